"""Notes from the person through the store: remember, forget, the fold and MEMORY.md,
and the `lc-memory remember` / `lc-memory forget` commands."""

from __future__ import annotations

import datetime as dt
import json

import pytest
from click.testing import CliRunner

from lc_memory import Memory
from lc_memory.surfaces.cli import cli
from lc_memory.state.digest import MAX_NOTES
from lc_memory.store.files import StoreError

from .conftest import NOW

LATER = NOW + dt.timedelta(days=9)


def remember(store, text, said=None, typed=None, now=NOW, **kw):
    """A note through Memory, the one write path (the digest follows at once)."""
    said = text if said is None else said
    return Memory(store, clock=lambda: now).remember(text, said=said, typed=[said] if typed is None else typed, **kw)


def forget(store, query, *, said, typed, now=NOW):
    return Memory(store, clock=lambda: now).forget(query, said=said, typed=typed)


def note(store, nid, now=NOW):
    return next(f for f in Memory(store).facts(now) if f.id == nid)


def test_a_credited_note_is_active_at_once_and_in_the_digest(store):
    r = remember(store, "Use pnpm, never npm", said="use pnpm, never npm", kind="preference", session="s1")
    assert (r.credited, r.state) == (True, "confirmed")
    f = note(store, r.id)
    assert f.id.startswith("n-") and f.confirmed_by == "credited" and f.kind == "preference"
    assert f.source_session == "s1"
    md = store.memory_md.read_text()
    assert 'Use pnpm, never npm — you said: "use pnpm, never npm"' in md
    record = store.fact_records()[0]
    assert record == {
        "op": "observe", "id": r.id, "text": "Use pnpm, never npm", "kind": "preference", "session": "s1",
        "at": "2026-12-02T12:00:00Z", "origin": "person", "said": "use pnpm, never npm", "credited": True,
    }


def test_an_uncredited_note_is_kept_unconfirmed_and_listed_not_in_the_digest(store):
    r = remember(store, "Use npm, never pnpm", said="use pnpm, never npm")
    assert (r.credited, r.state) == (False, "unconfirmed")
    assert "unconfirmed" in r.message() and f"lc-memory confirm {r.id}" in r.message()
    assert "Use npm, never pnpm" not in store.memory_md.read_text()
    out = CliRunner().invoke(cli, ["facts", "--notes", "--json", "--store", str(store.root), "--project", "demo"])
    assert [row["state"] for row in json.loads(out.output)] == ["unconfirmed"]


def test_a_credited_order_is_active_because_the_person_said_it(store):
    r = remember(store, "Always run migrations with --dry-run first")
    assert r.state == "confirmed"
    assert "Always run migrations" in store.memory_md.read_text()


def test_a_later_uncredited_remember_changes_nothing(store):
    first = remember(store, "Use pnpm in this repo", said="we use pnpm", session="s1")
    again = remember(store, "use pnpm in this repo", said="use pnpm everywhere", typed=["fix the bug"],
                     session="s2", now=LATER)
    assert again.id == first.id
    f = note(store, first.id, LATER)
    assert (f.state, f.confirmed_by, f.text, f.said) == ("confirmed", "credited", "Use pnpm in this repo", "we use pnpm")
    assert f.learned_at == "2026-12-02T12:00:00Z" and f.sessions == ["s1"]
    assert again.state == "confirmed" and again.text == "Use pnpm in this repo"


def test_an_uncredited_note_credited_later_takes_the_credited_words(store):
    first = remember(store, "Deploy on Fridays", said="deploy on fridays", typed=[], session="s1")
    assert first.state == "unconfirmed"
    later = remember(store, "deploy on Fridays", said="we deploy on fridays", typed=["we deploy on fridays"],
                     session="s2", now=LATER)
    f = note(store, first.id, LATER)
    assert later.state == "confirmed" and f.said == "we deploy on fridays" and f.learned_at.startswith("2026-12-11")


def test_repetition_never_promotes_an_uncredited_note(store):
    for i in range(4):
        r = remember(store, "Deploy on Fridays", said="deploy on fridays", typed=[], session=f"s{i}")
    assert r.state == "unconfirmed"


def test_a_note_the_person_confirmed_says_you_confirmed_it(store):
    r = remember(store, "Deploy on Fridays", typed=[])
    Memory.at(store, NOW).act("confirm", r.id)
    Memory.at(store, LATER).consolidate()
    md = store.memory_md.read_text()
    assert "Deploy on Fridays — you confirmed it (9 days old)" in md
    assert "you said" not in md


def test_from_you_is_capped_with_age_labels(store):
    for i in range(MAX_NOTES + 5):
        remember(store, f"Service {i} owns table t{i}")
    Memory.at(store, LATER).consolidate()
    section = store.memory_md.read_text().split("## From you", 1)[1].split("##", 1)[0]
    lines = [line for line in section.splitlines() if line.startswith("- ") and "you said" in line]
    assert len(lines) == MAX_NOTES and all("(9 days old)" in line for line in lines)
    assert "...and 5 more" in section


def test_said_and_text_are_scrubbed_on_disk(store):
    key = "sk-ant-api03-" + "A" * 80
    r = remember(store, f"The staging key is {key}", said=f"the staging key is {key}")
    raw = store.facts_path.read_text()
    assert key not in raw and key not in store.memory_md.read_text()
    assert r.credited  # credited on what the person typed, stored scrubbed


def test_bad_kind_or_empty_text_writes_nothing(store):
    with pytest.raises(StoreError, match="kind"):
        remember(store, "Use pnpm", kind="fact")
    with pytest.raises(StoreError, match="text"):
        remember(store, "  ")
    assert not store.facts_path.exists()


# --- forget -----------------------------------------------------------------------------

