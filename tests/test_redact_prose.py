"""Passwords in prose, tables and pasted output (issue 33, secrets-configs batch 15).

Each text is the shape of a real README, runbook or pasted output of the batch (random values,
so no real secret); without its rule the value stays in the scrubbed text. The near-misses
beside them are the same shapes with a reference, a sentence or a step where the value stood.
"""

from __future__ import annotations

import pytest

from lc_memory.redact.engine import redact_secrets

SECRET = "Zq8Lm2Rt5Vx9"

CAUGHT = [
    # a table whose header names a password: Markdown, a bare pipe table, psql, mysql, box drawing
    f"| Username | Password | Account Type  |\n|:--------:|:--------:|:-------------:|\n|  admin   |  {SECRET}   | Admin |",
    f"Product | Service | Username | Password | Remarks\n---- | --- | --- | --- | ---\nGitlab | http | root | {SECRET} |",
    f" id | username | password\n----+----------+----------\n  1 | admin    | {SECRET}\n(1 row)",
    f"+----+----------+--------------+\n| id | username | password     |\n+----+----------+--------------+\n"
    f"|  1 | admin    | {SECRET} |\n+----+----------+--------------+",
    f"┌──────────┬──────────────┐\n│ Username │ Password     │\n├──────────┼──────────────┤\n│ admin    │ {SECRET} │",
    f"| メールアドレス | 名前 | 初期パスワード |\n|---|---|---|\n| yoshida@example.jp | 吉田 | `{SECRET}` |",
    # a two-column table's row
    f"| Field | Value |\n|-------|-------|\n| **Email** | `admin@x.demo` |\n| **Password** | `{SECRET}` |",
    # a label over its value's line (a blank line, a code fence between)
    f"**Password**:\n\n```bash\n{SECRET}\n```",
    f"Password:\n  {SECRET}",
    f"**Password**\n\n{SECRET}",
    f"**Username**:\n\n```bash\nadmin@example.com\n```\n\n**Password**:\n\n```bash\n{SECRET}\n```",
    # the label's line ends in a Markdown hard break (a backslash)
    f"Password:\\\n{SECRET}",
    f"Password: \\\n{SECRET}",
    # a user and a password given together
    f"user/pass: admin/{SECRET}",
    f"login/password: root / {SECRET}",
    f"- 默认用户名和密码：`admin` / `{SECRET}`",
    f"#### Email / Password\n\n```\nadmin@mail.com / {SECRET}\n```",
    # a CJK label's fullwidth colon, no space after it; rST's double backquotes
    f"密码：{SECRET}",
    f"パスワード：{SECRET}",
    f"- **Password:** ``{SECRET}``",
    # a terminal's password prompt and the answer typed after it, pasted (the probes of batch 46's
    # round: openssl's, sudo's, git's, ssh-keygen's, psql's prompts)
    f"Enter PEM pass phrase: {SECRET}",
    f"Verifying - Enter PEM pass phrase: {SECRET}",
    f"$ git push\nPassword for 'https://bob@github.com': {SECRET}",
    f"Enter passphrase (empty for no passphrase): {SECRET}",
    f"[sudo] password for bob: {SECRET}",
    f"Password for user postgres: {SECRET}",
    f"Enter host password for user 'bob': {SECRET}",
    f"Password (again): {SECRET}",
    # a sentence that says what the password is, over its value's line (batch 52: a tutorial's
    # "The password of aes-256-cbc encryption is:", a <br> line, `V`{{execute}}), or on its line
    f"The password of aes-256-cbc encryption is:\n<br>\n`{SECRET}`{{{{execute}}}}\n",
    f"The default password for the admin user is:\n\n```\n{SECRET}\n```",
    f"The password of the archive is: `{SECRET}`",
    # what vault operator init prints: its unseal keys
    f"Unseal Key 1: {SECRET}\nUnseal Key 2: {SECRET}x",
    # a sentence that gives the password on its line (batches 59-61: issue threads and runbooks;
    # "the password is V" alone is the context rule said's)
    f"the password for the admin account is {SECRET}",
    f"The password of bob was `{SECRET}`.",
    f"The password for 'root' is now {SECRET}, rotate it",
    f"the password was set to {SECRET}",
    f"root password changed to {SECRET}.",
    f"the unseal key is {SECRET}",
    f"The peers pre shared key is set to {SECRET}. This key will be used for all ISAKMP negotiations",
    f"the PSK is {SECRET}",
    f"Use `{SECRET}` as the password when prompted.",
    f"use {SECRET} as your root password",
    f"there was a requirepass entry, which overrode my earlier requirepass {SECRET} setting.",
    # a user and a password after a sign-in's or credentials' word, a password's word and its
    # quoted value, "as password" with no article (the probes after batches 59-61)
    f"the creds are admin:{SECRET}",
    f"Login with admin/{SECRET}",
    f"credentials: `root` / `{SECRET}`.",
    f"user `admin`, password `{SECRET}`",
    # ... in the person's own language (a real Qwen Code session: "в SSH сессию `ssh root@IP`,
    # пароль `V`")
    f"скопируйте в SSH сессию `ssh root@10.0.0.5`, пароль `{SECRET}`):",
    f"der Zugang mit dem Passwort '{SECRET}' bleibt",
    f"la contraseña `{SECRET}` del servidor",
    f"avec le mot de passe `{SECRET}` sur le serveur",
    # the words some languages write in two (the lexicon holds them joined, as a key's name does)
    f"mật khẩu `{SECRET}` của máy chủ",
    f"كلمة المرور `{SECRET}` للخادم",
    f"رمز عبور `{SECRET}` سرور",
    f"I used {SECRET} as password",
    # issue threads' sentences (outside probes: ESET Protect's, Dafang's, reconmap's threads)
    f"Can you try the password `!{SECRET}`? It was changed in the `run.py` file",
    f"the default username (root)  and password ({SECRET}) is not working",
    f"The default credentials of admin / {SECRET} do not work.",
    # expect: a literal sent after a login tool is spawned, no prompt read
    f'spawn ssh root@host\nsend "{SECRET}\\r"',
    f'eval spawn ssh -oStrictHostKeyChecking=no alex@localhost\ninteract -o -nobuffer -re $prompt return\nsend "{SECRET}\\r"',
]

