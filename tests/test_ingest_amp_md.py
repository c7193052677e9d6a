"""Amp threads exported as Markdown (``amp_md``), read through the ``amp`` format.

The layout is what 35 real exports committed to public repositories hold (AnswerDotAI/ai-jup's
``_threads/``, ok-very/autoart's ``docs/temp.md``; no licence, so none is copied here): front
matter with ``threadId``, ``## User`` / ``## Assistant`` sections, ``**Tool Use:**`` lines with
the input as a JSON fence, ``**Tool Result:**`` / ``**Tool Error:**`` / ``**Tool Cancelled:**``
lines naming the call. The export below is written in that shape, with words of our own.
"""

from __future__ import annotations

import json
from pathlib import Path

from lc_memory.ingest import amp, amp_md
from lc_memory.ingest.base import FORMATS, detect, read_transcripts
from lc_memory.write.activity import activity

from .conftest import CLAUDE, CODEX

TID = "T-019b7150-8e68-746c-b012-0a1b2c3d4e5f"
ROOT = "/Users/me/git/trails"
FENCE = "```"


def _call(name: str, args: dict) -> str:
    return f"**Tool Use:** `{name}`\n\n{FENCE}json\n{json.dumps(args, indent=2)}\n{FENCE}\n"


def _result(call: str, value: object, fence: str = FENCE) -> str:
    text = value if isinstance(value, str) else json.dumps(value, indent=2)
    return f"**Tool Result:** `{call}`\n\n{fence}\n{text}\n{fence}\n"


# An oracle's answer is Markdown with fences of its own, and Amp keeps a three-backtick fence
# around it: the result runs to its last fence, and nothing in it is the person's.
ORACLE_ANSWER = ("## Plan\n\n1. Add the gain.\n\n```python\ndef gain(points):\n    return 0\n```\n\n"
                 "Then run the tests:\n\n```bash\npytest\n```\n\nThat is all.")

# An edit's diff holds a fence, so Amp puts four backticks around its result.
EDIT_RESULT = _result("toolu_vrtx_02", {"diff": "```diff\n-    return trail.name\n+    return trail.summary\n```",
                                        "lineRange": [2, 2]}, fence="````")

EXPORT = f"""---
title: "Elevation: add the total gain"
threadId: {TID}
created: 2025-12-30T22:11:03.402Z
agentMode: smart
---

# Elevation: add the total gain

## User

<attached_files>
{FENCE}file://{ROOT}/summary.py
1: def summary(trail):
2:     return trail.name
{FENCE}
</attached_files>

Trail summaries should show the total elevation gain. Add it to summary.py.

## Assistant

I'll ask the oracle first.

{_call("oracle", {"task": "plan the change"})}
## User

{_result("toolu_vrtx_01", ORACLE_ANSWER)}
## Assistant

{_call("edit_file", {"path": f"{ROOT}/summary.py", "old_str": "[... old_str omitted in markdown version ...]",
                     "new_str": "[... new_str omitted in markdown version ...]"})}
## User

{EDIT_RESULT}
## Assistant

{_call("Bash", {"cmd": "pytest -q", "cwd": ROOT})}
## User

{_result("toolu_vrtx_03", {"output": "1 failed, 3 passed", "exitCode": 1})}
## Assistant

{_call("Bash", {"cmd": "rm -rf build", "cwd": ROOT})}
## User

**Tool Cancelled:** `toolu_vrtx_04`

*(interrupted)*

keep the build folder

## Assistant

{_call("Read", {"path": f"{ROOT}/missing.py"})}
## User

**Tool Error:** `toolu_vrtx_05`

**Error:** {{"message":"File not found: file://{ROOT}/missing.py"}}

## Assistant

{_call("Bash", {"cmd": "pytest -q", "cwd": ROOT})}
## User

{_result("toolu_vrtx_06", {"output": "4 passed", "exitCode": 0})}
## Assistant

The summary now shows the total elevation gain, and the tests pass.

## Info

**Manual Bash Invocation**

{FENCE}bash
ls
{FENCE}

## Todos
- [x] Add the gain
"""


def write(tmp_path: Path, text: str = EXPORT, name: str = "001_Elevation.md") -> Path:
    path = tmp_path / "_threads" / name
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(text)
    return path


def test_an_export_is_read_as_amp(tmp_path):
    path = write(tmp_path)
    assert detect(path).name == "amp"
    assert [f.name for f in FORMATS if f.sniff(path)] == ["amp"]
    [t] = read_transcripts(path)
    assert t.meta["id"] == f"amp-md-{TID}" and t.meta["format"] == "amp"
    assert t.meta["title"] == "Elevation: add the total gain"
    assert t.meta["created"] == "2025-12-30T22:11:03.402Z"


def test_typed_is_exactly_the_persons_words(tmp_path):
    [t] = read_transcripts(write(tmp_path))
    typed = [m["content"] for m in t.messages if m["typed"]]
    # not the attached files, not the oracle's Markdown answer, not Amp's "*(interrupted)*"
    assert typed == ["Trail summaries should show the total elevation gain. Add it to summary.py.",
                     "keep the build folder"]
    attached = [m for m in t.messages if m["role"] == "user" and "<attached_files>" in m["content"]]
    assert len(attached) == 1 and not attached[0]["typed"]
    oracle = [m for m in t.messages if m["kind"] == "tool_result" and "Then run the tests" in m["content"]]
    assert len(oracle) == 1 and "That is all." in oracle[0]["content"]


