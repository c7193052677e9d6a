"""Credentials in people's words (issue 33, round 14: batches 90-91's dev parts, random values).

Each family reads a shape in any language, the value gated as a secret:
- a value that backticks, a tag or bold delimit may hold an "=" (a random password's), code only
  when it assigns (``NAME=V``);
- inline code of three backticks after a label (``密码：```V```` ``);
- a label after a separator of label-value pairs on one line (``Email: u | Mat khau: V``);
- a dash between spaces joins a password's name and its value as a colon does;
- more copulas ([said] spaced: Arabic's هي/هو, це, е, jest, adalah) and Indonesian's two-word name;
- a password's name glued to its value in a script written without spaces (``密碼V登入``);
- a default account's pair (``admin/V``) alone on its line or between CJK letters, a few lines after
  one that names the password;
- a value alone on its line under which the writer says it is their own key (``// V`` over
  ``// 这是我的Key``);
- a secret's name after its owner's word and the value with no colon (``вот мой токен V``,
  ``Используй этот ключ V для ...``), an auth scheme's word before a named token's value.
Each goes red without its rule.
"""

from __future__ import annotations

import pytest

from lc_memory.redact.engine import redact_secrets
from lc_memory.redact.prose import _code

CAUGHT = {
    # "=" inside a delimited value
    "label, backticks, =": ("   - كلمة المرور: `Dtmo*wK=f%1e7+Ql4Y`", "Dtmo*wK=f%1e7+Ql4Y"),
    "label mid-sentence, =": ("2. سجل دخول بـ `sales@example.sa` وكلمة المرور: `G4=j7.8%58X_mS`", "G4=j7.8%58X_mS"),
    "label, bold, =": ("- **Пароль:** **Zq8=Lm2Rt5Vx9**", "Zq8=Lm2Rt5Vx9"),
    "said, quoted, =": ("das Passwort lautet `Zq8=Lm2Rt5Vx9`.", "Zq8=Lm2Rt5Vx9"),
    "key name, quoted, =": ("API ключ: `Zq8L=m2Rt5Vx9Kp`", "Zq8L=m2Rt5Vx9Kp"),
    # three backticks
    "triple backticks": ("- 管理员：```yating```\n\n- 密码：```ge0apU@8LW*s```", "ge0apU@8LW*s"),
    # a label after a pairs' separator
    "after | (vi)": ("-- Email: capyboy@example.com | Mat khau: HZHz7F%67UFA", "HZHz7F%67UFA"),
    "after | (fa)": ("-- نام کاربری: admin | رمز عبور: Dp^s*i@8z12P\nINSERT INTO `users` (", "Dp^s*i@8z12P"),
    "after |, bare =": ("-- نام کاربری: admin | رمز عبور: DNW7!w*2=tV-", "DNW7!w*2=tV-"),
    "label, bare =": ("- Пароль: Dtmo*wK=f%1e7+Ql4Y", "Dtmo*wK=f%1e7+Ql4Y"),
    "after fullwidth |": ("用户名：admin｜密码：`Zq8Lm2Rt5Vx9`", "Zq8Lm2Rt5Vx9"),
    # a dash as a copula
    "dash, in a string": ('service.ask(KEY, "запамʼятай мій пароль — I85XPSeaC9Ds", now=NOW)', "I85XPSeaC9Ds"),
    "dash, quoted": ("Пароль — `Zq8Lm2Rt5Vx9`", "Zq8Lm2Rt5Vx9"),
    "en dash": ("el password – `Zq8Lm2Rt5Vx9`", "Zq8Lm2Rt5Vx9"),
    # copulas
    "ar هي": ('candidate("تذكر أن كلمة المرور هي HzI6P5IckKx2") == null', "HzI6P5IckKx2"),
    "ar هو": ("الرمز السري: كلمة المرور هو `Zq8Lm2Rt5Vx9`", "Zq8Lm2Rt5Vx9"),
    "uk це": ("мій пароль це `Zq8Lm2Rt5Vx9`", "Zq8Lm2Rt5Vx9"),
    "bg е": ("паролата: пароль е `Zq8Lm2Rt5Vx9`", "Zq8Lm2Rt5Vx9"),
    "pl jest": ("hasło jest `Zq8Lm2Rt5Vx9`", "Zq8Lm2Rt5Vx9"),
    "id adalah": ("kata sandi adalah Zq8Lm2Rt5Vx9", "Zq8Lm2Rt5Vx9"),
    # an owner's word, a secret's name, the value
    "ru мой токен": ('written = f"вот мой токен eo3FX7rTai_vl5kFc5VLQ0o , принимай"', "eo3FX7rTai_vl5kFc5VLQ0o"),
    "ru user wrote": ('"Пользователь написал: привет, вот мой токен hyhKvvfyfAcECcBBo0wn",', "hyhKvvfyfAcECcBBo0wn"),
    "ru этот ключ": ("problem: `Используй этот ключ sk-XJLKlZw4QNAlfO6UODjVWcSH для запуска приложения`",
                     "sk-XJLKlZw4QNAlfO6UODjVWcSH"),
    "en my token": ("here's my token Zq8Lm2Rt5Vx9, thanks", "Zq8Lm2Rt5Vx9"),
    "de mein Schlüssel": ("mein Schlüssel `Zq8Lm2Rt5Vx9`", "Zq8Lm2Rt5Vx9"),
    "fr ma clé": ("voici ma clé Zq8Lm2Rt5Vx9.", "Zq8Lm2Rt5Vx9"),
    "pt meu token": ("o meu token Bearer Zq8Lm2Rt5Vx9", "Zq8Lm2Rt5Vx9"),
    # a password's name glued to its value between letters of a script written without spaces
    "zh-TW glued": ("可以輸入帳號admin 密碼Js5MSgJYTm5j登入", "Js5MSgJYTm5j"),
    "ja glued": ("パスワードABCdef123を入力", "ABCdef123"),
    "ko glued": ("비밀번호Abc12345!를 입력", "Abc12345!"),
    # a default account's pair a few lines after the password is named
    "pair alone": ("# The default password can log in to the management background\n\nadmin/Sk87KHPVDSW4\n", "Sk87KHPVDSW4"),
    "pair, list": ("Default password?\n\n- root / Zq8Lm2Rt5Vx9.\n", "Zq8Lm2Rt5Vx9"),
    "pair in CJK": ("# 默认用户名和密码不能登录\n\n系统部署好了后，默认的admin/9T6Y.6@7=XiO为何不能登录呢\n", "9T6Y.6@7=XiO"),
    # a value alone on its line, the next line says it is the writer's own key
    "mine under (zh)": ("#import <AMapLocationKit/AMapLocationKit.h>\n\n// 5745e587a5216c41c3173d100cbd8dc4\n"
                        "// 这是我的Key, 你自己去高德平台申请一个 OK?\n", "5745e587a5216c41c3173d100cbd8dc4"),
    "mine under (ru)": ("ABcd1234EFgh5678ij\n-- это мой токен, не трогать", "ABcd1234EFgh5678ij"),
    "mine under (en)": ("`Zq8Lm2Rt5Vx9Kp`\nthis is my password for the staging box", "Zq8Lm2Rt5Vx9Kp"),
    # an auth scheme's word before a named token's value
    "токен: Bearer": ('Запрос 2: "дай заказы, вот мой токен: Bearer KWtBc5BU5z6N"', "KWtBc5BU5z6N"),
}

