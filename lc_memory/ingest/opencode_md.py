"""OpenCode's ``/export`` Markdown: a session as OpenCode's ``formatTranscript`` writes it.

The layout, from ``formatTranscript`` (``packages/opencode/src/cli/cmd/tui/util/transcript.ts``,
the same in every version seen)::

    # <title>

    **Session ID:** ses_...
    **Created:** <Date.toLocaleString()>
    **Updated:** <Date.toLocaleString()>

    ---

    ## User

    <each text part that is not synthetic>

    ---

    ## Assistant (<Agent> · <model> · 3.3s)      (or "## Assistant": metadata off)

    _Thinking:_                                   (a reasoning part; thinking on)

    <reasoning text>

    <a text part>

    **Tool: bash**

    **Input:**
    ```json
    <JSON.stringify(input, null, 2)>
    ```

    **Output:**                                   (status completed, output not empty)
    ```
    <output, not escaped>
    ```

    ---

A user message writes only its non-synthetic ``text`` parts: ``file`` parts (attachments),
the synthetic text OpenCode adds for an ``@`` mention or a ``!`` command, ``agent`` and
``subtask`` parts are not written. So a ``## User`` block is what the person typed, but for
the built-in ``/init`` prompt (untyped, as ``opencode.py``) and a helper agent's session
(titled ``<description> (@<agent> subagent)`` by the task tool, or ``Child session - <date>``),
whose user text is the prompt the parent agent wrote, kept untyped (OpenCode's own store links
such a session to its parent and reads none of it; an export of it stands alone).

An ``**Error:**`` block is a tool part that ended in ``error``; a tool with an ``**Input:**``
and neither block (its output empty) is read as completed with no output. A ``**Tool: name**``
line alone (the export's tool details were off: OpenCode writes an ``**Input:**`` for every
call otherwise, ``{}`` at least) says neither what it touched nor how it ended: it is left
out, and the export is read as a chat export (``TOOL_CALLS``: no "no changes" is claimed for
it). Tool names map as ``opencode.py`` maps them.

A ``## Assistant (Compaction · ...)`` block is OpenCode's compaction agent writing the
session's summary: its text is a summary (``system``), as ``opencode.py`` reads ``summary: true``.

A reasoning part and the text part after it are plain paragraphs with nothing between
them (``"_Thinking:_\\n\\n" + reasoning + "\\n\\n"``, then ``text + "\\n\\n"``). Reasoning talks
to itself ("The user wants...", "Let me check...", "I'll write...") or is titled thoughts
(Gemini's ``**Title**`` paragraphs, ended by blank lines of their own); the answer addresses
the person. So the text from ``_Thinking:_`` to the next tool part or the message's end is
the agent's answer after its last paragraph that talks as reasoning does (none when the
last paragraph does); when no paragraph does and there are several, it cannot be told and
is left out (a warning counts them; never the reasoning as the agent's words). An empty
reasoning (``_Thinking:_`` then three blank lines) is followed by a text part. An export made
with thinking off has no such marker and keeps every text part.

The export records no per-message times and no working folder. Its Created and Updated are
local times without a zone, in the exporter's locale (``5/9/2026, 9:08:30 AM``,
``31/07/2026, 20:37:39``, ``04.04.2026, 17:46:01``); the session id tells the exact creation
time modulo 2^36 ms (about 795 days: OpenCode's ids hold ``ms * 4096 + counter`` in 48
bits, inverted for sessions), which fixes the day order and the zone: Updated is read in
that zone. Every message has Created as its time, the last one Updated. The project is the
folder the file sits in (or ``--project``). The session id is ``opencode-md-<ses>``: the
same session read from OpenCode's own store keeps its own id and its richer record.
"""

from __future__ import annotations

import datetime as dt
import json
import re
from pathlib import Path

from lc_memory.errors import IngestError
from lc_memory.ingest.common import (
    NotATranscript,
    Transcript,
    clean_title,
    finish,
    iso_from_epoch,
    markdown_exports,
    message,
    read_text,
    safe_session_id,
    sniff_markdown,
)
from lc_memory.ingest.local_time import AM, DMY, PM, YMD, wall_clock
from lc_memory.ingest.opencode import _BUILTIN, _DEFAULT_TITLE, _Reader
from lc_memory.store.files import Problem

NAME = "opencode-md"
LABEL = "OpenCode (/export Markdown)"
# An export made with tool details off names its calls only: that a session changed nothing
# cannot be told from it (a call with details is read as any other).
TOOL_CALLS = False

