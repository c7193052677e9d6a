"""The command line through click's CliRunner: every command, and bad input at each one."""

from __future__ import annotations

import hashlib
import json
import sqlite3
from pathlib import Path

import pytest
from click.testing import CliRunner

from lc_memory.surfaces.cli import cli
from lc_memory.store.files import Store

from .conftest import EXAMPLES

PROJECT = ["--project", "payments-api"]
CHANGELOG = "2026-11-23-changelog-v104"
REFUNDS = "2026-11-02-refund-idempotency"


def run(*args: str, ok: bool = True, input: str | None = None):
    result = CliRunner().invoke(cli, [*args], input=input, catch_exceptions=False)
    if ok:
        assert result.exit_code == 0, result.output
    return result


def tree(root: Path) -> dict[str, str]:
    """Every file under root with a hash of its bytes: 'no file changed' means this is equal."""
    if not root.exists():
        return {}
    return {
        str(p.relative_to(root)): hashlib.sha256(p.read_bytes()).hexdigest()
        for p in sorted(root.rglob("*")) if p.is_file()
    }


def one_error(result, *needles: str) -> str:
    """Bad input: a non-zero exit and exactly one ``Error:`` line naming the problem."""
    assert result.exit_code != 0, result.output
    errors = [line for line in result.stderr.splitlines() if line.startswith("Error:")]
    assert len(errors) == 1, result.stderr
    assert "Traceback" not in result.output
    for needle in needles:
        assert needle in errors[0], errors[0]
    return errors[0]


@pytest.fixture
def root(tmp_path, monkeypatch) -> Path:
    root = tmp_path / "store"
    monkeypatch.setenv("LC_MEMORY_STORE", str(root))
    monkeypatch.chdir(tmp_path)
    return root


@pytest.fixture
def ingested(root) -> Store:
    result = run("ingest", str(EXAMPLES), *PROJECT)
    assert "ingested 6 session(s)" in result.stderr and "(6 new or changed)" in result.stderr
    return Store(root, "payments-api")


@pytest.fixture
def sealed(ingested) -> Store:
    run("seal", "--all", *PROJECT)
    return ingested


def facts_json(*extra: str) -> list[dict]:
    return json.loads(run("facts", "--json", *PROJECT, *extra).stdout)


# --- the happy paths -----------------------------------------------------------

def test_ingest_is_idempotent(ingested):
    again = run("ingest", str(EXAMPLES), *PROJECT)
    assert "(0 new or changed)" in again.stderr
    sessions = json.loads(run("sessions", "--json", *PROJECT).stdout)
    assert len(sessions) == 6 and {s["format"] for s in sessions} == {"native"}


def test_seal_one_then_again_then_all(ingested):
    first = run("seal", REFUNDS, *PROJECT)
    assert first.stderr.startswith(f"{REFUNDS}: ")
    again = run("seal", REFUNDS, *PROJECT)
    assert "already sealed" in again.stderr
    run("seal", "--all", *PROJECT)
    journal = json.loads(run("journal", "--json", *PROJECT).stdout)
    assert len(journal) == 6 and [e["session"] for e in journal].count(REFUNDS) == 1
    resealed = run("seal", REFUNDS, "--again", *PROJECT)
    assert "1 of them sealed again, their journal line replaced" in resealed.stderr
    journal = json.loads(run("journal", "--json", *PROJECT).stdout)
    assert len(journal) == 6 and [e["session"] for e in journal].count(REFUNDS) == 1  # replaced, not added
    assert "nothing to seal" in run("seal", "--all", *PROJECT).stderr
    assert "sealed 6 of 6 session(s); 6 of them sealed again" in run("seal", "--all", "--again", *PROJECT).stderr


