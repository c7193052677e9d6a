"""The docs are complete and generated from the code: every command has help and is in
docs/cli.md, and every cog block in docs/ is up to date (like sqlite-utils' test_docs)."""

from __future__ import annotations

import re
from pathlib import Path

import click
import pytest
from click.testing import CliRunner
from cogapp import Cog

from lc_memory.surfaces.cli import cli

ROOT = Path(__file__).resolve().parents[1]
DOCS = ROOT / "docs"
CLI_MD = (DOCS / "cli.md").read_text()


def all_commands(group: click.Group = cli, path: tuple[str, ...] = ()) -> list[tuple[tuple[str, ...], click.Command]]:
    ctx = click.Context(group)
    out = []
    for name in group.list_commands(ctx):
        command = group.get_command(ctx, name)
        out.append(((*path, name), command))
        if isinstance(command, click.Group):
            out += all_commands(command, (*path, name))
    return out


COMMANDS = all_commands()


def test_there_are_commands():
    names = {" ".join(p) for p, _ in COMMANDS}
    assert {"ingest", "seal", "consolidate", "digest", "facts", "import", "export", "run"} <= names


@pytest.mark.parametrize("path, command", COMMANDS, ids=lambda x: " ".join(x) if isinstance(x, tuple) else "")
def test_every_command_has_help(path, command):
    assert (command.help or "").strip(), f"lc-memory {' '.join(path)} has no docstring"
    for param in command.params:
        if isinstance(param, click.Option) and not param.hidden:
            assert (param.help or "").strip(), f"lc-memory {' '.join(path)} {param.opts[0]} has no help"
    result = CliRunner().invoke(cli, [*path, "--help"])
    assert result.exit_code == 0 and result.output.startswith("Usage: ")


@pytest.mark.parametrize("path", [p for p, _ in COMMANDS], ids=" ".join)
def test_every_command_is_documented(path):
    assert re.search(rf"^## lc-memory {re.escape(' '.join(path))}$", CLI_MD, re.M), (
        f"lc-memory {' '.join(path)} is missing from docs/cli.md: run cog -r docs/cli.md")


@pytest.mark.parametrize("path", sorted(p for p in DOCS.glob("*.md") if "[[[cog" in p.read_text()),
                         ids=lambda p: p.name)
def test_cog_check(path):
    """`cog --check`: the generated parts of the page match what the code generates now."""
    assert Cog().main(["cog", "--check", str(path)]) == 0, f"run: cog -r docs/{path.name}"


def test_docs_pages_exist():
    for name in ("cli.md", "store.md", "reliability.md"):
        assert (DOCS / name).exists(), name
    changelog = (ROOT / "CHANGELOG.md").read_text()
    assert re.search(r"^## .*\b\d{4}-\d{2}-\d{2}\b", changelog, re.M), "CHANGELOG entries are dated"
