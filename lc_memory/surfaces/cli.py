"""The lc-memory command line: a thin click layer over the library.

Each command imports the library where it runs, not at the top: `lc-memory digest` (and the
SessionStart hook) runs before every agent session and loads only the store and the frame
(tests/test_digest_fast.py checks which modules it must not load)."""

from __future__ import annotations

import csv
import dataclasses
import functools
import io
import json
import sys
from pathlib import Path
from typing import TYPE_CHECKING, Any, Callable, Iterable

import click

# Light imports only: `lc-memory digest` runs before every agent session. The library
# (Memory, the importer, the guard, sqlite-utils) is imported inside the commands that use it.
from lc_memory import __version__
from lc_memory.errors import LcMemoryError
from lc_memory.state.fold import STATES
from lc_memory.store.files import Store, StoreError
from lc_memory.store.lifecycle import SESSION_VERBS
from lc_memory.store.records import STATUSES

if TYPE_CHECKING:
    from lc_memory.memory import IngestReport, Memory


class Where:
    """What the store options said: the store root, ``--project``, ``--all-projects``; and
    every project a command touched, so its warnings and notices are printed at the end."""

    def __init__(self, root: str | None, project: str | None, all_projects: bool = False) -> None:
        from lc_memory.store.projects import Projects

        self.projects = Projects(root)
        self.project = project
        self.all_projects = all_projects
        self.touched: list[Store] = []

    def _keep(self, store: Store) -> Store:
        if all(s.path != store.path for s in self.touched):
            self.touched.append(store)
        return next(s for s in self.touched if s.path == store.path)

    def store(self) -> Store:
        """One project: ``--project``, else the one of the folder you stand in."""
        if self.project:
            return self._keep(self.projects.get(self.project))
        return self._keep(Store(self.projects.root))

    def scope(self) -> list[Store]:
        """The projects a listing or a bulk command acts on (``projects.scope``), said on
        stderr when it was not asked for."""
        from lc_memory.store.projects import scope

        found = scope(self.projects.root, self.project, all_projects=self.all_projects)
        if found.notice:
            click.echo(found.notice, err=True)
        return [self._keep(s) for s in found.stores]

    def for_session(self, session_id: str) -> Store:
        """The project of a session id: ``--project``, else the one that holds it."""
        if self.project:
            return self.store()
        return self._keep(self.projects.find_session(session_id))

    def for_fact(self, ident: str) -> tuple[Store, str]:
        """The project of a fact or note id (``--project``, ``PROJECT:ID``, the repository you
        stand in, else the one project that holds it) and the id without its project."""
        from lc_memory.store.projects import split_fact_id

        if self.project:
            return self.store(), split_fact_id(ident)[1]
        store, bare = self.projects.find_fact(ident)
        return self._keep(store), bare

    def by_session(self, session_ids: Iterable[str]) -> dict[Store, list[str]]:
        """Session ids grouped by project; every id is found before anything is done."""
        out: dict[Store, list[str]] = {}
        for sid in session_ids:
            store = self.for_session(sid)
            store.require().session_entry(sid)
            out.setdefault(store, []).append(sid)
        return out


def store_options(fn: Callable | None = None, *, many: bool = False, where: bool = False) -> Callable:
    """--store and --project (and --all-projects with ``many``); the command gets one Store,
    or the ``Where`` (``where`` or ``many``) to find its projects. A library error is one line."""

    def decorate(fn: Callable) -> Callable:
        @click.option("--store", envvar="LC_MEMORY_STORE", type=click.Path(file_okay=False),
                      help="Store folder [env: LC_MEMORY_STORE; default ~/.levelcode/sessions]")
        @click.option("--project", help="A project: its name as `lc-memory projects` lists it, or the readable "
                                        "part (payments-api) [default: the repository you stand in; ids find their "
                                        "own project; ingest: each transcript's own working folder's]")
        @functools.wraps(fn)
        def wrapper(store: str | None, project: str | None, all_projects: bool = False, **kwargs: Any) -> Any:
            w = Where(store, project, all_projects)
            try:
                return fn(w if (where or many) else w.store(), **kwargs)
            except BrokenPipeError:
                raise
            except LcMemoryError as e:
                raise click.ClickException(str(e)) from None
            except OSError as e:
                # A full disk or a file we may not write: one line, and the store is as it was.
                where_ = f"{e.filename}: " if e.filename else ""
                raise click.ClickException(f"{where_}{e.strerror or e}") from None
            finally:
                for s in w.touched:
                    for problem in s.problems:
                        click.echo(f"warning: {problem} (skipped)", err=True)
                for memory in click.get_current_context().meta.get("lc_memory.memories", []):
                    for warning in memory.warnings:
                        click.echo(f"warning: {warning}", err=True)
                for s in w.touched:
                    if s.notice:  # a store under an older name (lc_memory/store/files.py in_store)
                        click.echo(s.notice, err=True)

        if many:
            wrapper = click.option("--all-projects", is_flag=True,
                                   help="Every project of the store [default outside a project]")(wrapper)
        return wrapper

    return decorate(fn) if fn is not None else decorate


def memory_for(store: Store, **kwargs: Any) -> Memory:
    """The Memory a command works through; its warnings are printed when the command ends."""
    from lc_memory.memory import Memory

    memory = Memory(store, **kwargs)
    click.get_current_context().meta.setdefault("lc_memory.memories", []).append(memory)
    return memory


def output_options(fn: Callable) -> Callable:
    """--json / --nl / --csv / --tsv / --table, the same on every listing."""

    @click.option("--json", "fmt", flag_value="json", help="Output a JSON array")
    @click.option("--nl", "fmt", flag_value="nl", help="Output newline-delimited JSON")
    @click.option("--csv", "fmt", flag_value="csv", help="Output CSV")
    @click.option("--tsv", "fmt", flag_value="tsv", help="Output TSV")
    @click.option("-t", "--table", "fmt", flag_value="table", default=True, help="Output a table (default)")
    @functools.wraps(fn)
    def wrapper(**kwargs: Any) -> Any:
        return fn(**kwargs)

    return wrapper


