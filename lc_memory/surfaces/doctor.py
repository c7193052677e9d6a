"""``lc-memory doctor``: what is wired and what is not.

The store and its projects, the project of the folder you stand in, memory.db, every agent
whose transcripts are on this machine, and for each agent lc-memory wires (``agent_hooks.AGENTS``) whether its hooks are in its settings and run a command that
exists here (an old venv's path is *broken*), and whether its MCP server is configured.
Each answer is a ``Check`` with the command that fixes it.
"""

from __future__ import annotations

import dataclasses
import os
import shlex
import shutil
import tomllib
from pathlib import Path

from lc_memory.ingest.base import FORMATS, locations
from lc_memory.store.identity import git_toplevel
from lc_memory.store.projects import Projects
from lc_memory.surfaces.agent_hooks import (
    AGENTS,
    EVENTS,
    claude_dir,
    codex_home,
    command_path,
    is_ours,
    load_settings,
    settings_path,
)


@dataclasses.dataclass
class Check:
    name: str
    status: str  # ok | missing | broken
    detail: str
    fix: str | None = None

    def as_dict(self) -> dict:
        return dataclasses.asdict(self)


def _runs(command: str) -> tuple[bool, str]:
    """Whether a hook or server command's program exists here, and which program it is."""
    try:
        parts = shlex.split(command)
    except ValueError:
        return False, command
    # A hand-written recipe (`cd "$DIR" && lc-memory digest`): the word that runs lc-memory.
    program = next((p for p in parts if Path(p).name in ("lc-memory", "python", "python3")
                    or Path(p).name.startswith("python")), parts[0] if parts else "")
    if os.path.isabs(program):
        return Path(program).is_file() and os.access(program, os.X_OK), program
    return shutil.which(program) is not None, program


def check_hooks(agent: str) -> Check:
    name = f"{agent} hooks"
    path = settings_path(agent)
    fix = f"lc-memory hook install {agent}"
    try:
        data = load_settings(path)
    except ValueError as e:
        return Check(name, "broken", str(e), f"fix {path}, then {fix}")
    hooks = data.get("hooks") if isinstance(data.get("hooks"), dict) else {}
    found: dict[str, str] = {}
    for event in EVENTS[agent]:
        for group in hooks.get(event) or []:
            for h in (group.get("hooks") or []) if isinstance(group, dict) else []:
                if is_ours(h, agent) or (isinstance(h, dict) and "lc-memory" in str(h.get("command", ""))):
                    found.setdefault(event, h.get("command", ""))
    if not found:
        return Check(name, "missing", f"no lc-memory hook in {path}", fix)
    for event, command in found.items():
        ok, program = _runs(command)
        if not ok:
            return Check(name, "broken", f"{event} in {path} runs {program}, which is not there", fix)
    absent = [e for e in EVENTS[agent] if e not in found]
    if absent:
        return Check(name, "missing", f"{', '.join(absent)} not wired in {path}", fix)
    hand = [e for e, c in found.items() if f"hook {agent}" not in c]
    detail = f"{', '.join(found)} in {path} run {_runs(next(iter(found.values())))[1]}"
    if hand:
        return Check(name, "ok", detail + f" (by hand: {', '.join(hand)})", fix)
    return Check(name, "ok", detail)


def _mcp_entry(agent: str, cwd: Path) -> tuple[dict | None, str]:
    """The lc-memory MCP server entry the agent would start, and where it is written."""
    if agent == "codex":
        path = codex_home() / "config.toml"
        try:
            config = tomllib.loads(path.read_text(encoding="utf-8")) if path.exists() else {}
        except (tomllib.TOMLDecodeError, UnicodeDecodeError):
            return None, f"{path} (not valid TOML)"
        entry = (config.get("mcp_servers") or {}).get("lc-memory")
        return (entry if isinstance(entry, dict) else None), str(path)
    places = [Path("~/.claude.json").expanduser(), claude_dir() / ".claude.json"]

    top = git_toplevel(str(cwd))
    if top is not None:
        places.insert(0, top / ".mcp.json")
    for path in places:
        try:
            data = load_settings(path)
        except ValueError:
            continue
        servers = dict(data.get("mcpServers") or {})
        for project, conf in (data.get("projects") or {}).items():
            if isinstance(conf, dict) and top is not None and Path(project) == top:
                servers.update(conf.get("mcpServers") or {})
        if isinstance(servers.get("lc-memory"), dict):
            return servers["lc-memory"], str(path)
    return None, " or ".join(map(str, places))


def check_mcp(agent: str, cwd: Path) -> Check:
    name = f"{agent} mcp"
    entry, where = _mcp_entry(agent, cwd)
    exe = shlex.join(command_path())
    fix = ("lc-memory hook install codex" if agent == "codex"
           else f"claude mcp add --scope user lc-memory -- {exe} mcp")
    if entry is None:
        return Check(name, "missing", f"no lc-memory MCP server in {where}", fix)
    command = shlex.join([str(entry.get("command", "")), *map(str, entry.get("args") or [])])
    ok, program = _runs(command)
    if not ok:
        return Check(name, "broken", f"{where} starts {program}, which is not there", fix)
    return Check(name, "ok", f"{where} starts {command}")


def doctor(root: str | os.PathLike | None = None, cwd: str | os.PathLike | None = None) -> list[Check]:
    """What is wired and what is not: the store, this folder's project, memory.db, and for
    each agent its hooks and its MCP server."""
    projects = Projects(root)
    cwd = Path(cwd or os.getcwd())
    checks = []
    rows = projects.summaries()
    if rows:
        pending = sum(r["pending"] for r in rows)
        checks.append(Check("store", "ok", f"{projects.root}: {len(rows)} project(s), "
                                           f"{sum(r['sessions'] for r in rows)} session(s), {pending} waiting for a seal",
                            "lc-memory seal --all" if pending else None))
    else:
        checks.append(Check("store", "missing", f"no projects in {projects.root} yet", "lc-memory ingest"))
    here = projects.here(cwd)
    if here is not None and here.exists():
        checks.append(Check("this folder", "ok", f"project {here.project} ({here.path})"))
    else:
        checks.append(Check("this folder", "ok", "not inside a project: commands act on every project"))
    db = projects.db_path
    checks.append(Check("memory.db", "ok", f"{db}") if db.exists()
                  else Check("memory.db", "missing", f"{db} is not built", "lc-memory import"))
    checks.extend(check_transcripts())
    for agent in AGENTS:
        checks.append(check_hooks(agent))
        checks.append(check_mcp(agent, cwd))
    return checks


def check_transcripts() -> list[Check]:
    """A row per agent whose transcripts are on this machine (``lc-memory ingest`` with no
    path reads them all), saying whether lc-memory wires its hooks."""
    found = locations()
    if not found:
        return [Check("agents", "missing", "no agent's transcripts found on this machine", None)]
    labels = {f.name: f.label for f in FORMATS}
    rows = []
    for name, folders in found.items():
        hooks = "its hooks: lc-memory hook install " + name if name in AGENTS else "no hooks wired by lc-memory"
        rows.append(Check(f"{labels[name]} transcripts", "ok", f"{', '.join(map(str, folders))} ({hooks})",
                          "lc-memory ingest"))
    return rows
