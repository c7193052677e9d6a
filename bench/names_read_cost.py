"""What the names-read rule (``sources.Taint.names_read``, issue 32's ninth push) would hold on
outside sessions: every assistant sentence of the real transcripts and the agents' samples
(``../shared/data/real-transcripts``, ``agent-transcripts``) that holds a name (``names_in``), and
of those, how many are not about what their session did (``SessionGround``, no changed files
given: the strictest reading) and name what only a line of prose read names.

    python bench/names_read_cost.py

At 95706aa: 115 sessions, 810 sentences with a name, 7 held (4 repeat an error or a provider's
message the session was shown, one a setup line, one a config line, one a link to set up ADC).
The outside data is read in place; nothing is written outside a temp dir.
"""

from __future__ import annotations

import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from lc_memory import Memory
from lc_memory.safety import sources
from lc_memory.store.files import Store

SHARED = (ROOT.parent / "shared" / "data").resolve()
SUFFIXES = (".jsonl", ".json", ".md", ".txt", ".db", ".sqlite")


def main() -> None:
    paths = sorted((SHARED / "real-transcripts").rglob("*.jsonl")) + sorted(
        p for p in (SHARED / "agent-transcripts").rglob("*") if p.is_file() and p.suffix in SUFFIXES)
    with tempfile.TemporaryDirectory() as tmp:
        memory = Memory(Store(tmp, "probe"))
        memory.ingest(paths, route=False)
        named = held = sessions = 0
        for s in memory.store.session_entries():
            messages = memory.store.messages(s.id)
            if not messages:
                continue
            sessions += 1
            taint, ground = sources.Taint(messages), sources.SessionGround(messages, ())
            for m in messages:
                if m.get("role") != "assistant" or m.get("kind") == "tool_use":
                    continue
                for sentence in sources.split(m.get("content") or ""):
                    if not sources.names_in(sentence):
                        continue
                    named += 1
                    if not ground.about(sentence) and taint.names_read(sentence):
                        held += 1
                        print(f"[{s.id[:12]}] {sentence[:160]!r}")
    print(f"sessions {sessions}; assistant sentences with a name {named}; held by names_read {held}")


if __name__ == "__main__":
    main()