_SESSION = re.compile(r"^\*\*Session ID:\*\* (?P<id>\S+)\s*$")
_CREATED = re.compile(r"^\*\*Created:\*\* (?P<when>.+?)\s*$")
_UPDATED = re.compile(r"^\*\*Updated:\*\* (?P<when>.+?)\s*$")
_ASSISTANT = re.compile(r"^## Assistant(?: \((?P<agent>[^·]*?)(?: · .*)?\))?\s*$")
_TOOL = re.compile(r"^\*\*Tool: (?P<name>[^*\n]+)\*\*\s*$")
_THINKING = "_Thinking:_"
# How a reasoning part talks (to itself, of "the user"), not how an answer to the person does:
# the answer after a reasoning part starts after the last paragraph that talks so.
_SELF_TALK = re.compile(
    r"^(?:\*\*)?(?:(?:Now|OK|Okay|So|Alright|First|Next|Then|But|Wait|Hmm|Actually)\b[,.!—-]*\s+)*"
    r"(?:[Ll]et me\b(?! know)|[Ll]et's (?:check|look|see|start|verify|think|read|run|fix)\b|I(?:'ll| will| need| should| must"
    r"| have to| want to|'m going to| can see| see\b)|Okay\b|OK,|Hmm|Wait\b|Alright\b|Actually\b|Good[,.!]"
    r"|(?:The|the) user\b|User (?:wants|asks|asked|says|said)\b)")
# ... or a sentence in it that does ("This is still planning - I'm just gathering details.")
_SELF_TALK_IN = re.compile(r"(?:[.!?:;]|\s[-—–])\s+(?:I'm just|I should|I need to|I must|[Ll]et me\b(?! know))")
_OF_THE_USER = re.compile(r"\bthe user(?:'s)? (?:wants|asked|asks|is asking|said|says|has asked|requested|needs|"
                          r"would like|just|mentioned|might|probably|expects|specifically)\b|\bthe user's (?:request|"
                          r"question|criterion|message|intent)\b")
# Gemini's reasoning is titled summaries: a paragraph that is only a bold title.
_THOUGHT_TITLE = re.compile(r"^\*\*[^*\n]{2,80}\*\*\s*$")
_HEAD_BYTES = 4096
# A helper agent's session: OpenCode's task tool titles it "<description> (@<agent> subagent)"
# (older versions left "Child session - <date>"). Its ## User text is the parent agent's prompt.
_SUBAGENT_TITLE = re.compile(r"\(@.+ subagent\)\s*$|^Child session - ")
# A default title names the creation time in UTC: "New session - 2026-07-31T13:37:39.400Z".
_TITLE_TIME = re.compile(r"(\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(?:\.\d+)?Z)\s*$")

_PERIOD = 1 << 36  # ms: what a session id's 48 bits of ms * 4096 can tell apart
_DAY_MS = 86_400_000


def locations() -> list[Path]:
    """Exports are saved where the person puts them: none to look in here."""
    return []


def _head_lines(text: str) -> list[str]:
    return [line.rstrip("\r") for line in text.split("\n")]


def is_export(head: str) -> bool:
    """Whether ``head`` opens as formatTranscript writes: ``# title``, ``**Session ID:**`` and
    ``**Created:**`` (which it always writes: a look-alike without it, ``_Tool call: read_``
    and all, is another writer's)."""
    seen = [line for line in _head_lines(head) if line.strip()]
    return (len(seen) >= 3 and seen[0].startswith("# ") and any(_SESSION.match(line) for line in seen[1:4])
            and any(_CREATED.match(line) for line in seen[2:5]))


def sniff(path: Path) -> bool:
    return sniff_markdown(path, is_export, _HEAD_BYTES)


def find(folder: Path) -> list[Path]:
    """The Markdown files under ``folder`` that open as an OpenCode export."""
    return markdown_exports(folder, is_export, _HEAD_BYTES)


# --- times --------------------------------------------------------------------

def _readings(when: str) -> list[tuple[str, dt.datetime]]:
    """The naive local times ``when`` can be, each with its day order ("ymd", "dmy", "mdy"):
    day first and month first when both fit, the likelier first."""
    hour, minute, second = wall_clock(when)
    dates: list[tuple[str, tuple[int, int, int]]] = []
    if m := YMD.search(when):
        dates.append(("ymd", (int(m.group(1)), int(m.group(2)), int(m.group(3)))))
    elif m := DMY.search(when):
        first, second_, year = int(m.group(1)), int(m.group(3)), int(m.group(4))
        month_first = ("mdy", (year, first, second_))
        day_first = ("dmy", (year, second_, first))
        # en-US writes month first with AM/PM; a dot, or a 24-hour clock, is day first.
        if m.group(2) == "." or not (PM.search(when) or AM.search(when)):
            dates += [day_first, month_first]
        else:
            dates += [month_first, day_first]
    out = []
    for order, (year, month, day) in dates:
        try:
            out.append((order, dt.datetime(year, month, day, hour, minute, second)))
        except ValueError:
            continue
    return out


