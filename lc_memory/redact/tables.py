"""The package's TOML tables (``data/*.toml``) as ``tomllib`` parses them, kept parsed beside them."""

from __future__ import annotations

import hashlib
import marshal
import os
import sys
import tempfile
import tomllib
from importlib import resources
from typing import Any

__all__ = ["data_table", "parsed_table"]

# what a cached table's first bytes say: this format, marshal's version, the TOML file's digest
_CACHED = b"lc-memory-table 1 %d " % marshal.version


def data_table(name: str) -> dict[str, Any]:
    """``data/<name>`` (a TOML file of this package) as ``tomllib`` parses it, a new dict each call.

    Parsing the tables took about a third of the engine's import (some 100 ms of CPU in every fresh
    process: a hook's seal, an MCP server, a test's subprocess; issue 35), so the parsed table is
    kept beside them, as Python keeps a module's bytecode: ``data/__pycache__/<name>.marshal``,
    headed by the digest of the file it was parsed from and read only while that digest is the
    file's (a changed table is parsed again, whatever its time stamps say). The cache is written
    only where it can be, and not when Python writes no bytecode (``PYTHONDONTWRITEBYTECODE``); a
    package read from an archive, or a table marshal cannot hold, is parsed every time."""
    return parsed_table(resources.files(__package__).joinpath("data", name))


def parsed_table(source: Any) -> dict[str, Any]:
    """A TOML file (a path, or a package's resource) as ``tomllib`` parses it, kept parsed in
    ``__pycache__`` beside it (``data_table``)."""
    raw = source.read_bytes()
    try:
        path = os.fspath(source)  # type: ignore[call-overload]
    except TypeError:  # (not a file on disk)
        return tomllib.loads(raw.decode("utf-8"))
    head = _CACHED + hashlib.sha1(raw).hexdigest().encode() + b"\n"
    cached = os.path.join(os.path.dirname(path), "__pycache__", os.path.basename(path) + ".marshal")
    try:
        with open(cached, "rb") as f:
            kept = f.read()
        if kept.startswith(head):
            table = marshal.loads(kept[len(head):])
            if isinstance(table, dict):
                return table
    except (OSError, EOFError, ValueError, TypeError):
        pass  # (none yet, or unreadable: parsed below)
    table = tomllib.loads(raw.decode("utf-8"))
    if not sys.dont_write_bytecode:
        _keep(cached, head, table)
    return table


def _keep(cached: str, head: str | bytes, table: dict[str, Any]) -> None:
    """Write *table* to *cached* whole or not at all (a temporary file renamed over it): two
    processes that parse the same table at once each write a whole file."""
    try:
        body = marshal.dumps(table)
        folder = os.path.dirname(cached)
        os.makedirs(folder, exist_ok=True)
        fd, temporary = tempfile.mkstemp(dir=folder, prefix=".table-")
        try:
            with os.fdopen(fd, "wb") as f:
                f.write(head if isinstance(head, bytes) else head.encode())
                f.write(body)
            os.chmod(temporary, 0o644)  # (readable as the tables and a module's bytecode are)
            os.replace(temporary, cached)
        except BaseException:
            os.unlink(temporary)
            raise
    except (OSError, ValueError):
        pass  # (a folder it may not write, a value marshal cannot hold: parsed next time too)
