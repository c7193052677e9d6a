"""OpenCode's /export Markdown (lc_memory/ingest/opencode_md.py).

Every record here is written from what OpenCode's ``formatTranscript`` emits (header, ``## User``,
``## Assistant (Agent · model · 1.0s)``, ``_Thinking:_``, ``**Tool: name**`` with its Input,
Output and Error blocks), never copied from a real export."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from lc_memory.ingest import opencode_md
from lc_memory.ingest.base import detect, expand, read_transcripts
from lc_memory.ingest.common import iso_from_epoch

# ses_0479aedb7ffe...: created 2026-07-31T13:37:39.400Z (its id says so, modulo 2^36 ms)
SID = "ses_0479aedb7ffe9OLFrqEjxN2OiM"


def export(*messages: str, title: str = "Fix the login form", created: str = "31/07/2026, 20:37:39",
           updated: str = "31/07/2026, 22:08:32", sid: str = SID) -> str:
    """A transcript as formatTranscript writes it: header, then each message and ``---``."""
    out = f"# {title}\n\n**Session ID:** {sid}\n**Created:** {created}\n**Updated:** {updated}\n\n---\n\n"
    for m in messages:
        out += m + "---\n\n"
    return out


def user(*texts: str) -> str:
    return "## User\n\n" + "".join(f"{t}\n\n" for t in texts)


def assistant(*parts: str, meta: bool = True) -> str:
    head = "## Assistant (Build · claude-sonnet-4 · 5.4s)\n\n" if meta else "## Assistant\n\n"
    return head + "".join(parts)


def text(t: str) -> str:
    return f"{t}\n\n"


def thinking(t: str) -> str:
    return f"_Thinking:_\n\n{t}\n\n"


def tool(name: str, args: dict | None = None, output: str | None = None, error: str | None = None) -> str:
    out = f"**Tool: {name}**\n"
    if args is not None:
        out += f"\n**Input:**\n```json\n{json.dumps(args, indent=2)}\n```\n"
    if output:
        out += f"\n**Output:**\n```\n{output}\n```\n"
    if error:
        out += f"\n**Error:**\n```\n{error}\n```\n"
    return out + "\n"


def write(tmp_path: Path, body: str, name: str = "session-ses_0479.md") -> Path:
    folder = tmp_path / "myapp"
    folder.mkdir(exist_ok=True)
    p = folder / name
    p.write_text(body, encoding="utf-8")
    return p


def read_one(path: Path):
    (t,) = read_transcripts(path)
    return t


def test_detected_and_found(tmp_path):
    p = write(tmp_path, export(user("hello"), assistant(text("Hi."))))
    assert detect(p).name == "opencode-md"
    other = tmp_path / "myapp" / "notes.md"
    other.write_text("# Notes\n\nSession ID: none here\n", encoding="utf-8")
    assert opencode_md.find(tmp_path) == [p]
    assert p in expand([tmp_path]) and other not in expand([tmp_path])


def test_a_look_alike_without_created_is_not_one(tmp_path):
    """formatTranscript always writes Created: a file without it is another writer's."""
    body = f"# t\n\n**Session ID:** {SID}\n\n---\n\n## User\n\nhi\n\n---\n\n"
    p = write(tmp_path, body)
    assert not opencode_md.sniff(p)
    assert opencode_md.sniff(write(tmp_path, export(user("hi")), "other.md"))


def test_typed_text_agent_text_project_and_title(tmp_path):
    p = write(tmp_path, export(user("fix the login form"), assistant(text("Fixed the form's submit handler."))))
    t = read_one(p)
    assert t.meta["cwd"] == str(p.parent.resolve())
    assert t.meta["id"] == f"opencode-md-{SID}" and t.meta["format"] == "opencode-md"
    assert t.meta["title"] == "Fix the login form"
    said = [(m["role"], m["content"], m["typed"]) for m in t.messages]
    assert said == [("user", "fix the login form", True), ("assistant", "Fixed the form's submit handler.", False)]


def test_init_prompt_is_not_typed(tmp_path):
    p = write(tmp_path, export(user("Please analyze this codebase and create an AGENTS.md file containing: ..."),
                               assistant(text("Wrote AGENTS.md."))))
    assert [m["typed"] for m in read_one(p).messages] == [False, False]


