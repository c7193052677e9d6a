"""What a session did, read from the structure of its tool calls (never from their output).

``activity(meta, messages) -> Activity`` is pure and deterministic. It reads the optional
``call`` and ``result`` keys the ingest formats put on ``tool_use`` and ``tool_result``
messages (see ``docs/store.md``); a tool_use message without ``call`` (a store ingested
before calls had structure, or the native format) gets one from its name and JSON input
(``lc_memory.ingest.tools.call``). Nothing here reads a tool's output text: a hostile repository controls it.

- ``asked``: what the person typed, each request shortened to one line;
- ``created`` / ``edited`` / ``deleted``: files changed by edit, write and patch calls
  (and ``rm`` / ``mv`` / ``git rm`` / ``git mv`` commands, and ``cat`` / ``echo`` /
  ``printf`` / ``tee`` writing a file: ``cat > f <<'EOF'``), relative to the session's cwd;
- ``commits``: subject lines of ``git commit`` calls that did not fail;
- ``plan_done`` / ``plan_open``: the last plan (TodoWrite, update_plan) the agent wrote;
- ``checks``: test, build, lint and type-check commands, with whether the last run passed,
  the folder a ``cd`` before them moved into, and whether one failed and then passed on the
  very same command with no file changed between (``flaky``: flaky or slow);
- ``setup``: install, dev-server, issue-tracker and pull-request commands (``pnpm install``,
  ``mix phx.server``, ``bd create``, ``gh pr create``), the same way;
- ``summary``: the items of the agent's closing summary, when it wrote one.

A call the host refused (``result.refused``: a ``cd`` out of the session's folders, the
person's no) never ran: it counts as a call and adds nothing.
"""

from __future__ import annotations

import dataclasses
import posixpath
import re
import shlex
from typing import Iterable

from lc_memory import lexicon
from lc_memory.ingest.common import mentions_only
from lc_memory.ingest.shell import HEREDOC, after_cd, segments, words
from lc_memory.ingest.tools import call as tool_call
from lc_memory.ingest.tools import tool_kind
from lc_memory.redact.first_chars import lazy
from lc_memory.safety.sources import LINT_TOOLS, TEST_TOOLS, TYPE_TOOLS  # (one list with command_run's)

MAX_ASKED = 5
ASK_CHARS = 160
MAX_PATHS = 50
MAX_SUMMARY = 10
SUMMARY_CHARS = 240
COMMAND_CHARS = 100

# A typed turn that only acknowledges ("ok", "thanks!", "go ahead"): lexicon/extraction.toml.
# ... also with "again" or "there" after it ("hello again", "hi there"): a greeting is no ask.
# One acknowledgement, or several run together ("OK, great.", "yes, perfect!", "ok thanks"): no ask.
_ACK_WORD = r"(?:" + lexicon.alternation("extraction.acknowledgements") + r")(?:\s+(?:again|there))?"
_ACK = lazy(r"^" + _ACK_WORD + r"(?:[,!.]*\s+" + _ACK_WORD + r")*[.!]*$", re.I)
# A typed turn that only consents to go on with what was asked before: acknowledgements and
# go-aheads with no object of their own ("yeah lets try it", "可以，开始实施"), lexicon
# extraction.consents. Words follow one another after a blank or a comma; in writing without
# spaces ("好的开始吧") after nothing. Each word is atomic, the longest first: "开始实施" is
# also "开始" + "实施", and trying every way to cut a long run of them took seconds.
_CONSENT_WORD = r"(?>" + "|".join(re.escape(w).replace("\\ ", " ") for w in lexicon.longest_first(
    "extraction.acknowledgements", "extraction.consents")) + r")"
_CONSENT = lazy(r"(?:" + _CONSENT_WORD + r"(?:[\s,!.，、。！~…]+|$|(?<=[\u3040-\u9fff\uac00-\ud7af])))+", re.I)
# A message that opens with pasted material: a label line ("Summary of the last session:", "Here
# is the error:") and a fenced block under it; the ask is what the person wrote after the block.
# The label is one line and no more than a label: no sentence ends in it ("Fix the parser. Here
# is the error:" is an ask, then a label).
_PASTED_LEAD = lazy(
    r"\A(?:(?![.!?]\s)[^\n`]){0,200}[:：][ \t]*\n\s*(```|~~~)[^\n]*\n.*?\n[ \t]*\1[ \t]*(?:\n|\Z)", re.S)
# Aider's chat-mode command before an ask ("/code go ahead"): the ask is what follows it.
_CHAT_MODE = lazy(r"^\s*/(?:" + lexicon.alternation("extraction.chat_modes") + r")(?:\s+|$)", re.I)
_HOUSEKEEPING = lazy(r"^/(?:" + lexicon.alternation("extraction.housekeeping_commands") + r")(?:\s|$)", re.I)
# What the person types to leave the chat ("exit", "quit", ":q"), slash or none: no ask.
_LEAVE = lazy(r"^/?(?:" + lexicon.alternation("extraction.leave_commands") + r")[.!]*$", re.I)
# Codex in an IDE prefixes the request with the editor's context.
_IDE_REQUEST = lazy(r"##\s*My request for Codex:\s*(.*)", re.S | re.I)


@dataclasses.dataclass(frozen=True)
class Check:
    """A test, build, lint or type-check command and how its last run went."""

    command: str
    kind: str  # test | build | lint | typecheck; a setup's kind; state | write (Activity.state)
    runs: int = 1
    passed: bool | None = None  # None: its result is missing or does not tell (piped, `|| true`)
    folder: str | None = None  # where it ran, when a `cd` before it in its script says (relative to cwd)
    flaky: bool = False  # failed, then passed when run again as is with no file changed between
    call: str | None = None  # the id of the tool call of its last run: the evidence
    code: int | None = None  # the exit code of its last run's script, when the result gives one
    by: str | None = None  # "subagent": its last run was a sub-agent's (Claude Code's Task)

    def to_dict(self) -> dict:
        out = {"command": self.command, "kind": self.kind, "runs": self.runs, "passed": self.passed,
               "folder": self.folder, "flaky": self.flaky, "call": self.call, "code": self.code}
        if self.by:
            out["by"] = self.by
        return out


@dataclasses.dataclass(frozen=True)
class Activity:
    asked: tuple[str, ...] = ()
    created: tuple[str, ...] = ()
    edited: tuple[str, ...] = ()
    deleted: tuple[str, ...] = ()
    commits: tuple[str, ...] = ()
    plan_done: tuple[str, ...] = ()
    plan_open: tuple[str, ...] = ()
    checks: tuple[Check, ...] = ()
    summary: tuple[str, ...] = ()
    tool_calls: int = 0
    setup: tuple[Check, ...] = ()  # other commands worth knowing (kind install | serve | issues | pr)
    # Of the files changed, those only the session's sub-agents changed (their calls are the
    # session's too: ``call.by == "subagent"``), and how many sub-agents did (0: not known).
    by_subagents: tuple[str, ...] = ()
    subagents: int = 0
    # Commands that changed state outside the files (kind "state"): `psql … CREATE SCHEMA …`,
    # `docker compose up`, `git push` (lexicon extraction.state_commands), when they did not fail;
    # and writes to a file of the machine's or the person's home, outside the project (kind
    # "write": `tee -a /boot/firmware/config.txt`, `cat >> ~/.zshrc`).
    state: tuple[Check, ...] = ()

    @property
    def changed(self) -> tuple[str, ...]:
        """Every file the session created, edited or deleted, in that order."""
        return self.created + self.edited + self.deleted

    @property
    def did_change(self) -> bool:
        return bool(self.changed or self.commits)

    def to_dict(self) -> dict:
        out = {f.name: list(getattr(self, f.name)) for f in dataclasses.fields(self)
               if f.name not in ("tool_calls", "subagents")}
        out["checks"] = [c.to_dict() for c in self.checks]
        out["setup"] = [c.to_dict() for c in self.setup]
        out["state"] = [c.to_dict() for c in self.state]
        out["tool_calls"] = self.tool_calls
        out["subagents"] = self.subagents
        return out


