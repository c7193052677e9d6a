"""Cursor's Export chat files (cursor_<title>.md): blocks, what is typed, the export time, the
project, and the CLI from ingest to the digest."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest
from click.testing import CliRunner

from lc_memory.errors import IngestError
from lc_memory.ingest import cursor
from lc_memory.ingest.base import detect, expand, read_transcripts
from lc_memory.ingest.common import NotATranscript
from lc_memory.store.identity import folder_identity, project_for
from lc_memory.surfaces.cli import cli

from .conftest import FIXTURES, SHARED_DATA, git

SAMPLES = SHARED_DATA / "agent-transcripts" / "cursor"
AGENTS = SHARED_DATA / "agent-transcripts"
FIXTURE = FIXTURES / "agents" / "cursor" / "cursor_fix_the_login_redirect.md"


def sample(tmp_path: Path, name: str) -> Path:
    """A shared sample under its real name (cursor_<title>.md) in its repository's folder."""
    if not SAMPLES.is_dir():
        pytest.skip("no shared agent transcripts here")
    _, repo, real = name.split("__")
    folder = tmp_path / repo
    folder.mkdir(parents=True, exist_ok=True)
    git("init", "-q", cwd=folder)
    shutil.copy(SAMPLES / name, folder / real)
    return folder / real


def typed(t) -> list[str]:
    return [m["content"] for m in t.messages if m.get("typed")]


def test_build_volt_sample(tmp_path):
    path = sample(tmp_path, "Neehal-Shahid__build-volt__cursor_phase_1_file_review.md")
    assert detect(path).name == "cursor"
    (t,) = read_transcripts(path)
    assert t.meta["id"] == "cursor-phase-1-file-review-20260810T164808"
    assert (t.meta["title"], t.meta["title_source"]) == ("Phase 1 file review", "summary")
    assert t.meta["created"] == t.meta["last_activity"] == "2026-08-10T11:48:08.000Z"  # 16:48:08 GMT+5
    said = typed(t)
    assert said[:3] == [
        "Read both files and start from phase 1",
        ("Before going to Phase 2, I want you to change the theme of this project.\n"
         "I want light theme, with colors of this website I like it a lot https://ashreitech.com/ \n"
         "Do this , and remember this for future too, and have you followed both files completely, did they say "
         "something about updating a file adter every phase , what has done"),
        "go phase 2."]
    assert said[11] == ("@REACT_REBUILD_HANDOFF.md , @REACT_REBUILD_PROGRESS.md \nokay now before going to phase 7, "
                        "read this files again, and make sure you are doing right things or optimie one.\n"
                        "And test all 6 phase.\nAnd guide me step by step how can I test it on local host")
    # Cursor's background-task notices arrive as **User** blocks: not typed
    notices = [m for m in t.messages if "<system_notification>" in m["content"]]
    assert len(notices) == 7 and not any(m["typed"] for m in notices)  # 30 **User** blocks: 23 typed
    assert sum(m["content"].count("<system_notification>") for m in notices) == 8  # one block holds two
    assert len(said) == 23 and len(t.messages) == 59
    # a "---" rule inside the agent's reply does not split it
    first_reply = t.messages[1]
    assert first_reply["role"] == "assistant" and "**Next (Phase 2):**" in first_reply["content"]
    assert not any(m["kind"] == "tool_use" for m in t.messages)  # the export keeps no tool calls
    assert t.meta["cwd"] == str(path.parent.resolve())
    assert project_for(t.meta["cwd"]) == folder_identity(path.parent)


def test_vaultpend_sample(tmp_path):
    path = sample(tmp_path, "chamod-ishankha__vaultpend__cursor_welcome_to_cursor.md")
    assert detect(path).name == "cursor"
    (t,) = read_transcripts(path)
    assert t.meta["id"] == "cursor-welcome-to-cursor-20260329T095754"
    assert t.meta["created"] == "2026-03-29T04:27:54.000Z"  # 09:57:54 GMT+5:30
    said = typed(t)
    assert said[0] == ("Great! First read @Project Specification.md file and make specification fix and update "
                       "the file which i missing.")
    assert said[1] == "Changes:\nTechnical Stack:\nstate management RiverPod, Is that good? or can we move another one."
    assert said[-1].startswith("Add new category.\nCreate expense record with added category.")
    assert len(said) == 19 and [m["role"] for m in t.messages[:2]] == ["user", "assistant"]  # 19 **User** blocks


