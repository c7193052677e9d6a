"""Goose's sessions.db (and its older <id>.jsonl files), into the store."""

from __future__ import annotations

import json
import shutil
import sqlite3
from pathlib import Path

import pytest
from click.testing import CliRunner

from lc_memory.ingest import goose
from lc_memory.ingest.base import detect, read_transcripts
from lc_memory.ingest.common import NotATranscript
from lc_memory.store.identity import folder_identity
from lc_memory.surfaces.cli import cli
from lc_memory.write.activity import activity

from .conftest import FIXTURES, SHARED_DATA

AGENTS = SHARED_DATA / "agent-transcripts"
SAMPLE = AGENTS / "goose" / "jwp23__dotfiles__sessions.db"
LEGACY = FIXTURES / "agents" / "goose" / "20250301_141500.jsonl"

# A sessions.db of goose's own shape, built here with invented messages: the tables as goose's
# create() and its migrations (to schema 13) leave them; content_json and metadata_json as
# crates/goose/src/conversation/message.rs serializes a Message.

SESSIONS = """CREATE TABLE sessions (
    id TEXT PRIMARY KEY, name TEXT NOT NULL DEFAULT '', description TEXT NOT NULL DEFAULT '',
    user_set_name BOOLEAN DEFAULT FALSE, session_type TEXT NOT NULL DEFAULT 'user', working_dir TEXT NOT NULL,
    created_at TIMESTAMP DEFAULT CURRENT_TIMESTAMP, updated_at TIMESTAMP DEFAULT CURRENT_TIMESTAMP,
    extension_data TEXT DEFAULT '{}', total_tokens INTEGER, input_tokens INTEGER, output_tokens INTEGER,
    accumulated_total_tokens INTEGER, accumulated_input_tokens INTEGER, accumulated_output_tokens INTEGER,
    schedule_id TEXT, recipe_json TEXT, user_recipe_values_json TEXT, provider_name TEXT, model_config_json TEXT,
    goose_mode TEXT NOT NULL DEFAULT 'auto', thread_id TEXT, archived_at TIMESTAMP, project_id TEXT,
    accumulated_cost REAL)"""
MESSAGES = """CREATE TABLE messages (
    id INTEGER PRIMARY KEY AUTOINCREMENT, session_id TEXT NOT NULL REFERENCES sessions(id), role TEXT NOT NULL,
    content_json TEXT NOT NULL, created_timestamp INTEGER NOT NULL, timestamp TIMESTAMP DEFAULT CURRENT_TIMESTAMP,
    tokens INTEGER, metadata_json TEXT, message_id TEXT)"""
BOTH = {"userVisible": True, "agentVisible": True}
AGENT_ONLY = {"userVisible": False, "agentVisible": True}
W = "/home/dev/notes-app"
T = 1767603600  # 2026-01-05T09:00:00Z


def text(t):
    return {"type": "text", "text": t}


def request(i, name, args):
    return {"type": "toolRequest", "id": f"call_{i}", "toolCall": {"status": "success", "value": {"name": name, "arguments": args}}}


def response(i, out, error=False, code=None):
    value = {"content": [text(out)], "isError": error}
    if code is not None:
        value["structuredContent"] = {"stdout": out, "stderr": "", "exit_code": code}
    return {"type": "toolResponse", "id": f"call_{i}", "toolResult": {"status": "success", "value": value}}


