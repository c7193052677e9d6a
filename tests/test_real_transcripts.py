"""The real corpus: every Claude Code and Codex file in ../shared/data/real-transcripts.

The typed counts below were counted by hand, reading each file's user records (``jq``), not
by running lc-memory. What counts as typed: the person's own prompt, a slash command run with
arguments (as ``/cmd args``), a prompt queued while the agent worked, the text after
"## My request for Codex:". What does not: tool results, ``isMeta`` records (caveats,
expanded command prompts, stop-hook feedback), command wrappers without arguments
(``/clear``, ``/init``, ``/mcp``), local command output, "[Request interrupted by user...]",
a helper agent's (``isSidechain``) turns, words carried over from the session a resumed one
continues (another ``sessionId``), Codex ``<environment_context>`` / AGENTS.md messages, and
the "# Context from my IDE setup:" block.

Files skipped by rule, with their reason:

- ``claude/happy-goal-completed.jsonl``: one ``attachment`` record (goal_status), no turns.
- ``codex/acidicsoil-example-session-metadata-0.63.jsonl``: one ``session_meta`` line, no turns.
- ``claude/spotter-*-agent-*.jsonl`` (3 files): a helper agent's own log (every turn
  ``isSidechain``); it gives no session of its own (beside its session, in
  ``<session-id>/subagents/``, its calls are that session's).
"""

from __future__ import annotations

import pytest
from click.testing import CliRunner

from lc_memory.ingest.base import read_paths, read_transcripts
from lc_memory.ingest.common import NotATranscript
from lc_memory.safety.sources import fact_source
from lc_memory.surfaces.cli import cli
from lc_memory.write.extract import extract_offline

from .conftest import SHARED_DATA

REAL = SHARED_DATA / "real-transcripts"

