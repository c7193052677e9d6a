"""Aider chat histories: ``<repo>/.aider.chat.history.md`` (+ ``.aider.input.history``).

Aider (``aider/io.py``) appends every launch to one Markdown file in the git root of the
project (the folder it runs in when there is no repository; ``--chat-history-file`` moves
it). Each launch starts ``# aider chat started at YYYY-MM-DD HH:MM:SS``, the local time of
the machine it ran on, with no zone: it is read as this machine's local time and turned
into UTC (the file is read where it was written). There are no per-message times: every
message of a launch has the launch time, unless ``.aider.input.history`` sits beside the
file (prompt_toolkit's ``FileHistory``: ``# <local time>`` then ``+line`` lines, what the
person typed), whose entries date the typed messages they match, in order; what follows a
typed message has its time.

Line kinds, as ``io.py`` writes them (each of the first two ends with two spaces):

- ``#### text``: what the person typed (``user_input``); consecutive lines are one message,
  the first after a blank line. Slash commands are typed too (``/add``, ``/ask ...``; the
  words of ``/ask X``, ``/code X``, ``/architect X``, ``/context X``, which aider writes
  again as the next ``####`` message when it sends them, and the words ``/ok`` sends, are
  not typed a second time); nor is the agent's last answer sent back whole as the next
  ``####`` message (a script that feeds aider its own output);
  ``/run X`` (``!X``), ``/test X`` and ``/git X`` also become a shell call of their own.
  Not typed: ``<blank>`` (an empty Enter), a y/n answer aider wrote there itself (a question
  answered by "all" before: a system message), and the prompt ``--watch-files`` builds from
  the "AI!"/"AI?" comments in the code (the person's words are in their code, not here).
- ``> text``: aider's own output (banners, warnings, errors, y/n prompts with their answer):
  a system message, never typed. Some lines are what aider did, and become tool calls:
  ``Applied edit to X`` an edit (a write when aider asked "Create new file?" for X and got
  yes), ``Commit <sha> <subject>`` a ``git commit -m <subject>`` shell call (aider commits
  itself; a later ``/undo``, ``Removed: <sha> ...``, marks that commit's result failed: it is
  not left behind), ``Running X`` a shell command the model suggested and the person
  allowed, ``Added X to the chat`` a read. A line of aider's output of several lines marks
  only its first line with ``> `` and its last with the two spaces: the lines between are
  output too. Each call's line is its result; a shell command's exit
  status is not written, so its result is left out (unknown), but for ``/test``, which adds
  its output to the chat exactly when the command failed.
- Anything else is the model's reply: Markdown with SEARCH/REPLACE blocks or whole-file
  fences (the agent's words; the ``Applied edit`` lines are the evidence of a change). Its
  reasoning (``<thinking-content-...>`` blocks, a leading ``<think>`` block, or all before a lone
  ``</think>``, whose ``<think>`` the model's template wrote) is left out.

One session per launch that has the person's input (a launch that only printed banners
gives none). Its id is ``aider-<launch time as written>-<8 hex of the first message's
sha1>`` (``-2``, ``-3`` for a repeat in the same file): appending to the file never changes
an earlier launch's id. The working folder is the launch's ``Git working dir:`` (printed
when aider starts in a subfolder), else the one another launch of the file printed, else
the folder the file sits in: the git root by default, which decides the project.
"""

from __future__ import annotations

import datetime as dt
import json
import re
import shlex
from pathlib import Path

from lc_memory.errors import IngestError
from lc_memory.ingest import tools
from lc_memory.ingest.common import (
    NotATranscript,
    Transcript,
    finish,
    message,
    title_message,
    tool_input_text,
)
from lc_memory.store.files import Problem

NAME = "aider"
LABEL = "Aider"
HISTORY = ".aider.chat.history.md"
INPUT_HISTORY = ".aider.input.history"

