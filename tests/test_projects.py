"""Many projects, one store (issue 20): ids find their project, where you stand decides the
default, worktrees share a memory, and the README's day-to-day block runs from the home folder."""

from __future__ import annotations

import asyncio
import json
import os
import re
import shlex
import sqlite3
import subprocess
import sys
import time
from pathlib import Path

import pytest
from click.testing import CliRunner

from lc_memory import Memory
from lc_memory.errors import NotFound
from lc_memory.store.files import Store
from lc_memory.store.identity import folder_identity
from lc_memory.store.projects import Ambiguous, FactIds, Projects, scope
from lc_memory.surfaces.cli import cli
from lc_memory.surfaces.watch import claude_slug

from .conftest import EXAMPLES, ROOT, SHARED_DATA, example_as, git

REAL = SHARED_DATA / "real-transcripts"
needs_real = pytest.mark.skipif(not REAL.is_dir(), reason="../shared/data/real-transcripts is absent")
# A few real transcripts of different projects: Claude Code sessions and Codex rollouts.
REAL_CLAUDE = ["spotter-short.jsonl", "happycli-task_sdk.jsonl", "agentcmd-full-session-2.0.14.jsonl",
               "reliability-hello-world-script.jsonl"]
REAL_CODEX = ["acidicsoil-rollout-2025-11-17-0.58.jsonl", "ccts-sample_codex_session-0.77.jsonl"]


def invoke(*args: str, ok: bool = True):
    result = CliRunner().invoke(cli, list(args), catch_exceptions=False)
    if ok:
        assert result.exit_code == 0, result.output + result.stderr
    return result


def cwd_of(path: Path) -> str:
    for line in path.read_text().splitlines():
        try:
            r = json.loads(line)
        except ValueError:
            continue
        payload = r.get("payload") if isinstance(r.get("payload"), dict) else {}
        cwd = r.get("cwd") or payload.get("cwd")
        if cwd:
            return cwd
    raise AssertionError(f"no cwd in {path}")


@pytest.fixture
def home(tmp_path, monkeypatch) -> Path:
    """A HOME with no store yet: the default store is ~/.levelcode/sessions under it."""
    home = tmp_path / "home"
    home.mkdir()
    monkeypatch.setenv("HOME", str(home))
    for var in ("LC_MEMORY_STORE", "CLAUDE_CONFIG_DIR", "CODEX_HOME", "CLAUDE_CODE_SESSION_ID", "CODEX_THREAD_ID"):
        monkeypatch.delenv(var, raising=False)
    monkeypatch.chdir(home)
    return home


def agent_folders(home: Path, *, real: bool) -> None:
    """~/.claude/projects and ~/.codex/sessions: the bundled example (as Claude Code would
    keep it), a second project made of two of its sessions, and real transcripts."""
    claude = home / ".claude" / "projects"
    example_as(claude / "-home-dev-payments-api", "/home/dev/payments-api")
    day = home / ".codex" / "sessions" / "2026" / "11" / "20"
    example_as(day, "/home/dev/ledger", ["2026-11-16-onboarding-docs", "2026-12-01-slow-ci"])
    for path in list(day.glob("*.jsonl")):  # other ids: ids are unique across the store
        text = path.read_text().replace(path.stem, f"ledger-{path.stem}")
        path.unlink()
        (day / f"ledger-{path.name}").write_text(text)
    if real:
        for name in REAL_CLAUDE:
            src = REAL / "claude" / name
            folder = claude / claude_slug(Path(cwd_of(src)))
            folder.mkdir(parents=True, exist_ok=True)
            (folder / name).write_bytes(src.read_bytes())
        for name in REAL_CODEX:
            (day / f"rollout-{name}").write_bytes((REAL / "codex" / name).read_bytes())


# --- from a folder that is not a repository: every project ------------------------------

