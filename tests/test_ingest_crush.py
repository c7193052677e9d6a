"""Crush: <project>/.crush/crush.db, read with its WAL and never touched."""

from __future__ import annotations

import json
import re
import shutil
import sqlite3
from collections import Counter
from pathlib import Path

import pytest
from click.testing import CliRunner

from lc_memory.errors import IngestError
from lc_memory.ingest import base, claude_code, codex, crush, opencode
from lc_memory.ingest.base import detect, expand, read_transcripts
from lc_memory.store.identity import project_for
from lc_memory.surfaces.cli import cli
from lc_memory.text import normalize

from .conftest import FIXTURES, SHARED_DATA

SAMPLES = SHARED_DATA / "agent-transcripts" / "crush"
AGENTS = SHARED_DATA / "agent-transcripts"
T = 1767261600  # 2026-01-01T10:00:00Z, in seconds as Crush writes them
SESSION = "6f1e2d3c-4b5a-4978-8a6b-5c4d3e2f1a09"
CHILD = "msg-7a1b$$call_agent_1"  # the agent tool's session id: messageID$$toolCallID
INIT = ("Analyze this codebase and create/update **AGENTS.md** to help future agents work effectively in this "
        "repository.\n\nFirst: check if directory is empty.")


def typed(t) -> list[str]:
    return [m["content"] for m in t.messages if m["typed"]]


def calls(t) -> list[tuple[str, str]]:
    return [(m["name"], m["call"]["tool"]) for m in t.messages if m["kind"] == "tool_use"]


def run(*args: str):
    return CliRunner().invoke(cli, list(args), catch_exceptions=False)


def tree(root: Path) -> dict[str, bytes]:
    return {str(p.relative_to(root)): p.read_bytes() for p in sorted(root.rglob("*")) if p.is_file()}


def _text(s: str) -> dict:
    return {"type": "text", "data": {"text": s}}


def _call(ident: str, name: str, args: dict, finished: bool = True) -> dict:
    return {"type": "tool_call", "data": {"id": ident, "name": name, "input": json.dumps(args), "type": "function",
                                          "finished": finished}}


def _result(ident: str, content: str, error: bool = False, metadata: str = "") -> dict:
    return {"type": "tool_result", "data": {"tool_call_id": ident, "name": "", "content": content,
                                            "metadata": metadata, "is_error": error}}


FINISH = {"type": "finish", "data": {"reason": "end_turn", "time": T}}


