"""The redact package's cold start: importing it compiles almost no pattern and builds no automaton.

Every fresh process that imports ``lc_memory.redact.engine`` (a hook's seal, an MCP server, a
CLI command a test runs in a subprocess) paid for compiling about 700 patterns at import, most
of which it never used. A module's patterns are now ``first_chars.lazy``: compiled the first time
they are used; an ``automaton`` is built the first time it reads a text, a reader's openings
(``rules.AtOpenings``) the first time it is tried. These tests count, in a fresh interpreter,
what the import and a first short scrub compile, and go red when a module compiles its patterns
at import again.
"""

from __future__ import annotations

import json
import re
import subprocess
import sys
from collections import Counter

import pytest

from lc_memory.redact.automaton import automaton, occurrences
from lc_memory.redact.first_chars import LazyPattern, lazy, quicken
from lc_memory.redact.rules import AtOpenings

# the modules whose patterns are made lazily: every module of the package
_LAZY_MODULES = ("automaton", "checks", "command_table", "commands", "engine", "fields", "first_chars", "gitleaks",
                 "keys", "keyvalue", "normalise", "prose", "rules")

_COUNT = r"""
import json, re, sys, ahocorasick_rs
made = []
compile_ = re.compile
def importer():  # the module whose import (its body's code) asked, else the first caller
    frame = sys._getframe(2)
    while frame is not None and frame.f_code.co_name != "<module>":
        frame = frame.f_back
    return (frame or sys._getframe(2)).f_globals.get("__name__", "?")
def counted(pattern, flags=0):
    made.append(("re", importer()))
    return compile_(pattern, flags)
re.compile = counted
for kind in ("AhoCorasick", "BytesAhoCorasick"):
    def built(*args, _kind=getattr(ahocorasick_rs, kind), **kwargs):
        made.append(("automaton", importer()))
        return _kind(*args, **kwargs)
    setattr(ahocorasick_rs, kind, built)
import lc_memory.redact.engine as engine
at_import = list(made)
engine.redact_secrets(sys.argv[1])
print(json.dumps({"import": at_import, "first": made[len(at_import):]}))
"""


def _made(text: str) -> dict[str, list[list[str]]]:
    done = subprocess.run([sys.executable, "-c", _COUNT, text], capture_output=True, text=True, check=True)
    return json.loads(done.stdout)


@pytest.fixture(scope="module")
def short_scrub() -> dict[str, list[list[str]]]:
    return _made("Moved the retry loop into the client; the suite is green on both runners now.")


def test_the_engines_own_modules_compile_no_pattern_at_import(short_scrub: dict[str, list[list[str]]]) -> None:
    ours = Counter(who.removeprefix("lc_memory.redact.") for kind, who in short_scrub["import"]
                   if kind == "re" and who.removeprefix("lc_memory.redact.") in _LAZY_MODULES)
    # what the import itself reads: first_chars' three small patterns of its own (compiled before
    # LazyPattern is defined), the three gitleaks' translation reads of every rule's regex, the
    # context rules' fragment reference (their regexes are expanded at import)
    assert ours <= Counter({"first_chars": 3, "gitleaks": 3, "rules": 1}), ours


def test_importing_the_engine_builds_no_automaton(short_scrub: dict[str, list[list[str]]]) -> None:
    assert [who for kind, who in short_scrub["import"] if kind == "automaton"] == []


def test_a_first_short_scrub_compiles_only_what_its_words_wake(short_scrub: dict[str, list[list[str]]]) -> None:
    # a text no rule's keyword wakes: the keyword pass's automaton (its ASCII twin alone) and the
    # few patterns every text asks; not the rules' hundreds
    first = short_scrub["first"]
    assert len([kind for kind, _ in first if kind == "automaton"]) == 1, first
    assert len([kind for kind, _ in first if kind == "re"]) <= 10, first


def test_a_lazy_pattern_answers_as_the_compiled_one() -> None:
    source = r"(?i)(?P<name>token|pass(?:word)?)[ \t]*[:=][ \t]*(?P<v>\S+)"
    compiled = re.compile(source)
    pattern = lazy(source)
    assert "_made" not in pattern.__dict__  # nothing compiled yet
    assert pattern.pattern == source and "_made" not in pattern.__dict__  # its text, still not compiled
    text = "a: 1\nPASSWORD = hunter2x\ntoken: abc; token=def"
    assert pattern.flags == compiled.flags and pattern.groups == compiled.groups
    assert pattern.groupindex == compiled.groupindex
    assert pattern.search(text).span() == compiled.search(text).span()
    assert [m.span("v") for m in pattern.finditer(text)] == [m.span("v") for m in compiled.finditer(text)]
    assert pattern.findall(text) == compiled.findall(text)
    assert pattern.sub("X", text) == compiled.sub("X", text)
    assert pattern.match(text, 5) is not None and pattern.fullmatch("token=1") is not None
    assert pattern.split(text) == compiled.split(text)
    assert pattern.check() is pattern.check() and isinstance(pattern.check(), re.Pattern)
    # once compiled, a method is the compiled pattern's own (no call of ours in between), and no
    # __getattr__ stands in every read's way (a class with one is read through it: 60 ns a search)
    assert type(pattern.search) is type(compiled.search)
    assert not hasattr(LazyPattern, "__getattr__")
    assert pattern == lazy(source) and hash(pattern) == hash(lazy(source)) and pattern != lazy(source, re.ASCII)


def test_a_quick_lazy_pattern_is_quicken_of_the_compiled_one() -> None:
    source = r"(?<![\w-])(?:-u|--user)[ =](?P<v>\S+)"
    quick = lazy(source, quick=True)
    assert isinstance(quick, LazyPattern)
    assert quick.pattern == quicken(re.compile(source)).pattern
    assert lazy(source).quickened() == quick and quick.quickened() is quick


def test_an_automaton_is_built_when_it_first_reads() -> None:
    words = automaton(["password", "token", "密码"])
    assert "bytes" not in words.__dict__ and "text" not in words.__dict__
    assert occurrences(words, "my token") == [(1, 3, 8)]
    assert "bytes" in words.__dict__ and "text" not in words.__dict__  # an ASCII text: its bytes twin alone
    assert occurrences(words, "密码 token") == [(2, 0, 2), (1, 3, 8)]
    assert "text" in words.__dict__


def test_a_readers_openings_are_made_when_first_tried() -> None:
    at = AtOpenings(lazy(r"(?i)\b(?:identified|credentials)\b[ \t]+by[ \t]+(?P<v>\S+)"))
    assert at._made is False
    text = "CREATE USER a IDENTIFIED BY s3cr3tZ; credentials by x"
    assert [m.span("v") for m in at.finditer(text)] == [m.span("v") for m in at.pattern.finditer(text)]
    assert at._made is not False


def test_a_rules_scan_is_the_compiled_pattern_once_a_text_wakes_it() -> None:
    from lc_memory.redact.engine import RULES

    rule = next(r for r in RULES if isinstance(r.pattern, LazyPattern) and r.id.startswith("gitleaks:"))
    assert isinstance(rule.scan, re.Pattern) and rule.scan is rule.pattern.check()
    ours = next(r for r in RULES if isinstance(r.pattern, LazyPattern) and not r.id.startswith("gitleaks:"))
    assert isinstance(ours.scan, re.Pattern) and ours.scan.pattern == quicken(re.compile(ours.pattern.pattern)).pattern
