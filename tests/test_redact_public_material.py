"""Values their provider documents as public stay; the secrets beside them do not (issue 33,
round 12, batches 82-83: what only looks like a secret)."""

from __future__ import annotations

import base64

import pytest

from lc_memory.redact import gitleaks
from lc_memory.redact.engine import findings, redact_secrets
from lc_memory.redact.rules import _k8s_spans, public_material, published

# a certificate's PEM, its body made up (the reader decodes the opening, not the DER)
CERT_PEM = (b"-----BEGIN CERTIFICATE-----\nMIIDgDCCAmigAwIBAgIJAIHY67pShgsrMA0GCSqGSIb3DQEBCwUAMFUxCzAJBgNV\n"
            b"BAYTAlVTMQswCQYDVQQIDAJNQTEPMA0GA1UEBwwGQm9zdG9uMQswCQYDVQQKDAJE\n-----END CERTIFICATE-----\n")
KEY_PEM = (b"-----BEGIN PRIVATE KEY-----\nMIIEvwIBADANBgkqhkiG9w0BAQEFAASCBKkwggSlAgEAAoIBAQDcA8Yth/PWaOGS\n"
           b"oNmvEHZ24jQ7PKN+D4owLHWeiuRdmhA0YOvU3wqG3VqY4ZplZAV0PKlD/+2ZSF14\n-----END PRIVATE KEY-----\n")
CRT = base64.b64encode(CERT_PEM).decode()
KEY = base64.b64encode(KEY_PEM).decode()
TLS_SECRET = f"""apiVersion: v1
kind: Secret
metadata:
  name: web-tls
type: kubernetes.io/tls
data:
  tls.crt: {CRT}
  ca.crt: {CRT}
  tls.key: {KEY}
"""


# --- a certificate or a public key, base64 --------------------------------------------------

@pytest.mark.parametrize("value", [
    CRT,
    base64.b64encode(b"ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIOMqqnkVzrm0SdG6UOoqKLsab ci@host").decode(),
    base64.b64encode(b"-----BEGIN PUBLIC KEY-----\nMFkwEwYHKoZIzj0CAQYIKoZIzj0DAQcDQgAE\n").decode(),
    "LS0tLS1CRUdJTiBDRVJUSUZJ...",  # cut off in a README, inside "-----BEGIN CERTIFI"
])
def test_public_material(value: str) -> None:
    assert public_material(value)


@pytest.mark.parametrize("value", [
    KEY,
    base64.b64encode(CERT_PEM + KEY_PEM).decode(),  # a bundle: its key after the certificate
    "LS0tLS1CRUdJTiBSU0EgUFJJ...",  # "-----BEGIN RSA PRI"
    "LS0tLS1CRUdJTiBSU0Eg",  # "-----BEGIN RSA ": a public or a private key's opening
    "czNjcjN0LXZhbHVlLTEyMzQ1Njc4OTA=",
])
def test_not_public_material(value: str) -> None:
    assert not public_material(value)


def test_tls_secret_keeps_its_certificates_and_takes_its_key() -> None:
    out = redact_secrets(TLS_SECRET)
    assert out.count(CRT) == 2
    assert KEY not in out and "[REDACTED:" in out


def test_a_certificate_the_k8s_secret_reader_reads_is_published() -> None:
    """The reader takes every data value; ``published``, asked of every finding, gives the
    certificate back (one gate for every reader, not one in each)."""
    spans = list(_k8s_spans(TLS_SECRET))
    assert [TLS_SECRET[a:b] for a, b in spans if not published(TLS_SECRET, a, b)] == [KEY]
    assert [TLS_SECRET[a:b] for a, b in spans if published(TLS_SECRET, a, b)] == [CRT, CRT]


def test_gitleaks_context_rules_leave_a_certificate() -> None:
    assert not gitleaks._reads_as_a_credential(CRT)
    assert gitleaks._reads_as_a_credential(KEY)


# --- what a provider documents as public --------------------------------------------------

MAPBOX_PUBLIC = "pk.eyJ1IjoiZXhhbXBsZS11c2VyIiwiYSI6ImNrOHF6eDNwdjBhYmMzZnBrMnRkcTc4ZXMifQ.Qm7vX2hTzK9pL4rN8wY1cA"
SUPABASE_ANON = ("eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9."
                 + base64.urlsafe_b64encode(b'{"iss":"supabase","ref":"qwertyuiopasdfghjklz","role":"anon",'
                                            b'"iat":1738259464,"exp":2053835464}').decode().rstrip("=")
                 + ".Hw0oJmIuDGdITM3TZkMWeXkHy53kO4i8TCJMxb6_hko")
