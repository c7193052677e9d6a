"""A pattern that opens with a lookbehind and then one character is searched for by that
character in C (``first_chars.behind_after_first``, used by ``quicken``), and finds the same."""

from __future__ import annotations

import random
import re

import pytest

from lc_memory.redact.first_chars import behind_after_first, quicken, searched_in_c
from lc_memory.redact.rules import PROVIDER_RULES

_DISCORD = r"(?<![A-Za-z0-9_.-])[MNO][A-Za-z0-9]{23,25}\.[A-Za-z0-9_-]{6}\.[A-Za-z0-9_-]{27,38}(?![A-Za-z0-9_.-])"
_TABLE_ROW = r"(?<![^\s|])\|[ \t]*(?P<n>[A-Za-z][\w .-]*?)[ \t]*\|[ \t]*`?(?P<v>[^|\s`]+)`?[ \t]*(?=\||\Z)"


@pytest.mark.parametrize(("source", "expected"), [
    (r"(?<!x)ab", r"a(?<!(?:x)a)b"),
    (r"(?<=a|b)c+d", r"c(?<=(?:a|b)c)c*d"),
    (r"(?<!x)\.{2}y", r"\.(?<!(?:x)\.)\.{1}y"),
    (r"(?<!x)a{2,}b", r"a(?<!(?:x)a)a{1,}b"),
    (r"(?<!x)[MN]{3,5}", r"[MN](?<!(?:x)[MN])[MN]{2,4}"),
    (r"(?<![\w.])(?<!--)\|z", r"\|(?<!(?:[\w.])\|)(?<!(?:--)\|)z"),
    (r"(?m)(?<!%)%s|\{\}", r"(?m)%(?<!(?:%)%)s|\{\}"),
])
def test_the_lookbehind_moves_after_the_first_character(source: str, expected: str) -> None:
    shifted = behind_after_first(re.compile(source))
    assert shifted is not None and shifted.pattern == expected
    assert searched_in_c(shifted) and not searched_in_c(re.compile(source))


@pytest.mark.parametrize("source", [
    r"(?<!x)a*b",  # may read no a: its first character is not a's
    r"(?<!x)a?b",
    r"(?<!x)a{0,3}b",
    r"(?<!x)\wb",  # a class by category: not written as one character here
    r"(?<!x)(?:ab|cd)",  # a group first
    r"(?=a)(?<!x)ab",  # a lookahead first
    r"ab(?<!x)",  # no lookbehind first
    r"(?x)(?<!x) a b",  # verbose
    r"(?<!x)a++b",  # possessive
    r"(?i)(?<!x)ab",  # a case-blind letter: re searches for none in C
])
def test_no_move_where_it_is_not_one_character_searched_in_c(source: str) -> None:
    assert behind_after_first(re.compile(source)) is None


def _spans(pattern: re.Pattern[str], text: str) -> list[tuple]:
    return [(m.span(), m.groups()) for m in pattern.finditer(text)]


@pytest.mark.parametrize("source", [
    _DISCORD, _TABLE_ROW, r"(?<!x)ab", r"(?<=a|b)c+d", r"(?<!x)\.{2}y", r"(?<![\w.])(?<!--)\|z",
    r"(?<![ab])[MN]{2,3}(?P<t>[ab]+)", r"(?<=\n)a\b", r"(?<!%)%s|\{\}",
])
def test_a_moved_lookbehind_finds_the_same_at_every_place(source: str) -> None:
    pattern = re.compile(source)
    shifted = behind_after_first(pattern)
    assert shifted is not None
    rng = random.Random(35)
    alphabet = "abcxyMNO.|-_%s{} \t\n" + "ABZ09"
    for _ in range(3000):
        text = "".join(rng.choice(alphabet) for _ in range(rng.randrange(0, 40)))
        if source == _DISCORD:  # (its token is long: plant one, and its neighbours, in the noise)
            token = "M" + "a1" * 12 + ".abcdef." + "x" * 30
            text = text[:10] + rng.choice(["", ".", "a", " "]) + token + text[10:]
        assert _spans(shifted, text) == _spans(pattern, text), text
        for at in range(len(text) + 1):
            plain, moved = pattern.match(text, at), shifted.match(text, at)
            assert (plain and plain.span()) == (moved and moved.span()), (text, at)


def test_quicken_searches_discords_token_for_its_first_letter_in_c() -> None:
    rule = next(r for r in PROVIDER_RULES if r.id == "discord-bot-token")
    assert searched_in_c(rule.scan)
    assert searched_in_c(quicken(re.compile(_TABLE_ROW)))


def test_quicken_leaves_a_rule_opened_by_its_keyword_to_its_keyword() -> None:
    """A rule whose every match opens with a literal of two or more characters (ghp_) is tried
    where that keyword stands; a search for its first letter would read every g."""
    rule = next(r for r in PROVIDER_RULES if r.id == "github-pat")
    assert not searched_in_c(rule.scan) and rule.anchored()
    # a first character of many (a hex digit) is not moved either
    assert not searched_in_c(quicken(re.compile(r"(?<![A-Za-z0-9_-])[0-9a-f]{32}-us[0-9]{1,2}")))