def test_fiveo_sample(tmp_path):
    path = sample(tmp_path, "metamendmarketing__fiveo__cursor_welcome_to_cursor.md")
    assert detect(path).name == "cursor"
    (t,) = read_transcripts(path)
    assert t.meta["created"] == "2026-04-11T17:29:42.000Z"  # 10:29:42 PDT
    # the first block is Cursor's greeting; the person's first words are "Hi"
    assert t.messages[0]["role"] == "assistant" and t.messages[0]["content"].startswith("Hi there! Welcome to Cursor.")
    said = typed(t)
    assert said[:2] == ["Hi", said[1]] and said[1].startswith("I have a Magento product export CSV in /data/raw.\n\n"
                                                              "Your job is to normalize this data")
    assert said[2].startswith("Much of the data we need to enrich this (fitment compatability)")
    assert "I don't know how to do any of this." in said
    assert len(said) == 11


def test_two_exports_titled_alike_are_two_sessions(tmp_path):
    a = sample(tmp_path, "chamod-ishankha__vaultpend__cursor_welcome_to_cursor.md")
    b = sample(tmp_path, "metamendmarketing__fiveo__cursor_welcome_to_cursor.md")
    ids = {read_transcripts(p)[0].meta["id"] for p in (a, b)}
    assert len(ids) == 2


def test_fixture_blocks():
    (t,) = read_transcripts(FIXTURE)
    assert t.meta["id"] == "cursor-fix-the-login-redirect-20261203T140509"
    assert t.meta["created"] == "2026-12-03T22:05:09.000Z"  # 14:05:09 PST
    assert typed(t) == [
        "After login the app sends me back to /login instead of the page I came from. See @src/auth/redirect.ts",
        "Can you show me how the export of this chat will look?",  # <user_query> wrapper taken off
        "thanks — ship it"]
    # "---" and "**User**" inside a code fence stay in the agent's message
    example = t.messages[3]
    assert example["role"] == "assistant" and "**User**" in example["content"]
    assert example["content"].endswith("That is the whole layout.")
    notice = t.messages[4]
    assert notice["role"] == "user" and not notice["typed"] and "<system_notification>" in notice["content"]
    assert [m["role"] for m in t.messages] == ["user", "assistant"] * 3 + ["user"]
    assert not t.bad and not t.skipped


def _export(folder, name: str, text: str):
    """The one transcript of an export written as *name* in *folder*."""
    path = folder / name
    path.write_text(text)
    (t,) = read_transcripts(path)
    return t


def test_an_unclosed_fence_does_not_swallow_the_chat(tmp_path):
    t = _export(tmp_path, "cursor_cut_off.md",
                "# Cut off\n_Exported on 1/2/2026 at 10:00:00 GMT+1 from Cursor (3.0.1)_\n\n---\n\n**User**\n\n"
                "write a script\n\n---\n\n**Cursor**\n\n```bash\necho hi\n\n---\n\n**User**\n\nthanks\n\n---\n\n"
                "**Cursor**\n\nDone.\n")
    assert typed(t) == ["write a script", "thanks"]
    assert [m["role"] for m in t.messages] == ["user", "assistant", "user", "assistant"]


def test_cursor_1_0_puts_two_blank_lines_before_the_first_block(tmp_path):
    """Cursor 1.0's export leaves two blank lines between the first rule and the first
    **User**: that block is the person's first prompt (an unseen 1.0.0 export lost it)."""
    t = _export(tmp_path, "cursor_kite_tails.md",
                "# Kite tails\n_Exported on 6/16/2025 at 12:55:28 GMT+3 from Cursor (1.0.0)_\n\n---\n\n\n"
                "**User**\n\nMake the kite tail longer\n\n---\n\n**Cursor**\n\nI made the tail 2 m long.\n\n"
                "---\n\n**User**\n\nthanks\n")
    assert [(m["role"], m["content"]) for m in t.messages] == [
        ("user", "Make the kite tail longer"), ("assistant", "I made the tail 2 m long."), ("user", "thanks")]
    assert typed(t) == ["Make the kite tail longer", "thanks"]


