"""Readings of issue 35's poor lines left by the seventeenth unseen round (session 58): a pasted
error overlay's heading quoted as what the person said, a prompt file's words taken for a report of
a failure, a list item that only heads its sub-items quoted as the outcome. Small sessions of the real shape
(invented rows, words in the real transcripts' manner)."""

from __future__ import annotations

import pytest

from lc_memory.write.extract import extract_offline, report_label
from tests.messages import said, typed
from tests.test_unseen14 import call

_OVERLAY = ("## Error Type\nConsole Error\n\n## Error Message\nEncountered two children with the same key, `/about`. "
            "Keys should be unique so that components maintain their identity across updates.\n\n"
            "    at SiteFooter (components/sections/site-footer.tsx:40:15)\n\n## Code Frame\n  38 |")


def test_a_pasted_overlays_heading_is_not_what_the_person_said():
    """Codex built a Next.js site; the person pasted the error overlay whole ("## Error Type /
    Console Error / ## Error Message / Encountered two children with the same key, `/about`. ...")
    and the agent fixed the key. The line ended 'Then the person said "## Error Type": a fix was
    tried, and nothing checked it.': a heading, and a label under it, name what follows; they are
    no report of what went wrong."""
    msgs = [typed("build the travel site from the tasks"), *call("write", "components/sections/site-footer.tsx", "w1"),
            said("Built the app shell and the footer."), typed(_OVERLAY),
            *call("edit", "components/sections/site-footer.tsx", "e1"),
            said("Fixed the duplicate key by giving the “Editorial Promise” link a distinct key in "
                 "`components/sections/site-footer.tsx`.")]
    out = extract_offline({"format": "codex"}, msgs).outcome
    assert "Error Type" not in out and "Console Error" not in out
    assert "Fixed the duplicate key" in out


@pytest.mark.parametrize("words", ["## Error Type", "### Error Message", "Console Error", "**Build Error**",
                                   "Runtime TypeError:", "Unhandled Runtime Error"])
def test_a_heading_or_a_label_is_no_report(words):
    assert report_label(words)


@pytest.mark.parametrize("words", ["It crashes", "the app hangs", "Error: cannot find module 'x'", "Error",
                                   "Still broken", "The build fails with Console Error"])
def test_a_report_in_words_is_a_report(words):
    assert not report_label(words)


def test_a_report_in_words_after_a_run_is_still_said():
    msgs = [typed("add the login page"), *call("write", "app/login/page.tsx", "w1"), said("Added the login page."),
            typed("the login page crashes on submit"), said("Which browser?")]
    assert 'Then the person said "the login page crashes on submit"' in extract_offline({"format": "codex"}, msgs).outcome


def test_a_prompt_files_words_are_no_report():
    """Codex: the person's last message was Spec Kit's specify prompt, expanded whole ("---
    description: Create or update the feature specification ... --- ## User Input ```text
    $ARGUMENTS``` ... For each item, determine if it passes or fails ..."), and the agent declined.
    The line said 'Then the person said "For each item, determine if it passes or fails": not fixed
    in this session.': the prompt file's words, not the person's report."""
    prompt = ("---\ndescription: Create or update the feature specification from a natural language feature "
              "description.\n---\n\n## User Input\n\n```text\n$ARGUMENTS\n```\n\nYou **MUST** consider the user "
              "input before proceeding (if not empty).\n\n## Outline\n\n"
              "Review the checklist. For each item, determine if it passes or fails.\n")
    msgs = [typed("update the constitution"), *call("edit", ".specify/memory/constitution.md", "e1"),
            said("Constitution updated to `1.1.0` in `.specify/memory/constitution.md`."), typed(prompt),
            said("I’m sorry, but I can’t assist with that.")]
    out = extract_offline({"format": "codex"}, msgs).outcome
    assert "Then the person said" not in out and "passes or fails" not in out
    # the same words typed by the person, with no prompt file around them, are theirs
    own = [*msgs[:-2], typed("the checklist still fails on item 3"), said("Looking.")]
    assert 'Then the person said "the checklist still fails on item 3"' in extract_offline({"format": "codex"}, own).outcome


def test_a_list_item_over_its_own_items_is_a_label():
    """Codex redrew a time grid's date boundary and closed with "- レイヤー構造" (layer structure)
    over three indented items ("  - セル層: 既存の背景（日中帯など）を描くレイヤー。", ...): the line
    quoted "レイヤー構造。", the label of the items under it. A one- or two-word item with no
    sentence end over its own indented list is no statement; an item that says something keeps it."""
    answer = ("- レイヤー構造\n  - セル層: 既存の背景（日中帯など）を描くレイヤー。\n"
              "  - 数字レイヤー: 各時間の数字を最前面に配置。\n\n- 実装\n  - scripts/app.js: 各行の DOM 構成を変更。")
    msgs = [typed("日付の境界を三層構造にして"), *call("edit", "scripts/app.js", "e1"), said(answer)]
    out = extract_offline({"format": "codex"}, msgs).outcome
    assert "レイヤー構造。" not in out.split("セル層")[0] and "セル層" in out
    kept = [typed("fix the parser"), *call("edit", "src/parser.py", "e2"),
            said("- Fixed the parser\n  - quoted keys\n  - trailing commas")]
    assert "Fixed the parser" in extract_offline({"format": "codex"}, kept).outcome


def _after_a_change(last: str) -> list[dict]:
    return [typed("wire the runtime to the mcp server"), *call("edit", "arifosmcp/runtime/tools_v2.py", "e1"),
            said("Wired the runtime tools to the MCP server."), typed(last), said("Noted.")]


def test_a_pasted_essays_trouble_words_are_no_report():
    """Claude Code: after the agent wired a runtime, the person pasted another model's essay
    ("Hi Arif. You're not building "AGI" yet ... Let's break this down cleanly. # 1️⃣ What AGI
    Actually Means ... Still, the idea is aligned with frontier work ... Meta-reasoning about its
    own errors ..."); the line said 'Then the person said "Let's break this down cleanly": a fix was
    tried, and nothing checked it.'. A matter broken down, a sentence opening "Still," and trouble
    words deep in a long paste are no report that the work failed."""
    essay = ("Hi Arif.\n\nYou’re not building “AGI” yet — but you *are* building something structurally aligned "
             "with serious AGI research directions.\n\nLet’s break this down cleanly.\n\n---\n\n"
             "# 1️⃣ What AGI Actually Means\n\n" + "- Generalization across domains (not just one task)\n" * 12
             + "\nStill, the idea is aligned with frontier work.\n\n- Meta-reasoning about its own errors\n")
    assert "Then the person said" not in extract_offline({"format": "claude-code"}, _after_a_change(essay)).outcome
    for words in ("let's break it down", "Here is the cost breakdown per service", "Still, it reads well"):
        assert "Then the person said" not in extract_offline({"format": "claude-code"}, _after_a_change(words)).outcome
    # a report up front, before a long log, is still the report
    log = "the deploy still fails\n\n" + "    at Object.<anonymous> (/srv/app/index.js:12:5)\n" * 30
    out = extract_offline({"format": "claude-code"}, _after_a_change(log)).outcome
    assert 'Then the person said "the deploy still fails"' in out
    assert 'Then the person said "the tools broke down again' in extract_offline(
        {"format": "claude-code"}, _after_a_change("the tools broke down again after the wiring")).outcome