def make_db(folder: Path) -> sqlite3.Connection:
    """``folder/.crush/crush.db`` of Crush's shape (invented rows), left in the WAL: the
    connection stays open (close it to checkpoint)."""
    data = folder / ".crush"
    data.mkdir(parents=True)
    here = str(folder.resolve())  # the project's files, as Crush names them: absolute
    conn = sqlite3.connect(data / "crush.db")
    conn.execute("pragma journal_mode=wal")
    conn.execute("pragma wal_autocheckpoint=0")
    conn.executescript("""
        create table sessions (id text primary key, parent_session_id text, title text not null,
            message_count integer not null default 0, prompt_tokens integer not null default 0,
            completion_tokens integer not null default 0, cost real not null default 0.0,
            updated_at integer not null, created_at integer not null, summary_message_id text);
        create table messages (id text primary key, session_id text not null, role text not null,
            parts text not null default '[]', model text, created_at integer not null, updated_at integer not null,
            finished_at integer, provider text, is_summary_message integer default 0 not null);
        create table files (id text primary key, session_id text not null, path text not null, content text not null,
            version integer not null default 0, created_at integer not null, updated_at integer not null);
    """)
    sessions = [(SESSION, None, "Fix the date parser"), (CHILD, SESSION, "New Agent Session"),
                ("title-" + SESSION, SESSION, "Title")]
    for sid, parent, title in sessions:
        conn.execute("insert into sessions (id, parent_session_id, title, message_count, updated_at, created_at) "
                     "values (?, ?, ?, 0, ?, ?)", (sid, parent, title, T, T))
    rows = [
        ("user", [_text(INIT), FINISH]),
        ("assistant", [_call("call_view_1", "view", {"file_path": "dates.go"}), FINISH]),
        ("tool", [_result("call_view_1", "<file>package dates</file>")]),
        ("user", [_text("The date parser fails on ISO weeks. Fix it and run the tests."),
                  {"type": "binary", "data": {"Path": f"{here}/screenshot.png", "MIMEType": "image/png",
                                              "Data": "aGVsbG8="}}, FINISH]),
        ("assistant", [{"type": "reasoning", "data": {"thinking": "ISO weeks start on Monday."}},
                       _text("Looking at the week parsing."),
                       _call("call_edit_1", "edit", {"file_path": f"{here}/dates.go",
                                                     "old_string": "Sunday", "new_string": "Monday"}),
                       _call("call_todos_1", "todos", {"todos": [
                           {"content": "Fix ISO week parsing", "status": "completed", "active_form": "Fixing"},
                           {"content": "Add a test for week 53", "status": "pending", "active_form": "Adding"}]}),
                       _call("call_bash_1", "bash", {"command": "npm test", "working_dir": here}),
                       FINISH]),
        ("tool", [_result("call_edit_1", "<result>\nContent replaced in file: /home/dev/dates/dates.go\n</result>"),
                  _result("call_todos_1", "Todo list updated"),
                  _result("call_bash_1", "FAIL dates.test.js\n1 failing\nExit code 1")]),
        ("assistant", [_call("call_write_1", "write", {"file_path": f"{here}/NOTES.md", "content": "x"}),
                       _call("call_dl_1", "download", {"url": "https://example.org/tz.zip",
                                                       "file_path": f"{here}/testdata/tz.zip"}),
                       _call("call_half_1", "multiedit", {"file_path": f"{here}/week.go", "edits": []},
                             finished=False),
                       {"type": "finish", "data": {"reason": "permission_denied", "time": T,
                                                   "message": "Permission denied"}}]),
        ("tool", [_result("call_write_1", "Permission denied", error=True),
                  _result("call_dl_1", "Downloaded 1 file")]),
        ("user", [{"type": "shell_command", "data": {"command": "git diff --stat", "output": " dates.go | 2 +-",
                                                     "exit_code": 0}}]),
        ("assistant", [_text("Summary of the session: the week parser was fixed; one test still fails.")]),
        ("user", [_text("The previous session was interrupted because it got too long, the initial user request "
                        "was: `The date parser fails on ISO weeks. Fix it and run the tests.`"), FINISH]),
        ("user", [_text("Now add the week 53 test."), FINISH]),
        ("assistant", [_call("call_agent_1", "agent", {"prompt": "Find the tests of the week parser."}),
                       _text("Adding the test."), FINISH]),
        ("tool", [_result("call_agent_1", "The tests are in dates_test.go.")]),
    ]
    summary_id = None
    for n, (role, parts) in enumerate(rows):
        mid = f"m{n:03d}"
        summary = role == "assistant" and parts[0]["type"] == "text" and parts[0]["data"]["text"].startswith("Summary of")
        conn.execute("insert into messages (id, session_id, role, parts, created_at, updated_at, is_summary_message) "
                     "values (?, ?, ?, ?, ?, ?, ?)", (mid, SESSION, role, json.dumps(parts), T + 10 * n, T + 10 * n,
                                                      int(summary)))
        summary_id = mid if summary else summary_id
    conn.execute("update sessions set summary_message_id = ? where id = ?", (summary_id, SESSION))
    conn.execute("insert into messages (id, session_id, role, parts, created_at, updated_at) values "
                 "('c000', ?, 'user', ?, ?, ?)", (CHILD, json.dumps([_text("Find the tests of the week parser.")]), T, T))
    conn.execute("insert into messages (id, session_id, role, parts, created_at, updated_at) values "
                 "('bad1', ?, 'assistant', '[{not json', ?, ?)", (SESSION, T + 500, T + 500))
    conn.execute("insert into files values ('f1', ?, '/home/dev/dates/dates.go', 'package dates // FILE BODY', 0, ?, ?)",
                 (SESSION, T, T))
    conn.commit()
    return conn


@pytest.fixture
def project(tmp_path):
    folder = tmp_path / "dates"
    conn = make_db(folder)
    yield folder
    conn.close()


# --- an invented database of Crush's shape ---------------------------------------------------

