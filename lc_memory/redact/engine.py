"""Secret scrubbing at the write boundary: finding and replacing.

This module owns one job: finding credentials in text and replacing them with
``[REDACTED:<kind>]`` before anything reaches a session file, journal.jsonl,
facts.jsonl, MEMORY.md, memory.db, an export or llm's log. It is pure: no I/O
after import, no state.

One engine, one pass, four families of rule (docs/secrets.md says which signal
decides, with an example of each):

* **providers**: gitleaks' default rule set (``gitleaks.py``: ``gitleaks.toml`` as it ships,
  its RE2 regexes translated to Python's ``re``) and our own (``rules.py``:
  ``secret_rules.toml``, stable marker kinds, Python-friendly boundaries);
* **structure**: private keys and JWTs (``rules.py``);
* **context**: a value is a secret because of where it stands (``rules.py``:
  ``context_rules.toml``); the value must also look like a credential (``checks.py``);
* **command context** lives in ``context.py``: it needs the message sequence.

Every rule's keywords feed one Aho-Corasick automaton (``ahocorasick_rs``, a DFA: this pass
is the scrub's largest single cost, and the DFA runs it at about 2.4 times pyahocorasick's
speed): one pass over the lower-cased text finds the keywords present, and only their rules run
(most text wakes few).

Matching runs on a normalised view of the text (``normalise.py``: escapes decoded,
format characters removed, compatibility forms folded, a token broken across lines
joined); every match is mapped back to the span of the *original* text, and only that
span is replaced.

There is no "looks random" heuristic alone: git SHAs, digests, UUIDs, integrity
hashes and fingerprinted asset names are ordinary things for a fact to mention.

``redact_secrets`` is idempotent: the marker matches no rule. What ``lc-memory redact
--explain`` shows is ``view.py``.
"""

from __future__ import annotations

import bisect
import collections
import functools
import itertools
import operator
import re
import threading
from dataclasses import dataclass, field
from typing import Any, NamedTuple

import ahocorasick_rs

from lc_memory.redact import gitleaks
from lc_memory.redact.automaton import Automaton, automaton, occurrences
from lc_memory.redact.checks import random_letters
from lc_memory.redact.commands import COMMAND_RULES
from lc_memory.redact.first_chars import lazy, line_bound, needed_texts, searched_in_c
from lc_memory.redact.keys import inside_a_word
from lc_memory.redact.keyvalue import KEY_RULES
from lc_memory.redact.normalise import Normalised, needs_normalising
from lc_memory.redact.rules import (_BOUNDARY, CONTEXT_RULES, PROVIDER_RULES, STRUCTURE_RULES, Rule, _folds_as_written, _lowered,
                                   abridged_key, published)

__all__ = ["FAMILIES", "KINDS", "RULES", "Finding", "Scrubbed", "find_secrets", "findings", "redact_joined",
           "redact_record", "redact_secrets", "redact_value"]

#: Every rule: our provider shapes, gitleaks', keys, the context families, then the key, block
#: and command readers of issue 33 (keyvalue.py, commands.py).
RULES: tuple[Rule, ...] = PROVIDER_RULES + gitleaks.RULES + STRUCTURE_RULES + CONTEXT_RULES + KEY_RULES + COMMAND_RULES

#: Every kind that can appear in a ``[REDACTED:<kind>]`` marker.
KINDS: tuple[str, ...] = tuple(dict.fromkeys(rule.kind for rule in RULES))

#: The context families, each with its rules (docs/secrets.md, tests/test_redact_context.py).
FAMILIES: dict[str, tuple[str, ...]] = {}
for _rule in STRUCTURE_RULES + CONTEXT_RULES + KEY_RULES + COMMAND_RULES:
    FAMILIES[_rule.family] = FAMILIES.get(_rule.family, ()) + (_rule.id,)


# --------------------------------------------------------------------------
# Finding and replacing
# --------------------------------------------------------------------------


class Finding(NamedTuple):
    """One secret: its marker kind, its span in the text as given, and the rule that took it."""

    kind: str
    start: int
    end: int
    rule: str
    family: str


