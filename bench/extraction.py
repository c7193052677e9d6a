"""The offline extractor on real transcripts: outcome, files and facts per session, measured.

Each file under ``../shared/data/real-transcripts`` (or the folder given) is ingested into a
temp store through lc-memory's own ingest, then extracted with ``extract_offline``. The
same sessions also go through the text-only extractor this one replaced (kept below as
the baseline, measured in the same run). Measured:

- outcomes that are forward-looking, announcements cut at ":", or an API/rate-limit
  message (target: none); the share of working sessions (the person typed something and
  the agent answered) whose outcome says what was done (target: at least 90%);
- files precision: of the files listed, the share the session's calls changed (created,
  edited, deleted, from the ``call`` structure, independently of ``lc_memory.write.activity``;
  target: at least 0.9);
- facts: per session at most 3 (target), each one printed with its source and evidence (the
  tool call it rests on) to be read against the transcript; the share of working sessions
  with at least one fact (target: at least 60%), and of the sessions that did work on a
  project (``DID_WORK`` below, defined before it was measured; each session in or out, why);
- with ``--model M``: the same sessions through the model lane, each reply printed as the
  model gave it (scrubbed), and how many fell back offline.

    python bench/extraction.py                  # every session, one block each
    python bench/extraction.py --quiet          # the figures only
    python bench/extraction.py --model SmolLM2  # also what a model returns on them

The share of sessions with a fact is also given on a held third (``held``: a file whose
name's sha256 is 0 modulo 3, fixed on 2026-12-04 before the rules of issue 34's offline
facts were written; never tuned on) and on the rest.
"""

from __future__ import annotations

import argparse
import hashlib
import posixpath
import re
import shlex
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from lc_memory.errors import IngestError
from lc_memory.ingest.base import ingest
from lc_memory.safety.sources import fact_source  # noqa: E402
from lc_memory.store.files import Store  # noqa: E402
from lc_memory.write.activity import activity  # noqa: E402
from lc_memory.write.extract import MAX_FACTS, ended_badly, extract_offline, finished_part, sentences, subject_of  # noqa: E402

DEFAULT = ROOT.parent / "shared" / "data" / "real-transcripts"

# Judged here with patterns of the bench's own, not the extractor's.
FORWARD = re.compile(
    r"(?:^|[.!?]\s+)(?:(?:now|next|ok(?:ay)?|perfect|great|first)[,!.]?\s+)*"
    r"(?:let me|let's|i'll|i will|i'm going to|i am going to|now i'm|we'll)\b",
    re.I,
)
FAILURE = re.compile(r"hit your limit|api error|rate limit|no response requested|request interrupted", re.I)


DID_WORK = ("did work on a project: the person typed a request (not redacted), and in the part of the "
            "session the agent finished (all of it when it ends on the agent's answer; else what came before "
            "the person's last request, up to the agent's last words there, when those are not an API error) the agent used a tool on the "
            "project's files: read, search in files, edit, write, delete, patch or shell (not web search or "
            "fetch, helper agents, plans, questions to the person or title changes)")
_PROJECT_TOOLS = {"read", "search", "edit", "write", "delete", "patch", "shell"}
_WEB = {"websearch", "web_search", "webfetch", "web_fetch"}
_REDACTED = re.compile(r"^\s*\[REDACTED_[A-Z_]+\]\s*$")


def held(name: str) -> bool:
    """The held third: files never tuned on (chosen by a hash of the file's name)."""
    return int(hashlib.sha256(name.encode()).hexdigest(), 16) % 3 == 0


