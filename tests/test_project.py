"""Project identity: each session under the project of its own working folder (issue 12)."""

from __future__ import annotations

import json
import os
import re
import subprocess
from pathlib import Path

import pytest
from click.testing import CliRunner

from lc_memory.store import identity as project
from lc_memory.surfaces.cli import cli
from lc_memory.store.identity import (claude_folder_path, current_project, decode_claude_folder, folder_identity,
                               project_for)
from lc_memory.store.files import Store
from lc_memory.surfaces.watch import Watcher, claude_slug

SLUG = re.compile(r"^[a-z0-9._-]+-[0-9a-f]{6}$")


def git_repo(path: Path) -> Path:
    (path / "src").mkdir(parents=True)
    subprocess.run(["git", "init", "-q", str(path)], check=True)
    return path


def claude_session(folder: Path, sid: str, cwd: str, words: str) -> Path:
    folder.mkdir(parents=True, exist_ok=True)
    records = [
        {"type": "user", "sessionId": sid, "uuid": f"{sid}-1", "cwd": cwd, "timestamp": "2026-11-20T10:00:00.000Z",
         "message": {"role": "user", "content": words}},
        {"type": "assistant", "sessionId": sid, "uuid": f"{sid}-2", "cwd": cwd, "timestamp": "2026-11-20T10:01:00.000Z",
         "message": {"role": "assistant", "content": [{"type": "text", "text": "Done."}]}},
    ]
    path = folder / f"{sid}.jsonl"
    path.write_text("".join(json.dumps(r) + "\n" for r in records))
    return path


def codex_session(folder: Path, sid: str, cwd: str, words: str) -> Path:
    folder.mkdir(parents=True, exist_ok=True)
    records = [
        {"timestamp": "2026-11-21T09:00:00Z", "type": "session_meta", "payload": {"id": sid, "cwd": cwd}},
        {"timestamp": "2026-11-21T09:00:01Z", "type": "event_msg", "payload": {"type": "user_message", "message": words}},
        {"timestamp": "2026-11-21T09:00:01Z", "type": "response_item",
         "payload": {"type": "message", "role": "user", "content": [{"type": "input_text", "text": words}]}},
    ]
    path = folder / f"rollout-2026-11-21T09-00-00-{sid}.jsonl"
    path.write_text("".join(json.dumps(r) + "\n" for r in records))
    return path


@pytest.fixture
def machine(tmp_path, monkeypatch):
    """A HOME-like tree: two repositories both called ``api`` (mine and a review clone), a
    ``web`` folder that is not a repository, and Claude Code / Codex transcripts of each,
    plus one from a machine whose folder is not here."""
    home = tmp_path / "home"
    mine = git_repo(home / "code" / "api")
    clone = git_repo(home / "review" / "api")
    web = home / "code" / "web"
    (web / "app").mkdir(parents=True)
    projects = home / ".claude" / "projects"
    claude_session(projects / claude_slug(mine), "s-mine-1", str(mine), "Add the orders endpoint.")
    claude_session(projects / claude_slug(mine / "src"), "s-mine-2", str(mine / "src"), "Test the orders endpoint.")
    claude_session(projects / claude_slug(clone), "s-clone-1", str(clone), "Review this pull request.")
    claude_session(projects / claude_slug(web), "s-web-1", str(web / "app"), "Fix the navbar.")
    claude_session(projects / "-home-someone-billing-service", "s-away-1", "/home/someone/billing-service",
                   "Bump the invoice schema.")
    codex = home / ".codex" / "sessions" / "2026" / "11" / "21"
    codex_session(codex, "019b0000-0000-7000-8000-00000000c0d1", str(mine), "Port the client to httpx.")
    elsewhere = tmp_path / "elsewhere"
    elsewhere.mkdir()
    monkeypatch.chdir(elsewhere)
    return {"home": home, "mine": mine, "clone": clone, "web": web, "store": tmp_path / "store"}


def run(*args: str, ok: bool = True):
    r = CliRunner().invoke(cli, list(args))
    assert (r.exit_code == 0) == ok, r.output
    return r


def stores(root: Path) -> dict[str, list[str]]:
    return {p.name: sorted(s["id"] for s in Store(root, p.name).sessions()) for p in sorted(root.iterdir())}


