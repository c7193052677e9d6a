"""The characters a regex's match can begin with, so a scan skips to them.

Python's ``re`` scans a pattern that opens with an alternation of words (``(?i:password|token)``)
or a bounded repeat position by position, trying the whole pattern at each. Given a lookahead
on the set of characters a match can begin with, it jumps to the next such character in C
instead: the context rules scan a text about three times as fast (bench/agents_ingest.py).
``quicken`` adds that lookahead where the set is small and certain and where it can save
anything, and returns the pattern unchanged anywhere else. It saves nothing, and costs a test at
every position, where ``re`` already skips on its own (a pattern that opens with a literal
prefix or one set of characters, which ``re`` searches for in C) or where the pattern's own
first test is one case-blind character (``(?i)lob...``): measured on 6,000 of
bench/redact.py's messages, a lookahead there made gitleaks' rules 2 to 12 times slower. It never changes what matches: the set is computed from the parsed
pattern, and every doubt (a class by category, a back-reference, a pattern that can match
empty) gives up.

The parser is ``re._parser``, the standard library's own (there is no public one).

``lazy`` makes a module's pattern (quickened or not) the first time it is used
(``LazyPattern``): the package's modules hold some 700, and a process reaches few of them.
"""

from __future__ import annotations

import functools
import re
from re import _compiler, _parser  # type: ignore[attr-defined]
from re import _constants as sre  # type: ignore[attr-defined]
from typing import Any

__all__ = ["WORD_RUN", "LazyPattern", "behind_after_first", "first_chars", "global_flags", "keyword_reach", "keyword_suffix", "lazy", "leading_run", "line_bound", "literal_starts", "needed_texts", "opens_at_boundary", "opens_cheaply", "quicken", "reach_after_opening", "run_suffix", "searched_in_c"]

#: more characters than this and the lookahead saves nothing
_MOST = 64
_GLOBAL_FLAGS = re.compile(r"\(\?[aiLmsux]+\)")


#: what ``literal_starts(..., word_runs=True)`` puts around the class of a run of characters (and
#: ``\s`` when blanks may follow it) that stands before a literal text: ``[A-Z]\w*Credential``
#: gives ``WORD_RUN + "[\\w]" + WORD_RUN + "Credential"``; a match begins inside that run
WORD_RUN = "\x00"


class _Unknown(Exception):
    """The pattern holds a construct whose first characters are not counted here."""


# what a compiled pattern is asked for: once it is made, each is the compiled pattern's own,
# set on the instance (a method found there is the builtin's, with no call of ours in between)
_PATTERN_METHODS = ("search", "match", "fullmatch", "finditer", "findall", "sub", "subn", "split", "scanner")


class LazyPattern:
    """``re.compile(pattern, flags)`` (and ``quicken`` of it when *quick*), made the first time it
    is used: the redact package holds about 700 patterns and a process reaches few of them (a
    hook's seal, a test's server, a short text's scrub), while compiling them all cost the
    package's import about 0.3 s of CPU. It answers as the compiled pattern does; ``check()``
    is the compiled pattern itself (for ``re``'s own functions and ``isinstance``). Two made at
    once in two threads make the same pattern twice: harmless. (No ``__getattr__``: a class with
    one has every attribute read through it, about 60 ns more a search.)"""

    def __init__(self, pattern: str, flags: int = 0, quick: bool = False) -> None:
        self._source, self._flags, self._quick = pattern, flags, quick
        # its text: the source as given, or a quickened pattern's once made
        self._text: str | None = None if quick else pattern

    def check(self) -> re.Pattern[str]:
        """The compiled pattern, made now if it was not."""
        made = self.__dict__.get("_made")
        if made is None:
            made = self._make()
            for name in _PATTERN_METHODS:
                setattr(self, name, getattr(made, name))
            if self._text is None:
                self._text = made.pattern
            self._made = made
        return made

    def _make(self) -> re.Pattern[str]:
        made = re.compile(self._source, self._flags)
        return quicken(made) if self._quick else made

    def quickened(self) -> LazyPattern:
        """This pattern as ``quicken`` makes it, also made when first used."""
        return self if self._quick else LazyPattern(self._source, self._flags, quick=True)

    @property
    def pattern(self) -> str:
        return self._text if self._text is not None else self.check().pattern

    @property
    def flags(self) -> int:
        return self.check().flags

    @property
    def groups(self) -> int:
        return self.check().groups

    @property
    def groupindex(self) -> Any:
        return self.check().groupindex

    def __eq__(self, other: object) -> bool:
        if isinstance(other, LazyPattern):
            return (self._source, self._flags, self._quick) == (other._source, other._flags, other._quick)
        return NotImplemented

    def __hash__(self) -> int:
        return hash((self._source, self._flags, self._quick))

    def __repr__(self) -> str:
        return f"LazyPattern({self._source!r}, {self._flags!r}{', quick=True' if self._quick else ''})"

    # before the first use (then the instance's own, the compiled pattern's, are found first)
    def search(self, *args: Any, **kwargs: Any) -> Any:
        return self.check().search(*args, **kwargs)

    def match(self, *args: Any, **kwargs: Any) -> Any:
        return self.check().match(*args, **kwargs)

    def fullmatch(self, *args: Any, **kwargs: Any) -> Any:
        return self.check().fullmatch(*args, **kwargs)

    def finditer(self, *args: Any, **kwargs: Any) -> Any:
        return self.check().finditer(*args, **kwargs)

    def findall(self, *args: Any, **kwargs: Any) -> Any:
        return self.check().findall(*args, **kwargs)

    def sub(self, *args: Any, **kwargs: Any) -> Any:
        return self.check().sub(*args, **kwargs)

    def subn(self, *args: Any, **kwargs: Any) -> Any:
        return self.check().subn(*args, **kwargs)

    def split(self, *args: Any, **kwargs: Any) -> Any:
        return self.check().split(*args, **kwargs)

    def scanner(self, *args: Any, **kwargs: Any) -> Any:
        return self.check().scanner(*args, **kwargs)


