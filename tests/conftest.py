"""Shared fixtures and helpers: every test gets its own store and llm user dir under a temp
folder. What more than one test module uses lives here (the example store, the Project memory
page's app and its form helpers, the stand-in embedding model, the three-project store, the
example sessions as if run elsewhere, the fixture transcripts), never imported from a test module."""

from __future__ import annotations

import datetime as dt
import json
import os
import re
import shutil
import stat
import subprocess
from pathlib import Path

import llm
import pytest
import pytest_asyncio
from hypothesis import settings

from lc_memory.ingest.base import ingest
from lc_memory.memory import Memory
from lc_memory.read import embed
from lc_memory.state.fold import fact_id
from lc_memory.store.files import Store

ROOT = Path(__file__).resolve().parents[1]
EXAMPLES = ROOT / "examples" / "payments-api"
SHARED_DATA = ROOT.parent / "shared" / "data"
FIXTURES = Path(__file__).parent / "fixtures"
# CI runs the property tests on a fixed seed so that a red run is the code's, not the dice's;
# locally they keep exploring new examples.
settings.register_profile("ci", derandomize=True, print_blob=True)
if os.environ.get("CI"):
    settings.load_profile("ci")

# The modules whose single tests or module fixtures run longest (30-130 s each on two cores),
# first: pytest-xdist hands tests out in this order, so none of them starts last and leaves the
# other workers idle at the end. Whole modules move, so a module fixture is still built once.
SLOW_FIRST = ("test_faults.py", "test_carriers.py", "test_secrets_e2e.py", "test_model_child.py",
              "test_recall_diversity.py", "test_ingest_cline.py", "test_secrets_configs.py", "test_redact.py")


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    rank = {name: i for i, name in enumerate(SLOW_FIRST)}
    items.sort(key=lambda item: rank.get(item.path.name, len(SLOW_FIRST)))  # (stable: the rest keep their order)


# The example sessions are dated late November 2026; tests fold them as of this moment.
NOW = dt.datetime(2026, 12, 2, 12, 0, tzinfo=dt.timezone.utc)


def _temp_environment(mp: pytest.MonkeyPatch, tmp_path_factory) -> None:
    """The store and llm's user dir in temp, no key or default model from the machine."""
    mp.setenv("LC_MEMORY_STORE", str(tmp_path_factory.mktemp("store")))
    mp.setenv("LLM_USER_PATH", str(tmp_path_factory.mktemp("llm")))
    for key in ("OPENAI_API_KEY", "ANTHROPIC_API_KEY", "LLM_MODEL"):
        mp.delenv(key, raising=False)


@pytest.fixture(autouse=True)
def env_setup(tmp_path_factory, monkeypatch):
    """No test touches a real home folder: the store and llm's user dir live in temp."""
    _temp_environment(monkeypatch, tmp_path_factory)


_SECRETS_RNG = __import__("random").Random(20261205)


def random_secret(n: int = 14) -> str:
    """A secret-shaped value built at run time (letters of both cases and a digit), so no test
    file holds one a scanner would flag. Seeded, so a run is repeatable, and with no letter
    three times running (a placeholder's 'xxx', which the value gates rightly keep)."""
    import string

    while True:
        v = "".join(_SECRETS_RNG.choice(string.ascii_letters + string.digits) for _ in range(n))
        if (any(c.isdigit() for c in v) and any(c.isupper() for c in v) and any(c.islower() for c in v)
                and re.search(r"(.)\1\1", v, re.I) is None):
            return v


@pytest.fixture
def scrubbed_lengths(monkeypatch) -> list[int]:
    """The length of every message content ingest hands to the session's scrub (a spy around the
    real ``redact_messages``, which still runs)."""
    from lc_memory.ingest import base

    seen: list[int] = []
    real = base.redact_messages

    def spy(messages):
        seen.extend(len(m["content"]) for m in messages)
        return real(messages)

    monkeypatch.setattr(base, "redact_messages", spy)
    return seen


@pytest.fixture
def store(tmp_path) -> Store:
    """An empty store for project 'demo'."""
    return Store(tmp_path / "store", "demo")


@pytest.fixture(scope="session")
def _example_store_once(tmp_path_factory) -> Path:
    """The bundled example project, ingested, sealed and consolidated as of NOW, once a test
    process, in the same temp environment ``env_setup`` gives each test."""
    root = tmp_path_factory.mktemp("example") / "store"
    with pytest.MonkeyPatch.context() as mp:
        _temp_environment(mp, tmp_path_factory)
        s = Store(root, "payments-api")
        ingest(s, sorted(EXAMPLES.glob("*.jsonl")))
        for sid in Memory(s).unsealed():
            Memory.at(s, NOW).seal(sid)
        Memory.at(s, NOW).consolidate()
    return root


