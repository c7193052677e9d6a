"""Secret scrubbing at the write boundary.

This module owns one job: finding credentials in text and replacing them with
``[REDACTED:<kind>]`` before anything reaches a session file, journal.jsonl,
facts.jsonl, MEMORY.md, memory.db, an export or llm's log. It is pure: no I/O
after import, no state.

One engine, one pass, four families of rule (docs/secrets.md says which signal
decides, with an example of each):

* **providers**: gitleaks' default rule set, loaded from ``gitleaks.toml`` as it
  ships (MIT; its RE2 regexes translated to Python's ``re`` at load time), with its
  keyword pre-filter, entropy thresholds and allowlists; and our own
  ``secret_rules.toml`` (stable marker kinds, Python-friendly boundaries);
* **structure**: a PEM / PGP / OpenSSH private key (through its END line or, cut
  off, through the end of the field), a PuTTY key, a DER key body on its own, a JWT;
* **context**: a value is a secret because of where it stands: assigned to a
  secret-named key in any of the syntaxes people paste (shell, dotenv, YAML, JSON,
  TOML, INI, properties, HCL, XML, Dockerfile, fish, PowerShell, code), a CLI flag,
  an HTTP header or cookie, URL userinfo or a signed query, ``.netrc``,
  ``.pgpass``, a Kubernetes Secret, the secret argument of a well-known call, or
  "the password is ..." in prose. A context alone is not enough: the value must
  also look like a credential (``credential``: long enough, not a word, a number,
  a reference, a path, a name or a placeholder);
* **command context** lives in ``redact_context``: it needs the message sequence.

Every rule's keywords feed one Aho-Corasick automaton: one pass over the
lower-cased text finds the keywords present, and only their rules run (most text
wakes few).

Matching runs on a normalised view of the text: format characters removed,
compatibility forms folded (NFKC), JSON escapes (``\\uXXXX``, ``\\"``, ``\\n``) and
URL ``%XX`` escapes decoded, a token broken across lines joined. Every match is
mapped back to the span of the *original* text, and only that span is replaced.

There is no "looks random" heuristic alone: git SHAs, digests, UUIDs, integrity
hashes and fingerprinted asset names are ordinary things for a fact to mention.

``redact_secrets`` is idempotent: the marker matches no rule.
"""

from __future__ import annotations

import bisect
import re
import tomllib
import unicodedata
import warnings
from dataclasses import dataclass, field
from importlib import resources
from typing import Any, Callable, Iterator, NamedTuple

import ahocorasick

from lc_memory.redact.checks import (always, bare_bearer, basic_credentials, credential, entropy, header_value,
                                    names_a_secret, not_placeholder, password_value, starts_as_reference,
                                    url_password, url_token, value_for)

__all__ = ["KINDS", "RULES", "Finding", "explain", "explain_rows", "find_secrets", "redact_joined", "redact_record", "redact_secrets",
           "redact_value"]

# --------------------------------------------------------------------------
# Rules
# --------------------------------------------------------------------------

Spans = Iterator[tuple[int, int]]


@dataclass(frozen=True)
class Rule:
    """One secret shape: ``pattern`` runs only when one of ``keywords`` occurs in the text.

    ``find`` yields the spans of the secrets in a text. The default: each match of
    ``pattern``, its ``group`` (0: the whole match; -1: the first group that matched,
    as gitleaks reads a rule), accepted by ``check``. ``finder`` replaces all of that
    for rules that read a block (a Kubernetes Secret, a cookie header).
    """

    id: str
    kind: str
    pattern: re.Pattern[str] | None
    keywords: tuple[str, ...] = ()  # lower-case; empty: always runs
    group: str | int = 0
    check: Callable[[str], bool] = not_placeholder
    priority: int = 50  # lower wins when two rules claim the same span
    family: str = "provider"  # provider, structure or the context family (docs/secrets.md)
    name_group: str | None = None  # a group holding the NAME, which must name a secret
    finder: Callable[[str], Spans] | None = field(default=None, compare=False)
    accept: Callable[[str, re.Match[str], str], bool] | None = field(default=None, compare=False)

    def find(self, text: str) -> Spans:
        if self.finder is not None:
            yield from self.finder(text)
            return
        assert self.pattern is not None
        pos = 0
        while (match := self.pattern.search(text, pos)) is not None:
            group = self.group
            if group == -1:  # gitleaks: the first non-empty capture group, else the match
                group = next((i for i, g in enumerate(match.groups(), 1) if g), 0)
            start, end = match.span(group)
            value = match.group(group) or ""
            ok = end > start and self.check(value) and value not in _ALLOW_VALUES and _ALLOW_RE.search(value) is None
            if ok and self.name_group is not None:
                ok = names_a_secret(match.group(self.name_group) or "")
            if ok and self.accept is not None:
                ok = self.accept(text, match, value)
            if ok:
                yield start, end
                pos = max(match.end(), match.start() + 1)
            else:
                # A rejected match (placeholder, plain word) must not hide a real
                # one that starts inside it, so resume just after its start.
                pos = match.start() + 1


# --------------------------------------------------------------------------
# Provider rules: secret_rules.toml (ours) and gitleaks.toml (as it ships)
# --------------------------------------------------------------------------


def _load_local_rules() -> tuple[tuple[Rule, ...], re.Pattern[str], frozenset[str]]:
    """Read ``secret_rules.toml`` once and compile it."""
    data = tomllib.loads(resources.files(__package__).joinpath("data", "secret_rules.toml").read_text("utf-8"))
    rules = tuple(
        Rule(
            id=r["id"],
            kind=r["kind"],
            pattern=re.compile(r["regex"]),
            keywords=tuple(k.lower() for k in r["keywords"]),
            group=r.get("group", 0),
            check=always if r.get("always") else not_placeholder,
            priority=10,
        )
        for r in data["rules"]
    )
    allow = data.get("allowlist", {})
    allow_re = re.compile("|".join(f"(?:{p})" for p in allow.get("regexes", [])) or r"(?!)")
    return rules, allow_re, frozenset(allow.get("values", []))


_LOCAL_RULES, _ALLOW_RE, _ALLOW_VALUES = _load_local_rules()

