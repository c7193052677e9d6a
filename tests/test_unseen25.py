"""Readings of issue 35's unseen round 25 (Codex rollouts of 2026 from the CLI and the IDE
extension, with agents started by the session's agent; Claude Code sessions of 2026). Small
sessions of the real shape: every row and word invented, none copied from the round's files."""

from __future__ import annotations

import json
from pathlib import Path

from lc_memory.ingest import codex
from lc_memory.ingest.base import read_transcripts
from lc_memory.ingest.common import NotATranscript

import pytest


def _write(path: Path, lines: list[dict]) -> Path:
    path.write_text("\n".join(json.dumps(x, ensure_ascii=False) for x in lines) + "\n")
    return path


def _meta(sid: str, source: object, ts: str = "2026-02-10T08:00:00.000Z", **more) -> dict:
    return {"timestamp": ts, "type": "session_meta", "payload": {
        "id": sid, "timestamp": ts, "cwd": "/home/oskar/src/tidepool", "originator": "codex_vscode",
        "cli_version": "0.86.0", "source": source, "model_provider": "openai", **more}}


def _turn(ts: str, ask: str, answer: str) -> list[dict]:
    return [
        {"timestamp": ts, "type": "response_item", "payload": {
            "type": "message", "role": "user", "content": [{"type": "input_text", "text": ask}]}},
        {"timestamp": ts, "type": "event_msg", "payload": {"type": "user_message", "message": ask}},
        {"timestamp": ts, "type": "response_item", "payload": {
            "type": "message", "role": "assistant", "content": [{"type": "output_text", "text": answer}]}},
    ]


_TITLE_ASK = ("Generate a concise UI title (24-44 characters) for this task.\n"
              "Return only the title. Keep any issue key as it is.\n\nTask:\n"
              "Move the tide table parser onto the new date library and keep the old tests green.")


@pytest.mark.parametrize("ask", [
    _TITLE_ASK,
    # the later wording: a preamble, then the same sentence
    "You help name tasks. You get a person's prompt and answer with a short name for it.\n"
    "Generate a concise UI title (16-30 characters) for this task.\nNo quotes.\n\n" + _TITLE_ASK.split("Task:\n")[1],
])
def test_the_ide_extensions_title_run_gives_no_session(tmp_path, ask):
    # round 25 dev (Codex IDE extension 0.81 and 0.88): to name a task in its list the extension runs
    # `codex exec` once, read-only, with its title prompt around the person's prompt; the rollout was
    # a session whose typed text was the extension's prompt ('Explored "Generate a concise UI title"')
    path = _write(tmp_path / "rollout-2026-02-10T08-00-00-019c0000.jsonl", [
        _meta("019c0000-1111-7222-8333-000000000001", "exec"),
        *_turn("2026-02-10T08:00:01.000Z", ask, "Tide parser on new date library"),
    ])
    assert read_transcripts(path) == []
    # the same ask in the person's own session (their CLI, or a second ask after it) is theirs
    cli = _write(tmp_path / "rollout-2026-02-10T08-05-00-019c0001.jsonl", [
        _meta("019c0000-1111-7222-8333-000000000002", "cli"),
        *_turn("2026-02-10T08:05:01.000Z", ask, "Tide parser on new date library"),
    ])
    [t] = read_transcripts(cli)
    assert [m["content"] for m in t.messages if m["typed"]] == [ask]
    two = _write(tmp_path / "rollout-2026-02-10T08-09-00-019c0002.jsonl", [
        _meta("019c0000-1111-7222-8333-000000000003", "exec"),
        *_turn("2026-02-10T08:09:01.000Z", ask, "Tide parser on new date library"),
        *_turn("2026-02-10T08:09:30.000Z", "now make it shorter", "Tide parser date move"),
    ])
    assert len(read_transcripts(two)) == 1


def test_codex_exec_runs_of_the_person_stay_sessions():
    assert not codex.titles_a_task({"source": "exec"}, ["fix the flaky tide table test"])
    assert codex.titles_a_task({"source": "exec"}, [_TITLE_ASK.lower()])