@pytest.fixture
def example_store(_example_store_once, tmp_path) -> Store:
    """The bundled example project, ingested, sealed and consolidated as of NOW: a copy of its
    own (files and their times) of the one built once, which took 0.6 s a test (about 190 tests)."""
    shutil.copytree(_example_store_once, tmp_path / "store", symlinks=True)
    s = Store(tmp_path / "store", "payments-api")
    s.config  # read once, as the store that sealed them had: a test may spoil the file after
    return s


# --- the fixture transcripts: one Claude Code session and one Codex rollout ---------------

CC_ID = "7f3c2a1e-5b4d-4c8e-9a61-2d0f8e4b6c15"
CLAUDE = FIXTURES / "claude_code" / "-home-dev-payments-api" / f"{CC_ID}.jsonl"
CODEX_ID = "019ad3c4-1f2e-7a6b-9c8d-4e5f6a7b8c9d"
CODEX = FIXTURES / "codex" / "2026" / "12" / "01" / f"rollout-2026-12-01T09-00-00-{CODEX_ID}.jsonl"


# --- a git repository and the example sessions as if they had run in it -----------------

def git(*args: str, cwd: Path) -> None:
    subprocess.run(["git", *args], cwd=cwd, check=True, capture_output=True,
                   env={**os.environ, "GIT_AUTHOR_NAME": "t", "GIT_AUTHOR_EMAIL": "t@t", "GIT_COMMITTER_NAME": "t",
                        "GIT_COMMITTER_EMAIL": "t@t"})


def example_as(folder: Path, cwd: str, names: list[str] | None = None) -> list[Path]:
    """The bundled example sessions, as if they had run in ``cwd``."""
    folder.mkdir(parents=True, exist_ok=True)
    out = []
    for path in sorted(EXAMPLES.glob("*.jsonl")):
        if names is not None and path.stem not in names:
            continue
        lines = path.read_text().splitlines()
        head = json.loads(lines[0])
        head["cwd"] = cwd
        target = folder / path.name
        target.write_text("\n".join([json.dumps(head), *lines[1:]]) + "\n")
        out.append(target)
    return out


# --- a store of three projects made from the example transcripts ------------------------

PROJECTS = {
    "payments-api": sorted(EXAMPLES.glob("*.jsonl")),
    "billing-web": sorted(EXAMPLES.glob("2026-11-3*.jsonl")) + sorted(EXAMPLES.glob("2026-12-*.jsonl")),
    "docs-site": sorted(EXAMPLES.glob("2026-11-16*.jsonl")) + sorted(EXAMPLES.glob("2026-11-23*.jsonl")),
}


def make_store(root: Path) -> Path:
    """Three projects under ``root``, ingested, sealed and consolidated as of NOW."""
    for project, files in PROJECTS.items():
        store = Store(root, project)
        ingest(store, files)
        memory = Memory.at(store, NOW)
        memory.seal_pending()
        memory.consolidate()
    return root


# --- the Project memory page: its app on the example project and its form helpers --------
# (Datasette is imported where it is used: a run of tests that never start it does not load it.)

HOSTILE_TEXT = "Release notes use <script>alert(1)</script> and <img src=x onerror=alert(1)> badges."
HOSTILE_ID = 'f-"><script>alert(2)</script>'
NOTE_TEXT = "Prefer small pull requests for the payments service."
PAGE = "/memory/-/memory/payments-api"
SAME_ORIGIN = {"origin": "http://localhost", "sec-fetch-site": "same-origin"}  # datasette.client's host


@pytest.fixture
def memory(example_store, tmp_path) -> tuple[Store, Path]:
    """The example project plus a hostile fact, a fact with a hostile id and an unconfirmed
    note, consolidated and imported into tmp_path/memory.db."""
    from lc_memory.db.importer import import_store

    s = example_store
    at = "2026-12-01T10:00:00Z"
    sid = "2026-12-01-slow-ci"
    s.append_facts([
        {"op": "observe", "id": fact_id(HOSTILE_TEXT), "text": HOSTILE_TEXT, "kind": "fact",
         "session": sid, "at": at, "confidence": 0.5, "origin": "extractor"},
        {"op": "observe", "id": HOSTILE_ID, "text": "A fact with a hostile id.", "kind": "fact",
         "session": sid, "at": at, "confidence": 0.5, "origin": "extractor"},
        {"op": "observe", "id": fact_id(NOTE_TEXT, "person"), "text": NOTE_TEXT,
         "kind": "preference", "session": sid, "at": at, "origin": "person",
         "said": "small PRs please", "credited": False},
    ])
    Memory.at(s, NOW).consolidate()
    db_path = tmp_path / "memory.db"
    import_store(s, db_path, now=NOW)
    return s, db_path


