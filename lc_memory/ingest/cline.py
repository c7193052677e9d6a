"""Cline and Roo Code tasks: one folder per task, ``<storage>/tasks/<taskId>/``.

Where the storage is: VS Code's (or Cursor's, Windsurf's, VSCodium's) globalStorage of the
extension, ``<user dir>/User/globalStorage/saoudrizwan.claude-dev/`` (Cline) or
``.../rooveterinaryinc.roo-cline/`` (Roo Code), and ``~/.cline/data/`` for the Cline CLI
(``$CLINE_DIR`` moves ``~/.cline``). A task folder holds ``ui_messages.json`` (what the
person saw), ``api_conversation_history.json`` (what the model got), ``task_metadata.json``,
``context_history.json`` and ``settings.json``. One task folder is one session; its id is the
task id, the folder's name (a ms timestamp for Cline, a UUID for Roo Code).

``ui_messages.json`` is read when it is there: a JSON array of ``{ts (ms), type: "say"|"ask",
say|ask, text, partial?, ...}``. Its messages have their own times and keep the person's text
apart:

- typed: ``say:"task"`` (the task as typed; Roo Code and older Cline say it as the first
  ``say:"text"``) and ``say:"user_feedback"`` (every later message: a follow-up, an answer to
  a question, feedback on a result or on a tool it was asked to approve);
- the agent's words: ``say:"text"``, ``say:"completion_result"`` (its closing words; the
  ``HAS_CHANGES`` flag Cline appends is cut), the question of ``ask:"followup"`` and the
  response of ``ask:"plan_mode_respond"``;
- tool calls: ``say|ask:"tool"`` (JSON: ``{"tool": "editedExistingFile"|"newFileCreated"|
  "readFile"|..., "path", ...}``), ``say|ask:"command"`` (a shell command; one right after
  ``completion_result`` is the command ``attempt_completion`` offered to run), MCP calls
  (``ask:"use_mcp_server"``) and the plan (``say:"task_progress"``, a markdown checklist; Roo
  Code's ``updateTodoList``), each plan kept when it changed;
- what became of each call: ``say:"api_req_started"`` holds the next request's text, which
  starts with one ``[tool_name for 'x'] Result:`` block per call (``Command failed with exit
  code 1.``, ``The user denied this operation.``, ...). That text is read for those results
  and for the working folder, never kept as a message: the rest of it is the context Cline
  injects (file contents, ``<environment_details>``). A call whose outcome is not stated
  (``Command executed.`` without a code, still running, no request after it) gets a result
  message without ``result``: unknown, neither passed nor failed.
- left out: reasoning, checkpoints, retries and errors of the API, ``partial`` tool calls
  (the stream stopped before the call was made), ``ask:"resume_task"`` and such.

``api_conversation_history.json`` alone (an older copy, or a folder whose UI file is gone) is
read the other way: Anthropic ``MessageParam[]`` (newer versions add ``ts`` in ms). The
person's words are only what Cline wraps in its own tags -- ``<task>``, ``<feedback>``,
``<answer>`` (to a question) and ``<user_message>`` (on resume, in plan mode) -- where Cline
puts them (at the start of a block, after ``] Result:``, after its own lead line such as "The
user provided the following feedback:"), never the blocks it injects around them. A tool call
is a ``tool_use`` block (native tool calling) or, in older versions, an XML tag in the
assistant's text (``<write_to_file><path>…</path><content>…</content></write_to_file>``),
taken out of the agent's words; its result is the next ``[tool for 'x'] Result:`` block (or
a ``tool_result`` block, the oldest versions). ``ask_followup_question``,
``plan_mode_respond`` and ``attempt_completion`` are the agent's words, not tool calls.

The working folder is what the environment details name, ``# Current Working Directory
(<cwd>) Files`` (Roo Code: ``Current Workspace Directory``); when a task was resumed in
another folder, the last one named (where the work went on). Failing that, the
``cwdOnTaskInitialization`` Cline keeps for the task in ``<storage>/state/taskHistory.json``.
Else it is unknown: the folder the task sits in is the editor's storage, not a project, so
the session goes to the project ingest is run for.
"""

from __future__ import annotations

import json
import os
import re
import sys
from pathlib import Path
from typing import Any

from lc_memory.errors import IngestError
from lc_memory.ingest import cline_md, tools
from lc_memory.ingest.common import (
    NotATranscript,
    Transcript,
    finish,
    iso_from_epoch,
    message,
    tool_input_text,
)
from lc_memory.store.files import SESSION_ID_RE, Problem

NAME = "cline"
LABEL = "Cline / Roo Code"

UI_FILE = "ui_messages.json"
API_FILE = "api_conversation_history.json"
EXTENSIONS = ("saoudrizwan.claude-dev", "rooveterinaryinc.roo-cline")
# The editors whose user folder may hold the extension's globalStorage.
EDITORS = ("Code", "Code - Insiders", "VSCodium", "Cursor", "Windsurf")
SERVER_DATA = (".vscode-server", ".vscode-server-insiders", ".cursor-server", ".windsurf-server")

