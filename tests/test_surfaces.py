"""One write path: each action through the CLI, the Python API, the Project memory page (and,
for notes, the MCP server) leaves the same files, MEMORY.md, digest and memory.db."""

from __future__ import annotations

import json
import sqlite3
from pathlib import Path

import pytest
from click.testing import CliRunner
from datasette.app import Datasette

from lc_memory import Memory
from lc_memory.store.files import Store
from lc_memory.surfaces.cli import cli

from .conftest import post

TEST_FACT = "f-534ce1a715"
CHANGELOG = "2026-11-23-changelog-v104"
SLOW_CI = "2026-12-01-slow-ci"
DB = "memory.db"

# (what, the CLI's words, the Python API call, the page's action and id)
ACTIONS = [
    ("not-true", ["not-true", TEST_FACT], lambda m: m.act("not-true", TEST_FACT), ("not-true", TEST_FACT)),
    ("delete", ["delete", TEST_FACT], lambda m: m.act("delete", TEST_FACT), ("delete", TEST_FACT)),
    ("confirm", ["confirm", TEST_FACT], lambda m: m.act("confirm", TEST_FACT), ("confirm", TEST_FACT)),
    ("pin", ["pin", TEST_FACT], lambda m: m.act("pin", TEST_FACT), ("pin", TEST_FACT)),
    ("forget-session", ["forget-session", CHANGELOG], lambda m: m.forget_session(CHANGELOG),
     ("forget-session", CHANGELOG)),
    ("session trash", ["session", "trash", SLOW_CI], lambda m: m.set_session(SLOW_CI, "trash"),
     ("session-trash", SLOW_CI)),
    ("session done", ["session", "done", SLOW_CI], lambda m: m.set_session(SLOW_CI, "done"),
     ("session-done", SLOW_CI)),
]


def state(store: Store, db: Path) -> dict:
    """The post-conditions: the files (times aside), MEMORY.md, the digest, memory.db's facts."""
    def lines(path: Path) -> list[dict]:
        out = []
        for line in path.read_text().splitlines() if path.exists() else []:
            record = json.loads(line)
            for key in ("at", "sealed_at", "status_at", "forgotten_at"):
                record.pop(key, None)
            out.append(record)
        return out

    con = sqlite3.connect(db)
    try:
        facts = con.execute("select id, state, in_digest from facts order by id").fetchall()
        sessions = con.execute("select id, status, pinned, forgotten from sessions order by id").fetchall()
    finally:
        con.close()
    return {
        "facts.jsonl": lines(store.facts_path), "journal.jsonl": lines(store.journal_path),
        "index.jsonl": lines(store.index_path), "MEMORY.md": store.memory_md.read_text(),
        "digest": Memory(store).digest_text(), "db facts": facts, "db sessions": sessions,
    }


def fresh(example_store: Store, tmp_path: Path, name: str) -> tuple[Store, Path]:
    """A copy of the example project, with its memory.db built."""
    import shutil

    root = tmp_path / name
    shutil.copytree(example_store.root, root)
    store = Store(root, example_store.project)
    db = root / DB
    Memory(store).build_db(db)
    return store, db


@pytest.mark.asyncio
@pytest.mark.parametrize("what, words, call, on_page", ACTIONS, ids=[a[0] for a in ACTIONS])
async def test_every_surface_leaves_the_same_memory(example_store, tmp_path, what, words, call, on_page):
    results = {}
    # The command line.
    store, db = fresh(example_store, tmp_path, "cli")
    result = CliRunner().invoke(cli, [*words, "--store", str(store.root), "--project", store.project])
    assert result.exit_code == 0, result.output
    CliRunner().invoke(cli, ["import", "--db", str(db), "--store", str(store.root), "--project", store.project])
    results["cli"] = state(store, db)
    # The Python API (a Memory opened with the db refreshes it itself).
    store, db = fresh(example_store, tmp_path, "python")
    call(Memory(store, db=db))
    results["python"] = state(store, db)
    # The Project memory page.
    store, db = fresh(example_store, tmp_path, "page")
    ds = Datasette([str(db)])
    await ds.invoke_startup()
    r = await post(ds, on_page[0], {"id": on_page[1]}, headers={"origin": "http://localhost"})
    assert r.status_code == 303, r.text
    results["page"] = state(store, db)
    assert results["cli"] == results["python"] == results["page"]
    # And the change did reach the next session's digest.
    if what in ("not-true", "delete"):
        assert TEST_FACT not in results["cli"]["digest"]
    if what == "forget-session":
        assert CHANGELOG not in results["cli"]["digest"]
