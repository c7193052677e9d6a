"""Issue 33, round 22: CredData's dev near-misses read by what the value is (a key its passphrase
seals, a URL pair's picture, a reference's default, a lookup's key), each family red without its
rule; the secrets beside each still taken. Lines are CredData's dev third (values its own
obfuscation) or written after them."""

from __future__ import annotations

import base64

import pytest

from lc_memory.redact.engine import findings, redact_secrets
from lc_memory.redact.rules import sealed_key

_B = "-----BEGIN "
_E = "-----END "

# a key its passphrase seals: PEM's armour header, PKCS#8's label, an OpenSSH body naming its cipher
SEALED = [
    (_B + "RSA PRIVATE KEY-----\nProc-Type: 4,ENCRYPTED\nDEK-Info: AES-128-CBC,F383CD86ECED9F72E8A8A5671B9B478F\n\n"
     "0UwxIzEIrq2gNvP2M4S7ZlHKdZ9W69YyprT4tEVmauBYwZwwqLTdtsxZ7uWvPIiW\n"
     "oJHUNCUlgZ0qiUJBEAl23YArUS8PJmPCA57t8MK/8mnuOi2ke/w9FAERcRNZu5U2\n" + _E + "RSA PRIVATE KEY-----"),
    ("        $private = PublicKeyLoader::load('" + _B + "ENCRYPTED PRIVATE KEY-----\n"
     "MIIBvTBXBgkqhkiG9w0BBQ0wSjApBgkqhkiG9w0BBQwwHAQIpZHwLtkYRb4CAggA\n"
     "MAwGCCqGSIb3DQIJBQAwHQYJYIZIAWUDBAECBBCCGsoP7F4bd8O5I1poTn8PBIIB\n" + _E + "ENCRYPTED PRIVATE KEY-----');"),
    (_B + "OPENSSH PRIVATE KEY-----\nb3BlbnNzaC1rZXktdjEAAAAACmFlczI1Ni1jdHIAAAAGYmNyeXB0AAAAGAAAABAsyq4pxL\n"
     "R5sOprPDHGpvzxAAAAEAAAAAEAAAGxAAAAB3NzaC1kc3MAAACBAL8XEx7F9xuwBNles+vW\n"
     "pNF+YcofrBhjX1r5QhpBe0eoYWLHRcroN6lxwCdGYRfgOoRjTncBiixQX/uUxAY96zDh3i\n" + _E + "OPENSSH PRIVATE KEY-----"),
]
# the same armour around a key that no passphrase seals: still taken
OPEN_KEYS = [
    _B + "OPENSSH PRIVATE KEY-----\nb3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAAAMwAAAAtzc2gtZW\n"
    "QyNTUxOQAAACDd7Zq8Lm2Rt5Vx9Kd3FQw7Ns4Hp1Yc6Bf0Jg8Xa2Wt5QAAAJgZk9mQ2rT5\n" + _E + "OPENSSH PRIVATE KEY-----",
    _B + "RSA PRIVATE KEY-----\nMIIEpAIBAAKCAQEAv3Zq8Lm2Rt5Vx9Kd3FQw7Ns4Hp1Yc6Bf0Jg8Xa2Wt5Lr9Mk3\n"
    "Zk9mQ2rT5vX8bN1cF4Zq8Lm2Rt5Vx9Kd3FQw7Ns4Hp1Yc6Bf0Jg8Xa2Wt5Lr9Mk3Q\n" + _E + "RSA PRIVATE KEY-----",
]


@pytest.mark.parametrize("text", SEALED)
def test_a_key_its_passphrase_seals_is_ciphertext_and_stays(text: str) -> None:
    assert sealed_key(text)
    assert redact_secrets(text) == text


def test_a_sealed_key_in_base64_is_no_private_key() -> None:
    # (a secret's name before it may still take it as a long value: tls.key: V)
    text = "echo " + base64.b64encode(SEALED[0].encode()).decode() + " | base64 -d > id_rsa"
    assert "base64-private-key" not in {f.rule for f in findings(text)}


