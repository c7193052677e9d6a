"""Retrieval on LoCoMo: evidence recall@k of ``lc-memory recall`` against the paper's DRAGON run.

Each LoCoMo conversation becomes one lc-memory project in a temp store: each of its dated
sessions a session, each dialog turn one message ("Speaker: text", plus "[shares <caption>]"
for a shared photo, as the paper's own retrieval baselines read them). Every question is
asked through ``recall`` as it is written; a transcript hit counts when its message is one
of the question's evidence turns (``D3:7`` = session 3, turn 7). Nothing is sealed, so the
ranking is over the transcripts alone; the answers are never read.

    python bench/locomo.py [--conversations N] [--embeddings MODEL_ID] [--json]

``--embeddings`` adds ``now+emb``: today's recall with the optional embeddings on (an id
``llm embed-models`` lists; bench/README.md says how to install one), each conversation's
turns embedded once before its questions (progress on stderr).

The data (CC BY-NC 4.0, snap-research/locomo) is read in place from ../shared/data and is
never copied into the repository.
"""

from __future__ import annotations

import argparse
import collections
import datetime as dt
import json
import os
import re
import sys
import tempfile
import time
from pathlib import Path
from typing import Callable

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
sys.path.insert(0, str(Path(__file__).resolve().parent))

import multisession  # noqa: E402
from lc_memory.read.recall import recall  # noqa: E402
from lc_memory.store.files import Store  # noqa: E402

DATA = Path(__file__).resolve().parents[2] / "shared/data/locomo10.json"
KS = (5, 10, 25)
SESSION_KS = (5, 10)
CATEGORIES = {1: "multi-hop", 2: "temporal", 3: "open-domain", 4: "single-hop", 5: "adversarial"}
# LoCoMo (Maharana et al., ACL 2024), Table 3: retrieval over dialog turns with DRAGON.
DRAGON = {5: 56.7, 10: 66.2, 25: 76.7}
_EVIDENCE = re.compile(r"D(\d+):(\d+)")


def parse_when(text: str) -> str:
    """'1:56 pm on 8 May, 2023' -> '2023-05-08T13:56:00Z'."""
    t = dt.datetime.strptime(text.strip(), "%I:%M %p on %d %B, %Y")
    return t.isoformat() + "Z"


def load_conversation(store: Store, sample: dict) -> dict[str, str]:
    """Write one conversation's sessions into ``store``; returns message id -> dia_id."""
    conv = sample["conversation"]
    names = sorted((k for k in conv if re.fullmatch(r"session_\d+", k)), key=lambda k: int(k.split("_")[1]))
    ids: dict[str, str] = {}
    for key in names:
        n = int(key.split("_")[1])
        when = parse_when(conv[f"{key}_date_time"])
        sid = f"{sample['sample_id']}-session-{n:02d}"
        messages = []
        for turn, t in enumerate(conv[key], 1):
            text = f"{t['speaker']}: {t['text']}"
            if t.get("blip_caption"):
                text += f" [shares {t['blip_caption']}]"
            role = "user" if t["speaker"] == conv["speaker_a"] else "assistant"
            messages.append({"type": "message", "turn": turn, "role": role, "kind": "text",
                             "content": text, "ts": when, "typed": True})  # both speakers are people
            ids[f"{sid}:{turn}"] = t["dia_id"]
        store.put_session({"id": sid, "title": f"{conv['speaker_a']} and {conv['speaker_b']}, session {n}",
                           "created": when, "last_activity": when}, messages)
    return ids


def evidence(qa: dict) -> set[str]:
    return {f"D{a}:{b}" for a, b in _EVIDENCE.findall(" ".join(map(str, qa.get("evidence", []))))}


def evaluate(samples: list[dict], root: Path, rankings: dict[str, Callable] | None = None) -> dict:
    """Per ranking (name -> a ``recall`` function; default: today's): evidence recall@k per
    category and overall, the session measures, and ms per question.

    Session measures, over the sessions the first k hits cite (an evidence id ``D3:7`` is
    session 3): ``all@k`` every evidence session among them, ``any@k`` one of them, ``R@1``
    the first hit's session is evidence, ``MRR`` of the first evidence session (to rank 25)."""
    rankings = rankings or {"lc-memory": recall}
    results = {name: _Tally() for name in rankings}
    skipped = 0
    for sample in samples:
        store = Store(root, sample["sample_id"])
        ids = load_conversation(store, sample)
        recall(store, "warm up")  # builds the cache once; every question after it is timed
        multisession.prepare(rankings, store)
        for qa in sample["qa"]:
            want = evidence(qa)
            if not want:
                skipped += 1
                continue
            for name, fn in rankings.items():
                t, c = time.perf_counter(), time.process_time()
                hits = fn(store, qa["question"], limit=max(KS))
                results[name].add(qa["category"], want, [ids.get(h.id) if h.source == "transcript" else None
                                                         for h in hits],
                                  time.perf_counter() - t, time.process_time() - c)
        if any(isinstance(fn, multisession.Embedded) for fn in rankings.values()):
            print(f"{sample['sample_id']}: {len(sample['qa'])} questions asked", file=sys.stderr, flush=True)
    out = {name: tally.summary() for name, tally in results.items()}
    for r in out.values():
        r["skipped_no_evidence"] = skipped
    if emb := multisession.embedding_meta(rankings):
        out["now+emb"] |= emb
    return out if len(out) > 1 or rankings.keys() != {"lc-memory"} else out["lc-memory"]