def test_a_session_that_grows_after_its_seal_is_sealed_again(root, tmp_path):
    """Claude Code's resume appends to the same transcript: ingest says it changed, and
    `seal --all` seals it again, its journal line replaced."""
    from .conftest import CC_ID, CLAUDE

    transcript = tmp_path / CLAUDE.parent.name / CLAUDE.name
    transcript.parent.mkdir()
    transcript.write_bytes(CLAUDE.read_bytes())
    run("ingest", str(transcript))
    (project,) = [p.name for p in root.iterdir() if (p / "sessions").is_dir()]
    where = ["--project", project]
    run("seal", "--all", *where)
    before = json.loads(run("journal", "--json", *where).stdout)
    assert "nothing to seal" in run("seal", "--all", *where).stderr
    last = json.loads(transcript.read_text().splitlines()[-1])
    resumed = {**last, "type": "user", "uuid": "b0b0b0b0-0000-4000-8000-000000000001",
               "parentUuid": last.get("uuid"), "timestamp": "2026-12-03T10:00:00.000Z",
               "message": {"role": "user", "content": "Also prune the keys hourly, not nightly."}}
    with transcript.open("a") as f:
        f.write(json.dumps(resumed) + "\n")
    assert "(1 new or changed)" in run("ingest", str(transcript)).stderr
    sealed = run("seal", "--all", *where)
    assert "sealed 1 of 1 session(s); 1 of them sealed again" in sealed.stderr
    after = json.loads(run("journal", "--json", *where).stdout)
    assert len(after) == len(before) == 1 and after[0]["session"] == CC_ID
    assert after[0]["at"] > before[0]["at"] and after[0]["turns"] == before[0]["turns"] + 1
    assert "nothing to seal" in run("seal", "--all", *where).stderr


def test_seal_done_and_pinned_mark_the_session(ingested):
    run("seal", REFUNDS, "--done", "--pinned", *PROJECT)
    s = ingested.session(REFUNDS)
    assert (s["status"], s["pinned"], s["sealed"]) == ("done", True, True)


def test_seal_needs_a_session(ingested):
    result = run("seal", *PROJECT, ok=False)
    assert result.exit_code == 2 and "name one or more SESSION ids, or pass --all" in result.stderr


def test_consolidate_and_digest(sealed):
    result = run("consolidate", *PROJECT)
    assert "wrote " in result.stderr and "MEMORY.md" in result.stderr
    raw = run("digest", "--raw", *PROJECT).stdout
    assert raw == sealed.memory_md.read_text()
    framed = run("digest", *PROJECT).stdout
    assert framed.startswith('<project-memory project="payments-api"')
    assert "verify against the current code" in framed and framed.rstrip().endswith("</project-memory>")


def test_digest_consolidates_when_there_is_no_memory_md(ingested):
    assert not ingested.memory_md.exists()
    assert run("digest", *PROJECT).stdout.startswith("<project-memory")
    assert ingested.memory_md.exists()


def test_facts_listing_formats(sealed):
    rows = facts_json()
    assert {"id", "state", "text", "sessions", "source_session", "learned_at", "history"} <= set(rows[0])
    assert {r["state"] for r in rows} >= {"observed", "inferred", "superseded", "unconfirmed-instruction"}
    observed = facts_json("--state", "observed")
    assert observed and all(r["state"] == "observed" for r in observed)
    csv = run("facts", "--csv", *PROJECT).stdout.splitlines()
    assert csv[0] == "id,state,text,sessions,learned_at,age_days" and len(csv) == len(rows) + 1
    nl = run("facts", "--nl", *PROJECT).stdout.splitlines()
    assert [json.loads(x)["id"] for x in nl] == [r["id"] for r in rows]
    table = run("facts", *PROJECT).stdout
    assert table.splitlines()[0].split()[:2] == ["id", "state"]
    assert facts_json("--notes") == []


def test_sessions_and_journal_listings(sealed):
    tsv = run("sessions", "--tsv", *PROJECT).stdout.splitlines()
    assert tsv[0].split("\t")[:3] == ["id", "title", "status"] and len(tsv) == 7
    journal = json.loads(run("journal", "--json", *PROJECT).stdout)
    assert {"session", "at", "outcome", "facts", "files"} <= set(journal[0])
    assert not any("sk_live_" in json.dumps(e) for e in journal)


def test_actions_round_trip(sealed):
    planted = next(r for r in facts_json() if r["state"] == "unconfirmed-instruction")
    fid = planted["id"]

    def state() -> str:
        return next(r for r in facts_json() if r["id"] == fid)["state"]

    assert run("confirm", fid[:6], *PROJECT).stderr.strip() == f"{fid[:6]}: confirmed"
    run("not-true", fid, *PROJECT)
    assert state() == "not-true"
    run("restore", fid, *PROJECT)
    assert state() == "confirmed"  # back to what it was before "not true"
    run("pin", fid, *PROJECT)
    assert state() == "confirmed" and next(r for r in facts_json() if r["id"] == fid)["pinned"]
    run("unpin", fid, *PROJECT)
    assert not next(r for r in facts_json() if r["id"] == fid)["pinned"]
    edited = run("edit", fid, "The bootstrap script is scripts/bootstrap.sh.", *PROJECT)
    assert "confirmed: The bootstrap script is scripts/bootstrap.sh." in edited.stderr
    assert "curl -s https://bootstrap" in sealed.facts_path.read_text()  # the edit keeps history
    run("delete", fid, *PROJECT)
    assert all(r["id"] != fid for r in facts_json())
    assert fid not in sealed.facts_path.read_text().replace(f'"op":"delete","id":"{fid}"', "")
    assert "curl -s https://bootstrap" not in sealed.facts_path.read_text()


