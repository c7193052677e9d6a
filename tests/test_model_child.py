"""The model answers in a child process: a native crash, a hang or an error there costs one
session's model reply (sealed offline, with a note), never the run; and a run where most
replies failed says so once, with what to do."""

from __future__ import annotations

import os
import sqlite3
from pathlib import Path

import llm
import pytest
from click.testing import CliRunner

from lc_memory.ingest.base import ingest
from lc_memory.memory import Memory
from lc_memory.surfaces.cli import cli
from lc_memory.write.model_lane import child_plugin, failure_summary, model_extractor

from .conftest import EXAMPLES, NOW
from .llm_crash import STEADY, child_models  # noqa: F401  (fixture)
from .llm_stub import stubs  # noqa: F401  (fixture)


@pytest.fixture
def many(store):
    ingest(store, sorted(EXAMPLES.glob("*.jsonl")))
    ids = [e.id for e in store.visible_sessions()]
    assert len(ids) >= 4
    return store, ids


def _seal_all(store, model, *more):
    return CliRunner().invoke(cli, ["seal", "--all", "-m", model, *more,
                                    "--store", str(store.root), "--project", store.project])


def test_a_native_crash_seals_every_session_offline_and_the_run_goes_on(many, child_models):
    store, ids = many
    r = _seal_all(store, "lc-crash", "--no-log")
    assert r.exit_code == 0, r.output
    assert f"sealed {len(ids)} of {len(ids)} session(s)" in r.stderr
    crashed = [line for line in r.stderr.splitlines() if "model lc-crash crashed (signal 11, SIGSEGV)" in line]
    assert len(crashed) == len(ids) and all(line.endswith(" offline") for line in crashed)
    assert [e["extractor"] for e in store.journal()] == ["offline"] * len(ids)
    (summary,) = [line for line in r.stderr.splitlines() if "model replies failed" in line]
    assert summary.startswith(f"warning: {len(ids)} of {len(ids)} model replies failed ({len(ids)} crashed)")
    assert "llm -m lc-crash hi" in summary


def test_a_good_model_in_a_child_gives_its_lines_and_logs_them(many, child_models):
    store, ids = many
    r = _seal_all(store, "lc-steady")
    assert r.exit_code == 0, r.output
    assert "offline" not in r.stderr and "model replies failed" not in r.stderr
    journal = store.journal()
    assert {e["extractor"] for e in journal} == {"lc-steady"}
    assert {e["outcome"] for e in journal} == {STEADY["outcome"]}
    with sqlite3.connect(Path(os.environ["LLM_USER_PATH"]) / "logs.db") as conn:  # logged by the child
        assert conn.execute("select count(*) from turns where model = 'lc-steady'").fetchone()[0] == len(ids)


def test_most_replies_failing_is_said_once_with_what_to_do(many, child_models):
    store, ids = many
    r = _seal_all(store, "lc-junk", "--no-log")
    assert r.exit_code == 0, r.output
    summaries = [line for line in r.stderr.splitlines() if "model replies failed" in line]
    assert summaries == [
        f"warning: {len(ids)} of {len(ids)} model replies failed ({len(ids)} not JSON); those sessions were "
        "sealed offline; the model may be too small for this prompt, or use one with schema support "
        "(llm models --schemas)"
    ]


def test_a_few_failures_are_not_summed_up():
    assert failure_summary(["model m did not reply with JSON (it said: 'x')"], 3) is None
    assert failure_summary(["model m did not reply with JSON (it said: 'x')"], 1) is None
    line = failure_summary(["model m did not reply with JSON", "model m replied without an outcome"], 3, "m")
    assert line.startswith("2 of 3 model replies failed (1 not JSON, 1 the wrong shape)")


def test_a_hang_in_the_child_is_ended_at_the_timeout_and_the_next_call_starts_anew(store, child_models):
    ingest(store, sorted(EXAMPLES.glob("*.jsonl"))[:2])
    a, b = [e.id for e in store.visible_sessions()]
    extractor = model_extractor("lc-hang", store.config, log=False, timeout=2)
    result = Memory.at(store, NOW).seal(a, extractor=extractor)
    assert result.extractor == "offline" and result.note == f"model lc-hang did not answer within 2 s; sealed {a} offline"
    first = extractor.child.proc
    assert first.poll() is not None  # ended, not left running
    result = Memory.at(store, NOW).seal(b, extractor=extractor)
    assert "did not answer within 2 s" in result.note
    assert extractor.child.proc.pid != first.pid


def test_where_the_model_answers(stubs, child_models):
    assert child_plugin(llm.get_model("lc-stub")) is None  # registered as an object: this process
    assert child_plugin(llm.get_model("lc-steady")) == "tests.llm_crash"  # a module: the child imports it
    assert child_plugin(llm.get_model("gpt-4o-mini")) == ""  # llm's own plugins: the child loads them
    assert model_extractor("lc-stub", log=False).child is None
    assert model_extractor("lc-steady", log=False, isolate=False).child is None
