"""lc-memory watch: ingest changed transcripts, seal the idle ones."""

from __future__ import annotations

import os
import shutil
import time
from pathlib import Path

import pytest
from click.testing import CliRunner

from lc_memory.surfaces.cli import cli
from lc_memory.surfaces.watch import Watcher, claude_dir, claude_slug

from .conftest import CC_ID, CLAUDE, CODEX, CODEX_ID


@pytest.fixture
def projects(tmp_path):
    """A Claude Code projects folder holding the fixture session, last written an hour ago."""
    folder = tmp_path / "claude" / "projects" / "-home-dev-payments-api"
    shutil.copytree(CLAUDE.parent, folder)
    hour_ago = time.time() - 3600
    for p in folder.rglob("*.jsonl"):
        os.utime(p, (hour_ago, hour_ago))
    return folder


def cli_args(store):
    return ["--store", str(store.root), "--project", store.project]


def test_watch_once_seals_an_idle_session(store, projects):
    r = CliRunner().invoke(cli, ["watch", "--path", str(projects), "--once", "--any-cwd", *cli_args(store)])
    assert r.exit_code == 0, r.output
    assert f"ingested {CC_ID}" in r.stderr and f"sealed {CC_ID}" in r.stderr
    (entry,) = store.journal()
    assert entry["session"] == CC_ID and entry["outcome"].startswith("Idempotency keys moved to Postgres")
    assert store.session(CC_ID)["sealed"] is True


def test_a_session_still_in_use_is_ingested_not_sealed(store, projects):
    (projects / f"{CC_ID}.jsonl").touch()  # written just now
    result = Watcher(store, [projects], idle=600).poll()
    assert result.ingested == [CC_ID] and result.sealed == []
    assert store.journal() == []


def test_a_second_pass_reads_only_what_changed(store, projects):
    clock = [time.time()]
    watcher = Watcher(store, [projects], idle=600, clock=lambda: clock[0])
    (projects / f"{CC_ID}.jsonl").touch()
    assert watcher.poll().ingested == [CC_ID]
    again = watcher.poll()
    assert (again.ingested, again.sealed) == ([], [])
    # The session goes quiet: the next pass seals it, without reading the file again.
    clock[0] += 601
    assert watcher.poll().sealed == [CC_ID]
    assert watcher.poll().sealed == []
    # It grows: the new turn is ingested; a sealed session is not sealed a second time.
    path = projects / f"{CC_ID}.jsonl"
    line = path.read_text().splitlines()[-1].replace("rows older than 24 hours", "old rows")
    with open(path, "a") as f:
        f.write(line.replace('"uuid":"', '"uuid":"z') + "\n")
    result = watcher.poll()
    assert result.ingested == [CC_ID] and result.sealed == []
    assert len(store.journal()) == 1


def test_only_this_projects_sessions_by_default(store, tmp_path):
    folder = tmp_path / "codex" / "sessions"
    shutil.copytree(CODEX.parents[3], folder)
    elsewhere = Watcher(store, [folder], idle=0, root=tmp_path / "another-project").poll()
    assert elsewhere.ingested == [] and not store.exists()
    here = Watcher(store, [folder], idle=0, root=Path("/home/dev/payments-api")).poll()
    assert here.ingested == [CODEX_ID] and here.sealed == [CODEX_ID]


def test_the_default_folder_is_claude_codes_for_the_cwd(tmp_path, monkeypatch):
    monkeypatch.setenv("CLAUDE_CONFIG_DIR", str(tmp_path / "cc"))
    work = tmp_path / "my_proj.v2"
    work.mkdir()
    assert claude_slug(work) == str(work.resolve()).replace("/", "-").replace("_", "-").replace(".", "-")
    assert claude_dir(work) == tmp_path / "cc" / "projects" / claude_slug(work)


def test_a_file_that_is_not_a_transcript_is_reported_not_fatal(store, projects):
    (projects / "notes.jsonl").write_text('{"hello": "world"}\n')
    result = Watcher(store, [projects], idle=0).poll()
    assert result.sealed == [CC_ID]
    assert result.skipped == ["notes.jsonl (not a transcript)"] and result.errors == []
    assert "skipped 1 file that is not a transcript: notes.jsonl (not a transcript)" in result.lines()


def test_watch_with_nothing_to_watch_is_one_clear_error(store, tmp_path, monkeypatch):
    monkeypatch.setenv("CLAUDE_CONFIG_DIR", str(tmp_path / "nowhere"))
    r = CliRunner().invoke(cli, ["watch", "--once", *cli_args(store)])
    assert r.exit_code == 1
    assert "Error: nothing to watch:" in r.output and "(pass --path)" in r.output
    assert not store.exists()


def test_an_unchanged_file_is_not_read_again(store, projects):
    watcher = Watcher(store, [projects], idle=600)
    path = projects / f"{CC_ID}.jsonl"
    watcher.poll()
    # Same size, same mtime: the pass trusts them and does not open the file.
    st = path.stat()
    path.write_bytes(b"x" * st.st_size)
    os.utime(path, ns=(st.st_atime_ns, st.st_mtime_ns))
    assert watcher.poll().skipped == []
    path.write_bytes(b"y" * (st.st_size + 1))
    assert watcher.poll().skipped == [f"{path.name} (line 1: not JSON (Expecting value))"]


def test_a_session_that_cannot_be_sealed_does_not_stop_the_watcher(store, projects):
    def broken(meta, messages):
        raise RuntimeError("the model went away")

    watcher = Watcher(store, [projects], idle=0, extractor=broken)
    result = watcher.poll()
    assert result.sealed == [] and result.errors == [f"{CC_ID}: could not be sealed (RuntimeError: the model went away)"]
    watcher.extractor = None  # offline: the next pass seals it
    assert watcher.poll().sealed == [CC_ID]
