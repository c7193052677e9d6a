"""Where the words of real sessions come from, and what the render rules leave out.

Ingests every transcript in ``../shared/data/real-transcripts`` into a temporary store,
seals each session offline, renders MEMORY.md, and reports:

1. the outcome sentences per source (person, activity, agent, workspace, model), and the
   share the workspace rule withholds from the always-on digest (target: at most 10%);
2. the sentences the render rules leave out, by rule;
3. the working sessions (some tool call or a change) whose "Recently" line would be left
   without an outcome of its own (target: none; the renderer falls back to the files).

    python bench/sources.py [--show]

The outside data is read in place and never copied into the repository.
"""

from __future__ import annotations

import argparse
import sys
import tempfile
from collections import Counter
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from lc_memory import Memory  # noqa: E402
from lc_memory.safety import sources  # noqa: E402
from lc_memory.state import digest
from lc_memory.store.files import Store  # noqa: E402

REAL = (ROOT.parent / "shared" / "data" / "real-transcripts").resolve()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--show", action="store_true", help="print every sentence left out, with why")
    args = parser.parse_args()
    if not REAL.exists():
        sys.exit(f"missing: {REAL}")
    with tempfile.TemporaryDirectory() as tmp:
        memory = Memory(Store(tmp, "real"))
        memory.ingest(sorted(REAL.rglob("*.jsonl")), route=False)
        memory.store.config_path.parent.mkdir(parents=True, exist_ok=True)
        memory.store.config_path.write_text("digestTokens = 100000\njournalRecentDays = 100000\n")
        memory = Memory(Store(tmp, "real"))
        memory.seal_pending()
        store = memory.store
        facts = {f.id: f for f in memory.facts()}
        index = sources.FactIndex.of(facts.values())
        confirmed = sources.confirmed_lines(store.fact_log())
        titles = {s.id: s.title_source for s in store.session_entries()}
        by_source: Counter = Counter()
        by_rule: Counter = Counter()
        empty, working, shown = [], 0, []
        for entry in store.journal_entries():
            decisions = sources.decide(sources.of_entry(entry, titles.get(entry.session)), facts, index, confirmed)
            outcome = [d for d in decisions if d.sentence.part == "outcome"]
            by_source.update(d.sentence.source for d in outcome)
            by_rule.update(d.rule for d in outcome if not d.shown)
            shown += [(entry.session, d) for d in outcome if not d.shown]
            if entry.files or "no changes" not in entry.outcome.lower():
                working += 1
                if not any(d.shown for d in outcome):
                    empty.append(entry.session)
        lines = [x for x in digest.build(store.project, list(facts.values()), store.journal(),
                                         store.session_entries(), store.config, memory.clock(),
                                         confirmed=confirmed).splitlines() if x.startswith("- 20")]
    total = sum(by_source.values())
    workspace = by_rule.get("workspace", 0)
    print(f"sessions sealed: {len(titles)}; outcome sentences: {total}")
    print("by source: " + ", ".join(f"{k} {v}" for k, v in by_source.most_common()))
    print(f"withheld by the workspace rule: {workspace} of {total} ({100 * workspace / max(1, total):.1f}%; target <= 10%)")
    print("left out, by rule: " + (", ".join(f"{k} {v}" for k, v in by_rule.most_common()) or "none"))
    print(f"working sessions whose outcome is all left out (the line falls back to its files): {len(empty)} of {working}")
    print(f'"Recently" lines rendered: {len(lines)}; with no outcome text: '
          f"{sum(1 for x in lines if x.split(': ', 1)[-1].startswith('('))}")
    if args.show:
        for sid, d in shown:
            print(f"  [{sid}] {d.sentence.source}: {d.sentence.text[:140]!r} -> {d.left_out}")


if __name__ == "__main__":
    main()