@pytest.mark.parametrize("when,iso,known", [
    ("8/10/2026 at 16:48:08 GMT+5", "2026-08-10T11:48:08", True),
    ("3/29/2026 at 09:57:54 GMT+5:30", "2026-03-29T04:27:54", True),
    ("4/11/2026 at 10:29:42 PDT", "2026-04-11T17:29:42", True),
    ("12/29/2025 at 15:57:23 GMT-3", "2025-12-29T18:57:23", True),
    ("2/12/2025 at 12:10:04 WET", "2025-12-02T12:10:04", True),  # a European zone: day first
    ("2025/5/29 at 8:56:03 JST", "2025-05-28T23:56:03", True),
    ("2025/12/16 at GMT+8 16:06:09", "2025-12-16T08:06:09", True),
    ("2025. 7. 6. at 18시 15분 42초 GMT+9", "2025-07-06T09:15:42", True),
    ("1/2/2026 at 4:05:06 PM XYZT", "2026-01-02T16:05:06", False),  # a zone not known: UTC
])
def test_export_times(when, iso, known):
    t, k = cursor.export_time(when)
    assert cursor._iso(t) == iso + ".000Z" and k is known


def test_an_unknown_zone_is_read_as_utc_and_said(tmp_path):
    path = tmp_path / "cursor_x.md"
    path.write_text(FIXTURE.read_text().replace("PST", "XYZT"))
    (t,) = read_transcripts(path)
    assert t.meta["created"] == "2026-12-03T14:05:09.000Z"
    assert [p.line for p in t.skipped] == [2] and "read as UTC" in t.skipped[0].reason


def test_find_and_sniff(tmp_path):
    export = tmp_path / "docs" / "cursor_fix_the_login_redirect.md"
    export.parent.mkdir()
    shutil.copy(FIXTURE, export)
    readme = tmp_path / "README.md"
    readme.write_text("# My project\n\nExport a chat from Cursor and keep it here.\n")
    quoted = tmp_path / "cursor_notes.md"  # a note that quotes the export line, in a code block
    quoted.write_text("# Notes\n```\n_Exported on 1/2/2026 at 10:00:00 PST from Cursor (3.0.1)_\n```\n")
    assert cursor.find(tmp_path) == [export]
    assert export in expand([tmp_path])
    assert cursor.sniff(export) and not cursor.sniff(readme) and not cursor.sniff(quoted)
    renamed = tmp_path / "chat.md"
    shutil.copy(FIXTURE, renamed)
    assert cursor.sniff(renamed)  # the content says so, whatever the name
    txt = tmp_path / "chat.txt"
    shutil.copy(FIXTURE, txt)
    assert not cursor.sniff(txt)
    assert cursor.locations() == []


def test_sniff_says_no_to_every_other_agent():
    others = [p for p in (FIXTURES / "claude_code").rglob("*") if p.is_file()]
    others += [p for p in (FIXTURES / "codex").rglob("*") if p.is_file()]
    others += [p for p in (FIXTURES / "agents").rglob("*") if p.is_file() and "cursor" not in p.parts]
    if AGENTS.is_dir():
        others += [p for p in AGENTS.rglob("*") if p.is_file() and p.parent.name != "cursor"]
        others += [AGENTS / "FORMATS.md"]
    root = Path(__file__).resolve().parents[1]
    others += [root / "README.md", *sorted((root / "docs").glob("*.md"))]
    assert [p for p in others if p.exists() and cursor.sniff(p)] == []


def test_every_sample_is_detected_as_cursor():
    if not SAMPLES.is_dir():
        pytest.skip("no shared agent transcripts here")
    files = sorted(SAMPLES.glob("*.md"))
    assert len(files) == 3 and {detect(p).name for p in files} == {"cursor"}


