"""Claude Code transcripts, Codex rollouts and llm's logs.db, into the store."""

from __future__ import annotations

import json
import shutil
import sqlite3
from pathlib import Path

import llm
import pytest
import sqlite_utils
from click.testing import CliRunner
from llm.migrations import migrate

from lc_memory.errors import IngestError
from lc_memory.ingest.base import detect, ingest, read_transcripts
from lc_memory.ingest.common import NotATranscript
from lc_memory.memory import Memory
from lc_memory.store.files import Store
from lc_memory.surfaces.cli import cli

from .conftest import CC_ID, CLAUDE, CODEX, CODEX_ID, EXAMPLES, FIXTURES, NOW
from .llm_stub import stub, stubs  # noqa: F401  (fixtures)

SUBAGENT = CLAUDE.with_suffix("") / "subagents" / "agent-5e1d9c.jsonl"
CODEX_OLD = FIXTURES / "codex" / "legacy" / "rollout-2025-05-07-0b1c2d3e.jsonl"


def typed(messages):
    return [m["content"] for m in messages if m["typed"]]


# --- Claude Code --------------------------------------------------------------

def test_claude_code_session():
    (t,) = read_transcripts(CLAUDE)
    assert t.meta["id"] == CC_ID and t.meta["format"] == "claude-code"
    assert t.meta["title"] == "Move idempotency keys from Redis to Postgres"  # its own summary, not the other one
    assert t.meta["title_source"] == "summary"
    assert t.meta["cwd"] == "/home/dev/payments-api" and t.meta["git_branch"] == "idempotency-postgres"
    assert t.meta["last_activity"] == "2026-11-30T09:12:00.000Z"
    assert typed(t.messages) == [
        "Redis evictions dropped some idempotency keys last week. Move them to Postgres so they survive restarts.",
        "Use a migration for the new table, not a CREATE TABLE at import time.",
        "Also keep the keys for 24 hours, like Redis did.",  # typed while the agent worked
    ]
    assert [m["turn"] for m in t.messages] == list(range(1, len(t.messages) + 1))


def test_claude_code_what_is_not_typed():
    (t,) = read_transcripts(CLAUDE)
    untyped_user = [m["content"] for m in t.messages if m["role"] == "user" and not m["typed"]]
    assert "Why do refunds get issued twice?" in untyped_user  # carried over from the resumed session
    assert any(c.startswith("Caveat: The messages below") for c in untyped_user)  # isMeta
    assert any(c.startswith("<command-name>/model") for c in untyped_user)
    assert any(c.startswith("<local-command-stdout>") for c in untyped_user)
    assert "[Request interrupted by user for tool use]" in untyped_user
    assert "Stop hook feedback:\nRun the linter before you stop." in untyped_user  # isMeta, plain words
    assert any(c.startswith("<system-reminder>") for c in untyped_user)
    # tool results come from user records but are the tool's, and a compaction summary is the model's
    results = [m for m in t.messages if m["kind"] == "tool_result"]
    assert all(m["role"] == "tool" and not m["typed"] for m in results)
    assert {m["name"] for m in results} >= {"Read", "Task", "Write", "subagent"}
    assert "import redis" in next(m["content"] for m in results if m["name"] == "Read")
    (summary,) = [m for m in t.messages if m["kind"] == "summary"]
    assert summary["role"] == "system" and not summary["typed"]
    # thinking is left out; tool calls are kept with their input
    assert not any("Look at payments/idempotency.py first" in m["content"] for m in t.messages)
    edit = next(m for m in t.messages if m.get("name") == "Edit")
    assert edit["kind"] == "tool_use" and json.loads(edit["content"])["file_path"].endswith("idempotency.py")


def test_a_helper_agents_own_log_is_no_session():
    assert read_transcripts(SUBAGENT) == []


def test_claude_code_a_retried_goal_is_not_typed_twice(tmp_path):
    lines = CLAUDE.read_text().splitlines()
    goal = next(line for line in lines if "Redis evictions dropped" in line)
    retry = json.loads(goal)
    retry["uuid"], retry["timestamp"] = "c0000000-0000-4000-8000-000000000001", "2026-11-30T09:20:00.000Z"
    path = tmp_path / f"{CC_ID}.jsonl"
    path.write_text("\n".join(lines + [json.dumps(retry)]) + "\n")
    (t,) = read_transcripts(path)
    assert typed(t.messages).count(json.loads(goal)["message"]["content"]) == 1


def test_claude_code_a_torn_last_line_is_skipped(tmp_path):
    path = tmp_path / f"{CC_ID}.jsonl"
    path.write_text(CLAUDE.read_text() + '{"type":"assistant","message":{"content":[{"type":"te')
    (t,) = read_transcripts(path)
    assert len(t.messages) == len(read_transcripts(CLAUDE)[0].messages)


def test_claude_code_a_bad_line_mid_file_names_the_line(tmp_path):
    lines = CLAUDE.read_text().splitlines()
    lines.insert(5, "{not json")
    path = tmp_path / f"{CC_ID}.jsonl"
    path.write_text("\n".join(lines) + "\n")
    (t,) = read_transcripts(path, "claude-code")  # the rest is read; the line is reported
    assert len(t.messages) == len(read_transcripts(CLAUDE)[0].messages)
    assert [str(p) for p in t.bad] == [f"{path}:6: not JSON (Expecting property name enclosed in double quotes)"]
    with pytest.raises(IngestError, match=rf"{CC_ID}.jsonl:6: not JSON"):
        read_transcripts(path, "claude-code", strict=True)


