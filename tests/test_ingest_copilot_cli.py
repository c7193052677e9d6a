"""GitHub Copilot CLI sessions (``~/.copilot/session-state/<id>/events.jsonl``) into the store.

The real samples in ../shared/data/agent-transcripts/copilot-cli have no licence: they are
read in place (the tests skip without them), never copied. The counts below were taken by
hand, reading each file's ``user.message`` events with ``jq``: what the person typed is
``data.content``; what Copilot wrapped around it (``transformedContent``; in the March 2026
build, ``<reminder>`` / ``<attachments>`` / ``<userRequest>`` written into ``content``
itself) is not, nor the same words sent again after a resume. Neither sample holds a tool
call (one ran out of quota, the other only said hi); the invented fixture in
tests/fixtures/agents/copilot-cli has them, in the shapes seen in Copilot CLI's files.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from click.testing import CliRunner

from lc_memory.ingest import copilot_cli
from lc_memory.ingest.base import FORMATS, detect, read_paths, read_transcripts
from lc_memory.ingest.common import NotATranscript
from lc_memory.store.identity import display_name, folder_identity, project_for
from lc_memory.surfaces.cli import cli
from lc_memory.write.activity import activity

from .conftest import CLAUDE, CODEX, FIXTURES, SHARED_DATA

SAMPLES = SHARED_DATA / "agent-transcripts" / "copilot-cli"
AGENTS = SHARED_DATA / "agent-transcripts"
SID = "5b0c1d2e-7a41-4c3b-9e2f-6d8a1b3c4e5f"
FIXTURE = FIXTURES / "agents" / "copilot-cli" / SID / "events.jsonl"
ASK = "Temperatures show in Kelvin. Convert them to Celsius in weather/format.py and add a test."

# sample folder -> (session id, typed messages counted by hand, their first words, the project's readable name)
HAND_COUNTS = {
    "LAF-US__IDAHO-VAULT__3fc55392-3e98-4470-8d46-86557601b171":
        ("3fc55392-3e98-4470-8d46-86557601b171", 1, "CLAUDE CODE next door says", "idaho-vault"),
    "XEFF09__dotfiles__9a493a94-a307-489e-8bc7-d16f4afcd992":
        ("9a493a94-a307-489e-8bc7-d16f4afcd992", 1, "hi", "config"),
}


def typed(messages):
    return [m["content"] for m in messages if m["typed"]]


def calls(messages):
    return [m for m in messages if m["kind"] == "tool_use"]


def run(*args: str, ok: bool = True):
    result = CliRunner().invoke(cli, list(args), catch_exceptions=False)
    if ok:
        assert result.exit_code == 0, result.output
    return result


def need_samples():
    if not SAMPLES.is_dir():
        pytest.skip("no ../shared/data/agent-transcripts/copilot-cli here")


def raw_events(path: Path) -> list[dict]:
    return [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines() if line.strip()]


# --- the real samples ----------------------------------------------------------------------

@pytest.mark.parametrize("folder", sorted(HAND_COUNTS))
def test_a_real_session(folder):
    need_samples()
    path = SAMPLES / folder / "events.jsonl"
    session_id, count, first, project = HAND_COUNTS[folder]
    assert detect(path).name == "copilot-cli"
    (t,) = read_transcripts(path)
    assert t.meta["id"] == session_id and t.meta["format"] == "copilot-cli" and not t.bad
    words = typed(t.messages)
    assert len(words) == count and words[0].startswith(first)
    # The typed words are the event's content, up to where Copilot's own wrapping starts.
    events = raw_events(path)
    said = [e["data"]["content"] for e in events if e["type"] == "user.message"]
    assert words[0] == said[0].split("\n <reminder>")[0].strip()
    for m in t.messages:
        assert "<reminder>" not in m["content"] or not m["typed"]
        assert "<current_datetime>" not in m["content"]  # transformedContent is never read
        assert "You are the GitHub Copilot CLI" not in m["content"]  # nor the system prompt
    assert not calls(t.messages)  # neither sample ran a tool (quota errors; a greeting)
    # The project is the recorded working folder's.
    start = next(e for e in events if e["type"] == "session.start")
    assert t.meta["cwd"] == start["data"]["context"]["cwd"]
    assert t.meta["git_branch"] == start["data"]["context"]["branch"]
    assert project_for(t.meta["cwd"]) == folder_identity(start["data"]["context"]["cwd"])
    assert display_name(project_for(t.meta["cwd"])) == project
    assert t.meta["title_source"] == "summary" and t.meta["title"]  # workspace.yaml's summary / name


def test_the_same_words_sent_again_after_a_resume_are_typed_once():
    need_samples()
    path = SAMPLES / "LAF-US__IDAHO-VAULT__3fc55392-3e98-4470-8d46-86557601b171" / "events.jsonl"
    (t,) = read_transcripts(path)
    users = [m for m in t.messages if m["role"] == "user"]
    # Two user.message events with the same words (a retry after a quota error): each gives its
    # wrapping (untyped) and its words, typed the first time only.
    assert [m["typed"] for m in users] == [False, True, False, False]
    assert users[0]["content"].startswith("<reminder>") and "<attachments>" in users[0]["content"]
    assert users[1]["content"] == users[3]["content"]
    # Copilot never answered: each request stopped on the quota error
    assert all(m["content"].startswith("API Error: 402") for m in t.messages if m["role"] == "assistant")


# --- the fixture: tool calls, sub-agents, plans ---------------------------------------------

def test_the_fixture_session():
    assert detect(FIXTURE).name == "copilot-cli"
    (t,) = read_transcripts(FIXTURE)
    assert t.meta["id"] == SID and t.meta["cwd"] == "/home/dev/weather-cli" and t.meta["git_branch"] == "fix-units"
    assert t.meta["title"] == "Show temperatures in Celsius" and t.meta["title_source"] == "summary"
    assert t.meta["created"] == "2026-11-20T10:00:03.000Z" and t.meta["last_activity"] == "2026-11-20T10:05:04.000Z"
    assert typed(t.messages) == [ASK, "Commit it."]
    text = "\n".join(m["content"] for m in t.messages)
    for never in ("SYSTEM PROMPT TEXT", "REASONING TEXT", "<current_datetime>", "<sql_tables>"):
        assert never not in text
    assert not any(m["content"] == "Edit" for m in t.messages)  # a streamed (ephemeral) delta


def test_the_fixture_tool_calls():
    (t,) = read_transcripts(FIXTURE)
    used = calls(t.messages)
    # Each call once: tool.execution_start repeats the assistant's toolRequests.
    assert [m["call"]["id"] for m in used] == [f"call_{i:02d}" for i in range(1, 13)]
    assert [(m["name"], m["call"]["tool"]) for m in used] == [
        ("view", "read"), ("update_todo", "plan"), ("edit", "edit"), ("create", "write"), ("bash", "shell"),
        ("edit", "edit"), ("bash", "shell"), ("bash", "shell"), ("task", "other"), ("grep", "search"),
        ("update_todo", "plan"), ("bash", "shell")]
    assert used[2]["call"]["changes"] == [{"path": "/home/dev/weather-cli/weather/format.py", "op": "update"}]
    assert used[3]["call"]["changes"] == [{"path": "/home/dev/weather-cli/tests/test_format.py", "op": "add"}]
    assert used[4]["call"]["command"] == "python -m pytest -q"
    assert used[1]["call"]["plan"] == [{"step": "Convert Kelvin to Celsius", "status": "pending"},
                                       {"step": "Add a test", "status": "pending"},
                                       {"step": "Run the tests", "status": "pending"}]
    assert {s["status"] for s in used[10]["call"]["plan"]} == {"completed"}
    results = {m["result"]["id"]: m for m in t.messages if m["kind"] == "tool_result" and m["result"]["id"]}
    # the shell's output ends "<exited with exit code 1>"
    assert results["call_05"]["result"] == {"id": "call_05", "error": True, "exit_code": 1}
    assert results["call_07"]["result"] == {"id": "call_07", "error": False, "exit_code": 0}
    assert results["call_08"]["result"]["refused"] is True  # a preToolUse hook denied it: it never ran
    assert results["call_08"]["content"] == "Denied by preToolUse hook: no force pushes"
    assert results["call_09"]["name"] == "task" and "Only weather/format.py" in results["call_09"]["content"]
    # The sub-agent's prompt and words are the task's output, never the person's nor the agent's own.
    sub = [m["content"] for m in t.messages if m.get("name") == "subagent"]
    assert sub == ["Find every place that prints a temperature in Kelvin.", "Searching the code.",
                   "Only weather/format.py prints temperatures."]
    assert all(m["role"] == "tool" and not m["typed"] for m in t.messages if m.get("name") == "subagent")


def test_the_fixture_activity_matches_what_copilot_counted():
    (t,) = read_transcripts(FIXTURE)
    act = activity(t.meta, t.messages)
    assert act.created == ("tests/test_format.py",) and act.edited == ("weather/format.py",)
    assert act.commits == ("Show temperatures in Celsius",)
    (check,) = act.checks
    assert check.command == "python -m pytest -q" and check.passed is True and check.runs == 2
    assert act.plan_done and not act.plan_open
    # Copilot's own count of the files it changed (session.shutdown's codeChanges) agrees.
    shutdown = next(e for e in raw_events(FIXTURE) if e["type"] == "session.shutdown")
    changed = {p.removeprefix("/home/dev/weather-cli/") for p in shutdown["data"]["codeChanges"]["filesModified"]}
    assert changed == {*act.created, *act.edited}


# --- shapes seen in other builds --------------------------------------------------------------

def write_events(folder: Path, *events: dict, yaml: str | None = None) -> Path:
    folder.mkdir(parents=True, exist_ok=True)
    path = folder / "events.jsonl"
    path.write_text("".join(json.dumps(e) + "\n" for e in events))
    if yaml is not None:
        (folder / "workspace.yaml").write_text(yaml)
    return path


def event(type_: str, data: dict, ts: str = "2026-11-21T09:00:00.000Z", **extra) -> dict:
    return {"type": type_, "data": data, "id": f"id-{type_}-{ts}", "timestamp": ts, "parentId": None, **extra}


START = event("session.start", {"sessionId": "s-1", "producer": "copilot-agent", "copilotVersion": "unknown",
                                "context": {"cwd": "/home/dev/app", "branch": "main"}})


def test_wrapping_written_into_content_is_not_typed(tmp_path):
    wrapped = ("Fix the flaky login test\n <reminder>\nIMPORTANT: this context may or may not be relevant\n"
               "</reminder>\n"
               "<attachments>\n<attachment id=\"dev/app\">Current branch: main</attachment>\n</attachments>\n"
               "<userRequest>\nFix the flaky login test\n</userRequest>\n")
    path = write_events(tmp_path / "s-1", START, event("user.message", {"content": wrapped}))
    (t,) = read_transcripts(path)
    assert typed(t.messages) == ["Fix the flaky login test"]
    (context,) = [m["content"] for m in t.messages if not m["typed"]]
    assert context.startswith("<reminder>") and context.endswith("</attachments>") and "userRequest" not in context


def test_words_the_writer_withheld_are_no_ones(tmp_path):
    """``copilot -p ... --output-format json`` prints the session's events with the prompt, the
    agent's words and the tools' arguments and results written as "[REDACTED]" (edburns's
    cargotracker runs, 40 such files): "[REDACTED]" is neither the person's words nor the
    agent's. The printed stream opens with the MCP servers' status, no session event, and is
    not taken for a session at all."""
    redacted = {"content": "[REDACTED]", "transformedContent": "<current_datetime>2026-10-03T01:14:54"
                "</current_datetime>\n\nInvoke skill `task-40` with these inputs"}
    path = write_events(tmp_path / "s-1", START, event("user.message", redacted),
                        event("assistant.message", {"content": "[REDACTED]", "toolRequests": "[REDACTED]"}),
                        event("user.message", {"content": "now run the tests"}, ts="2026-11-21T09:01:00.000Z"),
                        event("assistant.message", {"content": "All 12 pass."}, ts="2026-11-21T09:02:00.000Z"))
    (t,) = read_transcripts(path, strict=True)  # withheld tool requests are none, not a bad line
    assert [(m["role"], m["content"], m["typed"]) for m in t.messages] == [
        ("user", "now run the tests", True), ("assistant", "All 12 pass.", False)]
    stream = tmp_path / "phase2-task-20261003-011449-2.jsonl"
    stream.write_text("".join(json.dumps(e) + "\n" for e in (
        event("session.mcp_server_status_changed", {"serverName": "github-mcp-server", "status": "pending"},
              ephemeral=True),
        event("user.message", redacted), {"type": "result", "sessionId": "89bcd5a0", "exitCode": 0})))
    with pytest.raises(NotATranscript):
        detect(stream)


def test_tool_shapes_of_other_builds(tmp_path):
    editor = "str_replace_editor"
    requests = [
        {"toolCallId": "a", "name": editor, "arguments": {"command": "view", "path": "/home/dev/app/a.py"}},
        {"toolCallId": "b", "name": editor, "arguments": {"command": "create", "path": "/home/dev/app/b.py",
                                                           "file_text": "x = 1\n"}},
        {"toolCallId": "c", "name": editor, "arguments": {"command": "str_replace", "path": "/home/dev/app/a.py",
                                                           "old_str": "1", "new_str": "2"}},
        {"toolCallId": "d", "name": "powershell", "arguments": json.dumps({"command": "npm test"})},  # a JSON string
        {"toolCallId": "e", "name": "apply_patch",
         "arguments": "*** Begin Patch\n*** Update File: /home/dev/app/c.py\n@@\n-a\n+b\n*** End Patch"},
    ]
    path = write_events(
        tmp_path / "s-1", START,
        event("user.message", {"content": "go"}),
        event("assistant.message", {"content": "", "toolRequests": requests}),
        # a call only tool.execution_start names (no toolRequests): read from there
        event("tool.execution_start", {"toolCallId": "f", "toolName": "view",
                                       "arguments": {"path": "/home/dev/app/d.py"}}),
        event("tool.execution_complete", {"toolCallId": "d", "success": True,
                                          "result": {"content": "1 failing\n<exited with exit code 1>"}}),
        event("tool.execution_complete", {"toolCallId": "a", "success": False,
                                          "error": {"message": "Path does not exist", "code": "failure"}}),
    )
    (t,) = read_transcripts(path)
    assert [(m["call"]["id"], m["call"]["tool"]) for m in calls(t.messages)] == [
        ("a", "read"), ("b", "write"), ("c", "edit"), ("d", "shell"), ("e", "patch"), ("f", "read")]
    assert calls(t.messages)[3]["call"]["command"] == "npm test"
    assert calls(t.messages)[4]["call"]["changes"] == [{"path": "/home/dev/app/c.py", "op": "update"}]
    results = [m for m in t.messages if m["kind"] == "tool_result"]
    assert results[0]["name"] == "powershell" and results[0]["result"]["exit_code"] == 1
    assert results[1]["result"] == {"id": "a", "error": True, "exit_code": None}
    assert results[1]["content"] == "Path does not exist"


def test_workspace_yaml_values(tmp_path):
    yaml = ('id: s-1\ncwd: /home/dev/app\nsummary: "Fix the \\"login\\" test:\\r\n\n  \\r\n\n  then push"\n'
            "name: my name\nuser_named: false\nbranch: main\n")
    path = write_events(tmp_path / "s-1", START, event("user.message", {"content": "go"}), yaml=yaml)
    assert copilot_cli.workspace(path.parent / "workspace.yaml")["summary"] == 'Fix the "login" test:\r\n\r\nthen push'
    (t,) = read_transcripts(path)
    assert t.meta["title"] == 'Fix the "login" test: then push' and t.meta["title_source"] == "summary"
    # A name the person gave the session wins over the summary.
    (path.parent / "workspace.yaml").write_text("summary: |\n  A summary\nname: Login work\nuser_named: true\n")
    assert read_transcripts(path)[0].meta["title"] == "Login work"
    # No context, no workspace.yaml: the session's folder is the working folder.
    bare = write_events(tmp_path / "s-2", event("session.start", {"sessionId": "s-2", "producer": "copilot-agent"}),
                        event("user.message", {"content": "go"}))
    (t,) = read_transcripts(bare)
    assert t.meta["cwd"] == str(bare.parent) and t.meta["title"] == "go" and t.meta["title_source"] == "first-message"


# --- where the sessions are; what is not one ----------------------------------------------

def test_locations_and_find(tmp_path, monkeypatch):
    monkeypatch.setenv("COPILOT_HOME", str(tmp_path / "copilot"))
    assert copilot_cli.locations() == []
    (tmp_path / "copilot" / "session-state").mkdir(parents=True)
    assert copilot_cli.locations() == [tmp_path / "copilot" / "session-state"]
    monkeypatch.delenv("COPILOT_HOME")
    monkeypatch.setenv("HOME", str(tmp_path / "home"))
    assert copilot_cli.locations() == []
    assert copilot_cli.find(FIXTURES / "agents") == [FIXTURE]


def other_agents_files() -> list[Path]:
    files = [p for p in (AGENTS.rglob("*") if AGENTS.is_dir() else []) if p.is_file() and "copilot-cli" not in p.parts]
    real = SHARED_DATA / "real-transcripts"
    files += [p for p in (real.rglob("*.jsonl") if real.is_dir() else [])]
    files += [p for p in FIXTURES.rglob("*") if p.is_file() and "copilot-cli" not in p.parts]
    return files


def test_sniff_says_no_to_every_other_agents_file():
    files = other_agents_files()
    assert CLAUDE in files and CODEX in files
    assert [p for p in files if copilot_cli.sniff(p)] == []


def test_no_other_format_claims_copilots_files():
    files = [FIXTURE, *(sorted(SAMPLES.glob("*/events.jsonl")) if SAMPLES.is_dir() else [])]
    for path in files:
        assert [f.name for f in FORMATS if f.sniff(path)] == ["copilot-cli"]


def test_malformed_files(tmp_path):
    # A line that is not JSON: reported with its line number, the rest read.
    folder = tmp_path / "s-1"
    folder.mkdir()
    path = folder / "events.jsonl"
    path.write_text(json.dumps(START) + "\n{not json\n" + json.dumps(event("user.message", {"content": "go"})) + "\n"
                    + json.dumps(event("assistant.message", {"content": "ok", "toolRequests": "bash"})) + "\n")
    (t,) = read_transcripts(path)
    assert typed(t.messages) == ["go"]
    assert [(p.line, p.reason) for p in t.bad] == [
        (2, "not JSON (Expecting property name enclosed in double quotes)"),
        (4, "an assistant.message whose toolRequests is not a list")]
    # A session that never got a turn is not a transcript.
    empty = write_events(tmp_path / "s-2", START, event("session.shutdown", {"codeChanges": {}}))
    with pytest.raises(NotATranscript, match="no turns|without any turn"):
        read_transcripts(empty)
    reading = read_paths([empty])
    assert reading.nothing_read() and "without any turn" in reading.error_line()


def test_malformed_through_the_cli(tmp_path):
    folder = tmp_path / "s-1"
    folder.mkdir()
    (folder / "events.jsonl").write_text(json.dumps(START) + "\n{not json\n")
    result = run("ingest", str(folder / "events.jsonl"), "--store", str(tmp_path / "store"), ok=False)
    assert result.exit_code != 0 and "Traceback" not in result.output
    errors = [line for line in result.stderr.splitlines() if line.startswith("Error:")]
    assert len(errors) == 1 and "events.jsonl" in errors[0]


# --- through the command line ------------------------------------------------------------

def test_ingest_twice_seal_and_digest(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    store = ["--store", str(tmp_path / "store")]
    paths = [str(FIXTURE.parent.parent), *([str(SAMPLES)] if SAMPLES.is_dir() else [])]
    first = run("ingest", *paths, *store)
    assert "Traceback" not in first.output and "(1 new or changed)" in first.stderr
    again = run("ingest", *paths, *store)
    assert "new or changed)" in again.stderr
    assert all("(0 new or changed)" in line for line in again.stderr.splitlines() if "new or changed" in line)
    run("seal", "--all", *store)
    digest = run("digest", "--raw", "--project", "weather-cli", *store).stdout
    recently = digest.split("## Recently", 1)[1].lower()
    for said in ("created tests/test_format.py", "edited weather/format.py",
                 "committed 'show temperatures in celsius'", "`python -m pytest -q` passed", "plan 3 of 3 done"):
        assert said in recently
    assert "git push" not in recently  # denied: it never ran
    if SAMPLES.is_dir():
        for session_id, _, _, project in HAND_COUNTS.values():
            line = run("digest", "--raw", "--project", project, *store).stdout.split("## Recently", 1)[1]
            assert session_id in line and "no changes" in line  # neither session changed a file


def test_a_request_that_stopped_on_an_error_has_it_as_the_agent_s_words():
    """Copilot's `session.error` after the person's message, before any answer (402 no quota),
    is the agent's `API Error: ...` (as Claude Code records one); an error at another time (an
    MCP server that did not start, a model list not loaded after the answer) is left out."""
    need_samples()
    (t,) = read_transcripts(SAMPLES / "LAF-US__IDAHO-VAULT__3fc55392-3e98-4470-8d46-86557601b171" / "events.jsonl")
    said = [m for m in t.messages if m["role"] == "assistant"]
    assert [m["content"][:35] for m in said] == ["API Error: 402 You have no quota (R"] * 2
    assert all(not m["typed"] and t.messages[m["turn"] - 2]["role"] == "user" for m in said)
    (t,) = read_transcripts(SAMPLES / "XEFF09__dotfiles__9a493a94-a307-489e-8bc7-d16f4afcd992" / "events.jsonl")
    assert [m["content"] for m in t.messages if m["role"] == "assistant"] == ["Hi! How can I help you today?"]


# --- builds of 2025 ---------------------------------------------------------------------------

def test_a_flat_session_file_takes_its_folder_from_the_system_prompt(tmp_path):
    """Late-2025 builds wrote ``session-state/<id>.jsonl``: no folder of its own, no ``context``
    in ``session.start``, ``<current_datetime>`` appended to what was typed. The system prompt's
    "Current working directory:" line is the working folder."""
    start = event("session.start", {"sessionId": "5b0c1d2e-0000-4c3b-9e2f-6d8a1b3c4e5f", "version": 1,
                                    "producer": "copilot-agent", "copilotVersion": "unknown"})
    prompt = ("You are the GitHub Copilot CLI.\n<environment_context>\n"
              "* Current working directory: c:\\Users\\dev\\weather\n* Git repository root: C:\\Users\\dev\n"
              "</environment_context>")
    folder = tmp_path / "session-state"
    folder.mkdir()
    path = folder / "5b0c1d2e-0000-4c3b-9e2f-6d8a1b3c4e5f.jsonl"
    path.write_text("".join(json.dumps(e) + "\n" for e in (
        start,
        event("user.message", {"content": "add a test\n\n<current_datetime>2025-12-02T08:26:25Z</current_datetime>",
                               "attachments": []}),
        event("system.message", {"content": prompt, "role": "system"}),
        event("assistant.message", {"content": "Done."}))))
    assert detect(path).name == "copilot-cli"
    (t,) = read_transcripts(path)
    assert t.meta["cwd"] == "c:\\Users\\dev\\weather"
    assert typed(t.messages) == ["add a test"]
    # A start that names its folder still wins over the prompt.
    with_context = write_events(tmp_path / "s-1", START, event("system.message", {"content": prompt}),
                                event("user.message", {"content": "go"}))
    assert read_transcripts(with_context)[0].meta["cwd"] == "/home/dev/app"


LEGACY = {
    "sessionId": "e02997e2-0000-46ae-8027-b1a73e0cb908",
    "startTime": "2025-10-26T15:33:01.060Z",
    "chatMessages": [
        {"role": "user", "content": "Is the essay checker done?\n\n<reminder>\nCall tools in parallel.\n</reminder>"},
        {"role": "assistant", "tool_calls": [{"id": "call_1", "type": "function",
                                              "function": {"name": "bash", "arguments": "{\"command\": \"npm test\"}"}}]},
        {"role": "tool", "tool_call_id": "call_1", "content": "1 failing"}],
    "timeline": [
        {"id": "i1", "timestamp": "2025-10-26T15:33:04.316Z", "type": "info", "text": "Connected to GitHub MCP Server"},
        {"id": "u1", "timestamp": "2025-10-26T15:48:07.746Z", "type": "user", "text": "Is the essay checker done?",
         "mentions": [], "expandedText": "Is the essay checker done?"},
        {"id": "t1", "timestamp": "2025-10-26T15:48:18.951Z", "type": "tool_call_completed", "callId": "call_1",
         "name": "bash", "toolTitle": "Run", "intentionSummary": "Run the tests",
         "arguments": {"command": "npm test", "async": False}, "result": {"type": "failure", "log": "1 failing"}},
        {"id": "t2", "timestamp": "2025-10-26T15:48:20.000Z", "type": "tool_call_completed", "callId": "call_2",
         "name": "str_replace_editor", "arguments": {"command": "create", "path": "/home/dev/essay/check.js",
                                                     "file_text": "x"},
         "result": {"type": "success", "log": "Created file /home/dev/essay/check.js"}},
        {"id": "c1", "timestamp": "2025-10-26T15:49:00.000Z", "type": "copilot",
         "text": "It was not: I added check.js; one test still fails."},
        {"id": "u2", "timestamp": "2025-10-26T15:50:00.000Z", "type": "user", "text": "again"},
        {"id": "e1", "timestamp": "2025-10-26T15:50:01.000Z", "type": "error",
         "text": "Model call failed: {\"message\":\"rate limit exceeded\"}"},
    ],
    "selectedModel": "gpt-5",
}


def test_a_2025_history_session_state_file(tmp_path, monkeypatch):
    """0.0.3xx builds: ``history-session-state/session_<id>_<ms>.json``, read from its timeline
    (what the screen showed); chatMessages (with the injected ``<reminder>``) is not read."""
    folder = tmp_path / "copilot" / "history-session-state"
    folder.mkdir(parents=True)
    path = folder / "session_e02997e2-0000-46ae-8027-b1a73e0cb908_1761492781060.json"
    path.write_text(json.dumps(LEGACY, indent=2))
    assert detect(path).name == "copilot-cli"
    assert copilot_cli.find(tmp_path) == [path]
    (t,) = read_transcripts(path)
    assert t.meta["id"] == "e02997e2-0000-46ae-8027-b1a73e0cb908" and t.meta["format"] == "copilot-cli"
    assert "cwd" not in t.meta  # none recorded: the project of the folder ingest runs in
    assert t.meta["created"] == "2025-10-26T15:33:01.060Z" and t.meta["title"] == "Is the essay checker done?"
    assert typed(t.messages) == ["Is the essay checker done?", "again"]
    assert not any("<reminder>" in m["content"] or "MCP Server" in m["content"] for m in t.messages)
    assert [(m["call"]["id"], m["call"]["tool"]) for m in calls(t.messages)] == [("call_1", "shell"),
                                                                                ("call_2", "write")]
    results = [m["result"] for m in t.messages if m["kind"] == "tool_result"]
    assert [r["error"] for r in results] == [True, False]
    said = [m["content"] for m in t.messages if m["role"] == "assistant" and m["kind"] == "text"]
    assert said == ["It was not: I added check.js; one test still fails.",
                    "API Error: Model call failed: {\"message\":\"rate limit exceeded\"}"]
    monkeypatch.setenv("COPILOT_HOME", str(tmp_path / "copilot"))
    assert copilot_cli.locations() == [folder]  # Copilot's home lists the folder
    # A session that never got a turn is none.
    empty = folder / "session_ea20af27-0000-4843-b737-05a1b8aeacf0_1759498020507.json"
    empty.write_text(json.dumps({"sessionId": "ea20af27-0000-4843-b737-05a1b8aeacf0", "chatMessages": [],
                                 "timeline": [{"type": "info", "text": "Model changed to: gpt-5."}]}))
    with pytest.raises(NotATranscript):
        read_transcripts(empty)


def test_workspace_yaml_value_with_a_raw_line_separator(tmp_path):
    """YAML breaks lines at \\n and \\r only: a raw U+2028 (github/copilot-cli#2490) or U+2029 in a
    value is part of it, and what follows it is no key."""
    yaml = ("id: s-1\ncwd: /home/dev/app\nsummary: Fix login\u2028then push\u2029cwd: /elsewhere\x0cdone\n"
            "branch: main\n")
    path = write_events(tmp_path / "s-1", event("session.start", {"sessionId": "s-1", "producer": "copilot-agent"}),
                        event("user.message", {"content": "go"}), yaml=yaml)
    ws = copilot_cli.workspace(path.parent / "workspace.yaml")
    assert ws["summary"] == "Fix login\u2028then push\u2029cwd: /elsewhere\x0cdone"
    assert ws["cwd"] == "/home/dev/app" and ws["branch"] == "main"
    (t,) = read_transcripts(path)
    assert t.meta["cwd"] == "/home/dev/app"


def test_a_gh_aw_system_block_before_the_prompt_is_not_typed(tmp_path):
    """GitHub Agentic Workflows open the prompt with a <system> block of their own; the
    workflow's text after it is the prompt. A <system> later in the words stays typed."""
    content = ("<system>\n<temporary-files>\n<path>/tmp/gh-aw/agent/</path>\n</temporary-files>\n"
               "<system-security-policy>\nNo secrets.\n</system-security-policy>\n</system>\n\n"
               "# Triage\n\nLabel every new issue.")
    path = write_events(tmp_path / "s-1", START, event("user.message", {"content": content}),
                        event("user.message", {"content": "why does <system> appear here?"},
                              ts="2026-11-21T09:01:00.000Z"))
    (t,) = read_transcripts(path)
    assert typed(t.messages) == ["# Triage\n\nLabel every new issue.", "why does <system> appear here?"]
    (block,) = [m["content"] for m in t.messages if not m["typed"]]
    assert block.startswith("<system>") and block.endswith("</system>")


def _start_in(cwd: str) -> dict:
    return event("session.start", {"sessionId": "s-1", "producer": "copilot-agent", "copilotVersion": "1.0.14",
                                   "context": {"cwd": cwd, "branch": "issue-1", "hostType": "github"}})


def test_a_session_a_workflow_ran_on_a_runner_has_nothing_typed(tmp_path):
    """The shape of a real session a GitHub Actions job ran (Copilot CLI 1.0.14, unseen round 6):
    ``context.cwd`` is the runner's checkout and ``content`` is the workflow's prompt (its own
    instruction, then the issue's words), no one's typing. The title is ``workspace.yaml``'s."""
    prompt = "請將最終結果寫入 artifacts/41/result.md 。我的提示詞為: 分析華邦電今年的發展"
    path = write_events(tmp_path / "s-1", _start_in("/home/runner/work/myAssistant/myAssistant"),
                        event("user.message", {"content": prompt, "interactionId": "i-1"}),
                        event("assistant.message", {"messageId": "m-1", "content": "已完成。"},
                              ts="2026-11-21T09:02:00.000Z"),
                        yaml=f"id: s-1\ncwd: /home/runner/work/myAssistant/myAssistant\nsummary: \"{prompt}\"\n")
    (t,) = read_transcripts(path)
    assert typed(t.messages) == []
    assert [m["content"] for m in t.messages if m["role"] == "user"] == [prompt]
    assert t.meta["title_source"] == "summary"


def test_runner_workspaces_are_told_from_folders_a_person_types_in(tmp_path):
    from lc_memory.ingest.common import ci_workspace
    for cwd in ("/home/runner/work/app/app", "/home/runner/work/app/app/web", "/Users/runner/work/app/app",
                "D:\\a\\app\\app", "/__w/app/app", "/github/workspace", "/opt/actions-runner/_work/app/app"):
        assert ci_workspace(cwd), cwd
    # Replit's workspace (the Amp samples' /home/runner/workspace) and folders that only look alike
    for cwd in ("/home/runner/workspace", "/home/runner/work/app/other", "/home/dev/app", "D:\\Source\\a\\a",
                "/github/workspaces", None):
        assert not ci_workspace(cwd), cwd
    path = write_events(tmp_path / "s-1", _start_in("/home/runner/workspace"),
                        event("user.message", {"content": "fix the login page"}))
    (t,) = read_transcripts(path)
    assert typed(t.messages) == ["fix the login page"]