def test_an_export_without_blocks_is_not_a_transcript(tmp_path):
    path = tmp_path / "cursor_empty.md"
    path.write_text("# Empty\n_Exported on 1/2/2026 at 10:00:00 PST from Cursor (3.0.1)_\n\n---\n\n**User**\n\n\n")
    with pytest.raises(NotATranscript) as e:
        read_transcripts(path)
    assert e.value.reason == "no messages"


def test_a_forced_file_without_an_export_line_is_one_error(tmp_path):
    path = tmp_path / "notes.md"
    path.write_text("# Notes\n\n**User**\n\nhello\n")
    with pytest.raises(IngestError, match="not a Cursor chat export"):
        read_transcripts(path, "cursor")


def test_a_malformed_export_is_one_line_not_a_traceback(tmp_path, store):
    path = tmp_path / "cursor_broken.md"
    path.write_bytes(FIXTURE.read_bytes().replace(b"thanks \xe2\x80\x94 ship it", b"thanks \xff ship it")
                     .replace(b"12/3/2026", b"13/13/2026"))
    (t,) = read_transcripts(path)
    assert [p.line for p in t.bad] == [71] and "not UTF-8" in t.bad[0].reason
    assert "export time cannot be read" in t.skipped[0].reason and "created" not in t.meta
    r = CliRunner().invoke(cli, ["ingest", str(path), "--store", str(store.root), "--project", store.project])
    assert r.exit_code == 0 and "Traceback" not in r.output and f"{path}:71" in r.output
    r = CliRunner().invoke(cli, ["ingest", "--strict", str(path), "--store", str(tmp_path / "s2"), "--project", "x"])
    assert r.exit_code == 1 and r.output.count("Error:") == 1 and "Traceback" not in r.output


def test_cli_ingest_seal_digest(tmp_path):
    repo = tmp_path / "login-app"
    repo.mkdir()
    git("init", "-q", cwd=repo)
    shutil.copy(FIXTURE, repo / FIXTURE.name)
    store = tmp_path / "store"
    runner = CliRunner()
    first = runner.invoke(cli, ["ingest", str(repo), "--store", str(store)])
    assert first.exit_code == 0 and "(1 new or changed)" in first.output, first.output
    tree = {p: p.read_bytes() for p in store.rglob("*") if p.is_file()}
    again = runner.invoke(cli, ["ingest", str(repo), "--store", str(store)])
    assert again.exit_code == 0 and "(0 new or changed)" in again.output
    assert {p: p.read_bytes() for p in store.rglob("*") if p.is_file()} == tree
    project = folder_identity(repo)
    assert runner.invoke(cli, ["seal", "--all", "--store", str(store), "--project", project]).exit_code == 0
    digest = runner.invoke(cli, ["digest", "--raw", "--store", str(store), "--project", project])
    assert digest.exit_code == 0, digest.output
    line = next(x for x in digest.output.split("## Recently", 1)[1].splitlines() if x.startswith("- 2026-12-03"))
    assert "Fix the login redirect" in line and "cursor-fix-the-login-redirect-20261203T140509" in line
    # An export records no tool calls: the line cannot say the session changed nothing.
    assert "no changes" not in line


def test_notes_written_above_a_pasted_export(tmp_path):
    """A person pasted an export under notes of their own (an unseen daily.js study file): the
    export is read from its title on, the notes above it left out; a file whose export line has
    no title above it is still none."""
    notes = "My notes: every object comes from a constructor.\n\n```javascript\nvar obj = {a: 1}\n```\n\n" + \
        "## 1. Shared methods\n\nsome text\n" * 20
    export = ("# JavaScript object creation\n_Exported on 2026/2/28 at GMT+8 10:28:33 from Cursor (2.4.27)_\n\n"
              "---\n\n**User**\n\nIs {} sugar for new Object()?\n\n---\n\n**Cursor**\n\nNot exactly.\n")
    path = tmp_path / "daily-notes.md"
    path.write_text(notes + "\n-------------------------------------------------\n\n\n" + export)
    assert detect(path).name == "cursor"
    (t,) = read_transcripts(path)
    assert t.meta["title"] == "JavaScript object creation"
    assert typed(t) == ["Is {} sugar for new Object()?"]
    assert [m["content"] for m in t.messages] == ["Is {} sugar for new Object()?", "Not exactly."]
    assert t.meta["created"] == "2026-02-28T02:28:33.000Z"
    untitled = tmp_path / "quoted.md"
    untitled.write_text(notes + export.split("\n", 1)[1])
    assert not cursor.sniff(untitled)