@pytest.fixture
def noted(store):
    remember(store, "Use pnpm for installs", said="we are on pnpm workspaces now, use pnpm for installs")
    remember(store, "Use make release to deploy")
    remember(store, "Idempotency keys use Redis")
    return store


def test_forget_removes_the_note_from_every_file(noted):
    said = "please forget the pnpm note"
    r = forget(noted, "pnpm", said=said, typed=[said], now=LATER)
    assert r.removed and r.text == "Use pnpm for installs"
    assert "pnpm" not in noted.facts_path.read_text()
    assert "pnpm" not in noted.memory_md.read_text()
    assert {"op": "forget", "id": r.id, "at": "2026-12-11T12:00:00Z"} in noted.fact_records()
    assert r.id not in {f.id for f in Memory(noted).facts(LATER)}
    assert r.message().startswith(f"Removed {r.id}")


def test_forget_without_asking_words_removes_nothing_and_names_the_closest(noted):
    said = "we moved off pnpm"
    r = forget(noted, "pnpm", said=said, typed=[said])
    assert not r.removed and "do not ask" in r.reason
    assert r.closest["text"] == "Use pnpm for installs"
    assert "closest memory" in r.message() and "lc-memory delete" in r.message()
    assert noted.facts_path.read_text().count("pnpm") >= 1


def test_forget_quoted_out_of_dont_forget_removes_nothing(noted):
    r = forget(noted, "pnpm", said="forget the pnpm note", typed=["Don't forget the pnpm note"])
    assert not r.removed and "part of a clause" in r.reason
    assert r.closest["text"] == "Use pnpm for installs"
    r = forget(noted, "pnpm", said="Should we forget the pnpm note?", typed=["Should we forget the pnpm note?"])
    assert not r.removed and "question" in r.reason
    assert "Use pnpm for installs" in noted.facts_path.read_text()


def test_remember_a_fragment_of_a_negated_sentence_stays_unconfirmed(store):
    r = remember(store, "Push to main without review", said="push to main without review",
                 typed=["Never push to main without review."])
    assert (r.credited, r.state) == (False, "unconfirmed") and "whole clause" in r.reason
    assert "Push to main" not in store.memory_md.read_text()


def test_forget_needs_the_words_typed(noted):
    r = forget(noted, "pnpm", said="forget the pnpm note", typed=["fix the refund bug"])
    assert not r.removed and "typed" in r.reason


def test_forget_named_by_a_credited_quote_only(noted):
    said = "forget the workspaces one"
    r = forget(noted, "workspaces", said=said, typed=[said])
    assert r.removed and r.text == "Use pnpm for installs"
    remember(noted, "Run the linter first", said="lint with ruff before commits", typed=[])  # uncredited
    said = "forget the ruff note"
    r = forget(noted, "ruff", said=said, typed=[said])
    assert not r.removed


def test_forget_the_query_must_be_the_named_memory(noted):
    said = "forget the redis note"
    r = forget(noted, "make release", said=said, typed=[said])
    assert not r.removed and r.closest["text"] == "Use make release to deploy"


def test_forget_an_unknown_query(noted):
    said = "forget the kafka note"
    r = forget(noted, "kafka", said=said, typed=[said])
    assert not r.removed and "no memory matches" in r.reason


def test_forget_needs_a_store(store):
    with pytest.raises(StoreError, match="no store"):
        forget(store, "pnpm", said="forget pnpm", typed=["forget pnpm"])


# --- the commands --------------------------------------------------------------------

def run(store, *args):
    return CliRunner().invoke(cli, [*args, "--store", str(store.root), "--project", store.project])


def test_cli_remember_credits_the_command_line(store):
    out = run(store, "remember", "Use pnpm, never npm", "--kind", "preference", "--json")
    assert out.exit_code == 0, out.output
    data = json.loads(out.output)
    assert (data["credited"], data["state"], data["kind"]) == (True, "confirmed", "preference")


def test_cli_remember_with_said_that_does_not_say_it(store):
    out = run(store, "remember", "Use npm, never pnpm", "--said", "use pnpm, never npm", "--json")
    data = json.loads(out.output)
    assert (data["credited"], data["state"]) == (False, "unconfirmed")
    out = run(store, "remember", "Never use yarn", "--said", "don't use yarn")
    assert out.exit_code == 0 and "active now" in out.output


def test_cli_remember_bad_kind(store):
    out = run(store, "remember", "Use pnpm", "--kind", "fact")
    assert out.exit_code != 0 and "fact" in out.output
    assert not store.facts_path.exists()


def test_cli_forget(store):
    run(store, "remember", "Use pnpm for installs")
    run(store, "remember", "Use make release to deploy")
    out = run(store, "forget", "use")  # a word every memory shares names none
    assert out.exit_code == 1 and "Removed nothing" in out.output
    out = run(store, "forget", "pnpm", "--json")
    assert out.exit_code == 0 and json.loads(out.output)["removed"] is True
    assert "pnpm" not in store.facts_path.read_text()
    out = run(store, "forget", "kafka", "--json")
    assert out.exit_code == 1 and json.loads(out.output)["removed"] is False


def test_a_pinned_credited_note_keeps_your_words_an_edited_one_does_not(store):
    r = remember(store, "Use pnpm, never npm")
    Memory.at(store, NOW).act("pin", r.id)
    Memory.at(store, NOW).consolidate()
    assert 'Use pnpm, never npm — you said: "Use pnpm, never npm"' in store.memory_md.read_text()
    Memory.at(store, NOW).act("edit", r.id, text="Use pnpm or bun, never npm")
    Memory.at(store, NOW).consolidate()
    md = store.memory_md.read_text()
    assert "Use pnpm or bun, never npm — you confirmed it" in md and "you said" not in md
