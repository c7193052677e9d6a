"""An attacker's try at issue 35's scrub changes (session 51): the store taking ingest's scrub as
done (82691a5, ``Scrubbed``) and the fixpoint's later passes read around the new markers only
(4f9555d, ``AROUND_MARKER``). Inputs are real shapes: bench/corpora/secrets-configs' dev rows
(b12's Cisco line password, b88's ``kubectl config view --raw``) with real text (argparse's
source) as filler; every value is made up at run time.

What got through after 82691a5 and not before it: a raw tool input cut at ``TOOL_INPUT_CHARS``
right after a password the whole input's read let be (its context after the value, which the cut
takes away); the store's full rescan of the cut took it. ``outputs_finished`` now scrubs each cut's
edge again (``ingest.base._edge_scrubbed``, ``CUT_EDGE``)."""

from __future__ import annotations

import argparse
import inspect
import random
import string

import pytest

from lc_memory.ingest.base import OUTPUT_TAIL, outputs_cut, outputs_finished
from lc_memory.ingest.common import SCRUB_MARGIN, TOOL_INPUT_CHARS, tool_input_text
from lc_memory.redact import engine
from lc_memory.redact.context import redact_messages
from lc_memory.redact.engine import redact_secrets
from lc_memory.store.files import Store

FILLER = inspect.getsource(argparse)  # real text with no secret in it


def value(n: int = 12, seed: int = 51) -> str:
    """A password's shape (letters and digits), made up at run time."""
    rng = random.Random(seed)
    return "".join(rng.choice(string.ascii_letters + string.digits) for _ in range(n))


def cisco_note(v: str) -> str:
    """b12:markdown:cybernomad-line-password (aCybernomad/notes-manuals, cisco-labs.md): a line
    password in Markdown notes, each line ending in a backslash (a hard line break)."""
    return "### Console\nR1(config)#line console 0\\\nR1(config-line)#password " + v + "\\\nR1(config-line)login"


def ingest_then_store(tmp_path, messages: list[dict]) -> list[str]:
    """What ``read_transcripts`` does to a reader's messages (cut around the scrub), then the
    store's ``put_sessions`` (its scrub-last): the contents as stored."""
    marks = outputs_cut(messages)
    messages = redact_messages(messages)
    outputs_finished(messages, marks)
    store = Store(tmp_path / "store", "p")
    meta = {"id": "s-1", "title": "t", "created": "2026-01-01T00:00:00Z"}
    store.put_sessions([(meta, [dict(m, type="message") for m in messages])])
    return [m["content"] for m in store.messages("s-1")]


def placeholder_note(v: str) -> str:
    """A value the whole text shows is no secret (it runs on into a placeholder's word) that a cut
    right after its first part leaves as ``password V``: what the cut's own scan takes."""
    return "### Console\nR1(config-line)#password " + v + "-changeme\nR1(config-line)login"


def test_the_cisco_note_is_taken_whole_since_round_15():
    """The attack's first ground, a dev leftover of the engine until issue 33's round 15 (the
    value before a backslash and another prompt line was not taken): taken whole now, and cut."""
    v = value()
    note = cisco_note(v)
    assert v not in redact_secrets(note)
    assert v not in redact_secrets(note[:note.index(v) + len(v)])


def test_the_engine_lets_the_whole_note_be_but_takes_its_cut():
    """The ground of the cut test below: the whole text's read lets V be, the cut's own read
    (what the store's full rescan did before 82691a5) takes it."""
    v = value()
    note = placeholder_note(v)
    assert v in redact_secrets(note)
    cut = note[:note.index(v) + len(v)]
    assert v not in redact_secrets(cut)


@pytest.mark.parametrize("note", [cisco_note, placeholder_note])
def test_a_raw_tool_input_cut_right_after_a_password_keeps_it_out_of_the_store(tmp_path, note):
    v = value()
    text = note(v)
    pad = TOOL_INPUT_CHARS - text.index(v) - len(v) - 1
    raw = FILLER[:pad] + "\n" + text + "\n" + FILLER[:500]  # as Amp, Goose, Copilot CLI hand a raw input on
    assert raw.index(v) + len(v) == TOOL_INPUT_CHARS
    msgs = [{"role": "assistant", "kind": "tool_use", "content": tool_input_text(raw), "turn": 1}]
    stored = ingest_then_store(tmp_path, msgs)
    assert not any(v in c for c in stored)


def _whole_fixpoint(text: str) -> str:
    """``redact_secrets`` with every pass reading the whole text (5f43089's fixpoint)."""
    near = engine._findings_near
    engine._findings_near = lambda t, marks: engine.findings(t, engine.RULES)
    try:
        engine._CLEAN.clear()
        return engine.redact_secrets(text)
    finally:
        engine._findings_near = near
        engine._CLEAN.clear()


def kubectl_config(token: str, far: str) -> str:
    """b88:kubectl-config-view-raw's shape: a user's token the fixpoint takes in two passes
    (its part after '=' first, then the rest at the key), with *far* put between the lines."""
    lines = ["$ kubectl config view --raw --minify", "apiVersion: v1", "kind: Config", "users:",
             "- name: deploy-bot", "  user:", f"    token: {token}"]
    return "\n".join(lines[:-2] + [far.rstrip("\n")] + lines[-2:]) + "\n"


@pytest.mark.parametrize("far", [FILLER[:6000], "\n" * 5000 + "#", " " * 5000, "#" + "x" * 9000])
def test_the_windowed_later_passes_take_what_the_whole_text_fixpoint_takes(far):
    token = "FBIT_2Q.9P=" + value(40, seed=88)
    text = kubectl_config(token, far)
    engine._CLEAN.clear()
    head = redact_secrets(text)
    assert head == _whole_fixpoint(text)
    assert "FBIT_2Q" not in head and value(40, seed=88) not in head


def test_a_private_key_across_the_tail_cut_leaves_no_line_of_its_body(tmp_path):
    """An 8,192-bit key's body (about 6,400 characters) is longer than the margin scrubbed past a
    long output's tail cut: the tail's scan saw body lines and the END line but no BEGIN line
    and took none of them, on both trees (``rules._pem_tail_spans`` takes them now)."""
    rng = random.Random(8192)
    body = ["".join(rng.choice(string.ascii_letters + string.digits + "+/") for _ in range(64)) for _ in range(100)]
    key = "-----BEGIN RSA PRIVATE KEY-----\n" + "\n".join(body) + "\nQm9vdA==\n-----END RSA PRIVATE KEY-----\n"
    after = FILLER[:8000]
    text = FILLER[:60_000] + "\n" + key + after
    tail_window = OUTPUT_TAIL + SCRUB_MARGIN
    assert len(text) - len(after) - len(key) < len(text) - tail_window < len(text) - len(after)  # across the cut
    msgs = [{"role": "tool", "kind": "tool_result", "content": text, "turn": 1}]
    stored = ingest_then_store(tmp_path, msgs)
    assert not any(line in c for c in stored for line in body)
