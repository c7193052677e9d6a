"""Gemini CLI sessions (``~/.gemini/tmp/<project>/chats/session-*.json[l]``) into the store.

The real samples in shared/data are read in place, or copied into a temporary folder laid
out as Gemini CLI lays out its own (``.gemini/tmp/<id>/chats``, ``.project_root``,
``projects.json``); never copied into the repository. The fixture under
``tests/fixtures/agents/gemini-cli`` is invented, in the same shape.
"""

from __future__ import annotations

import hashlib
import json
import shutil
from pathlib import Path

import pytest
from click.testing import CliRunner

from lc_memory.errors import IngestError
from lc_memory.ingest import gemini_cli
from lc_memory.ingest.base import detect, expand, read_transcripts
from lc_memory.ingest.common import NotATranscript
from lc_memory.store.files import Store
from lc_memory.store.identity import project_for
from lc_memory.surfaces.cli import cli

from .conftest import CLAUDE, CODEX, FIXTURES, SHARED_DATA

SAMPLES = SHARED_DATA / "agent-transcripts"
GEMINI = SAMPLES / "gemini-cli"
HOME = FIXTURES / "agents" / "gemini-cli" / "home"
FIXTURE_TMP = HOME / ".gemini" / "tmp"
SESSION = FIXTURE_TMP / "notes-app" / "chats" / "session-2026-05-02T09-15-5e1f0c2a.jsonl"
HASH = hashlib.sha256(b"/home/dev/notes-app").hexdigest()
LEGACY = FIXTURE_TMP / HASH / "chats" / "session-2025-11-20T14-02-0a1b2c3d.json"

WINGORITHM = "wingorithm__Vibe-Coding-Comparison-Project__"
FABIEN = "fabien-lessirard__dotfiles__"


def shared(name: str) -> Path:
    path = GEMINI / name
    if not path.exists():
        pytest.skip("shared/data/agent-transcripts is not here")
    return path


def typed(messages):
    return [m["content"] for m in messages if m["typed"]]


def kinds(messages):
    return [m["call"]["tool"] for m in messages if m["kind"] == "tool_use"]


@pytest.fixture(autouse=True)
def no_home(tmp_path_factory, monkeypatch):
    """No test reads this machine's own ~/.gemini or ~/.qwen."""
    monkeypatch.setenv("GEMINI_CLI_HOME", str(tmp_path_factory.mktemp("gemini-home")))
    monkeypatch.setenv("QWEN_HOME", str(tmp_path_factory.mktemp("qwen-home") / ".qwen"))
    monkeypatch.delenv("QWEN_RUNTIME_DIR", raising=False)


# --- the real samples -----------------------------------------------------------

def test_a_short_json_session():
    path = shared(f"{FABIEN}session-2025-10-30T23-33-4c16047e.json")
    assert detect(path).name == "gemini-cli"
    (t,) = read_transcripts(path)
    assert t.meta["id"] == "4c16047e-f130-41b4-a460-1938c630fbc1"
    # the second "q" was typed again 34 s later, after Gemini answered the question between
    assert typed(t.messages) == ["say hello", "quit", "q", "exit", "how to leave the CLI?", "q"]
    assert [m["content"] for m in t.messages if m["role"] == "assistant"][-2] == (
        "You can exit by typing `quit`, `q`, or `exit`.")
    assert not kinds(t.messages)
    # its folder is named by sha256(project root) and nothing here maps it: the file's folder
    assert t.meta["cwd"] == str(GEMINI)
    assert (t.meta["created"], t.meta["last_activity"]) == ("2025-10-30T23:47:38.483Z", "2025-10-30T23:48:33.586Z")


def test_a_json_session_with_tool_calls():
    path = shared(f"{FABIEN}session-2025-10-30T23-49-93c0da34.json")
    assert detect(path).name == "gemini-cli"
    (t,) = read_transcripts(path)
    assert typed(t.messages) == ["/setup-github"]  # a slash command typed is typed
    assert kinds(t.messages) == ["read"] * 5 + ["edit", "write", "shell", "read", "edit", "shell"]
    results = [m["result"] for m in t.messages if m["kind"] == "tool_result"]
    assert len(results) == 11 and all(r["id"] for r in results)
    # every change failed ("Tool ... not found in registry"): the edits, the write and the shells
    failed = [m["name"] for m in t.messages if m["kind"] == "tool_result" and m["result"]["error"]]
    assert failed == ["replace", "write_file", "run_shell_command", "replace", "run_shell_command"]
    # the hash of its folder is the sha256 of a folder above the files its calls read
    assert t.meta["cwd"] == "C:\\Users\\acodu\\dev\\dashboard_mictlan"
    assert project_for(t.meta["cwd"]).startswith("dashboard_mictlan-")
    assert all("thoughts" not in m["content"] and "Greeting" not in m["content"] for m in t.messages)


