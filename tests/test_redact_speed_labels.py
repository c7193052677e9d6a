"""Two cuts in the prose reader that read the same (issue 35): a label line is tried only where its
line holds a label's colon or dash (``_LABEL_MARK``), and a sentence's final copula is looked for in
one automaton pass, not at all in an ASCII text while no copula is ASCII."""

from __future__ import annotations

import pytest

from lc_memory.redact import prose
from lc_memory.redact.automaton import occurrences

PW = "Zq8Lm2Rt5!Vx"

LABELS = [
    f"Password: {PW}", f"password - {PW}", f"Password \u2013 `{PW}`", f"**Password**: `{PW}`",
    f"<p><strong>Password:</strong> {PW}</p>", f"密码：{PW}", f"  - Admin password: **{PW}**",
    f'echo "<b>Password:</b> {PW}";', f"Email: a@example.com | Password: {PW}", f"> * Password \u2014 {PW}",
    f"Mot de passe : {PW}",
]


@pytest.mark.parametrize("line", LABELS)
def test_every_label_line_match_holds_the_mark_it_is_tried_on(line: str) -> None:
    text = f"intro\n{line}\nafter"
    matched = False
    for at in prose._label_line_starts(text, text.index(line)):
        if (m := prose._LABEL_LINE.match(text, at)) is not None:
            matched = True
            assert prose._LABEL_MARK.search(text, m.start(), m.end()) is not None, line
    assert matched, line
    assert list(prose._label_line_spans(text, [text.index(line)])), line


def test_a_line_without_a_mark_is_not_tried() -> None:
    text = '                                type="password"\n' + " " * 32 + "Sign In"
    assert list(prose._marked_lines(text, [0, text.index("Sign")])) == []


@pytest.mark.parametrize("copula", prose._FINAL_COPULAS)
def test_each_copula_is_found_by_the_one_pass(copula: str) -> None:
    text = f"note: the value {PW} {copula} here"
    assert occurrences(prose._COPULAS, text, overlapping=False)
    assert prose._ASCII_COPULA or not text.isascii()


def test_a_sentence_with_a_final_copula_is_read() -> None:
    text = "मेरा पासवर्ड Zq8Lm2Rt5x है"
    assert [text[s:e] for s, e, _ in prose._said_last_spans(text, prose._lines_with_a_password_word(text))] == ["Zq8Lm2Rt5x"]
