"""The native transcript format: the store's own session files.

A JSONL file whose first line is ``{"type": "session", "id": ..., "title": ..., "created": ...}``
and whose other lines are ``{"type": "message", "role": ..., "content": ..., "ts": ..., "typed": ...}``.
Optional session fields: ``status`` (active|done|archived|trash), ``pinned``, ``cwd``,
``last_activity``, ``git_branch``. Optional message fields: ``kind`` (text|tool_use|tool_result|summary),
``name``, ``call`` (a tool_use's structure) and ``result`` (a tool_result's outcome), objects
kept as they are (see ``lc_memory.ingest``).
"""

from __future__ import annotations

from pathlib import Path

from lc_memory.errors import IngestError
from lc_memory.ingest.common import Transcript, first_record, parse_line
from lc_memory.store.files import Problem
from lc_memory.store.records import STATUSES

ROLES = ("user", "assistant", "tool", "system")
KINDS = ("text", "tool_use", "tool_result", "summary")


NAME = "native"
LABEL = "lc-memory (native)"


def sniff(path: Path) -> bool:
    if path.suffix != ".jsonl":
        return False
    first = first_record(path)
    return isinstance(first, dict) and first.get("type") == "session" and "id" in first


def read(path: Path) -> list:

    meta: dict | None = None
    messages: list[dict] = []
    skipped: list[Problem] = []
    bad: list[Problem] = []
    with open(path, "rb") as f:
        for number, raw in enumerate(f, 1):
            if not raw.strip():
                continue
            record, why = parse_line(raw.rstrip(b"\r\n"))
            if record is None:
                if meta is None:
                    raise IngestError(f"{path}:{number}: {why}")
                # The rest of the file is read; --strict refuses it whole.
                bad.append(Problem(path, number, why, torn=not raw.endswith(b"\n")))
                continue
            kind = record.get("type")
            if meta is None:
                if kind != "session" or not isinstance(record.get("id"), str):
                    raise IngestError(f"{path}:{number}: the first line must be a session record with an id")
                if record.get("status", "active") not in STATUSES:
                    raise IngestError(f"{path}:{number}: status must be one of {', '.join(STATUSES)}")
                for key in ("title", "created", "last_activity", "cwd"):
                    if record.get(key) is not None and not isinstance(record[key], str):
                        raise IngestError(f"{path}:{number}: {key} must be a string")
                if not isinstance(record.get("pinned", False), bool):
                    raise IngestError(f"{path}:{number}: pinned must be true or false")
                meta = {k: v for k, v in record.items() if k != "type"}
                continue
            if kind != "message":
                # Unknown record types are kept out, not fatal, and reported.
                skipped.append(Problem(path, number, f"record type {kind!r} is not part of a transcript"))
                continue
            if record.get("role") not in ROLES or not isinstance(record.get("content"), str):
                raise IngestError(f"{path}:{number}: a message needs a role ({'|'.join(ROLES)}) and text content")
            if record.get("kind", "text") not in KINDS:
                raise IngestError(f"{path}:{number}: kind must be one of {', '.join(KINDS)}")
            if record.get("ts") is not None and not isinstance(record["ts"], str):
                raise IngestError(f"{path}:{number}: ts must be a string (an ISO 8601 time)")
            message = {
                "type": "message",
                "turn": len(messages) + 1,
                "role": record["role"],
                "kind": record.get("kind", "text"),
                "content": record["content"],
                "ts": record.get("ts"),
                "typed": bool(record.get("typed", record["role"] == "user" and record.get("kind", "text") == "text")),
            }
            if isinstance(record.get("name"), str):
                message["name"] = record["name"]
            for key in ("call", "result"):
                if record.get(key) is not None:
                    if not isinstance(record[key], dict):
                        raise IngestError(f"{path}:{number}: {key} must be an object")
                    message[key] = record[key]
            messages.append(message)
    if meta is None:
        raise IngestError(f"{path}: empty file, not a transcript")
    if not meta.get("last_activity"):
        stamps = [m["ts"] for m in messages if isinstance(m.get("ts"), str)]
        meta["last_activity"] = max(stamps) if stamps else meta.get("created")
    meta["format"] = "native"
    return [Transcript(meta, messages, skipped, [p for p in bad if not p.torn])]