class _Keywords(NamedTuple):
    """Every rule's keywords in one automaton, and for each keyword (by its index) the bit masks
    of the rules it wakes (bit i: rules[i]): wherever it occurs; only where it is not inside a
    lower-case word (``Rule.keywords_at_edges``); only where ``\\b`` holds at its start, as a
    word is Unicode's (``at_boundary[1]``) or ASCII's (``at_boundary[2]``).

    A rule is in ``at_boundary`` when it is ``anchored`` and opens with ``\\b`` (gitleaks'
    Vault token, ``\\b(hvs\\.|s\\.)...``, whose ``s.`` stands in every ``files.``): its
    scan is tried only at its keywords' starts where ``\\b`` holds (``Rule.find``), so a text
    where none does wakes it for nothing. Whether a rule is anchored is known once its pattern
    is compiled, which gitleaks' wait for until a text wakes them: a rule starts in
    ``anywhere`` and moves the first time it is woken (``_settle``). The masks are lists so it
    can; a rule is added to ``at_boundary`` before it leaves ``anywhere``, so a thread reading
    between the two wakes it, as before, never misses it."""

    automaton: Automaton  # (its ``bytes`` twin reads an ASCII text's bytes; each built when first read)
    words: tuple[str, ...]
    anywhere: list[int]
    at_edges: list[int]
    at_boundary: tuple[list[int], list[int], list[int]]
    placed: set[int]  # the keywords (by index) with a rule in at_edges or at_boundary

    @property
    def ascii(self) -> ahocorasick_rs.BytesAhoCorasick:
        """The same words, for an ASCII text's bytes."""
        return self.automaton.bytes


def _keyword_automaton(rules: tuple[Rule, ...]) -> _Keywords | None:
    by_keyword: dict[str, list[int]] = {}
    for i, rule in enumerate(rules):
        for keyword in rule.keywords:
            masks = by_keyword.setdefault(keyword, [0, 0])
            masks[rule.keywords_at_edges] |= 1 << i
    if not by_keyword:
        return None
    n = len(by_keyword)
    return _Keywords(automaton(by_keyword), tuple(by_keyword),
                     [m[0] for m in by_keyword.values()],
                     [m[1] for m in by_keyword.values()], ([0] * n, [0] * n, [0] * n),
                     {i for i, m in enumerate(by_keyword.values()) if m[1]})


@dataclass
class _Prefilter:
    rules: tuple[Rule, ...]
    keywords: _Keywords | None
    always: int  # the rules without a keyword
    woken: dict[int, list[Rule]]  # a mask seen before -> its rules
    settled: set[int] = field(default_factory=set)  # the rules _settle has looked at (by index)


# keyed by the identity of a rule tuple (RULES, or a test's tuple without one rule)
_PREFILTERS: dict[int, _Prefilter] = {}


def _prefilter(rules: tuple[Rule, ...]) -> _Prefilter:
    """The pre-filter of *rules*, built the first time they are asked for."""
    entry = _PREFILTERS.get(id(rules))
    if entry is None or entry.rules is not rules:
        always = sum(1 << i for i, r in enumerate(rules) if not r.keywords)
        entry = _PREFILTERS[id(rules)] = _Prefilter(rules, _keyword_automaton(rules), always, {})
    return entry


def _positions(found: list[tuple[int, int, int]], words: tuple[str, ...]) -> dict[str, list[int]]:
    """Where each keyword *found* (index, start, end) begins."""
    out: dict[str, list[int]] = {}
    for index, start, _end in found:
        out.setdefault(words[index], []).append(start)
    return out


_NOTHING: tuple[list[Rule], None, tuple[str, ...], None] = ([], None, (), None)
_INDEX = operator.itemgetter(0)  # a keyword found's index
# up to this many keywords found, _woken reads each in turn (a message of 180 characters finds a
# few: reading them in sets cost 0.2 us more a message); beyond, once a keyword
_FEW_FOUND = 24


def _placed(keywords: _Keywords, text: str, aligned: bool, index: int, start: int, end: int) -> int:
    """The rules keyword *index* wakes where it stands at *start*..*end*: those that want it at a
    word's edges or at a boundary (when offsets are not the text's, every one of them wakes)."""
    mask = 0
    at_edges = keywords.at_edges[index]
    _, unicode_edge, ascii_edge = keywords.at_boundary
    if at_edges and not (aligned and inside_a_word(text, start, end)):
        mask |= at_edges
    if unicode_edge[index] and not (aligned and _BOUNDARY[1].match(text, start) is None):
        mask |= unicode_edge[index]
    if ascii_edge[index] and not (aligned and _BOUNDARY[2].match(text, start) is None):
        mask |= ascii_edge[index]
    return mask


