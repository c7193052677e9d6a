"""Team memory through git: a project's memory in its repository, never trusted blindly.

``share`` writes what this store learned about a project (its journal lines and the
observations behind facts and notes that still stand) into a folder of the repository,
``.lc-memory/`` by default, with a ``.gitattributes`` that merges its JSONL files by union.
Two clones that both sealed sessions then merge with no conflict, and since every record
has a content-derived id and the shared files are read in a canonical order, the union
folds to the same states whatever order git left the lines in.

What arrives through git is a teammate's, whoever's name is on it:

- only observations and journal lines are read; actions (confirm, pin, not-true, edit,
  delete, supersede, ...) in a shared file are ignored, so a pull request cannot confirm,
  pin, correct or supersede anything here;
- every observation gets the ``teammate`` source and origin: it needs my Confirm or my own
  sessions' evidence before it is active (the fold treats it like workspace words), it
  never counts as the person's ("From you"), and its own instruction-shaped text stays
  ``unconfirmed-instruction`` like any other; a fact my own sessions observed stands on
  them alone (a teammate's copy neither promotes it nor changes its words);
- a record naming one of my own sessions is mine already (my files are the truth): the
  shared copy is skipped, so a forged copy can add nothing;
- the author is read from the commit that added each line (``git blame``), as data only;
- a journal line's sentences are all ``teammate`` words, whatever the line claims of them,
  and the renderer's guard reads each one (lc_memory/safety/sources.py);
- everything is scrubbed again on the way in and on the way out, and what goes out holds
  no absolute local path: paths inside the repository (or the session's working folder)
  become relative to it, a home folder becomes ``~``;
- nothing a teammate wrote is in the always-on digest until the person accepts it
  (``lc-memory team accept``): an ``accept`` record in the store's own facts.jsonl, never
  shared (``share`` writes observations only, and ``read_shared`` takes nothing else). A
  journal line is accepted by the hash of its words (``line_id``), so a line changed by a
  later commit waits again; a fact by its id, which is always its own text's here.

Transcripts are never shared, nor the person's quoted words behind a note.
"""

from __future__ import annotations

import dataclasses
import functools
import hashlib
import json
import os
import re
import subprocess
from pathlib import Path
from typing import Any, Callable, Iterable

from lc_memory.errors import BadInput, BadRecord, NotFound
from lc_memory.redact.engine import redact_secrets, redact_value
from lc_memory.safety.guard.classify import instruction_reason
from lc_memory.safety.sources import of_entry, sentence_id, split
from lc_memory.state.fold import WAITING, Fact, fact_id
from lc_memory.store.files import Store, check_session_id, dumps, read_records, write_atomic
from lc_memory.store.records import Action, FactRecord, JournalEntry, Observation, Sentence, SessionEntry

FOLDER = ".lc-memory"
FILES = ("journal.jsonl", "facts.jsonl")
GITATTRIBUTES = "# lc-memory: two clones' memory merges by union, line by line\n*.jsonl merge=union\n"
README = (
    "# Shared project memory (lc-memory)\n\n"
    "Written by `lc-memory share`: journal lines and the observations behind facts, one JSON\n"
    "object a line, merged by union (see .gitattributes). What another clone reads from here is\n"
    "a teammate's: shown and marked as such, and a fact waits for that clone's own Confirm or\n"
    "its own sessions' evidence. Confirms, pins and corrections are never shared.\n"
)
SOURCE = "teammate"
_AUTHOR = re.compile(r"[^\w .@'-]+", re.U)


@dataclasses.dataclass
class ShareResult:
    folder: str
    journal: int  # this store's journal lines written to the shared folder
    facts: int  # this store's observations written to it
    teammates_journal: int = 0  # lines from others already there (kept as they were)
    teammates_facts: int = 0


