"""The consolidation supersede pass, through the stand-in model."""

from __future__ import annotations

import pytest
from click.testing import CliRunner

from lc_memory.memory import Memory
from lc_memory.surfaces.cli import cli
from lc_memory.state.fold import fact_id
from lc_memory.store.files import StoreError
from lc_memory.write.supersede import candidate_pairs, supersede_pass

from .conftest import NOW
from .llm_stub import stub, stubs  # noqa: F401  (fixtures)

OLD = "Idempotency keys live in Redis."
NEW = "Refund idempotency keys are kept in Postgres now."
NOTE = "Idempotency keys must never go back to Redis."


def observe(text, session, at, **extra):
    return {"op": "observe", "id": fact_id(text, extra.get("origin", "extractor")), "text": text,
            "kind": "fact", "session": session, "at": at, "confidence": 0.7, "origin": "model", **extra}


@pytest.fixture
def memory(store):
    store.put_session({"id": "s1", "title": "one", "created": "2026-11-02T09:00:00Z"}, [])
    store.append_facts([
        observe(OLD, "s1", "2026-11-02T09:00:00Z", subject="idempotency keys"),
        observe("CI runs on GitHub Actions.", "s1", "2026-11-02T09:00:00Z"),
        observe(NEW, "s2", "2026-11-30T09:00:00Z", subject="refund idempotency keys"),
        observe(NOTE, "s2", "2026-11-30T09:00:00Z", origin="person", said=NOTE, credited=True),
    ])
    return store


def by_text(store):
    return {f.text: f for f in Memory(store).facts(NOW)}


def verdict(kind, reason="the keys moved"):
    return {"verdicts": [{"pair": 1, "verdict": kind, "reason": reason}]}


def test_the_newer_fact_supersedes_the_older(memory, stub):
    stub.enqueue(verdict("supersedes"))
    result = supersede_pass(memory, "lc-stub", log=False, now=NOW)
    assert (result.pairs, result.superseded, result.conflicts) == (1, 1, 0)
    f = by_text(memory)
    assert f[OLD].state == "superseded" and f[OLD].superseded_by == f[NEW].id
    assert f[NEW].state == "inferred"
    record = memory.fact_records()[-1]
    assert record["op"] == "supersede" and record["reason"] == "the keys moved"
    assert record["model"] == "lc-stub" and record["at"] == "2026-12-02T12:00:00Z"
    # Only the related pair was asked about; CI on GitHub Actions shares no words with it.
    assert OLD in stub.sent() and NEW in stub.sent() and "GitHub Actions" not in stub.sent()


def test_person_notes_are_never_shown_to_the_model(memory, stub):
    assert any(f.origin == "person" for f in Memory(memory).facts(NOW))
    stub.enqueue(verdict("unrelated"))
    supersede_pass(memory, "lc-stub", log=False, now=NOW)
    assert len(stub.prompts) == 1
    assert NOTE not in stub.sent() and "never go back" not in stub.sent()
    assert all(f.origin != "person" for pair in candidate_pairs(Memory(memory).facts(NOW)) for f in pair)


def test_an_ambiguous_conflict_is_flagged_not_guessed(memory, stub):
    stub.enqueue(verdict("conflict", "cannot tell which store holds the keys"))
    result = supersede_pass(memory, "lc-stub", log=False, now=NOW)
    assert (result.superseded, result.conflicts) == (0, 1)
    f = by_text(memory)
    assert f[OLD].state == "inferred" and f[NEW].state == "inferred"
    assert f[OLD].conflict_with == [f[NEW].id] and f[NEW].conflict_with == [f[OLD].id]


def test_a_confirmed_fact_is_never_superseded_by_the_model(memory, stub):
    Memory.at(memory, NOW).act("confirm", fact_id(OLD))
    stub.enqueue(verdict("supersedes"))
    result = supersede_pass(memory, "lc-stub", log=False, now=NOW)
    assert (result.superseded, result.conflicts) == (0, 1)
    f = by_text(memory)
    assert f[OLD].state == "confirmed" and f[NEW].id in f[OLD].conflict_with
    assert "contradicts a fact you confirmed" in memory.fact_records()[-1]["reason"]


