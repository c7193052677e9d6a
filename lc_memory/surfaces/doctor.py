"""``lc-memory doctor``: what is wired and what is not.

The store and its projects, the project of the folder you stand in, memory.db, every agent
whose transcripts are on this machine (and whether its hooks are wired), and for each agent
lc-memory wires (``agent_hooks.AGENTS``: Claude Code and Codex always, Gemini CLI, Qwen Code
and OpenCode when they are on this machine) whether its hooks are in its settings (OpenCode:
lc-memory's plugin in its plugin folder) and run a command that exists here (an old venv's
path is *broken*, as are hooks a setting turns off), and whether Claude Code's and Codex's
MCP server is configured. Each answer is a ``Check`` with the command that fixes it.
"""

from __future__ import annotations

import dataclasses
import os
import shlex
import shutil
import tomllib
from pathlib import Path

from lc_memory.ingest.base import FORMATS, locations
from lc_memory.store.files import read_jsonl, reject_unreadable
from lc_memory.store.identity import git_toplevel
from lc_memory.store.projects import Projects
from lc_memory.surfaces.agent_hooks import (
    AGENTS,
    EVENTS,
    LABELS,
    MILLISECONDS,
    claude_dir,
    codex_home,
    command_path,
    hooks_off,
    is_ours,
    load_settings,
    opencode_plugin,
    plugin_command,
    settings_path,
)

ALWAYS = ("claude-code", "codex")  # their rows are there on every machine; the others' when the agent is
MCP_AGENTS = ("claude-code", "codex")


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
    if agent == "opencode":
        return _check_opencode()
    name = f"{agent} hooks"
    path = settings_path(agent)
    fix = f"lc-memory hook install {agent}"
    try:
        data = load_settings(path, comments=agent in MILLISECONDS)
    except ValueError as e:
        return Check(name, "broken", str(e), f"fix {path}, then {fix}")
    hooks = data.get("hooks") if isinstance(data.get("hooks"), dict) else {}
    found: dict[str, str] = {}
    for event in EVENTS[agent]:
        groups = hooks.get(event) if isinstance(hooks.get(event), list) else []
        for group in groups:
            for h in (group.get("hooks") or []) if isinstance(group, dict) else []:
                if is_ours(h, agent) or (isinstance(h, dict) and "lc-memory" in str(h.get("command", ""))):
                    found.setdefault(event, h.get("command", ""))
    if not found:
        return Check(name, "missing", f"no lc-memory hook in {path}", fix)
    for event, command in found.items():
        ok, program = _runs(command)
        if not ok:
            return Check(name, "broken", f"{event} in {path} runs {program}, which is not there", fix)
    off = hooks_off(agent, data)
    if off:
        return Check(name, "broken", f"{path}: {off}", f"change that setting in {path}")
    off = codex_hooks_off() if agent == "codex" else None
    if off:
        return Check(name, "broken", off, f"change that setting in {codex_home() / 'config.toml'}")
    absent = [e for e in EVENTS[agent] if e not in found]
    if absent:
        return Check(name, "missing", f"{', '.join(absent)} not wired in {path}", fix)
    hand = [e for e, c in found.items() if f"hook {agent}" not in c]
    detail = f"{', '.join(found)} in {path} run {_runs(next(iter(found.values())))[1]}"
    if agent == "codex":  # developers.openai.com/codex/hooks: non-managed hooks run once trusted
        detail += "; Codex runs them once you trust them in /hooks"
    if hand:
        return Check(name, "ok", detail + f" (by hand: {', '.join(hand)})", fix)
    return Check(name, "ok", detail)


def codex_hooks_off() -> str | None:
    """Codex's own switch: ``[features] hooks = false`` (or the older ``codex_hooks``) in
    its config.toml turns every hook off."""
    path = codex_home() / "config.toml"
    try:
        features = tomllib.loads(path.read_text("utf-8")).get("features") if path.exists() else None
    except (OSError, UnicodeDecodeError, tomllib.TOMLDecodeError):
        return None
    if isinstance(features, dict):
        for key in ("hooks", "codex_hooks"):
            if features.get(key) is False:
                return f"{path}: [features] {key} = false, so Codex runs no hook"
    return None


