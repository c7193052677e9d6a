"""Issue 33, round 21b (session 57, second wave): CredData's dev misses read by a value's place
(dev third; values are CredData's own obfuscation), each family red without its rule."""

from __future__ import annotations

import pytest

from lc_memory.redact.engine import redact_secrets

# words joined by "-" or "_" handed as a literal to a password's own name, short pieces too
JOINED = [
    ('    "client_pwd": "holldk_iv",', "holldk_iv"),
    ("  client_pwd: 'hbsnly_jd',", "hbsnly_jd"),
    ('\t\t\tpassword:           "cg-blcp",', "cg-blcp"),
    ('\t\t\t\t"password": "jame-slkmjzyy"', "jame-slkmjzyy"),
    ("                      password: 'ptbanvavu_sddv'", "ptbanvavu_sddv"),
    ('            Password="lldsy-wjmh",', "lldsy-wjmh"),
    ('            passwd="kefl_tpdzuy",', "kefl_tpdzuy"),
    # round 20 kept it (each piece to read as no word); round 21 takes "hello" and "zqxj" alone there
    ("password: zqxj-hello", "zqxj-hello"),
]
# what stays: a name's words, a placeholder, a word for what goes there, and joined words at
# another secret's name (a key's name)
JOINED_KEPT = [
    '    password: "admin_user"',
    '    password: "change_me"',
    '    password: "your_pass"',
    '    password: "my-password"',
    '    password: "long-random-string"',
    "smtp_auth_password: 'VOTRE_MOT_DE_PASSE_OUTLOOK'",
    'NONCE_SESSION_KEY = "allauth_facebook_nonce"',
]


@pytest.mark.parametrize(("line", "value"), JOINED)
def test_joined_literal_at_a_password_name(line: str, value: str) -> None:
    assert value not in redact_secrets(line)


@pytest.mark.parametrize("line", JOINED_KEPT)
def test_joined_words_kept(line: str) -> None:
    assert redact_secrets(line) == line

# a quoted literal of letters, digits and signs at a password's own name
QUOTED = [
    ('                  "passwd": "g74z"', "g74z"),
    ("                    'password': 'o@qu',", "o@qu"),
    ('        self.neo4j_pass = "lgr2u"', "lgr2u"),
    ('        if [ "${password}" == "oop6i" ]; then', "oop6i"),
]
# what stays: a package's version, a method's name, a validator's rules, an OID, a number, a
# prefix, a piece code joins on, a placeholder's words
QUOTED_KEPT = [
    '        "minipass": "^2.2.1"',
    '        "fs-minipass": "~1.2.5-rc1",',
    "SET password_encryption = 'scram-sha-256';",
    "      password: 'required|min:8',",
    "                'pkcs-9-at-challengePassword' => '1.2.840.113549.1.9.7',",
    '\tprivate static final String PASSWORD = "123456";',
    "        $phpassword_1 = 'phpass:' . str_replace( '$', '!', x );",
    'var pw="closure_lm_"+(1E9*Math.random()>>>0);',
    "smtp_auth_password: 'VOTRE_MOT_DE_PASSE.OUTLOOK'",
]


@pytest.mark.parametrize(("line", "value"), QUOTED)
def test_quoted_literal_at_a_password_name(line: str, value: str) -> None:
    assert value not in redact_secrets(line)


@pytest.mark.parametrize("line", QUOTED_KEPT)
def test_quoted_literal_kept(line: str) -> None:
    assert redact_secrets(line) == line



# K=V bare before a shell line's continuation, the text cut right after it (a quoted command's part)
CONTINUED = [
    ("GANDIV5_API_KEY=tsouzajwaxdstkouaypupdtv \\", "tsouzajwaxdstkouaypupdtv"),
    ("NETLIFY_TOKEN=tmrzfjtdvazhsdnwhisivzfovwotmytlrcjordjuxqfilkjjipmasrtkiyhkundr \\", "tmrzfjtdvazhsdnwhisivzfovwot"),
]


@pytest.mark.parametrize(("line", "value"), CONTINUED)
def test_continued_line_at_its_text_end(line: str, value: str) -> None:
    assert value not in redact_secrets(line)
