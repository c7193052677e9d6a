"""Issue 33, round 8 (batches 62-63): the rules written from their dev parts and the known-left
families, each red without its data entry."""

from __future__ import annotations

import pytest

from lc_memory.redact.engine import redact_secrets

SECRET = "Zq8Lm2Rt5Vx9"


@pytest.mark.parametrize("text", [
    f"sudo anaconda-install --rootpw {SECRET} --lang en_US",
    f"./setup.sh --adminpw {SECRET} --dbhost db.internal",
    f"slapd-init --ldappw={SECRET}",
    f"rootpw: {SECRET}",
])
def test_a_name_ending_in_pw_names_a_password(text: str) -> None:
    assert SECRET not in redact_secrets(text)


@pytest.mark.parametrize("text", [
    "python convert.py -i model -o out --bpw 4.65",
    "exllama-quant --bpw 4.0 --head-bits 6",
])
def test_bits_per_weight_is_no_password(text: str) -> None:
    assert redact_secrets(text) == text
