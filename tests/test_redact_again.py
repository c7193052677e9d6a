"""A value taken once is taken wherever it stands again in the same text (engine._again).

A rule takes a value where its key or its command says so; the same characters later in the
text (a password and its confirmation, a token echoed into a command with no flag the table
knows, a value a tool prints back) have nothing beside them, and were kept before."""

from __future__ import annotations

import pytest

from lc_memory.redact.engine import REPEAT_MIN, find_secrets, redact_secrets

from .conftest import random_secret


@pytest.mark.parametrize("shape", [
    "password = '{v}'\npassword_again = '{v}'",  # a confirmation under a key the reader skips
    'DB_PASSWORD={v}\nrun: ./migrate --with {v}',  # the value handed on with no secret word
    '{{"password": "{v}"}}\n$ echo {v} | nc host 9000\n',
    "export API_TOKEN={v}\n...\nconnected as bot ({v})",  # a tool printing it back
])
def test_a_value_taken_once_is_taken_again(shape: str) -> None:
    v = random_secret(16)
    out = redact_secrets(shape.format(v=v))
    assert v not in out
    assert out.count("[REDACTED:") == 2


def test_each_repeat_is_its_own_span_in_order() -> None:
    v = random_secret(16)
    text = f"password={v}; then {v} and {v}."
    spans = find_secrets(text)
    assert [text[s:e] for _, s, e in spans] == [v, v, v]
    assert [s for _, s, _ in spans] == sorted(s for _, s, _ in spans)


def test_a_short_value_is_not_looked_for_elsewhere() -> None:
    # under REPEAT_MIN characters a value is too likely to be an ordinary word elsewhere
    v = random_secret(REPEAT_MIN - 1)
    text = f"password: {v}\nthe word {v} in prose"
    out = redact_secrets(text)
    if v not in out.split("\n")[0]:  # (the gates may keep a short value: then nothing moves)
        assert out.split("\n")[1] == f"the word {v} in prose"


def test_nothing_found_nothing_looked_for() -> None:
    text = "the build passed; password rules: min 8 characters; see docs/password.md"
    assert redact_secrets(text) == text


def test_idempotent() -> None:
    v = random_secret(16)
    once = redact_secrets(f"token={v} ... {v}")
    assert redact_secrets(once) == once


@pytest.mark.parametrize("text", [
    "DATABASE_URL=postgres://postgres:postgres@db:5432/app",
    "DATABASE_URL=postgres://app:postgresql@db:5432/postgresql",
])
def test_a_value_of_letters_alone_is_not_looked_for_elsewhere(text: str) -> None:
    # the password is also the URL's scheme, user or database: only the rule's span goes
    out = redact_secrets(text)
    assert out.count("[REDACTED:") <= 1
    assert "://" in out and out.split("://")[0].endswith("postgres")
