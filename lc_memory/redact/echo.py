"""What a model's reply repeats of a scrubbed prompt: a value standing where the prompt has a marker.

The prompt a model reads is scrubbed: where a rule took a secret it holds ``[REDACTED:kind]``.
A reply that repeats a passage of the prompt (a summary quoting the transcript, a fact copied
from a README) writes it in its own layout: flattened to one line, cut, split across fields.
The rule that took the secret may need what the layout lost (a table's header, the line above,
the pair before it in a list), so ``redact_secrets`` on the reply alone can miss a value the
prompt's scrub took. Here the layout does not matter: a token of the reply that stands between
the same words as a marker of the prompt stands in the secret's place.

Only a value that looks random (``_random_look``) is taken there: a marker's words are often a
sentence's commonest ("in the", "is ... and"), and "the password is rotated weekly" or "the fix
is in src/db/pool.py:88", after a prompt's "the password is [REDACTED:secret-value]", keep theirs.

A token framed by the marker's own words (its two tokens before and two after, fewer where the
reply's string ends, or its four before) is the value whatever its look: five tokens in a row
repeated with one changed say where the marker stood ("Passwd : V" at a message's end, a table's
cell flattened); only a word of common letter pairs stays there.

``labelled_unseen_spans``: a value a password's name labels ("Passwd : V") that the prompt never
held, with a password's look or letters that read as no word: what a flattened reply lost the
line for, of a passage its prompt did not carry.

``unseen_spans``: a reply's random-looking token that also has a credential's look (``_made_up``)
and that its prompt does not hold. A model writes what it read; a value it did not read is one it
made up or recalled from elsewhere, and a secret-shaped one is taken whatever stands around it:
the rules that read a value by its context cannot read a reply that flattened it ("| Пароль |
`V` |" on one line). Tried on the real sessions' agent prose against the rest of each session
(what a model writing it would have read): 0 of 56,437 tokens taken.
"""

from __future__ import annotations

import functools
import re
from typing import NamedTuple

from lc_memory.redact.first_chars import lazy
from lc_memory.redact.checks import common_pairs, credential, entropy, made_up_word, not_placeholder
from lc_memory.redact.engine import sought_again
from lc_memory.redact.prose import names_password

__all__ = ["echoed_spans", "labelled_unseen_spans", "redact_echoes", "unseen_spans"]

_TOKEN = lazy(r"\S+")
_MARKER = lazy(r"\[REDACTED(?::[\w.-]+)?\]")
_WORD = lazy(r"\w")


class _Place(NamedTuple):
    """Where a prompt's marker stood: its token's text before and after the marker, and the
    tokens on either side (two each, fewer at the prompt's edges)."""

    before: str
    after: str
    left: tuple[str, ...]
    right: tuple[str, ...]
    far: tuple[str, ...] = ()  # the four tokens before (fewer at the prompt's start)


class _Places(NamedTuple):
    by_left2: dict[tuple[str, ...], list[_Place]]
    by_right2: dict[tuple[str, ...], list[_Place]]
    by_sides: dict[tuple[str, str], list[_Place]]


@functools.lru_cache(maxsize=4)
def _places(prompt: str) -> _Places | None:
    """The prompt's markers, indexed by the words around them (one place a context and pair of
    affixes: a prompt of many markers in the same words is read once a token); None when it
    holds none. Kept for the last prompts: a JSON reply asks once a string."""
    if "[REDACTED" not in prompt:
        return None
    places = _Places({}, {}, {})
    _index(prompt, places)
    # (a tool call's input is shown as its JSON: "cat <<EOF\\nUser : root\\nPasswd : [R]", and a
    # reply repeats it with its line breaks or flattened; read the call's text decoded too)
    decoded = _ESCAPES.sub(lambda m: _DECODED[m.group()], prompt)
    if decoded != prompt:
        _index(decoded, places)
    return places


_ESCAPES = lazy(r'\\[nrt"]')
_DECODED = {"\\n": "\n", "\\r": "\r", "\\t": "\t", '\\"': '"'}


