"""lc-memory import over a real SQLite file: the full build, the incremental refresh, and
what both must agree on."""

from __future__ import annotations

import datetime as dt
import json
import os
import sqlite3
from pathlib import Path

import pytest
from click.testing import CliRunner
from hypothesis import example, given, settings
from hypothesis import strategies as st

from lc_memory.db.importer import digest_ids, import_store
from lc_memory.memory import Memory
from lc_memory.store.files import read_jsonl, read_records
from lc_memory.surfaces.cli import cli

from .conftest import NOW

REFUNDS = "2026-11-02-refund-idempotency"
CHANGELOG = "2026-11-23-changelog-v104"


def state(path: Path) -> dict:
    """Every row the import writes (but the journal's running id), and the FTS row counts."""
    con = sqlite3.connect(path)
    con.row_factory = sqlite3.Row
    out = {}
    for table, order in (("sessions", "id"), ("messages", "id"), ("facts", "id"), ("journal", "session_id, at"),
                         ("notes", "id"), ("observations", "id"), ("memory", "project")):
        rows = [dict(r) for r in con.execute(f"select * from [{table}] order by {order}")]
        if table == "journal":
            for r in rows:
                r.pop("id")
        out[table] = rows
    for fts in ("messages_fts", "journal_fts", "facts_fts"):
        out[fts] = con.execute(f"select count(*) from {fts}").fetchone()[0]
    con.close()
    return out


def match(path: Path, words: str) -> list[str]:
    con = sqlite3.connect(path)
    try:
        return [r[0] for r in con.execute(
            "select id from messages where rowid in (select rowid from messages_fts where messages_fts match ?) order by id",
            [words])]
    finally:
        con.close()


def test_a_full_import_fills_every_table(example_store, tmp_path):
    db = tmp_path / "memory.db"
    result = import_store(example_store, db, now=NOW)
    assert (result.sessions_read, result.sessions_skipped, result.rebuilt, result.folded) == (6, 0, False, True)
    s = state(db)
    # 7 facts: the 2026-11-30 session's migration is one (issue 21: facts from what it did),
    # and where the 2026-11-09 session's tests live (issue 34: where a kind of code lives).
    assert len(s["sessions"]) == 6 and len(s["journal"]) == 6 and len(s["facts"]) == 7
    assert s["messages_fts"] == len(s["messages"]) == result.messages == sum(r["messages"] for r in s["sessions"])
    assert s["journal_fts"] == 6 and s["facts_fts"] == 7
    assert len(s["observations"]) == len(example_store.fact_records())
    assert s["memory"][0]["markdown"] == example_store.memory_md.read_text()
    # Porter stemming: "retried" finds "retries" and "retry".
    assert "2026-11-02-refund-idempotency:1" in match(db, "retried")
    assert not list(tmp_path.glob(".*.tmp*")), "the build's temp file is renamed into place"


def test_no_change_skips_every_file_and_refolds_nothing(example_store, tmp_path):
    db = tmp_path / "memory.db"
    import_store(example_store, db, now=NOW)
    before = state(db)
    again = import_store(example_store, db, now=NOW + dt.timedelta(minutes=5))
    assert (again.sessions_read, again.sessions_skipped, again.messages, again.folded) == (0, 6, 0, False)
    after = state(db)
    assert after["memory"][0].pop("imported_at") != before["memory"][0].pop("imported_at")
    assert after == before


def test_the_fold_is_redone_when_the_clock_moves_an_hour(example_store, tmp_path):
    db = tmp_path / "memory.db"
    import_store(example_store, db, now=NOW)
    later = import_store(example_store, db, now=NOW + dt.timedelta(days=3))
    assert later.folded and later.sessions_read == 0
    ages = {r["id"]: r["age_days"] for r in state(db)["facts"]}
    assert ages["f-ef250fcfb4"] == 5  # learned 2026-11-30, now 2026-12-05
    # Recall's cache passes refold_after=None: only a changed file refolds it.
    assert not import_store(example_store, db, now=NOW + dt.timedelta(days=9), refold_after=None).folded


