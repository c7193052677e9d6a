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

from . import __version__, actions, digest, seal as sealing
from .fold import STATES, utcnow
from .importer import ImportResult, import_store
from .ingest import format_names, ingest as ingest_paths
from .store import Store, StoreError


def store_options(fn: Callable) -> Callable:
    @click.option("--store", envvar="LC_MEMORY_STORE", type=click.Path(file_okay=False),
                  help="Store folder [env: LC_MEMORY_STORE; default ~/.levelcode/sessions]")
    @click.option("--project", help="Project slug [default: the git top-level folder's name]")
    @functools.wraps(fn)
    def wrapper(store: str | None, project: str | None, **kwargs: Any) -> Any:
        s = Store(store, project)
        try:
            return fn(s, **kwargs)
        except StoreError as e:
            raise click.ClickException(str(e)) from None
        except OSError as e:
            # A full disk or a file we may not write: one line, and the store is as it was.
            where = f"{e.filename}: " if e.filename else ""
            raise click.ClickException(f"{where}{e.strerror or e}") from None
        finally:
            for problem in s.problems:
                click.echo(f"warning: {problem} (skipped)", err=True)

    return wrapper


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
@store_options
def ingest(store: Store, paths: tuple[Path, ...], format_: str) -> None:
    """Normalize transcripts (files, or folders of .jsonl files) into the store."""
    store.config  # a malformed config stops us before anything is written
    results = ingest_paths(store, expand(paths), format_)
    changed = sum(1 for _, c in results if c)
    click.echo(f"ingested {len(results)} session(s) into {store.path} ({changed} new or changed)", err=True)


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
    store.require()
    ids = list(sessions) or (sealing.unsealed(store) if all_ else [])
    if not ids and all_:
        click.echo("nothing to seal: every session is sealed", err=True)
        return
    if not ids:
        raise click.UsageError("name one or more SESSION ids, or pass --all")
    for sid in ids:
        store.session(sid)  # every id is checked before the first one is sealed
    extractor = make_extractor(store, model, no_log)
    for sid in progress("Sealing", at_least=4)(ids):
        result = sealing.seal(store, sid, extractor=extractor, done=done, pinned=pinned, again=again)
        if len(ids) <= 3:
            note = result.outcome if result.sealed else result.reason
            click.echo(f"{sid}: {note}", err=True)


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
    result = sealing.consolidate(store, model=getattr(extractor, "model_id", None),
                                 log=getattr(extractor, "log", True))
    click.echo(
        f"wrote {result.path}: {result.facts} facts, {result.notes} notes, "
        f"{result.recent} recent, ~{result.tokens} tokens"
        + (f"; {result.superseded} superseded, {result.conflicts} conflict(s) flagged"
           if extractor else ""),
        err=True,
    )


@cli.command(name="digest")
@click.option("--raw", is_flag=True, help="Print MEMORY.md as it is, without the framing")
@store_options
def digest_cmd(store: Store, raw: bool) -> None:
    """Print MEMORY.md framed for a system prompt (dated, verify-first)."""
    store.require()
    if not store.memory_md.exists():
        sealing.consolidate(store)
    text = store.memory_md.read_text("utf-8")
    click.echo(text if raw else digest.frame(text, store.project, utcnow()), nl=False)


FACT_COLUMNS = ["id", "state", "text", "sessions", "learned_at", "age_days"]


@cli.command()
@click.option("--state", type=click.Choice(STATES), multiple=True, help="Only facts in these states")
@click.option("--notes", is_flag=True, help="Only notes from the person")
@output_options
@store_options
def facts(store: Store, state: tuple[str, ...], notes: bool, fmt: str) -> None:
    """List every fact and note with its state and provenance."""
    store.require()
    rows = [f.as_dict() for f in sealing.facts(store)]
    rows = [r for r in rows if (not state or r["state"] in state) and (not notes or r["origin"] == "person")]
    output_rows(rows, fmt, FACT_COLUMNS)


