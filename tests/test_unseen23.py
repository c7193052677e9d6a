"""Readings of issue 35's unseen round 23 (Crush databases and a Gemini CLI home of July 2025)
and round 22's poor lines: a ``/chat save`` checkpoint with no chat recorded beside it, Crush's
own prompt stopped or left mid-work. Small sessions of the real shape (invented rows and words)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from lc_memory.ingest import gemini_cli
from lc_memory.ingest.base import read_transcripts
from lc_memory.ingest.common import NotATranscript

SHARED = Path(__file__).resolve().parents[2] / "shared" / "data" / "agent-transcripts" / "gemini-cli"

# July 2025: the CLI recorded no chats/ folder; `/chat save mine` wrote this list beside logs.json
_SETUP = ("This is the Gemini CLI. We are setting up the context for our chat.\n"
          "  Today's date is Monday, July 14, 2025.\n  My operating system is: linux\n"
          "  I'm currently working in the directory: /home/mira/kiosk\n"
          "  Showing up to 200 items (files + folders).\n\n/home/mira/kiosk/\n├───menu.py\n└───README.md")


def _checkpoint() -> list[dict]:
    return [
        {"role": "user", "parts": [{"text": _SETUP}]},
        {"role": "model", "parts": [{"text": "Got it. Thanks for the context!"}]},
        {"role": "user", "parts": [{"text": "add a price column to the menu table"}]},
        {"role": "model", "parts": [{"functionCall": {"name": "write_file", "args": {
            "file_path": "/home/mira/kiosk/menu.py", "content": "PRICES = {}\n"}}}]},
        {"role": "user", "parts": [{"functionResponse": {
            "id": "write_file-1752480000000-0a1b2c", "name": "write_file",
            "response": {"output": "Successfully overwrote file: /home/mira/kiosk/menu.py"}}}]},
        {"role": "model", "parts": [{"text": "I added a price column to `menu.py`."}]},
        {"role": "user", "parts": [{"text": "thanks, that works"}]},
    ]


def _home(tmp_path: Path) -> Path:
    folder = tmp_path / ".gemini" / "tmp" / "5e1c"
    folder.mkdir(parents=True)
    (folder / "logs.json").write_text(json.dumps([{"sessionId": "s1", "messageId": 0, "type": "user",
                                                   "message": "add a price column to the menu table",
                                                   "timestamp": "2025-07-14T08:00:00.000Z"}]))
    return folder


def test_a_checkpoint_with_no_chat_recorded_beside_it_is_read_as_a_session(tmp_path):
    # round 23 dev (Gemini CLI, July 2025): the home held logs.json and checkpoint.json, no chats/
    # (the CLI recorded none yet): "no transcript files found", the only copy of a day's work lost
    folder = _home(tmp_path)
    saved = folder / "checkpoint-mine.json"
    saved.write_text(json.dumps(_checkpoint()))
    (folder / "checkpoint.json").write_text(json.dumps(_checkpoint()))  # `/chat save` with no tag: the same list
    assert gemini_cli.lone_checkpoint(saved)
    assert gemini_cli.find(tmp_path) == sorted([folder / "checkpoint-mine.json", folder / "checkpoint.json"])
    (t,) = read_transcripts(saved)
    assert t.meta["format"] == "gemini-cli" and t.meta["cwd"] == "/home/mira/kiosk"
    assert [m["content"] for m in t.messages if m.get("typed")] == [
        "add a price column to the menu table", "thanks, that works"]
    calls = [m["call"] for m in t.messages if m.get("kind") == "tool_use"]
    assert calls and calls[0]["tool"] == "write"
    # the two copies of one chat are one session
    (u,) = read_transcripts(folder / "checkpoint.json")
    assert u.meta["id"] == t.meta["id"]
    # the chat it copies, recorded beside it: still a copy, named and skipped
    (folder / "chats").mkdir()
    (folder / "chats" / "session-2025-07-14T08-00-0a1b2c3d.json").write_text("{}")
    assert not gemini_cli.lone_checkpoint(saved)
    with pytest.raises(NotATranscript) as e:
        read_transcripts(saved)
    assert e.value.reason == "a saved chat"


def test_the_shared_checkpoint_of_july_2025_is_a_session():
    path = SHARED / "Sm1tee__dotfiles__checkpoint-kvantum.json"
    if not path.exists():
        pytest.skip("shared/data/agent-transcripts is not here")
    (t,) = read_transcripts(path)
    typed = [m for m in t.messages if m.get("typed")]
    assert typed and t.meta["cwd"].startswith("/home/")
    assert not any("We are setting up the context" in m["content"] for m in typed)
