"""The prose reader's shortcuts change no finding (issue 35's speed): its patterns quickened
(``first_chars.quicken``) match as written, the "this is my" phrases are found in one pass as
each was by its own scan, and a line with no slash or bar is skipped only where no pair or
table could stand."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from lc_memory.redact import prose
from lc_memory.redact.automaton import occurrences
from lc_memory.redact.engine import redact_secrets

QUICKENED = ["_PAIR", "_PAIR_AFTER_NAME", "_DEFAULT_USER_PAIR", "_SAYS_DEFAULT", "_OWNER_BEFORE", "_ANNOUNCING"]
TEXTS = [
    "Username/Password: admin / Zq8-Lm2Rt5!Vx9",
    "Пароль по умолчанию: `admin / Zq8Lm2Rt5Vx9`",
    "# The default password can log in\nadmin/Zq8Lm2Rt5Vx9\n",
    "默认用户名和密码不能登录\n默认的admin/Zq8Lm2Rt5Vx9为何不能登录",
    "here is my token ghp_x and my key: `Zq8Lm2Rt5Vx9`",
    "You can test it with token, which would be expired at 2025-03-14:\n\n```\nZk9mQ2rT5vX8bN1cF4\n```",
    "def login(user, password):\n    return auth.check(user / 2, password)  # path/to/file: ok\n",
]


def _as_written(quick: re.Pattern[str]) -> re.Pattern[str]:
    """The pattern without the lookahead ``quicken`` put before it."""
    head, _, rest = quick.pattern.partition("(?=")
    return re.compile(head + rest[rest.index("]))(?:") + len("]))(?:"):-1], quick.flags)


@pytest.mark.parametrize("name", QUICKENED)
def test_a_quickened_pattern_matches_as_written(name: str) -> None:
    quick = getattr(prose, name)
    assert quick.pattern.startswith(("(?=", "(?i)(?=")), name  # quickened: red when it is taken out
    plain = _as_written(quick)
    # (its own texts, and real code and prose: this module's source and the reader's)
    for text in [*TEXTS, Path(prose.__file__).read_text("utf-8"), Path(__file__).read_text("utf-8")]:
        assert [m.span() for m in quick.finditer(text)] == [m.span() for m in plain.finditer(text)], name
        for pos in range(0, len(text), 97):
            end = text.find("\n", pos + 40)
            end = end if end > 0 else len(text)  # (a window, as the reader searches a line or a few)
            found, wanted = quick.search(text, pos, end), plain.search(text, pos, end)
            assert (found.span() if found else None) == (wanted.span() if wanted else None), (name, pos)


def test_the_mine_phrases_are_found_in_one_pass() -> None:
    for phrase in prose._SAID["this_is_mine"]:
        assert occurrences(prose._THIS_IS_MINE, f"x {phrase} y", overlapping=False), phrase
    assert not occurrences(prose._THIS_IS_MINE, "nothing here is anyone's", overlapping=False)


def test_a_line_holds_a_bar() -> None:
    text = "a | b\nno bar\nx │ y"
    assert [prose._holds_a_bar(text, at) for at in (0, 6, 13)] == [True, False, True]


@pytest.mark.parametrize("text", TEXTS[:4])
def test_the_pairs_are_still_read(text: str) -> None:
    assert "Zq8" not in redact_secrets(text)
