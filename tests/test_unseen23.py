"""Readings of issue 35's unseen round 23 (Crush databases and a Gemini CLI home of July 2025)
and round 22's poor lines: a ``/chat save`` checkpoint with no chat recorded beside it, Crush's
own prompt stopped or left mid-work. Small sessions of the real shape (invented rows and words)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from lc_memory.ingest import gemini_cli
from lc_memory.ingest.base import read_transcripts
from lc_memory.ingest.common import NotATranscript
from lc_memory.write.extract import extract_offline

from tests.messages import injected, said, tool_result, typed

SHARED = Path(__file__).resolve().parents[2] / "shared" / "data" / "agent-transcripts" / "gemini-cli"

# July 2025: the CLI recorded no chats/ folder; `/chat save mine` wrote this list beside logs.json
_SETUP = ("This is the Gemini CLI. We are setting up the context for our chat.\n"
          "  Today's date is Monday, July 14, 2025.\n  My operating system is: linux\n"
          "  I'm currently working in the directory: /home/mira/kiosk\n"
          "  Showing up to 200 items (files + folders).\n\n/home/mira/kiosk/\n├───menu.py\n└───README.md")


def _checkpoint() -> list[dict]:
    return [
        {"role": "user", "parts": [{"text": _SETUP}]},
        {"role": "model", "parts": [{"text": "Got it. Thanks for the context!"}]},
        {"role": "user", "parts": [{"text": "add a price column to the menu table"}]},
        {"role": "model", "parts": [{"functionCall": {"name": "write_file", "args": {
            "file_path": "/home/mira/kiosk/menu.py", "content": "PRICES = {}\n"}}}]},
        {"role": "user", "parts": [{"functionResponse": {
            "id": "write_file-1752480000000-0a1b2c", "name": "write_file",
            "response": {"output": "Successfully overwrote file: /home/mira/kiosk/menu.py"}}}]},
        {"role": "model", "parts": [{"text": "I added a price column to `menu.py`."}]},
        {"role": "user", "parts": [{"text": "thanks, that works"}]},
    ]


def _home(tmp_path: Path) -> Path:
    folder = tmp_path / ".gemini" / "tmp" / "5e1c"
    folder.mkdir(parents=True)
    (folder / "logs.json").write_text(json.dumps([{"sessionId": "s1", "messageId": 0, "type": "user",
                                                   "message": "add a price column to the menu table",
                                                   "timestamp": "2025-07-14T08:00:00.000Z"}]))
    return folder


def test_a_checkpoint_with_no_chat_recorded_beside_it_is_read_as_a_session(tmp_path):
    # round 23 dev (Gemini CLI, July 2025): the home held logs.json and checkpoint.json, no chats/
    # (the CLI recorded none yet): "no transcript files found", the only copy of a day's work lost
    folder = _home(tmp_path)
    saved = folder / "checkpoint-mine.json"
    saved.write_text(json.dumps(_checkpoint()))
    (folder / "checkpoint.json").write_text(json.dumps(_checkpoint()))  # `/chat save` with no tag: the same list
    assert gemini_cli.lone_checkpoint(saved)
    assert gemini_cli.find(tmp_path) == sorted([folder / "checkpoint-mine.json", folder / "checkpoint.json"])
    (t,) = read_transcripts(saved)
    assert t.meta["format"] == "gemini-cli" and t.meta["cwd"] == "/home/mira/kiosk"
    assert [m["content"] for m in t.messages if m.get("typed")] == [
        "add a price column to the menu table", "thanks, that works"]
    calls = [m["call"] for m in t.messages if m.get("kind") == "tool_use"]
    assert calls and calls[0]["tool"] == "write"
    # the two copies of one chat are one session
    (u,) = read_transcripts(folder / "checkpoint.json")
    assert u.meta["id"] == t.meta["id"]
    # the chat it copies, recorded beside it: still a copy, named and skipped
    (folder / "chats").mkdir()
    (folder / "chats" / "session-2025-07-14T08-00-0a1b2c3d.json").write_text("{}")
    assert not gemini_cli.lone_checkpoint(saved)
    with pytest.raises(NotATranscript) as e:
        read_transcripts(saved)
    assert e.value.reason == "a saved chat"


def test_the_shared_checkpoint_of_july_2025_is_a_session():
    path = SHARED / "Sm1tee__dotfiles__checkpoint-kvantum.json"
    if not path.exists():
        pytest.skip("shared/data/agent-transcripts is not here")
    (t,) = read_transcripts(path)
    typed = [m for m in t.messages if m.get("typed")]
    assert typed and t.meta["cwd"].startswith("/home/")
    assert not any("We are setting up the context" in m["content"] for m in typed)


# Crush's `/init` prompt, as a 2025 build words it (its own words, never typed): a request the
# person chose in Crush's dialog
_INIT = ("Please analyze this codebase and create a **NOTES.md** file containing:\n\n- Build/lint/test commands\n"
         "- Code style guidelines\n\nIf there's already a NOTES.md, improve it.")
_STOP = "[Request interrupted by user]"


def _read(ident: str, path: str) -> list[dict]:
    return [{"role": "assistant", "kind": "tool_use", "content": path,
             "call": {"id": ident, "tool": "read", "paths": [path]}},
            tool_result(ident, "1| [project]\n2| name = \"kiosk\"")]


def test_the_agents_own_request_stopped_before_any_answer_is_said():
    # round 23 dev (Crush): the init prompt, then the person's stop, nothing back (or only calls):
    # "No outcome recorded."
    for session in ([injected(_INIT), injected(_STOP)],
                    [injected(_INIT), *_read("c1", "/srv/kiosk/pyproject.toml"), injected(_STOP)]):
        line = extract_offline({"format": "crush"}, session).outcome
        assert line == "The person stopped the request before any answer; no changes.", line
    # nothing asked at all, only the stop: no request to speak of
    assert extract_offline({"format": "crush"}, [injected(_STOP)]).outcome == "No outcome recorded."


def test_the_agents_own_request_worked_on_and_left_unanswered_is_said():
    # round 22 held, spent (graded once at 781e8c1; Crush): the init prompt, five reads and
    # searches, and the database ends there: "No outcome recorded."
    session = [injected(_INIT), said("I'll read the project's files and write NOTES.md."),
               *_read("c1", "/srv/kiosk/pyproject.toml"), *_read("c2", "/srv/kiosk/Makefile")]
    line = extract_offline({"format": "crush"}, session).outcome
    assert line == "The agent worked on the request, then the session ended before it answered; no changes.", line
    line = extract_offline({"format": "crush"}, [*session, injected(_STOP)]).outcome
    assert line == "The agent worked on the request, then the person stopped it; no changes.", line


def _wrote(ident: str, path: str) -> list[dict]:
    return [{"role": "assistant", "kind": "tool_use", "content": path,
             "call": {"id": ident, "tool": "write", "paths": [path], "changes": [{"path": path, "op": "add"}]}},
            tool_result(ident, "File written")]


def test_a_list_under_a_lead_that_reports_the_work_is_said_by_its_lead():
    # round 22 held, spent (graded once at 781e8c1; Crush): "The necessary files ... have been
    # created:\n\n1. **Makefile**: Provides build ..." was quoted as its first item, a fragment
    session = [typed("set up the build for the scheduler: a makefile and whatever else go needs"),
               *_wrote("w1", "/srv/sched/Makefile"), *_wrote("w2", "/srv/sched/go.mod"),
               said("The build setup for the scheduler has been completed:\n\n1. **Makefile**: Builds, tests and "
                    "lints the `sched` binary.\n2. **go.mod**: Declares the module and its two dependencies.\n\n"
                    "Run `make build` to build it.")]
    line = extract_offline({"format": "crush"}, session).outcome
    assert line.startswith("The build setup for the scheduler has been completed."), line
    assert "Builds, tests" not in line
    # a list the lead only announces ("This module includes:") still gives its lead alone; a lead
    # of what the agent will do is no report
    for closing in ("I've also added these targets:\n- build\n- test\n",):
        line = extract_offline({"format": "crush"}, [*session[:-1], said(closing)]).outcome
        assert line.startswith("I've also added these targets."), line


def test_a_title_that_is_only_a_greeting_is_no_topic_of_the_agents_work():
    # round 23 dev (Crush): the init prompt failed on the provider, the person typed "hello"
    # twice (Crush titled the session "hello"), and the agent went on with the init's search:
    # 'Explored "hello"'
    session = [injected(_INIT), said("API Error: 402 Payment Required"), typed("hey there"),
               said("I'll look for the project's conventions first."), *_read("c1", "/srv/kiosk/setup.cfg")]
    line = extract_offline({"format": "crush", "title": "Hey There"}, session).outcome
    assert line == "The agent worked on the request, then the session ended before it answered; no changes.", line
    # a title of the person's ask stays the topic
    asked = [*session[:2], typed("where are the kiosk settings read?"), *session[3:]]
    line = extract_offline({"format": "crush", "title": "Where are the kiosk settings read?"}, asked).outcome
    assert line.startswith('Explored "where are the kiosk settings read"'), line
    # with no call made, a greeting that got only the provider's error is still said as asked
    line = extract_offline({"format": "aider", "title": "hey there"},
                           [typed("hey there"), said("API Error: 429 Too Many Requests")]).outcome
    assert line.startswith('Asked "hey there"'), line


def test_the_agents_own_request_left_at_its_next_step_says_so():
    # round 23 dev (Crush): the init prompt, one read, "I've reviewed `package.json`. Next, I'll
    # check ..." and the database ends (the model wrote its next call as text): the line read
    # as a finished review
    session = [injected(_INIT), *_read("c1", "/srv/kiosk/pyproject.toml"),
               said("I've looked at `pyproject.toml`. Next, I'll check the lint settings and the test layout.")]
    line = extract_offline({"format": "crush"}, session).outcome
    assert line == ("I've looked at `pyproject.toml`. No changes; the session ended before the agent's next step."), line
    # a closing that states the result, or a request the person typed, reads as before
    done = [*session[:-1], said("I've looked at `pyproject.toml`. It holds no lint settings.")]
    assert "next step" not in extract_offline({"format": "crush"}, done).outcome
    asked = [typed("what does pyproject.toml set up for lint?"), *session[1:]]
    assert "next step" not in extract_offline({"format": "crush"}, asked).outcome


def test_a_call_the_person_refused_in_a_checkpoint_never_ran(tmp_path):
    # the shared sample of July 2025 (a checkpoint): the person said no to an edit, recorded only
    # as the response "[Operation Cancelled] Reason: User did not allow tool call": the line said
    # "The write to ... failed"
    folder = _home(tmp_path)
    items = _checkpoint()
    items[4] = {"role": "user", "parts": [{"functionResponse": {
        "id": "write_file-1752480000000-0a1b2c", "name": "write_file",
        "response": {"error": "[Operation Cancelled] Reason: User did not allow tool call"}}}]}
    items[5] = {"role": "model", "parts": [{"text": "Understood, I left `menu.py` as it was."}]}
    saved = folder / "checkpoint-no.json"
    saved.write_text(json.dumps(items[:6]))
    (t,) = read_transcripts(saved)
    (result,) = [m["result"] for m in t.messages if m.get("kind") == "tool_result"]
    assert result["refused"] and result["error"]
    line = extract_offline({"format": "gemini-cli"}, t.messages).outcome
    assert "was refused or interrupted" in line and "failed" not in line, line


def test_the_agent_describing_its_own_tools_is_no_outcome():
    # round 23 held, spent (graded once at 87e0d30; Crush): a greeting and a vague question got
    # "The tools available include file manipulation, search ...", quoted as the line
    session = [typed("hola"), said("Hi! What can I do for you?"), typed("ok, and how far can you go?"),
               said("The tools available include file editing, search and shell commands, each with size and time "
                    "limits. What would you like to do?")]
    line = extract_offline({"format": "crush"}, session).outcome
    assert "tools available" not in line and line.endswith("no changes."), line
    # a report of what was done stays the line
    done = [*session[:3], said("I listed the scripts folder: it holds three shell scripts.")]
    assert extract_offline({"format": "crush"}, done).outcome.startswith("I listed the scripts folder")