# Cline's and Roo Code's tool names (and the tool names of ui_messages' "tool" JSON) onto the
# names tools.py knows; execute_command, read_file, list_files, apply_patch, codebase_search
# and web_search it knows as they are.
ALIASES = {
    "write_to_file": "write",
    "replace_in_file": "edit",
    "apply_diff": "edit",
    "insert_content": "edit",
    "search_and_replace": "edit",
    "search_files": "grep",
    "list_code_definition_names": "search",
    "update_todo_list": "todowrite",
    "focus_chain": "todowrite",
    "task_progress": "todowrite",
    "editedExistingFile": "edit",
    "appliedDiff": "edit",
    "insertContent": "edit",
    "searchAndReplace": "edit",
    "newFileCreated": "write",
    "fileDeleted": "delete",
    "readFile": "read",
    "listFilesTopLevel": "list_files",
    "listFilesRecursive": "list_files",
    "listCodeDefinitionNames": "search",
    "searchFiles": "grep",
    "codebaseSearch": "codebase_search",
    "webSearch": "web_search",
    "updateTodoList": "todowrite",
}
# The tool names whose result block a UI "tool" message's call may get.
_EDITS = frozenset({"replace_in_file", "write_to_file", "apply_patch", "apply_diff", "insert_content",
                    "search_and_replace", "edit_file"})
_RESULT_NAMES = {
    "editedExistingFile": _EDITS, "appliedDiff": _EDITS, "insertContent": _EDITS, "searchAndReplace": _EDITS,
    "newFileCreated": _EDITS, "fileDeleted": frozenset({"apply_patch"}),
    "readFile": frozenset({"read_file"}),
    "listFilesTopLevel": frozenset({"list_files"}), "listFilesRecursive": frozenset({"list_files"}),
    "listCodeDefinitionNames": frozenset({"list_code_definition_names"}),
    "searchFiles": frozenset({"search_files"}), "codebaseSearch": frozenset({"codebase_search"}),
    "webFetch": frozenset({"web_fetch"}), "webSearch": frozenset({"web_search"}),
    "updateTodoList": frozenset({"update_todo_list"}),
}
# Tools whose input is the agent's words to the person, not an action.
_SAYING = {"ask_followup_question": "question", "plan_mode_respond": "response", "plan_mode_response": "response",
           "act_mode_respond": "response", "attempt_completion": "result"}
# Tools named as XML tags in the assistant's text (Cline before native tool calls, Roo Code).
_XML_TOOLS = (
    "execute_command", "read_file", "write_to_file", "replace_in_file", "search_files", "list_files",
    "list_code_definition_names", "browser_action", "use_mcp_tool", "access_mcp_resource",
    "ask_followup_question", "attempt_completion", "plan_mode_respond", "plan_mode_response",
    "act_mode_respond", "new_task", "load_mcp_documentation", "web_fetch", "web_search", "condense",
    "summarize_task", "report_bug", "new_rule", "apply_patch", "use_skill", "use_subagents", "focus_chain",
    "apply_diff", "insert_content", "search_and_replace", "codebase_search", "update_todo_list",
    "switch_mode", "fetch_instructions", "run_slash_command", "generate_image",
)
_XML_CALL = re.compile(r"<(" + "|".join(_XML_TOOLS) + r")>(.*?)</\1>", re.S)
_XML_PARAM = re.compile(r"<([a-z_]+)>\n?(.*?)\n?</\1>", re.S)
_LONG_PARAMS = ("content", "diff", "result", "response", "question", "input")
_THINKING = re.compile(r"<thinking>.*?(?:</thinking>|$)", re.S)

# The person's words, in the tags Cline wraps them in (its USER_CONTENT_TAGS).
_USER_TAG = re.compile(r"<(task|feedback|answer|user_message)>\n?(.*?)\n?</\1>", re.S)
# Cline's own line right before a tag of the person's: "The user provided the following
# feedback:", "New instructions for task continuation:", "You seem to be having trouble ...".
_LEAD = re.compile(r"(?:^|\n)(?:The user |You seem to be having trouble|New (?:instructions|message) )[^\n]*$")
# Blocks Cline injects into a user message, bulky and repeated: never kept (api file).
_INJECTED = re.compile(r"^\s*(?:<environment_details>|# task_progress|# TODO LIST UPDATE REQUIRED)")
# "[execute_command for 'npm test'] Result:" / "[attempt_completion] Result:", at a block's start.
# Tried only where the text or a "\n\n[" starts (``_result_heads``): a search for
# "(?:^|\n\n)\[..." has no literal to look for and tries every character.
_RESULT_HEAD_AT = re.compile(r"\[([A-Za-z_][\w-]*)(?: for '(.{0,4000}?)')?\] Result:", re.S)
_RESULT_AT_START = re.compile(r"\s*\[([A-Za-z_][\w-]*)(?: for '(.{0,4000}?)')?\] Result:", re.S)
# Cline's "Command failed with exit code 1." / "... successfully (exit code 0)."; Roo Code's
# "Command executed in terminal within working directory '/x'. Exit code: 1".
_EXIT = re.compile(r"Command (?:executed successfully \(exit code (-?\d+)\)|failed with exit code (-?\d+))"
                   r"|\bExit code: (-?\d+)")
_UNKNOWN = ("Command executed.", "Command is still running", "Command timed out")
_FAILED = ("The tool execution failed", "<error>", "[ERROR]", "Error:")
_CWD = re.compile(r"# Current (?:Working|Workspace) Directory \((.+?)\) Files")
# The whole file Cline echoes back after each edit or write: a copy of what the call wrote.
_FINAL_OPEN, _FINAL_CLOSE = re.compile(r'<final_file_content path="[^"\n]*">\n?'), "</final_file_content>"
_CHECK = re.compile(r"^\s*(?:[-*]\s*)?\[( |x|X|-|~)\]\s*(.+?)\s*$", re.M)
_INNER_PATH = re.compile(r"<path>(.*?)</path>", re.S)
_WINDOWS_PATH = re.compile(r"^[A-Za-z]:[\\/]")
_TASK_ID = re.compile(r"\d{10,16}|[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}")
_UI_HEAD = re.compile(r'\s*\[\s*\{')
_UI_KEYS = (re.compile(r'"type"\s*:\s*"(?:say|ask)"'), re.compile(r'"(?:say|ask)"\s*:\s*"[a-z_]+"'),
            re.compile(r'"ts"\s*:\s*\d{10,}'))
