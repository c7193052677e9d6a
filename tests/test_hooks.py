"""Agent hooks in the shape Claude Code and Codex expect, installed with an absolute path,
and ``doctor`` saying what is wired (issue 20). HOME is a temp folder in every test."""

from __future__ import annotations

import json
import os
import shlex
import subprocess
import sys
import tomllib
from pathlib import Path

from click.testing import CliRunner

from lc_memory import Memory
from lc_memory.store.files import Store
from lc_memory.store.identity import folder_identity
from lc_memory.surfaces.cli import cli
from lc_memory.surfaces.watch import claude_slug

from .conftest import example_as


def hook(agent: str, payload: dict | str):
    text = payload if isinstance(payload, str) else json.dumps(payload)
    return CliRunner().invoke(cli, ["hook", agent], input=text, catch_exceptions=False)


def start(cwd: Path) -> dict:
    return {"session_id": "s-1", "transcript_path": None, "cwd": str(cwd), "hook_event_name": "SessionStart",
            "source": "startup"}


def test_session_start_gives_the_digest_as_additional_context(home, repo):
    transcripts = example_as(home / ".claude" / "projects" / claude_slug(repo), str(repo))
    memory = Memory(Store())
    memory.ingest(transcripts, route=True)
    project = Memory(Store(None, folder_identity(repo)))
    project.seal_pending()
    for agent in ("claude-code", "codex"):
        r = hook(agent, start(repo))
        assert r.exit_code == 0 and r.stderr == ""
        out = json.loads(r.stdout)["hookSpecificOutput"]
        assert out["hookEventName"] == "SessionStart"
        assert "Project memory: payments-api\n" in out["additionalContext"]
        assert out["additionalContext"] == project.digest_text()


def test_session_start_without_memory_is_valid_and_empty(home):
    r = hook("codex", start(home))
    assert r.exit_code == 0
    assert json.loads(r.stdout) == {"hookSpecificOutput": {"hookEventName": "SessionStart", "additionalContext": ""}}


def test_a_hook_never_fails_the_agent(home):
    for payload in ("not json", "[1, 2]", ""):
        r = hook("claude-code", payload)
        assert r.exit_code == 0 and r.stdout == "" and "lc-memory hook claude-code:" in r.stderr
    r = hook("claude-code", {"hook_event_name": "SessionEnd", "session_id": "x", "cwd": str(home),
                             "transcript_path": str(home / "gone.jsonl"), "reason": "exit"})
    assert r.exit_code == 0 and "no transcript" in r.stderr
    # A memory that cannot be read: one line, exit 0, still the shape the agent wants.
    bad = Store(None, folder_identity(home))
    bad.memory_dir.mkdir(parents=True)
    bad.memory_md.write_bytes(b"# Project memory\n\xff\n")
    r = hook("codex", start(home))
    assert r.exit_code == 0 and json.loads(r.stdout)["hookSpecificOutput"]["additionalContext"] == ""
    assert "lc-memory hook codex SessionStart:" in r.stderr


def test_session_end_ingests_and_seals_that_session(home, repo):
    [transcript] = example_as(home / ".claude" / "projects" / claude_slug(repo), str(repo),
                              ["2026-11-02-refund-idempotency"])
    r = hook("claude-code", {"session_id": "2026-11-02-refund-idempotency", "transcript_path": str(transcript),
                             "cwd": str(home), "hook_event_name": "SessionEnd", "reason": "exit"})
    assert r.exit_code == 0 and r.stdout == ""
    store = Store(None, folder_identity(repo))  # its own project, wherever the hook ran
    assert store.is_sealed("2026-11-02-refund-idempotency")
    assert "sealed" in r.stderr
    # A session the person forgot stays forgotten: the hook says so and the agent goes on.
    Memory(store).forget_session("2026-11-02-refund-idempotency")
    r = hook("claude-code", {"session_id": "2026-11-02-refund-idempotency", "transcript_path": str(transcript),
                             "cwd": str(home), "hook_event_name": "SessionEnd", "reason": "exit"})
    assert r.exit_code == 0 and "was forgotten" in r.stderr and not store.is_sealed("2026-11-02-refund-idempotency")


