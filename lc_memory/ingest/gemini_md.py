"""Gemini CLI chats shared with ``/chat share <file>`` (``/share`` before): Markdown or JSON.

The command writes the chat's history as the model saw it, a ``Content[]`` (``chatCommand.ts``,
``exportHistory``): in a ``.json`` file that list itself, ``[{role: user|model, parts[]}]``;
in a ``.md`` file each item as a heading and its parts (``serializeHistoryToMarkdown``), the
items joined by ``\\n\\n---\\n\\n``::

    ## USER 🧑‍💻            (``🧑‍💻 ## USER`` in 2025 builds; ``**user**:`` in the first ones)

    <text parts, joined with nothing>**Tool Command**:
    ```json
    {"name": ..., "args": {...}, "id": ...}        (a functionCall, JSON.stringify'd)
    ```
    ---
    ## MODEL ✨
    ...                                             (a functionResponse: **Tool Response**:)

People commit these (a project's ``docs/``, a ``historico.md``) where no session file is. The
history opens with what the CLI injected: the environment (``This is the Gemini CLI. We are
setting up the context for our chat.``, in a ``<session_context>`` block since early 2026), its
canned answer ("Got it. Thanks for the additional context!"), a ``<state_snapshot>`` after a
compression, the IDE's context: none of it typed (``gemini_cli.user_messages`` tells them).
Tool results come back as user items of ``functionResponse`` parts. A ``thought`` part is
flagged in the JSON; the Markdown writes its text like any other, with nothing between parts:
a model item that opens with a thought's bold title (``**Refining Logic** I'm ...``) holds
thoughts up to where two parts meet with no space (``...responses.I have added``).

Not in a share: times, the session id, the working folder. The environment turn names the
folder ("I'm currently working in the directory:", later "Workspace Directories:") and the day
("Today's date is ..."); calls made since early 2026 carry their start in milliseconds in their
id (``read_file-1770170131572-...``, ``replace_1779340937812_1``), which dates each message
after them. The id is a hash of the history's opening (its environment turn and the first
words after it), so the ``.md`` and ``.json`` of one chat, or two shares of it, are one
session. A share of a chat whose session file is ingested too is a second session: nothing
links them.
"""

from __future__ import annotations

import datetime as dt
import hashlib
import json
import re
from pathlib import Path
from typing import Any

from lc_memory.errors import IngestError
from lc_memory.ingest.common import SKIP_DIRS, markdown_exports, read_head
from lc_memory.text import normalize

_HEAD_BYTES = 4096
_PERSON = "🧑\u200d?💻"
# An item's heading, in the three ways the CLI wrote it.
_ITEM = re.compile(rf"^(?:## (USER|MODEL) (?:{_PERSON}|✨)|(?:{_PERSON}|✨) ## (USER|MODEL)"
                   rf"|\*\*(user|model)\*\*:)[ \t]*$", re.M)
_SEPARATOR = "\n\n---\n\n"
# The environment turn every share opens with; Qwen Code, a fork, writes its own name there.
_SETUP = re.compile(r"\A\s*(?:<(?:session_context|system-reminder)>\s*)?"
                    r"This is the (Gemini CLI|Qwen Code)\. We are setting up the context for our chat\.")
AGENTS = {"Gemini CLI": "gemini", "Qwen Code": "qwen"}
_PART = re.compile(r"\*\*Tool (Command|Response)\*\*:\n```json\n")
ACK = "Got it. Thanks for the additional context!"
# A thought's summary: a bold title, a space, and its words (an answer's own bold heading has a
# line of its own, or a colon).
_THOUGHT = re.compile(r"\*\*[^*\n:]{2,80}\*\* (?=\S)")
# Where two text parts meet: a sentence's end with the next part's start right after it (a
# capital, a Markdown mark, a digit, a letter of a script without case), not "e.g." or "I'm".
_JOIN = re.compile(r"(?<=[.!?…)`])(?=[A-ZÀ-ÖØ-Þ\u0400-\u042f*#\d]|[^\x00-\u04ff\s])")
_CWD = re.compile(r"I'm currently working in the directory: ([^\n]+)|- \*\*Workspace Directories:\*\*\n\s+- ([^\n]+)")
_DAY = re.compile(r"Today's date is ([^\n]+?)(?: \(formatted according to the user's locale\))?\.?\n")
# A call's start in its id: ``<tool>-<ms>-<random>`` (early 2026), ``<tool>_<ms>_<n>`` (later).
_CALL_MS = re.compile(r"(?:^|[_-])(1[6-9]\d{11})(?=[_-]|$)")