# file -> (session id, typed messages by hand count, the first typed words)
HAND_COUNTS: dict[str, tuple[str, int, str]] = {
    # Claude Code
    "claude/agentcmd-06381696-askuser-2.0.29.jsonl": ("06381696-0074-49f8-863e-6ad4fac507f9", 1, "Let's explore scrolling"),
    "claude/agentcmd-full-session-2.0.14.jsonl": ("cfa1e878-62b5-4e40-b281-bbf9b250d766", 2, "Hey"),
    "claude/agentcmd-full-session-five-2.0.28.jsonl": ("10cd5911-8704-4996-9e33-32010589c357", 1, "search the web"),
    "claude/agentcmd-full-session-four-2.0.27.jsonl": ("2d984148-cddb-4605-aac1-13e720fe613c", 3, "Can you add the first"),
    "claude/agentcmd-full-session-two-2.0.26.jsonl": ("8a2518dd-ff41-4d5f-83a1-407b03598cc6", 4, "please move the + button"),
    "claude/agentcmd-user-slash-command-with-args.jsonl": ("33ae3837-255e-4ccf-aea4-90e8bf675372", 1,
                                                           '/generate-feature "a" "b"'),
    "claude/agenthistory-real-session-01-2.1.152.jsonl": ("06090cb1-3e64-433a-bc7e-a621c0f596d2", 1, "[REDACTED_PROMPT]"),
    "claude/ccviewer-1af7fc5e-8455-4414-9ccd-011d40f70b2a.jsonl": ("1af7fc5e-8455-4414-9ccd-011d40f70b2a", 0, ""),
    "claude/ccviewer-5c0375b4-57a5-4f26-b12d-d022ee4e51b7.jsonl": ("5c0375b4-57a5-4f26-b12d-d022ee4e51b7", 1,
                                                                  "/orchestrator @CLAUDE.md"),
    "claude/ccviewer-fe5e1c67-53e7-4862-81ae-d0e013e3270b.jsonl": ("fe5e1c67-53e7-4862-81ae-d0e013e3270b", 2,
                                                                  "/orchestrator create TODO app by Next.js"),
    "claude/happy-c9de1ad3.jsonl": ("c9de1ad3-3355-4392-b91b-6fcf853be4b0", 3, "write an md doc"),
    "claude/happy-f0b4ca22.jsonl": ("f0b4ca22-f8e4-4c07-a952-8302b638e125", 2, "I want to persist the timer"),
    "claude/happy-rate-limit.jsonl": ("c1d0a6cf-1f6c-4bb0-9a5a-2b0c2f5f9d10", 1, "what is on my todo list today?"),
    "claude/happycli-0-say-lol-session.jsonl": ("93a9705e-bc6a-406d-8dce-8acc014dedbd", 1, "say lol"),
    "claude/happycli-1-continue-run-ls-tool.jsonl": ("789e105f-ae33-486d-9271-0696266f072d", 1, "run ls tool"),
    "claude/happycli-duplicate-assistant-response.jsonl": ("b91d4412-e6c4-4e51-bb1b-585bcd78aca4", 2, "Say lol"),
    "claude/happycli-permission-prompt-aborted-with-interrupt.jsonl": ("2fd1dc28-72a3-40c2-85a0-1ba256a87a2f", 1,
                                                                      "Create file lol.txt"),
    "claude/happycli-task_non_sdk.jsonl": ("a4e5b271-6948-4581-893b-4595c9ec41ea", 1, "Show me a sample of using Task"),
    "claude/happycli-task_sdk.jsonl": ("2c74184e-6979-476d-a52f-0ac183bffe3a", 1, "ok"),
    "claude/reliability-coverage-test-fix.jsonl": ("c64cc478-3430-40fe-8e9c-4ee9986e9754", 1, "Add a function called"),
    "claude/reliability-hello-world-script.jsonl": ("de3b8b19-5bc0-4a2a-934a-1b6806567e25", 1, "Write a shell script"),
    "claude/reliability-python-to-rust-port.jsonl": ("c7d3d95c-57f0-4359-8f4b-926a9bef5a3f", 1, "Port this Python project"),
    "claude/reliability-stop-hook-reflection-first-stop.jsonl": ("cb88ae13-898d-4076-aeb5-bc37191c5d2e", 1,
                                                                "Read test.txt"),
    "claude/spotter-short.jsonl": ("55604662-cf2a-4331-851a-ec234028f8ca", 1, "mix phx.server doesnt seem to start"),
    "claude/spotter-subagent.jsonl": ("491e126e-1e71-469c-ade2-fcc8af567c74", 2, "/handgemacht:create-beads websearch"),
    "claude/spotter-tool_heavy.jsonl": ("d6e0bada-1959-4eec-a9d2-0bfade768d8f", 2, "start phoenix in background"),
    # Codex
    "codex/acidicsoil-rollout-2025-11-17-0.58.jsonl": ("019a93b9-f380-7600-98ff-940e6b99603c", 1, "finish up the users work"),
    "codex/agentcmd-rollout-2025-09-24T20-12-23-01997ea4-0.40.jsonl": ("01997ea4-a70d-7da3-8c20-c736db82a7c5", 2,
                                                                      "When I load the dashboard"),
    "codex/agentcmd-rollout-2025-09-25T08-02-05-0199812e-0.40.jsonl": ("0199812e-64f0-7f73-91fc-095dda01c36e", 2,
                                                                      "Quality score"),
    "codex/agentcmd-rollout-2025-09-25T15-12-14-019982b8-0.40.jsonl": ("019982b8-3422-79e0-8b3b-05abaf4f3c3e", 1,
                                                                      "Evaluate @packages/services"),
    "codex/agenthistory-real-session-01-0.135.jsonl": ("019e9625-802f-7e91-840a-cfe88d14117a", 1, "[REDACTED_PROMPT]"),
    "codex/ccts-sample_codex_session-0.77.jsonl": ("019b64e5-57fa-7463-b644-fba7e456f905", 1,
                                                   "can you analyse the MD files"),
}
NOT_TRANSCRIPTS = {  # skipped by rule: named in the summary line, with this reason
    "claude/happy-goal-completed.jsonl": "no turns",
    "codex/acidicsoil-example-session-metadata-0.63.jsonl": "no turns",
}
HELPER_AGENT_LOGS = [  # read, and give no session of their own
    "claude/spotter-ae4a77f8-agent-aac57f5.jsonl",
    "claude/spotter-ae4a77f8-agent-acompact-946d2b.jsonl",
    "claude/spotter-fa812bfe-agent-acompact-70d8e7.jsonl",
]


