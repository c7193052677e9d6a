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
                         ("assistant", "text", "Yes: at that hydration it stays easy to stir.")])
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
        # the counts read back from FTS5: starter 3, sourdough 3, hydration 2 against 1, 1, 1
        assert whole["topic"] > whole["one-liner"] > 0
        assert "other-0" not in whole
        (df, rows), = [p for t, p in zip(terms, postings) if t == "starter"]
        assert df == 4  # turns
    finally:
        index.close()



def test_the_answer_next_to_its_question_outranks_another_session_s_partial_match(store):
    # "qa" asks the whole question and its answer (none of the words) comes next; "other"
    # says two of the three words in a long line. The answer takes its neighbour's share
    # (NEIGHBOUR 0.6): at 0.5, beside the whole-session lift, the partial match passed it
    # (LoCoMo: a session's second evidence turn lost its place to other sessions' best).
    put(store, "qa", [*OTHER, ("user", "text", "What sourdough starter hydration should I keep?"),
                      ("assistant", "text", "Equal weights of flour and water."), *OTHER, *FILLER])
    line = "The sourdough starter smells sour and the kitchen is warm today, so it bubbles fast."
    put(store, "other", [*FILLER, ("user", "text", line), *OTHER])
    for n in range(3):
        put(store, f"f{n}", [*OTHER, *FILLER], day=10 + n)
    order = [h.id for h in recall(store, "sourdough starter hydration", limit=5, now=NOW)]
    assert order.index("qa:4") < order.index("other:3")


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
    assert terms("Who did I meet last Saturday?") == ["meet", "last saturday"]
    # "from earliest to latest" is the question's form: it goes
    assert terms("Which trip came first, from earliest to latest?") == ["trip", "came", "first"]
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


# --- a span, the question's form, an age ---------------------------------------------------

def test_a_span_counted_back_from_today_is_no_query_word():
    assert terms("How many dinner parties have I attended in the past two weeks?") == [
        "dinner", "parties", "attended"]
    assert terms("What did I buy over the last month?") == ["buy"]
    # a point in time stays one phrase
    assert terms("What did I buy last month?") == ["buy", "last month"]


def test_the_order_of_and_in_total_are_the_question_s_form():
    assert terms("What is the order of the trips I took, from earliest to latest?") == ["trips", "took"]
    assert terms("In what order did I visit the museums?") == ["visit", "museums"]
    assert terms("How much did I spend on concert tickets in total?") == ["spend", "concert", "tickets"]
    assert terms("What is the total weight of the feed I bought?") == ["weight", "feed", "bought"]
    # "I mentioned" points back at the conversation
    assert terms("I mentioned cooking for my friend. What was it?") == ["cooking", "friend"]
    # the words alone are words ("order" a dish, "total" a brand)
    assert terms("What did I order at the diner?") == ["order", "diner"]


def test_a_question_about_an_age_asks_for_the_words_that_say_one():
    # "how old" is the question's form, as "how many" is: the words that say an age stand in for "old"
    assert terms("How old was I when Alex was born?") == ["Alex", "born", "age", "years old"]
    assert "old" in terms("What did I do with my old bookshelves?")
    assert terms("How many years older am I than my brother?")[-2:] == ["age", "years old"]
    # "when she was younger" is not a question about an age
    assert "age" not in terms("What did Maria play when she was younger?")


def test_a_turn_that_says_for_the_past_months_does_not_take_the_span_s_place(store):
    put(store, "gym", [("user", "text", "I've been taking fitness classes for the past three months now."), *FILLER])
    put(store, "trip", [("user", "text", "Just got back from my road trip to Big Sur with friends!"), *FILLER])
    for n in range(3):  # "trip" is everyday here
        put(store, f"other-{n}", [("user", "text", f"planning trip number {n} for next year"), *FILLER], day=10 + n)
    hits = recall(store, "Which trips did I go on in the past three months?", limit=5, now=NOW)
    assert "gym" not in {h.session for h in hits}, [h.session for h in hits]


