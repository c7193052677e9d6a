"""Cline and Roo Code task folders (ui_messages.json, api_conversation_history.json), into the store."""

from __future__ import annotations

import hashlib
import json
import re
import shutil
from pathlib import Path

import pytest
from click.testing import CliRunner

from lc_memory.ingest import cline
from lc_memory.ingest.base import detect, read_transcripts
from lc_memory.ingest.common import NotATranscript
from lc_memory.store.files import Store
from lc_memory.store.identity import folder_identity
from lc_memory.surfaces.cli import cli
from lc_memory.write.activity import activity

from .conftest import FIXTURES, SHARED_DATA

AGENTS = SHARED_DATA / "agent-transcripts"
SAMPLES = AGENTS / "cline"
FIXTURE = FIXTURES / "agents" / "cline"
TASK = FIXTURE / "tasks" / "1767258000000"
ROO = FIXTURE / "roo" / "6f1c2e4a-0b7d-4c1e-8a3f-2d5e6f7a8b9c"
XML = FIXTURE / "xml" / "1730450000000"

# The real samples (no licence: read in place, copied only into tmp_path), each under the task
# folder and file name Cline gives it. The task ids are the samples' first times, in ms.
REAL = {
    "CoreGems__Cline-Xray__task_sample__ui_messages.json": ("1770577372307", cline.UI_FILE),
    "CoreGems__Cline-Xray__ui_messages.json": ("1770482470358", cline.UI_FILE),
    "haram-333__fineye__ui_messages.json": ("1767644899093", cline.UI_FILE),
    "mike4567__MRA04242026__api_conversation_history.REDACTED.json": ("1777073160794", cline.API_FILE),
}


def typed(t) -> list[str]:
    return [m["content"] for m in t.messages if m["typed"]]


def calls(t) -> list[dict]:
    return [m["call"] for m in t.messages if m["kind"] == "tool_use"]


def results(t) -> dict:
    return {m["result"]["id"]: m["result"] for m in t.messages if m["kind"] == "tool_result" and "result" in m}


def real_task(tmp_path: Path, name: str) -> Path:
    if not (SAMPLES / name).is_file():
        pytest.skip("the shared agent transcripts are not here")
    task_id, real_name = REAL[name]
    folder = tmp_path / "tasks" / task_id
    folder.mkdir(parents=True)
    shutil.copyfile(SAMPLES / name, folder / real_name)
    return folder / real_name


def ui_oracle(path: Path) -> list[str]:
    """What the person typed, read straight from ui_messages.json: say task / user_feedback
    (and a first say text that opens the task), as the file holds them; the same words again
    before Cline answered them (a resend after a failed request) once."""
    items = json.loads(path.read_bytes())
    out: list[str] = []
    answered_at: dict[str, int] = {}
    answers = 0
    for i, m in enumerate(items):
        opening = i == 0 and m.get("say") == "text"
        if m.get("type") == "say" and (m.get("say") in ("task", "user_feedback") or opening):
            said = (m.get("text") or "").strip()
            if said and answered_at.get(said) != answers:
                out.append(said)
            answered_at[said] = answers
        elif (m.get("text") or "").strip() and (m.get("say") in ("text", "completion_result", "tool")
                                                 or m.get("ask") in ("followup", "tool", "command")):
            answers += 1
    return out


def digest(root: Path, project: str) -> str:
    r = CliRunner().invoke(cli, ["digest", "--raw", "--store", str(root), "--project", project])
    assert r.exit_code == 0, r.output
    return r.output


# --- the real samples ------------------------------------------------------------------------

@pytest.mark.parametrize("name", [n for n, (_, f) in REAL.items() if f == cline.UI_FILE])
def test_a_real_ui_messages_file_types_only_what_the_person_wrote(tmp_path, name):
    path = real_task(tmp_path, name)
    assert detect(path).name == "cline"
    (t,) = read_transcripts(path)
    assert t.meta["id"] == REAL[name][0]  # the task folder's name
    assert typed(t) == ui_oracle(path) and typed(t)
    assert t.meta["title_source"] == "first-message"
    for words in typed(t):  # none of Cline's own wrapping or injected context
        assert "<environment_details>" not in words and "<task>" not in words and "[TASK RESUMPTION]" not in words
    assert t.meta["created"] < t.meta["last_activity"]
    assert not t.bad


