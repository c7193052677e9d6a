"""Reliability under faults: kill -9 mid-write, two writers at once, a full disk, a broken db.

Every fault is real: a writer process killed with SIGKILL at a seeded random moment inside
ingest / seal / consolidate / import, two processes writing one store, a file-size limit
(RLIMIT_FSIZE, so the kernel refuses the write with EFBIG after a short write) and, where
user namespaces allow it, a tiny tmpfs (a real ENOSPC). After each one every store file is
either the old or a new version, never torn, and the next run ends where a clean run ends.
"""

from __future__ import annotations

import importlib.util
import json
import os
import random
import resource
import shutil
import signal
import sqlite3
import subprocess
import sys
import textwrap
import time
from pathlib import Path

import pytest

from lc_memory.db.importer import import_store
from lc_memory.ingest.base import ingest
from lc_memory.memory import Memory
from lc_memory.store.files import Store, read_jsonl

from .conftest import EXAMPLES, NOW

ROOT = Path(__file__).resolve().parents[1]
PROJECT = "faults"
SEED = 20261202
KILLS_PER_PHASE = 2
OLD_MEMORY = "# Project memory: faults\n\n<!-- pinned -->\nKeep the 24-hour expiry.\n<!-- /pinned -->\n"

# The writer under test, run in a child process (killed) and in this one (recovery, reference).
PIPELINE = textwrap.dedent(
    """
    import datetime as dt, sys, time
    from pathlib import Path
    from lc_memory.db.importer import import_store
    from lc_memory.ingest.base import ingest
    from lc_memory.memory import Memory
    from lc_memory.store.files import Store

    def pipeline(root, corpus, db, now, mark=lambda phase: None):
        s = Store(root, "faults")
        mark("ingest")
        ingest(s, sorted(Path(corpus).glob("*.jsonl")))
        mark("seal")
        for sid in Memory(s).unsealed():
            Memory.at(s, now).seal(sid)
        mark("consolidate")
        Memory.at(s, now).consolidate()
        mark("import")
        import_store(s, db, now=now)
        mark("done")
    """
)
CHILD = PIPELINE + textwrap.dedent(
    """
    def mark(phase):
        print(phase, time.monotonic(), flush=True)

    root, corpus, db, now = sys.argv[1:5]
    pipeline(root, corpus, db, dt.datetime.fromisoformat(now), mark)
    """
)
PHASES = ("ingest", "seal", "consolidate", "import")

_ns: dict = {}
exec(PIPELINE, _ns)
pipeline = _ns["pipeline"]


def make_corpus(folder: Path, n: int) -> Path:
    """The example project plus ``n`` generated sessions, each with a fact or two to seal."""
    folder.mkdir(parents=True, exist_ok=True)
    for src in sorted(EXAMPLES.glob("*.jsonl")):
        shutil.copy(src, folder / src.name)
    for i in range(n):
        day = f"2026-11-{1 + i % 28:02d}"
        sid = f"{day}-synthetic-{i:03d}"
        lines = [{"type": "session", "id": sid, "title": f"Synthetic task {i}", "created": f"{day}T08:00:00Z"}]
        for t in range(5):
            ts = f"{day}T{8 + t:02d}:00:00Z"
            lines += [
                {"type": "message", "role": "user", "kind": "text", "content": f"Look at module {i}-{t}.", "ts": ts, "typed": True},
                {"type": "message", "role": "assistant", "kind": "tool_use", "name": "shell",
                 "content": json.dumps({"command": f"cat pkg/mod_{i}_{t}.py"}), "ts": ts},
                {"type": "message", "role": "tool", "kind": "tool_result", "name": "shell", "content": "x = 1\n" * 40, "ts": ts},
            ]
        lines.append({
            "type": "message", "role": "assistant", "kind": "text", "ts": f"{day}T15:00:00Z",
            "content": f"The billing module {i} lives in `pkg/billing_{i}.py`. "
                       f"Retries for queue {i} use exponential backoff in pkg/retry_{i}.py. Done.",
        })
        (folder / f"{sid}.jsonl").write_text("".join(json.dumps(x) + "\n" for x in lines))
    return folder