@pytest.mark.parametrize("real", [False, pytest.param(True, marks=needs_real)], ids=["example", "real"])
def test_outside_a_repository_commands_find_every_project(home, real):
    agent_folders(home, real=real)
    r = invoke("ingest", str(home / ".claude" / "projects"), str(home / ".codex" / "sessions"))
    projects = Projects()
    assert len(projects) == (2 + len(REAL_CLAUDE) + len(REAL_CODEX) if real else 2), r.stderr
    payments, ledger = folder_identity("/home/dev/payments-api"), folder_identity("/home/dev/ledger")
    listed = {r["project"]: r for r in json.loads(invoke("projects", "--json").stdout)}
    assert listed[payments]["folder"] == "/home/dev/payments-api" and listed[payments]["name"] == "payments-api"
    assert (listed[payments]["sessions"], listed[payments]["sealed"], listed[payments]["pending"]) == (6, 0, 6)
    assert invoke("projects", "--csv").stdout.startswith("project,folder,sessions,sealed,pending,last_activity\n")

    # An id finds its project, wherever you stand.
    r = invoke("seal", "2026-11-02-refund-idempotency")
    assert "sealed 1 of 1" in r.stderr
    assert Store(projects.root, payments).is_sealed("2026-11-02-refund-idempotency")
    r = invoke("seal", "--all")
    assert "not inside a project: acting on every project" in r.stderr
    assert all(not Memory(s).unsealed() for s in projects)
    assert {r["pending"] for r in json.loads(invoke("projects", "--json").stdout)} == {0}
    rows = json.loads(invoke("sessions", "--json").stdout)
    assert {r["project"] for r in rows} == set(projects.names())
    assert [r["last_activity"] for r in rows] == sorted((r["last_activity"] for r in rows), reverse=True)
    search = json.loads(invoke("search", "onboarding", "--json").stdout)
    assert {(h["project"], h["session"]) for h in search} >= {
        (payments, "2026-11-16-onboarding-docs"), (ledger, "ledger-2026-11-16-onboarding-docs")}
    recall = invoke("recall", "idempotency keys").stdout
    assert f"project {payments}" in recall
    facts = json.loads(invoke("facts", "--json").stdout)
    assert {f["project"] for f in facts} >= {payments}
    once = [f["id"] for f in facts if f["project"] == payments and [g["id"] for g in facts].count(f["id"]) == 1]
    assert "not-true" in invoke("not-true", once[0]).stderr
    invoke("restore", once[0])
    # A fact learned in two projects has one id in both: --project says which.
    twice = [f["id"] for f in facts if [g["id"] for g in facts].count(f["id"]) == 2]
    if twice:
        assert "pass --project NAME" in invoke("pin", twice[0], ok=False).stderr
    invoke("session", "done", "ledger-2026-12-01-slow-ci", "2026-12-01-slow-ci")
    assert Store(projects.root, ledger).session_entry("ledger-2026-12-01-slow-ci").status == "done"
    assert "# " in invoke("export", "ledger-2026-11-16-onboarding-docs").stdout
    # --project takes the readable name; an unknown id is one line.
    assert "Project memory: payments-api\n" in invoke("digest", "--project", "payments-api").stdout
    # A project whose config cannot be read is skipped, said, and the others are listed.
    broken = Store(projects.root, ledger).config_path
    broken.parent.mkdir(parents=True, exist_ok=True)
    broken.write_text("digestTokens = 'many'\n")
    r = invoke("sessions", "--json")
    assert f"warning: {ledger}:" in r.stderr and {x["project"] for x in json.loads(r.stdout)} == set(
        projects.names()) - {ledger}
    r = invoke("consolidate")
    assert f"warning: {ledger}:" in r.stderr and f"{payments}: wrote" in r.stderr
    broken.unlink()
    bad = invoke("seal", "no-such-session", ok=False)
    assert bad.exit_code == 1 and "no session 'no-such-session' in any project" in bad.stderr


