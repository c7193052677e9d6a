"""Credentials in people's words (issue 33, round 15: batches 94-95's dev parts, random values).

Each family reads a shape in any language, the value gated as a secret:
- words that say whose or which password it is between its name and the copula, opened by a
  preposition of owning or purpose or a possessive ([said] complements: ``Mật khẩu của tôi là V``,
  ``La password di accesso è V``, ``كلمة المرور الخاصة بي هي V``); a value holding a password's word
  is a name there (``... est 1Password``);
- the same words with no copula, before a bare value of a policy's four kinds of character
  (``Пароль от почты V уже не подходит``); with no copula nor words, a random run of ten or more of
  three kinds passes as the four do (``Пароль ZhTVysgZ0ItQ вже не працює``);
- Arabic's other two-word name of a password (``كلمة السر هي V``; [said] two_word_passwords), names
  with their owner inflected in (``şifrem``, ``passwordnya``, ``jelszavam``, ``adgangskoden``) and ones
  the key lexicon lacks (``parola``, ``κωδικός``, ``پسورد``: [said] password_words); copulas of more
  languages (``er``, ``este``, ``είναι``, ``היא``, ``будет``) and possessives after the name (``saya``,
  ``mea``, ``μου``, ``שלי``, ``من``);
- what says the password was changed or set to the value ([said] spaced: changé en, geändert auf,
  поменял на ...; glued: 改成了, 設為; the verb last after the name's object particle: パスワードをVに変更,
  비밀번호를 V로 바꿨어요, şifreyi V yaptım), an arrow as a colon (``пароль -> V``), a relative clause
  between the name and its copula (``The password I use is V``); a text of a script without spaces
  is read though no space, colon or line break is in it;
- the copula last, as languages that put the verb last say it (``मेरा पासवर्ड V है``, ``پسورد من V
  است``, ``비밀번호 V입니다``; [said] final_copulas), the value typed-looking;
- a value in an inline tag of markup, as in quotes (``기본 비밀번호는 <b>V</b>이며``,
  ``Varsayılan şifre: <strong>V</strong>``; [said] value_tags);
- a user's word and name, then a password's short word and the value with no colon (``login admin
  pass V``, ``user admin pw V``; [said] user_words, short_password_words), the value the password's gate's;
- a note in parentheses between a key's name and its colon (``access token (Management API): `V```),
  and a personal access token's name ([key_names] personal access token; not "pat": a key's name wakes
  the reader wherever it stands in a word, and "pat" stands in every path);
- an asterisk inside a bare value is the value's (``La password è ZG*2LN%1c0.z oggi``), and so is an
  "=" that does not assign (``كلمة السر هي jHE+6F=n*2Dc4``; ``NAME=`` stays code).
Each goes red without its rule.
"""

from __future__ import annotations

import pytest

from lc_memory.redact.engine import redact_secrets

