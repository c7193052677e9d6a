"""head_records: the first records of a file, read and parsed once for every format that sniffs it."""

from __future__ import annotations

import json

import pytest

from lc_memory.ingest import common
from lc_memory.ingest.base import detect, read_transcripts
from lc_memory.ingest.common import head_records, one_look, parse_line

from .conftest import SHARED_DATA


def _plain(path, limit=50):
    """head_records as it read before the shared head: the file line by line."""
    seen = 0
    with open(path, "rb") as f:
        for n, raw in enumerate(f):
            if n >= limit * 4 or seen >= limit:
                return
            if raw.strip():
                record, _ = parse_line(raw.rstrip(b"\r\n"))
                if record is not None:
                    seen += 1
                    yield record


def test_head_records_are_the_file_s_first_records(tmp_path):
    lines = ["", "not json", "[1]", *(json.dumps({"n": i}) for i in range(300)), "{\"torn\": "]
    path = tmp_path / "a.jsonl"
    path.write_text("\n".join(lines[:3]) + "\r\n" + "\n".join(lines[3:]))
    files = [path, *sorted(p for p in (SHARED_DATA / "agent-transcripts").rglob("*.jsonl"))[:12]]
    for f in files:
        for limit in (1, 5, 20, 50, 1, 10):  # the formats' limits, in any order
            assert list(head_records(f, limit)) == list(_plain(f, limit)), (f, limit)


def test_a_file_s_head_is_parsed_once_for_every_format(tmp_path, monkeypatch):
    path = tmp_path / "events.jsonl"  # a Copilot CLI session: sniffed by the formats before it too
    path.write_text("\n".join(json.dumps(r) for r in [
        {"type": "session.start", "id": "1", "timestamp": "2026-01-01T00:00:00Z",
         "data": {"sessionId": "s", "copilotVersion": "1"}},
        *({"type": "assistant.message", "id": str(i), "timestamp": "2026-01-01T00:00:01Z",
           "data": {"content": "hi"}} for i in range(60))]) + "\n")
    parsed = []
    monkeypatch.setattr(common, "parse_line", lambda raw: (parsed.append(raw), parse_line(raw))[1])
    assert detect(path).name == "copilot-cli"
    assert len(parsed) == len(set(parsed)) > 0  # no line parsed twice


def test_nothing_is_kept_after_a_look(tmp_path):
    path = tmp_path / "a.jsonl"
    path.write_text('{"n": 1}\n')
    with one_look():
        assert list(head_records(path, 5)) == [{"n": 1}]
        path.write_text('{"n": 2}\n')  # the same size, within the same clock tick
        assert list(head_records(path, 5)) == [{"n": 1}]  # one look: the head as first read
    assert list(head_records(path, 5)) == [{"n": 2}]
    with one_look():
        assert list(head_records(path, 5)) == [{"n": 2}]


def test_a_database_s_schema_is_read_once_a_look(tmp_path, monkeypatch):
    import sqlite3

    from lc_memory.ingest import sqlite_snapshot

    db = tmp_path / "x.db"
    with sqlite3.connect(db) as conn:
        conn.execute("create table sessions (id text)")
    reads = []
    real = sqlite_snapshot._schema
    monkeypatch.setattr(sqlite_snapshot, "_schema", lambda p: (reads.append(p), real(p))[1])
    with one_look():
        assert sqlite_snapshot.schema(db) == sqlite_snapshot.schema(db) == {"sessions": "CREATE TABLE sessions (id text)"}
        sqlite_snapshot.schema(db)["sessions"] = "changed"  # each caller gets its own copy
        assert sqlite_snapshot.schema(db)["sessions"] == "CREATE TABLE sessions (id text)"
    assert len(reads) == 1
    sqlite_snapshot.schema(db)
    assert len(reads) == 2


def test_the_reader_takes_the_lines_the_sniffers_parsed(tmp_path, monkeypatch):
    path = tmp_path / "events.jsonl"
    lines = [json.dumps({"type": "session.start", "id": "1", "timestamp": "2026-01-01T00:00:00Z",
                         "data": {"sessionId": "s", "copilotVersion": "1"}}),
             *(json.dumps({"type": "user.message", "id": str(i), "timestamp": "2026-01-01T00:00:01Z",
                           "data": {"content": f"word {i}"}}) for i in range(80))]
    path.write_text("\n".join(lines) + "\n")
    parsed = []
    monkeypatch.setattr(common, "parse_line", lambda raw: (parsed.append(raw), parse_line(raw))[1])
    (t,) = read_transcripts(path)
    assert [m["content"] for m in t.messages if m["typed"]] == [f"word {i}" for i in range(80)]
    assert sorted(parsed) == sorted(line.encode() for line in lines)  # each line parsed once


def test_read_lines_parses_a_line_again_when_its_bytes_changed(tmp_path):
    path = tmp_path / "a.jsonl"
    path.write_bytes(b'{"n": 1}\n{"n": 2')  # the writer is still writing the last line
    with one_look():
        assert list(head_records(path, 5)) == [{"n": 1}]
        path.write_bytes(b'{"n": 1}\n{"n": 22}\n')
        records, problems = common.read_lines(path)
    assert records == [(1, {"n": 1}), (2, {"n": 22})] and problems == []


def test_file_json_is_parsed_once_a_look_and_the_reader_s_own(tmp_path, monkeypatch):
    path, bad = tmp_path / "logs.json", tmp_path / "bad.json"
    path.write_text('[{"a": 1}]')
    bad.write_text("[1,")
    loads = []
    real = json.loads
    monkeypatch.setattr(common.json, "loads", lambda s: (loads.append(s), real(s))[1])
    with one_look():
        assert common.file_json(path) is common.file_json(path)  # the sniffers share it
        mine = common.file_json(path, take=True)
        mine.append("changed")
        assert common.file_json(path) == [{"a": 1}]  # taken: the next one reads the file again
        for _ in range(2):
            with pytest.raises(ValueError):
                common.file_json(bad)
    assert len(loads) == 3