# The names given to what aider did (it has no tool names of its own) -> tools.py's kinds.
ALIASES = {"run": "bash", "test": "bash", "git": "bash", "commit": "bash", "undo": "bash", "add": "read",
           "edit": "edit", "create": "write"}

_HEADER = re.compile(r"^# aider chat started at (.*?)\s*$", re.IGNORECASE)
_STAMP = "%Y-%m-%d %H:%M:%S"
_SNIFF = re.compile(rb"^# aider chat started at \d{4}-\d\d-\d\d \d\d:\d\d:\d\d\s*$", re.IGNORECASE)

# What aider wrote on the person's behalf in the ``####`` form.
_CONFIRM = re.compile(r"\(Y\)es/\(N\)o\b.*\[[^\]\n]*\]: ?\S*$")
_WATCH = ("I've written your instructions in comments in the code and marked them with",
          'Find the "AI" comments below (marked with')
# A chat-mode command with words (``/code add a test``) runs them as a message of that mode:
# aider writes them again as the next ``####`` message (``Coder.run`` -> ``io.user_input``),
# words the person typed once. ``/ok [more]`` sends its own words (``commands.py``).
_CHAT_MODES = frozenset(("/ask", "/code", "/architect", "/context"))
_OK = "Ok, please go ahead and make those changes."
# The prompt ``/help X`` sends to its helper model (``help.py``: "# Question: X", the docs it found,
# the launch's announcements), which aider writes as the next "####" message: not the person's.
_HELP_PROMPT = "# Question:"
# What ``/run`` leaves in the next prompt when the person added a command's output to the chat and
# the command exited non-zero (``commands.py``: ``self.io.placeholder = "What's wrong? Fix"``): the
# words are aider's, what the person typed after them theirs, and the command failed.
_PREFILL = "What's wrong? Fix"
# Lines of aider's output that say what it did.
_DRIVE = re.compile(r"^[A-Za-z]:[\\/]")
_APPLIED = re.compile(r"^Applied edit to (.+?)\s*$")
_COMMIT = re.compile(r"^Commit ([0-9a-f]{7,40}) (.+?)\s*$")
_RUNNING = re.compile(r"^Running (.+?)\s*$")
_REMOVED = re.compile(r"^Removed: ([0-9a-f]{7,40}) (.+?)\s*$")  # /undo took back aider's last commit
_ADDED = re.compile(r"^Added (.+?) to the chat(?: \(read-only\))?\.?\s*$")
_OUTPUT_ADDED = re.compile(r"^Added \d+ lines? of output to the chat\.?\s*$")
_CREATE = re.compile(r"^Create new file\? .*\]: ?(\S*)\s*$")
_GIT_ROOT = re.compile(r"^Git working dir: (.+?)\s*$")
_WORDY = re.compile(r"[^\W\d_]{4}")  # a word of four letters: a line that says something
_SAYS_DONE = frozenset("ACRG")  # the first letter of each of those lines: no other line is tried
# The model's reasoning, as aider's reasoning_tags.py wraps it, or a model's own <think>.
_REASONING = re.compile(r"<(thinking-content-[0-9a-f]+)>.*?(?:</\1>|\Z)", re.DOTALL)
_REASONING_TAIL = re.compile(r"\A.*?</thinking-content-[0-9a-f]+>", re.DOTALL)
_THINK = re.compile(r"\A\s*<think>.*?(?:</think>|\Z)", re.DOTALL)


def locations() -> list[Path]:
    """Aider keeps no folder of its own: each project's history sits in its git root."""
    return []


def find(folder: Path) -> list[Path]:
    """Every ``.aider.chat.history.md`` under ``folder`` (the default name; a name moved by
    ``--chat-history-file`` is read when named, since ``sniff`` reads the content)."""
    return sorted(p for p in Path(folder).rglob(HISTORY) if p.is_file())