class _Tally:
    """Sums of one ranking's measures, per category."""

    def __init__(self) -> None:
        self.sums: dict[int, collections.Counter] = collections.defaultdict(collections.Counter)
        self.times: list[float] = []
        self.cpu: list[float] = []  # this process's CPU time: what other load on the machine does not inflate

    def add(self, cat: int, want: set[str], dias: list[str | None], wall: float, cpu: float) -> None:
        self.times.append(wall)
        self.cpu.append(cpu)
        got = list(dict.fromkeys(d for d in dias if d))
        sessions = [d.split(":")[0] if d else None for d in dias]
        gold = {w.split(":")[0] for w in want}
        row = self.sums[cat]
        row["n"] += 1
        for k in KS:
            row[k] += len(want & set(got[:k])) / len(want)
        for k in SESSION_KS:
            row[f"all@{k}"] += gold <= set(sessions[:k])
            row[f"any@{k}"] += bool(gold & set(sessions[:k]))
        first = next((n for n, s in enumerate(sessions, 1) if s in gold), None)
        row["R@1"] += first == 1
        row["MRR"] += 1 / first if first else 0.0

    def summary(self) -> dict:
        measures = [*KS, *(f"{m}@{k}" for k in SESSION_KS for m in ("all", "any")), "R@1", "MRR"]
        total = sum(r["n"] for r in self.sums.values())

        def pct(value: float, n: int, m) -> float:
            return round((1 if m == "MRR" else 100) * value / n, 3 if m == "MRR" else 1)

        times, cpu = sorted(self.times), sorted(self.cpu)
        return {
            "questions": total,
            "overall": {m: pct(sum(r[m] for r in self.sums.values()), total, m) for m in measures},
            "categories": {
                f"{c} {CATEGORIES[c]}": {"questions": r["n"], **{m: pct(r[m], r["n"], m) for m in measures}}
                for c, r in sorted(self.sums.items())
            },
            "ms_per_question": {
                "mean": round(1000 * sum(times) / len(times), 2),
                "p50": round(1000 * times[len(times) // 2], 2),
                "p95": round(1000 * times[int(len(times) * 0.95)], 2),
                "cpu_p50": round(1000 * cpu[len(cpu) // 2], 2),
            },
            "load": os.getloadavg()[0],
            "dragon": DRAGON,
        }


def report(r: dict) -> str:
    """One table: each ranking's row per category, side by side."""
    runs = r if "overall" not in r else {"lc-memory": r}
    first = next(iter(runs.values()))
    cols = [*KS, *(f"{m}@{k}" for k in SESSION_KS for m in ("all", "any")), "R@1", "MRR"]
    lines = [f"LoCoMo evidence recall, {first['questions']} questions ({first['skipped_no_evidence']} without "
             "usable evidence ids skipped): turns R@k; sessions all@k / any@k, R@1, MRR",
             "", f"{'':34}" + "".join(f"{('R@' + str(c)) if isinstance(c, int) else c:>8}" for c in cols)]
    for cat in first["categories"]:
        for name, run in runs.items():
            row = run["categories"][cat]
            label = f"{cat} ({row['questions']})" if name == next(iter(runs)) else ""
            lines.append(f"{label:22}{name:>12}" + "".join(f"{row[c]:>8}" for c in cols))
    for name, run in runs.items():
        lines.append(f"{'overall':22}{name:>12}" + "".join(f"{run['overall'][c]:>8}" for c in cols))
    lines.append(f"{'overall DRAGON (paper)':34}" + "".join(f"{DRAGON[k]:>8.1f}" for k in KS))
    lines.append("")
    for name, run in runs.items():
        ms = run["ms_per_question"]
        lines.append(f"{name}: ms per question p50 {ms['p50']}, mean {ms['mean']}, p95 {ms['p95']}; "
                     f"CPU p50 {ms['cpu_p50']}")
    emb = next((run["embeddings"] for run in runs.values() if "embeddings" in run), None)
    lines.extend(multisession.first_embedding(emb))
    lines.append(f"({'offline, no embeddings' if not emb else 'embeddings on for now+emb only'}; "
                 f"load average {first['load']:.1f} on {os.cpu_count()} cores)")
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description="LoCoMo evidence recall of lc-memory recall")
    p.add_argument("--data", type=Path, default=DATA)
    p.add_argument("--conversations", type=int, default=None, help="only the first N conversations")
    p.add_argument("--baseline", default=multisession.BASELINE,
                   help="git revision of the ranking printed beside today's ('' for none)")
    p.add_argument("--embeddings", metavar="MODEL_ID",
                   help="also today's recall with embeddings on (an id `llm embed-models` lists): now+emb")
    p.add_argument("--json", action="store_true")
    args = p.parse_args(argv)
    if not args.data.exists():
        print(f"{args.data}: not found (the LoCoMo file lives in ../shared/data)", file=sys.stderr)
        return 1
    fns = multisession.chosen(args.baseline, args.embeddings)
    if fns is None:
        return 1
    samples = json.loads(args.data.read_text())[: args.conversations]
    with tempfile.TemporaryDirectory() as tmp:
        result = evaluate(samples, Path(tmp), fns)
    print(json.dumps(result, indent=2) if args.json else report(result))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