def share(store: "Store", facts: list["Fact"], repo: Path, folder: str = FOLDER) -> ShareResult:
    """Write this store's shareable memory into ``repo/folder`` and link the project to it.

    Lines already there (a teammate's, or an older share of mine) are kept; the files are
    rewritten in a canonical order with no duplicate line, so a re-share is a no-op."""
    target = (repo / folder).resolve()
    if repo.resolve() not in (target, *target.parents) or target == repo.resolve():
        raise BadInput(f"the shared folder must be inside the repository: {folder!r}")
    target.mkdir(parents=True, exist_ok=True)
    entries = store.session_entries()
    visible = {e.id for e in entries if e.visible}
    # What I corrected, what reads as an order and what only a file said stay here.
    standing = {f.id for f in facts if f.state not in ("not-true", "superseded", "unconfirmed-instruction")}
    local = Localizer.of(repo, [e.cwd for e in entries if e.cwd])

    journal = [local.value(_outgoing_journal(e)) for e in store.journal_entries() if e.session in visible]
    # A record goes out with the session it came from: that is what makes it mine on
    # every clone (a note with no session could not be told from a teammate's).
    observations = [
        _outgoing_observation(r, local) for r in store.fact_log()
        if isinstance(r, Observation) and r.id in standing and r.session in visible and r.source != "workspace"
    ]
    counts = {}
    for name, mine in (("journal.jsonl", journal), ("facts.jsonl", observations)):
        old, _ = read_records(target / name)
        lines = {_key(r): r for r in old if isinstance(r, dict)}
        counts[name] = len(lines.keys() - {_key(r) for r in mine})
        lines.update((_key(r), r) for r in mine)
        write_atomic(target / name, "".join(dumps(lines[k]) + "\n" for k in sorted(lines)))
    attrs = target / ".gitattributes"
    if not attrs.exists() or "merge=union" not in attrs.read_text(encoding="utf-8", errors="replace"):
        write_atomic(attrs, GITATTRIBUTES)
    if not (target / "README.md").exists():
        write_atomic(target / "README.md", README)
    write_atomic(store.shared_link, json.dumps({"folder": str(target)}) + "\n")
    return ShareResult(str(target), len(journal), len(observations),
                       counts["journal.jsonl"], counts["facts.jsonl"])


def _key(record: dict) -> str:
    """A record's canonical text: the same record is the same line on every clone."""
    return json.dumps(record, ensure_ascii=False, sort_keys=True, separators=(",", ":"))


def _outgoing_journal(entry: JournalEntry) -> dict:
    """A journal line as it goes out: only the sentences that are memory's own. What the seal
    withheld, and words that repeat what the session read (``workspace``: the file is in the
    repository already), stay here; the rest goes out scrubbed once more. The sentences'
    sources are not sent: a teammate's clone reads every sentence as a teammate's."""
    kept = [s for s in of_entry(entry) if s.source != "workspace" and not s.withheld]

    def part(name: str) -> list[str]:
        return [s.text for s in kept if s.part == name]

    out = {k: v for k, v in entry.to_json().items() if k not in ("withheld", "sentences", SOURCE)}
    out.update(title=" ".join(part("title")), outcome=" ".join(part("outcome")), decisions=part("decision"))
    return redact_value(out)


def _outgoing_observation(r: Observation, local: "Localizer | None" = None) -> dict:
    # A note goes out as an observation of what was noted, never with the words that credited it.
    out = {k: v for k, v in r.to_json().items() if k not in ("said", "credited", SOURCE)}
    out = redact_value(out)
    if local is not None:
        out = local.value(out)
        if out.get("text") != r.text and isinstance(out.get("text"), str):
            out["id"] = fact_id(out["text"], r.origin)  # the id follows the words that go out
    return out


# A home folder in any spelling a transcript holds: /home/NAME, /Users/NAME, C:\Users\NAME,
# /root; the NAME is the person's, and the rest of the path is theirs too.
_HOME = re.compile(
    r"(?:(?<=file://)|(?<![\w.~/-]))"
    r"(?:/home/[^/\s'\"`]+|/Users/[^/\s'\"`]+|/root(?=/)|[A-Za-z]:\\Users\\[^\\\s'\"`]+)")


@dataclasses.dataclass
class Localizer:
    """What ``share`` writes holds no absolute local path: a path inside the repository, or
    inside a session's working folder (a worktree, the same repository checked out
    elsewhere), becomes relative to it; any other home folder becomes ``~``."""

    roots: tuple[str, ...]

    @classmethod
    def of(cls, repo: Path, cwds: Iterable[str] = ()) -> "Localizer":
        found = {str(repo), str(repo.resolve()), *(c for c in cwds if isinstance(c, str))}
        roots = {r.rstrip("/\\") for r in found if r and r.strip("/\\") and os.path.isabs(r)}
        return cls(tuple(sorted(roots, key=len, reverse=True)))

    def text(self, text: str) -> str:
        for root in self.roots:
            if root in text:
                text = re.sub(re.escape(root) + r"([/\\]|(?![\w-]|\.\w))",
                              lambda m: "" if m.group(1) else ".", text)
        return _HOME.sub("~", text)

    def value(self, value: Any) -> Any:
        if isinstance(value, str):
            return self.text(value)
        if isinstance(value, list):
            return [self.value(v) for v in value]
        if isinstance(value, dict):
            return {k: self.value(v) for k, v in value.items()}
        return value