def output_rows(rows: Iterable[dict], fmt: str, columns: list[str]) -> None:
    """One writer for every listing; --json and --nl carry every field, the others ``columns``."""
    rows = list(rows)
    if fmt == "json":
        click.echo(json.dumps(rows, indent=2, ensure_ascii=False, default=str))
    elif fmt == "nl":
        for row in rows:
            click.echo(json.dumps(row, ensure_ascii=False, default=str))
    elif fmt in ("csv", "tsv"):
        buf = io.StringIO()
        writer = csv.writer(buf, delimiter="\t" if fmt == "tsv" else ",")
        writer.writerow(columns)
        for row in rows:
            writer.writerow([_cell(row.get(c)) for c in columns])
        click.echo(buf.getvalue(), nl=False)
    else:
        from tabulate import tabulate

        click.echo(tabulate([[_cell(r.get(c), 70) for c in columns] for r in rows], headers=columns))


def _cell(value: Any, width: int | None = None) -> str:
    if isinstance(value, bool):
        return "yes" if value else "no"
    if isinstance(value, (list, tuple)):
        value = ", ".join(map(str, value))
    text = "" if value is None else str(value)
    text = " ".join(text.split()) if width else text
    return text if not width or len(text) <= width else text[: width - 3] + "..."


class LcMemoryGroup(click.Group):
    """The command group: a reader that goes away (``lc-memory sessions | head -1``) is not an error."""

    def invoke(self, ctx: click.Context) -> Any:
        try:
            return super().invoke(ctx)
        except BrokenPipeError:
            _quiet_stdout()
            ctx.exit(0)


def _quiet_stdout() -> None:
    # Whatever is still buffered for the closed pipe goes nowhere, so the exit stays quiet.
    import os

    try:
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, sys.stdout.fileno())
    except (OSError, ValueError, io.UnsupportedOperation):
        pass


@click.group(cls=LcMemoryGroup, context_settings={"help_option_names": ["-h", "--help"]})
@click.version_option(__version__, prog_name="lc-memory")
def cli() -> None:
    """Project memory for AI coding-agent sessions.

    Plain files in the store are the truth; `lc-memory import` builds a disposable
    SQLite file from them to browse with Datasette.
    """


@cli.command()
@click.argument("paths", nargs=-1, type=click.Path(exists=True, dir_okay=True, path_type=Path))
@click.option("--format", "format_", default="auto", show_default=True,
              help="Transcript format: auto, native, claude-code, codex, llm, gemini-cli, qwen-code, copilot-cli, "
                   "opencode, crush, aider, cline, amp, cursor, opencode-md, copilot-md, goose")  # ingest.format_names()
@click.option("--strict", is_flag=True, help="All or nothing: refuse every file if one is not a clean transcript")
@store_options
def ingest(store: Store, paths: tuple[Path, ...], format_: str, strict: bool) -> None:
    """Normalize transcripts (files, or folders of them) into the store.

    With no PATHS, every agent's own folders on this machine are read (Claude Code's,
    Codex's, Gemini CLI's, ...), with a line per agent. Each session is filed under the
    project of its own working folder (its repository's name and a short hash of its path;
    git worktrees share it); --project files them all under one. A file that is not a
    transcript is skipped and named; a line that cannot be read is reported and skipped.
    The command fails only when nothing could be read.
    """
    from lc_memory.ingest.base import FORMATS, locations

    store.config  # a malformed config stops us before anything is written
    everywhere = not paths
    if everywhere:
        found = locations()
        if not found:
            looked = ", ".join(f.label for f in FORMATS if f.locations is not None)
            raise click.ClickException(f"no agent's transcripts found on this machine (looked for {looked}); "
                                       "name a file or folder")
        paths = tuple(p for ps in found.values() for p in ps)
    report = _ingest_files(store, paths, format_, strict)
    for memory, results in report.sessions.items():
        changed = sum(1 for _, c in results if c)
        click.echo(f"ingested {len(results)} session(s) into {memory.store.path} ({changed} new or changed)", err=True)
    agents = report.by_agent()
    if everywhere or len(agents) > 1:
        for label, (sessions, projects) in sorted(agents.items()):
            click.echo(f"{label}: {sessions} session{'s' if sessions != 1 else ''} in {projects} "
                       f"project{'s' if projects != 1 else ''}", err=True)


def _ingest_files(store: Store, paths: Iterable[Path], format_: str, strict: bool) -> IngestReport:
    """``Memory.ingest`` with what it skipped said on stderr; its report (sessions by project)."""
    from lc_memory.ingest.base import expand

    fixed = bool(click.get_current_context().params.get("project"))
    report = memory_for(store).ingest(expand(paths), format_, strict=strict, route=not fixed)
    for line in report.reading.failed:
        click.echo(f"warning: {line} (skipped)", err=True)
    if report.reading.skipped_line():
        click.echo(report.reading.skipped_line(), err=True)
    registered = click.get_current_context().meta["lc_memory.memories"]
    for memory in report.sessions:
        if memory not in registered:
            registered.append(memory)
        if memory.store is not store and memory.store.notice:
            click.echo(memory.store.notice, err=True)
    if report.sessions and all(m.store is not store for m in report.sessions):
        store.notice = None  # about the current folder's store, which nothing went into
    if not report.sessions:
        report.sessions = {memory_for(store): []}
    return report


@cli.command()
@click.argument("sessions", nargs=-1)
@click.option("--all", "all_", is_flag=True,
              help="Seal every session not sealed yet, and again those that grew since their seal")
