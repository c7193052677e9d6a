"""Words typed again (lc_memory/ingest/common.finish): a replay or a resend is typed once; the
same word typed at another time, after the agent answered, was typed twice."""

from __future__ import annotations

from lc_memory.ingest.common import finish, message


def typed_flags(messages: list[dict]) -> list[bool]:
    _, out = finish({}, messages)
    return [m["typed"] for m in out if m["role"] == "user"]


def test_continue_typed_twice_after_an_answer_is_typed_twice():
    msgs = [message("user", "continue", "2026-03-01T10:00:00Z", typed=True),
            message("assistant", "Done with step 1.", "2026-03-01T10:00:05Z"),
            message("user", "continue", "2026-03-01T10:04:00Z", typed=True)]
    assert typed_flags(msgs) == [True, True]


def test_a_tool_call_between_is_an_answer():
    call = message("assistant", '{"command": "ls"}', "2026-03-01T10:00:05Z", kind="tool_use")
    msgs = [message("user", "go on", "2026-03-01T10:00:00Z", typed=True), call,
            message("user", "go on", "2026-03-01T10:04:00Z", typed=True)]
    assert typed_flags(msgs) == [True, True]


def test_a_resend_after_an_api_error_is_typed_once():
    msgs = [message("user", "fix the build", "2026-03-01T10:00:00Z", typed=True),
            message("assistant", "API Error: 402 quota exceeded", "2026-03-01T10:00:01Z"),
            message("user", "fix the build", "2026-03-01T10:01:00Z", typed=True)]
    assert typed_flags(msgs) == [True, False]


def test_a_copy_with_the_same_time_is_typed_once():
    """A goal replayed on resume keeps its time: the answer between is the first run's."""
    msgs = [message("user", "add a test", "2026-03-01T10:00:00Z", typed=True),
            message("assistant", "Added.", "2026-03-01T10:00:09Z"),
            message("user", "add a test", "2026-03-01T10:00:00Z", typed=True)]
    assert typed_flags(msgs) == [True, False]


def test_no_time_cannot_be_told_apart_and_is_typed_once():
    msgs = [message("user", "q", None, typed=True), message("assistant", "Goodbye", None),
            message("user", "q", None, typed=True)]
    assert typed_flags(msgs) == [True, False]


def test_a_resend_the_format_records_is_typed_once_and_the_mark_is_not_kept():
    again = message("user", "continue", "2026-03-01T10:04:00Z", typed=True)
    again["retry"] = True
    msgs = [message("user", "continue", "2026-03-01T10:00:00Z", typed=True),
            message("assistant", "Step 1 done.", "2026-03-01T10:00:05Z"), again]
    _, out = finish({}, msgs)
    assert [m["typed"] for m in out if m["role"] == "user"] == [True, False]
    assert not any("retry" in m for m in out)


def test_a_record_split_over_lines_by_a_raw_newline_is_read_as_one(tmp_path):
    """Copilot CLI 1.0.24 wrote a tool result with literal newlines in its string
    (github/copilot-cli#2649): the record is read whole, the lines after it as before."""
    from lc_memory.ingest.common import read_lines
    path = tmp_path / "events.jsonl"
    path.write_bytes(b'{"type": "a", "n": 1}\n{"type": "tool", "content": "line one\nline two\n"}\n'
                     b'{"type": "b", "n": 2}\n{"type": "torn", "x": "no end\n')
    records, problems = read_lines(path)
    assert [(n, r["type"]) for n, r in records] == [(1, "a"), (2, "tool"), (5, "b")]
    assert records[1][1]["content"] == "line one\nline two\n"
    assert [p.line for p in problems] == [6]  # closed by no line after it: unreadable, as before


def test_torn_records_one_a_line_are_each_read_once(tmp_path, monkeypatch):
    """A file of torn records, every line an unterminated string: a line that opens a record ends
    the search for a split one, so each line is parsed once or twice, not with the 200 after it."""
    import json as json_module
    from lc_memory.ingest import common
    path = tmp_path / "torn.jsonl"
    path.write_bytes(b"".join(b'{"type": "torn", "n": %d, "x": "no end\n' % i for i in range(2000)))
    calls = []
    real = json_module.loads
    monkeypatch.setattr(common.json, "loads", lambda *a, **k: calls.append(1) or real(*a, **k))
    records, problems = common.read_lines(path)
    assert records == [] and len(problems) == 2000
    assert len(calls) <= 2 * 2000
