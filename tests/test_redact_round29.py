"""Issue 33, round 29: credentials told in conversation (issue threads, lab handouts, CTF write-ups, an
agent's summaries of a setup), read by prose.py's _told_spans with data/conversation.toml's [told].

* a value said before its name: ``V is the default password``, ``pi as user and V as password``,
  ``V isn't the right password`` (the name ends its phrase: the default password authentication
  method names none; a word stays, as round 19 keeps ``the default password is `raspberry```);
* a PIN's shape right after a password's or a PIN's name, no copula: ``and password "V"``, ``с
  паролем V``, ``the pin V`` (a year unless quoted, a count with its unit, an example's form stay);
* a value alone on its line that the next lines call the password (``That's the password for ...``);
* a password's label after a user's on its line or the line before (``用户名： u 密码： V``,
  ``Email: a@b.c`` over ``Password: V``), not in code nor under a config's indented keys;
* what a person typed or tried on a line that names the password (``even if I try V``).

Every line here is written for this file (no outside sentence is copied); values are made up.
"""

from __future__ import annotations

import tomllib
from importlib import resources

import pytest

from lc_memory.redact.engine import redact_secrets
from lc_memory.redact.prose import prose_spans

TOLD = tomllib.loads(resources.files("lc_memory.redact").joinpath("data", "conversation.toml").read_text("utf-8"))["told"]


def _caught(text: str, value: str) -> None:
    assert value in [text[a:b] for a, b, _ in prose_spans(text)]
    assert value not in redact_secrets(text)


BEFORE_NAME = [
    ("-- wq7Rv2plx is the initial password for the seed users", "wq7Rv2plx"),
    ("Set up a login first. **zvqbnt** is the default password, change it soon.", "zvqbnt"),
    ("I log in with jo as user and Kx8mPq2 as password.", "Kx8mPq2"),
    ("Tried bob as user but hgfkwz isn't the right password either.", "hgfkwz"),
    ("On the kiosk `48215` is the PIN, then tap Enter.", "48215"),
]
BEFORE_NAME_KEPT = [
    "It is the default password for every device.",
    "OAuth2 is the default password grant flow here.",
    "SCRAM is the default password authentication method of the server.",
    "What is the default password?",
    "**banana** is the default password on the sticker.",
    "e.g. 4812 is the PIN you would type.",
    "Version 2031 is the default password manager's release.",
]


@pytest.mark.parametrize(("text", "value"), BEFORE_NAME)
def test_a_value_said_before_its_name_is_taken(text: str, value: str) -> None:
    _caught(text, value)


@pytest.mark.parametrize("text", BEFORE_NAME_KEPT)
def test_a_word_or_a_phrase_before_the_name_stays(text: str) -> None:
    assert redact_secrets(text) == text


NUMBER = [
    ('the box asks for user ops and password "80317" on first boot', "80317"),
    ("Она подключилась с паролем 55190283 без проблем", "55190283"),
    ("Pairing needed the pin 7719 on my phone.", "7719"),
    ("the router shipped with the password (31415926) on its label", "31415926"),
    ("so I set the passcode to 6048 and rebooted", "6048"),
]
NUMBER_KEPT = [
    "see the password 2021 policy for details",
    "set a password of 8 characters or more",
    "a password 4096 bits long is overkill",
    "GPIO pin 13 drives the LED.",
    "we hash each password 10000 iterations deep",
    "Пароль: 12345",
]


@pytest.mark.parametrize(("text", "value"), NUMBER)
def test_a_pin_after_the_name_with_no_copula_is_taken(text: str, value: str) -> None:
    _caught(text, value)


@pytest.mark.parametrize("text", NUMBER_KEPT)
def test_a_year_a_count_or_a_short_number_after_the_name_stays(text: str) -> None:
    assert redact_secrets(text) == text


def test_a_pin_wakes_the_reader_where_no_password_word_stands() -> None:
    # (no password word: "pin" alone is in spin and pinned, so [told] number_wakes wake it)
    _caught("My earbuds refuse to pair, I entered pin 4406 twice.", "4406")
    assert all(w.lower() == w for w in TOLD["number_wakes"])


