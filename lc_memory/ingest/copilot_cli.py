"""GitHub Copilot CLI sessions: ``~/.copilot/session-state/<sessionId>/events.jsonl``.

Copilot CLI is closed source; what is read here is what its files were seen to hold. A
session is a folder: ``events.jsonl`` (the unit read) and ``workspace.yaml`` beside it
(``id``, ``cwd``, ``git_root``, ``repository``, ``branch``, ``summary`` or ``name``,
``created_at``, ``updated_at``). ``$COPILOT_HOME`` moves ``~/.copilot``.

Each line of ``events.jsonl`` is ``{"type", "data", "id", "timestamp", "parentId"}``:

- ``session.start`` (and ``session.resume``): ``data.sessionId``, ``data.context`` (``cwd``,
  ``gitRoot``, ``branch``, ``headCommit``, ``repository``), ``copilotVersion``.
- ``user.message``: ``data.content`` is what the person typed. ``data.transformedContent`` is
  the same words wrapped in what Copilot injects (``<current_datetime>``, ``<reminder>``,
  ``<attachments>``, ``<userRequest>``): never read. Some builds wrote that wrapping into
  ``content`` itself; then only the text of ``<userRequest>`` is typed and the injected
  blocks are an untyped message of their own.
- ``assistant.message``: ``content`` (the agent's text), ``toolRequests[{toolCallId, name,
  arguments}]`` (the tool calls); ``reasoningText`` / ``reasoningOpaque`` are left out.
- ``tool.execution_start`` (``toolCallId``, ``toolName``, ``arguments``): the same call again;
  read only when no ``toolRequests`` named it. ``tool.execution_complete`` (``toolCallId``,
  ``success``, ``result{content, detailedContent}``, ``error{message, code}``): the result. A
  shell's exit code is the ``<exited with exit code N>`` its output ends with.
- A sub-agent's events (``agentId`` on the event, or ``data.parentToolCallId``): its prompt and
  its text are the output of the ``task`` call that started it (untyped tool results); its
  tool calls are kept, since they ran in the session's folder.
- ``system.message`` (the system prompt), ``assistant.turn_*``, ``session.*`` (errors, infos,
  model changes, ``shutdown`` with its ``codeChanges``), ``hook.*``, ``permission.*``,
  ``subagent.*`` and streamed deltas (``ephemeral``) are kept out, never fatal.

``copilot -p ... --output-format json`` prints the same events to stdout, the prompt, the
agent's words and its tool requests written as ``[REDACTED]``: such a value is no one's words
and is left out (a saved stream opens with the MCP servers' status, no session event, and is
not taken for a session anyway).

The title is ``workspace.yaml``'s ``summary`` (or the ``name`` the person gave it), the cwd
``session.start``'s ``context.cwd``, else ``workspace.yaml``'s, else the ``Current working
directory:`` line of the system prompt (builds of late 2025 wrote ``session-state/<id>.jsonl``,
a file with no folder and no ``context``), else the session's folder.

Builds of 2025 (0.0.3xx) wrote ``history-session-state/session_<id>_<ms>.json`` instead: one
object ``{sessionId, startTime, chatMessages, timeline, selectedModel?}``. ``chatMessages`` is
what went to the model (the person's words with an injected ``<reminder>``): never read.
``timeline`` is what the screen showed, read in order: ``user`` (``text`` as typed;
``expandedText`` its mentions expanded, kept untyped when it differs), ``copilot`` (the agent's
text), ``tool_call_completed`` (``name``, ``arguments``, ``callId``, ``result{type:
success|failure, log}``: the call and its result), ``error`` (as ``session.error``), ``info``
(left out). It records no working folder: its sessions go to the project of the folder
``ingest`` runs in (or ``--project``), as an llm logs.db does.
"""

from __future__ import annotations

import hashlib
import json
import os
import re
from pathlib import Path
from typing import Any

from lc_memory.errors import IngestError
from lc_memory.ingest import tools
from lc_memory.ingest.common import (
    NotATranscript,
    Transcript,
    clean_title,
    finish,
    head_records,
    iso_from_epoch,
    message,
    read_records,
    tool_input_text,
)
from lc_memory.store.files import SESSION_ID_RE, Problem

NAME = "copilot-cli"
LABEL = "GitHub Copilot CLI"

