"""MEMORY.md: the capped always-on digest, and its framing for a system prompt.

Sections: the hand-written ``<!-- pinned -->`` block (kept verbatim), "From you" (notes
credited to the person or confirmed by them), "Facts" (active, not decayed) and "Recently"
(journal entries inside ``journalRecentDays``, plus done and pinned sessions). Every line
older than a day says how old it is, one way ("9 days old"). The whole file never goes over
``digestTokens`` (estimated as ceil(chars / 4)); what is cut is counted as "...and N more".

Each "Recently" line is decided sentence by sentence at render time (``lc_memory.safety.sources``):
a sentence stating a fact now not true, deleted or forgotten is left out, and so is one
from the workspace the person has not confirmed; the classifier runs on what is left. Memory
text is inert here (``inert``): it can never be a link, an image, an HTML tag or an autolink.

What a teammate shared through git (lc_memory/write/team.py) is not here until the person
accepts it; one line says how many lines and facts wait, from whom, and the command. An
accepted line or fact is marked ``teammate NAME``.
"""

from __future__ import annotations

import dataclasses
import datetime as dt
import math
import posixpath
import re

from lc_memory.clock import age_label, newest_first, parse_time
from lc_memory.ingest.base import FORMATS
from lc_memory.safety import sources
from lc_memory.safety.guard.classify import classify
from lc_memory.state.fold import Fact
from lc_memory.state.frame import FRAME
from lc_memory.store import lifecycle
from lc_memory.store.config import Config
from lc_memory.store.records import JournalEntry, SessionEntry

MAX_NOTES = 25
MAX_FACTS = 15
MAX_AUTHORS = 3  # names the waiting line gives; the rest are counted
WELCOME_BACK = 3  # sealed sessions "Recently" shows when none falls inside the window
PINNED_RE = re.compile(r"<!--\s*pinned\s*-->.*?<!--\s*/pinned\s*-->", re.S)


def estimate_tokens(text: str) -> int:
    return math.ceil(len(text) / 4)


def pinned_block(existing: str | None) -> str | None:
    """The person's ``<!-- pinned -->...<!-- /pinned -->`` block of an existing MEMORY.md."""
    if not existing:
        return None
    m = PINNED_RE.search(existing)
    return m.group(0) if m else None


def _one_line(text: str) -> str:
    return inert(re.sub(r"\s+", " ", text or "").strip())


# A balanced code span (the same run of backticks each side): markdown shows it as it is.
_CODE_SPAN = re.compile(r"(?<!`)(`+)(?!`)(.+?)(?<!`)\1(?!`)")
# What a renderer would turn into a link: URLs with a scheme, "www." hosts, the script and
# data schemes, e-mail addresses (GFM autolinks all of them).
_LINKISH = re.compile(
    r"(?:\b[a-z][a-z0-9+.-]*://|\bwww\.|\b(?:javascript|vbscript|data|mailto|file):)[^\s`<>]*"
    r"|[\w.+-]+@[\w-]+(?:\.[\w-]+)+", re.I)
_RISKY = re.compile(r"[\\`\[\]<>]")
_MARK = re.compile(r"\[REDACTED:[\w-]+\]")
_WORD = re.compile(r"\S+")
_TAIL = ".,;:!?'\""


def inert(text: str) -> str:
    r"""Memory text as markdown that renders as the words it holds, with no backslash in it:
    a balanced code span is kept as it is; any other word that holds a character that opens
    a link, an image, an HTML tag or a code span (``[ ] < > ` \``), or that a renderer would
    autolink (a URL, ``www.``, an e-mail address), becomes a code span of its own; and
    lc-memory's own ``[REDACTED:kind]`` marks stay as they are (no link without a target)."""
    out, last = [], 0
    for m in _CODE_SPAN.finditer(text):
        out += [_inert_prose(text[last:m.start()]), m.group(0)]
        last = m.end()
    return "".join(out) + _inert_prose(text[last:])


def _inert_prose(text: str) -> str:
    return _WORD.sub(lambda m: _inert_word(m.group(0)), text)


