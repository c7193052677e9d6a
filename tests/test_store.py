"""The store: layout, settings, atomic writes, locked appends, torn and malformed lines."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

from lc_memory.store import files as store_mod
from lc_memory.store.config import Config, parse_config
from lc_memory.store.files import (
    Store,
    StoreError,
    append_jsonl,
    check_session_id,
    filter_jsonl,
    project_slug,
    read_jsonl,
    store_root,
    write_atomic,
)
from lc_memory.store.identity import slugify

ROOT = Path(__file__).resolve().parents[1]


def _meta(sid: str = "s1", **extra) -> dict:
    return {"id": sid, "title": "A session", "created": "2026-11-20T09:00:00Z", **extra}


def _msgs(*texts: str) -> list[dict]:
    return [
        {"type": "message", "turn": i, "role": "user", "kind": "text", "content": t, "ts": None, "typed": True}
        for i, t in enumerate(texts, 1)
    ]


# --- locations ---------------------------------------------------------------

def test_store_root_argument_env_default(monkeypatch, tmp_path):
    assert store_root(tmp_path) == tmp_path
    monkeypatch.setenv("LC_MEMORY_STORE", str(tmp_path / "env"))
    assert store_root() == tmp_path / "env"
    monkeypatch.delenv("LC_MEMORY_STORE")
    assert store_root() == Path("~/.levelcode/sessions").expanduser()


def test_project_slug_git_toplevel_else_folder_name(tmp_path):
    repo = tmp_path / "My Repo"
    (repo / "src" / "deep").mkdir(parents=True)
    subprocess.run(["git", "init", "-q", str(repo)], check=True)
    assert project_slug(repo / "src" / "deep") == "my-repo"
    plain = tmp_path / "Plain_Folder"
    plain.mkdir()
    assert project_slug(plain) == "plain_folder"
    assert slugify("  ../..  ") == "project"


@pytest.mark.parametrize("bad", ["", "../etc", "a/b", "a\\b", ".hidden", "x" * 200, "a..b", "a b"])
def test_bad_session_ids_are_refused(bad):
    with pytest.raises(StoreError, match="not a valid session id"):
        check_session_id(bad)


def test_layout(store):
    assert store.sessions_dir == store.path / "sessions"
    assert store.index_path.name == "index.jsonl"
    assert store.journal_path == store.path / "memory" / "journal.jsonl"
    assert store.facts_path == store.path / "memory" / "facts.jsonl"
    assert store.memory_md == store.path / "memory" / "MEMORY.md"
    assert store.config_path == store.path / "memory" / "config.toml"


def test_missing_store_is_an_error_and_writes_nothing(tmp_path):
    s = Store(tmp_path / "nowhere", "demo")
    with pytest.raises(StoreError, match="no store for project 'demo'"):
        s.require()
    assert not (tmp_path / "nowhere").exists()


def test_unknown_session_id(store):
    store.put_session(_meta("s1"), _msgs("hello"))
    with pytest.raises(StoreError, match="unknown session id 'nope'"):
        store.session("nope")
    with pytest.raises(StoreError, match="unknown session id 'nope'"):
        store.messages("nope")
    with pytest.raises(StoreError, match="unknown session id"):
        store.update_session("nope", status="done")


# --- settings ----------------------------------------------------------------

def test_config_defaults_and_both_spellings():
    assert parse_config("") == Config()
    c = parse_config("digestTokens = 800\n[memory]\nconsolidateEverySeals = 2\n[extract]\nmodel = 'echo'\n")
    assert (c.digestTokens, c.consolidateEverySeals, c.extract["model"]) == (800, 2, "echo")
    assert c.extract["maxTranscriptTokens"] == 6000


@pytest.mark.parametrize(
    "text, message",
    [
        ("digestTokens = ", "not valid TOML"),
        ("colour = 'blue'", "unknown setting 'colour'"),
        ("digestTokens = 'many'", "digestTokens must be a positive integer"),
        ("digestTokens = 0", "digestTokens must be a positive integer"),
        ("digestTokens = true", "digestTokens must be a positive integer"),
        ("enabled = 'yes'", "enabled must be bool"),
        ("extract = 3", r"\[extract\] must be a table"),
        ("[extract]\nmodle = 'x'", "unknown setting extract.modle"),
        ("[extract]\nmaxTranscriptTokens = -1", "maxTranscriptTokens must be a positive integer"),
    ],
)
def test_malformed_config_names_the_setting(text, message):
    with pytest.raises(StoreError, match=message):
        parse_config(text, "config.toml")


def test_malformed_config_stops_require(store):
    store.config_path.parent.mkdir(parents=True)
    store.config_path.write_text("digestTokens = -5\n")
    with pytest.raises(StoreError, match=r"config.toml: digestTokens"):
        store.require()


# --- reading -----------------------------------------------------------------

def test_read_jsonl_reports_each_bad_line_and_keeps_the_rest(tmp_path):
    path = tmp_path / "f.jsonl"
    path.write_bytes(b'{"a": 1}\nnot json\n[1, 2]\n\n{"a": 2}\n\xff\xfe\n{"a": 3')
    records, problems = read_jsonl(path)
    assert records == [{"a": 1}, {"a": 2}]
    assert [(p.line, p.reason.split(" (")[0]) for p in problems] == [
        (2, "not JSON"), (3, "not a JSON object"), (6, "not JSON"), (7, "torn final line"),
    ]
    assert str(problems[0]).startswith(f"{path}:2: not JSON")
    assert read_jsonl(tmp_path / "missing.jsonl") == ([], [])


def test_store_collects_problems_once(store):
    store.put_session(_meta("s1"), _msgs("hi"))
    with open(store.index_path, "ab") as f:
        f.write(b'{"id": "torn", "tit')
    store.sessions()
    store.sessions()
    assert len(store.problems) == 1 and "torn final line" in str(store.problems[0])


def test_sealed_ids_follow_every_change_to_the_journal(store):
    """The sealed ids are kept while the journal's bytes are the same: another writer's append
    and an edit in place of the same size within one clock tick are both seen."""
    store.put_session(_meta("s1"), _msgs("hi"))
    store.put_session(_meta("s2"), _msgs("hi"))
    assert store.sealed_ids() == set()
    Store(store.root, store.project).append_journal([{"session": "s1", "outcome": "Done."}])
    assert store.sealed_ids() == {"s1"}
    text = store.journal_path.read_text()
    store.journal_path.write_text(text.replace('"s1"', '"s2"'))  # same size, same file
    assert store.sealed_ids() == {"s2"}
    assert [e.id for e in store.session_entries() if e.sealed] == ["s2"]
    store.journal_path.unlink()
    assert store.sealed_ids() == set()


# --- appends and rewrites ----------------------------------------------------

def test_append_after_a_torn_line_keeps_it_apart(tmp_path):
    path = tmp_path / "facts.jsonl"
    path.write_bytes(b'{"op": "observe", "id": "f-1"}\n{"op": "obs')
    append_jsonl(path, [{"op": "confirm", "id": "f-1"}])
    assert path.read_bytes().endswith(b'\n{"op": "obs\n{"op":"confirm","id":"f-1"}\n')
    records, problems = read_jsonl(path)
    assert [r["op"] for r in records] == ["observe", "confirm"]
    assert [p.line for p in problems] == [2] and "not JSON" in problems[0].reason


def test_append_nothing_creates_nothing(tmp_path):
    append_jsonl(tmp_path / "x.jsonl", [])
    assert not (tmp_path / "x.jsonl").exists()


def test_filter_jsonl_never_drops_what_it_cannot_read(tmp_path):
    path = tmp_path / "facts.jsonl"
    path.write_bytes(b'{"id": "a"}\ngarbage line\n{"id": "b"}\n{"id": "c", "x')
    dropped = filter_jsonl(path, lambda r: None if r["id"] == "b" else r, [{"id": "d"}])
    assert dropped == 1
    assert path.read_bytes() == b'{"id":"a"}\ngarbage line\n{"id": "c", "x\n{"id":"d"}\n'


def test_write_atomic_leaves_no_temp_file(tmp_path):
    path = tmp_path / "deep" / "MEMORY.md"
    write_atomic(path, "one")
    write_atomic(path, b"two")
    assert path.read_text() == "two"
    assert sorted(p.name for p in path.parent.iterdir()) == ["MEMORY.md"]


def test_write_atomic_failure_keeps_the_old_file(tmp_path, monkeypatch):
    path = tmp_path / "MEMORY.md"
    path.write_text("old")

    def broken_replace(src, dst):
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(store_mod.os, "replace", broken_replace)
    with pytest.raises(OSError):
        write_atomic(path, "new")
    assert path.read_text() == "old"
    assert [p.name for p in tmp_path.iterdir()] == ["MEMORY.md"]


WRITER = textwrap.dedent(
    """
    import sys
    from pathlib import Path
    from lc_memory.store.files import append_jsonl
    path, who, n = Path(sys.argv[1]), sys.argv[2], int(sys.argv[3])
    for i in range(n):
        append_jsonl(path, [{"who": who, "i": i, "pad": "x" * (i % 50) * 100}])
    """
)


def test_two_writer_processes_lose_no_line(tmp_path):
    path = tmp_path / "memory" / "facts.jsonl"
    n = 150
    procs = [
        subprocess.Popen([sys.executable, "-c", WRITER, str(path), who, str(n)], cwd=ROOT)
        for who in ("a", "b")
    ]
    assert [p.wait(timeout=60) for p in procs] == [0, 0]
    records, problems = read_jsonl(path)
    assert problems == []
    for who in ("a", "b"):
        assert [r["i"] for r in records if r["who"] == who] == list(range(n))


# --- sessions ----------------------------------------------------------------

def test_put_session_is_idempotent_and_keeps_what_the_person_set(store):
    assert store.put_session(_meta("s1"), _msgs("hello")) is True
    assert store.put_session(_meta("s1"), _msgs("hello")) is False
    store.update_session("s1", status="done", pinned=True)
    before = store.index_path.read_bytes()
    assert store.put_session(_meta("s1"), _msgs("hello")) is False
    assert store.index_path.read_bytes() == before
    assert store.put_session(_meta("s1", title="Renamed"), _msgs("hello", "more")) is True
    s = store.session("s1")
    assert (s["status"], s["pinned"], s["title"], s["turns"]) == ("done", True, "Renamed", 2)
    assert len(store.index_path.read_text().splitlines()) == 1
    assert [m["content"] for m in store.messages("s1")] == ["hello", "more"]


def test_put_sessions_in_one_pass_is_put_session_one_by_one(store, tmp_path):
    """A batch writes the same files and index as one put at a time: an id twice in a batch, a
    session the person set, one unchanged (bench/ingest_many.py measures what it saves)."""
    one = Store(tmp_path / "one", "demo")
    for s in (store, one):
        s.put_session(_meta("s0"), _msgs("kept"))
        s.update_session("s0", status="done")
    batch = [(_meta("s1"), _msgs("a")), (_meta("s0"), _msgs("kept")), (_meta("s2"), _msgs("b")),
             (_meta("s1", title="Again"), _msgs("a", "c")), (_meta("s0", title="New"), _msgs("kept", "d"))]
    assert store.put_sessions(batch) == [True, False, True, True, True]
    assert [one.put_session(m, msgs) for m, msgs in batch] == [True, False, True, True, True]
    assert store.index_path.read_text() == one.index_path.read_text()
    for sid in ("s0", "s1", "s2"):
        assert store.session_path(sid).read_bytes() == one.session_path(sid).read_bytes()
    assert store.put_sessions(batch[3:]) == [False, False] and store.put_sessions([]) == []


def test_last_index_line_for_an_id_wins(store):
    store.put_session(_meta("s1"), _msgs("hello"))
    append_jsonl(store.index_path, [{**store.session("s1"), "status": "archived"}])
    assert [s["status"] for s in store.sessions()] == ["archived"]


def test_session_file_layout(store):
    store.put_session(_meta("s1", cwd="/x"), _msgs("hello"))
    lines = [json.loads(x) for x in store.session_path("s1").read_text().splitlines()]
    assert lines[0]["type"] == "session" and lines[0]["id"] == "s1"
    assert lines[1]["type"] == "message" and lines[1]["content"] == "hello"
    entry = store.session("s1")
    assert set(entry) >= {"id", "title", "title_source", "created", "last_activity", "status", "pinned", "turns", "format"}


def test_memory_dir_setting(store, tmp_path, monkeypatch):
    store.config_path.parent.mkdir(parents=True)
    store.config_path.write_text(f"dir = '{store.root / 'shared-memory'}'\n")
    s = Store(store.root, store.project)
    assert s.facts_path == store.root.resolve() / "shared-memory" / "facts.jsonl"
    assert s.config_path == store.path / "memory" / "config.toml"
    # A relative dir is the project's store folder's, never the current repository's.
    store.config_path.write_text("dir = 'kept'\n")
    monkeypatch.chdir(tmp_path)
    assert Store(store.root, store.project).memory_dir == store.path.resolve() / "kept"


@pytest.mark.parametrize("value", ["{tmp}/elsewhere", "../../outside", "/etc"])
def test_memory_dir_outside_the_store_is_refused(store, tmp_path, value):
    store.config_path.parent.mkdir(parents=True)
    store.config_path.write_text(f"dir = '{value.format(tmp=tmp_path)}'\n")
    with pytest.raises(StoreError, match="outside the store"):
        Store(store.root, store.project).require()


def test_no_lock_file_outside_the_folder(store):
    store.append_facts([{"op": "observe", "id": "f-1", "text": "x"}])
    assert sorted(p.name for p in store.memory_dir.iterdir()) == [".lock", "facts.jsonl"]
    assert os.path.getsize(store.facts_path) > 0