def test_inside_a_repository_commands_act_on_that_project_only(home, monkeypatch):
    repo = home / "src" / "payments-api"
    repo.mkdir(parents=True)
    git("init", "-q", cwd=repo)
    claude = home / ".claude" / "projects"
    example_as(claude / claude_slug(repo), str(repo))
    example_as(claude / "-elsewhere-ledger", "/elsewhere/ledger", ["2026-11-09-flaky-retry-test"])
    (claude / "-elsewhere-ledger" / "2026-11-09-flaky-retry-test.jsonl").rename(
        claude / "-elsewhere-ledger" / "other.jsonl")
    text = (claude / "-elsewhere-ledger" / "other.jsonl").read_text()
    (claude / "-elsewhere-ledger" / "other.jsonl").write_text(text.replace("2026-11-09-flaky-retry-test", "other"))
    invoke("ingest", str(claude))
    monkeypatch.chdir(repo)
    mine = folder_identity(repo)
    r = invoke("seal", "--all")
    assert "acting on" not in r.stderr and "sealed 6 of 6" in r.stderr
    assert Memory(Store(None, folder_identity("/elsewhere/ledger"))).unsealed() == ["other"]
    assert {r["id"] for r in json.loads(invoke("sessions", "--json").stdout)} == {
        p.stem for p in EXAMPLES.glob("*.jsonl")}
    assert all("project" not in h for h in json.loads(invoke("search", "flaky", "--json").stdout))
    assert "project " not in invoke("recall", "flaky").stdout
    assert {f["sessions"][0] for f in json.loads(invoke("facts", "--json").stdout)} <= {
        p.stem for p in EXAMPLES.glob("*.jsonl")}
    # An id of another project is still found; --all-projects is explicit.
    assert "sealed 1 of 1" in invoke("seal", "other").stderr
    assert len({r["project"] for r in json.loads(invoke("sessions", "--all-projects", "--json").stdout)}) == 2
    assert "Project memory: payments-api\n" in invoke("digest").stdout
    assert mine in invoke("path").stdout


def repo_and_worktree(home: Path) -> tuple[Path, Path]:
    """A repository with one commit, and a git worktree of it beside it."""
    repo = home / "src" / "api"
    repo.mkdir(parents=True)
    git("init", "-q", cwd=repo)
    (repo / "README").write_text("api\n")
    git("add", "README", cwd=repo)
    git("commit", "-qm", "first", cwd=repo)
    worktree = home / "src" / "api-feature"
    git("worktree", "add", "-q", str(worktree), "-b", "feature", cwd=repo)
    return repo, worktree


def test_git_worktrees_share_their_repository_memory(home, monkeypatch):
    repo, worktree = repo_and_worktree(home)
    assert folder_identity(worktree) == folder_identity(repo) == folder_identity(worktree / ".")
    # Sessions run in the worktree land in the repository's memory.
    claude = home / ".claude" / "projects"
    example_as(claude / claude_slug(worktree), str(worktree), ["2026-11-02-refund-idempotency"])
    invoke("ingest", str(claude))
    assert Projects().names() == [folder_identity(repo)]
    monkeypatch.chdir(repo)
    assert [r["id"] for r in json.loads(invoke("sessions", "--json").stdout)] == ["2026-11-02-refund-idempotency"]


def test_a_worktrees_own_memory_from_before_is_still_read(home, monkeypatch):
    from lc_memory.store.identity import identity

    repo, worktree = repo_and_worktree(home)
    old = identity(worktree.name, str(worktree.resolve()))  # how 0.2 named a worktree's memory
    (Projects().root / old / "sessions").mkdir(parents=True)
    monkeypatch.chdir(worktree)
    r = invoke("path")
    assert f"store: {Projects().root / old}" in r.stdout and "made before 0.3" in r.stderr
    # Its sessions keep going there until it is moved to the repository's name.
    example_as(home / "t", str(worktree), ["2026-11-02-refund-idempotency"])
    invoke("ingest", str(home / "t"))
    assert Projects().names() == [old]


# --- the library ------------------------------------------------------------------------

def test_an_id_in_two_projects_asks_for_project(tmp_path):
    root = tmp_path / "store"
    for name in ("a-111111", "b-222222"):
        Memory(Store(root, name)).ingest(sorted(EXAMPLES.glob("*.jsonl"))[:1])
    projects = Projects(root)
    with pytest.raises(Ambiguous, match="in 2 projects: a-111111, b-222222"):
        projects.find_session("2026-11-02-refund-idempotency")
    with pytest.raises(NotFound):
        projects.find_session("2026-11-02-nothing")
    r = CliRunner().invoke(cli, ["session", "done", "2026-11-02-refund-idempotency", "--store", str(root)])
    assert r.exit_code == 1 and "pass --project NAME" in r.stderr
    assert "done" in invoke("session", "done", "2026-11-02-refund-idempotency", "--store", str(root),
                            "--project", "b").stderr