_GO_FLAGS = re.compile(r"\(\?([imsU-]+)\)")
_POSIX_CLASS = re.compile(r"\[:(alnum|alpha|digit|lower|upper|space|xdigit|word|punct):\]")
_POSIX = {"alnum": "A-Za-z0-9", "alpha": "A-Za-z", "digit": "0-9", "lower": "a-z", "upper": "A-Z",
          "space": r"\s", "xdigit": "0-9A-Fa-f", "word": r"\w", "punct": r"!-/:-@\[-`{-~"}


def go_regex(source: str) -> str:
    """A gitleaks (Go RE2) regex as Python's ``re`` reads it, translated mechanically.

    RE2 lets an inline flag group ``(?i)`` stand anywhere and apply to the rest of the
    enclosing group; Python wants it at the start, so ``(?i)rest`` becomes ``(?i:rest)``
    up to the end of the enclosing group. ``\\z`` is ``\\Z``; ``(?<name>`` is
    ``(?P<name>``; a literal ``[`` inside a class is escaped.
    """
    s = source.replace(r"\z", r"\Z").replace("(?<", "(?P<").replace("(?P<=", "(?<=").replace("(?P<!", "(?<!")
    out: list[str] = []
    extra = [0]  # per open group (the pattern itself first): scoped flag groups to close at its end
    i, n, in_class = 0, len(s), False
    while i < n:
        ch = s[i]
        if ch == "\\":
            out.append(s[i:i + 2])
            i += 2
            continue
        if in_class:
            posix = _POSIX_CLASS.match(s, i)
            if posix:  # [[:alnum:]] and kin
                out.append(_POSIX[posix.group(1)])
                i = posix.end()
                continue
            if ch == "]":
                in_class = False
            out.append("\\[" if ch == "[" else ch)
            i += 1
            continue
        if ch == "[":
            in_class = True
            j = i + 2 if s.startswith("[^", i) else i + 1
            out.append(s[i:j])
            if j < n and s[j] == "]":  # a leading "]" is a literal
                out.append("\\]")
                j += 1
            i = j
            continue
        m = _GO_FLAGS.match(s, i)
        if m and i > 0:
            flags = m.group(1).replace("U", "")
            out.append(f"(?{flags}:")
            extra[-1] += 1
            i = m.end()
            continue
        if ch == "(":
            extra.append(0)
        elif ch == ")" and len(extra) > 1:
            out.append(")" * extra.pop())
        out.append(ch)
        i += 1
    out.append(")" * extra[0])
    return "".join(out)



@dataclass(frozen=True)
class _Allowlist:
    """One gitleaks allowlist: regexes on the secret, the match or the line; stopwords."""

    regex: re.Pattern[str] | None
    target: str  # secret, match or line
    stopwords: ahocorasick.Automaton | None
    all_of: bool  # condition = "AND"

    def allows(self, secret: str, match: str, line: str) -> bool:
        target = {"match": match, "line": line}.get(self.target, secret)
        checks = []
        if self.regex is not None:
            checks.append(self.regex.search(target) is not None)
        if self.stopwords is not None:
            checks.append(next(self.stopwords.iter(secret.lower()), None) is not None)
        return bool(checks) and (all(checks) if self.all_of else any(checks))


def _allowlist(table: dict) -> _Allowlist | None:
    regexes = table.get("regexes", [])
    words = table.get("stopwords", [])
    if not regexes and not words:
        return None  # a paths- or commits-only allowlist: there are no paths in a message
    automaton = None
    if words:
        automaton = ahocorasick.Automaton()
        for w in words:
            automaton.add_word(w.lower(), w)
        automaton.make_automaton()
    return _Allowlist(
        re.compile(go_regex("|".join(f"(?:{r})" for r in regexes)), re.ASCII) if regexes else None,
        table.get("regexTarget", "secret"), automaton, table.get("condition", "OR").upper() == "AND",
    )


#: gitleaks rules not loaded, and why (bench/redact.py and docs/secrets.md report them)
GITLEAKS_SKIPPED: dict[str, str] = {}
#: gitleaks rules whose regex had to be translated from RE2 to load
GITLEAKS_TRANSLATED: list[str] = []
# generic-api-key is gitleaks' own context rule (a secret word, an operator, an entropy
# threshold); the context family below does that job with a credential check and knows
# the syntaxes, so running both would only add near-misses and time.
_GITLEAKS_LEFT_OUT = {
    "generic-api-key": "replaced by the context rules (the assignment family and its kin)",
    # gitleaks' block rule takes any 64 characters between a header and the next "KEY-----",
    # prose included; ours reads the body, and a key cut off or flattened too
    "private-key": "replaced by the structure rule private-key (cut off, flattened, escaped keys)",
}
# gitleaks rules that read a context we read with more syntax: on the same span our kind wins
_GITLEAKS_CONTEXT = {"curl-auth-header", "curl-auth-user", "kubernetes-secret-yaml", "jwt", "jwt-base64",
                     "hashicorp-tf-password", "nuget-config-password"}
_ONE_CASE_WORD = re.compile(r"[A-Z]+|[a-z]+")
_GIT_SHA = re.compile(r"[0-9a-f]{40}|[0-9A-F]{40}")


# gitleaks ends most tokens with this: a quote, a space, ";", an escaped newline or the end. In
# prose a token also ends a sentence or a parenthesis ("Rotated PMAK-….")
_GITLEAKS_END = r"""(?:[\x60'"\s;]|\\[nr]|$)"""
_PROSE_END = r"""(?:[\x60'"\s;.,:!?)\]}>|]|\\[nr]|$)"""


class _LazyPattern:
    """A gitleaks regex compiled the first time a text wakes its rule (most never are: keeps
    ``import lc_memory`` fast). ``check()`` compiles it now (the loader and the tests)."""

    __slots__ = ("pattern", "rule_id", "_compiled")

    def __init__(self, pattern: str, rule_id: str) -> None:
        self.pattern, self.rule_id, self._compiled = pattern, rule_id, None

    def check(self) -> re.Pattern[str]:
        if self._compiled is None:
            try:
                with warnings.catch_warnings():
                    warnings.simplefilter("error")  # a FutureWarning: a translation we do not make
                    self._compiled = re.compile(self.pattern, re.ASCII)
            except (re.error, FutureWarning) as e:  # a future gitleaks.toml: skipped, never a crash
                GITLEAKS_SKIPPED[self.rule_id] = f"its regex does not translate to Python ({e})"
                self._compiled = re.compile(r"(?!)")
        return self._compiled

    def search(self, text: str, pos: int = 0) -> re.Match[str] | None:
        return (self._compiled or self.check()).search(text, pos)


