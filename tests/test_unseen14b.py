"""Recently lines and readings of issue 35's fourteenth unseen round, second wave (dev set 3 and
round 14's leftovers): OpenCode's input border pasted with an ask, a file proposed and never
written. Small sessions of the real shape (invented rows, words in the real transcripts' manner)."""

from __future__ import annotations

import json

from lc_memory.ingest import crush
from lc_memory.ingest.common import without_input_border
from lc_memory.write.extract import extract_offline
from tests.test_unseen14 import _part, opencode_db, said, typed

T = 1750896000


def test_the_input_border_pasted_with_an_ask_is_no_part_of_it(tmp_path):
    """A person who copied OpenCode's screen into its input box pasted the box's "┃" with their
    words: the quote read 'Worked on "┃ Add the readme ... respection the ┃ project structure"'.
    Taken out at ingest, so the typed words and the quote of them agree (stripping it only in the
    quote made the guard withhold the line: the quote no longer matched what was typed)."""
    ask = (" ┃ Add the readme to the conversion packager and the example while respection the          \n"
           " ┃ project structure ")
    db = opencode_db(tmp_path / "utils", [
        ("s1", "user", [_part("text", text=ask), _part("finish", reason="stop", time=0)]),
        ("s1", "assistant", [_part("text", text="Sure."), _part("finish", reason="end_turn", time=T)]),
    ])
    (t,) = crush.read(db)
    (mine,) = [m for m in t.messages if m["role"] == "user"]
    assert mine["typed"] and "┃" not in mine["content"]
    assert mine["content"].startswith("Add the readme to the conversion packager")
    out = extract_offline(t.meta, t.messages).outcome
    assert "┃" not in out and "Add the readme" in out
    # A "┃" inside a line (a table drawn in box characters) is no border.
    assert without_input_border("a ┃ b") == "a ┃ b"
