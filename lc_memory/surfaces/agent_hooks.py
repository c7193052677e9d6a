"""Agent hooks: what coding agents run as a session starts and ends, and wiring them in.

Claude Code, Codex, Gemini CLI and Qwen Code run a hook command with one JSON object on
stdin (``session_id``, ``transcript_path``, ``cwd``, ``hook_event_name``, and per event
``source`` or ``reason``); ``ACTIONS`` says what each agent's events do here:

- **SessionStart** (all): the digest of ``cwd``'s project, as
  ``{"hookSpecificOutput": {"hookEventName": "SessionStart", "additionalContext": DIGEST}}``
  on stdout, which every one of them adds to the model's context (Codex's validator wants
  that shape even when there is nothing to add: ``additionalContext`` is then ""). This path
  is kept light, as ``lc-memory digest`` is (``frame.fresh_digest``).
- **SessionEnd** (Claude Code, Gemini CLI, Qwen Code): ingest ``transcript_path`` into its
  own project, seal it.
- **Stop** (Codex, which has no session-end event; it fires after every turn): ingest the
  rollout, so recall and search see the session while it runs, and seal this project's
  other sessions that have gone quiet (idle ``IDLE`` seconds), since a sealed session is
  not sealed again when it goes on.

OpenCode has no hook commands but plugins: ``install`` writes one (``opencode_plugin``) that
sends the same JSON to ``lc-memory hook opencode``: ``SessionStart`` the first time a
session asks the model (the digest goes into its system prompt through the
``experimental.chat.system.transform`` hook), and ``session.idle`` when a turn is over, with
the session exported as ``opencode export`` writes it (ingested like Codex's ``Stop``).

A hook never fails the agent: whatever goes wrong is one line on stderr and the exit status
is 0 (Gemini CLI and Qwen Code show a hook's stderr when its stdout is empty, so they get
``{}``). ``install`` writes the entries into the agent's own settings (Claude Code
``settings.json``, Codex ``hooks.json`` plus its MCP server in ``config.toml``, Gemini CLI's
and Qwen Code's ``settings.json``, OpenCode's plugin folder) with the absolute path of this
installation's command, merging with what is there; ``doctor.py`` says what is wired and
what is not.


The runner imports the library inside each event's branch: a hook runs at every session start
and turn end of an agent, and the start must stay as quick as `lc-memory digest`."""

from __future__ import annotations

import copy
import dataclasses
import json
import os
import re
import shlex
import shutil
import sys
import time
from pathlib import Path
from typing import IO, Any, Callable

AGENTS = ("claude-code", "codex", "gemini-cli", "qwen-code", "opencode")
LABELS = {"claude-code": "Claude Code", "codex": "Codex", "gemini-cli": "Gemini CLI", "qwen-code": "Qwen Code",
          "opencode": "OpenCode"}
# What each event does: "digest" prints the digest; "end" ingests the transcript and seals
# that session; "turn" ingests it and seals this project's other sessions that went quiet.
ACTIONS = {
    "claude-code": {"SessionStart": "digest", "SessionEnd": "end"},
    "codex": {"SessionStart": "digest", "Stop": "turn"},
    "gemini-cli": {"SessionStart": "digest", "SessionEnd": "end"},
    "qwen-code": {"SessionStart": "digest", "SessionEnd": "end"},
    "opencode": {"SessionStart": "digest", "session.idle": "turn"},  # sent by lc-memory's plugin
}
EVENTS = {agent: tuple(actions) for agent, actions in ACTIONS.items()}
TIMEOUTS = {"SessionStart": 30, "SessionEnd": 120, "Stop": 60}  # seconds
MILLISECONDS = ("gemini-cli", "qwen-code")  # their hook timeouts are in milliseconds
JSON_STDOUT = ("gemini-cli", "qwen-code")  # they show a hook's stderr as a message when stdout is empty
# The ingest format of the transcript a hook names, where the agent says whose it is (Claude
# Code's and Codex's hooks keep ``auto``, as before: their formats are told apart reliably).
FORMAT_OF = {"gemini-cli": "gemini-cli", "qwen-code": "qwen-code", "opencode": "opencode"}
HOOK_NAME = "lc-memory"  # the "name" of our hook entries where the agent has one (Gemini CLI, Qwen Code)
IDLE = 600  # seconds: a Codex or OpenCode session this quiet is over (as ``lc-memory watch --idle``)