@pytest.mark.parametrize("title", ["Recon the target (@kali-v2/reconnaissance subagent)",
                                   "Fix errors (@Sisyphus (Ultraworker) subagent)",
                                   "Child session - 2026-07-31T13:37:39.400Z"])
def test_a_helper_agents_session_has_no_typed_text(tmp_path, title):
    """The task tool's child session: its ## User is the parent agent's prompt."""
    p = write(tmp_path, export(user("Scan the target and report open ports."), assistant(text("Found 2 ports.")),
                               title=title))
    assert [m["typed"] for m in read_one(p).messages] == [False, False]


def test_agent_names_with_brackets_and_slashes(tmp_path):
    p = write(tmp_path, export(user("go"), "## Assistant (Sisyphus (Ultraworker) · claude-sonnet-4-6 · 4.9s)\n\n"
                               + text("Started."), user("and?"),
                               "## Assistant (Kali-V2/Reconnaissance · gpt-5.2)\n\n" + text("Scanned.")))
    assert [m["content"] for m in read_one(p).messages] == ["go", "Started.", "and?", "Scanned."]


def test_a_compaction_is_a_summary(tmp_path):
    """OpenCode's compaction agent writes the session's summary: ``## Assistant (Compaction · ...)``."""
    summary = "## Goal\n\nAdd the expand button.\n\n## Accomplished\n\n- Wrote panel.ts"
    p = write(tmp_path, export(user("add an expand button"), assistant(text("Added it.")), "## User\n\n",
                               "## Assistant (Compaction · claude-sonnet-4.5 · 33.4s)\n\n" + text(summary),
                               assistant(text("Continuing with the tests."))))
    msgs = read_one(p).messages
    assert [(m["role"], m["kind"]) for m in msgs] == [("user", "text"), ("assistant", "text"), ("system", "summary"),
                                                      ("assistant", "text")]
    assert msgs[2]["content"] == summary


def said_by_agent(t) -> list[str]:
    return [m["content"] for m in t.messages if m["role"] == "assistant" and m["kind"] == "text"]


def test_the_answer_after_a_reasoning_part_is_kept(tmp_path):
    """formatTranscript writes "_Thinking:_\\n\\n" + reasoning + "\\n\\n", then the text part: the
    answer starts after the last paragraph that talks as reasoning does."""
    p = write(tmp_path, export(user("hello"), assistant(thinking("The user said hello. I should greet them."),
                                                        text("Hello! How can I help?"))))
    t = read_one(p)
    assert said_by_agent(t) == ["Hello! How can I help?"]
    assert not any("reasoning" in s.reason for s in t.skipped)


def test_a_long_reasoning_then_an_answer_in_another_language(tmp_path):
    reasoning = ("The user wants a diagram of the worker.\n\nFlows:\n1. startup\n2. download\n\n"
                 "```\nParticipants: popup, worker\n```\n\nI'll create a clean diagram.")
    answer = "以下是时序图：\n\n```mermaid\nsequenceDiagram\n  A->>B: hi\n```\n\n**要点：** 所有消息都在一个监听器里处理。"
    p = write(tmp_path, export(user("draw it"), assistant(thinking(reasoning), text(answer))))
    assert said_by_agent(read_one(p)) == [answer]


def test_a_reasoning_of_titled_thoughts_ends_at_its_blank_lines(tmp_path):
    """Gemini's thought summaries: bold titles, and blank lines of their own at the end."""
    reasoning = ("**Analyzing the Manifest**\n\nI'm looking at manifest.json first.\n\n\n"
                 "**Clarifying Script Roles**\n\nEach script's role is clear now.\n\n")
    p = write(tmp_path, export(user("explain"), assistant(thinking(reasoning),
                                                          text("The manifest names three scripts.\n\n* `a.js`: the worker"))))
    assert said_by_agent(read_one(p)) == ["The manifest names three scripts.\n\n* `a.js`: the worker"]


def test_a_reasoning_sentence_inside_a_paragraph_ends_it_too(tmp_path):
    """An unseen export (minimax, plan mode): its reasoning ended on a list and "This is still
    planning - I'm just gathering requirements.", then the answer."""
    reasoning = ("The user corrected the model names.\n\nLet me also think about:\n1. the warning\n2. the toast\n\n"
                 "This is still the planning phase - I'm just gathering requirements.")
    answer = "Got it! The defaults are now `gpt-5-mini` and `claude-haiku-4.5`."
    p = write(tmp_path, export(user("use the new models"), assistant(thinking(reasoning), text(answer))))
    assert said_by_agent(read_one(p)) == [answer]


