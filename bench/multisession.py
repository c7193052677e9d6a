"""Multi-session retrieval: every evidence session in the top k, on a generated long-memory set.

The set (``multisession_data.py``, deterministic seed) is a store of coding-agent sessions
and chat-like sessions about the person; each question needs one or several sessions
(``multi``: the story of a change told over several sessions; ``preference``: what the
person likes or avoids, said once in their own words) and the gold sessions say it in other
words than the question. Every question goes through ``recall`` (limit 10); measured per
category: ``all@k`` every gold session among the sessions the first k hits cite, ``any@k``
one of them, ``R@1`` (the first hit is from a gold session) and ``MRR``.

Each ranking runs in the same process on the same store: today's (``lc_memory.read.recall``)
and the ranking before issue 26 (``v0``: ``lc_memory/read/recall.py`` at ``BASELINE``, loaded
from git as a module), so the figures sit side by side. With ``--embeddings MODEL`` (an id
``llm embed-models`` lists) a third row, ``now+emb``: today's recall with the optional
embeddings on (lc_memory/read/embed.py), over a copy of the store whose config.toml names the
model, as a person turns it on.

    python bench/multisession.py             # 360 questions, about a minute
    python bench/multisession.py --embeddings minilm   # + now+emb (bench/README.md: installing one)
    python bench/multisession.py --json
"""

from __future__ import annotations

import argparse
import collections
import importlib.util
import json
import os
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from types import ModuleType
from typing import Callable

import llm

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "bench"))

from lc_memory.read import embed  # noqa: E402
from lc_memory.read.recall import RecallIndex, recall  # noqa: E402
from lc_memory.store.files import Store  # noqa: E402

# The last commit before issue 26's ranking (recall.py as main had it).
BASELINE = "38d5a730611dfb85c70547f4b618034d50a6da40"
KS = (1, 5, 10)


# Where the names v0 imported relatively live today (the package was laid out in layers since).
V0_IMPORTS = {
    "from . import importer": "from lc_memory.db import importer",
    "from .fold import age_label, newest_first, parse_time, utcnow":
        "from lc_memory.clock import age_label, newest_first, parse_time, utcnow",
    "from .migrations import migrate": "from lc_memory.db.migrations import migrate",
    "from .redact import redact_secrets": "from lc_memory.redact.engine import redact_secrets",
    "from .store import Store, StoreError, slugify, store_root":
        "from lc_memory.store.files import Store, StoreError, store_root\nfrom lc_memory.store.identity import slugify",
}


def ranking_v0(rev: str = BASELINE) -> ModuleType:
    """``lc_memory/recall.py`` at ``rev``, loaded as ``lc_memory.read.recall_v0`` (its relative
    imports pointed at where those names live today; it reads the same cache file)."""
    source = subprocess.run(["git", "-C", str(ROOT), "show", f"{rev}:lc_memory/recall.py"],
                            capture_output=True, text=True, check=True).stdout
    for before, after in V0_IMPORTS.items():
        source = source.replace(before + "\n", after + "\n")
    spec = importlib.util.spec_from_loader("lc_memory.read.recall_v0", loader=None)
    module = importlib.util.module_from_spec(spec)
    module.__package__ = "lc_memory.read"
    sys.modules[spec.name] = module  # dataclasses look their module up there
    exec(compile(source, f"recall.py@{rev[:7]}", "exec"), module.__dict__)
    return module