# --- Codex ----------------------------------------------------------------------

def test_codex_rollout():
    (t,) = read_transcripts(CODEX)
    assert t.meta["id"] == CODEX_ID and t.meta["format"] == "codex"
    assert t.meta["cwd"] == "/home/dev/payments-api" and t.meta["git_branch"] == "main"
    assert t.meta["created"] == "2026-12-01T09:00:00.000Z"
    assert t.meta["title"] == "CI takes 14 minutes now. Where does the time go?"
    assert typed(t.messages) == [
        "CI takes 14 minutes now. Where does the time go?",
        "Add the cache, and split the slow integration tests into their own job.",
    ]
    injected = [m["content"] for m in t.messages if m["role"] == "user" and not m["typed"]]
    assert injected[0].startswith("# AGENTS.md instructions") and injected[1].startswith("<environment_context>")
    # each assistant message once (event_msg agent_message repeats it), no reasoning
    assistant = [m["content"] for m in t.messages if m["role"] == "assistant" and m["kind"] == "text"]
    assert len(assistant) == 2 and assistant[-1].startswith("Decided to cache pip downloads")
    calls = [(m["kind"], m["name"]) for m in t.messages if m["kind"] in ("tool_use", "tool_result")]
    assert calls == [("tool_use", "shell"), ("tool_result", "shell"),
                     ("tool_use", "apply_patch"), ("tool_result", "apply_patch")]
    shell_out = next(m for m in t.messages if m["kind"] == "tool_result")
    assert shell_out["content"].startswith("jobs:")  # unwrapped from {"output": ..., "metadata": ...}


def test_codex_an_early_rollout():
    assert detect(CODEX_OLD).name == "codex"
    (t,) = read_transcripts(CODEX_OLD)
    assert t.meta["id"] == "0b1c2d3e-4f50-4a6b-8c7d-9e0f1a2b3c4d"
    assert typed(t.messages) == ["Rename the refunds module to refund_service."]


def test_codex_without_session_meta_is_not_a_rollout(tmp_path):
    path = tmp_path / "rollout-x.jsonl"
    path.write_text('{"timestamp": "2026-12-01T09:00:00Z", "type": "event_msg", "payload": {"type": "token_count"}}\n')
    with pytest.raises(IngestError, match="not a Codex rollout"):
        read_transcripts(path, "codex")


# --- llm's logs.db ----------------------------------------------------------------

def logged_db(path: Path, stub) -> Path:
    """A logs.db written by llm itself: llm's migrations, then responses logged through llm."""
    db = sqlite_utils.Database(path)
    migrate(db)
    model = llm.get_model("lc-stub")
    stub.enqueue("Add a partial index on refunds(status).", "Put it in a migration.")
    conversation = model.conversation()
    first = conversation.prompt("How do I make the refunds query faster?", system="You are a Postgres expert.",
                                fragments=["CREATE TABLE refunds (id int, status text);"])
    first.text()
    first.log_to_db(db)
    second = conversation.prompt("Where should it live?")
    second.text()
    second.log_to_db(db)
    # History from an llm before 0.36, in the tables that version wrote.
    db["conversations"].insert({"id": "01jold0000000000000000000a", "name": "Refund retries", "model": "gpt-4o-mini"})
    db["responses"].insert_all([
        {"id": "01jold0000000000000000001r", "model": "gpt-4o-mini", "prompt": "Why do refund retries double-charge?",
         "system": None, "response": "There is no idempotency key on POST /refunds.",
         "conversation_id": "01jold0000000000000000000a", "datetime_utc": "2026-10-01T09:00:00.000000"},
        {"id": "01jold0000000000000000002r", "model": "gpt-4o-mini", "prompt": "How would I add one?",
         "system": None, "response": "Store the key with the refund and reject repeats.",
         "conversation_id": "01jold0000000000000000000a", "datetime_utc": "2026-10-01T09:05:00.000000"},
    ])
    return path


def test_llm_logs_db(tmp_path, stub):
    path = logged_db(tmp_path / "logs.db", stub)
    assert detect(path).name == "llm"
    sessions = {t.meta["id"]: t for t in read_transcripts(path)}
    assert len(sessions) == 2
    old = sessions["01jold0000000000000000000a"]
    assert old.meta["title"] == "Refund retries" and old.meta["created"] == "2026-10-01T09:00:00.000000Z"
    assert typed(old.messages) == ["Why do refund retries double-charge?", "How would I add one?"]
    assert [m["role"] for m in old.messages] == ["user", "assistant", "user", "assistant"]
    (new,) = [t for cid, t in sessions.items() if cid != "01jold0000000000000000000a"]
    assert new.meta["format"] == "llm" and new.meta["model"] == "lc-stub"
    assert typed(new.messages) == ["How do I make the refunds query faster?", "Where should it live?"]
    pasted = [m for m in new.messages if m["role"] == "user" and not m["typed"]]
    assert [m["content"] for m in pasted] == ["CREATE TABLE refunds (id int, status text);"]  # the -f fragment
    assert [m["content"] for m in new.messages if m["role"] == "assistant"] == [
        "Add a partial index on refunds(status).", "Put it in a migration."]
    assert new.messages[0]["role"] == "system"
    assert all(m["ts"] and m["ts"].endswith("Z") for m in new.messages)