def test_the_real_ui_samples_say_what_they_did(tmp_path):
    jira = read_transcripts(real_task(tmp_path, "CoreGems__Cline-Xray__ui_messages.json"))[0]
    assert jira.meta["cwd"] == "d:/Users/obuzunov/myg/jira-dashboard"  # environment_details, in api_req_started
    assert len(typed(jira)) == 3
    assert hashlib.sha256(typed(jira)[1].encode()).hexdigest()[:12] == "591d1054c6be"  # checked by hand
    kinds = {c["tool"] for c in calls(jira)}
    assert {"read", "edit", "write", "shell", "search", "plan"} <= kinds
    done = activity(jira.meta, jira.messages)
    assert done.created == ("src-tauri/capabilities/default.json",)
    assert set(done.edited) == {"src/modules/jira-details/JiraDetailsPanel.svelte", "src-tauri/tauri.conf.json"}
    assert len(done.plan_done) == 8 and not done.plan_open
    # the command attempt_completion offered to run was refused by the person's reply
    refused = [r for r in results(jira).values() if r.get("refused")]
    assert len(refused) == 1
    # the api_req_started text is never a message: no injected context anywhere
    assert not any("<environment_details>" in m["content"] for m in jira.messages)

    gem = read_transcripts(real_task(tmp_path, "CoreGems__Cline-Xray__task_sample__ui_messages.json"))[0]
    assert gem.meta["cwd"] == "c:/Users/alex_/mygems/Jira-Xray-Gem" and len(typed(gem)) == 7
    done = activity(gem.meta, gem.messages)
    assert len(done.created) == 4 and len(done.edited) == 13
    assert all(not r["error"] for r in results(gem).values())

    fineye = read_transcripts(real_task(tmp_path, "haram-333__fineye__ui_messages.json"))[0]
    assert fineye.meta["cwd"] == "c:/Users/Haram/Desktop/flutter_application_1"
    assert len(typed(fineye)) == 14  # its task is the first say "text"; "yo wassup" again, 20 minutes later
    assert {c["tool"] for c in calls(fineye)} == {"read", "search", "plan"}
    assert not activity(fineye.meta, fineye.messages).edited


def test_the_real_api_history_types_only_what_cline_wraps_as_the_persons(tmp_path):
    path = real_task(tmp_path, "mike4567__MRA04242026__api_conversation_history.REDACTED.json")
    assert detect(path).name == "cline"
    (t,) = read_transcripts(path)
    words = typed(t)
    # 33 answers in Cline's tags, 10 of them an option of the question the agent asked, clicked:
    # the agent's words, kept untyped as "chose: ..." (issue 35's round 11)
    assert len(words) == 23
    chose = [m["content"] for m in t.messages if m["content"].startswith("chose: ")]
    assert len(chose) == 10 and not any(m["typed"] for m in t.messages if m["content"].startswith("chose: "))
    assert "chose: Run gcloud auth login to switch accounts" in chose
    # each one sits right inside one of Cline's tags for the person's words (read unscrubbed here)
    blocks = [b["text"] for m in json.loads(path.read_bytes()) if m["role"] == "user"
              for b in m["content"] if b.get("type") == "text"]
    for w in typed(cline.read(path)[0]):
        tagged = re.compile(r"<(task|feedback|answer|user_message)>\s*" + re.escape(w[:300]))
        assert any(tagged.search(b) for b in blocks), w[:60]
        assert "<environment_details>" not in w and "# task_progress" not in w and "[TASK RESUMPTION]" not in w
    assert hashlib.sha256(words[0].encode()).hexdigest()[:12] == "9f8a7288145a"  # the <task>, checked by hand
    # the task moved folders when it was resumed: the project is where the work went on
    assert t.meta["cwd"] == "c:/Apps/MRA04242026"
    kinds = [c["tool"] for c in calls(t)]
    assert kinds.count("shell") == 105 and {"read", "write", "edit", "search", "plan"} <= set(kinds)
    codes = [r["exit_code"] for r in results(t).values() if r["exit_code"] is not None]
    assert codes.count(0) == 73 and codes.count(1) == 23  # "Command failed with exit code 1."
    assert any(r.get("refused") for r in results(t).values())  # "The user denied this operation."
    # a write names the file by its absolute Windows path: made relative to the working folder
    done = activity(t.meta, t.messages)
    assert "src/lib/auth.ts" in done.created and "terraform/main.tf" in done.edited
    assert ".env" not in done.edited  # that edit was refused
    assert len(done.plan_done) == 4 and len(done.plan_open) == 4


