"""Crush transcripts: ``<project>/.crush/crush.db``, one SQLite database per project.

Crush (charmbracelet/crush) keeps each project's sessions in its data folder (``.crush`` by
default, ``options.data_directory``), in WAL mode: the database is read with its WAL from a
copy (``sqlite_snapshot``), never in place. Two tables are read:

- ``sessions(id, parent_session_id, title, message_count, ..., created_at, updated_at,
  summary_message_id)``: ``title`` is Crush's generated title;
- ``messages(id, session_id, role, parts, model, provider, created_at, updated_at,
  finished_at, is_summary_message?)``: ``role`` user, assistant, tool or system; ``parts``
  a JSON list of ``{type, data}``: ``text``, ``reasoning`` (left out), ``image_url`` and
  ``binary`` (attachments: named, their data left out; a long paste Crush saved as
  ``paste_<n>.txt`` is the person's typed text), ``tool_call`` (``{id, name, input}``,
  the input a JSON string), ``tool_result`` (``{tool_call_id, name, content, is_error,
  metadata}``, in a ``tool`` message), ``shell_command`` (``{command, output, exit_code}``: a
  ``!`` command the person ran) and ``finish`` (one whose reason is ``error``, the provider's
  refusal, ends the turn as the agent's words: ``API Error: ... credit balance is too low``;
  one whose reason is ``canceled``, the person's stop, is an untyped "[Request interrupted by
  user]", as Claude Code writes it). Some providers number calls per message, so
  one id (``tool_0_bash``) comes back turn after turn: a call id used again in a session is
  made its own (``tool_0_bash#2``), and the results that follow it pair with it. A part
  written twice in one message (the same call, id, name and input, or the same result: some
  builds of mid-2025 did so) is read once.

``files`` (every version of every file the agent touched) and ``read_files`` are not read.
Times are unix seconds in the rows seen, although the schema says milliseconds: a value
above 10^12 is read as milliseconds.

Typed is only the ``text`` of a user message (with a long paste Crush saved with it as
``paste_<n>.txt``, joined to it) that is not one of Crush's own prompts: the
``/init`` prompt (each version's wording: "Please analyze this codebase and create a
**CRUSH.md** file", "Analyze this codebase and create/update **AGENTS.md**", "Create or update
**AGENTS.md** to help future agents") and the request it replays after summarizing a long
session ("The previous session was interrupted because it got too long, ..."). A summary
message is a summary. A helper agent's session (``parent_session_id``: the ``agent`` tool's,
and the ``title-<id>`` session that names a session) gives no transcript: its answer is the
``agent`` call's result in the parent session (as Claude Code's sidechains).

OpenCode before it became Crush (``opencode-ai/opencode``, 2025) wrote the same tables to
``<project>/.opencode/opencode.db``: read here too, its sessions named OpenCode's
(``opencode``), its project the folder that holds ``.opencode``.

The project is the folder that holds the data folder (the parent of ``.crush``, or of
``.opencode``); the database records no working folder. A data folder elsewhere is found in Crush's
``projects.json`` (``$CRUSH_GLOBAL_DATA``, ``$XDG_DATA_HOME/crush``, ``~/.local/share/crush``);
else the database's own folder stands for the project.
"""

from __future__ import annotations

import base64
import json
import os
import re
import sqlite3
from pathlib import Path
from typing import Any

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
    without_think,
)
from lc_memory.store.files import Problem

