"""Two files that hold one session (an export made twice, a copy beside its database): one
ingest keeps the copy that reaches furthest, whichever file comes last, and writes it once
(lc_memory/ingest/base.newest_copies)."""

from __future__ import annotations

from pathlib import Path

import pytest

from lc_memory.ingest.base import ingest

from .conftest import EXAMPLES


def _copies(folder: Path) -> tuple[Path, Path, int]:
    """The first example session whole, and cut to its first half of records, in two files."""
    source = sorted(EXAMPLES.glob("*.jsonl"))[0]
    lines = source.read_text().splitlines()
    folder.mkdir()
    whole, early = folder / "b-whole.jsonl", folder / "a-early.jsonl"
    whole.write_text("\n".join(lines) + "\n")
    early.write_text("\n".join(lines[: len(lines) // 2]) + "\n")
    return whole, early, len(lines)


@pytest.mark.parametrize("whole_last", [True, False])
def test_of_two_copies_of_a_session_the_one_that_reaches_furthest_is_kept(store, tmp_path, whole_last):
    whole, early, _ = _copies(tmp_path / "in")
    files = [early, whole] if whole_last else [whole, early]
    (sid, changed), = ingest(store, files)
    alone = ingest(type(store)(tmp_path / "alone", "p"), [whole])
    assert changed and len(store.messages(sid)) == len(type(store)(tmp_path / "alone", "p").messages(alone[0][0]))
    # the next ingest of the same files changes nothing
    assert [c for _, c in ingest(store, files)] == [False]
