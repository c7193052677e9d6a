"""Qwen Code sessions: ``~/.qwen/projects/<sanitised cwd>/chats/<sessionId>.jsonl``, and the
2025 layout ``~/.qwen/tmp/<sha256(cwd)>/chats/session-*.json``.

``$QWEN_HOME`` moves ``~/.qwen``; ``$QWEN_RUNTIME_DIR`` moves where sessions are written
(``Storage.getRuntimeBaseDir``). ``<sanitised cwd>`` is the working folder with every
non-alphanumeric character turned into ``-`` (``/home/me`` -> ``-home-me``).

Since v0.5 (``chatRecordingService.ts``, ``ChatRecord``) every line is a record of a tree,
``{uuid, parentUuid, sessionId, timestamp, type, subtype?, cwd, version, gitBranch?,
message?: {role, parts[]}, toolCallResult?, systemPayload?, isSidechain?, ...}``. The
session is the chain from the last record back through ``parentUuid`` to the root, as
Qwen Code rebuilds it on resume (a rewound branch is left out); records that share a
``uuid`` are one message. When a parent is missing (a line lost), the whole file is read
in order instead.

- ``user``: what the person typed (its text parts; ``systemPayload.displayText``, when
  there, is the text as typed before ``@file`` expansion). Blocks Qwen Code or a hook
  injects (``<system-reminder>``, ...) and the referenced files' contents are untyped
  messages of their own. A ``mid_turn_user_message`` (typed while tools ran) is typed as
  its ``displayText``. ``cron`` and ``notification`` records (and any other subtype, or a
  ``provenance`` other than ``real_user``) are untyped. The prompt a slash command expands
  into (a user record right after that command's ``slash_command`` records) is untyped.
  The VS Code companion's editor context (a first paragraph of file paths: the active
  file, ``#start-end`` for a selection) and pasted images' ``@…/clipboard/clipboard-*.png``
  references at the end are untyped messages of their own.
- ``assistant``: its text parts are the agent's words; ``{text, thought: true}`` parts
  (reasoning) are left out; ``functionCall`` parts are tool calls.
- ``tool_result``: ``functionResponse`` parts (the output) and ``toolCallResult``
  (``callId``, ``status``: failed unless ``success``, and a ``cancelled`` call never ran).
- ``system``: ``slash_command`` (``invocation``: ``rawCommand``, kept as an untyped user
  message, typed as ``/cmd args`` when it has arguments, as Claude Code's are),
  ``chat_compression`` (its summary kept as a summary), ``custom_title`` (the title:
  ``/rename``'s is the person's, an ``auto`` one the agent's); a ``ui_telemetry``
  ``qwen-code.api_error`` that no answer follows before the next turn is the turn's end:
  its ``error_message``, cut to its first sentence, is the agent's words (a 0.14 session
  whose account was refused said only that); but an ``APIUserAbortError`` ("Request was
  aborted.") is the person's Esc: an untyped "[Request interrupted by user]", as Claude Code
  writes a stop; other ``ui_telemetry``, ``at_command`` and the rest are kept out.
- A helper agent's records (``isSidechain``) are not the session's own: their text is the
  output of the call that started them (an untyped tool result), their tool calls are
  left out, as Claude Code's helper turns are. A file of nothing else gives no session.

The working folder is each record's ``cwd``; the branch its ``gitBranch``. A 2025 session
records none: its folder is found as Gemini CLI's is (``gemini_cli.project_folder``), the
``cwd`` of the same home's newer sessions also tried against its ``sha256(cwd)`` folder name.
"""

from __future__ import annotations

import functools
import os
import re
from pathlib import Path
from typing import Any

from lc_memory.errors import IngestError
from lc_memory.ingest import gemini_cli, gemini_md, tools
from lc_memory.ingest.common import (
    NotATranscript,
    Transcript,
    clean_title,
    finish,
    head_records,
    message,
    read_records,
)
from lc_memory.ingest.gemini_cli import (
    parts_of,
    response_text,
    seconds,
    text_of,
    tool_result,
    tool_use,
    user_messages,
)
from lc_memory.store.files import SESSION_ID_RE, Problem

