"""Qwen Code sessions (``~/.qwen/projects/<cwd>/chats/<id>.jsonl``, and the 2025 layout
``~/.qwen/tmp/<sha256(cwd)>/chats/session-*.json``) into the store.

The real samples in shared/data are read in place, or copied into a temporary folder laid
out as Qwen Code lays out its own; never copied into the repository. The fixture under
``tests/fixtures/agents/qwen-code`` is invented, in the same shape.
"""

from __future__ import annotations

import hashlib
import json
import shutil
from pathlib import Path

import pytest
from click.testing import CliRunner

from lc_memory.ingest import claude_code, qwen_code
from lc_memory.ingest.base import detect, read_transcripts
from lc_memory.ingest.common import NotATranscript
from lc_memory.store.files import Store
from lc_memory.store.identity import project_for
from lc_memory.surfaces.cli import cli

from .conftest import CLAUDE, CODEX, FIXTURES, SHARED_DATA

SAMPLES = SHARED_DATA / "agent-transcripts"
QWEN = SAMPLES / "qwen-code"
HOME = FIXTURES / "agents" / "qwen-code" / "home" / ".qwen"
SESSION_ID = "3f2e1d0c-5b6a-4978-8d9e-0f1a2b3c4d5e"
SESSION = HOME / "projects" / "-home-dev-notes-app" / "chats" / f"{SESSION_ID}.jsonl"
HASH = hashlib.sha256(b"/home/dev/notes-app").hexdigest()
LEGACY = HOME / "tmp" / HASH / "chats" / "session-2025-11-09T10-00-7a6b5c4d.json"
CERCANIA = "cercaniaWeb__racompospro__"
JSONL_SAMPLES = ["artas-linux__dotfiles__9a578cd0-ad2c-423c-8f19-95412a2d81af.jsonl",
                 "haidonglethqb__CloudSchool__1ee2dcce-94ce-47a3-bf6f-d804490ef247.jsonl",
                 "haidonglethqb__CloudSchool__7ff68fe9-497f-441a-b527-a47cae5b6d42.jsonl",
                 "uncommonpope-png__New-backend-pope__4afe6662-3c8a-4b5e-974c-5d8f9e50d2a6.jsonl"]


def shared(name: str) -> Path:
    path = QWEN / name
    if not path.exists():
        pytest.skip("shared/data/agent-transcripts is not here")
    return path


def typed(messages):
    return [m["content"] for m in messages if m["typed"]]


def kinds(messages):
    return [m["call"]["tool"] for m in messages if m["kind"] == "tool_use"]


def text(messages) -> str:
    return "\n".join(m["content"] for m in messages)


@pytest.fixture(autouse=True)
def no_home(tmp_path_factory, monkeypatch):
    """No test reads this machine's own ~/.qwen or ~/.gemini."""
    monkeypatch.setenv("QWEN_HOME", str(tmp_path_factory.mktemp("qwen-home") / ".qwen"))
    monkeypatch.delenv("QWEN_RUNTIME_DIR", raising=False)
    monkeypatch.setenv("GEMINI_CLI_HOME", str(tmp_path_factory.mktemp("gemini-home")))


# --- the real samples -----------------------------------------------------------

@pytest.mark.parametrize("name", JSONL_SAMPLES)
def test_sniff_knows_the_jsonl_samples(name):
    assert qwen_code.sniff(shared(name))


@pytest.mark.parametrize("name", JSONL_SAMPLES)
def test_auto_detection_of_the_jsonl_samples(name):
    assert detect(shared(name)).name == "qwen-code"


def test_a_one_turn_session():
    (t,) = read_transcripts(shared(JSONL_SAMPLES[0]), "qwen-code")
    assert t.meta == {"id": "9a578cd0-ad2c-423c-8f19-95412a2d81af", "format": "qwen-code", "cwd": "/home/archbtw",
                      "created": "2025-12-20T08:07:53.086Z", "last_activity": "2025-12-20T08:07:55.413Z",
                      "title": "hi", "title_source": "first-message"}
    assert [(m["role"], m["typed"], m["content"]) for m in t.messages] == [
        ("user", True, "hi"), ("assistant", False, "Hello! How can I assist you today?")]


