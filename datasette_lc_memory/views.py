"""The plugin's routes: the projects, each project's memory page and its action endpoints.

``/-/memory`` lists the projects of every memory database, with their counts;
``/-/memory/<project>`` is a project's page (in the memory database that holds it).
``/<db>/-/memory`` lists one database's projects, ``/<db>/-/memory/<project>`` is the page,
and ``/<db>/-/memory/<project>/<action>`` shows a small confirmation form on GET (the target
of the table's row links) and does the action on POST: origin, permission, token (``csrf``),
then ``write.apply`` through ``Memory`` for that project (files, then MEMORY.md and that
project's rows of memory.db), then a 303 back to the page with a message.

A project in a URL is only ever a name looked up in the database's ``projects`` table:
anything else is a 404, never a path.
"""

from __future__ import annotations

import asyncio
import json
import re
import threading
from urllib.parse import quote, urlencode

from datasette import Forbidden, NotFound, Response
from datasette.utils import tilde_decode, tilde_encode
from datasette.utils.asgi import BadRequest

from lc_memory import LcMemoryError
from lc_memory import NotFound as MemoryNotFound

from . import csrf
from . import page as page_model
from .access import PLUGIN, can_write
from .locate import store_for
from .render import render_memory_markdown
from .tables import MEMORY_TABLES, MIGRATION_SET
from .write import apply

INFO, ERROR = 1, 3  # Datasette's message types
# The page must not be framed by another page (a click there would be a same-origin POST).
FRAME_HEADERS = {"X-Frame-Options": "DENY", "Content-Security-Policy": "frame-ancestors 'none'"}
_refresh_locks: dict[str, threading.Lock] = {}


async def built_by_lc_memory(db) -> bool:
    """The db has lc-memory's tables and its migrations ran there."""
    if not MEMORY_TABLES <= set(await db.table_names()):
        return False
    found = await db.execute(
        "select 1 from _sqlite_migrations where migration_set = ? limit 1", [MIGRATION_SET]
    )
    return bool(found.rows)


async def memory_databases(datasette) -> list[str]:
    """Names of the attached databases that lc-memory built."""
    return [
        name for name, db in datasette.databases.items()
        if name != "_internal" and await built_by_lc_memory(db)
    ]


async def is_memory_database(datasette, name: str | None) -> bool:
    if not name or name not in datasette.databases or name == "_internal":
        return False
    return await built_by_lc_memory(datasette.get_database(name))


def projects_url(datasette, database: str) -> str:
    return datasette.urls.database(database) + "/-/memory"


def page_url(datasette, database: str, project: str) -> str:
    return f"{projects_url(datasette, database)}/{tilde_encode(project)}"


def action_url(datasette, database: str, project: str, action: str, **params: str) -> str:
    url = f"{page_url(datasette, database, project)}/{action}"
    return url + ("?" + urlencode(params) if params else "")


def row_path(*pks: str) -> str:
    """A row's path part in Datasette URLs: its primary key values, tilde-encoded, comma-joined."""
    return ",".join(tilde_encode(str(v)) for v in pks)


# Browsers drop TAB and newlines anywhere in a URL, and spaces and controls at its ends:
# "/\t/evil.example" is "//evil.example" to them. So those go before the checks.
_INVISIBLE = re.compile(r"[\x00-\x20\x7f-\x9f\s]")
_URL_SAFE = "/?#&=;:@!$'()*+,~%-._"


def safe_next(value: str | None, default: str) -> str:
    """A path on this site to go back to (``/...``); anything else is ``default``.

    Refused, after dropping control characters and whitespace: ``//host``, ``/\\host``,
    any backslash, a scheme (``https:``, ``javascript:``), and anything not starting with ``/``.
    """
    path = _INVISIBLE.sub("", value or "")
    if not path.startswith("/") or path.startswith("//") or "\\" in path:
        return default
    if ":" in path.split("?", 1)[0].split("#", 1)[0]:
        return default
    return quote(path, safe=_URL_SAFE)


async def _database(datasette, request) -> str:
    name = tilde_decode(request.url_vars["database"])
    if not await is_memory_database(datasette, name):
        raise NotFound(f"{name} is not a memory database (build one with lc-memory import)")
    await _may_view(datasette, request, name)
    return name


async def _may_view(datasette, request, name: str) -> None:
    await datasette.ensure_permissions(
        request.actor,
        [("view-table", (name, "facts")), ("view-database", name), "view-instance"],
    )


async def _project(datasette, request, name: str) -> str:
    """The URL's project, when the database holds it (a name from its projects table)."""
    project = tilde_decode(request.url_vars["project"])
    if project not in await database_projects(datasette.get_database(name)):
        raise NotFound(f"no project {project!r} in {name} (lc-memory import builds every project of the store)")
    return project


async def database_projects(db) -> list[str]:
    return [r[0] for r in (await db.execute("select project from projects order by project")).rows]