NAME = "qwen-code"
LABEL = "Qwen Code"

# Qwen Code's tool names onto the names tools.py knows: Gemini CLI's, and its own ``edit``,
# ``todo_write`` and ``web_search`` (known as they are); ``task`` / ``agent`` start a helper.
ALIASES = {**gemini_cli.ALIASES}
_RECORD_TYPES = ("user", "assistant", "tool_result", "system")
_MID_TURN_PREFIX = "[User message received during tool execution]:"
# The VS Code companion sends the editor's context before what was typed, one line per file
# (the active file, each @-mentioned one): its fsPath, with ``#start-end`` for a selection
# (``SessionMessageHandler.handleSendMessage``: ``${contextParts}\n\n${text}``); an unsaved
# editor is ``Untitled-N``.
_EDITOR_LINE = re.compile(r"(?:(?:[A-Za-z]:[\\/]|/|\\\\)(?:[^\n]*[\\/])?[^\s\\/]+|Untitled-\d+)(?:#\d+(?:-\d+)?)?")
# An image pasted into the prompt is saved and referenced at its end (``@<home>/tmp/clipboard/
# clipboard-<ms>-<uuid>.png``, the companion's and the CLI's paste alike): a file, not words.
_PASTED_IMAGES = re.compile(r"\n\s*(?:@\S*[\\/]clipboard[\\/]clipboard-[\w.-]+\.(?:png|jpe?g|gif|webp|bmp)\s*)+$",
                            re.IGNORECASE)


# The OpenAI SDK's error for a request its caller cancelled (Qwen Code's Esc), and how the
# readers write the person's stop of a request (Claude Code's words).
USER_ABORT = "APIUserAbortError"
STOPPED = "[Request interrupted by user]"


def homes() -> list[Path]:
    """Where Qwen Code writes sessions: ``$QWEN_RUNTIME_DIR``, and ``$QWEN_HOME`` (else ``~/.qwen``)."""
    own = Path(os.environ.get("QWEN_HOME") or "~/.qwen").expanduser()
    runtime = os.environ.get("QWEN_RUNTIME_DIR")
    return list(dict.fromkeys([Path(runtime).expanduser(), own] if runtime else [own]))


def locations() -> list[Path]:
    return [p for h in homes() for p in (h / "projects", h / "tmp") if p.is_dir()]


def find(folder: Path) -> list[Path]:
    """The 2025 ``session-*.json`` files (the ``.jsonl`` ones every format is offered already),
    and chats shared as Markdown or JSON (``gemini_md``)."""
    return sorted(gemini_cli.session_files(folder) + gemini_md.find(folder, "qwen"))


def _is_record(r: dict) -> bool:
    """A Qwen Code ``ChatRecord``: a tree record whose message is Gemini ``Content`` (``parts``),
    or a ``system`` event with its ``systemPayload`` (Claude Code's records carry ``content``)."""
    if not (isinstance(r.get("uuid"), str) and isinstance(r.get("sessionId"), str) and "parentUuid" in r):
        return False
    kind, msg = r.get("type"), r.get("message")
    if kind in ("user", "assistant", "tool_result"):
        return isinstance(msg, dict) and isinstance(msg.get("parts"), list)
    return kind == "system" and isinstance(r.get("subtype"), str) and "systemPayload" in r


def sniff(path: Path) -> bool:
    path = Path(path)
    if path.suffix.lower() in (".md", ".markdown"):
        return gemini_md.agent(path) == "qwen"
    if path.suffix == ".jsonl":
        return any(_is_record(r) for r in head_records(path, 20))
    kind = gemini_cli.kind_of(path)
    if kind in ("logs", "checkpoint"):
        return ".qwen" in path.parts
    return kind == "qwen" or kind is None and gemini_md.agent(path) == "qwen"


