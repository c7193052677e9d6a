"""Gemini CLI sessions: ``~/.gemini/tmp/<project>/chats/session-<date>-<id8>.json[l]``.

``$GEMINI_CLI_HOME`` moves the home ``.gemini`` sits in. ``<project>`` is ``sha256(project
root)`` in older versions and a short slug in newer ones (``~/.gemini/projects.json`` maps
each root to its slug, and ``tmp/<slug>/.project_root`` holds the root).

Two layouts, one record shape (``chatRecordingService.ts``, ``chatRecordingTypes.ts``):

- ``.json`` (2025 to early 2026): one object ``{sessionId, projectHash, startTime,
  lastUpdated, messages[], summary?, kind?: main|subagent, directories?}``.
- ``.jsonl`` (from April 2026): the first line is that object without ``messages``; then a
  line is a message record, a ``{"$set": {...}}`` metadata patch (a ``$set`` of
  ``messages`` rebuilds the list: its new ids are turns the CLI made up), or a
  ``{"$rewindTo": id}`` that drops that message and every later one. A message is appended
  again, with the same ``id``, when its tool calls finish: the last record of an id wins, in
  the place its first one had.

A message is ``{id, timestamp, type, content, displayContent?}``; ``content`` is a string or
a list of parts (``text``, ``thought``, ``functionCall``, ``functionResponse``):

- ``user``: what the person typed, slash commands included. ``displayContent``, when there,
  is what they typed before the CLI expanded it (``@file``, a slash command's prompt): that
  is the typed text, and the expansion (the prompt, ``--- Content from referenced files ---``
  on) is an untyped message. Before ``displayContent`` a command's prompt was recorded alone:
  ``PromptLog`` (``logs.json``) tells it from typed words. Text the CLI writes as a user turn
  is untyped: ``<system-reminder>``, ``<hook_context>`` and ``<session_context>`` blocks, the
  environment and IDE context, "Please continue.", a shell command's report, plan-mode
  notes, and the editor's context Gemini Code Assist's agent mode puts after the typed words
  ("Current File Path:" and its path in a fence, "User Selected Files:", "PRIOR CHAT
  HISTORY:"); a ``<state_snapshot>`` (compression) is a summary.
- ``gemini`` (``qwen`` in Qwen Code's files): the agent's text (``thought`` parts and the
  ``thoughts`` list are left out) and ``toolCalls[{id, name, args, status, result[parts],
  resultDisplay, timestamp}]``: each a tool_use then its tool_result (failed when the status
  is ``error`` or ``cancelled`` or the response is an ``error``; ``cancelled`` never ran, nor
  did a shell command the tool blocked, "Command injection detected: ... blocked.", though
  its status says ``success``). A cancelled call is the person's stop (Esc, or no to the
  call): an untyped "[Request interrupted by user]" follows it, as Claude Code writes it.
- ``info`` / ``error`` / ``warning``: the CLI's notices ("Request cancelled.", a login URL):
  left out, neither typed nor the agent's words.

The title is the session's ``summary`` (the CLI's own). The working folder is not recorded
per message: see ``project_folder``. A helper agent's session (``kind: "subagent"``, in
``chats/<parent session>/<id>.jsonl``) gives no session of its own, as Claude Code's helper
logs do not: its work reaches the parent as the result of the call that started it. Before
``kind``, a helper ran under its parent's id and its chat went beside the parent's, in a file
named for its later start (``_helper_beside``): no session either.
``logs.json`` (the person's prompts, for the CLI's up-arrow; read only as said above) holds
no session: named and skipped. Nor does ``checkpoint-<tag>.json`` (``/chat save``: a copy of a
session's history, opening with the injected "This is the Gemini CLI. We are setting up the
context..." turn) beside a ``chats/`` folder that holds sessions. With none there
(``lone_checkpoint``: the CLI recorded no chats before September 2025, and deletes them after
30 days) the checkpoint is the only copy of that chat, and is read as a ``/chat share`` of the
same list is (``read_share``).

Qwen Code 2025 (``~/.qwen/tmp/<sha256(cwd)>/chats/session-*.json``) is this layout with
``qwen`` turns; ``qwen_code`` reads those files with this module's reader.
"""

from __future__ import annotations

import bisect
import datetime as dt
import functools
import hashlib
import itertools
import json
import os
import re
from collections.abc import Iterable
from pathlib import Path, PurePosixPath, PureWindowsPath
from typing import Any

from lc_memory.errors import IngestError
from lc_memory.ingest import gemini_md, tools
from lc_memory.ingest.common import (
    SKIP_DIRS,
    NotATranscript,
    Transcript,
    ci_workspace,
    clean_title,
    file_json,
    finish,
    head_records,
    looked,
    message,
    read_records,
    tool_input_text,
)
from lc_memory.store.files import SESSION_ID_RE, Problem

# The person's stop of a request, written as Claude Code writes it (extract.stopped_by_person).
STOPPED = "[Request interrupted by user]"

NAME = "gemini-cli"
LABEL = "Gemini CLI"

# Gemini CLI's (and Qwen Code's) tool names onto the names tools.py knows; a name not here
# goes as it is (``write_file``, ``read_file``, ``glob``, ``write_todos``, ``todo_write``,
# ``edit`` and ``web_search`` tools.py knows already).
ALIASES = {
    "run_shell_command": "bash",
    "replace": "edit",
    "read_many_files": "read",
    "list_directory": "ls",
    "search_file_content": "grep",  # the grep tool's name before late 2025
    "grep_search": "grep",
    "google_web_search": "web_search",
}
_MODEL_TYPES = ("gemini", "qwen")
_NOTICE_TYPES = ("info", "error", "warning")
_HEAD_BYTES = 64 * 1024
_MAX_SIDE_FILE = 32 * 1024 * 1024


def home() -> Path:
    """Gemini CLI's folder: ``~/.gemini`` (``$GEMINI_CLI_HOME`` moves the home it is in)."""
    return Path(os.environ.get("GEMINI_CLI_HOME") or "~").expanduser() / ".gemini"


def locations() -> list[Path]:
    return [p for p in [home() / "tmp"] if p.is_dir()]


def session_files(folder: Path) -> list[Path]:
    """The ``session-*.json`` files under ``folder`` (the ``.jsonl`` ones every format is
    offered already); one the CLI later resumed into a ``.jsonl`` beside it is left to that."""
    folder = Path(folder)
    if folder.is_file():
        return []
    return sorted(p for p in folder.rglob("session-*.json") if p.is_file() and not p.with_suffix(".jsonl").exists())


