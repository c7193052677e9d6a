"""Windows admin commands and HTTPie's token auth in the command table (issue 33, batch 24).

A flag that starts with "/" is read in any case (cmd.exe's programs do: /P, /RP, /Pass), an
entry marked ``any_case`` matches its program's name in upper case too (SCHTASKS, NET USER),
and HTTPie's ``-a`` is a token only with a token's auth type (``-A bearer``): with ``-A digest``
it is USER:PASS and the user stays. Secret-shaped values are built at run time.
"""

from __future__ import annotations

import pytest

from lc_memory.redact.commands import COMMAND_RULES
from lc_memory.redact.engine import findings, redact_secrets

from .conftest import random_secret

_value = random_secret


@pytest.mark.parametrize("form", [
    "schtasks /create /tn job /tr run.cmd /sc daily /ru CORP\\svc /rp {v}",
    "SCHTASKS /Create /S host /U ops /P {v} /TN job /TR run.cmd",
    "schtasks /Change /TN job /RU CORP\\svc /RP \"{v}\"",
    "cmdkey /add:fs01 /user:ops /PASS:{v}",
    "Cmdkey.exe /generic:TERMSRV/fs01 /user:ops /pass:{v}",
    "NET USER backup {v} /ADD",
    "Net user backup {v}",
])
def test_a_windows_command_gives_its_password_in_any_case(form):
    v = _value()
    text = form.format(v=v)
    assert v in [text[f.start:f.end] for f in findings(text, COMMAND_RULES)]
    assert v not in redact_secrets(text)


@pytest.mark.parametrize("text", [
    "SCHTASKS /Create /RU SYSTEM /RP /TN run_mine /XML c:\\jobs\\run_mine.xml",
    "schtasks /Create /TN job /TR run.cmd /SC HOURLY /RU SYSTEM /RP \"\" /F",
    "cmdkey /add:%servidor% /user:%usuario% /pass:%password%",
    "NET USER %nombre_usuario% %contrasenia% /ADD",
])
def test_no_password_or_a_variable_stays(text):
    assert redact_secrets(text) == text


def test_httpie_bearer_takes_the_token_and_digest_keeps_the_user():
    v = _value()
    assert redact_secrets(f"http -A bearer -a {v} https://api.example.com/v1/me") == (
        "http -A bearer -a [REDACTED:secret-value] https://api.example.com/v1/me")
    assert redact_secrets(f"http --auth-type=jwt --auth {v} example.org").count(v) == 0
    # with a user-and-password auth type, -a is USER:PASS: only the password goes
    assert redact_secrets(f"http -A digest -a deploy:{v} example.org") == (
        "http -A digest -a deploy:[REDACTED:secret-value] example.org")
    assert redact_secrets("http -A bearer -a $API_TOKEN example.org") == "http -A bearer -a $API_TOKEN example.org"