# Copilot's tool names onto the names tools.py knows (``bash``, ``view``, ``edit``, ``create``,
# ``grep``, ``glob``, ``apply_patch`` and ``web_search`` it knows as they are).
ALIASES = {
    "powershell": "shell",  # the shell tool on Windows
    "rg": "grep",
    "update_todo": "todo_write",  # its todos: a Markdown checklist (read into plan items below)
}
# ``str_replace_editor`` (older builds) is one tool for several: its ``command`` says which.
_EDITOR = {"view": "view", "create": "create", "str_replace": "edit", "insert": "insert"}
# Event types that start the file, or that the file is made of (for sniffing).
_EVENT_TYPES = frozenset((
    "session.start", "session.resume", "session.info", "session.error", "session.model_change",
    "session.shutdown", "system.message", "user.message", "assistant.message", "assistant.turn_start",
    "assistant.turn_end", "tool.execution_start", "tool.execution_complete",
))
# What Copilot wraps the typed words in, when it wrote the wrapping into ``content``.
_WRAPPER = re.compile(r"<(current_datetime|reminder|system_reminder|attachments|userRequest)>.*?</\1>\s*", re.DOTALL)
# GitHub Agentic Workflows (gh-aw) open the prompt with a <system> block of their own (temporary
# files, allowed paths, safe outputs, the run's context); the workflow's own text follows it.
_LEAD_SYSTEM = re.compile(r"\s*<system>.*?</system>\s*", re.DOTALL)
_REQUEST = re.compile(r"<userRequest>\s*(.*?)\s*</userRequest>", re.DOTALL)
# How a shell's output ends: "<exited with exit code 1>", "<shellId: 0 completed with exit code 0>".
_EXIT_TAIL = re.compile(r"exit code (-?\d+)>\s*$")
_TODO_LINE = re.compile(r"^\s*(?:[-*+]|\d+[.)])\s*\[([ xX~/-])\]\s*(.+?)\s*$", re.MULTILINE)
# The system prompt's own line: "* Current working directory: c:\\Users\\me\\app".
_PROMPT_CWD = re.compile(r"^[ \t]*(?:[-*][ \t]*)?Current working directory:[ \t]*(\S[^\n]*?)[ \t]*$", re.MULTILINE)
_LEGACY_DIR = "history-session-state"
# What ``copilot --output-format json`` writes in place of the prompt, the agent's words and the
# tools' requests it withholds: no one's words.
_WITHHELD = "[REDACTED]"


def home() -> Path:
    """Copilot CLI's own folder: ``$COPILOT_HOME``, else ``~/.copilot``."""
    return Path(os.environ.get("COPILOT_HOME") or "~/.copilot").expanduser()


def locations() -> list[Path]:
    """Where GitHub Copilot CLI keeps its sessions on this machine (the folders that exist)."""
    return [f for f in (home() / "session-state", home() / _LEGACY_DIR) if f.is_dir()]


def find(folder: Path) -> list[Path]:
    """The session logs under ``folder`` (each one given to ``read``)."""
    found = [p for p in Path(folder).rglob("events.jsonl") if p.is_file()]
    found += [p for p in Path(folder).rglob("session_*.json") if p.is_file() and _is_legacy(p)]
    return sorted(found)


def _is_legacy(path: Path) -> bool:
    """Whether the head of a ``.json`` file is a 2025 ``history-session-state`` session's."""
    with open(path, "rb") as f:
        head = f.read(4096)
    return (head.lstrip()[:1] == b"{" and b'"sessionId"' in head and b'"projectHash"' not in head
            and (b'"chatMessages"' in head or b'"timeline"' in head))


def _is_event(record: dict) -> bool:
    return record.get("type") in _EVENT_TYPES and isinstance(record.get("data"), dict) and (
        "id" in record or "timestamp" in record)


def sniff(path: Path) -> bool:
    if path.suffix == ".json":
        return _is_legacy(path)
    if path.suffix != ".jsonl":
        return False
    for record in head_records(path, 1):
        if not _is_event(record):
            return False
        data = record["data"]
        if record["type"] == "session.start":
            return any(k in data for k in ("sessionId", "context", "copilotVersion", "producer"))
        return path.name == "events.jsonl"  # a session whose first lines are gone
    return False


# --- workspace.yaml ---------------------------------------------------------------------

