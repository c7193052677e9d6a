"""The fold: facts.jsonl (observations, person notes, user actions) into one state per fact.

``fold(records, now=..., config=...)`` is pure and deterministic: the same records and the
same ``now`` always give the same facts in the same order. States:

- ``confirmed``: the person confirmed, pinned or edited it, or a note credited to their words
- ``observed``: an ordinary fact seen in two or more distinct sessions
- ``inferred``: an ordinary fact seen once
- ``superseded``: replaced by a newer fact (names its replacement; ``restore`` undoes it)
- ``unconfirmed-instruction``: reads as an order; never promotes itself, needs Confirm
- ``unconfirmed``: a person note whose words could not be credited to what they typed
- ``teammate-waiting``: a teammate's fact that came through git (origin ``teammate``) and
  that the person has not accepted yet: never in the digest, shown as a teammate's
- ``not-true``: the person said so; never in the digest or recall

Record shapes (one JSON object per line, ``op`` first)::

    {"op": "observe", "id", "text", "kind", "session", "at", "confidence", "origin",
     "subject"?, "said"?, "credited"?}
    {"op": "confirm"|"pin"|"unpin"|"not-true"|"restore"|"delete"|"forget", "id", "at"}
    {"op": "edit", "id", "text", "at"}
    {"op": "supersede", "id", "by", "at", "session"?, "reason"?}
    {"op": "conflict", "id", "with", "at", "reason"?}
    {"op": "accept", "id", "at", "session"?}   (a teammate's fact or journal line taken in)

A teammate's fact (lc_memory/write/team.py) is never inferred, observed or confirmed on its
own: until the person's ``accept`` (or Confirm, or their own session's observation) it is
``teammate-waiting``. Accepted, it is a fact still marked as the teammate's: the guard still
reads it (``unconfirmed-instruction``), it is ``inferred`` however many of their sessions
name it (a pull request can name more), and it never supersedes one of mine.
"""

from __future__ import annotations

import dataclasses
import datetime as dt
import gc
from bisect import bisect_right
from typing import Callable, Iterable

from lc_memory.clock import parse_time, utcnow
from lc_memory.errors import BadRecord, NotFound, Refused
from lc_memory.store import lifecycle
from lc_memory.store.config import Config
from lc_memory.store.records import FACT_KINDS, Action, FactRecord, Observation, SessionEntry, fact_record
from lc_memory.text import normalize

STATES = (
    "confirmed",
    "observed",
    "inferred",
    "superseded",
    "unconfirmed-instruction",
    "unconfirmed",
    "teammate-waiting",
    "not-true",
)
ACTIVE_STATES = ("confirmed", "observed", "inferred")
WAITING = "teammate-waiting"
ACTIONS = ("confirm", "pin", "unpin", "not-true", "restore", "edit", "delete", "accept")


def fact_id(text: str, origin: str = "extractor") -> str:
    """Stable id from the normalized text: the same fact in two sessions is one fact."""
    from hashlib import sha1  # here: OpenSSL is slow to load, and `lc-memory digest` needs no ids

    prefix = "n" if origin == "person" else "f"
    return f"{prefix}-{sha1(normalize(text).encode('utf-8')).hexdigest()[:10]}"


@dataclasses.dataclass
class Fact:
    id: str
    text: str
    kind: str = "fact"
    state: str = "inferred"
    origin: str = "extractor"
    confidence: float = 0.5
    sessions: list[str] = dataclasses.field(default_factory=list)
    source_session: str | None = None
    learned_at: str | None = None
    last_seen: str | None = None
    pinned: bool = False
    confirmed_by: str | None = None  # "user" (CLI/panel action) or "credited" (a note)
    superseded_by: str | None = None
    superseded_text: str | None = None
    conflict_with: list[str] = dataclasses.field(default_factory=list)
    instruction: str | None = None
    subject: str | None = None
    said: str | None = None
    credited: bool = False
    decayed: bool = False
    # Its words only ever came from the workspace (tool output): until an action or a
    # Confirm corroborates it, it stays inferred and out of the digest (seed §7).
    needs_corroboration: bool = False
    vouched: bool = False  # seen in a session the person marked done or pinned
    trashed: bool = False  # every session that saw it is in the trash
    # Who shared it through git (origin "teammate"; lc_memory/write/team.py ``annotate``).
    teammate: str | None = None
    age_days: int = 0
    history: list[str] = dataclasses.field(default_factory=list)

    @property
    def active(self) -> bool:
        return self.state in ACTIVE_STATES

    def as_dict(self) -> dict:
        # dataclasses.asdict without its deep copy of every value (ten times the cost for 50,000 facts)
        fields = self.__dict__
        out = {name: fields[name] for name in _FACT_FIELDS}
        for name in _FACT_LISTS:
            out[name] = list(out[name])
        return out


