"""Passwords as sessions carry them (issue 33, round 13, batches 87-88's dev parts): a label in a
list whose value stands in bold (``password: **V**``) or after a dash for a colon (``password - V``),
as issue threads give them, and a user and a password after a password's name in another script
(``Пароль по умолчанию: `admin / V```), such a label in the markup a script echoes, a token in a code fence under a line that announces it, and a user and a password that answer a question for the password. (The qualifier and the colon after a name in another script,
``Пароль по умолчанию: V``, are data/conversation.toml's [examples.said], read by
test_redact_prose_said.) Each goes red without its rule.
"""

from __future__ import annotations

import pytest

from lc_memory.redact.engine import redact_secrets

SECRET = "Zq8Lm2Rt5Vx9"

CAUGHT = [
    # bold around the value under a lower-case label (markup: no key's syntax)
    f"Defaults are:\nlogin: **admin**\npassword: **{SECRET}**\nSee: the wiki",
    # a dash between spaces for a colon, in a list's item, an en dash, a bold label
    f"The default credentials are:\nusername - admin\npassword - {SECRET}\n",
    f"- Password \u2013 {SECRET}",
    f"- **Password** - `{SECRET}`",
    # a password's name in another script (a qualifier after it), a colon, then the user and the password
    f"Пароль по умолчанию: `admin / {SECRET}`.\nСмените при первом подключении.",
    f"- логін/пароль за замовчуванням: `admin` / `{SECRET}`\n- Traefik dashboard",
    # the label in markup a script prints (a PHP page's echo)
    f'    echo "<p><strong>كلمة المرور:</strong> {SECRET}</p>";',
    f"echo '<li><b>Password:</b> {SECRET}</li>';",
    # a line that announces a token and ends on a colon, then a code fence that holds it alone
    f"Very soon.\n\nYou can test it with token, which would be expired at 2025-03-14: \n\n```\n{SECRET}Zq8Lm2\n```\n",
    f"Here is the API key:\n```\n{SECRET}Zq8Lm2\n```",
    # a question for the password, then a user and the password together on a later line (a greeting between)
    f"Boa noite gostaria de saber qual a senha para logar no sistema  ?\n\nboa noite.. \npadrão é admin/{SECRET}\n",
    f"Cho mình hỏi mật khẩu admin là gì vậy ạ?\n\nadmin- {SECRET} bạn\n",
    f"# Username and Password?\n\nwhat is the username and password? tnx\n\nthe default works\nroot/{SECRET}.\n",
]

KEPT = [
    "password - required",
    "- password - the one you set at install",
    "password: **required**",
    "x = password - salt_length",
    "- Password - ********",
    "pass - through",
    "Пароль: см. /etc/app/pass",
    "Passwort: siehe src/Main",
    "Password: N/A",
    'echo "<p><strong>Password:</strong> $password</p>";',
    "print '<td>Password:</td> <td>{password}</td>'",
    "Pin the token library:\n```\nrequests==2.31.0\n```",
    "Run the token script:\n```bash\n./get_token.sh\n```",
    "The secret file:\n```\n/etc/app/Secret2.key\n```",
    "Token usage:\n```\n1234\n```",
    f"Which password manager do you use?\n\nadmin/{SECRET}\n",
    "What is the default password?\n\nSee docs/setup/Install2.md\n",
    f"Which password manager do you use? thanks\n\nadmin/{SECRET}\n",
]


@pytest.mark.parametrize("text", CAUGHT)
def test_a_label_in_a_lists_markup_loses_its_value(text):
    assert SECRET not in redact_secrets(text)


@pytest.mark.parametrize("text", KEPT)
def test_the_same_shapes_without_a_value_stay(text):
    assert redact_secrets(text) == text