@cli.command()
@output_options
@store_options
def sessions(store: Store, fmt: str) -> None:
    """List the sessions in the index."""
    store.require()
    output_rows(store.sessions(), fmt, ["id", "title", "status", "pinned", "turns", "last_activity", "sealed"])


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
        fact = actions.act(store, action, ident)
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
    fact = actions.act(store, "edit", ident, text=text)
    click.echo(f"{ident}: {fact.state if fact else ''}: {fact.text if fact else ''}", err=True)


@cli.command(name="forget-session")
@click.argument("session")
@store_options
def forget_session(store: Store, session: str) -> None:
    """Remove what a session contributed: its journal line and its observations."""
    result = actions.forget_session(store, session)
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
    from . import notes

    said = text if said is None else said
    result = notes.remember(store, text, said=said, typed=[text, said], kind=kind)
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
    from . import notes

    said = f"forget {query}"
    result = notes.forget(store, query, said=said, typed=[said])
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
              help="The live transcript to read your typed words from [default: the newest Claude Code "
                   "transcript for this folder]")
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
@store_options
def run(store: Store, paths: tuple[Path, ...], db_path: str, format_: str, model: str | None) -> None:
    """The main job: ingest PATHS, seal what is new, consolidate, import memory.db."""
    store.config
    results = ingest_paths(store, expand(paths), format_)
    click.echo(f"ingested {len(results)} session(s)", err=True)
    extractor = make_extractor(store, model, False)
    todo = sealing.unsealed(store)
    for sid in progress("Sealing", at_least=4)(todo):
        sealing.seal(store, sid, extractor=extractor)
    result = sealing.consolidate(store, model=getattr(extractor, "model_id", None),
                                 log=getattr(extractor, "log", True))
    click.echo(f"sealed {len(todo)}; MEMORY.md ~{result.tokens} tokens", err=True)
    _import_db(store, db_path)
    click.echo(f"MEMORY.md: {store.memory_md.resolve()}")
    click.echo(f"memory.db: {Path(db_path).resolve()}")
    click.echo(f"browse it:  datasette {db_path} -m metadata.yml", err=True)


def _import_db(store: Store, db_path: str, rebuild: bool = False) -> ImportResult:
    import sqlite3

    try:
        return import_store(store, db_path, rebuild=rebuild, progress=progress("Importing"))
    except sqlite3.OperationalError as e:  # a full disk, a locked db: the files are untouched
        raise click.ClickException(f"{db_path}: {e}") from None


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
@click.option("--db", "db_path", default="memory.db", show_default=True, type=click.Path(dir_okay=False),
              help="The SQLite file to build")
@click.option("--rebuild", is_flag=True, help="Start the db fresh instead of updating it")
@click.option("--json", "as_json", is_flag=True, help="Print what was imported as JSON")
@store_options
def import_(store: Store, db_path: str, rebuild: bool, as_json: bool) -> None:
    """Build or refresh the disposable SQLite file (browse it with `datasette memory.db`)."""
    result = _import_db(store, db_path, rebuild)
    if as_json:
        click.echo(json.dumps(dataclasses.asdict(result), indent=2))
    else:
        click.echo(
            f"{result.db}: {result.sessions_read} session(s) read, {result.sessions_skipped} unchanged, "
            f"{result.messages} message(s), {result.facts} fact(s)" + (" (rebuilt)" if result.rebuilt else ""),
            err=True,
        )


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
@store_options
def watch(store: Store, paths: tuple[Path, ...], codex: bool, idle: float, interval: float, once: bool,
          any_cwd: bool, format_: str, model: str | None, no_log: bool) -> None:
    """Ingest agent transcripts as they change; seal each session once it goes idle."""
    from .watch import Watcher, claude_dir, codex_dir, project_root

    store.config
    roots = list(paths) or [codex_dir() if codex else claude_dir()]
    if not any(p.exists() for p in roots):
        raise StoreError(f"nothing to watch: {roots[0]} does not exist (pass --path)")
    watcher = Watcher(store, roots, idle=idle, format=format_, extractor=make_extractor(store, model, no_log),
                      root=None if any_cwd else project_root())

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
