"""Hooks for Gemini CLI and Qwen Code (hook entries in their settings.json) and OpenCode (a
plugin file): the exact shape written, merged with what the person has and written once,
each agent's payload mapped onto the digest or an ingest and seal, and what ``doctor`` says.
HOME and every agent's folder are temp folders in every test; no real home is read or written.

The shapes are the ones the agents document: Gemini CLI's hooks reference
(google-gemini/gemini-cli docs/hooks/reference.md), Qwen Code's hooks page
(QwenLM/qwen-code docs/users/features/hooks.md), OpenCode's plugins page
(opencode.ai/docs/plugins) and its plugin types (packages/plugin/src/index.ts).
"""

from __future__ import annotations

import hashlib
import json
import os
import shutil
import subprocess
from pathlib import Path

import pytest
from click.testing import CliRunner

from lc_memory import Memory
from lc_memory.store.files import Store
from lc_memory.store.identity import folder_identity
from lc_memory.surfaces import agent_hooks
from lc_memory.surfaces.agent_hooks import (
    AGENTS,
    command_path,
    install,
    opencode_plugin,
    plugin_command,
    run_hook,
    strip_json_comments,
)
from lc_memory.surfaces.cli import HOOK_RUNS, cli
from lc_memory.surfaces.doctor import check_hooks, check_transcripts, doctor

from .conftest import example_as

SETTINGS = {"gemini-cli": Path(".gemini/settings.json"), "qwen-code": Path(".qwen/settings.json")}
PLUGIN = Path(".config/opencode/plugins/lc-memory.js")








def hook(agent: str, payload: dict | str):
    text = payload if isinstance(payload, str) else json.dumps(payload)
    return CliRunner().invoke(cli, ["hook", agent], input=text, catch_exceptions=False)


def sealed_memory(home: Path, repo: Path, leave_unsealed: tuple[str, ...] = ()) -> Memory:
    """The example sessions ingested into ``repo``'s project and sealed (but those named)."""
    transcripts = example_as(home / "examples", str(repo))
    Memory(Store()).ingest(transcripts, route=True)
    project = Memory(Store(None, folder_identity(repo)))
    for sid in project.unsealed():
        if sid not in leave_unsealed:
            project.seal(sid)
    return project


def expected_settings(agent: str, command: str) -> dict:
    return {"hooks": {
        "SessionStart": [{"hooks": [{"name": "lc-memory", "type": "command", "command": command, "timeout": 30000}]}],
        "SessionEnd": [{"hooks": [{"name": "lc-memory", "type": "command", "command": command, "timeout": 120000}]}],
    }}


# --- Gemini CLI and Qwen Code: settings.json -----------------------------------------------

@pytest.mark.parametrize("agent", ["gemini-cli", "qwen-code"])
def test_install_writes_the_documented_shape(home, exe, agent):
    lines = install(agent, [str(exe)])
    path = home / SETTINGS[agent]
    assert json.loads(path.read_text()) == expected_settings(agent, f"{exe} hook {agent}")
    assert lines == [f"{path}: SessionStart, SessionEnd run {exe} hook {agent}"]