@click.option("--done", is_flag=True, help="Mark the session done (prime memory)")
@click.option("--pinned", is_flag=True, help="Pin the session: it stays in the digest")
@click.option("--again", is_flag=True, help="Seal sessions that were sealed before (with --all: every session)")
@click.option("-m", "--model", help="An llm model id for extraction [default: extract.model, else offline]")
@click.option("--no-log", is_flag=True, help="Do not log the prompt and response to llm's logs.db")
@store_options(many=True)
def seal(where: Where, sessions: tuple[str, ...], all_: bool, done: bool, pinned: bool,
         again: bool, model: str | None, no_log: bool) -> None:
    """Seal sessions: write their outcome to the journal and their facts to facts.jsonl.

    Each SESSION id is found in its own project. --all seals what waits in the project you
    stand in, or, outside a project, in every project.
    """
    if sessions:
        groups: dict[Store, list[str]] = where.by_session(sessions)
    elif all_:
        groups = {s: [] for s in where.scope()}
    else:
        raise click.UsageError("name one or more SESSION ids, or pass --all")
    todo: list[tuple[Memory, str]] = []
    for store, ids in groups.items():
        with skipped_when(len(groups) > 1 and not sessions, store):
            memory = memory_for(store.require())
            waiting = [e.id for e in store.visible_sessions()] if again else memory.unsealed() + memory.grown()
            todo += [(memory, sid) for sid in ids or waiting]
    if not todo:
        click.echo("nothing to seal: every session is sealed", err=True)
        return
    import contextlib

    memories = list(dict.fromkeys(m for m, _ in todo))
    extractors = {m: make_extractor(m.store, model, no_log) for m in memories}
    sealed = resealed = asked = 0
    failed: list[str] = []  # the notes of the sessions the model failed on
    with contextlib.ExitStack() as stack:
        for m in memories:  # each MEMORY.md is rendered once, at the end
            stack.enter_context(m.batch())
        for memory, sid in progress("Sealing", at_least=4)(todo):
            result = memory.seal(sid, extractor=extractors[memory], done=done, pinned=pinned, again=again)
            sealed += result.sealed
            resealed += result.sealed and result.resealed
            asked += result.sealed and extractors[memory] is not None
            if result.note:  # the model failed on this one: sealed offline, and the run goes on
                failed.append(result.note)
                click.echo(f"{sid}: {result.note}", err=True)
            if len(todo) <= 3:
                click.echo(f"{sid}: {result.outcome if result.sealed else result.reason}", err=True)
    for extractor in extractors.values():  # a model answering in a child process: end it
        if getattr(extractor, "child", None) is not None:
            extractor.child.close()
    across = f" in {len(memories)} projects" if len(memories) > 1 else ""
    again_line = f"; {resealed} of them sealed again, their journal line replaced" if resealed else ""
    click.echo(f"sealed {sealed} of {len(todo)} session(s){across}{again_line}", err=True)
    if failed:
        from lc_memory.write.model_lane import failure_summary

        ids = {getattr(e, "model_id", None) for e in extractors.values()} - {None}
        summary = failure_summary(failed, asked, ids.pop() if len(ids) == 1 else "MODEL")
        if summary:
            click.echo(f"warning: {summary}", err=True)


def make_extractor(store: Store, model: str | None, no_log: bool) -> Callable | None:
    """The model lane when a model is named (option or config), else None (offline)."""
    from lc_memory.surfaces.agent_hooks import extractor_for

    return extractor_for(store, model, log=not no_log, warn=lambda line: click.echo(line, err=True))


@cli.command()
@click.option("-m", "--model", help="An llm model id for the supersede pass [default: extract.model, else none]")
@click.option("--no-log", is_flag=True, help="Do not log the prompts and responses to llm's logs.db")
@store_options(many=True)
def consolidate(where: Where, model: str | None, no_log: bool) -> None:
    """Rewrite MEMORY.md from the fold and the journal (of every project, outside one).

    With a model, a supersede pass first asks it which newer facts replace older ones.
    """
    stores = where.scope()
    for store in stores:
        with skipped_when(len(stores) > 1, store):
            _consolidate(store, model, no_log, f"{store.project}: " if len(stores) > 1 else "")


def _consolidate(store: Store, model: str | None, no_log: bool, prefix: str) -> None:
    store.require()
    extractor = make_extractor(store, model, no_log)
    result = memory_for(store).consolidate(model=getattr(extractor, "model_id", None),
                                           log=getattr(extractor, "log", True))
    click.echo(
        f"{prefix}wrote {result.path}: {result.facts} facts, {result.notes} notes, "
        f"{result.recent} recent, ~{result.tokens} tokens"
        + (f"; {result.superseded} superseded, {result.conflicts} conflict(s) flagged"
           if extractor else ""),
        err=True,
    )
    if result.archived:
        click.echo(f"{prefix}archived {result.archived} session(s) idle for over {store.config.autoArchiveDays} days", err=True)
    if result.older_sessions or result.decayed_facts:
        click.echo(
            f"{prefix}outside the windows: {result.older_sessions} sealed session(s) older than "
            f"journalRecentDays = {store.config.journalRecentDays} (not in Recently), "
            f"{result.decayed_facts} fact(s) unseen for over factDecayDays = {store.config.factDecayDays} days of work; "
            "`lc-memory recall` still finds them",
            err=True,
        )


@cli.command(name="digest")
@click.option("--raw", is_flag=True, help="Print MEMORY.md as it is, without the framing")
@store_options
def digest_cmd(store: Store, raw: bool) -> None:
    """Print MEMORY.md framed for a system prompt (dated, verify-first)."""
    # Before every agent session: read the rendered MEMORY.md and frame it, loading nothing
    # else. Only a missing or stale one goes through Memory (the whole library) to render it.
    from lc_memory.clock import utcnow
    from lc_memory.state.frame import fresh_digest

    store.require()
    text = fresh_digest(store, utcnow(), framed=not raw)
    if text is None:
        text = memory_for(store).digest_text(framed=not raw)
    click.echo(text, nl=False)


FACT_COLUMNS = ["id", "state", "text", "sessions", "learned_at", "age_days"]


def _with_project(stores: list[Store], rows_of: Callable[[Store], Iterable[dict]],
                  columns: list[str]) -> tuple[list[dict], list[str]]:
    """Rows of every project; over several, each row names its project, in the first column."""
    if len(stores) == 1:
        return list(rows_of(stores[0])), columns
    rows = []
    for s in stores:
        with skipped_when(True, s):
            rows += [{"project": s.project, **r} for r in rows_of(s)]
    return rows, ["project", *columns]


class skipped_when:
    """Over every project, one that cannot be read is said and skipped, and the others go on;
    a project named alone fails the command."""

    def __init__(self, many: bool, store: Store) -> None:
        self.many, self.store = many, store

    def __enter__(self) -> None:
        return None

    def __exit__(self, kind: type | None, error: BaseException | None, tb: Any) -> bool:
        if self.many and isinstance(error, LcMemoryError):
            click.echo(f"warning: {self.store.project}: {error} (project skipped)", err=True)
            return True
        return False


