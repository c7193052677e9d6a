"""Build bench/corpora/secrets-configs/ from real configuration files (issue 33).

Reads local snapshots of public repositories (``--mirrors``: one git directory per
repository, named ``owner+name/repo``, as the project's fetch tool leaves them) at the
commit SOURCES.md names, finds every place a credential stands, and writes one case per
place: the snippet around it (a few lines) with a RANDOM secret-shaped value where the
real value stood, so no real secret is stored. Near-misses come from the same files:
values at secret-sounding keys that must stay (``${VAR}``, ``changeme``, ``{{ }}``, paths,
numbers, booleans, names of other things, sops ``ENC[...]``, SealedSecrets, public key
members). Commands come from tldr-pages (CC-BY-4.0): every example whose placeholder
stands for a credential gets a random value there.

The labelling vocabulary here is the bench's own (what a reader of the file would call
a secret), written before any rule of issue 33 and independent of lc_memory/redact.

The split: a case is held when ``int(sha1(id), 16) % 3 == 0``; held cases go to
cases-held.jsonl, the rest to cases-dev.jsonl.

    python bench/secrets_configs_build.py --mirrors /work/.mirror --extra /tmp/h1/extra.jsonl
    python bench/secrets_configs_build.py --dev-batch     # batch2-dev.jsonl, to the dev cases only
    python bench/secrets_configs_build.py --dev-batch bench/corpora/secrets-configs/batch3-dev.jsonl
    python bench/secrets_configs_build.py --dev-batch bench/corpora/secrets-configs/batch6-dev.jsonl

Batch 6 on: a batch keeps a held third of its own (``batchN-held.jsonl``, split by the same
id test before any rule is written for it); only its ``-dev`` file is added to the dev cases.
"""

from __future__ import annotations

import argparse
import base64
import hashlib
import json
import random
import re
import string
import subprocess
from dataclasses import dataclass, field
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
OUT = ROOT / "bench" / "corpora" / "secrets-configs"

# (repository, licence, path globs) for every snapshot read; the commit is read from the
# snapshot and written to SOURCES.md.
REPOS: list[tuple[str, str, list[str]]] = [
    ("docker/awesome-compose", "CC0-1.0", ["*compose.yaml", "*compose.yml", "*.properties", "*/README.md", "*.env"]),
    ("kubernetes/examples", "Apache-2.0", ["*.yaml", "*.yml", "*.md"]),
    ("terraform-aws-modules/terraform-aws-rds", "Apache-2.0", ["*.tf", "docs/*.md", "*/README.md", ".github/workflows/*"]),
    ("composer/composer", "MIT", ["doc/*.md", "doc/*/*.md", ".github/workflows/*"]),
    ("spring-projects/spring-petclinic", "Apache-2.0", ["*.properties", "*.yml", "*.yaml", "README.md"]),
    ("netbox-community/netbox-docker", "Apache-2.0", ["env/*", "*.yml", "*.example", ".github/workflows/*",
                                                       "docker/*.sh"]),
    ("netbox-community/netbox", "Apache-2.0", ["netbox/netbox/configuration_example.py", ".github/workflows/*",
                                               "docs/installation/*.md", "docs/configuration/*.md"]),
    ("goharbor/harbor", "Apache-2.0", ["make/harbor.yml.tmpl", "make/photon/prepare/templates/*/*",
                                       "tests/*.yml", "tests/*.yaml", "*.md", "docs/*.md"]),
    ("goharbor/harbor-helm", "Apache-2.0", ["values.yaml", "templates/*/*-secret*.yaml", "README.md"]),
    ("getsops/sops", "MPL-2.0", ["example.yaml", "example.json", "example.ini", "README.rst"]),
    ("bitnami-labs/sealed-secrets", "Apache-2.0", ["README.md", "docs/examples/*/*.yaml", "docs/*.md"]),
    ("panva/jose", "MIT", ["cookbook/*.mjs"]),
    ("appwrite/appwrite", "BSD-3-Clause", [".env", "docker-compose.yml", ".github/workflows/*"]),
    ("deviantony/docker-elk", "MIT", [".env", "*.yml", "*/config/*.yml", "*/*/config/*.yml", "README.md",
                                      "logstash/pipeline/*.conf"]),
    ("zulip/docker-zulip", "Apache-2.0", ["ci/*.env", "*.yaml", "*.example", "ci/*.yaml", "README.md",
                                          "docs/*.md", "docs/*/*.md", "helm/zulip/values.yaml"]),
    ("temporalio/docker-compose", "MIT", ["*.yml", "*.env", ".env"]),
    ("jitsi/docker-jitsi-meet", "Apache-2.0", ["env.example", "*.yml", "README.md"]),
    ("cookiecutter/cookiecutter-django", "BSD-3-Clause", [".github/workflows/*", "*/.envs/*/*", "*/.gitlab-ci.yml",
                                                          "*/.drone.yml", "*/.github/workflows/*", "docs/*.rst",
                                                          "*/config/settings/*.py", "*/compose/*/*/*"]),
    ("macrozheng/mall", "Apache-2.0", ["*/src/main/resources/*.yml", "document/docker/*.yml", "document/sh/*"]),
    ("dotnet/eShop", "MIT", ["src/*/appsettings*.json", ".github/workflows/*", "README.md", "nuget.config"]),
]
TLDR = ("tldr-pages/tldr", "CC-BY-4.0", ["pages/common/*.md", "pages/linux/*.md", "pages/osx/*.md",
                                          "pages/windows/*.md"])

# --- what a reader calls a secret ------------------------------------------------------

#: words of a key that say its value is a credential
SECRET_WORDS = {"password", "passwd", "pass", "pwd", "passphrase", "secret", "token", "apikey", "credential",
                "credentials", "salt", "hmac", "signing", "dsn", "otp", "privatekey", "secretkey", "accesskey",
                "authkey", "authtoken", "clientsecret", "masterkey", "encryptionkey", "licensekey", "pw", "psk", "cookie",
                "pepper", "peppers", "passcode", "pin"}
#: a key word "key" counts when the word before it says so
KEY_QUALIFIERS = {"api", "access", "secret", "private", "signing", "encryption", "master", "license", "auth",
                  "session", "cookie", "account", "storage", "shared", "client", "app", "consumer", "jwt",
                  "openssl", "webhook", "hmac", "server", "recaptcha", "stripe", "sendgrid", "aws", "enrollment"}