NOTES = [
    ("user", [text("Make the notes sync when the app comes back online")], BOTH),
    ("assistant", [text("I'll find the sync code."), request(1, "developer__shell", {"command": "rg -n sync src"})], BOTH),
    ("user", [response(1, "src/sync.ts:3:export function sync() {", code=0)], BOTH),
    ("assistant", [{"type": "thinking", "thinking": "Queue the edits while offline.", "signature": "sig"},
                   request(2, "todo__todo_write", {"content": "- [x] Find the sync code\n- [ ] Queue edits offline\n- [ ] Drain the queue on reconnect"})], BOTH),
    ("user", [response(2, "Updated (81 chars)")], BOTH),
    ("assistant", [request(3, "developer__write", {"path": f"{W}/src/queue.ts", "content": "export const queue: Edit[] = []\n"})], BOTH),
    ("user", [response(3, f"Created {W}/src/queue.ts (1 lines)")], BOTH),
    ("assistant", [request(4, "developer__shell", {"command": "npm test"})], BOTH),
    ("user", [response(4, "1 failing\n\nCommand exited with code 1", error=True, code=1)], BOTH),
    ("assistant", [text("One test fails: nothing drains the queue yet.")], BOTH),
    ("user", [text("<turn-context>open files: src/sync.ts</turn-context>")], AGENT_ONLY),
    ("user", [text("Drain it on the online event")], BOTH),
    ("assistant", [request(5, "developer__edit", {"path": f"{W}/src/sync.ts", "before": "export function sync() {",
                                                   "after": "window.addEventListener('online', drain)\nexport function sync() {"})], BOTH),
    ("user", [response(5, f"Edited {W}/src/sync.ts (1 lines -> 2 lines)")], BOTH),
    ("assistant", [request(6, "developer__shell", {"command": "npm test"})], BOTH),
    ("user", [response(6, "12 passing", code=0)], BOTH),
    ("assistant", [request(7, "todo__todo_write", {"content": "- [x] Find the sync code\n- [x] Queue edits offline\n- [x] Drain the queue on reconnect"})], BOTH),
    ("user", [response(7, "Updated (81 chars)")], BOTH),
    ("user", [text("# Conversation summary\nThe user asked for offline sync.")], AGENT_ONLY),
    ("assistant", [text("Your context was compacted. Carry on.")], AGENT_ONLY),
    ("assistant", [text("Edits queue while offline and drain on reconnect; npm test passes.")], BOTH),
]


def build(path: Path, *, wal: bool = False):
    conn = sqlite3.connect(path)
    if wal:
        conn.execute("pragma journal_mode=wal")
    conn.execute("CREATE TABLE schema_version (version INTEGER PRIMARY KEY, applied_at TIMESTAMP DEFAULT CURRENT_TIMESTAMP)")
    conn.execute("INSERT INTO schema_version (version) VALUES (13)")
    conn.execute(SESSIONS)
    conn.execute(MESSAGES)
    rows = [("20260105_1", "Offline note sync", "user", W), ("20260105_2", "", "sub_agent", W), ("20260105_3", "CLI Session", "user", "/home/dev/other")]
    for sid, name, kind, wd in rows:
        conn.execute("INSERT INTO sessions (id, name, session_type, working_dir, created_at, updated_at) VALUES (?, ?, ?, ?, '2026-01-05 09:00:00', '2026-01-05 09:10:00')", (sid, name, kind, wd))
    for n, (role, content, meta) in enumerate(NOTES):
        conn.execute("INSERT INTO messages (session_id, role, content_json, created_timestamp, metadata_json, message_id) VALUES (?, ?, ?, ?, ?, ?)",
                     ("20260105_1", role, json.dumps(content), T + n * 20, json.dumps(meta), f"msg_20260105_1_{n}"))
    conn.execute("INSERT INTO messages (session_id, role, content_json, created_timestamp, metadata_json) VALUES ('20260105_2', 'user', ?, ?, ?)",
                 (json.dumps([text("Summarise src/sync.ts")]), T, json.dumps(BOTH)))
    conn.execute("INSERT INTO messages (session_id, role, content_json, created_timestamp, metadata_json) VALUES ('20260105_1', 'assistant', 'not json', ?, ?)",
                 (T + 999, json.dumps(BOTH)))
    conn.commit()
    return conn


def typed(t) -> list[str]:
    return [m["content"] for m in t.messages if m["typed"]]


def calls(t) -> list[dict]:
    return [m["call"] for m in t.messages if m["kind"] == "tool_use"]


def results(t) -> dict:
    return {m["result"]["id"]: m["result"] for m in t.messages if m["kind"] == "tool_result"}


