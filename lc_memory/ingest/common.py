"""Helpers the agent formats share: reading JSONL leniently, text out of content blocks,
and finishing a transcript (turn numbers, dates, a title, retried goals untyped)."""

from __future__ import annotations

import contextlib
import contextvars
import dataclasses
import datetime as dt
import json
import os
import re
from pathlib import Path
from typing import Any, Callable, Iterator

from lc_memory import lexicon
from lc_memory.errors import IngestError
from lc_memory.redact.engine import redact_secrets
from lc_memory.store.files import SESSION_ID_RE, Problem
from lc_memory.text import normalize


class NotATranscript(IngestError):
    """A file that holds no transcript (empty, no turns, another kind of file): skipped, named."""

    def __init__(self, path: Path, reason: str, detail: str | None = None, *, line: int | None = None):
        self.path, self.reason = Path(path), reason
        super().__init__(f"{path}{f':{line}' if line else ''}: {detail or reason}")


@dataclasses.dataclass
class Transcript:
    meta: dict
    messages: list[dict]
    # Lines the reader left out (a record type it does not know): reported, never silent.
    skipped: list[Problem] = dataclasses.field(default_factory=list)
    # Lines that could not be read at all (not JSON, not UTF-8, nested too deeply): the rest
    # of the file is read; --strict refuses the file instead.
    bad: list[Problem] = dataclasses.field(default_factory=list)


TOOL_INPUT_CHARS = 2000  # a tool input is kept to its first 2000 characters, scrubbed before the cut
# ... scrubbed over this much more, so a cut never leaves half a key unscrubbed: no secret
# that begins before a cut is longer (a 4096-bit PEM key is about 3300 characters), and a
# whole file a tool wrote is not scanned for the 2000 characters kept.
SCRUB_MARGIN = 4096


def tool_input_text(text: str) -> str:
    """A tool input's text as a reader hands it on: its head, not yet scrubbed. ``read_transcripts``
    scrubs it with the rest of the session, then cuts it to ``TOOL_INPUT_CHARS`` (a cut before
    the scrub could leave half a token), so no reader scrubs the same text a second time."""
    return text[:TOOL_INPUT_CHARS + SCRUB_MARGIN]


def iso_from_epoch(value: Any, *, ms: bool | None = None, timespec: str = "milliseconds") -> str | None:
    """An epoch as ISO 8601 UTC (``...Z``): seconds, or milliseconds (``ms``; when not
    said, a value over 1e11 is milliseconds). None for what is no time (not a number, 0)."""
    if not isinstance(value, (int, float)) or isinstance(value, bool) or value <= 0:
        return None
    seconds = value / 1000 if (ms if ms is not None else value > 1e11) else value
    try:
        t = dt.datetime.fromtimestamp(seconds, dt.timezone.utc)
    except (OverflowError, OSError, ValueError):
        return None
    return t.isoformat(timespec=timespec).replace("+00:00", "Z")


def safe_session_id(raw: str, prefix: str) -> str:
    """An agent's own id as a session id (``SESSION_ID_RE``), or a cleaned one named for it."""
    if SESSION_ID_RE.match(raw) and ".." not in raw:
        return raw
    clean = re.sub(r"[^A-Za-z0-9._:-]+", "-", raw).strip("-._:").replace("..", ".")
    return (f"{prefix}-" + clean)[:128] if clean else f"{prefix}-session"


def read_text(path: Path, bad: list[Problem], data: bytes | None = None) -> str:
    """A text file's contents (``data``, when they were read already); bytes that are not UTF-8
    are replaced, and *bad* says where the first was (a Markdown export is read on, not
    dropped, for one bad byte)."""
    if data is None:
        data = Path(path).read_bytes()
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError as e:
        bad.append(Problem(path, data[:e.start].count(b"\n") + 1,
                           f"not UTF-8 text (byte {e.start + 1}); read with the bytes replaced"))
        return data.decode("utf-8", "replace")


#: folders a search for exported transcripts never walks into
SKIP_DIRS = frozenset({".git", "node_modules", "__pycache__", ".venv"})


def read_head(path: Path, size: int) -> str:
    """The first *size* bytes of a file as text (a sniff's look; a cut character is replaced)."""
    with open(path, "rb") as f:
        return f.read(size).decode("utf-8", "replace")


def sniff_markdown(path: Path, is_export: Callable[[str], bool], size: int) -> bool:
    """Whether *path* is a Markdown file whose head *is_export* recognises."""
    if path.suffix.lower() not in (".md", ".markdown") or not path.is_file():
        return False
    return is_export(read_head(path, size))