def lazy(pattern: str, flags: int = 0, quick: bool = False) -> Any:
    """A pattern compiled the first time it is used (``LazyPattern``): for a module's patterns,
    in place of ``re.compile`` (with *quick*, of ``quicken(re.compile(...))``)."""
    return LazyPattern(pattern, flags, quick)


@functools.lru_cache(maxsize=16)
def _parse(source: str, flags: int) -> Any:
    """The parsed pattern, kept for the few next asks: quicken asks ``first_chars``,
    ``searched_in_c`` and ``_skips_already`` of the same pattern in turn (at import, for every rule)."""
    return _parser.parse(source, flags)


def _blind_inside(icase: bool, av: Any) -> bool:
    """Whether a group (its SUBPATTERN arguments) is case-blind inside, given whether around it."""
    _group, add, remove, _sub = av
    return (icase or bool(add & re.IGNORECASE)) and not remove & re.IGNORECASE


def _cased(chars: set[str], icase: bool) -> set[str]:
    return {c for ch in chars for c in (ch, ch.lower(), ch.upper())} if icase else chars


def _sequence(items: Any, icase: bool) -> tuple[set[str], bool]:
    """(the characters the sequence can begin with, whether it can match empty)."""
    found: set[str] = set()
    for op, av in items:
        chars, empty = _item(op, av, icase)
        found |= chars
        if len(found) > _MOST:
            raise _Unknown
        if not empty:
            return found, False
    return found, True


def _item(op: Any, av: Any, icase: bool) -> tuple[set[str], bool]:
    if op is sre.LITERAL:
        return _cased({chr(av)}, icase), False
    if op is sre.IN:
        chars: set[str] = set()
        for kind, value in av:
            if kind is sre.LITERAL:
                chars.add(chr(value))
            elif kind is sre.RANGE and value[1] - value[0] <= _MOST:
                chars.update(map(chr, range(value[0], value[1] + 1)))
            else:  # a negated class, a category (\w, \d), a wide range
                raise _Unknown
        return _cased(chars, icase), False
    if op is sre.BRANCH:
        chars, empty = set(), False
        for branch in av[1]:
            more, can_be_empty = _sequence(branch, icase)
            chars |= more
            empty = empty or can_be_empty
        return chars, empty
    if op is sre.SUBPATTERN:
        return _sequence(av[3], _blind_inside(icase, av))
    if op in (sre.MAX_REPEAT, sre.MIN_REPEAT, getattr(sre, "POSSESSIVE_REPEAT", None)):
        low, _high, sub = av
        chars, empty = _sequence(sub, icase)
        return chars, empty or low == 0
    if op in (sre.AT, sre.ASSERT, sre.ASSERT_NOT):
        return set(), True  # zero width: the first character is the next item's
    raise _Unknown


def global_flags(source: str) -> str:
    """The global flags a regex opens with (``(?i)``), which must stay first: ``""`` if none."""
    lead = _GLOBAL_FLAGS.match(source)
    return lead.group() if lead else ""


def first_chars(pattern: re.Pattern[str]) -> frozenset[str] | None:
    """Every character a match of *pattern* can begin with, or None when that is not known or
    not small (the pattern can match empty, opens with ``\\w`` or ``.``)."""
    try:
        parsed = _parse(pattern.pattern, pattern.flags)
        chars, empty = _sequence(list(parsed), bool(parsed.state.flags & re.IGNORECASE))
    except (_Unknown, re.error, AttributeError, TypeError, ValueError):
        return None
    if empty or not chars or len(chars) > _MOST:
        return None
    return frozenset(chars)


def searched_in_c(pattern: re.Pattern[str]) -> bool:
    """Whether ``re`` jumps to where a match can begin on its own: the pattern opens with a
    literal prefix or one set of characters, which it searches for in C."""
    try:
        parsed = _parse(pattern.pattern, pattern.flags)
        flags = parsed.state.flags
        return bool(_compiler._get_literal_prefix(parsed, flags)[0] or _compiler._get_charset_prefix(parsed, flags))
    except (AttributeError, TypeError, ValueError, re.error):  # another Python's internals
        return False


def _skips_already(pattern: re.Pattern[str]) -> bool:
    """Whether ``re`` already jumps to where a match can begin (``searched_in_c``), or the
    pattern's own first test is as cheap as the lookahead would be."""
    if searched_in_c(pattern):
        return True
    parsed = _parse(pattern.pattern, pattern.flags)
    flags = parsed.state.flags
    items, icase, lead = list(parsed), bool(flags & re.IGNORECASE), False
    while items:
        op, av = items[0]
        if op in (sre.AT, sre.ASSERT, sre.ASSERT_NOT):
            items, lead = items[1:], True
        elif op is sre.SUBPATTERN:
            icase = _blind_inside(icase, av)
            items = list(av[3]) + items[1:]
        else:
            return op is sre.LITERAL and (icase or not lead)
    return False


def _group_end(source: str, at: int) -> int | None:
    """The index past the group that opens at ``source[at]`` (``(``), or None."""
    depth, i = 0, at
    while i < len(source):
        ch = source[i]
        if ch == "\\":
            i += 2
            continue
        if ch == "[":
            i = _class_end(source, i)
            continue
        if ch == "(":
            depth += 1
        elif ch == ")":
            depth -= 1
            if depth == 0:
                return i + 1
        i += 1
    return None


def _class_end(source: str, at: int) -> int:
    """The index past the character class that opens at ``source[at]`` (``[``)."""
    i = at + 1
    if source[i:i + 1] == "^":
        i += 1
    if source[i:i + 1] == "]":  # a "]" first is a member
        i += 1
    while i < len(source):
        if source[i] == "\\":
            i += 2
            continue
        if source[i] == "]":
            return i + 1
        i += 1
    return len(source)


#: more first characters than this and ``quicken`` does not move a lookbehind after them
_FEW_FIRST = 4
_META = frozenset(".^$*+?{}[]\\|()")
_REPEAT = re.compile(r"\+|\{(?P<low>\d+)(?P<comma>,(?P<high>\d*))?\}")