def test_parts_content_notices_and_a_cancelled_call():
    path = shared(f"{FABIEN}session-2026-02-23T08-41-d91473dc.json")
    (t,) = read_transcripts(path)
    assert typed(t.messages) == ["resume todo list file", "oui",
                                 "improve the looks and update the todo list with your detailed plan above"]
    text = "\n".join(m["content"] for m in t.messages)
    assert "Request cancelled." not in text and "Code Assist login required" not in text  # the CLI's notices
    assert kinds(t.messages) == ["read", "read", "search", "read", "read", "read", "shell"]
    (mv,) = [m for m in t.messages if m["kind"] == "tool_result" and m["name"] == "run_shell_command"]
    assert mv["result"] == {"id": "run_shell_command_1771836192346_0", "error": True, "exit_code": None,
                            "refused": True}  # cancelled: it never ran
    assert t.meta["last_activity"] == "2026-02-23T08:57:44.333Z"  # a notice dates nothing


def test_a_jsonl_session_last_record_of_an_id_wins():
    path = shared(f"{WINGORITHM}session-2026-04-25T08-23-e435870b.jsonl")
    assert detect(path).name == "gemini-cli"
    (t,) = read_transcripts(path)
    assert not t.bad and not t.skipped
    assert typed(t.messages) == ["can you connect to postgrest on mcp list",
                                 "check yout connection to the postgres that i specify on mcpServers `postgres`",
                                 "clear"]
    # each message id is appended twice (before and after its calls ran): each call read once
    uses = [m for m in t.messages if m["kind"] == "tool_use"]
    assert [u["call"].get("command") for u in uses] == [
        "mcp list", "gemini mcp list", None, "docker ps",
        'docker exec postgres psql -U postgres -d postgres -c "\\dn"', "docker exec postgres psql -U postgres -l",
        'docker exec postgres psql -U postgres -d postgres -c "CREATE SCHEMA IF NOT EXISTS vibecode;"']
    results = {m["result"]["id"]: m["result"] for m in t.messages if m["kind"] == "tool_result"}
    assert results["ku16wmft"]["exit_code"] == 1 and results["ku16wmft"]["error"]  # "Exit Code: 1"
    assert results["mt5u63mc"]["refused"]  # "User denied execution."
    assert not results["if3r8uu6"]["error"]
    assert "MCP issues detected" not in "\n".join(m["content"] for m in t.messages)


@pytest.mark.parametrize("session,logs", [
    (f"{WINGORITHM}session-2026-04-25T08-23-e435870b.jsonl", f"{WINGORITHM}ticketing-vc__logs.json"),
    (f"{FABIEN}session-2025-10-30T23-33-4c16047e.json", f"{FABIEN}5c810163__logs.json"),
])
def test_typed_is_what_the_prompt_log_says_was_typed(session, logs):
    (t,) = read_transcripts(shared(session))
    said = {e["message"].strip() for e in json.loads(shared(logs).read_text())}
    assert typed(t.messages) and set(typed(t.messages)) <= said


def layout(tmp_path: Path, *, project_root: bool = True, registry: bool = True) -> Path:
    """The wingorithm sample where Gemini CLI keeps it: ~/.gemini/tmp/ticketing-vc/chats/."""
    home = tmp_path / "home" / ".gemini"
    chats = home / "tmp" / "ticketing-vc" / "chats"
    chats.mkdir(parents=True)
    session = chats / "session-2026-04-25T08-23-e435870b.jsonl"
    shutil.copy(shared(f"{WINGORITHM}session-2026-04-25T08-23-e435870b.jsonl"), session)
    shutil.copy(shared(f"{WINGORITHM}ticketing-vc__logs.json"), chats.parent / "logs.json")
    if project_root:
        shutil.copy(shared(f"{WINGORITHM}ticketing-vc__.project_root"), chats.parent / ".project_root")
    if registry:
        shutil.copy(shared(f"{WINGORITHM}projects.json"), home / "projects.json")
    return session


@pytest.mark.parametrize("project_root,registry", [(True, False), (False, True), (True, True)])
def test_the_working_folder_of_a_slug_folder(tmp_path, project_root, registry):
    session = layout(tmp_path, project_root=project_root, registry=registry)
    (t,) = read_transcripts(session)
    assert t.meta["cwd"] == "c:\\beta-project\\vibe engineering\\ticketing-vc"
    assert project_for(t.meta["cwd"]).startswith("ticketing-vc-")