_YAML_KEY = re.compile(r"^([A-Za-z_][\w.-]*):(?:[ \t]+(.*))?$")
_YAML_COMMENT = re.compile(r"\s#")  # a plain scalar's comment starts at " #"
_YAML_ESCAPES = {"0": "\0", "a": "\a", "b": "\b", "t": "\t", "\t": "\t", "n": "\n", "v": "\v", "f": "\f",
                 "r": "\r", "e": "\x1b", " ": " ", '"': '"', "/": "/", "\\": "\\", "N": "\x85",
                 "_": "\xa0", "L": "\u2028", "P": "\u2029"}
_YAML_ESCAPE = re.compile(r"\\(x[0-9a-fA-F]{2}|u[0-9a-fA-F]{4}|U[0-9a-fA-F]{8}|.)", re.DOTALL)


def _unescape(text: str) -> str:
    def one(m: re.Match) -> str:
        code = m.group(1)
        if len(code) > 1:
            try:
                return chr(int(code[1:], 16))
            except (ValueError, OverflowError):
                return m.group(0)
        return _YAML_ESCAPES.get(code, m.group(0))
    return _YAML_ESCAPE.sub(one, text)


def _fold(lines: list[str], escapes: bool = False) -> str:
    """A flow scalar's lines as YAML folds them: a line break is a space, an empty line a newline."""
    out, empties = "", 0
    for i, line in enumerate(lines):
        text = line if i == 0 else line.lstrip(" \t")
        if i < len(lines) - 1:
            text = text.rstrip(" \t")
        if i and not text:
            empties += 1
            continue
        if i:
            glue = "\n" * empties if empties else " "
            if escapes and (len(out) - len(out.rstrip("\\"))) % 2 == 1:
                out, glue = out[:-1], ""  # an escaped line break joins the lines as they are
            out += glue
        out += text
        empties = 0
    return out


_QUOTED = {'"': re.compile(r'(?:[^"\\]|\\.)*', re.DOTALL), "'": re.compile(r"(?:[^']|'')*")}


def _closing(text: str, quote: str) -> int:
    """Where a quoted scalar that ``text`` starts inside of ends (its closing quote)."""
    return _QUOTED[quote].match(text).end()


def _scalar(first: str, more: list[str]) -> str | None:
    """One top-level value of workspace.yaml: plain, quoted, or a ``|`` / ``>`` block."""
    if first[:1] in ('"', "'"):
        quote = first[0]
        raw = "\n".join([first[1:], *more])
        body = raw[:_closing(raw, quote)]
        text = _fold(body.split("\n"), escapes=quote == '"')
        return _unescape(text) if quote == '"' else text.replace("''", "'")
    if first[:1] in ("|", ">"):
        lines = list(more)
        while lines and not lines[-1].strip():
            lines.pop()
        indent = min((len(line) - len(line.lstrip(" ")) for line in lines if line.strip()), default=0)
        lines = [line[indent:] for line in lines]
        if first[0] == "|":
            return "\n".join(lines)
        return _fold(lines)
    value = _YAML_COMMENT.split(first, maxsplit=1)[0].strip()
    if more:
        value = _fold([value, *(_YAML_COMMENT.split(line, maxsplit=1)[0] for line in more)]).strip()
    return None if value in ("", "~", "null", "Null", "NULL") else value


def workspace(path: Path) -> dict[str, str | None]:
    """The top-level keys of a session's ``workspace.yaml`` (a flat mapping); {} when it is not there."""
    try:
        # YAML breaks lines at \n, \r\n and \r only (read_text makes them all \n): a raw U+2028,
        # U+2029, U+0085 or form feed inside a value is text, and str.splitlines would cut there
        # (github/copilot-cli#2490), starting a line that could read as a key.
        lines = path.read_text(encoding="utf-8", errors="replace").split("\n")
    except OSError:
        return {}
    out: dict[str, str | None] = {}
    i = 0
    while i < len(lines):
        m = _YAML_KEY.match(lines[i])
        if not m:
            i += 1
            continue
        j = i + 1
        while j < len(lines) and (not lines[j].strip() or lines[j][:1] in (" ", "\t")):
            j += 1
        out[m.group(1)] = _scalar((m.group(2) or "").strip(), lines[i + 1:j])
        i = j
    return out


# --- events.jsonl -----------------------------------------------------------------------