# --- running a hook ---------------------------------------------------------------

@dataclasses.dataclass
class HookResult:
    stdout: str = ""
    messages: list[str] = dataclasses.field(default_factory=list)  # for stderr


def read_payload(stream: IO[str]) -> dict:
    """The hook's JSON object; a LookupError when stdin holds none."""
    text = stream.read()
    try:
        payload = json.loads(text) if text.strip() else None
    except ValueError as e:
        raise LookupError(f"the hook input is not JSON ({e})") from None
    if not isinstance(payload, dict):
        raise LookupError("the hook input is not a JSON object")
    return payload


def run_hook(agent: str, payload: dict, root: str | os.PathLike | None = None) -> HookResult:
    """Do what ``payload``'s event asks of ``agent`` (``ACTIONS``); never raises (errors
    become messages). An event the agent has no action for does nothing."""
    event = payload.get("hook_event_name")
    action = ACTIONS.get(agent, {}).get(event) if isinstance(event, str) else None
    result = HookResult()
    try:
        if action == "digest":
            result.stdout = session_start(payload, root)
        elif action in ("end", "turn"):
            ingest_and_seal(payload, root, result, seal_this=action == "end", format=FORMAT_OF.get(agent, "auto"))
    except Exception as e:  # noqa: BLE001 - a hook must never fail the agent
        result.messages.append(f"lc-memory hook {agent} {event}: {type(e).__name__}: {e}")
    if action == "digest" and not result.stdout:
        result.stdout = start_output("")
    if agent in JSON_STDOUT and not result.stdout:
        result.stdout = "{}\n"
    return result


def start_output(context: str) -> str:
    return json.dumps({"hookSpecificOutput": {"hookEventName": "SessionStart", "additionalContext": context}},
                      ensure_ascii=False) + "\n"


def session_start(payload: dict, root: str | os.PathLike | None) -> str:
    """The digest of ``cwd``'s project (nothing when it has no memory yet). Light, as
    ``lc-memory digest`` is: only a missing or stale MEMORY.md loads the library."""
    from lc_memory.clock import utcnow
    from lc_memory.state.frame import fresh_digest
    from lc_memory.store.projects import Projects

    store = Projects(root).here(payload.get("cwd") or os.getcwd())
    if store is None or not store.exists():
        return start_output("")
    text = fresh_digest(store, utcnow())
    if text is None:
        from lc_memory.memory import Memory

        text = Memory(store).digest_text()
    return start_output(text)


def ingest_and_seal(payload: dict, root: str | os.PathLike | None, result: HookResult, *, seal_this: bool,
                    format: str = "auto") -> None:
    """Ingest the transcript (read as ``format``) into its own project; seal it
    (``seal_this``), or seal the project's other sessions that have been quiet for ``IDLE``
    seconds."""
    from lc_memory.clock import parse_time
    from lc_memory.errors import LcMemoryError
    from lc_memory.memory import Memory
    from lc_memory.store.files import Store

    path = payload.get("transcript_path")
    if not path or not Path(path).is_file():
        result.messages.append(f"lc-memory: no transcript at {path!r}; nothing ingested")
        return
    fallback = Memory(Store(root, _fallback_project(payload.get("cwd"))))
    report = fallback.ingest([path], format, route=True, revive=False)
    for memory, sessions in report.sessions.items():
        extractor = extractor_for(memory.store, warn=result.messages.append)
        ids = [sid for sid, _ in sessions]
        if seal_this:
            todo = ids
        else:
            now = time.time()
            todo = [e.id for e in memory.store.visible_sessions()
                    if e.id not in ids and not e.sealed
                    and now - (_stamp(parse_time(e.last_activity)) or now) >= IDLE]
        with memory.batch():
            for sid in todo:
                try:  # one session that cannot be sealed (forgotten, say) does not stop the others
                    out = memory.seal(sid, extractor=extractor)
                except LcMemoryError as e:
                    result.messages.append(f"lc-memory: {sid}: {e}")
                    continue
                result.messages.append(f"lc-memory: {sid}: {'sealed' if out.sealed else out.reason}")
        result.messages.extend(f"lc-memory: warning: {w}" for w in memory.warnings)