def test_unknown_fact_id(sealed):
    before = tree(sealed.root)
    one_error(run("confirm", "f-nope", *PROJECT, ok=False), "no fact or note with id 'f-nope'")
    one_error(run("edit", "f-nope", "text", *PROJECT, ok=False), "f-nope")
    assert tree(sealed.root) == before


def test_forget_session(sealed):
    result = run("forget-session", CHANGELOG, *PROJECT)
    report = json.loads(result.stderr)
    assert report["session"] == CHANGELOG and report["journal_removed"] == 1
    journal = json.loads(run("journal", "--json", *PROJECT).stdout)
    assert CHANGELOG not in {e["session"] for e in journal}
    assert CHANGELOG not in sealed.facts_path.read_text()
    assert sealed.session(CHANGELOG)["forgotten"] is True


def test_path(ingested):
    lines = dict(line.split(": ", 1) for line in run("path", *PROJECT).stdout.splitlines())
    assert lines["store"] == str(ingested.path)
    assert lines["MEMORY.md"] == str(ingested.memory_md)


def test_run_is_the_main_job(root, tmp_path):
    result = run("run", str(EXAMPLES), *PROJECT, "--db", str(tmp_path / "memory.db"))
    assert f"memory.db: {tmp_path / 'memory.db'}" in result.stdout
    assert "MEMORY.md: " in result.stdout
    db = sqlite3.connect(tmp_path / "memory.db")
    assert db.execute("select count(*) from sessions").fetchone()[0] == 6
    assert db.execute("select count(*) from journal").fetchone()[0] == 6
    assert db.execute("select count(*) from facts").fetchone()[0] > 0


def test_import_json_and_incremental(sealed, tmp_path):
    db = str(tmp_path / "m.db")
    first = json.loads(run("import", "--db", db, "--json", *PROJECT).stdout)
    assert (first["sessions_read"], first["sessions_skipped"]) == (6, 0)
    second = json.loads(run("import", "--db", db, "--json", *PROJECT).stdout)
    assert (second["sessions_read"], second["sessions_skipped"]) == (0, 6)
    rebuilt = json.loads(run("import", "--db", db, "--rebuild", "--json", *PROJECT).stdout)
    assert rebuilt["rebuilt"] and rebuilt["sessions_read"] == 6


def test_export_session_and_memory(sealed, tmp_path):
    md = run("export", CHANGELOG, "--markdown", *PROJECT).stdout
    assert md.startswith("# Tidy the CHANGELOG for v1.0.4\n")
    assert "**You** · 2026-11-23 09:00" in md and "sk_live_" not in md
    assert "[REDACTED:stripe-key]" in md
    out = tmp_path / "out" / "memory-set.md"
    result = run("export", "--memory", "-o", str(out), *PROJECT)
    assert result.stdout == "" and f"wrote {out}" in result.stderr
    text = out.read_text()
    assert text.startswith("# Memory set: payments-api") and "## Facts (" in text
    assert sorted(p.name for p in out.parent.iterdir()) == ["memory-set.md"]


def test_export_needs_exactly_one_target(sealed):
    assert run("export", *PROJECT, ok=False).exit_code == 2
    assert run("export", CHANGELOG, "--memory", *PROJECT, ok=False).exit_code == 2


def test_version_and_help():
    assert "lc-memory, version" in run("--version").stdout
    assert "Project memory for AI coding-agent sessions" in run("--help").stdout


# --- bad input: one clear error line, non-zero exit, no file changed -----------

STORE_COMMANDS = [
    ["seal", REFUNDS], ["seal", "--all"], ["consolidate"], ["digest"], ["facts"], ["sessions"],
    ["journal"], ["confirm", "f-1"], ["edit", "f-1", "x"], ["delete", "f-1"],
    ["forget-session", REFUNDS], ["import", "--db", "memory.db"], ["export", REFUNDS], ["export", "--memory"],
]


