"""Retrieval on LoCoMo: evidence recall@k of ``lc-memory recall`` against the paper's DRAGON run.

Each LoCoMo conversation becomes one lc-memory project in a temp store: each of its dated
sessions a session, each dialog turn one message ("Speaker: text", plus "[shares <caption>]"
for a shared photo, as the paper's own retrieval baselines read them). Every question is
asked through ``recall`` as it is written; a transcript hit counts when its message is one
of the question's evidence turns (``D3:7`` = session 3, turn 7). Nothing is sealed, so the
ranking is over the transcripts alone; the answers are never read.

    python bench/locomo.py [--conversations N] [--json]

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

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from lc_memory.recall import recall  # noqa: E402
from lc_memory.store import Store  # noqa: E402

DATA = Path(__file__).resolve().parents[2] / "shared/data/locomo10.json"
KS = (5, 10, 25)
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
                             "content": text, "ts": when, "typed": role == "user"})
            ids[f"{sid}:{turn}"] = t["dia_id"]
        store.put_session({"id": sid, "title": f"{conv['speaker_a']} and {conv['speaker_b']}, session {n}",
                           "created": when, "last_activity": when}, messages)
    return ids


def evidence(qa: dict) -> set[str]:
    return {f"D{a}:{b}" for a, b in _EVIDENCE.findall(" ".join(map(str, qa.get("evidence", []))))}


def evaluate(samples: list[dict], root: Path) -> dict:
    """Recall@k per category and overall, and ms per question."""
    sums: dict[int, list[float]] = collections.defaultdict(lambda: [0.0] * len(KS))
    counts: collections.Counter = collections.Counter()
    skipped = 0
    times: list[float] = []
    cpu: list[float] = []  # this process's CPU time: what other load on the machine does not inflate
    for sample in samples:
        store = Store(root, sample["sample_id"])
        ids = load_conversation(store, sample)
        recall(store, "warm up")  # builds the cache once; every question after it is timed
        for qa in sample["qa"]:
            want = evidence(qa)
            if not want:
                skipped += 1
                continue
            t, c = time.perf_counter(), time.process_time()
            hits = recall(store, qa["question"], limit=max(KS))
            times.append(time.perf_counter() - t)
            cpu.append(time.process_time() - c)
            got: list[str] = []
            for h in hits:
                dia = ids.get(h.id) if h.source == "transcript" else None
                if dia and dia not in got:
                    got.append(dia)
            cat = qa["category"]
            counts[cat] += 1
            for i, k in enumerate(KS):
                sums[cat][i] += len(want & set(got[:k])) / len(want)
    total = sum(counts.values())
    out = {
        "questions": total,
        "skipped_no_evidence": skipped,
        "overall": {k: round(100 * sum(s[i] for s in sums.values()) / total, 1) for i, k in enumerate(KS)},
        "categories": {
            f"{c} {CATEGORIES[c]}": {"questions": counts[c], **{k: round(100 * sums[c][i] / counts[c], 1) for i, k in enumerate(KS)}}
            for c in sorted(counts)
        },
        "ms_per_question": {
            "mean": round(1000 * sum(times) / len(times), 2),
            "p50": round(1000 * sorted(times)[len(times) // 2], 2),
            "p95": round(1000 * sorted(times)[int(len(times) * 0.95)], 2),
            "cpu_p50": round(1000 * sorted(cpu)[len(cpu) // 2], 2),
        },
        "load": os.getloadavg()[0],
        "dragon": DRAGON,
    }
    return out


def report(r: dict) -> str:
    lines = [f"LoCoMo evidence recall, {r['questions']} questions ({r['skipped_no_evidence']} without usable evidence ids skipped)",
             "", f"{'':24}{'R@5':>8}{'R@10':>8}{'R@25':>8}"]
    for name, row in r["categories"].items():
        lines.append(f"{name + ' (' + str(row['questions']) + ')':24}" + "".join(f"{row[k]:>8.1f}" for k in KS))
    lines.append(f"{'overall lc-memory':24}" + "".join(f"{r['overall'][k]:>8.1f}" for k in KS))
    lines.append(f"{'overall DRAGON (paper)':24}" + "".join(f"{DRAGON[k]:>8.1f}" for k in KS))
    ms = r["ms_per_question"]
    lines += ["", f"ms per question: p50 {ms['p50']}, mean {ms['mean']}, p95 {ms['p95']}; CPU p50 {ms['cpu_p50']} "
                  f"(offline, no embeddings; load average {r['load']:.1f} on {os.cpu_count()} cores)"]
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description="LoCoMo evidence recall of lc-memory recall")
    p.add_argument("--data", type=Path, default=DATA)
    p.add_argument("--conversations", type=int, default=None, help="only the first N conversations")
    p.add_argument("--json", action="store_true")
    args = p.parse_args(argv)
    if not args.data.exists():
        print(f"{args.data}: not found (the LoCoMo file lives in ../shared/data)", file=sys.stderr)
        return 1
    samples = json.loads(args.data.read_text())[: args.conversations]
    with tempfile.TemporaryDirectory() as tmp:
        result = evaluate(samples, Path(tmp))
    print(json.dumps(result, indent=2) if args.json else report(result))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
