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

from typing import Sequence, TypeVar

from sqlite_utils import Database

COLLECTION = "lc-memory-messages"
RRF_K = 60  # the constant of Cormack et al.'s reciprocal rank fusion
NEAREST = 50  # nearest turns fused in at most

T = TypeVar("T")


def nearest(db: Database, model_id: str, query: str, number: int = NEAREST) -> list[str]:
    """Message ids (``session:turn``) nearest to ``query``, after embedding the text turns
    the collection does not hold yet."""
    import llm  # only for a project that turned embeddings on

    collection = llm.Collection(COLLECTION, db, model_id=model_id)
    held = {mid for (mid,) in db.execute("select id from embeddings where collection_id = ?", [collection.id])}
    collection.embed_multi([
        (mid, text) for mid, text in db.execute(
            "select id, content from messages where kind = 'text' and length(trim(coalesce(content, ''))) > 0")
        if mid not in held
    ])
    db.conn.commit()  # the recall cache's connection does not commit on close
    return [entry.id for entry in collection.similar(query, number=number)]


def fuse(rankings: Sequence[Sequence[T]], key=lambda item: item) -> list[tuple[float, T]]:
    """Reciprocal rank fusion: every item of every ranking, best fused score first."""
    scores: dict = {}
    items: dict = {}
    for ranking in rankings:
        for rank, item in enumerate(ranking, 1):
            k = key(item)
            scores[k] = scores.get(k, 0.0) + 1.0 / (RRF_K + rank)
            items.setdefault(k, item)
    return sorted(((s, items[k]) for k, s in scores.items()), key=lambda pair: -pair[0])
