"""Amp's Markdown export of a thread (the thread's "Copy as Markdown" / ``amp threads markdown``).

Amp builds since about April 2026 keep threads on Amp's servers, so the Markdown export is
what people commit (``_threads/NNN_<title>.md``). Amp is closed source: the layout below is
what exports were seen to hold (34 threads committed to AnswerDotAI/ai-jup, December 2025),
not a documented format::

    ---
    title: Fix auth bug                       (quoted when it holds a ':' )
    threadId: T-<uuid>
    created: 2025-12-30T22:11:03.402Z
    agentMode: smart                          (author: NAME on shared threads)
    ---

    # Fix auth bug

    ## User                                   (## Assistant, ## Info, ## Todos)

    <attached_files> ... </attached_files>    (the files the editor attached: not typed)
    the person's words

    ## Assistant

    words
    **Tool Use:** `Bash`                      then the call's input as a ```json fence
    ## User
    **Tool Result:** `toolu_...`              then the result in a fence (``{"output", "exitCode"}``)
    **Tool Error:** `toolu_...`               then ``**Error:** {"message": ...}``
    **Tool Cancelled:** `toolu_...`           (the person stopped it; **Tool In Progress:** the
                                              export was made while it ran)

A tool use carries no id: it is the next result's, in order. The blocks are read as ``amp``
reads a thread's JSON (the same tool names, typed text and results). ``## Info`` (a command
the person ran by hand, "Manual Bash Invocation") and ``## Todos`` (the plan's last state,
which ``todo_write`` calls already hold) are left out, as is ``*(interrupted)*``.

A file may gather several exports after prose of its own (a report that pastes its threads
under a "# Threads" heading, seen once): each front matter that a ``## User`` section follows
opens a thread, read up to the next one, and the prose before the first is nobody's. A Markdown
formatter puts blank lines inside such a front matter (around a ``---`` that does not open the
file): they are read past. A front matter inside a fence or a tool's result is words.

The export records one time (``created``: every message is dated by it) and no working folder
of its own: the project is the ``cwd`` the thread's ``Bash`` calls give most often (Amp writes
the folder it runs a command in), else the folder the file sits in (its repository's, when it
is in one), or ``--project``. The session id is ``amp-md-T-<uuid>``: the same thread read from its JSON keeps
its own id and its richer record.
"""

from __future__ import annotations

import json
import re
from collections import Counter
from pathlib import Path
from typing import Any

from lc_memory.errors import IngestError
from lc_memory.ingest.common import (
    NotATranscript,
    Transcript,
    clean_title,
    finish,
    markdown_exports,
    read_text,
    safe_session_id,
    sniff_markdown,
)
from lc_memory.ingest.copilot_md import _FENCE, _fenced, _skip_blank
from lc_memory.store.files import Problem

NAME = "amp"  # read through ``amp``: ``--format amp`` takes a thread in either form

_THREAD_ID = re.compile(r"^threadId:\s*(?P<id>T-[0-9A-Za-z-]+)\s*$")
_FIELD = re.compile(r"^(?P<key>[A-Za-z]+):\s*(?P<value>.*?)\s*$")
_ROLE = re.compile(r"^## (?P<role>User|Assistant|Info|Todos)\s*$")
_TOOL = re.compile(r"^\*\*Tool (?P<what>Use|Result|Error|Cancelled|In Progress):\*\* `(?P<name>[^`]+)`\s*$")
_ERROR = re.compile(r"^\*\*Error:\*\* ?(?P<why>.*)$")
_ATTACHED = re.compile(r"<attached_files>.*?(?:</attached_files>|\Z)", re.DOTALL)
_INTERRUPTED = "*(interrupted)*"
_STATUS = {"Result": "done", "Error": "error", "Cancelled": "cancelled"}
_HEAD_LINES = 80
_HEAD_BYTES = 4096  # a file that gathers exports may open with a page of prose


def _front(lines: list[str], at: int = 0) -> tuple[dict[str, str], int] | None:
    """The front matter opening at ``lines[at]``: its fields and the index after its closing
    ``---``, or None. Blank lines may stand inside it (a Markdown formatter puts them around a
    ``---`` that does not open the file)."""
    if at >= len(lines) or lines[at].strip() != "---":
        return None
    fields: dict[str, str] = {}
    for i in range(at + 1, min(len(lines), at + 16)):
        line = lines[i].strip()
        if line == "---":
            return (fields, i + 1) if "threadId" in fields else None
        m = _FIELD.match(line)
        if m:
            fields[m.group("key")] = m.group("value")
        elif line:
            return None
    return None


def _first_front(lines: list[str]) -> tuple[dict[str, str], int, int] | None:
    """The first thread's front matter among ``lines`` (fields, its index, the index after it):
    at the top of an export, or after the prose of a file that gathers several exports (a
    report that pastes its threads under a "# Threads" heading)."""
    for i, line in enumerate(lines):
        if line.startswith("---") and (found := _front(lines, i)) and _THREAD_ID.match("threadId: " + found[0]["threadId"]):
            if i and not _opens_thread(lines, found[1]):
                continue  # after prose, a block that no thread follows: a document about the format
            return found[0], i, found[1]
    return None


