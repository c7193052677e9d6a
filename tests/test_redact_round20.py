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


# code's own values beside a secret's name (CredData's F lines): each family stays
CODE_KEPT = {
    "hex constant": ["\tSTATUS_WRONG_PASSWORD = 0xC000006A,", "\tSIOCGLIFTOKEN                 = -0x3f879678",
                     "  private static final long PERSISTENT_STORE_KEY = 0x9f1343901e600bf7L;"],
    "option list": ['\tAccounts map[string]string `protobuf_key:"bytes,1,opt,name=key,proto3" protobuf_val:"bytes,2,opt,name=value,proto3"`',
                    '\t\tName    string  `key:"name,optional"`', '\t\tValue int `key:"value,options=first|second"`',
                    "      chunk_key = 'name,service,tag'"],
    "its own name": ['    "ChangePassword": "iam:ChangePassword",', '    "GetSecretValue": "secretsmanager:GetSecretValue",',
                     '    "CreateSecret": "secretsmanager:CreateSecret",'],
    "a lookup's key": ['return n(s,null,[{key:"hasImageForTag",value:function(o,n){return t.hasImageForTag(o,n)}}])',
                       '[{key:"getRowIDForFlatIndex",value:function(t){return this._rowIDs[t]}}]'],
}


@pytest.mark.parametrize("text", [t for texts in CODE_KEPT.values() for t in texts])
def test_code_values_beside_a_secret_name_stay(text: str) -> None:
    assert redact_secrets(text) == text


# the same places with a secret in them are still taken
@pytest.mark.parametrize("text,value", [
    ("ETH_PRIVATE_KEY=0x4c0883a69102937d6231471b5dbb6204fe5129617082792ae468d01a3f362318",
     "4c0883a69102937d6231471b5dbb6204fe5129617082792ae468d01a3f362318"),
    ('    "ClientSecret": "Zk9mQ2rT5vX8bN1cF4hJ",', "Zk9mQ2rT5vX8bN1cF4hJ"),
    ('{"key": "Zk9mQ2rT5vX8bN1cF4hJ", "secret": "x"}', "Zk9mQ2rT5vX8bN1cF4hJ"),
    ("SECRET_KEY=secretkey8f3kd93kf0a9s", "secretkey8f3kd93kf0a9s"),
])
def test_secrets_in_those_places_are_taken(text: str, value: str) -> None:
    assert value not in redact_secrets(text)
