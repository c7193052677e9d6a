"""Work the scrub stopped doing because it cannot change a finding (issue 35): each shortcut is
checked against the plain way it replaces, and each goes red when it is taken out."""

from __future__ import annotations

import re

import pytest

from hypothesis import HealthCheck, example, given, settings
from hypothesis import strategies as st

from lc_memory.redact import rules

SETTINGS = settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])

# _SEALED's ways, written in other cases and with the letters a case-blind pattern reads as ASCII
# that lower() does not make ASCII (long s, dotless i, Kelvin sign)
_SEALED_PIECES = ["encryptedData:", "ENCRYPTEDDATA", "!Vault", "$ANSIBLE_VAULT;1.1", "kind: SealedSecret",
                  "kind:\n  sealedsecret", "\u017fealed\u017fecret", "kind: Sealed\u017fecret", "$ANS\u0131BLE_VAULT",
                  "$ANS\u0130BLE_VAULT", "encrypted Data", "vault", "sealed secret", "  password: Zq8-Lm2Rt5!Vx9\n",
                  "\n", "  ", "data:\n", "é"]


def _plain_in_sealed_block(text: str, pos: int) -> bool:
    """``_in_sealed_block`` as it was: the search first, for every value."""
    gate = rules._may_hold_sealed
    try:
        rules._may_hold_sealed = lambda _text: True
        return rules._in_sealed_block(text, pos)
    finally:
        rules._may_hold_sealed = gate


@SETTINGS
@given(st.lists(st.sampled_from(_SEALED_PIECES), max_size=8), st.data())
@example(["kind: Sealed\u017fecret", "\n", "encryptedData:", "\n", "  ", "  password: Zq8-Lm2Rt5!Vx9\n"], None)
def test_a_text_without_a_sealed_word_is_under_no_sealed_block(pieces: list[str], data: st.DataObject | None) -> None:
    text = "".join(pieces)
    positions = range(len(text) + 1) if data is None else data.draw(st.lists(st.integers(0, len(text)), max_size=6))
    for pos in positions:
        assert rules._in_sealed_block(text, pos) == _plain_in_sealed_block(text, pos)


class _Counted:
    """``_SEALED`` with its searches counted."""

    def __init__(self, pattern) -> None:
        self.pattern, self.searches = pattern, 0

    def search(self, *args):
        self.searches += 1
        return self.pattern.search(*args)


def test_a_value_in_a_text_without_a_sealed_word_searches_nothing_back(monkeypatch: pytest.MonkeyPatch) -> None:
    counted = _Counted(rules._SEALED)
    monkeypatch.setattr(rules, "_SEALED", counted)
    text = "config:\n  db_password: Zq8-Lm2Rt5!Vx9\n  api_token: Zk9mQ2rT5vX8bN1cF4\n" * 20
    assert not rules._in_sealed_block(text, text.index("Zq8"))
    assert counted.searches == 0
    sealed = "kind: SealedSecret\nspec:\n  encryptedData:\n    password: AgBy3i4OJSWK+PiTySYZZA==\n"
    assert rules._in_sealed_block(sealed, sealed.index("AgBy"))
    assert counted.searches == 1


# a JWT of the shape a tool printed four times in one output (Crush's sample), made here
_JWT = ("eyJ0eXAiOiJKV1QiLCJhbGciOiJIUzI1NiJ9." + "eyJpc3MiOiJnaXRodWIuY29tIiwiYXVkIjoicmF3" * 12
        + "." + "Qm9yZWRfYnlfdGhlX3NpZ25hdHVyZV8xMjM0NTY3ODkw" * 2)


def test_a_value_a_gitleaks_context_rule_reads_again_is_asked_about_once(monkeypatch: pytest.MonkeyPatch) -> None:
    from lc_memory.redact import checks, engine, gitleaks

    asked: list[str] = []

    def counted(value: str) -> bool:
        asked.append(value)
        return checks.header_value(value)

    monkeypatch.setattr(gitleaks, "header_value", counted)
    engine.forget_scrubbed()
    text = "".join(f"run {i}: token {_JWT} seen\n" for i in range(4))
    found = engine.findings(text)
    assert len(asked) == len(set(asked)) >= 1  # each value once
    once = len(asked)
    gitleaks.remembered_values_clear()
    monkeypatch.setattr(gitleaks, "_reads_as_a_credential", gitleaks._reads_as_a_credential.__wrapped__)
    assert engine.findings(text) == found  # the same findings, each value asked again
    assert len(asked) - once == 4
    monkeypatch.undo()
    engine.forget_scrubbed()