def id_residue(session_id: str) -> int | None:
    """The creation time modulo 2^36 ms an OpenCode session id holds, or None."""
    m = re.match(r"ses_([0-9a-f]{12})", session_id)
    if not m:
        return None
    return (((1 << 48) - 1 - int(m.group(1), 16)) >> 12) % _PERIOD


def _epoch_ms(naive: dt.datetime) -> int:
    return int(naive.replace(tzinfo=dt.UTC).timestamp() * 1000)


def session_times(session_id: str, created: str | None, updated: str | None, title_time: str | None
                  ) -> tuple[int | None, int | None, bool]:
    """(created, updated) in epoch ms, and whether the zone was known; None when unreadable.

    The id's residue picks, of the readings of Created, the one within a day of a time it
    allows; their difference is the zone, applied to Updated."""
    residue = id_residue(session_id)
    exact = None
    if title_time:
        exact = int(dt.datetime.fromisoformat(title_time.replace("Z", "+00:00")).timestamp() * 1000)
    readings = _readings(created) if created else []
    later = dict(reversed(_readings(updated))) if updated else {}
    for order, local in readings:
        ms = _epoch_ms(local)
        if exact is not None:
            true = exact
        elif residue is not None:
            true = ms - ((ms - residue) % _PERIOD)  # the latest time the id allows, not after ms
            if ms - true > _PERIOD // 2:
                true += _PERIOD
        else:
            break
        offset = ms - true
        if abs(offset) > _DAY_MS:
            continue  # not this reading (the other day order), or not this id
        offset = round(offset / 900_000) * 900_000  # zones are whole quarter hours
        # Updated in Created's day order, in its zone.
        pick = later.get(order)
        end = _epoch_ms(pick) - offset if pick else None
        return true, end if end is None or end >= true else None, True
    # No id to tell the zone: read as UTC, the first reading.
    if readings:
        order, local = readings[0]
        pick = (dict(reversed(_readings(updated))) if updated else {}).get(order)
        return _epoch_ms(local), (_epoch_ms(pick) if pick else None), False
    return None, None, False


# --- the body -----------------------------------------------------------------

# The labels formatTranscript writes a tool's fenced input and result under.
_TOOL_BLOCKS = frozenset(("**Input:**", "**Output:**", "**Error:**"))


def _in_tool_blocks(lines: list[str]) -> list[bool]:
    """For each line, whether it lies in a tool's fenced Input, Output or Error, up to the
    first bare fence. The tool's words are written unescaped: an export or a transcript a tool
    read holds "---", "## User", "**Tool: ...**" and the words under them, none of them a
    message or a part of this session."""
    out = [False] * len(lines)
    i = 0
    while i < len(lines):
        if lines[i].rstrip() in _TOOL_BLOCKS and i + 1 < len(lines) and lines[i + 1].startswith("```"):
            j = i + 2
            while j < len(lines) and lines[j].rstrip() != "```":
                out[j] = True
                j += 1
            i = j
        i += 1
    return out


def _blocks(lines: list[str], start: int) -> list[tuple[str, list[str]]]:
    """(role, lines) of each message after the header's ``---`` at ``start``: a message
    starts at ``## User`` or ``## Assistant ...`` right under a ``---`` and a blank line."""
    heads = []
    tools = _in_tool_blocks(lines)
    for i in range(start + 2, len(lines)):
        line = lines[i]
        if line.startswith("## ") and (line.rstrip() == "## User" or _ASSISTANT.match(line)) \
                and not lines[i - 1].strip() and lines[i - 2].strip() == "---" and not tools[i]:
            heads.append(i)
    out = []
    for n, i in enumerate(heads):
        end = heads[n + 1] - 2 if n + 1 < len(heads) else len(lines)
        body = lines[i + 1:end]
        while body and not body[-1].strip():
            body.pop()
        if n + 1 == len(heads) and body and body[-1].strip() == "---":
            body.pop()
        if lines[i].rstrip() == "## User":
            role = "user"
        else:
            agent = (_ASSISTANT.match(lines[i]).group("agent") or "").strip().lower()
            role = "compaction" if agent == "compaction" else "assistant"
        out.append((role, body))
    return out


