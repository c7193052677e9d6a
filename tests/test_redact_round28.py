"""Issue 33, round 28: readings that hold in general, found on outside prose that tells a credential
in words (session 63: setup guides, READMEs, issue threads, UI strings and an agent's summaries, in
many languages). Each reading is red without it; each keep stays. Lines are written anew in that
prose's manner, values random."""

from __future__ import annotations

import pytest

from lc_memory.redact.engine import redact_secrets


def _taken(text: str, *values: str) -> bool:
    out = redact_secrets(text)
    return all(v not in out for v in values)


# --- a user and a password said together ----------------------------------------------------------

# a made-up word (letters only, reading as no English word) after a default account's name, an address
# or a quoted user, parted by a slash or a colon, where a credentials' label says it is a sign-in's
PAIRS_TAKEN = [
    ("The stock credentials are root / vqxkzwe . Change them on first boot.", "vqxkzwe"),
    ("the factory credentials are admin:pwqzvjk (you will be asked to change it)", "pwqzvjk"),
    ("The credentials from the wiki (`admin/hjkwqzt`) are rejected on 2.4", "hjkwqzt"),
    ("Credentials for the demo: ops@example.org / zxqvbnk", "zxqvbnk"),
]
PAIRS_KEPT = [
    "The credentials page (`admin/dashboard`) moved in 2.4",
    "credentials: admin / required",
    "Old credentials are root / root, see the wiki",
    "Login via admin/settings, then open the users tab",
]


@pytest.mark.parametrize(("text", "value"), PAIRS_TAKEN)
def test_a_made_up_word_after_a_default_account_is_taken(text: str, value: str) -> None:
    assert _taken(text, value)


@pytest.mark.parametrize("text", PAIRS_KEPT)
def test_a_word_after_an_account_stays(text: str) -> None:
    assert redact_secrets(text) == text


# bold around each part of a pair, as quotes; Russian's and Ukrainian's "login" as the pair's label
@pytest.mark.parametrize(("text", "value"), [
    ("Логин: **root** / **vqxkzwe**", "vqxkzwe"),
    ("Логін: admin / Rm4qTz8wXk2p", "Rm4qTz8wXk2p"),
    ("Credentials: **admin** / **Qm7vX2kLp9Rt**", "Qm7vX2kLp9Rt"),
])
def test_a_pair_in_bold_or_after_login_in_cyrillic_is_taken(text: str, value: str) -> None:
    assert _taken(text, value)


def test_a_login_rule_in_cyrillic_stays() -> None:
    text = "Логин должен быть от 4 до 20 символов, например ivan/petrov"
    assert redact_secrets(text) == text


# the same order of a user and a password, with their values: "username and password is "u" and "V""
@pytest.mark.parametrize(("text", "value"), [
    ('The default username and password is "root" and "kqzvwmtp"', "kqzvwmtp"),
    ('Your login and password are `demo` and `Tz7mQ4wXk9`.', "Tz7mQ4wXk9"),
])
def test_a_user_and_a_password_said_together_are_taken(text: str, value: str) -> None:
    assert _taken(text, value)


def test_a_user_and_a_password_said_together_as_words_stay() -> None:
    text = 'The username and password are "required" and "required"'
    assert redact_secrets(text) == text


# a password changed from one quoted value to another: both are the account's
@pytest.mark.parametrize(("text", "values"), [
    ("// Reset the password from 'qwvkzmr' to 'zkxqvwp'", ("qwvkzmr", "zkxqvwp")),
    ('I changed the password from "Lp4xQz8wMk" to "Tn7vRk2qXw" on Monday', ("Lp4xQz8wMk", "Tn7vRk2qXw")),
])
def test_a_password_changed_from_one_value_to_another_is_taken(text: str, values: tuple[str, ...]) -> None:
    assert _taken(text, *values)


def test_a_password_moved_from_one_place_to_another_stays() -> None:
    text = 'Move the password from "vault" to "env" before the release'
    assert redact_secrets(text) == text


# --- a password's name and the words between it and its copula -----------------------------------

