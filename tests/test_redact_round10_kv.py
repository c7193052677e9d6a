"""Issue 33, round 10: the key reader's and the command table's forms the round-9 helpers left
(a YAML list under a secret's name, C qualifiers before '=', eas / memtier / npm login / realm
join / appcmd)."""

from __future__ import annotations

import pytest

from lc_memory.redact.engine import redact_secrets

SECRET = "Zq8Lm2Rt5Vx9Kd3F"


@pytest.mark.parametrize("text", [
    f"api_keys:\n  - {SECRET}\n  - Wk3Rb7Np2Lq9Xs4T\n",
    f"password:\n  - {SECRET}\n",
    f"passwords:\n- {SECRET}\n",  # (an item may stand at its name's indentation)
    f"auth:\n  api_keys:\n    - \"{SECRET}\"  # prod\n",
])
def test_a_yaml_list_under_a_secret_name_loses_its_items(text):
    assert SECRET not in redact_secrets(text)


@pytest.mark.parametrize("text", [
    f"hosts:\n  - web1.example.com\n  - {SECRET}\n",  # a neutral name
    "password:\n  - ${DB_PASSWORD}\n", "passwords:\n  - changeme\n", "password_rules:\n  - min_length\n",
    "tokens:\n- name: ci\n  scope: read\n",  # a list of mappings: their own keys say
    "ssh_authorized_keys:\n  - ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIGx user@host\n",
])
def test_a_yaml_list_under_a_neutral_name_or_of_no_secrets_stays(text):
    assert redact_secrets(text) == text


@pytest.mark.parametrize("text", [
    f'const char pass[] PROGMEM = "{SECRET}";',
    f'static const char AIO_KEY[] PROGMEM = "{SECRET}";',
    f'static const char *token __attribute__((unused)) = "{SECRET}";',
    f'const char mqtt_password[PASS_LEN] ICACHE_RODATA_ATTR = "{SECRET}";',
])
def test_a_c_declaration_with_qualifiers_before_its_equals_loses_its_value(text):
    assert SECRET not in redact_secrets(text)


@pytest.mark.parametrize("text", [
    'const char pass[] PROGMEM = "YOUR_PASSWORD";', 'char ssid_pass[32] = "";', '#define WIFI_PASSWORD ""',
    "static const char *token __attribute__((unused)) = NULL;", "password COUNT = 12",
])
def test_a_c_declaration_of_no_secret_stays(text):
    assert redact_secrets(text) == text


@pytest.mark.parametrize("text", [
    f"eas secret:create --scope project --name SENTRY_AUTH_TOKEN --value {SECRET} --type string",
    f"memtier_benchmark -s redis.example.com -p 6379 -a {SECRET} --ratio=1:10",
    f"memtier_benchmark --server=cache --authenticate={SECRET}",
    f"npm login --registry=https://npm.pkg.github.com <<< $'ci-bot\\n{SECRET}\\nci@example.com'",
    f"printf 'ci-bot\\n{SECRET}\\nci@example.com\\n' | npm adduser",
    f'realm join -U Administrator corp.example.com <<< "{SECRET}"',
    f"realm join -U Administrator corp.example.com <<< $'{SECRET}'",
    f"appcmd set apppool /apppool.name:Shop /processModel.userName:CORP\\svc /processModel.password:{SECRET}",
    f"appcmd.exe set apppool Shop /processModel.password:{SECRET}",
])
def test_these_commands_lose_the_credential_they_are_given(text):
    assert SECRET not in redact_secrets(text)


@pytest.mark.parametrize("text", [
    "eas secret:create --name X --value $SENTRY_TOKEN", "memtier_benchmark -a $REDIS_PASS",
    'realm join -U Administrator corp.example.com <<< "$PASS"', "npm login <<< $'$U\\n$P\\n$E'",
    "npm login --registry=https://npm.pkg.github.com <<< $'ci-bot\\n${NPM_PASS}\\nci@example.com'",
    "appcmd set apppool /processModel.password:%SVC_PASS%", "appcmd set apppool /processModel.identityType:SpecificUser",
])
def test_these_commands_given_a_reference_stay(text):
    assert redact_secrets(text) == text


def test_the_npm_login_answers_keep_the_user_and_the_mail():
    out = redact_secrets(f"npm login <<< $'deploybot7\\n{SECRET}\\nci@example.com'")
    assert SECRET not in out and "deploybot7" in out and "ci@example.com" in out


@pytest.mark.parametrize("text", [
    f'    mosquitto_username_pw_set(mosq, "bridge_robot_01", "{SECRET}");',  # batch 73's dev part
    f'    rc = mosquitto_username_pw_set(mosq, "rw", "{SECRET}");',
    f'client.username_pw_set("ops", "{SECRET}")',  # paho-mqtt
    f'setUserPassword("admin", "{SECRET}")',
])
def test_a_call_naming_a_user_and_a_password_loses_the_password(text):
    assert SECRET not in redact_secrets(text)


@pytest.mark.parametrize("text", [
    'client.username_pw_set("ops", None)', 'mosquitto_username_pw_set(mosq, "u", password);',
    'mosquitto_username_pw_set(mosq, "secure-publisher-username", NULL);',
])
def test_a_user_and_password_call_given_no_literal_stays(text):
    assert redact_secrets(text) == text


@pytest.mark.parametrize("text", [
    f'\tredisReply* r = (redisReply*)redisCommand(c, "AUTH {SECRET}");',  # hiredis (batch 73 dev)
    f'r.execute_command("AUTH default {SECRET}")',
])
def test_a_redis_auth_command_string_loses_its_password(text):
    assert SECRET not in redact_secrets(text)


@pytest.mark.parametrize("text", [
    'reply = redisCommand(c, "AUTH %s", pw);', 'log("AUTH failed", x)', 'redisCommand(c, "AUTH ${REDIS_PASS}");',
])
def test_a_redis_auth_format_or_message_stays(text):
    assert redact_secrets(text) == text


@pytest.mark.parametrize("text", [
    f'config ESP_WIFI_PASSWORD\n    string "WiFi Password"\n    default "{SECRET}"\n    help\n        WPA2 password.\n',
    f'menuconfig MQTT_PASSWORD\n    string "pw"\n    depends on MQTT\n    default "{SECRET}"\n',
])
def test_a_kconfig_symbol_naming_a_secret_loses_its_default(text):
    assert SECRET not in redact_secrets(text)


@pytest.mark.parametrize("text", [
    'config ESP_WIFI_PASSWORD\n    string "WiFi Password"\n    default "mypassword"\n',  # ESP-IDF's sample
    'config ESP_WIFI_PASSWORD\n    string "WiFi Password"\n    default ""\n',
    f'config ESP_WIFI_SSID\n    string "WiFi SSID"\n    default "{SECRET}"\n',
])
def test_a_kconfig_sample_empty_or_neutral_default_stays(text):
    assert redact_secrets(text) == text


def test_a_cobol_data_item_naming_a_password_loses_its_value():
    assert SECRET not in redact_secrets(f'       01 WS-PASSWORD PIC X(20) VALUE "{SECRET}".')


@pytest.mark.parametrize("text", [
    "       01 WS-PASSWORD PIC X(20) VALUE SPACES.", '       05 WS-USER PIC X(8) VALUE "Zq8Lm2Rt".',
])
def test_a_cobol_item_of_no_secret_stays(text):
    assert redact_secrets(text) == text
