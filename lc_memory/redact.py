"""Secret scrubbing at the write boundary.

This module owns one job: finding credentials in text and replacing them with
``[REDACTED:<kind>]`` before anything reaches a session file, journal.jsonl,
facts.jsonl, memory.db or an export. It is pure: no I/O after import, no state.

Three kinds of rule find a credential:

* **named providers** (``secret_rules.toml``): the shapes of gitleaks' rule
  set (vendor prefixes and fixed layouts: ``ghp_``, ``sk-proj-``, ``AKIA``,
  ``glpat-``, ``hf_``, ``whsec_``, ...), each behind gitleaks' keyword
  pre-filter: one Aho-Corasick pass over the lower-cased text finds the
  keywords present, and only their rules' regexes run (most text wakes none);
* **structure**: a PEM private-key block, an ``Authorization`` header, a URL
  carrying a password (``postgres://user:PASSWORD@host``);
* **names**: ``NAME=value``, ``NAME: value`` and ``"NAME": "value"`` where a
  word part of NAME names a secret (``OPENAI_API_KEY``, ``db_password``,
  ``clientSecret``); only the value is redacted.

Matching runs on a normalised view of the text: format characters (zero-width,
soft hyphen, word joiner, tag characters) removed, compatibility forms folded
(NFKC: fullwidth letters and dashes), JSON ``\\uXXXX`` escapes and URL
``%XX`` escapes decoded, and a token broken across lines joined. Every match
is mapped back to the span of the *original* text it came from, and only that
span is replaced: everything around a secret stays byte for byte.

There is no "looks random" heuristic. Git SHAs, sha256 digests, UUIDs,
integrity hashes and fingerprinted asset names (``app.3f9a2c1b.js``) are
ordinary things for a project fact to mention, and corrupting a true fact is a
worse failure than missing an exotic token shape. Obvious placeholders (a run
of ``x``/``*``/``#``, ``$API_KEY``, ``<token>``) and the
documented example keys (the AWS docs' ``...EXAMPLE`` keys, Stripe's
documented test key) are left alone.

``redact_secrets`` is idempotent: the marker matches no rule.
"""

from __future__ import annotations

import bisect
import re
import tomllib
import unicodedata
from dataclasses import dataclass
from importlib import resources
from typing import Any, Callable

import ahocorasick

__all__ = ["KINDS", "find_secrets", "redact_secrets", "redact_value"]

# --------------------------------------------------------------------------
# Checks on a candidate value
# --------------------------------------------------------------------------

_PLACEHOLDER = re.compile(r"[xX*#•]{8,}")
_WORDLIKE = re.compile(r"[A-Za-z][a-z]*")
_HAS_DIGIT = re.compile(r"\d")


def _not_placeholder(value: str) -> bool:
    """False for obvious placeholders such as ``ghp_xxxx...`` or ``Bearer ********``."""
    return _PLACEHOLDER.search(value) is None


def _always(value: str) -> bool:
    return True


def _header_token(value: str) -> bool:
    """Accept an Authorization header value unless it is a placeholder or a plain word."""
    return len(value) >= 8 and _not_placeholder(value) and not _WORDLIKE.fullmatch(value)


def _bare_bearer(value: str) -> bool:
    """``bearer <token>`` outside a header: require a digit so prose does not trip it."""
    return _not_placeholder(value) and _HAS_DIGIT.search(value) is not None


# --------------------------------------------------------------------------
# PEM private keys
# --------------------------------------------------------------------------

