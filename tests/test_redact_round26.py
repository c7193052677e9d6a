"""Issue 33, round 26: readings that hold in general, found on outside files of kinds earlier
rounds had least of (session 62: .docker/config.json, .netrc, .pypirc, .npmrc, Maven settings.xml,
Ansible group_vars, Jenkinsfiles, CircleCI and Azure pipelines, PowerShell profiles) and on what
people type (the lead's notes: a password said in a Spanish subjunctive or past, a misspelt key
word, a sudo password typed as its own chat line). Each reading is red without it; each keep
stays. Lines are written anew in those files' manner, values random."""

from __future__ import annotations

import pytest

from lc_memory.redact.engine import redact_secrets


# a password said in the Romance subjunctive, past or future, or "stays as": the context rule
# said-i18n (a password's name, then the form, then the value) and the prose reader's [said]
# copulas (with whose password it is between: la contraseña del servidor quede como V)
SAID_IN_OTHER_FORMS = [
    ("que la clave sea Wm4tQz8rKv2p hasta el lunes", "Wm4tQz8rKv2p"),
    ("si la contraseña fuera Hn7xLq3bZs9d no entraría nadie", "Hn7xLq3bZs9d"),
    ("al final la contraseña quedó como Rb5kPw2mYt8c", "Rb5kPw2mYt8c"),
    ("que la contraseña de staging quede como Jd3vNf8qLx6m", "Jd3vNf8qLx6m"),
    ("a senha do banco ficou como Tq9wXc4nBz7h", "Tq9wXc4nBz7h"),
    ("La contraseña es = Kd5rXw8mQz2t", "Kd5rXw8mQz2t"),  # a README's equals sign after the copula
]
SAID_NO_VALUE = [
    "que la contraseña sea segura y larga",
    "la clave quedó como estaba antes",
    "si la contraseña fuera más larga sería mejor",
    "la contraseña fue cambiada ayer por el equipo",
    "que la clave sea ${DB_PASSWORD}",
    "la contraseña es = ${DB_PASS}",
]


@pytest.mark.parametrize(("text", "secret"), SAID_IN_OTHER_FORMS)
def test_a_password_said_in_another_form_is_taken(text: str, secret: str) -> None:
    assert secret not in redact_secrets(text)


@pytest.mark.parametrize("text", SAID_NO_VALUE)
def test_the_same_forms_before_no_value_stay(text: str) -> None:
    assert redact_secrets(text) == text


# a password's key word mistyped, as people type it in a config or a message (letters dropped,
# swapped or doubled)
MISTYPED_KEYS = [
    ("passwod: Kc8mTq2wZr5x", "Kc8mTq2wZr5x"),
    ("DB_PASSWROD=Pf4nWx9kLq2s", "Pf4nWx9kLq2s"),
    ('smtp_passowrd = "Gz6tHb3mVr8q"', "Gz6tHb3mVr8q"),
    ("the staging passwod is Yx2cNm7pRk4w", "Yx2cNm7pRk4w"),
]
MISTYPED_KEYS_KEPT = ["passwod: ${SMTP_PASSWORD}", "passwod: changeme", "DB_PASSWROD="]


@pytest.mark.parametrize(("text", "secret"), MISTYPED_KEYS)
def test_a_mistyped_password_key_is_read(text: str, secret: str) -> None:
    assert secret not in redact_secrets(text)


@pytest.mark.parametrize("text", MISTYPED_KEYS_KEPT)
def test_a_mistyped_key_before_a_reference_stays(text: str) -> None:
    assert redact_secrets(text) == text


# a terminal's password prompt alone on its line and the answer typed on the next, as a chat
# history keeps a person's typed message under the command's output
TYPED_UNDER_A_PROMPT = [
    ("> sudo systemctl restart caddy\n[sudo] password for maren:\n\n#### Lq7vRt2nXw9k\n", "Lq7vRt2nXw9k"),
    ("$ su - deploy\nPassword:\nBn4kWz8qTm3r\n", "Bn4kWz8qTm3r"),
    ("Enter passphrase for key '/home/ola/.ssh/id_ed25519':\n> Hv6pXq2mZk9t\n", "Hv6pXq2mZk9t"),
]
UNDER_A_PROMPT_KEPT = [
    "[sudo] password for maren:\nSorry, try again.\n",
    "[sudo] password for maren:\n\n#### why does it ask me that?\n",
    "Password:\n\nThe password must hold 12 characters.\n",
    "password:\n  type: string\n  minLength: 12\n",
    "[sudo] password for maren:\nHit:1\n",
]


