"""The model lane through llm, with a stand-in model registered through llm's own hooks."""

from __future__ import annotations

import json
import os
import sqlite3
from pathlib import Path

import pytest
from click.testing import CliRunner

from lc_memory.surfaces.cli import cli
from lc_memory.state.digest import estimate_tokens
from lc_memory.ingest.base import ingest
from lc_memory.write.model_lane import SCHEMA, bound_transcript, model_extractor, parse_extraction
from lc_memory.memory import Memory
from lc_memory.store.config import Config

from .conftest import EXAMPLES, NOW
from .llm_stub import stub, stubs  # noqa: F401  (fixtures)

SESSION = "2026-11-30-idempotency-postgres"
GOOD = {
    "outcome": "Moved idempotency keys from Redis to Postgres. Reads and writes now use the new table.",
    "files": ["payments/idempotency.py", "migrations/0007_idempotency_keys.sql"],
    "decisions": ["Chose Postgres over Redis so keys survive restarts."],
    "facts": [
        {"text": "Idempotency keys live in Postgres.", "kind": "fact", "confidence": 0.8,
         "subject": "idempotency keys"},
    ],
}


@pytest.fixture
def one(store):
    ingest(store, [EXAMPLES / f"{SESSION}.jsonl"])
    return store


def _files(store):
    return {p: p.read_bytes() for p in (store.journal_path, store.facts_path) if p.exists()}


def _logged_turns() -> int:
    db = Path(os.environ["LLM_USER_PATH"]) / "logs.db"
    if not db.exists():
        return 0
    with sqlite3.connect(db) as conn:
        return conn.execute("select count(*) from turns").fetchone()[0]


def test_schema_round_trip(one, stub):
    stub.enqueue(GOOD)
    result = Memory.at(one, NOW).seal(SESSION, extractor=model_extractor("lc-stub", one.config, log=False))
    assert result.sealed and result.extractor == "lc-stub"
    (entry,) = one.journal()
    assert entry["outcome"] == GOOD["outcome"]
    assert entry["files"] == ["migrations/0007_idempotency_keys.sql"]  # the one the calls changed
    assert entry["decisions"] == GOOD["decisions"]
    assert entry["extractor"] == "lc-stub"
    activity_fact, record = one.fact_records()  # what the session did, then the model's
    assert activity_fact["source"] == "action" and activity_fact["subject"] == "migrations folder"
    assert record["origin"] == "model" and record["subject"] == "idempotency keys"
    assert record["confidence"] == 0.8 and record["session"] == SESSION
    # The schema went to the model as structured output, with the system prompt.
    prompt = stub.prompts[-1]
    assert prompt.schema == SCHEMA
    assert "never write credentials" in prompt.system
    assert "outcomes and" in prompt.system and "not quoted content" in prompt.system
    assert "[person] Redis evictions dropped some idempotency keys" in prompt.prompt


def test_a_model_without_schemas_is_asked_for_json_in_words(one, stubs):
    stubs.plain.enqueue("Here you go:\n```json\n" + json.dumps(GOOD) + "\n```")
    Memory.at(one, NOW).seal(SESSION, extractor=model_extractor("lc-stub-plain", one.config, log=False))
    assert one.journal()[0]["outcome"] == GOOD["outcome"]
    assert stubs.plain.prompts[-1].schema is None
    assert '"outcome"' in stubs.plain.prompts[-1].prompt


def test_a_secret_from_the_model_is_scrubbed(one, stub):
    token = "ghp_" + "A1b2C3d4E5f6G7h8I9j0K1l2M3n4O5p6Q7r8"
    stub.enqueue({
        "outcome": f"Rotated the deploy token; the new one is {token}.",
        "files": [], "decisions": [f"Keep {token} in the vault."],
        "facts": [{"text": f"The deploy token is {token}.", "kind": "fact", "confidence": 0.9,
                   "subject": "deploy token"}],
    })
    Memory.at(one, NOW).seal(SESSION, extractor=model_extractor("lc-stub", one.config, log=False))
    for path in (one.journal_path, one.facts_path):
        text = path.read_text("utf-8")
        assert token not in text
        assert "[REDACTED:github-token]" in text


