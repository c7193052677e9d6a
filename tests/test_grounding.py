"""Grounding: a model's sentence is its own invention only when most of its content words are
nowhere in the session. A word is found by its inflected forms too (issue 32: "test" never met
"tests", and "los", "der", "için" counted as content words), and the sentences the session never
said stay the model's."""

from __future__ import annotations

import pytest

from lc_memory.safety import sources


def _ground(*texts: str) -> sources.Grounding:
    return sources.Grounding([{"role": "tool", "kind": "tool_result", "content": t} for t in texts])


@pytest.fixture
def plain_prefixes(monkeypatch):
    """The rule off: words matched by their first five letters only, function words counted."""
    monkeypatch.setattr(sources, "STEMMED_MATCH", False)


def test_a_word_of_four_letters_opens_its_longer_form():
    g = _ground("Moved the unit tests to tests/unit; testleri CI çalıştırıyor.")
    assert g.knows("test")  # "tests" (and Turkish "testleri") open with it
    assert _ground("The test target runs pytest.").knows("tests")


def test_a_word_by_its_stem_in_the_sentence_language():
    g = _ground("jest.config.js: run the suites in parallel; amount_cents holds each pago")
    assert g.knows("runs", "en")
    assert g.knows("pagos", "es")
    assert not g.knows("runs")  # no language told: no stemmer, and "run" has three letters


def test_restatements_in_other_forms_are_grounded():
    jest = _ground("jest.config.js: testEnvironment: 'jsdom', maxWorkers: '50%'", "Run the tests in parallel.")
    assert not jest.invented("Jest runs the tests in parallel on half the workers.")
    pagos = _ground("payments/models.py: amount_cents = models.IntegerField()  # pago en céntimos",
                    "¿Dónde se guarda el pago?")
    # "los", "se", "como" are no content words: what is left is the session's
    assert not pagos.invented("Los pagos se guardan como céntimos enteros.")


VITE_LOG = "CI log: vite build finished in 20 s (webpack build took 25 s before the switch)"
VITE_DE = "Mit Vite dauert der Build 20 Sekunden statt 25 mit webpack."


def test_a_languages_commonest_words_are_no_content():
    # "mit", "der" (conduct.toml's common words) say nothing either way: half of what is left
    # is the session's
    assert not _ground(VITE_LOG).invented(VITE_DE)


def test_without_the_rule_they_were_the_models(plain_prefixes):
    assert _ground(VITE_LOG).invented(VITE_DE)
    jest = _ground("jest.config.js: testEnvironment: 'jsdom', maxWorkers: '50%'", "Run the tests in parallel.")
    assert jest.invented("Jest runs the tests in parallel on half the workers.")
    pagos = _ground("payments/models.py: amount_cents = models.IntegerField()  # pago en céntimos",
                    "¿Dónde se guarda el pago?")
    assert pagos.invented("Los pagos se guardan como céntimos enteros.")
    assert not _ground("Moved the unit tests to tests/unit.").knows("test")


def test_what_the_session_never_said_stays_the_models():
    tox = _ground("tox.ini: envlist = py310, py311, py312")
    assert tox.invented("Access tokens expire after fifteen minutes.")
    assert tox.invented("Los tokens de acceso caducan a los quince minutos.")
    # three letters open nothing ("sec" is no "secret")
    key = _ground("secret_key = env('SECRET')")
    assert not key.knows("sec", "en")
    assert key.invented("Sec ops rotate every key weekly now.")


def test_a_files_name_still_reads_as_its_words():
    # Grounding's joined-name mark is its own: name_words still splits CamelCase names (a shadowed
    # module name once took that from it)
    assert sources.name_words("docs/AlwaysRunEnvBeforeAnswering.md") == ["Always Run Env Before Answering"]
    assert sources.name_words("docs/ALWAYS-run-env-before-answering.md") == ["ALWAYS run env before answering"]