def _ts(value: Any) -> str | None:
    return value if isinstance(value, str) else iso_from_epoch(value, ms=True)


def split_user(content: str) -> tuple[str, str]:
    """(what Copilot wrapped the words in, the person's own words) of a ``user.message``."""
    if "<" not in content:
        return "", content
    if (lead := _LEAD_SYSTEM.match(content)) and content[lead.end():].strip():
        context, own = split_user(content[lead.end():])
        return "\n".join(filter(None, (lead.group(0).strip(), context))), own
    if not _WRAPPER.search(content):
        return "", content
    request = _REQUEST.search(content)
    context = "\n".join(m.group(0).strip() for m in _WRAPPER.finditer(content) if m.group(1) != "userRequest")
    own = request.group(1) if request else _WRAPPER.sub("", content)
    return context, own.strip()


def plan_items(todos: str) -> list[dict]:
    """A Markdown checklist (``- [x] done``, ``- [ ] open``) as plan items."""
    return [{"content": m.group(2), "status": "completed" if m.group(1) in "xX" else "pending"}
            for m in _TODO_LINE.finditer(todos)]


def our_call(name: str, args: Any) -> tuple[str, Any]:
    """(the name tools.py knows, the input as it reads it) of one of Copilot's tool calls."""
    key = name.lower()
    value = tools.loads_args(args)
    if key == "str_replace_editor" and isinstance(value, dict):
        return _EDITOR.get(str(value.get("command")), "str_replace_editor_" + str(value.get("command"))), value
    if key == "update_todo" and isinstance(value, dict) and isinstance(value.get("todos"), str):
        return ALIASES[key], {**value, "todos": plan_items(value["todos"])}
    return ALIASES.get(key, name), value


class _Bad(ValueError):
    """An event of a shape this reader cannot use: reported as ``file:line`` and skipped."""


def _subagent_text(text: str, ts: Any) -> dict:
    m = message("tool", text, ts, kind="tool_result", name="subagent")
    m["result"] = tools.result()
    return m


