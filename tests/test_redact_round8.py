"""Issue 33, round 8 (batches 62-63): the rules written from their dev parts and the known-left
families, each red without its data entry."""

from __future__ import annotations

import pytest

from lc_memory.redact.engine import redact_secrets

SECRET = "Zq8Lm2Rt5Vx9"


@pytest.mark.parametrize("text", [
    f"sudo anaconda-install --rootpw {SECRET} --lang en_US",
    f"./setup.sh --adminpw {SECRET} --dbhost db.internal",
    f"slapd-init --ldappw={SECRET}",
    f"rootpw: {SECRET}",
])
def test_a_name_ending_in_pw_names_a_password(text: str) -> None:
    assert SECRET not in redact_secrets(text)


@pytest.mark.parametrize("text", [
    "python convert.py -i model -o out --bpw 4.65",
    "exllama-quant --bpw 4.0 --head-bits 6",
])
def test_bits_per_weight_is_no_password(text: str) -> None:
    assert redact_secrets(text) == text


@pytest.mark.parametrize("text", [
    "  private readonly SUPERSET_SECRET_KEY = 'tdaAM9=Cz@2C8_.Ivcx';",
    "api_token = 'Kp3xVb=Qm7@Lw2_.Rt9z'",
])
def test_a_random_value_with_an_equals_sign_is_no_spec(text: str) -> None:
    # the value's head before '=' switches case inside a word: no spec names a setting so
    assert "[REDACTED" in redact_secrets(text)


@pytest.mark.parametrize("text", [
    "secret = 'id=npmrc,src=.npmrc'",
    "API_TOKEN: 'readOnly=true'",
    "token: 'MODE=max'",
])
def test_a_spec_of_pairs_stays(text: str) -> None:
    assert redact_secrets(text) == text


@pytest.mark.parametrize("text", [
    "FERNET_KEY = b'SW-@%QoXjZo^@Jg5k0.LQD*1^fRmfXGJ+=yUwLrQYJJS'",
    f"SECRET_KEY = u'{SECRET}Kp3'",
    f'api_token = r"{SECRET}Wn7"',
    f"signing_secret = rb'{SECRET}Vx2'",
])
def test_a_python_string_s_prefix_is_no_part_of_the_value(text: str) -> None:
    """Bytes, unicode and raw strings (a Fernet key is bytes): the quote after the prefix opens
    the value (round 8's Airflow fernet_key = b'V' leaked; the same without the b was taken)."""
    assert "[REDACTED" in redact_secrets(text)


@pytest.mark.parametrize("text", [
    "key = b'abc'",
    "salt = b'some salt'",
    "password_re = r'^[A-Za-z0-9]{8,}$'",
    "token = f'{prefix}{value}'",
])
def test_a_prefixed_string_that_is_no_secret_stays(text: str) -> None:
    assert redact_secrets(text) == text


@pytest.mark.parametrize("text", [
    f'"credentials": [{{"type": "password", "value": "{SECRET}", "temporary": false}}]',
    f'<input type="password" id="f1" value="{SECRET}">',
])
def test_a_credential_s_type_names_its_value(text: str) -> None:
    """Keycloak's realm export gives a user's password as {"type": "password", "value": V}; an
    HTML field prefilled with one says type="password" (round 8's left family)."""
    assert SECRET not in redact_secrets(text)


@pytest.mark.parametrize("text", [
    '<input type="password" value="" placeholder="Password">',
    '{"type": "token", "value": "hello"}',
    '{"type": "secret", "value": "{{ .Values.db }}"}',
    '{"type": "string", "value": "Zq8Lm2Rt5Vx9"}',
])
def test_a_type_that_names_no_secret_or_a_value_that_is_none_stays(text: str) -> None:
    assert redact_secrets(text) == text
