"""Issue 33, round 17: a weak password (1234, admin123, hunter2, a quoted word) where the words
around it say it is the password's value: a copula or a verb that sets it (``the password is now
4821``, ``密码已重置为: V``, ``A senha foi alterada para `V```), a sign-in's pair after a
credentials label (``Tài khoản: admin / 123456``, ``Zugangsdaten: admin:admin``). Near-misses of
the same words keep: a count with its unit, a year, a version, an algorithm, a placeholder, a
word that says what the password is, a plain word after a bare copula. And the bench builder's
``⟦W:…⟧`` marker, which keeps a value's own shape."""

from __future__ import annotations

import json
import random
import re
import sys
from pathlib import Path

import pytest

from lc_memory.redact.engine import redact_secrets
from lc_memory.redact.prose import prose_spans

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "bench"))

import secrets_configs_build as build  # noqa: E402

CAUGHT = [
    # a copula or a verb that sets it, in the languages the prose lexicon reads
    ("I've set the password to `m1m3`", "m1m3"),
    ('In application.properties I\'ve set the password to "postgres" to start off.', "postgres"),
    ("note that I set the password to be “kimchi”, you should probably change it", "kimchi"),
    ("Le mot de passe a été changé en `soleil`.", "soleil"),
    ('print("✅ admin 密码已重置为: cbjlm603")', "cbjlm603"),
    ('description: "A senha foi alterada para `123456`.",', "123456"),
    ("Das Passwort wurde geändert auf `4711`.", "4711"),
    ("Das Kennwort wurde geändert auf `aaaaaaaa`.", "aaaaaaaa"),
    ("the password is now 4821", "4821"),
    ("the password is abc123", "abc123"), ("the password was reset to 1234qwer", "1234qwer"),
    ('description: "A senha foi alterada para 123456.",', "123456"),
    ("ניתן להתחבר עם שם משתמש וסיסמה, הסיסמה היא: ds345a", "ds345a"),
    ("모두 비밀번호 `rbhosvta1128`:", "rbhosvta1128"),
    ("הסיסמה היא: 312830714", "312830714"),
    # a sign-in's user and a weak password after a credentials label
    ("(Gợi ý tài khoản: admin / 123456)", "123456"),
    ("Tài khoản: admin / 111111", "111111"),
    ("//2. Login tài khoản: admin@demo.com / riseDemo", "riseDemo"),
    ("In Grafana selbst (Zugangsdaten: admin:admin) können", "admin"),
    ("identifiants par défaut : root/root pour Bitmain", "root"),
]

KEPT = [
    # a count with its unit, a length rule, a year, a version, an algorithm
    "the password is 8 characters", "the password is 1000 characters long", "the passphrase is 2048 bits long",
    "the PIN is 4 digits", "the password must be at least 12", "the token expires in 3600", "the password is 2024",
    "the password was changed to v2", "the password hash is sha256", "模式: 密码是 argon2id",
    "the password is utf8", "the passphrase is 256bit", "the password is 30days old", "the password is aes256",
    "the password is 8chars", "the password is sha512, salted", "the password was changed to sha1", "the password is 10min", "- 비밀번호는 `bcryptjs`로 해시 저장",
    # what the password is, not its value
    "the password is required", "the password is `empty`", "the password is wrong", "the password is incorrect",
    "the password was `expired`", "the password is the same as before", "the password was set to `required`",
    "By default, the username and password are `root`", "the password was set to expire after 90 days",
    # a word the value is part of (a letter of a script without spaces goes on)
    "密码是admin123的哈希", "密码已重置为 1234的格式",
    # an example's form
    "(مثال: كلمة السر هي XYZ123)", "e.g. the password is now 4821", "Beispiel: Zugangsdaten admin / 123456",
    # masked, placeholders
    "password: ******", "I've set the password to `<password>`", "I've set the password to `xxxx`",
    "I've set the password to `YOUR_PASSWORD`",
    "I've set the password to `changeme`", "Пароль: 12345",
    # a label's colon alone (no copula, no verb): the key reader's, where a short number is a PIN or a port
    "Пароль: `4821`",
    # a pair that is no sign-in's
    "모두 비밀번호 `변수`:", "비밀번호 `abcdefgh` 형식", "La password è lunga 1234 caratteri", "Le mot de passe est faux",
    "the password is set in .env", "Das Passwort lautet wie oben.", "Das Passwort ist 2048 Zeichen lang", "A senha é 2024",
    "Credentials: admin/read", "The credentials of admin / admin do not work.", "the login with admin / 123456 fails", "login: user/group", "Zugangsdaten: Kapitel/Abschnitt3", "Credentials: alice/bob2",
]


@pytest.mark.parametrize(("text", "value"), CAUGHT)
def test_a_weak_value_after_a_strong_context_is_caught(text: str, value: str) -> None:
    assert value in [text[a:b] for a, b, _ in prose_spans(text)]
    if text.count(value) == 1:
        assert value not in redact_secrets(text)


@pytest.mark.parametrize("text", KEPT)
def test_a_near_miss_of_the_same_words_keeps(text: str) -> None:
    assert list(prose_spans(text)) == []


def _built(tmp_path: Path, text: str) -> build.Case:
    path = tmp_path / "batch200-dev.jsonl"
    path.write_text(json.dumps({"id": "b200:x", "syntax": "prose", "source": "o/r:f@c", "text": text},
                               ensure_ascii=False) + "\n", "utf-8")
    return build.extra_cases(path, build.Filler(random.Random(7)))[0]


@pytest.mark.parametrize(("original", "shape"), [
    ("123456", r"\d{6}"), ("admin123", r"[a-z]{5}\d{3}"), ("root", r"[a-z]{4}"), ("hunter2", r"[a-z]{6}\d"),
    ("Rubikon", r"[A-Z][a-z]{6}"),
])
def test_the_builder_keeps_a_weak_values_own_shape(tmp_path: Path, original: str, shape: str) -> None:
    case = _built(tmp_path, f"the password is ⟦W:{original}⟧ now")
    (value,) = case.secrets
    assert value != original and re.fullmatch(shape, value), value
    assert case.text == f"the password is {value} now"


def test_a_weak_marker_draws_no_random_value(tmp_path: Path) -> None:
    """The marker is surrogated, not filled: the other values of the file stay as they were."""
    alone = _built(tmp_path, "token ⟦S:Zq8Lm2Rt5Vx9Ab⟧").secrets
    beside = _built(tmp_path, "pin ⟦W:1234⟧ token ⟦S:Zq8Lm2Rt5Vx9Ab⟧").secrets
    assert beside[1:] == alone and re.fullmatch(r"\d{4}", beside[0])
