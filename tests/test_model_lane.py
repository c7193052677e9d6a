"""The model lane survives what real models return: each failure shape leaves the offline
result in place and says so in one line, and a ``seal --all`` goes on past it."""

from __future__ import annotations

import json
import threading
import time

import pytest
from click.testing import CliRunner
from hypothesis import HealthCheck, given, settings, strategies as st

from lc_memory.surfaces.cli import cli
from lc_memory.write.extract import extract_offline
from lc_memory.ingest.base import ingest
from lc_memory.errors import ModelError
from lc_memory.write.model_lane import approx_tokens, fitted_prompt, loads_reply, model_extractor, parse_extraction
from lc_memory.memory import Memory

from .conftest import EXAMPLES, NOW
from .llm_stub import BOOM, STALL, stubs  # noqa: F401  (fixtures)

SESSION = "2026-11-30-idempotency-postgres"
GOOD = {"outcome": "Moved idempotency keys to Postgres.", "files": ["migrations/0007_idempotency_keys.sql"],
        "decisions": [], "facts": []}

SHAPES = {
    "invalid JSON": '{"outcome": "Moved the keys", "files": ["a.py",',
    "prose around broken JSON": "Sure! Here is the summary:\n{outcome: Moved the keys}\nHope this helps!",
    "prose, no JSON": "The session moved idempotency keys to Postgres.",
    "a JSON list": "[1, 2, 3]",
    "no outcome": json.dumps({"files": []}),
    "outcome of the wrong type": json.dumps({"outcome": 42, "files": []}),
    "facts not a list": json.dumps({"outcome": "Moved the keys.", "facts": "Keys live in Postgres."}),
    "a fact without text": json.dumps({"outcome": "Moved the keys.", "facts": [{"kind": "fact"}]}),
    "files not a list": json.dumps({"outcome": "Moved the keys.", "files": "payments/idempotency.py"}),
    "files of numbers": json.dumps({"outcome": "Moved the keys.", "files": [1, 2]}),
    "an outcome of one word": json.dumps({"outcome": "Create", "files": ["lol.txt"]}),
    "an empty answer": "",
    "whitespace only": "  \n\t ",
    "the provider's error": BOOM,
}


@pytest.fixture
def one(store):
    ingest(store, [EXAMPLES / f"{SESSION}.jsonl"])
    return store


def _offline(store, sid=SESSION):
    return extract_offline(store.session_entry(sid).to_json(), store.messages(sid))


@pytest.mark.parametrize("shape", list(SHAPES))
def test_each_failure_shape_seals_offline_and_says_so_in_one_line(one, stubs, shape):
    stubs.fuzz.enqueue(SHAPES[shape])
    result = Memory.at(one, NOW).seal(SESSION, extractor=model_extractor("lc-stub-fuzz", one.config, log=False))
    assert result.sealed and result.extractor == "offline"
    (entry,) = one.journal()
    assert entry["extractor"] == "offline" and entry["outcome"] == _offline(one).outcome
    assert result.note.startswith("model lc-stub-fuzz ") and result.note.endswith(f"; sealed {SESSION} offline")
    assert "\n" not in result.note


def test_a_stall_is_cut_at_the_timeout(one, stubs):
    stubs.fuzz.enqueue(STALL)
    extractor = model_extractor("lc-stub-fuzz", one.config, log=False, timeout=0.3)
    started = time.monotonic()
    result = Memory.at(one, NOW).seal(SESSION, extractor=extractor)
    assert time.monotonic() - started < 10  # not the 30 s the stand-in would hang
    assert result.sealed and result.extractor == "offline"
    assert result.note == f"model lc-stub-fuzz did not answer within 0.3 s; sealed {SESSION} offline"


def test_a_stalled_model_is_not_called_again_until_it_is_done(store, stubs):
    ingest(store, sorted(EXAMPLES.glob("*.jsonl"))[:3])
    a, b, c = [e.id for e in store.visible_sessions()]
    extractor = model_extractor("lc-stub-fuzz", store.config, log=False, timeout=0.3)
    stubs.fuzz.enqueue(STALL, GOOD)
    assert "did not answer within" in Memory.at(store, NOW).seal(a, extractor=extractor).note
    assert "still answering an earlier call" in Memory.at(store, NOW).seal(b, extractor=extractor).note
    assert len(stubs.fuzz.prompts) == 1  # b never reached the model
    stubs.fuzz.released.set()
    for worker in threading.enumerate():
        if worker.name == "lc-memory model lc-stub-fuzz":
            worker.join(10)
    result = Memory.at(store, NOW).seal(c, extractor=extractor)
    assert result.extractor == "lc-stub-fuzz" and not result.note


def test_the_timeout_comes_from_config(one, stubs):
    from lc_memory.store.config import Config

    extractor = model_extractor("lc-stub-fuzz", Config(extract={"timeout": 7}), log=False)
    assert extractor.timeout == 7.0


def test_prose_around_good_json_is_still_read(one, stubs):
    stubs.fuzz.enqueue("Here is the JSON you asked for:\n```json\n" + json.dumps(GOOD) + "\n```\nAnything else?")
    result = Memory.at(one, NOW).seal(SESSION, extractor=model_extractor("lc-stub-fuzz", one.config, log=False))
    assert result.extractor == "lc-stub-fuzz" and not result.note
    assert one.journal()[0]["outcome"] == GOOD["outcome"]