def test_a_session_with_mcp_calls_and_reasoning():
    (t,) = read_transcripts(shared(JSONL_SAMPLES[1]), "qwen-code")
    assert typed(t.messages) == ["read this story and analyzed for me https://hrcloud.atlassian.net/browse/CHR-48347"]
    assert t.messages[0]["content"] == "/mcp" and not t.messages[0]["typed"]  # a slash command alone types nothing
    assert kinds(t.messages) == ["other", "other"]
    assert [m["name"] for m in t.messages if m["kind"] == "tool_use"] == [
        "mcp__atlassian-mcp-server__getAccessibleAtlassianResources", "mcp__atlassian-mcp-server__getJiraIssue"]
    assert "I need to fetch the Jira issue using the Atlassian MCP tool" not in text(t.messages)  # thought parts
    assert (t.meta["cwd"], t.meta["git_branch"]) == ("C:\\Users\\linhl\\Documents\\master", "hai-add-overview-test")
    assert project_for(t.meta["cwd"]).startswith("master-")


def test_a_session_with_web_calls():
    (t,) = read_transcripts(shared(JSONL_SAMPLES[2]), "qwen-code")
    assert typed(t.messages) == ["hi friend, can you go to the wedsite haichu.io.vn for me to read it content"]
    assert [m["name"] for m in t.messages if m["kind"] == "tool_use"] == ["web_fetch", "web_fetch", "web_search"]
    assert kinds(t.messages) == ["other", "other", "search"]
    assert t.meta["cwd"] == "C:\\Users\\ChuHai"


def test_a_session_with_shell_calls():
    (t,) = read_transcripts(shared(JSONL_SAMPLES[3]), "qwen-code")
    assert typed(t.messages) == ["check profit brain"]
    assert kinds(t.messages) == ["shell"] * 7
    results = [m["result"] for m in t.messages if m["kind"] == "tool_result"]
    assert len(results) == 5 and all(r["id"] for r in results)  # the last two calls have no result yet
    # "Exit Code: 1" (grep found nothing) though Qwen Code said success
    assert [(r["exit_code"], r["error"]) for r in results] == [(0, False)] * 4 + [(1, True)]
    assert (t.meta["cwd"], t.meta["git_branch"]) == ("/data/data/com.termux/files/home", "main")


def test_the_2025_sessions():
    path = shared(f"{CERCANIA}session-2025-11-08T23-39-6e89f0e0.json")
    assert detect(path).name == "qwen-code"
    (t,) = read_transcripts(path)
    assert typed(t.messages) == ["recuerdas nuestra configuracion de zellij", "le di guardar a la converzacion",
                                 "configuramos una sesion para posdev",
                                 "necesito saber las conbinaciones de teclas que puedo usar en zellij",
                                 ("justo eso necesito un indicador cuando estoy en modo comando o no , por que no "
                                  "puedo a veces abrir que un panel que moverme etc"),
                                 "solo guarda esta converzacion donde no se pierda de nuevo"]
    reminders = [m for m in t.messages if m["content"].startswith("<system-reminder>")]
    assert len(reminders) == 6 and not any(m["typed"] for m in reminders)
    assert len([m for m in t.messages if m["role"] == "assistant"]) == 6


def test_a_2025_session_with_a_referenced_file():
    (t,) = read_transcripts(shared(f"{CERCANIA}session-2025-11-15T12-37-1cbb625a.json"))
    first = typed(t.messages)[0]
    assert first.endswith("revisas si esta bien?") and "Content from referenced files" not in first
    (files,) = [m for m in t.messages if m["content"].startswith("--- Content from referenced files ---")]
    assert not files["typed"] and "Content from @/home/lr/.config/i3/config:" in files["content"]
    assert typed(t.messages)[2] == "systemctl enable xdg-desktop-portal"


