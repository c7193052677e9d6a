"""One hierarchy for what can go wrong, mapped once per surface.

The CLI turns an ``LcMemoryError`` into a ``click.ClickException`` (one line, exit 1), the
MCP server into a ``ToolError``, the Datasette page into a 404 (``NotFound``) or a 400.
"""

from __future__ import annotations


class LcMemoryError(Exception):
    """Something the person has to fix: the message says what, in one line."""


class NotFound(LcMemoryError):
    """An unknown project store, session id, or fact / note id."""


class BadInput(LcMemoryError):
    """An argument or a file's content that lc-memory cannot use."""


class Refused(BadInput):
    """An action the memory's current state does not allow (pin a superseded fact, ...)."""


class ConfigError(BadInput):
    """A malformed ``memory/config.toml``."""


class IngestError(BadInput):
    """Input that is not a transcript of the given (or any known) format."""


class ModelError(LcMemoryError):
    """The model lane failed: an unknown model id, a missing key, a reply that is not usable."""


class BadRecord(BadInput):
    """A JSONL line whose JSON is fine but whose fields are not the record's shape."""
