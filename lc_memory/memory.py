"""``Memory``: one project's memory as an object, and the one rule for what follows a write.

Every surface is a thin adapter over it: the CLI, the Project memory page, the MCP server,
the llm toolbox and ``watch``. In the spirit of sqlite-utils' ``Database``::

    from lc_memory import Memory

    memory = Memory.open(project="payments-api")
    memory.ingest(["~/.claude/projects/-home-me-payments-api/"])
    memory.seal_pending()
    memory.act("not-true", "f-534ce1a715")   # MEMORY.md no longer says it
    print(memory.digest_text())

The after-write rule: every change to memory (a seal, an action, a note, a forgotten
session, a lifecycle change, new activity) re-renders MEMORY.md from the files, and, when
the Memory was opened with a ``db``, refreshes memory.db too. The files are written first;
a refresh that fails afterwards is a warning on the result, never a failure of a write that
was saved.
"""

from __future__ import annotations

import contextlib
import dataclasses
import datetime as dt
import os
import sqlite3
from pathlib import Path
from typing import Any, Callable, Iterable, Iterator, Sequence

from lc_memory.clock import iso, utcnow
from lc_memory.db.importer import import_store
from lc_memory.errors import BadInput, IngestError, LcMemoryError, NotFound, Refused
from lc_memory.ingest.base import FORMATS, read_paths
from lc_memory.read.recall import cache_path
from lc_memory.redact.engine import redact_secrets
from lc_memory.safety import sources
from lc_memory.safety.guard.classify import VerdictCache
from lc_memory.state import digest
from lc_memory.state.fold import Fact, check_action, fold, get
from lc_memory.state.frame import frame, fresh_digest
from lc_memory.store import lifecycle
from lc_memory.store.files import Store
from lc_memory.store.projects import Projects, Router, split_fact_id
from lc_memory.store.records import STATUSES, Action, JournalEntry, SessionEntry
from lc_memory.write import notes, team
from lc_memory.write.extract import Extractor, extract_offline
from lc_memory.write.seal import seal_records
from lc_memory.write.supersede import supersede_pass
from lc_memory.write.team import FOLDER, annotate, incoming, share, with_teammates

Progress = Callable[[list], Iterable]


@dataclasses.dataclass
class SealResult:
    session: str
    sealed: bool
    outcome: str = ""
    facts: list[str] = dataclasses.field(default_factory=list)
    consolidated: bool = False
    extractor: str = "offline"
    reason: str = ""
    withheld: list[str] = dataclasses.field(default_factory=list)
    note: str = ""  # one line when the model failed and the session was sealed offline
    resealed: bool = False  # it had been sealed before (it grew, or --again): its line was replaced


@dataclasses.dataclass
class ConsolidateResult:
    path: str
    tokens: int
    facts: int
    notes: int
    recent: int
    superseded: int = 0
    conflicts: int = 0
    # What fell outside the windows: sealed sessions not in "Recently", facts that decayed.
    older_sessions: int = 0
    decayed_facts: int = 0
    archived: int = 0  # sessions auto-archived by this consolidation


@dataclasses.dataclass
class IngestReport:
    """What an ingest read and where each session went: (session id, changed) per Memory."""

    reading: Any  # ingest.Reading: the files read, skipped and failed
    sessions: dict["Memory", list[tuple[str, bool]]] = dataclasses.field(default_factory=dict)

    @property
    def results(self) -> list[tuple[str, bool]]:
        return [r for rs in self.sessions.values() for r in rs]

    def by_agent(self) -> dict[str, tuple[int, int]]:
        """(sessions, projects) per agent, by the label of the format that read them."""
        project_of = {sid: m.store.project for m, rs in self.sessions.items() for sid, _ in rs}
        labels = {f.name: f.label for f in FORMATS}
        seen: dict[str, set[tuple[str, str | None]]] = {}
        for _, t in self.reading.transcripts:
            sid = t.meta["id"]
            seen.setdefault(labels.get(t.meta.get("format"), t.meta.get("format")), set()).add((sid, project_of.get(sid)))
        return {label: (len(ids), len({p for _, p in ids})) for label, ids in seen.items()}