def test_llm_logs_db_is_left_as_it_was(tmp_path, stub):
    path = logged_db(tmp_path / "logs.db", stub)
    before = path.read_bytes()
    read_transcripts(path)
    assert path.read_bytes() == before


def test_an_unrelated_sqlite_file_is_not_a_logs_db(tmp_path, store):
    path = tmp_path / "other.db"
    with sqlite3.connect(path) as conn:
        conn.execute("create table things (id integer)")
    with pytest.raises(IngestError, match="not a transcript lc-memory knows"):
        ingest(store, [path])
    with pytest.raises(IngestError, match="not an llm logs.db"):
        read_transcripts(path, "llm")
    assert not store.exists()


# --- auto-detection, idempotence, errors ------------------------------------------

def test_auto_detection(tmp_path, stub):
    assert detect(CLAUDE).name == "claude-code"
    assert detect(SUBAGENT).name == "claude-code"
    assert detect(CODEX).name == "codex"
    assert detect(logged_db(tmp_path / "logs.db", stub)).name == "llm"
    assert detect(sorted(EXAMPLES.glob("*.jsonl"))[0]).name == "native"


def test_reingest_is_idempotent(store, tmp_path, stub):
    paths = [CLAUDE, CODEX, logged_db(tmp_path / "logs.db", stub)]
    first = ingest(store, paths)
    assert all(changed for _, changed in first) and len(first) == 4
    index = store.index_path.read_bytes()
    files = {p: p.read_bytes() for p in store.sessions_dir.glob("*.jsonl")}
    assert [changed for _, changed in ingest(store, paths)] == [False] * 4
    assert store.index_path.read_bytes() == index
    assert {p: p.read_bytes() for p in store.sessions_dir.glob("*.jsonl")} == files
    entry = store.session(CC_ID)
    assert entry["format"] == "claude-code" and entry["turns"] == 3


def test_sealing_keeps_to_what_was_typed_and_said(store):
    ingest(store, [CLAUDE])
    result = Memory.at(store, NOW).seal(CC_ID)
    assert result.outcome.startswith("Idempotency keys moved to Postgres")
    assert "import redis" not in json.dumps(store.journal())


def test_the_cli_ingests_a_claude_code_folder(store):
    folder = CLAUDE.parent
    r = CliRunner().invoke(cli, ["ingest", str(folder), "--store", str(store.root), "--project", store.project])
    assert r.exit_code == 0, r.output
    assert "ingested 1 session(s)" in r.stderr  # the helper agent's log adds none
    assert [s["id"] for s in store.sessions()] == [CC_ID]


@pytest.mark.parametrize("content,name", [
    ('{"hello": "world"}\n', "notes.jsonl"),
    ("just some text\n", "notes.txt"),
    ("", "empty.jsonl"),
])
def test_not_a_transcript_is_one_clear_error(store, tmp_path, content, name):
    path = tmp_path / name
    path.write_text(content)
    r = CliRunner().invoke(cli, ["ingest", str(path), "--store", str(store.root), "--project", store.project])
    assert r.exit_code == 1
    assert r.output.count("Error:") == 1 and "not a transcript" in r.output and str(path) in r.output
    assert len(r.output.strip().splitlines()) == 1
    assert not store.exists()


def test_a_forced_format_that_does_not_fit_is_one_clear_error(store):
    r = CliRunner().invoke(cli, ["ingest", str(CODEX), "--format", "claude-code",
                                 "--store", str(store.root), "--project", store.project])
    assert r.exit_code == 1 and "not a Claude Code transcript" in r.output
    assert not store.exists()


def test_one_bad_file_writes_nothing(store, tmp_path):
    bad = tmp_path / "bad.jsonl"
    bad.write_text("nope\n")
    good = tmp_path / f"{CC_ID}.jsonl"
    shutil.copy(CLAUDE, good)
    with pytest.raises(IngestError):
        ingest(store, [good, bad])
    assert not store.exists()


# --- what the agent did: the call and result keys (issue 10) ---------------------

TOOLS = FIXTURES / "tools"
TOOLS_CLAUDE = TOOLS / "claude" / "3b2f1d0c-aaaa-4bbb-8ccc-0123456789ab.jsonl"
TOOLS_CODEX = TOOLS / "codex" / "rollout-2026-11-21T09-00-00-019b0000-1111-7222-8333-444455556666.jsonl"


def calls(t) -> dict:
    return {m["call"]["id"]: m["call"] for m in t.messages if m["kind"] == "tool_use"}


def results(t) -> dict:
    return {m["result"]["id"]: m["result"] for m in t.messages if m["kind"] == "tool_result"}