@pytest.mark.parametrize("text", OPEN_KEYS)
def test_a_key_no_passphrase_seals_is_still_taken(text: str) -> None:
    assert not sealed_key(text)
    assert "[REDACTED:private-key]" in redact_secrets(text)


# a URL's user and password written as the pair's picture: the user again, a name for the
# password, a public default, typed in order, a mask
URL_SAMPLES = [
    "SQLALCHEMY_DATABASE_URI = 'postgresql+psycopg2://flask_admin_geo:flask_admin_geo@localhost/flask_admin_geo'",
    '\t\tdata["testDbUrl"] = "postgres://postgres:postgres@postgres:5432/" + opts.App.Name.File().String()',
    '        [InlineData("http", "myusername:mypassword@abc.co.uk", null, null, "http://myusername:mypassword@abc.co.uk/")]',
    "// DATABASE_URL = mysql://my-user:my-password@localhost/my-db",
    '        url_with_credentials = r"https://test_username:test_password_123@server.com/resource.zip"',
    '        [InlineData("http://:password123@example.com",',
    "graphile/postgraphile --connection postgres://POSTGRES_USER:POSTGRES_PASSWORD@POSTGRES_HOST:POSTGRES_PORT/db",
    "use this format for the URL: `https://USERID:APITOKEN@JENKINS_URL/project/YOUR_JOB`",
    '    stub_request(:post, "https://foo:bar@api.heroku.com/login").to_return(:body => json_encode(user_info))',
    "E.g.: `https://1234abcd:5678ef@sentry.example.com/30`.",
    "# Remote  postgres://nu***:6a2**@ec2-23-23-227-188.compute-1.amazonaws.com:5432/db",
]
URL_TAKEN = [
    ("    url: 'mysql://djbluegrass:0eiv3dd2q@legacy.example.com:3306/store',", "0eiv3dd2q"),
    ("postgres://app:Zq8-Lm2Rt5!Vx9@db:5432/shop", "Zq8-Lm2Rt5!Vx9"),
    ("    $ pgcli postgres://amjith:vh$$k5dv@example.com:5432/app_db?sslmode=verify-ca", "vh$$k5dv"),
    ("DATABASE_URL=postgres://admin:Tr0ub4dor3x@db.internal:5432/app", "Tr0ub4dor3x"),
    ("redis://:s3cretPass@cache:6379/0", "s3cretPass"),  # a password that holds a word for one among others
]


@pytest.mark.parametrize("text", URL_SAMPLES)
def test_a_url_pairs_picture_stays(text: str) -> None:
    assert redact_secrets(text) == text


@pytest.mark.parametrize(("text", "secret"), URL_TAKEN)
def test_a_url_password_beside_its_user_is_still_taken(text: str, secret: str) -> None:
    assert secret not in redact_secrets(text)


# typed along a keyboard's row, as along the alphabet: an example's value
@pytest.mark.parametrize("text", [
    '\t\t\texpected: "https://api.dreamhost.com?cmd=dns-add_record&format=json&key=asdf1234&record=domain",',
    "password: qwerty123",
    "api_key = 'zxcvbnm123'",
])
def test_a_value_typed_along_a_keyboard_row_stays(text: str) -> None:
    assert redact_secrets(text) == text


# where the assignment rule's match is no name handed a value
ASSIGNMENT_KEPT = [
    "var o=r(d[0]),s=(function(){return n(s,null,[{key:\"getBase64ForTag\",value:function(o,n,s){t.getBase64ForTag(o,n,s)}}])",
    "  matchExpressions:\n  - key: k8s-app\n    operator: In",
    "    key: '拂晓蓝（默认）', color: '#1890FF'",
    "      ${GITLAB_ROOT_PASSWORD:+GITLAB_ROOT_PASSWORD=$GITLAB_ROOT_PASSWORD} \\",
]
ASSIGNMENT_TAKEN = [
    ("spring.datasource.password=Zq8Lm2Rt5Vx9", "Zq8Lm2Rt5Vx9"),
    ("spring.datasource.password=${MYSQL_PASS:wpz1JMt53whi}", "wpz1JMt53whi"),  # a reference's default is a value
    ("$ MYSQL_USER=root MYSQL_PASSWORD= API_KEY=Zk9mQ2rT5vX8bN1cF4 npm test", "Zk9mQ2rT5vX8bN1cF4"),
    ('const key = "Zk9mQ2rT5vX8bN1cF4Lm2";', "Zk9mQ2rT5vX8bN1cF4Lm2"),
]


