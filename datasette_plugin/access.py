"""Who may change memory from the page.

Writing needs the ``lc-memory-write`` permission. The plugin grants it to the ``root``
actor (``datasette --root``) and to nobody else; another plugin's ``permission_allowed``
may grant it to more actors. With ``allow_localhost: true`` in the plugin config, a
request from a loopback address that also names a loopback host is allowed too (the host
check keeps a DNS-rebound page on another name from borrowing the grant).

Every write also needs the page's CSRF token, checked here against the ``ds_csrftoken``
cookie: Datasette's own check lets a POST that carries no cookies through, and a
localhost grant must not make such a blind cross-site POST work.
"""

from __future__ import annotations

import ipaddress
import secrets

WRITE = "lc-memory-write"
PLUGIN = "lc_memory"
LOOPBACK_HOSTS = ("localhost", "127.0.0.1", "[::1]", "::1")


def grants_write(actor: dict | None, action: str) -> bool | None:
    """The plugin's own rule (the permission_allowed hook): root may write."""
    if action == WRITE and actor and actor.get("id") == "root":
        return True
    return None


def is_loopback(client_host: str | None, host_header: str | None) -> bool:
    """A request from a loopback address, sent to a loopback host name."""
    try:
        if not client_host or not ipaddress.ip_address(client_host).is_loopback:
            return False
    except ValueError:
        return False
    host = (host_header or "").strip().lower()
    if host.startswith("["):
        name = host.split("]", 1)[0] + "]"
    else:
        name = host.rsplit(":", 1)[0] if host.count(":") == 1 else host
    return name in LOOPBACK_HOSTS


async def can_write(datasette, request, database: str | None = None) -> bool:
    if await datasette.permission_allowed(request.actor, WRITE, resource=database, default=False):
        return True
    config = datasette.plugin_config(PLUGIN, database=database) or {}
    if config.get("allow_localhost") is True:
        client = request.scope.get("client") or (None, None)
        return is_loopback(client[0], request.headers.get("host"))
    return False


def csrf_ok(form: dict, cookies: dict) -> bool:
    """The form's token matches the CSRF cookie (and both are there)."""
    sent, cookie = form.get("csrftoken") or "", cookies.get("ds_csrftoken") or ""
    return bool(sent and cookie) and secrets.compare_digest(sent, cookie)