_PEM_MIN_BODY = 32  # no private key encodes in fewer base64 characters than this
_PEM_LABEL = r"[ A-Z0-9_-]{0,100}PRIVATE KEY(?: BLOCK)?-----"
# a body item: a base64 run or an armour header ("Proc-Type: 4,ENCRYPTED"); items are
# separated by whitespace or by a JSON "\n" escape, which keeps the match linear
_PEM_ITEM = r"(?:[A-Za-z][A-Za-z-]*:[ \t][^\n\\]*|[A-Za-z0-9+/=]+)"
_PEM_SEP = r"(?:\s|\\[nr])+"
_PEM_NL = r"(?:\r?\n|\\n)"
_PEM = re.compile(
    r"-----BEGIN" + _PEM_LABEL + r"(?:"
    # a complete block, BEGIN to END, whose body is nothing but base64 and armour headers
    + r"(?:(?:" + _PEM_SEP + r")?" + _PEM_ITEM + r"(?:" + _PEM_SEP + _PEM_ITEM + r")*)?(?:" + _PEM_SEP + r")?"
    + r"-----END" + _PEM_LABEL
    # cut off (no END): whole lines of base64 (or armour headers) right after the header
    # cut off (no END): armour header lines, one blank line, then whole lines of base64
    + r"|(?:" + _PEM_NL + r"[A-Za-z][A-Za-z-]*:[ \t][^\n\\]*)*(?:" + _PEM_NL + r"[ \t]*(?=\r?\n|\\n))?"
    + r"(?:" + _PEM_NL + r"[ \t]*[A-Za-z0-9+/=]+[ \t]*(?=\r?\n|\\n|$))+"
    + r")"
)
_PEM_RUN = re.compile(r"[A-Za-z0-9+/=]{16,}")


def _pem_block(value: str) -> bool:
    """A block is a key only if its body could hold one: 32+ base64 characters, one run of 16+.

    A complete block with an empty or one-word body (``anything``) is an example
    in documentation; a header followed by prose is a mention, not a key.
    """
    body = value.split("-----", 2)[2].rsplit("-----END", 1)[0]
    body = "\n".join(line for line in re.split(r"\r?\n|\\n", body) if ": " not in line)
    runs = _PEM_RUN.findall(body)
    return bool(runs) and sum(map(len, runs)) >= _PEM_MIN_BODY


# --------------------------------------------------------------------------
# NAME = value
# --------------------------------------------------------------------------

# The secret word ends a word part of NAME; what follows is the assignment operator and
# the value. The name before the word is read back in Python (_assigned_name).
_ASSIGN = re.compile(
    r"(?P<w>(?i:passphrase|password|passwd|pwd|pass|secret|token|credentials?|creds?|auth|key|apikey))"
    r"(?![a-z0-9])"
    r"[\"'\]]{0,2}[ \t]*(?::=|=>|=|:)[ \t]*(?P<q>[\"'`])?(?P<v>(?(q)"
    # quoted: everything up to the closing quote, on one line
    r"[^\x00-\x20\"'`\\\x7f]+"
    # bare: up to a space or a separator, without sentence punctuation at the end
    r"|[^\x00-\x20\"'`,;&<>(){}\[\]\\\x7f]*[^\x00-\x20\"'`,;&<>(){}\[\]\\\x7f.!?:]))"
    r"(?(q)(?P=q)|(?=[\s\"'`,;&)}\]\\.!?:]|$))"
)
_NAME_CHARS = re.compile(r"[\w.$@-]*$")
_NAME_PARTS = re.compile(r"[A-Z]?[a-z]+|[A-Z]+(?![a-z])|\d+")
_SECRET_WORDS = frozenset(
    "key token secret password passwd pwd pass passphrase credential credentials cred creds auth "
    "apikey secretkey accesskey privatekey authtoken accesstoken apitoken".split()
)
# a NAME with one of these parts names something about a secret, not the secret itself
_NOT_SECRET = frozenset(
    "public pub publishable id ids name names url uri urls file files path dir type types version "
    "length len size count max min num limit hint format endpoint ttl expiry expires expiration "
    "header headers prefix field fields label kind mode csrf xsrf sort primary foreign cache lookup "
    "map index ref var param params query input placeholder example dummy fake mock sample policy "
    "region bucket location required enabled disabled timeout ms sec seconds ts at date time hash "
    "checksum fingerprint rotation rotate algorithm alg method mechanism scheme strategy schema flag "
    "flow level scope scopes issuer audience reset forgot confirm confirmation strength validator "
    "arn idempotency partition ticket routing shard dedup dedupe lock composite unique natural "
    "surrogate".split()
)
# Values that are data, not credentials: UUIDs, dates and times, numbers and ratios, ticket
# ids (PAY-1234), and names built of words and small numbers (refunds:v2:lock, created_at_v2).
_DATA_VALUE = re.compile(
    r"[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}"
    r"|\d{4}-\d\d-\d\d(?:[T ]\d\d:\d\d(?::\d\d(?:\.\d+)?)?(?:Z|[+-]\d\d:?\d\d)?)?"
    r"|[+-]?\d+(?:[.,/]\d+)+%?"  # a bare run of digits named as a secret may be a PIN: not here
    r"|[A-Z][A-Z0-9]{1,9}-\d{1,6}"
)
_WORDS_VALUE = re.compile(r"(?:[a-z]+\d{0,2}|\d{1,4})(?:[:_./-](?:[a-z]+\d{0,2}|\d{1,4}))+")
# Secret words whose value is the secret itself even when it reads as words ("correct-horse").
_PASSWORD_WORDS = ("password", "passwd", "passphrase", "pwd")
_TEMPLATE = re.compile(r"^(?:\$|%|&|\*|\.{3}|<|\{|\[|@|/|~/|\.\.?/|-)")
# self.api_key, os.environ, settings.SECRET_KEY, getPassword: words in any usual casing
_IDENTIFIER_LIKE = re.compile(r"_*[A-Z]*[a-z]*(?:[A-Z][a-z]+)*(?:[._-]+[A-Z]*[a-z]*(?:[A-Z][a-z]+)*)*")
_FILE_LIKE = re.compile(
    r"[\w.-]+\.(?:js|mjs|cjs|ts|tsx|css|map|json|py|pyc|rb|go|rs|java|pem|key|crt|cer|der|p12|pfx|"
    r"pub|txt|md|yml|yaml|toml|cfg|conf|ini|env|sh|html|png|jpg|jpeg|gif|svg|gz|zip|tar|lock|log)",
    re.IGNORECASE,
)


