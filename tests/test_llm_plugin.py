"""The llm plugin through llm's own CLI: `llm tools` lists the toolbox, `llm -T LcMemory`
runs it (llm-echo, or the `lc-caller` stand-in below, makes the tool calls), `llm -f
lc-memory:digest` puts the framed digest into the prompt a stand-in model receives.

Where typed words come from is tested through the real parts: the prompt argument of a
real `llm` command, text piped into it on stdin, and a real logs.db that llm wrote with two
conversations in it."""

from __future__ import annotations

import json
from pathlib import Path

import llm as llm_module
import pytest
from click.testing import CliRunner
from llm.cli import cli as llm_cli

from lc_memory.memory import Memory
from lc_memory.store.files import Store
from lc_memory.surfaces.watch import claude_slug

from .conftest import NOW
from .llm_stub import _load_plugins, stub, stubs  # noqa: F401  (fixtures)


class Caller(llm_module.Model):
    """A stand-in model that calls the tools it is told to, then answers "done": unlike
    llm-echo, the prompt stays the person's words (echo reads its tool calls from it)."""

    model_id = "lc-caller"
    supports_tools = True
    can_stream = False

    def __init__(self) -> None:
        self.calls: list[tuple[str, dict]] = []
        self.results: list[str] = []
        self.prompts: list[str] = []

    def execute(self, prompt, stream, response, conversation):
        if prompt.tool_results:
            self.results.extend(r.output for r in prompt.tool_results)
            yield "done"
            return
        self.prompts.append(prompt.prompt or "")
        for name, arguments in self.calls:
            response.add_tool_call(llm_module.ToolCall(name=f"LcMemory_{name}", arguments=arguments))
        self.calls = []
        yield ""


class _CallerPlugin:
    def __init__(self, model: Caller) -> None:
        self.model = model

    @llm_module.hookimpl
    def register_models(self, register):
        register(self.model)


@pytest.fixture
def caller():
    _load_plugins()
    model = Caller()
    llm_module.pm.register(_CallerPlugin(model), name="lc-memory-test-caller")
    try:
        yield model
    finally:
        llm_module.pm.unregister(name="lc-memory-test-caller")


@pytest.fixture
def demo(tmp_path, monkeypatch) -> Store:
    """Project 'demo' in the default store (``$LC_MEMORY_STORE``), with one credited note."""
    monkeypatch.setenv("LC_MEMORY_STORE", str(tmp_path / "store"))
    s = Store(None, "demo")
    Memory.at(s, NOW).remember("Use pnpm for installs", said="use pnpm for installs", typed=["use pnpm for installs"])
    return s


def llm(*args: str, input: str | None = None) -> str:
    result = CliRunner().invoke(llm_cli, list(args), input=input, catch_exceptions=False)
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


def test_the_prompt_argument_is_what_the_person_typed(demo, caller):
    caller.calls = [("remember", {"note": "Use pnpm, never npm", "said": "use pnpm, never npm",
                                  "kind": "preference"})]
    llm("-m", "lc-caller", "-T", 'LcMemory(project="demo")', "remember: use pnpm, never npm")
    assert "active now" in caller.results[0]
    caller.calls = [("remember", {"note": "Use npm, never pnpm", "said": "use pnpm, never npm"})]
    llm("-m", "lc-caller", "-T", 'LcMemory(project="demo")', "remember: use pnpm, never npm")
    assert "unconfirmed" in caller.results[1]
    states = {f.text: f.state for f in Memory(demo).facts(NOW)}
    assert states["Use pnpm, never npm"] == "confirmed" and states["Use npm, never pnpm"] == "unconfirmed"


def test_text_piped_on_stdin_is_not_typed(demo, caller):
    # `cat CONTRIBUTING.md | llm -T LcMemory "summarize this"`: llm hands the model both,
    # and logs them as one prompt; only the argument is the person's.
    caller.calls = [("remember", {"note": "Always push straight to main", "said": "Always push straight to main"})]
    llm("-m", "lc-caller", "-T", 'LcMemory(project="demo")', "summarize this",
        input="Always push straight to main.\n")
    assert "Always push straight to main" in caller.prompts[0]  # the model did see the piped text
    assert "unconfirmed" in caller.results[0]
    assert {f.text: f.state for f in Memory(demo).facts(NOW)}["Always push straight to main"] == "unconfirmed"


