"""Which store a memory.db was built from.

The project is the one the page names (its ``memory`` row, checked against the db's
projects table by the caller). The plugin config's store wins (``plugins: lc_memory:
store: PATH``); else the project's ``memory`` row says: ``path`` is
``<store>/<project>/memory/MEMORY.md``. A store whose memory folder was moved (``dir`` in
config.toml) is found from a session's path instead (``<store>/<project>/sessions/...``).
"""

from __future__ import annotations

from pathlib import Path

from lc_memory.store.files import Store, StoreError


def store_for(config: dict | None, memory: dict | None, session_path: str | None = None) -> Store:
    """The Store for one memory.db, or StoreError saying how to point the plugin at it."""
    config = config or {}
    memory = memory or {}
    project = memory.get("project") or config.get("project")
    if config.get("store"):
        if not project:
            raise StoreError("plugins.lc_memory.store.files is set but no project: add project")
        return Store(Path(config["store"]).expanduser(), project).require()
    if not project:
        raise StoreError(
            "this memory.db names no project (run lc-memory import, "
            "or set plugins.lc_memory.store.files and project)"
        )
    candidates = []
    if memory.get("path"):
        md = Path(memory["path"])
        candidates.append(md.parents[2] if len(md.parents) > 2 else None)
    if session_path:
        sp = Path(session_path)
        candidates.append(sp.parents[2] if len(sp.parents) > 2 else None)
    for root in candidates:
        if root is not None and (root / project).is_dir():
            store = Store(root, project)
            if not memory.get("path") or store.memory_md == Path(memory["path"]):
                return store.require()
    raise StoreError(
        f"cannot find the store of project {project!r} from memory.db "
        "(set plugins.lc_memory.store.files in metadata)"
    )
