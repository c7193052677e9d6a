"""``data/commands.toml`` parsed once, for both of its readers: the command reader
(``commands.py``: its ``[[commands]]``, ``[generic]``, ``global_flags``) and the call reader
(``keyvalue.py``: its ``[[calls]]``). ``commands`` imports ``keyvalue``, so the table sits below
both instead of either parsing the file again. Pure; no I/O after import.
"""

from __future__ import annotations

import tomllib
from importlib import resources
from typing import Any

__all__ = ["TABLE"]

#: data/commands.toml as parsed (its comment says what each field means); read, never changed.
TABLE: dict[str, Any] = tomllib.loads(
    resources.files(__package__).joinpath("data", "commands.toml").read_text("utf-8"))