def markdown_exports(folder: Path, is_export: Callable[[str], bool], size: int) -> list[Path]:
    """The Markdown files under *folder* (not in ``SKIP_DIRS``) whose head *is_export* recognises."""
    out = []
    for p in sorted(Path(folder).rglob("*.md")):
        if SKIP_DIRS.intersection(p.parts):
            continue
        try:
            if p.is_file() and is_export(read_head(p, size)):
                out.append(p)
        except OSError:
            continue
    return out


def parse_line(raw: bytes) -> tuple[dict | None, str | None]:
    """One JSONL line as (record, None), or (None, why it cannot be read)."""
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError as e:
        return None, f"not UTF-8 text (byte {e.start + 1})"
    try:
        record = json.loads(text)
    except RecursionError:  # deeper than the parser's stack allows
        return None, "nested too deeply to read"
    except ValueError as e:
        return None, f"not JSON ({getattr(e, 'msg', e)})"
    if not isinstance(record, dict):
        return None, "not a JSON object"
    return record, None


def read_lines(path: Path) -> tuple[list[tuple[int, dict]], list[Problem]]:
    """Every readable JSON-object line, and a Problem naming ``file:line`` for each other one.
    A last line without its newline is ``torn`` (the agent is still writing it)."""
    with open(path, "rb") as f:
        data = f.read()
    lines = data.split(b"\n")
    torn = bool(data) and not data.endswith(b"\n")
    records: list[tuple[int, dict]] = []
    problems: list[Problem] = []
    # the lines the sniffers parsed, if the file was just sniffed (and they are the same bytes)
    head = _taken_head(path)
    joined_to = 0  # the last line a record split over lines took
    for number, raw in enumerate(lines, 1):
        if number <= joined_to or not raw.strip():
            continue
        if head is not None and number <= len(head.lines) and head.parsed[number - 1] is not None \
                and head.lines[number - 1] == raw:
            record, why = head.parsed[number - 1]
        else:
            record, why = parse_line(raw)
        if record is None and why.startswith("not JSON (Unterminated string"):
            record, joined_to = _split_record(lines, number)
        if record is not None:
            records.append((number, record))
        elif torn and number == len(lines) and not why.startswith("not UTF-8"):
            problems.append(Problem(path, number, "torn final line (a writer stopped mid-line)", True))
        else:
            problems.append(Problem(path, number, why))
    return records, problems


_MOST_SPLIT_LINES = 200
_MOST_SPLIT_BYTES = 1 << 20


def _split_record(lines: list[bytes], number: int) -> tuple[dict | None, int]:
    """A record its writer split over lines, a raw newline in a string (Copilot CLI 1.0.24
    wrote fetched pages so: github/copilot-cli#2649), read as one from line ``number``, and the
    last line it took; (None, 0) when no following line closes it. A line that opens a record
    (``{``) ends the search, and so does a megabyte: each try parses the whole chunk again, and
    a file of torn records, one a line, would be read a square of its length."""
    chunk = lines[number - 1]
    for last in range(number, min(len(lines), number + _MOST_SPLIT_LINES)):
        if lines[last].lstrip().startswith(b"{") or len(chunk) > _MOST_SPLIT_BYTES:
            return None, 0
        chunk += b"\n" + lines[last]
        try:
            record = json.loads(chunk.decode("utf-8"), strict=False)
        except (ValueError, RecursionError):
            continue
        return (record, last + 1) if isinstance(record, dict) else (None, 0)
    return None, 0


class _Head:
    """The first lines of one file as far as a sniffer has read them, each parsed once, when
    first asked for: in ``detect`` the formats are tried in turn and each sniffs the same head,
    and the reader that reads the file then (``read_lines``) takes the lines parsed already."""

    __slots__ = ("done", "lines", "offset", "parsed")

    def __init__(self) -> None:
        self.lines: list[bytes] = []  # each line as read_lines splits the file (no "\n")
        self.parsed: list[tuple[dict | None, str | None] | None] = []  # parse_line's answer (None: not yet)
        self.offset, self.done = 0, False  # the bytes read, and whether that is the whole file

    def record(self, path: Path, n: int) -> tuple[bool, dict | None]:
        """(whether line ``n`` exists, its record)."""
        if n >= len(self.lines) and not self.done:
            with open(path, "rb") as f:
                f.seek(self.offset)
                for raw in f:
                    self.offset += len(raw)
                    self.lines.append(raw[:-1] if raw.endswith(b"\n") else raw)
                    self.parsed.append(None)
                    if len(self.lines) > n + 15:  # a few lines ahead: a file is not opened a line at a time
                        break
                else:
                    self.done = True
        if n >= len(self.lines):
            return False, None
        return True, self.answer(n)[0]

    def answer(self, n: int) -> tuple[dict | None, str | None]:
        """parse_line's answer for line ``n`` (read already); (None, None) for a blank line.
        A "\r" left at a line's end is JSON's whitespace: the same record as without it."""
        if self.parsed[n] is None:
            line = self.lines[n]
            self.parsed[n] = parse_line(line) if line.strip() else (None, None)
        return self.parsed[n]