@pytest.mark.parametrize("args", STORE_COMMANDS, ids=lambda a: " ".join(a))
def test_a_store_that_does_not_exist(root, tmp_path, args):
    before = tree(tmp_path)
    result = run(*args, "--project", "nowhere", ok=False)
    one_error(result, "no store for project 'nowhere'")
    assert tree(tmp_path) == before
    assert not (root / "nowhere").exists() and not (tmp_path / "memory.db").exists()


@pytest.mark.parametrize(
    "args", [["seal", "nope"], ["seal", REFUNDS, "nope"], ["forget-session", "nope"], ["export", "nope"]],
    ids=lambda a: " ".join(a),
)
def test_an_unknown_session_id(ingested, args):
    before = tree(ingested.root)
    one_error(run(*args, *PROJECT, ok=False), "unknown session id 'nope'")
    assert tree(ingested.root) == before


def test_an_invalid_session_id(ingested):
    before = tree(ingested.root)
    one_error(run("seal", "../../etc/passwd", *PROJECT, ok=False), "not a valid session id")
    assert tree(ingested.root) == before


@pytest.mark.parametrize(
    "args",
    [["ingest", str(EXAMPLES)], ["run", str(EXAMPLES)], *STORE_COMMANDS],
    ids=lambda a: " ".join(a[:2]),
)
def test_a_malformed_config(sealed, tmp_path, args):
    sealed.config_path.write_text("digestTokens = 'lots'\n")
    before = tree(tmp_path)
    one_error(run(*args, *PROJECT, ok=False), "config.toml: digestTokens must be a positive integer")
    assert tree(tmp_path) == before


def test_a_config_that_is_not_toml(sealed, tmp_path):
    sealed.config_path.write_text("digestTokens = \n")
    before = tree(tmp_path)
    one_error(run("consolidate", *PROJECT, ok=False), "config.toml: not valid TOML")
    assert tree(tmp_path) == before


def test_a_non_json_line_in_a_transcript(root, tmp_path):
    good = tmp_path / "good.jsonl"
    good.write_text((EXAMPLES / f"{REFUNDS}.jsonl").read_text())
    bad = tmp_path / "bad.jsonl"
    lines = (EXAMPLES / f"{CHANGELOG}.jsonl").read_text().splitlines()
    bad.write_text("\n".join(lines[:2] + ["{not json"] + lines[2:]) + "\n")
    before = tree(tmp_path)
    # --strict is all or nothing: the good file named first is not ingested either.
    one_error(run("ingest", "--strict", str(good), str(bad), *PROJECT, ok=False), f"{bad}:3: not JSON")
    assert tree(tmp_path) == before


def test_a_file_that_is_not_a_transcript(root, tmp_path):
    other = tmp_path / "notes.txt"
    other.write_text("hello\n")
    one_error(run("ingest", str(other), *PROJECT, ok=False), "not a transcript lc-memory knows")
    assert not root.exists()


def test_a_non_json_line_in_facts_is_reported_and_kept(sealed):
    with open(sealed.facts_path, "a") as f:
        f.write("this line is not json\n")
    bytes_before = sealed.facts_path.read_bytes()
    result = run("facts", "--json", *PROJECT)
    assert f"warning: {sealed.facts_path}:" in result.stderr and "not JSON" in result.stderr
    assert "(skipped)" in result.stderr
    assert json.loads(result.stdout)  # the good lines still fold
    assert sealed.facts_path.read_bytes() == bytes_before
    # a rewrite (delete) keeps the unreadable line verbatim
    fid = json.loads(result.stdout)[0]["id"]
    run("delete", fid, *PROJECT)
    assert b"this line is not json\n" in sealed.facts_path.read_bytes()


def test_a_torn_final_line_in_the_journal(sealed):
    with open(sealed.journal_path, "ab") as f:
        f.write(b'{"session": "x", "outc')
    result = run("journal", "--json", *PROJECT)
    assert "torn final line" in result.stderr
    assert len(json.loads(result.stdout)) == 6


def test_export_to_a_path_that_cannot_be_written(sealed, tmp_path):
    blocker = tmp_path / "a-file"
    blocker.write_text("x")
    one_error(run("export", "--memory", "-o", str(blocker / "out.md"), *PROJECT, ok=False), "cannot write")
    assert blocker.read_text() == "x"


def test_seal_all_with_nothing_left_is_not_an_error(sealed):
    result = run("seal", "--all", *PROJECT)
    assert "nothing to seal" in result.stderr
