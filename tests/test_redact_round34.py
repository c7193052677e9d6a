"""Issue 33, round 34: the classes the held misses of rounds 31-33 fall in, and round 34's set of
command lines and configuration no round had used. Every line here is written for this file (no line
of the outside material); each test goes red without the rule it names."""

from __future__ import annotations

import pytest

from lc_memory.redact.engine import redact_secrets


def _taken(text: str, value: str) -> bool:
    return value not in redact_secrets(text)


# --- a command's password flag takes four made-up letters, a capital's hump, a few digits after ---
# --- (checks.made_up_letters) and the table reads more CLIs (commands.toml) ---------------------

@pytest.mark.parametrize("line, value", [
    ("mariadb-dump -u backup --password=tqow shop > shop.sql", "tqow"),  # four letters after "="
    ("mysql -h 10.1.2.3 -uadmin -pvezk inventory", "vezk"),  # glued to -p
    ("ipmitool -I lanplus -H 10.9.8.7 -U ops -P zoqa sensor list", "zoqa"),  # the BMC's session password
    ("cypher-shell -a bolt://g.local:7687 -u neo4j -p fawq", "fawq"),  # Neo4j's shell
    ("wp user create ana ana@example.org --role=author --user_pass=qiro7", "qiro7"),  # WP-CLI, digits after
    ("mosquitto_sub -h broker.lan -u probe -P vimsyq -t 'lab/#'", "vimsyq"),  # MQTT client
    ("influx -host ts.lan -username ops -password 'wdxq' -database m", "wdxq"),  # InfluxDB 1.x, one dash
    ("sudo rabbitmqctl change_password billing TowbEqurrak", "TowbEqurrak"),  # a capital's hump
    ("cqlsh -u cassandra -p zoqa 10.0.0.5", "zoqa"),
])
def test_made_up_letters_at_a_commands_password_flag_are_taken(line, value):
    assert _taken(line, value)


@pytest.mark.parametrize("line", [
    "mysql -u root -p shop",
    "mosquitto_pub -h broker.lan -u sensor_user -P sensor_password -t a -m 1",  # the field's name
    "ipmitool -I lanplus -H bmc.lan -U admin -P $IPMI_PASSWORD power status",
    "cypher-shell -u neo4j -p ${NEO4J_PASSWORD}",
    "wp user create ana ana@example.org --user_pass=<password>",
    "influx -username admin -password '' -execute 'SHOW DATABASES'",
    "redis-cli -h 127.0.0.1 -a guest ping",  # a word: a default a document names
    "ipmitool -I lanplus -H bmc.lan -U admin -P admin chassis status",
    "cqlsh -u cassandra -p cassandra",
])
def test_a_reference_a_word_or_a_database_at_the_flag_stays(line):
    assert redact_secrets(line) == line


# --- joined made-up pieces at a secret's name (checks.made_up_joined): up to eight pieces, and one
# --- made-up piece beside one word-like piece when digits end it --------------------------------

@pytest.mark.parametrize("line, value", [
    ("  SESSION_SECRET: 'qzrv-ohtkle-bvnm-wuxpaj-yrfi-kdoqel-2281',", "qzrv-ohtkle-bvnm-wuxpaj-yrfi-kdoqel-2281"),
    ("SIGNING_SECRET=gwpfntrel_bolmax_4410", "gwpfntrel_bolmax_4410"),  # one piece reads as a word
])
def test_joined_made_up_pieces_at_a_secret_name_are_taken(line, value):
    assert _taken(line, value)


@pytest.mark.parametrize("line", [
    "SIGNING_SECRET_NAME=payments_service_2024",
    "JWT_SECRET_ARN=orders-api-prod-secret-v2",
    "secret_ref: kube-system-default-token-7",
])
def test_joined_words_at_a_secret_name_stay(line):
    assert redact_secrets(line) == line


# --- base64 with a "/" is no path when a piece is a random run (checks._path_like) ----------------

def test_base64_with_one_slash_is_taken():
    line = 'Environment="METRICS_API_KEY=pwzTe/Hq7Rb3nnvtq9xxLgMzopDaYYmk"'
    assert _taken(line, "pwzTe/Hq7Rb3nnvtq9xxLgMzopDaYYmk")


@pytest.mark.parametrize("line", [
    "API_KEY_FILE=secrets/prod/api-key.txt",
    "SECRET_PATH=kv/data/payments/AbC123",
])
def test_a_path_at_a_secret_name_stays(line):
    assert redact_secrets(line) == line


# --- a placeholder in another language: "your" in Chinese, Japanese, Korean; "new" before the
# --- credential's word (values.toml: replace_words) --------------------------------------------

@pytest.mark.parametrize("line", [
    'GEOCODER_API_KEY="你的GoogleGeocodeAPIKey"',
    'ROUTES_KEY="您的BingRoutesAPIKey"',
    "MAIL_PASSWORD=nueva_app_password_buzon",
    "MAIL_HOST=smtp.example.org\nMAIL_PASSWORD=nueva_app_password_buzon\nMAIL_FROM=avisos@midominio.com",
])
def test_a_placeholder_in_another_language_stays(line):
    assert redact_secrets(line) == line


def test_a_password_that_holds_new_stays_taken():
    assert _taken("MAIL_PASSWORD=Newq8Lm2Rt5Vx9", "Newq8Lm2Rt5Vx9")


# --- AWS's documented example keys: one meaning in every round's set (bench/secrets_configs.py) ---

def test_documented_example_keys_count_as_secrets():
    """bench.as_documented: a case that marked AWS's documented example keys as near-misses counts
    them as secrets to take, as secrets.jsonl's redact rows do; other near-misses stay near-misses."""
    import sys
    from pathlib import Path

    sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "bench"))
    import secrets_configs as bench

    case = {"text": "aws configure set aws_access_key_id AKIAIOSFODNN7EXAMPLE\nregion=eu-north-1",
            "secrets": [], "keep": ["AKIAIOSFODNN7EXAMPLE", "eu-north-1"]}
    moved = bench.as_documented(case)
    assert moved["secrets"] == ["AKIAIOSFODNN7EXAMPLE"] and moved["keep"] == ["eu-north-1"]
    assert bench.engine_only([case])[1:] == (1, 0, 1)  # one secret, no near-miss changed of one
