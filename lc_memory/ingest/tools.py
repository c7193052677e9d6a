"""What a tool call did, in one shape for every format (the ``call`` and ``result`` keys).

``call(name, args, id)`` reads a tool's input: which kind of tool it is, the files it names,
the files it changes, its shell command, its plan. ``result(id, error, exit_code)`` says
whether a tool's run failed. Both are pure and never raise: input of a shape they do not
know gives ``{"id": ..., "tool": "other"}``.
"""

from __future__ import annotations

import json
import re
import shlex
from typing import Any

TOOLS = ("edit", "write", "read", "delete", "shell", "patch", "plan", "search", "other")
_KINDS = {
    "edit": ("edit", "multiedit", "notebookedit", "str_replace", "str_replace_editor",
             "str_replace_based_edit_tool", "edit_file", "replace", "insert"),
    "write": ("write", "create_file", "write_file", "create"),
    "read": ("read", "read_file", "view", "view_file", "notebookread", "cat"),
    "delete": ("delete", "delete_file", "remove_file", "rm"),
    "shell": ("bash", "shell", "local_shell", "exec_command", "container.exec", "run_command",
              "run_terminal_cmd", "terminal", "shell_command", "execute_command", "exec"),
    "patch": ("apply_patch", "patch"),
    "plan": ("todowrite", "update_plan", "todo_write", "write_todos"),
    "search": ("glob", "grep", "ls", "list_dir", "list_files", "search", "find", "find_files",
               "codebase_search", "grep_search", "file_search", "websearch", "web_search"),
}
_BY_NAME = {alias: kind for kind, names in _KINDS.items() for alias in names}
_PATH_KEYS = ("file_path", "notebook_path", "path", "filePath", "filename", "file", "target_file")
_PATCH_LINE = re.compile(r"^\*\*\* (Add|Update|Delete) File: (.+?)\s*$|^\*\*\* Move to: (.+?)\s*$", re.M)
_PLAN_STATUS = {"pending": "pending", "in_progress": "in_progress", "completed": "completed",
                "done": "completed", "complete": "completed", "in-progress": "in_progress"}
# "Exit code: 1" (Codex exec_command), "Process exited with code 1" (Codex shell), "Exit code 1" (Claude Bash).
_EXIT_HEADER = re.compile(r"^(?:Exit code:? |Process exited with code )(-?\d+)\b", re.M)
# A tool that runs SQL on a database (an MCP server's ``execute_sql``, ``query``,
# ``apply_migration``): the statement is under ``sql``, or under ``query`` or ``statement`` when
# the tool's name says it runs SQL (a search tool's ``query`` is words, not a statement).
_SQL_NAMES = ("sql", "migration")


def tool_kind(name: str) -> str:
    """The kind of a tool from its own name: ``Edit`` -> edit, ``exec_command`` -> shell."""
    key = str(name or "").strip().lower()
    key = key.rsplit("__", 1)[-1]  # MCP tools: mcp__server__tool
    return _BY_NAME.get(key, "other")


def loads_args(args: Any) -> Any:
    """A tool input that came as a JSON string (Codex ``arguments``) as a value, else as is."""
    if isinstance(args, str):
        try:
            return json.loads(args)
        except (ValueError, RecursionError):
            return args
    return args


def script(command: Any) -> str | None:
    """The shell script of a command: a string as is; ``["bash", "-lc", "..."]`` -> the script."""
    if isinstance(command, str):
        return command
    if isinstance(command, list) and command and all(isinstance(c, str) for c in command):
        if len(command) >= 3 and command[-2] in ("-c", "-lc", "-ic", "-cl"):
            return command[-1]
        return shlex.join(command)
    return None


def patch_changes(body: str) -> list[dict]:
    """Files an ``apply_patch`` body adds, updates, deletes or moves, in order."""
    changes: list[dict] = []
    for m in _PATCH_LINE.finditer(body):
        if m.group(3) is not None:
            if changes:
                changes[-1]["op"], changes[-1]["to"] = "move", m.group(3)
            continue
        op = {"Add": "add", "Update": "update", "Delete": "delete"}[m.group(1)]
        changes.append({"path": m.group(2), "op": op})
    return changes


def _patch_body(text: str | None) -> str | None:
    if text and "*** Begin Patch" in text and re.search(r"(?:^|[\s;&|(])apply_patch\b", text):
        return text
    return None


def _path(args: dict) -> str | None:
    for key in _PATH_KEYS:
        if isinstance(args.get(key), str) and args[key]:
            return args[key]
    return None


def _plan(items: Any) -> list[dict]:
    plan = []
    for item in items if isinstance(items, list) else []:
        if not isinstance(item, dict):
            continue
        step = item.get("step", item.get("content", item.get("title")))
        if isinstance(step, str) and step.strip():
            status = _PLAN_STATUS.get(str(item.get("status", "pending")).lower(), "pending")
            plan.append({"step": step, "status": status})
    return plan