def template(root: Path) -> Path:
    """A store that has a hand-written MEMORY.md (the 'old' version) and a config."""
    memory = root / PROJECT / "memory"
    memory.mkdir(parents=True)
    (memory / "config.toml").write_text("consolidateEverySeals = 1000\n")
    (memory / "MEMORY.md").write_text(OLD_MEMORY)
    return root


def store_files(root: Path) -> dict[str, bytes]:
    return {
        str(p.relative_to(root)): p.read_bytes()
        for p in sorted(root.rglob("*")) if p.is_file() and not p.name.endswith(".lock")
    }


def db_state(db_path: Path, root: Path) -> dict:
    """The db's content, with this run's folder taken out of the paths."""
    db = sqlite3.connect(db_path)
    db.row_factory = sqlite3.Row
    out = {}
    for table, order in (("sessions", "id"), ("messages", "id"), ("facts", "id"),
                         ("journal", "session_id"), ("notes", "id"), ("memory", "project")):
        rows = [dict(r) for r in db.execute(f"select * from [{table}] order by {order}")]
        for r in rows:
            r.pop("id", None) if table == "journal" else None
            for k, v in r.items():
                if isinstance(v, str):
                    r[k] = v.replace(str(root), "<root>")
        out[table] = rows
    out["fts"] = db.execute("select count(*) from messages_fts").fetchone()[0]
    db.close()
    return out


def logical_state(root: Path, db_path: Path) -> dict:
    """What a person sees: sessions, journal, the fold, MEMORY.md, memory.db."""
    s = Store(root, PROJECT)
    return {
        "sessions": sorted(s.sessions(), key=lambda x: x["id"]),
        "journal": sorted(s.journal(), key=lambda e: e["session"]),
        "facts": [f.as_dict() for f in Memory(s).facts(NOW)],
        "memory_md": s.memory_md.read_text(),
        "db": db_state(db_path, root),
        "problems": [str(p) for p in s.problems],
    }


@pytest.fixture(scope="module")
def corpus(tmp_path_factory) -> Path:
    # 16: writer a of the two-process test seals 8, one deletion after each
    return make_corpus(tmp_path_factory.mktemp("corpus"), 16)


@pytest.fixture(scope="module")
def reference(tmp_path_factory, corpus) -> dict:
    """A clean run, with how long each phase took (for where to aim the kills)."""
    root = template(tmp_path_factory.mktemp("ref") / "store")
    db = root.parent / "memory.db"
    times: dict[str, float] = {}
    pipeline(root, corpus, db, NOW, lambda phase: times.__setitem__(phase, time.monotonic()))
    durations = {p: times[q] - times[p] for p, q in zip(PHASES, PHASES[1:] + ("done",))}
    files = store_files(root)
    lines = {name: set(data.splitlines()) for name, data in files.items() if name.endswith(".jsonl")}
    return {"state": logical_state(root, db), "files": files, "lines": lines, "durations": durations}


def whole_memory_md(data: bytes) -> bool:
    """A complete MEMORY.md render: its header, the person's pinned block kept, a last newline."""
    return (data.startswith(b"# Project memory: faults\n") and b"Keep the 24-hour expiry." in data
            and data.endswith(b"\n"))


def assert_old_or_new(root: Path, ref: dict) -> None:
    """Right after a kill: no torn line, no half-written file, only hidden temp files extra."""
    for name, data in store_files(root).items():
        path = root / name
        if path.name.startswith(".") and path.name.endswith(".tmp"):
            continue  # a rename that never happened: invisible to every reader
        assert name in ref["files"], f"unexpected file {name}"
        if name.endswith(".jsonl"):
            records, problems = read_jsonl(path)
            assert problems == [], problems
        if name.endswith("MEMORY.md"):
            # Every seal re-renders MEMORY.md (the after-write rule): any whole render is fine.
            assert data == OLD_MEMORY.encode() or whole_memory_md(data), "MEMORY.md is half-written"
        elif "/sessions/" in f"/{name}" and not name.endswith("index.jsonl"):
            assert data == ref["files"][name], f"{name} is half-written"
        elif name.endswith(("journal.jsonl", "facts.jsonl")):
            # Append-only: every line is a whole line of the clean run (a re-seal may repeat one).
            assert set(data.splitlines()) <= ref["lines"][name], f"{name} has a line no run wrote"