@pytest.mark.parametrize("name", [f"{CERCANIA}session-2025-11-08T23-39-6e89f0e0.json",
                                  f"{CERCANIA}session-2025-11-15T12-37-1cbb625a.json"])
def test_typed_is_what_the_prompt_log_says_was_typed(name):
    (t,) = read_transcripts(shared(name))
    said = {e["message"].strip() for e in json.loads(shared(f"{CERCANIA}0481e01c__logs.json").read_text())}
    assert typed(t.messages) and set(typed(t.messages)) <= said


def test_the_prompt_log_holds_no_session():
    path = shared(f"{CERCANIA}0481e01c__logs.json")
    with pytest.raises(NotATranscript) as e:
        read_transcripts(path)
    assert e.value.reason == "a prompt log"


def test_sniff_says_no_to_every_other_agents_files():
    if not SAMPLES.exists():
        pytest.skip("shared/data/agent-transcripts is not here")
    files = [p for p in sorted(SAMPLES.rglob("*")) if p.is_file() and p.parent not in (QWEN, SAMPLES)]
    fixtures = [CLAUDE, CODEX, *sorted((FIXTURES / "not_transcripts").iterdir()),
                *sorted((FIXTURES / "malformed").iterdir()),
                *sorted((FIXTURES / "agents" / "gemini-cli").rglob("*.json*"))]
    assert [p.name for p in [*files, *fixtures] if qwen_code.sniff(p)] == []
    assert len(files) > 40


def test_claude_codes_own_files_are_not_qwen_codes():
    assert not qwen_code.sniff(CLAUDE)
    assert claude_code.sniff(CLAUDE)


# --- the fixture -------------------------------------------------------------------

def test_the_fixture_session():
    assert qwen_code.sniff(SESSION)
    (t,) = read_transcripts(SESSION, "qwen-code")
    assert not t.bad and not t.skipped
    assert t.meta["id"] == SESSION_ID
    assert (t.meta["title"], t.meta["title_source"]) == ("Rename --json to --format", "summary")
    assert (t.meta["cwd"], t.meta["git_branch"]) == ("/home/dev/notes-app", "feat/format-flag")
    # the rewound branch ("also drop the old flag entirely") is not the session's; a slash
    # command with arguments is typed, the prompt it expands to is not; a reminder is split off
    assert typed(t.messages) == ["rename the --json flag to --format json", "keep --json as an alias of --format json",
                                 "/review src/cli.py", "thanks, that's all"]
    assert "drop the old flag" not in text(t.messages) and "Dropping it." not in text(t.messages)
    assert "read the CLI first" not in text(t.messages)  # a thought part
    expansion = next(m for m in t.messages if m["content"].startswith("You are reviewing code."))
    assert expansion["role"] == "user" and not expansion["typed"]
    assert kinds(t.messages) == ["read", "edit", "plan", "shell", "other", "edit"]  # the helper's own edit is not
    (helper,) = [m for m in t.messages if m.get("name") == "subagent"]
    assert helper["kind"] == "tool_result" and helper["content"].startswith("docs/usage.md mentioned --json once")
    plan = next(m["call"]["plan"] for m in t.messages if m["kind"] == "tool_use" and m["call"]["tool"] == "plan")
    assert plan == [{"step": "Rename the flag", "status": "completed"},
                    {"step": "Update the usage docs", "status": "pending"}]
    (run,) = [m["result"] for m in t.messages if m["kind"] == "tool_result" and m["name"] == "run_shell_command"]
    assert run == {"id": "call_s1", "error": False, "exit_code": 0}
    (summary,) = [m for m in t.messages if m["kind"] == "summary"]
    assert summary["role"] == "system" and "<state_snapshot>" in summary["content"]


def test_the_fixture_2025_session():
    assert detect(LEGACY).name == "qwen-code"
    (t,) = read_transcripts(LEGACY)
    assert typed(t.messages) == ["how do I list notes as json?"]
    assert kinds(t.messages) == ["read"]
    assert t.meta["cwd"] == "/home/dev/notes-app"  # sha256 of the folder above the file its call read


