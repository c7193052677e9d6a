"""Search Sessions (seed §12): every session but the trash, by title and whole conversation.

Rules:

- every session not in the trash is searched, archived (and forgotten) ones included;
- a session matches when every word occurs, case-insensitively, in its title or in its
  conversation (the content of all its messages); a word may match in either;
- sessions whose title holds every word rank first, then newest first (last activity);
  the list is cut to ``limit`` (40) only after that ranking;
- each hit carries one snippet: the line of the conversation that holds the most words.

It runs on the recall cache (``<project>/.cache/recall.db``, refreshed from the files
first), never on the conversation files:

1. each word gives the sessions whose title holds it, or whose ``conversations_fts``
   document (the distinct runs of ASCII letters and digits of the conversation) holds, for
   each such run of the word, a term that contains it: a sure superset of the sessions
   that match the word;
2. the candidates (all words) are ranked, title matches first, then newest first;
3. in that order, by growing chunks, SQLite checks each word the title lacks against the
   candidates' messages (``instr(lower(content), word)``: C speed, no rows sent back);
4. the sessions that pass are read and checked exactly (every word, lowercased as Python
   does, as a substring), their snippet picked, until ``limit`` sessions matched.

So the work per search is the index lookups, one SQL pass over the candidates' messages
and reading about ``limit`` conversations. A word with no run of two or more ASCII letters
and digits (other scripts, punctuation), or whose runs are each in more than ``EXPAND``
terms ("the"), filters nothing: every session is a candidate for it, and the check on the
messages decides.
"""

from __future__ import annotations

import dataclasses
import re
import sqlite3

from lc_memory.clock import newest_first
from lc_memory.read.recall import RecallIndex
from lc_memory.redact.engine import redact_secrets
from lc_memory.store.files import Store, StoreError

LIMIT = 40
SNIPPET = 160
EXPAND = 200  # a piece of a word found in more terms than this filters nothing
_RUN = re.compile(r"[a-z0-9]+")


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


def _words(words: list[str]) -> list[str]:
    out: list[str] = []
    for w in words:
        for part in w.split():
            if part.lower() not in out:
                out.append(part.lower())
    return out


def search(store: Store, words: list[str], *, limit: int = LIMIT) -> list[SearchHit]:
    """Sessions whose title or conversation holds every word; title matches first, newest first."""
    store.require()
    words = _words(words)
    if not words:
        raise StoreError("search needs at least one word")

    index = RecallIndex.open(store)
    try:
        return search_db(index.conn, words, limit=limit)
    finally:
        index.close()


def search_db(conn: sqlite3.Connection, words: list[str], *, limit: int = LIMIT) -> list[SearchHit]:
    """Search Sessions on a memory.db (or the recall cache): see the module's docstring."""
    words = _words(words)
    sessions = conn.execute(
        "select rowid, id, title, status, last_activity, created from sessions "
        "where coalesce(status, 'active') != 'trash'"
    ).fetchall()
    in_conversation = [_sessions_with(conn, w) for w in words]
    # A word that is one run of ASCII letters and digits, filtered by the index, needs no
    # further check: a session the index gives holds a term that contains it.
    exact = {w for w, found in zip(words, in_conversation) if found is not None and _RUN.fullmatch(w)}
    ranked = []
    for rowid, sid, title, status, last, created in sessions:
        low = (title or "").lower()
        in_title = [w in low for w in words]
        # The index's sure filter: a word neither in the title nor (maybe) in the conversation.
        if all(t or found is None or rowid in found for t, found in zip(in_title, in_conversation)):
            rest = [w for w, t in zip(words, in_title) if not t]
            ranked.append((bool(rest), newest_first(last or created or ""), sid, rest, (title or "", status, last)))
    ranked.sort(key=lambda r: r[:3])
    hits: list[SearchHit] = []
    start, size = 0, max(2 * limit, 32)
    while start < len(ranked) and len(hits) < limit:
        chunk = ranked[start: start + size]
        start, size = start + size, 2 * size
        sure = _sql_filter(conn, chunk, exact)
        for _, _, sid, rest, (title, status, last) in chunk:
            if len(hits) >= limit:
                break
            if rest and sid not in sure:
                continue
            messages = conn.execute(
                "select turn, content from messages where session_id = ? order by rowid", [sid]).fetchall()
            if rest:  # the exact check, as Python lowercases
                text = "\n".join(c for _, c in messages if isinstance(c, str)).lower()
                if not all(w in text for w in rest):
                    continue
            turn, line = _snippet(messages, words)
            hits.append(SearchHit(
                session=sid, title=title, status=status or "active", last_activity=last,
                matched="conversation" if rest else "title",
                snippet=redact_secrets(line) if line else title, turn=turn,
            ))
    return hits