def _one_character(source: str) -> str | None:
    """The item *source* opens with when it reads one character and is written as one: a
    literal, an escaped punctuation mark or ``\\n``/``\\r``/``\\t``, a class in brackets."""
    if not source:
        return None
    if source[0] == "[":
        end = _class_end(source, 0)
        return source[:end] if source[end - 1] == "]" else None
    if source[0] == "\\":
        follows = source[1:2]
        return source[:2] if follows and (not (follows.isalnum() or follows == "_") or follows in "nrt") else None
    return None if source[0] in _META else source[0]


def behind_after_first(pattern: re.Pattern[str]) -> re.Pattern[str] | None:
    """*pattern*, which opens with lookbehinds and then one character (a literal, a class, or a
    repeat of one at least once), with the lookbehinds moved after that character, when ``re``
    then searches for it in C: ``(?<![\\w.-])[MNO][A-Za-z0-9]{23,25}...`` becomes
    ``[MNO](?<!(?:[\\w.-])[MNO])[A-Za-z0-9]{23,25}...``. The same matches at the same places:
    once the character is read, the lookbehind that also reads it back tests what stood before
    it, as the first did before it (at the text's start neither fits: a negative one holds, a
    positive one fails, in both). A pattern that opens with anything else (a lookbehind alone
    cannot be searched for: ``re`` tried every place, a lookahead before it too), or that is
    written verbosely, gives None."""
    source = pattern.pattern
    if not isinstance(source, str) or pattern.flags & re.VERBOSE:
        return None
    head = global_flags(source)
    if "x" in head:
        return None
    rest = source[len(head):]
    behinds: list[str] = []
    while rest.startswith(("(?<!", "(?<=")):
        end = _group_end(rest, 0)
        if end is None:
            return None
        behinds.append(rest[:end])
        rest = rest[end:]
    first = _one_character(rest)
    if not behinds or first is None:
        return None
    rest = rest[len(first):]
    repeat = _REPEAT.match(rest)
    if repeat is None and rest[:1] in ("*", "?", "{"):
        return None  # (may read nothing: no first character to search for)
    if repeat is not None:
        after = rest[repeat.end():]
        if after.startswith("+"):
            return None  # possessive
        low = 1 if repeat.group() == "+" else int(repeat["low"])
        if low < 1:
            return None
        if repeat.group() == "+":
            less = "*"
        elif repeat["comma"] is None:
            less = f"{{{low - 1}}}"
        elif not repeat["high"]:
            less = f"{{{low - 1},}}"
        else:
            less = f"{{{low - 1},{int(repeat['high']) - 1}}}"
        rest = first + less + after
    moved = "".join(f"{behind[:4]}(?:{behind[4:-1]}){first})" for behind in behinds)
    try:
        shifted = re.compile(head + first + moved + rest, pattern.flags)
    except re.error:
        return None
    if shifted.groups != pattern.groups or shifted.groupindex != pattern.groupindex or not searched_in_c(shifted):
        return None
    return shifted


def quicken(pattern: re.Pattern[str]) -> re.Pattern[str]:
    """*pattern*, opening with a lookahead on its first characters when they are known.

    The lookahead is case-blind whenever the pattern is anywhere case-blind, so a letter that
    folds to another script's (the Kelvin sign for ``k``) still begins a match: a wider set is
    safe, a narrower one is not.

    A pattern that opens with a lookbehind and then one character is given that character
    first instead (``behind_after_first``), which ``re`` searches for in C: a lookahead is
    tested at every place, as the lookbehind was (on Cline's and Crush's texts, Discord's token
    pattern searched in 23 ms with the lookahead, 12 so). Not where every match opens with a
    literal text of two or more characters: such a rule is tried where its keyword stands
    (``rules.Rule.anchored``) or its openings do, which reads far fewer places than any search;
    nor where it may open with more than ``_FEW_FIRST`` characters (a hex digit stands at most
    places of a text: Mailchimp's key, tried just before its ``-us``, read fewer)."""
    chars = first_chars(pattern)
    if (chars is not None and len(chars) <= _FEW_FIRST and not searched_in_c(pattern)
            and all(len(start) == 1 for start in literal_starts(pattern) or ())):
        shifted = behind_after_first(pattern)
        if shifted is not None:
            return shifted
    if chars is None or _skips_already(pattern):
        return pattern
    source = pattern.pattern
    head = global_flags(source)
    blind = "(?i:" if re.search(r"\(\?[aLmsux]*i", source) or pattern.flags & re.IGNORECASE else "(?:"
    members = "".join(re.escape(c) for c in sorted(chars))
    try:
        return re.compile(f"{head}(?={blind}[{members}]))(?:{source[len(head):]})", pattern.flags)
    except re.error:
        return pattern


_CLASS_CATEGORIES = {sre.CATEGORY_WORD: r"\w", sre.CATEGORY_DIGIT: r"\d"}


def _word_run(items: list[Any]) -> tuple[str, int] | None:
    """When *items* open with a class of ASCII letters, digits or ``_``, then a repeat of a class
    that holds ``\\w`` and no blank (``[\\w.:>$-]*``), then perhaps ``\\s*``: (the run's class as
    regex source, with ``\\s`` after it when the blanks follow; how many items that is). Every
    character from where such a way begins to what follows is then the run's, then blanks."""
    if len(items) < 2 or items[0][0] is not sre.IN or items[1][0] not in (sre.MAX_REPEAT, sre.MIN_REPEAT):
        return None
    if not all(kind is sre.LITERAL and (chr(v).isascii() and chr(v).isalnum() or chr(v) == "_")
               or kind is sre.RANGE and all(chr(c).isascii() and chr(c).isalnum() for c in range(v[0], v[1] + 1))
               for kind, v in items[0][1]):
        return None
    repeated = list(items[1][1][2])
    if len(repeated) != 1 or repeated[0][0] is not sre.IN:
        return None
    members = repeated[0][1]
    if (sre.CATEGORY, sre.CATEGORY_WORD) not in members:
        return None
    source = ""
    for kind, v in members:
        if kind is sre.CATEGORY and v in _CLASS_CATEGORIES:
            source += _CLASS_CATEGORIES[v]
        elif kind is sre.LITERAL and not chr(v).isspace():
            source += re.escape(chr(v))
        else:
            return None  # a blank, a negation, a range: not read here
    source, used = "[" + source + "]", 2
    if (len(items) > 2 and items[2][0] in (sre.MAX_REPEAT, sre.MIN_REPEAT) and items[2][1][0] == 0
            and list(items[2][1][2]) == [(sre.IN, [(sre.CATEGORY, sre.CATEGORY_SPACE)])]):
        source, used = source + r"\s", 3
    return source, used