def _forked_child(tmp_path: Path, own: list[dict]) -> Path:
    """A rollout of an agent the session's agent started with its history (Codex 0.118's
    ``spawn_agent`` with ``fork_context``): its own ``session_meta`` (``forked_from_id``), the
    parent's copied (its ``session_meta``, a typed turn, an edit, the spawn call and Codex's note to
    the child as its result), then the child's own turn."""
    parent, child = "019d1000-aaaa-7bbb-8ccc-00000000000a", "019d1000-aaaa-7bbb-8ccc-00000000000b"
    at = "2026-04-03T10:00:00.000Z"
    spawn = {"agent_type": "reviewer", "fork_context": True, "message": "Read plans/rollout.md and list its gaps."}
    lines = [
        _meta(child, {"subagent": {"thread_spawn": {"parent_thread_id": parent, "depth": 1}}}, at,
              forked_from_id=parent),
        _meta(parent, "cli", "2026-04-03T09:00:00.000Z"),
        *_turn(at, "write plans/rollout.md for the tide parser move", "Drafting the plan now."),
        {"timestamp": at, "type": "response_item", "payload": {
            "type": "custom_tool_call", "name": "apply_patch", "call_id": "call_p1",
            "input": "*** Begin Patch\n*** Add File: plans/rollout.md\n+# Rollout\n*** End Patch"}},
        {"timestamp": at, "type": "response_item", "payload": {
            "type": "custom_tool_call_output", "call_id": "call_p1", "output": "Success. Updated: A plans/rollout.md"}},
        {"timestamp": at, "type": "response_item", "payload": {
            "type": "function_call", "name": "spawn_agent", "arguments": json.dumps(spawn), "call_id": "call_s1"}},
        {"timestamp": at, "type": "response_item", "payload": {
            "type": "function_call_output", "call_id": "call_s1",
            "output": "You are the newly spawned agent. The prior conversation is your parent's; your task follows."}},
        {"timestamp": at, "type": "event_msg", "payload": {"type": "task_started", "turn_id": "t-child"}},
        *own,
    ]
    return _write(tmp_path / f"rollout-2026-04-03T10-00-00-{child}.jsonl", lines)


def test_a_forked_agents_rollout_leaves_out_its_parents_copied_history(tmp_path):
    # round 25 dev (Codex CLI 0.118): an agent started with its parent's history has that history
    # copied into its rollout before its own turn; read as its own, the child's session said it
    # made the parent's edits and carried the parent's plan
    own = [*_turn("2026-04-03T10:00:05.000Z", "Read plans/rollout.md and list its gaps.",
                  "Two gaps: no step for the old fixtures, no owner for the cut-over.")]
    [t] = read_transcripts(_forked_child(tmp_path, own))
    users = [m["content"] for m in t.messages if m["role"] == "user"]
    assert users == ["Read plans/rollout.md and list its gaps."]
    assert not any(m.get("name") == "apply_patch" for m in t.messages)
    assert not any(m["typed"] for m in t.messages)  # the brief is the parent agent's words


def test_a_forked_agent_that_did_nothing_of_its_own_gives_no_session(tmp_path):
    own = [{"timestamp": "2026-04-03T10:03:00.000Z", "type": "event_msg",
            "payload": {"type": "turn_aborted", "turn_id": "t-child", "reason": "interrupted"}}]
    with pytest.raises(NotATranscript):
        read_transcripts(_forked_child(tmp_path, own))


def test_history_is_kept_where_no_fork_note_closes_it():
    items = [(1, None, "response_item", {"type": "message", "role": "user", "content": []})]
    assert codex.without_forked_history({"forked_from_id": "x"}, items) == items
    assert codex.without_forked_history({}, items) == items


_SPEC_PROMPT = ("\n## User Input\n\n```text\n{args}\n```\n\nYou **MUST** consider the user input before proceeding "
                "(if not empty).\n\n## Outline\n\nYou are updating the charter at `.specify/memory/charter.md`. "
                "Fill each bracketed token from the input, then write the file back.\n")


