"""Ingest: transcripts from agents into the store's normalized session format.

Each format module offers ``sniff(path) -> bool`` and ``read(path) -> list[Transcript]``;
``FORMATS`` lists them in detection order. A normalized message is::

    {"type": "message", "turn": int, "role": "user"|"assistant"|"tool"|"system",
     "kind": "text"|"tool_use"|"tool_result"|"summary", "content": str, "ts": str|None,
     "typed": bool, "name"?: str}

``typed`` is true only for what the person typed themselves (not tool output, pasted
files the tool attached, or a resumed/retried goal).

A ``tool_use`` message (role ``assistant``, ``name`` the tool's own name, ``content`` the JSON
of its input) also carries what the call did, in one shape for every format::

    "call": {"id": str|None,                       # pairs the call with its result
             "tool": "edit"|"write"|"read"|"delete"|"shell"|"patch"|"plan"|"search"|"other",
             "paths"?: [str],                      # files the input names (edit, write, read, patch)
             "changes"?: [{"path": str, "op": "add"|"update"|"delete"|"move", "to"?: str}],
             "command"?: str,                      # the script of a shell tool
             "workdir"?: str,                      # the folder it ran in, when the call says (Codex shell)
             "plan"?: [{"step": str, "status": "pending"|"in_progress"|"completed"}]}

and a ``tool_result`` message what became of it::

    "result": {"id": str|None, "error": bool, "exit_code": int|None,
               "refused"?: true}                   # the host refused it: it never ran (Claude Code)

Keys that do not apply are left out; a call of a shape not known is ``{"id": ..., "tool":
"other"}``. Paths are kept as written. Both keys are optional: a session ingested before
they existed reads as before. Every string in them, the session's ``title``, ``cwd`` and
``git_branch``, and tool names are secret-scrubbed like ``content``; a tool input is scrubbed
before it is cut to its first 2000 characters, and an output longer than about 58,000
characters (a tool's result, a UI notice) keeps its first 40,000 and last 10,000, the cut marked
``[… N characters left out …]``.
"""

from __future__ import annotations

import dataclasses
from pathlib import Path
from types import ModuleType
from typing import Callable, Iterable

from lc_memory.errors import IngestError
from lc_memory.ingest import (
    aider,
    amp,
    claude_code,
    cline,
    codex,
    copilot_cli,
    copilot_md,
    crush,
    cursor,
    gemini_cli,
    goose,
    llm_logs,
    native,
    opencode,
    opencode_md,
    qwen_code,
)
from lc_memory.ingest.common import (
    SCRUB_MARGIN,
    TOOL_INPUT_CHARS,
    NotATranscript,
    Transcript,
    one_look,
    parse_line,
)
from lc_memory.redact.context import redact_messages
from lc_memory.redact.engine import SHORT, Scrubbed, redact_value
from lc_memory.store.files import Problem, Store, StoreError, check_session_id


@dataclasses.dataclass
class Format:
    name: str
    sniff: Callable[[Path], bool]
    read: Callable[[Path], list[Transcript]]
    label: str = ""  # the agent's name as people say it ("Gemini CLI")
    find: Callable[[Path], list[Path]] | None = None  # the files under a folder it reads
    locations: Callable[[], list[Path]] | None = None  # where the agent keeps them here
    tool_calls: bool = True  # False: the format records no tool calls (a chat export)

    @classmethod
    def of(cls, module: ModuleType) -> "Format":
        """A format module's ``NAME``, ``LABEL``, ``sniff``, ``read``, ``find``, ``locations``."""
        return cls(module.NAME, module.sniff, module.read, getattr(module, "LABEL", module.NAME),
                   getattr(module, "find", None), getattr(module, "locations", None),
                   getattr(module, "TOOL_CALLS", True))


# The formats in the order they are listed (doctor's rows, the agents' folders an ingest with
# no path reads, in turn), and asked by ``detect`` (but for ``SNIFF_FIRST``).
FORMATS: list[Format] = [Format.of(m) for m in (
    native, claude_code, codex, llm_logs, gemini_cli, qwen_code, copilot_cli, opencode, crush, aider, cline, amp,
    cursor, opencode_md, copilot_md, goose)]
# By a file's suffix, the sniffs that are cheap and certain for it, tried right after the
# store's own: Copilot CLI's reads a .jsonl's first line (an event type no other format writes),
# Amp's a .json's head (a thread's id). In their place, after Claude Code's (which reads up to
# 50 lines through on a file not its own) and Gemini CLI's and the others', they took 0.1-0.15 ms
# a file, as much as reading one (issue 35). Amp's Markdown exports keep their place.
SNIFF_FIRST: dict[str, tuple[str, ...]] = {".jsonl": ("copilot-cli",), ".json": ("amp",)}


