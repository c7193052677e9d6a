"""Issue 33, round 25: readings that hold in general, found on outside configuration files
(session 61: docker-compose, Kubernetes manifests and Helm charts, Spring properties, .NET
appsettings, Rails and Django settings, .env files, shell history in dotfiles). On them the
engine caught the secrets and changed the ordinary values beside them; each reading keeps a
near-miss and is red without it, and the secret beside each is still taken. Lines are written in
those files' manner, values random."""

from __future__ import annotations

import pytest

from lc_memory.redact.engine import redact_secrets


# a local default named for the place it fills: a secret's own word and words of whose and what
# stage (my, app, dev, redis), nothing random
NAMED_FOR_ITS_PLACE = [
    "      - POSTGRES_PASSWORD=mypasswd",
    "    #      - SECRET_KEY=Secret_Key_123",
    "      REDIS_URL: redis://:redis_dev_password@cache:6379",
    "      DATABASE_URL: postgres://app:appsecret@postgres:5432/orders?sslmode=disable",
]
NAMED_AND_CHOSEN = [
    ("      - POSTGRES_PASSWORD=monkey123", "monkey123"),  # "key" inside a word: a password someone chose
    ('password = "s3cretPass"', "s3cretPass"),  # a made-up run beside the word
    ("      DATABASE_URL: postgres://app:Xq7vT2pL9wZk@postgres:5432/orders", "Xq7vT2pL9wZk"),
]


@pytest.mark.parametrize("text", NAMED_FOR_ITS_PLACE)
def test_a_local_default_named_for_its_place_stays(text: str) -> None:
    assert redact_secrets(text) == text


@pytest.mark.parametrize(("text", "secret"), NAMED_AND_CHOSEN)
def test_a_chosen_password_beside_such_words_is_taken(text: str, secret: str) -> None:
    assert secret not in redact_secrets(text)


# a password that repeats its user, named in the same pairs or on a line beside it, maybe with a
# stage's word after it (a compose file's POSTGRES_USER above POSTGRES_PASSWORD)
REPEATS_ITS_USER = [
    '    "DefaultConnection": "Host=localhost;Port=5435;Database=shop;Username=zk9app;Password=zk9app"',
    "    environment:\n      POSTGRES_USER: taskapp\n      POSTGRES_PASSWORD: taskapp_dev\n      POSTGRES_DB: taskapp_dev",
    "      DATABASE_URL: postgres://ledger:ledger_dev@postgres:5432/ledger_dev",
    "      - DATABASE_URL=postgres://bakery_user:12345@db:5432/bakery_db",
]
USER_AND_A_PASSWORD = [
    ('    "DefaultConnection": "Host=localhost;Database=shop;Username=orders;Password=Vq8rT2xLm9"', "Vq8rT2xLm9"),
    ("    environment:\n      POSTGRES_USER: shop\n      POSTGRES_PASSWORD: shop123", "shop123"),
    ("    environment:\n      POSTGRES_USER: taskapp\n      POSTGRES_PASSWORD: taskapp_Xq9z", "taskapp_Xq9z"),
]


@pytest.mark.parametrize("text", REPEATS_ITS_USER)
def test_a_password_that_repeats_its_user_stays(text: str) -> None:
    assert redact_secrets(text) == text


@pytest.mark.parametrize(("text", "secret"), USER_AND_A_PASSWORD)
def test_a_password_beside_its_user_is_still_taken(text: str, secret: str) -> None:
    assert secret not in redact_secrets(text)


# a template's pipes join an expression's steps: Helm's b64enc is no table's cell
def test_a_helm_pipeline_in_a_secrets_data_stays() -> None:
    text = ("data:\n  DATABASE_PASSWORD: {{ .Values.db.password | default .Values.postgres.auth.password"
            " | b64enc | quote }}")
    assert redact_secrets(text) == text


def test_a_markdown_row_with_a_password_is_still_taken() -> None:
    assert "Zk9mQ2rT5vX8bN1cF4" not in redact_secrets("| password | Zk9mQ2rT5vX8bN1cF4 |")


# words someone is told to replace, a resource's place, the word placeholder in a provider's shape
PLACEHOLDERS = [
    'admin_password  = "update_me"',
    "jwt.signing.privateKey=classpath:/keys/local_signing_key",
    "payments.stripe.secret=${STRIPE_SECRET:sk_test_placeholder}",
]


