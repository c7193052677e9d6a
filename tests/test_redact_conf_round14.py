"""Issue 33, round 14 (batches 92-93's dev parts and the dev leftovers): each rule here has a
test that goes red without it."""

from __future__ import annotations

import pytest

from lc_memory.redact.checks import words_of_text
from lc_memory.redact.engine import redact_secrets


@pytest.mark.parametrize("value", ["Mot de passe", "Creer mon compte", "Mot de passe oublie ?",
                                   "Forgot Password?", "l'identifiant du salon"])
def test_words_of_text(value: str) -> None:
    assert words_of_text(value)


@pytest.mark.parametrize("value", ["Zq8-Lm2Rt5!Vx9", "pzvq ysdc htga gkcd", "Zq8 Lm2 Rt5", "Hello"])
def test_not_words_of_text(value: str) -> None:
    assert not words_of_text(value)


def test_a_secret_blocks_ui_strings_stay() -> None:
    # a translation file's "auth" block: its strings are the interface's words (batch 92's dev)
    text = ('  "auth": {\n    "login": "Se connecter",\n    "password": "Mot de passe",\n'
            '    "register": "Creer mon compte",\n    "forgot_password": "Mot de passe oublie ?"\n  },\n')
    assert redact_secrets(text) == text


def test_a_secret_blocks_secret_is_still_taken() -> None:
    text = '  "auth": {\n    "user": "deploy",\n    "password": "Zq8-Lm2Rt5!Vx9"\n  },\n'
    assert "Zq8-Lm2Rt5!Vx9" not in redact_secrets(text)


@pytest.mark.parametrize("text", [
    '    self.conn_uri = ("mysql://user:Hcu0vRYtxkNB@" + self.host + "/schema?extra1=val")',
    'url = f"postgresql://app:Zq8-Lm2Rt5!Vx9@{host}:5432/shop"',
    'const url = `postgres://app:Zq8-Lm2Rt5!Vx9@${HOST}/shop`',
])
def test_url_password_with_the_host_joined_on(text: str) -> None:
    out = redact_secrets(text)
    assert "Hcu0vRYtxkNB" not in out and "Zq8-Lm2Rt5!Vx9" not in out


def test_url_password_holding_a_slash() -> None:
    text = ("DATABASE_URL:    postgres://u9a7fhd3kq:07UiiB1DJv0tHzXz9BB1/fA7qPgmDBag@ec2-52-1-2-3."
            "compute-1.amazonaws.com:5432/d3kq8fhd")
    assert "fA7qPgmDBag" not in redact_secrets(text) and "07UiiB1DJv0t" not in redact_secrets(text)


@pytest.mark.parametrize("text", ["pip install git+ssh://git@github.com:org/repo@v1.2.3",
                                  "http://example.com:8080/path/to@thing"])
def test_url_paths_with_an_at_stay(text: str) -> None:
    assert redact_secrets(text) == text


@pytest.mark.parametrize("text", ["Authorizaton: Basic fPmuMYUzdn1dRpdzjVG8jITsX52g",
                                  "Authorizaton: Bearer Zk9mQ2rT5vX8bN1cF4Hw7"])
def test_a_misspelt_authorization_header(text: str) -> None:
    assert text.split()[-1] not in redact_secrets(text)


@pytest.mark.parametrize("text, secrets", [
    ("# The default password can log in to the management background\n\nadmin/Sk87KHPVDSW4\nadmin/8RIgiQYEahag\n",
     ["Sk87KHPVDSW4", "8RIgiQYEahag"]),
    ("# Default admin user\n\nWhat a default admin user ?\n\nIt's admin / O1Sb7ALBnSnR \nSee the setup page\n",
     ["O1Sb7ALBnSnR"]),
    ("# Username and Password?\n\nthe default works\nRYIyJI1qmPAG/IR0Jpls8XMee.\n", ["RYIyJI1qmPAG", "IR0Jpls8XMee"]),
    ("# 默认用户名和密码不能登录\n\n系统部署好了后，默认的admin/9T6Y.6@7=XiO为何不能登录呢\n", ["9T6Y.6@7=XiO"]),
])
def test_a_bare_pair_under_a_heading_that_names_a_login(text: str, secrets: list[str]) -> None:
    out = redact_secrets(text)
    assert not [s for s in secrets if s in out]


@pytest.mark.parametrize("text", ["# Login page\n\nfeature/login-page\n", "# Passwords\n\nsee docs/README\n",
                                  "# Setup\n\nadmin/Zq8vLm2pR4xK\n", "# Login\n\nadmin/admin\n"])
def test_a_pair_without_such_a_heading_or_password_stays(text: str) -> None:
    assert redact_secrets(text) == text


@pytest.mark.parametrize("text, secret", [
    ("SECRET_KEY=ergo-default-secret-key-2026", "ergo-default-secret-key-2026"),
    ('JWT_SECRET=better-being-wellness-secret-key-2024', "better-being-wellness-secret-key-2024"),
])
def test_a_secret_chosen_in_words_at_a_secrets_name(text: str, secret: str) -> None:
    assert secret not in redact_secrets(text)


@pytest.mark.parametrize("text", ["JWT_SECRET_KEY=your-random-secret-key-here", 'jwt_secret = "my-super-secret-jwt-key"',
                                  "SECRET_KEY=django-insecure-change-me-in-production", "secretName: app-jwt-secret",
                                  "SESSION_SECRET=session-secret-key", "API_KEY=openai-api-key-prod",
                                  ])
def test_words_that_name_a_secret_or_a_sample_stay(text: str) -> None:
    assert redact_secrets(text) == text


def test_a_bearer_token_holding_symbols_inside() -> None:
    text = '     -H "Authorization: Bearer 9i%hg1NT*2VW.@blzy7hsbSvgn%3rF2fyvpWYGAbbmGFE4b1dH8="\\'
    out = redact_secrets(text)
    assert "blzy7hsbSvgn" not in out and "9i%hg1NT" not in out
