"""Issue 33, round 18 (batches 106-109's dev parts: protocol secrets, printed tables, iSCSI, IPMI,
VNC) and the root fix left by round 17 (a span clipped where a JSON string closes). Each family
has a test that goes red without it, its near-misses beside it."""

from __future__ import annotations

import json

import pytest

from lc_memory.redact.checks import place_password
from lc_memory.redact.engine import redact_secrets


def _taken(text: str, value: str) -> bool:
    out = redact_secrets(text)
    return value not in out and "[REDACTED" in out


# --- the root fix: a span stops where a JSON string closes (engine._string_closed) ---------------

@pytest.mark.parametrize("value", [["我的密码是Kx8vQ2mN"], ["我的密码是Kx8vQ2mN", "x"], {"k": "我的密码是Kx8vQ2mN"},
                                   ["la mia password è Kx8vQ2mN", "ok"]])
def test_a_value_read_in_escaped_json_stops_at_its_closing_quote(value: object) -> None:
    text = json.dumps(value)  # ASCII-escaped, as a model's reply comes
    out = redact_secrets(text)
    assert "Kx8vQ2mN" not in out
    assert json.loads(out) is not None  # the JSON still parses: the quote and bracket stay outside the marker


def test_a_quote_inside_a_value_in_plain_text_is_not_a_closing_quote() -> None:
    # no escapes decoded: the text is read as written, the clip does not apply
    assert redact_secrets('password="Zq8Lm2Rt5Vx9"') == 'password="[REDACTED:secret-value]"'


# --- a place only a password stands: a word there is one (checks.place_password) -----------------

@pytest.mark.parametrize("value", ["opencloud_passwd", "ggflying", "testing123", "UTCJ", "tulip", "0894", "irqc.ye"])
def test_place_password_takes_a_word(value: str) -> None:
    assert place_password(value)


@pytest.mark.parametrize("value", ["public", "private", "none", "password", "senha", "$PW", "${RADIUS_SECRET}",
                                   "<password>", "{INITIATOR_SECRET}", "%{User-Password}", "12", "YOUR_PASSWORD",
                                   "/etc/x11vnc.pass", "changeme"])
def test_place_password_leaves_names_placeholders_and_references(value: str) -> None:
    assert not place_password(value)


# --- a router's or switch's secret lines (context rule device-secret-line) ------------------------

@pytest.mark.parametrize("text,value", [
    ("radius-server key UTCJ", "UTCJ"),
    ('            "radius-server key 7 RzvnWqv20Qi0",', "RzvnWqv20Qi0"),
    ("ntp authentication-key 1 md5 NTPKEY123\nntp authenticate", "NTPKEY123"),
    ("SetCmd(switch1,'radius-server key tset')", "tset"),
    ('"crypto": "crypto isakmp key MyPSK address 0.0.0.0",', "MyPSK"),
    ('"pre-shared-key local MyPSK4",', "MyPSK4"),
    ('("snmp-server community pr1vat3 RO", "x"),', "pr1vat3"),
    ("tacacs-server host 10.0.0.9 key 7 Zq8Lm2Rt", "Zq8Lm2Rt"),
])
def test_a_device_lines_secret_is_taken(text: str, value: str) -> None:
    assert _taken(text, value)


@pytest.mark.parametrize("text", [
    "snmp-server community public RO", "snmp-server community <community> RO", "radius-server key $RADIUS_KEY",
    "snmp-server community YOUR_COMMUNITY_STRING RO", "snmp-server community private RW",
    "crypto isakmp key 6 FLgBaJHXdYY_AcHZZMgQ_RhTDJXHUBAAB address 10.0.0.2", "radius-server key 7",
])
def test_a_device_lines_near_misses_stay(text: str) -> None:
    assert redact_secrets(text) == text


# --- open-iscsi's CHAP secrets (context rule iscsi-chap) -----------------------------------------

@pytest.mark.parametrize("text,value", [
    ("node.session.auth.password = opencloud_passwd", "opencloud_passwd"),
    ("# node.session.auth.password_in = secret_in", "secret_in"),
    ('  echo "node.session.auth.password = tulipan" >>/etc/iscsi/iscsid.conf', "tulipan"),
    ("iscsiadm -m node -o update -n discovery.sendtargets.auth.password -v Zq8Lm2Rt", "Zq8Lm2Rt"),
])
def test_an_iscsi_chap_secret_is_taken(text: str, value: str) -> None:
    assert _taken(text, value)


@pytest.mark.parametrize("text", ["node.session.auth.password = $iscsi_chap_pw",
                                  "node.session.auth.password: {INITIATOR_SECRET}",
                                  "node.session.auth.password = password"])
def test_an_iscsi_chap_near_miss_stays(text: str) -> None:
    assert redact_secrets(text) == text


# --- FreeRADIUS (context rule radius-secret) and a chap-secrets word (ppp-secrets) ---------------

