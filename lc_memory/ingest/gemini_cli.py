"""Gemini CLI transcripts: ~/.gemini/tmp/<project>/chats/session-*.json[l].

Not read yet: ``sniff`` knows no file, so ``--format auto`` passes every file on to the
other formats. (Issue 35 fills this in.)
"""

from __future__ import annotations

from pathlib import Path

from lc_memory.ingest.common import Transcript

NAME = "gemini-cli"
LABEL = "Gemini CLI"


def locations() -> list[Path]:
    """Where Gemini CLI keeps its transcripts on this machine (the folders that exist)."""
    return []


def find(folder: Path) -> list[Path]:
    """The files under ``folder`` that this format reads (each one given to ``read``)."""
    return []


def sniff(path: Path) -> bool:
    return False


def read(path: Path) -> list[Transcript]:
    return []
