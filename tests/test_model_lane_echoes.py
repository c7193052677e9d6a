"""A model's reply that repeats a scrubbed passage in its own layout (flattened, cut, split across
fields) keeps no value the prompt's scrub took (``redact.echo``), in what the seal stores and in
llm's logs.db: the rule that took it read what the layout lost (a table's header, the line above,
the pair before it)."""

from __future__ import annotations

import json
import sqlite3

import pytest

from lc_memory.ingest.base import ingest
from lc_memory.memory import Memory
from lc_memory.redact.echo import echoed_spans, redact_echoes
from lc_memory.redact.engine import redact_secrets
from lc_memory.store.files import Store

from .conftest import NOW
from .llm_stub import stub, stubs  # noqa: F401  (fixtures)

TABLE = "## Identifiants par défaut\n\n| Login | Mot de passe |\n|---|---|\n| admin | ZuymhNwxV2H6 |\n"
NEXT_LINE = "# テストアカウント\nメールアドレス\naaa@aaa\nパスワード\nEvxyJUtBE8bR\n\n# Author\n"
PAIRS = "#### Credenciales\n- **Administrador:** `admin` / `NHSn2j9Yg8AC`\n- **Médico:** `medico` / `w2xzp72YvonB`\n"


def flat(text: str) -> str:
    return " ".join(text.split())


@pytest.mark.parametrize("text, value", [(PAIRS, "w2xzp72YvonB")])
def test_the_scrub_takes_the_value_in_its_layout_and_misses_it_flattened(text, value):
    """The case this module is for: the layout is the rule's context."""
    assert value not in redact_secrets(text)
    assert value in redact_secrets(flat(text))


def test_a_value_on_the_line_under_its_name_flattened_is_read_by_the_engine_itself():
    """Since round 30 the clause reader takes a made-up token near a password's name in any layout
    (prose._scope_spans), so the echo guard is not the only thing that takes NEXT_LINE flattened."""
    assert "EvxyJUtBE8bR" not in redact_secrets(NEXT_LINE)
    assert "EvxyJUtBE8bR" not in redact_secrets(flat(NEXT_LINE))


def test_a_table_flattened_is_read_by_the_engine_itself():
    """A table run together on one line keeps its rule and its bars: the engine reads its columns
    (prose._flat_table_spans, round 18), so the echo guard is not what takes it."""
    assert "ZuymhNwxV2H6" not in redact_secrets(TABLE)
    assert "ZuymhNwxV2H6" not in redact_secrets(flat(TABLE))