def test_a_plans_build_order_is_cursors(tmp_path):
    """Clicking a plan's Build sends Cursor's canned order (after the plan's title, in some
    versions) as a **User** block: Cursor's words, not typed (unseen exports of 2026)."""
    order = ("Implement the plan as specified, it is attached for your reference. Do NOT edit the plan file "
             "itself.\n\nTo-do's from the plan have already been created. Do not create them again. Mark them "
             "as in_progress as you work, starting with the first one. Don't stop until you have completed all "
             "the to-dos.")
    path = tmp_path / "cursor_docs_strategy.md"
    path.write_text("# Docs strategy\n_Exported on 10/7/2026 at 17:09:40 GMT+5:30 from Cursor (3.2.11)_\n\n---\n\n"
                    "**User**\n\nShould we drop Docusaurus?\n\n---\n\n**Cursor**\n\nMove to Fumadocs.\n\n---\n\n"
                    f"**User**\n\nMigrate website to Next.js + Fumadocs\n\n{order}\n\n---\n\n**Cursor**\n\nStarting.\n\n"
                    f"---\n\n**User**\n\n{order}\n\n---\n\n**Cursor**\n\nDone.\n\n---\n\n**User**\n\ncontinue\n")
    (t,) = read_transcripts(path)
    assert typed(t) == ["Should we drop Docusaurus?", "continue"]
    untyped = [m["content"] for m in t.messages if m["role"] == "user" and not m["typed"]]
    assert len(untyped) == 2 and untyped[0].startswith("Migrate website to Next.js + Fumadocs\n\nImplement the plan")


def test_a_debug_mode_buttons_words_are_cursors(tmp_path):
    """Cursor's debug mode buttons (Proceed, Mark as fixed) send canned words as the person's
    turn, with any note the person added after them: the words are Cursor's, the note typed."""
    path = tmp_path / "cursor_fix_the_hang.md"
    path.write_text("# Fix the hang\n_Exported on 5/7/2026 at 21:26:04 CDT from Cursor (3.2.21)_\n\n---\n\n"
                    "**User**\n\nThe page hangs on save\n\n---\n\n**Cursor**\n\nAdding logs.\n\n---\n\n"
                    "**User**\n\n<user_query>\nIssue reproduced, please proceed.\n</user_query>\n\n---\n\n"
                    "**Cursor**\n\nFound it.\n\n---\n\n**User**\n\nIssue reproduced, please proceed. It hangs twice\n\n"
                    "---\n\n**Cursor**\n\nFixed.\n\n---\n\n**User**\n\n"
                    "The issue has been fixed. Please clean up the instrumentation.\n")
    (t,) = read_transcripts(path)
    assert typed(t) == ["The page hangs on save", "It hangs twice"]
    untyped = [m["content"] for m in t.messages if m["role"] == "user" and not m["typed"]]
    assert untyped == ["Issue reproduced, please proceed.", "Issue reproduced, please proceed.",
                       "The issue has been fixed. Please clean up the instrumentation."]


# --- SpecStory's Markdown of Cursor sessions (.specstory/history) ------------------------------

