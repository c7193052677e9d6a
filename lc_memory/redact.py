"""Secret scrubbing at the write boundary.

This module owns one job: finding credentials in text by their *named* shapes
(vendor prefixes, fixed layouts, header context) and replacing them with
``[REDACTED:<kind>]`` before anything reaches journal.jsonl, facts.jsonl or an
export. It is pure: no I/O, no configuration, no state.

It deliberately has no "looks random" heuristic. Git SHAs, sha256 digests,
UUIDs, integrity hashes and fingerprinted asset names (``app.3f9a2c1b.js``)
are ordinary things for a project fact to mention, and corrupting a true fact
is a worse failure than missing an exotic token shape. A value is only
redacted when something other than its randomness says it is a credential: a
vendor prefix (``ghp_``, ``sk-ant-``, ``AKIA``, ``xoxb-``, ...), a key name
(``aws_secret_access_key = ...``), an ``Authorization`` header, or a PEM
``PRIVATE KEY`` armour line.

Obvious placeholders (a run of ``x``/``X``/``*``/``#`` such as
``ghp_xxxxxxxx...`` or ``Bearer XXXXXXXXXXXX``) and template references
(``$API_KEY``, ``<token>``) are left alone.

``redact_secrets`` is idempotent: the replacement marker contains no prefix
that any rule matches.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Any, Callable

__all__ = ["KINDS", "find_secrets", "redact_secrets", "redact_value"]

_PLACEHOLDER_RUN = re.compile(r"[xX*#]{8,}")
_WORDLIKE = re.compile(r"[A-Za-z][a-z]*")
_HAS_DIGIT = re.compile(r"\d")


def _not_placeholder(value: str) -> bool:
    """False for obvious placeholders such as ``ghp_xxxx...`` or ``AKIAXXXX...``."""
    return _PLACEHOLDER_RUN.search(value) is None


def _header_token(value: str) -> bool:
    """Accept an Authorization header value unless it is a placeholder or a plain word."""
    return len(value) >= 8 and _not_placeholder(value) and not _WORDLIKE.fullmatch(value)


def _bare_bearer(value: str) -> bool:
    """``bearer <token>`` outside a header: require a digit so prose does not trip it."""
    return _not_placeholder(value) and _HAS_DIGIT.search(value) is not None


_PEM_MIN_BODY = 32  # no private key encodes in fewer base64 characters than this


def _pem_block(value: str) -> bool:
    """Accept a cut-off block always; a complete one only if its body could hold a key.

    A cut-off block (no END line) is redacted from the header to the next blank
    line or the end of the text, since there is no telling how much key
    material follows. A complete
    block whose body is empty or a single short word (``anything``) is an
    example in documentation, not a key.
    """
    if "-----END" not in value[10:]:
        return True
    body = value.split("-----", 2)[2].rsplit("-----END", 1)[0]
    return len("".join(body.split())) >= _PEM_MIN_BODY


@dataclass(frozen=True)
class _Rule:
    kind: str
    pattern: re.Pattern[str]
    group: str | int = 0  # which part of the match is the secret
    check: Callable[[str], bool] = _not_placeholder
    priority: int = 50  # lower wins when two rules claim the same span


_TOK = r"[A-Za-z0-9_\-]"
_NO_TOK_BEFORE = r"(?<![A-Za-z0-9_\-])"
_NO_TOK_AFTER = r"(?![A-Za-z0-9_\-])"

_RULES: tuple[_Rule, ...] = (
    _Rule(
        "private-key",
        re.compile(
            r"-----BEGIN (?:[A-Z0-9]+ )*PRIVATE KEY(?: BLOCK)?-----(?:"
            # a complete block: up to its END line, never across another BEGIN
            r"(?:(?!-----BEGIN )[\s\S])*?-----END (?:[A-Z0-9]+ )*PRIVATE KEY(?: BLOCK)?-----"
            # cut off (no END): optional "Key: value" armour headers and the blank
            # line after them, then everything up to the next blank line or the end
            r"|(?:(?:\n[A-Za-z][A-Za-z-]*:[^\n]*)+(?:\n[ \t]*(?=\n))?)?(?:(?!\n[ \t]*\n)[\s\S])*"
            r")"
        ),
        check=_pem_block,
        priority=0,
    ),
    _Rule(
        "github-token",
        re.compile(
            r"(?<![A-Za-z0-9_])(?:gh[pousr]_[A-Za-z0-9]{36,255}|github_pat_[A-Za-z0-9_]{22,255})"
            r"(?![A-Za-z0-9_])"
        ),
        priority=10,
    ),
    _Rule(
        "anthropic-key",
        re.compile(_NO_TOK_BEFORE + r"sk-ant-" + _TOK + r"{20,}"),
        priority=10,
    ),
    _Rule(
        "openai-key",
        re.compile(
            _NO_TOK_BEFORE
            + r"sk-(?!ant-)(?:"
            # every issued OpenAI key carries T3BlbkFJ (base64 of "OpenAI")
            + _TOK + r"{10,}T3BlbkFJ" + _TOK + r"{10,}"
            # project / service-account / admin keys are also very long
            + r"|(?:proj|svcacct|admin)-" + _TOK + r"{80,}"
            # the legacy layout: exactly 48 alphanumerics
            + r"|[A-Za-z0-9]{48}" + _NO_TOK_AFTER
            + r")"
        ),
        priority=10,
    ),
    _Rule(
        "stripe-key",
        re.compile(r"(?<![A-Za-z0-9_])(?:sk|rk)_(?:live|test|prod)_[A-Za-z0-9]{10,}(?![A-Za-z0-9])"),
        priority=10,
    ),
    _Rule(
        "aws-access-key",
        re.compile(r"(?<![A-Za-z0-9])(?:AKIA|ASIA|ABIA|ACCA|A3T[A-Z0-9])[A-Z2-7]{16}(?![A-Za-z0-9])"),
        priority=10,
    ),
    _Rule(
        "aws-secret-key",
        re.compile(
            r"(?<![A-Za-z0-9])aws[A-Za-z0-9_.\-]{0,24}?(?:secret|key)[A-Za-z0-9_.\-]{0,24}[\"']?\s*"
            r"(?::=|=>|[:=])\s*[\"']?(?P<v>[A-Za-z0-9/+]{40})(?![A-Za-z0-9/+=])",
            re.IGNORECASE,
        ),
        group="v",
        priority=10,
    ),
    _Rule(
        "google-api-key",
        re.compile(_NO_TOK_BEFORE + r"AIza" + _TOK + r"{35}" + _NO_TOK_AFTER),
        priority=10,
    ),
    _Rule(
        "slack-token",
        re.compile(
            r"(?<![A-Za-z0-9_\-.])(?:"
            # bot / user / legacy tokens: numeric team and user ids, then the secret
            r"(?:xoxe\.)?xox[abposre]-(?:\d-)?(?:\d{4,}-)+[A-Za-z0-9]{8,}"
            # rotated, refresh and configuration tokens: a version digit and a long body
            r"|(?:xoxe\.)?xox[abposre]-\d-" + _TOK + r"{40,}"
            # app-level tokens
            r"|xapp-\d-[A-Z0-9]{6,}-\d{6,}-[A-Za-z0-9]{20,}"
            r")" + _NO_TOK_AFTER
        ),
        priority=10,
    ),
    _Rule(
        "slack-webhook",
        re.compile(
            r"hooks\.slack\.com/(?:services|workflows|triggers)/"
            r"(?P<v>[A-Za-z0-9_\-]+(?:/[A-Za-z0-9_\-]+)+)"
        ),
        group="v",
        check=lambda v: True,  # a webhook path is the credential even when it looks fake
        priority=10,
    ),
    _Rule(
        "jwt",
        re.compile(
            _NO_TOK_BEFORE + r"eyJ" + _TOK + r"{8,}\.eyJ" + _TOK + r"{8,}\.[A-Za-z0-9_\-]{8,}"
        ),
        priority=20,
    ),
    _Rule(
        "bearer-token",
        re.compile(
            r"\bauthorization\b[\"']?\s*[:=]\s*[\"']?bearer\s+(?P<v>[A-Za-z0-9_~+/][A-Za-z0-9\-._~+/]*=*)",
            re.IGNORECASE,
        ),
        group="v",
        check=_header_token,
        priority=30,
    ),
    _Rule(
        "auth-header",
        re.compile(
            r"\bauthorization\b[\"']?\s*[:=]\s*[\"']?"
            r"(?:(?:token|basic|digest|apikey|api-key)\s+|(?!(?:bearer|token|basic|digest)\b))"
            r"(?P<v>[A-Za-z0-9_~+/][A-Za-z0-9\-._~+/]*=*)",
            re.IGNORECASE,
        ),
        group="v",
        check=_header_token,
        priority=30,
    ),
    _Rule(
        "bearer-token",
        re.compile(r"(?<![A-Za-z0-9_])bearer\s+(?P<v>[A-Za-z0-9_~+/][A-Za-z0-9\-._~+/]{15,}=*)", re.IGNORECASE),
        group="v",
        check=_bare_bearer,
        priority=40,
    ),
)

#: Every kind that can appear in a ``[REDACTED:<kind>]`` marker.
KINDS: tuple[str, ...] = tuple(dict.fromkeys(rule.kind for rule in _RULES))


def find_secrets(text: str) -> list[tuple[str, int, int]]:
    """Return ``(kind, start, end)`` for every secret in *text*, non-overlapping, in order.

    When two rules claim overlapping spans the earlier, then longer, then more
    specific one wins (``Authorization: Bearer sk-...`` is an ``openai-key``).
    """
    if not text:
        return []
    candidates: list[tuple[int, int, int, str]] = []
    for rule in _RULES:
        pos = 0
        while (match := rule.pattern.search(text, pos)) is not None:
            start, end = match.span(rule.group)
            if end > start and rule.check(match.group(rule.group)):
                candidates.append((start, -(end - start), rule.priority, rule.kind))
                pos = max(match.end(), match.start() + 1)
            else:
                # A rejected match (placeholder, plain word) must not hide a real
                # one that starts inside it, so resume just after its start.
                pos = match.start() + 1
    candidates.sort()
    found: list[tuple[str, int, int]] = []
    last_end = -1
    for start, neg_len, _priority, kind in candidates:
        if start >= last_end:
            found.append((kind, start, start - neg_len))
            last_end = start - neg_len
    return found


def redact_secrets(text: str) -> str:
    """Replace every secret in *text* with ``[REDACTED:<kind>]``; idempotent.

    One pass is enough: the marker matches no rule, and a rejected candidate
    never hides a later one (see ``find_secrets``), so
    ``redact_secrets(redact_secrets(x)) == redact_secrets(x)``; the property
    tests pin that.
    """
    if not isinstance(text, str) or not text:
        return text
    spans = find_secrets(text)
    if not spans:
        return text
    out: list[str] = []
    pos = 0
    for kind, start, end in spans:
        out.append(text[pos:start])
        out.append(f"[REDACTED:{kind}]")
        pos = end
    out.append(text[pos:])
    return "".join(out)


def redact_value(obj: Any) -> Any:
    """Redact every string inside nested dicts, lists and tuples; keys and non-strings are kept."""
    if isinstance(obj, str):
        return redact_secrets(obj)
    if isinstance(obj, dict):
        return {key: redact_value(value) for key, value in obj.items()}
    if isinstance(obj, list):
        return [redact_value(value) for value in obj]
    if isinstance(obj, tuple):
        return tuple(redact_value(value) for value in obj)
    return obj