# --- the call structure -------------------------------------------------------

def call_of(message: dict) -> dict:
    """The ``call`` of a tool_use message; read from its name and input when it has none
    (a store ingested before calls had structure, or a native session without them)."""
    call = message.get("call")
    if isinstance(call, dict):
        return call
    name = str(message.get("name") or "")
    if tool_kind(name) == "other":
        return {"id": None, "tool": "other"}  # nothing to read from it: spare the JSON parse
    return tool_call(name, str(message.get("content") or ""))


def _results(messages: list[dict]) -> dict[int, dict]:
    """For each tool_use message's index, its paired result: by id, else the next result.
    An id a format uses again (a provider numbering calls per turn) pairs each call with the
    first result of that id after it."""
    tools = [(i, m) for i, m in enumerate(messages) if m.get("kind") in ("tool_use", "tool_result")]
    by_id: dict[str, list[tuple[int, dict]]] = {}
    call_ids: set[str] = set()
    for i, m in tools:
        key = m.get("result") if m["kind"] == "tool_result" else m.get("call")
        ident = key.get("id") if isinstance(key, dict) else None
        if isinstance(ident, str):
            if m["kind"] == "tool_result":
                by_id.setdefault(ident, []).append((i, key))
            else:
                call_ids.add(ident)
    taken: set[int] = set()

    def paired(i: int, cid: str) -> dict:
        results = by_id[cid]
        pick = next((r for r in results if r[0] > i and r[0] not in taken), None)
        pick = pick or next((r for r in results if r[0] not in taken), results[0])
        taken.add(pick[0])
        return pick[1]

    out: dict[int, dict] = {}
    pending: list[int] = []  # calls not paired by id, waiting for the next results in order
    for i, m in tools:
        if m["kind"] == "tool_use":
            call = m.get("call")
            cid = call.get("id") if isinstance(call, dict) else None
            if isinstance(cid, str) and cid in by_id:
                out[i] = paired(i, cid)
            else:
                pending.append(i)
        else:
            result = m.get("result") if isinstance(m.get("result"), dict) else {}
            if isinstance(result.get("id"), str) and result["id"] in call_ids:
                continue  # paired by id
            if pending:
                out[pending.pop(0)] = result
    return out


def _code(result: dict | None) -> int | None:
    code = (result or {}).get("exit_code")
    return code if isinstance(code, int) and not isinstance(code, bool) else None


def _failed(result: dict | None) -> bool | None:
    """True/False from a result's error flag or exit code; None when it does not say."""
    if not result:
        return None
    if isinstance(result.get("error"), bool):
        return result["error"]
    code = result.get("exit_code")
    if isinstance(code, int) and not isinstance(code, bool):
        return code != 0
    return None


# --- paths ----------------------------------------------------------------------

# A Windows path (``c:\Users\me\app``): agents on Windows write their files' paths so.
_WINDOWS_PATH = lazy(r"^[A-Za-z]:[\\/]")


def relative(path: str, cwd: str | None) -> str:
    """A path relative to the session's cwd when it is under it; else as written. A Windows
    path is compared without case and with either slash (``C:\\App`` and ``c:/app`` are one
    folder) and comes out with forward slashes (``src/app.py``)."""
    path = path.strip()
    if cwd and _WINDOWS_PATH.match(path) and _WINDOWS_PATH.match(cwd):
        posix, root = path.replace("\\", "/").rstrip("/"), cwd.strip().replace("\\", "/").rstrip("/")
        if posix.lower() == root.lower():
            return "."
        if posix.lower().startswith(root.lower() + "/"):
            path = posix[len(root) + 1:]
    if cwd and path.startswith("/"):
        root = cwd.rstrip("/")
        if path == root:
            return "."
        if path.startswith(root + "/"):
            path = path[len(root) + 1:]
    if path.startswith("./"):
        path = path[2:]
    return posixpath.normpath(path) if path else path


class _Files:
    """Created, edited and deleted files, in order; a file created then deleted is neither."""

    def __init__(self, cwd: str | None) -> None:
        self.cwd = cwd
        self.state: dict[str, str] = {}  # path -> created | edited | deleted
        self.seen: set[str] = set()  # read or changed before: a later write edits it
        self.version = 0  # how many changes so far: a re-run with the same version saw no edit
        self.own: set[str] = set()  # changed by the session's own agent at least once
        self.sub = False  # the change being read is a sub-agent's
        self.scripts: dict[str, str] = {}  # package.json's scripts, as the session read them

    def saw(self, path: str) -> None:
        self.seen.add(relative(path, self.cwd))

    def change(self, path: str, op: str) -> None:
        self.version += 1
        p = relative(path, self.cwd)
        if not p or p == "." or len(self.state) >= MAX_PATHS and p not in self.state:
            return
        if not self.sub:
            self.own.add(p)
        before = self.state.get(p)
        if op == "delete":
            if before == "created":
                del self.state[p]
            else:
                self.state.pop(p, None)
                self.state[p] = "deleted"
        elif op == "add" and before is None and p not in self.seen:
            self.state[p] = "created"
        elif before == "deleted":
            self.state.pop(p)
            self.state[p] = "edited"
        elif before is None:
            self.state[p] = "edited"
        self.seen.add(p)

    def of(self, state: str) -> tuple[str, ...]:
        return tuple(p for p, s in self.state.items() if s == state)

    def by_subagents(self) -> tuple[str, ...]:
        return tuple(p for p in self.state if p not in self.own)


_JS = {"npm", "yarn", "pnpm", "bun", "jlpm"}  # jlpm: JupyterLab's own copy of yarn


def package_script(toks: list[str]) -> str | None:
    """The package.json script a JS runner's words run, with its arguments (``npm run build``,
    ``yarn build`` and ``jlpm build`` are all ``build``), None for any other command: one
    script run through another runner is the same check."""
    if not toks or posixpath.basename(toks[0]) not in _JS or len(toks) < 2 or toks[1].startswith("-"):
        return None
    head, rest = posixpath.basename(toks[0]), [t for t in toks[1:] if not _REDIRECTION.match(t)]
    if not rest:
        return None
    if rest[0] in ("run", "run-script"):
        rest = rest[1:]
    elif head == "npm" and rest[0] not in ("test", "t", "start"):
        return None  # `npm build` is no script of the package's
    return " ".join(rest) if rest and not rest[0].startswith("-") else None


# A package.json's scripts as a read shows them, line numbers or not (`29:     "build": "jlpm a && jlpm b",`).
_SCRIPTS_AT = lazy(r'"scripts"\s*:\s*\{')
_SCRIPT_LINE = lazy(r'^[ \t]*(?:\d+[ \t]*[:|\u2192][ \t]*)?"([^"\n]+)"[ \t]*:[ \t]*"((?:[^"\\\n]|\\.)*)"', re.M)
_REDIRECTION = lazy(r"^\d?>>?&?\d*$|^&>")


def read_scripts(text: str, scripts: dict[str, str]) -> None:
    """The ``"scripts"`` of a package.json the session read, into ``scripts`` (name -> command)."""
    for at in _SCRIPTS_AT.finditer(text):
        end = text.find("}", at.end())
        for name, body in _SCRIPT_LINE.findall(text[at.end():end if end >= 0 else len(text)]):
            scripts[name] = body.replace('\\"', '"')


