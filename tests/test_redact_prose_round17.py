"""Issue 33, round 17 (batches 102-105's dev parts and round 16's known misses): each family
here has a test that goes red without it, and its near-misses beside it."""

from __future__ import annotations

import pytest

from lc_memory.redact.engine import redact_secrets

SECRET = "Zq8-Lm2Rt5!Vx9"


def _taken(text: str, value: str) -> bool:
    out = redact_secrets(text)
    return value not in out and "[REDACTED" in out


# --- a PIN in a sentence or after a label (context rule pin-said) -------------------------------

@pytest.mark.parametrize("text,value", [
    ("my PIN is 1234", "1234"),
    ("My account reference is K4R2QX and my PIN is 5079.", "5079"),
    ('{"fact": "my PIN is 4321"}', "4321"),
    ('"PIN do karty to 4821"', "4821"),
    ("mein PIN ist 0815, bitte merken", "0815"),
    ("SIM PIN-Code: 482913", "482913"),
    ("my PIN: 5079", "5079"),
    ("la PIN de la tarjeta es 7394", "7394"),
    ("the card PIN is \"7394\"", "7394"),
])
def test_a_pin_given_in_words_is_taken(text: str, value: str) -> None:
    assert _taken(text, value)


@pytest.mark.parametrize("text", [
    "pin: 1234", "PIN: 4821", "the PIN is 4 digits", "PIN is 4-6 digits long", "LED pin is 13", "the data pin is 4",
    "flask-login pin is `>=0.6`", "sqlalchemy pin is `>=2.0.49`", "PIN: 2024", "pin: 4", "pins: 1024",
    "PIN: ****", "PIN 1234", "spin: 4096", "PIN length: 6", "the pin is 1.2345", "PIN: 1234 Stellen",
    "pin: ${SIM_PIN}", "I forgot my PIN, how do I reset it?", "Serial.print(\"My pin is:\");",
])
def test_a_pins_near_misses_stay(text: str) -> None:
    assert redact_secrets(text) == text


# --- a verb that only introduces its value (context rule said-reads-as) -------------------------

@pytest.mark.parametrize("text,value", [
    ("Das Passwort lautet Rubikon.", "Rubikon"),
    ("Verschiebung 7: Das Passwort lautet Rubikon.", "Rubikon"),
    ("das Kennwort lautet „Sonnenblume“", "Sonnenblume"),
    ("Het wachtwoord luidt 'tulpen'.", "tulpen"),
    ("Lösenordet lyder Kanelbulle.", "Kanelbulle"),
])
def test_a_word_after_lautet_is_the_password(text: str, value: str) -> None:
    assert _taken(text, value)


@pytest.mark.parametrize("text", [
    "Das Passwort lautet Ihr Geburtsdatum.", "das Passwort lautet wie folgt:", "Das Passwort lautet Passwort.",
    "das Passwort lautet Sommer und Winter", "Das neue Passwort lautet\n", "Das Passwort lautet: {PASSWORD}",
    "Mein Passwort ist sicher.", "Mein Passwort ist einfach.", "Das Passwort lautet dann Ihr Name.",
])
def test_lautets_near_misses_stay(text: str) -> None:
    assert redact_secrets(text) == text


# --- a program's line printing the password it generated (generated-password, -uuid) -------------

@pytest.mark.parametrize("text,value", [
    ("Using generated security password: 8f3a2b91-4c7d-4e2a-9b11-0d5e6f7a8c12\n", "8f3a2b91-4c7d-4e2a-9b11-0d5e6f7a8c12"),
    (" * 密码为控制台输出：Using generated security password: ef97682c-d2a1-4e98-9037-609964d33b6b\n",
     "ef97682c-d2a1-4e98-9037-609964d33b6b"),
    ("Authentication and authorization are enabled. TLS for the transport and HTTP layers is enabled and configured. "
     "The generated password for the elastic built-in superuser is : EutN7ibtV3Vo8D__O6m2\nIf this node should join",
     "EutN7ibtV3Vo8D__O6m2"),
])
def test_a_generated_password_printed_is_taken(text: str, value: str) -> None:
    assert _taken(text, value)


@pytest.mark.parametrize("text", [
    "Using generated security password: <uuid>", "Using generated security password: <value>",
    "[Entrypoint] GENERATED ROOT PASSWORD: xxxxxxxx", "Generated password: {password}",
    "The generated password for the elastic built-in superuser is : {랜덤 패스워드}",
    "generated password: 00000000-0000-0000-0000-000000000000",
    "generated password: a1b2c3d4-e5f6-7890-abcd-ef1234567890",
    "Initial admin password: kubectl -n argocd get secret", "Temporary password is generated and shown once.",
    'client_id: 8f3a2b91-4c7d-4e2a-9b11-0d5e6f7a8c12', '"requestId": "10e22432-a3d9-46aa-8f07-796a51cca50c"',
])
def test_generated_passwords_near_misses_stay(text: str) -> None:
    assert redact_secrets(text) == text


def test_a_capitalised_sentence_under_a_long_line_is_no_wrapped_token() -> None:
    # normalise's hard-wrap join read "V\nIf" as one wrapped token and took the next line's word
    text = ("TLS for the transport and HTTP layers is enabled and configured. The generated password for the elastic "
            "built-in superuser is : EutN7ibtV3Vo8D__O6m2\nIf this node should join an existing cluster")
    assert redact_secrets(text).endswith(": [REDACTED:secret-value]\nIf this node should join an existing cluster")


# --- an expect or pexpect script answering a password prompt (expect-send, pexpect-sendline) ------

