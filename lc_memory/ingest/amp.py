"""Amp threads: ``~/.local/share/amp/threads/T-<uuid>.json`` (``$XDG_DATA_HOME`` moves ``~/.local/share``).

Amp is closed source; what is read here is what its files were seen to hold. A thread is one
JSON object: ``{v, id, created (ms), title, agentMode, env.initial{trees[{uri, repository{url,
ref, sha}}], platform}, messages[], usageLedger{events[]}, "~debug"}``.

- ``messages[]``: ``{role, messageId, content[], userState?, meta{sentAt}?, state?, usage?}``;
  ``content`` holds Anthropic blocks: ``text``, ``thinking`` (left out), ``tool_use``
  (``id``, ``name``, ``input``) and ``tool_result`` (``toolUseID``, ``run{status, result,
  error}``), which sits on a ``user`` message.
- Typed is the text blocks of a ``user`` message: not its ``tool_result`` blocks (the tools'
  output), not ``userState`` (the files the editor had open).
- ``~debug`` is never read: it repeats the last prompt with the system prompt and the
  ``<user-state>`` blocks Amp injects.
- A message's time is its ``meta.sentAt`` (ms), else the ``usageLedger`` event that produced it,
  else the time before it, else the thread's ``created``.
- The cwd is the first tree's ``uri`` (``file:///...``); the branch its repository's ``ref``.
  The title is the thread's own (Amp has a model write it).

A thread exported as Markdown (what Amp builds since about April 2026 leave to commit, as they
keep threads on Amp's servers) is read by ``amp_md`` into the same blocks, read here.

Beside the threads, ``history.jsonl`` (typed prompts as bare JSON strings) is not a session,
and ``secrets.json`` / ``session.json`` (credentials) are never opened: ``find`` gives only
``T-<uuid>.json`` files and ``sniff`` wants a thread's own keys.
"""

from __future__ import annotations

import json
import os
import re
from pathlib import Path
from typing import Any
from urllib.parse import unquote, urlsplit

from lc_memory.errors import IngestError
from lc_memory.ingest import amp_md, tools
from lc_memory.ingest.common import (
    NotATranscript,
    Transcript,
    clean_title,
    finish,
    iso_from_epoch,
    message,
    tool_input_text,
)
from lc_memory.store.files import SESSION_ID_RE, Problem

NAME = "amp"
LABEL = "Amp"

# Amp's tool names onto the names tools.py knows (``Bash``, ``edit_file``, ``create_file``,
# ``Read``, ``Grep``, ``glob``, ``todo_write`` and ``web_search`` it knows as they are).
ALIASES = {
    "list_directory": "list_dir",
    "codebase_search_agent": "codebase_search",
    "finder": "codebase_search",
}
_THREAD_FILE = re.compile(r"T-[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.json$")
_THREAD_ID = re.compile(r'"id"\s*:\s*"T-[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}"')
_THREAD_KEY = re.compile(r'"(?:v|created|nextMessageId)"\s*:\s*\d')
# What Amp injects as a text block of its own (seen in ~debug); never typed, wherever it sits.
_INJECTED = re.compile(r"^\s*<user-state>")
# A tool run that did not go through: failed, stopped, or refused by the person.
_FAILED = ("error", "cancelled", "canceled", "rejected-by-user")
_HEAD_BYTES = 8192


def data_home() -> Path:
    """Amp's data folder: ``$XDG_DATA_HOME/amp``, else ``~/.local/share/amp``."""
    return Path(os.environ.get("XDG_DATA_HOME") or "~/.local/share").expanduser() / "amp"


def locations() -> list[Path]:
    """Where Amp keeps its threads on this machine (the folders that exist)."""
    folder = data_home() / "threads"
    return [folder] if folder.is_dir() else []


def find(folder: Path) -> list[Path]:
    """The thread files under ``folder``: ``T-<uuid>.json`` (never secrets.json or session.json),
    and threads exported as Markdown (``amp_md``)."""
    threads = [p for p in Path(folder).rglob("*.json") if _THREAD_FILE.search(p.name) and p.is_file()]
    return sorted(threads + amp_md.find(folder))