_FACT_FIELDS = tuple(f.name for f in dataclasses.fields(Fact))
_FACT_LISTS = tuple(f.name for f in dataclasses.fields(Fact) if f.default_factory is list)


@dataclasses.dataclass
class _Acc:
    fact: Fact
    not_true: bool = False
    confirmed: bool = False
    superseded_by: str | None = None
    restored_at: str | None = None
    deleted: bool = False
    edited: bool = False
    corroborated: bool = False
    accepted: bool = False  # a teammate's fact the person took in (op "accept")
    trashed_only: bool | None = None
    seen: set[str] = dataclasses.field(default_factory=set)  # f.sessions, for a fact seen in thousands


def _day(at: str | None) -> str:
    return (at or "")[:10]


def fold(
    records: Iterable[FactRecord | dict],
    *,
    now: dt.datetime | None = None,
    config: Config | None = None,
    sessions: Iterable[SessionEntry] | None = None,
    guard: Callable[[str], str | None] | None = None,
) -> list[Fact]:
    """Fold the records of facts.jsonl, in file order, into facts with one state each.

    ``sessions`` (the index) lets the lifecycle weigh in: a trashed session's observations
    do not count, and a done or pinned session's facts carry the person's vouching.
    ``guard`` gives a text's instruction verdict (a cache of it, for a big facts.jsonl;
    by default ``guard.instruction_reason``, imported only here: the guard is heavy).
    ``records`` may be a stream (``Store.fact_stream``): each is read once, and one
    accumulator per fact id is all the fold keeps."""
    if guard is None:
        from lc_memory.safety.guard.classify import instruction_reason as guard
    # The fold makes a few objects a line and none holds a cycle: the cyclic collector,
    # run again and again over every fact made so far, would cost a third of its time.
    collecting = gc.isenabled()
    gc.disable()
    try:
        return _fold(records, now or utcnow(), config or Config(), sessions, guard)
    finally:
        if collecting:
            gc.enable()


def _fold(
    records: Iterable[FactRecord | dict],
    now: dt.datetime,
    config: Config,
    sessions: Iterable[SessionEntry] | None,
    guard: Callable[[str], str | None],
) -> list[Fact]:
    accs: dict[str, _Acc] = {}
    trashed: set[str] = set()
    vouched: set[str] = set()
    worked: set[dt.date] = set()  # the days the project was worked on
    for e in sessions or ():
        if not lifecycle.counts_for_memory(e):
            trashed.add(e.id)
            continue
        if lifecycle.vouched(e):
            vouched.add(e.id)
        worked.update(t.date() for t in (parse_time(e.created), parse_time(e.last_activity)) if t)
    days_worked = sorted(worked) if sessions is not None else None

    for r in records:
        if type(r) is not Observation and not isinstance(r, (Observation, Action)):
            try:
                r = fact_record(r)
            except BadRecord:
                continue  # the store reported it; the fold never sees it
        fid, at = r.id, r.at
        match r:
            case Observation():
                if not r.text.strip():
                    continue
                acc = accs.get(fid)
                if acc is None or acc.deleted:
                    acc = accs[fid] = _Acc(Fact(id=fid, text=r.text, origin=r.origin))
                    acc.fact.kind = r.kind if r.kind in FACT_KINDS else "fact"
                if acc.fact.origin == "person":
                    _observe_note(acc, r)
                elif r.session in trashed:
                    acc.trashed_only = acc.trashed_only is not False
                else:
                    acc.trashed_only = False
                    _observe_fact(acc, r, r.session in vouched)
                continue
        acc = accs.get(fid)
        if acc is None or acc.deleted:
            continue
        f = acc.fact
        match r.op:
            case "delete" | "forget":
                acc.deleted = True
            case "accept" if f.origin == "teammate":
                if not acc.accepted:
                    acc.accepted = True
                    f.history.append(f"accepted on {_day(at)}")
            case "confirm":
                acc.confirmed, acc.not_true = True, False
                f.confirmed_by = "user"
                f.history.append(f"confirmed on {_day(at)}")
            case "pin":
                acc.confirmed, acc.not_true, f.pinned = True, False, True
                f.confirmed_by = f.confirmed_by or "user"
                f.history.append(f"pinned on {_day(at)}")
            case "unpin":
                f.pinned = False
                f.history.append(f"unpinned on {_day(at)}")
            case "not-true":
                acc.not_true = True
                f.history.append(f"marked not true on {_day(at)}")
            case "restore":
                acc.not_true, acc.superseded_by, acc.restored_at = False, None, at
                f.history.append(f"restored on {_day(at)}")
            case "edit" if r.text and r.text.strip():
                f.history.append(f"edited on {_day(at)} (was: {f.text})")
                f.text = r.text
                acc.edited = acc.confirmed = True
                f.confirmed_by = "user"
            case "supersede" if r.by and r.by != fid:
                acc.superseded_by = r.by
            case "conflict" if r.with_:
                if r.with_ not in f.conflict_with:
                    f.conflict_with.append(r.with_)

    live = {fid: acc for fid, acc in accs.items() if not acc.deleted}
    for acc in live.values():
        _settle(acc, config, guard)
    _supersede_by_subject(live)
    for acc in live.values():
        f = acc.fact
        if acc.superseded_by and acc.superseded_by in live and f.state != "not-true":
            by = live[acc.superseded_by].fact
            if can_supersede(by, f):
                f.state, f.superseded_by, f.superseded_text = "superseded", by.id, by.text
                line = f"superseded by {by.id} ({by.text})"
                if line not in f.history:
                    f.history.append(line)
            else:
                _flag(f, by)
        learned = parse_time(f.learned_at)
        f.age_days = max(0, (now - learned).days) if learned else 0
        seen = parse_time(f.last_seen)
        f.decayed = bool(
            f.state in ("observed", "inferred")
            and not f.pinned
            and seen is not None
            and _unseen_for(seen, now, days_worked) > config.factDecayDays
        )
    return sorted((a.fact for a in live.values()), key=_order)