@pytest.fixture(scope="module")
def real() -> dict:
    if not REAL.is_dir():
        pytest.skip(f"the real transcripts are not here: {REAL} (they live in ../shared, beside the repo)")
    return {str(p.relative_to(REAL)): p for p in sorted(REAL.rglob("*.jsonl"))}


def one(path):
    (t,) = read_transcripts(path)
    return t


def test_every_file_is_accounted_for(real):
    assert sorted(real) == sorted([*HAND_COUNTS, *NOT_TRANSCRIPTS, *HELPER_AGENT_LOGS])


@pytest.mark.parametrize("name", sorted(HAND_COUNTS))
def test_typed_counts_match_the_hand_count(real, name):
    sid, count, first = HAND_COUNTS[name]
    t = one(real[name])
    typed = [m["content"] for m in t.messages if m["typed"]]
    assert len(typed) == count, typed
    assert t.bad == []
    if sid:
        assert t.meta["id"] == sid
    if count:
        assert typed[0].strip().startswith(first)
    # No IDE context is ever typed, and no typed message is a command wrapper.
    assert not any("# Context from my IDE setup" in c or "<ide_" in c or "<command-name>" in c for c in typed)


@pytest.mark.parametrize("name", sorted(NOT_TRANSCRIPTS))
def test_files_without_turns_are_skipped_by_rule(real, name):
    with pytest.raises(NotATranscript) as e:
        read_transcripts(real[name])
    assert e.value.reason == NOT_TRANSCRIPTS[name]


@pytest.mark.parametrize("name", HELPER_AGENT_LOGS)
def test_helper_agent_logs_give_no_session(real, name):
    assert read_transcripts(real[name]) == []