def sniff_order(path: Path) -> list[Format]:
    """The formats in the order ``detect`` asks them of ``path``: as listed, but for those
    ``SNIFF_FIRST`` names for its suffix, right after the store's own format. The first whose
    ``sniff`` says yes reads the file."""
    first = ("native", *SNIFF_FIRST.get(Path(path).suffix, ()))
    if len(first) == 1:
        return FORMATS
    by_name = {f.name: f for f in FORMATS}
    return [by_name[n] for n in first if n in by_name] + [f for f in FORMATS if f.name not in first]


def register(fmt: Format) -> None:
    FORMATS[:] = [f for f in FORMATS if f.name != fmt.name] + [fmt]


def records_tool_calls(name: str | None) -> bool:
    """Whether a format's transcripts record tool calls: without them, that a session changed
    nothing cannot be told."""
    return next((f.tool_calls for f in FORMATS if f.name == name), True)


def format_names() -> list[str]:
    return [f.name for f in FORMATS]


def _is_empty(path: Path) -> bool:
    if path.stat().st_size == 0:
        return True
    if path.stat().st_size > 4096:
        return False
    return not path.read_bytes().strip()


def detect(path: Path) -> Format:
    if path.is_file() and _is_empty(path):
        raise NotATranscript(path, "empty", "empty file, not a transcript")
    with one_look():  # each format sniffs the same head: read and parsed once
        for fmt in sniff_order(path):
            try:
                if fmt.sniff(path):
                    return fmt
            except (OSError, UnicodeDecodeError, ValueError, RecursionError):
                continue
    known = f"not a transcript lc-memory knows ({', '.join(format_names())})"
    line, why = _first_bad_line(path)
    if why:  # name what is wrong with the first line, when that is why nothing fits
        raise NotATranscript(path, f"line {line}: {why}", f"{why}; {known}", line=line)
    raise NotATranscript(path, "not a transcript", known)


def _first_bad_line(path: Path) -> tuple[int, str | None]:
    try:
        with open(path, "rb") as f:
            for number, raw in enumerate(f, 1):
                if raw.strip():
                    return number, parse_line(raw.rstrip(b"\r\n"))[1]
    except OSError:
        pass
    return 0, None


def read_transcripts(path: Path, format: str = "auto", *, strict: bool = False) -> list[Transcript]:
    """Read one file. Lines that cannot be read are skipped and listed in ``Transcript.bad``;
    with ``strict`` the first one is an IngestError naming ``file:line``."""
    path = Path(path)
    if not path.exists():
        raise IngestError(f"{path}: no such file")
    with one_look():  # the reader takes the lines the sniffers parsed
        if format == "auto":
            fmt = detect(path)
        else:
            fmt = next((f for f in FORMATS if f.name == format), None)
            if fmt is None:
                raise IngestError(f"unknown format {format!r} (known: auto, {', '.join(format_names())})")
        try:
            transcripts = fmt.read(path)
        except (TypeError, AttributeError, KeyError, ValueError, RecursionError) as e:
            # A safety net: readers check the shapes they rely on; one they do not expect is one line.
            raise IngestError(f"{path}: a {fmt.name} transcript of a shape lc-memory does not know "
                              f"({type(e).__name__}: {e})") from None
        except UnicodeDecodeError as e:  # pragma: no cover - readers decode line by line
            raise IngestError(f"{path}: not UTF-8 text ({e.reason})") from None
    for t in transcripts:
        if strict and t.bad:
            raise IngestError(f"{t.bad[0]}; the file is refused whole (--strict)")
        check_session_id(t.meta.get("id", ""))
        t.meta.setdefault("format", fmt.name)
        # Every field is scrubbed, keys too (title, cwd, branch, a native record's own extra
        # keys): index.jsonl and the session files are invited to be grepped and shared.
        session_id = t.meta["id"]
        t.meta = redact_value(t.meta)
        t.meta["id"] = session_id
        # Scrubbed once, here, so nothing built from the store (memory.db, search, recall,
        # exports, a model prompt) holds a key; the agent's own transcript is untouched.
        # The sequence is read too: a secret command's bare output, a value announced as one.
        # What is cut is cut around the scrub: the parts left out are never scrubbed, and no
        # cut leaves half a key (see ``outputs_cut``).
        shortened = outputs_cut(t.messages)
        t.messages[:] = redact_messages(t.messages)
        outputs_finished(t.messages, shortened)
        for turn, m in enumerate(t.messages, 1):
            m.setdefault("type", "message")
            m.setdefault("turn", turn)
            m.setdefault("kind", "text")
            m.setdefault("typed", False)
            m.setdefault("ts", None)
    return transcripts


# A long output keeps its first and last characters. The head is long enough to hold a whole
# ordinary file read: the seal's taint rule (safety/sources.py) can only see words the store
# kept, so a cut that came too early would let a carrier copy a file's middle unmarked.
OUTPUT_HEAD, OUTPUT_TAIL = 40_000, 10_000
_LEFT_OUT = "\n[… {} characters left out …]\n"


