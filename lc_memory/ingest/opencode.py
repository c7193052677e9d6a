"""OpenCode transcripts: ``$XDG_DATA_HOME/opencode`` (``~/.local/share/opencode``).

Three layouts, all read; the unit is one file:

- **A** (v0.1 to v0.5): ``project/<slug|global>/storage/session/info/<ses>.json`` is the
  session (``{id, version, title, time}``); its messages are ``session/message/<ses>/<msg>.json``
  and their parts ``session/part/<ses>/<msg>/<prt>.json``, beside it.
- **B** (about v0.6 to v1.1): ``storage/session/<projectID>/<ses>.json`` is the session
  (``{id, slug, version, projectID, directory, title, parentID?, time}``); messages are
  ``storage/message/<ses>/<msg>.json``, parts ``storage/part/<msg>/<prt>.json``, the project
  ``storage/project/<projectID>.json`` (``worktree``).
- **C** (v1.2 and later): ``opencode.db``, SQLite in WAL mode (read with its WAL from a copy,
  see ``sqlite_snapshot``): tables ``project``, ``session``, ``message`` and ``part`` (``data``
  holds the JSON of B's files). One transcript per session. Only those four tables are read:
  never ``account``, ``control_account`` or ``credential``, which hold tokens.

``opencode export <session>`` prints ``{info, messages: [{info, parts}], todos}``: a file of
that shape is read too, as is a dump of the database's tables as JSON (``{project, session,
message, part, todo}``, rows with ``data`` parsed), when named.

A message is ``{id, role, time{created}, ...}``; an assistant's also carries ``path{cwd,root}``
and ``summary: true`` when it is a compaction summary. Its parts, in id order: ``text``,
``reasoning`` (left out), ``tool`` (``{callID, tool, state{status, input, output | error,
metadata, time}}``), ``file`` (an attachment: named, its content left out), ``subtask`` (a
command's prompt to a helper agent), ``patch`` (``files`` the step changed on disk),
``step-start``, ``step-finish``, ``snapshot``, ``compaction``, ``agent``, ``retry`` (left out).
An assistant message's ``error`` (the provider's refusal, "Insufficient Balance") ends its
turn as the agent's words, ``API error (APIError): ...``; the person's own stop does not.

A tool part becomes a tool_use and, once it ``completed`` or ended in ``error``, a tool_result
(the exit code from ``metadata.exit``; a call the person rejected, a rule forbade, or that was
aborted never ran: ``refused``). A call still ``pending`` or ``running`` when the record stops
has no outcome: it gets a result that says it did not run, so it counts for nothing done. A
``patch`` part's files that the message's own calls did not name (what a shell command
changed) become one edit call named ``patch``.

Typed is only a user message's ``text`` part that is neither ``synthetic`` (what OpenCode
writes itself: "The following tool was executed by the user" before a ``!`` shell command,
a file it read for an ``@`` mention) nor ``ignored``, and is not the built-in ``/init``
prompt. A helper agent's session (``parentID``) gives no transcript of its own: its answer
is the output of the ``task`` call that started it, in the parent session (as Claude Code's
sidechains). The project is the session's ``directory``, else an assistant message's
``path.cwd``, else the project's ``worktree`` (but ``/``, the global project's).
``~/.local/state/opencode/prompt-history.jsonl`` holds typed inputs without sessions or
times: it is not read.
"""

from __future__ import annotations

import json
import os
import re
import sqlite3
from pathlib import Path
from typing import Any, Iterable

from lc_memory.errors import IngestError
from lc_memory.ingest import sqlite_snapshot, tools
from lc_memory.ingest.common import (
    NotATranscript,
    Transcript,
    clean_title,
    finish,
    iso_from_epoch,
    message,
    safe_session_id,
    tool_input_text,
    without_input_border,
)
from lc_memory.store.files import Problem

