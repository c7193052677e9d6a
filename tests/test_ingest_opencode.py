"""OpenCode: storage JSON (layouts A and B), opencode.db, and `opencode export` files."""

from __future__ import annotations

import json
import shutil
import sqlite3
from collections import Counter
from pathlib import Path

import pytest
from click.testing import CliRunner

from lc_memory.errors import IngestError
from lc_memory.ingest import base, claude_code, codex, crush, opencode
from lc_memory.ingest.base import detect, expand, read_transcripts
from lc_memory.ingest.common import NotATranscript
from lc_memory.store.identity import project_for
from lc_memory.surfaces.cli import cli

from .conftest import FIXTURES, SHARED_DATA

OWN = FIXTURES / "agents" / "opencode"
B_DIR = OWN / "storage-v1" / "storage" / "session" / "4b2a9c61e0d7f3a85c1e92b7d40f6a13c8e5b270"
B_SESSION = B_DIR / "ses_3f1c2a9b7ffeNotesSearch01.json"
B_CHILD = B_DIR / "ses_3f1c29e41ffeNotesChild001.json"
A_SESSION = OWN / "storage-v0" / "session" / "info" / "ses_7c0e1f2a3ffeCliToolFlags1.json"
EXPORT = OWN / "export-ses_5a9d0c7e2ffeExportRename1.json"
SAMPLES = SHARED_DATA / "agent-transcripts" / "opencode"
AGENTS = SHARED_DATA / "agent-transcripts"


def typed(t) -> list[str]:
    return [m["content"] for m in t.messages if m["typed"]]


def calls(t) -> list[tuple[str, str]]:
    return [(m["name"], m["call"]["tool"]) for m in t.messages if m["kind"] == "tool_use"]


def run(*args: str):
    return CliRunner().invoke(cli, list(args), catch_exceptions=False)


def tree(root: Path) -> dict[str, bytes]:
    return {str(p.relative_to(root)): p.read_bytes() for p in sorted(root.rglob("*")) if p.is_file()}


# --- the fixtures: invented sessions in OpenCode's shapes --------------------------------

def test_layout_b_session():
    assert detect(B_SESSION).name == "opencode"
    (t,) = read_transcripts(B_SESSION)
    assert t.meta["id"] == "ses_3f1c2a9b7ffeNotesSearch01" and t.meta["format"] == "opencode"
    assert t.meta["cwd"] == "/home/dev/notes-app"  # the session's directory
    assert t.meta["title"] == "Add search to the notes list" and t.meta["title_source"] == "summary"
    assert t.meta["created"] == "2025-12-01T10:00:01.000Z" and t.meta["last_activity"] == "2025-12-01T10:10:02.500Z"
    assert typed(t) == ["Add a search box to the notes list. Filter the notes as the person types.",
                        "Run the tests again, then stop."]
    stamps = [m["ts"] for m in t.messages]
    assert stamps == sorted(stamps)


def test_layout_b_what_is_not_typed():
    (t,) = read_transcripts(B_SESSION)
    untyped = [m["content"] for m in t.messages if m["role"] == "user" and not m["typed"]]
    assert "[attached file: src/notes.ts]" in untyped  # a file part: named, its content left out
    assert any(c.startswith("Called the Read tool") for c in untyped)  # synthetic
    assert "The following tool was executed by the user" in untyped  # synthetic, before a ! command
    assert any(c.startswith("Please analyze this codebase and create an AGENTS.md") for c in untyped)  # /init
    assert not any("The list is rendered" in m["content"] for m in t.messages)  # reasoning left out
    (summary,) = [m for m in t.messages if m["kind"] == "summary"]
    assert summary["role"] == "system" and summary["content"].startswith("The person asked for a search box")


