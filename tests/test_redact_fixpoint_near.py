"""The scrub's fixpoint reads a long text again only around the markers its pass before put in
(issue 35, the lead's decision 3): what a marker newly lets a rule see is within one rule's
reach of it (``engine.AROUND_MARKER``, whole lines)."""

from __future__ import annotations

import pytest

from lc_memory.redact import engine
from lc_memory.redact.engine import redact_secrets


def filler(n: int, word: str) -> str:
    line = f"{word} line of ordinary build output\n"
    return (line * (n // len(line) + 1))[:n]


# chpasswd's stdin: the first pass takes the password, the second the user with it (the
# span that holds the marker), as on the full text
COMMAND = 'printf "username:Xk9mQ2vLp7Rt#e4Wz" | sudo chpasswd'


@pytest.fixture
def read(monkeypatch: pytest.MonkeyPatch) -> list[int]:
    """The length of each text the rules run on (``engine._found``)."""
    lengths: list[int] = []
    real = engine._found
    monkeypatch.setattr(engine, "_found", lambda text, rules: lengths.append(len(text)) or real(text, rules))
    engine.forget_scrubbed()
    return lengths


def test_a_later_pass_reads_only_around_the_new_markers(read):
    text = filler(30_000, "head") + COMMAND + "\n" + filler(30_000, "tail")
    out = redact_secrets(text)
    assert 'printf "[REDACTED:secret-value]" | sudo chpasswd' in out  # the second pass's finding
    assert read[0] == len(text) and len(read) >= 3
    assert max(read[1:]) < 2 * engine.AROUND_MARKER + len(COMMAND) + 200  # a window, not the text


def test_what_a_window_finds_is_what_the_whole_text_gives(monkeypatch):
    text = filler(20_000, "head") + COMMAND + "\n" + filler(9_000, "mid") + COMMAND.replace("Xk9", "Qz7") \
        + "\n" + filler(20_000, "tail")
    engine.forget_scrubbed()
    windowed = redact_secrets(text)
    monkeypatch.setattr(engine, "AROUND_MARKER", 10**9)
    engine.forget_scrubbed()
    assert windowed == redact_secrets(text)
    assert windowed.count('printf "[REDACTED:secret-value]"') == 2


def test_a_short_text_is_read_whole_again(read):
    redact_secrets(COMMAND)
    assert read == [len(COMMAND), len('printf "username:[REDACTED:secret-value]" | sudo chpasswd'),
                    len('printf "[REDACTED:secret-value]" | sudo chpasswd')]