def find(folder: Path) -> list[Path]:
    """Session files, chats shared as Markdown or JSON (``gemini_md``), and the checkpoints no
    session was recorded beside (``lone_checkpoint``)."""
    folder = Path(folder)
    lone = [] if folder.is_file() else [
        p for p in folder.rglob("checkpoint*.json")
        if p.is_file() and ".qwen" not in p.parts and not SKIP_DIRS.intersection(p.parts) and lone_checkpoint(p)]
    return sorted(session_files(folder) + gemini_md.find(folder, "gemini") + lone)


# --- what a file is -----------------------------------------------------------------------

_MODEL_TYPE = re.compile(rb'"type"\s*:\s*"(gemini|qwen)"')


def _scan_for_type(path: Path, head: bytes) -> str | None:
    """``gemini`` or ``qwen``: the type of the first model turn in a session ``.json``."""
    m = _MODEL_TYPE.search(head)
    if m:
        return m.group(1).decode()
    with open(path, "rb") as f:
        f.seek(len(head))
        tail = head[-64:]
        while chunk := f.read(_HEAD_BYTES):
            m = _MODEL_TYPE.search(tail + chunk)
            if m:
                return m.group(1).decode()
            tail = chunk[-64:]
    return None


def _side_file(path: Path, head: bytes | None = None, data: Any = None) -> str | None:
    """``logs`` for a ``logs.json`` of typed prompts, ``checkpoint`` for a ``/chat save``;
    parsed whole only when its head has the keys one of them starts with (``data``: as parsed
    already)."""
    if head is not None and not (b'"messageId"' in head and b'"sessionId"' in head) and not (
            "checkpoint" in path.name and b'"role"' in head and b'"parts"' in head):
        return None
    if path.stat().st_size > _MAX_SIDE_FILE:
        return None
    try:
        data = file_json(path) if data is None else data
    except (ValueError, RecursionError):
        return None
    if not isinstance(data, list) or not data or not isinstance(data[0], dict):
        return None
    first = data[0]
    if {"sessionId", "messageId", "type", "message"} <= first.keys():
        return "logs"
    if "checkpoint" in path.name and first.get("role") in ("user", "model") and isinstance(first.get("parts"), list):
        return "checkpoint"
    return None


def kind_of(path: Path) -> str | None:
    """What a file of this layout is: ``gemini`` or ``qwen`` (a session of that agent),
    ``logs`` or ``checkpoint`` (a side file), None for any other file. Reads the head only
    (a ``.json`` session whose first turns are long is scanned on to its first model turn).
    Within ``one_look`` once: Gemini CLI's sniff and Qwen Code's both ask."""
    return looked(("gemini-kind", os.fspath(path)), lambda: _kind_of(Path(path)))


def _kind_of(path: Path) -> str | None:
    agent = "qwen" if ".qwen" in path.parts else "gemini"
    if path.suffix == ".jsonl":
        head = False
        for r in head_records(path, 20):
            if not head:  # the first line: the session's metadata
                if not (isinstance(r.get("sessionId"), str) and isinstance(r.get("projectHash"), str)
                        and "uuid" not in r and "type" not in r):
                    return None
                head = True
                turns = r.get("messages") if isinstance(r.get("messages"), list) else []
            else:
                turns = [r]
            for t in turns:
                if isinstance(t, dict) and t.get("type") in _MODEL_TYPES:
                    return t["type"]
        return agent if head else None
    if path.suffix != ".json":
        return None
    with open(path, "rb") as f:
        head = f.read(_HEAD_BYTES)
    start = head.lstrip()[:1]
    if start == b"{":
        if b'"sessionId"' not in head or b'"projectHash"' not in head or b'"messages"' not in head:
            return None
        return _scan_for_type(path, head) or agent
    if start == b"[":
        return _side_file(path, head)
    return None


def sniff(path: Path) -> bool:
    if Path(path).suffix.lower() in (".md", ".markdown"):
        return gemini_md.agent(path) == "gemini"
    kind = kind_of(path)
    if kind is None and Path(path).suffix == ".json":
        return gemini_md.agent(path) == "gemini"
    if kind in ("logs", "checkpoint"):
        return ".qwen" not in Path(path).parts  # the fork writes the same side files
    return kind == "gemini"


# --- text out of parts ------------------------------------------------------------------

class _Bad(ValueError):
    """A message of a shape this reader cannot use: reported with its line and skipped."""


def parts_of(content: Any) -> list:
    """A ``PartListUnion`` as a list: a string, one part, or a list of parts."""
    if content is None:
        return []
    if isinstance(content, (str, dict)):
        return [content]
    if isinstance(content, list):
        return content
    raise _Bad("content that is neither text nor a list of parts")


def text_of(parts: Iterable) -> str:
    """The text parts, joined as the CLI joins them; ``thought`` parts left out."""
    out = []
    for p in parts:
        if isinstance(p, str):
            out.append(p)
        elif isinstance(p, dict) and isinstance(p.get("text"), str) and not p.get("thought"):
            out.append(p["text"])
    return "".join(out)


REFERENCE_START = "--- Content from referenced files ---"
# A function response the CLI wrote into a user turn as text (``partToString``'s verbose form,
# packages/core/src/utils/partUtils.ts): the tool's name, then its output.
_FUNCTION_RESPONSE = re.compile(r"\A\s*\[Function Response: ([A-Za-z0-9_.:-]{1,100})\]")
# Blocks the CLI (or a hook) puts into a user turn, wherever they sit.
_BLOCK = re.compile(r"<(system-reminder|hook_context|session_context)>.*?</\1>\s*", re.DOTALL)
# Whole user turns the CLI writes itself: the environment (also Qwen Code's), the IDE's
# context, the next-speaker nudge, a loop warning, a `!` shell command's report, plan mode.
_SYNTHETIC = re.compile(
    r"^\s*(?:This is the [^.\n]{1,40}\. We are setting up the context for our chat\.|"
    r"Here is (?:the user's editor context|a summary of changes in the user's editor context)|"
    r"I ran the following shell command:|User has manually exited Plan Mode\.|Plan approved\. Switching to |"
    # the workspace's folders again, when `/directory add` changed them (2025)
    r"I'm currently working in the (?:following directories|directory):(?=[\s\S]*Here is the folder structure)|"
    r"System: (?:Please continue\.|Potential loop detected\.)|Please continue\.\s*$|"
    # a helper agent's own recording: its task (the codebase investigator's query) and the
    # executor's last call when it ran out of turns or time
    r"Your task is to do a deep investigation of the codebase to find all relevant files|"
    r"You have (?:exceeded the maximum number of turns|exceeded the time limit|stopped calling tools "
    r"without finishing)\. You have one final chance to complete the task)")