def _markers(body: list[str]) -> list[int]:
    """Where a tool part or a reasoning part starts: on a line of its own after a blank one."""
    tools = _in_tool_blocks(body)
    return [i for i, line in enumerate(body)
            if (i == 0 or not body[i - 1].strip()) and (line.rstrip() == _THINKING or _TOOL.match(line)) and not tools[i]]


def _fenced(lines: list[str], i: int, last: bool) -> tuple[str | None, int]:
    """The text of the fence opening at ``lines[i]`` and the index after it: closed by the first
    bare ``````` line, or (``last``: an output, written unescaped) by the last one in ``lines``."""
    if i >= len(lines) or not lines[i].startswith("```"):
        return None, i
    closes = [j for j in range(i + 1, len(lines)) if lines[j].rstrip() == "```"]
    if not closes:
        return "\n".join(lines[i + 1:]), len(lines)
    j = closes[-1] if last else closes[0]
    return "\n".join(lines[i + 1:j]), j + 1


def _skip_blank(lines: list[str], i: int) -> int:
    while i < len(lines) and not lines[i].strip():
        i += 1
    return i


def _tool(name: str, lines: list[str], number: int) -> tuple[dict | None, list[str]]:
    """A tool part as OpenCode's part record (None when the export left its details out), and
    the lines after its blocks (a text part)."""
    state: dict = {"status": "completed", "output": ""}
    i = _skip_blank(lines, 0)
    if i < len(lines) and lines[i].rstrip() == "**Input:**":
        raw, i = _fenced(lines, i + 1, last=False)
        try:
            args = json.loads(raw) if raw is not None else {}
        except (ValueError, RecursionError):
            args = {}
        state["input"] = args if isinstance(args, dict) else {}
        i = _skip_blank(lines, i)
    if i < len(lines) and lines[i].rstrip() in ("**Output:**", "**Error:**"):
        failed = lines[i].rstrip() == "**Error:**"
        text, i = _fenced(lines, i + 1, last=True)
        if failed:
            state = {**state, "status": "error", "error": text or ""}
            state.pop("output", None)
        else:
            state["output"] = text or ""
    if "input" not in state:
        return None, lines[i:]
    part = {"tool": name, "callID": f"md-call-{number}", "state": state}
    return part, lines[i:]


def _text(lines: list[str]) -> str:
    return "\n".join(lines).strip()


def _paragraphs(lines: list[str]) -> list[tuple[int, int, int]]:
    """The paragraphs of ``lines`` outside code fences as (first, end, blank lines before),
    a fenced block kept whole in its paragraph."""
    out: list[tuple[int, int, int]] = []
    i, blank, fence = 0, 0, False
    start = None
    for i, line in enumerate(lines):
        if line.lstrip().startswith("```"):
            fence = not fence
        if not fence and not line.strip() and not line.lstrip().startswith("```"):
            if start is not None:
                out.append((start[0], i, start[1]))
                start = None
            blank += 1
            continue
        if start is None:
            start, blank = (i, blank), 0
    if start is not None:
        out.append((start[0], len(lines), start[1]))
    return out


def _self_talk(paragraph: str) -> bool:
    return bool(_SELF_TALK.match(paragraph) or _OF_THE_USER.search(paragraph) or _THOUGHT_TITLE.match(paragraph)
                or _SELF_TALK_IN.search(paragraph))


def _after_reasoning(segment: list[str]) -> list[str] | None:
    """The text part after a reasoning part: the paragraphs after the last one that talks as
    reasoning does ("The user wants...", "Let me...", a thought's bold title) or after a gap of
    three blank lines or more (a reasoning text that ended in blank lines of its own: Gemini).
    [] when the whole segment reads as reasoning; None when it cannot be told (several
    paragraphs and none of them reasoning's): left out."""
    paras = _paragraphs(segment)
    if not paras:
        return []
    cut = None
    for n, (first, end, blank_before) in enumerate(paras):
        if n and blank_before >= 3:
            cut = n
        if _self_talk("\n".join(segment[first:end]).strip()):
            cut = n + 1
    if cut is None:
        return [] if len(paras) == 1 else None
    return segment[paras[cut][0]:] if cut < len(paras) else []


