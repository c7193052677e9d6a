"""head_records: the first records of a file, read and parsed once for every format that sniffs it."""

from __future__ import annotations

import json
import os

from lc_memory.ingest import common
from lc_memory.ingest.base import detect
from lc_memory.ingest.common import head_records, parse_line

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


def test_a_changed_file_is_read_again(tmp_path):
    path = tmp_path / "a.jsonl"
    path.write_text('{"n": 1}\n')
    assert list(head_records(path, 5)) == [{"n": 1}]
    with open(path, "a") as f:
        f.write('{"n": 2}\n')
    os.utime(path, ns=(1, 1))
    assert list(head_records(path, 5)) == [{"n": 1}, {"n": 2}]
