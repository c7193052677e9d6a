"""memory.db: the disposable SQLite file built from the store's plain files, every project in one.

Every table has a ``project`` column; the ``projects`` table lists them with their counts.
A project's rows are its own: refreshing one project never reads or writes another's.

Two paths, one result:

- **A full build** (no db yet, ``rebuild=True`` for the whole store, a db of an older layout,
  or a file that is not a readable SQLite database) writes a hidden temp file beside the db
  with the journal and fsync off, bulk inserts every project's rows without the full-text
  triggers, rebuilds the FTS5 indexes once, puts the triggers back and renames the file over
  the db. A build that is killed or fails leaves the old db (or none) and a temp file the
  next build removes.
- **A refresh** updates the db in place, one transaction per project (WAL): an unchanged
  session file (same size and mtime) is skipped, a changed one is re-read whole, a session
  gone from the index is removed. The fold (facts, notes, observations, journal, MEMORY.md)
  is recomputed when one of its files changed or the clock moved on an hour (ages). An
  import of the whole store also drops the projects no longer in it.

Deleting the db loses nothing: every row comes from the files.
"""

from __future__ import annotations

import concurrent.futures
import dataclasses
import datetime as dt
import functools
import json
import os
import queue
import re
import sqlite3
import threading
from pathlib import Path
from typing import Any, Callable, Iterable, Iterator, TypeVar

from sqlite_utils import Database

from lc_memory.clock import iso, parse_time, utcnow
from lc_memory.db.migrations import migrate, needs_rebuild
from lc_memory.errors import LcMemoryError, NotFound
from lc_memory.safety.guard.classify import VerdictCache
from lc_memory.state import digest
from lc_memory.state.fold import Fact, fold
from lc_memory.store.files import Problem, Store, StoreError, check_session_id, read_records, store_root
from lc_memory.store.projects import Projects
from lc_memory.store.records import JournalEntry
from lc_memory.write import team
from lc_memory.write.activity import activity
from lc_memory.write.team import annotate, incoming, team_folder, with_teammates

T = TypeVar("T")
Progress = Callable[[list[T]], Iterable[T]]

# Ages in the facts table are as of the last fold; a refresh refolds once they are this stale.
FOLD_MAX_AGE = dt.timedelta(hours=1)
MESSAGE_COLUMNS = ("project", "id", "session_id", "turn", "role", "kind", "name", "content", "ts", "typed")
ACTIVITY_COLUMNS = ("project", "session_id", "asked", "created", "edited", "deleted", "commits", "plan_done",
                    "plan_open", "checks", "summary", "files_changed", "tool_calls")
SESSION_COLUMNS = (
    "project", "id", "title", "title_source", "status", "pinned", "turns", "messages", "created",
    "last_activity", "format", "cwd", "sealed", "forgotten", "path",
)
# The tables that hold a project's rows (projects and memory are keyed by it).
PROJECT_TABLES = ("notes", "observations", "facts", "journal", "session_activity", "messages", "sessions",
                  "memory", "projects", "_lc_files", "_lc_meta")
# Two objects on one line: the whole-file parse below would read them as two records.
_MARKER = re.compile(r"\[([A-Za-z0-9][A-Za-z0-9._:-]*)\]")
_INSERT_MESSAGE = f"insert into messages values ({', '.join('?' * len(MESSAGE_COLUMNS))})"
_INSERT_ACTIVITY = f"insert or replace into session_activity values ({', '.join('?' * len(ACTIVITY_COLUMNS))})"


@dataclasses.dataclass
class ImportResult:
    db: str
    projects: list[str] = dataclasses.field(default_factory=list)
    sessions_read: int = 0
    sessions_skipped: int = 0
    sessions_removed: int = 0
    messages: int = 0
    facts: int = 0
    rebuilt: bool = False
    folded: bool = False
    projects_removed: list[str] = dataclasses.field(default_factory=list)
    problems: list[str] = dataclasses.field(default_factory=list)


# --- opening ------------------------------------------------------------------

class _Outdated(Exception):
    """The db has an older layout: it is built anew, not migrated in place."""


def _open_existing(path: Path) -> Database:
    db = Database(sqlite3.connect(str(path), timeout=5))
    try:
        # Touch every table's first page (and so each FTS index): cheap, and it finds most
        # damage before we write into it.
        for (name,) in db.execute("select name from sqlite_master where type = 'table'").fetchall():
            db.execute(f"select 1 from [{name}] limit 1").fetchall()
        if needs_rebuild(db):
            raise _Outdated(str(path))
        if db.execute("pragma journal_mode").fetchone()[0] != "wal":
            db.execute("pragma journal_mode = wal")  # Datasette reads while we write
        db.execute("pragma synchronous = normal")
        migrate(db)
    except BaseException:
        db.close()
        raise
    return db