def _chain(numbered: list[tuple[int, dict]]) -> list[list[tuple[int, dict]]]:
    """The records of the session, one list per ``uuid``, root first: the chain from the last
    record through ``parentUuid``; every uuid in file order when a parent is missing."""
    by_uuid: dict[str, list[tuple[int, dict]]] = {}
    for n, r in numbered:
        by_uuid.setdefault(r["uuid"], []).append((n, r))
    chain: list[str] = []
    seen: set[str] = set()
    current: Any = numbered[-1][1]["uuid"]
    while isinstance(current, str) and current not in seen:
        if current not in by_uuid:
            return list(by_uuid.values())  # a parent is missing: read it all, in order
        seen.add(current)
        chain.append(current)
        current = by_uuid[current][0][1].get("parentUuid")
    return [by_uuid[u] for u in reversed(chain)]


class _Bad(ValueError):
    """A record of a shape this reader cannot use: reported as ``file:line`` and skipped."""


class _Reader:
    def __init__(self) -> None:
        self.calls: dict[str, tuple[str, dict]] = {}
        self.after_command: float | None = None  # when the last slash command's records were written
        self.error: dict | None = None  # a provider's error no answer has followed yet

    def ended(self) -> list[dict]:
        """The provider's error a turn ended on, as the agent's words (``flush`` at a turn's end)."""
        out, self.error = ([self.error] if self.error else []), None
        return out

    def record(self, r: dict) -> list[dict]:
        kind, ts = r.get("type"), r.get("timestamp")
        msg = r.get("message")
        if msg is not None and not isinstance(msg, dict):
            raise _Bad(f"a {str(kind)[:20]} record whose message is not an object")
        parts = parts_of(msg.get("parts")) if msg else []
        expansion = self.after_command is not None and (seconds(ts) or 0) - self.after_command < 2
        self.after_command = None
        if r.get("isSidechain"):
            # A helper agent's turns are the output of the tool call that started it.
            text = text_of(parts).strip() if kind == "assistant" else ""
            if not text:
                return []
            m = message("tool", text, ts, kind="tool_result", name="subagent")
            m["result"] = tools.result()
            return [m]
        if kind == "user":
            return self.ended() + self.user(r, parts, ts, expansion)
        if kind == "assistant":
            self.error = None  # answered after all (a retry)
            out = [message("assistant", text.strip(), ts)] if (text := text_of(parts)).strip() else []
            for p in parts:
                fc = p.get("functionCall") if isinstance(p, dict) else None
                if isinstance(fc, dict):
                    name = fc["name"] if isinstance(fc.get("name"), str) and fc["name"] else "tool"
                    call_id = fc.get("id") if isinstance(fc.get("id"), str) else None
                    use = tool_use(name, fc.get("args"), call_id, ts, ALIASES)
                    if call_id:
                        self.calls[call_id] = (name, use["call"])
                    out.append(use)
            return out
        if kind == "tool_result":
            return self.tool_result(r, parts, ts)
        if kind == "system":
            return self.system(r, ts)
        raise _Bad(f"a record of type {str(kind)[:20]!r}")

    def user(self, r: dict, parts: list, ts: Any, expansion: bool) -> list[dict]:
        payload = r.get("systemPayload") if isinstance(r.get("systemPayload"), dict) else {}
        display = payload.get("displayText") if isinstance(payload.get("displayText"), str) else None
        subtype = r.get("subtype")
        text = text_of(parts)
        if subtype == "mid_turn_user_message" and display is None and text.strip().startswith(_MID_TURN_PREFIX):
            display = text.strip()[len(_MID_TURN_PREFIX):]
        person = (subtype in (None, "mid_turn_user_message") and r.get("provenance") in (None, "real_user")
                  and not expansion)
        context, text = editor_context(text) if display is None else ([], text)
        return [message("user", c, ts) for c in context] + user_messages(text, ts, typed=person, display=display)

    def tool_result(self, r: dict, parts: list, ts: Any) -> list[dict]:
        outcome = r.get("toolCallResult") if isinstance(r.get("toolCallResult"), dict) else {}
        out = []
        responses = [p for p in parts if isinstance(p, dict) and isinstance(p.get("functionResponse"), dict)]
        for p in responses or [None]:
            fr = p["functionResponse"] if p else {}
            call_id = fr.get("id") if isinstance(fr.get("id"), str) else outcome.get("callId")
            call_id = call_id if isinstance(call_id, str) else None
            name, call = self.calls.get(call_id, (None, None)) if call_id else (None, None)
            name = name or (fr.get("name") if isinstance(fr.get("name"), str) else None) or "tool"
            text, failed = response_text([p] if p else [])
            if not text and isinstance(outcome.get("resultDisplay"), str):
                text = outcome["resultDisplay"]
            status = outcome.get("status")
            failed = failed or (isinstance(status, str) and status != "success") or outcome.get("error") is not None
            out.append(tool_result(text, call, call_id, name, ts, status=status, failed=failed))
        return out

    def system(self, r: dict, ts: Any) -> list[dict]:
        payload = r.get("systemPayload") if isinstance(r.get("systemPayload"), dict) else {}
        subtype = r.get("subtype")
        if subtype == "slash_command":
            self.after_command = seconds(ts)
            command = payload.get("rawCommand")
            if payload.get("phase") != "invocation" or not isinstance(command, str) or not command.strip():
                return []
            command = command.strip()
            # A command's own name is no words; the arguments given to it are (as Claude Code's).
            return [message("user", command, ts, typed=command.startswith("/") and len(command.split(None, 1)) > 1)]
        if subtype == "chat_compression":
            history = payload.get("compressedHistory")
            first = history[0] if isinstance(history, list) and history and isinstance(history[0], dict) else {}
            text = text_of(parts_of(first.get("parts"))).strip()
            return [message("system", text, ts, kind="summary")] if text else []
        event = payload.get("uiEvent") if subtype == "ui_telemetry" else None
        if isinstance(event, dict) and event.get("event.name") == "qwen-code.api_error":
            # The request failed; when no answer follows before the next turn, the turn ended on it.
            said = event.get("error_message") if isinstance(event.get("error_message"), str) else ""
            if event.get("error_type") == USER_ABORT:
                # the person's Esc, which the SDK reports as an error ("Request was aborted."): a stop,
                # written as Claude Code writes one, never the provider's failure
                self.error = message("user", STOPPED, ts, typed=False)
            else:
                self.error = message("assistant", tools.brief_error(f"API error: {said or 'the request failed'}"), ts)
        return []  # ui_telemetry, at_command, custom_title (the title) and the rest


