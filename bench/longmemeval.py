"""Session recall on LongMemEval_S's development half: ``recall`` beside v0 and plain BM25.

LongMemEval (Wu et al., ICLR 2025, MIT licence) asks each question over a haystack of about
50 chat sessions (~115k tokens) and names the sessions that hold its answer. Public memory
systems report session recall over it: ``recall_all@5`` (every answer session among the
first five sessions retrieved, the official measure) and ``recall_any@5``.

Each question becomes one lc-memory project in a temp store: each haystack session a
session, stored under an opaque id (a hash of the question and the dataset's session id:
the dataset's answer sessions' ids start with ``answer_``, ours say nothing) and a neutral
title ("Chat, <date>"), dated by ``haystack_dates``; each turn one message (the person's
turns typed). The question is asked through ``recall`` as it is written, on the question's
date. Nothing is sealed, so the ranking is over the transcripts alone; the answers are
never read.

Measured per ranking, over the distinct sessions its hits cite in order (as LongMemEval's
``evaluate_retrieval_turn2session`` reads a turn ranking): ``all@k`` every answer session
among the first k sessions, ``any@k`` one of them, ``R@1`` the first session is an answer
session, ``MRR`` of the first answer session; overall and by question type, abstention
questions (``_abs``: nothing in the haystack answers them) apart, as the official
evaluation leaves them out. Beside every figure: the held-aside third (``held``: the
questions whose sha1(question_id) is 0 mod 3, never read to tune a rule) and the rest.

The rankings, in one run on the same stores:

- ``v0``: ``recall`` before issue 26 (``multisession.ranking_v0``), ``now``: today's;
- ``bm25-session``: plain SQLite FTS5 BM25 (porter), one row per session, the question's
  words OR'd: the baseline every rule has to beat; ``bm25-turn``: the same, one row per turn
  (a session ranked by its best turn);
- ``now+emb`` with ``--embeddings MODEL_ID``: today's recall with the optional embeddings on.

    python bench/longmemeval.py DIR            # DIR: the question files (or $LC_MEMORY_LONGMEMEVAL)
    python bench/longmemeval.py DIR --questions 40 --misses multi-session
    python bench/longmemeval.py DIR --type multi-session --part tuned --no-plain --baseline ""
    python bench/longmemeval.py DIR --json

The files are read in place and never copied into the repository (../shared/data/
longmemeval-dev.md says how to get them).
"""

from __future__ import annotations

import argparse
import collections
import datetime as dt
import hashlib
import inspect
import json
import os
import re
import shutil
import sqlite3
import sys
import tempfile
import time
from pathlib import Path
from typing import Callable

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
sys.path.insert(0, str(Path(__file__).resolve().parent))

import multisession  # noqa: E402
from lc_memory.read.recall import recall  # noqa: E402
from lc_memory.store.files import Store  # noqa: E402

ENV = "LC_MEMORY_LONGMEMEVAL"
KS = (1, 5, 10)
LIMIT = 50  # hits asked of recall for the measures: enough for ten distinct sessions
SHOWN = 10  # hits asked of recall when timed: what a person or an agent asks for
MEASURES = ("all@5", "any@5", "all@10", "any@10", "R@1", "MRR")
_WORD = re.compile(r"[^\W_]+")
# What the loader writes: a store built by an older loader is built again (--stores).
LOADER = "1"


# --- the questions ------------------------------------------------------------------

def question_files(folder: Path) -> list[Path]:
    return sorted(folder.glob("*.json"))


def load(path: Path) -> dict:
    return json.loads(path.read_text(encoding="utf-8"))


def held(question_id: str) -> bool:
    """The held-aside third: never read to tune a rule (a fixed split, by hash)."""
    return int(hashlib.sha1(question_id.encode()).hexdigest(), 16) % 3 == 0


def chosen_questions(questions: list[dict], types: list[str] | None = None, part: str = "all") -> list[dict]:
    """The questions of ``types`` (all when None) in ``part``: "tuned", "held" or "all"."""
    return [q for q in questions
            if (not types or q["question_type"] in types)
            and (part == "all" or held(q["question_id"]) == (part == "held"))]


def abstention(question_id: str) -> bool:
    return question_id.endswith("_abs")