def test_kill_9_at_random_points_then_recover(tmp_path, corpus, reference):
    rng = random.Random(SEED)
    landed = {p: 0 for p in PHASES}
    for n in range(KILLS_PER_PHASE * len(PHASES)):
        phase = PHASES[n % len(PHASES)]
        root = template(tmp_path / f"run{n}" / "store")
        db = root.parent / "memory.db"
        child = subprocess.Popen(
            [sys.executable, "-c", CHILD, str(root), str(corpus), str(db), NOW.isoformat()],
            cwd=ROOT, stdout=subprocess.PIPE, text=True,
        )
        try:
            for line in child.stdout:
                if line.split()[0] == phase:
                    break
            time.sleep(rng.uniform(0, reference["durations"][phase]))
            child.send_signal(signal.SIGKILL)
        finally:
            child.wait(timeout=300)
        if child.returncode == -signal.SIGKILL:
            landed[phase] += 1
        assert_old_or_new(root, reference)
        if db.exists():  # SQLite's journal takes a killed transaction back on the next open
            con = sqlite3.connect(db)
            assert con.execute("pragma integrity_check").fetchone()[0] == "ok"
            con.close()
        # The next run recovers: it ends exactly where a clean run ends.
        pipeline(root, corpus, db, NOW)
        assert logical_state(root, db) == reference["state"], f"run {n} ({phase})"
    # The kills really landed inside the writers (not after they finished).
    assert sum(landed.values()) >= len(PHASES) * KILLS_PER_PHASE - 2, landed


# --- two writers at once --------------------------------------------------------

SEALER = textwrap.dedent(
    """
    import json, sys
    from lc_memory.state.fold import allowed_actions
    from lc_memory.memory import Memory
    from lc_memory.store.files import Store
    root, ids, targets, deletions, remember = sys.argv[1], *(json.loads(a) for a in sys.argv[2:6])
    s = Store(root, "faults")
    sys.stdin.readline()  # start together
    done = []
    for i, sid in enumerate(ids):
        Memory(s).seal(sid)
        if remember:
            said = f"remember that the staging box for {sid} is staging-{i}"
            Memory(s).remember(f"The staging box for {sid} is staging-{i}.", said=said, typed=[said], session=sid)
            done.append("note:" + sid)
        # Between seals, act on memory: appends, and whole-file rewrites (delete).
        if targets:
            # The next action in the cycle that the target's state allows (fold.allowed_actions).
            target = Memory(s).fact(targets[i % len(targets)])
            allowed = allowed_actions(target.state, target.pinned)
            cycle = ("confirm", "pin", "unpin", "not-true", "restore")
            op = next(op for k in range(5) if (op := cycle[(i + k) % 5]) in allowed)
            Memory(s).act(op, target.id)
            done.append(op)
        if i < len(deletions):
            Memory(s).act("delete", deletions[i])
            done.append("delete")
    print(json.dumps(done))
    """
)