_SNAPSHOT = re.compile(r"^\s*<state_snapshot>")
# Gemini Code Assist's agent mode (the IDE's A2A server) puts the editor's context after the
# typed words, each part optional, in this order: "Current File Path:" with the active file's
# path in a fence named for its language, "User Selected Files:" with a line a file, and
# "PRIOR CHAT HISTORY:" with the chat before, to the end.
_IDE_CONTEXT = re.compile(
    r"(?:^|\n)\s*(?=Current File Path:\n```|User Selected Files:\n- |PRIOR CHAT HISTORY:)"
    r"(?:Current File Path:\n```[\w+#.-]*\n[^\n`]+\n```\s*)?"
    r"(?:User Selected Files:\n(?:- [^\n]+(?:\n|$))+\s*)?"
    r"(?:PRIOR CHAT HISTORY:.*)?$", re.DOTALL)
_IDE_HEADS = ("Current File Path:", "User Selected Files:", "PRIOR CHAT HISTORY:")


def ide_context(text: str) -> re.Match | None:
    """Where Gemini Code Assist's editor context starts after the typed words, if it is there."""
    return _IDE_CONTEXT.search(text) if any(h in text for h in _IDE_HEADS) else None


def own_words(text: str) -> str:
    """The part of a user turn that can be the person's: before the referenced files, without
    injected blocks."""
    at = text.find(REFERENCE_START)
    own = text[:at] if at >= 0 else text
    own = _BLOCK.sub("", own) if "<" in own else own
    editor = ide_context(own)
    return (own[:editor.start()] if editor else own).strip()


def user_messages(text: str, ts: Any, *, typed: bool = True, display: str | None = None) -> list[dict]:
    """A user turn's messages: the person's words (typed) apart from what the CLI put with
    them (untyped): injected blocks, referenced files' contents, whole synthetic turns.
    ``display`` is the text as typed, when the CLI recorded it beside an expansion (``@file``,
    a slash command's prompt): then that is typed, and the expansion kept untyped."""
    own, files = text, ""
    at = text.find(REFERENCE_START)
    if at >= 0:
        own, files = text[:at], text[at:]
    expansion = ""
    if display is not None and display.strip():
        if " ".join(display.split()) != " ".join(own.split()):
            expansion = own  # what the CLI made of the typed words
        own = display
    out = []
    if "<" in own:
        blocks = [m.group(0).strip() for m in _BLOCK.finditer(own)]
        if blocks:
            out += [message("user", b, ts) for b in blocks]
            own = _BLOCK.sub("", own)
    editor = ide_context(own)
    if editor:
        own = own[:editor.start()]
    own = own.strip()
    if own:
        if _SNAPSHOT.match(own):
            out.append(message("system", own, ts, kind="summary"))
        else:
            out.append(message("user", own, ts, typed=typed and not _SYNTHETIC.match(own)))
    if editor:
        out.append(message("user", editor.group(0).strip(), ts))
    if expansion.strip():
        out.append(message("user", expansion.strip(), ts))
    if files.strip():
        out.append(message("user", files.strip(), ts))
    return out


# --- the prompt log -----------------------------------------------------------------------

def seconds(ts: Any) -> float | None:
    """An ISO 8601 time as seconds since the epoch, None when it is not one."""
    try:
        return dt.datetime.fromisoformat(ts).timestamp()
    except (AttributeError, TypeError, ValueError):
        return None


class PromptLog:
    """``tmp/<project>/logs.json``: what the person typed at the prompt, slash commands too.
    Before ``displayContent`` (January 2026) a slash command that sends a prompt was recorded
    as that prompt alone; the log says which command it was."""

    WINDOW = 60.0  # seconds from the command to the prompt it sent

    def __init__(self, path: Path | None) -> None:
        self.said: set[str] = set()
        self.commands: list[tuple[float, str]] = []
        self.entries: list[float] = []
        data = None
        if path is not None and path.is_file() and path.stat().st_size <= _MAX_SIDE_FILE:
            try:
                data = json.loads(path.read_bytes())
            except (ValueError, RecursionError):
                data = None
        for e in data if isinstance(data, list) else []:
            if not isinstance(e, dict) or not isinstance(e.get("message"), str):
                continue
            words, at = e["message"].strip(), seconds(e.get("timestamp"))
            self.said.add(words)
            if at is not None:
                self.entries.append(at)
                if words.startswith("/"):
                    self.commands.append((at, words))
        self.entries.sort()
        self.commands.sort()
        self.used: set[tuple[float, str]] = set()

    def command_before(self, words: str, ts: Any) -> str | None:
        """The slash command whose prompt these words are: words the person never typed,
        sent within a minute of a command that was the last thing typed before them."""
        at = seconds(ts)
        if at is None or not words or words in self.said or not self.commands:
            return None
        i = bisect.bisect_right(self.entries, at + 1)  # a second for the clocks of two writes
        last = self.entries[i - 1] if i else None
        for entry in reversed(self.commands):
            if entry[0] == last and at - entry[0] <= self.WINDOW and entry not in self.used:
                self.used.add(entry)
                return entry[1]
        return None


# --- tool calls ---------------------------------------------------------------------------

_EXIT_CODE = re.compile(r"^Exit Code: (-?\d+)\s*$", re.MULTILINE)


def shell_exit_code(text: str) -> int | None:
    """The ``Exit Code: N`` line the shell tool writes after the command's output."""
    found = _EXIT_CODE.findall(text[-4000:])
    return int(found[-1]) if found else None


def our_args(args: Any) -> Any:
    """A tool input with the keys tools.py reads: ``absolute_path`` / ``dir_path`` as paths,
    the shell's ``directory`` as its ``workdir``, and ``write_todos`` items (``description``)
    as plan items (a ``cancelled`` one is no step)."""
    if not isinstance(args, dict):
        return args
    out = dict(args)
    if not isinstance(out.get("file_path"), str) and isinstance(out.get("absolute_path"), str):
        out["file_path"] = out["absolute_path"]
    if not isinstance(out.get("path"), str) and isinstance(out.get("dir_path"), str):
        out["path"] = out["dir_path"]
    if isinstance(out.get("directory"), str) and out["directory"].strip() and "workdir" not in out:
        out["workdir"] = out["directory"]
    if isinstance(out.get("todos"), list):
        out["todos"] = [
            {**t, "content": t.get("content", t.get("description"))} for t in out["todos"]
            if isinstance(t, dict) and t.get("status") != "cancelled"]
    return out