async def _project_rows(datasette, names: list[str]) -> list[dict]:
    """Every project of these databases, with its counts and its page's address."""
    out = []
    for name in names:
        for row in await _rows(datasette.get_database(name), "select * from projects order by last_activity desc"):
            out.append({**row, "database": name, "url": page_url(datasette, name, row["project"])})
    return out


async def _rows(db, sql: str, params: list | None = None) -> list[dict]:
    return [dict(r) for r in (await db.execute(sql, params or [])).rows]


async def _memory_row(db, project: str) -> dict | None:
    rows = await _rows(db, "select * from memory where project = ?", [project])
    return rows[0] if rows else None


def _session_links(datasette, database: str, project: str):
    def links(session_id: str) -> dict[str, str]:
        return {
            "row": datasette.urls.row(database, "sessions", row_path(project, session_id)),
            "messages": datasette.urls.table(database, "messages")
            + "?"
            + urlencode({"project": project, "session_id": session_id, "_sort": "turn"}),
        }

    return links


async def index(datasette, request):
    """``/-/memory``: the projects of every memory database."""
    await datasette.ensure_permissions(request.actor, ["view-instance"])
    names = []
    for name in await memory_databases(datasette):
        if await datasette.permission_allowed(request.actor, "view-database", resource=name, default=True):
            names.append(name)
    return await _projects_page(datasette, request, names)


async def database_index(datasette, request):
    """``/<db>/-/memory``: the projects of one memory database."""
    return await _projects_page(datasette, request, [await _database(datasette, request)])


async def _projects_page(datasette, request, names: list[str]):
    context = {"databases": names, "projects": await _project_rows(datasette, names), "when": page_model.when,
               "plural": page_model.plural}
    html = await datasette.render_template("lc_memory_index.html", context, request=request)
    return Response.html(html, headers=dict(FRAME_HEADERS))


async def project_page(datasette, request):
    """``/-/memory/<project>``: the page, from the memory database that holds the project."""
    project = tilde_decode(request.url_vars["project"])
    for name in await memory_databases(datasette):
        if project in await database_projects(datasette.get_database(name)):
            await _may_view(datasette, request, name)
            return await _render_page(datasette, request, name, project)
    raise NotFound(f"no project {project!r} in a memory database (lc-memory import builds every project)")


async def database_page(datasette, request):
    """``/<db>/-/memory/<project>``."""
    name = await _database(datasette, request)
    return await _render_page(datasette, request, name, await _project(datasette, request, name))


async def _render_page(datasette, request, name: str, project: str):
    db = datasette.get_database(name)
    memory = await _memory_row(db, project)
    where = [project]
    built = page_model.build(
        memory,
        await _rows(db, "select * from facts where project = ? order by rowid", where),
        await _rows(db, "select * from sessions where project = ?", where),
        await _rows(db, "select * from journal where project = ? order by id", where),
        {json.loads(r["record"]).get("id") for r in await _rows(
            db, "select record from observations where op = 'confirm-line' and project = ?", where)},
        await _team_rows(db, project),
    )
    context = {
        **await _context(datasette, request, name, project),
        "page": built,
        "sections": page_model.SECTIONS,
        "actions": page_model.ACTIONS,
        "markdown_html": render_memory_markdown(built.markdown),
        "action_url": lambda action: action_url(datasette, name, project, action),
        "short_path": page_model.short_path,
        "when": page_model.when,
    }
    html = await datasette.render_template(
        "lc_memory.html", context, request=request, view_name="lc_memory"
    )
    return _page_response(datasette, request, html, context)


async def _team_rows(db, project: str) -> list[dict]:
    """The teammates' lines and facts the importer kept for the page (``_lc_meta`` "team")."""
    rows = await _rows(db, "select value from _lc_meta where project = ? and key = 'team'", [project])
    try:
        value = json.loads(rows[0]["value"]) if rows else []
    except (TypeError, ValueError):
        return []
    return value if isinstance(value, list) else []


async def _context(datasette, request, name: str, project: str) -> dict:
    """What the page and the action form both show: the db and project, who may write, the
    helpers, and for a writer the form token (with the session secret it was made from)."""
    db = datasette.get_database(name)
    writer = db.is_mutable and await can_write(datasette, request, name)
    secret = csrf.session_secret(request.cookies) if writer else None
    new_secret = csrf.new_secret() if writer and not secret else None
    return {
        "database": name,
        "project": project,
        "projects_url": projects_url(datasette, name),
        "can_write": writer,
        "immutable": not db.is_mutable,
        "session_links": _session_links(datasette, name, project),
        "plural": page_model.plural,
        "code_spans": page_model.code_spans,
        "here": request.path,
        "token_field": csrf.FIELD,
        "lcm_token": csrf.token_for(datasette, secret or new_secret, request.actor) if writer else "",
        "new_secret": new_secret,
    }


