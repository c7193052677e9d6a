"""Every redaction the secret rules make on the real transcripts, to read one by one.

Reads ../shared/data/real-transcripts (public Claude Code and Codex sessions nobody on this
project wrote) through the format readers, before any scrub, and lists each span the rules
take: per message (``lc_memory.redact.view.explain``) and from the message sequence (``redact_context``:
a secret command's output, a value announced in the previous turn). Prints the count per
rule and then each finding with the text around it, so a person can say which are not
secrets. The rules before issue 33 (the redact package at be20f07, from git) are counted
beside, for comparison.

    python bench/redact_real.py              # counts and every finding
    python bench/redact_real.py --counts     # counts only
    python bench/redact_real.py --agents     # the other agents' samples (agent-transcripts/)
    python bench/redact_real.py --code .venv/lib/python3.11/site-packages --limit 3000 --offset 3000

``--agents`` reads every sample in ../shared/data/agent-transcripts through its format's reader
(Gemini CLI, OpenCode, Cline, Crush's SQLite, Cursor's exports...) and lists what the rules take
from each string of each message, before any scrub. ``--code FOLDER`` reads real source and
documentation files nobody here wrote (an installed site-packages: code an agent reads), in a
fixed shuffled order, ``--limit`` of them from ``--offset``: a finding there is a false redaction,
but for a test's fixture key. Slices 0 and 6000 were read to write the code rules (4 Dec 2026),
3000 was held: 53 -> 35 findings by the end of that push.
"""

from __future__ import annotations

import argparse
import collections
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "bench"))

from lc_memory.ingest.base import IngestError, detect  # noqa: E402
from lc_memory.redact.context import MARKER, redact_messages  # noqa: E402
from lc_memory.redact.view import explain  # noqa: E402

REAL = ROOT.parent / "shared" / "data" / "real-transcripts"
AGENTS = ROOT.parent / "shared" / "data" / "agent-transcripts"


def _strings(value: object) -> list[str]:
    if isinstance(value, str):
        return [value]
    if isinstance(value, dict):
        return [s for v in value.values() for s in _strings(v)]
    if isinstance(value, (list, tuple)):
        return [s for v in value for s in _strings(v)]
    return []


CODE_SUFFIXES = (".py", ".md", ".rst", ".toml", ".cfg", ".json", ".yaml", ".yml", ".txt", ".js", ".sh")


def code_findings(root: Path, limit: int, offset: int,
                  suffixes: tuple[str, ...] = CODE_SUFFIXES) -> tuple[int, list[tuple[str, str, str, int, int]]]:
    """What the rules take from real source files under *root* (a fixed shuffle, a slice)."""
    import random

    files = sorted(p for p in root.rglob("*") if p.suffix in suffixes and p.is_file())
    random.Random(7).shuffle(files)
    found, read = [], 0
    for path in files[offset:offset + limit]:
        try:
            text = path.read_text("utf-8")
        except (OSError, UnicodeDecodeError):
            continue
        if len(text) > 400_000:
            continue
        read += 1
        found += [(str(path.relative_to(root)), f.rule, text, f.start, f.end) for f in explain(text)]
    return read, found


def agents_findings() -> tuple[int, list[tuple[str, str, str, int, int]]]:
    """What the rules take from the other agents' samples, read by their own formats."""
    from agents_ingest import corpora  # bench/agents_ingest.py: each agent's files

    found = []
    paths = [p for name, ps in corpora().items() if name != "claude-code" for p in ps]
    for path in paths:
        try:
            transcripts = detect(path).read(path)
        except IngestError:
            continue
        for t in transcripts:
            for m in t.messages:
                for text in dict.fromkeys(_strings(m)):
                    found += [(path.parent.name + "/" + path.name, f.rule, text, f.start, f.end) for f in explain(text)]
    return len(paths), found


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--counts", action="store_true", help="print the counts only")
    parser.add_argument("--folder", type=Path, default=REAL)
    parser.add_argument("--agents", action="store_true", help="the other agents' samples, through their readers")
    parser.add_argument("--code", type=Path, help="real source files under this folder")
    parser.add_argument("--limit", type=int, default=3000)
    parser.add_argument("--offset", type=int, default=0)
    parser.add_argument("--suffix", action="append", default=[], help="also read files ending so (.go, .ts)")
    args = parser.parse_args(argv)
    if args.agents or args.code:
        n, found = code_findings(args.code, args.limit, args.offset, CODE_SUFFIXES + tuple(args.suffix)) if args.code else agents_findings()
        print(f"{n} files; {len(found)} redactions by the rules")
        for rule, count in collections.Counter(f[1] for f in found).most_common():
            print(f"  {count:5d}  {rule}")
        if not args.counts:
            _print(found)
        return
    from redact import ISSUE33_BASE, old_package  # bench/redact.py: the rules before issue 33, from git

    today = old_package(ISSUE33_BASE)
    counts: collections.Counter[str] = collections.Counter()
    today_count = 0
    findings = []
    files = sorted(p for p in args.folder.rglob("*.jsonl"))
    for path in files:
        # every line as it is stored (JSON text: the normalised view reads through its escapes)
        for line in path.read_text("utf-8", "replace").splitlines():
            for f in explain(line):
                counts[f.rule] += 1
                findings.append((path.name, f.rule, line, f.start, f.end))
            if today is not None:
                today_count += len(today.find_secrets(line))
        try:
            transcripts = detect(path).read(path)
        except IngestError:
            continue
        for t in transcripts:
            scrubbed = redact_messages(t.messages)
            for before, after in zip(t.messages, scrubbed):
                if MARKER in str(after.get("content")) and MARKER not in str(before.get("content")):
                    counts["command/conversation context"] += 1
                    findings.append((path.name, "command/conversation context", str(before.get("content")), 0,
                                     len(str(before.get("content")))))
    print(f"{len(files)} files; {sum(counts.values())} redactions by the new rules "
          f"({today_count} by the rules before issue 33, {ISSUE33_BASE})")
    for rule, n in counts.most_common():
        print(f"  {n:5d}  {rule}")
    if not args.counts:
        _print(findings)


def _print(findings: list[tuple[str, str, str, int, int]]) -> None:
    for name, rule, text, start, end in findings:
        line_start = text.rfind("\n", 0, start) + 1
        line_end = text.find("\n", end)
        line_end = len(text) if line_end < 0 else line_end
        print(f"\n--- {name}  {rule}\n    {text[max(line_start, start - 100):start]}>>>{text[start:end][:200]}<<<"
              f"{text[end:min(line_end, end + 80)]}")


if __name__ == "__main__":
    main()
