"""What stops another page from driving the Project memory page's actions.

A page on another port of the same host (a repository's own dev server, say) shares the
host's cookies: cookies do not separate ports, and ``SameSite`` treats the two as the same
site. So the plugin's token is bound to a secret that page cannot read, and every action
checks where the POST came from:

- **The session secret** is a random value in the ``lcm_csrf`` cookie, ``HttpOnly`` (never in
  ``document.cookie``) and ``SameSite=Strict``. The form carries an HMAC of it (and of the
  actor's id), keyed from Datasette's signing secret: a page that plants its own cookie value
  still cannot compute the token for it.
- **The origin**: a POST whose ``Origin`` is not the request's own ``scheme://host:port``, or
  whose ``Sec-Fetch-Site`` is not ``same-origin``, is refused. Browsers send ``Origin`` on
  every POST; a POST with neither header comes from a non-browser client, which still needs
  the cookie and the token from a page it fetched.

Datasette's own CSRF check (asgi-csrf, the ``ds_csrftoken`` cookie) still runs before the
plugin's: the forms carry both tokens.
"""

from __future__ import annotations

import hmac
import re
import secrets

from .access import parse_host

COOKIE = "lcm_csrf"
FIELD = "lcm_token"
_SECRET_SHAPE = re.compile(r"^[A-Za-z0-9_-]{32,128}$")
_DEFAULT_PORTS = {"http": 80, "https": 443}


def new_secret() -> str:
    return secrets.token_urlsafe(32)


def session_secret(cookies: dict) -> str | None:
    """The secret in the request's cookie, when it has the shape new_secret makes."""
    value = cookies.get(COOKIE) or ""
    return value if _SECRET_SHAPE.match(value) else None


def _key(datasette) -> bytes:
    # Only a holder of Datasette's secret can produce this signature, so it keys the HMAC.
    return datasette.sign("csrf-key", "lc-memory").encode()


def token_for(datasette, secret: str, actor: dict | None) -> str:
    """The form's token: HMAC(key from Datasette's secret, session secret + actor id)."""
    who = str((actor or {}).get("id", ""))
    return hmac.new(_key(datasette), f"{secret}\0{who}".encode(), "sha256").hexdigest()


def token_ok(datasette, cookies: dict, form: dict, actor: dict | None) -> bool:
    """The form's token was made for this request's session secret and actor."""
    secret, sent = session_secret(cookies), form.get(FIELD) or ""
    if not secret or not sent:
        return False
    return hmac.compare_digest(sent, token_for(datasette, secret, actor))


def _origin_tuple(scheme: str, host: str, port: int | None) -> tuple[str, str, int | None]:
    return scheme, host, port if port is not None else _DEFAULT_PORTS.get(scheme)


def request_origin(scheme: str, host_header: str | None) -> tuple[str, str, int | None] | None:
    """The request's own origin, from its scheme and Host header (None when Host is malformed)."""
    parsed = parse_host(host_header)
    return _origin_tuple(scheme, *parsed) if parsed else None


def parse_origin(value: str) -> tuple[str, str, int | None] | None:
    """``scheme://host[:port]`` as a tuple; ``null`` and anything else is None."""
    scheme, sep, rest = value.strip().partition("://")
    if not sep or scheme.lower() not in _DEFAULT_PORTS:
        return None
    parsed = parse_host(rest)
    return _origin_tuple(scheme.lower(), *parsed) if parsed else None


def cross_origin(headers: dict, scheme: str) -> str | None:
    """Why a POST with these headers is refused as cross-origin, or None when it is not."""
    fetch_site = headers.get("sec-fetch-site")
    if fetch_site is not None and fetch_site.strip().lower() != "same-origin":
        return f"Sec-Fetch-Site is {fetch_site!r}"
    origin = headers.get("origin")
    if origin is None:
        return None
    own = request_origin(scheme, headers.get("host"))
    if own is None or parse_origin(origin) != own:
        return f"Origin {origin!r} is not this site"
    return None