@pytest.fixture
def db(tmp_path) -> Path:
    folder = tmp_path / "goose" / "sessions"
    folder.mkdir(parents=True)
    build(folder / goose.DB_NAME).close()
    return folder / goose.DB_NAME


# --- the real sample: a database with a session and no message --------------------------------

def test_the_real_sample_is_a_goose_database_with_no_session_to_read(tmp_path):
    if not SAMPLE.is_file():
        pytest.skip("the shared agent transcripts are not here")
    assert detect(SAMPLE).name == "goose"
    with pytest.raises(NotATranscript) as e:
        read_transcripts(SAMPLE)
    assert e.value.reason == "no sessions" and "hold no messages" in str(e.value)
    r = CliRunner().invoke(cli, ["ingest", str(SAMPLE), "--store", str(tmp_path / "store")])
    assert r.exit_code == 1 and "Traceback" not in r.output
    (line,) = r.output.strip().splitlines()
    assert line.startswith("Error: ") and "a Goose sessions.db whose sessions hold no messages" in line
    assert not (tmp_path / "store").exists()


# --- the database ------------------------------------------------------------------------------

def test_a_session_from_the_database(db):
    assert detect(db).name == "goose"
    (t,) = read_transcripts(db)  # the helper agent's session and the empty one give none
    assert t.meta["id"] == "20260105_1" and t.meta["format"] == "goose"
    assert t.meta["cwd"] == "/home/dev/notes-app"
    assert t.meta["title"] == "Offline note sync" and t.meta["title_source"] == "summary"
    assert t.meta["created"] == "2026-01-05T09:00:00Z" and t.meta["last_activity"] == "2026-01-05T09:06:40Z"
    assert typed(t) == ["Make the notes sync when the app comes back online", "Drain it on the online event"]
    untyped = [m["content"] for m in t.messages if m["role"] == "user" and not m["typed"]]
    assert untyped == ["<turn-context>open files: src/sync.ts</turn-context>",  # agent-only: goose's
                       "# Conversation summary\nThe user asked for offline sync."]
    said = [m["content"] for m in t.messages if m["role"] == "assistant" and m["kind"] == "text"]
    assert "Your context was compacted. Carry on." not in said  # agent-only, the person never saw it
    assert said[-1] == "Edits queue while offline and drain on reconnect; npm test passes."
    assert not any("Queue the edits while offline" in m["content"] for m in t.messages)  # thinking
    (bad,) = t.bad
    assert "content_json" in bad.reason and bad.line == 23


def test_the_databases_tool_calls_and_results(db):
    (t,) = read_transcripts(db)
    by_id = {c["id"]: c for c in calls(t)}
    assert by_id["call_1"] == {"id": "call_1", "tool": "shell", "command": "rg -n sync src"}
    assert by_id["call_2"]["tool"] == "plan" and by_id["call_2"]["plan"][0] == {
        "step": "Find the sync code", "status": "completed"}
    assert by_id["call_3"]["changes"] == [{"path": "/home/dev/notes-app/src/queue.ts", "op": "add"}]
    assert by_id["call_5"]["changes"] == [{"path": "/home/dev/notes-app/src/sync.ts", "op": "update"}]
    res = results(t)
    assert res["call_4"]["exit_code"] == 1 and res["call_4"]["error"]  # structuredContent.exit_code
    assert res["call_6"]["exit_code"] == 0 and not res["call_6"]["error"]
    names = {m["name"] for m in t.messages if m["kind"] == "tool_use"}
    assert names == {"developer__shell", "todo__todo_write", "developer__write", "developer__edit"}
    done = activity(t.meta, t.messages)
    assert done.created == ("src/queue.ts",) and done.edited == ("src/sync.ts",)
    (check,) = done.checks
    assert check.command == "npm test" and check.passed is True and check.runs == 2
    assert len(done.plan_done) == 3 and not done.plan_open


