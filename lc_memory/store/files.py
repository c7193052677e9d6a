"""The store: plain files that are the source of truth.

Layout, per project::

    <store>/<project-slug>/
      sessions/<session-id>.jsonl   normalized transcript (a ``session`` line, then ``message`` lines)
      sessions/index.jsonl          one line per session (id, title, status, pinned, ...)
      memory/MEMORY.md              the always-on digest (generated)
      memory/journal.jsonl          one outcome per sealed session, append-only
      memory/facts.jsonl            observations, person notes and user actions
      memory/config.toml            settings, all optional

Every write is atomic: appends take an exclusive lock, write whole lines and fsync;
rewrites go to a temp file in the same folder and are renamed over the original.
A malformed or torn line is reported as ``file:line`` and skipped, never deleted.
"""

from __future__ import annotations

import contextlib
import dataclasses
import fcntl
import hashlib
import json
import os
import re
from pathlib import Path
from typing import Any, Callable, Iterable, Iterator

from lc_memory.errors import BadInput, BadRecord, ConfigError, LcMemoryError, NotFound
from lc_memory.store.config import Config, parse_config
from lc_memory.store.identity import (
    current_project,
    display_name,
    folder_identity,
    git_toplevel,
    legacy_name,
    slugify,
    worktree_identity,
)
from lc_memory.store.records import (
    FactRecord,
    JournalEntry,
    Record,
    SessionEntry,
    fact_record,
)

DEFAULT_STORE = "~/.levelcode/sessions"
SESSION_ID_RE = re.compile(r"^[A-Za-z0-9][A-Za-z0-9._:-]{0,127}$")


# The name every module caught before errors.py: the base of the hierarchy.
StoreError = LcMemoryError


@dataclasses.dataclass(frozen=True)
class Problem:
    """A line of a store file that could not be read; it is skipped, never rewritten away."""

    path: Path
    line: int
    reason: str
    torn: bool = False  # the last line of a file that does not end in a newline

    def __str__(self) -> str:
        return f"{self.path}:{self.line}: {self.reason}"


# --- locations --------------------------------------------------------------

def store_root(store: str | os.PathLike | None = None) -> Path:
    """The store folder: the argument, else ``$LC_MEMORY_STORE``, else ``~/.levelcode/sessions``."""
    value = store or os.environ.get("LC_MEMORY_STORE") or DEFAULT_STORE
    return Path(value).expanduser()


def project_slug(cwd: str | os.PathLike | None = None) -> str:
    """Slug of the git top-level folder of ``cwd``, else of ``cwd``'s own name."""
    cwd = Path(cwd or os.getcwd())
    top = git_toplevel(str(cwd))
    return slugify(top.name if top is not None else cwd.resolve().name)


def _cwds(folder: Path) -> set[str]:
    records, _ = read_jsonl(folder / "sessions" / "index.jsonl")
    return {r["cwd"] for r in records if isinstance(r.get("cwd"), str) and r["cwd"]}


def _may_adopt(folder: Path, derived: str) -> bool:
    """An old store is this project's unless every session in it came from another project:
    a clone that shares a folder name does not take over the memory of the repository."""
    cwds = _cwds(folder)
    return not cwds or any(folder_identity(c) == derived for c in cwds)


def in_store(root: Path, derived: str, worktree: str | None = None) -> tuple[str, str | None]:
    """The project folder name to use in ``root`` for a derived identity, and a notice for
    the person or None: the derived name; else a git worktree's own memory made before 0.3
    (``worktree``, keyed on the worktree's folder); else the pre-0.2 name, when only that
    exists and holds this project's sessions."""
    if (root / derived).is_dir():
        return derived, None
    if worktree and worktree != derived and (root / worktree).is_dir():
        return worktree, (f"note: using this worktree's memory made before 0.3 at {root / worktree}; "
                          f"`mv {root / worktree} {root / derived}` to share the repository's memory")
    old = legacy_name(derived)
    if old != derived and (root / old).is_dir() and _may_adopt(root / old, derived):
        return old, (f"note: using the store made before 0.2 at {root / old}; "
                     f"`mv {root / old} {root / derived}` to adopt the new name")
    return derived, None