def _stamp(when: Any) -> float | None:
    return when.timestamp() if when is not None else None


def _fallback_project(cwd: str | None) -> str:
    """Where a transcript without a working folder goes: the hook's ``cwd``'s project."""
    from lc_memory.store.identity import current_project

    return current_project(cwd if cwd and os.path.isdir(cwd) else None)


def extractor_for(store: Any, model: str | None = None, *, log: bool = True,
                  warn: Callable[[str], Any] = lambda line: None) -> Callable | None:
    """The model lane when a model is named (argument or ``extract.model``), else None
    (offline); a model without its key is said through ``warn`` and the seal goes offline."""
    model = model or store.config.extract.get("model")
    if not model:
        return None
    from lc_memory.write.model_lane import MissingKey, model_extractor

    try:
        return model_extractor(model, store.config, log=log and store.config.extract.get("log", True))
    except MissingKey as e:
        warn(f"{e}; going on offline without it")
        return None


# --- wiring the hooks in --------------------------------------------------------------

def command_path() -> list[str]:
    """This installation's ``lc-memory`` as an absolute command: the script that runs now,
    else the one beside this Python (a venv's bin), else on PATH, else ``python -m``."""
    argv0 = Path(sys.argv[0]) if sys.argv and sys.argv[0] else None
    if argv0 is not None and argv0.name == "lc-memory" and argv0.is_file():
        return [str(argv0.absolute())]
    beside = Path(sys.executable).parent / "lc-memory"
    if beside.is_file() and os.access(beside, os.X_OK):
        return [str(beside)]
    found = shutil.which("lc-memory")
    if found:
        return [str(Path(found).absolute())]
    return [sys.executable, "-m", "lc_memory"]


def hook_command(agent: str, exe: list[str] | None = None) -> str:
    return shlex.join([*(exe or command_path()), "hook", agent])


def claude_dir() -> Path:
    return Path(os.environ.get("CLAUDE_CONFIG_DIR") or "~/.claude").expanduser()


def codex_home() -> Path:
    return Path(os.environ.get("CODEX_HOME") or "~/.codex").expanduser()


def gemini_home() -> Path:
    """Gemini CLI's folder: ``~/.gemini``; ``$GEMINI_CLI_HOME`` moves the home it is in."""
    return Path(os.environ.get("GEMINI_CLI_HOME") or "~").expanduser() / ".gemini"


def qwen_home() -> Path:
    """Qwen Code's folder: ``$QWEN_HOME`` (``~`` expanded, a relative one from here), else ``~/.qwen``."""
    return Path(os.environ.get("QWEN_HOME") or "~/.qwen").expanduser().absolute()


def opencode_config_dir() -> Path:
    """OpenCode's global config folder: ``$XDG_CONFIG_HOME/opencode``, else ``~/.config/opencode``."""
    return Path(os.environ.get("XDG_CONFIG_HOME") or "~/.config").expanduser() / "opencode"


def settings_path(agent: str) -> Path:
    """The file that holds the agent's hooks: Claude Code's settings.json, Codex's hooks.json,
    Gemini CLI's and Qwen Code's settings.json; for OpenCode, lc-memory's plugin file."""
    return {
        "claude-code": lambda: claude_dir() / "settings.json",
        "codex": lambda: codex_home() / "hooks.json",
        "gemini-cli": lambda: gemini_home() / "settings.json",
        "qwen-code": lambda: qwen_home() / "settings.json",
        "opencode": lambda: opencode_config_dir() / "plugins" / OPENCODE_PLUGIN,
    }[agent]()