NAME = "opencode"
LABEL = "OpenCode"
# OpenCode's tool names that tools.py knows by another name.
ALIASES = {"list": "ls"}
_DB_TABLES = {"project", "session", "message", "part"}
# The built-in /init command's prompt, as the person's message (v0.x and v1.x).
_BUILTIN = re.compile(r"^\s*Please analyze this codebase and create an? \**AGENTS\.md\**\s+file")
# OpenCode's own title before it names the session.
_DEFAULT_TITLE = re.compile(r"^(?:New session|Child session) - \d{4}-\d\d-\d\dT")
# Why a call never ran: the person said no, a rule forbade it, or it was stopped.
_REFUSED = re.compile(r"^(?:The user rejected permission|The user has specified a rule which prevents|"
                      r"Tool execution aborted\b|Cancelled$)")
_EXPORT_HEAD = re.compile(r'^\s*\{\s*"info"\s*:\s*\{\s*"id"\s*:\s*"ses')
_DUMP_HEAD = re.compile(r'^\s*\{\s*"project"\s*:\s*\[\s*(?:\]|\{\s*"id"\s*:\s*"[^"]*"\s*,\s*"worktree")')
_SKIP_DIRS = {".git", "node_modules", "__pycache__", ".venv"}


def data_dir() -> Path:
    """OpenCode's data folder: ``$XDG_DATA_HOME/opencode``, else ``~/.local/share/opencode``."""
    base = os.environ.get("XDG_DATA_HOME") or "~/.local/share"
    return Path(base).expanduser() / "opencode"


def locations() -> list[Path]:
    """Where OpenCode keeps its transcripts on this machine (the folders that exist)."""
    folder = data_dir()
    return [folder] if folder.is_dir() else []


# --- finding and sniffing ---------------------------------------------------------

def _storage_session(path: Path) -> str | None:
    """"A" or "B" when the path sits where a session file of that layout sits, else None."""
    if path.suffix != ".json" or len(path.parts) < 4:
        return None
    if path.parent.name == "info" and path.parent.parent.name == "session":
        return "A"
    if path.parent.parent.name == "session" and path.parent.name not in ("message", "part", "share"):
        return "B"
    return None


def find(folder: Path) -> list[Path]:
    """The files under ``folder`` that this format reads (each one given to ``read``): the
    session files of layouts A and B, OpenCode databases, and ``opencode export`` files."""
    out: list[Path] = []
    for root, dirs, files in os.walk(folder):
        here = Path(root)
        # Message and part folders hold thousands of files and never a session.
        dirs[:] = [d for d in dirs if d not in _SKIP_DIRS and not (
            d in ("message", "part") and here.name in ("storage", "session"))]
        for name in files:
            p = here / name
            if name.endswith(".db") and "opencode" in name:
                out.append(p)
            elif name.endswith(".json") and (name.startswith("ses") and _storage_session(p) or _export_head(p)):
                out.append(p)
    return sorted(out)


def _head(path: Path, size: int = 512) -> str:
    with open(path, "rb") as f:
        return f.read(size).decode("utf-8", "replace")


def _export_head(path: Path) -> str | None:
    """"export" or "dump" when the file begins as one of OpenCode's JSON exports."""
    try:
        head = _head(path)
    except OSError:
        return None
    if _EXPORT_HEAD.match(head):
        return "export"
    if _DUMP_HEAD.match(head):
        return "dump"
    return None


def _is_session_info(info: Any, layout: str | None) -> bool:
    if not isinstance(info, dict) or not isinstance(info.get("id"), str) or not isinstance(info.get("time"), dict):
        return False
    if layout == "A":
        return "version" in info or "title" in info
    return "projectID" in info or "directory" in info


def sniff(path: Path) -> bool:
    if path.suffix == ".json":
        layout = _storage_session(path)
        if layout:
            if path.stat().st_size > 1_000_000:
                return False
            return _is_session_info(json.loads(path.read_bytes()), layout)
        return _export_head(path) is not None
    if sqlite_snapshot.is_sqlite(path):
        return _DB_TABLES <= set(sqlite_snapshot.schema(path))
    return False


# --- reading ---------------------------------------------------------------------

def _iso(ms: Any) -> str | None:
    """An epoch in milliseconds as ISO 8601 UTC."""
    return iso_from_epoch(ms, ms=True)


def _created(info: dict) -> Any:
    t = info.get("time")
    return t.get("created") if isinstance(t, dict) else None