def _simple_commands(command: str) -> list[str]:
    """A command line's simple commands as plain words, without what filters their output
    (``| tail -20``) and without redirections (``2>&1``)."""
    out: list[str] = []
    piped = False
    for text, sep in segments(command):
        if not piped:
            toks = [t for t in words(text) if not _REDIRECTION.match(t)]
            if toks:
                out.append(" ".join(toks))
        piped = sep == "|"
    return out


def _expanded(name: str, scripts: dict[str, str], depth: int = 0) -> list[str] | None:
    """The simple commands script ``name`` runs, each runner's call of another script replaced
    by what that one runs; None when a script it calls is not known."""
    if name not in scripts or depth > 5:
        return None
    out: list[str] = []
    for text in _simple_commands(scripts[name]):
        inner = package_script(text.split())
        if inner is None or inner == name:
            out.append(text)
            continue
        more = _expanded(inner, scripts, depth + 1)
        if more is None:
            return None
        out += more
    return out


def runs_script(command: str, scripts: dict[str, str]) -> str | None:
    """The package script ``command`` runs by hand, its commands typed out in order (``tsc
    --sourceMap && jupyter labextension build .`` for a ``build`` of ``jlpm build:lib && jlpm
    build:labextension``), as the package.json the session read says; None otherwise."""
    if not scripts:
        return None
    mine = _simple_commands(command)
    if not mine or package_script(mine[0].split()) is not None:
        return None  # a runner's own call is read as such (`package_script`)
    return next((name for name in scripts if _expanded(name, scripts) == mine), None)


def check_kind(toks: list[str]) -> str | None:
    """test | build | lint | typecheck for a simple command's words, None when it is none."""
    if not toks:
        return None
    head = posixpath.basename(toks[0])
    rest = [t for t in toks[1:] if not t.startswith("-")]
    sub = rest[0] if rest else ""
    if head in TEST_TOOLS:
        return "test"
    if head in TYPE_TOOLS:
        return "typecheck"
    if head in LINT_TOOLS:
        return "lint"
    if head in _JS:
        script = rest[1] if sub == "run" and len(rest) > 1 else sub
        if head == "bun" and sub == "test" or re.fullmatch(r"t|test(?:s)?(?:[:-][\w:-]+)?|e2e|coverage", script):
            return "test"
        if re.fullmatch(r"build(?:[:-][\w:-]+)?|compile", script):
            return "build"
        if re.fullmatch(r"lint(?:[:-][\w:-]+)?|format(?::check)?", script):
            return "lint"
        if re.fullmatch(r"type-?check(?:[:-][\w:-]+)?|tsc|check(?:[:-]types)?", script):
            return "typecheck"
        return None
    if head == "cargo":
        return {"test": "test", "nextest": "test", "tarpaulin": "test", "llvm-cov": "test", "build": "build",
                "check": "build", "clippy": "lint", "fmt": "lint"}.get(sub)
    if head == "go":
        return {"test": "test", "build": "build", "vet": "lint"}.get(sub)
    if head in ("make", "gmake", "just"):
        if re.fullmatch(r"tests?|check|test-\w+|coverage", sub):
            return "test"
        if sub in ("lint", "fmt", "format"):
            return "lint"
        return "build" if head != "just" or sub == "build" else None  # a just recipe is any name
    if head in ("mvn", "mvnw", "./mvnw", "gradle", "gradlew", "./gradlew"):
        return "test" if {"test", "verify", "check"} & set(rest) else "build" if rest else None
    if head == "mix":
        return {"test": "test", "compile": "build", "credo": "lint", "format": "lint", "dialyzer": "typecheck"}.get(sub)
    if head in ("dotnet", "swift", "deno", "bazel", "bazelisk", "zig"):
        return {"test": "test", "build": "build", "lint": "lint", "check": "typecheck"}.get(sub)
    if head == "cmake" and "--build" in toks:
        return "build"
    if head in ("rake", "bundle") and sub in ("test", "spec"):
        return "test"
    return None


_SERVE_SCRIPTS = lazy(r"dev|start|serve|preview|dev:[\w:-]+")


_ISSUE_WRITES = frozenset(("create", "new", "edit", "close", "reopen", "comment", "delete", "transfer", "lock",
                           "unlock", "pin", "unpin", "develop"))


def setup_kind(toks: list[str]) -> str | None:
    """install | serve | issues | pr for a simple command's words (a package manager's
    install, a dev server, an issue tracker's or GitHub's command), None when it is none."""
    if not toks:
        return None
    head = posixpath.basename(toks[0])
    rest = [t for t in toks[1:] if not t.startswith("-")]
    sub = rest[0] if rest else ""
    # what files or changes an issue, not what reads them (gh issue list, bd ready, bd show)
    if head == "bd" and sub in ("create", "update", "close", "dep") or (head, sub) == ("gh", "issue") \
            and rest[1:2] and rest[1] in _ISSUE_WRITES:
        return "issues"
    if (head, sub) == ("gh", "pr") and rest[1:2] == ["create"]:
        return "pr"
    if head in _JS:
        if sub in ("install", "i", "add", "ci") or head != "npm" and not sub:
            return "install"
        script = rest[1] if sub == "run" and len(rest) > 1 else sub
        return "serve" if _SERVE_SCRIPTS.fullmatch(script) else None
    installs = {"uv": ("sync", "add"), "poetry": ("install", "add"), "pdm": ("install", "add", "sync"),
                "pipenv": ("install",), "cargo": ("add",), "bundle": ("install",), "composer": ("install", "require"),
                "mix": ("deps.get",), "go": ("get",)}
    if sub in installs.get(head, ()):
        return "install"
    if (head, sub) in (("mix", "phx.server"), ("rails", "s"), ("rails", "server"), ("flask", "run"),
                       ("hugo", "server"), ("bin/rails", "server")) or head in ("uvicorn", "gunicorn"):
        return "serve"
    if head.startswith("python") and sub == "manage.py" and "runserver" in rest:
        return "serve"
    return None


# What may come before a state command's first word: a launcher (`npx prisma`, `python manage.py`) and a folder.
_LAUNCHER = (r"^(?:(?:npx|bunx|pnpx|pnpm(?:\s+(?:exec|dlx))?|yarn|bun|python[\d.]*|php|node|ruby)\s+(?:-\S+\s+)*)?"
             r"(?:\S*/)?")


def _command_rule(command: str) -> re.Pattern:
    """One state command's words in order; flags (each with one value) may stand between them."""
    first, *rest = command.split()
    gap = r"\s+(?:-\S+(?:\s+[^-\s]\S*)?\s+)*"
    return re.compile(_LAUNCHER + re.escape(first) + "".join(gap + re.escape(w) for w in rest) + r"(?=\s|$)",
                      re.IGNORECASE)


_STATE_COMMANDS = tuple((c, _command_rule(c)) for c in lexicon.ordered("extraction.state_commands"))
_SQL_CLIENTS = lexicon.words("extraction.sql_clients")
_SQL_CHANGE = lazy(r"(?:^|[;(]\s*|\s)(" + lexicon.alternation("extraction.sql_changes") + r")\s+(\w+)",
                         re.IGNORECASE)
# What a SQL statement acts on, said after its verb ("CREATE SCHEMA"); a name of the workspace's is not said.
_SQL_OBJECTS = frozenset({"schema", "table", "index", "into", "from", "database", "view", "extension", "type",
                          "function", "role", "user", "sequence", "trigger", "column", "materialized", "policy"})