def when(text: str) -> str:
    """'2023/05/20 (Sat) 07:47' -> '2023-05-20T07:47:00Z'."""
    day, _, clock = text.split(" ")[0], None, text.split(" ")[-1]
    return dt.datetime.strptime(f"{day} {clock}", "%Y/%m/%d %H:%M").isoformat() + "Z"


def opaque(question_id: str, session_id: str) -> str:
    """A session id that says nothing of the dataset's (``answer_...``)."""
    return "s-" + hashlib.sha1(f"{question_id}\0{session_id}".encode()).hexdigest()[:12]


def project(question_id: str) -> str:
    return "q-" + hashlib.sha1(question_id.encode()).hexdigest()[:10]


def build(store: Store, q: dict) -> None:
    """Write one question's haystack into ``store``."""
    for sid, date, turns in zip(q["haystack_session_ids"], q["haystack_dates"], q["haystack_sessions"]):
        ts = when(date)
        messages = [{"type": "message", "turn": n, "role": t["role"], "kind": "text", "content": t["content"],
                     "ts": ts, "typed": t["role"] == "user"} for n, t in enumerate(turns, 1)]
        store.put_session({"id": opaque(q["question_id"], sid), "title": f"Chat, {ts[:10]}",
                           "created": ts, "last_activity": ts}, messages)


def gold(q: dict) -> set[str]:
    return {opaque(q["question_id"], s) for s in q["answer_session_ids"]}


def stores(root: Path, questions: list[dict], log=sys.stderr) -> dict[str, Store]:
    """question id -> its store under ``root``, built unless a store of this loader is there."""
    out = {}
    for n, q in enumerate(questions, 1):
        store = Store(root, project(q["question_id"]))
        mark = store.path / ".longmemeval"
        if not (mark.exists() and mark.read_text() == LOADER):
            shutil.rmtree(store.path, ignore_errors=True)
            build(store, q)
            mark.write_text(LOADER)
        out[q["question_id"]] = store
        if n % 40 == 0:
            print(f"{n} of {len(questions)} stores ready", file=log, flush=True)
    return out


# --- the plain baselines -----------------------------------------------------------

class Plain:
    """SQLite FTS5 BM25 (porter) over the haystack, the question's words OR'd: one row per
    session (``by="session"``), or per turn (``by="turn"``, a session ranked by its best
    turn). Built per question before it is timed."""

    def __init__(self, by: str) -> None:
        self.by = by
        self.dbs: dict[str, sqlite3.Connection] = {}

    def prepare(self, q: dict) -> None:
        db = sqlite3.connect(":memory:")
        db.execute("create virtual table docs using fts5(session unindexed, text, tokenize='porter unicode61')")
        rows = []
        for sid, turns in zip(q["haystack_session_ids"], q["haystack_sessions"]):
            ours = opaque(q["question_id"], sid)
            if self.by == "session":
                rows.append((ours, "\n".join(t["content"] for t in turns)))
            else:
                rows.extend((ours, t["content"]) for t in turns)
        db.executemany("insert into docs (session, text) values (?, ?)", rows)
        self.dbs[q["question_id"]] = db

    def __call__(self, q: dict) -> list[str]:
        words = dict.fromkeys(w.lower() for w in _WORD.findall(q["question"]))
        if not words:
            return []
        query = " OR ".join('"' + w.replace('"', '""') + '"' for w in words)
        rows = self.dbs[q["question_id"]].execute(
            "select session from docs where docs match ? order by bm25(docs) limit 200", [query]).fetchall()
        return list(dict.fromkeys(s for (s,) in rows))

    def release(self, q: dict) -> None:
        self.dbs.pop(q["question_id"]).close()


# --- measuring ----------------------------------------------------------------------

def sessions_of(hits) -> list[str]:
    """The distinct sessions the transcript hits cite, in order."""
    return list(dict.fromkeys(h.session for h in hits if h.source == "transcript" and h.session))


def score(ranked: list[str], want: set[str]) -> dict[str, float]:
    first = next((n for n, s in enumerate(ranked, 1) if s in want), None)
    out = {"R@1": float(first == 1), "MRR": 1 / first if first else 0.0}
    for k in (5, 10):
        top = set(ranked[:k])
        out[f"all@{k}"] = float(want <= top)
        out[f"any@{k}"] = float(bool(want & top))
    return out