class _Reader:
    def __init__(self) -> None:
        self.names: dict[str, str] = {}
        self.calls: dict[str, dict] = {}
        self.waiting = False  # the person spoke and the agent has not said or done anything since

    def record(self, r: dict) -> list[dict]:
        kind, data, ts = r.get("type"), r.get("data"), _ts(r.get("timestamp"))
        if kind == "session.error":
            return self.error(data, ts)
        if kind not in ("user.message", "assistant.message", "tool.execution_start", "tool.execution_complete"):
            return []
        self.waiting = kind == "user.message"
        if r.get("ephemeral"):
            return []  # a streamed piece of a message written whole later
        if not isinstance(data, dict):
            raise _Bad(f"a {kind} event whose data is not an object")
        sub = isinstance(r.get("agentId"), str) or isinstance(data.get("parentToolCallId"), str)
        if kind == "user.message":
            return self.user(data, ts, sub)
        if kind == "assistant.message":
            return self.assistant(data, ts, sub)
        if kind == "tool.execution_start":
            m = self.tool_use(data.get("toolName"), data.get("arguments"), data.get("toolCallId"), ts)
            return [m] if m else []
        return [self.tool_result(data, ts)]

    def timeline(self, item: Any) -> list[dict]:
        """One item of a 2025 session's ``timeline``."""
        if not isinstance(item, dict):
            raise _Bad("a timeline item that is not an object")
        kind, ts = item.get("type"), _ts(item.get("timestamp"))
        text = item.get("text")
        if kind == "error":
            return self.error({"message": text}, ts)
        if kind == "user":
            if not isinstance(text, str):
                raise _Bad("a user item whose text is not text")
            self.waiting = True
            if not text.strip():
                return []
            out = [message("user", text, ts, typed=True)]
            expanded = item.get("expandedText")
            if isinstance(expanded, str) and expanded.strip() and expanded.strip() != text.strip():
                out.append(message("user", expanded, ts))  # the mentions Copilot expanded
            return out
        if kind == "copilot":
            self.waiting = False
            return [message("assistant", text, ts)] if isinstance(text, str) and text.strip() else []
        if kind != "tool_call_completed":
            return []  # info: the host's notices
        self.waiting = False
        call_id = item.get("callId")
        use = self.tool_use(item.get("name"), item.get("arguments"), call_id, ts)
        result = item.get("result") if isinstance(item.get("result"), dict) else {}
        log = result.get("log") if isinstance(result.get("log"), str) else ""
        done = self.tool_result({"toolCallId": call_id, "toolName": item.get("name"),
                                 "success": result.get("type") != "failure", "result": {"content": log}}, ts)
        return ([use] if use else []) + [done]

    def error(self, data: Any, ts: Any) -> list[dict]:
        """The error a request stopped on before the agent said or did anything (``402 You have
        no quota``) as the agent's words, ``API Error: ...``, as Claude Code records one; an error
        at another time (an MCP server that did not start) is the host's, and left out."""
        text = data.get("message") if isinstance(data, dict) else None
        if not self.waiting or not isinstance(text, str) or not text.strip():
            return []
        self.waiting = False
        words = " ".join(text.split())
        return [message("assistant", "API Error: " + (words if len(words) <= 300 else words[:297] + "..."), ts)]

    def user(self, data: dict, ts: Any, sub: bool) -> list[dict]:
        content = data.get("content")
        if content is None or content == _WITHHELD:
            return []
        if not isinstance(content, str):
            raise _Bad("a user.message whose content is not text")
        if not content.strip():
            return []
        if sub:
            return [_subagent_text(content, ts)]  # the prompt the agent gave its sub-agent
        context, own = split_user(content)
        out = [message("user", context, ts)] if context else []
        return out + ([message("user", own, ts, typed=True)] if own else [])

    def assistant(self, data: dict, ts: Any, sub: bool) -> list[dict]:
        text, requests = data.get("content"), data.get("toolRequests")
        text = None if text == _WITHHELD else text
        requests = None if requests == _WITHHELD else requests
        if text is not None and not isinstance(text, str):
            raise _Bad("an assistant.message whose content is not text")
        if requests is not None and not isinstance(requests, list):
            raise _Bad("an assistant.message whose toolRequests is not a list")
        out = []
        if text and text.strip():
            out.append(_subagent_text(text, ts) if sub else message("assistant", text, ts))
        for req in requests or []:
            if isinstance(req, dict):
                m = self.tool_use(req.get("name"), req.get("arguments"), req.get("toolCallId"), ts)
                if m:
                    out.append(m)
        return out

    def tool_use(self, name: Any, args: Any, call_id: Any, ts: Any) -> dict | None:
        call_id = call_id if isinstance(call_id, str) and call_id else None
        if call_id and call_id in self.calls:
            return None  # tool.execution_start repeats the assistant's toolRequests
        name = name if isinstance(name, str) and name else "tool"
        ours, value = our_call(name, args)
        call = tools.call(ours, value, call_id)
        if call_id:
            self.names[call_id], self.calls[call_id] = name, call
        raw = args if isinstance(args, str) else json.dumps({} if args is None else args, ensure_ascii=False,
                                                            sort_keys=True)
        m = message("assistant", tool_input_text(raw), ts, kind="tool_use", name=name)
        m["call"] = call
        return m

    def tool_result(self, data: dict, ts: Any) -> dict:
        call_id = data.get("toolCallId") if isinstance(data.get("toolCallId"), str) else None
        name = self.names.get(call_id or "") or (data["toolName"] if isinstance(data.get("toolName"), str) else "tool")
        result, error = data.get("result"), data.get("error")
        text = ""
        if isinstance(result, str):
            text = result
        elif isinstance(result, dict):
            text = next((result[k] for k in ("content", "detailedContent") if isinstance(result.get(k), str)), "")
        if not text.strip():
            why = error.get("message") if isinstance(error, dict) else error
            text = why if isinstance(why, str) else text
        failed = data.get("success") is False or (data.get("success") is None and error is not None)
        code = data.get("exitCode")
        if not isinstance(code, int) or isinstance(code, bool):
            code = None
            call = self.calls.get(call_id or "")
            if call and call.get("tool") == "shell":
                tail = _EXIT_TAIL.search(text[-200:])
                code = int(tail.group(1)) if tail else None
            if code is None and failed:
                code = tools.exit_code(text)
        refused = isinstance(error, dict) and error.get("code") == "denied"  # a hook or the person said no
        m = message("tool", text, ts, kind="tool_result", name=name)
        m["result"] = tools.result(call_id, error=failed, exit_code=code, refused=refused)
        return m