def _woken(text: str, rules: tuple[Rule, ...]) -> tuple[list[Rule], list[tuple[int, int, int]] | None, tuple[str, ...],
                                                      bytes | None]:
    """The rules whose keyword occurs in *text* (gitleaks' pre-filter), plus those without one;
    the keywords found, (index, start, end), or None when the lower-cased text's offsets are not
    the text's (a character that lower-cases to two); the keywords by index; an ASCII text's
    lower-cased bytes (else None)."""
    entry = _PREFILTERS.get(id(rules))
    if entry is None or entry.rules is not rules:
        entry = _prefilter(rules)
    mask = entry.always
    found: list[tuple[int, int, int]] | None = None
    keywords = entry.keywords
    low: bytes | None = None
    if keywords is not None:
        if text.isascii():  # (most text: bytes.lower() is str.lower() there, offset for offset)
            low = text.encode("ascii").lower()
            found = keywords.automaton.bytes.find_matches_as_indexes(low, overlapping=True)
            aligned = True
        else:
            lowered = _lowered(text)  # (kept: the rules and the key reader lower-case the same text)
            found = occurrences(keywords.automaton.text, lowered)
            aligned = len(lowered) == len(text)  # (no character lower-cases to nothing)
        if not found:
            if not mask:
                return _NOTHING  # (most text)
        else:
            anywhere, at_edges = keywords.anywhere, keywords.at_edges
            _, unicode_edge, ascii_edge = keywords.at_boundary
            placed_anywhere = keywords.placed
            if len(found) <= _FEW_FOUND:  # (most text: the sets below cost more than they save)
                for index, start, end in found:
                    mask |= anywhere[index]
                    if index in placed_anywhere:
                        mask |= _placed(keywords, text, aligned, index, start, end)
            else:
                # a keyword's rules that wake wherever it stands wake once, however often it
                # occurs (a long text holds thousands of "|" and "--"); only a keyword whose rules
                # wake at some places alone is read place by place, and no more once they all woke
                indexes = set(map(_INDEX, found))
                for index in indexes:
                    mask |= anywhere[index]
                placed = indexes & keywords.placed
                for index, start, end in found if placed else ():
                    if index not in placed:
                        continue
                    mask |= _placed(keywords, text, aligned, index, start, end)
                    bits = at_edges[index] | unicode_edge[index] | ascii_edge[index]
                    if mask & bits == bits:
                        placed.discard(index)
                        if not placed:
                            break
            if not aligned:
                found = None
    woken = entry.woken.get(mask)
    if woken is None:
        if len(entry.woken) > 4096:
            entry.woken.clear()
        woken = entry.woken[mask] = [rules[i] for i in _bits(mask)]
        _settle(entry, mask)
    return woken, found, keywords.words if keywords is not None else (), low


def _bits(mask: int) -> list[int]:
    """The indexes of *mask*'s set bits, lowest first: a text wakes about 9 of the 395 rules, and
    two loops over every rule (its woken list, ``_settle``) cost a mask first seen 110 us, 6 this
    way. A process's every new mask pays it (Cline's dev samples: 147 of them, 16 ms, 3% of their
    read; the bench's rounds after the first see none; issue 35)."""
    out = []
    while mask:
        low = mask & -mask
        out.append(low.bit_length() - 1)
        mask ^= low
    return out


def _settle(entry: _Prefilter, mask: int) -> None:
    """Move each rule of *mask* not looked at before into ``at_boundary`` when it belongs there
    (``_Keywords``); its pattern is compiled now, as the scan would."""
    keywords = entry.keywords
    if keywords is None:
        return
    for i in _bits(mask):
        if i in entry.settled:
            continue
        rule = entry.rules[i]
        entry.settled.add(i)
        if rule.keywords_at_edges or not rule.anchored() or not rule._boundary:
            continue
        bit = 1 << i
        for keyword in set(rule.keywords):
            k = keywords.words.index(keyword)
            keywords.at_boundary[rule._boundary][k] |= bit
            keywords.placed.add(k)
            keywords.anywhere[k] &= ~bit


_EDGE = frozenset("\"'`\\")
# a quote as a page's HTML writes it, at a value's edges as a quote is (normalise reads it as one)
_EDGE_ENTITIES = ("&quot;", "&#39;", "&apos;", "&#x27;", "&#34;", "&#x22;", "&#039;")
# a marker this engine writes: only its own kinds, so a secret written inside something shaped
# like one ("[REDACTED:xoxb-...]") is no marker and is not kept out of a rule's span
_MARKER = lazy(r"\[REDACTED:(?:" + "|".join(map(re.escape, sorted(KINDS, key=len, reverse=True))) + r")\]")
_MARKER_LONGEST = len("[REDACTED:]") + max(map(len, KINDS))


def _outside_markers(text: str, start: int, end: int) -> tuple[int, int]:
    """*start*, *end* moved out of any ``[REDACTED:...]`` marker they fall inside (a rule
    that reads ``%`` or ``:`` as a value's start would otherwise take a marker's tail, and the
    next pass would leave ``[REDACTED:[REDACTED:...]``); a span wholly inside one is empty. A
    span that holds whole markers keeps them: what lies around them may be a secret's rest. A
    span that is one marker and nothing else is empty: it was taken already (a PEM header's
    cut body, ``'[REDACTED:secret-value]`` once its quote is trimmed, would be found for ever)."""
    for marker in _MARKER.finditer(text, max(0, start - _MARKER_LONGEST), end + _MARKER_LONGEST):
        if marker.start() < start < marker.end():
            start = marker.end()
        if marker.start() < end < marker.end():
            end = marker.start()
        if marker.start() == start and marker.end() == end:
            return start, start
    return start, end