def test_a_slug_folder_with_nothing_to_map_it_is_its_own_project(tmp_path):
    session = layout(tmp_path, project_root=False, registry=False)
    (t,) = read_transcripts(session)
    assert t.meta["cwd"] == str(session.parent.parent)  # ~/.gemini/tmp/ticketing-vc
    assert project_for(t.meta["cwd"]).startswith("ticketing-vc-")


@pytest.mark.parametrize("name,reason", [
    (f"{WINGORITHM}ticketing-vc__logs.json", "a prompt log"),
    (f"{FABIEN}5c810163__logs.json", "a prompt log"),
    ("Sm1tee__dotfiles__2580e113__logs.json", "a prompt log"),
    # Sm1tee's checkpoint-kvantum.json, with no chat recorded beside it, is read (test_unseen23)
])
def test_the_side_files_hold_no_session(name, reason):
    path = shared(name)
    assert gemini_cli.sniff(path)
    with pytest.raises(NotATranscript) as e:
        read_transcripts(path)
    assert e.value.reason == reason and "not a session" in str(e.value)


def other_agents_files() -> list[Path]:
    if not SAMPLES.exists():
        return []
    files = [p for p in sorted(SAMPLES.rglob("*")) if p.is_file() and p.parent != GEMINI and p.parent != SAMPLES]
    # Qwen Code (a fork) writes a logs.json of the very same shape: that one is claimed as a side file
    return [p for p in files if not (p.parent.name == "qwen-code" and p.name.endswith("logs.json"))]


def test_sniff_says_no_to_every_other_agents_files():
    files = other_agents_files()
    if not files:
        pytest.skip("shared/data/agent-transcripts is not here")
    fixtures = [CLAUDE, CODEX, *sorted((FIXTURES / "not_transcripts").iterdir()),
                *sorted((FIXTURES / "malformed").iterdir()),
                *sorted((FIXTURES / "agents" / "qwen-code").rglob("*.json*"))]
    claimed = [p.name for p in [*files, *fixtures] if gemini_cli.sniff(p)]
    assert claimed == []
    assert len(files) > 40


# --- the fixture: the JSONL records, replayed ------------------------------------------

def test_the_fixture_session():
    assert detect(SESSION).name == "gemini-cli"
    (t,) = read_transcripts(SESSION)
    assert t.meta["id"] == "5e1f0c2a-7b3d-4e8f-9a10-2b3c4d5e6f70"
    assert (t.meta["title"], t.meta["title_source"]) == ("Add a --json flag to the list command", "summary")
    assert t.meta["cwd"] == "/home/dev/notes-app"  # .project_root beside chats/
    # the rewound turn ("actually, use yaml instead") and its answer are gone;
    # @file: the text as typed is typed, the file's content beside it is not
    assert typed(t.messages) == ["add a --json flag to the list command", "fix the failing test @tests/test_list.py",
                                 "/commit-msg"]
    text = "\n".join(m["content"] for m in t.messages)
    assert "yaml" not in text.lower() and "MCP issues" not in text and "context window" not in text
    assert "Break the work into steps" not in text  # thoughts
    (files,) = [m for m in t.messages if m["content"].startswith("--- Content from referenced files ---")]
    assert files["role"] == "user" and not files["typed"]
    assert kinds(t.messages) == ["read", "edit", "plan", "write", "shell", "edit", "shell"]
    plan = next(m["call"]["plan"] for m in t.messages if m["kind"] == "tool_use" and m["call"]["tool"] == "plan")
    assert plan == [{"step": "Add the --json flag", "status": "completed"},
                    {"step": "Write a test for it", "status": "in_progress"}]  # the cancelled one is no step
    write = next(m["call"] for m in t.messages if m["kind"] == "tool_use" and m["call"]["tool"] == "write")
    assert write["changes"] == [{"path": "/home/dev/notes-app/tests/test_list.py", "op": "add"}]
    runs = [m["result"] for m in t.messages if m["kind"] == "tool_result" and m["name"] == "run_shell_command"]
    assert runs == [{"id": "c5", "error": True, "exit_code": 1}, {"id": "c7", "error": False, "exit_code": None}]


def test_the_fixture_hash_folder_is_mapped_by_projects_json():
    assert detect(LEGACY).name == "gemini-cli"
    (t,) = read_transcripts(LEGACY)
    assert t.meta["cwd"] == "/home/dev/notes-app"
    assert typed(t.messages) == ["why does `notes list` print nothing?"]  # "Please continue." is the CLI's
    assert kinds(t.messages) == ["read", "search"]
    assert "quota exceeded" not in "\n".join(m["content"] for m in t.messages)


