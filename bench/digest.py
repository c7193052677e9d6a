"""`lc-memory digest`, the SessionStart hook's command, against `cat MEMORY.md` (issue 22).

Builds the example project's store (examples/payments-api: ingested, sealed, consolidated),
then times fresh processes, interleaved so the machine's load falls on all of them alike:

- ``cat MEMORY.md``: the baseline (what reading the file costs);
- ``python -c pass``: the interpreter's own start, the floor of any Python command;
- ``lc-memory digest``: the installed entry point, MEMORY.md up to date (the common case);
- ``lc-memory digest`` after a fact was appended (MEMORY.md stale: rendered once, then fresh).

Bytecode is cached as in any installed package (``PYTHONDONTWRITEBYTECODE`` is unset for
the runs; without the cache every run compiles the sources again, about 130 ms here).

Then the largest cumulative imports of the command (``python -X importtime``).

    python bench/digest.py            # 20 runs each
    python bench/digest.py --runs 50
    python bench/digest.py --compare /work/main/.venv/bin/lc-memory   # and main's, in the same run
"""

from __future__ import annotations

import argparse
import json
import os
import resource
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from lc_memory.ingest.base import ingest  # noqa: E402
from lc_memory.memory import Memory  # noqa: E402
from lc_memory.store.files import Store  # noqa: E402


def entry_point() -> str:
    here = Path(sys.executable).parent / "lc-memory"
    found = str(here) if here.exists() else shutil.which("lc-memory")
    if not found:
        raise SystemExit("lc-memory is not installed in this environment (pip install -e .)")
    return found


def wall(argv: list[str], env: dict) -> tuple[float, float]:
    """(wall, CPU) seconds of one fresh process: CPU time is what the machine's load does not inflate."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    start = time.perf_counter()
    out = subprocess.run(argv, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, env=env)
    took = time.perf_counter() - start
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    assert out.returncode == 0, out.stderr.decode()[-500:]
    return took, (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)


def importtime(argv: list[str], env: dict, top: int = 12) -> list[tuple[int, int, str]]:
    """(self µs, cumulative µs, module) of the imports of one run of ``argv`` that cost the
    most themselves (``python -X importtime``)."""
    out = subprocess.run([sys.executable, "-X", "importtime", *argv], capture_output=True, text=True, env=env)
    rows = []
    for line in out.stderr.splitlines():
        if line.startswith("import time:") and "cumulative" not in line:
            own, cumulative, name = line[len("import time:"):].split("|")
            rows.append((int(own), int(cumulative), name.strip()))
    return sorted(rows, reverse=True)[:top]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=20)
    parser.add_argument("--compare", metavar="LC_MEMORY",
                        help="also time another checkout's entry point (e.g. /work/main/.venv/bin/lc-memory)")
    args = parser.parse_args()
    root = Path(tempfile.mkdtemp(prefix="lc-digest-"))
    try:
        store = Store(root, "payments-api")
        ingest(store, sorted((ROOT / "examples" / "payments-api").glob("*.jsonl")))
        for sid in Memory(store).unsealed():
            Memory(store).seal(sid)
        Memory(store).consolidate()
        # As in any installed package, the bytecode is cached: the first run writes it.
        env = {k: v for k, v in os.environ.items() if k != "PYTHONDONTWRITEBYTECODE"}
        env["LC_MEMORY_STORE"] = str(root)
        lc = entry_point()
        digest = [lc, "digest", "--project", "payments-api"]
        commands = {
            "cat MEMORY.md": ["cat", str(store.memory_md)],
            "python -c pass": [sys.executable, "-c", "pass"],
            "lc-memory digest": digest,
        }
        if args.compare:
            commands["digest [compare]"] = [args.compare, *digest[1:]]
        times: dict[str, list[tuple[float, float]]] = {name: [] for name in commands}
        for argv in commands.values():
            wall(argv, env)  # warm-up: bytecode written, files in the page cache
        for _ in range(args.runs):
            for name, argv in commands.items():
                times[name].append(wall(argv, env))
        stale = []
        for n in range(min(args.runs, 5)):
            with open(store.facts_path, "a") as f:
                f.write(json.dumps({"op": "unpin", "id": f"f-bench-{n}", "at": "2026-12-02T12:00:00Z"}) + "\n")
            stale.append(wall(digest, env))
        p50 = {name: statistics.median(w for w, _ in t) for name, t in times.items()}
        cpu = {name: statistics.median(c for _, c in t) for name, t in times.items()}
        base, base_cpu = p50["cat MEMORY.md"], cpu["cat MEMORY.md"]
        print(f"MEMORY.md: {store.memory_md.stat().st_size:,} bytes; {args.runs} fresh processes each, "
              f"interleaved; load average {os.getloadavg()[0]:.1f} on {os.cpu_count()} cores")
        for name, t in times.items():
            print(f"{name:<18} wall p50 {1000 * p50[name]:6.1f} ms (min {1000 * min(w for w, _ in t):6.1f})"
                  f" {p50[name] / base:5.1f}x cat   CPU p50 {1000 * cpu[name]:6.1f} ms"
                  f" {cpu[name] / max(base_cpu, 1e-3):5.1f}x cat")
        stale_wall = statistics.median(w for w, _ in stale)
        print(f"lc-memory digest, MEMORY.md stale (rendered again through Memory): wall p50 "
              f"{1000 * stale_wall:.1f} ms over {len(stale)} runs ({stale_wall / base:.1f}x cat), "
              f"CPU p50 {1000 * statistics.median(c for _, c in stale):.1f} ms")
        took = p50["lc-memory digest"]
        print(f"target: lc-memory digest wall p50 < 100 ms: {'met' if took < 0.1 else 'NOT met'} "
              f"({1000 * took:.1f} ms; {1000 * (took - p50['python -c pass']):.1f} ms above the interpreter's "
              f"start; CPU {1000 * cpu['lc-memory digest']:.1f} ms)")
        rows = importtime(["-m", "lc_memory", "digest", "--project", "payments-api"], env)
        print(f"the imports of `lc-memory digest` that cost the most themselves (python -X importtime; "
              f"{len(rows)} shown):")
        for own, cumulative, name in rows:
            print(f"  {own / 1000:6.1f} ms self, {cumulative / 1000:6.1f} ms with what it imports  {name}")
    finally:
        shutil.rmtree(root, ignore_errors=True)


if __name__ == "__main__":
    main()