def _escapes(text: str, at: int) -> bool:
    """Whether the backslash at *at* escapes the character after it: an odd run of them ends there."""
    run = 0
    while at - run >= 0 and text[at - run] == "\\":
        run += 1
    return run % 2 == 1


# a JSON string's closing quote: unescaped, then what may follow a string in JSON
_CLOSING_QUOTE = lazy(r'"(?=\s*(?:[,:\]}]|$))')


def _string_closed(text: str, start: int, end: int) -> int:
    """*end*, or the first place in *start*..*end* where a JSON string closes (an unescaped ``"``
    before ``,``, ``:``, ``]``, ``}`` or the text's end): in escaped text a value rule reads the
    decoded view, where a string's closing quote and bracket can look like the value's rest
    (``\\u5bc6\\u7801\\u662fV"]``); a span past it would cut the JSON."""
    for m in _CLOSING_QUOTE.finditer(text, start, end):
        if m.start() > start and not (text[m.start() - 1] == "\\" and _escapes(text, m.start() - 1)):
            return m.start()
    return end


def _entities_off(text: str, start: int, end: int) -> tuple[int, int]:
    """*start*, *end* without the quotes written as HTML entities at either edge."""
    for entity in _EDGE_ENTITIES:
        if text.startswith(entity, start) and text.endswith(entity, start, end) and end - start > 2 * len(entity):
            return start + len(entity), end - len(entity)
    return start, end


def findings(text: str, rules: tuple[Rule, ...] = RULES) -> list[Finding]:
    """Every secret in *text* with the rule that took it, non-overlapping, in order (the
    ``Finding`` form of ``find_secrets``; *rules*: ``RULES``, or a test's tuple without one)."""
    found = _found(text, rules)
    return _again(text, found) if found else found


def _found(text: str, rules: tuple[Rule, ...]) -> list[Finding]:
    """``findings`` but for the values taken again elsewhere in the text (``_again``)."""
    if not text:
        return []
    view = Normalised(text) if needs_normalising(text) else None
    scanned = view.text if view else text
    woken, hits, words, low = _woken(scanned, rules)
    if not woken:
        return []  # (most text)
    candidates: list[tuple[int, int, int, Rule, str]] = []
    positions: dict[str, list[int]] | None = None
    marked = "[REDACTED:" in text
    short = len(scanned) <= _NEEDS_UP_TO
    for rule in woken:
        if short:
            needs = _NEEDS.get(id(rule))
            if needs is None or needs[0] is not rule:
                needs = _needs(rule)
            if needs[1] is not None and not _holds_a_needed_text(needs, scanned, low):
                continue  # (no match can stand in a text without one: twilio's SK in a text of "task")
        starts = None
        if hits and rule.anchored():  # its every match begins with a keyword: tried there only
            positions = positions if positions is not None else _positions(hits, words)
            if len(rule.keywords) == 1:  # (found in order: one keyword's starts are sorted)
                starts = positions.get(rule.keywords[0], [])
            else:
                starts = sorted({start for keyword in rule.keywords for start in positions.get(keyword, ())})
        spans = None
        if starts is None and hits and len(scanned) >= _LINES_FROM and _line_bound(rule):
            positions = positions if positions is not None else _positions(hits, words)
            spans = _on_keyword_lines(rule, scanned, positions)
        for span in spans if spans is not None else rule.find(scanned, starts):
            start, end = span[0], span[1]
            if view is not None:
                start, end = view.span(start, end)
            # quotes at the edges belong to the syntax around a value (a JSON string's own
            # quotes, which a rule that takes them would cut out of a logged reply)
            opened = start
            while start < end and text[start] in _EDGE:
                start += 1
            if start > opened and text[start - 1] == "\\" and _escapes(text, start - 1):
                start -= 1  # (the backslash of "\u8fd9" is the value's, not a quote's: kept out, it would escape the marker)
            while end > start and text[end - 1] in _EDGE:
                end -= 1
            if view is not None and end > start and text[end - 1] == ";" and text[start] == "&":
                start, end = _entities_off(text, start, end)
            if view is not None and end > start and '"' in text[start:end]:
                end = _string_closed(text, start, end)
            if marked:
                start, end = _outside_markers(text, start, end)
            if end > start and not published(text, start, end) and not (rule.kind == "private-key" and abridged_key(text, start, end)):
                # a reader names what fired (key:password, command:mysql -p); a regex rule, itself
                candidates.append((start, -(end - start), rule.priority, rule, span[2] if len(span) > 2 else rule.id))
    candidates.sort(key=lambda c: c[:3])
    found: list[Finding] = []
    last_end = -1
    for start, neg_len, _priority, rule, name in candidates:
        if start >= last_end:
            found.append(Finding(rule.kind, start, start - neg_len, name, rule.family))
            last_end = start - neg_len
        elif start - neg_len > last_end and found:
            # an overlapping longer claim (a key cut off inside a value): the span grows
            found[-1] = found[-1]._replace(end=start - neg_len)
            last_end = start - neg_len
    return found