#: a key that ends in one of these names something else (a file, a reference, a switch)
NOT_A_VALUE_SUFFIX = {"file", "path", "name", "names", "ref", "enabled", "enable", "length", "version", "type",
                      "header", "head", "url", "uri", "endpoint", "mode", "policy", "user", "username", "id",
                      "expiration", "expires", "ttl", "lifetime", "timeout", "rotation", "schedule", "method",
                      "validators", "hashers", "reset", "env", "filenames", "dir", "location", "prefix",
                      "count", "size", "min", "max", "days", "minutes", "seconds", "hours", "algorithm", "format",
                      "issuer", "audience", "provider", "backend", "backends", "keyref", "secretref", "source",
                      "selector", "required", "immediately", "expression", "store", "cache", "manager", "namespace", "arn",
                      "kms", "group", "role", "region", "class", "label", "labels", "template", "volume", "mount",
                      "secretname", "providers", "tags", "annotations", "key_id", "keyid", "identifier",
                      "rotate", "generator", "hook", "hooks", "mapping", "strength", "complexity", "hasher"}
#: a key that starts with one of these configures a secret rather than holding one
NOT_A_VALUE_PREFIX = {"existing", "use", "manage", "create", "generate", "random", "allow", "require", "enable",
                      "disable", "rotate", "external", "auto", "skip", "persist", "show", "validate", "check"}


def key_words(key: str) -> list[str]:
    """snake, camel, kebab, dots and paths split into lower-case words."""
    key = re.sub(r"([a-z0-9])([A-Z])", r"\1 \2", key)
    key = re.sub(r"([A-Z]+)([A-Z][a-z])", r"\1 \2", key)
    return [w for w in re.split(r"[^A-Za-z0-9]+", key.lower()) if w]


def secret_key(key: str) -> bool:
    words = key_words(key)
    if not words:
        return False
    if words[0] in NOT_A_VALUE_PREFIX or any(w.startswith(("notsecret", "nonsecret")) for w in words) or \
            "not" in words[:-1]:
        return False
    if words[-1] in NOT_A_VALUE_SUFFIX or (len(words) > 1 and words[-1] == "key" and words[-2] in
                                           {"password", "secret", "token"}):
        return False  # existingSecretPasswordKey: the name of a key elsewhere
    for i, w in enumerate(words):
        if w in SECRET_WORDS:
            return True
        if w == "key" and i > 0 and words[i - 1] in KEY_QUALIFIERS:
            return True
        if w.endswith(("password", "passwd", "secret", "token", "apikey")) and len(w) > 6:
            return True
    return False


PLACEHOLDER = re.compile(
    r"""^(\$\{.*\}|\$\(.*\)|\$[A-Za-z_][A-Za-z0-9_]*|\{\{.*\}\}|<[^<>]*>|%[A-Za-z_]+%|ENV\[.*|ENV\.fetch.*|<%.*%>
    |.*\bos\.environ.*|.*\bgetenv\(.*|env(\.str)?\(.*|secrets\.[A-Za-z_]+.*|var\.[\w.]+|data\.[\w.\[\]"]+
    |local\.[\w.]+|module\.[\w.]+|random_password\.[\w.]+|[\w.]+\.result|null|None|nil|~|\#\{.*\}|ENC\[.*\]
    |!vault.*|AgA.*\.\.\.|changeme|change_?me|changeit|change-me|x{3,}|X{3,}|\*{3,}|\.\.\.|your[_-].*|YOUR[_-].*
    |.*[_-]here|TODO|REPLACE.*|!!!.*|\(sensitive\ value\)|"\s*\+.*|.*\$\{\{.*\}\}.*)$""", re.VERBOSE)
BOOL_NUM = re.compile(r"^(true|false|yes|no|on|off|True|False|TRUE|FALSE|\d+(\.\d+)?[smhdSMHD]?|0x[0-9a-f]+)$")
PATHLIKE = re.compile(r"^(/|\./|~/|\.\./|[A-Za-z]:\\)|^[\w.-]+/[\w./-]+\.\w{1,5}$")
URL_NO_CRED = re.compile(r"^[a-z][a-z0-9+.-]*://[^@\s]*$")
IDENT_NAME = re.compile(r"^[a-z][a-z0-9]*([_.-][a-z0-9]+)*$")


def value_kind(key: str, value: str) -> str:
    """'secret', 'keep' (a near-miss to protect) or 'skip' (empty, or nothing to say)."""
    v = value.strip()
    if not v or v in ('""', "''") or sum(c.isalnum() for c in v) < 3 or v.endswith(("(", "{", "[", ",")):
        return "skip"
    if PLACEHOLDER.match(v) or BOOL_NUM.match(v) or PATHLIKE.search(v) or URL_NO_CRED.match(v):
        return "keep"
    if v.startswith(("$", "{{", "<%", "#{")) or "${" in v or "{{" in v:
        return "keep"
    words = key_words(key)
    if words and words[-1] in NOT_A_VALUE_SUFFIX:
        return "keep"
    if v.lower() in ENUM_WORDS or re.fullmatch(r"[\^~]?\d+(\.\d+)+([-.]\w+)?|P\d+[DWMY]|rate\(.*\)", v):
        return "keep"  # an enum word, a version, a duration
    if IDENT_NAME.match(v) and re.search(r"(secret|password|token|key)", v) and "-" in v:
        return "keep"  # the name of a Secret or a key elsewhere: my-secret, db-password
    return "secret"


#: words that are settings, not credentials
ENUM_WORDS = {"read", "write", "none", "all", "any", "required", "optional", "disabled", "enabled", "auto", "trust",
              "md5", "scram-sha-256", "plain", "basic", "bearer", "oauth", "oauth2", "jwt", "hs256", "rs256", "aes256",
              "strict", "lax", "secure", "insecure", "public", "private", "internal", "external", "default", "empty",
              "random", "generate", "generated", "prompt", "stdin", "env", "file", "vault", "kms", "native", "local"}


# --- random secret-shaped values ---------------------------------------------------------

ALNUM = string.ascii_letters + string.digits
PUNCT = "-_.!@%^*+="


