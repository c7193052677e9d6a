"""Function forms of ``Memory.seal`` and ``Memory.consolidate``, for scripts and notebooks.

``seal(store, session)`` extracts (offline, or a model through ``llm``), scrubs and guards
every text, appends the facts first and the journal line last (the journal line is what
marks a session sealed, so a crash before it leaves a session that seals again cleanly),
under the session's seal lock. The work and the after-write rule live in ``memory.py``.
"""

from __future__ import annotations

import datetime as dt

from .fold import Fact
from .memory import ConsolidateResult, Extractor, Memory, SealResult  # noqa: F401 (re-exported)
from .store import Store


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
    """Seal one session (``Memory.seal``)."""
    return Memory.at(store, now).seal(session_id, extractor=extractor, done=done, pinned=pinned, again=again)


def is_sealed(store: Store, session_id: str) -> bool:
    return store.is_sealed(session_id)


def unsealed(store: Store) -> list[str]:
    return Memory(store).unsealed()


def facts(store: Store, now: dt.datetime | None = None) -> list[Fact]:
    return Memory.at(store, now).facts()


def consolidate(
    store: Store,
    *,
    now: dt.datetime | None = None,
    model: str | None = None,
    log: bool = True,
) -> ConsolidateResult:
    """Rewrite MEMORY.md (``Memory.consolidate``)."""
    return Memory.at(store, now).consolidate(model=model, log=log)
