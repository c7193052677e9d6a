"""Where each agent's scrub goes, rule by rule, beside Claude Code's (issue 35).

Captures the texts each agent's ingest hands to ``engine.findings`` (``agents_ingest.measure_once``:
detect, read, scrub, and the store's own scrub of what it writes), then times, in CPU time, best
of ``--repeat``, each rule a text wakes on that text, right after ``findings`` has run on it (so a
memo the rules share, a lowered text or a shared pass, is warm and no rule is charged for it),
and prints each rule's ns a character beside Claude Code's, the costliest first. ``shared`` is
``findings``' own time less the rules': the normalised view, the keyword pass, the memos.

    python bench/agents_rules.py [--repeat 3] [--agents cline,crush,cursor] [--lines 25]

A rule read more slowly a character on an agent's texts than on Claude Code's is what makes that
agent's ingest cost more a character; ``x CC/char`` in ``agents_ingest.py`` is their sum.
"""

from __future__ import annotations

import argparse
import collections
import time

import agents_ingest as ai

from lc_memory.redact import engine
from lc_memory.redact.normalise import Normalised, needs_normalising


def scrubbed_texts(paths: list) -> list[str]:
    """The texts one ingest of *paths* hands to ``engine.findings``, in order."""
    seen: list[str] = []
    findings = engine.findings

    def recording(text: str, rules: tuple = engine.RULES) -> list:
        seen.append(text)
        return findings(text, rules)

    engine.findings = recording
    try:
        ai.measure_once(paths)
    finally:
        engine.findings = findings
    return seen


def rule_times(texts: list[str], repeat: int) -> tuple[dict[str, float], float]:
    """Each rule's CPU seconds over *texts* (warm, as above), and ``findings``' own, best of *repeat*."""
    clock = time.process_time
    best: tuple[collections.Counter, float] | None = None
    for _ in range(repeat):
        per: collections.Counter = collections.Counter()
        whole = 0.0
        for text in texts:
            t0 = clock()
            engine.findings(text)
            whole += clock() - t0
            scanned = Normalised(text).text if needs_normalising(text) else text
            woken, hits, words = engine._woken(scanned, engine.RULES)
            positions = None
            for rule in woken:
                starts = None
                if hits and rule.anchored():  # as findings tries it: at its keywords only
                    positions = positions if positions is not None else engine._positions(hits, words)
                    starts = sorted({s for k in rule.keywords for s in positions.get(k, ())})
                t1 = clock()
                for _span in rule.find(scanned, starts):
                    pass
                per[rule.id] += clock() - t1
        if best is None or whole < best[1]:
            best = (per, whole)
    assert best is not None
    return dict(best[0]), best[1]


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--repeat", type=int, default=3)
    ap.add_argument("--agents", default="cline,crush,cursor")
    ap.add_argument("--lines", type=int, default=25)
    args = ap.parse_args()
    names = ["claude-code", *[a for a in args.agents.split(",") if a != "claude-code"]]
    corpus = ai.corpora()
    table: dict[str, tuple[dict[str, float], float, int]] = {}
    for name in names:
        texts = scrubbed_texts(corpus[name])
        per, whole = rule_times(texts, args.repeat)
        table[name] = (per, whole, sum(map(len, texts)))
        print(f"{name}: {len(texts)} texts, {table[name][2]} characters; findings {whole * 1e3:.1f} ms, "
              f"of it the rules {sum(per.values()) * 1e3:.1f}, shared {(whole - sum(per.values())) * 1e3:.1f}")
    cc_per, _, cc_chars = table["claude-code"]
    rules = sorted({r for per, _, _ in table.values() for r in per},
                   key=lambda r: -sum(per.get(r, 0.0) for per, _, _ in table.values()))
    print(f"\n{'ns a character':28}" + "".join(f"{n[:11]:>12}" for n in names) + "   (ms on each)")
    for rule in rules[:args.lines]:
        cells = "".join(f"{table[n][0].get(rule, 0.0) / table[n][2] * 1e9:>12.1f}" for n in names)
        ms = " ".join(f"{table[n][0].get(rule, 0.0) * 1e3:.1f}" for n in names)
        print(f"{rule:28}{cells}   ({ms})")


if __name__ == "__main__":
    main()