# --- what a file is -----------------------------------------------------------------------

def markdown_agent(head: str) -> str | None:
    """``gemini`` or ``qwen`` when a Markdown file's head is a share (its first item the user's,
    its heading one the CLI writes), by the agent its environment turn names (``gemini`` when
    it names none: the first builds' ``**user**:`` heading is common, so only with one)."""
    head = head.lstrip("\ufeff").replace("\r\n", "\n")
    m = _ITEM.match(head)
    if m is None or (m.group(1) or m.group(2) or m.group(3)).lower() != "user" or head[m.end():m.end() + 2] != "\n\n":
        return None
    setup = _SETUP.match(head[m.end():])
    if setup is None:
        return None if m.group(3) else "gemini"
    return AGENTS[setup.group(1)]


def is_markdown(head: str) -> bool:
    return markdown_agent(head) is not None


def json_agent(path: Path) -> str | None:
    """``gemini`` or ``qwen`` when a ``.json`` file is a shared history: a list whose first item
    is the user's environment turn. A ``/chat save`` checkpoint holds the same list: not it."""
    if path.suffix != ".json" or "checkpoint" in path.name or not path.is_file():
        return None
    head = read_head(path, _HEAD_BYTES).lstrip("\ufeff \t\r\n")
    if not head.startswith("[") or "We are setting up the context for our chat." not in head:
        return None
    m = re.match(r'\[\s*\{\s*"role"\s*:\s*"user"\s*,\s*"parts"\s*:\s*\[\s*\{\s*"text"\s*:\s*"'
                 r'(?:<session_context>\\n)?This is the (Gemini CLI|Qwen Code)\.', head)
    return AGENTS[m.group(1)] if m else None


def agent(path: Path) -> str | None:
    """The agent whose share ``path`` is (``gemini``, ``qwen``), None when it is none."""
    path = Path(path)
    if path.suffix == ".json":
        return json_agent(path)
    if path.suffix.lower() not in (".md", ".markdown") or not path.is_file():
        return None
    return markdown_agent(read_head(path, _HEAD_BYTES))


def find(folder: Path, who: str = "gemini") -> list[Path]:
    """The shares of ``who`` under ``folder``: Markdown ones, and ``.json`` ones outside the
    agents' own chat folders (whose ``.json`` files are sessions, read as such)."""
    shares = [p for p in Path(folder).rglob("*.json")
              if not SKIP_DIRS.intersection(p.parts) and "chats" not in p.parts and json_agent(p) == who]
    found = markdown_exports(folder, lambda head: markdown_agent(head) == who, _HEAD_BYTES)
    return sorted(found + shares)


# --- the history --------------------------------------------------------------------------

def _parts(body: str) -> list[dict]:
    """A Markdown item's parts: its text, and the calls and responses written as JSON."""
    parts: list[dict] = []
    at = 0
    decoder = json.JSONDecoder()
    for m in _PART.finditer(body):
        if m.start() < at:
            continue
        try:
            value, end = decoder.raw_decode(body, m.end())
        except ValueError:
            continue  # the words "**Tool Command**:" in a text, not a part
        if not isinstance(value, dict) or not body.startswith("\n```", end):
            continue
        if body[at:m.start()]:
            parts.append({"text": body[at:m.start()]})
        parts.append({"functionCall" if m.group(1) == "Command" else "functionResponse": value})
        at = end + 4
    if body[at:]:
        parts.append({"text": body[at:]})
    return parts


