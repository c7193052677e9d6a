"""Issue 33, round 24: readings that hold in general, found on outside files CredData's dev third
holds few of (session 60: JWKs in JSON and JavaScript, API tokens in clients' code and tests, keys
at generic names, URLs with credentials in documentation, NATS seeds). Each is red without its
reading; the secret beside each near-miss is still taken. Lines are written in those files' manner
(values random) or are CredData's dev third (its own obfuscation)."""

from __future__ import annotations

import pytest

from lc_memory.redact.engine import findings, redact_secrets

# a JWK's public members are public whatever the object holding the key is named
JWK_PUBLIC = [
    '{"key":{"crv":"P-256","kid":"1","kty":"EC","use":"enc","x":"Qm7fXk2pWn9rTz4vLb8sYc3hJd6gAe1uNo5iKq0wRty",'
    '"y":"Hv3nCx8mZa2sPq7tLk4bWd9fRg1jYe6uNo5iKq0wXcV"}}',
    '  "private_key": {\n    "kty": "RSA",\n    "kid": "2011-04-29",\n    "n": "0vx7agoebGcQSuuPiLJXZptN9nndrQmbXEps2aiAFbWhM78LhWx4cbbfAAtVT86zwu1RK7aPFFxuhDR1L6tSoc_BJECPebWKRXjBZCiFV4n3oknjhMstn64tZ_2W-5JsGY4Hc5n9yBXArwl93lqt7_RN5w6Cf0h4QyQ5v-65YGjQR0_FDW2QvzqY368QQMicAtaSqzs8KJZgnYb9c7d0zgdAZHzu6qMQvRL5hajrn1n91CbOpbISD08qNLyrdkt-bFTWhAI4vMQFh6WeZu0fM4lFd2NcRwr3XPksINHaQ-G_xBniIqbw0Ls1jF44-csFCur-kEgU8awapJzKnqDKgw",\n'
    '    "e": "AQAB"\n  }',
]
JWK_PRIVATE = [
    ('{"key":{"crv":"P-256","kty":"EC","x":"Qm7fXk2pWn9rTz4vLb8sYc3hJd6gAe1uNo5iKq0wRty",'
     '"d":"Zt5yBv1nMq8wXc4kRp7sLa2dFg9hJe3uTo6iNy0bWvQ"}}', "Zt5yBv1nMq8wXc4kRp7sLa2dFg9hJe3uTo6iNy0bWvQ"),
]


@pytest.mark.parametrize("text", JWK_PUBLIC)
def test_a_jwks_public_members_stay_in_a_block_named_for_a_key(text: str) -> None:
    assert redact_secrets(text) == text


@pytest.mark.parametrize(("text", "secret"), JWK_PRIVATE)
def test_a_jwks_private_member_beside_them_is_still_taken(text: str, secret: str) -> None:
    out = redact_secrets(text)
    assert secret not in out
    assert "Qm7fXk2pWn9rTz4vLb8sYc3hJd6gAe1uNo5iKq0wRty" in out


# a name in capitals with its index is a setting's or a fixture's name, not a secret
CAPITAL_NAMES = [
    '\twant := &GroupVariable{Key: "TEST_VARIABLE_1", Value: "test1", Protected: false, Masked: true}',
    '    "api_key": "API_KEY_123",',
    '        const string expectedAccessToken1 = "LET_ME_IN-1";',
]
CAPITAL_SECRETS = [
    ('password = "SUMMER_TIME_24"', "SUMMER_TIME_24"),  # a password made of words is one
    ('api_key = "QZXW_KJHV_12"', "QZXW_KJHV_12"),  # pieces that read as no word
]


@pytest.mark.parametrize("text", CAPITAL_NAMES)
def test_a_name_in_capitals_with_its_number_stays(text: str) -> None:
    assert redact_secrets(text) == text


@pytest.mark.parametrize(("text", "secret"), CAPITAL_SECRETS)
def test_capitals_that_are_a_password_or_no_words_are_taken(text: str, secret: str) -> None:
    assert secret not in redact_secrets(text)