# git commands that change the repository's state (its branches, HEAD, stash or index) though
# they name no file: each subcommand, with the arguments that make it only read (a listing).
_GIT_STATE = {"stash": {"list", "show"}, "checkout": set(), "switch": set(), "branch": set(),
              "merge": set(), "rebase": set(), "reset": set(), "cherry-pick": set(), "revert": set(),
              "pull": set(), "restore": set()}
# What each of them says with a flag: `git checkout -b` creates a branch, `git branch -D` deletes one.
_GIT_FLAGS = {"checkout": {"-b": "-b", "-B": "-b"}, "switch": {"-c": "-c", "-C": "-c", "--create": "-c"},
              "branch": {"-d": "-d", "-D": "-d", "--delete": "-d", "-m": "-m", "-M": "-m", "--move": "-m"}}
# `git branch` with these only lists (`git branch --merged main`), whatever follows.
_GIT_BRANCH_READS = {"-a", "-r", "-l", "--list", "--all", "--remotes", "--contains", "--no-contains", "--merged",
                     "--no-merged", "--show-current", "-v", "-vv", "--points-at"}


def git_state(toks: list[str]) -> str | None:
    """``git stash`` / ``git checkout -b`` / ``git switch -c`` / ``git merge`` ... as said in a
    line, for a simple command's words that change the repository; None for a read."""
    if not toks or posixpath.basename(toks[0]) != "git":
        return None
    i = 1
    while i < len(toks) and toks[i].startswith("-"):  # git's own options: -C dir, -c key=value
        i += 2 if toks[i] in ("-C", "-c", "--git-dir", "--work-tree") else 1
    sub, rest = (toks[i], toks[i + 1:]) if i < len(toks) else ("", [])
    if sub not in _GIT_STATE:
        return None
    args = [t for t in rest if not t.startswith("-")]
    if sub == "stash":
        action = args[0] if args else "push"
        if action in _GIT_STATE["stash"]:
            return None
        return f"git stash {action}" if action in ("pop", "apply", "drop", "clear") else "git stash"
    flag = next((said for f, said in _GIT_FLAGS.get(sub, {}).items() if f in rest), None)
    if flag:
        return f"git {sub} {flag}"
    if sub in ("checkout", "switch", "branch") and not args and "-" not in rest:
        return None  # `git branch`, `git checkout` alone: a listing, a no-op
    if sub == "branch" and _GIT_BRANCH_READS & set(rest):
        return None
    return f"git {sub}"


# where a removal leaves nothing the session kept (a scratch file)
_SCRATCH = ("/tmp/", "/var/tmp/", "$TMPDIR", "${TMPDIR", "/private/tmp/", "/dev/null")


_SQL_COMMENT = lazy(r"\s*(?:--[^\n]*(?:\n|$)|/\*.*?\*/)", re.S)


def sql_change(statements: str) -> str | None:
    """How SQL a database tool ran changed the database, as said in a line ("CREATE SCHEMA",
    "INSERT INTO"): the first statement that opens with a verb of extraction.sql_changes; None
    when every statement only reads (``SELECT current_database();``)."""
    for statement in statements.split(";"):
        head = statement
        while (m := _SQL_COMMENT.match(head)) and m.end():
            head = head[m.end():]
        m = _SQL_CHANGE.match(" " + head.lstrip())
        if m:
            return _sql_said(m)
    return None


def _sql_said(m: re.Match[str]) -> str:
    """A ``_SQL_CHANGE`` match as a line says it: the verb, and what it made when that is an object
    of a database ("CREATE SCHEMA", "INSERT INTO"), else the verb alone."""
    verb, what = m.group(1).upper(), m.group(2)
    return f"{verb} {what.upper()}" if what.lower() in _SQL_OBJECTS else verb


def state_kind(toks: list[str]) -> str | None:
    """How a simple command's words changed state outside the files, as said in a line
    (``psql … CREATE SCHEMA …``, ``docker compose up``, ``git stash``); None when they did not."""
    if not toks:
        return None
    git = git_state(toks)
    if git:
        return git
    client = next((i for i, t in enumerate(toks) if posixpath.basename(t) in _SQL_CLIENTS), None)
    if client is not None:
        for tok in toks[client + 1:]:
            m = _SQL_CHANGE.search(tok) if not tok.startswith("-") else None
            if m and (m.start(1) == 0 or tok[:m.start(1)].strip(" ;(") == ""
                      or re.search(r";\s*$", tok[:m.start(1)])):
                return f"{posixpath.basename(toks[client])} … {_sql_said(m)} …"
        return None
    head = posixpath.basename(toks[0])
    if head == "rm" and not _shell_changes(toks):
        # what it removed has no name a line can give ($HOME/.tmux, a folder): still a change,
        # unless it was a scratch file's
        targets = [t for t in toks[1:] if not t.startswith("-")]
        if targets and not all(t.startswith(_SCRATCH) for t in targets):
            return "rm"
    line = " ".join(toks)
    return next((command for command, rule in _STATE_COMMANDS if rule.search(line)), None)



def _check_outcome(index: int, segs: list[tuple[str, str]], failed: bool | None, only: bool) -> bool | None:
    """Whether the check at ``segs[index]`` passed, as far as the script's exit code tells."""
    op = segs[index][1]
    last = index == len(segs) - 1
    if failed is None or op in ("|", "||", "&"):
        return None
    if failed is False:
        return True if op in ("&&", "") or last else None
    # The script failed: this check is the culprit when its exit code is the script's.
    chained = all(o in ("&&", "") for _, o in segs[: len(segs) - 1])
    return False if last or (chained and only) else None


_COMMIT = lazy(r"\bgit\s+(?:-[cC]\s+\S+\s+)*commit\b")


def commit_subjects(script: str) -> list[str]:
    """The subject lines of the ``git commit`` commands in a script (first line of each message)."""
    out = []
    for m in _COMMIT.finditer(script):
        rest = script[m.end():]
        line = rest.split("\n", 1)[0]
        if "--dry-run" in line:
            continue
        message = None
        heredoc = HEREDOC.search(rest)
        uses_heredoc = re.search(r"\$\(\s*cat\s*<<|(?:-F|--file)(?:\s*=?\s*)-(?:\s|$)", line)
        if heredoc and uses_heredoc and rest.find("<<") == heredoc.start():
            message = heredoc.group(3)
        else:
            message = _message_option(rest)
        if message:
            subject = next((s.strip() for s in message.splitlines() if s.strip()), "")
            if subject and subject not in out:
                out.append(subject[:200])
    return out


def _message_option(rest: str) -> str | None:
    lexer = shlex.shlex(rest, posix=True, punctuation_chars=";&|()")
    lexer.whitespace_split = True
    lexer.commenters = ""
    toks: list[str] = []
    try:
        for tok in lexer:
            if tok and set(tok) <= set(";&|()"):
                break
            toks.append(tok)
    except ValueError:  # unbalanced quotes: the first quoted -m value, by hand
        m = re.search(r"(?:-m|--message)[= ]\s*(['\"])(.*?)(?:\1|$)", rest, re.S)
        return m.group(2) if m else None
    for i, tok in enumerate(toks):
        if tok.startswith("--message="):
            return tok.split("=", 1)[1]
        if tok == "--message" or re.fullmatch(r"-[a-zA-Z]*m", tok):
            return toks[i + 1] if i + 1 < len(toks) else None
        if re.fullmatch(r"-m.+", tok):
            return tok[2:]
    return None


