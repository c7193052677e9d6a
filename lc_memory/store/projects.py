"""The store root: every project under it, and which one a command acts on.

``Projects(root)`` owns the store-level questions; ``Store`` (one project's files) and
``Memory`` (one project's verbs) stay per project:

- **which projects there are** (``names``, ``stores``, ``summaries`` for ``lc-memory projects``);
- **a project by name** (``get``): the folder of that exact name, else the one derived
  ``NAME-<hash>`` (``--project payments-api`` finds ``payments-api-837c3f``);
- **a session or fact id's project** (``find_session``, ``find_fact``): a fact's id is a hash
  of its text, so two projects can hold the same one; ``project:f-…`` names the project,
  inside a repository the id means that project's fact, and elsewhere an id found in two
  projects is an error that names them. A session is found by
  its file (one ``stat`` per project, no file read); a fact through ``FactIds``, a derived
  cache of every project's fact ids checked against each facts.jsonl's size and mtime, so a
  lookup reads one small file while nothing changed;
- **where you stand** (``scope``): inside a repository, its project; elsewhere every
  project, said in one line. (``here`` also answers for a folder that is a project of its
  own: the SessionStart hook gives such a folder its digest.)

``Router`` files transcripts under their own project at ingest.
"""

from __future__ import annotations

import dataclasses
import json
import os
import re
from pathlib import Path
from typing import Iterator

from lc_memory.errors import BadInput, NotFound
from lc_memory.store.files import Store, check_session_id, in_store, read_records, store_root, write_atomic
from lc_memory.store.identity import current_project, display_name, git_folders, project_for, slugify, worktree_identity

_FACT_ID = re.compile(rb'[{,]"id":"([^"\\]+)"')


class Ambiguous(BadInput):
    """An id found in more than one project: ``--project`` must say which."""


class Projects:
    """The projects of one store root."""

    def __init__(self, root: str | os.PathLike | None = None) -> None:
        self.root = store_root(root)

    def __repr__(self) -> str:
        return f"<Projects {self.root}>"

    def names(self) -> list[str]:
        """Every project folder of the root (one with a ``sessions`` or ``memory`` folder)."""
        try:
            entries = sorted(os.scandir(self.root), key=lambda e: e.name)
        except (FileNotFoundError, NotADirectoryError):
            return []
        return [e.name for e in entries
                if not e.name.startswith(".") and slugify(e.name) == e.name and e.is_dir()
                and (os.path.isdir(os.path.join(e.path, "sessions")) or os.path.isdir(os.path.join(e.path, "memory")))]

    def stores(self) -> list[Store]:
        return [Store(self.root, name) for name in self.names()]

    def __iter__(self) -> Iterator[Store]:
        return iter(self.stores())

    def __len__(self) -> int:
        return len(self.names())

    @property
    def db_path(self) -> Path:
        """Where memory.db goes by default: beside the store, never in a repository."""
        return self.root / "memory.db"

    def resolve(self, name: str) -> str:
        """A project name as the person typed it: the exact folder, else the one derived
        ``NAME-<hash>``; several of those is an error naming them; none: the name itself."""
        name = slugify(name)
        if (self.root / name).is_dir():
            return name
        derived = [n for n in self.names() if display_name(n) == name and n != name]
        if len(derived) > 1:
            raise Ambiguous(f"{len(derived)} projects are called {name!r}: {', '.join(derived)}; "
                            "pass --project with the full name")
        return derived[0] if derived else name

    def get(self, name: str) -> Store:
        return Store(self.root, self.resolve(name))

    def here(self, cwd: str | os.PathLike | None = None) -> Store | None:
        """The project of the folder you stand in: its repository's, or the folder's own when
        it is a project of this store; None elsewhere."""
        cwd = str(cwd or os.getcwd())
        name, notice = in_store(self.root, current_project(cwd), worktree_identity(cwd))
        if git_folders(cwd) is None and not (self.root / name).is_dir():
            return None
        store = Store(self.root, name)
        store.notice = notice
        return store

    # --- ids -----------------------------------------------------------------

    def sessions_with(self, session_id: str) -> list[Store]:
        """The projects holding a session of that id (a stat per project, nothing read)."""
        check_session_id(session_id)
        return [s for s in self.stores() if s.session_path(session_id).is_file()]

    def find_session(self, session_id: str) -> Store:
        return _one(self.sessions_with(session_id), f"session {session_id!r}", self.root)

    def facts_with(self, ident: str) -> list[Store]:
        """The projects holding a fact or note whose id is ``ident`` or starts with it."""
        return [self.get(name) for name in FactIds(self.root).projects_with(ident)]

    def find_fact(self, ident: str, cwd: str | os.PathLike | None = None) -> tuple[Store, str]:
        """The project of a fact or note id, and the id without its project: ``project:f-…``
        names the project; inside a repository, the id is that project's fact when it has
        one; elsewhere an id in several projects is refused with their names."""
        project, bare = split_fact_id(ident)
        if project is not None:
            return self.get(project), bare
        found = self.facts_with(bare)
        if len(found) > 1:
            here = self.here(cwd)
            mine = [s for s in found if here is not None and s.project == here.project]
            if mine:
                return mine[0], bare
        return _one(found, f"fact {bare!r}", self.root, qualified=bare), bare

    # --- the listing -----------------------------------------------------------

    def summaries(self) -> list[dict]:
        """One row per project for ``lc-memory projects``: name, folder, counts, last activity."""
        rows = []
        for store in self.stores():
            entries = store.session_entries()
            sealed = sum(1 for e in entries if e.sealed)
            visible = [e for e in entries if e.visible]
            cwds = [e.cwd for e in entries if getattr(e, "cwd", None)]
            last = max((e.last_activity or e.created or "" for e in entries), default="") or None
            rows.append({
                "project": store.project,
                "name": store.display_name,
                "folder": _folder(cwds),
                "sessions": len(entries),
                "sealed": sealed,
                "pending": sum(1 for e in visible if not e.sealed),
                "last_activity": last,
                "path": str(store.path),
            })
        rows.sort(key=lambda r: r["last_activity"] or "", reverse=True)
        return rows