def from_markdown(text: str) -> list[dict]:
    """A Markdown share as the history it was written from."""
    text = text.lstrip("\ufeff").replace("\r\n", "\n")
    heads = [m for m in _ITEM.finditer(text) if m.start() == 0 or text.endswith(_SEPARATOR, 0, m.start())]
    items = []
    for i, m in enumerate(heads):
        end = heads[i + 1].start() - len(_SEPARATOR) if i + 1 < len(heads) else len(text)
        body = text[m.end():end]
        body = body[2:] if body.startswith("\n\n") else body.lstrip("\n")
        role = (m.group(1) or m.group(2) or m.group(3)).lower()
        items.append({"role": role, "parts": _parts(body.rstrip("\n") if i + 1 == len(heads) else body)})
    return items


def without_thoughts(text: str) -> str:
    """A Markdown model item's text without the thoughts it opens with (see the module's
    note): "" when it is thoughts only."""
    at = 0
    while _THOUGHT.match(text, at):
        joins = [j.start() for j in _JOIN.finditer(text, at + 4)]
        nxt = next((j for j in joins if not _THOUGHT.match(text, j)), None)
        more = next((j for j in joins if _THOUGHT.match(text, j)), None)
        if more is not None and (nxt is None or more < nxt):
            at = more  # another thought follows this one
            continue
        return text[nxt:] if nxt is not None else ""
    return text


def typed_again(messages: list[dict], typed: list[bool]) -> None:
    """Type again the words ``finish`` untyped as a replay only for their time: a share's times
    are a day, or a call's start, so two messages share one; but it holds the history the model
    saw, no replays. Words the agent answered between are typed anew (a second "A" to go on);
    the same words with no answer between (a resend after an error) stay a replay."""
    seen: dict[str, int] = {}
    answers = 0
    for m, was in zip(messages, typed):
        if m.get("role") == "assistant":
            answers += 1
        if not was:
            continue
        key = normalize(m["content"])
        if key and not m["typed"] and key in seen and seen[key] != answers:
            m["typed"] = True
        seen[key] = answers


def text_of(parts: list) -> str:
    """An item's text parts joined as the CLI joins them; ``thought`` parts left out."""
    return "".join(p["text"] for p in parts if isinstance(p, dict) and isinstance(p.get("text"), str)
                   and not p.get("thought"))


# --- reading ------------------------------------------------------------------------------

def _iso_ms(ms: int) -> str:
    return dt.datetime.fromtimestamp(ms / 1000, dt.timezone.utc).isoformat(timespec="milliseconds").replace(
        "+00:00", "Z")


# Month names as the CLI's locales write the day ("Freitag, 23. Januar 2026", "quarta-feira, 22
# de abril de 2026", "23 janvier 2026", "23 января 2026 г."): each language's twelve, in order.
_MONTH_NAMES = (
    "january february march april may june july august september october november december",
    "januar februar märz april mai juni juli august september oktober november dezember",
    "janvier février mars avril mai juin juillet août septembre octobre novembre décembre",
    "enero febrero marzo abril mayo junio julio agosto septiembre octubre noviembre diciembre",
    "janeiro fevereiro março abril maio junho julho agosto setembro outubro novembro dezembro",
    "gennaio febbraio marzo aprile maggio giugno luglio agosto settembre ottobre novembre dicembre",
    "januari februari maart april mei juni juli augustus september oktober november december",
    "stycznia lutego marca kwietnia maja czerwca lipca sierpnia września października listopada "
    "grudnia",
    "января февраля марта апреля мая июня июля августа сентября октября ноября декабря",
)
_MONTHS = {name: n for names in _MONTH_NAMES for n, name in enumerate(names.split(), 1)}
_MONTH_FIRST = re.compile(r"(\w+)\.? (\d{1,2}),? (\d{4})")  # May 21, 2026
# 23. Januar 2026, 22 de abril de 2026
_DAY_FIRST = re.compile(r"(\d{1,2})\.?\s+(?:de\s+)?(\w+)\.?\s+(?:de\s+)?(\d{4})")
_NUMERIC = re.compile(r"(\d{4})\s*[年년/.-]\s*(\d{1,2})\s*[月월/.-]\s*(\d{1,2})")  # 2026年2月26日, 2026-02-26


