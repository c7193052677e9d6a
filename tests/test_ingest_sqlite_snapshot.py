"""An agent's database read without touching it (ingest/sqlite_snapshot.py)."""

from __future__ import annotations

import sqlite3
import tempfile
from pathlib import Path

import pytest

from lc_memory.ingest import sqlite_snapshot


def _db(path: Path, *, wal: bool) -> None:
    conn = sqlite3.connect(path)
    if wal:
        conn.execute("pragma journal_mode=wal")
    conn.execute("create table sessions (id text)")
    conn.execute("insert into sessions values ('s1'), ('s2')")
    conn.commit()
    conn.close()  # the last connection checkpoints and removes the WAL: the file holds every row
    assert not path.with_name(path.name + "-wal").exists()


def _folder(path: Path) -> list[str]:
    return sorted(p.name for p in path.parent.iterdir())


@pytest.mark.parametrize("wal", [True, False])
def test_a_database_without_a_wal_is_read_in_place_and_not_copied(tmp_path, monkeypatch, wal):
    """A WAL-mode database whose WAL is gone (Crush's dbos sample) holds every row in its file:
    opened immutable where it is, not copied whole into a temporary folder first."""
    path = tmp_path / "crush.db"
    _db(path, wal=wal)
    assert (path.read_bytes()[18:20] == b"\x02\x02") is wal
    before = path.read_bytes()

    def no_copy(*a, **k):
        raise AssertionError("copied into a temporary folder")
    monkeypatch.setattr(tempfile, "TemporaryDirectory", no_copy)
    with sqlite_snapshot.snapshot(path) as conn:
        assert [r[0] for r in conn.execute("select id from sessions")] == ["s1", "s2"]
    assert _folder(path) == ["crush.db"] and path.read_bytes() == before


def test_a_database_with_its_wal_is_read_from_a_copy(tmp_path):
    path = tmp_path / "crush.db"
    _db(path, wal=True)
    writer = sqlite3.connect(path)
    writer.execute("pragma wal_autocheckpoint=0")
    writer.execute("insert into sessions values ('s3')")
    writer.commit()
    before = {p.name: p.read_bytes() for p in tmp_path.iterdir() if p.name != "crush.db-shm"}
    try:
        with sqlite_snapshot.snapshot(path) as conn:
            assert [r[0] for r in conn.execute("select id from sessions")] == ["s1", "s2", "s3"]
    finally:
        writer.close()
    assert before.keys() == {"crush.db", "crush.db-wal"}