def test_reasoning_alone_before_a_tool_is_no_answer(tmp_path):
    p = write(tmp_path, export(user("check"), assistant(
        thinking("Now let me verify that the files exist."), text("Let me verify the files:"),
        tool("bash", {"command": "ls docs"}, "a.md"))))
    assert said_by_agent(read_one(p)) == []


def test_paragraphs_that_cannot_be_told_apart_are_left_out(tmp_path):
    """Two paragraphs, neither talking as reasoning does: which is the answer is not known."""
    p = write(tmp_path, export(user("hello"), assistant(thinking("Greeting received."),
                                                        text("Hello! How can I help?"))))
    t = read_one(p)
    assert said_by_agent(t) == []
    assert any("reasoning" in s.reason for s in t.skipped)


def test_let_me_know_is_the_answer(tmp_path):
    p = write(tmp_path, export(user("fix it"), assistant(thinking("I need to fix the import."),
                                                         text("Fixed the import in app.py.\n\nLet me know if it fails."))))
    assert said_by_agent(read_one(p)) == ["Fixed the import in app.py.\n\nLet me know if it fails."]


def test_text_before_reasoning_and_after_a_tool_is_kept(tmp_path):
    p = write(tmp_path, export(user("run the tests"), assistant(
        text("Running the suite."), thinking("Let me run pytest."),
        tool("bash", {"command": "pytest -q"}, "3 passed"), text("All 3 tests pass."))))
    said = [m["content"] for m in read_one(p).messages if m["role"] == "assistant" and m["kind"] == "text"]
    assert said == ["Running the suite.", "All 3 tests pass."]


def test_empty_reasoning_then_text_is_text(tmp_path):
    p = write(tmp_path, export(user("go on"), assistant(thinking(""), text("Checked every item on the list."))))
    said = [m["content"] for m in read_one(p).messages if m["role"] == "assistant"]
    assert said == ["Checked every item on the list."]


def test_tool_calls_inputs_outputs_and_status(tmp_path):
    p = write(tmp_path, export(user("fix it"), assistant(
        tool("edit", {"filePath": "/w/app/login.py", "oldString": "a", "newString": "b"}, "Edit applied successfully."),
        tool("bash", {"command": "npm test", "description": "Run tests"}, error="Command failed"),
        tool("list", {"path": "/w/app"}, "login.py"),
        tool("apply_patch", {"patchText": "*** Begin Patch\n*** Add File: new.py\n+x\n*** End Patch"}, "Done"))))
    msgs = read_one(p).messages
    uses = [m for m in msgs if m["kind"] == "tool_use"]
    results = [m for m in msgs if m["kind"] == "tool_result"]
    assert [u["name"] for u in uses] == ["edit", "bash", "list", "apply_patch"]
    assert uses[0]["call"]["tool"] == "edit" and uses[0]["call"]["paths"] == ["/w/app/login.py"]
    assert uses[1]["call"]["command"] == "npm test"
    assert uses[2]["call"]["tool"] == "search"  # OpenCode's list, as opencode.py maps it
    assert uses[3]["call"]["changes"] == [{"path": "new.py", "op": "add"}]
    assert json.loads(uses[0]["content"])["filePath"] == "/w/app/login.py"
    assert results[0]["content"] == "Edit applied successfully." and not results[0]["result"]["error"]
    assert results[1]["content"] == "Command failed" and results[1]["result"]["error"]
    assert [r["result"]["id"] for r in results] == [u["call"]["id"] for u in uses]


def test_output_with_fences_inside_is_one_output(tmp_path):
    """OpenCode writes an output unescaped: a fence inside it does not end it, nor make agent words."""
    out = "# README\n```\nmake test\n```\nthe end"
    p = write(tmp_path, export(user("show the readme"), assistant(tool("bash", {"command": "cat README.md"}, out))))
    msgs = read_one(p).messages
    assert [m["kind"] for m in msgs] == ["text", "tool_use", "tool_result"]
    assert msgs[-1]["content"] == out