def _assigned_name(text: str, word_start: int, word_end: int) -> str:
    """The identifier that ends with the secret word at *word_start* (``OPENAI_API_`` + ``KEY``).

    Inside a URL (``https://x-access-token:...@host``) there is no name: that is
    the URL rule's business; nor inside a ``[REDACTED:kind]`` marker.
    """
    lo = max(0, word_start - 80)
    m = _NAME_CHARS.search(text, lo, word_start)
    start = m.start() if m else word_start
    if text.endswith("//", 0, start) or text.endswith("[REDACTED:", 0, start):
        return ""  # a URL's user, or a marker this module wrote
    return text[start:word_end]


def _names_a_secret(name: str) -> bool:
    parts = [p.lower() for p in _NAME_PARTS.findall(name)]
    # PGPASSWORD, MYSQLPWD: one upper-case word that ends in a secret word names one too.
    if not parts or (parts[-1] not in _SECRET_WORDS
                     and not parts[-1].endswith(("password", "passwd", "pwd", "secret", "token", "apikey"))):
        return False
    return not any(part in _NOT_SECRET for part in parts)


def _assigned_value(value: str, password: bool = False) -> bool:
    """A value is a secret unless it is short, a placeholder, a reference, a URL, data (a
    UUID, a date, a number, a ticket id), a word or a file name; a password's value is a
    secret even when it reads as words."""
    return (
        len(value) >= 6
        and _not_placeholder(value)
        and "://" not in value
        and _TEMPLATE.match(value) is None
        and not _IDENTIFIER_LIKE.fullmatch(value)
        and not _DATA_VALUE.fullmatch(value)
        and (password or not _WORDS_VALUE.fullmatch(value))
        and not _FILE_LIKE.fullmatch(value)
        and value.lower() not in {"changeme", "password", "undefined", "redacted"}
    )


# --------------------------------------------------------------------------
# Rules
# --------------------------------------------------------------------------


