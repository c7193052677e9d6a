"""The scrub's shortcuts change no finding (issue 33's speed): each is checked against the plain
way it replaces, on texts hypothesis writes, and each goes red when it is taken out."""

from __future__ import annotations

import functools
import random
import re
import string

import pytest

from hypothesis import HealthCheck, example, given, settings
from hypothesis import strategies as st

from lc_memory.redact import engine, normalise, rules
from lc_memory.redact.automaton import occurrences
from lc_memory.redact.first_chars import reach_after_opening
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


def _curl_user() -> Rule:
    return next(r for r in engine.RULES if r.id == "gitleaks:curl-auth-user")


def test_only_a_pattern_that_reads_on_from_a_word_to_a_stop_is_read_as_one() -> None:
    assert reach_after_opening(re.compile(r"\bcurl\b(?:.*|.*(?:[\r\n]{1,2}.*){1,5})-u")) is not None
    assert reach_after_opening(re.compile(r"\bcurl\b(?:.*|.*(?:[\r\n]{1,2}.*){1,5})-u", re.DOTALL)) is None
    stops, most, opening = reach_after_opening(re.compile(r"\b(?:mysql|mariadb(?:-dump)?)\b[^\n|;&]*?\s-p"))
    assert stops.pattern and most == len("(?:mysql|mariadb(?:-dump)?)")
    assert opening.match("mariadb-dump") and not opening.match("xmysql") and not opening.match("MYSQL")
    # a word then a space: "docker  login" may end past a later start; a class with a range
    assert reach_after_opening(re.compile(r"\b(?:docker\s+login)\b[^\n]*?-p")) is None
    assert reach_after_opening(re.compile(r"\bsed\b[^\n\w]*?x")) is None


class _Counted:
    """A compiled pattern that counts the places ``match`` is asked to try."""

    def __init__(self, pattern) -> None:
        self.pattern, self.tried = pattern, 0

    def match(self, text: str, pos: int):
        self.tried += 1
        return self.pattern.match(text, pos)

    def check(self):
        return self.pattern.check() if hasattr(self.pattern, "check") else self.pattern


_REACH_PIECES = ["curl ", "curl -d password=x ", "-u ", "-H 'Authorization: Bearer ", "admin:",
                 "mysql ", "mariadb-dump ", "-p", "sed ", "-e 's/PASS/", "/' ", "| ", "; ", "&& ",
                 "aB3dE5fG7hJ9kL1mN3pQ5rS7 ", "'", "\n", "\r", "http://h/ ", "x"]
_REACH_RULES = ["gitleaks:curl-auth-user", "gitleaks:curl-auth-header", "cli-mysql-p", "cli-sed-fill"]


