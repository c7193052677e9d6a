"""Exports: a session, or the whole memory set, as Markdown to share.

Exporting is the first time a transcript leaves the store, so every text is scrubbed with
``redact_secrets`` here, at the call site, before it is laid out (and the finished document
once more). Roles are bold labels, never headings: a turn's own ``#`` or ``===`` would
otherwise outrank the label that delimits it, so the block syntax a message could use to
escape its turn (ATX and setext headings, thematic breaks, raw HTML, an unclosed code fence)
is escaped or closed. Tool calls and results go in code fences longer than any backtick run
they contain.
"""

from __future__ import annotations

import datetime as dt
import re

from lc_memory.clock import iso, parse_time, utcnow
from lc_memory.memory import Memory
from lc_memory.redact.engine import redact_secrets
from lc_memory.state.fold import Fact
from lc_memory.store.files import Store
from lc_memory.write.activity import Activity, activity

_FENCE = re.compile(r"^ {0,3}(`{3,}|~{3,})")
_ATX = re.compile(r"^( {0,3})#")
# A setext underline (any run of = or -) or a thematic break (three of - * _, spaced or not).
_SETEXT_EQ = re.compile(r"^( {0,3})=+\s*$")
_RULE = re.compile(r"^( {0,3})(?=-+\s*$|([-*_])(?:[ \t]*\2){2,}[ \t]*$)")
_TAG = re.compile(r"<(?=[A-Za-z/!?])")
_CONTAINER = re.compile(r"(?:[ \t]*(?:>|[-+*](?=[ \t])|\d{1,9}[.)](?=[ \t]|$))[ \t]?)*")
_LANG = re.compile(r"[A-Za-z0-9_#+-][A-Za-z0-9_#.+-]*")
_RUN = re.compile(r"`+")
_PARAGRAPHS = re.compile(r"(\n[ \t]*\n)")  # kept by split: a code span never crosses one
_HTML_START = re.compile(r"^( {0,3})<(?=[A-Za-z/!?])")

KIND_LABELS = {"tool_use": "Tool call", "tool_result": "Tool result", "summary": "Summary"}
ROLE_LABELS = {"user": "You", "assistant": "Assistant", "tool": "Tool", "system": "System"}


def escape_html(text: str) -> str:
    """Show raw HTML as text: a tag-like ``<`` becomes ``&lt;``, except inside code spans.

    Spans are trusted only in a paragraph whose every line pairs its own backtick runs: a
    run left open pairs across lines, and quotes or list items split paragraphs where
    renderers differ, so there every ``<`` is escaped.
    """
    return "".join(_escape_paragraph(part) for part in _PARAGRAPHS.split(text))


def _code_spans(line: str) -> list[tuple[int, int]] | None:
    """CommonMark's pairing of backtick runs on one line; None when one is left open."""
    if "\\`" in line:
        return None  # a backslash-escaped backtick shortens its run: don't guess the pairing
    runs = list(_RUN.finditer(line))
    spans: list[tuple[int, int]] = []
    i = 0
    while i < len(runs):
        n = len(runs[i].group())
        j = next((k for k in range(i + 1, len(runs)) if len(runs[k].group()) == n), None)
        if j is None:
            return None
        spans.append((runs[i].start(), runs[j].end()))
        i = j + 1
    return spans


def _escape_paragraph(text: str) -> str:
    lines = text.split("\n")
    spans = [_code_spans(line) for line in lines]
    if any(s is None for s in spans):
        return _TAG.sub("&lt;", text)
    out = []
    for line, line_spans in zip(lines, spans):
        parts, pos = [], 0
        for start, end in line_spans:
            parts += [_TAG.sub("&lt;", line[pos:start]), line[start:end]]
            pos = end
        parts.append(_TAG.sub("&lt;", line[pos:]))
        out.append("".join(parts))
    return "\n".join(out)


def _escape_block_start(line: str) -> str:
    if _RULE.match(line):
        indent = len(line) - len(line.lstrip(" "))
        return line[:indent] + "\\" + line[indent:]
    line = _ATX.sub(r"\1\\#", line, count=1)
    line = _HTML_START.sub(r"\1&lt;", line, count=1)  # an HTML block starts here, code span or not
    return _SETEXT_EQ.sub(lambda m: m.group(1) + "&#61;" + m.group(0)[len(m.group(1)) + 1:], line, count=1)


def _escape_line(line: str) -> str:
    # A heading inside a quote or a list item is still a heading: look past their markers.
    if _RULE.match(line):
        return _escape_block_start(line)
    prefix = _CONTAINER.match(line).group(0)
    return prefix + _escape_block_start(line[len(prefix):])