CAUGHT = {
    # words between the name and its copula
    "vi của tôi là": ('- Rò rỉ PII rõ ràng (✓ "Mật khẩu của tôi là cTbZGYdDUDv8")', "cTbZGYdDUDv8"),
    "vi, then a comma": ('["Mật khẩu của tôi là ZE!THL%2s7wx, hãy lưu lại giúp tôi.", ["mật khẩu"]],', "ZE!THL%2s7wx"),
    "it di accesso è": ('{ "La password di accesso è Luna7Verde2x oggi",', "Luna7Verde2x"),
    "ar الخاصة بي هي": ("credential: 'كلمة المرور الخاصة بي هي Zq8Lm2Rt5Vx9.',", "Zq8Lm2Rt5Vx9"),
    "fr de travail est": ("Mon mot de passe de travail est Zq8Lm2Rt5Vx9.", "Zq8Lm2Rt5Vx9"),
    "de für den Server lautet": ("Das Passwort für den Server lautet `Zq8Lm2Rt5Vx9`.", "Zq8Lm2Rt5Vx9"),
    # ... with no copula, a policy's look
    "ru от почты, bare": ('{ "Пароль от почты ohn6vh*7NEnR уже не подходит",', "ohn6vh*7NEnR"),
    "pl do poczty, bare": ("hasło do poczty Kwiat7!Las9 dziś", "Kwiat7!Las9"),
    # ... or with no copula nor words, a random run of three kinds of character, ten or more
    "uk no copula, no symbol": ('{ "Пароль ZhTVysgZ0ItQ вже не працює",', "ZhTVysgZ0ItQ"),
    "en no copula, no symbol": ("new password Kq7vTz2mWp9x for the box", "Kq7vTz2mWp9x"),
    # Arabic's كلمة السر
    "ar كلمة السر هي": ("extractAndSaveFacts(userId, 'كلمة السر هي jyI1Q@El@36gJ0ob', 'conv-1');", "jyI1Q@El@36gJ0ob"),
    "ar كلمة السر, backticks": ("- تأكد أن كلمة السر هي `91weDIuWQ2cA`", "91weDIuWQ2cA"),
    "ar كلمة السر, quoted": ('// اذا كلمة السر هي "wKSkx95Erog2" اعتبرها صحيحة', "wKSkx95Erog2"),
    # a value in an inline tag
    "ko <b>": ("기본 비밀번호는 <b>BLz4G0Eeck06</b>이며, 직원이 로그인 후 변경할 수 있습니다.", "BLz4G0Eeck06"),
    "tr <strong>": ('<div class="login-note">Demo • Varsayılan şifre: <strong>JBFC8SEA0eff</strong></div>', "JBFC8SEA0eff"),
    "es <code>": ("La contraseña por defecto es <code>Zq8Lm2Rt5Vx9</code>.", "Zq8Lm2Rt5Vx9"),
    "ja <code>": ("パスワードは<code>Zq8Lm2Rt5Vx9</code>です", "Zq8Lm2Rt5Vx9"),
    # an asterisk inside a bare value
    "it è, asterisk": ('{ "La password di accesso è ZG*2LN%1c0.z oggi",', "ZG*2LN%1c0.z"),
    "ar هي, asterisks": ("كلمة المرور هي oXVmD5Vr*5M*t2eY.", "oXVmD5Vr*5M*t2eY"),
    # a password's name with its owner or article inflected into it, and names the key lexicon lacks
    "tr şifrem": ("şifrem Zq8Lm2Rt5Vx9 unutma", "Zq8Lm2Rt5Vx9"),
    "id passwordnya": ("passwordnya Zq8Lm2Rt5Vx9 ya", "Zq8Lm2Rt5Vx9"),
    "hu jelszavam": ("A jelszavam Zq8Lm2Rt5Vx9", "Zq8Lm2Rt5Vx9"),
    "bg парола": ("парола: Zq8Lm2Rt5Vx9", "Zq8Lm2Rt5Vx9"),
    # more copulas, and possessives after the name
    "da er": ("Adgangskoden er Zq8Lm2Rt5Vx9", "Zq8Lm2Rt5Vx9"),
    "el είναι": ("ο κωδικός μου είναι Zq8Lm2Rt5Vx9", "Zq8Lm2Rt5Vx9"),
    "he היא": ("הסיסמה שלי היא Zq8Lm2Rt5Vx9", "Zq8Lm2Rt5Vx9"),
    "ru будет": ("пароль будет `Zq8Lm2Rt5Vx9`", "Zq8Lm2Rt5Vx9"),
    "ro mea este": ("Parola mea este Zq8Lm2Rt5Vx9", "Zq8Lm2Rt5Vx9"),
    "id saya": ("kata sandi saya Zq8Lm2Rt5Vx9 ya", "Zq8Lm2Rt5Vx9"),
    # the copula last
    "hi है": ("मेरा पासवर्ड Zq8Lm2Rt5Vx9 है", "Zq8Lm2Rt5Vx9"),
    "fa است": ("پسورد من Zq8Lm2Rt5Vx9 است", "Zq8Lm2Rt5Vx9"),
    "ur ہے": ("میرا پاس ورڈ Zq8Lm2Rt5Vx9 ہے", "Zq8Lm2Rt5Vx9"),
    "mr आहे": ("आमचा पासवर्ड `Zq8Lm2Rt5Vx9` आहे", "Zq8Lm2Rt5Vx9"),
    "ko 입니다": ("비밀번호 Zq8Lm2Rt5Vx9입니다", "Zq8Lm2Rt5Vx9"),
    # changed or set to the value, in words of many languages; an arrow as a colon; a relative clause
    "fr changé en": ("mot de passe changé en Zq8Lm2Rt5Vx9", "Zq8Lm2Rt5Vx9"),
    "de geändert auf": ("Passwort geändert auf `Zq8Lm2Rt5Vx9`", "Zq8Lm2Rt5Vx9"),
    "ru поменял на": ("пароль поменял на Zq8Lm2Rt5Vx9, проверь", "Zq8Lm2Rt5Vx9"),
    "zh 改成了, glued": ("密码改成了Zq8Lm2Rt5Vx9", "Zq8Lm2Rt5Vx9"),
    "zh-TW 設為, glued": ("密碼設為Zq8Lm2Rt5Vx9", "Zq8Lm2Rt5Vx9"),
    "ja を…に変更": ("パスワードをZq8Lm2Rt5Vx9に変更しました", "Zq8Lm2Rt5Vx9"),
    "ko 를…로 바꿨": ("비밀번호를 Zq8Lm2Rt5Vx9로 바꿨어요", "Zq8Lm2Rt5Vx9"),
    "tr şifreyi … yaptım": ("şifreyi Zq8Lm2Rt5Vx9 yaptım", "Zq8Lm2Rt5Vx9"),
    "ru arrow": ("пароль -> Zq8Lm2Rt5Vx9", "Zq8Lm2Rt5Vx9"),
    "zh arrow": ("密码 → Zq8Lm2Rt5Vx9", "Zq8Lm2Rt5Vx9"),
    "en I use is": ("The password I use is Zq8Lm2Rt5Vx9", "Zq8Lm2Rt5Vx9"),
    "fr que j'utilise est": ("le mot de passe que j'utilise est Zq8Lm2Rt5Vx9", "Zq8Lm2Rt5Vx9"),
    # a user's word and name, a password's short word and the value
    "login … pass": ("login admin pass Zq8Lm2Rt5Vx9", "Zq8Lm2Rt5Vx9"),
    "user … pw": ("ssh in with user admin pw Zq8Lm2Rt5Vx9 please", "Zq8Lm2Rt5Vx9"),
    "логин … пароль": ("логин admin пароль Zq8Lm2Rt5Vx9", "Zq8Lm2Rt5Vx9"),
    # a key's name, a note in parentheses, then the colon; a personal access token's name
    "access token (note):": ("- **Supabase access token (Management API):** `Zq8Lm2Rt5Vx9KpW3`", "Zq8Lm2Rt5Vx9KpW3"),
    "personal access token (note):": ("GitHub personal access token (classic): Zq8Lm2Rt5Vx9KpW3", "Zq8Lm2Rt5Vx9KpW3"),
    "personal access token": ("Personal access token: Zq8Lm2Rt5Vx9KpW3", "Zq8Lm2Rt5Vx9KpW3"),
    # an "=" inside a bare typed value that does not assign
    "ar هي, =": ("extractAndSaveFacts(userId, 'كلمة السر هي jHE+6F=n*2Dc4*qG', 'conv-1');", "jHE+6F=n*2Dc4*qG"),
    "th คือ, =": ('("รหัสผ่านคือ uqBMhx*5j=46 ครับ", True, "DIRECT"),', "uqBMhx*5j=46"),
}