def test_the_cli_files_each_real_task_under_its_own_folder_and_the_second_run_changes_nothing(tmp_path):
    for name in REAL:
        real_task(tmp_path, name)
    root = tmp_path / "store"
    args = ["ingest", str(tmp_path / "tasks"), "--store", str(root)]
    first = CliRunner().invoke(cli, args)
    assert first.exit_code == 0, first.output
    assert first.stderr.count("(1 new or changed)") == 4
    before = {p: p.read_bytes() for p in root.rglob("*") if p.is_file()}
    second = CliRunner().invoke(cli, args)
    assert second.exit_code == 0 and second.stderr.count("(0 new or changed)") == 4
    assert {p: p.read_bytes() for p in root.rglob("*") if p.is_file()} == before
    projects = sorted(p.name for p in root.iterdir() if p.is_dir())
    assert projects == sorted(folder_identity(c) for c in (
        "c:/Apps/MRA04242026", "c:/Users/alex_/mygems/Jira-Xray-Gem", "d:/Users/obuzunov/myg/jira-dashboard",
        "c:/Users/Haram/Desktop/flutter_application_1"))
    r = CliRunner().invoke(cli, ["seal", "--all", "--all-projects", "--store", str(root)])
    assert r.exit_code == 0, r.output
    jira = digest(root, folder_identity("d:/Users/obuzunov/myg/jira-dashboard"))
    assert "created src-tauri/capabilities/default.json; edited JiraDetailsPanel.svelte, " \
           "src-tauri/tauri.conf.json; plan 8 of 8 done." in jira
    gem = digest(root, folder_identity("c:/Users/alex_/mygems/Jira-Xray-Gem"))
    # its last completion words, then what the task did (the checklist ticked after them is no
    # call that ends them: unseen round 10)
    assert "Added diff size (KB) to the subtask diff header." in gem
    assert "created 4 and edited 13 files; plan 2 of 2 done." in gem.lower()
    fineye = digest(root, folder_identity("c:/Users/Haram/Desktop/flutter_application_1"))
    assert "plan 2 of 5 done; no changes." in fineye.lower()  # the line's lead may capitalise it
    mra = digest(root, folder_identity("c:/Apps/MRA04242026"))
    assert "created 12 and edited 10 files; plan 4 of 8 done." in mra


# --- sniff --------------------------------------------------------------------------------------

def other_files() -> list[Path]:
    others = [p for p in AGENTS.rglob("*") if p.is_file() and "cline" not in p.relative_to(AGENTS).parts[:1]]
    for folder in ("claude_code", "codex"):
        others += [p for p in (FIXTURES / folder).rglob("*") if p.is_file()]
    others += [p for p in (FIXTURES / "agents").rglob("*") if p.is_file() and "cline" not in p.parts]
    return others


def test_sniff_says_no_to_every_other_agents_file():
    others = other_files()
    assert len(others) > 20
    assert [p for p in others if cline.sniff(p)] == []


def test_sniff_says_yes_to_the_task_files_only():
    assert cline.sniff(TASK / cline.UI_FILE) and cline.sniff(TASK / cline.API_FILE)
    assert not cline.sniff(TASK / "task_metadata.json")
    assert cline.find(FIXTURE) == [ROO / cline.UI_FILE, TASK / cline.UI_FILE, XML / cline.API_FILE]


# --- what is read, on invented tasks -------------------------------------------------------------

