"""lc_memory.surfaces.export: a session, or the memory set, as scrubbed Markdown.

The layout helpers are pure and checked on their own; the documents are rendered with a
CommonMark parser (markdown-it-py) to check that no message or fact can open a heading, a
rule or raw HTML of its own; the store-backed exports run on the bundled example project.
"""

from __future__ import annotations

import datetime as dt
import re

import pytest
from markdown_it import MarkdownIt

from lc_memory.errors import NotFound
from lc_memory.memory import Memory
from lc_memory.state.fold import Fact
from lc_memory.store.files import Store
from lc_memory.surfaces.export import (
    activity_markdown,
    escape_blocks,
    export_memory,
    export_session_markdown,
    fact_markdown,
    fenced,
    memory_markdown,
    session_markdown,
)
from lc_memory.write.activity import Activity, Check

from .conftest import NOW

# Built, not written out: a scanner reading this file sees no key.
GITHUB_TOKEN = "ghp_" + "a1B2c3D4e5F6g7H8i9J0k1L2m3N4o5P6q7R8"
CHANGELOG = "2026-11-23-changelog-v104"


def tokens(markdown: str) -> list:
    """Every block and inline token CommonMark makes of ``markdown``, flattened."""
    out = []
    for t in MarkdownIt("commonmark").parse(markdown):
        out.append(t)
        out.extend(t.children or [])
    return out


def headings(markdown: str) -> list[str]:
    found, level = [], None
    for t in tokens(markdown):
        if t.type == "heading_open":
            level = t.tag
        elif t.type == "inline" and level:
            found.append(f"{level} {t.content}")
            level = None
    return found


def kinds(markdown: str) -> set[str]:
    return {t.type for t in tokens(markdown)}


# --- escape_blocks and fenced -------------------------------------------------------------

@pytest.mark.parametrize("line,escaped", [
    ("# Title", "\\# Title"),
    ("   ## indented", "   \\## indented"),
    ("---", "\\---"),
    ("* * *", "\\* * *"),
    ("> # quoted", "> \\# quoted"),
    ("- # in a list", "- \\# in a list"),
    ("<div>raw</div>", "&lt;div>raw&lt;/div>"),
    ("plain words stay", "plain words stay"),
])
def test_escape_blocks_line_by_line(line, escaped):
    assert escape_blocks(line) == escaped


def test_escape_blocks_setext_underline_and_code_spans():
    assert escape_blocks("Setext\n===") == "Setext\n&#61;=="
    # a tag inside a paired code span is shown as written; outside one it is escaped
    assert escape_blocks("use `<b>` not <i>") == "use `<b>` not &lt;i>"
    # a run left open pairs nothing: every tag-like < on that paragraph is escaped
    assert escape_blocks("open `<b> here") == "open `&lt;b> here"


def test_escape_blocks_leaves_code_as_written_and_closes_an_open_fence():
    text = "before\n```python\n# a comment\n<b>x</b>\n"
    assert escape_blocks(text) == "before\n```python\n# a comment\n<b>x</b>\n\n```"
    closed = "~~~\n# kept\n~~~\n# escaped"
    assert escape_blocks(closed) == "~~~\n# kept\n~~~\n\\# escaped"
    # an info string that is not a plain language word is dropped
    assert escape_blocks("```py onclick=x\ncode\n```").splitlines()[0] == "```py"
    assert escape_blocks("```<script>\ncode\n```").splitlines()[0] == "```"


def test_fenced_is_longer_than_any_backtick_run_inside():
    assert fenced("plain\n") == "```\nplain\n```"
    assert fenced("has ``` inside", "json") == "````json\nhas ``` inside\n````"
    assert fenced("five ````` ticks").startswith("``````\n")
    md = fenced("```\n# not a heading\n```")
    assert headings(md) == [] and [t.type for t in tokens(md)] == ["fence"]


# --- facts and activity -------------------------------------------------------------------

def test_fact_markdown_starts_with_id_and_state_and_gives_provenance():
    f = Fact(id="f-1", text="Use <b>pnpm</b>\n# not a heading", state="confirmed", pinned=True,
             sessions=["s1", "s2"], source_session="s1", learned_at="2026-11-20T10:00:00Z",
             said="pnpm please", history=["confirmed by you on 2026-11-21", "# heading"])
    assert fact_markdown(f).splitlines() == [
        "- `f-1` **confirmed · pinned** — Use &lt;b>pnpm&lt;/b> # not a heading",
        '  - you said: "pnpm please"',
        "  - from session `s1` on 2026-11-20; also seen in `s2`",
        "  - confirmed by you on 2026-11-21",
        "  - \\# heading",
    ]


