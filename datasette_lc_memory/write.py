"""One action from the page: write the store's files first, then refresh MEMORY.md and memory.db.

The files are the truth, so they change first; ``Memory``'s after-write rule then rewrites
MEMORY.md and refolds the db Datasette is serving. A failed refresh leaves the files
changed and says so: ``lc-memory import`` catches the db up.

``apply`` is the one place the page changes memory: ``views._post`` calls it (under a
per-db lock, in a thread) once ``views.authorized_form`` has checked origin, permission
and token. A new action is a new entry in ``page.ACTIONS`` and a branch here.
"""

from __future__ import annotations

import dataclasses
import os

from lc_memory import BadInput, LcMemoryError, Memory
from lc_memory.store.files import Store

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
    author: str | None = None,
) -> Outcome:
    """Run one page action through ``Memory`` (which writes the files, then refreshes
    MEMORY.md and this db). An unknown id or a refused action raises ``LcMemoryError``:
    the view maps it to 404 or 400, and nothing changed."""
    if action not in ACTIONS:
        raise LcMemoryError(f"unknown action {action!r}")
    author = (author or "").strip() if action == "team-accept" else ""
    if not ident and not author:
        raise BadInput(f"{action} needs an id")
    done = ACTIONS[action][1]
    memory = Memory(store, db=db_path)
    if action == "forget-session":
        result = memory.forget_session(ident)
        message = (
            f"{done} {ident}: {result['journal_removed']} journal line(s) and "
            f"{result['facts_records_removed']} fact record(s) removed from the files"
        )
    elif action == "team-accept":
        taken = memory.team_accept([ident] if ident else [], author=author or None)
        who = ", ".join(dict.fromkeys(i.author for i in taken))
        message = (f"{done} {len(taken)} of the teammates' lines and facts" + (f" from {who}" if who else "")
                   + (": MEMORY.md shows them, marked as theirs" if taken else ": nothing new waited"))
    elif action == "confirm-line":
        sentence = memory.confirm_line(ident)
        message = f"{done} “{_short(sentence.text)}”: MEMORY.md may show it now"
    elif action.startswith("session-"):
        entry = memory.set_session(ident, action.removeprefix("session-"))
        message = f"{done} {ident}: it is now {entry.status}{', pinned' if entry.pinned else ''}"
    else:
        before = _short(memory.fact(ident).text)
        fact = memory.act(action, ident, text=text)
        if fact is None:
            message = f"{done} {ident} (“{before}”): its text is gone from facts.jsonl"
        else:
            message = f"{done} {fact.id}: “{_short(fact.text)}” is now {fact.state}"
    if memory.warnings:
        return Outcome(
            f"{message}. The files changed, but {'; '.join(memory.warnings)}: run lc-memory import",
            refreshed=False,
        )
    return Outcome(message)
