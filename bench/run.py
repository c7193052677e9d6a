"""The benchmarks of DESIGN.md "Targets", each a ratio measured in this one run.

On a generated store (default 10,000 sessions / 1,000,000 messages, in a temp folder):

1. import: ``lc-memory import`` (files -> memory.db) against a raw ``sqlite3.executemany``
   of the same rows (already parsed, in memory) into the same schema, doing the same FTS
   work: (a) the ceiling, the import's own SQL (triggers off, one FTS ``rebuild``, triggers
   back); (b) the naive way, the schema's triggers indexing row by row. Then the same
   sessions dealt round 50 projects (``--projects``), imported into one memory.db, against
   the one project: each import run twice, alternately, the faster of each kept.
2. a no-change re-import against the full one.
3. recall p50 / p95 over 100 queries (a fresh ``recall()`` call each: open, freshness
   check, rank) against ``grep -r -i -F`` for the same words over the raw JSONL.
4. Search Sessions (on the recall cache's index) against the same grep.

    python bench/run.py                       # the full size (a few minutes)
    python bench/run.py --sessions 1000 --messages 100000
"""

from __future__ import annotations

import argparse
import json
import os
import resource
import shutil
import sqlite3
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
sys.path.insert(0, str(Path(__file__).resolve().parent))

import corpus  # noqa: E402
from sqlite_utils import Database  # noqa: E402

from lc_memory.db import importer
from lc_memory.db.migrations import migrate  # noqa: E402
from lc_memory.read import recall as recalling
from lc_memory.read import search as searching  # noqa: E402
from lc_memory.store.files import Store, read_records  # noqa: E402


def timed(fn, *args, **kwargs) -> tuple[float, object]:
    t = time.perf_counter()
    out = fn(*args, **kwargs)
    return time.perf_counter() - t, out


def same_rows(store: Store) -> tuple[list[tuple], list[tuple], list[tuple]]:
    """The rows the import writes for sessions, messages and conversations_fts, by its own code."""
    messages: list[tuple] = []
    sessions: list[tuple] = []
    conversations: list[tuple] = []
    for n, (sid, s) in enumerate(importer._indexed_sessions(store).items(), 1):
        records, _ = read_records(store.session_path(sid))
        rows = importer._message_rows(store.project, sid, records)
        messages.extend(rows)
        row = importer._session_row(store, s)
        row["messages"] = len(rows)
        sessions.append(tuple(row[c] for c in importer.SESSION_COLUMNS))
        conversations.append((n, importer.conversation_text(r[importer._CONTENT] for r in rows)))
    return sessions, messages, conversations


def raw_insert(path: Path, sessions: list[tuple], messages: list[tuple], conversations: list[tuple],
               *, triggers: bool) -> tuple[float, float]:
    """sqlite3.executemany of the rows into the schema; FTS by triggers or one rebuild (both
    fill Search Sessions' conversations_fts with the texts, computed beforehand)."""
    db = Database(sqlite3.connect(str(path)))
    migrate(db)
    con = db.conn
    con.execute("pragma journal_mode = off")
    con.execute("pragma synchronous = off")
    deferred = [] if triggers else con.execute(
        "select type, name, sql from sqlite_master where tbl_name = 'messages' "
        "and type in ('trigger', 'index') and sql is not null").fetchall()
    t, c = time.perf_counter(), time.process_time()
    with con:
        for kind, name, _ in deferred:
            con.execute(f"drop {kind} [{name}]")
        con.executemany(f"insert into sessions values ({', '.join('?' * len(importer.SESSION_COLUMNS))})", sessions)
        con.executemany(f"insert into messages values ({', '.join('?' * len(importer.MESSAGE_COLUMNS))})", messages)
        con.executemany(importer._CONVERSATION_INSERT, conversations)
        if not triggers:  # exactly the import's FTS work
            con.execute("insert into messages_fts(messages_fts, rank) values ('automerge', 0)")
            con.execute("insert into messages_fts(messages_fts) values ('rebuild')")
            con.execute("insert into messages_fts(messages_fts, rank) values ('automerge', 4)")
        for _, _, sql in deferred:
            con.execute(sql)
    elapsed = time.perf_counter() - t, time.process_time() - c
    con.close()
    return elapsed