NAME = "crush"
LABEL = "Crush"
# The person's stop of a request (a ``canceled`` finish), in Claude Code's words.
STOPPED = "[Request interrupted by user]"
# Crush's tool names that tools.py knows by another name.
ALIASES = {"todos": "todowrite", "download": "write"}
DB_NAME = "crush.db"
# The data folder's default name: Crush's, and OpenCode's before it was renamed Crush
# (``data.directory`` ".opencode", its database ``opencode.db``).
DATA_FOLDERS = (".crush", ".opencode")
# Crush's own prompts in a user message: /init (every version's wording) and the request it
# replays after summarizing a session that grew too long.
_BUILTIN = re.compile(
    r"^\W{0,3}(?:Please analyze this codebase and create an? \**[\w.]+\**\s+file containing|"
    r"Analyze this codebase and create/update \*\*[^*\n]+\*\* to help future agents|"
    r"Create or update \*\*[^*\n]+\*\* to help future agents|"
    r"The previous session was interrupted because it got too long, the initial user request was:)")
# The title a session has before one is made for it: "New Session", and "Untitled Session" in
# builds since 2026 (a provider that failed before titling left it); and "Empty Message", the
# title Crush's title model gave a first message with nothing to name (a greeting, "hola").
_DEFAULT_TITLE = re.compile(r"^(?:(?:New|Untitled) (?:Agent )?Session|Empty Message)$", re.IGNORECASE)
# A paste longer than ten lines or a thousand columns Crush keeps as an attachment of the
# message named ``paste_<n>.txt``, its path that bare name (internal/ui/model/ui.go,
# handlePasteMsg): the person's own text. A file attached by its path is not.
_PASTE_NAME = re.compile(r"paste_\d+\.txt")


def pasted_text(data: dict) -> str | None:
    """The text of a ``binary`` part Crush made of a long paste, else None (an attached file,
    an image, data that is not UTF-8 text)."""
    name = data.get("Path") or data.get("path")
    mime = data.get("MIMEType") or data.get("mime_type") or ""
    raw = data.get("Data") or data.get("data")
    if not (isinstance(name, str) and _PASTE_NAME.fullmatch(name) and isinstance(mime, str)
            and mime.startswith("text/") and isinstance(raw, str)):
        return None
    try:
        text = base64.b64decode(raw, validate=True).decode("utf-8")
    except (ValueError, UnicodeDecodeError):
        return None
    text = without_input_border(text.replace("\r\n", "\n"))
    return text if text.strip() else None


# A result that says the call never ran: the person said no, or stopped it.
_REFUSED = {"Permission denied", "User denied permission", "Tool execution canceled by user",
            "Error: user cancelled assistant tool calling"}
# Crush's bash ends a failed command's output with "Exit code N"; later builds follow it with
# the folder the command ran in, "<cwd>/home/me/app</cwd>" (bash.tpl: "metadata with <cwd></cwd> tags").
_EXIT_TAIL = re.compile(r"(?:^|\n)Exit code (-?\d+)\s*(?:<cwd>[^\n]*</cwd>\s*)?$")


def global_data() -> Path:
    """Crush's global data folder: ``$CRUSH_GLOBAL_DATA``, ``$XDG_DATA_HOME/crush``, else
    ``~/.local/share/crush`` (where ``projects.json`` lists every project it ran in)."""
    if os.environ.get("CRUSH_GLOBAL_DATA"):
        return Path(os.environ["CRUSH_GLOBAL_DATA"]).expanduser()
    base = os.environ.get("XDG_DATA_HOME") or "~/.local/share"
    return Path(base).expanduser() / "crush"


def _projects() -> list[tuple[Path, Path]]:
    """(project folder, data folder) of every project in Crush's ``projects.json``."""
    try:
        listed = json.loads((global_data() / "projects.json").read_bytes()).get("projects")
    except (OSError, ValueError, AttributeError, RecursionError):
        return []
    out = []
    for p in listed if isinstance(listed, list) else []:
        if isinstance(p, dict) and isinstance(p.get("path"), str) and p["path"]:
            data = p.get("data_dir") if isinstance(p.get("data_dir"), str) and p["data_dir"] else ".crush"
            out.append((Path(p["path"]), Path(p["path"]) / data))  # an absolute data_dir stays itself
    return out


