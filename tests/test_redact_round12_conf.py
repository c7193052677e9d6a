"""Issue 33, round 12 (batches 75-77: LDAP, Gitea, Mattermost, CI agents, Consul and Nomad,
Redash, Metabase, ESPHome, Keycloak): the rules the dev part asked for, each red without it.

* A UUID is data (a request's id, a row's), except where a strong secret word names it: Consul's
  and Nomad's ACL tokens, Heroku's API key, Vault's secret_id are UUIDs. Not under a weak word
  (``session``, ``key``), not in a password's place (a command's pairs hold ids too:
  ``vault write ... role_id=<uuid>``), and not one a person made up (runs in order, few digits).
* ``encrypt`` alone names the key it is done with (Consul's gossip key); a weak word, so
  ``encrypt = true`` and ``encrypt: aes-256-gcm`` stay; in a longer name it is what a function
  does (key_words.toml's ``alone``: ``sodium_crypto_aead_aes256gcm_encrypt`` in a list of names).
* ``authtok``: PAM's and SSSD's word for the password a module is given.
"""

from __future__ import annotations

import pytest

from lc_memory.redact.checks import keyed_value, random_uuid
from lc_memory.redact.engine import redact_secrets
from lc_memory.redact.keys import LEXICON, key_word

UUID = "4f2a9c1e-7b3d-4e8a-9c2f-1d5e6b7a8c90"


@pytest.mark.parametrize("text", [
    f'export CONSUL_HTTP_TOKEN="{UUID}"',
    f'export NOMAD_TOKEN="{UUID}"',
    f"CONSUL_HTTP_TOKEN: {UUID}",
    f'acl_master_token = "{UUID}"',
    f"acl:\n  tokens:\n    initial_management: {UUID}\n",
    f"X-Consul-Token: {UUID}",
    f"HEROKU_API_KEY={UUID}",
])
def test_a_uuid_a_token_word_names_is_taken(text):
    assert UUID not in redact_secrets(text)


@pytest.mark.parametrize("text", [
    f"request_id: {UUID}",
    f'"session": "{UUID}"',  # a weak word: a session's id
    f"vault write auth/approle/login role_id={UUID}",  # a password's place: role_id is an id
    'CONSUL_HTTP_TOKEN="a1b2c3d4-e5f6-7890-abcd-ef1234567890"',  # made up: runs in order
    'NOMAD_TOKEN="00000000-0000-0000-0000-000000000000"',
    'token = "12345678-1234-1234-1234-123456789012"',
])
def test_a_uuid_stays_data_elsewhere(text):
    assert redact_secrets(text) == text


def test_the_uuid_gate():
    assert random_uuid(UUID) and keyed_value(UUID)
    assert not keyed_value(UUID, weak=True) and not keyed_value(UUID, password=True)
    assert not random_uuid("a1b2c3d4-e5f6-7890-abcd-ef1234567890")


@pytest.mark.parametrize("text,secret", [
    ('encrypt = "pCOEKgL2SYHmDoFJqnolFUTJi7Vy+Qwyry04WIZUupc="', "pCOEKgL2SYHmDoFJqnolFUTJi7Vy+Qwyry04WIZUupc="),
    ('"encrypt": "pCOEKgL2SYHmDoFJqnolFUTJi7Vy+Qwyry04WIZUupc="', "pCOEKgL2SYHmDoFJqnolFUTJi7Vy+Qwyry04WIZUupc="),
    ("ldap_default_authtok = Xk9pL2mQ7v", "Xk9pL2mQ7v"),
    ("ldap_default_authtok = hunter2horse", "hunter2horse"),
])
def test_encrypt_and_authtok_name_secrets(text, secret):
    assert secret not in redact_secrets(text)


@pytest.mark.parametrize("text", [
    "encrypt = true",
    "encrypt: aes-256-gcm",
    # PHP's function names as Pygments lists them: a name ending in the verb is no key's name
    "            'sodium_crypto_aead_aes256gcm_encrypt',\n            'sodium_crypto_aead_aes256gcm_is_available',\n",
    'encrypt = "${CONSUL_GOSSIP_KEY}"',
    "ldap_default_authtok_type = password",
    "ldap_default_authtok = $ldap_password",
])
def test_encrypt_and_authtok_keep_settings(text):
    assert redact_secrets(text) == text


@pytest.mark.parametrize("word", LEXICON["alone"])
def test_an_alone_word_names_a_secret_only_as_the_whole_name(word):
    hit = key_word(word)
    assert hit is not None and hit.weak
    assert key_word(f"consul.{word}") is not None
    assert key_word(f"aead_{word}") is None and key_word(f"{word}_mode") is None


@pytest.mark.parametrize("name,named", [
    ("xpack.encryptedSavedObjects.encryptionKey", True),  # Kibana: a feature's namespace
    ("xpack.security.encryptionKey", True),
    ("encrypted_password", False),  # the value is the envelope
    ("encrypted.password", False),
    ("spec.encryptedData.password", False),  # SealedSecrets' block of ciphertexts
    ("sealedSecret", False),
])
def test_an_envelope_word_turns_off_its_own_segment_only(name, named):
    assert (key_word(name) is not None) is named


def test_kibana_encryption_key_is_taken():
    text = "xpack.encryptedSavedObjects.encryptionKey: Zk9mQ2rT5vX8bN1cF4Hw1q8Lm2Rt5Vx9"
    assert "Zk9mQ2rT5vX8bN1cF4Hw1q8Lm2Rt5Vx9" not in redact_secrets(text)


@pytest.mark.parametrize("text", [
    "MM_SQLSETTINGS_ATRESTENCRYPTKEY=n5uax3d4f919obtsp1pw1k5xetq1enez",  # Mattermost, glued by its env form
    "ATRESTENCRYPTIONKEY=Zk9mQ2rT5vX8bN1cF4Hw1q8L",
])
def test_a_glued_encryption_key_is_taken(text):
    assert text.split("=", 1)[1] not in redact_secrets(text)


@pytest.mark.parametrize("text", [
    f"page_token: {UUID}",
    f'"NextToken": "{UUID}"',
    "nextToken: Zk9mQ2rT5vX8bN1cF4Hw1q8Lm2Rt5Vx9",
    f"continuation_token: {UUID}",
    'syncToken = "CPDAlvWDx70CEPDAlvWDx70CGAU="',
    "resumeToken: Zk9mQ2rT5vX8bN1cF4Hw1q8Lm2Rt5Vx9",
    f"paginationToken={UUID}",
])
def test_a_list_cursor_is_no_credential(text):
    assert redact_secrets(text) == text
