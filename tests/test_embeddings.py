"""Recall with embeddings through llm: off by default; on, fused with the words by rank.

The model is a stand-in registered through llm's ``register_embedding_models`` hook: it
maps words to a few concepts, so "tabs" and "indentation" land close while sharing no word."""

from __future__ import annotations

import llm
import pytest

from lc_memory.errors import ConfigError
from lc_memory.read.embed import fuse
from lc_memory.read.recall import cache_path, recall
from lc_memory.store.config import parse_config

from .conftest import NOW, ConceptEmbeddings


def put(store, sid: str, role: str, text: str) -> None:
    when = "2026-11-20T10:00:00Z"
    store.put_session({"id": sid, "title": sid, "created": when, "last_activity": when},
                      [{"type": "message", "turn": 1, "role": "user", "kind": "text", "content": "hello there",
                        "typed": True, "ts": when},
                       {"type": "message", "turn": 2, "role": role, "kind": "text", "content": text,
                        "typed": role == "user", "ts": when}])


@pytest.fixture
def taste(store):
    put(store, "said", "user", "I can't stand tabs, two spaces please.")
    put(store, "agent", "assistant", "Indentation settings checked.")
    return store


def test_off_by_default_the_words_alone(taste, embedder):
    assert {h.session for h in recall(taste, "which indentation do I want", now=NOW)} == {"agent"}
    assert embedder.embedded == []


def test_on_the_nearest_turns_are_fused_in_and_kept_in_the_recall_cache(taste, embedder):
    taste.config_path.parent.mkdir(parents=True, exist_ok=True)
    taste.config_path.write_text('[recall]\nembeddings = "lc-embed-stub"\n')
    taste._config = None
    hits = recall(taste, "which indentation do I want", now=NOW)
    assert {h.session for h in hits} >= {"agent", "said"}
    said = next(h for h in hits if h.session == "said")
    assert said.id == "said:2" and "tabs" in said.snippet
    assert [h.score for h in hits] == sorted((h.score for h in hits), reverse=True)
    # A derived cache: in the recall cache, embedded once (the next query embeds nothing new).
    embedded = len(embedder.embedded)
    recall(taste, "which indentation do I want", now=NOW)
    assert len(embedder.embedded) == embedded + 1  # the query alone
    cache_path(taste).unlink()
    assert "said" in {h.session for h in recall(taste, "which indentation do I want", now=NOW)}
    # The words still decide whether anything is recalled.
    assert recall(taste, "where do the terraform modules live", now=NOW) == []


def test_fuse_is_reciprocal_rank_fusion():
    fused = fuse([["a", "b", "c"], ["c", "d"]])
    assert [item for _, item in fused][:2] == ["c", "a"]
    assert fused[0][0] == pytest.approx(1 / 63 + 1 / 61)
    weighed = fuse([["a", "b", "c"], ["c", "d"]], weights=(1.0, 0.25))
    assert [item for _, item in weighed] == ["c", "a", "b", "d"]
    assert weighed[0][0] == pytest.approx(1 / 63 + 0.25 / 61) and weighed[3][0] == pytest.approx(0.25 / 62)


def test_another_model_in_the_setting_embeds_again_with_it_and_an_unknown_one_is_one_clear_error(taste, embedder):
    taste.config_path.parent.mkdir(parents=True, exist_ok=True)
    taste.config_path.write_text('[recall]\nembeddings = "lc-embed-stub"\n')
    taste._config = None
    recall(taste, "which indentation do I want", now=NOW)
    other = ConceptEmbeddings()
    other.model_id = "lc-embed-stub-2"

    class Other:
        @llm.hookimpl
        def register_embedding_models(self, register):
            register(other)

    llm.pm.register(Other(), name="lc-memory-test-embeddings-2")
    try:
        taste.config_path.write_text('[recall]\nembeddings = "lc-embed-stub-2"\n')
        taste._config = None
        recall(taste, "which indentation do I want", now=NOW)
        assert len(other.embedded) == 5  # the four text turns again, then the query: the new model's vectors only
    finally:
        llm.pm.unregister(name="lc-memory-test-embeddings-2")
    taste.config_path.write_text('[recall]\nembeddings = "no-such-model"\n')
    taste._config = None
    with pytest.raises(ConfigError, match="no-such-model.*llm has no such embedding model"):
        recall(taste, "which indentation do I want", now=NOW)


def test_a_bad_recall_setting_is_one_clear_error():
    assert parse_config('[recall]\nembeddings = "m"\n').recall == {"embeddings": "m"}
    assert parse_config("").recall == {"embeddings": None}
    for bad in ("[recall]\nembeddings = 3\n", "[recall]\nmodel = 'x'\n", "recall = 1\n"):
        with pytest.raises(ConfigError, match=r"\[recall\]"):
            parse_config(bad)