def test_a_changed_file_is_read_again_whole(example_store, tmp_path):
    db = tmp_path / "memory.db"
    import_store(example_store, db, now=NOW)
    meta = example_store.session(REFUNDS)
    messages = example_store.messages(REFUNDS)[:3]
    messages[0] = {**messages[0], "content": "Refunds double up under a zeppelin of retries"}
    example_store.put_session({**meta, "type": "session"}, messages)
    result = import_store(example_store, db, now=NOW)
    assert (result.sessions_read, result.sessions_skipped, result.messages) == (1, 5, 3)
    s = state(db)
    assert [m["id"] for m in s["messages"] if m["session_id"] == REFUNDS] == [f"{REFUNDS}:{n}" for n in (1, 2, 3)]
    assert next(r for r in s["sessions"] if r["id"] == REFUNDS)["messages"] == 3
    assert match(db, "zeppelin") == [f"{REFUNDS}:1"]
    assert match(db, "Sounds good") == []  # turn 9 is gone, from the table and from the index
    assert s["messages_fts"] == len(s["messages"])
    # ...and the db is what a clean build of the same files gives.
    clean = tmp_path / "clean.db"
    import_store(example_store, clean, now=NOW)
    assert state(clean) == s


def test_a_session_gone_from_the_index_is_removed(example_store, tmp_path):
    db = tmp_path / "memory.db"
    import_store(example_store, db, now=NOW)
    lines = [line for line in example_store.index_path.read_text().splitlines() if CHANGELOG not in line]
    example_store.index_path.write_text("\n".join(lines) + "\n")
    result = import_store(example_store, db, now=NOW)
    assert result.sessions_removed == 1
    s = state(db)
    assert CHANGELOG not in {r["id"] for r in s["sessions"]}
    assert not [m for m in s["messages"] if m["session_id"] == CHANGELOG]
    assert not [m for m in match(db, "changelog") if m.startswith(CHANGELOG)]
    assert s["messages_fts"] == len(s["messages"])
    con = sqlite3.connect(db)
    assert con.execute("select count(*) from _lc_files where path like ?", [f"%{CHANGELOG}%"]).fetchone()[0] == 0


def test_a_deleted_session_file_empties_its_messages_once(example_store, tmp_path):
    db = tmp_path / "memory.db"
    import_store(example_store, db, now=NOW)
    example_store.session_path(REFUNDS).unlink()
    first = import_store(example_store, db, now=NOW)
    assert first.sessions_read == 1 and not match(db, "zeppelin OR refunds").count(f"{REFUNDS}:1")
    assert import_store(example_store, db, now=NOW).sessions_read == 0


def test_rebuild_starts_fresh_and_matches_the_incremental_db(example_store, tmp_path):
    db = tmp_path / "memory.db"
    import_store(example_store, db, now=NOW)
    Memory.at(example_store, NOW).act("not-true", "f-421b9a0e03")
    import_store(example_store, db, now=NOW)
    incremental = state(db)
    rebuilt = import_store(example_store, db, rebuild=True, now=NOW)
    assert rebuilt.rebuilt and rebuilt.sessions_read == 6
    assert state(db) == incremental
    assert {r["id"]: r["state"] for r in incremental["facts"]}["f-421b9a0e03"] == "not-true"


def test_an_unreadable_db_file_is_rebuilt_from_the_files(example_store, tmp_path):
    db = tmp_path / "memory.db"
    db.write_bytes(b"not a database at all\n" * 100)
    result = import_store(example_store, db, now=NOW)
    assert result.rebuilt and result.sessions_read == 6
    assert sqlite3.connect(db).execute("pragma integrity_check").fetchone()[0] == "ok"


def test_in_digest_comes_from_the_markers_memory_md_carries(example_store, tmp_path):
    db = tmp_path / "memory.db"
    import_store(example_store, db, now=NOW)
    text = example_store.memory_md.read_text()
    facts = {r["id"]: r["in_digest"] for r in state(db)["facts"]}
    assert facts == {f: int(f"[{f}]" in text) for f in facts}
    assert facts["f-534ce1a715"] == 1 and facts["f-de325fc418"] == 0  # superseded: out of the digest
    example_store.memory_md.write_text(text.replace("[f-534ce1a715]", ""))
    assert import_store(example_store, db, now=NOW).folded
    assert {r["id"]: r["in_digest"] for r in state(db)["facts"]}["f-534ce1a715"] == 0
    assert digest_ids("- a fact (inferred) [f-0123456789]\n- 2026-11-30 · x [s-1]") == {"f-0123456789", "s-1"}