KEPT = [
    "password: see the vault",
    "Password:\n\n1. Open settings",
    "**Password**:\n\n> [!IMPORTANT]\n> change the default credentials.",
    "Password:\n\nRequired",
    "**Password**\n\nchangeme",
    'id="password"\n                                type="password"',
    "Password will not be shown when you are typing.\n\n| Username | Password |\n|---|---|\n| admin | (hashed) |",
    "| Username | Password | Remarks |\n|---|---|---|\n| root | NO PASSWORD | |\n| admin | $ADMIN_PASSWORD | |",
    " id | username | password_hash\n----+----------+--------------\n  1 | admin    | c2VjcmV0aGFzaA",
    "| Field | Value |\n|---|---|\n| **Password** | your password |",
    "user/pass: <user>/<password>",
    "login/password: $USER / $PASS",
    "#### Email / Password\n\n```\nadmin@mail.com / <password>\n```",
    "Username / Password\n\nsrc/app/login / index.ts",
    "密码：请联系管理员",
    "**密码**\n\n请联系管理员",
    "Password:\n  type=password",
    # a sentence over a word, a code name or a step, not a value
    "The password is:\nrequired\n",
    "The password field is:\n`password_hash`\n",
    "Your password was:\nchanged\n",
    "The password of the archive is:\n`$ARCHIVE_PASSWORD`\n",
    "Unseal Key 1: <unseal-key-1>",
    "Enter name of password file: secrets.txt",
    # a sentence about the password that gives none
    "the password for the database is required",
    "The password for 'root' is stored in 1Password.",
    "the password was set to expire in 90 days",
    "the password is changed to something else",
    "Use the password as the key",
    "use it as the password",
    "the pre-shared key is set to ${PSK}.",
    "The unseal key is <unseal-key>",
    "the password of the user is `$DB_PASSWORD`",
    "there was a requirepass RandomPassword entry", "set requirepass in redis.conf", "requirepass ${REDIS_PASSWORD}",
    "login with github/google", "Sign in with Google: click the button", "credentials are stored in ~/.aws/credentials",
    "login as root/admin", "login at https://example.com/x", "the password 'admin'", 'Enter your password "here"',
    "Log in with your username/password", "credentials: user/pass", "See login/index.ts for the login page",
    "the login: src/app/login.ts", "use login as password", "login: $USER/$PASS",
    "The promoter should handle it if users pass `dtype=`", "pass `result_type=` explicitly.",
    "the password (hashed) is stored", "password (optional)", "The credentials of admin / admin do not work.",
    "try the password `!important`", "the password `-`",
    "ваш пароль `<пароль>`", "das Passwort `changeme`", "le mot de passe `${DB_PASSWORD}`",
    "Đổi mật khẩu `<mật khẩu mới>`", "nhập mật khẩu của bạn",
    "the password Reset2024 policy", "reset the password for user2 today", "password File2.txt is missing",
    "the password https://Ex1.com/reset page", "SSH ключ или пароль ip 10.0.0.5",
    # a mail address or a key's path before the word, a name after a user (test_redact_keys' near-misses)
    'mail me at x@password "Zq8-Lm2Rt5Vx9"', '@:password "Zq8-Lm2Rt5Vx9"', "credentials: aws/prod-creds-2",
    # Python's pass statement over the next line of code
    "        if done:\n            pass\n        finally:\n            cleanup()",
    "            pass\n            self.io_loop.add_callback(callback)",
    "    pass\n    items.append(Zq8Lm2Rt5Vx9)",
    "        pass\n        cache[key]",
    # a call or a statement under a label
    "**Password**:\n\n    self._append(key)",
    "Password:\n    finally:",
    'spawn ssh $user@$host\nexpect "*yes/no*"\nsend "yes\\r"\nsend "ls -l\\r"\nsend "$password\\r"',
    'spawn ssh root@host\nsend "exit\\r"',
    # a prompt with no answer, a mask, a placeholder, a reference, a sentence, code that prints one
    "Enter password: ",
    "Enter password: ********",
    "New password: changeme",
    "Password for bob: <password>",
    "Password for the admin user: (generated)",
    "Passphrase: correct horse battery",
    'echo "Enter password: $PW"',
    'print("Password: %s" % pw)',
    # a lower-case name is a key's, a type's or an object's, not a prompt (real site-packages and
    # an agent's sample: playwright's TypedDicts, a JavaScript object's shorthand)
    "class HttpCredentials(TypedDict):\n        passphrase: NotRequired[str]\n        password: NotRequired[Optional[str]]",
    "    const body = {\n            password: password,\n            username\n    }",
]