def test_a_2025_session_is_mapped_by_the_newer_sessions_cwd(tmp_path):
    """A ``tmp/<sha256(cwd)>`` session naming no absolute path: the cwd of a session under
    the same home's ``projects/`` whose sha256 is that folder's name."""
    home = tmp_path / ".qwen"
    shutil.copytree(HOME / "projects", home / "projects")
    data = json.loads(LEGACY.read_text())
    data["messages"] = [m for m in data["messages"] if "toolCalls" not in m]
    legacy = home / "tmp" / HASH / "chats" / LEGACY.name
    legacy.parent.mkdir(parents=True)
    legacy.write_text(json.dumps(data, indent=2))
    (t,) = read_transcripts(legacy)
    assert t.meta["cwd"] == "/home/dev/notes-app"
    shutil.rmtree(home / "projects")
    (t,) = read_transcripts(legacy)
    assert t.meta["cwd"] == str(legacy.parent.parent)  # nothing maps it: its own tmp/<hash> folder


def test_find_lists_the_2025_sessions():
    assert qwen_code.find(HOME) == [LEGACY]


def test_locations_honour_qwen_home_and_the_runtime_dir(tmp_path, monkeypatch):
    monkeypatch.setenv("QWEN_HOME", str(tmp_path / "q"))
    assert qwen_code.locations() == []
    (tmp_path / "q" / "projects").mkdir(parents=True)
    (tmp_path / "r" / "tmp").mkdir(parents=True)
    monkeypatch.setenv("QWEN_RUNTIME_DIR", str(tmp_path / "r"))
    assert qwen_code.locations() == [tmp_path / "r" / "tmp", tmp_path / "q" / "projects"]


# --- records, one by one ----------------------------------------------------------------

BASE = {"sessionId": "22222222-3333-4444-8555-666666666666", "cwd": "/srv/app", "version": "0.14.0"}


def record(uuid: str, parent: str | None, kind: str, ts: str = "2026-05-03T10:00:00.000Z", **more) -> dict:
    return {"uuid": uuid, "parentUuid": parent, **BASE, "timestamp": ts, "type": kind, **more}


def write(path: Path, records: list[dict]) -> Path:
    path.write_text("".join(json.dumps(r) + "\n" for r in records))
    return path


def test_typed_while_tools_ran_notifications_and_cron(tmp_path):
    path = write(tmp_path / f"{BASE['sessionId']}.jsonl", [
        record("a", None, "user", message={"role": "user", "parts": [{"text": "build it"}]}),
        record("b", "a", "assistant", message={"role": "model", "parts": [{"text": "Building."}]}),
        record("c", "b", "user", subtype="mid_turn_user_message", systemPayload={"displayText": "and test it"},
               message={"role": "user",
                        "parts": [{"text": "\n[User message received during tool execution]: and test it"}]}),
        record("d", "c", "user", subtype="notification", systemPayload={"displayText": "Background task done"},
               message={"role": "user", "parts": [{"text": "<task-notification>done</task-notification>"}]}),
        record("e", "d", "user", subtype="cron", message={"role": "user", "parts": [{"text": "check the build"}]}),
        record("f", "e", "user", provenance="goal_runtime",
               message={"role": "user", "parts": [{"text": "keep going"}]}),
    ])
    (t,) = read_transcripts(path, "qwen-code")
    assert typed(t.messages) == ["build it", "and test it"]
    assert "check the build" in text(t.messages) and "keep going" in text(t.messages)


