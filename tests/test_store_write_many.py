"""write_many: a batch of session files written as write_atomic writes each, synced together."""

from __future__ import annotations

import os

import pytest

from lc_memory.store import files as store_mod
from lc_memory.store.files import Store, write_many


def test_write_many_writes_every_file_and_leaves_no_temp_file(tmp_path):
    files = {tmp_path / "a" / f"s{i}.jsonl": f"session {i}\n".encode() for i in range(5)}
    (tmp_path / "a").mkdir()
    (tmp_path / "a" / "s0.jsonl").write_text("old")
    write_many(files, chunk=2)  # three chunks: no more than two files open at once
    assert {p.name: p.read_bytes() for p in (tmp_path / "a").iterdir()} == {p.name: d for p, d in files.items()}


def test_write_many_syncs_each_file_before_any_rename(tmp_path, monkeypatch):
    events: list[str] = []
    real_fsync, real_replace = os.fsync, os.replace
    monkeypatch.setattr(store_mod.os, "fsync", lambda fd: (events.append("fsync"), real_fsync(fd))[1])
    monkeypatch.setattr(store_mod.os, "replace", lambda a, b: (events.append("replace"), real_replace(a, b))[1])
    write_many({tmp_path / f"s{i}": b"x" for i in range(3)})
    # three files synced, then renamed, then the folder synced once
    assert events == ["fsync"] * 3 + ["replace"] * 3 + ["fsync"]
    events.clear()
    write_many({tmp_path / f"s{i}": b"y" for i in range(2)}, then={tmp_path / "index": b"s0 s1"})
    # the index is synced with them, and renamed once they are on disk (their folder synced)
    assert events == ["fsync"] * 3 + ["replace"] * 2 + ["fsync", "replace", "fsync"]
    assert (tmp_path / "index").read_bytes() == b"s0 s1" and (tmp_path / "s1").read_bytes() == b"y"


@pytest.mark.parametrize("broken", ["fsync", "replace"])
def test_write_many_failure_leaves_no_temp_file(tmp_path, monkeypatch, broken):
    (tmp_path / "s0").write_text("old")
    real = getattr(os, broken)
    calls = []

    def fail_second(*args):
        calls.append(args)
        if len(calls) == 2:
            raise OSError(28, "No space left on device")
        return real(*args)

    monkeypatch.setattr(store_mod.os, broken, fail_second)
    with pytest.raises(OSError):
        write_many({tmp_path / f"s{i}": b"new" for i in range(3)})
    names = sorted(p.name for p in tmp_path.iterdir())
    assert names == ["s0"]  # no temp file left
    if broken == "fsync":  # nothing was renamed: every file is as it was
        assert (tmp_path / "s0").read_text() == "old"


def test_put_sessions_writes_a_batch_through_write_many(tmp_path, monkeypatch):
    batches: list[list[str]] = []
    real = store_mod.write_many
    monkeypatch.setattr(store_mod, "write_many", lambda files, then: (
        batches.append(sorted(p.name for p in [*files, *then])), real(files, then=then))[1])
    store = Store(tmp_path / "store", "demo")
    meta = {"created": "2026-11-20T09:00:00Z"}
    msg = {"type": "message", "turn": 1, "role": "user", "kind": "text", "content": "hi", "ts": None, "typed": True}
    assert store.put_sessions([({"id": "s1", **meta}, [msg]), ({"id": "s2", **meta}, [msg])]) == [True, True]
    assert batches == [["index.jsonl", "s1.jsonl", "s2.jsonl"]]
    assert [m["content"] for m in store.messages("s2")] == ["hi"]


def test_write_many_syncs_a_few_files_in_turn_and_many_at_once(tmp_path, monkeypatch):
    import threading

    synced: list[int] = []  # the thread of each fsync
    real_fsync = os.fsync
    monkeypatch.setattr(store_mod.os, "fsync", lambda fd: (synced.append(threading.get_ident()), real_fsync(fd))[1])
    main = threading.get_ident()
    write_many({tmp_path / f"a{i}": b"x" for i in range(3)})
    # a few: one after another here (a pool of threads costs more than it saves), then the folder
    assert synced == [main] * 4
    synced.clear()
    many = store_mod.SYNC_IN_TURN + 4
    write_many({tmp_path / f"b{i}": b"x" for i in range(many)})
    assert len(synced) == many + 1 and any(t != main for t in synced[:-1])  # many: several at once
    assert all((tmp_path / f"b{i}").read_bytes() == b"x" for i in range(many))