def sniff(path: Path) -> bool:
    if path.suffix.lower() in (".md", ".markdown"):
        return amp_md.sniff(path)
    if path.suffix != ".json":
        return False
    with open(path, "rb") as f:
        head = f.read(_HEAD_BYTES).decode("utf-8", "replace")
    if not head.lstrip().startswith("{"):
        return False
    if len(head) < _HEAD_BYTES and '"messages"' not in head:
        return False  # the whole file, and no thread in it
    # A thread's own id ("T-<uuid>") near its top, or a thread file's name and a thread's keys.
    return bool(_THREAD_ID.search(head)) or bool(_THREAD_FILE.search(path.name) and _THREAD_KEY.search(head))


def _iso_ms(value: Any) -> str | None:
    return value if isinstance(value, str) and value else iso_from_epoch(value, ms=True)


def path_of(uri: Any) -> str | None:
    """A folder's path from a ``file://`` URI (``file:///home/me/my%20app`` -> ``/home/me/my app``)."""
    if not isinstance(uri, str) or not uri.strip():
        return None
    if not uri.startswith("file:"):
        return uri
    parts = urlsplit(uri)
    path = unquote(parts.path)
    if re.match(r"^/[A-Za-z]:", path):  # file:///c%3A/Users/me -> c:/Users/me
        path = path[1:]
    if parts.netloc and parts.netloc != "localhost":
        path = f"//{parts.netloc}{path}"
    return path or None


def _result_text(run: dict) -> tuple[str, int | None]:
    """(the text of a tool run's result, its exit code when it gives one)."""
    result, code = run.get("result"), None
    if isinstance(result, dict):
        raw = result.get("exitCode")
        code = raw if isinstance(raw, int) and not isinstance(raw, bool) else None
        inner = next((result[k] for k in ("output", "content", "text") if isinstance(result.get(k), str)), None)
        text = inner if inner is not None else json.dumps(result, ensure_ascii=False)
    elif isinstance(result, list):
        text = "\n".join(r if isinstance(r, str) else json.dumps(r, ensure_ascii=False) for r in result)
    elif isinstance(result, str):
        text = result
    else:
        text = "" if result is None else json.dumps(result)
    if not text.strip():
        error = run.get("error")
        why = error.get("message") if isinstance(error, dict) else error
        text = why if isinstance(why, str) else text
    return text, code


class _Bad(ValueError):
    """A message of a shape this reader cannot use: reported and skipped."""


class _Reader:
    def __init__(self) -> None:
        self.names: dict[str, str] = {}

    def message(self, m: dict, ts: str | None) -> list[dict]:
        role, blocks = m.get("role"), m.get("content")
        if isinstance(blocks, str):
            blocks = [{"type": "text", "text": blocks}]
        if not isinstance(blocks, list):
            raise _Bad(f"a {role!s:.20} message whose content is not a list of blocks")
        if role not in ("user", "assistant"):
            return []  # kinds not seen yet
        out: list[dict] = []
        for b in blocks:
            if not isinstance(b, dict):
                continue
            kind = b.get("type")
            if kind == "text" and isinstance(b.get("text"), str) and b["text"].strip():
                if role == "user":
                    out.append(message("user", b["text"], ts, typed=not _INJECTED.match(b["text"])))
                else:
                    out.append(message("assistant", b["text"], ts))
            elif kind == "tool_use" and role == "assistant":
                out.append(self.tool_use(b, ts))
            elif kind == "tool_result":
                out.append(self.tool_result(b, ts))
            # thinking, redacted_thinking, image and blocks not known are left out
        return out

    def tool_use(self, b: dict, ts: str | None) -> dict:
        name = b["name"] if isinstance(b.get("name"), str) and b["name"] else "tool"
        call_id = b.get("id") if isinstance(b.get("id"), str) else None
        args = b.get("input")
        value = args
        if isinstance(args, dict) and isinstance(args.get("cwd"), str) and "workdir" not in args:
            value = {**args, "workdir": args["cwd"]}  # Bash runs in ``cwd``
        m = message("assistant", "", ts, kind="tool_use", name=name)
        m["call"] = tools.call(ALIASES.get(name, name), value, call_id)
        raw = json.dumps({} if args is None else args, ensure_ascii=False, sort_keys=True)
        m["content"] = tool_input_text(raw)
        if call_id:
            self.names[call_id] = name
        return m

    def tool_result(self, b: dict, ts: str | None) -> dict:
        use_id = b.get("toolUseID", b.get("tool_use_id"))
        use_id = use_id if isinstance(use_id, str) and use_id else None
        run = b.get("run") if isinstance(b.get("run"), dict) else {}
        text, code = _result_text(run) if run else (str(b.get("content") or ""), None)
        status = run.get("status")
        failed = status in _FAILED or b.get("is_error") is True
        if code is None and failed:
            code = tools.exit_code(text)
        m = message("tool", text, ts, kind="tool_result", name=self.names.get(use_id or "", "tool"))
        m["result"] = tools.result(use_id, error=failed, exit_code=code, refused=status == "rejected-by-user")
        return m


