"""The Project memory page as data: rows of memory.db in, sections and actions out.

Pure functions only, so the page's rules (which actions an item offers, what the
welcome-back strip says, which section an item belongs to) are testable without Datasette.
Nothing here marks text safe except ``code_spans``, which escapes first.
"""

from __future__ import annotations

import dataclasses
import json
import re
from typing import Any

from markupsafe import Markup, escape

from lc_memory.safety import sources
from lc_memory.state.fold import Fact, allowed_actions
from lc_memory.store.lifecycle import session_verbs
from lc_memory.store.records import JournalEntry

# Each action the page offers, with its button label and its past tense for the message.
ACTIONS: dict[str, tuple[str, str]] = {
    "confirm": ("Confirm", "Confirmed"),
    "pin": ("Pin", "Pinned"),
    "unpin": ("Unpin", "Unpinned"),
    "edit": ("Edit", "Edited"),
    "not-true": ("Not true", "Marked not true"),
    "restore": ("Restore", "Restored"),
    "delete": ("Delete", "Deleted"),
    "forget-session": ("Forget this session", "Forgot session"),
    # A sentence of a journal line the digest leaves out (lc_memory.safety.sources): the person keeps it.
    "confirm-line": ("Confirm", "Confirmed"),
    # A teammate's fact (the fold's own action), and a teammate's line, fact or all of an
    # author's that came through git (lc_memory/write/team.py): the person takes them in.
    "accept": ("Accept", "Accepted"),
    "team-accept": ("Accept", "Accepted"),
    # Session lifecycle (seed §5), one per lc_memory.memory.SESSION_VERBS.
    "session-done": ("Done", "Marked done"),
    "session-pin": ("Pin", "Pinned"),
    "session-unpin": ("Unpin", "Unpinned"),
    "session-archive": ("Archive", "Archived"),
    "session-restore": ("Restore", "Restored"),
    "session-trash": ("Trash", "Moved to the trash"),
}
SESSION_ACTIONS = tuple(a for a in ACTIONS if a == "forget-session" or a.startswith("session-"))
LINE_ACTIONS = ("confirm-line", "team-accept")
ITEM_ACTIONS = tuple(a for a in ACTIONS if a not in SESSION_ACTIONS + LINE_ACTIONS)

# Section id, heading, and the blurb under it, in page order.
SECTIONS: tuple[tuple[str, str, str], ...] = (
    ("facts", "Facts",
     "What past sessions taught this project. Inferred facts (seen once) are dimmer until "
     "you confirm them or a second session sees them too."),
    ("notes", "From you",
     "Notes the agent saved when you asked it to remember something. A note whose words "
     "could not be matched to what you typed waits for your Confirm."),
    ("teammates", "From teammates, waiting",
     "Journal lines and facts that arrived through the repository's .lc-memory/ folder. None is "
     "in MEMORY.md until you accept it; accepted, it shows marked as the teammate's, and a "
     "sentence that reads as an order is still cut."),
    ("withheld", "What this repository tried to plant",
     "Instruction-shaped text, and words the sessions read in files or tool output. It never "
     "promotes itself and is not in MEMORY.md: confirm it only if you wrote it or checked it."),
    ("superseded", "Superseded",
     "Replaced by a newer fact. Restore one if the newer fact is wrong."),
    ("not-true", "Not true",
     "You said these are wrong. They are never in MEMORY.md or recall."),
)


@dataclasses.dataclass
class Item:
    """One fact or note, as the page shows it."""

    id: str
    text: str
    state: str
    kind: str = "fact"
    origin: str = "extractor"
    source_session: str | None = None
    session_title: str | None = None
    learned_at: str | None = None
    age_days: int = 0
    in_digest: bool = False
    pinned: bool = False
    decayed: bool = False
    sessions: list[str] = dataclasses.field(default_factory=list)
    instruction: str | None = None
    said: str | None = None
    credited: bool = False
    confirmed_by: str | None = None
    superseded_by: str | None = None
    superseded_text: str | None = None
    conflict_with: list[str] = dataclasses.field(default_factory=list)
    history: list[str] = dataclasses.field(default_factory=list)

    @property
    def section(self) -> str:
        if self.state == "superseded":
            return "superseded"
        if self.state == "not-true":
            return "not-true"
        if self.origin == "person":
            return "notes"
        if self.state == "teammate-waiting":
            return "teammates"
        if self.state == "unconfirmed-instruction":
            return "withheld"
        return "facts"

    @property
    def actions(self) -> list[str]:
        return actions_for(self.state, self.pinned)

    @property
    def learned(self) -> str:
        return learned_words(self.learned_at, self.age_days)

    @property
    def shown_history(self) -> list[str]:
        # The "Replaced by" line already says what superseded it.
        return [h for h in self.history if not h.startswith("superseded by ")]