def _gitleaks_rule(r: dict, kinds: dict[str, str], global_allow: list[_Allowlist]) -> Rule:
    pattern_source = r["regex"].replace(_GITLEAKS_END, _PROSE_END)
    translated = go_regex(pattern_source)
    if translated != pattern_source:  # (the prose ending is ours, not a translation)
        GITLEAKS_TRANSLATED.append(r["id"])
    pattern = _LazyPattern(translated, r["id"])
    allows = [a for a in map(_allowlist, r.get("allowlists", [])) if a] + global_allow
    threshold = float(r.get("entropy", 0.0))
    context = r["id"] in _GITLEAKS_CONTEXT

    def accept(text: str, match: re.Match[str], secret: str) -> bool:
        if _ONE_CASE_WORD.fullmatch(secret):
            return False  # letters of one case, no digit: a name (REGION_ASIAPACIFICSOUTHEAST)
        if _GIT_SHA.fullmatch(secret) and match.group().strip() == secret:
            return False  # a bare 40-hex run with no context in the match is a commit (sourcegraph)
        bare = secret.strip("\"'`")
        if context and not header_value(bare.rpartition(":")[2] if ":" in bare else bare):
            return False  # a context rule of gitleaks: the value must look like a credential too
        if threshold and entropy(secret) <= threshold:
            return False
        if allows:
            line_start = text.rfind("\n", 0, match.start()) + 1
            line_end = text.find("\n", match.end())
            line = text[line_start:line_end if line_end >= 0 else len(text)]
            if any(a.allows(secret, match.group(), line) for a in allows):
                return False
        return True

    return Rule(
        id="gitleaks:" + r["id"], kind=kinds.get(r["id"], r["id"]), pattern=pattern,
        keywords=tuple(k.lower() for k in r.get("keywords", [])), group=r.get("secretGroup", -1),
        priority=60 if r["id"] in _GITLEAKS_CONTEXT else 15, accept=accept,
    )


def _load_gitleaks(local: tuple[Rule, ...]) -> tuple[Rule, ...]:
    """gitleaks' default config (``gitleaks.toml``, MIT) as it ships, compiled for ``re``."""
    data = tomllib.loads(resources.files(__package__).joinpath("data", "gitleaks.toml").read_text("utf-8"))
    kinds = {rule.id: rule.kind for rule in local}  # a rule we also have keeps our marker
    global_allow = [a for a in [_allowlist(data.get("allowlist", {}))] if a]
    rules = []
    for r in data["rules"]:
        if r["id"] in _GITLEAKS_LEFT_OUT:
            GITLEAKS_SKIPPED[r["id"]] = _GITLEAKS_LEFT_OUT[r["id"]]
        elif not r.get("regex"):
            GITLEAKS_SKIPPED[r["id"]] = "a path-only rule (a file name pattern, no content)"
        else:
            rules.append(_gitleaks_rule(r, kinds, global_allow))
    return tuple(rules)


_GITLEAKS_RULES = _load_gitleaks(_LOCAL_RULES)


# --------------------------------------------------------------------------
# Structure: private keys
# --------------------------------------------------------------------------

# a space in the label may be URL-encoded (%20) or form-encoded (+)
_SP = r"(?:[ \t]|%20|\+)"
_PEM_LABEL = r"(?:[A-Z0-9_-]|" + _SP + r"){0,100}?PRIVATE" + _SP + r"KEY(?:" + _SP + r"BLOCK)?-----"
# between body items: whitespace, a JSON or URL escape of a line break or a space
_PEM_SEP = r"(?:\s|\\[nrt]|%0[AaDd]|%20)+"
# a body item: a base64 run (its URL escapes too) or an armour header (Proc-Type: 4,ENCRYPTED)
_PEM_B64 = r"(?:[A-Za-z0-9+/=]|%2[BbFf]|%3[Dd])+"
_PEM_ARMOUR = r"[A-Z][A-Za-z-]*:(?:(?:[ \t]|%20)+[^\s\"\\<>`%]+){1,6}?"
_PEM_ITEM = r"(?:" + _PEM_ARMOUR + r"|" + _PEM_B64 + r")"
_PEM = re.compile(
    r"-----BEGIN" + _SP + r"?" + _PEM_LABEL + r"(?:"
    # a complete block, BEGIN to END, whose body is nothing but base64 and armour headers
    + r"(?:" + _PEM_SEP + r")?(?:" + _PEM_ITEM + r"(?:" + _PEM_SEP + _PEM_ITEM + r")*)?(?:" + _PEM_SEP + r")?"
    + r"-----END" + _SP + r"?" + _PEM_LABEL
    # cut off, flattened, quoted or interleaved with markup: from a header that a key body
    # follows, through the end of the field (the text, or the JSON string it stands in)
    + r"|(?=(?:" + _PEM_SEP + r"(?:" + _PEM_ARMOUR + r"))*" + _PEM_SEP + r"?[>|\s]*"
    + r"(?=[A-Za-z0-9+/]{16})(?![a-z]{16})[A-Za-z0-9+/]{16})[^\"`]*"
    + r")"
)
_PEM_RUN = re.compile(r"[A-Za-z0-9+/=]{16,}")


def _pem_block(value: str) -> bool:
    """A complete block is a key only if its body could hold one: 32+ base64 characters,
    one run of 16+ (an empty or one-word body is an example in documentation)."""
    if "-----END" not in value:
        return True  # the cut-off branch already saw a key body right after the header
    body = value.split("-----", 2)[2].rsplit("-----END", 1)[0]
    body = "\n".join(line for line in re.split(r"\r?\n|\\n", body) if ": " not in line)
    runs = _PEM_RUN.findall(body)
    return bool(runs) and sum(map(len, runs)) >= 32