@cli.command()
@click.option("--state", type=click.Choice(STATES), multiple=True, help="Only facts in these states")
@click.option("--notes", is_flag=True, help="Only notes from the person")
@output_options
@store_options(many=True)
def facts(where: Where, state: tuple[str, ...], notes: bool, fmt: str) -> None:
    """List every fact and note with its state and provenance."""

    def rows_of(store: Store) -> Iterable[dict]:
        store.require()
        for f in memory_for(store).facts():
            r = f.as_dict()
            if (not state or r["state"] in state) and (not notes or r["origin"] == "person"):
                yield r

    rows, columns = _with_project(where.scope(), rows_of, FACT_COLUMNS)
    output_rows(rows, fmt, columns)


@cli.command()
@click.option("--status", type=click.Choice(STATUSES), multiple=True, help="Only sessions with these statuses")
@output_options
@store_options(many=True)
def sessions(where: Where, status: tuple[str, ...], fmt: str) -> None:
    """List the sessions, newest first (status: active, done, archived, trash)."""

    def rows_of(store: Store) -> list[dict]:
        store.require()
        return [s.to_json() for s in memory_for(store).sessions(status)]

    rows, columns = _with_project(where.scope(), rows_of,
                                  ["id", "title", "status", "pinned", "turns", "last_activity", "sealed"])
    rows.sort(key=lambda r: r.get("last_activity") or r.get("created") or "", reverse=True)
    output_rows(rows, fmt, columns)


@cli.command(name="session")
@click.argument("verb", type=click.Choice(list(SESSION_VERBS)), metavar="ACTION")
@click.argument("session_ids", nargs=-1, required=True, metavar="SESSION...")
@store_options(where=True)
def session_cmd(where: Where, verb: str, session_ids: tuple[str, ...]) -> None:
    """Change a session's lifecycle: done, pin, unpin, archive, trash, restore (or activate).

    \b
    done     real finished work: always in "Recently", its facts vouched for
    pin      kept in "Recently" whatever its age; never auto-archived
    archive  out of "Recently"; still in the journal, recall and search
    trash    out of "Recently", recall and search; its observations stop counting
    restore  back to active (from archived, trash or done)

    \b
        lc-memory session done 2026-11-30-idempotency-postgres
        lc-memory session trash SESSION1 SESSION2
    """
    for store, ids in where.by_session(session_ids).items():  # every id is found before the first change
        memory = memory_for(store)
        with memory.batch():
            for sid in ids:
                entry = memory.set_session(sid, verb)
                click.echo(f"{sid}: {entry.status}{', pinned' if entry.pinned else ''}", err=True)


@cli.command()
@output_options
@store_options(many=True)
def journal(where: Where, fmt: str) -> None:
    """List journal entries (one per sealed session)."""

    def rows_of(store: Store) -> list[dict]:
        return store.require().journal()

    rows, columns = _with_project(where.scope(), rows_of, ["session", "at", "title", "outcome", "facts"])
    output_rows(rows, fmt, columns)


@cli.command(name="recall")
@click.argument("query", nargs=-1, required=True)
@click.option("-n", "--limit", default=10, show_default=True, type=click.IntRange(min=1), help="How many hits")
@click.option("--json", "as_json", is_flag=True, help="Print the hits as a JSON array")
@click.option("--for-model", is_flag=True, help="Print the text a model gets: cited, low-trust states qualified")
@store_options(many=True)
def recall_cmd(where: Where, query: tuple[str, ...], limit: int, as_json: bool, for_model: bool) -> None:
    """Recall past work: journal, every fact (decayed, superseded, withheld too) and transcripts.

    Over the project you stand in; outside a project (or with --all-projects) over every
    project, each hit naming its own (a project with recallTool = false is skipped).

    \b
        lc-memory recall where do idempotency keys live
        lc-memory recall "refund retries" --json
        lc-memory recall "how did we do idempotency" --all-projects
    """
    from lc_memory.read import across
    from lc_memory.read import recall as recalling

    stores = where.scope()
    if len(stores) > 1:
        problems: list[str] = []
        hits = across.recall_projects(where.projects.root, " ".join(query), limit=limit, problems=problems)
        for problem in problems:
            click.echo(f"warning: {problem} (project skipped)", err=True)
    else:
        hits = recalling.recall(stores[0], " ".join(query), limit=limit)
    if as_json:
        click.echo(json.dumps([h.as_dict() for h in hits], indent=2, ensure_ascii=False))
    elif for_model:
        click.echo(recalling.for_model(hits), nl=False)
    elif not hits:
        click.echo("nothing recalled", err=True)
    for n, h in enumerate(hits if not (as_json or for_model) else [], 1):
        cite = f"session {h.session}" if h.session else ""
        if h.project:
            cite = f"project {h.project}, {cite}"
        if h.source == "transcript":
            cite += f", turn {h.id.rsplit(':', 1)[-1]}"
        where = " · ".join(p for p in (h.source, h.state if h.state != h.source else "", h.date, cite,
                                       h.id if h.source in ("fact", "note") else "") if p)
        click.echo(f"{n}. {where}")
        click.echo(f"   {h.snippet}")
        if h.state != h.source and h.state not in ("confirmed",):
            click.echo(f"   ({recalling.qualifier(h)})")


@cli.command(name="search")
@click.argument("words", nargs=-1, required=True)
@click.option("-n", "--limit", default=40, show_default=True, type=click.IntRange(min=1), help="How many sessions")
@output_options
@store_options(many=True)
def search_cmd(where: Where, words: tuple[str, ...], limit: int, fmt: str) -> None:
    """Search Sessions: every word in the title or the conversation; title matches first, newest first.

    Archived sessions are searched too; the trash is not. Outside a project, every project.
    """
    from lc_memory.read.across import search_projects

    stores = where.scope()
    rows = search_projects(stores, list(words), limit=limit)
    columns = ["session", "title", "matched", "last_activity", "snippet"]
    output_rows(rows, fmt, ["project", *columns] if len(stores) > 1 else columns)