_API_HEAD = re.compile(r'\s*\[\s*\{\s*"role"\s*:\s*"user"\s*,\s*"content"\s*:')
_COMPLETION_FLAG = "HAS_CHANGES"
_HEAD_BYTES = 8192


# --- where, and which files ---------------------------------------------------------------

def _user_dirs() -> list[Path]:
    """Each editor's user folder: ``~/.config/Code/User`` on Linux, ``~/Library/Application
    Support/Code/User`` on macOS, ``%APPDATA%/Code/User`` on Windows; and VS Code servers'."""
    home = Path.home()
    if sys.platform == "darwin":
        base = home / "Library" / "Application Support"
    elif os.name == "nt":
        base = Path(os.environ.get("APPDATA") or home / "AppData" / "Roaming")
    else:
        base = Path(os.environ.get("XDG_CONFIG_HOME") or home / ".config")
    dirs = [base / editor / "User" for editor in EDITORS]
    return dirs + [home / server / "data" / "User" for server in SERVER_DATA]


def locations() -> list[Path]:
    """The task folders' parents (``.../tasks``) of Cline and Roo Code on this machine."""
    found = [user / "globalStorage" / ext / "tasks" for user in _user_dirs() for ext in EXTENSIONS]
    cline_home = Path(os.environ.get("CLINE_DIR") or Path.home() / ".cline")
    found.append(cline_home / "data" / "tasks")
    return [p for p in found if p.is_dir()]


def find(folder: Path) -> list[Path]:
    """One file per task folder under ``folder``: its ``ui_messages.json``, else its
    ``api_conversation_history.json`` (each read with the other when both are there)."""
    out: list[Path] = []
    for root, _dirs, files in os.walk(folder):
        if UI_FILE in files:
            out.append(Path(root) / UI_FILE)
        elif API_FILE in files:
            out.append(Path(root) / API_FILE)
    return sorted(out + cline_md.find(folder))


def _kind(path: Path) -> str | None:
    """"ui" for a ui_messages.json, "api" for an api_conversation_history.json, from its head."""
    if path.suffix != ".json":
        return None
    with open(path, "rb") as f:
        head = f.read(_HEAD_BYTES).decode("utf-8", "replace")
    if _UI_HEAD.match(head):
        first = head[:400]
        if all(key.search(first) for key in _UI_KEYS):
            return "ui"
    if _API_HEAD.match(head) and ("<task>" in head or "<user_message>" in head or path.name == API_FILE):
        return "api"
    if head.strip() == "[]" and path.name in (UI_FILE, API_FILE):
        return "ui" if path.name == UI_FILE else "api"  # a task file with nothing in it yet
    return None


def sniff(path: Path) -> bool:
    if path.suffix.lower() in (".md", ".markdown"):
        return cline_md.sniff(path)
    return _kind(path) is not None


# --- small readers ---------------------------------------------------------------------------

def _iso_ms(value: Any) -> str | None:
    return iso_from_epoch(value, ms=True)


def _load(path: Path, what: str) -> list:
    try:
        data = json.loads(path.read_bytes())
    except UnicodeDecodeError as e:
        raise IngestError(f"{path}: not UTF-8 text (byte {e.start + 1}); not a Cline {what}") from None
    except RecursionError:
        raise IngestError(f"{path}: nested too deeply to read; not a Cline {what}") from None
    except ValueError as e:
        raise IngestError(f"{path}: not JSON ({getattr(e, 'msg', e)}); a Cline {what} cut short?") from None
    if not isinstance(data, list):
        raise IngestError(f"{path}: not a list of messages; not a Cline {what}")
    return data


def _json(text: Any) -> Any:
    if not isinstance(text, str):
        return None
    try:
        return json.loads(text)
    except (ValueError, RecursionError):
        return None


def checklist(text: Any) -> list[dict]:
    """A markdown checklist (``- [ ] step``, ``- [x] done``, Roo Code's ``[-] doing``) as plan items."""
    if not isinstance(text, str):
        return []
    status = {" ": "pending", "x": "completed", "X": "completed", "-": "in_progress", "~": "in_progress"}
    return [{"content": m.group(2), "status": status[m.group(1)]} for m in _CHECK.finditer(text)]


def options(value: Any) -> list[str]:
    """The options an ``ask_followup_question`` offered: a list, or a list written as JSON."""
    if isinstance(value, str):
        try:
            value = json.loads(value)
        except ValueError:
            return []
    return [o.strip() for o in value if isinstance(o, str) and o.strip()] if isinstance(value, list) else []


def answered(words: str, offered: list[str], ts: str | None) -> dict:
    """The person's answer to a question: an option the agent offered, clicked, is the agent's
    words (it wrote them), kept untyped as "chose: ..."; anything else is typed."""
    if words.strip() in offered:
        return message("user", "chose: " + words.strip(), ts, typed=False)
    return message("user", words, ts, typed=True)