def evaluate(questions: list[dict], where: dict[str, Store], fns: dict[str, Callable], log=sys.stderr) -> dict:
    """Per question and ranking: its measures and time. ``fns``: name -> ``recall``-like
    function (store, query, limit=, now=) or a ``Plain``."""
    rows = []
    times: dict[str, list[tuple[float, float]]] = {name: [] for name in fns}
    for n, q in enumerate(questions, 1):
        store = where[q["question_id"]]
        now = dt.datetime.fromisoformat(when(q["question_date"])[:-1]).replace(tzinfo=dt.timezone.utc)
        recall(store, "warm up", now=now)  # builds the cache once; every question after it is timed
        multisession.prepare(fns, store)
        for fn in fns.values():
            if isinstance(fn, Plain):
                fn.prepare(q)
        want = gold(q)
        row = {"id": q["question_id"], "type": q["question_type"], "held": held(q["question_id"]),
               "abs": abstention(q["question_id"]), "question": q["question"], "ranked": {}, "m": {}}
        for name, fn in fns.items():
            if isinstance(fn, Plain):
                t, c = time.perf_counter(), time.process_time()
                ranked = fn(q)
            else:
                # The ranking does not depend on the limit; showing a hit costs (its text is
                # scrubbed, its snippet picked), so the time is that of the ten hits one asks for.
                ranked = sessions_of(fn(store, q["question"], limit=LIMIT, **_on(fn, now)))
                t, c = time.perf_counter(), time.process_time()
                fn(store, q["question"], limit=SHOWN, **_on(fn, now))
            times[name].append((time.perf_counter() - t, time.process_time() - c))
            row["ranked"][name] = ranked[:10]
            row["m"][name] = score(ranked, want)
        for fn in fns.values():
            if isinstance(fn, Plain):
                fn.release(q)
        row["gold"] = sorted(want)
        rows.append(row)
        if n % 40 == 0:
            print(f"{n} of {len(questions)} questions asked", file=log, flush=True)
    return {"rows": rows, "times": times}


def _on(fn: Callable, now: dt.datetime) -> dict:
    """``now=`` for a recall that takes it (the question's date is the day it is asked)."""
    try:
        return {"now": now} if "now" in inspect.signature(fn).parameters else {}
    except (TypeError, ValueError):
        return {}