def test_claude_code_tool_calls_keep_their_structure():
    (t,) = read_transcripts(TOOLS_CLAUDE)
    c = calls(t)
    assert c["toolu_read"] == {"id": "toolu_read", "tool": "read", "paths": ["/home/dev/shop/cart.py"]}
    assert c["toolu_edit"]["changes"] == [{"path": "/home/dev/shop/cart.py", "op": "update"}]
    assert c["toolu_multi"] == {"id": "toolu_multi", "tool": "edit", "paths": ["cart.py"],
                                "changes": [{"path": "cart.py", "op": "update"}]}
    assert c["toolu_nb"]["changes"] == [{"path": "nb/explore.ipynb", "op": "update"}]
    # A Write's result says whether it made the file or replaced it.
    assert c["toolu_write_new"]["changes"] == [{"path": "/home/dev/shop/test_cart.py", "op": "add"}]
    assert c["toolu_write_old"]["changes"] == [{"path": "/home/dev/shop/README.md", "op": "update"}]
    assert c["toolu_bash"] == {"id": "toolu_bash", "tool": "shell", "command": "pytest -q"}
    assert c["toolu_todo"]["plan"] == [{"step": "Add total()", "status": "completed"},
                                      {"step": "Document it", "status": "in_progress"},
                                      {"step": "Release", "status": "pending"}]
    assert c["toolu_glob"] == {"id": "toolu_glob", "tool": "search"}
    assert c["toolu_task"] == {"id": "toolu_task", "tool": "other"}
    assert c["toolu_mcp"]["tool"] == "write" and c["toolu_mcp"]["paths"] == ["notes/todo.txt"]
    r = results(t)
    assert r["toolu_bash_fail"] == {"id": "toolu_bash_fail", "error": True, "exit_code": 1}
    assert r["toolu_bash"] == {"id": "toolu_bash", "error": False, "exit_code": None}
    names = {m["result"]["id"]: m["name"] for m in t.messages if m["kind"] == "tool_result"}
    assert names["toolu_bash"] == "Bash"


def test_a_tool_call_of_unexpected_shape_is_a_generic_call():
    (t,) = read_transcripts(TOOLS_CLAUDE)
    c = calls(t)
    assert c["toolu_odd"] == {"id": "toolu_odd", "tool": "other"}  # input is a string: a generic call
    assert c["toolu_odd2"] == {"id": "toolu_odd2", "tool": "other"}  # todos is not a list
    assert c["toolu_odd3"] == {"id": "toolu_odd3", "tool": "other"}
    (x,) = read_transcripts(TOOLS_CODEX)
    assert calls(x)["call_odd"] == {"id": "call_odd", "tool": "shell", "command": "{not json"}
    assert calls(x)["call_odd2"]["plan"] == [{"step": "Ship", "status": "pending"}]
    assert results(x)["call_odd"] == {"id": "call_odd", "error": False, "exit_code": None}


def test_codex_tool_calls_keep_their_structure():
    (t,) = read_transcripts(TOOLS_CODEX)
    c = calls(t)
    assert c["call_ls"] == {"id": "call_ls", "tool": "shell", "command": "ls -la", "workdir": "/home/dev/shop"}
    # apply_patch sent through the shell tool: a patch, every file of its body
    assert c["call_patch_shell"]["tool"] == "patch" and "command" not in c["call_patch_shell"]
    assert c["call_patch_shell"]["changes"] == [
        {"path": "src/cart.rs", "op": "add"}, {"path": "src/lib.rs", "op": "update"},
        {"path": "cart.py", "op": "delete"}, {"path": "old_name.rs", "op": "move", "to": "new_name.rs"}]
    assert c["call_patch_shell"]["paths"] == ["src/cart.rs", "src/lib.rs", "cart.py", "old_name.rs"]
    assert c["call_patch"]["changes"] == [{"path": "src/tests.rs", "op": "add"}]  # the freeform tool
    assert c["call_vec"]["changes"] == [{"path": "Cargo.toml", "op": "update"}]  # ["apply_patch", body]
    assert c["call_exec"]["command"] == "cargo test"
    assert c["call_local"] == {"id": "call_local", "tool": "shell", "command": "cargo build"}
    assert c["call_plan"]["plan"] == [{"step": "Port cart", "status": "completed"},
                                     {"step": "Port tests", "status": "in_progress"}]
    r = results(t)
    assert r["call_ls"] == {"id": "call_ls", "error": False, "exit_code": 0}
    assert r["call_patch"] == {"id": "call_patch", "error": False, "exit_code": 0}  # "Exit code: 0" header
    assert r["call_exec"] == {"id": "call_exec", "error": True, "exit_code": 101}  # "Process exited with code"
    assert r["call_plan"] == {"id": "call_plan", "error": False, "exit_code": None}


def test_tool_input_is_scrubbed_before_it_is_cut(tmp_path):
    # A key that straddles the 2000-character cut: cut first, its head would slip past the scrub.
    key = "sk-ant-api03-" + "A1b2C3d4E5" * 9
    # the key starts 25 characters before the cut: a head that short is no longer a key shape
    body = {"command": "x" * (1975 - len('{"command": "') - 1) + f" {key}", "description": "deploy"}
    line = {"type": "assistant", "sessionId": "s-cut", "uuid": "u1", "cwd": f"/home/dev/{key}",
            "gitBranch": f"fix/{key}", "timestamp": "2026-11-20T10:00:00Z",
            "message": {"role": "assistant", "content": [{"type": "tool_use", "id": "t1", "name": "Bash", "input": body}]}}
    path = tmp_path / "s-cut.jsonl"
    path.write_text(json.dumps(line) + "\n")
    (t,) = read_transcripts(path)
    (m,) = t.messages
    assert len(m["content"]) == 2000 and "sk-ant-api03-A1b2" not in m["content"]
    assert "A1b2C3d4E5A1b2C3" not in json.dumps(m) + json.dumps(t.meta)
    assert "[REDACTED" in m["call"]["command"] and "[REDACTED" in t.meta["cwd"]


def test_native_round_trips_the_call_and_result_keys(store):
    (t,) = read_transcripts(TOOLS_CODEX)
    ingest(store, [TOOLS_CODEX])
    (again,) = read_transcripts(store.session_path(t.meta["id"]))
    assert calls(again) == calls(t) and results(again) == results(t)


