"""The scrub's speed paths (issue 35): each one tries a pattern at fewer places, and must find
every match the plain search finds. Each test names the gate's necessary condition and goes red
without it."""

from __future__ import annotations

import re

from lc_memory.redact.engine import RULES, redact_secrets
from lc_memory.redact.first_chars import literal_starts, lowers_alike
from lc_memory.redact.rules import AtOpenings


def _rule(rule_id: str):
    return next(r for r in RULES if r.id == rule_id)


# ---- case-blind openings outside ASCII (first_chars.lowers_alike) ----


def test_a_case_blind_word_outside_ascii_is_an_opening():
    # a word whose letters re folds as str.lower does: the whole word opens the match
    assert literal_starts(re.compile(r"(?i)clé secrète: (\d+)")) == frozenset({"clé secrète: "})
    assert literal_starts(re.compile(r"(?i)(?:kennwörter|lösenord)=")) == frozenset({"kennwörter=", "lösenord="})


def test_an_opening_stops_before_a_letter_re_folds_more_widely():
    # Cyrillic o matches its old form U+1C82 case-blind in re, which str.lower never makes o:
    # the opening ends before it, so a text written with the old form is still tried
    assert not lowers_alike("о") and lowers_alike("п")
    assert literal_starts(re.compile(r"(?i)(?:пароль|wachtwoord)")) == frozenset({"пар", "wachtwoord"})
    pattern = re.compile(r"(?i)(?:пароль|wachtwoord)[ \t]*:[ \t]*(?P<v>\S+)")
    at = AtOpenings(pattern)
    assert at._openings is not None  # the speed path, not the plain search
    text = "notes\nПАР\u1c82ЛЬ: Kq7Wm2Xr9 and wachtwoord: Tz4Lp8Qd1"
    assert [m.group("v") for m in at.finditer(text)] == [m.group("v") for m in pattern.finditer(text)] == ["Kq7Wm2Xr9", "Tz4Lp8Qd1"]


def test_a_letter_that_lower_cases_to_two_ends_the_opening():
    # U+0130 lower-cases to two characters: no opening holds it; nor the Kelvin sign, read as before
    assert not lowers_alike("\u0130") and not lowers_alike("\u212a")
    assert literal_starts(re.compile("(?i)\u0130stanbul")) is None


def test_an_optional_part_opens_both_ways():
    # "(my )?PIN": a match opens with the optional part's words or with what follows it (asked
    # for: a rule reads it so only where it has no other way than the search)
    pattern = re.compile(r"(?i)(?:(?:our|my)[ \t]+)?pin\b")
    assert literal_starts(pattern, optional=True) == frozenset({"our", "my", "pin"})
    assert literal_starts(pattern, optional=False) is None
    assert literal_starts(re.compile(r"(?i)(?:our|my)?[ \t]*pin\b"), optional=True) is None  # blanks may open it
    # after a literal text, the text ends before the optional part: api[ _-]?key opens with api
    assert literal_starts(re.compile(r"(?i)api[ _-]?key"), optional=True) == frozenset({"api"})


def test_a_rule_with_a_reach_keeps_it():
    # auth-header's optional "proxy-" opens it, but its keyword's reach was its way: kept
    rule = _rule("auth-header")
    assert rule.openings() is None and rule.reach() is not None


def test_the_pin_rule_is_tried_at_its_openings_and_finds_the_same():
    rule = _rule("pin-said")
    assert rule.openings() is not None  # 54 words, in place of a search at every place
    text = ("def verify(pin):\n    return hmac.compare_digest(pin, stored)\n" * 40
            + "Mein PIN ist 6150, bitte nicht weitergeben.\nPIN: 6150 stays (no owner).\n")
    scan = rule.scan
    plain = [m.span("v") for m in scan.finditer(text)]
    assert [tuple(s[:2]) for s in rule.find(text)] == plain and len(plain) == 1
    assert "6150, bitte" not in redact_secrets(text)
    assert "PIN: 6150 stays" in redact_secrets(text)


# ---- a context rule read on its marked lines keeps its own test of a match ----


def test_a_rule_read_on_marked_lines_asks_its_accept():
    from lc_memory.redact.rules import _context_rule

    rule = _context_rule({"id": "t-named-some", "family": "call", "keywords": ["some("], "lines_with": ["Some"],
                          "accept": "named", "regex": r'(?P<n>[A-Za-z_]\w*)[ \t]*=[ \t]*Some\("(?P<v>[^"\s]+)"\)'})
    assert rule.finder is not None  # read on the lines holding "Some" only
    text = 'colour = Some("Kq7Wm2Xr9Tz4")\nlet x = 1;\ndb_password = Some("Zq8Lm2Rt5Vx9")\n'
    assert [text[a:b] for a, b in rule.find(text)] == ["Zq8Lm2Rt5Vx9"]  # colour names no secret