def did_work(meta: dict, messages: list[dict]) -> tuple[bool, str]:
    """Whether the session did work on a project (``DID_WORK``), and why not when it did not."""
    typed = [str(m.get("content") or "") for m in messages if m.get("role") == "user" and m.get("typed")]
    if not typed:
        return False, "the person typed nothing"
    if all(_REDACTED.match(t) for t in typed):
        return False, "redacted"
    act = activity(meta, messages)
    part = messages if not ended_badly(act, messages) else finished_part(messages)
    if not part:
        last = next((str(m.get("content") or "") for m in reversed(messages)
                     if m.get("role") == "assistant" and m.get("kind", "text") == "text"), "")
        return False, ("an API or usage-limit error" if FAILURE.search(last) else
                       "cut off or aborted before the agent finished any request")
    used = [m for m in part if m.get("kind") == "tool_use"]
    if not any(m.get("call", {}).get("tool") in _PROJECT_TOOLS and str(m.get("name") or "").lower() not in _WEB
               for m in used if isinstance(m.get("call"), dict)):
        names = sorted({str(m.get("name")) for m in used})
        return False, ("" if part is messages else "cut off; in the part it finished, ") + "no tool on the project's files" + (
            f" (only {', '.join(names)})" if names else "")
    return True, "cut off later; counted for the part it finished" if part is not messages else ""


def cut_off(outcome: str) -> bool:
    """Ends in ":" or mid-sentence, or carries a heading it was cut before."""
    text = outcome.strip()
    return text.endswith(":") or "##" in text or not re.search(r"[.!?)\"'`”…]$", text)


def truth(meta: dict, messages: list[dict], with_shell: bool = True) -> set[str]:
    """Files the session's calls changed, read straight off the call structure: the changes
    of edit, write and patch calls, and (``with_shell``) the files a plain rm or mv names."""
    cwd = (meta.get("cwd") or "").rstrip("/")
    failed = {m["result"]["id"] for m in messages
              if isinstance(m.get("result"), dict) and m["result"].get("error") and m["result"].get("id")}
    out = set()

    def add(p: str) -> None:
        if cwd and p.startswith(cwd + "/"):
            p = p[len(cwd) + 1:]
        out.add(posixpath.normpath(p[2:] if p.startswith("./") else p))

    for m in messages:
        call = m.get("call")
        if m.get("kind") != "tool_use" or not isinstance(call, dict) or call.get("id") in failed and call.get("id"):
            continue
        for c in call.get("changes") or []:
            for p in (c.get("path"), c.get("to")):
                if isinstance(p, str):
                    add(p)
        if with_shell and isinstance(call.get("command"), str):
            # Files named by a plain `rm` / `git rm` / `mv` / `git mv` command (its input, not its output).
            for line in re.split(r"&&|;|\n", call["command"]):
                try:
                    words = shlex.split(line)
                except ValueError:
                    continue
                if words[:1] == ["git"]:
                    words = words[1:]
                if words[:1] in (["rm"], ["mv"]):
                    for w in words[1:]:
                        if not w.startswith("-"):
                            add(w)
    return out


# --- the baseline: the text-only extractor issue 10 replaced --------------------

_OLD_FILE = re.compile(
    r"(?<![\w/.-])((?:[\w.-]+/)*[\w-][\w.-]*\.(?:py|js|mjs|ts|tsx|jsx|md|toml|json|jsonl|ya?ml|cfg|ini|"
    r"txt|sql|sh|rs|go|rb|java|kt|c|h|cpp|hpp|html|css|scss|lock|env|proto|tf)|"
    r"(?:[\w.-]+/)+[\w.-]+)(?![\w/])"
)


def old_files(messages: list[dict]) -> list[str]:
    seen: list[str] = []
    for m in messages:
        for match in _OLD_FILE.finditer(str(m.get("content") or "")):
            path = match.group(1).rstrip(".,:;")
            if "://" in path or path.startswith(("http", "www.")) or path.count("/") > 8:
                continue
            if re.fullmatch(r"[\d.]+", path) or path.endswith("/") or "." not in path.rsplit("/", 1)[-1]:
                continue
            if path not in seen:
                seen.append(path)
    return seen[:20]


def _spoken(messages: list[dict]) -> list[dict]:
    return [m for m in messages if m.get("kind", "text") == "text"
            and (m.get("role") == "assistant" or (m.get("role") == "user" and m.get("typed")))]


def old_outcome(messages: list[dict]) -> str:
    for m in reversed([m for m in _spoken(messages) if m.get("role") == "assistant"]):
        parts = [s for s in sentences(str(m.get("content") or "")) if not s.rstrip().endswith("?")]
        if parts:
            return " ".join(parts[:3])[:400]
    return "No outcome recorded."


