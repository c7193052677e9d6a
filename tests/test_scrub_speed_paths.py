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
