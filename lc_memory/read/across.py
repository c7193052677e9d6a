"""Recall and Search Sessions over every project of a store, merged into one list."""

from __future__ import annotations

import datetime as dt
import os

from lc_memory.clock import newest_first
from lc_memory.read.recall import Hit, recall
from lc_memory.read.search import search
from lc_memory.store.files import Store, StoreError
from lc_memory.store.projects import Projects


def projects(root: str | os.PathLike | None = None) -> list[Store]:
    """Every project folder of the store root (``projects.Projects``)."""
    return Projects(root).stores()


def recall_projects(
    root: str | os.PathLike | None, query: str, *, limit: int = 10, now: dt.datetime | None = None,
    problems: list[str] | None = None,
) -> list[Hit]:
    """The best ``limit`` hits for ``query`` over every project of the store root.

    Each hit names its project (``Hit.project``). A project whose config says
    ``recallTool = false`` is left out; so is one whose config cannot be read (said in
    ``problems``, if given). Within a project, the rules of ``recall`` hold: not-true facts
    and trashed sessions stay out. Scores are normalized per project (a full match of the
    query scores the same everywhere), so they merge by score."""
    hits: list[Hit] = []
    for store in projects(root):
        try:
            if not store.config.recallTool:
                continue
            found = recall(store, query, limit=limit, now=now)
        except StoreError as e:
            if problems is not None:
                problems.append(f"{store.project}: {e}")
            continue
        for h in found:
            h.project = store.project
        hits.extend(found)
    hits.sort(key=lambda h: (-h.score, newest_first(h.date), h.project or "", h.id))
    return hits[:limit]


def search_projects(stores: list[Store], words: list[str], *, limit: int = 40) -> list[dict]:
    """Search Sessions over several projects (``search.search`` in each), merged in its
    order: title matches first, newest first; over several, each hit names its project."""
    hits = [(store.project, h) for store in stores for h in search(store, words, limit=limit)]
    if len(stores) > 1:
        hits.sort(key=lambda ph: (ph[1].matched != "title", newest_first(ph[1].last_activity or ""), ph[0]))
    return [{"project": p, **h.as_dict()} if len(stores) > 1 else h.as_dict() for p, h in hits[:limit]]