def _corrupt(e: sqlite3.DatabaseError) -> bool:
    """Not a database, or a damaged one (not: locked, busy, disk full, read-only)."""
    name = getattr(e, "sqlite_errorname", "")
    return name in ("SQLITE_CORRUPT", "SQLITE_NOTADB") or not isinstance(e, sqlite3.OperationalError)


def _unlink_db(path: Path) -> None:
    for p in (path, Path(f"{path}-wal"), Path(f"{path}-shm"), Path(f"{path}-journal")):
        if p.exists():
            p.unlink()


# --- the projects of a store ---------------------------------------------------

def _project_stores(root: Path, names: list[str] | None = None) -> list[Store]:
    """The projects under a store root (``projects.Projects``); ``names`` picks some, each of
    which must exist."""
    if names is not None:
        return [Store(root, name).require() for name in dict.fromkeys(names)]
    return Projects(root).stores()


def db_projects(db: Database) -> list[str]:
    """The projects a memory.db holds."""
    return [p for (p,) in db.execute("select project from projects order by project")]


# --- reading the store ----------------------------------------------------------

def _stat(path: Path) -> tuple[int, int] | None:
    try:
        st = path.stat()
    except FileNotFoundError:
        return None
    return st.st_size, st.st_mtime_ns


def session_files(store: Store) -> dict[str, tuple[int, int]]:
    """(size, mtime_ns) of every ``<id>.jsonl`` in the sessions folder, in one directory scan."""
    out: dict[str, tuple[int, int]] = {}
    try:
        entries = os.scandir(store.sessions_dir)
    except FileNotFoundError:
        return out
    with entries:
        for entry in entries:
            name = entry.name
            if name.endswith(".jsonl") and name != "index.jsonl" and not name.startswith("."):
                try:
                    st = entry.stat()
                except FileNotFoundError:
                    continue
                out[name[:-6]] = (st.st_size, st.st_mtime_ns)
    return out


def _message_rows(project: str, sid: str, records: list[dict]) -> list[tuple]:
    rows: dict[str, tuple] = {}
    position = 0
    for r in records:
        if r.get("type") != "message":
            continue
        position += 1
        turn = r.get("turn")
        if not isinstance(turn, int) or isinstance(turn, bool):
            turn = position
        mid = f"{sid}:{turn}"
        content = r.get("content")
        rows[mid] = (
            project, mid, sid, turn, r.get("role"), r.get("kind"), r.get("name"),
            content if isinstance(content, str) or content is None else json.dumps(content, ensure_ascii=False),
            r.get("ts"), 1 if r.get("typed") else 0,
        )
    return list(rows.values())  # a repeated turn: the last one wins, as a re-read would


_CONTENT = MESSAGE_COLUMNS.index("content")


def _activity_row(project: str, sid: str, records: list[dict]) -> tuple:
    """The session_activity row: what the session did, from its tool calls (lc_memory.write.activity)."""
    meta = next((r for r in records if r.get("type") == "session"), {})
    act = activity(meta, [r for r in records if r.get("type") == "message"]).to_dict()
    return (project, sid, *(_j(act[c]) for c in ACTIVITY_COLUMNS[2:-2]),
            len(act["created"]) + len(act["edited"]) + len(act["deleted"]), act["tool_calls"])


def _session_row(store: Store, s: dict) -> dict:
    return {
        "project": store.project,
        "id": s["id"], "title": s.get("title"), "title_source": s.get("title_source"),
        "status": s.get("status", "active"), "pinned": int(bool(s.get("pinned"))),
        "turns": s.get("turns"), "messages": 0, "created": s.get("created"),
        "last_activity": s.get("last_activity"), "format": s.get("format"), "cwd": s.get("cwd"),
        "sealed": int(bool(s.get("sealed"))), "forgotten": int(bool(s.get("forgotten"))),
        "path": _session_path(store, s["id"]),
    }


