"""What sealing costs a fresh process: the CPU time an agent's hook pays when it seals at a
session's end, and every CLI subprocess of the test suite.

A fresh ``python -c`` process ingests the example project (``examples/payments-api``, six
sessions) into a store in a temp folder and seals each session offline, the way ``lc-memory
seal`` does; its CPU time (user + system, the child's own) is set against the baseline, a fresh
process that only imports the same modules. The cold cost is the difference: what the first
seal loads once per process (the guard's tables and patterns, the lemma lexicon, the redaction
rules). The warm figure is the same six sessions sealed again into a second store in the same
process, per session. ``--old-rev REV`` runs the same child against ``lc_memory`` as it was at
REV (``git archive``, unpacked into a temp folder, first on the child's ``sys.path``), in the
same run, rounds interleaved; the best of ``--rounds`` is kept. Nothing is written outside the
temp folders.

    python bench/seal_cold.py [--rounds 3] [--old-rev 49543ad]

Prints, for each tree: the import baseline, the cold seal, its cost over the baseline, the warm
seal per session (CPU seconds), and today's cold cost as a ratio of the old tree's.
"""

from __future__ import annotations

import argparse
import atexit
import io
import json
import os
import shutil
import subprocess
import sys
import tarfile
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
EXAMPLES = ROOT / "examples" / "payments-api"

IMPORTS = """
import datetime as dt, json, sys, tempfile, time
from pathlib import Path
from lc_memory.ingest.base import ingest
from lc_memory.memory import Memory
from lc_memory.store.files import Store
"""

SEAL = IMPORTS + """
NOW = dt.datetime(2026, 12, 5, 12, 0, tzinfo=dt.timezone.utc)
files = sorted(Path(sys.argv[1]).glob("*.jsonl"))

def seal_all(root):
    s = Store(root, "bench")
    ingest(s, files)
    ids = list(Memory(s).unsealed())
    for sid in ids:
        Memory.at(s, NOW).seal(sid)
    return len(ids)

with tempfile.TemporaryDirectory() as tmp:
    t0 = time.process_time()
    n = seal_all(Path(tmp) / "a")
    t1 = time.process_time()
    seal_all(Path(tmp) / "b")
    t2 = time.process_time()
print(json.dumps({"sessions": n, "first": t1 - t0, "warm": (t2 - t1) / n}))
"""


def child_cpu(code: str, tree: Path, *args: str) -> tuple[float, str]:
    """CPU seconds (user + system) of a fresh ``python -c code`` with ``tree`` first on its path."""
    env = dict(os.environ, PYTHONPATH=str(tree))
    r, w = os.pipe()
    pid = os.fork()
    if pid == 0:  # the child: its own rusage, nothing of the parent's
        os.close(r)
        os.dup2(w, 1)
        os.chdir(tree)  # "python -c" puts the working folder first on its path
        os.execve(sys.executable, [sys.executable, "-c", code, *args], env)
    os.close(w)
    with os.fdopen(r) as f:
        out = f.read()
    _, status, usage = os.wait4(pid, 0)
    if status != 0:
        sys.exit(f"the child failed ({status}) on {tree}")
    return usage.ru_utime + usage.ru_stime, out


def old_tree(rev: str) -> Path:
    """``lc_memory`` as it was at ``rev``, unpacked into a temp folder."""
    folder = Path(tempfile.mkdtemp(prefix=f"seal_cold_{rev}_"))
    atexit.register(shutil.rmtree, folder, ignore_errors=True)
    archive = subprocess.run(["git", "-C", str(ROOT), "archive", rev, "lc_memory"],
                             capture_output=True, check=True).stdout
    with tarfile.open(fileobj=io.BytesIO(archive)) as tar:
        tar.extractall(folder, filter="data")
    return folder


def measure(tree: Path) -> dict:
    base, _ = child_cpu(IMPORTS, tree)
    cold, out = child_cpu(SEAL, tree, str(EXAMPLES))
    inner = json.loads(out)
    return {"import": base, "cold": cold, "cost": cold - base, "warm": inner["warm"], "sessions": inner["sessions"]}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--old-rev", default="49543ad", help="the commit to set today's tree against")
    parser.add_argument("--tree", default=str(ROOT), help="today's tree (a folder holding lc_memory)")
    args = parser.parse_args()
    trees = {args.old_rev: old_tree(args.old_rev), "today": Path(args.tree)}
    best: dict[str, dict] = {}
    for _ in range(args.rounds):
        for name, tree in trees.items():
            m = measure(tree)
            for k, v in m.items():
                best.setdefault(name, {})[k] = min(best.get(name, {}).get(k, v), v)
    for m in best.values():
        m["cost"] = m["cold"] - m["import"]  # the best cold less the best import
    print(f"{'tree':<10} {'import s':>9} {'cold seal s':>12} {'cost s':>8} {'warm s/session':>15}")
    for name, m in best.items():
        print(f"{name:<10} {m['import']:9.2f} {m['cold']:12.2f} {m['cost']:8.2f} {m['warm']:15.3f}")
    old, new = best[args.old_rev], best["today"]
    print(f"cold cost today / {args.old_rev}: {new['cost'] / old['cost']:.2f}; "
          f"warm: {new['warm'] / old['warm']:.2f} ({new['sessions']} sessions, best of {args.rounds})")


if __name__ == "__main__":
    main()
