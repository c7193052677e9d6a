"""Crush: a turn that ended on the provider's error, in every build's words (issue 35's unseen
round 12: "Provider Error: unexpected EOF" was a session's Recently line)."""

from __future__ import annotations

import json

from lc_memory.ingest import crush
from lc_memory.write.extract import extract_offline

from tests.messages import CRUSH_2026_TABLES

T = 1767261600  # 2026-01-01T10:00:00Z


def _turn(label: str, details: str) -> list[dict]:
    reader = crush._Reader()
    rows = [("user", [{"type": "text", "data": {"text": "tell me about this repo"}}]),
            ("assistant", [{"type": "finish", "data": {"reason": "error", "time": T + 5, "message": label,
                                                       "details": details}}])]
    out: list[dict] = []
    for role, parts in rows:
        out += reader.row({"role": role, "parts": json.dumps(parts), "created_at": T}, False)
    return out


def test_each_label_of_the_provider_s_error_is_an_api_error():
    for label, details, said in (("Provider Error", "unexpected EOF", "API Error: unexpected EOF"),
                                 ("API Error", "unexpected EOF", "API Error: unexpected EOF"),
                                 ("Internal Server Error", "upstream timed out",
                                  "API Error: Internal Server Error: upstream timed out")):
        messages = _turn(label, details)
        assert messages[-1]["role"] == "assistant" and messages[-1]["content"] == said, label
        line = extract_offline({"format": "crush"}, messages).outcome
        assert line == 'Asked "tell me about this repo"; the agent stopped on an API or usage-limit error; no changes.', (
            label, line)


def test_an_untitled_session_has_no_title(tmp_path):
    """A build of 2026 leaves "Untitled Session" when the provider failed before titling it (a
    greeting, then "Provider Error"): the line said 'Asked "Untitled Session"'."""
    import sqlite3

    from lc_memory.ingest.base import read_transcripts

    data = tmp_path / "repo" / ".crush"
    data.mkdir(parents=True)
    conn = sqlite3.connect(data / "crush.db")
    conn.executescript(CRUSH_2026_TABLES)
    conn.execute("insert into sessions values ('s1', null, 'Untitled Session', 2, ?, ?, null)", (T, T))
    for mid, role, parts in (("m1", "user", [{"type": "text", "data": {"text": "hello"}}]),
                             ("m2", "assistant", [{"type": "finish", "data": {"reason": "error", "time": T + 5,
                                                  "message": "Provider Error", "details": "unexpected EOF"}}])):
        conn.execute("insert into messages (id, session_id, role, parts, created_at, updated_at) values "
                     "(?, 's1', ?, ?, ?, ?)", (mid, role, json.dumps(parts), T, T))
    conn.commit()
    conn.close()
    (t,) = read_transcripts(data / "crush.db")
    assert t.meta.get("title") != "Untitled Session"
    assert "Untitled Session" not in extract_offline(t.meta, t.messages).outcome
