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


# ---- the tables parsed once, kept beside them (redact.tables.data_table) ----

import os  # noqa: E402
import tomllib  # noqa: E402
from importlib import resources  # noqa: E402

from lc_memory.redact.tables import data_table, parsed_table  # noqa: E402


def test_every_table_reads_as_tomllib_parses_it() -> None:
    folder = resources.files("lc_memory.redact").joinpath("data")
    names = sorted(p.name for p in folder.iterdir() if p.name.endswith(".toml"))
    assert "commands.toml" in names and "gitleaks.toml" in names
    for name in names:
        assert data_table(name) == tomllib.loads(folder.joinpath(name).read_text("utf-8")), name


def test_a_kept_table_is_read_only_while_its_file_is_the_same(tmp_path, monkeypatch) -> None:
    monkeypatch.setattr(sys, "dont_write_bytecode", False)
    table = tmp_path / "words.toml"
    table.write_text('[words]\nlist = ["alpha", "beta"]\n', "utf-8")
    assert parsed_table(table) == {"words": {"list": ["alpha", "beta"]}}
    kept = tmp_path / "__pycache__" / "words.toml.marshal"
    assert kept.is_file()
    # the kept copy is what is read (its body changed by hand, its head the file's digest still)
    head, _, _body = kept.read_bytes().partition(b"\n")
    import marshal
    kept.write_bytes(head + b"\n" + marshal.dumps({"words": {"list": ["from the kept copy"]}}))
    assert parsed_table(table) == {"words": {"list": ["from the kept copy"]}}
    # the file changed (its length too, or not): parsed again, whatever the kept copy says
    table.write_text('[words]\nlist = ["gamma", "delta"]\n', "utf-8")
    assert parsed_table(table) == {"words": {"list": ["gamma", "delta"]}}
    # a kept copy cut short is no table: parsed again
    kept.write_bytes(kept.read_bytes()[:-3])
    assert parsed_table(table) == {"words": {"list": ["gamma", "delta"]}}


def test_no_table_is_kept_when_python_writes_no_bytecode(tmp_path, monkeypatch) -> None:
    monkeypatch.setattr(sys, "dont_write_bytecode", True)
    table = tmp_path / "words.toml"
    table.write_text('list = ["alpha"]\n', "utf-8")
    assert parsed_table(table) == {"list": ["alpha"]}
    assert not (tmp_path / "__pycache__").exists()


_TABLES_READ = r"""
import json, sys, tomllib
parsed = []
loads = tomllib.loads
def counted(text, **kwargs):
    parsed.append(sys._getframe(1).f_globals.get("__name__", "?"))
    return loads(text, **kwargs)
tomllib.loads = counted
import lc_memory.redact.engine
print(json.dumps(parsed))
"""


def test_a_second_fresh_process_parses_no_table_through_data_table() -> None:
    folder = os.fspath(resources.files("lc_memory.redact").joinpath("data"))
    if not os.access(folder, os.W_OK):
        pytest.skip("the package's data folder is not writable here: nothing can be kept")
    env = {k: v for k, v in os.environ.items() if k != "PYTHONDONTWRITEBYTECODE"}
    subprocess.run([sys.executable, "-c", _TABLES_READ], capture_output=True, text=True, check=True, env=env)  # (keeps them)
    second = json.loads(subprocess.run([sys.executable, "-c", _TABLES_READ], capture_output=True, text=True, check=True,
                                       env=env).stdout)
    assert "lc_memory.redact.tables" not in second, second  # every table data_table reads was kept