class Embedded:
    """``now+emb``: today's ``recall`` over a twin of each store (its files copied, its
    config.toml saying ``[recall] embeddings = MODEL``) with the optional embeddings on.

    ``prepare`` makes the twin and embeds its turns once, timed (``first``: project ->
    seconds, turns), so the questions time recall alone."""

    SUFFIX = "-emb"

    def __init__(self, model_id: str, log=sys.stderr) -> None:
        llm.get_embedding_model(model_id)  # UnknownModelError before any store is built
        # sentence-transformers models draw a progress bar each time recall loads them
        os.environ.setdefault("HF_HUB_DISABLE_PROGRESS_BARS", "1")
        self.model_id = model_id
        self.log = log
        self.twins: dict[Path, Store] = {}
        self.first: dict[str, dict] = {}

    def prepare(self, store: Store) -> None:
        twin = Store(store.root, store.project + self.SUFFIX)
        shutil.copytree(store.path, twin.path, ignore=shutil.ignore_patterns(".cache"), dirs_exist_ok=True)
        twin.config_path.parent.mkdir(parents=True, exist_ok=True)
        twin.config_path.write_text(f"[recall]\nembeddings = {json.dumps(self.model_id)}\n", encoding="utf-8")
        self.twins[store.path] = twin
        t, c = time.perf_counter(), time.process_time()
        index = RecallIndex.open(twin)
        try:
            embed.nearest(index.db, self.model_id, "warm up")  # what a first recall does: embeds every text turn
            turns = index.db.execute("select count(*) from embeddings").fetchone()[0]
        finally:
            index.close()
        self.first[store.project] = {"seconds": round(time.perf_counter() - t, 1),
                                     "cpu_seconds": round(time.process_time() - c, 1), "turns": turns}
        print(f"now+emb: {store.project}: {turns} turns embedded in {self.first[store.project]['seconds']} s "
              f"({len(self.first)} store(s) so far)", file=self.log, flush=True)

    def __call__(self, store: Store, query: str, *, limit: int = 10):
        return recall(self.twins[store.path], query, limit=limit)


def rankings(baseline: str | None = BASELINE, embeddings: str | None = None) -> dict[str, Callable]:
    """name -> recall function: ``v0`` (if a baseline is given), ``now``, and ``now+emb``
    (if an embedding model id is given: an ``Embedded``)."""
    out: dict[str, Callable] = {}
    if baseline:
        out["v0"] = ranking_v0(baseline).recall
    out["now"] = recall
    if embeddings:
        out["now+emb"] = Embedded(embeddings)
    return out


def prepare(fns: dict[str, Callable], store: Store) -> None:
    """Build what a ranking needs before its questions are timed (``Embedded.prepare``)."""
    for fn in fns.values():
        if isinstance(fn, Embedded):
            fn.prepare(store)