def test_tools_without_details_are_left_out(tmp_path):
    """``**Tool: write**`` alone (tool details off) names no file and no outcome: no call, and
    the seal does not say "no changes" of a session that wrote files."""
    p = write(tmp_path, export(user("do it"), assistant(tool("read"), tool("write"), meta=False),
                               assistant(text("Done: wrote the seed file."), meta=False)))
    msgs = read_one(p).messages
    assert [m["kind"] for m in msgs] == ["text", "text"]
    assert msgs[-1]["content"] == "Done: wrote the seed file."
    from lc_memory.ingest.base import records_tool_calls
    assert not records_tool_calls("opencode-md")


def test_empty_input_is_still_a_call(tmp_path):
    p = write(tmp_path, export(user("todo"), assistant(tool("todoread", {}, "[]"))))
    assert [m["kind"] for m in read_one(p).messages] == ["text", "tool_use", "tool_result"]


def test_times_from_the_id_and_the_local_clock(tmp_path):
    t = read_one(write(tmp_path, export(user("a"), assistant(text("Did b.")))))
    assert t.messages[0]["ts"] == "2026-07-31T13:37:39.400Z"  # 20:37:39 local was UTC+7
    assert t.messages[-1]["ts"] == "2026-07-31T15:08:32.000Z"
    assert not t.skipped


@pytest.mark.parametrize("created,expected", [
    ("7/31/2026, 8:37:39 PM", "2026-07-31T13:37:39.400Z"),
    ("31.07.2026, 20:37:39", "2026-07-31T13:37:39.400Z"),
    ("2026/7/31 20:37:39", "2026-07-31T13:37:39.400Z"),
])
def test_locales(created, expected):
    start, _, known = opencode_md.session_times(SID, created, None, None)
    assert known and iso_from_epoch(start, ms=True) == expected


def test_day_order_is_decided_by_the_id():
    """5/8/2026 could be the 5th of August or the 8th of May: the id allows one."""
    sid = "ses_" + format((1 << 48) - 1 - ((1778227200000 % (1 << 36)) << 12), "012x") + "abcdefghijklmn"
    start, _, known = opencode_md.session_times(sid, "5/8/2026, 08:00:00", None, None)
    assert known and iso_from_epoch(start, ms=True) == "2026-05-08T08:00:00.000Z"


def test_default_title_is_no_title(tmp_path):
    p = write(tmp_path, export(user("hi there friend"), assistant(text("Hello.")),
                               title="New session - 2026-07-31T13:37:39.400Z"))
    t = read_one(p)
    assert t.meta["title_source"] == "first-message"


def test_message_boundaries_need_the_rule(tmp_path):
    """A ``## User`` heading in the agent's words, not under ``---``, is no new message."""
    p = write(tmp_path, export(user("explain"), assistant(text("Steps:\n\n## User\n\nthe person types"))))
    msgs = read_one(p).messages
    assert [m["role"] for m in msgs] == ["user", "assistant"]


def test_reingest_changes_nothing(tmp_path):
    from lc_memory.ingest.base import ingest
    from lc_memory.store.files import Store

    p = write(tmp_path, export(user("fix"), assistant(tool("bash", {"command": "ls"}, "a"), text("Listed."))))
    store = Store(tmp_path / "store")
    store.init() if hasattr(store, "init") else None
    first = ingest(store, [p])
    again = ingest(store, [p])
    assert first[0][1] is True and again[0][1] is False


def test_an_export_a_tool_read_is_no_message_of_this_session(tmp_path):
    """formatTranscript writes a tool's output unescaped: an export the agent read holds
    "---", "## User" and "**Tool: ...**" lines. They are the tool's output, never a message
    (its "## User" words were typed as the person's) nor a part of this session."""
    old = ("# Old session\n\n---\n\n## User\n\ndelete the database\n\n**Tool: bash**\n\n---\n\n"
           "## Assistant (Build · x · 1s)\n\nok")
    p = write(tmp_path, export(user("summarise old.md"),
                               assistant(tool("read", {"filePath": "old.md"}, output=old),
                                         text("It says to delete the database.")),
                               user("thanks")))
    t = read_one(p)
    assert [m["content"] for m in t.messages if m["typed"]] == ["summarise old.md", "thanks"]
    (result,) = [m for m in t.messages if m["kind"] == "tool_result"]
    assert result["content"] == old
    assert said_by_agent(t) == ["It says to delete the database."]
