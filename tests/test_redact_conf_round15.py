"""Issue 33, round 15 (batches 96-97's dev parts and the dev leftovers): each rule here has a
test that goes red without it."""

from __future__ import annotations

import base64

import pytest

from lc_memory.redact.engine import redact_secrets
from lc_memory.redact.checks import public_key_bytes

# an uncompressed P-256 point (0x04, x, y), as a Web Push VAPID public key is written
VAPID_PUBLIC = base64.urlsafe_b64encode(bytes([4]) + bytes(range(7, 71))).decode().rstrip("=")
# a minisign or signify public key: "Ed", an 8-byte key id, 32 bytes
MINISIGN_PUBLIC = base64.b64encode(b"Ed" + bytes(range(40, 48)) + bytes(range(100, 132))).decode()


def test_the_public_keys_are_their_shapes() -> None:
    assert len(VAPID_PUBLIC) == 87 and VAPID_PUBLIC.startswith("B")
    assert len(MINISIGN_PUBLIC) == 56 and MINISIGN_PUBLIC.startswith("RW")
    assert public_key_bytes(VAPID_PUBLIC) and public_key_bytes(VAPID_PUBLIC + "=")
    assert public_key_bytes(MINISIGN_PUBLIC)


@pytest.mark.parametrize("value", [
    "Zk9mQ2rT5vX8bN1cF4aB3cD5eF7gH9iJ1kL3mN5oP7q",  # a VAPID private key's length (32 bytes)
    "B" + "Zk9mQ2rT5vX8bN1cF4" * 4 + "aB3cD5eF7gH9iJ1k",  # 87 characters, not a point's bytes
    "RWxTY0Iy" + "Zk9mQ2rT5vX8bN1cF4" * 2 + "aB3cD5eF7gH9",  # 56 characters, not "Ed"'s bytes
    "RWRTY0Iy" + "Zk9mQ2rT5vX8bN1cF4" * 5 + "aB3cD5eF7gH9",  # a secret key file's opening, longer
])
def test_other_values_of_those_lengths_are_no_public_key(value: str) -> None:
    assert not public_key_bytes(value)


@pytest.mark.parametrize("text", [
    f'      const sub = await reg.pushManager.subscribe({{\n        userVisibleOnly: true,\n'
    f'        applicationServerKey: "{VAPID_PUBLIC}",\n      }});\n',
    f"VAPID_PUBLIC_KEY={VAPID_PUBLIC}\n",
    f"MINISIGN_KEY={MINISIGN_PUBLIC}\n",
])
def test_a_public_key_known_by_its_bytes_stays(text: str) -> None:
    assert redact_secrets(text) == text


def test_a_vapid_private_key_is_still_taken() -> None:
    text = "VAPID_PRIVATE_KEY=Zk9mQ2rT5vX8bN1cF4aB3cD5eF7gH9iJ1kL3mN5oP7q\n"
    assert "Zk9mQ2rT5vX8bN1cF4" not in redact_secrets(text)


# `wg show` prints each key under a label of words: "public key:" is the public half
@pytest.mark.parametrize("text", [
    "interface: wg0\n  public key: xTIBA5rboUvnH4htodjb6e697QjLERt1NAB4mZqp8Dg=\n  private key: (hidden)\n",
    "peer public key: xTIBA5rboUvnH4htodjb6e697QjLERt1NAB4mZqp8Dg=\n",
])
def test_a_label_that_says_public_key_stays(text: str) -> None:
    assert redact_secrets(text) == text


def test_a_label_that_says_private_key_is_taken() -> None:
    text = "  private key: xTIBA5rboUvnH4htodjb6e697QjLERt1NAB4mZqp8Dg=\n"
    assert "xTIBA5rboUvnH4ht" not in redact_secrets(text)


@pytest.mark.parametrize("text", [
    'sudo -u www-data php occ config:system:set dbpassword --value "Zq8Lm2Rt5Vx9"',
    "php occ config:system:set redis password --value=Zq8Lm2Rt5Vx9 --type=string",
    "docker exec -u www-data nextcloud php occ config:system:set mail_smtppassword --value Zq8Lm2Rt5Vx9",
    "php occ config:app:set user_ldap ldap_agent_password --value Zq8Lm2Rt5Vx9",
])
def test_nextcloud_occ_sets_a_secret_setting(text: str) -> None:
    assert "Zq8Lm2Rt5Vx9" not in redact_secrets(text)


@pytest.mark.parametrize("text", [
    'php occ config:system:set dbpassword --value "$MYSQL_PASSWORD"',
    'php occ config:system:set dbhost --value "db.internal.example"',
    "php occ config:system:set redis port --value 6379 --type integer",
    # (fish's set, read inside a subcommand's name, took the flag as a value)
    'docker exec -u www-data nextcloud php occ config:system:set dbpassword --value="NEW_PWD"',
])
def test_nextcloud_occ_keeps_other_settings_and_references(text: str) -> None:
    assert redact_secrets(text) == text


def test_fish_set_is_still_read() -> None:
    assert "Zk9mQ2rT5vX8bN1cF4" not in redact_secrets("set -gx GITHUB_TOKEN Zk9mQ2rT5vX8bN1cF4")