def _check_opencode() -> Check:
    """lc-memory's plugin in OpenCode's global plugin folder, and the command it runs."""
    name, fix = "opencode hooks", "lc-memory hook install opencode"
    path = settings_path("opencode")
    if not path.is_file():
        return Check(name, "missing", f"no lc-memory plugin in {path.parent}", fix)
    try:
        text = path.read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError) as e:
        return Check(name, "broken", f"{path} cannot be read ({e})", f"remove {path}, then {fix}")
    exe = plugin_command(text)
    if exe is None:
        return Check(name, "missing", f"{path} is not lc-memory's plugin", f"move {path} away, then {fix}")
    ok, program = _runs(shlex.join([*exe, "hook", "opencode"]))
    if not ok:
        return Check(name, "broken", f"{path} runs {program}, which is not there", fix)
    if text != opencode_plugin(exe):
        return Check(name, "ok", f"{path} runs {program} (an older version of the plugin)", fix)
    return Check(name, "ok", f"{path} runs {program}")


def agent_here(agent: str, found: dict | None = None) -> bool:
    """Whether the agent is on this machine: its folder (where its hooks would go) exists, or
    its transcripts do."""
    home = settings_path(agent).parent
    if agent == "opencode":
        home = home.parent  # ~/.config/opencode, not its plugins folder
    return home.is_dir() or agent in (found if found is not None else locations())


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
    checks.append(check_lines(projects))
    db = projects.db_path
    checks.append(Check("memory.db", "ok", f"{db}") if db.exists()
                  else Check("memory.db", "missing", f"{db} is not built", "lc-memory import"))
    found = locations()
    checks.extend(check_transcripts(found))
    for agent in AGENTS:
        if agent in ALWAYS or agent_here(agent, found):
            checks.append(check_hooks(agent))
        if agent in MCP_AGENTS:
            checks.append(check_mcp(agent, cwd))
    return checks


def store_files(projects: Projects) -> list[Path]:
    """The store's own JSONL files: each project's session index, journal and facts."""
    return [p for s in projects.stores() for p in (s.index_path, s.journal_path, s.facts_path) if p.exists()]


def check_lines(projects: Projects) -> Check:
    """Lines of the store's files that cannot be read (a torn write): every command skips
    and reports them; ``doctor --fix`` moves them to a ``.rejected`` file beside their own."""
    bad = [p for path in store_files(projects) for p in read_jsonl(path)[1]]
    if not bad:
        return Check("store lines", "ok", "every line of the sessions index, journals and facts reads")
    more = f" and {len(bad) - 1} more" if len(bad) > 1 else ""
    return Check("store lines", "broken", f"{bad[0]}{more} (skipped by every command)",
                 "lc-memory doctor --fix (moves them to a .rejected file beside their own)")


def fix_lines(root: str | os.PathLike | None = None) -> list[tuple[Path, int]]:
    """``doctor --fix``: each store file's unreadable lines moved to ``<file>.rejected``."""
    moved = [(path, len(reject_unreadable(path))) for path in store_files(Projects(root))]
    return [(path.with_name(path.name + ".rejected"), n) for path, n in moved if n]


def check_transcripts(found: dict | None = None) -> list[Check]:
    """A row per agent whose transcripts are on this machine (``lc-memory ingest`` with no
    path reads them all), saying whether its hooks are wired (``check_hooks``), or that
    lc-memory has none for it."""
    found = locations() if found is None else found
    if not found:
        return [Check("agents", "missing", "no agent's transcripts found on this machine", None)]
    labels = {f.name: f.label for f in FORMATS}
    rows = []
    for name, folders in found.items():
        if name in AGENTS:
            hooks = check_hooks(name)
            said = {"ok": "its hooks are wired", "broken": f"its hooks are broken: {hooks.fix}",
                    "missing": f"its hooks are not wired: lc-memory hook install {name}"}[hooks.status]
        else:
            said = "lc-memory wires no hooks for it"
        rows.append(Check(f"{labels.get(name, LABELS.get(name, name))} transcripts", "ok",
                          f"{', '.join(map(str, folders))} ({said})", "lc-memory ingest"))
    return rows
