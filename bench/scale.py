"""The store at 100,000 sessions / 10,000,000 messages (issue 22), measured once.

``bench/run.py`` at this size would hold every row in memory for its raw-insert ceiling
(several GB on a machine shared with other work), so this driver measures what a person
meets, each beside its baseline in the same run:

- import (files -> SQLite, the recall cache's own build): wall, CPU and peak memory of the
  importing process, messages a second; then a no-change re-import;
- sizes: the JSONL, the db (and its FTS tables);
- recall p50 / p95 over ``--queries`` questions, against ``grep -r -i -F`` for the same words;
- Search Sessions p50 (two words) against grep;
- the peak memory of this process (recall and search).

    python bench/corpus.py /tmp/scale --sessions 100000 --messages 10000000   # once (~10 min)
    python bench/scale.py /tmp/scale --sessions 100000 --messages 10000000
"""

from __future__ import annotations

import argparse
import json
import os
import resource
import subprocess
import sys
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent))
sys.path.insert(0, str(HERE))

import corpus  # noqa: E402
from run import _fts_bytes, cpu_timed, grep, ms, p50, words_of  # noqa: E402

from lc_memory.read import recall as recalling
from lc_memory.read import search as searching  # noqa: E402
from lc_memory.store.files import Store  # noqa: E402

IMPORT = (
    "import sys\n"
    "from pathlib import Path\n"
    "from lc_memory.db import importer\n"
    "from lc_memory.store.files import Store\n"
    "result = importer.import_store(Store(sys.argv[1], sys.argv[2]), Path(sys.argv[3]), refold_after=None)\n"
    "print(result.messages)\n"
)


def child(argv: list[str]) -> tuple[float, float, float, str]:
    """(wall s, CPU s, peak MB, stdout) of one process."""
    start = time.perf_counter()
    proc = subprocess.Popen(argv, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    out, err = proc.communicate()
    took = time.perf_counter() - start
    usage = resource.getrusage(resource.RUSAGE_CHILDREN)  # the largest child so far: this one
    if proc.returncode:
        raise SystemExit(err[-2000:])
    return took, usage.ru_utime + usage.ru_stime, usage.ru_maxrss / 1024, out


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("root", type=Path, help="a corpus folder (bench/corpus.py); made here when missing")
    p.add_argument("--sessions", type=int, default=100_000)
    p.add_argument("--messages", type=int, default=10_000_000)
    p.add_argument("--queries", type=int, default=50)
    p.add_argument("--grep-queries", type=int, default=5)
    args = p.parse_args(argv)
    out: dict = {"sessions": args.sessions, "messages": args.messages, "cores": os.cpu_count()}
    project = args.root / corpus.PROJECT
    if not (project / "sessions" / "index.jsonl").exists():
        t = time.perf_counter()
        corpus.generate(args.root, args.sessions, args.messages)
        out["generate_s"] = round(time.perf_counter() - t, 1)
    store = Store(args.root, corpus.PROJECT)
    out["jsonl_mb"] = round(sum(f.stat().st_size for f in project.rglob("*.jsonl")) / 1e6, 1)
    db = recalling.cache_path(store)
    db.parent.mkdir(parents=True, exist_ok=True)
    for stale in db.parent.glob("recall.db*"):
        stale.unlink()

    # 1. import, in its own process (its peak memory is its own)
    wall, cpu, peak, printed = child([sys.executable, "-c", IMPORT, str(args.root), corpus.PROJECT, str(db)])
    messages = int(printed.strip().splitlines()[-1])
    out["import"] = {"wall_s": round(wall, 1), "cpu_s": round(cpu, 1), "peak_mb": round(peak),
                     "messages": messages, "messages_per_s": int(messages / wall)}
    print(f"import: {wall:.1f} s wall, {cpu:.1f} s CPU, peak {peak:.0f} MB, {messages:,} messages",
          file=sys.stderr, flush=True)

    # 2. the first recall opens the cache: a no-change re-import
    again, _ = cpu_timed(recalling.recall, store, "warm up")
    out["reimport"] = {"no_change_s": round(again, 2), "full_over_no_change": int(wall / again)}

    # 3. recall against grep
    qs = corpus.queries(args.queries)
    times = [cpu_timed(recalling.recall, store, q) for q in qs]
    greps = [grep(project, words_of(q)) for q in qs[: args.grep_queries]]
    out["recall"] = {
        "queries": len(qs), "p50_ms": ms(p50(times, 0)), "cpu_p50_ms": ms(p50(times, 1)),
        "p95_ms": ms(sorted(t for t, _ in times)[int(0.95 * len(times))]),
        "grep_queries": len(greps), "grep_p50_ms": ms(p50(greps, 0)), "grep_cpu_p50_ms": ms(p50(greps, 1)),
        "grep_over_recall": round(p50(greps, 0) / p50(times, 0), 1),
        "grep_over_recall_cpu": round(p50(greps, 1) / p50(times, 1), 1),
    }

    # 4. Search Sessions against grep
    sq = [words_of(q)[:2] for q in qs[: args.grep_queries]]
    stimes = [cpu_timed(searching.search, store, w) for w in sq]
    sgrep = [grep(project, w) for w in sq]
    out["search"] = {
        "queries": len(sq), "p50_ms": ms(p50(stimes, 0)), "cpu_p50_ms": ms(p50(stimes, 1)),
        "grep_p50_ms": ms(p50(sgrep, 0)), "grep_cpu_p50_ms": ms(p50(sgrep, 1)),
        "grep_over_search": round(p50(sgrep, 0) / p50(stimes, 0), 1),
        "grep_over_search_cpu": round(p50(sgrep, 1) / p50(stimes, 1), 1),
    }
    out["sizes_mb"] = {
        "db": round(db.stat().st_size / 1e6, 1),
        "messages_fts": round(_fts_bytes(db, "messages_fts") / 1e6, 1),
        "conversations_fts": round(_fts_bytes(db, "conversations_fts") / 1e6, 1),
    }
    out["peak_mb_recall_and_search"] = round(resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024)
    out["load_average"] = [round(x, 1) for x in os.getloadavg()]
    print(json.dumps(out, indent=2))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
