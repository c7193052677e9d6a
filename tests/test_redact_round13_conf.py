"""Issue 33, round 13 (batches 84-86: configs, command lines, near-misses): the rules their dev
parts asked for. Each test goes red when its rule is removed."""

from __future__ import annotations

import pytest

from lc_memory.redact.checks import credential
from lc_memory.redact.engine import redact_secrets


@pytest.mark.parametrize("value", [
    "vps-panel-change-this-to-random-32-chars!!",  # phpMyAdmin's blowfish_secret in a sample
    "replace-with-32-random-bytes-0x9",
    "app-your-secret-9f2k",
])
def test_a_credential_holds_no_words_someone_is_told_to_replace(value: str) -> None:
    assert not credential(value)
    assert value in redact_secrets(f"$cfg['blowfish_secret'] = '{value}';")


@pytest.mark.parametrize("value", ["q9Zt-Lm2Rt5!Vx9wKp-C7d", "hereZq8Lm2Rt5Vx9ab", "xyChangeZq8Lm2Rt5"])
def test_a_random_value_stays_a_credential(value: str) -> None:
    assert credential(value)
    assert value not in redact_secrets(f"$cfg['blowfish_secret'] = '{value}';")


def test_an_ipsec_secrets_line_a_script_writes_is_read() -> None:
    text = "    echo ': PSK \"SG5QJ0d6jI2Z/Ul8\"' > /etc/ipsec.secrets\n"
    assert "SG5QJ0d6jI2Z/Ul8" not in redact_secrets(text)
    kept = "    echo ': PSK \"$VPN_IPSEC_PSK\"' > /etc/ipsec.secrets\n"
    assert redact_secrets(kept) == kept