@pytest.mark.parametrize("text", ASSIGNMENT_KEPT)
def test_a_lookups_key_and_a_label_stay(text: str) -> None:
    assert redact_secrets(text) == text


@pytest.mark.parametrize(("text", "secret"), ASSIGNMENT_TAKEN)
def test_a_value_handed_to_a_secrets_name_is_still_taken(text: str, secret: str) -> None:
    assert secret not in redact_secrets(text)
    assert findings(text)


# another kind of quote inside a quoted value (before a letter or a digit): the value goes on
QUOTE_INSIDE = [
    ('    password: "8w\'rO8a0pj"', "8w'rO8a0pj"),
    ('\tdsxExp.Password = "7l\'yF8c7uk"', "7l'yF8c7uk"),
    ('      password: "yfr\'nntjs",', "yfr'nntjs"),
]
QUOTE_INSIDE_KEPT = [
    "    start_key = '-headerpad_max_install_names\",'",  # code in a string: the quote before a comma
]


@pytest.mark.parametrize(("text", "secret"), QUOTE_INSIDE)
def test_a_quote_of_another_kind_inside_a_quoted_value_is_taken_with_it(text: str, secret: str) -> None:
    assert secret[:3] not in redact_secrets(text)


@pytest.mark.parametrize("text", QUOTE_INSIDE_KEPT)
def test_a_quote_before_code_ends_no_value(text: str) -> None:
    assert redact_secrets(text) == text


# grep -n's prefix (a path, a line number) before the line it found: the name opens the line
GREP_LINES = [
    ("    /tmp/example:2:password=wd@rzkyialnfvay", "wd@rzkyialnfvay"),
    ("config/app.ini:14:secret_key = Zq8Lm2Rt5Vx9Kd3F", "Zq8Lm2Rt5Vx9Kd3F"),
]


@pytest.mark.parametrize(("text", "secret"), GREP_LINES)
def test_a_name_after_greps_prefix_is_read(text: str, secret: str) -> None:
    assert secret not in redact_secrets(text)


def test_an_arns_segment_is_still_no_name() -> None:
    text = "arn:aws:secretsmanager:us-east-1:123456789012:secret:prod/db-AbCdEf"
    assert redact_secrets(text) == text


# a structure about the secret, not the secret: options, attributes, maps, how it is hashed
ABOUT_KEPT = [
    '\t"authentication_backend.file.password_options.memory":      errFilePOptions,',
    "    - DOVECOT_PASS_ATTRS=uid=user,userPassword=password",
    "root_password_sha2 = 8c6976e5b5410415bde908bd4dee15dfb167a9c873fc4bb8a81f6f2ab448a918",
    '    "smtp_sasl_password_maps = texthash:/etc/postfix/sasl_passwd" \\',
]


@pytest.mark.parametrize("text", ABOUT_KEPT)
def test_a_name_about_the_secrets_structure_stays(text: str) -> None:
    assert redact_secrets(text) == text


# base64 of a tool's own JSON metadata (Terraform state's "private"), an unsigned JWT
DATA_KEPT = [
    '          "private": "eyJlMmJmYjczMC1lY2FhLTExZTYtOGY4OC0zNDM2M2JjN2M0YzAiOnsiY3JlYXRlIjoyNDAwMDAwMDAwMDAwLCJkZWxldGUi'
    'OjI0MDAwMDAwMDAwMDAsInVwZGF0ZSI6NDgwMDAwMDAwMDAwMH0sInNjaGVtYV92ZXJzaW9uIjoiMSJ9"',
    "        def specOutput = 'eyJhbGciOiJub25lIn0.eyJpc3MiOiJqb2UiLA0KICJleHAiOjEzMDA4MTkzODAsDQogImh0dHA6Ly9leGFtcGxlLmNvbS9pc19yb290Ijp0cnVlfQ.'",
]
DATA_TAKEN = [
    ("SESSION_SECRET=" + base64.b64encode(b'{"password": "Zq8Lm2Rt5Vx9Kd3F"}').decode(),
     base64.b64encode(b'{"password": "Zq8Lm2Rt5Vx9Kd3F"}').decode()),
    ("token = 'eyJhbGciOiJIUzI1NiJ9.eyJpc3MiOiJqb2UiLA0KICJleHAiOjEzMDA4MTkzODB9.dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk'",
     "dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk"),
]


