"""Issue 33's seventh round of command lines (batches 59-61 and the families the last round left).

Each form loses its value to the command rules; each near-miss beside it keeps its text. The
values are random (no real secret). Without its rule each form of a group stays in the text.
"""

from __future__ import annotations

import pytest

from lc_memory.redact.commands import COMMAND_RULES
from lc_memory.redact.engine import findings, redact_secrets
from lc_memory.redact.keyvalue import KEY_RULES

PW = "Zq8Lm2Rt5Vx9"


def _taken(text: str) -> list[str]:
    return [text[f.start:f.end] for f in findings(text, COMMAND_RULES)]


def _taken_by_keys(text: str) -> list[str]:
    return [text[f.start:f.end] for f in findings(text, KEY_RULES)]


@pytest.mark.parametrize(("text", "value"), [
    # AUTH typed at redis-cli's prompt, pasted in an issue thread (batch 61): one reader of the
    # prompt (keyvalue._REDIS_PROMPT_AUTH), the union of the two there were: a value in the middle
    # of a sentence, the database's index, "redis HOST:PORT>" (commands' reader) ...
    (f"Every time I entered the command 127.0.0.1:6379> AUTH {PW}, I received an error", PW),
    (f"127.0.0.1:6379> auth default {PW}", PW),
    (f'redis 127.0.0.1:6379> AUTH "{PW}"', PW),
    (f"cache.internal:6380[2]> AUTH {PW}", PW),
    (f"then 127.0.0.1:6379> AUTH {PW}. It said OK", PW),
    # ... IPv6's bracketed host and a quoted value holding blanks (keyvalue's reader)
    (f"[::1]:6379> AUTH {PW}", PW),
    ("127.0.0.1:6379> AUTH 'Zq8 Lm2 Rt5 Vx9'", "Zq8 Lm2 Rt5 Vx9"),
    ("127.0.0.1:6379> AUTH app \"Zq8 Lm2 Rt5 Vx9\"\nOK", "Zq8 Lm2 Rt5 Vx9"),
    # ... and the two at once
    (f"[::1]:6379[3]> auth {PW}, then GET k", PW),
])
def test_auth_at_a_redis_prompt(text, value):
    assert _taken_by_keys(text) == [value] and value not in redact_secrets(text)


@pytest.mark.parametrize("text", [
    "127.0.0.1:6379> AUTH password",
    "127.0.0.1:6379> AUTH $REDIS_PASSWORD",
    "127.0.0.1:6379> GET session:Zq8Lm2Rt5Vx9",
    f"AUTH {PW} is what the server wants",  # no prompt: no program said
])
def test_a_redis_prompt_without_a_password_keeps_its_text(text):
    assert _taken_by_keys(text) == [] and redact_secrets(text) == text


@pytest.mark.parametrize("text", [
    # any short flag given user:PASSWORD (the last round's -g user:V)
    f"curl -g admin:{PW} http://intranet.example.org",
    f"hydra -g admin:{PW} ssh://10.0.0.5",
    f"tool -k bob:{PW}! --host x",
])
def test_a_short_flag_given_user_and_password(text):
    assert PW in "".join(_taken(text)) and PW not in redact_secrets(text)


@pytest.mark.parametrize("text", [
    "docker run -t app:latest",
    "x -g admin:password",
    "x -g sha256:9f86d081884c7d659a2feaa0c55ad015",
    "x -g admin:$PASS",
    "docker run -v data:/var/lib/mysql -p 3306:3306 mysql",
    "git -c user.name:someone commit",
])
def test_a_short_flag_given_a_name_and_a_tag_keeps_its_text(text):
    assert _taken(text) == []


@pytest.mark.parametrize("text", [
    # digits a password flag is given beside a user flag (the last round's -p 84736251)
    "mongo -u admin -p 84736251 --authenticationDatabase admin",
    "mosquitto_sub -h broker -u campi -P 384756 -t 'campi/#'",
    "tool --user bob -p 9920415 sync",
])
def test_digits_given_to_a_password_flag_beside_a_user(text):
    assert len(_taken(text)) == 1 and _taken(text)[0].isdigit()


@pytest.mark.parametrize("text", [
    "psql -h db -U app -p 5432 shop",
    "top -u bob -p 1234567",
    "strace -u bob -p 1234567",
    "tool -u bob -p 111111",
    "docker run -u 1000 -p 8080:80 img",
])
def test_a_port_a_pid_or_a_repeated_digit_keeps_its_text(text):
    assert _taken(text) == []


@pytest.mark.parametrize(("digits", "taken"), [
    ("84736251", True), ("590417", True), ("4821957340182736", True),
    ("20245", False),  # five: a port, a count
    ("48219573401827365", False), ("920415773018264519930284756102", False),  # 17 and 30: an id, no password
    ("000000", False), ("123456", False), ("87654321", False),  # the defaults everyone guesses
])
def test_digits_are_one_rule_beside_a_user_flag_and_at_a_passwords_name(digits, taken):
    """One rule for a password of digits (checks.numeric_password), read by the flag beside -u
    as by a password's name: the two gates there were disagreed on runs and on 17-64 digits."""
    assert (digits in "".join(_taken(f"mongo -u admin -p {digits} --authenticationDatabase admin"))) is taken
    assert (digits not in redact_secrets(f"password: {digits}")) is taken


@pytest.mark.parametrize("text", [
    # a credential flag's user with a domain, a host after the password (govc's -u, probes after
    # batch 59)
    f"govc ls -u 'administrator@vsphere.local:{PW}@vcenter.lab'",
    f"govc about -u root:{PW}@esx01.lab",
])
def test_a_credential_flags_user_with_a_domain_and_a_host(text):
    assert _taken(text) == [PW]


@pytest.mark.parametrize("text", ["govc ls -u 'administrator@vsphere.local:$GOVC_PASSWORD@vcenter.lab'",
                                  "tool -u user@example.com:8080 x", "curl -u bob:password https://x"])
def test_a_credential_flag_without_a_password_keeps_its_text(text):
    assert _taken(text) == []


@pytest.mark.parametrize("text", [f"ftp> user bob {PW}", f"Connected to ftp.example.org.\nftp> user bob {PW}\n230 Login successful."])
def test_an_ftp_sessions_user_line_pasted_with_its_prompt(text):
    assert _taken(text) == [PW]


@pytest.mark.parametrize("text", ["ftp> user anonymous guest", "ftp> user bob $FTP_PASS", "ftp> user bob"])
def test_an_ftp_prompt_without_a_password_keeps_its_text(text):
    assert _taken(text) == []
