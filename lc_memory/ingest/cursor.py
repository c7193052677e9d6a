"""Cursor chats saved with Cursor's own *Export chat*: ``cursor_<snake_title>.md``.

Cursor is closed source; this layout is read from the exports themselves::

    # <title>
    _Exported on <local date> at <local time> <zone> from Cursor (<version>)_

    ---

    **User**

    <what the person typed>

    ---

    **Cursor**

    <the agent's words>

A block starts at a ``**User**`` or ``**Cursor**`` line that follows a ``---`` line and a
blank line, outside a code fence (a fence that never closes before the next such line does
not hide it: an unclosed fence is a cut-off reply, not an example). A ``**Cursor**`` block is
the agent's text. Typed is a ``**User**`` block's text as it is (``@file`` mentions kept),
with the ``<user_query>`` wrapper some versions put around it taken off; a ``**User**``
block holding a ``<system_notification>`` (a background task or a subagent finished, with
Cursor's own canned ``<user_query>``) is Cursor's, kept untyped, and so is the order Cursor
sends when the person clicks a plan's Build ("Implement the plan as specified, it is attached
for your reference. Do NOT edit the plan file itself. ...", after the plan's title).

The export keeps no tool calls (only the agent's narration), no working folder, no model
and no per-message times: every message has the export time, read from the export line in
the locales seen (``8/10/2026 at 16:48:08 GMT+5``, ``4/11/2026 at 10:29:42 PDT``,
``2025/5/29 at 8:56:03 JST``, ``2025/12/16 at GMT+8 16:06:09``, ``2025. 7. 6. at 18시 15분
42초 GMT+9``). A ``a/b/yyyy`` date is month first (en-US), unless the first number is over
12, the separator is a dot, or the zone is European (``2/12/2025 at 12:10:04 WET`` was the
2nd of December). A zone given as an abbreviation this reader does not know is taken as
UTC, and said (a skipped-line note). The title is the export's heading (Cursor's own
generated title: ``title_source`` "summary"). The working folder is the folder the file
sits in (exports are saved in the workspace by default), which decides the project. The id
is ``cursor-<title slug>-<export time as written>``: two exports of one chat are two sessions.
"""

from __future__ import annotations

import datetime as dt
import os
import re
from itertools import islice
from pathlib import Path

from lc_memory.errors import IngestError
from lc_memory.ingest import specstory
from lc_memory.ingest.common import NotATranscript, Transcript, clean_title, finish, looked, message, read_text
from lc_memory.ingest.local_time import DMY, YMD, wall_clock
from lc_memory.store.files import Problem

NAME = "cursor"
LABEL = "Cursor (chat exports)"
# An export keeps the words only: what the session changed cannot be told from it.
TOOL_CALLS = False

_EXPORT = re.compile(r"^_Exported on (?P<when>.+?) from Cursor \((?P<version>[^)\n]*)\)_\s*$")
_HEADING = {"**User**": "user", "**Cursor**": "assistant"}
_FENCE = re.compile(r"^ {0,3}(`{3,}|~{3,})(.*)$")
_HEAD_LINES = 8  # the export line comes right after the title (a title line or two at most)
# How far notes the person put above a pasted export may reach (non-blank lines, bytes).
_NOTES_LINES, _NOTES_BYTES = 200, 65536

# Zones as Cursor prints them in the locales seen, and the common abbreviations (hours).
_ZONES = {
    "UTC": 0, "GMT": 0, "Z": 0, "WET": 0, "WEST": 1, "BST": 1, "CET": 1, "CEST": 2, "EET": 2, "EEST": 3,
    "MSK": 3, "IST": 5.5, "PKT": 5, "ICT": 7, "WIB": 7, "SGT": 8, "HKT": 8, "AWST": 8, "PHT": 8,
    "JST": 9, "KST": 9, "ACST": 9.5, "ACDT": 10.5, "AEST": 10, "AEDT": 11, "NZST": 12, "NZDT": 13,
    "HST": -10, "AKST": -9, "AKDT": -8, "PST": -8, "PDT": -7, "MST": -7, "MDT": -6, "CST": -6,
    "CDT": -5, "EST": -5, "EDT": -4, "AST": -4, "ADT": -3, "NST": -3.5, "NDT": -2.5, "BRT": -3, "ART": -3,
    "MEZ": 1, "MESZ": 2,
}
_DAY_FIRST = {"WET", "WEST", "BST", "CET", "CEST", "EET", "EEST", "MSK", "MEZ", "MESZ"}
_OFFSET = re.compile(r"\b(?:GMT|UTC)\s*([+\-\u2212])\s*(\d{1,2})(?::?(\d{2}))?")
_ABBREVIATION = re.compile(r"\b([A-Z]{1,5})\b")


def locations() -> list[Path]:
    """Exports are saved where the person puts them (the workspace by default): none here."""
    return []


