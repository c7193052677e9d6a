"""Issue 33, round 20: shapes from Samsung/CredData's labelled lines (dev third; values are
CredData's own obfuscation, random of the shape that stood there), each family red without its rule."""

from __future__ import annotations

import pytest

from lc_memory.redact.engine import redact_secrets

# made-up passwords: letters of one case that read as no word, at a password's place
MADE_UP = [
    ('                        "password": "etkzwkhf",', "etkzwkhf"),
    ("          MYSQL_ROOT_PASSWORD: pqksbskl", "pqksbskl"),
    ('        app.config["MAIL_PASSWORD"] = "ayiemqdj"', "ayiemqdj"),
    ("\t'PASSWORD': 'qwbkdqab',", "qwbkdqab"),
    ('        SYS_PASSWORD: "QWOTJVY"', "QWOTJVY"),
]
# words, names, acronyms and the alphabet at a password's place (CredData's F lines)
MADE_UP_KEPT = [
    "    - LDAP_BIND_PW=mypassword",
    "      userInfo.new_pass = 'passwordchanged';",
    "      client.client.login({ username: clientName, password: 'abcdefgh' }, (success) => {",
    '        user.set_password("john")',
    "export const ChangePasswordController = graphql<",
    '  private[this] final val JDBC_PASSWORD = JDBC + "password"',
    "\t\t\t'LOGIN_PASSWORD'\t\t\t=> 'Nieuw Wachtwoord',",
    "password: required",
    "password: passwd",
    "password: xxxxxxxx",
]


@pytest.mark.parametrize("text,value", MADE_UP)
def test_made_up_password_is_taken(text: str, value: str) -> None:
    assert value not in redact_secrets(text)


@pytest.mark.parametrize("text", MADE_UP_KEPT)
def test_words_at_a_password_stay(text: str) -> None:
    assert redact_secrets(text) == text


def test_a_placeholder_is_no_made_up_password() -> None:
    from lc_memory.redact.checks import made_up_password

    assert made_up_password("etkzwkhf")
    assert not made_up_password("xxxxxxxx") and not made_up_password("XXXXXXXX")