def test_two_processes_sealing_remembering_and_acting_lose_no_line(tmp_path, corpus):
    root = template(tmp_path / "store")
    s = Store(root, PROJECT)
    ingest(s, sorted(corpus.glob("*.jsonl")))
    examples = sorted(p.stem for p in EXAMPLES.glob("*.jsonl"))
    for sid in examples:
        Memory.at(s, NOW).seal(sid)
    targets = [f.id for f in Memory(s).facts(NOW)][:4]
    deletions = [f"f-del-{i:02d}" for i in range(8)]
    s.append_facts([
        {"op": "observe", "id": d, "text": f"Deletable fact {d} lives in {d}.py.", "session": examples[0],
         "at": "2026-11-02T10:00:00Z"} for d in deletions
    ])
    todo = sorted(p.stem for p in corpus.glob("*.jsonl") if p.stem not in examples)
    halves = {"a": (todo[0::2], targets, deletions, False), "b": (todo[1::2], [], [], True)}
    children = {
        who: subprocess.Popen(
            [sys.executable, "-c", SEALER, str(root), *(json.dumps(x) for x in args)],
            cwd=ROOT, stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True,
        )
        for who, args in halves.items()
    }
    for child in children.values():
        child.stdin.write("go\n")
        child.stdin.flush()
    out = {who: child.communicate(timeout=300) for who, child in children.items()}
    assert [c.returncode for c in children.values()] == [0, 0], out
    acted = json.loads(out["a"][0])
    noted = [x.split(":", 1)[1] for x in json.loads(out["b"][0])]

    s = Store(root, PROJECT)
    journal = s.journal()
    records = s.fact_records()
    assert s.problems == []
    # Every seal of both writers: its journal line, its observations, its index flag.
    assert sorted(e["session"] for e in journal) == sorted(examples + todo)
    observed = {(r["id"], r["session"]) for r in records if r.get("op") == "observe"}
    for e in journal:
        for fid in e["facts"]:
            assert (fid, e["session"]) in observed or fid in deletions
    assert all(x.get("sealed") for x in s.sessions())
    # Every action of writer a, and every deletion took its text off disk.
    ops = [r["op"] for r in records if r.get("op") != "observe"]
    for op in set(acted):
        assert ops.count(op) == acted.count(op), op
    text = s.facts_path.read_text()
    for d in deletions:
        assert f"Deletable fact {d}" not in text
    # Every note writer b remembered while a rewrote the file.
    notes = {r["session"] for r in records if r.get("op") == "observe" and r.get("origin") == "person"}
    assert notes == set(noted)
    assert noted or importlib.util.find_spec("lc_memory.write.notes") is None


# --- a full disk ------------------------------------------------------------------

CLI = "from lc_memory.surfaces.cli import cli; cli(prog_name='lc-memory')"


def run_cli(root: Path, *args: str, fsize: int | None = None, cwd: Path | None = None):
    """The CLI in a child process; with ``fsize`` no file it writes may grow past that size."""

    def limit() -> None:
        resource.setrlimit(resource.RLIMIT_FSIZE, (fsize, fsize))

    return subprocess.run(
        [sys.executable, "-c", CLI, *args, "--store", str(root), "--project", PROJECT],
        cwd=cwd or root.parent, capture_output=True, text=True, timeout=300,
        preexec_fn=limit if fsize is not None else None,
    )


def one_error(result, *needles: str) -> str:
    assert result.returncode == 1, (result.returncode, result.stderr)
    assert "Traceback" not in result.stderr, result.stderr
    errors = [x for x in result.stderr.splitlines() if x.startswith("Error:")]
    assert len(errors) == 1, result.stderr
    for needle in needles:
        assert needle in errors[0], errors[0]
    return errors[0]


def hidden_temp_files(root: Path) -> list[Path]:
    return [p for p in root.rglob("*.tmp")]


@pytest.fixture(scope="module")
def _half_sealed_once(tmp_path_factory) -> Path:
    """The example project ingested, two sessions sealed (so facts.jsonl has lines), once a module."""
    root = tmp_path_factory.mktemp("half_sealed") / "store"
    assert run_cli(root, "ingest", str(EXAMPLES)).returncode == 0
    examples = sorted(p.stem for p in EXAMPLES.glob("*.jsonl"))
    assert run_cli(root, "seal", *examples[:2]).returncode == 0
    return root


@pytest.fixture
def half_sealed(_half_sealed_once, tmp_path) -> Path:
    """A copy of ``_half_sealed_once`` of the test's own: the two CLI runs that make it are done once."""
    root = tmp_path / "store"
    shutil.copytree(_half_sealed_once, root, symlinks=True)
    return root


