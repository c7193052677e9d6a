"""Every notebook in notebooks/ executes from top to bottom, and is saved executed."""

from __future__ import annotations

import json
import sys
from pathlib import Path

import nbformat
import pytest
from nbclient import NotebookClient

ROOT = Path(__file__).resolve().parents[1]
NOTEBOOKS = sorted((ROOT / "notebooks").glob("*.ipynb"))


@pytest.fixture
def kernel(tmp_path, monkeypatch) -> str:
    """A "python3" kernel that is this interpreter (the one lc_memory is installed in),
    whatever kernels the machine has or lacks: nothing to install first."""
    spec = tmp_path / "jupyter" / "kernels" / "python3"
    spec.mkdir(parents=True)
    (spec / "kernel.json").write_text(json.dumps({
        "argv": [sys.executable, "-m", "ipykernel_launcher", "-f", "{connection_file}"],
        "display_name": "Python 3 (lc-memory tests)", "language": "python",
    }))
    monkeypatch.setenv("JUPYTER_PATH", str(tmp_path / "jupyter"))
    (tmp_path / "tmp").mkdir()
    monkeypatch.setenv("TMPDIR", str(tmp_path / "tmp"))  # the notebooks' mkdtemp folders go with the test's
    return "python3"


def test_there_are_notebooks():
    assert {p.stem for p in NOTEBOOKS} >= {"provenance", "growth"}


@pytest.mark.parametrize("path", NOTEBOOKS, ids=lambda p: p.stem)
def test_notebook_is_saved_executed(path):
    nb = nbformat.read(path, as_version=4)
    code = [c for c in nb.cells if c.cell_type == "code"]
    assert code and all(c.execution_count for c in code), "save the notebook after running it"
    assert [c.execution_count for c in code] == list(range(1, len(code) + 1)), "run it top to bottom"
    assert not any(o.output_type == "error" for c in code for o in c.outputs)
    assert nb.metadata.kernelspec.name == "python3"


@pytest.mark.parametrize("path", NOTEBOOKS, ids=lambda p: p.stem)
def test_notebook_runs(path, kernel):
    nb = nbformat.read(path, as_version=4)
    NotebookClient(nb, kernel_name=kernel, timeout=120,
                   resources={"metadata": {"path": str(path.parent)}}).execute()
    outputs = [o for c in nb.cells if c.cell_type == "code" for o in c.outputs]
    assert outputs and not any(o.output_type == "error" for o in outputs)
    if path.stem == "growth":
        assert any("image/png" in o.get("data", {}) for o in outputs), "the plot is drawn"