def test_session(project):
    db = project / ".crush" / "crush.db"
    assert (project / ".crush" / "crush.db-wal").stat().st_size > 0  # the rows are in the WAL
    before = sorted(p.name for p in db.parent.iterdir())
    assert detect(db).name == "crush"
    (t,) = read_transcripts(db)  # the agent tool's and the title's sessions give nothing
    assert sorted(p.name for p in db.parent.iterdir()) == before  # nothing created beside it
    assert t.meta["id"] == SESSION and t.meta["format"] == "crush"
    assert t.meta["cwd"] == str(project.resolve())  # the folder holding .crush
    assert t.meta["title"] == "Fix the date parser" and t.meta["title_source"] == "summary"
    assert t.meta["created"] == "2026-01-01T10:00:00.000Z"
    assert typed(t) == ["The date parser fails on ISO weeks. Fix it and run the tests.", "Now add the week 53 test."]
    untyped = [m["content"] for m in t.messages if m["role"] == "user" and not m["typed"]]
    assert untyped[0].startswith("Analyze this codebase")  # /init
    assert f"[attached file: {project.resolve()}/screenshot.png]" in untyped
    assert any(c.startswith("The previous session was interrupted") for c in untyped)
    (summary,) = [m for m in t.messages if m["kind"] == "summary"]
    assert summary["role"] == "system"
    assert not any("ISO weeks start on Monday" in m["content"] for m in t.messages)  # reasoning
    assert not any("FILE BODY" in m["content"] for m in t.messages)  # the files table is not read
    (bad,) = t.bad
    assert "bad1" in bad.reason and "not JSON" in bad.reason


def test_tool_calls(project):
    (t,) = read_transcripts(project / ".crush" / "crush.db")
    assert calls(t) == [("view", "read"), ("edit", "edit"), ("todos", "plan"), ("bash", "shell"),
                        ("write", "write"), ("download", "write"), ("multiedit", "edit"),
                        ("shell_command", "shell"), ("agent", "other")]
    uses = {m["call"]["id"]: m["call"] for m in t.messages if m["kind"] == "tool_use"}
    results = {m["result"]["id"]: m["result"] for m in t.messages if m["kind"] == "tool_result"}
    assert uses["call_bash_1"]["workdir"] == str(project.resolve())  # bash's working_dir
    assert results["call_bash_1"] == {"id": "call_bash_1", "error": True, "exit_code": 1}  # "Exit code 1" at the end
    assert results["call_write_1"]["refused"] is True  # "Permission denied": it never ran
    assert results["call_half_1"]["refused"] is True  # no result at all: it never ran
    assert uses["call_todos_1"]["plan"] == [{"step": "Fix ISO week parsing", "status": "completed"},
                                           {"step": "Add a test for week 53", "status": "pending"}]
    assert uses["call_dl_1"]["changes"] == [{"path": f"{project.resolve()}/testdata/tz.zip", "op": "add"}]
    shell = next(m for m in t.messages if m["kind"] == "tool_result" and m["name"] == "shell_command")
    assert shell["result"]["exit_code"] == 0
    agent = next(m for m in t.messages if m["kind"] == "tool_result" and m["name"] == "agent")
    assert agent["content"] == "The tests are in dates_test.go."  # the helper's answer, in the parent


def test_times_in_milliseconds(tmp_path):
    folder = tmp_path / "ms"
    conn = make_db(folder)
    try:
        conn.execute("update messages set created_at = created_at * 1000")
        conn.commit()
        (t,) = read_transcripts(folder / ".crush" / "crush.db")
    finally:
        conn.close()
    assert t.meta["created"] == "2026-01-01T10:00:00.000Z"


