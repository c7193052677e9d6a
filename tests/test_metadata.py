"""The canned queries, the table descriptions and metadata.yml.

The plugin serves the canned queries and the table descriptions for any db lc-memory built,
so these tests run them through a plain ``Datasette([memory.db])`` (no ``-m metadata.yml``),
and under another file name too. ``datasette memory.db -m metadata.yml`` adds the title and
the render-markdown settings, and must not define the queries or tables a second time."""

from __future__ import annotations

import asyncio
import re
from pathlib import Path

import pytest
import sqlite_utils
import yaml
from datasette.app import Datasette

from datasette_lc_memory.queries import QUERIES
from lc_memory.memory import Memory
from lc_memory.db.importer import import_store
from lc_memory.ingest.base import ingest

from .conftest import NOW, ROOT

METADATA = ROOT / "metadata.yml"
REFUNDS = "2026-11-02-refund-idempotency"
POSTGRES = "2026-11-30-idempotency-postgres"
ONBOARDING = "2026-11-16-onboarding-docs"
REDIS_FACT, POSTGRES_FACT, BOOTSTRAP_FACT = "f-de325fc418", "f-ef250fcfb4", "f-a83d2748d7"


@pytest.fixture
def example_db(example_store, tmp_path) -> Path:
    """The example project, plus a note the person said, one they did not, and a session
    ingested but never sealed; imported to memory.db."""
    Memory.at(example_store, NOW).remember("Use pnpm in this repo", said="use pnpm", typed=["No, use pnpm please"], session=POSTGRES)
    Memory.at(example_store, NOW).remember("Always deploy on Fridays", said="always deploy on fridays", typed=["hi"])
    extra = tmp_path / "2026-12-02-question.jsonl"
    extra.write_text(
        '{"type": "session", "id": "2026-12-02-question", "title": "What is a webhook?", "created": "2026-12-02T08:00:00Z"}\n'
        '{"type": "message", "role": "user", "content": "What is a webhook?", "ts": "2026-12-02T08:00:00Z"}\n'
    )
    ingest(example_store, [extra])
    db = tmp_path / "memory.db"
    import_store(example_store, db, now=NOW)
    return db


def rows(db: Path, path: str, **params: str) -> list[dict]:
    async def get() -> list[dict]:
        ds = Datasette([str(db)])  # no metadata: the plugin serves the queries
        r = await ds.client.get(path, params={**params, "_shape": "array"})
        assert r.status_code == 200, r.text
        return r.json()

    return asyncio.run(get())


def page(db: Path, path: str, metadata: bool = True) -> str:
    async def get() -> str:
        ds = Datasette([str(db)], metadata=yaml.safe_load(METADATA.read_text()) if metadata else None)
        r = await ds.client.get(path)
        assert r.status_code == 200, path
        return r.text

    return asyncio.run(get())


def test_the_plugin_describes_every_table_and_metadata_yml_the_rest():
    from sqlite_utils import Database

    from datasette_lc_memory.tables import TABLES
    from lc_memory.db.migrations import migrate

    db = Database(memory=True)
    migrate(db)
    tables = {t for t in db.table_names() if not t.startswith("_sqlite") and not t.endswith(
        ("_fts", "_data", "_idx", "_docsize", "_config"))}
    assert set(TABLES) == tables
    for name, table in TABLES.items():
        assert table.get("hidden") if name.startswith("_lc") else table["description"], name
        if name not in ("memory", "projects") and not name.startswith("_lc"):
            assert "project" in table["columns"], name
    meta = yaml.safe_load(METADATA.read_text())
    assert meta["title"] == "lc-memory" and "databases" not in meta
    assert {"markdown", "outcome"} <= set(meta["plugins"]["datasette-render-markdown"]["columns"])


def test_queries_are_defined_once_in_the_plugin():
    meta = yaml.safe_load(METADATA.read_text())
    assert not any("queries" in db for db in meta.get("databases", {}).values())
    assert len(QUERIES) == 11
    for name, q in QUERIES.items():
        assert q["title"] and q["description"] and q["sql"].lstrip().startswith(("select", "with")), name


async def _query_names(db: Path, name: str, metadata: dict | None = None) -> list[str]:
    ds = Datasette([str(db)], metadata=metadata)
    r = await ds.client.get(f"/{name}.json")
    assert r.status_code == 200, r.text
    return [q["name"] for q in r.json()["queries"]]


@pytest.mark.asyncio
async def test_queries_for_any_file_name_and_only_for_memory_dbs(example_db, tmp_path):
    assert await _query_names(example_db, "memory") == list(QUERIES)
    other = tmp_path / "some-other-name.db"
    example_db.rename(other)
    assert await _query_names(other, "some-other-name") == list(QUERIES)
    ds = Datasette([str(other)])
    r = await ds.client.get("/some-other-name/facts_by_state.json", params={"_shape": "array"})
    assert r.status_code == 200 and {"state": "confirmed"}.items() <= r.json()[0].items()
    # With metadata.yml too: the same queries, once.
    assert await _query_names(other, "some-other-name", yaml.safe_load(METADATA.read_text())) == list(QUERIES)
    # A db with the same table names, migrated by another tool, gets none of them.
    look_alike = sqlite_utils.Database(tmp_path / "look-alike.db")
    for table in ("facts", "journal", "sessions", "memory"):
        look_alike[table].insert({"id": 1})
    look_alike["_sqlite_migrations"].insert({"migration_set": "other_tool", "name": "m001"})
    assert await _query_names(tmp_path / "look-alike.db", "look-alike") == []