def test_a_helper_agents_session_is_no_session():
    (sub,) = (FIXTURE_TMP / "notes-app" / "chats").glob("*/*.jsonl")
    assert gemini_cli.sniff(sub) and read_transcripts(sub) == []


def test_a_helper_agents_file_beside_its_parents_is_no_session(tmp_path):
    """Before ``kind``, a helper agent (the codebase investigator) ran under its parent's id and
    its chat went to a file of its own beside the parent's, named for its later start: it is no
    session, and its task and the executor's last call are the CLI's words, not typed."""
    sid = "7e1a2b3c-4d5e-4f60-8a7b-9c0d1e2f3a4b"
    chats = tmp_path / "tmp" / "kite" / "chats"
    chats.mkdir(parents=True)
    head = {"sessionId": sid, "projectHash": "cd" * 32, "lastUpdated": "2026-02-25T12:50:00.000Z"}
    parent = chats / f"session-2026-02-25T12-45-{sid[:8]}.json"
    parent.write_text(json.dumps({**head, "startTime": "2026-02-25T12:45:10.000Z", "messages": [
        {"id": "p1", "timestamp": "2026-02-25T12:45:10.000Z", "type": "user", "content": "Map the kite's tests"},
        {"id": "p2", "timestamp": "2026-02-25T12:49:00.000Z", "type": "gemini", "content": "Mapped: 3 suites."}]}))
    helper = chats / f"session-2026-02-25T12-46-{sid[:8]}.json"
    helper.write_text(json.dumps({**head, "startTime": "2026-02-25T12:46:02.000Z", "messages": [
        {"id": "h1", "timestamp": "2026-02-25T12:46:02.000Z", "type": "user",
         "content": "Your task is to do a deep investigation of the codebase to find all relevant files, code "
                    "locations, architectural mental map and insights to solve  for the following user objective:\n"
                    "<objective>\nMap the kite's tests\n</objective>"},
        {"id": "h2", "timestamp": "2026-02-25T12:46:30.000Z", "type": "gemini", "content": "Looking at tests/."},
        {"id": "h3", "timestamp": "2026-02-25T12:47:30.000Z", "type": "user",
         "content": "You have exceeded the maximum number of turns. You have one final chance to complete the task "
                    "with a short grace period. You MUST call `complete_task` immediately."}]}))
    (t,) = read_transcripts(parent)
    assert t.meta["id"] == sid and typed(t.messages) == ["Map the kite's tests"]
    assert read_transcripts(helper) == []
    parent.unlink()  # alone, its file is read, but nothing in it is typed
    (alone,) = read_transcripts(helper)
    assert typed(alone.messages) == []


def test_find_lists_the_json_sessions_only():
    found = gemini_cli.find(HOME)
    assert found == [LEGACY]  # the .jsonl ones every format is offered; logs.json and checkpoints hold none
    assert {p.name for p in expand([HOME])} == {LEGACY.name, SESSION.name, "8a7b6c5d-4e3f-4a1b-9c8d-7e6f5a4b3c2d.jsonl"}


def test_a_json_session_resumed_into_jsonl_is_read_from_the_jsonl(tmp_path):
    chats = tmp_path / "tmp" / "x" / "chats"
    chats.mkdir(parents=True)
    old = chats / LEGACY.name
    shutil.copy(LEGACY, old)
    data = json.loads(LEGACY.read_text())
    lines = [{k: v for k, v in data.items() if k != "messages"}, *data["messages"]]
    old.with_suffix(".jsonl").write_text("".join(json.dumps(r) + "\n" for r in lines))
    assert gemini_cli.find(tmp_path) == []
    with pytest.raises(NotATranscript) as e:
        read_transcripts(old)
    assert "resumed later into" in str(e.value)
    (t,) = read_transcripts(old.with_suffix(".jsonl"))
    assert t.meta["id"] == data["sessionId"]


def test_locations_honour_gemini_cli_home(tmp_path, monkeypatch):
    monkeypatch.setenv("GEMINI_CLI_HOME", str(tmp_path))
    assert gemini_cli.locations() == []
    (tmp_path / ".gemini" / "tmp").mkdir(parents=True)
    assert gemini_cli.locations() == [tmp_path / ".gemini" / "tmp"]


# --- what the CLI writes itself ---------------------------------------------------

def write_jsonl(path: Path, records: list[dict]) -> Path:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text("".join(json.dumps(r) + "\n" for r in records))
    return path