def _long_output(m: dict) -> bool:
    """Output no one typed (a tool's result, an agent's UI notice) too long to keep whole."""
    return (not m.get("typed") and (m.get("kind") == "tool_result" or m.get("role") in ("tool", "system"))
            and isinstance(m.get("content"), str)
            and len(m["content"]) > OUTPUT_HEAD + OUTPUT_TAIL + 2 * SCRUB_MARGIN)


def outputs_cut(messages: list[dict]) -> dict[int, str]:
    """Cut each long output to its head and tail, each with a margin still to scrub; return
    the marker put between them, by message index, for ``outputs_finished``.

    A 200,000-character file read or an HTML error page repeated at each retry is kept as its
    first ``OUTPUT_HEAD`` and last ``OUTPUT_TAIL`` characters (the start and the summary a
    tool ends with): the middle is never scrubbed nor stored. Tool inputs are the readers'
    ``tool_input_text`` and are cut in ``outputs_finished`` too."""
    marks: dict[int, str] = {}
    for i, m in enumerate(messages):
        if isinstance(m, dict) and _long_output(m):
            text = m["content"]
            mark = _LEFT_OUT.format(f"{len(text) - OUTPUT_HEAD - OUTPUT_TAIL:,}")
            m["content"] = text[:OUTPUT_HEAD + SCRUB_MARGIN] + mark + text[-(OUTPUT_TAIL + SCRUB_MARGIN):]
            marks[i] = mark
    return marks


def outputs_finished(messages: list[dict], marks: dict[int, str]) -> None:
    """Right after the scrub (``redact_messages``' messages): drop the margins of the outputs
    ``outputs_cut`` shortened (at a line end near the cut when there is one) and cut every tool
    input to ``TOOL_INPUT_CHARS``. Each content is marked ``Scrubbed``, cut or not: the store's
    scrub-last does not read it again (a cut is a new string, which no memo of clean texts
    holds: a second full scan, 35-53 us a message of Cline's and Crush's, issue 35). What a cut
    takes away after a value (or before it) is context a rule read: the cut's edge is scrubbed
    again (``_edge_scrubbed``), as the store's full rescan of it did."""
    for i, m in enumerate(messages):
        if not isinstance(m, dict) or not isinstance(m.get("content"), str):
            continue
        if i in marks and marks[i] in m["content"]:
            head, tail = m["content"].split(marks[i], 1)
            head, tail = head[:OUTPUT_HEAD], tail[-OUTPUT_TAIL:]
            end = head.rfind("\n", OUTPUT_HEAD - 400)
            start = tail.find("\n", 0, 400)
            m["content"] = (_edge_scrubbed(head[:end if end > 0 else None], at_end=True) + marks[i]
                            + _edge_scrubbed(tail[start + 1 if start >= 0 else 0:], at_end=False))
        elif i in marks:  # the marker did not survive the scrub (it cannot, but a cut must hold)
            m["content"] = _edge_scrubbed(m["content"][:OUTPUT_HEAD], at_end=True)
        elif m.get("kind") == "tool_use" and len(m["content"]) > TOOL_INPUT_CHARS:
            m["content"] = _edge_scrubbed(m["content"][:TOOL_INPUT_CHARS], at_end=True)
        if len(m["content"]) > SHORT:  # (a short one is a cached lookup in the store's scrub)
            m["content"] = Scrubbed(m["content"])  # a slice of one is a plain str: marked again


#: How much of a cut's edge is scrubbed again: a rule's context after a value is a line or a few
#: (a backslash's hard break, a prompt's next line, a closing quote), which a cut can take away
#: and so leave a value a rule takes at a text's end that the whole text's read let be.
CUT_EDGE = 512


def _edge_scrubbed(text: str, *, at_end: bool) -> str:
    """*text* with its last (``at_end``) or first ``CUT_EDGE`` characters scrubbed again, from a
    blank where there is one, so no token is read from its middle (the whole text when it is
    that short). Issue 35's attack: a raw tool input cut right after ``password V\\`` (a
    Markdown hard break, then another prompt line the whole input's read saw) kept V."""
    if len(text) <= CUT_EDGE:
        return redact_value(text)
    if at_end:
        a = len(text) - CUT_EDGE
        a = next((j + 1 for j in range(a, len(text)) if text[j].isspace()), a)
        return text[:a] + redact_value(text[a:])
    b = CUT_EDGE
    b = next((j for j in range(b, 0, -1) if text[j].isspace()), b)
    return redact_value(text[:b]) + text[b:]