def _taken_head(path: Path) -> _Head | None:
    """The head the sniffers of this look read of ``path``, taken out of the look: its records
    are the reader's now, to change as it likes."""
    memo = _LOOK.get()
    return memo.pop(("head", os.fspath(path)), None) if memo is not None else None


_LOOK: contextvars.ContextVar[dict | None] = contextvars.ContextVar("lc_memory_ingest_look", default=None)


@contextlib.contextmanager
def one_look() -> Iterator[None]:
    """While the formats sniff one file in turn (``detect``) and one of them reads it: what one
    of them reads of it (its head's records, a database's schema) is read once for them all.
    Within a look, another is the same look."""
    if _LOOK.get() is not None:
        yield
        return
    token = _LOOK.set({})
    try:
        yield
    finally:
        _LOOK.reset(token)


def looked(key: tuple, compute: Callable[[], Any]) -> Any:
    """``compute()``, once for ``key`` within ``one_look``; outside it, each time."""
    memo = _LOOK.get()
    if memo is None:
        return compute()
    if key not in memo:
        memo[key] = compute()
    return memo[key]


def file_json(path: Path, *, take: bool = False) -> Any:
    """``json.loads`` of a whole file, raising what it raises. Within ``one_look`` it is parsed
    once: the sniffers share the value (read it, never change it), and the reader takes it
    (``take``), to change as it likes."""
    memo = _LOOK.get()
    if memo is None:
        return json.loads(Path(path).read_bytes())
    key = ("json", os.fspath(path))
    got = memo.pop(key, None) if take else memo.get(key)
    if got is None:
        try:
            got = (json.loads(Path(path).read_bytes()), None)
        except (ValueError, RecursionError) as e:  # UnicodeDecodeError is a ValueError
            got = (None, e)
        if not take:
            memo[key] = got
    value, error = got
    if error is not None:
        raise error
    return value


def head_records(path: Path, limit: int = 50) -> Iterator[dict]:
    """The first JSON-object lines of a file, for sniffing; lines that cannot be read are passed
    over. Of the first ``4 * limit`` lines at most. Within ``one_look``, each line is read and
    parsed once for all the formats that sniff the file (the records are shared: read them,
    never change them)."""
    head, seen = looked(("head", os.fspath(path)), _Head), 0
    for n in range(limit * 4):
        if seen >= limit:
            return
        there, record = head.record(path, n)
        if not there:
            return
        if record is not None:
            seen += 1
            yield record


def first_record(path: Path) -> dict | None:
    """The record of a file's first line that is not blank; None when that line is no JSON
    object (or there is none). Within ``one_look`` it is the head the formats share: the store's
    own format, sniffed first for every ``.jsonl``, no longer opens and decodes the file apart."""
    head = looked(("head", os.fspath(path)), _Head)
    n = 0
    while True:
        there, _ = head.record(path, n)
        if not there:
            return None
        if head.lines[n].strip():
            return head.answer(n)[0]
        n += 1


def read_records(path: Path, format_name: str) -> tuple[list[tuple[int, dict]], list[Problem]]:
    """Every JSON-object line with its line number, and the lines that could not be read
    (a torn last line is left out silently: it will be whole on the next ingest)."""
    records, problems = read_lines(path)
    return records, [p for p in problems if not p.torn]


def block_text(content: Any) -> str:
    """Text out of a string or a list of content blocks (text / input_text / output_text)."""
    if isinstance(content, str):
        return content
    if isinstance(content, dict):
        content = [content]
    if not isinstance(content, list):
        return ""
    parts = []
    for block in content:
        if isinstance(block, str):
            parts.append(block)
        elif isinstance(block, dict) and isinstance(block.get("text"), str):
            parts.append(block["text"])
    return "\n".join(p for p in parts if p)