META = {"sessionId": "11111111-2222-4333-8444-555555555555", "projectHash": "ab" * 32,
        "startTime": "2026-05-01T10:00:00.000Z", "lastUpdated": "2026-05-01T10:00:00.000Z", "kind": "main"}


def user(i: str, text: str, ts: str = "2026-05-01T10:00:00.000Z") -> dict:
    return {"id": i, "timestamp": ts, "type": "user", "content": [{"text": text}]}


def said(i: str, text: str, ts: str = "2026-05-01T10:00:01.000Z") -> dict:
    return {"id": i, "timestamp": ts, "type": "gemini", "content": text, "model": "gemini-3-flash-preview"}


def test_synthetic_user_turns_are_not_typed(tmp_path):
    path = write_jsonl(tmp_path / "session-a.jsonl", [
        META,
        user("e", "<session_context>\nThis is the Gemini CLI. We are setting up the context for our chat.\n"
                  "</session_context>"),
        user("u", "tidy the README"),
        said("g", "Done."),
        user("p", "Please continue."),
        user("i", "Here is the user's editor context as a JSON object. This is for your information only.\n"
                  "```json\n{}\n```"),
        user("s", "I ran the following shell command:\n```sh\nls\n```\n\n"
                  "This produced the following result:\n```\nREADME.md\n```"),
        user("h", "and the LICENSE<hook_context>branch: main</hook_context>"),
        user("c", "<state_snapshot>\nThe README is tidy.\n</state_snapshot>"),
    ])
    (t,) = read_transcripts(path)
    assert typed(t.messages) == ["tidy the README", "and the LICENSE"]
    assert [m["content"] for m in t.messages if m["kind"] == "summary"] == [
        "<state_snapshot>\nThe README is tidy.\n</state_snapshot>"]
    assert "<hook_context>branch: main</hook_context>" in [m["content"] for m in t.messages]


def test_a_slash_commands_prompt_is_not_typed_the_command_is(tmp_path):
    """Since January 2026 ``displayContent`` holds the command as typed and ``content`` the
    prompt it sends; before, only the prompt was recorded, and ``logs.json`` has the command."""
    prompt = "Review the code under src/ and list every problem, most serious first."
    new = write_jsonl(tmp_path / "new" / "session-f.jsonl", [
        META, {**user("u1", prompt), "displayContent": [{"text": "/review src"}]}, said("g1", "No problems.")])
    (t,) = read_transcripts(new)
    assert typed(t.messages) == ["/review src"]
    assert [m["typed"] for m in t.messages if m["content"] == prompt] == [False]

    chats = tmp_path / "old" / ".gemini" / "tmp" / "app" / "chats"
    old = write_jsonl(chats / "session-g.jsonl", [
        META, user("u1", prompt, "2026-01-05T10:00:01.200Z"), said("g1", "No problems.", "2026-01-05T10:00:09.000Z"),
        user("u2", "thanks", "2026-01-05T10:01:00.000Z"), said("g2", "You're welcome.", "2026-01-05T10:01:02.000Z"),
        user("u3", "what does main() do?", "2026-01-05T10:30:00.000Z")])
    (chats.parent / "logs.json").write_text(json.dumps([
        {"sessionId": META["sessionId"], "messageId": 0, "type": "user", "message": "/review src",
         "timestamp": "2026-01-05T10:00:01.000Z"},
        {"sessionId": META["sessionId"], "messageId": 1, "type": "user", "message": "thanks",
         "timestamp": "2026-01-05T10:01:00.000Z"}]))
    (t,) = read_transcripts(old)
    # the last prompt is in no log (typed through `gemini -p`, say): still the person's
    assert typed(t.messages) == ["/review src", "thanks", "what does main() do?"]
    assert [m["typed"] for m in t.messages if m["content"] == prompt] == [False]
    (chats.parent / "logs.json").unlink()
    (t,) = read_transcripts(old)
    assert typed(t.messages) == [prompt, "thanks", "what does main() do?"]  # without the log it cannot tell


def test_the_prompt_log_beside_a_real_session_changes_nothing_typed(tmp_path):
    (alone,) = read_transcripts(shared(f"{WINGORITHM}session-2026-04-25T08-23-e435870b.jsonl"))
    (beside,) = read_transcripts(layout(tmp_path))
    assert typed(beside.messages) == typed(alone.messages)


