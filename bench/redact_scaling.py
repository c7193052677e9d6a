"""How the scrub's time grows with a line's length, as an attacker would write the line.

Each case of the secrets-configs corpus (``bench/corpora/secrets-configs/*-dev.jsonl``) is
repeated until it fills about 10,000 characters, then four times that: on one line (its line
breaks made spaces) and as it is. A scan that is linear takes about 4x as long on the longer
text; one that reads the rest of a line from each mention grows about 16x. The baseline, in
the same run, is ``re.findall(r"\\w+")`` over the same texts (one pass, linear by
construction). Ingest cuts a tool output to 50,000 characters, so a 40 KB line is the bound.

    python bench/redact_scaling.py [--limit N] [--show 15] [--grows 7]

Prints the cases that grow more than ``--grows`` times for 4x the text, slowest first, and the
totals. Nothing is written.
"""

from __future__ import annotations

import argparse
import glob
import json
import re
import time
from pathlib import Path

from lc_memory.redact.engine import forget_scrubbed, redact_secrets

CORPUS = Path(__file__).resolve().parent / "corpora" / "secrets-configs"
_WORDS = re.compile(r"\w+")


def units(limit: int | None) -> list[tuple[str, str, str]]:
    """``(case id, one line or many, unit)``: each case's text on one line and as it is (400
    characters at most), once each."""
    seen: set[tuple[str, str]] = set()
    out = []
    for name in sorted(glob.glob(str(CORPUS / "*-dev.jsonl"))):
        for line in open(name, encoding="utf-8"):
            case = json.loads(line)
            for shape, sep in (("line", " "), ("lines", "\n")):
                unit = (case["text"].replace("\n", " ") if sep == " " else case["text"])[:400]
                if (unit, sep) not in seen:
                    seen.add((unit, sep))
                    out.append((case["id"], shape, unit))
    return out[:limit] if limit else out


def timed(text: str) -> float:
    forget_scrubbed()  # the scrub's memo would answer the second time
    start = time.perf_counter()
    redact_secrets(text)
    return time.perf_counter() - start


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--limit", type=int)
    ap.add_argument("--show", type=int, default=15)
    ap.add_argument("--grows", type=float, default=7.0)
    args = ap.parse_args()
    rows = []
    base_short = base_long = ours_short = ours_long = 0.0
    for case_id, shape, unit in units(args.limit):
        sep = " " if shape == "line" else "\n"
        k = max(1, 10_000 // (len(unit) + 1))
        short, long = sep.join([unit] * k), sep.join([unit] * (4 * k))
        t0 = time.perf_counter()
        _WORDS.findall(short)
        t1 = time.perf_counter()
        _WORDS.findall(long)
        t2 = time.perf_counter()
        base_short, base_long = base_short + t1 - t0, base_long + t2 - t1
        a, b = timed(short), timed(long)
        ours_short, ours_long = ours_short + a, ours_long + b
        rows.append((b, b / max(a, 1e-5), case_id, shape, len(long), unit))
    grown = sorted((r for r in rows if r[1] > args.grows and r[0] > 0.05), reverse=True)
    print(f"{len(rows)} texts, each ~10 KB and ~40 KB; growth for 4x the text (linear: 4x)")
    print(f"baseline re.findall(r'\\w+'): {base_short:.2f} s -> {base_long:.2f} s ({base_long / base_short:.1f}x)")
    print(f"redact_secrets:              {ours_short:.2f} s -> {ours_long:.2f} s ({ours_long / ours_short:.1f}x)")
    print(f"grow more than {args.grows:g}x (and take 50 ms or more at 40 KB): {len(grown)}; "
          f"slowest 40 KB text {max(r[0] for r in rows):.2f} s")
    for seconds, growth, case_id, shape, length, unit in grown[:args.show]:
        print(f"  {seconds:5.2f} s  x{growth:4.1f}  {shape:5} {length:6}  {case_id}  {unit[:60]!r}")


if __name__ == "__main__":
    main()