@pytest.mark.parametrize(("source", "keyword", "text", "at", "matches"), [
    # from the keyword's literal to the end: most URLs hold no userinfo
    (r"\b[A-Za-z][A-Za-z0-9+.-]{1,30}://[^\s:/@]*:(?P<v>[^\s/@]+)@", "://", "see https://ops:Zq8Lm2@db/x", 9, True),
    (r"\b[A-Za-z][A-Za-z0-9+.-]{1,30}://[^\s:/@]*:(?P<v>[^\s/@]+)@", "://", "see https://example.com/a:b", 9, False),
    # a case-blind group stays case-blind around the rest of its items
    (r"\b(?i:(?:proxy-)?authori[sz]ation:\s*bearer)\s+\w+", "authori", "AUTHORISATION: Bearer x", 0, True),
    # a group the rest refers back to, opened in it
    (r"\b\w{1,9}:A(?P<q>['\"])x(?P=q)", ":a", "1234:A'x'", 4, True),
    # the keyword read on across a group's end, as keyword_reach reads it
    (r"\d{1,4}(?:-u)s\d", "-us", "1234-us9", 4, True),
])
def test_the_part_from_the_keyword_on_matches_where_the_pattern_holds_it(
        source: str, keyword: str, text: str, at: int, matches: bool) -> None:
    from lc_memory.redact.first_chars import keyword_suffix

    suffix = keyword_suffix(re.compile(source), keyword)
    assert suffix is not None
    assert (suffix.match(text, at) is not None) is matches
    assert (re.compile(source).search(text) is not None) is matches


def test_a_part_that_refers_back_before_the_keyword_is_not_made() -> None:
    from lc_memory.redact.first_chars import keyword_suffix

    assert keyword_suffix(re.compile(r"(?P<q>['\"])\w{1,9}://(?P=q)"), "://") is None
    assert keyword_suffix(re.compile(r"\w{1,9}(?P<q>['\"])?://(?(q)x|y)"), "://") is None


def test_an_occurrence_the_rest_of_the_pattern_does_not_follow_is_tried_nowhere(monkeypatch: pytest.MonkeyPatch) -> None:
    from lc_memory.redact import engine

    url_password = next(r for r in engine.RULES if r.id == "url-password")
    tried: list[list[int]] = []
    plain = rules.Rule._tried_at

    def counted(self, text, pos, starts):
        tried.append(list(starts))
        return plain(self, text, pos, starts)

    monkeypatch.setattr(rules.Rule, "_tried_at", counted)
    text = "docs at https://example.com/guide and http://localhost:8080/x, " * 5
    assert list(url_password.find(text)) == []
    assert tried and all(starts == [] for starts in tried)
    secret = "db: postgres://app:Zq8-Lm2Rt5!Vx9@db.example.com:5432/shop"
    assert [secret[s:e] for s, e in url_password.find(secret)] == ["Zq8-Lm2Rt5!Vx9"]


def test_a_parenthesis_no_quoted_host_follows_is_read_back_for_no_call(monkeypatch: pytest.MonkeyPatch) -> None:
    from lc_memory.redact import engine

    call_16 = next(r for r in engine.RULES if r.id == "call-16")
    assert call_16.openings() is not None and call_16.openings().run_suffix is not None
    read_back: list[int] = []
    plain = rules._read_back

    def counted(text, at, back):
        read_back.append(at)
        return plain(text, at, back)

    monkeypatch.setattr(rules, "_read_back", counted)
    code = "const app = express();\napp.use(cors());\nconsole.log(require('path').join(a, b));\n" * 5
    secret = "out = run_remote('build.example.com', 'deploy', 'Zq8-Lm2Rt5!Vx9')"
    assert list(call_16.find(code + "localhost")) == []
    assert read_back == []
    assert [(code + secret)[s:e] for s, e in call_16.find(code + secret)] == ["Zq8-Lm2Rt5!Vx9"]
    assert set(read_back) == {len(code) + secret.index("(")}  # the parenthesis of the call alone


# ---------------------------------------------------------------------------------------------
# a pattern that opens with a name read as a run, no \b before it (call-20): a search skips the
# run's later places, each of which fails where the place before it failed
# ---------------------------------------------------------------------------------------------

_NAME_PIECES = ["password", "db_pass", "x", "_", "9", "é", "Q" * 40, "aGVsbG8" * 9, ".", " ", "\n", ": ",
                "(", "Some(", "Option(", "Just(", "\"Zq8-Lm2Rt5!Vx9\"", "'Zk9mQ2rT5vX8bN1c'", "\"root\"", ")", "=>"]


def _searched(rule: rules.Rule) -> rules.Rule:
    import dataclasses

    plain = dataclasses.replace(rule)
    object.__setattr__(plain, "_leading", False)
    return plain


