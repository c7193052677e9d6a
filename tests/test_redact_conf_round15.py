"""Issue 33, round 15 (batches 96-97's dev parts and the dev leftovers): each rule here has a
test that goes red without it."""

from __future__ import annotations

import base64

import pytest

from lc_memory.redact.engine import redact_secrets
from lc_memory.redact.rules import public_key_bytes

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
