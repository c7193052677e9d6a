"""Recall on a count and on a chatty question (issue 36, a later pass): the thing a count asks
about, a title's abbreviation, and a contraction's tail."""

from __future__ import annotations

from lc_memory.read import recall as recalling
from lc_memory.read.recall import recall

from .conftest import NOW
from .test_recall_diversity import FILLER, put
from .test_recall_sessions import terms

# --- a contraction's tail is no query word ------------------------------------------------


def test_a_contraction_s_tail_is_no_query_word():
    got = terms("I've been thinking about a cocktail, but I'm not sure. We'll see, I'd say.")
    assert not {"ve", "m", "ll", "d"} & {t.lower() for t in got}, got
    assert "cocktail" in got
    # a possessive's "s" was a stopword already; a word that only looks like a tail stays
    assert terms("Bachelor's degree") == ["Bachelor", "degree"]
    assert "ve" in terms("the ve of a curve")  # not after an apostrophe: a word


def test_a_chatty_request_finds_its_subject_not_the_sessions_that_say_i_ve(store):
    for n in range(4):  # everyone says "I've" and "I'm" here
        put(store, f"chat-{n}", [("user", "text", f"I've been busy and I'm tired, I've said it {n} times, I'm sure"),
                                 *FILLER], day=10 + n)
    put(store, "drinks", [("user", "text", "Made a cocktail last night: gin and tonic."), *FILLER])
    hits = recall(store, "I've been thinking about a cocktail, I'm not sure which. Any ideas?", limit=5, now=NOW)
    assert hits[0].session == "drinks", [h.session for h in hits]


# --- the thing a count asks about ------------------------------------------------------------

def test_the_thing_counted_is_read_off_a_count():
    words = ["properties", "view", "offer", "townhouse", "Brookside"]
    assert recalling._counted("How many properties did I view before the townhouse in Brookside?", words) == 0
    assert recalling._counted("How many different doctors did I visit?", ["different", "doctors", "visit"]) == 1
    # a unit of time is not a thing counted, nor is a word that is no plural noun
    assert recalling._counted("How many years did I spend in school?", ["years", "spend", "school"]) is None
    assert recalling._counted("How many times did I go?", ["times", "go"]) is None
    assert recalling._counted("How many did I see?", ["see"]) is None
    assert recalling._counted("What properties did I view?", ["properties", "view"]) is None


def houses(store) -> None:
    put(store, "offer", [("user", "text", "I put in an offer on the townhouse in Brookside."), *FILLER])
    put(store, "seen", [("user", "text", "I have seen two properties: too dear."), *FILLER])
    put(store, "hotel", [("assistant", "text", "The rooms offer views of the Strip; making a booking is easy."),
                         *FILLER])
    put(store, "listing", [("user", "text", "Two properties went on sale today."), *FILLER])
    for n in range(4):  # the scene's words are everyday here; Brookside is the rarest
        put(store, f"other-{n}", [("user", "text", f"offer {n}: a view, making plans, a townhouse"),
                                  *FILLER], day=10 + n)


QUESTION = "How many properties did I view before making an offer on the townhouse in Brookside?"


def test_a_count_s_sessions_are_those_that_name_the_thing_counted(store):
    houses(store)
    order = [h.session for h in recall(store, QUESTION, limit=20, now=NOW)]
    assert "seen" in order and ("hotel" not in order or order.index("seen") < order.index("hotel")), order


def test_without_the_thing_counted_the_rarest_word_decides(store, monkeypatch):
    houses(store)
    monkeypatch.setattr(recalling, "_counted", lambda query, terms: None)
    order = [h.session for h in recall(store, QUESTION, limit=20, now=NOW)]
    assert "seen" not in order or ("hotel" in order and order.index("hotel") < order.index("seen")), order


# --- a title's abbreviation ---------------------------------------------------------------------

def doctors(store) -> None:
    put(store, "ent", [("user", "text", "Dr. Patel, the ENT specialist, diagnosed chronic sinusitis."), *FILLER])
    put(store, "skin", [("user", "text", "Back from Dr. Lee: the mole on my back was benign."), *FILLER])
    for n in range(3):
        put(store, f"trip-{n}", [("user", "text", f"We want to visit Joshua Tree, stop {n}."), *FILLER], day=10 + n)


def test_a_title_s_abbreviation_is_the_same_word(store):
    assert recalling._match("doctors") == '"doctors" OR "dr"'
    assert recalling._match("Doctor") == '"Doctor" OR "dr"'
    assert recalling._match("visit") == '"visit"'
    doctors(store)
    hits = recall(store, "How many different doctors did I visit?", limit=10, now=NOW)
    assert {h.session for h in hits[:2]} == {"ent", "skin"}, [h.session for h in hits]


def test_without_the_abbreviations_dr_is_not_a_doctor(store, monkeypatch):
    doctors(store)
    monkeypatch.setattr(recalling, "_ABBREVIATIONS", {})
    hits = recall(store, "How many different doctors did I visit?", limit=10, now=NOW)
    assert not {"ent", "skin"} & {h.session for h in hits}


# --- a request for advice: the words that ask are not what it is about --------------------------

def test_the_words_that_ask_for_advice_are_no_query_words():
    assert terms("Can you suggest a hotel for my upcoming trip to Miami?") == ["hotel", "upcoming", "trip", "Miami"]
    assert terms("Any tips or ideas for my slow cooker? Recommendations welcome") == ["slow", "cooker", "welcome"]
    assert "suggestions" not in terms("Any suggestions?")
    # asked about, not asked for, they are the subject
    assert terms("What advice did Tim give John about endorsements?") == ["advice", "Tim", "give", "John", "endorsements"]
    assert "recommend" in terms("Which book did Tim recommend to John?")


def test_a_request_for_advice_finds_the_thing_not_the_sessions_that_ask_for_suggestions(store):
    for n in range(3):
        put(store, f"asks-{n}", [("user", "text", f"Suggest a name, suggest a colour, any suggestions? ({n})"),
                                 ("assistant", "text", "I suggest teal."), *FILLER], day=10 + n)
    put(store, "camera", [("user", "text", "My camera bag is worn out; the camera needs a new strap."), *FILLER])
    hits = recall(store, "Can you suggest accessories for my camera?", limit=5, now=NOW)
    assert hits and hits[0].session == "camera", [h.session for h in hits]