# PuTTY: the header (or the Private-Lines block alone) through the Private-MAC line, or the
# end of the field; the public lines go too (they say whose key it is).
_PUTTY = re.compile(
    r"(?:PuTTY-User-Key-File-\d+:|Private-Lines:\s*\d+)[^\"`]*?(?:Private-MAC:\s*[0-9a-fA-F]+|(?=[\"`])|\Z)"
)
# A key's DER body without its header (split off into another field, or cut at the front):
# RSA PKCS#1 and PKCS#8 (MII..IBAAKC / MII..IBADAN), EC (MHcCAQEE, MIGHAgEA), OpenSSH
# ("openssh-key-v1"), PuTTY v3's Argon2 block aside. Fixed structure, not randomness.
_DER_KEY = re.compile(
    r"(?<![A-Za-z0-9+/])(?:MII[A-Za-z0-9+/]{3}IBA(?:AKC|DAN)|MIG[A-Za-z0-9+/]AgEA|MHcCAQEE|b3BlbnNzaC1rZXktdjE)"
    r"[A-Za-z0-9+/=]{20,}(?:" + _PEM_SEP + r"[A-Za-z0-9+/=]{4,})*"
)

_KEY_RULES: tuple[Rule, ...] = (
    Rule("private-key", "private-key", _PEM, ("-----begin", "begin%20", "begin+"), check=_pem_block,
         priority=0, family="structure"),
    Rule("putty-private-key", "private-key", _PUTTY, ("putty-user-key-file", "private-lines:"),
         check=lambda v: _PEM_RUN.search(v) is not None, priority=0, family="structure"),
    Rule("der-private-key", "private-key", _DER_KEY, ("mii", "migh", "mhccaqee", "b3blbnnzac1rzxktdje"),
         check=always, priority=1, family="structure"),
    Rule(
        "jwt", "jwt",
        re.compile(r"(?<![A-Za-z0-9_-])eyJ[A-Za-z0-9_-]{8,}\.eyJ[A-Za-z0-9_-]{8,}\.[A-Za-z0-9_-]{8,}"),
        ("eyj",), priority=20, family="structure",
    ),
)


# --------------------------------------------------------------------------
# Context: a value is a secret because of where it stands
# --------------------------------------------------------------------------

# a quoted value (one line, no quote inside) or a bare one (no space, no separator, no
# sentence punctuation at its end)
_QUOTED = r"[^\x00-\x20\"'`\\\x7f]+"
_BARE = r"[^\x00-\x20\"'`,;&<>(){}\[\]\\\x7f]*[^\x00-\x20\"'`,;&<>(){}\[\]\\\x7f.!?:]"
# a quoted value may have lost its closing quote (a reply cut or split across fields)
_VALUE = (r"(?P<q>[\"'`])?(?P<v>(?(q)" + _QUOTED + r"|" + _BARE + r"))"
          r"(?(q)(?:(?P=q)|(?=\s|$))|(?=[\s\"'`,;&)}\]\\.!?:|]|$))")
_SECRET_WORD = (r"passphrase|password|passwd|passcode|pwd|pass|secret|token|credentials?|creds?|auth|key|apikey"
                r"|signature|sig|dsn")

# NAME <op> value: shell, dotenv, export, YAML, JSON, TOML, INI, properties, HCL, compose
# environment lists, code assignments, keyword arguments, map literals, query parameters
_ASSIGN = re.compile(
    r"(?P<w>(?i:" + _SECRET_WORD + r"))(?:[_.-]?(?i:base|value|b64|base64|hex|raw|str))?(?![a-z0-9])"
    r"[\"'\]]{0,2}[ \t]*(?::=|=>|\?=|=|:)[ \t]*" + _VALUE
)
_NAME_CHARS = re.compile(r"[\w.$@-]*$")


def _assigned_name(text: str, word_start: int, word_end: int) -> str:
    """The identifier that ends with the secret word at *word_start* (``OPENAI_API_`` + ``KEY``).

    Inside a URL (``https://x-access-token:...@host``), an ARN or a path
    (``...:secret:prod/db``) there is no name; nor inside a ``[REDACTED:kind]`` marker.
    """
    lo = max(0, word_start - 80)
    m = _NAME_CHARS.search(text, lo, word_start)
    start = m.start() if m else word_start
    if text.endswith(("//", "[REDACTED:"), 0, start):
        return ""
    if start > 0 and text[start - 1] in ":/" and not text.endswith(("$env:", "$Env:", "$ENV:"), 0, start):
        return ""  # a segment of an ARN, a URL or a path, not a name
    return text[start:word_end]


def _accept_assignment(text: str, match: re.Match[str], value: str) -> bool:
    name = _assigned_name(text, *match.span("w"))
    if match.group("w").lower() in ("signature", "sig") and not text.endswith(("?", "&"), 0, match.end("w") - len(name)):
        return False  # a signature grants access in a signed URL's query; elsewhere it is a checksum
    return names_a_secret(name) and value_for(name, value) and not _in_sealed_block(text, match.start())


_SEALED = re.compile(r"encryptedData|!vault|\$ANSIBLE_VAULT|kind:\s*SealedSecret", re.IGNORECASE)


def _in_sealed_block(text: str, pos: int) -> bool:
    """Whether *pos* stands under a SealedSecret's ``encryptedData`` (ciphertext, safe to share)."""
    if _SEALED.search(text, max(0, pos - 4000), pos) is None:
        return False
    line_start = text.rfind("\n", 0, pos) + 1
    indent = len(text[line_start:pos]) - len(text[line_start:pos].lstrip(" "))
    # walk up the YAML parents: the first line less indented than this one
    end = line_start - 1
    while end > 0:
        start = text.rfind("\n", 0, end) + 1
        line = text[start:end]
        stripped = line.lstrip(" ")
        if stripped and len(line) - len(stripped) < indent:
            if stripped.startswith(("encryptedData", '"encryptedData"')):
                return True
            indent = len(line) - len(stripped)
            if indent == 0:
                return False
        end = start - 1
    return '"encryptedData"' in text[max(0, pos - 4000):pos] and "}" not in text[text.rfind('"encryptedData"', 0, pos):pos]


def _flag_rule(rule_id: str, pattern: str, keywords: tuple[str, ...], family: str, password: bool = True,
               kind: str = "secret-value") -> Rule:
    return Rule(rule_id, kind, re.compile(pattern), keywords, group="v",
                check=password_value if password else credential, priority=40, family=family)


def _accept_named(text: str, match: re.Match[str], value: str) -> bool:
    name = match.group("n")
    return names_a_secret(name) and value_for(name, value)


def _named_rule(rule_id: str, pattern: str, keywords: tuple[str, ...], family: str, flags: int = 0) -> Rule:
    """A rule whose pattern has a NAME group ``n`` that must name a secret, and a value ``v``."""
    return Rule(rule_id, "secret-value", re.compile(pattern, flags), keywords, group="v",
                check=not_placeholder, priority=40, family=family, accept=_accept_named)