def locations() -> list[Path]:
    """Where Crush keeps its transcripts on this machine: each project's data folder that
    ``projects.json`` lists and that holds a database, and this folder's ``.crush``."""
    found = [data for _, data in _projects()]
    found.append(Path.cwd() / ".crush")
    out: list[Path] = []
    for folder in found:
        if (folder / DB_NAME).is_file() and folder not in out:
            out.append(folder)
    return out


def find(folder: Path) -> list[Path]:
    """The files under ``folder`` that this format reads (each one given to ``read``)."""
    return sorted(folder.rglob(DB_NAME))


def _columns(sql: str) -> str:
    return " ".join(sql.split()).lower()


def sniff(path: Path) -> bool:
    if not sqlite_snapshot.is_sqlite(path):
        return False
    tables = sqlite_snapshot.schema(path)
    if "sessions" not in tables or "messages" not in tables:
        return False
    # Goose's sessions.db has these two table names too; Crush's messages hold parts.
    return " parts " in _columns(tables["messages"]) and "message_count" in _columns(tables["sessions"])


def _iso(value: Any) -> str | None:
    """Unix seconds, or milliseconds when it is that large, as ISO 8601 UTC."""
    return iso_from_epoch(value)


def project_folder(path: Path) -> Path:
    """The project a database belongs to: the folder holding its data folder."""
    folder = path.resolve().parent
    if folder.name in DATA_FOLDERS:
        return folder.parent
    for project, data in _projects():
        try:
            if data.resolve() == folder:
                return project
        except OSError:
            continue
    return folder




def agent_of(path: Path) -> str:
    """Whose database this is: OpenCode's (``opencode``) for the ``opencode.db`` it wrote before
    it was renamed Crush (OpenCode's own later database has other tables), else Crush's."""
    return "opencode" if path.name == "opencode.db" else NAME


def _exit_code(text: str) -> int | None:
    m = _EXIT_TAIL.search(text[-200:])
    return int(m.group(1)) if m else None


class _Bad(ValueError):
    """A row of a shape this reader cannot use: reported and skipped."""


