"""Settings: ``memory/config.toml`` (seed §9 names) read over their defaults, and checked.

A setting that is unknown or of the wrong type is a ``ConfigError`` that names it; nothing
is written before the config has been read.
"""

from __future__ import annotations

import dataclasses
import tomllib
from typing import Any

from lc_memory.errors import ConfigError

DEFAULTS: dict[str, Any] = {
    "enabled": True,
    "dir": None,
    "digestTokens": 1500,
    "consolidateEverySeals": 5,
    "journalRecentDays": 21,
    "confirmFacts": False,
    "recallTool": True,
    "notes": True,
    # Not in seed §9: how long an unconfirmed fact keeps its place in the digest unseen, counted
    # in days the project was worked on (a project left alone for a year keeps its facts).
    "factDecayDays": 60,
    # Seed §5: an active session idle this long is archived at consolidation.
    "autoArchiveDays": 30,
}
EXTRACT_DEFAULTS: dict[str, Any] = {"model": None, "maxTranscriptTokens": 6000, "log": True, "timeout": 120, "contextTokens": None}
RECALL_DEFAULTS: dict[str, Any] = {"embeddings": None}  # [recall] embeddings = "an llm embedding model id"


@dataclasses.dataclass
class Config:
    """Settings from ``memory/config.toml`` (seed §9 names) over their defaults."""

    enabled: bool = True
    dir: str | None = None
    digestTokens: int = 1500
    consolidateEverySeals: int = 5
    journalRecentDays: int = 21
    confirmFacts: bool = False
    recallTool: bool = True
    notes: bool = True
    factDecayDays: int = 60
    autoArchiveDays: int = 30
    extract: dict[str, Any] = dataclasses.field(default_factory=lambda: dict(EXTRACT_DEFAULTS))
    recall: dict[str, Any] = dataclasses.field(default_factory=lambda: dict(RECALL_DEFAULTS))


def parse_config(text: str, source: str = "config.toml") -> Config:
    """Parse and validate config.toml text; raise StoreError naming the bad setting."""
    try:
        data = tomllib.loads(text)
    except tomllib.TOMLDecodeError as e:
        raise ConfigError(f"{source}: not valid TOML: {e}") from None
    # Accept both flat keys and a [memory] table (sessions.memory.* in the seed).
    data = {**data.pop("memory", {}), **data}
    extract = data.pop("extract", {})
    recall = data.pop("recall", {})
    if not isinstance(recall, dict) or set(recall) - set(RECALL_DEFAULTS) or not isinstance(
            recall.get("embeddings", ""), str):
        raise ConfigError(f'{source}: [recall] takes one setting, embeddings = "an llm embedding model id"')
    if not isinstance(extract, dict):
        raise ConfigError(f"{source}: [extract] must be a table")
    unknown = set(data) - set(DEFAULTS)
    if unknown:
        raise ConfigError(f"{source}: unknown setting {sorted(unknown)[0]!r}")
    for key, value in data.items():
        default = DEFAULTS[key]
        want = type(default) if default is not None else str
        if want is int and (isinstance(value, bool) or not isinstance(value, int) or value < 1):
            raise ConfigError(f"{source}: {key} must be a positive integer, got {value!r}")
        if want is not int and not isinstance(value, want):
            raise ConfigError(f"{source}: {key} must be {want.__name__}, got {value!r}")
    unknown = set(extract) - set(EXTRACT_DEFAULTS)
    if unknown:
        raise ConfigError(f"{source}: unknown setting extract.{sorted(unknown)[0]}")
    if "maxTranscriptTokens" in extract and not (
        isinstance(extract["maxTranscriptTokens"], int) and extract["maxTranscriptTokens"] > 0
    ):
        raise ConfigError(f"{source}: extract.maxTranscriptTokens must be a positive integer")
    return Config(**data, extract={**EXTRACT_DEFAULTS, **extract}, recall={**RECALL_DEFAULTS, **recall})
