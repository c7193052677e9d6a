"""Recall's ranking rules of issue 26: the sessions that match before a second turn of one,
the person's words before tool output, and nothing rather than noise."""

from __future__ import annotations

from lc_memory.read.recall import recall

from .conftest import NOW


def put(store, sid: str, turns: list[tuple[str, str, str]], day: int = 20) -> None:
    """A session of (role, kind, text) turns; the user's text turns are typed."""
    when = f"2026-11-{day:02d}T10:00:00Z"
    store.put_session(
        {"id": sid, "title": sid, "created": when, "last_activity": when},
        [{"type": "message", "turn": n, "role": role, "kind": kind, "content": text, "ts": when,
          "typed": role == "user" and kind == "text"} for n, (role, kind, text) in enumerate(turns, 1)])


FILLER = [("user", "text", "run the tests again"), ("assistant", "text", "All 120 tests pass.")]


def test_the_head_covers_every_session_that_matches_before_a_second_turn(store):
    # One loud session says "backoff" in many turns; two quiet ones once each.
    put(store, "loud", [("user", "text", "look at the backoff code"),
                        ("assistant", "text", "The backoff module has three entry points."),
                        ("assistant", "text", "Refactored the backoff helpers."),
                        ("assistant", "text", "The backoff tests pass."), *FILLER])
    put(store, "quiet-1", [*FILLER, ("user", "text", "backoff again: add jitter so the fleet stops stampeding"), *FILLER])
    put(store, "quiet-2", [*FILLER, ("user", "text", "small follow-up on backoff: cap it at forty seconds"), *FILLER])
    hits = recall(store, "how did the backoff change", limit=5, now=NOW)
    assert [h.session for h in hits[:3]].count("loud") == 1
    assert {h.session for h in hits[:3]} == {"loud", "quiet-1", "quiet-2"}
    assert [h.score for h in hits] == sorted((h.score for h in hits), reverse=True)


def test_what_the_person_typed_ranks_above_tool_output_and_the_agent(store):
    line = "the staging database is called marmot"
    put(store, "tool", [("user", "text", "show me the config"), ("assistant", "tool_use", "cat config.ini"),
                        ("tool", "tool_result", line), *FILLER])
    put(store, "agent", [*FILLER, ("assistant", "text", line)])
    put(store, "person", [*FILLER, ("user", "text", line)])
    order = [h.session for h in recall(store, "marmot staging database", limit=10, now=NOW)]
    assert order.index("person") < order.index("agent") < order.index("tool")


def test_a_preference_question_looks_for_the_person_s_own_words(store):
    for n in range(3):  # the agent talks about indentation all the time
        put(store, f"agent-{n}", [("user", "text", "tidy the repo"),
                                  ("assistant", "text", "I checked the indentation settings; the indentation rules pass."),
                                  ("tool", "tool_result", "indentation: ok\nindentation check passed")], day=10 + n)
    put(store, "said-once", [*FILLER, ("user", "text", "honestly nested ones drive me up the wall in indentation; "
                                                     "two spaces every time"), *FILLER], day=5)
    hits = recall(store, "what indentation do I prefer?", limit=5, now=NOW)
    assert hits[0].session == "said-once"


def test_nothing_rather_than_noise_when_the_subject_is_nowhere(store):
    # A project that never did idempotency: "keys" and "live" are in tool output and chatter.
    put(store, "s1", [("user", "text", "where are the API keys loaded from?"),
                      ("assistant", "tool_use", "cat .gitignore"),
                      ("tool", "tool_result", ".env\nkeys/\n"),
                      ("assistant", "text", "The keys live in .env, which git ignores.")])
    put(store, "s2", [("user", "text", "plan the live reload"), ("assistant", "text", "Todos have been modified successfully")])
    assert recall(store, "where do idempotency keys live", now=NOW) == []
    # The same words without the missing subject still find their turns.
    assert recall(store, "where do the keys live", now=NOW)[0].session == "s1"


