"""The lexicon: the word lists lc-memory's rules read (English, and per language where a list
says so: extraction.toml's next steps), kept as data.

Each ``*.toml`` file here groups lists by concept; each list is a table with a
``description`` (what it is for, who reads it), ``read_by`` (the modules that read it),
``words`` and, where there are natural examples, ``examples = { in = [...], out = [...] }``.
A list is named ``file.table``: ``words("stopwords.recall")``.

A leaf: it imports nothing from lc_memory, and any layer may read it. Importing it is cheap
(nothing is read until a list is asked for); each file is read and parsed once.
"""

from __future__ import annotations

import functools
import re


def words(name: str) -> frozenset[str]:
    """The list ``name`` (``"file.table"``) as a set, for membership tests."""
    return _set(name)


def ordered(name: str) -> tuple[str, ...]:
    """The list ``name`` in its written order: for regex alternations and tuples whose order
    matters (the first alternative that matches is the one a regex reports)."""
    return tuple(_table(name)["words"])


def longest_first(*names: str) -> list[str]:
    """The words of the lists ``names``, once each, the longest first: for an alternation whose
    words hold each other ("hi" in "hi there", 开始 in 开始实施), where the longer must be tried first."""
    return sorted(frozenset().union(*map(words, names)), key=lambda w: (-len(w), w))


def alternation(name: str) -> str:
    """The list ``name`` as a regex alternation of its literal words, in order (no group).
    Spaces stay spaces: a phrase matches with exactly one space between its words."""
    return "|".join(re.escape(w).replace("\\ ", " ") for w in ordered(name))


def names() -> list[str]:
    """Every list of every file, ``file.table``."""
    from importlib.resources import files

    out = []
    for entry in sorted(files(__name__).iterdir(), key=lambda p: p.name):
        if entry.name.endswith(".toml"):
            stem = entry.name[: -len(".toml")]
            out += [f"{stem}.{table}" for table in _file(stem)]
    return out


def entry(name: str) -> dict:
    """The whole table of the list ``name``: description, read_by, words, examples."""
    return dict(_table(name))


@functools.cache
def _set(name: str) -> frozenset[str]:
    return frozenset(_table(name)["words"])


def _table(name: str) -> dict:
    file, dot, table = name.partition(".")
    if not dot:
        raise KeyError(f"a lexicon list is named file.table, not {name!r}")
    tables = _file(file)
    if table not in tables:
        raise KeyError(f"no list {table!r} in lexicon/{file}.toml")
    return tables[table]


@functools.cache
def _file(file: str) -> dict:
    import tomllib
    from importlib.resources import files

    return tomllib.loads(files(__name__).joinpath(f"{file}.toml").read_text(encoding="utf-8"))