def test_a_rebuilt_list_keeps_what_was_typed_and_adds_untyped_turns(tmp_path):
    """``$set: {messages}`` (the CLI syncing its history): turns it had already recorded keep
    their place; turns new to the file (a summary, a context turn) are the CLI's."""
    path = write_jsonl(tmp_path / "session-b.jsonl", [
        META, user("u1", "first request"), said("g1", "First answer."), user("u2", "second request"),
        {"$set": {"messages": [user("n1", "Everything so far, summarized."), said("n2", "Got it."),
                               user("u2", "second request")], "lastUpdated": "2026-05-01T10:05:00.000Z"}},
        said("g2", "Second answer.", "2026-05-01T10:06:00.000Z"),
    ])
    (t,) = read_transcripts(path)
    assert [m["content"] for m in t.messages] == ["Everything so far, summarized.", "Got it.", "second request",
                                                  "Second answer."]
    assert typed(t.messages) == ["second request"]


def test_a_rewind_to_an_unknown_id_clears_the_list(tmp_path):
    path = write_jsonl(tmp_path / "session-c.jsonl", [
        META, user("u1", "one"), said("g1", "One."), {"$rewindTo": "nope"}, user("u2", "two"), said("g2", "Two."),
    ])
    (t,) = read_transcripts(path)
    assert [m["content"] for m in t.messages] == ["two", "Two."]


def test_directories_name_the_folder_when_nothing_else_does(tmp_path):
    path = write_jsonl(tmp_path / "session-d.jsonl", [
        {**META, "directories": ["/srv/app", "/srv/lib"]}, user("u1", "hello"), said("g1", "Hi."),
    ])
    (t,) = read_transcripts(path)
    assert t.meta["cwd"] == "/srv/app"


def test_only_notices_is_no_session(tmp_path):
    path = write_jsonl(tmp_path / "session-e.jsonl", [
        META,
        {"id": "i", "timestamp": "2026-05-01T10:00:00.000Z", "type": "info", "content": "Reloading MCP servers..."},
        {"$set": {"lastUpdated": "2026-05-01T10:00:00.000Z"}},
    ])
    assert gemini_cli.sniff(path)
    with pytest.raises(NotATranscript) as e:
        read_transcripts(path)
    assert e.value.reason == "no turns"


# --- bad input ----------------------------------------------------------------------

def test_a_bad_line_mid_file_is_named_and_the_rest_read(tmp_path):
    lines = SESSION.read_text().splitlines()
    lines[5] = lines[5][:40]  # line 6 cut short
    path = tmp_path / SESSION.name
    path.write_text("\n".join(lines) + "\n")
    (t,) = read_transcripts(path)
    assert [str(p) for p in t.bad] == [f"{path}:6: not JSON (Unterminated string starting at)"]
    assert typed(t.messages)[0] == "add a --json flag to the list command"
    with pytest.raises(IngestError, match=":6:"):
        read_transcripts(path, strict=True)


def test_a_message_of_a_shape_not_known_is_named(tmp_path):
    data = json.loads(LEGACY.read_text())
    data["messages"][2]["content"] = 42
    path = tmp_path / LEGACY.name
    path.write_text(json.dumps(data, indent=2))
    (t,) = read_transcripts(path)
    (problem,) = t.bad
    # the line the message's id is on in the file
    assert problem.line == next(n for n, line in enumerate(path.read_text().splitlines(), 1) if '"l-g2"' in line)
    assert str(problem).endswith("content that is neither text nor a list of parts")
    assert typed(t.messages) == ["why does `notes list` print nothing?"]


def run(*args: str):
    return CliRunner().invoke(cli, [*args])


def test_a_truncated_session_file_is_one_clear_line(tmp_path):
    path = tmp_path / "session-2026-01-01T00-00-deadbeef.json"
    path.write_text(LEGACY.read_text()[:300])
    r = run("ingest", str(path), "--store", str(tmp_path / "store"), "--project", "x")
    assert r.exit_code == 1 and "Traceback" not in r.output
    (line,) = r.output.strip().splitlines()
    assert line.startswith("Error: ") and path.name in line


# --- through the CLI -------------------------------------------------------------