def editor_context(text: str) -> tuple[list[str], str]:
    """What the VS Code companion put with the typed words (the editor's file lines before
    them, pasted images' references after them), and the words themselves."""
    out = []
    head, gap, rest = text.lstrip("\n").partition("\n\n")
    lines = head.splitlines()
    if gap and lines and len(head) <= 4000 and all(_EDITOR_LINE.fullmatch(line.strip()) for line in lines):
        out.append(head.strip())
        text = rest
    images = _PASTED_IMAGES.search(text)
    if images:
        out.append(images.group(0).strip())
        text = text[:images.start()]
    return out, text


def _title(records: list[dict]) -> tuple[str, str] | None:
    """The last ``custom_title``: (title, ``user`` for ``/rename``'s, ``summary`` for an auto one)."""
    for r in reversed(records):
        payload = r.get("systemPayload")
        if r.get("subtype") == "custom_title" and isinstance(payload, dict) \
                and isinstance(payload.get("customTitle"), str) and payload["customTitle"].strip():
            return clean_title(payload["customTitle"]), "summary" if payload.get("titleSource") == "auto" else "user"
    return None


def _read_jsonl(path: Path) -> list[Transcript]:
    numbered, bad = read_records(path, NAME)
    records = [(n, r) for n, r in numbered if isinstance(r.get("uuid"), str)]
    if not records:
        if bad:
            raise IngestError(f"{bad[0]}; not a Qwen Code session")
        raise IngestError(f"{path}: no records with a uuid; not a Qwen Code session")
    skipped = [Problem(path, n, "a line that is not a Qwen Code record") for n, r in numbered
               if not isinstance(r.get("uuid"), str)]
    chain = [pair for group in _chain(records) for pair in group]
    turns = [r for _, r in chain if r.get("type") in ("user", "assistant") and isinstance(r.get("message"), dict)]
    if not turns:
        raise NotATranscript(path, "no turns", "a Qwen Code session without a turn, not a session")
    if all(r.get("isSidechain") for r in turns):
        return []  # a helper agent's own records: its work is in the parent session's tool results
    reader = _Reader()
    messages: list[dict] = []
    for number, r in chain:
        try:
            messages += reader.record(r)
        except (_Bad, TypeError, AttributeError, KeyError, ValueError, RecursionError) as e:
            why = str(e) if isinstance(e, _Bad) else f"a {str(r.get('type'))[:20]} record of an unexpected shape ({e})"
            bad.append(Problem(path, number, why))
    messages += reader.ended()
    bad.sort(key=lambda p: p.line)
    if not any(m["role"] in ("user", "assistant") for m in messages):
        raise NotATranscript(path, "no turns", "a Qwen Code session without a turn, not a session")
    ids = [r["sessionId"] for _, r in chain if isinstance(r.get("sessionId"), str)]
    own_name = SESSION_ID_RE.match(path.stem) and (path.stem in ids or not ids)
    session_id = path.stem if own_name else (ids[-1] if ids else "")
    if not SESSION_ID_RE.match(session_id):
        raise IngestError(f"{path}: no usable sessionId; not a Qwen Code session")
    own = [r for _, r in chain if r.get("sessionId", session_id) == session_id]
    meta: dict = {"id": session_id, "format": NAME,
                  "cwd": next((r["cwd"] for r in own if isinstance(r.get("cwd"), str) and r["cwd"]), None)}
    branch = next((r["gitBranch"] for r in own if isinstance(r.get("gitBranch"), str) and r["gitBranch"]), None)
    if branch:
        meta["git_branch"] = branch
    title = _title([r for _, r in chain])
    if title:
        meta["title"], meta["title_source"] = title
    meta, messages = finish(meta, messages)
    return [Transcript(meta, messages, skipped=skipped, bad=bad)]