class Memory:
    """One project's memory: its store, the verbs that change it, and what follows."""

    def __init__(
        self,
        store: Store | None = None,
        *,
        db: str | os.PathLike | None = None,
        clock: Callable[[], dt.datetime] = utcnow,
    ):
        self.store = store if store is not None else Store()
        self.db = Path(db) if db is not None else None
        self.clock = clock
        self.warnings: list[str] = []
        self._deferred = 0
        self._dirty = False

    @classmethod
    def at(cls, store: Store, now: dt.datetime | None = None, **kwargs: Any) -> "Memory":
        """A Memory whose clock reads ``now`` (the function forms' ``now=``), else the real one."""
        return cls(store, clock=lambda: now, **kwargs) if now else cls(store, **kwargs)

    @classmethod
    def open(cls, root: str | os.PathLike | None = None, project: str | None = None, **kwargs: Any) -> "Memory":
        """The memory of ``project`` (its name, or its readable part: ``payments-api``), else
        of the repository you stand in."""
        if project:
            return cls(Projects(root).get(project), **kwargs)
        return cls(Store(root, project), **kwargs)

    @classmethod
    def for_session(cls, session_id: str, root: str | os.PathLike | None = None, **kwargs: Any) -> "Memory":
        """The memory of the project that holds this session, wherever you stand."""
        return cls(Projects(root).find_session(session_id), **kwargs)

    @classmethod
    def for_fact(cls, ident: str, root: str | os.PathLike | None = None, **kwargs: Any) -> "Memory":
        """The memory of the project that holds this fact or note id (or unique prefix)."""
        return cls(Projects(root).find_fact(ident)[0], **kwargs)

    def __repr__(self) -> str:
        return f"<Memory {self.store.path}>"

    @property
    def enabled(self) -> bool:
        return self.store.config.enabled

    # --- reading ------------------------------------------------------------

    def facts(self, now: dt.datetime | None = None, *, shared: Any = None) -> list[Fact]:
        """Every fact and note, folded into its state (the fold is pure; this reads the files).
        ``shared``: the teammates' records already read (``team.incoming``), else read here."""
        store = self.store
        verdicts = VerdictCache(store.path / ".cache" / "guard.json") if store.exists() else None
        entries = store.session_entries()
        shared = shared if shared is not None else incoming(store, entries)
        records = with_teammates(store.fact_stream(), shared)
        facts = fold(records, now=now or self.clock(), config=store.config,
                     sessions=entries, **({"guard": verdicts} if verdicts else {}))
        annotate(facts, shared)
        if verdicts is not None and verdicts.added >= 1000:
            verdicts.save()  # worth keeping only for a big facts.jsonl
        return facts

    def fact(self, ident: str) -> Fact:
        """A fact by id or unique id prefix (``project:f-…`` too); NotFound otherwise."""
        return get(self.facts(), split_fact_id(ident)[1])

    def sessions(self, status: str | Sequence[str] | None = None) -> list[SessionEntry]:
        wanted = (status,) if isinstance(status, str) else tuple(status or ())
        for s in wanted:
            if s not in STATUSES:
                raise BadInput(f"unknown status {s!r} (one of {', '.join(STATUSES)})")
        return [e for e in self.store.session_entries() if not wanted or e.status in wanted]

    def _teammates(self) -> Any:
        """What teammates' sessions taught, through the repository (``team.incoming``)."""
        return incoming(self.store)

    def unsealed(self) -> list[str]:
        """Sessions waiting for a seal: not sealed, not forgotten, not in the trash."""
        sealed = self.store.sealed_ids()
        return [e.id for e in self.store.visible_sessions() if e.id not in sealed]

    def grown(self) -> list[str]:
        """Sealed sessions that went on after their seal (``lifecycle.grew_since``): they
        are sealed again, their journal line replaced."""
        latest = {e.session: e for e in self.store.journal_entries()}
        return [e.id for e in self.store.visible_sessions() if e.id in latest and lifecycle.grew_since(e, latest[e.id])]

    def digest_text(self, *, framed: bool = True) -> str:
        """MEMORY.md, framed for a system prompt; "" when memory is off for this project."""
        self.store.require()
        text = fresh_digest(self.store, self.clock(), framed=framed)
        if text is not None:
            return text
        self._render()  # missing, or older than the files it is rendered from: rendered once
        text = self.store.read_memory_md() or ""
        return frame(text, self.store.display_name, self.clock()) if framed else text

    # --- writing ------------------------------------------------------------

    def ingest(
        self,
        paths: Sequence[str | os.PathLike],
        format: str = "auto",
        *,
        strict: bool = False,
        route: bool = False,
        revive: bool = True,
    ) -> "IngestReport":
        """Normalize transcript files into the store. Each file is read on its own: one that
        is not a transcript is noted and skipped (``strict``: an error, nothing written).
        ``route`` files each session under the project of its own working folder
        (``projects.Router``) instead of this one; ``revive`` (an explicit ingest) clears a
        forget-session flag. Every project that changed follows the after-write rule."""
        reading = read_paths([Path(p) for p in paths], format, strict=strict)
        if reading.nothing_read():
            raise IngestError(reading.error_line())
        self.store.problems.extend(reading.problems)
        report = IngestReport(reading)
        report.sessions = self.put(reading.transcripts, route=route, revive=revive)
        return report

    def put(self, transcripts: Iterable[tuple[Path | None, Any]], *, route: bool = False,
            revive: bool = True, router: Callable | None = None) -> dict["Memory", list[tuple[str, bool]]]:
        """Write transcripts already read (``ingest.Transcript``, with the file each came from)
        into their project's store; (session id, changed) per Memory. ``router`` picks the
        store (default: ``projects.Router`` when ``route``, else this one)."""
        router = router or Router(self.store, fixed=not route)
        out: dict[Memory, list[tuple[str, bool]]] = {}
        batches: dict[Memory, list[Any]] = {}  # each project's sessions, written in one pass
        for path, t in transcripts:
            target = router(t.meta, path)
            target.config  # a malformed config in that project stops us before it is written
            memory = self if target is self.store else next(
                (m for m in batches if m.store is target), None) or Memory(target, clock=self.clock)
            batches.setdefault(memory, []).append(t)
        for memory, batch in batches.items():
            changed = memory.store.put_sessions(((t.meta, t.messages) for t in batch), revive=revive)
            out[memory] = [(t.meta["id"], c) for t, c in zip(batch, changed)]
            memory._dirty = memory._dirty or any(changed)
        for memory in out:
            # New transcripts change no memory until sealed; a status they changed (an
            # archived session active again) shows in a MEMORY.md that exists already.
            if memory._dirty and memory.store.memory_md.exists():
                memory._changed()
            memory._dirty = False
        return out

    def seal(
        self,
        session_id: str,
        *,
        extractor: Extractor | None = None,
        done: bool = False,
        pinned: bool = False,
        again: bool = False,
    ) -> SealResult:
        """Seal one session: extract, scrub, guard, append facts then the journal line.

        Under the project's seal lock, so two seals of one session never both write; the
        journal line is written last and is what marks the session sealed.
        """
        store = self.store.require()
        now = self.clock()
        meta = store.session_entry(session_id)
        if meta.forgotten:
            raise Refused(f"session {session_id!r} was forgotten; `lc-memory ingest` it again to seal it anew")
        changes = {k: v for k, v in (("status", "done" if done else None), ("pinned", True if pinned else None)) if v}
        if not self.enabled:
            return SealResult(session_id, False, reason="memory is off for this project (enabled = false)")
        with store.seal_lock():
            previous = store.journal_entry(session_id)
            grew = previous is not None and lifecycle.grew_since(meta, previous)
            if previous is not None and not (again or grew):
                if changes:
                    store.update_session(session_id, **changes)
                    self._changed()
                return SealResult(session_id, False, reason="already sealed (use --again to seal it anew)")
            messages = store.messages(session_id)
            result = (extractor or extract_offline)(meta.to_json(), messages)
            observations, entry = seal_records(meta, messages, result, now)
            store.append_facts(observations)
            if changes:
                store.update_session(session_id, **changes)
            if previous is None:
                store.append_journal([entry])
            else:  # sealed again: the new line takes the old one's place
                store.replace_journal(entry)
        seals = len(store.sealed_ids())
        consolidated = False
        if seals % store.config.consolidateEverySeals == 0 and getattr(extractor, "model_id", None):
            self.consolidate(model=extractor.model_id, log=getattr(extractor, "log", True))
            consolidated = True
        else:
            self._changed()
        return SealResult(session_id, True, entry.outcome, list(entry.facts), consolidated,
                          result.extractor, withheld=list(entry.withheld), note=result.note,
                          resealed=previous is not None)

    def seal_pending(self, *, extractor: Extractor | None = None, progress: Progress | None = None) -> list[SealResult]:
        """Seal every session that is waiting, and again those that grew since their seal;
        MEMORY.md is rendered once, at the end."""
        todo = self.unsealed() + self.grown()
        with self.batch():
            return [self.seal(sid, extractor=extractor) for sid in (progress or list)(todo)]

    def consolidate(self, *, model: str | None = None, log: bool = True) -> ConsolidateResult:
        """Rewrite MEMORY.md from the fold and the journal, keeping the pinned block.

        With a ``model`` (an llm model id), the supersede pass runs first."""
        store = self.store.require()
        cold = lifecycle.to_archive(store.session_entries(), self.clock(), store.config.autoArchiveDays)
        for sid in cold:
            store.update_session(sid, status="archived", status_at=iso(self.clock()))
        passed = None
        if model:
            passed = supersede_pass(self.store, model, log=log, now=self.clock(), strict=False)
            if passed.note:  # a model that failed here wrote nothing; the run goes on
                self.warnings.append(passed.note)
        result = self._render()
        if passed:
            result.superseded, result.conflicts = passed.superseded, passed.conflicts
        result.archived = len(cold)
        self._refresh_db()
        return result

    def act(self, action: str, ident: str, *, text: str | None = None) -> Fact | None:
        """Apply one of the person's actions to a fact or note; returns it as folded
        afterwards (None once deleted). Refused when its state does not allow the action.
        ``confirm-line`` confirms a journal sentence instead (``confirm_line``); it returns None."""
        if action == "confirm-line":
            self.confirm_line(ident)
            return None
        ident = split_fact_id(ident)[1]
        store = self.store.require()
        now = self.clock()
        fact = self.fact(ident)
        check_action(fact, action)
        if action == "edit":
            text = redact_secrets((text or "").strip())
            if not text:
                raise BadInput("edit needs the new text")
        record = Action(op=action, id=fact.id, at=iso(now), text=text if action == "edit" else None)
        if action == "delete":
            store.remove_fact(fact.id, record)
            self._purge_caches()
            self._changed()
            return None
        store.append_facts([record])
        self._changed()
        return get(self.facts(), fact.id)

    def sentence(self, ident: str) -> tuple[JournalEntry, Any]:
        """A journal sentence by id or unique id prefix (``s-...``): its line and itself."""
        found: dict[str, tuple[JournalEntry, Any]] = {}
        sessions = {s.id: s.title_source for s in self.store.session_entries()}
        for entry in self.store.journal_entries():
            for s in sources.of_entry(entry, sessions.get(entry.session)):
                if s.id.startswith(ident):
                    found[s.id] = (entry, s)
        if ident in found:
            return found[ident]
        if len(found) != 1:
            raise NotFound(f"no journal sentence {ident!r}" if not found else f"{ident!r} names {len(found)} sentences")
        return next(iter(found.values()))

    def confirm_line(self, ident: str) -> Any:
        """The person confirms a journal sentence: the digest may show it even when its words
        came from the workspace or read as an order (never when it states a fact marked not
        true or deleted). Written as a ``confirm-line`` action in facts.jsonl."""
        store = self.store.require()
        entry, sentence = self.sentence(ident)
        store.append_facts([Action(op="confirm-line", id=sentence.id, at=iso(self.clock()), session=entry.session)])
        self._changed()
        return sentence

    def remember(self, text: str, *, said: str, typed: Sequence[str], kind: str = "project",
                 session: str | None = None) -> Any:
        """Save a note from the person, credited only against what they typed."""
        result = notes.save_note(self.store, text, said=said, typed=typed, kind=kind,
                                 session=session, now=self.clock())
        self._changed()
        return result

    def forget(self, query: str, *, said: str, typed: Sequence[str]) -> Any:
        """Forget the memory ``query`` names, when the person's words ask for it."""
        result = notes.remove_note(self.store, query, said=said, typed=typed, now=self.clock())
        if result.removed:
            self._purge_caches()
            self._changed()
        return result

    def forget_session(self, session_id: str) -> dict:
        """Remove a session's contribution: its journal lines and the observations it made."""
        store = self.store.require()
        store.session_entry(session_id)  # unknown ids fail before anything is written
        now = self.clock()
        facts_removed, journal_removed = store.remove_session_records(session_id)
        store.update_session(session_id, forgotten=True, forgotten_at=iso(now))
        self._purge_caches()
        self._changed()
        return {"session": session_id, "facts_records_removed": facts_removed, "journal_removed": journal_removed}

    def set_session(self, session_id: str, verb: str) -> SessionEntry:
        """A lifecycle change (seed §5): done, pin, unpin, archive, trash, restore."""
        if verb not in lifecycle.SESSION_VERBS:
            raise BadInput(f"unknown session action {verb!r} (one of {', '.join(lifecycle.SESSION_VERBS)})")
        store = self.store.require()
        store.session_entry(session_id)
        entry = store.update_session(session_id, **lifecycle.SESSION_VERBS[verb], status_at=iso(self.clock()))
        self._changed()
        return entry

    def share(self, repo: str | os.PathLike, folder: str | None = None) -> Any:
        """Put this project's memory in ``repo`` (``.lc-memory/``) for teammates, through git."""
        self.store.require()
        result = share(self.store, self.facts(), Path(repo), folder or FOLDER)
        self._changed()  # teammates' lines already in the folder now show here too
        return result

    def team(self, *, classify: bool = False) -> list[Any]:
        """Every teammate's journal line and fact that came through git, waiting or accepted
        (``team.TeamItem``); ``classify``: each sentence with the classifier's verdict."""
        self.store.require()
        shared = self._teammates()
        return team.team_items(shared, self.facts(shared=shared), self._accepted(),
                               classify=team.instruction_reason if classify else None)

    def team_accept(self, ids: Sequence[str] = (), *, author: str | None = None,
                    everything: bool = False) -> list[Any]:
        """The person accepts teammates' lines and facts (all, an author's, or by id): an
        ``accept`` record each in this store's facts.jsonl (never shared). Returns what was
        newly accepted; accepting twice adds nothing; an unknown id is NotFound."""
        store = self.store.require()
        chosen = team.to_accept(self.team(), ids, author=author, everything=everything)
        if chosen:
            store.append_facts(team.accept_records(chosen, iso(self.clock())))
            self._changed()
        return chosen

    def build_db(self, db: str | os.PathLike | None = None, *, rebuild: bool = False,
                 progress: Progress | None = None) -> Any:
        """Build or refresh memory.db from the files (it is disposable: delete it any time)."""
        path = db if db is not None else self.db
        if path is None:
            raise BadInput("no memory.db path given")
        try:
            return import_store(self.store, path, rebuild=rebuild, progress=progress)
        except sqlite3.OperationalError as e:  # a full disk, a locked db: the files are untouched
            gone = "" if Path(path).exists() else "; the half-written db was removed: import again to rebuild it"
            raise LcMemoryError(f"{path}: {e}{gone}") from None

    # --- what follows a write -------------------------------------------------

    @contextlib.contextmanager
    def batch(self) -> Iterator["Memory"]:
        """Defer the after-write refresh to the end of a run of writes."""
        self._deferred += 1
        try:
            yield self
        finally:
            self._deferred -= 1
            if not self._deferred and self._dirty:
                self._changed()

    def _changed(self) -> None:
        """The one after-write rule: MEMORY.md (and memory.db when open) follow the files."""
        if self._deferred:
            self._dirty = True
            return
        self._dirty = False
        try:
            if self.enabled or self.store.memory_md.exists():
                self._render()
            self._refresh_db()
        except (LcMemoryError, OSError, sqlite3.Error) as e:
            where = f"{e.filename}: " if isinstance(e, OSError) and e.filename else ""
            detail = e.strerror if isinstance(e, OSError) and e.strerror else e
            self.warnings.append(
                f"saved, but MEMORY.md or memory.db was not refreshed ({where}{detail}); "
                "`lc-memory consolidate` catches up"
            )

    def _render(self) -> ConsolidateResult:
        store = self.store
        now = self.clock()
        shared = self._teammates()  # read once: `git blame` of the shared files, when linked
        folded = self.facts(now, shared=shared)
        sessions = store.session_entries()
        accepted = self._accepted() if (shared.journal or shared.observations) else set()
        # A teammate's line is in "Recently" only once accepted; what waits is counted.
        taken, _ = team.split_journal(shared, accepted)
        journal = store.journal() + taken
        waiting = team.waiting_by_author(team.team_items(shared, folded, accepted))
        confirmed = self._confirmed_lines()
        text = digest.build(store.display_name, folded, journal, sessions, store.config, now, store.read_memory_md(),
                            confirmed=confirmed, waiting=waiting)
        store.write_memory_md(text)
        recent = digest.recent_entries(journal, sessions, store.config, now)
        shown = {e.get("session") for e in recent}
        return ConsolidateResult(
            str(store.memory_md),
            digest.estimate_tokens(text),
            len(digest.digest_facts(folded)),
            len(digest.digest_notes(folded)),
            len(recent),
            older_sessions=len({e.get("session") for e in journal} - shown),
            decayed_facts=sum(1 for f in folded if f.decayed and not f.pinned),
        )

    def _confirmed_lines(self) -> set[str]:
        """The journal sentences the person confirmed; facts.jsonl is parsed again only when
        it holds such a Confirm (the fold has just read it for the facts)."""
        path = self.store.facts_path
        if not path.exists() or b'"confirm-line"' not in path.read_bytes():
            return set()
        return sources.confirmed_lines(self.store.fact_log())

    def _accepted(self) -> set[str]:
        """The teammates' lines and facts the person accepted (``accept`` records)."""
        path = self.store.facts_path
        if not path.exists() or b'"accept"' not in path.read_bytes():
            return set()
        return team.accepted_ids(self.store.fact_log())

    def _purge_caches(self) -> None:
        """Text taken off disk leaves the derived caches too: the recall cache's index would
        keep its words (FTS segments hold deleted terms until merged). It is rebuilt on use."""
        path = cache_path(self.store)
        for p in (path, Path(f"{path}-wal"), Path(f"{path}-shm")):
            with contextlib.suppress(FileNotFoundError):
                p.unlink()

    def _refresh_db(self) -> None:
        if self.db is not None:
            import_store(self.store, self.db)