def _shell_changes(toks: list[str]) -> list[tuple[str, str, str | None]]:
    """(path, op, to) for plain rm / mv / git rm / git mv commands; globs and flags left out."""
    if not toks:
        return []
    head = posixpath.basename(toks[0])
    if head == "git" and len(toks) > 1 and toks[1] in ("rm", "mv"):
        head, toks = toks[1], toks[1:]
    if head not in ("rm", "mv"):
        return []
    args = [t for t in toks[1:] if not t.startswith("-")]
    if any(re.search(r"[*?\[\]{}$`~]", a) for a in args):
        return []
    if head == "rm":
        # `rm -r x` may remove a folder: only what reads as a file (a name with an extension) counts.
        recursive = any(re.fullmatch(r"-[a-zA-Z]*[rR][a-zA-Z]*|--recursive", t) for t in toks[1:])
        return [(a, "delete", None) for a in args
                if not a.endswith("/") and (not recursive or re.search(r"[^/.]\.\w+$", a))]
    if head == "mv" and len(args) == 2 and not args[1].endswith("/"):
        return [(args[0], "move", args[1])]
    return []


# Commands whose output is the content they are given (a heredoc, an argument): a file they are
# redirected into, or ``tee``'s files, is written by the command; other commands' redirected
# output (``pytest > log.txt``) is a log, not a change of the session's.
_CONTENT_WRITERS = {"cat", "echo", "printf", "tee"}
_REDIRECT = lazy(r"(?:1)?(>>|>\|?)(.*)")


def _sed_in_place(toks: list[str]) -> list[str]:
    """The files ``sed -i`` edits in place (``sed -i 's/a/b/' f``, ``sed -i.bak -e s/a/b/ f g``);
    [] for a ``sed`` that only prints."""
    in_place, scripts, positional = False, False, []
    rest = iter(toks[1:])
    for tok in rest:
        if tok in ("-e", "--expression", "-f", "--file"):
            scripts = True
            next(rest, None)
        elif tok.startswith("--"):
            in_place = in_place or tok.startswith("--in-place")
        elif tok.startswith("-") and len(tok) > 1:
            letters = tok[1:].split(".", 1)[0]  # -i.bak: the suffix after the flag
            in_place = in_place or "i" in letters
            scripts = scripts or letters.endswith(("e", "f"))
        else:
            positional.append(tok)
    return (positional if scripts else positional[1:]) if in_place else []


def _shell_writes(toks: list[str]) -> list[tuple[str, str]]:
    """(path, op) for files a content writer writes: ``cat > f <<EOF``, ``echo x >> f``,
    ``tee [-a] f``; ``add`` when it writes the file anew, ``update`` when it appends or
    ``sed -i`` edits it in place."""
    head = posixpath.basename(toks[0]) if toks else ""
    if head == "sed":
        return [(p, "update") for p in _sed_in_place(toks)
                if p and not p.startswith(("/dev/", "&")) and not re.search(r"[*?\[\]{}$`~<>|]", p)]
    if head not in _CONTENT_WRITERS:
        return []
    out: list[tuple[str, str]] = []
    if head == "tee":
        append = any(t in ("-a", "--append") for t in toks[1:])
        out += [(t, "update" if append else "add") for t in toks[1:] if not t.startswith(("-", ">"))]
    for i, tok in enumerate(toks[1:], 1):
        m = _REDIRECT.fullmatch(tok)
        if not m:
            continue
        target = m.group(2) or (toks[i + 1] if i + 1 < len(toks) else "")
        out.append((target, "update" if m.group(1) == ">>" else "add"))
    # a home file (`cat >> ~/.zshrc <<EOF`) is written too; a `~` anywhere else is not read
    return [(p, op) for p, op in out
            if p and not p.startswith(("/dev/", "&")) and not re.search(r"[*?\[\]{}$`~<>|]", p.removeprefix("~/"))]


# An interpreter given its program inline (``python3 - <<'PY'``, ``python -c``, ``node -e``):
# what the program writes to a named file is a change of the session's, as a heredoc's ``cat >``
# is. The writes read: Python's ``Path(p).write_text``/``write_bytes`` and ``open(p, "w"|"a"|"x")``,
# Node's ``fs.writeFileSync``/``appendFileSync``, Ruby's ``File.write``, each on a quoted path or
# on a name the program bound to one (``path = Path("a.yaml")`` ... ``path.write_text(...)``).
_INTERPRETER = lazy(r"(?:python[\d.]*|node|nodejs|ruby|perl|php|bun|deno)")
_INLINE_FLAGS = {"-c", "-e", "--eval", "-r"}


def _arg(tag: str) -> str:
    """A call's first argument: a quoted path (group ``p<tag>``) or a name (group ``n<tag>``)."""
    return rf"(?:(?P<q{tag}>['\"`])(?P<p{tag}>[^'\"`\n{{}}$]+)(?P=q{tag})|(?P<n{tag}>[A-Za-z_]\w*))"


_PROGRAM_WRITES = (
    (lazy(r"(?:Path\(\s*" + _arg("a") + r"\s*\)|\b(?P<nb>[A-Za-z_]\w*))\s*\.\s*write_(?:text|bytes)\s*\("), "add"),
    (lazy(r"\bopen\(\s*" + _arg("") + r"\s*,\s*(?:mode\s*=\s*)?['\"](?P<m>[wax])[bt+]*['\"]"), None),
    (lazy(r"\b(?:fs\.)?writeFile(?:Sync)?\(\s*" + _arg("")), "add"),
    (lazy(r"\b(?:fs\.)?appendFile(?:Sync)?\(\s*" + _arg("")), "update"),
    (lazy(r"\bFile\.write\(\s*" + _arg("")), "add"),
)
# What it reads by a name it gives (``Path(p).read_text()``, ``open(p)``, ``fs.readFileSync(p)``): a
# file read before it is written is edited, not created.
_PROGRAM_READS = lazy(
    r"(?:Path\(\s*" + _arg("a") + r"\s*\)|\b(?P<nb>[A-Za-z_]\w*))\s*\.\s*read_(?:text|bytes)\s*\("
    r"|\bopen\(\s*" + _arg("c") + r"\s*(?:\)|,\s*(?:mode\s*=\s*)?['\"]r)"
    r"|\breadFile(?:Sync)?\(\s*" + _arg("d"))
# A name bound to a path (``path = Path("a.yaml")``, ``out = 'notes.txt'``).
_BOUND = lazy(r"\b([A-Za-z_]\w*)\s*=\s*(?:(?:Path|pathlib\.Path)\(\s*)?(['\"])([^'\"\n{}$]+)\2\s*\)?\s*(?:\n|;|$)")


def _target(m: re.Match, bound: dict[str, str]) -> str | None:
    """The path a write or read names: its quoted path, or the path its name is bound to."""
    groups = m.groupdict()
    return next((v for k, v in groups.items() if v and k[0] == "p"), None) or next(
        (bound.get(v) for k, v in groups.items() if v and k[0] == "n"), None)


def inline_programs(command: str) -> list[str]:
    """The programs an interpreter is given inline in ``command``: a heredoc fed to ``python3 -``
    (or ``node``, ``ruby`` ...), and the argument of ``-c`` / ``-e``."""
    out: list[str] = []
    for m in HEREDOC.finditer(command):
        line = command[command.rfind("\n", 0, m.start()) + 1:m.start()]
        segs = segments(line)
        toks = words(segs[-1][0]) if segs else []
        if toks and _INTERPRETER.fullmatch(posixpath.basename(toks[0])):
            out.append(m.group(3))
    if "-c" in command or "-e" in command:
        for text, _ in segments(command):
            toks = words(text)
            if toks and _INTERPRETER.fullmatch(posixpath.basename(toks[0])):
                out += [toks[i + 1] for i in range(1, len(toks) - 1) if toks[i] in _INLINE_FLAGS]
    return out


