"""The agent tools: plain functions, and where the live session's typed words come from.

``recall_sessions``, ``remember`` and ``forget`` are what ``lc-memory mcp`` (``mcp.serve``)
and the llm ``LcMemory`` toolbox offer an agent; both are thin adapters over these
functions. Each returns the text the agent is told; a bad argument (an unknown note kind)
raises ``StoreError``, which the MCP server turns into a ``ToolError`` and the llm adapter
into its answer. ``recallTool = false`` in config.toml leaves ``recall_sessions`` out of the
server, ``notes = false`` leaves ``remember`` and ``forget`` out.

The host decides crediting, never the model: ``remember`` and ``forget`` check the words the
model quotes (``said``) against what the person typed in the **current** session, read on
every call from a transcript host:

- ``TranscriptFile(path)``: a transcript the person named (``lc-memory mcp --transcript``,
  ``LcMemory(transcript=...)``): one session a file (Claude Code, Codex, native JSONL).
  llm's logs.db is refused: it holds every conversation, and stores text piped on stdin
  inside the prompt.
- ``ClaudeCodeSession(cwd)``: the Claude Code session of the working folder: the one named
  by ``$CLAUDE_CODE_SESSION_ID`` (Claude Code gives it to the MCP servers it starts), else
  the one transcript of the folder written in the last ``LIVE_WINDOW``. When more than one
  was, the live session cannot be found and nothing is credited.
- ``CodexSession(cwd)``: the same for Codex: the rollout named by ``$CODEX_THREAD_ID``,
  else the one rollout of this folder's project (its ``session_meta`` cwd) written in the
  last ``LIVE_WINDOW`` (under ``~/.codex/sessions``, ``$CODEX_HOME`` moves it).
- ``LiveSession(cwd, agent)``: what ``lc-memory mcp`` uses: Claude Code's, Codex's, or
  either's (``agent="any"``: the one live session among both agents' transcripts).
- ``LlmPrompt()``: the words given as the prompt argument of the running ``llm`` command
  (not what was piped on stdin, not fragments, not templates, not other conversations).

When a host cannot say what the person typed, its ``Typed.problem`` says why, and the agent
is told: the note is kept unconfirmed, forget removes nothing.
"""

from __future__ import annotations

import dataclasses
import datetime as dt
import os
import time
from pathlib import Path
from typing import Protocol

import click

from lc_memory.ingest.base import detect, read_transcripts
from lc_memory.ingest.codex import folder
from lc_memory.ingest.common import head_records
from lc_memory.memory import Memory
from lc_memory.read.across import recall_projects
from lc_memory.read.recall import for_model, recall
from lc_memory.store.files import Store, StoreError, in_store, store_root
from lc_memory.store.identity import folder_identity, project_for
from lc_memory.store.projects import Projects
from lc_memory.surfaces.watch import claude_dir
from lc_memory.write import notes

LIVE_WINDOW = dt.timedelta(minutes=10)


@dataclasses.dataclass
class Typed:
    """What the person typed this session, where it was read from, or why it could not be."""

    messages: list[str]
    session: str | None = None
    source: str | None = None
    problem: str | None = None


class TranscriptHost(Protocol):
    """Where the live session's typed words come from; read fresh on every tool call."""

    def typed(self) -> Typed: ...


def _read_one(path: Path) -> Typed:
    """The typed messages of the one session in ``path``."""
    try:
        if detect(path).name == "llm":
            return Typed([], source=str(path), problem=(
                f"{path} is llm's logs.db: it holds every conversation, and llm stores text piped on "
                "stdin inside the prompt, so it cannot say what you typed this session; nothing is credited"))
        transcripts = read_transcripts(path)
    except (StoreError, OSError, UnicodeDecodeError) as e:
        return Typed([], source=str(path), problem=f"the transcript could not be read ({e})")
    messages = [m for t in transcripts for m in notes.typed_messages(t.messages)]
    session = transcripts[0].meta.get("id") if transcripts else None
    return Typed(messages, session, str(path))


@dataclasses.dataclass
class TranscriptFile:
    """A transcript the person named: their typed messages in it (never llm's logs.db)."""

    path: Path

    def __post_init__(self) -> None:
        self.path = Path(self.path).expanduser()

    def typed(self) -> Typed:
        return _read_one(self.path)


class _LiveTranscript:
    """A host that finds the live session's transcript (``find``: a path, or why not) and
    reads what the person typed in it."""

    def find(self) -> tuple[Path | None, str | None]:
        raise NotImplementedError

    def typed(self) -> Typed:
        path, problem = self.find()
        return _read_one(path) if path is not None else Typed([], problem=problem)


def _from_env(value: str | None, var: str) -> str | None:
    return value if value is not None else (os.environ.get(var) or None)


