"""Ingest: transcripts from agents into the store's normalized session format.

Each format module offers ``sniff(path) -> bool`` and ``read(path) -> list[Transcript]``;
``FORMATS`` lists them in detection order. A normalized message is::

    {"type": "message", "turn": int, "role": "user"|"assistant"|"tool"|"system",
     "kind": "text"|"tool_use"|"tool_result"|"summary", "content": str, "ts": str|None,
     "typed": bool, "name"?: str}

``typed`` is true only for what the person typed themselves (not tool output, pasted
files the tool attached, or a resumed/retried goal).

A ``tool_use`` message (role ``assistant``, ``name`` the tool's own name, ``content`` the JSON
of its input) also carries what the call did, in one shape for every format::

    "call": {"id": str|None,                       # pairs the call with its result
             "tool": "edit"|"write"|"read"|"delete"|"shell"|"patch"|"plan"|"search"|"other",
             "paths"?: [str],                      # files the input names (edit, write, read, patch)
             "changes"?: [{"path": str, "op": "add"|"update"|"delete"|"move", "to"?: str}],
             "command"?: str,                      # the script of a shell tool
             "plan"?: [{"step": str, "status": "pending"|"in_progress"|"completed"}]}

and a ``tool_result`` message what became of it::

    "result": {"id": str|None, "error": bool, "exit_code": int|None}

Keys that do not apply are left out; a call of a shape not known is ``{"id": ..., "tool":
"other"}``. Paths are kept as written. Both keys are optional: a session ingested before
they existed reads as before. Every string in them, the session's ``title``, ``cwd`` and
``git_branch``, and tool names are secret-scrubbed like ``content``; a tool input is scrubbed
whole before it is cut to its first 2000 characters.
"""

from __future__ import annotations

import dataclasses
from pathlib import Path
from typing import Callable

from ..redact import redact_secrets, redact_value
from ..store import Problem, Store, StoreError, check_session_id
from . import claude_code, codex, llm_logs, native


class IngestError(StoreError):
    """Input that is not a transcript of the given (or any known) format."""


@dataclasses.dataclass
class Transcript:
    meta: dict
    messages: list[dict]
    # Lines the reader left out (a record type it does not know): reported, never silent.
    skipped: list[Problem] = dataclasses.field(default_factory=list)


@dataclasses.dataclass
class Format:
    name: str
    sniff: Callable[[Path], bool]
    read: Callable[[Path], list[Transcript]]


FORMATS: list[Format] = [
    Format("native", native.sniff, native.read),
    Format(claude_code.NAME, claude_code.sniff, claude_code.read),
    Format(codex.NAME, codex.sniff, codex.read),
    Format(llm_logs.NAME, llm_logs.sniff, llm_logs.read),
]


def register(fmt: Format) -> None:
    FORMATS[:] = [f for f in FORMATS if f.name != fmt.name] + [fmt]


def format_names() -> list[str]:
    return [f.name for f in FORMATS]


def detect(path: Path) -> Format:
    for fmt in FORMATS:
        try:
            if fmt.sniff(path):
                return fmt
        except (OSError, UnicodeDecodeError, ValueError):
            continue
    raise IngestError(f"{path}: not a transcript lc-memory knows ({', '.join(format_names())})")


def read_transcripts(path: Path, format: str = "auto") -> list[Transcript]:
    if not path.exists():
        raise IngestError(f"{path}: no such file")
    if format == "auto":
        fmt = detect(path)
    else:
        fmt = next((f for f in FORMATS if f.name == format), None)
        if fmt is None:
            raise IngestError(f"unknown format {format!r} (known: auto, {', '.join(format_names())})")
    transcripts = fmt.read(path)
    for t in transcripts:
        check_session_id(t.meta.get("id", ""))
        t.meta.setdefault("format", fmt.name)
        # Titles land in index.jsonl, a file the person is invited to grep and share.
        for key in ("title", "cwd", "git_branch"):
            if isinstance(t.meta.get(key), str):
                t.meta[key] = redact_secrets(t.meta[key])
        for turn, m in enumerate(t.messages, 1):
            # Scrubbed once, here, so nothing built from the store (memory.db, search, recall,
            # exports, a model prompt) holds a key; the agent's own transcript is untouched.
            m["content"] = redact_secrets(m.get("content"))
            for key in ("name", "call", "result"):
                if key in m:
                    m[key] = redact_value(m[key])
            m.setdefault("type", "message")
            m.setdefault("turn", turn)
            m.setdefault("kind", "text")
            m.setdefault("typed", False)
            m.setdefault("ts", None)
    return transcripts


def ingest(store: Store, paths: list[Path], format: str = "auto") -> list[tuple[str, bool]]:
    """Read every path first (all or nothing), then write; returns (session id, changed)."""
    transcripts = [t for p in paths for t in read_transcripts(Path(p), format)]
    store.problems.extend(p for t in transcripts for p in t.skipped)
    return [(t.meta["id"], store.put_session(t.meta, t.messages)) for t in transcripts]