def _action_command(action: str, help_text: str) -> None:
    @click.argument("ident", metavar="ID")
    @store_options(where=True)
    def command(where: Where, ident: str, yes: bool = False) -> None:
        store, ident = where.for_fact(ident)
        memory = memory_for(store)
        if action == "delete" and not yes and sys.stdin.isatty():
            fact = memory.fact(ident)
            click.confirm(f"Delete {fact.id} ({fact.text[:60]}) from {memory.store.project}?", abort=True)
        fact = memory.act(action, ident)
        click.echo(f"{ident}: {fact.state if fact else 'deleted'}", err=True)

    command.__doc__ = help_text
    if action == "delete":
        command = click.option("-y", "--yes", is_flag=True, help="Do not ask first (no question is asked "
                                                                "when stdin is not a terminal)")(command)
    cli.command(name=action)(command)


for _action, _help in (
    ("confirm", "Confirm a fact or note: it becomes active (also an instruction-shaped one)."),
    ("pin", "Pin a fact: confirmed, and kept in the digest whatever its age."),
    ("unpin", "Unpin a fact."),
    ("not-true", "Mark a fact not true: never in the digest or recall again."),
    ("restore", "Restore a superseded or not-true fact."),
    ("delete", "Delete a fact: its text is removed from facts.jsonl."),
):
    _action_command(_action, _help)


@cli.command(name="confirm-line")
@click.argument("ident", metavar="SENTENCE_ID")
@store_options
def confirm_line(store: Store, ident: str) -> None:
    """Confirm a sentence of a journal line (an s-... id the Project memory page shows):
    MEMORY.md may show it though its words came from a file the session read."""
    sentence = memory_for(store).confirm_line(ident)
    click.echo(f"{sentence.id}: confirmed", err=True)


@cli.command()
@click.argument("ident", metavar="ID")
@click.argument("text")
@store_options(where=True)
def edit(where: Where, ident: str, text: str) -> None:
    """Replace a fact's text (the edited fact counts as confirmed)."""
    store, ident = where.for_fact(ident)
    fact = memory_for(store).act("edit", ident, text=text)
    click.echo(f"{ident}: {fact.state if fact else ''}: {fact.text if fact else ''}", err=True)


@cli.command(name="forget-session")
@click.argument("session")
@store_options(where=True)
def forget_session(where: Where, session: str) -> None:
    """Remove what a session contributed: its journal line and its observations."""
    result = memory_for(where.for_session(session)).forget_session(session)
    click.echo(json.dumps(result), err=True)


@cli.command()
@click.argument("text")
@click.option("--kind", type=click.Choice(["preference", "project", "reference"]), default="project",
              show_default=True, help="What the note is about")
@click.option("--said", help="Your words to credit the note on [default: TEXT itself]")
@click.option("--json", "as_json", is_flag=True, help="Print the saved note as JSON")
@store_options
def remember(store: Store, text: str, kind: str, said: str | None, as_json: bool) -> None:
    """Remember a note from you: credited to your words, so it is active at once.

    On the command line you are the person typing, so the note is checked against
    --said (or TEXT). A note that says more than those words, or other than them
    (a word added, reordered or negated differently), is kept as unconfirmed.

    \b
        lc-memory remember "Use pnpm, never npm" --kind preference
        lc-memory remember "Release notes live in RELEASE-NOTES.md" --said "release notes are in RELEASE-NOTES.md"
    """
    said = text if said is None else said
    result = memory_for(store).remember(text, said=said, typed=[text, said], kind=kind)
    if as_json:
        click.echo(json.dumps(result.as_dict(), indent=2, ensure_ascii=False))
    else:
        click.echo(result.message(), err=True)


@cli.command()
@click.argument("query")
@click.option("--json", "as_json", is_flag=True, help="Print what was (or was not) removed as JSON")
@store_options
def forget(store: Store, query: str, as_json: bool) -> None:
    """Forget the fact or note that QUERY names, and take its text off disk.

    A word of QUERY must name the memory (a word that every memory shares does not);
    otherwise nothing is removed, the closest memory is named and the exit status is 1.
    """
    said = f"forget {query}"
    result = memory_for(store).forget(query, said=said, typed=[said])
    if as_json:
        click.echo(json.dumps(result.as_dict(), indent=2, ensure_ascii=False))
        if not result.removed:
            sys.exit(1)
    elif result.removed:
        click.echo(result.message(), err=True)
    else:
        raise click.ClickException(result.message())


@cli.command()
@click.option("--transcript", type=click.Path(dir_okay=False, path_type=Path),
              help="The live transcript to read your typed words from [default: the agent's live session "
                   "in this folder: $CLAUDE_CODE_SESSION_ID / $CODEX_THREAD_ID, else the one transcript written "
                   "in the last 10 minutes; with several or none, nothing is credited]")
@click.option("--agent", type=click.Choice(["claude-code", "codex", "any"]), default="any", show_default=True,
              help="Which agent's transcripts hold the live session")
@store_options(where=True)
def mcp(where: Where, transcript: Path | None, agent: str) -> None:
    """Run the MCP stdio server: recall_sessions, remember and forget for an agent.

    Crediting is decided here, from the transcript, never from the tool arguments:
    a note is active at once only when its quote is in what you typed this session.
    The project is the live session's (its working folder), else this folder's.
    """
    from lc_memory.surfaces.mcp import serve

    serve(where.projects.root, where.project, transcript, agent=agent)


@cli.command()
@store_options(where=True)
def path(where: Where) -> None:
    """Print where the store, memory.db and this project's files are."""
    click.echo(f"root: {where.projects.root}")
    click.echo(f"memory.db: {where.projects.db_path}")
    store = where.store()
    for name, value in (
        ("store", store.path), ("sessions", store.sessions_dir), ("memory", store.memory_dir),
        ("MEMORY.md", store.memory_md), ("config", store.config_path),
    ):
        click.echo(f"{name}: {value}")


@cli.command(name="projects")
@output_options
@store_options(where=True)
def projects_cmd(where: Where, fmt: str) -> None:
    """List the projects of the store: name, folder, sessions, sealed / pending, last activity."""
    output_rows(where.projects.summaries(), fmt,
                ["project", "folder", "sessions", "sealed", "pending", "last_activity"])


@cli.group(name="team", cls=LcMemoryGroup)
def team_group() -> None:
    """Team memory through git: share yours, review and accept a teammate's.

    What arrives through the repository's .lc-memory/ folder is a teammate's: it is not in
    MEMORY.md until you accept it, and accepted it stays marked as theirs.

    \b
        lc-memory team review
        lc-memory team accept --author "Bob Builder"
        lc-memory team accept t-1a2b3c4d5e f-0123456789
    """