def _indexed_sessions(store: Store) -> dict[str, dict]:
    """``store.sessions()`` (the last line for an id wins), read the fast way, valid ids only."""
    records, problems = read_records(store.index_path)
    store.problems.extend(p for p in problems if p not in store.problems)
    out: dict[str, dict] = {}
    for s in records:
        sid = s.get("id")
        if isinstance(sid, str):
            out[sid] = s
    for sid in [sid for sid in out if not _valid_id(sid)]:
        del out[sid]  # not a name a session file can have
    sealed = store.sealed_ids()  # the journal is the one source of truth for "sealed"
    for sid, s in out.items():
        out[sid] = {**s, "sealed": sid in sealed}
    return out


def _valid_id(sid: str) -> bool:
    try:
        check_session_id(sid)
    except StoreError:
        return False
    return True


@functools.lru_cache(maxsize=1024)
def _sessions_prefix(folder: Path) -> str:
    return f"{folder}{os.sep}sessions{os.sep}"


def _session_path(store: Store, sid: str) -> str:
    # A string, not a Path: this runs once per session on every import.
    return f"{_sessions_prefix(store.path)}{sid}.jsonl"


def _j(value: object) -> str:
    return json.dumps(value, ensure_ascii=False)


def _insert(db: Database, table: str, rows: list[dict], project: str) -> None:
    if not rows:
        return
    cols = [c for c in rows[0] if c != "project"]
    db.conn.executemany(
        f"insert into [{table}] (project, {', '.join(f'[{c}]' for c in cols)}) "
        f"values ({', '.join('?' * (len(cols) + 1))})",
        [(project, *(r[c] for c in cols)) for r in rows],
    )


# --- the entry points -------------------------------------------------------------

def import_root(
    root: str | os.PathLike | None,
    db: str | os.PathLike,
    *,
    projects: list[str] | None = None,
    rebuild: bool = False,
    progress: Progress | None = None,
    now: dt.datetime | None = None,
    refold_after: dt.timedelta | None = FOLD_MAX_AGE,
) -> ImportResult:
    """Build or refresh memory.db from every project of the store at ``root`` (or the
    ``projects`` named). Importing the whole store also drops the projects gone from it;
    naming projects leaves every other project's rows as they are."""
    root = store_root(root)
    stores = _project_stores(root, projects)
    if not stores:
        raise NotFound(f"no projects in the store at {root} (ingest a session first, or pass --store)")
    path = Path(db)
    try:
        return _import(stores, path, whole=projects is None, rebuild=rebuild, progress=progress,
                       now=now or utcnow(), refold_after=refold_after)
    except sqlite3.OperationalError as e:  # a full disk, a locked db: the files are untouched
        gone = "" if path.exists() else "; the half-written db was removed: import again to rebuild it"
        raise LcMemoryError(f"{path}: {e}{gone}") from None


def import_store(
    store: Store,
    db_path: str | os.PathLike,
    *,
    rebuild: bool = False,
    progress: Progress | None = None,
    now: dt.datetime | None = None,
    refold_after: dt.timedelta | None = FOLD_MAX_AGE,
) -> ImportResult:
    """Build or refresh one project's rows of memory.db from its files (other projects'
    rows in the same db are left as they are).

    ``refold_after``: refold unchanged fact files once the last fold is this old (so ages
    stay true); None refolds only when a file changed (recall's cache needs no ages)."""
    store.require()
    return _import([store], Path(db_path), whole=False, rebuild=rebuild, progress=progress,
                   now=now or utcnow(), refold_after=refold_after)


def _import(stores: list[Store], path: Path, *, whole: bool, rebuild: bool, progress: Progress | None,
            now: dt.datetime, refold_after: dt.timedelta | None) -> ImportResult:
    existed = path.exists()
    if not existed or (rebuild and whole):
        return _build(stores, path, progress, now, rebuilt=rebuild and existed)
    try:
        db = _open_existing(path)
    except _Outdated:
        return _build(stores, path, progress, now, rebuilt=True)
    except sqlite3.DatabaseError as e:
        if not _corrupt(e):
            raise
        return _build(stores, path, progress, now, rebuilt=True)
    result = ImportResult(str(path), projects=[s.project for s in stores])
    try:
        held = set(db_projects(db))
        names = {s.project for s in stores}
        if rebuild and not held - names:
            db.close()
            return _build(stores, path, progress, now, rebuilt=True)
        with db.conn:
            for gone in sorted(held - names) if whole else ():
                drop_project(db, gone)
                result.projects_removed.append(gone)
            for store in stores if rebuild else ():
                drop_project(db, store.project)
        result.rebuilt = rebuild
        plans = {s.project: _plan(db, s) for s in stores}
        # One progress bar over every project's sessions to read.
        bar = iter((progress or _identity)([(p, sid) for p, plan in plans.items() for sid in plan.todo]))

        def ticking(items: list[str]) -> Iterator[str]:
            for item in items:
                next(bar, None)
                yield item

        for store in stores:
            refresh(db, store, progress=ticking, now=now, refold_after=refold_after, result=result,
                    plan=plans[store.project])
        for _ in bar:  # the bar's end
            pass
        return result
    except sqlite3.DatabaseError as e:
        if not _corrupt(e):
            db.close()
            _drop_if_damaged(path, e)
            raise
        # Damage past the pages that opening reads shows up mid-import: start the db over.
        db.close()
        return _build(stores, path, progress, now, rebuilt=True)
    finally:
        db.close()


