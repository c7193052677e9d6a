"""Rules written for what the dev part of secrets-configs batch 6 (and batch 7) missed (issue 33).

Each text is the shape of a real file or command of the batch (random values, so no real
secret); without its rule the value stays in the scrubbed text. The near-miss texts beside
them are the same shapes with a reference or a name where the value stood: they stay whole.
"""

from __future__ import annotations

import pytest

from lc_memory.redact.engine import redact_secrets

SECRET = "Zq8Lm2Rt5Vx9"

CAUGHT = [
    # .NET's Secret Manager: the value is a secret whatever its key says
    f'dotnet user-secrets set "Movies:ServiceApiKey" "{SECRET}"',
    f'dotnet user-secrets set "Db" {SECRET} --project src/Api',
    # oathtool's KEY is the shared TOTP/HOTP secret
    f"oathtool --totp -b {SECRET}",
]

KEPT = [
    'dotnet user-secrets set "ConnectionStrings:Db" "$DB_CONNECTION"',
    "dotnet user-secrets list --project src/Api",
    "oathtool --totp -b $TOTP_SECRET",
]


@pytest.mark.parametrize("text", CAUGHT)
def test_the_batch_shapes_lose_their_value(text):
    assert SECRET not in redact_secrets(text)


@pytest.mark.parametrize("text", KEPT)
def test_the_same_shapes_with_a_reference_stay(text):
    assert redact_secrets(text) == text
