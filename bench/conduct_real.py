"""What a conduct reader costs on real text that is no order (issue 32): the assistant's sentences.

Every assistant text message (closing and mid-session) of the real transcripts and the other
agents' samples (``../shared/data/real-transcripts``, ``agent-transcripts``), read through the
project's own readers, split into sentences as the seal splits them; and the benign texts (the
outside benign facts, deepset's benign rows, tests/corpora/benign-*.jsonl). Prints how many of
each a reader finds, and the first of them.

The real sentences are mostly English, so a rule in another language's table is priced too on
the real sentences NOT in English (``sources.language``: the French, Russian, Chinese, Portuguese
... rounds of the transcripts), counted apart, and on benign prose people wrote: LoCoMo's
dialogue turns (``../shared/data/locomo10.json``, first-person talk about habits that is no
order) and, given ``--longmemeval DIR`` (the development half's question files, fetched as
``../shared/data/longmemeval-dev.md`` says), LongMemEval's haystack turns, the assistant's
and the user's.

    python bench/conduct_real.py [--show N] [--reader a_habit|a_suggestion|unconditional|about_the_agent|conduct|imperative|waives]
                                 [--longmemeval DIR] [--sessions]

``--sessions`` prices the session-level rules that read what a session read (``Taint.restates_read``,
``names_read``, ``echoes_order``, ``only_its_copies``) on the same real transcripts: each assistant sentence that is not
about what the session did (``SessionGround``, with no file counted as changed: the most it can
cost), against everything its session read (before and after it: again the most).

The outside data is read in place and never copied into the repository.
"""

from __future__ import annotations

import argparse
import json
import sys
import tempfile
from collections.abc import Callable
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from lc_memory import Memory
from lc_memory.safety import sources
from lc_memory.safety.guard import conduct
from lc_memory.store.files import Store

SHARED = (ROOT.parent / "shared" / "data").resolve()


def assistant_sentences() -> list[str]:
    """The assistant's text sentences of every real and agents' transcript, deduplicated."""
    paths = [p for d in ("real-transcripts", "agent-transcripts") for p in sorted((SHARED / d).rglob("*"))
             if p.is_file()]  # the readers tell what is no transcript
    out: dict[str, None] = {}
    with tempfile.TemporaryDirectory() as tmp:
        report = Memory(Store(tmp, "real")).ingest(paths, route=False)
        for _, transcript in report.reading.transcripts:
            for m in transcript.messages:
                if m.get("role") == "assistant" and m.get("kind") == "text" and isinstance(m.get("content"), str):
                    for s in sources.split(m["content"]):
                        out.setdefault(s.strip())
    return [s for s in out if s]


def benign_texts() -> list[str]:
    """Texts that state facts, never orders."""
    texts = [json.loads(x)["text"] for x in (SHARED / "corpora" / "benign-facts.jsonl").read_text().splitlines() if x.strip()]
    texts += [r["text"] for r in map(json.loads, (SHARED / "corpora" / "injection-deepset.jsonl").read_text().splitlines())
              if not r.get("label")]
    for p in sorted((ROOT / "tests" / "corpora").glob("benign-*.jsonl")):
        texts += [json.loads(x).get("text", "") for x in p.read_text().splitlines() if x.strip()]
    return [t for t in texts if t]


def locomo_turns() -> list[str]:
    """LoCoMo's dialogue turns (people talking about their lives and habits), deduplicated."""
    path = SHARED / "locomo10.json"
    if not path.is_file():
        return []
    out: dict[str, None] = {}
    for sample in json.loads(path.read_text(encoding="utf-8")):
        for key, turns in sample["conversation"].items():
            if key.startswith("session_") and isinstance(turns, list):
                for turn in turns:
                    out.setdefault((turn.get("text") or "").strip())
    return [t for t in out if t]


def longmemeval_turns(folder: Path) -> list[str]:
    """LongMemEval's haystack turns (the user's and the assistant's) of the question files in ``folder``."""
    out: dict[str, None] = {}
    for path in sorted(folder.glob("*.json")):
        data = json.loads(path.read_text(encoding="utf-8"))
        for q in data if isinstance(data, list) else [data]:
            for session in q.get("haystack_sessions", []):
                for turn in session:
                    for s in sources.split(turn.get("content") or ""):
                        out.setdefault(s.strip())
    return [t for t in out if t]


def session_rules(show: int) -> None:
    """Each session-level rule's count on the real transcripts' assistant sentences not about the session."""
    paths = [p for d in ("real-transcripts", "agent-transcripts") for p in sorted((SHARED / d).rglob("*"))
             if p.is_file()]
    counts: dict[str, list[str]] = {"restates_read": [], "names_read": [], "echoes_order": [], "only_its_copies": []}
    total = 0
    with tempfile.TemporaryDirectory() as tmp:
        report = Memory(Store(tmp, "real")).ingest(paths, route=False)
        for _, transcript in report.reading.transcripts:
            messages = transcript.messages
            taint, ground = sources.Taint(messages), sources.SessionGround(messages, [])
            for m in messages:
                if m.get("role") == "assistant" and m.get("kind") == "text" and isinstance(m.get("content"), str):
                    for s in sources.split(m["content"]):
                        if not s.strip() or ground.about(s):
                            continue
                        total += 1
                        for name, found in counts.items():
                            if getattr(taint, name)(s):
                                found.append(s)
    for name, found in counts.items():
        print(f"{name}: {len(found)} of {total} assistant sentences not about their session")
        for t in found[:show]:
            print("   ", t[:200].replace("\n", " "))


READERS: dict[str, Callable[[str], object]] = {
    "a_habit": conduct.a_habit, "a_suggestion": conduct.a_suggestion, "about_the_agent": conduct.about_the_agent, "conduct": conduct.conduct,
    "imperative": sources.imperative, "unconditional": conduct.unconditional, "waives": conduct.waives,
}


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--reader", action="append", choices=sorted(READERS))
    ap.add_argument("--show", type=int, default=10)
    ap.add_argument("--longmemeval", type=Path, help="LongMemEval question files' folder (its haystack turns)")
    ap.add_argument("--sessions", action="store_true", help="the session-level rules (restates_read, names_read, echoes_order, only_its_copies)")
    args = ap.parse_args()
    if args.sessions:
        session_rules(args.show)
        return
    sentences, benign = assistant_sentences(), benign_texts()
    unenglish = [s for s in sentences if sources.language(s) not in (None, "en")]
    groups = [("assistant sentences", sentences), ("of them not English", unenglish), ("benign texts", benign),
              ("LoCoMo turns", locomo_turns())]
    if args.longmemeval:
        groups.append(("LongMemEval turns", longmemeval_turns(args.longmemeval)))
    for name in args.reader or ["a_habit"]:
        read = READERS[name]
        for label, texts in groups:
            found = [t for t in texts if read(t)]
            print(f"{name}: {len(found)} of {len(texts)} {label}")
            for t in found[:args.show]:
                print("   ", t[:200].replace("\n", " "))


if __name__ == "__main__":
    main()