def test_unrelated_writes_nothing(memory, stub):
    before = memory.facts_path.read_bytes()
    stub.enqueue(verdict("unrelated"))
    supersede_pass(memory, "lc-stub", log=False, now=NOW)
    assert memory.facts_path.read_bytes() == before


@pytest.mark.parametrize("reply", [
    "No idea.",
    '{"verdicts": "supersedes"}',
    '{"verdicts": [{"pair": 7, "verdict": "supersedes", "reason": ""}]}',
    '{"verdicts": [{"pair": 1, "verdict": "probably", "reason": ""}]}',
])
def test_junk_is_a_clear_error_and_nothing_is_written(memory, stub, reply):
    before = memory.facts_path.read_bytes()
    stub.enqueue(reply)
    with pytest.raises(StoreError, match="^supersede pass: model lc-stub .*; it wrote nothing$"):
        supersede_pass(memory, "lc-stub", log=False, now=NOW)
    assert memory.facts_path.read_bytes() == before


def test_a_restored_fact_is_not_asked_about_again(memory, stub):
    stub.enqueue(verdict("supersedes"))
    supersede_pass(memory, "lc-stub", log=False, now=NOW)
    Memory.at(memory, NOW).act("restore", fact_id(OLD))
    assert by_text(memory)[OLD].state == "inferred"
    result = supersede_pass(memory, "lc-stub", log=False, now=NOW)
    assert result.pairs == 0 and len(stub.prompts) == 1
    assert by_text(memory)[OLD].state == "inferred"


def test_no_candidates_means_no_model_call(store, stub):
    store.put_session({"id": "s1", "title": "one", "created": "2026-11-02T09:00:00Z"}, [])
    store.append_facts([observe("CI runs on GitHub Actions.", "s1", "2026-11-02T09:00:00Z"),
                        observe("The CHANGELOG is RELEASE-NOTES.md.", "s2", "2026-11-20T09:00:00Z")])
    assert supersede_pass(store, "lc-stub", log=False, now=NOW).pairs == 0
    assert stub.prompts == []


def test_consolidate_with_a_model_runs_the_pass_first(memory, stub):
    stub.enqueue(verdict("supersedes"))
    result = Memory.at(memory, NOW).consolidate(model="lc-stub", log=False)
    assert result.superseded == 1
    text = memory.memory_md.read_text("utf-8")
    assert NEW in text and OLD not in text


def test_consolidate_without_a_model_asks_nothing(memory, stub):
    Memory.at(memory, NOW).consolidate()
    assert stub.prompts == []
    assert by_text(memory)[OLD].state == "inferred"


def test_the_consolidate_command_takes_a_model(memory, stub):
    stub.enqueue(verdict("supersedes"))
    r = CliRunner().invoke(cli, ["consolidate", "-m", "lc-stub", "--no-log",
                                 "--store", str(memory.root), "--project", memory.project])
    assert r.exit_code == 0, r.output
    assert "1 superseded" in r.stderr
    assert by_text(memory)[OLD].state == "superseded"


def test_the_consolidate_command_reports_junk_in_one_line_and_goes_on(memory, stub):
    before = memory.facts_path.read_bytes()
    stub.enqueue("garbage")
    r = CliRunner().invoke(cli, ["consolidate", "-m", "lc-stub", "--no-log",
                                 "--store", str(memory.root), "--project", memory.project])
    assert r.exit_code == 0, r.output
    (line,) = [x for x in r.stderr.splitlines() if "did not reply with JSON" in x]
    assert line.startswith("warning: supersede pass: model lc-stub did not reply with JSON")
    assert line.endswith("; it wrote nothing")
    # Nothing from the model was written; MEMORY.md is rendered without the pass.
    assert memory.facts_path.read_bytes() == before and memory.memory_md.exists()
