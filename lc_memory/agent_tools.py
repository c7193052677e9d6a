"""The agent tools as plain functions, and where the live session's typed words come from.

``recall_sessions``, ``remember`` and ``forget`` are what ``lc-memory mcp`` and the llm
``LcMemory`` toolbox offer an agent; both are thin adapters over these functions. Each
returns the text the agent is told; a bad argument (an unknown note kind) raises
``StoreError``, which the MCP adapter turns into a ``ToolError`` and the llm adapter into
its answer.

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

from . import notes
from .memory import Memory
from .store import Store, StoreError

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
    from .ingest import detect, read_transcripts

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


@dataclasses.dataclass
class ClaudeCodeSession:
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
        if self.session_id is None:
            self.session_id = os.environ.get("CLAUDE_CODE_SESSION_ID") or None

    def folder(self) -> Path:
        from .watch import claude_dir

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

    def typed(self) -> Typed:
        path, problem = self.find()
        if path is None:
            return Typed([], problem=problem)
        return _read_one(path)


def _llm_prompt_context():
    """The click context of the running ``llm prompt`` command, if a tool runs inside one."""
    import click

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


def host_for(transcript: str | os.PathLike | None = None, cwd: str | os.PathLike | None = None) -> TranscriptHost:
    """``lc-memory mcp``'s host: the named transcript, else the folder's live Claude Code session."""
    if transcript:
        return TranscriptFile(Path(transcript))
    return ClaudeCodeSession(Path(cwd) if cwd else None)


# --- the tools ------------------------------------------------------------------------

def memory_off(store: Store) -> str | None:
    """What every tool says when ``enabled = false`` (seed §9): memory is off, nothing done."""
    if store.exists() and not store.config.enabled:
        return (f"Project memory is off for {store.project} (enabled = false in memory/config.toml): "
                "nothing is recalled, saved or forgotten.")
    return None


def recall_sessions(store: Store, query: str, limit: int = 10, *, all_projects: bool = False) -> str:
    """Cited hits for ``query``, each qualified by how far to trust it (``recall.for_model``).

    ``all_projects``: over every project of the store (``recall.recall_projects``); each hit
    names its project, and a project whose ``recallTool`` is false is left out.
    """
    from .recall import for_model, recall, recall_projects

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
