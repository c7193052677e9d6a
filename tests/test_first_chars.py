"""The scan's shortcuts change nothing the rules find: the first-character lookahead
(redact/first_chars.py) and the memo of texts already found clean (redact/engine.py)."""

from __future__ import annotations

import dataclasses
import random
import re
import string

import pytest

from lc_memory.redact import engine
from lc_memory.redact.first_chars import (
    first_chars,
    keyword_reach,
    WORD_RUN,
    literal_starts,
    opens_at_boundary,
    quicken,
)
from lc_memory.redact.rules import (
    _CONTEXT,
    CONTEXT_RULES,
    PROVIDER_RULES,
    STRUCTURE_RULES,
)


@pytest.mark.parametrize(
    ("source", "expected"),
    [
        (r"(?i:key|pass)=", set("kKpP")),
        (r"a*b", {"a", "b"}),
        (r"(?:ab)?c", {"a", "c"}),
        (r"\bfoo", {"f"}),
        (r"(?<![A-Z])(?=x)xy", {"x"}),
        (r"(?i)tok", set("tT")),
        (r"[0-3]x", set("0123")),
    ],
)
def test_first_chars_known(source: str, expected: set[str]) -> None:
    assert first_chars(re.compile(source)) == expected


@pytest.mark.parametrize("source", [r"\w+=", r".x", r"a?", r"[^a]b", r"", r"(?:x|)"])
def test_first_chars_unknown(source: str) -> None:
    """A class by category, any character, a negated class or an empty match: no shortcut."""
    pattern = re.compile(source)
    assert first_chars(pattern) is None
    assert quicken(pattern) is pattern


@pytest.mark.parametrize("source", [
    r"SK[0-9a-fA-F]{32}",  # a literal prefix: re searches for it in C
    r"[gG]hp_[0-9A-Za-z]{36}",  # one set of characters first: re skips to it in C
    r"(?i)(?:lob)[ \t\w.-]{0,20}=",  # one case-blind character first: the lookahead tests it again
])
def test_no_lookahead_where_re_already_skips_or_it_saves_nothing(source: str) -> None:
    pattern = re.compile(source)
    assert first_chars(pattern) is not None
    assert quicken(pattern) is pattern


@pytest.mark.parametrize("source", [r"(?i:password|token|secret)\s*=", r"(?<![A-Za-z0-9_])ghp_[0-9A-Za-z]{36}"])
def test_a_lookahead_where_re_would_try_every_position(source: str) -> None:
    assert quicken(re.compile(source)).pattern.startswith("(?=")


def test_case_folds_to_other_scripts_still_begin_a_match() -> None:
    # under re.IGNORECASE the Kelvin sign is a "k" and the long s an "s"
    for source, text in [(r"(?i:key)=1", "\u212aey=1"), (r"(?i)secret=1", "\u017fecret=1")]:
        pattern = re.compile(source)
        assert pattern.search(text) and quicken(pattern).search(text)


def _texts() -> list[str]:
    """Every example the context rules carry, each inside noise and in other cases."""
    rng = random.Random(7)
    examples: list[str] = []
    for r in _CONTEXT["rules"]:
        examples += [*r.get("redact", []), *r.get("keep", [])]
    out = []
    for text in examples:
        noise = "".join(rng.choice(string.ascii_letters + " =:\n\"'") for _ in range(40))
        out += [text, noise + text + noise, text.upper(), text.lower(), text.swapcase()]
    return out


def test_quickened_rules_find_what_the_plain_patterns_find() -> None:
    texts = _texts()
    quickened = 0
    for rule in (*PROVIDER_RULES, *STRUCTURE_RULES, *CONTEXT_RULES):
        if rule.pattern is None or rule.scan is rule.pattern:
            continue
        quickened += 1
        for text in texts:
            assert [m.span() for m in rule.scan.finditer(text)] == [m.span() for m in rule.pattern.finditer(text)], (rule.id, text)
    assert quickened >= 20  # the shortcut is in use: remove it and this goes red


