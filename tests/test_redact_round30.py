"""Issue 33, round 30: a credential's clause, one reading in place of more phrases (prose.py's
_scope_spans, data/conversation.toml's [scope], data/values.toml's common_trigrams).

Rounds 28 and 29 each read their dev phrases and held at 56% and 43%. People name a credential and
put its value anywhere in the clause, so the clause is read, not the phrase:

* a made-up token of a clause that names a password, near its word: letters alone only where the
  words bind it to the name (the name itself, an English copula or setter, a glued one of a script
  written without spaces) or quoted, and never in a clause of another language unless quoted;
  digits bound or quoted, not after a noun they number; a token of a password's look near the word;
  a quoted one anywhere in the clause;
* a pair's password after its user (root/V, yash / V, admin和V, admin and V, admin V), in a clause
  that names a password or a sign-in, or on the few lines over and under one;
* the first token of the lines under a question for the password, and a lone token of a password's
  look on the lines around one;
* never a near-miss's shape (a version, an address, a port's or an issue's number, a capital's
  name with its number, a word with its number, a dotfile, a code name, a digest), a word of a
  sentence, a line of code, a table's row, nor a record's long line.

Every line here is written for this file (no outside sentence is copied); values are made up.
"""

from __future__ import annotations

import pytest

from lc_memory.redact.checks import made_up_word
from lc_memory.redact.engine import redact_secrets
from lc_memory.redact.prose import prose_spans


def _scoped(text: str) -> list[tuple[str, str]]:
    return [(text[a:b], name) for a, b, name in prose_spans(text) if name.startswith("prose:scope")]


def _caught(text: str, value: str, name: str) -> None:
    assert (value, name) in _scoped(text)
    assert value not in redact_secrets(text)


# --- the letter triples: a made-up word of a few letters -------------------------------------------------

@pytest.mark.parametrize("value", ["qdavo", "tekzb", "wuhq", "ozkerv", "plmvyk"])
def test_a_few_made_up_letters_read_as_no_word(value: str) -> None:
    assert made_up_word(value)


@pytest.mark.parametrize("value", ["admin", "raspberry", "changeme", "hunter", "guest", "welcome", "letmein",
                                   "master", "sunshine", "xxxx"])
def test_a_word_or_a_mask_reads_as_a_word(value: str) -> None:
    assert not made_up_word(value)


# --- the clause ----------------------------------------------------------------------------------------------

CLAUSE = [
    ("The shop's admin account is there, but the password qdavo gets rejected.", "qdavo", "prose:scope"),
    ("Staging password under review is 7Fq2Lm0x for this week", "7Fq2Lm0x", "prose:scope"),
    ("请问怎么修改默认登录密码 tekzb3917？", "tekzb3917", "prose:scope"),
    ("备份机的初始密码614093不对啊", "614093", "prose:scope"),
    ("The kiosk's password of the demo box is not \"Jq4!vx2\", someone changed it.", "Jq4!vx2", "prose:scope"),
    ("On the image the ssh password was set to ozkerv by the build script.", "ozkerv", "prose:scope"),
    ("The wifi password shown on the sticker of the old router in room 12 is \"plmvyk\" (lower case).",
     "plmvyk", "prose:scope"),
]


@pytest.mark.parametrize(("text", "value", "name"), CLAUSE)
def test_a_made_up_token_of_a_clause_that_names_the_password_is_taken(text: str, value: str, name: str) -> None:
    _caught(text, value, name)


CLAUSE_KEPT = [
    "The password is hunter and everybody knows it.",  # a word stays (round 19)
    "The staging password lives in Vault under the team's path.",
    "Reset the password on VM 9000 before the demo.",  # a number a noun numbers
    "Since 4.3.0 the password must have 12 characters.",
    "Our WNDR4300 password page crashed on save.",  # a capital's name with its number
    "The password for bandit4 is in the file below.",  # a word with its number
    "We won't commit your password; it goes in `.gitignore` and `.env.example`.",
    "All tests pass (297 tests, 0 failures) after the password change.",
    "The `MinimumLengthValidator` checks the password's length.",
    "Das Kennwort ist gezet und bekannt.",  # a clause of another language: its words
    "Je wachtwoord is gezet.",
    "Lösenordet är bytt, skriv det nya.",
    "The password reset landed in a1b2c3d4 yesterday.",  # a commit
    "Password errors went up on 2026-05-01 at 14:32 for user root2@localhost.",
    "Send the password to wuhqvz today, not by mail.",  # a word of another sense binds no made-up word
    "Reset the password on port `5432` too.",  # a number its noun numbers, quoted or not
    "The password reset mail went to ops@example.org today.",  # an email
    "The password hasher is BCryptHasherFactory now.",  # a code's name
    "The password now signs with Ed25519PrivateKey today.",
    "Weak passwords like 'Qz7!kd9x' get cracked first.",  # an example's
    "初始密码是kq7vd2的哈希值",  # a word's part in a script written without spaces
]