def test_full_disk_on_append_cuts_back_the_short_write(half_sealed):
    root = half_sealed
    facts = root / PROJECT / "memory" / "facts.jsonl"
    before = store_files(root)
    # Room for 25 bytes more in facts.jsonl: the kernel takes part of the new line, then EFBIG.
    result = run_cli(root, "seal", "2026-11-30-idempotency-postgres", fsize=facts.stat().st_size + 25)
    one_error(result, f"{facts}: File too large")
    assert store_files(root) == before  # the short write was cut back: no torn line
    assert hidden_temp_files(root) == []


def test_full_disk_mid_seal_all_then_recover(half_sealed, tmp_path):
    root = half_sealed
    reference = tmp_path / "reference"
    shutil.copytree(root, reference)
    assert run_cli(reference, "seal", "--all").returncode == 0
    failed = 0
    for fsize in (1500, 2500, 4000):
        result = run_cli(root, "seal", "--all", fsize=fsize)
        if result.returncode:
            one_error(result, "File too large")
            failed += 1
        for path in root.rglob("*.jsonl"):
            assert read_jsonl(path)[1] == [], path
        assert hidden_temp_files(root) == []
    assert failed >= 2
    # The next run, with room, ends where a clean run ends.
    assert run_cli(root, "seal", "--all").returncode == 0
    ours, clean = Store(root, PROJECT), Store(reference, PROJECT)
    assert sorted(e["session"] for e in ours.journal()) == sorted(e["session"] for e in clean.journal())
    assert [f.as_dict() for f in Memory(ours).facts(NOW)] == [f.as_dict() for f in Memory(clean).facts(NOW)]
    assert all(s["sealed"] for s in ours.sessions())