@dataclasses.dataclass
class Session:
    id: str
    title: str | None
    status: str | None
    pinned: bool
    created: str | None
    last_activity: str | None
    messages: int
    forgotten: bool
    outcome: str | None = None
    facts: int = 0

    @property
    def actions(self) -> list[str]:
        """The lifecycle buttons this session's card offers (``lifecycle.session_verbs``)."""
        if self.forgotten:
            return []
        return [f"session-{v}" for v in session_verbs(self.status or "active", self.pinned)]


@dataclasses.dataclass
class TeamItem:
    """A teammate's journal line or fact that waits (the importer's ``team`` meta)."""

    id: str
    what: str
    author: str
    session: str | None
    at: str | None
    # Each sentence, with why it reads as an order (None when it does not).
    sentences: list[tuple[str, str | None]]


def team_waiting(rows: list[dict]) -> dict[str, list[TeamItem]]:
    """What waits from teammates, by author (the importer's ``team`` meta, as JSON)."""
    out: dict[str, list[TeamItem]] = {}
    for r in rows:
        if not isinstance(r, dict) or not r.get("waiting") or not r.get("id"):
            continue
        sentences = [(str(s.get("text") or ""), s.get("reads_as_order"))
                     for s in r.get("sentences") or [] if isinstance(s, dict)]
        author = str(r.get("author") or "a teammate")
        out.setdefault(author, []).append(TeamItem(str(r["id"]), str(r.get("what") or "line"), author,
                                                   r.get("session"), r.get("at"), sentences))
    return out


@dataclasses.dataclass
class Welcome:
    """The welcome-back strip: the latest outcomes, pinned threads, items waiting for review."""

    lately: list[tuple[str, str, str]]  # (session id, headline, session title)
    pinned: int
    waiting: int


@dataclasses.dataclass
class Page:
    project: str
    markdown: str
    tokens: int | None
    memory_path: str | None
    imported_at: str | None
    welcome: Welcome
    sections: dict[str, list[Item]]
    sessions: list[Session]
    # Sentences of the journal lines that MEMORY.md leaves out, and why (lc_memory.safety.sources),
    # listed under what the repository tried to plant.
    withheld: list["LeftOut"] = dataclasses.field(default_factory=list)
    # What teammates shared that waits for the person, by author.
    team: dict[str, list[TeamItem]] = dataclasses.field(default_factory=dict)

    def count(self, key: str) -> int:
        """What a section lists: its items, for "withheld" the left-out sentences too, and
        for "teammates" what waits from them."""
        if key == "teammates":
            return sum(len(v) for v in self.team.values())
        return len(self.sections[key]) + (len(self.withheld) if key == "withheld" else 0)


@dataclasses.dataclass
class LeftOut:
    """A sentence of a session's journal line that MEMORY.md leaves out, with why."""

    session: str
    day: str
    text: str
    reason: str
    id: str | None = None  # the sentence's id (None: a cut kept by a line sealed before sentences)
    source: str = "agent"
    part: str = "outcome"
    can_confirm: bool = False