@pytest.mark.parametrize("text", DATA_KEPT)
def test_a_tools_metadata_and_an_unsigned_jwt_stay(text: str) -> None:
    assert redact_secrets(text) == text


@pytest.mark.parametrize(("text", "secret"), DATA_TAKEN)
def test_base64_json_with_a_secret_and_a_signed_jwt_are_taken(text: str, secret: str) -> None:
    assert secret not in redact_secrets(text)


# a numeronym is a word: a name of words, no token (k8s-app, k8s_etcd)
@pytest.mark.parametrize("text", ["ETCD_INITIAL_CLUSTER_TOKEN=k8s_etcd", "                  - key: k8s-app"])
def test_a_numeronym_among_words_is_a_name(text: str) -> None:
    assert redact_secrets(text) == text


# a word quoted whole at a secret's own name: what someone chose, whatever its letters
CHOSEN = [
    ("      secret: 'tdylpamhasj',", "tdylpamhasj"),
    ('\to.ClientSecret = "xsctszmpam"', "xsctszmpam"),
    ("        self.store.store(names[0], username='sakuya', secret='nmxios')", "nmxios"),
    ("            'secret' => 'lofsubfyevge',", "lofsubfyevge"),
]
CHOSEN_KEPT = [
    "      secret: 'ungit',",  # five letters: a word
    "            '{ session: { store: { }, secret: \"someVerySecureString\", } }'",  # a sample's words
    '\t\t{name: "Test doesn\'t fail with secret set", env: "test", secret: "secrets", expectErr: "securecookie:"},',
    '    token="directory"',  # a token's short word is code's
]


@pytest.mark.parametrize(("text", "secret"), CHOSEN)
def test_a_word_quoted_at_a_secrets_name_is_taken(text: str, secret: str) -> None:
    assert secret not in redact_secrets(text)


@pytest.mark.parametrize("text", CHOSEN_KEPT)
def test_a_word_a_sample_or_a_tokens_code_at_a_secrets_name_stays(text: str) -> None:
    assert redact_secrets(text) == text


# an Authorization "value" that is code's name for it, or a Digest parameter cut at its quote
HEADER_KEPT = [
    '    Authorization: Digest username="testuser", realm="testrealm", \\',
    '        authorization = service.extractAuthorization("https://cl.ex.com/cb?key=value&state=xyz&code=SplxlOB");',
    "        authorization = self.__authorizationHeader",
]


@pytest.mark.parametrize("text", HEADER_KEPT)
def test_codes_name_and_an_empty_parameter_at_authorization_stay(text: str) -> None:
    assert redact_secrets(text) == text


def test_an_authorization_token_is_still_taken() -> None:
    assert "9f86d081884c7d659a2feaa0c55ad015" not in redact_secrets("Authorization: Token 9f86d081884c7d659a2feaa0c55ad015")


# Objective-C's message: the labelled argument after withPassword:password is code
def test_an_objective_c_messages_labelled_arguments_stay() -> None:
    text = "    return [self createZipFileAtPath:path withFilesAtPaths:paths withPassword:password progressHandler:nil];"
    assert redact_secrets(text) == text


# (keyvalue_round22.patch) a shell name handed nothing before the next one; a cut-off key its
# passphrase seals, read by the key reader's cut-key block
def test_a_name_handed_nothing_before_the_next_assignment_stays() -> None:
    text = "$ MYSQL_HOST=localhost MYSQL_USER=root MYSQL_PASSWORD= FILTER=integration npm test"
    assert redact_secrets(text) == text


def test_a_cut_off_key_its_passphrase_seals_stays() -> None:
    text = SEALED[0].rsplit("\n", 1)[0]  # its END line cut off
    assert redact_secrets(text) == text