def test_layout_b_tool_calls():
    (t,) = read_transcripts(B_SESSION)
    assert calls(t) == [("read", "read"), ("edit", "edit"), ("todowrite", "plan"), ("bash", "shell"),
                        ("patch", "edit"), ("bash", "shell"), ("write", "write"), ("apply_patch", "patch"),
                        ("task", "other"), ("bash", "shell")]
    uses = {m["call"]["id"]: m["call"] for m in t.messages if m["kind"] == "tool_use"}
    results = {m["result"]["id"]: m["result"] for m in t.messages if m["kind"] == "tool_result"}
    assert results["call_bash_1"] == {"id": "call_bash_1", "error": True, "exit_code": 1}  # metadata.exit
    assert results["call_write_1"]["refused"] is True  # the person said no: it never ran
    assert results["call_bash_3"]["refused"] is True  # still running when the record stops
    assert uses["call_patch_1"]["changes"] == [{"path": "docs/search.md", "op": "add"}]  # patchText
    assert uses["call_todo_1"]["plan"][1] == {"step": "Filter notes by the query", "status": "in_progress"}
    # The step's patch part: what its own calls did not name (the edit named notes.ts).
    (patch,) = [c for c in uses.values() if c["id"].startswith("prt_")]
    assert patch["changes"] == [{"path": "/home/dev/notes-app/package-lock.json", "op": "update"}]


def test_a_part_that_cannot_be_read_is_reported_and_the_rest_read():
    (t,) = read_transcripts(B_SESSION)
    (bad,) = t.bad
    assert bad.path.name == "prt_c0e3da0a0003Torn000000001.json" and "not JSON" in bad.reason
    with pytest.raises(IngestError, match="Torn"):
        read_transcripts(B_SESSION, strict=True)


def test_a_helper_agent_session_gives_no_transcript():
    assert detect(B_CHILD).name == "opencode"
    assert read_transcripts(B_CHILD) == []
    (t,) = read_transcripts(B_SESSION)
    task = next(m for m in t.messages if m["kind"] == "tool_result" and m["name"] == "task")
    assert task["content"] == "The page is clear."  # its answer, in the parent


def test_layout_a_session_and_a_message_file_that_is_gone():
    assert detect(A_SESSION).name == "opencode"
    (t,) = read_transcripts(A_SESSION)
    assert t.meta["cwd"] == "/home/dev/cli-tool"  # the assistant message's path.cwd
    assert t.meta["title"] == "Add a --verbose flag to the CLI." and t.meta["title_source"] == "first-message"
    assert typed(t) == ["Add a --verbose flag to the CLI."]
    assert calls(t) == [("edit", "edit"), ("bash", "shell")]  # the second from parts without a message file
    assert t.messages[-1]["result"] == {"id": "toolu_flag_bash_1", "error": False, "exit_code": 0}


def test_export_file():
    assert detect(EXPORT).name == "opencode"
    (t,) = read_transcripts(EXPORT)
    assert t.meta["id"] == "ses_5a9d0c7e2ffeExportRename1" and t.meta["cwd"] == "/home/dev/weather-bot"
    assert typed(t) == ["Rename the /forecast command to /weather."]
    assert calls(t) == [("edit", "edit")]


def test_a_turn_that_ended_on_an_error_says_so(tmp_path):
    """The provider's refusal ends the turn as the agent's words; the person's own stop does not."""
    def turn(ident: str, created: int, error: dict | None) -> dict:
        info = {"id": ident, "role": "assistant", "time": {"created": created, "completed": created + 900},
                "path": {"cwd": "/home/dev/kite", "root": "/home/dev/kite"}}
        return {"info": {**info, "error": error} if error else info, "parts": []}
    ask = {"info": {"id": "msg_a1", "role": "user", "time": {"created": 1767261600000}},
           "parts": [{"id": "prt_a1", "type": "text", "text": "Explain the kite tail"}]}
    export = {"info": {"id": "ses_kiteErr01", "directory": "/home/dev/kite", "title": "New session",
                       "time": {"created": 1767261600000}},
              "messages": [ask,
                           turn("msg_a2", 1767261601000, {"name": "APIError", "data": {"message": "Insufficient Balance",
                                                                                      "statusCode": 402}}),
                           turn("msg_a3", 1767261605000, {"name": "MessageAbortedError", "data": {"message": "Aborted"}}),
                           turn("msg_a4", 1767261609000, {"name": "ProviderAuthError", "data": {}})]}
    path = tmp_path / "export-ses_kiteErr01.json"
    path.write_text(json.dumps(export))
    (t,) = read_transcripts(path)
    said = [(m["role"], m["content"], m["typed"]) for m in t.messages]
    assert said == [("user", "Explain the kite tail", True),
                    ("assistant", "API error (APIError): Insufficient Balance", False),
                    ("assistant", "API error (ProviderAuthError): ProviderAuthError", False)]
    assert t.messages[1]["ts"] == "2026-01-01T10:00:01.900Z"