def _unseen_for(seen: dt.datetime, now: dt.datetime, days_worked: list[dt.date] | None) -> int:
    """How long a fact has gone unseen: in days the project was worked on since (the index's
    sessions), so a project left alone for a year keeps its facts; in calendar days when the
    fold is given no sessions."""
    if days_worked is None:
        return (now - seen).days
    return len(days_worked) - bisect_right(days_worked, seen.date())


def _observe_fact(acc: _Acc, r: Observation, vouched: bool) -> None:
    # Runs for nearly every line of facts.jsonl: each field is written only when it changes.
    f = acc.fact
    if vouched:
        f.vouched = True
    # Words read from the workspace, a model's words found nowhere in the session, or a
    # teammate's record that came through git are one piece of evidence that my own sessions'
    # actions or my Confirm must back (lc_memory/safety/sources.py, lc_memory/write/team.py).
    if not acc.corroborated and r.source not in ("workspace", "teammate", "model"):
        acc.corroborated = True
    session = r.session
    if session is not None and session not in acc.seen:
        acc.seen.add(session)
        f.sessions.append(session)
        if f.source_session is None:
            f.source_session = session
    if not f.learned_at:
        f.learned_at = r.at
    if r.at:
        f.last_seen = r.at
    if r.confidence is not None:
        # clamped to [0, 1]; a NaN or a lower value changes nothing
        confidence = float(r.confidence)
        if confidence > f.confidence:
            f.confidence = min(1.0, confidence)
    if r.subject and r.subject.strip():
        f.subject = normalize(r.subject)


def _observe_note(acc: _Acc, r: Observation) -> None:
    """Person notes: a credited observation fixes text, quote and date; others change nothing."""
    f = acc.fact
    credited = bool(r.credited)
    first = f.learned_at is None
    if credited and not f.credited:
        f.text = r.text
        f.said = r.said
        f.learned_at = r.at
        f.credited = True
        f.kind = r.kind if r.kind in FACT_KINDS else f.kind
        f.source_session = r.session
    elif first:
        f.said = r.said
        f.learned_at = r.at
        f.source_session = r.session
    if r.session is not None and r.session not in f.sessions and (credited or first):
        f.sessions.append(r.session)
    f.last_seen = f.learned_at


def _settle(acc: _Acc, config: Config, guard: Callable[[str], str | None]) -> None:
    f = acc.fact
    if f.origin != "person":
        f.trashed = bool(acc.trashed_only)
        # A teammate's fact the person accepted stands on that acceptance, as on an action.
        f.needs_corroboration = not (acc.corroborated or acc.accepted) and not f.trashed
    if f.origin != "person" and not acc.edited:
        f.instruction = guard(f.text)
    if acc.not_true:
        f.state = "not-true"
    elif acc.confirmed:
        f.state = "confirmed"
        if f.origin == "person" and f.credited and not acc.edited:
            # Confirmed or pinned, the quote still matched what they typed: show it as theirs.
            f.confirmed_by = "credited"
    elif f.origin == "person":
        if f.credited:
            f.state, f.confirmed_by = "confirmed", "credited"
        else:
            f.state = "unconfirmed"
    elif f.origin == "teammate" and not acc.accepted:
        # Words that came through git wait for the person, whatever they say.
        f.state = WAITING
    elif f.instruction:
        # Repetition is not corroboration: a planted file is read again every session.
        f.state = "unconfirmed-instruction"
    elif f.needs_corroboration and not f.vouched:
        # Only the workspace's words (or the model's own): nothing the session did or the
        # person said stands behind them, so they are no memory until a Confirm or an action.
        f.state = "unconfirmed"
    elif len(f.sessions) >= 2 and not config.confirmFacts and not f.needs_corroboration and f.origin != "teammate":
        # A checked-out file read again next session is one piece of evidence, not two; and
        # a teammate's sessions are named by their own records (a pull request can add more).
        f.state = "observed"
    else:
        f.state = "inferred"


