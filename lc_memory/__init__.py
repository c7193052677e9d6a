"""lc-memory: project memory for AI coding-agent sessions.

The Python API is one object per project, ``Memory``; every command, the Project memory
page, the MCP server and the llm toolbox are thin adapters over it::

    from lc_memory import Memory

    memory = Memory.open(project="payments-api")
    memory.act("not-true", "f-534ce1a715")
    print(memory.digest_text())
"""

__version__ = "0.3.0"

from .errors import (  # noqa: E402
    BadInput, ConfigError, IngestError, LcMemoryError, ModelError, NotFound, Refused,
)
from .memory import Memory  # noqa: E402

__all__ = [
    "Memory", "LcMemoryError", "NotFound", "BadInput", "Refused", "ConfigError", "IngestError",
    "ModelError", "__version__",
]
