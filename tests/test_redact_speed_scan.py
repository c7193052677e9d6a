"""The scrub's cheaper scans find what the plain ones found (issue 35, session 58): the key
reader's comparisons tried where ``==`` or ``!=`` stands, its blanks-before-a-key test, the JSON
fields' view cut at its quotes, SQL's password clauses read on the lines that can hold one,
and an ASCII text read through an automaton's bytes. Each is
checked against the way it replaces, on texts hypothesis writes and on a long text with the
secret at its end, and each goes red when its shortcut drops what it must try."""

from __future__ import annotations

import pytest

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from lc_memory.redact import engine, fields
from lc_memory.redact import keyvalue as kv
from lc_memory.redact.automaton import Automaton, automaton, occurrences

SETTINGS = settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
SECRET = "Qm7vX2pLr9Tz"

# the characters a comparison, a JSON field and a key are made of, and a few that are not
_ALPHABET = "=!<>\"' \t\n,:[]{}abpsw_dPASWORD0123456789xyz"


@given(st.text(alphabet=_ALPHABET, max_size=200))
@SETTINGS
def test_comparisons_are_the_pattern_s_own_matches(text: str) -> None:
    assert [m.span() for m in kv._comparisons(text)] == [m.span() for m in kv._COMPARISON.finditer(text)]


@pytest.mark.parametrize("operator", ["==", "!=", "===", "!=="])
def test_a_compared_password_after_a_long_text_of_code_is_found(operator: str) -> None:
    # many "=" and "==" with no quote after them, then the comparison (a script's check of its
    # password, 60,000 characters in)
    code = "x = y == z; if a != b: c = d\n" * 2000
    text = f'{code}if password {operator} "{SECRET}":\n    ok()\n'
    values = [pair.value for pair, _hit in kv._compared_pairs(text)]
    assert values == [SECRET]
    assert ("secret-value", text.index(SECRET), text.index(SECRET) + len(SECRET)) in engine.find_secrets(text)


def test_comparisons_on_a_long_line_that_almost_matches_are_quick() -> None:
    import time

    text = '== "' * 15_000 + "!=" * 10_000
    start = time.process_time()  # the CPU's, which a loaded machine's other work does not add to
    assert [m.span() for m in kv._comparisons(text)] == [m.span() for m in kv._COMPARISON.finditer(text)]
    # linear: about 0.1 s alone; the bound only catches a pattern that tries every place again (minutes),
    # with room for a loaded CI machine (0.58 s of CPU once, two workers on two cores)
    assert time.process_time() - start < 2.0


@pytest.mark.parametrize(("text", "found"), [
    (f"requirepass {SECRET}", True),
    (f"  \trequirepass {SECRET}", True),
    (f"x = 1\n \trequirepass {SECRET}", True),
    (f"then requirepass {SECRET}", False),  # "KEY value" only at a line's start
    ("word " * 20_000 + f"requirepass {SECRET}", False),  # ... however long the line before it
    ("word " * 20_000 + f"\nrequirepass {SECRET}", True),
])
def test_a_spaced_key_is_read_only_at_its_line_s_start(text: str, found: bool) -> None:
    assert any(pair.value == SECRET for pair, _hit in kv.pairs(text)) is found


_SQL_ALPHABET = "IDENTIFIED by BY with PASSWORD password set = ' \n\t\\;xyz\u017f"


@given(st.text(alphabet=_SQL_ALPHABET, max_size=200))
@SETTINGS
def test_sql_clauses_on_their_lines_are_the_pattern_s_own_matches(text: str) -> None:
    sql = kv._OnWordLines(kv._SQL.pattern, ("password", "identified"), "'")
    assert [m.span() for m in sql.finditer(text)] == [m.span() for m in kv._SQL.pattern.finditer(text)]


@pytest.mark.parametrize("clause", [
    f"ALTER USER app IDENTIFIED BY '{SECRET}';",
    f"CREATE ROLE app WITH LOGIN ENCRYPTED PASSWORD '{SECRET}';",
    f"SET PASSWORD FOR 'app'@'%' = '{SECRET}';",
    f"psql -c \"ALTER ROLE app PASSWORD '{SECRET}'\"",
    f"-- cut off at the text's end: PASSWORD '{SECRET}",
])
def test_a_password_clause_after_a_long_text_is_read(clause: str) -> None:
    # a long text of code and prose, quotes and "set" on many lines, none of them a clause
    text = "const x = 'a'; reset(offset); // settings with care\n" * 2000 + clause
    values = [pair.value for pair, _hit in kv._sql_pairs(text)]
    assert values == [SECRET]


def test_a_value_cut_off_at_a_line_s_end_is_no_clause() -> None:
    # (\Z holds at the text's end only: a line's end is no cut-off value's)
    text = f"PASSWORD '{SECRET}\nmore text"
    assert list(kv._sql_pairs(text)) == list(kv._value_pairs(kv._SQL, "PASSWORD", "sql", kv._PASSWORD)(text)) == []


def test_a_text_that_folds_otherwise_is_searched_whole() -> None:
    # the long s (\u017f) reads as "s" to a case-blind match, and lower-cases to itself
    text = f"ALTER ROLE app WITH PA\u017f\u017fWORD '{SECRET}'"
    assert [pair.value for pair, _hit in kv._sql_pairs(text)] == [SECRET]


def _fielded_by_characters(text: str) -> str:
    """``fields.fielded`` as it was written first: a list of the text's characters."""
    chars = list(text)
    for pattern in (*fields._OPENS, fields._CLOSE):
        for m in pattern.finditer(text):
            chars[m.start(1)] = "\n"
    return "".join(chars)


@given(st.text(alphabet='{}[]",: abkey_0123\n\\', max_size=200))
@SETTINGS
def test_the_fields_view_is_the_character_way_s(text: str) -> None:
    assert fields.fielded.__wrapped__(text) == _fielded_by_characters(text)


def test_the_fields_view_of_a_long_tool_input() -> None:
    text = '{"command": "' + "echo ok; " * 5000 + f'mysql -u root -p{SECRET}", "description": "run it"}}'
    assert fields.fielded.__wrapped__(text) == _fielded_by_characters(text)


_WORDS = ["password", "pass", "word", "key", "api_key", "ke", "密码", "пароль", "\u212a"]


@given(st.text(alphabet="passwordkey_api 密码пароль\u212aK\n", max_size=200), st.booleans())
@SETTINGS
def test_an_automaton_reads_a_text_as_its_str_automaton_does(text: str, overlapping: bool) -> None:
    words = automaton(_WORDS)
    assert occurrences(words, text, overlapping) == words.text.find_matches_as_indexes(text, overlapping=overlapping)


def test_an_ascii_text_is_read_through_the_bytes_automaton() -> None:
    words = automaton(_WORDS)
    text = "x" * 50_000 + "api_key = 1"
    found = occurrences(words, text)
    assert found == words.text.find_matches_as_indexes(text, overlapping=True)
    assert sorted((_WORDS[i], text[s:e]) for i, s, e in found) == [("api_key", "api_key"), ("ke", "ke"), ("key", "key")]
    # no str automaton asked: the bytes one alone reads it
    assert occurrences(Automaton(None, words.bytes), text) == found  # type: ignore[arg-type]