def program_writes(program: str) -> list[tuple[str, str]]:
    """(path, op) for the files an inline program writes by a name it gives (``add`` when it
    writes the file anew, ``update`` when it appends or read it first); a path it computes is
    not known."""
    bound = {m.group(1): m.group(3) for m in _BOUND.finditer(program)}
    read = {_target(m, bound) for m in _PROGRAM_READS.finditer(program)}
    out: list[tuple[str, str]] = []
    for pattern, op in _PROGRAM_WRITES:
        for m in pattern.finditer(program):
            path = _target(m, bound)
            if path and not path.startswith("/dev/"):
                out.append((path, "update" if path in read else op or ("update" if m.group("m") == "a" else "add")))
    return out


# --- the closing summary --------------------------------------------------------

_SUMMARY_HEAD = lazy(
    r"^\s*(?:#{1,6}\s*|\*\*|__)?\s*(?:final\s+|brief\s+)?(?:summary(?:\s+of\s+(?:the\s+|all\s+(?:the\s+)?)?"
    r"(?:changes|work|what was done|fixes))?|what\s+(?:was|i)\s+(?:done|did|changed)|changes\s+made|"
    r"what\s+changed)\s*(?:\*\*|__)?\s*:?\s*(?:\*\*|__)?\s*:?\s*(?P<rest>.*)$",
    re.I,
)
_BULLET = lazy(r"^\s*(?:[-*+•]|\d+[.)])\s+")
_FENCE = lazy(r"^\s*(?P<mark>`{3,}|~{3,})(?P<info>.*)$")
# A tool call a model wrote as text that its host never ran (a local model's Hermes or XML
# form: <function name="edit">, <function=edit>, <tool_call>, <function_calls>, <invoke>), up
# to its closing tag: markup, not the agent's words.
_CALL_OPEN = lazy(r"^\s*<(?P<tag>function_calls|function|tool_call|invoke)(?=[\s=>])")
# Gemini's (and Qwen's) own call syntax written as text, the turn's end: ``call:default_api:
# replace{file_path:<ctrl46>a.c<ctrl46>, ...}``, often right after a sentence (``...file.start
# call:...``, the start token spelled out): its line and every line after it are the call's.
_TEXT_CALL = lazy(r"call:default_api:[\w.-]+\{")


def code_lines(lines: list[str]) -> list[bool]:
    """Which of ``lines`` are fenced code (fences included). A fence line opens a block; inside
    one, a fence with an info string opens a block within it (how an agent quotes a document
    that holds code: a ``markdown`` block with an indented ``bash`` one in an outline item),
    and a bare fence of the same kind closes the innermost. A block never closed is code to the
    end. A line holding a whole span (three backticks, text, three backticks) is no fence.
    A tool call written as text (``_CALL_OPEN`` to its closing tag; ``_TEXT_CALL`` to the end)
    counts as code too."""
    out: list[bool] = []
    open_marks: list[str] = []
    call_close = ""  # the closing tag of the tool-call markup the line is in
    for n, line in enumerate(lines):
        if not open_marks and not call_close and "default_api:" in line and _TEXT_CALL.search(line):
            return out + [True] * (len(lines) - n)
        if call_close:
            out.append(True)
            if call_close in line:
                call_close = ""
            continue
        if not open_marks and (c := _CALL_OPEN.match(line)):
            close = f"</{c.group('tag')}>"
            call_close = "" if close in line[c.end():] else close
            out.append(True)
            continue
        m = _FENCE.match(line)
        if m is None or m.group("mark")[:3] in m.group("info"):
            out.append(bool(open_marks))
            continue
        mark, info = m.group("mark"), m.group("info").strip()
        if open_marks and not info and mark[0] == open_marks[-1][0] and len(mark) >= len(open_marks[-1]):
            open_marks.pop()
        elif not open_marks or info:
            open_marks.append(mark)
        out.append(True)
    return out


def without_code(text: str) -> str:
    """``text`` with its fenced code blocks' lines blank (see ``code_lines``)."""
    lines = text.split("\n")
    return "\n".join("" if code else line for line, code in zip(lines, code_lines(lines)))


# Bold and underscore markers; a "__" between letters or digits ("mcp__context7", a tool's name in
# the person's ask) is part of a word, as Markdown reads it, and stays.
EMPHASIS = lazy(r"\*\*|(?<![0-9A-Za-z])__|__(?![0-9A-Za-z])")


def _plain(line: str) -> str:
    line = _BULLET.sub("", line)
    line = EMPHASIS.sub("", line).strip()
    return line


def summary_items(text: str) -> list[str]:
    """The items after the last "Summary:" (or "## Summary", "What was done:") in a message."""
    lines = text.splitlines()
    start = None
    for i, line in enumerate(lines):
        if _SUMMARY_HEAD.match(line):
            start = i
    if start is None:
        return []
    items = []
    rest = _SUMMARY_HEAD.match(lines[start]).group("rest").strip()
    listed = False
    # an item that announces the ones under it ("ensure_installed now includes:") and its
    # indent: the items under it are read as its words ("... includes: prettierd, yamlfmt")
    lead, lead_indent, under = "", -1, False
    after = ([rest] if rest else []) + lines[start + 1:]
    for line, in_code in zip(after, code_lines(after)):
        if line.strip().startswith(("```", "~~~")) and in_code:
            continue
        item = _plain(line)
        indent = len(line) - len(line.lstrip())
        if lead and indent <= lead_indent:
            lead, under = "", False
        if _BULLET.match(line) and item.endswith((":", "：")) and not in_code:
            lead, lead_indent, under = item, indent, False
            listed = True
            continue
        if in_code or not item or item.startswith(("|", "#")) or item.endswith(":") or set(item) <= set("-=*_ "):
            continue
        if _BULLET.match(line):
            listed = True
        elif listed and not line.startswith((" ", "\t")):
            break  # a paragraph after the list ("Would you like me to ...?") is not part of it
        if item.endswith("?"):
            continue
        if lead:
            item = f"{items.pop()}; {item}" if under and items else f"{lead} {item}"
            under = True
        if len(item) > SUMMARY_CHARS:
            item = item[: SUMMARY_CHARS - 1].rsplit(" ", 1)[0] + "…"
        items.append(item)
        if len(items) >= MAX_SUMMARY:
            break
    return items


# --- the whole -------------------------------------------------------------------

def clip(text: str, limit: int) -> str:
    """*text* as it is when it fits in *limit* characters, else cut at a word and ended by "…"."""
    return text if len(text) <= limit else text[: limit - 1].rsplit(" ", 1)[0].rstrip(",;:") + "…"


def _one_line(text: str, limit: int) -> str:
    return clip(" ".join(text[: limit * 4].split()), limit)


# A form's field on a line of its own: a label of one to three words, the first capitalized, and a
# short value ("Role: Backend Engineer", "Import: orders.csv", "Stack: React"): no ask in itself.
_FIELD = lazy(r"^[ \t]*(?:[-*][ \t]+)?\**(?P<label>[^\W\d_]{2,}(?:[ \t][^\W\d_]+){0,2})\**:\**[ \t]+"
                    r"(?P<value>[^\n]*?)[ \t]*$")


def _field(line: str, limit: int = 6) -> re.Match[str] | None:
    """``line`` as a form's field whose value is at most ``limit`` words (not a sentence)."""
    m = _FIELD.match(line)
    if not m:
        return None
    label, value = m.group("label"), m.group("value")
    if not label[0].isupper() or label.isupper() or not value or len(value.split()) > limit or value[-1] in ".?!":
        return None
    return m


_SHORT_LINE = lazy(r"[ \t]*(?:[-*•][ \t]+)?[^\W\d_][^\n.!?:;,()\[\]`]{0,40}")