def _inert_word(word: str) -> str:
    core = word.rstrip(_TAIL)
    while core and core[-1] in ")]" and core.count(core[-1]) > core.count("(" if core[-1] == ")" else "["):
        core = core[:-1].rstrip(_TAIL)  # a closing bracket with no opener in the word: punctuation
    tail = word[len(core):]
    if _MARK.fullmatch(core) or _MARK.fullmatch(word):
        return word
    if not (_RISKY.search(core) or _LINKISH.search(core)):
        return word if not _RISKY.search(tail) else core + _code(tail)
    return _code(core) + (_code(tail) if _RISKY.search(tail) else tail)


def _code(text: str) -> str:
    """``text`` as one code span: a fence longer than any run of backticks inside it."""
    fence = "`" * (max((len(r) for r in re.findall(r"`+", text)), default=0) + 1)
    pad = " " if text.startswith("`") or text.endswith("`") else ""
    return f"{fence}{pad}{text}{pad}{fence}"


def _suffix(*parts: str) -> str:
    parts = tuple(p for p in parts if p)
    return f" ({'; '.join(parts)})" if parts else ""


@dataclasses.dataclass
class _Section:
    title: str
    lines: list[str]
    more: int = 0

    def render(self) -> str:
        if not self.lines and not self.more:
            return ""
        out = [f"## {self.title}", "", *self.lines]
        if self.more:
            out.append(f"- ...and {self.more} more; `lc-memory recall` finds them")
        return "\n".join(out) + "\n"


def note_line(f: Fact, now: dt.datetime) -> str:
    age = age_label(parse_time(f.learned_at), now)
    if f.confirmed_by == "credited" and f.said:
        return f'- {_one_line(f.text)} — you said: "{_one_line(f.said)}"{_suffix(age)} [{f.id}]'
    return f"- {_one_line(f.text)} — you confirmed it{_suffix(age)} [{f.id}]"


def fact_line(f: Fact, now: dt.datetime) -> str:
    seen = f"{len(f.sessions)} sessions" if len(f.sessions) > 1 else ""
    theirs = f"teammate {_author(f.teammate)}" if f.origin == "teammate" else ""
    return (
        f"- {_one_line(f.text)}"
        + _suffix(theirs, f.state, "pinned" if f.pinned else "", seen, age_label(parse_time(f.learned_at), now))
        + f" [{f.id}]"
    )


def journal_line(entry: dict, now: dt.datetime, decisions: list[sources.Decision] | None = None,
                 agent: str | None = None) -> str:
    """One "Recently" line: its day, the title and outcome sentences the render rules show
    (``decisions``; the strings as they are without them), which agent ran it (``agent``,
    given when the project's lines come from more than one), and how old it is."""
    when = parse_time(entry.get("at"))
    day = when.date().isoformat() if when else "?"
    marks = [m for m in (agent or "", "done" if entry.get("status") == "done" else "",
                         "pinned" if entry.get("pinned") else "") if m]
    if entry.get("teammate"):  # came through git (lc_memory/write/team.py): theirs, not mine
        marks.insert(0, f"teammate {_author(entry['teammate'])}")
    if entry.get("welcome_back"):
        marks.append("earlier work")
    if decisions is None:
        title, outcome, left = _one_line(entry.get("title") or ""), _one_line(entry.get("outcome") or ""), 0
    else:
        title = _one_line(" ".join(d.sentence.text for d in decisions if d.sentence.part == "title" and d.shown))
        outcome = _one_line(" ".join(d.sentence.text for d in decisions if d.sentence.part == "outcome" and d.shown))
        left = sum(1 for d in decisions if d.sentence.part != "decision" and not d.shown)
        if not outcome:
            outcome = _fallback(entry)
        if left:
            marks.append(f"{left} left out: the Project memory page says why")
    head = f"{day} · {title}: " if title else f"{day}: "
    return f"- {head}{outcome}" + _suffix(*marks, age_label(when, now)) + f" [{entry.get('session')}]"


def _author(name: object) -> str:
    return _one_line(str(name or "a teammate"))[:40]