# letters only, in both cases, switching every letter or two and reading as no words: a token
def test_letters_whose_case_switches_at_random_are_a_token() -> None:
    assert "ZpXqRtVwYsUvTmNk" not in redact_secrets('  "api_token": "ZpXqRtVwYsUvTmNk",')
    assert "kQwErTyUiOpAsDfGhJ" not in redact_secrets('secret_key: "kQwErTyUiOpAsDfGhJ"')


# code's camelCase names whose every run is a word stay, short words too (a password with a digit
# inside its words is no name)
def test_a_password_with_a_digit_inside_its_words_is_taken() -> None:
    assert "s3cretPass" not in redact_secrets('password = "s3cretPass"')


CODE_NAMES = [
    "      validateRequired('key', 'getApiKeyWithHTTPInfo', key);",
    'token: "XMLHttpRequestUpload"',
    'token = "isValidTokenForUser"',
]


@pytest.mark.parametrize("text", CODE_NAMES)
def test_a_code_name_of_short_words_at_a_secrets_name_stays(text: str) -> None:
    assert redact_secrets(text) == text


# a JWK built from keyword arguments (Python's JWK(kty=..., k=...)): its private member is taken
def test_a_jwks_private_member_given_as_a_keyword_argument_is_taken() -> None:
    text = 'jwk = JWK(kty="oct", k="Vb3xQm9rTz2sLk7p")'
    assert "Vb3xQm9rTz2sLk7p" not in redact_secrets(text)
    assert "block:jwk" in {f.rule for f in findings(text)}


# a cipher's key as its constructor's argument (data/commands.toml's [[calls]]); a variable stays
CIPHER_KEYS = [
    ("    cipher = AES.new(b'Hq4wNz8rKt2mXp6s', AES.MODE_CBC, iv)", "Hq4wNz8rKt2mXp6s"),
    ('\tblock, err := aes.NewCipher([]byte("Hq4wNz8rKt2mXp6sLc1vBy5jDf9gRa3e"))', "Hq4wNz8rKt2mXp6sLc1vBy5jDf9gRa3e"),
    ("const d = crypto.createDecipheriv('aes-256-cbc', 'Hq4wNz8rKt2mXp6sLc1vBy5jDf9gRa3e', iv);", "Hq4wNz8rKt2mXp6sLc1vBy5jDf9gRa3e"),
]


@pytest.mark.parametrize(("text", "secret"), CIPHER_KEYS)
def test_a_ciphers_key_given_to_its_constructor_is_taken(text: str, secret: str) -> None:
    assert secret not in redact_secrets(text)


@pytest.mark.parametrize("text", ["cipher = AES.new(key, AES.MODE_GCM, nonce=nonce)",
                                  "crypto.createCipheriv(algorithm, Buffer.from(key, 'hex'), iv)"])
def test_a_ciphers_key_in_a_variable_stays(text: str) -> None:
    assert redact_secrets(text) == text


# the password's own word, maybe after a sample's word and before a number, is the field's name
# (CredData marks password123 and Password1 a document's, never a secret); a chosen one is taken
FIELD_WORDS = [
    '        String keyPassword = "Password1";',
    '    ["password"] = new[] { "password123" },',
    '  "password": "mypassword",',
]


@pytest.mark.parametrize("text", FIELD_WORDS)
def test_the_passwords_own_word_as_its_value_stays(text: str) -> None:
    assert redact_secrets(text) == text


def test_a_password_that_holds_the_word_among_others_is_taken() -> None:
    assert "Password1Xq9z" not in redact_secrets('String keyPassword = "Password1Xq9z";')


# a document's picture of a key: its middle left out on a line of "...", or a body that is one
# short piece written again and again; a whole key beside them is still taken
_BODY = ("MIIEvgIBADANBgkqhkiG9w0BAQEFAASCBKgwggSkAgEAAoIBAQDCqx5mEeaMNCqr\n"
         "+5Bs+75+tA93TPus3Q8Q3LZnEw3Wp+fRPzBY69Q/pLF/kuByewoJVjPHOoSoQry4\n")