def sniff(path: Path) -> bool:
    """The first non-empty line is a launch header."""
    if not path.is_file():
        return False
    with open(path, "rb") as f:
        head = f.read(4096)
    for raw in head.split(b"\n"):
        if raw.strip():
            return bool(_SNIFF.match(raw.rstrip(b"\r")))
    return False


def utc(local: dt.datetime) -> str:
    """A naive local time (this machine's zone) as an ISO UTC stamp with milliseconds."""
    t = local.astimezone(dt.UTC)
    return t.strftime("%Y-%m-%dT%H:%M:%S.") + f"{t.microsecond // 1000:03d}Z"


def _lines(path: Path) -> tuple[list[str], list[Problem]]:
    with open(path, "rb") as f:
        data = f.read()
    bad: list[Problem] = []
    try:
        text = data.decode("utf-8")
        lines = text.split("\n")
    except UnicodeDecodeError:
        lines = []
        for number, raw in enumerate(data.split(b"\n"), 1):
            try:
                lines.append(raw.decode("utf-8"))
            except UnicodeDecodeError as e:
                bad.append(Problem(path, number, f"not UTF-8 text (byte {e.start + 1})"))
                lines.append(raw.decode("utf-8", "replace"))
    return [line.removesuffix("\r") for line in lines], bad


class _Launch:
    def __init__(self, line: int, started: dt.datetime) -> None:
        self.line = line
        self.started = started
        self.lines: list[str] = []


def _launches(path: Path, lines: list[str]) -> tuple[list[_Launch], list[Problem], list[Problem]]:
    launches: list[_Launch] = []
    bad: list[Problem] = []
    skipped: list[Problem] = []
    current: _Launch | None = None
    loose = 0
    for number, line in enumerate(lines, 1):
        m = _HEADER.match(line) if line[:1] == "#" else None
        if m:
            try:
                current = _Launch(number, dt.datetime.strptime(m.group(1), _STAMP))
                launches.append(current)
            except ValueError:
                current = None
                bad.append(Problem(path, number, f"a launch header whose time cannot be read ({m.group(1)[:40]!r}); "
                                                 "its lines are left out"))
            continue
        if current is not None:
            current.lines.append(line)
        elif line.strip() and not bad:
            loose = loose or number
    if loose:
        skipped.append(Problem(path, loose, "lines before the first '# aider chat started at' header are left out"))
    return launches, bad, skipped


def _user_line(line: str) -> str | None:
    """The text of a ``####`` line (``#### text  ``), else None."""
    if line.startswith("####") and line.endswith("  ") and (len(line) == 6 or line[4] == " "):
        text = line[4:-2]
        return text.removeprefix(" ")
    return None


def _slashes(path: str) -> str:
    """A relative path as aider on Windows prints it (``app\\page.tsx``, where the model's edit
    named ``app/page.tsx``) with forward slashes: one file, not two; an underscore aider 0.50
    escaped for markdown (``account\\_.authorize.tsx``) unescaped first. A drive path stays."""
    if "\\" not in path or _DRIVE.match(path) or path.startswith("\\"):
        return path
    return path.replace("\\_", "_").replace("\\", "/")


def _unmarked(line: str, typed: frozenset[str], opens: bool) -> tuple[str | None, str | None]:
    """(user, tool) text of a line an older aider wrote without the two closing spaces: a
    ``#### `` line is the person's when the input history holds it (a reply's own ``####``
    heading is not there); a ``> `` line that opens a group or goes on one is aider's."""
    if line.startswith("#### ") and line[5:].rstrip() in typed:
        return line[5:].rstrip(), None
    if line.startswith("> ") and opens:
        return None, line[2:].rstrip()
    return None, None


def _tool_line(line: str) -> str | None:
    """The text of a ``> `` line (``> text  ``), else None."""
    if line.startswith(">") and line.endswith("  ") and (len(line) == 3 or line[1] == " "):
        return line[2:-2]
    return None