def test_a_failed_build_leaves_no_temp_file_and_no_db(example_store, tmp_path, monkeypatch):
    from lc_memory.db import importer

    def boom(*args, **kwargs):
        raise sqlite3.OperationalError("database or disk is full")

    monkeypatch.setattr(importer, "_write_fold", boom)
    db = tmp_path / "memory.db"
    with pytest.raises(sqlite3.OperationalError):
        import_store(example_store, db, now=NOW)
    assert sorted(p.name for p in tmp_path.iterdir() if "memory.db" in p.name) == []


def test_a_killed_builds_temp_file_is_cleaned_up(example_store, tmp_path):
    db = tmp_path / "memory.db"
    dead = tmp_path / ".memory.db.build-999999999.tmp"
    dead.write_bytes(b"half a build")
    import_store(example_store, db, now=NOW)
    assert not dead.exists() and db.exists()


def test_malformed_lines_are_reported_with_file_and_line_and_skipped(example_store, tmp_path):
    total = import_store(example_store, tmp_path / "clean.db", now=NOW).messages
    path = example_store.session_path(REFUNDS)
    lines = path.read_text().splitlines()
    lines.insert(3, "{not json")
    path.write_text("\n".join(lines) + "\n")
    result = import_store(example_store, tmp_path / "memory.db", now=NOW)
    assert any(p.startswith(f"{path}:4: not JSON") for p in result.problems)
    assert result.messages == total  # every message still goes in, the bad line does not


JSON_LINE = st.one_of(
    st.dictionaries(st.sampled_from(["type", "turn", "content", "x"]),
                    st.one_of(st.integers(), st.text(max_size=8), st.none()), max_size=3)
    .map(lambda d: json.dumps(d)),
    st.sampled_from(["{not json", "[1, 2]", "5", '"text"', '{"a": 1},{"b": 2}', '{"a": 1} , {"b": 2}',
                     '{"a": "x', 'y"}', "", "   ", '{"a": "},{"}', "\ufeff{}", '{"a": "\\u00e9"}']),
)


@settings(max_examples=200, deadline=None)
@given(st.lists(JSON_LINE, max_size=8), st.booleans())
@example(['{"a": "x', 'y"}'], False)  # two broken lines that join into one object
@example(['{"a": "x', 'y"}', '{"a": 1},{"b": 2}'], False)  # ... and one line that splits in two
@example(['{"a": 1}', "{not json"], True)
def test_the_fast_reader_reads_exactly_what_read_jsonl_reads(tmp_path_factory, lines, torn):
    path = tmp_path_factory.mktemp("lines") / "s.jsonl"
    data = "\n".join(lines) + ("" if torn else "\n")
    path.write_bytes(data.encode("utf-8"))
    assert read_records(path) == read_jsonl(path)


def test_the_cli_imports_with_json_output(example_store, tmp_path):
    db = tmp_path / "memory.db"
    args = ["import", "--db", str(db), "--json", "--store", str(example_store.root), "--project", example_store.project]
    result = CliRunner().invoke(cli, args)
    assert result.exit_code == 0, result.stderr
    report = json.loads(result.stdout)
    assert report["sessions_read"] == 6 and report["folded"] is True and report["problems"] == []


def test_import_is_linked_for_datasette(example_store, tmp_path):
    """Every fact's source session and every message's session exist, so the links resolve."""
    db = tmp_path / "memory.db"
    import_store(example_store, db, now=NOW)
    con = sqlite3.connect(db)
    assert con.execute("pragma foreign_key_check").fetchall() == []
    assert os.path.getsize(db) > 0


@pytest.mark.parametrize("text", [
    "Café İstanbul KELVIN naïve x_y-z 3.14 ÀB ǅ ﬁle", "straße ß", "\u212a and \u0130", "日本語 abc123 ABC",
    "tab\tnew\nline, punctuation!? [brackets] {json: 1}", "",
])
def test_conversation_text_is_the_distinct_ascii_runs_of_the_lowered_text(text):
    """The bytes shortcut gives what the rule says: re's [a-z0-9]+ runs of text.lower()."""
    import re

    from lc_memory.db.importer import conversation_text

    got = conversation_text([text, None, text.upper()])
    want = set(re.findall(r"[a-z0-9]+", f"{text}\n{text.upper()}".lower()))
    assert sorted(got.split()) == sorted(want) and len(got.split()) == len(want)
