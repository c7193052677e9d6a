"""A context rule with ``lines_with`` (data/context_rules.toml) is read on the lines that hold one
of its marks, not tried at every place of a text (issue 35): it finds what its regex, read over
the whole text as ``Rule.find`` reads it, finds."""

from __future__ import annotations

import random
import re

import pytest

from lc_memory.redact import rules
from lc_memory.redact.rules import _CHECKS, _CONTEXT, _FRAGMENTS, Rule, _expand

LINED = [r for r in _CONTEXT["rules"] if "lines_with" in r or "lines_matching" in r]


def _whole_text(r: dict) -> Rule:
    """The rule as a regex read over the whole text (as it was before ``lines_with``)."""
    return Rule(id=r["id"], kind=r.get("kind", "secret-value"), pattern=re.compile(_expand(r["regex"], _FRAGMENTS)),
                keywords=tuple(k.lower() for k in r["keywords"]), group="v",
                check=_CHECKS[r.get("check", "not_placeholder")], family=r["family"])


def _texts(r: dict, n: int) -> list[str]:
    """The rule's own examples, and lines built from their words, several a text, between lines,
    quotes and code (a fixed seed)."""
    rng = random.Random(53)
    examples = [*r["redact"], *r["keep"]]
    words = sorted({w for e in examples for w in re.split(r"([ \t\"'])", e) if w})
    joins = ["\n", "\r\n", " ", "", '"', "' ", "\t"]
    out = [*examples, "\n".join(examples), '"' + '", "'.join(r["redact"]) + '"']
    for _ in range(n):
        lines = [rng.choice(examples) if rng.random() < 0.3 else "".join(rng.choice(words) for _ in range(rng.randint(1, 9)))
                 for _ in range(rng.randint(1, 4))]
        out.append(rng.choice(["", "echo ", "x = ", '{"a": "']) + rng.choice(joins).join(lines))
    return out


@pytest.mark.parametrize("r", LINED, ids=[r["id"] for r in LINED])
def test_read_on_its_marked_lines_it_finds_what_the_whole_text_gave(r: dict) -> None:
    lined = next(rule for rule in rules.CONTEXT_RULES if rule.id == r["id"])
    assert lined.finder is not None
    whole = _whole_text(r)
    found = 0
    for text in _texts(r, 6000):
        spans = list(whole.find(text))
        found += bool(spans)
        assert list(lined.find(text)) == spans, text
    assert found >= 500  # (the texts hold the rule's shape often enough to say so)


def test_ppp_secrets_and_user_pair_login_are_read_on_lines() -> None:
    assert {"ppp-secrets", "user-pair-login"} <= {r["id"] for r in LINED}
