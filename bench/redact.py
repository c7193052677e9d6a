"""Redaction throughput: ``redact_secrets`` on 1,000,000 generated messages, against baselines
measured in the same run.

The messages are bench/corpus.py's coding-agent messages (typed asks, replies, tool calls,
tool output). Two mixes:

* **plain**: the generator's text as it is (no secret, no escape, ASCII);
* **salted**: the same, with one message in 100 replaced by a row of our own secret corpora
  (tests/corpora/secrets-*.jsonl: provider keys, disguised keys, near-misses, new shapes,
  context-only secrets) and one in 20
  carrying non-ASCII prose (which takes the normalising path).

Baselines, each over the same messages:

* ``str.lower``: one C pass over every message, the floor of any scan;
* the **old hand list as one combined ``re`` pass** (the 13 patterns of lc_memory/redact.py
  before issue 14, joined into one alternation, ``sub`` with a marker), read from git;
* the **old module** itself (``redact_secrets`` before issue 14), read from git;
* the **rules before issue 33** (the ``lc_memory/redact`` package at be20f07, unpacked from git
  and imported under another name; ``--old-rev`` names another commit);
* the new rules **without the keyword pre-filter** (every regex on every message);
* detect-secrets' ``scan_line`` with its named and keyword plugins (no entropy), when it is
  installed, on a sample (it is much slower), extrapolated.

Catch rates beside other scanners (issue 33): on bench/corpora/secrets-configs (real
configuration files and commands, random values where credentials stood; the held third and
the rest apart) and on ../shared/data/corpora/secrets.jsonl, the share of secrets each
scanner finds and the share of near-miss values it flags, for lc-memory's ``redact_secrets``,
CredSweeper (its default rules and ML filter, each case written to a file named for its
syntax) and detect-secrets (its default plugins and filters, ``scan_file``). They are not
project dependencies: ``pip install credsweeper detect-secrets`` for the bench; without them
the bench says so in a line and goes on.

    python bench/redact.py                      # 1,000,000 messages (about 2 minutes), then the scanners
    python bench/redact.py --messages 100000
    python bench/redact.py --scanners-only      # catch rates only
    python bench/redact.py --speed-only
    python bench/redact.py --speed-only --old-rev be20f07 --old-rev 12e8fc6   # two packages beside today's
    python bench/redact.py --speed-only --clock cpu   # the process's CPU time, not the wall clock

``--clock cpu`` times each pass by ``time.process_time``: on a machine shared with other work the
wall clock's best of N rounds still holds other processes' turns (bench/agents_ingest.py has the same).

Speed, 2026-12-04 13:02-13:06 UTC (commit f6dc9f2; 200,000 messages, best of 3 interleaved
rounds, the memo of clean texts emptied before each round; load average 1.3 to 1.0 on 2 cores
that other sessions shared):

    plain:  rules before issue 33 (be20f07) 161,719 msg/s; new redact_secrets  51,219 msg/s
    salted: rules before issue 33 (be20f07) 130,709 msg/s; new redact_secrets  48,666 msg/s

The new rules are below 100k on a long run because of the engine's memo of clean texts
(engine.py ``_Clean.remember``): once it holds its 16M characters (about 90,000 messages), each
eviction takes ``next(iter(self))`` of a dict whose front is all deleted slots, so every
insert scans them. On the same 200,000 plain messages: 46,542 msg/s as it is, 111,654 with no
limit, 113,066 with an ``OrderedDict`` evicting by ``popitem(last=False)``. On 60,000
messages (the memo never full): be20f07 150,568, the engine before this push (7dc0e26)
115,977, after it 117,795 msg/s: the key reader's new syntaxes cost nothing measurable.

After the memo's fix (585b973, an OrderedDict) and the last rules of this push (db7d1ab),
2026-12-04 13:38-13:41 UTC, 200,000 messages, load average 3.3 to 3.7 on 2 cores:

    plain:  rules before issue 33 (be20f07) 131,401 msg/s; new redact_secrets  92,317 msg/s
    salted: rules before issue 33 (be20f07) 123,046 msg/s; new redact_secrets  76,038 msg/s

(the new rules at 0.62-0.70x the old in the same run; a profile of 60,000 salted messages puts
1.27 of 1.58 s in the engine's rule waking and regex scans, 0.05 s in the key reader).

Issue 33's third push (rules at ba3ba79: a JSON document's values read as lines, the readers
for lines run together, batch 3's families), 2026-12-04 15:54-15:58 UTC, 200,000 messages,
best of 3 interleaved rounds, load average 3.9 to 2.8 (plain) and 2.8 to 3.9 (salted) on 2
cores that other sessions shared:

    plain:  rules before issue 33 (be20f07) 163,804 msg/s; new redact_secrets 116,576 msg/s
    salted: rules before issue 33 (be20f07) 130,845 msg/s; new redact_secrets  75,932 msg/s

(0.71x and 0.58x the old in the same run; the salted mix is still below 100k, as it was
before this push. A profile of 60,000 salted messages: 2.9 s, of which the engine's rule
waking 0.94 s and gitleaks' scans 0.52 s; the readers of issue 33 with their second read of
a JSON document 0.26 s.)

Issue 33's fourth push and the scrub's speed push (one Aho-Corasick DFA, ``redact/automaton.py``;
name readers woken only by a key word that is not inside a lower-case word; anchored rules tried
only where their keywords begin; no lookahead where ``re`` searches in C; the normalised view
searched where a piece can begin), 200,000 messages, best of 3 interleaved rounds, 2 cores:

    18:30 UTC, load 1.7-2.0 (before the last three speed commits):
    plain:  rules before issue 33 (be20f07) 117,124 msg/s; new redact_secrets 111,103 msg/s (0.95x)
    salted: rules before issue 33 (be20f07) 114,231 msg/s; new redact_secrets  90,079 msg/s (0.79x)
    19:01 UTC, load 0.8-1.0 (fceea40):
    plain:  rules before issue 33 (be20f07) 122,835 msg/s; new redact_secrets 113,111 msg/s (0.92x)
    salted: rules before issue 33 (be20f07)  79,660 msg/s; new redact_secrets  67,959 msg/s (0.85x)

(against the old rules in the same run: plain 0.71x -> 0.92x, salted 0.58x -> 0.79-0.85x since
the third push; the salted mix is still under 100k. Its cost is the 1% of messages that are
secret corpus rows: about 200 us each, half of it the key reader and the assignment rule, and a
second pass for the 68% whose first pass replaced something.)

Issues 33 and 35's speed push (caa403a .. 7bc3e84: a rule that opens with \\b skips keyword
starts inside a word; a rule or a reader's pattern whose matches open with a few literal words
is tried only where they occur, and one that holds its keyword a few characters in only just
before it; the prompt and block readers look at the lines that can hold a match), 200,000
messages, best of 3 interleaved rounds, 2 shared cores (``--old-rev be20f07 --old-rev
12e8fc6``; 12e8fc6 is where the push started; the packages read from git lack the value gates
committed since to checks.py, commands.py and data/, which "new" runs):

    21:36-21:40 UTC, load 2.3 -> 2.2 (7bc3e84):
    plain:  be20f07 134,361 msg/s; 12e8fc6 147,052; new redact_secrets 151,064 (1.12x, 1.03x)
    salted: be20f07  99,159 msg/s; 12e8fc6  91,925; new redact_secrets  95,312 (0.96x, 1.04x)
    21:20-21:25 UTC, load 2.5 -> 2.1 (d023b4c):
    plain:  be20f07 148,233 msg/s; 12e8fc6 147,486; new redact_secrets 147,486 (0.99x, 1.00x)
    salted: be20f07 115,967 msg/s; 12e8fc6 101,177; new redact_secrets  80,901 (0.70x, 0.80x)

The salted rate moves by up to 1.4x between runs at this load. CPU time (``process_time``) of
the three kinds of message, five alternating processes, d023b4c against 12e8fc6 with today's
value gates (the push's own change alone), the best of each: a plain message 6.5 us (6.7), a
non-ASCII one 11.5 (12.3), a secret corpus row 219 (199); the salted mix 111,982 msg/s of CPU
(111,621). The push changes long text with code (the agents' samples, bench/agents_ingest.py
in bench/README.md: Cline's read 1.018 -> 0.654 s, Crush's 0.298 -> 0.181, Cursor's 0.085 ->
0.058), not the bench's short messages; salted is still under 100k on the wall clock.

Issue 33's speed helper (bf2ae2d .. e425416: a rule that opens with \\b at its keyword, gitleaks'
Vault token and its ``s.``, woken only where \\b holds; the memo of clean texts a plain dict
dropping its older half in one go; the keyword pass over an ASCII text's bytes), 200,000
messages, best of 3 interleaved rounds, 2 shared cores, ``--old-rev be20f07 --old-rev 09a0da4``
(09a0da4: where the helper started):

    23:58-00:01 UTC, load 2.9 -> 3.6 (e425416):
    plain:  be20f07 164,803 msg/s; 09a0da4 215,169; new redact_secrets 322,122 (1.95x, 1.50x)
    salted: be20f07 176,314 msg/s; 09a0da4 186,552; new redact_secrets 187,078 (1.06x, 1.00x)
    23:51-23:54 UTC, load 1.8 -> 2.7 (158c4d4):
    plain:  be20f07 198,374 msg/s; 09a0da4 227,761; new redact_secrets 307,392 (1.55x, 1.35x)
    salted: be20f07 128,201 msg/s; 09a0da4 142,434; new redact_secrets 168,837 (1.32x, 1.19x)
    23:45-23:48 UTC, load 2.3 -> 3.2 (158c4d4):
    plain:  be20f07 204,969 msg/s; 09a0da4 242,278; new redact_secrets 301,258 (1.47x, 1.24x)
    salted: be20f07 177,379 msg/s; 09a0da4 185,277; new redact_secrets 220,009 (1.24x, 1.19x)

The salted rate on the wall clock still moves by 1.2x from run to run at this load (1.00x to
1.19x the rules at 09a0da4 in the three runs above, whose code differs only in the memo's
eviction). CPU time (``process_time``) in one process, the packages interleaved, best of 7
rounds of the 200,000 messages, 00:01 UTC, load 3.0 (e425416): salted 09a0da4 191,864 msg/s,
be20f07 183,235, new 228,706 (1.19x, 1.25x); plain 268,601, 210,552, 349,837 (1.30x, 1.66x).
Salted gains less: its secret rows (1 message in 100, about 110 us of CPU each, unchanged: a
quarter of the mix's time) go to the key and command readers and the value gates
(keyvalue.py, commands.py, checks.py: the assignment rule's ``value_for`` alone is 8 us a
match) and to the fixpoint's second pass (a third of a row's cost). The second pass is not
idle: on the 72,165 texts of the helper's equivalence set it finds more in 13 (``smbclient
-Ualice%[REDACTED:…]``, a NuGet ``ClearTextPassword`` whose value is a marker, ``printf
"user:[REDACTED:…]" | chpasswd``), and what the readers read has no bound a window could
prove (a JSON document's fields, a YAML block, ``kind: Secret`` anywhere in the text).

At the end of that push, with the batch-6-to-14 rules of the same night and no rule taking a
marker's tail (777f5aa), on a machine with the helpers stopped (00:28-00:31 UTC, 5 Dec, load
0.5 -> 1.0, ``--old-rev be20f07 --old-rev 09a0da4``, 200,000 messages, best of 3):

    plain:  be20f07 216,776 msg/s; 09a0da4 271,641; new redact_secrets 331,924 (1.53x, 1.22x)
    salted: be20f07 184,010 msg/s; 09a0da4 191,302; new redact_secrets 210,209 (1.14x, 1.10x)
"""

