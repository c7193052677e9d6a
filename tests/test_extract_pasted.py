"""What the person pasted is not what they said, and a docs edit that names two versions of one
thing on both sides corrected none (issue 35: lines read false on real sessions nobody here had
seen)."""

from __future__ import annotations

import json

import pytest

from lc_memory.write.extract import extract_offline, reported_after


def said(text: str) -> dict:
    return {"role": "assistant", "kind": "text", "content": text}


def typed(text: str) -> dict:
    return {"role": "user", "kind": "text", "typed": True, "content": text}


def _ran(command: str, cid: str = "c1") -> list[dict]:
    return [{"role": "assistant", "kind": "tool_use", "name": "shell", "content": command,
             "call": {"id": cid, "tool": "shell", "command": command}},
            {"role": "tool", "kind": "tool_result", "content": "ok",
             "result": {"id": cid, "error": False, "exit_code": 0}}]


@pytest.mark.parametrize("pasted", [
    'root@lab:~/toolkit# grep workspace pyproject.toml && echo "ERROR: workspace found!" || echo "OK: no workspace"\n'
    "OK: no workspace",
    "$ make check\nerror count: 0",
    "for row in rows:\n    if row.done:\n        break\n    handle(row)",
    "```\nTraceback: it crashes here\n```",
    # zsh's own prompt, and the glyphs starship, pure and oh-my-zsh put before a command (a real
    # Crush session, chad-russell/k: "I tried: ... ❯ kubectl logs ... --previous" and the error it printed)
    "I tried:\n\n\nLast login: Fri Sep  5 09:47:40 on ttys022\n"
    "❯ kubectl logs -n forgejo forgejo-5f4d46f74-hwbtn --previous\n"
    'Error from server (BadRequest): previous terminated container "forgejo" not found',
    "me@Mac app % make check\nmake: *** [check] Error 2",
    "➜  app git:(main) npm test\n1 failing",
    "λ cargo build\nerror[E0425]: cannot find value `x`",
])
def test_a_pasted_terminal_run_or_code_is_no_report(pasted):
    messages = [typed("Add the workspace check"), *_ran("make check"), said("Done."), typed(pasted)]
    assert reported_after(messages) == ("", False)


def test_the_persons_own_report_still_counts():
    messages = [typed("Add the workspace check"), *_ran("make check"), said("Done."),
                typed("$ make check\nerror count: 0\n\nThe check still crashes on an empty file.")]
    assert reported_after(messages) == ("The check still crashes on an empty file", False)


def _doc_edit(path: str, old: str, new: str) -> list[dict]:
    return [{"role": "assistant", "kind": "tool_use", "name": "edit",
             "content": json.dumps({"file_path": path, "new_string": new, "old_string": old}, sort_keys=True),
             "call": {"id": "e1", "tool": "edit", "changes": [{"op": "update", "path": path}], "paths": [path]}},
            {"role": "tool", "kind": "tool_result", "content": "", "result": {"id": "e1", "error": False, "exit_code": 0}}]


def test_a_name_with_two_versions_on_both_sides_is_no_correction():
    old = "Phase 0 sets up the repo. Phase 1 writes the plan template."
    new = "Phase 0 sets up the repository. Phase 1 writes the plan template and its checks."
    e = extract_offline({}, [typed("Tidy the plan template docs"), *_doc_edit("docs/plan-template.md", old, new),
                             said("Tidied the plan template.")])
    assert "correcting the versions" not in e.outcome and "→" not in e.outcome


def test_one_version_before_and_another_after_is_still_a_correction():
    e = extract_offline({}, [typed("Update the README"),
                             *_doc_edit("README.md", "Built with Next.js 14 on Phase 0.", "Built with Next.js 15.5.2 on Phase 0."),
                             said("Updated the README.")])
    assert "correcting the versions it gives (Next.js 14 → 15.5.2)" in e.outcome