def check_session_id(session_id: str) -> str:
    if not isinstance(session_id, str) or not SESSION_ID_RE.match(session_id) or ".." in session_id:
        raise BadInput(f"not a valid session id: {session_id!r}")
    return session_id


# --- file primitives --------------------------------------------------------

def read_jsonl(path: Path) -> tuple[list[dict], list[Problem]]:
    """Read a JSONL file; a line that is not a JSON object becomes a Problem and is skipped."""
    records: list[dict] = []
    problems: list[Problem] = []
    if not path.exists():
        return records, problems
    with open(path, "rb") as f:
        data = f.read()
    lines = data.split(b"\n")
    torn = bool(data) and not data.endswith(b"\n")
    for number, raw in enumerate(lines, 1):
        record = _parse_line(path, number, raw, torn and number == len(lines), problems)
        if record is not None:
            records.append(record)
    return records, problems


# Two objects on one line: the whole-file parse below would read them as two records.
_TWO_OBJECTS = re.compile(rb"}[ \t\r\n]*,[ \t\r\n]*{")


def read_records(path: Path) -> tuple[list[dict], list[Problem]]:
    """``read_jsonl``, faster: the whole file is parsed as one JSON array when that is
    certain to give the same records (one object per line, no line holding two), else
    line by line, so a bad line is still reported as file:line and skipped."""
    try:
        data = path.read_bytes()
    except FileNotFoundError:
        return [], []
    if data.endswith(b"\n") and not _TWO_OBJECTS.search(data):
        lines = [line for line in data.split(b"\n") if line.strip()]
        try:
            records = json.loads(b"[" + b",".join(lines) + b"]")
        except (ValueError, UnicodeDecodeError):
            records = None
        if records is not None and len(records) == len(lines) and all(type(r) is dict for r in records):
            return records, []
    return read_jsonl(path)


def dumps(record: dict) -> str:
    return json.dumps(record, ensure_ascii=False, separators=(",", ":"), sort_keys=False)


def locked(path: Path) -> contextlib.AbstractContextManager:
    """An exclusive advisory lock shared by every writer of the folder holding ``path``."""
    return lock_file(path.parent / ".lock")


@contextlib.contextmanager
def lock_file(path: Path) -> Iterator[None]:
    """An exclusive advisory lock on ``path`` itself (made if missing)."""
    path.parent.mkdir(parents=True, exist_ok=True)
    with open(path, "a") as f:
        fcntl.flock(f, fcntl.LOCK_EX)
        try:
            yield
        finally:
            fcntl.flock(f, fcntl.LOCK_UN)


def _fsync_dir(folder: Path) -> None:
    fd = os.open(folder, os.O_RDONLY)
    try:
        os.fsync(fd)
    finally:
        os.close(fd)


def _file_key(path: Path) -> bytes | None:
    """A digest of a file's bytes (None when it is missing): hashing a journal costs far less
    than parsing its lines, and unlike a size and a time it cannot miss an edit made within
    one tick of the clock."""
    try:
        return hashlib.blake2b(path.read_bytes(), digest_size=16).digest()
    except OSError:
        return None


def append_jsonl(path: Path, records: Iterable[dict], *, lock: bool = True) -> None:
    """Append whole lines under the lock, then fsync. A torn last line is closed off first."""
    payload = "".join(dumps(r) + "\n" for r in records).encode("utf-8")
    if not payload:
        return
    with locked(path) if lock else contextlib.nullcontext():
        # Unbuffered, so a failed write leaves nothing queued to be flushed at close.
        with open(path, "ab", buffering=0) as f:
            start = f.tell()
            if start > 0:
                with open(path, "rb") as r:
                    r.seek(-1, os.SEEK_END)
                    if r.read(1) != b"\n":
                        payload = b"\n" + payload  # keep the torn line as its own (skipped) line
            try:
                view = memoryview(payload)
                while view:
                    view = view[f.write(view):]
                os.fsync(f.fileno())
            except OSError as e:
                # A full disk takes part of a write: cut back to where we started, so the
                # file is as it was and no torn line of ours stays behind.
                with contextlib.suppress(OSError):
                    os.ftruncate(f.fileno(), start)
                _raise_with_path(e, path)


