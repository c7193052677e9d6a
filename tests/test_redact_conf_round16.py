"""Issue 33, round 16 (batches 100-101's dev parts): each rule here has a test that goes red
without it."""

from __future__ import annotations

import base64

import pytest

from lc_memory.redact.checks import credential, describes_a_value, trivial_key
from lc_memory.redact.engine import redact_secrets

# RFC 6238's TOTP secret is the ASCII "12345678901234567890" (20 bytes; 32 and 64 for SHA-256/512)
RFC6238 = b"12345678901234567890"


@pytest.mark.parametrize("value", [
    base64.b32encode(RFC6238).decode(),  # GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ
    base64.b32encode(RFC6238 + RFC6238[:12]).decode(),  # the SHA-256 variant's 32 bytes
    base64.b64encode(RFC6238).decode(),  # MTIzNDU2Nzg5MDEyMzQ1Njc4OTA=
    RFC6238.hex(),
    "0b" * 20,  # RFC 2202 / 4231 HMAC key 1
    "0x" + "0b" * 20,
    "0b" * 22,  # RFC 5869 HKDF input
    bytes(range(1, 26)).hex(),  # RFC 2202's key 3: 0102...19
    b"Jefe".hex() * 3,
    base64.b32encode(b"Hello!\xde\xad\xbe\xef" * 2).decode(),  # JBSWY3DPEHPK3PXP twice
])
def test_a_test_vectors_key_is_no_credential(value: str) -> None:
    assert trivial_key(value) and not credential(value)


@pytest.mark.parametrize("value", [
    "Zk9mQ2rT5vX8bN1cF4aB3cD5",  # random letters and digits
    "3f9a1c7e5b2d8f4a6c0e9b1d",  # random hex
    base64.b32encode(bytes.fromhex("8f3a91c47e5b2d0f6a1c9e3b7d5f2a4c6e8b0d1f")).decode(),
    base64.b64encode(bytes.fromhex("8f3a91c47e5b2d0f6a1c9e3b7d5f2a4c6e8b0d1f")).decode(),
])
def test_a_random_key_is_no_test_vector(value: str) -> None:
    assert not trivial_key(value) and credential(value)


@pytest.mark.parametrize("text", [
    '\tsecret := "GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ"\n',
    'TOTP_SECRET=GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ\n',
    '        secret = "GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ"  # b32("12345678901234567890")\n',
    'hmac_key = "0b0b0b0b0b0b0b0b0b0b0b0b0b0b0b0b0b0b0b0b"\n',
    'signing_key: "0102030405060708090a0b0c0d0e0f10111213141516171819"\n',
    '"secret": "MTIzNDU2Nzg5MDEyMzQ1Njc4OTA=",\n',
])
def test_a_test_vector_at_a_secrets_name_stays(text: str) -> None:
    assert redact_secrets(text) == text


@pytest.mark.parametrize("text", [
    'TOTP_SECRET=KRUGKIDROVUWG2ZAMJZG653OEBTG66BAMF2W24TT\n',
    'hmac_key = "8f3a91c47e5b2d0f6a1c9e3b7d5f2a4c6e8b0d1f"\n',
])
def test_a_random_key_at_a_secrets_name_is_taken(text: str) -> None:
    assert redact_secrets(text) != text


# words joined by separators, one naming the kind of value that goes there
@pytest.mark.parametrize("value", ["long-random-string-2", "not-base64", "random_hex_chars", "some-string-1",
                                   "base32-digits-16"])
def test_a_description_of_the_value_is_no_credential(value: str) -> None:
    assert describes_a_value(value) and not credential(value, password=True)


@pytest.mark.parametrize("value", ["correct-horse-battery-9", "hunter2-X9kQ", "Zq8-Lm2Rt5!Vx9", "stringent-falcon-42"])
def test_a_passphrase_describes_no_value(value: str) -> None:
    assert not describes_a_value(value)


@pytest.mark.parametrize("text", [
    "    [omgwtfhax]\n\t    password = long-random-string-2\n\t    upsmon slave\n",
    '    let raw: Value = json!({"type":"shadowsocks","method":"2022-blake3-aes-128-gcm","password":"not-base64"});\n',
])
def test_a_described_value_stays(text: str) -> None:
    assert redact_secrets(text) == text


def test_a_passphrase_at_a_password_is_still_taken() -> None:
    text = "    password = correct-horse-battery-9\n"
    assert "correct-horse-battery-9" not in redact_secrets(text)


