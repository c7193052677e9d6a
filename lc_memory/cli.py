"""The lc-memory command line: a thin click layer over the library."""

from __future__ import annotations

import csv
import dataclasses
import functools
import io
import json
import sys
from pathlib import Path
from typing import Any, Callable, Iterable

import click

from . import __version__
from .errors import LcMemoryError
from .fold import STATES
from .ingest import format_names
from .memory import SESSION_VERBS, Memory
from .records import STATUSES
from .store import Store, StoreError


def store_options(fn: Callable) -> Callable:
    @click.option("--store", envvar="LC_MEMORY_STORE", type=click.Path(file_okay=False),
                  help="Store folder [env: LC_MEMORY_STORE; default ~/.levelcode/sessions]")
    @click.option("--project", help="Project slug [default: the git top-level folder's name and a short hash "
                                    "of its path; ingest: each transcript's own working folder's]")
    @functools.wraps(fn)
    def wrapper(store: str | None, project: str | None, **kwargs: Any) -> Any:
        s = Store(store, project)
        try:
            return fn(s, **kwargs)
        except LcMemoryError as e:
            raise click.ClickException(str(e)) from None
        except OSError as e:
            # A full disk or a file we may not write: one line, and the store is as it was.
            where = f"{e.filename}: " if e.filename else ""
            raise click.ClickException(f"{where}{e.strerror or e}") from None
        finally:
            for problem in s.problems:
                click.echo(f"warning: {problem} (skipped)", err=True)
            for memory in click.get_current_context().meta.get("lc_memory.memories", []):
                for warning in memory.warnings:
                    click.echo(f"warning: {warning}", err=True)
            if s.notice:  # a store under its pre-0.2 name (lc_memory/project.py)
                click.echo(s.notice, err=True)

    return wrapper


def memory_for(store: Store, **kwargs: Any) -> Memory:
    """The Memory a command works through; its warnings are printed when the command ends."""
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
    if isinstance(value, (list, tuple)):
        value = ", ".join(map(str, value))
    text = "" if value is None else str(value)
    text = " ".join(text.split()) if width else text
    return text if not width or len(text) <= width else text[: width - 3] + "..."


@click.group()
@click.version_option(__version__, prog_name="lc-memory")
def cli() -> None:
    """Project memory for AI coding-agent sessions.

    Plain files in the store are the truth; `lc-memory import` builds a disposable
    SQLite file from them to browse with Datasette.
    """


@cli.command()
@click.argument("paths", nargs=-1, required=True, type=click.Path(exists=True, dir_okay=True, path_type=Path))
@click.option("--format", "format_", default="auto", show_default=True,
              help="Transcript format: auto, " + ", ".join(format_names()))
@click.option("--strict", is_flag=True, help="All or nothing: refuse every file if one is not a clean transcript")
@store_options
def ingest(store: Store, paths: tuple[Path, ...], format_: str, strict: bool) -> None:
    """Normalize transcripts (files, or folders of .jsonl files) into the store.

    Each session is filed under the project of its own working folder (the git top-level
    folder's name and a short hash of its path); --project files them all under one. A file that is not a transcript is skipped
    and named; a line that cannot be read is reported and skipped. The command fails only
    when nothing could be read.
    """
    store.config  # a malformed config stops us before anything is written
    for memory, results in _ingest_files(store, paths, format_, strict).items():
        changed = sum(1 for _, c in results if c)
        click.echo(f"ingested {len(results)} session(s) into {memory.store.path} ({changed} new or changed)", err=True)


def _ingest_files(store: Store, paths: Iterable[Path], format_: str, strict: bool) -> dict[Memory, list[tuple[str, bool]]]:
    """``Memory.ingest`` with what it skipped said on stderr; (session id, changed) by project."""
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
    return report.sessions or {memory_for(store): []}


def expand(paths: Iterable[Path]) -> list[Path]:
    out: list[Path] = []
    for p in paths:
        if p.is_dir():
            out.extend(sorted(q for q in p.rglob("*.jsonl") if q.name != "index.jsonl"))
        else:
            out.append(p)
    if not out:
        raise StoreError("no transcript files found in " + ", ".join(map(str, paths)))
    return out