# re's case-blind match of a character outside ASCII: ``unicode_tolower`` of both sides, and for
# the characters in ``_EXTRA_CASES`` (Cyrillic o and its old form, Greek sigma and final sigma, ...)
# more; absent (another Python), no character outside ASCII is read here, as before
_RE_LOWER = getattr(getattr(_compiler, "_sre", None), "unicode_tolower", None)
_EXTRA = getattr(_compiler, "_EXTRA_CASES", None)


def lowers_alike(ch: str) -> bool:
    """Whether a text's character matches *ch* case-blind in ``re`` exactly where ``str.lower``
    makes it ``ch.lower()``: *ch* lower-cases to one character outside ASCII (the Kelvin sign's
    ``k`` is read as before: not at all), the one ``re`` compares with, and neither is one of
    ``re``'s extra cases. A text of characters that lower-case to two is read
    by no opening (its offsets would move), so a word of such characters' openings is found in
    the text lower-cased wherever ``re`` matches it (``пароль``: its ``о`` has an old form, so
    ``пар`` is the opening; ``contraseña``: all of it)."""
    low = ch.lower()
    return (_RE_LOWER is not None and _EXTRA is not None and len(low) == 1 and not low.isascii()
            and _RE_LOWER(ord(ch)) == ord(low) and ord(ch) not in _EXTRA and ord(low) not in _EXTRA)


def _starts(items: list[Any], icase: bool, rest: list[tuple[list[Any], bool]], ascii_only: bool,
            word_runs: bool = False, fresh: bool = True) -> set[str]:
    """The literal text each way through *items* (then *rest*) begins with, up to its first item
    that is not one literal character (lower-cased where case-blind). With *word_runs*, a way
    that opens with a class of letters and a run (``\\w*``, ``[\\w.:-]*\\s*``) gives the literal text
    after them, marked ``WORD_RUN`` and the run's class (``_word_run``)."""
    if not items:
        return _starts(rest[0][0], rest[0][1], rest[1:], ascii_only, fresh=fresh) if rest else {""}
    op, av = items[0]
    if op in (sre.AT, sre.ASSERT, sre.ASSERT_NOT):
        return _starts(items[1:], icase, rest, ascii_only, word_runs, fresh)
    if op is sre.LITERAL:
        ch = chr(av)
        if icase and not ascii_only and not ch.isascii() and not lowers_alike(ch):
            return {""}  # the way's literal text ends before it (its first: no opening, None)
        ch = ch.lower() if icase else ch
        return {ch + tail for tail in _starts(items[1:], icase, rest, ascii_only, fresh=False)}
    if fresh and op in (sre.MAX_REPEAT, sre.MIN_REPEAT) and av[0] == 0 and av[1] == 1:
        # an optional part that opens a way ((?P<o>(?:my|your)[ \t]+)?PIN): the ways through it and
        # those past it (after a literal text, the text ends before it, as it did: api[ _-]?key is api)
        try:
            found = (_starts(list(av[2]) + items[1:], icase, rest, ascii_only, word_runs)
                     | _starts(items[1:], icase, rest, ascii_only, word_runs))
        except _Unknown:
            return {""}  # too many ways: the literal text ends before the part, as it did
        return found if len(found) <= _MOST else {""}
    if op is sre.IN and len(av) <= 8 and all(kind is sre.LITERAL for kind, _ in av):
        # a few letters, as the parser writes (?:ghp|gho): gh[po]
        found = set().union(*(_starts([(sre.LITERAL, value), *items[1:]], icase, rest, ascii_only, fresh=fresh) for _, value in av))
        if len(found) > _MOST:
            raise _Unknown
        return found
    if op is sre.SUBPATTERN:
        return _starts(list(av[3]), _blind_inside(icase, av), [(items[1:], icase), *rest], ascii_only, word_runs, fresh)
    if op is sre.BRANCH:
        found: set[str] = set()
        for branch in av[1]:
            found |= _starts(list(branch), icase, [(items[1:], icase), *rest], ascii_only, word_runs, fresh)
            if len(found) > _MOST:
                raise _Unknown
        return found
    if word_runs and (run := _word_run(items)) is not None:
        tails = _starts(items[run[1]:], icase, rest, ascii_only, fresh=False)
        if "" in tails:
            raise _Unknown  # no literal after the run: nothing to find it by
        run_class = f"(?i:{run[0]})" if icase and not run[0].endswith(r"\s") else run[0]
        if icase and run[0].endswith(r"\s"):
            run_class = f"(?i:{run[0][:-2]})" + r"\s"
        return {WORD_RUN + run_class + WORD_RUN + tail for tail in tails}
    return {""}


def literal_starts(pattern: re.Pattern[str], longest: int = 40, word_runs: bool = False,
                   optional: bool = True) -> frozenset[str] | None:
    """The literal texts (lower-cased where case-blind, cut at *longest*) one of which begins every
    match of *pattern* (``(?<!\\w)(?:ghp|gho)_...``: ``ghp_``, ``gho_``), or None when a way through
    it begins with no literal text or that is not known. With *word_runs*, for a pattern that
    opens with ``\\b``: a way that opens with a class of letters and a run of a class holding
    ``\\w`` (``[A-Z]\\w*Credential``, ``[A-Za-z_][\\w.:>$-]*\\s*\\(``) gives the literal text after
    them, marked ``WORD_RUN`` and the run's class (every such match begins inside the run, and
    its blanks, that reaches that text). Where a way opens with an optional part, it has no
    literal text; then, with *optional*, such a part is read both ways (``(?:my[ \t]+)?PIN``:
    ``my``, ``pin``), after a literal text never (``api[ _-]?key`` opens with ``api``)."""
    word_runs = word_runs and opens_at_boundary(pattern) != 0
    try:
        parsed = _parse(pattern.pattern, pattern.flags)
        flags = parsed.state.flags
        found = _starts(list(parsed), bool(flags & re.IGNORECASE), [], bool(flags & re.ASCII), word_runs, False)
        if optional and (not found or "" in found):
            found = _starts(list(parsed), bool(flags & re.IGNORECASE), [], bool(flags & re.ASCII), word_runs, True)
    except (_Unknown, RecursionError, re.error, AttributeError, TypeError, ValueError):
        return None
    if not found or "" in found:
        return None
    # (a run's class stays whole: only the literal text after it is cut)
    return frozenset(start[:start.rfind(WORD_RUN) + 1 + longest] if start.startswith(WORD_RUN) else start[:longest]
                     for start in found)


