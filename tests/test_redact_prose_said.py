"""Passwords as sessions carry them (issue 33, batches 80-81): a copula and a quoted value in any
language, a label in markup or a list's item, a password's word spelt with look-alike letters of
another script, a pasted terminal's secret command and its bare output.

The examples are data/conversation.toml's ([examples.said], [examples.pasted]); the rest are the
shapes of the batches' dev parts (issue threads, READMEs, command output as the tools print it),
with random values. Each goes red without its rule.
"""

from __future__ import annotations

import tomllib
from importlib import resources

import pytest

from lc_memory.redact.engine import redact_secrets

SECRET = "Zq8Lm2Rt5Vx9"
_EXAMPLES = tomllib.loads(resources.files("lc_memory.redact").joinpath("data", "conversation.toml")
                          .read_text("utf-8"))["examples"]


@pytest.mark.parametrize("text", _EXAMPLES["said"]["caught"] + _EXAMPLES["pasted"]["caught"])
def test_a_said_or_pasted_value_is_taken(text):
    assert SECRET not in redact_secrets(text)


@pytest.mark.parametrize("text", _EXAMPLES["said"]["kept"] + _EXAMPLES["pasted"]["kept"])
def test_the_same_shapes_without_a_value_stay(text):
    assert redact_secrets(text) == text


CAUGHT = [
    # a label in markup, a two-word name (Arabic, Persian), a tag around the value (Hindi)
    f"- **كلمة المرور:** {SECRET}",
    f"<p><strong>كلمة المرور:</strong> {SECRET}</p>",
    f"- **رمز عبور:** {SECRET}\n\n### API Endpoints",
    f'<p class="text-xs">डिफ़ॉल्ट पासवर्ड: <span class="font-mono font-bold">{SECRET}</span></p>',
    # a Cyrillic password word with Latin look-alikes inside (П, a, p, o, л, ь), and all in Latin but л, ь
    f"- Пользователь: `taro_user`\n- П\u0061\u0070\u006fль: `{SECRET}`",
    f"\u041f\u0061\u0070\u006f\u043b\u044c: {SECRET}",
    # a user and a password after 帐号密码是 (simplified 帐, a copula in place of a colon)
    f"则默认管理员帐号密码是 `admin` / `{SECRET}`.",
    # pasted terminals: a prompt of a host, PowerShell's
    f"dev@box:~/app$ doppler secrets get DB_PASSWORD --plain\n{SECRET}\ndev@box:~/app$ ",
    f"$ op read op://dev/db/password\n{SECRET}",
]

KEPT = [
    '<label for="password">كلمة المرور:</label>\n<input type="password" name="password">',
    "- Password: ********",
    "- Пароль: `<пароль от базы>`",
    "$ kubectl get secret db -o yaml | head -1\napiVersion: v1",
    "$ printenv | wc -l\n42",
    "$ vault kv get -field=password secret/db\nError reading secret/db: permission denied",
]


@pytest.mark.parametrize("text", CAUGHT)
def test_the_batches_shapes_lose_their_value(text):
    assert SECRET not in redact_secrets(text)


@pytest.mark.parametrize("text", KEPT)
def test_the_batches_near_shapes_stay(text):
    assert redact_secrets(text) == text