def test_a_write_over_a_file_that_was_there_changes_it_and_creates_nothing(tmp_path):
    """OpenCode's write tool records whether the file existed (``metadata.exists``): a real
    opencode run in Docker (WildChildForLife/lantern's fixture) overwrote src/orders.py and its
    Recently line said "Created src/orders.py"."""
    def write(ident: str, path: str, exists: bool | None) -> dict:
        meta = {"diagnostics": {}, "filepath": f"/home/dev/shop/{path}", "truncated": False}
        if exists is not None:
            meta["exists"] = exists
        return {"id": ident, "type": "tool", "tool": "write", "callID": "call_" + ident,
                "state": {"status": "completed", "input": {"content": "x = 1\n", "filePath": path},
                          "output": "Wrote file successfully.", "metadata": meta,
                          "time": {"start": 1767261601000, "end": 1767261601100}}}
    ask = {"info": {"id": "msg_w1", "role": "user", "time": {"created": 1767261600000}},
           "parts": [{"id": "prt_w1", "type": "text", "text": "Make average_item_price return 0 on an empty cart"}]}
    turn = {"info": {"id": "msg_w2", "role": "assistant", "time": {"created": 1767261601000},
                     "path": {"cwd": "/home/dev/shop", "root": "/home/dev/shop"}},
            "parts": [write("prt_w2", "src/orders.py", True), write("prt_w3", "src/new.py", False),
                      write("prt_w4", "src/old_build.py", None)]}
    export = {"info": {"id": "ses_shopWrite01", "directory": "/home/dev/shop", "title": "Empty cart",
                       "time": {"created": 1767261600000}}, "messages": [ask, turn]}
    path = tmp_path / "export-ses_shopWrite01.json"
    path.write_text(json.dumps(export))
    (t,) = read_transcripts(path)
    changes = [m["call"]["changes"] for m in t.messages if m["kind"] == "tool_use"]
    assert changes == [[{"path": "src/orders.py", "op": "update"}], [{"path": "src/new.py", "op": "add"}],
                       [{"path": "src/old_build.py", "op": "add"}]]


def test_find_and_locations(tmp_path, monkeypatch):
    found = opencode.find(OWN)
    assert found == sorted([A_SESSION, B_CHILD, B_SESSION, EXPORT])
    assert set(found) <= set(expand([OWN]))
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path))
    assert opencode.locations() == []
    (tmp_path / "opencode" / "storage").mkdir(parents=True)
    assert opencode.locations() == [tmp_path / "opencode"]


# --- opencode.db --------------------------------------------------------------------------