def _start(path: Path) -> bytes:
    """The file's first ``_NOTES_BYTES`` (the whole of most exports). Within ``one_look`` it is
    read once: for the sniff's two looks and, when it is the whole file, for ``read``."""
    def first() -> bytes:
        with open(path, "rb") as f:
            return f.read(_NOTES_BYTES)
    return looked(("cursor-start", os.fspath(path)), first)


def _head(path: Path) -> str | None:
    """The export line, when the head is an export's: at the top, or below notes the person
    wrote above the export they pasted (read from its title on)."""
    lines = _start(path).decode("utf-8", "replace").split("\n")
    # the non-blank lines, as far as the look below reaches (``_exported`` reads two more)
    seen = list(islice((line.rstrip("\r") for line in lines if line.strip()), _NOTES_LINES + 2))
    for i, line in enumerate(seen[:_HEAD_LINES]):
        if _EXPORT.match(line):
            return line if _exported(seen, i) else None
        if not line.startswith("# "):
            break
    # Notes above the export: its line, right under its "# title", within the read's reach.
    for i, line in enumerate(seen[:_NOTES_LINES]):
        if i >= 1 and _EXPORT.match(line) and seen[i - 1].startswith("# ") and _exported(seen, i):
            return line
    return None


def _exported(seen: list[str], i: int) -> bool:
    """Whether the export line ``seen[i]`` has its title above and ``---`` and a block below."""
    titled = i >= 1 and seen[i - 1].startswith("# ")
    rest = seen[i + 1:i + 3]
    return titled and rest[:1] == ["---"] and (len(rest) < 2 or rest[1].strip() in _HEADING)


def _specstory_head(path: Path) -> bool:
    return specstory.is_specstory(_start(path)[:200].decode("utf-8", "replace"))


def find(folder: Path) -> list[Path]:
    """The ``cursor_*.md`` files under ``folder`` whose head is an export's, and SpecStory's
    files in ``.specstory`` folders."""
    folder = Path(folder)
    out = []
    for p in sorted(folder.rglob("cursor_*.md")):
        try:
            if p.is_file() and _head(p):
                out.append(p)
        except OSError:
            continue
    inside = ".specstory" in folder.resolve().parts
    saved = folder.rglob("*.md") if inside else (p for d in folder.rglob(".specstory") for p in d.rglob("*.md"))
    for p in sorted(saved):
        try:
            if p.is_file() and p not in out and _specstory_head(p):
                out.append(p)
        except OSError:
            continue
    return out


def sniff(path: Path) -> bool:
    """A Markdown file that opens with ``# <title>``, the export line, ``---`` and a block, or
    with SpecStory's mark."""
    if path.suffix.lower() not in (".md", ".markdown") or not path.is_file():
        return False
    return _specstory_head(path) or _head(path) is not None


def _zone(when: str) -> tuple[float, bool, str | None]:
    """(offset in hours, whether the zone is known, its abbreviation) of an export time."""
    if m := _OFFSET.search(when):
        sign = -1 if m.group(1) in "-\u2212" else 1
        return sign * (int(m.group(2)) + int(m.group(3) or 0) / 60), True, None
    names = [a for a in _ABBREVIATION.findall(when) if a not in ("AM", "PM")]
    zone = next((a for a in names if a in _ZONES), None)
    if zone is not None:
        return _ZONES[zone], True, zone
    return 0.0, not names, None  # no zone written: nothing to miss


def export_time(when: str) -> tuple[dt.datetime | None, bool]:
    """The export time as an aware datetime, and whether its zone was known (else UTC)."""
    offset, known, zone = _zone(when)
    date = YMD.search(when)
    if date:
        year, month, day = int(date.group(1)), int(date.group(2)), int(date.group(3))
    elif m := DMY.search(when):
        first, second, year = int(m.group(1)), int(m.group(3)), int(m.group(4))
        # Month first (en-US, most exports seen), unless it cannot be, the locale writes
        # day.month.year, or the zone is European (2/12/2025 WET was the 2nd of December).
        if first > 12 or m.group(2) == "." or second <= 12 and zone in _DAY_FIRST:
            day, month = first, second
        else:
            month, day = first, second
    else:
        return None, False
    hour, minute, second = wall_clock(when)
    try:
        local = dt.datetime(year, month, day, hour, minute, second)
    except ValueError:
        return None, False
    return local.replace(tzinfo=dt.timezone(dt.timedelta(hours=offset))), known


def _iso(t: dt.datetime) -> str:
    u = t.astimezone(dt.UTC)
    return u.strftime("%Y-%m-%dT%H:%M:%S.") + f"{u.microsecond // 1000:03d}Z"


def _slug(text: str) -> str:
    return re.sub(r"[^a-z0-9]+", "-", text.lower()).strip("-")[:60].strip("-")


def _session_id(title: str, when: str, t: dt.datetime | None) -> str:
    import hashlib  # loaded where a session is read, not where the module is (digest start)

    slug = _slug(title) or hashlib.sha1(title.encode("utf-8", "surrogateescape")).hexdigest()[:8]
    if t is not None:
        stamp = t.strftime("%Y%m%dT%H%M%S")  # as written, in the exporter's own zone
    else:
        stamp = hashlib.sha1(when.encode("utf-8", "surrogateescape")).hexdigest()[:8]
    return f"cursor-{slug}-{stamp}"