def _folder(cwds: list[str]) -> str | None:
    """The working folder most of a project's sessions ran in."""
    if not cwds:
        return None
    return max(set(cwds), key=lambda c: (cwds.count(c), -len(c)))


def _one(stores: list[Store], what: str, root: Path, *, qualified: str | None = None) -> Store:
    if not stores:
        raise NotFound(f"no {what} in any project of {root} (see lc-memory sessions / lc-memory facts)")
    if len(stores) > 1:
        names = ", ".join(s.project for s in stores)
        hint = f"name one as PROJECT:{qualified} or pass --project NAME" if qualified else "pass --project NAME"
        raise Ambiguous(f"{what} is in {len(stores)} projects: {names}; {hint}")
    return stores[0]


_QUALIFIED = re.compile(r"^(?P<project>[^:\s]+):(?P<id>[fn]-[0-9a-f]+)$")


def split_fact_id(ident: str) -> tuple[str | None, str]:
    """``payments-api:f-534ce1a715`` -> ("payments-api", "f-534ce1a715"); a bare id -> (None, id)."""
    m = _QUALIFIED.match(ident.strip())
    return (m["project"], m["id"]) if m else (None, ident)


class FactIds:
    """Every project's fact and note ids, cached in ``<root>/.cache/fact-ids.json``.

    Each project's entry holds the size and mtime of its facts.jsonl when its ids were read;
    a lookup stats every facts.jsonl and re-reads only those that changed, so the cache is
    right whatever wrote the file. Deleting it loses nothing."""

    def __init__(self, root: str | os.PathLike | None = None) -> None:
        self.root = store_root(root)
        self.path = self.root / ".cache" / "fact-ids.json"

    def _load(self) -> dict:
        try:
            data = json.loads(self.path.read_bytes())
        except (OSError, ValueError):
            return {}
        return data if isinstance(data, dict) else {}

    def ids(self) -> dict[str, str]:
        """Fact ids per project, one a line, refreshed where a facts.jsonl changed (one
        string per project: the cache parses in a moment however many facts there are)."""
        cached = self._load()
        fresh: dict[str, dict] = {}
        changed = False
        for store in Projects(self.root).stores():
            path = store.facts_path
            try:
                st = path.stat()
                signature = [st.st_size, st.st_mtime_ns]
            except OSError:
                signature = None
            entry = cached.get(store.project)
            if not isinstance(entry, dict) or entry.get("signature") != signature:
                entry = {"signature": signature, "ids": "\n".join(_read_ids(path)) if signature else ""}
                changed = True
            fresh[store.project] = entry
        if changed or set(fresh) != set(cached):
            try:
                write_atomic(self.path, json.dumps(fresh, separators=(",", ":")))
            except OSError:
                pass  # a cache that cannot be written is read again next time
        return {name: entry["ids"] for name, entry in fresh.items()}

    def projects_with(self, ident: str) -> list[str]:
        ident = ident.strip()
        if not ident:
            return []
        return [name for name, ids in self.ids().items() if f"\n{ident}" in f"\n{ids}"]