class _Reader:
    def __init__(self) -> None:
        self.calls: dict[str, tuple[str, dict]] = {}  # call id -> (tool name, call)
        # Some providers number calls per message ("tool_0_bash" in every turn): a call id used
        # again is made the session's own ("tool_0_bash#2"), and the results after it follow.
        self.uses: dict[str, int] = {}
        self.live: dict[str, str] = {}  # a call id as written -> the id of its latest call

    def row(self, row: dict, summary: bool) -> list[dict]:
        try:
            parts = json.loads(row["parts"]) if isinstance(row["parts"], str) else row["parts"]
        except (ValueError, RecursionError) as e:
            raise _Bad(f"parts that are not JSON ({e})") from None
        if not isinstance(parts, list):
            raise _Bad("parts that are not a list")
        role, ts = row["role"], _iso(row["created_at"])
        out: list[dict] = []
        written: set[str] = set()
        for part in parts:
            if not isinstance(part, dict):
                continue
            kind = part.get("type")
            data = part.get("data") if isinstance(part.get("data"), dict) else {}
            if kind in ("tool_call", "tool_result"):
                # Some builds write a finished call, and its result, twice in one message (the
                # same id, name and input): one call, not a second one that never ran.
                key = json.dumps([kind, data], sort_keys=True, default=str)
                if key in written:
                    continue
                written.add(key)
            if kind == "text":
                text = data.get("text")
                if not isinstance(text, str) or not text.strip():
                    continue
                if role == "user":
                    text = without_input_border(text)
                    out.append(message("user", text, ts, typed=not _BUILTIN.match(text)))
                elif summary:
                    out.append(message("system", text, ts, kind="summary"))
                elif role == "assistant":
                    text = without_think(text)  # a local model's reasoning, left out as Crush's own
                    if text:
                        out.append(message("assistant", text, ts))
                else:
                    out.append(message("system", text, ts))
            elif kind == "binary" and role == "user" and (paste := pasted_text(data)) is not None:
                if out and out[-1]["role"] == "user" and out[-1]["typed"] and out[-1]["kind"] == "text":
                    out[-1]["content"] += "\n\n" + paste  # the words typed with it: one message
                else:
                    out.append(message("user", paste, ts, typed=not _BUILTIN.match(paste)))
            elif kind in ("image_url", "binary") and role == "user":
                name = data.get("Path") or data.get("path") or data.get("url")
                if isinstance(name, str) and name and not name.startswith("data:"):
                    out.append(message("user", f"[attached file: {name}]", ts))
            elif kind == "tool_call":
                out.append(self.tool_call(data, ts))
            elif kind == "tool_result":
                out.append(self.tool_result(data, ts))
            elif kind == "shell_command":
                out += self.shell_command(data, ts)
            elif kind == "finish" and role == "assistant" and data.get("reason") == "error":
                out += _failure(data, ts)
            elif kind == "finish" and role == "assistant" and data.get("reason") == "canceled":
                # the person stopped the request: said as Claude Code records it, untyped
                out.append(message("user", STOPPED, _iso(data.get("time")) or ts))
            # reasoning, the other finishes and parts not known yet are left out
        return out

    def tool_call(self, data: dict, ts: str | None) -> dict:
        name = data["name"] if isinstance(data.get("name"), str) and data["name"] else "tool"
        raw = data.get("input")
        args = tools.loads_args(raw) if isinstance(raw, str) and raw.strip() else {}
        ident = data.get("id") if isinstance(data.get("id"), str) and data["id"] else None
        if ident:
            n = self.uses[ident] = self.uses.get(ident, 0) + 1
            self.live[ident] = ident = ident if n == 1 else f"{ident}#{n}"
        ours = ALIASES.get(name, name)
        shaped = args
        if isinstance(args, dict) and isinstance(args.get("working_dir"), str):
            shaped = {**args, "workdir": args["working_dir"]}  # bash's own folder, as Codex says it
        call = tools.call(ours, shaped, ident)
        if ident:
            self.calls[ident] = (name, call)
        text = json.dumps(args, ensure_ascii=False, sort_keys=True) if not isinstance(args, str) else args
        m = message("assistant", tool_input_text(text), ts, kind="tool_use", name=name)
        m["call"] = call
        return m

    def tool_result(self, data: dict, ts: str | None) -> dict:
        ident = data.get("tool_call_id") if isinstance(data.get("tool_call_id"), str) else None
        ident = self.live.get(ident, ident) if ident else None
        name, call = self.calls.get(ident, (None, None)) if ident else (None, None)
        name = name or (data["name"] if isinstance(data.get("name"), str) and data["name"] else "tool")
        text = data.get("content") if isinstance(data.get("content"), str) else ""
        failed = data.get("is_error") is True
        code = _exit_code(text) if call and call.get("tool") == "shell" else None
        m = message("tool", text, ts, kind="tool_result", name=name)
        m["result"] = tools.result(ident, error=failed, exit_code=code,
                                   refused=failed and text.strip() in _REFUSED)
        return m

    def shell_command(self, data: dict, ts: str | None) -> list[dict]:
        """A ``!`` command the person ran in the session: a shell call and its result."""
        command = data.get("command")
        if not isinstance(command, str) or not command.strip():
            return []
        use = message("assistant", tool_input_text(json.dumps({"command": command}, ensure_ascii=False)),
                      ts, kind="tool_use", name="shell_command")
        use["call"] = tools.call("bash", {"command": command})
        output = data.get("output") if isinstance(data.get("output"), str) else ""
        result = message("tool", output, ts, kind="tool_result", name="shell_command")
        code = data.get("exit_code")
        result["result"] = tools.result(None, exit_code=code if isinstance(code, int) else None)
        return [use, result]


