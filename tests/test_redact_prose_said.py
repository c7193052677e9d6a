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


# a question for the password that ends on its name, then the answer alone on a later line (a thread)
ANSWERED = [
    f"# 默认admin密码是什么\n\n请问admin默认密码是多少\n\n{SECRET}\n",
    f"What is the default admin password?\n\n`{SECRET}`",
    # a copula and a bare value with a typed password's look (no quotes)
    f"En principe le mot de passe devrait être {SECRET}, comme l'identifiant",
]
NOT_ANSWERED = [
    "Which password manager do you use?\n\n1Password",
    "What's the password policy?\n\nPasswordPolicy.java",
    "What is the password?\n\nI don't know",
    "La password è salvata come hash SHA-256",
]


@pytest.mark.parametrize("text", ANSWERED)
def test_an_answered_question_loses_its_answer(text):
    assert SECRET not in redact_secrets(text)


@pytest.mark.parametrize("text", NOT_ANSWERED)
def test_other_questions_keep_what_follows(text):
    assert redact_secrets(text) == text


@pytest.mark.parametrize("text", _EXAMPLES["asks_for"])
def test_the_agent_asks_for_a_secret(text):
    from lc_memory.redact.context import ASKS_FOR

    assert ASKS_FOR.search(text)


@pytest.mark.parametrize("text", _EXAMPLES["not_asks_for"])
def test_the_agent_asks_something_else(text):
    from lc_memory.redact.context import ASKS_FOR

    assert not ASKS_FOR.search(text)


@pytest.mark.parametrize("reply, taken", [(SECRET, True), ("Hx7-qL2mv9", True), ("later", False), ("yes", False),
                                          ("docs/setup.md", False)])
def test_the_persons_reply_to_the_agents_question(reply, taken):
    from lc_memory.redact.context import redact_messages

    msgs = [{"role": "assistant", "kind": "text", "content": "The sudo prompt is waiting. What's the sudo password?"},
            {"role": "user", "kind": "text", "content": reply},
            {"role": "assistant", "kind": "text", "content": "Thanks."}]
    assert (reply not in str(redact_messages(msgs)[1]["content"])) is taken