@team_group.command(name="review")
@click.option("--all", "everything", is_flag=True, help="List what you accepted too")
@click.option("--json", "as_json", is_flag=True, help="Print the items as a JSON array")
@store_options
def team_review(store: Store, everything: bool, as_json: bool) -> None:
    """What teammates shared that waits for you, by author: each journal line and fact,
    each sentence with what the classifier reads in it (an order is cut even once accepted)."""
    items = [i for i in memory_for(store).team(classify=True) if everything or i.waiting]
    if as_json:
        click.echo(json.dumps([i.as_dict() for i in items], indent=2, ensure_ascii=False))
        return
    if not items:
        click.echo("Nothing from teammates waits for you." if not everything else "Nothing came from teammates.")
        return
    author = None
    for i in items:
        if i.author != author:
            author = i.author
            mine = [x for x in items if x.author == author]
            click.echo(f"{author}: {sum(x.waiting for x in mine)} waiting"
                       + (f", {sum(not x.waiting for x in mine)} accepted" if everything else ""))
        what = f"journal line of {i.session}" if i.what == "line" else f"fact ({i.state})"
        click.echo(f"  {i.id}  {what}, {(i.at or '')[:10]}" + ("" if i.waiting else ", accepted"))
        for text, why in i.sentences:
            click.echo(f"    - {' '.join(text.split())}" + (f"  [cut: reads as an order: {why}]" if why else ""))
    click.echo("Accept with: lc-memory team accept --all | --author NAME | ID...")


@team_group.command(name="accept")
@click.argument("ids", nargs=-1, metavar="[ID...]")
@click.option("--all", "everything", is_flag=True, help="Accept everything that waits")
@click.option("--author", help="Accept everything that waits from this author (as review names them)")
@click.option("--json", "as_json", is_flag=True, help="Print what was accepted as a JSON array")
@store_options
def team_accept(store: Store, ids: tuple[str, ...], everything: bool, author: str | None, as_json: bool) -> None:
    """Accept teammates' journal lines and facts: MEMORY.md may show them, marked as theirs.

    ID is a line's t-... id (or its session id) or a fact's id, as `lc-memory team review`
    lists them. The acceptance is yours: written in this store, never shared through git.
    Accepting twice changes nothing."""
    done = memory_for(store).team_accept(ids, author=author, everything=everything)
    if as_json:
        click.echo(json.dumps([i.as_dict() for i in done], indent=2, ensure_ascii=False))
        return
    lines, facts = sum(i.what == "line" for i in done), sum(i.what == "fact" for i in done)
    names = ", ".join(dict.fromkeys(i.author for i in done))
    click.echo(f"accepted {lines} journal line(s) and {facts} fact(s)" + (f" from {names}" if names else "")
               + ("" if done else ": nothing new waited"), err=True)


@cli.command()
@click.option("--repo", type=click.Path(file_okay=False, exists=True, path_type=Path),
              help="The repository to share through [default: the git top-level of this folder]")
@click.option("--folder", default=".lc-memory", show_default=True, help="The folder in the repository")
@click.option("--json", "as_json", is_flag=True, help="Print what was shared as JSON")
@store_options
def share(store: Store, repo: Path | None, folder: str, as_json: bool) -> None:
    """Share this project's memory with teammates through its git repository.

    Writes journal lines and the observations behind facts and notes (never transcripts,
    secrets, your confirms, acceptances or quoted words, nor an absolute local path: paths
    are relative to the repository) into FOLDER with a union merge for git; commit it. What
    teammates shared waits for `lc-memory team accept`, then shows marked as theirs.
    Also `lc-memory team share`."""
    from lc_memory.store.identity import git_toplevel

    repo = repo or git_toplevel(str(Path.cwd()))
    if repo is None:
        raise click.ClickException("not inside a git repository (pass --repo)")
    result = memory_for(store).share(repo, folder)
    if as_json:
        click.echo(json.dumps(dataclasses.asdict(result), indent=2))
        return
    click.echo(f"shared {result.journal} journal line(s) and {result.facts} observation(s) into "
               f"{result.folder} ({result.teammates_journal + result.teammates_facts} teammates' lines kept); "
               "commit it to share")


team_group.add_command(share, name="share")


@cli.command()
@click.argument("session", required=False)
@click.option("--markdown", is_flag=True, help="Export SESSION as Markdown (the default format)")
@click.option("--memory", is_flag=True, help="Export the memory set: MEMORY.md plus every fact and note")
@click.option("-o", "--output", type=click.Path(dir_okay=False, path_type=Path),
              help="Write to FILE (atomically) instead of stdout")
@store_options(where=True)
def export(where: Where, session: str | None, markdown: bool, memory: bool, output: Path | None) -> None:
    """Export a session, or the memory set, as scrubbed Markdown.

    \b
        lc-memory export SESSION --markdown
        lc-memory export --memory -o memory-set.md
    """
    from lc_memory.store.files import write_atomic
    from lc_memory.surfaces import export as exporting

    if bool(session) == memory:
        raise click.UsageError("name one SESSION to export, or pass --memory (not both)")
    if memory:
        text = exporting.export_memory(where.store())
    else:
        text = exporting.export_session_markdown(where.for_session(session), session)
    if output is None:
        click.echo(text, nl=False)
    else:
        try:
            write_atomic(output, text)
        except OSError as e:
            raise click.ClickException(f"cannot write {output}: {e.strerror or e}") from None
        click.echo(f"wrote {output}", err=True)


@cli.command()
@click.argument("paths", nargs=-1, required=True, type=click.Path(exists=True, path_type=Path))
@click.option("--db", "db_path", type=click.Path(dir_okay=False),
              help="The SQLite file to build [default: memory.db beside the store, <store>/memory.db]")
