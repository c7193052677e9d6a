"""Project identity: which memory a session, or a command run in a folder, belongs to.

A derived project is named ``<name>-<hash>``: ``name`` is the slug of the repository's main
folder (the one holding its git common dir, so every git worktree of a repository shares
one memory, as Claude Code's own memory does), else of the working folder's own name, and
``hash`` the first 6 hex digits of the sha256 of that folder's absolute path. Two clones both
called ``api`` get two memories; the same repository gets the same one whether the name
comes from a transcript's ``cwd`` or from the folder a command runs in.

- **From a transcript** (``project_for``): its ``cwd`` (Claude Code records, Codex
  ``session_meta``) → the git top-level folder when that folder exists on this machine, else
  the ``cwd`` as written; without a ``cwd``, the Claude Code folder the file sits in
  (``-home-me-my-app``), matched against this machine's folders, else decoded best effort
  (``my-app``). A transcript with neither goes to the current folder's project.
- **From the current folder** (``current_project``): its repository's main folder, else itself.
- ``--project NAME`` names one (``projects.Projects.get``: exact, else the one ``NAME-hash``).
- Older stores stay readable (``store.in_store``): a worktree's own memory made before 0.3,
  and stores made before 0.2, named by the folder alone.

This module reads no store file: ``store`` imports it, never the other way round.
"""

from __future__ import annotations

import functools
import hashlib
import os
import posixpath
import re
import subprocess
from pathlib import Path

HASH_CHARS = 6
_HOME_PREFIX = re.compile(r"^-(?:home|Users)-[^-]+-|^-root-")
_HASHED = re.compile(r"^(?P<name>.+)-[0-9a-f]{%d}$" % HASH_CHARS)


def slugify(name: str) -> str:
    slug = re.sub(r"[^A-Za-z0-9._-]+", "-", name.strip()).strip("-.").lower()
    return slug or "project"


def display_name(project: str) -> str:
    """The readable part of a derived name: ``payments-api-837c3f`` -> ``payments-api``."""
    m = _HASHED.match(project)
    return m.group("name") if m else project


@functools.lru_cache(maxsize=256)
def git_folders(folder: str) -> tuple[Path, Path] | None:
    """(top-level, main folder) of the git repository ``folder`` is in, None outside one.
    The main folder holds the common git dir: a worktree's is its repository's."""
    if not os.path.isdir(folder):
        return None
    try:
        out = subprocess.run(["git", "rev-parse", "--show-toplevel", "--git-common-dir"], cwd=folder,
                             capture_output=True, text=True, timeout=5)
    except (OSError, subprocess.SubprocessError):
        return None
    lines = out.stdout.splitlines()
    if out.returncode != 0 or len(lines) < 2 or not lines[0].strip():
        return None
    top = Path(lines[0].strip())
    common = Path(folder, lines[1].strip()).resolve()
    # A bare repository (``repo.git``) or a custom git dir is its own main folder.
    main = common.parent if common.name == ".git" else common.with_name(common.name.removesuffix(".git") or "repo")
    return top, main


def git_toplevel(folder: str) -> Path | None:
    """The git top-level folder of ``folder`` when it exists on this machine, else None."""
    found = git_folders(folder)
    return found[0] if found else None


def identity(name: str, key: str) -> str:
    """``<slug of name>-<6 hex digits of sha256(key)>``: readable, and apart for apart keys."""
    digest = hashlib.sha256(key.encode("utf-8", "surrogateescape")).hexdigest()[:HASH_CHARS]
    return f"{slugify(name)}-{digest}"


def folder_identity(folder: str | os.PathLike) -> str:
    """The identity of the project a folder is in: its repository's main folder (worktrees
    share it), else the folder itself. A folder that does not exist here is taken as written
    (its last part names it)."""
    text = str(folder)
    found = git_folders(text)
    if found is not None:
        return identity(found[1].name, str(found[1].resolve()))
    if os.path.isdir(text):
        path = Path(text).resolve()
        return identity(path.name or "root", str(path))
    norm = posixpath.normpath(text.replace("\\", "/")) if text else text
    if _DRIVE.match(norm):
        # Windows folders are one folder in any case: VS Code writes c:\..., a terminal C:\...,
        # and a Gemini CLI share lower-cases the whole path. The name keeps its case.
        return identity(posixpath.basename(norm) or "root", norm.casefold())
    return identity(posixpath.basename(norm) or "root", norm)


_DRIVE = re.compile(r"[A-Za-z]:/")


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


def worktree_identity(cwd: str | os.PathLike | None = None) -> str | None:
    """The 0.2 identity of a git worktree, keyed on its own top-level folder; None when that
    is the repository's main folder (the same identity as ``current_project``)."""
    found = git_folders(str(cwd or os.getcwd()))
    if found is None or found[0].resolve() == found[1].resolve():
        return None
    return identity(found[0].name, str(found[0].resolve()))
