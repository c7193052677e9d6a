"""Codex CLI session rollouts: ``~/.codex/sessions/YYYY/MM/DD/rollout-<date>-<id>.jsonl``.

Each line is ``{"timestamp", "type", "payload"}``:

- ``session_meta``: ``payload.id``, ``cwd``, ``timestamp``, ``git`` (the session).
- ``response_item``: ``message`` (``role`` user/assistant; ``content`` blocks ``input_text`` /
  ``output_text``), ``function_call`` (``name``, ``arguments``, ``call_id``),
  ``function_call_output`` (``call_id``, ``output``), ``custom_tool_call`` /
  ``custom_tool_call_output``, ``local_shell_call``, ``reasoning`` (left out).
- ``event_msg``: ``user_message`` (what the person typed), ``agent_message`` and others
  that repeat response items (left out, so nothing is counted twice).
- ``compacted``: its ``message``, the model's summary of the turns it replaced, is a compaction
  summary (``kind="summary"``), as other agents' are.
- ``turn_context`` and unknown types: kept out, never fatal.

Typed is only a user message whose text the person typed: an ``event_msg`` ``user_message``
says which; without any (older rollouts), a user message that is not injected context
(``<environment_context>``, ``<user_instructions>``, ``<repo_instructions>``, "# AGENTS.md
instructions ..."). A message whose content blocks mix injected context and the person's
words is read block by block: the injected blocks are untyped messages of their own.
In the IDE extension's messages only the text after ``## My request for Codex:`` is typed;
the ``# Context from my IDE setup:`` block before it becomes an untyped message of its own.
An item of a shape the reader cannot use is reported as ``file:line`` and skipped.
The oldest rollouts, a bare ``{"id", "timestamp", "instructions"}`` first line and bare
response items after it, are read too.
"""

from __future__ import annotations

import json
import os
import re
from pathlib import Path

from lc_memory.errors import IngestError
from lc_memory.ingest import tools
from lc_memory.ingest.common import (
    NotATranscript,
    Transcript,
    block_text,
    finish,
    head_records,
    message,
    read_records,
    tool_input_text,
)
from lc_memory.store.files import Problem
from lc_memory.text import normalize

NAME = "codex"
LABEL = "Codex"
# What Codex puts in a user turn that the person did not type, in every version read so far:
# the repository's AGENTS.md (``<repo_instructions>`` in older rollouts, "# AGENTS.md
# instructions for <dir>" in newer), the user's own instruction file, the environment.
_INJECTED = re.compile(
    r"^\s*(?:<(?:environment_context|user_instructions|repo_instructions|INSTRUCTIONS|user_shell_command|"
    r"turn_aborted|permissions instructions|collaboration_mode|skill)\b[^>]*>|"
    r"# AGENTS\.md instructions)",
)
# The text blocks Codex Desktop puts around an attached image ("<image>", "<image name=[Image #1]>", "</image>").
_IMAGE_TAG = re.compile(r"\s*</?image\b[^>]*>\s*\Z")
# What Codex tells the model when the person stopped a turn (Esc), as its own user message.
_ABORTED = re.compile(r"^\s*<turn_aborted>\s*The user interrupted the previous turn on purpose\b")
STOPPED = "[Request interrupted by user]"
_ITEM_TYPES = ("message", "function_call", "function_call_output", "custom_tool_call",
               "custom_tool_call_output", "local_shell_call", "reasoning", "web_search_call")


def _legacy_head(record: dict) -> bool:
    return "type" not in record and isinstance(record.get("id"), str) and "timestamp" in record


def folder() -> Path:
    """Where Codex keeps every project's rollouts (``$CODEX_HOME`` moves ``~/.codex``)."""
    return Path(os.environ.get("CODEX_HOME") or "~/.codex").expanduser() / "sessions"


def locations() -> list[Path]:
    """``sessions``, and ``archived_sessions`` beside it: the desktop app and the IDE move the
    rollout of a thread the person archived there, flat (round 24: a home's archived threads)."""
    return [p for p in [folder(), folder().parent / "archived_sessions"] if p.is_dir()]


