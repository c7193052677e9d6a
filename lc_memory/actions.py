"""The person's actions on memory: confirm, pin, unpin, not true, restore, edit, delete,
and forget-session.

Actions are appended to facts.jsonl so the fold replays them. ``delete`` and
``forget_session`` also take the text off disk: the file is rewritten atomically, under
the lock, without the records that carried it.
"""

from __future__ import annotations

import datetime as dt

from .fold import ACTIONS, Fact, find, iso, utcnow
from .redact import redact_secrets
from .seal import facts as folded_facts
from .store import Store, StoreError, filter_jsonl, locked


def resolve(store: Store, ident: str, now: dt.datetime | None = None) -> Fact:
    fact = find(folded_facts(store, now), ident)
    if fact is None:
        raise StoreError(f"no fact or note with id {ident!r} (see lc-memory facts)")
    return fact


def act(
    store: Store,
    action: str,
    ident: str,
    *,
    text: str | None = None,
    now: dt.datetime | None = None,
) -> Fact | None:
    """Apply one action to a fact or note; returns it as folded afterwards (None once deleted)."""
    if action not in ACTIONS:
        raise StoreError(f"unknown action {action!r} (one of {', '.join(ACTIONS)})")
    store.require()
    now = now or utcnow()
    fact = resolve(store, ident, now)
    record: dict = {"op": action, "id": fact.id, "at": iso(now)}
    if action == "edit":
        text = redact_secrets((text or "").strip())
        if not text:
            raise StoreError("edit needs the new text")
        record["text"] = text
    if action == "delete":
        with locked(store.facts_path):
            filter_jsonl(store.facts_path, lambda r: None if r.get("id") == fact.id else r, [record])
        return None
    store.append_facts([record])
    return resolve(store, fact.id, now)


def forget_session(store: Store, session_id: str, *, now: dt.datetime | None = None) -> dict:
    """Remove a session's contribution: its journal lines and the observations it made."""
    store.require()
    store.session(session_id)  # unknown ids fail before anything is written
    now = now or utcnow()
    with locked(store.facts_path):
        records = store.fact_records()
        live = {
            r.get("id") for r in records
            if r.get("op") == "observe" and r.get("session") != session_id
        }

        def keep(r: dict) -> dict | None:
            if r.get("op") == "observe":
                return None if r.get("session") == session_id else r
            # Actions on facts that only this session knew go too: they would name a ghost.
            return r if r.get("id") in live else None

        facts_removed = filter_jsonl(store.facts_path, keep)
        journal_removed = filter_jsonl(
            store.journal_path, lambda e: None if e.get("session") == session_id else e
        )
    store.update_session(session_id, forgotten=True, forgotten_at=iso(now), sealed=False)
    return {"session": session_id, "facts_records_removed": facts_removed, "journal_removed": journal_removed}