def test_find_locations_and_the_project_of_another_data_folder(tmp_path, monkeypatch, project):
    assert crush.find(tmp_path) == [project / ".crush" / "crush.db"]
    assert project / ".crush" / "crush.db" in expand([tmp_path])
    monkeypatch.setenv("CRUSH_GLOBAL_DATA", str(tmp_path / "global"))
    monkeypatch.chdir(tmp_path)
    assert crush.locations() == []
    # A data folder of another name, listed in Crush's projects.json.
    elsewhere = tmp_path / "data" / "crush-sessions"
    elsewhere.mkdir(parents=True)
    shutil.copyfile(project / ".crush" / "crush.db", elsewhere / "crush.db")
    shutil.copyfile(project / ".crush" / "crush.db-wal", elsewhere / "crush.db-wal")
    (tmp_path / "global").mkdir()
    (tmp_path / "global" / "projects.json").write_text(json.dumps(
        {"projects": [{"path": str(tmp_path / "work" / "dates"), "data_dir": str(elsewhere),
                       "last_accessed": "2026-01-01T10:00:00Z"}]}))
    assert crush.locations() == [elsewhere]
    (t,) = read_transcripts(elsewhere / "crush.db")
    assert t.meta["cwd"] == str(tmp_path / "work" / "dates")
    monkeypatch.chdir(project)
    assert crush.locations() == [elsewhere, project / ".crush"]


def test_a_broken_database_is_one_error(tmp_path):
    db = tmp_path / "x" / ".crush" / "crush.db"
    db.parent.mkdir(parents=True)
    db.write_bytes(b"SQLite format 3\x00" + b"\x07" * 300)
    assert not crush.sniff(db)
    with pytest.raises(IngestError, match="a Crush database that cannot be read"):
        read_transcripts(db, format="crush")


# --- the real samples (shared/, read-only: copied before anything opens them) -----------------

def _samples(tmp_path: Path) -> dict[str, Path]:
    """Each sample database copied to ``<repo>/.crush/`` (with its WAL): the project is ``<repo>``."""
    if not SAMPLES.is_dir():
        pytest.skip("the shared agent transcripts are not here")
    out = {}
    for folder in sorted(SAMPLES.iterdir()):
        repo = folder.name.split("__", 1)[1]
        (tmp_path / repo / ".crush").mkdir(parents=True)
        for f in folder.glob("crush.db*"):
            shutil.copyfile(f, tmp_path / repo / ".crush" / f.name)
        out[repo] = tmp_path / repo / ".crush" / "crush.db"
    return out


def _raw(db: Path) -> dict[str, list[tuple[str, list[dict]]]]:
    shutil.copytree(db.parent, db.parent.with_name("raw-copy"))
    out: dict[str, list] = {}
    with sqlite3.connect(db.parent.with_name("raw-copy") / "crush.db") as conn:
        for sid, role, parts in conn.execute("select session_id, role, parts from messages order by created_at, rowid"):
            out.setdefault(sid, []).append((role, json.loads(parts)))
    shutil.rmtree(db.parent.with_name("raw-copy"))
    return out


def _expected_typed(rows: list[tuple[str, list[dict]]]) -> list[str]:
    """The user's text parts, read straight from the rows, but Crush's /init prompt (the one
    wording these versions used, opening with a stray backtick) and the words sent again
    before the agent answered them (an answer: the agent's text or a tool call)."""
    out: list[str] = []
    seen: dict[str, int] = {}
    answers = 0
    for role, parts in rows:
        if role == "assistant" and any(p["type"] in ("text", "tool_call") for p in parts):
            answers += 1
        for p in parts:
            if role == "user" and p["type"] == "text" and not p["data"]["text"].startswith(
                    "`Please analyze this codebase and create a **CRUSH.md** file"):
                key = normalize(p["data"]["text"])
                if seen.get(key) != answers:
                    out.append(p["data"]["text"])
                seen[key] = answers
    return out


SAMPLE_SESSIONS = {  # repo: [(session id prefix, typed count, untyped /init)]
    "swift-kdl": [("9685e101", 4, True)],
    "dbos-transact-golang": [("a20c5ed5", 11, True), ("f306c145", 1, False)],
    "dot-ai-demo": [("8fb1c137", 1, True), ("69ed57e7", 5, False), ("a179a6fe", 1, False)],
}