def _heading_block(text: str) -> int:
    """How many lines a block of short title lines opens ``text`` with ("Marketing Digital",
    "Personal Finance", each of one to three words), when a blank line closes it and a request
    follows: names pasted above the ask, no words of it. 0 when there is no such block."""
    head, sep, rest = text.strip().partition("\n\n")
    lines = head.splitlines()
    if not sep or len(lines) < 2 or not any(len(line.split()) >= 4 for line in rest.splitlines()):
        return 0
    if all(_SHORT_LINE.fullmatch(line) and len(line.split()) <= 3 and _titled(line) for line in lines):
        return len(lines)
    return 0


def _titled(line: str) -> bool:
    """A line written as a title: its first word and each word of four letters or more capitalized
    ("Personal Finance", "Desarrollo Personal"), not an order in lower case ("fix the login")."""
    words = line.strip().lstrip("-*• ").split()
    return bool(words) and all(w[0].isupper() for i, w in enumerate(words) if i == 0 or len(w) >= 4)


def without_fields(text: str) -> str:
    """An ask typed as a form ("Role: Backend Engineer" then "Task: Build the signup endpoint ...")
    without the short fields it opens with, and the label of the field that holds the ask: a
    label and its value are no words of the request (round 20's held line quoted "Role: Backend
    Engineer" as the ask, round 19's an "Import: ..." line). Unchanged when nothing but fields
    follows them."""
    lines = [line for line in text.strip().splitlines() if line.strip()]
    skipped = 0
    while skipped < len(lines) - 1 and _field(lines[skipped]):
        skipped += 1
    if not skipped:
        skipped = _heading_block(text)
    if not skipped or all(_field(line) for line in lines[skipped:]):
        return text
    rest = lines[skipped:]
    m = _FIELD.match(rest[0])
    if m and m.group("label")[0].isupper() and len(m.group("value").split()) >= 3:
        rest[0] = m.group("value")  # "Task: Build the signup endpoint": the ask is the value
    return "\n".join(rest)


def request_text(text: str) -> str:
    """What the person typed, without the editor's context Codex in an IDE puts before it
    (a store ingested before the Codex reader split it off keeps both in one message), and
    without pasted material it opens with (a label and a fenced block) when words follow it, or
    Aider's chat-mode command before it ("/code go ahead"), or a form's short fields."""
    ide = _IDE_REQUEST.search(text)
    text = ide.group(1) if ide else text
    text = _CHAT_MODE.sub("", text, count=1)
    lead = _PASTED_LEAD.match(text.lstrip())
    after = text.lstrip()[lead.end():].strip() if lead else ""
    return without_fields(after or text)


def acknowledgement(line: str) -> bool:
    """A line that is only an acknowledgement or a greeting ("Perfect!", "ok", "hello"): no ask."""
    return bool(_ACK.match(line.strip()))


def consent(line: str) -> bool:
    """A line that only consents to go on ("yeah lets try it", "ok implement it", "可以，开始实施",
    "sí, hazlo"): no ask of its own when an earlier one was made. A go-ahead with its own object
    ("ok implement the login page") is an ask."""
    line = line.strip().replace("\u2019", "'")
    return 0 < len(line) <= 80 and _CONSENT.fullmatch(line) is not None


def leaving(line: str) -> bool:
    """A line that only leaves the chat ("exit", "quit", ":q", typed bare into OpenCode's box)."""
    return bool(_LEAVE.match(line.strip()))


def asked_of(messages: Iterable[dict]) -> list[str]:
    out: list[str] = []
    messages = list(messages)
    for i, m in enumerate(messages):
        if m.get("role") != "user" or not m.get("typed") or m.get("kind", "text") != "text":
            continue
        if i + 1 < len(messages) and run_by_person(messages[i + 1]):
            continue  # a command the person ran themselves (Aider's "/git init", "!make"): no request of the agent
        line = _one_line(request_text(str(m.get("content") or "")[:20000]), ASK_CHARS)
        if not line or _ACK.match(line) or _HOUSEKEEPING.match(line) or _LEAVE.match(line) or line in out \
                or mentions_only(line):  # Cursor's "@" mentions of a file or terminal lines alone: nothing asked
            continue
        out.append(line)
    return out[:MAX_ASKED]


def run_by_person(m: dict) -> bool:
    """A call a reader kept as the person's own (``by: person``: Aider's ``/run X``, ``!X``, ``/git X``)."""
    return m.get("kind") == "tool_use" and isinstance(m.get("call"), dict) and m["call"].get("by") == "person"


def activity(meta: dict, messages: list[dict]) -> Activity:
    """What the session did, from its tool calls' structure and what the person typed."""
    cwd = meta.get("cwd") if isinstance(meta.get("cwd"), str) else None
    files = _Files(cwd)
    commits: list[str] = []
    plan: list[dict] | None = None
    checks: dict[str, dict] = {}
    runs: dict[str, dict] = {}
    state: dict[str, dict] = {}
    results = _results(messages)
    calls = 0
    agents: set[str] = set()
    sub_calls = False
    for i, m in enumerate(messages):
        if m.get("kind") != "tool_use":
            if m.get("kind") == "tool_result" and isinstance(m.get("content"), str) and '"scripts"' in m["content"]:
                read_scripts(m["content"], files.scripts)
            continue
        calls += 1
        if (results.get(i) or {}).get("refused"):
            continue  # refused by the host: it never ran, so it neither passed nor failed
        try:
            call = call_of(m)
            files.sub = call.get("by") == "subagent"
            if files.sub:
                sub_calls = True
                if isinstance(call.get("agent"), str):
                    agents.add(call["agent"])
            failed = _failed(results.get(i))
            _read_call(call, failed, files, commits, checks, runs, _code(results.get(i)), state)
            if call.get("tool") == "plan" and isinstance(call.get("plan"), list):
                plan = [p for p in call["plan"] if isinstance(p, dict) and isinstance(p.get("step"), str)]
        except (TypeError, ValueError, AttributeError, KeyError):
            continue  # a call of a shape nobody expected: it still counts, it adds nothing
    closing = closing_words(messages)
    plan = plan or []
    return Activity(
        asked=tuple(asked_of(messages)),
        created=files.of("created"),
        edited=files.of("edited"),
        deleted=files.of("deleted"),
        commits=tuple(commits),
        plan_done=tuple(_one_line(p["step"], 200) for p in plan if p.get("status") == "completed" and p["step"].strip()),
        plan_open=tuple(_one_line(p["step"], 200) for p in plan if p.get("status") != "completed" and p["step"].strip()),
        checks=tuple(_entry(c) for c in checks.values()),
        summary=tuple(summary_items(closing)),
        tool_calls=calls,
        setup=tuple(_entry(c) for c in runs.values()),
        by_subagents=files.by_subagents() if sub_calls else (),
        subagents=len(agents),
        state=tuple(_entry(c) for c in state.values()),
    )


def _ran(table: dict[str, dict], command: str, kind: str, call: dict) -> dict:
    """*command*'s entry in *table* (a new one the first time), counted once more for *call* and
    put last (the order is that of each command's last run); its outcome is the caller's."""
    entry = table.pop(command, {"command": command, "kind": kind, "runs": 0, "passed": None, "folder": None,
                                "flaky": False, "call": None, "failed_at": None, "code": None, "by": None})
    entry["runs"] += 1
    entry["call"] = call.get("id") if isinstance(call.get("id"), str) else entry["call"]
    entry["by"] = "subagent" if call.get("by") == "subagent" else None
    table[command] = entry
    return entry