def write_atomic(path: Path, data: str | bytes, *, sync_folder: bool = True) -> None:
    """Write a whole file through a temp file in the same folder and a rename. A caller that
    writes many files to one folder passes ``sync_folder=False`` and syncs the folder once."""
    path.parent.mkdir(parents=True, exist_ok=True)
    if isinstance(data, str):
        data = data.encode("utf-8")
    import tempfile  # here: it loads shutil and the compression modules, which a read never needs

    fd, tmp = tempfile.mkstemp(dir=path.parent, prefix=f".{path.name}.", suffix=".tmp")
    try:
        with os.fdopen(fd, "wb") as f:
            f.write(data)
            f.flush()
            os.fsync(f.fileno())
        os.replace(tmp, path)
    except BaseException as e:
        with contextlib.suppress(OSError):
            os.unlink(tmp)
        if isinstance(e, OSError):
            _raise_with_path(e, path)
        raise
    if sync_folder:
        _fsync_dir(path.parent)


def write_many(files: dict[Path, bytes], chunk: int = 64, *, then: dict[Path, bytes] | None = None) -> None:
    """``write_atomic`` for many files: each written to a temp file beside it, the temp files
    synced together (one journal commit can take them all, where one fsync after another
    waited for a commit each), then renamed, then each folder synced once. ``then``: files
    written and synced with them but renamed only after that (an index that names the others
    never reaches the disk before they do). A failure before the renames leaves every file as
    it was and no temp file behind. At most ``chunk`` files are open at once."""
    items = [*files.items(), *(then or {}).items()]
    if not items:
        return
    import tempfile  # as in write_atomic

    for folder in dict.fromkeys(path.parent for path, _ in items):  # once a folder, not once a file
        folder.mkdir(parents=True, exist_ok=True)
    temps: list[tuple[str, Path]] = []
    try:
        for start in range(0, len(items), chunk):
            fds: list[int] = []
            try:
                for path, data in items[start:start + chunk]:
                    fd, tmp = tempfile.mkstemp(dir=path.parent, prefix=f".{path.name}.", suffix=".tmp")
                    fds.append(fd)
                    temps.append((tmp, path))
                    try:
                        view = memoryview(data)
                        while view:
                            view = view[os.write(fd, view):]
                    except OSError as e:
                        _raise_with_path(e, path)
                _fsync_all(fds, [path for _, path in temps[start:]])
            finally:
                for fd in fds:
                    os.close(fd)
    except BaseException:
        for tmp, _ in temps:
            with contextlib.suppress(OSError):
                os.unlink(tmp)
        raise
    for i, (tmp, path) in enumerate(temps):
        if i == len(files):  # the first files are on disk before any of ``then`` is renamed
            for folder in dict.fromkeys(path.parent for path in files):
                _fsync_dir(folder)
        try:
            os.replace(tmp, path)
        except OSError as e:
            for rest, _ in temps[i:]:
                with contextlib.suppress(OSError):
                    os.unlink(rest)
            _raise_with_path(e, path)
    for folder in dict.fromkeys(path.parent for path in (then or files)):
        _fsync_dir(folder)


# Up to this many files are synced one after another: starting a pool of threads costs more
# than it saves on a few (a pool syncs 2 files in 1.4 ms, one thread 1.0; 8 in 2.6 against
# 2.1; they meet at about 16; 50 in 7.0 against 10.5, on this machine's ext4).
SYNC_IN_TURN = 16


def _fsync_all(fds: list[int], paths: list[Path]) -> None:
    """fsync each file: one after another when there are a few, several at once when there
    are many (a thread waiting on one lets the others be queued for the same commit). Either
    way every file is synced before this returns."""
    def sync(i: int) -> None:
        try:
            os.fsync(fds[i])
        except OSError as e:
            _raise_with_path(e, paths[i])

    if len(fds) <= SYNC_IN_TURN:
        for i in range(len(fds)):
            sync(i)
        return
    from concurrent.futures import ThreadPoolExecutor

    with ThreadPoolExecutor(max_workers=min(8, len(fds))) as pool:
        list(pool.map(sync, range(len(fds))))


