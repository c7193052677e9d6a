"""Function forms of the person's actions on memory (``Memory.act``, ``Memory.forget_session``).

Actions are appended to facts.jsonl so the fold replays them. ``delete`` and
``forget_session`` also take the text off disk: the store rewrites the file atomically,
under the lock, without the records that carried it. Which actions a fact's state allows is
``fold.allowed_actions``; MEMORY.md follows every action (the after-write rule).
"""

from __future__ import annotations

import datetime as dt

from .fold import Fact
from .memory import Memory
from .store import Store


def resolve(store: Store, ident: str, now: dt.datetime | None = None) -> Fact:
    return Memory.at(store, now).fact(ident)


def act(
    store: Store,
    action: str,
    ident: str,
    *,
    text: str | None = None,
    now: dt.datetime | None = None,
) -> Fact | None:
    """Apply one action to a fact or note; returns it as folded afterwards (None once deleted)."""
    return Memory.at(store, now).act(action, ident, text=text)


def forget_session(store: Store, session_id: str, *, now: dt.datetime | None = None) -> dict:
    """Remove a session's contribution: its journal lines and the observations it made."""
    return Memory.at(store, now).forget_session(session_id)