def sniff(path: Path) -> bool:
    if path.suffix != ".jsonl":
        return False
    for n, record in enumerate(head_records(path, 10)):
        if record.get("type") == "session_meta" and isinstance(record.get("payload"), dict):
            return True
        if n == 0 and _legacy_head(record) and path.name.startswith("rollout-"):
            return True
    return False


def _items(records: list[tuple[int, dict]]) -> tuple[dict, list[tuple[int, str | None, str, dict]]]:
    """(session payload, [(line, timestamp, record type, payload)]) for both layouts."""
    session: dict = {}
    items = []
    for i, (number, r) in enumerate(records):
        if i == 0 and _legacy_head(r):
            session = r
            continue
        if r.get("type") in _ITEM_TYPES and "payload" not in r:
            items.append((number, None, "response_item", r))  # an old rollout's bare response item
            continue
        payload = r.get("payload")
        if not isinstance(payload, dict):
            continue
        if r.get("type") == "session_meta" and not session:
            session = payload
        else:
            items.append((number, r.get("timestamp"), str(r.get("type")), payload))
    return session, items


_IDE_REQUEST = "## My request for Codex:"
# The blocks Codex Desktop writes before the person's words, each under its heading, and then the request's own
# heading ("## My request for Codex:", or "## My request:"): files the person attached or pasted, comments on a page
# of its browser, chats referred to (real 2026 rollouts of unseen round 24; readers of Codex's files list the same).
_CODEX_BLOCKS = ("# Files mentioned by the user:", "# Files pasted by the user:", "# Browser comments:",
                 "# In app browser:", "## Referenced chats with Codex:", "## Referenced ChatGPT conversation:")
_REQUEST_HEADING = re.compile(r"^## My request(?: for Codex)?:", re.M)
# A file the person attached through an ACP editor (Zed's codex-acp, as claude-code-acp does): its
# text in a ``<context ref="file://...">`` block after the person's words and their ``[@name](uri)`` link.
_ACP_CONTEXT = re.compile(r"\s*<context ref=\"[^\"]*\">.*?</context>", re.S)


def without_acp_context(text: str) -> str:
    """*text* without the ``<context ref>`` blocks an ACP editor put after the person's words."""
    return _ACP_CONTEXT.sub("", text).strip() if "<context ref=" in text else text


def split_ide_context(text: str) -> tuple[str, str]:
    """(IDE context, the person's request) of a Codex IDE extension message: only the text
    after ``## My request for Codex:`` is the person's; the ``# Context from my IDE setup:``
    block (active file, open tabs, selection) is the editor's, and so are the blocks Codex
    Desktop writes before the request (``_CODEX_BLOCKS``); so are an ACP editor's
    ``<context ref>`` blocks (the words and the ``[@name](uri)`` link around them are the person's)."""
    if "<context ref=" in text and _ACP_CONTEXT.search(text):
        context = "\n".join(m.group(0).strip() for m in _ACP_CONTEXT.finditer(text))
        return context, without_acp_context(text)
    if "# Context from my IDE setup:" in text and _IDE_REQUEST in text:
        head, _, request = text.rpartition(_IDE_REQUEST)
        return (head + _IDE_REQUEST).strip(), request.strip()
    if text.lstrip().startswith(_CODEX_BLOCKS) and (asks := list(_REQUEST_HEADING.finditer(text))):
        ask = asks[-1]
        return text[:ask.end()].strip(), text[ask.end():].strip()
    return "", text


# A custom prompt run as ``/prompts:NAME ARGS``: Codex records its file's text with the arguments
# put in ($ARGUMENTS, $1..$9, $NAME), not what the person typed (spec-kit's ``/prompts:speckit.implement
# T017`` became "## User Input ```text T017``` You **MUST** consider ..."). Read against the prompt
# files in the rollouts' CODEX_HOME and in the project's ``.codex/prompts``.
_PLACEHOLDER = re.compile(r"\$(ARGUMENTS|[1-9]|[A-Z][A-Z0-9_]*)")
_FRONTMATTER = re.compile(r"\A---[ \t]*\n.*?\n---[ \t]*(?:\n|\Z)", re.S)
MAX_PROMPT_CHARS = 65536
HEAD_CHARS = 200  # of a prompt file's text after its first placeholder, which tells a changed file
MIN_HEAD_CHARS = 80  # a head shorter than this tells no file from an ordinary message