VALUE_THEN_NAMED = [
    ("$ cat level7.txt\nRq5ZkV0pLw3NtY8aHc2J\n\nThat's the password for level 8.", "Rq5ZkV0pLw3NtY8aHc2J"),
    ("```\nG7h2Kq9xWm4PzL\n```\n\n- This is my password, keep it safe", "G7h2Kq9xWm4PzL"),
]
VALUE_THEN_NAMED_KEPT = [
    "```\nls -la\n```\nThat's the password file we need.",
    "build/output.log\n\nThat's the password for it",
    "README\nThat's the password",
]


@pytest.mark.parametrize(("text", "value"), VALUE_THEN_NAMED)
def test_a_value_the_next_lines_call_the_password_is_taken(text: str, value: str) -> None:
    _caught(text, value)


@pytest.mark.parametrize("text", VALUE_THEN_NAMED_KEPT)
def test_a_command_a_path_or_a_word_over_the_sentence_stays(text: str) -> None:
    assert redact_secrets(text) == text


USER_THEN_PASSWORD = [
    ("登录账号： ops 密码： qzvjkw ，谢谢", "qzvjkw"),
    ("Email: ana@example.net\nPassword: Lm4vQ9z", "Lm4vQ9z"),
    ("User: deploy, Password: t8Rw2Zq", "t8Rw2Zq"),
]
USER_THEN_PASSWORD_KEPT = [
    "Username: admin\nPassword: admin",
    "db:\n    username: app\n    password: 654321",
    "login({ username: name, password: 'qwerty12' })",
    "User: root\nPassword: 4455",
    "Username: joe\nPassword: required",
    "Username  : cislab\\lllfff191\nPassword  : FfLlnnnn",
]


@pytest.mark.parametrize(("text", "value"), USER_THEN_PASSWORD)
def test_a_password_label_after_a_user_label_is_taken(text: str, value: str) -> None:
    _caught(text, value)


@pytest.mark.parametrize("text", USER_THEN_PASSWORD_KEPT)
def test_a_word_a_config_code_a_port_or_a_mask_after_the_labels_stays(text: str) -> None:
    assert redact_secrets(text) == text


TRIED = [
    ("the password prompt loops even when I try 90210466 twice", "90210466"),
    ("wrong password again although I typed Qw3rtZx9 carefully", "Qw3rtZx9"),
]
TRIED_KEPT = [
    "import { Store, type Session } from './auth'; // password store",
    "I tried 2019 and 2020 password exports",
    "I tried resetting the password",
    "I entered 5 wrong passwords",
    "I tried 2048-bit password keys",
]


@pytest.mark.parametrize(("text", "value"), TRIED)
def test_what_a_person_tried_on_a_password_line_is_taken(text: str, value: str) -> None:
    _caught(text, value)


@pytest.mark.parametrize("text", TRIED_KEPT)
def test_a_word_a_year_or_a_count_after_the_verb_stays(text: str) -> None:
    assert redact_secrets(text) == text


def test_every_told_list_is_lower_case_or_a_script_without_case() -> None:
    for name in ("before_copulas", "before_articles", "before_qualifiers", "before_names", "name_goes_on",
                 "before_not_values", "number_names", "number_joins", "value_then_named", "tried_verbs"):
        assert all(w == w.lower() for w in TOLD[name]), name


PROMPT_FOR = [
    ("Contraseña para la red del taller: Wq4zTn8rKp2v", "Wq4zTn8rKp2v"),
    ("Mot de passe pour le routeur : Zb7mKq2xLw", "Zb7mKq2xLw"),
    ("Passwort für den Testserver: Hv3nQx8pZr", "Hv3nQx8pZr"),
]
PROMPT_FOR_KEPT = [
    "Contraseña para la red del taller: la misma de siempre",
    "Passwort für den Testserver: siehe Wiki",
    "Mot de passe pour le routeur : obligatoire",
]


@pytest.mark.parametrize(("text", "value"), PROMPT_FOR)
def test_a_label_of_whose_password_in_another_language_is_taken(text: str, value: str) -> None:
    _caught(text, value)


@pytest.mark.parametrize("text", PROMPT_FOR_KEPT)
def test_a_label_of_whose_password_over_words_stays(text: str) -> None:
    assert redact_secrets(text) == text


