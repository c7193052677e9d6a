"""Goose sessions: ``~/.local/share/goose/sessions/sessions.db`` (and the older ``<id>.jsonl``).

Where: ``$XDG_DATA_HOME/goose/sessions`` (else ``~/.local/share/goose/sessions``, on macOS
too), ``%APPDATA%\\Block\\goose\\data\\sessions`` on Windows, ``$GOOSE_PATH_ROOT/data/sessions``
when that is set (an absolute path), as goose's ``Paths`` decides.

The database (read from a copy when a ``-wal`` sits beside it, never written): table
``sessions`` (``id`` "YYYYMMDD_N", ``name``, ``description``, ``user_set_name``,
``session_type``, ``working_dir``, ...) and table ``messages`` (``session_id``, ``role``,
``content_json``, ``created_timestamp`` in seconds, ``metadata_json``), in ``id`` order. Only
those columns are read: never ``extension_data``, ``recipe_json`` or the provider settings.
A helper agent's session (``session_type`` ``sub_agent``) and a ``hidden`` one give no
session; a session without messages gives none either, and a database with no session left
is not a transcript.

The legacy JSONL file: a first line of metadata (``{working_dir, description, message_count,
...}``), then one message a line (``{role, created, content, metadata?}``); its id is the
file's name.

A message's ``content`` is a list of items (goose's ``MessageContent``): ``text``,
``toolRequest`` (``{id, toolCall: {status: "success", value: {name, arguments}}}``),
``toolResponse`` (``{id, toolResult: {status, value: {content[], isError, structuredContent}
| [content] (older) , error?}}``), ``thinking`` / ``redactedThinking`` (left out), ``image``,
``systemNotification``, ``actionRequired``, ... (left out). ``metadata`` says who saw it:
``{userVisible, agentVisible}``.

Typed is a user message's text that is not agent-only (``userVisible`` false and
``agentVisible`` true: what goose injects, a compaction's summary, a prompt it carries past a
compaction, a turn's context). An agent-only assistant text (the compaction's "carry on") is
left out. Tool names are ``<extension>__<tool>``: ``developer__shell`` (``command``),
``developer__text_editor`` (``command`` view|write|str_replace|insert|undo_edit, ``path``),
the newer ``developer__write`` / ``developer__edit`` / ``developer__tree``, and
``todo__todo_write`` (a markdown checklist, the plan). A shell's exit code is its result's
``structuredContent.exit_code``, else "Command exited with code N" in its text.
"""

from __future__ import annotations

import json
import os
import re
import sqlite3
from pathlib import Path
from typing import Any

from lc_memory.errors import IngestError
from lc_memory.ingest import tools
from lc_memory.ingest.common import (
    NotATranscript,
    Transcript,
    clean_title,
    finish,
    head_records,
    iso_from_epoch,
    message,
    read_records,
    tool_input_text,
    without_think,
)
from lc_memory.ingest.sqlite_snapshot import is_sqlite, schema, snapshot
from lc_memory.store.files import SESSION_ID_RE, Problem

NAME = "goose"
LABEL = "Goose"

DB_NAME = "sessions.db"
# Goose's tool names (the part after ``<extension>__``) onto the names tools.py knows; shell,
# write, edit and todo_write's plan it knows, text_editor goes by its command.
ALIASES = {
    "shell": "bash",
    "file_write": "write",
    "file_edit": "edit",
    "tree": "ls",
    "todo_write": "todowrite",
}
_EDITOR = {"view": "view", "write": "write", "create": "write", "str_replace": "str_replace",
           "insert": "insert", "undo_edit": "edit"}
_SKIPPED_TYPES = ("sub_agent", "hidden")
# Names goose gives a session before it names it from the conversation.
_PLACEHOLDER = re.compile(r"^(?:CLI Session|ACP Session|New [Cc]hat|New [Ss]ession(?: \d+)?|Untitled.*)$")
_EXITED = re.compile(r"Command exited with code (-?\d+)")
_CHECK = re.compile(r"^\s*(?:[-*]\s*)?\[( |x|X|-|~)\]\s*(.+?)\s*$", re.M)
_CONTENT_TYPES = ("text", "toolRequest", "toolResponse", "thinking", "redactedThinking", "image",
                  "toolConfirmationRequest", "actionRequired", "frontendToolRequest", "systemNotification")


# --- where, and which files ----------------------------------------------------------------

