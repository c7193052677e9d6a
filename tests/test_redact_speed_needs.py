"""A pattern rule is run only on a text that holds one of the texts its every match holds
(``first_chars.needed_texts``, ``engine._NEEDS``): gitleaks' Twilio key opens with a cased ``SK``
its keyword ``sk`` finds in every "task" and "desk"; lob's key needs a case-blind ``lob`` its
keyword ``test_`` does not say. A text without one holds no match, so no finding changes; each
test goes red when its part is taken out."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from lc_memory.redact import engine
from lc_memory.redact.first_chars import needed_texts
from lc_memory.redact.rules import Rule

ROOT = Path(__file__).resolve().parent


@pytest.mark.parametrize(("pattern", "keywords", "needs"), [
    (r"QX[0-9a-f]{8}", (), ({"QX"}, False)),  # a cased opening
    (r"(?i)zeta[_-]?key=(\w+)", (), ({"zeta"}, True)),  # case-blind: lower case
    (r"(?i)(?:blue)(?:[ \t\w.-]{0,20})=((red|tan)_[a-f0-9]{9})", ("red_", "tan_"), ({"blue"}, True)),
    (r":[ \t]*(?:RSA|DSA|ECDSA)[ \t]+\"", (), ({"RSA", "DSA", "ECDSA"}, False)),  # one of the branches
    (r"(?:key|tok)_(?:[0-9]{4})+", (), ({"key", "tok"}, False)),
    (r"(?:\d{4})+QQ", (), ({"QQ"}, False)),
    (r"v(?:[0-9]{4})*", (), ({"v"}, False)),  # a repeat that may be absent says nothing
    (r"a|b?", (), None),  # a branch that needs nothing
    (r"(?=KEY)\w+", (), None),  # a lookahead is not read
    (r"(?i)s\u017ftop", (), ({"top"}, True)),  # a case-blind letter outside ASCII ends a run (ſ reads as s)
])
def test_needed_texts(pattern: str, keywords: tuple[str, ...], needs: tuple[set[str], bool] | None) -> None:
    got = needed_texts(re.compile(pattern), keywords)
    assert (got if got is None else (set(got[0]), got[1])) == needs


def test_a_case_blind_text_each_keyword_holds_is_left_out() -> None:
    # (the keyword pass over the lower-cased text found it already: the next text is read)
    assert needed_texts(re.compile(r"(?i)(?:blue)=((red|tan)_\w+)"), ("red_", "tan_")) == (frozenset({"blue="}), True)
    assert needed_texts(re.compile(r"(?i)((red|tan)_\w+)"), ("red_", "tan_")) is None
    assert needed_texts(re.compile(r"((RED|TAN)_\w+)"), ("red_", "tan_")) == (frozenset({"RED", "TAN"}), False)


def _rule(rule_id: str) -> Rule:
    return next(r for r in engine.RULES if r.id == rule_id)


def test_a_rule_whose_needed_text_is_absent_is_not_run(monkeypatch: pytest.MonkeyPatch) -> None:
    run: list[str] = []
    find = Rule.find

    def recorded(self: Rule, text: str, starts: list[int] | None = None):  # type: ignore[no-untyped-def]
        run.append(self.id)
        return find(self, text, starts)

    monkeypatch.setattr(Rule, "find", recorded)
    engine.findings("the task on my desk: ask", engine.RULES)
    assert "gitleaks:twilio-api-key" not in run  # (woken by "sk", no "SK")
    engine.findings("run test_parse and test_lines on the mobile build", engine.RULES)
    assert "gitleaks:lob-api-key" not in run  # (woken by "test_", no "lob")
    run.clear()
    engine.findings("the Twilio key SK" + "0123456789abcdef" * 2, engine.RULES)
    assert "gitleaks:twilio-api-key" in run


def test_the_rules_still_find_their_secrets() -> None:
    twilio = "SK" + "9f8e7d6c5b4a39281706f5e4d3c2b1a0"
    assert [f.rule for f in engine.findings(f"TWILIO_KEY {twilio}")] != []
    lob = "test_" + "0a1b2c3d4e5f60718293a4b5c6d7e8f9abc"
    assert any(f.start <= 20 for f in engine.findings(f"LOB_API_KEY = '{lob}'"))
    assert engine.findings(f"lob_api_key = '{lob}'") == _without_needs(f"lob_api_key = '{lob}'")


def _without_needs(text: str) -> list[engine.Finding]:
    """``findings`` with every woken rule run, as before the needed texts."""
    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(engine, "_holds_a_needed_text", lambda needs, text, low: True)
        return engine.findings(text, engine.RULES)


def _corpus_texts() -> list[str]:
    texts = []
    for name in ("providers", "tricks", "new-shapes", "context", "near-misses"):
        path = ROOT / "corpora" / f"secrets-{name}.jsonl"
        texts += [json.loads(line)["text"] for line in path.read_text("utf-8").splitlines() if line]
    return texts


def test_no_rule_with_a_match_lacks_its_needed_text() -> None:
    """Every match a gated rule makes, on the secret corpora as written, upper-cased, swapped, and with
    letters ``re`` folds to ASCII (the Kelvin sign, a long s, a dotted I), stands in a text that
    holds one of its needed texts: the gate skips no text a rule matches in."""
    gated = [r for r in engine.RULES if (engine._NEEDS.get(id(r)) or engine._needs(r))[1] is not None]
    assert len(gated) > 100
    for text in _corpus_texts():
        for variant in (text, text.upper(), text.swapcase(), text.replace("k", "\u212a").replace("s", "\u017f"),
                        text.replace("i", "\u0130")):
            view = engine.Normalised(variant).text if engine.needs_normalising(variant) else variant
            low = view.encode("ascii").lower() if view.isascii() else None
            for rule in gated:
                compiled = rule.pattern.check() if hasattr(rule.pattern, "check") else rule.pattern
                if compiled.search(view) is not None:
                    assert engine._holds_a_needed_text(engine._NEEDS[id(rule)], view, low), (rule.id, variant[:80])


@settings(max_examples=200, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.lists(st.sampled_from(["SK", "sk", "Sk", "task", "0123456789abcdef", "lob", "LOB", "\u017f", "\u212a",
                                 "test_", "0a1b2c3d4e5f60718293a4b5c6d7e8f9abc", " ", "=", "'", "\n", "ipsec", ": PSK ",
                                 "\"v4lu3\"", "AIza", "aiza", "x" * 35, "live_"]), max_size=14))
def test_findings_are_those_without_needed_texts(pieces: list[str]) -> None:
    text = "".join(pieces)
    assert engine.findings(text, engine.RULES) == _without_needs(text)