def test_project_names_resolve_to_their_derived_folder(tmp_path):
    root = tmp_path / "store"
    for name in ("api-111111", "api-222222", "web-333333", "web"):
        (root / name / "sessions").mkdir(parents=True)
    projects = Projects(root)
    assert projects.resolve("web") == "web"  # an exact folder wins
    assert projects.resolve("web-333333") == "web-333333"
    assert projects.resolve("new") == "new" and projects.resolve("Web ") == "web"
    with pytest.raises(Ambiguous, match="api-111111, api-222222"):
        projects.resolve("api")
    assert scope(root, "web-333333").stores[0].project == "web-333333"


def test_fact_ids_are_found_through_a_cache_that_follows_the_files(example_store):
    root = example_store.root
    ids = FactIds(root)
    fact = Memory(example_store).facts()[0].id
    assert ids.projects_with(fact) == ["payments-api"] and ids.path.exists()
    assert ids.projects_with(fact[:6]) == ["payments-api"]
    # A fact written behind the cache's back (another writer, a hand edit) is found too.
    other = Store(root, "other-abcdef")
    other.append_facts([{"op": "observe", "id": "f-0123456789", "text": "x", "session": "s", "at": "2026-11-01"}])
    assert ids.projects_with("f-0123456789") == ["other-abcdef"]
    assert Memory.for_fact("f-0123456789", root).store.project == "other-abcdef"
    example_store.append_facts([{"op": "observe", "id": "f-9876543210", "text": "y", "session": "s",
                                 "at": "2026-11-01"}])
    assert ids.projects_with("f-9876543210") == ["payments-api"]
    # The cache is read, not rebuilt, while nothing changed: a stale cache entry would be wrong,
    # so the file's signature decides.
    cached = json.loads(ids.path.read_text())
    assert cached["other-abcdef"]["ids"] == "f-0123456789"


def test_fact_lookup_over_50_projects_reads_the_cache(tmp_path):
    """Measure: a fact id lookup across 50 projects of 2,000 fact lines each."""
    root = tmp_path / "store"
    line = '{{"op":"observe","id":"f-{p:04d}{i:06d}","text":"fact {i} of project {p}","session":"s","at":"2026-11-01"}}\n'
    for p in range(50):
        facts = root / f"p{p}-abcdef" / "memory" / "facts.jsonl"
        facts.parent.mkdir(parents=True)
        (root / f"p{p}-abcdef" / "sessions").mkdir()
        facts.write_text("".join(line.format(p=p, i=i) for i in range(2000)))
    ids = FactIds(root)
    start = time.perf_counter()
    assert ids.projects_with("f-0049001999") == ["p49-abcdef"]
    cold = time.perf_counter() - start
    start = time.perf_counter()
    for _ in range(5):
        assert ids.projects_with("f-0049001999") == ["p49-abcdef"]
    warm = (time.perf_counter() - start) / 5
    start = time.perf_counter()
    assert Projects(root).sessions_with("s") == []
    session = time.perf_counter() - start
    print(f"id lookup over 50 projects x 2000 fact lines: fact cold {cold * 1000:.1f} ms, "
          f"warm {warm * 1000:.1f} ms; session {session * 1000:.1f} ms")
    assert warm < cold


# --- CLI habits --------------------------------------------------------------------------

def test_dash_h_and_a_closed_pipe(tmp_path):
    assert "Usage:" in invoke("-h").stdout and "Usage:" in invoke("sessions", "-h").stdout
    # More sessions than a pipe holds, so the reader goes away while we still write.
    index = tmp_path / "store" / "big-abcdef" / "sessions" / "index.jsonl"
    index.parent.mkdir(parents=True)
    index.write_text("".join(json.dumps({"id": f"s-{i:05d}", "title": "t" * 200, "created": "2026-11-01T00:00:00Z",
                                         "last_activity": f"2026-11-01T{i % 24:02d}:00:00Z"}) + "\n"
                             for i in range(3000)))
    env = {**os.environ, "LC_MEMORY_STORE": str(tmp_path / "store")}
    lc = shlex.quote(str(Path(sys.executable).parent / "lc-memory"))
    out = subprocess.run(["bash", "-c", f"{lc} sessions --nl | head -1; exit ${{PIPESTATUS[0]}}"],
                         env=env, capture_output=True, text=True, cwd=tmp_path)
    assert out.returncode == 0 and "Traceback" not in out.stderr and "Error" not in out.stderr, out.stderr
    assert json.loads(out.stdout)["id"]