def test_tool_calls_are_paired_and_become_activity(tmp_path):
    [t] = read_transcripts(write(tmp_path))
    uses = [m for m in t.messages if m["kind"] == "tool_use"]
    results = [m for m in t.messages if m["kind"] == "tool_result"]
    assert [m["name"] for m in uses] == ["oracle", "edit_file", "Bash", "Bash", "Read", "Bash"]
    assert [u["call"]["id"] for u in uses] == [r["result"]["id"] for r in results] == [
        f"toolu_vrtx_0{n}" for n in range(1, 7)]
    assert [r["result"]["exit_code"] for r in results if r["name"] == "Bash"] == [1, None, 0]
    cancelled, missing = results[3]["result"], results[4]["result"]
    assert cancelled["error"] and missing["error"] and "File not found" in results[4]["content"]
    act = activity(t.meta, t.messages)
    assert act.edited == ("summary.py",) and act.created == act.deleted == ()
    assert [(c.command, c.runs, c.passed, c.code) for c in act.checks] == [("pytest -q", 2, True, 0)]


def test_the_project_is_the_folder_the_shell_ran_in(tmp_path):
    [t] = read_transcripts(write(tmp_path))
    assert t.meta["cwd"] == ROOT
    # No shell call gives a folder (Amp on Windows ran `cd /d e:\\app && ...`): the export's own folder.
    plain = EXPORT.replace(f'"cwd": "{ROOT}"', '"x": 1')
    [t] = read_transcripts(write(tmp_path, plain, "002.md"))
    assert t.meta["cwd"] == str((tmp_path / "_threads").resolve())
    # A script run once in a skill's own folder, while every file is the project's: not the project.
    skill = plain.replace('"cmd": "rm -rf build",\n  "x": 1', '"cmd": "rm -rf build",\n  "cwd": "/Users/me/.skills/browser"')
    assert skill != plain
    [t] = read_transcripts(write(tmp_path, skill, "003.md"))
    assert t.meta["cwd"] == str((tmp_path / "_threads").resolve())


def test_find_and_sniff(tmp_path):
    path = write(tmp_path)
    notes = write(tmp_path, "---\ntitle: notes\n---\n\n## User\n\nhi\n", "notes.md")
    prose = write(tmp_path, "# Threads\n\n---\ntitle: x\nthreadId: " + TID + "\n---\n", "doc.md")
    assert amp.find(tmp_path) == [path]
    assert not amp.sniff(notes) and not amp.sniff(prose)
    assert amp_md.is_export("\ufeff---\ntitle: a: b\nauthor: me\nthreadId: T-1\ncreated: x\n---\n")
    assert [p for p in (CLAUDE, CODEX) if amp.sniff(p)] == []


def test_reingest_is_the_same(tmp_path):
    path = write(tmp_path)
    [a], [b] = read_transcripts(path), read_transcripts(path)
    assert a.meta == b.meta and a.messages == b.messages


# A report that gathers several exports in one file (unseen round 9: a student's "AI use"
# write-up pasted its Amp threads under "# Threads", and a Markdown formatter put blank lines
# inside each front matter): each thread is a session; the prose before them is nobody's.
T2 = "T-019c6800-aaaa-7bbb-8ccc-0d1e2f3a4b5c"
GATHERED = f"""# Description

I used the agent for a few refactors; the threads are below.

# Threads

---

title: Fix the loop order
threadId: {TID}
created: 2026-02-16T01:39:32.213Z
agentMode: smart

---

## User

Fix the selected line

## Assistant

{_call("edit_file", {"path": "/Users/me/school/ml/main.py", "old_str": "a", "new_str": "b"})}
## User

{_result("toolu_vrtx_11", "Edited")}
## Assistant

The loops were in the wrong order; the outer one comes first now.

---

title: Pick a classifier
threadId: {T2}
created: 2026-02-16T20:06:34.289Z
agentMode: smart

---

## User

Which library should I use for digit classification?

## Assistant

An export I once read:

{FENCE}
---
threadId: T-019c0000-0000-7000-8000-000000000000
---

## User

not a thread of this file
{FENCE}

Use scikit-learn: its SVC fits 8x8 digits well.
"""


def test_a_file_that_gathers_several_threads_gives_one_session_each(tmp_path):
    path = write(tmp_path, GATHERED, "ai-use.md")
    assert amp.sniff(path) and detect(path).name == "amp"
    one, two = read_transcripts(path)
    assert [one.meta["id"], two.meta["id"]] == [f"amp-md-{TID}", f"amp-md-{T2}"]
    assert [one.meta["title"], two.meta["title"]] == ["Fix the loop order", "Pick a classifier"]
    typed = [[m["content"] for m in t.messages if m.get("typed")] for t in (one, two)]
    assert typed == [["Fix the selected line"], ["Which library should I use for digit classification?"]]
    assert activity(one.meta, one.messages).edited == ("/Users/me/school/ml/main.py",)
    # the export quoted inside an answer's fence is its words, not a third thread
    assert "not a thread of this file" in two.messages[-1]["content"]
    assert one.messages[0]["ts"].startswith("2026-02-16T01:39") and two.messages[0]["ts"].startswith("2026-02-16T20:06")