@pytest.mark.parametrize("rule_id", _REACH_RULES)
@SETTINGS
@given(pieces=st.lists(st.sampled_from(_REACH_PIECES), max_size=16))
# a stop between two starts: the second is tried (";" and "|" for mysql and sed; curl's sixth line)
@example(pieces=["mysql ", *["aB3dE5fG7hJ9kL1mN3pQ5rS7 "] * 3, "; ", "mysql ", "-p", "aB3dE5fG7hJ9kL1mN3pQ5rS7 "])
@example(pieces=["sed ", "| ", "sed ", "-e 's/PASS/", "aB3dE5fG7hJ9kL1mN3pQ5rS7", "/' "])
# a start where the opening is not (another rule's word, a word inside a word) covers nothing
@example(pieces=["mysql ", "curl ", "-u ", "admin:", "curl "])
@example(pieces=["x", "mysql ", *["aB3dE5fG7hJ9kL1mN3pQ5rS7 "] * 3, "mysql ", "-p", "aB3dE5fG7hJ9kL1mN3pQ5rS7 "])
@example(pieces=["curl ", "\n", "curl ", *["\n", "http://h/ "] * 5, "\n", "-u ", "admin:", "aB3dE5fG7hJ9kL1mN3pQ5rS7 "])
def test_a_rule_that_reads_on_skips_the_starts_a_failed_one_covered(rule_id: str, pieces: list[str]) -> None:
    """A rule that reads on from its opening word to anywhere before a stop (gitleaks' curl
    rules: the line's end; ``mysql\\b[^\\n|;&]*?``) does not try a later start that lies before
    the stop: it reaches nothing the failed one did not. The same first match as trying every
    start, from every place."""
    rule = next(r for r in engine.RULES if r.id == rule_id)
    assert reach_after_opening(rule.scan.check() if hasattr(rule.scan, "check") else rule.scan) is not None
    text = "".join(pieces)
    lowered = text.lower()
    starts = sorted({i for word in ("curl", "mysql", "mariadb", "sed") for i in range(len(text))
                     if lowered.startswith(word, i)})
    for pos in (0, len(text) // 2):
        plain = next((m.span() for s in starts if s >= pos and (m := rule.scan.match(text, s)) is not None), None)
        found = rule._tried_at(text, pos, starts)
        assert (found.span() if found else None) == plain


@pytest.mark.parametrize(("rule_id", "unit", "most_tried"), [
    ("gitleaks:curl-auth-user", "curl -d password=aB3dE5fG7hJ9kL1mN3pQ5rS7 http://x/", 1),
    # mentions closer than the opening's most length (63): those tried fail inside one reach
    ("cli-mysql-p", "image: mysql:8 name: temporal-mysql", 4),
])
def test_a_line_repeating_the_opening_is_tried_once_not_once_a_mention(rule_id: str, unit: str, most_tried: int) -> None:
    """2,000 mentions on one line, none with the credential's flag: the starts within the first
    one's reach are not tried (each read the rest of the line: 6 s a 40 KB curl line before)."""
    rule = next(r for r in engine.RULES if r.id == rule_id)
    line = " ".join([unit] * 2000)
    lowered = line.lower()
    starts = [i for i in range(len(line)) if lowered.startswith(rule.keywords, i)]
    counted = _Counted(rule.scan)
    original = rule.scan
    object.__setattr__(rule, "scan", counted)
    try:
        assert rule._tried_at(line, 0, starts) is None
    finally:
        object.__setattr__(rule, "scan", original)
    assert len(starts) >= 2000 and counted.tried <= most_tried


def test_a_credential_after_a_repeating_line_is_still_found() -> None:
    rule = _curl_user()
    line = " ".join(["curl -d password=aB3dE5fG7hJ9kL1mN3pQ5rS7 http://x/"] * 2000)
    # a -u later on the line, or on the next line, is still found
    for joint in (" ", "\n"):
        text = line[:2000] + joint + "curl -u admin:Zq8xLm2Rt5Yv9Wn3Kp7Hj4q http://x/"
        found = rule._tried_at(text, 0, [i for i in range(len(text)) if text.startswith("curl", i)])
        assert found is not None and "Zq8xLm2Rt5Yv9Wn3Kp7Hj4q" in found.group()


# --------------------------------------------------------------------------
# The normalised view (issue 35): its pieces searched for in C, its map made on demand
# --------------------------------------------------------------------------

_TOKEN = r"[A-Za-z0-9_+/=-]"
# normalise._PIECE as it was written before 5 Dec 2026: seven ways as alternatives, tried at
# every place a piece could begin
_SEVEN_WAYS = re.compile(
    r"(?P<fmt>[" + normalise._FORMAT + r"]+)"
    r"|(?P<u>\\u[0-9a-fA-F]{4})"
    r"|(?P<slash>\\/)"
    r"|(?P<json>\\[\"nrt\\])"
    r"|(?P<pct>%[0-7][0-9a-fA-F])"
    r"|(?P<utf8>%[C-Fc-f][0-9a-fA-F](?:%[89AaBb][0-9a-fA-F]){1,3})"
    r"|(?<=" + _TOKEN + r")(?P<cont>\\\r?\n[ \t]*)(?=" + _TOKEN + r")(?![A-Za-z][\w.-]{0,40}:[ \t])"
    r"|(?<=" + _TOKEN + r"{12})(?P<wrap>\r?\n)(?=" + _TOKEN + r")"
    r"|(?P<other>[^\x00-\x7f]+)"
)
_ESCAPES = ["a", "Z", "0", "9", "_", "+", "/", "=", "-", " ", "\t", ":", '"', "n", "r", "t", "u", "\\", "\\", "%",
            "%", "00", "4e", "D0", "B0", "C3", "A9", "\n", "\r\n", "\u00ad", "\u200b", "\U000e0041", "\uff47",
            "\u2013", "\u0430", "\u0301", "é", "\U0001d420", "ß", "\u0130", "x" * 12, "A" * 60, "\\/", "\\\n  "]


def _seven_ways(text: str) -> list[tuple[int, int, str | None]]:
    out, at = [], 0
    while at < len(text):
        m = _SEVEN_WAYS.match(text, at)
        if m is None:
            at += 1
        else:
            out.append((m.start(), m.end(), m.lastgroup))
            at = m.end()
    return out


@SETTINGS
@given(st.lists(st.sampled_from(_ESCAPES), max_size=40))
@example(["A" * 60, "x" * 12, "\r\n", "Z"])
@example(["x" * 12, "\\", "\r\n", "Z"])
@example(["%", "D0", "%", "B0", "\u00ad", "\u200b", "é"])
def test_the_pieces_are_the_seven_ways_tried_at_every_place(pieces: list[str]) -> None:
    """``_PIECE`` opens with a class that ``re`` searches for in C and reads it back in each way's
    lookbehind: the same pieces, in the same ways, as the seven alternatives tried everywhere."""
    text = "".join(pieces)
    assert [(m.start(), m.end(), m.lastgroup) for m in normalise._PIECE.finditer(text)] == _seven_ways(text)


@SETTINGS
@given(st.lists(st.sampled_from(_ESCAPES), min_size=1, max_size=40))
@example(["\u2013", "\uff47", "a", "\u0430", "b"])
@example(["A" * 60, "x" * 12, "\n", "Z", "\\", "n"])
def test_the_map_made_on_demand_is_the_text_made_by_sub(pieces: list[str]) -> None:
    """The view's text is one ``re.sub``; its map, made the first time ``span`` asks, covers the
    text piece by piece: an untouched piece is the original's characters (look-alikes folded),
    and every span maps into the original, in order."""
    text = "".join(pieces)
    lookalike = normalise._LOOKALIKE
    view = normalise.Normalised(text)
    assert view.span(0, 0) is not None and view._norm is not None
    norm, orig, orig_end, same = view._norm, view._orig, view._orig_end, view._same
    ends = [*norm[1:], len(view.text)]
    assert norm == sorted(norm) and (not norm or norm[0] == 0)
    assert orig == sorted(orig) and all(a <= b for a, b in zip(orig_end, orig[1:]))
    for i, (start, end) in enumerate(zip(norm, ends)):
        if same[i]:
            assert end - start == orig_end[i] - orig[i]
            # (the fold reads a look-alike as its ASCII letter, one character for one)
            assert view.text[start:end].translate(lookalike) == text[orig[i]:orig_end[i]].translate(lookalike)
    assert sum(end - start for start, end in zip(norm, ends)) == len(view.text)
    for s in range(len(view.text) + 1):
        a, b = view.span(s, len(view.text))
        assert 0 <= a <= b <= len(text)


def test_a_folded_run_maps_back_one_character_for_one() -> None:
    """A run outside ASCII that folding changes is mapped a character at a time, in the map made
    on demand as in the one made with the text: a key in fullwidth letters after a dash maps to
    its own characters, not to the whole run."""
    text = "x \u2013\uff47\uff48\uff50_\uff41\uff42 y"
    view = normalise.Normalised(text)
    assert view.text == "x -ghp_ab y"
    assert view.span(3, 6) == (3, 6) and view.span(2, 3) == (2, 3) and view.span(7, 9) == (7, 9)


def _woken_hit_by_hit(text: str) -> list[Rule]:
    """``engine._woken``'s rules as it read them before 5 Dec 2026: every keyword found, place
    by place."""
    keywords = engine._prefilter(engine.RULES).keywords
    assert keywords is not None
    lowered = text.lower()
    aligned = len(lowered) == len(text)
    mask = engine._prefilter(engine.RULES).always
    for index, start, end in occurrences(keywords.automaton, lowered):
        mask |= keywords.anywhere[index]
        if keywords.at_edges[index] and not (aligned and engine.inside_a_word(text, start, end)):
            mask |= keywords.at_edges[index]
        for boundary in (1, 2):
            if keywords.at_boundary[boundary][index] and not (
                    aligned and engine._BOUNDARY[boundary].match(text, start) is None):
                mask |= keywords.at_boundary[boundary][index]
    return [rule for i, rule in enumerate(engine.RULES) if mask >> i & 1]


@SETTINGS
@given(st.lists(st.sampled_from([*_PIECES, "|", "--", "key", "xkey", "passwords", "myauth", "auth:", "AUTH"]),
                max_size=30))
@example(["files.", "xkey", "s.", "key"])
def test_a_keyword_found_again_wakes_nothing_more(pieces: list[str]) -> None:
    """``_woken`` reads each keyword's rules that wake anywhere once, and a keyword's places only
    until every rule it wakes at some places woke: the rules woken are those read hit by hit."""
    text = "".join(pieces)
    engine._woken(text, engine.RULES)  # (the rules it wakes settled: the second reading is final)
    assert engine._woken(text, engine.RULES)[0] == _woken_hit_by_hit(text)
    few = engine._FEW_FOUND
    try:  # (the reading of many keywords found, on however few)
        engine._FEW_FOUND = 0
        assert engine._woken(text, engine.RULES)[0] == _woken_hit_by_hit(text)
    finally:
        engine._FEW_FOUND = few


_COOKIE_PIECES = ["Cookie", "cookie", "COOKIE", "Set-Cookie", "set-cookie", "-b", "-B", "--cookie", "--Cookie",
                  "x-b", "a", "=", ":", ": ", " ", "\t", ";", "\n", '"', "'", "sid", "abcdefghijklmn0123", "\u212a",
                  "\u017fet-cookie", "coo\u212aie", "\u0130", "-", "_"]


@SETTINGS
@given(st.lists(st.sampled_from(_COOKIE_PIECES), max_size=30))
@example(["curl", " ", "-b", " ", "sid=abcdefghijklmn0123"])
@example(["x", "--cookie", " ", "sid=abcdefghijklmn0123", "Set-Cookie", ": ", "a=abcdefghijklmn0123"])
def test_the_cookie_header_is_tried_where_its_openings_stand(pieces: list[str]) -> None:
    """``_cookie_spans`` tries ``_COOKIE`` where "cookie", "set-cookie", "-b" or "--cookie"
    stands (case-blind), not at every place: the same matches as its ``finditer``."""
    text = "".join(pieces)
    assert [m.span() for m in rules._COOKIE_AT.finditer(text)] == [m.span() for m in rules._COOKIE.finditer(text)]


_KIND_PIECES = ["kind", "Kind", "skind", "_kind", "-kind", "'", '"', ":", " ", "\t", "Secret", "Secrets", "Secret-x",
                "SealedSecret", "\n", "x", "é"]


@SETTINGS
@given(st.lists(st.sampled_from(_KIND_PIECES), max_size=14))
@example(["'", "kind", "'", ": ", "'", "Secret", "'"])
@example(["skind", ": ", "Secret"])
def test_a_secrets_kind_is_found_where_the_quoted_form_found_it(pieces: list[str]) -> None:
    """``_K8S_KIND`` is only asked whether it occurs: opening with ``kind`` and reading ``\\b``
    back, it occurs where the form with an optional quote and ``\\b`` before ``kind`` did."""
    text = "".join(pieces)
    quoted = re.compile(r"[\"']?\bkind[\"']?[ \t]*:[ \t]*[\"']?Secret[\"']?(?![\w-])")
    assert (rules._K8S_KIND.search(text) is None) == (quoted.search(text) is None)


def _own_starts(openings: rules.Openings, text: str) -> list[int] | None:
    """``rules._opening_starts`` as it read every text before 5 Dec 2026: by the openings' own
    automaton."""
    lowered = text.lower()
    if not rules._folds_as_written(text) or len(lowered) != len(text):
        return None
    found: set[int] = set()
    for index, start, _end in occurrences(openings.words, lowered):
        if index in openings.plain:
            found.add(start)
        for backs in openings.runs.get(index, ()):
            if openings.run_suffix is not None and openings.run_suffix.match(text, start) is None:
                continue  # (the pattern after the run does not go on from here: first_chars.run_suffix)
            at = start
            for back in backs:
                at = rules._read_back(text, at, back)
            found.update(m.start() for m in openings.word_start.finditer(text, at, start))
    return sorted(found)


def _opened_rules() -> list[Rule]:
    return [r for r in engine.RULES if r.openings() is not None]


# the openings of the rules that have them, and what stands around them
_OPENING_PIECES = sorted({w for r in engine.RULES if r.finder is None and r.keywords
                          for w in (r.keywords[:3])} | {"password", "HTTPBasicAuth", "connect", "set ", "sed ", "(",
                                                        "Credentials", "x", " ", "_", "\n", "='", "K\u212aY"})


@SETTINGS
@given(st.lists(st.sampled_from(_OPENING_PIECES), max_size=20), st.lists(st.sampled_from(_OPENING_PIECES), max_size=20))
def test_the_rules_openings_read_in_one_pass_are_each_rules_own(first: list[str], second: list[str]) -> None:
    """Every rule's openings are read in one shared pass a text (``rules._SHARED``): where each
    rule's words stand is where its own automaton finds them, for one text and the next."""
    pad = " " * rules._SHARED_FROM  # (a long text is read in the shared pass; a short one alone)
    for text in ("".join(first) + pad, "".join(second) + pad, "".join(first) + pad, "".join(second)):
        for rule in _opened_rules():
            assert rules._opening_starts(rule.openings(), text) == _own_starts(rule.openings(), text), rule.id


@functools.cache
def _readers() -> list[rules.AtOpenings]:
    """The readers' patterns that have openings, found once: a walk of every object the
    process holds, in each of 300 examples, cost the whole suite a minute."""
    import gc

    return [a for a in gc.get_objects() if isinstance(a, rules.AtOpenings) and a._openings is not None]


@SETTINGS
@given(st.lists(st.sampled_from([*_OPENING_PIECES, "identified by", "credentials", "data:", "stringData", "cookie",
                                 "-b ", "user_x", "mnemonic", "seed"]), max_size=24))
def test_a_readers_openings_read_in_the_kept_pass_are_its_own(pieces: list[str]) -> None:
    """A reader's pattern (``AtOpenings``) reads the shared pass when it kept the text, and its
    own automaton otherwise: the same places either way."""
    readers = _readers()
    assert len(readers) >= 8
    pad = " " * rules._SHARED_FROM  # (a long text is read in the shared pass)
    text = "".join(pieces) + pad
    rule = _opened_rules()[0]
    for reader in readers:
        rules._opening_starts(rule.openings(), "another text" + pad)  # (the pass keeps another text)
        assert rules._opening_starts(reader._openings, text) == _own_starts(reader._openings, text)
        rules._opening_starts(rule.openings(), text)  # (the pass keeps this one)
        assert rules._SHARED.kept(text) is not None or not text.isascii()
        assert rules._opening_starts(reader._openings, text) == _own_starts(reader._openings, text)