KEY_PICTURES = [
    "    -----BEGIN PRIVATE KEY-----\n    " + _BODY.replace("\n", "\n    ") + "...\n    aecxSyWi/kHOBObhFe93xb7p\n    -----END PRIVATE KEY-----\n",
    "  #     -----BEGIN PRIVATE KEY-----\n  #     " + _BODY.replace("\n", "\n  #     ") + "...\n  #     -----END PRIVATE KEY-----\n",
    '    "certificate_key": """-----BEGIN PRIVATE KEY-----\n' + "    " + "s3cr3t" * 11 + "\n    " + "s3cr3t" * 6 + "\n    -----END PRIVATE KEY-----\n\"\"\"",
]


@pytest.mark.parametrize("text", KEY_PICTURES)
def test_a_documents_picture_of_a_key_stays(text: str) -> None:
    assert redact_secrets(text) == text


def test_a_whole_key_is_still_taken() -> None:
    text = "-----BEGIN PRIVATE KEY-----\n" + _BODY + "G4eJ5TiYh2TBWdt1DGqATYBVCVcdwsOn0GFHmo2bmdMHgA8EBLjVNhiHoysPCOtB\n-----END PRIVATE KEY-----\n"
    assert "MIIEvgIBADANBgkqhkiG9w0" not in redact_secrets(text)


# what is code's or a grammar's, not a literal: a dunder name, a subscript by a name, ABNF's
# repetition, an action's name after its service's (ec2:), a URL parser's test of escapes
NOT_LITERALS = [
    "    b.key = `__static__1`",
    "      key: 'nestedBad[key]',",
    "      token = 1*tchar",
    '    "GetPasswordData": "ec2:GetPasswordData",',
    "    'dsn': 'postgresql://us%40r:p%40ss@h%40st1,h%40st2:543%33/d%62',",
]


@pytest.mark.parametrize("text", NOT_LITERALS)
def test_code_and_grammar_that_look_like_values_stay(text: str) -> None:
    assert redact_secrets(text) == text


@pytest.mark.parametrize(("text", "secret"), [
    ('token = "1*Xk9dLq2mZp"', "1*Xk9dLq2mZp"),
    ("postgres://svc:p%40ssXk9z@db.internal/app", "p%40ssXk9z"),
])
def test_a_secret_with_a_star_or_an_escape_is_still_taken(text: str, secret: str) -> None:
    assert secret not in redact_secrets(text)


# a page's escaper writes a URL's "@" and ":" by number: the login is read through them
def test_a_urls_login_through_numbered_entities_is_taken() -> None:
    text = '<li>https://deploy:Hq4wNz8rKt2mXp6s&#64;git.corp.internal/repo.git</li>'
    assert redact_secrets(text) == '<li>https://deploy:[REDACTED:url-password]&#64;git.corp.internal/repo.git</li>'
    assert "Hq4wNz8rKt2mXp6s" not in redact_secrets(text.replace("deploy:", "deploy&#58;").replace("&#64;", "&#x40;"))


def test_an_address_written_with_a_numbered_entity_stays() -> None:
    text = "mail ops&#64;corp.example &#58; it answers"
    assert redact_secrets(text) == text


# a JWK's private member in YAML (unquoted) or a Ruby hash (=>), beside its kty
@pytest.mark.parametrize("text", [
    "  kty: EC\n  crv: P-256\n  d: Zt5yBv1nMq8wXc4kRp7sLa2dFg9hJe3uTo6iNy0bWvQ\n",
    '{ :kty => "RSA", :d => "Zt5yBv1nMq8wXc4kRp7sLa2dFg9hJe3uTo6iNy0bWvQ" }',
])
def test_a_jwks_private_member_in_yaml_or_a_ruby_hash_is_taken(text: str) -> None:
    assert "Zt5yBv1nMq8wXc4kRp7sLa2dFg9hJe3uTo6iNy0bWvQ" not in redact_secrets(text)


# a private JWK's JSON as one base64url token (an environment variable's value); a public one stays
_JWK_B64 = "eyJjcnYiOiJQLTI1NiIsImQiOiJadDV5QnYxbk1xOHdYYzRrUnA3c0xhMmRGZzloSmUzdVRvNmlOeTBiV3ZRIiwia3R5IjoiRUMifQ"
_JWK_PUBLIC_B64 = "eyJrdHkiOiJFQyIsImNydiI6IlAtMjU2IiwieCI6Ilp0NXlCdjFuTXE4d1hjNGtScDdzTGEyZEZnOWhKZTN1VG82aU55MGJXdlEifQ"