#: A text this long or shorter runs a woken pattern rule only when it holds one of the texts the
#: rule's every match holds (``_NEEDS``). On a longer one the look for them costs about what it
#: saves (the dev samples' tool outputs: most hold them, and a search ``re`` makes in C is as quick):
#: a chat message's woken rule costs 1.5-4 us to set up and search, the look 0.1-0.3.
_NEEDS_UP_TO = 1024
# by id(rule): (the rule, the texts one of which its every match holds, as str and as ASCII bytes,
# or None; whether case-blind) (``first_chars.needed_texts``), as _LINE_BOUND keeps its answer
_NEEDS: dict[int, tuple[Rule, tuple[str, ...] | None, tuple[bytes, ...], bool]] = {}


def _needs(rule: Rule) -> tuple[Rule, tuple[str, ...] | None, tuple[bytes, ...], bool]:
    """*rule*'s entry in ``_NEEDS``, worked out now: a pattern rule's needed texts, but those its
    keywords say already (gitleaks' lob-api-key: ``lob``, not ``test`` of its keyword ``test_``)."""
    texts: tuple[str, ...] | None = None
    blind = False
    if rule.finder is None and rule.pattern is not None:
        # (the scan, as the rule's run compiles it: quicken's lookahead at its start is not read)
        compiled = rule.scan.check() if hasattr(rule.scan, "check") else rule.scan
        needs = needed_texts(compiled, rule.keywords) if isinstance(compiled, re.Pattern) else None
        if needs is not None:
            texts, blind = tuple(sorted(needs[0], key=len, reverse=True)), needs[1]
    entry = _NEEDS[id(rule)] = (rule, texts, tuple(t.encode() for t in texts if t.isascii()) if texts else (), blind)
    return entry


def _holds_a_needed_text(needs: tuple[Rule, tuple[str, ...] | None, tuple[bytes, ...], bool], text: str,
                         low: bytes | None) -> bool:
    """Whether *text* (*low*: its lower-cased bytes, when ASCII) holds one of a rule's needed
    texts (``_NEEDS``); a case-blind one is looked for in the lower-cased text, and only where
    lower() gives every character ``re`` folds to an ASCII letter that letter (else True)."""
    _rule, texts, ascii_texts, blind = needs
    wanted: tuple[str, ...] | tuple[bytes, ...]
    if not blind:
        haystack: str | bytes = text
        wanted = texts  # type: ignore[assignment]
    elif low is not None:
        haystack, wanted = low, ascii_texts
    elif not _folds_as_written(text):
        return True
    else:
        haystack, wanted = _lowered(text), texts  # type: ignore[assignment]
    for needed in wanted:  # (a loop, not any(): most rules need one text, and a generator cost more than its test)
        if needed in haystack:  # type: ignore[operator]
            return True
    return False


#: A text this long or longer is searched only on the lines that hold a keyword by a rule whose
#: every match lies within one line and holds its keyword (``_line_bound``); a shorter one whole.
_LINES_FROM = 2048
#: what searching one more piece of a text costs, as characters of the search it saves (a
#: generator, a slice, the rule's own set-up: about 2 us; a line-bound rule reads 10-30 ns a character)
_PIECE_COST = 256
# by id(rule): (the rule, whether it is line-bound), as _PREFILTERS keeps a tuple's pre-filter
_LINE_BOUND: dict[int, tuple[Rule, bool]] = {}


def _line_bound(rule: Rule) -> bool:
    """Whether *rule* is searched only on its keywords' lines in a long text: a pattern rule,
    not one ``re`` searches for in C nor one tried near its keywords already (``Rule.openings``,
    ``Rule.reach``), whose every match lies within one line and holds one of
    its keywords (``first_chars.line_bound``), and whose own test of a match reads no more than
    the match's line (none, or gitleaks' allowlists: ``reads_its_line``)."""
    known = _LINE_BOUND.get(id(rule))
    if known is None or known[0] is not rule:
        bound = False
        if rule.finder is None and rule.pattern is not None and rule.keywords and (
                rule.accept is None or getattr(rule.accept, "reads_its_line", False)):
            compiled = rule.scan.check() if hasattr(rule.scan, "check") else rule.scan
            # (a rule tried only near its keywords' openings or reach is not searched whole anyway)
            bound = (isinstance(compiled, re.Pattern) and not searched_in_c(compiled) and rule.openings() is None
                     and rule.reach() is None and line_bound(compiled, rule.keywords))
        known = _LINE_BOUND[id(rule)] = (rule, bound)
    return known[1]


