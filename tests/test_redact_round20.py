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


# made-up pieces joined by "-" or "_" at a password's place, or eight letters or more at a secret's
@pytest.mark.parametrize("text,value", [
    ('\t\t\t\t\t\tPassword:   "chlz-qprcfvgu",', "chlz-qprcfvgu"),
    ('                    "password": "abxnj_gjvpuqzo",', "abxnj_gjvpuqzo"),
    ("CONSTELLIX_SECRET_KEY=jccoawgz-cpuy-tjro-jtyc-kpeijujyqnkv \\", "jccoawgz-cpuy-tjro-jtyc-kpeijujyqnkv"),
    ("  --jwt-secret sguyqdkf_gfkksv \\", "sguyqdkf_gfkksv"),
])
def test_made_up_pieces_are_taken(text: str, value: str) -> None:
    assert value not in redact_secrets(text)


@pytest.mark.parametrize("text", [
    "password: api-token", "password: admin_user", "password: change-me-now",
    "password: qzxv_admin",  # each piece must read as no word (zqxj-hello: round 21b's literal)
    "  integration_key: ABCDEFGHIJKL",  # the alphabet in order
    "      var key      = YYYYMMDD + SEPARATOR + identityName;",  # a format's letters
    "              - key: envoy-yml",  # a piece of three at a secret's (not a password's) place
])
def test_words_and_formats_are_no_made_up_pieces(text: str) -> None:
    assert redact_secrets(text) == text


# the strings of a list that a secret's name holds
@pytest.mark.parametrize("text,values", [
    ('"access_type":"OWNER","tokens":["7b43aaa593eadc06","8bb309c15ace2ce4"],"state":"online"',
     ["7b43aaa593eadc06", "8bb309c15ace2ce4"]),
    ("api_keys = ['Zk9mQ2rT5vX8bN1cF4', 'Zq8Lm2Rt5Vx9Zq8Lm2']", ["Zk9mQ2rT5vX8bN1cF4", "Zq8Lm2Rt5Vx9Zq8Lm2"]),
])
def test_a_list_of_secrets_is_taken(text: str, values: list[str]) -> None:
    out = redact_secrets(text)
    assert not any(v in out for v in values)


@pytest.mark.parametrize("text", [
    '               password: ["should be at least 12 character(s)"]',  # a message, no value
    '      assert %{current_password: ["is not valid"]} = errors_on(changeset)',
    'secrets: ["db_password", "api_key"]',  # names
])
def test_a_list_of_messages_or_names_stays(text: str) -> None:
    assert redact_secrets(text) == text


# a Basic credential quoted whole, no header before it: it must decode to user:password
@pytest.mark.parametrize("text,value", [
    ('\t\tif auth != "Basic bnJna2w6dmdycWpz" {', "bnJna2w6dmdycWpz"),
    ('            b"Basic SXdtbnlpaTp1dm96IGl2eXh4bw==",', "SXdtbnlpaTp1dm96IGl2eXh4bw=="),
])
def test_a_quoted_basic_credential_is_taken(text: str, value: str) -> None:
    assert value not in redact_secrets(text)


@pytest.mark.parametrize("text", ['x = "Basic QmFzaWNBdXRoZW50aWNhdGlvbg=="', 'realm = "Basic realm"'])
def test_a_quoted_basic_word_stays(text: str) -> None:
    assert redact_secrets(text) == text


# more of code's own values at a secret's name (CredData's F lines), each family red without its rule
MORE_KEPT = {
    "typed in order": ['\t\t\t\tHRef: String("https://github.com/organizations/github/defunkt.private.atom?token=abc123"),',
                       '\t\t\t\t"CLOUDFLARE_DNS_API_TOKEN":  "012345abcdef",',
                       '    _keyStr = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/=";'],
    "code's opening": ['b.on("compositionend",function(){var e=b.val();"password"===g.type||(e=U(e))})',
                       '        # print("-- key="+str(key))', "                'JWT_SECRET='.$key, file_get_contents($path)"],
    "a label": ["        $key = 'PuTTY-User-Key-File-2: ssh-rsa", '\t\t\t\ttoken = "Token: (empty), "'],
    "names in capitals": ["    redis_key: SERPENT:RECORDED_INPUTS"],
    "a JVM type": [".field private static final _PRIVATE_CREDENTIALS:Lorg/apache/harmony/javax/security/auth/AuthPermission;"],
    "an attribute's name": ['    <Field name="password" type="password" :rules="passwordRules" />'],
    "a scheme's name": ["        await self.con.execute(\"SET password_encryption = 'scram-sha-256';\")"],
}


@pytest.mark.parametrize("text", [t for texts in MORE_KEPT.values() for t in texts])
def test_more_code_values_stay(text: str) -> None:
    assert redact_secrets(text) == text


@pytest.mark.parametrize("text,value", [
    ("DB_PASSWORD=+0A7T0+I6E6KMn7c", "+0A7T0+I6E6KMn7c"),  # a random value may open with "+"
    ('api_token = "Zk9mQ2rT5vX8bN1cF4"', "Zk9mQ2rT5vX8bN1cF4"),
])
def test_random_values_there_are_still_taken(text: str, value: str) -> None:
    assert value not in redact_secrets(text)


@pytest.mark.parametrize("text", [
    '            b"Basic QWxhZGRpbjpvcGVuIHNlc2FtZQ==",',  # RFC 7617's own example, Aladdin:open sesame
    "            password: sekrit",  # the docs' joke spelling of a secret, not a made-up password
])
def test_documented_example_passwords_stay(text: str) -> None:
    assert redact_secrets(text) == text


def test_a_mailgun_key_in_base_36_is_taken() -> None:
    text = "        $client = new Mailgun('key-5ih0nyyq77oj8kup5uz361sfzbffhjb4');"
    assert "5ih0nyyq77oj8kup5uz361sfzbffhjb4" not in redact_secrets(text)
    assert redact_secrets("see key-value-store-for-the-whole-app-configs") == "see key-value-store-for-the-whole-app-configs"