def test_a_cline_task_from_its_ui_messages():
    (t,) = read_transcripts(TASK / cline.UI_FILE)
    assert t.meta["id"] == "1767258000000" and t.meta["format"] == "cline"
    assert t.meta["cwd"] == "/home/dev/invoice-api"
    assert t.meta["created"] == "2026-01-01T09:00:00.000Z" and t.meta["last_activity"] == "2026-01-01T09:02:39.000Z"
    assert typed(t) == ["Add a --dry-run flag to the export command", "Also mention the flag in the README",
                        "No, leave the changelog alone", "No, exports only"]
    said = [m["content"] for m in t.messages if m["role"] == "assistant" and m["kind"] == "text"]
    assert said == ["I'll read the export command first.", "Adding the option and passing it through.",
                    "One test fails: the flag has no default. Fixing it.",  # said twice in a row: once
                    "Added --dry-run to the export command; the tests pass.",  # HAS_CHANGES cut off
                    "Should the flag also apply to imports?",  # the followup question
                    "Documented --dry-run in the README; imports are unchanged."]
    assert not any("reasoning" in m["content"] or "The user wants" in m["content"] for m in t.messages)
    (skip,) = t.skipped
    assert "say:new_kind_of_message" in skip.reason


def test_a_cline_tasks_calls_and_what_became_of_them():
    (t,) = read_transcripts(TASK / cline.UI_FILE)
    by_id = {c["id"]: c for c in calls(t)}
    res = results(t)
    assert by_id["ui-1"] == {"id": "ui-1", "tool": "read", "paths": ["src/export.py"]}
    assert by_id["ui-3"]["changes"] == [{"path": "tests/test_dry_run.py", "op": "add"}]  # newFileCreated
    assert by_id["ui-4"]["command"] == "pytest -q" and res["ui-4"]["exit_code"] == 1 and res["ui-4"]["error"]
    assert res["ui-6"]["exit_code"] == 0 and not res["ui-6"]["error"]
    assert res["ui-8"]["refused"]  # the changelog edit the person turned down
    assert "ui-9" not in res  # the command attempt_completion offered: never answered, never ran
    plans = [c["plan"] for c in calls(t) if c["tool"] == "plan"]
    assert len(plans) == 3 and all(p["status"] == "completed" for p in plans[-1])
    # the file Cline echoes back after an edit is left out of the result
    edit_result = next(m for m in t.messages if m["kind"] == "tool_result" and m["result"]["id"] == "ui-2")
    assert "[the file as saved, left out]" in edit_result["content"] and "write_invoices" not in edit_result["content"]
    done = activity(t.meta, t.messages)
    assert done.created == ("tests/test_dry_run.py",) and set(done.edited) == {"src/export.py", "README.md"}
    (check,) = done.checks
    assert check.command == "pytest -q" and check.passed is True and check.runs == 2


def test_both_files_read_as_one_session():
    from_ui = read_transcripts(TASK / cline.UI_FILE)[0]
    from_api = read_transcripts(TASK / cline.API_FILE)[0]
    assert from_ui.meta == from_api.meta and from_ui.messages == from_api.messages


def test_a_roo_code_task():
    (t,) = read_transcripts(ROO / cline.UI_FILE)
    assert t.meta["id"] == "6f1c2e4a-0b7d-4c1e-8a3f-2d5e6f7a8b9c"
    assert t.meta["cwd"] == "/home/dev/shop-web"  # "Current Workspace Directory"
    assert typed(t) == ["Round the cart total to two decimals"]  # its first say "text"
    c = calls(t)
    assert [x["tool"] for x in c] == ["plan", "edit", "shell", "plan"]
    assert c[1]["paths"] == ["src/cart.ts"]
    assert results(t)[c[2]["id"]]["exit_code"] == 0  # "... Exit code: 0"
    assert c[3]["plan"][-1] == {"step": "Check the cart tests", "status": "completed"}


