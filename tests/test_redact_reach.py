"""A rule found by its keyword's reach (URL userinfo's ``://``) is tried only within that reach
before each occurrence (``Rule.find``): the same spans as trying every place of the text."""

from __future__ import annotations

from hypothesis import HealthCheck, example, given, settings
from hypothesis import strategies as st

from lc_memory.redact import engine
from lc_memory.redact.rules import Rule

SETTINGS = settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])

# what stands around a URL's userinfo: schemes, its marks, runs long enough to reach past a window
_PIECES = ["://", "https", "git+ssh", "x", "user", ":", "@", "example.com", "Tok3nValue_0123456789abcdef", " ", "\n",
           "a" * 20, "b-c.d", "[", "<user>", "/", "\u212a"]


def _reaching() -> list[Rule]:
    return [r for r in engine.RULES if r.reach() is not None]


def _every_place(rule: Rule, text: str) -> list[tuple]:
    """The rule's spans when its scan is tried at every place (no keyword says where)."""
    return list(rule.find(text, list(range(len(text) + 1))))


def test_the_url_rules_are_found_by_their_reach() -> None:
    assert {"url-password", "url-token-user"} <= {r.id for r in _reaching()}


@SETTINGS
@given(st.lists(st.sampled_from(_PIECES), max_size=30))
@example(["https", "://", "user", ":", "Tok3nValue_0123456789abcdef", "@", "example.com", " ", "https", "://",
          "user", ":", "Tok3nValue_0123456789abcdef", "@", "example.com"])
@example(["git+ssh", "://", "://", "user", ":", "Tok3nValue_0123456789abcdef", "@", "example.com"])
@example(["a" * 20, "a" * 20, "https", "://", "Tok3nValue_0123456789abcdef", "@", "example.com"])
def test_a_reach_finds_what_every_place_finds(pieces: list[str]) -> None:
    text = "".join(pieces)
    for rule in _reaching():
        assert list(rule.find(text)) == _every_place(rule, text), rule.id