def test_the_cli_ingests_seals_and_digests(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    root = tmp_path / "store"
    first = run("ingest", str(HOME / ".gemini"), "--store", str(root))
    assert first.exit_code == 0, first.output
    assert "(2 new or changed)" in first.stderr
    again = run("ingest", str(HOME / ".gemini"), "--store", str(root))
    assert again.exit_code == 0 and "(0 new or changed)" in again.stderr
    (project,) = [p.name for p in root.iterdir() if p.is_dir()]
    assert project.startswith("notes-app-")  # the recorded working folder's project
    store = Store(root, project)
    assert {s["id"] for s in store.sessions()} == {"5e1f0c2a-7b3d-4e8f-9a10-2b3c4d5e6f70",
                                                   "0a1b2c3d-1111-4222-8333-444455556666"}
    assert run("seal", "--all", "--store", str(root), "--project", project).exit_code == 0
    digest = run("digest", "--raw", "--store", str(root), "--project", project)
    assert digest.exit_code == 0, digest.output
    recently = [line for line in digest.stdout.splitlines() if "· Add a --json flag" in line]
    (line,) = recently
    assert "created tests/test_list.py; edited src/cli.py; `python -m pytest -q` passed; plan 1 of 2 done." in line.lower()


def test_the_cli_ingests_a_real_layout(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    session = layout(tmp_path)
    root = tmp_path / "store"
    home = session.parents[3]
    assert run("ingest", str(home), "--store", str(root)).exit_code == 0
    again = run("ingest", str(home), "--store", str(root))
    assert again.exit_code == 0 and "(0 new or changed)" in again.stderr
    (project,) = [p.name for p in root.iterdir() if p.is_dir()]
    assert project.startswith("ticketing-vc-")
    assert run("seal", "--all", "--store", str(root), "--project", project).exit_code == 0
    digest = run("digest", "--raw", "--store", str(root), "--project", project).stdout
    (line,) = [line for line in digest.splitlines() if "can you connect to postgrest" in line]
    # It edited no file, but its psql command created a schema: that is a change.
    assert "ran `psql` with CREATE SCHEMA" in line and "no changes" not in line


def test_the_a2a_servers_files(tmp_path):
    """Gemini CLI's A2A server (Cloud Shell's agent) names every chat "a2a-server": a file of
    it holding only its injected <session_context> turn is no session, and two files with
    turns are two sessions, told apart by the start time in their names."""
    context = ("<session_context>\nThis is the Gemini CLI. We are setting up the context for our chat.\n"
               "- **Workspace Directories:**\n  - /home/dev/journal\n</session_context>")
    a2a = {**META, "sessionId": "a2a-server", "startTime": "2026-09-02T09:08:14.096Z"}
    chats = tmp_path / ".gemini" / "tmp" / "journal" / "chats"
    only = write_jsonl(chats / "session-2026-09-02T09-08-a2a-serv.jsonl", [
        a2a, {"$set": {"messages": [user("d1", context, "2026-09-02T09:08:14.097Z")],
                       "lastUpdated": "2026-09-02T09:08:14.097Z"}}])
    with pytest.raises(NotATranscript, match="without a turn"):
        read_transcripts(only)
    ids = []
    for stamp in ("2026-09-02T10-15", "2026-09-02T13-24"):
        path = write_jsonl(chats / f"session-{stamp}-a2a-serv.jsonl",
                           [a2a, user("u1", "add a /health route"), said("g1", "Added it.")])
        (t,) = read_transcripts(path)
        ids.append(t.meta["id"])
    assert ids == ["a2a-server-2026-09-02T10-15", "a2a-server-2026-09-02T13-24"]
    # The CLI's own random ids are kept as they are.
    (t,) = read_transcripts(write_jsonl(chats / "session-2026-09-02T14-00-11111111.jsonl",
                                        [META, user("u1", "hi"), said("g1", "Hello")]))
    assert t.meta["id"] == META["sessionId"]


def test_a_shell_command_the_tool_blocked_never_ran(tmp_path):
    """The shell tool refuses a command holding $(...), backticks or <(...) and says so in its
    output, with the status "success" (an unseen shtiya-os session): the command never ran."""
    blocked = ("Command injection detected: command substitution syntax ($(), backticks, <() or >()) found in "
               "command arguments. On PowerShell, @() array subexpressions and $() subexpressions are also "
               "blocked. This is a security risk and the command was blocked.")
    calls = [{"id": "c1", "name": "run_shell_command", "args": {"command": "cat << 'EOF' > p.txt\n$(x)\nEOF"},
              "status": "success", "timestamp": "2026-06-09T08:53:34.257Z",
              "result": [{"functionResponse": {"id": "c1", "name": "run_shell_command",
                                               "response": {"output": blocked}}}],
              "resultDisplay": "Blocked: command substitution detected in shell command."},
             {"id": "c2", "name": "run_shell_command", "args": {"command": "echo blocked"},
              "status": "success", "timestamp": "2026-06-09T08:53:35.000Z",
              "result": [{"functionResponse": {"id": "c2", "name": "run_shell_command",
                                               "response": {"output": "Output: blocked\nExit Code: 0"}}}]}]
    path = write_jsonl(tmp_path / "chats" / "session-2026-06-09T08-50-55b29702.jsonl", [
        META, user("u1", "write the prompt file"),
        {**said("g1", ""), "toolCalls": calls}])
    (t,) = read_transcripts(path)
    results = {m["result"]["id"]: m["result"] for m in t.messages if m["kind"] == "tool_result"}
    assert results["c1"]["refused"] is True and results["c1"]["error"] is True
    assert results["c2"] == {"id": "c2", "error": False, "exit_code": 0}


def test_a_json_file_is_looked_at_once_for_gemini_cli_and_qwen_code(monkeypatch):
    """Both formats sniff a ``.json`` file by ``kind_of``; within one look its head is read once."""
    from lc_memory.ingest import qwen_code
    from lc_memory.ingest.common import one_look

    sample = next(p for p in sorted((SHARED_DATA / "agent-transcripts" / "gemini-cli").iterdir()) if p.suffix == ".json")
    calls = []
    real = gemini_cli._kind_of
    monkeypatch.setattr(gemini_cli, "_kind_of", lambda path: calls.append(path) or real(path))
    with one_look():
        gemini_cli.sniff(sample)
        qwen_code.sniff(sample)
    assert len(calls) == 1
    gemini_cli.sniff(sample)
    qwen_code.sniff(sample)  # outside a look: each time
    assert len(calls) == 3


def test_gemini_code_assists_editor_context_after_the_typed_words_is_not_typed(tmp_path):
    """Gemini Code Assist's agent mode (Cloud Shell's editor, unseen round 7: a real session in
    this shape) puts the active file, the files picked and the chat before after the words."""
    first = ("**firebase.json** **index.html**  make progress\nCurrent File Path:\n```json\n"
             "/home/ak/firebase.json\n```\n\n\nUser Selected Files:\n- /home/ak/public/index.html\n\n\n\n\n"
             " PRIOR CHAT HISTORY: make application login and [to do the bloging] with the UI\n\n")
    second = "are we done with the web app\nCurrent File Path:\n```html\n/home/ak/public/index.html\n```\n\n"
    path = write_jsonl(tmp_path / "chats" / "session-2026-05-09T16-10-cbd72613.jsonl", [
        META, user("u1", first), said("g1", "I'll add a login page."),
        user("u2", second, "2026-05-01T10:05:00.000Z"), said("g2", "Yes.", "2026-05-01T10:05:09.000Z"),
        user("u3", "what does the Current File Path: line mean?", "2026-05-01T10:06:00.000Z")])
    (t,) = read_transcripts(path)
    assert typed(t.messages) == ["**firebase.json** **index.html**  make progress", "are we done with the web app",
                                 "what does the Current File Path: line mean?"]
    context = [m["content"] for m in t.messages if m["role"] == "user" and not m["typed"]]
    assert context[0].startswith("Current File Path:\n```json\n/home/ak/firebase.json") and "PRIOR CHAT" in context[0]
    assert context[1] == "Current File Path:\n```html\n/home/ak/public/index.html\n```"
    assert gemini_cli.own_words(first) == "**firebase.json** **index.html**  make progress"


@pytest.mark.parametrize("name,args,error", [
    ("run_shell_command", {"command": "dotnet build App.slnx", "dir_path": "C:\\Repos\\App"},
     "Directory 'C:\\Repos\\App' is not within any of the registered workspace directories."),
    ("run_shell_command", {"command": "docker-compose up -d && docker-compose exec app make"},
     "Command rejected because it could not be parsed safely"),
    ("replace", {"file_path": "C:\\Repos\\App\\a.cs", "old_string": "a", "new_string": "b"},
     "File path must be within one of the workspace directories: C:\\Repos\\App\\Web"),
])
def test_a_call_the_tool_refused_before_it_ran_never_ran(tmp_path, name, args, error):
    """A folder or file outside the workspace's folders, or a command the shell tool could not
    parse, is refused by the tool, its response an ``error`` (unseen round 11's shares): the
    call never ran, so no build "failed" and no file was written."""
    calls = [{"id": "c1", "name": name, "args": args, "status": "error", "timestamp": "2026-06-09T08:53:34.257Z",
              "result": [{"functionResponse": {"id": "c1", "name": name, "response": {"error": error}}}]}]
    path = write_jsonl(tmp_path / "chats" / "session-2026-06-09T08-50-55b29702.jsonl", [
        META, user("u1", "build it"), {**said("g1", ""), "toolCalls": calls}])
    (t,) = read_transcripts(path)
    (result,) = [m["result"] for m in t.messages if m["kind"] == "tool_result"]
    assert result["refused"] is True