def _day(setup: str) -> str | None:
    """The day the environment turn names, as the midnight (UTC) that opens it, in the
    locale's words ("Thursday, May 21, 2026", "Freitag, 23. Januar 2026") or numbers
    (``2026年2月26日``, ``2026. 2. 26.``); None for a form not known."""
    m = _DAY.search(setup)
    if m is None:
        return None
    said = m.group(1)
    ymd = None
    if (found := _MONTH_FIRST.search(said)) and found.group(1).lower() in _MONTHS:
        ymd = int(found.group(3)), _MONTHS[found.group(1).lower()], int(found.group(2))
    elif (found := _DAY_FIRST.search(said)) and found.group(2).lower() in _MONTHS:
        ymd = int(found.group(3)), _MONTHS[found.group(2).lower()], int(found.group(1))
    elif found := _NUMERIC.search(said):
        ymd = int(found.group(1)), int(found.group(2)), int(found.group(3))
    if ymd is None:
        return None
    try:
        return dt.datetime(*ymd, tzinfo=dt.timezone.utc).isoformat().replace("+00:00", "Z")
    except ValueError:
        return None


def _call_time(part: dict) -> str | None:
    """A call's or response's start, from its id."""
    value = part.get("functionCall") or part.get("functionResponse")
    ident = value.get("id") if isinstance(value, dict) else None
    m = _CALL_MS.search(ident) if isinstance(ident, str) else None
    return _iso_ms(int(m.group(1))) if m else None


def _times(items: list[dict], day: str | None) -> list[str | None]:
    """Each item's time: the latest call start at or before it; before the first, that one
    (or the day the environment turn names, when no call has one)."""
    stamps: list[str | None] = []
    last = None
    for item in items:
        for p in item["parts"]:
            if isinstance(p, dict) and (t := _call_time(p)) is not None:
                last = t if last is None or t > last else last
        stamps.append(last)
    first = next((s for s in stamps if s is not None), day)
    return [s or first for s in stamps]


def setup_text(items: list[dict]) -> str:
    first = items[0] if items else {}
    return text_of(first.get("parts") or []) if first.get("role") == "user" else ""


def session_id(items: list[dict]) -> str:
    """A hash of the history's opening: its environment turn and the first user words after it."""
    texts = [" ".join(text_of(i["parts"]).split()) for i in items if i.get("role") == "user"][:2]
    return "gemini-share-" + hashlib.sha1("\n".join(texts).encode("utf-8", "surrogateescape")).hexdigest()[:16]


def _cwd(setup: str, path: Path) -> str:
    m = _CWD.search(setup)
    folder = (m.group(1) or m.group(2)).strip() if m else ""
    return folder or str(path.resolve().parent)


def history(path: Path) -> tuple[list[dict], bool]:
    """A share's history (``Content[]``), and whether it was written as Markdown (whose thoughts
    are text like any other)."""
    path = Path(path)
    try:
        text = path.read_text(encoding="utf-8")
    except UnicodeDecodeError as e:
        raise IngestError(f"{path}: not UTF-8 text (byte {e.start + 1}); not a Gemini CLI share") from None
    if path.suffix != ".json":
        return from_markdown(text), True
    try:
        items = json.loads(text)
    except (ValueError, RecursionError) as e:
        raise IngestError(f"{path}: not JSON ({getattr(e, 'msg', e)}); not a Gemini CLI share") from None
    if not isinstance(items, list):
        raise IngestError(f"{path}: not a list of turns; not a Gemini CLI share")
    return [i for i in items if isinstance(i, dict) and i.get("role") in ("user", "model")
            and isinstance(i.get("parts"), list)], False


def meta(path: Path, items: list[dict]) -> dict[str, Any]:
    """The session's id, working folder and the times of its items (``times``)."""
    setup = setup_text(items)
    return {"id": session_id(items), "cwd": _cwd(setup, Path(path)), "times": _times(items, _day(setup))}