def opens_at_boundary(pattern: re.Pattern[str]) -> int:
    """Whether every match of *pattern* begins where ``\\b`` holds (it opens with one, after
    lookaheads, in groups that are not alternations): 0 no; 1 a word is Unicode's; 2 ASCII's
    (``re.ASCII``). A start between two word characters, or two others, is then no start."""
    try:
        parsed = _parse(pattern.pattern, pattern.flags)
        flags = parsed.state.flags
    except (re.error, AttributeError, TypeError, ValueError):
        return 0
    items = list(parsed)
    while items:
        op, av = items[0]
        if op is sre.ASSERT and av[0] == 1:  # a lookahead: zero width, \\b still at the start
            items = items[1:]
        elif op is sre.SUBPATTERN:
            items = list(av[3])
        elif op is sre.AT and av is sre.AT_BOUNDARY:
            return 0 if flags & re.LOCALE else 2 if flags & re.ASCII else 1
        else:
            return 0
    return 0


def opens_cheaply(pattern: re.Pattern[str]) -> bool:
    """Whether ``re``'s own first test at a place is one character's (or it searches in C):
    trying a rule's few openings where they occur saves nothing then (``rules.Rule.openings``)."""
    return _skips_already(pattern)


#: a reach longer than this tries too many places for each keyword to beat the search
_REACH_MOST = 40


def keyword_reach(pattern: re.Pattern[str], keywords: tuple[str, ...]) -> tuple[str, int] | None:
    """(keyword, reach) when every match of *pattern* holds *keyword* (lower-cased) at most
    *reach* characters after its start: the pattern opens with items of bounded width, then the
    keyword's text as literals (``\\b[A-Za-z][A-Za-z0-9+.-]{1,30}://``: ``://`` within 31).
    A match can then begin only within *reach* before one of its occurrences."""
    try:
        parsed = _parse(pattern.pattern, pattern.flags)
    except (re.error, AttributeError, TypeError, ValueError):
        return None
    items, reach = list(parsed), 0
    while items:
        op, av = items[0]
        if op is sre.SUBPATTERN:  # a group's items stand in its place
            items = list(av[3]) + items[1:]
            continue
        if op is sre.LITERAL:
            run = ""
            for op2, av2 in items:
                if op2 is not sre.LITERAL:
                    break
                run += chr(av2)
            for keyword in keywords:
                if run.lower().startswith(keyword):
                    return keyword, reach
        if op in (sre.ASSERT, sre.ASSERT_NOT, sre.AT):
            width = 0  # zero width
        else:
            try:
                width = _parser.SubPattern(parsed.state, [items[0]]).getwidth()[1]
            except (AttributeError, TypeError, ValueError):
                return None
        reach += width
        if reach > _REACH_MOST:
            return None
        items = items[1:]
    return None


def _groups_used(items: Any, opened: set[int], used: set[int]) -> None:
    """The groups *items* open (capturing) and those they refer back to, however deep."""
    for op, av in items:
        if op is sre.SUBPATTERN:
            if av[0] is not None:
                opened.add(av[0])
            _groups_used(av[3], opened, used)
        elif op is sre.GROUPREF:
            used.add(av)
        elif op is sre.GROUPREF_EXISTS:
            used.add(av[0])
            for branch in av[1:]:
                if branch is not None:
                    _groups_used(branch, opened, used)
        elif op is sre.BRANCH:
            for branch in av[1]:
                _groups_used(branch, opened, used)
        elif op in (sre.MAX_REPEAT, sre.MIN_REPEAT, sre.POSSESSIVE_REPEAT):
            _groups_used(av[2], opened, used)
        elif op in (sre.ASSERT, sre.ASSERT_NOT, sre.ATOMIC_GROUP):
            _groups_used(av[1] if op is not sre.ATOMIC_GROUP else av, opened, used)


def _literal_run(lists: list[Any]) -> str:
    """The literal characters *lists* (items, then what follows them) open with, read on across
    a group's end as ``keyword_reach`` reads them (it takes a group's items in its place)."""
    run = ""
    for items in lists:
        for op, av in items:
            if op is not sre.LITERAL:
                return run
            run += chr(av)
    return run


def keyword_suffix(pattern: re.Pattern[str], keyword: str) -> re.Pattern[str] | None:
    """The part of *pattern* from the literal text that opens with *keyword* (the one
    ``keyword_reach`` finds, walking the same way) to its end, compiled: every match of *pattern*
    holds that literal at an occurrence of *keyword*, and this part matches there (``\\b[A-Za-z]
    [A-Za-z0-9+.-]{1,30}://...:(?P<v>...)@``: from ``://`` on). Where it does not match at an
    occurrence, no start within the reach before it can match (most URLs hold no userinfo).

    The groups the walk enters keep their flags around the rest of their items (a case-blind
    group stays case-blind) and lose their capture, so a part that refers back to a group it does
    not open gives None; so does anything not read here."""
    try:
        parsed = _parse(pattern.pattern, pattern.flags)
        items, frames = list(parsed), []
        while True:
            if not items:
                if not frames:
                    return None
                items = frames.pop()[2]  # the group's items are read: on with what follows it
                continue
            op, av = items[0]
            if op is sre.SUBPATTERN:
                frames.append((av[1], av[2], items[1:]))
                items = list(av[3])
                continue
            if op is sre.LITERAL and _literal_run([items, *(frame[2] for frame in reversed(frames))]).lower().startswith(keyword):
                break
            items = items[1:]
        return _compiled_rest(parsed, items, frames, pattern.flags)
    except (re.error, AttributeError, TypeError, ValueError, IndexError, RecursionError):
        return None


