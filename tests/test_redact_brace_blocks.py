"""Issue 33: a block in braces whose own name says secret gives that context to every `k = v`
inside it, as a YAML block's name does (batch 76's dev part: Consul's HCL acl tokens)."""

from __future__ import annotations

import pytest

from lc_memory.redact.engine import redact_secrets

SECRET = "Zq8Lm2Rt5Vx9Kd3F"
TOKEN = "4f2a9c1e-7b3d-4e8a-9c2f-1d5e6b7a8c90"


@pytest.mark.parametrize("text,value", [
    (f'acl {{\n  enabled = true\n  tokens {{\n    initial_management = "{TOKEN}"\n  }}\n}}', TOKEN),  # Consul
    (f'acl {{\n  tokens {{\n    agent = "{TOKEN}"\n    default = "{TOKEN}"\n  }}\n}}', TOKEN),
    (f'secrets {{\n  backup_key = "{SECRET}"\n}}', SECRET),
    (f'credentials {{\n    username = "deploy"\n    password = "{SECRET}"\n}}', SECRET),  # a Gradle repository
])
def test_a_value_under_a_brace_block_named_secret_is_taken(text, value):
    assert value not in redact_secrets(text)


@pytest.mark.parametrize("text", [
    'tokens {\n  ttl = "30m"\n  max = 10\n}',  # no secret-shaped value
    'secrets {\n  provider = "vault"\n  path = "secret/data/app"\n}',  # references and names
    f'credentials {{\n  username = "{SECRET}"\n}}',  # a user name is no secret, in a secret block too
    f'function token() {{\n  x = "{SECRET}"\n}}',  # code: no block named so
    f'server {{\n  listen = 443\n  id = "{SECRET}"\n}}',  # a neutral name
])
def test_a_brace_block_of_no_secret_or_a_neutral_name_stays(text):
    assert redact_secrets(text) == text


GOSSIP_KEY = "pCOEKgL2SYHmDoFJqnolFUTJi7Vy+Qwyry04WIZUupc="  # base64 of 32 bytes, as consul keygen prints


@pytest.mark.parametrize("text", [
    f"consul keyring -install={GOSSIP_KEY}", f"consul keyring -use {GOSSIP_KEY}",
    f"nomad operator keyring install {GOSSIP_KEY}", f"nomad operator gossip keyring install {GOSSIP_KEY}",
])
def test_a_gossip_keyring_command_loses_its_key(text):
    """The same cluster's gossip key in its block (encrypt = "...") is taken; so is it on the command line."""
    assert GOSSIP_KEY not in redact_secrets(text)


@pytest.mark.parametrize("text", ["consul keyring -list", "nomad operator keyring list",
                                  "nomad operator keyring install $NOMAD_GOSSIP_KEY"])
def test_a_gossip_keyring_command_with_no_key_stays(text):
    assert redact_secrets(text) == text


@pytest.mark.parametrize("text", [
    f'acl = {{\n  tokens = {{\n    agent = "{TOKEN}"\n  }}\n}}',  # HCL's map assignment
    f'#acl {{\n#   tokens = {{\n#     initial_management = "{TOKEN}"\n#   }}\n#}}',  # a sample config, commented out
    f'// tokens {{\n//   agent = "{TOKEN}"\n// }}',
])
def test_a_map_assigned_or_commented_out_brace_block_is_read_too(text):
    assert TOKEN not in redact_secrets(text)
