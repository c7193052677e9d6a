"""Project identity: which memory a session, or a command run in a folder, belongs to.

A derived project is named ``<name>-<hash>``: ``name`` is the slug of the git top-level
folder's name (else of the working folder's own name) and ``hash`` the first 6 hex digits
of the sha256 of that folder's absolute path. Two clones both called ``api`` get two
memories; the same repository gets the same one whether the name comes from a transcript's
``cwd`` or from the folder a command runs in.

- **From a transcript** (``project_for``): its ``cwd`` (Claude Code records, Codex
  ``session_meta``) → the git top-level folder when that folder exists on this machine, else
  the ``cwd`` as written; without a ``cwd``, the Claude Code folder the file sits in
  (``-home-me-my-app``), matched against this machine's folders, else decoded best effort
  (``my-app``). A transcript with neither goes to the current folder's project.
- **From the current folder** (``current_project``): its git top-level folder, else itself.
- ``--project NAME`` is used exactly as given (``Store(root, NAME)``).
- **Stores made before 0.2** are named by the folder alone. When ``<store>/<name>/`` exists
  and ``<store>/<name>-<hash>/`` does not, the old folder is used, with one notice line
  saying how to adopt the new name; unless every session in it has a ``cwd`` of another
  project (then it is another clone's memory, and is left alone).
"""

from __future__ import annotations

import functools
import hashlib
import os
import posixpath
import re
import subprocess
from pathlib import Path

from typing import TYPE_CHECKING

from .store import slugify

if TYPE_CHECKING:
    from .store import Store

HASH_CHARS = 6
# Notices for the person (a store under its pre-0.2 name), by store folder; the CLI prints them.
NOTICES: dict[Path, str] = {}
_HOME_PREFIX = re.compile(r"^-(?:home|Users)-[^-]+-|^-root-")


@functools.lru_cache(maxsize=256)
def git_toplevel(folder: str) -> Path | None:
    """The git top-level folder of ``folder`` when it exists on this machine, else None."""
    if not os.path.isdir(folder):
        return None
    try:
        top = subprocess.run(["git", "rev-parse", "--show-toplevel"], cwd=folder,
                             capture_output=True, text=True, timeout=5)
    except (OSError, subprocess.SubprocessError):
        return None
    if top.returncode == 0 and top.stdout.strip():
        return Path(top.stdout.strip())
    return None


def identity(name: str, key: str) -> str:
    """``<slug of name>-<6 hex digits of sha256(key)>``: readable, and apart for apart keys."""
    digest = hashlib.sha256(key.encode("utf-8", "surrogateescape")).hexdigest()[:HASH_CHARS]
    return f"{slugify(name)}-{digest}"


def folder_identity(folder: str | os.PathLike) -> str:
    """The identity of the project a folder is in: its git top-level, else the folder itself.
    A folder that does not exist here is taken as written (its last part names it)."""
    text = str(folder)
    top = git_toplevel(text)
    if top is not None:
        return identity(top.name, str(top.resolve()))
    if os.path.isdir(text):
        path = Path(text).resolve()
        return identity(path.name or "root", str(path))
    norm = posixpath.normpath(text.replace("\\", "/")) if text else text
    return identity(posixpath.basename(norm) or "root", norm)


def _slug_of(name: str) -> str:
    """Claude Code's folder name for a path part: every non-alphanumeric becomes '-'."""
    return re.sub(r"[^A-Za-z0-9]", "-", name)


def claude_folder_path(slug: str, root: str = "/", depth: int = 12) -> Path | None:
    """The folder on this machine that Claude Code's ``-home-me-my-app`` stands for, if any."""
    rest = slug[1:] if slug.startswith("-") else slug
    if not rest or depth <= 0:
        return None
    try:
        entries = sorted(os.scandir(root), key=lambda e: -len(e.name))
    except OSError:
        return None
    for entry in entries:
        part = _slug_of(entry.name)
        if not part:
            continue
        try:
            is_dir = entry.is_dir()
        except OSError:
            continue
        if not is_dir:
            continue
        if rest == part:
            return Path(entry.path)
        if rest.startswith(part + "-"):
            found = claude_folder_path(rest[len(part):], entry.path, depth - 1)
            if found is not None:
                return found
    return None


def decode_claude_folder(slug: str) -> str:
    """Best effort without the folder on this machine: ``-home-me-my-app`` -> ``my-app``."""
    rest = _HOME_PREFIX.sub("", slug).strip("-")
    return rest or slug.strip("-") or "project"


def project_for(cwd: str | None, transcript_path: Path | None = None) -> str | None:
    """The derived identity of a transcript's project, or None when it names no folder."""
    if isinstance(cwd, str) and cwd.strip():
        return folder_identity(cwd)
    folder = transcript_path.parent.name if transcript_path is not None else ""
    if folder.startswith("-") and len(folder) > 1:
        found = claude_folder_path(folder)
        if found is not None:
            return folder_identity(found)
        return identity(decode_claude_folder(folder), folder)
    return None


def current_project(cwd: str | os.PathLike | None = None) -> str:
    """The derived identity of the folder a command runs in."""
    return folder_identity(str(cwd or os.getcwd()))


def legacy_name(derived: str) -> str:
    """The pre-0.2 name of a derived identity: the folder's slug alone."""
    return derived.rsplit("-", 1)[0]


def _cwds(folder: Path) -> set[str]:
    from .store import read_jsonl

    records, _ = read_jsonl(folder / "sessions" / "index.jsonl")
    return {r["cwd"] for r in records if isinstance(r.get("cwd"), str) and r["cwd"]}


def _may_adopt(folder: Path, derived: str) -> bool:
    """An old store is this project's unless every session in it came from another project:
    a clone that shares a folder name does not take over the memory of the repository."""
    cwds = _cwds(folder)
    return not cwds or any(folder_identity(c) == derived for c in cwds)


def in_store(root: Path, derived: str) -> str:
    """The project folder name to use in ``root`` for a derived identity: the derived one,
    or the pre-0.2 one when only that exists and holds this project's sessions (with a
    notice saying how to move it)."""
    old = legacy_name(derived)
    if (old != derived and not (root / derived).is_dir() and (root / old).is_dir()
            and _may_adopt(root / old, derived)):
        NOTICES[root / old] = (f"note: using the store made before 0.2 at {root / old}; "
                               f"`mv {root / old} {root / derived}` to adopt the new name")
        return old
    return derived


def take_notices(keep: "set[Path] | None" = None) -> list[str]:
    """The pending notices (only those for store folders in ``keep`` when given), once."""
    lines = [text for path, text in NOTICES.items() if keep is None or path in keep]
    NOTICES.clear()
    return lines


class Router:
    """Files each transcript under its own project's store, or every one under ``fallback``
    when the project was given (``--project``). A transcript that names no folder goes to
    ``fallback`` (the current folder's project)."""

    def __init__(self, fallback: "Store", fixed: bool = False) -> None:
        self.fallback = fallback
        self.fixed = fixed
        self.stores: dict[str, "Store"] = {fallback.project: fallback}

    def __call__(self, meta: dict, path: Path | None = None) -> "Store":
        from .store import Store

        if self.fixed:
            return self.fallback
        derived = project_for(meta.get("cwd"), path)
        if derived is None:
            return self.fallback
        name = in_store(self.fallback.root, derived)
        if name not in self.stores:
            self.stores[name] = Store(self.fallback.root, name)
        return self.stores[name]