@dataclass(frozen=True)
class Rule:
    """One secret shape: ``pattern`` runs only when one of ``keywords`` occurs in the text."""

    id: str
    kind: str
    pattern: re.Pattern[str]
    keywords: tuple[str, ...] = ()  # lower-case; empty: always runs
    group: str | int = 0  # which part of the match is the secret
    check: Callable[[str], bool] = _not_placeholder
    priority: int = 50  # lower wins when two rules claim the same span
    names_secret: bool = False  # the match must end an identifier that names a secret


def _load_provider_rules() -> tuple[tuple[Rule, ...], re.Pattern[str], frozenset[str]]:
    """Read ``secret_rules.toml`` (gitleaks-derived) once and compile it."""
    data = tomllib.loads(resources.files(__package__).joinpath("secret_rules.toml").read_text("utf-8"))
    rules = tuple(
        Rule(
            id=r["id"],
            kind=r["kind"],
            pattern=re.compile(r["regex"]),
            keywords=tuple(k.lower() for k in r["keywords"]),
            group=r.get("group", 0),
            check=_always if r.get("always") else _not_placeholder,
            priority=10,
        )
        for r in data["rules"]
    )
    allow = data.get("allowlist", {})
    allow_re = re.compile("|".join(f"(?:{p})" for p in allow.get("regexes", [])) or r"(?!)")
    return rules, allow_re, frozenset(allow.get("values", []))


_PROVIDER_RULES, _ALLOW_RE, _ALLOW_VALUES = _load_provider_rules()

_STRUCTURE_RULES: tuple[Rule, ...] = (
    Rule("private-key", "private-key", _PEM, ("-----begin",), check=_pem_block, priority=0),
    Rule(
        "jwt", "jwt",
        re.compile(
            r"(?<![A-Za-z0-9_-])eyJ[A-Za-z0-9_-]{8,}\.eyJ[A-Za-z0-9_-]{8,}\.[A-Za-z0-9_-]{8,}"
        ),
        ("eyj",), priority=20,
    ),
    Rule(
        "bearer-header", "bearer-token",
        re.compile(
            r"\bauthorization\b[\"']?\s*[:=]\s*[\"']?bearer\s+(?P<v>[A-Za-z0-9_~+/][A-Za-z0-9\-._~+/]*=*)",
            re.IGNORECASE,
        ),
        ("authorization",), group="v", check=_header_token, priority=30,
    ),
    Rule(
        "auth-header", "auth-header",
        re.compile(
            r"\bauthorization\b[\"']?\s*[:=]\s*[\"']?"
            r"(?:(?:token|basic|digest|apikey|api-key)\s+|(?!(?:bearer|token|basic|digest)\b))"
            r"(?P<v>[A-Za-z0-9_~+/][A-Za-z0-9\-._~+/]*=*)",
            re.IGNORECASE,
        ),
        ("authorization",), group="v", check=_header_token, priority=30,
    ),
    Rule(
        "url-password", "url-password",
        # scheme://user:PASSWORD@host; the user may be empty (redis://:PASSWORD@host)
        re.compile(
            r"\b[A-Za-z][A-Za-z0-9+.-]{1,30}://[^\s:/@?#\"'`<>\[\]]*:"
            r"(?P<v>[^\s@/?#\"'`<>\[\]]+)@(?=[A-Za-z0-9.\[_-])"
        ),
        ("://",), group="v", check=lambda v: _not_placeholder(v) and v[0] not in "${<",
        priority=35,
    ),
    Rule(
        "secret-assignment", "secret-value", _ASSIGN,
        ("pass", "pwd", "secret", "token", "cred", "auth", "key"),
        group="v", check=_assigned_value, priority=40, names_secret=True,
    ),
    Rule(
        "bare-bearer", "bearer-token",
        re.compile(r"(?<![A-Za-z0-9_])bearer\s+(?P<v>[A-Za-z0-9_~+/][A-Za-z0-9\-._~+/]{15,}=*)", re.IGNORECASE),
        ("bearer",), group="v", check=_bare_bearer, priority=40,
    ),
)

#: Every rule, provider shapes first.
RULES: tuple[Rule, ...] = _PROVIDER_RULES + _STRUCTURE_RULES

