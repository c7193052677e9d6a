"""A JSON document's string values as lines of their own (issue 33).

A tool's input is stored as JSON text (``{"command": "htpasswd -b f user V", "description":
...}``); the engine reads it through its normalised view, where the escapes are decoded
(``\\n`` is a line break, ``\\"`` a quote), so a value's own lines stand, but its first line
begins after ``"command": "`` and its last ends before ``", "description"``. Readers that
anchor on a line (a YAML block ``stringData:``, a command's last argument, ``k v`` at a
line's start) then miss what they read in the same text outside JSON.

``fielded`` returns the text with the quotes that open and close a JSON string value
replaced by line breaks, one character for one, so a span found in it is a span of the text.
A reader runs on both (``per_field``). Pure.

A JSON document inside a JSON string (a secret store's ``"SecretString": "{\\"password\\":
\\"V\\"}"``) is escaped twice where a tool's input holds it: the normalised view decodes one level
and still reads ``\\"password\\":\\"V\\"``. ``unnested`` decodes one more level, with a map back,
and ``per_field`` runs the reader on it too (round 32: a value of fewer than eight characters,
which the session-wide look for a taken value does not seek, stayed in the stored tool input).
"""

from __future__ import annotations

import functools
import re
from collections.abc import Callable, Iterator

from lc_memory.redact.first_chars import lazy

__all__ = ["fielded", "in_string_arrays", "per_field", "unnested"]

# the quote that opens a value: after a quoted key and its colon, after "[" or between two
# array items ('", "' not followed by a key); the quote that closes one: before '", "', a
# closing brace or bracket
_OPENS = (lazy(r"\"[\w.$@-]{1,80}\"[ \t]*:[ \t]*(\")"), lazy(r"\[[ \t]*(\")"),
          lazy(r"(?<=\")[ \t]*,[ \t]*(\")(?![^\"\n]{0,80}\"[ \t]*:)"))
_CLOSE = lazy(r"(\")(?=[ \t]*(?:,[ \t]*\"|[}\]]))")


def is_document(text: str) -> bool:
    """Whether *text* reads as a JSON object or array (its first character says so)."""
    head = text[:2].lstrip()
    return head[:1] in "{[" and '"' in text[:200]


@functools.lru_cache(maxsize=8)
def fielded(text: str) -> str:
    """*text* with each JSON string value's delimiting quotes made line breaks (same length).
    Kept for the last few texts: each reader ``per_field`` wraps asks for the same text's."""
    # (the quotes' places, then the text cut at them: a list of its characters cost a Cline
    # tool input of 20,000 characters 0.5 ms)
    quotes = sorted({m.start(1) for pattern in (*_OPENS, _CLOSE) for m in pattern.finditer(text)})
    if not quotes:
        return text
    pieces = []
    pos = 0
    for at in quotes:
        pieces.append(text[pos:at])
        pos = at + 1
    pieces.append(text[pos:])
    return "\n".join(pieces)


Spans = Iterator[tuple[int, int, str]]

# a JSON escape, as a string inside a string still holds it once the outer level is decoded
_JSON_ESCAPE = lazy(r"\\(?:([\"\\/bfnrt])|u([0-9a-fA-F]{4}))")
_DECODED = {'"': '"', "\\": "\\", "/": "/", "b": "\b", "f": "\f", "n": "\n", "r": "\r", "t": "\t"}
_NESTED_MOST = 3  # levels of a JSON string inside a JSON string read


@functools.lru_cache(maxsize=8)
def unnested(text: str) -> tuple[str, tuple[int, ...], tuple[int, ...]] | None:
    """*text* with one more level of JSON escapes decoded, and where each of its characters starts
    and ends in *text*; None when it holds no escaped quote (no JSON string inside a string)."""
    if '\\"' not in text:
        return None
    out: list[str] = []
    starts: list[int] = []
    ends: list[int] = []
    pos = 0
    for m in _JSON_ESCAPE.finditer(text):
        out.append(text[pos:m.start()])
        starts.extend(range(pos, m.start()))
        ends.extend(range(pos + 1, m.start() + 1))
        out.append(_DECODED[m.group(1)] if m.group(1) else chr(int(m.group(2), 16)))
        starts.append(m.start())
        ends.append(m.end())
        pos = m.end()
    out.append(text[pos:])
    starts.extend(range(pos, len(text)))
    ends.extend(range(pos + 1, len(text) + 1))
    return "".join(out), tuple(starts), tuple(ends)


