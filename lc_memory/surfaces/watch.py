"""Watching agent transcript folders: ingest what changed, seal what has gone quiet.

``Watcher.poll()`` is one pass: every transcript file under the watched paths whose size or
modification time changed since the last pass is read and put into the store (idempotent),
then every session from those files that is not sealed yet and has been idle for ``idle``
seconds (since the later of its file's modification time and its last message) is sealed.
``lc-memory watch`` runs passes every ``interval`` seconds; ``--once`` runs one.

Default folders: Claude Code's ``~/.claude/projects/<slug of the cwd>`` (``$CLAUDE_CONFIG_DIR``
moves ``~/.claude``) and, with ``--codex``, Codex's ``~/.codex/sessions`` (``$CODEX_HOME``).
Codex keeps every project's sessions in one folder, so by default only sessions whose
working folder is inside this project (or a git worktree of it) are taken. With
``--any-cwd`` each session goes to the memory of its own project (``lc_memory/store/identity.py``),
unless ``--project`` is given.

A session sealed once is not sealed again when it continues later (``seal --again`` does
that by hand). A file that is not a transcript (empty, no turns, another kind of file) is
named once in a "skipped" line; a file or line that cannot be read is a warning; neither
stops the watcher. With ``strict`` a file with a bad line is refused whole.
"""

from __future__ import annotations

import dataclasses
import os
import time
from pathlib import Path
from typing import Callable

from lc_memory.clock import parse_time
from lc_memory.ingest import claude_code, codex
from lc_memory.ingest.base import read_transcripts
from lc_memory.ingest.common import NotATranscript
from lc_memory.memory import Memory
from lc_memory.store.files import Store, StoreError
from lc_memory.store.identity import folder_identity, git_toplevel
from lc_memory.write.extract import Extractor


@dataclasses.dataclass
class PassResult:
    ingested: list[str] = dataclasses.field(default_factory=list)
    sealed: list[str] = dataclasses.field(default_factory=list)
    errors: list[str] = dataclasses.field(default_factory=list)
    skipped: list[str] = dataclasses.field(default_factory=list)  # "name (reason)" of non-transcripts

    def lines(self) -> list[str]:
        n = len(self.skipped)
        return (
            [f"ingested {sid}" for sid in self.ingested]
            + [f"sealed {sid}" for sid in self.sealed]
            + ([f"skipped {n} file{'s' if n != 1 else ''} that {'are' if n != 1 else 'is'} not "
                f"{'transcripts' if n != 1 else 'a transcript'}: {', '.join(self.skipped)}"] if n else [])
            + [f"warning: {e}" for e in self.errors]
        )


# Where each agent keeps its transcripts is its format's to say.
claude_slug = claude_code.slug
claude_dir = claude_code.folder
codex_dir = codex.folder


def project_root(cwd: str | os.PathLike | None = None) -> Path:
    """The git top-level of ``cwd``, else ``cwd`` itself."""
    cwd = Path(cwd or os.getcwd())
    return git_toplevel(str(cwd)) or cwd.resolve()


def _inside(cwd: str | None, root: Path) -> bool:
    """A session of this project: run inside ``root``, or in a git worktree of its repository."""
    if not cwd:
        return False
    path = Path(cwd)
    return path == root or root in path.parents or (path.is_dir() and folder_identity(path) == folder_identity(root))


class Watcher:
    """Remembers each file's size and mtime, and which sessions came from which file."""

    def __init__(
        self,
        store: Store,
        paths: list[Path],
        *,
        idle: float = 600,
        format: str = "auto",
        extractor: Extractor | None = None,
        root: Path | None = None,
        strict: bool = False,
        router: Callable[[dict, Path], Store] | None = None,
        clock: Callable[[], float] = time.time,
    ) -> None:
        self.store = store
        self.paths = [Path(p) for p in paths]
        self.idle = idle
        self.format = format
        self.extractor = extractor
        self.root = root
        self.strict = strict
        self.router = router  # which store a transcript goes to; default: ``store``
        self.clock = clock
        self.seen: dict[Path, tuple[int, int]] = {}
        self.sources: dict[str, tuple[Path, Store]] = {}

    def files(self) -> list[Path]:
        out: list[Path] = []
        for p in self.paths:
            if p.is_dir():
                out.extend(sorted(q for q in p.rglob("*.jsonl") if q.name != "index.jsonl"))
            elif p.exists():
                out.append(p)
        return out

    def poll(self) -> PassResult:
        result = PassResult()
        for path in self.files():
            try:
                st = path.stat()
            except OSError:
                continue  # removed between the listing and now
            signature = (st.st_size, st.st_mtime_ns)
            if self.seen.get(path) == signature:
                continue
            self.seen[path] = signature
            try:
                transcripts = read_transcripts(path, self.format, strict=self.strict)
                for t in transcripts:
                    if self.root is not None and not _inside(t.meta.get("cwd"), self.root):
                        continue
                    result.errors.extend(str(p) for p in t.bad)
                    # A watcher's ingest is not the person's: a forgotten session stays forgotten.
                    put = Memory(self.store).put([(path, t)], router=self.router or (lambda meta, p: self.store),
                                                 revive=False)
                    for memory, results in put.items():
                        result.ingested += [sid for sid, changed in results if changed]
                        self.sources[t.meta["id"]] = (path, memory.store)
            except NotATranscript as e:
                result.skipped.append(f"{path.name} ({e.reason})")
            except StoreError as e:
                result.errors.append(str(e))
            except Exception as e:  # noqa: BLE001 - one file must never stop the watcher
                result.errors.append(f"{path}: could not be read ({type(e).__name__}: {e})")
        now = self.clock()
        sealed: dict[Path, set] = {}
        for sid, (path, store) in self.sources.items():
            try:
                if store.path not in sealed:
                    sealed[store.path] = store.sealed_ids()
                if sid in sealed[store.path] or now - self._last_active(store, sid, path) < self.idle:
                    continue
                if not store.session_entry(sid).visible:
                    continue  # forgotten, or in the trash
                if Memory(store).seal(sid, extractor=self.extractor).sealed:
                    result.sealed.append(sid)
            except StoreError as e:
                result.errors.append(f"{sid}: {e}")
            except Exception as e:  # noqa: BLE001 - one session must never stop the watcher; tried again next pass
                result.errors.append(f"{sid}: could not be sealed ({type(e).__name__}: {e})")
        return result

    def _last_active(self, store: Store, sid: str, path: Path) -> float:
        try:
            mtime = path.stat().st_mtime
        except OSError:
            mtime = 0.0
        last = parse_time(store.session(sid).get("last_activity"))
        return max(mtime, last.timestamp() if last else 0.0)

    def run(self, interval: float, report: Callable[[PassResult], None], *, once: bool = False) -> None:
        while True:
            report(self.poll())
            if once:
                return
            time.sleep(interval)