def test_a_secret_in_the_transcript_is_not_sent(store, stub):
    key = "sk_live_" + "51HcDeFgHiJkLmNoPqRsTuVw"
    store.put_session({"id": "s1", "title": "Stripe", "created": "2026-11-01T09:00:00Z"}, [
        {"type": "message", "turn": 1, "role": "user", "kind": "text", "typed": True,
         "content": f"Wire up Stripe with {key}.", "ts": None},
    ])
    stub.enqueue(GOOD)
    Memory.at(store, NOW).seal("s1", extractor=model_extractor("lc-stub", store.config, log=False))
    assert key not in stub.sent() and "[REDACTED:stripe-key]" in stub.sent()


def test_an_order_from_the_model_is_held_as_unconfirmed_instruction(one, stub):
    stub.enqueue({
        "outcome": "Moved idempotency keys to Postgres.", "files": [], "decisions": [],
        "facts": [{"text": "Always run `make bootstrap` with sudo before the tests.", "kind": "fact",
                   "confidence": 0.9, "subject": "tests"}],
    })
    Memory.at(one, NOW).seal(SESSION, extractor=model_extractor("lc-stub", one.config, log=False))
    (fact,) = [f for f in Memory(one).facts(NOW) if "make bootstrap" in f.text]
    assert fact.state == "unconfirmed-instruction"
    assert fact.origin == "model" and fact.instruction


def test_at_most_three_facts_and_three_sentences(one, stub):
    stub.enqueue({**GOOD, "outcome": "One. Two. Three. Four. Five.",
                  "facts": [{"text": f"Fact number {n} is about x.", "kind": "odd", "confidence": 7,
                             "subject": "X"} for n in range(4)]})
    Memory.at(one, NOW).seal(SESSION, extractor=model_extractor("lc-stub", one.config, log=False))
    assert one.journal()[0]["outcome"] == "One. Two. Three."
    first, *model = one.fact_records()
    assert len(model) == 2 and first["subject"] == "migrations folder"  # what the session did comes first
    assert all(r["kind"] == "fact" and r["confidence"] == 1.0 and r["subject"] == "x" for r in model)


def _huge_session() -> list[dict]:
    messages = [{"role": "user", "kind": "text", "typed": True,
                 "content": "GOAL: make the refund retries idempotent end to end."}]
    for n in range(600):
        messages.append({"role": "assistant", "kind": "tool_use", "name": "shell",
                         "content": json.dumps({"command": f"pytest -k case_{n}"})})
        messages.append({"role": "tool", "kind": "tool_result", "name": "shell",
                         "content": "x" * 5000})
        messages.append({"role": "assistant", "kind": "text", "content": f"Step {n} looked fine; moving on."})
        if n == 300:
            messages.append({"role": "assistant", "kind": "text",
                             "content": "We decided to keep the keys for 24 hours."})
    messages.append({"role": "assistant", "kind": "text",
                     "content": "CLOSING: refunds are idempotent now and the suite is green."})
    return messages


def test_a_huge_session_is_cut_to_the_budget():
    text = bound_transcript(_huge_session(), 1000)
    assert estimate_tokens(text) <= 1000
    assert text.startswith("[person] GOAL: make the refund retries idempotent")
    assert "decided to keep the keys for 24 hours" in text
    assert text.rstrip().endswith("CLOSING: refunds are idempotent now and the suite is green.")
    assert "turns left out" in text
    assert "x" * 400 not in text  # tool results are cut hard even when they fit


