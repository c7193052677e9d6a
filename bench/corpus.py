"""A generated store for the benchmarks: N sessions of M messages, written straight to disk.

The sessions look like coding-agent work: typed asks, assistant replies, tool calls and
tool output, over a Zipf-distributed vocabulary of English words and project names, with
an index, a journal line per session and two fact observations per session. Files are
written in the store's own format (what ``Store.put_session`` writes) without going
through it, so 10,000 sessions take seconds, not the O(n^2) of rewriting the index.

    python bench/corpus.py /tmp/store --sessions 10000 --messages 1000000
"""

from __future__ import annotations

import argparse
import datetime as dt
import itertools
import json
import random
import sys
import time
from pathlib import Path

PROJECT = "bench"

COMMON = (
    "the to and a of in is it that for we this on with be as not are i you can "
    "it's at if so now but then from all by will use test there was have one an what "
    "when which do just need run file so let me check first here done".split()
)
TECH = (
    "refund retry idempotency key redis postgres migration cache queue worker webhook "
    "invoice payment customer session token auth login timeout deploy pipeline build "
    "docker image container config settings schema index query latency throughput "
    "handler endpoint request response header payload json parser serializer logger "
    "metrics alert dashboard backup restore snapshot replica shard lock mutex thread "
    "async await future promise callback event stream batch job cron scheduler report "
    "export import upload download bucket storage disk memory leak profile benchmark "
    "flaky fixture mock stub coverage lint format typing release changelog version tag "
    "branch merge rebase commit review approve reject rollback feature flag experiment "
    "tenant account billing subscription plan coupon discount tax currency ledger "
    "balance transfer payout dispute chargeback fraud risk score model threshold".split()
)
TOOLS = ("shell", "read_file", "write_file", "grep", "edit_file")
EXT = (".py", ".ts", ".sql", ".md", ".toml", ".yml")


def _vocabulary(rng: random.Random, n: int = 20000) -> list[str]:
    """Pseudo-words for the long tail (project names, identifiers)."""
    onset = "b c d f g h j k l m n p r s t v w z br cr dr fl gr pl pr st tr".split()
    vowel = "a e i o u ai ea oo ou".split()
    coda = " n r s t l m nd st rk x".split(" ")
    words: set[str] = set()
    while len(words) < n:
        syl = rng.randint(2, 3)
        words.add("".join(rng.choice(onset) + rng.choice(vowel) + rng.choice(coda) for _ in range(syl)))
    return sorted(words)


