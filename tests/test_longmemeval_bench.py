"""bench/longmemeval.py on a made-up question of LongMemEval's shape (the data is never needed):
opaque session ids, the official session measures, the held-aside third, the plain baselines."""

from __future__ import annotations

import json
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "bench"))

import longmemeval  # noqa: E402
from lc_memory.store.files import Store  # noqa: E402

QUESTION = {
    "question_id": "t0000001",
    "question_type": "multi-session",
    "question": "How many kayaks did I rent?",
    "question_date": "2023/05/30 (Tue) 10:18",
    "answer": "two",
    "answer_session_ids": ["answer_aa", "answer_bb"],
    "haystack_dates": ["2023/05/01 (Mon) 09:00", "2023/05/02 (Tue) 09:00", "2023/05/03 (Wed) 09:00"],
    "haystack_session_ids": ["answer_aa", "noise_1", "answer_bb"],
    "haystack_sessions": [
        [{"role": "user", "content": "I rented a red kayak at the lake today.", "has_answer": True},
         {"role": "assistant", "content": "Sounds fun! Did you paddle far?"}],
        [{"role": "user", "content": "Any tips for growing basil on a balcony?"},
         {"role": "assistant", "content": "Plenty of sun and water when the soil is dry."}],
        [{"role": "user", "content": "Rented another kayak, a tandem one, with my sister.", "has_answer": True},
         {"role": "assistant", "content": "A tandem kayak takes teamwork."}],
    ],
}


def test_sessions_are_stored_under_ids_and_titles_that_reveal_nothing(tmp_path):
    store = Store(tmp_path, longmemeval.project(QUESTION["question_id"]))
    longmemeval.build(store, QUESTION)
    index = store.index_path.read_text()
    assert "answer" not in index and "noise" not in index
    assert {s["title"] for s in map(json.loads, index.splitlines())} == {
        "Chat, 2023-05-01", "Chat, 2023-05-02", "Chat, 2023-05-03"}
    assert longmemeval.gold(QUESTION) <= {s["id"] for s in map(json.loads, index.splitlines())}
    assert longmemeval.when("2023/05/20 (Sat) 07:47") == "2023-05-20T07:47:00Z"


def test_the_official_measures_over_distinct_sessions():
    want = {"a", "b"}
    assert longmemeval.score(["a", "x", "b"], want) == {
        "R@1": 1.0, "MRR": 1.0, "all@5": 1.0, "any@5": 1.0, "all@10": 1.0, "any@10": 1.0}
    m = longmemeval.score(["x", "y", "z", "w", "v", "a", "b"], want)
    assert (m["all@5"], m["any@5"], m["all@10"], m["R@1"]) == (0.0, 0.0, 1.0, 0.0) and m["MRR"] == 1 / 6


def test_the_held_third_is_fixed_by_the_question_id():
    ids = [f"q{n}" for n in range(300)]
    share = sum(map(longmemeval.held, ids)) / len(ids)
    assert 0.25 < share < 0.42
    assert [longmemeval.held(i) for i in ids] == [longmemeval.held(i) for i in ids]


def test_recall_and_the_plain_baselines_in_one_run(tmp_path):
    questions = [QUESTION, {**QUESTION, "question_id": "t0000002_abs", "question_type": "single-session-user"}]
    where = longmemeval.stores(tmp_path, questions)
    fns = {"now": longmemeval.recall, "bm25-session": longmemeval.Plain("session"),
           "bm25-turn": longmemeval.Plain("turn")}
    result = longmemeval.evaluate(questions, where, fns)
    s = longmemeval.summary(result)
    assert s["groups"]["abstention"]["questions"] == 1  # apart from the others
    overall = s["groups"]["overall|all"]
    assert overall["questions"] == 1
    for name in fns:
        assert overall[name]["all@5"] == 100.0 and overall[name]["R@1"] == 100.0, name
    text = longmemeval.report(s, list(fns))
    assert "bm25-session" in text and "load average" in text
    # a store built once is used again
    mark = where[QUESTION["question_id"]].path / ".longmemeval"
    before = mark.stat().st_mtime_ns
    longmemeval.stores(tmp_path, questions)
    assert mark.stat().st_mtime_ns == before


def test_a_small_run_by_question_type_and_part():
    qs = [{**QUESTION, "question_id": f"q{n}", "question_type": t}
          for n, t in enumerate(["multi-session", "temporal-reasoning"] * 6)]
    multi = longmemeval.chosen_questions(qs, ["multi-session"])
    assert {q["question_type"] for q in multi} == {"multi-session"} and len(multi) == 6
    tuned = longmemeval.chosen_questions(qs, None, "tuned")
    held = longmemeval.chosen_questions(qs, None, "held")
    assert not {q["question_id"] for q in tuned} & {q["question_id"] for q in held}
    assert len(tuned) + len(held) == len(qs)
    assert all(longmemeval.held(q["question_id"]) for q in held)
    assert longmemeval.chosen_questions(qs) == qs