def test_seal_all_goes_on_past_a_failing_reply_and_prints_one_line(store, stubs):
    ingest(store, sorted(EXAMPLES.glob("*.jsonl")))
    ids = [e.id for e in store.visible_sessions()]
    assert len(ids) >= 4
    stubs.fuzz.enqueue(GOOD, "I'm sorry, I can't help with that.", *[GOOD] * (len(ids) - 2))
    r = CliRunner().invoke(cli, ["seal", "--all", "-m", "lc-stub-fuzz", "--no-log",
                                 "--store", str(store.root), "--project", store.project])
    assert r.exit_code == 0, r.output
    assert f"sealed {len(ids)} of {len(ids)} session(s)" in r.stderr
    failures = [line for line in r.stderr.splitlines() if "sealed" in line and "offline" in line]
    assert len(failures) == 1
    assert failures[0].endswith("offline") and "did not reply with JSON" in failures[0]
    extractors = [e["extractor"] for e in store.journal()]
    assert extractors.count("offline") == 1 and extractors.count("lc-stub-fuzz") == len(ids) - 1


def test_a_secret_in_a_reply_is_scrubbed_before_it_is_cut(one, stubs):
    # A PEM key with no END line, in a reply the lane must flatten and cut: scrubbed whole first.
    body = "MIIEpAIBAAKCAQEA" + "x7Yq" * 120
    key = "-----BEGIN RSA PRIVATE KEY-----\n" + body
    stubs.fuzz.enqueue(json.dumps({"outcome": "Rotated the deploy key. " + key, "files": [],
                                   "decisions": [], "facts": []}))
    Memory.at(one, NOW).seal(SESSION, extractor=model_extractor("lc-stub-fuzz", one.config, log=False))
    for path in (one.journal_path, one.facts_path):
        if path.exists():
            text = path.read_text("utf-8")
            assert body[:40] not in text and "x7Yqx7Yq" not in text


def test_the_error_message_shows_scrubbed_text():
    token = "ghp_" + "A1b2C3d4E5f6G7h8I9j0K1l2M3n4O5p6Q7r8"
    for read in (parse_extraction, loads_reply):
        with pytest.raises(ModelError) as e:
            read(f"no json, {token}", "m")
        assert token[:12] not in str(e.value) and "[REDACTED" in str(e.value)


def test_a_small_window_gets_a_short_prompt_that_fits(one, stubs):
    stubs.fuzz.enqueue(GOOD)
    Memory.at(one, NOW).seal(SESSION, extractor=model_extractor("lc-stub-fuzz", one.config, log=False))
    sent = stubs.fuzz.prompts[-1]
    # 512 tokens: the system prompt, the prompt and the JSON hint leave room for the answer.
    assert approx_tokens(sent.system) + approx_tokens(sent.prompt) <= 512 - 170
    assert '{"outcome": "...", "files": [], "decisions": [], "facts": []}' in sent.prompt
    assert "JSON schema" not in sent.prompt


@pytest.mark.parametrize("room", [60, 150, 400])
def test_a_prompt_fits_any_room_even_with_wide_characters(room):
    messages = [{"role": "user", "kind": "text", "typed": True, "content": "最新の状態にアップデートしてください。" * 40},
                {"role": "assistant", "kind": "text", "content": "更新しました。" * 80}]
    assert approx_tokens(fitted_prompt({"id": "s"}, messages, 6000, room)) <= room


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(reply=st.one_of(
    st.text(max_size=200),
    st.recursive(st.none() | st.booleans() | st.integers() | st.text(max_size=20),
                 lambda inner: st.lists(inner, max_size=3) | st.dictionaries(
                     st.sampled_from(["outcome", "files", "decisions", "facts", "text", "kind", "subject",
                                      "confidence"]), inner, max_size=5),
                 max_leaves=12).map(json.dumps),
))
def test_any_reply_gives_an_extraction_and_never_raises(store, stubs, reply):
    store.put_session({"id": "s1", "title": "Fuzz", "created": "2026-11-01T09:00:00Z"}, [
        {"type": "message", "turn": 1, "role": "user", "kind": "text", "typed": True, "content": "Fix it.", "ts": None},
        {"type": "message", "turn": 2, "role": "assistant", "kind": "text", "content": "Fixed it.", "ts": None},
    ])
    stubs.fuzz.enqueue(reply)
    result = model_extractor("lc-stub-fuzz", store.config, log=False)(store.session_entry("s1").to_json(),
                                                                      store.messages("s1"))
    assert result.outcome
    assert (result.extractor == "offline") == bool(result.note)
    assert len(result.facts) <= 3


def test_the_prompt_says_a_command_changed_state_outside_the_files():
    # A session that created a schema with psql changed no file; the model must not read
    # "no file was changed" as "nothing changed" (issues 34/35, Gemini CLI e435870b).
    from lc_memory.write.activity import Activity, Check
    from lc_memory.write.model_lane import activity_lines

    act = Activity(tool_calls=1, state=(Check('psql -c "CREATE SCHEMA IF NOT EXISTS app;"', "state"),))
    lines = activity_lines(act)
    assert '- changed state outside the files: psql -c "CREATE SCHEMA IF NOT EXISTS app;"' in lines
