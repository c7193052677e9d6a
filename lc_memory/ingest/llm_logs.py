"""llm's logs.db: every conversation becomes a session.

Two layouts, both read (the file is opened read-only; ingest never migrates it):

- ``conversations`` + ``responses`` (llm before 0.36, and history kept by later versions):
  each response is a prompt (typed by the person; fragments and attachments are stored
  apart, so they never count) and the model's reply; ``system`` becomes a system message.
- ``threads`` + ``turns`` + ``messages`` + ``parts`` (llm's content-addressed store): a
  thread's message chain, walked from its tip. A user text part's own words are typed; text
  it borrows from a fragment (``-f file``) is a pasted file, kept as an untyped message.
  Tool calls and results become tool_use / tool_result messages; reasoning is left out.

A conversation id present in both layouts is read from the newer one.
"""

from __future__ import annotations

import json
import sqlite3
from pathlib import Path

from lc_memory.errors import IngestError
from lc_memory.ingest import tools
from lc_memory.ingest.common import (
    Transcript,
    clean_title,
    finish,
    message,
    tool_input_text,
)
from lc_memory.ingest.sqlite_snapshot import is_sqlite, schema, snapshot

NAME = "llm"
LABEL = "llm"


def _tables(conn: sqlite3.Connection) -> set[str]:
    return {r[0] for r in conn.execute("select name from sqlite_master where type in ('table', 'view')")}


def _layouts(tables: set[str]) -> tuple[bool, bool]:
    return {"conversations", "responses"} <= tables, {"threads", "turns", "messages", "parts"} <= tables


def sniff(path: Path) -> bool:
    # Read without creating a -shm or -wal file beside another agent's database.
    return is_sqlite(path) and any(_layouts(set(schema(path))))


def _legacy(conn: sqlite3.Connection, skip: set[str]) -> dict[str, tuple[dict, list[dict]]]:
    out: dict[str, tuple[dict, list[dict]]] = {}
    names = {r["id"]: r["name"] for r in conn.execute("select id, name from conversations")}
    calls, results = _legacy_tools(conn)
    rows = conn.execute(
        "select id, model, prompt, system, response, conversation_id, datetime_utc from responses "
        "where conversation_id is not null order by datetime_utc, rowid"
    )
    for r in rows:
        cid = r["conversation_id"]
        if cid in skip:
            continue
        meta, messages = out.setdefault(cid, ({"id": cid, "title": names.get(cid) or "", "model": r["model"]}, []))
        ts = _iso(r["datetime_utc"])
        if r["system"] and not any(m["role"] == "system" and m["content"] == r["system"] for m in messages):
            messages.append(message("system", r["system"], ts))
        if r["prompt"]:
            messages.append(message("user", r["prompt"], ts, typed=True))
        for t in results.get(r["id"], []):  # the results of earlier calls, sent with this prompt
            messages.append(_tool_result(t["name"], t["output"] or "", t["tool_call_id"], t["exception"], ts))
        if r["response"]:
            messages.append(message("assistant", r["response"], ts))
        for c in calls.get(r["id"], []):
            messages.append(_tool_use(c["name"], c["arguments"] or "{}", c["tool_call_id"], ts))
    return out


def _iso(value: str | None) -> str | None:
    """llm writes naive UTC ("2026-11-02T09:00:00.123456"); the store speaks ...Z."""
    if not value:
        return None
    value = value.replace(" ", "T")
    if value.endswith("+00:00"):
        return value[:-6] + "Z"
    return value if value.endswith("Z") or "+" in value[10:] else value + "Z"


def _fragments(conn: sqlite3.Connection) -> dict[int, str]:
    if "fragments" not in _tables(conn):
        return {}
    return {r["id"]: r["content"] for r in conn.execute("select id, content from fragments")}