def _make_db(path: Path) -> sqlite3.Connection:
    """An opencode.db of the v1.2 shape, its rows left in the WAL (the connection stays open)."""
    conn = sqlite3.connect(path)
    conn.execute("pragma journal_mode=wal")
    conn.execute("pragma wal_autocheckpoint=0")
    conn.executescript("""
        create table project (id text primary key, worktree text not null, vcs text, time_created integer not null,
                              time_updated integer not null, sandboxes text not null);
        create table session (id text primary key, project_id text not null, parent_id text, slug text not null,
                              directory text not null, title text not null, version text not null,
                              time_created integer not null, time_updated integer not null);
        create table message (id text primary key, session_id text not null, time_created integer not null,
                              time_updated integer not null, data text not null);
        create table part (id text primary key, message_id text not null, session_id text not null,
                           time_created integer not null, time_updated integer not null, data text not null);
        create table todo (session_id text not null, content text not null, status text not null,
                           priority text not null, position integer not null, time_created integer not null,
                           time_updated integer not null);
        create table account (id text primary key, email text not null, url text not null,
                              access_token text not null, refresh_token text not null);
        create table credential (id text primary key, connector_id text not null, method_id text not null,
                                 label text not null, value text not null);
    """)
    t = 1772359200000  # 2026-03-01T10:00:00Z
    conn.execute("insert into project values ('global', '/', null, ?, ?, '[]')", (t, t))
    conn.execute("insert into account values ('a1', 'me@example.org', 'https://example.org', 'at-secret-1', 'rt-1')")
    rows = [
        ("ses_2b7e4c1d0ffeDbSessionOne1", None, "/home/dev/shop-api", "Paginate the orders endpoint"),
        ("ses_2b7e4c0a9ffeDbHelperChild", "ses_2b7e4c1d0ffeDbSessionOne1", "/home/dev/shop-api", "Child session"),
        ("ses_2b7e4b000ffeDbNoMessages1", None, "/home/dev/shop-api", "New session - 2026-03-01T11:00:00.000Z"),
    ]
    for sid, parent, directory, title in rows:
        conn.execute("insert into session values (?, 'global', ?, 'slug', ?, ?, '1.2.4', ?, ?)",
                     (sid, parent, directory, title, t, t))
    sid = rows[0][0]
    messages = [
        ("msg_d4f0a0000001DbUser000001", {"role": "user", "time": {"created": t + 1000}, "agent": "build"},
         [{"type": "text", "text": "Paginate GET /orders with a cursor."}]),
        ("msg_d4f0a1000001DbAgent00001", {"role": "assistant", "time": {"created": t + 2000},
                                          "path": {"cwd": "/elsewhere", "root": "/"}},
         [{"type": "text", "text": "Adding a cursor parameter."},
          {"type": "tool", "callID": "call_db_edit", "tool": "edit",
           "state": {"status": "completed", "input": {"filePath": "/home/dev/shop-api/orders.py"}, "output": "",
                     "metadata": {}, "title": "orders.py", "time": {"start": t + 2500, "end": t + 2600}}},
          {"type": "tool", "callID": "call_db_test", "tool": "bash",
           "state": {"status": "completed", "input": {"command": "pytest tests/test_orders.py"}, "output": "4 passed",
                     "metadata": {"exit": 0}, "title": "pytest", "time": {"start": t + 3000, "end": t + 4000}}}]),
    ]
    for mid, data, parts in messages:
        conn.execute("insert into message values (?, ?, ?, ?, ?)", (mid, sid, data["time"]["created"], t, json.dumps(data)))
        for n, p in enumerate(parts):
            conn.execute("insert into part values (?, ?, ?, ?, ?, ?)",
                         (f"prt_{mid[4:]}{n:03d}", mid, sid, t, t, json.dumps(p)))
    conn.execute("insert into message values ('msg_d4f0a2000001DbBadRow0001', ?, ?, ?, '{not json')", (sid, t + 5000, t))
    conn.commit()
    return conn


def test_database_with_its_wal(tmp_path):
    db = tmp_path / "opencode.db"
    conn = _make_db(db)
    try:
        wal = db.with_name("opencode.db-wal")
        assert wal.stat().st_size > 0  # the rows are in the WAL, not yet in the database file
        before = sorted(p.name for p in tmp_path.iterdir())
        assert detect(db).name == "opencode"
        (t,) = read_transcripts(db)  # the helper's session and the empty one give nothing
        assert sorted(p.name for p in tmp_path.iterdir()) == before  # nothing created beside it
    finally:
        conn.close()
    assert t.meta["id"] == "ses_2b7e4c1d0ffeDbSessionOne1" and t.meta["cwd"] == "/home/dev/shop-api"
    assert t.meta["title"] == "Paginate the orders endpoint"
    assert typed(t) == ["Paginate GET /orders with a cursor."]
    assert calls(t) == [("edit", "edit"), ("bash", "shell")]
    (bad,) = t.bad
    assert "msg_d4f0a2000001DbBadRow0001" in bad.reason and "not JSON" in bad.reason
    assert "at-secret-1" not in json.dumps([t.meta, t.messages])