def _raise_with_path(e: OSError, path: Path) -> None:
    """Raise the error again, naming the store file (a failed write() names no file)."""
    if e.filename and not str(e.filename).endswith(".tmp"):
        raise e
    raise OSError(e.errno, e.strerror or str(e), str(path)) from e


def rewrite_jsonl(path: Path, records: Iterable[dict]) -> None:
    write_atomic(path, "".join(dumps(r) + "\n" for r in records))


def filter_jsonl(
    path: Path,
    transform: Callable[[dict], dict | None],
    extra: Iterable[dict] = (),
) -> int:
    """Rewrite a JSONL file atomically through ``transform`` (None drops a record), then
    append ``extra``. Lines that are not JSON objects are kept verbatim: a rewrite never
    deletes what it could not read. Call it under ``locked(path)``. Returns records dropped."""
    data, dropped = filtered_jsonl(path, transform, extra)
    write_atomic(path, data)
    return dropped


def filtered_jsonl(
    path: Path,
    transform: Callable[[dict], dict | None],
    extra: Iterable[dict] = (),
) -> tuple[bytes, int]:
    """What ``filter_jsonl`` writes, and the records it drops, without writing it."""
    out: list[bytes] = []
    dropped = 0
    raw = path.read_bytes() if path.exists() else b""
    for line in raw.split(b"\n"):
        if not line.strip():
            continue
        try:
            record = json.loads(line)
        except (ValueError, UnicodeDecodeError):
            record = None
        if not isinstance(record, dict):
            out.append(line)
            continue
        new = transform(record)
        if new is None:
            dropped += 1
        else:
            out.append(dumps(new).encode("utf-8"))
    out.extend(dumps(r).encode("utf-8") for r in extra)
    return b"".join(line + b"\n" for line in out), dropped


def reject_unreadable(path: Path) -> list[Problem]:
    """Move the lines of a JSONL file that are not JSON objects (a torn write, a hand edit)
    to ``<file>.rejected`` beside it, appended there first, then the file rewritten without
    them: nothing is lost, and the store stops reporting them. Returns what was moved."""
    with locked(path):
        _, problems = read_jsonl(path)
        if not problems:
            return []
        raw = path.read_bytes().split(b"\n")
        bad = {p.line for p in problems}
        rejected = path.with_name(path.name + ".rejected")
        with open(rejected, "ab") as f:
            f.write(b"".join(raw[n - 1].rstrip(b"\r") + b"\n" for n in sorted(bad)))
            f.flush()
            os.fsync(f.fileno())
        kept = [line for n, line in enumerate(raw, 1) if n not in bad and line.strip()]
        write_atomic(path, b"".join(line + b"\n" for line in kept))
    return problems


# --- the store --------------------------------------------------------------

def iter_records(path: Path, problems: list[Problem], block: int = 1 << 22) -> Iterator[tuple[int, dict]]:
    """``read_records``, streamed: (line number, record) in file order, read about 4 MB of
    whole lines at a time (each block parsed as one JSON array when that is certain to give
    the same records, else line by line); a bad line is added to ``problems`` and skipped."""
    try:
        f = open(path, "rb")
    except FileNotFoundError:
        return
    with f:
        start = 0
        while lines := f.readlines(block):
            torn = not lines[-1].endswith(b"\n")  # only a file's last line can be
            records = None
            if not torn and not _TWO_OBJECTS.search(b"".join(lines)):
                kept = [n for n, line in enumerate(lines) if line.strip()]
                try:
                    records = json.loads(b"[" + b",".join(lines[n] for n in kept) + b"]")
                except (ValueError, UnicodeDecodeError):
                    records = None
            if records is not None and len(records) == len(kept) and all(type(r) is dict for r in records):
                for n, record in zip(kept, records):
                    yield start + n + 1, record
            else:
                for n, raw in enumerate(lines):
                    record = _parse_line(path, start + n + 1, raw, torn and n == len(lines) - 1, problems)
                    if record is not None:
                        yield start + n + 1, record
            start += len(lines)