def test_an_older_cline_task_with_tools_as_xml_tags():
    (t,) = read_transcripts(XML / cline.API_FILE)
    assert t.meta["cwd"] == "/home/dev/ledger"
    assert t.meta["created"] == "2024-11-01T08:33:20.000Z"  # no message has a time: the task id's
    assert typed(t) == ["Move the server to port 8080", "Use 9090 instead", "Yes, only there",
                        "And bump the version in the Makefile"]
    said = [m["content"] for m in t.messages if m["role"] == "assistant" and m["kind"] == "text"]
    assert said == ["Let me read the config.", "Now the notes.", "The server now listens on port 8080.",
                    "Only in config.yaml?"]  # no tag text, no <thinking>
    names = [m["name"] for m in t.messages if m["kind"] == "tool_use"]
    assert names == ["read_file", "write_to_file", "read_file", "execute_command", "replace_in_file"]
    write = next(m for m in t.messages if m.get("name") == "write_to_file")
    assert json.loads(write["content"]) == {"path": "config.yaml", "content": "port: 8080\nhost: 0.0.0.0"}
    # a result whose header and text are separate blocks
    read = next(m for m in t.messages if m["kind"] == "tool_result")
    assert read["content"].startswith("port: 8000")
    # a <feedback> tag inside a file Cline read is the file's text, not the person's
    assert not any("this is a file's text" in w for w in typed(t))
    # "Command executed." says nothing of how it went: the result has no outcome
    make = next(m for m in t.messages if m["kind"] == "tool_result" and m["content"].startswith("Command executed."))
    assert "result" not in make


def test_the_persons_words_are_only_where_cline_puts_them():
    assert cline.typed_parts("<task>\nFix it\n</task>") == ["Fix it"]
    assert cline.typed_parts("[ask_followup_question for 'Which?'] Result:\n<answer>\nThe first\n</answer>") == \
        ["The first"]
    assert cline.typed_parts("[execute_command for 'x'] Result:\nThe user denied this operation. The user provided "
                             "the following feedback:\n<feedback>\nnot now\n</feedback>") == ["not now"]
    assert cline.typed_parts("New instructions for task continuation:\n<user_message>\ngo on\n</user_message>") == \
        ["go on"]
    assert cline.typed_parts("[read_file for 'a.md'] Result:\n# Notes\nExample:\n<feedback>\nx\n</feedback>") == []
    assert cline.typed_parts("<task>\nx\n</task>", in_result=True) == []


def test_locations_follow_each_editors_user_folder_and_cline_dir(tmp_path, monkeypatch):
    monkeypatch.setenv("HOME", str(tmp_path))
    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path / "config"))
    monkeypatch.setenv("CLINE_DIR", str(tmp_path / "cline-home"))
    assert cline.locations() == []
    code = tmp_path / "config" / "Code" / "User" / "globalStorage" / "saoudrizwan.claude-dev" / "tasks"
    roo = tmp_path / "config" / "Cursor" / "User" / "globalStorage" / "rooveterinaryinc.roo-cline" / "tasks"
    cli_tasks = tmp_path / "cline-home" / "data" / "tasks"
    for folder in (code, roo, cli_tasks):
        folder.mkdir(parents=True)
    assert cline.locations() == [code, roo, cli_tasks]


def test_the_working_folder_from_cline_task_history_when_the_task_names_none(tmp_path):
    storage = tmp_path / "saoudrizwan.claude-dev"
    task = storage / "tasks" / "1767258000000"
    task.mkdir(parents=True)
    items = json.loads((TASK / cline.UI_FILE).read_text())
    for m in items:  # no environment details anywhere
        if m.get("say") == "api_req_started":
            m["text"] = json.dumps({"request": "[read_file for 'x'] Result:\nok"})
    (task / cline.UI_FILE).write_text(json.dumps(items))
    (t,) = read_transcripts(task / cline.UI_FILE)
    assert t.meta["cwd"] is None  # the task's own folder is the editor's storage, not a project
    (storage / "state").mkdir()
    (storage / "state" / "taskHistory.json").write_text(json.dumps(
        [{"id": "1767258000000", "ts": 1767258000000, "task": "x", "cwdOnTaskInitialization": "/home/dev/invoice-api"}]))
    (t,) = read_transcripts(task / cline.UI_FILE)
    assert t.meta["cwd"] == "/home/dev/invoice-api"