@click.option("--format", "format_", default="auto", show_default=True, help="Transcript format")
@click.option("-m", "--model", help="An llm model id for extraction [default: offline]")
@click.option("--strict", is_flag=True, help="All or nothing: refuse every file if one is not a clean transcript")
@store_options(where=True)
def run(where: Where, paths: tuple[Path, ...], db_path: str | None, format_: str, model: str | None,
        strict: bool) -> None:
    """The main job: ingest PATHS, seal what is new, consolidate, import memory.db (one db
    for every project the sessions belong to)."""
    from lc_memory.db.importer import import_root

    store = where.store()
    db = Path(db_path) if db_path else where.projects.db_path
    store.config
    groups = _ingest_files(store, paths, format_, strict).sessions
    for memory, results in groups.items():
        click.echo(f"ingested {len(results)} session(s)" + (f" into {memory.store.project}" if len(groups) > 1 else ""),
                   err=True)
    for memory in groups:
        s = memory.store
        extractor = make_extractor(s, model, False)
        sealed = memory.seal_pending(extractor=extractor, progress=progress("Sealing", at_least=4))
        result = memory.consolidate(model=getattr(extractor, "model_id", None), log=getattr(extractor, "log", True))
        click.echo(f"sealed {sum(r.sealed for r in sealed)}" + (f" in {s.project}" if len(groups) > 1 else "")
                   + f"; MEMORY.md ~{result.tokens} tokens", err=True)
        click.echo(f"MEMORY.md: {s.memory_md.resolve()}")
    if groups:
        import_root(where.projects.root, db, projects=[m.store.project for m in groups], progress=progress("Importing"))
        click.echo(f"memory.db: {db.resolve()}")
        click.echo(f"browse it:  datasette {db}", err=True)


def progress(label: str, at_least: int = 20) -> Callable[[list], Iterable]:
    """A progress bar on stderr for work over ``at_least`` items; short work stays quiet."""

    def wrap(items: list) -> Iterable:
        if len(items) < at_least:
            yield from items
            return
        with click.progressbar(items, label=label, file=sys.stderr, show_pos=True) as bar:
            yield from bar

    return wrap


@cli.command(name="import")
@click.option("--db", "db_path", type=click.Path(dir_okay=False, path_type=Path),
              help="The SQLite file to build [default: memory.db beside the store, <store>/memory.db]")
@click.option("--rebuild", is_flag=True, help="Start the db fresh instead of updating it (with one project: its rows)")
@click.option("--json", "as_json", is_flag=True, help="Print what was imported as JSON")
@store_options(many=True)
def import_(where: Where, db_path: Path | None, rebuild: bool, as_json: bool) -> None:
    """Build or refresh memory.db: every project of the store, or the one you stand in or
    --project names (browse it with `datasette memory.db`).

    \b
        lc-memory import                      # outside a repository: every project
        lc-memory import --project NAME       # only NAME's rows are refreshed
        lc-memory import --db /tmp/m.db --rebuild
    """
    from lc_memory.db.importer import import_root

    stores = [where.store().require()] if where.project else where.scope()
    everything = {s.project for s in stores} >= set(where.projects.names())
    db = db_path or where.projects.db_path
    result = import_root(where.projects.root, db, projects=None if everything else [s.project for s in stores],
                         rebuild=rebuild, progress=progress("Importing"))
    if as_json:
        click.echo(json.dumps(dataclasses.asdict(result), indent=2))
        return
    click.echo(
        f"{result.db}: {len(result.projects)} project(s), {result.sessions_read} session(s) read, "
        f"{result.sessions_skipped} unchanged, {result.messages} message(s), {result.facts} fact(s)"
        + (" (rebuilt)" if result.rebuilt else "")
        + (f"; removed {', '.join(result.projects_removed)} (gone from the store)" if result.projects_removed else ""),
        err=True,
    )
    click.echo(f"browse it:  datasette {db}", err=True)


@cli.group()
def hook() -> None:
    """Agent hooks: what coding agents run as a session starts and ends.

    \b
        lc-memory hook install claude-code    # SessionStart + SessionEnd in ~/.claude/settings.json
        lc-memory hook install codex          # SessionStart + Stop in ~/.codex/hooks.json, MCP in config.toml
        lc-memory hook install gemini-cli     # SessionStart + SessionEnd in ~/.gemini/settings.json
        lc-memory hook install qwen-code      # SessionStart + SessionEnd in ~/.qwen/settings.json
        lc-memory hook install opencode       # a plugin in ~/.config/opencode/plugins/
        lc-memory doctor                      # what is wired
    """


def _hook_command(agent: str) -> None:
    # No check of --store here: a hook reports a bad store itself, on stderr, and exits 0.
    @click.option("--store", envvar="LC_MEMORY_STORE",
                  help="Store folder [env: LC_MEMORY_STORE; default ~/.levelcode/sessions]")
    def command(store: str | None) -> None:
        from lc_memory.surfaces.agent_hooks import JSON_STDOUT, read_payload, run_hook

        try:
            payload = read_payload(sys.stdin)
        except LookupError as e:  # never fail the agent: say it and go on
            click.echo(f"lc-memory hook {agent}: {e}", err=True)
            if agent in JSON_STDOUT:
                click.echo("{}")
            return
        result = run_hook(agent, payload, store)
        for line in result.messages:
            click.echo(line, err=True)
        if result.stdout:
            click.echo(result.stdout, nl=False)

    command.__doc__ = HOOK_RUNS[agent] + " Never fails the agent: problems are one line on stderr, exit 0."
    hook.command(name=agent)(command)


# What each agent's runner does (agent_hooks.ACTIONS), written out here: this module imports
# the library where a command runs, and agent_hooks.AGENTS lists these same agents.
HOOK_RUNS = {
    "claude-code": "Run as Claude Code's hook: reads its JSON on stdin; SessionStart prints the digest of the "
                   "session's project, SessionEnd ingests and seals the session.",
    "codex": "Run as Codex's hook: reads its JSON on stdin; SessionStart prints the digest of the session's "
             "project, Stop ingests the rollout and seals this project's sessions that have gone quiet.",
    "gemini-cli": "Run as Gemini CLI's hook: reads its JSON on stdin; SessionStart prints the digest of the "
                  "session's project, SessionEnd ingests and seals the session.",
    "qwen-code": "Run as Qwen Code's hook: reads its JSON on stdin; SessionStart prints the digest of the "
                 "session's project, SessionEnd ingests and seals the session.",
    "opencode": "Run by lc-memory's OpenCode plugin (lc-memory hook install opencode): reads the JSON it sends on "
                "stdin; SessionStart prints the digest of the session's project, session.idle ingests the "
                "exported session and seals this project's sessions that have gone quiet.",
}
for _agent in HOOK_RUNS:
    _hook_command(_agent)


