"""Optional embeddings for recall, through llm: off unless config.toml names a model.

    [recall]
    embeddings = "3-small"        # any id `llm embed-models` lists

The vectors are a derived cache: an llm ``Collection`` (``lc-memory-messages``) inside the
recall cache (``<project>/.cache/recall.db``), filled with llm's own ``embed_multi``, which
skips a text whose content hash it already holds. Keeping it in the recall cache means it
goes with it: whatever purges the cache (``forget``, a damaged file) purges the vectors,
and the next recall embeds again from the files. Only what people and agents wrote is
embedded (text turns, not tool calls and output), and its text is not stored.

Recall fuses the two rankings by reciprocal rank fusion (``fuse``): the words' list and
the nearest turns, each hit scored ``1 / (RRF_K + rank)`` in each list it is in. The words
still decide whether anything is recalled: when they find nothing, nothing is fused in.
"""

from __future__ import annotations

import functools
from typing import Sequence, TypeVar

from sqlite_utils import Database

from lc_memory.errors import ConfigError

COLLECTION = "lc-memory-messages"
RRF_K = 60  # the constant of Cormack et al.'s reciprocal rank fusion
NEAREST = 50  # nearest turns fused in at most
NEAR_WEIGHT = 0.1  # the nearest turns' share in the fusion, against the words' 1 (bench/README.md)

T = TypeVar("T")


def nearest(db: Database, model_id: str, query: str, number: int = NEAREST) -> list[str]:
    """Message ids (``session:turn``) nearest to ``query``, after embedding the text turns
    the collection does not hold yet (all of them again when the setting names another
    model: a collection keeps the model it was made with)."""
    import llm  # only for a project that turned embeddings on

    model = _model(model_id)
    if llm.Collection.exists(db, COLLECTION):
        held = llm.Collection(COLLECTION, db)
        if held.model_id != model.model_id:
            held.delete()
    collection = llm.Collection(COLLECTION, db, model=model)
    collection.embed_multi(db.execute(
        "select m.id, m.content from messages m where m.kind = 'text' and length(trim(coalesce(m.content, ''))) > 0"
        " and not exists (select 1 from embeddings e where e.collection_id = ? and e.id = m.id)",
        [collection.id]).fetchall())
    db.conn.commit()  # the recall cache's connection does not commit on close
    return [entry.id for entry in collection.similar(query, number=number)]


@functools.lru_cache(maxsize=4)
def _model(model_id: str):
    """The embedding model, made once a process: llm makes a new model object at every
    lookup, and a local model loads its weights again in each (sentence-transformers: ~80 ms)."""
    import llm

    try:
        return llm.get_embedding_model(model_id)
    except llm.UnknownModelError:
        raise ConfigError(f"config.toml: [recall] embeddings = {model_id!r}: llm has no such embedding model "
                          "(`llm embed-models` lists them)") from None


def fuse(rankings: Sequence[Sequence[T]], key=lambda item: item,
         weights: Sequence[float] | None = None) -> list[tuple[float, T]]:
    """Reciprocal rank fusion: every item of every ranking, best fused score first; a
    ranking's ``weights`` entry scales what its ranks add (1 each by default)."""
    scores: dict = {}
    items: dict = {}
    for n, ranking in enumerate(rankings):
        weight = 1.0 if weights is None else weights[n]
        for rank, item in enumerate(ranking, 1):
            k = key(item)
            scores[k] = scores.get(k, 0.0) + weight / (RRF_K + rank)
            items.setdefault(k, item)
    return sorted(((s, items[k]) for k, s in scores.items()), key=lambda pair: -pair[0])