@pytest.mark.parametrize(("text", "secret"), TYPED_UNDER_A_PROMPT)
def test_a_password_typed_under_its_prompt_is_taken(text: str, secret: str) -> None:
    assert secret not in redact_secrets(text)


@pytest.mark.parametrize("text", UNDER_A_PROMPT_KEPT)
def test_what_follows_a_prompt_and_is_no_password_stays(text: str) -> None:
    assert redact_secrets(text) == text


# an image pull secret names the Kubernetes Secret that holds a registry's credentials; OpenShift's
# pullSecret holds them
def test_an_image_pull_secret_names_a_secret_and_stays() -> None:
    for text in ("  imagePullSecret: 'registry7f2c9e-auth'", "imagePullSecrets: ghcr-pull-Xk4"):
        assert redact_secrets(text) == text


def test_a_pull_secret_with_the_credentials_is_still_taken() -> None:
    assert "Tz8qWm3kRv5n" not in redact_secrets("pullSecret: 'Tz8qWm3kRv5n'")


# a package, an orb or an action pinned to a version is what is installed, at whatever key
def test_a_pinned_reference_stays() -> None:
    for text in ("  vault-secrets: acme/vault-secrets-orb@2.4.1", "  secret_action: octo/read-secret@v3",
                 '"token-helper": "@acme/token-helper@1.9"'):
        assert redact_secrets(text) == text


def test_a_secret_with_a_slash_and_an_at_is_still_taken() -> None:
    assert "Vq8r/Tz2m@Lp4x" not in redact_secrets("  secret: Vq8r/Tz2m@Lp4x")


# an environment variable set through PowerShell's Env: drive: its name stands in the path
ENV_DRIVE = [
    ('Set-Item -Path Env:SLACK_BOT_TOKEN -Value "Wr5tKm8qZx2nPv"', "Wr5tKm8qZx2nPv"),
    ("New-Item Env:SMTP_PASSWORD Jb3xQw7mRt9zLc", "Jb3xQw7mRt9zLc"),
]
ENV_DRIVE_KEPT = ['Set-Item -Path Env:PATH -Value "C:\\tools\\bin"', 'Set-Content -Path notes.txt -Value "Wr5tKm8qZx2nPv"',
                  "Set-Item Env:SLACK_BOT_TOKEN $token"]


@pytest.mark.parametrize(("text", "secret"), ENV_DRIVE)
def test_a_secret_set_on_the_env_drive_is_taken(text: str, secret: str) -> None:
    assert secret not in redact_secrets(text)


@pytest.mark.parametrize("text", ENV_DRIVE_KEPT)
def test_what_the_env_drive_or_a_file_is_given_otherwise_stays(text: str) -> None:
    assert redact_secrets(text) == text


# people's words around a password in the Romance languages and German: a change asked for or done
# with the verb before the name, a value given to be used as the password, what it is going to or
# must be, a new one named so, and "now" after the copula (which is no value)
PEOPLES_WORDS = [
    ("cámbiale la contraseña a Vt6rKp2mXq9w", "Vt6rKp2mXq9w"),
    ("ya cambié la clave del router por Hs4nZq8wLm3k", "Hs4nZq8wLm3k"),
    ("troquei a senha pra Qm2xRt7vBn5c", "Qm2xRt7vBn5c"),
    ("usa Pz9kWm3tRx6q como contraseña del admin", "Pz9kWm3tRx6q"),
    ("utilise Fd3qLz8mTw5x comme mot de passe", "Fd3qLz8mTw5x"),
    ("a senha nova vai ser Nc7wXk2qZr4m", "Nc7wXk2qZr4m"),
    ("le mot de passe c'est Gb5tQm9xKw2z", "Gb5tQm9xKw2z"),
    ("mein Passwort ist jetzt Xr8mTq3wKz6v", "Xr8mTq3wKz6v"),
]
PEOPLES_WORDS_KEPT = [
    "cambia la contraseña por seguridad cada mes",
    "cambia la contraseña a través del panel",
    "usa algo largo como contraseña",
    "la contraseña debe ser larga",
    "das Passwort ist jetzt geändert",
    "das Passwort ist jetzt",
    "la contraseña actual es incorrecta",
]


@pytest.mark.parametrize(("text", "secret"), PEOPLES_WORDS)
def test_a_password_in_peoples_words_is_taken(text: str, secret: str) -> None:
    assert secret not in redact_secrets(text)


@pytest.mark.parametrize("text", PEOPLES_WORDS_KEPT)
def test_the_same_words_with_no_password_stay(text: str) -> None:
    assert redact_secrets(text) == text