def test_the_order_of_finds_the_things_not_the_word_order(store):
    put(store, "flights", [("user", "text", "I flew two airlines: JetBlue to Boston, then Delta to Atlanta."), *FILLER])
    put(store, "reprints", [("user", "text", "Order reprints of the order form, in order."),
                            ("assistant", "text", "Order placed."), *FILLER])
    for n in range(3):
        put(store, f"other-{n}", [("user", "text", f"note {n}: I flew home"), *FILLER], day=10 + n)
    hits = recall(store, "What is the order of the airlines I flew with?", limit=5, now=NOW)
    assert "reprints" not in {h.session for h in hits}, [h.session for h in hits]
    assert hits[0].session == "flights"


def test_i_mentioned_finds_what_was_said_not_the_agent_s_you_mentioned(store):
    put(store, "cooked", [("user", "text", "I cooked lasagna for my friend tonight."), *FILLER])
    put(store, "chat", [("user", "text", "a question about my budget"),
                        ("assistant", "text", "You mentioned your friend; as you mentioned, a friend helps.")])
    for n in range(6):
        put(store, f"other-{n}", [*OTHER, *FILLER], day=10 + n)
    hits = recall(store, "I mentioned cooking something for my friend. What was it?", limit=5, now=NOW)
    assert hits and hits[0].session == "cooked", [h.session for h in hits]


def test_a_question_about_an_age_finds_the_turn_that_says_it(store):
    put(store, "mentor", [("user", "text", "Alex is just 21 and I'm already mentoring him."), *FILLER])
    put(store, "career", [("user", "text", "What career suits someone my age? I just turned 32 last month."), *FILLER])
    for n in range(6):
        put(store, f"old-{n}", [("user", "text", f"repurposing old bookshelf {n} for yarn"), *FILLER], day=10 + n)
    hits = recall(store, "How old was I when Alex was born?", limit=10, now=NOW)
    assert "career" in {h.session for h in hits[:3]}, [h.session for h in hits]


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


# --- a request for advice: the session as a whole weighs more ----------------------------

POLES = "Trekking poles and a hip belt are accessories that take weight off a hiking pack."


def gear_and_noise(store) -> None:
    # "gear" tells the person's hiking over a session (the words apart, in several turns);
    # "noise" says the question's rarest word once, in passing.
    put(store, "gear", [("user", "text", "I'm planning a three-day trek and my boots are worn out."),
                        ("assistant", "text", "For hiking on rocky trails, look at boots with a stiff sole."),
                        ("user", "text", "I also carry a heavy pack on long treks."),
                        ("assistant", "text", POLES), *OTHER])
    put(store, "noise", [*FILLER, ("user", "text", "setup"), ("assistant", "text", "Fine."), *OTHER])
    for n in range(4):
        put(store, f"f{n}", [*OTHER, *FILLER], day=10 + n)


def gear_over_noise(store, query: str) -> float:
    scores = {h.id: h.score for h in recall(store, query, limit=10, now=NOW)}
    return scores["gear:4"] / scores["noise:3"]


def test_a_request_for_advice_weighs_the_session_as_a_whole_more(store):
    # The same words (the request's "can you suggest" are no query words), asked as a
    # request for advice and as plain words: the request lifts the session that tells it.
    gear_and_noise(store)
    asked = gear_over_noise(store, "Can you suggest some accessories for my hiking setup?")
    plain = gear_over_noise(store, "accessories for my hiking setup")
    assert asked > plain * 1.01


def test_without_the_advice_weight_a_request_ranks_as_its_words_do(store, monkeypatch):
    gear_and_noise(store)
    monkeypatch.setattr(recalling, "ADVICE_WHOLE", recalling.WHOLE)
    asked = gear_over_noise(store, "Can you suggest some accessories for my hiking setup?")
    plain = gear_over_noise(store, "accessories for my hiking setup")
    assert abs(asked - plain) < 1e-6