class Words:
    """Draws words: common glue words between Zipf-weighted technical and made-up words."""

    def __init__(self, rng: random.Random):
        self.rng = rng
        self.content = TECH + _vocabulary(rng)
        rng.shuffle(self.content)
        # Zipf with a flattened head: the commonest content word is in about one message in five.
        weights = [1 / (rank + 10) for rank in range(len(self.content))]
        self.cum = list(itertools.accumulate(weights))

    def sentence(self, n: int) -> str:
        rng = self.rng
        content = rng.choices(self.content, cum_weights=self.cum, k=n)
        glue = rng.choices(COMMON, k=n)
        words = [w for pair in zip(glue, content) for w in pair][: n + n // 2]
        return " ".join(words).capitalize() + "."

    def path(self) -> str:
        rng = self.rng
        a, b = rng.choices(self.content, cum_weights=self.cum, k=2)
        return f"{a}/{b}{rng.choice(EXT)}"


def _messages(words: Words, start: dt.datetime, count: int) -> list[dict]:
    rng = words.rng
    out: list[dict] = []
    t = start
    for turn in range(1, count + 1):
        t += dt.timedelta(seconds=rng.randint(5, 90))
        ts = t.isoformat().replace("+00:00", "Z")
        phase = turn % 5
        if turn == 1 or phase == 0:
            m = {"role": "user", "kind": "text", "content": words.sentence(rng.randint(8, 20)), "typed": True}
        elif phase in (1, 3):
            m = {"role": "assistant", "kind": "text", "content": words.sentence(rng.randint(10, 30)), "typed": False}
        elif phase == 2:
            tool = rng.choice(TOOLS)
            arg = {"command": f"pytest -q tests/test_{words.path()}"} if tool == "shell" else {"path": words.path()}
            m = {"role": "assistant", "kind": "tool_use", "name": tool, "content": json.dumps(arg), "typed": False}
        else:
            lines = [f"{words.path()}:{rng.randint(1, 400)}: {words.sentence(rng.randint(4, 10))}" for _ in range(rng.randint(1, 4))]
            m = {"role": "tool", "kind": "tool_result", "name": rng.choice(TOOLS), "content": "\n".join(lines), "typed": False}
        out.append({"type": "message", "turn": turn, **m, "ts": ts})
    return out


def generate(root: Path, sessions: int = 10_000, messages: int = 1_000_000, seed: int = 1,
             projects: int = 1) -> Path:
    """Write a store with ``sessions`` sessions and ``messages`` messages in all; returns the
    project folder (the first one, with ``projects`` > 1: the sessions are dealt round the
    projects ``bench-00``, ``bench-01``, ..., the same sessions whatever the count)."""
    rng = random.Random(seed)
    words = Words(rng)
    names = [PROJECT] if projects == 1 else [f"{PROJECT}-{k:02d}" for k in range(projects)]
    folders = [Path(root) / name for name in names]
    for folder in folders:
        (folder / "sessions").mkdir(parents=True, exist_ok=True)
        (folder / "memory").mkdir(parents=True, exist_ok=True)
    base = dt.datetime(2026, 1, 1, 9, 0, tzinfo=dt.timezone.utc)
    per, extra = divmod(messages, sessions)
    index, journal, facts = ([[] for _ in folders] for _ in range(3))
    dumps = json.JSONEncoder(ensure_ascii=False, separators=(",", ":")).encode
    for n in range(sessions):
        k = n % projects
        sid = f"s{n:05d}"
        start = base + dt.timedelta(minutes=47 * n)
        msgs = _messages(words, start, per + (1 if n < extra else 0))
        title = words.sentence(rng.randint(3, 6)).rstrip(".")
        last = msgs[-1]["ts"] if msgs else start.isoformat()
        status = "trash" if n % 97 == 0 else "archived" if n % 13 == 0 else "done" if n % 7 == 0 else "active"
        meta = {"type": "session", "id": sid, "title": title, "created": start.isoformat().replace("+00:00", "Z"),
                "last_activity": last, "format": "native", "status": status}
        with open(folders[k] / "sessions" / f"{sid}.jsonl", "w", encoding="utf-8") as f:
            f.write("".join(dumps(r) + "\n" for r in (meta, *msgs)))
        index[k].append({"id": sid, "title": title, "title_source": "transcript", "created": meta["created"],
                         "last_activity": last, "status": status, "pinned": n % 101 == 0,
                         "turns": sum(1 for m in msgs if m.get("typed")), "format": "native",
                         "cwd": f"/{names[k]}", "sealed": True})
        outcome = words.sentence(rng.randint(15, 30))
        journal[k].append({"session": sid, "at": last, "sealed_at": last, "title": title, "outcome": outcome,
                           "files": [words.path(), words.path()], "decisions": [], "facts": [], "status": status,
                           "pinned": False, "extractor": "offline"})
        for j in range(2):
            text = words.sentence(rng.randint(8, 14))
            fid = f"f-{n:05d}{j}"
            facts[k].append({"op": "observe", "id": fid, "text": text, "kind": "fact", "session": sid, "at": last,
                             "confidence": 0.5, "origin": "extractor"})
            journal[k][-1]["facts"].append(fid)
    for k, folder in enumerate(folders):
        for name, records in (("sessions/index.jsonl", index[k]), ("memory/journal.jsonl", journal[k]),
                              ("memory/facts.jsonl", facts[k])):
            with open(folder / name, "w", encoding="utf-8") as f:
                f.write("".join(dumps(r) + "\n" for r in records))
    return folders[0]


def queries(n: int = 100, seed: int = 2, corpus_seed: int = 1) -> list[str]:
    """Recall questions over the corpus's 2,000 commonest content words (two to four each)."""
    rng = random.Random(seed)
    words = Words(random.Random(corpus_seed))  # the same vocabulary, in the same order
    out = []
    for _ in range(n):
        picked = rng.choices(words.content[:2000], k=rng.randint(2, 4))
        out.append("what did we do about " + " ".join(picked))
    return out


def main(argv: list[str] | None = None) -> None:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("root", type=Path)
    p.add_argument("--sessions", type=int, default=10_000)
    p.add_argument("--messages", type=int, default=1_000_000)
    p.add_argument("--projects", type=int, default=1, help="deal the sessions round this many projects")
    args = p.parse_args(argv)
    t = time.perf_counter()
    project = generate(args.root, args.sessions, args.messages, projects=args.projects)
    print(f"wrote {args.sessions} sessions / {args.messages} messages to {project} "
          f"in {time.perf_counter() - t:.1f}s", file=sys.stderr)


if __name__ == "__main__":
    main()
