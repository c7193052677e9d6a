"""lc-memory: project memory for AI coding-agent sessions."""

__version__ = "0.1.0"