@pytest.mark.parametrize("agent, theirs_event", [("gemini-cli", "BeforeTool"), ("qwen-code", "PreToolUse")])
def test_install_keeps_what_is_there_and_a_second_install_changes_nothing(home, exe, tmp_path, agent, theirs_event):
    path = home / SETTINGS[agent]
    path.parent.mkdir()
    check = {"type": "command", "command": "check-write", "timeout": 5000}
    hello = {"name": "hello", "type": "command", "command": "echo hi"}
    theirs = {"model": {"name": "some-model"}, "hooksConfig": {"notifications": False}, "hooks": {
        theirs_event: [{"matcher": "write_file", "hooks": [check]}],
        "SessionStart": [{"matcher": "startup", "hooks": [hello]}]}}
    path.write_text(json.dumps(theirs))
    install(agent, [str(exe)])
    first = path.read_bytes()
    again = install(agent, [str(exe)])
    assert path.read_bytes() == first and again[0].endswith("(left as it is)")
    data = json.loads(first)
    assert data["model"] == theirs["model"] and data["hooksConfig"] == theirs["hooksConfig"]
    assert data["hooks"][theirs_event] == theirs["hooks"][theirs_event]
    ours = {"name": "lc-memory", "type": "command", "command": f"{exe} hook {agent}", "timeout": 30000}
    assert data["hooks"]["SessionStart"] == [theirs["hooks"]["SessionStart"][0], {"hooks": [ours]}]
    # Moved to another venv: the same entries now run the new path, none is added.
    moved = tmp_path / "new-venv" / "lc-memory"
    install(agent, [str(moved)])
    data = json.loads(path.read_text())
    assert [g["hooks"][0]["command"] for g in data["hooks"]["SessionStart"]] == ["echo hi", f"{moved} hook {agent}"]
    assert [h["command"] for g in data["hooks"]["SessionEnd"] for h in g["hooks"]] == [f"{moved} hook {agent}"]


def test_each_agents_home_moves_with_its_variable(home, exe, tmp_path, monkeypatch):
    monkeypatch.setenv("GEMINI_CLI_HOME", str(tmp_path / "g"))
    monkeypatch.setenv("QWEN_HOME", str(tmp_path / "q"))
    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path / "xdg"))
    for agent in ("gemini-cli", "qwen-code", "opencode"):
        install(agent, [str(exe)])
    assert (tmp_path / "g" / ".gemini" / "settings.json").is_file()
    assert (tmp_path / "q" / "settings.json").is_file()
    assert (tmp_path / "xdg" / "opencode" / "plugins" / "lc-memory.js").is_file()
    assert not any(home.iterdir())


def test_a_settings_file_with_comments_is_read_but_never_rewritten(home, exe):
    path = home / SETTINGS["gemini-cli"]
    path.parent.mkdir()
    text = '{\n  // the model I like\n  "model": {"name": "a // not a comment"} /* trailing */\n}\n'
    assert json.loads(strip_json_comments(text)) == {"model": {"name": "a // not a comment"}}
    path.write_text(text)
    with pytest.raises(ValueError, match="has comments"):
        install("gemini-cli", [str(exe)])
    assert path.read_text() == text
    assert check_hooks("gemini-cli").status == "missing"  # read past its comments, not "broken"
    # Added by hand, comments and all: doctor reads them.
    by_hand = json.dumps(expected_settings("gemini-cli", f"{exe} hook gemini-cli"))
    path.write_text("// lc-memory, by hand\n" + by_hand)
    assert check_hooks("gemini-cli").status == "ok"


def test_the_cli_installs_every_agent_and_runs_as_each(home):
    assert tuple(HOOK_RUNS) == AGENTS
    for agent in ("gemini-cli", "qwen-code", "opencode"):
        r = CliRunner().invoke(cli, ["hook", "install", agent])
        assert r.exit_code == 0, r.output
    command = json.loads((home / SETTINGS["qwen-code"]).read_text())["hooks"]["SessionEnd"][0]["hooks"][0]["command"]
    assert command == f"{command_path()[0]} hook qwen-code" or command.endswith(" -m lc_memory hook qwen-code")
    help_text = CliRunner().invoke(cli, ["hook", "--help"]).output
    assert all(f"hook install {agent}" in help_text for agent in AGENTS)


# --- what each payload does -------------------------------------------------------------------

def gemini_payload(event: str, cwd: Path, transcript: Path | str = "", **more) -> dict:
    """Gemini CLI's and Qwen Code's hook input: the base fields and the event's own."""
    return {"session_id": "0b1c2d3e-4f50-4617-8293-a4b5c6d7e8f9", "transcript_path": str(transcript), "cwd": str(cwd),
            "hook_event_name": event, "timestamp": "2026-12-01T10:00:00.000Z", **more}


