"""gitleaks' default rule set (``data/gitleaks.toml``, MIT), loaded as it ships and run on text.

gitleaks writes its regexes for Go's RE2: ``go_regex`` translates them to Python's ``re``
(mechanically, at load time; a regex that does not translate is skipped, never a crash). Each
rule keeps gitleaks' keyword pre-filter, entropy threshold and allowlists. What we leave out,
which rules rank below our context rules and the token ending widened for prose are
``data/gitleaks_use.toml``. A gitleaks regex is compiled the first time a text wakes its rule.
"""

from __future__ import annotations

import functools
import re
import warnings
from dataclasses import dataclass
from typing import Any

import ahocorasick_rs

from lc_memory.redact.tables import data_table
from lc_memory.redact.automaton import automaton, occurrences
from lc_memory.redact.checks import (
    algorithm_name,
    entropy,
    header_value,
    names_a_placeholder,
    password_value,
    reads_as_words,
)
from lc_memory.redact.first_chars import LazyPattern, global_flags, lazy, quicken
from lc_memory.redact.rules import PROVIDER_RULES, Rule, public_material

__all__ = ["RULES", "SKIPPED", "TRANSLATED", "go_regex", "remembered_values_clear"]


def _data(name: str) -> dict[str, Any]:
    return data_table(name)


_GO_FLAGS = lazy(r"\(\?([imsU-]+)\)")
_POSIX_CLASS = lazy(r"\[:(alnum|alpha|digit|lower|upper|space|xdigit|word|punct):\]")
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
    stopwords: ahocorasick_rs.AhoCorasick | None
    all_of: bool  # condition = "AND"

    def allows(self, secret: str, match: str, line: str) -> bool:
        target = {"match": match, "line": line}.get(self.target, secret)
        checks = []
        if self.regex is not None:
            checks.append(self.regex.search(target) is not None)
        if self.stopwords is not None:
            checks.append(bool(occurrences(self.stopwords, secret.lower(), overlapping=False)))
        return bool(checks) and (all(checks) if self.all_of else any(checks))


def _allowlist(table: dict) -> _Allowlist | None:
    regexes = table.get("regexes", [])
    words = table.get("stopwords", [])
    if not regexes and not words:
        return None  # a paths- or commits-only allowlist: there are no paths in a message
    stopwords = None
    if words:
        stopwords = automaton(sorted({w.lower() for w in words if w}))
    return _Allowlist(
        lazy(go_regex("|".join(f"(?:{r})" for r in regexes)), re.ASCII) if regexes else None,
        table.get("regexTarget", "secret"), stopwords, table.get("condition", "OR").upper() == "AND",
    )


#: gitleaks rules not loaded, and why (bench/redact.py and docs/secrets.md report them)
SKIPPED: dict[str, str] = {}
#: gitleaks rules whose regex had to be translated from RE2 to load
TRANSLATED: list[str] = []
_USE = _data("gitleaks_use.toml")
_LEFT_OUT: dict[str, str] = _USE["left_out"]
# gitleaks rules that read a context we read with more syntax: on the same span our kind wins
_CONTEXT_IDS = frozenset(_USE["context"])
_ONE_CASE_WORD = lazy(r"[A-Z]+|[a-z]+")
# an environment variable's name (adminPasswordKey: "NAUTOBOT_DB_PASSWORD"): where the secret is, not it
_ENV_NAME = lazy(r"[\"'`]?[A-Z]{2,}(?:_[A-Z]{2,})+[\"'`]?")
_GIT_SHA = lazy(r"[0-9a-f]{40}|[0-9A-F]{40}")
# gitleaks' token ending, and ours: a token in prose also ends a sentence or a parenthesis
_GITLEAKS_END = _USE["token_end"]["gitleaks"]
_PROSE_END = _USE["token_end"]["prose"]


class _LazyPattern(LazyPattern):
    """A gitleaks regex compiled (ASCII, quickened) the first time a text wakes its rule (most
    never are: keeps ``import lc_memory`` fast). ``check()`` compiles it now (the loader and the
    tests); one that does not translate to Python is skipped, never a crash."""

    def __init__(self, pattern: str, rule_id: str) -> None:
        super().__init__(pattern, re.ASCII)
        self.rule_id = rule_id

    def _make(self) -> re.Pattern[str]:
        try:
            with warnings.catch_warnings():
                warnings.simplefilter("error")  # a FutureWarning: a translation we do not make
                return quicken(re.compile(self._source, re.ASCII))
        except (re.error, FutureWarning) as e:  # a future gitleaks.toml: skipped, never a crash
            SKIPPED[self.rule_id] = f"its regex does not translate to Python ({e})"
            return re.compile(r"(?!)")

    def quickened(self) -> LazyPattern:
        return self  # (quickened when made)


