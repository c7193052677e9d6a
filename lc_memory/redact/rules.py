"""The rules: what a secret looks like (our provider shapes, private keys) and where one stands.

``Rule`` is one secret shape; this module builds ours, in three families (docs/secrets.md):

* **providers** (``PROVIDER_RULES``): ``data/secret_rules.toml``, the shapes of named providers'
  keys (stable marker kinds, Python-friendly boundaries); its allowlist (documented example
  keys) holds for every rule. gitleaks' rules are adapted in ``gitleaks.py``;
* **structure** (``STRUCTURE_RULES``): a PEM / PGP / OpenSSH private key (through its END line
  or, cut off, through the end of the field), a PuTTY key, a DER key body on its own, a JWT.
  These are composed regexes with checks that read the key's body: code, here;
* **context** (``CONTEXT_RULES``): a value is a secret because of where it stands: assigned to a
  secret-named key in any of the syntaxes people paste, a CLI flag, an HTTP header or cookie,
  URL userinfo, ``.netrc``, ``.pgpass``, a Kubernetes Secret, the secret argument of a
  well-known call, or "the password is ..." in prose. The table is ``data/context_rules.toml``;
  the tests it names (``accept``) and the blocks it reads (``finder``) are code, here. The value
  must also look like a credential (``checks.credential``).

``engine`` puts these and gitleaks' together and runs them.
"""

from __future__ import annotations

import base64
import binascii
import bisect
import functools
import json
import re
import threading
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from typing import Any, NamedTuple

from lc_memory.redact.tables import data_table
from lc_memory.redact.automaton import automaton, occurrences
from lc_memory.redact.checks import (
    always,
    bare_bearer,
    basic_credentials,
    basic_pair,
    byte_list,
    credential,
    described_secret,
    echoes_its_name,
    elided,
    entropy,
    example_password,
    header_value,
    inside_template,
    literal_password,
    names_a_placeholder,
    names_a_secret,
    not_placeholder,
    numeric_chosen_secret,
    password_value,
    place_password,
    public_key_bytes,
    repeats_its_user,
    sample_url_pair,
    sample_words,
    starts_as_reference,
    test_verdict,
    url_password,
    url_token,
    value_for,
)
from lc_memory.redact.keys import key_word
from lc_memory.redact.first_chars import (
    WORD_RUN,
    LazyPattern,
    lazy,
    keyword_reach,
    keyword_suffix,
    leading_run,
    literal_starts,
    opens_at_boundary,
    opens_cheaply,
    quicken,
    reach_after_opening,
    run_suffix,
    searched_in_c,
)

__all__ = ["CONTEXT_RULES", "PROVIDER_RULES", "STRUCTURE_RULES", "AtOpenings", "Rule", "Spans"]


def _data(name: str) -> dict[str, Any]:
    return data_table(name)


# --------------------------------------------------------------------------
# Rules
# --------------------------------------------------------------------------

#: what a rule finds: spans, or spans named by what fired (``(start, end, "key:password")``)
Spans = Iterator[tuple[int, int]] | Iterator[tuple[int, int, str]]


@dataclass(frozen=True)
class Rule:
    """One secret shape: ``pattern`` runs only when one of ``keywords`` occurs in the text.

    ``find`` yields the spans of the secrets in a text. The default: each match of
    ``pattern``, its ``group`` (0: the whole match; -1: the first group that matched,
    as gitleaks reads a rule), accepted by ``check``. ``finder`` replaces all of that
    for rules that read a block (a Kubernetes Secret, a cookie header).
    """

    id: str
    kind: str
    pattern: re.Pattern[str] | None
    keywords: tuple[str, ...] = ()  # lower-case; empty: always runs
    # a keyword wakes the rule only where it is not inside a lower-case word ("otp" in
    # "footprint"): for readers of names, whose words are whole words or a word's end
    keywords_at_edges: bool = False
    group: str | int = 0
    check: Callable[[str], bool] = not_placeholder
    priority: int = 50  # lower wins when two rules claim the same span
    family: str = "provider"  # provider, structure or the context family (docs/secrets.md)
    finder: Callable[[str], Spans] | None = field(default=None, compare=False)
    accept: Callable[[str, re.Match[str], str], bool] | None = field(default=None, compare=False)
    # the pattern the scan runs: ``pattern`` opening with a lookahead on its first characters,
    # made from ``pattern`` the first time it is asked for (``__getattr__``), so
    # ``dataclasses.replace(rule, pattern=...)`` holds and an import quickens no pattern: most
    # rules are never woken in a process (a seal's, a test's)
    scan: Any = field(init=False, compare=False, repr=False)
    # whether every match begins with one of ``keywords`` (worked out the first time it is asked)
    _anchored: bool | None = field(default=None, init=False, compare=False, repr=False)
    # whether every match opens with \b: 0 no, 1 Unicode's words, 2 ASCII's (``anchored`` says)
    _boundary: int = field(default=0, init=False, compare=False, repr=False)
    # a rule not anchored whose every match opens with one of a few literal texts that re cannot
    # search for in C (assignment's secret words, call-2's HTTPBasicAuth, .login): an automaton
    # of them, lower-cased, or False (worked out the first time ``find`` runs)
    _openings: Any = field(default=None, init=False, compare=False, repr=False)
    # else, when every match holds a keyword near its start: (keyword, how far at most), or False
    _reach: Any = field(default=None, init=False, compare=False, repr=False)
    # when the pattern reads on from its opening word to anywhere before a stop character
    # (gitleaks' curl rules: ``.*`` to the line's end; ``mysql\b[^\n|;&]*?``): (the stop
    # characters, the opening's most length), else False (``reach_after_opening``)
    _reach_on: Any = field(default=None, init=False, compare=False, repr=False)
    # with ``_reach``: the pattern from its keyword's literal on (``keyword_suffix``), or False
    _suffix: Any = field(default=None, init=False, compare=False, repr=False)
    # a pattern that opens with a name read as a run: (its first class, the pattern that skips
    # the run's later places) (``first_chars.leading_run``), or False
    _leading: Any = field(default=None, init=False, compare=False, repr=False)

    def __getattr__(self, name: str) -> Any:
        if name != "scan":  # (called only for an attribute not set: scan before its first use)
            raise AttributeError(name)
        pattern = self.pattern
        if isinstance(pattern, LazyPattern):  # (compiled now: a text first wakes the rule)
            quick = pattern.quickened().check()
        else:
            quick = quicken(pattern) if isinstance(pattern, re.Pattern) else pattern
        object.__setattr__(self, "scan", quick)
        return quick

    def anchored(self) -> bool:
        """Whether every match of the pattern begins with one of the rule's keywords (``ghp_``,
        ``(?i)lob``) and ``re`` cannot search for that opening in C: then a match can begin only
        where the keyword pass found one (``find``'s *starts*), and the scan tries those places
        alone."""
        if self._anchored is None:
            anchored = False
            if self.finder is None and self.scan is not None and self.keywords:
                compiled = self.scan.check() if hasattr(self.scan, "check") else self.scan
                # (where re searches for the pattern's opening in C, trying each start in
                # Python costs more than the search)
                starts = _literal_openings(compiled)
                anchored = starts is not None and all(s.lower().startswith(self.keywords) for s in starts)
                if anchored:
                    object.__setattr__(self, "_boundary", opens_at_boundary(compiled))
            object.__setattr__(self, "_anchored", anchored)
        return bool(self._anchored)

    def openings(self) -> Any:
        """The automaton of the literal texts every match opens with, when the scan is better
        tried where they occur than searched (``_openings``), else None."""
        if self._openings is None:
            found: Any = False
            if self.finder is None and self.scan is not None and not self.anchored():
                compiled = self.scan.check() if hasattr(self.scan, "check") else self.scan
                # a way that opens with an optional part is read both ways through it (pin-said's
                # "(my )?PIN", searched at every place before) only where the keyword's reach is not
                # the rule's way (auth-header's "(proxy-)?authori...": ``reach``, kept)
                reaches = not opens_cheaply(compiled) and keyword_reach(compiled, self.keywords) is not None
                found = _openings_worth_trying(compiled, word_runs=True, shared=True, optional=not reaches) or False
                if found:
                    object.__setattr__(self, "_boundary", opens_at_boundary(compiled))
            object.__setattr__(self, "_openings", found)
        return self._openings or None

    def reach(self) -> tuple[str, int] | None:
        """For a rule neither anchored nor opened, whose scan ``re`` cannot search for in C: the
        keyword every match holds within a few characters of its start (URL userinfo's ``://``
        after the scheme), so a match is tried only just before one (``keyword_reach``)."""
        if self._reach is None:
            found: Any = False
            if self.openings() is None and not self.anchored() and self.finder is None and self.scan is not None:
                compiled = self.scan.check() if hasattr(self.scan, "check") else self.scan
                if not opens_cheaply(compiled):  # (re's own first test is one character's: no gain)
                    found = keyword_reach(compiled, self.keywords) or False
            object.__setattr__(self, "_reach", found)
        return self._reach or None

    def suffix(self) -> re.Pattern[str] | None:
        """For a rule with a ``reach``: the pattern from the literal that holds its keyword to its
        end (``first_chars.keyword_suffix``). A match holds that literal at an occurrence of the
        keyword, and this part matches there: an occurrence where it does not begins no start."""
        if self._suffix is None:
            found: Any = False
            if (reach := self.reach()) is not None:
                compiled = self.scan.check() if hasattr(self.scan, "check") else self.scan
                found = keyword_suffix(compiled, reach[0]) or False
            object.__setattr__(self, "_suffix", found)
        return self._suffix or None

    def _leading_run(self) -> Any:
        """``_leading``, worked out the first time it is asked."""
        if self._leading is None:
            compiled = self.scan.check() if hasattr(self.scan, "check") else self.scan
            object.__setattr__(self, "_leading", leading_run(compiled) or False)
        return self._leading

    def _search(self, text: str, pos: int) -> re.Match[str] | None:
        """``scan.search(text, pos)`` for a pattern that opens with a name read as a run
        (``first_chars.leading_run``): the places inside a run after its first are not tried,
        each fails where the place before it failed. The place at *pos* is tried alone first
        when the character before it is the run's (after a value a check rejected)."""
        first, skipping = self._leading
        if pos > 0 and first.match(text, pos - 1) is not None:
            if (match := self.scan.match(text, pos)) is not None:
                return match
            pos += 1
        return skipping.search(text, pos)

    def _tried_at(self, text: str, pos: int, starts: list[int]) -> re.Match[str] | None:
        """The first match at or after *pos* that begins at one of *starts* (sorted)."""
        if self._reach_on is None:
            compiled = self.scan.check() if hasattr(self.scan, "check") else self.scan
            object.__setattr__(self, "_reach_on", reach_after_opening(compiled) or False)
        reach = self._reach_on
        skip_from = skip_to = -1
        i = bisect.bisect_left(starts, pos)
        while i < len(starts):
            start = starts[i]
            if skip_from <= start < skip_to:
                i = bisect.bisect_left(starts, skip_to, i)
                continue
            if (match := self.scan.match(text, start)) is not None:
                return match
            if reach and start >= skip_to and reach[2].match(text, start) is not None:
                # the opening is here and the rest failed: every place a later start before the
                # stop reaches, this one reached, so those starts would fail too (a line repeating
                # the opening word was read once a start). A start tried before skip_from fails
                # inside the same reach: the range holds.
                stop, most, _opening = reach
                found = stop.search(text, start)
                skip_from, skip_to = start + most, found.start() if found is not None else len(text)
            i += 1
        return None

    def _at_boundaries(self, text: str, starts: list[int]) -> list[int]:
        """*starts* where ``\\b`` holds, for a rule that opens with it (``s.`` in ``files.``
        is no start of a Vault token): a word character on one side only, as ``re`` reads one
        (``_BOUNDARY``)."""
        at = _BOUNDARY[self._boundary].match
        return [s for s in starts if at(text, s) is not None]

    def find(self, text: str, starts: list[int] | None = None) -> Spans:
        """The secrets' spans in *text*. *starts*: where this rule's keywords begin in *text*
        (sorted), when the rule is ``anchored``: a match is tried there only."""
        if self.finder is not None:
            for span in self.finder(text):
                value = text[span[0]:span[1]]
                if value not in _ALLOW_VALUES and _ALLOW_RE.search(value) is None and not elided(text, span[1], value):
                    yield span
            return
        assert self.scan is not None
        if starts is None and (openings := self.openings()) is not None:
            starts = _opening_starts(openings, text)
        elif starts is None and self.keywords and (reach := self.reach()) is not None and _folds_as_written(text):
            lowered = _lowered(text)
            if len(lowered) == len(text):
                keyword, most = reach
                suffix = self.suffix()
                # each place within *most* before an occurrence where the pattern's part from the
                # keyword on matches, in order, once: the occurrences come in order, so a window
                # begins where the last one ended, or after
                starts = []
                after = 0
                at = lowered.find(keyword)
                while at >= 0:
                    if suffix is None or suffix.match(text, at) is not None:
                        starts.extend(range(max(after, at - most), at + 1))
                        after = at + 1
                    at = lowered.find(keyword, at + 1)
        if starts and self._boundary:
            starts = self._at_boundaries(text, starts)
        pos = 0
        # (resolved once a text: a call more a search cost a short message's scan 10%)
        search = self._search if (self._leading if self._leading is not None else self._leading_run()) else self.scan.search
        while (match := search(text, pos) if starts is None else self._tried_at(text, pos, starts)) is not None:
            group = self.group
            if group == -1:  # gitleaks: the first non-empty capture group, else the match
                group = next((i for i, g in enumerate(match.groups(), 1) if g), 0)
            start, end = match.span(group)
            value = match.group(group) or ""
            ok = (end > start and self.check(value) and value not in _ALLOW_VALUES and _ALLOW_RE.search(value) is None
                  and not elided(text, end, value))
            if ok and self.accept is not None:
                ok = self.accept(text, match, value)
            if ok:
                yield start, end
                pos = max(match.end(), match.start() + 1)
            else:
                # A rejected match (placeholder, plain word) must not hide a real
                # one that starts inside it, so resume just after its start.
                pos = match.start() + 1