@dataclasses.dataclass
class Reading:
    """What a set of files gave: transcripts, files that hold none, files that failed."""

    transcripts: list[tuple[Path, Transcript]] = dataclasses.field(default_factory=list)
    not_transcripts: list[NotATranscript] = dataclasses.field(default_factory=list)
    failed: list[str] = dataclasses.field(default_factory=list)  # one line each
    files_read: int = 0

    @property
    def problems(self) -> list[Problem]:
        """Lines left out of the files that were read (bad lines, unknown record types)."""
        return [p for _, t in self.transcripts for p in [*t.bad, *t.skipped]]

    def nothing_read(self) -> bool:
        return self.files_read == 0 and bool(self.not_transcripts or self.failed)

    def skipped_line(self, limit: int = 5) -> str | None:
        """One line naming the files that are not transcripts, or None."""
        if not self.not_transcripts:
            return None
        names = [f"{e.path.name} ({e.reason})" for e in self.not_transcripts]
        more = len(names) - limit
        listed = ", ".join(names[:limit]) + (f", and {more} more" if more > 0 else "")
        n = len(names)
        return f"skipped {n} file{'s' if n != 1 else ''} that {'are' if n != 1 else 'is'} not " \
               f"{'transcripts' if n != 1 else 'a transcript'}: {listed}"

    def error_line(self) -> str:
        """The one line when nothing could be read."""
        reasons = [*self.failed, *(str(e) for e in self.not_transcripts)]
        if len(reasons) == 1:
            return reasons[0]
        return f"nothing could be read from {len(reasons)} files: " + "; ".join(reasons[:3]) + (
            f"; and {len(reasons) - 3} more" if len(reasons) > 3 else "")


def expand(paths: Iterable[Path]) -> list[Path]:
    """The transcript files of ``paths``: a file as it is; under a folder, every ``.jsonl``
    (but a store's own ``index.jsonl``) and the files each format finds there."""
    out: list[Path] = []
    for p in map(Path, paths):
        if not p.is_dir():
            out.append(p)
            continue
        found = {q for q in p.rglob("*.jsonl") if q.name != "index.jsonl"}
        for fmt in FORMATS:
            if fmt.find is not None:
                found.update(fmt.find(p))
        out.extend(sorted(found))
    if not out:
        raise StoreError("no transcript files found in " + ", ".join(map(str, paths)))
    return out


def locations() -> dict[str, list[Path]]:
    """Each agent's transcript folders that exist on this machine, by format name."""
    return {f.name: found for f in FORMATS if f.locations is not None and (found := f.locations())}


def read_paths(paths: list[Path], format: str = "auto", *, strict: bool = False) -> Reading:
    """Read every file on its own: one that is not a transcript, or cannot be read, is noted
    and the others are read. With ``strict`` the first such file is an IngestError."""
    reading = Reading()
    for p in map(Path, paths):
        try:
            transcripts = read_transcripts(p, format, strict=strict)
        except NotATranscript as e:
            if strict:
                raise
            reading.not_transcripts.append(e)
            continue
        except (StoreError, OSError) as e:
            if strict:
                raise IngestError(str(e)) if isinstance(e, OSError) else e
            reading.failed.append(str(e) if isinstance(e, StoreError) else f"{p}: {e.strerror or e}")
            continue
        reading.files_read += 1
        reading.transcripts.extend((p, t) for t in transcripts)
    reading.transcripts = newest_copies(reading.transcripts)
    return reading


def newest_copies(transcripts: list[tuple[Path, Transcript]]) -> list[tuple[Path, Transcript]]:
    """One transcript per session id: of two files that hold one session (an export made twice,
    a copy), the one that reaches the latest activity, then the one with more messages. Written
    in turn, the store kept whichever file came last, and each ingest wrote both."""
    best: dict[str, tuple[Path, Transcript]] = {}
    for path, t in transcripts:
        sid = t.meta.get("id")
        held = best.get(sid) if sid else None
        if held is None or _reach(t) >= _reach(held[1]):
            best[sid or f"\0{len(best)}"] = (path, t)
    if len(best) == len(transcripts):
        return transcripts
    kept = {id(t) for _, t in best.values()}
    return [(p, t) for p, t in transcripts if id(t) in kept]


def _reach(t: Transcript) -> tuple[str, int]:
    return str(t.meta.get("last_activity") or ""), len(t.messages)


def ingest(store: Store, paths: list[Path], format: str = "auto", *, strict: bool = True) -> list[tuple[str, bool]]:
    """Read every path first, then write; returns (session id, changed). ``strict`` (the
    default here) is all or nothing: any file that is not a clean transcript is an error."""
    reading = read_paths(paths, format, strict=strict)
    if reading.nothing_read():
        raise IngestError(reading.error_line())
    store.problems.extend(reading.problems)
    changed = store.put_sessions((t.meta, t.messages) for _, t in reading.transcripts)
    return [(t.meta["id"], c) for (_, t), c in zip(reading.transcripts, changed)]