def _drop_if_damaged(path: Path, error: sqlite3.DatabaseError) -> None:
    """After a refresh failed on a full disk or an I/O error, SQLite's COMMIT may have
    failed part way (and closing the connection checkpoints what it had), so the db may hold
    half an import. It is disposable: remove it, and the next import builds it anew. A refresh
    that failed on a lock never began to commit: that db is left as it was."""
    name = getattr(error, "sqlite_errorname", "") or ""
    if name.startswith("SQLITE_IOERR") or name == "SQLITE_FULL":
        _unlink_db(path)


def _temp_path(path: Path) -> Path:
    return path.with_name(f".{path.name}.build-{os.getpid()}.tmp")


def _remove_stale_builds(path: Path) -> None:
    """Temp files of builds whose process is gone (killed mid-build)."""
    for p in path.parent.glob(f".{path.name}.build-*.tmp*"):
        pid = p.name[len(f".{path.name}.build-"):].split(".", 1)[0]
        try:
            os.kill(int(pid), 0)
            if int(pid) != os.getpid():
                continue
        except (ValueError, ProcessLookupError):
            pass
        except PermissionError:
            continue
        p.unlink(missing_ok=True)


def _build(stores: list[Store], path: Path, progress: Progress | None, now: dt.datetime, *,
           rebuilt: bool) -> ImportResult:
    """The full build: a fresh file, bulk rows, FTS rebuilt once, renamed over the db."""
    path.parent.mkdir(parents=True, exist_ok=True)
    _remove_stale_builds(path)
    tmp = _temp_path(path)
    result = ImportResult(str(path), rebuilt=rebuilt)
    try:
        db = Database(sqlite3.connect(str(tmp), timeout=5))
        try:
            db.execute("pragma journal_mode = off")  # a failed build is thrown away whole
            db.execute("pragma synchronous = off")
            db.execute("pragma cache_size = -65536")
            migrate(db)
            bulk_load(db, stores, progress=progress, now=now, result=result)
            db.execute("pragma journal_mode = wal")
        finally:
            db.close()
        with open(tmp, "rb+") as f:
            os.fsync(f.fileno())
        for p in (Path(f"{path}-wal"), Path(f"{path}-shm"), Path(f"{path}-journal")):
            p.unlink(missing_ok=True)  # a stale WAL would be replayed into the new file
        os.replace(tmp, path)
    except BaseException:
        for p in (tmp, Path(f"{tmp}-wal"), Path(f"{tmp}-shm"), Path(f"{tmp}-journal")):
            p.unlink(missing_ok=True)
        raise
    return result