def _page_response(datasette, request, html: str, context: dict) -> Response:
    """The page, never framed by another page, with a new session secret when it needs one."""
    response = Response.html(html, headers=dict(FRAME_HEADERS))
    if context.get("new_secret"):
        response.set_cookie(
            csrf.COOKIE, context["new_secret"], path=datasette.setting("base_url") or "/",
            httponly=True, samesite="strict", secure=_scheme(datasette, request) == "https",
        )
    return response


async def action(datasette, request):
    """``/<db>/-/memory/<project>/<action>``: GET shows the form, POST does it."""
    name = await _database(datasette, request)
    project = await _project(datasette, request, name)
    verb = request.url_vars["action"]
    if verb not in page_model.ACTIONS:
        raise NotFound(f"no action {verb!r}")
    if request.method == "POST":
        return await _post(datasette, request, name, project, verb)
    db = datasette.get_database(name)
    ident = request.args.get("id") or request.args.get("session") or ""
    if verb in page_model.SESSION_ACTIONS:
        rows = await _rows(db, "select * from sessions where project = ? and id = ?", [project, ident])
        journal = await _rows(db, "select * from journal where project = ? and session_id = ?", [project, ident])
        subject = page_model.build(None, [], rows, journal).sessions if rows else []
    else:
        rows = await _rows(db, "select * from facts where project = ? and id = ?", [project, ident])
        titles = {r["id"]: r.get("title")
                  for r in await _rows(db, "select id, title from sessions where project = ?", [project])}
        subject = [page_model.item_from_row(r, titles) for r in rows]
    if not subject:
        raise NotFound(f"no fact, note or session with id {ident!r} in {project}")
    context = {
        **await _context(datasette, request, name, project),
        "verb": verb,
        "label": page_model.ACTIONS[verb][0],
        "subject": subject[0],
        "is_session": verb in page_model.SESSION_ACTIONS,
        "post_url": action_url(datasette, name, project, verb),
        "back": page_url(datasette, name, project),
    }
    html = await datasette.render_template(
        "lc_memory_action.html", context, request=request, view_name="lc_memory_action"
    )
    return _page_response(datasette, request, html, context)


async def authorized_form(datasette, request, name: str) -> dict:
    """The checks before any action: same origin, the write permission, the session's token.
    Returns the form; raises Forbidden (403, nothing changed) when a check fails."""
    why = csrf.cross_origin(request.headers, _scheme(datasette, request))
    if why:
        raise Forbidden(f"Refused a cross-origin action ({why}): use the Project memory page itself")
    if not await can_write(datasette, request, name):
        raise Forbidden(
            "Changing project memory needs the lc-memory-write permission "
            "(start Datasette with --root, or see docs/project-memory-page.md)"
        )
    form = await request.post_vars()
    if not csrf.token_ok(datasette, request.cookies, form, request.actor):
        raise Forbidden("The page's token is missing or stale: reload the Project memory page and try again")
    return form


def _scheme(datasette, request) -> str:
    return "https" if datasette.setting("force_https_urls") else request.scheme


async def _post(datasette, request, name: str, project: str, verb: str):
    form = await authorized_form(datasette, request, name)
    db = datasette.get_database(name)
    ident = (form.get("id") or "").strip()
    back = page_url(datasette, name, project)
    default = back + (f"#{quote(ident, safe='')}" if ident and verb != "delete" else "")
    target = safe_next(form.get("next"), default)
    if not db.is_mutable:
        datasette.add_message(
            request, "memory.db is open immutable (-i): serve it without -i to change memory", ERROR
        )
        return Response.redirect(target, status=303)
    try:
        store = await _store(datasette, db, name, project)
    except LcMemoryError as e:
        datasette.add_message(request, f"Nothing changed: {e}", ERROR)
        return Response.redirect(target, status=303)
    # The error hierarchy, mapped once for the page: unknown id 404, refused or bad 400.
    try:
        outcome = await asyncio.to_thread(
            _apply_locked, store, db.path, verb, ident, form.get("text"), form.get("author")
        )
    except MemoryNotFound as e:
        raise NotFound(f"Nothing changed: {e}") from None
    except LcMemoryError as e:
        raise BadRequest(f"Nothing changed: {e}") from None
    datasette.add_message(request, outcome.message, INFO if outcome.ok and outcome.refreshed else ERROR)
    return Response.redirect(target, status=303)


async def _store(datasette, db, name: str, project: str):
    """The project's store, found from its own rows; ``Memory`` for it does the action."""
    config = datasette.plugin_config(PLUGIN, database=name) or {}
    memory = await _memory_row(db, project)
    session = await _rows(db, "select path from sessions where project = ? and path is not null limit 1", [project])
    return store_for(config, memory or {"project": project}, session[0]["path"] if session else None)


def _apply_locked(store, db_path: str, verb: str, ident: str, text: str | None, author: str | None = None):
    # One refresh of a db at a time: two imports into the same file would fight for its lock.
    lock = _refresh_locks.setdefault(db_path, threading.Lock())
    with lock:
        return apply(store, db_path, verb, ident=ident, text=text, author=author)
