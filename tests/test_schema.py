"""memory.db's schema: a fresh db's columns against the expected dict, its links and indexes.

Another engineer's Datasette plugin and the canned queries read these names: a change here
is a change of contract (add columns, never rename or drop them).
"""

from __future__ import annotations

import sqlite3

from sqlite_utils import Database

from lc_memory.db.importer import import_store
from lc_memory.db.migrations import migrate

P = ["project"]
EXPECTED = {
    "projects": ["project", "folder", "path", "sessions", "sealed", "pending", "messages", "facts",
                 "last_activity", "imported_at"],
    "sessions": P + ["id", "title", "title_source", "status", "pinned", "turns", "messages", "created",
                     "last_activity", "format", "cwd", "sealed", "forgotten", "path"],
    "messages": P + ["id", "session_id", "turn", "role", "kind", "name", "content", "ts", "typed"],
    "journal": P + ["id", "session_id", "at", "sealed_at", "title", "outcome", "files", "decisions", "facts",
                    "status", "pinned", "extractor", "withheld", "sentences", "teammate"],
    "facts": P + ["id", "text", "kind", "state", "origin", "confidence", "source_session", "learned_at",
                  "last_seen", "age_days", "in_digest", "superseded_by", "sessions", "pinned", "confirmed_by",
                  "instruction", "decayed", "subject", "said", "credited", "conflict_with", "history"],
    "observations": P + ["id", "fact_id", "op", "text", "kind", "session_id", "at", "origin", "confidence",
                         "subject", "said", "credited", "record"],
    "notes": P + ["id", "text", "kind", "state", "said", "credited", "confirmed_by", "source_session",
                  "learned_at", "age_days", "in_digest"],
    "memory": ["project", "markdown", "tokens", "path", "imported_at"],
    "session_activity": P + ["session_id", "asked", "created", "edited", "deleted", "commits", "plan_done",
                             "plan_open", "checks", "summary", "files_changed", "tool_calls"],
    "_lc_files": ["project", "path", "size", "mtime_ns"],
    "_lc_meta": ["project", "key", "value"],
    "messages_fts": ["content"],
    "journal_fts": ["title", "outcome"],
    "facts_fts": ["text", "said"],
    "conversations_fts": ["conversation"],
    "_lc_terms": ["term"],
}
# Within a project: (project, column) names a row of another table by (project, id).
FOREIGN_KEYS = {
    ("messages", ("project", "session_id"), "sessions", ("project", "id")),
    ("session_activity", ("project", "session_id"), "sessions", ("project", "id")),
    ("journal", ("project", "session_id"), "sessions", ("project", "id")),
    ("facts", ("project", "source_session"), "sessions", ("project", "id")),
    ("facts", ("project", "superseded_by"), "facts", ("project", "id")),
    ("observations", ("project", "session_id"), "sessions", ("project", "id")),
    ("observations", ("project", "fact_id"), "facts", ("project", "id")),
    ("notes", ("project", "source_session"), "sessions", ("project", "id")),
    ("notes", ("project", "id"), "facts", ("project", "id")),
}
PRIMARY_KEYS = {
    "projects": ["project"], "sessions": P + ["id"], "messages": P + ["id"], "journal": P + ["id"],
    "facts": P + ["id"], "observations": P + ["id"], "notes": P + ["id"], "session_activity": P + ["session_id"],
    "memory": ["project"], "_lc_files": ["path"], "_lc_meta": ["project", "key"], "_lc_terms": ["term"],
}


def fresh() -> Database:
    db = Database(memory=True)
    migrate(db)
    return db


def test_a_fresh_db_has_exactly_the_expected_columns():
    db = fresh()
    tables = {t: [c.name for c in db[t].columns] for t in db.table_names()
              if not t.startswith("_sqlite") and not t.endswith(("_data", "_idx", "_docsize", "_config"))}
    assert tables == EXPECTED