def _index(prompt: str, places: _Places) -> None:
    """Add *prompt*'s markers to *places*, each by the tokens around it."""
    tokens = _TOKEN.findall(prompt)
    for i, token in enumerate(tokens):
        marker = _MARKER.search(token)
        if marker is None:
            continue
        place = _Place(token[:marker.start()], token[marker.end():], tuple(tokens[max(0, i - 2):i]),
                       tuple(tokens[i + 1:i + 3]), tuple(tokens[max(0, i - _FAR):i]))
        # (a context of marks alone, a table's bars, stands around every cell of the table)
        if len(place.left) == 2 and _worded(place.left):
            _add(places.by_left2.setdefault(place.left, []), place)
        if len(place.right) == 2 and _worded(place.right):
            _add(places.by_right2.setdefault(place.right, []), place)
        if place.left and place.right and _worded((place.left[-1], place.right[0])):
            _add(places.by_sides.setdefault((place.left[-1], place.right[0]), []), place)


def _add(places: list[_Place], place: _Place) -> None:
    if all((p.before, p.after, p.far) != (place.before, place.after, place.far) for p in places):
        places.append(place)


def _worded(tokens: tuple[str, ...]) -> bool:
    """Whether a context holds a word, not only marks; a marker is no word."""
    return any(_WORD.search(_MARKER.sub("", t)) for t in tokens)


def _value(token: str, place: _Place, last: bool, framed: bool = False) -> tuple[int, int] | None:
    """The part of *token* that stands where *place*'s marker stood: what its affixes leave
    (a reply cut at its end may have lost the closing one). *framed*: the reply repeats the
    marker's two words before and its two after (or ends there), so a value needs only
    ``_framed_look``."""
    if not token.startswith(place.before):
        return None
    start, end = len(place.before), len(token)
    if place.after and token.endswith(place.after) and end - len(place.after) > start:
        end -= len(place.after)
    elif place.after and not last:
        return None
    value = token[start:end]
    # (the words around a marker are often a sentence's commonest, "is ... and", "in the": a
    # value in their place must look like one, or a path, a version, a name in it is taken)
    if _MARKER.search(value):
        return None
    if not (framed and _framed_look(value)) and not (sought_again(value) and _random_look(value)):
        return None
    return start, end


_FAR = 4  # the tokens before a marker a reply repeats, whatever follows: the value then stands alone


def _ends_alike(right: tuple[str, ...], after: tuple[str, ...], ends: bool) -> bool:
    """Whether a reply's tokens *right* of a value repeat a marker's two tokens *after* it; where
    the reply's string *ends* (cut, or a sentence closed), fewer, and its last one cut short or
    with a full stop added ("Soluc", "Solución." for "Solución")."""
    if len(right) < 2 and not ends or len(right) > len(after):
        return False
    if not right:
        return True
    if right[:-1] != after[:len(right) - 1]:
        return False
    last, theirs = right[-1], after[len(right) - 1]
    return last == theirs or ends and (theirs.startswith(last) or last.rstrip(".,;!?") == theirs)


def _framed_look(value: str) -> bool:
    """What a value framed by its marker's words must look like: three characters or more
    besides a sentence's marks, and, letters alone, not a word's (``common_pairs``: "wonq" is
    taken after "Passwd :", "rotated" after "the password is" stays)."""
    core = value.strip(_EDGES + ",;")
    if len(core) < 3 or not any(c.isalnum() for c in core):
        return False
    return not core.isalpha() or not common_pairs(core)


def echoed_spans(prompt: str, reply: str) -> list[tuple[int, int]]:
    """The spans of *reply* that stand where a marker of *prompt* stands, by the words around
    it: the two before, the two after, or one on each side (a random look needed), or framed
    (``_framed_look`` enough)."""
    places = _places(prompt)
    if places is None or not reply:
        return []
    matches = list(_TOKEN.finditer(reply))
    tokens = [m.group() for m in matches]
    out = []
    for j, m in enumerate(matches):
        left, right = tuple(tokens[max(0, j - 2):j]), tuple(tokens[j + 1:j + 3])
        candidates = [*places.by_left2.get(left, ()), *places.by_right2.get(right, ())]
        if left and right:
            candidates += places.by_sides.get((left[-1], right[0]), ())
        for place in candidates:
            # (the marker's two tokens before and two after, or fewer where the reply's string
            # ends, or its four before: the value itself, whatever its look; a flattened table's
            # cell, "Passwd : V" at a message's end, no longer reads as the rule read it)
            framed = left == place.left and len(left) == 2 and (_ends_alike(
                right, place.right, ends=j + len(right) == len(matches) - 1) or len(place.far) == _FAR and tuple(
                tokens[max(0, j - _FAR):j]) == place.far)
            span = _value(m.group(), place, last=j == len(matches) - 1, framed=framed)
            if span is not None:
                out.append((m.start() + span[0], m.start() + span[1]))
                break
    out += _spread_spans(places, reply, matches, tokens)
    return out