def summary(result: dict) -> dict:
    """Means per group: overall / held / tuned, and per type, abstention apart."""
    rows = result["rows"]
    names = list(result["times"])
    groups: dict[str, list[dict]] = collections.defaultdict(list)
    for r in rows:
        if r["abs"]:
            groups["abstention"].append(r)
            continue
        for part in ("all", "held" if r["held"] else "tuned"):
            groups[f"overall|{part}"].append(r)
            groups[f"{r['type']}|{part}"].append(r)
    out: dict = {"groups": {}, "ms": {}, "load": os.getloadavg(), "cores": os.cpu_count()}
    for key, members in groups.items():
        out["groups"][key] = {"questions": len(members), **{
            name: {m: _mean([r["m"][name][m] for r in members], m) for m in MEASURES} for name in names}}
    for name in names:
        wall = sorted(t for t, _ in result["times"][name])
        cpu = sorted(c for _, c in result["times"][name])
        out["ms"][name] = {"p50": round(1000 * wall[len(wall) // 2], 2), "cpu_p50": round(1000 * cpu[len(cpu) // 2], 2),
                           "p95": round(1000 * wall[int(len(wall) * 0.95)], 2)}
    return out


def _mean(values: list[float], measure: str) -> float:
    if not values:
        return 0.0
    m = sum(values) / len(values)
    return round(m, 3) if measure == "MRR" else round(100 * m, 1)


def report(s: dict, names: list[str]) -> str:
    cols = MEASURES
    width = max(12, *map(len, names))
    lines = ["LongMemEval_S, development half: session recall over the distinct sessions cited "
             "(all@k every answer session in the first k, any@k one, R@1, MRR); "
             "all = every question but abstention, held = the third never tuned on", "",
             f"{'':34}{'':>{width}}" + "".join(f"{c:>8}" for c in cols)]
    keys = [k for k in ("overall|all", "overall|held", "overall|tuned") if k in s["groups"]]
    keys += sorted(k for k in s["groups"] if k.endswith("|all") and not k.startswith("overall"))
    keys += [k for k in ("abstention",) if k in s["groups"]]
    for key in keys:
        g = s["groups"][key]
        label = f"{key.replace('|', ' · ')} ({g['questions']})"
        for n, name in enumerate(names):
            row = g[name]
            lines.append(f"{label if not n else '':34}{name:>{width}}" + "".join(f"{row[c]:>8}" for c in cols))
    lines.append("")
    for name in names:
        ms = s["ms"][name]
        lines.append(f"{name}: ms per question p50 {ms['p50']}, p95 {ms['p95']}; CPU p50 {ms['cpu_p50']}")
    load = s["load"]
    lines.append(f"(load average {load[0]:.1f} / {load[1]:.1f} / {load[2]:.1f} on {s['cores']} cores, at the end)")
    return "\n".join(lines)


def misses(result: dict, kind: str, name: str, measure: str = "all@5") -> str:
    """The questions of ``kind`` that ``name`` misses at ``measure``; the held third is
    never shown (it is not to be read)."""
    out = []
    for r in result["rows"]:
        if r["held"] or r["abs"] or (kind != "all" and r["type"] != kind) or r["m"][name][measure]:
            continue
        ranks = {g: (r["ranked"][name].index(g) + 1 if g in r["ranked"][name] else None) for g in r["gold"]}
        out.append(f"{r['id']} [{r['type']}] {r['question']}\n   answer sessions at ranks {sorted(ranks.values(), key=lambda x: x or 99)}"
                   f"  gold {r['gold']}")
    return "\n".join(out)


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description="session recall on LongMemEval_S's development half")
    p.add_argument("data", nargs="?", type=Path, default=os.environ.get(ENV),
                   help=f"the folder of question files (default: ${ENV})")
    p.add_argument("--questions", type=int, default=None, help="only the first N question files")
    p.add_argument("--type", action="append", dest="types", metavar="TYPE",
                   help="only questions of this question_type (repeatable): a small run")
    p.add_argument("--part", choices=("all", "tuned", "held"), default="all",
                   help="only the tuned two thirds or the held third (default: all)")
    p.add_argument("--baseline", default=multisession.BASELINE,
                   help="git revision of the ranking printed beside today's ('' for none)")
    p.add_argument("--embeddings", metavar="MODEL_ID", help="also today's recall with embeddings on: now+emb")
    p.add_argument("--no-plain", action="store_true", help="leave out the plain BM25 baselines")
    p.add_argument("--stores", type=Path, help="keep the built stores here and reuse them (default: a temp dir)")
    p.add_argument("--misses", metavar="TYPE", help="list the tuned questions of TYPE ('all') that now misses at all@5")
    p.add_argument("--json", action="store_true")
    args = p.parse_args(argv)
    if not args.data or not Path(args.data).is_dir():
        print(f"the question files' folder: give it, or set ${ENV} (../shared/data/longmemeval-dev.md)",
              file=sys.stderr)
        return 1
    fns = multisession.chosen(args.baseline, args.embeddings)
    if fns is None:
        return 1
    if not args.no_plain:
        fns |= {"bm25-session": Plain("session"), "bm25-turn": Plain("turn")}
    questions = chosen_questions([load(f) for f in question_files(Path(args.data))[: args.questions]],
                                 args.types, args.part)
    tmp = None
    root = args.stores
    if root is None:
        tmp = tempfile.mkdtemp(prefix="lc-memory-longmemeval-")
        root = Path(tmp)
    try:
        result = evaluate(questions, stores(root, questions), fns)
    finally:
        if tmp:
            shutil.rmtree(tmp, ignore_errors=True)
    s = summary(result)
    if emb := multisession.embedding_meta(fns):
        s |= emb
    if args.json:
        print(json.dumps({"summary": s, "rows": result["rows"]}, indent=1))
    else:
        print(report(s, list(fns)))
        print("\n".join(multisession.first_embedding(s.get("embeddings"))))
    if args.misses:
        print("\n" + misses(result, args.misses, "now"))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