def sessions_folder() -> Path:
    """Goose's sessions folder on this machine (whether or not it exists)."""
    root = os.environ.get("GOOSE_PATH_ROOT")
    if root and os.path.isabs(root):
        return Path(root) / "data" / "sessions"
    if os.name == "nt":
        appdata = os.environ.get("APPDATA") or str(Path.home() / "AppData" / "Roaming")
        return Path(appdata) / "Block" / "goose" / "data" / "sessions"
    xdg = os.environ.get("XDG_DATA_HOME")
    base = Path(xdg) if xdg and os.path.isabs(xdg) else Path.home() / ".local" / "share"
    return base / "goose" / "sessions"


def locations() -> list[Path]:
    """Where Goose keeps its sessions on this machine (the folders that exist)."""
    folder = sessions_folder()
    return [folder] if folder.is_dir() else []


def find(folder: Path) -> list[Path]:
    """The session databases under ``folder`` (the legacy ``*.jsonl`` every folder offers already)."""
    return sorted(p for p in Path(folder).rglob(DB_NAME) if p.is_file())




def _columns(conn: sqlite3.Connection, table: str) -> set[str]:
    return {row[1] for row in conn.execute(f"pragma table_info({table})")}


def _is_goose_db(conn: sqlite3.Connection) -> bool:
    return {"id", "working_dir"} <= _columns(conn, "sessions") and \
        {"session_id", "role", "content_json", "created_timestamp"} <= _columns(conn, "messages")


def _is_metadata(record: dict) -> bool:
    return "type" not in record and "role" not in record and "description" in record and (
        "message_count" in record or "working_dir" in record)


def _is_message(record: dict) -> bool:
    """A legacy line that only goose writes: a message with goose's own content item types."""
    content = record.get("content")
    if "type" in record or record.get("role") not in ("user", "assistant") or not isinstance(content, list):
        return False
    if not isinstance(record.get("created"), int):
        return False
    kinds = {c.get("type") for c in content if isinstance(c, dict)}
    meta = record.get("metadata")
    return bool(kinds & {"toolRequest", "toolResponse"}) or (
        isinstance(meta, dict) and "userVisible" in meta and kinds <= set(_CONTENT_TYPES))


def sniff(path: Path) -> bool:
    if path.suffix == ".jsonl":
        for n, record in enumerate(head_records(path, 5)):
            if n == 0 and _is_metadata(record):
                return True
            if _is_message(record):
                return True
        return False
    if path.name != DB_NAME and path.suffix not in (".db", ".sqlite", ".sqlite3"):
        return False
    if not is_sqlite(path) or not {"sessions", "messages"} <= set(schema(path)):
        return False
    try:
        with snapshot(path) as conn:  # no file is created beside the agent's database
            return _is_goose_db(conn)
    except sqlite3.Error:
        return False




# --- messages --------------------------------------------------------------------------------

def _iso(seconds: Any) -> str | None:
    return iso_from_epoch(seconds, timespec="seconds")


def _visibility(metadata: Any) -> tuple[bool, bool]:
    """(userVisible, agentVisible); both true when the message predates the flags."""
    if isinstance(metadata, str):
        try:
            metadata = json.loads(metadata)
        except (ValueError, RecursionError):
            metadata = None
    if not isinstance(metadata, dict):
        return True, True
    return metadata.get("userVisible") is not False, metadata.get("agentVisible") is not False


def checklist(text: Any) -> list[dict]:
    """todo_write's markdown (``- [ ] step``, ``- [x] done``) as plan items."""
    if not isinstance(text, str):
        return []
    status = {" ": "pending", "x": "completed", "X": "completed", "-": "in_progress", "~": "in_progress"}
    return [{"content": m.group(2), "status": status[m.group(1)]} for m in _CHECK.finditer(text)]


def _our_call(name: str, args: Any) -> tuple[str, Any]:
    """(the name tools.py knows, the input as it reads it) for a goose tool."""
    base = name.rsplit("__", 1)[-1]
    if base == "text_editor" and isinstance(args, dict):
        return _EDITOR.get(str(args.get("command")), "text_editor"), args
    if base == "todo_write" and isinstance(args, dict) and not isinstance(args.get("todos"), list):
        return "todowrite", {**args, "todos": checklist(args.get("content"))}
    return ALIASES.get(base, base), args