def tool_use(name: str, args: Any, call_id: Any, ts: Any, aliases: dict[str, str]) -> dict:
    """A tool_use message: the input as JSON (``tool_input_text``) and its ``call``."""
    call = tools.call(aliases.get(name, name), our_args(args), call_id)
    payload = tool_input_text(json.dumps(args if args is not None else {}, ensure_ascii=False, sort_keys=True))
    m = message("assistant", payload, ts, kind="tool_use", name=name)
    m["call"] = call
    return m


def response_text(parts: Iterable) -> tuple[str, bool]:
    """(the text of a tool's response parts, whether the response is an ``error``)."""
    texts: list[str] = []
    failed = False
    for p in parts:
        if isinstance(p, str):
            texts.append(p)
            continue
        if not isinstance(p, dict):
            continue
        fr = p.get("functionResponse")
        if isinstance(fr, dict):
            resp = fr.get("response")
            if isinstance(resp, dict):
                if isinstance(resp.get("output"), str):
                    texts.append(resp["output"])
                elif resp.get("error") is not None:
                    failed = True
                    texts.append(resp["error"] if isinstance(resp["error"], str) else json.dumps(resp["error"]))
                elif resp:
                    texts.append(json.dumps(resp, ensure_ascii=False))
            elif isinstance(resp, str):
                texts.append(resp)
        elif isinstance(p.get("text"), str):
            texts.append(p["text"])
    return "\n".join(t for t in texts if t), failed


# A call the tool refused before it ran, recorded as its response (the status says ``success``,
# or the response is an ``error``): the shell tool's refusal of a command holding ``$(...)``,
# backticks or ``<(...)`` (``shell.ts``), or one it could not parse; a folder or file outside the
# workspace's folders (the shell's ``dir_path``, an edit's path), in every tool.
_BLOCKED = re.compile(
    r"\A(?:Command injection detected: .*the command was blocked\.|Command rejected because it could not be "
    r"parsed safely\.?|Directory '[^\n]*' is not within any of the registered workspace directories\.|File path "
    r"must be within one of the workspace directories: [^\n]*)\s*\Z", re.DOTALL)


# A call the person said no to (or stopped), as a history written for the model records it
# (``[Operation Cancelled] Reason: User did not allow tool call``): a /chat share or a checkpoint
# keeps no ``status``, only this response; it never ran.
_CANCELLED = re.compile(r"\A\[Operation Cancelled\]")


def tool_result(text: str, call: dict | None, call_id: Any, name: str, ts: Any, *, status: Any = None,
                failed: bool = False) -> dict:
    """A tool_result message: failed when the status or the response says so; a cancelled
    call, or one the tool refused (``_BLOCKED``), never ran; a shell's exit code from its own
    ``Exit Code:`` line."""
    shell = bool(call) and call.get("tool") == "shell"
    code = shell_exit_code(text) if shell else None
    refused = status == "cancelled" or bool(_BLOCKED.match(text.strip())) or failed and bool(_CANCELLED.match(text))
    m = message("tool", text, ts, kind="tool_result", name=name)
    m["result"] = tools.result(call_id, error=failed or status == "error", exit_code=code, refused=refused)
    if call and call.get("tool") == "write" and text.startswith("Successfully overwrote file"):
        for change in call.get("changes", []):
            change["op"] = "update"  # it replaced a file that was there
    return m


# --- the working folder -------------------------------------------------------------------

def _sha(text: str) -> str:
    return hashlib.sha256(text.encode("utf-8", "surrogateescape")).hexdigest()


def _ancestors(value: str) -> list[str]:
    """An absolute path a session names and the folders above it, nearest first (a text or a
    ``dir_path`` may name the root itself). A Windows root is hashed as ``path.resolve`` gives
    it (backslashes, the drive letter as the shell had it): both cases of the letter are tried,
    as a text may name it either way."""
    if re.match(r"^[A-Za-z]:[\\/]", value):
        p = PureWindowsPath(value)
        return [v for a in (p, *p.parents) if str(a) != p.anchor
                for v in (str(a), str(a)[0].swapcase() + str(a)[1:])]
    if value.startswith("/"):
        p = PurePosixPath(value)
        return [str(a) for a in (p, *p.parents) if str(a) != p.anchor]
    return []


def project_dir(path: Path) -> Path | None:
    """The ``tmp/<project>`` folder a session file sits in (``chats/`` below it), if it does."""
    path = Path(path).absolute()
    for up in (path.parent, path.parent.parent):
        if up.name == "chats":
            return up.parent
    return None


def _registry(gemini_home: Path) -> dict[str, str]:
    """``projects.json``: each project root and its slug."""
    try:
        data = json.loads((gemini_home / "projects.json").read_text(encoding="utf-8"))
    except (OSError, ValueError, RecursionError):
        return {}
    projects = data.get("projects") if isinstance(data, dict) else None
    return {k: v for k, v in projects.items() if isinstance(k, str) and isinstance(v, str)} \
        if isinstance(projects, dict) else {}


def project_folder(path: Path, meta: dict, named_paths: Iterable[str] = (), *, own_home: Path | None = None,
                   roots: Iterable[str] = ()) -> str:
    """The session's working folder. A root whose sha256 is the session's ``projectHash``
    wins: ``tmp/<id>/.project_root``, the roots in ``projects.json`` (the one beside the
    ``tmp`` folder the file is in, and this machine's), the session's ``directories``, other
    known ``roots``, the absolute paths its tool calls and texts name and the folders above
    them, then those the other chats in its hash folder name, then those the whole ``tmp``
    folder names (``_root_in_tmp``) and Claude Code's sessions in the same home run in. Else the
    root the slug folder stands for (``.project_root``, ``projects.json``), else the first of
    ``directories``; else, with only a hash to go on, the ``tmp/<id>`` folder itself (or the
    file's own folder)."""
    wanted = meta.get("projectHash") if isinstance(meta.get("projectHash"), str) else None
    pdir = project_dir(path)
    homes = []
    if pdir is not None and pdir.parent.name == "tmp":
        homes.append(pdir.parent.parent)
    if own_home is not None and own_home not in homes:
        homes.append(own_home)
    slug_roots: list[str] = []
    if pdir is not None:
        try:
            root = (pdir / ".project_root").read_text(encoding="utf-8").strip()
        except (OSError, UnicodeDecodeError):
            root = ""
        if root:
            slug_roots.append(root)
    registered: list[str] = []
    for i, h in enumerate(homes):
        for root, slug in _registry(h).items():
            registered.append(root)
            if i == 0 and pdir is not None and slug == pdir.name:
                slug_roots.append(root)
    dirs = [d for d in meta.get("directories") or [] if isinstance(d, str) and d.strip()]
    if wanted:
        seen: set[str] = set()
        named = (c for p in named_paths for c in _ancestors(p))  # read only while no root matched
        for c in itertools.chain(slug_roots, registered, dirs, roots, named):
            if c not in seen:
                seen.add(c)
                if _sha(c) == wanted:
                    return c
        if pdir is not None and pdir.name == wanted and (root := _root_beside(pdir / "chats", wanted)):
            return root  # the hash stands for the folder: another chat in it named the root
        if pdir is not None and pdir.parent.name == "tmp" and (
                root := _root_in_tmp(pdir.parent, wanted) or _root_of_claude_code(pdir.parent.parent.parent, wanted)):
            return root  # a path the person's prompts, the other projects' chats or Claude Code's sessions name
    if slug_roots:
        return slug_roots[0]
    if dirs:
        return dirs[0]
    return str(pdir if pdir is not None else Path(path).absolute().parent)


