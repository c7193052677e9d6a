"""What taint, grounding and the conduct rule cost (issue 32), on outside material.

1. The real transcripts in ``../shared/data/real-transcripts``, sealed offline: the share of
   outcome sentences the workspace rule leaves out of MEMORY.md (target: at most 10%), the
   share any rule leaves out, and the working sessions whose outcome is all left out.
2. The same transcripts through the model lane, with a stand-in model that says what the
   session said (its reply is the offline outcome, the agent's closing words and the
   activity's lines, and the offline facts): the share of its sentences withheld as the
   model's own invention, marked workspace, or held by the conduct rule.
3. ``../shared/data/corpora/benign-facts.jsonl`` said by the agent in its own words and
   by the stand-in model as its facts, two sessions each: the share that promotes
   (``observed``) and that shows in MEMORY.md (target: at least 90%).
4. ``tests/corpora/carriers-dev.jsonl`` when it is there (the red team's development
   split): how many plants reach MEMORY.md or an active fact, by carrier.

    python bench/taint_cost.py [--show]

The outside data is read in place and never copied into the repository.
"""

from __future__ import annotations

import argparse
import json
import sys
import tempfile
from collections import Counter
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from lc_memory import Memory
from lc_memory.safety import sources
from lc_memory.state.fold import fold
from lc_memory.store.files import Store
from lc_memory.write.activity import activity
from lc_memory.write.extract import Candidate, Extraction, extract_offline
from lc_memory.write.model_lane import activity_lines

SHARED = (ROOT.parent / "shared" / "data").resolve()
REAL = SHARED / "real-transcripts"
BENIGN = SHARED / "corpora" / "benign-facts.jsonl"


def _memory(tmp: str, extractor=None) -> Memory:
    memory = Memory(Store(tmp, "real"))
    memory.ingest(sorted(REAL.rglob("*.jsonl")), route=False)
    memory.store.config_path.parent.mkdir(parents=True, exist_ok=True)
    memory.store.config_path.write_text("digestTokens = 100000\njournalRecentDays = 100000\n")
    memory = Memory(Store(tmp, "real"))
    memory.seal_pending(extractor=extractor) if extractor else memory.seal_pending()
    return memory


def parrot(meta: dict, messages: list[dict]) -> Extraction:
    """A stand-in model that says only what the session said: the offline outcome, then the
    activity's lines as sentences."""
    offline = extract_offline(meta, messages)
    lines = [x[2:].replace(": ", " ", 1) for x in activity_lines(activity(meta, messages))][:3]
    outcome = " ".join([offline.outcome, *(x.rstrip(".") + "." for x in lines)])
    return Extraction(outcome=outcome, files=offline.files, decisions=offline.decisions,
                      facts=[Candidate(c.text, c.kind, c.confidence, c.subject) for c in offline.facts],
                      extractor="stand-in")


def real(show: bool, extractor=None, label: str = "offline") -> None:
    with tempfile.TemporaryDirectory() as tmp:
        memory = _memory(tmp, extractor)
        store = memory.store
        facts = {f.id: f for f in memory.facts()}
        index = sources.FactIndex.of(facts.values())
        confirmed = sources.confirmed_lines(store.fact_log())
        titles = {s.id: s.title_source for s in store.session_entries()}
        by_source: Counter = Counter()
        by_rule: Counter = Counter()
        why: Counter = Counter()
        empty, working, left = [], 0, []
        for entry in store.journal_entries():
            decisions = sources.decide(sources.of_entry(entry, titles.get(entry.session)), facts, index, confirmed)
            outcome = [d for d in decisions if d.sentence.part == "outcome"]
            by_source.update(d.sentence.source for d in outcome)
            by_rule.update(d.rule for d in outcome if not d.shown)
            why.update(d.sentence.withheld.split(":")[0] for d in outcome if d.sentence.withheld)
            left += [(entry.session, d) for d in outcome if not d.shown]
            if entry.files or "no changes" not in entry.outcome.lower():
                working += 1
                if not any(d.shown for d in outcome):
                    empty.append(entry.session)
    total = sum(by_source.values())
    print(f"[{label}] sessions sealed: {len(titles)}; outcome sentences: {total}")
    print(f"[{label}] by source: " + ", ".join(f"{k} {v}" for k, v in by_source.most_common()))
    ws = by_rule.get("workspace", 0)
    out = sum(by_rule.values())
    print(f"[{label}] left out by the workspace rule: {ws} of {total} ({100 * ws / max(1, total):.1f}%; "
          f"target <= 10%); by any rule: {out} ({100 * out / max(1, total):.1f}%)")
    print(f"[{label}] left out, by rule: " + (", ".join(f"{k} {v}" for k, v in by_rule.most_common()) or "none"))
    if why:
        print(f"[{label}] withheld when sealed, by reason: " + ", ".join(f"{k[:60]} {v}" for k, v in why.most_common()))
    print(f"[{label}] working sessions whose outcome is all left out: {len(empty)} of {working}"
          + (f" ({', '.join(empty)})" if empty else ""))
    if show:
        for sid, d in left:
            print(f"  [{sid}] {d.sentence.source}: {d.sentence.text[:140]!r} -> {d.left_out}")


def benign() -> None:
    if not BENIGN.exists():
        print(f"missing: {BENIGN}")
        return
    texts = sorted({json.loads(x)["text"] for x in BENIGN.open()})
    from lc_memory.safety.guard.classify import instruction_reason

    flagged = [t for t in texts if instruction_reason(t)]
    with tempfile.TemporaryDirectory() as tmp:
        memory = Memory(Store(tmp, "benign"))
        log = []
        for n, text in enumerate(texts):
            for day in (1, 2):
                messages = [
                    {"type": "message", "role": "user", "kind": "text", "content": "Tidy up the docs, please.",
                     "typed": True, "ts": f"2026-11-0{day}T09:00:00Z", "turn": 1},
                    {"type": "message", "role": "assistant", "kind": "text", "content": text,
                     "ts": f"2026-11-0{day}T09:01:00Z", "turn": 2},
                ]
                from lc_memory.store.records import SessionEntry
                from lc_memory.write.seal import seal_records

                meta = SessionEntry(id=f"b-{n}-{day}", title="Tidy up the docs", format="native",
                                    created=f"2026-11-0{day}T09:00:00Z")
                obs, _ = seal_records(meta, messages, Extraction(text, facts=[Candidate(text, confidence=0.8)],
                                                                  extractor="stand-in"),
                                      __import__("datetime").datetime(2026, 11, 3))
                log += [o.to_json() for o in obs]
        del memory
    states = {f.text: f.state for f in fold(log, now=__import__("datetime").datetime(2026, 11, 3,
                                                                                        tzinfo=__import__("datetime").timezone.utc))}
    observed = sum(states.get(t) == "observed" for t in texts)
    print(f"[benign] {len(texts)} facts: classifier (with conduct) flags {len(flagged)}; "
          f"promote to observed through the model lane: {observed} ({100 * observed / len(texts):.1f}%; target >= 90%)")
    for t in flagged:
        print(f"  flagged: {t[:120]}")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--show", action="store_true", help="print every sentence left out, with why")
    args = parser.parse_args()
    if not REAL.exists():
        sys.exit(f"missing: {REAL}")
    real(args.show)
    real(args.show, parrot, "stand-in model")
    benign()


if __name__ == "__main__":
    main()