def test_facts_by_state(example_db):
    assert rows(example_db, "/memory/facts_by_state.json") == [
        {"state": "confirmed", "facts": 1, "notes": 1, "in_digest": 1, "decayed": 0},
        {"state": "observed", "facts": 1, "notes": 0, "in_digest": 1, "decayed": 0},
        # the hedged CI sentence is no fact; the migration the 2026-11-30 session wrote is one,
        # and where the tests the 2026-11-09 session edited live
        {"state": "inferred", "facts": 4, "notes": 0, "in_digest": 4, "decayed": 0},
        {"state": "superseded", "facts": 1, "notes": 0, "in_digest": 0, "decayed": 0},
        {"state": "unconfirmed-instruction", "facts": 1, "notes": 0, "in_digest": 0, "decayed": 0},
        {"state": "unconfirmed", "facts": 1, "notes": 1, "in_digest": 0, "decayed": 0},
    ]


def test_facts_in_a_state(example_db):
    assert [r["id"] for r in rows(example_db, "/memory/facts_in_state.json", state="superseded")] == [REDIS_FACT]
    assert len(rows(example_db, "/memory/facts_in_state.json", state="")) == 9


def test_where_a_fact_came_from(example_db):
    got = rows(example_db, "/memory/fact_provenance.json", fact=BOOTSTRAP_FACT)
    assert [(r["op"], r["session"]) for r in got] == [
        ("observe", ONBOARDING), ("observe", ONBOARDING),
        ("observe", "2026-11-23-changelog-v104"), ("observe", "2026-11-23-changelog-v104"),
    ]
    # Each observation points at the messages that say it (the README note, the assistant's echo).
    assert {r["message"] for r in got} == {f"{ONBOARDING}:3", f"{ONBOARDING}:4",
                                           "2026-11-23-changelog-v104:6", "2026-11-23-changelog-v104:7"}
    assert all("bootstrap step is" in r["message_text"] for r in got)
    assert got[0]["session_title"] == "Update the onboarding docs"
    assert rows(example_db, "/memory/fact_provenance.json", fact="") == []


def test_what_decayed_out_of_the_digest(example_db):
    got = {r["id"]: r["why"] for r in rows(example_db, "/memory/out_of_digest.json")}
    assert got[REDIS_FACT] == f"superseded by {POSTGRES_FACT}"
    assert got[BOOTSTRAP_FACT] == "withheld: reads as an order"
    assert list(got.values()).count("a note not credited to the person") == 1
    assert len(got) == 3


def test_withheld_instructions(example_db):
    (row,) = rows(example_db, "/memory/withheld_instructions.json")
    assert row["id"] == BOOTSTRAP_FACT and row["why"] and row["source_session"] == ONBOARDING


def test_superseded_chains(example_db):
    got = rows(example_db, "/memory/superseded_chains.json")
    assert [(r["chain"], r["step"], r["id"], r["state"]) for r in got] == [
        (REDIS_FACT, 0, REDIS_FACT, "superseded"), (REDIS_FACT, 1, POSTGRES_FACT, "inferred"),
    ]


def test_sessions_that_contributed_nothing(example_db):
    got = rows(example_db, "/memory/sessions_that_contributed_nothing.json")
    # The slow-CI session changed nothing and taught no durable fact (its CI sentence is hedged).
    assert [(r["id"], r["sealed"], r["journal_entries"]) for r in got] == [
        ("2026-12-02-question", 0, 0), ("2026-12-01-slow-ci", 1, 1)]


def test_notes_from_the_person(example_db):
    got = rows(example_db, "/memory/notes_from_the_person.json")
    assert sorted((r["text"], r["state"], r["credited"]) for r in got) == [
        ("Always deploy on Fridays", "unconfirmed", 0), ("Use pnpm in this repo", "confirmed", 1),
    ]
    assert {r["said"] for r in got} == {"use pnpm", "always deploy on fridays"}


def test_markdown_columns_render_and_facts_link_to_sessions(example_db):
    html = page(example_db, "/memory/memory")
    assert '<div style="white-space: normal">' in html and "<h2>Facts</h2>" in html
    facts = page(example_db, "/memory/facts", metadata=False)
    # (project, source_session) is a composite key: the plugin links the cell to its row.
    assert f'href="/memory/sessions/payments-api,{REFUNDS}"' in facts
    assert page(example_db, f"/memory/sessions/payments-api,{REFUNDS}", metadata=False)
    journal = page(example_db, "/memory/journal", metadata=False)
    assert f'href="/memory/sessions/payments-api,{REFUNDS}"' in journal


def test_markdown_columns_load_no_images(example_db):
    """An untrusted outcome with a Markdown image must not make the browser call its URL."""
    sqlite_utils.Database(example_db).execute(
        "update journal set outcome = outcome || ' ![beacon](https://tracker.example.invalid/p.png)'"
    ).connection.commit()
    html = page(example_db, "/memory/journal")
    assert "beacon" in html
    assert not re.search(r"<img[^>]*src=[^>]*tracker\.example\.invalid", html)


@pytest.mark.parametrize("metadata", [True, False], ids=["with-metadata", "plain"])
def test_markdown_columns_link_no_bare_file_names(example_db, metadata):
    """Issue 12: `README.md` in an outcome must not become a link to http://README.md."""
    sqlite_utils.Database(example_db).execute(
        "update journal set outcome = outcome || ' See README.md and notes.md, or https://docs.example.com/x.'"
    ).connection.commit()
    html = page(example_db, "/memory/journal", metadata=metadata)
    assert "See README.md and notes.md" in html
    assert "http://README.md" not in html and "http://notes.md" not in html
    assert '<a href="https://docs.example.com/x" rel="nofollow">' in html
    assert '<div style="white-space: normal">' in page(example_db, "/memory/memory", metadata=metadata)