def _opens_thread(lines: list[str], at: int) -> bool:
    """Whether a thread's first section (``## User``) follows ``lines[at]``, past blank lines and
    the export's ``# title``."""
    rest = [line for line in lines[at:at + 8] if line.strip()]
    if rest and rest[0].startswith("# "):
        rest = rest[1:]
    return bool(rest) and bool(_ROLE.match(rest[0]))


def is_export(head: str) -> bool:
    """Whether ``head`` holds an Amp thread's front matter (``threadId: T-...``)."""
    lines = [line.rstrip("\r") for line in head.lstrip("\ufeff").split("\n")[:_HEAD_LINES]]
    return _first_front(lines) is not None


def sniff(path: Path) -> bool:
    return sniff_markdown(path, is_export, _HEAD_BYTES)


def find(folder: Path) -> list[Path]:
    """The Markdown files under ``folder`` that open as an Amp thread's export."""
    return markdown_exports(folder, is_export, _HEAD_BYTES)


def _unquote(value: str) -> str:
    if len(value) >= 2 and value[0] == value[-1] and value[0] in "\"'":
        try:
            return json.loads(value) if value[0] == '"' else value[1:-1]
        except ValueError:
            return value[1:-1]
    return value


def _json_or_text(text: str | None) -> object:
    if text is None:
        return None
    try:
        return json.loads(text)
    except (ValueError, RecursionError):
        return text


def _is_marker(line: str) -> bool:
    return bool(_ROLE.match(line) or _TOOL.match(line))


def _closes(line: str, mark: str) -> bool:
    close = _FENCE.match(line)
    return bool(close) and close.group(1)[0] == mark[0] and len(close.group(1)) >= len(mark) and not line.strip(" `~")


def _result(lines: list[str], at: int) -> tuple[str | None, int]:
    """A tool result's fenced text from ``lines[at]`` and the index after it. Amp does not
    lengthen the fence around a result that holds fences of its own (an ``oracle``'s Markdown
    answer), so the result runs to the last closing fence before the next heading or tool line."""
    m = _FENCE.match(lines[at]) if at < len(lines) else None
    if not m:
        return None, at
    end = next((j for j in range(at + 1, len(lines)) if _is_marker(lines[j])), len(lines))
    close = next((j for j in range(end - 1, at, -1) if _closes(lines[j], m.group(1))), None)
    if close is None:
        return "\n".join(lines[at + 1:end]).rstrip(), end
    return "\n".join(lines[at + 1:close]), close + 1


def _starts_thread(lines: list[str], at: int) -> bool:
    """Whether another thread's front matter opens at ``lines[at]`` (a file that gathers several
    exports): a ``threadId`` block that a ``## User`` section follows."""
    found = _front(lines, at)
    return bool(found) and bool(_THREAD_ID.match("threadId: " + found[0]["threadId"])) \
        and _opens_thread(lines, found[1])


def _sections(lines: list[str], start: int) -> tuple[list[tuple[str, list[dict]]], int]:
    """(role, items) of each ``## User`` / ``## Assistant`` / ``## Info`` / ``## Todos`` section,
    and the index where the next thread's front matter opens (``len(lines)`` when none does).
    An item is a line of words (``{"line"}``) or a tool line with its fenced input or result
    (``{"what", "name", "text"}``); a heading inside the words' own fences is words, and so is
    a front matter inside a fence or a result."""
    out: list[tuple[str, list[dict]]] = []
    items: list[dict] = []
    i = start
    while i < len(lines):
        line = lines[i]
        role, tool = _ROLE.match(line), _TOOL.match(line)
        if role:
            items = []
            out.append((role.group("role"), items))
            i += 1
        elif tool:
            what, j = tool.group("what"), _skip_blank(lines, i + 1)
            item: dict = {"what": what, "name": tool.group("name"), "text": None}
            i = j
            if what == "Use":
                item["text"], i = _fenced(lines, j)
            elif what == "Result":
                item["text"], i = _result(lines, j)
            elif what == "Error" and j < len(lines) and (e := _ERROR.match(lines[j])):
                item["text"], i = e.group("why"), j + 1
            items.append(item)
        elif (fence := _FENCE.match(line)) and not (fence.group(1)[0] == "`" and "`" in line.strip()[len(fence.group(1)):]):
            end = next((j for j in range(i + 1, len(lines)) if _closes(lines[j], fence.group(1))), len(lines) - 1)
            items.extend({"line": text} for text in lines[i:end + 1])  # the words' own code block
            i = end + 1
        elif line == "---" and _starts_thread(lines, i):
            return out, i  # the next thread of a file that gathers several
        else:
            items.append({"line": line})
            i += 1
    return out, len(lines)


