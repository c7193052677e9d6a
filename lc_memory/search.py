"""Search Sessions (seed §12): every session but the trash, by title and whole conversation.

Rules:

- every session not in the trash is searched, archived (and forgotten) ones included;
- a session matches when every word occurs, case-insensitively, in its title or in its
  conversation (the content of all its messages); a word may match in either;
- sessions whose title holds every word rank first, then newest first (last activity);
  the list is cut to ``limit`` (40) only after that ranking;
- each hit carries one snippet: the line of the conversation that holds the most words.

Titles come from the index, so all of them are checked at once. Conversations are read
whole from the session files and kept in a cache keyed by file size and mtime, bounded
to 20 million characters in all (least recently used out first). Once the cache is full,
a file is parsed only when its raw bytes hold every word the title does not: a cheap test
that skips most files.
"""

from __future__ import annotations

import collections
import dataclasses
import re
import threading
from pathlib import Path

from . import importer
from .fold import newest_first
from .redact import redact_secrets
from .store import Store, StoreError

LIMIT = 40
CACHE_CHARS = 20_000_000
SNIPPET = 160
# A word with these may be written escaped in the JSON line, so its bytes are not a test.
_ESCAPED = re.compile(r'["\\\x00-\x1f]')


@dataclasses.dataclass
class SearchHit:
    session: str
    title: str
    status: str
    last_activity: str | None
    matched: str  # "title" (every word in the title) or "conversation"
    snippet: str
    turn: int | None = None  # the message the snippet comes from

    def as_dict(self) -> dict:
        return dataclasses.asdict(self)


@dataclasses.dataclass
class _Conversation:
    lines: list[tuple[int, str]]  # (turn, line) for every line of every message
    lower: str  # all of it, lowercased, for matching

    @property
    def chars(self) -> int:
        return len(self.lower)


class ConversationCache:
    """Parsed conversations keyed by path, valid while the file's size and mtime hold."""

    def __init__(self, max_chars: int = CACHE_CHARS):
        self.max_chars = max_chars
        self.chars = 0
        self._items: collections.OrderedDict[str, tuple[tuple[int, int], _Conversation]] = collections.OrderedDict()
        self._lock = threading.Lock()
        self.hits = self.misses = 0

    def get(self, path: str, stat: tuple[int, int]) -> _Conversation | None:
        with self._lock:
            item = self._items.get(path)
            if item is None or item[0] != stat:
                self.misses += 1
                return None
            self._items.move_to_end(path)
            self.hits += 1
            return item[1]

    def put(self, path: str, stat: tuple[int, int], conv: _Conversation) -> None:
        if conv.chars > self.max_chars:
            return
        with self._lock:
            old = self._items.pop(path, None)
            if old is not None:
                self.chars -= old[1].chars
            self._items[path] = (stat, conv)
            self.chars += conv.chars
            while self.chars > self.max_chars:
                _, (_, gone) = self._items.popitem(last=False)
                self.chars -= gone.chars

    def clear(self) -> None:
        with self._lock:
            self._items.clear()
            self.chars = 0


CACHE = ConversationCache()


def _words(words: list[str]) -> list[str]:
    out: list[str] = []
    for w in words:
        for part in w.split():
            if part.lower() not in out:
                out.append(part.lower())
    return out


def _conversation(path: Path, stat: tuple[int, int], cache: ConversationCache) -> _Conversation:
    conv = cache.get(str(path), stat)
    if conv is None:
        records, _ = importer.read_records(path)
        lines = []
        for r in records:
            content = r.get("content")
            if r.get("type") == "message" and isinstance(content, str):
                turn = r.get("turn") if isinstance(r.get("turn"), int) else None
                lines.extend((turn, line) for line in content.splitlines() if line.strip())
        conv = _Conversation(lines, "\n".join(line for _, line in lines).lower())
        cache.put(str(path), stat, conv)
    return conv


def search(
    store: Store, words: list[str], *, limit: int = LIMIT, cache: ConversationCache | None = None
) -> list[SearchHit]:
    """Sessions whose title or conversation holds every word; title matches first, newest first."""
    store.require()
    words = _words(words)
    if not words:
        raise StoreError("search needs at least one word")
    cache = CACHE if cache is None else cache
    files = importer.session_files(store)
    found: list[tuple[bool, str, SearchHit]] = []
    # bytes.lower() only knows ASCII, and JSON may escape some characters: other words skip the test.
    raw_words = [w.encode() if w.isascii() and not _ESCAPED.search(w) else None for w in words]
    for s in store.sessions():
        if s.get("status") == "trash":
            continue
        sid = s["id"]
        title = s.get("title") or ""
        in_title = [w in title.lower() for w in words]
        rest = [k for k, hit in enumerate(in_title) if not hit]
        conv = None
        if rest:
            stat = files.get(sid)
            if stat is None:
                continue
            path = store.sessions_dir / f"{sid}.jsonl"
            conv = cache.get(str(path), stat)
            # While the cache has room every conversation goes in; past that, a file whose
            # bytes lack a word is skipped unparsed.
            if conv is None and cache.chars + stat[0] > cache.max_chars and not _maybe(path, [raw_words[k] for k in rest]):
                continue
            conv = conv or _conversation(path, stat, cache)
            if not all(words[k] in conv.lower for k in rest):
                continue
        elif files.get(sid):
            conv = _conversation(store.sessions_dir / f"{sid}.jsonl", files[sid], cache)
        turn, line = _snippet(conv, words) if conv else (None, "")
        when = s.get("last_activity") or s.get("created") or ""
        found.append((not rest, when, SearchHit(
            session=sid, title=title, status=s.get("status") or "active", last_activity=s.get("last_activity"),
            matched="title" if not rest else "conversation",
            snippet=redact_secrets(line) if line else title, turn=turn,
        )))
    # Title matches first, then newest first; the cut comes after the ranking.
    found.sort(key=lambda f: (not f[0], newest_first(f[1]), f[2].session))
    return [hit for _, _, hit in found[:limit]]


def _maybe(path: Path, raw_words: list[bytes | None]) -> bool:
    """Could this file's conversation hold every word? (Its raw bytes, lowercased, must.)"""
    if any(w is None for w in raw_words):
        return True
    try:
        data = path.read_bytes().lower()
    except FileNotFoundError:
        return False
    return all(w in data for w in raw_words)


def _snippet(conv: _Conversation, words: list[str]) -> tuple[int | None, str]:
    best, best_n = (None, ""), 0
    for turn, line in conv.lines:
        low = line.lower()
        n = sum(1 for w in words if w in low)
        if n > best_n:
            best, best_n = (turn, line), n
            if n == len(words):
                break
    turn, line = best
    return turn, _window(line, words)


def _window(line: str, words: list[str]) -> str:
    line = " ".join(line.split())
    if len(line) <= SNIPPET:
        return line
    low = line.lower()
    first = min((low.find(w) for w in words if w in low), default=0)
    start = max(0, first - SNIPPET // 3)
    piece = line[start: start + SNIPPET].strip()
    return ("…" if start else "") + piece + ("…" if start + SNIPPET < len(line) else "")