def test_native_call_must_be_an_object(tmp_path):
    path = tmp_path / "s.jsonl"
    path.write_text('{"type": "session", "id": "s1"}\n'
                    '{"type": "message", "role": "assistant", "kind": "tool_use", "content": "{}", "call": "edit"}\n')
    with pytest.raises(IngestError, match=r"s.jsonl:2: call must be an object"):
        read_transcripts(path)


def test_llm_logs_tool_calls(tmp_path):
    db = sqlite_utils.Database(tmp_path / "logs.db")
    migrate(db)
    db["conversations"].insert({"id": "01jtool000000000000000000a", "name": "Tools", "model": "gpt-4o-mini"})
    db["responses"].insert_all([
        {"id": "r1", "model": "gpt-4o-mini", "prompt": "What is in setup.cfg?", "response": "",
         "conversation_id": "01jtool000000000000000000a", "datetime_utc": "2026-10-01T09:00:00"},
        {"id": "r2", "model": "gpt-4o-mini", "prompt": "", "response": "It names the package.",
         "conversation_id": "01jtool000000000000000000a", "datetime_utc": "2026-10-01T09:00:05"},
    ])
    db["tool_calls"].insert({"response_id": "r1", "name": "read_file", "arguments": '{"path": "setup.cfg"}',
                             "tool_call_id": "call_1"})
    db["tool_results"].insert({"response_id": "r2", "name": "read_file", "output": "[metadata]",
                               "tool_call_id": "call_1", "exception": None})
    (t,) = read_transcripts(tmp_path / "logs.db")
    assert [m["kind"] for m in t.messages] == ["text", "tool_use", "tool_result", "text"]
    assert t.messages[1]["call"] == {"id": "call_1", "tool": "read", "paths": ["setup.cfg"]}
    assert t.messages[2]["result"] == {"id": "call_1", "error": False, "exit_code": None}


# --- per file: what is not a transcript is skipped and named (issue 12) ---------------

NOT_TRANSCRIPTS = FIXTURES / "not_transcripts"
SKIP_LINE = ("skipped 4 files that are not transcripts: app-log.jsonl (not a transcript), "
             "attachment-only.jsonl (no turns), empty.jsonl (empty), queue-only.jsonl (no turns)")


def mixed_folder(tmp_path: Path) -> Path:
    folder = tmp_path / "projects" / "-home-dev-payments-api"
    shutil.copytree(NOT_TRANSCRIPTS, folder)
    shutil.copy(CLAUDE, folder / CLAUDE.name)
    return folder


@pytest.mark.parametrize("command", ["ingest", "run"])
def test_files_that_are_not_transcripts_are_skipped_in_one_line(store, tmp_path, command, monkeypatch):
    monkeypatch.chdir(tmp_path)
    folder = mixed_folder(tmp_path)
    r = CliRunner().invoke(cli, [command, str(folder), "--store", str(store.root), "--project", store.project])
    assert r.exit_code == 0, r.output
    assert [line for line in r.stderr.splitlines() if line.startswith("skipped")] == [SKIP_LINE]
    assert "Traceback" not in r.output and "warning" not in r.stderr
    assert [s["id"] for s in store.sessions()] == [CC_ID]


def test_strict_keeps_all_or_nothing(store, tmp_path):
    folder = mixed_folder(tmp_path)
    r = CliRunner().invoke(cli, ["ingest", "--strict", str(folder), "--store", str(store.root), "--project", store.project])
    assert r.exit_code == 1 and r.output.count("Error:") == 1 and "app-log.jsonl: not a transcript" in r.output
    assert not store.exists()


def test_nothing_readable_is_one_error_line(store, tmp_path):
    r = CliRunner().invoke(cli, ["ingest", str(NOT_TRANSCRIPTS), "--store", str(store.root), "--project", store.project])
    assert r.exit_code == 1
    (line,) = r.output.strip().splitlines()
    assert line.startswith("Error: nothing could be read from 4 files: ") and "empty.jsonl: empty" in line
    assert not store.exists()


@pytest.mark.parametrize("name,reason", [("empty.jsonl", "empty"), ("queue-only.jsonl", "no turns"),
                                         ("attachment-only.jsonl", "no turns"), ("app-log.jsonl", "not a transcript")])
def test_each_kind_of_non_transcript(name, reason):
    with pytest.raises(NotATranscript) as e:
        read_transcripts(NOT_TRANSCRIPTS / name)
    assert e.value.reason == reason


# --- typed means typed by the person (issue 12) -----------------------------------

IDE = FIXTURES / "ide"
IDE_CLAUDE = IDE / "6a7b8c9d-0000-4000-8000-0000000000e1.jsonl"
IDE_CODEX = IDE / "rollout-2026-11-22T09-00-00-019b0000-3333-7222-8333-444455556666.jsonl"


def test_claude_code_ide_blocks_are_context_not_typed():
    (t,) = read_transcripts(IDE_CLAUDE)
    assert typed(t.messages) == [
        "/review the checkout flow, focus on retries",  # a slash command's arguments are the person's
        "Why does the retry loop never stop?",  # the opened-file note split off
        "Cap it at three attempts.",  # the selection block beside it is the IDE's
        "Also log each attempt.",  # typed while the agent worked, its selection split off
    ]
    context = [m["content"] for m in t.messages if m["role"] == "user" and not m["typed"]]
    assert sum(c.startswith("<ide_opened_file>") for c in context) == 2
    assert sum(c.startswith("<ide_selection>") for c in context) == 2
    assert any(c.startswith("<ide_diagnostics>") for c in context)
    assert not any("Why does the retry loop" in c for c in context)