def _reply(text: str) -> str:
    if "thinking-content-" in text:  # what both reasoning patterns need (a reply is long, and read whole)
        text = _REASONING.sub("", text)
        text = _REASONING_TAIL.sub("", text)
    head, closed, answer = text.partition("</think>")
    if closed and "<think>" not in head:
        # a lone "</think>": the model's chat template opened the block (DeepSeek-R1's distills),
        # so all before it is its reasoning
        return answer.strip()
    return _THINK.sub("", text).strip()


def _typed(text: str) -> bool:
    if text == "<blank>" or _CONFIRM.search(text) and "\n" not in text:
        return False
    body = text[4:].lstrip() if text.startswith("/ask") else text
    return not body.startswith(_WATCH)


class _Reader:
    """One launch's lines into messages."""

    def __init__(self, launch: _Launch, typed: frozenset[str] = frozenset(),
                 heads: frozenset[str] = frozenset(), firsts: frozenset[str] | None = None) -> None:
        self.launch = launch
        # The lines of .aider.input.history's entries: the person's, in a launch whose "####"
        # lines lack the two spaces that mark them (aider 0.50 and before, on Windows at least),
        # and the first lines of its entries of several lines (a blank line between them there)
        self.typed = typed
        self.heads = heads
        # ... and the first line of each entry: a line of no word ("```", "</div>", "}") from inside
        # an entry starts no message of its own, only goes on with one (aider 0.50 wrote /help's
        # question and the docs it sends as "####" lines too, fences and tags among them)
        self.firsts = typed if firsts is None else firsts
        self.messages: list[dict] = []
        self.raw_reply: tuple[dict, str] | None = None  # the last reply, and its text as written
        self.calls = 0
        self.created: set[str] = set()  # paths aider asked "Create new file?" for, and got yes
        self.git_root: str | None = None
        self.commits: dict[str, dict] = {}  # short sha -> the commit's result message
        self.test_call: str | None = None  # a /test call waiting for its outcome
        self.run_call: str | None = None  # the person's last /run (or !) call, until the next prompt
        self.run_added: str | None = None  # ... whose output the person added to the chat
        self.echo: str | None = None  # what a chat-mode command sends as the next "####" message
        self.help: str | None = None  # the question of a /help, whose prompt aider writes next

    def call(self, name: str, args: dict, result_text: str | None = None, *, person: bool = False) -> str:
        """A tool_use for what aider did (and its result, the line that says so, when given);
        ``person``: a command the person typed (``/run X``, ``!X``, ``/git X``, ``/test X``), theirs."""
        self.calls += 1
        ident = f"aider-{self.launch.line}-{self.calls}"
        m = message("assistant", tool_input_text(json.dumps(args, ensure_ascii=False, sort_keys=True)),
                    kind="tool_use", name=name)
        m["call"] = tools.call(ALIASES.get(name, name), args, ident)
        if person:
            m["call"]["by"] = "person"
        self.messages.append(m)
        if result_text is not None:
            self.result(ident, name, result_text)
        return ident

    def result(self, ident: str, name: str, text: str, *, error: bool = False) -> dict:
        r = message("tool", text, kind="tool_result", name=name)
        r["result"] = tools.result(ident, error=error)
        self.messages.append(r)
        return r

    def repeats_the_agent(self, text: str) -> bool:
        """Words that are the agent's last answer, sent back whole as the next prompt (a script
        that feeds aider its own output, or a paste): the agent's words, not the person's."""
        last = next((m for m in reversed(self.messages) if m["role"] != "tool" and m["kind"] == "text"
                     and m["role"] in ("assistant", "user")), None)
        if last is None or last["role"] != "assistant" or str(last["content"]).startswith(">"):
            return False  # (aider's own "> ..." lines, a launch's --message among them, are not an answer)
        sent = " ".join(text.split())
        raw = self.raw_reply[1] if self.raw_reply and self.raw_reply[0] is last else ""
        return len(sent) >= 80 and any(
            (sent in said or said in sent) and min(len(sent), len(said)) >= 0.8 * max(len(sent), len(said))
            for said in (" ".join(str(last["content"]).split()), " ".join(raw.split())) if said)

    def close_test(self, line: str | None = None) -> None:
        """The outcome of a ``/test``: aider adds its output to the chat exactly when it fails
        (``Added N lines of output to the chat.``, right after it), else says nothing."""
        if self.test_call:
            self.result(self.test_call, "test", line or "(no output added to the chat: the command passed)",
                        error=line is not None)
        self.test_call = None

    def user(self, lines: list[str]) -> None:
        self.close_test()
        text = "\n".join(lines).strip("\n").rstrip()
        added, self.run_call, self.run_added = self.run_added, None, None
        if not text.strip() or text == "<blank>":
            return
        if added and text.startswith(_PREFILL):
            # aider's prefill after a /run that failed: its words untyped, the rest the person's
            self.result(added, "run", "aider prefilled the next prompt with \"What's wrong? Fix\": "
                                      "the command exited non-zero", error=True)
            self.messages.append(message("user", _PREFILL))
            text = text[len(_PREFILL):].lstrip()
            if not text:
                return
        if _CONFIRM.search(text) and "\n" not in text:
            self.messages.append(message("system", text))  # aider answered for the person
            return
        echo, self.echo = self.echo, None
        if echo is not None and text.strip() == echo:
            self.messages.append(message("user", text))  # aider sending the command's words on
            return
        asked, self.help = self.help, None
        if asked is not None and text.startswith(_HELP_PROMPT) and text[len(_HELP_PROMPT):].lstrip().startswith(asked):
            self.messages.append(message("user", text))  # the prompt /help builds: the question, aider's docs
            return
        if self.repeats_the_agent(text):
            self.messages.append(message("user", text))  # the agent's last answer sent back as a prompt
            return
        self.messages.append(message("user", text, typed=_typed(text)))
        head, _, rest = text.partition(" ")
        rest = rest.strip()
        if head in _CHAT_MODES and rest:
            self.echo = rest
        elif head == "/ok":
            self.echo = f"{_OK} {rest}" if rest else _OK
        elif head == "/help" and rest:
            self.help = rest
        if text.startswith("!") and len(text) > 1:
            self.run_call = self.call("run", {"command": text[1:].strip()}, person=True)
        elif head == "/run" and rest:
            self.run_call = self.call("run", {"command": rest}, person=True)
        elif head == "/git" and rest:
            self.call("git", {"command": "git " + rest}, person=True)
        elif head == "/test" and rest:
            self.test_call = self.call("test", {"command": rest}, person=True)

    def output(self, lines: list[str]) -> None:
        plain: list[str] = []

        def flush() -> None:
            text = "\n".join(plain).strip()
            if text:
                self.messages.append(message("system", text))
            plain.clear()

        previous = ""
        for line in lines:
            text = line.strip()
            if text[:1] not in _SAYS_DONE:  # no line that says what aider did
                plain.append(line)
                previous = text
                continue
            applied, commit = _APPLIED.match(text), _COMMIT.match(text)
            running, added, removed = _RUNNING.match(text), _ADDED.match(text), _REMOVED.match(text)
            if m := _GIT_ROOT.match(text):
                self.git_root = self.git_root or m.group(1)
            if (m := _CREATE.match(text)) and m.group(1).lower().startswith(("y", "a")) and previous:
                self.created.add(_slashes(previous))
            if _OUTPUT_ADDED.match(text) and self.test_call:
                flush()
                self.close_test(text)
                previous = text
                continue
            if _OUTPUT_ADDED.match(text) and self.run_call:
                self.run_added = self.run_call  # failed if the next prompt holds aider's prefill
            if applied:
                flush()
                path = _slashes(applied.group(1))
                new = path in self.created
                self.call("create" if new else "edit", {"path": path}, text)
            elif commit:
                flush()
                sha, subject = commit.group(1), commit.group(2)
                ident = self.call("commit", {"command": "git commit -m " + shlex.quote(subject), "sha": sha})
                self.commits[sha] = self.result(ident, "commit", text)
            elif removed and removed.group(1) in self.commits:
                # /undo: aider restored the files and ran `git reset --soft HEAD~1`. The commit
                # is not left behind: its result says so (it is not counted as a commit).
                flush()
                undone = self.commits.pop(removed.group(1))
                undone["content"] += f"\n(undone by /undo: {text})"
                undone["result"]["error"] = True
                self.call("undo", {"command": "git reset --soft HEAD~1"}, text)
            elif running:
                flush()
                self.call("run", {"command": running.group(1)})
            elif added and not _OUTPUT_ADDED.match(text):
                flush()
                self.call("add", {"path": added.group(1).strip()}, text)
            else:
                plain.append(line)
            previous = text
        flush()

    def reply(self, lines: list[str]) -> None:
        raw = "\n".join(lines)
        text = _reply(raw)
        if text:
            self.messages.append(message("assistant", text))
            self.raw_reply = (self.messages[-1], raw)  # sent on whole, reasoning and all, in architect mode

    def read(self) -> list[dict]:
        kind: str | None = None
        group: list[str] = []
        previous_blank = True
        more = False  # inside a multi-line output: only its last line ends with two spaces
        unmarked = bool(self.typed) and not any(
            line.startswith("####") and line.endswith("  ") for line in self.launch.lines)
        for line in self.launch.lines:
            if more:
                more = not line.endswith("  ")
                group.append(line if more else line[:-2])
                continue
            user = _user_line(line)
            tool = _tool_line(line)
            if unmarked and user is None and tool is None:
                going_on = kind == "user" and "\n".join(x.strip() for x in group) in self.heads
                if going_on and not line.strip():
                    previous_blank = True  # an entry of several lines goes on after the blank line
                    continue
                if going_on and line.rstrip() == "####":
                    user = ""  # an empty line of that entry
                else:
                    user, tool = _unmarked(line, self.typed if going_on or _WORDY.search(line) else self.firsts,
                                           previous_blank or kind in ("tool", "user"))
                if user is None and tool is None and kind == "tool" and not previous_blank and line.strip():
                    # aider's output of several lines (a shell command's block, an edit error) goes
                    # on: no line closes it with the two spaces here, so it ends at a blank line
                    # or the next marked one
                    tool = line.rstrip()
                elif tool is None and kind == "text" and not previous_blank and _CONFIRM.search(line):
                    # ... or goes on past a blank line (a shell block's "# Then verify" part): the
                    # lines right before aider's question are its subject, never the model's reply
                    # (whose end a blank line and "> Tokens: ..." follow)
                    kind, tool = "tool", line[2:].rstrip() if line.startswith("> ") else line.rstrip()
            if user is not None and (kind == "user" or previous_blank):
                new, text = "user", user
            elif tool is not None:
                new, text = "tool", tool
            elif line.startswith("> ") and kind in ("tool", "user") and not previous_blank:
                # aider's output of several lines (an edit error, /git's output): "> " then
                # its lines as they are, the last one ending with two spaces.
                new, text, more = "tool", line[2:], True
            elif (line.startswith("> ") and not line.endswith("  ") and not self.messages
                  and not any(g.strip() for g in group)):
                # the launch's command line, aider's first output, goes on over lines of its own
                # when an argument holds newlines (--message "1. ...\n2. ..."): no reply
                new, text, more = "tool", line[2:], True
            else:
                new, text = "text", line
            if new != kind:
                self._flush(kind, group)
                kind, group = new, []
            group.append(text)
            previous_blank = not line.strip()
        self._flush(kind, group)
        self.close_test()
        return self.messages

    def _flush(self, kind: str | None, group: list[str]) -> None:
        if kind == "user":
            self.user(group)
            return
        if kind == "tool":
            self.output(group)
        elif kind == "text" and any(line.strip() for line in group):
            self.reply(group)
        else:
            return
        self.close_test()  # what follows a /test right away holds its outcome, if any


