"""Helpers the agent formats share: reading JSONL leniently, text out of content blocks,
and finishing a transcript (turn numbers, dates, a title, retried goals untyped)."""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Any, Iterator

from ..fold import normalize
from ..store import read_jsonl


def head_records(path: Path, limit: int = 50) -> Iterator[dict]:
    """The first JSON-object lines of a file, for sniffing; stops at the first bad line."""
    with open(path, encoding="utf-8") as f:
        seen = 0
        for line in f:
            if not line.strip():
                continue
            record = json.loads(line)
            if not isinstance(record, dict):
                return
            yield record
            seen += 1
            if seen >= limit:
                return


def read_records(path: Path, format_name: str) -> list[dict]:
    """Every JSON-object line. A torn last line (the agent is still writing) is skipped;
    a bad line anywhere else is an IngestError naming ``file:line``."""
    from . import IngestError

    records, problems = read_jsonl(path)
    for p in problems:
        if not p.torn:  # torn: it will be whole on the next ingest
            raise IngestError(f"{p}; not a {format_name} transcript")
    return records


def block_text(content: Any) -> str:
    """Text out of a string or a list of content blocks (text / input_text / output_text)."""
    if isinstance(content, str):
        return content
    if isinstance(content, dict):
        content = [content]
    if not isinstance(content, list):
        return ""
    parts = []
    for block in content:
        if isinstance(block, str):
            parts.append(block)
        elif isinstance(block, dict) and isinstance(block.get("text"), str):
            parts.append(block["text"])
    return "\n".join(p for p in parts if p)


def message(role: str, content: str, ts: Any = None, *, kind: str = "text", typed: bool = False,
            name: str | None = None) -> dict:
    m = {"type": "message", "role": role, "kind": kind, "content": content,
         "ts": ts if isinstance(ts, str) else None, "typed": typed}
    if name:
        m["name"] = name
    return m


def finish(meta: dict, messages: list[dict]) -> tuple[dict, list[dict]]:
    """Number the turns, date the session, give it a title, and untype a retried goal:
    the same words typed again (a retry, or a goal replayed on resume) are not new."""
    seen: set[str] = set()
    for turn, m in enumerate(messages, 1):
        m["turn"] = turn
        if m.get("typed"):
            key = normalize(m["content"])
            if not key or key in seen:
                m["typed"] = False
            seen.add(key)
    stamps = [m["ts"] for m in messages if isinstance(m.get("ts"), str)]
    if stamps:
        meta.setdefault("created", min(stamps))
        meta["last_activity"] = max(stamps)
    if not meta.get("title"):
        first = next((m["content"] for m in messages if m.get("typed")), "")
        line = " ".join(first.split())
        if line:
            meta["title"] = line if len(line) <= 80 else line[:77].rstrip() + "..."
            meta["title_source"] = "first-message"
    return meta, messages


def clean_title(text: str) -> str:
    return re.sub(r"\s+", " ", text).strip()[:120]