# ---- the command readers' own patterns ----


def test_the_short_user_password_flag_is_searched_for_in_c():
    # "-g user:V" opened with a lookbehind, tried at every place of a long text; quickened, re
    # searches for its "-" in C and reads the lookbehind after it
    from lc_memory.redact import commands
    from lc_memory.redact.first_chars import searched_in_c

    assert searched_in_c(commands._SHORT_USERPASS)
    plain = re.compile(r"(?<![^ \t\n])-(?P<f>[" + commands._SHORT_USERPASS_FLAGS + r"])[ \t]+(?P<q>[\"']?)"
                       r"(?P<u>[A-Za-z_][\w.@-]{0,63}):(?P<v>[^\s\"'@:/\\]{6,256})(?P=q)(?=[\s;&|)\"\\]|$)")
    text = ("x-g a:b --flag -g ops:Wq7Lm2Xt9Rz\nrun -K 'svc:Pk4Vn8Qz2Lx' and a-g b:Zz9Yy8Xx7\n"
            "-z deploy:Hr5Tm2Kq8Wp; echo -b\t\"root:Lm3Qx7Vt2Kp\"")
    assert [m.span("v") for m in commands._SHORT_USERPASS.finditer(text)] == [m.span("v") for m in plain.finditer(text)]
    assert len(list(plain.finditer(text))) == 4


def test_a_case_blind_anchor_word_is_found_by_str_find_where_lower_case_holds():
    from lc_memory.redact import commands

    text = "Pass the PWD; USER one, then user two; bypass, pwds"
    for anchor, words in ((commands._PASS_ANCHOR, commands._PASS_WORDS), (commands._USER_ANCHOR, commands._USER_WORDS)):
        assert commands._word_starts(text, anchor, words) == [m.start() for m in anchor.finditer(text)]
    # re reads the long s as s case-blind, lower() leaves it: such a text is read by the pattern
    odd = "db2 connect to sales u\u017fer dbadm using Kq7Wm2Xr9Tz4"
    assert commands._word_starts(odd, commands._USER_ANCHOR, commands._USER_WORDS) == [21]
    assert "Kq7Wm2Xr9Tz4" not in redact_secrets(odd)
    assert "Kq7Wm2Xr9Tz4" not in redact_secrets("db2 connect to sales USER dbadm USING Kq7Wm2Xr9Tz4")


def test_the_changed_password_readers_are_tried_at_their_verbs():
    # prose's "changed it to V" and "use V as the password": their case-blind verbs behind a
    # lookbehind were tried at every place; AtOpenings tries them where a verb occurs
    from lc_memory.redact import prose

    assert all(at._openings is not None for at, _name in prose._CHANGED_AT)
    text = "x = 1\n" * 30 + "I changed the admin password to Kq7Wm2Xr9Tz4 yesterday.\n"
    assert "Kq7Wm2Xr9Tz4" not in redact_secrets(text)


# ---- a line-bound rule searched on its keywords' lines alone (engine._on_keyword_lines) ----

from lc_memory.redact import engine  # noqa: E402
from lc_memory.redact.first_chars import line_bound  # noqa: E402


def _long_text(line: str, at_line: int = 80) -> str:
    """A long text of code lines with *line* among them, long enough for the engine's line path."""
    filler = [f"    const item{i} = items[{i}] ?? fallback; // entry {i}" for i in range(160)]
    return "\n".join(filler[:at_line] + [line] + filler[at_line:])


def test_a_pattern_within_one_line_that_holds_its_keyword_is_line_bound():
    assert line_bound(re.compile(r"(?m)^[ \t]*https?://[^\s\"']+[ \t]+(?P<v>[^\s\"]+)[ \t]*$"), ("://",))
    # an alternation: every branch must hold a keyword
    assert line_bound(re.compile(r"(?:r[ow]community|com2sec[ \t]+\S+)[ \t]+(?P<v>\S+)"), ("community", "com2sec"))
    assert not line_bound(re.compile(r"(?:r[ow]community|rwuser)[ \t]+(?P<v>\S+)"), ("community",))
    # a lookaround of one character may read the line break beside the line
    assert line_bound(re.compile(r"(?<=[\s\"']):[ \t]*PSK[ \t]+(?P<v>\w+)"), ("psk",))


def test_what_may_read_a_line_break_is_not_line_bound():
    keyword = ("://",)
    assert not line_bound(re.compile(r"https?://\s+(?P<v>\S+)"), keyword)  # \s reads "\n"
    assert not line_bound(re.compile(r"https?://[^\"']+"), keyword)  # a negated class without \n
    assert not line_bound(re.compile(r"^[ \t]*https?://\S+"), keyword)  # ^ of the string, no MULTILINE
    assert not line_bound(re.compile(r"https?://\S+\Z"), keyword)
    assert not line_bound(re.compile(r"(?s)https?://.+"), keyword)  # DOTALL's "."
    assert not line_bound(re.compile(r"https?://\S+(?=\s+user)"), keyword)  # a lookahead over lines
    assert not line_bound(re.compile(r"(?i)https?:/\S+"), keyword)  # no literal run holds the keyword