@pytest.mark.parametrize("agent", ["gemini-cli", "qwen-code"])
def test_session_start_gives_the_digest_as_additional_context(home, repo, agent):
    project = sealed_memory(home, repo)
    r = hook(agent, gemini_payload("SessionStart", repo, source="startup"))
    assert r.exit_code == 0 and r.stderr == ""
    assert json.loads(r.stdout) == {"hookSpecificOutput": {"hookEventName": "SessionStart",
                                                           "additionalContext": project.digest_text()}}
    assert "Project memory: payments-api" in project.digest_text()


@pytest.mark.parametrize("agent", ["gemini-cli", "qwen-code"])
def test_their_stdout_is_only_json_whatever_happens(home, agent):
    # An event lc-memory does nothing on, a session end without a transcript, input that is
    # not JSON: stdout is "{}" (they would show stderr to the person otherwise), exit 0.
    for payload in (gemini_payload("BeforeAgent", home, prompt="hi"),
                    gemini_payload("SessionEnd", home, home / "gone.jsonl", reason="exit"), "not json"):
        r = hook(agent, payload)
        assert r.exit_code == 0 and r.stdout == "{}\n"
    assert "no transcript" in hook(agent, gemini_payload("SessionEnd", home, home / "gone.jsonl", reason="exit")).stderr
    # Claude Code prints nothing when there is nothing to say (as before).
    assert hook("claude-code", gemini_payload("SessionEnd", home, home / "gone.jsonl", reason="exit")).stdout == ""


def write_gemini_session(home: Path, repo: Path, sid: str) -> Path:
    """A Gemini CLI JSONL session (chatRecordingService's layout) in ``tmp/<slug>/chats``."""
    chats = home / ".gemini" / "tmp" / "payments-api" / "chats"
    chats.mkdir(parents=True)
    (chats.parent / ".project_root").write_text(str(repo))
    records = [
        {"sessionId": sid, "projectHash": hashlib.sha256(str(repo).encode()).hexdigest(),
         "startTime": "2026-12-01T10:00:00.000Z", "lastUpdated": "2026-12-01T10:00:00.000Z", "kind": "main"},
        {"id": "u1", "timestamp": "2026-12-01T10:00:01.000Z", "type": "user",
         "content": [{"text": "Retry the refund call once on a timeout, with the same idempotency key."}]},
        {"$set": {"lastUpdated": "2026-12-01T10:00:01.000Z"}},
        {"id": "g1", "timestamp": "2026-12-01T10:00:05.000Z", "type": "gemini", "model": "gemini-3-flash-preview",
         "content": "Done: the refund call retries once on a timeout, with the same idempotency key."},
    ]
    path = chats / f"session-2026-12-01T10-00-{sid[:8]}.jsonl"
    path.write_text("\n".join(json.dumps(r) for r in records) + "\n")
    return path


def write_qwen_session(home: Path, repo: Path, sid: str) -> Path:
    """A Qwen Code JSONL session (ChatRecord tree) in ``projects/<sanitised cwd>/chats``."""
    chats = home / ".qwen" / "projects" / "".join(c if c.isalnum() else "-" for c in str(repo)) / "chats"
    chats.mkdir(parents=True)
    base = {"sessionId": sid, "cwd": str(repo), "version": "0.16.0", "gitBranch": "main"}
    records = [
        {**base, "uuid": "q1", "parentUuid": None, "timestamp": "2026-12-01T10:00:01.000Z", "type": "user",
         "message": {"role": "user", "parts": [{"text": "Retry the refund call once on a timeout."}]}},
        {**base, "uuid": "q2", "parentUuid": "q1", "timestamp": "2026-12-01T10:00:05.000Z", "type": "assistant",
         "message": {"role": "model", "parts": [{"text": "Done: the refund call retries once on a timeout."}]}},
    ]
    path = chats / f"{sid}.jsonl"
    path.write_text("\n".join(json.dumps(r) for r in records) + "\n")
    return path


