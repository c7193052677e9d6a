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

ITEM_TABLES = ("facts", "notes")
# Markdown columns the plugin renders itself in a memory db: no image src, no bare-name links.
MARKDOWN_COLUMNS = {("memory", "markdown"), ("journal", "outcome")}
SECTION_OF_TABLE = {"facts": "facts", "notes": "notes", "sessions": "sessions", "journal": "sessions"}


@hookimpl
def register_routes():
    verbs = "|".join(ACTIONS)
    return [
        (r"^/-/memory$", views.index),
        (r"^/(?P<database>[^/]+)/-/memory$", views.database_page),
        (rf"^/(?P<database>[^/]+)/-/memory/(?P<action>{verbs})$", views.action),
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
        return [{"href": views.page_url(datasette, database), "label": "Project memory"}]

    return inner


@hookimpl
def table_actions(datasette, database, table):
    async def inner():
        if table not in SECTION_OF_TABLE or not await views.is_memory_database(datasette, database):
            return []
        href = f"{views.page_url(datasette, database)}#{SECTION_OF_TABLE[table]}"
        return [{"href": href, "label": "Review and change these in Project memory"}]

    return inner


@hookimpl(tryfirst=True)
def render_cell(row, value, column, table, database, datasette):
    """The ``state`` cell of facts and notes carries that row's action links (row actions);
    MEMORY.md and journal outcomes render as the page renders them. First among plugins, so
    datasette-render-markdown's own rendering (which links ``README.md``) does not win."""
    if (table, column) in MARKDOWN_COLUMNS and isinstance(value, str):

        async def markdown():
            if not await views.is_memory_database(datasette, database):
                return None
            return render_memory_markdown(value)

        return markdown
    if table not in ITEM_TABLES or column != "state" or not isinstance(value, str):
        return None
    keys = row.keys()
    if "id" not in keys:
        return None

    async def inner():
        if not await views.is_memory_database(datasette, database):
            return None
        pinned = bool(row["pinned"]) if "pinned" in keys else False
        links = " · ".join(
            f'<a href="{escape(views.action_url(datasette, database, a, id=str(row["id"])))}">'
            f"{escape(ACTIONS[a][0].lower())}</a>"
            for a in actions_for(value, pinned)
        )
        return Markup(f'{escape(value)}<br><small class="lcm-row-actions">{links}</small>')

    return inner
