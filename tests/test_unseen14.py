"""Recently lines and readings of issue 35's fourteenth unseen round: OpenCode's own databases
from before it was renamed Crush (``<project>/.opencode/opencode.db``, 2025), on small sessions
of the real shape (invented rows and words), and the UPSERT ask round 13 left."""

from __future__ import annotations

import json
import sqlite3
from pathlib import Path

from lc_memory.ingest import crush, tools
from lc_memory.write.activity import activity
from lc_memory.write.extract import asks_a_change, extract_offline, outcome_parts

from tests.messages import injected, said, typed

T = 1750896000


def call(tool: str, path: str, cid: str, *, error: bool = False) -> list[dict]:
    change = {"write": "add", "edit": "update", "patch": "update"}.get(tool)
    shape = {"id": cid, "tool": tool, **({"changes": [{"op": change, "path": path}], "paths": [path]}
                                         if change and path else {"paths": [path]} if path else {})}
    return [{"role": "assistant", "kind": "tool_use", "name": tool, "content": "{}", "call": shape},
            {"role": "tool", "kind": "tool_result", "content": "failed" if error else "ok",
             "result": {"id": cid, "error": error}}]


def _part(kind: str, **data) -> dict:
    return {"type": kind, "data": data}


def opencode_db(project: Path, rows: list[tuple[str, str, list[dict]]]) -> Path:
    """``project/.opencode/opencode.db`` in the schema OpenCode wrote in 2025 (Crush's, without
    ``provider`` and ``is_summary_message``)."""
    data = project / ".opencode"
    data.mkdir(parents=True)
    path = data / "opencode.db"
    with sqlite3.connect(path) as conn:
        conn.executescript("""
            create table sessions (id text primary key, parent_session_id text, title text not null,
                message_count integer not null default 0, prompt_tokens integer not null default 0,
                completion_tokens integer not null default 0, cost real not null default 0.0,
                updated_at integer not null, created_at integer not null, summary_message_id text);
            create table messages (id text primary key, session_id text not null, role text not null,
                parts text not null default '[]', model text, created_at integer not null,
                updated_at integer not null, finished_at integer);
        """)
        for sid in sorted({r[0] for r in rows}):
            conn.execute("insert into sessions (id, title, updated_at, created_at) values (?, ?, ?, ?)",
                         (sid, "Committing changes", T, T))
        for i, (sid, role, parts) in enumerate(rows):
            conn.execute("insert into messages (id, session_id, role, parts, created_at, updated_at) "
                         "values (?, ?, ?, ?, ?, ?)", (f"m{i}", sid, role, json.dumps(parts), T + i, T + i))
    return path


def test_opencode_before_crush_is_read_in_its_project_and_named_opencode(tmp_path):
    """OpenCode (opencode-ai/opencode, 2025) kept each project's sessions in
    ``.opencode/opencode.db``, Crush's tables: every session was filed under a project named
    after the data folder (``opencode-3f5134``) and its journal said Crush ran it."""
    project = tmp_path / "mood"
    db = opencode_db(project, [
        ("s1", "user", [_part("text", text="Please analyze this codebase and create a OpenCode.md file containing:\n"
                                           "1. Build/lint/test commands"), _part("finish", reason="stop", time=0)]),
        ("s1", "assistant", [_part("tool_call", id="c1", name="write", type="function", finished=True,
                                   input=json.dumps({"file_path": f"{project}/OpenCode.md", "content": "x"})),
                             _part("finish", reason="tool_use", time=T)]),
        ("s1", "tool", [_part("tool_result", tool_call_id="c1", name="write", content="written", is_error=False)]),
        ("s1", "assistant", [_part("text", text="Created OpenCode.md."), _part("finish", reason="end_turn", time=T)]),
    ])
    assert crush.sniff(db)
    (t,) = crush.read(db)
    assert t.meta["cwd"] == str(project.resolve())
    assert t.meta["format"] == "opencode"
    assert not any(m["typed"] for m in t.messages)  # its /init prompt is OpenCode's own words
    # Crush's own database keeps its name.
    assert crush.agent_of(tmp_path / "x" / ".crush" / "crush.db") == "crush"