def _root_beside(chats: Path, wanted: str) -> str | None:
    """The root whose sha256 is ``wanted`` among the paths the chats in ``chats`` name, if one
    does (kept while the folder's files are unchanged: every chat of the folder asks)."""
    try:
        files = tuple(sorted((f.name, f.stat().st_mtime_ns, f.stat().st_size) for f in chats.iterdir()
                             if f.name.startswith("session-") and f.suffix in (".json", ".jsonl")))
    except OSError:
        return None
    return _root_in(str(chats), wanted, files)


def _root_in_tmp(tmp: Path, wanted: str) -> str | None:
    """The root whose sha256 is ``wanted`` among the paths that the whole ``tmp`` folder names:
    every project folder's ``logs.json`` (the person's prompts, which name a folder the chat
    never does) and the chats of the other project folders (a home folder is above the roots
    they name). Read once while the folder's project folders are unchanged."""
    try:
        stamp = tuple(sorted((d.name, d.stat().st_mtime_ns) for d in tmp.iterdir() if d.is_dir()))
    except OSError:
        return None
    return _hashed_roots(str(tmp), stamp).get(wanted)


@functools.lru_cache(maxsize=8)
def _hashed_roots(tmp: str, stamp: tuple) -> dict[str, str]:
    """Each candidate root ``_root_in_tmp`` finds, by its sha256."""
    out: dict[str, str] = {}
    for name, _ in stamp:
        folder = Path(tmp) / name
        files = [folder / "logs.json"]
        try:
            files += sorted(f for f in (folder / "chats").iterdir()
                            if f.name.startswith("session-") and f.suffix in (".json", ".jsonl"))
        except OSError:
            pass
        for f in files:
            if (data := _parsed(f)) is None:
                continue
            records = data if isinstance(data, list) else [data]
            for p in _named_paths([r for r in records if isinstance(r, dict)]):
                for c in _ancestors(p):
                    out.setdefault(_sha(c), c)
    return out


def _root_of_claude_code(home: Path, wanted: str) -> str | None:
    """The root whose sha256 is ``wanted`` among the working folders of the Claude Code
    sessions in the same home (``.claude/projects`` beside ``.gemini``): one agent's folder
    is often another's (and the home folder itself, above them)."""
    projects = home / ".claude" / "projects"
    try:
        return _claude_code_roots(str(projects), projects.stat().st_mtime_ns).get(wanted)
    except OSError:
        return None


@functools.lru_cache(maxsize=8)
def _claude_code_roots(projects: str, mtime: int) -> dict[str, str]:
    """Each working folder (and the folders above it) of one session file in each of
    ``projects``' folders, by its sha256 (its first lines that record a ``cwd``)."""
    out: dict[str, str] = {}
    for folder in sorted(Path(projects).iterdir()):
        first = next(iter(sorted(folder.glob("*.jsonl"))), None) if folder.is_dir() else None
        if first is None:
            continue
        try:
            with first.open(encoding="utf-8", errors="surrogateescape") as f:
                lines = [line for _, line in zip(range(20), f)]
        except OSError:
            continue
        for line in lines:
            try:
                cwd = json.loads(line).get("cwd")
            except (ValueError, AttributeError, RecursionError):
                continue
            if isinstance(cwd, str) and cwd:
                for c in _ancestors(cwd):
                    out.setdefault(_sha(c), c)
                break
    return out


def _parsed(path: Path) -> Any:
    """A chat's or a log's file parsed: a ``.json`` file's value, a ``.jsonl`` file's records (its
    lines that open an object); None when it cannot be read or parsed."""
    try:
        text = path.read_text(encoding="utf-8", errors="surrogateescape")
        return json.loads(text) if path.suffix == ".json" else \
            [json.loads(line) for line in text.splitlines() if line.strip().startswith("{")]
    except (OSError, ValueError, RecursionError):
        return None


@functools.lru_cache(maxsize=64)
def _root_in(chats: str, wanted: str, files: tuple) -> str | None:
    seen: set[str] = set()
    for name, _, _ in files:
        if (data := _parsed(Path(chats) / name)) is None:
            continue
        records = [data] if name.endswith(".json") else data
        for p in _named_paths([r for r in records if isinstance(r, dict)]):
            for c in _ancestors(p):
                if c not in seen:
                    seen.add(c)
                    if _sha(c) == wanted:
                        return c
    return None


# An absolute path in a text: a drive's (``c:\\Users\\me\\app\\main.py``, ``C:/work/x``, a
# diff's ``+++ b/c:/work/x``) or a POSIX one of two parts or more that no word, URL or
# relative path runs into.
_TEXT_PATH = re.compile(r"(?:(?<=\s[ab]/)|(?<![\w/\\]))[A-Za-z]:[\\/][^\s`'\"<>|*?:,;()\[\]{}]+"
                        r"|(?<![\w/.~:\\-])/[\w.@+-]+(?:/[\w.@+-]+)+")


# A code span that is one absolute path, blanks and all (``C:\\Users\\Ana Lima\\app``, ``/Users/ana/My App``).
_SPAN_PATH = re.compile(r"`((?:[A-Za-z]:[\\/]|/)[^`\n]{1,250}?)`")
# A shell's prompt (``me@cloudshell:~/app$``, Cloud Shell's ``me@cloudshell:~ (project)$``):
# the user, and the folder under their home the prompt shows.
_PROMPT_HOME = re.compile(r"(?<![\w.@-])([a-z_][a-z0-9_-]{0,31})@[A-Za-z0-9][\w.-]{0,62}:~((?:/[\w.@+-]+)*)(?![\w/])")