def is_ours(handler: Any, agent: str) -> bool:
    command = handler.get("command") if isinstance(handler, dict) else None
    return isinstance(command, str) and f"hook {agent}" in command and "lc" in command


def hook_entry(agent: str, event: str, command: str) -> dict:
    """Our entry for one event, in the agent's shape: Gemini CLI and Qwen Code take a
    ``name`` and a timeout in milliseconds, Claude Code and Codex a timeout in seconds."""
    if agent in MILLISECONDS:
        return {"name": HOOK_NAME, "type": "command", "command": command, "timeout": TIMEOUTS[event] * 1000}
    return {"type": "command", "command": command, "timeout": TIMEOUTS[event]}


def merge_hooks(settings: dict, agent: str, command: str) -> dict:
    """``settings`` with our entry for each of the agent's events: an existing lc-memory
    entry is pointed at ``command``, every other hook is kept as it was."""
    hooks = settings.setdefault("hooks", {})
    if not isinstance(hooks, dict):
        raise ValueError("its \"hooks\" is not an object")
    for event in EVENTS[agent]:
        groups = hooks.setdefault(event, [])
        if not isinstance(groups, list):
            raise ValueError(f"its hooks.{event} is not a list")
        handler = hook_entry(agent, event, command)
        mine = [h for g in groups if isinstance(g, dict) for h in g.get("hooks", []) if is_ours(h, agent)]
        if mine:
            for h in mine:
                h.update(handler)
        else:
            groups.append({"hooks": [handler]})
    return settings


def strip_json_comments(text: str) -> str:
    """``text`` without its ``//`` and ``/* */`` comments (outside strings), as Gemini CLI and
    Qwen Code read their settings.json (``strip-json-comments``)."""
    out, i, n = [], 0, len(text)
    while i < n:
        c = text[i]
        if c == '"':
            j = i + 1
            while j < n and text[j] != '"':
                j += 2 if text[j] == "\\" else 1
            out.append(text[i:j + 1])
            i = j + 1
        elif text.startswith("//", i):
            j = text.find("\n", i)
            i = n if j < 0 else j
        elif text.startswith("/*", i):
            j = text.find("*/", i + 2)
            i = n if j < 0 else j + 2
        else:
            out.append(c)
            i += 1
    return "".join(out)


def load_settings(path: Path, *, comments: bool = False) -> dict:
    """A settings file as a dict ({} when there is none); ``comments``: read past ``//``
    and ``/* */`` comments (Gemini CLI, Qwen Code). ValueError when it cannot be read."""
    if not path.exists():
        return {}
    try:
        text = path.read_text(encoding="utf-8")
        data = json.loads((strip_json_comments(text) if comments else text) or "{}")
    except (ValueError, UnicodeDecodeError) as e:
        raise ValueError(f"{path} is not valid JSON ({e}); fix it first, nothing was changed") from None
    if not isinstance(data, dict):
        raise ValueError(f"{path} is not a JSON object; nothing was changed")
    return data


def install(agent: str, exe: list[str] | None = None) -> list[str]:
    """Write the agent's hook entries (and Codex's MCP server; OpenCode's plugin file);
    returns what was done. A file already as it should be is left untouched. ValueError when
    a settings file cannot be read or rewritten safely (it is then left as it was)."""
    from lc_memory.store.files import write_atomic

    if agent == "opencode":
        return [_install_opencode(exe or command_path())]
    path = settings_path(agent)
    command = hook_command(agent, exe)
    data = load_settings(path, comments=agent in MILLISECONDS)
    text = path.read_text(encoding="utf-8") if path.exists() else ""
    if agent in MILLISECONDS and strip_json_comments(text) != text:
        raise ValueError(f"{path} has comments, which rewriting it would drop; add the entries by hand "
                         f"(docs/agents.md) or remove the comments; nothing was changed")
    before = copy.deepcopy(data)
    try:
        merge_hooks(data, agent, command)
    except ValueError as e:
        raise ValueError(f"{path}: {e}; nothing was changed") from None
    if data == before:
        done = [f"{path}: {', '.join(EVENTS[agent])} run {command} already (left as it is)"]
    else:
        write_atomic(path, json.dumps(data, indent=2, ensure_ascii=False) + "\n")
        done = [f"{path}: {', '.join(EVENTS[agent])} run {command}"]
    off = hooks_off(agent, data)
    if off:
        done.append(f"{path}: note: {off}")
    if agent == "codex":
        done.append(_install_codex_mcp(exe or command_path()))
    return done