@dataclass
class Filler:
    rng: random.Random

    def _shaped(self, o: str) -> str | None:
        """*o*'s shape kept exactly where it has one the general fill would lose, else None."""
        url = string.ascii_letters + string.digits + "_-"
        m = re.fullmatch(r"(eyJ[\w-]+\.)([\w-]+)\.([\w-]*)", o)
        if m:  # a JWT: its header is public ({"alg":...}); payload and signature drawn anew
            body = "".join(self.rng.choice(url) for _ in range(max(len(m.group(2)) - 3, 8)))
            sig = "".join(self.rng.choice(url) for _ in range(len(m.group(3))))
            return m.group(1) + "eyJ" + body + "." + sig
        m = re.fullmatch(r"(SK|AC|AP|IS|MG)([0-9a-f]{32})", o)
        if m:  # a Twilio SID: two letters and 32 hex
            return m.group(1) + "".join(self.rng.choice("0123456789abcdef") for _ in range(32))
        if re.fullmatch(r"[0-9a-f]+(?:-[0-9a-f]+)+", o):  # a UUID-like token: its hex groups
            return "".join(self.rng.choice("0123456789abcdef") if c != "-" else c for c in o)
        return None

    def _alnum(self, n: int, alphabet: str = ALNUM) -> str:
        while True:
            s = "".join(self.rng.choice(alphabet) for _ in range(n))
            if (any(c.isdigit() for c in s) and any(c.isupper() for c in s) and any(c.islower() for c in s)
                    and s[0].isalnum() and "xxx" not in s.lower()):
                return s

    def like(self, original: str, keep_shape: bool = False) -> str:
        """A random value of about the original's shape (never the original). *keep_shape* (a
        row's ``"shapes": true``, batch 75 on) also keeps a JWT's header and three parts, a UUID's
        hex groups and a Twilio SID's prefix and hex, which the general fill turns into a string
        with punctuation no real file holds there (earlier batches are built as they were)."""
        o = original.strip()
        if keep_shape:
            shaped = self._shaped(o)
            if shaped is not None:
                return shaped
        m = re.match(r"(sk-proj-|sk-|ghp_|gho_|glpat-|gloas-|npm_|s\.|xox[bp]-)(.+)$", o)
        if m and len(m.group(2)) >= 16:
            return m.group(1) + self._alnum(len(m.group(2)))
        if re.fullmatch(r"key-[0-9a-f]{32}", o):  # Mailgun's private key keeps its shape
            return "key-" + "".join(self.rng.choice("0123456789abcdef") for _ in range(32))
        if re.fullmatch(r"(?:AKIA|ASIA)[0-9A-Z]{16}", o):  # an AWS access key id keeps its shape
            return o[:4] + "".join(self.rng.choice(string.ascii_uppercase + string.digits) for _ in range(16))
        n = max(12, min(len(o), 64))
        if re.fullmatch(r"[0-9a-f]{16,}", o):
            return "".join(self.rng.choice("0123456789abcdef") for _ in range(len(o)))
        if re.fullmatch(r"[0-9A-F]{16,}", o):
            return "".join(self.rng.choice("0123456789ABCDEF") for _ in range(len(o)))
        if re.fullmatch(r"[A-Za-z0-9+/]{8,}={0,2}", o) and len(o) % 4 == 0 and ("=" in o or len(o) >= 16):
            while True:
                s = base64.b64encode(self.rng.randbytes(max(9, len(o) * 3 // 4))).decode()
                if any(c.isdigit() for c in s) and any(c.isupper() for c in s):
                    return s
        if re.fullmatch(r"[A-Za-z0-9_-]{20,}", o):
            return self._alnum(len(o), ALNUM + "_-")
        if re.search(r"[^A-Za-z0-9]", o):
            body = self._alnum(n - 2, ALNUM + PUNCT)
            return body[: n // 2] + self.rng.choice("!@%^*") + self.rng.choice(string.digits) + body[n // 2:]
        return self._alnum(n)


# --- cases ---------------------------------------------------------------------------------

@dataclass
class Case:
    id: str
    syntax: str
    tool: str
    source: str  # repository:path@commit
    licence: str
    text: str
    secrets: list[str] = field(default_factory=list)
    keep: list[str] = field(default_factory=list)
    context: str = ""  # what makes it a secret: key word, block, command

    def row(self) -> dict:
        spans = []
        for s in self.secrets:
            i = self.text.find(s)
            spans.append([i, i + len(s)])
        return {"id": self.id, "expect": "redact" if self.secrets else "keep", "syntax": self.syntax,
                "tool": self.tool, "source": self.source, "licence": self.licence, "context": self.context,
                "text": self.text, "secrets": self.secrets, "spans": spans, "keep": self.keep,
                "split": split(self.id)}


def split(case_id: str) -> str:
    return "held" if int(hashlib.sha1(case_id.encode()).hexdigest(), 16) % 3 == 0 else "dev"


def syntax_of(path: str, text: str) -> str:
    name = path.rsplit("/", 1)[-1].lower()
    if ".github/workflows" in path:
        return "github-actions"
    if "gitlab-ci" in name:
        return "gitlab-ci"
    if name.startswith(".drone"):
        return "drone-ci"
    if "compose" in name:
        return "docker-compose"
    if name.endswith((".tf", ".hcl")):
        return "terraform"
    if name.endswith(".properties"):
        return "spring-properties"
    if name.startswith("appsettings") and name.endswith(".json"):
        return "dotnet-appsettings"
    if name.endswith(".json"):
        return "json"
    if name.endswith((".yml", ".yaml", ".tmpl")):
        if re.search(r"^kind:\s*Secret\b", text, re.MULTILINE):
            return "kubernetes-secret"
        if re.search(r"^kind:\s*SealedSecret\b", text, re.MULTILINE):
            return "sealed-secret"
        if re.search(r"^(apiVersion|kind):", text, re.MULTILINE):
            return "kubernetes-manifest"
        if name == "values.yaml":
            return "helm-values"
        if "sops" in text and "ENC[" in text:
            return "sops-yaml"
        if "spring" in text or "/resources/" in path:
            return "spring-yaml"
        return "yaml"
    if name.endswith(".py"):
        return "django-settings" if "settings" in path or "configuration" in name else "python"
    if name.endswith(".ini"):
        return "ini"
    if name.endswith(".conf"):
        return "logstash-conf" if "logstash" in path else "conf"
    if name.endswith((".md", ".rst")):
        return "markdown"
    if name.endswith(".mjs"):
        return "jwk"
    if name.endswith(".sh"):
        return "shell"
    if name.startswith(".env") or name.endswith(".env") or "env" in name:
        return "dotenv"
    return "text"


# one key/value per match: (key, value) groups, the value's span is group 'v'
KV_PATTERNS = [
    # URL credentials scheme://user:pass@host
    re.compile(r"""(?P<k>[a-z][a-z0-9+.-]*://[^:/\s@"']+):(?P<v>[^@\s/"']+)@"""),
    # Spring / compose defaults: ${NAME:default} ${NAME:-default}
    re.compile(r"""\$\{(?P<k>[A-Za-z_][\w.]*):-?(?P<v>[^}\s]+)\}"""),
    # connection strings: Password=value;
    re.compile(r"""(?i)(?<![\w.])(?P<k>password|pwd)=(?P<v>[^;"'\s$]+)(?=;)"""),
    # "key": "value"  (JSON, Python dicts, JS objects with quoted keys)
    re.compile(r"""["'](?P<k>[\w.\-:/]+)["']\s*:\s*["'](?P<v>[^"'\n]*)["']"""),
    # key: 'value' / key: "value" (JS objects, YAML quoted)
    re.compile(r"""^\s*-?\s*(?P<k>[\w.\-/]+)\s*:\s+["'](?P<v>[^"'\n]*)["']"""),
    # YAML key: value (unquoted)
    re.compile(r"""^\s*-?\s*(?P<k>[\w.\-/]+)\s*:[ \t]+(?P<v>[^"'\s#][^\n#]*?)\s*(?:\s#.*)?$"""),
    # KEY=value, key = "value" (env, compose lists, HCL, TOML, INI, Python, properties)
    re.compile(r"""^\s*(?:-\s*)?(?:export\s+)?["']?(?P<k>[\w.\-\[\]]+)["']?\s*=\s*["']?(?P<v>[^"'\n]*?)["']?\s*(?:[,;]\s*)?(?:\s\#.*)?$"""),
    # logstash / ruby hash: key => "value"
    re.compile(r"""(?P<k>[\w.\-]+)\s*=>\s*["'](?P<v>[^"'\n]*)["']"""),
]


def kv_hits(line: str) -> list[tuple[str, str, int, int]]:
    out, taken = [], []
    for n, pat in enumerate(KV_PATTERNS):
        for m in pat.finditer(line):
            s, e = m.span("v")
            if any(s < te and ts < e for ts, te in taken):
                continue
            key = m.group("k")
            if n == 0:  # URL credentials: the key is the scheme's password
                key = "url_password"
            elif n == 2:
                key = "password"
            out.append((key, m.group("v"), s, e))
            taken.append((s, e))
    return out


class FileCases:
    """Every secret position in one file, replaced; then one case per position."""

    def __init__(self, repo: str, path: str, commit: str, licence: str, text: str, filler: Filler):
        self.repo, self.path, self.commit, self.licence = repo, path, commit, licence
        self.lines = text.splitlines()
        self.syntax = syntax_of(path, text)
        self.filler = filler
        self.secret_at: dict[int, list[tuple[str, str]]] = {}  # line -> [(value, why)]
        self.keep_at: dict[int, list[str]] = {}
        self._scan()

    def _blocks(self) -> dict[int, str]:
        """Lines inside a block that declares itself secret: a Kubernetes Secret's data, an HCL
        variable with sensitive = true, a JWK with private members."""
        out: dict[int, str] = {}
        lines = self.lines
        # Kubernetes Secret data / stringData
        doc_start = 0
        for i, line in enumerate(lines + ["---"]):
            if line.startswith("---") or i == len(lines):
                doc = lines[doc_start:i]
                if any(re.match(r"kind:\s*Secret\s*$", x) for x in doc):
                    in_data = False
                    for j, x in enumerate(doc):
                        if re.match(r"(data|stringData):\s*$", x):
                            in_data = True
                            continue
                        if in_data and re.match(r"\s+[\w.\-]+:\s*\S", x):
                            out[doc_start + j] = "kubernetes Secret data"
                        elif in_data and not x.startswith((" ", "#")):
                            in_data = False
                doc_start = i + 1
        # HCL variable blocks with sensitive = true
        for i, line in enumerate(lines):
            if re.match(r'\s*variable\s+"', line):
                depth, j = 0, i
                while j < len(lines):
                    depth += lines[j].count("{") - lines[j].count("}")
                    if depth <= 0 and j > i:
                        break
                    j += 1
                block = lines[i:j + 1]
                if any(re.match(r"\s*sensitive\s*=\s*true", x) for x in block):
                    for k, x in enumerate(block):
                        if re.match(r"\s*default\s*=\s*\"", x):
                            out[i + k] = "HCL variable sensitive = true"
        # JWK private members
        for i, line in enumerate(lines):
            if re.match(r"""\s*["']?(d|p|q|dp|dq|qi|k)["']?\s*:\s*["'][A-Za-z0-9_-]{16,}["']""", line):
                window = "\n".join(lines[max(0, i - 12): i + 1])
                if "kty" in window:
                    out[i] = "JWK private member"
        return out

    def _scan(self) -> None:
        blocks = self._blocks()
        for i, line in enumerate(self.lines):
            if len(line) > 400:
                continue
            if i in blocks:
                m = re.search(r""":\s*["']?(.*?)["']?,?\s*(?:\s#.*)?$""", line) \
                    if "kubernetes" in blocks[i] or "JWK" in blocks[i] else re.search(r'=\s*"([^"]+)"', line)
                if m and (" " in m.group(1).strip() or "{{" in m.group(1)):
                    self.keep_at.setdefault(i, []).append(m.group(1).strip())
                    continue
                if m and value_kind("data", m.group(1)) == "secret":
                    self.secret_at.setdefault(i, []).append((m.group(1).strip(), blocks[i], m.start(1)))
                    continue
            for key, value, _s, _e in kv_hits(line):
                code = self.syntax in ("terraform", "django-settings", "python", "jwk")
                if code and line[max(0, _s - 1):_s] not in "\"'" and key != "url_password":
                    if secret_key(key) and value.strip():  # an expression or a name in code: a reference
                        self.keep_at.setdefault(i, []).append(value.strip())
                    continue
                if key == "url_password":
                    kind = value_kind("password", value)
                    if kind == "secret":
                        self.secret_at.setdefault(i, []).append((value, "URL credentials", _s))
                    continue
                if not secret_key(key):
                    # near-misses at keys that sound secret but name something else
                    words = key_words(key)
                    if any(w in SECRET_WORDS or w == "key" for w in words) and value.strip():
                        self.keep_at.setdefault(i, []).append(value.strip())
                    continue
                kind = value_kind(key, value)
                if kind == "secret":
                    self.secret_at.setdefault(i, []).append((value.strip(), f"key {key}",
                                                             _s + len(value) - len(value.lstrip())))
                elif kind == "keep":
                    self.keep_at.setdefault(i, []).append(value.strip())
            # sops envelopes, sealed values, public JWK members: protected wherever they stand
            for m in re.finditer(r"ENC\[AES256_GCM,[^\]]+\]", line):
                self.keep_at.setdefault(i, []).append(m.group(0))
            # JWK private members inside one-line JSON
            if "kty" in line:
                for m in re.finditer(r'"(d|p|q|dp|dq|qi|k)"\s*:\s*"([A-Za-z0-9_-]{16,})"', line):
                    self.secret_at.setdefault(i, []).append((m.group(2), "JWK private member", m.start(2)))
            found = [v for v, _, _ in self.secret_at.get(i, [])]
            if found and i in self.keep_at:
                self.keep_at[i] = [k for k in self.keep_at[i] if not any(f in k for f in found)]
            m = re.match(r"""\s*["']?(n|e|x|y|kid)["']?\s*:\s*["']([^"']{8,})["']""", line)
            if m and "kty" in "\n".join(self.lines[max(0, i - 12): i + 1]):
                self.keep_at.setdefault(i, []).append(m.group(2))

    def cases(self, per_file: int = 10, keeps_per_file: int = 6) -> list[Case]:
        replaced = list(self.lines)
        values: dict[int, list[tuple[str, str]]] = {}
        for i, found in self.secret_at.items():
            for original, why, start in sorted(found, key=lambda f: -f[2]):
                line = replaced[i]
                if line[start:start + len(original)] != original:
                    start = line.find(original)
                    if start < 0:
                        continue
                new = self.filler.like(original)
                replaced[i] = line[:start] + new + line[start + len(original):]
                values.setdefault(i, []).append((new, why))
        source = f"{self.repo}:{self.path}@{self.commit}"
        tool = self.path.rsplit("/", 1)[-1]
        out: list[Case] = []
        seen: set[str] = set()
        for i in sorted(values)[:per_file]:
            lo = i - 3
            while lo > 0 and i - lo < 8 and replaced[lo].startswith((" ", "\t")) and not replaced[lo].strip().endswith(":"):
                lo -= 1  # reach the block's opening line
            lo = max(0, lo)
            hi = min(len(replaced), i + 2)
            # every case its own values: a value never stands in two cases
            window = list(replaced[lo:hi])
            secrets = []
            for j in range(lo, hi):
                for v, _ in values.get(j, []):
                    if v in window[j - lo]:
                        fresh = self.filler.like(v)
                        window[j - lo] = window[j - lo].replace(v, fresh, 1)
                        secrets.append(fresh)
            text = "\n".join(window).strip("\n")
            secrets = [v for v in secrets if v in text]
            keep = [v for j in range(lo, hi) for v in self.keep_at.get(j, []) if v in text and v not in secrets]
            if not secrets or replaced[i].strip() in seen:
                continue
            seen.add(replaced[i].strip())
            cid = f"{self.repo.split('/')[1]}:{self.path}:{i + 1}"
            out.append(Case(cid, self.syntax, tool, source, self.licence, text, secrets, keep,
                            "; ".join(sorted({why for j in range(lo, hi) for _, why in values.get(j, [])}))))
        n = 0
        for i in sorted(self.keep_at):
            if n >= keeps_per_file:
                break
            lo, hi = max(0, i - 2), min(len(replaced), i + 2)
            if any(j in values for j in range(lo, hi)):
                continue
            text = "\n".join(replaced[lo:hi]).strip("\n")
            keep = [v for j in range(lo, hi) for v in self.keep_at.get(j, [])
                    if v in text and sum(c.isalnum() for c in v) >= 3]
            if not keep or replaced[i].strip() in seen or len(text) > 1500:
                continue
            seen.add(replaced[i].strip())
            n += 1
            out.append(Case(f"{self.repo.split('/')[1]}:{self.path}:{i + 1}", self.syntax, tool, source,
                            self.licence, text, [], keep, "near-miss"))
        return out


# --- commands (tldr-pages) -----------------------------------------------------------------

SECRET_WORD = r"(pass(word|wd|phrase)?|pwd|token|secret|api[_-]?key|access[_-]?key|otp|passcode)"
SECRET_PLACEHOLDER = re.compile(rf"(?i){SECRET_WORD}")
#: a placeholder part that names a file, a kind, a provider or an id, not a credential
NOT_SECRET_PART = re.compile(r"(?i)(file|path|name|\||_id\b|length|type|policy|hash|salt|secrets\b|"
                             r"\.txt|\.key|field|prompt|manager|store|provider|id$|method|slot|mode|description|"
                             r"version|context|status|number|count|stage|reference|passed|failed|passthrough|"
                             r"^secret$|^secrets$|\.)")
#: flags whose value names something (a context, a file, a stage) though it says token or secret
NOT_SECRET_FLAG = re.compile(r"(--context|--min-tokens|--idempotency-token|--version-stage|--description|--status|"
                             r"--enable|--disable|--from|--token-path|--secrets-provider|--secret-id|--secret-key|"
                             r"-z file,|--ignore-case|--result \w+|<|>|path/to/)\s*[\"']?$")
#: tools whose "token" or "secret" placeholder is a search word, a file or an entry's name
NOT_SECRET_TOOL = {"lid", "kubeseal", "secrethub", "safe", "sops", "paperkey", "zerotier-idtool", "pnmcrop",
                   "prowler", "ykman", "pyrit", "unshadow", "hangups", "diff", "gh", "kubectl", "op"}


def fill_command(line: str, filler: Filler) -> tuple[str, list[str], list[str]]:
    """The tldr example with its placeholders filled: secrets random, the rest literal."""
    secrets: list[str] = []
    keep: list[str] = []
    text = re.sub(r"\{\{\[([^\]]+)\]\}\}", lambda m: m.group(1).split("|")[-1], line)

    tool = command_tool(re.sub(r"\{\{(.*?)\}\}", lambda m: m.group(1).split("|")[0], text))

    def placeholder(m: re.Match) -> str:
        inner = m.group(1)
        before = m.string[:m.start()]
        named = ("/" in inner and not re.search(r"[%@:]", inner)) or NOT_SECRET_FLAG.search(before) \
            or tool in NOT_SECRET_TOOL
        if "|" in inner:
            inner = inner.split("|")[0]
        inner = re.sub(r"\[:?(password|pass)\]", lambda w: ":" + w.group(1), inner)
        inner = re.sub(r"\[[^\]]*\]", "", inner)
        parts = re.split(r"([/%:@ ])", inner)  # domain/user%password, user:password
        out = []
        for part in parts:
            if SECRET_PLACEHOLDER.search(part) and not NOT_SECRET_PART.search(part) and len(part) > 2 and not named:
                pw = "pass" in part.lower() or "pwd" in part.lower()
                v = filler.like("x" * 20 + "!" if pw else "a" * 32)
                secrets.append(v)
                out.append(v)
            else:
                if SECRET_PLACEHOLDER.search(part) and re.search(r"(?i)file|path|/", inner):
                    keep.append(inner)
                out.append(part)
        return "".join(out)

    text = re.sub(r"\{\{(.*?)\}\}", placeholder, text)
    return text, secrets, list(dict.fromkeys(k for k in keep if k in text))


def command_tool(cmd: str) -> str:
    words = cmd.replace("|", " | ").split()
    if "|" in words:
        words = words[len(words) - words[::-1].index("|"):]
    words = [w for w in words if not re.match(r"^[A-Z_]+=", w) and w != "sudo"]
    return words[0] if words else "?"


def tldr_cases(mirror: Path, commit: str, filler: Filler) -> list[Case]:
    repo, licence, globs = TLDR
    files = subprocess.run(["git", "--git-dir", str(mirror), "ls-tree", "-r", "--name-only", commit],
                           capture_output=True, text=True, check=True).stdout.split()
    out: list[Case] = []
    per_tool: dict[str, int] = {}
    for path in files:
        if not any(Path(path).match(g) for g in globs):
            continue
        text = subprocess.run(["git", "--git-dir", str(mirror), "show", f"{commit}:{path}"],
                              check=False, capture_output=True, text=True).stdout
        n_secret = n_keep = 0
        for lineno, line in enumerate(text.splitlines(), 1):
            if not (line.startswith("`") and line.endswith("`")):
                continue
            prompt = re.search(r"\{\{\[-p\|--password\]\}\} \{\{(database|db)", line) or \
                re.search(r"--password( --| \{\{(database|db))", line)
            if not prompt and not re.search(r"\{\{[^}]*(pass|pwd|token|secret|api[_-]?key|access[_-]?key|otp)[^}]*\}\}",
                                            line, re.IGNORECASE):
                continue
            cmd, secrets, keep = fill_command(line[1:-1], filler)
            if prompt and not secrets:  # the password is asked for: what follows is a database name
                m = re.search(r"--password (\S+)", cmd)
                keep = [m.group(1)] if m else []
            if "{{" in cmd or "}}" in cmd:
                continue
            cid = f"tldr:{path}:{lineno}"
            tool = command_tool(cmd)
            if per_tool.get(tool, 0) >= 4:
                continue
            per_tool[tool] = per_tool.get(tool, 0) + 1
            if secrets and n_secret < 3:
                n_secret += 1
                out.append(Case(cid, "command", tool, f"{repo}:{path}@{commit}", licence, cmd, secrets, keep,
                                f"command {tool}"))
            elif not secrets and keep and n_keep < 2:
                n_keep += 1
                out.append(Case(cid, "command", tool, f"{repo}:{path}@{commit}", licence, cmd, [], keep,
                                "near-miss"))
    return out


def repo_cases(mirrors: Path, filler: Filler) -> tuple[list[Case], list[tuple[str, str, str]]]:
    cases: list[Case] = []
    sources = []
    for repo, licence, globs in REPOS:
        git_dir = mirrors / repo.replace("/", "+") / "repo"
        if not git_dir.exists():
            print(f"(no snapshot of {repo})")
            continue
        commit = subprocess.run(["git", "--git-dir", str(git_dir), "rev-parse", "HEAD"], capture_output=True,
                                text=True, check=True).stdout.strip()
        sources.append((repo, commit, licence))
        files = subprocess.run(["git", "--git-dir", str(git_dir), "ls-tree", "-r", "--name-only", commit],
                               capture_output=True, text=True, check=True).stdout.split("\n")
        for path in files:
            if not path or not any(Path(path).match(g) for g in globs) or "test" in path.lower().split("/")[0]:
                continue
            blob = subprocess.run(["git", "--git-dir", str(git_dir), "show", f"{commit}:{path}"],
                                  check=False, capture_output=True).stdout
            if len(blob) > 400_000 or b"\0" in blob:
                continue
            text = blob.decode("utf-8", "replace")
            cases += FileCases(repo, path, commit, licence, text, filler).cases()
    git_dir = mirrors / TLDR[0].replace("/", "+") / "repo"
    if git_dir.exists():
        commit = subprocess.run(["git", "--git-dir", str(git_dir), "rev-parse", "HEAD"], capture_output=True,
                                text=True, check=True).stdout.strip()
        sources.append((TLDR[0], commit, TLDR[1]))
        cases += tldr_cases(git_dir, commit, filler)
    return cases, sources


def extra_cases(path: Path, filler: Filler) -> list[Case]:
    """Hand-picked snippets from files found by search (one JSON object a line: id, syntax,
    tool, source, licence, text with ``⟦S:original-shape⟧`` where a secret stood,
    ``⟦R:original⟧`` where the same secret stood again (the case's last ``⟦S⟧`` value: a password
    and its confirmation, echo -e 'V\\nV' | passwd), ``⟦W:original⟧`` where a secret stood whose own
    shape the case is about (a weak value: ``123456``, ``admin123``, ``root``; the fill would make it
    12+ random characters, so the bench would read context on random values only): it is swapped
    for ``surrogate(original)``, the same length and classes of character (digits stay digits, a
    word stays letters), and ``⟦K:value⟧`` around a value to protect, context)."""
    out = []
    commits = json.loads(SEARCH_COMMITS.read_text()) if SEARCH_COMMITS.exists() else {}
    for line in path.read_text("utf-8").splitlines():
        if not line.strip():
            continue
        r = json.loads(line)
        secrets, keep = [], []

        def slot(m: re.Match, secrets: list[str] = secrets, keep: list[str] = keep) -> str:
            kind, body = m.group(1), m.group(2)
            if kind == "K":
                keep.append(body)
                return body
            if kind == "W":  # a weak value: its own shape, surrogated (no filler draw, so no other value moves)
                v = surrogate(body)
                secrets.append(v)
                return v
            if kind == "R":  # the same value again (drawn and dropped, so no later case's value moves)
                filler.like(body, keep_shape=r.get("shapes", False))
                return secrets[-1]
            v = filler.like(body, keep_shape=r.get("shapes", False))
            secrets.append(v)
            return v

        text = re.sub(r"⟦([SKRW]):(.*?)⟧", slot, r["text"], flags=re.DOTALL)
        source = r["source"] if "@" in r["source"] else f"{r['source']}@{commits.get(r['source'], '?')}"
        out.append(Case(r["id"], r["syntax"], r.get("tool", r["syntax"]), source, r.get("licence", "unknown"), text,
                        secrets, keep, r.get("context", "")))
    return out


SEARCH_COMMITS = OUT / "search-commits.json"  # repository:path -> commit, for the hand-picked snippets


def write_sources(out: Path, rows: list[dict], sources: list[tuple[str, str, str]]) -> None:
    """SOURCES.md: every file a case comes from, with its repository, path, commit and licence."""
    commits = json.loads(SEARCH_COMMITS.read_text()) if SEARCH_COMMITS.exists() else {}
    licences = {repo: licence for repo, _, licence in sources}
    files: dict[str, dict] = {}
    for r in rows:
        repo_path, _, commit = r["source"].partition("@")
        repo, _, path = repo_path.partition(":")
        f = files.setdefault(repo_path, {"repo": repo, "path": path, "commit": commit or commits.get(repo_path, "?"),
                                         "licence": licences.get(repo, r["licence"]), "n": 0, "keep": 0})
        f["n"] += bool(r["secrets"])
        f["keep"] += not r["secrets"]
    lines = ["# Sources of the secrets-configs corpus (issue 33)", "",
             ("Every case is a snippet (a few lines) of a real file in a public repository. Where a credential "
             "stood (or a placeholder stood at a credential's place), the build put a RANDOM secret-shaped value, "
             "so no real secret is stored. Near-misses are values from the same files that must stay unchanged."),
             ("Snapshot repositories were read whole at the commit below (bench/secrets_configs_build.py, REPOS); "
             "the rest are single files found with a code search, whose snippets were picked by hand "
             "(extra-*.jsonl). A licence of `unknown` means the file was used as found, for a test, as a short "
             "snippet with its credentials replaced."), "",
             "| repository | path | commit | licence | cases with secrets | near-miss cases |", "|---|---|---|---|---|---|"]
    for f in sorted(files.values(), key=lambda f: (f["repo"].lower(), f["path"])):
        lines.append(f"| {f['repo']} | {f['path']} | {f['commit'][:12]} | {f['licence']} | {f['n']} | {f['keep']} |")
    (out / "SOURCES.md").write_text("\n".join(lines) + "\n", encoding="utf-8")


def add_dev_batch(path: Path, out: Path = OUT, seed: int | None = None) -> list[dict]:
    """A later batch of hand-picked snippets (the extra format), added to the DEV cases only:
    the held third stays as it was built (same ids, same file). The batch's ids share a prefix
    (``b2:``, ``b3:`` ...), which names it. An id that would hash into the held third gets a
    ``~dev`` suffix (the split test reads the id alone), so no case of a batch is ever held.
    Rows of an earlier run of the same batch are replaced; SOURCES.md gets the batch's files
    in a section of their own (``## Batch N (dev only)``), other batches' sections kept."""
    first = json.loads(path.read_text("utf-8").splitlines()[0])["id"]
    number = first.split(":", 1)[0].strip("b")
    filler = Filler(random.Random(3300 + int(number) if seed is None else seed))  # batch 2: 3302, as it was built
    rows = []
    for c in extra_cases(path, filler):
        while split(c.id) == "held":
            c.id += "~dev"
        rows.append(c.row())
    prefixes = {r["id"].split(":", 1)[0] + ":" for r in rows}
    assert len(prefixes) == 1, f"a batch's ids share one prefix: {sorted(prefixes)}"
    prefix = prefixes.pop()
    assert prefix == f"b{number}:", "the batch is named by its first id"
    dev_path = out / "cases-dev.jsonl"
    kept = [line for line in dev_path.read_text("utf-8").splitlines()
            if line.strip() and not json.loads(line)["id"].startswith(prefix)]
    taken = {json.loads(line)["id"] for line in kept}
    assert not taken & {r["id"] for r in rows}, "a batch id is already a case"
    dev_path.write_text("\n".join(kept + [json.dumps(r, ensure_ascii=False) for r in rows]) + "\n", "utf-8")
    title = f"## Batch {number} (dev only)"
    text = (out / "SOURCES.md").read_text("utf-8")
    sections = re.split(r"\n(?=## Batch )", text)
    sections = [s.rstrip("\n") for s in sections if not s.startswith(title)]
    files: dict[str, list[int]] = {}
    for r in rows:
        files.setdefault(r["source"], [0, 0])[0 if r["secrets"] else 1] += 1
    lines = [title, "",
             (f"Added after the held third was set aside, to the dev cases only ({path.name}, "
              f"`python bench/secrets_configs_build.py --dev-batch {path.relative_to(ROOT) if path.is_relative_to(ROOT) else path}`): "
              "single files found with a code search, "
              "snippets picked by hand, random values where credentials stood. An id that would hash into the "
              "held third carries a `~dev` suffix, so the held third is the same file with the same ids."), "",
             "| repository | path | commit | licence | cases with secrets | near-miss cases |",
             "|---|---|---|---|---|---|"]
    for source, (n, keep) in sorted(files.items(), key=lambda kv: kv[0].lower()):
        repo_path, _, commit = source.partition("@")
        repo, _, file = repo_path.partition(":")
        lines.append(f"| {repo} | {file} | {commit[:12]} | unknown | {n} | {keep} |")
    held = path.with_name(path.name.replace("-dev", "-held"))
    if held != path and held.exists():  # the batch's own held third (batch 6 on): its files, not its cases
        lines += ["", (f"The batch's own held third ({held.name}: the ids whose `int(sha1(id), 16) % 3 == 0`, "
                       "set aside before any rule was written for the batch and measured by its total only, "
                       "`python bench/secrets_configs.py --batch " + str(held.relative_to(ROOT) if
                                                                          held.is_relative_to(ROOT) else held)
                       + "`) comes from these files:"), "",
                  "| repository | path | commit | licence | held cases |", "|---|---|---|---|---|"]
        counts: dict[str, int] = {}
        for line in held.read_text("utf-8").splitlines():
            if line.strip():
                counts[json.loads(line)["source"]] = counts.get(json.loads(line)["source"], 0) + 1
        for source, n in sorted(counts.items(), key=lambda kv: kv[0].lower()):
            repo_path, _, commit = source.partition("@")
            repo, _, file = repo_path.partition(":")
            lines.append(f"| {repo} | {file} | {commit[:12]} | unknown | {n} |")
    (out / "SOURCES.md").write_text("\n\n".join(sections + ["\n".join(lines)]) + "\n", "utf-8")
    return rows


def add_held_batch(path: Path, out: Path = OUT) -> int:
    """A batch kept whole as a held set (batch 14: gathered after the last rule, measured once by
    its total): no case goes to the dev cases; SOURCES.md gets its files in a section of its own."""
    rows = [json.loads(line) for line in path.read_text("utf-8").splitlines() if line.strip()]
    number = rows[0]["id"].split(":", 1)[0].strip("b")
    title = f"## Batch {number} (held whole)"
    text = (out / "SOURCES.md").read_text("utf-8")
    sections = [s.rstrip("\n") for s in re.split(r"\n(?=## Batch )", text) if not s.startswith(title)]
    counts: dict[str, int] = {}
    for r in rows:
        counts[r["source"]] = counts.get(r["source"], 0) + 1
    lines = [title, "", (f"Gathered after this push's last rule and never tuned on ({path.name}, measured by its total "
                         f"only: `python bench/secrets_configs.py --batch {path.relative_to(ROOT) if path.is_relative_to(ROOT) else path}`): "
                         "single files found with a code search, snippets picked by hand, random values where "
                         "credentials stood."), "",
             "| repository | path | commit | licence | held cases |", "|---|---|---|---|---|"]
    for source, n in sorted(counts.items(), key=lambda kv: kv[0].lower()):
        repo_path, _, commit = source.partition("@")
        repo, _, file = repo_path.partition(":")
        lines.append(f"| {repo} | {file} | {commit[:12]} | unknown | {n} |")
    (out / "SOURCES.md").write_text("\n\n".join(sections + ["\n".join(lines)]) + "\n", "utf-8")
    return len(rows)


# --- no original value is kept ---------------------------------------------------------------

_SHAPE_CLASSES = ("0123456789", "abcdef", "ghijklmnopqrstuvwxyz", "ABCDEF", "GHIJKLMNOPQRSTUVWXYZ")
_KEPT_PREFIX = re.compile(r"\s*(?:sk-proj-|sk-|ghp_|gho_|glpat-|gloas-|npm_|s\.|xox[bp]-|key-(?=[0-9a-f]{32}\b)"
                          r"|(?:AKIA|ASIA)(?=[0-9A-Z]{16}\b)|(?:SK|AC)(?=[0-9a-f]{32}\b)|eyJ[A-Za-z0-9_-]+\.(?=eyJ))?")


def _could_be_live(value: str) -> bool:
    v = value.strip()
    return len(v) >= 10 or (len(v) >= 8 and re.search(r"[A-Za-z]", v) is not None and re.search(r"\d", v) is not None)


def surrogate(value: str) -> str:
    """*value* with each digit and letter swapped for a random one of its class (hex letters for
    hex letters, case kept), its provider prefix and punctuation kept: ``Filler.like`` reads the
    same shape, so the built case is the same, and the original is not stored."""
    rng = random.Random(hashlib.sha1(value.encode("utf-8")).hexdigest())
    lead = _KEPT_PREFIX.match(value).end()
    out = value[:lead] + "".join(
        rng.choice(next((c for c in _SHAPE_CLASSES if ch in c), ch)) for ch in value[lead:])
    if out != value or not value[lead:].strip():
        return out
    if not any(c in cls for cls in _SHAPE_CLASSES for c in value[lead:]):
        # no ASCII letter or digit (an Arabic password): its letters for others of their script
        out = value[:lead] + "".join(rng.choice(_same_script(ch)) for ch in value[lead:])
        return out if out != value or not any(ch.isalnum() for ch in value[lead:]) else surrogate(value + "\0")[: len(value)]
    return surrogate(value + "\0")[: len(value)]


def _same_script(ch: str) -> str:
    """The letters (or digits) beside *ch* in its block of 32 code points (an Arabic or Thai letter
    for one), or *ch* itself when it is neither: a value with no ASCII letter or digit is swapped
    too (``surrogate`` recursed for ever on one: the class choice left it as it was)."""
    if ch.isascii() or not ch.isalnum():
        return ch
    base = ord(ch) & ~0x1F
    return "".join(c for c in map(chr, range(base, base + 32)) if c.isalpha() == ch.isalpha() and c.isalnum())


def surrogate_originals(path: Path) -> int:
    """Rewrite a batch file (the extra format) so that no ``⟦S:…⟧`` (nor ``⟦R:…⟧``, ``⟦W:…⟧``) holds a value that could be
    a live credential of the file it came from (8+ characters with letters and digits, or 10+):
    a file in a public repository may hold a real one. Returns how many were replaced."""
    n = 0

    def swap(m: re.Match) -> str:
        nonlocal n
        if not _could_be_live(m.group("v")):
            return m.group(0)
        n += 1
        return "⟦" + m.group("kind") + ":" + surrogate(m.group("v")) + "⟧"

    lines = []
    for line in path.read_text("utf-8").splitlines():
        if line.strip():
            r = json.loads(line)
            text = re.sub(r"⟦(?P<kind>[SRW]):(?P<v>.*?)⟧", swap, r["text"], flags=re.DOTALL)
            if text != r["text"]:
                line = json.dumps({**r, "text": text}, ensure_ascii=False)
        lines.append(line)
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    return n


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--mirrors", type=Path, default=Path("/work/.mirror"))
    parser.add_argument("--extra", type=Path, nargs="*", default=sorted(OUT.glob("extra-*.jsonl")),
                        help="hand-picked snippets (JSON lines), see extra_cases")
    parser.add_argument("--seed", type=int, default=33)
    parser.add_argument("--out", type=Path, default=OUT)
    parser.add_argument("--dev-batch", type=Path, nargs="?", const=OUT / "batch2-dev.jsonl",
                        help="only add this later batch to the dev cases (the held third untouched)")
    parser.add_argument("--held-batch", type=Path, help="only name this batch's files in SOURCES.md (a batch held whole)")
    args = parser.parse_args(argv)
    if args.held_batch:
        print(f"{surrogate_originals(args.held_batch)} original values replaced in {args.held_batch.name}")
        print(f"{add_held_batch(args.held_batch, args.out)} held cases named in SOURCES.md")
        return
    if args.dev_batch:
        print(f"{surrogate_originals(args.dev_batch)} original values replaced in {args.dev_batch.name}")
        rows = add_dev_batch(args.dev_batch, args.out)
        print(f"{len(rows)} dev cases added: {sum(bool(r['secrets']) for r in rows)} with secrets")
        return
    filler = Filler(random.Random(args.seed))
    cases, sources = repo_cases(args.mirrors, filler)
    for path in args.extra or []:
        cases += extra_cases(path, filler)
    ids = set()
    unique = []
    shapes: set[str] = set()
    for c in cases:
        shape = c.text
        for v in c.secrets:
            shape = shape.replace(v, "§")
        shape = " ".join(shape.split())
        if shape in shapes:
            continue  # the same snippet in another file (a copied CI values file, say)
        shapes.add(shape)
        if c.id in ids:
            c.id += "#2"
        ids.add(c.id)
        unique.append(c)
    args.out.mkdir(parents=True, exist_ok=True)
    rows = [c.row() for c in unique]
    for part in ("dev", "held"):
        with open(args.out / f"cases-{part}.jsonl", "w", encoding="utf-8") as f:
            for r in rows:
                if r["split"] == part:
                    f.write(json.dumps(r, ensure_ascii=False) + "\n")
    write_sources(args.out, rows, sources)
    secret_rows = [r for r in rows if r["secrets"]]
    print(f"{len(rows)} cases: {len(secret_rows)} with secrets, {len(rows) - len(secret_rows)} near-miss only; "
          f"{sum(r['split'] == 'held' for r in rows)} held")


if __name__ == "__main__":
    main()