@pytest.mark.parametrize("text,value", [
    ("client dockernet {\n\tipaddr = 172.17.0.0/16\n\tsecret = radtesting\n}", "radtesting"),
    ('bob\tCleartext-Password := "tset"', "tset"),
    ('echo "vpn pptpd ggflying *" >> /etc/ppp/chap-secrets', "ggflying"),
    ('"chapuser        *       chapsecreto      *",', "chapsecreto"),
])
def test_a_radius_or_ppp_secret_word_is_taken(text: str, value: str) -> None:
    assert _taken(text, value)


@pytest.mark.parametrize("text", ["client x {\n secret = ${RADIUS_SECRET}\n}", 'Cleartext-Password := "%{User-Password}"',
                                  "*   *   password    *"])
def test_a_radius_or_ppp_near_miss_stays(text: str) -> None:
    assert redact_secrets(text) == text


# --- commands whose credential's place holds nothing else (commands.toml ``place``) --------------

@pytest.mark.parametrize("text,value", [
    ("ipmitool user set password 3 calvin", "calvin"),
    ("    /usr/bin/ipmitool user set password 1 nosa.me", "nosa.me"),
    ('    && echo "vncpwd" | vncpasswd -f > /home/developer/.vnc/passwd \\', "vncpwd"),
])
def test_a_word_at_a_commands_place_is_taken(text: str, value: str) -> None:
    assert _taken(text, value)


@pytest.mark.parametrize("text", ["ipmitool user set password $IPMIUSERID $BMCPASSWORD", "ipmitool user set password 2",
                                  'echo "$VNC_PASSWORD" | vncpasswd -f > ~/.vnc/passwd', "ipmitool user set name 3 root"])
def test_a_commands_place_near_miss_stays(text: str) -> None:
    assert redact_secrets(text) == text


# --- a weak value in a table's password column (prose._column_weak, _bare_header) ----------------

@pytest.mark.parametrize("text,value", [
    ("| Email | Password | Role |\n|-------|----------|------|\n| `admin@stayease.com` | `adminpass` | ADMIN |", "adminpass"),
    ("    Examples: \n      | username | password |\n      | Admin    | admin123 |\n      | Admin    | admin12  |",
     "admin123"),
])
def test_a_weak_value_in_a_password_column_is_taken(text: str, value: str) -> None:
    assert _taken(text, value)


@pytest.mark.parametrize("text", [
    "| Field | Password |\n|---|---|\n| a | `required` |\n| b | `hashed` |\n| c | `string` |\n| e | `None` |\n"
    "| f | `bcrypt` |\n| g | `your-password` |",
    "| name | password | notes |\n| x | 8 | min length |\n| y | yes | required |",
])
def test_a_password_columns_near_misses_stay(text: str) -> None:
    assert redact_secrets(text) == text



# --- keepalived's VRRP password (context rule vrrp-auth-pass) -------------------------------------

@pytest.mark.parametrize("text,value", [
    ("   \tauthentication {\n   \t\tauth_type PASS\t# 密码的方式\n   \t\tauth_pass 0894\t# 密码\n   \t}\n", "0894"),
    ("    authentication {\n        auth_type PASS\n        auth_pass kotek\n    }\n", "kotek"),
])
def test_a_vrrp_auth_pass_is_taken(text: str, value: str) -> None:
    assert _taken(text, value)


@pytest.mark.parametrize("text", ["authentication {\n    auth_type PASS\n    auth_pass $password\n}",
                                  "authentication {\n    auth_type AH\n    auth_pass 0894\n}"])
def test_a_vrrp_near_miss_stays(text: str) -> None:
    assert redact_secrets(text) == text


# --- a table run together on one line, as a model's reply flattens it (prose._flat_table_spans) ----

@pytest.mark.parametrize("text,value", [
    ("| Email | Password | Role | Can Do | |-------|----------|------|--------| | `admin@stayease.com` | `adminpass` "
     "| ADMIN | Create hotels | | `manager@stayease.com` | `managerpass` | MANAGER | Manage rooms |", "managerpass"),
    ("Local seed accounts: | Role | Email | Password | | --- | --- | --- | | Organizer | `organizer@qeue.local` "
     "| `Lp9xQ2mWv7!k` | | Attendee | `attendee@qeue.local` | `Lp9xQ2mWv7!k` |", "Lp9xQ2mWv7!k"),
])
def test_a_flattened_tables_password_column_is_taken(text: str, value: str) -> None:
    assert _taken(text, value)


@pytest.mark.parametrize("text", [
    "| Field | Password | |---|---| | a | `required` | | b | `string` | | c | 8 |",
    "| Parameters | Required | Type | |---|---|---| | password | Yes | String | | username | Yes | String |",
])
def test_a_flattened_tables_near_misses_stay(text: str) -> None:
    assert redact_secrets(text) == text


def test_a_flattened_gherkin_table_in_a_replys_json_is_taken() -> None:
    reply = json.dumps({"outcome": "Examples: | username | password | | Admin | admin123 | | Admin | admin12",
                        "decisions": ["Examples: | username | password | | Admin | admin123 | | Admin | admin12"]})
    out = redact_secrets(reply)
    assert "admin123" not in out and "admin12 " not in out and json.loads(out)