def _assistant(body: list[str], ts: str | None, reader: _Reader, calls: list[int],
               summary: bool = False) -> tuple[list[dict], int]:
    """The agent's words and tool calls of one ``## Assistant`` block, and how many reasoning
    regions were left out. A compaction's words are a summary, never the agent's."""
    out: list[dict] = []

    def words(content: str) -> dict:
        return message("system", content, ts, kind="summary") if summary else message("assistant", content, ts)

    marks = _markers(body)
    left_out = 0
    if (lead := _text(body[:marks[0]] if marks else body)):
        out.append(words(lead))
    for n, at in enumerate(marks):
        end = marks[n + 1] if n + 1 < len(marks) else len(body)
        segment = body[at + 1:end]
        if body[at].rstrip() == _THINKING:
            # "_Thinking:_\n\n" + reasoning + "\n\n": three blank lines are an empty reasoning,
            # and what follows them a text part. Otherwise the answer cannot be told from it.
            if len(segment) >= 3 and not any(line.strip() for line in segment[:3]):
                if (said := _text(segment)):
                    out.append(words(said))
                continue
            answer = _after_reasoning(segment)
            if answer is None:
                left_out += 1
            elif (said := _text(answer)):
                out.append(words(said))
            continue
        calls[0] += 1
        part, rest = _tool(_TOOL.match(body[at]).group("name").strip(), segment, calls[0])
        if part is not None:
            out += reader.tool(part, ts)
        if (said := _text(rest)):
            out.append(words(said))
    return out, left_out


def read(path: Path) -> list[Transcript]:
    path = Path(path)
    bad: list[Problem] = []
    skipped: list[Problem] = []
    text = read_text(path, bad)
    lines = _head_lines(text)
    sid_at = next((i for i, line in enumerate(lines[:12]) if _SESSION.match(line)), None)
    if sid_at is None or not is_export(text[:_HEAD_BYTES]):
        raise IngestError(f"{path}: no '**Session ID:**' line under a title; not an OpenCode export")
    session = _SESSION.match(lines[sid_at]).group("id")
    title = next((lines[i][2:].strip() for i in range(sid_at) if lines[i].startswith("# ")), "")
    rule = next((i for i in range(sid_at + 1, len(lines)) if lines[i].strip() == "---"), len(lines))
    head = lines[sid_at:rule]
    created = next((m.group("when") for line in head if (m := _CREATED.match(line))), None)
    updated = next((m.group("when") for line in head if (m := _UPDATED.match(line))), None)
    default_title = bool(_DEFAULT_TITLE.match(title))
    title_time = (m.group(1) if default_title and (m := _TITLE_TIME.search(title)) else None)
    start_ms, end_ms, known = session_times(session, created, updated, title_time)
    if created and start_ms is None:
        skipped.append(Problem(path, sid_at + 2, f"the Created time cannot be read ({created[:60]!r}); undated"))
    elif created and not known:
        skipped.append(Problem(path, sid_at + 2, f"the Created time's zone cannot be told ({created[:60]!r}); read as UTC"))
    ts, last_ts = iso_from_epoch(start_ms, ms=True), iso_from_epoch(end_ms, ms=True)
    helper = bool(_SUBAGENT_TITLE.search(title))
    reader = _Reader()
    calls = [0]
    messages: list[dict] = []
    left_out = 0
    for role, body in _blocks(lines, rule):
        if role == "user":
            said = _text(body)
            if said:
                messages.append(message("user", said, ts, typed=not helper and not _BUILTIN.match(said)))
            continue
        got, n = _assistant(body, ts, reader, calls, summary=role == "compaction")
        messages += got
        left_out += n
    if not messages:
        raise NotATranscript(path, "no messages", "an OpenCode export with no ## User or ## Assistant block")
    if last_ts:
        messages[-1]["ts"] = last_ts
        for m in messages:  # a tool's result paired with the last call keeps its call's order
            if m.get("ts") and m["ts"] > last_ts:
                m["ts"] = last_ts
    if left_out:
        skipped.append(Problem(path, rule + 1, f"{left_out} reasoning part(s) left out with any answer right "
                                               "after them: the export does not mark where the answer starts"))
    meta: dict = {"id": safe_session_id(f"opencode-md-{session}", "opencode-md"), "format": NAME,
                  "cwd": str(path.resolve().parent)}
    if title and not default_title and (clean := clean_title(title)):
        meta["title"], meta["title_source"] = clean, "summary"
    meta, messages = finish(meta, messages)
    return [Transcript(meta, messages, skipped=skipped, bad=bad)]


__all__ = ["NAME", "LABEL", "find", "id_residue", "is_export", "locations", "read", "session_times", "sniff"]