def _named_paths(records: list[dict]) -> Iterable[str]:
    """Absolute paths the session names: its tool calls' path arguments first (a few are
    enough to test a hash), then the paths in its texts, tool results and arguments (the
    editor's "Current File Path:", a listing, a diff), read only if those found no root."""
    out: list[str] = []
    for r in records:
        for tc in r.get("toolCalls") or [] if isinstance(r.get("toolCalls"), list) else []:
            args = tc.get("args") if isinstance(tc, dict) else None
            if not isinstance(args, dict):
                continue
            for key in ("absolute_path", "file_path", "path", "dir_path", "directory"):
                v = args.get(key)
                if isinstance(v, str) and (v.startswith("/") or re.match(r"^[A-Za-z]:[\\/]", v)):
                    out.append(v)
        if len(out) >= 20:
            break
    yield from out
    for r in records:
        for text in _strings(r):
            for m in _TEXT_PATH.finditer(text):
                yield m.group().rstrip(".")
            if "`" in text:  # a whole path in a code span may hold blanks ("`C:\\...\\Microsoft VS Code`")
                yield from (m.group(1) for m in _SPAN_PATH.finditer(text))
    for r in records:  # a shell's prompt the person pasted names its home by "~" alone
        for text in _strings(r, tilde=True):
            for m in _PROMPT_HOME.finditer(text):
                user, rest = m.group(1), (m.group(2) or "").rstrip(".")
                yield from (f"/root{rest}",) if user == "root" else (f"/home/{user}{rest}", f"/Users/{user}{rest}")


def _strings(value: Any, depth: int = 0, tilde: bool = False) -> Iterable[str]:
    """Every string a record holds, its keys' values at any depth (a few levels are enough):
    those with a path's slash, or (``tilde``) a prompt's ``:~``."""
    if isinstance(value, str):
        if (":~" in value) if tilde else ("/" in value or "\\" in value):
            yield value
    elif depth < 8 and isinstance(value, dict):
        for v in value.values():
            yield from _strings(v, depth + 1, tilde)
    elif depth < 8 and isinstance(value, list):
        for v in value:
            yield from _strings(v, depth + 1, tilde)


# --- reading ------------------------------------------------------------------------------

class Conversation:
    """What a session file holds once replayed: its metadata and its messages in order,
    each with the line it was read from; ``made_up`` are ids the CLI added in a rebuild."""

    def __init__(self) -> None:
        self.meta: dict = {}
        self.messages: dict[str, tuple[int, dict]] = {}
        self.made_up: set[str] = set()
        self.skipped: list[Problem] = []


def replay(path: Path, numbered: list[tuple[int, dict]]) -> Conversation:
    """The ``.jsonl`` records replayed as the CLI loads them (``loadConversationRecord``)."""
    c = Conversation()
    seen: set[str] = set()
    for number, r in numbered:
        if isinstance(r.get("$rewindTo"), str):
            target = r["$rewindTo"]
            if target in c.messages:
                keys = list(c.messages)
                for key in keys[keys.index(target):]:
                    del c.messages[key]
            else:
                c.messages.clear()
        elif isinstance(r.get("id"), str):
            c.messages[r["id"]] = (number, r)
            seen.add(r["id"])
        elif isinstance(r.get("$set"), dict):
            update = r["$set"]
            if isinstance(update.get("messages"), list):  # a rebuild of the whole list
                c.messages.clear()
                for m in update["messages"]:
                    if isinstance(m, dict) and isinstance(m.get("id"), str):
                        if m["id"] not in seen:
                            c.made_up.add(m["id"])
                        c.messages[m["id"]] = (number, m)
            c.meta.update((k, v) for k, v in update.items() if k != "messages")
        elif isinstance(r.get("sessionId"), str) and isinstance(r.get("projectHash"), str):
            c.meta.update((k, v) for k, v in r.items() if k != "messages")
            for m in r.get("messages") if isinstance(r.get("messages"), list) else []:
                if isinstance(m, dict) and isinstance(m.get("id"), str):
                    c.messages[m["id"]] = (number, m)
                    seen.add(m["id"])
        else:
            c.skipped.append(Problem(path, number, "a record of a kind lc-memory does not know"))
    return c


def load_json(path: Path, label: str) -> Conversation:
    """A ``.json`` session: one object; each message's line found when one must be named."""
    try:
        data = file_json(path, take=True)
    except UnicodeDecodeError as e:
        raise IngestError(f"{path}: not UTF-8 text ({e.reason}); not a {label} session") from None
    except RecursionError:
        raise IngestError(f"{path}: nested too deeply to read; not a {label} session") from None
    except ValueError as e:
        raise IngestError(f"{path}: not JSON ({getattr(e, 'msg', e)}); not a {label} session") from None
    if isinstance(data, list):
        kind = _side_file(path, data=data)
        if kind == "logs":
            raise NotATranscript(path, "a prompt log", f"{label}'s log of typed prompts (logs.json), not a session")
        if kind == "checkpoint":
            raise NotATranscript(path, "a saved chat", f"a {label} /chat save checkpoint: a copy of a session's "
                                                       "history, not a session")
    if not isinstance(data, dict) or not isinstance(data.get("sessionId"), str):
        raise IngestError(f"{path}: no sessionId; not a {label} session")
    c = Conversation()
    c.meta = {k: v for k, v in data.items() if k != "messages"}
    messages = data.get("messages", [])
    if not isinstance(messages, list):
        raise IngestError(f"{path}: its messages are not a list; not a {label} session")
    for i, m in enumerate(messages):
        if isinstance(m, dict) and isinstance(m.get("id"), str):
            c.messages[m["id"]] = (0, m)
        else:
            c.skipped.append(Problem(path, 0, f"message {i + 1} is not a message record"))
    return c


def _line_of(path: Path, message_id: str) -> int:
    """The line of a ``.json`` session a message starts on (its id), for a report."""
    try:
        text = path.read_text(encoding="utf-8", errors="replace")
    except OSError:
        return 0
    at = text.find(f'"{message_id}"')
    return text.count("\n", 0, at) + 1 if at >= 0 else 0