def left_out(journal: list[dict], facts: list[dict], confirmed: set[str] = frozenset(),
             sessions: list[dict] = ()) -> list[LeftOut]:
    """Per session's latest journal line, the sentences the render rules leave out now
    (``lc_memory.safety.sources.decide``, the same rules MEMORY.md is rendered with)."""
    folded = {str(r["id"]): Fact(id=str(r["id"]), text=r.get("text") or "", state=r.get("state") or "inferred",
                                 history=[str(h) for h in _json_list(r.get("history"))]) for r in facts}
    index = sources.FactIndex.of(folded.values())
    title_from = {s["id"]: s.get("title_source") for s in sessions}
    latest: dict[str, dict] = {}
    for row in sorted(journal, key=lambda e: (e.get("at") or "", e.get("id") or 0)):
        if row.get("session_id"):
            latest[row["session_id"]] = row
    out: list[LeftOut] = []
    for sid, row in latest.items():
        day = (row.get("at") or "")[:10]
        data = {"session": sid, "at": row.get("at"), "title": row.get("title") or "",
                "outcome": row.get("outcome") or "", "decisions": _json_list(row.get("decisions")),
                "facts": _json_list(row.get("facts")), "extractor": row.get("extractor")}
        if row.get("sentences"):
            data["sentences"] = _json_list(row["sentences"])
        entry = JournalEntry.from_json(data)
        recorded = {s.text for s in entry.sentences}
        for cut in _json_list(row.get("withheld")):  # a cut with no sentence record (old lines, file names)
            if isinstance(cut, str) and cut not in recorded:
                out.append(LeftOut(sid, day, cut, "withheld when sealed: it reads as an order"))
        for d in sources.decide(sources.of_entry(entry, title_from.get(sid)), folded, index, confirmed):
            if not d.shown and d.sentence.part != "decision":
                out.append(LeftOut(sid, day, d.sentence.text, d.left_out, d.sentence.id, d.sentence.source,
                                   d.sentence.part, d.rule in ("withheld", "workspace", "guard")))
    return out


def actions_for(state: str, pinned: bool) -> list[str]:
    """The actions an item in ``state`` offers, in button order: the fold's own rule."""
    return allowed_actions(state, pinned)


def age_words(days: int | None) -> str:
    """"9 days old" past the first day (seed §12), else "today"."""
    if not days or days < 1:
        return "today"
    return "1 day old" if days == 1 else f"{days} days old"


def learned_words(learned_at: str | None, age_days: int | None) -> str:
    if not learned_at:
        return ""
    return f"learned {learned_at[:10]} · {age_words(age_days)}"


_CLAUSE = re.compile(r"[:;,]\s|\.\s|\.$|\s[—–-]\s")


def headline(outcome: str | None, limit: int = 80) -> str:
    """The first clause of an outcome, for the strip: "Tidied RELEASE-NOTES.md for v1.0.4"."""
    text = " ".join((outcome or "").split())
    m = _CLAUSE.search(text)
    if m:
        text = text[: m.start()]
    if len(text) > limit:
        text = text[: limit - 1].rsplit(" ", 1)[0] + "…"
    return text


_CODE = re.compile(r"`([^`\n]+)`")


def code_spans(text: str | None) -> Markup:
    """Escape memory text, then show its `backtick` spans as code (the only markup it gets)."""
    return Markup(_CODE.sub(r"<code>\1</code>", str(escape(text or ""))))


def short_path(path: str | None, parts: int = 3) -> str:
    """The last few parts of a path ("…/payments-api/memory/MEMORY.md"); the page keeps the rest in a tooltip."""
    bits = (path or "").replace("\\", "/").rstrip("/").split("/")
    if len(bits) <= parts + 1:
        return path or ""
    return "…/" + "/".join(bits[-parts:])


def when(at: str | None) -> str:
    """"2026-12-02 13:49 UTC" from an ISO timestamp (as written by the importer)."""
    if not at:
        return ""
    return at[:16].replace("T", " ") + (" UTC" if at.endswith("Z") else "")


def plural(n: int, one: str, many: str | None = None) -> str:
    return f"{n} {one if n == 1 else (many or one + 's')}"


def _json_list(value: Any) -> list:
    if isinstance(value, list):
        return value
    try:
        parsed = json.loads(value or "[]")
    except (TypeError, ValueError):
        return []
    return parsed if isinstance(parsed, list) else []