@dataclasses.dataclass
class ClaudeCodeSession(_LiveTranscript):
    """The live Claude Code session of a working folder, never a guess between two.

    ``session_id`` (default ``$CLAUDE_CODE_SESSION_ID``) names the transcript exactly. Without
    it, the live session is the one transcript of the folder modified within ``window``; when
    none or several were, ``typed`` credits nothing and says why.
    """

    cwd: Path | None = None
    session_id: str | None = None
    window: dt.timedelta = LIVE_WINDOW

    def __post_init__(self) -> None:
        self.cwd = Path(self.cwd or os.getcwd())
        self.session_id = _from_env(self.session_id, "CLAUDE_CODE_SESSION_ID")

    def folder(self) -> Path:
        return claude_dir(self.cwd)

    def find(self) -> tuple[Path | None, str | None]:
        """The live transcript, or None and why it cannot be found."""
        folder = self.folder()
        if self.session_id and (folder / f"{self.session_id}.jsonl").is_file():
            return folder / f"{self.session_id}.jsonl", None
        try:
            stamps = {p: p.stat().st_mtime for p in folder.glob("*.jsonl") if p.is_file()}
        except OSError:
            stamps = {}
        if not stamps:
            return None, f"no transcript of this session was found under {folder}, so no words can be credited"
        since = time.time() - self.window.total_seconds()
        live = [p for p, m in stamps.items() if m >= since]
        minutes = int(self.window.total_seconds() // 60)
        if len(live) > 1:
            return None, (
                f"{len(live)} Claude Code sessions in {folder} were active in the last {minutes} minutes, "
                "so the live session cannot be found and nothing is credited (start the server with "
                "--transcript PATH, or let Claude Code pass CLAUDE_CODE_SESSION_ID)")
        if not live:
            return None, (
                f"no Claude Code transcript under {folder} was written in the last {minutes} minutes, "
                "so the live session cannot be found and nothing is credited")
        return live[0], None


@dataclasses.dataclass
class CodexSession(_LiveTranscript):
    """The live Codex session of a working folder's project, never a guess between two.

    ``thread_id`` (default ``$CODEX_THREAD_ID``) names the rollout exactly. Without it, the
    live session is the one rollout of this project (by its ``session_meta`` cwd) modified
    within ``window``; when none or several were, ``typed`` credits nothing and says why.
    """

    cwd: Path | None = None
    thread_id: str | None = None
    window: dt.timedelta = LIVE_WINDOW

    def __post_init__(self) -> None:
        self.cwd = Path(self.cwd or os.getcwd())
        self.thread_id = _from_env(self.thread_id, "CODEX_THREAD_ID")

    def folder(self) -> Path:
        return folder()

    def named(self) -> Path | None:
        if not self.thread_id or "/" in self.thread_id:
            return None
        return next(iter(sorted(self.folder().glob(f"*/*/*/rollout-*{self.thread_id}.jsonl"))), None)

    def live(self) -> list[Path]:
        """This project's rollouts written within the window (the newest date folders only)."""
        since = time.time() - self.window.total_seconds()
        days = {dt.datetime.fromtimestamp(t).strftime("%Y/%m/%d") for t in (since, time.time())}
        mine = folder_identity(self.cwd)
        out = []
        for day in sorted(days):
            for path in sorted((self.folder() / day).glob("rollout-*.jsonl")):
                try:
                    if path.stat().st_mtime < since:
                        continue
                    meta = next((r.get("payload") for r in head_records(path, 5) if r.get("type") == "session_meta"), None)
                except OSError:
                    continue
                cwd = meta.get("cwd") if isinstance(meta, dict) else None
                if isinstance(cwd, str) and cwd and folder_identity(cwd) == mine:
                    out.append(path)
        return out

    def find(self) -> tuple[Path | None, str | None]:
        named = self.named()
        if named is not None:
            return named, None
        live = self.live()
        minutes = int(self.window.total_seconds() // 60)
        if len(live) == 1:
            return live[0], None
        if live:
            return None, (f"{len(live)} Codex sessions of this project were active in the last {minutes} minutes, "
                          "so the live session cannot be found and nothing is credited (start the server with "
                          "--transcript PATH)")
        return None, (f"no Codex rollout of this project under {self.folder()} was written in the last "
                      f"{minutes} minutes, so the live session cannot be found and nothing is credited")


@dataclasses.dataclass
class LiveSession(_LiveTranscript):
    """The live session of whichever agent runs in the folder (``agent``: ``claude-code``,
    ``codex`` or ``any``): a session its agent names (``$CLAUDE_CODE_SESSION_ID``,
    ``$CODEX_THREAD_ID``), else the one live transcript among them; never a guess."""

    cwd: Path | None = None
    agent: str = "any"

    def __post_init__(self) -> None:
        self.cwd = Path(self.cwd or os.getcwd())
        self.hosts = ([ClaudeCodeSession(self.cwd)] if self.agent in ("any", "claude-code") else []) + (
            [CodexSession(self.cwd)] if self.agent in ("any", "codex") else [])

    def find(self) -> tuple[Path | None, str | None]:
        named = [h for h in self.hosts if getattr(h, "session_id", None) or getattr(h, "thread_id", None)]
        if len(self.hosts) == 1 or len(named) == 1:  # the agent that started us said which session
            return (named or self.hosts)[0].find()
        found = [h.find() for h in self.hosts]
        paths = [p for p, _ in found if p is not None]
        unsure = [why for p, why in found if p is None and not why.startswith("no ")]
        if len(paths) > 1:
            return None, ("a Claude Code and a Codex session are both live in this folder, so the live session "
                          "cannot be found and nothing is credited (start the server with --agent or --transcript)")
        if unsure:
            return None, unsure[0]
        return (paths[0], None) if paths else found[0]


def _llm_prompt_context():
    """The click context of the running ``llm prompt`` command, if a tool runs inside one."""
    ctx = click.get_current_context(silent=True)
    while ctx is not None:
        callback = getattr(ctx.command, "callback", None)
        if ctx.command.name == "prompt" and getattr(callback, "__module__", "") == "llm.cli":
            return ctx
        ctx = ctx.parent
    return None


@dataclasses.dataclass
class LlmPrompt:
    """The words of the running ``llm "..."`` command's prompt argument.

    llm joins text piped on stdin to the argument before the model sees it and logs the two
    as one prompt, so only the argument itself, as click parsed it, is read here. ``llm
    chat`` and the Python API give tools no typed words: nothing is credited there.
    """

    def typed(self) -> Typed:
        ctx = _llm_prompt_context()
        if ctx is None:
            return Typed([], problem=(
                "no `llm` prompt command is running (in `llm chat` and the Python API a tool cannot "
                "see what you typed), so no words can be credited"))
        prompt = ctx.params.get("prompt")
        return Typed([prompt] if isinstance(prompt, str) and prompt.strip() else [], source="llm prompt argument")


@dataclasses.dataclass
class NoTranscript:
    """A host that knows nothing typed (``problem`` says why)."""

    problem: str

    def typed(self) -> Typed:
        return Typed([], problem=self.problem)


def host_for(transcript: str | os.PathLike | None = None, cwd: str | os.PathLike | None = None,
             agent: str = "any") -> TranscriptHost:
    """``lc-memory mcp``'s host: the named transcript, else the folder's live agent session."""
    if transcript:
        return TranscriptFile(Path(transcript))
    return LiveSession(Path(cwd) if cwd else None, agent)


def project_store(root: str | os.PathLike | None, project: str | None = None,
                  transcript: str | os.PathLike | None = None, cwd: str | os.PathLike | None = None) -> Store:
    """The project the tools act on: ``project`` if named; else the named transcript's own
    working folder's; else the folder the server runs in (the agent's, so its live session's)."""
    projects = Projects(root)
    if project:
        return projects.get(project)
    if transcript:
        try:
            meta = read_transcripts(Path(transcript).expanduser())[0].meta
            derived = project_for(meta.get("cwd"), Path(transcript))
        except (StoreError, OSError, IndexError, UnicodeDecodeError):
            derived = None
        if derived:
            return Store(projects.root, in_store(projects.root, derived)[0])
    return projects.here(cwd) or Store(store_root(root))


# --- the tools ------------------------------------------------------------------------

def memory_off(store: Store) -> str | None:
    """What every tool says when ``enabled = false`` (seed §9): memory is off, nothing done."""
    if store.exists() and not store.config.enabled:
        return (f"Project memory is off for {store.project} (enabled = false in memory/config.toml): "
                "nothing is recalled, saved or forgotten.")
    return None


def recall_sessions(store: Store, query: str, limit: int = 10, *, all_projects: bool = False) -> str:
    """Cited hits for ``query``, each qualified by how far to trust it (``recall.for_model``).

    ``all_projects``: over every project of the store (``across.recall_projects``); each hit
    names its project, and a project whose ``recallTool`` is false is left out.
    """
    if memory_off(store):
        return memory_off(store)
    limit = max(1, min(int(limit or 10), 50))
    if all_projects:
        return for_model(recall_projects(store.root, query or "", limit=limit))
    if not store.exists():
        return f"Nothing in project memory yet (no store for project {store.project!r})."
    return for_model(recall(store, query or "", limit=limit))


def remember(store: Store, host: TranscriptHost, note: str, said: str, kind: str = "project") -> str:
    """Save a note, credited only against what ``host`` says the person typed."""
    if memory_off(store):
        return memory_off(store)
    typed = host.typed()
    memory = Memory(store)
    try:
        result = memory.remember(note, said=said, typed=typed.messages, kind=kind, session=typed.session)
    except OSError as e:
        return f"Not saved: the store refused the write ({e.strerror or e})."
    text = result.message() + "".join(f" (Note: {w}.)" for w in memory.warnings)
    if typed.problem and not result.credited:
        text += f" ({typed.problem}.)"
    return text


def forget(store: Store, host: TranscriptHost, query: str, said: str) -> str:
    """Forget the best match for ``query``, only when the person's typed words ask for it."""
    if memory_off(store):
        return memory_off(store)
    typed = host.typed()
    memory = Memory(store)
    try:
        result = memory.forget(query, said=said, typed=typed.messages)
    except OSError as e:
        return f"Removed nothing: the store refused the write ({e.strerror or e})."
    text = result.message() + "".join(f" (Note: {w}.)" for w in memory.warnings)
    if typed.problem and not result.removed:
        text += f" ({typed.problem}.)"
    return text