@dataclasses.dataclass
class Incoming:
    """What a project's shared folder holds that is a teammate's, ready for the fold and
    the digest."""

    observations: list[Observation] = dataclasses.field(default_factory=list)
    journal: list[dict] = dataclasses.field(default_factory=list)
    ignored: int = 0  # actions and records of my own sessions: never taken from git


def incoming(store: "Store", entries: list["SessionEntry"] | None = None) -> Incoming:
    """The teammates' records of a project: from the folder ``share`` linked it to, else from
    the shared folder of the repository its sessions worked in (a clone that never shared).
    ``entries``: the session index, when the caller has read it already."""
    entries = store.session_entries() if entries is None else entries
    folder = team_folder(store, entries)
    if folder is None or not folder.is_dir():
        return Incoming()
    return read_shared(folder, {e.id for e in entries})


def team_folder(store: "Store", entries: Iterable["SessionEntry"] | None = None) -> Path | None:
    """The folder ``share`` linked the project to, else the shared folder of the repository
    its sessions worked in (a clone that never shared still sees what waits)."""
    linked = store.shared_folder()
    if linked is not None:
        return linked
    return found_folder(e.cwd for e in (store.session_entries() if entries is None else entries) if e.cwd)


def found_folder(cwds: Iterable[str], name: str = FOLDER) -> Path | None:
    """The shared folder at the git top-level above a session's working folder, if one is
    there: the first, in the folders' order (file checks only: a digest asks this)."""
    for cwd in sorted(set(cwds)):
        for folder in (Path(cwd), *Path(cwd).parents):
            if (folder / ".git").exists():
                if (folder / name).is_dir():
                    return folder / name
                break
    return None


def read_shared(folder: Path, my_sessions: Iterable[str] = ()) -> Incoming:
    """Read a shared folder as a teammate's records, in a canonical order (pure but for
    the reads and ``git blame``)."""
    mine = set(my_sessions)
    out = Incoming()
    authors = {name: _authors(folder / name) for name in FILES}
    records, _ = read_records(folder / "facts.jsonl")
    seen: set[str] = set()
    for raw in records:
        if not isinstance(raw, dict) or raw.get("op") != "observe":
            out.ignored += 1
            continue
        if raw.get("session") in mine or not _session_id(raw.get("session")):
            out.ignored += 1
            continue
        key = _key(raw)
        if key in seen:
            continue
        seen.add(key)
        try:
            r = Observation.from_json(redact_value(raw))
        except BadRecord:
            continue
        # The id is its own text's, whatever the line says: an id cannot carry other words
        # onto a fact (mine, or one I accepted), and the same words are the same fact.
        r = r.replace(id=fact_id(r.text), origin=SOURCE, source=SOURCE, said=None, credited=None,
                      kind=r.kind if r.kind != "preference" else "fact")
        object.__setattr__(r, "_extra", {**r.extra, SOURCE: authors["facts.jsonl"].get(key, "a teammate")})
        out.observations.append(r)
    out.observations.sort(key=lambda r: (r.at or "", r.id, r.session or "", r.text))

    records, _ = read_records(folder / "journal.jsonl")
    latest: dict[str, dict] = {}
    for raw in records:
        if not isinstance(raw, dict) or not _session_id(raw.get("session")) or raw["session"] in mine:
            out.ignored += isinstance(raw, dict)
            continue
        try:
            entry = JournalEntry.from_json(redact_value(raw))
        except BadRecord:
            continue
        # Its sentences are a teammate's whatever the line says of them: what a shared line
        # claims of its sources, links, Confirms or cuts is not taken (the renderer's guard
        # reads every sentence; a Confirm of one is mine to give). Its decisions stay with it,
        # waiting like the rest, each a teammate's sentence the classifier reads (``team review``).
        line = {
            **{k: v for k, v in entry.to_json().items() if k not in ("sentences", "withheld")},
            "decisions": _decisions(entry), "facts": [],
            "sentences": [s.to_json() for s in _sentences(entry)],
            SOURCE: authors["journal.jsonl"].get(_key(raw), "a teammate"),
        }
        # One line per session; of two versions (a re-seal), the later seal wins, whatever the order.
        old = latest.get(entry.session)
        if old is None or (line.get("sealed_at") or "", _key(line)) > (old.get("sealed_at") or "", _key(old)):
            latest[entry.session] = line
    out.journal = sorted(latest.values(), key=lambda e: (e.get("at") or "", e["session"]))
    return out