def test_clean_memo_is_emptied_when_the_rules_change(monkeypatch: pytest.MonkeyPatch) -> None:
    rng = random.Random(3)
    secret = "".join(rng.choice(string.ascii_letters + string.digits) for _ in range(24))
    text = f"some padding so the text is long enough to be remembered: DB_PASSWORD={secret}"
    without = tuple(r for r in engine.RULES if r.id not in {"assignment", "key", "block"})
    assert engine.findings(text, without) == []  # the text is clean under the reduced rules
    monkeypatch.setattr(engine, "RULES", without)
    assert engine.redact_secrets(text) == text
    monkeypatch.undo()
    # under the full rules again, the memo filled under the reduced ones must not answer
    assert secret not in engine.redact_secrets(text)


def test_clean_memo_holds_only_clean_texts() -> None:
    engine.forget_scrubbed()
    rng = random.Random(4)
    secret = "".join(rng.choice(string.ascii_letters + string.digits) for _ in range(24))
    text = f"padding padding padding padding padding padding: api_token = {secret}"
    out = engine.redact_secrets(text)
    assert secret not in out
    assert text not in engine._CLEAN and out in engine._CLEAN
    assert engine.redact_secrets(out) == out


def test_gitleaks_rules_without_their_name_lead_find_the_same_secrets() -> None:
    """gitleaks' keyword rules are scanned without their lazy ``[\\w.-]{0,50}?`` lead (it only
    moves a match's start); the secret each finds is the same as with it."""
    import dataclasses

    from lc_memory.redact import gitleaks

    rng = random.Random(11)
    alphabet = string.ascii_letters + string.digits

    def token(n: int) -> str:
        return "".join(rng.choice(alphabet) for _ in range(n))

    data = gitleaks._data("gitleaks.toml")
    by_id = {r["id"]: r for r in data["rules"]}
    stripped = found = 0
    for rule in gitleaks.RULES:
        source = by_id[rule.id.removeprefix("gitleaks:")]["regex"]
        full = gitleaks.go_regex(source.replace(gitleaks._GITLEAKS_END, gitleaks._PROSE_END))
        if rule.pattern.pattern == full:
            continue
        stripped += 1
        plain = dataclasses.replace(rule)
        object.__setattr__(plain, "scan", re.compile(full, re.ASCII))
        for keyword in rule.keywords[:2]:
            for n in (16, 20, 24, 32, 40, 64):
                for text in (f"my.{keyword}_token = '{token(n)}'", f"{token(8)} {keyword.upper()}_KEY: {token(n).lower()}\n",
                             f'"{keyword}-secret"=>"{token(n)}";', f"x{keyword}{token(3)} := {token(n)}"):
                    spans = list(rule.find(text))
                    assert spans == list(plain.find(text)), (rule.id, text)
                    found += bool(spans)
    assert found >= 100  # the texts are ones the rules take
    assert stripped >= 50  # the lead is taken off: put it back and this goes red


def test_a_rule_with_another_pattern_scans_that_pattern() -> None:
    import dataclasses

    rule = next(r for r in CONTEXT_RULES if r.id == "assignment")
    other = dataclasses.replace(rule, pattern=re.compile(r"zzz=(?P<v>\w+)"))
    assert other.scan.search("zzz=abc") and not other.scan.search("password=abc")