def _project_folder(path: Path) -> Path:
    """The folder a history belongs to: its own, or for AiderDesk's per-task history
    (``<project>/.aider-desk/tasks/<task id>/.aider.chat.history.md``) the project's."""
    folder = path.resolve().parent
    if folder.parent.name == "tasks" and folder.parent.parent.name == ".aider-desk":
        return folder.parent.parent.parent
    return folder


def _input_history(path: Path) -> list[tuple[dt.datetime, str]]:
    """``.aider.input.history`` beside the chat history (AiderDesk's: in the project's folder):
    (local time, text) per entry."""
    other = path.with_name(INPUT_HISTORY)
    if not other.is_file():
        other = _project_folder(path) / INPUT_HISTORY
    if path.name != HISTORY or not other.is_file():
        return []
    entries: list[tuple[dt.datetime, list[str]]] = []
    try:
        text = other.read_text(encoding="utf-8", errors="replace")
    except OSError:
        return []
    for line in text.split("\n"):
        if line.startswith("# "):
            try:
                when = dt.datetime.fromisoformat(line[2:].strip().replace("Z", "+00:00"))
            except ValueError:
                continue
            # AiderDesk writes UTC ("2026-04-24T22:59:38.557Z"), aider the machine's local time,
            # as its launch headers: UTC is read as this machine's local time, where both ran
            entries.append((when.astimezone().replace(tzinfo=None) if when.tzinfo else when, []))
        elif line.startswith("+") and entries:
            entries[-1][1].append(line[1:].rstrip("\r"))
    return [(when, _key("\n".join(lines))) for when, lines in entries]