CONJUNCTION = [
    ("Benutzer ops und Passwort zqkvbwtm gehen nicht", "zqkvbwtm"),
    ("user deploy and password Rk7vQ2mZp both fail", "Rk7vQ2mZp"),
    ("usuario admin y contraseña fjxqwvz no sirven", "fjxqwvz"),
]
CONJUNCTION_KEPT = [
    "user accounts and password resets are audited",
    "Benutzer anlegen und Passwort vergeben",
    "user admin and password required on first login",
]


@pytest.mark.parametrize(("text", "value"), CONJUNCTION)
def test_a_user_and_a_password_joined_by_and_are_taken(text: str, value: str) -> None:
    _caught(text, value)


@pytest.mark.parametrize("text", CONJUNCTION_KEPT)
def test_a_user_and_a_password_joined_by_and_without_a_value_stay(text: str) -> None:
    assert redact_secrets(text) == text


def test_a_user_and_a_password_label_with_dashes_on_one_line_are_taken() -> None:
    # (as a model's reply restates a note flattened to one line: "Id- u / Pass - V" over two lines)
    _caught("Trial access  Id- kim@example.org Pass - wqzmtk  it worked", "wqzmtk")
    _caught("Trial access\n\nId- kim@example.org\nPass - wqzmtk\n", "wqzmtk")
    assert redact_secrets("user - admin pass - required") == "user - admin pass - required"


IN_PARENTHESES = [
    ("the password printed on the box (Tz8qWm2x!) is rejected", "Tz8qWm2x!"),
    ("the wifi password they gave us (Rw4vKp9Zq) fails", "Rw4vKp9Zq"),
]
IN_PARENTHESES_KEPT = [
    "the password is stored hashed (bcrypt12)",
    "the password hashing scheme (SHA-256)",
    "the password reset flow (see #1234)",
    "the password field on the form (Required)",
]


@pytest.mark.parametrize(("text", "value"), IN_PARENTHESES)
def test_a_typed_value_in_parentheses_after_the_name_is_taken(text: str, value: str) -> None:
    _caught(text, value)


@pytest.mark.parametrize("text", IN_PARENTHESES_KEPT)
def test_a_hash_a_note_or_a_word_in_parentheses_stays(text: str) -> None:
    assert redact_secrets(text) == text


ANSWER = [
    ("是否有默认的登录密码？\n\nqzvbkfw", "qzvbkfw"),
    ("what is the admin password?\n\n583104", "583104"),
]
ANSWER_KEPT = [
    "what is the admin password?\n\n2024",
    "what is the admin password?\n\nkubectl",
    "what is the admin password?\n\nunknown",
]


@pytest.mark.parametrize(("text", "value"), ANSWER)
def test_a_made_up_word_or_a_pin_answering_the_question_is_taken(text: str, value: str) -> None:
    _caught(text, value)


@pytest.mark.parametrize("text", ANSWER_KEPT)
def test_a_year_a_tool_or_a_word_answering_the_question_stays(text: str) -> None:
    assert redact_secrets(text) == text


SET_AS_OR_BOTH = [
    ('to reproduce, set password as "@;71kq0zx5v" and save', "@;71kq0zx5v"),
    ("the installer sets the default password as 'qvzkwbt' unless overridden", "qvzkwbt"),
    ("L'identifiant et le mot de passe sont tous les deux `zqxv`.", "zqxv"),
    ("El usuario y la contraseña son ambos `kqzvw`.", "kqzvw"),
]
SET_AS_OR_BOTH_KEPT = [
    "use the same password as before",
    "never store the password as plain text",
    "type the password as shown above",
    "L'identifiant et le mot de passe sont tous les deux `admin`.",
]


@pytest.mark.parametrize(("text", "value"), SET_AS_OR_BOTH)
def test_a_password_set_as_a_value_or_both_names_in_another_language_are_taken(text: str, value: str) -> None:
    _caught(text, value)


@pytest.mark.parametrize("text", SET_AS_OR_BOTH_KEPT)
def test_a_password_as_a_word_stays(text: str) -> None:
    assert redact_secrets(text) == text