@cli.command()
@click.argument("sessions", nargs=-1)
@click.option("--all", "all_", is_flag=True, help="Seal every session not sealed yet")
@click.option("--done", is_flag=True, help="Mark the session done (prime memory)")
@click.option("--pinned", is_flag=True, help="Pin the session: it stays in the digest")
@click.option("--again", is_flag=True, help="Seal a session that was sealed before")
@click.option("-m", "--model", help="An llm model id for extraction [default: extract.model, else offline]")
@click.option("--no-log", is_flag=True, help="Do not log the prompt and response to llm's logs.db")
@store_options
def seal(store: Store, sessions: tuple[str, ...], all_: bool, done: bool, pinned: bool,
         again: bool, model: str | None, no_log: bool) -> None:
    """Seal sessions: write their outcome to the journal and their facts to facts.jsonl."""
    memory = memory_for(store)
    store.require()
    ids = list(sessions) or (memory.unsealed() if all_ else [])
    if not ids and all_:
        click.echo("nothing to seal: every session is sealed", err=True)
        return
    if not ids:
        raise click.UsageError("name one or more SESSION ids, or pass --all")
    for sid in ids:
        store.session_entry(sid)  # every id is checked before the first one is sealed
    extractor = make_extractor(store, model, no_log)
    sealed = 0
    with memory.batch():
        for sid in progress("Sealing", at_least=4)(ids):
            result = memory.seal(sid, extractor=extractor, done=done, pinned=pinned, again=again)
            sealed += result.sealed
            if len(ids) <= 3:
                note = result.outcome if result.sealed else result.reason
                click.echo(f"{sid}: {note}", err=True)
    click.echo(f"sealed {sealed} of {len(ids)} session(s)", err=True)


def make_extractor(store: Store, model: str | None, no_log: bool) -> Callable | None:
    """The model lane when a model is named (option or config), else None (offline)."""
    model = model or store.config.extract.get("model")
    if not model:
        return None
    from .llm_extract import MissingKey, model_extractor

    try:
        return model_extractor(model, store.config, log=not no_log and store.config.extract.get("log", True))
    except MissingKey as e:
        click.echo(f"{e}; going on offline without it", err=True)
        return None


@cli.command()
@click.option("-m", "--model", help="An llm model id for the supersede pass [default: extract.model, else none]")
@click.option("--no-log", is_flag=True, help="Do not log the prompts and responses to llm's logs.db")
@store_options
def consolidate(store: Store, model: str | None, no_log: bool) -> None:
    """Rewrite MEMORY.md from the fold and the journal.

    With a model, a supersede pass first asks it which newer facts replace older ones.
    """
    store.require()
    extractor = make_extractor(store, model, no_log)
    result = memory_for(store).consolidate(model=getattr(extractor, "model_id", None),
                                           log=getattr(extractor, "log", True))
    click.echo(
        f"wrote {result.path}: {result.facts} facts, {result.notes} notes, "
        f"{result.recent} recent, ~{result.tokens} tokens"
        + (f"; {result.superseded} superseded, {result.conflicts} conflict(s) flagged"
           if extractor else ""),
        err=True,
    )
    if result.archived:
        click.echo(f"archived {result.archived} session(s) idle for over {store.config.autoArchiveDays} days", err=True)
    if result.older_sessions or result.decayed_facts:
        click.echo(
            f"outside the windows: {result.older_sessions} sealed session(s) older than "
            f"journalRecentDays = {store.config.journalRecentDays} (not in Recently), "
            f"{result.decayed_facts} fact(s) unseen for over factDecayDays = {store.config.factDecayDays}; "
            "`lc-memory recall` still finds them",
            err=True,
        )


@cli.command(name="digest")
@click.option("--raw", is_flag=True, help="Print MEMORY.md as it is, without the framing")
@store_options
def digest_cmd(store: Store, raw: bool) -> None:
    """Print MEMORY.md framed for a system prompt (dated, verify-first)."""
    click.echo(memory_for(store).digest_text(framed=not raw), nl=False)


FACT_COLUMNS = ["id", "state", "text", "sessions", "learned_at", "age_days"]


@cli.command()
@click.option("--state", type=click.Choice(STATES), multiple=True, help="Only facts in these states")
@click.option("--notes", is_flag=True, help="Only notes from the person")
@output_options
@store_options
def facts(store: Store, state: tuple[str, ...], notes: bool, fmt: str) -> None:
    """List every fact and note with its state and provenance."""
    store.require()
    rows = [f.as_dict() for f in memory_for(store).facts()]
    rows = [r for r in rows if (not state or r["state"] in state) and (not notes or r["origin"] == "person")]
    output_rows(rows, fmt, FACT_COLUMNS)