def run_suffix(pattern: re.Pattern[str]) -> re.Pattern[str] | None:
    """For a pattern whose one way in opens with a run of word characters (``_word_run``:
    ``\\b[A-Za-z_][\\w.:>$-]*\\s*\\(...``, a call by any name): the pattern after the run, compiled,
    which matches where the literal after the run stands in every match (``(`` then a quoted host
    and a user, for call-16: most parentheses open no such call). None when something else comes
    first, or a way in branches before the run (each way would have its own rest)."""
    try:
        parsed = _parse(pattern.pattern, pattern.flags)
        items, frames = list(parsed), []
        while True:
            if not items:
                return None
            op, av = items[0]
            if op is sre.SUBPATTERN:
                frames.append((av[1], av[2], items[1:]))
                items = list(av[3])
                continue
            if op in (sre.AT, sre.ASSERT, sre.ASSERT_NOT):
                items = items[1:]
                continue
            run = _word_run(items)
            if run is None:
                return None
            return _compiled_rest(parsed, items[run[1]:], frames, pattern.flags)
    except (re.error, AttributeError, TypeError, ValueError, IndexError, RecursionError):
        return None


def _compiled_rest(parsed: Any, rest: list, frames: list, flags: int) -> re.Pattern[str] | None:
    """*rest*, the items after a point of a parsed pattern, inside the groups the walk to that
    point entered (*frames*: each group's flags and the items after it), compiled; None when it
    refers back to a group it does not open."""
    for add, remove, after in reversed(frames):
        rest = [(sre.SUBPATTERN, (None, add, remove, _parser.SubPattern(parsed.state, rest))), *after]
    opened: set[int] = set()
    used: set[int] = set()
    _groups_used(rest, opened, used)
    if not used <= opened:
        return None
    return _compiler.compile(_parser.SubPattern(parsed.state, rest), flags)


def _class_chars(items: Any) -> set[str] | None:
    """The characters a class of literals and ranges holds (at most 512), else None."""
    chars: set[str] = set()
    for kind, value in items:
        if kind is sre.LITERAL:
            chars.add(chr(value))
        elif kind is sre.RANGE and value[1] - value[0] < 512:
            chars.update(map(chr, range(value[0], value[1] + 1)))
        else:
            return None
        if len(chars) > 512:
            return None
    return chars


def leading_run(pattern: re.Pattern[str]) -> tuple[re.Pattern[str], re.Pattern[str]] | None:
    """For a pattern that opens with a name read as a run, with no ``\\b`` before it
    (``(?P<n>[A-Za-z_]\\w*)...``: a letter, then any word characters), case-sensitive:
    ``(first, skipping)``, *first* the opening class and *skipping* the pattern behind a
    lookbehind that no *first* character stands before the start.

    A start right after a *first* character is never where a search finds the pattern: the start
    before it reads the same run to the same end, and the rest of the pattern then reads the same
    text (nothing refers back to the name), so it matched there first. Without the lookbehind,
    ``re`` tries every place of a long run and reads the run to its end from each: a base64 blob
    of 10,000 characters cost 30 ms (call-20). A search must begin at a place whose character
    before is tried, or is no *first* character (``Rule.find`` tries that place alone first).
    None for any other pattern."""
    try:
        parsed = _parse(pattern.pattern, pattern.flags)
        flags = parsed.state.flags
        if flags & (re.IGNORECASE | re.LOCALE):
            return None
        items, lookaheads, entered = list(parsed), [], set()
        while items and items[0][0] in (sre.ASSERT, sre.SUBPATTERN):
            op, av = items[0]
            if op is sre.ASSERT:
                if av[0] != 1 or len(av[1]) != 1 or av[1][0][0] is not sre.IN:
                    return None
                lookaheads.append(av[1][0][1])
                items = items[1:]
            else:
                if av[1] or av[2]:
                    return None  # flags scoped to the group
                if av[0] is not None:
                    entered.add(av[0])
                items = list(av[3])
        if len(items) < 2 or items[0][0] is not sre.IN or items[1][0] is not sre.MAX_REPEAT:
            return None
        low, high, repeated = items[1][1]
        repeated = list(repeated)
        if low != 0 or high is not sre.MAXREPEAT or len(repeated) != 1 or repeated[0][0] is not sre.IN:
            return None
        first_chars_ = _class_chars(items[0][1])
        if not first_chars_:
            return None
        run = _compiler.compile(_parser.SubPattern(parsed.state, [repeated[0]]), flags)
        classes = [run] + [_compiler.compile(_parser.SubPattern(parsed.state, [(sre.IN, a)]), flags) for a in lookaheads]
        if not all(c.fullmatch(ch) for ch in first_chars_ for c in classes):
            return None  # a first character the run, or the lookahead, does not read
        opened: set[int] = set()
        used: set[int] = set()
        _groups_used(list(parsed), opened, used)
        if used & entered:
            return None
        first = _compiler.compile(_parser.SubPattern(parsed.state, [items[0]]), flags)
        behind = (sre.ASSERT_NOT, (-1, _parser.SubPattern(parsed.state, [items[0]])))
        skipping = _compiler.compile(_parser.SubPattern(parsed.state, [behind, *parsed]), pattern.flags)
        return first, skipping
    except (re.error, AttributeError, TypeError, ValueError, IndexError, RecursionError):
        return None


