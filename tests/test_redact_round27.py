"""Issue 33, round 27: readings that hold in general, found on outside files where code holds the
credentials (session 62: knexfile.js, ormconfig.json, wp-config.php, Laravel's config, alembic.ini,
Spring's application.yml, appsettings.json, Rails initializers, Firebase service accounts, jwks.json).
Each reading is red without it; each keep stays. Lines are written anew in those files' manner,
values random."""

from __future__ import annotations

import pytest

from lc_memory.redact.checks import random_pair_head
from lc_memory.redact.engine import redact_secrets


# a salt's or key's random value whose head reads as "name=" (WordPress's salts hold "=" among
# their symbols): the head switches case inside a word or holds digits between letters, or two
# "=" stand with nothing to part two pairs; a cookie's or a spec's pairs stay the pair reader's
RANDOM_HEADS = [
    ("define( 'LOGGED_IN_SALT',   'p4Tq8VxMw=27Kd+n*Rj5=Lh3Yc*_e' );", "p4Tq8VxMw=27Kd+n*Rj5=Lh3Yc*_e"),
    ("define('AUTH_KEY', 'hQWzmP7r=Nx2+vK*bT9d_Ls4');", "hQWzmP7r=Nx2+vK*bT9d_Ls4"),
    ("LOGGED_IN_SALT = 'cBn4Xk9w=j7Hq*Ty2Pd-Vm'", "cBn4Xk9w=j7Hq*Ty2Pd-Vm"),
    ("    'secure_auth_salt' => 'Rg6pLw2k=Zf8*Dn3=Qs5Hv_b',", "Rg6pLw2k=Zf8*Dn3=Qs5Hv_b"),
]
PAIRS_KEPT = [
    "Cookie: sessionid=ab12cd34; path=/",
    "Cookie: PHPSESSID=9f2c7a1e",
    "session_cookie = 'csrftoken=xyz'",
    "mount_secret = 'type=bind,source=/srv/keys'",
]


@pytest.mark.parametrize(("text", "secret"), RANDOM_HEADS)
def test_a_random_value_with_an_equals_inside_is_taken(text: str, secret: str) -> None:
    assert secret not in redact_secrets(text)


@pytest.mark.parametrize("text", PAIRS_KEPT)
def test_a_cookie_or_spec_of_pairs_stays(text: str) -> None:
    assert redact_secrets(text) == text


@pytest.mark.parametrize(("value", "random"), [
    ("p4Tq8VxMw=27Kd+n*Rj5", True),   # digits between letters in a head of both cases
    ("tBQmKd4=r8", True),             # a lone letter then capitals
    ("ab=cd=ef", True),               # two "=" and nothing between the pairs
    ("sessionId=4f2a", False),        # camelCase names a cookie
    ("PHPSESSID=9f2c", False),
    ("sid=abc; path=/", False),
    ("YWJjZGVm==", False),            # base64's closing padding
    ("xQ7mKp2RvT9wLd4Nb8HsZc1Yf=", False),  # a whole base64 value, padded: no pair
])
def test_random_pair_head(value: str, random: bool) -> None:
    assert random_pair_head(value) is random


# a call of a random source at a secret's name makes the secret: it is none (a Rails model's
# token, a Node handler's), while a literal at the same name stays taken
RANDOM_SOURCES_KEPT = [
    "    self.auth_token = SecureRandom.urlsafe_base64",
    "  user.reset_token = SecureRandom.base58(24)",
    "const sessionToken = crypto.randomUUID",
    "api_token = uuid.uuid4",
]
LITERALS_TAKEN = [
    ("    self.auth_token = 'Vb7kQw2ZnX5pLr9tMd3c'", "Vb7kQw2ZnX5pLr9tMd3c"),
    ('const sessionToken = "Hp4xNc8WqT2mZr6vKd9s"', "Hp4xNc8WqT2mZr6vKd9s"),
]


@pytest.mark.parametrize("text", RANDOM_SOURCES_KEPT)
def test_a_random_source_call_at_a_secret_name_stays(text: str) -> None:
    assert redact_secrets(text) == text


@pytest.mark.parametrize(("text", "secret"), LITERALS_TAKEN)
def test_a_literal_at_the_same_name_is_taken(text: str, secret: str) -> None:
    assert secret not in redact_secrets(text)
