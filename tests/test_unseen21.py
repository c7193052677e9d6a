"""Readings of issue 35's round-21 unseen transcripts (session 62) and round 20's held misses: an
Aider session whose every reply was the provider's error while the person ran a command of their
own, and an ask typed as a form ("Role: ..." over the request). Small sessions of the real shape
(invented rows, words in the real transcripts' manner)."""

from __future__ import annotations

from pathlib import Path

from lc_memory.ingest import aider
from lc_memory.write.activity import request_text
from lc_memory.write.extract import extract_offline

from tests.messages import shell_call, tool_result

# A launch whose model the provider does not know: every request gets litellm's 404, and between
# two of them the person runs a git command of their own with /run.
_NOT_FOUND = ('> litellm.NotFoundError: NotFoundError: OpenrouterException - {"error":{"message":'
              '"No endpoints found for acme/pocket-coder:free.","code":404}}  ')
_ERRORS_ONLY = f"""
# aider chat started at 2025-06-02 14:20:11

> /home/kim/.local/bin/aider --model openrouter/acme/pocket-coder:free  
> Aider v0.84.0  
> Model: openrouter/acme/pocket-coder:free with whole edit format  
> Git repo: .git with 40 files  

#### add a dark mode switch to the settings page  
{_NOT_FOUND}

#### /run git config --global user.name "Kim Lee"  
> Add 0.0k tokens of command output to the chat? (Y)es/(N)o [Yes]: n  

#### try again please  
{_NOT_FOUND}

#### !git status  
> Add 0.1k tokens of command output to the chat? (Y)es/(N)o [Yes]: n  
"""


def _read(tmp_path: Path, text: str):
    (tmp_path / aider.HISTORY).write_text(text, encoding="utf-8")
    (transcript,) = aider.read(tmp_path / aider.HISTORY)
    return transcript


def test_a_command_the_person_ran_is_no_answer_when_every_reply_was_the_providers_error(tmp_path):
    t = _read(tmp_path, _ERRORS_ONLY)
    calls = [m["call"] for m in t.messages if m["kind"] == "tool_use"]
    # the person's /run and ! stay calls (what ran in the project), marked as theirs
    assert [(c["command"], c.get("by")) for c in calls] == [('git config --global user.name "Kim Lee"', "person"),
                                                              ("git status", "person")]
    outcome = extract_offline(t.meta, t.messages).outcome
    assert outcome == ('Asked "add a dark mode switch to the settings page"; the agent stopped on an API or '
                       "usage-limit error; no changes.")


def test_a_command_the_agent_suggested_still_counts_as_its_call(tmp_path):
    # aider's "Running X" after the model's shell block is the agent's call: it answered
    text = """
# aider chat started at 2025-06-03 09:01:00

> Aider v0.84.0  

#### show me how big the log folder is  

Run this:

```bash
du -sh logs
```

> Tokens: 1.2k sent, 40 received.  
> du -sh logs  
> Run shell command? (Y)es/(N)o/(D)on't ask again [Yes]: y  
> Running du -sh logs  
"""
    t = _read(tmp_path, text)
    assert [m["call"].get("by") for m in t.messages if m["kind"] == "tool_use"] == [None]
    assert "API or usage-limit" not in extract_offline(t.meta, t.messages).outcome


def test_a_forms_fields_are_no_words_of_the_ask():
    assert request_text("Role: Backend Engineer\n\nBuild the signup endpoint with email checks.") == (
        "Build the signup endpoint with email checks.")
    # the field that holds the ask gives its words; short fields before it are left out
    assert request_text("Role: Backend Engineer\nStack: FastAPI, Postgres\nTask: Build the signup endpoint "
                        "with email checks") == "Build the signup endpoint with email checks"
    assert request_text("Import: orders.csv\nthen chart the weekly totals") == "then chart the weekly totals"
    # a form of fields only, a single field, a sentence after a colon, and an all-caps TODO stay as typed
    assert request_text("Name: Weather widget\nStack: React") == "Name: Weather widget\nStack: React"
    assert request_text("Role: Backend Engineer") == "Role: Backend Engineer"
    assert request_text("Note: the tests are slow.\nmake them faster") == "Note: the tests are slow.\nmake them faster"
    assert request_text("TODO: login\nwire the form to the API") == "TODO: login\nwire the form to the API"


def test_a_form_typed_ask_is_quoted_by_its_request():
    def u(text: str) -> dict:
        return {"role": "user", "kind": "text", "content": text, "typed": True}

    answer = {"role": "assistant", "kind": "text",
              "content": "Here is how you could do it: first add a route, then check the address, then save it."}
    outcome = extract_offline({"format": "aider"}, [u("Role: Backend Engineer\n\nBuild the signup endpoint with "
                                                     "email checks."), answer]).outcome
    assert "Role" not in outcome
    assert '"Build the signup endpoint with email checks"' in outcome


def test_names_pasted_above_the_ask_are_no_words_of_it():
    assert request_text("Home Garden\nPet Care\nTravel Tips\n\nWrite a short guide about 'Pet Care' with three "
                        "chapters") == "Write a short guide about 'Pet Care' with three chapters"
    # short lines in lower case are the ask itself; no blank line, no block
    assert request_text("fix the login\nand the signup\n\nthey both crash when the email is empty").startswith(
        "fix the login")
    assert request_text("Home Garden\nPet Care\nWrite a short guide about pets") == (
        "Home Garden\nPet Care\nWrite a short guide about pets")


