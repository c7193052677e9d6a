"""The schema of the disposable memory.db, as ordered, named migrations applied on every open."""

from __future__ import annotations

from sqlite_utils import Database, Migrations

migrations = Migrations("lc_memory")


@migrations()
def m001_initial(db: Database) -> None:
    db["sessions"].create(
        {
            "id": str, "title": str, "title_source": str, "status": str, "pinned": int,
            "turns": int, "messages": int, "created": str, "last_activity": str,
            "format": str, "cwd": str, "sealed": int, "forgotten": int, "path": str,
        },
        pk="id",
    )
    db["messages"].create(
        {
            "id": str, "session_id": str, "turn": int, "role": str, "kind": str,
            "name": str, "content": str, "ts": str, "typed": int,
        },
        pk="id",
        foreign_keys=[("session_id", "sessions", "id")],
    )
    db["messages"].create_index(["session_id", "turn"])
    db["journal"].create(
        {
            "id": int, "session_id": str, "at": str, "sealed_at": str, "title": str,
            "outcome": str, "files": str, "decisions": str, "facts": str, "status": str,
            "pinned": int, "extractor": str,
        },
        pk="id",
        foreign_keys=[("session_id", "sessions", "id")],
    )
    db["facts"].create(
        {
            "id": str, "text": str, "kind": str, "state": str, "origin": str,
            "confidence": float, "source_session": str, "learned_at": str, "last_seen": str,
            "age_days": int, "in_digest": int, "superseded_by": str, "sessions": str,
            "pinned": int, "confirmed_by": str, "instruction": str, "decayed": int,
            "subject": str, "said": str, "credited": int, "conflict_with": str, "history": str,
        },
        pk="id",
        foreign_keys=[("source_session", "sessions", "id"), ("superseded_by", "facts", "id")],
    )
    db["observations"].create(
        {
            "id": int, "fact_id": str, "op": str, "text": str, "kind": str, "session_id": str,
            "at": str, "origin": str, "confidence": float, "subject": str, "said": str,
            "credited": int, "record": str,
        },
        pk="id",
        foreign_keys=[("session_id", "sessions", "id"), ("fact_id", "facts", "id")],
    )
    db["observations"].create_index(["fact_id"])
    db["notes"].create(
        {
            "id": str, "text": str, "kind": str, "state": str, "said": str, "credited": int,
            "confirmed_by": str, "source_session": str, "learned_at": str, "age_days": int,
            "in_digest": int,
        },
        pk="id",
        foreign_keys=[("source_session", "sessions", "id"), ("id", "facts", "id")],
    )
    db["memory"].create(
        {"project": str, "markdown": str, "tokens": int, "path": str, "imported_at": str},
        pk="project",
    )
    # Which store files the db was built from, for incremental imports.
    db["_lc_files"].create({"path": str, "size": int, "mtime_ns": int}, pk="path")
    db["messages"].enable_fts(["content"], create_triggers=True, tokenize="porter")
    db["journal"].enable_fts(["title", "outcome"], create_triggers=True, tokenize="porter")
    db["facts"].enable_fts(["text", "said"], create_triggers=True, tokenize="porter")


@migrations()
def m002_meta_and_provenance_indexes(db: Database) -> None:
    # What the importer needs to know between runs (the last fold, the message count).
    db["_lc_meta"].create({"key": str, "value": str}, pk="key")
    db["journal"].create_index(["session_id"])
    db["observations"].create_index(["session_id"])
    db["facts"].create_index(["state"])


@migrations()
def m003_session_activity(db: Database) -> None:
    # What each session did, from its tool calls (lc_memory.activity); lists are JSON arrays.
    db["session_activity"].create(
        {
            "session_id": str, "asked": str, "created": str, "edited": str, "deleted": str,
            "commits": str, "plan_done": str, "plan_open": str, "checks": str, "summary": str,
            "files_changed": int, "tool_calls": int,
        },
        pk="session_id",
        foreign_keys=[("session_id", "sessions", "id")],
    )


@migrations()
def m004_journal_withheld(db: Database) -> None:
    # Sentences the guard cut from a session's outcome, decisions, title or files (JSON array).
    db["journal"].add_column("withheld", str)


@migrations()
def m005_conversations_fts(db: Database) -> None:
    # Search Sessions' index. conversations_fts: one document per session (rowid = the
    # session's rowid), the distinct runs of ASCII letters and digits of its conversation,
    # lowercased; detail=none (which sessions hold a term, nothing more); contentless (the
    # text is in messages; the importer keeps it in step). _lc_terms: every term it holds,
    # so a word can be looked up as a substring of terms, then the terms in the index.
    db.execute(
        "create virtual table conversations_fts using fts5("
        "conversation, content='', tokenize='unicode61 remove_diacritics 0', detail=none)"
    )
    db.execute("create table _lc_terms (term text primary key) without rowid")
    from .importer import fill_conversations  # a db from before this migration: filled once

    fill_conversations(db.conn)


@migrations()
def m006_journal_sentences(db: Database) -> None:
    # A journal line's sentences with their sources and fact links (JSON array, records.Sentence).
    db["journal"].add_column("sentences", str)


def migrate(db: Database) -> None:
    migrations.apply(db)
