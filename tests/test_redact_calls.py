"""Tests for issue 33's round 12: a credential a client API takes as a positional argument
(data/commands.toml's [[calls]], keyvalue.py's call reader), a URL's password holding a query's
marks, PgBouncer's userlist and invisible characters inside a value.

Every [[calls]] row's example must lose its value to the call rule itself (only that rule is
asked, so another rule cannot hide a missing row), and its keep texts stay whole.
"""

from __future__ import annotations

import tomllib
from importlib import resources

import pytest

from lc_memory.redact.engine import findings, redact_secrets
from lc_memory.redact.keyvalue import KEY_RULES, call_arguments

CALLS = tomllib.loads(resources.files("lc_memory.redact").joinpath("data", "commands.toml").read_text("utf-8"))["calls"]
CALL_RULE = tuple(r for r in KEY_RULES if r.id == "call")


@pytest.mark.parametrize("row", CALLS, ids=[r["names"][0] for r in CALLS])
def test_each_call_row_takes_the_credential_of_its_example(row):
    text, secret = row["example"]
    found = findings(text, CALL_RULE)
    assert [text[f.start:f.end] for f in found] == [secret]
    assert secret not in redact_secrets(text)


@pytest.mark.parametrize("text", [k for r in CALLS for k in r.get("keep", [])])
def test_call_rows_keep_texts_stay(text):
    assert findings(text, CALL_RULE) == []


def test_call_arguments_are_read_past_quotes_and_nested_calls():
    text = 'f("a,b", g(1, 2), \'c)\', "d")'
    spans = call_arguments(text, 1)
    assert [text[s:e].strip() for s, e in spans] == ['"a,b"', "g(1, 2)", "'c)'", '"d"']
    assert call_arguments('f("a", "b"', 1) is None  # never closed


@pytest.mark.parametrize("text, secret", [
    # a name written more than one way, the call's receiver or a declared variable before it
    ('wifiMulti.addAP("home", "Zq8Lm2Rt5Vx9");', "Zq8Lm2Rt5Vx9"),
    ('return new PasswordAuthentication("me@x.com", "Zq8Lm2Rt5Vx9".toCharArray());', "Zq8Lm2Rt5Vx9"),
    ('l.simple_bind_s("cn=admin,dc=example,dc=org", "Zq8Lm2Rt5Vx9")', "Zq8Lm2Rt5Vx9"),
    ('$dbh = DBI->connect("dbi:Pg:dbname=app", "app", "Zq8Lm2Rt5Vx9");', "Zq8Lm2Rt5Vx9"),
    ('ftp = ftplib.FTP("ftp.example.com", "deploy", "Zq8Lm2Rt5Vx9")', "Zq8Lm2Rt5Vx9"),
])
def test_named_calls_more_forms(text, secret):
    assert secret not in redact_secrets(text)


@pytest.mark.parametrize("text", [
    'conn = db.connect("app", "Zq8Lm2Rt5Vx9", "db.example.com:1521/ORCLPDB1")',  # connect is no row: Oracle's third is a DSN
    "ftp = FTP('ftp.example.org', 'anonymous', 'guest2024x')",  # anonymous FTP's password is no secret
    'WiFiManagerParameter custom_mqtt_server("server", "mqtt server", "Zq8Lm2Rt5Vx9", 40);',  # not a secret's name
    'sock.connect("example.com", "80", "text")',
])
def test_calls_that_do_not_say_so_stay(text):
    assert findings(text, CALL_RULE) == []


# ------------------------------------------------------------- a URL's password with ?, &, = or #

@pytest.mark.parametrize("text, secret", [
    ('db = "postgresql://app:pa?ss&w=rd9X@db.example.com:5432/app"', "pa?ss&w=rd9X"),
    ("DATABASE_URL=postgres://app:Xk9?m&Lq=2z@db:5432/app", "Xk9?m&Lq=2z"),
    ("mongodb://admin:Zq8=Lm2#Rt5Vx9@mongo:27017/", "Zq8=Lm2#Rt5Vx9"),
    ('db, err := sql.Open("mysql", "app:Zq8?Lm&2R=t5@tcp(db:3306)/app")', "Zq8?Lm&2R=t5"),
    ("rpcdump.py -hashes LMHASH:NTHASH domain/username:ZdNl!dZp1+@4y^o0*=Ef0@target", "ZdNl!dZp1+@4y^o0*=Ef0"),
    ("REDIS_URL=redis://:Zq8?Lm&2R=t5@cache:6379/0", "Zq8?Lm&2R=t5"),  # no user
    # a connection string's pair, no query's parameter: '&' is the password's own
    ('"Db": "Server=db;Database=app;User Id=sa;Password=Zq8?Lm&2R=t5;"', "Zq8?Lm&2R=t5"),
    ('psycopg2.connect("host=db dbname=app user=app password=Zq8?Lm&2R=t5")', "Zq8?Lm&2R=t5"),
])
def test_a_url_password_holding_query_marks_is_taken_whole(text, secret):
    out = redact_secrets(text)
    assert not any(part in out for part in secret.replace("?", " ").replace("&", " ").replace("=", " ")
                   .replace("#", " ").split() if len(part) >= 2)