def item_from_row(row: dict, titles: dict[str, str | None]) -> Item:
    return Item(
        id=str(row["id"]),
        text=row.get("text") or "",
        state=row.get("state") or "inferred",
        kind=row.get("kind") or "fact",
        origin=row.get("origin") or "extractor",
        source_session=row.get("source_session"),
        session_title=titles.get(row.get("source_session") or ""),
        learned_at=row.get("learned_at"),
        age_days=row.get("age_days") or 0,
        in_digest=bool(row.get("in_digest")),
        pinned=bool(row.get("pinned")),
        decayed=bool(row.get("decayed")),
        sessions=[str(s) for s in _json_list(row.get("sessions"))],
        instruction=row.get("instruction"),
        said=row.get("said"),
        credited=bool(row.get("credited")),
        confirmed_by=row.get("confirmed_by"),
        superseded_by=row.get("superseded_by"),
        conflict_with=[str(s) for s in _json_list(row.get("conflict_with"))],
        history=[str(s) for s in _json_list(row.get("history"))],
    )


def welcome(journal: list[dict], sessions: list[Session], items: list[Item], lately: int = 3,
            team: int = 0) -> Welcome:
    gone = {s.id for s in sessions if s.forgotten or s.status == "trash"}
    titles = {s.id: s.title or s.id for s in sessions}
    entries = sorted(
        (e for e in journal if e.get("outcome") and e.get("session_id") not in gone),
        key=lambda e: (e.get("at") or "", e.get("id") or 0),
        reverse=True,
    )
    return Welcome(
        lately=[
            (e["session_id"], headline(e["outcome"]), titles.get(e["session_id"], ""))
            for e in entries[:lately]
        ],
        pinned=sum(1 for s in sessions if s.pinned and s.id not in gone),
        waiting=sum(1 for i in items if i.state in ("unconfirmed-instruction", "unconfirmed")) + team,
    )


def build(
    memory: dict | None,
    facts: list[dict],
    sessions: list[dict],
    journal: list[dict],
    confirmed: set[str] = frozenset(),
    team: list[dict] = (),
) -> Page:
    """The whole page from the rows of the memory, facts, sessions and journal tables
    (``confirmed``: the journal sentences the person confirmed; ``team``: the teammates'
    lines and facts, the importer's ``team`` meta)."""
    memory = memory or {}
    outcomes: dict[str, str] = {}
    for e in sorted(journal, key=lambda e: e.get("at") or ""):
        if e.get("session_id") and e.get("outcome"):
            outcomes[e["session_id"]] = e["outcome"]
    titles = {s["id"]: s.get("title") for s in sessions}
    items = [item_from_row(r, titles) for r in facts]
    by_id = {i.id: i for i in items}
    for i in items:
        if i.superseded_by and i.superseded_by in by_id:
            i.superseded_text = by_id[i.superseded_by].text
    per_session: dict[str, int] = {}
    for i in items:
        for sid in set(i.sessions) | ({i.source_session} if i.source_session else set()):
            per_session[sid] = per_session.get(sid, 0) + 1
    session_list = [
        Session(
            id=s["id"], title=s.get("title"), status=s.get("status"),
            pinned=bool(s.get("pinned")), created=s.get("created"),
            last_activity=s.get("last_activity"), messages=s.get("messages") or 0,
            forgotten=bool(s.get("forgotten")), outcome=outcomes.get(s["id"]),
            facts=per_session.get(s["id"], 0),
        )
        for s in sessions
    ]
    session_list.sort(key=lambda s: (s.last_activity or s.created or "", s.id), reverse=True)
    sections: dict[str, list[Item]] = {key: [] for key, _, _ in SECTIONS}
    for i in items:  # facts arrive in the fold's order: pinned, then by state and recency
        sections[i.section].append(i)
    waiting = team_waiting(list(team))
    return Page(
        project=memory.get("project") or "",
        markdown=memory.get("markdown") or "",
        tokens=memory.get("tokens"),
        memory_path=memory.get("path"),
        imported_at=memory.get("imported_at"),
        welcome=welcome(journal, session_list, [i for i in items if i.section != "teammates"],
                        team=sum(len(v) for v in waiting.values())),
        sections=sections,
        sessions=session_list,
        withheld=left_out(journal, facts, confirmed, sessions),
        team=waiting,
    )
