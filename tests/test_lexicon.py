"""The lexicon (lc_memory/lexicon/*.toml): every list loads, is clean and is read by the
modules its ``read_by`` names; its examples hold; and each reader's behaviour rests on its
lists (each test below goes red when the list it names is emptied)."""

from __future__ import annotations

import re
import subprocess
import sys
from pathlib import Path
from types import SimpleNamespace

import pytest
from sqlite_utils import Database

from lc_memory import lexicon
from lc_memory.read import recall
from lc_memory.safety import sources
from lc_memory.write import activity, extract, notes, supersede

PACKAGE = Path(lexicon.__file__).resolve().parents[1]
NAMES = lexicon.names()


def test_the_lists_are_there():
    files = {n.split(".")[0] for n in NAMES}
    assert files == {"stopwords", "notes", "recall", "extraction"}
    assert {"stopwords.recall", "stopwords.sources", "stopwords.supersede", "stopwords.notes"} <= set(NAMES)


@pytest.mark.parametrize("name", NAMES)
def test_every_list_loads_clean(name):
    table = lexicon.entry(name)
    assert set(table) <= {"description", "read_by", "words", "examples"}
    assert isinstance(table["description"], str) and len(table["description"]) > 40
    words = lexicon.ordered(name)
    assert words and all(isinstance(w, str) for w in words)
    assert len(set(words)) == len(words), [w for w in words if words.count(w) > 1]
    # Every reader compares lower-cased (or casefolded, or re.I) words, one space in a phrase.
    assert all(w == w.lower() and w == " ".join(w.split()) and w for w in words)
    assert lexicon.words(name) == frozenset(words)


@pytest.mark.parametrize("name", NAMES)
def test_every_list_is_read_by_the_modules_it_names(name):
    quoted = f'"{name}"'
    readers = sorted(
        str(p.relative_to(PACKAGE.parent)) for p in PACKAGE.rglob("*.py")
        if "lexicon" not in p.parts and quoted in p.read_text(encoding="utf-8")
    )
    assert readers, f"no module reads {name}"
    assert readers == sorted(lexicon.entry(name)["read_by"])


EXAMPLES = [
    pytest.param(name, word, side, id=f"{name}-{side}-{word}")
    for name in NAMES
    for side in ("in", "out")
    for word in lexicon.entry(name).get("examples", {}).get(side, ())
]


def test_most_lists_have_examples():
    assert len({e.values[0] for e in EXAMPLES}) == len(NAMES)


@pytest.mark.parametrize("name, word, side", EXAMPLES)
def test_examples(name, word, side):
    assert (word in lexicon.words(name)) == (side == "in")


def test_unknown_names_are_clear_errors():
    with pytest.raises(KeyError, match="file.table"):
        lexicon.words("stopwords")
    with pytest.raises(KeyError, match="no list 'nope'"):
        lexicon.words("stopwords.nope")


def test_alternation_escapes_the_words_and_keeps_their_order():
    assert lexicon.alternation("notes.trail_words") == "please|thanks|thank you|too"
    assert re.fullmatch(lexicon.alternation("extraction.first_person"), "let me")
    assert not re.fullmatch(lexicon.alternation("extraction.first_person"), "let  me")


def test_importing_it_reads_nothing():
    """The digest's start: the lexicon's import loads no TOML parser and reads no file."""
    code = ("import sys; import lc_memory.lexicon; "
            "print(sorted(m for m in ('tomllib', 'importlib.resources') if m in sys.modules))")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True).stdout
    assert out.strip() == "[]"


# --- recall ------------------------------------------------------------------------

def terms(query: str) -> list[str]:
    return recall.RecallIndex(None, Database(memory=True)).terms(query)


def test_recall_drops_stopwords_from_the_question():  # stopwords.recall
    assert terms("Where do the idempotency keys live now?") == ["idempotency", "keys", "live"]
    assert terms("should we not use it") == ["use"]