# ``\b`` tested at a place, as a rule that opens with one reads it (``Rule._boundary``: 1, a word
# is Unicode's; 2, ASCII's): ``match`` at a position sees the character before it
_BOUNDARY = (lazy(r"(?!)"), lazy(r"\b"), lazy(r"\b", re.ASCII))

#: an opening shorter than this occurs too often for trying each place to beat the search
_SHORTEST_OPENING = 2
# the characters that a case-blind pattern reads as an ASCII letter but that lower() does not
# make one (dotless i, long s, Kelvin sign, dotted capital I): a text holding one is searched
_FOLDS_TO_ASCII = ("\u0131", "\u017f", "\u212a", "\u0130")
_last_lowered: tuple[str, str] = ("", "")


def _folds_as_written(text: str) -> bool:
    """Whether every character a case-blind match may read as an ASCII letter lower-cases to it."""
    return text.isascii() or not any(ch in text for ch in _FOLDS_TO_ASCII)


def _lowered(text: str) -> str:
    """``text.lower()``, kept for the last text: the rules woken by a text ask in turn."""
    global _last_lowered
    last = _last_lowered
    if last[0] is text:
        return last[1]
    _last_lowered = (text, text.lower())
    return _last_lowered[1]


def _literal_openings(pattern: re.Pattern[str], word_runs: bool = False, optional: bool = True) -> frozenset[str] | None:
    """The literal texts every match opens with, unless ``re`` searches for the opening in C
    (then trying each place in Python costs more than its search). *optional*: see ``literal_starts``."""
    return None if searched_in_c(pattern) else literal_starts(pattern, word_runs=word_runs, optional=optional)


class Openings(NamedTuple):
    """A pattern's openings as one automaton of lower-cased words: at *plain* indexes a match may
    begin where the word does; at *runs* indexes (``WORD_RUN``'s), inside the run of characters
    before the word, found by reading back with each of its patterns in turn (its blanks, then
    its class)."""

    words: Any
    plain: frozenset[int]
    runs: dict[int, tuple[tuple[re.Pattern[str], ...], ...]]
    # where a word begins, as the pattern's opening \b and its letter read it: the places in a
    # run a match may begin at
    word_start: re.Pattern[str]
    # each word's index in the shared pass (``_SharedOpenings``), which a long text is read in
    shared: tuple[int, ...] = ()
    # whether a text this pass has not read is read in it (a rule's openings), or by ``words``
    # (a reader's: it reads a field too)
    leads: bool = False
    # the pattern after its run (``first_chars.run_suffix``): a place of a *runs* word where it
    # does not match is read back for no start
    run_suffix: Any = None


def _run_backs(run: str, flags: int) -> tuple[re.Pattern[str], ...]:
    """The patterns that read a run (``first_chars._word_run``'s class, ``\\s`` after it when
    blanks may follow) backwards: the blanks first."""
    if run.endswith(r"\s"):
        return re.compile(r"\s*", flags), re.compile(run[:-2] + "*", flags)
    return (re.compile(run + "*", flags),)


class _SharedOpenings:
    """The openings of every rule in one automaton, read once a long text: the rules it wakes ask
    in turn, each of them for its own words (a long text woke two or three rules that opened
    with words, and each read it whole: 46 ms of Cline's, Crush's and Cursor's samples). A rule's
    words join the first time its openings are made; a word's index never changes, so an
    automaton made before holds for the rules it was made for. The readers' patterns
    (``AtOpenings``) join too, and read the pass when it kept their text (a reader reads the
    text, or one of its fields: a field is read by the pattern's own automaton, and the text
    kept stays kept)."""

    def __init__(self) -> None:
        self.index: dict[str, int] = {}
        self.words: tuple[str, ...] = ()
        self._automaton: tuple[tuple[str, ...], Any] = ((), None)
        self._last: tuple[str | None, tuple[str, ...], dict[int, list[int]]] = (None, (), {})
        self._lock = threading.Lock()

    def join(self, words: list[str]) -> tuple[int, ...]:
        """Each of *words*' index in the shared automaton (added at its end when new)."""
        with self._lock:
            new = [w for w in dict.fromkeys(words) if w not in self.index]
            if new:
                self.index.update((w, len(self.words) + i) for i, w in enumerate(new))
                self.words = self.words + tuple(new)
            return tuple(self.index[w] for w in words)

    def kept(self, text: str) -> dict[int, list[int]] | None:
        """``starts`` of *text* when it is the last text read, with every word joined so far."""
        last = self._last
        return last[2] if last[0] is text and last[1] is self.words else None

    def starts(self, text: str, lowered: str) -> dict[int, list[int]]:
        """Where each word occurs in *lowered*, *text* lower-cased (by its index), kept for the
        last text (a reader between two rules lower-cases its fields, not the text)."""
        last = self._last
        words = self.words
        if last[0] is text and last[1] is words:
            return last[2]
        made = self._automaton
        if made[0] is not words:
            made = self._automaton = (words, automaton(words))
        by_word: dict[int, list[int]] = {}
        for index, start, _end in occurrences(made[1], lowered):
            if (at := by_word.get(index)) is None:
                by_word[index] = [start]
            else:
                at.append(start)
        self._last = (text, words, by_word)
        return by_word