def test_a_task_without_a_working_folder_goes_to_the_project_ingest_runs_for(tmp_path, monkeypatch):
    task = tmp_path / "tasks" / "1767258000002"
    task.mkdir(parents=True)
    (task / cline.API_FILE).write_text(json.dumps([
        {"role": "user", "content": [{"type": "text", "text": "<task>\nSay hello\n</task>"}], "ts": 1767258000002},
        {"role": "assistant", "content": [{"type": "text", "text": "Hello."}], "ts": 1767258001000}]))
    work = tmp_path / "work"
    work.mkdir()
    monkeypatch.chdir(work)
    root = tmp_path / "store"
    r = CliRunner().invoke(cli, ["ingest", str(task), "--store", str(root)])
    assert r.exit_code == 0, r.output
    store = Store(root, folder_identity(str(work)))
    assert [s["id"] for s in store.sessions()] == ["1767258000002"]


# --- files that are not a session, and files cut short ---------------------------------------------

def test_a_task_file_cut_short_is_one_clear_line(tmp_path):
    task = tmp_path / "1767258000001"
    task.mkdir()
    (task / cline.UI_FILE).write_bytes((TASK / cline.UI_FILE).read_bytes()[:3000])
    root = tmp_path / "store"
    r = CliRunner().invoke(cli, ["ingest", str(task / cline.UI_FILE), "--store", str(root)])
    assert r.exit_code == 1 and "Traceback" not in r.output
    (line,) = r.output.strip().splitlines()
    assert line.startswith("Error: ") and "not JSON" in line and "ui_messages.json" in line
    # beside a good task, it is named in one warning and the good one is read
    shutil.copytree(ROO, tmp_path / ROO.name)
    r = CliRunner().invoke(cli, ["ingest", str(tmp_path), "--store", str(root)])
    assert r.exit_code == 0, r.output
    assert len([x for x in r.stderr.splitlines() if "not JSON" in x]) == 1
    assert "Traceback" not in r.output


def test_an_empty_task_is_not_a_session(tmp_path):
    task = tmp_path / "1767258000003"
    task.mkdir()
    (task / cline.API_FILE).write_text("[]")
    with pytest.raises(NotATranscript) as e:
        read_transcripts(task / cline.API_FILE)
    assert e.value.reason == "no turns"


def test_a_message_of_a_shape_not_known_is_named_and_the_rest_read(tmp_path):
    task = tmp_path / "1767258000004"
    task.mkdir()
    (task / cline.API_FILE).write_text(json.dumps([
        {"role": "user", "content": [{"type": "text", "text": "<task>\nAdd a flag\n</task>"}]},
        {"role": "assistant", "content": 5},
        "not a message",
        {"role": "assistant", "content": [{"type": "text", "text": "Done."}]}]))
    (t,) = read_transcripts(task / cline.API_FILE)
    assert typed(t) == ["Add a flag"] and [p.reason[:4] for p in t.bad] == ["[1]:", "[2]:"]


# The patterns the faster readers stand for: each gives the same answer on any text.
_RESULT_HEAD = re.compile(r"(?:^|\n\n)\[([A-Za-z_][\w-]*)(?: for '(.{0,4000}?)')?\] Result:", re.S)
_FINAL_FILE = re.compile(r'(<final_file_content path="[^"\n]*">\n?).*?(\n?</final_file_content>)', re.S)
_PIECES = ["\n\n", "\n", "[", "]", "[read_file for 'a.py'] Result:", "[attempt_completion] Result:",
           "[x for '", "'] Result:", " Result:", "[bad name] Result:", "text ", '<final_file_content path="f.py">',
           '<final_file_content path="f.py">\n', "</final_file_content>", "\n</final_file_content>", "body",
           '<final_file_content path="a\nb">', "\n\n<environment_details>", "'"]


def _texts(n: int = 3000):
    import random

    rng = random.Random(35)
    for _ in range(n):
        yield "".join(rng.choice(_PIECES) for _ in range(rng.randint(0, 14)))


def test_result_heads_are_the_pattern_s_matches():
    for text in [*_texts(), "[a] Result:\n\n[b for 'x\n\n[c] Result: y'] Result:", "\n\n\n[a] Result:"]:
        want = [(m.start(), m.end(), m.group(1)) for m in _RESULT_HEAD.finditer(text)]
        assert cline._result_heads(text) == want, text