def _session_id(start: dict, ws: dict, path: Path) -> str:
    for candidate in (start.get("sessionId"), ws.get("id"), path.parent.name):
        if isinstance(candidate, str) and SESSION_ID_RE.match(candidate):
            return candidate
    return "copilot-" + hashlib.sha256(str(path.resolve()).encode("utf-8", "surrogateescape")).hexdigest()[:16]


def _prompt_cwd(numbered: list[tuple[int, dict]]) -> str | None:
    """The working folder the first system prompt names (builds that wrote no ``context``)."""
    for _, r in numbered:
        data = r.get("data")
        if r.get("type") == "system.message" and isinstance(data, dict) and isinstance(data.get("content"), str):
            m = _PROMPT_CWD.search(data["content"])
            if m:
                return m.group(1)
    return None


def _read_legacy(path: Path) -> list[Transcript]:
    """A 2025 ``history-session-state/session_<id>_<ms>.json``: its ``timeline``."""
    try:
        doc = json.loads(path.read_text(encoding="utf-8", errors="replace"))
    except (ValueError, RecursionError) as e:
        raise IngestError(f"{path}: not JSON ({e}); not a GitHub Copilot CLI session") from None
    timeline = doc.get("timeline") if isinstance(doc, dict) else None
    if not isinstance(timeline, list):
        raise IngestError(f"{path}: no timeline; not a GitHub Copilot CLI session")
    reader, messages, bad = _Reader(), [], []
    for number, item in enumerate(timeline, 1):
        try:
            messages += reader.timeline(item)
        except (_Bad, TypeError, AttributeError, KeyError, ValueError, RecursionError) as e:
            bad.append(Problem(path, number, f"timeline item {number}: {e}"))
    if not any(m["role"] in ("user", "assistant") for m in messages):
        raise NotATranscript(path, "no turns", "a Copilot CLI session without any turn, not a session")
    sid = doc.get("sessionId")
    meta: dict = {"id": sid if isinstance(sid, str) and SESSION_ID_RE.match(sid) else _session_id({}, {}, path),
                  "format": NAME}
    if isinstance(doc.get("startTime"), str):
        meta["created"] = doc["startTime"]
    meta, messages = finish(meta, messages)
    return [Transcript(meta, messages, bad=bad)]


def read(path: Path) -> list[Transcript]:
    if path.suffix == ".json":
        return _read_legacy(path)
    numbered, bad = read_records(path, NAME)
    events = [(n, r) for n, r in numbered if _is_event(r)]
    if not events:
        if bad:
            raise IngestError(f"{bad[0]}; not a GitHub Copilot CLI session")
        raise IngestError(f"{path}: no Copilot CLI events (session.start, user.message ...); "
                          "not a GitHub Copilot CLI session")
    start = next((r["data"] for _, r in events if r["type"] == "session.start"), {})
    ws = workspace(path.parent / "workspace.yaml")

    reader = _Reader()
    messages: list[dict] = []
    for number, r in numbered:
        try:
            messages += reader.record(r)
        except (_Bad, TypeError, AttributeError, KeyError, ValueError, RecursionError) as e:
            why = str(e) if isinstance(e, _Bad) else f"a {r.get('type')!s:.30} event of an unexpected shape ({e})"
            bad.append(Problem(path, number, why))
    bad.sort(key=lambda p: p.line)
    if not any(m["role"] in ("user", "assistant") for m in messages):
        raise NotATranscript(path, "no turns", "a Copilot CLI session without any turn, not a session")

    context = start.get("context") if isinstance(start.get("context"), dict) else {}
    meta: dict = {"id": _session_id(start, ws, path), "format": NAME}
    cwd = next((c for c in (context.get("cwd"), ws.get("cwd")) if isinstance(c, str) and c.strip()), None)
    meta["cwd"] = cwd or _prompt_cwd(numbered) or str(path.parent)
    branch = next((b for b in (context.get("branch"), ws.get("branch")) if isinstance(b, str) and b.strip()), None)
    if branch:
        meta["git_branch"] = branch
    named = ws.get("name") if ws.get("user_named") == "true" else None
    title = next((t for t in (named, ws.get("summary"), ws.get("name")) if isinstance(t, str) and t.strip()), None)
    if title:
        meta["title"], meta["title_source"] = clean_title(title), "summary"
    meta, messages = finish(meta, messages)
    return [Transcript(meta, messages, bad=bad)]