_HEADER = r"\b(?:proxy-)?authori[sz]ation\b[\"']?[ \t]*[:=][ \t]*[\"']?"

_COOKIE = re.compile(
    r"(?:\b(?:set-)?cookie\b[\"']?[ \t]*[:=][ \t]*[\"']?|(?<![\w-])(?:-b|--cookie)[ \t]+[\"']?)"
    r"(?P<body>[^\n\"'`]*?)(?=\b(?:set-)?cookie\b[ \t]*[:=]|[\n\"'`]|$)", re.IGNORECASE,
)
_COOKIE_PAIR = re.compile(r"(?:^|;)[ \t]*(?P<n>[^=;\s]+)=(?P<v>[^;\s]*)")
_COOKIE_NOT = re.compile(
    r"(?i)^(?:path|domain|expires|max-age|samesite|secure|httponly|priority|partitioned|version|comment|"
    r"_ga\w*|_gid|_gat\w*|_fbp|_fbc|theme|lang|locale|language|tz|timezone|csrf\w*|xsrf\w*|_csrf|consent\w*|"
    r"cookie_?consent|ajs_anonymous_id)$"
)


def _cookie_spans(text: str) -> Spans:
    """Every cookie value in a Cookie / Set-Cookie header or a curl ``-b``: a session is a
    credential. Attributes and well-known non-secret cookies (analytics, locale, CSRF) stay."""
    for m in _COOKIE.finditer(text):
        body_start = m.start("body")
        for pair in _COOKIE_PAIR.finditer(m.group("body")):
            value = pair.group("v").strip('"')
            if not _COOKIE_NOT.match(pair.group("n")) and len(value) >= 12 and credential(value):
                yield body_start + pair.start("v"), body_start + pair.end("v")


# kind: Secret (YAML, flattened YAML or JSON); a SealedSecret is ciphertext and stays
_K8S_KIND = re.compile(r"[\"']?\bkind[\"']?[ \t]*:[ \t]*[\"']?Secret[\"']?(?![\w-])")
_K8S_DATA = re.compile(r"(?m)^(?P<i>[ \t]*)(?:data|stringData):[ \t]*$")
_K8S_ENTRY = re.compile(r"(?P<i>[ \t]+)[\"']?[\w.-]+[\"']?[ \t]*:[ \t]*" + _VALUE)
_K8S_FLAT = re.compile(r"\b(?:data|stringData):[ \t]+(?P<body>(?:[\w.-]+:[ \t]+[^\s;,\"]+[ \t]*)+)")
_K8S_FLAT_ENTRY = re.compile(r"[\w.-]+:[ \t]+(?P<v>[^\s;,\"]+)")
_K8S_JSON = re.compile(r"\"(?:data|stringData)\"[ \t]*:[ \t]*\{(?P<body>[^{}]*)\}")
_K8S_JSON_ENTRY = re.compile(r"\"[\w.-]+\"[ \t]*:[ \t]*\"(?P<v>[^\"\\]+)\"")


def _k8s_spans(text: str) -> Spans:
    """Every value under ``data`` / ``stringData`` of a ``kind: Secret`` (YAML or JSON), the
    key's name whatever it is (``DB_HOST`` too: a Secret holds what someone chose to hide)."""
    if _K8S_KIND.search(text) is None:
        return
    for block in _K8S_DATA.finditer(text):
        indent, pos = len(block.group("i")), block.end() + 1
        while pos < len(text):
            end = text.find("\n", pos)
            end = len(text) if end < 0 else end
            entry = _K8S_ENTRY.match(text, pos, end)
            if entry is None or len(entry.group("i")) <= indent:
                break
            if len(entry.group("v")) >= 4 and not starts_as_reference(entry.group("v")):
                yield entry.span("v")
            pos = end + 1
    for block in _K8S_FLAT.finditer(text):  # flattened to one line (a reply, a title)
        for entry in _K8S_FLAT_ENTRY.finditer(text, block.start("body"), block.end("body")):
            if len(entry.group("v")) >= 4 and not starts_as_reference(entry.group("v")):
                yield entry.span("v")
    for block in _K8S_JSON.finditer(text):
        for entry in _K8S_JSON_ENTRY.finditer(text, block.start("body"), block.end("body")):
            if len(entry.group("v")) >= 4 and not starts_as_reference(entry.group("v")):
                yield entry.span("v")


# a string argument; its closing quote may be lost (a reply cut short)
_ARG = r"(?P<q>[\"'])(?P<v>[^\"'\s]+)(?:(?P=q)|(?=\s|$))"
# well-known calls whose argument is the secret: (pattern, keywords)
_CALLS = [
    # PowerShell
    (r"ConvertTo-SecureString\s+(?:-String\s+)?" + _ARG, ("convertto-securestring",)),
    # (user, password) constructors and login calls
    (r"\b(?:HTTPBasicAuth|HTTPDigestAuth|HTTPProxyAuth|BasicAuth|NetworkCredential|PasswordAuthentication|"
     r"UsernamePasswordCredentials|UsernamePasswordAuthenticationToken|PasswordCredential|"
     r"(?:smtp|ftp|imap|server|client|conn|s)\.login|\.login|auth\.login|basic_auth|with_basic_auth)"
     r"\s*\(\s*(?:(?:username|user|login)\s*=\s*)?[\"'][^\"'\n]*[\"']\s*,\s*(?:(?:password|passwd|pass)\s*=\s*)?"
     + _ARG, ("auth", "login", "credential")),
    # requests' auth=("user", "password") and aiohttp's BasicAuth
    (r"\bauth\s*=\s*[\(\[]\s*[\"'][^\"'\n]*[\"']\s*,\s*" + _ARG, ("auth",)),
    # setters
    (r"\b(?:set|with)(?:Password|Passwd|Secret|Token|ApiKey|AccessToken|ClientSecret|SecretKey|AuthToken|"
     r"Passphrase|PrivateKey|Credentials?)\s*\(\s*" + _ARG,
     ("password", "passwd", "secret", "token", "apikey", "passphrase", "privatekey", "credential")),
    # signing keys: jwt.encode(payload, "key"), jwt.sign(payload, 'key'), hmac.new(b"key"),
    # crypto.createHmac("sha256", "key"), Fernet(b"key")
    (r"\b(?:jwt\.(?:encode|sign)|JWT\.encode|jsonwebtoken\.sign|jws\.sign)\s*\(\s*[^,()\n]+,\s*"
     + _ARG, ("jwt", "jws")),
    (r"\b(?:hmac\.new|HMAC\.new|hmac\.digest)\s*\(\s*b?" + _ARG, ("hmac",)),
    (r"\bcreateHmac\s*\(\s*[\"'][\w-]+[\"']\s*,\s*" + _ARG, ("createhmac",)),
    (r"\bFernet\s*\(\s*b?" + _ARG, ("fernet",)),
    # CLIs that take the secret as an argument
    (r"\bgh\s+secret\s+set\s+\S+(?:\s+-[a-z]\s+\S+)*\s+(?:--body|-b)(?:=|\s+)(?P<q>[\"'])?(?P<v>(?(q)[^\"'\n]+|[^\s\"']+))",
     ("gh secret",)),
    (r"\b(?:echo|printf(?:\s+'%s')?)\s+(?P<q>[\"'])?(?P<v>(?(q)[^\"'\n]+|[^\s\"'|]+))(?(q)(?P=q))\s*\|\s*"
     r"(?:sudo\s+)?[\w./-]+\s[^\n|]*--password", ("password-st",)),
]