def prompt_dirs(path: Path, cwd: object) -> list[Path]:
    """Where the custom prompts of a rollout at ``path`` are: ``prompts`` beside the ``sessions``
    folder holding it (its CODEX_HOME), and the project's ``.codex/prompts``."""
    home = next((p.parent for p in path.parents if p.name in ("sessions", "archived_sessions")), None)
    dirs = [home / "prompts"] if home else []
    if isinstance(cwd, str) and cwd.startswith("/"):
        dirs.append(Path(cwd) / ".codex" / "prompts")
    return dirs


# A spec-kit command's prompt (github/spec-kit's templates/commands: /speckit.constitution,
# /speckit.specify, ...) as Codex sends it when its prompt file is not where the reader looks:
# the person's words after the command are the fenced "User Input", the rest is the file's.
_SPEC_KIT_INPUT = re.compile(
    r"\A\s*## User Input\s*\n\s*```(?:text)?\n(.*?)\n?```\s*\n\s*You \*\*MUST\*\* consider the user input", re.S)


# The prompt Codex's `/init` sends in the person's place (codex-rs/tui/prompt_for_init_command.md):
# typed is the command; the prompt is an untyped message (unseen round 25, seen on its held third).
_INIT_PROMPT = "Generate a file named AGENTS.md that serves as a contributor guide for this repository."


def spec_kit_input(text: str) -> str | None:
    """The person's words in a spec-kit command's prompt (what they typed after the command, "" for
    none); None for any other text."""
    m = _SPEC_KIT_INPUT.match(text)
    return m.group(1).strip() if m else None


def _without_front_matter(text: str) -> str:
    """*text* without the front matter that opens it (``---\\ndescription: ...\\n---``), stripped."""
    return _FRONTMATTER.sub("", text, count=1).strip()


def prompt_templates(dirs: list[Path]) -> dict[str, str]:
    """{name: body} of the ``*.md`` prompt files in ``dirs`` (the first of a name wins), front matter left out."""
    out: dict[str, str] = {}
    for d in dirs:
        try:
            files = sorted(d.glob("*.md")) if d.is_dir() else []
        except OSError:
            continue
        for f in files:
            try:
                text = f.read_text(encoding="utf-8", errors="replace")[:MAX_PROMPT_CHARS]
            except OSError:
                continue
            out.setdefault(f.stem, _without_front_matter(text.replace("\r\n", "\n")))
    return out


def expanded_prompt(text: str, templates: dict[str, str]) -> str | None:
    """What the person typed (``/prompts:NAME ARGS``) when ``text`` is a custom prompt's file
    with its arguments put in; None when it is none of ``templates``. A file whose text no
    longer matches whole (changed since the session: a Spec Kit upgrade rewrites its prompts)
    is told by its head, through its first placeholder and ``HEAD_CHARS`` of what follows."""
    # (a file's front matter is left out of its text, as Codex does; a build that sent it on
    # sent it whole, "---\ndescription: ...\n---" first)
    t = _without_front_matter(text.replace("\r\n", "\n").strip())
    heads: list[tuple[str, re.Pattern]] = []
    for name, body in templates.items():
        parts = _PLACEHOLDER.split(body)
        if not body or not t.startswith(parts[0][:200]):
            continue
        if len(parts) == 1:
            if t == body:
                return f"/prompts:{name}"
            continue
        pattern, seen = [re.escape(parts[0])], []
        for i in range(1, len(parts), 2):
            key = parts[i]
            pattern.append(f"(?P={'p' + key})" if key in seen else f"(?P<{'p' + key}>.*?)")
            seen.append(key)
            pattern.append(re.escape(parts[i + 1]))
        m = re.fullmatch("".join(pattern), t, re.S)
        if m:
            return _typed_prompt(name, m)
        after = parts[2][:HEAD_CHARS]
        if len(parts[0].strip()) + len(after.strip()) >= MIN_HEAD_CHARS:
            heads.append((name, re.compile(f"{re.escape(parts[0])}(?P<p{parts[1]}>.*?){re.escape(after)}", re.S)))
    for name, head in heads:
        if m := head.match(t):
            return _typed_prompt(name, m)
    return None