@cli.command()
@click.option("--status", type=click.Choice(STATUSES), multiple=True, help="Only sessions with these statuses")
@output_options
@store_options
def sessions(store: Store, status: tuple[str, ...], fmt: str) -> None:
    """List the sessions in the index (status: active, done, archived, trash)."""
    store.require()
    rows = [s.to_json() for s in memory_for(store).sessions(status)]
    output_rows(rows, fmt, ["id", "title", "status", "pinned", "turns", "last_activity", "sealed"])


@cli.command(name="session")
@click.argument("verb", type=click.Choice(list(SESSION_VERBS)), metavar="ACTION")
@click.argument("session_ids", nargs=-1, required=True, metavar="SESSION...")
@store_options
def session_cmd(store: Store, verb: str, session_ids: tuple[str, ...]) -> None:
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
    memory = memory_for(store)
    for sid in session_ids:
        store.session_entry(sid)  # every id is checked before the first change
    with memory.batch():
        for sid in session_ids:
            entry = memory.set_session(sid, verb)
            click.echo(f"{sid}: {entry.status}{', pinned' if entry.pinned else ''}", err=True)


@cli.command()
@output_options
@store_options
def journal(store: Store, fmt: str) -> None:
    """List journal entries (one per sealed session)."""
    store.require()
    output_rows(store.journal(), fmt, ["session", "at", "title", "outcome", "facts"])


@cli.command(name="recall")
@click.argument("query", nargs=-1, required=True)
@click.option("-n", "--limit", default=10, show_default=True, type=click.IntRange(min=1), help="How many hits")
@click.option("--json", "as_json", is_flag=True, help="Print the hits as a JSON array")
@click.option("--for-model", is_flag=True, help="Print the text a model gets: cited, low-trust states qualified")
@click.option("--all-projects", is_flag=True,
              help="Recall over every project of the store (each hit names its project; recallTool = false skips one)")
@store_options
def recall_cmd(store: Store, query: tuple[str, ...], limit: int, as_json: bool, for_model: bool,
               all_projects: bool) -> None:
    """Recall past work: journal, every fact (decayed, superseded, withheld too) and transcripts.

    \b
        lc-memory recall where do idempotency keys live
        lc-memory recall "refund retries" --json
        lc-memory recall "how did we do idempotency" --all-projects
    """
    from . import recall as recalling

    if all_projects:
        problems: list[str] = []
        hits = recalling.recall_projects(store.root, " ".join(query), limit=limit, problems=problems)
        for problem in problems:
            click.echo(f"warning: {problem} (project skipped)", err=True)
    else:
        hits = recalling.recall(store, " ".join(query), limit=limit)
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
@store_options
def search_cmd(store: Store, words: tuple[str, ...], limit: int, fmt: str) -> None:
    """Search Sessions: every word in the title or the conversation; title matches first, newest first.

    Archived sessions are searched too; the trash is not.
    """
    from .search import search

    hits = search(store, list(words), limit=limit)
    output_rows([h.as_dict() for h in hits], fmt, ["session", "title", "matched", "last_activity", "snippet"])


def _action_command(action: str, help_text: str) -> None:
    @click.argument("ident", metavar="ID")
    @store_options
    def command(store: Store, ident: str) -> None:
        fact = memory_for(store).act(action, ident)
        click.echo(f"{ident}: {fact.state if fact else 'deleted'}", err=True)

    command.__doc__ = help_text
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


@cli.command()
@click.argument("ident", metavar="ID")
@click.argument("text")
@store_options
def edit(store: Store, ident: str, text: str) -> None:
    """Replace a fact's text (the edited fact counts as confirmed)."""
    fact = memory_for(store).act("edit", ident, text=text)
    click.echo(f"{ident}: {fact.state if fact else ''}: {fact.text if fact else ''}", err=True)


@cli.command(name="forget-session")
@click.argument("session")
@store_options
def forget_session(store: Store, session: str) -> None:
    """Remove what a session contributed: its journal line and its observations."""
    result = memory_for(store).forget_session(session)
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
              help="The live transcript to read your typed words from [default: this folder's live Claude "
                   "Code session: $CLAUDE_CODE_SESSION_ID, else the one transcript written in the last 10 "
                   "minutes; with several or none, nothing is credited]")
@store_options
def mcp(store: Store, transcript: Path | None) -> None:
    """Run the MCP stdio server: recall_sessions, remember and forget for an agent.

    Crediting is decided here, from the transcript, never from the tool arguments:
    a note is active at once only when its quote is in what you typed this session.
    """
    from .mcp_server import serve

    serve(store, transcript)