def waiting_line(waiting: dict[str, int]) -> str:
    """The one line for what teammates shared that waits: how many, from whom, the command."""
    total = sum(waiting.values())
    names = [f"{_author(a)} {n}" for a, n in list(waiting.items())[:MAX_AUTHORS]]
    if len(waiting) > MAX_AUTHORS:
        names.append(f"{len(waiting) - MAX_AUTHORS} more")
    what = "line or fact from a teammate waits" if total == 1 else "lines and facts from teammates wait"
    return (f"- {total} {what} for you, not shown here ({', '.join(names)}): "
            "`lc-memory team review`, then `lc-memory team accept`")


def _agents(recent: list[dict], sessions: list[SessionEntry]) -> dict[str, str]:
    """Each recent line's agent, by session, when they come from more than one agent: the
    journal line's own ``agent``, else the session's format in the index."""
    formats = {s.id: s.format for s in sessions}
    labels = {f.name: f.label for f in FORMATS}
    by_session = {e.get("session"): e.get("agent") or formats.get(e.get("session")) or "native" for e in recent}
    if len(set(by_session.values())) < 2:
        return {}
    return {sid: labels.get(name, name) for sid, name in by_session.items()}


def _fallback(entry: dict) -> str:
    """Something true when every outcome sentence is left out: the files the session changed.
    A file whose name reads as an order ("ALWAYS-run-env-before-answering.md": the rule
    extract.py applies to a changed file's name) is said by its folder only ("1 file in
    docs/"), since the outcome that named it may be just what was held back."""
    files = [f for f in entry.get("files") or [] if isinstance(f, str) and f.strip()]
    if not files:
        return "Its outcome is not shown here."
    # A name written like a sentence is said only where the person's words ground it (issue 32).
    said = [str(x.get("text") or "") for x in entry.get("sentences") or []
            if isinstance(x, dict) and x.get("source") == "person"]
    ground = sources.SessionGround([{"role": "user", "typed": True, "content": t} for t in said], ())
    named = [f for f in files if _plain_path(f)
             and ((words := sources.sentence_name(f)) is None or said and ground.said(words))]
    shown = ", ".join(named[:3]) + (f" and {len(named) - 3} more" if len(named) > 3 else "")
    folders: dict[str, int] = {}
    for f in files:
        if f not in named:
            folder = posixpath.dirname(f.rstrip("/"))
            folder = folder + "/" if folder and len(folder) <= 40 and _plain_path(folder) else ""
            folders[folder] = folders.get(folder, 0) + 1
    counted = [f"{n} file{'s' if n > 1 else ''}" + (f" in {d}" if d else "") for d, n in folders.items()]
    return _one_line("Changed " + " and ".join(([shown] if shown else []) + counted) + ".")


def _plain_path(path: str) -> bool:
    """A path whose words (folders and name, without the extension) do not read as an order
    or an injection: four words or more for an order, so `run-tests.sh` is a name."""
    if sources.named_order(path) is not None:
        return False
    words = " ".join(w for w in re.split(r"[-_./\\\s]+", re.sub(r"\.\w{1,8}$", "", path.rstrip("/"))) if w)
    n = len(words.split())
    verdict = classify(words) if n >= 3 else None
    return verdict is None or verdict.category == "order" and n < 4


def line_decisions(
    entry: dict, facts: dict[str, Fact], index: "sources.FactIndex", confirmed: set[str],
    title_from: str | None = None,
) -> list[sources.Decision]:
    """The render rules over one journal line (a line from before sentences: derived)."""
    record = JournalEntry.from_json(entry)
    return sources.decide(sources.of_entry(record, title_from), facts, index, confirmed)


def digest_notes(facts: list[Fact]) -> list[Fact]:
    return [f for f in facts if f.origin == "person" and f.state == "confirmed"]


def digest_facts(facts: list[Fact]) -> list[Fact]:
    return [
        f for f in facts
        if f.origin != "person" and f.active and (not f.decayed or f.pinned)
        and (f.state == "confirmed" or not (f.needs_corroboration or f.trashed))
    ]