_SHARED = _SharedOpenings()
# a text shorter than this is read by each rule's own automaton: a message of 180 characters
# wakes one rule with openings, and the pass of every rule's words cost it more (0.3 us)
_SHARED_FROM = 1000


def _openings_worth_trying(pattern: re.Pattern[str], word_runs: bool = False, shared: bool = False,
                           optional: bool = True) -> Openings | None:
    """*pattern*'s literal openings (lower-cased), when trying the pattern where they occur beats
    searching for it; else None (no openings, a one-character one, or a single opening that
    ``re`` tests a character at a time, as quick searched). *word_runs*: a way in that opens
    with a run of characters before a literal (``first_chars.WORD_RUN``, which asks that the
    pattern open with ``\\b`` and a class of ASCII word characters) is found by that literal,
    however short: each place is read back to the run's start, and the words that begin in
    the run are tried. The words join the shared pass (``_SHARED``); *shared*: a rule's, whose
    long text is read there. *optional*: a way that opens with an optional part is read both
    ways through it (``literal_starts``)."""
    starts = _literal_openings(pattern, word_runs, optional)
    if not starts:
        return None
    plain = {s.lower() for s in starts if not s.startswith(WORD_RUN)}
    if plain and min(len(s) for s in plain) < _SHORTEST_OPENING:
        return None
    runs: dict[str, set[str]] = {}
    for s in starts:
        if s.startswith(WORD_RUN):
            _, run, tail = s.split(WORD_RUN, 2)
            runs.setdefault(tail.lower(), set()).add(run)
    words = sorted(plain | set(runs))
    if not runs and len(plain) == 1 and opens_cheaply(pattern):
        return None
    flags = pattern.flags & (re.ASCII | re.IGNORECASE)
    return Openings(automaton(words), frozenset(i for i, w in enumerate(words) if w in plain),
                    {i: tuple(_run_backs(run, flags) for run in sorted(runs[w])) for i, w in enumerate(words) if w in runs},
                    re.compile(r"\b\w", re.ASCII if opens_at_boundary(pattern) == 2 else 0), _SHARED.join(words),
                    shared, run_suffix(pattern) if runs else None)


def _read_back(text: str, at: int, back: re.Pattern[str]) -> int:
    """Where the run that *back* (a repeat of a class) reads, ending at *at*, begins (read back
    64 characters at a time)."""
    start = at
    while start > 0:
        low = max(0, start - 64)
        start -= back.match(text[low:start][::-1]).end()
        if start > low:
            break
    return start


def _opening_starts(openings: Openings, text: str) -> list[int] | None:
    """Where the openings occur in *text* (sorted), or None when the text must be searched: a
    character that a case-blind match reads as ASCII but ``lower`` does not, or one that
    lower-cases to two (offsets would not hold)."""
    # a long text's shared pass, kept: it was read after the checks below held for it
    long = len(text) >= _SHARED_FROM
    by_word = _SHARED.kept(text) if long else None
    if by_word is None:
        if not _folds_as_written(text):
            return None
        lowered = _lowered(text)
        if len(lowered) != len(text):
            return None
        if long and openings.leads:
            by_word = _SHARED.starts(text, lowered)
    # each opening's places (by its index in *openings*): from the shared pass, or its own automaton
    places_of: dict[int, list[int]] = {}
    if by_word is not None:
        for index, shared in enumerate(openings.shared):
            if (places := by_word.get(shared)) is not None:
                places_of[index] = places
    else:
        for index, start, _end in occurrences(openings.words, lowered):
            places_of.setdefault(index, []).append(start)
    found: set[int] = set()
    suffix = openings.run_suffix
    for index, places in places_of.items():
        if index in openings.plain:
            found.update(places)
        for backs in openings.runs.get(index, ()):
            for start in places:
                if suffix is not None and suffix.match(text, start) is None:
                    continue  # no match goes on from this place: none begins in the run before it
                at = start
                for back in backs:
                    at = _read_back(text, at, back)
                found.update(m.start() for m in openings.word_start.finditer(text, at, start))
    return sorted(found)


class AtOpenings:
    """A pattern's ``finditer``, tried only where one of its literal openings occurs (as
    ``Rule.openings`` does for a rule): for the readers' own patterns, each of which opens with
    a few words (SQL's ``identified``, ``credentials``) that ``re`` cannot search for in C. The
    same matches, in order (none of these matches empty).

    *words*: the openings, lower-cased, when ``first_chars`` cannot read them off the pattern
    (a cookie header's alternatives behind ``\\b`` and a lookbehind): every match must begin
    with one of them, as the pattern reads it case-blind."""

    __slots__ = ("_made", "_words", "pattern")

    def __init__(self, pattern: re.Pattern[str], words: tuple[str, ...] = ()) -> None:
        self.pattern = pattern
        self._words = words
        self._made: Openings | None | bool = False  # (``_openings``, made the first time it is read)

    @property
    def _openings(self) -> Openings | None:
        """The openings, made the first time they are asked for: the pattern is parsed (and
        compiled) only then, not at the import of the module that holds it."""
        if self._made is False:
            words = self._words
            if words:
                self._made = Openings(automaton(words), frozenset(range(len(words))), {},
                                      re.compile(r"\b\w"), _SHARED.join(list(words)))
            else:
                self._made = _openings_worth_trying(self.pattern)
        return self._made  # type: ignore[return-value]

    def finditer(self, text: str) -> Iterator[re.Match[str]]:
        openings = self._made if self._made is not False else self._openings
        starts = None if openings is None else _opening_starts(openings, text)
        if starts is None:
            yield from self.pattern.finditer(text)
            return
        pos = 0
        for start in starts:
            if start >= pos and (match := self.pattern.match(text, start)) is not None:
                yield match
                pos = max(match.end(), start + 1)


# --------------------------------------------------------------------------
# Provider rules: secret_rules.toml (ours; gitleaks' are in gitleaks.py)
# --------------------------------------------------------------------------


def _load_provider_rules() -> tuple[tuple[Rule, ...], re.Pattern[str], frozenset[str]]:
    """Read ``secret_rules.toml`` once and compile it."""
    data = _data("secret_rules.toml")
    rules = tuple(
        Rule(
            id=r["id"],
            kind=r["kind"],
            pattern=lazy(r["regex"]),
            keywords=tuple(k.lower() for k in r["keywords"]),
            group=r.get("group", 0),
            check=always if r.get("always") else not_placeholder,
            priority=10,
        )
        for r in data["rules"]
    )
    allow = data.get("allowlist", {})
    allow_re = lazy("|".join(f"(?:{p})" for p in allow.get("regexes", [])) or r"(?!)")
    return rules, allow_re, frozenset(allow.get("values", []))


#: Our provider rules (secret_rules.toml), in its order.
PROVIDER_RULES, _ALLOW_RE, _ALLOW_VALUES = _load_provider_rules()


# --------------------------------------------------------------------------
# Structure: private keys
# --------------------------------------------------------------------------

# a space in the label may be URL-encoded (%20) or form-encoded (+)
_SP = r"(?:[ \t]|%20|\+)"
_PEM_LABEL = r"(?:[A-Z0-9_-]|" + _SP + r"){0,100}?PRIVATE" + _SP + r"KEY(?:" + _SP + r"BLOCK)?-----"
# between body items: whitespace, a JSON or URL escape of a line break or a space
_PEM_SEP = r"(?:\s|\\[nrt]|%0[AaDd]|%20)+"
# a body item: a base64 run (its URL escapes too) or an armour header (Proc-Type: 4,ENCRYPTED)
_PEM_B64 = r"(?:[A-Za-z0-9+/=]|%2[BbFf]|%3[Dd])+"
_PEM_ARMOUR = r"[A-Z][A-Za-z-]*:(?:(?:[ \t]|%20)+[^\s\"\\<>`%]+){1,6}?"
_PEM_ITEM = r"(?:" + _PEM_ARMOUR + r"|" + _PEM_B64 + r")"
_PEM = lazy(
    r"-----BEGIN" + _SP + r"?" + _PEM_LABEL + r"(?:"
    # a complete block, BEGIN to END, whose body is nothing but base64 and armour headers
    + r"(?:" + _PEM_SEP + r")?(?:" + _PEM_ITEM + r"(?:" + _PEM_SEP + _PEM_ITEM + r")*)?(?:" + _PEM_SEP + r")?"
    + r"-----END" + _SP + r"?" + _PEM_LABEL
    # cut off, flattened, quoted or interleaved with markup: from a header that a key body
    # follows, through the end of the field (the text, or the JSON string it stands in)
    + r"|(?=(?:" + _PEM_SEP + r"(?:" + _PEM_ARMOUR + r"))*" + _PEM_SEP + r"?[>|\s]*"
    + r"(?=[A-Za-z0-9+/]{16})(?![a-z]{16})[A-Za-z0-9+/]{16})[^\"`]*"
    + r")"
)
_PEM_RUN = lazy(r"[A-Za-z0-9+/=]{16,}")


