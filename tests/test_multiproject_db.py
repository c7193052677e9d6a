"""One memory.db for every project of a store (issue 20).

A store of three projects made from the example transcripts: the same session ids and the
same fact ids live in more than one project, so every key is ``(project, id)``. The db is
built by ``import_root`` (and ``lc-memory import`` with no arguments), refreshed one
project at a time, browsed by a Datasette started with no metadata, and changed from the
Project memory page of each project.
"""

from __future__ import annotations

import asyncio
import shutil
import sqlite3
from pathlib import Path

import pytest
from click.testing import CliRunner
from datasette.app import Datasette

from lc_memory import Memory
from lc_memory.db.importer import import_root, import_store
from lc_memory.ingest.base import ingest
from lc_memory.store.files import Store
from lc_memory.surfaces.cli import cli

from .conftest import EXAMPLES, NOW, PROJECTS, make_store, root, tokens

# Tables whose rows are a project's (FTS shadow tables and the shared term list aside).
ROW_TABLES = ("projects", "sessions", "messages", "session_activity", "journal", "facts", "observations", "notes",
              "memory", "_lc_files", "_lc_meta")


@pytest.fixture(scope="module")
def three_projects(tmp_path_factory) -> Path:
    return make_store(tmp_path_factory.mktemp("three") / "store")


@pytest.fixture
def store_root(three_projects, tmp_path) -> Path:
    """A copy of the three projects this test may change, with its memory.db built."""
    root = tmp_path / "store"
    shutil.copytree(three_projects, root)
    import_root(root, root / "memory.db", now=NOW)
    return root


def rows_of(db: Path, project: str) -> dict[str, list]:
    """Every row of one project (rowid included), table by table."""
    con = sqlite3.connect(db)
    try:
        return {t: con.execute(f"select rowid, * from [{t}] where project = ? order by rowid", [project]).fetchall()
                for t in ROW_TABLES}
    finally:
        con.close()


def test_every_table_has_project_and_the_projects_table_counts_them(store_root):
    db = sqlite3.connect(store_root / "memory.db")
    tables = [t for (t,) in db.execute("select name from sqlite_master where type = 'table'")
              if not t.startswith("_sqlite") and "_fts" not in t and t != "_lc_terms"]
    assert set(tables) == set(ROW_TABLES)
    for t in tables:
        assert "project" in [c[1] for c in db.execute(f"pragma table_info([{t}])")], t
    got = {r[0]: r[1:] for r in db.execute("select project, sessions, sealed, pending, facts from projects")}
    assert got.keys() == set(PROJECTS)
    for project, files in PROJECTS.items():
        assert got[project][:3] == (len(files), len(files), 0)
        assert got[project][3] == db.execute("select count(*) from facts where project = ?", [project]).fetchone()[0]
    # The same session and the same fact in two projects: two rows, one per project.
    shared = "2026-11-30-idempotency-postgres"
    assert db.execute("select count(*) from sessions where id = ?", [shared]).fetchone()[0] == 2
    assert db.execute("select count(*) from (select id from facts group by id having count(*) > 1)").fetchone()[0]
    # FTS joins stay within a project.
    hits = db.execute(
        "select m.project, count(*) from messages_fts join messages m on m.rowid = messages_fts.rowid "
        "where messages_fts match 'idempotency' group by m.project").fetchall()
    assert {p for p, _ in hits} == {"payments-api", "billing-web"}