def test_recall_reads_months_and_when():  # recall.months, recall.month_abbreviations, recall.time_words, recall.weekdays
    assert recall._named_months("what happened in March 2023?") == [("03", "2023")]
    assert recall._named_months("anything on Aug 14") == [("08", None)]
    assert all(recall._TIME.search(t) for t in ("we met yesterday", "on Friday", "last October"))
    assert not recall._TIME.search("we met at the cafe")
    assert not recall._subject_word("Saturday") and not recall._subject_word("December")


def test_recall_tells_a_question_about_several_things():
    # recall.irregular_participles, recall.one_occasion, recall.auxiliaries
    assert recall.asks_for_several("What has Melanie bought for the house?")
    assert recall.asks_for_several("What pets does Nate have?")
    assert not recall.asks_for_several("What pets did Nate get recently?")
    assert not recall.asks_for_several("What does Nate like to eat?")
    assert not recall.asks_for_several("What has Nate to say about it?")


def test_recall_never_takes_an_everyday_word_for_the_subject():  # recall.unlisted
    assert not recall._subject_word("every") and not recall._subject_word("amongst")
    assert recall._subject_word("idempotency")


# --- sources (provenance) -----------------------------------------------------------------

def test_provenance_sees_a_copy_through_a_changed_function_word():  # stopwords.sources
    read = sources.Overlap(["The idempotency keys live in Redis."])
    assert read.repeats("Idempotency keys live at Redis")
    assert sources._words("The keys are in the vault") == ["keys", "vault"]


# --- supersede --------------------------------------------------------------------------

def fact(text: str) -> SimpleNamespace:
    return SimpleNamespace(subject=None, text=text)


def test_supersede_does_not_pair_facts_on_storage_verbs():  # stopwords.supersede
    assert not supersede.related(fact("Logs are kept there now"), fact("Tokens are kept there now"))
    assert supersede.related(fact("Idempotency keys are stored in Redis"),
                             fact("Idempotency keys are kept in Postgres now"))


# --- notes (crediting) --------------------------------------------------------------------

TYPED = ["never push to main without review", "maybe use pnpm for installs",
         "please use pnpm in this repo", "pushing to main directly is forbidden"]


def credited(note: str, said: str) -> bool:
    return notes.ground_note(note, said, TYPED).credited


def test_crediting_reads_negations():  # notes.negations, stopwords.notes
    words = notes.content_words("never push to main")
    assert [(w.text, w.negated) for w in words] == [("push", True), ("main", False)]
    assert not credited("Push to main without review", "never push to main without review")
    assert credited("Never push to main without review", "never push to main without review")


def test_crediting_reads_negations_that_are_claims_and_dangling_ones():
    # notes.frequency_negations, notes.negation_particles, notes.clause_breaks
    assert [(w.text, w.negated) for w in notes.content_words("rarely deploy")] == [("rarely", False), ("deploy", True)]
    assert notes.dangling_negation("Force push: never") and not notes.dangling_negation("Then stop.")
    assert notes.dangling_negation("force push never and review always")


def test_crediting_needs_the_qualifiers_verdicts_and_predicates():
    # notes.qualifiers, notes.verdicts, notes.copulas
    assert not credited("Use pnpm for installs", "maybe use pnpm for installs")
    assert not credited("Pushing to main directly", "pushing to main directly is forbidden")
    assert not notes.ground_note("Pushing to main", "pushing to main: bad idea", ["pushing to main: bad idea"]).credited
    assert [w.predicate for w in notes.content_words("the build is slow")] == [False, True]


@pytest.mark.parametrize("typed", [
    "please use pnpm for installs",              # notes.lead_words
    "no, use pnpm for installs",                 # notes.interjections
    "use pnpm for installs, plus keep the lockfile",  # notes.conjunctions
    "use pnpm for installs, we moved off yarn",  # notes.subjects
    "use pnpm for installs please.",             # notes.trail_words
])
def test_a_whole_clause_is_found_by_the_words_around_it(typed):
    assert notes.ground_note("Use pnpm for installs", "use pnpm for installs", [typed]).credited