@pytest.mark.parametrize("text", [
    "mailto:a@example.com?cc=b@example.com",
    "see https://x.com/login?next=a:b@c",
    "https://example.com/path?a=b&c=d",
])
def test_query_marks_elsewhere_stay(text):
    assert redact_secrets(text) == text


@pytest.mark.parametrize("text, after", [
    ("https://x.com/login?user=a&password=Zq8Lm2Rt5&next=/home", "&next=/home"),  # a query's parameter
    ("DB_PASSWORD=Zq8Lm2Rt5&& make deploy", "&& make deploy"),  # the shell's
    ('body = "oauth_token=Zq8Lm2Rt5&oauth_token_secret=x&screen_name=foo"', '&oauth_token_secret=x&screen_name=foo"'),
])
def test_an_ampersand_that_parts_pairs_or_commands_still_ends_the_value(text, after):
    out = redact_secrets(text)
    assert "Zq8Lm2Rt5" not in out and out.endswith(after)


# ------------------------------------------------------------- PgBouncer's userlist.txt

def test_userlist_passwords_md5_and_scram_secrets_are_credentials():
    md5 = "md5a3556571e93b0d20722ba62be61e8c2d"
    scram = "SCRAM-SHA-256$4096:c2FsdHNhbHQ=$Zm9vYmFyYmF6cXV4:cXV4cXV4Zm9vYmFy"
    text = f'# pgbouncer userlist.txt\n"alice" "Zq8Lm2Rt5Vx9"\n"bob" "{md5}"\n"carl" "{scram}"\n'
    out = redact_secrets(text)
    assert "Zq8Lm2Rt5Vx9" not in out and md5 not in out and scram not in out
    assert '"alice"' in out and '"bob"' in out
    # an md5 or SCRAM secret is read by its own shape, the file unnamed
    assert md5 not in redact_secrets(f'"bob" "{md5}"')


@pytest.mark.parametrize("text", [
    '"alice" "Zq8Lm2Rt5Vx9"',  # two quoted words, nothing says they are a userlist
    'pgbouncer userlist:\n"carl" "password"',  # a placeholder stays
    'CMD ["echo" "hello-world"]',
])
def test_userlist_lines_without_a_userlist_stay(text):
    assert redact_secrets(text) == text


# ------------------------------------------------------------- invisible characters in a value

@pytest.mark.parametrize("text, parts", [
    ("password=Zq8Lm\u200b2Rt5Vx9", ["Zq8Lm", "2Rt5Vx9"]),
    ("DB_PASSWORD=Zq8Lm\u00ad2Rt5Vx9", ["Zq8Lm", "2Rt5Vx9"]),
    ("mysql -pZq8Lm\u200d2Rt5Vx9 app", ["2Rt5Vx9"]),
    ('WiFi.begin("ssid", "Zq8Lm2R\u00adt5Vx9");', ["Zq8Lm2R", "t5Vx9"]),
])
def test_a_zero_width_or_soft_hyphen_inside_a_value_does_not_split_it(text, parts):
    out = redact_secrets(text)
    assert not any(p in out for p in parts), out


def test_a_method_called_on_the_command_string_is_no_argument():
    # the command stood in a Python string; what follows its closing quote is code
    text = ('subprocess.check_output(["smbclient -U Administrator%{0} //{1}/c$ -c \'get hosts\'".format(\n'
            '    password, publicip)], shell=True)')
    assert redact_secrets(text) == text


# ------------------------------------------------------------- a format's slot filled with a literal

@pytest.mark.parametrize("text, secret", [
    ("""subprocess.check_output(["smbclient -U Administrator%{0} //{1}/c$ -c 'get hosts'".format(\n"""
     """    "Zq8Lm2Rt5Vx9", rest['public_ip'])], shell=True)""", "Zq8Lm2Rt5Vx9"),
    ("""os.system("sshpass -p '{}' ssh {}@{} uptime".format("sunflower77", user, host))""", "sunflower77"),
    ("""os.system("mysql -u %s -p%s -e 'show databases'" % ("root", "sunflower77"))""", "sunflower77"),
    ("""os.system("mysql -uroot -p%s app < dump.sql" % "sunflower77")""", "sunflower77"),
])
def test_a_slot_where_a_command_takes_its_credential_takes_the_literal_it_is_filled_with(text, secret):
    assert secret not in redact_secrets(text)


@pytest.mark.parametrize("text", [
    """os.system("sshpass -p '{}' ssh {}@{}".format(password, user, host))""",  # a name, not a literal
    """os.system("mysql -u %s -p%s" % ("root", "password"))""",  # a placeholder
    """os.system("mysql -u {0} -p{1} {2}".format("root", pw, "sunflower77"))""",  # the slot's own argument is a name
])
def test_slots_filled_with_names_or_placeholders_stay(text):
    assert redact_secrets(text) == text