@pytest.mark.parametrize("text", PLACEHOLDERS)
def test_a_placeholder_or_a_resources_place_stays(text: str) -> None:
    assert redact_secrets(text) == text


def test_a_private_key_beside_a_resource_is_still_taken() -> None:
    assert "Kq8vX2mT9pL4wZ7r" not in redact_secrets('rsa.privateKey="Kq8vX2mT9pL4wZ7r"')


# letters and digits in turn, each in order (Rails' secrets.yml's example api_key)
def test_letters_and_digits_in_turn_in_order_are_an_example() -> None:
    text = "#   api_key: a1B2c3D4e5F6"
    assert redact_secrets(text) == text
    assert "k7Q2m9X4p1Z8" not in redact_secrets("  api_key: k7Q2m9X4p1Z8")


# a compound that begins with the password's word in another language is a form's label
def test_a_compound_label_in_another_language_stays() -> None:
    text = "        fields:\n          password: Wachtwoord\n          password_confirmation: Wachtwoordherhaling"
    assert redact_secrets(text) == text
    assert "Wkzqrtvbnm" not in redact_secrets("          password: Wkzqrtvbnm")


# a variable's name starts with a letter or "_": a password that starts with "$" and a digit is
# a password (a .env file's), a crypt hash's $2b$ and a shell's $1 stay
def test_a_password_that_starts_with_a_dollar_and_a_digit_is_taken() -> None:
    assert "2d0I3LYdnW" not in redact_secrets("DB_ROOT_PASSWORD=$2d0I3LYdnW!")


@pytest.mark.parametrize("text", ["PASSWORD=$1", "PASSWORD=$DB_PASS",
                                  "password: $2b$12$KIXQJz8m4Wq9ZpLr0VtYeOaBcD1fGhIjKlMnOpQrStUvWxYz12345"])
def test_a_reference_or_a_crypt_hash_after_a_dollar_stays(text: str) -> None:
    assert redact_secrets(text) == text


# a URL's host put in by printf or Python's % (Go tests build server URLs so): its login is still one
@pytest.mark.parametrize(("text", "secret"), [
    ('\tsecureURL := fmt.Sprintf("tls://derek:Vq8rT2xLm9Kw4pZ7@%s:%d", host, port)', "Vq8rT2xLm9Kw4pZ7"),
    ('url = "redis://:Xq9vT2mLp7Kw@%(host)s:6379" % cfg', "Xq9vT2mLp7Kw"),
])
def test_a_urls_password_before_a_format_slot_is_taken(text: str, secret: str) -> None:
    assert secret not in redact_secrets(text)


# a dotted subject with a wildcard (a NATS key-value test's table) is a pattern, not a key
def test_a_subject_pattern_with_a_wildcard_stays() -> None:
    text = '\t\t{key: "foo.*.bar", ok: true},\n\t\t{key: "orders.>", ok: false},'
    assert redact_secrets(text) == text


# an ask that says what the password is to be, in the subjunctive (round 20's Codex session: the
# person typed it, the agent's answer repeated it, the seal quoted the answer); the same words
# before a word that is no value keep it
SAID_TO_BE = [
    ("que la contraseña sea esta Kx7_mQ29ab", "Kx7_mQ29ab"),
    ("que a senha seja `Kx7_mQ29ab`", "Kx7_mQ29ab"),
    ("che la password sia Kx7_mQ29ab.", "Kx7_mQ29ab"),
    ("que le mot de passe soit Kx7_mQ29ab", "Kx7_mQ29ab"),
    ("let the password be Kx7_mQ29ab", "Kx7_mQ29ab"),
]
SAID_TO_BE_KEPT = ["que la contraseña sea segura", "la password sia obbligatoria", "the password be reset first",
                   "que la contraseña sea ****"]


@pytest.mark.parametrize(("text", "secret"), SAID_TO_BE)
def test_a_password_said_to_be_a_value_is_taken(text: str, secret: str) -> None:
    assert secret not in redact_secrets(text)


@pytest.mark.parametrize("text", SAID_TO_BE_KEPT)
def test_the_same_words_before_no_value_stay(text: str) -> None:
    assert redact_secrets(text) == text