# a key its passphrase seals (the issue's "encrypted envelope", as sops' ENC[...] and an Ansible
# vault are): PEM's armour header or PKCS#8's label says so, or an OpenSSH key names its cipher
_SEALED_PEM = lazy(r"Proc-Type:(?:[ \t]|%20)*4,ENCRYPTED|BEGIN(?:[ \t]|%20|\+)ENCRYPTED(?:[ \t]|%20|\+)PRIVATE")
_OPENSSH_BODY = lazy(r"b3BlbnNzaC1rZXktdjE[A-Za-z0-9+/]{45}")  # 48 bytes: chacha20-poly1305@openssh.com


def sealed_key(value: str) -> bool:
    """Whether a private key's text says a passphrase seals it: ``Proc-Type: 4,ENCRYPTED``,
    ``BEGIN ENCRYPTED PRIVATE KEY``, or an OpenSSH body whose cipher is not ``none``. What it
    holds is ciphertext: without the passphrase no one reads the key."""
    if _SEALED_PEM.search(value, 0, 400) is not None:
        return True
    body = _OPENSSH_BODY.search(value, 0, 400)
    if body is None:
        return False
    raw = base64.b64decode(body.group())  # "openssh-key-v1\0", the cipher name's length, the name
    size = int.from_bytes(raw[15:19], "big")
    return 0 < size <= 29 and raw[19:19 + size] != b"none"


# a body line that only says something was left out: "...", "…", "[...]" (after a comment's marks)
_ELISION_LINE = lazy(r"(?m)^[ \t#/*;\"'+]*(?:\.{3,}|\u2026|\[\.{3}\])[ \t\"',+\\]*$")
# a key's base64 body carries about six bits a character; a piece written again and again, under four
_KEY_BODY_BITS = 4.0


def _pem_block(value: str) -> bool:
    """A complete block is a key only if its body could hold one: 32+ base64 characters,
    one run of 16+ (an empty or one-word body is an example in documentation). A key its
    passphrase seals is ciphertext (``sealed_key``)."""
    if sealed_key(value):
        return False
    if "-----END" not in value:
        return True  # the cut-off branch already saw a key body right after the header
    body = value.split("-----", 2)[2].rsplit("-----END", 1)[0]
    body = "\n".join(line for line in re.split(r"\r?\n|\\n", body) if ": " not in line)
    runs = _PEM_RUN.findall(body)
    if runs and sum(map(len, runs)) >= 64 and entropy("".join(runs)) < _KEY_BODY_BITS:
        return False  # a short piece written again and again (s3cr3ts3cr3t..., AAAA...): a sample's body
    return bool(runs) and sum(map(len, runs)) >= 32


# PuTTY: the header (or the Private-Lines block alone) through the Private-MAC line, or the
# end of the field; the public lines go too (they say whose key it is).
_PUTTY = lazy(
    r"(?:PuTTY-User-Key-File-\d+:|Private-Lines:\s*\d+)[^\"`]*?(?:Private-MAC:\s*[0-9a-fA-F]+|(?=[\"`])|\Z)"
)
# A key's DER body without its header (split off into another field, or cut at the front):
# RSA PKCS#1 and PKCS#8 (MII..IBAAKC / MII..IBADAN), EC (MHcCAQEE, MIGHAgEA), OpenSSH
# ("openssh-key-v1"), PuTTY v3's Argon2 block aside. Fixed structure, not randomness.
_DER_KEY = lazy(
    r"(?<![A-Za-z0-9+/])(?:MII[A-Za-z0-9+/]{3}IBA(?:AKC|DAN)|MIG[A-Za-z0-9+/]AgEA|MHcCAQEE|b3BlbnNzaC1rZXktdjE)"
    r"[A-Za-z0-9+/=]{20,}(?:" + _PEM_SEP + r"[A-Za-z0-9+/=]{4,})*"
)

# An Ethereum private key in a Hardhat or Truffle network's ``accounts`` list: the list holds
# keys (an HD wallet is ``accounts: {mnemonic}``), and a key is 64 hex digits where an address
# is 40 (``accounts: ["0x5B2E..."]`` of a wallet's session stays)
_EVM_ACCOUNTS = lazy(r"accounts(?<=\baccounts)[\"']?[ \t]*[:=][ \t]*\[")  # (its literal first: re searches for it in C)
_EVM_KEY = lazy(r"[\"'`](?:0x)?(?P<v>[0-9a-fA-F]{64})[\"'`]")


def _evm_account_spans(text: str) -> Spans:
    """Every 64-hex key quoted in an ``accounts: [...]`` list."""
    for opening in _EVM_ACCOUNTS.finditer(text):
        close = text.find("]", opening.end())
        for key in _EVM_KEY.finditer(text, opening.end(), len(text) if close < 0 else close):
            yield key.span("v")


# A node provider's key in its endpoint's path (QuickNode's token, Infura's project id,
# Alchemy's key): the URL alone authenticates a JSON-RPC call
_RPC_URL_KEY = lazy(
    r"\b[\w-]+(?:\.[\w-]+)*\.(?:quiknode\.pro/(?P<q>[0-9a-f]{32,40})"
    r"|infura\.io/(?:ws/)?v3/(?P<i>[0-9a-f]{32})"
    r"|alchemy(?:api)?\.(?:com|io)/(?:nft/)?v[23]/(?P<a>[A-Za-z0-9_-]{32}))(?![A-Za-z0-9_-])")


def _rpc_url_spans(text: str) -> Spans:
    """Every node provider's key in an endpoint URL's path."""
    for m in _RPC_URL_KEY.finditer(text):
        group = next(g for g in ("q", "i", "a") if m.group(g))
        if not_placeholder(m.group(group)):
            yield m.span(group)


# what a private key opens with: a value cut off before its opening says which is no public one
_PRIVATE_OPENINGS = tuple(f"-----BEGIN {o}PRIVATE KEY".encode() for o in (
    "", "RSA ", "EC ", "DSA ", "OPENSSH ", "ENCRYPTED ", "PGP ", "SSH2 ENCRYPTED "))
_BASE64_RUN = lazy(r"[A-Za-z0-9+/=\s]*")
# a PEM block base64-encoded whole, as a kubeconfig's client-key-data or a Secret's data hold it
_PEM_BASE64 = lazy(r"(?<![A-Za-z0-9+/])LS0tLS1CRUdJTi[A-Za-z0-9+/]{16,}={0,2}")


def _decoded(value: str) -> bytes | None:
    """The bytes of a base64 run at the start of *value* (cut to whole quads: a cut-off value is
    read as far as it is shown), or None."""
    run = "".join(_BASE64_RUN.match(value).group().split()).rstrip("=")
    run = run[:len(run) - len(run) % 4]
    try:
        return base64.b64decode(run)
    except ValueError:
        return None


def _base64_private_key(value: str) -> bool:
    """A base64 run that decodes to a private key's PEM opening."""
    decoded = _decoded(value)
    return (decoded is not None and decoded.startswith(_PRIVATE_OPENINGS)
            and not sealed_key(decoded[:400].decode("latin-1")))


# A JWK's JSON as base64(url) text (an environment variable's, a secret store's): its opening
# member's name fixes the first characters ({"kty", {"crv" and {"d" as serializers sort them)
_JWK_BASE64 = lazy(r"(?<![A-Za-z0-9+/_-])eyJ(?:rdHki|jcnYi|kIjoi)[A-Za-z0-9+/_-]{40,}={0,2}")
_JWK_SECRET_MEMBERS = ("d", "p", "q", "dp", "dq", "qi", "k")


def _base64_private_jwk(value: str) -> bool:
    """Base64 of a JSON object that says ``kty`` and holds a private member (``d``, ``k``...): a
    private JWK as one token; a public one (``n``, ``e``, ``x``, ``y`` only) stays."""
    raw = value.rstrip("=")
    try:
        data = json.loads(base64.urlsafe_b64decode(raw.replace("+", "-").replace("/", "_") + "=" * (-len(raw) % 4)))
    except (ValueError, UnicodeDecodeError):
        return False
    return (isinstance(data, dict) and "kty" in data
            and any(isinstance(data.get(m), str) and len(data[m]) >= 16 for m in _JWK_SECRET_MEMBERS))