def _on_keyword_lines(rule: Rule, text: str, positions: dict[str, list[int]]) -> list[tuple[Any, ...]] | None:
    """*rule*'s spans in *text* from a search of each run of lines that holds one of its keywords
    (a piece from the line break before it to the one after it, so ``^``, ``$``, ``\\b`` and a
    lookaround read what they read in the whole text), or None when the text is better searched
    whole (the pieces hold half of it or more, or are too many for what they leave out), or when a
    case-blind match could read a character that lower() does not make its keyword's."""
    if not _folds_as_written(text):
        return None
    at = sorted({start for keyword in rule.keywords for start in positions.get(keyword, ())})
    pieces: list[tuple[int, int]] = []
    for start in at:
        if pieces and start < pieces[-1][1]:
            continue  # (on a line of the piece before)
        a = max(text.rfind("\n", 0, start), 0)
        b = text.find("\n", start)
        b = len(text) if b < 0 else b + 1
        if pieces and a < pieces[-1][1]:
            pieces[-1] = (pieces[-1][0], b)
        else:
            pieces.append((a, b))
    covered = sum(b - a for a, b in pieces)
    if 2 * covered >= len(text) or len(pieces) * _PIECE_COST >= len(text) - covered:
        return None
    return [(span[0] + a, span[1] + a, *span[2:]) for a, b in pieces for span in rule.find(text[a:b])]


#: The fixpoint's later passes read a text only this far either side of each marker the pass
#: before put in, out to whole lines (``_findings_near``): what a marker can newly let a rule
#: see lies within one rule's reach of it. The widest reach in the rules is a value of up to
#: 4,096 characters (keyvalue's and prose's ``{1,4096}``, a PEM key's body, ``SCRUB_MARGIN``);
#: every other rule's context is a line or a few (a key, a flag, a label above a value), which
#: the whole lines take in. A value taken again elsewhere in the text is still sought in all of
#: it (``_again``). On the 72,165 equivalence texts every output is the whole-text fixpoint's
#: (1,615 later passes, 16 of them read as windows: 501,000 characters of 726,000), and on every
#: agent sample; Cline's and Crush's later passes 10 -> 5 ms (issue 35's fifth push).
AROUND_MARKER = 4096


def _windows(text: str, marks: list[tuple[int, int]]) -> list[tuple[int, int]]:
    """The parts of *text* within ``AROUND_MARKER`` of a marker's span in *marks* (in order),
    widened to whole lines, overlapping ones merged."""
    out: list[tuple[int, int]] = []
    for start, end in marks:
        a = text.rfind("\n", 0, max(0, start - AROUND_MARKER)) + 1
        b = text.find("\n", min(len(text), end + AROUND_MARKER))
        b = len(text) if b < 0 else b
        if out and a <= out[-1][1]:
            out[-1] = (out[-1][0], max(out[-1][1], b))
        else:
            out.append((a, b))
    return out


def _findings_near(text: str, marks: list[tuple[int, int]]) -> list[Finding]:
    """``findings`` for a pass of the fixpoint after the first: read only around the markers
    the pass before put in (``AROUND_MARKER``); the whole text when that is all of it."""
    windows = _windows(text, marks)
    if windows == [(0, len(text))]:
        return findings(text, RULES)
    found: list[Finding] = []
    for a, b in windows:
        found.extend(f._replace(start=f.start + a, end=f.end + a) for f in _found(text[a:b], RULES))
    return _again(text, found) if found else found


#: A value this long, once taken, is taken wherever it stands again in the same text.
REPEAT_MIN = 8


def sought_again(value: str) -> bool:
    """Whether a value a rule took is looked for where it stands again (``_again``, and the
    session-wide look of ``context``): ``REPEAT_MIN`` characters or more, not letters alone
    unless they read as no words (``random_letters``: 12 or more lower-case letters, four of
    their pairs rare: x11vnc -passwd V, then "log in using `V`")."""
    return len(value) >= REPEAT_MIN and (not value.isalpha() or random_letters(value))


def _again(text: str, found: list[Finding]) -> list[Finding]:
    """*found* and every other place its values stand in *text*, in order, non-overlapping.

    A rule takes a value where its key or command says so; the same characters again (a
    password and its confirmation, a token echoed into a later command, a value a tool prints
    back) have no key beside them, and are still that secret. Only values of ``REPEAT_MIN``
    characters or more are looked for: a short one is too likely to be an ordinary word. Nor
    one of letters alone: ``postgres://postgres:postgres@db``'s password is also the URL's
    scheme and user, and a word a rule took once stands as an ordinary word elsewhere (the
    session-wide look in context.py skips them too)."""
    values = {v: f for f in found if sought_again(v := text[f.start:f.end])}
    if not values:
        return found
    taken = [(f.start, f.end) for f in found]
    extra: list[Finding] = []
    for value, f in values.items():
        pos = text.find(value)
        while pos >= 0:
            end = pos + len(value)
            i = bisect.bisect_right(taken, (pos, len(text) + 1))
            if not ((i and taken[i - 1][1] > pos) or (i < len(taken) and taken[i][0] < end)):
                bisect.insort(taken, (pos, end))
                extra.append(f._replace(start=pos, end=end))
            pos = text.find(value, end)
    return sorted(found + extra, key=operator.attrgetter("start")) if extra else found