def hooks_off(agent: str, data: dict) -> str | None:
    """Why the agent will run none of lc-memory's hooks although they are in ``data`` (its
    settings), if a setting there says so: ``disableAllHooks`` (Claude Code, Qwen Code),
    Gemini CLI's ``hooksConfig.enabled`` false or lc-memory in ``hooksConfig.disabled``."""
    if agent in ("claude-code", "qwen-code") and data.get("disableAllHooks") is True:
        return "disableAllHooks is true, so no hook runs"
    if agent == "gemini-cli" and isinstance(data.get("hooksConfig"), dict):
        conf = data["hooksConfig"]
        if conf.get("enabled") is False:
            return "hooksConfig.enabled is false, so no hook runs"
        disabled = conf.get("disabled") if isinstance(conf.get("disabled"), list) else []
        if HOOK_NAME in disabled or any(isinstance(d, str) and f"hook {agent}" in d for d in disabled):
            return f"hooksConfig.disabled turns lc-memory's hooks off (/hooks enable {HOOK_NAME})"
    return None


# --- OpenCode's plugin ------------------------------------------------------------------

OPENCODE_PLUGIN = "lc-memory.js"
PLUGIN_MARK = "// lc-memory's OpenCode plugin, written by `lc-memory hook install opencode`."
PLUGIN_IDLE_MS = 1000  # the wait after a turn ends, so the idle event and the status event make one run

_PLUGIN = """__MARK__
// Run that command again to update this file; delete the file to unwire lc-memory.
// (https://opencode.ai/docs/plugins: a module in ~/.config/opencode/plugins/ exporting a
// function that returns hooks.)
//
// - The first time a session asks the model, `lc-memory hook opencode` gets SessionStart and
//   prints its project's digest, which goes into that session's system prompt (the
//   experimental.chat.system.transform hook).
// - When a turn is over (session.idle, or session.status idle), the session is exported as
//   `opencode export` writes it, to a temporary file that `lc-memory hook opencode` ingests
//   (session.idle); it then seals this project's other sessions that have gone quiet.
// A helper agent's session (parentID) is left alone. Nothing here ever stops OpenCode.
import { rm, writeFile } from "node:fs/promises"
import { tmpdir } from "node:os"
import { join } from "node:path"

const LC_MEMORY = __EXE__

export const LcMemory = async ({ client, $, directory }) => {
  const digests = new Map()
  const helpers = new Map()
  const waiting = new Set()
  const data = (r) => (r && typeof r === "object" && "data" in r ? r.data : r)

  const hook = async (payload) => {
    const input = new Response(JSON.stringify(payload))
    const out = await $`__COMMAND__ hook opencode < ${input}`.cwd(directory).quiet().nothrow()
    return out.stdout.toString()
  }

  const helper = async (id) => {
    if (!helpers.has(id)) {
      try {
        helpers.set(id, Boolean(data(await client.session.get({ path: { id } }))?.parentID))
      } catch {
        helpers.set(id, false)
      }
    }
    return helpers.get(id)
  }

  const ingest = async (id) => {
    if (await helper(id)) return
    const info = data(await client.session.get({ path: { id } }))
    const messages = data(await client.session.messages({ path: { id } }))
    if (!info || !Array.isArray(messages)) return
    const file = join(tmpdir(), `lc-memory-opencode-${id}.json`)
    await writeFile(file, JSON.stringify({ info: { id: info.id, ...info }, messages }))
    try {
      await hook({ hook_event_name: "session.idle", session_id: id, cwd: directory, transcript_path: file })
    } finally {
      await rm(file, { force: true })
    }
  }

  return {
    event: async ({ event }) => {
      const idle =
        event.type === "session.idle" || (event.type === "session.status" && event.properties?.status?.type === "idle")
      const id = event.properties?.sessionID
      if (!idle || !id || waiting.has(id)) return
      waiting.add(id)
      setTimeout(() => {
        waiting.delete(id)
        ingest(id).catch(() => {})
      }, __IDLE_MS__)
    },
    "experimental.chat.system.transform": async (input, output) => {
      const id = input?.sessionID ?? ""
      if (!digests.has(id)) {
        let text = ""
        try {
          if (!(id && (await helper(id)))) {
            const out = JSON.parse(await hook({ hook_event_name: "SessionStart", session_id: id, cwd: directory }))
            text = out?.hookSpecificOutput?.additionalContext ?? ""
          }
        } catch {}
        digests.set(id, text)
      }
      const text = digests.get(id)
      if (text) output.system.push(text)
    },
  }
}
"""