def typed_parts(text: str, in_result: bool = False) -> list[str]:
    """The person's words in a user block: the inside of ``<task>``, ``<feedback>``,
    ``<answer>`` and ``<user_message>`` where Cline puts them -- at the block's start, after
    ``] Result:``, or after its own lead line -- not such a tag inside a file it read. In a
    tool's result, ``<task>`` is never the person's."""
    out = []
    for m in _USER_TAG.finditer(text):
        if in_result and m.group(1) == "task":
            continue
        before = text[max(0, m.start() - 600):m.start()].rstrip()
        if m.start() == 0 or not text[:m.start()].strip() or before.endswith("] Result:") or _LEAD.search(before):
            words = m.group(2).strip()
            if words:
                out.append(words)
    return out


def _outcome(body: str) -> dict | None:
    """The ``result`` of a ``[tool] Result:`` block's text; None when it does not say."""
    head = body.lstrip()[:600]
    if head.startswith("The user denied this operation"):
        return {"refused": True}
    m = _EXIT.search(head)
    if m:
        return {"exit_code": int(next(g for g in m.groups() if g is not None))}
    if head.startswith(_UNKNOWN) or "Exit code: <undefined" in head:
        return None
    return {"error": head.startswith(_FAILED) or "Process terminated by signal" in head}


def _result_heads(text: str) -> list[tuple[int, int, str]]:
    """``(start, end, tool name)`` of each result head in ``text``, in order: the matches of
    ``(?:^|\n\n)`` then ``_RESULT_HEAD_AT``, found by looking for ``\n\n[`` first."""
    heads = []
    m = _RESULT_HEAD_AT.match(text)
    if m:
        heads.append((0, m.end(), m.group(1)))
    pos = m.end() if m else 0
    while (at := text.find("\n\n[", pos)) >= 0:
        m = _RESULT_HEAD_AT.match(text, at + 2)
        if m:
            heads.append((at, m.end(), m.group(1)))
            pos = m.end()
        else:
            pos = at + 1
    return heads


def _result_blocks(text: str) -> list[tuple[str, str]]:
    """The ``(tool name, body)`` of each result block in a request's text, in order."""
    heads = _result_heads(text)
    out = []
    for i, (_, head_end, name) in enumerate(heads):
        end = heads[i + 1][0] if i + 1 < len(heads) else len(text)
        body = text[head_end:end]
        cut = body.find("\n\n<environment_details>")
        out.append((name, body[:cut] if cut >= 0 else body))
    return out


def _without_final_files(body: str) -> str:
    """The body with the inside of each ``<final_file_content path="...">`` ... ``</final_file_content>``
    (a newline after the opening tag and before the closing one kept) said to be left out;
    the closing tag found by ``str.find``, not by a lazy match tried at every character."""
    out, pos = [], 0
    while m := _FINAL_OPEN.search(body, pos):
        close = body.find(_FINAL_CLOSE, m.end())
        if close < 0:
            break  # no closing tag after this one, nor after any later one
        start = close - 1 if close > m.end() and body[close - 1] == "\n" else close
        out += [body[pos:m.end()], "[the file as saved, left out]", body[start:close + len(_FINAL_CLOSE)]]
        pos = close + len(_FINAL_CLOSE)
    return "".join(out) + body[pos:] if out else body


def _cwd_in(text: str) -> str | None:
    """The last working folder the environment details of ``text`` name."""
    at = text.rfind("Directory (")
    if at < 0:
        return None
    found = None
    for m in _CWD.finditer(text, max(0, at - 40)):
        found = m.group(1)
    return found.strip() if found and found.strip() else None


def _normalized_args(name: str, args: Any) -> Any:
    """A tool's input as tools.call reads it: ``absolutePath`` as ``path``, a checklist as todos."""
    if not isinstance(args, dict):
        return args
    out = dict(args)
    if "path" not in out:
        for key in ("absolutePath", "file_path", "target_file"):
            if isinstance(out.get(key), str):
                out["path"] = out[key]
                break
        else:
            files = out.get("files") if isinstance(out.get("files"), list) else None
            inner = _INNER_PATH.search(out["args"]) if isinstance(out.get("args"), str) else None
            if files and isinstance(files[0], dict) and isinstance(files[0].get("path"), str):
                out["path"] = files[0]["path"]  # Roo Code's read_file of several files
            elif inner:
                out["path"] = inner.group(1).strip()  # its tag form: <args><file><path>..</path></file></args>
    if ALIASES.get(name) == "todowrite" and not isinstance(out.get("todos"), list):
        out["todos"] = checklist(out.get("todos") or out.get("task_progress") or out.get("content"))
    return out


def _tool_use(name: str, args: Any, ident: str, ts: str | None, shown: Any = None) -> dict:
    """A tool_use message: ``name`` the tool's own, its input kept as JSON (``tool_input_text``)."""
    raw = json.dumps(args if shown is None else shown, ensure_ascii=False, sort_keys=True, default=str)
    m = message("assistant", tool_input_text(raw), ts, kind="tool_use", name=name)
    m["call"] = tools.call(ALIASES.get(name, name), _normalized_args(name, args), ident)
    return m


def _tool_result(name: str, ident: str, body: str, ts: str | None) -> dict:
    """A tool_result message; the file Cline echoes back after an edit is left out of its text."""
    text = _without_final_files(body) if "<final_file_content" in body else body
    m = message("tool", text.strip(), ts, kind="tool_result", name=name)
    outcome = _outcome(body)
    if outcome is not None:
        m["result"] = tools.result(ident, **outcome)
    return m