def _typed_prompt(name: str, m: re.Match) -> str:
    # (a placeholder sent on as it is, "$ARGUMENTS", was given no argument: the IDE's prompt)
    args = " ".join(" ".join(v.split()) for k, v in m.groupdict().items()
                    if v and v.strip() and v.strip() != "$" + k[1:])
    return f"/prompts:{name} {args}".strip()


def helper_kind(session: dict) -> str | None:
    """What kind of Codex helper agent wrote a rollout (its ``session_meta`` ``source.subagent``):
    ``"thread_spawn"`` for an agent the session's own agent started (``spawn_agent``), else
    Codex's own runs (``"review"``, ``"compact"``, ``"memory_consolidation"``, another by name:
    the approval reviewer ``{"other": "guardian"}``); None for a session the person ran."""
    source = session.get("source")
    if not isinstance(source, dict) or "subagent" not in source:
        return None
    sub = source["subagent"]
    if isinstance(sub, dict):
        if "thread_spawn" in sub:
            return "thread_spawn"
        other = sub.get("other")
        return other if isinstance(other, str) and other else next(iter(sub), "subagent")
    return sub if isinstance(sub, str) and sub else "subagent"


# The Codex IDE extension names a task by a run of its own (``codex exec``, ``source: "exec"``,
# read-only, a small model) whose one ask is its title prompt with the person's prompt inside
# ("Generate a concise UI title (20-40 characters) for this task. ...", 0.81; "You are a helpful
# assistant. You will be presented with a user prompt ... Generate a concise UI title (18-36
# characters) ...", 0.88: real rollouts of unseen round 25). Its answer is the title in the list.
_TITLE_PROMPT = re.compile(r"\bGenerate a concise UI title \(\d+\s*-\s*\d+ characters\) for this task\.", re.I)


def titles_a_task(session: dict, said: list[str]) -> bool:
    """Whether a rollout is the IDE extension's run that names a task: an ``exec`` run whose
    only ask opens with its title prompt. The person's prompt it quotes is in their own session."""
    return (session.get("source") == "exec" and len(said) == 1
            and bool(_TITLE_PROMPT.search(said[0][:600])))


# Codex's own note to an agent started with the session's history (``spawn_agent`` with
# ``fork_context``), the result of the spawn call that closes the copy (0.118).
_SPAWNED_NOTE = "You are the newly spawned agent."


def without_forked_history(session: dict, items: list) -> list:
    """*items* without the history an agent started by ``spawn_agent`` with ``fork_context`` was
    given: Codex copies the parent's rollout (its ``session_meta``, turns, calls) into the child's
    before the child's first turn, and closes it with the spawn call and its result, a note to the
    child ("You are the newly spawned agent. The prior conversation ..."). That part is the
    parent's, read in its own rollout; kept here it gave the child the parent's edits (round 25)."""
    if not session.get("forked_from_id"):
        return items
    end = None
    for i, (_, _, kind, p) in enumerate(items):
        if kind == "response_item" and p.get("type") == "function_call_output":
            out = p.get("output")
            if isinstance(out, str) and out.lstrip().startswith(_SPAWNED_NOTE):
                end = i
    return items if end is None else items[end + 1:]


class _Bad(ValueError):
    """An item of a shape this reader cannot use: reported as ``file:line`` and skipped."""