def _call_args(name: str, args: dict) -> dict:
    """The input as tools.call reads it: OpenCode's patch tools name their body ``patchText``."""
    if isinstance(args.get("patchText"), str):
        return {**args, "patch": args["patchText"]}
    return args


class _Reader:
    """One message's parts into normalized messages."""

    def __init__(self) -> None:
        self.named: set[str] = set()  # files the current message's own calls name
        self.last: float | None = None  # the latest time seen in the current message (ms)

    def at(self, *stamps: Any) -> str | None:
        """The time of a part: its own when it has one, never before the part before it."""
        for ms in stamps:
            if isinstance(ms, (int, float)) and not isinstance(ms, bool) and ms > 0:
                self.last = max(self.last or 0, float(ms))
                break
        return _iso(self.last)

    def message(self, info: dict, parts: list[dict]) -> list[dict]:
        role = info.get("role")
        self.named, self.last = set(), None
        self.at(_created(info))
        out: list[dict] = []
        for part in parts:
            if not isinstance(part, dict):
                continue
            kind = part.get("type")
            times = part.get("time") if isinstance(part.get("time"), dict) else {}
            ts = self.at(times.get("start"))
            if role == "user":
                out += self.user_part(kind, part, ts)
            elif role == "assistant":
                out += self.assistant_part(kind, part, ts, bool(info.get("summary")))
        if role == "assistant":
            out += self.failure(info)
        return out

    def failure(self, info: dict) -> list[dict]:
        """The error a turn ended on (``error: {name, data{message}}``: the provider refused, a
        key is missing, the output ran too long), as the agent's closing words, as OpenCode shows
        it: a turn that ended on "Insufficient Balance" is no silent one. The person's own stop
        (``MessageAbortedError``) is no error."""
        error = info.get("error")
        if not isinstance(error, dict) or error.get("name") == "MessageAbortedError":
            return []
        data = error.get("data") if isinstance(error.get("data"), dict) else {}
        said = data.get("message") if isinstance(data.get("message"), str) and data["message"].strip() else None
        name = error.get("name") if isinstance(error.get("name"), str) and error["name"] else "error"
        times = info.get("time") if isinstance(info.get("time"), dict) else {}
        return [message("assistant", tools.brief_error(f"API error ({name}): {said or name}"),
                        self.at(times.get("completed")))]

    def user_part(self, kind: Any, part: dict, ts: str | None) -> list[dict]:
        if kind == "text":
            text = part.get("text")
            if not isinstance(text, str) or not text.strip():
                return []
            text = without_input_border(text)
            own = not part.get("synthetic") and not part.get("ignored") and not _BUILTIN.match(text)
            return [message("user", text, ts, typed=own)]
        if kind == "file":  # attached content: named, never typed, its data left out
            source = part.get("source") if isinstance(part.get("source"), dict) else {}
            url = part.get("url") if isinstance(part.get("url"), str) and not part["url"].startswith("data:") else None
            name = part.get("filename") or source.get("path") or url
            return [message("user", f"[attached file: {name}]", ts)] if isinstance(name, str) and name else []
        if kind == "subtask" and isinstance(part.get("prompt"), str) and part["prompt"].strip():
            return [message("user", part["prompt"], ts)]  # a command's prompt to a helper agent
        return []  # compaction, agent mentions and parts not known yet

    def assistant_part(self, kind: Any, part: dict, ts: str | None, summary: bool) -> list[dict]:
        if kind == "text":
            text = part.get("text")
            if not isinstance(text, str) or not text.strip():
                return []
            if summary:
                return [message("system", text, ts, kind="summary")]
            return [message("assistant", text, ts)]
        if kind == "tool":
            return self.tool(part, ts)
        if kind == "patch":
            return self.patch(part, ts)
        return []  # reasoning, step-start, step-finish, snapshot, retry

    def tool(self, part: dict, ts: str | None) -> list[dict]:
        name = part["tool"] if isinstance(part.get("tool"), str) and part["tool"] else "tool"
        state = part.get("state") if isinstance(part.get("state"), dict) else {}
        args = state.get("input") if isinstance(state.get("input"), dict) else {}
        ident = part.get("callID") if isinstance(part.get("callID"), str) else part.get("id")
        times = state.get("time") if isinstance(state.get("time"), dict) else {}
        call = tools.call(ALIASES.get(name.lower(), name), _call_args(name, args), ident)
        self.named.update(p for p in call.get("paths", []) if isinstance(p, str))
        payload = tool_input_text(json.dumps(args, ensure_ascii=False, sort_keys=True))
        use = message("assistant", payload, self.at(times.get("start")) or ts,
                      kind="tool_use", name=name)
        use["call"] = call
        status = state.get("status")
        if status not in ("completed", "error"):
            # Pending or running when the record stops: no outcome was ever written, so the
            # call counts as one that did not run (neither a change made nor a check passed).
            result = message("tool", "[no result recorded: the call was still pending or running]", use["ts"],
                             kind="tool_result", name=name)
            result["result"] = tools.result(call["id"], refused=True)
            return [use, result]
        failed = status == "error"
        text = state.get("error" if failed else "output")
        text = text if isinstance(text, str) else ""
        meta = state.get("metadata") if isinstance(state.get("metadata"), dict) else {}
        if meta.get("exists") is True and not failed:
            # The write tool says whether the file was there before (``exists``): a write over
            # an existing file changed it, it did not create it.
            for change in call.get("changes") or []:
                if change.get("op") == "add":
                    change["op"] = "update"
        code = meta.get("exit")
        if not isinstance(code, int) or isinstance(code, bool):
            code = tools.exit_code(text) if failed else None
        result = message("tool", text, self.at(times.get("end")) or ts, kind="tool_result", name=name)
        result["result"] = tools.result(call["id"], error=failed, exit_code=code,
                                        refused=failed and bool(_REFUSED.match(text)))
        return [use, result]

    def patch(self, part: dict, ts: str | None) -> list[dict]:
        """The files a step changed on disk (a snapshot's diff), when its own calls did not name
        them: what a shell command wrote. Written as one edit of those files."""
        files = part.get("files") if isinstance(part.get("files"), list) else []
        files = [f for f in dict.fromkeys(files) if isinstance(f, str) and f and f not in self.named]
        if not files:
            return []
        args = {"files": files}
        call = tools.call("edit", {"edits": [{"filePath": f} for f in files]},
                          part.get("id") if isinstance(part.get("id"), str) else None)
        m = message("assistant", tool_input_text(json.dumps(args, ensure_ascii=False)), ts,
                    kind="tool_use", name="patch")
        m["call"] = call
        return [m]


