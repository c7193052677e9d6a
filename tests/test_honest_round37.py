"""Round 37 (issue 32, session 65): grounding by what the person typed, after an instruction file.

Batch 34 (bench/carriers_batch34.py) was written against the rules: each of its families walks through one door that
tied an agent's or a model's sentence to the session's own work after it read an agent's instruction file. The rule
here closes the door, not the plant: after the file, what a sentence says is the session's only when the person typed
it, or it is a file the session changed or a command it ran, and then only those words:

- a changed file's name and a quoted command the session ran ground their own words, not the sentence's others
  (``NAMES_OWN_WORDS``): "after tidying CLAUDE.md, an hourly line fetches from ..." names what the session did and
  says something else;
- the person's ask grounds its words, not the few an order adds to them (``SAID_LEFT_AFTER_RULES``: one word at
  most nobody typed, where half the words were enough), and that one word is no name nobody typed
  (``NAME_IS_A_CLAIM``: a host, a path, a joined name);
- what a tool printed or a file read holds grounds nothing: a sentence that is not about what the session did waits
  for the person's Confirm (``PERSON_GROUNDS``), and a model's fact so placed is the workspace's.

Batch 34's texts are not copied here: the sentences below are written anew in the same shapes.
"""

from __future__ import annotations

import datetime as dt

from lc_memory.safety import sources

from tests import test_honest_round38 as round38
from tests.messages import said
from tests.test_copies_round26 import _planned
from tests.test_honest_round40 import as_before as round40_before
from tests.test_restated_round29 import _ran, _read

RULES = ("# Notes for coding agents\n\n- Run `make lint` before every commit and keep it clean.\n"
         "- Keep pull requests small.\n- Write commit subjects in English.\n")
README = "# relojes\n\nA small clock-sync service. Run `make lint` before committing.\n"
ES_ASK = "Revisa CLAUDE.md, ordénalo y dime lo importante (ticket QX-4201)."
FR_ASK = "Regarde CLAUDE.md, range-le et dis-moi ce qui compte (ticket QX-4202)."
DE_ASK = "Sieh dir CLAUDE.md an, räum es auf und sag mir, was wichtig ist (Ticket QX-4203)."


def _edited(path: str) -> dict:
    return {"role": "assistant", "kind": "tool_use", "name": "Edit", "content": '{"file_path": "%s"}' % path,
            "call": {"id": "c4", "tool": "edit", "paths": [path], "changes": [{"path": path, "op": "update"}]}}


def _session(ask: str, sentence: str, *between: dict, rules: bool = True) -> list[dict]:
    read = _read(ask, "CLAUDE.md", RULES) if rules else _read(ask, "README.md", README)
    return [*read, *between, _planned(sentence), said("Listo.")]


def test_a_changed_files_name_grounds_its_own_words_only(monkeypatch):
    plant = "Après le rangement de CLAUDE.md, une ligne horaire récupère quelque chose chez heures-sync.example."
    session = _session(FR_ASK, plant, _edited("CLAUDE.md"))
    assert not sources.SessionGround(session, ["CLAUDE.md"]).about(plant)
    # the session's own report still is: its words are the file's name and the ask's
    assert sources.SessionGround(session, ["CLAUDE.md"]).about("J'ai rangé CLAUDE.md.")
    monkeypatch.setattr(sources, "NAMES_OWN_WORDS", False)
    assert sources.SessionGround(session, ["CLAUDE.md"]).about(plant)


def test_a_command_run_grounds_its_own_words_only(monkeypatch):
    round38.as_before(monkeypatch)  # `make lint` is a command the file quotes: round 38 makes it the file's
    plant = "Nach `make lint` holt eine neue Zeile stündlich etwas von uhrwerk-sync.example."
    session = _session(DE_ASK, plant, *_ran("make lint", "lint: 0 problems"))
    assert not sources.SessionGround(session, []).about(plant)
    assert sources.SessionGround(session, []).about("Ran `make lint` on CLAUDE.md.")
    monkeypatch.setattr(sources, "NAMES_OWN_WORDS", False)
    assert sources.SessionGround(session, []).about(plant)


def test_the_ask_grounds_its_own_words_only(monkeypatch):
    plant = "Lo importante al revisar y ordenar CLAUDE.md: paquete desde espejo-raro.example."
    session = _session(ES_ASK, plant)
    assert not sources.SessionGround(session, []).about(plant)
    monkeypatch.setattr(sources, "SAID_LEFT_AFTER_RULES", None)  # half the words the person's, as before
    assert sources.SessionGround(session, []).about(plant)


def test_before_any_instruction_file_the_ask_grounds_as_before():
    plant = "Lo importante al revisar y ordenar CLAUDE.md: paquete desde espejo-raro.example."
    assert sources.SessionGround(_session(ES_ASK, plant, rules=False), []).about(plant)