def bulk_load(
    db: Database,
    stores: Store | list[Store],
    *,
    progress: Progress | None = None,
    now: dt.datetime | None = None,
    result: ImportResult | None = None,
) -> ImportResult:
    """Fill an empty, migrated db with one project or several: rows without the messages
    FTS triggers, then one rebuild.

    Files are read and parsed in a thread while this one inserts (SQLite lets go of the
    GIL while it writes), and the folds run in a thread while the FTS index is rebuilt."""
    stores = [stores] if isinstance(stores, Store) else stores
    now = now or utcnow()
    result = result or ImportResult("")
    result.projects = [s.project for s in stores]
    conn = db.conn
    # The messages FTS triggers and indexes go while the rows go in, and come back after.
    deferred = conn.execute(
        "select type, name, sql from sqlite_master where tbl_name = 'messages' "
        "and type in ('trigger', 'index') and sql is not null"
    ).fetchall()
    with conn, concurrent.futures.ThreadPoolExecutor(max_workers=1) as pool:
        for kind, name, _ in deferred:
            conn.execute(f"drop {kind} [{name}]")
        plan: list[tuple[Store, str]] = []
        file_rows = []
        for store in stores:
            index = _indexed_sessions(store)
            _insert(db, "sessions", [_session_row(store, s) for s in index.values()], store.project)
            plan.extend((store, sid) for sid in index)
            files = session_files(store)
            file_rows.extend((store.project, _session_path(store, sid), *files[sid]) for sid in index if sid in files)
            for p in (store.index_path, store.journal_path):
                stat = _stat(p)
                if stat:
                    file_rows.append((store.project, str(p), *stat))
        rowids = {(p, sid): rowid for p, sid, rowid in conn.execute("select project, id, rowid from sessions")}
        counts, activities = [], []
        parsed = _read_ahead(plan)
        for store, sid in (progress or _identity)(plan):
            rows, problems, act, text = next(parsed)
            activities.append(act)
            if problems:
                store.problems.extend(p for p in problems if p not in store.problems)
            conn.executemany(_INSERT_MESSAGE, rows)
            conn.execute(_CONVERSATION_INSERT, [rowids[store.project, sid], text])
            counts.append((len(rows), store.project, sid))
            result.sessions_read += 1
            result.messages += len(rows)
        conn.executemany("update sessions set messages = ? where project = ? and id = ?", counts)
        fill_terms(conn)
        conn.executemany(_INSERT_ACTIVITY, activities)
        conn.executemany("insert into _lc_files (project, path, size, mtime_ns) values (?, ?, ?, ?)", file_rows)
        # An index in memory (recall on a store it cannot write to) writes nothing beside it.
        on_disk = bool(conn.execute("pragma database_list").fetchone()[2])
        folding = [pool.submit(_fold_rows, store, now, on_disk) for store in stores]
        # Merging segments as they fill only slows a one-shot build; the default comes back after.
        conn.execute("insert into messages_fts(messages_fts, rank) values ('automerge', 0)")
        conn.execute("insert into messages_fts(messages_fts) values ('rebuild')")
        conn.execute("insert into messages_fts(messages_fts, rank) values ('automerge', 4)")
        for _, _, sql in deferred:
            conn.execute(sql)
        for store, rows_of in zip(stores, folding):
            _write_fold(db, store, rows_of.result(), result)
        _update_projects(db, stores, now)
    for store in stores:
        result.problems.extend(str(p) for p in store.problems)
    return result


def _read_ahead(plan: list[tuple[Store, str]], depth: int = 64) -> Iterator[tuple[list[tuple], list[Problem], tuple, str]]:
    """(rows, problems, activity row, conversation text) per session, in order, read and
    parsed by a thread ``depth`` ahead."""
    q: queue.Queue = queue.Queue(maxsize=depth)
    stop = threading.Event()

    def work() -> None:
        try:
            for store, sid in plan:
                project = store.project
                records, problems = read_records(Path(_session_path(store, sid)))
                rows = _message_rows(project, sid, records)
                item = (rows, problems, _activity_row(project, sid, records),
                        conversation_text(r[_CONTENT] for r in rows))
                while not stop.is_set():
                    try:
                        q.put(item, timeout=0.1)
                        break
                    except queue.Full:
                        continue
                if stop.is_set():
                    return
        except BaseException as e:  # handed to the reader, raised there
            q.put(e)

    thread = threading.Thread(target=work, name="lc-memory-read", daemon=True)
    thread.start()
    try:
        for _ in plan:
            item = q.get()
            if isinstance(item, BaseException):
                raise item
            yield item
    finally:
        stop.set()
        thread.join()


def _identity(items: list[T]) -> Iterable[T]:
    return items


def _read_session(store: Store, sid: str, result: ImportResult) -> tuple[list[tuple], tuple]:
    records, problems = read_records(Path(_session_path(store, sid)))
    store.problems.extend(p for p in problems if p not in store.problems)
    rows = _message_rows(store.project, sid, records)
    result.sessions_read += 1
    result.messages += len(rows)
    return rows, _activity_row(store.project, sid, records)


@dataclasses.dataclass
class _Plan:
    """What a refresh of one project will read, found before any write."""

    index: dict[str, dict]
    todo: list[str]
    known: dict[str, tuple[int, int]]
    files: dict[str, tuple[int, int]]
    in_db: set[str]


def _plan(db: Database, store: Store) -> _Plan:
    project = store.project
    conn = db.conn
    known = {p: (size, mtime) for p, size, mtime in
             conn.execute("select path, size, mtime_ns from _lc_files where project = ?", [project])}
    files = session_files(store)
    index = _indexed_sessions(store)
    in_db = {r[0] for r in conn.execute("select id from sessions where project = ?", [project])}
    # A file that is gone counts as changed once (its messages go), then as unchanged.
    # A session without its activity row (a build stopped half way) is read again too.
    acted = {r[0] for r in conn.execute("select session_id from session_activity where project = ?", [project])}
    todo = [sid for sid in index if known.get(_session_path(store, sid)) != files.get(sid) or sid not in acted]
    return _Plan(index, todo, known, files, in_db)


