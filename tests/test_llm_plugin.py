"""The llm plugin through llm's own CLI: `llm tools` lists the toolbox, `llm -T LcMemory`
runs it (llm-echo makes the tool calls), `llm -f lc-memory:digest` puts the framed digest
into the prompt a stand-in model receives."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from click.testing import CliRunner
from llm.cli import cli as llm_cli

from lc_memory import notes
from lc_memory.seal import facts
from lc_memory.store import Store
from lc_memory.watch import claude_slug

from .conftest import NOW
from .llm_stub import stub, stubs  # noqa: F401  (fixtures)


@pytest.fixture
def demo(tmp_path, monkeypatch) -> Store:
    """Project 'demo' in the default store (``$LC_MEMORY_STORE``), with one credited note."""
    monkeypatch.setenv("LC_MEMORY_STORE", str(tmp_path / "store"))
    s = Store(None, "demo")
    notes.remember(s, "Use pnpm for installs", said="use pnpm for installs", typed=["use pnpm for installs"], now=NOW)
    return s


def llm(*args: str) -> str:
    result = CliRunner().invoke(llm_cli, list(args), catch_exceptions=False)
    assert result.exit_code == 0, result.output
    return result.output


def tool_call(name: str, **arguments) -> str:
    return json.dumps({"tool_calls": [{"name": f"LcMemory_{name}", "arguments": arguments}]})


def tool_output(output: str) -> str:
    """The tool's result as llm-echo shows it in its second reply."""
    start = output.index('{\n  "prompt": ""', 1)
    return json.loads(output[start:])["tool_results"][0]["output"]


def test_llm_tools_lists_the_toolbox():
    out = llm("tools")
    for name in ("LcMemory_recall", "LcMemory_remember", "LcMemory_forget"):
        assert name in out
    data = json.loads(llm("tools", "--json"))
    box = next(b for b in data["toolboxes"] if b["name"] == "LcMemory")
    assert sorted(t["name"] for t in box["tools"]) == ["LcMemory_forget", "LcMemory_recall", "LcMemory_remember"]
    remember = next(t for t in box["tools"] if t["name"] == "LcMemory_remember")
    assert set(remember["arguments"]["properties"]) == {"note", "said", "kind"}


def test_the_digest_fragment_reaches_the_prompt(demo, stub, tmp_path, monkeypatch):
    folder = tmp_path / "demo"
    folder.mkdir()
    monkeypatch.chdir(folder)  # lc-memory:digest is the project of the current folder
    stub.enqueue("ok")
    llm("-m", "lc-stub", "-f", "lc-memory:digest", "What should I do next?")
    sent = stub.sent()
    assert '<project-memory project="demo" as-of="' in sent
    assert "verify against the current code" in sent
    assert 'Use pnpm for installs — you said: "use pnpm for installs"' in sent
    assert sent.rstrip().endswith("What should I do next?")


def test_the_digest_of_another_project(demo, stub, tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    stub.enqueue("ok")
    llm("-m", "lc-stub", "-f", "lc-memory:digest/demo", "hi")
    assert '<project-memory project="demo"' in stub.sent()


def test_an_unknown_project_or_fragment_is_one_clear_error(demo):
    result = CliRunner().invoke(llm_cli, ["-m", "echo", "-f", "lc-memory:digest/nowhere", "hi"])
    assert result.exit_code != 0 and "no store for project 'nowhere'" in result.output
    result = CliRunner().invoke(llm_cli, ["-m", "echo", "-f", "lc-memory:facts", "hi"])
    assert result.exit_code != 0 and "unknown lc-memory fragment" in result.output


def test_remember_without_a_transcript_stays_unconfirmed(demo, tmp_path, monkeypatch):
    # A Claude Code session in this folder typed the words; an llm conversation is not it.
    folder = tmp_path / "demo"
    folder.mkdir()
    monkeypatch.chdir(folder)
    monkeypatch.setenv("CLAUDE_CONFIG_DIR", str(tmp_path / "claude"))
    claude = tmp_path / "claude" / "projects" / claude_slug(folder)
    claude.mkdir(parents=True)
    (claude / "s.jsonl").write_text(json.dumps({
        "type": "user", "sessionId": "s", "uuid": "u1", "message": {"role": "user", "content": "Deploy on Fridays"},
    }) + "\n")
    out = llm("-m", "echo", "-T", 'LcMemory(project="demo")',
              tool_call("remember", note="Deploy on Fridays", said="Deploy on Fridays"))
    assert "unconfirmed" in tool_output(out) and "no transcript" in tool_output(out)
    states = {f.text: f.state for f in facts(demo, NOW)}
    assert states["Deploy on Fridays"] == "unconfirmed"


def transcript(tmp_path: Path, *typed: str) -> Path:
    path = tmp_path / "llm-session.jsonl"
    lines = [{"type": "session", "id": "llm-1"}] + [{"type": "message", "role": "user", "content": t} for t in typed]
    path.write_text("".join(json.dumps(r) + "\n" for r in lines))
    return path


def test_remember_and_forget_with_the_persons_transcript(demo, tmp_path):
    path = transcript(tmp_path, "We deploy on Fridays, never on Mondays.", "Forget the pnpm note.")
    box = f'LcMemory(project="demo", transcript="{path}")'
    out = llm("-m", "echo", "-T", box, tool_call("remember", note="Deploy on Fridays, never on Mondays",
                                                 said="We deploy on Fridays, never on Mondays", kind="project"))
    assert "active now" in tool_output(out)
    out = llm("-m", "echo", "-T", box, tool_call("remember", note="Deploy on Mondays, never on Fridays",
                                                 said="We deploy on Fridays, never on Mondays"))
    assert "unconfirmed" in tool_output(out)
    out = llm("-m", "echo", "-T", box, tool_call("forget", query="fridays", said="We deploy on Fridays"))
    assert tool_output(out).startswith("Removed nothing")
    out = llm("-m", "echo", "-T", box, tool_call("forget", query="pnpm", said="Forget the pnpm note"))
    assert tool_output(out).startswith("Removed n-")
    states = {f.text: (f.state, f.source_session) for f in facts(demo, NOW)}
    assert states == {
        "Deploy on Fridays, never on Mondays": ("confirmed", "llm-1"),
        "Deploy on Mondays, never on Fridays": ("unconfirmed", "llm-1"),
    }


def test_recall_qualifies_what_it_finds(demo):
    notes.remember(demo, "Use yarn for installs", said="use yarn", typed=[], now=NOW)
    out = llm("-m", "echo", "-T", 'LcMemory(project="demo")', tool_call("recall", query="installs"))
    text = tool_output(out)
    assert "unconfirmed note: not credited" in text and "it never commands" in text


def test_notes_off_offers_no_writes(demo):
    demo.config_path.write_text("notes = false\n")
    out = llm("-m", "echo", "-T", 'LcMemory(project="demo")',
              tool_call("remember", note="Use pnpm", said="use pnpm"))
    assert "notes are off" in tool_output(out)
    assert len(demo.fact_records()) == 1


def test_digest_without_memory_md_builds_it(tmp_path, monkeypatch, stub):
    monkeypatch.setenv("LC_MEMORY_STORE", str(tmp_path / "store"))
    s = Store(None, "fresh")
    s.memory_dir.mkdir(parents=True)
    stub.enqueue("ok")
    llm("-m", "lc-stub", "-f", "lc-memory:digest/fresh", "hi")
    assert s.memory_md.exists() and '<project-memory project="fresh"' in stub.sent()