_CONTEXT_RULES: tuple[Rule, ...] = (
    # the assignment family: every syntax where NAME <op> value (docs/secrets.md lists them)
    Rule("assignment", "secret-value", _ASSIGN,
         ("pass", "pwd", "secret", "token", "cred", "auth", "key", "sig", "dsn"),
         group="v", check=not_placeholder, priority=40, family="assignment", accept=_accept_assignment),
    # Dockerfile ENV/ARG NAME value (the legacy space form; NAME=value is an assignment)
    _named_rule("dockerfile-env", r"(?m)(?:^|(?<=[\s\"'`:]))(?:ENV|ARG)[ \t]+(?P<n>[\w.-]+)[ \t]+" + _VALUE,
                ("env ", "arg "), "dockerfile"),
    # fish: set -gx NAME value
    _named_rule("fish-set", r"\bset[ \t]+(?:-[a-zA-Z]+[ \t]+)*(?P<n>[A-Za-z_]\w*)[ \t]+" + _VALUE,
                ("set ",), "fish"),
    # XML: <password>V</password>, <add key="ApiKey" value="V"/>, <entry key="token">V</entry>
    _named_rule("xml-element", r"<(?P<t>(?P<n>[\w:.-]+))(?:\s[^<>]*)?>(?P<v>[^<>\s\"]+)(?=<|[\s\"]|$)",
                ("pass", "pwd", "secret", "token", "key", "cred", "auth"), "xml"),
    _named_rule("xml-attribute",
                r"\b(?:key|name)\s*=\s*\"(?P<n>[^\"<>]+)\"\s+value\s*=\s*\"(?P<v>[^\"<>]+)\"",
                ("value=",), "xml"),
    _named_rule("xml-entry", r"<entry\s+key\s*=\s*\"(?P<n>[^\"<>]+)\"\s*>(?P<v>[^<>\s\"]+)(?=<|[\s\"]|$)",
                ("<entry",), "xml"),
    # CLI flags: --password V (the --password=V form is an assignment)
    _named_rule("cli-flag", r"(?<![\w-])--(?P<n>[A-Za-z][\w-]*)[ \t]+(?!-)" + _VALUE, ("--",), "cli"),
    # a Markdown table row: the cell before the value names it (| webhook_secret | V |)
    _named_rule("table-row", r"\|[ \t]*(?P<n>[A-Za-z][\w .-]*?)[ \t]*\|[ \t]*(?P<v>[^|\s`]+)[ \t]*(?=\|)",
                ("|",), "table"),
    # short flags of the commands that take a secret with one: sshpass -p, docker login -p,
    # mongosh -p, redis-cli -a, keytool -storepass, openssl -passin pass:V, mysql -pV
    _flag_rule("cli-short-flag",
               r"\b(?:sshpass|(?:docker|podman|buildah|nerdctl|skopeo|helm|oras|crane|oc|cf)\s+(?:registry\s+)?login|"
               r"mongo(?:sh|dump|restore|import|export)?|redis-cli|keytool|openssl|jarsigner|htpasswd\s+-b\S*\s+\S+\s+\S+)"
               r"\b[^\n|;&]*?\s(?:(?:-p|-a|-k|--?storepass|--?keypass|--?srcstorepass|--?deststorepass)(?:[ \t]+|=)"
               r"|-pass(?:in|out)?[ \t]+pass:)" + _VALUE,
               ("sshpass", "login", "mongo", "redis-cli", "keytool", "openssl", "jarsigner"), "cli"),
    _flag_rule("cli-mysql-p",
               r"\b(?:mysql|mysqldump|mysqladmin|mysqlsh|mariadb(?:-dump|-admin)?)\b[^\n|;&]*?\s-p(?=\S)" + _VALUE,
               ("mysql", "mariadb"), "cli"),
    _flag_rule("cli-user-password",
               r"(?<![\w-])(?:-u|--user|--proxy-user|-U|--basic-auth)(?:[ \t]+|=)?(?P<qq>[\"'])?"
               r"[^\s:\"'@/]+:(?P<v>[^\s\"'@]+)",
               ("-u", "--user", "-u", "--basic-auth"), "cli"),
    # HTTP: Authorization with any scheme, Basic decoded, cookies; X-...-Key headers are assignments
    Rule("bearer-header", "bearer-token",
         re.compile(_HEADER + r"bearer[ \t]+(?P<v>[A-Za-z0-9_~+/.=%-]+)", re.IGNORECASE), ("authori",),
         group="v", check=header_value, priority=30, family="http"),
    Rule("basic-auth", "basic-auth",
         re.compile(_HEADER + r"basic[ \t]+(?P<v>[A-Za-z0-9+/]{6,}={0,2})", re.IGNORECASE), ("authori",),
         group="v", check=basic_credentials, priority=40, family="http"),
    Rule("auth-header", "auth-header",
         re.compile(_HEADER + r"(?!(?:bearer|basic)\b)(?:[A-Za-z][\w.-]*[ \t]+)?"
                    r"(?P<v>(?=[\w-]+=)[^\n\r\"'`<>]*[^\s\"'`<>,]|[A-Za-z0-9_~+/.=:%-]+)", re.IGNORECASE),
         ("authori",), group="v", check=header_value, priority=41, family="http"),
    Rule("cookie", "cookie", None, ("cookie", "-b "), priority=40, family="http", finder=_cookie_spans),
    Rule("docker-auth", "basic-auth",
         re.compile(r"\"auth\"[ \t]*:[ \t]*\"(?P<v>[A-Za-z0-9+/]{8,}={0,2})\""), ("\"auth\"",),
         group="v", check=basic_credentials, priority=39, family="docker"),
    # URLs: scheme://user:PASSWORD@host, scheme://TOKEN@host (?sig=…, X-Amz-Signature=… are assignments)
    Rule(
        "url-password", "url-password",
        re.compile(
            r"\b[A-Za-z][A-Za-z0-9+.-]{1,30}://[^\s:/@?#\"'`<>\[\]]*:"
            r"(?P<v>[^\s@/?\"'`<>\[\]]+)@(?=[A-Za-z0-9.\[_-])"
        ),
        ("://",), group="v", check=url_password, priority=35, family="url",
    ),
    Rule(
        "url-token-user", "url-token",
        re.compile(r"\b[A-Za-z][A-Za-z0-9+.-]{1,30}://(?P<v>[A-Za-z0-9_-]{20,})@(?=[A-Za-z0-9.\[_-])"),
        ("://",), group="v", check=url_token,
        priority=36, family="url",
    ),
    # .netrc (machine … login … password V), .pgpass (host:port:db:user:password)
    _flag_rule("netrc", r"\b(?:machine[ \t]+\S+|default)(?:\s+(?:login|account)[ \t]+\S+)*\s+password[ \t]+"
               r"(?P<v>[^\s\"'`\\]+)",
               ("machine", "default"), "netrc"),
    _flag_rule("pgpass",
               r"(?m)(?:^|(?<=[\s\"'>]))(?=[\w.*-]*[A-Za-z*])[\w.*-]+:(?:\d{2,5}|\*):[\w.*-]+:[\w.*@-]+:"
               r"(?P<v>[^\s\"'`]+)(?=[\s\"'`]|$)",
               ("pgpass", ":5432:", ":6432:", ":5433:", ":*:"), "pgpass"),
    # a Kubernetes Secret's data / stringData
    Rule("k8s-secret", "secret-value", None, ("secret",), priority=38, family="kubernetes", finder=_k8s_spans),
    # the secret argument of a well-known call
    *(_flag_rule(f"call-{i}", pattern, keywords, "call") for i, (pattern, keywords) in enumerate(_CALLS, 1)),
    # prose: "the password is V", "my token was V"
    _flag_rule("said",
               r"(?i)\b(?:password|passphrase|passcode|pin|token|api[ -]?key|secret(?:[ -]key)?)"
               r"[ \t]+(?:is|was|would be)[ \t]*:?[ \t]+(?P<q>[\"'`])?"
               r"(?P<v>(?(q)[^\"'`\n]+|[^\s\"'`,;()\[\]{}]*[^\s\"'`,;().!?:\[\]{}]))(?(q)(?P=q)|(?![\[{(]))",
               ("password", "passphrase", "passcode", "pin", "token", "key", "secret"), "prose"),
    Rule(
        "bare-bearer", "bearer-token",
        re.compile(r"(?<![A-Za-z0-9_])bearer\s+(?P<v>[A-Za-z0-9_~+/][A-Za-z0-9\-._~+/]{15,}=*)", re.IGNORECASE),
        ("bearer",), group="v", check=bare_bearer, priority=42, family="http",
    ),
)

