"""Secrets in real configuration files and commands (issue 33), on a corpus nobody here wrote.

bench/corpora/secrets-configs/ holds snippets of real files from public repositories with
random values where credentials stood (bench/secrets_configs_build.py, SOURCES.md). The
third of the cases whose ``int(sha1(id), 16) % 3 == 0`` is HELD: rules are never tuned on it;
here it is only measured, and must stay at least as good as it was when this test was
written. bench/secrets_configs.py measures every surface through both lanes; this test is the
fast part: the engine on every case, and the held third through the pipeline on two surfaces.
"""

from __future__ import annotations

import collections
import hashlib
import json
import sys
from pathlib import Path

import pytest

from lc_memory.redact.engine import redact_secrets

from .llm_stub import stub, stubs  # noqa: F401  (fixtures)

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "bench"))

import secrets_configs as bench

HELD = bench.load("held")  # THE HELD THIRD: measured, never tuned on
DEV = bench.load("dev")

# What lc-memory reached when this was written (bench/secrets_configs.py; the figures are in
# its docstring). A change may raise them; none may lower them.
FLOOR = {
    # split: (secret values caught at least, near-miss values changed at most); at commit 47116f3
    # (2026-12-04 10:00 UTC) the engine caught 214 / 245 held and 441 / 463 dev, changing none of
    # 191 and 373 near-miss values; before issue 33's rules it caught 142 / 245 and 246 / 463.
    # With the second, dev-only batch (batch2-dev.jsonl, 73 values in 67 cases) at commit f6dc9f2:
    # dev 516 / 536, none of 424 changed; held unchanged. With batches 3 to 13's dev parts at
    # commit 4836505: dev 757 / 777, none of 488 changed. With batches 15 to 24's dev parts at
    # commit f98a63a: dev 860 / 882, none of 549 changed; held 218 / 245 (measured once at the end).
    "held": (218, 0),
    "dev": (860, 0),
}
PIPELINE_FLOOR = {"held": 0.87}  # held secrets caught on tool_result and agent, offline lane (87.3% then)


def test_the_corpus_is_what_the_issue_asks():
    cases = HELD + DEV
    secret_cases = [c for c in cases if c["secrets"]]
    assert len(secret_cases) >= 300
    assert len({c["syntax"] for c in secret_cases}) >= 20
    assert len({c["tool"] for c in secret_cases if c["syntax"] == "command"}) >= 40
    assert sum(len(c["keep"]) for c in cases) >= 150
    assert len({c["id"] for c in cases}) == len(cases)
    values = collections.Counter(v for c in cases for v in c["secrets"])
    assert max(values.values()) == 1, "a value stands in two cases"
    for c in cases:
        for value, (start, end) in zip(c["secrets"], c["spans"]):
            assert c["text"][start:end] == value, c["id"]
        for value in c["keep"]:
            assert value in c["text"], c["id"]
        assert c["source"].count(":") >= 1 and "@" in c["source"], c["id"]


def test_the_held_third_is_decided_by_the_id_alone():
    for c in HELD:
        assert int(hashlib.sha1(c["id"].encode()).hexdigest(), 16) % 3 == 0 and c["split"] == "held"
    for c in DEV:
        assert int(hashlib.sha1(c["id"].encode()).hexdigest(), 16) % 3 != 0 and c["split"] == "dev"
    # the batches' own held thirds (batch 6 on) are held cases too: their dev parts join DEV
    held = len(HELD) + len(_batch_rows("batch*-held.jsonl"))
    assert 0.25 < held / (held + len(DEV)) < 0.42


def _batch_rows(pattern: str) -> list[dict]:
    return [json.loads(line) for path in sorted(bench.CORPUS.glob(pattern))
            for line in path.read_text("utf-8").splitlines() if line.strip()]


def test_a_batch_keeps_its_own_held_third_apart():
    """Batch 6 on: a batch's -held file holds the ids the id test sends to the held third (or the
    whole batch, held whole), its -dev file the rest; the held files are never in the dev cases."""
    dev_ids = {c["id"] for c in DEV}
    for r in _batch_rows("batch*-held.jsonl"):
        number = int(r["id"].split(":", 1)[0].strip("b"))
        assert number >= 6 and r["id"] not in dev_ids, r["id"]
        if (bench.CORPUS / f"batch{number}-dev.jsonl").exists():
            assert bench.split_of(r["id"]) == "held", r["id"]
    for r in _batch_rows("batch*-dev.jsonl"):
        if int(r["id"].split(":", 1)[0].strip("b")) >= 6:
            assert bench.split_of(r["id"]) == "dev" and r["id"] in dev_ids, r["id"]


def test_sources_name_every_file():
    sources = (bench.CORPUS / "SOURCES.md").read_text("utf-8")
    for c in HELD + DEV + _batch_rows("batch*-held.jsonl"):
        repo_path = c["source"].split("@")[0]
        repo, path = repo_path.split(":", 1)
        assert f"| {repo} | {path} |" in sources, c["source"]
    assert "| ? |" not in sources, "a file without its commit"


@pytest.mark.parametrize("split", ["held", "dev"])
def test_the_engine_catches_no_fewer_secrets_and_changes_no_more_near_misses(split):
    cases = HELD if split == "held" else DEV
    leaks, secrets, changed, keeps = bench.engine_only(cases)
    caught_floor, changed_ceiling = FLOOR[split]
    assert secrets - leaks >= caught_floor, f"{split}: {secrets - leaks} / {secrets} caught, floor {caught_floor}"
    assert changed <= changed_ceiling, f"{split}: {changed} / {keeps} near-miss values changed"


def test_a_leak_is_seen_and_a_kept_value_is_seen():
    """The measure itself: a value left whole (or clipped, or JSON-escaped) is a leak."""
    value = "Zq8Wx2Ec4Rv6Tb9Yn1Um3Ik"
    assert bench.leaked(value, {"store": f"password: {value}"}) == ["store"]
    assert bench.leaked(value, {"store": f"password: {value[:-3]}…"}) == ["store"]
    assert bench.leaked(value, {"store": json.dumps({"p": value + '"'})}) == ["store"]
    assert bench.leaked(value, {"store": "password: [REDACTED:password]"}) == []
    assert bench.engine_only([{"text": f"x = {value}", "secrets": [value], "keep": []}])[0] == 1


def test_the_held_third_through_the_pipeline(tmp_path, stub, monkeypatch):  # noqa: F811
    """THE HELD THIRD on two surfaces (a tool's output, the agent's words), offline lane,
    in Claude Code and Codex records: what is caught by the engine is caught end to end."""
    monkeypatch.setattr(bench, "PER_SESSION", 200)
    run_cases = [c for c in HELD if c["secrets"] or c["keep"]]
    caught = total = changed = keeps = 0
    for surface in ("tool_result", "agent"):
        run = bench.run_pipeline(tmp_path, run_cases, surface, "offline", stub)
        for c in run_cases:
            for value in c["secrets"]:
                total += 1
                caught += not bench.leaked(value, run.outputs)
            for value in c["keep"]:
                keeps += 1
                changed += not bench.kept_in_case(c, value, run)
    assert caught / total >= PIPELINE_FLOOR["held"], f"{caught} / {total}"
    assert changed <= 2 * FLOOR["held"][1], f"{changed} / {keeps} near-miss values changed"
    # and nothing the engine catches on its own slips through the pipeline
    engine_caught = sum(not any(fp in redact_secrets(c["text"]) for fp in bench.fingerprints(v))
                        for c in run_cases for v in c["secrets"])
    assert caught >= 2 * engine_caught - 2, (caught, engine_caught)