def test_a_line_bound_rule_finds_on_its_lines_what_it_finds_in_the_whole_text():
    rule = _rule("davfs2-secrets")
    assert engine._line_bound(rule)
    for line in ("https://dav.example.org/remote.php/webdav alice Qm7Wv3Lx9Kp2", "https://dav.example.org/ \"bob\" \"Hx4Tz8Qd1Nr6\""):
        for at_line in (0, 80, 160):  # the text's first line, one inside, the last (no line break after it)
            text = _long_text(line, at_line)
            assert len(text) >= engine._LINES_FROM
            positions = engine._positions(engine._woken(text, RULES)[1], engine._woken(text, RULES)[2])
            on_lines = engine._on_keyword_lines(rule, text, positions)
            assert on_lines is not None  # the line path, not the whole search
            assert [s[:2] for s in on_lines] == [s[:2] for s in rule.find(text)] and len(on_lines) == 1
            assert "[REDACTED:" in redact_secrets(text)


def test_the_line_path_is_taken_only_where_it_saves():
    rule = _rule("davfs2-secrets")
    # every line a URL: the pieces would be the whole text
    text = "\n".join(f"https://host{i}.example.org/dav user{i} notasecret" for i in range(80))
    positions = engine._positions(engine._woken(text, RULES)[1], engine._woken(text, RULES)[2])
    assert engine._on_keyword_lines(rule, text, positions) is None
    # a character re folds to an ASCII letter and lower() does not (the long s): searched whole
    text = _long_text("https://dav.example.org/ alice Qm7Wv3Lx9Kp2") + "\n\u017f"
    positions = engine._positions(engine._woken(text, RULES)[1] or [], engine._woken(text, RULES)[2])
    assert engine._on_keyword_lines(rule, text, positions) is None


def test_a_rule_whose_test_reads_beyond_its_line_is_searched_whole():
    # a rule's own accept reads what it likes of the text: only gitleaks' (the match's line) is known
    assert not any(engine._line_bound(r) for r in RULES if r.accept is not None and not r.id.startswith("gitleaks:"))
    assert all(getattr(r.accept, "reads_its_line", False) for r in RULES if r.id.startswith("gitleaks:"))


def test_a_piece_holds_the_line_breaks_on_either_side_of_its_lines():
    # a lookbehind and a lookahead of one character read the line break before and after the line
    from lc_memory.redact.rules import Rule
    rule = Rule("t-line-edges", "secret-value", re.compile(r"(?<=\s)[\w.-]*(?:auth|tok)=(?P<v>[A-Za-z0-9]{8,})(?=\s)"),
                ("tok", "auth"), group="v")
    assert engine._line_bound(rule)
    text = _long_text("tok=Qm7Wv3Lx9Kp2")
    positions = engine._positions(engine._woken(text, (rule,))[1], engine._woken(text, (rule,))[2])
    on_lines = engine._on_keyword_lines(rule, text, positions)
    assert on_lines is not None and [s[:2] for s in on_lines] == [s[:2] for s in rule.find(text)] != []


# ---- prose: a clause near a password's line is read for its pairs only where one can stand ----

from lc_memory.redact import prose  # noqa: E402


def _near_clause(clause: str) -> list[tuple[int, int, str]]:
    text = "Here is the wifi password we were given:\n" + clause
    lower = text.lower()
    a = text.index(clause)
    return list(prose._clause_spans(text, lower, a, len(text), False, False, prose._text_hits(lower)))


def test_a_near_clause_still_reads_every_kind_of_pair():
    # a pair needs a slash or a bar between its words, or a known user's name: each is still read
    for clause, value in (("use deploy / Kx7Qm2Vp9Lr for it", "Kx7Qm2Vp9Lr"), ("try deploy | Wz3Rt8Yu1Io first", "Wz3Rt8Yu1Io"),
                          ("then root Hq5Tn1Bd6Ws works", "Hq5Tn1Bd6Ws"), ("then PI Jd4Fv9Gs2Ke works", "Jd4Fv9Gs2Ke")):
        text = "Here is the wifi password we were given:\n" + clause
        assert [text[s:e] for s, e, _ in _near_clause(clause)] == [value], clause


def test_a_near_clause_without_a_pair_mark_is_not_tokenised(monkeypatch):
    def never(*_args):
        raise AssertionError("tokenised")
    monkeypatch.setattr(prose, "_scope_tokens", never)
    assert _near_clause("we should rotate it before the release and tell the others") == []