def test_the_whole_corpus_ingests_in_one_command(real, tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    r = CliRunner().invoke(cli, ["ingest", str(REAL), "--store", str(tmp_path / "store")])
    assert r.exit_code == 0, r.output
    skipped = [line for line in r.stderr.splitlines() if line.startswith("skipped")]
    assert skipped == ["skipped 2 files that are not transcripts: happy-goal-completed.jsonl (no turns), "
                       "acidicsoil-example-session-metadata-0.63.jsonl (no turns)"]
    assert "warning" not in r.stderr and "Traceback" not in r.output
    reading = read_paths(sorted(real.values()))
    assert len(reading.transcripts) == len(HAND_COUNTS)


def test_slash_command_titles(real):
    assert one(real["claude/agentcmd-user-slash-command-with-args.jsonl"]).meta["title"] == '/generate-feature "a" "b"'
    assert one(real["claude/ccviewer-fe5e1c67-53e7-4862-81ae-d0e013e3270b.jsonl"]).meta["title"] == (
        "/orchestrator create TODO app by Next.js")


def test_codex_ide_requests_title_the_session(real):
    t = one(real["codex/agentcmd-rollout-2025-09-24T20-12-23-01997ea4-0.40.jsonl"])
    assert t.meta["title"].startswith("When I load the dashboard, I see 4 queries.")
    typed = [m["content"] for m in t.messages if m["typed"]]
    assert typed[1] == "so prefetching isn't slowing down data loading for the intial load?"


# --- the structure of what the agent did (issue 10), checked by hand on a few files ------------

def changes(t) -> list[tuple[str, str]]:
    return [(c["path"].rsplit("/", 1)[-1], c["op"]) for m in t.messages if m["kind"] == "tool_use"
            for c in m["call"].get("changes", [])]


def test_rust_port_files_commands_and_plan(real):
    t = one(real["claude/reliability-python-to-rust-port.jsonl"])
    assert changes(t) == [("Cargo.toml", "update"), ("lib.rs", "update"), ("string_utils.rs", "add"),
                          ("math_utils.rs", "add"), ("list_utils.rs", "add"), ("dict_utils.rs", "add"),
                          ("validation.rs", "add"), ("Justfile", "update")]
    commands = [m["call"]["command"] for m in t.messages if m["kind"] == "tool_use" and m["call"]["tool"] == "shell"]
    assert commands[0] == "cargo init --lib --name python_utils" and "cargo test 2>&1" in commands
    assert any(c.startswith("git add -A && git commit -m") and "Port Python utility library to Rust" in c
               for c in commands)
    plans = [m["call"]["plan"] for m in t.messages if m["kind"] == "tool_use" and m["call"]["tool"] == "plan"]
    assert len(plans) == 10 and len(plans[0]) == 10
    assert [p["status"] for p in plans[0]] == ["in_progress"] + ["pending"] * 9
    assert len(plans[-1]) == 9 and all(p["status"] == "completed" for p in plans[-1])


def test_hello_world_writes_one_file_and_runs_it(real):
    t = one(real["claude/reliability-hello-world-script.jsonl"])
    assert changes(t) == [("hello.sh", "add")]
    assert [m["call"]["tool"] for m in t.messages if m["kind"] == "tool_use"] == ["write", "shell"]


def test_codex_patches_plans_and_exit_codes(real):
    t = one(real["codex/acidicsoil-rollout-2025-11-17-0.58.jsonl"])
    assert changes(t) == [("index.ts", "update"), ("index.ts", "update")]
    patches = [m["call"] for m in t.messages if m["kind"] == "tool_use" and m["call"]["tool"] == "patch"]
    assert [p["paths"] for p in patches] == [["components/chat/chat-helpers/index.ts"]] * 2
    plans = [m["call"]["plan"] for m in t.messages if m["kind"] == "tool_use" and m["call"]["tool"] == "plan"]
    assert [[p["status"] for p in plan] for plan in plans] == [["in_progress", "pending", "pending"],
                                                               ["completed", "in_progress", "pending"]]
    shells = [m["call"]["command"] for m in t.messages if m["kind"] == "tool_use" and m["call"]["tool"] == "shell"]
    assert len(shells) == 35 and shells[0] == "ls" and shells[1] == "cat 'LM Studio configuration.md'"
    codes = [m["result"]["exit_code"] for m in t.messages if m["kind"] == "tool_result"]
    assert sorted(c for c in codes if c is not None) == [0] * 34 + [1] + [2, 2]
    assert sum(m["result"]["error"] for m in t.messages if m["kind"] == "tool_result") == 3
    # every result pairs with its call
    ids = {m["call"]["id"] for m in t.messages if m["kind"] == "tool_use"}
    assert {m["result"]["id"] for m in t.messages if m["kind"] == "tool_result"} <= ids


def test_claude_edits_and_failed_results(real):
    t = one(real["claude/agentcmd-full-session-four-2.0.27.jsonl"])
    assert ("NavUser.test.tsx", "add") in changes(t)
    assert {p for p, op in changes(t) if op == "update"} >= {"NavUser.tsx", "AppSidebar.tsx"}
    ids = {m["call"]["id"] for m in t.messages if m["kind"] == "tool_use"}
    assert all(m["result"]["id"] in ids for m in t.messages if m["kind"] == "tool_result")


# --- facts from what each session did (issue 21), read by hand against each transcript ----------

# Every session not named here makes no fact. Each one was checked against its transcript.
REAL_FACTS: dict[str, list[str]] = {
    # `cd apps/app && pnpm test NavUser.test.tsx` failed, the agent fixed the code, then it passed;
    # it wrote NavUser.test.tsx, NavUser.tsx and AppSidebar.tsx in apps/app/src/client/components/.
    "claude/agentcmd-full-session-four-2.0.27.jsonl": ["Tests run with `pnpm test` in `apps/app`.",
                                                       "Components live in `apps/app/src/client/components/`."],
    # It edited apps/app/src/client/components/CommandMenu.tsx (the person's + button).
    "claude/agentcmd-full-session-two-2.0.26.jsonl": ["Components live in `apps/app/src/client/components/`."],
    # The person asked to bring @CLAUDE.md up to date; the session edited it (MultiEdit).
    "claude/ccviewer-5c0375b4-57a5-4f26-b12d-d022ee4e51b7.jsonl": ["Notes for coding agents are kept in `CLAUDE.md`."],
    # "Please update CLAUDE.md for current changes": the session wrote it. Its sub-agents (sidechain
    # records in the file) ran `cd /path/to/Demo/todo-app && npx tsc --noEmit --skipLibCheck`, which
    # passed on its second run, and `pnpm add lucide-react` (after a `cd todo-app` of its own).
    "claude/ccviewer-fe5e1c67-53e7-4862-81ae-d0e013e3270b.jsonl": [
        "Type checks run with `npx tsc` in `todo-app`.", "Notes for coding agents are kept in `CLAUDE.md`.",
        "Dependencies are added with `pnpm add`."],
    # `python -m pytest tests/test_math_utils.py -v` passed; committed "Add multiply_numbers function with test".
    # It edited tests/test_math_utils.py.
    "claude/reliability-coverage-test-fix.jsonl": [
        "Tests run with `python -m pytest`.",
        "Commit subjects are plain imperative sentences with no prefix (like `Add ...`).", "Tests live in `tests/`."],
    # It wrote hello.sh, then `chmod +x /tmp/tmp74wiyiny/hello.sh && /tmp/tmp74wiyiny/hello.sh` printed "Hello world".
    "claude/reliability-hello-world-script.jsonl": ["`hello.sh` runs with `./hello.sh`."],
    # `cargo test` and `just lint` passed; committed "Port Python utility library to Rust".
    "claude/reliability-python-to-rust-port.jsonl": [
        "Tests run with `cargo test`.", "Lint runs with `just lint`.",
        "Commit subjects are plain imperative sentences with no prefix (like `Add ...`)."],
    # Committed "Update test.txt with modified content".
    "claude/reliability-stop-hook-reflection-first-stop.jsonl": [
        "Commit subjects are plain imperative sentences with no prefix (like `Add ...`)."],
    # `bd create` (three issues) and `bd dep add` ran at the person's "create the beads".
    "claude/spotter-subagent.jsonl": ["Issues are tracked with `bd`."],
    # "start phoenix in background": `mix phx.server` ran in the background and the agent said
    # so; the person's next request (xterm scrolling) was cut off, which this fact is not from.
    "claude/spotter-tool_heavy.jsonl": ["The dev server starts with `mix phx.server`."],
    # Cut off after its patch to components/chat/chat-helpers/index.ts (chatbot-ui): where it wrote is so.
    "codex/acidicsoil-rollout-2025-11-17-0.58.jsonl": ["Components live in `components/`."],
    # The person's own request: "AI metrics are connected to issues through the team. AI Usage
    # has member_id to connect the two but we don't have any direct connection at the issue level."
    "codex/agentcmd-rollout-2025-09-25T08-02-05-0199812e-0.40.jsonl": [
        "AI metrics are connected to issues through the team."],
}


def test_the_facts_of_each_real_session_are_the_ones_read_by_hand(real):
    for name, path in real.items():
        if name not in HAND_COUNTS:
            continue
        t = one(path)
        facts = extract_offline(t.meta, t.messages).facts
        assert [f.text for f in facts] == REAL_FACTS.get(name, []), name
        # Each rests on what the session did (a tool call, a file it changed) or on the
        # person's own typed words.
        assert all(f.source == "action" and ("tool call " in f.evidence or f.evidence.startswith(("changed ", "committed ")))
                   or f.source is None and fact_source(f.text, t.messages) == "person" for f in facts), name


def test_a_real_session_whose_sub_agents_wrote_the_files_says_so(real):
    """ccviewer-fe5e1c67 (Claude Code 1.0.98): five Task calls; the sub-agents' Write, Edit and
    MultiEdit calls are sidechain records in the session's own file; the session wrote CLAUDE.md."""
    t = one(real["claude/ccviewer-fe5e1c67-53e7-4862-81ae-d0e013e3270b.jsonl"])
    e = extract_offline(t.meta, t.messages)
    assert "Created 25 and edited 1 files (25 of them by sub-agents)" in e.outcome
    assert e.files[0] == "CLAUDE.md"


def test_a_real_session_that_corrected_the_versions_claude_md_gives_does_not_read_as_an_upgrade(real):
    """ccviewer-5c0375b4 ("@CLAUDE.md を最新の状態にアップデートしてください"): a sub-agent read
    todo-app/package.json; the session edited CLAUDE.md's "Next.js 14" to "Next.js 15.5.2" and
    changed no manifest. Its closing words ("Next.js 15.5.2 (14から更新)") read as an upgrade."""
    t = one(real["claude/ccviewer-5c0375b4-57a5-4f26-b12d-d022ee4e51b7.jsonl"])
    e = extract_offline(t.meta, t.messages)
    assert "から更新" not in e.outcome
    assert "Edited CLAUDE.md, correcting the versions it gives (Next.js 14 → 15.5.2); no dependency was changed" in e.outcome