def test_crediting_skips_function_and_where_words():  # stopwords.notes, notes.where, notes.lead_words
    assert credited("Use pnpm", "please use pnpm in this repo")
    assert [w.text for w in notes.content_words("please use the pnpm in this repo")] == ["use", "pnpm"]


def test_a_question_is_no_rule():  # notes.wh_openers, notes.question_auxiliaries, notes.question_subjects
    for typed in ("should we use pnpm for installs", "why use pnpm for installs", "is it settled: use pnpm for installs"):
        assert not notes.ground_note("Use pnpm for installs", "use pnpm for installs", [typed]).credited
    # an auxiliary with no subject after it asks nothing
    assert notes.ground_note("Must use pnpm", "must use pnpm", ["must use pnpm"]).credited


def test_asking_to_forget_reads_its_verbs():
    # notes.forget_verbs, notes.remove_verbs, notes.memory_words, notes.stale, notes.not_true
    assert notes.asks("please forget the yarn rule") == "forget"
    assert notes.asks("delete the note about yarn") == "delete ... note"
    assert notes.asks("remove pnpm from package.json") is None
    assert notes.asks("the yarn note is outdated") == "outdated"
    assert notes.asks("that is no longer true") == "no longer true"
    typed = ["could you forget the yarn rule"]  # a polite request asks (notes._POLITE_REQUEST)
    match = notes.asks_to_forget("could you forget the yarn rule", typed, {"f-1": ["Use yarn"], "f-2": ["Use pnpm"]})
    assert match is not None and match.id == "f-1"
    # notes.ask_words: "anymore" is part of the ask, it names no memory
    assert notes.names("the yarn note does not apply anymore",
                       {"f-1": ["Use yarn"], "f-2": ["We do not use npm anymore"]}) == {"f-1": ("yarn",)}


# --- the offline extractor ------------------------------------------------------------------

def test_extraction_keeps_hedges_and_chatter_out_of_facts():
    # extraction.hedges, extraction.first_person, extraction.mid_task, extraction.chatter, extraction.imperatives
    assert extract.durable("Jobs run on `Celery`.")
    for sentence in ("Jobs probably run on `Celery`.", "We run jobs on `Celery`.", "Jobs run on `Celery` for now.",
                     "So jobs run on `Celery`.", "Run jobs on `Celery`."):
        assert not extract.durable(sentence), sentence


def test_extraction_reads_next_steps_marks_and_decisions():
    # extraction.forward, extraction.forward_leads, extraction.fact_marks, extraction.decisions, extraction.trivial_subjects
    assert not extract.statement("Great, now let me run the tests.")
    assert extract.statement("The tests pass on Python 3.11.")
    assert extract._FACT_MARK.sub("", "For the record: jobs run on Celery") == "jobs run on Celery"
    assert extract.DECISION.search("We switched to pnpm for installs")
    assert not extract.DECISION.search("We ran the tests")
    assert extract.subject_of("It is stored in Redis") is None
    assert extract.subject_of("Idempotency keys are stored in Redis") == "idempotency keys"


def test_extraction_leaves_out_what_the_person_finds_wrong():  # extraction.trouble, extraction.trouble_prefixes
    messages = [{"role": "user", "typed": True, "kind": "text", "content": text} for text in (
        "AI metrics are connected to issues through the team.", "CI jobs are connected to deploys through a bug.",
        "API docs are linked to pages out of date.", "CI runs are linked to deploys, failing twice.")]
    facts = [c.text for c in extract.fact_candidates(messages)]
    assert facts == ["AI metrics are connected to issues through the team."]


def test_activity_skips_acknowledgements():  # extraction.acknowledgements
    typed = [{"role": "user", "typed": True, "kind": "text", "content": text}
             for text in ("Fix the login bug", "thanks!", "go ahead", "OK.")]
    assert activity.asked_of(typed) == ["Fix the login bug"]


# --- the names say what they are ----------------------------------------------------------

def test_a_word_stem_and_a_base_command_are_told_apart():
    assert notes.stem("deploying") == notes.stem("deployment") == "deploy"
    assert extract.base_command("uv run pytest tests/x.py -q") == "uv run pytest"
    assert not hasattr(extract, "stem")