def _parse_line(path: Path, number: int, raw: bytes, last: bool, problems: list[Problem]) -> dict | None:
    if not raw.strip():
        return None
    try:
        record = json.loads(raw)
    except (ValueError, UnicodeDecodeError) as e:
        reason = "torn final line (a writer stopped mid-line)" if last else f"not JSON ({e})"
        problems.append(Problem(path, number, reason, last))
        return None
    if not isinstance(record, dict):
        problems.append(Problem(path, number, "not a JSON object"))
        return None
    return record


class Store:
    """One project's folder in the store: the only code that reads or writes its JSONL.

    Readers return typed records (``session_entries``, ``journal_entries``, ``fact_log``)
    or their JSON (``sessions``, ``journal``, ``fact_records``); a line that cannot be read
    is added to ``problems`` (a value the caller reports) and skipped.
    """

    def __init__(self, root: str | os.PathLike | None = None, project: str | None = None):
        self.root = store_root(root)
        # A line for the person when a derived project uses its pre-0.2 folder (lc_memory/store/identity.py).
        self.notice: str | None = None
        if project:
            self.project = slugify(project)
        else:  # derived: name-hash of the repository's main folder (see lc_memory/store/identity.py)
            self.project, self.notice = in_store(self.root, current_project(), worktree_identity())
        self.path = self.root / self.project
        self.problems: list[Problem] = []
        self._config: Config | None = None
        self._sealed: tuple[bytes | None, frozenset[str]] | None = None

    def __repr__(self) -> str:
        return f"<Store {self.path}>"

    @property
    def display_name(self) -> str:
        """The project's readable name, for headings: ``payments-api`` of ``payments-api-837c3f``."""
        return display_name(self.project)

    # paths
    @property
    def sessions_dir(self) -> Path:
        return self.path / "sessions"

    @property
    def index_path(self) -> Path:
        return self.sessions_dir / "index.jsonl"

    @property
    def memory_dir(self) -> Path:
        if not self.config.dir:
            return self.path / "memory"
        # Relative to the project's store folder, never to the current repository (which
        # could then ship its own memory files), and never outside the store.
        where = (self.path / Path(self.config.dir).expanduser()).resolve()
        root = self.root.expanduser().resolve()
        if where != root and root not in where.parents:
            raise ConfigError(
                f"{self.config_path}: dir = {self.config.dir!r} is outside the store {root}; "
                "memory files must live inside it"
            )
        return where

    @property
    def journal_path(self) -> Path:
        return self.memory_dir / "journal.jsonl"

    @property
    def facts_path(self) -> Path:
        return self.memory_dir / "facts.jsonl"

    @property
    def memory_md(self) -> Path:
        return self.memory_dir / "MEMORY.md"

    @property
    def shared_link(self) -> Path:
        """Where ``lc-memory share`` noted the repository folder this project shares through."""
        return self.memory_dir / "shared.json"

    def shared_folder(self) -> Path | None:
        """The repository folder of team memory (lc_memory/write/team.py), once ``share`` linked it."""
        try:
            folder = json.loads(self.shared_link.read_text(encoding="utf-8")).get("folder")
        except (OSError, ValueError, AttributeError):
            return None
        return Path(folder) if isinstance(folder, str) and folder else None

    @property
    def config_path(self) -> Path:
        return self.path / "memory" / "config.toml"

    def session_path(self, session_id: str) -> Path:
        return self.sessions_dir / f"{check_session_id(session_id)}.jsonl"

    def exists(self) -> bool:
        return self.path.is_dir()

    def require(self) -> "Store":
        """Raise NotFound when the project folder does not exist yet."""
        if not self.exists():
            there = sorted(p.name for p in self.root.iterdir() if (p / "sessions").is_dir()) \
                if self.root.is_dir() else []
            if there:
                listed = ", ".join(there[:8]) + (f" and {len(there) - 8} more" if len(there) > 8 else "")
                hint = f"this store has {listed}: pass --project NAME"
            else:
                hint = "ingest a session first, or pass --store"
            raise NotFound(f"no store for project {self.project!r} at {self.path} ({hint})")
        self.config  # a malformed config is reported before anything is written
        self.memory_dir
        return self

    @property
    def config(self) -> Config:
        if self._config is None:
            path = self.config_path
            text = _read_text(path) if path.exists() else None
            self._config = parse_config(text, str(path)) if text is not None else Config()
        return self._config

    # reading
    def _read(self, path: Path) -> list[dict]:
        records, problems = read_records(path)
        self._report(problems)
        return records

    def _report(self, problems: Iterable[Problem]) -> None:
        self.problems.extend(p for p in problems if p not in self.problems)

    def _typed(self, path: Path, parse: Callable[[dict], Record]) -> list:
        return list(self._stream(path, parse))

    def _stream(self, path: Path, parse: Callable[[dict], Record]) -> Iterator:
        """A JSONL file's typed records, read a block at a time; bad lines reported at the end."""
        problems: list[Problem] = []
        try:
            for number, record in iter_records(path, problems):
                try:
                    yield parse(record)
                except BadRecord as e:
                    problems.append(Problem(path, number, str(e)))
        finally:
            self._report(problems)

    def session_entries(self, sealed: set[str] | None = None) -> list[SessionEntry]:
        """The session index (the last line for an id wins), ``sealed`` from the journal
        (``sealed``: the sealed ids, when the caller has read them already)."""
        by_id: dict[str, SessionEntry] = {}
        for entry in self._typed(self.index_path, SessionEntry.from_json):
            by_id[entry.id] = entry
        if sealed is None:
            sealed = self.sealed_ids()
        return [e.replace(sealed=e.id in sealed) if e.sealed != (e.id in sealed) else e
                for e in by_id.values()]

    def sessions(self) -> list[dict]:
        """The session index as JSON, one dict per session."""
        return [e.to_json() for e in self.session_entries()]

    def visible_sessions(self) -> list[SessionEntry]:
        """Sessions search, recall and the lists show: not in the trash, not forgotten."""
        return [e for e in self.session_entries() if e.visible]

    def session_entry(self, session_id: str) -> SessionEntry:
        check_session_id(session_id)
        for entry in self.session_entries():
            if entry.id == session_id:
                return entry
        raise NotFound(f"unknown session id {session_id!r} in project {self.project!r}")

    def session(self, session_id: str) -> dict:
        return self.session_entry(session_id).to_json()

    def messages(self, session_id: str) -> list[dict]:
        path = self.session_path(session_id)
        if not path.exists():
            raise NotFound(f"unknown session id {session_id!r} in project {self.project!r}")
        return [r for r in self._read(path) if r.get("type") == "message"]

    def journal_entries(self) -> list[JournalEntry]:
        return self._typed(self.journal_path, JournalEntry.from_json)

    def journal(self) -> list[dict]:
        return [e.to_json() for e in self.journal_entries()]

    def sealed_ids(self) -> set[str]:
        """The sessions that are sealed: those with a journal line (the seal's last write).
        Kept while the journal's bytes are the same: every list of sessions asks, and a seal lists
        them four times (a store of 86 sealed sessions parsed its journal 551 times sealing them)."""
        key = _file_key(self.journal_path)
        if self._sealed is None or key is None or self._sealed[0] != key:
            self._sealed = (key, frozenset(e.session for e in self.journal_entries()))
        return set(self._sealed[1])

    def is_sealed(self, session_id: str) -> bool:
        return session_id in self.sealed_ids()

    def fact_log(self) -> list[FactRecord]:
        """facts.jsonl as records, in file order: what the fold replays."""
        return self._typed(self.facts_path, fact_record)

    def fact_stream(self) -> Iterator[FactRecord]:
        """``fact_log``, one block of lines at a time: the fold's input, so a million lines
        never sit in memory at once."""
        return self._stream(self.facts_path, fact_record)

    def fact_records(self) -> list[dict]:
        return [r.to_json() for r in self.fact_log()]

    def read_memory_md(self) -> str | None:
        """MEMORY.md's text, None when there is none; BadInput when it is not UTF-8."""
        path = self.memory_md
        return _read_text(path) if path.exists() else None

    # writing
    def update_session(self, session_id: str, **changes: Any) -> SessionEntry:
        """Change fields of one index entry (rewrites index.jsonl atomically)."""
        with locked(self.index_path):
            current = next((s for s in self.session_entries() if s.id == session_id), None)
            if current is None:
                raise NotFound(f"unknown session id {session_id!r} in project {self.project!r}")
            data = {**current.to_json(), **changes}
            data.pop("sealed", None)  # derived from the journal, never stored
            new = SessionEntry.from_json({k: v for k, v in data.items() if v is not None})
            filter_jsonl(self.index_path, lambda r: None if r.get("id") == session_id else r, [new.to_json()])
            return new.replace(sealed=current.sealed)

    def put_session(self, meta: dict, messages: list[dict], *, revive: bool = False) -> bool:
        """Write a normalized session and its index entry; False when nothing changed.

        What the person set through lc-memory (status, pin, a title) outlives re-ingest. New
        activity makes an archived session active again; ``revive`` (an explicit re-ingest)
        also clears a forget-session flag, so the session can be sealed anew.
        """
        return self.put_sessions([(meta, messages)], revive=revive)[0]

    def put_sessions(self, sessions: Iterable[tuple[dict, list[dict]]], *, revive: bool = False) -> list[bool]:
        """``put_session`` for many sessions in one pass: each file written as it does, then the
        folder synced and the index rewritten once, not once a session (an ingest of n sessions
        read and rewrote the index n times). One bool a session: False when nothing changed."""
        items = [(check_session_id(meta["id"]), meta, messages) for meta, messages in sessions]
        if not items:
            return []
        out: list[bool] = []
        with locked(self.index_path):
            sealed = self.sealed_ids()
            entries = {e.id: e for e in self.session_entries(sealed)}  # the journal read once, not twice
            written: dict[str, dict] = {}  # index lines to replace, in the order a session was put
            bodies: dict[Path, bytes] = {}  # session files to write, the last body of each
            for session_id, meta, messages in items:
                line = self._session_write(session_id, meta, messages, entries.get(session_id), revive, bodies)
                out.append(line is not None)
                if line is not None:
                    written.pop(session_id, None)
                    written[session_id] = line
                    entries[session_id] = SessionEntry.from_json(line).replace(sealed=session_id in sealed)
            if written:
                index, _ = filtered_jsonl(self.index_path, lambda r: None if isinstance(r.get("id"), str)
                                          and r["id"] in written else r, written.values())
                write_many(bodies, then={self.index_path: index})
        return out

    def _session_write(self, session_id: str, meta: dict, messages: list[dict], old: SessionEntry | None,
                       revive: bool, bodies: dict[Path, bytes]) -> dict | None:
        """One session's file, put in ``bodies`` to be written (``write_many``); its new index
        line, or None when nothing changed. A body already in ``bodies`` is the file's as the
        batch leaves it (an id twice in one batch)."""
        # scrub last: whatever a caller built, no secret reaches the file (the id is a slug)
        body = "".join(dumps(r) + "\n" for r in [{"type": "session", **_redact().redact_value(meta), "id": session_id},
                                                   *map(_redact().redact_value, messages)])
        path, data = self.session_path(session_id), body.encode("utf-8")
        if path in bodies:
            unchanged = bodies[path] == data
        else:
            unchanged = path.exists() and _read_bytes(path) == data
        entry = {
            "id": session_id,
            "title": meta.get("title") or "",
            "title_source": meta.get("title_source", "transcript"),
            "created": meta.get("created"),
            "last_activity": meta.get("last_activity") or meta.get("created"),
            "status": meta.get("status", "active"),
            "pinned": bool(meta.get("pinned", False)),
            "turns": sum(1 for m in messages if m.get("role") == "user" and m.get("typed")),
            "format": meta.get("format", "native"),
            "cwd": meta.get("cwd"),
        }
        if meta.get("git_branch"):
            entry["git_branch"] = meta["git_branch"]
        merged = dict(entry)
        if old is not None:
            previous = old.to_json()
            previous.pop("sealed", None)
            for key in ("status", "pinned", "title", "title_source", "status_at"):
                if key in previous and (key != "title" or old.title_source == "user"):
                    entry[key] = previous[key]
            if old.status == "archived" and (entry["last_activity"] or "") > (old.last_activity or ""):
                entry["status"] = "active"  # new activity: the session is warm again
            merged = {**previous, **entry}
            if revive and old.forgotten:
                for key in ("forgotten", "forgotten_at"):
                    merged.pop(key, None)
            if unchanged and merged == previous:
                return None
        if not unchanged:
            bodies[path] = data
        return {**_redact().redact_value({k: v for k, v in merged.items() if v is not None or k in SessionEntry.ALWAYS}),
                "id": session_id}

    def append_facts(self, records: Iterable[FactRecord | dict]) -> None:
        append_jsonl(self.facts_path, (_redact().redact_record(_as_json(r)) for r in records))  # scrub last

    def append_journal(self, entries: Iterable[JournalEntry | dict]) -> None:
        append_jsonl(self.journal_path, (_redact().redact_record(_as_json(e)) for e in entries))  # scrub last

    def replace_journal(self, entry: JournalEntry) -> int:
        """Write a session's new journal line in place of its earlier ones (a session sealed
        again); returns how many lines it replaced."""
        with locked(self.journal_path):
            return filter_jsonl(self.journal_path, lambda e: None if e.get("session") == entry.session else e,
                                [_redact().redact_record(_as_json(entry))])

    def journal_entry(self, session_id: str) -> JournalEntry | None:
        """The session's latest journal line (what its seal wrote), None when it is not sealed."""
        return next((e for e in reversed(self.journal_entries()) if e.session == session_id), None)

    def remove_fact(self, fact_id: str, tombstone: FactRecord) -> int:
        """Take a fact's text off disk: drop every line about it, then append ``tombstone``
        (the delete or forget action, so the fold knows). Returns the lines dropped."""
        with locked(self.facts_path):
            return filter_jsonl(
                self.facts_path, lambda r: None if r.get("id") == fact_id else r, [_as_json(tombstone)]
            )

    def remove_session_records(self, session_id: str) -> tuple[int, int]:
        """Drop a session's journal lines and the observations it made, and actions on facts
        only it knew (they would name a ghost). Returns (fact lines, journal lines) dropped."""
        with locked(self.facts_path):
            live = {
                r.id for r in self.fact_log()
                if r.op == "observe" and r.session != session_id
            }

            def keep(r: dict) -> dict | None:
                if r.get("op") in ("observe", "confirm-line"):  # a Confirm of a journal sentence
                    return None if r.get("session") == session_id else r
                if r.get("op") == "accept":  # a teammate's line or fact I took in: not my session's
                    return r
                return r if r.get("id") in live else None

            facts_removed = filter_jsonl(self.facts_path, keep)
            journal_removed = filter_jsonl(
                self.journal_path, lambda e: None if e.get("session") == session_id else e
            )
        return facts_removed, journal_removed

    def seal_lock(self) -> contextlib.AbstractContextManager:
        """Held while a session is sealed, so two seals of one session cannot both write
        (one lock file for the project: seals are short, and no lock file per session piles up)."""
        return lock_file(self.sessions_dir / ".seal.lock")

    def write_memory_md(self, text: str) -> None:
        write_atomic(self.memory_md, _redact().redact_secrets(text))  # scrub last, on the whole document


def _redact():
    # Imported on the first write, not with the store: the engine compiles its rules on import
    # (~70 ms), and `lc-memory digest`, which runs before every agent session, only reads.
    from lc_memory.redact import engine

    return engine


def _as_json(record: Record | dict) -> dict:
    return record.to_json() if isinstance(record, Record) else record


def _read_bytes(path: Path) -> bytes:
    return path.read_bytes()


def _read_text(path: Path) -> str:
    """A store text file (config.toml, MEMORY.md); one clear error when it is not UTF-8."""
    data = path.read_bytes()
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError as e:
        line = data[: e.start].count(b"\n") + 1
        raise BadInput(f"{path}:{line}: not UTF-8 (byte {data[e.start]:#04x}); fix or remove that byte") from None