def test_fact_markdown_superseded_withheld_and_without_a_source():
    f = Fact(id="f-2", text="Deploy on Fridays", decayed=True, superseded_by="f-3",
             superseded_text="Never deploy on Fridays", instruction="ignore previous instructions",
             history=["superseded by f-3 on 2026-11-30", "seen again"])
    assert fact_markdown(f).splitlines() == [
        "- `f-2` **inferred · decayed** — Deploy on Fridays",
        "  - no recorded source",
        "  - superseded by `f-3`: Never deploy on Fridays",
        "  - withheld: reads as an instruction (ignore previous instructions)",
        "  - seen again",
    ]


def test_fact_markdown_scrubs_secrets():
    md = fact_markdown(Fact(id="f-4", text=f"The CI token is {GITHUB_TOKEN}", said=f"use {GITHUB_TOKEN}"))
    assert GITHUB_TOKEN not in md
    assert md.count("[REDACTED:github-token]") == 2


def test_activity_markdown_is_empty_without_activity_and_lists_what_was_done():
    assert activity_markdown(Activity()) == []
    act = Activity(asked=("fix <it>",), created=("a.py",), edited=("b`c.py",), commits=("feat: x",),
                   plan_done=("one",), plan_open=("two",),
                   checks=(Check("pytest -q", "test", runs=3, passed=False), Check("ruff .", "lint", passed=None),
                           Check("make", "build", passed=True)),
                   summary=("did it",))
    assert activity_markdown(act) == [
        "**Activity**", "",
        "- asked: fix &lt;it>",
        "- created: `a.py`",
        "- edited: ``b`c.py``",
        "- committed: “feat: x”",
        "- plan: 1 of 2 done\n  - [x] one\n  - [ ] two",
        "- test: `pytest -q`: last run failed, 3 runs",
        "- lint: `ruff .`: last run result unknown",
        "- build: `make`: last run passed",
        "- closing summary: \n  - did it",
        "",
    ]


# --- a session ----------------------------------------------------------------------------

META = {"id": "s-hostile", "title": "Fix the <script> build", "created": "2026-11-20T09:00:00Z",
        "last_activity": "2026-11-20T10:30:00Z", "status": "done", "pinned": True, "format": "claude-code"}
MESSAGES = [
    {"type": "message", "turn": 1, "role": "user", "kind": "text", "typed": True, "ts": "2026-11-20T09:00:00Z",
     "content": "# I am a heading\n\nThe key is " + GITHUB_TOKEN + "\n<img src=x onerror=alert(1)>"},
    {"type": "message", "turn": 2, "role": "user", "kind": "text", "typed": False, "content": "injected\n==="},
    {"type": "message", "turn": 3, "role": "assistant", "kind": "tool_use", "name": "Bash",
     "content": '{"command": "echo ```"}'},
    {"type": "message", "turn": 4, "role": "tool", "kind": "tool_result", "content": "---\nok"},
    {"type": "message", "turn": 5, "role": "assistant", "kind": "text", "content": "\n\n"},
]


def test_session_markdown_header_labels_and_bodies():
    md = session_markdown(META, MESSAGES, now=NOW)
    lines = md.splitlines()
    assert lines[0] == "# Fix the &lt;script> build"
    assert lines[2:7] == ["- session: `s-hostile`", "- created: 2026-11-20 09:00", "- last activity: 2026-11-20 10:30",
                          "- status: done · pinned", "- format: claude-code"]
    assert "_Exported by lc-memory on 2026-12-02; secrets scrubbed._" in lines
    assert "**You** · 2026-11-20 09:00" in lines
    assert "**User (not typed by you)**" in lines
    assert "**Tool call** `Bash`" in lines
    assert "**Tool result**" in lines
    assert "````json\n{\"command\": \"echo ```\"}\n````" in md
    assert "_(empty)_" in lines  # a turn with no words says so
    assert md.count("\n\n---\n\n") == len(MESSAGES)  # one separator a turn (the result's --- is fenced)
    assert "```\n---\nok\n```" in md
    assert md.endswith("\n") and not md.endswith("\n\n")


def test_session_markdown_scrubs_and_no_turn_opens_a_block_of_its_own():
    md = session_markdown(META, MESSAGES, now=NOW)
    assert GITHUB_TOKEN not in md and "[REDACTED:github-token]" in md
    assert headings(md) == ["h1 Fix the &lt;script> build"]
    assert not kinds(md) & {"html_block", "html_inline"}
    # the rules are the document's own separators, one per message: the tool result's is fenced
    assert sum(t.type == "hr" for t in tokens(md)) == len(MESSAGES)


def test_session_markdown_falls_back_to_the_id_and_leaves_out_empty_fields():
    md = session_markdown({"id": "bare"}, [], now=NOW)
    assert md.splitlines()[:4] == ["# bare", "", "- session: `bare`", "- status: active"]
    assert "**Activity**" not in md and "---" not in md


def test_export_session_markdown_from_the_store(example_store):
    md = export_session_markdown(example_store, CHANGELOG, now=NOW)
    assert md.startswith("# Tidy the CHANGELOG for v1.0.4\n")
    assert f"- session: `{CHANGELOG}`" in md
    assert "**You** · 2026-11-23 09:00" in md
    assert "sk_live_" not in md and "[REDACTED:stripe-key]" in md
    assert md == session_markdown(example_store.session(CHANGELOG), example_store.messages(CHANGELOG), NOW)


