"""Credentials in people's and agents' words (issue 33, round 16: batches 98-99's dev parts, random values).

Each family reads a shape in any language, the value gated as a secret:
- a user and its password parted by a slash (or a colon with no space) after a label of a sign-in's
  credentials, on its line (``Zugangsdaten: admin / V``, ``Identifiants par défaut : root/V``,
  ``(Tài khoản: admin / V)``, ``测试账号：submitter / V``; [pairs] labels) or on the few lines under a
  label alone, a heading or a line ending on a colon (``#### Credenciales de Prueba`` over ``-
  **Médico:** `medico` / `V```, ``echo "Test Credentials:"`` over ``echo "Admin: a@b.c / V"``), where
  the user must read as one (an address, a default account's name, quoted, after a role's colon);
  after a user no more than a name, the value must look random (``Google/OAuth2`` stays);
- what says the password was changed, reset or set to the value, with the auxiliary a passive or a
  perfect puts before it (``A senha foi alterada para V``, ``a été changé en``, ``wurde geändert auf``,
  ``был изменён на``, ``đã được đổi thành``; English's ``set to be``), and Chinese's reset and changed
  phrases glued to the name (``密码已重置为V``, ``密碼已重設為V``; [said] spaced and glued); a bare
  value ends where a script written without spaces or its punctuation goes on (``V，请立即修改``);
- a password's name of a script written without spaces, a space and the value in quotes, with no
  copula (``모두 비밀번호 `V`:``, ``初期パスワード `V```), the value typed-looking;
- a password's word alone on its line over a value alone on the next with a typed password's look
  (``パスワード`` then ``V``; ``sha256`` stays).
Each goes red without its rule.
"""

from __future__ import annotations

import pytest

from lc_memory.redact.engine import redact_secrets

CAUGHT = {
    # a user and its password after a label of a sign-in's credentials, on its line
    "de Zugangsdaten": ("# Zugangsdaten: Admin / Wq7Lm2Rt5Vx9", "Wq7Lm2Rt5Vx9"),
    "de Standard-Zugangsdaten, glued slash": ("console.log('📋 Standard-Zugangsdaten: admin/pHoto7booth9Z');", "pHoto7booth9Z"),
    "de admin:V": ("In Grafana selbst (Zugangsdaten: admin:Kq8Lm2Rt5Vx9) können", "Kq8Lm2Rt5Vx9"),
    "fr identifiants par défaut": ("identifiants par défaut : root/Zq8Lm2Rt5Vx9 pour Bitmain", "Zq8Lm2Rt5Vx9"),
    "vi tài khoản": ("(Gợi ý tài khoản: admin / 7hQx2LmR9vKe)", "7hQx2LmR9vKe"),
    "vi login tài khoản, e-mail": ("//2. Login tài khoản: admin@demo.com / Gw3JIuzUh04g", "Gw3JIuzUh04g"),
    "zh 测试账号": ("测试账号：submitter / keMVtpye3BA3", "keMVtpye3BA3"),
    "en test credentials (e-mail / V)": (" * 1. Uses test credentials (test@example.com / sOCqB0HxFwi5)", "sOCqB0HxFwi5"),
    "ru учётные данные": ("Учётные данные: admin / Zq8Lm2Rt5Vx9", "Zq8Lm2Rt5Vx9"),
    "tr kimlik bilgileri": ("Kimlik bilgileri: root / Zq8Lm2Rt5Vx9", "Zq8Lm2Rt5Vx9"),
    # ... on the lines under a label alone
    "es under a heading, role and backticks": (
        "#### Credenciales de Prueba\n- **Administrador:** `admin` / `NHSn2j9Yg8AC`\n- **Médico:** `medico` / `w2xzp72YvonB`",
        "w2xzp72YvonB"),
    "en under echo'd label": ('echo "📋 Test Credentials:"\necho "   Admin: admin@dentist.com / xFdQiTC9PJOl"', "xFdQiTC9PJOl"),
    "es under console.log'd label": ("console.log('\\n🔑 CREDENCIALES DE PRUEBA:');\nconsole.log('Entrenador: e@deportes.com / AexRNKEN0kfk');",
                                     "AexRNKEN0kfk"),
    # changed, reset or set to, with an auxiliary
    "pt foi alterada para": ('description: "A senha foi alterada para 1FRh7pu0yeGC.",', "1FRh7pu0yeGC"),
    "fr a été changé en": ("Le mot de passe a été changé en Zq8Lm2Rt5Vx9 hier", "Zq8Lm2Rt5Vx9"),
    "es fue cambiada a": ("La contraseña fue cambiada a Zq8Lm2Rt5Vx9", "Zq8Lm2Rt5Vx9"),
    "de wurde geändert auf": ("Das Passwort wurde geändert auf `Zq8Lm2Rt5Vx9`.", "Zq8Lm2Rt5Vx9"),
    "ru был изменён на": ("Пароль был изменён на Zq8Lm2Rt5Vx9", "Zq8Lm2Rt5Vx9"),
    "vi đã được đổi thành": ("Mật khẩu đã được đổi thành Zq8Lm2Rt5Vx9", "Zq8Lm2Rt5Vx9"),
    "en set to be, curly quotes": ("note that I set the password to be “TKph93lJkR2x”, you should change it!", "TKph93lJkR2x"),
    # ... Chinese's reset and changed phrases, glued
    "zh 已重置为, colon": ('print("✅ admin 密码已重置为: peRUghr3sfCh")', "peRUghr3sfCh"),
    "zh 已重置为, glued, fullwidth comma": ('$this->success("密码已重置为a8defC9xnJlo，请立即前往个人中心修改密码",U(1));', "a8defC9xnJlo"),
    "zh 密碼已重設為": ("密碼已重設為Zq8Lm2Rt5Vx9。", "Zq8Lm2Rt5Vx9"),
    # a name of a script without spaces, a space, the value quoted
    "ko 비밀번호 `V`": ("모두 비밀번호 `JvjgSC7y05HQ`:", "JvjgSC7y05HQ"),
    "ja 初期パスワード `V`": ("初期パスワード `Zq8Lm2Rt5Vx9` でログイン", "Zq8Lm2Rt5Vx9"),
    # a password's word alone over its value
    "ja パスワード over V": ("# テストアカウント\nメールアドレス\naaa@aaa\nパスワード\nEvxyJUtBE8bR\n", "EvxyJUtBE8bR"),
    "en Password over V": ("Username\nadmin\nPassword\nZq8Lm2Rt5Vx9\n", "Zq8Lm2Rt5Vx9"),
}