def escape_blocks(text: str) -> str:
    """Escape what in ``text`` could become a heading, a rule or raw HTML; close its fences.

    Code inside fences is left as written (a ``# comment`` in Python stays a comment). Its
    fences are re-emitted flush left, closed by the same run, with a plain language word, so
    that CommonMark and Python-Markdown agree on where the code ends. Backslashes escape
    where both honour them, entities elsewhere.
    """
    out: list[str] = []
    prose: list[str] = []  # the lines since the last fence, escaped as one run (code spans)
    fence: str | None = None

    def flush() -> None:
        if prose:
            out.append(escape_html("\n".join(prose)))
            prose.clear()

    for line in text.split("\n"):
        m = _FENCE.match(line)
        rest = line.strip()[len(m.group(1)):] if m else ""
        if fence is None:
            if m and not (m.group(1)[0] == "`" and "`" in rest):
                flush()
                fence = m.group(1)
                lang = (rest.split() or [""])[0]
                out.append(fence + (lang if _LANG.fullmatch(lang) else ""))
            else:
                prose.append(_escape_line(line))
        elif m and m.group(1)[0] == fence[0] and len(m.group(1)) >= len(fence) and not rest.strip():
            out.append(fence)
            fence = None
        else:
            out.append(line)
    flush()
    if fence is not None:
        out.append(fence)  # an unclosed fence would turn every later turn into code
    return "\n".join(out)


def fenced(text: str, info: str = "") -> str:
    """``text`` in a backtick fence longer than any backtick run inside it."""
    longest = max((len(run) for run in re.findall(r"`+", text)), default=0)
    fence = "`" * max(3, longest + 1)
    return f"{fence}{info}\n{text.rstrip(chr(10))}\n{fence}"


def _one_line(text: str | None) -> str:
    return re.sub(r"\s+", " ", text or "").strip()


def _inline(text: str | None) -> str:
    """Untrusted text for the middle of a line: scrubbed, on one line (so it starts no block),
    every tag-like ``<`` shown as text, inside a code span too: a list item's line is where
    CommonMark and Python-Markdown part ways on backticks (``&# ` <script>`` is a code span to
    one and raw HTML to the other), so no span is trusted here."""
    return _TAG.sub("&lt;", _one_line(redact_secrets(text or "")))


def _when(value: object) -> str:
    t = parse_time(value)
    return t.strftime("%Y-%m-%d %H:%M") if t else ""


def _label(m: dict) -> str:
    role, kind = str(m.get("role") or "?"), str(m.get("kind") or "text")
    label = KIND_LABELS.get(kind) or ROLE_LABELS.get(role) or _inline(role).replace("*", "")
    if role == "user" and kind == "text" and not m.get("typed"):
        label = "User (not typed by you)"
    head = f"**{label}**"
    if m.get("name"):
        head += f" `{_inline(m['name']).replace('`', '')}`"
    when = _when(m.get("ts"))
    return f"{head} · {when}" if when else head


def _body(m: dict) -> str:
    text = redact_secrets(str(m.get("content") or ""))
    if m.get("kind") in ("tool_use", "tool_result"):
        info = "json" if m.get("kind") == "tool_use" and text.lstrip().startswith(("{", "[")) else ""
        return fenced(text, info)
    return escape_blocks(text.strip("\n")) or "_(empty)_"


def _code(text: str | None) -> str:
    """Untrusted text as one inline code span (no link, image or HTML renders in it)."""
    text = _one_line(redact_secrets(text or ""))
    ticks = "`" * (max((len(r) for r in _RUN.findall(text)), default=0) + 1)
    pad = " " if text.startswith("`") or text.endswith("`") else ""
    return f"{ticks}{pad}{text}{pad}{ticks}"


def activity_markdown(act: Activity) -> list[str]:
    """The "Activity" section of an exported session: what it did, from its tool calls."""
    rows: list[tuple[str, str]] = []
    for label, items in (("asked", act.asked),):
        rows += [(label, _inline(a)) for a in items]
    for label, paths in (("created", act.created), ("edited", act.edited), ("deleted", act.deleted)):
        if paths:
            rows.append((label, ", ".join(_code(p) for p in paths)))
    rows += [("committed", f"“{_inline(c)}”") for c in act.commits]
    if act.plan_done or act.plan_open:
        total = len(act.plan_done) + len(act.plan_open)
        rows.append(("plan", f"{len(act.plan_done)} of {total} done"
                     + "".join(f"\n  - [x] {_inline(p)}" for p in act.plan_done)
                     + "".join(f"\n  - [ ] {_inline(p)}" for p in act.plan_open)))
    for c in act.checks:
        state = {True: "passed", False: "failed", None: "result unknown"}[c.passed]
        runs = f", {c.runs} runs" if c.runs > 1 else ""
        rows.append((c.kind, f"{_code(c.command)}: last run {state}{runs}"))
    if act.summary:
        rows.append(("closing summary", "".join(f"\n  - {_inline(s)}" for s in act.summary)))
    if not rows:
        return []
    # A bold label, not a heading: the document keeps one heading (its title).
    return ["**Activity**", "", *[f"- {k}: {v}" for k, v in rows], ""]