SUPABASE_SERVICE = SUPABASE_ANON.replace(
    SUPABASE_ANON.split(".")[1],
    base64.urlsafe_b64encode(b'{"iss":"supabase","ref":"qwertyuiopasdfghjklz","role":"service_role",'
                             b'"iat":1738259464,"exp":2053835464}').decode().rstrip("="))
FIREBASE_CONFIG = """const firebaseConfig = {
  apiKey: "AIzaSyDq3k9Vx7Lm2Pr5Tw8Zb1Nc4Hf6Jg0Ks2E",
  authDomain: "shop-1a2b3.firebaseapp.com",
  projectId: "shop-1a2b3",
  messagingSenderId: "729169602880",
  appId: "1:729169602880:web:699d0b3271c7ec023772a5"
};"""


@pytest.mark.parametrize("text,value", [
    (f"mapboxgl.accessToken = '{MAPBOX_PUBLIC}';", MAPBOX_PUBLIC),
    (f"VITE_SUPABASE_ANON_KEY={SUPABASE_ANON}", SUPABASE_ANON),
    (FIREBASE_CONFIG, "AIzaSyDq3k9Vx7Lm2Pr5Tw8Zb1Nc4Hf6Jg0Ks2E"),
    ("NEXT_PUBLIC_ALGOLIA_SEARCH_KEY=aadef574be1f9252bb48d4ea09b5cfe5", "aadef574be1f9252bb48d4ea09b5cfe5"),
    ('docsearch({ appId: "R2IYF7ETH7", apiKey: "599cec31baffa4868cae4e79f180729b", indexName: "docs" });',
     "599cec31baffa4868cae4e79f180729b"),
])
def test_published_values_stay(text: str, value: str) -> None:
    assert redact_secrets(text) == text
    start = text.index(value)
    assert published(text, start, start + len(value))


@pytest.mark.parametrize("text,value", [
    (f"mapboxgl.accessToken = '{MAPBOX_PUBLIC.replace('pk.', 'sk.')}';", MAPBOX_PUBLIC[3:]),  # a secret token
    (f"SUPABASE_SERVICE_ROLE_KEY={SUPABASE_SERVICE}", SUPABASE_SERVICE),  # the service role bypasses RLS
    ("git clone https://bb29f06cd0564755aafa3c6c43dfa8a8@github.com/acme/api.git", "bb29f06cd0564755aafa3c6c43dfa8a8"),
    ("GOOGLE_MAPS_API_KEY=AIzaSyDq3k9Vx7Lm2Pr5Tw8Zb1Nc4Hf6Jg0Ks2E", "AIzaSyDq3k9Vx7Lm2Pr5Tw8Zb1Nc4Hf6Jg0Ks2E"),
    ('const config = { apiKey: "AIzaSyDq3k9Vx7Lm2Pr5Tw8Zb1Nc4Hf6Jg0Ks2E", region: "eu" };',
     "AIzaSyDq3k9Vx7Lm2Pr5Tw8Zb1Nc4Hf6Jg0Ks2E"),  # no firebaseConfig member beside it
    ("ALGOLIA_ADMIN_API_KEY=aadef574be1f9252bb48d4ea09b5cfe5", "aadef574be1f9252bb48d4ea09b5cfe5"),
    ("ALGOLIA_SEARCH_ADMIN_KEY=aadef574be1f9252bb48d4ea09b5cfe5", "aadef574be1f9252bb48d4ea09b5cfe5"),  # admin, search or not
    ("algoliaSearchWriteKey: 'aadef574be1f9252bb48d4ea09b5cfe5'", "aadef574be1f9252bb48d4ea09b5cfe5"),
    ("ALGOLIA_APP_ID=B1G2GM9NG0\nALGOLIA_API_KEY=aadef574be1f9252bb48d4ea09b5cfe5", "aadef574be1f9252bb48d4ea09b5cfe5"),
])
def test_look_alikes_of_published_values_are_taken(text: str, value: str) -> None:
    assert value not in redact_secrets(text)