def _key(text: str) -> str:
    return "\n".join(line.rstrip() for line in text.splitlines()).strip()


def _date(messages: list[dict], start: dt.datetime, end: dt.datetime | None,
          typed_at: list[tuple[dt.datetime, str]]) -> None:
    """Each message's time: the launch's, or that of the input-history entry its typed
    message matches (in order), carried on to what follows it."""
    entries = [(when, key) for when, key in typed_at if when >= start and (end is None or when < end)]
    j = 0
    when = start
    stamp = utc(when)
    for m in messages:
        if m["role"] == "user" and entries:
            key = _key(m["content"])
            # (the person's words after aider's "What's wrong? Fix" prefill: the entry holds both)
            k = next((k for k in range(j, len(entries)) if entries[k][1] in (key, _PREFILL + key)), None)
            if k is not None:
                j = k + 1
                if entries[k][0] > when:
                    when = entries[k][0]
                    stamp = utc(when)  # formatted when it changes, not for each message
        m["ts"] = stamp


# An error the model provider returned, as Aider prints it: litellm's exception and its text
# (or a wrapper module's, litellm_patch.OpenGPUPatchError).
_PROVIDER_ERROR = re.compile(r"^litellm\w*\.\w*(?:Error|Exception)\b.*$", re.MULTILINE)


