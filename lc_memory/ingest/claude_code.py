"""Claude Code project transcripts: ``~/.claude/projects/<slug>/<session-id>.jsonl``.

One JSON record a line. Read here:

- ``user`` / ``assistant`` records: ``message.content`` is a string or a list of blocks
  (``text``, ``tool_use``, ``tool_result``, ``thinking``, ``image``); with ``sessionId``,
  ``cwd``, ``timestamp``, ``uuid`` / ``parentUuid``, ``isMeta``, ``isSidechain``,
  ``isCompactSummary``.
- ``summary`` records (``summary``, ``leafUuid``): the session's title.
- ``attachment`` records of type ``queued_command``: a prompt typed while the agent worked.

Typed is only what the person typed: not a ``tool_result`` (user records carry those), not
``isMeta`` records (caveats, hook feedback), not command wrappers (``<command-name>``,
``<local-command-stdout>``, ``<system-reminder>`` ...), not "[Request interrupted by user]",
not a compaction summary, not a helper agent's (``isSidechain``) turns, and not history a
resumed session carried over from another session id. Thinking blocks are left out. Other
record types (``system``, ``file-history-snapshot``, ...) are kept out, never fatal. A file
whose every turn is a helper agent's (``subagents/agent-*.jsonl``) gives no session.
"""

from __future__ import annotations

import json
import re
from collections import Counter
from pathlib import Path

from ..redact import redact_secrets
from ..store import SESSION_ID_RE
from . import tools
from .common import block_text, clean_title, finish, head_records, message, read_records

NAME = "claude-code"
_NOT_TYPED = re.compile(
    r"^\s*(?:<(?:command-name|command-message|command-args|local-command-stdout|local-command-stderr|"
    r"local-command-caveat|bash-input|bash-stdout|bash-stderr|system-reminder|user-prompt-submit-hook|"
    r"task-notification|persisted-output)>|\[Request interrupted by user[^\]]*\]\s*$|"
    r"Caveat: The messages below were generated)"
)
_TOOL_INPUT_CHARS = 2000


def sniff(path: Path) -> bool:
    if path.suffix != ".jsonl":
        return False
    for record in head_records(path):
        kind = record.get("type")
        if kind in ("user", "assistant", "system") and "sessionId" in record and "uuid" in record:
            return True
        if kind == "summary" and "leafUuid" in record:
            return True
        if kind == "file-history-snapshot" and "messageId" in record:
            return True
    return False


def _origin_is_person(record: dict) -> bool:
    origin = record.get("origin")
    return not isinstance(origin, dict) or origin.get("kind") in (None, "human")


def _learn_write_op(call: dict | None, outcome: object) -> None:
    """A Write's result says whether it created the file or replaced it."""
    if call and call.get("tool") == "write" and isinstance(outcome, dict) and outcome.get("type") == "update":
        for change in call.get("changes", []):
            change["op"] = "update"