def test_the_vs_code_companions_editor_context_is_not_typed(tmp_path):
    """The companion puts the active file's path (and @-mentioned files', a selection as
    ``#start-end``) before the typed words, and pasted images' ``@`` paths after them."""
    image = "@C:\\Users\\me\\.qwen\\tmp\\clipboard\\clipboard-1774963871961-6158136c.png"
    path = write(tmp_path / f"{BASE['sessionId']}.jsonl", [
        record("a", None, "user", message={"role": "user", "parts": [
            {"text": "c:\\Users\\me\\lab\\AGENTS.md\n\ndid you do it?"}]}),
        record("b", "a", "assistant", message={"role": "model", "parts": [{"text": "Yes."}]}),
        record("c", "b", "user", message={"role": "user", "parts": [
            {"text": f"Untitled-1\n/srv/app/main.py#3-9\n\nsolve it\n\n{image} {image}"}]}),
        record("d", "c", "user", message={"role": "user", "parts": [{"text": "/srv/app is slow\n\nwhy?"}]}),
    ])
    (t,) = read_transcripts(path, "qwen-code")
    assert typed(t.messages) == ["did you do it?", "solve it", "/srv/app is slow\n\nwhy?"]
    assert "AGENTS.md" in text(t.messages) and "main.py#3-9" in text(t.messages) and "clipboard-" in text(t.messages)


def test_a_missing_parent_reads_the_whole_file_in_order(tmp_path):
    path = write(tmp_path / f"{BASE['sessionId']}.jsonl", [
        record("a", None, "user", message={"role": "user", "parts": [{"text": "one"}]}),
        record("c", "lost", "user", message={"role": "user", "parts": [{"text": "two"}]}),
    ])
    (t,) = read_transcripts(path, "qwen-code")
    assert typed(t.messages) == ["one", "two"]


def test_a_helper_agents_own_records_are_no_session(tmp_path):
    path = write(tmp_path / f"{BASE['sessionId']}.jsonl", [
        record("a", None, "user", isSidechain=True, message={"role": "user", "parts": [{"text": "look"}]}),
        record("b", "a", "assistant", isSidechain=True, message={"role": "model", "parts": [{"text": "Found it."}]}),
    ])
    assert read_transcripts(path, "qwen-code") == []


def test_only_system_records_is_no_session(tmp_path):
    path = write(tmp_path / f"{BASE['sessionId']}.jsonl", [
        record("a", None, "system", subtype="slash_command",
               systemPayload={"phase": "invocation", "rawCommand": "/about"}),
        record("b", "a", "system", subtype="slash_command", systemPayload={"phase": "result", "rawCommand": "/about"}),
    ])
    assert qwen_code.sniff(path)
    with pytest.raises(NotATranscript) as e:
        read_transcripts(path, "qwen-code")
    assert e.value.reason == "no turns"


# --- bad input ----------------------------------------------------------------------

def test_a_bad_line_is_named_and_the_rest_read(tmp_path):
    lines = SESSION.read_text().splitlines()
    lines[9] = "{not json"
    path = tmp_path / SESSION.name
    path.write_text("\n".join(lines) + "\n")
    (t,) = read_transcripts(path, "qwen-code")
    assert [p.line for p in t.bad] == [10]
    # the chain is broken at that line: every record is read, in file order
    assert typed(t.messages)[0] == "rename the --json flag to --format json"


def test_a_record_of_a_shape_not_known_is_named(tmp_path):
    records = [json.loads(line) for line in SESSION.read_text().splitlines()]
    records[2]["message"] = ["not", "an", "object"]
    path = write(tmp_path / SESSION.name, records)
    (t,) = read_transcripts(path, "qwen-code")
    assert [str(p) for p in t.bad] == [f"{path}:3: a user record whose message is not an object"]


def test_a_malformed_file_is_one_clear_line(tmp_path):
    path = tmp_path / SESSION.name
    path.write_text("{not json at all\n")
    r = CliRunner().invoke(cli, ["ingest", str(path), "--format", "qwen-code", "--store", str(tmp_path / "s"),
                                 "--project", "x"])
    assert r.exit_code == 1 and "Traceback" not in r.output
    (line,) = r.output.strip().splitlines()
    assert line.startswith("Error: ") and f"{path.name}:1: not JSON" in line and "Qwen Code" in line


# --- through the CLI ----------------------------------------------------------------

def run(*args: str):
    return CliRunner().invoke(cli, [*args])