# --- the secrets beside them ----------------------------------------------------------------

def test_evm_private_keys_in_accounts_are_taken() -> None:
    text = """  networks: {
    ganache: {
      url: "http://127.0.0.1:7545",
      accounts: ["0xb6929f8d8fac3093eda530b3df80a4175eaafd32af9e81ef86a79b6d2f9febdb",
                 "7948f94207e883f228ddb0f46162a4365c45e79014ee76b873f2dc706a4b51d3"]
    }
  }"""
    out = redact_secrets(text)
    assert "b6929f8d8fac3093" not in out and "7948f94207e883f2" not in out
    assert [f.rule for f in findings(text)] == ["evm-accounts-key"] * 2


@pytest.mark.parametrize("text", [
    'connector.approveSession({ accounts: ["0xf1703c935c8d5fc95b8e3c7686fc87369351c3d1"], chainId: 1 });',
    'const tx = "0x7948f94207e883f228ddb0f46162a4365c45e79014ee76b873f2dc706a4b51d3"; // accounts: [] later',
    "accounts: [process.env.PRIVATE_KEY]",
])
def test_addresses_and_hashes_stay(text: str) -> None:
    assert redact_secrets(text) == text


@pytest.mark.parametrize("text,value", [
    ('url: "https://ultra-greatest-vineyard.ethereum-sepolia.quiknode.pro/8e37f80f63e2ddb56463719c8ae0fbdedb026f5a",',
     "8e37f80f63e2ddb56463719c8ae0fbdedb026f5a"),
    ("RPC_URL=https://mainnet.infura.io/v3/9aa3d95b3bc440fa88ea12eaa4456161", "9aa3d95b3bc440fa88ea12eaa4456161"),
    ('provider = "https://eth-mainnet.g.alchemy.com/v2/Xk3Jq9LmN2pR5tV8wY1zA4bC7dE0fG6h"', "Xk3Jq9LmN2pR5tV8wY1zA4bC7dE0fG6h"),
])
def test_node_provider_keys_in_endpoints_are_taken(text: str, value: str) -> None:
    assert value not in redact_secrets(text)
    assert [f.rule for f in findings(text)] == ["rpc-url-key"]


@pytest.mark.parametrize("text", [
    'url: "https://mainnet.infura.io/v3/YOUR-INFURA-KEY",',
    "See https://docs.infura.io/api/networks/ethereum for the endpoints.",
])
def test_node_provider_placeholders_stay(text: str) -> None:
    assert redact_secrets(text) == text


def _b64(text: str) -> str:
    return base64.b64encode(text.encode()).decode()


_KEY_PEM = "-----BEGIN {kind}PRIVATE KEY-----\nMIIEpAIBAAKCAQEAv3Zq8Lm2Rt5Vx9Kd3FQw7Ns4Hp1Yc6Bf0Jg8Xa2Wt5Lr9Mk3\n-----END {kind}PRIVATE KEY-----\n"


@pytest.mark.parametrize("kind", ["", "RSA ", "EC ", "OPENSSH "])
@pytest.mark.parametrize("form", [
    "users:\n- name: admin\n  user:\n    client-key-data: {v}\n",  # a kubeconfig
    "data:\n  tls.key: {v}\n",  # no kind: Secret in sight (a cut-off tool result)
    "echo {v} | base64 -d > id_rsa",
    "The key, base64: {v}",
])
def test_a_private_key_encoded_whole_in_base64_is_taken(kind: str, form: str) -> None:
    value = _b64(_KEY_PEM.format(kind=kind))
    text = form.format(v=value)
    assert value[20:60] not in redact_secrets(text)
    assert "base64-private-key" in {f.rule for f in findings(text)}


@pytest.mark.parametrize("text", [
    "client-certificate-data: " + _b64("-----BEGIN CERTIFICATE-----\nMIICxjCCAa4CCQD3Zq8Lm2Rt5Vx9Kd3F\n"),
    "The opening is " + _b64("-----BEGIN RSA "),  # no key in it
    "signature: " + _b64("-----BEGIN PGP SIGNATURE-----\niQEzBAEBCAAdFiEEv3Zq8Lm2Rt5Vx9Kd3F\n"),
])
def test_a_certificate_or_an_opening_alone_encoded_in_base64_stays(text: str) -> None:
    assert redact_secrets(text) == text
