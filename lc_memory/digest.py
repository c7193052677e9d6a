"""MEMORY.md: the capped always-on digest, and its framing for a system prompt.

Sections: the hand-written ``<!-- pinned -->`` block (kept verbatim), "From you" (notes
credited to the person or confirmed by them), "Facts" (active, not decayed) and "Recently"
(journal entries inside ``journalRecentDays``, plus done and pinned sessions). Every line
older than a day says how old it is. The whole file never goes over ``digestTokens``
(estimated as ceil(chars / 4)); what is cut is counted as "...and N more".
"""

from __future__ import annotations

import dataclasses
import datetime as dt
import math
import re

from . import lifecycle
from .clock import age_label, newest_first, parse_time, since_label
from .fold import Fact
from .frame import FRAME, frame, neutralise_frame  # noqa: F401 (re-exported: the digest's framing)
from .records import SessionEntry
from .store import Config

MAX_NOTES = 25
MAX_FACTS = 15
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
    return re.sub(r"\s+", " ", text or "").strip()


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
    return (
        f"- {_one_line(f.text)}"
        + _suffix(f.state, "pinned" if f.pinned else "", seen, age_label(parse_time(f.learned_at), now))
        + f" [{f.id}]"
    )


def journal_line(entry: dict, now: dt.datetime) -> str:
    when = parse_time(entry.get("at"))
    day = when.date().isoformat() if when else "?"
    title = _one_line(entry.get("title") or "")
    marks = [m for m in ("done" if entry.get("status") == "done" else "", "pinned" if entry.get("pinned") else "") if m]
    head = f"{day} · {title}: " if title else f"{day}: "
    age = f"last worked {since_label(when, now)}" if entry.get("welcome_back") else age_label(when, now)
    return f"- {head}{_one_line(entry.get('outcome') or '')}" + _suffix(*marks, age) + f" [{entry.get('session')}]"


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
) -> str:
    """Render MEMORY.md text under the token cap."""
    notes = digest_notes(facts)
    active = digest_facts(facts)
    recent = recent_entries(journal, sessions, config, now)
    sections = [
        _Section("From you", [note_line(f, now) for f in notes[:MAX_NOTES]], max(0, len(notes) - MAX_NOTES)),
        _Section("Facts", [fact_line(f, now) for f in active[:MAX_FACTS]], max(0, len(active) - MAX_FACTS)),
        _Section("Recently", [journal_line(e, now) for e in recent]),
    ]
    header = (
        f"# Project memory: {project}\n\n"
        f"_{FRAME.format(project=project, date=now.date().isoformat())}_\n\n"
        "<!-- Generated by lc-memory consolidate. Edit facts with lc-memory or the Project memory page; "
        "text inside the pinned block below is kept as you wrote it. -->\n"
    )
    pinned = pinned_block(existing) or "<!-- pinned -->\n<!-- /pinned -->"

    def render() -> str:
        body = "\n".join(s.render() for s in sections if s.render())
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