@pytest_asyncio.fixture
async def ds(memory):
    from datasette.app import Datasette

    datasette = Datasette([str(memory[1])])
    await datasette.invoke_startup()
    return datasette


def root(ds) -> dict:
    return {"ds_actor": ds.sign({"a": {"id": "root"}}, "actor")}


async def tokens(ds, cookies: dict | None = None, path: str = PAGE) -> tuple[dict, dict]:
    """GET a page with forms, as a browser would; return the form's two tokens (Datasette's
    and the plugin's) and the cookies to send them back with."""
    from datasette_lc_memory import csrf

    cookies = root(ds) if cookies is None else cookies
    r = await ds.client.get(path, cookies=cookies)
    assert r.status_code == 200
    fields = {
        name: re.search(rf'name="{name}" value="([^"]+)"', r.text).group(1)
        for name in ("csrftoken", csrf.FIELD)
    }
    jar = {**cookies, "ds_csrftoken": r.cookies["ds_csrftoken"], csrf.COOKIE: r.cookies[csrf.COOKIE]}
    return fields, jar


async def post(ds, verb: str, data: dict, cookies: dict | None = None, headers: dict | None = None):
    """A POST from the page: tokens fetched as root, sent with ``cookies`` (root's by default)."""
    from datasette_lc_memory import csrf

    cookies = root(ds) if cookies is None else cookies
    fields, jar = await tokens(ds)
    jar = {**cookies, "ds_csrftoken": jar["ds_csrftoken"], csrf.COOKIE: jar[csrf.COOKIE]}
    return await ds.client.post(
        f"{PAGE}/{verb}", data={**fields, **data}, cookies=jar,
        headers=SAME_ORIGIN if headers is None else headers,
    )


# --- a stand-in embedding model, registered through llm's plugin hook --------------------
# It maps words to a few concepts, so "tabs" and "indentation" land close while sharing no word.

CONCEPTS = {"tabs": 0, "spaces": 0, "indentation": 0, "indent": 0, "settings": 2, "checked": 2,
            "deploy": 1, "friday": 1}


class ConceptEmbeddings(llm.EmbeddingModel):
    model_id = "lc-embed-stub"

    def __init__(self) -> None:
        self.embedded: list[str] = []

    def embed_batch(self, items):
        for text in items:
            self.embedded.append(text)
            vector = [0.0, 0.0, 0.0, 0.1]
            for word in text.lower().replace(",", " ").replace(".", " ").split():
                if word in CONCEPTS:
                    vector[CONCEPTS[word]] += 1.0
            yield vector


class ConceptPlugin:
    def __init__(self) -> None:
        self.model = ConceptEmbeddings()

    @llm.hookimpl
    def register_embedding_models(self, register):
        register(self.model)


@pytest.fixture
def embedder():
    plugin = ConceptPlugin()
    llm.pm.register(plugin, name="lc-memory-test-embeddings")
    embed._model.cache_clear()  # a model object is kept a process; each test has its own stand-in
    try:
        yield plugin.model
    finally:
        llm.pm.unregister(name="lc-memory-test-embeddings")


# --- a machine of its own: HOME, the agents' folder variables, a store, all in tmp_path ----------

AGENT_VARIABLES = ("CLAUDE_CONFIG_DIR", "CODEX_HOME", "GEMINI_CLI_HOME", "GEMINI_DIR", "QWEN_HOME", "QWEN_RUNTIME_DIR",
                   "COPILOT_HOME", "XDG_CONFIG_HOME", "XDG_DATA_HOME", "XDG_STATE_HOME", "CLAUDE_CODE_SESSION_ID",
                   "CODEX_THREAD_ID")


@pytest.fixture
def home(tmp_path, monkeypatch) -> Path:
    """HOME in tmp_path with no agent's folder moved elsewhere, the store in tmp_path/store,
    and the current folder HOME: no test touches a real home folder or agent."""
    home = tmp_path / "home"
    home.mkdir()
    monkeypatch.setenv("HOME", str(home))
    monkeypatch.setenv("LC_MEMORY_STORE", str(tmp_path / "store"))
    for var in AGENT_VARIABLES:
        monkeypatch.delenv(var, raising=False)
    monkeypatch.chdir(home)
    return home


@pytest.fixture
def repo(home) -> Path:
    """A git repository under HOME."""
    repo = home / "src" / "payments-api"
    repo.mkdir(parents=True)
    git("init", "-q", cwd=repo)
    return repo


@pytest.fixture
def exe(tmp_path) -> Path:
    """An lc-memory program that exists and may run (it is never run)."""
    path = tmp_path / "venv" / "bin" / "lc-memory"
    path.parent.mkdir(parents=True)
    path.write_text("#!/bin/sh\nexit 0\n")
    path.chmod(path.stat().st_mode | stat.S_IXUSR)
    return path