@pytest.mark.parametrize("text, value", [(TABLE, "ZuymhNwxV2H6"), (NEXT_LINE, "EvxyJUtBE8bR"), (PAIRS, "w2xzp72YvonB")])
@pytest.mark.parametrize("shape", ["flat", "cut", "split", "quoted"])
def test_a_value_where_the_prompt_has_a_marker_is_taken_in_any_layout(text, value, shape):
    prompt = "user: " + redact_secrets(text) + "\nassistant: done"
    t = flat(text)
    half = t.rfind(" ", 0, len(t) // 2 + 1)  # split across fields as a reply's decisions are
    reply = {"flat": t, "cut": t[:t.index(value) + len(value) - 2],
             "split": t[half + 1:] if value in t[half + 1:] else t[:half],
             "quoted": f"The README says: {t} (see the docs)."}[shape]
    out = redact_echoes(prompt, reply)
    assert value[:-3] not in out, out
    assert "[REDACTED:secret-value]" in out


@pytest.mark.parametrize("reply", [
    "The password is rotated weekly by the ops team.",        # words, not a value
    "The password is kept in Vault as ops/db-2024-main.",     # other words around it
    "| admin | [REDACTED:secret-value] |",                    # the marker itself
    "Deploy v2.14.3-rc1 after the review.",                   # no marker's neighbours
    "| numpy | 1.26.4-rc2 |",                                  # another cell: bars on both sides
])
def test_a_reply_that_does_not_stand_in_a_markers_place_keeps_its_words(reply):
    prompt = "user: The password is [REDACTED:secret-value] and\n| Login | Mot de passe |\n| admin | [REDACTED:secret-value] |"
    assert redact_echoes(prompt, reply) == reply
    assert echoed_spans("no marker here", "| admin | ZuymhNwxV2H6 |") == []


def _native(sid: str, typed: str) -> str:
    lines = [{"type": "session", "id": sid, "title": "Test accounts", "created": "2026-11-20T09:00:00Z"},
             {"type": "message", "role": "user", "kind": "text", "content": typed, "ts": "2026-11-20T09:00:00Z",
              "typed": True},
             {"type": "message", "role": "assistant", "kind": "text", "content": "Noted the test accounts.",
              "ts": "2026-11-20T09:01:00Z", "typed": False}]
    return "".join(json.dumps(x, ensure_ascii=False) + "\n" for x in lines)


def test_a_model_that_repeats_a_passage_flattened_leaves_its_values_in_neither_the_store_nor_llms_log(tmp_path, stub):
    import llm

    from lc_memory.write.model_lane import model_extractor

    typed = "Add these accounts to the seed data:\n" + TABLE + NEXT_LINE + PAIRS
    values = ["ZuymhNwxV2H6", "EvxyJUtBE8bR", "NHSn2j9Yg8AC", "w2xzp72YvonB"]
    (tmp_path / "s").mkdir()
    (tmp_path / "s" / "2026-11-20-accounts.jsonl").write_text(_native("2026-11-20-accounts", typed), "utf-8")
    store = Store(tmp_path / "store", "accounts")
    store.path.mkdir(parents=True)
    [(sid, _)] = ingest(store, [tmp_path / "s" / "2026-11-20-accounts.jsonl"])
    said = flat(typed)
    reply = {"outcome": f"Added the seed accounts: {said}", "files": [], "decisions": [said],
             "facts": [{"text": f"The seed data has {said}.", "kind": "fact", "confidence": 0.9}], "verdicts": []}
    stub.enqueue(reply, reply)
    Memory.at(store, NOW).seal(sid, extractor=model_extractor("lc-stub", store.config, log=True))
    Memory.at(store, NOW).consolidate()
    assert any("Mot de passe" in (p.prompt or "") for p in stub.prompts)  # the model read the passage, scrubbed
    stored = "\n".join(p.read_text("utf-8", "replace") for p in store.path.rglob("*") if p.is_file())
    logs = llm.user_dir() / "logs.db"
    assert logs.exists()
    with sqlite3.connect(logs) as db:
        logged = "\n".join(str(v) for (name,) in db.execute("select name from sqlite_master where type='table'")
                           for row in db.execute(f"select * from [{name}]") for v in row)
    logged += b"".join(p.read_bytes() for p in logs.parent.glob("logs.db*")).decode("latin-1")
    for value in values:
        assert value not in stored
        assert value not in logged, value


def test_a_value_the_bounded_prompt_left_out_is_still_taken_where_the_reply_repeats_it(tmp_path, stub):
    """The prompt holds a bounded part of a long session; a reply may still repeat a passage it cut
    (a stand-in that echoes the session, an answer to an earlier call): the session's passages
    around its markers are read too (``marked_passages``)."""
    import llm

    from lc_memory.write.model_lane import model_extractor

    filler = [{"type": "message", "role": "assistant", "kind": "text", "ts": f"2026-11-20T09:{n:02d}:30Z",
               "content": f"Step {n}: read the seed module and its fixtures again. " * 40, "typed": False}
              for n in range(2, 58)]
    lines = _native("2026-11-20-long", "Add the README's test accounts to the seed data.").splitlines()
    body = [json.loads(x) for x in lines]
    body[1] = {"type": "message", "role": "assistant", "kind": "text", "ts": "2026-11-20T09:30:00Z", "typed": False,
               "content": "The README lists them:\n" + TABLE}
    (tmp_path / "s").mkdir()
    (tmp_path / "s" / "2026-11-20-long.jsonl").write_text(
        "".join(json.dumps(x, ensure_ascii=False) + "\n"
                for x in [body[0], json.loads(lines[1]), *filler[:28], body[1], *filler[28:], body[2]]),
        "utf-8")
    store = Store(tmp_path / "store", "accounts")
    store.path.mkdir(parents=True)
    [(sid, _)] = ingest(store, [tmp_path / "s" / "2026-11-20-long.jsonl"])
    reply = {"outcome": "Added the seed accounts.", "files": [], "decisions": [flat(TABLE)], "facts": [], "verdicts": []}
    stub.enqueue(reply, reply)
    Memory.at(store, NOW).seal(sid, extractor=model_extractor("lc-stub", store.config, log=True))
    assert not any("Mot de passe" in (p.prompt or "") for p in stub.prompts)  # the prompt cut the passage
    logs = llm.user_dir() / "logs.db"
    logged = b"".join(p.read_bytes() for p in logs.parent.glob("logs.db*")).decode("utf-8", "replace")
    stored = "\n".join(p.read_text("utf-8", "replace") for p in store.path.rglob("*") if p.is_file())
    assert "ZuymhNwxV2H6" not in logged
    assert "ZuymhNwxV2H6" not in stored


def test_a_reply_whose_whole_text_scrub_cuts_its_json_is_read_as_json():
    """A value rule read over the reply's raw JSON text took a string's closing quote and bracket
    with the value (``我的密码是V"]``, escaped as ``\\u6211...``): the engine now clips a value where a
    JSON string closes (engine._string_closed, round 18), and the JSON is read either way."""
    from lc_memory.write.model_lane import scrubbed_whole

    raw = json.dumps({"outcome": "Set up the accounts.", "decisions": ["我的密码是Zq8Lm2Rt5Vx9"], "facts": [{"text": "x"}]})
    assert json.loads(redact_secrets(raw))["decisions"] == ["我的密码是[REDACTED:secret-value]"]  # the whole-text scrub keeps it JSON
    out = scrubbed_whole(raw)
    assert json.loads(out)["decisions"] == ["我的密码是[REDACTED:secret-value]"]
    assert scrubbed_whole("Plain prose, no JSON: 我的密码是Zq8Lm2Rt5Vx9") == redact_secrets("Plain prose, no JSON: 我的密码是Zq8Lm2Rt5Vx9")


def test_such_a_reply_still_seals_through_the_model_and_logs_nothing_of_the_value(tmp_path, stub):
    import llm

    from lc_memory.write.model_lane import model_extractor

    (tmp_path / "s").mkdir()
    (tmp_path / "s" / "2026-11-20-pw.jsonl").write_text(_native("2026-11-20-pw", "我的密码是Zq8Lm2Rt5Vx9，帮我配置数据库"), "utf-8")
    store = Store(tmp_path / "store", "pw")
    store.path.mkdir(parents=True)
    [(sid, _)] = ingest(store, [tmp_path / "s" / "2026-11-20-pw.jsonl"])
    stub.enqueue(json.dumps({"outcome": "Configured the database for the person.", "files": [],
                             "decisions": ["我的密码是Zq8Lm2Rt5Vx9"], "facts": [], "verdicts": []}))
    Memory.at(store, NOW).seal(sid, extractor=model_extractor("lc-stub", store.config, log=True))
    journal = (store.path / "memory" / "journal.jsonl").read_text("utf-8")
    assert "Configured the database" in journal and "offline" not in journal  # the model's reply was used
    logs = llm.user_dir() / "logs.db"
    logged = b"".join(p.read_bytes() for p in logs.parent.glob("logs.db*")).decode("utf-8", "replace")
    assert "Zq8Lm2Rt5" not in logged and "Zq8Lm2Rt5" not in journal


@pytest.mark.parametrize("reply, taken", [
    ("| Login | Mot de passe | |---|---| | admin | ZuymhNwxV2H6 |", "ZuymhNwxV2H6"),   # flattened: no rule reads it
    ("# Identifiants - **Médico:** `medico` / `w2xzp72YvonB`", "w2xzp72YvonB"),
    ("パスワード EvxyJUtBE8bR # Author", "EvxyJUtBE8bR"),
    ("The admin login is RbcYyp%9.6bw now.", "RbcYyp%9.6bw"),
])
def test_a_random_value_the_prompt_never_held_is_taken_from_the_reply(reply, taken):
    from lc_memory.redact.echo import unseen_spans

    assert [reply[s:e] for s, e in unseen_spans("user: set up the test accounts", reply)] == [taken]


@pytest.mark.parametrize("token", [
    "ZuymhNwxV2H6",                          # the prompt holds it: the model read it
    "frontend/src/domain/Settings.ts:28-45",  # a file and its lines
    "AppSidebar.tsx:46", "nodemailer@^7.0.7", "isP2TActive", "v2.14.3-rc1",
    "8875f29655dab4cb", "3f9a2c1b7e4d",       # a hash cited
    "karachi-pc-hub-494141",                 # words and a number: a name
    "CD88:30AFE2:47E2E7:5F994B:69C9A937",    # a request id
    "2026-12-04T10:00:00Z", "a1b2c3d4-e5f6-4a7b-8c9d-0e1f2a3b4c5d", "デフォルトポート3000に修正",
])
def test_what_a_reply_cites_or_names_stays(token):
    from lc_memory.redact.echo import unseen_spans

    assert unseen_spans("user: the key ZuymhNwxV2H6 is set", f"Checked {token} today.") == []


def test_a_value_only_the_model_says_reaches_neither_the_store_nor_llms_log(tmp_path, stub):
    import llm

    from lc_memory.write.model_lane import model_extractor

    (tmp_path / "s").mkdir()
    (tmp_path / "s" / "2026-11-20-only.jsonl").write_text(_native("2026-11-20-only", "Set up the test accounts."), "utf-8")
    store = Store(tmp_path / "store", "only")
    store.path.mkdir(parents=True)
    [(sid, _)] = ingest(store, [tmp_path / "s" / "2026-11-20-only.jsonl"])
    said = "| Login | Mot de passe | |---|---| | admin | ZuymhNwxV2H6 |"
    stub.enqueue({"outcome": f"Set up the test accounts: {said}", "files": [], "decisions": [said],
                  "facts": [{"text": f"The seed data has {said}.", "kind": "fact", "confidence": 0.9}], "verdicts": []})
    Memory.at(store, NOW).seal(sid, extractor=model_extractor("lc-stub", store.config, log=True))
    stored = "\n".join(p.read_text("utf-8", "replace") for p in store.path.rglob("*") if p.is_file())
    logs = llm.user_dir() / "logs.db"
    logged = b"".join(p.read_bytes() for p in logs.parent.glob("logs.db*")).decode("utf-8", "replace")
    assert "Set up the test accounts" in stored
    assert "ZuymhNwxV" not in stored and "ZuymhNwxV" not in logged


@pytest.mark.parametrize("prompt, reply", [
    ("Token: [REDACTED:openai-key] in the shell, then ran make.",
     "Fixed test_retry_429 in the suite and bumped v1.5.0-rc.1 in the changelog. Commit a3f9c21e in the main "
     "branch; see src/app.py:42 in the diff; PROJ-1234 in the tracker."),
    ("the password is: [REDACTED:password] for the db", "The fix is in src/db/pool.py:88 for the db"),
    ("my key is [REDACTED:secret-value] and", "my key is ${OPENAI_API_KEY} and gpt-4o-mini is enable_v2 and"),
])
def test_the_words_around_a_marker_do_not_take_a_path_a_version_or_a_name_in_its_place(prompt, reply):
    """An attacker's try: a marker's words are often a sentence's commonest ("in the", "is ... and")."""
    assert redact_echoes(prompt, reply) == reply


@pytest.mark.parametrize("token", [
    "i-0abc123def4567890", "sg-0a1b2c3d4e5f67890", "0x4AA4767BBC9C4B1D", "payments-api-84f7c9d6b5",
    "PYTHON-DJANGO-3KF", "HTTP2_ONLY", "20240315_add_org_id_to_invoices", "dev-12345678.okta.com",
    "CVE-2024-3094", "GHSA-2x7m-9hp4-q5w3", "INC0012345", "k8s-dev-eu1", "fix-ci-2024q3", "TLS_1_3_ONLY",
])
def test_ids_and_names_a_reply_coins_stay(token):
    from lc_memory.redact.echo import unseen_spans

    assert unseen_spans("", f"Ran the job on {token} today.") == []


@pytest.mark.parametrize("raw", [
    '{"summary": "Set it in .env:\\\\nsk-proj-Xq7Lm2Np9Rt4Vw6Yz8Bc1Df3Gh5Jk7Mn9Pq2St4Uv"}',
    '{"summary": "\\\\tAKIAIOSFODNN7EXAMPL3"}',
])
def test_a_secret_the_raw_text_hides_behind_an_escape_is_found_decoded(raw):
    from lc_memory.redact.engine import find_secrets
    from lc_memory.write.model_lane import scrubbed_whole

    out = json.loads(scrubbed_whole(raw))
    assert not find_secrets(out["summary"]) and "[REDACTED:" in out["summary"]


def test_a_json_replys_keys_are_read_too():
    from lc_memory.write.model_lane import without_echoes

    assert "Kx9mQ2vT7pLz4Wn8" not in without_echoes("user: hi", '{"Kx9mQ2vT7pLz4Wn8": "the password"}')