def test_codex_stop_ingests_and_seals_only_quiet_sessions(home, repo):
    day = home / ".codex" / "sessions" / "2026" / "11" / "20"
    old, current = example_as(day, str(repo), ["2026-11-02-refund-idempotency", "2026-12-01-slow-ci"])
    Memory(Store()).ingest([old], route=True)  # an earlier session, long quiet
    r = hook("codex", {"session_id": "c", "transcript_path": str(current), "cwd": str(repo),
                       "hook_event_name": "Stop", "turn_id": "t", "stop_hook_active": False,
                       "last_assistant_message": "done", "model": "m", "permission_mode": "default"})
    assert r.exit_code == 0 and r.stdout == ""
    store = Store(None, folder_identity(repo))
    assert {e.id for e in store.session_entries()} == {"2026-11-02-refund-idempotency", "2026-12-01-slow-ci"}
    assert store.sealed_ids() == {"2026-11-02-refund-idempotency"}  # the live one goes on


def test_install_claude_code_merges_and_points_at_this_command(home):
    settings = home / ".claude" / "settings.json"
    settings.parent.mkdir()
    theirs = {"model": "opus", "hooks": {
        "PreToolUse": [{"matcher": "Bash", "hooks": [{"type": "command", "command": "check-bash"}]}],
        "SessionStart": [{"hooks": [{"type": "command", "command": "echo hello"}]}]}}
    settings.write_text(json.dumps(theirs))
    for _ in range(2):  # twice: no second entry
        r = CliRunner().invoke(cli, ["hook", "install", "claude-code"])
        assert r.exit_code == 0, r.output
    data = json.loads(settings.read_text())
    assert data["model"] == "opus" and data["hooks"]["PreToolUse"] == theirs["hooks"]["PreToolUse"]
    commands = {e: [h["command"] for g in data["hooks"][e] for h in g["hooks"]] for e in ("SessionStart", "SessionEnd")}
    assert commands["SessionStart"][0] == "echo hello" and len(commands["SessionStart"]) == 2
    ours = commands["SessionEnd"][0]
    assert commands["SessionStart"][1] == ours and len(commands["SessionEnd"]) == 1
    program = shlex.split(ours)[0]
    assert os.path.isabs(program) and os.access(program, os.X_OK) and ours.endswith(" hook claude-code")


def test_install_refuses_a_settings_file_it_cannot_read(home):
    settings = home / ".claude" / "settings.json"
    settings.parent.mkdir()
    settings.write_text("{not json")
    r = CliRunner().invoke(cli, ["hook", "install", "claude-code"])
    assert r.exit_code == 1 and "not valid JSON" in r.stderr and settings.read_text() == "{not json"


def test_install_codex_writes_hooks_and_the_mcp_server(home):
    config = home / ".codex" / "config.toml"
    config.parent.mkdir()
    config.write_text('model = "o4"\n\n[mcp_servers.other]\ncommand = "other"\n')
    for _ in range(2):
        assert CliRunner().invoke(cli, ["hook", "install", "codex"]).exit_code == 0
    parsed = tomllib.loads(config.read_text())
    assert parsed["model"] == "o4" and parsed["mcp_servers"]["other"] == {"command": "other"}
    ours = parsed["mcp_servers"]["lc-memory"]
    assert os.path.isabs(ours["command"]) and ours["args"][-3:] == ["mcp", "--agent", "codex"]
    hooks = json.loads((home / ".codex" / "hooks.json").read_text())["hooks"]
    assert set(hooks) == {"SessionStart", "Stop"} and all(len(g) == 1 for g in hooks.values())


def test_the_installed_command_runs_as_the_agent_runs_it(home, repo):
    """The exact command string written into settings.json, run by a shell with the hook's
    JSON on stdin and a PATH without lc-memory on it (as after a venv or pipx install)."""
    example_as(home / ".claude" / "projects" / claude_slug(repo), str(repo), ["2026-11-02-refund-idempotency"])
    Memory(Store()).ingest(sorted((home / ".claude" / "projects").rglob("*.jsonl")), route=True)
    Memory(Store(None, folder_identity(repo))).seal_pending()
    assert CliRunner().invoke(cli, ["hook", "install", "claude-code"]).exit_code == 0
    data = json.loads((home / ".claude" / "settings.json").read_text())
    command = data["hooks"]["SessionStart"][0]["hooks"][0]["command"]
    env = {**os.environ, "PATH": "/usr/bin:/bin", "PYTHONPATH": os.pathsep.join(sys.path)}
    out = subprocess.run(command, shell=True, input=json.dumps(start(repo)), capture_output=True, text=True,
                         env=env, cwd=repo, timeout=60)
    assert out.returncode == 0, out.stderr
    assert "Project memory: payments-api" in json.loads(out.stdout)["hookSpecificOutput"]["additionalContext"]


