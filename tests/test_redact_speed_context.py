"""A session's values taken again (``context._taken_again``) read every string of every message
as the plain walk did, its scalars and a ``Scrubbed`` text among them (issue 35's speed: the walk
reads a message's strings and scalars in place, and the pattern is made once a session)."""

from __future__ import annotations

import re
from typing import Any

from lc_memory.redact import context
from lc_memory.redact.engine import Scrubbed


def _plain(value: Any, found: tuple[re.Pattern[str], dict[str, str]]) -> Any:
    """The walk as it was: every value through the same function."""
    pattern, kinds = found
    if isinstance(value, str):
        return pattern.sub(lambda m: f"[REDACTED:{kinds[m.group()]}]", value) if pattern.search(value) else value
    if isinstance(value, dict):
        return {k: _plain(v, found) for k, v in value.items()}
    if isinstance(value, list):
        return [_plain(v, found) for v in value]
    if isinstance(value, tuple):
        return tuple(_plain(v, found) for v in value)
    return value


class _Flag(int):
    """An int of another type: walked, not kept by its type."""


MESSAGES = [
    {"type": "message", "turn": 3, "role": "tool", "kind": "tool_result", "typed": False, "ts": None,
     "content": Scrubbed("Login ok with Zq8-Lm2Rt5!Vx9 on db01"), "score": 0.5, "flag": _Flag(1),
     "result": {"id": "toolu_01", "error": False, "exit_code": 0, "note": "Zq8-Lm2Rt5!Vx9"}},
    {"role": "assistant", "kind": "tool_use", "name": "Bash", "content": "psql -W",
     "call": {"id": "toolu_02", "tool": "shell", "paths": ["a", "Zq8-Lm2Rt5!Vx9"], "pair": ("x", "Zq8-Lm2Rt5!Vx9")}},
    {"role": "user", "content": Scrubbed("nothing to take here"), "typed": True, "turn": 1},
]


def test_the_walk_reads_as_the_plain_walk() -> None:
    found = context._pattern({"Zq8-Lm2Rt5!Vx9": "secret-value"})
    for message in MESSAGES:
        fast, plain = context._taken_again(message, found), _plain(message, found)
        assert fast == plain
        assert [type(v) for v in fast.values()] == [type(v) for v in plain.values()]
    assert "Zq8" not in repr([context._taken_again(m, found) for m in MESSAGES])


def test_a_session_takes_a_value_again_in_every_message() -> None:
    messages = [
        {"role": "user", "kind": "text", "content": "export DB_PASSWORD=Zq8-Lm2Rt5!Vx9", "typed": True},
        {"role": "assistant", "kind": "text", "content": "I will run psql with Zq8-Lm2Rt5!Vx9 now", "typed": False},
        {"role": "assistant", "kind": "tool_use", "content": '{"command": "echo Zq8-Lm2Rt5!Vx9"}', "turn": 2,
         "call": {"id": "t1", "tool": "shell", "command": "echo Zq8-Lm2Rt5!Vx9"}},
    ]
    out = context.redact_messages(messages)
    assert "Zq8-Lm2Rt5!Vx9" not in repr(out)
    assert out[2]["turn"] == 2 and out[2]["call"]["id"] == "t1"