class _Reader:
    def __init__(self, said: list[str], templates: dict[str, str] | None = None) -> None:
        self.said = said
        self.templates = templates or {}
        self.remaining = list(said)
        self.tools_by_id: dict[str, str] = {}

    def item(self, ts: object, p: dict) -> list[dict]:
        ptype = p.get("type")
        if ptype == "message":
            return self.message(ts, p)
        if ptype in ("function_call", "custom_tool_call", "local_shell_call"):
            return [self.tool_use(ts, p, ptype)]
        if ptype in ("function_call_output", "custom_tool_call_output"):
            return [self.tool_result(ts, p)]
        return []  # reasoning (encrypted), web_search_call and unknown items are left out

    def message(self, ts: object, p: dict) -> list[dict]:
        role = p.get("role")
        if role not in ("user", "assistant", "developer", "system"):
            raise _Bad(f"a message whose role is {role!r}")
        content = p.get("content")
        if role == "user" and isinstance(content, list):
            # an attached image's tags are Codex's own text blocks around it; the user_message event has none
            content = [b for b in content if not (isinstance(b, dict) and _IMAGE_TAG.match(str(b.get("text") or "")))]
        text = block_text(content)
        if not text.strip():
            return []
        if role == "assistant":
            return [message("assistant", text, ts)]
        if role != "user":
            return [message("system", text, ts)]
        blocks = content if isinstance(content, list) else None
        if blocks and len(blocks) > 1 and any(_INJECTED.match(block_text(b)) for b in blocks):
            # Injected blocks apart (untyped), the rest read as one message of the person's.
            context = [block_text(b) for b in blocks if _INJECTED.match(block_text(b))]
            own = "\n".join(t for b in blocks if not _INJECTED.match(t := block_text(b)) and t.strip())
            out = [message("user", c, ts) for c in context if c.strip()]
            return out + (self.user_text(ts, own) if own.strip() else [])
        if _ABORTED.match(text):
            # the person's Esc: Codex tells the model in a <turn_aborted> block; said as Claude Code
            # writes it, so the line says the person stopped the request (round 21)
            return [message("user", text, ts), message("user", STOPPED, ts)]
        return self.user_text(ts, text)

    def user_text(self, ts: object, text: str) -> list[dict]:
        if self.said:
            key = normalize(without_acp_context(text))
            typed = key in self.remaining and not _INJECTED.match(text)
            if typed:
                self.remaining.remove(key)
        else:
            typed = not _INJECTED.match(text)
        context, request = split_ide_context(text)
        # (in the IDE, after its context block: the request is the prompt's text)
        asked = expanded_prompt(request, self.templates) if typed and self.templates and len(request) > 80 else None
        if typed and not asked:
            asked = spec_kit_input(request)
        if typed and asked is None and request.startswith(_INIT_PROMPT):
            asked = "/init"  # what the person typed; the prompt is Codex's own
        if asked is not None:  # the prompt's text is its file's, untyped; what was typed is the command
            out = [message("user", context, ts)] if context else []
            said = [message("user", asked, ts, typed=True)] if asked else []
            return out + said + [message("user", request, ts)]
        if not context:
            return [message("user", text, ts, typed=typed)]
        out = [message("user", context, ts)]
        return out + ([message("user", request, ts, typed=typed)] if request else [])

    def tool_use(self, ts: object, p: dict, ptype: str) -> dict:
        name = p["name"] if isinstance(p.get("name"), str) and p["name"] else (
            "shell" if ptype == "local_shell_call" else "tool")
        call_id = p.get("call_id") if isinstance(p.get("call_id"), str) else p.get("id")
        call_id = call_id if isinstance(call_id, str) else None
        if call_id:
            self.tools_by_id[call_id] = name
        raw = p.get("arguments", p.get("input", p.get("action", "")))
        args = raw if isinstance(raw, str) else json.dumps(raw, ensure_ascii=False, sort_keys=True)
        m = message("assistant", tool_input_text(args), ts, kind="tool_use", name=name)
        m["call"] = tools.call(name, raw, call_id)
        return m

    def tool_result(self, ts: object, p: dict) -> dict:
        output, code = p.get("output"), None
        if isinstance(output, str):
            try:  # the shell tool wraps its output: {"output": ..., "metadata": {"exit_code": ...}}
                inner = json.loads(output)
            except (ValueError, RecursionError):
                inner = None
            if isinstance(inner, dict):
                meta = inner.get("metadata")
                code = meta.get("exit_code") if isinstance(meta, dict) else inner.get("exit_code")
                output = inner.get("output", output)
        text = output if isinstance(output, str) else block_text(output) or json.dumps(output)
        if not isinstance(code, int):
            code = tools.exit_code(text)
        call_id = p.get("call_id") if isinstance(p.get("call_id"), str) else None
        m = message("tool", str(text), ts, kind="tool_result",
                    name=self.tools_by_id.get(call_id, "tool") if call_id else "tool")
        m["result"] = tools.result(call_id, exit_code=code)
        return m