def grep(project: Path, words: list[str]) -> tuple[float, float]:
    """(wall, CPU) seconds of ``grep -r -i -F`` for the words over the project's files."""
    args = ["grep", "-r", "-i", "-F"] + [a for w in words for a in ("-e", w)] + ["sessions", "memory"]
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    t = time.perf_counter()
    subprocess.run(args, cwd=project, stdout=subprocess.DEVNULL, env={**os.environ, "LC_ALL": "C"})
    wall = time.perf_counter() - t
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    return wall, (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)


def cpu_timed(fn, *args, **kwargs) -> tuple[float, float]:
    """(wall, CPU) seconds of one call: the CPU time is what the machine's other load does not inflate."""
    t, c = time.perf_counter(), time.process_time()
    fn(*args, **kwargs)
    return time.perf_counter() - t, time.process_time() - c


def p50(pairs: list[tuple[float, float]], k: int) -> float:
    return statistics.median(p[k] for p in pairs)


def words_of(query: str) -> list[str]:
    return [w for w in query.split() if w.lower() not in recalling.STOPWORDS]


def ms(seconds: float) -> float:
    return round(1000 * seconds, 1)


def run(root: Path, sessions: int, messages: int, queries: int, grep_queries: int, with_naive: bool = True,
        projects: int = 50, import_runs: int = 2) -> dict:
    out: dict = {"sessions": sessions, "messages": messages, "cores": os.cpu_count()}
    one, many = root / "one", root / "many"
    gen, project = timed(corpus.generate, one, sessions, messages)
    out["corpus"] = {"generate_s": round(gen, 1),
                     "jsonl_mb": round(sum(p.stat().st_size for p in project.rglob("*.jsonl")) / 1e6, 1)}
    store = Store(one, corpus.PROJECT)

    # 1. import against the raw inserts of the same rows
    parse, (srows, mrows, crows) = timed(same_rows, store)
    ceiling = raw_insert(root / "raw-rebuild.db", srows, mrows, crows, triggers=False)
    naive = raw_insert(root / "raw-triggers.db", srows, mrows, crows, triggers=True) if with_naive else (0.0, 0.0)
    del srows, mrows, crows
    db = root / "memory.db"
    c = time.process_time()
    full, result = timed(importer.import_root, one, db)
    full_cpu = time.process_time() - c
    (ceiling, ceiling_cpu), (naive, _) = ceiling, naive
    out["import"] = {
        "full_s": round(full, 2), "messages": result.messages,
        "rows_per_s": int(result.messages / full),
        "raw_ceiling_s": round(ceiling, 2), "raw_triggers_s": round(naive, 2),
        "parse_only_s": round(parse, 2),
        "vs_ceiling": round(full / ceiling, 2), "vs_triggers": round(full / naive, 2) if naive else None,
        "cpu_s": round(full_cpu, 2), "ceiling_cpu_s": round(ceiling_cpu, 2),
        "fts_work": "all three index messages.content with FTS5 porter and fill conversations_fts. The ceiling runs the import's own "
                    "SQL (triggers and the session index dropped, one FTS rebuild, both put back); the naive "
                    "insert keeps the triggers and indexes row by row. The raw inserts get the rows already "
                    "parsed in memory; the import reads and parses the files and folds facts.jsonl too",
    }
    for p in root.glob("raw-*.db"):
        p.unlink()

    # 1b. the same sessions in many projects, one memory.db
    corpus.generate(many, sessions, messages, projects=projects)
    many_db = root / "many.db"
    singles, multis = [full], []
    for n in range(import_runs):
        if n:
            singles.append(timed(importer.import_root, one, db, rebuild=True)[0])
        t, many_result = timed(importer.import_root, many, many_db, rebuild=True)
        multis.append(t)
    assert many_result.messages == result.messages and len(many_result.projects) == projects
    out["import"]["again_s"] = round(min(singles[1:] or singles), 2)
    out["import"]["again_vs_ceiling"] = round(min(singles[1:] or singles) / ceiling, 2)
    out["projects"] = {
        "projects": projects, "one_project_s": round(min(singles), 2), "many_projects_s": round(min(multis), 2),
        "many_over_one": round(min(multis) / min(singles), 3), "runs": import_runs,
    }

    # 2. no change
    again = [timed(importer.import_root, one, db)[0] for _ in range(3)]
    out["reimport"] = {"no_change_s": round(min(again), 3), "full_over_no_change": int(full / min(again))}

    # 3. recall
    qs = corpus.queries(queries)
    build, _ = timed(recalling.recall, store, "warm up")
    times = [cpu_timed(recalling.recall, store, q) for q in qs]
    greps = [grep(project, words_of(q)) for q in qs[:grep_queries]]
    out["recall"] = {
        "cache_build_s": round(build, 2), "queries": len(qs),
        "p50_ms": ms(p50(times, 0)), "p95_ms": ms(sorted(t for t, _ in times)[int(0.95 * len(times))]),
        "cpu_p50_ms": ms(p50(times, 1)),
        "grep_p50_ms": ms(p50(greps, 0)), "grep_cpu_p50_ms": ms(p50(greps, 1)),
        "grep_over_recall": round(p50(greps, 0) / p50(times, 0), 1),
        "grep_over_recall_cpu": round(p50(greps, 1) / p50(times, 1), 1),
    }

    # 3b. recall in one project of the many (its own cache, 1/projects of the store)
    first = Store(many, f"{corpus.PROJECT}-00")
    recalling.recall(first, "warm up")
    one_of_many = [cpu_timed(recalling.recall, first, q) for q in qs]
    out["recall"]["one_of_many_p50_ms"] = ms(p50(one_of_many, 0))
    out["recall"]["one_of_many_cpu_p50_ms"] = ms(p50(one_of_many, 1))

    # 4. Search Sessions: two words per query, on the recall cache (fresh; the quick check)
    sq = [words_of(q)[:2] for q in qs[:grep_queries]]
    stimes = [cpu_timed(searching.search, store, w) for w in sq]
    sgrep = [grep(project, w) for w in sq]
    out["search"] = {
        "queries": len(sq), "p50_ms": ms(p50(stimes, 0)), "cpu_p50_ms": ms(p50(stimes, 1)),
        "p95_ms": ms(sorted(t for t, _ in stimes)[int(0.95 * len(stimes))]),
        "grep_p50_ms": ms(p50(sgrep, 0)), "grep_cpu_p50_ms": ms(p50(sgrep, 1)),
        "grep_over_search": round(p50(sgrep, 0) / p50(stimes, 0), 1),
        "grep_over_search_cpu": round(p50(sgrep, 1) / p50(stimes, 1), 1),
        "hits_p50": statistics.median(len(searching.search(store, w)) for w in sq[:5]),
    }
    out["load_average"] = [round(x, 1) for x in os.getloadavg()]
    out["sizes_mb"] = {
        "memory_db": round(db.stat().st_size / 1e6, 1),
        "recall_cache": round(recalling.cache_path(store).stat().st_size / 1e6, 1),
        "conversations_fts": round(_fts_bytes(db, "conversations_fts") / 1e6, 1),
        "messages_fts": round(_fts_bytes(db, "messages_fts") / 1e6, 1),
    }
    return out