# A private key's tail with no opening above it: a long output's kept tail starts after its cut,
# and an 8,192-bit key's body (about 6,400 characters) is longer than the margin scrubbed past
# the cut, so the head's BEGIN line is in the part left out (session 51's attack on issue 35's
# cuts). The base64 lines right above an END line are the key's: from the first of them.
_PEM_END = lazy(r"-----END" + _SP + r"?" + _PEM_LABEL)
_PEM_BODY_LINE = lazy(r"[ \t]*[A-Za-z0-9+/=]{16,}[ \t]*\r?")
_PEM_LAST_LINE = lazy(r"[ \t]*[A-Za-z0-9+/=]*[ \t]*\r?")  # a body's last line may be short
_RANDOM_RUN = lazy(r"(?=[A-Za-z+/=]*[0-9])(?=[a-z0-9+/=]*[A-Z])(?=[A-Z0-9+/=]*[a-z])[A-Za-z0-9+/=]{16,}")


# A block written in pieces, each line its own string literal joined by the code around it
# ("-----BEGIN RSA PRIVATE KEY-----\n" + "MIIE...\n" + ..., Ruby's "..." \, a list joined by
# "\n", a comment's "# " before each line, a table cell's <br>): between its BEGIN and END lines
# only base64 pieces and that syntax stand, no word of code. The block regex stops at the first
# piece's closing quote, and the DER rule takes the first line alone.
_PEM_BEGIN_AT = lazy(r"-----BEGIN" + _SP + r"?" + _PEM_LABEL)
_PEM_PIECE = lazy(r"\\[nrt]|<br[ \t]*/?>|[A-Za-z0-9+/=]{2,}")
_PEM_PIECE_SYNTAX = lazy(r"[\s\"'`+,.;|#*()\[\]{}\\&/-]*")
_PEM_PIECES_MOST = 20_000  # an 8,192-bit key's body, its lines quoted


def _pem_pieces(text: str, end: re.Match[str], after: int) -> list[tuple[int, int]]:
    """The body's pieces (each its own span: the syntax between them stays, a list's or a JSON
    string's own) of a private key written in pieces, for its END line *end*; none if it is not
    one. Its BEGIN line is sought back to *after*, the END line before (each text read once)."""
    begin = text.rfind("-----BEGIN", max(after, end.start() - _PEM_PIECES_MOST), end.start())
    header = _PEM_BEGIN_AT.match(text, begin) if begin >= 0 else None
    if header is None:
        return []
    between = text[header.end():end.start()]
    if (_PEM_PIECE_SYNTAX.fullmatch(_PEM_PIECE.sub("", between)) is None or "\"" not in between and "'" not in between
            and "#" not in between and "<br" not in between):
        return []  # (a block with no quotes, comments or breaks between its lines is the block regex's)
    runs = _PEM_RUN.findall(between)
    if sum(map(len, runs)) < 64 or _RANDOM_RUN.search(between) is None or sealed_key(text[begin:end.start()]):
        return []
    return [m.span() for m in _PEM_PIECE.finditer(text, header.end(), end.start()) if m.group()[0] not in "\\<"]


def _pem_tail_spans(text: str) -> Spans:
    """Every END line of a private key whose BEGIN line is not in *text*, with the base64 lines
    right above it (64+ characters of them, a run with digits and letters of both cases: a key's
    body, not words). The normalised view joins a body's wrapped lines, and its last to the END
    marker: the part of the END line before the marker is the body's last line. And every block
    written in pieces (``_pem_pieces``), BEGIN to END."""
    after = 0
    for end in _PEM_END.finditer(text):
        pieces, after = _pem_pieces(text, end, after), end.end()
        if pieces:
            yield from pieces
            continue
        above = text.rfind("\n", 0, end.start()) + 1
        if not _PEM_LAST_LINE.fullmatch(text, above, end.start()):
            continue  # prose before the marker on its line: no body
        start, short = above, not text[above:end.start()].strip()  # (the body's last line may be short)
        while start > 0:
            line = text.rfind("\n", 0, start - 1) + 1
            if not (_PEM_LAST_LINE if short else _PEM_BODY_LINE).fullmatch(text, line, start - 1):
                break
            start, short = line, False
        body = text[start:end.start()]
        if (sum(map(len, _PEM_RUN.findall(body))) >= 64 and _RANDOM_RUN.search(body)
                and "-----BEGIN" not in text[max(0, start - 200):start]):
            yield start + len(body) - len(body.lstrip()), end.end()


#: Private keys and JWTs, known by their structure.
STRUCTURE_RULES: tuple[Rule, ...] = (
    Rule("private-key", "private-key", _PEM, ("-----begin", "begin%20", "begin+"), check=_pem_block,
         priority=0, family="structure"),
    Rule("putty-private-key", "private-key", _PUTTY, ("putty-user-key-file", "private-lines:"),
         check=lambda v: _PEM_RUN.search(v) is not None, priority=0, family="structure"),
    Rule("der-private-key", "private-key", _DER_KEY, ("mii", "migh", "mhccaqee", "b3blbnnzac1rzxktdje"),
         check=lambda v: not sealed_key(v), priority=1, family="structure"),
    Rule("base64-private-key", "private-key", _PEM_BASE64, ("ls0tls1crudjti",), check=_base64_private_key,
         priority=1, family="structure"),
    Rule("private-key-tail", "private-key", None, ("-----end",), finder=_pem_tail_spans, priority=1,
         family="structure"),
    Rule("base64-jwk", "private-key", _JWK_BASE64, ("eyjrdhki", "eyjjcnyi", "eyjkijoi"), check=_base64_private_jwk,
         priority=1, family="structure"),
    Rule(
        "jwt", "jwt",
        lazy(r"(?<![A-Za-z0-9_-])eyJ[A-Za-z0-9_-]{8,}\.eyJ[A-Za-z0-9_-]{8,}\.[A-Za-z0-9_-]{8,}"),
        ("eyj",), priority=20, family="structure",
    ),
    Rule("evm-accounts-key", "private-key", None, ("accounts",), finder=_evm_account_spans, priority=20,
         family="structure"),
    Rule("rpc-url-key", "api-key", None, ("quiknode.pro", "infura.io", "alchemy"), finder=_rpc_url_spans,
         priority=20, family="structure"),
)


# --------------------------------------------------------------------------
# Context: a value is a secret because of where it stands (data/context_rules.toml)
# --------------------------------------------------------------------------

_CONTEXT = _data("context_rules.toml")
_FRAGMENT_REF = lazy(r"\{([a-z_]+)\}")


def _expand(regex: str, fragments: dict[str, str]) -> str:
    """*regex* with every ``{name}`` of a fragment replaced by the fragment (itself expanded)."""
    return _FRAGMENT_REF.sub(lambda m: _expand(fragments[m.group(1)], fragments) if m.group(1) in fragments
                             else m.group(), regex)


_FRAGMENTS = {name: _expand(text, _CONTEXT["fragments"]) for name, text in _CONTEXT["fragments"].items()}

_NAME_CHARS = lazy(r"[\w.$@-]*$")


def _assigned_name(text: str, word_start: int, word_end: int) -> str:
    """The identifier that ends with the secret word at *word_start* (``OPENAI_API_`` + ``KEY``).

    Inside a URL (``https://x-access-token:...@host``), an ARN or a path
    (``...:secret:prod/db``) there is no name; nor inside a ``[REDACTED:kind]`` marker.
    """
    lo = max(0, word_start - 80)
    m = _NAME_CHARS.search(text, lo, word_start)
    start = m.start() if m else word_start
    if text.endswith(("//", "[REDACTED:"), 0, start):
        return ""
    if (start > 0 and text[start - 1] in ":/" and not text.endswith(("$env:", "$Env:", "$ENV:"), 0, start)
            and _GREP_PREFIX.search(text, max(0, start - 200), start) is None):
        return ""  # a segment of an ARN, a URL or a path, not a name
    return text[start:word_end]


# grep -n's prefix, a file's path and a line number, before the line it found
# (/tmp/example:2:password=V, config/app.ini:14:secret_key = V): the name opens the line
_GREP_PREFIX = lazy(r"(?:^|(?<=\s))(?!arn:)[\w.-]*[./][\w./-]*:\d{1,6}:$", re.MULTILINE)


# a label of words whose first says the key is the public half (my public key: V, Minisign public
# key: V, public signing key: V, wg's "public key: V"): the name the assignment reads is its last
# word alone, and "public" is the key-name model's negative word
_PUBLIC_LABEL = lazy(r"(?i)(?<![\w-])(?:public|publishable)(?:[ \t]+[a-z]+){0,2}[ \t]+$")


# what stands beside a lookup's key, not a secret's: a map entry's or a class descriptor's value
# ({key:"hasImageForTag",value:function...}), a selector's operator (- key: k8s-app / operator: In)
_LOOKUP_SIBLING = lazy(r"[ \t]*[,;]?[ \t]*(?:\r?\n[ \t]*)?[\"']?(?:value|values|operator|effect|get|set)[\"']?[ \t]*[:=]")
# a shell's next assignment where a value would stand (MYSQL_PASSWORD= FILTER=integration npm test):
# the name was handed nothing (the key reader asks it too)
_NEXT_ASSIGNMENT = lazy(r"[A-Z_][A-Z0-9_]*=")


