"""Crush transcripts: <repo>/.crush/crush.db.

Not read yet: ``sniff`` knows no file, so ``--format auto`` passes every file on to the
other formats. (Issue 35 fills this in.)
"""

from __future__ import annotations

from pathlib import Path

from lc_memory.ingest.common import Transcript

NAME = "crush"
LABEL = "Crush"


def locations() -> list[Path]:
    """Where Crush keeps its transcripts on this machine (the folders that exist)."""
    return []


def find(folder: Path) -> list[Path]:
    """The files under ``folder`` that this format reads (each one given to ``read``)."""
    return []


def sniff(path: Path) -> bool:
    return False


def read(path: Path) -> list[Transcript]:
    return []