def _session_id(value: object) -> bool:
    """A session id as the store allows it: a shared line's id is shown in MEMORY.md (``[id]``),
    so one that could open a link or a tag is not taken."""
    try:
        check_session_id(value)  # type: ignore[arg-type]
    except BadInput:
        return False
    return True


def _decisions(entry: JournalEntry) -> list[str]:
    """A shared line's decisions as strings (a record's list may hold anything JSON does)."""
    found = entry.decisions if isinstance(entry.decisions, list) else []
    return [d for d in found if isinstance(d, str) and d.strip()]


def _sentences(entry: JournalEntry) -> list[Sentence]:
    parts = [("title", entry.title), ("outcome", entry.outcome), *(("decision", d) for d in _decisions(entry))]
    return [
        Sentence(id=sentence_id(entry.session, f"{part}\0{text}"), text=text, source=SOURCE, part=part)
        for part, value in parts for text in split(value)
    ]


def _authors(path: Path) -> dict[str, str]:
    """Line text -> the author of the commit that added it (``git blame``); data only."""
    if not path.exists():
        return {}
    try:
        run = subprocess.run(
            ["git", "blame", "--line-porcelain", "--", path.name], cwd=path.parent,
            capture_output=True, text=True, timeout=20,
        )
    except (OSError, subprocess.SubprocessError):
        return {}
    if run.returncode != 0:
        return {}
    out: dict[str, str] = {}
    author = "a teammate"
    for line in run.stdout.splitlines():
        if line.startswith("author "):
            author = clean_author(line[7:])
        elif line.startswith("\t"):
            text = line[1:]
            try:
                key = _key(json.loads(text))
            except ValueError:
                continue
            out.setdefault(key, author)
    return out


@functools.lru_cache(maxsize=256)
def clean_author(name: str) -> str:
    """A commit author's name as it may be shown: one short line of plain characters, and
    never one that reads as an order (a name is the committer's to choose)."""
    name = redact_secrets(_AUTHOR.sub(" ", name)).strip()
    name = " ".join(name.split())[:40]
    if not name or name == "Not Committed Yet" or instruction_reason(name):
        return "a teammate"
    return name


def with_teammates(mine: Iterable["FactRecord"], theirs: Incoming) -> Iterable["FactRecord"]:
    """The records the fold replays: a teammate's observations of facts I never observed,
    first (so my Confirm, pin or delete of one applies), then mine. A fact I observed
    myself stands on my own sessions alone: a teammate's copy adds nothing to it.
    Without a teammate's record, ``mine`` streams through untouched."""
    if not theirs.observations:
        return mine
    mine = list(mine)
    observed = {r.id for r in mine if isinstance(r, Observation)}
    return [*(r for r in theirs.observations if r.id not in observed), *mine]


def annotate(facts: list["Fact"], theirs: Incoming) -> None:
    """Say on each teammate's fact who shared it (its history, shown by ``facts`` and the page)."""
    by: dict[str, list[str]] = {}
    for r in theirs.observations:
        name = r.extra.get(SOURCE, "a teammate")
        if name not in by.setdefault(r.id, []):
            by[r.id].append(name)
    for f in facts:
        if f.origin == SOURCE and f.id in by:
            f.teammate = ", ".join(by[f.id])
            hint = "accept it to use it" if f.state == WAITING else "accepted"
            f.history.insert(0, f"shared through git by {f.teammate} (a teammate's: {hint})")


# --- what waits for the person, and their acceptance ----------------------------------

def line_id(line: dict) -> str:
    """A teammate's journal line's id: a hash of its words (not of who committed it), so
    the same line is the same id on every clone and a changed line is a new one."""
    words = {k: v for k, v in line.items() if k != SOURCE}
    return "t-" + hashlib.sha1(_key(words).encode("utf-8")).hexdigest()[:10]


def accepted_ids(records: Iterable["FactRecord"]) -> set[str]:
    """The ids the person accepted (``accept`` actions in the store's own facts.jsonl)."""
    return {r.id for r in records if getattr(r, "op", None) == "accept"}


