"""Readings of issue 35's round 22 (session 63: Crush databases and SpecStory's Markdown of Cursor
chats from repositories no round had read) and what round 21 left: a prompt an ACP editor sent in
pieces, read as one typed message in Claude Code and Codex. Small sessions of the real shape
(invented rows, words in the real transcripts' manner)."""

from __future__ import annotations

import json
from pathlib import Path

from lc_memory.ingest import claude_code, codex


def _claude_file(tmp_path: Path, sid: str, records: list[tuple[str, object]]) -> Path:
    lines = [json.dumps({"type": kind, "sessionId": sid, "cwd": "/home/ines/src/lab", "uuid": f"u{i}",
                         "timestamp": f"2026-02-11T09:{i:02d}:00.000Z", "version": "2.0.30",
                         "message": {"role": kind, "content": content}})
             for i, (kind, content) in enumerate(records, 1)]
    path = tmp_path / f"{sid}.jsonl"
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    return path


def test_a_prompt_an_acp_editor_sent_in_pieces_is_one_typed_message(tmp_path):
    # Zed's claude-code-acp: the words before the picked file, its link, the words after, the file
    sid = "3e9b7c21-8d4f-4a6e-b1c2-00000000022a"
    pieces = [{"type": "text", "text": "right, "},
              {"type": "text", "text": "[@probe.py](file:///home/ines/src/lab/probe.py)"},
              {"type": "text", "text": " can you give it a retry limit like the other probes have?"},
              {"type": "text", "text": '\n<context ref="file:///home/ines/src/lab/probe.py">\n'
                                       "def probe(host):\n    return ping(host)\n</context>"}]
    path = _claude_file(tmp_path, sid, [("user", pieces),
                                        ("assistant", [{"type": "text", "text": "Added a limit of 3."}])])
    (t,) = claude_code.read(path)
    assert [m["content"] for m in t.messages if m.get("typed")] == [
        "right, [@probe.py](file:///home/ines/src/lab/probe.py) can you give it a retry limit like the "
        "other probes have?"]
    assert any(m["content"].startswith("<context ref=") for m in t.messages if not m.get("typed"))


def test_text_blocks_without_a_space_between_are_kept_apart_by_a_line(tmp_path):
    sid = "3e9b7c21-8d4f-4a6e-b1c2-00000000022b"
    path = _claude_file(tmp_path, sid, [("user", [{"type": "text", "text": "rename the flag"},
                                                  {"type": "text", "text": "and update the docs"}]),
                                        ("assistant", [{"type": "text", "text": "Renamed."}])])
    (t,) = claude_code.read(path)
    assert [m["content"] for m in t.messages if m.get("typed")] == ["rename the flag\nand update the docs"]


def _codex_file(tmp_path: Path, typed_text: str, event_text: str) -> Path:
    ts = "2026-03-02T08:00:00.000Z"
    rows = [{"timestamp": ts, "type": "session_meta",
             "payload": {"id": "019caa10-0000-7000-8000-00000000022c", "timestamp": ts, "cwd": "/home/ines/src/lab",
                         "originator": "codex-acp", "cli_version": "0.63.0"}},
            {"timestamp": ts, "type": "event_msg", "payload": {"type": "user_message", "message": event_text}},
            {"timestamp": ts, "type": "response_item",
             "payload": {"type": "message", "role": "user", "content": [{"type": "input_text", "text": typed_text}]}},
            {"timestamp": ts, "type": "response_item",
             "payload": {"type": "message", "role": "assistant",
                         "content": [{"type": "output_text", "text": "It now retries three times."}]}}]
    path = tmp_path / "rollout-2026-03-02T08-00-00-019caa10.jsonl"
    path.write_text("".join(json.dumps(r) + "\n" for r in rows), encoding="utf-8")
    return path


def test_a_file_attached_through_codex_acp_is_not_typed(tmp_path):
    words = "[@probe.py](file:///home/ines/src/lab/probe.py) give it a retry limit"
    block = '\n<context ref="file:///home/ines/src/lab/probe.py">\ndef probe(host):\n    return ping(host)\n</context>'
    for event in (words + block, words):  # the event with or without the attached file's text
        (t,) = codex.read(_codex_file(tmp_path, words + block, event))
        assert [m["content"] for m in t.messages if m.get("typed")] == [words], event
        assert any("<context ref=" in m["content"] for m in t.messages if not m.get("typed"))
