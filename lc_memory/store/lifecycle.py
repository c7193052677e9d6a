"""Session lifecycle (seed §5): what each status does to memory, written down in one place.

| status or mark | "Recently" in MEMORY.md        | recall and search | its facts count |
| -------------- | ------------------------------ | ----------------- | --------------- |
| active         | inside ``journalRecentDays``   | yes               | yes             |
| done           | always                         | yes               | yes, vouched    |
| pinned         | always (unless archived/trash) | yes               | yes, vouched    |
| archived       | never                          | yes               | yes             |
| trash          | never                          | no                | no              |

A session the person forgot (``forget-session``) is out of all three until it is ingested
again. Auto-archive (``autoArchiveDays``, at consolidation) moves an active session that
has been cold that long to archived; pinned and done sessions never are, and new activity
(a re-ingest with new messages) makes an archived session active again.
"""

from __future__ import annotations

import datetime as dt
from typing import TYPE_CHECKING, Any, Iterable

from lc_memory.clock import parse_time

if TYPE_CHECKING:  # records reads its sessions' rules here; lifecycle needs the type only
    from lc_memory.store.records import JournalEntry, SessionEntry

# Lifecycle verbs and the index change each makes (here, not in memory.py: the CLI's
# choices need them without importing the library).
SESSION_VERBS: dict[str, dict[str, Any]] = {
    "done": {"status": "done"},
    "archive": {"status": "archived"},
    "trash": {"status": "trash"},
    "restore": {"status": "active"},
    "activate": {"status": "active"},
    "pin": {"pinned": True},
    "unpin": {"pinned": False},
}


def searchable(s: SessionEntry) -> bool:
    """In recall, Search Sessions and the session lists."""
    return s.status != "trash" and not s.forgotten


def counts_for_memory(s: SessionEntry) -> bool:
    """Whether the session's observations count toward a fact's state (today: exactly the
    sessions recall and search see)."""
    return searchable(s)


def vouched(s: SessionEntry) -> bool:
    """The person marked the session's work as real: done, or pinned."""
    return counts_for_memory(s) and (s.status == "done" or s.pinned)


def in_recently(s: SessionEntry | None, at: dt.datetime | None, now: dt.datetime, window_days: int) -> bool:
    """Whether a session's journal line belongs in MEMORY.md's "Recently"."""
    if s is None:
        return at is not None and (now - at).days <= window_days
    if not searchable(s) or s.status == "archived":
        return False  # the person's explicit archive wins over a pin
    if s.pinned or s.status == "done":
        return True
    return at is not None and (now - at).days <= window_days


def welcome_back(s: SessionEntry | None) -> bool:
    """Whether a cold session may come back as "earlier work" when nothing is recent."""
    return s is None or searchable(s)


def to_archive(sessions: Iterable[SessionEntry], now: dt.datetime, days: int) -> list[str]:
    """Active sessions cold for longer than ``days``: never pinned or done ones."""
    out = []
    for s in sessions:
        if s.status != "active" or s.pinned or s.forgotten:
            continue
        last = parse_time(s.last_activity) or parse_time(s.created)
        if last is not None and (now - last).days > days:
            out.append(s.id)
    return out


def grew_since(s: SessionEntry, sealed: JournalEntry) -> bool:
    """Whether a session went on after its seal (Claude Code's resume and continue append to
    the same file): more typed turns than the seal read, or activity after it."""
    if sealed.turns is not None and s.turns > sealed.turns:
        return True
    last, seen = parse_time(s.last_activity), parse_time(sealed.at)  # times, not strings: "…00Z" vs "…00.000Z"
    return bool(last and seen and last > seen)


def session_verbs(status: str, pinned: bool) -> list[str]:
    """The lifecycle changes a session in ``status`` offers, in button order (CLI and page)."""
    if status == "trash":
        return ["restore"]
    verbs = [] if status == "done" else ["done"]
    verbs.append("unpin" if pinned else "pin")
    if status != "archived":
        verbs.append("archive")
    if status != "active":
        verbs.append("restore")
    return verbs + ["trash"]