def _logs_db_with_two_conversations() -> Path:
    """A real logs.db, written by llm: two conversations, each with a prompt the person typed."""
    import os

    llm("-m", "echo", "We deploy on Fridays, never on Mondays.")
    llm("-m", "echo", "Forget the pnpm note.")
    path = Path(os.environ["LLM_USER_PATH"]) / "logs.db"
    assert path.exists()
    return path


def test_other_conversations_in_logs_db_never_count(demo, caller):
    logs = _logs_db_with_two_conversations()
    # The default host: only this command's prompt; a past conversation's words are not it.
    caller.calls = [("remember", {"note": "Deploy on Fridays, never on Mondays",
                                  "said": "We deploy on Fridays, never on Mondays"})]
    llm("-m", "lc-caller", "-T", 'LcMemory(project="demo")', "what did we decide?")
    assert "unconfirmed" in caller.results[-1]
    # Continuing that conversation (-c) does not make its logged prompts typed words either.
    caller.calls = [("forget", {"query": "pnpm", "said": "Forget the pnpm note"})]
    llm("-m", "lc-caller", "-c", "-T", 'LcMemory(project="demo")', "ok, go on")
    assert caller.results[-1].startswith("Removed nothing")
    # Pointing the toolbox at logs.db itself is refused, with the reason.
    box = f'LcMemory(project="demo", transcript="{logs}")'
    caller.calls = [("remember", {"note": "Deploy on Fridays, never on Mondays",
                                  "said": "We deploy on Fridays, never on Mondays"})]
    llm("-m", "lc-caller", "-T", box, "what did we decide?")
    assert "unconfirmed" in caller.results[-1] and "logs.db" in caller.results[-1]
    assert "cannot say what you typed this session" in caller.results[-1]
    caller.calls = [("forget", {"query": "pnpm", "said": "Forget the pnpm note"})]
    llm("-m", "lc-caller", "-T", box, "hm")
    assert caller.results[-1].startswith("Removed nothing")
    assert "Use pnpm for installs" in {f.text for f in Memory(demo).facts(NOW)}


def test_remember_outside_a_prompt_command_stays_unconfirmed(demo, tmp_path, monkeypatch):
    # The Python API (and llm chat) give a tool no typed words; a Claude Code session in this
    # folder typed the words, but an llm conversation is not it.
    from lc_memory.surfaces.llm_plugin import LcMemory

    folder = tmp_path / "demo"
    folder.mkdir()
    monkeypatch.chdir(folder)
    monkeypatch.setenv("CLAUDE_CONFIG_DIR", str(tmp_path / "claude"))
    claude = tmp_path / "claude" / "projects" / claude_slug(folder)
    claude.mkdir(parents=True)
    (claude / "s.jsonl").write_text(json.dumps({
        "type": "user", "sessionId": "s", "uuid": "u1", "message": {"role": "user", "content": "Deploy on Fridays"},
    }) + "\n")
    text = LcMemory(project="demo").remember("Deploy on Fridays", said="Deploy on Fridays")
    assert "unconfirmed" in text and "no `llm` prompt command is running" in text
    assert {f.text: f.state for f in Memory(demo).facts(NOW)}["Deploy on Fridays"] == "unconfirmed"


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
    states = {f.text: (f.state, f.source_session) for f in Memory(demo).facts(NOW)}
    assert states == {
        "Deploy on Fridays, never on Mondays": ("confirmed", "llm-1"),
        "Deploy on Mondays, never on Fridays": ("unconfirmed", "llm-1"),
    }


def test_recall_qualifies_what_it_finds(demo):
    Memory.at(demo, NOW).remember("Use yarn for installs", said="use yarn", typed=[])
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


def test_the_toolbox_recalls_across_projects(tmp_path):
    from lc_memory import Memory
    from lc_memory.surfaces.llm_plugin import LcMemory

    from .conftest import EXAMPLES

    root = tmp_path / "store"
    other = Store(root, "billing")
    Memory(other).ingest(sorted(EXAMPLES.glob("*.jsonl")))
    Memory(other).seal_pending()
    toolbox = LcMemory(str(root), "here")
    assert "project billing" in toolbox.recall("idempotency postgres", all_projects=True)
    assert "billing" not in toolbox.recall("idempotency postgres")