def _ordered(messages: list[tuple[dict, list[dict]]]) -> list[tuple[dict, list[dict]]]:
    """Messages in time order (created, then id, as OpenCode lists them); one without a time
    (its file lost) keeps its place among its neighbours by id."""
    by_id = sorted(messages, key=lambda m: str(m[0].get("id", "")))
    last = 0.0
    keyed = []
    for info, parts in by_id:
        created = _created(info)
        if isinstance(created, (int, float)) and not isinstance(created, bool):
            last = float(created)
        keyed.append(((last, str(info.get("id", ""))), (info, parts)))
    keyed.sort(key=lambda k: k[0])
    return [m for _, m in keyed]


def _transcript(session: dict, messages: list[tuple[dict, list[dict]]], worktree: Any,
                bad: list[Problem]) -> Transcript | None:
    """One session's messages (each with its parts) into a Transcript; None for a helper
    agent's session."""
    if session.get("parentID") or session.get("parent_id"):
        return None
    reader = _Reader()
    out: list[dict] = []
    cwd = session.get("directory") if isinstance(session.get("directory"), str) and session["directory"] else None
    for info, parts in _ordered(messages):
        out += reader.message(info, sorted(parts, key=lambda p: str(p.get("id", ""))))
        path = info.get("path")
        if cwd is None and isinstance(path, dict) and isinstance(path.get("cwd"), str) and path["cwd"]:
            cwd = path["cwd"]
    if cwd is None and isinstance(worktree, str) and worktree and worktree != "/":
        cwd = worktree
    meta: dict = {"id": safe_session_id(str(session["id"]), "opencode"), "cwd": cwd, "format": NAME}
    title = session.get("title")
    if isinstance(title, str) and title.strip() and not _DEFAULT_TITLE.match(title):
        meta["title"], meta["title_source"] = clean_title(title), "summary"
    meta, out = finish(meta, out)
    return Transcript(meta, out, bad=bad)