def _read_call(call: dict, failed: bool | None, files: _Files, commits: list[str], checks: dict[str, dict],
               runs: dict[str, dict], code: int | None = None, state: dict[str, dict] | None = None) -> None:
    tool = call.get("tool")
    if failed is not True:
        for change in call.get("changes") or []:
            if not isinstance(change, dict) or not isinstance(change.get("path"), str):
                continue
            op = change.get("op")
            if op == "move" and isinstance(change.get("to"), str):
                files.change(change["path"], "delete")
                files.change(change["to"], "add")
            elif op in ("add", "update", "delete"):
                files.change(change["path"], op)
    for p in call.get("paths") or [] if failed is not True else []:  # a failed read ("File not found") saw nothing
        if isinstance(p, str):
            files.saw(p)  # after its own changes: a file read (or written) before is not created later
    sql = call.get("sql")
    said = sql_change(sql) if isinstance(sql, str) and failed is not True and state is not None else None
    if said:  # a database tool's statement changed the database
        _ran(state, f"{call.get('via') or 'sql'} … {said} …", "state", call)
    command = call.get("command")
    if tool != "shell" or not isinstance(command, str):
        return
    if failed is not True:
        commits.extend(s for s in commit_subjects(command) if s not in commits)
    segs = segments(command)
    tokens = [words(text) for text, _ in segs]
    kinds = [check_kind(toks) for toks in tokens]
    setups = [None if kind else setup_kind(toks) for toks, kind in zip(tokens, kinds)]
    only = sum(1 for k, u in zip(kinds, setups) if k or u) == 1
    version = files.version  # file changes before this call: a re-run at the same count saw no edit
    workdir = call.get("workdir") if isinstance(call.get("workdir"), str) else None
    folder = after_cd(files.cwd, workdir) if workdir else files.cwd  # the call's own folder (Codex `workdir`)
    # A package script's commands typed out by hand, after that script was run as a check: its
    # last run, not checks of their own (`yarn build` failed, then `tsc --sourceMap && jupyter
    # labextension build --development True .`, what `build` runs, passed).
    by_hand = runs_script(command, files.scripts) if files.scripts else None
    script_check = next((c for c, e in checks.items() if by_hand and e.get("script") == by_hand
                         and e["folder"] is None), None)
    if script_check is not None:
        entry = _ran(checks, script_check, checks[script_check]["kind"], call)
        passed = None if failed is None else not failed
        entry["failed_at"] = (command, version) if passed is False else None
        entry["passed"] = passed
        entry["code"] = code if passed is not None else None
        kinds = [None] * len(kinds)
    if failed is not True and ("<<" in command or "-c" in command or "-e" in command) and _INTERPRETER.search(command):
        moved = any(t[:1] == ["cd"] for t in tokens)  # a relative path after a `cd`: where it wrote is not known
        for path, op in (w for program in inline_programs(command) for w in program_writes(program)):
            if not path.startswith("/"):
                if moved or folder is None:
                    continue
                path = _under(folder, path)
            if not _outside(path, files.cwd):  # a scratch or machine file is no change of the project's
                files.change(path, op)
    for index, ((text, _), toks, kind, setup) in enumerate(zip(segs, tokens, kinds, setups)):
        elsewhere = None  # a file of the machine's this command wrote, outside the project
        if failed is not True:
            for path, op, to in _shell_changes(toks):
                if workdir and folder and folder != files.cwd:  # a path relative to where it ran
                    path, to = _under(folder, path), _under(folder, to) if to else to
                if op == "move" and to:
                    files.change(path, "delete")
                    files.change(to, "add")
                else:
                    files.change(path, op)
            for path, op in _shell_writes(toks):
                if path.startswith("~/"):
                    pass  # the person's home, wherever it ran
                elif folder and folder != files.cwd:  # a path relative to where it ran (`cd x && cat > f`)
                    path = _under(folder, path)
                elif folder is None and not path.startswith("/"):
                    continue  # after a `cd` to a folder not known: where it wrote is not known
                if not _outside(path, files.cwd):  # `> /tmp/payload.json`: a scratch file, not the project's
                    files.change(path, op)
                elif path.startswith(("/", "~/")) and not path.startswith(_SCRATCH):
                    # the machine's own file (`sudo tee -a /boot/firmware/config.txt`): no file of
                    # the project's, but a change of state the line says as run
                    head = posixpath.basename(toks[0])
                    elsewhere = elsewhere or f"{head} {'-i ' if head == 'sed' else ''}{path}"
        if toks[:1] == ["cd"] and len(toks) == 2:
            folder = after_cd(folder, toks[1])
            continue
        changed = state_kind(toks) if failed is not True and state is not None else None
        if changed:
            _ran(state, changed, "state", call)["passed"] = _check_outcome(index, segs, failed, only=False)
        elif elsewhere and state is not None:  # marked: a line tells it after what changed more
            _ran(state, elsewhere, "write", call)["passed"] = _check_outcome(index, segs, failed, only=False)
        if not (kind or setup):
            continue
        shown = _one_line(re.sub(r"\s*\d?>&\d|\s*2>\s*/dev/null", "", text), COMMAND_CHARS)
        passed = _check_outcome(index, segs, failed, only=only)
        if setup and failed:
            passed = False  # a refused or failed call set nothing up, whatever its pipes hide
        table = checks if kind else runs
        where = relative(folder, files.cwd) if folder else None
        where = where if where and where != "." else None
        script = package_script(toks) if kind else None
        for other in [c for c, e in table.items() if script and c != shown and e.get("script") == script
                      and e["folder"] == where]:
            # the same script run before through another runner (`yarn build`, then `jlpm build`):
            # this run is its last one
            earlier = table.pop(other)
            table.setdefault(shown, {**earlier, "command": shown, "failed_at": None})
        entry = _ran(table, shown, kind or setup, call)  # re-inserted: the order is that of each command's last run
        entry["script"] = script
        entry["flaky"] = entry["flaky"] or bool(passed and entry["failed_at"] == (command, version))
        entry["failed_at"] = (command, version) if passed is False else None
        entry["passed"] = passed
        entry["code"] = code if passed is not None else None  # the check's own exit code, not a pipe's
        entry["folder"] = where


def _outside(path: str, cwd: str | None) -> bool:
    """A path outside the session's folder (or absolute, when the folder is not known)."""
    p = relative(path, cwd)
    return p.startswith(("/", "../", "~/")) or p == ".." or bool(_WINDOWS_PATH.match(p))


def _under(folder: str, path: str) -> str:
    return path if path.startswith("/") else posixpath.normpath(posixpath.join(folder, path))


def _entry(e: dict) -> Check:
    return Check(e["command"], e["kind"], e["runs"], e["passed"], e["folder"], e["flaky"], e["call"], e["code"],
                 e.get("by"))


def closing_messages(messages: list[dict]) -> list[str]:
    """The agent's closing words: its text messages after its last tool call, in order. A plan
    update after them is no call that ends them: Cline ticks its checklist's last item right
    after its completion words, and an agent may mark its todos done once it has said so."""
    tail: list[str] = []
    for m in reversed(messages):
        if m.get("kind") == "tool_use" and call_of(m).get("tool") == "plan":
            continue
        if m.get("kind") == "tool_use" or (m.get("role") == "user" and m.get("typed")):
            break
        if m.get("role") == "assistant" and m.get("kind", "text") == "text":
            tail.append(str(m.get("content") or ""))
    return tail[::-1]


def closing_words(messages: list[dict]) -> str:
    return "\n".join(closing_messages(messages))


__all__ = ["Activity", "Check", "activity", "asked_of", "call_of", "check_kind", "setup_kind",
           "closing_messages", "closing_words", "commit_subjects", "relative", "request_text",
           "git_state", "sql_change", "state_kind", "summary_items"]