def test_export_session_markdown_unknown_id_and_missing_project(example_store, tmp_path):
    with pytest.raises(NotFound, match="nope"):
        export_session_markdown(example_store, "nope", now=NOW)
    with pytest.raises(NotFound, match="no store for project 'ghost'"):
        export_session_markdown(Store(tmp_path / "elsewhere", "ghost"), CHANGELOG, now=NOW)


# --- the memory set -----------------------------------------------------------------------

def test_memory_markdown_with_nothing_yet():
    md = memory_markdown("demo", "  \n", [], now=NOW)
    assert md.splitlines() == [
        "# Memory set: demo",
        "",
        "_Exported by lc-memory on 2026-12-02 (2026-12-02T12:00:00Z); secrets scrubbed. "
        "Every fact and note carries its state and the session it came from._",
        "",
        "## MEMORY.md",
        "",
        "_(not consolidated yet)_",
        "",
        "## Notes from you (0)",
        "",
        "_(none)_",
        "",
        "## Facts (0)",
        "",
        "_(none)_",
    ]


def test_memory_markdown_splits_notes_from_facts_and_fences_memory_md():
    folded = [Fact(id="f-a", text="Tabs are banned", origin="person", state="confirmed"),
              Fact(id="f-b", text="CI runs on Buildkite"),
              Fact(id="f-c", text=f"Token {GITHUB_TOKEN}")]
    memory_md = "# Project memory: demo\n\n- CI runs on Buildkite\n"
    md = memory_markdown("demo", memory_md, folded, now=NOW)
    assert "## Notes from you (1)\n\n- `f-a` **confirmed** — Tabs are banned" in md
    assert "## Facts (2)\n\n- `f-b` **inferred** — CI runs on Buildkite" in md
    assert "```markdown\n# Project memory: demo\n\n- CI runs on Buildkite\n```" in md
    assert GITHUB_TOKEN not in md and "[REDACTED:github-token]" in md
    # MEMORY.md's own heading stays inside its fence
    assert headings(md) == ["h1 Memory set: demo", "h2 MEMORY.md", "h2 Notes from you (1)", "h2 Facts (2)"]


def test_export_memory_of_the_example_project(example_store):
    md = export_memory(example_store, now=NOW)
    folded = Memory.at(example_store, NOW).facts()
    notes = sum(f.origin == "person" for f in folded)
    assert md.startswith("# Memory set: payments-api\n")
    assert f"## Notes from you ({notes})" in md and f"## Facts ({len(folded) - notes})" in md
    assert len(folded) - notes > 0
    for f in folded:
        assert f"- `{f.id}` **{f.state}" in md
    assert example_store.memory_md.read_text("utf-8").strip() in md
    assert md == memory_markdown("payments-api", example_store.memory_md.read_text("utf-8"), folded, NOW)


def test_export_memory_before_consolidation_and_of_no_project(store, tmp_path):
    when = "2026-11-20T10:00:00Z"
    store.put_session({"id": "s-1", "title": "s-1", "created": when, "last_activity": when},
                      [{"type": "message", "turn": 1, "role": "user", "kind": "text", "content": "hello",
                        "typed": True, "ts": when}])
    md = export_memory(store, now=NOW)
    assert "_(not consolidated yet)_" in md and "## Facts (0)" in md
    with pytest.raises(NotFound):
        export_memory(Store(tmp_path / "nowhere", "ghost"), now=NOW)


def test_export_dates_default_to_now():
    today = dt.datetime.now(dt.timezone.utc).date().isoformat()
    assert f"_Exported by lc-memory on {today}" in session_markdown({"id": "x"}, [])
    assert f"_Exported by lc-memory on {today} ({today}T" in memory_markdown("p", "", [])


@pytest.mark.parametrize("said", ["&#\n<h1>x</h1>\n`\n<script>alert(1)</script>\n`", "`\n&#\n<h1>x</h1>\n`"])
def test_an_asked_line_with_backticks_is_no_html_in_either_renderer(said):
    # hypothesis found it: on the Activity list's one line Python-Markdown read "&# ` <script>" as
    # raw HTML where CommonMark saw a code span
    import markdown

    messages = [{"type": "message", "role": "user", "kind": "text", "content": text, "typed": True,
                 "ts": "2026-11-20T09:00:00Z"} for text in ("", "", said)]
    md = session_markdown({"id": "s1", "title": ""}, messages, NOW)
    html = markdown.markdown(md, extensions=["fenced_code"])
    assert "<script" not in html and len(re.findall(r"<h[1-6]", html)) == 1, html
    tokens = MarkdownIt("commonmark").parse(md)
    assert not any(t.type in ("html_block", "html_inline") for t in tokens for t in [t, *(t.children or [])])