SPECSTORY_V2 = """<!-- Generated by SpecStory, Markdown v2.1.0 -->

# 2026-05-02 09:15:00Z

<!-- cursoride Session 1b2c3d4e-0000-4000-8000-00000000abcd (2026-05-02 09:15:00Z) -->

_**User**_

rename the helper and run the tests

---

_**Agent (composer-2)**_

<think><details><summary>Thought Process</summary>
I should look at the helper first.</details></think>

_**Agent (composer-2)**_

<tool-use data-tool-type="read" data-tool-name="read_file_v2">
<details><summary>Tool use: **read_file_v2** • Read file: e:\\Shop\\src\\util.py</summary>

</details>
</tool-use>

<tool-use data-tool-type="read" data-tool-name="read_file_v2"><details>
<summary>Tool use: **read_file_v2**</summary>

</details></tool-use>

_**Agent (composer-2)**_

<tool-use data-tool-type="write" data-tool-name="edit_file_v2">

<details><summary>Tool use: **edit_file_v2** • Edit file: e:\\Shop\\src\\util.py</summary>

</details>

</tool-use>

<tool-use data-tool-type="shell" data-tool-name="run_terminal_command_v2">
<details><summary>Tool use: **run_terminal_command_v2** • Run command: Set-Location e:\\Shop; pytest -q</summary>

```bash
Set-Location e:\\Shop; pytest -q
```

```
3 passed in 0.2s &gt; done
```
</details>
</tool-use>

<tool-use data-tool-type="unknown" data-tool-name="todo_write">
<details>
<summary>Tool use: **todo_write**</summary>

Parameters:

```json
{
  "merge": true
}
```
Result:

```json
{
  "finalTodos": [
    {"content": "Rename helper", "id": "a", "status": "completed"},
    {"content": "Update docs", "id": "b", "status": "pending"}
  ]
}
```
Status: **completed**

</details>
</tool-use>

_**Agent (composer-2)**_

Renamed `helper` to `normalize`; the tests pass.

"""


def _specstory(root: Path, name: str, text: str) -> Path:
    history = root / ".specstory" / "history"
    history.mkdir(parents=True, exist_ok=True)
    (history / name).write_text(text)
    return history / name


def test_specstory_markdown_v2_of_a_cursor_session(tmp_path):
    """SpecStory's copy of a Cursor session: typed words, the agent's (reasoning left out),
    each tool call once (its empty second copy dropped), paths relative to the project folder
    Cursor saw, a command's output unescaped with no exit status claimed, the plan."""
    project = tmp_path / "shop"
    path = _specstory(project, "2026-05-02_09-15-00Z-rename-the-helper.md", SPECSTORY_V2)
    assert cursor.sniff(path) and detect(path).name == "cursor"
    (t,) = read_transcripts(path)
    assert t.meta["id"] == "cursor-1b2c3d4e-0000-4000-8000-00000000abcd"
    assert t.meta["cwd"] == str(project.resolve()) and t.meta["created"] == "2026-05-02T09:15:00.000Z"
    assert typed(t) == ["rename the helper and run the tests"]
    said = [m["content"] for m in t.messages if m["role"] == "assistant" and m["kind"] == "text"]
    assert said == ["Renamed `helper` to `normalize`; the tests pass."]
    calls = [m["call"] for m in t.messages if m["kind"] == "tool_use"]
    assert [(c["tool"], c.get("paths"), c.get("command")) for c in calls] == [
        ("read", ["src/util.py"], None), ("edit", ["src/util.py"], None),
        ("shell", None, "Set-Location e:\\Shop; pytest -q"), ("plan", None, None)]
    assert calls[3]["plan"] == [{"step": "Rename helper", "status": "completed"},
                                {"step": "Update docs", "status": "pending"}]
    shell_result = [m for m in t.messages if m["kind"] == "tool_result"][2]
    assert shell_result["content"] == "3 passed in 0.2s > done" and shell_result["result"]["error"] is None


def test_specstory_call_still_loading_never_ran(tmp_path):
    """An edit SpecStory saved while it was still running (Status: loading) changed nothing."""
    text = SPECSTORY_V2.replace("Edit file: e:\\Shop\\src\\util.py</summary>\n\n</details>",
                                "Edit file: e:\\Shop\\src\\util.py</summary>\n\nStatus: **loading**\n\n</details>")
    assert "loading" in text
    path = _specstory(tmp_path / "shop", "2026-05-02_09-15-00Z-rename-the-helper.md", text)
    (t,) = read_transcripts(path)
    edit = next(i for i, m in enumerate(t.messages) if m["kind"] == "tool_use" and m["call"]["tool"] == "edit")
    assert t.messages[edit + 1]["result"]["refused"] is True