#: Every rule: our provider shapes, gitleaks', keys, then the context families.
RULES: tuple[Rule, ...] = _LOCAL_RULES + _GITLEAKS_RULES + _KEY_RULES + _CONTEXT_RULES

#: Every kind that can appear in a ``[REDACTED:<kind>]`` marker.
KINDS: tuple[str, ...] = tuple(dict.fromkeys(rule.kind for rule in RULES))

#: The context families, each with its rules (docs/secrets.md, tests/test_redact_context.py).
FAMILIES: dict[str, tuple[str, ...]] = {}
for _rule in _KEY_RULES + _CONTEXT_RULES:
    FAMILIES[_rule.family] = FAMILIES.get(_rule.family, ()) + (_rule.id,)
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
_ESCAPE = re.compile(r"\\u[0-9a-fA-F]{4}|\\[/\"nrt\\]|%[0-7][0-9a-fA-F]|\\\r?\n")
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
    # a JSON string's escapes (a tool input or a logged reply stored as JSON text)
    r"|(?P<json>\\[\"nrt\\])"
    r"|(?P<pct>%[0-7][0-9a-fA-F])"
    # a backslash line continuation inside a token (shell, Python, a pasted key)
    r"|(?<=" + _TOKEN_CHAR + r")(?P<cont>\\\r?\n[ \t]*)(?=" + _TOKEN_CHAR + r")"
    # a hard wrap: a line of 60+ characters ending in a 12+ character token, continued
    # at column 0 (base64 at 64/76 columns, a terminal or an editor wrapping a key)
    r"|(?<=" + _TOKEN_CHAR + r"{12})(?P<wrap>\r?\n)(?=" + _TOKEN_CHAR + r")"
    r"|(?P<other>[^\x00-\x7f]+)"
)
_WRAP_MIN_LINE = 60
_JSON_ESCAPES = {'"': '"', "n": "\n", "r": "\r", "t": "\t", "\\": "\\"}
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
            elif kind == "json":
                piece(_JSON_ESCAPES[unit[1]], start, end, False)
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


class Finding(NamedTuple):
    """One secret: its marker kind, its span in the text as given, and the rule that took it."""

    kind: str
    start: int
    end: int
    rule: str
    family: str


def _keyword_automaton(rules: tuple[Rule, ...]) -> ahocorasick.Automaton | None:
    """One Aho-Corasick automaton over every rule's keywords: keyword -> a bit mask of the
    rules it wakes (bit i: rules[i])."""
    by_keyword: dict[str, int] = {}
    for i, rule in enumerate(rules):
        for keyword in rule.keywords:
            by_keyword[keyword] = by_keyword.get(keyword, 0) | 1 << i
    if not by_keyword:
        return None
    automaton = ahocorasick.Automaton()
    for keyword, mask in by_keyword.items():
        automaton.add_word(keyword, mask)
    automaton.make_automaton()
    return automaton