def test_same_name_different_repositories_get_different_memories(machine):
    mine, clone = folder_identity(machine["mine"]), folder_identity(machine["clone"])
    assert mine != clone and mine.startswith("api-") and clone.startswith("api-")
    assert SLUG.match(mine) and SLUG.match(clone)
    # The same repository is the same project from any of its folders, and from a command run in it.
    assert folder_identity(machine["mine"] / "src") == mine == current_project(machine["mine"] / "src")


def test_ingest_files_each_session_under_its_own_project(machine):
    root = machine["store"]
    r = run("ingest", str(machine["home"] / ".claude" / "projects"), str(machine["home"] / ".codex" / "sessions"),
            "--store", str(root))
    mine, clone = folder_identity(machine["mine"]), folder_identity(machine["clone"])
    web, away = folder_identity(machine["web"]), project_for("/home/someone/billing-service")
    assert away == folder_identity("/home/someone/billing-service") and away.startswith("billing-service-")
    assert web.startswith("web-")  # not a repository: the working folder's own name
    assert stores(root) == dict(sorted({
        mine: ["019b0000-0000-7000-8000-00000000c0d1", "s-mine-1", "s-mine-2"],
        clone: ["s-clone-1"],
        folder_identity(machine["web"] / "app"): ["s-web-1"],
        away: ["s-away-1"],
    }.items()))
    # One count per project, and nothing filed under the folder the command ran in.
    assert f"ingested 3 session(s) into {root / mine} (3 new or changed)" in r.stderr
    assert f"ingested 1 session(s) into {root / clone} (1 new or changed)" in r.stderr
    assert not (root / current_project()).exists()
    # A command run inside the repository finds the memory its transcripts made.
    os.chdir(machine["mine"] / "src")
    listed = run("sessions", "--json", "--store", str(root))
    assert sorted(s["id"] for s in json.loads(listed.stdout)) == stores(root)[mine]


def test_project_overrides_every_derived_identity(machine):
    root = machine["store"]
    run("ingest", str(machine["home"] / ".claude" / "projects"), "--store", str(root), "--project", "payments-api")
    assert list(stores(root)) == ["payments-api"] and len(stores(root)["payments-api"]) == 5


def test_without_a_cwd_the_claude_folder_names_the_project(machine, tmp_path):
    # An existing folder whose name has dashes and dots: matched against this machine's folders.
    found = claude_folder_path(claude_slug(machine["mine"] / "src"))
    assert found == machine["mine"] / "src"
    assert project_for(None, Path("/x") / claude_slug(machine["mine"]) / "s.jsonl") == folder_identity(machine["mine"])
    dotted = tmp_path / "my.app-v2"
    dotted.mkdir()
    assert claude_folder_path(claude_slug(dotted)) == dotted
    # Not on this machine: decoded best effort.
    assert decode_claude_folder("-home-me-my-app") == "my-app"
    assert decode_claude_folder("-Users-me-code-shop") == "code-shop"
    assert project_for(None, Path("/p/-home-me-my-app/s.jsonl")).startswith("my-app-")
    assert project_for(None, Path("/p/notes/s.jsonl")) is None


def test_a_store_made_before_0_2_keeps_working_with_one_notice(machine):
    root = machine["store"]
    os.chdir(machine["mine"])
    run("ingest", str(machine["home"] / ".claude" / "projects" / claude_slug(machine["mine"])),
        "--store", str(root), "--project", "api")  # what 0.1 made: the folder's name alone
    mine = folder_identity(machine["mine"])
    r = run("sessions", "--json", "--store", str(root))
    assert [s["id"] for s in json.loads(r.stdout)] == ["s-mine-1"]
    notice = f"note: using the store made before 0.2 at {root / 'api'}; `mv {root / 'api'} {root / mine}` to adopt the new name"
    assert r.stderr.splitlines().count(notice) == 1
    # New sessions of this repository go to the old store too, until it is moved.
    run("ingest", str(machine["home"] / ".claude" / "projects" / claude_slug(machine["mine"] / "src")), "--store", str(root))
    assert stores(root) == {"api": ["s-mine-1", "s-mine-2"]}
    # Ingesting another project's sessions from here says nothing about this folder's old store.
    r = run("ingest", str(machine["home"] / ".claude" / "projects" / claude_slug(machine["web"])), "--store", str(root))
    assert "note:" not in r.stderr
    os.rename(root / "api", root / mine)
    r = run("sessions", "--json", "--store", str(root))
    assert len(json.loads(r.stdout)) == 2 and "note:" not in r.stderr
    assert folder_identity(machine["web"] / "app") in stores(root)


