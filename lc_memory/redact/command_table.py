"""``data/commands.toml`` parsed once, for both of its readers: the command reader
(``commands.py``: its ``[[commands]]``, ``[generic]``, ``global_flags``) and the call reader
(``keyvalue.py``: its ``[[calls]]``). ``commands`` imports ``keyvalue``, so the table sits below
both instead of either parsing the file again. Pure; no I/O after import.
"""

from __future__ import annotations

from typing import Any

from lc_memory.redact.tables import data_table

__all__ = ["TABLE"]

#: data/commands.toml as parsed (its comment says what each field means); read, never changed.
TABLE: dict[str, Any] = data_table("commands.toml")