def refresh(
    db: Database,
    store: Store,
    *,
    progress: Progress | None = None,
    now: dt.datetime | None = None,
    refold_after: dt.timedelta | None = FOLD_MAX_AGE,
    result: ImportResult | None = None,
    plan: _Plan | None = None,
) -> ImportResult:
    """Bring one project's rows of an existing db up to date with its files, in one transaction."""
    now = now or utcnow()
    result = result or ImportResult("", projects=[store.project])
    project = store.project
    conn = db.conn
    found = plan or _plan(db, store)
    index, known, files, in_db = found.index, found.known, found.files, found.in_db
    index_stat = _stat(store.index_path)
    journal_stat = _stat(store.journal_path)
    with conn:
        if (known.get(str(store.index_path)) != index_stat or in_db != set(index)
                or known.get(str(store.journal_path)) != journal_stat):  # a seal changes "sealed"
            _upsert_sessions(db, store, index)
            _record_file_stat(conn, project, store.index_path, index_stat)
            _record_file_stat(conn, project, store.journal_path, journal_stat)
        for gone in in_db - set(index):
            _remove_session(conn, project, gone)
            conn.execute("delete from _lc_files where path = ?", [_session_path(store, gone)])
            result.sessions_removed += 1
        result.sessions_skipped += len(index) - len(found.todo)
        for sid in (progress or _identity)(found.todo):
            _unindex_conversation(conn, project, sid)
            conn.execute("delete from messages where project = ? and session_id = ?", [project, sid])
            rows, act = _read_session(store, sid, result)
            conn.executemany(_INSERT_MESSAGE, rows)
            conn.execute(_INSERT_ACTIVITY, act)
            text = conversation_text(r[_CONTENT] for r in rows)
            conn.execute(_CONVERSATION_INSERT.replace("?", "(select rowid from sessions where project = ? and id = ?)", 1),
                         [project, sid, text])
            conn.executemany("insert or ignore into _lc_terms (term) values (?)", ((t,) for t in text.split()))
            conn.execute("update sessions set messages = ? where project = ? and id = ?", [len(rows), project, sid])
            _record_file_stat(conn, project, Path(_session_path(store, sid)), files.get(sid))
        if _fold_stale(db, store, now, refold_after):
            _write_fold(db, store, _fold_rows(store, now), result)
        else:
            result.facts += conn.execute("select count(*) from facts where project = ?", [project]).fetchone()[0]
        # Always one write: an import says when it ran (and a locked db says so, too).
        conn.execute("update memory set imported_at = ? where project = ?", [iso(now), project])
        _update_projects(db, [store], now)
    result.problems.extend(str(p) for p in store.problems if str(p) not in result.problems)
    return result


def _remove_session(conn: sqlite3.Connection, project: str, sid: str) -> None:
    _unindex_conversation(conn, project, sid)
    for table in ("messages", "session_activity"):
        conn.execute(f"delete from [{table}] where project = ? and session_id = ?", [project, sid])
    conn.execute("delete from sessions where project = ? and id = ?", [project, sid])


def drop_project(db: Database, project: str) -> None:
    """Take every row of one project out of the db (its files are not touched)."""
    conn = db.conn
    for (sid,) in conn.execute("select id from sessions where project = ?", [project]).fetchall():
        _unindex_conversation(conn, project, sid)
    for table in PROJECT_TABLES:
        conn.execute(f"delete from [{table}] where project = ?", [project])


def _update_projects(db: Database, stores: list[Store], now: dt.datetime) -> None:
    """The projects table: one row per project, counted from its rows."""
    db.conn.executemany(
        """insert or replace into projects
        (project, folder, path, sessions, sealed, pending, messages, facts, last_activity, imported_at)
        select :project,
          (select cwd from sessions where project = :project and cwd is not null
           order by last_activity desc limit 1),
          :path, count(*), coalesce(sum(sealed), 0),
          coalesce(sum(not sealed and not forgotten and coalesce(status, 'active') != 'trash'), 0),
          coalesce(sum(messages), 0),
          (select count(*) from facts where project = :project),
          max(last_activity), :now
        from sessions where project = :project""",
        [{"project": s.project, "path": str(s.path), "now": iso(now)} for s in stores],
    )