KEPT = [
    # the words between, with no value's look after the copula
    "La password di accesso è obbligatoria.", "Mật khẩu của tôi là gì?", "Le mot de passe de l'utilisateur est stocké haché.",
    "كلمة المرور الخاصة بك هي مفتاح هويتك", "Le mot de passe du gestionnaire est 1Password",
    "the password for the admin user is set in the .env file", "Mật khẩu của bạn là bắt buộc",
    "La password di default è `changeme`", "Пароль от почты нужно сменить", "hasło do poczty zostało zmienione",
    "password for bcrypt is $2b$10$N9qo8uLOickgx2ZMRZoMyeIjZAgcfl7p92ldGxad68LJZdL17lhWy",
    "Пароль от почты Argon2id",
    # no copula: a name, a short or a readable run stays
    "password PBKDF2WithHmacSHA256 hashing", "Пароль Argon2id вже",
    # Arabic's كلمة السر before words
    "الحد الادنى لكلمة السر هي 6 احرف", "كلمة السر هي رقم الهاتف", "(مثال: كلمة السر هي XYZ123)",
    # the new names and copulas before words
    "मेरा पासवर्ड याद नहीं है", "पासवर्ड बदलना ज़रूरी है", "پسورد من فراموش شده است", "Adgangskoden er forkert",
    "şifrem yanlış", "Parola mea este prea scurtă", "La parola chiave è importante", "passwordnya salah",
    "пароль будет отправлен на почту", "비밀번호 변경입니다", "Parola: ciao", "ο κωδικός είναι λάθος",
    "पासवर्ड 8 अक्षरों का होना चाहिए है", "비밀번호 12345678입니다",
    "パスワードを変更しました", "密码改成了什么", "비밀번호를 변경했어요", "mot de passe changé en clair",
    "пароль поменял на новый", "password -> hashed", "пароль -> см. ниже", "The password I use is long",
    "şifreyi değiştir yaptım",
    "login admin pass through the gate", "user admin pw reset", "user root pwd /root/dir1",
    # a note in parentheses, a name called Pat: no value's look after them
    "Pat: hello there", "API key (optional): your-api-key-here", "access token (expires in 1h): 3600",
    "PAT (classic): see Settings > Developer settings",
    # tags around what is no value
    "비밀번호는 <b>8자 이상</b>이어야 합니다", "Varsayılan şifre: <strong>****</strong>",
    "Пароль: <code>${DB_PASSWORD}</code>", "Пароль: <code>&lt;пароль&gt;</code>", "şifre: <b>gerekli</b>",
    # an asterisk: an emphasis still opens a quoted value, a mask stays
    "Le mot de passe est *secret*.", "the password is `********`", "La password è **obbligatoria**",
    "كلمة المرور هي DB_PASSWORD=${DB_PASSWORD}", "รหัสผ่านคือ ${ADMIN_PASSWORD} ครับ",
]


@pytest.mark.parametrize("name", CAUGHT)
def test_a_value_given_in_words_is_taken(name: str) -> None:
    text, secret = CAUGHT[name]
    assert secret not in redact_secrets(text)


@pytest.mark.parametrize("text", KEPT)
def test_the_same_shapes_without_a_secret_stay(text: str) -> None:
    assert redact_secrets(text) == text


def test_a_bare_value_ends_where_a_script_without_spaces_goes_on() -> None:
    """パスワードはVです: the value is V, not V and です (a text with no space is read since round 15)."""
    assert redact_secrets("パスワードはZq8-Lm2Rt5!Vx9です").endswith("]です")
    assert redact_secrets("密码改成了Zq8Lm2Rt5Vx9").startswith("密码改成了[")