def _shape(kind: str, args: Any) -> dict:
    out: dict = {}
    if kind == "patch":
        body = args if isinstance(args, str) else (
            args.get("input") or args.get("patch") or args.get("patch_text") or args.get("patchText")
            or script(args.get("command")) if isinstance(args, dict) else None)
        changes = patch_changes(body) if isinstance(body, str) else []
        if changes:
            out["paths"] = [c["path"] for c in changes]
            out["changes"] = changes
        return out
    if kind == "shell":
        command = args.get("command", args.get("cmd")) if isinstance(args, dict) else args
        if isinstance(command, dict):  # local_shell_call's action: {"type": "exec", "command": [...]}
            command = command.get("command")
        if isinstance(command, list) and len(command) == 2 and command[0] in ("apply_patch", "applypatch"):
            return {"tool": "patch", **_shape("patch", command[1])}
        text = script(command)
        if _patch_body(text):
            return {"tool": "patch", **_shape("patch", text)}
        if text:
            out["command"] = text
            workdir = args.get("workdir") if isinstance(args, dict) else None  # Codex shell: where it ran
            if isinstance(workdir, str) and workdir.strip():
                out["workdir"] = workdir.strip()
        return out
    if kind in ("edit", "write", "read", "delete", "plan", "search") and not isinstance(args, dict):
        raise TypeError(f"a {kind} tool's input is not an object")
    if kind == "plan":
        items = args.get("todos", args.get("plan"))
        if not isinstance(items, list):
            raise TypeError("a plan without a list of items")
        plan = _plan(items)
        if plan:
            out["plan"] = plan
        return out
    if kind in ("edit", "write", "read", "delete"):
        path = _path(args)
        if path is None and isinstance(args.get("edits"), list):  # a multi-file edit
            paths = [_path(e) for e in args["edits"] if isinstance(e, dict)]
            out["paths"] = [p for p in dict.fromkeys(paths) if p]
        elif path:
            out["paths"] = [path]
        if out.get("paths") and kind != "read":
            op = {"edit": "update", "write": "add", "delete": "delete"}[kind]
            out["changes"] = [{"path": p, "op": op} for p in out["paths"]]
    return out


def sql_statement(name: str, args: Any) -> str | None:
    """The SQL a database tool ran (``{"sql": "CREATE SCHEMA x"}``), or None for any other tool."""
    if not isinstance(args, dict):
        return None
    lowered = str(name or "").lower()
    keys = ("sql", "query", "statement") if any(w in lowered for w in _SQL_NAMES) else ("sql",)
    return next((args[k] for k in keys if isinstance(args.get(k), str) and args[k].strip()), None)


def call(name: str, args: Any, id: Any = None) -> dict:
    """The ``call`` key of a tool_use message; ``args`` as the tool got it (a dict or a string).
    A database tool's call keeps its statement (``sql``) and its name (``via``)."""
    ident = id if isinstance(id, str) and id else None
    kind = tool_kind(name)
    if kind == "other":
        try:
            sql = sql_statement(name, loads_args(args))
        except RecursionError:
            sql = None
        return {"id": ident, "tool": "other", "sql": sql, "via": str(name)} if sql else {"id": ident, "tool": "other"}
    try:
        shape = _shape(kind, loads_args(args))
    except (TypeError, ValueError, AttributeError, KeyError, RecursionError):
        return {"id": ident, "tool": "other"}
    return {"id": ident, "tool": shape.pop("tool", kind), **shape}


def exit_code(output: Any) -> int | None:
    """An exit code written at the head of a tool's output text, if any."""
    if isinstance(output, str):
        m = _EXIT_HEADER.search(output[:500])
        if m:
            return int(m.group(1))
    return None


def result(id: Any = None, *, error: bool = False, exit_code: Any = None, refused: bool = False,
           unfinished: bool = False) -> dict:
    """The ``result`` key of a tool_result message: failed when flagged or the exit code is not
    0; ``refused`` when the host refused the call, so it never ran; ``unfinished`` when it was
    still running as the transcript was written (SpecStory's ``loading``): it never finished either."""
    refused = refused or unfinished
    code = exit_code if isinstance(exit_code, int) and not isinstance(exit_code, bool) else None
    out = {"id": id if isinstance(id, str) and id else None,
           "error": bool(error) or refused or (code is not None and code != 0), "exit_code": code}
    if refused:
        out["refused"] = True
    if unfinished:
        out["unfinished"] = True
    return out



BRIEF_ERROR = 300
_FIRST_SENTENCE_END = re.compile(r"\n|(?<=[.!?])\s")


def brief_error(text: str) -> str:
    """A provider's error as an agent's closing words: its first line or sentence, at most
    ``BRIEF_ERROR`` characters. The rest (the reply's JSON body, an error page, the provider's
    advice: "If you just verified, it can take up to 15 minutes") is no statement of what the
    agent did, and a summary that quoted it would read as one."""
    text = text.strip()
    end = _FIRST_SENTENCE_END.search(text)
    first = text[:end.start()].rstrip() if end else text
    return first if len(first) <= BRIEF_ERROR else first[:BRIEF_ERROR].rstrip() + " …"