def _unanswered_errors(messages: list[dict]) -> list[dict]:
    """A request the model never answered because its provider failed (a notice after it is
    litellm's error, and no reply or edit follows before the next request) gets that error as
    the agent's words, ``API Error: ...``, after the notice, as Claude Code records one: the
    session's line then says the agent stopped on an error, not that it explored the request."""
    after: dict[int, dict] = {}  # the notice's index -> the error said after it
    # A request is any of the person's messages, and the words aider sends on for them (in
    # architect mode, the architect's answer to the editor model, whose provider may fail).
    for i, m in enumerate(messages):
        if m["role"] != "user":
            continue
        turn = []
        for j in range(i + 1, len(messages)):
            if messages[j]["role"] == "user":
                break
            turn.append(j)
        if any(messages[j]["role"] == "assistant" for j in turn):
            continue
        found = next(((j, e.group(0)) for j in turn if messages[j]["role"] == "system"
                      and "litellm" in messages[j]["content"]
                      for e in [_PROVIDER_ERROR.search(messages[j]["content"])] if e), None)
        if found:
            j, error = found
            words = " ".join(error.split())
            words = words if len(words) <= 300 else words[:297] + "..."
            after[j] = message("assistant", "API Error: " + words, messages[j].get("ts"))
    out: list[dict] = []
    for i, m in enumerate(messages):
        out.append(m)
        if i in after:
            out.append(after[i])
    return out