#: Every kind that can appear in a ``[REDACTED:<kind>]`` marker.
KINDS: tuple[str, ...] = tuple(dict.fromkeys(rule.kind for rule in RULES))


# --------------------------------------------------------------------------
# Normalisation with an offset map back to the original text
# --------------------------------------------------------------------------

# format characters (Cf) that hide inside a token, among them soft hyphen, zero-width
# space/joiners, LRM/RLM and bidi controls, word joiner and invisible operators, BOM, tags
_FORMAT = "\u00ad\u034f\u061c\u180e\u200b-\u200f\u202a-\u202e\u2060-\u2064\u2066-\u206f\ufeff\U000e0000-\U000e007f"
# hyphens, figure and en dashes, minus signs; not the em dash, which prose is full of
_DASH_CHARS = frozenset("\u2010\u2011\u2012\u2013\u2212\ufe58\ufe63\uff0d")
_TOKEN_CHAR = r"[A-Za-z0-9_+/=-]"
_FORMAT_OR_DASH = re.compile("[" + _FORMAT + "".join(_DASH_CHARS) + "]")
_ESCAPE = re.compile(r"\\u[0-9a-fA-F]{4}|\\/|%[0-7][0-9a-fA-F]|\\\r?\n")
_LINE_BREAK_IN_TOKEN = re.compile(r"\n(?<=" + _TOKEN_CHAR + r"{12}\n)(?=" + _TOKEN_CHAR + r")")


def _needs_view(text: str) -> bool:
    """Whether normalising could change what matches (most text: no, and this is cheap)."""
    if not text.isascii() and (
        not unicodedata.is_normalized("NFKC", text) or _FORMAT_OR_DASH.search(text) is not None
    ):
        return True
    if ("\\" in text or "%" in text) and _ESCAPE.search(text):
        return True
    return "\n" in text and _LINE_BREAK_IN_TOKEN.search(text) is not None
_PIECE = re.compile(
    r"(?P<fmt>[" + _FORMAT + r"]+)"
    r"|(?P<u>\\u[0-9a-fA-F]{4})"
    r"|(?P<slash>\\/)"
    r"|(?P<pct>%[0-7][0-9a-fA-F])"
    # a backslash line continuation inside a token (shell, Python, a pasted key)
    r"|(?<=" + _TOKEN_CHAR + r")(?P<cont>\\\r?\n[ \t]*)(?=" + _TOKEN_CHAR + r")"
    # a hard wrap: a line of 60+ characters ending in a 12+ character token, continued
    # at column 0 (base64 at 64/76 columns, a terminal or an editor wrapping a key)
    r"|(?<=" + _TOKEN_CHAR + r"{12})(?P<wrap>\r?\n)(?=" + _TOKEN_CHAR + r")"
    r"|(?P<other>[^\x00-\x7f]+)"
)
_WRAP_MIN_LINE = 60
# %XX of these stays encoded: decoded, an escaped "@" or "/" inside a password would end it early
_URL_SYNTAX = frozenset("@:/?#&=%")


def _fold(ch: str) -> str:
    """One character as matching reads it: a dash as ``-``, a compatibility form as its ASCII.

    Only a character whose NFKC form is one ASCII character is folded (fullwidth ``ｇ``,
    mathematical ``𝐠``, superscript ``²``); ``¼`` (``1⁄4``) and ``ﬁ`` stay as they are,
    so folding never adds characters that could join two tokens into one.
    """
    if ch in _DASH_CHARS:
        return "-"
    folded = unicodedata.normalize("NFKC", ch)
    return folded if len(folded) == 1 and folded.isascii() else ch


def _decode_escape(unit: str) -> str:
    ch = chr(int(unit[2:], 16)) if unit.startswith("\\u") else chr(int(unit[1:], 16))
    if _FORMAT_OR_DASH.match(ch) and ch not in _DASH_CHARS:
        return ""
    return _fold(ch) if ord(ch) > 0x7F else ch