class _Plan:
    """The plan Cline keeps (``task_progress``): a plan call each time it changes."""

    def __init__(self) -> None:
        self.last: list[dict] | None = None
        self.last_text: Any = None  # the text the last update read
        self.count = 0

    def update(self, text: Any, ts: str | None, prefix: str) -> list[dict]:
        if isinstance(text, str) and text == self.last_text:
            return []  # the plan rides along on most calls, most often as it was: nothing new
        self.last_text = text
        items = checklist(text)
        if not items or items == self.last:
            return []
        self.last = items
        self.count += 1
        return [_tool_use("task_progress", {"todos": items}, f"{prefix}plan-{self.count}", ts, shown=text)]


# --- ui_messages.json --------------------------------------------------------------------------

class _Call:
    """A call waiting for its result: the names of the result blocks that may answer it."""

    __slots__ = ("ident", "name", "names")

    def __init__(self, name: str, ident: str, names: frozenset) -> None:
        self.name, self.ident, self.names = name, ident, names


class _Items:
    """A reader of a JSON array of messages, one at a time (``one``): an item it cannot
    read is a Problem naming its index (a JSON file has no line numbers), and the rest are read."""

    path: Path

    def one(self, m: dict) -> None:
        raise NotImplementedError

    def read(self, items: list) -> list[Problem]:
        bad: list[Problem] = []
        for index, m in enumerate(items):
            if not isinstance(m, dict):
                bad.append(Problem(self.path, 0, f"[{index}]: not an object"))
                continue
            try:
                self.one(m)
            except (TypeError, AttributeError, KeyError, ValueError, RecursionError) as e:
                bad.append(Problem(self.path, 0, f"[{index}]: a message of an unexpected shape ({e})"))
        return bad


