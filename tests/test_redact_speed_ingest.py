"""Speed paths for long agent texts (issue 35, session 69): each finds what the plain way found,
and each test goes red without its path."""

from __future__ import annotations

import random
import re

import pytest

from lc_memory.redact import commands, engine, normalise
from lc_memory.redact.engine import RULES, findings, redact_secrets
from lc_memory.redact.normalise import Normalised, fold_lookalikes, needs_normalising


# ---- a mask first seen: its rules read from its set bits (engine._bits) ----


def test_bits_are_the_set_bits_lowest_first():
    rng = random.Random(69)
    for _ in range(200):
        mask = rng.getrandbits(rng.choice((1, 9, 64, 400)))
        assert engine._bits(mask) == [i for i in range(mask.bit_length()) if mask >> i & 1]
    assert engine._bits(0) == []


class _CountedRules(tuple):
    """A rule tuple that counts the loops over all of it."""

    loops = 0

    def __iter__(self):
        type(self).loops += 1
        return super().__iter__()


def test_a_new_mask_wakes_its_rules_without_a_loop_over_every_rule():
    rules = _CountedRules(RULES)
    engine._prefilter(rules)  # (built once: it reads every rule's keywords)
    _CountedRules.loops = 0
    woken, *_ = engine._woken("a token for the deploy: see the password column and the psk file", rules)
    assert _CountedRules.loops == 0
    # the same rules the plain filter gives, in the rules' order
    mask = sum(1 << rules.index(r) for r in woken)
    assert woken == [r for i, r in enumerate(RULES) if mask >> i & 1]
    assert woken and {r.id for r in woken} >= {"prose"}


def test_findings_read_through_new_masks_are_the_same():
    text = ("deploy notes\nmysql -u admin -pQw8Rt5Yz3Lm host\n"
            "export API_TOKEN=Zk4Nf9Wq2Hs7Lp3Xv8Bd\n")
    before = findings(text)
    engine._prefilter(RULES).woken.clear()  # every mask new again
    assert findings(text) == before
    assert {f.kind for f in before}  # (it found something)


# ---- an emoji is no look-alike (normalise._holds_a_lookalike) ----


class _NoWordReads:
    """Stands in for a word-by-word pattern that must not be read."""

    def finditer(self, *args, **kwargs):
        raise AssertionError("read word by word")


@pytest.mark.parametrize("text", [
    "Done \U0001f680 the build passed",
    "\U0001f3af target: ship it \u2705 " + "and more \U0001f4cb " * 30,
    "caf\u00e9 \U0001f9ea test run",
])
def test_a_text_with_emoji_and_no_look_alike_is_not_read_word_by_word(monkeypatch, text):
    monkeypatch.setattr(normalise, "_SCRIPT_SEAM", _NoWordReads())
    monkeypatch.setattr(normalise, "_LOOKALIKE_WORD", _NoWordReads())
    assert list(normalise._lookalike_words(text)) == []
    assert fold_lookalikes(text) == text


def test_a_look_alike_after_emoji_is_still_folded():
    cyrillic_a = "\u0430"
    carian = "\U00010282"  # a look-alike above the BMP (confusables: B)
    assert chr(0x10282) and 0x10282 in normalise._LOOKALIKE
    for text, folded in [
        (f"\U0001f680 p{cyrillic_a}ssword = Hq3Vn8Tz", "\U0001f680 password = Hq3Vn8Tz"),
        (f"\U0001f680 note {carian}ase", "\U0001f680 note Base"),
        (f"\U0001f680 {carian}ACKUP_KEY", None),
        ("\U0001f3af" * 70 + f" p{cyrillic_a}ss", "\U0001f3af" * 70 + " pass"),  # past the 64 read one by one
    ]:
        assert normalise._holds_a_lookalike(text)
        if folded is not None:
            assert fold_lookalikes(text) == folded
    assert not normalise._holds_a_lookalike("\U0001f680 \U0001f3af plain words")


def test_a_password_disguised_beside_emoji_is_redacted():
    value = "Wm5Kx8Rq2Tz7"
    text = f"\u2705 done \U0001f680\nP\u0410SSWORD={value}\n"
    assert needs_normalising(text)
    assert value not in redact_secrets(text)
    assert Normalised(text).text.endswith(f"PASSWORD={value}\n")


