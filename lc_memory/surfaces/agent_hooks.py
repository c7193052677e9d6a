"""Agent hooks: what Claude Code and Codex run as a session starts and ends, and wiring them in.

Both agents run a hook command with one JSON object on stdin (``session_id``,
``transcript_path``, ``cwd``, ``hook_event_name``, and per event ``source`` or ``reason``):

- **SessionStart** (both): the digest of ``cwd``'s project, as
  ``{"hookSpecificOutput": {"hookEventName": "SessionStart", "additionalContext": DIGEST}}``
  on stdout, which both agents add to the model's context (Codex's validator wants that
  shape even when there is nothing to add: ``additionalContext`` is then ""). This path is
  kept light: it reads MEMORY.md through ``Memory.digest_text``, as ``lc-memory digest`` does.
- **SessionEnd** (Claude Code): ingest ``transcript_path`` into its own project, seal it.
- **Stop** (Codex, which has no session-end event; it fires after every turn): ingest the
  rollout, so recall and search see the session while it runs, and seal this project's
  other sessions that have gone quiet (idle ``IDLE`` seconds), since a sealed session is
  not sealed again when it goes on.

A hook never fails the agent: whatever goes wrong is one line on stderr and the exit status
is 0. ``install`` writes the entries into the agent's own settings (Claude Code
``settings.json``, Codex ``hooks.json`` plus its MCP server in ``config.toml``) with the
absolute path of this installation's command, merging with what is there; ``doctor.py``
says what is wired and what is not.
"""

from __future__ import annotations

import dataclasses
import json
import os
import shlex
import shutil
import sys
import time
from pathlib import Path
from typing import IO, Any, Callable

AGENTS = ("claude-code", "codex")
EVENTS = {"claude-code": ("SessionStart", "SessionEnd"), "codex": ("SessionStart", "Stop")}
TIMEOUTS = {"SessionStart": 30, "SessionEnd": 120, "Stop": 60}
IDLE = 600  # seconds: a Codex session this quiet is over (as ``lc-memory watch --idle``)


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
    """Do what ``payload``'s event asks; never raises (errors become messages)."""
    event = payload.get("hook_event_name")
    result = HookResult()
    try:
        if event == "SessionStart":
            result.stdout = session_start(payload, root)
        elif event == "SessionEnd" or (event == "Stop" and agent == "codex"):
            ingest_and_seal(payload, root, result, seal_this=event == "SessionEnd")
    except Exception as e:  # noqa: BLE001 - a hook must never fail the agent
        result.messages.append(f"lc-memory hook {agent} {event}: {type(e).__name__}: {e}")
    if event == "SessionStart" and not result.stdout:
        result.stdout = start_output("")
    return result


def start_output(context: str) -> str:
    return json.dumps({"hookSpecificOutput": {"hookEventName": "SessionStart", "additionalContext": context}},
                      ensure_ascii=False) + "\n"


def session_start(payload: dict, root: str | os.PathLike | None) -> str:
    """The digest of ``cwd``'s project (nothing when it has no memory yet)."""
    from lc_memory.memory import Memory
    from lc_memory.store.projects import Projects

    store = Projects(root).here(payload.get("cwd") or os.getcwd())
    if store is None or not store.exists():
        return start_output("")
    return start_output(Memory(store).digest_text())


def ingest_and_seal(payload: dict, root: str | os.PathLike | None, result: HookResult, *, seal_this: bool) -> None:
    """Ingest the transcript into its own project; seal it (``seal_this``), or seal the
    project's other sessions that have been quiet for ``IDLE`` seconds."""
    from lc_memory.clock import parse_time
    from lc_memory.errors import LcMemoryError
    from lc_memory.memory import Memory
    from lc_memory.store.files import Store

    path = payload.get("transcript_path")
    if not path or not Path(path).is_file():
        result.messages.append(f"lc-memory: no transcript at {path!r}; nothing ingested")
        return
    fallback = Memory(Store(root, _fallback_project(payload.get("cwd"))))
    report = fallback.ingest([path], route=True, revive=False)
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


def settings_path(agent: str) -> Path:
    """The file that holds the agent's hooks: Claude Code's settings.json, Codex's hooks.json."""
    return claude_dir() / "settings.json" if agent == "claude-code" else codex_home() / "hooks.json"


def is_ours(handler: Any, agent: str) -> bool:
    command = handler.get("command") if isinstance(handler, dict) else None
    return isinstance(command, str) and f"hook {agent}" in command and "lc" in command


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
        handler = {"type": "command", "command": command, "timeout": TIMEOUTS[event]}
        mine = [h for g in groups if isinstance(g, dict) for h in g.get("hooks", []) if is_ours(h, agent)]
        if mine:
            for h in mine:
                h.update(handler)
        else:
            groups.append({"hooks": [handler]})
    return settings


def load_settings(path: Path) -> dict:
    if not path.exists():
        return {}
    try:
        data = json.loads(path.read_text(encoding="utf-8") or "{}")
    except (ValueError, UnicodeDecodeError) as e:
        raise ValueError(f"{path} is not valid JSON ({e}); fix it first, nothing was changed") from None
    if not isinstance(data, dict):
        raise ValueError(f"{path} is not a JSON object; nothing was changed")
    return data


def install(agent: str, exe: list[str] | None = None) -> list[str]:
    """Write the agent's hook entries (and Codex's MCP server); returns what was done.
    ValueError when a settings file cannot be read (it is then left as it was)."""
    from lc_memory.store.files import write_atomic

    path = settings_path(agent)
    command = hook_command(agent, exe)
    data = load_settings(path)
    try:
        merge_hooks(data, agent, command)
    except ValueError as e:
        raise ValueError(f"{path}: {e}; nothing was changed") from None
    write_atomic(path, json.dumps(data, indent=2, ensure_ascii=False) + "\n")
    done = [f"{path}: {', '.join(EVENTS[agent])} run {command}"]
    if agent == "codex":
        done.append(_install_codex_mcp(exe or command_path()))
    return done


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