def test_the_cli_ingests_seals_and_digests(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    root = tmp_path / "store"
    first = run("ingest", str(HOME), "--store", str(root))  # --format auto tells Qwen Code's files apart
    assert first.exit_code == 0, first.output
    assert "(2 new or changed)" in first.stderr
    again = run("ingest", str(HOME), "--store", str(root))
    assert again.exit_code == 0 and "(0 new or changed)" in again.stderr
    (project,) = [p.name for p in root.iterdir() if p.is_dir()]
    assert project.startswith("notes-app-")  # the recorded cwd's project
    assert {s["id"] for s in Store(root, project).sessions()} == {SESSION_ID, "7a6b5c4d-2222-4333-8444-555566667777"}
    assert run("seal", "--all", "--store", str(root), "--project", project).exit_code == 0
    digest = run("digest", "--raw", "--store", str(root), "--project", project).stdout
    (line,) = [line for line in digest.splitlines() if "· Rename --json to --format" in line]
    assert "Edited src/cli.py; `pytest -q` passed; plan 1 of 2 done." in line


def test_the_cli_ingests_a_2025_layout_by_auto_detection(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    home = tmp_path / ".qwen"
    chats = home / "tmp" / "0481e01c9b6eb3e389881ce65c816c07437139a8c8e635780991c49baed8019f" / "chats"
    chats.mkdir(parents=True)
    for name in ("session-2025-11-08T23-39-6e89f0e0.json", "session-2025-11-15T12-37-1cbb625a.json"):
        shutil.copy(shared(f"{CERCANIA}{name}"), chats / name)
    shutil.copy(shared(f"{CERCANIA}0481e01c__logs.json"), chats.parent / "logs.json")
    root = tmp_path / "store"
    first = run("ingest", str(home), "--store", str(root))
    assert first.exit_code == 0 and "(2 new or changed)" in first.stderr, first.output
    assert "(0 new or changed)" in run("ingest", str(home), "--store", str(root)).stderr
    (project,) = [p.name for p in root.iterdir() if p.is_dir()]
    # the folder a chat of the hash folder names whose sha256 is the hash: /home/lr, for both
    assert project.startswith("lr-")
    for name in ("session-2025-11-08T23-39-6e89f0e0.json", "session-2025-11-15T12-37-1cbb625a.json"):
        (beside,) = read_transcripts(chats / name)  # the prompt log beside it changes nothing typed
        (alone,) = read_transcripts(shared(f"{CERCANIA}{name}"))
        assert typed(beside.messages) == typed(alone.messages)


def _api_error(uuid: str, parent: str, said: str) -> dict:
    return record(uuid, parent, "system", subtype="ui_telemetry", systemPayload={"uiEvent": {
        "event.name": "qwen-code.api_error", "error_message": said, "error_type": "BadRequestError",
        "status_code": 400}})


def test_a_turn_that_ended_on_the_providers_error(tmp_path):
    """Qwen Code 0.14 records a failed request only as ui_telemetry: when no answer follows
    before the next turn, the turn ended on it and it is the agent's words (first sentence);
    an error a retry answered is not."""
    path = write(tmp_path / f"{BASE['sessionId']}.jsonl", [
        record("a", None, "user", message={"role": "user", "parts": [{"text": "add a test"}]}),
        _api_error("b", "a", "429 Rate limit exceeded. Retry later."),
        record("c", "b", "assistant", message={"role": "model", "parts": [{"text": "Added it."}]}),
        record("d", "c", "user", message={"role": "user", "parts": [{"text": "update and upgrade"}]}),
        _api_error("e", "d", "400 Access denied, please make sure your account is in good standing. For details, "
                             "see: https://example.com/error-code"),
    ])
    (t,) = read_transcripts(path, "qwen-code")
    said = [m["content"] for m in t.messages if m["role"] == "assistant"]
    assert said == ["Added it.", "API error: 400 Access denied, please make sure your account is in good standing."]
    assert typed(t.messages) == ["add a test", "update and upgrade"]