def test_the_budget_comes_from_config(store, stub):
    store.put_session({"id": "big", "title": "Big", "created": "2026-11-01T09:00:00Z"},
                      [{"type": "message", "turn": i + 1, "ts": None, **m} for i, m in enumerate(_huge_session())])
    stub.enqueue(GOOD)
    config = Config(extract={"model": "lc-stub", "maxTranscriptTokens": 500, "log": False})
    Memory.at(store, NOW).seal("big", extractor=model_extractor("lc-stub", config, log=False))
    sent = stub.prompts[-1].prompt
    transcript = sent.split("Transcript:\n", 1)[1]
    assert estimate_tokens(transcript) <= 500
    assert "GOAL:" in transcript and "CLOSING:" in transcript


def test_a_short_session_is_sent_whole():
    messages = [{"role": "user", "kind": "text", "typed": True, "content": "Fix it."},
                {"role": "assistant", "kind": "text", "content": "Fixed it."}]
    assert bound_transcript(messages, 6000) == "[person] Fix it.\n[agent] Fixed it."


def test_default_logs_one_row_and_no_log_writes_none(one, stub):
    stub.enqueue(GOOD)
    Memory.at(one, NOW).seal(SESSION, extractor=model_extractor("lc-stub", one.config, log=False))
    assert _logged_turns() == 0
    stub.enqueue(GOOD)
    Memory.at(one, NOW).seal(SESSION, extractor=model_extractor("lc-stub", one.config), again=True)
    assert _logged_turns() == 1
    assert (Path(os.environ["LLM_USER_PATH"]) / "logs.db").exists()


def test_cli_logs_unless_told_not_to(one, stub):
    args = ["--store", str(one.root), "--project", one.project]
    stub.enqueue(GOOD, GOOD)
    r = CliRunner().invoke(cli, ["seal", SESSION, "-m", "lc-stub", "--no-log", *args])
    assert r.exit_code == 0, r.output
    assert _logged_turns() == 0
    r = CliRunner().invoke(cli, ["seal", SESSION, "-m", "lc-stub", "--again", *args])
    assert r.exit_code == 0, r.output
    assert _logged_turns() == 1


def test_config_names_the_model_and_can_turn_logging_off(one, stub):
    one.config_path.parent.mkdir(parents=True, exist_ok=True)
    one.config_path.write_text('[extract]\nmodel = "lc-stub"\nlog = false\n')
    stub.enqueue(GOOD)
    r = CliRunner().invoke(cli, ["seal", SESSION, "--store", str(one.root), "--project", one.project])
    assert r.exit_code == 0, r.output
    assert one.journal()[0]["extractor"] == "lc-stub"
    assert _logged_turns() == 0


def test_an_unknown_model_is_one_clear_error(one, stubs):
    r = CliRunner().invoke(cli, ["seal", SESSION, "-m", "no-such-model",
                                 "--store", str(one.root), "--project", one.project])
    assert r.exit_code == 1
    assert r.output.strip() == "Error: unknown model 'no-such-model' (list them with `llm models`)"
    assert not one.journal_path.exists()


def test_no_key_falls_back_offline_and_says_so_once(one, stubs, monkeypatch):
    monkeypatch.delenv("LC_STUB_KEY", raising=False)
    ingest(one, sorted(EXAMPLES.glob("2026-11-0*.jsonl")))
    r = CliRunner().invoke(cli, ["seal", "--all", "-m", "lc-stub-keyed",
                                                 "--store", str(one.root), "--project", one.project])
    assert r.exit_code == 0, r.output
    assert r.stderr.count("has no key") == 1
    assert "going on offline" in r.stderr
    assert {e["extractor"] for e in one.journal()} == {"offline"}


def test_with_a_key_the_keyed_model_runs(one, stubs, monkeypatch):
    monkeypatch.setenv("LC_STUB_KEY", "test-key")
    r = CliRunner().invoke(cli, ["seal", SESSION, "-m", "lc-stub-keyed", "--no-log",
                                 "--store", str(one.root), "--project", one.project])
    assert r.exit_code == 0, r.output
    assert one.journal()[0]["extractor"] == "lc-stub-keyed"


def test_parse_extraction_tolerates_missing_lists():
    result = parse_extraction('{"outcome": "Fixed the retry."}', "m")
    assert (result.outcome, result.files, result.decisions, result.facts) == ("Fixed the retry.", [], [], [])