def _result_text(items: Any) -> str:
    """The text a tool result gave the agent (an item meant only for the person's eyes, a
    copy of the same output, is left out)."""
    parts = []
    for item in items if isinstance(items, list) else []:
        if not isinstance(item, dict):
            continue
        audience = (item.get("annotations") or {}).get("audience") if isinstance(item.get("annotations"), dict) \
            else None
        if isinstance(audience, list) and audience and "assistant" not in audience:
            continue
        if isinstance(item.get("text"), str):
            parts.append(item["text"])
        elif isinstance(item.get("resource"), dict) and isinstance(item["resource"].get("text"), str):
            parts.append(item["resource"]["text"])
    return "\n".join(p for p in parts if p)


class _Bad(ValueError):
    """A message of a shape this reader cannot use: reported and skipped."""


class _Reader:
    def __init__(self) -> None:
        self.names: dict[str, tuple[str, dict]] = {}

    def message(self, role: Any, content: Any, ts: str | None, metadata: Any) -> list[dict]:
        if role not in ("user", "assistant"):
            raise _Bad(f"a message whose role is {role!r}")
        if not isinstance(content, list):
            raise _Bad("a message whose content is not a list")
        user_visible, agent_visible = _visibility(metadata)
        agent_only = agent_visible and not user_visible
        out: list[dict] = []
        for item in content:
            if not isinstance(item, dict):
                continue
            kind = item.get("type")
            if kind == "text" and isinstance(item.get("text"), str) and item["text"].strip():
                if role == "user":
                    out.append(message("user", item["text"], ts, typed=not agent_only))
                elif not agent_only:
                    said = without_think(item["text"])  # a local model's reasoning is not its answer
                    if said:
                        out.append(message("assistant", said, ts))
            elif kind in ("toolRequest", "frontendToolRequest"):
                out.append(self.tool_request(item, ts))
            elif kind == "toolResponse":
                out.append(self.tool_response(item, ts))
            # thinking, redactedThinking, image, notifications and confirmations are left out
        return out

    def tool_request(self, item: dict, ts: str | None) -> dict:
        ident = item.get("id") if isinstance(item.get("id"), str) and item["id"] else None
        call = item.get("toolCall") if isinstance(item.get("toolCall"), dict) else {}
        value = call.get("value") if isinstance(call.get("value"), dict) else {}
        name = value.get("name") if isinstance(value.get("name"), str) and value["name"] else "tool"
        args = value.get("arguments")
        if isinstance(args, str):
            args = tools.loads_args(args)
        if call.get("status") == "error" and not value:
            name, args = "tool", {"error": call.get("error")}
        ours, shape = _our_call(name, args)
        raw = json.dumps({} if args is None else args, ensure_ascii=False, sort_keys=True, default=str)
        m = message("assistant", tool_input_text(raw), ts, kind="tool_use", name=name)
        m["call"] = tools.call(ours, shape, ident)
        if ident:
            self.names[ident] = (name, m["call"])
        return m

    def tool_response(self, item: dict, ts: str | None) -> dict:
        ident = item.get("id") if isinstance(item.get("id"), str) and item["id"] else None
        name, call = self.names.get(ident or "", ("tool", {}))
        result = item.get("toolResult") if isinstance(item.get("toolResult"), dict) else {}
        value = result.get("value")
        code = None
        if result.get("status") == "error" or "error" in result and value is None:
            text, failed = str(result.get("error") or ""), True
        elif isinstance(value, dict):
            text = _result_text(value.get("content"))
            failed = value.get("isError") is True
            structured = value.get("structuredContent")
            raw = structured.get("exit_code") if isinstance(structured, dict) else None
            code = raw if isinstance(raw, int) and not isinstance(raw, bool) else None
        else:  # the older shape: the content items themselves
            text, failed = _result_text(value), False
        if code is None and call.get("tool") == "shell":
            found = _EXITED.search(text[-300:])
            code = int(found.group(1)) if found else None
        m = message("tool", text, ts, kind="tool_result", name=name)
        m["result"] = tools.result(ident, error=failed, exit_code=code)
        return m


def _title(meta: dict, name: Any, user_set: Any) -> None:
    if isinstance(name, str) and name.strip() and not _PLACEHOLDER.match(name.strip()):
        meta["title"], meta["title_source"] = clean_title(name), "user" if user_set else "summary"


