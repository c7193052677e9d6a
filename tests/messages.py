"""Normalized messages for tests that build a session by hand: what the agent said, what the
person typed, what was injected in the person's turn, and a shell call with its result; and a
Claude Code transcript file written from a few records."""

from __future__ import annotations

import json
from pathlib import Path

# Crush's crush.db tables as a 2026 build makes them (the columns its reader needs and a few more)
CRUSH_2026_TABLES = """
    create table sessions (id text primary key, parent_session_id text, title text not null,
        message_count integer not null default 0, updated_at integer not null, created_at integer not null,
        summary_message_id text);
    create table messages (id text primary key, session_id text not null, role text not null,
        parts text not null default '[]', model text, created_at integer not null, updated_at integer not null,
        finished_at integer, provider text, is_summary_message integer default 0 not null);
"""


def said(text: str) -> dict:
    return {"role": "assistant", "kind": "text", "content": text}


def typed(text: str) -> dict:
    return {"role": "user", "kind": "text", "typed": True, "content": text}


def injected(text: str) -> dict:
    return {"role": "user", "kind": "text", "typed": False, "content": text}


def shell_call(ident: str, command: str) -> dict:
    return {"role": "assistant", "kind": "tool_use", "content": command,
            "call": {"id": ident, "tool": "shell", "command": command}}


def tool_result(ident: str, text: str) -> dict:
    return {"role": "tool", "kind": "tool_result", "content": text, "result": {"id": ident}}


def claude_code_file(path: Path, records: list[tuple[str, str, object, dict]], *, cwd: str, hour: str,
                     version: str) -> Path:
    """A Claude Code transcript at *path* of (sessionId, type, content, extra) records, one a
    minute from *hour* ("2025-06-20T10"), each with a uuid of its own."""
    lines = [json.dumps({"type": kind, "sessionId": sid, "cwd": cwd, "uuid": f"r{i}",
                         "timestamp": f"{hour}:{i:02d}:00.000Z", "version": version,
                         "message": {"role": kind, "content": content}, **extra})
             for i, (sid, kind, content, extra) in enumerate(records, 1)]
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    return path