class _Ui(_Items):
    """ui_messages.json, in order, into messages."""

    # say/ask kinds left out on purpose: what the API did, the agent's reasoning, the UI's state.
    QUIET = frozenset({
        "reasoning", "checkpoint_created", "checkpoint_saved", "error", "error_retry", "api_req_retried",
        "api_req_retry_delayed", "api_req_rate_limited", "api_req_deleted", "api_req_finished",
        "deleted_api_reqs", "api_req_failed", "info", "hook_status", "hook_output_stream", "subagent",
        "subagent_usage", "conditional_rules_applied", "mcp_server_request_started", "mcp_server_response",
        "mcp_notification", "shell_integration_warning", "shell_integration_warning_with_suggestion",
        "clineignore_error", "rooignore_error", "diff_error", "command_permission_denied",
        "load_mcp_documentation", "generate_explanation", "resume_task", "resume_completed_task",
        "mistake_limit_reached", "auto_approval_max_req_reached", "browser_action", "browser_action_result",
        "browser_session_status", "condense", "condense_context", "condense_context_error",
        "sliding_window_truncation", "summarize_task", "new_task", "subtask_result", "codebase_search_result",
        "user_feedback_diff", "user_edit_todos", "image", "report_bug", "command_output",
    })
    # Kinds that are not what happened: a previous kind read through them.
    _BETWEEN = frozenset({"task_progress", "checkpoint_created", "checkpoint_saved"})

    def __init__(self, path: Path) -> None:
        self.path = path
        self.out: list[dict] = []
        self.open: list[_Call] = []
        self.plan = _Plan()
        self.started = False  # a request went out: a later say "text" is the agent's
        self.cwd: str | None = None
        self.calls = 0
        self.previous: str | None = None  # the kind of the last message read (but _BETWEEN)
        self.offered: list[str] = []  # the options of the question the agent asked last
        self.unknown: dict[str, int] = {}

    def one(self, m: dict) -> None:
        typ = m.get("type")
        kind = m.get("say") if typ == "say" else m.get("ask") if typ == "ask" else None
        if not isinstance(kind, str):
            raise ValueError(f"type {typ!r} with no say or ask")
        ts = _iso_ms(m.get("ts"))
        text = m.get("text") if isinstance(m.get("text"), str) else ""
        previous = self.previous
        if kind not in self._BETWEEN:
            self.previous = kind
        opening = kind == "text" and typ == "say" and not self.started and not self.out  # Roo Code's task
        if kind == "user_feedback" and self.offered:
            if text.strip():
                self.out.append(answered(text.strip(), self.offered, ts))
            self.offered = []
        elif kind in ("task", "user_feedback") or opening:
            self.person(text, ts)
        elif kind == "text":
            self.agent(text, ts)
        elif kind == "completion_result":
            self.agent(text.strip().removesuffix(_COMPLETION_FLAG), ts)
        elif kind in ("followup", "plan_mode_respond", "act_mode_respond"):
            data = _json(text)
            said = data.get("question", data.get("response")) if isinstance(data, dict) else text
            self.agent(said if isinstance(said, str) else "", ts)
            self.offered = options(data.get("options")) if isinstance(data, dict) else []
        elif kind == "api_req_started":
            self.request(text, ts)
        elif kind == "tool":
            if not m.get("partial"):
                self.tool(_json(text), ts)
        elif kind == "command":
            if not m.get("partial") and text.strip():
                # one right after the closing words is the command attempt_completion offers to run
                names = frozenset({"attempt_completion"} if previous == "completion_result" else {"execute_command"})
                self.call("execute_command", {"command": text}, names, ts)
        elif kind == "use_mcp_server":
            if not m.get("partial"):
                self.mcp(_json(text), ts)
        elif kind == "browser_action_launch":
            if not m.get("partial"):
                self.call("browser_action", {"action": "launch", "url": text}, frozenset({"browser_action"}), ts)
        elif kind == "use_subagents":
            if not m.get("partial"):
                data = _json(text)
                self.call("use_subagents", data if isinstance(data, dict) else {"prompts": text},
                          frozenset({"use_subagents", "subagents"}), ts)
        elif kind == "task_progress":
            self.out += self.plan.update(text, ts, "ui-")
        elif kind in self.QUIET:
            pass
        else:
            self.unknown[f"{typ}:{kind}"] = self.unknown.get(f"{typ}:{kind}", 0) + 1

    def person(self, text: str, ts: str | None) -> None:
        if text.strip():
            self.out.append(message("user", text.strip(), ts, typed=True))

    def agent(self, text: str, ts: str | None) -> None:
        text = text.strip()
        if not text:
            return
        last = next((x for x in reversed(self.out) if x["kind"] == "text"), None)
        if last is not None and last["role"] == "assistant" and last["content"] == text:
            return  # the same words said twice in a row (a stream saved twice)
        self.out.append(message("assistant", text, ts))

    def call(self, name: str, args: Any, names: frozenset, ts: str | None, shown: Any = None) -> None:
        self.calls += 1
        ident = f"ui-{self.calls}"
        self.out.append(_tool_use(name, args, ident, ts, shown=shown))
        self.open.append(_Call(name, ident, names))

    def tool(self, data: Any, ts: str | None) -> None:
        if not isinstance(data, dict) or not isinstance(data.get("tool"), str):
            raise ValueError("a tool message whose text is not a tool's JSON")
        name = data["tool"]
        if name == "updateTodoList":
            todos = data.get("todos")
            items = todos if isinstance(todos, list) else checklist(todos)
            self.call(name, {"todos": items}, _RESULT_NAMES[name], ts, shown=data)
            return
        args = {k: v for k, v in data.items() if k != "tool"}
        batch = data.get("batchDiffs") or data.get("batchFiles")
        if "path" not in args and isinstance(batch, list):  # Roo Code: several files in one call
            for item in batch:
                if isinstance(item, dict) and isinstance(item.get("path"), str):
                    self.call(name, {**args, "path": item["path"]}, _RESULT_NAMES.get(name, frozenset({name})), ts,
                              shown={"tool": name, "path": item["path"]})
            return
        self.call(name, args, _RESULT_NAMES.get(name, frozenset({name})), ts, shown=data)

    def mcp(self, data: Any, ts: str | None) -> None:
        if not isinstance(data, dict):
            raise ValueError("an MCP request whose text is not JSON")
        server, tool = data.get("serverName"), data.get("toolName") or data.get("uri")
        args = _json(data.get("arguments")) if isinstance(data.get("arguments"), str) else data.get("arguments")
        self.calls += 1
        ident = f"ui-{self.calls}"
        m = message("assistant", tool_input_text(json.dumps(data, ensure_ascii=False, sort_keys=True)), ts, kind="tool_use", name=str(data.get("type") or "use_mcp_tool"))
        m["call"] = tools.call(f"mcp__{server}__{tool}", args if args is not None else {}, ident)
        self.out.append(m)
        self.open.append(_Call("use_mcp_tool", ident, frozenset({"use_mcp_tool", "access_mcp_resource"})))

    def request(self, text: str, ts: str | None) -> None:
        """A request went out: the results of the calls before it, and the working folder."""
        self.started = True
        data = _json(text)
        request = data.get("request") if isinstance(data, dict) else None
        if not isinstance(request, str):
            self.open = []
            return
        cwd = _cwd_in(request)
        if cwd:
            self.cwd = cwd
        for name, body in _result_blocks(request):
            call = next((c for c in self.open if name in c.names), None)
            if call is None:
                continue
            self.open.remove(call)
            self.out.append(_tool_result(call.name, call.ident, body, ts))
        self.open = []


# --- api_conversation_history.json ----------------------------------------------------------