@cli.command()
@store_options
def path(store: Store) -> None:
    """Print where this project's files are."""
    for name, value in (
        ("store", store.path), ("sessions", store.sessions_dir), ("memory", store.memory_dir),
        ("MEMORY.md", store.memory_md), ("config", store.config_path),
    ):
        click.echo(f"{name}: {value}")


@cli.command()
@click.argument("session", required=False)
@click.option("--markdown", is_flag=True, help="Export SESSION as Markdown (the default format)")
@click.option("--memory", is_flag=True, help="Export the memory set: MEMORY.md plus every fact and note")
@click.option("-o", "--output", type=click.Path(dir_okay=False, path_type=Path),
              help="Write to FILE (atomically) instead of stdout")
@store_options
def export(store: Store, session: str | None, markdown: bool, memory: bool, output: Path | None) -> None:
    """Export a session, or the memory set, as scrubbed Markdown.

    \b
        lc-memory export SESSION --markdown
        lc-memory export --memory -o memory-set.md
    """
    from . import export as exporting
    from .store import write_atomic

    if bool(session) == memory:
        raise click.UsageError("name one SESSION to export, or pass --memory (not both)")
    text = exporting.export_memory(store) if memory else exporting.export_session_markdown(store, session)
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
@click.option("--db", "db_path", default="memory.db", show_default=True, type=click.Path(dir_okay=False),
              help="The SQLite file to build")
@click.option("--format", "format_", default="auto", show_default=True, help="Transcript format")
@click.option("-m", "--model", help="An llm model id for extraction [default: offline]")
@click.option("--strict", is_flag=True, help="All or nothing: refuse every file if one is not a clean transcript")
@store_options
def run(store: Store, paths: tuple[Path, ...], db_path: str, format_: str, model: str | None, strict: bool) -> None:
    """The main job: ingest PATHS, seal what is new, consolidate, import memory.db.

    Sessions of several projects give one memory.db each, named after the project
    (memory-<project>.db beside --db).
    """
    store.config
    groups = _ingest_files(store, paths, format_, strict)
    for memory, results in groups.items():
        click.echo(f"ingested {len(results)} session(s)" + (f" into {memory.store.project}" if len(groups) > 1 else ""),
                   err=True)
    for memory in groups:
        s = memory.store
        extractor = make_extractor(s, model, False)
        sealed = memory.seal_pending(extractor=extractor, progress=progress("Sealing", at_least=4))
        result = memory.consolidate(model=getattr(extractor, "model_id", None), log=getattr(extractor, "log", True))
        click.echo(f"sealed {sum(r.sealed for r in sealed)}; MEMORY.md ~{result.tokens} tokens", err=True)
        db = db_path if len(groups) == 1 else str(Path(db_path).with_name(
            f"{Path(db_path).stem}-{s.project}{Path(db_path).suffix}"))
        memory.build_db(db, progress=progress("Importing"))
        click.echo(f"MEMORY.md: {s.memory_md.resolve()}")
        click.echo(f"memory.db: {Path(db).resolve()}")
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
              help="The SQLite file to build [default: memory.db in the store folder]")
@click.option("--rebuild", is_flag=True, help="Start the db fresh instead of updating it (with --project: that project's rows)")
@click.option("--json", "as_json", is_flag=True, help="Print what was imported as JSON")
@store_options
def import_(store: Store, db_path: Path | None, rebuild: bool, as_json: bool) -> None:
    """Build or refresh memory.db: every project of the store, or the one --project names
    (browse it with `datasette memory.db`).

    \b
        lc-memory import                      # <store>/memory.db, every project
        lc-memory import --project NAME       # only NAME's rows are refreshed
        lc-memory import --db /tmp/m.db --rebuild
    """
    from .importer import import_root

    named = click.get_current_context().params.get("project")
    db = db_path or store.root / "memory.db"
    result = import_root(store.root, db, projects=[store.project] if named else None, rebuild=rebuild,
                         progress=progress("Importing"))
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
@store_options
def watch(store: Store, paths: tuple[Path, ...], codex: bool, idle: float, interval: float, once: bool,
          any_cwd: bool, format_: str, model: str | None, no_log: bool, strict: bool) -> None:
    """Ingest agent transcripts as they change; seal each session once it goes idle."""
    from .project import Router
    from .watch import Watcher, claude_dir, codex_dir, project_root

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


if __name__ == "__main__":  # pragma: no cover
    cli()
