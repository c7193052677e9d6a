"""Search Sessions (seed §12): all words, title matches first, newest first, cut at 40 after
ranking, one snippet each, archived in, trash out, conversations cached by size and mtime."""

from __future__ import annotations

import json
import os

import pytest
from click.testing import CliRunner

from lc_memory.cli import cli
from lc_memory.search import ConversationCache, search
from lc_memory.store import Store, StoreError

REFUNDS = "2026-11-02-refund-idempotency"
FLAKY = "2026-11-09-flaky-retry-test"
ONBOARDING = "2026-11-16-onboarding-docs"
POSTGRES = "2026-11-30-idempotency-postgres"


def ids(hits) -> list[str]:
    return [h.session for h in hits]


def test_every_word_must_match_title_or_conversation_case_insensitively(example_store):
    assert ids(search(example_store, ["REDIS", "postgres"], cache=ConversationCache())) == [POSTGRES, ONBOARDING]
    # "idempotency" is in the title, "evictions" only in the conversation: both count.
    assert ids(search(example_store, ["idempotency", "evictions"], cache=ConversationCache())) == [POSTGRES]
    assert search(example_store, ["redis", "zeppelin"], cache=ConversationCache()) == []


def test_title_matches_first_then_newest_first(example_store):
    hits = search(example_store, ["refund"], cache=ConversationCache())
    titled = [h for h in hits if h.matched == "title"]
    assert ids(titled) == [FLAKY, REFUNDS]  # both titles say refund; newest first
    assert ids(hits)[: len(titled)] == ids(titled)
    rest = [h.last_activity for h in hits[len(titled):]]
    assert rest == sorted(rest, reverse=True)


def test_one_snippet_each_the_line_it_matched(example_store):
    (hit,) = search(example_store, ["evictions"], cache=ConversationCache())
    assert hit.snippet == "Redis evictions dropped some idempotency keys last week. Move them to Postgres so they survive restarts."
    assert hit.turn == 1 and hit.matched == "conversation"
    (secret,) = search(example_store, ["STRIPE_KEY"], cache=ConversationCache())
    assert "sk_live_" not in secret.snippet and "STRIPE_KEY" in secret.snippet


def test_archived_included_trash_excluded(example_store):
    example_store.update_session(POSTGRES, status="archived")
    assert POSTGRES in ids(search(example_store, ["evictions"], cache=ConversationCache()))
    example_store.update_session(POSTGRES, status="trash")
    assert search(example_store, ["evictions"], cache=ConversationCache()) == []


@pytest.fixture
def many(tmp_path) -> Store:
    """45 newer sessions that say "parsnip" in the conversation, 3 older ones with it in the title."""
    s = Store(tmp_path / "store", "many")
    for n in range(48):
        titled = n < 3
        day = f"2026-{1 + n // 28:02d}-{1 + n % 28:02d}"
        meta = {"id": f"s{n:02d}", "title": f"Parsnip work {n}" if titled else f"Task {n}",
                "created": f"{day}T09:00:00Z", "last_activity": f"{day}T10:00:00Z"}
        body = "nothing to see" if titled else f"we talked about the parsnip, item {n}"
        s.put_session(meta, [{"type": "message", "turn": 1, "role": "user", "kind": "text",
                              "content": f"hello\n{body}", "typed": True}])
    return s


def test_the_cut_at_40_comes_after_ranking(many):
    hits = search(many, ["parsnip"], cache=ConversationCache())
    assert len(hits) == 40
    assert ids(hits[:3]) == ["s02", "s01", "s00"]  # the oldest sessions, first: their titles match
    assert ids(hits[3:]) == [f"s{n:02d}" for n in range(47, 10, -1)]
    assert hits[3].snippet == "we talked about the parsnip, item 47"
    assert hits[0].snippet == "Parsnip work 2"  # no line of its conversation holds the word
    assert len(search(many, ["parsnip"], limit=100, cache=ConversationCache())) == 48


def test_the_cache_is_keyed_by_size_and_mtime(example_store):
    cache = ConversationCache()
    assert ids(search(example_store, ["zeppelin"], cache=cache)) == []
    search(example_store, ["redis"], cache=cache)
    misses = cache.misses
    search(example_store, ["redis"], cache=cache)
    assert cache.misses == misses and cache.hits > 0  # the second search read no file
    meta = example_store.session(REFUNDS)
    msgs = example_store.messages(REFUNDS)
    msgs[0] = {**msgs[0], "content": "A zeppelin of refunds"}
    example_store.put_session(meta, msgs)
    assert ids(search(example_store, ["zeppelin"], cache=cache)) == [REFUNDS]
    # Same size, new mtime: still read again.
    path = example_store.session_path(REFUNDS)
    size = path.stat().st_size
    path.write_text(path.read_text().replace("A zeppelin", "A airships"))
    assert path.stat().st_size == size
    st = os.stat(path)
    os.utime(path, ns=(st.st_atime_ns, st.st_mtime_ns + 10_000_000))
    assert ids(search(example_store, ["airships"], cache=cache)) == [REFUNDS]
    assert search(example_store, ["zeppelin"], cache=cache) == []


def test_the_cache_is_bounded(example_store):
    cache = ConversationCache(max_chars=3000)
    search(example_store, ["the"], cache=cache)
    assert 0 < cache.chars <= 3000


def test_no_words_is_an_error(example_store):
    with pytest.raises(StoreError, match="at least one word"):
        search(example_store, ["  "])


def test_cli_search_json_and_table(example_store):
    args = ["--store", str(example_store.root), "--project", example_store.project]
    result = CliRunner().invoke(cli, ["search", "redis", "postgres", "--json", *args])
    assert result.exit_code == 0, result.output
    rows = json.loads(result.stdout)
    assert [r["session"] for r in rows] == [POSTGRES, ONBOARDING]
    assert set(rows[0]) == {"session", "title", "status", "last_activity", "matched", "snippet", "turn"}
    table = CliRunner().invoke(cli, ["search", "evictions", *args]).stdout
    assert table.splitlines()[0].split() == ["session", "title", "matched", "last_activity", "snippet"]
    assert CliRunner().invoke(cli, ["search", *args]).exit_code == 2