@dataclass
class _Prefilter:
    rules: tuple[Rule, ...]
    automaton: ahocorasick.Automaton | None
    always: int  # the rules without a keyword
    woken: dict[int, list[Rule]]  # a mask seen before -> its rules


# keyed by the identity of a rule tuple (RULES, or a test's tuple without one rule)
_PREFILTERS: dict[int, _Prefilter] = {}


def _woken(text: str, rules: tuple[Rule, ...]) -> list[Rule]:
    """The rules whose keyword occurs in *text* (gitleaks' pre-filter), plus those without one."""
    entry = _PREFILTERS.get(id(rules))
    if entry is None or entry.rules is not rules:
        always = sum(1 << i for i, r in enumerate(rules) if not r.keywords)
        entry = _PREFILTERS[id(rules)] = _Prefilter(rules, _keyword_automaton(rules), always, {})
    mask = entry.always
    if entry.automaton is not None:
        for _end, bits in entry.automaton.iter(text.lower()):
            mask |= bits
    woken = entry.woken.get(mask)
    if woken is None:
        if len(entry.woken) > 4096:
            entry.woken.clear()
        woken = entry.woken[mask] = [rule for i, rule in enumerate(rules) if mask >> i & 1]
    return woken


_EDGE = frozenset("\"'`\\")


def _find(text: str, rules: tuple[Rule, ...]) -> list[Finding]:
    if not text:
        return []
    view = _View(text) if _needs_view(text) else None
    scanned = view.text if view else text
    candidates: list[tuple[int, int, int, Rule]] = []
    for rule in _woken(scanned, rules):
        for start, end in rule.find(scanned):
            if view is not None:
                start, end = view.span(start, end)
            # quotes at the edges belong to the syntax around a value (a JSON string's own
            # quotes, which a rule that takes them would cut out of a logged reply)
            while start < end and text[start] in _EDGE:
                start += 1
            while end > start and text[end - 1] in _EDGE:
                end -= 1
            if end > start:
                candidates.append((start, -(end - start), rule.priority, rule))
    candidates.sort(key=lambda c: c[:3])
    found: list[Finding] = []
    last_end = -1
    for start, neg_len, _priority, rule in candidates:
        if start >= last_end:
            found.append(Finding(rule.kind, start, start - neg_len, rule.id, rule.family))
            last_end = start - neg_len
        elif start - neg_len > last_end and found:
            # an overlapping longer claim (a key cut off inside a value): the span grows
            found[-1] = found[-1]._replace(end=start - neg_len)
            last_end = start - neg_len
    return found


def explain(text: str) -> list[Finding]:
    """Every secret in *text* with the rule that took it (``lc-memory redact --explain``)."""
    return _find(text, RULES)


def explain_rows(text: str) -> list[dict[str, Any]]:
    """``explain`` as rows for a listing: where each secret stands (line, column, offsets), the
    rule and its family, and the line it is on with the secret replaced (never the secret)."""
    rows = []
    for f in explain(text):
        line_start = text.rfind("\n", 0, f.start) + 1
        line_end = text.find("\n", f.end)
        line_end = len(text) if line_end < 0 else line_end
        shown = text[line_start:f.start] + f"[REDACTED:{f.kind}]" + text[f.end:line_end]
        rows.append({"line": text.count("\n", 0, f.start) + 1, "column": f.start - line_start + 1,
                     "start": f.start, "end": f.end, "length": f.end - f.start, "rule": f.rule,
                     "family": f.family, "kind": f.kind, "where": " ".join(redact_secrets(shown).split())})
    return rows


def find_secrets(text: str) -> list[tuple[str, int, int]]:
    """Return ``(kind, start, end)`` for every secret in *text*, non-overlapping, in order.

    Offsets are in *text* as given, even when the match was made through an
    escape, a format character or a line break. When two rules claim
    overlapping spans the earlier, then longer, then more specific one wins
    (``Authorization: Bearer sk-...`` is an ``openai-key``).
    """
    return [(f.kind, f.start, f.end) for f in _find(text, RULES)]


def _replace(text: str, spans: list[Finding] | list[tuple[str, int, int]]) -> str:
    out: list[str] = []
    pos = 0
    for kind, start, end, *_ in spans:
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
    for _ in range(4):  # a fixpoint: a key glued to another is seen once its neighbour is a marker
        spans = _find(text, RULES)
        if not spans:
            break
        text = _replace(text, spans)
    return text


def redact_joined(parts: list[str]) -> list[str]:
    """Strings that may be one text split across fields (a reply's list of decisions): each
    is scrubbed, and so is what two neighbours say together, so a value whose context ended
    the field before is redacted in the field it stands in."""
    out = [redact_secrets(p) if isinstance(p, str) else p for p in parts]
    for i in range(len(out) - 1):
        a, b = out[i], out[i + 1]
        if not isinstance(a, str) or not isinstance(b, str) or not a or not b:
            continue
        cut = len(a) + 1
        # each alone is clean already: what the pair finds now, context in one and value in the
        # other, is replaced on both sides of the seam
        spans = _find(a + " " + b, RULES)
        if spans:
            out[i] = _replace(a, [(k, s, min(e, len(a))) for k, s, e, *_ in spans if s < len(a)])
            out[i + 1] = _replace(b, [(k, max(s, cut) - cut, e - cut) for k, s, e, *_ in spans if e > cut])
    return out


def redact_record(value: Any) -> Any:
    """``redact_value`` for a record about to be written: its strings are also read in order,
    two neighbours together (``redact_joined``), as one text split across fields."""
    leaves: list[str] = []

    def collect(v: Any) -> None:
        if isinstance(v, str):
            leaves.append(v)
        elif isinstance(v, dict):
            for item in v.values():
                collect(item)
        elif isinstance(v, (list, tuple)):
            for item in v:
                collect(item)

    collect(value)
    clean = iter(redact_joined(leaves))

    def rebuild(v: Any) -> Any:
        if isinstance(v, str):
            return next(clean)
        if isinstance(v, dict):
            return {k: rebuild(item) for k, item in v.items()}
        if isinstance(v, list):
            return [rebuild(item) for item in v]
        if isinstance(v, tuple):
            return tuple(rebuild(item) for item in v)
        return v

    return redact_value(rebuild(value))  # and the keys


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