def test_full_disk_on_rewrite_keeps_the_old_file(half_sealed):
    root = half_sealed
    assert run_cli(root, "consolidate").returncode == 0
    before = store_files(root)
    size = len(before[f"{PROJECT}/memory/MEMORY.md"])
    # consolidate: the new MEMORY.md (now with more sessions) does not fit
    assert run_cli(root, "seal", "--all", "--no-log").returncode == 0
    before = store_files(root)
    one_error(run_cli(root, "consolidate", fsize=size // 2), "MEMORY.md", "File too large")
    assert store_files(root) == before and hidden_temp_files(root) == []
    # delete: facts.jsonl is rewritten whole; the rewrite does not fit
    fid = Memory(Store(root, PROJECT)).facts(NOW)[0].id
    facts_size = len(before[f"{PROJECT}/memory/facts.jsonl"])
    one_error(run_cli(root, "delete", fid, fsize=facts_size // 2), "facts.jsonl", "File too large")
    assert store_files(root) == before and hidden_temp_files(root) == []


def test_full_disk_on_ingest_export_and_import(half_sealed, tmp_path):
    root = half_sealed
    before = store_files(root)
    fresh = tmp_path / "fresh"
    one_error(run_cli(fresh, "ingest", str(EXAMPLES), fsize=1000), "File too large")
    assert not any(p.is_file() and p.stat().st_size for p in fresh.rglob("*"))
    out = tmp_path / "memory-set.md"
    one_error(run_cli(root, "export", "--memory", "-o", str(out), fsize=200), str(out))
    assert not out.exists() and hidden_temp_files(tmp_path) == []
    db = tmp_path / "memory.db"
    result = run_cli(root, "import", "--db", str(db), fsize=40_000)
    one_error(result, str(db), "full")
    assert store_files(root) == before
    # With room again the db builds, and holds what a clean import holds.
    assert run_cli(root, "import", "--db", str(db)).returncode == 0
    clean = tmp_path / "clean.db"
    import_store(Store(root, PROJECT), clean, now=NOW)
    assert db_state(db, root)["facts"] and len(db_state(db, root)["messages"]) == len(db_state(clean, root)["messages"])


def _tmpfs_works() -> bool:
    if not shutil.which("unshare"):
        return False
    probe = subprocess.run(
        ["unshare", "--user", "--map-root-user", "--mount", "sh", "-c",
         "d=$(mktemp -d) && mount -t tmpfs -o size=64k tmpfs $d && umount $d && rmdir $d"],
        capture_output=True, timeout=20,
    )
    return probe.returncode == 0


TMPFS_SCRIPT = textwrap.dedent(
    """
    set -e
    mount -t tmpfs -o size=256k tmpfs "$MNT"
    cp -a "$SRC/." "$MNT/"
    head -c 1000000 /dev/zero > "$MNT/filler" 2>/dev/null || true
    set +e
    "$PY" -c "$CLI" seal --all --store "$MNT" --project faults 2> "$OUT/stderr"
    echo $? > "$OUT/rc"
    rm -f "$MNT/filler"
    mkdir -p "$OUT/after"
    cp -a "$MNT/." "$OUT/after/"
    """
)


@pytest.mark.skipif(not _tmpfs_works(), reason="no unprivileged user namespaces for a tiny tmpfs")
def test_a_real_full_disk_enospc(half_sealed, tmp_path):
    """A tmpfs filled to the last byte: the append needs a new page and gets ENOSPC."""
    root = half_sealed
    facts = root / PROJECT / "memory" / "facts.jsonl"
    journal = root / PROJECT / "memory" / "journal.jsonl"
    # End both append-only files 10 bytes before a page boundary: the next line is cut short.
    for path in (facts, journal):
        pad = 4096 - 10 - path.stat().st_size % 4096 - len('{"op":"pad","id":"pad","x":""}\n')
        pad += 4096 if pad < 0 else 0
        with open(path, "a") as f:
            f.write(json.dumps({"op": "pad", "id": "pad", "x": "p" * pad}, separators=(",", ":")) + "\n")
        assert path.stat().st_size % 4096 == 4086
    before = store_files(root)
    mnt, out = tmp_path / "mnt", tmp_path / "out"
    mnt.mkdir()
    out.mkdir()
    env = {**os.environ, "MNT": str(mnt), "SRC": str(root), "OUT": str(out), "PY": sys.executable, "CLI": CLI}
    subprocess.run(["unshare", "--user", "--map-root-user", "--mount", "sh", "-c", TMPFS_SCRIPT],
                   env=env, cwd=ROOT, check=True, timeout=60)
    stderr = (out / "stderr").read_text()
    assert (out / "rc").read_text().strip() == "1", stderr
    assert "No space left on device" in stderr and "Traceback" not in stderr
    after = store_files(out / "after")
    assert after == before


def test_full_disk_on_import_keeps_the_old_db(half_sealed, tmp_path):
    root = half_sealed
    db = tmp_path / "memory.db"
    assert run_cli(root, "import", "--db", str(db)).returncode == 0
    assert run_cli(root, "seal", "--all").returncode == 0
    error = one_error(run_cli(root, "import", "--db", str(db), fsize=db.stat().st_size // 4), str(db))
    assert "full" in error or "disk I/O error" in error, error
    # Never half an import: the old db whole, or (a COMMIT that failed part way) no db at all.
    if db.exists():
        con = sqlite3.connect(db)
        assert con.execute("pragma integrity_check").fetchone()[0] == "ok"
        assert con.execute("select count(*) from journal").fetchone()[0] == 2  # the old import, whole
        con.close()
    else:
        assert "removed" in error, error
    assert run_cli(root, "import", "--db", str(db)).returncode == 0


# --- an unreadable memory.db ---------------------------------------------------------

def _damage(kind: str, data: bytes) -> bytes:
    rng = random.Random(SEED)
    if kind == "garbage":
        return rng.randbytes(len(data))
    if kind == "empty-header":
        return b"\0" * 100 + data[100:]
    if kind == "truncated":
        return data[: len(data) // 2]
    if kind == "schema-page":
        return data[:100] + rng.randbytes(4096 - 100) + data[4096:]
    if kind == "text":
        return b"this is not a database\n" * 50
    raise ValueError(kind)


@pytest.fixture(scope="module")
def built_db(tmp_path_factory) -> tuple[Path, Path, dict]:
    base = tmp_path_factory.mktemp("db")
    root = base / "store"
    assert run_cli(root, "ingest", str(EXAMPLES)).returncode == 0
    assert run_cli(root, "seal", "--all").returncode == 0
    db = base / "memory.db"
    import_store(Store(root, PROJECT), db, now=NOW)
    return root, db, db_state(db, root)


@pytest.mark.parametrize("kind", ["garbage", "empty-header", "truncated", "schema-page", "text"])
def test_an_unreadable_db_is_rebuilt_from_the_files(built_db, tmp_path, kind):
    root, good, expected = built_db
    db = tmp_path / "memory.db"
    db.write_bytes(_damage(kind, good.read_bytes()))
    result = import_store(Store(root, PROJECT), db, now=NOW)
    assert result.rebuilt and result.sessions_read == 6
    assert db_state(db, root) == expected
    con = sqlite3.connect(db)
    assert con.execute("pragma integrity_check").fetchone()[0] == "ok"


def test_damage_found_mid_import_starts_the_db_over(built_db, tmp_path):
    root, good, expected = built_db
    db = tmp_path / "memory.db"
    shutil.copy(good, db)
    # Damage the messages table's later leaf pages: opening it passes, the rewrite fails.
    con = sqlite3.connect(db)
    pages = [r[0] for r in con.execute(
        "select pageno from dbstat where name = 'messages' and pagetype = 'leaf' order by path")][1:]
    assert pages
    page_size = con.execute("pragma page_size").fetchone()[0]
    con.close()
    data = bytearray(db.read_bytes())
    for p in pages:
        data[(p - 1) * page_size: p * page_size] = random.Random(p).randbytes(page_size)
    db.write_bytes(bytes(data))
    # A changed session makes the import rewrite its messages.
    s = Store(root, PROJECT)
    path = s.session_path("2026-11-02-refund-idempotency")
    st = path.stat()
    os.utime(path, ns=(st.st_atime_ns, st.st_mtime_ns + 1000))
    try:
        result = import_store(s, db, now=NOW)
    finally:
        os.utime(path, ns=(st.st_atime_ns, st.st_mtime_ns))  # the store is shared by this module
    assert result.rebuilt and result.sessions_read == 6
    assert db_state(db, root) == expected


def test_a_db_that_cannot_be_opened_is_not_thrown_away(built_db, tmp_path):
    """Only a corrupt db is replaced: one that cannot be opened (here a folder in its
    place; a locked one the same way, after sqlite's 5 s wait) is an error, and stays."""
    root, _, _ = built_db
    db = tmp_path / "memory.db"
    db.mkdir()
    (db / "keep.txt").write_text("mine")
    with pytest.raises(sqlite3.OperationalError, match="unable to open database file"):
        import_store(Store(root, PROJECT), db, now=NOW)
    assert (db / "keep.txt").read_text() == "mine"


def test_damage_an_import_would_not_touch_is_found_on_open(built_db, tmp_path):
    root, good, expected = built_db
    db = tmp_path / "memory.db"
    shutil.copy(good, db)
    con = sqlite3.connect(db)
    roots = [r[0] for r in con.execute("select rootpage from sqlite_master where name like 'messages_fts%' and rootpage > 0")]
    page_size = con.execute("pragma page_size").fetchone()[0]
    con.close()
    data = bytearray(db.read_bytes())
    for p in roots:
        data[(p - 1) * page_size: p * page_size] = random.Random(p).randbytes(page_size)
    db.write_bytes(bytes(data))
    # Nothing changed in the store, so the import itself would not read the search index.
    result = import_store(Store(root, PROJECT), db, now=NOW)
    assert result.rebuilt
    assert db_state(db, root) == expected