def test_clean_memo_keeps_its_newest_texts_within_its_limit(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(engine._Clean, "LIMIT", 1000)
    memo = engine._Clean(engine.RULES)
    texts = [f"{i:04d}" + "x" * 96 for i in range(100)]
    for text in texts:
        memo.remember(text)
    assert memo.size <= 1000 and memo.size == sum(map(len, memo))
    assert texts[-1] in memo and texts[0] not in memo


def _key_rule() -> object:
    return next(r for r in engine.RULES if r.id == "key")


@pytest.mark.parametrize("text", ["see the footprint report", "a hotpath in the loop"])
def test_a_name_keyword_inside_a_lower_case_word_wakes_no_name_reader(text: str) -> None:
    assert "otp" in text
    assert _key_rule() not in engine._woken(text, engine.RULES)[0]


@pytest.mark.parametrize("text", ["OTP_SEED=x", "otp: x", "myOtpSeed = x", "requirepass x", "dbpassword=x",
                                  "\u0130 otp=1"])
def test_a_name_keyword_at_a_words_edge_wakes_the_name_readers(text: str) -> None:
    assert _key_rule() in engine._woken(text, engine.RULES)[0]


def test_waking_at_words_edges_only_changes_nothing_the_readers_find() -> None:
    rng = random.Random(11)
    everywhere = tuple(dataclasses.replace(r, keywords_at_edges=False) for r in engine.RULES)
    words = [*_key_rule().keywords[:200], "footprint", "hotpath", "=", ": ", "\n", "_", "Zk9mQ2rT5vX8bN1c"]
    for _ in range(400):
        text = "".join(rng.choice(words) + rng.choice(["", " ", "x", "X", "_"]) for _ in range(12))
        assert engine.findings(text, engine.RULES) == engine.findings(text, everywhere)


@pytest.mark.parametrize(("source", "expected"), [
    (r"(?<![A-Za-z0-9_])(?:ghp|gho)_[0-9A-Za-z]{36}", {"ghp_", "gho_"}),
    (r"(?i)(?:lob)[ \t\w.-]{0,20}=", {"lob"}),
    (r"\b((?:hvs\.[\w-]{90,120}|s\.(?i:[a-z0-9]{24})))", {"hvs.", "s."}),
])
def test_literal_starts(source: str, expected: set[str]) -> None:
    assert literal_starts(re.compile(source, re.ASCII)) == expected


@pytest.mark.parametrize("source", [r"[\w.-]{0,50}?lob", r"(?:ghp_|\w+=)x", r"(?i)\u212aey"])
def test_no_literal_starts_where_a_match_may_begin_otherwise(source: str) -> None:
    assert literal_starts(re.compile(source)) is None


def test_rules_tried_only_where_their_keywords_begin_find_what_a_search_finds() -> None:
    anchored = [r for r in engine.RULES if r.finder is None and r.anchored()]
    assert len(anchored) > 100
    rng = random.Random(5)
    alphabet = string.ascii_letters + string.digits + "_-.=: \n\"'"
    for rule in anchored:
        for keyword in rule.keywords:
            body = "".join(rng.choice(alphabet) for _ in range(120))
            for text in (keyword + body, body[:30] + keyword.upper() + body, f"x{keyword}{keyword}{body}"):
                low = text.lower()
                starts = [i for i in range(len(low)) if any(low.startswith(k, i) for k in rule.keywords)]
                assert list(rule.find(text, starts)) == list(rule.find(text))


def test_a_rule_whose_match_may_begin_before_its_keyword_is_searched() -> None:
    from lc_memory.redact.rules import Rule

    rule = Rule("t", "t", re.compile(r"[a-z]*secret=\d{6}"), keywords=("secret",))
    assert not rule.anchored()
    assert [(s[0], s[1]) for s in rule.find("mysecret=123456")] == [(0, 15)]


def test_a_lone_surrogate_neither_raises_nor_moves_an_offset() -> None:
    # a JSON "\ud800" decoded is a str that is no UTF-8; the automaton reads it as "?"
    secret = "ghp_" + "a1B2c3D4e5" * 4
    text = "\ud800 otp_seed: Zk9mQ2rT5vX8bN1c then " + secret + " | psql \ud800"
    out = engine.redact_secrets(text)
    assert secret not in out and "Zk9mQ2rT5vX8bN1c" not in out and out.startswith("\ud800 otp_seed: [REDACTED")


@pytest.mark.parametrize(("source", "flags", "expected"), [
    (r"\b((?:hvs\.[\w-]{90,120}|s\.(?i:[a-z0-9]{24})))", re.ASCII, 2),
    (r"(?=(?:[A]))(?:\bA3-[A-Z0-9]{6})", re.ASCII, 2),
    (r"(?i)\bdor_v1_", 0, 1),
    (r"(?:\bab|cd)", 0, 0),  # one way in does not open with it
    (r"(?<![A-Za-z0-9_])ghp_", 0, 0),
    (r"x\b", 0, 0),
])
def test_opens_at_boundary(source: str, flags: int, expected: int) -> None:
    assert opens_at_boundary(re.compile(source, flags)) == expected


def test_an_anchored_rule_opening_with_a_boundary_skips_starts_inside_a_word() -> None:
    from lc_memory.redact.rules import Rule

    vault = next(r for r in engine.RULES if r.id == "gitleaks:vault-service-token")
    assert vault.anchored() and vault._boundary == 2
    assert vault._at_boundaries("files.x s.y", [4, 8]) == [8]
    for flags in (0, re.ASCII):  # "É" is a word character to Unicode's \b only
        rule = Rule("t", "t", re.compile(r"\bs\.[a-z]{4}\b", flags), keywords=("s.",))
        assert rule.anchored()
        for text in ("És.abcd", "_s.abcd", "-s.abcd", "s.abcd", "xs.abcd s.wxyz"):
            starts = [i for i in range(len(text)) if text.startswith("s.", i)]
            assert list(rule.find(text, starts)) == list(rule.find(text))


def test_rules_tried_only_where_their_openings_occur_find_what_a_search_finds() -> None:
    from lc_memory.redact import rules as rules_module

    opened = [r for r in engine.RULES if r.openings() is not None]
    assert {"assignment", "call-4", "call-2"} <= {r.id for r in opened}  # (call-2's [A-Z]\w*Credential: a run)
    rng = random.Random(7)
    alphabet = string.ascii_letters + string.digits + "_-.=: \n\"'("
    for rule in opened:
        searched = dataclasses.replace(rule)
        object.__setattr__(searched, "_openings", False)  # the plain search
        for opening in sorted(literal_starts(rule.scan.check() if hasattr(rule.scan, "check") else rule.scan,
                                             word_runs=True)):
            if opening.startswith(WORD_RUN):  # a run of word characters before it: one of them
                opening = rng.choice(["Pika", "X", "Basic_9" * 12, "Ünï", "a.b", "x9 \n "]) + opening.rsplit(WORD_RUN, 1)[1]
            body = "".join(rng.choice(alphabet) for _ in range(60))
            value = "Zk9mQ2rT5vX8bN1cF4Lp"
            for text in (f"{opening}={value} {body}", f'{body} x{opening.upper()}("u", "{value}")',
                         f"{opening}: '{value}'\n{opening}{opening}={value}",
                         # a case-blind pattern reads the dotless i and long s as i and s
                         f"{opening.replace('i', chr(0x131)).replace('s', chr(0x17f))}={value}"):
                assert list(rule.find(text)) == list(searched.find(text)), (rule.id, text)
    assert rules_module._folds_as_written("plain ascii")
    assert not rules_module._folds_as_written("pa\u017f\u017fword")


@pytest.mark.parametrize(("source", "keywords", "expected"), [
    (r"(?=[A-Za-z])(?:\b[A-Za-z][A-Za-z0-9+.-]{1,30}://[^@]*@)", ("://",), ("://", 31)),
    (r"(?i)(?:proxy-)?authorization:\s*bearer", ("authori",), ("authori", 6)),
    (r"\d{5,10}:A[\w-]{34}", (":a",), (":a", 10)),
    (r"[a-z]+://", ("://",), None),  # no bound on how far
    (r"(?:x|://)y", ("://",), None),  # one way in holds no keyword
])
def test_keyword_reach(source: str, keywords: tuple[str, ...], expected: tuple[str, int] | None) -> None:
    assert keyword_reach(re.compile(source), keywords) == expected


def test_rules_tried_only_just_before_their_keyword_find_what_a_search_finds() -> None:
    reaching = [r for r in engine.RULES if r.reach() is not None]
    assert {"url-password", "url-token-user", "auth-header"} <= {r.id for r in reaching}
    rng = random.Random(9)
    alphabet = string.ascii_letters + string.digits + "_-.=:/@ \n\"'"
    for rule in reaching:
        searched = dataclasses.replace(rule)
        object.__setattr__(searched, "_reach", False)
        object.__setattr__(searched, "_openings", False)
        keyword = rule.reach()[0]
        for _ in range(30):
            body = "".join(rng.choice(alphabet) for _ in range(80))
            cut = rng.randrange(len(body))
            for text in (body[:cut] + keyword + body[cut:], f"https://ops:Zk9mQ2rT5vX8bN1c@db.example{body}",
                         f"{body} Authorization: Bearer Zk9mQ2rT5vX8bN1cF4Lp {keyword}{keyword}",
                         f"\u017f{body[:cut]}{keyword.upper()}{body[cut:]}",
                         # a match that begins as far before its keyword as the pattern allows
                         f"{body[:9]} {'s' * 28}://ops:Zk9mQ2rT5vX8bN1c@db7.corp.lan/x",
                         f"{body[:9]}\nProxy-Authorization: Bearer Zk9mQ2rT5vX8bN1cF4Lp\n"):
                assert list(rule.find(text)) == list(searched.find(text)), (rule.id, text)


def test_literal_starts_reads_a_run_of_word_characters_before_a_literal_only_when_asked() -> None:
    """``[A-Z]\\w*Credential`` after ``\\b`` is found by its literal, marked WORD_RUN; not asked,
    or without the ``\\b`` (the run's start is not known), no opening."""
    source = r"\b(?:BasicAuth|[A-Z]\w*Credentials?)\s*\("
    assert literal_starts(re.compile(source)) is None
    assert literal_starts(re.compile(source), word_runs=True) == {"BasicAuth", WORD_RUN + r"[\w]" + WORD_RUN + "Credential"}
    assert literal_starts(re.compile(source[2:]), word_runs=True) is None
    assert literal_starts(re.compile(r"\b(?:Ab|[A-Z]\w*)"), word_runs=True) is None  # no literal after
    assert literal_starts(re.compile(r"\b(?:Ab|[A-Z]\w*)\("), word_runs=True) == {"Ab(", WORD_RUN + r"[\w]" + WORD_RUN + "("}
    # an identifier of a class that holds \w, its blanks, a call's parenthesis (call-16)
    assert (literal_starts(re.compile(r"\b[A-Za-z_][\w.:-]*\s*\(\s*'"), word_runs=True)
            == {WORD_RUN + r"[\w\.:\-]\s" + WORD_RUN + "("})
    assert literal_starts(re.compile(r"\b[A-Za-z_][\w .]*\("), word_runs=True) is None  # a blank in the run
    assert literal_starts(re.compile(r"\b(?:Ab|[^ ]\w*Cd)"), word_runs=True) is None  # a class beyond letters


def test_a_rule_opened_by_a_word_run_finds_what_its_search_finds() -> None:
    """A rule whose opening is a run of word characters before a literal, tried where that run
    begins (found back from the literal, 64 characters at a time), finds what its search finds:
    runs longer than 64, Unicode's word characters, a run with no capital, two in one run."""
    from lc_memory.redact.rules import Rule

    pattern = re.compile(r"\b(?:BasicAuth|[A-Z]\w*Credentials?)\s*\(\s*[\"']\w+[\"']\s*,\s*[\"'](?P<v>[^\"']{8,})[\"']")
    rule = Rule("t", "secret-value", pattern, ("credential", "auth"), group="v")
    assert rule.openings() is not None and rule.openings().runs
    searched = dataclasses.replace(rule)
    object.__setattr__(searched, "_openings", False)
    value = "Zk9mQ2rT5vX8bN1cF4Lp"
    rng = random.Random(11)
    names = ["Pika", "x", "_", "Ünï", "A" * 70, "ab" * 40 + "Z", "9Q", "é", "PlainCredential"]
    for _ in range(3000):
        name = "".join(rng.choice(names) for _ in range(rng.randint(0, 3)))
        sep = rng.choice(["", " ", ".", "-", "é", "\n", "_"])
        text = f"{rng.choice(['', 'x ', 'é', '(' ])}{sep}{name}Credential{rng.choice(['', 's'])}('u', '{value}') BasicAuth('a', '{value}')"
        assert list(rule.find(text)) == list(searched.find(text)), text


def test_a_call_read_back_from_its_parenthesis_finds_what_its_search_finds() -> None:
    """call-16's shape (a name of word characters and . : > $ -, blanks, '(' and a quoted host),
    tried only at the words that begin in the run read back from each '(', finds what its search
    finds: names past 64 characters, blanks and lines between name and parenthesis, several
    words in one name (obj.method, a::b)."""
    rule = next(r for r in engine.RULES if r.id == "call-16")
    assert rule.openings() is not None and rule.openings().runs
    searched = dataclasses.replace(rule)
    object.__setattr__(searched, "_openings", False)
    rng = random.Random(5)
    pieces = ["ssh", "run_remote", ".", "::", "->", "$", "-", "x" * 70, "é", " ", "\n", "\t", "(", "9", "_"]
    for _ in range(3000):
        name = "".join(rng.choice(pieces) for _ in range(rng.randint(0, 5)))
        blank = rng.choice(["", " ", "\n  ", "\t" * 70])
        text = f"{rng.choice(['', 'x', '= ', 'é'])}{name}{blank}('db.example.com', 'app', 'Zq8-Lm2Rt5!Vx9')"
        assert list(rule.find(text)) == list(searched.find(text)), text
