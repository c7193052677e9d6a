"""Issue 33's ninth round of command lines (batches 68-70): pass-the-hash.

An NTLM hash given where a password would be logs in as the password does (evil-winrm's and
CrackMapExec/NetExec's -H, xfreerdp's /pth:, impacket's -hashes LMHASH:NTHASH, Kali's
impacket-NAME wrappers): the command table takes it. A placeholder, a file of hashes or
smbmap's -H (its host) keeps its text. The values are random (no real hash).
"""

from __future__ import annotations

import pytest

from lc_memory.redact.commands import COMMAND_RULES
from lc_memory.redact.engine import findings, redact_secrets

NT = "c4b1e39f07a2d85e6f31b90a7d2e48c5"
LM = "aad3b435b51404eeaad3b435b51404ee"


def _taken(text: str) -> list[str]:
    return [text[f.start:f.end] for f in findings(text, COMMAND_RULES)]


@pytest.mark.parametrize(("text", "value"), [
    (f"evil-winrm -i 10.0.0.5 -u administrator -H {NT}", NT),
    (f"evil-winrm -i 10.0.0.5 -u 'lvetrova' -H '{NT}'", NT),
    (f"crackmapexec smb 10.0.0.5 -u admin -H {NT} --local-auth", NT),
    (f"nxc smb 10.0.0.5 -u admin -H {NT} --shares", NT),
    (f"netexec winrm 10.0.0.5 -u admin --hash {NT}", NT),
    (f"xfreerdp /v:10.0.0.5 /u:admin /pth:{NT} /cert:ignore", NT),
    (f"psexec.py -hashes {LM}:{NT} corp/admin@10.0.0.5", f"{LM}:{NT}"),
    (f"impacket-psexec -hashes :{NT} corp/admin@10.0.0.5", f":{NT}"),
    (f"impacket-wmiexec corp/admin:Zq8Lm2Rt5Vx9@10.0.0.5", "Zq8Lm2Rt5Vx9"),  # Kali's name, user:pass
])
def test_a_hash_given_for_the_password_is_taken(text, value):
    assert value in _taken(text) and NT not in redact_secrets(text) and "Zq8Lm2Rt5Vx9" not in redact_secrets(text)


@pytest.mark.parametrize("text", [
    "evil-winrm -i TARGET_IP -u admin -H NTLM_HASH",
    "evil-winrm -i butler -u Administrator -H <hash_from_dump>",
    "xfreerdp /u:user /pth:NTLM_HASH /v:TARGET",
    "nxc smb 10.0.0.0/24 -u users.txt -H hashes.txt",
    "smbmap -H 10.0.0.5 -u guest",  # smbmap's -H is the host
    "evil-winrm -i 10.0.0.5 -u admin -H $NTHASH",
])
def test_a_placeholder_a_file_or_a_host_keeps_its_text(text):
    assert _taken(text) == [] and redact_secrets(text) == text


@pytest.mark.parametrize("text", [
    "sambaPipe.py -so path/to/file.so -hashes LM_HASH:NT_HASH domain/username",  # tldr's placeholders
    "psexec.py -hashes LMHASH:NTHASH corp/admin@10.0.0.5",
    "evil-winrm -i 10.0.0.5 -u admin -H Zq8Lm2Rt5Vx9Zq8Lm2Rt5Vx9Zq8Lm2Rt5",  # no hash's shape
])
def test_a_hash_flag_takes_only_a_hash(text):
    assert _taken(text) == []


@pytest.mark.parametrize("text", [
    # Windows' deployment and packaging tools (probes of batch 69's kinds): SqlPackage's
    # passwords, pvk2pfx's, the VS Code Marketplace's and Open VSX's publishing token
    "sqlpackage /Action:Publish /SourceFile:db.dacpac /TargetServerName:srv /TargetUser:sa /TargetPassword:Zq8Lm2Rt5Vx9",
    "SqlPackage.exe /a:Extract /ssn:srv /su:sa /sp:Zq8Lm2Rt5Vx9 /tf:db.dacpac",
    "pvk2pfx /pvk a.pvk /pi Zq8Lm2Rt5Vx9 /spc a.spc /pfx a.pfx",
    "npx vsce publish --pat Zq8Lm2Rt5Vx9",
    "ovsx publish -p Zq8Lm2Rt5Vx9",
])
def test_windows_deployment_and_publishing_tools_lose_their_password(text):
    assert "Zq8Lm2Rt5Vx9" in _taken(text)


@pytest.mark.parametrize("text", [
    "sqlpackage /Action:Publish /TargetPassword:$(SqlPassword)",
    "vsce publish -p $VSCE_PAT",
    "vsce publish patch",
    "pvk2pfx -pvk a.pvk -spc a.spc -pfx a.pfx -po %PFX_PASSWORD%",
])
def test_their_references_keep_their_text(text):
    assert _taken(text) == [] and redact_secrets(text) == text


@pytest.mark.parametrize("text", [
    # a redirection's file is no argument: the last argument is the password (Docker registry's
    # documented htpasswd -Bbn user V > auth/htpasswd)
    "htpasswd -Bbn admin Zq8Lm2Rt5Vx9 > auth/htpasswd",
    "docker run --entrypoint htpasswd httpd:2 -Bbn testuser Zq8Lm2Rt5Vx9 > auth/htpasswd",
    "htpasswd -Bbn admin Zq8Lm2Rt5Vx9 >> auth/htpasswd",
    "htpasswd -bn admin Zq8Lm2Rt5Vx9 2>/dev/null",
])
def test_a_redirection_is_no_argument(text):
    assert _taken(text) == ["Zq8Lm2Rt5Vx9"]