def test_a_slash_command_with_arguments_titles_the_session():
    (t,) = read_transcripts(IDE_CLAUDE)
    assert t.meta["title"] == "/review the checkout flow, focus on retries"
    assert t.meta["title_source"] == "first-message"
    wrapper = next(m for m in t.messages if "<command-name>/review" in m["content"])
    assert not wrapper["typed"]  # the wrapper stays as it was, untyped
    # /clear without arguments types nothing
    assert not any(m["typed"] for m in t.messages if "/clear" in m["content"])


def test_codex_ide_context_is_not_typed():
    (t,) = read_transcripts(IDE_CODEX)
    assert typed(t.messages) == ["Why does checkout retry forever?", "Cap the retries at three."]
    assert t.meta["title"] == "Why does checkout retry forever?"
    context = [m["content"] for m in t.messages if m["role"] == "user" and not m["typed"]]
    assert sum(c.startswith("# Context from my IDE setup:") for c in context) == 2
    assert all(c.endswith("## My request for Codex:") for c in context if c.startswith("# Context"))


def test_codex_ide_context_without_user_message_events(tmp_path):
    # Older rollouts have no user_message events: the same split applies.
    lines = [json.loads(line) for line in IDE_CODEX.read_text().splitlines()]
    path = tmp_path / IDE_CODEX.name
    path.write_text("".join(json.dumps(r) + "\n" for r in lines if r["type"] != "event_msg"))
    (t,) = read_transcripts(path)
    assert typed(t.messages) == ["Why does checkout retry forever?", "Cap the retries at three."]


# --- malformed input is one clear line (issue 12) ----------------------------------

MALFORMED = FIXTURES / "malformed"


@pytest.mark.parametrize("name,line,why", [
    ("deep-nesting.jsonl", 2, "nested too deeply to read"),
    ("bad-utf8.jsonl", 2, "not UTF-8 text (byte 118)"),
    ("wrong-types.jsonl", 2, "a user record whose message is not an object"),
])
def test_a_bad_line_is_named_and_the_rest_is_read(store, name, line, why):
    path = MALFORMED / name
    (t,) = read_transcripts(path)
    assert str(t.bad[0]) == f"{path}:{line}: {why}"
    assert typed(t.messages)[0] == "Fix the flaky checkout test."
    assert any(m["content"].startswith("The test waits on a real clock") for m in t.messages)
    r = CliRunner().invoke(cli, ["ingest", str(path), "--store", str(store.root), "--project", store.project])
    assert r.exit_code == 0 and "Traceback" not in r.output
    assert f"warning: {path}:{line}: {why} (skipped)" in r.stderr.splitlines()
    r = CliRunner().invoke(cli, ["ingest", "--strict", str(path), "--store", str(store.root), "--project", "strict"])
    assert r.exit_code == 1 and r.output.count("\n") == 1 and f"{path}:{line}: {why}" in r.output


def test_wrong_json_types_are_named_by_line():
    (t,) = read_transcripts(MALFORMED / "wrong-types.jsonl")
    assert [(p.line, p.reason) for p in t.bad] == [
        (2, "a user record whose message is not an object"),
        (3, "a user record whose message content is neither text nor a list of blocks"),
    ]
    (x,) = read_transcripts(next(MALFORMED.glob("rollout-*.jsonl")))
    assert [(p.line, p.reason) for p in x.bad] == [(4, "a message whose role is ['user']")]
    assert [m["content"] for m in x.messages if m["role"] == "assistant" and m["kind"] == "text"] == [
        "Pinned the toolchain."]


def test_a_deeply_nested_first_line_is_one_clear_error(tmp_path, store):
    path = tmp_path / "deep.jsonl"
    path.write_text('{"a":' * 100_000 + "1" + "}" * 100_000 + "\n")
    r = CliRunner().invoke(cli, ["ingest", str(path), "--store", str(store.root), "--project", store.project])
    assert r.exit_code == 1 and "Traceback" not in r.output
    (line,) = r.output.strip().splitlines()
    assert line.startswith(f"Error: {path}:1: nested too deeply to read; not a transcript lc-memory knows")


def test_watch_does_not_die_on_malformed_files(tmp_path, store):
    folder = tmp_path / "projects"
    shutil.copytree(MALFORMED, folder)
    (folder / "deep.jsonl").write_text('{"a":' * 100_000 + "1" + "}" * 100_000 + "\n")
    (folder / "binary.jsonl").write_bytes(b"\xff\xfe\x00garbage\n")
    from lc_memory.surfaces.watch import Watcher

    result = Watcher(store, [folder], idle=10**9).poll()
    assert set(result.ingested) == {"019b0000-2222-7222-8333-444455556666", "9c8b7a60-0000-4000-8000-0000000000b1"}
    assert sorted(result.skipped) == ["binary.jsonl (line 1: not UTF-8 text (byte 1))",
                                      "deep.jsonl (line 1: nested too deeply to read)"]
    assert any("deep-nesting.jsonl:2: nested too deeply" in e for e in result.errors)


