"""Ingest speed per agent: messages and characters a second, beside Claude Code's, in one run.

Reads every agent's samples in ``../shared/data/agent-transcripts/<agent>/`` and Claude Code's
real transcripts (``../shared/data/real-transcripts/claude``) through lc-memory's own ingest
(``read_paths``: detect, read, scrub), then writes them to a store in a temp folder
(``put_session``). Each agent's time is the best of ``--repeat`` runs (the machine is shared);
the load average is printed beside the table. Nothing is written outside the temp folder.

    python bench/agents_ingest.py [--repeat 5] [--agent cline] [--profile cline]

``--profile AGENT`` prints the costliest functions of one read and write of that agent's samples\n(``--sort tottime``, ``--lines 40``).
"""

from __future__ import annotations

import argparse
import cProfile
import os
import pstats
import tempfile
import time
from pathlib import Path

from lc_memory.ingest.base import expand, read_paths
from lc_memory.store.files import Store, StoreError

SHARED = Path(__file__).resolve().parents[2] / "shared" / "data"
AGENTS = SHARED / "agent-transcripts"
CLAUDE = SHARED / "real-transcripts" / "claude"


def files(folder: Path) -> list[Path]:
    """What each format finds under the folder, and the files one or two levels down (the
    samples are saved under their repository's name, not the agent's own file name)."""
    try:
        found = set(expand([folder]))
    except StoreError:
        found = set()
    found |= {p for p in [*folder.glob("*"), *folder.glob("*/*")] if p.is_file()}
    return sorted(found)


def corpora(only: str | None = None) -> dict[str, list[Path]]:
    out = {"claude-code": expand([CLAUDE])}
    for folder in sorted(p for p in AGENTS.iterdir() if p.is_dir()):
        if only in (None, folder.name):
            out[folder.name] = files(folder)
    return out


def measure(paths: list[Path], repeat: int) -> dict:
    best_read = best_all = float("inf")
    for _ in range(repeat):
        t0 = time.perf_counter()
        reading = read_paths(paths, strict=False)
        t1 = time.perf_counter()
        with tempfile.TemporaryDirectory() as tmp:
            store = Store(Path(tmp) / "store", "bench")
            for _, t in reading.transcripts:
                store.put_session(t.meta, t.messages)
        t2 = time.perf_counter()
        best_read, best_all = min(best_read, t1 - t0), min(best_all, t2 - t0)
    messages = [m for _, t in reading.transcripts for m in t.messages]
    return {"sessions": len(reading.transcripts), "messages": len(messages),
            "chars": sum(len(m.get("content") or "") for m in messages),
            "bytes": sum(p.stat().st_size if p.is_file() else 0 for p in paths),
            "read": best_read, "all": best_all}


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--repeat", type=int, default=5)
    ap.add_argument("--agent")
    ap.add_argument("--profile")
    ap.add_argument("--sort", default="cumulative")
    ap.add_argument("--lines", type=int, default=25)
    args = ap.parse_args()
    if args.profile:
        paths = corpora(args.profile)[args.profile]
        prof = cProfile.Profile()
        prof.runcall(measure, paths, 1)
        pstats.Stats(prof).sort_stats(args.sort).print_stats(args.lines)
        return
    print("load average before:", " ".join(f"{x:.2f}" for x in os.getloadavg()))
    rows = {name: measure(paths, args.repeat) for name, paths in corpora(args.agent).items()}
    print("load average after: ", " ".join(f"{x:.2f}" for x in os.getloadavg()))
    cc = rows["claude-code"]
    cc_msg, cc_chr = cc["all"] / cc["messages"], cc["all"] / cc["chars"]
    print(f"{'agent':12} {'sess':>4} {'msgs':>6} {'chars':>9} {'read s':>7} {'total s':>7} "
          f"{'msg/s':>7} {'kchar/s':>8} {'x CC/msg':>8} {'x CC/char':>9}")
    for name, r in rows.items():
        if not r["messages"]:
            print(f"{name:12} {r['sessions']:>4} {0:>6} (no messages)")
            continue
        print(f"{name:12} {r['sessions']:>4} {r['messages']:>6} {r['chars']:>9} {r['read']:>7.3f} "
              f"{r['all']:>7.3f} {r['messages'] / r['all']:>7.0f} {r['chars'] / r['all'] / 1000:>8.0f} "
              f"{r['all'] / r['messages'] / cc_msg:>8.2f} {r['all'] / r['chars'] / cc_chr:>9.2f}")


if __name__ == "__main__":
    main()
