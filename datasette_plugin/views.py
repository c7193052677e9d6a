"""The plugin's routes: the Project memory page and its action endpoints.

``/-/memory`` shows the one memory database (or lists them); ``/<db>/-/memory`` shows one.
``/<db>/-/memory/<action>`` shows a small confirmation form on GET (the target of the
table's row links) and does the action on POST: origin, permission, token (``csrf``), then
``write.apply`` (files, then MEMORY.md and memory.db), then a 303 back to the page with a
message.
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
from .write import apply

# A memory.db has these tables and lc-memory's migrations (whatever the file is called).
MEMORY_TABLES = {"memory", "facts", "sessions", "journal", "_sqlite_migrations"}
MIGRATION_SET = "lc_memory"
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


def page_url(datasette, database: str) -> str:
    return datasette.urls.database(database) + "/-/memory"


def action_url(datasette, database: str, action: str, **params: str) -> str:
    url = f"{page_url(datasette, database)}/{action}"
    return url + ("?" + urlencode(params) if params else "")


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
    await datasette.ensure_permissions(
        request.actor,
        [("view-table", (name, "facts")), ("view-database", name), "view-instance"],
    )
    return name


async def _rows(db, sql: str, params: list | None = None) -> list[dict]:
    return [dict(r) for r in (await db.execute(sql, params or [])).rows]


async def _memory_row(db) -> dict | None:
    rows = await _rows(db, "select * from memory limit 1")
    return rows[0] if rows else None


def _session_links(datasette, database: str):
    def links(session_id: str) -> dict[str, str]:
        return {
            "row": datasette.urls.row(database, "sessions", tilde_encode(session_id)),
            "messages": datasette.urls.table(database, "messages")
            + "?"
            + urlencode({"session_id": session_id, "_sort": "turn"}),
        }

    return links


async def index(datasette, request):
    """``/-/memory``: the page of the one memory database, or a list of them."""
    names = await memory_databases(datasette)
    if len(names) == 1:
        await datasette.ensure_permissions(
            request.actor,
            [("view-table", (names[0], "facts")), ("view-database", names[0]), "view-instance"],
        )
        return await _render_page(datasette, request, names[0])
    await datasette.ensure_permissions(request.actor, ["view-instance"])
    return Response.html(
        await datasette.render_template(
            "lc_memory_index.html",
            {"databases": [(n, page_url(datasette, n)) for n in names]},
            request=request,
        )
    )


async def database_page(datasette, request):
    """``/<db>/-/memory``."""
    return await _render_page(datasette, request, await _database(datasette, request))


async def _render_page(datasette, request, name: str):
    db = datasette.get_database(name)
    memory = await _memory_row(db)
    built = page_model.build(
        memory,
        await _rows(db, "select * from facts order by rowid"),
        await _rows(db, "select * from sessions"),
        await _rows(db, "select * from journal order by id"),
        {json.loads(r["record"]).get("id") for r in await _rows(
            db, "select record from observations where op = 'confirm-line'")},
    )
    context = {
        **await _context(datasette, request, name),
        "page": built,
        "sections": page_model.SECTIONS,
        "actions": page_model.ACTIONS,
        "markdown_html": render_memory_markdown(built.markdown),
        "action_url": lambda action: action_url(datasette, name, action),
        "short_path": page_model.short_path,
        "when": page_model.when,
    }
    html = await datasette.render_template(
        "lc_memory.html", context, request=request, view_name="lc_memory"
    )
    return _page_response(datasette, request, html, context)


async def _context(datasette, request, name: str) -> dict:
    """What the page and the action form both show: the db, who may write, the helpers,
    and for a writer the form token (with the session secret it was made from)."""
    db = datasette.get_database(name)
    writer = db.is_mutable and await can_write(datasette, request, name)
    secret = csrf.session_secret(request.cookies) if writer else None
    new_secret = csrf.new_secret() if writer and not secret else None
    return {
        "database": name,
        "can_write": writer,
        "immutable": not db.is_mutable,
        "session_links": _session_links(datasette, name),
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
    """``/<db>/-/memory/<action>``: GET shows the form, POST does it."""
    name = await _database(datasette, request)
    verb = request.url_vars["action"]
    if verb not in page_model.ACTIONS:
        raise NotFound(f"no action {verb!r}")
    if request.method == "POST":
        return await _post(datasette, request, name, verb)
    db = datasette.get_database(name)
    ident = request.args.get("id") or request.args.get("session") or ""
    if verb in page_model.SESSION_ACTIONS:
        rows = await _rows(db, "select * from sessions where id = ?", [ident])
        journal = await _rows(db, "select * from journal where session_id = ?", [ident])
        subject = page_model.build(None, [], rows, journal).sessions if rows else []
    else:
        rows = await _rows(db, "select * from facts where id = ?", [ident])
        titles = {r["id"]: r.get("title") for r in await _rows(db, "select id, title from sessions")}
        subject = [page_model.item_from_row(r, titles) for r in rows]
    if not subject:
        raise NotFound(f"no fact, note or session with id {ident!r} in {name}")
    context = {
        **await _context(datasette, request, name),
        "verb": verb,
        "label": page_model.ACTIONS[verb][0],
        "subject": subject[0],
        "is_session": verb in page_model.SESSION_ACTIONS,
        "post_url": action_url(datasette, name, verb),
        "back": page_url(datasette, name),
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


async def _post(datasette, request, name: str, verb: str):
    form = await authorized_form(datasette, request, name)
    db = datasette.get_database(name)
    ident = (form.get("id") or "").strip()
    back = page_url(datasette, name)
    default = back + (f"#{quote(ident, safe='')}" if ident and verb != "delete" else "")
    target = safe_next(form.get("next"), default)
    if not db.is_mutable:
        datasette.add_message(
            request, "memory.db is open immutable (-i): serve it without -i to change memory", ERROR
        )
        return Response.redirect(target, status=303)
    try:
        store = await _store(datasette, db, name)
    except LcMemoryError as e:
        datasette.add_message(request, f"Nothing changed: {e}", ERROR)
        return Response.redirect(target, status=303)
    # The error hierarchy, mapped once for the page: unknown id 404, refused or bad 400.
    try:
        outcome = await asyncio.to_thread(
            _apply_locked, store, db.path, verb, ident, form.get("text")
        )
    except MemoryNotFound as e:
        raise NotFound(f"Nothing changed: {e}") from None
    except LcMemoryError as e:
        raise BadRequest(f"Nothing changed: {e}") from None
    datasette.add_message(request, outcome.message, INFO if outcome.ok and outcome.refreshed else ERROR)
    return Response.redirect(target, status=303)


async def _store(datasette, db, name: str):
    config = datasette.plugin_config(PLUGIN, database=name) or {}
    memory = await _memory_row(db)
    session = await _rows(db, "select path from sessions where path is not null limit 1")
    return store_for(config, memory, session[0]["path"] if session else None)


def _apply_locked(store, db_path: str, verb: str, ident: str, text: str | None):
    # One refresh of a db at a time: two imports into the same file would fight for its lock.
    lock = _refresh_locks.setdefault(db_path, threading.Lock())
    with lock:
        return apply(store, db_path, verb, ident=ident, text=text)