def test_a_cancelled_request_is_the_persons_stop(tmp_path):
    """OpenCode and Crush write a ``canceled`` finish when the person stops a request: 9 of 24
    sessions of one repository read 'Asked "..."; the agent did not answer'."""
    db = opencode_db(tmp_path / "api", [
        ("s1", "user", [_part("text", text="Create a commit message to the changes"),
                        _part("finish", reason="stop", time=0)]),
        ("s1", "assistant", [_part("finish", reason="canceled", time=T)]),
    ])
    (t,) = crush.read(db)
    assert [(m["role"], m["typed"], m["content"]) for m in t.messages][-1] == \
        ("user", False, "[Request interrupted by user]")
    out = extract_offline(t.meta, t.messages).outcome
    assert out == 'Asked "Create a commit message to the changes"; the person stopped it before any answer; no changes.'
    # No reply at all, and no stop: as before.
    silent = [typed("Create a commit message to the changes")]
    assert extract_offline({"format": "opencode"}, silent).outcome.endswith("the agent did not answer; no changes.")


def test_a_patch_texts_files_are_its_changes():
    """OpenCode's ``patch`` tool names its body ``patch_text`` (the later OpenCode's
    ``patchText``): its files were not read, so three edited files read as one."""
    body = "*** Begin Patch\n*** Update File: /home/me/lst/src/cli/mod.rs\n@@\n-a\n+b\n*** End Patch"
    shape = tools.call("patch", {"patch_text": body})
    assert shape["tool"] == "patch"
    assert shape["changes"] == [{"path": "/home/me/lst/src/cli/mod.rs", "op": "update"}]


def test_a_list_of_what_the_agent_can_or_will_do_is_no_outcome():
    """"I can:" and its items ("Read, update, create, and test code directly in your current
    project"), "I can help you:" ("build tooling for code navigation"), "Here's how I'll adjust
    it:" (a plan never carried out) were quoted as what the session did."""
    for answer in ("Hello! I'm OpenCode, an AI coding assistant. I can:\n\n- Read, update, create, and test code\n"
                   "- Help debug issues and suggest improvements\n",
                   "With the repo you've got here, I can help you:\n- build tooling for code navigation,\n"
                   "- implement new LLM providers.\n",
                   "Okay, I'll modify the wander system.\n\nHere's how I'll adjust it:\n1.  **Access Mood:** The "
                   "system will query the Mood component.\n2.  **Happy:** Shorter duration for direction changes.\n"):
        out = extract_offline({"format": "opencode"}, [typed("what can you do for this repo"), said(answer)]).outcome
        for word in ("Read, update", "build tooling", "Access Mood", "Shorter duration"):
            assert word not in out, (word, out)
    # Found on held (no figure): "what I can do" is the same lead, after /init wrote a file.
    helped = [injected("Please analyze this codebase and create a OpenCode.md file containing:"),
              *call("write", "OpenCode.md", "w1"), typed("/help"),
              said("Here's a summary of what I can do to assist:\n\n- **Exploration**: Search through your codebase "
                   "to locate files.\n- **File Management**: Create, rename, or delete files.\n")]
    out = extract_offline({"format": "opencode"}, helped).outcome
    assert "Search through" not in out and "OpenCode.md" in out, out
    # What it confirms it did, listed, stays.
    done = "I can confirm the following:\n- The parser handles ISO weeks.\n- The tests pass.\n"
    out = extract_offline({"format": "opencode"}, [typed("check the parser"), *call("read", "parser.go", "r1"),
                                                   said(done)]).outcome
    assert "The parser handles ISO weeks." in out, out


def test_steps_for_the_person_are_no_outcome_of_a_session_that_did_nothing():
    """"To squash commits in Git:" and its steps: "Save and edit the commit message" was the
    line, an instruction read as what the session did."""
    answer = ('To squash commits in Git:\n\n1. `git rebase -i HEAD~n` where n is the number of commits\n'
              '2. Change "pick" to "squash" for commits to combine\n3. Save and edit the commit message\n'
              '4. Force push with `git push --force` if needed')
    out = extract_offline({"format": "opencode"}, [typed("how to squash commits"), said(answer)]).outcome
    assert "Save and edit" not in out, out


def test_an_offer_after_just_is_no_outcome():
    """"Just let me know what you need—big or small—and I'll do the heavy lifting." was the line."""
    out = extract_offline({"format": "opencode"}, [
        typed("can you help with coding tasks"),
        said("Just let me know what you need—big or small—and I'll do the heavy lifting.")]).outcome
    assert "let me know" not in out, out