@SETTINGS
@given(st.lists(st.sampled_from(_NAME_PIECES), max_size=24))
@example(["Q" * 40, "password", ": ", "Some(", "\"Zq8-Lm2Rt5!Vx9\"", ")"])
@example(["9", "password", "(", "Some(", "'Zk9mQ2rT5vX8bN1c'", ")", "db_pass", ": ", "Just(", "\"root\"", ")"])
def test_a_name_read_as_a_run_is_found_where_every_place_finds_it(pieces: list[str]) -> None:
    from lc_memory.redact import engine

    text = "".join(pieces)
    call_20 = next(r for r in engine.RULES if r.id == "call-20")
    assert list(call_20.find(text)) == list(_searched(call_20).find(text))
    # a rule whose check turns names down: the search goes on inside the name, as before
    named = rules.Rule("t", "t", re.compile(r"(?P<n>[A-Za-z_]\w*)[ \t]*[:=(][ \t]*(?P<v>[\w\"'!-]{4,})"), group="v",
                       accept=lambda _text, m, _value: "pass" in m.group("n")[1:])
    assert list(named.find(text)) == list(_searched(named).find(text))


@pytest.mark.parametrize(("source", "skips"), [
    (r"(?P<n>[A-Za-z_]\w*)=(?P<v>\w+)", True),
    (r"(?=[A-Za-z_])(?:(?P<n>[A-Za-z_]\w*)=(?P<v>\w+))", True),
    (r"\b(?P<n>[A-Za-z_]\w*)=(?P<v>\w+)", False),  # \b: only a run's first place is tried already
    (r"(?i)(?P<n>[a-z_]\w*)=(?P<v>\w+)", False),  # case-blind: not read here
    (r"(?P<n>[A-Za-z_]\w{0,9})=(?P<v>\w+)", False),  # a bounded run: the place before may not reach
    (r"(?P<n>[A-Za-z_][a-z]*)=(?P<v>\w+)", False),  # the run does not read every first character
    (r"(?P<n>[A-Za-z_]\w*)=(?P=n)", False),  # the rest refers back to the name
    (r"(?<!-)(?P<n>[A-Za-z_]\w*)=(?P<v>\w+)", False),  # a lookbehind before the name
])
def test_which_patterns_open_with_a_name_read_as_a_run(source: str, skips: bool) -> None:
    from lc_memory.redact.first_chars import leading_run

    assert (leading_run(re.compile(source)) is not None) is skips


def test_a_search_skips_the_runs_later_places() -> None:
    from lc_memory.redact import engine

    call_20 = next(r for r in engine.RULES if r.id == "call-20")
    text = "blob = " + "aGVsbG8" * 1500 + '\nlet pw = Some("x"); .password(Some("Zq8-Lm2Rt5!Vx9".to_string()))'
    assert [text[s:e] for s, e in call_20.find(text)] == ["Zq8-Lm2Rt5!Vx9"]
    first, skipping = call_20._leading

    class Counted:
        searches = 0

        def search(self, *args):
            Counted.searches += 1
            return skipping.search(*args)

    object.__setattr__(call_20, "_leading", (first, Counted()))  # (a frozen dataclass)
    try:
        assert [text[s:e] for s, e in call_20.find(text)] == ["Zq8-Lm2Rt5!Vx9"]
    finally:
        object.__setattr__(call_20, "_leading", (first, skipping))
    assert Counted.searches >= 1


def test_a_long_run_of_one_character_is_no_catastrophic_backtrack():
    """``checks._PLACEHOLDER``'s runs of one character (``55555555:AAAAAAAAAAA``) and
    ``_IDENTIFIER_LIKE``'s runs of separators are each read whole: a run that could end anywhere was split in exponentially many ways before a failing
    last character (80 Qs then a letter took minutes, and the suite hung wherever Hypothesis
    drew such a name). A process of its own, so that a backtrack is killed, not waited for."""
    import subprocess
    import sys

    probe = ("from lc_memory.redact.checks import not_placeholder\n"
             "from lc_memory.redact.engine import redact_secrets\n"
             "assert not_placeholder('Q' * 200 + 'é') and not not_placeholder('Q' * 200 + '-' + '5' * 9)\n"
             "redact_secrets('password = ' + 'Q' * 120 + 'é')\n"
             "redact_secrets('mysql -u root -p' + '_' * 60 + '!')\n")  # _IDENTIFIER_LIKE's separators
    done = subprocess.run([sys.executable, "-c", probe], capture_output=True, text=True, timeout=60)
    assert done.returncode == 0, done.stderr


def test_a_long_run_of_blanks_after_a_secret_name_is_read_once():
    """Two quantifiers side by side over the same blanks (``[ \\t]*:?[ \\t]+`` after a password's
    copula in ``said`` and ``said-i18n``; ``[ \\t]*;?[ \\t]*`` after a value in keyvalue's
    ``_SPACE``) split a run of blanks in quadratically many ways before a failing character:
    8,000 blanks took 1.6 s, 100,000 minutes. A process of its own, killed rather than waited for."""
    import subprocess
    import sys

    probe = ("from lc_memory.redact.engine import redact_secrets\n"
             "for head in ('password is ', 'la password è ', 'passwords like '):\n"
             "    redact_secrets(head + ' ' * 100_000 + '!')\n"
             "    redact_secrets(head + '\\t' * 100_000 + '!')\n")
    done = subprocess.run([sys.executable, "-c", probe], capture_output=True, text=True, timeout=60)
    assert done.returncode == 0, done.stderr