def message(role: str, content: str, ts: Any = None, *, kind: str = "text", typed: bool = False,
            name: str | None = None) -> dict:
    m = {"type": "message", "role": role, "kind": kind, "content": content,
         "ts": ts if isinstance(ts, str) else None, "typed": typed}
    if name:
        m["name"] = name
    return m


# How the readers write a turn that ended on the provider's error: no answer to the words.
_API_ERROR = re.compile(r"API Error\b")


def replayed(before: tuple[object, int], now: tuple[object, int], retry: bool = False) -> bool:
    """Whether words typed again (``before`` and ``now``: each time's timestamp and how many
    answers of the agent came before it) are a replay, not typed anew: a resend its format
    records (``retry``), a copy with the same time (a goal replayed on resume, or a time not
    known), or a resend the agent never answered in between (a retry after an API error, a
    queued message written twice). The same word typed at another time after an answer (a
    second "continue", a second "q") was typed twice."""
    (ts0, n0), (ts1, n1) = before, now
    return retry or ts0 is None or ts1 is None or ts0 == ts1 or n0 == n1


# A GitHub Actions runner's workspace (GITHUB_WORKSPACE: the repository's name twice), on its
# hosted Linux, macOS and Windows runners, in a container job, in a Docker action, and under a
# self-hosted runner's _work folder. Replit's /home/runner/workspace, where a person types, is not one.
_CI_WORKSPACE = re.compile(
    r"^(?:(?:/home/runner/work|/Users/runner/work|/__w|[A-Za-z]:[\\/]a|.*[\\/]_work)[\\/]([^\\/]+)[\\/]\1"
    r"|/github/workspace)(?:[\\/]|$)")


def ci_workspace(cwd: Any) -> bool:
    """Whether a session's working folder is a CI runner's checkout: a workflow ran the agent
    there (``copilot -p "$PROMPT"`` in a job) and wrote its prompt; nobody typed at it."""
    return isinstance(cwd, str) and _CI_WORKSPACE.match(cwd) is not None


def finish(meta: dict, messages: list[dict]) -> tuple[dict, list[dict]]:
    """Number the turns, date the session, give it a title, and untype a retried goal (see
    ``replayed``). A reader marks a message ``retry`` where its format records a resend
    (Claude Code's rewind: a second message from the same parent); the mark is not kept.
    In a CI runner's checkout (``ci_workspace``) nothing is typed: the workflow wrote it all."""
    seen: dict[str, tuple[object, int]] = {}
    answers = 0  # the agent's answers so far: words that are no provider error, or a tool call
    automated = ci_workspace(meta.get("cwd"))
    for turn, m in enumerate(messages, 1):
        m["turn"] = turn
        retry = bool(m.pop("retry", False))
        if m.get("role") == "assistant" and (m.get("kind") == "tool_use" or not _API_ERROR.match(m.get("content") or "")):
            answers += 1
        if automated:
            m["typed"] = False
        if m.get("typed"):
            key = normalize(m["content"])
            if not key or (key in seen and replayed(seen[key], (m.get("ts"), answers), retry)):
                m["typed"] = False
            seen[key] = (m.get("ts"), answers)
    stamps = [m["ts"] for m in messages if isinstance(m.get("ts"), str)]
    if stamps:
        meta.setdefault("created", min(stamps))
        meta["last_activity"] = max(stamps)
    if not meta.get("title"):
        first = title_message([m["content"] for m in messages if m.get("typed")])
        # scrubbed before its lines are run together and cut: a secret a block or a line's
        # start names, or one the cut would halve, is one only in the words as typed
        line = " ".join(redact_secrets(first).split())
        if line:
            meta["title"] = line if len(line) <= 80 else line[:77].rstrip() + "..."
            meta["title_source"] = "first-message"
    return meta, messages


# A local reasoning model's thinking, written into its answer's text (Ollama's deepseek-r1,
# qwen3): a leading <think> block, or all of the text when the block never closes.
_THINK = re.compile(r"\A\s*<think>.*?(?:</think>|\Z)", re.DOTALL)
# The same block whose opening tag never reached the text (the chat template opened it, or the
# model wrote a stray token in its place: goose 1.45 with qwen3 wrote "ışı\nOkay, let's see what
# the user is asking for ... \n</think>\n\nThe error indicates ..."): a </think> that starts a
# line, with no <think> before it, ends the reasoning.
_LOST_OPEN = re.compile(r"(?:\A|\n)[ \t]*</think>[ \t]*(?:\n|\Z)")


