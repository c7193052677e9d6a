"""The shape of the package (docs/architecture.md): layers that import only downward, no
import circle, a short top level, no module that only forwards, and the public API where
a user's code and the entry points look for it."""

from __future__ import annotations

import ast
import importlib
import importlib.metadata
from pathlib import Path

import pytest
from importlinter.cli import lint_imports

import lc_memory
from lc_memory.surfaces.cli import cli

ROOT = Path(__file__).resolve().parent.parent
PACKAGE = ROOT / "lc_memory"
# Package __init__ files that hold an API rather than only a docstring (the Datasette plugin
# registers its hooks in its own).
API_INITS = {PACKAGE / "__init__.py", PACKAGE / "lexicon" / "__init__.py", ROOT / "datasette_lc_memory" / "__init__.py"}


def modules() -> list[Path]:
    return sorted(p for p in [*PACKAGE.rglob("*.py"), *(ROOT / "datasette_lc_memory").rglob("*.py")]
                  if "__pycache__" not in p.parts)


def test_the_import_contracts_hold(monkeypatch):
    # setup.cfg [importlinter]: the layers, the leaves, no circle in any package.
    monkeypatch.chdir(ROOT)
    assert lint_imports(config_filename="setup.cfg", no_cache=True) == 0


def test_at_most_eight_modules_at_the_top():
    top = sorted(p.name for p in PACKAGE.glob("*.py"))
    assert len(top) <= 8, top


@pytest.mark.parametrize("path", modules(), ids=lambda p: str(p.relative_to(ROOT)))
def test_no_module_only_forwards(path):
    tree = ast.parse(path.read_text("utf-8"))
    body = [n for n in tree.body if not (isinstance(n, ast.Expr) and isinstance(n.value, ast.Constant))]
    if path.name == "__init__.py" and path not in API_INITS:
        assert body == [], f"{path}: a package's __init__ holds its docstring only"
        return
    forwarding = all(isinstance(n, (ast.Import, ast.ImportFrom)) or (
        isinstance(n, ast.Assign) and [getattr(t, "id", None) for t in n.targets] == ["__all__"]) for n in body)
    assert not (body and forwarding), f"{path} only re-exports other modules' names"


def test_no_module_re_exports_with_a_noqa():
    for path in modules():
        text = path.read_text("utf-8")
        assert "re-exported" not in text, path


@pytest.mark.parametrize("name", lc_memory.__all__)
def test_the_public_api_is_importable_from_the_package(name):
    assert getattr(lc_memory, name) is not None


def test_the_public_names_are_the_library_s_own():
    from lc_memory.errors import LcMemoryError
    from lc_memory.memory import Memory
    from lc_memory.store.records import SessionEntry

    assert lc_memory.Memory is Memory and lc_memory.LcMemoryError is LcMemoryError
    assert lc_memory.SessionEntry is SessionEntry
    with pytest.raises(AttributeError):
        lc_memory.NoSuchThing  # noqa: B018


@pytest.mark.parametrize("group,name", [("console_scripts", "lc-memory"), ("datasette", "lc_memory"),
                                        ("llm", "lc_memory")])
def test_the_entry_points_load(group, name):
    (point,) = [p for p in importlib.metadata.entry_points(group=group) if p.name == name]
    loaded = point.load()
    if group == "console_scripts":
        assert loaded is cli
    else:
        assert importlib.import_module(point.value) is loaded


def test_the_version_is_one_number():
    assert importlib.metadata.version("lc-memory") == lc_memory.__version__