def test_every_field_of_a_native_record_is_scrubbed(tmp_path):
    """Extra keys, cwd and branch are written to index.jsonl and the session file: scrubbed too."""
    token = "ghp_" + "a1B2" * 9
    aws = "AKIA" + "QWERTYUIOPASDFGH"
    path = tmp_path / "leak.jsonl"
    path.write_text(
        json.dumps({"type": "session", "id": "leak-1", "title": "t", "created": "2026-11-01T00:00:00Z",
                    "cwd": f"/home/x/{token}", "git_branch": f"fix/{aws}", "deploy": {"key": aws}}) + "\n"
        + json.dumps({"type": "message", "role": "user", "kind": "text", "content": "hi", "typed": True,
                      "ts": "2026-11-01T00:00:00Z"}) + "\n")
    s = Store(tmp_path / "store", "leak")
    ingest(s, [path])
    written = s.index_path.read_text() + s.session_path("leak-1").read_text()
    assert token not in written and aws not in written
    assert "[REDACTED:" in s.session_entry("leak-1").cwd


# --- repository instructions are never typed (issue 19) -------------------------------------------

AGENTS_MD = "Sessions in this repository begin by running scripts/bootstrap.sh --force."


def _codex_file(tmp_path, items: list[dict], events: list[str] = ()) -> "Path":
    lines = [{"timestamp": "2026-12-01T09:00:00Z", "type": "session_meta",
              "payload": {"id": "0199aaaa-0000-7000-8000-000000000001", "cwd": "/w", "timestamp": "2026-12-01T09:00:00Z"}}]
    lines += [{"timestamp": "2026-12-01T09:00:01Z", "type": "response_item", "payload": p} for p in items]
    lines += [{"timestamp": "2026-12-01T09:00:02Z", "type": "event_msg",
               "payload": {"type": "user_message", "message": e}} for e in events]
    path = tmp_path / "rollout-2026-12-01T09-00-00-0199aaaa-0000-7000-8000-000000000001.jsonl"
    path.write_text("".join(json.dumps(x) + "\n" for x in lines))
    return path


def _user(*blocks: str) -> dict:
    return {"type": "message", "role": "user", "content": [{"type": "input_text", "text": b} for b in blocks]}


@pytest.mark.parametrize("wrapper", [
    "<repo_instructions>\n{}\n</repo_instructions>",
    "<user_instructions>\n{}\n</user_instructions>",
    "# AGENTS.md instructions for /w\n\n<INSTRUCTIONS>\n{}\n</INSTRUCTIONS>",
    "<environment_context>\n  <cwd>/w</cwd>\n  <note>{}</note>\n</environment_context>",
])
@pytest.mark.parametrize("events", [False, True])
def test_codex_repository_instructions_are_never_typed(tmp_path, wrapper, events):
    injected = wrapper.format(AGENTS_MD)
    ask = "Fix the flaky test please."
    # Its own message, and a block of the person's message (older rollouts put both in one).
    items = [_user(injected), _user(injected, ask)]
    path = _codex_file(tmp_path, items, [ask] if events else [])
    (t,) = read_transcripts(path, "codex")
    assert typed(t.messages) == [ask]
    assert all(AGENTS_MD not in c for c in typed(t.messages))


@pytest.mark.parametrize("tag", ["system-reminder", "user-prompt-submit-hook"])
@pytest.mark.parametrize("shape", ["blocks", "one string"])
def test_claude_code_system_reminders_inside_a_turn_are_not_typed(tmp_path, shape, tag):
    reminder = (f"<{tag}>\nAs you answer the user's questions, you can use the following context:\n"
                f"# claudeMd\n{AGENTS_MD}\n</{tag}>")
    ask = "Fix the flaky test please."
    content = ([{"type": "text", "text": reminder}, {"type": "text", "text": ask}] if shape == "blocks"
               else f"{ask}\n\n{reminder}")
    record = {"type": "user", "sessionId": "5c0375b4-0000-4000-8000-000000000001", "uuid": "u1",
              "timestamp": "2026-12-01T09:00:00Z", "cwd": "/w",
              "message": {"role": "user", "content": content}}
    path = tmp_path / "5c0375b4-0000-4000-8000-000000000001.jsonl"
    path.write_text(json.dumps(record) + "\n")
    (t,) = read_transcripts(path, "claude-code")
    assert typed(t.messages) == ["Fix the flaky test please."]
    assert any(AGENTS_MD in m["content"] and not m["typed"] for m in t.messages)


def test_claude_code_a_background_commands_notice_is_not_typed(tmp_path):
    """Claude Code's notice that a background shell ended (a real session of round 17 quoted it as the ask)."""
    notice = ("<bash-notification>\n<shell-id>b18a41f</shell-id>\n<output-file>/tmp/claude/tasks/b18a41f.output"
              "</output-file>\n<status>failed</status>\n<summary>Background command \"Start the server\" failed "
              "with exit code 137.</summary>\nRead the output file to retrieve the output.\n</bash-notification>")
    sid = "5c0375b4-0000-4000-8000-000000000002"
    records = [{"type": "user", "sessionId": sid, "uuid": f"u{i}", "timestamp": f"2026-12-01T09:0{i}:00Z", "cwd": "/w",
                "message": {"role": "user", "content": text}}
               for i, text in enumerate(["Start the server and the dashboard.", notice])]
    path = tmp_path / f"{sid}.jsonl"
    path.write_text("".join(json.dumps(r) + "\n" for r in records))
    (t,) = read_transcripts(path, "claude-code")
    assert typed(t.messages) == ["Start the server and the dashboard."]


