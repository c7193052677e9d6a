"""lc-memory: project memory for AI coding-agent sessions.

The Python API is one object per project, ``Memory``; every command, the Project memory
page, the MCP server and the llm toolbox are thin adapters over it::

    from lc_memory import Memory

    memory = Memory.open(project="payments-api")
    memory.act("not-true", "f-534ce1a715")
    print(memory.digest_text())

The errors (``lc_memory.errors``) and the records a store holds (``lc_memory.store.records``:
``SessionEntry``, ``JournalEntry``, ``Observation``, ``Action``, ``Sentence``, ``Message``) are
importable from here too. How the package is laid out: docs/architecture.md.
"""

__version__ = "0.4.0"

from typing import Any  # noqa: E402

ERRORS = ("LcMemoryError", "NotFound", "BadInput", "Refused", "ConfigError", "IngestError", "ModelError")
RECORDS = ("SessionEntry", "JournalEntry", "Observation", "Action", "Sentence", "Message")
__all__ = ["Memory", *ERRORS, *RECORDS, "__version__"]


def __getattr__(name: str) -> Any:
    # Imported on first use (PEP 562): `lc-memory digest` runs before every agent session
    # and must not pay for the whole library.
    if name == "Memory":
        from lc_memory.memory import Memory

        return Memory
    if name in ERRORS:
        from lc_memory import errors

        return getattr(errors, name)
    if name in RECORDS:
        from lc_memory.store import records

        return getattr(records, name)
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