# SQLite's lower() folds ASCII only. An ASCII word is in Python's lowercasing of a text
# exactly when it is in SQLite's, but for these two letters, which Python lowers to ASCII.
_PY_LOWERS_TO_ASCII = ("\u0130", "\u212a")


def _sql_filter(conn: sqlite3.Connection, chunk: list, exact: set[str]) -> set[str]:
    """The sessions of ``chunk`` whose messages may hold each word their title lacks, in one
    SQL pass per word (a superset: the exact check follows, on the few that pass)."""
    need: dict[str, list[str]] = {}
    for _, _, sid, rest, _ in chunk:
        for w in rest:
            if w not in exact:
                need.setdefault(w, []).append(sid)
    ok: dict[str, set[str]] = {}
    for w, sids in need.items():
        if not w.isascii():
            ok[w] = set(sids)
            continue
        marks = ", ".join("?" * len(sids))
        ok[w] = {sid for (sid,) in conn.execute(
            f"select distinct session_id from messages where session_id in ({marks}) "
            f"and (instr(lower(content), ?) or instr(content, ?) or instr(content, ?))",
            [*sids, w, *_PY_LOWERS_TO_ASCII])}
    return {sid for _, _, sid, rest, _ in chunk if all(w in exact or sid in ok[w] for w in rest)}


def _sessions_with(conn: sqlite3.Connection, word: str) -> set[int] | None:
    """Rowids of the sessions whose conversation may hold ``word`` (lowercased); None: no filter.

    Each run of ASCII letters and digits of the word lies inside a term of the conversation
    (see importer.conversation_text): the terms that contain it are looked up in _lc_terms,
    then the sessions that hold one of them in conversations_fts. A run found in too many
    terms (a common piece: "the") filters nothing and is left to the check that follows."""
    found: set[int] | None = None
    for run in sorted(set(_RUN.findall(word)), key=len, reverse=True):
        if len(run) < 2:
            continue
        terms = [t for (t,) in conn.execute(
            "select term from _lc_terms where instr(term, ?) limit ?", [run, EXPAND + 1])]
        if len(terms) > EXPAND:
            continue
        if not terms:
            return set()
        query = " OR ".join(f'"{t}"' for t in terms)
        rowids = {r for (r,) in conn.execute(
            "select rowid from conversations_fts where conversations_fts match ?", [query])}
        found = rowids if found is None else found & rowids
    return found


def _snippet(messages: list[tuple[int | None, str | None]], words: list[str]) -> tuple[int | None, str]:
    """The first line that holds the most words (lines of messages in order), and its turn."""
    best, best_n = (None, ""), 0
    for turn, content in messages:
        if not isinstance(content, str):
            continue
        low = content.lower()
        if not any(w in low for w in words):
            continue  # no line of it can hold a word
        for line in content.splitlines():
            if not line.strip():
                continue
            low = line.lower()
            n = sum(1 for w in words if w in low)
            if n > best_n:
                best, best_n = (turn, line), n
                if n == len(words):
                    return turn, _window(line, words)
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