def _load(path: Path) -> tuple[Any, str | None]:
    try:
        return json.loads(path.read_bytes()), None
    except RecursionError:
        return None, "nested too deeply to read"
    except UnicodeDecodeError as e:
        return None, f"not UTF-8 text (byte {e.start + 1})"
    except ValueError as e:
        return None, f"not JSON ({getattr(e, 'msg', e)})"


def _read_json_files(paths: Iterable[Path], bad: list[Problem], what: str) -> list[tuple[Path, dict]]:
    out = []
    for p in sorted(paths):
        record, why = _load(p)
        if why is None and not isinstance(record, dict):
            why = "not a JSON object"
        if why:
            bad.append(Problem(p, 1, f"an OpenCode {what} that cannot be read: {why}"))
            continue
        out.append((p, record))
    return out


def _read_storage(path: Path, layout: str) -> list[Transcript]:
    info, why = _load(path)
    if why:
        raise IngestError(f"{path}: an OpenCode session file that cannot be read: {why}")
    if not _is_session_info(info, layout):
        raise NotATranscript(path, "not an OpenCode session", "no session id and time: not an OpenCode session")
    sid = info["id"]
    bad: list[Problem] = []
    worktree = None
    if layout == "A":
        root = path.parent.parent  # .../storage/session
        message_dir, part_root = root / "message" / sid, root / "part" / sid
    else:
        storage = path.parent.parent.parent
        message_dir, part_root = storage / "message" / sid, storage / "part"
        project_id = info.get("projectID")
        project, _ = _load(storage / "project" / f"{project_id}.json") if isinstance(project_id, str) else (None, None)
        worktree = project.get("worktree") if isinstance(project, dict) else None
    infos = _read_json_files(message_dir.glob("*.json") if message_dir.is_dir() else [], bad, "message")
    messages = []
    for p, m in infos:
        mid = m.get("id") if isinstance(m.get("id"), str) else p.stem
        messages.append((m, [r for _, r in _read_json_files((part_root / mid).glob("*.json"), bad, "part")]))
    if layout == "A" and part_root.is_dir():
        # Parts whose message file is gone (seen in v0.1): an assistant's, when they show it.
        known = {m.get("id") for m, _ in messages} | {p.stem for p, _ in infos}
        for folder in sorted(d for d in part_root.iterdir() if d.is_dir() and d.name not in known):
            parts = [r for _, r in _read_json_files(folder.glob("*.json"), bad, "part")]
            if any(r.get("type") in ("tool", "step-start", "step-finish", "reasoning", "patch") for r in parts):
                start = min((r["state"]["time"]["start"] for r in parts if isinstance(r.get("state"), dict)
                             and isinstance(r["state"].get("time"), dict)
                             and isinstance(r["state"]["time"].get("start"), (int, float))), default=None)
                messages.append(({"id": folder.name, "role": "assistant", "time": {"created": start}}, parts))
            elif parts:
                bad.append(Problem(folder, 1, "parts of a message whose file is missing, of no known role: left out"))
    if not messages:
        raise NotATranscript(path, "no messages", "an OpenCode session without messages")
    t = _transcript(info, messages, worktree, bad)
    return [t] if t is not None else []


