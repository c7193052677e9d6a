"""The store takes ingest's scrub as done (issue 35): a message content ``redact_messages``
returned, and a cut of it ingest made, is ``Scrubbed`` and not read again by ``put_sessions``;
a caller's plain text is read as ever (scrub-last)."""

from __future__ import annotations

import json

from lc_memory.ingest.base import OUTPUT_HEAD, OUTPUT_TAIL, read_transcripts
from lc_memory.ingest.common import TOOL_INPUT_CHARS
from lc_memory.redact import engine
from lc_memory.redact.engine import Scrubbed, redact_value
from lc_memory.store.files import Store, dumps
from tests.test_ingest_cut import filler, token


def stored(tmp_path, content: str) -> str:
    store = Store(tmp_path / "store", "p")
    meta = {"id": "s-1", "title": "t", "created": "2026-01-01T00:00:00Z"}
    store.put_sessions([(meta, [{"type": "message", "role": "tool", "kind": "tool_result", "content": content}])])
    return store.messages("s-1")[0]["content"]


def test_a_callers_plain_text_with_a_key_is_still_scrubbed_by_the_store(tmp_path):
    secret = token()
    plain = f"the token is {secret} and more words after it to pass the short memo"
    content = stored(tmp_path, plain)
    assert secret not in content and "[REDACTED:" in content
    assert secret not in redact_value(plain) and secret not in redact_value([plain])[0]


def test_a_scrubbed_text_is_not_read_again_by_the_store(tmp_path, monkeypatch):
    text = Scrubbed("a text the scrub read already, long enough for no short memo: " + filler(500, "out"))
    read: list[str] = []
    real = engine.findings
    monkeypatch.setattr(engine, "findings", lambda t, *a: read.append(t) or real(t, *a))
    assert stored(tmp_path, text) == text
    assert text not in read and redact_value(text) is text


def test_ingest_marks_every_long_content_scrubbed_cut_or_not(tmp_path):
    secret = token()
    long_output = filler(OUTPUT_HEAD + 50_000, "out") + filler(OUTPUT_TAIL, "tail")
    tool_input = json.dumps({"command": f"echo {secret}; " + filler(TOOL_INPUT_CHARS * 3, "in")})
    messages = [{"type": "message", "role": "user", "kind": "text", "typed": True, "content": "x " * 100},
                {"type": "message", "role": "assistant", "kind": "tool_use", "name": "Bash", "content": tool_input},
                {"type": "message", "role": "tool", "kind": "tool_result", "content": long_output},
                {"type": "message", "role": "assistant", "kind": "text", "content": "ok"}]
    path = tmp_path / "s.jsonl"
    head = {"type": "session", "id": "cut-2", "title": "t", "created": "2026-01-01T00:00:00Z"}
    path.write_text("\n".join(json.dumps(r) for r in [head, *messages]) + "\n")
    (t,) = read_transcripts(path)
    kinds = [type(m["content"]) for m in t.messages]
    assert kinds == [Scrubbed, Scrubbed, Scrubbed, str]  # a short one: the store's cached lookup
    assert secret not in t.messages[1]["content"] and len(t.messages[1]["content"]) == TOOL_INPUT_CHARS
    assert json.loads(dumps({"c": t.messages[2]["content"]}))["c"] == t.messages[2]["content"]  # written as text
    store = Store(tmp_path / "store", "p")
    store.put_sessions([(t.meta, t.messages)])
    assert [m["content"] for m in store.messages("cut-2")] == [m["content"] for m in t.messages]
    assert all(type(m["content"]) is str for m in store.messages("cut-2"))  # read back as plain text


def test_a_slice_of_a_scrubbed_text_is_plain():
    # what marks a text must be made again after each cut: a plain str is read by the store
    assert type(Scrubbed("abcdef")[:3]) is str and type(Scrubbed("ab") + "c") is str