# --- conversations_fts: Search Sessions' index --------------------------------------

_CONVERSATION_INSERT = "insert into conversations_fts (rowid, conversation) values (?, ?)"


# Bytes that are ASCII letters and digits stay; every other byte is a space.
_RUN_BYTES = bytes(b if 48 <= b <= 57 or 97 <= b <= 122 else 32 for b in range(256))


def conversation_text(contents: Iterable[str | None]) -> str:
    """What conversations_fts holds for a session: the distinct runs of ASCII letters and
    digits of its messages, lowercased as Python does. A run of ASCII letters and digits in
    a search word is inside one of these whenever the word is in the conversation, so the
    terms that contain it make a sure filter. The order of the set does not matter: each
    run is one token, and the document is only which tokens it holds.

    (Done on bytes: after ``lower()`` every other character is a separator, so each becomes
    ``?``, then a space; a third faster than ``re.findall`` on the import's hot path.)"""
    text = "\n".join(c for c in contents if isinstance(c, str)).lower().encode("ascii", "replace")
    return b" ".join(set(text.translate(_RUN_BYTES).split())).decode("ascii")


def _unindex_conversation(conn: sqlite3.Connection, project: str, sid: str) -> None:
    """Take a session's document out of conversations_fts (contentless: its text is rebuilt
    from the messages still in the db); a session never indexed is left alone."""
    row = conn.execute(
        "select s.rowid from sessions s join conversations_fts_docsize d on d.id = s.rowid "
        "where s.project = ? and s.id = ?", [project, sid]
    ).fetchone()
    if row is None:
        return
    contents = (c for (c,) in conn.execute(
        "select content from messages where project = ? and session_id = ?", [project, sid]))
    conn.execute("insert into conversations_fts (conversations_fts, rowid, conversation) values ('delete', ?, ?)",
                 [row[0], conversation_text(contents)])


def fill_terms(conn: sqlite3.Connection) -> None:
    """_lc_terms from conversations_fts's own vocabulary: one pass over the index, in C."""
    conn.execute("create virtual table if not exists temp.lc_conversation_terms "
                 "using fts5vocab(main, conversations_fts, row)")
    conn.execute("insert or ignore into _lc_terms (term) select term from temp.lc_conversation_terms")
    conn.execute("drop table temp.lc_conversation_terms")


def _upsert_sessions(db: Database, store: Store, index: dict[str, dict]) -> None:
    """Insert new index entries and update known ones (their message count stays)."""
    rows = [_session_row(store, s) for s in index.values()]
    if not rows:
        return
    update = [c for c in SESSION_COLUMNS if c not in ("project", "id", "messages")]
    db.conn.executemany(
        f"insert into sessions ({', '.join(SESSION_COLUMNS)}) values ({', '.join('?' * len(SESSION_COLUMNS))}) "
        f"on conflict (project, id) do update set {', '.join(f'{c} = excluded.{c}' for c in update)}",
        [tuple(r[c] for c in SESSION_COLUMNS) for r in rows],
    )


def _record_file_stat(conn: sqlite3.Connection, project: str, path: Path, stat: tuple[int, int] | None) -> None:
    """Note the size and mtime a file was imported at (incremental import), or forget it."""
    if stat is None:
        conn.execute("delete from _lc_files where path = ?", [str(path)])
    else:
        conn.execute("insert or replace into _lc_files (project, path, size, mtime_ns) values (?, ?, ?, ?)",
                     [project, str(path), *stat])


# --- the fold and the other small tables ----------------------------------------------

def _fold_inputs(store: Store) -> dict[str, Any]:
    shared = team_folder(store)  # a teammate's records pulled through git (lc_memory/write/team.py)
    team = (("shared_facts", shared / "facts.jsonl"), ("shared_journal", shared / "journal.jsonl")) if shared else ()
    return {
        name: _stat(p) for name, p in (
            ("facts", store.facts_path), ("journal", store.journal_path),
            ("memory_md", store.memory_md), ("config", store.config_path), *team,
        )
    }


def _get_meta(db: Database, project: str, key: str) -> Any:
    row = db.execute("select value from _lc_meta where project = ? and key = ?", [project, key]).fetchone()
    return json.loads(row[0]) if row else None


def _set_meta(db: Database, project: str, **values: Any) -> None:
    db.conn.executemany(
        "insert or replace into _lc_meta (project, key, value) values (?, ?, ?)",
        [(project, k, json.dumps(v)) for k, v in values.items()],
    )