def test_sessions_newest_first_with_readable_booleans(example_store):
    r = invoke("sessions", "--project", "payments-api", "--csv", "--store", str(example_store.root))
    lines = r.stdout.splitlines()
    assert lines[1].startswith("2026-12-01-slow-ci,") and ",yes" in r.stdout and "True" not in r.stdout


def test_delete_asks_on_a_terminal_unless_yes(example_store, monkeypatch):
    fact = Memory(example_store).facts()[0].id
    args = ["delete", fact, "--store", str(example_store.root)]
    import click.testing

    # The runner's stdin stands in for a terminal.
    monkeypatch.setattr(click.testing._NamedTextIOWrapper, "isatty", lambda self: True, raising=False)
    r = CliRunner().invoke(cli, args, input="n\n")
    assert r.exit_code == 1 and "Delete" in r.output and fact in {f.id for f in Memory(example_store).facts()}
    r = CliRunner().invoke(cli, [*args, "--yes"])
    assert r.exit_code == 0 and fact not in {f.id for f in Memory(example_store).facts()}


def test_one_version_everywhere():
    from lc_memory import __version__

    assert f"version = {__version__}\n" in (ROOT / "setup.cfg").read_text()
    assert __version__ in invoke("--version").stdout
    assert (ROOT / "CHANGELOG.md").read_text().split("\n## ", 1)[1].startswith(__version__ + " ")


def test_memory_db_defaults_beside_the_store(home):
    agent_folders(home, real=False)
    repo = home / "repo"
    repo.mkdir()
    git("init", "-q", cwd=repo)
    os.chdir(repo)
    invoke("run", str(home / ".claude" / "projects" / "-home-dev-payments-api"))
    assert (Projects().root / "memory.db").exists()
    assert not list(repo.iterdir()) or [p.name for p in repo.iterdir()] == [".git"]


# --- the README's day-to-day block, as written, from the home folder --------------------------

def readme_day_to_day() -> list[str]:
    text = (ROOT / "README.md").read_text()
    section = text.split("## Using it day to day", 1)[1]
    block = re.search(r"```bash\n(.*?)```", section, re.S).group(1)
    return [line for line in block.splitlines() if line.strip() and not line.lstrip().startswith("#")]


def check_in_datasette(db: Path) -> list[str]:
    from datasette.app import Datasette

    async def main():
        ds = Datasette([str(db)])
        await ds.invoke_startup()
        r = await ds.client.get(f"/{db.stem}/sessions.json?_shape=array&_col=id&_size=max")
        assert r.status_code == 200, r.text
        return [row["id"] for row in r.json()]

    return asyncio.run(main())


@pytest.mark.parametrize("real", [False, pytest.param(True, marks=needs_real)], ids=["example", "real"])
def test_readme_day_to_day_runs_from_the_home_folder(home, real):
    agent_folders(home, real=real)
    lines = readme_day_to_day()
    assert lines and lines[0].startswith("lc-memory ingest ~/.claude/projects ~/.codex/sessions")
    datasette_dbs = []
    for line in lines:
        for command in line.split("&&"):
            argv = [os.path.expanduser(a) for a in shlex.split(command, comments=True)]
            if argv[0] == "datasette":
                datasette_dbs.append(Path(argv[1]))
                continue
            assert argv[0] == "lc-memory", line
            result = CliRunner().invoke(cli, argv[1:], catch_exceptions=False)
            assert result.exit_code == 0, f"{line}\n{result.output}{result.stderr}"
    # memory.db is beside the store, and Datasette opens it.
    assert datasette_dbs == [Projects().db_path]
    ids = check_in_datasette(datasette_dbs[0])
    assert ids
    ingested = {e.id for s in Projects() for e in s.session_entries()}
    with sqlite3.connect(datasette_dbs[0]) as conn:
        whole_store = conn.execute("select 1 from sqlite_master where name = 'projects'").fetchone()
    if not whole_store:
        pytest.skip("memory.db holds one project until the whole-store importer (issue 20, helper projectsdb) lands")
    assert set(ids) == ingested