def _unanswered(messages: list[dict]) -> list[dict]:
    """A call with no result anywhere (its input never finished streaming, or the session
    stopped) gets one that says it did not run: it changed nothing and passed nothing."""
    answered = {m["result"]["id"] for m in messages if m["kind"] == "tool_result" and m["result"]["id"]}
    out: list[dict] = []
    for m in messages:
        out.append(m)
        ident = m["call"]["id"] if m["kind"] == "tool_use" else None
        if ident and ident not in answered:
            result = message("tool", "[no result recorded: the call never ran]", m["ts"], kind="tool_result",
                             name=m.get("name"))
            result["result"] = tools.result(ident, refused=True)
            out.append(result)
    return out


def read(path: Path) -> list[Transcript]:
    try:
        with sqlite_snapshot.snapshot(path) as conn:
            sessions = [dict(r) for r in conn.execute("select * from sessions order by created_at, id")]
            columns = {r[1] for r in conn.execute("pragma table_info(messages)")}
            summary = ", is_summary_message" if "is_summary_message" in columns else ""
            rows = [dict(r) for r in conn.execute(
                f"select rowid, id, session_id, role, parts, created_at{summary} from messages "
                "order by session_id, created_at, rowid")]
    except sqlite3.Error as e:
        raise IngestError(f"{path}: a Crush database that cannot be read ({e})") from None
    by_session: dict[str, list[dict]] = {}
    for r in rows:
        by_session.setdefault(str(r["session_id"]), []).append(r)
    cwd = str(project_folder(path))
    agent = agent_of(path)
    out: list[Transcript] = []
    for s in sessions:
        if s.get("parent_session_id") or not isinstance(s.get("id"), str):
            continue  # a helper agent's or the title's session: its answer is in the parent
        bad: list[Problem] = []
        reader = _Reader()
        messages: list[dict] = []
        for r in by_session.get(s["id"], []):
            summary_row = bool(r.get("is_summary_message")) or r["id"] == s.get("summary_message_id")
            try:
                messages += reader.row(r, summary_row)
            except (_Bad, TypeError, AttributeError, KeyError, ValueError, RecursionError) as e:
                why = str(e) if isinstance(e, _Bad) else f"a row of an unexpected shape ({e})"
                bad.append(Problem(path, int(r.get("rowid") or 0), f"message {r.get('id')}: {why}"))
        if not messages:
            continue
        messages = _unanswered(messages)
        meta: dict = {"id": safe_session_id(s["id"], "crush"), "cwd": cwd, "format": agent}
        title = s.get("title")
        if isinstance(title, str) and title.strip() and not _DEFAULT_TITLE.match(title.strip()):
            meta["title"], meta["title_source"] = clean_title(title), "summary"
        meta, messages = finish(meta, messages)
        out.append(Transcript(meta, messages, bad=bad))
    if not out:
        raise NotATranscript(path, "no sessions", "a Crush database without sessions")
    return out


def _failure(data: dict, ts: str | None) -> list[dict]:
    """A turn that ended on the provider's error (a ``finish`` whose reason is ``error``:
    ``{message: "API Error", details: "... credit balance is too low ..."}``), as the agent's
    closing words, as Crush shows it. ``canceled`` (the person's stop: an untyped
    "[Request interrupted by user]", as Claude Code writes it) and ``permission_denied`` are the
    person's own acts: no words of the agent's. The provider's reply (a JSON body, a page) is cut to its start.
    Builds label it "API Error", "Provider Error" or with the HTTP status ("Internal Server
    Error"): each is the provider's error, said as Claude Code says one ("API Error: ...")."""
    said = [data[k].strip() for k in ("message", "details") if isinstance(data.get(k), str) and data[k].strip()]
    said = ["API Error", *(s for s in said if s.lower() not in _ERROR_LABELS)]
    return [message("assistant", tools.brief_error(": ".join(said)), _iso(data.get("time")) or ts)]


# What a finish that ended on the provider's error is labelled, when the label says no more.
_ERROR_LABELS = frozenset(("api error", "provider error"))