def old_facts(messages: list[dict]) -> int:
    n = 0
    for m in _spoken(messages):
        for s in sentences(str(m.get("content") or "")):
            if 12 <= len(s) <= 200 and subject_of(s) and m.get("role") == "assistant" and re.search(
                    r"`[^`]+`|[\w-]+\.\w{1,5}\b|[A-Z][a-z]+[A-Z]|\b[A-Z]{2,}\b", s):
                n += 1
    return min(n, 2)


# --- the run ----------------------------------------------------------------------

def sessions(folder: Path, tmp: Path) -> tuple[list[tuple[str, dict, list[dict]]], list[str]]:
    out, skipped = [], []
    for i, path in enumerate(sorted(folder.glob("*/*.jsonl"))):
        store = Store(tmp / str(i), "bench")
        store.path.mkdir(parents=True)
        try:
            ids = ingest(store, [path])
        except IngestError as e:
            skipped.append(f"{path.name}: {e}")
            continue
        for sid, _ in ids:
            out.append((path.name, store.session(sid), store.messages(sid)))
        if not ids:
            skipped.append(f"{path.name}: no session (a helper agent's file, or no turns)")
    return out, skipped


def measure(folder: Path, quiet: bool) -> dict:
    with tempfile.TemporaryDirectory() as tmp:
        rows, skipped = sessions(folder, Path(tmp))
    figures = {"sessions": len(rows), "working": 0, "says": 0, "bad": 0, "old_bad": 0, "listed": 0,
               "right": 0, "strict": 0, "old_listed": 0, "old_right": 0, "facts": 0, "old_facts": 0, "sources": {},
               "with_fact": 0, "did_work": 0, "did_work_with_fact": 0, "most_facts": 0, "in_out": []}
    for name, meta, messages in rows:
        e = extract_offline(meta, messages)
        changed = truth(meta, messages)
        working = any(m.get("typed") for m in messages) and any(
            m.get("role") == "assistant" and m.get("kind", "text") == "text" for m in messages)
        bad = bool(FORWARD.search(e.outcome) or FAILURE.search(e.outcome) or cut_off(e.outcome))
        old = old_outcome(messages)
        figures["old_bad"] += bool(FORWARD.search(old) or FAILURE.search(old) or cut_off(old))
        figures["bad"] += bad
        if working:
            figures["working"] += 1
            figures["says"] += not bad and e.outcome != "No outcome recorded."
        source = ("explored, no changes" if e.outcome.startswith("Explored ") else
                  "from the structure" if e.outcome.startswith("Worked on ") else
                  "none" if e.outcome == "No outcome recorded." else "the agent's closing words")
        figures["sources"][source] = figures["sources"].get(source, 0) + 1
        figures["listed"] += len(e.files)
        figures["right"] += sum(f in changed for f in e.files)
        figures["strict"] += sum(f in truth(meta, messages, with_shell=False) for f in e.files)
        of = old_files(messages)
        figures["old_listed"] += len(of)
        figures["old_right"] += sum(f in changed or any(c.endswith("/" + f) for c in changed) for f in of)
        figures["facts"] += len(e.facts)
        figures["most_facts"] = max(figures["most_facts"], len(e.facts))
        figures["old_facts"] += old_facts(messages)
        worked, why = did_work(meta, messages)
        figures["with_fact"] += working and bool(e.facts)
        figures["did_work"] += worked
        figures["did_work_with_fact"] += worked and bool(e.facts)
        figures["in_out"].append((name, worked, why, len(e.facts), working))
        if not quiet:
            print(f"== {name}  ({len(messages)} messages{', working' if working else ''})")
            print(f"   outcome: {e.outcome}{'   <-- BAD' if bad else ''}")
            wrong = [f for f in e.files if f not in changed]
            print(f"   files:   {e.files}" + (f"   <-- not changed: {wrong}" if wrong else ""))
            for f in e.facts:
                print(f"   fact:    {f.text}  [{f.subject}, {f.confidence}, source {f.source or fact_source(f.text, messages) + ' (at seal)'}]"
                      + (f"\n            evidence: {f.evidence}" if f.evidence else ""))
    if not quiet and skipped:
        print("\nnot sessions:", *skipped, sep="\n  ")
    return figures


