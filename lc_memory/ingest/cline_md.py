"""A Cline, Roo Code or Kilo Code task exported as Markdown: the task's "Export" button writes
``cline_task_<mon>-<d>-<yyyy>_<h>-<mm>-<ss>-<am|pm>.md`` (Roo Code ``roo_task_...``, Kilo Code
``kilo_code_task_...``, IBM Bob, a Roo Code fork, ``bob_task_...``), and people commit them.

The export is ``api_conversation_history.json`` written out: each message is ``**User:**`` or
``**Assistant:**``, a blank line and its blocks joined by a newline, and the messages are
joined by ``---`` lines. A text block is its text, so the tags Cline writes stay as they are:
``<task>``, ``<feedback>`` and ``<answer>`` around the person's words, ``[tool for 'x'] Result:``
before a result, ``<environment_details>`` after it, and in older versions the tool calls as
XML tags in the agent's text. Native tool calls are written ``[Tool Use: name]`` with one
``Key: value`` line per argument (the key's first letter upper-cased, an object as indented
JSON), and their results ``[Tool]`` or ``[Tool (Error)]`` over the result's text. An image is
``[Image]``; a block of another kind ``[Unexpected content type: kind]``.

So the export is turned back into the API file's messages and read by the same reader
(``cline._Api``): typed is only what Cline wraps in its own tags, the injected context is
not, and the results give exit codes. Not in an export: the messages' times (the time the
environment details give, ``Current time in ISO 8601 UTC format: ...``, dates each request),
the task id (the file's name is the session's id), and the UI's messages (the API's only).
The project is the working folder the environment details name, else the file's folder.
"""

from __future__ import annotations

import hashlib
import json
import re
from datetime import datetime
from pathlib import Path
from typing import Any

from lc_memory.errors import IngestError
from lc_memory.ingest.common import Transcript, finish, markdown_exports, sniff_markdown
from lc_memory.store.files import SESSION_ID_RE

_HEAD_BYTES = 4096
# The first message is the task: Cline opens it with <task> (or <user_message> on a resumed one).
_EXPORT_HEAD = re.compile(r"\A\ufeff?\s*\*\*User:\*\*[ \t]*\n[ \t]*\n?\s*<(?:task|user_message)>")
_MESSAGE = re.compile(r"(?:\A\ufeff?\s*|\n---[ \t]*\n\n)\*\*(User|Assistant):\*\*[ \t]*\n\n?")
# Where a user message's blocks began: a result's head, a native result, the injected context.
_USER_BLOCK = re.compile(r"\n(?=\[[A-Za-z_][\w-]*(?: for '[^\n]{0,4000}?')?\] Result:|\[Tool(?: \(Error\))?\]\n"
                         r"|<environment_details>)")
_NATIVE_RESULT = re.compile(r"\[Tool( \(Error\))?\]\n?")
_TOOL_USE = re.compile(r"^\[Tool Use: ([^\]\n]+)\]\n?", re.M)
_ARG = re.compile(r"^([A-Z][A-Za-z0-9_]*): ?(.*)$")
_NOISE = re.compile(r"^\[(?:Image|Unexpected content type: [^\]\n]*)\]\n?", re.M)
_ISO_TIME = re.compile(r"Current time in ISO 8601 UTC format: (\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(?:\.\d+)?Z)")
# Cline's, Roo Code's, Kilo Code's and Bob's own names for an export.
_EXPORT_NAME = re.compile(r"(?:cline|roo|kilo_code|bob)_task_[a-z]{3}-\d{1,2}-\d{4}_\d{1,2}-\d\d-\d\d-[ap]m")
# Arguments whose value runs over many lines (a file's content, a diff): inside one, a line that
# looks like "Key: value" is the value's, unless it names one of a call's short arguments.
_LONG = frozenset({"content", "diff", "result", "response", "question", "input", "todos", "follow_up"})
_SHORT = frozenset({"path", "line_count", "cwd", "task_progress", "mode", "start_line", "end_line"})


def is_export(head: str) -> bool:
    return bool(_EXPORT_HEAD.match(head.replace("\r\n", "\n")))


def sniff(path: Path) -> bool:
    return sniff_markdown(path, is_export, _HEAD_BYTES)


def find(folder: Path) -> list[Path]:
    """The Markdown files under ``folder`` that open as a Cline-family task's export."""
    return markdown_exports(folder, is_export, _HEAD_BYTES)