def _read_ids(path: Path) -> list[str]:
    """The ids named in a facts.jsonl, found by their key (values are JSON-escaped, so a
    quoted ``"id":"`` inside a text cannot match)."""
    try:
        data = path.read_bytes()
    except OSError:
        return []
    ids = dict.fromkeys(m.decode("utf-8", "replace") for m in _FACT_ID.findall(data))
    if not ids and data.strip():
        records, _ = read_records(path)  # written by another JSON writer: read it properly
        ids = dict.fromkeys(str(r["id"]) for r in records if r.get("id"))
    return list(ids)


# --- which projects a command acts on -----------------------------------------------

@dataclasses.dataclass
class Scope:
    """The projects a command acts on, and the line that says so when it was not asked for."""

    stores: list[Store]
    notice: str | None = None

    @property
    def many(self) -> bool:
        return len(self.stores) != 1


def scope(root: str | os.PathLike | None = None, project: str | None = None, *, all_projects: bool = False,
          cwd: str | os.PathLike | None = None) -> Scope:
    """``--project NAME``: that one. ``--all-projects``: every one. Otherwise where you stand:
    inside a repository, its project; elsewhere every project of the store, with a notice line."""
    projects = Projects(root)
    if project and all_projects:
        raise BadInput("pass --project NAME or --all-projects, not both")
    if project:
        return Scope([projects.get(project)])
    if all_projects:
        return Scope(_some(projects))
    # Only a repository decides: a folder such as the home folder may have sessions of its
    # own, and "every project" from there must still mean every project.
    if git_folders(str(cwd or os.getcwd())) is not None:
        return Scope([projects.here(cwd)])
    stores = _some(projects)
    return Scope(stores, f"not inside a project: acting on every project ({len(stores)}) in {projects.root}; "
                         "--project NAME for one")


def _some(projects: Projects) -> list[Store]:
    stores = projects.stores()
    if not stores:
        raise NotFound(f"no projects in {projects.root} yet (`lc-memory ingest ~/.claude/projects` fills it)")
    return stores


class Router:
    """Files each transcript under its own project's store, or every one under ``fallback``
    when the project was given (``--project``). A transcript that names no folder goes to
    ``fallback`` (the current folder's project)."""

    def __init__(self, fallback: Store, fixed: bool = False) -> None:
        self.fallback = fallback
        self.fixed = fixed
        self.stores: dict[str, Store] = {fallback.project: fallback}

    def __call__(self, meta: dict, path: Path | None = None) -> Store:
        if self.fixed:
            return self.fallback
        derived = project_for(meta.get("cwd"), path)
        if derived is None:
            return self.fallback
        cwd = meta.get("cwd")
        # A worktree's memory made by 0.2 keeps its sessions while the repository has none.
        older = worktree_identity(cwd) if isinstance(cwd, str) and os.path.isdir(cwd) else None
        name, notice = in_store(self.fallback.root, derived, older)
        if name not in self.stores:
            self.stores[name] = Store(self.fallback.root, name)
            self.stores[name].notice = notice
        return self.stores[name]