class _Api(_Items):
    """api_conversation_history.json, in order, into messages."""

    def __init__(self, path: Path) -> None:
        self.path = path
        self.out: list[dict] = []
        self.pending: list[tuple[str, str, bool]] = []  # (tool name, id, kept as a call)
        self.offered: dict[str, list[str]] = {}  # a question's id: the options it offered
        self.plan = _Plan()
        self.cwd: str | None = None
        self.calls = 0

    def one(self, m: dict) -> None:
        role, content = m.get("role"), m.get("content")
        ts = _iso_ms(m.get("ts"))
        blocks = [{"type": "text", "text": content}] if isinstance(content, str) else content
        if not isinstance(blocks, list):
            raise ValueError(f"a message (role {role!s:.20}) whose content is neither text nor a list of blocks")
        if role == "assistant":
            self.pending = []
            for b in blocks:
                if isinstance(b, dict):
                    self.assistant_block(b, ts)
        elif role == "user":
            self.user_message(blocks, ts)
            self.pending = []

    def assistant_block(self, b: dict, ts: str | None) -> None:
        kind = b.get("type")
        if kind == "text" and isinstance(b.get("text"), str):
            text = b["text"]
            at = 0
            for call in _XML_CALL.finditer(text):  # older versions: the calls are tags in the text
                self.words(text[at:call.start()], ts)
                at = call.end()
                self.call(call.group(1), self.xml_params(call.group(2)), None, ts)
            self.words(text[at:], ts)
        elif kind == "tool_use":
            name = b["name"] if isinstance(b.get("name"), str) and b["name"] else "tool"
            self.call(name, b.get("input"), b.get("id"), ts)
        # thinking, redacted_thinking, image and blocks not known are left out

    def words(self, text: str, ts: str | None) -> None:
        said = _THINKING.sub("", text).strip()
        if said:
            self.out.append(message("assistant", said, ts))

    @staticmethod
    def xml_params(body: str) -> dict:
        """A tag call's parameters; a file's content (which may hold any tag, its own too) runs
        to the last closing tag of its name, and no parameter is read inside it."""
        params: dict[str, str] = {}
        at = 0
        while (m := _XML_PARAM.search(body, at)) is not None:
            name, at = m.group(1), m.end()
            if name in _LONG_PARAMS:
                end = body.rfind(f"</{name}>")
                if end >= m.start(2):
                    params.setdefault(name, body[m.start(2):end].removesuffix("\n"))
                    at = end + len(name) + 3
                    continue
            params.setdefault(name, m.group(2))
        return params

    def call(self, name: str, args: Any, ident: Any, ts: str | None) -> None:
        self.calls += 1
        ident = ident if isinstance(ident, str) and ident else f"api-{self.calls}"
        shown = args
        if isinstance(args, dict) and name != "focus_chain" and isinstance(args.get("task_progress"), str):
            # the plan rides along on most calls: kept once, as a plan call of its own
            self.out += self.plan.update(args["task_progress"], ts, "api-")
            shown = {k: v for k, v in args.items() if k != "task_progress"}
        if name in _SAYING:
            if isinstance(args, dict) and args.get("options"):
                self.offered[ident] = options(args["options"])
            said = args.get(_SAYING[name]) if isinstance(args, dict) else None
            if isinstance(said, str) and said.strip():
                self.out.append(message("assistant", said.strip(), ts))
            self.pending.append((name, ident, False))
            return
        self.out.append(_tool_use(name, args, ident, ts, shown=shown))
        self.pending.append((name, ident, True))

    def take(self, name: str) -> tuple[str, str, bool] | None:
        """The call a result block named ``name`` answers: the first of that name, else the first."""
        names = {name, "use_subagents"} if name == "subagents" else {name}
        found = next((p for p in self.pending if p[0] in names), None)
        if found is None and self.pending and name not in _SAYING:
            found = next((p for p in self.pending if p[2]), None)
        if found is not None:
            self.pending.remove(found)
        return found

    def user_message(self, blocks: list, ts: str | None) -> None:
        """A user message: result blocks (``[tool for 'x'] Result:`` and the blocks after it,
        up to the next result or the injected context), the person's words, and the rest."""
        current: tuple[tuple[str, str, bool] | None, list[str]] | None = None
        words: list[str] = []

        def flush() -> None:
            nonlocal current, words
            offered: list[str] = []
            if current is not None:
                found, parts = current
                if found is not None and found[2]:
                    self.out.append(_tool_result(found[0], found[1], "\n\n".join(parts), ts))
                offered = self.offered.get(found[1], []) if found is not None else []
                current = None
            self.out.extend(answered(w, offered, ts) for w in words)
            words = []

        for b in blocks:
            if not isinstance(b, dict):
                continue
            if b.get("type") == "tool_result":  # the oldest versions: Anthropic's own result blocks
                flush()
                self.tool_result_block(b, ts)
                continue
            if b.get("type") != "text" or not isinstance(b.get("text"), str):
                continue  # images, documents
            text = b["text"]
            cwd = _cwd_in(text)
            if cwd:
                self.cwd = cwd
            head = _RESULT_AT_START.match(text)
            if head:
                flush()
                current = (self.take(head.group(1)), [text[head.end():]])
                words = typed_parts(text, in_result=True)
            elif _INJECTED.match(text):
                flush()
            elif current is not None:  # the result goes on (older versions: one block per part)
                current[1].append(text)
                words += typed_parts(text, in_result=True)
            else:
                said = typed_parts(text)
                if said:
                    words += said
                    flush()
                elif text.strip():
                    self.out.append(message("user", text.strip(), ts))
        flush()

    def tool_result_block(self, b: dict, ts: str | None) -> None:
        ident = b.get("tool_use_id") if isinstance(b.get("tool_use_id"), str) else None
        found = next((p for p in self.pending if p[1] == ident), None)
        content = b.get("content")
        text = content if isinstance(content, str) else "\n".join(
            x["text"] for x in content or [] if isinstance(x, dict) and isinstance(x.get("text"), str))
        if found is not None:
            self.pending.remove(found)
            if found[2]:
                m = _tool_result(found[0], found[1], text, ts)
                if b.get("is_error") is True:
                    m["result"] = tools.result(found[1], error=True)
                self.out.append(m)
        self.out.extend(message("user", w, ts, typed=True) for w in typed_parts(text, in_result=True))


# --- a task folder ---------------------------------------------------------------------------

_HISTORY: dict[Path, tuple[float, dict[str, str]]] = {}