def test_a_file_that_is_not_a_database_of_this_format(tmp_path):
    other = tmp_path / "other.db"
    with sqlite3.connect(other) as conn:
        conn.execute("create table notes (id integer primary key, body text)")
    assert not opencode.sniff(other) and not crush.sniff(other)
    broken = tmp_path / "opencode.db"
    broken.write_bytes(b"SQLite format 3\x00" + b"\x07" * 300)
    assert not opencode.sniff(broken)
    with pytest.raises(IngestError, match="cannot be read"):
        read_transcripts(broken, format="opencode")


# --- the real samples (shared/, read-only) -------------------------------------------------

def _samples() -> Path:
    if not SAMPLES.is_dir():
        pytest.skip("the shared agent transcripts are not here")
    return SAMPLES


def _raw_user_texts(parts_by_message: list[tuple[dict, list[dict]]]) -> list[str]:
    """What the person typed, read straight from the records: user text parts not synthetic."""
    out = []
    for info, parts in sorted(parts_by_message, key=lambda m: (m[0]["time"]["created"], m[0]["id"])):
        if info.get("role") == "user":
            out += [p["text"] for p in sorted(parts, key=lambda p: p["id"])
                    if p.get("type") == "text" and not p.get("synthetic") and p["text"].strip()]
    return out


def _storage_raw(session_file: Path, layout: str) -> list[tuple[dict, list[dict]]]:
    sid = session_file.stem
    if layout == "A":
        root = session_file.parent.parent
        message_dir, part_dir = root / "message" / sid, lambda mid: root / "part" / sid / mid
    else:
        storage = session_file.parents[2]
        message_dir, part_dir = storage / "message" / sid, lambda mid: storage / "part" / mid
    return [(json.loads(p.read_text()), [json.loads(q.read_text()) for q in part_dir(p.stem).glob("*.json")])
            for p in message_dir.glob("*.json")]


@pytest.mark.parametrize("folder,layout", [
    ("theoneand33__.local-opencode__project-global-storage-v0.1.150", "A"),
    ("Saintcyberwarrior__dotfiles__project-global-storage-v0.5.28", "A"),
    ("Anshgrag__amazon-tools-dashboard__storage-json-v1.1.31", "B"),
])
def test_real_storage_sessions(folder, layout):
    (session_file,) = opencode.find(_samples() / folder)
    assert detect(session_file).name == "opencode"
    (t,) = read_transcripts(session_file)
    info = json.loads(session_file.read_text())
    assert t.meta["id"] == info["id"]
    raw = _storage_raw(session_file, layout)
    assert typed(t) == _raw_user_texts(raw) and len(typed(t)) == 1
    raw_tools = [p for _, parts in raw for p in parts if p.get("type") == "tool"]
    if layout == "A" and folder.startswith("theoneand33"):  # the assistant's message file is not in the sample
        raw_tools = [json.loads(p.read_text()) for p in (session_file.parents[1] / "part").rglob("*.json")
                     if json.loads(p.read_text()).get("type") == "tool"]
        assert calls(t) == [("todowrite", "plan")] and t.meta["cwd"] is None  # no message says where
    assert len(calls(t)) == len(raw_tools)
    if layout == "B":
        assert calls(t) == [("bash", "shell")]
        assert t.meta["cwd"] == info["directory"]
        assert t.meta["title"] == info["title"] and t.meta["title_source"] == "summary"
    if folder.startswith("Saintcyber"):  # an API error: no answer, and OpenCode's placeholder title
        assert calls(t) == [] and t.meta["title_source"] == "first-message"
        assistant = next(m for m, _ in raw if m["role"] == "assistant")
        assert t.meta["cwd"] == assistant["path"]["cwd"]
    if layout == "B":  # the project: the recorded working folder's
        assert project_for(t.meta["cwd"]).startswith("iec-")