# gitleaks' keyword rules open with up to 50 name characters before the keyword
# ("[\w.-]{0,50}?(?:adafruit)..."). It is lazy and may match nothing, so it never decides
# whether a rule matches nor which secret: it only moves the match's start back. Without it
# the scan jumps from keyword to keyword; a rule whose allowlist reads the whole match keeps it.
_NAME_LEAD = "[\\w.-]{0,50}?"


_SCOPED_FLAGS = lazy(r"\(\?[aiLmsux]+:")


def _scanned(pattern: str) -> str:
    """The regex the scan runs: *pattern* without its leading name characters (above), also
    where they open a group of scoped flags (``(?i:[\\w.-]{0,50}?(?:(?-i:[Ss]umo|SUMO))...``:
    five rules write it twice, outside the group and in it; each was tried 50 ways at every
    character of a long line)."""
    while True:
        head = global_flags(pattern) or (m.group() if (m := _SCOPED_FLAGS.match(pattern)) else "")
        if not pattern.startswith(_NAME_LEAD, len(head)):
            return pattern
        pattern = head + pattern[len(head) + len(_NAME_LEAD):]


@functools.lru_cache(maxsize=1024)
def _reads_as_a_credential(value: str) -> bool:
    """What a gitleaks context rule asks of its value, remembered: it is a function of the value
    alone, and the same value comes back (a token a tool printed four times in one output, a text
    read again once its secrets are replaced). ``header_value`` reads a long value slowly: 2 ms
    for a JWT of 660 characters."""
    return (header_value(value) and (not reads_as_words(value) or password_value(value))
            and not names_a_placeholder(value) and not public_material(value) and not algorithm_name(value))


def remembered_values_clear() -> None:
    """Forget the values ``_reads_as_a_credential`` was asked about (``engine.forget_scrubbed``)."""
    _reads_as_a_credential.cache_clear()


def _gitleaks_rule(r: dict, kinds: dict[str, str], global_allow: list[_Allowlist]) -> Rule:
    pattern_source = r["regex"].replace(_GITLEAKS_END, _PROSE_END)
    translated = go_regex(pattern_source)
    if translated != pattern_source:  # (the prose ending is ours, not a translation)
        TRANSLATED.append(r["id"])
    allows = [a for a in map(_allowlist, r.get("allowlists", [])) if a] + global_allow
    pattern = _LazyPattern(translated if any(a.target == "match" for a in allows) else _scanned(translated), r["id"])
    threshold = float(r.get("entropy", 0.0))
    context = r["id"] in _CONTEXT_IDS

    def accept(text: str, match: re.Match[str], secret: str) -> bool:
        if _ONE_CASE_WORD.fullmatch(secret) or _ENV_NAME.fullmatch(secret):
            return False  # letters of one case, no digit: a name (REGION_ASIAPACIFICSOUTHEAST, DB_PASSWORD)
        if _GIT_SHA.fullmatch(secret) and match.group().strip() == secret:
            return False  # a bare 40-hex run with no context in the match is a commit (sourcegraph)
        bare = secret.strip("\"'`")
        value = bare.rpartition(":")[2] if ":" in bare else bare
        if context and not _reads_as_a_credential(value):
            # a context rule of gitleaks: the value must look like a credential too (api-token does
            # not), and not like words someone is told to replace ("password": "VotreMotDePasse")
            return False
        if threshold and entropy(secret) <= threshold:
            return False
        if allows:
            line_start = text.rfind("\n", 0, match.start()) + 1
            line_end = text.find("\n", match.end())
            line = text[line_start:line_end if line_end >= 0 else len(text)]
            if any(a.allows(secret, match.group(), line) for a in allows):
                return False
        return True

    # (what it reads of the text is the match's line: engine._line_bound may search a line alone)
    accept.reads_its_line = True  # type: ignore[attr-defined]

    return Rule(
        id="gitleaks:" + r["id"], kind=kinds.get(r["id"], r["id"]), pattern=pattern,
        keywords=tuple(k.lower() for k in r.get("keywords", [])), group=r.get("secretGroup", -1),
        priority=60 if r["id"] in _CONTEXT_IDS else 15, accept=accept,
    )


def _load_gitleaks(ours: tuple[Rule, ...]) -> tuple[Rule, ...]:
    """gitleaks' default config (``gitleaks.toml``, MIT) as it ships, compiled for ``re``."""
    data = _data("gitleaks.toml")
    kinds = {rule.id: rule.kind for rule in ours}  # a rule we also have keeps our marker
    global_allow = [a for a in [_allowlist(data.get("allowlist", {}))] if a]
    rules = []
    for r in data["rules"]:
        if r["id"] in _LEFT_OUT:
            SKIPPED[r["id"]] = _LEFT_OUT[r["id"]]
        elif not r.get("regex"):
            SKIPPED[r["id"]] = "a path-only rule (a file name pattern, no content)"
        else:
            rules.append(_gitleaks_rule(r, kinds, global_allow))
    return tuple(rules)


#: gitleaks' default rules, adapted; a rule we also have keeps our marker kind.
RULES: tuple[Rule, ...] = _load_gitleaks(PROVIDER_RULES)
