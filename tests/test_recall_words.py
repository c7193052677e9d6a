"""Recall's reading of a question's words (issue 36, a fourth pass): a word run together from
two ("roadtrips"), and a part of a named time ("the last week of October")."""

from __future__ import annotations

from lc_memory.read import recall as recalling
from lc_memory.read.recall import recall

from .conftest import NOW
from .test_recall_diversity import FILLER, put
from .test_recall_sessions import terms

# --- two everyday words run together ---------------------------------------------------------


def test_a_word_run_together_from_two_everyday_words_is_read_as_the_two():
    assert recalling._compound("roadtrips") == "road trips"
    assert recalling._compound("Smartwatch") == "smart watch"
    # an everyday word, a name, a short word: no split
    assert recalling._compound("bookshelf") is None
    assert recalling._compound("Caroline") is None
    assert recalling._compound("redis") is None


def trips(store) -> None:
    put(store, "trip", [("user", "text", "Back from a road trip to Jasper with the family."), *FILLER])
    for n in range(3):
        put(store, f"other-{n}", [("user", "text", f"Fixed the flaky test {n}, took a while."), *FILLER], day=10 + n)


def test_a_word_run_together_finds_the_turn_that_says_the_two(store):
    trips(store)
    hits = recall(store, "How many roadtrips did I take?", limit=5, now=NOW)
    assert hits and hits[0].session == "trip", [h.session for h in hits]


def test_without_the_split_the_run_together_word_is_an_absent_subject(store, monkeypatch):
    trips(store)
    monkeypatch.setattr(recalling, "_compound", lambda word: None)
    assert recall(store, "How many roadtrips did I take?", limit=5, now=NOW) == []  # nothing rather than noise


def test_an_absent_term_of_art_stays_absent():
    # "idempotency" splits ("idem potency"), but nothing says the two side by side: still absent
    assert recalling._compound("idempotency") == "idem potency"


# --- a part of a named time ---------------------------------------------------------------------

def test_a_part_of_a_named_time_is_a_phrase_not_a_span_from_today():
    assert "last week" in terms("Where was Calvin in the last week of October 2023?")
    assert "last two weeks" in terms("Where was Dave in the last two weeks of August 2023?")
    # counted back from today, a span is no query word
    got = terms("What did I cook in the last week?")
    assert "last week" not in got and "week" not in got, got


def test_a_part_of_a_named_time_finds_the_turn_that_says_it(store, monkeypatch):
    put(store, "party", [("user", "text", "Last week I threw a party at my house in Tokyo."), *FILLER])
    put(store, "studio", [("user", "text", "Calvin here, I moved the studio gear around."), *FILLER])
    question = "Where was Calvin in the last week of October?"
    hits = recall(store, question, limit=5, now=NOW)
    assert "party" in {h.session for h in hits}, [h.session for h in hits]
    monkeypatch.setattr(recalling, "_PART_OF", recalling.re.compile(r"(?!)"))
    assert "party" not in {h.session for h in recall(store, question, limit=5, now=NOW)}


# --- a count of the person's own doings -----------------------------------------------------------

COUNT = "How many properties did I view before making an offer on the townhouse in Brookside?"


def viewings(store) -> None:
    put(store, "offer", [("user", "text", "I put in an offer on the townhouse in Brookside."), *FILLER])
    put(store, "seen", [("user", "text", "Still house hunting: I viewed two properties, both over budget."),
                        ("assistant", "text", "Budgets do stretch."), *FILLER])
    put(store, "hotel", [("user", "text", "Is the Strip hotel any good?"),
                         ("assistant", "text", "Its properties offer views of the Strip; making a booking is easy."),
                         *FILLER])
    for n in range(4):
        put(store, f"other-{n}", [("user", "text", f"offer {n}: a view, making plans, a townhouse"), *FILLER],
            day=10 + n)


def test_a_count_of_the_person_s_own_doings_reads_the_thing_counted_in_their_words(store):
    viewings(store)
    order = list(dict.fromkeys(h.session for h in recall(store, COUNT, limit=20, now=NOW)))
    assert "seen" in order and ("hotel" not in order or order.index("seen") < order.index("hotel")), order


def test_without_the_person_s_words_the_agent_s_properties_count(store, monkeypatch):
    viewings(store)
    monkeypatch.setattr(recalling, "_FIRST_PERSON", recalling.re.compile(r"(?!)"))
    order = list(dict.fromkeys(h.session for h in recall(store, COUNT, limit=20, now=NOW)))
    assert "hotel" in order and ("seen" not in order or order.index("hotel") < order.index("seen")), order


def test_first_person_questions():
    assert recalling._FIRST_PERSON.search("How many doctors did I visit?")
    assert recalling._FIRST_PERSON.search("how many times did we change the backoff")
    assert not recalling._FIRST_PERSON.search("How many dogs does Andrew have in Illinois?")


# --- a session's quiet turns ---------------------------------------------------------------------

SOURDOUGH = "what happened with my sourdough starter?"


def bakes(store) -> None:
    put(store, "loud", [("user", "text", "the sourdough starter smells sour"), ("assistant", "text", "Right."),
                        ("user", "text", "sourdough starter: fed it rye flour"), ("assistant", "text", "Okay then."),
                        ("user", "text", "sourdough starter is bubbling now"), *FILLER])
    put(store, "other", [*FILLER, ("user", "text", "the starter motor died: a new starter"), *FILLER])
    for n in range(3):
        put(store, f"lunch-{n}", [("user", "text", f"lunch {n} was fine"), *FILLER], day=10 + n)


def ranks(store) -> list[str]:
    return [h.id for h in recall(store, SOURDOUGH, limit=10, now=NOW)]


def test_a_turn_that_says_none_of_the_question_s_words_takes_less_of_its_session_s_lift(store):
    bakes(store)
    order = ranks(store)
    # the other session's "starter" ranks before the loud session's "Right." and "Okay then."
    assert order.index("other:3") < min(order.index("loud:2"), order.index("loud:4")), order


def test_with_the_whole_share_the_session_s_quiet_turns_come_first(store, monkeypatch):
    bakes(store)
    monkeypatch.setattr(recalling, "QUIET_SHARE", recalling.WHOLE_SHARE)
    order = ranks(store)
    assert order.index("other:3") > max(order.index("loud:2"), order.index("loud:4")), order