def find_secrets(text: str) -> list[tuple[str, int, int]]:
    """Return ``(kind, start, end)`` for every secret in *text*, non-overlapping, in order.

    Offsets are in *text* as given, even when the match was made through an
    escape, a format character or a line break. When two rules claim
    overlapping spans the earlier, then longer, then more specific one wins
    (``Authorization: Bearer sk-...`` is an ``openai-key``).
    """
    return [(f.kind, f.start, f.end) for f in findings(text, RULES)]


def _replace(text: str, spans: list[Finding] | list[tuple[str, int, int]]) -> str:
    out: list[str] = []
    pos = 0
    for kind, start, end, *_ in spans:
        out.append(text[pos:start])
        out.append(f"[REDACTED:{kind}]")
        pos = end
    out.append(text[pos:])
    return "".join(out)


def _marked(text: str, spans: list[Finding]) -> tuple[str, list[tuple[int, int]]]:
    """``_replace``, and where each marker it put in stands in the new text."""
    marks: list[tuple[int, int]] = []
    shift = 0
    for kind, start, end, *_ in spans:
        width = len(kind) + 11  # len("[REDACTED:]")
        marks.append((start + shift, start + shift + width))
        shift += width - (end - start)
    return _replace(text, spans), marks


def redact_secrets(text: str) -> str:
    """Replace every secret in *text* with ``[REDACTED:<kind>]``; idempotent.

    A value that is not a ``str`` is returned unchanged.
    """
    if not isinstance(text, str) or not text:
        return text
    clean = _CLEAN if _CLEAN.rules is RULES else _clean_texts()
    if text in clean:
        return text
    spans = findings(text, RULES)
    if not spans:  # (most text: the fixpoint's loop is not entered)
        if len(text) > SHORT:  # (a short text is remembered by _short): remember, inlined
            clean[text] = None
            clean.size += len(text)
            if clean.size > clean.LIMIT:
                clean.evict()
        return text
    text, marks = _marked(text, spans)
    for _ in range(3):  # a fixpoint: a key glued to another is seen once its neighbour is a marker
        spans = _findings_near(text, marks)  # (the markers the pass before put in)
        if not spans:
            if len(text) > SHORT:
                clean[text] = None
                clean.size += len(text)
                if clean.size > clean.LIMIT:
                    clean.evict()
            break
        text, marks = _marked(text, spans)
    return text


class _Clean(dict):
    """Texts the rules were just run on and found nothing in, newest last, up to ``LIMIT``
    characters in all. Ingest scrubs a session first and the store scrubs it again as it writes
    (scrub-first, scrub-last): the second pass over the same strings is a lookup.

    Full, it keeps its newest texts up to ``KEEP`` of the limit, in one go. A plain dict: its
    insert costs about 0.6 of an ``OrderedDict``'s (0.26 us against 0.44 for the bench's
    messages); evicting a plain dict's oldest text one at a time would scan the deleted slots
    at its front on every insert."""

    LIMIT = 16_000_000
    KEEP = 0.5  # of LIMIT, after an eviction
    # (slots: redact_secrets adds to size for every text it finds clean, and a slot is read and
    # written without the instance dictionary: 0.05-0.1 us a message of bench/redact.py's)
    __slots__ = ("rules", "size", "lock")

    def __init__(self, rules: tuple[Rule, ...]) -> None:
        super().__init__()
        self.rules, self.size, self.lock = rules, 0, threading.Lock()

    def remember(self, text: str) -> None:
        if len(text) <= SHORT or text in self:
            return  # a short text is remembered by _short
        # an insert is one step under the GIL; only evicting takes the lock (two threads adding
        # at once may miscount a text's length, which moves the limit by that much, no more)
        self[text] = None
        self.size += len(text)
        if self.size > self.LIMIT:
            self.evict()

    def evict(self) -> None:
        """Keep the newest texts, up to ``KEEP`` of the limit (in C: a Python loop over the
        texts would cost more than the inserts it saves)."""
        with self.lock:
            if self.size > self.LIMIT:
                self._keep_newest()

    def _keep_newest(self) -> None:
        texts = list(self)
        sizes = list(itertools.accumulate(map(len, reversed(texts))))  # the newest n texts' size
        n = bisect.bisect_right(sizes, self.LIMIT * self.KEEP)
        collections.deque(map(self.__delitem__, texts[:len(texts) - n]), maxlen=0)  # the oldest go
        self.size = sizes[n - 1] if n else 0


_CLEAN = _Clean(RULES)