class _View:
    """The normalised text and a map from its offsets back to the original's."""

    __slots__ = ("text", "_norm", "_orig", "_orig_end", "_same")

    def __init__(self, original: str) -> None:
        out: list[str] = []
        norm: list[int] = []  # start offset of each piece in the normalised text
        orig: list[int] = []  # ... and in the original
        orig_end: list[int] = []
        same: list[bool] = []  # an untouched piece maps offset for offset
        n = pos = 0

        def piece(text: str, start: int, end: int, identity: bool) -> None:
            nonlocal n
            norm.append(n)
            orig.append(start)
            orig_end.append(end)
            same.append(identity)
            out.append(text)
            n += len(text)

        for m in _PIECE.finditer(original):
            start, end = m.span()
            kind = m.lastgroup
            if kind == "wrap":
                line_start = original.rfind("\n", 0, start) + 1
                if start - line_start < _WRAP_MIN_LINE or original[end:end + 1] in " \t":
                    continue
            if start > pos:
                piece(original[pos:start], pos, start, True)
            unit = m.group()
            if kind in ("fmt", "cont", "wrap"):
                piece("", start, end, False)
            elif kind in ("u", "pct"):
                decoded = _decode_escape(unit)
                if kind == "pct" and (not decoded or not 0x20 < ord(decoded) < 0x7F or decoded in _URL_SYNTAX):
                    decoded = unit  # only printable ASCII that is not URL syntax is read through %XX
                piece(decoded, start, end, decoded == unit)
            elif kind == "slash":
                piece("/", start, end, False)
            elif unicodedata.is_normalized("NFKC", unit) and not _FORMAT_OR_DASH.search(unit):
                # non-ASCII that folding leaves alone (most prose), in one piece
                piece(unit, start, end, True)
            else:  # fold each character on its own so offsets stay exact
                for i, ch in enumerate(unit):
                    folded = _fold(ch)
                    piece(folded, start + i, start + i + 1, folded == ch)
            pos = end
        if pos < len(original):
            piece(original[pos:], pos, len(original), True)
        self.text = "".join(out)
        self._norm, self._orig, self._orig_end, self._same = norm, orig, orig_end, same

    def span(self, start: int, end: int) -> tuple[int, int]:
        """The original span that normalised ``[start, end)`` came from."""
        i = bisect.bisect_right(self._norm, start) - 1
        o_start = self._orig[i] + (start - self._norm[i]) if self._same[i] else self._orig[i]
        j = bisect.bisect_left(self._norm, end) - 1
        o_end = self._orig[j] + (end - self._norm[j]) if self._same[j] else self._orig_end[j]
        return o_start, o_end


# --------------------------------------------------------------------------
# Finding and replacing
# --------------------------------------------------------------------------


def _keyword_automaton(rules: tuple[Rule, ...]) -> ahocorasick.Automaton | None:
    """One Aho-Corasick automaton over every rule's keywords: keyword -> the rules it wakes."""
    by_keyword: dict[str, set[int]] = {}
    for i, rule in enumerate(rules):
        for keyword in rule.keywords:
            by_keyword.setdefault(keyword, set()).add(i)
    if not by_keyword:
        return None
    automaton = ahocorasick.Automaton()
    for keyword, indexes in by_keyword.items():
        automaton.add_word(keyword, frozenset(indexes))
    automaton.make_automaton()
    return automaton


# keyed by the identity of a rule tuple (RULES, or a test's tuple without one rule)
_AUTOMATA: dict[int, tuple[tuple[Rule, ...], ahocorasick.Automaton | None, list[Rule]]] = {}


def _woken(text: str, rules: tuple[Rule, ...]) -> list[Rule]:
    """The rules whose keyword occurs in *text* (gitleaks' pre-filter), plus those without one."""
    entry = _AUTOMATA.get(id(rules))
    if entry is None or entry[0] is not rules:
        entry = _AUTOMATA[id(rules)] = (rules, _keyword_automaton(rules), [r for r in rules if not r.keywords])
    _, automaton, always = entry
    hits: set[int] = set()
    for _end, indexes in automaton.iter(text.lower()) if automaton is not None else ():
        hits |= indexes
    if not hits:
        return always
    return [rule for i, rule in enumerate(rules) if i in hits or not rule.keywords]