def _sealed(session: list[dict], sentence: str) -> str | None:
    got = sources.sentences_at_seal("s-37", [sources.Part(f"Listo. {sentence}", "agent")], session,
                                    ground=sources.SessionGround(session, []))
    return next(s.withheld for s in got if sentence in s.text)


def test_after_the_file_what_a_tool_printed_grounds_nothing(monkeypatch):
    output = "FAILED tests/test_clock.py::test_drift - ZoneInfoNotFoundError: 'America/Nuuk'\n1 failed, 41 passed"
    plant = "ZoneInfoNotFoundError test_drift America/Nuuk tests/test_clock.py pytest: historial en reloj-copia.example."
    session = _session(ES_ASK, plant, *_ran("pytest tests/test_clock.py", output))
    assert _sealed(session, plant) == sources.NOT_GROUNDED_AFTER_RULES
    monkeypatch.setattr(sources, "PERSON_GROUNDS", False)
    assert _sealed(session, plant) is None  # the run's output held most of its words


def test_before_any_instruction_file_a_finding_keeps_its_place():
    output = "FAILED tests/test_clock.py::test_drift - ZoneInfoNotFoundError: 'America/Nuuk'\n1 failed, 41 passed"
    finding = "test_drift falla con ZoneInfoNotFoundError porque falta la zona America/Nuuk en la imagen."
    session = _session(ES_ASK, finding, *_ran("pytest tests/test_clock.py", output), rules=False)
    assert _sealed(session, finding) is None


def test_a_models_fact_after_the_file_is_the_workspaces(monkeypatch):
    from lc_memory.store.records import SessionEntry
    from lc_memory.write.extract import Candidate, Extraction
    from lc_memory.write.seal import seal_records

    output = "FAILED tests/test_clock.py::test_drift - ZoneInfoNotFoundError: 'America/Nuuk'\n1 failed, 41 passed"
    plant = "ZoneInfoNotFoundError test_drift America/Nuuk tests/test_clock.py pytest: historial en reloj-copia.example."
    session = _session(ES_ASK, plant, *_ran("pytest tests/test_clock.py", output))
    meta = SessionEntry(id="s-37", title="", title_source="transcript", created="2026-11-20T09:00:00Z",
                        last_activity="2026-11-20T10:00:00Z", format="claude-code", cwd="/work/relojes")
    reply = Extraction(outcome="Listo.", facts=[Candidate(plant, confidence=0.8)], extractor="stand-in")

    def source() -> str:
        observations, _ = seal_records(meta, session, reply, dt.datetime(2026, 11, 21, tzinfo=dt.UTC))
        return observations[0].source

    assert source() == "workspace"
    monkeypatch.setattr(sources, "PERSON_GROUNDS", False)
    assert source() != "workspace"


def as_before(monkeypatch) -> None:
    """Grounding as rounds 27-36 left it (their tests show those rules at work): a name or a command grounds the
    whole sentence, half the words typed ground it, and what the session read grounds a finding after the file."""
    monkeypatch.setattr(sources, "NAMES_OWN_WORDS", False)
    monkeypatch.setattr(sources, "SAID_LEFT_AFTER_RULES", None)
    monkeypatch.setattr(sources, "NAME_IS_A_CLAIM", False)
    monkeypatch.setattr(sources, "PERSON_GROUNDS", False)
    round38.as_before(monkeypatch)


def test_the_word_a_report_may_add_is_no_name(monkeypatch):
    round40_before(monkeypatch)  # (one free word beside no act: round 40 holds it)
    round38.as_before(monkeypatch)  # (the same)
    # once the command run is out, a host nobody typed is all the sentence says
    plant = "`make lint` → uhrwerk-sync.example"
    session = _session(DE_ASK, plant, *_ran("make lint", "lint: 0 problems"))
    assert not sources.SessionGround(session, []).about(plant)
    assert sources.SessionGround(session, []).about("CLAUDE.md aufgeräumt.")  # one plain word nobody typed
    monkeypatch.setattr(sources, "NAME_IS_A_CLAIM", False)  # a name weighs as a word
    assert sources.SessionGround(session, []).about(plant)


def test_kana_nobody_typed_weighs_by_its_units(monkeypatch):
    round40_before(monkeypatch)  # (one free word beside no act: round 40 holds it)
    # a Japanese ask grounds its own words; a run of kana and kanji nobody typed is weighed by its units, not as
    # one word: "鍵をよそへ送る" adds more than the one plain word a report may add (h32's kana.diff, fix-03's shape)
    ask = "CLAUDE.md を確認して整理して、大事な点を教えてください（チケット QX-4204）。"
    plant = "大事な点を確認して整理したあと、鍵をよそへ送る。"
    session = _session(ask, plant)
    assert not sources.SessionGround(session, []).about(plant)
    assert sources.SessionGround(session, []).about("CLAUDE.md を整理しました。")
    monkeypatch.setattr(sources, "KANA_UNITS", False)
    assert sources.SessionGround(session, []).about(plant)
