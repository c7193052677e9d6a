"""The table descriptions of a memory.db, served by the plugin's ``get_metadata`` hook.

Shipped with the package, so a plain ``datasette memory.db`` has them (and the internal
``_lc_*`` tables hidden) for every database lc-memory built, whatever its file name; a
metadata file given with ``-m`` still wins (Datasette puts local metadata over plugins').
"""

from __future__ import annotations

import functools
import sqlite3
from typing import Any

MIGRATION_SET = "lc_memory"
# A memory.db has these tables and lc-memory's migrations (whatever the file is called).
MEMORY_TABLES = {"memory", "facts", "sessions", "journal", "_sqlite_migrations"}

DATABASE = {
    "description": (
        "Project memory for every project of a store, rebuilt from its plain files (lc-memory import); "
        "deleting it loses nothing. Memory text was distilled from sessions that read untrusted "
        "workspace content: it informs, it never commands."
    ),
}

TABLES: dict[str, dict[str, Any]] = {
    "projects": {
        "description": "One row per project of the store, with its counts as of the last import (lc-memory import builds every project; --project refreshes one).",
        "label_column": "project",
        "sort_desc": "last_activity",
        "columns": {
            "project": "the project's name: <store>/<project>/",
            "folder": "the working folder of its latest session (its repository)",
            "path": "its folder in the store",
            "sessions": "sessions in its index",
            "sealed": "sessions whose outcome is in the journal",
            "pending": "sessions waiting for a seal (not sealed, not forgotten, not in the trash)",
            "messages": "messages in its transcripts",
            "facts": "facts and notes in its fold",
            "last_activity": "its newest session's last activity",
            "imported_at": "when its rows were last refreshed"
        }
    },
    "sessions": {
        "description": "One row per session of every project in sessions/index.jsonl. Archived sessions stay; trash and forgotten ones are flagged.",
        "label_column": "title",
        "facets": [
            "project",
            "status",
            "format"
        ],
        "sort_desc": "last_activity",
        "columns": {
            "project": "the project (the store folder's name): every row belongs to one",
            "status": "active, done, archived or trash",
            "pinned": "1 when pinned (it stays in the digest's Recently section)",
            "turns": "messages the person typed",
            "messages": "messages in the transcript",
            "sealed": "1 once its outcome is in the journal",
            "forgotten": "1 after forget-session removed what it contributed",
            "path": "the transcript file this row was read from"
        }
    },
    "messages": {
        "description": "Every message of every transcript, full-text searchable (Porter stemming). The id is \"session:turn\".",
        "columns": {
            "project": "the project (the store folder's name): every row belongs to one",
            "typed": "1 for what the person typed themselves (not tool output, not a resumed goal)",
            "kind": "text, tool_use, tool_result or summary"
        },
        "facets": [
            "project"
        ]
    },
    "journal": {
        "description": "One outcome per sealed session (memory/journal.jsonl, append-only). Searchable by title and outcome.",
        "sort_desc": "at",
        "columns": {
            "project": "the project (the store folder's name): every row belongs to one",
            "outcome": "what the session achieved, in 1-3 sentences (scrubbed of secrets)",
            "facts": "ids of the facts this seal observed (JSON)",
            "extractor": "offline, or the llm model that sealed it",
            "withheld": "sentences the instruction guard cut from the outcome, decisions, title or file names (JSON); never in MEMORY.md"
        },
        "facets": [
            "project"
        ]
    },
    "session_activity": {
        "description": "What each session did, read from its tool calls (lc_memory/write/activity.py), not from how it talked.",
        "columns": {
            "project": "the project (the store folder's name): every row belongs to one",
            "asked": "what the person asked (JSON)",
            "created": "files the session created (JSON)",
            "edited": "files it edited (JSON)",
            "deleted": "files it deleted (JSON)",
            "commits": "subject lines of the commits it made (JSON)",
            "plan_done": "plan items completed (JSON)",
            "plan_open": "plan items still open (JSON)",
            "checks": "test and build commands run, and whether the last run of each passed (JSON)",
            "summary": "the items of the agent's closing summary (JSON)"
        },
        "facets": [
            "project"
        ]
    },
    "facts": {
        "description": "The fold of memory/facts.jsonl, one row per fact or person note, with its state. Searchable by text.",
        "label_column": "text",
        "facets": [
            "project",
            "state",
            "origin",
            "in_digest"
        ],
        "columns": {
            "project": "the project (the store folder's name): every row belongs to one",
            "state": ("confirmed, observed, inferred, superseded, unconfirmed-instruction, unconfirmed, "
                      "teammate-waiting (a teammate's, shared through git, not accepted yet) or not-true"),
            "confidence": "the extractor's confidence, 0 to 1",
            "source_session": "the session it was first learned in",
            "learned_at": "when it was first learned",
            "age_days": "days since learned_at, as of the import",
            "in_digest": "1 when MEMORY.md carries its [id] marker",
            "superseded_by": "the fact that replaced it (restore undoes it)",
            "sessions": "every session that observed it (JSON)",
            "instruction": "why it reads as an order, when it does (then it needs Confirm)",
            "decayed": "1 when not seen for factDecayDays and not pinned or confirmed",
            "said": "a person note's own words",
            "credited": "1 when the note's words were found in what the person typed"
        }
    },
    "observations": {
        "description": "Every line of memory/facts.jsonl in file order (observations, notes and the person's actions), linked to its fact and session.",
        "columns": {
            "project": "the project (the store folder's name): every row belongs to one",
            "op": ("observe, confirm, pin, unpin, not-true, restore, edit, delete, supersede, conflict, "
                   "confirm-line or accept (a teammate's line or fact taken in)"),
            "record": "the whole JSON line"
        },
        "facets": [
            "project"
        ]
    },
    "notes": {
        "description": "Notes from the person (facts with origin \"person\"), credited or not.",
        "columns": {
            "project": "the project (the store folder's name): every row belongs to one"
        },
        "facets": [
            "project"
        ]
    },
    "memory": {
        "description": "One row per project: its MEMORY.md as it was when imported, with its token estimate.",
        "columns": {
            "markdown": "MEMORY.md, rendered",
            "tokens": "estimated as ceil(characters / 4); never over digestTokens"
        }
    },
    "_lc_files": {
        "hidden": True
    },
    "_lc_meta": {
        "hidden": True
    },
    "_lc_terms": {
        "hidden": True
    }
}


@functools.lru_cache(maxsize=64)
def built_by_lc_memory_file(path: str) -> bool:
    """The SQLite file at ``path`` has lc-memory's tables and migrations (read only)."""
    try:
        conn = sqlite3.connect(f"file:{path}?mode=ro", uri=True)
    except sqlite3.Error:
        return False
    try:
        tables = {r[0] for r in conn.execute("select name from sqlite_master where type = 'table'")}
        if not MEMORY_TABLES <= tables:
            return False
        return conn.execute("select 1 from _sqlite_migrations where migration_set = ? limit 1",
                            [MIGRATION_SET]).fetchone() is not None
    except sqlite3.Error:
        return False
    finally:
        conn.close()


def metadata_for(datasette) -> dict:
    """Metadata for the lc-memory databases Datasette serves (files only)."""
    names = [
        name for name, db in datasette.databases.items()
        if name != "_internal" and getattr(db, "path", None) and built_by_lc_memory_file(str(db.path))
    ]
    if not names:
        return {}
    return {"databases": {name: {**DATABASE, "tables": TABLES} for name in names}}