def test_watch_takes_the_sessions_of_the_repositorys_worktrees(home, monkeypatch):
    from lc_memory.surfaces.watch import Watcher, project_root

    repo, worktree = repo_and_worktree(home)
    day = home / ".codex" / "sessions" / "2026" / "11" / "20"
    example_as(day, str(worktree), ["2026-11-02-refund-idempotency"])
    example_as(day / "other", "/elsewhere/ledger", ["2026-12-01-slow-ci"])
    monkeypatch.chdir(repo)
    store = Store()
    result = Watcher(store, [home / ".codex" / "sessions"], idle=10**9, root=project_root()).poll()
    assert result.ingested == ["2026-11-02-refund-idempotency"]
    assert store.project == folder_identity(repo)


def test_a_home_folder_with_sessions_of_its_own_still_means_every_project(home):
    agent_folders(home, real=False)
    example_as(home / "t", str(home), ["2026-11-23-changelog-v104"])  # an agent once run in ~
    invoke("ingest", str(home / ".claude" / "projects"), str(home / ".codex" / "sessions"), str(home / "t"))
    assert folder_identity(home) in Projects().names()
    r = invoke("sessions", "--json")
    assert "acting on every project (3)" in r.stderr
    assert len({x["project"] for x in json.loads(r.stdout)}) == 3


def test_a_fact_in_two_projects_means_the_project_you_stand_in(tmp_path, monkeypatch):
    """A fact id is a hash of its text: "Tests run with pytest -q" in two projects is one id."""
    root = tmp_path / "store"
    repos = {}
    for name in ("api", "web"):
        repo = tmp_path / name
        repo.mkdir()
        git("init", "-q", cwd=repo)
        store = Store(root, folder_identity(repo))
        store.append_facts([{"op": "observe", "id": "f-0123456789", "text": "Tests run with `pytest -q`.",
                             "session": f"s-{name}", "at": "2026-11-01T09:00:00Z"}])
        repos[name] = (repo, store.project)
    monkeypatch.setenv("LC_MEMORY_STORE", str(root))
    # Outside both: refused, naming both, with the project-qualified form to use.
    monkeypatch.chdir(tmp_path)
    result = CliRunner().invoke(cli, ["not-true", "f-0123456789"])
    assert result.exit_code == 1
    assert repos["api"][1] in result.stderr and repos["web"][1] in result.stderr
    assert "PROJECT:f-0123456789" in result.stderr
    # Inside one: that project's fact, and the other project's is untouched.
    monkeypatch.chdir(repos["api"][0])
    result = CliRunner().invoke(cli, ["not-true", "f-0123456789"], catch_exceptions=False)
    assert result.exit_code == 0, result.output
    assert Memory(Store(root, repos["api"][1])).fact("f-0123456789").state == "not-true"
    assert Memory(Store(root, repos["web"][1])).fact("f-0123456789").state != "not-true"
    # Anywhere: project:id names it.
    monkeypatch.chdir(tmp_path)
    qualified = f"{repos['web'][1]}:f-0123456789"
    result = CliRunner().invoke(cli, ["pin", qualified], catch_exceptions=False)
    assert result.exit_code == 0, result.output
    assert Memory(Store(root, repos["web"][1])).fact(qualified).pinned
    assert Memory.for_fact(qualified, root).store.project == repos["web"][1]


def test_an_unknown_project_s_error_lists_the_projects_the_store_has(tmp_path, monkeypatch):
    root = tmp_path / "store"
    for name in ("api-111111", "web-222222"):
        Store(root, name).put_session({"id": f"s-{name}", "title": "t"}, [])
    with pytest.raises(NotFound, match=r"this store has api-111111, web-222222: pass --project NAME"):
        Store(root, "home-333333").require()
    with pytest.raises(NotFound, match="ingest a session first"):
        Store(tmp_path / "empty", "home-333333").require()
    monkeypatch.setenv("LC_MEMORY_STORE", str(root))
    monkeypatch.chdir(tmp_path)  # outside any repository: digest names no project of its own making
    result = CliRunner().invoke(cli, ["digest"])
    assert result.exit_code == 1 and "this store has api-111111, web-222222" in result.stderr