def session_markdown(meta: dict, messages: list[dict], now: dt.datetime | None = None) -> str:
    """Pure: one session's metadata and messages as a scrubbed Markdown document."""
    now = now or utcnow()
    # Backslashes doubled: Python-Markdown drops a heading whose text ends in one.
    title = (_inline(meta.get("title")) or str(meta.get("id", ""))).replace("\\", "\\\\")
    facts = [
        ("session", f"`{meta.get('id')}`"),
        ("created", _when(meta.get("created"))),
        ("last activity", _when(meta.get("last_activity"))),
        ("status", meta.get("status", "active") + (" · pinned" if meta.get("pinned") else "")),
        ("format", meta.get("format") or ""),
    ]
    lines = [f"# {title}", ""]
    lines += [f"- {k}: {v}" for k, v in facts if v]
    lines += ["", f"_Exported by lc-memory on {now.date().isoformat()}; secrets scrubbed._", ""]
    lines += activity_markdown(activity(meta, messages))
    for m in messages:
        lines += ["---", "", _label(m), "", _body(m), ""]
    return redact_secrets("\n".join(lines).rstrip() + "\n")


def export_session_markdown(store: Store, session_id: str, now: dt.datetime | None = None) -> str:
    """A session from the store as scrubbed Markdown; StoreError for an unknown id."""
    store.require()
    meta = store.session(session_id)
    return session_markdown(meta, store.messages(session_id), now)


def _provenance(f: Fact) -> str:
    parts = []
    if f.source_session:
        parts.append(f"from session `{f.source_session}`")
    if f.learned_at:
        parts.append(f"on {f.learned_at[:10]}")
    others = [s for s in f.sessions if s != f.source_session]
    if others:
        parts.append("; also seen in " + ", ".join(f"`{s}`" for s in others))
    return " ".join(parts).replace(" ;", ";") or "no recorded source"


def fact_markdown(f: Fact) -> str:
    """One fact or note as a list item: id and state first, so no untrusted text starts a line."""
    marks = [f.state] + (["pinned"] if f.pinned else []) + (["decayed"] if f.decayed else [])
    lines = [f"- `{f.id}` **{' · '.join(marks)}** — {_inline(f.text)}"]
    if f.said:
        lines.append(f'  - you said: "{_inline(f.said)}"')
    lines.append(f"  - {_provenance(f)}")
    if f.superseded_by:
        lines.append(f"  - superseded by `{f.superseded_by}`: {_inline(f.superseded_text)}")
    if f.instruction:
        lines.append(f"  - withheld: reads as an instruction ({_inline(f.instruction)})")
    for h in f.history:
        if f.superseded_by and h.startswith("superseded by"):
            continue  # said above, with the replacement's id in code
        lines.append(f"  - {_escape_line(_inline(h))}")  # the only item that starts with its text
    return "\n".join(lines)


def memory_markdown(
    project: str, memory_md: str, folded: list[Fact], now: dt.datetime | None = None
) -> str:
    """Pure: the memory set — MEMORY.md verbatim in a fence, then every note and fact."""
    now = now or utcnow()
    notes = [f for f in folded if f.origin == "person"]
    facts = [f for f in folded if f.origin != "person"]
    lines = [
        f"# Memory set: {_inline(project)}",
        "",
        f"_Exported by lc-memory on {now.date().isoformat()} ({iso(now)}); secrets scrubbed. "
        "Every fact and note carries its state and the session it came from._",
        "",
        "## MEMORY.md",
        "",
        fenced(redact_secrets(memory_md), "markdown") if memory_md.strip() else "_(not consolidated yet)_",
        "",
        f"## Notes from you ({len(notes)})",
        "",
        *([fact_markdown(f) for f in notes] or ["_(none)_"]),
        "",
        f"## Facts ({len(facts)})",
        "",
        *([fact_markdown(f) for f in facts] or ["_(none)_"]),
    ]
    return redact_secrets("\n".join(lines).rstrip() + "\n")


def export_memory(store: Store, now: dt.datetime | None = None) -> str:
    """The store's memory set (MEMORY.md plus facts and notes with provenance) as Markdown."""
    store.require()
    now = now or utcnow()
    memory_md = store.memory_md.read_text("utf-8") if store.memory_md.exists() else ""
    return memory_markdown(store.project, memory_md, Memory.at(store, now).facts(), now)


__all__ = [
    "escape_blocks",
    "export_memory",
    "activity_markdown",
    "export_session_markdown",
    "fact_markdown",
    "fenced",
    "memory_markdown",
    "session_markdown",
]
