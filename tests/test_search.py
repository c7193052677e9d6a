"""Search Sessions (seed §12): all words, title matches first, newest first, cut at 40 after
ranking, one snippet each, archived in, trash out, run on the recall cache's index."""

from __future__ import annotations

import json
import os

import pytest
from click.testing import CliRunner

from lc_memory.surfaces.cli import cli
from lc_memory.read.recall import RecallIndex, cache_path
from lc_memory.read.search import search
from lc_memory.store.files import Store, StoreError

REFUNDS = "2026-11-02-refund-idempotency"
FLAKY = "2026-11-09-flaky-retry-test"
ONBOARDING = "2026-11-16-onboarding-docs"
POSTGRES = "2026-11-30-idempotency-postgres"


def ids(hits) -> list[str]:
    return [h.session for h in hits]


def test_every_word_must_match_title_or_conversation_case_insensitively(example_store):
    assert ids(search(example_store, ["REDIS", "postgres"])) == [POSTGRES, ONBOARDING]
    # "idempotency" is in the title, "evictions" only in the conversation: both count.
    assert ids(search(example_store, ["idempotency", "evictions"])) == [POSTGRES]
    assert search(example_store, ["redis", "zeppelin"]) == []


def test_title_matches_first_then_newest_first(example_store):
    hits = search(example_store, ["refund"])
    titled = [h for h in hits if h.matched == "title"]
    assert ids(titled) == [FLAKY, REFUNDS]  # both titles say refund; newest first
    assert ids(hits)[: len(titled)] == ids(titled)
    rest = [h.last_activity for h in hits[len(titled):]]
    assert rest == sorted(rest, reverse=True)


def test_one_snippet_each_the_line_it_matched(example_store):
    (hit,) = search(example_store, ["evictions"])
    assert hit.snippet == "Redis evictions dropped some idempotency keys last week. Move them to Postgres so they survive restarts."
    assert hit.turn == 1 and hit.matched == "conversation"
    (secret,) = search(example_store, ["STRIPE_KEY"])
    assert "sk_live_" not in secret.snippet and "STRIPE_KEY" in secret.snippet


def test_archived_included_trash_excluded(example_store):
    example_store.update_session(POSTGRES, status="archived")
    assert POSTGRES in ids(search(example_store, ["evictions"]))
    example_store.update_session(POSTGRES, status="trash")
    assert search(example_store, ["evictions"]) == []


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
    hits = search(many, ["parsnip"])
    assert len(hits) == 40
    assert ids(hits[:3]) == ["s02", "s01", "s00"]  # the oldest sessions, first: their titles match
    assert ids(hits[3:]) == [f"s{n:02d}" for n in range(47, 10, -1)]
    assert hits[3].snippet == "we talked about the parsnip, item 47"
    assert hits[0].snippet == "Parsnip work 2"  # no line of its conversation holds the word
    assert len(search(many, ["parsnip"], limit=100)) == 48


def indexed(store: Store, word: str) -> set[str]:
    """The sessions conversations_fts gives as candidates for ``word``."""
    from lc_memory.read.search import _sessions_with

    index = RecallIndex.open(store)
    try:
        rowids = _sessions_with(index.conn, word.lower())
        return {sid for rowid, sid in index.conn.execute("select rowid, id from sessions") if rowid in rowids}
    finally:
        index.close()


def test_the_index_follows_the_files(example_store):
    assert ids(search(example_store, ["zeppelin"])) == []
    meta = example_store.session(REFUNDS)
    msgs = example_store.messages(REFUNDS)
    msgs[0] = {**msgs[0], "content": "A zeppelin of refunds"}
    example_store.put_session(meta, msgs)
    assert ids(search(example_store, ["zeppelin"])) == [REFUNDS]
    assert indexed(example_store, "zeppelin") == {REFUNDS}
    # Same size, new mtime: read again, and the old words leave the index.
    path = example_store.session_path(REFUNDS)
    size = path.stat().st_size
    path.write_text(path.read_text().replace("A zeppelin", "A airships"))
    assert path.stat().st_size == size
    st = os.stat(path)
    os.utime(path, ns=(st.st_atime_ns, st.st_mtime_ns + 10_000_000))
    assert ids(search(example_store, ["airships"])) == [REFUNDS]
    assert search(example_store, ["zeppelin"]) == []
    assert indexed(example_store, "zeppelin") == set() and indexed(example_store, "airships") == {REFUNDS}
    # A session gone from the index leaves the full-text index too.
    example_store.index_path.write_text("".join(
        line for line in example_store.index_path.read_text().splitlines(True) if REFUNDS not in line))
    assert indexed(example_store, "airships") == set()


def test_any_part_of_a_word_matches_as_before(example_store):
    """The index holds each word's trigrams: a substring inside a word, or with punctuation, is found."""
    assert ids(search(example_store, ["victions"])) == [POSTGRES]  # inside "evictions"
    assert REFUNDS in ids(search(example_store, ["idem:"]))
    assert ids(search(example_store, ["edis", "ostgre"])) == [POSTGRES, ONBOARDING]
    # A word of one or two letters cannot use the index: it is checked on the conversations.
    assert ids(search(example_store, ["evictions", "ke"])) == [POSTGRES]


def test_it_reads_no_conversation_file(example_store):
    search(example_store, ["redis"])  # the recall cache is built (the files are read once)
    # Blank the files in place, keeping size and mtime: to the index they are unchanged, so a
    # search that read them would find nothing.
    for sid in (REFUNDS, POSTGRES, ONBOARDING):
        path = example_store.session_path(sid)
        st = path.stat()
        path.write_bytes(b" " * st.st_size)
        os.utime(path, ns=(st.st_atime_ns, st.st_mtime_ns))
    assert ids(search(example_store, ["REDIS", "postgres"])) == [POSTGRES, ONBOARDING]
    assert cache_path(example_store).exists()


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