@dataclasses.dataclass
class TeamItem:
    """A teammate's journal line or fact, as ``team review`` and the page show it."""

    id: str  # t-... for a journal line, the fact's id for a fact
    what: str  # "line" or "fact"
    author: str
    session: str | None
    at: str | None
    text: str
    waiting: bool
    state: str = ""  # a fact's state
    # Each sentence, with what the classifier reads in it (None: not an order).
    sentences: list[tuple[str, str | None]] = dataclasses.field(default_factory=list)

    def as_dict(self) -> dict:
        out = dataclasses.asdict(self)
        out["sentences"] = [{"text": t, "reads_as_order": why} for t, why in self.sentences]
        return out


def team_items(theirs: Incoming, facts: Iterable["Fact"], accepted: set[str],
               classify: Callable[[str], str | None] | None = None) -> list[TeamItem]:
    """Every teammate's line and fact, waiting or accepted, by author then date. With
    ``classify`` (``instruction_reason``), each sentence carries its verdict."""
    out: list[TeamItem] = []
    for line in theirs.journal:
        lid = line_id(line)
        texts = [s["text"] for s in line.get("sentences", []) if isinstance(s, dict) and s.get("text")]
        out.append(TeamItem(lid, "line", str(line.get(SOURCE) or "a teammate"), line.get("session"), line.get("at"),
                            " ".join(texts), lid not in accepted,
                            sentences=[(t, classify(t) if classify else None) for t in texts]))
    for f in facts:
        if f.origin != SOURCE:
            continue
        out.append(TeamItem(f.id, "fact", f.teammate or "a teammate", f.source_session, f.learned_at, f.text,
                            f.state == WAITING, f.state,
                            sentences=[(f.text, (f.instruction if classify else None))]))
    out.sort(key=lambda i: (i.author.casefold(), i.at or "", i.id))
    return out


def split_journal(theirs: Incoming, accepted: set[str]) -> tuple[list[dict], list[dict]]:
    """The teammates' journal lines the person accepted, and those that wait."""
    taken, waiting = [], []
    for line in theirs.journal:
        (taken if line_id(line) in accepted else waiting).append(line)
    return taken, waiting


def waiting_by_author(items: Iterable[TeamItem]) -> dict[str, int]:
    """How many lines and facts wait, per author (most first): the digest's one line."""
    counts: dict[str, int] = {}
    for i in items:
        if i.waiting:
            counts[i.author] = counts.get(i.author, 0) + 1
    return dict(sorted(counts.items(), key=lambda kv: (-kv[1], kv[0].casefold())))


def to_accept(items: list[TeamItem], ids: Iterable[str] = (), *, author: str | None = None,
              everything: bool = False) -> list[TeamItem]:
    """The waiting items an ``accept`` names: every one, an author's, or by id (a line's
    ``t-`` id or its session id, a fact's id, or a unique prefix). An id already accepted
    names nothing new (accepting twice is a no-op); one that names nothing is NotFound."""
    ids = [i.strip() for i in ids if i and i.strip()]
    if not (everything or author or ids):
        raise BadInput("name what to accept: --all, --author NAME or IDs (see lc-memory team review)")
    chosen: dict[str, TeamItem] = {}
    if everything:
        chosen.update((i.id, i) for i in items if i.waiting)
    if author:
        theirs = [i for i in items if i.author.casefold() == author.strip().casefold()]
        if not theirs:
            names = sorted({i.author for i in items})
            raise NotFound(f"no teammate named {author!r} shared anything here"
                           + (f" (authors: {', '.join(names)})" if names else ""))
        chosen.update((i.id, i) for i in theirs if i.waiting)
    for ident in ids:
        exact = [i for i in items if ident in (i.id, i.session) and (i.what == "line" or i.id == ident)]
        found = exact or [i for i in items if i.id.startswith(ident)]
        if len({i.id for i in found}) != 1:
            raise NotFound(f"no teammate's line or fact with id {ident!r} (see lc-memory team review)"
                           if not found else f"{ident!r} names {len(found)} teammates' items: give more of the id")
        if found[0].waiting:
            chosen[found[0].id] = found[0]
    return list(chosen.values())


def accept_records(items: Iterable[TeamItem], at: str) -> list[Action]:
    """The person's ``accept`` actions for the store's own facts.jsonl."""
    return [Action(op="accept", id=i.id, at=at, session=i.session if i.what == "line" else None) for i in items]