def test_the_database_is_read_with_its_wal_and_left_as_it_was(tmp_path):
    folder = tmp_path / "sessions"
    folder.mkdir()
    path = folder / goose.DB_NAME
    writer = build(path, wal=True)  # still open: the newest rows sit in sessions.db-wal
    try:
        assert (folder / "sessions.db-wal").stat().st_size > 0
        before = {p.name: p.read_bytes() for p in folder.iterdir()}
        assert goose.sniff(path)
        (t,) = read_transcripts(path, "goose")
        assert len(typed(t)) == 2
        assert {p.name: p.read_bytes() for p in folder.iterdir()} == before
    finally:
        writer.close()


def test_a_database_of_another_kind_is_not_goose(tmp_path):
    other = tmp_path / "sessions.db"
    conn = sqlite3.connect(other)
    conn.execute("create table sessions (id text, title text)")
    conn.execute("create table messages (id text, session_id text, role text, parts text)")
    conn.commit()
    conn.close()
    assert not goose.sniff(other)


# --- the legacy JSONL file ------------------------------------------------------------------------

def test_a_local_models_reasoning_whose_opening_tag_was_lost_is_not_its_answer(tmp_path):
    """goose 1.45 with qwen3 (WildChildForLife/lantern's real run) wrote the model's reasoning
    into the answer's text with a stray token where <think> should be and the </think> kept:
    the session's Recently line quoted "They mentioned a tool error ..." as what the agent said."""
    folder = tmp_path / "sessions"
    folder.mkdir()
    conn = sqlite3.connect(folder / goose.DB_NAME)
    conn.execute(SESSIONS)
    conn.execute(MESSAGES)
    conn.execute("INSERT INTO sessions (id, name, working_dir) VALUES ('20260805_4', 'Read a file', ?)", (W,))
    said = ("ışı\nOkay, let's see what the user is asking for. They mentioned a tool error.\n</think>\n\n"
            "The `read` tool is not available; please check the tool list.")
    rows = [("user", [text("Read src/orders.py and reply with its first line")]),
            ("assistant", [text(said)]),
            ("assistant", [text("Thinking it over: nothing to add yet.\n</think>\n")])]
    for n, (role, content) in enumerate(rows):
        conn.execute("INSERT INTO messages (session_id, role, content_json, created_timestamp, metadata_json) "
                     "VALUES ('20260805_4', ?, ?, ?, ?)", (role, json.dumps(content), T + n, json.dumps(BOTH)))
    conn.commit()
    conn.close()
    (t,) = read_transcripts(folder / goose.DB_NAME)
    assert [(m["role"], m["content"]) for m in t.messages] == [
        ("user", "Read src/orders.py and reply with its first line"),
        ("assistant", "The `read` tool is not available; please check the tool list.")]


def test_a_legacy_session_file():
    assert detect(LEGACY).name == "goose"
    (t,) = read_transcripts(LEGACY)
    assert t.meta["id"] == "20250301_141500" and t.meta["cwd"] == "/home/dev/weather-cli"
    assert t.meta["title"] == "Show the forecast in Celsius"  # its description, goose's own
    assert typed(t) == ["The forecast prints Kelvin; print Celsius instead", "thanks"]
    c = calls(t)
    assert [x["tool"] for x in c] == ["read", "edit", "write", "shell", "edit", "shell"]  # text_editor by command
    res = results(t)
    assert res["toolu_4"]["error"] and not res["toolu_6"]["error"]
    first = next(m for m in t.messages if m["kind"] == "tool_result")
    assert first["content"] == 'def temperature(kelvin):\n    return f"{kelvin} K"\n'  # the user's copy left out
    done = activity(t.meta, t.messages)
    assert done.created == ("tests/test_format.py",)
    assert set(done.edited) == {"weather/format.py", "tests/test_cli.py"}


def test_a_legacy_file_with_a_bad_line_names_it(tmp_path):
    path = tmp_path / "20250301_141500.jsonl"
    lines = LEGACY.read_text().splitlines()
    lines.insert(3, '{"role": "assistant", "created": 1740838501, "content": "not a list"}')
    lines.insert(4, "{not json")
    path.write_text("\n".join(lines) + "\n")
    (t,) = read_transcripts(path)
    assert [(p.line, p.reason.split(" (")[0]) for p in t.bad] == [(4, "a message whose content is not a list"),
                                                                (5, "not JSON")]
    assert typed(t) == ["The forecast prints Kelvin; print Celsius instead", "thanks"]


