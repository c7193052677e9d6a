"""Recall's session-level signal (issue 36): the words' ranking over a session as a whole,
beside the turns'."""

from __future__ import annotations

import pytest

from lc_memory.read import recall as recalling
from lc_memory.read.recall import RecallIndex, recall

from .conftest import NOW
from .test_recall_diversity import FILLER, put

OTHER = [("user", "text", "what is the weather tomorrow"), ("assistant", "text", "Sunny with a light breeze.")]


def topic_and_one_liner(store) -> None:
    # "topic" talks about the starter over the session, never all three words in one turn;
    # "one-liner" holds all three once, in one turn, and moves on.
    put(store, "topic", [("user", "text", "My sourdough starter is sluggish this week."),
                         ("assistant", "text", "Try a warmer spot for the sourdough."), *OTHER,
                         ("user", "text", "The starter doubled overnight and the sourdough loaf was great."),
                         ("assistant", "text", "Lovely."), *OTHER,
                         ("user", "text", "Should the starter hydration stay at 100 percent?"),
                         ("assistant", "text", "Yes: at that hydration the starter stays easy to stir.")])
    put(store, "one-liner", [("user", "text", "Quick one: sourdough starter hydration, what is normal?"),
                             ("assistant", "text", "Equal weights of flour and water."), *OTHER, *FILLER])
    for n in range(3):
        put(store, f"other-{n}", [*OTHER, *FILLER], day=10 + n)


def test_a_session_about_the_question_ranks_first_by_its_words_together(store):
    topic_and_one_liner(store)
    hits = recall(store, "sourdough starter hydration", limit=5, now=NOW)
    assert hits[0].session == "topic"


def test_without_the_session_signal_the_best_single_turn_wins(store, monkeypatch):
    topic_and_one_liner(store)
    monkeypatch.setattr(recalling, "WHOLE", 0.0)
    hits = recall(store, "sourdough starter hydration", limit=5, now=NOW)
    assert hits[0].session == "one-liner"


def test_whole_session_bm25_reads_each_turn_s_term_counts_back_from_fts5(store):
    topic_and_one_liner(store)
    recall(store, "warm up", now=NOW)
    index = RecallIndex.open(store, now=NOW)
    try:
        terms = index.terms("sourdough starter hydration")
        postings: list = []
        total = index.conn.execute("select count(*) from messages").fetchone()[0]
        index._scores("messages_fts", terms, total, postings)
        whole = index._whole_sessions(postings, {"topic", "one-liner", "other-0"})
        # the counts read back from FTS5: starter 4, sourdough 3, hydration 2 against 1, 1, 1
        assert whole["topic"] > whole["one-liner"] > 0
        assert "other-0" not in whole
        (df, rows), = [p for t, p in zip(terms, postings) if t == "starter"]
        assert df == 5  # turns
    finally:
        index.close()


@pytest.mark.parametrize("blob, values", [(b"\x1e", [30]), (b"\x82O", [335]), (b"\x81\x80\x00", [16384])])
def test_varints_as_fts5_writes_them(blob, values):
    assert recalling._varints(blob) == values


# --- a time counted from today is one phrase --------------------------------------------

def terms(query: str) -> list[str]:
    from sqlite_utils import Database

    return RecallIndex(None, Database(memory=True)).terms(query)


def test_a_time_counted_from_today_is_one_phrase_not_its_words():
    assert terms("What charity event did I participate in a month ago?") == [
        "charity", "event", "participate", "a month ago"]
    assert terms("How many dinner parties have I attended in the past two weeks?") == [
        "dinner", "parties", "attended", "the past two weeks"]
    assert terms("Who did I meet last Saturday?") == ["meet", "last saturday"]
    # "from earliest to latest" is the question's form: it goes
    assert terms("What is the order of the trips I took, from earliest to latest?") == ["order", "trips", "took"]
    # a question of stopwords and a time: the time alone
    assert terms("what did we do yesterday") == ["yesterday"]


def test_other_turns_that_say_months_ago_do_not_match_a_month_ago(store):
    put(store, "moved", [("user", "text", "I moved here six months ago; the first month ago felt long."), *FILLER])
    put(store, "walk", [("user", "text", "Back from the charity walk, a great event for the food bank."), *FILLER])
    for n in range(3):  # charity and events are everyday here
        put(store, f"other-{n}", [("user", "text", f"another charity newsletter about an event, number {n}"),
                                  *FILLER], day=10 + n)
    hits = recall(store, "What charity walk did I join a month ago?", limit=5, now=NOW)
    assert hits[0].session == "walk"
    assert "moved" not in {h.session for h in hits[:3]}


def test_a_turn_that_says_the_same_time_is_found_by_it(store):
    # (dropping the time from the question instead would rank "plans" first)
    put(store, "trip", [("user", "text", "I'll always remember our camping trip last year, the meteor shower."),
                        *FILLER])
    put(store, "plans", [("user", "text", "Planning a camping trip: which camping trip gear is a must?"), *FILLER])
    hits = recall(store, "What did we see on the camping trip last year?", limit=5, now=NOW)
    assert hits[0].session == "trip"


# --- a request for advice ---------------------------------------------------------------

def test_a_request_for_advice_recalls_the_person_s_taste_where_the_place_is_new(store):
    put(store, "seattle", [("user", "text", "I like hotels with a rooftop pool and a great view of the city."),
                           ("assistant", "text", "The Edgewater has both."), *FILLER])
    put(store, "other", [*OTHER, *FILLER])
    # Miami is nowhere in memory: a question about it would recall nothing (the floor)...
    assert recall(store, "which hotel did we book in Miami?", limit=5, now=NOW) == []
    # ... but a request for a suggestion is about the person's taste in hotels
    hits = recall(store, "Can you suggest a hotel for my upcoming trip to Miami?", limit=5, now=NOW)
    assert hits and hits[0].session == "seattle"


def test_without_fts5_totals_the_session_signal_stays_out_and_recall_still_ranks(store):
    topic_and_one_liner(store)
    recall(store, "warm up", now=NOW)
    index = RecallIndex.open(store, now=NOW)
    try:
        index.conn.execute("delete from conversations_fts_data where id = 1")  # no vocabulary totals
        hits = index.search("sourdough starter hydration", limit=5)
        assert {h.session for h in hits} >= {"topic", "one-liner"}
        assert recalling._block(index.conn, "no_such_table") == b""
    finally:
        index.close()