def _session_id(raw: Any) -> str | None:
    text = str(raw) if raw is not None else ""
    if SESSION_ID_RE.match(text):
        return text
    cleaned = re.sub(r"[^A-Za-z0-9._:-]", "-", text).lstrip("._:-")[:120]
    return cleaned if cleaned and SESSION_ID_RE.match(cleaned) else None


# --- the database ------------------------------------------------------------------------------

def _read_db(path: Path) -> list[Transcript]:
    try:
        with snapshot(path) as conn:
            if not _is_goose_db(conn):
                raise IngestError(f"{path}: no sessions and messages tables of goose's; not a Goose sessions.db")
            have = _columns(conn, "sessions")
            wanted = [c for c in ("id", "name", "description", "user_set_name", "session_type", "working_dir")
                      if c in have]
            sessions = [dict(zip(wanted, row)) for row in conn.execute(
                f"select {', '.join(wanted)} from sessions order by created_at, id" if "created_at" in have
                else f"select {', '.join(wanted)} from sessions order by id")]
            with_meta = "metadata_json" in _columns(conn, "messages")
            rows = conn.execute(
                f"select id, session_id, role, content_json, created_timestamp"
                f"{', metadata_json' if with_meta else ''} from messages order by session_id, id").fetchall()
    except sqlite3.Error as e:
        raise IngestError(f"{path}: a Goose database that cannot be read ({e})") from None
    by_session: dict[str, list[tuple]] = {}
    for row in rows:
        by_session.setdefault(str(row[1]), []).append(row)
    out: list[Transcript] = []
    for s in sessions:
        if s.get("session_type") in _SKIPPED_TYPES:
            continue  # a helper agent's work is the parent's tool result; hidden ones are goose's own
        reader, messages, bad = _Reader(), [], []
        for row in by_session.get(str(s.get("id")), []):
            try:
                content = json.loads(row[3])
                messages += reader.message(row[2], content, _iso(row[4]), row[5] if with_meta else None)
            except (_Bad, TypeError, AttributeError, KeyError, ValueError, RecursionError) as e:
                why = str(e) if isinstance(e, _Bad) else f"content_json of an unexpected shape ({e})"
                bad.append(Problem(path, int(row[0] or 0), f"session {s.get('id')} message {row[0]}: {why}"))
        if not messages:
            continue
        ident = _session_id(s.get("id"))
        if ident is None:
            bad.append(Problem(path, 0, f"session {str(s.get('id'))[:40]!r}: an id lc-memory cannot keep"))
            continue
        cwd = s.get("working_dir")
        meta: dict = {"id": ident, "cwd": cwd if isinstance(cwd, str) and cwd.strip() else None, "format": NAME}
        _title(meta, s.get("name") or s.get("description"), s.get("user_set_name"))
        meta, messages = finish(meta, messages)
        out.append(Transcript(meta, messages, bad=bad))
    if not out:
        raise NotATranscript(path, "no sessions", "a Goose sessions.db whose sessions hold no messages")
    return out


# --- the legacy JSONL file -----------------------------------------------------------------------

def _read_jsonl(path: Path) -> list[Transcript]:
    numbered, bad = read_records(path, NAME)
    head: dict = {}
    if numbered and _is_metadata(numbered[0][1]):
        head = numbered[0][1]
        numbered = numbered[1:]
    reader, messages = _Reader(), []
    for number, r in numbered:
        try:
            messages += reader.message(r.get("role"), r.get("content"), _iso(r.get("created")), r.get("metadata"))
        except (_Bad, TypeError, AttributeError, KeyError, ValueError, RecursionError) as e:
            why = str(e) if isinstance(e, _Bad) else f"a message of an unexpected shape ({e})"
            bad.append(Problem(path, number, why))
    if not messages:
        raise NotATranscript(path, "no turns", "a Goose session file without messages, not a session")
    ident = _session_id(path.stem)
    if ident is None:
        raise IngestError(f"{path}: a Goose session file whose name is no id lc-memory can keep")
    cwd = head.get("working_dir")
    meta: dict = {"id": ident, "cwd": cwd if isinstance(cwd, str) and cwd.strip() else None, "format": NAME}
    _title(meta, head.get("description"), False)
    meta, messages = finish(meta, messages)
    bad.sort(key=lambda p: p.line)
    return [Transcript(meta, messages, bad=bad)]


def read(path: Path) -> list[Transcript]:
    if path.suffix == ".jsonl":
        return _read_jsonl(path)
    return _read_db(path)