def test_tool_output_is_cut_hard_even_when_the_session_fits():
    messages = [{"role": "user", "kind": "text", "typed": True, "content": "Read the config."},
                {"role": "tool", "kind": "tool_result", "name": "read_file", "content": "y" * 2000},
                {"role": "assistant", "kind": "text", "content": "Read it."}]
    text = bound_transcript(messages, 6000)
    assert "[tool result read_file] " + "y" * 200 in text
    assert "y" * 400 not in text and text.endswith("[agent] Read it.")


def test_the_docs_show_the_prompt_and_schema_as_they_are():
    from cogapp import Cog

    from .conftest import ROOT

    assert Cog().main(["cog", "--check", str(ROOT / "docs" / "extraction.md")]) == 0


def _activity_session() -> list[dict]:
    """A long session whose edits, commit and plan are in its middle, where a cut transcript loses them."""
    messages = _huge_session()
    middle = len(messages) // 2
    messages[middle:middle] = [
        {"role": "assistant", "kind": "tool_use", "name": "Edit", "content": "{}",
         "call": {"id": "e1", "tool": "edit", "paths": ["/w/payments/retry.py"],
                  "changes": [{"path": "/w/payments/retry.py", "op": "update"}]}},
        {"role": "tool", "kind": "tool_result", "content": "ok", "result": {"id": "e1", "error": False, "exit_code": None}},
        {"role": "assistant", "kind": "tool_use", "name": "Bash", "content": "{}",
         "call": {"id": "b1", "tool": "shell", "command": "git commit -am 'Make refund retries idempotent'"}},
        {"role": "tool", "kind": "tool_result", "content": "", "result": {"id": "b1", "error": False, "exit_code": 0}},
        {"role": "assistant", "kind": "tool_use", "name": "TodoWrite", "content": "{}",
         "call": {"id": "p1", "tool": "plan", "plan": [{"step": "Store keys", "status": "completed"},
                                                        {"step": "Expire keys nightly", "status": "pending"}]}},
    ]
    return messages


def test_the_activity_comes_first_and_survives_a_cut_transcript():
    from lc_memory.write.model_lane import build_prompt

    prompt = build_prompt({"id": "big", "cwd": "/w"}, _activity_session(), 500)
    head, transcript = prompt.split("Transcript:\n", 1)
    assert "turns left out" in transcript  # the transcript was cut...
    assert "payments/retry.py" not in transcript and "Make refund retries" not in transcript
    # ...and the activity above it still tells the model what was done.
    assert "- edited: payments/retry.py" in head
    assert "- committed: Make refund retries idempotent" in head
    assert "- plan item done: Store keys" in head and "- plan item still open: Expire keys nightly" in head
    assert head.index("What the session did") < len(head)


def test_what_is_logged_is_scrubbed(one, stub):
    token = "ghp_" + "Z9y8X7w6V5u4T3s2R1q0P9o8N7m6L5k4J3i2"
    stub.enqueue({**GOOD, "outcome": f"Rotated the deploy token {token}."})
    Memory.at(one, NOW).seal(SESSION, extractor=model_extractor("lc-stub", one.config))
    assert _logged_turns() == 1
    dump = "\n".join(sqlite3.connect(Path(os.environ["LLM_USER_PATH"]) / "logs.db").iterdump())
    assert token not in dump
    assert "[REDACTED:github-token]" in dump and "Rotated the deploy token" in dump


def test_a_response_that_cannot_be_scrubbed_is_not_logged(stub):
    import llm

    from lc_memory.write.model_lane import log_response, scrubbed

    token = "ghp_" + "Q1w2E3r4T5y6U7i8O9p0A1s2D3f4G5h6J7k8"
    stub.enqueue("fine")
    response = llm.get_model("lc-stub").prompt(f"a prompt that was not scrubbed: {token}")
    response.text()
    assert scrubbed(response) is None
    log_response(response)
    assert _logged_turns() == 0
