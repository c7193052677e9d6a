"""The key reader's exact shortcuts (issue 35, the scrub's cost per character): each gives what
the plain way it replaces gives, on texts hypothesis writes, and goes red when it is taken out."""

from __future__ import annotations

import re
from pathlib import Path

from hypothesis import HealthCheck, example, given, settings
from hypothesis import strategies as st

from lc_memory.redact import keyvalue

SETTINGS = settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
_SOURCE = Path(keyvalue.__file__).read_text(encoding="utf-8")


def _pieces(words: tuple[str, ...]) -> st.SearchStrategy[str]:
    """Texts of the words, pieces of them, blanks, line breaks and a lone surrogate."""
    units = [*words, *(w[: len(w) // 2] for w in words), *(w[len(w) // 2:] for w in words),
             " ", "\t", "\n", "x", "Ä", "\ud800"]
    return st.lists(st.sampled_from(units), max_size=30).map("".join)


@SETTINGS
@given(_pieces(keyvalue._GATE_LIST))
def test_gate_words_are_the_words_the_text_holds(text: str) -> None:
    lower = text.lower()
    assert keyvalue._gate_words(lower) == {w for w in keyvalue._GATE_LIST if w in lower}


def test_every_word_asked_of_seen_is_a_gate_word() -> None:
    """pairs asks ``"w" in seen`` only of words the automaton looks for (else the reader behind
    the gate never wakes)."""
    asked = set(re.findall(r'"([^"]+)" in seen', _SOURCE))
    assert asked and asked <= set(keyvalue._GATE_LIST), asked - set(keyvalue._GATE_LIST)


_DEBCONF_PLAIN = re.compile(keyvalue._DEBCONF.pattern.pattern)


@SETTINGS
@given(_pieces(("password", "d-i", "passwd/root-password", "a.b/c", "V3ry", "'", '"', "-", ".", "Password")))
def test_debconf_on_lines_matches_as_the_whole_text(text: str) -> None:
    assert [m.span("qv") for m in keyvalue._DEBCONF.finditer(text)] == \
        [m.span("qv") for m in _DEBCONF_PLAIN.finditer(text)]


def test_debconf_reads_a_line_after_others() -> None:
    text = "d-i x/y password no\nok\nd-i passwd/root-password password S3cr3t!x\n"
    assert [m.group("qv") for m in keyvalue._DEBCONF.finditer(text)] == ["no", "S3cr3t!x"]


def test_kubernetes_data_asks_the_secret_kind_once_and_only_when_needed() -> None:
    assert keyvalue._k8s_typed("kind: Secret", None) is True
    assert keyvalue._k8s_typed("kind: ConfigMap", None) is False
    assert keyvalue._k8s_typed("kind: Secret", False) is False  # (the first answer stands)
    secret = "kind: Secret\ndata:\n  password: UzNjcjN0IXBhc3N3b3Jk\n"
    config = "kind: ConfigMap\ndata:\n  password: UzNjcjN0IXBhc3N3b3Jk\n"
    assert [p.value for p, _name, _weak in keyvalue.block_pairs(secret)] == ["UzNjcjN0IXBhc3N3b3Jk"]
    assert list(keyvalue.block_pairs(config)) == []


# the secret store's set as it was written before its lookbehind moved after the s
_SECRETS_SET_PLAIN = re.compile(
    r"(?i)(?<![\w./$-])secrets?[ \t]+(?:set|add|put|create|update)\b(?P<args>[^\n|;&]{1,2000})")


@SETTINGS
@example("xsecret set K=V secrets add K=V")
@example(".Secrets put K=V\n/secret set K=V\n$secrets create K=V")
@example("\u017fecrets set K=V, ſsecret set K=V")
@given(_pieces(("secret", "secrets", "SECRET", "\u017fecret", " set", " add", "x", ".", "/", "$", "-", "_", "é", "|", "K=V")))
def test_secrets_set_opens_on_its_letter_with_the_same_matches(text: str) -> None:
    from lc_memory.redact import commands
    assert [m.span("args") for m in commands._SECRETS_SET.finditer(text)] == \
        [m.span("args") for m in _SECRETS_SET_PLAIN.finditer(text)]
    assert commands._SECRETS_SET.pattern.startswith("(?i)s")  # (a lookbehind first is tried at every character)