def _ledger_times(thread: dict) -> dict[Any, str]:
    """When each assistant message was produced: the ``usageLedger`` event that ends at it."""
    ledger = thread.get("usageLedger")
    events = ledger.get("events") if isinstance(ledger, dict) else None
    out: dict[Any, str] = {}
    for e in events if isinstance(events, list) else []:
        if isinstance(e, dict) and isinstance(e.get("timestamp"), str) and e.get("operationType") == "inference":
            out[e.get("toMessageId")] = e["timestamp"]
    return out


def read(path: Path) -> list[Transcript]:
    if Path(path).suffix.lower() in (".md", ".markdown"):
        return amp_md.read(path, _Reader())
    try:
        thread = json.loads(path.read_bytes())
    except UnicodeDecodeError as e:
        raise IngestError(f"{path}: not UTF-8 text (byte {e.start + 1}); not an Amp thread") from None
    except RecursionError:
        raise IngestError(f"{path}: nested too deeply to read; not an Amp thread") from None
    except ValueError as e:
        raise IngestError(f"{path}: not JSON ({getattr(e, 'msg', e)}); not an Amp thread") from None
    if not isinstance(thread, dict) or not isinstance(thread.get("messages"), list):
        raise IngestError(f"{path}: no messages list; not an Amp thread")
    thread_id = thread.get("id")
    if not isinstance(thread_id, str) or not SESSION_ID_RE.match(thread_id):
        stem = path.stem
        match = re.search(r"T-[0-9a-f-]{36}$", stem)
        thread_id = match.group(0) if match else stem
        if not SESSION_ID_RE.match(thread_id):
            raise IngestError(f"{path}: no thread id; not an Amp thread")

    created = _iso_ms(thread.get("created"))
    produced = _ledger_times(thread)
    reader = _Reader()
    messages: list[dict] = []
    bad: list[Problem] = []
    last = created
    for index, m in enumerate(thread["messages"]):
        if not isinstance(m, dict):
            bad.append(Problem(path, 0, f"messages[{index}]: not an object"))
            continue
        meta = m.get("meta") if isinstance(m.get("meta"), dict) else {}
        usage = m.get("usage") if isinstance(m.get("usage"), dict) else {}
        ts = _iso_ms(meta.get("sentAt")) or _iso_ms(usage.get("timestamp")) or (
            produced.get(m.get("messageId")) if m.get("role") == "assistant" else None) or last
        last = ts or last
        try:
            messages += reader.message(m, ts)
        except (_Bad, TypeError, AttributeError, KeyError, ValueError, RecursionError) as e:
            why = str(e) if isinstance(e, _Bad) else f"a message of an unexpected shape ({e})"
            bad.append(Problem(path, 0, f"messages[{index}]: {why}"))
    if not any(m["role"] in ("user", "assistant") for m in messages):
        raise NotATranscript(path, "no turns", "an Amp thread without any message, not a session")

    env = thread.get("env") if isinstance(thread.get("env"), dict) else {}
    initial = env.get("initial") if isinstance(env.get("initial"), dict) else {}
    trees = [t for t in initial.get("trees") or [] if isinstance(t, dict)] if isinstance(
        initial.get("trees"), list) else []
    meta: dict = {"id": thread_id, "format": NAME}
    cwd = next((p for t in trees if (p := path_of(t.get("uri")))), None)
    meta["cwd"] = cwd or str(path.parent)
    repo = next((t["repository"] for t in trees if isinstance(t.get("repository"), dict)), {})
    ref = repo.get("ref")
    if isinstance(ref, str) and ref.strip():
        meta["git_branch"] = ref.removeprefix("refs/heads/")
    if isinstance(thread.get("title"), str) and thread["title"].strip():
        meta["title"], meta["title_source"] = clean_title(thread["title"]), "summary"
    meta, messages = finish(meta, messages)
    return [Transcript(meta, messages, bad=bad)]