KEPT = [
    # an assignment stays code; placeholders and words stay
    "Klucz API: `OPENAI_API_KEY=sk-proj-...`", "- Пароль: PGPASSWORD=${PGPASSWORD}", "- Пароль: ```<пароль>```",
    "Email: a@example.com | Password: ********", "| Пароль | `***` |", "-- Email: x@example.com | Mat khau: 123",
    "the password - required", "пароль — обязательное поле", "password — see below",
    "3. 1Password - 1Password is a robust password manager and digital wallet",
    "إن مدة صلاحية كلمة المرور هي 90 يوم", "kata sandi adalah rahasia", "hasło jest wymagane",
    "my key is broken", "press this key Ctrl+Shift+P", "this token 2024-06-01T12:00", "Используй этот ключ -d для поиска",
    "my token sk-xxxxxxxxxxxx", "вот мой токен: Bearer <token>", "my password manager is 1Password",
    "mein Schlüssel ist weg", "password reset\nsee src/admin/UserController2.php and root/Dockerfile2",
    "Password\nadmin/Settings2X page", "the password\ncd /root/Build2024x", "password\nroot/App2Main.py\n",
    "admin/Sk87KHPVDSW4 is a branch", "The default password:\nsee the file root/Dockerfile2 for it",
    "Which password manager do you use?\n\nadmin/Zq8Lm2Rt5Vx9\n",
    "src/components/Header.tsx\nthis is my key insight", "https://example.com/page\nthis is my token page",
    "2024-06-01T12:00:00Z\nthis is my key date", "Zq8Lm2Rt5Vx9Kp\nthis is my keyboard", "Zq8Lm2Rt5Vx9Kp\nthis is the key", "密码MD5加密", "密码reset_token2功能", "修改密码https://x.com/a?b=1页面", "密码：见群文件", "the key to success", "this key: value pair",
]


@pytest.mark.parametrize("name", CAUGHT)
def test_a_value_given_in_words_is_taken(name: str) -> None:
    text, secret = CAUGHT[name]
    assert secret not in redact_secrets(text)


@pytest.mark.parametrize("text", KEPT)
def test_the_same_shapes_without_a_secret_stay(text: str) -> None:
    assert redact_secrets(text) == text


@pytest.mark.parametrize("value, delimited, code", [
    ("G4=j7.8%58X", True, False), ("Dtmo*wK=f%1e7", True, False), ("G4=j7.8%58X", False, True),
    ("Zq8=Lm2Rt5", True, False), ("DB_PASSWORD=x", True, True), ("api_key = x", True, True), ("apiKey=x", True, True),
    ("Db.Pass=x", True, True), ("a==b", True, False), ("f(x)", True, True),
])
def test_an_equals_sign_is_code_only_where_it_assigns(value: str, delimited: bool, code: bool) -> None:
    assert _code(value, delimited) is code