_SPREAD_MOST = 3  # the tokens more a value of blanks may take (an app password's four groups)
_SPREAD_PIECE = lazy(r"[A-Za-z0-9]{2,8}")


def _spread_spans(places: _Places, reply: str, matches: list[re.Match[str]], tokens: list[str]) -> list[tuple[int, int]]:
    """A value of several tokens where one marker stood (round 32: Google's app password, four
    groups of four letters, ``password=gecr rppe wwha btvw`` repeated flattened): the marker's two
    tokens before it repeated, its first token opened by the marker's own affix, and after its
    last the marker's tokens after (fewer where the reply's string ends); each of its pieces
    short letters or digits, most of them made up by their letter triples, none a longer word."""
    out = []
    for j, m in enumerate(matches):
        for place in places.by_left2.get(tuple(tokens[max(0, j - 2):j]), ()):
            if not m.group().startswith(place.before) or len(m.group()) == len(place.before):
                continue
            for k in range(1, _SPREAD_MOST + 1):
                if j + k >= len(matches):
                    break
                right = tuple(tokens[j + k + 1:j + k + 3])
                if not _ends_alike(right, place.right, ends=j + k + len(right) == len(matches) - 1):
                    continue
                last = tokens[j + k]
                start = m.start() + len(place.before)
                end = matches[j + k].end() - (len(place.after) if place.after and last.endswith(place.after) else 0)
                pieces = reply[start:end].split()
                made = sum(not p.isalpha() or made_up_word(p) for p in pieces)
                # (most of its pieces made up, none a longer word: "is rotated every week and" is a
                # sentence in a marker's words, not a value)
                if (all(_SPREAD_PIECE.fullmatch(p) for p in pieces) and 2 * made > len(pieces)
                        and not any(p.isalpha() and len(p) > 4 and not made_up_word(p) for p in pieces)):
                    out.append((start, end))
                break
    return out


_PIECE = lazy(r"[^\s<>\"'`()\[\]{}|,;]+")
_EDGES = "*.:!?"
_VERSION = lazy(r"@[\^~]?\d+\.\d")  # name@1.2.3, name@^7.0.7
_FILE = lazy(r"[\w-]+(?:\.[\w-]+)*\.[A-Za-z]{1,5}")  # a file, a host (dev-1234.okta.com)
_HEX = lazy(r"(?:0x|[a-z]{1,8}-)?[0-9a-fA-F]+")  # a hash, an id by its prefix (i-0abc..., sg-0a1b...)
_RUN = lazy(r"[a-z]{4,}|[A-Z][a-z]{3,}|[A-Z]{4,}")
_TICKET = lazy(r"[A-Z]{2,6}\d{5,}")  # INC0012345, CHG0034567
_PART = lazy(r"[-_.]+")
_NUMBERED = lazy(r"[A-Za-z]{0,3}\d+(?:[A-Za-z]{1,2}\d*)?")  # 2024q3, run42, eu1, v12
_VOWELS = lazy(r"[aeiouy]", re.IGNORECASE)


def _named(token: str) -> bool:
    """A name made of parts (``k8s-dev-eu1``, ``CVE-2024-3094``, ``20240315_add_org_id_to_invoices``,
    ``payments-api-84f7c9d6b5``): two parts or more, each short, a number, a word's letters or a
    hash, or a number with a letter or two (``2024q3``); a random value's run is longer and mixed."""
    parts = [p for p in _PART.split(token) if p]
    return len(parts) >= 2 and all(
        len(p) <= 4 or _NUMBERED.fullmatch(p) or p.isalpha() and _VOWELS.search(p) or len(p) >= 6 and _HEX.fullmatch(p)
        for p in parts)