@pytest.mark.parametrize("agent, write", [("gemini-cli", write_gemini_session), ("qwen-code", write_qwen_session)])
def test_session_end_ingests_and_seals_that_session_in_its_own_project(home, repo, agent, write):
    from lc_memory.ingest.base import read_transcripts

    sid = "0b1c2d3e-4f50-4617-8293-a4b5c6d7e8f9"
    transcript = write(home, repo, sid)
    try:
        [t] = read_transcripts(transcript, agent)
    except Exception as e:  # noqa: BLE001 - the reader is another module's; its absence is a skip here
        pytest.skip(f"lc_memory.ingest cannot read a {agent} session yet ({type(e).__name__}: {e})")
    assert t.meta["cwd"] == str(repo)
    r = hook(agent, gemini_payload("SessionEnd", home, transcript, reason="exit"))  # run from elsewhere
    assert r.exit_code == 0 and r.stdout == "{}\n"
    store = Store(None, folder_identity(repo))
    assert store.is_sealed(sid) and f"lc-memory: {sid}: sealed" in r.stderr
    assert store.session(sid)["format"] == agent  # read as that agent's transcript: the hook says whose it is


def test_a_hook_reads_the_transcript_as_its_own_agents(home, repo, tmp_path):
    """Gemini CLI's hook names a Gemini CLI session: a file of another agent's is not taken."""
    other = tmp_path / "export.json"
    other.write_text(json.dumps(opencode_export("ses_5a9d0c7e2ffeLcMemoryHook1", repo)))
    r = hook("gemini-cli", gemini_payload("SessionEnd", repo, other, reason="exit"))
    assert r.exit_code == 0 and r.stdout == "{}\n" and "lc-memory hook gemini-cli SessionEnd:" in r.stderr
    assert not Store(None, folder_identity(repo)).exists()


def opencode_export(sid: str, repo: Path, parent: str | None = None) -> dict:
    """A session as ``opencode export`` prints it (and as lc-memory's plugin writes it)."""
    info = {"id": sid, "slug": "calm-field", "version": "1.18.30", "projectID": "global", "directory": str(repo),
            "title": "Retry the refund call", "time": {"created": 1764583200000, "updated": 1764583230000}}
    if parent:
        info["parentID"] = parent
    user, agent = f"msg_{sid[4:]}U", f"msg_{sid[4:]}A"
    return {"info": info, "messages": [
        {"info": {"id": user, "sessionID": sid, "role": "user", "time": {"created": 1764583200100}, "agent": "build",
                  "model": {"providerID": "demo", "modelID": "demo-model"}},
         "parts": [{"id": f"prt_{sid[4:]}1", "sessionID": sid, "messageID": user, "type": "text",
                    "text": "Retry the refund call once on a timeout, with the same idempotency key."}]},
        {"info": {"id": agent, "sessionID": sid, "role": "assistant", "parentID": user, "mode": "build",
                  "agent": "build", "modelID": "demo-model", "providerID": "demo",
                  "time": {"created": 1764583201000, "completed": 1764583209000},
                  "path": {"cwd": str(repo), "root": str(repo)}},
         "parts": [{"id": f"prt_{sid[4:]}2", "sessionID": sid, "messageID": agent, "type": "text",
                    "text": "Done: the refund call retries once on a timeout."}]},
    ]}


def test_opencode_idle_ingests_the_export_and_seals_only_the_quiet_sessions(home, repo, tmp_path):
    sid = "ses_5a9d0c7e2ffeLcMemoryHook1"
    sealed_memory(home, repo, leave_unsealed=("2026-12-01-slow-ci",))
    export = tmp_path / "export.json"
    export.write_text(json.dumps(opencode_export(sid, repo)))
    r = hook("opencode", {"hook_event_name": "session.idle", "session_id": sid, "cwd": str(repo),
                          "transcript_path": str(export)})
    assert r.exit_code == 0 and r.stdout == ""
    store = Store(None, folder_identity(repo))
    assert sid in {e.id for e in store.session_entries()}
    assert not store.is_sealed(sid)  # the live session goes on
    assert store.is_sealed("2026-12-01-slow-ci")  # a quiet one is sealed