def test_a_spec_kit_prompts_input_is_typed_and_its_file_is_not(tmp_path):
    # round 25 dev (Codex CLI 0.105-0.114, spec-kit's /speckit.* prompts, their files not in the
    # snapshot): the whole prompt was typed ('## User Input ```text ``` You **MUST** ...' was the
    # title); the person typed only the words in its fenced "User Input", and nothing when it is empty
    said = _SPEC_PROMPT.format(args="set up the charter for a tide-table monorepo")
    empty = _SPEC_PROMPT.format(args="")
    path = _write(tmp_path / "rollout-2026-03-12T08-00-00-019c9000.jsonl", [
        _meta("019c9000-1111-7222-8333-000000000009", "cli", "2026-03-12T08:00:00.000Z"),
        *_turn("2026-03-12T08:00:01.000Z", said, "Charter written with four principles."),
        *_turn("2026-03-12T08:02:00.000Z", empty, "The charter is already filled in."),
        *_turn("2026-03-12T08:03:00.000Z", "commit it please", "Committed."),
    ])
    [t] = read_transcripts(path)
    assert [m["content"] for m in t.messages if m["typed"]] == [
        "set up the charter for a tide-table monorepo", "commit it please"]
    assert any("You **MUST** consider" in m["content"] and not m["typed"] for m in t.messages)
    assert codex.spec_kit_input("## User Input is a heading I wrote myself") is None


def _claude(path: Path, records: list[dict]) -> Path:
    sid = "5a1c0de0-1111-4222-8333-000000000025"
    base = {"isSidechain": False, "userType": "external", "entrypoint": "cli", "cwd": "/home/oskar/src/tidepool",
            "sessionId": sid, "version": "2.1.150", "gitBranch": "main"}
    return _write(path / f"{sid}.jsonl", [{**base, **r} for r in records])


def _api_error(n: int, at: str) -> dict:
    return {"type": "system", "subtype": "api_error", "level": "error", "timestamp": at, "uuid": f"e{n}",
            "error": {"status": 403, "error": {"type": "error", "error": {
                "type": "ModelError", "message": "The trial of this model is over; pick another one."}}},
            "retryAttempt": n, "maxRetries": 10}


def test_api_errors_no_answer_followed_are_the_agents_words(tmp_path):
    # round 25 dev (Claude Code 2.1.150): a greeting answered only by retried `api_error` records,
    # then the person left; the records were left out and the line said "Nothing was asked"
    path = _claude(tmp_path, [
        {"type": "user", "uuid": "u1", "parentUuid": None, "timestamp": "2026-05-20T10:00:00.000Z",
         "message": {"role": "user", "content": "hello there"}},
        _api_error(1, "2026-05-20T10:00:01.000Z"),
        _api_error(2, "2026-05-20T10:00:02.000Z"),
    ])
    [t] = read_transcripts(path)
    said = [m["content"] for m in t.messages if m["role"] == "assistant"]
    assert said == ["API Error: 403 The trial of this model is over; pick another one."]


def test_an_api_error_a_retry_answered_is_left_out(tmp_path):
    path = _claude(tmp_path, [
        {"type": "user", "uuid": "u1", "parentUuid": None, "timestamp": "2026-05-20T10:00:00.000Z",
         "message": {"role": "user", "content": "list the parsers"}},
        _api_error(1, "2026-05-20T10:00:01.000Z"),
        {"type": "assistant", "uuid": "a1", "parentUuid": "u1", "timestamp": "2026-05-20T10:00:05.000Z",
         "message": {"role": "assistant", "content": [{"type": "text", "text": "There are two: tide and moon."}]}},
    ])
    [t] = read_transcripts(path)
    assert [m["content"] for m in t.messages if m["role"] == "assistant"] == ["There are two: tide and moon."]


def test_codex_init_prompt_is_untyped_and_init_is_typed(tmp_path):
    # round 25 (seen on the held third, Codex CLI 0.114 and 0.120): `/init` sends Codex's own prompt
    # ("Generate a file named AGENTS.md that serves as a contributor guide for this repository. ...")
    # as the person's message; it was typed whole
    init = ("Generate a file named AGENTS.md that serves as a contributor guide for this repository.\n"
            "Keep it short; give the build and test commands.")
    path = _write(tmp_path / "rollout-2026-03-20T08-00-00-019cc000.jsonl", [
        _meta("019cc000-1111-7222-8333-000000000010", "cli", "2026-03-20T08:00:00.000Z"),
        *_turn("2026-03-20T08:00:01.000Z", init, "AGENTS.md written."),
        *_turn("2026-03-20T08:01:00.000Z", "add the lint command too", "Added."),
    ])
    [t] = read_transcripts(path)
    assert [m["content"] for m in t.messages if m["typed"]] == ["/init", "add the lint command too"]
    assert any(m["content"] == init and not m["typed"] for m in t.messages)
