"""The key reader's cheap exits change no read (issue 35's speed): a ``..._BEFORE`` pattern is
searched only when what it searches ends with a character its match can end with, so every
text that pattern matches must end so (checked exhaustively on short tails after real prefixes,
a trailing line break among them: ``$`` matches before one)."""

from __future__ import annotations

import itertools

import pytest

from lc_memory.redact import keyvalue
from lc_memory.redact.engine import redact_secrets

# the gates as keyvalue reads them: (the pattern, the characters its match may end with, the
# ``before`` strings are cut at the lead as _read_value cuts them)
GATES = [
    ("_NAMED_BEFORE", "_NAMED_ENDS"),
    ("_ATTR_BEFORE", "_QUOTE_ENDS"),
    ("_CALL_BEFORE", "_QUOTE_ENDS"),
    ("_TUPLE_BEFORE", "_TUPLE_ENDS"),
    ("_DEFINED_BEFORE", "_DEFINED_ENDS"),
]
# what stands before a key in code and configs (a Kubernetes env entry, an XML attribute, a call's
# argument, a Lisp call and definition, an Erlang tuple, Elixir's def, Hadoop's <name>)
PREFIXES = ["", "- name", '{"name"', "<property name", "add_argument(", "(System/getenv", "{", "(defvar",
            "(defparameter", "  def", "defp", "<name>", "Name", "ParameterKey", "x = foo(", "[", "a,"]
TAIL_CHARS = " \t\"'\n{*:=>(,[a"


def _tails(most: int = 3):
    for n in range(most + 1):
        yield from ("".join(p) for p in itertools.product(TAIL_CHARS, repeat=n))


@pytest.mark.parametrize(("pattern", "ends"), GATES)
def test_every_match_ends_with_a_gated_character(pattern: str, ends: str) -> None:
    compiled, allowed = getattr(keyvalue, pattern), getattr(keyvalue, ends)
    checked = 0
    for prefix in PREFIXES:
        for tail in _tails():
            before = prefix + tail
            if compiled.search(before) is not None:
                checked += 1
                assert keyvalue._ends_with(before, len(before)) in allowed, (pattern, before)
    assert checked > 50  # the tails reach each pattern's matches


def test_ends_with_reads_past_a_final_line_break() -> None:
    assert keyvalue._ends_with('x("\n', 4) == '"'
    assert keyvalue._ends_with('x("', 3) == '"'
    assert keyvalue._ends_with("\n", 1) == ""
    assert keyvalue._ends_with("", 0) == ""
    # (the search in pairs(): a window's end inside the text)
    assert keyvalue._ends_with('a = "x" name: b', 13) == ":"


@pytest.mark.parametrize("text", [
    'parser.add_argument("--password", default="Zq8-Lm2Rt5!Vx9")',
    '{password, "Zq8-Lm2Rt5!Vx9"}',
    '(or (System/getenv "DB_PASSWORD") "Zq8-Lm2Rt5!Vx9")',
    '(defparameter *db-password* "Zq8-Lm2Rt5!Vx9")',
    '- name: DB_PASSWORD\n  value: "Zq8-Lm2Rt5!Vx9"',
    '<add key="ApiSecret" value="Zq8-Lm2Rt5!Vx9" />',
])
def test_the_gated_branches_still_read(text: str) -> None:
    assert "Zq8-Lm2Rt5!Vx9" not in redact_secrets(text)
