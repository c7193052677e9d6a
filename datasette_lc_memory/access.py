"""Who may change memory from the page.

Writing needs the ``lc-memory-write`` permission. The plugin grants it to the ``root``
actor (``datasette --root``) and to nobody else; another plugin's ``permission_allowed``
may grant it to more actors. With ``allow_localhost: true`` in the plugin config, a
request from a loopback address that also names a loopback host is allowed too: the Host
header is parsed as ``host[:port]`` and anything else (``localhost:8001@evil``,
``localhost.evil.com``, ``127.0.0.1.nip.io``) is refused, which keeps a DNS-rebound page on
another name from borrowing the grant.

Where a POST may come from, and its token, are ``csrf``'s rules.
"""

from __future__ import annotations

import ipaddress
import re

WRITE = "lc-memory-write"
PLUGIN = "lc_memory"

# RFC 9110 Host = uri-host [":" port]; uri-host is an IP literal in brackets, or a name or
# IPv4 address. No userinfo, no path, no spaces: anything else is malformed.
_HOST = re.compile(
    r"^(?:\[(?P<ip6>[0-9A-Fa-f:.]+)\]|(?P<name>[A-Za-z0-9](?:[A-Za-z0-9.-]*[A-Za-z0-9])?))"
    r"(?::(?P<port>[0-9]{1,5}))?$"
)


def grants_write(actor: dict | None, action: str) -> bool | None:
    """The plugin's own rule (the permission_allowed hook): root may write."""
    if action == WRITE and actor and actor.get("id") == "root":
        return True
    return None


def parse_host(value: str | None) -> tuple[str, int | None] | None:
    """``(host, port)`` from a Host header or an origin's authority, lower-cased; None if malformed."""
    m = _HOST.match(value or "")
    if not m:
        return None
    port = int(m["port"]) if m["port"] else None
    if port is not None and port > 65535:
        return None
    if m["ip6"] is not None:
        try:
            return str(ipaddress.IPv6Address(m["ip6"])), port
        except ValueError:
            return None
    return m["name"].lower(), port


def _loopback_ip(value: str) -> bool:
    try:
        ip = ipaddress.ip_address(value)
    except ValueError:
        return False
    mapped = getattr(ip, "ipv4_mapped", None)
    return ip.is_loopback or bool(mapped and mapped.is_loopback)


def is_loopback_host(host_header: str | None) -> bool:
    """The Host header names this machine: ``localhost`` or a loopback address, any port."""
    parsed = parse_host(host_header)
    return parsed is not None and (parsed[0] == "localhost" or _loopback_ip(parsed[0]))


def is_loopback(client_host: str | None, host_header: str | None) -> bool:
    """A request from a loopback address (the ASGI client), sent to a loopback host name."""
    return bool(client_host) and _loopback_ip(client_host) and is_loopback_host(host_header)


async def can_write(datasette, request, database: str | None = None) -> bool:
    if await datasette.permission_allowed(request.actor, WRITE, resource=database, default=False):
        return True
    config = datasette.plugin_config(PLUGIN, database=database) or {}
    if config.get("allow_localhost") is True:
        client = request.scope.get("client") or (None, None)
        return is_loopback(client[0], request.headers.get("host"))
    return False
