"""Recall time on long-message haystacks, LongMemEval-like, generated (no data to download).

LongMemEval (Wu et al., 2024) gives each question a haystack of about 50 chat sessions,
about 115k tokens in all, with long assistant turns, and one or more evidence sessions
that hold the answer. This script generates haystacks of that shape: per question one
project in a temp store, ``--sessions`` sessions of ``--turns`` turns (a short user turn,
then a long assistant turn of several paragraphs over a Zipf vocabulary), about
``--tokens`` tokens (4 characters a token) in all; one user turn of one session states a
fact ("My sister's dog is called Biscuit ..."), and the question asks for it in other
words around the same key words ("What is the name of my sister's dog?").

For each question: the project's recall cache is built first (not timed, as a real store
has it), then ``recall(store, question, limit=10)`` is timed over ``--repeat`` runs (the
median kept). Printed: p50 / p95 of those, and evidence recall@5/10 (a hit is evidence
when it cites the fact's session).

    python bench/longmsg.py                 # 20 questions, ~50 sessions / ~115k tokens each
    python bench/longmsg.py --questions 5
"""

from __future__ import annotations

import argparse
import itertools
import json
import os
import random
import shutil
import statistics
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
sys.path.insert(0, str(Path(__file__).resolve().parent))

import corpus  # noqa: E402
import multisession  # noqa: E402
from lc_memory.read import recall as recalling  # noqa: E402
from lc_memory.store.files import Store  # noqa: E402

SUBJECTS = ("sister", "brother", "neighbour", "landlord", "manager", "cousin", "dentist", "coach")
THINGS = (("dog", "called"), ("cat", "called"), ("boat", "named"), ("bakery", "named"),
          ("band", "called"), ("startup", "named"), ("garden", "full of"), ("car", "a"))
ANSWERS = ("Biscuit", "Marlowe", "Quillon", "Tessaract", "Oberyn", "Pimento", "Zephyrine", "Halloran",
           "Juniperus", "Calloway", "Brindlewood", "Ostrava")


def vocabulary() -> corpus.Words:
    """corpus.py's words, with the question's words among the common ones: every question
    word is in many long turns, as in LongMemEval, so none of them finds the answer alone."""
    words = corpus.Words(random.Random(1))
    extra = ["name", "called", "named", *SUBJECTS, *(t for t, _ in THINGS)]
    for n, w in enumerate(extra):
        words.content.insert(10 + 7 * n, w)
    words.cum = list(itertools.accumulate(1 / (rank + 10) for rank in range(len(words.content))))
    return words


def haystack(rng: random.Random, words: corpus.Words, sessions: int, turns: int, tokens: int) -> tuple[list, dict]:
    """(sessions as (meta, messages), the question) for one haystack."""
    chars_per_assistant = 4 * tokens // (sessions * (turns // 2)) - 200  # less the short user turns
    subject, (thing, verb), answer = rng.choice(SUBJECTS), rng.choice(THINGS), rng.choice(ANSWERS)
    evidence = rng.randrange(sessions)
    out = []
    for n in range(sessions):
        sid = f"h{n:03d}"
        day = 1 + n % 28
        msgs = []
        for turn in range(1, turns + 1):
            if turn % 2:
                text = words.sentence(rng.randint(8, 20))
                if n == evidence and turn == 3:
                    text = f"By the way, my {subject}'s {thing} is {verb} {answer}, {text[0].lower()}{text[1:]}"
                msgs.append({"type": "message", "turn": turn, "role": "user", "kind": "text",
                             "content": text, "typed": True, "ts": f"2026-03-{day:02d}T10:{turn:02d}:00Z"})
            else:
                paras, size = [[]], 0
                while size < chars_per_assistant - 80:
                    if len(paras[-1]) >= rng.randint(3, 6):
                        paras.append([])
                    sentence = words.sentence(rng.randint(12, 30))
                    paras[-1].append(sentence)
                    size += len(sentence) + 1
                msgs.append({"type": "message", "turn": turn, "role": "assistant", "kind": "text",
                             "content": "\n\n".join(" ".join(p) for p in paras),
                             "ts": f"2026-03-{day:02d}T10:{turn:02d}:30Z"})
        meta = {"id": sid, "title": words.sentence(4).rstrip("."), "created": f"2026-03-{day:02d}T10:00:00Z",
                "last_activity": f"2026-03-{day:02d}T11:00:00Z"}
        out.append((meta, msgs))
    question = {"question": f"What is the name of my {subject}'s {thing}?", "session": f"h{evidence:03d}",
                "answer": answer}
    return out, question