def test_doctor_says_what_is_wired(home, repo):
    r = CliRunner().invoke(cli, ["doctor", "--json"])
    checks = {c["name"]: c for c in json.loads(r.stdout)}
    assert r.exit_code == 0
    assert checks["claude-code hooks"]["status"] == "missing"
    assert checks["claude-code hooks"]["fix"] == "lc-memory hook install claude-code"
    assert checks["store"]["status"] == "missing"
    for agent in ("claude-code", "codex"):
        CliRunner().invoke(cli, ["hook", "install", agent])
    checks = {c["name"]: c for c in json.loads(CliRunner().invoke(cli, ["doctor", "--json"]).stdout)}
    assert {checks[n]["status"] for n in ("claude-code hooks", "codex hooks", "codex mcp")} == {"ok"}
    assert checks["claude-code mcp"]["status"] == "missing" and "claude mcp add" in checks["claude-code mcp"]["fix"]
    (repo / ".mcp.json").write_text(json.dumps({"mcpServers": {"lc-memory": {"command": "lc-memory-nowhere",
                                                                              "args": ["mcp"]}}}))
    os.chdir(repo)
    # A hook pointing at a command that is gone (an old venv): broken, exit 1.
    settings = home / ".claude" / "settings.json"
    settings.write_text(settings.read_text().replace(shlex.split(json.loads(settings.read_text())["hooks"]
                                                                 ["SessionEnd"][0]["hooks"][0]["command"])[0],
                                                     "/old/venv/bin/lc-memory"))
    r = CliRunner().invoke(cli, ["doctor"])
    assert r.exit_code == 1
    assert "claude-code hooks  broken   SessionStart in" in r.stdout and "/old/venv/bin/lc-memory" in r.stdout
    assert "claude-code mcp    broken" in r.stdout and "lc-memory-nowhere" in r.stdout


def test_mcp_under_codex_finds_the_live_rollout(home, repo, monkeypatch):
    from lc_memory.surfaces.agent_tools import CodexSession, LiveSession

    day = home / ".codex" / "sessions" / "2026" / "11" / "20"
    rollout = day / "rollout-2026-11-20T10-00-00-0199abcd.jsonl"
    day.mkdir(parents=True)
    rollout.write_text("\n".join(json.dumps(r) for r in [
        {"timestamp": "2026-11-20T10:00:00Z", "type": "session_meta", "payload": {"id": "0199abcd", "cwd": str(repo)}},
        {"timestamp": "2026-11-20T10:00:01Z", "type": "event_msg",
         "payload": {"type": "user_message", "message": "Use pnpm, never npm."}},
        {"timestamp": "2026-11-20T10:00:01Z", "type": "response_item", "payload": {
            "type": "message", "role": "user", "content": [{"type": "input_text", "text": "Use pnpm, never npm."}]}},
    ]) + "\n")
    # Named by Codex, or the one live rollout of this project (not in today's folder: found by its name).
    assert CodexSession(repo, thread_id="0199abcd").typed().messages == ["Use pnpm, never npm."]
    monkeypatch.setenv("CODEX_THREAD_ID", "0199abcd")
    typed = LiveSession(repo, "codex").typed()
    assert typed.messages == ["Use pnpm, never npm."] and typed.problem is None
    monkeypatch.delenv("CODEX_THREAD_ID")
    assert "no Codex rollout of this project" in LiveSession(repo, "codex").typed().problem
    # Without --agent, a folder with no live session of either agent credits nothing.
    assert LiveSession(repo).typed().messages == []


def test_the_agent_tools_project_is_the_live_sessions(home, repo, tmp_path):
    from lc_memory.surfaces.agent_tools import project_store

    [transcript] = example_as(tmp_path / "t", str(repo), ["2026-11-02-refund-idempotency"])
    # Named; else the named transcript's working folder's; else the folder the server runs in.
    assert project_store(None, "other").project == "other"
    assert project_store(None, None, transcript, cwd=home).project == folder_identity(repo)
    Memory(Store()).ingest([transcript], route=True)
    assert project_store(None, None, None, cwd=repo).project == folder_identity(repo)