def _fence(line: str, open_fence: tuple[str, int] | None) -> tuple[str, int] | None:
    """The fence open after ``line``, given the one open before it."""
    head = line[:6]  # a fence mark starts within 3 spaces: its three marks are in the first six
    if "```" not in head and "~~~" not in head:
        return open_fence
    m = _FENCE.match(line)
    if not m:
        return open_fence
    marks, rest = m.group(1), m.group(2)
    if open_fence is None:
        if marks[0] == "`" and "`" in rest:
            return None  # not a fence: an inline code span
        return (marks[0], len(marks))
    if marks[0] == open_fence[0] and len(marks) >= open_fence[1] and not rest.strip():
        return None
    return open_fence


def _rule_above(lines: list[str], i: int, start: int) -> int | None:
    """The ``---`` line a heading at ``i`` opens under: the line above its blank ones (one, or
    two as Cursor 1.0 wrote before the first block), None when there is none."""
    j = i - 1
    if j <= start or lines[j].strip():
        return None  # a heading is always a blank line below its rule
    while j > start and not lines[j].strip() and i - j <= 3:
        j -= 1
    return j if lines[j].strip() == "---" else None


def _blocks(lines: list[str], start: int) -> list[tuple[int, str, list[str]]]:
    """(line number, role, lines) of every block after the export line."""
    rules: dict[int, int] = {}  # a heading's line: its rule's
    for i in range(start + 2, len(lines)):
        if "**" in lines[i] and lines[i].strip() in _HEADING and (rule := _rule_above(lines, i, start)) is not None:
            rules[i] = rule
    candidates = list(rules)
    heads: list[int] = []
    for n, i in enumerate(candidates):
        begin = heads[-1] + 1 if heads else start + 1
        fence = None
        for line in lines[begin:rules[i]]:
            fence = _fence(line, fence)
        if fence is not None:
            # Inside a fence of this block: a real one closes before the next candidate.
            end = candidates[n + 1] if n + 1 < len(candidates) else len(lines)
            closes, inner = False, fence
            for line in lines[rules[i]:end]:
                inner = _fence(line, inner)
                if inner is None:
                    closes = True
                    break
            if closes:
                continue
        heads.append(i)
    out = []
    for n, i in enumerate(heads):
        end = rules[heads[n + 1]] if n + 1 < len(heads) else len(lines)
        body = lines[i + 1:end]
        while body and not body[0].strip():
            body.pop(0)
        while body and not body[-1].strip():
            body.pop()
        out.append((i + 1, _HEADING[lines[i].strip()], body))
    return out


def read(path: Path) -> list[Transcript]:
    path = Path(path)
    bad: list[Problem] = []
    skipped: list[Problem] = []
    start = _start(path)
    text = read_text(path, bad, start if len(start) < _NOTES_BYTES else None)  # the whole file, read already
    if specstory.is_specstory(text[:200]):
        return specstory.read(path, text.replace("\r\n", "\n"), bad)
    lines = text.split("\n")
    if "\r" in text:
        lines = [line.removesuffix("\r") for line in lines]
    start = next((i for i, line in enumerate(lines) if _EXPORT.match(line)), None)
    if start is None:
        raise IngestError(f"{path}: no '_Exported on ... from Cursor (...)_' line; not a Cursor chat export")
    title = next((lines[i][2:].strip() for i in range(start - 1, -1, -1) if lines[i].startswith("# ")), "")
    when = _EXPORT.match(lines[start]).group("when")
    exported, known = export_time(when)
    if exported is None:
        skipped.append(Problem(path, start + 1, f"the export time cannot be read ({when[:60]!r}); the session is undated"))
    elif not known:
        skipped.append(Problem(path, start + 1, f"the export time's zone is not known ({when[:60]!r}); read as UTC"))
    ts = _iso(exported) if exported is not None else None
    messages = []
    for _, role, body in _blocks(lines, start):
        content = "\n".join(body).rstrip()
        if not content.strip():
            continue
        if role == "assistant":
            messages.append(message("assistant", content, ts))
        else:  # the person's words; Cursor's own (a notice, a Build order, a debug button's) untyped
            messages += specstory.user_messages(content, ts)
    if not messages:
        raise NotATranscript(path, "no messages", "a Cursor chat export with no **User** or **Cursor** block")
    meta = {"id": _session_id(title or path.stem, when, exported), "format": NAME,
            "cwd": str(path.resolve().parent)}
    if title and clean_title(title):  # not Cursor's "Generate a name for the chat" (no name yet)
        meta["title"], meta["title_source"] = title, "summary"
    meta, messages = finish(meta, messages)
    return [Transcript(meta, messages, skipped=skipped, bad=bad)]