def forget_scrubbed() -> None:
    """Empty the scrub's memos (a benchmark's round starts as a fresh process would)."""
    global _CLEAN
    _CLEAN = _Clean(RULES)
    _short.cache_clear()
    gitleaks.remembered_values_clear()


def _clean_texts() -> _Clean:
    """The memo of clean texts, emptied when the rules are not the ones it was filled under (a
    test that takes a rule out)."""
    global _CLEAN
    if _CLEAN.rules is not RULES:
        _CLEAN = _Clean(RULES)
    return _CLEAN


def redact_joined(parts: list[str]) -> list[str]:
    """Strings that may be one text split across fields (a reply's list of decisions): each
    is scrubbed, and so is what two neighbours say together, so a value whose context ended
    the field before is redacted in the field it stands in."""
    out = [redact_secrets(p) if isinstance(p, str) else p for p in parts]
    for i in range(len(out) - 1):
        a, b = out[i], out[i + 1]
        if not isinstance(a, str) or not isinstance(b, str) or not a or not b:
            continue
        cut = len(a) + 1
        # each alone is clean already: what the pair finds now, context in one and value in the
        # other, is replaced on both sides of the seam
        spans = findings(a + " " + b, RULES)
        if spans:
            out[i] = _replace(a, [(k, s, min(e, len(a))) for k, s, e, *_ in spans if s < len(a)])
            out[i + 1] = _replace(b, [(k, max(s, cut) - cut, e - cut) for k, s, e, *_ in spans if e > cut])
    return out


def redact_record(value: Any) -> Any:
    """``redact_value`` for a record about to be written: its strings are also read in order,
    two neighbours together (``redact_joined``), as one text split across fields."""
    leaves: list[str] = []

    def collect(v: Any) -> None:
        if isinstance(v, str):
            leaves.append(v)
        elif isinstance(v, dict):
            for item in v.values():
                collect(item)
        elif isinstance(v, (list, tuple)):
            for item in v:
                collect(item)

    collect(value)
    clean = iter(redact_joined(leaves))

    def rebuild(v: Any) -> Any:
        if isinstance(v, str):
            return next(clean)
        if isinstance(v, dict):
            return {k: rebuild(item) for k, item in v.items()}
        if isinstance(v, list):
            return [rebuild(item) for item in v]
        if isinstance(v, tuple):
            return tuple(rebuild(item) for item in v)
        return v

    return redact_value(rebuild(value))  # and the keys


class Scrubbed(str):
    """A text the scrub has read already: a message's content as ``redact_messages`` returned it,
    or a cut of one made by ingest's own cut functions (``ingest.base.outputs_finished``), made
    nowhere else. ``redact_value`` hands it back as it is: the store's scrub-last would read it
    again, and a cut of a scrubbed text is a new string, in no memo of clean texts (issue 35).
    The full text was read with more context than its cut: a rescan of a cut could only add
    what a fuller view judged no secret. A caller's own text is a plain ``str``, read as ever.
    Any operation on it (a slice, a join) gives a plain ``str`` again; ``json`` writes it as one."""

    __slots__ = ()


SHORT = 64  # a message's keys and small fields ("role", "tool_use", an id, a path) repeat


@functools.lru_cache(maxsize=8192)
def _short(text: str) -> str:
    """``redact_secrets`` for a short string, remembered: each message dict holds some thirty
    keys and small values, the same from one message to the next, and the rules are fixed."""
    return redact_secrets(text)


def redact_value(value: Any) -> Any:
    """A deep copy of a JSON value with every string scrubbed, dict keys included.

    Lists and tuples keep their type; numbers, booleans and None are returned as
    they are. Two keys that scrub to the same text are both kept, the later one
    with ``#2``, ``#3``... appended, so no entry is lost.
    """
    if isinstance(value, str):
        if type(value) is Scrubbed:
            return value  # read by the scrub already (a str typed so is made nowhere else)
        return _short(value) if len(value) <= SHORT else redact_secrets(value)
    if isinstance(value, dict):
        out: dict[Any, Any] = {}
        for key, item in value.items():
            # a string is scrubbed here, not in a call of its own: a message is a dict of some
            # thirty strings, most of them short and remembered (the call was half their cost)
            if type(key) is str:
                new_key = _short(key) if len(key) <= SHORT else redact_secrets(key)
            else:
                new_key = redact_value(key)
            if new_key in out and new_key != key:
                n = 2
                while f"{new_key}#{n}" in out:
                    n += 1
                new_key = f"{new_key}#{n}"
            if type(item) is str:
                out[new_key] = _short(item) if len(item) <= SHORT else redact_secrets(item)
            else:
                out[new_key] = redact_value(item)
        return out
    if isinstance(value, list):
        return [redact_value(item) for item in value]
    if isinstance(value, tuple):
        return tuple(redact_value(item) for item in value)
    return value