def write(store: Store, sessions: list) -> None:
    """The sessions in the store's own format (as corpus.py does: no O(n^2) index rewrites)."""
    sdir = store.sessions_dir
    sdir.mkdir(parents=True, exist_ok=True)
    (store.path / "memory").mkdir(exist_ok=True)
    dumps = json.JSONEncoder(ensure_ascii=False, separators=(",", ":")).encode
    index = []
    for meta, msgs in sessions:
        (sdir / f"{meta['id']}.jsonl").write_text(
            "".join(dumps(r) + "\n" for r in ({"type": "session", **meta}, *msgs)), "utf-8")
        index.append({**meta, "status": "active", "turns": sum(1 for m in msgs if m.get("typed"))})
    (sdir / "index.jsonl").write_text("".join(dumps(r) + "\n" for r in index), "utf-8")
    # Written a minute ago, as a real store is: recall's quick check trusts its cache only
    # once the sessions folder is older than a couple of seconds (a racy write may be hiding).
    then = time.time() - 60
    for path in (*sdir.iterdir(), sdir):
        os.utime(path, (then, then))


def run(root: Path, questions: int, sessions: int, turns: int, tokens: int, repeat: int,
        rankings: dict | None = None) -> dict:
    """Per ranking (name -> a ``recall`` function; default today's): p50 / p95, R@5 / R@10."""
    rankings = rankings or {"now": recalling.recall}
    rng = random.Random(7)
    words = vocabulary()
    stats = {name: {"times": [], "cpu": [], "r5": [], "r10": []} for name in rankings}
    chars = []
    for q in range(questions):
        hay, question = haystack(rng, words, sessions, turns, tokens)
        store = Store(root, f"q{q:03d}")
        write(store, hay)
        chars.append(sum(len(m["content"]) for _, msgs in hay for m in msgs))
        recalling.recall(store, "warm up")  # the cache, built once
        for name, fn in rankings.items():
            runs, cpu_runs = [], []
            for _ in range(repeat):
                t, c = time.perf_counter(), time.process_time()
                hits = fn(store, question["question"], limit=10)
                runs.append(time.perf_counter() - t)
                cpu_runs.append(time.process_time() - c)
            st = stats[name]
            st["times"].append(statistics.median(runs))
            st["cpu"].append(statistics.median(cpu_runs))
            sessions_hit = [h.session for h in hits]
            st["r5"].append(question["session"] in sessions_hit[:5])
            st["r10"].append(question["session"] in sessions_hit[:10])
    out = {"questions": questions, "sessions": sessions, "turns": turns,
           "tokens_per_haystack": int(statistics.mean(chars) / 4), "load": os.getloadavg()[0]}
    for name, st in stats.items():
        ordered = sorted(st["times"])
        out[name] = {
            "p50_ms": round(1000 * statistics.median(st["times"]), 2),
            "p95_ms": round(1000 * ordered[min(len(ordered) - 1, int(0.95 * len(ordered)))], 2),
            "cpu_p50_ms": round(1000 * statistics.median(st["cpu"]), 2),
            "R@5": round(100 * sum(st["r5"]) / len(st["r5"]), 1),
            "R@10": round(100 * sum(st["r10"]) / len(st["r10"]), 1),
        }
    return out


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description="recall time on LongMemEval-like long-message haystacks")
    p.add_argument("--questions", type=int, default=20)
    p.add_argument("--sessions", type=int, default=50)
    p.add_argument("--turns", type=int, default=12, help="turns per session (half of them long)")
    p.add_argument("--tokens", type=int, default=115_000, help="tokens per haystack (4 characters a token)")
    p.add_argument("--repeat", type=int, default=5)
    p.add_argument("--baseline", default=multisession.BASELINE,
                   help="git revision of the ranking printed beside today's ('' for none)")
    p.add_argument("--json", action="store_true")
    args = p.parse_args(argv)
    root = Path(tempfile.mkdtemp(prefix="lc-memory-longmsg-"))
    try:
        r = run(root, args.questions, args.sessions, args.turns, args.tokens, args.repeat,
                multisession.rankings(args.baseline or None))
    finally:
        shutil.rmtree(root, ignore_errors=True)
    if args.json:
        print(json.dumps(r, indent=2))
    else:
        print(f"{r['questions']} haystacks of {r['sessions']} sessions x {r['turns']} turns, "
              f"~{r['tokens_per_haystack']:,} tokens each (load average {r['load']:.1f} on {os.cpu_count()} cores)")
        for name in (n for n in ("v0", "now") if n in r):
            x = r[name]
            print(f"{name:>4}: recall p50 {x['p50_ms']} ms, p95 {x['p95_ms']} ms a question (target p50 < 20 ms); "
                  f"CPU p50 {x['cpu_p50_ms']} ms; evidence session in the top 5: {x['R@5']}%, top 10: {x['R@10']}%")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
