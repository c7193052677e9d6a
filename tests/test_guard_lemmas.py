"""lemminflect's tables read on demand (safety/guard/lemmas.py) give every word the entry its own loaders give."""

from __future__ import annotations

from lemminflect import config
from lemminflect.codecs.InflectionLUCodec import InflectionLUCodec
from lemminflect.codecs.LemmaLUCodec import LemmaLUCodec

from lc_memory.safety.guard import lemmas


def test_every_word_of_both_tables_as_lemminflect_loads_it():
    whole_lemmas, whole_forms = LemmaLUCodec.load(config.lemma_lu_fn), InflectionLUCodec.load(config.inflection_lu_fn)
    on_demand = lemmas._OnDemand(config.lemma_lu_fn, lemmas._lemma_entry)
    forms = lemmas._OnDemand(config.inflection_lu_fn, lemmas._inflection_entry)
    assert all(on_demand.get(w, {}) == e for w, e in whole_lemmas.items())
    fixed = InflectionLUCodec.updateForAuxMod({})
    assert all((fixed[w] if w in fixed else forms.get(w, {})) == e for w, e in whole_forms.items())
    assert on_demand.get("qzxv-not-a-word", {}) == {} and "qzxv-not-a-word" not in on_demand


def test_the_public_calls_answer_as_lemminflect():
    assert lemmas.getAllLemmas("Running") == {"NOUN": ("Running",), "VERB": ("Run",)}
    assert lemmas.getAllInflections("be", upos="VERB")["VBZ"] == ("is",)
    assert lemmas.getLemma("pinging", upos="VERB") == ("ping",)
