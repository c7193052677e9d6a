"""Issue 33, round 31: the clause reader's cost, and configs and commands as sessions carry them.

The clause reader (prose._scope_spans, round 30) read each clause's password words with one more pass
of the automaton over the clause, tried the example's words at every place of a value's line, and judged
a lone value's line again from each password line near it. It now reads the words once a text, tries
the example's words only where one starts, and judges a line once: the same spans (36,356 texts of the
secrets corpora, rounds 28-30, the real transcripts, the other agents' samples and site-packages
files hashed before and after). The tests here hold the pieces to the ones they replaced.

Every line here is written for this file (no outside line is copied); values are made up.
"""

from __future__ import annotations

import pytest

from lc_memory.redact import prose
from lc_memory.redact.automaton import occurrences
from lc_memory.redact.checks import made_up_letters, made_up_pieces
from lc_memory.redact.engine import redact_secrets

# --- the clause reader's cost: the same answers as the slower pieces -------------------------------

_LINES = [
    "for example the password is 1234",
    "e.g. pw: 9911 or FOR INSTANCE x",
    "a counterexample and an example",
    "ſuch as the one we set, z.B. kennwort",
    "zum Beispiel: Passwort lautet qwerty7",
    "例如密码是abc123，比如这样",
    "например пароль 4521",
    "İstanbul örneğin şifre 1234",
    "no word of the kind here at all",
    "Par Exemple le mot de passe",
]


@pytest.mark.parametrize("text", _LINES)
def test_example_before_is_the_pattern_search(text: str) -> None:
    for start in range(0, len(text) + 1, 3):
        for end in range(start, len(text) + 1, 4):
            assert prose._example_before(text, start, end) == (prose._WEAK_EXAMPLE.search(text, start, end) is not None)


@pytest.mark.parametrize("text", [
    "password and passwort, pass: x; the PassWord's pwd",
    "mot de passe, 密码 and 비밀번호 here",
    "passwordpassword pass pass",
])
def test_hits_in_are_the_slice_occurrences(text: str) -> None:
    lower = text.lower()
    hits = prose._text_hits(lower)
    for a in range(len(lower) + 1):
        for b in range(a, len(lower) + 1):
            want = sorted(a + s for _, s, _ in occurrences(prose._PASSWORD_WORD, lower[a:b]))
            assert prose._hits_in(hits, a, b) == want


def test_bound_reads_by_the_last_letter_as_by_every_length() -> None:
    words, _ = prose._SCOPE_BINDS

    def slow(lower: str, start: int, at: int) -> bool:
        head = lower[max(start, at - 40):at].rstrip(prose._BIND_TRAIL)
        for n in sorted({len(w) for w in words}, reverse=True):
            if len(head) >= n and head[-n:] in words:
                if not head[-n:].isascii() or len(head) == n or not (head[-n - 1].isalnum() or head[-n - 1] == "_"):
                    return True
        return False

    for text in ("the password is qvx", "password: `x", "set to 'x", "mypassword x", "密码是x", "is", "", "a (x"):
        lower = text.lower()
        for at in range(len(lower) + 1):
            assert prose._bound(lower, 0, at, prose._SCOPE_BINDS) == slow(lower, 0, at)


def test_a_lone_value_under_many_password_lines_is_taken_once() -> None:
    text = "The password is below:\nWe set it here:\nTq7$vm2pkQ\nThe password again:\n"
    spans = [(a, b) for a, b, name in prose.prose_spans(text) if name == "prose:scope-alone"]
    assert spans == [(text.index("Tq7"), text.index("Tq7") + 10)]
    assert "Tq7$vm2pkQ" not in redact_secrets(text)


# --- round 31: configs and commands as sessions carry them -------------------------------------



@pytest.mark.parametrize("value, made_up", [
    ("qopzvrtk", True), ("Qopzvrtk", True), ("wubrtixqe", True),
    ("raspberry", False),  # a word
    ("minioadmin", False), ("sunnyvalley", False),  # two words run together: a default, a name
    ("bcryptjs", False),  # a hash's name and more
    ("shoppwd", False),  # a secret's own word: a default named for its place
    ("qopZvrtk", False),  # a code name's case
])
def test_made_up_letters(value: str, made_up: bool) -> None:
    assert made_up_letters(value) is made_up


def test_a_word_piped_into_a_secret_store_stays() -> None:
    assert "greetings" in redact_secrets("echo greetings | docker secret create motd -")


@pytest.mark.parametrize("value, made_up", [
    ("xqvob_tlkrn", True), ("vrtzq-pokmwa-ulfgx", True),
    ("whsec_test", False),  # one word among them: a test's name
    ("redis_prod", False), ("blue-green", False), ("qx_tlkrn", False),
])
def test_made_up_pieces(value: str, made_up: bool) -> None:
    assert made_up_pieces(value) is made_up


def test_made_up_pieces_at_a_secrets_name() -> None:
    text = 'config :shop, Shop.Hooks,\n  webhook_secret: "dmrns_wetn",\n  app_id: "4411"\n'
    assert "dmrns_wetn" not in redact_secrets(text)
    assert "whsec_test" in redact_secrets(text.replace("dmrns_wetn", "whsec_test"))


def test_a_ruby_blocks_default_after_a_condition() -> None:
    value = "f3a9c07d2be14e6a98d1c5b7e20f4a6d93b8c1e7f05d2a4b"
    text = ('  SIGNING_KEY = Rails.application.credentials.signing_key ||\n'
            '    ENV.fetch("SESSION_SECRET") {\n'
            f'      Rails.env.production? ? nil : "{value}"\n'
            '    }\n')
    assert value not in redact_secrets(text)


def test_a_windows_variable_in_a_value_is_no_literal() -> None:
    text = "if not defined SESSION_SECRET (\n    set SESSION_SECRET=shop-secret-%random%-%random%-%random%\n)\n"
    assert "shop-secret-%random%-%random%-%random%" in redact_secrets(text)


@pytest.mark.parametrize("text, kept", [
    ('mongosh "mongodb://seu_usuario:sua_senha@db.local:27017/?authSource=admin"', "sua_senha"),
    ("psql postgresql://tu_usuario:tu_contraseña@db.local:5432/tienda", "tu_contraseña"),
    ("DB_PASSWORD=votre_mot_de_passe", "votre_mot_de_passe"),
])
def test_your_password_in_other_languages_is_a_placeholder(text: str, kept: str) -> None:
    assert kept in redact_secrets(text)


@pytest.mark.parametrize("text, value", [
    ("redis-cli -h cache.local -p 6380 -a qopzvrtk ping", "qopzvrtk"),
    ('echo "wubrtixqe" | docker secret create shop_db_password -', "wubrtixqe"),
    ("生成密码文件：htpasswd -bc /etc/nginx/.htpasswd ops 583016", "583016"),
])
def test_a_commands_credential_place(text: str, value: str) -> None:
    assert value not in redact_secrets(text)