class _Reader:
    """A replayed conversation's messages, in order, into normalized messages."""

    def __init__(self, aliases: dict[str, str], known_calls: set[str], log: PromptLog | None = None) -> None:
        self.aliases = aliases
        self.known = known_calls  # ids of the calls in toolCalls: their parts are not read twice
        self.calls: dict[str, tuple[str, dict]] = {}
        self.log = log

    def record(self, r: dict, made_up: bool) -> list[dict]:
        kind, ts = r.get("type"), r.get("timestamp")
        if kind == "user":
            parts = parts_of(r.get("content"))
            display = r.get("displayContent")
            out = self.function_parts(parts, ts)
            text = text_of(parts)
            if display is None and (said := _FUNCTION_RESPONSE.match(text)):
                return out + self.written_response(said.group(1), text[said.end():].strip(), ts)
            if display is None and not made_up and self.log is not None:
                command = self.log.command_before(own_words(text), ts)
                if command is not None:  # the prompt a slash command sent, recorded as the person's
                    return out + [message("user", command, ts, typed=True)] + user_messages(text, ts, typed=False)
            return out + user_messages(text, ts, typed=not made_up,
                                       display=text_of(parts_of(display)) if display is not None else None)
        if kind in _MODEL_TYPES:
            return self.model(r, ts)
        if kind in _NOTICE_TYPES:
            return []
        raise _Bad(f"a message of type {str(kind)[:20]!r}")

    def model(self, r: dict, ts: Any) -> list[dict]:
        parts = parts_of(r.get("content"))
        text = text_of(parts)
        out = [message("assistant", text.strip(), ts)] if text.strip() else []
        out += self.function_parts(parts, ts)
        calls = r.get("toolCalls")
        if calls is not None and not isinstance(calls, list):
            raise _Bad("toolCalls that are not a list")
        for tc in calls or []:
            if not isinstance(tc, dict):
                continue
            name = tc["name"] if isinstance(tc.get("name"), str) and tc["name"] else "tool"
            call_id = tc.get("id") if isinstance(tc.get("id"), str) else None
            use = tool_use(name, tc.get("args"), call_id, ts, self.aliases)
            out.append(use)
            status = tc.get("status")
            if tc.get("result") is None and status not in ("error", "cancelled", "success"):
                continue  # still running when the file was written: no result yet
            text, failed = response_text(parts_of(tc.get("result")))
            if not text and isinstance(tc.get("resultDisplay"), str):
                text = tc["resultDisplay"]
            done = tc.get("timestamp") if isinstance(tc.get("timestamp"), str) else ts
            out.append(tool_result(text, use["call"], call_id, name, done, status=status, failed=failed))
        if any(isinstance(tc, dict) and tc.get("status") == "cancelled" for tc in calls or []):
            # a call is cancelled only by the person (Esc, or no to its confirmation): the request
            # stopped there, said as Claude Code writes it (round 21 held, spent)
            out.append(message("user", STOPPED, out[-1].get("ts", ts)))
        return out

    def written_response(self, name: str, text: str, ts: Any) -> list[dict]:
        """A tool's response the CLI recorded as a user turn written out ("[Function Response:
        take_screenshot]# take_screenshot response ...", ``partToString``'s form, seen where an
        MCP tool returned an image): the tool's output, never typed. No call is made of it: a
        file that writes calls so records none of the others (nor any change), and one call
        would have the line say "no changes" of a session that may have made some."""
        return [message("user", f"[{name}] {text}".strip(), ts)]

    def function_parts(self, parts: list, ts: Any) -> list[dict]:
        """``functionCall`` / ``functionResponse`` parts of calls no ``toolCalls`` holds (turns
        the CLI adds for a call it made itself)."""
        out = []
        for p in parts:
            if not isinstance(p, dict):
                continue
            fc, fr = p.get("functionCall"), p.get("functionResponse")
            if isinstance(fc, dict) and fc.get("id") not in self.known:
                name = fc["name"] if isinstance(fc.get("name"), str) and fc["name"] else "tool"
                call_id = fc.get("id") if isinstance(fc.get("id"), str) else None
                use = tool_use(name, fc.get("args"), call_id, ts, self.aliases)
                if call_id:
                    self.calls[call_id] = (name, use["call"])
                out.append(use)
            elif isinstance(fr, dict) and fr.get("id") not in self.known:
                call_id = fr.get("id") if isinstance(fr.get("id"), str) else None
                name, call = self.calls.get(call_id, (fr.get("name") if isinstance(fr.get("name"), str) else "tool",
                                                      None)) if call_id else ("tool", None)
                text, failed = response_text([p])
                out.append(tool_result(text, call, call_id, name or "tool", ts, failed=failed))
        return out


def _superseded(path: Path, session_id: str) -> Path | None:
    """The ``.jsonl`` the CLI wrote when it resumed this ``.json`` session, if it is there."""
    newer = path.with_suffix(".jsonl")
    if not newer.is_file():
        return None
    first = next(head_records(newer, 1), {})
    return newer if first.get("sessionId") == session_id else None


_UUID = re.compile(r"^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$", re.IGNORECASE)
_FILE_STAMP = re.compile(r"^session-(\d{4}-\d\d-\d\dT\d\d-\d\d)-")


def _helper_beside(path: Path, session_id: str) -> bool:
    """Whether this file is a helper agent's recording that an older CLI wrote beside its
    parent's: a helper (the codebase investigator) runs under its parent's session id, and
    before ``kind: "subagent"`` its chat went to ``chats/session-<its start>-<id[:8]>.json``,
    next to the parent's file of the same id that started earlier. A resumed session keeps its
    own file, so an earlier file of the same id is the parent. Ids that are not the CLI's own
    (the A2A server's "a2a-server", one for every chat) say nothing."""
    stamp = _FILE_STAMP.match(path.name)
    if stamp is None or not _UUID.match(session_id):
        return False
    mine = stamp.group(1)
    for other in path.parent.glob(f"session-*-{session_id[:8]}.json*"):
        theirs = _FILE_STAMP.match(other.name)
        if theirs is not None and theirs.group(1) < mine and other.suffix in (".json", ".jsonl"):
            return True
    return False