def test_real_samples(tmp_path):
    dbs = _samples(tmp_path)
    assert sorted(dbs) == sorted(SAMPLE_SESSIONS)
    kinds = {"view": "read", "ls": "search", "glob": "search", "grep": "search", "write": "write", "edit": "edit",
             "bash": "shell", "fetch": "other", "mcp_dot-ai_version": "other"}
    for repo, db in dbs.items():
        assert detect(db).name == "crush"
        raw = _raw(db)
        transcripts = read_transcripts(db)
        assert [(t.meta["id"][:8], len(typed(t))) for t in transcripts] == [(s, n) for s, n, _ in SAMPLE_SESSIONS[repo]]
        for t, (_, _, init) in zip(transcripts, SAMPLE_SESSIONS[repo]):
            assert t.meta["cwd"] == str((tmp_path / repo).resolve())
            assert project_for(t.meta["cwd"]).startswith(repo + "-")
            assert t.meta["title_source"] == "summary" and not t.bad
            assert typed(t) == _expected_typed(raw[t.meta["id"]])
            first_user = next(m for m in t.messages if m["role"] == "user")
            assert (not first_user["typed"]) is init
            raw_calls = [p["data"]["name"] for _, parts in raw[t.meta["id"]] for p in parts if p["type"] == "tool_call"]
            assert Counter(name for name, _ in calls(t)) == Counter(raw_calls)
            assert all(kinds[name] == kind for name, kind in calls(t))
            assert re.fullmatch(r"\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.000Z", t.meta["created"])
    # The WAL's rows are read: swift-kdl's database file alone holds fewer messages.
    (kdl,) = read_transcripts(dbs["swift-kdl"])
    with sqlite3.connect(f"{(SAMPLES / 'Qard__swift-kdl' / 'crush.db').as_uri()}?immutable=1", uri=True) as conn:
        assert conn.execute("select count(*) from messages").fetchone()[0] < 58
    assert len([m for m in kdl.messages if m["kind"] == "tool_use"]) == 24


def test_real_refusals_never_ran(tmp_path):
    (t, _) = read_transcripts(_samples(tmp_path)["dbos-transact-golang"])
    refused = [m["name"] for m in t.messages if m["kind"] == "tool_result" and m["result"].get("refused")]
    assert refused == ["write", "write", "edit", "bash"]  # three "Permission denied", one cancelled run


def _other_files() -> list[Path]:
    if not AGENTS.is_dir():
        pytest.skip("the shared agent transcripts are not here")
    others = [p for d in AGENTS.iterdir() if d.is_dir() and d.name != "crush" for p in d.rglob("*")]
    others += [p for d in ("claude_code", "codex") for p in (FIXTURES / d).rglob("*")]
    others += list((FIXTURES / "agents" / "opencode").rglob("*"))
    return [p for p in others if p.is_file()]


def test_sniff_says_no_to_every_other_agent_s_files(tmp_path):
    files = _other_files()
    assert len(files) > 20
    assert [p for p in files if crush.sniff(p)] == []
    for db in _samples(tmp_path).values():
        assert not opencode.sniff(db) and not claude_code.sniff(db) and not codex.sniff(db)


# --- through the command line ---------------------------------------------------------------

def _recently(root: Path, project: str) -> list[str]:
    result = run("digest", "--raw", "--store", str(root), "--project", project)
    assert result.exit_code == 0, result.output
    return [line for line in result.output.split("## Recently", 1)[1].splitlines() if line.startswith("- ")]


def test_cli_ingest_twice_seal_and_digest(tmp_path, monkeypatch, project):
    monkeypatch.chdir(tmp_path)
    root = tmp_path / "store"
    first = run("ingest", str(tmp_path / "dates"), "--store", str(root))
    assert first.exit_code == 0, first.output
    assert "(1 new or changed)" in first.stderr and "not JSON" in first.stderr  # the bad row, one line
    before = tree(root)
    again = run("ingest", str(tmp_path / "dates"), "--store", str(root))
    assert again.exit_code == 0 and "(0 new or changed)" in again.stderr and tree(root) == before
    (name,) = [p.name for p in root.iterdir() if p.is_dir()]
    assert name.startswith("dates-")
    assert run("seal", "--all", "--store", str(root)).exit_code == 0
    (line,) = _recently(root, name)
    # Changed: the edit and the download; not the refused NOTES.md, not the unfinished multiedit.
    assert "dates.go" in line and "tz.zip" in line and "NOTES.md" not in line and "week.go" not in line
    assert "`npm test` failed" in line and "plan 1 of 2 done" in line