@pytest.mark.parametrize("text", [
    f'spawn ssh-add ~/.ssh/id_ed25519\nexpect "Enter passphrase for key"\nsend "{SECRET}\\r"\n',
    f'expect "Passwort" {{ send "{SECRET}\\r" }}',
    f"child.expect('Password:')\nchild.sendline('{SECRET}')",
    f'p.expect("Enter passphrase: ")\np.send("{SECRET}\\n")',
])
def test_an_answer_to_a_password_prompt_is_taken(text: str) -> None:
    assert _taken(text, SECRET)


@pytest.mark.parametrize("text", [
    'expect "password:"\nsend "$password\\r"', 'expect "(yes/no)?"\nsend "yes\\r"', 'expect "$ "\nsend "ls -l\\r"',
    'expect "Passwort"\nsend "$env(PASS)\\r"', "child.expect('Password:')\nchild.sendline(password)",
    "child.expect('(yes/no)')\nchild.sendline('yes')", "child.expect('Password:')\nchild.sendline('')",
])
def test_prompts_near_misses_stay(text: str) -> None:
    assert redact_secrets(text) == text


# --- the lexicon: Nordic, Finnish and other key names; Finnish possessive password words ----------

@pytest.mark.parametrize("text,value", [
    ("API-nyckel: Nlk5anrKyVxyZVH6", "Nlk5anrKyVxyZVH6"),
    ("api-nøkkel: Nlk5anrKyVxyZVH6", "Nlk5anrKyVxyZVH6"),
    ("API-avain: Nlk5anrKyVxyZVH6", "Nlk5anrKyVxyZVH6"),
    ("Tajný klíč: Nlk5anrKyVxyZVH6", "Nlk5anrKyVxyZVH6"),
    ('sivusto näytti, että salasanani on "zLYuMO70Ld7A".', "zLYuMO70Ld7A"),
])
def test_key_and_password_names_of_more_languages(text: str, value: str) -> None:
    assert _taken(text, value)


@pytest.mark.parametrize("text", [
    "API-nyckel: din-nyckel", "API-nyckel: ${API_KEY}", "Salasanani on unohtunut, mitä teen?",
    "Se sanoo, että salasanani on väärä.", "Salasanani on [SECRET] jos se auttaa",
])
def test_the_lexicons_near_misses_stay(text: str) -> None:
    assert redact_secrets(text) == text


# --- a bare config value before a # comment (keyvalue's space-separated directives) ---------------

@pytest.mark.parametrize("text", [
    "    authentication {\n        auth_type PASS\n        auth_pass lm8pEsttuKND  # пароль\n    }\n",
    "auth_pass lm8pEsttuKND # the VRRP password\n",
])
def test_a_bare_value_before_a_comment_is_taken(text: str) -> None:
    assert _taken(text, "lm8pEsttuKND")


@pytest.mark.parametrize("text", [
    "auth_pass foobared  # default", "auth_pass <password>  # x", "auth_pass $password  # from vault",
])
def test_a_comments_near_misses_stay(text: str) -> None:
    assert redact_secrets(text) == text


# --- a one-time code given in words (context rule one-time-code) ----------------------------------

@pytest.mark.parametrize("text,value", [
    ('["Moje hasło to DemoSecret123", "kod MFA: 462480", "token=ExampleTokenOnly"]', "462480"),
    ('assertTrue(MohammedMemoryPolicy.candidate("احفظ رمز التحقق 731952") == null)', "731952"),
    ("the verification code is 482913", "482913"), ("Your OTP: 90417735", "90417735"), ("验证码：602817", "602817"),
])
def test_a_one_time_code_given_in_words_is_taken(text: str, value: str) -> None:
    assert _taken(text, value)


@pytest.mark.parametrize("text", [
    "OTP length: 6", "a 6-digit OTP", "OTP expires in 300 seconds", "验证码 60 秒", "OTP: 123456 digits", "2FA: 2024",
    "MFA code: ******", "OTP: ${OTP_CODE}", "TOTP period 30", "otp: 000000", "the verification code is sent by SMS",
])
def test_one_time_codes_near_misses_stay(text: str) -> None:
    assert redact_secrets(text) == text


# --- an SDK's credentials from literals (sdk-credentials-id); coturn's user= lines (turnserver-user) --

def test_an_sdk_credentials_access_key_id_is_taken() -> None:
    text = ('Aws.config.update({\n  region: ENV.fetch("AWS_REGION", "us-east-1"),\n'
            '  credentials: Aws::Credentials.new("ohUN0UBbE6hGeR1/egjC", "Zq8Lm2Rt5Vx9kPw3Zq8Lm2Rt5Vx9kPw3Zq8Lm2Rt")\n})')
    assert _taken(text, "ohUN0UBbE6hGeR1/egjC")


@pytest.mark.parametrize("text", [
    'Aws::Credentials.new(ENV["AWS_ACCESS_KEY_ID"], ENV["AWS_SECRET_ACCESS_KEY"])',
    'new AWS.Credentials("YOUR_ACCESS_KEY_ID", "YOUR_SECRET")', 'new Credentials("username", "password")',
])
def test_sdk_credentials_near_misses_stay(text: str) -> None:
    assert redact_secrets(text) == text


def test_a_turnserver_user_is_taken() -> None:
    text = "use-auth-secret\nuser=zhangsan:J9_tDRLBThLUlp1E3biqqN_RpSONwKDtiG\nstale-nonce=600\n"
    assert _taken(text, "J9_tDRLBThLUlp1E3biqqN_RpSONwKDtiG") and "stale-nonce=600" in redact_secrets(text)


@pytest.mark.parametrize("text", [
    "user=www-data", "user=alice:password", "user=alice:${TURN_PASSWORD}", "user=root:root", "user=nobody:nogroup",
])
def test_turnserver_users_near_misses_stay(text: str) -> None:
    assert redact_secrets(text) == text