def test_a_clone_with_the_same_name_does_not_take_over_the_old_store(machine):
    root = machine["store"]
    run("ingest", str(machine["home"] / ".claude" / "projects" / claude_slug(machine["mine"])),
        "--store", str(root), "--project", "api")
    os.chdir(machine["clone"])
    r = run("sessions", "--json", "--store", str(root), ok=False)
    assert "no store for project" in r.output and folder_identity(machine["clone"]) in r.output
    assert "note:" not in r.output
    run("ingest", str(machine["home"] / ".claude" / "projects" / claude_slug(machine["clone"])), "--store", str(root))
    assert stores(root)["api"] == ["s-mine-1"]  # the real project's memory is untouched
    assert stores(root)[folder_identity(machine["clone"])] == ["s-clone-1"]


def test_watch_any_cwd_files_each_session_under_its_project(machine):
    root = machine["store"]
    watched = machine["home"] / ".claude" / "projects"
    r = run("watch", "--path", str(watched), "--once", "--any-cwd", "--idle", "0", "--store", str(root))
    assert "sealed s-clone-1" in r.stderr
    assert stores(root)[folder_identity(machine["clone"])] == ["s-clone-1"]
    assert stores(root)[folder_identity(machine["mine"])] == ["s-mine-1", "s-mine-2"]


def test_watch_without_a_router_keeps_to_its_store(machine, tmp_path):
    s = Store(machine["store"], "one")
    Watcher(s, [machine["home"] / ".claude" / "projects"], idle=10**9).poll()
    assert list(stores(machine["store"])) == ["one"]


def test_identity_is_cached_per_folder(machine):
    project.git_folders.cache_clear()
    for _ in range(3):
        folder_identity(str(machine["mine"]))
    assert project.git_folders.cache_info().misses == 1


def test_run_builds_one_memory_db_of_every_project(machine, tmp_path):
    import sqlite3

    root = machine["store"]
    projects = machine["home"] / ".claude" / "projects"
    r = run("run", str(projects / claude_slug(machine["mine"])), str(projects / claude_slug(machine["clone"])),
            "--store", str(root), "--db", str(tmp_path / "memory.db"))
    mine, clone = folder_identity(machine["mine"]), folder_identity(machine["clone"])
    assert f"memory.db: {tmp_path / 'memory.db'}" in r.stdout
    assert f"ingested 1 session(s) into {clone}" in r.stderr
    with sqlite3.connect(tmp_path / "memory.db") as db:
        assert {row[0] for row in db.execute("select project from projects")} == {mine, clone}
        assert {row[0] for row in db.execute("select distinct project from sessions")} == {mine, clone}
    assert not list(tmp_path.glob("memory-*.db"))
    # One project: the db is the one named.
    run("run", str(projects / claude_slug(machine["mine"])), "--store", str(root), "--db", str(tmp_path / "one.db"))
    assert (tmp_path / "one.db").exists()


def test_a_windows_folder_is_one_project_whatever_the_case_of_its_drive_letter():
    """VS Code-hosted agents (Qwen Code, Copilot, Cline) write ``c:\\...``, a terminal ``C:\\...``."""
    assert folder_identity(r"c:\Users\u\repo") == folder_identity(r"C:\Users\u\repo") == folder_identity("C:/Users/u/repo")
    assert folder_identity(r"C:\Users\u\repo") != folder_identity(r"D:\Users\u\repo")


def test_a_windows_folder_is_one_project_whatever_the_case_of_its_path():
    """A Gemini CLI share lower-cases the whole folder (issue 35's unseen round 11: one chat's
    sessions landed in gameoflife-22507e and gameoflife-df7623); Windows folders ignore case."""
    assert folder_identity(r"C:\Users\Fried\GameOfLife") == folder_identity(r"c:\users\fried\gameoflife")
    assert folder_identity(r"C:\Users\Fried\GameOfLife").startswith("gameoflife-")
    assert folder_identity("/home/u/GameOfLife") != folder_identity("/home/u/gameoflife")  # POSIX keeps case