KEPT = [
    # a label of credentials before what is no pair's password
    "Credentials: read/write", "Zugangsdaten: siehe docs/setup.md", "Login: 10:30", "login page at /admin/login2",
    "Credentials: docs/v2", "Tài khoản: admin / bắt buộc", "账号：admin / 请联系管理员", "identifiants par défaut ou faibles",
    "Modifier tous les identifiants par défaut en valeurs uniques par appareil",
    "Test Credentials:\n\nSee the wiki for user/group details", "Credentials:\n- aws/prod-creds-2",
    "Zugangsdaten: admin / ${ADMIN_PASSWORD}", "Identifiants par défaut : admin / <mot-de-passe>",
    # ... after a user no more than a name, a value with no random look; under a label alone, a path
    "Zugangsdaten: siehe Kapitel/Abschnitt3", "Identifiants : voir docs/Install2", "Zugangsdaten: Benutzer/Gruppe1",
    "Credentials:\n- stored at kv/Zq8Lm2Rt5Vx9Ab",
    # changed or reset to what is no value
    "Sua senha foi alterada para o período de férias.", "Пароль был изменён на новый", "Le mot de passe a été changé en clair",
    "密码已重置为默认密码，请尽快登录修改", "密码已重置为用户名！", "the password to be used", "Mật khẩu đã được đổi thành công",
    "密码是admin123的哈希",
    # a name and quotes around what is no value
    "비밀번호 `변수`", "비밀번호 `********`", "パスワード `${PASSWORD}`", "パスワード `password`", "모두 비밀번호 `hash_v2`:",
    "初期パスワード `bcrypt12` でログイン",
    # a password's word alone over what is no value
    "Password\nRequired", "    pass\n    x9Y = 1", "パスワード\n********", "Password\n<your-password>", "パスワード\nsha256",
    "Password\nbcrypt12",
]


@pytest.mark.parametrize("name", CAUGHT)
def test_a_value_given_in_words_is_taken(name: str) -> None:
    text, secret = CAUGHT[name]
    assert secret not in redact_secrets(text)


@pytest.mark.parametrize("text", KEPT)
def test_the_same_shapes_without_a_secret_stay(text: str) -> None:
    assert redact_secrets(text) == text


def test_a_labelled_pair_takes_the_password_not_the_user() -> None:
    """``Zugangsdaten: admin / V``: the value is the pair's second part; the user stays."""
    assert redact_secrets("Zugangsdaten: admin / Wq7Lm2Rt5Vx9") == "Zugangsdaten: admin / [REDACTED:secret-value]"


def test_a_long_run_of_spaces_is_read_once() -> None:
    """Runs of spaces that may stand side by side in a pattern are read whole (possessively): a
    password's word, then 10,000 spaces and a colon or a question mark, took seconds in the label
    line's, the sentence's and the question's readers (given back one space at a time)."""
    import time

    from lc_memory.redact.prose import prose_spans

    run = " " * 10_000
    texts = ["login " + run + ":\n", "password is :" + run + "\n", "Пароль:" + run + ":" + run + "x",
             "what is the password" + run + "?x\n", "login" + run + "admin" + run + "pw" + run + "x"]
    start = time.process_time()
    for text in texts:
        list(prose_spans(text))
    assert time.process_time() - start < 1.0