from __future__ import annotations

import argparse
import dataclasses
import datetime as dt
import importlib
import importlib.util
import io
import json
import os
import random
import re
import subprocess
import sys
import tarfile
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "bench"))

import corpus

from lc_memory.redact import engine as redact
from lc_memory.redact import gitleaks

OLD_COMMIT = "081a57d"  # the last commit with the hand list
ISSUE33_BASE = "be20f07"  # the rules before issue 33 (bench/secrets_configs.py's BEFORE figures)


def messages(n: int, seed: int = 1) -> list[str]:
    """The ``content`` of n generated messages, 100 to a session as in corpus.generate."""
    words = corpus.Words(random.Random(seed))
    start = dt.datetime(2026, 1, 1, 9, 0, tzinfo=dt.UTC)
    out: list[str] = []
    while len(out) < n:
        out += [m["content"] for m in corpus._messages(words, start, min(100, n - len(out)))]
    return out


def salted(plain: list[str]) -> list[str]:
    rows = []
    for name in ("providers", "tricks", "near-misses", "new-shapes", "context"):
        path = ROOT / "tests" / "corpora" / f"secrets-{name}.jsonl"
        rows += [json.loads(line)["text"] for line in path.read_text("utf-8").splitlines() if line]
    out = list(plain)
    for i in range(0, len(out), 100):
        out[i] = rows[(i // 100) % len(rows)]
    for i in range(50, len(out), 20):
        out[i] = out[i] + " — naïve café, déjà vu ✓"
    return out


def old_module():
    """lc_memory/redact.py as it was before issue 14, or None outside a git checkout."""
    try:
        source = subprocess.run(["git", "-C", str(ROOT), "show", f"{OLD_COMMIT}:lc_memory/redact.py"],
                                capture_output=True, text=True, check=True).stdout
    except (OSError, subprocess.CalledProcessError):
        return None
    path = Path(tempfile.mkdtemp()) / "old_redact.py"
    path.write_text(source)
    spec = importlib.util.spec_from_file_location("old_redact", path)
    module = importlib.util.module_from_spec(spec)
    sys.modules["old_redact"] = module  # dataclasses needs the module registered
    spec.loader.exec_module(module)
    return module


def old_package(rev: str = ISSUE33_BASE):
    """The ``lc_memory/redact`` package as it was at *rev* (the rules before issue 33), unpacked
    from git into a temporary folder and imported under another name (``lc_redact_<rev>``), so
    it runs beside today's in the same process; None outside a git checkout. Packages before
    0.4.0's speed push import pyahocorasick, no longer a dependency: the bench needs it."""
    name = f"lc_redact_{rev}"
    folder = Path(tempfile.mkdtemp())
    try:
        archive = subprocess.run(["git", "-C", str(ROOT), "archive", rev, "lc_memory/redact"],
                                 capture_output=True, check=True).stdout
    except (OSError, subprocess.CalledProcessError):
        return None
    with tarfile.open(fileobj=io.BytesIO(archive)) as tar:
        tar.extractall(folder, filter="data")
    package = folder / name
    (folder / "lc_memory" / "redact").rename(package)
    for path in package.rglob("*.py"):  # its own imports, under its new name
        path.write_text(path.read_text("utf-8").replace("lc_memory.redact", name), "utf-8")
    sys.path.insert(0, str(folder))
    try:
        return importlib.import_module(f"{name}.engine")
    except ModuleNotFoundError as e:  # the package as it was needs what it needed then
        sys.exit(f"the redact package at {rev} needs {e.name!r}: pip install pyahocorasick (for the bench only)")
    finally:
        sys.path.remove(str(folder))


def combined_pass(old) -> Callable[[str], str]:
    """The old hand list's patterns as one alternation: one ``re`` pass, no checks."""
    parts = []
    for rule in old._RULES:
        pattern = re.sub(r"\(\?P<\w+>", "(?:", rule.pattern.pattern)
        flags = "i" if rule.pattern.flags & re.IGNORECASE else ""
        parts.append(f"(?{flags}:{pattern})" if flags else f"(?:{pattern})")
    combined = re.compile("|".join(parts))
    return lambda text: combined.sub("[REDACTED]", text)


def no_prefilter() -> Callable[[str], str]:
    rules = tuple(dataclasses.replace(rule, keywords=()) for rule in redact.RULES)

    def run(text: str) -> str:
        spans = redact.findings(text, rules)
        return redact._replace(text, spans) if spans else text
    return run


def detect_secrets_rate(sample: list[str]) -> float | None:
    """messages/s of detect-secrets' ``scan_line`` (named + keyword plugins) over *sample*."""
    try:
        from detect_secrets.core.plugins.util import (
            get_mapping_from_secret_type_to_class,
        )
        from detect_secrets.core.scan import scan_line
        from detect_secrets.settings import transient_settings
    except ImportError:
        return None
    names = [c.__name__ for c in get_mapping_from_secret_type_to_class().values() if "HighEntropy" not in c.__name__]

    def scan(text: str) -> list:
        return [s for line in text.split("\n") for s in scan_line(line)]

    with transient_settings({"plugins_used": [{"name": n} for n in names]}):
        assert scan('aws_key = "' + "AKIA" + 'QZ7T4W2MBX5VN3RC"'), "detect-secrets found nothing: plugins not loaded"
        return len(sample) / timed(scan, sample)


# --- catch rates beside CredSweeper and detect-secrets ------------------------------------

EXTENSIONS = {"docker-compose": ".yml", "kubernetes-secret": ".yaml", "kubernetes-manifest": ".yaml",
              "helm-values": ".yaml", "yaml": ".yaml", "spring-yaml": ".yml", "sops-yaml": ".yaml",
              "github-actions": ".yml", "gitlab-ci": ".yml", "drone-ci": ".yml", "sealed-secret": ".yaml",
              "terraform": ".tf", "spring-properties": ".properties", "dotnet-appsettings": ".json", "json": ".json",
              "composer-auth": ".json", "django-settings": ".py", "python": ".py", "ini": ".ini", "dotenv": ".env",
              "command": ".sh", "shell": ".sh", "systemd": ".service", "nginx": ".conf", "conf": ".conf",
              "logstash-conf": ".conf", "powershell": ".ps1", "ruby": ".rb", "rails-erb": ".yml", "java": ".java",
              "csharp": ".cs", "xml": ".xml", "jwk": ".js", "markdown": ".md", "npmrc": ".npmrc",
              "gitconfig": ".sh", "netrc": ".sh", "text": ".txt"}


def _overlaps(found: list[str], value: str) -> bool:
    return any(value in f or (len(f) >= 6 and f in value) for f in found)


def _tally(cases: list[dict], findings: list[list[str]]) -> tuple[int, int, int, int]:
    caught = secrets = flagged = keeps = 0
    for case, found in zip(cases, findings):
        for value in case["secrets"]:
            secrets += 1
            caught += _overlaps(found, value)
        for value in case["keep"]:
            keeps += 1
            flagged += _overlaps(found, value)
    return caught, secrets, flagged, keeps


def ours(cases: list[dict]) -> tuple[int, int, int, int]:
    """lc-memory: a secret is caught when no trace of it is left in ``redact_secrets``' text."""
    sys.path.insert(0, str(ROOT / "bench"))
    from secrets_configs import fingerprints

    caught = secrets = flagged = keeps = 0
    for case in cases:
        out = redact.redact_secrets(case["text"])
        for value in case["secrets"]:
            secrets += 1
            caught += not any(fp in out for fp in fingerprints(value))
        for value in case["keep"]:
            keeps += 1
            flagged += value not in out
    return caught, secrets, flagged, keeps


def _extension(case: dict) -> str:
    """The file name's ending a scanner reads the case by: its own file's (CredData's cases) or its syntax's."""
    ext = case.get("ext", "")
    return ext if ext.startswith(".") else EXTENSIONS.get(case.get("syntax", ""), ".txt")


def _write_cases(cases: list[dict]) -> Path:
    folder = Path(tempfile.mkdtemp())
    for i, case in enumerate(cases):
        (folder / f"case{i:05d}{_extension(case)}").write_text(case["text"] + "\n")
    return folder


def credsweeper_findings(cases: list[dict]) -> list[list[str]] | None:
    """CredSweeper's values per case (default rules, ML filter at its default threshold)."""
    try:
        import logging

        from credsweeper.app import CredSweeper
        from credsweeper.file_handler.files_provider import FilesProvider
    except ImportError:
        return None
    logging.getLogger("credsweeper").setLevel(logging.ERROR)
    folder = _write_cases(cases)
    sweeper = CredSweeper(json_filename=folder / "out.json")
    sweeper.run(content_provider=FilesProvider([folder]))
    found: dict[int, list[str]] = {}
    for cred in sweeper.credential_manager.get_credentials():
        for line in cred.line_data_list:
            m = re.search(r"case(\d{5})", str(line.path))
            if m and line.value:
                found.setdefault(int(m.group(1)), []).append(line.value)
    return [found.get(i, []) for i in range(len(cases))]


def detect_secrets_findings(cases: list[dict]) -> list[list[str]] | None:
    """detect-secrets' values per case (its default plugins and filters)."""
    try:
        from detect_secrets import SecretsCollection
        from detect_secrets.settings import default_settings
    except ImportError:
        return None
    folder = _write_cases(cases)
    out = []
    with default_settings():
        for i, case in enumerate(cases):
            path = folder / f"case{i:05d}{_extension(case)}"
            collection = SecretsCollection()
            collection.scan_file(str(path))
            out.append([s.secret_value for _, s in collection if s.secret_value])
    return out


def scanners(splits: dict[str, list[dict]]) -> None:
    """Catch rates: lc-memory, CredSweeper and detect-secrets on the same cases."""
    print("\ncatch rates (secrets found / secrets; near-miss values flagged / near-miss values):")
    for name, cases in splits.items():
        if not cases:
            continue
        rows = [("lc-memory redact_secrets", ours(cases))]
        for label, fn in (("CredSweeper", credsweeper_findings), ("detect-secrets", detect_secrets_findings)):
            t = time.perf_counter()
            found = fn(cases)
            if found is None:
                print(f"  ({label} is not installed: pip install credsweeper detect-secrets, for the bench only)")
                continue
            rows.append((f"{label} ({time.perf_counter() - t:.0f} s)", _tally(cases, found)))
        print(f"  {name}:")
        for label, (caught, secrets, flagged, keeps) in rows:
            print(f"    {label:32s} {caught:4d} / {secrets:4d} ({100 * caught / max(1, secrets):5.1f}%)   "
                  f"near-misses flagged {flagged:3d} / {keeps:4d} ({100 * flagged / max(1, keeps):4.1f}%)")


def scanner_corpora() -> dict[str, list[dict]]:
    sys.path.insert(0, str(ROOT / "bench"))
    from secrets_configs import load, shared_rows

    return {"secrets-configs held third": load("held"), "secrets-configs dev": load("dev"),
            "shared secrets.jsonl": shared_rows()}


CLOCKS = {"wall": time.perf_counter, "cpu": time.process_time}
clock = CLOCKS["wall"]  # (--clock)


def timed(fn: Callable[[str], object], texts: list[str]) -> float:
    start = clock()
    for text in texts:
        fn(text)
    return clock() - start


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--messages", type=int, default=1_000_000)
    parser.add_argument("--detect-secrets-sample", type=int, default=20_000)
    parser.add_argument("--scanners-only", action="store_true", help="catch rates beside other scanners only")
    parser.add_argument("--speed-only", action="store_true", help="throughput only")
    parser.add_argument("--old-rev", action="append", default=None,
                        help=f"a redact package to time beside today's ({ISSUE33_BASE} if none; repeatable)")
    parser.add_argument("--rounds", type=int, default=3, help="interleaved rounds; each rate is the best")
    parser.add_argument("--clock", choices=sorted(CLOCKS), default="wall",
                        help="time each pass by the wall clock or by the process's CPU time")
    args = parser.parse_args(argv)
    global clock
    clock = CLOCKS[args.clock]
    if args.scanners_only:
        scanners(scanner_corpora())
        return

    t = time.perf_counter()
    plain = messages(args.messages)
    mixes = {"plain": plain, "salted": salted(plain)}
    chars = sum(map(len, plain))
    print(f"corpus: {len(plain):,} messages, {chars / len(plain):.0f} characters on average "
          f"(generated in {time.perf_counter() - t:.1f} s); {len(redact.RULES)} rules: "
          f"{sum(r.id.startswith('gitleaks:') for r in redact.RULES)} of gitleaks' default config "
          f"({len(gitleaks.TRANSLATED)} translated from RE2, {len(gitleaks.SKIPPED)} left out: "
          f"{', '.join(gitleaks.SKIPPED)}), the rest ours (providers, structure, context)")

    old = old_module()
    contenders: list[tuple[str, Callable[[str], object]]] = [("str.lower (floor)", str.lower)]
    if old is not None:
        contenders += [("old hand list, one combined re pass", combined_pass(old)),
                       ("old redact_secrets (hand list)", old.redact_secrets)]
    else:
        print(f"(no git history: the old hand list at {OLD_COMMIT} is not measured)")
    for rev in args.old_rev or [ISSUE33_BASE]:
        before = old_package(rev)
        if before is not None:
            label = "rules before issue 33" if rev == ISSUE33_BASE else "rules at"
            contenders.append((f"{label} ({rev})", before.redact_secrets))
        else:
            print(f"(no git history: the rules at {rev} are not measured)")
    contenders += [("new rules without keyword pre-filter", no_prefilter()),
                   ("new redact_secrets", redact.redact_secrets)]

    engines = [mod for name, fn in contenders
               if (name_ := getattr(fn, "__module__", "") or "").endswith("engine")
               and (mod := sys.modules.get(name_)) is not None and hasattr(mod, "forget_scrubbed")]
    for mix, texts in mixes.items():
        print(f"\n{mix} (load average {' '.join(f'{x:.2f}' for x in os.getloadavg())}; "
              f"best of {args.rounds} interleaved rounds, {args.clock} clock):")
        rates: dict[str, float] = {}
        for _ in range(args.rounds):  # interleaved: a busy spell of the machine hits every contender
            for name, fn in contenders:
                sample = texts if "without" not in name else texts[: max(1, len(texts) // 10)]
                # every pass starts with no memo, its own nor another package's: a memo of clean
                # texts another contender filled (16 M characters, some 90,000 entries) left the
                # pass after it 10-15% slower at 200,000 messages (the new package runs last)
                for engine in engines:
                    engine.forget_scrubbed()
                rates[name] = max(rates.get(name, 0.0), len(sample) / timed(fn, sample))
        for name, _ in contenders:
            sample_n = len(texts) if "without" not in name else max(1, len(texts) // 10)
            note = "" if sample_n == len(texts) else f"  (on {sample_n:,} messages)"
            print(f"  {name:40s} {rates[name]:>12,.0f} messages/s{note}")
        new = rates["new redact_secrets"]
        for name, rate in rates.items():
            if name != "new redact_secrets":
                print(f"  new / {name:34s} = {new / rate:.2f}x")
        print(f"  1,000,000 messages: {1_000_000 / new:.1f} s; load average after: "
              f"{' '.join(f'{x:.2f}' for x in os.getloadavg())}")

    sample = plain[: args.detect_secrets_sample]
    rate = detect_secrets_rate(sample)
    if rate is not None:
        new = len(sample) / timed(redact.redact_secrets, sample)
        print(f"\ndetect-secrets scan_line, named + keyword plugins ({len(sample):,} plain messages): "
              f"{rate:,.0f} messages/s; new / detect-secrets = {new / rate:.1f}x; "
              f"1,000,000 messages: {1_000_000 / rate:.0f} s")
    else:
        print("\n(detect-secrets is not installed: its scan is not measured)")
    if not args.speed_only:
        scanners(scanner_corpora())


if __name__ == "__main__":
    main()