def _blocks(role: str, items: list[dict]) -> list[dict]:
    """A section's items as the blocks of an Amp thread's message (text, tool_use, tool_result)."""
    blocks: list[dict] = []
    words: list[str] = []

    def said() -> None:
        # "*(interrupted)*" is Amp's mark where a turn was stopped, before or after the words
        text = "\n".join(words).strip().removeprefix(_INTERRUPTED).removesuffix(_INTERRUPTED).strip()
        words.clear()
        if role == "user":
            attached = "\n".join(m.group(0) for m in _ATTACHED.finditer(text))
            text = _ATTACHED.sub("", text).strip()
            if attached:  # the editor's files, sent with the words: nobody typed them
                blocks.append({"type": "text", "text": attached, "injected": True})
        if text:
            blocks.append({"type": "text", "text": text})

    for item in items:
        if "line" in item:
            words.append(item["line"])
            continue
        said()
        what, name, value = item["what"], item["name"], _json_or_text(item["text"])
        if what == "Use":
            blocks.append({"type": "tool_use", "name": name, "input": value if value is not None else {}})
        elif what != "In Progress":  # the export was made while it ran: no result yet
            run: dict = {"status": _STATUS[what]}
            if what == "Result":
                run["result"] = value
            elif what == "Error" and value is not None:
                run["error"] = value if isinstance(value, dict) else {"message": item["text"]}
            blocks.append({"type": "tool_result", "toolUseID": name, "run": run})
    said()
    return blocks


def _pair(messages: list[dict]) -> None:
    """Give each tool use the id of the result that answers it: results come in the order of
    the calls, and a call no result answers keeps no id."""
    waiting: list[dict] = []
    for m in messages:
        for b in m["content"]:
            if b["type"] == "tool_use":
                waiting.append(b)
            elif b["type"] == "tool_result" and waiting:
                waiting.pop(0)["id"] = b["toolUseID"]
        if m["role"] == "user" and any(b["type"] == "text" and not b.get("injected") for b in m["content"]):
            waiting.clear()  # the person spoke: a call still open was never answered


def _working_folder(thread: list[dict]) -> str | None:
    """The folder the agent worked in: of the ``cwd`` values its ``Bash`` calls give (Amp writes
    the folder it runs a command in), the one that holds the most of the thread's tool paths and
    commands (a script run in a skill's own folder is not the project), or None when none
    holds half of them."""
    inputs = [b["input"] for m in thread for b in m["content"]
              if b["type"] == "tool_use" and isinstance(b["input"], dict)]
    folders = Counter(i["cwd"] for i in inputs if isinstance(i.get("cwd"), str) and i["cwd"].strip())
    if not folders:
        return None
    paths = [v for i in inputs for k in ("path", "cwd") if isinstance(v := i.get(k), str)]

    def holds(folder: str) -> int:
        top = folder.rstrip("/\\")
        return sum(p == top or p.startswith((top + "/", top + "\\")) for p in paths)

    best = max(folders, key=lambda f: (holds(f), folders[f]))
    return best if 2 * holds(best) >= len(paths) else None  # the thread worked elsewhere


def read(path: Path, reader: Any) -> list[Transcript]:
    """The threads in an export (one, or each of a file that gathers several), their blocks read
    by ``reader`` (``amp``'s, which reads a thread's JSON: this module does not import it)."""
    path = Path(path)
    bad: list[Problem] = []
    text = read_text(path, bad)
    lines = [line.rstrip("\r") for line in text.lstrip("\ufeff").split("\n")]
    first = _first_front(lines[:_HEAD_LINES])
    if first is None:
        raise IngestError(f"{path}: no front matter with a 'threadId: T-...' line; not an Amp export")
    fields, _, start = first
    out: list[Transcript] = []
    while True:
        sections, end = _sections(lines, start)
        transcript = _thread(path, fields, sections, reader, bad)
        if transcript:
            out.append(transcript)
        nxt = _front(lines, end) if end < len(lines) else None
        if nxt is None:
            break
        fields, start = nxt
    if not out:
        raise NotATranscript(path, "no messages", "an Amp export with no User or Assistant section")
    return out


def _thread(path: Path, fields: dict[str, str], sections: list[tuple[str, list[dict]]], reader: Any,
            bad: list[Problem]) -> Transcript | None:
    """One thread's transcript from its front matter and sections; None when it holds no message."""
    created = fields.get("created") or None
    thread: list[dict] = []
    for role, body in sections:
        if role not in ("User", "Assistant"):
            continue  # Info (a command the person ran by hand), Todos (the plan's last state)
        blocks = _blocks(role.lower(), body)
        if blocks:
            thread.append({"role": role.lower(), "content": blocks})
    _pair(thread)
    messages: list[dict] = []
    for m in thread:
        for b in m["content"]:  # one block at a time: an injected one is untyped
            out = reader.message({"role": m["role"], "content": [b]}, created)
            for said in out if b.get("injected") else ():
                said["typed"] = False
            messages += out
    if not any(m["role"] in ("user", "assistant") for m in messages):
        return None
    meta: dict = {"id": safe_session_id(f"amp-md-{fields['threadId']}", "amp-md"), "format": NAME,
                  "cwd": _working_folder(thread) or str(path.resolve().parent)}
    title = clean_title(_unquote(fields.get("title", "")))
    if title:
        meta["title"], meta["title_source"] = title, "summary"
    meta, messages = finish(meta, messages)
    return Transcript(meta, messages, bad=bad)


__all__ = ["NAME", "find", "is_export", "read", "sniff"]
