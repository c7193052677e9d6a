"""The llm plugin: the ``LcMemory`` toolbox and the ``lc-memory:`` fragment loader.

- ``llm -T LcMemory "..."`` lets a model call ``LcMemory_recall``, ``LcMemory_remember``
  and ``LcMemory_forget``, thin adapters over ``agent_tools``. Crediting is decided from
  what the person typed, never from the tool arguments: the prompt argument of the running
  ``llm`` command (``agent_tools.LlmPrompt``: not text piped on stdin, not fragments, not
  other conversations in logs.db), or a transcript they name
  (``-T 'LcMemory(transcript="path")'``, one session; logs.db is refused).
- ``llm -f lc-memory:digest "..."`` adds MEMORY.md of the current folder's project, framed
  "as of DATE; verify first"; ``lc-memory:digest/<project>`` another project's (its name or
  its readable part, ``payments-api``).

Both use the store in ``$LC_MEMORY_STORE`` (default ``~/.levelcode/sessions``).
"""

from __future__ import annotations

from pathlib import Path

import llm

from lc_memory.store.files import StoreError


class LcMemory(llm.Toolbox):
    """Project memory from past sessions of this project: recall it, and keep or forget
    notes from the person. Memory may be stale; verify it against the code."""

    def __init__(self, store: str | None = None, project: str | None = None, transcript: str | None = None):
        from lc_memory.surfaces.agent_tools import project_store

        # The project: named, else the named transcript's working folder's, else this folder's.
        self._store = project_store(store, project, transcript)
        self._transcript = Path(transcript).expanduser() if transcript else None

    def _host(self):
        from lc_memory.surfaces.agent_tools import LlmPrompt, TranscriptFile

        # Never Claude Code's sessions: an llm conversation is not one of them.
        return TranscriptFile(self._transcript) if self._transcript else LlmPrompt()

    def recall(self, query: str, limit: int = 10, all_projects: bool = False) -> str:
        """Search past sessions of this project (journal, facts, notes, transcripts), or with
        `all_projects` of every project. Every hit cites its session and date (and project)
        and says how far to trust it."""
        from lc_memory.surfaces.agent_tools import recall_sessions

        try:
            if not self._store.config.recallTool:
                return "recall is off for this project (recallTool = false)."
            return recall_sessions(self._store, query, limit, all_projects=all_projects)
        except StoreError as e:
            return f"Nothing recalled: {e}."

    def remember(self, note: str, said: str, kind: str = "project") -> str:
        """Save a note the person wants kept (kind: preference, project or reference).
        `said` is the person's own words: the whole sentence or clause, copied exactly from
        their prompt; a note that cannot be credited to words they typed is kept as
        unconfirmed."""
        from lc_memory.surfaces.agent_tools import remember

        try:
            if not self._store.config.notes:
                return "Not saved: notes are off for this project (notes = false)."
            return remember(self._store, self._host(), note, said, kind)
        except StoreError as e:
            return f"Not saved: {e}."

    def forget(self, query: str, said: str) -> str:
        """Forget the memory best matching `query`, only when the person asked for it:
        `said` is their own words asking ("forget the pnpm note")."""
        from lc_memory.surfaces.agent_tools import forget

        try:
            if not self._store.config.notes:
                return "Removed nothing: notes are off for this project (notes = false)."
            return forget(self._store, self._host(), query, said)
        except StoreError as e:
            return f"Removed nothing: {e}."


def load_digest(argument: str) -> llm.Fragment:
    """``digest`` (this folder's project) or ``digest/<project>``: MEMORY.md, framed."""
    from lc_memory.memory import Memory

    name, _, project = argument.partition("/")
    if name != "digest":
        raise ValueError(f"unknown lc-memory fragment {argument!r} (use lc-memory:digest or lc-memory:digest/PROJECT)")
    memory = Memory.open(None, project or None)
    return llm.Fragment(memory.digest_text(), source=f"lc-memory:digest/{memory.store.project}")


@llm.hookimpl
def register_tools(register):
    register(LcMemory)


@llm.hookimpl
def register_fragment_loaders(register):
    register("lc-memory", load_digest)