# ---- user:PASSWORD@host read back from each "@" (commands._last_edge) ----


def _last_edge_plain(text: str, at: int, chars: str) -> int:
    return max(text.rfind(c, max(0, at - 300), at) for c in chars)


def test_the_last_edge_is_the_last_of_its_characters_in_300_before():
    rng = random.Random(35)
    alphabet = "ab:@=( ,\t\n\"'`x.-_/"
    for _ in range(300):
        text = "".join(rng.choice(alphabet) for _ in range(rng.randrange(1, 700)))
        for at in range(0, len(text), 7):
            assert commands._last_edge(text, at, commands._ARGUMENT_EDGE) == _last_edge_plain(text, at, " \t\n\"'`=(,")
            assert commands._last_edge(text, at, commands._ARGUMENT_EDGE_WIDE) == _last_edge_plain(text, at, " \t\n\"'`(,")


@pytest.mark.parametrize("text, value", [
    ("smbclient //fs/share -U corp/jdoe:Xk7Pq2Vw9Lm@fs01", "Xk7Pq2Vw9Lm"),
    ("DSN=svc:Rt6Yq3Wz8Np@db.internal/app", "Rt6Yq3Wz8Np"),
    ("x" * 400 + "jdoe:Hs4Kd9Fm2Qz@host", "Hs4Kd9Fm2Qz"),  # no edge in the 300 before: from the text's start
])
def test_user_password_at_host_is_found(text, value):
    spans = list(commands._userinfo_spans(text))
    assert [text[a:b] for a, b in spans] == [value]


# ---- what needs normalising: one pattern an opening character (normalise.needs_normalising) ----


_ESCAPE_ONE_PATTERN = r"\\u[0-9a-fA-F]{4}|\\[/\"nrt\\]|%[0-7][0-9a-fA-F]|%[C-Fc-f][0-9a-fA-F]%[89AaBb]|\\\r?\n"
_MARKUP_ONE_PATTERN = r"&(?:quot|apos|amp|lt|gt|#39|#x27|#34|#x22|#0?39|#64|#x40|#58|#x3[aA]);|</?span\b"


def _alternates_at_top(pattern: str) -> bool:
    """Whether *pattern* holds a "|" outside every group and class."""
    depth, i, in_class = 0, 0, False
    while i < len(pattern):
        c = pattern[i]
        if c == "\\":
            i += 2
            continue
        if in_class:
            in_class = c != "]"
        elif c == "[":
            in_class = True
        elif c == "(":
            depth += 1
        elif c == ")":
            depth -= 1
        elif c == "|" and depth == 0:
            return True
        i += 1
    return False


def test_each_look_of_needs_normalising_opens_with_one_literal():
    # re finds a pattern that opens with a literal by a fast scan; an alternation of ways that
    # open differently is tried at every character (4-6 times the time on a long tool output)
    for pattern, opening in ((normalise._BACKSLASH_ESCAPE, "\\\\"), (normalise._PERCENT_ESCAPE, "%"),
                             (normalise._ENTITY, "&"), (normalise._SPAN_TAG, "<")):
        assert pattern.pattern.startswith(opening)
        assert not _alternates_at_top(pattern.pattern)
    assert _alternates_at_top(_ESCAPE_ONE_PATTERN) and _alternates_at_top(_MARKUP_ONE_PATTERN)


@pytest.mark.parametrize("text", [
    "plain words", "a \\u0070assword", "a\\/b", 'say \\"hi\\"', "tab\\tthen", "cont\\\nnext", "cont\\\r\nnext",
    "50% off", "p%61ss", "p%D0%B0ss", "%zz", "&quot;x&quot;", "&amp;", "&#x3A;", "&#039;", "&nbsp;", "&",
    "<span class='k'>password</span>", "</span>", "<spanner>", "<b>", "a < b && c > d", "\\", "\\q", "%",
])
def test_needs_normalising_reads_what_the_one_pattern_read(text):
    one = re.search(_ESCAPE_ONE_PATTERN, text) is not None or re.search(_MARKUP_ONE_PATTERN, text) is not None
    parts = ((normalise._BACKSLASH_ESCAPE.search(text) or normalise._PERCENT_ESCAPE.search(text)
              or normalise._ENTITY.search(text) or normalise._SPAN_TAG.search(text)) is not None)
    assert parts == one
    if one:
        assert needs_normalising(text)