def _history_cwd(folder: Path) -> str | None:
    """``cwdOnTaskInitialization`` of the task in ``<storage>/state/taskHistory.json``."""
    if folder.parent.name != "tasks":
        return None
    history = folder.parent.parent / "state" / "taskHistory.json"
    try:
        mtime = history.stat().st_mtime
    except OSError:
        return None
    cached = _HISTORY.get(history)
    if cached is None or cached[0] != mtime:
        try:
            items = json.loads(history.read_bytes())
        except (OSError, ValueError, RecursionError):
            items = []
        cwds = {str(i["id"]): i["cwdOnTaskInitialization"] for i in items if isinstance(i, dict)
                and isinstance(i.get("cwdOnTaskInitialization"), str) and i.get("id") is not None} \
            if isinstance(items, list) else {}
        cached = _HISTORY[history] = (mtime, cwds)
    return cached[1].get(folder.name) or None


# Cline's focus-chain file, beside the task's others: ``focus_chain_taskid_<task id>.md``.
_FOCUS_CHAIN = re.compile(r"focus_chain_taskid_(\d{10,16})\.md")


def _task_id(folder: Path, items: list) -> str:
    if _TASK_ID.fullmatch(folder.name):
        return folder.name
    # a task folder copied out under another name ("exported_conversation_<id>"): its
    # focus-chain file still names the task, so the copy is the same session as the original
    named = {m.group(1) for p in folder.glob("focus_chain_taskid_*.md") if (m := _FOCUS_CHAIN.fullmatch(p.name))}
    if len(named) == 1:
        return named.pop()
    first = next((i.get("ts") for i in items if isinstance(i, dict) and isinstance(i.get("ts"), int)), None)
    if first is not None:
        return f"cline-{first}"
    stem = re.sub(r"[^A-Za-z0-9._:-]", "-", folder.name).lstrip("._:-")[:100]
    if stem and SESSION_ID_RE.match(stem):
        return stem
    raise IngestError(f"{folder}: no task id (neither the folder's name nor a message's time)")


def read(path: Path) -> list[Transcript]:
    if path.suffix.lower() in (".md", ".markdown"):
        return cline_md.read(path, _Api(path), NAME)
    kind = _kind(path)
    if kind is None:
        raise IngestError(f"{path}: not a Cline ui_messages.json or api_conversation_history.json")
    folder = path.parent
    ui_path = path if kind == "ui" else folder / UI_FILE
    api_path = path if kind == "api" else folder / API_FILE
    ui_items = _load(ui_path, "ui_messages.json") if ui_path == path or (
        path.name == API_FILE and ui_path.is_file() and _kind(ui_path) == "ui") else None
    api_items = None
    if ui_items is None or not ui_items:
        api_items = _load(api_path, "api_conversation_history.json") if api_path == path or (
            path.name == UI_FILE and api_path.is_file() and _kind(api_path) == "api") else None

    bad: list[Problem] = []
    skipped: list[Problem] = []
    cwd = None
    if ui_items:
        reader: _Ui | _Api = _Ui(ui_path)
        bad += reader.read(ui_items)
        skipped += [Problem(ui_path, 0, f"{n} {k!r} message(s) of a kind not read")
                    for k, n in sorted(reader.unknown.items())]
        cwd = reader.cwd
        if cwd is None and path.name == UI_FILE and (folder / API_FILE).is_file():
            cwd = _api_cwd(folder / API_FILE)
        items = ui_items
    elif api_items:
        reader = _Api(api_path)
        bad += reader.read(api_items)
        cwd = reader.cwd
        items = api_items
    else:
        raise NotATranscript(path, "no turns", "a Cline task with no messages, not a session")
    messages = reader.out
    if not any(m["role"] in ("user", "assistant") for m in messages):
        raise NotATranscript(path, "no turns", "a Cline task with nothing said, not a session")
    meta: dict = {"id": _task_id(folder, items), "cwd": cwd or _history_cwd(folder), "format": NAME}
    _relative_paths(messages, meta["cwd"])
    meta, messages = finish(meta, messages)
    if not meta.get("created") and meta["id"].isdigit():
        meta["created"] = _iso_ms(int(meta["id"]))  # no message has a time (older files): the task's start
    return [Transcript(meta, messages, skipped=skipped, bad=bad)]


def _relative_paths(messages: list[dict], cwd: str | None) -> None:
    """A Windows path under the working folder (native ``write_to_file`` names files by their
    ``absolutePath``, ``c:\\app\\src\\x.ts``) as the path relative to it (``src/x.ts``), as
    the rest of the task names them; POSIX paths are left to activity, which does the same."""
    if not cwd or not _WINDOWS_PATH.match(cwd):
        return
    prefix = cwd.replace("\\", "/").rstrip("/").lower() + "/"

    def rel(path: Any) -> Any:
        if not isinstance(path, str) or not _WINDOWS_PATH.match(path):
            return path
        slashed = path.replace("\\", "/")
        return slashed[len(prefix):] if slashed.lower().startswith(prefix) and len(slashed) > len(prefix) else path

    for m in messages:
        call = m.get("call")
        if not isinstance(call, dict):
            continue
        if isinstance(call.get("paths"), list):
            call["paths"] = [rel(p) for p in call["paths"]]
        for change in call.get("changes") or []:
            if isinstance(change, dict):
                change["path"] = rel(change.get("path"))
                if "to" in change:
                    change["to"] = rel(change["to"])


def _api_cwd(path: Path) -> str | None:
    """The working folder the api history's environment details name, when the UI file's do not."""
    try:
        items = _load(path, "api_conversation_history.json")
    except IngestError:
        return None
    found = None
    for m in items:
        content = m.get("content") if isinstance(m, dict) and m.get("role") == "user" else None
        for b in content if isinstance(content, list) else []:
            if isinstance(b, dict) and isinstance(b.get("text"), str):
                found = _cwd_in(b["text"]) or found
    return found
