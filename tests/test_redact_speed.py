"""The scrub's shortcuts change no finding (issue 33's speed): each is checked against the plain
way it replaces, on texts hypothesis writes, and each goes red when it is taken out."""

from __future__ import annotations

import random
import string

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from lc_memory.redact import engine
from lc_memory.redact.automaton import occurrences
from lc_memory.redact.rules import Rule

SETTINGS = settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])

# ASCII word and non-word characters, letters outside ASCII (the Kelvin sign, which lower-cases
# to "k"; a digit outside ASCII), a format character, a line break
_ALPHABET = string.ascii_letters + string.digits + "_ .-:=/'\"\n" + "\u212aé٣\u200b"


def _is_word(ch: str, ascii_only: bool) -> bool:
    """The test ``Rule._at_boundaries`` made before it asked ``re``: \\w as Python defines it."""
    return (ch.isalnum() or ch == "_") and (ch.isascii() or not ascii_only)


def _old_at_boundaries(text: str, starts: list[int], ascii_only: bool) -> list[int]:
    return [s for s in starts
            if (s > 0 and _is_word(text[s - 1], ascii_only)) != (s < len(text) and _is_word(text[s], ascii_only))]


def _vault() -> Rule:
    return next(r for r in engine.RULES if r.id == "gitleaks:vault-service-token")


@SETTINGS
@given(st.text(alphabet=_ALPHABET, max_size=40), st.data())
def test_boundaries_are_where_re_reads_one(text: str, data: st.DataObject) -> None:
    starts = sorted(data.draw(st.sets(st.integers(0, len(text)))))
    for boundary, ascii_only in ((1, False), (2, True)):
        rule = Rule("t", "t", None)
        object.__setattr__(rule, "_boundary", boundary)
        assert rule._at_boundaries(text, starts) == _old_at_boundaries(text, starts, ascii_only)


def test_a_keyword_inside_a_word_wakes_no_rule_that_opens_at_a_boundary() -> None:
    rng = random.Random(5)
    token = "s." + "".join(rng.choice(string.ascii_letters + string.digits) for _ in range(24))
    assert [f.rule for f in engine.findings(f"VAULT_TOKEN is {token} here")] == ["gitleaks:vault-service-token"]
    # once woken, the Vault token's rule is known to open at \b: "s." inside a word wakes it no more
    assert _vault() not in engine._woken("see files.txt and tests.py", engine.RULES)[0]
    assert _vault() in engine._woken("see s.txt", engine.RULES)[0]
    assert engine.findings(f"VAULT_TOKEN is {token} here") != []


# texts that hold the keywords of rules that open at \b, in and out of words, with and without
# a secret after them
_PIECES = ["s.", "hvs.", "files.", "LTAI", "xLTAI", "eyJ", "AIza", "ghp_", " ", "\n", "=", "'", "é", "\u212a",
           "aB3dE5fG7hJ9kL1mN3pQ5rS7", "0123456789abcdef0123", "token", "password=", "İ"]


@settings(SETTINGS, max_examples=60)
@given(st.lists(st.sampled_from(_PIECES), max_size=12))
def test_findings_are_those_of_rules_that_were_never_settled(pieces: list[str]) -> None:
    """A fresh tuple of the rules has a pre-filter of its own, with no rule moved to
    ``at_boundary``: what it finds is what the settled pre-filter of ``RULES`` finds."""
    text = "".join(pieces)
    fresh = tuple(engine.RULES)
    assert engine.findings(text, fresh) == engine.findings(text, engine.RULES)
    engine._PREFILTERS.pop(id(fresh), None)


@SETTINGS
@given(st.text(alphabet=string.printable, max_size=200), st.lists(st.sampled_from(_PIECES), max_size=8))
def test_an_ascii_texts_keywords_are_found_in_its_bytes_as_in_it(text: str, pieces: list[str]) -> None:
    """``_woken`` reads an ASCII text's keywords off its lower-cased bytes: the same (index,
    start, end) as the automaton over the lower-cased text."""
    text = text + "".join(p for p in pieces if p.isascii()) + text.upper()
    keywords = engine._prefilter(engine.RULES).keywords
    assert keywords is not None
    ascii_hits = keywords.ascii.find_matches_as_indexes(text.encode("ascii").lower(), overlapping=True)
    assert ascii_hits == occurrences(keywords.automaton, text.lower())
