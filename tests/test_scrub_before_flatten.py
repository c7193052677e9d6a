"""A note and a title are run onto one line (and a title cut): each is scrubbed as written
first, since some secrets are ones only there (a block's name, a line's start), and a cut could
halve one (issue 33: what surfaces lost beyond the engine)."""

from __future__ import annotations

import random
import string

from lc_memory import Memory
from lc_memory.ingest.common import clean_title, finish
from lc_memory.store.files import Store

from .conftest import NOW


def _value(n: int = 18) -> str:
    rng = random.Random(7)
    return "".join(rng.choice(string.ascii_letters + string.digits) for _ in range(n))


def _blocks(value: str) -> list[str]:
    """Values that are secrets for where they stand in their lines (checked: not on one line)."""
    return [f'[secrets]\nstripe = "{value}"\n',
            f'variable "db_password" {{\n  sensitive = true\n  default = "{value}"\n}}']


def test_a_note_is_scrubbed_before_its_lines_are_run_together(tmp_path):
    value = _value()
    for text in _blocks(value):
        said = text
        Memory(Store(tmp_path / "store", "demo"), clock=lambda: NOW).remember(text, said=said, typed=[said])
    stored = (tmp_path / "store" / "demo" / "memory" / "facts.jsonl").read_text()
    assert value not in stored and "[REDACTED:" in stored


def test_a_title_is_scrubbed_before_it_is_run_together_and_cut():
    value = _value()
    for text in _blocks(value):
        meta, _ = finish({}, [{"role": "user", "kind": "text", "typed": True, "content": text}])
        assert value not in meta["title"], meta["title"]
        assert value not in clean_title(text)
    token = "ghp_" + _value(36)  # cut at 77 characters, its first half would be no token at all
    meta, _ = finish({}, [{"role": "user", "kind": "text", "typed": True,
                           "content": "Please set the CI secret for the release workflow to " + token}])
    assert token[:8] not in meta["title"], meta["title"]