def _not_an_assignment(text: str, match: re.Match[str], name: str, name_start: int, value: str) -> bool:
    """Where the assignment rule's match is no name handed a value: a lookup's key beside its
    value or operator, or a shell name handed nothing before the next one (``PASSWORD= FILTER=x``).
    (A reference's default, ``${MYSQL_PASS:V}``, is still a value: the batches hold real ones; its
    alternative, ``${GITLAB_ROOT_PASSWORD:+GITLAB_ROOT_PASSWORD=$GITLAB_ROOT_PASSWORD}``, is the text
    put in when the variable is set, no value.)"""
    if text.endswith("${", 0, name_start) and text.startswith(":+", match.end("w")):
        return True
    if name.lower() == "key" and _LOOKUP_SIBLING.match(text, match.end()) is not None:
        return True
    between = text[match.end("w"):match.start("v")]
    return between.endswith(" ") and between.strip(" \t\"'") == "=" and _NEXT_ASSIGNMENT.match(value) is not None


def _accept_assignment(text: str, match: re.Match[str], value: str) -> bool:
    name = _assigned_name(text, *match.span("w"))
    name_start = match.end("w") - len(name)
    if _not_an_assignment(text, match, name, name_start, value) or test_verdict(text, name, match.start("v"), match.end("v")):
        return False
    if match.group("w").lower() in ("signature", "sig") and not text.endswith(("?", "&"), 0, name_start):
        return False  # a signature grants access in a signed URL's query; elsewhere it is a checksum
    if text[name_start - 1:name_start] in (" ", "\t") and _PUBLIC_LABEL.search(text, max(0, name_start - 40), name_start):
        return False
    whole = name + _NAME_TAIL.match(text, match.end("w")).group()  # GetSecret + Value
    return (names_a_secret(name) and (value_for(name, value) or _chosen_secret(text, match, name, value)
                                      or (word := key_word(name)) is not None and not word.weak
                                      and numeric_chosen_secret(word.entry, value))
            and not echoes_its_name(whole, value) and not _in_sealed_block(text, match.start())
            and not repeats_its_user(text, match.start("v"), value))  # (last: it reads the value's neighbourhood)


_SECRET_LITERAL = 6  # a chosen secret's letters from six (secret: 'ungit' is a word, CredData F)


def _chosen_secret(text: str, match: re.Match[str], name: str, value: str) -> bool:
    """A word quoted whole at a secret's own name (``secret: 'tdylpamhasj'``, ``opts.CookieSecret =
    "rriemiffpv"``, ``client_secret="azpppazuffqzgyjo"``): what someone chose as the secret,
    whatever its letters, as ``literal_password`` reads a password's (no word for what goes there,
    no placeholder, no default, no sample's words: ``someVerySecureString``); only a name whose
    last word is ``secret`` (a token's or a key's
    short word is code's: ``token="directory"``)."""
    if not match.group("q") or text[match.end("v"):match.end("v") + 1] != match.group("q") or len(value) < _SECRET_LITERAL:
        return False
    word = key_word(name)
    return (word is not None and (word.entry == "secret" or word.entry.endswith("-secret"))
            and literal_password(value, any_case=True, joined=False) and not sample_words(value))


_NAME_TAIL = lazy(r"\w*")


_SEALED = lazy(r"encryptedData|!vault|\$ANSIBLE_VAULT|kind:\s*SealedSecret", re.IGNORECASE)
# each of _SEALED's ways holds one of these, as lower() writes it (kind:\s*SealedSecret: sealedsecret)
_SEALED_WORDS = ("encrypteddata", "!vault", "$ansible_vault", "sealedsecret")
_last_sealed: tuple[str | None, bool] = (None, True)


def _may_hold_sealed(text: str) -> bool:
    """Whether ``_SEALED`` can match anywhere in *text*: one of its words is in the lower-cased
    text (kept for the last text: every value taken in a text asks). A character that the
    case-blind pattern reads as an ASCII letter and ``lower`` does not (``ſ`` for s) says yes."""
    global _last_sealed
    last = _last_sealed
    if last[0] is text:
        return last[1]
    lower = _lowered(text)
    found = not _folds_as_written(text) or any(word in lower for word in _SEALED_WORDS)
    _last_sealed = (text, found)
    return found


def _in_sealed_block(text: str, pos: int) -> bool:
    """Whether *pos* stands under a SealedSecret's ``encryptedData`` (ciphertext, safe to share)."""
    # (a search of up to 4,000 characters back for each value taken: most text holds no such
    # word, and the search cannot match where the text holds none)
    if not _may_hold_sealed(text) or _SEALED.search(text, max(0, pos - 4000), pos) is None:
        return False
    line_start = text.rfind("\n", 0, pos) + 1
    indent = len(text[line_start:pos]) - len(text[line_start:pos].lstrip(" "))
    # walk up the YAML parents: the first line less indented than this one
    end = line_start - 1
    while end > 0:
        start = text.rfind("\n", 0, end) + 1
        line = text[start:end]
        stripped = line.lstrip(" ")
        if stripped and len(line) - len(stripped) < indent:
            if stripped.startswith(("encryptedData", '"encryptedData"')):
                return True
            indent = len(line) - len(stripped)
            if indent == 0:
                return False
        end = start - 1
    return '"encryptedData"' in text[max(0, pos - 4000):pos] and "}" not in text[text.rfind('"encryptedData"', 0, pos):pos]


def _accept_named_only(text: str, match: re.Match[str], value: str) -> bool:
    """Group "n" names a secret; the rule's check alone judges the value (a key's bytes)."""
    return names_a_secret(match.group("n"))


def _accept_named(text: str, match: re.Match[str], value: str) -> bool:
    name = match.group("n")
    return names_a_secret(name) and value_for(name, value) and not inside_template(text, match.start())


_ESCAPED_HOST = lazy(r"[^/\s?#\"'<>@%]*%[0-9A-Fa-f]{2}")


def _accept_url_pair(text: str, match: re.Match[str], value: str) -> bool:
    """A URL's password with its user beside it: not the pair's picture (``sample_url_pair``)."""
    userinfo = text[match.start():match.start("v") - 1]
    user = userinfo[userinfo.find("://") + 3:].lstrip("[")
    if "%" in user and _ESCAPED_HOST.match(text, match.end("v") + 1) is not None:
        return False  # a URL parser's test of escapes, its user and its host escaped (us%40r:p%40ss@h%40st1): no DNS name holds one
    return not sample_url_pair(user, value)


_COOKIE = lazy(
    r"(?:\b(?:set-)?cookie\b[\"']?[ \t]*[:=][ \t]*[\"']?|(?<![\w-])(?:-b|--cookie)[ \t]+[\"']?)"
    r"(?P<body>[^\n\"'`]*?)(?=\b(?:set-)?cookie\b[ \t]*[:=]|[\n\"'`]|$)", re.IGNORECASE,
)
_COOKIE_PAIR = lazy(r"(?:^|;)[ \t]*(?P<n>[^=;\s]+)=(?P<v>[^;\s]*)")
# cookies that are not credentials: attributes, analytics, locale, CSRF, consent
_COOKIE_NOT = lazy("(?i)^(?:" + "|".join(_CONTEXT["cookies"]["not_secret"]) + ")$")


# _COOKIE tried where its openings stand, not at every place of the text (re cannot search for
# an alternation behind \b and a lookbehind in C): 0.6 ms a long text that names a cookie
_COOKIE_AT = AtOpenings(_COOKIE, ("set-cookie", "cookie", "-b", "--cookie"))


def _cookie_spans(text: str) -> Spans:
    """Every cookie value in a Cookie / Set-Cookie header or a curl ``-b``: a session is a
    credential. Attributes and well-known non-secret cookies (analytics, locale, CSRF) stay."""
    for m in _COOKIE_AT.finditer(text):
        body_start = m.start("body")
        for pair in _COOKIE_PAIR.finditer(m.group("body")):
            value = pair.group("v").strip('"')
            if not _COOKIE_NOT.match(pair.group("n")) and len(value) >= 12 and credential(value):
                yield body_start + pair.start("v"), body_start + pair.end("v")


# kind: Secret (YAML, flattened YAML or JSON); a SealedSecret is ciphertext and stays
# (asked only whether it occurs: it opens with its literal, which re searches for in C, and reads
# the \b before it back, not an optional quote and \b at every place: 7 ms of the agents' samples)
_K8S_KIND = lazy(r"kind(?<=\bkind)[\"']?[ \t]*:[ \t]*[\"']?Secret[\"']?(?![\w-])")
_K8S_DATA = lazy(r"(?m)^(?P<i>[ \t]*)(?:data|stringData):[ \t]*$")
_K8S_ENTRY = lazy(r"(?P<i>[ \t]+)[\"']?[\w.-]+[\"']?[ \t]*:[ \t]*" + _FRAGMENTS["value"])
_K8S_FLAT = lazy(r"\b(?:data|stringData):[ \t]+(?P<body>(?:[\w.-]+:[ \t]+[^\s;,\"]+[ \t]*)+)")
_K8S_FLAT_ENTRY = lazy(r"[\w.-]+:[ \t]+(?P<v>[^\s;,\"]+)")
_K8S_JSON = lazy(r"\"(?:data|stringData)\"[ \t]*:[ \t]*\{(?P<body>[^{}]*)\}")
_K8S_JSON_ENTRY = lazy(r"\"[\w.-]+\"[ \t]*:[ \t]*\"(?P<v>[^\"\\]+)\"")