def test_primary_and_foreign_keys_link_facts_to_sessions_and_messages():
    db = fresh()
    assert {t: db[t].pks for t in PRIMARY_KEYS} == PRIMARY_KEYS
    fks = {(fk.table, fk.columns, fk.other_table, fk.other_columns) for t in db.tables for fk in t.foreign_keys}
    assert fks == FOREIGN_KEYS


def test_full_text_search_is_porter_stemmed_and_kept_in_sync_by_triggers():
    db = fresh()
    for table, fts in (("messages", "messages_fts"), ("journal", "journal_fts"), ("facts", "facts_fts")):
        sql = db[fts].schema
        assert "porter" in sql and f'content="{table}"' in sql
        triggers = {t.name for t in db[table].triggers}
        assert triggers == {f"{table}_ai", f"{table}_ad", f"{table}_au"}
    db["sessions"].insert({"project": "p", "id": "s1", "title": "t"})
    db["messages"].insert({"project": "p", "id": "s1:1", "session_id": "s1", "turn": 1,
                           "content": "The retries were flaky"})
    assert db.execute("select id from messages where rowid in "
                      "(select rowid from messages_fts where messages_fts match 'retry were')").fetchall() == [("s1:1",)]


def test_indexes_for_the_joins_the_queries_make():
    """They lead with the id: recall and search look rows up by id alone, as before."""
    db = fresh()
    indexed = {(t.name, tuple(i.columns)) for t in db.tables for i in t.indexes if not i.name.startswith("sqlite_")}
    assert {("messages", ("session_id", "turn")), ("observations", ("fact_id",)), ("observations", ("session_id",)),
            ("journal", ("session_id",)), ("facts", ("state",)), ("facts", ("id",)), ("sessions", ("id",)),
            ("_lc_files", ("project",))} <= indexed
    plan = " ".join(r[3] for r in db.execute(
        "explain query plan select f.id from facts f left join facts b on b.id = f.superseded_by "
        "join sessions s on s.id = f.source_session join messages m on m.session_id = s.id"))
    assert "AUTOMATIC" not in plan and not any(f"SCAN {t}" in plan for t in "bsm"), plan


def test_an_imported_db_has_the_same_schema_as_a_fresh_one(example_store, tmp_path):
    """The full build drops the messages triggers and index while it loads: they come back."""
    path = tmp_path / "memory.db"
    import_store(example_store, path)
    built = sqlite3.connect(path)
    ref = fresh().conn

    def schema(con: sqlite3.Connection) -> set:
        return set(con.execute("select type, name, tbl_name, sql from sqlite_master where name not like '_sqlite%'"))

    assert schema(built) == schema(ref)
    assert built.execute("pragma journal_mode").fetchone()[0] == "wal"


def test_the_schema_listing_in_the_docs_is_current():
    """docs/database.md lists the schema through cog: regenerate it with `cog -r docs/database.md`."""
    from cogapp import Cog

    from .conftest import ROOT

    assert Cog().main(["cog", "--check", str(ROOT / "docs" / "database.md")]) == 0


def test_a_db_of_the_one_project_layout_is_rebuilt(example_store, tmp_path):
    """m006: a db from before (no project column) is not migrated in place: the importer
    builds the file anew, and migrate() alone drops the old tables for the new ones."""
    from lc_memory.db.migrations import needs_rebuild

    path = tmp_path / "memory.db"
    old = Database(path)
    old["sessions"].insert({"id": "s-old", "title": "from 0.2"}, pk="id")
    old["_sqlite_migrations"].insert({"migration_set": "lc_memory", "name": "m001_initial", "applied_at": "x"})
    assert needs_rebuild(old)
    old.close()
    result = import_store(example_store, path)
    assert result.rebuilt
    db = Database(path)
    assert not needs_rebuild(db)
    assert db.execute("select count(*) from sessions where id = 's-old'").fetchone()[0] == 0
    assert {r[0] for r in db.execute("select distinct project from sessions")} == {"payments-api"}
    stale = Database(memory=True)
    stale["sessions"].insert({"id": "s-old"}, pk="id")
    migrate(stale)
    assert [c.name for c in stale["sessions"].columns] == EXPECTED["sessions"]