def test_an_aside_in_brackets_is_no_outcome():
    messages = [{"role": "user", "kind": "text", "content": "which folder am I in?", "typed": True},
                shell_call("c1", "pwd"), tool_result("c1", "/home/lee"),
                {"role": "assistant", "kind": "text",
                 "content": "You are in `/home/lee`. (Note: I work in the `garden-app` folder for edits, but the "
                            "shell process reports the absolute path)."}]
    outcome = extract_offline({"format": "gemini-cli"}, messages).outcome
    assert "(Note:" not in outcome


def _claude_lines(tmp_path: Path, records: list[tuple[str, object, dict]]) -> Path:
    import json
    sid, cwd = "3b9e1f20-5c4d-4e6f-8a7b-000000000021", "/Users/pat/work/probe"
    lines = [json.dumps({"type": kind, "sessionId": sid, "cwd": cwd, "uuid": f"u{i}",
                         "timestamp": "2026-04-02T09:10:00.000Z", "message": {"role": kind, "content": content},
                         **extra})
             for i, (kind, content, extra) in enumerate(records, 1)]
    path = tmp_path / f"{sid}.jsonl"
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    return path


def test_claude_codes_answer_to_an_unknown_slash_command_is_not_typed(tmp_path):
    from lc_memory.ingest import claude_code
    caveat = ("<local-command-caveat>Caveat: The messages below were generated by the user while running local "
              "commands. DO NOT respond to these messages or otherwise consider them in your response unless the "
              "user explicitly asks you to.</local-command-caveat>")
    path = _claude_lines(tmp_path, [("user", caveat, {"isMeta": True}), ("user", "Unknown skill: quota", {}),
                                    ("user", "show me the quota of this month", {})])
    (t,) = claude_code.read(path)
    assert [m["content"] for m in t.messages if m.get("typed")] == ["show me the quota of this month"]


def test_a_request_the_person_stopped_at_the_agents_first_call_says_so(tmp_path):
    from lc_memory.ingest import claude_code
    no = ("The user doesn't want to proceed with this tool use. The tool use was rejected (eg. if it was a file edit, "
          "the new_string was NOT written to the file)\nSTOP what you are doing and wait for the user to tell you how "
          "to proceed.")
    path = _claude_lines(tmp_path, [
        ("user", "map the billing module and write what it does to docs/billing.md", {}),
        ("assistant", [{"type": "tool_use", "id": "t1", "name": "Task",
                        "input": {"description": "Explore billing", "prompt": "Read the billing module."}}], {}),
        ("user", [{"type": "tool_result", "tool_use_id": "t1", "is_error": True, "content": no}], {}),
        ("user", [{"type": "text", "text": "[Request interrupted by user for tool use]"}], {})])
    (t,) = claude_code.read(path)
    assert extract_offline(t.meta, t.messages).outcome == (
        'Asked "map the billing module and write what it does to docs/billing.md"; the person stopped the request '
        "at the agent's call; no changes.")


def test_a_codex_turn_the_person_stopped_is_said_stopped(tmp_path):
    import json

    from lc_memory.ingest import codex
    rows = [{"timestamp": "2026-04-08T16:15:49.807Z", "type": "session_meta",
             "payload": {"id": "019d6de0-0000-7000-8000-000000000021", "timestamp": "2026-04-08T16:15:49.807Z",
                         "cwd": "/Users/pat/work/queue", "originator": "codex-tui", "cli_version": "0.118.0"}}]

    def said(text: str) -> dict:
        return {"timestamp": "2026-04-08T16:16:00.000Z", "type": "response_item",
                "payload": {"type": "message", "role": "user", "content": [{"type": "input_text", "text": text}]}}

    rows += [said("refresh the lock file"),
             said("<turn_aborted>\nThe user interrupted the previous turn on purpose. Any running unified exec "
                  "processes may still be running in the background.\n</turn_aborted>")]
    path = tmp_path / "rollout-2026-04-08T16-15-49-019d6de0.jsonl"
    path.write_text("".join(json.dumps(r) + "\n" for r in rows), encoding="utf-8")
    (t,) = codex.read(path)
    assert [m["content"] for m in t.messages if m.get("typed")] == ["refresh the lock file"]
    assert extract_offline(t.meta, t.messages).outcome == (
        'Asked "refresh the lock file"; the person stopped it before any answer; no changes.')


def test_a_command_the_person_ran_is_no_topic(tmp_path):
    # round 20 held: a person's '/git ...' quoted as the topic of a session whose ask came after it
    text = """
# aider chat started at 2025-07-11 10:02:00

> Aider v0.85.1  

#### /run npm install express body-parser cors  
> Add 0.3k tokens of command output to the chat? (Y)es/(N)o [Yes]: n  

#### why does the server stop right after it starts?  

Here is how you could fix it: first move the `listen` call out of the test-only block, then start it again.

> Tokens: 1.4k sent, 80 received.  
"""
    t = _read(tmp_path, text)
    outcome = extract_offline(t.meta, t.messages).outcome
    assert "npm install" not in outcome
    assert outcome == 'Explored "why does the server stop right after it starts"; no changes.'
