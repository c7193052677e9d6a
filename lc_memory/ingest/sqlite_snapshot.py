"""An agent's SQLite database, read without touching it (OpenCode's opencode.db, Crush's crush.db).

Both agents keep their database in WAL mode: the newest rows may sit in ``<db>-wal`` until a
checkpoint. SQLite reads the WAL only through a ``-shm`` index it creates beside the file,
even in ``mode=ro`` (and when run as root, even in a read-only folder). So a database with a
WAL is copied with it into a temporary folder and opened there; one without is opened in
place: read-only, or with ``immutable=1`` when it is in WAL mode (its file then holds every
row, and read-only SQLite would still make a ``-shm`` beside it). Sniffing reads the schema
with ``immutable=1``, which creates no file.
"""

from __future__ import annotations

import contextlib
import os
import shutil
import sqlite3
import tempfile
from pathlib import Path
from typing import Iterator

from lc_memory.ingest.common import looked

HEADER = b"SQLite format 3\x00"


def is_sqlite(path: Path) -> bool:
    with open(path, "rb") as f:
        return f.read(16) == HEADER


def _wal(path: Path) -> Path:
    return path.with_name(path.name + "-wal")


def _in_wal_mode(path: Path) -> bool:
    with open(path, "rb") as f:
        head = f.read(20)
    return len(head) == 20 and head[18:20] == b"\x02\x02"  # file format versions 2: WAL


def schema(path: Path) -> dict[str, str]:
    """Each table's name and its CREATE statement, read without creating any file beside it;
    {} when the file is not a database. A schema written only to the WAL is read from a copy.
    Within ``one_look``, read once for the formats that sniff the file in turn."""
    if not is_sqlite(path):
        return {}
    return dict(looked(("schema", os.fspath(path)), lambda: _schema(path)))


def _schema(path: Path) -> dict[str, str]:
    try:
        with contextlib.closing(sqlite3.connect(f"{path.resolve().as_uri()}?immutable=1", uri=True)) as conn:
            found = _tables(conn)
        if found or not _wal(path).exists():
            return found
        with snapshot(path) as conn:
            return _tables(conn)
    except sqlite3.Error:
        return {}


def _tables(conn: sqlite3.Connection) -> dict[str, str]:
    return {name: sql or "" for name, sql in conn.execute("select name, sql from sqlite_master where type = 'table'")}


@contextlib.contextmanager
def snapshot(path: Path) -> Iterator[sqlite3.Connection]:
    """A connection to the database as it is now, WAL included; the agent's files untouched."""
    wal = _wal(path)
    if not wal.exists():
        # Every row is in the file. A database in WAL mode is opened immutable (SQLite would
        # make a -shm beside it even read-only), not copied whole (Crush's 1.5 MB: 1.3 ms of
        # its 4 ms read); one with a rollback journal read-only, with its locks.
        mode = "immutable=1" if _in_wal_mode(path) else "mode=ro"
        conn = sqlite3.connect(f"{path.resolve().as_uri()}?{mode}", uri=True)
        try:
            conn.row_factory = sqlite3.Row
            yield conn
        finally:
            conn.close()
        return
    with tempfile.TemporaryDirectory(prefix="lc-memory-db-") as folder:
        copy = Path(folder) / path.name
        shutil.copyfile(path, copy)
        if wal.exists():
            shutil.copyfile(wal, _wal(copy))
        # Read-only on the copy too: SQLite reads its WAL (the -shm is made in the temporary
        # folder) and does not checkpoint it into the copy on close, work nobody would use.
        conn = sqlite3.connect(f"{copy.as_uri()}?mode=ro", uri=True)
        try:
            conn.row_factory = sqlite3.Row
            yield conn
        finally:
            conn.close()
