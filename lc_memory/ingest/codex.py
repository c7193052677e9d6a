"""Codex CLI session rollouts: ``~/.codex/sessions/YYYY/MM/DD/rollout-<date>-<id>.jsonl``.

Each line is ``{"timestamp", "type", "payload"}``:

- ``session_meta``: ``payload.id``, ``cwd``, ``timestamp``, ``git`` (the session).
- ``response_item``: ``message`` (``role`` user/assistant; ``content`` blocks ``input_text`` /
  ``output_text``), ``function_call`` (``name``, ``arguments``, ``call_id``),
  ``function_call_output`` (``call_id``, ``output``), ``custom_tool_call`` /
  ``custom_tool_call_output``, ``local_shell_call``, ``reasoning`` (left out).
- ``event_msg``: ``user_message`` (what the person typed), ``agent_message`` and others
  that repeat response items (left out, so nothing is counted twice).
- ``turn_context``, ``compacted`` and unknown types: kept out, never fatal.

Typed is only a user message whose text the person typed: an ``event_msg`` ``user_message``
says which; without any (older rollouts), a user message that is not injected context
(``<environment_context>``, ``<user_instructions>``, "# AGENTS.md instructions ...").
The oldest rollouts, a bare ``{"id", "timestamp", "instructions"}`` first line and bare
response items after it, are read too.
"""

from __future__ import annotations

import json
import re
from pathlib import Path

from ..fold import normalize
from ..redact import redact_secrets
from . import tools
from .common import block_text, finish, head_records, message, read_records

NAME = "codex"
_INJECTED = re.compile(
    r"^\s*(?:<(?:environment_context|user_instructions|INSTRUCTIONS|user_shell_command|turn_aborted)>|"
    r"# AGENTS\.md instructions)",
)
_ITEM_TYPES = ("message", "function_call", "function_call_output", "custom_tool_call",
               "custom_tool_call_output", "local_shell_call", "reasoning", "web_search_call")


def _legacy_head(record: dict) -> bool:
    return "type" not in record and isinstance(record.get("id"), str) and "timestamp" in record


def sniff(path: Path) -> bool:
    if path.suffix != ".jsonl":
        return False
    for n, record in enumerate(head_records(path, 10)):
        if record.get("type") == "session_meta" and isinstance(record.get("payload"), dict):
            return True
        if n == 0 and _legacy_head(record) and path.name.startswith("rollout-"):
            return True
    return False


def _items(records: list[dict]) -> tuple[dict, list[tuple[str | None, str, dict]]]:
    """(session payload, [(timestamp, record type, payload)]) for both layouts."""
    session: dict = {}
    items = []
    for i, r in enumerate(records):
        if i == 0 and _legacy_head(r):
            session = r
            continue
        if r.get("type") in _ITEM_TYPES and "payload" not in r:
            items.append((None, "response_item", r))  # an old rollout's bare response item
            continue
        payload = r.get("payload")
        if not isinstance(payload, dict):
            continue
        if r.get("type") == "session_meta" and not session:
            session = payload
        else:
            items.append((r.get("timestamp"), str(r.get("type")), payload))
    return session, items


def read(path: Path) -> list:
    from . import IngestError, Transcript

    session, items = _items(read_records(path, NAME))
    if not isinstance(session.get("id"), str) or not session["id"]:
        raise IngestError(f"{path}: no session_meta with an id; not a Codex rollout")
    said = [normalize(block_text(p.get("message"))) for _, kind, p in items
            if kind == "event_msg" and p.get("type") == "user_message"]
    remaining = list(said)
    tools_by_id: dict[str, str] = {}
    messages: list[dict] = []
    for ts, kind, p in items:
        ts = ts or session.get("timestamp")
        if kind != "response_item":
            continue
        ptype = p.get("type")
        if ptype == "message" and p.get("role") in ("user", "assistant", "developer", "system"):
            text = block_text(p.get("content"))
            if not text.strip():
                continue
            if p["role"] == "assistant":
                messages.append(message("assistant", text, ts))
            elif p["role"] == "user":
                if said:
                    key = normalize(text)
                    typed = key in remaining
                    if typed:
                        remaining.remove(key)
                else:
                    typed = not _INJECTED.match(text)
                messages.append(message("user", text, ts, typed=typed))
            else:
                messages.append(message("system", text, ts))
        elif ptype in ("function_call", "custom_tool_call", "local_shell_call"):
            name = str(p.get("name") or ("shell" if ptype == "local_shell_call" else "tool"))
            call_id = p.get("call_id") if isinstance(p.get("call_id"), str) else p.get("id")
            if isinstance(call_id, str):
                tools_by_id[call_id] = name
            raw = p.get("arguments", p.get("input", p.get("action", "")))
            args = raw if isinstance(raw, str) else json.dumps(raw, ensure_ascii=False, sort_keys=True)
            m = message("assistant", redact_secrets(args), ts, kind="tool_use", name=name)
            m["call"] = tools.call(name, raw, call_id)
            messages.append(m)
        elif ptype in ("function_call_output", "custom_tool_call_output"):
            output, code = p.get("output"), None
            if isinstance(output, str):
                try:  # the shell tool wraps its output: {"output": ..., "metadata": {"exit_code": ...}}
                    inner = json.loads(output)
                except (ValueError, RecursionError):
                    inner = None
                if isinstance(inner, dict):
                    meta_ = inner.get("metadata")
                    code = meta_.get("exit_code") if isinstance(meta_, dict) else inner.get("exit_code")
                    output = inner.get("output", output)
            text = output if isinstance(output, str) else block_text(output) or json.dumps(output)
            if not isinstance(code, int):
                code = tools.exit_code(text)
            m = message("tool", str(text), ts, kind="tool_result", name=tools_by_id.get(p.get("call_id"), "tool"))
            m["result"] = tools.result(p.get("call_id"), exit_code=code)
            messages.append(m)
        # reasoning (encrypted), web_search_call and unknown items are left out
    meta = {"id": session["id"], "format": NAME}
    if isinstance(session.get("cwd"), str):
        meta["cwd"] = session["cwd"]
    if isinstance(session.get("timestamp"), str):
        meta["created"] = session["timestamp"]
    git = session.get("git")
    if isinstance(git, dict) and isinstance(git.get("branch"), str):
        meta["git_branch"] = git["branch"]
    meta, messages = finish(meta, messages)
    return [Transcript(meta, messages)]