def _fts_bytes(db: Path, table: str) -> int:
    con = sqlite3.connect(str(db))
    try:
        return con.execute(f"select sum(length(block)) from [{table}_data]").fetchone()[0] or 0
    finally:
        con.close()


def report(r: dict) -> str:
    i, n, c, s, m = r["import"], r["reimport"], r["recall"], r["search"], r["projects"]
    return "\n".join([
        f"corpus: {r['sessions']:,} sessions / {r['messages']:,} messages, {r['corpus']['jsonl_mb']} MB of JSONL "
        f"(generated in {r['corpus']['generate_s']} s), {r['cores']} cores",
        "",
        f"import (files -> memory.db):   {i['full_s']} s, {i['rows_per_s']:,} messages/s",
        f"  raw executemany, ceiling:    {i['raw_ceiling_s']} s  -> import / ceiling = {i['vs_ceiling']}x   (target <= 1.5x)",
        f"  in CPU time (both threads):  import {i['cpu_s']} s, ceiling {i['ceiling_cpu_s']} s",
        f"  again, the guard's verdicts cached: {i['again_s']} s -> import / ceiling = {i['again_vs_ceiling']}x",
        (f"  raw executemany, triggers:   {i['raw_triggers_s']} s  -> import / naive   = {i['vs_triggers']}x"
         if i["vs_triggers"] else "  raw executemany, triggers:   skipped (--no-naive)"),
        f"  (the import also reads and parses the files: {i['parse_only_s']} s of it done alone)",
        f"  FTS work: {i['fts_work']}",
        f"the same sessions in {m['projects']} projects, one memory.db: {m['many_projects_s']} s against "
        f"{m['one_project_s']} s for one project -> many / one = {m['many_over_one']}x   (target <= 1.1x; "
        f"the faster of {m['runs']} runs each)",
        f"no-change re-import:           {n['no_change_s']} s   -> full / no-change = {n['full_over_no_change']}x   (target >= 50x)",
        "",
        f"recall: p50 {c['p50_ms']} ms, p95 {c['p95_ms']} ms over {c['queries']} queries (target p50 < 30 ms); "
        f"CPU p50 {c['cpu_p50_ms']} ms; cache built once in {c['cache_build_s']} s",
        f"  in one project of the {m['projects']}: p50 {c['one_of_many_p50_ms']} ms (CPU {c['one_of_many_cpu_p50_ms']} ms)",
        f"  grep -r -i -F over the JSONL: p50 {c['grep_p50_ms']} ms (CPU {c['grep_cpu_p50_ms']} ms) -> grep / recall = "
        f"{c['grep_over_recall']}x, in CPU {c['grep_over_recall_cpu']}x   (target >= 15x)",
        f"search: p50 {s['p50_ms']} ms, p95 {s['p95_ms']} ms, CPU p50 {s['cpu_p50_ms']} ms over {s['queries']} "
        f"two-word queries ({s['hits_p50']} hits each at p50)",
        f"  grep p50 {s['grep_p50_ms']} ms (CPU {s['grep_cpu_p50_ms']} ms) -> grep / search = {s['grep_over_search']}x, "
        f"in CPU {s['grep_over_search_cpu']}x   (target >= 3x)",
        f"load average during the run (1, 5, 15 min): {r['load_average']} on {r['cores']} cores",
        "",
        "sizes: memory.db {memory_db} MB (messages_fts {messages_fts} MB, conversations_fts {conversations_fts} MB), "
        "recall cache {recall_cache} MB".format(**r["sizes_mb"]),
    ])


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description="lc-memory benchmarks: import, re-import, recall, search")
    p.add_argument("--sessions", type=int, default=10_000)
    p.add_argument("--messages", type=int, default=1_000_000)
    p.add_argument("--queries", type=int, default=100)
    p.add_argument("--grep-queries", type=int, default=10, help="grep is slow: it runs on the first N queries")
    p.add_argument("--no-naive", action="store_true", help="skip the row-by-row triggers insert (slow at scale)")
    p.add_argument("--projects", type=int, default=50, help="the many-projects import: the sessions dealt round N projects")
    p.add_argument("--import-runs", type=int, default=2, help="runs of each import in the one/many comparison")
    p.add_argument("--keep", type=Path, help="build in this folder and keep it (default: a temp folder)")
    p.add_argument("--json", action="store_true")
    args = p.parse_args(argv)
    root = args.keep or Path(tempfile.mkdtemp(prefix="lc-memory-bench-"))
    try:
        result = run(root, args.sessions, args.messages, args.queries, args.grep_queries, not args.no_naive,
                     args.projects, args.import_runs)
    finally:
        if not args.keep:
            shutil.rmtree(root, ignore_errors=True)
    print(json.dumps(result, indent=2) if args.json else report(result))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