# [said] complements: French's, Spanish's, Portuguese's and Italian's "for", Indonesian's "your";
# and up to three words after one (pour tous les comptes)
COMPLEMENTS = [
    ("Le mot de passe initial pour les comptes est : `vqxkzwep`.", "vqxkzwep"),
    ("La contraseña para el panel nuevo es Tq8mZx4kWp", "Tq8mZx4kWp"),
    ("A senha para o painel é Tq8mZx4kWp", "Tq8mZx4kWp"),
    ("La password per il database è `Kw9xTq2mZp`", "Kw9xTq2mZp"),
    ("Kata sandi Anda adalah qz84wm", "qz84wm"),
    ("Kata sandi kamu adalah Mx7wQ2zk", "Mx7wQ2zk"),
]
COMPLEMENTS_KEPT = [
    "La contraseña para acceder es obligatoria.",
    "Le mot de passe pour se connecter est requis.",
    "La contraseña para todos los usuarios es la misma.",
    "the password manager for the whole team is 1Password",
]


@pytest.mark.parametrize(("text", "value"), COMPLEMENTS)
def test_a_password_for_something_is_taken(text: str, value: str) -> None:
    assert _taken(text, value)


@pytest.mark.parametrize("text", COMPLEMENTS_KEPT)
def test_what_a_password_for_something_must_be_stays(text: str) -> None:
    assert redact_secrets(text) == text


# the instrumental case, "with the password": Russian (Ukrainian), Polish, Czech
@pytest.mark.parametrize(("text", "value"), [
    ("Создан пользователь `deploy` с паролем `83710592`", "83710592"),
    ("Założono konto `ops` z hasłem `Vq7mXk2wZp`", "Vq7mXk2wZp"),
    ("Účet `ops` vytvořen s heslem `Vq7mXk2wZp`", "Vq7mXk2wZp"),
])
def test_a_password_in_the_instrumental_case_is_taken(text: str, value: str) -> None:
    assert _taken(text, value)


def test_a_sentence_in_the_instrumental_case_without_a_value_stays() -> None:
    text = "Вход с паролем невозможен."
    assert redact_secrets(text) == text


# --- a label and its value on one line --------------------------------------------------------------

@pytest.mark.parametrize(("text", "value"), [
    ("Senha inicial: **`Wq8vTz3mKx@27`**", "Wq8vTz3mKx@27"),            # bold around inline code
    ("- Protegido por senha. Senha padrão: **`Wq8vTz3mKx@27`**", "Wq8vTz3mKx@27"),  # after a sentence's stop
    ("Ask ops before the release. Password: Qm7vX2kLp9Rt", "Qm7vX2kLp9Rt"),
])
def test_a_label_in_bold_code_or_after_a_sentence_is_taken(text: str, value: str) -> None:
    assert _taken(text, value)


@pytest.mark.parametrize("text", [
    "Password: **`required`**",
    "Use a strong one. Password: required",
    "It failed. Password: incorrect for user admin",
])
def test_a_label_of_a_word_stays(text: str) -> None:
    assert redact_secrets(text) == text


# --- a password hashed where it is written -----------------------------------------------------------

@pytest.mark.parametrize(("text", "value"), [
    ('  const seeded = await bcrypt.hash("Pq7x@mwz41", 10);', "Pq7x@mwz41"),
    ("const h = await bcryptjs.hash('Tz8wQm3xKp', 12)", "Tz8wQm3xKp"),
    ("const digest = await argon2.hash('Tz8wQm3xKp')", "Tz8wQm3xKp"),
    ("'password' => Hash::make('Tz8wQm3xKp'),", "Tz8wQm3xKp"),
])
def test_a_literal_a_hashing_library_takes_is_taken(text: str, value: str) -> None:
    assert _taken(text, value)


@pytest.mark.parametrize("text", [
    "const seeded = await bcrypt.hash(password, 10);",
    "digest = sha.hash('Tz8wQm3xKp')",
    "key = myhash('Tz8wQm3xKp')",
    "'password' => Hash::make($request->password),",
])
def test_a_hashing_call_of_a_variable_or_another_hash_stays(text: str) -> None:
    assert redact_secrets(text) == text


# --- near-misses --------------------------------------------------------------------------------

# a netrc's "default" opens an entry: a sentence's "no default password anywhere)." is prose
def test_a_sentence_that_says_default_password_is_no_netrc() -> None:
    text = "Only the owner sets one (RT-114: the seed leaves no default password anywhere)."
    assert redact_secrets(text) == text
    assert _taken("default login ci password Zq8-Lm2Rt5!Vx9", "Zq8-Lm2Rt5!Vx9")


# a note in a script written without spaces after a label's colon is words, not a value
@pytest.mark.parametrize("text", [
    "// パスワード：初回ログインの際は、社員番号をそのまま入れてください → 変更画面へ。",
    "密码：首次登录时请使用手机号后六位，登录后立即修改。",
    "비밀번호：처음에는 사번을 입력하세요",
])
def test_a_sentence_of_a_script_without_spaces_after_a_password_label_stays(text: str) -> None:
    assert redact_secrets(text) == text