# ZNC's stored password: sha256#<hash>#<salt>#, and its template's scheme cut at <hash>
@pytest.mark.parametrize("text", [
    "<User user>\n  Pass = sha256#333d35d7fedf74b2eaa648b8c999c05e569b94dd06516fe559bdb2ac9e454ffa#OCgUv-Q?n0XuXzNVlN!,#\n"
    "  Admin = true\n</User>\n",
    "<User admin>\n  Admin = true\n  Pass = sha256#<hash>#<salt>#\n  Nick = yournick\n",
    "  Pass = md5#0f1e2d3c4b5a69788796a5b4c3d2e1f0#Xy7!kq#\n",
])
def test_a_znc_password_hash_stays(text: str) -> None:
    assert redact_secrets(text) == text


def test_a_plain_znc_password_is_taken() -> None:
    assert "Zq8Lm2Rt5Vx9" not in redact_secrets("<User admin>\n  Pass = plain#Zq8Lm2Rt5Vx9#\n")


# a value that says it is ciphertext before its base64 (dotenvx encrypts .env values so)
@pytest.mark.parametrize("text", [
    'HELLO="encrypted:BD+uttK9iBuXnfx6HukDK06IGk0pQARwivtxM+ZiePvhRxHyQL3UD0sf0ayLw/P5Y/BED//zRiTlUf6nENuu7QhNJ24g3u"\n',
    "      'TOKEN=\"encrypted:BO3IgV09BJzkb8UMJ0zsXzprdRckHZg0otTt5+f5IAq7fUAwqTKY\"',\n",
    'API_KEY="encrypted:BDqDBmh4Y2x0BJ9ZAJzL"\n',
    '    historic_token = "ENC_MPro6LDsEKAT725CZuK7J16XpfcInCxUAEiQLBnB"\n',
])
def test_an_encrypted_value_stays(text: str) -> None:
    assert redact_secrets(text) == text


def test_a_token_that_only_opens_with_enc_is_taken() -> None:
    assert "ENCx7Zq8Lm2Rt5Vx9Kd3Fh6Jk" not in redact_secrets('api_token = "ENCx7Zq8Lm2Rt5Vx9Kd3Fh6Jk"\n')


# a handle that names a token without being it: Vault's token accessor
@pytest.mark.parametrize("text", [
    '  "token_accessor": "6a4d11c5-13ed-8e4f-2a4e-6e2b3c1d0a9f",\n',
    "token_accessor     8a1f3c2e-7d4b-4f6a-9e0c-5b2d1a3f4e6c\n",
])
def test_a_token_accessor_stays(text: str) -> None:
    assert redact_secrets(text) == text


def test_the_token_beside_its_accessor_is_taken() -> None:
    text = '  "client_token": "hvs.CAESIJ8Zq8Lm2Rt5Vx9Kd3Fh6Jk8Lm1Np4Qr7St0Uv2Wx5Yz8abcd",\n'
    assert "hvs.CAESIJ8Zq8Lm2" not in redact_secrets(text)


# an object's key under dated directories, an environment variable named in the value's place
@pytest.mark.parametrize("text", [
    "  object_key: uploads/2024/05/a3f5c9e1b7d24680.png\n",
    '  s3_key = "logs/2023/12/31/app-01.log.gz"\n',
    "password = env:DB_PASSWORD\n",
])
def test_a_dated_path_or_an_env_reference_stays(text: str) -> None:
    assert redact_secrets(text) == text


# a translation file's word for "password" in a script that writes vowels as marks
@pytest.mark.parametrize("word", ["รหัสผ่าน", "पासवर्ड", "পাসওয়ার্ড", "கடவுச்சொல்", "ពាក្យសម្ងាត់", "पासवर्ड दर्ज करें"])
def test_a_word_with_marks_at_a_password_stays(word: str) -> None:
    text = f'  "password": "{word}",\n'
    assert redact_secrets(text) == text


def test_a_password_with_a_mark_and_a_digit_is_taken() -> None:
    assert "รหัส9ผ่าน7" not in redact_secrets('  "password": "รหัส9ผ่าน7",\n')


# a tokenizer's piece at "token": an LLM's vocabulary or its log-probabilities
@pytest.mark.parametrize("text", [
    '  {"token": "▁hello", "id": 123},\n',
    '{"token": "▁Stockholm", "logprob": -0.0123, "bytes": [32, 83]}\n',
])
def test_a_tokenizer_piece_stays(text: str) -> None:
    assert redact_secrets(text) == text