def read(path: Path) -> list:
    from . import IngestError, Transcript

    records = read_records(path, NAME)
    turns = [r for r in records if r.get("type") in ("user", "assistant") and isinstance(r.get("message"), dict)]
    summaries = [r for r in records if r.get("type") == "summary" and isinstance(r.get("summary"), str)]
    if not turns:
        if summaries or any(r.get("type") == "file-history-snapshot" for r in records):
            return []  # a session that never got a turn
        raise IngestError(f"{path}: no user or assistant records; not a Claude Code transcript")
    if all(r.get("isSidechain") for r in turns):
        return []  # a helper agent's own log: its work is in the parent session's tool results
    ids = Counter(r["sessionId"] for r in turns if isinstance(r.get("sessionId"), str))
    if SESSION_ID_RE.match(path.stem) and (path.stem in ids or not ids):
        session_id = path.stem
    elif ids:
        session_id = next(r["sessionId"] for r in reversed(turns) if isinstance(r.get("sessionId"), str))
    else:
        raise IngestError(f"{path}: no sessionId in any record; not a Claude Code transcript")

    tool_names: dict[str, str] = {}
    calls: dict[str, dict] = {}
    messages: list[dict] = []
    for r in records:
        kind, ts = r.get("type"), r.get("timestamp")
        if kind == "attachment":
            att = r.get("attachment") if isinstance(r.get("attachment"), dict) else {}
            text = block_text(att.get("prompt"))
            if att.get("type") == "queued_command" and att.get("commandMode", "prompt") == "prompt" and text.strip():
                typed = (_origin_is_person(att) and not att.get("isMeta") and not r.get("isMeta")
                         and not r.get("isSidechain") and not _NOT_TYPED.match(text))
                messages.append(message("user", text, ts, typed=typed))
            continue
        if kind not in ("user", "assistant") or not isinstance(r.get("message"), dict):
            continue  # system, file-history-snapshot, summary, and kinds not known yet
        content = r["message"].get("content")
        blocks = [{"type": "text", "text": content}] if isinstance(content, str) else content
        if not isinstance(blocks, list):
            continue
        if r.get("isSidechain"):
            # A helper agent's turns are the output of the tool call that started it.
            text = "\n".join(b["text"] for b in blocks if isinstance(b, dict) and b.get("type") == "text"
                             and isinstance(b.get("text"), str) and b["text"].strip())
            if text:
                m = message("tool", text, ts, kind="tool_result", name="subagent")
                m["result"] = tools.result()
                messages.append(m)
            continue
        if kind == "user" and r.get("isCompactSummary"):
            messages.append(message("system", block_text(blocks), ts, kind="summary"))
            continue
        person = (kind == "user" and not r.get("isMeta") and not r.get("isVisibleInTranscriptOnly")
                  and r.get("sessionId", session_id) == session_id and _origin_is_person(r))
        for b in blocks:
            if not isinstance(b, dict):
                continue
            btype = b.get("type")
            if btype == "text" and isinstance(b.get("text"), str) and b["text"].strip():
                text = b["text"]
                if kind == "user":
                    messages.append(message("user", text, ts, typed=person and not _NOT_TYPED.match(text)))
                else:
                    messages.append(message("assistant", text, ts))
            elif btype == "tool_use":
                name = str(b.get("name") or "tool")
                call = tools.call(name, b.get("input"), b.get("id"))
                if call["id"]:
                    tool_names[call["id"]], calls[call["id"]] = name, call
                # Scrubbed whole, then cut: a cut first could leave half a token the scrub misses.
                payload = redact_secrets(json.dumps(b.get("input", {}), ensure_ascii=False, sort_keys=True))
                m = message("assistant", payload[:_TOOL_INPUT_CHARS], ts, kind="tool_use", name=name)
                m["call"] = call
                messages.append(m)
            elif btype == "tool_result":
                use_id = b.get("tool_use_id")
                name = tool_names.get(use_id, "tool")
                text = block_text(b.get("content"))
                m = message("tool", text, ts, kind="tool_result", name=name)
                m["result"] = tools.result(use_id, error=b.get("is_error") is True,
                                           exit_code=tools.exit_code(text) if b.get("is_error") is True else None)
                _learn_write_op(calls.get(use_id), r.get("toolUseResult"))
                messages.append(m)
            # thinking, redacted_thinking, image and unknown blocks are left out

    title_source = "summary"
    uuids = {r.get("uuid") for r in turns}
    own = [s for s in summaries if s.get("leafUuid") in uuids or "leafUuid" not in s]
    meta = {
        "id": session_id,
        "cwd": next((r["cwd"] for r in turns if isinstance(r.get("cwd"), str)), None),
        "format": NAME,
    }
    branch = next((r["gitBranch"] for r in turns if isinstance(r.get("gitBranch"), str) and r["gitBranch"]), None)
    if branch:
        meta["git_branch"] = branch
    if own:
        meta["title"], meta["title_source"] = clean_title(own[-1]["summary"]), title_source
    meta, messages = finish(meta, messages)
    return [Transcript(meta, messages)]
