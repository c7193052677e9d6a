"""How a session's seal grows with a message's length, on long runs of one kind of character.

A session's messages (the person's, the agent's, a tool's input and its output) are each a run
of one unit ("x", "a ", digits, a path's "/", Cyrillic, CJK, ...) about 10,000 characters long,
then four times that (ingest keeps up to 50,000 characters of a tool output). Each is written to
a store in a temp folder and sealed offline, the way ``lc-memory seal`` does (the scrub, the
extractor, the guards and the source rules all read the messages). A seal that reads each
message in a pass grows about 4x; one that tries a pattern from every place of a long word grows
about 16x (``safety.sources._PATHLIKE`` did, until 5 Dec 2026: 100-330 s of a test's session of
600 tool results of 5,000 letters). The baseline, in the same run, is ``re.findall(r"\\w+")`` over
the same messages. Nothing is written outside the temp folder.

    python bench/seal_scaling.py [--length 10000] [--grows 7] [--unit x ...]

Prints each unit's seal time at both lengths and the ratio, the units that grow more than
``--grows`` times first.
"""

from __future__ import annotations

import argparse
import datetime as dt
import json
import re
import tempfile
import time
from pathlib import Path

from lc_memory.memory import Memory
from lc_memory.redact.engine import forget_scrubbed
from lc_memory.store.files import Store

UNITS = ["x", "a ", "1", "-", "/", "x.", "é", "=", ":", "'", '"', "a=", "\\", "A1", "x@", "%", "<", "# ",
         "aé", "ab\n", "  ", "я", "日", "_", "aA", ".", ",", "*", "`", "ab.", "a/b", "a-", "Ab", "1.", "x:",
         "Word ", "\t", "\n", "ok. ", "a,b ", "->", "::", "(a)", "[x]", "{a}", "$x", "a_b.c/"]
NOW = dt.datetime(2026, 12, 5, 12, 0, tzinfo=dt.timezone.utc)
_WORDS = re.compile(r"\w+")


def session(unit: str, length: int) -> list[dict]:
    run = (unit * (length // len(unit) + 1))[:length]
    return [
        {"type": "message", "turn": 1, "ts": None, "role": "user", "kind": "text", "typed": True,
         "content": "Please look at this: " + run},
        {"type": "message", "turn": 2, "ts": None, "role": "assistant", "kind": "tool_use", "name": "shell",
         "content": json.dumps({"command": "cat " + run})},
        {"type": "message", "turn": 3, "ts": None, "role": "tool", "kind": "tool_result", "name": "shell",
         "content": run},
        {"type": "message", "turn": 4, "ts": None, "role": "assistant", "kind": "text",
         "content": "I read it. " + run},
    ]


def seal_time(unit: str, length: int) -> float:
    forget_scrubbed()
    with tempfile.TemporaryDirectory() as tmp:
        store = Store(Path(tmp) / "store", "bench")
        store.put_session({"id": "s", "title": "S", "created": "2026-12-01T09:00:00Z"}, session(unit, length))
        t0 = time.perf_counter()
        Memory.at(store, NOW).seal("s")
        return time.perf_counter() - t0


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--length", type=int, default=10_000)
    ap.add_argument("--grows", type=float, default=7.0)
    ap.add_argument("--unit", action="append")
    args = ap.parse_args()
    seal_time("warm", 100)  # (lazy compiles and imports are once a process)
    rows = []
    for unit in args.unit or UNITS:
        short, long = seal_time(unit, args.length), seal_time(unit, 4 * args.length)
        base = time.perf_counter()
        for m in session(unit, 4 * args.length):
            _WORDS.findall(m["content"])
        base = time.perf_counter() - base
        rows.append((long / max(short, 1e-9), unit, short, long, base))
    rows.sort(reverse=True)
    print(f"{'unit':>10} {'seal s':>8} {'x4 s':>8} {'grows':>6} {'baseline s':>10}")
    for grows, unit, short, long, base in rows:
        flag = "  <-- more than linear" if grows > args.grows else ""
        print(f"{unit!r:>10} {short:>8.3f} {long:>8.3f} {grows:>6.1f} {base:>10.4f}{flag}")
    print(f"{sum(r[0] > args.grows for r in rows)} of {len(rows)} units grow more than {args.grows}x for 4x the text")


if __name__ == "__main__":
    main()
