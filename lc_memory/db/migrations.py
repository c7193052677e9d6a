"""The schema of the disposable memory.db, as ordered, named migrations applied on every open.

One memory.db holds every project of a store: each table has a ``project`` column, and a
row's key is its id within its project (``(project, id)``), since two projects can hold
the same fact (a fact's id is a hash of its text) or the same session name.

``m006_many_projects`` replaced the one-project layout of m001-m005. The db is a cache of
the files, so an older db is not converted: the migration drops its tables and the
importer fills the new ones (``needs_rebuild`` tells it to build the file anew instead).
"""

from __future__ import annotations

from sqlite_utils import Database, Migrations

migrations = Migrations("lc_memory")

# Tables of the one-project layout (m001-m005), dropped by m006.
_OLD_TABLES = (
    "messages_fts", "journal_fts", "facts_fts", "conversations_fts", "_lc_terms", "notes", "observations",
    "facts", "journal", "session_activity", "messages", "memory", "sessions", "_lc_files", "_lc_meta",
)

# Indexes lead with the id, not the project: a lookup by id alone (the recall cache holds
# one project; ids rarely clash across projects) uses them as before, and a lookup by
# (project, id) uses them too, or the primary key.
#
# (project, <column>) -> the row of another table it names, within the same project. SQLite
# knows these composite keys; Datasette links single-column keys only, so the plugin links
# these cells itself (datasette_lc_memory.render_cell).
_SESSION = "foreign key (project, {col}) references sessions (project, id)"
_FACT = "foreign key (project, {col}) references facts (project, id)"

SCHEMA = f"""
create table projects (
   project text primary key,
   folder text,
   path text,
   sessions integer,
   sealed integer,
   pending integer,
   messages integer,
   facts integer,
   last_activity text,
   imported_at text
);
create table sessions (
   project text not null,
   id text not null,
   title text, title_source text, status text, pinned integer, turns integer, messages integer,
   created text, last_activity text, format text, cwd text, sealed integer, forgotten integer,
   path text,
   primary key (project, id)
);
create index idx_sessions_id on sessions (id);
create table messages (
   project text not null,
   id text not null,
   session_id text, turn integer, role text, kind text, name text, content text, ts text,
   typed integer,
   primary key (project, id),
   {_SESSION.format(col="session_id")}
);
create index idx_messages_session_id_turn on messages (session_id, turn);
create table session_activity (
   project text not null,
   session_id text not null,
   asked text, created text, edited text, deleted text, commits text, plan_done text,
   plan_open text, checks text, summary text, files_changed integer, tool_calls integer,
   primary key (project, session_id),
   {_SESSION.format(col="session_id")}
);
create table journal (
   project text not null,
   id integer not null,
   session_id text, at text, sealed_at text, title text, outcome text, files text,
   decisions text, facts text, status text, pinned integer, extractor text, withheld text,
   primary key (project, id),
   {_SESSION.format(col="session_id")}
);
create index idx_journal_session_id on journal (session_id);
create table facts (
   project text not null,
   id text not null,
   text text, kind text, state text, origin text, confidence float, source_session text,
   learned_at text, last_seen text, age_days integer, in_digest integer, superseded_by text,
   sessions text, pinned integer, confirmed_by text, instruction text, decayed integer,
   subject text, said text, credited integer, conflict_with text, history text,
   primary key (project, id),
   {_SESSION.format(col="source_session")},
   {_FACT.format(col="superseded_by")}
);
create index idx_facts_state on facts (state);
create index idx_facts_id on facts (id);
create table observations (
   project text not null,
   id integer not null,
   fact_id text, op text, text text, kind text, session_id text, at text, origin text,
   confidence float, subject text, said text, credited integer, record text,
   primary key (project, id),
   {_SESSION.format(col="session_id")},
   {_FACT.format(col="fact_id")}
);
create index idx_observations_fact_id on observations (fact_id);
create index idx_observations_session_id on observations (session_id);
create table notes (
   project text not null,
   id text not null,
   text text, kind text, state text, said text, credited integer, confirmed_by text,
   source_session text, learned_at text, age_days integer, in_digest integer,
   primary key (project, id),
   {_SESSION.format(col="source_session")},
   {_FACT.format(col="id")}
);
create table memory (
   project text primary key,
   markdown text, tokens integer, path text, imported_at text
);
create table _lc_files (
   project text not null,
   path text primary key,
   size integer,
   mtime_ns integer
);
create index idx_lc_files_project on _lc_files (project);
create table _lc_meta (
   project text not null default '',
   key text not null,
   value text,
   primary key (project, key)
);
create table _lc_terms (term text primary key) without rowid;
create virtual table conversations_fts using fts5(
   conversation, content='', tokenize='unicode61 remove_diacritics 0', detail=none
);
"""


@migrations()
def m006_many_projects(db: Database) -> None:
    # Every project of a store in one db. Older dbs (one project, no project column) are
    # dropped: the importer fills these tables from the files.
    #
    # _lc_files: which store files the db was built from (incremental imports).
    # _lc_meta: what the importer keeps between runs (the last fold, message counts), per project.
    # conversations_fts: Search Sessions' index, one document per session (rowid = the
    # session's rowid): the distinct runs of ASCII letters and digits of its conversation,
    # lowercased; detail=none; contentless (the importer keeps it in step with messages).
    # _lc_terms: every term it holds, so a word is looked up as a substring of terms.
    for name in _OLD_TABLES:
        db.execute(f"drop table if exists [{name}]")
    for statement in SCHEMA.split(";\n"):  # not executescript: it would commit the migration's transaction
        if statement.strip():
            db.execute(statement)
    db["messages"].enable_fts(["content"], create_triggers=True, tokenize="porter")
    db["journal"].enable_fts(["title", "outcome"], create_triggers=True, tokenize="porter")
    db["facts"].enable_fts(["text", "said"], create_triggers=True, tokenize="porter")


def needs_rebuild(db: Database) -> bool:
    """The db predates the current layout (m006 pending on a db that has tables): it is
    built anew rather than migrated in place."""
    if not db["sessions"].exists():
        return False
    return any(m.name == "m006_many_projects" for m in migrations.pending(db))


@migrations()
def m007_journal_sentences(db: Database) -> None:
    # A journal line's sentences with their sources and fact links (JSON array, records.Sentence).
    db["journal"].add_column("sentences", str)


@migrations()
def m008_teammates(db: Database) -> None:
    # A journal line that arrived through git (lc_memory/write/team.py): the author of the commit
    # that added it, as data; null for the store's own lines.
    db["journal"].add_column("teammate", str)


def migrate(db: Database) -> None:
    migrations.apply(db)