@pytest.mark.parametrize("text", CAUGHT)
def test_prose_shapes_lose_their_value(text):
    assert SECRET not in redact_secrets(text)


@pytest.mark.parametrize("text, value", [
    # a password's word and a bare value with all four kinds of character a password policy asks
    # for (a real Qwen Code session: "SSH ключ или пароль ip 10.93.25.49 пароль V")
    ("SSH ключ или пароль ip 10.0.0.5 пароль 47118023K.m", "47118023K.m"),
    ("the root password Xk93#mZq2 is on the card", "Xk93#mZq2"),
])
def test_a_bare_value_with_a_passwords_look_loses_it(text, value):
    assert value not in redact_secrets(text)


@pytest.mark.parametrize("text", KEPT)
def test_the_same_shapes_without_a_value_stay(text):
    assert redact_secrets(text) == text


def test_a_hard_break_before_a_label_joins_no_token():
    """normalise.py joins a token across a backslash line end; a Markdown hard break before the
    next field's label is no token going on (the URL stays, the value alone goes)."""
    out = redact_secrets(f"Password: {SECRET}\\\nURL: http://intranet.example.com")
    assert SECRET not in out and "URL: http://intranet.example.com" in out


def test_a_label_is_read_where_lower_case_moves_offsets():
    # the label lines are found on the text's lower case; 'İ' lower-cases to two characters, so
    # every line is tried instead (offsets would otherwise point past the label)
    out = redact_secrets("İstanbul ofisi\n**Password**:\n\nZq8xLm2Rt5Vx9")
    assert "Zq8xLm2Rt5Vx9" not in out and out.startswith("İstanbul ofisi\n**Password**:")