def evidence(f: Fact) -> int:
    """How much stands behind a fact: 3 the person confirmed or pinned it, 2 two sessions
    saw it or a session the person marked done or pinned, 1 one session, 0 only the
    workspace's words (or only trashed sessions)."""
    if f.state == "confirmed":
        return 3
    if f.needs_corroboration or f.trashed:
        return 0
    return 2 if f.state == "observed" or f.vouched else 1


def can_supersede(new: Fact, old: Fact) -> bool:
    """Newest wins only with at least the evidence of what it replaces (seed §4): one hostile
    session cannot supersede a confirmed, observed or vouched fact; that is a conflict. A
    teammate's fact, even accepted, never replaces one of mine: that is a conflict too."""
    if new.origin == "teammate" and old.origin != "teammate" and new.state != "confirmed":
        return False
    return evidence(old) < 3 and evidence(new) >= max(1, evidence(old))


def _flag(a: Fact, b: Fact) -> None:
    for x, y in ((a, b), (b, a)):
        if y.id not in x.conflict_with:
            x.conflict_with.append(y.id)


def _supersede_by_subject(live: dict[str, _Acc]) -> None:
    """Newest wins among ordinary facts about the same subject, when its evidence allows;
    otherwise the two are flagged as a conflict for the person."""
    groups: dict[str, list[_Acc]] = {}
    for acc in live.values():
        f = acc.fact
        if f.subject and f.origin != "person" and f.state in ACTIVE_STATES and not acc.superseded_by:
            groups.setdefault(f.subject, []).append(acc)
    for group in groups.values():
        if len(group) < 2:
            continue
        group.sort(key=lambda a: (a.fact.last_seen or "", a.fact.id))
        winner = group[-1]
        for acc in group[:-1]:
            f = acc.fact
            if acc.restored_at and acc.restored_at >= (winner.fact.last_seen or ""):
                continue
            if can_supersede(winner.fact, f):
                acc.superseded_by = winner.fact.id
            else:
                _flag(f, winner.fact)


_RANK = {s: i for i, s in enumerate(STATES)}


def _order(f: Fact) -> tuple:
    return (not f.pinned, _RANK[f.state], -len(f.sessions), _later_first(f.last_seen), f.id)


_INVERTED = {c: 0x10FFFF - c for c in range(128)}


def _later_first(value: str | None) -> str:
    """``clock.newest_first`` as a string, each character inverted: the same order, and
    a tenth of the cost to build and compare (the fold sorts every fact)."""
    value = value or ""
    return value.translate(_INVERTED) if value.isascii() else "".join(chr(0x10FFFF - ord(c)) for c in value)


def allowed_actions(state: str, pinned: bool = False) -> list[str]:
    """What the person may do to a fact in ``state``, in button order: one rule for the CLI,
    the Project memory page, MCP and the Python API. A superseded or not-true fact can only
    be restored or deleted (pinning one would make it confirmed and in conflict)."""
    if state in ("superseded", "not-true"):
        return ["restore", "delete"]
    if state == WAITING:
        return ["accept", "confirm", "edit", "not-true", "delete"]
    actions = [] if state == "confirmed" else ["confirm"]
    if pinned:
        actions.append("unpin")
    elif state in ("confirmed", "observed", "inferred"):
        actions.append("pin")
    return actions + ["edit", "not-true", "delete"]


def check_action(fact: "Fact", action: str) -> None:
    """Raise Refused, in one line, when ``action`` is not one ``fact``'s state allows."""
    if action not in ACTIONS:
        raise Refused(f"unknown action {action!r} (one of {', '.join(ACTIONS)})")
    allowed = allowed_actions(fact.state, fact.pinned)
    if action not in allowed:
        raise Refused(f"cannot {action} {fact.id}: it is {fact.state}; allowed: {', '.join(allowed)}")


def find(facts: list[Fact], ident: str) -> Fact | None:
    """A fact by full id or unique id prefix."""
    exact = [f for f in facts if f.id == ident]
    if exact:
        return exact[0]
    matches = [f for f in facts if f.id.startswith(ident)]
    return matches[0] if len(matches) == 1 else None


def get(facts: list[Fact], ident: str) -> Fact:
    """``find``, or NotFound naming the id."""
    fact = find(facts, ident)
    if fact is None:
        raise NotFound(f"no fact or note with id {ident!r} (see lc-memory facts)")
    return fact