# a pattern that opens with a word (or a group of words) and then reads on to anywhere before a
# stop character: ``\bcurl\b(?:.*|.*(?:[\r\n]{1,2}.*){1,5})`` ("." stops at a line break, the
# next lines too read from one start as from the next), ``\bsed\b[^\n|;&]*?``
_REACH_ON = re.compile(
    r"^(?:\(\?=\(\?\w*:\[[^\]]*\]\)\))?(?:\(\?:)?\\b(?P<words>\w+|\(\?:[\w|()?:-]+\))\\b"
    r"(?:(?P<dot>\(\?:\.\*\??\|\.\*\??\(\?:\[\\r\\n\]\{1,2\}\.\*\??\)\{1,5\}\))"
    r"|\[\^(?P<stops>(?:\\[nrt]|[^\]\\])+)\]\*\??)"
)
_ESCAPED_STOP = {"\\n": "\n", "\\r": "\r", "\\t": "\t"}


def reach_after_opening(pattern: re.Pattern[str]) -> tuple[re.Pattern[str], int, re.Pattern[str]] | None:
    """``(stops, most, opening)`` when every match of *pattern* opens with a word (``opening``, as
    the pattern reads it) of at most *most* characters and then reads on to any place before the
    first of *stops* (found by a search): where the opening is found and the pattern fails, it
    fails at every later start that lies *most* or more after it and before that stop, which
    ``Rule._tried_at`` skips. None for any other pattern."""
    found = _REACH_ON.match(pattern.pattern)
    if found is None or found["dot"] is not None and pattern.flags & re.DOTALL:
        return None
    # the opening must be every match's: no alternative beside it at the top (``\bcurl\b.*X|Y``)
    top = [op for op, _arg in _parse(pattern.pattern, pattern.flags) if op is not sre.ASSERT]
    if not top or top[0] is sre.BRANCH:
        return None
    if found["dot"] is not None:
        stops = "\n"
    else:
        stops = re.sub(r"\\[nrt]", lambda m: _ESCAPED_STOP[m.group()], found["stops"])
    opening = re.compile(r"\b" + found["words"] + r"\b", pattern.flags)
    return re.compile("[" + re.escape(stops) + "]"), len(found["words"]), opening


# the line breaks a class by category may read (``\s``, ``\D``, ``\W``: each reads "\n")
_CATEGORIES_WITH_NL = frozenset(
    getattr(sre, name) for name in ("CATEGORY_SPACE", "CATEGORY_NOT_DIGIT", "CATEGORY_NOT_WORD", "CATEGORY_LINEBREAK",
                                    "CATEGORY_UNI_SPACE", "CATEGORY_UNI_NOT_DIGIT", "CATEGORY_UNI_NOT_WORD",
                                    "CATEGORY_UNI_LINEBREAK", "CATEGORY_LOC_NOT_WORD") if hasattr(sre, name))
_CATEGORIES_WITHOUT_NL = frozenset(
    getattr(sre, name) for name in ("CATEGORY_NOT_SPACE", "CATEGORY_DIGIT", "CATEGORY_WORD", "CATEGORY_NOT_LINEBREAK",
                                    "CATEGORY_UNI_NOT_SPACE", "CATEGORY_UNI_DIGIT", "CATEGORY_UNI_WORD",
                                    "CATEGORY_UNI_NOT_LINEBREAK", "CATEGORY_LOC_WORD") if hasattr(sre, name))
_NL = ord("\n")
# the zero-width tests that read no more than the characters on either side of a place
_LOCAL_ATS = frozenset((sre.AT_BOUNDARY, sre.AT_NON_BOUNDARY, sre.AT_UNI_BOUNDARY, sre.AT_UNI_NON_BOUNDARY,
                        sre.AT_LOC_BOUNDARY, sre.AT_LOC_NON_BOUNDARY, sre.AT_BEGINNING_LINE, sre.AT_END_LINE))


def _class_reads_nl(items: Any) -> bool:
    """Whether a class (its IN arguments) matches a line break."""
    negated = listed = False
    for kind, value in items:
        if kind is sre.NEGATE:
            negated = True
        elif kind is sre.LITERAL:
            listed = listed or value == _NL
        elif kind is sre.RANGE:
            listed = listed or value[0] <= _NL <= value[1]
        elif kind is sre.CATEGORY and value in _CATEGORIES_WITH_NL:
            listed = True
        elif not (kind is sre.CATEGORY and value in _CATEGORIES_WITHOUT_NL):
            raise _Unknown
    return listed != negated


def _one_character_on_either_side(items: Any) -> bool:
    """Whether a lookaround (its items) reads one character and no more, by class or literal:
    at a place of a line it reads the line's character or the line break beside it, which a piece
    of the text from the break before the line to the break after it holds."""
    items = list(items)
    if len(items) == 1 and items[0][0] is sre.SUBPATTERN and not items[0][1][1] and not items[0][1][2]:
        items = list(items[0][1][3])
    if len(items) == 1 and items[0][0] is sre.BRANCH:
        return all(_one_character_on_either_side(branch) for branch in items[0][1][1])
    return len(items) == 1 and items[0][0] in (sre.IN, sre.LITERAL, sre.NOT_LITERAL, sre.ANY)


def _within_a_line(items: Any, multiline: bool) -> None:
    """Raise ``_Unknown`` unless no way through *items* reads a line break or tests where the
    string begins or ends (``^`` and ``$`` only as a line's, under MULTILINE); lookarounds too."""
    for op, av in items:
        if op is sre.LITERAL:
            if av == _NL:
                raise _Unknown
        elif op is sre.NOT_LITERAL:
            if av != _NL:
                raise _Unknown
        elif op is sre.IN:
            if _class_reads_nl(av):
                raise _Unknown
        elif op is sre.ANY or op is sre.GROUPREF:
            pass  # ("." without DOTALL, checked once; a group's text, read within a line itself)
        elif op is sre.AT:
            if not (av in _LOCAL_ATS or multiline and av in (sre.AT_BEGINNING, sre.AT_END)):
                raise _Unknown
        elif op is sre.BRANCH:
            for branch in av[1]:
                _within_a_line(branch, multiline)
        elif op is sre.SUBPATTERN:
            _within_a_line(av[3], multiline)
        elif op in (sre.MAX_REPEAT, sre.MIN_REPEAT, getattr(sre, "POSSESSIVE_REPEAT", None)):
            _within_a_line(av[2], multiline)
        elif op in (sre.ASSERT, sre.ASSERT_NOT):
            if not _one_character_on_either_side(av[1]):
                _within_a_line(av[1], multiline)
        elif op is getattr(sre, "ATOMIC_GROUP", None):
            _within_a_line(av, multiline)
        elif op is sre.GROUPREF_EXISTS:
            for branch in av[1:]:
                if branch is not None:
                    _within_a_line(branch, multiline)
        else:
            raise _Unknown