def opencode_plugin(exe: list[str]) -> str:
    """The plugin file that runs ``exe hook opencode`` (each word one argument of Bun's ``$``)."""
    command = " ".join(f"${{LC_MEMORY[{i}]}}" for i in range(len(exe)))
    return (_PLUGIN.replace("__MARK__", PLUGIN_MARK).replace("__EXE__", json.dumps(exe))
            .replace("__COMMAND__", command).replace("__IDLE_MS__", str(PLUGIN_IDLE_MS)))


def plugin_command(text: str) -> list[str] | None:
    """The lc-memory command a plugin file written by ``opencode_plugin`` runs, if it is one."""
    if PLUGIN_MARK not in text:
        return None
    m = re.search(r"^const LC_MEMORY = (\[.*\])$", text, re.MULTILINE)
    try:
        exe = json.loads(m.group(1)) if m else None
    except ValueError:
        return None
    return exe if isinstance(exe, list) and exe and all(isinstance(w, str) for w in exe) else None


def _install_opencode(exe: list[str]) -> str:
    from lc_memory.store.files import write_atomic

    path = settings_path("opencode")
    text = opencode_plugin(exe)
    if path.exists():
        old = path.read_text(encoding="utf-8", errors="replace")
        if PLUGIN_MARK not in old:
            raise ValueError(f"{path} is not lc-memory's plugin; move it away first, nothing was changed")
        if old == text:
            return f"{path}: the plugin runs {shlex.join([*exe, 'hook', 'opencode'])} already (left as it is)"
    write_atomic(path, text)
    return f"{path}: the plugin runs {shlex.join([*exe, 'hook', 'opencode'])} (restart OpenCode to load it)"


def _install_codex_mcp(exe: list[str]) -> str:
    """``[mcp_servers.lc-memory]`` in Codex's config.toml, appended when it has none (a new
    table at the end leaves everything else in the file as it was)."""
    import tomllib

    from lc_memory.store.files import write_atomic

    path = codex_home() / "config.toml"
    text = path.read_text(encoding="utf-8") if path.exists() else ""
    try:
        config = tomllib.loads(text)
    except tomllib.TOMLDecodeError as e:
        raise ValueError(f"{path} is not valid TOML ({e}); nothing was changed") from None
    if "lc-memory" in (config.get("mcp_servers") or {}):
        return f"{path}: [mcp_servers.lc-memory] is there already (left as it is)"
    table = (f"\n[mcp_servers.lc-memory]\ncommand = {json.dumps(exe[0])}\n"
             f"args = {json.dumps([*exe[1:], 'mcp', '--agent', 'codex'])}\n")
    write_atomic(path, (text.rstrip("\n") + "\n" if text.strip() else "") + (table if text.strip() else table.lstrip()))
    return f"{path}: [mcp_servers.lc-memory] runs {shlex.join([*exe, 'mcp', '--agent', 'codex'])}"