def test_final_file_left_out_as_the_pattern_did():
    for text in [*_texts(), '<final_file_content path="f">\n</final_file_content>',
                 '<final_file_content path="f"></final_file_content>\n</final_file_content>']:
        want = _FINAL_FILE.sub(r"\1[the file as saved, left out]\2", text)
        assert cline._without_final_files(text) == want, text


def test_a_task_folder_copied_out_under_another_name_keeps_its_task_id(tmp_path):
    """A task folder a person copied out of Cline's storage and renamed
    ("exported_conversation_<id>", an unseen repository held two copies of one task) is the
    same session as the original: the focus-chain file beside it names the task."""
    original = tmp_path / "tasks" / "1767258000000"
    shutil.copytree(TASK, original)
    export = tmp_path / "exported_conversation"
    shutil.copytree(TASK, export)
    (t,) = read_transcripts(export / cline.UI_FILE)
    assert t.meta["id"].startswith("cline-")  # no name to go by: the first message's time
    (export / "focus_chain_taskid_1767258000000.md").write_text("# Focus Chain\n\n- [x] Fix the invoice totals\n")
    (t,) = read_transcripts(export / cline.UI_FILE)
    (o,) = read_transcripts(original / cline.UI_FILE)
    assert t.meta["id"] == o.meta["id"] == "1767258000000"


def test_an_option_the_agent_offered_and_the_person_clicked_is_not_typed(tmp_path):
    """ask_followup_question's options are the agent's words: the answer that is one of them
    is a click ("chose: ..."), in the API file and in ui_messages.json; an answer of the
    person's own words is typed."""
    question = {"question": "Deploy now?", "options": json.dumps(["Approved - deploy", "Cancel - wait"])}
    api = [
        {"role": "user", "content": [{"type": "text", "text": "<task>\nship the app\n</task>"}]},
        {"role": "assistant", "content": [{"type": "tool_use", "id": "q1", "name": "ask_followup_question",
                                           "input": question}]},
        {"role": "user", "content": [{"type": "text", "text": "[ask_followup_question for 'Deploy now?'] Result:\n"
                                                              "<answer>\nApproved - deploy\n</answer>"}]},
        {"role": "assistant", "content": [{"type": "tool_use", "id": "q2", "name": "ask_followup_question",
                                           "input": question}]},
        {"role": "user", "content": [{"type": "text", "text": "[ask_followup_question for 'Deploy now?'] Result:\n"
                                                              "<answer>\nonly after the tests pass\n</answer>"}]},
    ]
    folder = tmp_path / "tasks" / "1777000000000"
    folder.mkdir(parents=True)
    (folder / cline.API_FILE).write_text(json.dumps(api), encoding="utf-8")
    (t,) = read_transcripts(folder / cline.API_FILE)
    assert typed(t) == ["ship the app", "only after the tests pass"]
    assert [m["content"] for m in t.messages if m["content"].startswith("chose: ")] == ["chose: Approved - deploy"]

    ui = [{"ts": 1777000000000, "type": "say", "say": "task", "text": "ship the app"},
          {"ts": 1777000001000, "type": "ask", "ask": "followup", "text": json.dumps(
              {"question": "Deploy now?", "options": ["Approved - deploy", "Cancel - wait"]})},
          {"ts": 1777000002000, "type": "say", "say": "user_feedback", "text": "Cancel - wait"},
          {"ts": 1777000003000, "type": "ask", "ask": "followup", "text": json.dumps(
              {"question": "Deploy now?", "options": ["Approved - deploy", "Cancel - wait"]})},
          {"ts": 1777000004000, "type": "say", "say": "user_feedback", "text": "deploy to staging only"}]
    (folder / cline.UI_FILE).write_text(json.dumps(ui), encoding="utf-8")
    (t,) = read_transcripts(folder / cline.UI_FILE)
    assert typed(t) == ["ship the app", "deploy to staging only"]
    assert [m["content"] for m in t.messages if m["content"].startswith("chose: ")] == ["chose: Cancel - wait"]