# what a public certificate, public key or certificate request opens with, base64-encoded as a
# Secret's data holds it (kubernetes.io/tls keeps tls.crt and ca.crt beside tls.key)
_PUBLIC_OPENINGS = tuple(o.encode() for o in (
    "-----BEGIN CERTIFICATE", "-----BEGIN TRUSTED CERTIFICATE", "-----BEGIN X509 CRL", "-----BEGIN PUBLIC KEY",
    "-----BEGIN RSA PUBLIC KEY", "-----BEGIN NEW CERTIFICATE REQUEST", "-----BEGIN PGP PUBLIC KEY BLOCK",
    "ssh-rsa ", "ssh-ed25519 ", "ecdsa-sha2-", "ssh-dss "))


_ARMOUR_WORD = b"-----BEGIN "


def public_material(value: str) -> bool:
    """True when ``value`` is base64 of a certificate or a public key in its text form: what a
    Secret holds beside its private key, and no credential. The whole run is read: a bundle
    that holds a private key after its certificate (a PEM for HAProxy) is not public."""
    value = value.strip("\"' \t")
    if not value.startswith(("LS0tLS1CRUdJTi", "c3NoL", "ZWNkc2Et")):  # "-----BEGIN ", "ssh-", "ecdsa-"
        return False
    decoded = _decoded(value)
    if decoded is None or b"PRIVATE" in decoded:
        return False
    if decoded.startswith(_PUBLIC_OPENINGS):
        return True
    if _ARMOUR_WORD.startswith(decoded):
        # only the armour's first word, cut before it names what it holds (an elided README value,
        # LS0tLS1CRUdJTi.....0tLS0=, read up to its dots): no key material is shown
        return True
    # cut off inside its opening ("LS0tLS1CRUdJTiBDRVJUSUZJ..." in a README): public only when
    # what is shown is no private key's opening too
    return (len(decoded) > len(b"-----BEGIN ") and any(o.startswith(decoded) for o in _PUBLIC_OPENINGS)
            and not any(o.startswith(decoded) for o in _PRIVATE_OPENINGS))


# --------------------------------------------------------------------------
# Published: values their provider documents as public (engine.findings drops them)
# --------------------------------------------------------------------------

# Mapbox: a public token (pk.) is meant for client-side code, a secret one is sk.; the first
# part is base64 of '{"u":"' (the user)
_MAPBOX_PUBLIC = lazy(r"pk\.eyJ1Ijoi[A-Za-z0-9_-]+\.[A-Za-z0-9_-]{20,}")
_JWT_PAYLOAD = lazy(r"eyJ[A-Za-z0-9_-]+\.(?P<p>eyJ[A-Za-z0-9_-]+)\.[A-Za-z0-9_-]+")
# Firebase: an apiKey in a web app's firebaseConfig "is not secret" (it names the project), and
# so is the same key in an Android app's google-services.json (current_key) and an iOS app's
# GoogleService-Info.plist (API_KEY); the config's other members say which object it is
_FIREBASE_KEY_BEFORE = lazy(
    r"(?:(?:apiKey|current_key)[\"']?\s*[:=]\s*[\"'`]?|<key>API_KEY</key>\s*<string>)$")
_FIREBASE_MEMBERS = lazy(
    r"\b(?:authDomain|messagingSenderId|mobilesdk_app_id)[\"']?\s*[:=]|<key>(?:GOOGLE_APP_ID|GCM_SENDER_ID)</key>")
# a browser agent's key, which its page carries for every visitor: New Relic's browser license
# key (NRJS-), Datadog's client token (pub and 32 hex: "safe to expose client-side")
_BROWSER_KEY = lazy(r"NRJS-[0-9a-f]{19}|pub[0-9a-f]{32}")
# Algolia: a search-only API key is "safe to use in your frontend code" (the admin key is not):
# named so beside Algolia's name, or DocSearch's apiKey
_NAME_BEFORE = lazy(r"(?P<n>[\w.-]+)[\"']?\s*[:=]\s*[\"'`]?$")


def _jwt_part(body: str) -> dict[str, Any]:
    """A JWT's header or payload (base64url of a JSON object, unpadded), else ``{}``."""
    try:
        part = json.loads(base64.urlsafe_b64decode(body + "=" * (-len(body) % 4)))
    except (binascii.Error, ValueError):
        return {}
    return part if isinstance(part, dict) else {}


def _jwt_claims(value: str) -> dict[str, Any]:
    m = _JWT_PAYLOAD.fullmatch(value)
    return {} if m is None else _jwt_part(m.group("p"))


_JWT_HEADER = lazy(r"eyJ[A-Za-z0-9_-]+(?=\.)")


def _unsigned_jwt(value: str) -> bool:
    """A JWT whose header says ``"alg": "none"`` and that carries no signature: anyone can write
    one, so it grants nothing (RFC 7519's unsecured JWT, a test's expected output)."""
    if not value.endswith(".") or (m := _JWT_HEADER.match(value)) is None:
        return False
    return str(_jwt_part(m.group()).get("alg", "")).lower() == "none"


def _algolia_search_key(text: str, start: int) -> bool:
    name = _NAME_BEFORE.search(text, max(0, start - 80), start)
    if name is None:
        return False
    n = name.group("n").lower()
    before = text[max(0, start - 300):start].lower()
    # (a name that says admin or write is the admin key, search in it or not)
    return (("search" in n and "algolia" in before) or (n == "apikey" and "docsearch(" in before)) \
        and "admin" not in n and "write" not in n


class _PublicNamed(NamedTuple):
    value: re.Pattern[str]
    name: re.Pattern[str]
    call: re.Pattern[str]


@functools.cache
def _public_named_entries() -> tuple[_PublicNamed, ...]:
    """values.toml's [[public_named]]: Pusher's app key, Mixpanel's token, Shopify's storefront
    token (read the first time a value is asked about: the import parsed values.toml for it)."""
    return tuple(_PublicNamed(lazy(e["value"]), lazy(e["name"]), lazy("(?:" + e["call"] + r")\s*[\"'`]?$"))
                 for e in _data("values.toml")["public_named"])


_NOT_PUBLIC = lazy(r"secret|private|admin|write")
# the name a value stands at, or a label of up to three words (- **Site Key**: `V`)
_LABEL_BEFORE = lazy(r"(?P<n>[\w.-]+(?:[ \t]+[\w.-]+){0,2})[\"'*]*[ \t]*[:=][ \t]*[\"'`]?$")


def _public_named(text: str, start: int, value: str) -> bool:
    """A key its provider calls public, by its shape and the name it stands at (or the call it
    is given to); a name that also says secret, private, admin or write is not one."""
    entries = [e for e in _public_named_entries() if e.value.fullmatch(value)]
    if not entries:
        return False
    name = _LABEL_BEFORE.search(text, max(0, start - 80), start)
    n = "" if name is None else name.group("n").lower()
    if _NOT_PUBLIC.search(n):
        return False
    return any((n and e.name.search(n)) or e.call.search(text, max(0, start - 60), start) for e in entries)


_KEY_REACH = 8000  # how far a key's BEGIN line and END line are looked for around a piece of it


def abridged_key(text: str, start: int, end: int) -> bool:
    """Whether ``text[start:end]``, a piece of a private key, stands in a block whose body has a
    line that only says something was left out (``...``): a document's picture of a key with its
    middle cut, no key whole (each piece's own rule sees no more than its piece)."""
    begin = text.rfind("-----BEGIN", max(0, start - _KEY_REACH), end)
    if begin < 0:
        return False
    stop = text.find("-----END", max(begin + 10, start), min(len(text), end + _KEY_REACH))
    return stop >= 0 and _ELISION_LINE.search(text, begin, stop) is not None


def published(text: str, start: int, end: int) -> bool:
    """Whether ``text[start:end]`` is a value its provider documents as public, so no secret:
    a certificate or a public key (``public_material``), a Mapbox public token, a Supabase
    anon key (a JWT of role ``anon``: "safe to use in a browser" with row level security), a
    Firebase app's ``apiKey`` among its config's members (web, Android, iOS), an Algolia
    search-only key, a browser agent's key (New Relic, Datadog), a key values.toml's
    ``public_named`` knows by its shape and name (Pusher's app key, Mixpanel's token, Shopify's
    storefront token), a public key known by its bytes (``public_key_bytes``: VAPID, minisign).

    Not a Sentry DSN's key, which Sentry calls safe to keep public: this project's corpora
    count it a secret (tests/corpora/secrets-context.jsonl, batch 81)."""
    value = text[start:end]
    if value.startswith("pk.eyJ1"):
        return _MAPBOX_PUBLIC.fullmatch(value) is not None
    if value.startswith("eyJ"):
        if _unsigned_jwt(value):
            return True
        claims = _jwt_claims(value)
        return claims.get("iss") == "supabase" and claims.get("role") == "anon"
    if value.startswith("AIza"):
        return (_FIREBASE_KEY_BEFORE.search(text, max(0, start - 40), start) is not None
                and _FIREBASE_MEMBERS.search(text, max(0, start - 800), end + 800) is not None)
    if value.startswith(("NRJS-", "pub")):
        return _BROWSER_KEY.fullmatch(value) is not None
    if len(value) == 32 and all(c in "0123456789abcdef" for c in value) and _algolia_search_key(text, start):
        return True
    if _public_named(text, start, value) or public_key_bytes(value):
        return True
    return value.startswith(("LS0tLS1CRUdJTi", "c3NoL", "ZWNkc2Et")) and public_material(value)


