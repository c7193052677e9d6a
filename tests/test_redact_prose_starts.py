"""``prose._sentence_matches`` tries ``_SENTENCE`` only where one of its ways' first words starts:
it must find what ``_SENTENCE.finditer`` finds, so a way added to the pattern without its word in
``_SENTENCE_STARTS`` goes red here."""
import pytest

from lc_memory.redact import prose

TEXTS = [
    "the password for the admin account is Zq8!vLm2pR",
    "The passphrase was set to hunter2-Xq9",
    "the unseal key is 8Kq2mVz0Lp", "the pre-shared key is changed to Gm4kQ9zWx",
    "psk is now Rt7Yq2mZk", "an earlier requirepass Vb7Qm2kLp9 setting, masterauth Vb7Qm2kLp9",
    "use Zq8vLm2pR4 as the password", "Using 'Zq8vLm2pR4' as your root password",
    "with Zq8vLm2pR4 as its passcode", "enter `Zq8vLm2pR4` as the pwd", "type Zq8vLm2pR4 as a password",
    "the creds are admin:Zq8vLm2pR4", "Login with admin/Zq8vLm2pR4.", "log in as root / Zq8vLm2pR4",
    "credentials: `root` / `Zq8vLm2pR4`", "Sign-in using bob:Zq8vLm2pR4", "logon with u/Zq8vLm2pR4",
    "user `admin`, password `Zq8vLm2pR4`", "the default username (root) and password (Zq8vLm2pR4)",
    "пароль ip 10.0.0.5 пароль Zq8vLm2pR4xx", "Passwort \"Zq8vLm2pR4\"", "mật khẩu `Zq8vLm2pR4`",
    "كلمة المرور 'Zq8vLm2pR4'", "mot de passe «Zq8vLm2pR4»", "Kennwort `Zq8vLm2pR4`",
    "nothing here but pass --flag and a passing test", "İstanbul password is Zq8vLm2pR4",
]


@pytest.mark.parametrize("text", TEXTS)
def test_tried_at_starts_finds_what_finditer_finds(text: str) -> None:
    for start in range(0, len(text), 7):
        expected = [m.span() for m in prose._SENTENCE.finditer(text, start, len(text))]
        assert [m.span() for m in prose._sentence_matches(text, start, len(text))] == expected


def test_the_texts_hold_matches() -> None:
    assert sum(bool(prose._SENTENCE.search(t)) for t in TEXTS) >= 20