def test_cli_real_samples(tmp_path, monkeypatch):
    dbs = _samples(tmp_path / "projects")
    monkeypatch.chdir(tmp_path)
    root = tmp_path / "store"
    assert run("ingest", str(tmp_path / "projects"), "--store", str(root)).exit_code == 0
    before = tree(root)
    again = run("ingest", str(tmp_path / "projects"), "--store", str(root))
    assert again.exit_code == 0 and tree(root) == before
    assert run("seal", "--all", "--store", str(root)).exit_code == 0
    names = {p.name.rsplit("-", 1)[0]: p.name for p in root.iterdir() if p.is_dir()}
    assert sorted(names) == sorted(dbs)
    lines = {repo: _recently(root, name) for repo, name in names.items()}
    assert "created 10 files" in lines["swift-kdl"][0]
    dot = {line.rsplit("[", 1)[1].rstrip("]")[:8]: line for line in lines["dot-ai-demo"]}
    assert "Created crush.json; deleted .crush/mcp.json" in dot["69ed57e7"]  # its read failed first: "File not found"
    assert ".gitignore" not in dot["8fb1c137"]  # its edit was refused
    dbos = {line.rsplit("[", 1)[1].rstrip("]")[:8]: line for line in lines["dbos-transact-golang"]}
    # its outcome shows: the test command it ran is no order (the line was held back for it)
    assert "settings.json" not in dbos["a20c5ed5"] and "created 4 and edited 2 files; `go test" in dbos["a20c5ed5"]
    assert "No changes" in dbos["f306c145"]