def evaluate(root: Path, questions: list[dict], fns: dict[str, Callable], store: Store) -> dict:
    sums = {name: collections.defaultdict(collections.Counter) for name in fns}
    times: dict[str, list[float]] = {name: [] for name in fns}
    recall(store, "warm up")
    prepare(fns, store)
    for q in questions:
        gold = set(q["sessions"])
        for name, fn in fns.items():
            t = time.process_time()
            hits = fn(store, q["question"], limit=max(KS))
            times[name].append(time.process_time() - t)
            cited = [h.session for h in hits]
            row = sums[name][q["category"]]
            row["n"] += 1
            for k in KS:
                row[f"all@{k}"] += gold <= set(cited[:k])
                row[f"any@{k}"] += bool(gold & set(cited[:k]))
            first = next((n for n, s in enumerate(cited, 1) if s in gold), None)
            row["MRR"] += 1 / first if first else 0.0
            row["empty"] += not hits
    out = {}
    for name, cats in sums.items():
        cats = dict(cats)
        cats["overall"] = sum(cats.values(), collections.Counter())
        out[name] = {
            cat: {"questions": r["n"],
                  **{m: round(100 * r[m] / r["n"], 1) for m in (*(f"{a}@{k}" for k in KS for a in ("all", "any")),)},
                  "R@1": round(100 * r["any@1"] / r["n"], 1), "MRR": round(r["MRR"] / r["n"], 3)}
            for cat, r in sorted(cats.items())
        }
        ordered = sorted(times[name])
        out[name]["cpu_ms_p50"] = round(1000 * ordered[len(ordered) // 2], 2)
    return out


def report(r: dict, meta: dict) -> str:
    cols = ("all@5", "any@5", "all@10", "R@1", "MRR")
    lines = [f"generated long-memory set: {meta['questions']} questions over {meta['sessions']} sessions "
             f"({meta['messages']} messages), seed {meta['seed']}", "",
             f"{'':26}" + "".join(f"{c:>8}" for c in cols)]
    names = [n for n in r]
    cats = [c for c in r[names[0]] if c != "cpu_ms_p50"]
    width = max(6, *map(len, names))
    for cat in cats:
        for name in names:
            row = r[name][cat]
            label = f"{cat} ({row['questions']})" if name == names[0] else ""
            lines.append(f"{label:{26 - width}}{name:>{width}}" + "".join(f"{row[c]:>8}" for c in cols))
    lines.append("")
    lines.append("CPU ms per question, p50: " + ", ".join(f"{n} {r[n]['cpu_ms_p50']}" for n in names)
                 + f" (load average {os.getloadavg()[0]:.1f} on {os.cpu_count()} cores)")
    lines.extend(first_embedding(meta.get("embeddings")))
    return "\n".join(lines)


def first_embedding(emb: dict | None) -> list[str]:
    """The report's line on ``now+emb``'s model and its first embedding of each store."""
    if not emb:
        return []
    firsts = emb["first"].values()
    return [f"now+emb: embeddings {emb['model']!r}; first embedding of the turns "
            f"{sum(f['turns'] for f in firsts)} turns in {sum(f['seconds'] for f in firsts):.1f} s "
            f"(CPU {sum(f['cpu_seconds'] for f in firsts):.1f} s) over {len(emb['first'])} store(s), "
            f"the slowest {max(f['seconds'] for f in firsts):.1f} s"]


def embedding_meta(fns: dict[str, Callable]) -> dict:
    """``{"embeddings": {"model", "first"}}`` when ``now+emb`` ran, else nothing."""
    emb = fns.get("now+emb")
    return {"embeddings": {"model": emb.model_id, "first": emb.first}} if isinstance(emb, Embedded) else {}


def at_scale(project: Path, queries: int = 100, grep_queries: int = 10, baseline: str | None = BASELINE) -> dict:
    """Recall p50 (wall and CPU) on a store bench/corpus.py generated (its cache built), for
    each ranking over the same queries, against ``grep`` (bench/run.py's) in the same run."""
    import corpus
    import run

    store = Store(project.parent, project.name)
    recall(store, "warm up")
    asked = corpus.queries(queries)
    out: dict = {}
    for name, fn in rankings(baseline).items():
        pairs = [run.cpu_timed(fn, store, q, limit=10) for q in asked]
        out[name] = {"p50_ms": run.ms(run.p50(pairs, 0)), "cpu_p50_ms": run.ms(run.p50(pairs, 1))}
    greps = [run.grep(project, run.words_of(q)) for q in asked[:grep_queries]]
    out["grep"] = {"p50_ms": run.ms(run.p50(greps, 0)), "cpu_p50_ms": run.ms(run.p50(greps, 1))}
    out["load"] = os.getloadavg()
    return out


def chosen(baseline: str, embeddings: str | None) -> dict[str, Callable] | None:
    """``rankings`` for the command line; None (said on stderr) when llm does not know the model."""
    try:
        return rankings(baseline or None, embeddings)
    except llm.UnknownModelError:
        print(f"--embeddings {embeddings!r}: llm has no such embedding model (`llm embed-models` lists them)",
              file=sys.stderr)
        return None


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description="every gold session in the top k, on a generated long-memory set")
    import multisession_data

    p.add_argument("--seed", type=int, default=multisession_data.SEED)
    p.add_argument("--baseline", default=BASELINE, help="git revision of the ranking to compare ('' for none)")
    p.add_argument("--embeddings", metavar="MODEL_ID",
                   help="also today's recall with embeddings on (an id `llm embed-models` lists): now+emb")
    p.add_argument("--at-scale", type=Path, metavar="PROJECT",
                   help="instead: recall p50 against grep on a project bench/corpus.py generated")
    p.add_argument("--json", action="store_true")
    args = p.parse_args(argv)
    if args.at_scale:
        print(json.dumps(at_scale(args.at_scale, baseline=args.baseline or None), indent=2))
        return 0
    fns = chosen(args.baseline, args.embeddings)
    if fns is None:
        return 1
    root = Path(tempfile.mkdtemp(prefix="lc-memory-multisession-"))
    try:
        store = Store(root, "memory-set")
        data = multisession_data.generate(store, seed=args.seed)
        r = evaluate(root, data["questions"], fns, store)
    finally:
        shutil.rmtree(root, ignore_errors=True)
    meta = ({k: data[k] for k in ("sessions", "messages", "seed")} | {"questions": len(data["questions"])}
            | embedding_meta(fns))
    print(json.dumps({"meta": meta, **r}, indent=2) if args.json else report(r, meta))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