def test_nothing_when_only_everyday_words_match_and_the_subject_is_absent(store):
    # A rare everyday word ("live" in one turn) weighs as much as the absent subject: still
    # nothing, since no word the question is about is anywhere in the project.
    put(store, "s1", [("user", "text", "why is the prefetch key different?"),
                      ("assistant", "text", "The prefetch key omits leadIds while the live query includes it.")])
    for n in range(3):
        put(store, f"k{n}", [("user", "text", f"rotate key number {n}"), ("assistant", "text", "Done.")])
    for n in range(30):
        put(store, f"f{n}", FILLER)
    assert recall(store, "where do idempotency keys live", now=NOW) == []
    assert recall(store, "where do the prefetch keys live", now=NOW)[0].session == "s1"


def test_nothing_rather_than_noise_on_the_bundled_example(example_store):
    # "modules" and "live" are in it; terraform is not: ten hits of noise without the floor.
    assert recall(example_store, "where do the terraform modules live", now=NOW) == []
    # a paraphrase in everyday words is not a missing subject: the question still finds its sessions
    assert recall(example_store, "where do idempotency keys live", now=NOW)


def test_a_question_about_one_fact_keeps_its_best_session_s_turns_together(store):
    # The answer is the turn after the best match; other sessions mention the words once.
    put(store, "trip", [("user", "text", "how was the hiking trip to the lake?"),
                        ("assistant", "text", "The hiking trip was great: we camped two nights by the lake."),
                        ("user", "text", "what did you see at the lake on the hiking trip?"),
                        ("assistant", "text", "Loons, and a moose at dawn."), *FILLER])
    for n in range(4):
        put(store, f"other-{n}", [*FILLER, ("user", "text", f"the lake photos, batch {n}"), *FILLER], day=10 + n)
    one_fact = [h.session for h in recall(store, "what did you see at the lake on the hiking trip", limit=5, now=NOW)]
    assert one_fact[:3] == ["trip", "trip", "trip"], one_fact
    # The same store asked across sessions: the head covers the sessions first.
    every = [h.session for h in recall(store, "every time we talked about the lake", limit=5, now=NOW)]
    assert len(set(every)) == 5, every


def test_a_month_in_the_question_is_not_a_missing_subject(store):
    # Dates live in the sessions' metadata, seldom in the words: "October" absent is no reason
    # to recall nothing (it lifts hits from that month instead).
    put(store, "s1", [("user", "text", "Melanie: I shared my new painting of a sunset"),
                      ("assistant", "text", "Caroline: Melanie, it is lovely"), ("user", "text", "Melanie: thanks!")])
    put(store, "s2", [("user", "text", "Melanie: off to the beach"), ("assistant", "text", "Caroline: have fun, Melanie")])
    hits = recall(store, "What did Melanie share in October?", now=NOW)
    assert hits and hits[0].id == "s1:1"


def test_a_question_that_asks_for_several_things():
    from lc_memory.read.recall import asks_for_several

    for q in ("What pets does Nate have?", "Where has Melanie camped?", "What events for veterans has John "
              "participated in?", "What kind of games has James tried to develop?", "What do they both like?",
              "which retry policies did we try?"):
        assert asks_for_several(q), q
    for q in ("What did Melanie paint recently?", "What is Caroline's relationship status?",
              "What does Gina's tattoo symbolize?", "What kind of music does John like?",
              "What movie has Nate seen on 9 December 2023?", "What class did she take last week?",
              "What kind of books does Nate enjoy?", "What plans does Jon have after the networking event?"):
        assert not asks_for_several(q), q