def test_specstory_copy_of_another_agent_is_skipped_with_a_line(tmp_path):
    text = SPECSTORY_V2.replace("<!-- cursoride Session", "<!-- Claude Code Session")
    path = _specstory(tmp_path / "shop", "2026-05-02_09-15-00Z-rename.md", text)
    with pytest.raises(NotATranscript, match="Claude Code"):
        read_transcripts(path)


def test_specstory_2025_layout_keeps_the_words(tmp_path):
    """The 2025 extension's layout: blocks split by ---, tool renderings (a bare diff, a
    command and its output, a Read file line, a folded listing) are not the agent's words and
    name no file: no tool calls, as for Cursor's exports. The heading's title, the file name's
    UTC time."""
    text = ("<!-- Generated by SpecStory -->\n\n# Fix the cart total (2025-06-03 17:40:12)\n\n_**User**_\n\n"
            "the cart total is wrong\n\n---\n\n_**Assistant**_\n\nLooking at the cart.\n\n---\n\n"
            "Read file: src/cart.ts\n\n---\n\nModel provided invalid arguments to terminal tool.\n\n---\n\n<details>\n            <summary>Listed directory src • **4** results"
            "</summary>\n\n| Name |\n|-------|\n| cart.ts |\n\n</details>\n\n---\n\n"
            "```diff\n- total += price\n+ total += price * qty\n```\n\n---\n\n"
            "```bash\nnpm test && head -3 docs/cart.md\n```\n\n```\n4 passing\n---\ntitle: Cart\n---\n```\n\n---\n\n"
            "The total now counts quantities.\n\n---\n")  # the output's YAML header is no separator
    path = _specstory(tmp_path / "shop", "2025-06-03_14-40-fix-the-cart-total.md", text)
    (t,) = read_transcripts(path)
    assert t.meta["title"] == "Fix the cart total" and t.meta["created"] == "2025-06-03T14:40:00.000Z"
    assert t.meta["id"] == "cursor-fix-the-cart-total-20250603T144000"
    assert typed(t) == ["the cart total is wrong"]
    assert [m["content"] for m in t.messages if m["role"] == "assistant"] == [
        "Looking at the cart.", "The total now counts quantities."]
    assert not [m for m in t.messages if m["kind"] != "text"]


def test_specstory_late_2025_heading_and_session_line_without_seconds(tmp_path):
    """Late 2025 files put the session line above a titled heading, times to the minute."""
    text = ("<!-- Generated by SpecStory -->\n\n<!-- cursor Session 3c1d0000-aaaa-4bbb-8ccc-000000000001 "
            "(2025-10-15 00:14Z) -->\n\n# Run the benchmark (2025-10-15 00:14Z)\n\n_**User**_\n\nrun it\n\n"
            "---\n\n_**Assistant (default)**_\n\nStarted.\n\n---\n")
    path = _specstory(tmp_path / "bench", "2025-10-15_00-14Z-run-the-benchmark.md", text)
    (t,) = read_transcripts(path)
    assert t.meta["id"] == "cursor-3c1d0000-aaaa-4bbb-8ccc-000000000001" and t.meta["title"] == "Run the benchmark"
    assert t.meta["created"] == "2025-10-15T00:14:00.000Z" and typed(t) == ["run it"]


def test_specstory_files_are_found_in_a_project(tmp_path):
    project = tmp_path / "shop"
    path = _specstory(project, "2026-05-02_09-15-00Z-rename-the-helper.md", SPECSTORY_V2)
    (project / ".specstory" / "history" / "notes.md").write_text("# my notes\n")
    assert expand([tmp_path]) == [path] and expand([project / ".specstory"]) == [path]


