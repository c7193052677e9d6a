"""Sealing a session (journal + facts with provenance) and consolidation (MEMORY.md).

``seal`` runs one extraction (offline, or a model through ``llm``), scrubs every text,
appends the facts first and the journal line last (the journal line is what marks a
session sealed, so a crash before it leaves a session that seals again cleanly), then
consolidates every ``consolidateEverySeals`` seals.
"""

from __future__ import annotations

import dataclasses
import datetime as dt
from typing import Callable

from . import digest
from .extract import Extraction, extract_offline
from .fold import Fact, fact_id, fold, iso, utcnow
from .redact import redact_secrets
from .store import Store, StoreError

Extractor = Callable[[dict, list[dict]], Extraction]


@dataclasses.dataclass
class SealResult:
    session: str
    sealed: bool
    outcome: str = ""
    facts: list[str] = dataclasses.field(default_factory=list)
    consolidated: bool = False
    extractor: str = "offline"
    reason: str = ""


def is_sealed(store: Store, session_id: str) -> bool:
    return any(e.get("session") == session_id for e in store.journal())


def seal(
    store: Store,
    session_id: str,
    *,
    extractor: Extractor | None = None,
    done: bool = False,
    pinned: bool = False,
    again: bool = False,
    now: dt.datetime | None = None,
) -> SealResult:
    """Seal one session: extract, scrub, append facts then the journal line."""
    store.require()
    now = now or utcnow()
    meta = store.session(session_id)
    if meta.get("forgotten"):
        raise StoreError(f"session {session_id!r} was forgotten; re-ingest it to seal it again")
    changes = {k: v for k, v in (("status", "done" if done else None), ("pinned", True if pinned else None)) if v}
    if not store.config.enabled:
        return SealResult(session_id, False, reason="memory is off for this project (enabled = false)")
    if is_sealed(store, session_id) and not again:
        if changes:
            store.update_session(session_id, **changes)
        return SealResult(session_id, False, reason="already sealed (use --again to seal it anew)")
    messages = store.messages(session_id)
    result = (extractor or extract_offline)(meta, messages)
    at = meta.get("last_activity") or meta.get("created") or iso(now)
    observations = []
    for c in result.facts[:2]:
        text = redact_secrets(c.text).strip()
        if not text:
            continue
        observations.append({
            "op": "observe", "id": fact_id(text), "text": text, "kind": c.kind,
            "session": session_id, "at": at, "confidence": c.confidence,
            "origin": "extractor" if result.extractor == "offline" else "model",
            **({"subject": redact_secrets(c.subject)} if c.subject else {}),
        })
    meta = {**meta, **changes}
    entry = {
        "session": session_id,
        "at": at,
        "sealed_at": iso(now),
        "title": redact_secrets(meta.get("title") or ""),
        "outcome": redact_secrets(result.outcome),
        "files": [redact_secrets(f) for f in result.files],
        "decisions": [redact_secrets(d) for d in result.decisions],
        "facts": [o["id"] for o in observations],
        "status": meta.get("status", "active"),
        "pinned": bool(meta.get("pinned")),
        "extractor": result.extractor,
    }
    store.append_facts(observations)
    # The index flag before the journal line: a crash in between leaves a session that
    # `unsealed` (which reads the journal) still offers, and the next seal completes it.
    store.update_session(session_id, sealed=True, **changes)
    store.append_journal([entry])
    seals = len({e.get("session") for e in store.journal()})
    consolidated = False
    if seals % store.config.consolidateEverySeals == 0:
        consolidate(store, now=now, model=getattr(extractor, "model_id", None),
                    log=getattr(extractor, "log", True))
        consolidated = True
    return SealResult(
        session_id, True, entry["outcome"], entry["facts"], consolidated, result.extractor
    )


def unsealed(store: Store) -> list[str]:
    sealed = {e.get("session") for e in store.journal()}
    return [
        s["id"] for s in store.sessions()
        if s["id"] not in sealed and not s.get("forgotten") and s.get("status") != "trash"
    ]


def facts(store: Store, now: dt.datetime | None = None) -> list[Fact]:
    return fold(store.fact_records(), now=now or utcnow(), config=store.config)


@dataclasses.dataclass
class ConsolidateResult:
    path: str
    tokens: int
    facts: int
    notes: int
    recent: int
    superseded: int = 0
    conflicts: int = 0


def consolidate(
    store: Store,
    *,
    now: dt.datetime | None = None,
    model: str | None = None,
    log: bool = True,
) -> ConsolidateResult:
    """Rewrite MEMORY.md from the fold and the journal, keeping the pinned block.

    With a ``model`` (an llm model id), the supersede pass runs first (``lc_memory.supersede``).
    """
    store.require()
    now = now or utcnow()
    passed = None
    if model:
        from .supersede import supersede_pass

        passed = supersede_pass(store, model, log=log, now=now)
    folded = facts(store, now)
    existing = store.memory_md.read_text("utf-8") if store.memory_md.exists() else None
    sessions = store.sessions()
    journal = store.journal()
    text = digest.build(store.project, folded, journal, sessions, store.config, now, existing)
    store.write_memory_md(text)
    return ConsolidateResult(
        str(store.memory_md),
        digest.estimate_tokens(text),
        len(digest.digest_facts(folded)),
        len(digest.digest_notes(folded)),
        len(digest.recent_entries(journal, sessions, store.config, now)),
        passed.superseded if passed else 0,
        passed.conflicts if passed else 0,
    )