# a value that says in words it is a sample
@pytest.mark.parametrize("text", [
    "Assuming that your API key is `55120934-THIS-IS-A-SAMPLE-KEY`, the header reads:",
    "token: this_is_an_example_token_991",
])
def test_a_value_that_says_it_is_a_sample_stays(text: str) -> None:
    assert redact_secrets(text) == text


# a made-up word (letters only, reading as no English word) quoted right after the password's word,
# and after a label with no Latin letter (Cyrillic, CJK), whose words are none of the value's
@pytest.mark.parametrize(("text", "value"), [
    ('Sign in as "root"\nand password "ouipwsae".', "ouipwsae"),
    ('la cuenta por defecto (usuario: "lucia", contraseña "aeupwsoi").', "aeupwsoi"),
    ("- **Пароль:** ffzzk", "ffzzk"),
    ("密码：bbzzt", "bbzzt"),
])
def test_a_made_up_word_after_a_password_word_or_a_non_latin_label_is_taken(text: str, value: str) -> None:
    assert _taken(text, value)


@pytest.mark.parametrize("text", [
    "- **Пароль:** required",
    "- **Пароль:** обязателен",
    'Set the password "hunter" please',
    "şifre: gerekli olabilir",
])
def test_a_word_after_a_password_word_or_a_non_latin_label_stays(text: str) -> None:
    assert redact_secrets(text) == text


# a prompt's or an instruction's words before the password's name and a colon, in other languages
# ([said] prompt_words), and a list's mark before them
@pytest.mark.parametrize(("text", "value"), [
    ("- Entrez le mot de passe : `Hq7wZk2mXp9Lt4`", "Hq7wZk2mXp9Lt4"),
    ("Saisissez votre mot de passe : Hq7wZk2mXp9Lt4", "Hq7wZk2mXp9Lt4"),
    ("le mot de passe : `Hq7wZk2mXp9Lt4`", "Hq7wZk2mXp9Lt4"),
    ("2. Enter the password: Hq7wZk2mXp9Lt4", "Hq7wZk2mXp9Lt4"),
])
def test_a_prompt_in_another_language_or_a_list_item_is_taken(text: str, value: str) -> None:
    assert _taken(text, value)


@pytest.mark.parametrize("text", [
    "Le mot de passe : requis",
    "- Entrez votre mot de passe : ********",
    "La contraseña : obligatoria",
])
def test_a_prompt_of_a_word_or_a_mask_stays(text: str) -> None:
    assert redact_secrets(text) == text


# a qualifier between the password's word and its value in parentheses or quotes
@pytest.mark.parametrize(("text", "value"), [
    ("#  replacing a senha padrão (Tqw8mZx41kv).", "Tqw8mZx41kv"),
    ("смените пароль по умолчанию `Tqw8mZx41kv` после входа", "Tqw8mZx41kv"),
])
def test_a_qualified_password_in_parentheses_or_quotes_is_taken(text: str, value: str) -> None:
    assert _taken(text, value)


@pytest.mark.parametrize("text", ["la contraseña por defecto (ver abajo)", "senha padrão (opcional)"])
def test_a_qualified_password_with_a_note_in_parentheses_stays(text: str) -> None:
    assert redact_secrets(text) == text


# prose in a JSON document's string values, each read as lines of its own (a tool call's input as a
# model's prompt logs it), and a prompt's words leading a label in a list flattened to one line
@pytest.mark.parametrize(("text", "value"), [
    ('[tool call Bash] {"command": "**Seed**\\n- Email : `ops@example.org`\\n- Mot de passe : `Hq7wZk2mXp9Lt4`", '
     '"description": "Seed the admin"}', "Hq7wZk2mXp9Lt4"),
    ("Steps: - Ouvre l'appli - Entre le mot de passe : `Hq7wZk2mXp9Lt4`", "Hq7wZk2mXp9Lt4"),
])
def test_prose_in_a_json_string_or_a_flattened_list_is_taken(text: str, value: str) -> None:
    assert _taken(text, value)


@pytest.mark.parametrize("text", [
    '{"password": "required", "note": "Password: see the vault"}',
    "Steps - Open the app - Enter the password: required",
])
def test_a_json_string_or_a_flattened_list_of_words_stays(text: str) -> None:
    assert redact_secrets(text) == text