def _compaction(ts: object, p: dict) -> list[dict]:
    """A ``compacted`` record's ``message``: the model's summary of the turns it replaces, kept
    as a compaction summary (``kind="summary"``), as Claude Code's, Crush's, OpenCode's, Gemini
    CLI's and Qwen Code's are. A remote compaction's empty message (its ``replacement_history``
    repeats turns already read) gives none."""
    text = p.get("message")
    if not isinstance(text, str) or not text.strip():
        return []
    return [message("system", normalize(text), ts, kind="summary")]


def read(path: Path) -> list:

    records, bad = read_records(path, NAME)
    session, items = _items(records)
    if not isinstance(session.get("id"), str) or not session["id"]:
        if bad:
            raise IngestError(f"{bad[0]}; not a Codex rollout")
        raise IngestError(f"{path}: no session_meta with an id; not a Codex rollout")
    items = without_forked_history(session, items)
    helper = helper_kind(session)
    if helper and helper != "thread_spawn":
        # Codex's own run for a session (the approval reviewer, /review, a compaction): Codex wrote
        # its prompts and its answer went back to that session, as a Claude Code helper's log (round 24)
        return []
    said = [normalize(without_acp_context(block_text(p.get("message")))) for _, _, kind, p in items
            if kind == "event_msg" and p.get("type") == "user_message"]
    if titles_a_task(session, said):
        return []  # the IDE extension naming a task: its prompt, its title, no session of the person's
    reader = _Reader(said, prompt_templates(prompt_dirs(path, session.get("cwd"))) if said or items else None)
    messages: list[dict] = []
    for number, ts, kind, p in items:
        if kind == "compacted":
            messages += _compaction(ts or session.get("timestamp"), p)
            continue
        if kind != "response_item":
            continue
        try:
            messages += reader.item(ts or session.get("timestamp"), p)
        except (_Bad, TypeError, AttributeError, KeyError, ValueError, RecursionError) as e:
            why = str(e) if isinstance(e, _Bad) else f"a {p.get('type')!s:.30} item of an unexpected shape ({e})"
            bad.append(Problem(path, number, why))
    bad.sort(key=lambda p: p.line)
    if helper:
        # an agent the session's agent started: its prompts are that agent's words, never typed;
        # its work (the files it changed) is kept as a session of its own (round 24)
        for m in messages:
            m["typed"] = False
    if not any(m["role"] in ("user", "assistant") for m in messages):
        raise NotATranscript(path, "no turns", "a session_meta without any turn, not a session")
    if not any(m["typed"] or m["role"] == "assistant" for m in messages):
        # opened and closed: only what Codex injected (<environment_context>, AGENTS.md), nothing
        # the person typed and no word or call of the agent's (as Gemini CLI's such files)
        raise NotATranscript(path, "no turns", "a Codex session with only what Codex injected, nothing typed, not a session")
    meta = {"id": session["id"], "format": NAME}
    if isinstance(session.get("cwd"), str):
        meta["cwd"] = session["cwd"]
    if isinstance(session.get("timestamp"), str):
        meta["created"] = session["timestamp"]
    git = session.get("git")
    if isinstance(git, dict) and isinstance(git.get("branch"), str):
        meta["git_branch"] = git["branch"]
    meta, messages = finish(meta, messages)
    return [Transcript(meta, messages, bad=bad)]