def _db_raw(db: Path) -> dict[str, list[tuple[dict, list[dict]]]]:
    out: dict[str, list] = {}
    with sqlite3.connect(f"{db.resolve().as_uri()}?mode=ro", uri=True) as conn:
        parts: dict[str, list[dict]] = {}
        for mid, pid, data in conn.execute("select message_id, id, data from part"):
            parts.setdefault(mid, []).append({**json.loads(data), "id": pid})
        for mid, sid, data in conn.execute("select id, session_id, data from message"):
            out.setdefault(sid, []).append(({**json.loads(data), "id": mid}, parts.get(mid, [])))
    return out


def test_real_database_and_its_table_dump(tmp_path):
    db = tmp_path / "opencode.db"
    shutil.copyfile(_samples() / "richardaiand__aiand-portfolio-web__opencode.SANITIZED.db", db)
    assert detect(db).name == "opencode"
    transcripts = read_transcripts(db)
    raw = _db_raw(db)
    assert [t.meta["id"] for t in transcripts] == ["ses_12be9f828ffeaiYkWjPssYhKmB", "ses_1279fce82ffeZOJhNwml1w1Fu4",
                                                   "ses_1278e1f37ffelIDlCdpXIGV74U"]
    for t in transcripts:
        assert typed(t) == _raw_user_texts(raw[t.meta["id"]])
        assert t.meta["cwd"] == "/home/build"  # the session's directory (the project's worktree is "/")
        assert t.meta["title_source"] == "summary" and not t.bad
        raw_tools = [p["tool"] for _, parts in raw[t.meta["id"]] for p in parts if p.get("type") == "tool"]
        assert Counter(name for name, _ in calls(t)) == Counter(raw_tools)
    assert [len(typed(t)) for t in transcripts] == [11, 2, 2]
    kinds = {pair for t in transcripts for pair in calls(t)}
    assert kinds == {("bash", "shell"), ("read", "read"), ("edit", "edit"), ("write", "write"), ("todowrite", "plan"),
                     ("grep", "search"), ("glob", "search"), ("question", "other")}
    # Two ! commands the person ran: their synthetic note is not typed, their command is a call.
    flask = transcripts[1]
    notes = [m for m in flask.messages if m["content"] == "The following tool was executed by the user"]
    assert len(notes) == 2 and not any(m["typed"] for m in notes)
    # The table dump beside it holds the same rows: the same sessions.
    dump = _samples() / "richardaiand__aiand-portfolio-web__opencode-db-export.json"
    assert detect(dump).name == "opencode"
    assert [(t.meta, t.messages) for t in read_transcripts(dump)] == [(t.meta, t.messages) for t in transcripts]


def test_prompt_history_is_not_a_session():
    history = _samples() / "richardaiand__aiand-portfolio-web__prompt-history.jsonl"
    assert not opencode.sniff(history) and not crush.sniff(history)
    with pytest.raises(NotATranscript):
        detect(history)


def _other_files() -> list[Path]:
    if not AGENTS.is_dir():
        pytest.skip("the shared agent transcripts are not here")
    others = [p for d in AGENTS.iterdir() if d.is_dir() and d.name not in ("opencode",) for p in d.rglob("*")]
    others += [p for d in ("claude_code", "codex") for p in (FIXTURES / d).rglob("*")]
    return [p for p in others if p.is_file()]


def test_sniff_says_no_to_every_other_agent_s_files():
    files = _other_files()
    assert len(files) > 20
    claimed = [p for p in files if opencode.sniff(p)]
    assert claimed == []
    # and the other way round: the formats before it do not claim OpenCode's files
    for p in [*opencode.find(OWN), *opencode.find(SAMPLES)]:
        assert not claude_code.sniff(p) and not codex.sniff(p) and not crush.sniff(p)


# --- through the command line ---------------------------------------------------------------

def _projects(root: Path) -> list[str]:
    return sorted(p.name for p in root.iterdir() if p.is_dir())


def _recently(root: Path, project: str) -> list[str]:
    result = run("digest", "--raw", "--store", str(root), "--project", project)
    assert result.exit_code == 0, result.output
    text = result.output.split("## Recently", 1)[1]
    return [line for line in text.splitlines() if line.startswith("- ")]


