"""Every reader hands a tool input on as its head with a margin (``tool_input_text``): the scrub
reads that much, not the whole input, and the cut after it keeps no half key (issue 35)."""

from __future__ import annotations

import json

from lc_memory.ingest.base import read_transcripts
from lc_memory.ingest.common import SCRUB_MARGIN, TOOL_INPUT_CHARS


def claude_code_write(tmp_path, content: str):
    line = {"type": "assistant", "sessionId": "s-input", "uuid": "u1", "cwd": "/home/dev/app",
            "timestamp": "2026-11-20T10:00:00Z",
            "message": {"role": "assistant", "content": [
                {"type": "tool_use", "id": "t1", "name": "Write", "input": {"file_path": "big.txt", "content": content}}]}}
    path = tmp_path / "s-input.jsonl"
    path.write_text(json.dumps(line) + "\n")
    return path


def test_claude_codes_tool_input_is_scrubbed_as_its_head_not_whole(tmp_path, monkeypatch, scrubbed_lengths):
    seen = scrubbed_lengths
    from lc_memory.redact import engine
    scanned: list[int] = []
    real_findings = engine.findings
    monkeypatch.setattr(engine, "findings", lambda text, *a: (scanned.append(len(text)), real_findings(text, *a))[1])
    (t,) = read_transcripts(claude_code_write(tmp_path, "line of a generated file\n" * 4000))
    (m,) = t.messages
    assert len(m["content"]) == TOOL_INPUT_CHARS
    assert max(seen) <= TOOL_INPUT_CHARS + SCRUB_MARGIN  # the head and its margin, to the session's scrub
    assert max(scanned) <= TOOL_INPUT_CHARS + SCRUB_MARGIN  # and nothing longer to any scrub


def test_a_private_key_past_the_margin_is_redacted_in_what_is_kept(tmp_path):
    # a key that begins before the cut and ends past the margin: the scrub sees it cut short at
    # the margin, and still takes it (a private key runs to the end of the text it is in)
    body = "\n".join(["QUJD" * 16] * 120)  # base64-shaped lines, 7,800 characters
    pem = f"-----BEGIN RSA PRIVATE KEY-----\n{body}\n-----END RSA PRIVATE KEY-----\n"
    (t,) = read_transcripts(claude_code_write(tmp_path, "x" * 1500 + pem))
    (m,) = t.messages
    assert "[REDACTED:private-key]" in m["content"] and "QUJDQUJD" not in m["content"]