def report(f: dict) -> None:
    def share(a: int, b: int) -> str:
        return f"{a}/{b} = {a / b:.0%}" if b else "n/a"

    def prec(a: int, b: int) -> str:
        return f"{a}/{b} = {a / b:.2f}" if b else "n/a (none listed)"

    print(f"\nsessions: {f['sessions']} ({f['working']} working: the person typed, the agent answered)")
    print(f"outcome says what was done:      {share(f['says'], f['working'])} of working sessions   (target >= 90%)")
    print("  from:", ", ".join(f"{k} {v}" for k, v in sorted(f["sources"].items())))
    print(f"forward-looking/cut-off/error:   {share(f['bad'], f['sessions'])}   (target 0)"
          f"   baseline (text-only extractor): {share(f['old_bad'], f['sessions'])}")
    print(f"files precision:                 {prec(f['right'], f['listed'])}   (target >= 0.9)"
          f"   baseline: {prec(f['old_right'], f['old_listed'])}")
    print(f"  against edit/write/patch calls alone (no rm/mv commands): {prec(f['strict'], f['listed'])}")
    print(f"facts per session:               {f['facts'] / max(1, f['sessions']):.2f} ({f['facts']} in all)"
          f"   baseline: {f['old_facts'] / max(1, f['sessions']):.2f} ({f['old_facts']})")
    print(f"most facts in one session:       {f['most_facts']}   (target <= {MAX_FACTS})")
    print(f"working sessions with a fact:    {share(f['with_fact'], f['working'])}   (target >= 60%; read each one above)")
    print(f"  of the sessions that did work on a project: {share(f['did_work_with_fact'], f['did_work'])}"
          "   (target >= 60%)")
    print(f"  rule: {DID_WORK}")
    for part, keep in (("held third", True), ("the rest", False)):
        rows = [r for r in f["in_out"] if held(r[0]) == keep]
        print(f"  {part}: working sessions with a fact "
              f"{share(sum(1 for r in rows if r[4] and r[3]), sum(1 for r in rows if r[4]))}; did work on a project "
              f"{share(sum(1 for r in rows if r[1] and r[3]), sum(1 for r in rows if r[1]))}")
    for name, worked, why, n, _ in f["in_out"]:
        print(f"    {'in ' if worked else 'out'}  {name}: {n} fact{'s' if n != 1 else ''}" + (f"  ({why})" if why else "")
              + ("  [held]" if held(name) else ""))


def with_model(folder: Path, model_id: str) -> None:
    """Each session through the model lane: its reply as the model gave it (scrubbed, as the
    lane reads it), and whether the lane used it or fell back offline."""
    from lc_memory.write import model_lane

    replies: list[str] = []
    ask = model_lane.ask

    def recording(*args, **kwargs) -> str:  # the bench looks over the lane's shoulder
        replies.append(ask(*args, **kwargs))
        return replies[-1]

    model_lane.ask = recording
    with tempfile.TemporaryDirectory() as tmp:
        rows, _ = sessions(folder, Path(tmp))
    extract = model_lane.model_extractor(model_id, log=False)
    fell_back = 0
    for name, meta, messages in rows:
        replies.clear()
        result = extract(meta, messages)
        fell_back += bool(result.note)
        print(f"== {name}\n   reply:   {' '.join((replies or ['(no reply)'])[-1].split())[:400]!r}")
        print(f"   {'fell back: ' + result.note if result.note else 'used: ' + result.outcome}")
        for f in result.facts:
            print(f"   fact:    {f.text}")
    print(f"\n{model_id}: {len(rows) - fell_back} of {len(rows)} replies used, {fell_back} fell back offline")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("folder", nargs="?", type=Path, default=DEFAULT)
    parser.add_argument("--quiet", action="store_true", help="the figures only")
    parser.add_argument("--model", help="also run the model lane with this llm model id")
    args = parser.parse_args()
    if not args.folder.is_dir():
        sys.exit(f"Error: {args.folder}: no such folder (the real transcripts live in ../shared/data)")
    report(measure(args.folder, args.quiet))
    if args.model:
        with_model(args.folder, args.model)


if __name__ == "__main__":
    main()