def per_field(finder: Callable[[str], Spans]) -> Callable[[str], Spans]:
    """*finder*, also run on ``fielded(text)`` when *text* is a JSON document, and on ``unnested(text)``
    (its spans mapped back) when a JSON string inside it holds another: each span once."""

    def find(text: str, depth: int = 0) -> Spans:
        seen = set()
        for span in finder(text):
            seen.add(span[:2])
            yield span
        if is_document(text):
            for span in finder(fielded(text)):
                if span[:2] not in seen:
                    seen.add(span[:2])
                    yield span
        if depth < _NESTED_MOST and (nested := unnested(text)) is not None:
            view, starts, ends = nested
            for start, end, *rest in find(view, depth + 1):
                if end > start and (span := (starts[start], ends[end - 1])) not in seen:
                    seen.add(span)
                    yield (*span, *rest)

    find.__name__ = finder.__name__
    find.__doc__ = finder.__doc__
    return find


# a command written as an array of strings, as an exec form gives it: Docker's CMD ["redis-server",
# "--requirepass", "V"], Compose's and Kubernetes' command: / args: [...], subprocess.run(["mysql",
# "-pV"]), Go's exec.Command("ipmitool", "-P", "V"): its strings, joined by spaces, are a command line
# (a variable may stand among the strings: exec.Command("ipmitool", "-H", ip, "-P", "V"))
# (it opens a bracket or a call's parenthesis, a few names may come before its first string)
_EXEC_ARRAY = lazy(r"[\[(][ \t]*(?:[\w.$]{1,60}[ \t]*,[ \t]*){0,4}"
                         r"(?P<q>[\"'])[^\"'\n]{1,300}(?P=q)(?:[ \t]*,[ \t]*(?:(?P=q)[^\"'\n]{0,300}(?P=q)|[\w.$]{1,60})){1,40}")
_EXEC_ELEMENT = lazy(r"[\"']([^\"'\n]*)[\"']|([\w.$]+)")
_SEAMS = ('", "', "', '", '","', "','")


@functools.lru_cache(maxsize=8)
def _string_arrays(text: str) -> tuple[tuple[str, tuple[tuple[int, int], ...]], ...]:
    """Each array of strings in *text* as ``(the command line it stands for, its pieces)``: its
    strings joined by spaces, and where each element starts in that line and in *text*. Kept
    for the last few texts: every command rule asks for the same text's."""
    if not any(seam in text for seam in _SEAMS):  # two strings side by side, as an array lists them
        return ()
    out = []
    for array in _EXEC_ARRAY.finditer(text):
        pieces: list[tuple[int, int]] = []  # (where an element starts in the line, in the text)
        line = []
        at = 0
        for element in _EXEC_ELEMENT.finditer(text, array.start(), array.end()):
            group = 1 if element.group(1) is not None else 2
            pieces.append((at, element.start(group)))
            line.append(element.group(group))
            at += len(element.group(group)) + 1
        out.append((" ".join(line), tuple(pieces)))
    return tuple(out)


def in_string_arrays(text: str, finder: Callable[[str], Spans],
                     wanted: Callable[[str], bool] = lambda line: " -" in line) -> Spans:
    """*finder* on each array of strings in *text* read as the command line it stands for (its
    strings joined by spaces), its spans mapped back into *text*; only a line *wanted* says may
    hold what the finder reads (by default: a flag). Pure."""
    for joined, pieces in _string_arrays(text):
        if not wanted(joined):
            continue
        for start, end, name in finder(joined):
            for (v_at, t_at), next_piece in zip(pieces, [*pieces[1:], (len(joined) + 1, 0)]):
                if v_at <= start and end < next_piece[0]:
                    yield t_at + start - v_at, t_at + end - v_at, name
                    break