def test_an_event_an_agent_does_not_have_does_nothing(home, repo, tmp_path):
    export = tmp_path / "export.json"
    export.write_text(json.dumps(opencode_export("ses_5a9d0c7e2ffeLcMemoryHook1", repo)))
    for agent, event in (("opencode", "SessionEnd"), ("gemini-cli", "Stop"), ("codex", "SessionEnd")):
        result = run_hook(agent, {"hook_event_name": event, "cwd": str(repo), "transcript_path": str(export)})
        assert result.messages == [] and result.stdout in ("", "{}\n")
    assert not Store(None, folder_identity(repo)).exists()


# --- OpenCode: the plugin file ----------------------------------------------------------------

def test_install_opencode_writes_the_plugin_once(home, exe, tmp_path):
    path = home / PLUGIN
    lines = install("opencode", [str(exe)])
    text = path.read_text()
    assert text == opencode_plugin([str(exe)]) and lines == [
        f"{path}: the plugin runs {exe} hook opencode (restart OpenCode to load it)"]
    # The documented shape: one exported async function returning hooks; every export must be one.
    assert [line for line in text.splitlines() if line.startswith("export ")] == [
        "export const LcMemory = async ({ client, $, directory }) => {"]
    for documented in ("event: async ({ event }) =>", '"experimental.chat.system.transform": async (input, output) =>',
                       'event.type === "session.idle"', "client.session.messages({ path: { id } })",
                       "${LC_MEMORY[0]} hook opencode < ${input}"):
        assert documented in text
    assert plugin_command(text) == [str(exe)]
    mtime = path.stat().st_mtime_ns
    assert install("opencode", [str(exe)])[0].endswith("(left as it is)") and path.stat().st_mtime_ns == mtime
    # A command of several words: each one its own argument.
    words = opencode_plugin(["/usr/bin/python3", "-m", "lc_memory"])
    assert "${LC_MEMORY[0]} ${LC_MEMORY[1]} ${LC_MEMORY[2]} hook opencode" in words
    assert plugin_command(words) == ["/usr/bin/python3", "-m", "lc_memory"]
    # A plugin file of that name that is not lc-memory's is never overwritten.
    path.write_text("export const Mine = async () => ({})\n")
    with pytest.raises(ValueError, match="not lc-memory's plugin"):
        install("opencode", [str(exe)])
    assert path.read_text() == "export const Mine = async () => ({})\n"


NODE_DRIVER = r"""
// Loads lc-memory's plugin as OpenCode does and drives its hooks, with Bun's $ and the SDK
// client stood in for: $ runs the command with the Response's body on stdin.
import { spawnSync } from "node:child_process"
import { readFileSync } from "node:fs"
import { pathToFileURL } from "node:url"

const [pluginPath, sessionsPath, directory, expected] = process.argv.slice(2)
const sessions = JSON.parse(readFileSync(sessionsPath, "utf8"))
const runs = []
let done = 0
const $ = (strings, ...values) => {
  const argv = []
  let stdin = null
  let cwd
  strings.forEach((s, i) => {
    let redirect = false
    for (const w of s.split(/\s+/).filter(Boolean)) {
      if (w === "<") redirect = true
      else argv.push(w)
    }
    if (i < values.length) {
      if (redirect) stdin = values[i]
      else argv.push(String(values[i]))
    }
  })
  const shell = {
    cwd(d) { cwd = d; return shell },
    quiet() { return shell },
    nothrow() { return shell },
    then(resolve, reject) {
      return (async () => {
        const input = await stdin.text()
        runs.push({ argv, cwd, payload: JSON.parse(input) })
        const r = spawnSync(argv[0], argv.slice(1), { input, cwd, env: process.env })
        done += 1
        return { stdout: r.stdout, stderr: r.stderr, exitCode: r.status }
      })().then(resolve, reject)
    },
  }
  return shell
}
const client = { session: {
  get: async ({ path }) => ({ data: sessions[path.id]?.info }),
  messages: async ({ path }) => ({ data: sessions[path.id]?.messages }),
} }
const mod = await import(pathToFileURL(pluginPath).href)
const hooks = await mod.LcMemory({ client, $, directory, project: {}, worktree: directory })
const system = {}
for (const id of Object.keys(sessions)) {
  for (let turn = 0; turn < 2; turn++) {
    const output = { system: ["You are OpenCode."] }
    await hooks["experimental.chat.system.transform"]({ sessionID: id, model: {} }, output)
    system[id] = output.system
  }
  await hooks.event({ event: { type: "session.idle", properties: { sessionID: id } } })
  await hooks.event({ event: { type: "session.status", properties: { sessionID: id, status: { type: "idle" } } } })
}
for (let waited = 0; done < Number(expected) && waited < 60000; waited += 50) {
  await new Promise((r) => setTimeout(r, 50))
}
await new Promise((r) => setTimeout(r, 1500))
console.log(JSON.stringify({ exports: Object.keys(mod), system, runs }))
"""