@pytest.mark.parametrize("text", CLAUSE_KEPT)
def test_a_clause_that_names_the_password_keeps_its_words_and_near_misses(text: str) -> None:
    assert _scoped(text) == []


def test_a_line_of_code_or_a_table_row_is_no_clause() -> None:
    assert _scoped("if (password.length < 8) return 'qdavo';") == []
    assert _scoped("assert login(user, password) == 'qdavzk'") == []
    assert _scoped("| alice | password | qdavo |") == []
    assert _scoped('--volume $"($env.PASSWORD)/data:/data" --name zvqkt1') == []


def test_a_long_line_of_a_record_is_no_clause() -> None:
    record = '{"cwd":"/tmp/x","password_hint":"none","version":"1.0.98",' + '"k":"v",' * 40 + '"id":"x"}'
    assert _scoped(record + "\n\nWm4kz8Qpe2") == []
    log = "INFO worker started and the password check went fine on every node " * 5
    assert _scoped(log + "\n\nWm4kz8Qpe2") == []


# --- pairs ---------------------------------------------------------------------------------------------------

PAIRS = [
    ("Tried to log in as root/fnqzvk on the box, no luck.", "fnqzvk"),
    ("Login with ops / Gh72kqpz didn't work for me either.", "Gh72kqpz"),
    ("Should be able to log in with admin and 58213 from a fresh setup.", "58213"),
    ("输入admin和731946登录失败，密码不对", "731946"),
    ("登录页面输入admin、pkwvtx之后提示密码错误", "pkwvtx"),
    ("The login is admin / 904417 on a fresh install.", "904417"),
    ("i tried admin/ qdavo and admin /tekzb to log in", "qdavo"),
]


@pytest.mark.parametrize(("text", "value"), PAIRS)
def test_a_pairs_password_after_its_user_is_taken(text: str, value: str) -> None:
    _caught(text, value, "prose:scope-pair")


def test_a_pair_on_the_lines_around_the_password_is_taken() -> None:
    _caught("默认密码多少？\n\nadmin/kqzvdw", "kqzvdw", "prose:scope-pair")
    _caught("Console: root/wuhqzt - nope\nnor as the user name / password either", "wuhqzt", "prose:scope-pair")


PAIRS_KEPT = [
    "Log in with admin/admin and change the password.",  # a word stays (round 19)
    "Access denied for user root7@localhost (using password: YES)",  # a user's name after its label
    "The password file is under src/config/qdavo.yml in the repo.",  # a path
    "Log in as pi and raspberry is the password.",
]


@pytest.mark.parametrize("text", PAIRS_KEPT)
def test_a_pair_of_words_a_path_or_a_users_name_stays(text: str) -> None:
    assert [v for v, n in _scoped(text) if n == "prose:scope-pair"] == []


# --- the lines around ----------------------------------------------------------------------------------------

def test_the_first_token_under_a_question_for_the_password_is_taken() -> None:
    _caught("初始密码是什么\n\n638204 可以试试", "638204", "prose:scope-answer")
    _caught("what's the default password?\n\nthe box took \"Lk29vq\" just now", "Lk29vq", "prose:scope-answer")


def test_the_first_token_under_a_statement_stays() -> None:
    assert _scoped("The default password is in the vault.\n\n638204 more rows were read") == []


def test_a_lone_token_of_a_passwords_look_around_the_password_is_taken() -> None:
    _caught("The password that worked is in config.ini, see below...\n\nTq7$vm2pk", "Tq7$vm2pk", "prose:scope-alone")
    _caught("```\n$ cat .secret\n9PmxQ2vLk7Rz\n```\n\n**Got the password for level 5!**", "9PmxQ2vLk7Rz",
            "prose:scope-alone")


@pytest.mark.parametrize("lone", ["fe5e1c67-53e7-4862-81ae-d0e013e3270b", "README.md", "2.14.1-beta", "x86_64-linux",
                                  "qdavowuhq"])
def test_a_lone_name_id_or_word_around_the_password_stays(lone: str) -> None:
    assert _scoped(f"The password is set in the wizard.\n\n{lone}") == []


def test_a_clause_is_read_on_a_line_that_holds_code_or_a_table_elsewhere() -> None:
    """A model's reply flattens many notes into one line, parted by " ; ": each clause is judged by
    itself, so a table's row or a line of code flattened beside it does not hide it."""
    line = "Noted: | user | role | ; the password qdavzk fails on the box ; run(x) after that"
    _caught(line, "qdavzk", "prose:scope")
    assert _scoped("Noted: the build ; if (ok) return 'qdavzk'; password reset") == []
