"""Issue 33, near-misses (batches 71-72 and probes of their kinds): what only looks like a secret stays."""

from __future__ import annotations

import pytest

from lc_memory.redact.checks import names_a_secret
from lc_memory.redact.engine import redact_secrets
from lc_memory.redact.keys import LEXICON, key_word

SECRET = "Zq8Lm2Rt5Vx9Kd3F"
SITE_KEY = "6LeIxAcTAAAAAJcZVRqyHh71UMIEGNQ_MXjiZKhI"  # Google's documented test site key


@pytest.mark.parametrize("text", [
    f"RECAPTCHA_SITE_KEY={SITE_KEY}",
    f"recaptcha_site_key: {SITE_KEY}",
    f'"siteKey": "{SITE_KEY}"',
    'NEXT_PUBLIC_TURNSTILE_SITE_KEY="0x4AAAAAAADnPIDROrmt1Wwj"',
    'turnstileSiteKey: "0x4AAAAAAADnPIDROrmt1Wwj"',
    f'<add key="RecaptchaSiteKey" value="{SITE_KEY}"/>',
])
def test_a_captcha_site_key_is_the_public_half_and_stays(text):
    assert redact_secrets(text) == text


@pytest.mark.parametrize("text", [
    # Magento's anti-forgery form key, in a cookie header and a form's field
    "form_key=LGgeJG2M1AZNvqQd; expires=Fri, 03 Apr 2026 20:28:53 GMT; Max-Age=3600; path=/",
    '<input name="form_key" type="hidden" value="LGgeJG2M1AZNvqQd" />',
    'formKey: "LGgeJG2M1AZNvqQd"',
])
def test_a_form_key_is_an_anti_forgery_token_and_stays(text):
    assert redact_secrets(text) == text


@pytest.mark.parametrize("text", [
    f"form_secret_key: {SECRET}",
    f"form_api_key: {SECRET}",
    f"RECAPTCHA_SECRET_KEY={SECRET}",  # the secret beside it
    f"site_api_key: {SECRET}",  # 'site' alone says nothing
    f"site_password: {SECRET}",
    f"site_secret_key: {SECRET}",
    f"SITE_KEY_SECRET={SECRET}",
])
def test_a_site_s_other_secrets_are_still_taken(text):
    assert SECRET not in redact_secrets(text)


def test_site_key_and_form_key_are_pairs_that_name_no_secret():
    assert {"site key", "form key", "authenticity token", "request verification token"} <= set(LEXICON["not_secret_ends"])
    for name in ("form_key", "formKey", "FORM_KEY"):
        assert not names_a_secret(name) and key_word(name) is None
    for name in ("RECAPTCHA_SITE_KEY", "turnstileSiteKey", "site_key"):
        assert not names_a_secret(name) and key_word(name) is None
    assert names_a_secret("RECAPTCHA_SECRET_KEY") and key_word("SITE_API_KEY") is not None


@pytest.mark.parametrize("text", [
    "password: ${DB_PASSWORD:?required}",
    "      POSTGRES_PASSWORD: ${POSTGRES_PASSWORD:?Variable not set}",
    'export TOKEN="${GITHUB_TOKEN:?GITHUB_TOKEN is required}"',
    "API_KEY=${OPENAI_API_KEY:?set OPENAI_API_KEY first}",
])
def test_a_shell_expansion_s_error_message_is_no_value(text):
    assert redact_secrets(text) == text


@pytest.mark.parametrize("text", [
    f"POSTGRES_PASSWORD=${{POSTGRES_PASSWORD:-{SECRET}}}",  # a default is a value
    f"password: ${{DB_PASSWORD:={SECRET}}}",
    f"password:{SECRET}",
    f'"password":"{SECRET}"',
])
def test_an_expansion_s_default_and_a_glued_value_are_still_taken(text):
    assert SECRET not in redact_secrets(text)


@pytest.mark.parametrize("text", [
    "API_TOKEN=EXAMPLE_TOKEN_123",
    "API_TOKEN=sample_key_123456",
    'password: "my-fake-password"',
    'password: "example_password_1"',
    "client_secret: dummy-client-secret",
    'apiKey: "placeholder-api-key"',
])
def test_a_value_of_words_that_says_it_is_an_example_stays(text):
    assert redact_secrets(text) == text


@pytest.mark.parametrize("text", [
    f"API_TOKEN=example_{SECRET}",  # a random tail is no word
    f'api_key: "sk_live_example_{SECRET}"',
    'password: "fake-lemon-orbit-velvet-42"',  # a passphrase of four words or more
    "password: Sample2024!xyz",
    f"token: fake_token_{SECRET}",
])
def test_an_example_word_beside_a_random_run_or_in_a_passphrase_is_still_taken(text):
    assert redact_secrets(text) != text


@pytest.mark.parametrize("text", [
    '<input type="hidden" name="authenticity_token" value="dGhpc2lzYXRlc3R0b2tlbjEyMzQ1Njc4OTBhYmNkZWY=" />',
    "authenticity_token=dGhpc2lzYXRlc3R0b2tlbjEyMzQ1Njc4OTBhYmNkZWY%3D&user%5Bemail%5D=a%40b.c",
    '<input name="__RequestVerificationToken" type="hidden" value="CfDJ8Mq3xZ9aB1cD2eF3gH4iJ5kL6mN7oP8qR9sT0uV1wX2yZ3" />',
    "<input type='hidden' name='csrfmiddlewaretoken' value='Kx9pLm2Qr7sT4uV8wY1zA3bC5dE6fG0hJ'>",
    "csrfmiddlewaretoken=Kx9pLm2Qr7sT4uV8wY1zA3bC5dE6fG0hJ&username=admin",
])
def test_a_form_s_anti_forgery_token_stays(text):
    assert redact_secrets(text) == text


@pytest.mark.parametrize("text", [
    f"verification_token: {SECRET}",  # Slack's verification token is a credential
    f"email_verification_token={SECRET}",
    f"authenticity_secret: {SECRET}",
    f"middlewaretoken={SECRET}",
])
def test_other_verification_tokens_are_still_taken(text):
    assert SECRET not in redact_secrets(text)
