"""memory.db: the disposable SQLite file built from the store's plain files.

Incremental by file size + mtime: an unchanged session file is skipped, a changed one is
re-read whole. Facts are always refolded (ages and decay move with the clock). Deleting
the db loses nothing; ``rebuild=True`` starts it fresh, and so does a file that is not a
readable SQLite database.
"""

from __future__ import annotations

import dataclasses
import datetime as dt
import json
import os
import sqlite3
from pathlib import Path
from typing import Callable, Iterable, TypeVar

from sqlite_utils import Database

from . import digest
from .fold import Fact, fold, iso, utcnow
from .migrations import migrate
from .store import Store, read_jsonl

T = TypeVar("T")
Progress = Callable[[list[T]], Iterable[T]]


@dataclasses.dataclass
class ImportResult:
    db: str
    sessions_read: int = 0
    sessions_skipped: int = 0
    sessions_removed: int = 0
    messages: int = 0
    facts: int = 0
    rebuilt: bool = False
    problems: list[str] = dataclasses.field(default_factory=list)


def open_db(path: str | os.PathLike, *, rebuild: bool = False) -> tuple[Database, bool]:
    """Open (creating or migrating) memory.db; an unreadable file is replaced. Returns (db, rebuilt)."""
    path = Path(path)
    rebuilt = False
    if rebuild and path.exists():
        _unlink_db(path)
        rebuilt = True
    try:
        db = Database(path)
        # Touch every table's first page (and build each FTS table): cheap, and it finds
        # most damage before we write into it.
        for (name,) in db.execute("select name from sqlite_master where type = 'table'").fetchall():
            db.execute(f"select 1 from [{name}] limit 1").fetchall()
        migrate(db)
    except sqlite3.DatabaseError as e:
        if not _corrupt(e):
            raise  # locked or a full disk: the db may be fine, so it is not thrown away
        # The db is a cache of the files: a corrupt one is thrown away, never repaired.
        _unlink_db(path)
        db = Database(path)
        migrate(db)
        rebuilt = True
    return db, rebuilt


def _corrupt(e: sqlite3.DatabaseError) -> bool:
    """Not a database, or a damaged one (not: locked, busy, disk full, read-only)."""
    name = getattr(e, "sqlite_errorname", "") or ""
    return name.startswith(("SQLITE_CORRUPT", "SQLITE_NOTADB")) or type(e) is sqlite3.DatabaseError


def _unlink_db(path: Path) -> None:
    for p in (path, Path(f"{path}-wal"), Path(f"{path}-shm"), Path(f"{path}-journal")):
        if p.exists():
            p.unlink()


def _stat(path: Path) -> tuple[int, int] | None:
    try:
        st = path.stat()
    except FileNotFoundError:
        return None
    return st.st_size, st.st_mtime_ns


def _changed(db: Database, path: Path) -> bool:
    stat = _stat(path)
    row = db.execute("select size, mtime_ns from _lc_files where path = ?", [str(path)]).fetchone()
    return stat is None or row is None or tuple(row) != stat


def _remember_file(db: Database, path: Path) -> None:
    stat = _stat(path)
    if stat is None:
        db.execute("delete from _lc_files where path = ?", [str(path)])
    else:
        db["_lc_files"].upsert({"path": str(path), "size": stat[0], "mtime_ns": stat[1]}, pk="path")


def _j(value: object) -> str:
    return json.dumps(value, ensure_ascii=False)


def import_store(
    store: Store,
    db_path: str | os.PathLike,
    *,
    rebuild: bool = False,
    progress: Progress | None = None,
    now: dt.datetime | None = None,
) -> ImportResult:
    """Build or refresh memory.db from the store's files."""
    try:
        return _import(store, db_path, rebuild=rebuild, progress=progress, now=now)
    except sqlite3.DatabaseError as e:
        if rebuild or not _corrupt(e):
            raise
        # Damage past the pages that open_db reads shows up mid-import: start the db over.
        return _import(store, db_path, rebuild=True, progress=progress, now=now)


def _import(
    store: Store,
    db_path: str | os.PathLike,
    *,
    rebuild: bool,
    progress: Progress | None,
    now: dt.datetime | None,
) -> ImportResult:
    store.require()
    now = now or utcnow()
    db, rebuilt = open_db(db_path, rebuild=rebuild)
    result = ImportResult(str(db_path), rebuilt=rebuilt)
    sessions = store.sessions()
    index = {s["id"]: s for s in sessions}

    with db.conn:
        if _changed(db, store.index_path) or rebuilt:
            db["sessions"].upsert_all(
                (_session_row(store, s) for s in sessions), pk="id", alter=True
            )
            _remember_file(db, store.index_path)
        known = {r[0] for r in db.execute("select id from sessions")}
        for gone in known - set(index):
            db.execute("delete from messages where session_id = ?", [gone])
            db.execute("delete from sessions where id = ?", [gone])
            db.execute("delete from _lc_files where path = ?", [str(store.session_path(gone))])
            result.sessions_removed += 1

    todo = [sid for sid in index if _changed(db, store.session_path(sid))]
    result.sessions_skipped = len(index) - len(todo)
    for sid in (progress or (lambda items: items))(todo):
        path = store.session_path(sid)
        records, problems = read_jsonl(path)
        store.problems.extend(problems)
        rows = [_message_row(sid, r) for r in records if r.get("type") == "message"]
        with db.conn:
            db.execute("delete from messages where session_id = ?", [sid])
            if rows:
                db["messages"].insert_all(rows, pk="id", batch_size=1000, replace=True)
            db["sessions"].update(sid, {"messages": len(rows)})
            _remember_file(db, path)
        result.sessions_read += 1
        result.messages += len(rows)

    folded = fold(store.fact_records(), now=now, config=store.config)
    journal = store.journal()
    memory_md = store.memory_md.read_text("utf-8") if store.memory_md.exists() else ""
    with db.conn:
        _load_memory(db, store, folded, journal, memory_md, now)
    result.facts = len(folded)
    result.problems = [str(p) for p in store.problems]
    return result