def test_a_private_jwk_as_base64_is_taken() -> None:
    text = f"    signing: {_JWK_B64}\n"
    assert _JWK_B64 not in redact_secrets(text)
    assert "base64-jwk" in {f.rule for f in findings(text)}


def test_a_public_jwk_as_base64_stays() -> None:
    text = f"    verifying: {_JWK_PUBLIC_B64}\n"
    assert redact_secrets(text) == text


# a random UUID at a bare key's name is the key (CredData's dev: every one); an id's name, a made-up
# UUID and a session's stay as before
def test_a_random_uuid_at_a_bare_keys_name_is_taken() -> None:
    assert "A26D554F-BFE6-9F69-02B8-E6814F86922D" not in redact_secrets('const key = "A26D554F-BFE6-9F69-02B8-E6814F86922D"')


@pytest.mark.parametrize("text", ['"key_id": "8ee21d91-c000-428c-8032-235aac55da36",',
                                  'key: "00000000-0000-0000-0000-000000000001"',
                                  '"session": "4f2a9c1e-7b3d-4e8a-9c2f-1d5e6b7a8c90"'])
def test_a_uuid_at_an_ids_name_or_made_up_stays(text: str) -> None:
    assert redact_secrets(text) == text


# OAuth's verifier is a weak secret word: a random value at it is taken, a class's name stays
def test_an_oauth_verifier_is_taken() -> None:
    text = "oauth_verifier: 'nANo80tpGBwnMuwm12IGd83gBOf0FEugs0ZXGXQNsBP',"
    assert "nANo80tpGBwnMuwm12IGd83gBOf0FEugs0ZXGXQNsBP" not in redact_secrets(text)
    assert redact_secrets("verifier: new JwtVerifier(key)") == "verifier: new JwtVerifier(key)"


# an algorithm's, a hash's or an authentication plugin's name is what a setting names, at a
# secret's name too (gitleaks' context rules ask it as ours do)
ALGORITHMS = [
    'verifier: "HMAC-SHA256"',
    'key: "AES-256-GCM"',
    'SECURITY_PASSWORD_HASH = "pbkdf2_sha512"',
    'AUTH_SHA256_PASSWORD = "sha256_password"',
]


@pytest.mark.parametrize("text", ALGORITHMS)
def test_an_algorithms_name_at_a_secrets_name_stays(text: str) -> None:
    assert redact_secrets(text) == text


# a CI's variable in capitals inside a value is filled in later; a Flow type's ?string is a type
@pytest.mark.parametrize("text", ['    key: "heads-$GITLAB_USER_LOGIN-2"', "      const key: ?string = vnode.key == null"])
def test_a_variable_inside_or_a_maybe_type_stays(text: str) -> None:
    assert redact_secrets(text) == text


@pytest.mark.parametrize(("text", "secret"), [('password = "Pa$$W0RD_2024"', "Pa$$W0RD_2024"),
                                              ('token = "Xk9dLq2mZp$ABC_DEFx"', "Xk9dLq2mZp$ABC_DEFx")])
def test_a_secret_with_a_dollar_and_capitals_is_still_taken(text: str, secret: str) -> None:
    assert secret not in redact_secrets(text)


# digits at a secret's own name are what someone chose to keep secret, as a password's are; a
# token's number, a run anyone guesses and a secret's id stay
@pytest.mark.parametrize(("text", "secret"), [("jwt_secret: 532898267", "532898267"),
                                              ('  "secret" => "255366141",', "255366141")])
def test_digits_at_a_secrets_name_are_taken(text: str, secret: str) -> None:
    assert secret not in redact_secrets(text)


@pytest.mark.parametrize("text", ["//     token: '566155'", "secret: 123456", "secret_id: 48213377"])
def test_a_tokens_number_or_a_run_stays(text: str) -> None:
    assert redact_secrets(text) == text