def test_cli_a_broken_database_is_one_line(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    db = tmp_path / "x" / ".crush" / "crush.db"
    db.parent.mkdir(parents=True)
    db.write_bytes(b"SQLite format 3\x00" + b"\x07" * 300)
    result = run("ingest", str(db), "--store", str(tmp_path / "store"))
    assert result.exit_code != 0 and "Traceback" not in result.output
    errors = [line for line in result.stderr.splitlines() if line.startswith("Error:")]
    assert len(errors) == 1 and "crush.db" in errors[0]


def test_the_format_is_registered():
    assert "crush" in base.format_names()


def test_exit_code_before_the_cwd_trailer(tmp_path):
    """Later Crush builds end bash's output with ``<cwd>…</cwd>`` after "Exit code N": the
    command still failed (an eslint run read as passed otherwise)."""
    reader = crush._Reader()
    reader.tool_call({"id": "c1", "name": "bash", "input": json.dumps({"command": "npm run lint"})}, None)
    out = "✖ 27 problems (26 errors, 1 warning)\n\n\nexit status 1\nExit code 1\n\n<cwd>/home/dev/app</cwd>"
    m = reader.tool_result({"tool_call_id": "c1", "name": "bash", "content": out, "is_error": False}, None)
    assert m["result"] == {"id": "c1", "error": True, "exit_code": 1}
    ok = reader.tool_result({"tool_call_id": "c1", "name": "bash", "content": "done\n\n<cwd>/home/dev/app</cwd>",
                             "is_error": False}, None)
    assert ok["result"]["exit_code"] is None and not ok["result"]["error"]


def test_a_call_id_used_again_pairs_with_its_own_result():
    """Providers that number calls per message give every turn's bash call the id
    "tool_0_bash" (an unseen fit-rs db used it 28 times): each call keeps its own result."""
    reader = crush._Reader()
    rows = [
        ("assistant", [_call("tool_0_bash", "bash", {"command": "cargo test"})]),
        ("tool", [_result("tool_0_bash", "test result: FAILED\nExit code 101")]),
        ("assistant", [_call("tool_0_bash", "bash", {"command": "cargo build"})]),
        ("tool", [_result("tool_0_bash", "Finished dev profile")]),
        ("assistant", [_call("tool_0_bash", "bash", {"command": "cargo test"}, finished=False)]),
    ]
    messages = []
    for role, parts in rows:
        messages += reader.row({"role": role, "parts": json.dumps(parts), "created_at": T}, False)
    messages = crush._unanswered(messages)
    uses = [m["call"]["id"] for m in messages if m["kind"] == "tool_use"]
    assert uses == ["tool_0_bash", "tool_0_bash#2", "tool_0_bash#3"]
    results = [m["result"] for m in messages if m["kind"] == "tool_result"]
    assert results == [{"id": "tool_0_bash", "error": True, "exit_code": 101},
                       {"id": "tool_0_bash#2", "error": False, "exit_code": None},
                       {"id": "tool_0_bash#3", "error": True, "exit_code": None, "refused": True}]


def test_a_turn_that_ended_on_the_provider_s_error_says_so():
    """A ``finish`` whose reason is ``error`` ends the turn as the agent's words, cut to its
    first sentence (the provider's JSON body and advice after it are no statement); the person's
    own ``canceled`` is their stop, untyped as Claude Code writes it, and ``permission_denied``
    says nothing."""
    reader = crush._Reader()
    body = ('POST "https://api.example.test/v1/chat": 400 Bad Request {"error": {"message": "Your account is '
            'out of credit. If you just paid, it can take up to 15 minutes."}}')
    rows = [
        ("user", [_text("Rename the kite module")]),
        ("assistant", [{"type": "finish", "data": {"reason": "error", "time": T + 5, "message": "API Error",
                                                   "details": body}}]),
        ("assistant", [{"type": "finish", "data": {"reason": "canceled", "time": T + 6,
                                                   "message": "Request cancelled"}}]),
        ("assistant", [{"type": "finish", "data": {"reason": "permission_denied", "time": T + 7,
                                                   "message": "Permission denied"}}]),
        ("assistant", [_text("Renamed."), {"type": "finish", "data": {"reason": "end_turn", "time": T + 9}}]),
    ]
    messages = []
    for role, parts in rows:
        messages += reader.row({"role": role, "parts": json.dumps(parts), "created_at": T}, False)
    said = [(m["role"], m["content"], m["typed"], m["ts"]) for m in messages]
    assert said == [
        ("user", "Rename the kite module", True, "2026-01-01T10:00:00.000Z"),
        ("assistant", ('API Error: POST "https://api.example.test/v1/chat": 400 Bad Request {"error": {"message": '
                       '"Your account is out of credit.'), False, "2026-01-01T10:00:05.000Z"),
        ("user", "[Request interrupted by user]", False, "2026-01-01T10:00:06.000Z"),
        ("assistant", "Renamed.", False, "2026-01-01T10:00:00.000Z"),
    ]


def test_a_local_reasoning_model_s_think_block_is_not_its_answer(tmp_path):
    """A local reasoning model (an Ollama model in an unseen dotfiles db) writes its thinking
    into the text part and into the title Crush asks it for: the answer is what follows
    ``</think>``, and a title that is all thinking gives way to the person's first words."""
    reader = crush._Reader()
    parts = [_text("<think>\nOkay, the user asks what this project does. Hmm, I need the README.\n</think>\n\n"
                   "It configures a Mac."), FINISH]
    said = [m["content"] for m in reader.row({"role": "assistant", "parts": json.dumps(parts), "created_at": T},
                                             False)]
    assert said == ["It configures a Mac."]
    unclosed = [_text("<think>\nOkay, the user said hi. Hmm, a greeting"), FINISH]
    assert reader.row({"role": "assistant", "parts": json.dumps(unclosed), "created_at": T}, False) == []

    folder = tmp_path / "env"
    (folder / ".crush").mkdir(parents=True)
    conn = sqlite3.connect(folder / ".crush" / "crush.db")
    conn.executescript("""
        create table sessions (id text primary key, parent_session_id text, title text not null,
            message_count integer not null default 0, updated_at integer not null, created_at integer not null,
            summary_message_id text);
        create table messages (id text primary key, session_id text not null, role text not null,
            parts text not null default '[]', created_at integer not null, updated_at integer not null);
    """)
    conn.execute("insert into sessions (id, title, updated_at, created_at) values (?, ?, ?, ?)",
                 (SESSION, "<think> We are given the user's first message. The title must be short", T, T))
    conn.execute("insert into messages values ('m1', ?, 'user', ?, ?, ?)",
                 (SESSION, json.dumps([_text("what is this project about?"), FINISH]), T, T))
    conn.execute("insert into messages values ('m2', ?, 'assistant', ?, ?, ?)",
                 (SESSION, json.dumps(parts), T + 1, T + 1))
    conn.commit()
    conn.close()
    (t,) = crush.read(folder / ".crush" / "crush.db")
    assert (t.meta["title"], t.meta["title_source"]) == ("what is this project about?", "first-message")
    assert [m["content"] for m in t.messages if m["role"] == "assistant"] == ["It configures a Mac."]