# Aider's own command line typed into its chat (``aider --model X``, as the launch line shows it):
# the person meant it for the shell, so it names no topic.
_LAUNCH = re.compile(r"^(?:\S*[\\/])?aider(?:\.exe)?(?:\s+-.*)?$", re.IGNORECASE)


def _title(messages: list[dict]) -> str | None:
    first = title_message([m["content"] for m in messages if m.get("typed") and not m["content"].startswith(("/", "!"))
                           and not _LAUNCH.match(m["content"].strip())])
    line = " ".join(first.split())
    if not line:
        return None
    return line if len(line) <= 80 else line[:77].rstrip() + "..."


def _session_id(launch: _Launch, messages: list[dict], seen: dict[str, int]) -> str:
    import hashlib  # loaded where a session is read, not where the module is (digest start)

    first = next(m["content"] for m in messages if m["role"] == "user")
    digest = hashlib.sha1(_key(first).encode("utf-8", "surrogateescape")).hexdigest()[:8]
    base = f"aider-{launch.started:%Y%m%dT%H%M%S}-{digest}"
    seen[base] = seen.get(base, 0) + 1
    return base if seen[base] == 1 else f"{base}-{seen[base]}"


def read(path: Path) -> list[Transcript]:
    path = Path(path)
    lines, bad = _lines(path)
    launches, bad_headers, skipped = _launches(path, lines)
    bad = sorted(bad + bad_headers, key=lambda p: p.line)
    if not launches and not bad_headers:
        raise IngestError(f"{path}: no '# aider chat started at' line; not an Aider chat history")
    typed_at = _input_history(path)
    typed = frozenset(line.strip() for _, key in typed_at for line in key.split("\n") if line.strip())
    heads = frozenset("\n".join(lines[:n]) for _, key in typed_at if "\n" in key
                      for lines in [[x.strip() for x in key.split("\n")]] for n in range(1, len(lines)))
    firsts = frozenset(key.split("\n", 1)[0].strip() for _, key in typed_at if key.strip())
    readers = [_Reader(launch, typed, heads, firsts) for launch in launches]
    read_messages = [r.read() for r in readers]
    recorded = next((r.git_root for r in readers if r.git_root), None)
    folder = str(_project_folder(path))
    out: list[Transcript] = []
    seen: dict[str, int] = {}
    for i, (launch, reader, messages) in enumerate(zip(launches, readers, read_messages)):
        if not any(m["role"] == "user" for m in messages):
            continue  # a launch without the person's input: banners, a ^C
        end = launches[i + 1].started if i + 1 < len(launches) else None
        messages = _unanswered_errors(messages)
        _date(messages, launch.started, end, typed_at)
        meta = {"id": _session_id(launch, messages, seen), "format": NAME,
                "cwd": reader.git_root or recorded or folder}
        title = _title(messages)
        if title:
            meta["title"], meta["title_source"] = title, "first-message"
        meta, messages = finish(meta, messages)
        out.append(Transcript(meta, messages))
    if not out:
        if bad:
            raise IngestError(f"{bad[0]}; no Aider session could be read")
        raise NotATranscript(path, "no sessions", "an Aider chat history with no launch the person typed in")
    out[0].bad, out[0].skipped = bad, skipped
    return out