def test_refreshing_one_project_leaves_every_other_project_as_it_was(store_root):
    db = store_root / "memory.db"
    before = {p: rows_of(db, p) for p in PROJECTS}
    billing = Store(store_root, "billing-web")
    fact = next(f for f in Memory(billing).facts() if f.state == "inferred")
    Memory.at(billing, NOW, db=db).act("not-true", fact.id)  # the after-write refresh: billing-web only
    (extra,) = sorted(EXAMPLES.glob("2026-11-02*.jsonl"))
    ingest(billing, [extra])
    result = import_root(store_root, db, projects=["billing-web"], now=NOW)
    assert (result.projects, result.sessions_read) == (["billing-web"], 1)
    after = {p: rows_of(db, p) for p in PROJECTS}
    for project in ("payments-api", "docs-site"):
        assert after[project] == before[project], project
    con = sqlite3.connect(db)
    assert con.execute("select state from facts where project = 'billing-web' and id = ?",
                       [fact.id]).fetchone() == ("not-true",)
    assert con.execute("select sessions from projects where project = 'billing-web'").fetchone() == (3,)
    # A one-project import_store into the shared db is the same: the others stay.
    import_store(Store(store_root, "docs-site"), db, rebuild=True, now=NOW)
    assert rows_of(db, "payments-api") == before["payments-api"]


def test_an_import_of_the_whole_store_drops_a_project_gone_from_it(store_root):
    shutil.rmtree(store_root / "docs-site")
    result = import_root(store_root, store_root / "memory.db", now=NOW)
    assert result.projects_removed == ["docs-site"]
    con = sqlite3.connect(store_root / "memory.db")
    for t in ROW_TABLES:
        assert con.execute(f"select count(*) from [{t}] where project = 'docs-site'").fetchone() == (0,), t
    assert con.execute("select count(*) from conversations_fts").fetchone()[0] == (
        con.execute("select count(*) from sessions").fetchone()[0])


def test_import_with_no_arguments_builds_the_whole_store_beside_it(three_projects, tmp_path, monkeypatch):
    """From a folder that is not a repository: <store>/memory.db, every project, nothing in the cwd."""
    root = tmp_path / "store"
    shutil.copytree(three_projects, root)
    elsewhere = tmp_path / "elsewhere"
    elsewhere.mkdir()
    monkeypatch.chdir(elsewhere)
    monkeypatch.setenv("LC_MEMORY_STORE", str(root))
    result = CliRunner().invoke(cli, ["import"])
    assert result.exit_code == 0, result.output
    assert f"{root / 'memory.db'}: 3 project(s)" in result.output
    assert list(elsewhere.iterdir()) == []
    con = sqlite3.connect(root / "memory.db")
    assert [p for (p,) in con.execute("select project from projects order by project")] == sorted(PROJECTS)
    # --project refreshes that one; an unknown one is one clear error.
    again = CliRunner().invoke(cli, ["import", "--project", "docs-site", "--json"])
    assert again.exit_code == 0 and '"projects": [\n    "docs-site"\n  ]' in again.output
    bad = CliRunner().invoke(cli, ["import", "--project", "nowhere"])
    assert bad.exit_code == 1 and "no store for project 'nowhere'" in bad.output


def query(db: Path, path: str, **params: str) -> list[dict]:
    async def get() -> list[dict]:
        ds = Datasette([str(db)])  # no metadata: the plugin gives queries and descriptions
        r = await ds.client.get(path, params={**params, "_shape": "array"})
        assert r.status_code == 200, r.text
        return r.json()

    return asyncio.run(get())


def test_canned_queries_across_projects_without_metadata(store_root):
    db = store_root / "memory.db"
    by_project = query(db, "/memory/facts_by_project.json")
    assert {r["project"] for r in by_project} == set(PROJECTS)
    assert all(r["facts"] == r["confirmed"] + r["observed"] + r["inferred"] + r["superseded"] + r["waiting"]
               + r["not_true"] for r in by_project)
    everywhere = query(db, "/memory/outcomes_this_week.json", since="2026-11-25")
    assert {r["project"] for r in everywhere} == {"payments-api", "billing-web"}
    assert all(r["at"] >= "2026-11-25" and r["outcome"] for r in everywhere)
    # Each of the eight takes :project; empty means every project.
    one = query(db, "/memory/facts_in_state.json", state="", project="docs-site")
    every = query(db, "/memory/facts_in_state.json", state="")
    assert {r["project"] for r in one} == {"docs-site"} and len(every) > len(one)
    chains = query(db, "/memory/superseded_chains.json", project="")
    assert chains and {r["project"] for r in chains} <= set(PROJECTS)


