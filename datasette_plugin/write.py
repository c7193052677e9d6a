"""One action from the page: write the store's files first, then refresh MEMORY.md and memory.db.

The files are the truth, so they change first (through lc_memory.actions, atomically);
``consolidate`` then rewrites MEMORY.md and ``import_store`` refolds the db Datasette is
serving. A failed refresh leaves the files changed and says so: ``lc-memory import``
catches the db up.

``apply`` is the one place the page changes memory: ``views._post`` calls it (under a
per-db lock, in a thread) once ``views.authorized_form`` has checked origin, permission
and token. A new action is a new entry in ``page.ACTIONS`` and a branch here.
"""

from __future__ import annotations

import dataclasses
import os
import sqlite3

from lc_memory.actions import act, forget_session, resolve
from lc_memory.importer import import_store
from lc_memory.seal import consolidate
from lc_memory.store import Store, StoreError

from .page import ACTIONS


@dataclasses.dataclass
class Outcome:
    message: str
    ok: bool = True
    refreshed: bool = True


def _short(text: str, limit: int = 70) -> str:
    text = " ".join(text.split())
    return text if len(text) <= limit else text[: limit - 1] + "…"


def apply(
    store: Store,
    db_path: str | os.PathLike,
    action: str,
    *,
    ident: str | None = None,
    text: str | None = None,
) -> Outcome:
    """Run one page action; a StoreError (unknown id, empty edit) becomes a failed Outcome."""
    if action not in ACTIONS:
        return Outcome(f"Unknown action {action!r}", ok=False, refreshed=False)
    done = ACTIONS[action][1]
    try:
        if action == "forget-session":
            if not ident:
                raise StoreError("forget-session needs a session id")
            result = forget_session(store, ident)
            message = (
                f"{done} {ident}: {result['journal_removed']} journal line(s) and "
                f"{result['facts_records_removed']} fact record(s) removed from the files"
            )
        else:
            if not ident:
                raise StoreError(f"{action} needs a fact or note id")
            before = _short(resolve(store, ident).text)
            fact = act(store, action, ident, text=text)
            if fact is None:
                message = f"{done} {ident} (“{before}”): its text is gone from facts.jsonl"
            else:
                message = f"{done} {fact.id}: “{_short(fact.text)}” is now {fact.state}"
    except StoreError as e:
        return Outcome(f"Nothing changed: {e}", ok=False, refreshed=False)
    try:
        consolidate(store)
        import_store(store, db_path)
    except (StoreError, OSError, sqlite3.Error) as e:
        return Outcome(
            f"{message}. The files changed, but memory.db was not refreshed ({e}): "
            "run lc-memory import",
            refreshed=False,
        )
    return Outcome(message)