@pytest.mark.skipif(shutil.which("node") is None, reason="node runs the plugin here (OpenCode runs it in Bun)")
def test_the_opencode_plugin_runs_lc_memory_as_opencode_would(home, repo, tmp_path):
    main, helper = "ses_5a9d0c7e2ffeLcMemoryHook1", "ses_5a9d0c7e2ffeHelperAgent1"
    digest = sealed_memory(home, repo, leave_unsealed=("2026-12-01-slow-ci",)).digest_text()  # as the session starts
    install("opencode")  # this installation's own command, as `lc-memory hook install opencode` writes it
    plugin = tmp_path / "plugin.mjs"  # the same file, named so that node loads it as a module
    plugin.write_text((home / PLUGIN).read_text())
    sessions = tmp_path / "sessions.json"
    sessions.write_text(json.dumps({main: opencode_export(main, repo), helper: opencode_export(helper, repo, main)}))
    driver = tmp_path / "driver.mjs"
    driver.write_text(NODE_DRIVER)
    tmp = tmp_path / "tmp"
    tmp.mkdir()
    out = subprocess.run(["node", str(driver), str(plugin), str(sessions), str(repo), "2"], check=False,
                         capture_output=True, text=True, timeout=120, env={**os.environ, "TMPDIR": str(tmp)})
    assert out.returncode == 0, out.stderr
    got = json.loads(out.stdout)
    assert got["exports"] == ["LcMemory"]
    # The digest in every request's system prompt of the main session, asked for once.
    assert got["system"] == {main: ["You are OpenCode.", digest], helper: ["You are OpenCode."]}
    assert "Project memory: payments-api" in digest
    exe = [*command_path(), "hook", "opencode"]
    runs = [(r["argv"], r["cwd"], r["payload"]["hook_event_name"], r["payload"]["session_id"]) for r in got["runs"]]
    assert runs == [(exe, str(repo), "SessionStart", main),
                    (exe, str(repo), "session.idle", main)]  # one run for both idle events, none for the helper
    store = Store(None, folder_identity(repo))
    assert main in {e.id for e in store.session_entries()} and helper not in {e.id for e in store.session_entries()}
    assert not store.is_sealed(main) and store.is_sealed("2026-12-01-slow-ci")
    assert list(tmp.iterdir()) == []  # the exported session is removed once ingested


# --- doctor ----------------------------------------------------------------------------------

def rows(cwd: Path) -> dict:
    return {c.name: c for c in doctor(cwd=cwd)}


