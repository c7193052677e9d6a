"""Issue 35's unseen round 25: a Recently line the writer gave a Claude Code 2.1 session that
stopped at once because no account was logged in. Rows and words invented."""

from __future__ import annotations

import json
from pathlib import Path

from lc_memory.ingest.base import read_transcripts
from lc_memory.write.extract import extract_offline


def _outcome(tmp_path: Path, ask: str, answer: dict, **marks) -> str:
    """The offline outcome of a Claude Code 2.1 session of one ask and one answer."""
    sid = "5a1c0de0-1111-4222-8333-0000000000aa"
    base = {"isSidechain": False, "userType": "external", "cwd": "/home/oskar/src/tidepool", "sessionId": sid,
            "version": "2.1.160", "entrypoint": "cli"}
    records = [
        {**base, "type": "user", "uuid": "u1", "parentUuid": None, "timestamp": "2026-06-01T09:00:00.000Z",
         "message": {"role": "user", "content": ask}},
        {**base, "type": "assistant", "uuid": "a1", "parentUuid": "u1", "timestamp": "2026-06-01T09:00:01.000Z",
         **marks, "message": {"role": "assistant", **answer}},
    ]
    path = tmp_path / f"{sid}.jsonl"
    path.write_text("\n".join(json.dumps(r, ensure_ascii=False) for r in records) + "\n")
    (t,) = read_transcripts(path)
    return extract_offline(t.meta, t.messages).outcome


def test_not_logged_in_is_the_agent_stopping_on_an_error(tmp_path: Path):
    # round 25 dev (Claude Code 2.1.140-2.1.168): the person asked, Claude Code answered in the
    # agent's place "Not logged in · Please run /login" (isApiErrorMessage, authentication_failed);
    # the line was that text, as if it were the agent's answer
    outcome = _outcome(tmp_path, "why does the moon parser fail",
                       {"model": "<synthetic>", "content": [{"type": "text", "text": "Not logged in · Please run /login"}]},
                       isApiErrorMessage=True, error="authentication_failed")
    assert "stopped on an API or usage-limit error" in outcome, outcome
    assert not outcome.startswith("Not logged in"), outcome


def test_an_answer_about_a_user_not_logged_in_is_the_agents_own(tmp_path: Path):
    # the same words in an answer (no call after the ask) are no error in the agent's place
    text = "When the visitor is not logged in, the orders middleware answers 302 and sends them to /signin."
    outcome = _outcome(tmp_path, "what happens on /orders without a session cookie?",
                       {"model": "claude-sonnet-4-5", "content": [{"type": "text", "text": text}]})
    assert "API or usage-limit error" not in outcome, outcome