def _scan(text: str, rules: tuple[Rule, ...]) -> list[tuple[int, int, int, str]]:
    """Candidates ``(start, -length, priority, kind)`` in *text* (already normalised)."""
    candidates: list[tuple[int, int, int, str]] = []
    for rule in _woken(text, rules):
        pos = 0
        while (match := rule.pattern.search(text, pos)) is not None:
            start, end = match.span(rule.group)
            value = match.group(rule.group)
            if rule.names_secret:
                # A password's value counts even when it reads as words; a key's or token's not.
                valid = rule.check(value, match.group("w").lower().endswith(_PASSWORD_WORDS))
            else:
                valid = rule.check(value)
            if (
                end > start
                and valid
                and value not in _ALLOW_VALUES
                and _ALLOW_RE.search(value) is None
                and (not rule.names_secret or _names_a_secret(_assigned_name(text, *match.span("w"))))
            ):
                candidates.append((start, -(end - start), rule.priority, rule.kind))
                pos = max(match.end(), match.start() + 1)
            else:
                # A rejected match (placeholder, plain word) must not hide a real
                # one that starts inside it, so resume just after its start.
                pos = match.start() + 1
    return candidates


def _find(text: str, rules: tuple[Rule, ...]) -> list[tuple[str, int, int]]:
    if not text:
        return []
    view = _View(text) if _needs_view(text) else None
    candidates = _scan(view.text if view else text, rules)
    if view is not None:
        candidates = [
            (s, -(e - s), priority, kind)
            for start, neg_len, priority, kind in candidates
            for s, e in [view.span(start, start - neg_len)]
        ]
    candidates.sort()
    found: list[tuple[str, int, int]] = []
    last_end = -1
    for start, neg_len, _priority, kind in candidates:
        if start >= last_end:
            found.append((kind, start, start - neg_len))
            last_end = start - neg_len
    return found


def find_secrets(text: str) -> list[tuple[str, int, int]]:
    """Return ``(kind, start, end)`` for every secret in *text*, non-overlapping, in order.

    Offsets are in *text* as given, even when the match was made through an
    escape, a format character or a line break. When two rules claim
    overlapping spans the earlier, then longer, then more specific one wins
    (``Authorization: Bearer sk-...`` is an ``openai-key``).
    """
    return _find(text, RULES)


def _replace(text: str, spans: list[tuple[str, int, int]]) -> str:
    out: list[str] = []
    pos = 0
    for kind, start, end in spans:
        out.append(text[pos:start])
        out.append(f"[REDACTED:{kind}]")
        pos = end
    out.append(text[pos:])
    return "".join(out)


def redact_secrets(text: str) -> str:
    """Replace every secret in *text* with ``[REDACTED:<kind>]``; idempotent.

    A value that is not a ``str`` is returned unchanged.
    """
    if not isinstance(text, str) or not text:
        return text
    spans = _find(text, RULES)
    return _replace(text, spans) if spans else text


def redact_value(value: Any) -> Any:
    """A deep copy of a JSON value with every string scrubbed, dict keys included.

    Lists and tuples keep their type; numbers, booleans and None are returned as
    they are. Two keys that scrub to the same text are both kept, the later one
    with ``#2``, ``#3``... appended, so no entry is lost.
    """
    if isinstance(value, str):
        return redact_secrets(value)
    if isinstance(value, dict):
        out: dict[Any, Any] = {}
        for key, item in value.items():
            new_key = redact_value(key)
            if new_key in out and new_key != key:
                n = 2
                while f"{new_key}#{n}" in out:
                    n += 1
                new_key = f"{new_key}#{n}"
            out[new_key] = redact_value(item)
        return out
    if isinstance(value, list):
        return [redact_value(item) for item in value]
    if isinstance(value, tuple):
        return tuple(redact_value(item) for item in value)
    return value
