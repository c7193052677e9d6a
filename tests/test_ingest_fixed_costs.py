"""What an ingest does once a file or once a write, kept small (issue 35: Copilot CLI's and
Amp's samples are a few messages a file, so a file's fixed costs are most of their cost)."""

from __future__ import annotations

from pathlib import Path

import pytest

from lc_memory.ingest.base import FORMATS, detect
from lc_memory.store import files as store_mod
from lc_memory.store.files import Store, write_many

from .conftest import CLAUDE, CODEX, FIXTURES

COPILOT = FIXTURES / "agents" / "copilot-cli" / "5b0c1d2e-7a41-4c3b-9e2f-6d8a1b3c4e5f" / "events.jsonl"
AMP = FIXTURES / "agents" / "amp" / "T-7e3f0a52-1c4b-4d8e-9a61-2b5c8d0e4f13.json"


@pytest.mark.parametrize(("path", "name", "never_asked"), [
    (COPILOT, "copilot-cli", ["claude-code", "codex", "llm", "gemini-cli", "qwen-code"]),
    (AMP, "amp", ["gemini-cli", "qwen-code", "opencode", "crush", "aider", "cline"]),
])
def test_a_cheap_certain_sniff_is_asked_before_the_costly_ones(path, name, never_asked, monkeypatch):
    """Copilot CLI's sniff reads one line and Amp's a thread's head: asked before Claude Code's
    (up to 50 lines read through) and Gemini CLI's and the others', they spare each of their
    files those sniffs."""
    asked: list[str] = []
    for i, fmt in enumerate(FORMATS):
        monkeypatch.setattr(FORMATS[i], "sniff", (lambda f, s: lambda p: (asked.append(f), s(p))[1])(fmt.name, fmt.sniff))
    assert detect(path).name == name
    assert asked[-1] == name and not set(asked) & set(never_asked)


def test_copilot_asked_first_takes_no_claude_code_or_codex_transcript():
    claude = sorted((FIXTURES / "claude_code").rglob("*.jsonl"))
    assert CLAUDE in claude
    assert {detect(p).name for p in claude} == {"claude-code"}
    assert detect(CODEX).name == "codex"


def test_write_many_makes_each_folder_once(tmp_path, monkeypatch):
    """A batch of files in one folder asks for the folder once, not once a file (each ask of
    a folder that is there is a failed mkdir and an exception caught)."""
    made: list[Path] = []
    real = Path.mkdir
    monkeypatch.setattr(store_mod.Path, "mkdir", lambda self, *a, **k: (made.append(self), real(self, *a, **k))[1])
    write_many({tmp_path / "s" / f"{i}.jsonl": b"x\n" for i in range(4)}, then={tmp_path / "s" / "index.jsonl": b"i\n"})
    assert made == [tmp_path / "s"]
    assert sorted(p.name for p in (tmp_path / "s").iterdir()) == ["0.jsonl", "1.jsonl", "2.jsonl", "3.jsonl",
                                                                   "index.jsonl"]



def test_put_sessions_reads_the_journal_once(tmp_path, monkeypatch):
    """A write needs the sealed ids once: the journal (a line a sealed session, thousands in an
    old project) was read for them and again for the index's entries."""
    store = Store(tmp_path / "store", "p")
    store.append_journal([{"session": "s1", "outcome": "done", "ts": "2026-12-01T00:00:00Z"}])
    read: list[Path] = []
    real = store_mod.iter_records
    monkeypatch.setattr(store_mod, "iter_records", lambda path, problems, *a: (read.append(path), real(path, problems, *a))[1])
    store.put_sessions([({"id": "s1", "title": "t"}, [{"type": "message", "role": "user", "content": "hi"}])])
    assert read.count(store.journal_path) == 1
    assert store.session_entries()[0].sealed
