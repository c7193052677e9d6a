"""Datasette plugin for lc-memory: the Project memory page (installed as datasette_lc_memory).

Hooks only; the page's rules live in ``page``, who may write in ``access``, where an
action may come from in ``csrf``, the store lookup in ``locate``, the one function that
applies an action in ``write``, the routes in ``views`` and the canned queries in ``queries``.
"""

from __future__ import annotations

from datasette import hookimpl
from markupsafe import Markup, escape

from . import access, views
from .page import ACTIONS, actions_for
from .queries import QUERIES
from .render import render_memory_markdown
from .tables import metadata_for

ITEM_TABLES = ("facts", "notes")
# Markdown columns the plugin renders itself in a memory db: no image src, no bare-name links.
MARKDOWN_COLUMNS = {("memory", "markdown"), ("journal", "outcome")}
SECTION_OF_TABLE = {"facts": "facts", "notes": "notes", "sessions": "sessions", "journal": "sessions"}
# Columns that name a row of another table in the same project: a composite key
# ((project, column) -> (project, id)), which Datasette does not link, so the plugin does.
LINKED_COLUMNS = {
    ("messages", "session_id"): "sessions", ("journal", "session_id"): "sessions",
    ("session_activity", "session_id"): "sessions", ("observations", "session_id"): "sessions",
    ("observations", "fact_id"): "facts", ("facts", "source_session"): "sessions",
    ("facts", "superseded_by"): "facts", ("notes", "source_session"): "sessions",
}


@hookimpl
def register_routes():
    verbs = "|".join(ACTIONS)
    return [
        (r"^/-/memory$", views.index),
        (r"^/-/memory/(?P<project>[^/]+)$", views.project_page),
        (r"^/(?P<database>[^/]+)/-/memory$", views.database_index),
        (r"^/(?P<database>[^/]+)/-/memory/(?P<project>[^/]+)$", views.database_page),
        (rf"^/(?P<database>[^/]+)/-/memory/(?P<project>[^/]+)/(?P<action>{verbs})$", views.action),
    ]


@hookimpl
def permission_allowed(actor, action):
    # Default deny: only root gets lc-memory-write from this plugin.
    return access.grants_write(actor, action)


@hookimpl
def canned_queries(datasette, database):
    """lc-memory's canned queries, for every database it built (whatever the file's name)."""

    async def inner():
        if not await views.is_memory_database(datasette, database):
            return {}
        return {name: dict(query) for name, query in QUERIES.items()}

    return inner


@hookimpl
def menu_links(datasette):
    async def inner():
        if not await views.memory_databases(datasette):
            return []
        return [{"href": datasette.urls.path("/-/memory"), "label": "Project memory"}]

    return inner


@hookimpl
def database_actions(datasette, database):
    async def inner():
        if not await views.is_memory_database(datasette, database):
            return []
        return [{"href": views.projects_url(datasette, database), "label": "Project memory"}]

    return inner


@hookimpl
def table_actions(datasette, database, table):
    async def inner():
        if table not in SECTION_OF_TABLE or not await views.is_memory_database(datasette, database):
            return []
        return [{"href": views.projects_url(datasette, database),
                 "label": "Review and change these in Project memory (pick a project)"}]

    return inner


@hookimpl
def get_metadata(datasette, key, database, table):
    """Titles and descriptions of every lc-memory database's tables (internal ``_lc_*``
    tables hidden), so a plain ``datasette memory.db`` has them without ``-m``; a metadata
    file given with ``-m`` still wins."""
    return metadata_for(datasette)


@hookimpl(tryfirst=True)
def render_cell(row, value, column, table, database, datasette):
    """The ``state`` cell of facts and notes carries that row's action links (row actions);
    a cell naming another row of the same project links to it; MEMORY.md and journal
    outcomes render as the page renders them. First among plugins, so
    datasette-render-markdown's own rendering (which links ``README.md``) does not win."""
    if (table, column) in MARKDOWN_COLUMNS and isinstance(value, str):

        async def markdown():
            if not await views.is_memory_database(datasette, database):
                return None
            return render_memory_markdown(value)

        return markdown
    keys = row.keys()
    if (table, column) in LINKED_COLUMNS and isinstance(value, str) and value and "project" in keys:

        async def link():
            if not await views.is_memory_database(datasette, database):
                return None
            href = datasette.urls.row(database, LINKED_COLUMNS[table, column], views.row_path(row["project"], value))
            return Markup(f'<a href="{escape(href)}">{escape(value)}</a>')

        return link
    if table not in ITEM_TABLES or column != "state" or not isinstance(value, str):
        return None
    if "id" not in keys or "project" not in keys:
        return None

    async def inner():
        if not await views.is_memory_database(datasette, database):
            return None
        pinned = bool(row["pinned"]) if "pinned" in keys else False
        links = " · ".join(
            f'<a href="{escape(views.action_url(datasette, database, row["project"], a, id=str(row["id"])))}">'
            f"{escape(ACTIONS[a][0].lower())}</a>"
            for a in actions_for(value, pinned)
        )
        return Markup(f'{escape(value)}<br><small class="lcm-row-actions">{links}</small>')

    return inner
