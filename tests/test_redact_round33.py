"""Issue 33, round 33: configuration files and command lines of public repositories and issue threads,
a set no round had used, and the bench's measure of a short value. Every line here is written for this
file (no line of the outside material); each test goes red without the rule it names."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

from lc_memory.redact.engine import redact_secrets

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "bench"))
import secrets_configs as bench  # noqa: E402


def _taken(text: str, value: str) -> bool:
    return value not in redact_secrets(text)


# --- letters that read as no word, at a secret's own name (keyvalue: made_up_letters) -------------

@pytest.mark.parametrize("line, value", [
    ("app.secret_key = 'dyrbrappoo'", "dyrbrappoo"),  # a Flask app's key mashed on a keyboard
    ("export REPORTS_DB_PWD=wqqqel", "wqqqel"),  # six letters at a password's short name
])
def test_made_up_letters_at_a_secret_name_are_taken(line, value):
    assert _taken(line, value)


@pytest.mark.parametrize("line", [
    "app.secret_key = 'development'",
    "SESSION_SECRET=changeme",
    "export REPORTS_DB_PWD=$HOME",
    "secret_key_name = 'orderbook'",
])
def test_a_word_or_a_name_at_a_secret_name_stays(line):
    assert redact_secrets(line) == line


def test_one_camel_hump_of_made_up_letters_at_a_password_place():
    """checks.made_up_letters: two made-up pieces, the second capitalised, read as the random letters
    they are at a command's password flag (openssl's -k); a camelCase name of words, a reference stay."""
    assert _taken("openssl enc -aes-256-cbc -k zvqeRmtkwxpl -in a.bin", "zvqeRmtkwxpl")
    assert _taken("openssl aes-256-cbc -d -k qpewLkkzmrt -in signing.jks.enc", "qpewLkkzmrt")
    assert "serverName" in redact_secrets("sshpass -p serverName ssh ops@10.0.0.4")
    line = "openssl enc -aes-256-cbc -k $BACKUP_PASSPHRASE -in a.tgz -out a.tgz.enc"
    assert redact_secrets(line) == line


# --- a value cut short with an ellipsis is an example shown in part (checks.elided) ---------------

@pytest.mark.parametrize("line", [
    "PAYMENTS_WEBHOOK_SECRET=whsec_q1w2e3...",
    "export CHAT_TOKEN=xoxb-4k2j…",
    "api_key: sk-ab12cd...",
])
def test_an_elided_example_stays(line):
    assert redact_secrets(line) == line


def test_a_long_value_before_an_ellipsis_is_still_taken():
    assert _taken("PAYMENTS_WEBHOOK_SECRET=whsec_Tq9xV2mLz8Rb4Kw7Yp3Nd6...", "whsec_Tq9xV2mLz8Rb4Kw7Yp3Nd6")


# --- fillers and documented webhooks -------------------------------------------------------------

def test_a_run_of_tildes_fills_a_slot():
    assert redact_secrets("vault login hvs.AdminToken~~~~~~") == "vault login hvs.AdminToken~~~~~~"


def test_slack_documented_webhook_of_zero_ids_stays_a_real_one_is_taken():
    doc = "ALERTS_HOOK=https://hooks.slack.com/services/T0000000/B0000000/XXXXXXXXXXXXXXXXXXXX"
    assert redact_secrets(doc) == doc
    real = "ALERTS_HOOK=https://hooks.slack.com/services/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"
    assert _taken(real, "h3Gq9VwTz2Lm8Rk5Ny7Bp4Xd")


# --- the bench: a short value is a leak only where it stood (secrets_configs.left_in) -------------

def test_a_short_value_is_found_only_beside_its_neighbours():
    case = "docker run -e POSTGRES_PASSWORD=kiwi -d postgres"
    assert bench.left_in("kiwi", "docker run -e POSTGRES_PASSWORD=kiwi -d postgres", case)
    assert bench.left_in("kiwi", '{"command": "POSTGRES_PASSWORD=kiwi -d"}', case)
    # the same four letters elsewhere in a store (a fruit in a note, a path) are no leak
    assert not bench.left_in("kiwi", "notes: buy kiwi and pears; /srv/kiwi/data", case)
    assert not bench.left_in("kiwi", "POSTGRES_PASSWORD=[REDACTED:secret-value] -d postgres", case)
    assert bench.leaked("kiwi", {"store": "buy kiwi", "exports": "PASSWORD=kiwi -d"}, (), case) == ["exports"]


def test_a_short_value_alone_on_its_line_is_found_alone_on_a_line():
    case = "Password:\n418\nLogin ok"
    assert bench.left_in("418", "Password:\n418\n", case)
    assert not bench.left_in("418", "HTTP 418 I'm a teapot", case)


def test_a_long_value_is_found_anywhere():
    assert bench.left_in("Zq8Wx2Ec4Rv6", "moved: Zq8Wx2Ec4Rv6", "PASSWORD=Zq8Wx2Ec4Rv6")


# --- an HCL block on one line (keyvalue._HCL_BLOCK, _HCL_VALUE) -----------------------------------

def test_a_secret_named_variable_written_on_one_line_gives_its_default():
    """A block written on one line, or a model's reply that flattened one: the header and its default
    need no line of their own."""
    assert _taken('variable "ledger_password" { type = string default = "Rk7-vq2Lm9Tz" }', "Rk7-vq2Lm9Tz")
    flat = ('variable "ledger_user" { default = "ops" } variable "ledger_password" { type = string '
            'default = "vyqdo-trimzelk" description = "the ledger database" sensitive = true }')
    assert _taken(flat, "vyqdo-trimzelk")


@pytest.mark.parametrize("line", [
    'variable "ledger_region" { default = "eu-north-1" }',
    'variable "ledger_password" { default = var.fallback }',
    'the variable "ledger_password" {default_value = "x"} in a note',
])
def test_a_one_line_block_keeps_what_is_no_secret(line):
    assert redact_secrets(line) == line


# --- a flattened script: the next assignment ends a field (keyvalue._FIELD_END) -------------------

def test_made_up_letters_before_the_next_assignment_of_a_flattened_script():
    assert _taken("#!/bin/sh  export REPORTS_DB_PWD=wqqqelmo  TABLES=$(./list.sh)", "wqqqelmo")


@pytest.mark.parametrize("text, value", [
    ("jwt.secret=kqwzbrtvm99", "kqwzbrtvm99"),  # a few digits after the made-up letters
    ('<entry name="reports_client_secret">qwzkbrtvmx</entry>', "qwzkbrtvmx"),  # an XML element's text
    ('[secrets]\nledger = "qwzkbrtvmxq"', "qwzkbrtvmxq"),  # under a block that says secret
])
def test_made_up_letters_in_more_places(text, value):
    assert _taken(text, value)


def test_a_block_that_says_secret_keeps_its_plain_entries():
    text = '[secrets]\nregion = "westeurope"\nmode = "strict"\nname = "kqzvbwtr"'
    assert redact_secrets(text) == text
