"""A secret scrubbed out of JSON text (a model's reply as it comes, written with ``\\uXXXX``
escapes) leaves valid JSON: a value that opens with an escape keeps its backslash inside the
marker's span. Left out, the backslash escaped the marker (``\\[REDACTED``), the reply no longer
parsed, the seal fell back to the offline lane and llm's log got the reply unparsed (found on
issue 33's batch 90 through the model lane)."""

from __future__ import annotations

import json

import pytest

from lc_memory.redact.engine import redact_secrets

VALUE = "sk-om-w8-4f8412012709961414a0c4a1d1bef8c3a0a0b4fbfb2fe0a0956cdc452352839f"


@pytest.mark.parametrize("text", [
    f"api_key = '这是我的key{VALUE}'",           # glued to a word written as escapes
    f"api_key = 'ключ{VALUE}'",
    f'password: "é{VALUE}"',
])
def test_json_text_stays_json_once_scrubbed(text):
    raw = json.dumps({"outcome": text, "decisions": [text]})  # ensure_ascii: every letter an escape
    out = redact_secrets(raw)
    assert VALUE[:12] not in out
    assert json.loads(out)["outcome"].count("[REDACTED:") == 1


@pytest.mark.parametrize("raw, kept", [
    (json.dumps({"a": 'token="ghp_abcdefghijklmnopqrstuvwxyz0123456789"'}), 'token=\\"[REDACTED'),  # an escaped quote is the syntax's
    (json.dumps({"a": "C:\\Users\\dev\\secret ghp_abcdefghijklmnopqrstuvwxyz0123456789"}), "secret [REDACTED"),
])
def test_an_escaped_quote_or_backslash_before_a_value_stays_outside_its_span(raw, kept):
    out = redact_secrets(raw)
    assert kept in out
    json.loads(out)