def _random_look(token: str) -> bool:
    """The look of a random value: 8 or more ASCII characters, a digit and two letters or more,
    no path, port, reference, package version, file or host name, hex hash or id, ticket, name
    of parts (``_named``), no run of four letters or more that reads as a word's (``common_pairs``:
    "isP2TActive"), 3 bits a character."""
    if not 8 <= len(token) <= 200 or not token.isascii():
        return False
    if not any(c.isdigit() for c in token) or sum(c.isalpha() for c in token) < 2:
        return False
    if any(c in token for c in "/\\:$") or _VERSION.search(token) or _FILE.fullmatch(token) or _HEX.fullmatch(token):
        return False
    if _TICKET.fullmatch(token) or _named(token):
        return False
    if any(common_pairs(run) for run in _RUN.findall(token)):
        return False
    return entropy(token) >= 3.0


def _made_up(token: str) -> bool:
    """``_random_look`` and ``credential``'s look (an e-mail address, a code expression, a
    placeholder are none): what a value no context names must look like to be taken."""
    return _random_look(token) and credential(token)


def unseen_spans(seen: str, reply: str) -> list[tuple[int, int]]:
    """The spans of *reply*'s random-looking tokens (``_made_up``) that *seen* does not hold
    (read between blanks, markup and quotes: ``<span>V</span>``)."""
    out = []
    for m in _PIECE.finditer(reply):
        token = m.group()
        start = len(token) - len(token.lstrip(_EDGES))
        core = token.strip(_EDGES)
        if core and "[REDACTED" not in core and _made_up(core) and core not in seen:
            out.append((m.start() + start, m.start() + start + len(core)))
    return out


_SAYS = lazy(r"[:=|：-]")  # what stands between a label and its value


def labelled_unseen_spans(seen: str, reply: str) -> list[tuple[int, int]]:
    """The spans of *reply*'s values that a password's name labels (``Passwd : V``, ``| **Password**
    | `V` |``, ``mot de passe : V``: the one to three words before, then a colon, a bar, an equals
    sign) and that *seen* does not hold. A model writes what it read: a password it did not read
    it recalled or made up, and a reply that flattened its passage lost the line the rule read.
    The value must have a password's look (``credential``) or be letters that read as no word
    (``common_pairs``): "Password: required", "password: your-password" stay."""
    pieces = list(_PIECE.finditer(reply))
    out = []
    for i, m in enumerate(pieces):
        token = m.group()
        start = len(token) - len(token.lstrip(_EDGES))
        core = token.strip(_EDGES)
        if not core or "[REDACTED" in core or not _unseen_password(core) or core in seen:
            continue
        words = [p for p in pieces[max(0, i - 6):i] if any(c.isalnum() for c in p.group())][-3:]
        if not words or not _SAYS.search(reply[words[-1].end() - 1:m.start()]):
            continue
        if any(names_password(" ".join(w.group() for w in words[k:])) for k in range(len(words))):
            out.append((m.start() + start, m.start() + start + len(core)))
    return out


def _unseen_password(value: str) -> bool:
    if credential(value, password=True):
        return True
    return value.isalpha() and len(value) >= 4 and not common_pairs(value) and not_placeholder(value)


def redact_echoes(prompt: str, reply: str, before: str = "") -> str:
    """*reply* with every value ``echoed_spans`` or ``unseen_spans`` finds replaced by
    ``[REDACTED:secret-value]``. *before*: the text the reply's string follows (the field
    before it in a list): read with it, so the words a split cut from a value still frame it
    ("... username: user" then "password: V ...")."""
    offset = len(before) + 1 if before else 0
    read = f"{before} {reply}" if before else reply
    found = {*echoed_spans(prompt, read), *unseen_spans(prompt, read), *labelled_unseen_spans(prompt, read)}
    spans = sorted((s - offset, e - offset) for s, e in found if s >= offset)
    out, pos = [], 0
    for start, end in spans:
        if start >= pos:  # (the two read tokens apart: the same value may come twice, cut two ways)
            out += [reply[pos:start], "[REDACTED:secret-value]"]
            pos = end
    return "".join(out) + reply[pos:] if out else reply