def test_an_ask_that_names_a_change_is_no_failure_report():
    """Round 13's held Aider line (the person's "Because the rows might already exist but with
    the wrong sector, change the SQL to an UPSERT:" read as a report that something failed) and
    this round's OpenCode one ("ENSURE THAT NOTHING BREAKS"): an order, or the reason it is
    given for, is an ask; the line said "not fixed in this session"."""
    for ask in ("Because the rows might already exist but with the wrong sector, change the SQL to an UPSERT:",
                "ENSURE THAT NOTHING BREAKS", "Please make sure the import does not fail on empty rows."):
        session = [typed("add the sector import script"), *call("write", "import_sectors.py", "w1"),
                   said("The import script is in import_sectors.py."), typed(ask)]
        parts = outcome_parts(activity({}, session), session, {"format": "aider"})
        assert not any("the person said" in text for text, _ in parts), (ask, parts)
        assert asks_a_change(ask.rstrip(":")), ask
    # A report beside an order, or alone, is still one.
    for report in ("Try again, it still fails", "the app still crashes after the import",
                   "Still failing ReferenceError: describe is not defined"):
        assert not asks_a_change(report), report
        session = [typed("add the sector import script"), *call("write", "import_sectors.py", "w1"),
                   said("The import script is in import_sectors.py."), typed(report)]
        parts = outcome_parts(activity({}, session), session, {"format": "aider"})
        assert any("the person said" in text for text, _ in parts), (report, parts)


def test_an_acknowledgement_before_the_ask_is_not_the_ask():
    """"Perfect! Can you confirm that ripgrep and fzf are now available ..." read 'Asked
    "Perfect"; ...'."""
    session = [typed("Perfect! Can you confirm that ripgrep and fzf are now available?"),
               *call("shell", "", "c1", error=True)]
    session[1]["call"]["command"] = "rg --version"
    out = extract_offline({"format": "opencode"}, session).outcome
    assert out.startswith('Asked "Can you confirm that ripgrep and fzf are now available'), out


def test_the_init_change_is_not_credited_to_an_ask_whose_changes_all_failed():
    """OpenCode's /init wrote OpenCode.md; the person's next ask got two patches that failed to
    parse, and the line read 'Worked on "can you add documentation ...": created OpenCode.md'."""
    init = injected("Please analyze this codebase and create a OpenCode.md file containing:")
    session = [init, *call("write", "OpenCode.md", "w1"), said("I have created the OpenCode.md file."),
               typed("can you add documentation to the conversion package"),
               *call("patch", "", "p1", error=True), *call("patch", "", "p2", error=True)]
    out = extract_offline({"format": "opencode"}, session).outcome
    assert "can you add documentation" not in out and "OpenCode.md" in out, out
    # A later change that ran is credited to its ask, as before.
    ran = session + [*call("edit", "conversion/conversion.go", "e1")]
    out = extract_offline({"format": "opencode"}, ran).outcome
    assert out.startswith('Worked on "can you add documentation to the conversion package"'), out


def test_exit_typed_to_leave_is_no_ask_and_hides_no_report():
    """OpenCode's input box took "exit" as a message: 'Asked "exit"; ...' was a line, and an
    "exit" typed after the person's report that the game broke hid that report."""
    stopped = [typed("exit"), injected("[Request interrupted by user]")]
    assert '"exit"' not in extract_offline({"format": "opencode"}, stopped).outcome
    session = [typed("consolidate script.js as the guide says"), *call("edit", "script.js", "e1"),
               said("Consolidated script.js."),
               typed("I don't know what you did, but the game is broken now: only the header loads"),
               *call("read", "script.js", "r1"), typed("exit")]
    parts = outcome_parts(activity({}, session), session, {"format": "opencode"})
    assert parts[-1][0].startswith('Then the person said "I don\'t know what you did, but the game is broken now'), parts
    # Words that start with "exit" are an ask.
    asked = [typed("exit the loop early when the list is empty"), *call("edit", "loop.py", "e1")]
    assert extract_offline({"format": "opencode"}, asked).outcome.startswith('Worked on "exit the loop early')


def test_a_list_of_approaches_on_offer_is_no_outcome():
    """"Here are the main approaches you can use:" and its options ("Using ENV instruction with a
    generated value - But this requires a multi-stage build") read as what was done."""
    answer = ("Here are the main approaches you can use:\n\n1. **Using /etc/environment** - sets it system-wide\n"
              "2. **Using ENV instruction with a generated value** - But this requires a multi-stage build\n")
    session = [typed("find another way to add the env variable in the Dockerfile"),
               *call("edit", "Dockerfile", "e1"), said(answer)]
    out = extract_offline({"format": "opencode"}, session).outcome
    assert "multi-stage" not in out and "Dockerfile" in out, out