def test_several_things_spread_over_sessions_only_when_another_session_matches_as_well(store):
    # "What pets" asks for several: when three sessions each name a pet, the head covers them.
    put(store, "cats", [("user", "text", "my pets: the cat knocked the plant over"),
                        ("assistant", "text", "A classic."),
                        ("user", "text", "the pets are fed at six"), *FILLER])
    put(store, "dog", [*FILLER, ("user", "text", "we adopted a dog, our pets now get along"), *FILLER])
    put(store, "fish", [*FILLER, ("user", "text", "the fish tank for the pets is cleaned"), *FILLER])
    spread = [h.session for h in recall(store, "What pets do we have?", limit=5, now=NOW)]
    assert set(spread[:3]) == {"cats", "dog", "fish"}, spread
    # One session holds the answer and the others barely match: its turns stay together.
    put(store, "vet", [("user", "text", "the vet visit for the pets: vaccines for the pets and the pets' teeth"),
                       ("assistant", "text", "Booked the vet for the pets, vaccines and teeth."), *FILLER])
    together = [h.session for h in recall(store, "What vet vaccines did the pets get?", limit=5, now=NOW)]
    assert together[:2] == ["vet", "vet"], together


def test_the_generated_long_memory_set_keeps_its_targets(tmp_path):
    # bench/multisession.py's set (issue 26's targets: all@5 >= 95, preference any@5 >= 95).
    # Its loud sessions name the subject in many turns, and everyday work sessions hold the
    # questions' everyday words in many turns: whole-session evidence that counted those turns
    # (not only the ones naming the subject) gave multi all@5 88.8.
    import sys
    from pathlib import Path

    from lc_memory.store.files import Store

    sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "bench"))
    import multisession_data

    store = Store(tmp_path, "generated")
    questions = multisession_data.generate(store)["questions"]
    found = {"multi": 0, "preference": 0}
    for q in questions:
        top = {h.session for h in recall(store, q["question"], limit=5, now=NOW)}
        found[q["category"]] += set(q["sessions"]) <= top
    assert found["multi"] / 160 >= 0.95 and found["preference"] / 160 >= 0.95, found


def test_in_a_small_store_a_common_word_counts_for_old_turns_too(store):
    # "John" in 450 of 900 turns (more than RANK_CAP): on a big store only its newest turns
    # are ranked for it (latency); on a store of a few thousand turns every turn holding it is.
    put(store, "old", [("user", "text", "John: I finished my degree in policy and more"), *FILLER], day=1)
    for n in range(45):
        put(store, f"chat-{n:02d}", [("user", "text", f"John: note {n} number {k}") for k in range(10)], day=2 + n % 20)
        put(store, f"work-{n:02d}", [("user", "text", f"Maria: item {n} step {k}") for k in range(10)], day=2 + n % 20)
    put(store, "new", [("user", "text", "Maria: a degree is a lot of work"), *FILLER], day=25)
    hits = recall(store, "What might John's degree be in?", limit=3, now=NOW)
    assert hits[0].session == "old", [h.id for h in hits]


def test_across_sessions_the_head_skips_sessions_that_barely_match(store):
    # "so far" asks across sessions, but one session holds the answer: sessions that only
    # share an everyday word ("found") do not push its second turn out of the top three.
    put(store, "detector", [("user", "text", "I bought a metal detector and walk the beaches with it"),
                            ("assistant", "text", "Fun! Anything interesting yet?"),
                            ("user", "text", "Mostly bottle caps, but I found coins and once a gold ring"), *FILLER])
    for n in range(4):
        put(store, f"found-{n}", [*FILLER, ("user", "text", f"we found a parking spot near cafe {n}"), *FILLER], day=10 + n)
    hits = recall(store, "What have I found with the metal detector so far?", limit=5, now=NOW)
    assert "detector:3" in [h.id for h in hits[:3]], [h.id for h in hits]


def test_how_many_is_the_question_s_form_not_its_subject(store):
    # The count's "many" matches chatter ("so many games") next to a turn that does not say
    # "won"; the answer says "won" and not "many", and still comes first.
    put(store, "playing", [("user", "text", "I'm in the chess tournament again, it's intense"),
                           ("assistant", "text", "So many games in one week, good luck!"), *FILLER])
    put(store, "won", [("user", "text", "I won my fourth chess tournament on Friday!"), *FILLER])
    hits = recall(store, "How many chess tournaments have I won?", limit=5, now=NOW)
    assert hits[0].id == "won:1", [h.id for h in hits]