def test_doctor_shows_an_agents_hooks_once_the_agent_is_here(home, exe):
    assert not {"gemini-cli hooks", "qwen-code hooks", "opencode hooks"} & set(rows(home))
    for folder in (".gemini", ".qwen", ".config/opencode"):
        (home / folder).mkdir(parents=True)
    c = rows(home)
    for agent in ("gemini-cli", "qwen-code", "opencode"):
        assert (c[f"{agent} hooks"].status, c[f"{agent} hooks"].fix) == ("missing", f"lc-memory hook install {agent}")
    assert "gemini-cli mcp" not in c  # lc-memory configures no MCP server for them
    for agent in ("gemini-cli", "qwen-code", "opencode"):
        install(agent, [str(exe)])
    c = rows(home)
    assert c["gemini-cli hooks"].detail == f"SessionStart, SessionEnd in {home / SETTINGS['gemini-cli']} run {exe}"
    assert c["opencode hooks"].detail == f"{home / PLUGIN} runs {exe}"
    assert {c[f"{a} hooks"].status for a in ("gemini-cli", "qwen-code", "opencode")} == {"ok"}


@pytest.mark.parametrize("agent, setting, said", [
    ("gemini-cli", {"hooksConfig": {"enabled": False}}, "hooksConfig.enabled is false, so no hook runs"),
    ("gemini-cli", {"hooksConfig": {"disabled": ["lc-memory"]}},
     "hooksConfig.disabled turns lc-memory's hooks off (/hooks enable lc-memory)"),
    ("qwen-code", {"disableAllHooks": True}, "disableAllHooks is true, so no hook runs"),
    ("claude-code", {"disableAllHooks": True}, "disableAllHooks is true, so no hook runs"),
])
def test_doctor_says_when_a_setting_turns_the_hooks_off(home, exe, agent, setting, said):
    install(agent, [str(exe)])
    path = agent_hooks.settings_path(agent)
    path.write_text(json.dumps({**json.loads(path.read_text()), **setting}))
    c = check_hooks(agent)
    assert (c.status, c.detail, c.fix) == ("broken", f"{path}: {said}", f"change that setting in {path}")
    assert install(agent, [str(exe)])[-1] == f"{path}: note: {said}"  # install says so too


def test_doctor_an_old_command_is_broken(home, exe):
    for agent in ("qwen-code", "opencode"):
        install(agent, [str(exe)])
        path = agent_hooks.settings_path(agent)
        path.write_text(path.read_text().replace(str(exe), "/old/venv/bin/lc-memory"))
    c = check_hooks("qwen-code")
    assert c.status == "broken" and c.detail.endswith("runs /old/venv/bin/lc-memory, which is not there")
    c = check_hooks("opencode")
    assert (c.status, c.detail) == ("broken", f"{home / PLUGIN} runs /old/venv/bin/lc-memory, which is not there")


def test_doctor_an_older_plugin_still_runs_but_is_offered_the_update(home, exe):
    install("opencode", [str(exe)])
    path = home / PLUGIN
    path.write_text(path.read_text().replace("session.status", "session.state"))
    c = check_hooks("opencode")
    assert (c.status, c.fix) == ("ok", "lc-memory hook install opencode") and "an older version" in c.detail
    path.write_text("export const Mine = async () => ({})\n")
    assert check_hooks("opencode").status == "missing"


def test_doctor_lists_the_agents_found_and_which_have_hooks_wired(home, exe):
    found = {"gemini-cli": [home / ".gemini" / "tmp"], "opencode": [home / ".local" / "share" / "opencode"],
             "aider": [home / "src"]}
    install("gemini-cli", [str(exe)])
    by_agent = {name: c for name, c in zip(found, check_transcripts(found))}
    assert by_agent["gemini-cli"].name == "Gemini CLI transcripts"
    assert by_agent["gemini-cli"].detail == f"{home / '.gemini' / 'tmp'} (its hooks are wired)"
    assert by_agent["opencode"].detail.endswith("(its hooks are not wired: lc-memory hook install opencode)")
    assert by_agent["aider"].detail.endswith("(lc-memory wires no hooks for it)")
    assert {(c.status, c.fix) for c in by_agent.values()} == {("ok", "lc-memory ingest")}