def test_the_plugin_describes_the_tables_and_hides_the_internal_ones(store_root):
    async def get():
        ds = Datasette([str(store_root / "memory.db")])
        tables = {t["name"]: t for t in (await ds.client.get("/memory.json")).json()["tables"]}
        page = (await ds.client.get("/memory/projects")).text
        return tables, page

    tables, page = asyncio.run(get())
    assert all(tables[t]["hidden"] for t in ("_lc_files", "_lc_meta", "_lc_terms"))
    assert not tables["projects"]["hidden"]
    assert "One row per project of the store" in page


@pytest.mark.asyncio
async def test_the_page_lists_the_projects_and_acts_on_each(store_root):
    db = store_root / "memory.db"
    ds = Datasette([str(db)])
    await ds.invoke_startup()
    listing = (await ds.client.get("/-/memory")).text
    for project in PROJECTS:
        assert f'href="/memory/-/memory/{project}"' in listing
        assert f'<tr data-project="{project}">' in listing
    for project in PROJECTS:
        store = Store(store_root, project)
        fact = next(f for f in Memory(store).facts() if f.state == "inferred")
        others = {p: Store(store_root, p).facts_path.read_bytes() for p in PROJECTS if p != project}
        page = f"/memory/-/memory/{project}"
        assert f"Project memory: {project}" in (await ds.client.get(f"/-/memory/{project}")).text
        fields, jar = await tokens(ds, path=page)
        r = await ds.client.post(f"{page}/confirm", data={**fields, "id": fact.id}, cookies=jar,
                                 headers={"origin": "http://localhost"})
        assert r.status_code == 303 and r.headers["location"] == f"{page}#{fact.id}"
        assert Memory(store).fact(fact.id).state == "confirmed"
        assert {p: Store(store_root, p).facts_path.read_bytes() for p in others} == others
        con = sqlite3.connect(db)
        assert con.execute("select state from facts where project = ? and id = ?",
                           [project, fact.id]).fetchone() == ("confirmed",)


@pytest.mark.asyncio
@pytest.mark.parametrize("project", [
    "..~2F..~2Fother-store~2Fintruder",  # ../../other-store/intruder, tilde-encoded
    "~2E~2E",  # .., tilde-encoded (a bare .. is resolved by the client before it is sent)
    "intruder",  # a project of another store, not in this db
    "payments-api~2F..~2Fintruder",
])
async def test_a_project_not_in_the_db_is_404_and_touches_nothing(store_root, tmp_path, project):
    db = store_root / "memory.db"
    other = Store(tmp_path / "other-store", "intruder")
    ingest(other, sorted(EXAMPLES.glob("2026-11-16*.jsonl")))
    Memory.at(other, NOW).seal_pending()
    (store_root / "intruder").symlink_to(other.path)  # even inside the store folder
    fact = next(f for f in Memory(other).facts() if f.state == "unconfirmed-instruction")
    before = other.facts_path.read_bytes()
    ds = Datasette([str(db)])
    await ds.invoke_startup()
    fields, jar = await tokens(ds, path="/memory/-/memory/payments-api")
    for path in (f"/memory/-/memory/{project}", f"/-/memory/{project}", f"/memory/-/memory/{project}/confirm"):
        assert (await ds.client.get(path, params={"id": fact.id}, cookies=root(ds))).status_code == 404, path
    r = await ds.client.post(f"/memory/-/memory/{project}/confirm", data={**fields, "id": fact.id}, cookies=jar,
                             headers={"origin": "http://localhost"})
    assert r.status_code == 404
    assert other.facts_path.read_bytes() == before