def _session_row(store: Store, s: dict) -> dict:
    return {
        "id": s["id"], "title": s.get("title"), "title_source": s.get("title_source"),
        "status": s.get("status", "active"), "pinned": int(bool(s.get("pinned"))),
        "turns": s.get("turns"), "created": s.get("created"),
        "last_activity": s.get("last_activity"), "format": s.get("format"), "cwd": s.get("cwd"),
        "sealed": int(bool(s.get("sealed"))), "forgotten": int(bool(s.get("forgotten"))),
        "path": str(store.session_path(s["id"])),
    }


def _message_row(sid: str, r: dict) -> dict:
    return {
        "id": f"{sid}:{r.get('turn')}", "session_id": sid, "turn": r.get("turn"),
        "role": r.get("role"), "kind": r.get("kind"), "name": r.get("name"),
        "content": r.get("content"), "ts": r.get("ts"), "typed": int(bool(r.get("typed"))),
    }


def _fact_row(f: Fact, in_digest: bool) -> dict:
    return {
        "id": f.id, "text": f.text, "kind": f.kind, "state": f.state, "origin": f.origin,
        "confidence": f.confidence, "source_session": f.source_session,
        "learned_at": f.learned_at, "last_seen": f.last_seen, "age_days": f.age_days,
        "in_digest": int(in_digest), "superseded_by": f.superseded_by, "sessions": _j(f.sessions),
        "pinned": int(f.pinned), "confirmed_by": f.confirmed_by, "instruction": f.instruction,
        "decayed": int(f.decayed), "subject": f.subject, "said": f.said,
        "credited": int(f.credited), "conflict_with": _j(f.conflict_with), "history": _j(f.history),
    }


def _load_memory(
    db: Database, store: Store, folded: list[Fact], journal: list[dict], memory_md: str, now: dt.datetime
) -> None:
    """Replace the small derived tables whole: journal, observations, facts, notes, memory."""
    for table in ("notes", "observations", "facts", "journal"):
        db.execute(f"delete from [{table}]")
    db["journal"].insert_all(
        (
            {
                "id": n, "session_id": e.get("session"), "at": e.get("at"),
                "sealed_at": e.get("sealed_at"), "title": e.get("title"),
                "outcome": e.get("outcome"), "files": _j(e.get("files") or []),
                "decisions": _j(e.get("decisions") or []), "facts": _j(e.get("facts") or []),
                "status": e.get("status"), "pinned": int(bool(e.get("pinned"))),
                "extractor": e.get("extractor"),
            }
            for n, e in enumerate(journal, 1)
        ),
        pk="id",
    )
    in_digest = {f.id for f in folded if f"[{f.id}]" in memory_md}
    db["facts"].insert_all((_fact_row(f, f.id in in_digest) for f in folded), pk="id")
    db["notes"].insert_all(
        (
            {
                "id": f.id, "text": f.text, "kind": f.kind, "state": f.state, "said": f.said,
                "credited": int(f.credited), "confirmed_by": f.confirmed_by,
                "source_session": f.source_session, "learned_at": f.learned_at,
                "age_days": f.age_days, "in_digest": int(f.id in in_digest),
            }
            for f in folded if f.origin == "person"
        ),
        pk="id",
    )
    live = {f.id for f in folded}
    db["observations"].insert_all(
        (
            {
                "id": n, "fact_id": r.get("id") if r.get("id") in live else None,
                "op": r.get("op"), "text": r.get("text"), "kind": r.get("kind"),
                "session_id": r.get("session"), "at": r.get("at"), "origin": r.get("origin"),
                "confidence": r.get("confidence"), "subject": r.get("subject"),
                "said": r.get("said"), "credited": int(bool(r.get("credited"))), "record": _j(r),
            }
            for n, r in enumerate(store.fact_records(), 1)
        ),
        pk="id",
    )
    db["memory"].upsert(
        {
            "project": store.project, "markdown": memory_md,
            "tokens": digest.estimate_tokens(memory_md), "path": str(store.memory_md),
            "imported_at": iso(now),
        },
        pk="project",
    )