def _rows_to_sessions(sessions: list[dict], projects: dict[str, Any], message_rows: Iterable[dict],
                      part_rows: Iterable[dict], path: Path, bad: list[Problem]) -> list[Transcript]:
    """The database's rows (``data`` as JSON text or already parsed) into transcripts."""

    def data(row: dict, what: str) -> dict | None:
        value = row.get("data")
        if isinstance(value, str):
            try:
                value = json.loads(value)
            except (ValueError, RecursionError) as e:
                bad.append(Problem(path, int(row.get("rowid") or 0), f"{what} {row.get('id')}: data is not JSON ({e})"))
                return None
        if not isinstance(value, dict):
            bad.append(Problem(path, int(row.get("rowid") or 0), f"{what} {row.get('id')}: data is not an object"))
            return None
        return value

    parts: dict[str, list[dict]] = {}
    for row in part_rows:
        d = data(row, "part")
        if d is not None:
            parts.setdefault(str(row.get("message_id")), []).append({**d, "id": row.get("id")})
    by_session: dict[str, list[tuple[dict, list[dict]]]] = {}
    for row in message_rows:
        d = data(row, "message")
        if d is None:
            continue
        info = {**d, "id": row.get("id")}
        if _created(info) is None:
            info["time"] = {"created": row.get("time_created")}
        by_session.setdefault(str(row.get("session_id")), []).append((info, parts.get(str(row.get("id")), [])))
    out = []
    for s in sessions:
        if not isinstance(s, dict) or not isinstance(s.get("id"), str):
            continue
        t = _transcript(s, by_session.get(s["id"], []), projects.get(str(s.get("project_id"))), bad)
        if t is not None and t.messages:
            out.append(t)
    return out


def _read_db(path: Path) -> list[Transcript]:
    bad: list[Problem] = []
    try:
        with sqlite_snapshot.snapshot(path) as conn:
            tables = {r[0] for r in conn.execute("select name from sqlite_master where type = 'table'")}
            if not _DB_TABLES <= tables:
                raise NotATranscript(path, "not an OpenCode database", "no session, message and part tables")
            projects = {r["id"]: r["worktree"] for r in conn.execute("select id, worktree from project")}
            sessions = [dict(r) for r in conn.execute(
                "select id, parent_id, directory, title, project_id from session order by time_created, id")]
            messages = [dict(r) for r in conn.execute(
                "select rowid, id, session_id, time_created, data from message order by session_id, time_created, id")]
            parts = [dict(r) for r in conn.execute("select rowid, id, message_id, data from part order by message_id, id")]
    except sqlite3.Error as e:
        raise IngestError(f"{path}: an OpenCode database that cannot be read ({e})") from None
    out = _rows_to_sessions(sessions, projects, messages, parts, path, bad)
    if not out:
        raise NotATranscript(path, "no sessions", "an OpenCode database without sessions")
    return out


def _read_export(path: Path, shape: str) -> list[Transcript]:
    record, why = _load(path)
    if why or not isinstance(record, dict):
        raise IngestError(f"{path}: an OpenCode export that cannot be read: {why or 'not a JSON object'}")
    bad: list[Problem] = []
    if shape == "dump":
        rows = {k: record.get(k) if isinstance(record.get(k), list) else [] for k in ("project", "session", "message", "part")}
        projects = {p.get("id"): p.get("worktree") for p in rows["project"] if isinstance(p, dict)}
        out = _rows_to_sessions(rows["session"], projects, [r for r in rows["message"] if isinstance(r, dict)],
                                [r for r in rows["part"] if isinstance(r, dict)], path, bad)
    else:
        info = record.get("info")
        items = record.get("messages") if isinstance(record.get("messages"), list) else []
        if not isinstance(info, dict) or not isinstance(info.get("id"), str):
            raise IngestError(f"{path}: an OpenCode export without its session's info")
        messages = []
        for n, item in enumerate(items, 1):
            if not isinstance(item, dict) or not isinstance(item.get("info"), dict):
                bad.append(Problem(path, n, f"message {n} of the export is not {{info, parts}}: left out"))
                continue
            parts = item.get("parts") if isinstance(item.get("parts"), list) else []
            messages.append((item["info"], [p for p in parts if isinstance(p, dict)]))
        if not messages:
            raise NotATranscript(path, "no messages", "an OpenCode export without messages")
        t = _transcript(info, messages, None, bad)
        out = [t] if t is not None else []
    if not out and shape == "dump":
        raise NotATranscript(path, "no sessions", "an OpenCode export without sessions")
    return out


def read(path: Path) -> list[Transcript]:
    if path.suffix == ".json":
        layout = _storage_session(path)
        if layout:
            return _read_storage(path, layout)
        shape = _export_head(path)
        if shape:
            return _read_export(path, shape)
        raise NotATranscript(path, "not an OpenCode file", "not an OpenCode session, database or export")
    return _read_db(path)