@hook.command(name="install")
@click.argument("agent", type=click.Choice(list(HOOK_RUNS)))
def hook_install(agent: str) -> None:
    """Write the agent's hook entries, with this installation's absolute path (merged with
    the hooks already there; Codex: its MCP server in config.toml too; OpenCode: a plugin
    file in its plugin folder)."""
    from lc_memory.surfaces.agent_hooks import install

    try:
        for line in install(agent):
            click.echo(line, err=True)
    except ValueError as e:
        raise click.ClickException(str(e)) from None
    if agent == "codex":
        click.echo("Codex runs a hook it does not manage only once you trust it: open /hooks in Codex and trust "
                   "lc-memory's (it warns at startup while one waits). Versions from before hooks were on by "
                   "default also need [features] codex_hooks = true in ~/.codex/config.toml.", err=True)
    elif agent == "gemini-cli":
        click.echo("Gemini CLI runs them from 0.26 on (0.24 and 0.25 need \"hooks\": {\"enabled\": true}); "
                   "in a folder it does not trust, it runs none.", err=True)
    elif agent == "qwen-code":
        click.echo("Qwen Code runs them unless disableAllHooks is true (releases before April 2026 needed "
                   "--experimental-hooks).", err=True)


@cli.command()
@click.option("--json", "as_json", is_flag=True, help="Print the checks as JSON")
@click.option("--fix", is_flag=True,
              help="Move the store files' unreadable lines to a .rejected file beside each (nothing is lost)")
@click.option("--store", envvar="LC_MEMORY_STORE", type=click.Path(file_okay=False),
              help="Store folder [env: LC_MEMORY_STORE; default ~/.levelcode/sessions]")
def doctor(as_json: bool, fix: bool, store: str | None) -> None:
    """Say what is wired and what is not: the store and its files' lines, this folder's
    project, memory.db, and each agent's transcripts, hooks and MCP server. Exit 1 when
    something wired is broken."""
    from lc_memory.surfaces.doctor import doctor as checks_of
    from lc_memory.surfaces.doctor import fix_lines

    if fix:
        for rejected, n in fix_lines(store):
            click.echo(f"moved {n} unreadable line{'s' if n != 1 else ''} to {rejected}", err=True)
    checks = checks_of(store)
    if as_json:
        click.echo(json.dumps([c.as_dict() for c in checks], indent=2, ensure_ascii=False))
    else:
        width = max(len(c.name) for c in checks)
        for c in checks:
            click.echo(f"{c.name:<{width}}  {c.status:<7}  {c.detail}" + (f"\n{'':<{width}}  {'':<7}  fix: {c.fix}"
                                                                         if c.fix and c.status != "ok" else ""))
    if any(c.status == "broken" for c in checks):
        sys.exit(1)


@cli.command()
@click.option("--path", "paths", multiple=True, type=click.Path(exists=True, path_type=Path),
              help="A transcripts folder or file to watch (repeatable) [default: Claude Code's folder for the cwd]")
@click.option("--codex", is_flag=True, help="Watch Codex's sessions folder (~/.codex/sessions) by default instead")
@click.option("--idle", default=600, show_default=True, type=click.FloatRange(min=0),
              help="Seal a session once it has been idle this many seconds")
@click.option("--interval", default=10, show_default=True, type=click.FloatRange(min=0.1),
              help="Seconds between passes")
@click.option("--once", is_flag=True, help="Do one pass and exit")
@click.option("--any-cwd", is_flag=True, help="Take sessions from any working folder, not only this project's")
@click.option("--format", "format_", default="auto", show_default=True, help="Transcript format")
@click.option("-m", "--model", help="An llm model id for extraction [default: extract.model, else offline]")
@click.option("--no-log", is_flag=True, help="Do not log the prompts and responses to llm's logs.db")
@click.option("--strict", is_flag=True, help="Refuse a file whole when one of its lines cannot be read")
@store_options(where=True)
def watch(where: Where, paths: tuple[Path, ...], codex: bool, idle: float, interval: float, once: bool,
          any_cwd: bool, format_: str, model: str | None, no_log: bool, strict: bool) -> None:
    """Ingest agent transcripts as they change; seal each session once it goes idle."""
    from lc_memory.store.projects import Router
    from lc_memory.surfaces.watch import Watcher, claude_dir, codex_dir, project_root

    store = where.store()
    store.config
    roots = list(paths) or [codex_dir() if codex else claude_dir()]
    if not any(p.exists() for p in roots):
        raise StoreError(f"nothing to watch: {roots[0]} does not exist (pass --path)")
    watcher = Watcher(store, roots, idle=idle, format=format_, extractor=make_extractor(store, model, no_log),
                      root=None if any_cwd else project_root(), strict=strict,
                      router=Router(store, fixed=bool(click.get_current_context().params.get("project"))))

    def report(result: Any) -> None:
        for line in result.lines():
            click.echo(line, err=True)

    click.echo(f"watching {', '.join(map(str, roots))} into {store.path}", err=True)
    try:
        watcher.run(interval, report, once=once)
    except KeyboardInterrupt:
        pass


@cli.command()
@click.argument("file", type=click.Path(dir_okay=False, allow_dash=True, path_type=str), default="-")
@click.option("--explain", is_flag=True, help="List which rule took which span, instead of the scrubbed text")
@output_options
def redact(file: str, explain: bool, fmt: str) -> None:
    """Scrub secrets from FILE (- for stdin) as lc-memory does before it writes anything.

    With --explain, each secret's line, column and offsets, the rule that took it, its family
    (provider, structure or a context family) and the line with the secret replaced.
    """
    from lc_memory.redact.engine import redact_secrets
    from lc_memory.redact.view import explain_rows

    try:
        data = sys.stdin.buffer.read() if file == "-" else Path(file).read_bytes()
        text = data.decode("utf-8")
    except OSError as e:
        raise click.ClickException(f"{file}: {e.strerror or e}") from None
    except UnicodeDecodeError as e:
        raise click.ClickException(f"{file}: not UTF-8 text (byte {e.start})") from None
    if not explain:
        click.echo(redact_secrets(text), nl=False)
        return
    output_rows(explain_rows(text), fmt, ["line", "column", "rule", "family", "kind", "where"])


if __name__ == "__main__":  # pragma: no cover
    cli()
