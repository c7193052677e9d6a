"""`lc-memory ingest` with no path: every agent's own folders on this machine, a line per agent."""

from __future__ import annotations

import json
import shutil

import pytest
from click.testing import CliRunner

from lc_memory.ingest.base import FORMATS, expand, locations
from lc_memory.surfaces.cli import cli

from .conftest import CC_ID, CLAUDE, CODEX, CODEX_ID, FIXTURES


def agents_installed(home):
    claude = home / ".claude" / "projects" / CLAUDE.parent.name
    claude.mkdir(parents=True)
    shutil.copy(CLAUDE, claude / CLAUDE.name)
    codex = home / ".codex" / "sessions" / "2026" / "12" / "01"
    codex.mkdir(parents=True)
    shutil.copy(CODEX, codex / CODEX.name)


def test_every_format_says_who_it_is():
    names = [f.name for f in FORMATS]
    assert len(names) == len(set(names)) and all(f.label for f in FORMATS)
    assert {"claude-code", "codex", "gemini-cli", "opencode", "aider", "cursor"} <= set(names)


def test_no_path_reads_every_agent_s_folders_with_a_line_per_agent(home):
    agents_installed(home)
    found = locations()
    assert set(found) == {"claude-code", "codex"}, found
    result = CliRunner().invoke(cli, ["ingest"], catch_exceptions=False)
    assert result.exit_code == 0, result.output
    assert "Claude Code: 1 session in 1 project" in result.stderr
    assert "Codex: 1 session in 1 project" in result.stderr
    again = CliRunner().invoke(cli, ["ingest"], catch_exceptions=False)
    assert again.exit_code == 0 and "(0 new or changed)" in again.stderr  # re-ingest changes nothing
    listed = CliRunner().invoke(cli, ["sessions", "--all-projects", "--json"], catch_exceptions=False)
    assert CC_ID in listed.output and CODEX_ID in listed.output


def test_no_agent_on_the_machine_is_one_clear_error(home):
    result = CliRunner().invoke(cli, ["ingest"])
    assert result.exit_code == 1
    (line,) = [x for x in result.stderr.splitlines() if x.startswith("Error:")]
    assert "no agent's transcripts found on this machine" in line and "Claude Code" in line


def test_a_folder_offers_its_files_to_every_format(tmp_path):
    (tmp_path / "a").mkdir()
    shutil.copy(CLAUDE, tmp_path / "a" / CLAUDE.name)
    (tmp_path / "a" / "index.jsonl").write_text("{}\n")  # a store's own index is not a transcript
    assert expand([tmp_path]) == [tmp_path / "a" / CLAUDE.name]


def test_two_agents_in_one_repository_share_a_project_and_each_line_names_its_agent(home):
    agents_installed(home)  # a Claude Code session and a Codex one, both in /home/dev/payments-api
    assert CliRunner().invoke(cli, ["ingest"], catch_exceptions=False).exit_code == 0
    projects = [p.name for p in (home.parent / "store").iterdir() if (p / "sessions").is_dir()]
    assert len(projects) == 1, projects
    (project,) = projects
    sealed = CliRunner().invoke(cli, ["seal", "--all", "--project", project], catch_exceptions=False)
    assert sealed.exit_code == 0, sealed.output
    digest = CliRunner().invoke(cli, ["digest", "--raw", "--project", project], catch_exceptions=False).output
    recently = digest.split("## Recently", 1)[1]
    lines = {line for line in recently.splitlines() if line.startswith("- ")}
    assert any("(Claude Code" in line and CC_ID in line for line in lines), recently
    assert any("(Codex" in line and CODEX_ID in line for line in lines), recently
    journal = [json.loads(x) for x in (home.parent / "store" / project / "memory" / "journal.jsonl").read_text().splitlines()]
    assert {e["agent"] for e in journal} == {"claude-code", "codex"}


def test_detecting_a_database_in_wal_mode_leaves_nothing_beside_it(tmp_path):
    """Every format's sniff runs on another agent's database: none may create a -shm or -wal
    file beside it (SQLite does, even opened read-only, for a database in WAL mode)."""
    import sqlite3

    from lc_memory.ingest.base import detect
    from lc_memory.ingest.common import NotATranscript

    db = tmp_path / "other.db"
    conn = sqlite3.connect(db)
    conn.execute("pragma journal_mode=wal")
    conn.execute("create table notes (id integer primary key, text text)")
    conn.execute("insert into notes (text) values ('x')")
    conn.commit()
    conn.close()
    before = sorted(p.name for p in tmp_path.iterdir())
    with pytest.raises(NotATranscript):
        detect(db)
    assert sorted(p.name for p in tmp_path.iterdir()) == before


def test_four_agents_in_one_repository_land_in_one_project_and_reingest_changes_nothing(home):
    """Claude Code, Codex, Qwen Code and Copilot CLI sessions, each run in /home/dev/payments-api,
    read from each agent's own folder: one project, a journal naming each agent."""
    agents_installed(home)  # Claude Code and Codex, in /home/dev/payments-api
    agents = FIXTURES / "agents"
    qwen = home / ".qwen" / "projects" / "-home-dev-payments-api" / "chats"
    qwen.mkdir(parents=True)
    (source,) = (agents / "qwen-code" / "home" / ".qwen" / "projects" / "-home-dev-notes-app" / "chats").iterdir()
    (qwen / source.name).write_text(source.read_text().replace("/home/dev/notes-app", "/home/dev/payments-api"))
    (copilot_source,) = (agents / "copilot-cli").iterdir()
    copilot = home / ".copilot" / "session-state" / copilot_source.name
    copilot.mkdir(parents=True)
    for f in copilot_source.iterdir():
        (copilot / f.name).write_text(f.read_text().replace("/home/dev/weather-cli", "/home/dev/payments-api"))
    first = CliRunner().invoke(cli, ["ingest"], catch_exceptions=False)
    assert first.exit_code == 0, first.output
    assert "Qwen Code: 1 session in 1 project" in first.stderr
    assert "GitHub Copilot CLI: 1 session in 1 project" in first.stderr
    again = CliRunner().invoke(cli, ["ingest"], catch_exceptions=False)
    assert again.exit_code == 0 and "(0 new or changed)" in again.stderr, again.stderr
    projects = [p.name for p in (home.parent / "store").iterdir() if (p / "sessions").is_dir()]
    assert len(projects) == 1, projects
    (project,) = projects
    sealed = CliRunner().invoke(cli, ["seal", "--all", "--project", project], catch_exceptions=False)
    assert sealed.exit_code == 0, sealed.output
    journal = [json.loads(x) for x in (home.parent / "store" / project / "memory" / "journal.jsonl").read_text().splitlines()]
    assert {e["agent"] for e in journal} == {"claude-code", "codex", "qwen-code", "copilot-cli"}
    digest = CliRunner().invoke(cli, ["digest", "--raw", "--project", project], catch_exceptions=False).output
    recently = digest.split("## Recently", 1)[1]
    assert "(GitHub Copilot CLI" in recently, recently  # the digest lists the latest three