def _k8s_value(value: str) -> bool:
    # (an elided value, LS0tLS1CRUdJTi.....0tLS0=, is a README's picture of one; replace-me and
    # base64-encoded-secret a manifest's picture: round 32)
    return (len(value) >= 4 and not starts_as_reference(value) and not_placeholder(value)
            and not names_a_placeholder(value) and not described_secret(value))


def _k8s_spans(text: str) -> Spans:
    """Every value under ``data`` / ``stringData`` of a ``kind: Secret`` (YAML or JSON), the
    key's name whatever it is (``DB_HOST`` too: a Secret holds what someone chose to hide); a
    certificate or a public key among them is dropped by ``published``, as any reader's is."""
    if _K8S_KIND.search(text) is None:
        return
    for block in _K8S_DATA.finditer(text):
        indent, pos = len(block.group("i")), block.end() + 1
        while pos < len(text):
            end = text.find("\n", pos)
            end = len(text) if end < 0 else end
            entry = _K8S_ENTRY.match(text, pos, end)
            if entry is None or len(entry.group("i")) <= indent:
                break
            if _k8s_value(entry.group("v")):
                yield entry.span("v")
            pos = end + 1
    for block in _K8S_FLAT.finditer(text):  # flattened to one line (a reply, a title)
        for entry in _K8S_FLAT_ENTRY.finditer(text, block.start("body"), block.end("body")):
            if _k8s_value(entry.group("v")):
                yield entry.span("v")
    for block in _K8S_JSON.finditer(text):
        for entry in _K8S_JSON_ENTRY.finditer(text, block.start("body"), block.end("body")):
            if _k8s_value(entry.group("v")):
                yield entry.span("v")


# what a rule of context_rules.toml names: its check, its test of a match, its reader of a block
_CHECKS: dict[str, Callable[[str], bool]] = {f.__name__: f for f in (
    not_placeholder, byte_list, credential, password_value, example_password, header_value, basic_credentials, basic_pair, url_password, url_token,
    bare_bearer, place_password)}
_ACCEPTS: dict[str, Callable[[str, re.Match[str], str], bool]] = {"assignment": _accept_assignment, "named": _accept_named,
                                                                   "named-only": _accept_named_only,
                                                                   "url-pair": _accept_url_pair}
# A heading that asks for or gives a login (data/context_rules.toml's [titled_pairs]), and under
# it, before the next heading, a line that is a user and a password alone: admin/V, `root` / V,
# It's admin / V; or the pair glued to words of a script written without spaces (默认的admin/V为何)
_TITLED = _CONTEXT["titled_pairs"]
_TITLE = lazy(r"(?m)^[ \t]*#{1,6}[ \t]+(?P<t>[^\n]{1,200})$")
_PAIR_LINE = lazy(r"(?mi)^[ \t]*(?:[-*][ \t]+)?(?:(?:" + "|".join(_TITLED["lead_words"]) + r")[ \t]+)?`?"
                        r"(?P<u>[A-Za-z0-9][\w.@-]{0,40})`?[ \t]*/[ \t]*`?(?P<v>[^\s`/]{4,64}?)`?[ \t]*[.,!]?[ \t]*$")
_PAIR_GLUED = lazy(r"(?<=[\u3040-\u30ff\u3400-\u9fff\uac00-\ud7af])(?P<u>[A-Za-z][\w.-]{0,30})/(?P<v>[\x21-\x2e\x30-\x7e]{4,64}?)"
                         r"(?=[\u3040-\u30ff\u3400-\u9fff\uac00-\ud7af])")
_TITLE_WORDS = lazy("|".join(_TITLED["title_words"]), re.IGNORECASE)


def _pair_password(value: str) -> bool:
    """A password given bare after its user: random-looking, or letters with digits or symbols
    mixed in (a word alone, feature/login-page, docs/README is a path's or a branch's part)."""
    return password_value(value) and (credential(value) or (
        re.search(r"[A-Za-z]", value) is not None and re.search(r"[\d\W_]", value) is not None
        and re.fullmatch(r"[A-Za-z]+[-_.][A-Za-z]+", value) is None))


def _titled_pair_spans(text: str) -> Spans:
    """The password of a bare user/password line under a heading that names a login."""
    if "/" not in text or "# " not in text:
        return
    titles = list(_TITLE.finditer(text))
    for n, title in enumerate(titles):
        if _TITLE_WORDS.search(title.group("t")) is None:
            continue
        stop = titles[n + 1].start() if n + 1 < len(titles) else len(text)
        for m in (*_PAIR_LINE.finditer(text, title.end(), stop), *_PAIR_GLUED.finditer(text, title.end(), stop)):
            if _pair_password(m.group("v")):
                yield (m.start("u") if credential(m.group("u")) else m.start("v")), m.end("v")


_FINDERS: dict[str, Callable[[str], Spans]] = {"cookie": _cookie_spans, "k8s": _k8s_spans,
                                               "titled-pairs": _titled_pair_spans}


def _on_marked_lines(pattern: re.Pattern[str], marks: tuple[str, ...] | re.Pattern[str],
                     check: Callable[[str], bool],
                     accept: Callable[[str, re.Match[str], str], bool] | None = None) -> Callable[[str], Spans]:
    """A context rule's scan (its group ``v``) run only on the lines that hold one of *marks* as
    written (``lines_with``): for a pattern every match of which is one line holding one. The
    same spans as ``Rule.find`` over the whole text, in order: each line is searched whole (``^``,
    ``$`` and a lookbehind read it as in the text), a value the check or the allow list rejects
    resumes the search just after its match's start, a value taken after its match's end. A
    pattern tried at every place of a long text (a line's start or a quote, then a name) is
    tried on a few lines (ppp-secrets: 17.7 ns a character of Crush's texts).

    *marks* may instead be a pattern (``lines_matching``): the lines where it matches, for a rule
    whose every match holds a match of it on its line and whose own opening ``re`` cannot search
    for in C (user-pair-login opens with any word: tried at each, 67 ms of Cline's 710; its
    separator and the value's opening, searched from ``[/:]``, cost 12).

    *accept*: the rule's own test of a match, as ``Rule.find`` asks it after the check (call-20
    opens with any name, tried at each word of a long text: its matches stand on a line that
    holds ``Some``, ``String``, ...)."""

    def find(text: str) -> Spans:
        starts: set[int] = set()
        if not isinstance(marks, tuple):
            found = marks.search(text)
            while found is not None:
                starts.add(text.rfind("\n", 0, found.start()) + 1)
                end = text.find("\n", found.end())
                found = None if end < 0 else marks.search(text, end + 1)
        for mark in marks if isinstance(marks, tuple) else ():
            at = text.find(mark)
            while at >= 0:
                starts.add(text.rfind("\n", 0, at) + 1)
                end = text.find("\n", at)
                at = -1 if end < 0 else text.find(mark, end + 1)
        for line in sorted(starts):
            end = text.find("\n", line)
            end = len(text) if end < 0 else end
            pos = line
            while (match := pattern.search(text, pos, end)) is not None:
                start, stop = match.span("v")
                value = match.group("v") or ""
                if (stop > start and check(value) and value not in _ALLOW_VALUES and _ALLOW_RE.search(value) is None
                        and not elided(text, stop, value) and (accept is None or accept(text, match, value))):
                    yield start, stop
                    pos = max(match.end(), match.start() + 1)
                else:
                    pos = match.start() + 1

    return find


def _context_rule(r: dict[str, Any]) -> Rule:
    finder = _FINDERS[r["finder"]] if "finder" in r else None
    if "lines_with" in r or "lines_matching" in r:  # (its regex, read on the lines that hold a mark)
        marks = lazy(r["lines_matching"]) if "lines_matching" in r else tuple(r["lines_with"])
        finder = _on_marked_lines(lazy(_expand(r["regex"], _FRAGMENTS)), marks,
                                  _CHECKS[r.get("check", "not_placeholder")], _ACCEPTS[r["accept"]] if "accept" in r else None)
    return Rule(
        id=r["id"], kind=r.get("kind", "secret-value"),
        pattern=None if finder else lazy(_expand(r["regex"], _FRAGMENTS)),
        keywords=tuple(k.lower() for k in r["keywords"]), group=r.get("group", 0 if finder else "v"),
        check=_CHECKS[r.get("check", "not_placeholder")], priority=r.get("priority", 40), family=r["family"],
        finder=finder, accept=_ACCEPTS[r["accept"]] if "accept" in r else None,
    )


#: The context rules, in the order of data/context_rules.toml.
CONTEXT_RULES: tuple[Rule, ...] = tuple(map(_context_rule, _CONTEXT["rules"]))