def read_session(path: Path, *, label: str, fmt: str, aliases: dict[str, str],
                 own_home: Path | None = None, roots: Iterable[str] = ()) -> list[Transcript]:
    """A session file of this layout (either extension) as a Transcript; [] for a helper
    agent's session. Shared with ``qwen_code`` (its 2025 files). ``roots``: more folders the
    project hash may stand for (see ``project_folder``)."""
    path = Path(path)
    bad: list[Problem] = []
    if path.suffix == ".jsonl":
        numbered, bad = read_records(path, fmt)
        if not numbered and bad:
            raise IngestError(f"{bad[0]}; not a {label} session")
        c = replay(path, numbered)
    else:
        c = load_json(path, label)
    meta = c.meta
    if not isinstance(meta.get("sessionId"), str) or not meta["sessionId"]:
        raise IngestError(f"{path}: no sessionId; not a {label} session")
    if meta.get("kind") == "subagent" or (path.parent.parent.name == "chats" and path.parent.name != "chats"):
        return []  # a helper agent's own session: its work is in the parent session's tool results
    if _helper_beside(path, meta["sessionId"]):
        return []  # the same, as versions before ``kind`` wrote it: a file of its own beside the parent's
    if path.suffix == ".json" and (newer := _superseded(path, meta["sessionId"])) is not None:
        raise NotATranscript(path, "resumed as .jsonl",
                             f"resumed later into {newer.name}, which holds the whole session")
    records = [(n, r) for n, r in c.messages.values()]
    known = {tc["id"] for _, r in records for tc in (r.get("toolCalls") if isinstance(r.get("toolCalls"), list) else [])
             if isinstance(tc, dict) and isinstance(tc.get("id"), str)}
    pdir = project_dir(path)
    reader = _Reader(aliases, known, PromptLog(pdir / "logs.json" if pdir is not None else None))
    messages: list[dict] = []
    for number, r in records:
        try:
            messages += reader.record(r, r.get("id") in c.made_up)
        except (_Bad, TypeError, AttributeError, KeyError, ValueError, RecursionError) as e:
            why = str(e) if isinstance(e, _Bad) else f"a {str(r.get('type'))[:20]} message of an unexpected shape ({e})"
            bad.append(Problem(path, number or _line_of(path, r["id"]), why))
    bad.sort(key=lambda p: p.line)
    if not any(m["typed"] or m["role"] == "assistant" for m in messages):
        # only notices, or only what the CLI injected (the A2A server's files hold its
        # <session_context> turn alone): nothing the person said, nothing the agent did
        raise NotATranscript(path, "no turns", f"a {label} session without a turn (only notices, or only what the CLI injected), not a session")
    session_id = meta["sessionId"]
    if not SESSION_ID_RE.match(session_id):
        session_id = re.sub(r"[^A-Za-z0-9._:-]", "-", path.stem).strip("-._:")[:128] or "session"
    elif not _UUID.match(session_id) and (stamp := _FILE_STAMP.match(path.name)):
        # Not the CLI's own random id: the A2A server gives every task's chat the one id
        # "a2a-server", so the file's start time (its name) tells its sessions apart.
        session_id = f"{session_id}-{stamp.group(1)}"[:128]
    out = {"id": session_id, "format": fmt,
           "cwd": project_folder(path, meta, _named_paths([r for _, r in records]), own_home=own_home, roots=roots)}
    if isinstance(meta.get("summary"), str) and meta["summary"].strip():
        out["title"], out["title_source"] = clean_title(meta["summary"]), "summary"
    out, messages = finish(out, messages)
    return [Transcript(out, messages, skipped=c.skipped, bad=bad)]


def read_share(path: Path, *, label: str = LABEL, fmt: str = NAME, aliases: dict[str, str] = ALIASES,
               ) -> list[Transcript]:
    """A chat shared with ``/chat share`` (``gemini_md``) as a Transcript. Shared with
    ``qwen_code`` (the fork writes the same shares)."""
    items, markdown = gemini_md.history(path)
    meta = gemini_md.meta(path, items)
    reader = _Reader(aliases, set())
    pending: list[tuple[str, str, dict]] = []  # calls not answered yet: (id, name, call)
    answered: set[str] = set()
    messages: list[dict] = []
    injected = True  # the turn before was the CLI's (its environment, a snapshot): so is "Got it."
    for item, ts in zip(items, meta.pop("times")):
        parts = [p for p in item["parts"] if isinstance(p, dict)]
        if item["role"] == "user":
            text = gemini_md.text_of(parts)
            responses = any(isinstance(p.get("functionResponse"), dict) for p in parts)
            # beside a tool's response, text parts are the tool's own output (read_many_files put
            # the files it read there, 2025), never the person's
            said = user_messages(text, ts) if text.strip() and not responses else []
            injected = bool(said) and not any(m["typed"] for m in said)
            results: list[dict] = []
            for p in parts:
                fr = p.get("functionResponse")
                if not isinstance(fr, dict):
                    continue
                ident = fr.get("id") if isinstance(fr.get("id"), str) else None
                if ident is not None and ident in answered:
                    continue  # the same response again (2026 builds write a turn's responses twice)
                name = fr["name"] if isinstance(fr.get("name"), str) and fr["name"] else "tool"
                # its call: the one of its id, else the first of its name still unanswered
                match = next((c for c in pending if ident and c[0] == ident), None) or next(
                    (c for c in pending if c[1] == name), None)
                if match is not None:
                    pending.remove(match)
                answered.update(i for i in (ident, match[0] if match else None) if i)
                output, failed = response_text([p])
                results.append(tool_result(output, match[2] if match else None, match[0] if match else ident, name,
                                           ts, failed=failed))
            if responses and text.strip():
                if results:
                    results[-1]["content"] = f"{results[-1]['content']}\n{text.strip()}".strip()
                else:
                    said = [message("user", text.strip(), ts)]
            messages += results + said
            continue
        text = gemini_md.text_of(parts)
        if markdown:
            text = gemini_md.without_thoughts(text)
        if text.strip() and not (injected and text.strip() == gemini_md.ACK):
            messages.append(message("assistant", text.strip(), ts))
        injected = False
        for p in parts:
            fc = p.get("functionCall")
            if not isinstance(fc, dict):
                continue
            name = fc["name"] if isinstance(fc.get("name"), str) and fc["name"] else "tool"
            ident = fc["id"] if isinstance(fc.get("id"), str) else f"share-{len(messages)}"
            use = tool_use(name, fc.get("args"), ident, ts, reader.aliases)
            pending.append((ident, name, use["call"]))
            messages.append(use)
    if not any(m["typed"] or m["role"] == "assistant" for m in messages):
        raise NotATranscript(path, "no turns", f"a {label} share without a turn (only what the CLI injected)")
    meta["format"] = fmt
    typed = [m["typed"] for m in messages]
    meta, messages = finish(meta, messages)
    if not ci_workspace(meta.get("cwd")):
        gemini_md.typed_again(messages, typed)
    return [Transcript(meta, messages)]


def lone_checkpoint(path: Path) -> bool:
    """Whether ``path`` is a ``/chat save`` checkpoint with no session recorded beside it
    (``tmp/<project>/chats/`` missing or empty of sessions): the only copy of that chat."""
    path = Path(path)
    chats = path.parent / "chats"
    return kind_of(path) == "checkpoint" and not (chats.is_dir() and any(
        p.name.startswith("session-") and p.suffix in (".json", ".jsonl") for p in chats.rglob("*")))


def read(path: Path) -> list[Transcript]:
    if Path(path).suffix.lower() in (".md", ".markdown") or (
            Path(path).suffix == ".json" and kind_of(path) is None and gemini_md.agent(path) is not None):
        return read_share(path)
    if lone_checkpoint(path):
        return read_share(path)
    return read_session(path, label=LABEL, fmt=NAME, aliases=ALIASES, own_home=home())