# --- sniff ---------------------------------------------------------------------------------------

def test_sniff_says_no_to_every_other_agents_file():
    others = [p for p in AGENTS.rglob("*") if p.is_file() and p.relative_to(AGENTS).parts[0] != "goose"]
    for folder in ("claude_code", "codex"):
        others += [p for p in (FIXTURES / folder).rglob("*") if p.is_file()]
    others += [p for p in (FIXTURES / "agents").rglob("*") if p.is_file() and "goose" not in p.parts]
    assert len(others) > 20
    assert [p for p in others if goose.sniff(p)] == []


def test_find_and_locations(tmp_path, monkeypatch, db):
    assert goose.find(tmp_path) == [db]
    for var in ("GOOSE_PATH_ROOT", "XDG_DATA_HOME"):
        monkeypatch.delenv(var, raising=False)
    monkeypatch.setenv("HOME", str(tmp_path / "home"))
    assert goose.locations() == []
    default = tmp_path / "home" / ".local" / "share" / "goose" / "sessions"
    default.mkdir(parents=True)
    assert goose.locations() == [default]
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "data"))
    assert goose.sessions_folder() == tmp_path / "data" / "goose" / "sessions"
    monkeypatch.setenv("GOOSE_PATH_ROOT", str(tmp_path / "root"))
    assert goose.sessions_folder() == tmp_path / "root" / "data" / "sessions"
    monkeypatch.setenv("GOOSE_PATH_ROOT", "relative/root")  # goose takes only an absolute root
    assert goose.sessions_folder() == tmp_path / "data" / "goose" / "sessions"


# --- through the CLI ---------------------------------------------------------------------------------

def test_the_cli_ingests_goose_twice_without_change_and_the_digest_says_what_was_done(tmp_path, db):
    shutil.copy(LEGACY, db.parent / LEGACY.name)
    root = tmp_path / "store"
    args = ["ingest", str(db.parent), "--store", str(root)]
    first = CliRunner().invoke(cli, args)
    assert first.exit_code == 0, first.output
    assert first.stderr.count("(1 new or changed)") == 2
    assert len([line for line in first.stderr.splitlines() if "content_json" in line]) == 1  # the bad row, once
    before = {p: p.read_bytes() for p in root.rglob("*") if p.is_file()}
    second = CliRunner().invoke(cli, args)
    assert second.exit_code == 0 and second.stderr.count("(0 new or changed)") == 2
    assert {p: p.read_bytes() for p in root.rglob("*") if p.is_file()} == before
    r = CliRunner().invoke(cli, ["seal", "--all", "--all-projects", "--store", str(root)])
    assert r.exit_code == 0, r.output
    notes = CliRunner().invoke(cli, ["digest", "--raw", "--store", str(root),
                                     "--project", folder_identity("/home/dev/notes-app")]).output
    assert "Created src/queue.ts; edited src/sync.ts; `npm test` passed; plan 3 of 3 done." in notes
    weather = CliRunner().invoke(cli, ["digest", "--raw", "--store", str(root),
                                       "--project", folder_identity("/home/dev/weather-cli")]).output
    assert "created tests/test_format.py; edited weather/format.py, tests/test_cli.py; `pytest -q` passed." in weather


def test_a_goose_file_cut_short_is_one_clear_line(tmp_path):
    path = tmp_path / "sessions.db"
    path.write_bytes(b"SQLite format 3\x00" + b"\x00" * 50)
    r = CliRunner().invoke(cli, ["ingest", str(path), "--store", str(tmp_path / "store")])
    assert r.exit_code == 1 and "Traceback" not in r.output
    assert len(r.output.strip().splitlines()) == 1 and r.output.startswith("Error: ")
