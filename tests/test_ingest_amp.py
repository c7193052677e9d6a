"""Amp threads (``~/.local/share/amp/threads/T-<uuid>.json``) into the store.

The real samples in ../shared/data/agent-transcripts/amp have no licence: they are read in
place (the tests skip without them), never copied. The counts below were taken by hand,
reading each thread's ``messages`` with ``jq``: typed is the ``text`` blocks of ``user``
messages; the ``tool_result`` blocks on user messages, ``userState`` and the whole
``~debug`` block (the last prompt again, with the system prompt and ``<user-state>``) are
not. The invented fixture in tests/fixtures/agents/amp adds edits, shell runs and plans.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from click.testing import CliRunner

from lc_memory.ingest import amp
from lc_memory.ingest.base import FORMATS, detect, expand, read_paths, read_transcripts
from lc_memory.ingest.common import NotATranscript
from lc_memory.store.identity import display_name, folder_identity, project_for
from lc_memory.surfaces.cli import cli
from lc_memory.write.activity import activity

from .conftest import CLAUDE, CODEX, FIXTURES, SHARED_DATA

AGENTS = SHARED_DATA / "agent-transcripts"
SAMPLES = AGENTS / "amp"
TID = "T-7e3f0a52-1c4b-4d8e-9a61-2b5c8d0e4f13"
FOLDER = FIXTURES / "agents" / "amp"
FIXTURE = FOLDER / f"{TID}.json"
ASK = "Trail summaries should show the total elevation gain. Add it to summary.py."

# sample file -> (thread id, typed messages counted by hand, their first words, tool calls and their kinds)
HAND_COUNTS = {
    "hackclub__club-dashboard__T-16c2227a-e98f-4969-998b-aaa50a930b05.json":
        ("T-16c2227a-e98f-4969-998b-aaa50a930b05", 3, ["hi", "what model", "how do i"], ["other", "other"]),
    "hackclub__club-dashboard__T-1d0ef56c-0ecd-4bf7-af7b-5bc196dc8a6a.json":
        ("T-1d0ef56c-0ecd-4bf7-af7b-5bc196dc8a6a", 1, ["logout"], ["search", "search", "search"]),
}


def typed(messages):
    return [m["content"] for m in messages if m["typed"]]


def calls(messages):
    return [m for m in messages if m["kind"] == "tool_use"]


def run(*args: str, ok: bool = True):
    result = CliRunner().invoke(cli, list(args), catch_exceptions=False)
    if ok:
        assert result.exit_code == 0, result.output
    return result


def need_samples():
    if not SAMPLES.is_dir():
        pytest.skip("no ../shared/data/agent-transcripts/amp here")


# --- the real samples ----------------------------------------------------------------------

@pytest.mark.parametrize("name", sorted(HAND_COUNTS))
def test_a_real_thread(name):
    need_samples()
    path = SAMPLES / name
    thread_id, count, firsts, kinds = HAND_COUNTS[name]
    assert detect(path).name == "amp"
    (t,) = read_transcripts(path)
    assert t.meta["id"] == thread_id and t.meta["format"] == "amp" and not t.bad
    words = typed(t.messages)
    assert len(words) == count and all(w.startswith(f) for w, f in zip(words, firsts))
    # Exactly the text blocks of the user messages, in order.
    thread = json.loads(path.read_text(encoding="utf-8"))
    said = [b["text"] for m in thread["messages"] if m["role"] == "user"
            for b in m["content"] if b["type"] == "text"]
    assert words == said
    assert [m["call"]["tool"] for m in calls(t.messages)] == kinds
    results = [m for m in t.messages if m["kind"] == "tool_result"]
    assert len(results) == len(kinds) and all(m["role"] == "tool" and not m["typed"] for m in results)
    for m in t.messages:
        assert "<user-state>" not in m["content"]  # ~debug is never read
    # The project is the recorded tree's folder; the time is when each message was sent.
    tree = thread["env"]["initial"]["trees"][0]
    assert t.meta["cwd"] == tree["uri"].removeprefix("file://")
    assert project_for(t.meta["cwd"]) == folder_identity(tree["uri"].removeprefix("file://"))
    assert display_name(project_for(t.meta["cwd"])) == "workspace"
    assert t.meta["git_branch"] == tree["repository"]["ref"].removeprefix("refs/heads/")
    assert t.meta["title"] == thread["title"] and t.meta["title_source"] == "summary"
    first_sent = next(m["meta"]["sentAt"] for m in thread["messages"] if m["role"] == "user")
    assert t.meta["created"] == amp._iso_ms(first_sent)


def test_history_jsonl_is_not_a_session():
    need_samples()
    history = SAMPLES / "hackclub__club-dashboard__history.jsonl"
    assert [f.name for f in FORMATS if f.sniff(history)] == []
    with pytest.raises(NotATranscript, match="not a JSON object"):
        read_transcripts(history)


# --- the fixture -----------------------------------------------------------------------------

def test_the_fixture_thread():
    assert detect(FIXTURE).name == "amp"
    (t,) = read_transcripts(FIXTURE)
    assert t.meta["id"] == TID and t.meta["cwd"] == "/home/dev/trail map" and t.meta["git_branch"] == "elevation"
    assert t.meta["title"] == "Add elevation gain to trail summaries" and t.meta["title_source"] == "summary"
    assert typed(t.messages) == [ASK, "Great, thanks."]
    text = "\n".join(m["content"] for m in t.messages)
    for never in ("SYSTEM PROMPT TEXT", "THINKING TEXT", "<user-state>", "currentlyVisibleFiles"):
        assert never not in text
    # Times: a user message's sentAt; an assistant message's from the usage ledger that made it.
    assert [m["ts"] for m in t.messages[:2]] == ["2026-11-18T11:06:41.000Z", "2026-11-18T11:06:43.000Z"]
    assert t.meta["last_activity"] == "2026-11-18T11:08:49.000Z"


def test_the_fixture_tool_calls():
    (t,) = read_transcripts(FIXTURE)
    used = calls(t.messages)
    assert [(m["name"], m["call"]["tool"]) for m in used] == [
        ("Read", "read"), ("todo_write", "plan"), ("edit_file", "edit"), ("create_file", "write"), ("Bash", "shell"),
        ("edit_file", "edit"), ("Bash", "shell"), ("Bash", "shell"), ("todo_write", "plan")]
    assert used[4]["call"] == {"id": "toolu_vrtx_05", "tool": "shell", "command": "pytest -q",
                               "workdir": "/home/dev/trail map"}
    assert used[1]["call"]["plan"] == [{"step": "Compute the elevation gain", "status": "in_progress"},
                                       {"step": "Show it in the summary", "status": "pending"}]
    assert json.loads(used[3]["content"])["path"] == "/home/dev/trail map/tests/test_summary.py"
    results = {m["result"]["id"]: m for m in t.messages if m["kind"] == "tool_result"}
    assert results["toolu_vrtx_05"]["result"] == {"id": "toolu_vrtx_05", "error": True, "exit_code": 1}
    assert results["toolu_vrtx_05"]["content"].endswith("1 failed")
    assert results["toolu_vrtx_07"]["result"] == {"id": "toolu_vrtx_07", "error": False, "exit_code": 0}
    assert results["toolu_vrtx_08"]["result"]["refused"] is True  # rejected by the person: it never ran
    assert results["toolu_vrtx_01"]["content"].startswith("1: def summary")
    act = activity(t.meta, t.messages)
    assert act.created == ("tests/test_summary.py",) and act.edited == ("summary.py",) and not act.deleted
    (check,) = act.checks
    assert check.command == "pytest -q" and check.passed is True
    assert act.plan_done and not act.plan_open


def test_file_uris():
    assert amp.path_of("file:///home/u/my%20app") == "/home/u/my app"
    assert amp.path_of("file:///c%3A/Users/me/app") == "c:/Users/me/app"
    assert amp.path_of("file://server/share/app") == "//server/share/app"
    assert amp.path_of(None) is None


# --- where the threads are; what is not one -----------------------------------------------

def test_locations(tmp_path, monkeypatch):
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "data"))
    assert amp.locations() == []
    (tmp_path / "data" / "amp" / "threads").mkdir(parents=True)
    assert amp.locations() == [tmp_path / "data" / "amp" / "threads"]
    monkeypatch.delenv("XDG_DATA_HOME")
    monkeypatch.setenv("HOME", str(tmp_path / "home"))
    assert amp.locations() == []
    (tmp_path / "home" / ".local" / "share" / "amp" / "threads").mkdir(parents=True)
    assert amp.locations() == [tmp_path / "home" / ".local" / "share" / "amp" / "threads"]


def test_credentials_are_never_offered():
    # secrets.json and session.json sit beside the threads: find never gives them, so
    # nothing opens them; history.jsonl is offered (every .jsonl is) and is no transcript.
    assert amp.find(FOLDER) == [FIXTURE]
    found = expand([FOLDER])
    assert FOLDER / "secrets.json" not in found and FOLDER / "session.json" not in found
    assert not amp.sniff(FOLDER / "secrets.json") and not amp.sniff(FOLDER / "session.json")
    reading = read_paths(found)
    assert [p.name for p, _ in reading.transcripts] == [FIXTURE.name]
    assert [e.path.name for e in reading.not_transcripts] == ["history.jsonl"]


def other_agents_files() -> list[Path]:
    files = [p for p in (AGENTS.rglob("*") if AGENTS.is_dir() else []) if p.is_file() and "amp" not in p.parts]
    real = SHARED_DATA / "real-transcripts"
    files += [p for p in (real.rglob("*.jsonl") if real.is_dir() else [])]
    files += [p for p in FIXTURES.rglob("*") if p.is_file() and FOLDER not in p.parents]
    return files


def test_sniff_says_no_to_every_other_agents_file():
    files = other_agents_files()
    assert CLAUDE in files and CODEX in files
    assert [p for p in files if amp.sniff(p)] == []


def test_no_other_format_claims_amps_files():
    for path in [FIXTURE, *(sorted(SAMPLES.glob("*T-*.json")) if SAMPLES.is_dir() else [])]:
        assert [f.name for f in FORMATS if f.sniff(path)] == ["amp"]


def test_malformed_threads(tmp_path):
    # Cut short (a thread being written): one clear line, not a traceback.
    cut = tmp_path / f"{TID[:-4]}0000.json"
    cut.write_text(FIXTURE.read_text()[:3000])
    assert detect(cut).name == "amp"
    result = run("ingest", str(cut), "--store", str(tmp_path / "store"), ok=False)
    assert result.exit_code != 0 and "Traceback" not in result.output
    (error,) = [line for line in result.stderr.splitlines() if line.startswith("Error:")]
    assert cut.name in error and "not JSON" in error
    # A message of a shape not known is reported and left out; the rest is read.
    thread = json.loads(FIXTURE.read_text())
    thread["messages"][2]["content"] = 7
    odd = tmp_path / f"{TID[:-4]}0001.json"
    odd.write_text(json.dumps(thread))
    (t,) = read_transcripts(odd)
    assert [str(p) for p in t.bad] == [f"{odd}:0: messages[2]: a user message whose content is not a list of blocks"]
    assert typed(t.messages) == [ASK, "Great, thanks."]
    # A thread without a message is not a session.
    thread["messages"] = []
    empty = tmp_path / f"{TID[:-4]}0002.json"
    empty.write_text(json.dumps(thread))
    with pytest.raises(NotATranscript, match="without any message"):
        read_transcripts(empty)


# --- through the command line ------------------------------------------------------------

def test_ingest_twice_seal_and_digest(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    store = ["--store", str(tmp_path / "store")]
    paths = [str(FOLDER), *([str(SAMPLES)] if SAMPLES.is_dir() else [])]
    first = run("ingest", *paths, *store)
    assert "Traceback" not in first.output and "(1 new or changed)" in first.stderr
    assert "secrets.json" not in first.output and "session.json" not in first.output
    again = run("ingest", *paths, *store)
    assert all("(0 new or changed)" in line for line in again.stderr.splitlines() if "new or changed" in line)
    run("seal", "--all", *store)
    recently = run("digest", "--raw", "--project", "trail-map", *store).stdout.split("## Recently", 1)[1].lower()
    for said in ("created tests/test_summary.py", "edited summary.py", "`pytest -q` passed", "plan 2 of 2 done"):
        assert said in recently
    assert "rm -rf" not in recently  # refused: it never ran
    if SAMPLES.is_dir():
        recently = run("digest", "--raw", "--project", "workspace", *store).stdout.split("## Recently", 1)[1]
        for thread_id, *_ in HAND_COUNTS.values():
            assert thread_id in recently
        assert recently.count("No changes") + recently.count("no changes") == 2  # neither changed a file