def test_claude_code_a_call_the_host_refused_never_ran(tmp_path):
    from lc_memory.write.activity import activity
    from lc_memory.write.extract import extract_offline

    sid, cwd, n = "0b1c2d3e-0000-4000-8000-00000000000a", "/home/dev/app/src/timers", iter(range(1, 99))

    def line(kind: str, content) -> str:
        return json.dumps({"type": kind, "sessionId": sid, "cwd": cwd, "uuid": f"u{next(n)}",
                           "timestamp": "2026-11-30T08:40:00.000Z", "message": {"role": kind, "content": content}})

    def run(cid: str, command: str, output: str) -> list[str]:
        return [line("assistant", [{"type": "tool_use", "id": cid, "name": "Bash", "input": {"command": command}}]),
                line("user", [{"type": "tool_result", "tool_use_id": cid, "is_error": True, "content": output}])]

    blocked = ("cd to '/home/dev/app' was blocked. For security, Claude Code may only change directories to child "
               "directories of the allowed working directories for this session (including '/home/dev/app/src/timers').")
    path = tmp_path / f"{sid}.jsonl"
    path.write_text("\n".join([line("user", "save the timers in the browser"),
                               *run("t1", "cd ../.. && npm run lint", blocked),
                               *run("t2", "npm test", "Exit code 1\n" + blocked),  # the command's own output
                               # A failing script printing the words, with no `cd` there: its own failure.
                               *run("t3", "./check.sh", blocked),
                               *run("t4", "npm run typecheck", "Permission prompt was aborted."),
                               *run("t5", "npm run build", "Exit code 1\nPermission prompt was aborted."),
                               line("assistant", [{"type": "text", "text": "Saved them in localStorage."}])]) + "\n")
    (t,) = read_transcripts(path)
    results = [m["result"] for m in t.messages if m["kind"] == "tool_result"]
    assert [r.get("refused", False) for r in results] == [True, False, False, True, False]
    assert [(c.command, c.passed) for c in activity(t.meta, t.messages).checks] == [("npm test", False),
                                                                                   ("npm run build", False)]
    assert "npm run lint" not in extract_offline(t.meta, t.messages).outcome


# --- Claude Code's sub-agents (issue 34) --------------------------------------

TODO_WEB = FIXTURES / "claude_code" / "-home-dev-todo-web" / "3b8e2f10-6c4a-4d1e-9f7b-0a5c2e8d4b61.jsonl"
TODO_AGENT = TODO_WEB.with_suffix("") / "subagents" / "agent-a3f9c21.jsonl"


def _sub_calls(t):
    return [m["call"] for m in t.messages if m["kind"] == "tool_use" and m["call"].get("by") == "subagent"]


def test_a_sub_agents_file_beside_the_session_brings_its_calls_in():
    """Claude Code 2.1.2+: ``<session-id>/subagents/agent-<id>.jsonl``. Its calls are the
    session's, marked as a sub-agent's, in time order before the Task call's result."""
    (t,) = read_transcripts(TODO_WEB)
    calls = _sub_calls(t)
    assert [c["tool"] for c in calls] == ["write", "write", "write", "shell"]
    assert {c.get("agent") for c in calls} == {"a3f9c21"}
    kinds = [(m["kind"], m.get("name")) for m in t.messages]
    assert kinds.index(("tool_use", "Task")) < kinds.index(("tool_use", "Write")) < kinds.index(("tool_result", "Task"))
    assert t.messages[-1]["role"] == "assistant" and t.messages[-1]["kind"] == "text"  # closing words stay last
    assert not [m for m in t.messages if m["typed"] and "Write src/components" in m["content"]]  # its prompt is not typed
    assert read_transcripts(TODO_AGENT) == []  # the file alone is still no session


def test_a_sub_agents_file_in_the_older_place_and_claude_codes_own_helpers(tmp_path):
    """Before 2.1.2 the file sat beside the session's (named by the Task result's agentId);
    ``agent-acompact-…`` (the compaction) is Claude Code's, not a sub-agent's."""
    main = tmp_path / TODO_WEB.name
    shutil.copy(TODO_WEB, main)
    shutil.copy(TODO_AGENT, tmp_path / TODO_AGENT.name)
    (t,) = read_transcripts(main)
    assert len(_sub_calls(t)) == 4
    folder = tmp_path / "x" / main.stem / "subagents"
    folder.mkdir(parents=True)
    shutil.copy(main, tmp_path / "x" / main.name)
    shutil.copy(TODO_AGENT, folder / "agent-acompact-1a2b3c.jsonl")
    (t,) = read_transcripts(tmp_path / "x" / main.name)
    assert _sub_calls(t) == []


def test_sidechain_records_in_the_session_file_are_its_calls(tmp_path):
    """Older versions wrote a sub-agent's turns into the session's own file (isSidechain)."""
    lines = [json.loads(x) for x in TODO_WEB.read_text().splitlines()]
    side = [json.loads(x) for x in TODO_AGENT.read_text().splitlines()]
    for r in side:
        r.pop("agentId")
    one = tmp_path / TODO_WEB.name
    one.write_text("".join(json.dumps(r) + "\n" for r in [*lines[:3], *side, *lines[3:]]))
    (t,) = read_transcripts(one)
    assert [c["tool"] for c in _sub_calls(t)] == ["write", "write", "write", "shell"]
    assert any(m.get("name") == "subagent" and m["kind"] == "tool_result" for m in t.messages)  # its words: output