def known_cwds(home: Path) -> list[str]:
    """The working folders of a Qwen Code home's current sessions (``projects/*/chats``, one
    file read per folder): what a 2025 session's ``sha256(cwd)`` folder may stand for."""
    projects = home / "projects"
    try:
        return list(_cwds_in(str(projects), projects.stat().st_mtime_ns))
    except OSError:
        return []


@functools.lru_cache(maxsize=16)
def _cwds_in(projects: str, mtime: int) -> tuple[str, ...]:
    """``known_cwds`` of one ``projects`` folder as it is at ``mtime`` (read once per folder)."""
    out: list[str] = []
    for folder in sorted(Path(projects).iterdir()):
        for f in sorted((folder / "chats").glob("*.jsonl")) if folder.is_dir() else []:
            first = next(head_records(f, 1), {})
            if isinstance(first.get("cwd"), str) and first["cwd"]:
                out.append(first["cwd"])
                break
    return tuple(out)


def read(path: Path) -> list[Transcript]:
    path = Path(path)
    if path.suffix == ".jsonl":
        return _read_jsonl(path)
    if gemini_md.agent(path) == "qwen":  # a chat shared with /chat share, as Gemini CLI writes them
        return gemini_cli.read_share(path, label=LABEL, fmt=NAME, aliases=ALIASES)
    # 2025: Gemini CLI's layout, ``qwen`` turns, in a folder named ``sha256(cwd)``: the cwds of
    # the newer sessions beside it (the same home's ``projects/``) say which folder that is.
    pdir = gemini_cli.project_dir(path)
    layout = [pdir.parent.parent] if pdir is not None and pdir.parent.name == "tmp" else []
    roots = [c for h in dict.fromkeys([*layout, *homes()]) for c in known_cwds(h)]
    return gemini_cli.read_session(path, label=LABEL, fmt=NAME, aliases=ALIASES, own_home=homes()[-1], roots=roots)