def _holds_a_keyword(items: Any, keywords: tuple[str, ...]) -> bool:
    """Whether every match of *items* holds one of *keywords* in a run of its literal characters
    (ASCII, lower-cased): a run inside a group, a repeat of one or more, or every branch of an
    alternation counts; a run is read within one item list."""
    run = ""
    for op, av in items:
        if op is sre.LITERAL and av < 128:
            run += chr(av)
            if any(k in run.lower() for k in keywords):
                return True
            continue
        run = ""
        if op is sre.SUBPATTERN:
            found = _holds_a_keyword(av[3], keywords)
        elif op is sre.BRANCH:
            found = all(_holds_a_keyword(branch, keywords) for branch in av[1])
        elif op in (sre.MAX_REPEAT, sre.MIN_REPEAT, getattr(sre, "POSSESSIVE_REPEAT", None)):
            found = av[0] >= 1 and _holds_a_keyword(av[2], keywords)
        elif op is getattr(sre, "ATOMIC_GROUP", None):
            found = _holds_a_keyword(av, keywords)
        else:
            found = False
        if found:
            return True
    return False


def line_bound(pattern: re.Pattern[str], keywords: tuple[str, ...]) -> bool:
    """Whether every match of *pattern* lies within one line and holds one of *keywords* (ASCII,
    lower case) as written in the pattern (``(?m)^[ \\t]*https?://[^\\s\\"']+...`` and ``://``):
    then a match stands only on a line where the keyword pass found a keyword, and a search of
    each such line, with the line break on either side of it, finds what a search of the whole
    text finds there (``engine._on_keyword_lines``). Nothing it reads may read a line break: no
    ``\\s``, no negated class without ``\\n``, no ``\\A``, ``\\Z``, nor ``^`` or ``$`` without
    MULTILINE, no lookaround that does; a case-blind literal counts as its lower case only where
    the text has no character that re folds to an ASCII letter and lower() does not (the caller's
    test). Every doubt gives False."""
    ascii_keywords = tuple(k for k in keywords if k.isascii())
    if not ascii_keywords:
        return False
    try:
        parsed = _parse(pattern.pattern, pattern.flags)
        flags = parsed.state.flags
        if flags & re.DOTALL:
            return False
        _within_a_line(list(parsed), bool(flags & re.MULTILINE))
        return _holds_a_keyword(list(parsed), ascii_keywords)
    except (_Unknown, re.error, AttributeError, TypeError, ValueError, RecursionError):
        return False


def _needs(items: Any, icase: bool) -> list[tuple[frozenset[str], bool]]:
    """What every match of *items* holds: sets of texts (one of each set stands in the match),
    each with whether it is case-blind (then in lower case, ASCII only). A run of literal
    characters of one case-blindness is a text; a group, a repeat of one or more, an atomic group
    read inside; an alternation gives one set when each branch gives one (its longest)."""
    out: list[tuple[frozenset[str], bool]] = []
    run, run_blind = "", False
    for op, av in items:
        # (a case-blind character outside ASCII may match an ASCII one: ſ reads as s; no run holds it)
        if op is sre.LITERAL and not (icase and av >= 128):
            if run and run_blind != icase:
                out.append((frozenset((run.lower() if run_blind else run,)), run_blind))
                run = ""
            run, run_blind = run + chr(av), icase
            continue
        if run:
            out.append((frozenset((run.lower() if run_blind else run,)), run_blind))
            run = ""
        if op is sre.SUBPATTERN:
            out += _needs(av[3], _blind_inside(icase, av))
        elif op in (sre.MAX_REPEAT, sre.MIN_REPEAT, getattr(sre, "POSSESSIVE_REPEAT", None)):
            if av[0] >= 1:
                out += _needs(av[2], icase)
        elif op is getattr(sre, "ATOMIC_GROUP", None):
            out += _needs(av, icase)
        elif op is sre.BRANCH:
            picks = [_most_telling(_needs(branch, icase)) for branch in av[1]]
            if picks and all(p is not None for p in picks):
                blind = any(p[1] for p in picks)  # (a cased text, lower-cased, is in the lower-cased text too)
                out.append((frozenset(t.lower() if blind else t for p in picks for t in p[0]), blind))
    if run:
        out.append((frozenset((run.lower() if run_blind else run,)), run_blind))
    return out


def _most_telling(options: list[tuple[frozenset[str], bool]]) -> tuple[frozenset[str], bool] | None:
    """The set whose shortest text is longest (a cased one before a case-blind one of that length)."""
    return max(options, key=lambda o: (min(map(len, o[0])), not o[1]), default=None)


def needed_texts(pattern: re.Pattern[str], keywords: tuple[str, ...] = ()) -> tuple[frozenset[str], bool] | None:
    """Texts of which every match of *pattern* holds one, and whether they are case-blind (then
    lower case, to be looked for in the lower-cased text of an ASCII text, where lower() makes
    every character ``re`` folds to an ASCII letter that letter): the most telling such set in
    the parsed pattern (``SK[0-9a-fA-F]{32}``: ``SK``, cased; ``(?i)lob...``: ``lob``), or None.
    A text with none of them holds no match. A case-blind set that each of *keywords* (lower
    case) holds one of says nothing a keyword pass over the lower-cased text did not: left out.
    Lookarounds and conditionals are not read."""
    try:
        parsed = _parse(pattern.pattern, pattern.flags)
        options = _needs(list(parsed), bool(parsed.state.flags & re.IGNORECASE))
    except (re.error, AttributeError, TypeError, ValueError, RecursionError):
        return None
    return _most_telling([(texts, blind) for texts, blind in options
                          if not (blind and keywords and all(any(t in k for t in texts) for k in keywords))])
