"""What ingest cuts, and that it cuts around the scrub: a long output keeps its head and tail,
a tool input its first 2000 characters, and neither keeps half a key."""

from __future__ import annotations

import json
import random
import string

from lc_memory.ingest.base import OUTPUT_HEAD, OUTPUT_TAIL, ingest, read_transcripts
from lc_memory.ingest.common import TOOL_INPUT_CHARS
from lc_memory.redact.engine import redact_secrets


def token() -> str:
    """A GitHub token's shape, made up at run time."""
    rng = random.Random(36)  # seeded: the same token each run
    value = "ghp_" + "".join(rng.choice(string.ascii_letters + string.digits) for _ in range(36))
    assert redact_secrets(f"token {value}") != f"token {value}"  # the scrub knows the shape
    return value


def filler(n: int, word: str) -> str:
    line = f"{word} line of output\n"
    return (line * (n // len(line) + 1))[:n]


def session(tmp_path, messages: list[dict]):
    path = tmp_path / "s.jsonl"
    head = {"type": "session", "id": "cut-1", "title": "t", "created": "2026-01-01T00:00:00Z"}
    path.write_text("\n".join(json.dumps(r) for r in [head, *messages]) + "\n")
    return path


def test_a_long_output_keeps_its_head_and_tail_and_says_what_was_left_out(tmp_path):
    secret = token()
    at = OUTPUT_HEAD - 10  # the key straddles the head's cut
    text = filler(at, "head") + secret + filler(200_000, "middle") + filler(OUTPUT_TAIL, "tail") + "\n1 passed"
    path = session(tmp_path, [{"type": "message", "role": "tool", "kind": "tool_result", "content": text}])
    (t,) = read_transcripts(path)
    content = t.messages[0]["content"]
    assert content.startswith("head line") and content.endswith("1 passed")
    assert len(content) <= OUTPUT_HEAD + OUTPUT_TAIL + 60
    left_out = len(text) - OUTPUT_HEAD - OUTPUT_TAIL
    assert f"[… {left_out:,} characters left out …]" in content
    assert not any(secret[i:i + 8] in content for i in range(len(secret) - 8))  # no half key kept


def test_the_middle_of_a_long_output_is_never_scrubbed(tmp_path, scrubbed_lengths):
    seen = scrubbed_lengths
    text = filler(500_000, "output")
    path = session(tmp_path, [{"type": "message", "role": "tool", "kind": "tool_result", "content": text}])
    read_transcripts(path)
    assert max(seen) < OUTPUT_HEAD + OUTPUT_TAIL + 10_000  # the kept parts and their margins only


def test_what_the_person_typed_and_short_output_are_kept_whole(tmp_path):
    typed = filler(100_000, "typed")
    short = filler(OUTPUT_HEAD + OUTPUT_TAIL, "short")
    path = session(tmp_path, [
        {"type": "message", "role": "user", "content": typed, "typed": True},
        {"type": "message", "role": "tool", "kind": "tool_result", "content": short},
    ])
    (t,) = read_transcripts(path)
    assert [m["content"] for m in t.messages] == [typed, short]


def test_a_tool_input_is_scrubbed_before_its_cut(tmp_path):
    secret = token()
    text = json.dumps({"content": filler(TOOL_INPUT_CHARS - 20, "x") + secret + filler(50_000, "y")})
    path = session(tmp_path, [{"type": "message", "role": "assistant", "kind": "tool_use", "name": "Write",
                               "content": text}])
    (t,) = read_transcripts(path)
    content = t.messages[0]["content"]
    assert len(content) == TOOL_INPUT_CHARS
    assert not any(secret[i:i + 8] in content for i in range(len(secret) - 8))


def test_a_cut_session_ingested_again_is_unchanged(tmp_path, store):
    text = filler(300_000, "output")
    path = session(tmp_path, [{"type": "message", "role": "user", "content": "run it", "typed": True},
                              {"type": "message", "role": "tool", "kind": "tool_result", "content": text}])
    assert ingest(store, [path]) == [("cut-1", True)]
    assert ingest(store, [path]) == [("cut-1", False)]
