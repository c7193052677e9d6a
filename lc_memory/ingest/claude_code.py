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
``<local-command-stdout>``, ``<system-reminder>`` ...; a system reminder or CLAUDE.md
injected inside a turn is split out, untyped), not "[Request interrupted by user]",
not what the IDE attached (``<ide_opened_file>``, ``<ide_selection>``, ``<ide_diagnostics>``,
an ACP editor's ``<context ref="...">`` blocks are split out of the person's text into an
untyped message of their own),
not a compaction summary, not a helper agent's (``isSidechain``) turns, and not history a
resumed session carried over from another session id (it comes before the session's own turns).
Sessions Claude Code 1.0 went on writing into the same file after ``/clear`` (a new ``sessionId``
after the file's own turns) are each a session of their own. Thinking blocks are left out. Other
record types (``system``, ``file-history-snapshot``, ...) are kept out, never fatal. A file
whose every turn is a helper agent's (``subagents/agent-*.jsonl``) gives no session.

A sub-agent's tool calls are the session's (``_Reader.sidechain``, ``subagent_files``): from
its ``isSidechain`` records in the session's file (older versions), from
``<session-id>/subagents/agent-<id>.jsonl`` beside it (2.1.2 and later) and from
``agent-<id>.jsonl`` beside it (a Task result names the id), each call marked
``"by": "subagent"`` and placed among the session's messages by time. Its words are the
output of the Task call that started it.

A slash command run with arguments (``<command-name>/cmd</command-name>`` and
``<command-args>args</command-args>``) is the person's words: its wrapper stays untyped and
a typed ``/cmd args`` message follows it (so it can be the title). A command without
arguments (``/clear``, ``/init``) types nothing. A record of a shape the reader cannot use
(a ``message`` that is not an object, content that is a number) is reported as
``file:line`` and skipped; the rest is read.
"""

from __future__ import annotations

import json
import os
import posixpath
import re
from collections import Counter
from pathlib import Path

from lc_memory.errors import IngestError
from lc_memory.ingest import tools
from lc_memory.ingest.common import (
    NotATranscript,
    Transcript,
    block_text,
    clean_title,
    finish,
    head_records,
    message,
    read_records,
    tool_input_text,
)
from lc_memory.ingest.shell import cd_folders
from lc_memory.store.files import SESSION_ID_RE, Problem

NAME = "claude-code"
LABEL = "Claude Code"
_NOT_TYPED = re.compile(
    r"^\s*(?:<(?:command-name|command-message|command-args|local-command-stdout|local-command-stderr|"
    r"local-command-caveat|bash-input|bash-stdout|bash-stderr|system-reminder|user-prompt-submit-hook|"
    r"task-notification|bash-notification|persisted-output)>|\[Request interrupted by user[^\]]*\]\s*$|"
    r"Caveat: The messages below were generated|"
    # Claude Code's answer to a slash command it does not know (`/usage` -> "Unknown skill: usage"),
    # written as a user record after the local-command caveat, with no wrapper (round 21)
    r"Unknown (?:skill|slash command): \S+\s*$)"
)
# Record types that carry sessionId: any of them says "a Claude Code file", even one without turns.
_RECORD_TYPES = ("user", "assistant", "system", "attachment", "queue-operation", "progress")


def slug(path: str | os.PathLike) -> str:
    """Claude Code's folder name for a working folder: every non-alphanumeric becomes '-'."""
    return re.sub(r"[^A-Za-z0-9]", "-", str(Path(path).resolve()))


def projects_folder() -> Path:
    """Where Claude Code keeps every project's transcripts (``$CLAUDE_CONFIG_DIR`` moves ``~/.claude``)."""
    return Path(os.environ.get("CLAUDE_CONFIG_DIR") or "~/.claude").expanduser() / "projects"


def folder(cwd: str | os.PathLike | None = None) -> Path:
    """Where Claude Code keeps the transcripts of ``cwd``."""
    return projects_folder() / slug(cwd or os.getcwd())


def locations() -> list[Path]:
    return [p for p in [projects_folder()] if p.is_dir()]


def sniff(path: Path) -> bool:
    if path.suffix != ".jsonl":
        return False
    for record in head_records(path):
        kind = record.get("type")
        if "systemPayload" in record or isinstance(record.get("message"), dict) and "parts" in record["message"]:
            return False  # Qwen Code's records have the same keys; its messages have parts, its system records a payload
        if kind in _RECORD_TYPES and "sessionId" in record and ("uuid" in record or kind == "queue-operation"):
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


# The file plan mode has the agent write its plan to (``~/.claude/plans/<three words>.md``, or the
# ``plansDirectory`` setting's folder): Claude Code's own state, as its todo list is, not a change
# the session made to the project; what it wrote is still seen (read), and ExitPlanMode's result says
# whether the person took the plan.
_PLAN_FILE = re.compile(r"(?:^|[\\/])\.claude[\\/]plans[\\/][^\\/]+\.md$")

# Claude Code's own words when it refuses a call or the person stops it, as the whole result
# (a command's own failure begins with its output, or "Exit code N"): a `cd` or a redirect
# out of the session's folders, the person's no, a permission prompt aborted or not granted.
_REFUSED = re.compile("|".join((
    r"(?:ERROR: )?cd to '(?P<cd>[^'\n]+)' was blocked\. For security, Claude Code may only change directories "
    r"to child directories of the (?:allowed working directories for this session \(including [^\n]*\)"
    r"|original working directory \([^\n]*\) for this session)\.",
    r"Output redirection to '(?P<out>[^'\n]+)' was blocked\. For security, Claude Code may only write to files "
    r"in the allowed working directories for this session[^\n]*",
    r"The user doesn't want to (?:proceed with this tool use|take this action right now)\.[^\n]*",
    r"Permission prompt was aborted\.",
    r"Claude requested permissions to [^\n]+, but you haven't granted it yet\.",
    r"\[Request interrupted by user for tool use\]",
)))


def _refused(text: str, call: dict | None, cwd: object) -> bool:
    """The result is Claude Code refusing the call (``_REFUSED``, the whole text). A refused
    ``cd`` or redirect counts only when the call's command does ``cd`` to that folder (from
    the session's cwd) or names that file: a failing script that prints the words does not."""
    m = _REFUSED.fullmatch(text.strip())
    if not m:
        return False
    if m.group("cd") is None and m.group("out") is None:
        return True
    command = (call or {}).get("command")
    if not isinstance(command, str):
        return False
    if m.group("out") is not None:
        return ">" in command and m.group("out") in command

    return posixpath.normpath(m.group("cd")) in cd_folders(command, cwd if isinstance(cwd, str) else None)


# What the IDE attached, and what Claude Code injects into a user turn (a system reminder,
# CLAUDE.md as context, a prompt hook's output): never the person's words, wherever in the
# turn it sits.
# An editor driving Claude Code through the Agent Client Protocol (Zed's claude-code-acp) sends
# a file the person attached as an embedded resource: its text in a ``<context ref="file://...">``
# block after the person's words (the ``[@name](file://...)`` link the person picked stays theirs).
_IDE = re.compile(r"(?:<(ide_opened_file|ide_selection|ide_diagnostics|system-reminder|user-prompt-submit-hook)>"
                  r".*?</\1>|<context ref=\"[^\"]*\">.*?</context>)\s*", re.S)
_COMMAND = re.compile(r"<command-name>\s*(/?[^<\s]+)\s*</command-name>")
_COMMAND_ARGS = re.compile(r"<command-args>(.*?)</command-args>", re.S)


def split_ide_context(text: str) -> tuple[str, str]:
    """(what the IDE attached, what the person wrote): ``<ide_opened_file>``,
    ``<ide_selection>``, ``<ide_diagnostics>`` and ACP's ``<context ref="...">`` blocks are the editor's, and
    ``<system-reminder>`` and ``<user-prompt-submit-hook>`` blocks (CLAUDE.md injected as
    context, a hook's output, which the repository's settings can configure) Claude Code's:
    not the person's."""
    context = "".join(m.group(0) for m in _IDE.finditer(text)).strip()
    return context, _IDE.sub("", text).strip() if context else text


def slash_command(text: str) -> str | None:
    """``/cmd args`` for a slash command the person ran with arguments, else None."""
    name, args = _COMMAND.search(text), _COMMAND_ARGS.search(text)
    if not name or not args or not args.group(1).strip():
        return None
    command = name.group(1) if name.group(1).startswith("/") else "/" + name.group(1)
    return f"{command} {args.group(1).strip()}"


def joined_text_blocks(blocks: list) -> list:
    """A user record's adjacent text blocks as one: an ACP editor (Zed's claude-code-acp) sends
    one prompt as several (the person's words, the ``[@name](file://...)`` link they picked,
    more words, then the attached file's ``<context ref>``), which read as several typed
    messages. Joined as the person saw them (with nothing between where a side holds the
    space, else a line break); any other block between keeps them apart."""
    out: list = []
    for b in blocks:
        prev = out[-1] if out else None
        if (isinstance(b, dict) and b.get("type") == "text" and isinstance(b.get("text"), str)
                and isinstance(prev, dict) and prev.get("type") == "text" and isinstance(prev.get("text"), str)):
            a, t = prev["text"], b["text"]
            sep = "" if not a or not t or a[-1].isspace() or t[0].isspace() else "\n"
            out[-1] = {"type": "text", "text": a + sep + t}
        else:
            out.append(b)
    return out


def _user_text(text: str, ts: object, person: bool) -> list[dict]:
    """A user's text: IDE context apart and untyped; a slash command's arguments typed."""
    context, own = split_ide_context(text)
    out = [message("user", context, ts)] if context else []
    if not own.strip():
        return out
    command = slash_command(own)
    if command is not None:
        # The wrapper is kept as it was; the words the person gave the command are typed.
        return out + [message("user", own, ts), message("user", command, ts, typed=person)]
    return out + [message("user", own, ts, typed=person and not _NOT_TYPED.match(own))]


class _Reader:
    """One transcript's records, in order, into messages; each record on its own."""

    def __init__(self, session_id: str) -> None:
        self.session_id = session_id
        self.tool_names: dict[str, str] = {}
        self.calls: dict[str, dict] = {}
        self.parents: set[str] = set()  # the records the person's words followed

    def record(self, r: dict) -> list[dict]:
        kind, ts = r.get("type"), r.get("timestamp")
        if kind == "attachment":
            return self.attachment(r, ts)
        if kind not in ("user", "assistant"):
            return []  # system, file-history-snapshot, summary, and kinds not known yet
        if not isinstance(r.get("message"), dict):
            raise _Bad(f"a {kind} record whose message is not an object")
        content = r["message"].get("content")
        blocks = [{"type": "text", "text": content}] if isinstance(content, str) else content
        if not isinstance(blocks, list):
            raise _Bad(f"a {kind} record whose message content is neither text nor a list of blocks")
        if kind == "user" and len(blocks) > 1:
            blocks = joined_text_blocks(blocks)
        if r.get("isSidechain"):
            return self.sidechain(r, blocks, ts)
        if kind == "user" and r.get("isCompactSummary"):
            return [message("system", block_text(blocks), ts, kind="summary")]
        person = (kind == "user" and not r.get("isMeta") and not r.get("isVisibleInTranscriptOnly")
                  and r.get("sessionId", self.session_id) == self.session_id and _origin_is_person(r))
        # Words from a record the person's words already followed: a rewind, resent (a retry)
        retry = person and isinstance(r.get("parentUuid"), str) and r["parentUuid"] in self.parents
        if person and isinstance(r.get("parentUuid"), str) and any(
                isinstance(b, dict) and b.get("type") == "text" for b in blocks):
            self.parents.add(r["parentUuid"])
        out: list[dict] = []
        for b in blocks:
            if not isinstance(b, dict):
                continue
            btype = b.get("type")
            if btype == "text" and isinstance(b.get("text"), str) and b["text"].strip():
                if kind == "user":
                    said = _user_text(b["text"], ts, person)
                    for m in said:
                        if retry and m.get("typed"):
                            m["retry"] = True
                    out += said
                else:
                    out.append(message("assistant", b["text"], ts))
            elif btype == "tool_use":
                out.append(self.tool_use(b, ts))
            elif btype == "tool_result":
                out.append(self.tool_result(b, r.get("toolUseResult"), ts, r.get("cwd")))
            # thinking, redacted_thinking, image and unknown blocks are left out
        return out

    def sidechain(self, r: dict, blocks: list, ts: object, words: bool = True) -> list[dict]:
        """A sub-agent's turn. Its words are the output of the tool call that started it (a
        ``subagent`` tool result); its own tool calls and their results are the session's
        activity, each call marked ``"by": "subagent"`` (and its ``agent`` id when the record
        has one). ``words=False``: only the calls (a sub-agent's own file, whose answer is
        already the Task call's result)."""
        out: list[dict] = []
        text = "\n".join(b["text"] for b in blocks if isinstance(b, dict) and b.get("type") == "text"
                         and isinstance(b.get("text"), str) and b["text"].strip())
        if text and words:
            m = message("tool", text, ts, kind="tool_result", name="subagent")
            m["result"] = tools.result()
            out.append(m)
        for b in blocks:
            if not isinstance(b, dict):
                continue
            if b.get("type") == "tool_use" and r.get("type") == "assistant":
                m = self.tool_use(b, ts)
                m["call"]["by"] = "subagent"
                if isinstance(r.get("agentId"), str) and r["agentId"]:
                    m["call"]["agent"] = r["agentId"]
                out.append(m)
            elif b.get("type") == "tool_result" and r.get("type") == "user":
                out.append(self.tool_result(b, r.get("toolUseResult"), ts, r.get("cwd")))
        return out

    def attachment(self, r: dict, ts: object) -> list[dict]:
        att = r.get("attachment") if isinstance(r.get("attachment"), dict) else {}
        text = block_text(att.get("prompt"))
        if att.get("type") != "queued_command" or att.get("commandMode") not in (None, "prompt") or not text.strip():
            return []
        person = (_origin_is_person(att) and not att.get("isMeta") and not r.get("isMeta")
                  and not r.get("isSidechain"))
        return _user_text(text, ts, person)

    def tool_use(self, b: dict, ts: object) -> dict:
        name = b["name"] if isinstance(b.get("name"), str) and b["name"] else "tool"
        call = tools.call(name, b.get("input"), b.get("id"))
        if call.get("changes") and all(isinstance(c, dict) and isinstance(c.get("path"), str)
                                       and _PLAN_FILE.search(c["path"]) for c in call["changes"]):
            del call["changes"]  # the plan, written where plan mode keeps it: no file of the project
        if call["id"]:
            self.tool_names[call["id"]], self.calls[call["id"]] = name, call
        # as every reader: its head with a margin, scrubbed with the session, then cut (base.py)
        payload = tool_input_text(json.dumps(b.get("input", {}), ensure_ascii=False, sort_keys=True))
        m = message("assistant", payload, ts, kind="tool_use", name=name)
        m["call"] = call
        return m

    def tool_result(self, b: dict, outcome: object, ts: object, cwd: object = None) -> dict:
        use_id = b.get("tool_use_id") if isinstance(b.get("tool_use_id"), str) else None
        name = self.tool_names.get(use_id, "tool") if use_id else "tool"
        text = block_text(b.get("content"))
        failed = b.get("is_error") is True
        m = message("tool", text, ts, kind="tool_result", name=name)
        m["result"] = tools.result(use_id, error=failed, exit_code=tools.exit_code(text) if failed else None,
                                   refused=failed and _refused(text, self.calls.get(use_id) if use_id else None, cwd))
        _learn_write_op(self.calls.get(use_id) if use_id else None, outcome)
        return m


# A sub-agent's id: "aac57f5", "a057d00ca8257cc88"; not Claude Code's own helpers ("acompact-946d2b").
_AGENT_ID = re.compile(r"a?[0-9a-f]{6,}")


def subagent_files(path: Path, session_id: str, records: list[dict]) -> list[Path]:
    """The transcripts of the session's sub-agents: ``<session-id>/subagents/agent-<id>.jsonl``
    beside the session's file (Claude Code 2.1.2 and later), and, for a sub-agent a Task
    call's result names (``toolUseResult.agentId``), ``agent-<id>.jsonl`` beside it (before
    2.1.2). Claude Code's own helpers there (``agent-acompact-…``, the compaction) are not
    sub-agents. Older versions wrote a sub-agent's turns into the session's own file
    (``isSidechain``), which ``_Reader.sidechain`` reads."""
    named = [r["toolUseResult"]["agentId"] for r in records if isinstance(r.get("toolUseResult"), dict)
             and isinstance(r["toolUseResult"].get("agentId"), str)]
    folder = path.parent / session_id / "subagents"
    found = sorted(p for p in folder.glob("agent-*.jsonl")
                   if _AGENT_ID.fullmatch(p.stem[6:]) or p.stem[6:] in named) if folder.is_dir() else []
    for agent in named:
        legacy = path.parent / f"agent-{agent}.jsonl"
        if re.fullmatch(r"[\w-]+", agent) and legacy.is_file() and legacy not in found \
                and (folder / legacy.name) not in found:
            found.append(legacy)
    return found


def _subagent_messages(reader: _Reader, path: Path, session_id: str, records: list[dict]) -> list[dict]:
    """The tool calls and results of the session's sub-agents, from their own files (only
    the records of this session's sub-agents: ``isSidechain`` and its ``sessionId``)."""
    out: list[dict] = []
    for sub in subagent_files(path, session_id, records):
        try:
            numbered, _ = read_records(sub, NAME)
        except (OSError, IngestError):
            continue  # a sub-agent's file that cannot be read takes nothing from the session
        for _, r in numbered:
            if not (r.get("isSidechain") and r.get("sessionId") == session_id and r.get("type") in ("user", "assistant")
                    and isinstance(r.get("message"), dict) and isinstance(r["message"].get("content"), list)):
                continue
            try:
                out += reader.sidechain(r, r["message"]["content"], r.get("timestamp"), words=False)
            except (TypeError, AttributeError, KeyError, ValueError, RecursionError):
                continue
    return out


def _merged(messages: list[dict], sub: list[dict]) -> list[dict]:
    """The sub-agents' messages placed among the session's by time (each before the first
    of the session's messages after it); any left over go before the agent's closing words."""
    if not sub:
        return messages
    sub = sorted(sub, key=lambda m: m.get("ts") or "")
    out: list[dict] = []
    j = 0
    for m in messages:
        if m.get("ts"):
            while j < len(sub) and (sub[j].get("ts") or "") < m["ts"]:
                out.append(sub[j])
                j += 1
        out.append(m)
    end = len(out)
    while end and out[end - 1].get("role") == "assistant" and out[end - 1].get("kind", "text") == "text":
        end -= 1
    return out[:end] + sub[j:] + out[end:]


class _Bad(ValueError):
    """A record of a shape this reader cannot use: reported as ``file:line`` and skipped."""


def read(path: Path) -> list:

    numbered, bad = read_records(path, NAME)
    records = [r for _, r in numbered]
    turns = [r for r in records if r.get("type") in ("user", "assistant") and isinstance(r.get("message"), dict)]
    if not turns:
        if any(r.get("type") in (*_RECORD_TYPES, "summary", "file-history-snapshot") for r in records):
            # A session that never got a turn: only summaries, snapshots, queue operations or attachments.
            raise NotATranscript(path, "no turns", "no user or assistant turns, not a session")
        if bad:
            raise IngestError(f"{bad[0]}; not a Claude Code transcript")
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

    # Claude Code 1.0 kept writing the same file after /clear, each later session under its own
    # id (round 21 held: one file, five sessions after the first): an id whose first turn comes
    # after this file's own is a session of its own, not history carried over (which comes first).
    later = _later_sessions(turns, session_id)
    own_records = [(n, r) for n, r in numbered if r.get("sessionId") not in later]
    out = [_transcript(path, session_id, own_records, bad)]
    for other in later:
        # its title, if Claude Code summed it up, is a summary record (no sessionId) naming its turn
        out.append(_transcript(path, other, [(n, r) for n, r in numbered if r.get("sessionId") == other
                                             or r.get("type") == "summary"], []))
    kept = [t for t in out if not only_claude_codes_words(t.messages)]
    if not kept:
        raise NotATranscript(path, "no turns", "only Claude Code's own words (a command's caveat and its "
                             "reply), nothing typed and no answer, not a session")
    return kept


def api_error(r: dict) -> dict | None:
    """The agent's words for a ``system`` record of subtype ``api_error`` (Claude Code 2.1: a
    request that failed, each retry logged with the provider's status and message): "API Error:
    401 ...", as Claude Code writes one when it gives up. Kept only where no answer followed
    before the person spoke again or the session ended (round 25: a "hi" answered by six such
    records read "Nothing was asked of the agent"). None for any other record."""
    if r.get("type") != "system" or r.get("subtype") != "api_error":
        return None
    err = r.get("error") if isinstance(r.get("error"), dict) else {}
    status, said, inner = err.get("status"), None, err
    for _ in range(4):  # {"error": {"error": {"message": ...}}}, nested as the provider sent it
        if isinstance(inner.get("message"), str) and inner["message"].strip():
            said = inner["message"]
            break
        inner = inner.get("error") if isinstance(inner.get("error"), dict) else {}
    words = " ".join(x for x in (str(status) if isinstance(status, int) else "", " ".join((said or "").split())) if x)
    text = "API Error" + (": " + (words if len(words) <= 300 else words[:297] + "...") if words else "")
    return message("assistant", text, r.get("timestamp"))


def only_claude_codes_words(messages: list[dict]) -> bool:
    """Whether a session holds nothing typed, no word or call of the agent's and no command the
    person ran (``<bash-input>``): only what Claude Code wrote itself, as after a slash command
    without arguments that it did not know (``/buddy`` -> "Unknown skill: buddy", round 24)."""
    return not any(m.get("typed") or m["role"] == "assistant" or "<bash-input>" in m["content"]
                   for m in messages)


def _later_sessions(turns: list[dict], session_id: str) -> list[str]:
    """The session ids whose first turn in the file comes after the first turn of ``session_id``,
    in order: sessions started in the same file after it (``/clear`` in Claude Code 1.0)."""
    first: dict[str, int] = {}
    for i, r in enumerate(turns):
        sid = r.get("sessionId")
        if isinstance(sid, str) and sid not in first and SESSION_ID_RE.match(sid):
            first[sid] = i
    start = first.get(session_id, 0)
    return [sid for sid, i in first.items() if sid != session_id and i > start]


def _transcript(path: Path, session_id: str, numbered: list[tuple[int, dict]], bad: list[Problem]) -> Transcript:
    """One session's transcript from its records (the file's, or those under its id)."""
    records = [r for _, r in numbered]
    turns = [r for r in records if r.get("type") in ("user", "assistant") and isinstance(r.get("message"), dict)]
    summaries = [r for r in records if r.get("type") == "summary" and isinstance(r.get("summary"), str)]
    reader = _Reader(session_id)
    messages: list[dict] = []
    failed: tuple[int, dict] | None = None  # the last API error no answer followed yet, and where
    for number, r in numbered:
        error = api_error(r)
        if error is not None:
            failed = (len(messages), error)
            continue
        try:
            got = reader.record(r)
        except (_Bad, TypeError, AttributeError, KeyError, ValueError, RecursionError) as e:
            why = str(e) if isinstance(e, _Bad) else f"a {r.get('type')!s:.20} record of an unexpected shape ({e})"
            bad.append(Problem(path, number, why))
            continue
        if failed and any(m["role"] == "assistant" for m in got):
            failed = None  # a retry went through, or Claude Code wrote the error as the agent's words
        elif failed and any(m.get("typed") for m in got):
            messages.insert(*failed)
            failed = None
        messages += got
    if failed:
        messages.insert(*failed)
    bad.sort(key=lambda p: p.line)

    messages = _merged(messages, _subagent_messages(reader, path, session_id, records))
    uuids = {r["uuid"] for r in turns if isinstance(r.get("uuid"), str)}
    own = [s for s in summaries if "leafUuid" not in s or (isinstance(s["leafUuid"], str) and s["leafUuid"] in uuids)]
    meta = {
        "id": session_id,
        "cwd": next((r["cwd"] for r in turns if isinstance(r.get("cwd"), str)), None),
        "format": NAME,
    }
    branch = next((r["gitBranch"] for r in turns if isinstance(r.get("gitBranch"), str) and r["gitBranch"]), None)
    if branch:
        meta["git_branch"] = branch
    if own:
        meta["title"], meta["title_source"] = clean_title(own[-1]["summary"]), "summary"
    meta, messages = finish(meta, messages)
    return Transcript(meta, messages, bad=bad)