def without_think(text: str) -> str:
    """``text`` without a leading ``<think>`` block: the model's reasoning, not its answer."""
    if "<think>" in text[:64]:
        return _THINK.sub("", text).strip()
    if "</think>" in text:
        m = _LOST_OPEN.search(text)
        if m and "<think>" not in text[:m.start()]:
            return text[m.end():].strip()
    return text


# OpenCode's (and Crush's) input box draws "┃" down its left edge: a person who copies the screen
# into the box pastes it with their words ("┃ Add the readme ... respection the\n ┃ project
# structure"). Taken out where the text is read, so the typed words and any quote of them agree.
_INPUT_BORDER = re.compile(r"^[ \t]*┃[ \t]?|[ \t]*┃[ \t]*$", re.M)


def without_input_border(text: str) -> str:
    """``text`` without the input box's border at its lines' edges; its words as typed."""
    return _INPUT_BORDER.sub("", text) if "┃" in text else text


_SPACES = re.compile(r"\s+")


def acknowledgement(text: str) -> bool:
    """A typed turn that is only a yes, a thanks or a greeting ("y", "ok!", "hi there"): no topic."""
    words = " ".join(text.lower().split()).rstrip(".!?")
    return words.removesuffix(" again").removesuffix(" there") in lexicon.words("extraction.acknowledgements")


# A word of three letters that are not one letter repeated ("ddd"), or two CJK characters.
_A_WORD = re.compile(r"(?=[^\W\d_]{3})([^\W\d_])(?!\1\1)[^\W\d_]{2}|[\u3040-\u30ff\u3400-\u9fff\uac00-\ud7af]{2}")


# Mentions picked with "@" and nothing else (Cursor's `@c:\\...\\terminals\\2.txt:1016-1035`, `@src/app.ts`):
# the person sent a file's or a terminal's lines, and named nothing they asked.
_MENTIONS_ONLY = re.compile(r"\s*(?:@\S+\s*)+")
# A sentence that sets the agent a role ("Act as a senior engineer.", "Agisci come un esperto ...").
_PERSONA_LEAD = re.compile(r"^(?:[^.!?\n]{0,40}?[\s,])?(?:" + lexicon.alternation("extraction.persona_leads") + r")\s", re.I)
_PERSONA_ROLE = re.compile(r"\b(?:" + lexicon.alternation("extraction.persona_roles") + r")\b", re.I)
_FIRST_SENTENCE = re.compile(r"[^.!?\n]*[.!?]+(?=\s)|[^\n]*\n")


def mentions_only(text: str) -> bool:
    """*text* is only "@" mentions of files or a terminal's lines: it names nothing asked."""
    return _MENTIONS_ONLY.fullmatch(text) is not None


def persona_sentence(text: str) -> str:
    """The opening sentence of *text* when it only sets the agent a role ("Da ora lavora, analizza e
    agisci come un esperto web developer full stack senior."), words follow it, and it is at most
    200 characters; else "". "You are auditing the core repository ..." gives no role: kept."""
    m = _FIRST_SENTENCE.match(text.lstrip())
    if not m or len(m.group(0)) > 200 or not text.lstrip()[m.end():].strip():
        return ""
    first = m.group(0)
    return first if _PERSONA_LEAD.match(first) and _PERSONA_ROLE.search(first) else ""


def title_message(typed: list[str]) -> str:
    """The first of the person's typed texts that names something, for a title: not a bare "y"
    answering nothing or a greeting (Aider's chat took "y" after its own question was answered
    for the person), nor keys tried with no word ("d", "sd", "ddd": Crush's first lines of a
    session), nor "@" mentions alone (Cursor's terminal lines sent), unless nothing else was
    typed; a role set before the request ("Act as a senior engineer.") is left out of it."""
    first = next((t for t in typed if not acknowledgement(t) and not mentions_only(t) and _A_WORD.search(t)),
                 typed[0] if typed else "")
    role = persona_sentence(first)
    return first.lstrip()[len(role):].lstrip() if role else first


_TITLE_PROMPT = re.compile("|".join(map(re.escape, lexicon.words("extraction.title_prompt_echoes"))), re.I)


def clean_title(text: str) -> str:
    """A title an agent wrote, on one line and cut, scrubbed before both (as ``finish``'s);
    a reasoning model's ``<think>`` block is no title ("" when nothing else is left), nor the
    title prompt's own rules written back ("max 50 characters, one line, no quotes/colons")."""
    title = _SPACES.sub(" ", redact_secrets(without_think(text))).strip()[:120]
    return "" if _TITLE_PROMPT.search(title) else title
