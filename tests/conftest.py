"""Shared fixtures: every test gets its own store and llm user dir under a temp folder."""

from __future__ import annotations

import datetime as dt
import os
from pathlib import Path

import pytest
from hypothesis import settings

from lc_memory.ingest.base import ingest
from lc_memory.memory import Memory
from lc_memory.store.files import Store

ROOT = Path(__file__).resolve().parents[1]
EXAMPLES = ROOT / "examples" / "payments-api"
SHARED_DATA = ROOT.parent / "shared" / "data"
# CI runs the property tests on a fixed seed so that a red run is the code's, not the dice's;
# locally they keep exploring new examples.
settings.register_profile("ci", derandomize=True, print_blob=True)
if os.environ.get("CI"):
    settings.load_profile("ci")

# The example sessions are dated late November 2026; tests fold them as of this moment.
NOW = dt.datetime(2026, 12, 2, 12, 0, tzinfo=dt.timezone.utc)


@pytest.fixture(autouse=True)
def env_setup(tmp_path_factory, monkeypatch):
    """No test touches a real home folder: the store and llm's user dir live in temp."""
    monkeypatch.setenv("LC_MEMORY_STORE", str(tmp_path_factory.mktemp("store")))
    monkeypatch.setenv("LLM_USER_PATH", str(tmp_path_factory.mktemp("llm")))
    for key in ("OPENAI_API_KEY", "ANTHROPIC_API_KEY", "LLM_MODEL"):
        monkeypatch.delenv(key, raising=False)


@pytest.fixture
def store(tmp_path) -> Store:
    """An empty store for project 'demo'."""
    return Store(tmp_path / "store", "demo")


@pytest.fixture
def example_store(tmp_path) -> Store:
    """The bundled example project, ingested, sealed and consolidated as of NOW."""
    s = Store(tmp_path / "store", "payments-api")
    ingest(s, sorted(EXAMPLES.glob("*.jsonl")))
    for sid in Memory(s).unsealed():
        Memory.at(s, NOW).seal(sid)
    Memory.at(s, NOW).consolidate()
    return s