def _ask(result: str) -> str:
    """A Cursor ``ask_question`` call as SpecStory's Markdown v2 writes it, then its empty copy."""
    params = {"questions": [
        {"id": "ui", "prompt": "Which interface?",
         "options": [{"id": "web", "label": "A web page"}, {"id": "desk", "label": "A desktop window"}]},
        {"id": "save", "prompt": "Where to save?",
         "options": [{"id": "one", "label": "One file"}, {"id": "many", "label": "A file each"}]}]}
    return ("_**Agent (composer-2)**_\n\n<tool-use data-tool-type=\"unknown\" data-tool-name=\"ask_question\">\n"
            "<details>\n<summary>Tool use: **ask_question**</summary>\n\n\nParameters:\n\n```json\n"
            + json.dumps(params, indent=2) + "\n```\nAdditional data:\n\n```json\n{\n  \"status\": \"submitted\"\n}\n```\n"
            + result + "\nStatus: **completed**\n\n\n</details>\n</tool-use>\n\n"
            "<tool-use data-tool-type=\"unknown\" data-tool-name=\"ask_question\"><details>\n"
            "<summary>Tool use: **ask_question**</summary>\n\n</details></tool-use>\n\n"
            "_**Agent (composer-2)**_\n\nBuilding the desktop window now.\n\n")


def _asked(tmp_path: Path, result: str):
    head = SPECSTORY_V2.split("_**Agent (composer-2)**_", 1)[0]
    path = _specstory(tmp_path / "shop", "2026-05-02_09-15-00Z-ask.md", head + _ask(result))
    (t,) = read_transcripts(path)
    return t


def test_specstory_ask_question_the_persons_words_are_typed_the_labels_they_picked_are_not(tmp_path):
    """Cursor's form: the words the person wrote are theirs; an option's label is the agent's
    (it wrote the form), so picking it credits nothing to the person: it is kept untyped."""
    answers = {"answers": [{"questionId": "ui", "selectedOptionIds": ["desk"], "freeformText": ""},
                           {"questionId": "save", "freeformText": "both, one file and a file each"}]}
    t = _asked(tmp_path, "Result:\n\n```json\n" + json.dumps(answers, indent=2) + "\n```")
    assert typed(t) == ["rename the helper and run the tests", "both, one file and a file each"]
    assert any(m["role"] == "user" and not m["typed"] and m["content"] == "chose: A desktop window" for m in t.messages)
    ask = next(m for m in t.messages if m.get("name") == "ask_question" and m["kind"] == "tool_use")
    assert ask["call"]["tool"] == "other"


def test_specstory_ask_question_rejected_is_no_choice(tmp_path):
    t = _asked(tmp_path, "User decision: **rejected**\n")
    assert typed(t) == ["rename the helper and run the tests"]


def test_an_export_is_read_from_disk_once(monkeypatch):
    """The sniff's two looks at the head (SpecStory's mark, the export line) and the read share
    one read of the file, when the head read is the whole file (every export seen)."""
    import builtins
    from pathlib import Path as _Path

    from lc_memory.ingest import cursor
    from lc_memory.ingest.common import one_look

    opened = []
    real_open, real_read_bytes = builtins.open, _Path.read_bytes

    def counting_open(file, *a, **k):
        if str(file) == str(FIXTURE):
            opened.append("open")
        return real_open(file, *a, **k)

    def counting_read_bytes(self):
        if str(self) == str(FIXTURE):
            opened.append("read_bytes")
        return real_read_bytes(self)

    monkeypatch.setattr(builtins, "open", counting_open)
    monkeypatch.setattr(_Path, "read_bytes", counting_read_bytes)
    with one_look():
        assert cursor.sniff(FIXTURE)
        (t,) = cursor.read(FIXTURE)
    assert t.meta["title"] and len(opened) == 1, opened


def test_specstory_copy_of_a_vs_code_chat_names_no_reader_it_lacks(tmp_path):
    """SpecStory saves VS Code's Copilot Chat as "<!-- vscode Session ... -->" (unseen round 6,
    a Go gateway's repository): skipped, without sending the person to a reader lc-memory lacks."""
    text = SPECSTORY_V2.replace("<!-- cursoride Session", "<!-- vscode Session")
    path = _specstory(tmp_path / "shop", "2026-05-02_09-15-00Z-rename.md", text)
    with pytest.raises(NotATranscript, match="VS Code") as e:
        read_transcripts(path)
    assert "own transcripts" not in str(e.value)