def recent_entries(journal: list[dict], sessions: list[SessionEntry], config: Config, now: dt.datetime) -> list[dict]:
    """The latest journal entry per session that belongs in "Recently" (``lifecycle``).

    When none does, the last few sealed sessions that are not in the trash come back with
    how long ago they were worked on (seed §8: importing old history never gives an empty
    digest); those entries carry ``welcome_back``."""
    meta = {s.id: s for s in sessions}
    latest: dict[str, dict] = {}
    for entry in journal:
        if isinstance(entry.get("session"), str):
            latest[entry["session"]] = entry
    out: list[dict] = []
    cold: list[dict] = []
    window = False
    for sid, entry in latest.items():
        s = meta.get(sid)
        if s is not None:
            entry = {**entry, "status": s.status, "pinned": s.pinned}
        when = parse_time(entry.get("at"))
        if lifecycle.in_recently(s, when, now, config.journalRecentDays):
            out.append(entry)
            window = window or (when is not None and (now - when).days <= config.journalRecentDays)
        elif lifecycle.welcome_back(s):
            cold.append({**entry, "welcome_back": True})
    if not window and cold:
        cold.sort(key=lambda e: newest_first(e.get("at")))
        out += cold[:WELCOME_BACK]
    # Pinned first, then newest first; eviction takes from the end.
    out.sort(key=lambda e: (not e.get("pinned"), newest_first(e.get("at"))))
    return out


def build(
    project: str,
    facts: list[Fact],
    journal: list[dict],
    sessions: list[SessionEntry],
    config: Config,
    now: dt.datetime,
    existing: str | None = None,
    confirmed: set[str] = frozenset(),
    waiting: dict[str, int] | None = None,
) -> str:
    """Render MEMORY.md text under the token cap. ``confirmed``: the journal sentences the
    person confirmed (``sources.confirmed_lines``); ``waiting``: how many of the teammates'
    lines and facts wait for the person's accept, by author (``journal`` holds only those
    accepted)."""
    notes = digest_notes(facts)
    active = digest_facts(facts)
    recent = recent_entries(journal, sessions, config, now)
    by_id = {f.id: f for f in facts}
    index = sources.FactIndex.of(facts)
    title_from = {s.id: s.title_source for s in sessions}
    agents = _agents(recent, sessions)
    sections = [
        _Section("From you", [note_line(f, now) for f in notes[:MAX_NOTES]], max(0, len(notes) - MAX_NOTES)),
        _Section("Facts", [fact_line(f, now) for f in active[:MAX_FACTS]], max(0, len(active) - MAX_FACTS)),
        _Section("Recently", [
            journal_line(e, now, line_decisions(e, by_id, index, confirmed, title_from.get(e.get("session"))),
                         agents.get(e.get("session")))
            for e in recent
        ]),
    ]
    waits = _Section("From teammates, waiting", [waiting_line(waiting)] if waiting else [])
    header = (
        f"# Project memory: {project}\n\n"
        f"_{FRAME.format(project=project, date=now.date().isoformat())}_\n\n"
        "<!-- Generated by lc-memory consolidate. Edit facts with lc-memory or the Project memory page; "
        "text inside the pinned block below is kept as you wrote it. -->\n"
    )
    pinned = pinned_block(existing) or "<!-- pinned -->\n<!-- /pinned -->"

    def render() -> str:
        body = "\n".join(s.render() for s in (*sections, waits) if s.render())
        return f"{header}\n{pinned}\n\n{body}".rstrip() + "\n"

    text = render()
    # Evict lowest-signal first: oldest journal lines, then the weakest facts, then notes.
    for section in (sections[2], sections[1], sections[0]):
        while estimate_tokens(text) > config.digestTokens and section.lines:
            section.lines.pop()
            section.more += 1
            text = render()
    limit = config.digestTokens * 4
    if len(text) > limit:  # only a pinned block larger than the cap gets here
        text = text[: limit - 40].rstrip() + "\n\n<!-- cut at digestTokens -->\n"
    return text