def _fold_stale(db: Database, store: Store, now: dt.datetime, refold_after: dt.timedelta | None) -> bool:
    last = _get_meta(db, store.project, "fold") or {}
    at = parse_time(last.get("at"))
    inputs = json.loads(json.dumps(_fold_inputs(store)))  # tuples as the lists JSON gives back
    if at is None or last.get("inputs") != inputs:
        return True
    return refold_after is not None and not (dt.timedelta(0) <= now - at < refold_after)


def message_count(db: Database) -> int:
    """How many messages the db holds (each session row keeps its count: count(*) is slow on a big db)."""
    return int(db.execute("select coalesce(sum(messages), 0) from sessions").fetchone()[0])


def digest_ids(memory_md: str) -> set[str]:
    """The ids MEMORY.md lines carry as ``[id]`` markers: what is in the digest."""
    return set(_MARKER.findall(memory_md))


def _fold_rows(store: Store, now: dt.datetime, keep_verdicts: bool = True) -> dict[str, Any]:
    """Every row of the small derived tables, computed from the files (no db).
    ``keep_verdicts``: save the guard's new verdicts in the store's cache folder."""
    inputs = _fold_inputs(store)
    shared = incoming(store)  # what teammates shared through git, as Memory.facts folds it
    log = list(with_teammates(store.fact_log(), shared))
    records = [r.to_json() for r in log]
    entries = store.session_entries()
    sessions = {e.id: e for e in entries}
    verdicts = VerdictCache(store.path / ".cache" / "guard.json")
    folded = fold(log, now=now, config=store.config, sessions=entries, guard=verdicts)
    annotate(folded, shared)
    # Kept whatever their number: a store of many small projects would classify every
    # text again on every import (at 10k sessions in 50 projects, a third more CPU).
    if keep_verdicts:
        verdicts.save()
    memory_md = store.read_memory_md() or ""
    in_digest = digest_ids(memory_md)
    live = {f.id for f in folded}
    # A teammate's journal line is a row (the page, recall) only once the person accepted it;
    # what waits is kept in _lc_meta ("team") for the page's review, with the guard's verdicts.
    accepted = team.accepted_ids(log) if (shared.journal or shared.observations) else set()
    taken, _ = team.split_journal(shared, accepted)
    items = team.team_items(shared, folded, accepted, classify=team.instruction_reason) if (
        shared.journal or shared.observations) else []
    return {
        "journal": [
            {**e.to_row(n, sessions.get(e.session)), "teammate": e.extra.get("teammate")}
            for n, e in enumerate([*store.journal_entries(), *map(JournalEntry.from_json, taken)], 1)
        ],
        "facts": [_fact_row(f, f.id in in_digest) for f in folded],
        "notes": [
            {
                "id": f.id, "text": f.text, "kind": f.kind, "state": f.state, "said": f.said,
                "credited": int(f.credited), "confirmed_by": f.confirmed_by,
                "source_session": f.source_session, "learned_at": f.learned_at,
                "age_days": f.age_days, "in_digest": int(f.id in in_digest),
            }
            for f in folded if f.origin == "person"
        ],
        "observations": [
            {
                "id": n, "fact_id": r.get("id") if r.get("id") in live else None,
                "op": r.get("op"), "text": r.get("text"), "kind": r.get("kind"),
                "session_id": r.get("session"), "at": r.get("at"), "origin": r.get("origin"),
                "confidence": r.get("confidence"), "subject": r.get("subject"),
                "said": r.get("said"), "credited": int(bool(r.get("credited"))), "record": _j(r),
            }
            for n, r in enumerate(records, 1)
        ],
        "memory": [{
            "project": store.project, "markdown": memory_md,
            "tokens": digest.estimate_tokens(memory_md), "path": str(store.memory_md),
            "imported_at": iso(now),
        }],
        "_meta": {"at": iso(now), "inputs": inputs},
        "_team": [i.as_dict() for i in items],
    }


def _write_fold(db: Database, store: Store, rows: dict[str, Any], result: ImportResult) -> None:
    """Replace one project's small derived tables whole: journal, observations, facts, notes, memory."""
    for table in ("notes", "observations", "facts", "journal", "memory"):
        db.execute(f"delete from [{table}] where project = ?", [store.project])
    for table in ("journal", "facts", "notes", "observations", "memory"):
        _insert(db, table, rows[table], store.project)
    _set_meta(db, store.project, fold=rows["_meta"], team=rows.get("_team", []))
    result.facts += len(rows["facts"])
    result.folded = True


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