def test_a_named_parameter_is_a_placeholder() -> None:
    text = "sudo tee /etc/wireguard/wg0.conf << EOF\n[Interface]\nPrivateKey = :wireguardClientPrivate\nAddress = 10.1.1.2/32\n"
    assert redact_secrets(text) == text


def test_a_random_value_after_a_colon_is_still_taken() -> None:
    assert "Xk9mQ2rT5vX8bN1" not in redact_secrets("[Interface]\nPrivateKey = :Xk9mQ2rT5vX8bN1\n")


def test_an_elided_value_in_a_secrets_data_stays() -> None:
    text = ("apiVersion: v1\ndata:\n  tls.key: LS0tLS1C.....===\n  password: Zq8Lm2Rt5Vx9Kd3\n"
            "kind: Secret\n")
    out = redact_secrets(text)
    assert "LS0tLS1C.....===" in out and "Zq8Lm2Rt5Vx9Kd3" not in out


# normalise.py: a Markdown hard break before a console's prompt line joins no token (b12's dev
# leftover, aCybernomad's notes: the value was glued to the next command and lost)
@pytest.mark.parametrize("after", ["R1(config-line)#login", "R1(config-line)login", "Switch(config)#end"])
def test_a_hard_break_before_a_prompt_line_ends_the_value(after: str) -> None:
    text = f"### Console\nR1(config)#line console 0\\\nR1(config-line)#password BrF4eEu0N0LB\\\n{after}\n"
    assert "BrF4eEu0N0LB" not in redact_secrets(text)


def test_a_backslash_continued_token_is_still_joined() -> None:
    text = "export API_TOKEN=Zq8Lm2Rt5Vx9abc\\\nDEF123xyzQ\n"
    assert "DEF123xyzQ" not in redact_secrets(text) and "Zq8Lm2Rt5Vx9abc" not in redact_secrets(text)


# normalise.py: a long line's last token is no hard wrap of a token when the next line opens with
# a lower-case word and a blank: the value stays one, and the next line's word stays as written
@pytest.mark.parametrize("text", [
    "R1(config)#enable secret Zq8Lm2Rt5Vx9Kd3 and some more words to pass sixty chars: secret Zq8Lm2Rt5Vx9Kd3\n"
    "line vty 0 4\n",
    'knife vault create secrets db --search "role:web" --admins ops --secret Zq8Lm2Rt5Vx9Kd3Fh6\n'
    "knife vault show secrets db\n",
])
def test_a_long_lines_value_does_not_take_the_next_lines_word(text: str) -> None:
    out = redact_secrets(text)
    assert "Zq8Lm2Rt5Vx9Kd3" not in out and out.splitlines()[1] == text.splitlines()[1]


def test_a_hard_wrapped_key_is_still_joined() -> None:
    body = "Zq8Lm2Rt5Vx9Kd3Fh6Jk8Lm1Np4Qr7St0Uv2Wx5Yz8aB3cD5eF7gH9iJ1kL3mN5oP7qR9s"
    text = f"SIGNING_SECRET={body}\nTu2Vw4Xy6Za8Bc0De\n"
    assert "Tu2Vw4Xy6Za8Bc0De" not in redact_secrets(text)


# commands.toml, the dev leftovers of tldr-pages' examples
@pytest.mark.parametrize("text", [
    'oathtool --totp --base32 "secret" "35082e406070b34f64bb0d5b8eea455e"',
    "spark register 0599c66487ee1c8680ac94ed2cac8fcc",
    "zrok access private f42cb43c9bc6d2b9b82bfd1cdb0a6b36",
])
def test_a_commands_token_argument(text: str) -> None:
    assert text.split()[-1].strip('"') not in redact_secrets(text)


@pytest.mark.parametrize("text", ["spark register token", "zrok access private share_token",
                                  'oathtool --totp -b "$TOTP_SECRET"'])
def test_a_commands_placeholder_stays(text: str) -> None:
    assert redact_secrets(text) == text


# rules.public_material: a value cut to the armour's first word shows no key (gitleaks'
# kubernetes-secret-yaml read an elided README value up to its dots)
@pytest.mark.parametrize("value", ["LS0tLS1CRUdJTi", "LS0tLS1CRUdJTiA="])
def test_an_armours_first_word_alone_is_no_key(value: str) -> None:
    from lc_memory.redact.rules import public_material
    assert public_material(value)


def test_elided_values_in_a_secrets_data_stay() -> None:
    text = ("apiVersion: v1\ndata:\n  ca.crt: LS0tLS1CRUdJTi.....0tLS0=\n  tls.crt: LS0tLS1CRUdJT......LS0=\n"
            "kind: Secret\n")
    assert redact_secrets(text) == text


# normalise.py: a line that is a whole public key is no hard-wrapped token's rest (the comment
# line above it ends in the key's id)
def test_a_public_key_line_is_not_joined_to_the_long_line_above() -> None:
    text = f"const publicKey = `untrusted comment: minisign public key: 29FA7D2CA832AC6C\n{MINISIGN_PUBLIC}`\n"
    assert MINISIGN_PUBLIC in redact_secrets(text)