def _args(lines: list[str]) -> dict:
    """A native call's ``Key: value`` lines as its input (the key's first letter lowered back;
    an object's value, written as JSON, parsed)."""
    out: dict[str, Any] = {}
    key: str | None = None
    for line in lines:
        m = _ARG.match(line)
        name = m.group(1)[:1].lower() + m.group(1)[1:] if m else None
        if name and name not in out and (key not in _LONG or name in _SHORT):
            key = name
            out[key] = m.group(2)
        elif key is not None:
            out[key] += "\n" + line
    for k, v in out.items():
        v = v.strip("\n")
        if v[:1] in "[{":
            try:
                v = json.loads(v)
            except ValueError:
                pass
        out[k] = v
    return out


def _assistant_blocks(body: str, calls: list[str], made: int) -> list[dict]:
    """An assistant message's text and native calls as API blocks; the calls' ids in ``calls``
    (numbered on from ``made``, the calls before it)."""
    body = _NOISE.sub("", body)
    heads = list(_TOOL_USE.finditer(body))
    blocks: list[dict] = []
    text = body[:heads[0].start()] if heads else body
    if text.strip():
        blocks.append({"type": "text", "text": text.strip("\n")})
    for i, head in enumerate(heads):
        end = heads[i + 1].start() if i + 1 < len(heads) else len(body)
        ident = f"md-{made + len(calls) + 1}"
        calls.append(ident)
        blocks.append({"type": "tool_use", "id": ident, "name": head.group(1).strip(),
                       "input": _args(body[head.end():end].rstrip("\n").split("\n"))})
    return blocks


def _user_blocks(body: str, answering: list[str]) -> list[dict]:
    """A user message's blocks: its text cut back where each block began; a native result
    (``[Tool]``) answers the previous message's calls in order."""
    blocks: list[dict] = []
    for part in _USER_BLOCK.split(body):
        result = _NATIVE_RESULT.match(part)
        if result:
            ident = answering.pop(0) if answering else None
            blocks.append({"type": "tool_result", "tool_use_id": ident, "content": part[result.end():].rstrip("\n"),
                           "is_error": bool(result.group(1))})
        elif part.strip():
            blocks.append({"type": "text", "text": part})
    return blocks


def _ms(iso: str) -> int:
    return int(datetime.fromisoformat(iso.replace("Z", "+00:00")).timestamp() * 1000)


def items(text: str) -> list[dict]:
    """The export's messages as ``api_conversation_history.json``'s items."""
    text = text.replace("\r\n", "\n")
    heads = list(_MESSAGE.finditer(text))
    out: list[dict] = []
    calls: list[str] = []
    made = 0
    ts: int | None = None
    for i, head in enumerate(heads):
        body = text[head.end():heads[i + 1].start() if i + 1 < len(heads) else len(text)].strip("\n")
        if head.group(1) == "User":
            times = _ISO_TIME.findall(body)
            ts = _ms(times[-1]) if times else ts
            out.append({"role": "user", "content": _user_blocks(body, calls), **({"ts": ts} if ts else {})})
            calls = []
        else:
            made += len(calls)
            calls = []
            out.append({"role": "assistant", "content": _assistant_blocks(body, calls, made),
                        **({"ts": ts} if ts else {})})
    return out


def session_id(path: Path, text: str) -> str:
    """The export's name when Cline named it (its time to the second); another name with a
    hash of the task's opening, so two files of one name in two folders are two sessions and
    a copy of one is the same session."""
    stem = re.sub(r"[^A-Za-z0-9._:-]", "-", path.stem).strip("._:-")[:80] or "task"
    if _EXPORT_NAME.fullmatch(stem) and SESSION_ID_RE.match(stem):
        return stem
    digest = hashlib.sha1(text[:_HEAD_BYTES].encode("utf-8", "replace")).hexdigest()[:10]
    return f"{stem}-{digest}"


def read(path: Path, reader: Any, name: str) -> list[Transcript]:
    """Read the export at ``path`` with ``reader`` (a ``cline._Api``) into one session."""
    try:
        text = path.read_text(encoding="utf-8")
    except UnicodeDecodeError as e:
        raise IngestError(f"{path}: not UTF-8 text (byte {e.start + 1}); not a Cline task export") from None
    if not is_export(text[:_HEAD_BYTES]):
        raise IngestError(f"{path}: not a Cline, Roo Code or Kilo Code task export")
    bad = reader.read(items(text))
    messages = reader.out
    meta: dict = {"id": session_id(path, text), "cwd": reader.cwd or str(path.resolve().parent), "format": name}
    meta, messages = finish(meta, messages)
    return [Transcript(meta, messages, bad=bad)]