def _part_messages(role: str, part: sqlite3.Row, ts: str | None, fragments: dict[int, str]) -> list[dict]:
    ptype = part["type"]
    payload = json.loads(part["payload"]) if part["payload"] else {}
    if ptype == "text":
        if part["text"] is not None:
            pieces = [{"literal": part["text"]}]
        else:
            pieces = payload.get("text_ref") or ([{"literal": payload["text"]}] if "text" in payload else [])
        own = "".join(p.get("literal", "") for p in pieces).strip()
        pasted = [fragments.get(p["fragment"], "") for p in pieces if "fragment" in p]
        out = [message("user", f, ts) for f in pasted if role == "user" and f]
        if own.strip():
            if role == "user":
                out.append(message("user", own, ts, typed=True))
            else:
                out.append(message("assistant" if role == "assistant" else "system", own, ts))
        return out
    if ptype == "tool_call":
        return [_tool_use(part["tool_name"], payload.get("arguments", {}), payload.get("tool_call_id"), ts)]
    if ptype == "tool_result":
        return [_tool_result(part["tool_name"], payload.get("output", ""), payload.get("tool_call_id"),
                             payload.get("exception"), ts)]
    return []  # reasoning, attachments and part types not known yet


def _tool_use(name: str | None, args: object, call_id: object, ts: str | None) -> dict:
    args = tools.loads_args(args)
    text = args if isinstance(args, str) else json.dumps(args, ensure_ascii=False, sort_keys=True)
    m = message("assistant", tool_input_text(text), ts, kind="tool_use", name=name or "tool")
    m["call"] = tools.call(name or "tool", args, call_id)
    return m


def _tool_result(name: str | None, output: object, call_id: object, exception: object, ts: str | None) -> dict:
    text = output if isinstance(output, str) else json.dumps(output)
    m = message("tool", text, ts, kind="tool_result", name=name or "tool")
    m["result"] = tools.result(call_id, error=bool(exception))
    return m


def _legacy_tools(conn: sqlite3.Connection) -> tuple[dict[str, list], dict[str, list]]:
    """llm's tool_calls and tool_results rows, by the response that made or received them."""
    calls: dict[str, list] = {}
    results: dict[str, list] = {}
    tables = _tables(conn)
    if "tool_calls" in tables:
        for r in conn.execute("select * from tool_calls order by id"):
            calls.setdefault(r["response_id"], []).append(r)
    if "tool_results" in tables:
        for r in conn.execute("select * from tool_results order by id"):
            results.setdefault(r["response_id"], []).append(r)
    return calls, results


def _threads(conn: sqlite3.Connection) -> dict[str, tuple[dict, list[dict]]]:
    out: dict[str, tuple[dict, list[dict]]] = {}
    fragments = _fragments(conn)
    parents = {r["hash"]: (r["parent_hash"], r["role"]) for r in conn.execute("select hash, parent_hash, role from messages")}
    # A message has no date of its own: it gets the first turn (by time) whose chain holds it.
    stamps: dict[str, str] = {}
    models: dict[str, str] = {}
    for t in conn.execute("select thread_id, tip_message_hash, model, datetime_utc from turns order by datetime_utc, rowid"):
        models.setdefault(t["thread_id"], t["model"])
        h = t["tip_message_hash"]
        while h and h not in stamps and h in parents:
            stamps[h] = _iso(t["datetime_utc"])
            h = parents[h][0]
    for th in conn.execute("select id, name, tip_message_hash from threads order by datetime_utc, rowid"):
        chain: list[str] = []
        h = th["tip_message_hash"]
        while h and h in parents and len(chain) < 100_000:
            chain.append(h)
            h = parents[h][0]
        if not chain:
            continue
        chain.reverse()
        messages: list[dict] = []
        for h in chain:
            role = parents[h][1]
            for part in conn.execute("select * from parts where message_hash = ? order by position", [h]):
                messages += _part_messages(role, part, stamps.get(h), fragments)
        meta = {"id": th["id"], "title": th["name"] or "", "model": models.get(th["id"])}
        out[th["id"]] = (meta, messages)
    return out


def read(path: Path) -> list:

    try:
        with snapshot(path) as conn:
            legacy, store = _layouts(_tables(conn))
            if not (legacy or store):
                raise IngestError(f"{path}: a SQLite file without llm's conversations or threads; not an llm logs.db")
            threads = _threads(conn) if store else {}
            found = {**(_legacy(conn, set(threads)) if legacy else {}), **threads}
    except sqlite3.DatabaseError as e:
        raise IngestError(f"{path}: not an llm logs.db ({e})") from None
    transcripts = []
    for cid, (meta, messages) in found.items():
        if not messages:
            continue
        meta = {k: v for k, v in meta.items() if v}
        meta["format"] = NAME
        if meta.get("title"):
            meta["title"], meta["title_source"] = clean_title(meta["title"]), "llm"
        meta, messages = finish(meta, messages)
        transcripts.append(Transcript(meta, messages))
    return transcripts