def test_cli_ingest_twice_seal_and_digest_the_fixtures(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    root = tmp_path / "store"
    first = run("ingest", str(OWN), "--store", str(root))
    assert first.exit_code == 0, first.output
    assert "Torn000000001.json:1: an OpenCode part that cannot be read" in first.stderr
    before = tree(root)
    again = run("ingest", str(OWN), "--store", str(root))
    assert again.exit_code == 0 and "(0 new or changed)" in again.stderr and "(1 new or changed)" not in again.stderr
    assert tree(root) == before
    names = _projects(root)
    for slug in ("notes-app-", "cli-tool-", "weather-bot-"):  # each session's own working folder
        assert sum(name.startswith(slug) for name in names) == 1, names
    sealed = run("seal", "--all", "--store", str(root))
    assert sealed.exit_code == 0, sealed.output
    lines = {p: _recently(root, p) for p in _projects(root)}
    notes = next(v for k, v in lines.items() if k.startswith("notes-app"))
    # The edit, the patch and the step's package-lock change; not the refused AGENTS.md, not the
    # commit left running; the plan's one done step of two.
    (line,) = notes
    assert "notes.ts" in line and "docs/search.md" in line and "AGENTS.md" not in line
    assert "commit" not in line.lower() and "plan 1 of 2 done" in line
    cli_tool = next(v for k, v in lines.items() if k.startswith("cli-tool"))
    assert "src/cli.py" in cli_tool[0]
    weather = next(v for k, v in lines.items() if k.startswith("weather-bot"))
    assert "bot/commands.py" in weather[0]


def test_cli_real_samples(tmp_path, monkeypatch):
    copy = tmp_path / "opencode"
    shutil.copytree(_samples(), copy)
    monkeypatch.chdir(tmp_path)
    root = tmp_path / "store"
    first = run("ingest", str(copy), "--store", str(root))
    assert first.exit_code == 0, first.output
    assert "prompt-history.jsonl (not a transcript)" in first.stderr
    before = tree(root)
    again = run("ingest", str(copy), "--store", str(root))
    assert again.exit_code == 0 and tree(root) == before
    assert run("seal", "--all", "--store", str(root)).exit_code == 0
    lines = {p: _recently(root, p) for p in _projects(root)}
    build = next(v for k, v in lines.items() if k.startswith("build-"))
    by_id = {line.rsplit("[", 1)[1].rstrip("]"): line for line in build}
    assert "created server.py, requirements.txt, Procfile" in by_id["ses_1279fce82ffeZOJhNwml1w1Fu4"]
    commit = by_id["ses_1278e1f37ffelIDlCdpXIGV74U"]
    assert "created .gitignore" in commit and "committed" not in commit  # its one commit failed, the retry never ended
    # its closing words are an instruction ("Refresh your page: http://localhost"): no outcome (unseen round 7)
    assert ('Worked on "hello, i would like an about me, my projects and work experience, skillas and education": '
            "created index.html, styles.css, script.js; plan 3 of 4 done") in by_id["ses_12be9f828ffeaiYkWjPssYhKmB"]
    everything = [line for v in lines.values() for line in v]
    scanner = next(line for line in everything if "[ses_84fe37bd4ffezOgmkFlkmvuTdK]" in line)
    assert "plan 0 of 11 done; no changes" in scanner
    assert next(v for k, v in lines.items() if k.startswith("iec-"))  # the recorded directory's project


def test_cli_a_malformed_session_file_is_one_line(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    bad = tmp_path / "storage" / "session" / "global" / "ses_0000000000ffeBrokenFile1.json"
    bad.parent.mkdir(parents=True)
    bad.write_text('{"id": "ses_0000000000ffeBrokenFile1", "directory": "/home/dev/x", "ti')
    result = run("ingest", str(bad), "--store", str(tmp_path / "store"))
    assert result.exit_code != 0 and "Traceback" not in result.output
    errors = [line for line in result.stderr.splitlines() if line.startswith("Error:")]
    assert len(errors) == 1 and "ses_0000000000ffeBrokenFile1.json" in errors[0]
    with pytest.raises(IngestError, match="cannot be read"):
        read_transcripts(bad, format="opencode")


def test_the_format_is_registered():
    assert "opencode" in base.format_names()
