"""Writing many sessions to a store: ``put_sessions`` (one pass, the index rewritten once)
beside ``put_session`` one at a time (the index read and rewritten once a session), in one run.

    python bench/ingest_many.py [--sessions 250 500 1000]

Each session is one short typed message; the store lives in a temp folder. The load average is
printed beside the table.
"""

from __future__ import annotations

import argparse
import os
import tempfile
import time
from pathlib import Path

from lc_memory.store.files import Store


def sessions(n: int) -> list[tuple[dict, list[dict]]]:
    return [({"id": f"s{i:06d}", "title": f"Session {i}", "created": "2026-01-01T00:00:00Z"},
             [{"type": "message", "role": "user", "kind": "text", "content": f"hello {i}", "typed": True}])
            for i in range(n)]


def timed(n: int, batch: bool) -> float:
    with tempfile.TemporaryDirectory() as tmp:
        store = Store(Path(tmp) / "store", "bench")
        items = sessions(n)
        t0 = time.perf_counter()
        if batch:
            store.put_sessions(items)
        else:
            for meta, messages in items:
                store.put_session(meta, messages)
        return time.perf_counter() - t0


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--sessions", type=int, nargs="+", default=[250, 500, 1000])
    args = ap.parse_args()
    print("load average before:", " ".join(f"{x:.2f}" for x in os.getloadavg()))
    print(f"{'sessions':>8} {'one by one s':>12} {'one pass s':>10} {'x faster':>8}")
    for n in args.sessions:
        one, batch = timed(n, False), timed(n, True)
        print(f"{n:>8} {one:>12.2f} {batch:>10.2f} {one / batch:>8.1f}")
    print("load average after: ", " ".join(f"{x:.2f}" for x in os.getloadavg()))


if __name__ == "__main__":
    main()
