"""The records lc-memory writes: one frozen class per JSONL line shape.

Each class owns its wire shape (``to_json`` / ``from_json``) and its memory.db row
(``to_row``), in the spirit of llm's ``Message.to_dict`` / ``from_dict``. Reading is
lenient and lossless: a key the class does not know, or a known key holding a value of the
wrong type, is kept as it was read (``extra``) and written back unchanged, so a newer or
hand-edited file round-trips. A line that lacks what the record cannot do without (an id,
a session, a fact's text) is a ``BadRecord``: the store reports it as ``file:line`` and
skips it, never deletes it.

Shapes, one JSON object a line:

- ``facts.jsonl``: an ``Observation`` (``op: "observe"``) or an ``Action`` (every other op).
- ``journal.jsonl``: a ``JournalEntry`` per sealed session (append-only; status and pin
  live in the index, not here).
- ``sessions/index.jsonl``: a ``SessionEntry`` per session (the last line for an id wins).
- ``sessions/<id>.jsonl``: a ``session`` line, then one ``Message`` per turn.
"""

from __future__ import annotations

import dataclasses
import functools
import json
import types
import typing
from typing import Any, ClassVar, Mapping, TypeVar

from lc_memory.errors import BadRecord
from lc_memory.store.lifecycle import searchable

R = TypeVar("R", bound="Record")

STATUSES = ("active", "done", "archived", "trash")
ACTION_OPS = (
    "confirm", "pin", "unpin", "not-true", "restore", "edit", "delete", "forget",
    "supersede", "conflict", "confirm-line", "accept",
)
# Where a sentence's words came from (docs/sources.md).
SOURCES = ("person", "activity", "agent", "workspace", "model", "teammate")
SENTENCE_PARTS = ("title", "outcome", "decision")
FACT_KINDS = ("fact", "decision", "preference", "project", "reference")


def _json(value: object) -> str:
    return json.dumps(value, ensure_ascii=False)


@functools.lru_cache(maxsize=None)
def _spec(cls: type) -> tuple[tuple[str, str, tuple[type, ...], bool], ...]:
    """(attribute, JSON key, accepted types, required) for each field of a record class."""
    hints = typing.get_type_hints(cls)
    out = []
    for f in dataclasses.fields(cls):
        if f.name == "extra":
            continue
        hint = hints[f.name]
        args = typing.get_args(hint) if isinstance(hint, types.UnionType) else (hint,)
        accepted: list[type] = []
        for a in args:
            origin = typing.get_origin(a) or a
            if origin is type(None):
                accepted.append(type(None))
            elif origin is float:
                accepted += [float, int]
            else:
                accepted.append(origin)
        required = f.default is dataclasses.MISSING and f.default_factory is dataclasses.MISSING
        out.append((f.name, f.metadata.get("key", f.name), tuple(accepted), required))
    return tuple(out)


@functools.lru_cache(maxsize=None)
def _lookup(cls: type) -> tuple[dict[str, tuple[str, frozenset[type]]], dict[str, str]]:
    """JSON key -> (attribute, exact types accepted), and the required attributes' keys."""
    by_key = {key: (name, frozenset(accepted)) for name, key, accepted, _ in _spec(cls)}
    required = {name: key for name, key, _, req in _spec(cls) if req}
    return by_key, required


@functools.lru_cache(maxsize=None)
def _defaults(cls: type) -> tuple[dict[str, Any], tuple[tuple[str, Any], ...]]:
    """A record class's plain defaults, and its fields made by a factory (a fresh list each)."""
    plain = {f.name: f.default for f in dataclasses.fields(cls) if f.default is not dataclasses.MISSING}
    made = tuple((f.name, f.default_factory) for f in dataclasses.fields(cls)
                 if f.default_factory is not dataclasses.MISSING)
    return plain, made


@functools.lru_cache(maxsize=4096)
def _clean(cls: type, keys: tuple[str, ...], types: tuple[type, ...]) -> bool:
    """Whether a line of this shape (its keys, the types of their values) is read as it is:
    each key a field's own name, each value of an accepted type and no list, nothing required
    missing. Lines of one file share a few shapes, so this is decided once per shape."""
    by_key, required = _lookup(cls)
    known = [by_key.get(key) for key in keys]
    return (
        all(k is not None and k[0] == key and t in k[1] and t is not list for key, k, t in zip(keys, known, types))
        and required.keys() <= set(keys)
    )


@dataclasses.dataclass(frozen=True)
class Record:
    """Base of every record: lenient, lossless JSON in and out."""

    KIND: ClassVar[str] = "record"
    #: Keys written first and always (even when None); the rest only when set.
    ALWAYS: ClassVar[tuple[str, ...]] = ()

    @classmethod
    def from_json(cls: type[R], data: Mapping[str, Any]) -> R:
        if type(data) is not dict and not isinstance(data, Mapping):  # typing's isinstance is slow
            raise BadRecord(f"a {cls.KIND} must be a JSON object")
        by_key, required = _lookup(cls)
        # The common line, every key the class's own and well typed, is taken as it is.
        clean = _clean(cls, tuple(data), tuple(map(type, data.values())))
        kwargs: dict[str, Any] = data if clean else {}  # type: ignore[assignment]
        extra: dict[str, Any] = {}
        for key, value in () if clean else data.items():
            known = by_key.get(key)
            if known is None:
                extra[key] = value
                continue
            name, accepted = known
            # Exact types: JSON true is not a number, and a list must hold strings.
            if type(value) in accepted and (type(value) is not list or all(type(v) is str for v in value)):
                kwargs[name] = value
            elif name in required:
                raise BadRecord(f"{cls.KIND} {key!r} has the wrong type ({type(value).__name__})")
            else:
                extra[key] = value  # kept as read; the field takes its default
        if len(required) > len(kwargs) or not required.keys() <= kwargs.keys():
            missing = next(key for name, key in required.items() if name not in kwargs)
            raise BadRecord(f"a {cls.KIND} needs {missing!r}")
        # cls(**kwargs) without the frozen __init__'s object.__setattr__ per field: the
        # same record, a third of the cost (a million facts.jsonl lines are read at once).
        record = object.__new__(cls)
        plain, made = _defaults(cls)
        fields = record.__dict__
        fields.update(plain)
        for name, factory in made:
            if name not in kwargs:
                fields[name] = factory()
        fields.update(kwargs)
        if extra:
            fields["_extra"] = extra
        record._check()
        return record

    def _check(self) -> None:
        """Raise BadRecord when required values are present but unusable (empty, unknown)."""

    @property
    def extra(self) -> dict[str, Any]:
        """Keys read with the record that it does not own; written back as they were."""
        return getattr(self, "_extra", {})

    def to_json(self) -> dict[str, Any]:
        out: dict[str, Any] = {}
        for name, key, _, required in _spec(type(self)):
            value = getattr(self, name)
            if required or key in self.ALWAYS or (value is not None and value != []):
                out[key] = value
        for key, value in self.extra.items():
            out.setdefault(key, value)
        return out

    def replace(self: R, **changes: Any) -> R:
        new = dataclasses.replace(self, **changes)
        object.__setattr__(new, "_extra", dict(self.extra))
        return new


def _field(key: str, default: Any = None) -> Any:
    return dataclasses.field(default=default, metadata={"key": key})


# --- facts.jsonl ------------------------------------------------------------

@dataclasses.dataclass(frozen=True)
class Observation(Record):
    """A fact or a person's note seen in a session: ``{"op": "observe", ...}``.

    ``source`` says where the words came from: ``"action"`` (what the agent did: an edit,
    a command that passed), ``"agent"`` (the agent's own prose), ``"workspace"`` (words
    read from the repository: tool output, file contents) or ``"person"``. A workspace fact
    needs an action's corroboration or a Confirm before it enters the digest.
    """

    KIND: ClassVar[str] = "observation"
    ALWAYS: ClassVar[tuple[str, ...]] = ("op", "id", "text", "kind", "session", "at")

    id: str
    text: str
    op: str = "observe"
    kind: str = "fact"
    session: str | None = None
    at: str | None = None
    confidence: float | None = None
    origin: str = "extractor"
    subject: str | None = None
    said: str | None = None
    credited: bool | None = None
    source: str | None = None

    def _check(self) -> None:
        if self.op != "observe":
            raise BadRecord(f"an observation's op is 'observe', not {self.op!r}")
        if not self.text.strip():
            raise BadRecord("an observation needs text")

    def to_json(self) -> dict[str, Any]:
        out = super().to_json()
        # op first, as every line of facts.jsonl has it.
        return {"op": out.pop("op"), **out}

    def to_row(self, n: int, fact_id: str | None) -> dict[str, Any]:
        return {
            "id": n, "fact_id": fact_id, "op": self.op, "text": self.text, "kind": self.kind,
            "session_id": self.session, "at": self.at, "origin": self.origin,
            "confidence": self.confidence, "subject": self.subject, "said": self.said,
            "credited": int(bool(self.credited)), "record": _json(self.to_json()),
        }


@dataclasses.dataclass(frozen=True)
class Action(Record):
    """The person's (or the supersede pass's) action on a fact: every op but ``observe``.

    ``confirm-line`` is the person's Confirm of a journal sentence: ``id`` is the sentence's
    id (``s-...``), ``session`` the session whose line holds it; the fold passes it by.
    ``accept`` is the person's acceptance of a teammate's words that came through git
    (lc_memory/write/team.py): ``id`` is the fact's id, or a journal line's ``t-...`` id (a
    hash of the line's words, so a line changed later waits again) with its ``session``."""

    KIND: ClassVar[str] = "action"
    ALWAYS: ClassVar[tuple[str, ...]] = ("op", "id", "at")

    op: str
    id: str
    at: str | None = None
    text: str | None = None       # edit: the new text
    by: str | None = None         # supersede: the replacement's id
    with_: str | None = _field("with")  # conflict: the other fact's id
    session: str | None = None
    reason: str | None = None

    def _check(self) -> None:
        if self.op not in ACTION_OPS:
            raise BadRecord(f"unknown op {self.op!r}")

    def to_row(self, n: int, fact_id: str | None) -> dict[str, Any]:
        return {
            "id": n, "fact_id": fact_id, "op": self.op, "text": self.text, "kind": None,
            "session_id": self.session, "at": self.at, "origin": None, "confidence": None,
            "subject": None, "said": None, "credited": 0, "record": _json(self.to_json()),
        }


FactRecord = Observation | Action


def fact_record(data: Mapping[str, Any]) -> FactRecord:
    """The record a facts.jsonl line holds; BadRecord when it is neither shape."""
    if type(data) is not dict and not isinstance(data, Mapping):
        raise BadRecord("a facts.jsonl line must be a JSON object")
    return (Observation if data.get("op") == "observe" else Action).from_json(data)


# --- journal.jsonl ----------------------------------------------------------

@dataclasses.dataclass(frozen=True)
class Sentence(Record):
    """One sentence of a journal line's title, outcome or a decision, with where its words
    came from (``source``, one of ``SOURCES``), the facts it states (``facts``, fact ids
    matched on normalised text at seal time) and why the seal withheld it, if it did.
    ``id`` is stable for the same words in the same session (``s-`` + a hash)."""

    KIND: ClassVar[str] = "sentence"
    ALWAYS: ClassVar[tuple[str, ...]] = ("id", "part", "text", "source")

    id: str
    text: str
    source: str = "agent"
    part: str = "outcome"
    facts: list[str] = dataclasses.field(default_factory=list)
    withheld: str | None = None

    _PLAIN: ClassVar[frozenset[str]] = frozenset(("id", "text", "source", "part", "facts", "withheld"))

    @classmethod
    def read(cls, data: Any) -> "Sentence":
        """``from_json``, with a fast path for the shape the seal writes (every journal read
        parses every line's sentences)."""
        if (type(data) is dict and data.keys() <= cls._PLAIN and type(data.get("id")) is str
                and type(data.get("text")) is str and data.get("source") in SOURCES
                and type(data.get("part", "")) is str and type(data.get("facts", [])) is list
                and all(type(f) is str for f in data.get("facts", ()))
                and type(data.get("withheld", "")) is str and data["text"].strip()):
            return cls(data["id"], data["text"], data["source"], data.get("part", "outcome"),
                       data.get("facts", []), data.get("withheld"))
        return cls.from_json(data)

    def _check(self) -> None:
        if not self.id or not self.text.strip():
            raise BadRecord("a sentence needs an id and text")
        if self.source not in SOURCES:
            object.__setattr__(self, "_extra", {**self.extra, "source": self.source})
            object.__setattr__(self, "source", "agent")



@dataclasses.dataclass(frozen=True)
class JournalEntry(Record):
    """One sealed session's outcome. ``outcome`` stays a string for people reading the file;
    ``sentences`` (``Sentence`` records) split title, outcome and decisions into sentences with
    their sources, which the renderer reads (a line written before them gets them derived at
    render time, ``lc_memory.safety.sources.of_entry``). ``withheld`` lists sentences the guard cut
    from the outcome, decisions, title or file names (kept here, never in MEMORY.md)."""

    KIND: ClassVar[str] = "journal entry"
    ALWAYS: ClassVar[tuple[str, ...]] = ("session", "at", "sealed_at", "title", "outcome", "files",
                                         "decisions", "facts", "extractor")

    session: str
    at: str | None = None
    sealed_at: str | None = None
    title: str = ""
    outcome: str = ""
    files: list[str] = dataclasses.field(default_factory=list)
    decisions: list[str] = dataclasses.field(default_factory=list)
    facts: list[str] = dataclasses.field(default_factory=list)
    extractor: str | None = None
    withheld: list[str] = dataclasses.field(default_factory=list)
    sentences: tuple[Sentence, ...] = ()
    agent: str | None = None  # the format that read the session: which agent ran it
    turns: int | None = None  # the session's typed turns when it was sealed (has it grown since?)

    @classmethod
    def from_json(cls, data: Mapping[str, Any]) -> "JournalEntry":
        raw = data.get("sentences") if isinstance(data, Mapping) else None
        if raw is None:
            return super().from_json(data)
        entry = super().from_json({k: v for k, v in data.items() if k != "sentences"})
        try:
            sentences = tuple(Sentence.read(s) for s in raw) if isinstance(raw, list) else None
        except BadRecord:
            sentences = None
        if sentences is None:  # kept as read; the renderer derives sentences instead
            object.__setattr__(entry, "_extra", {**entry.extra, "sentences": raw})
            return entry
        return entry.replace(sentences=sentences)

    def to_json(self) -> dict[str, Any]:
        out = super().to_json()
        out.pop("sentences", None)
        if self.sentences:
            out["sentences"] = [s.to_json() for s in self.sentences]
        elif "sentences" in self.extra:
            out["sentences"] = self.extra["sentences"]
        return out

    def to_row(self, n: int, session: "SessionEntry | None" = None) -> dict[str, Any]:
        # Status and pin come from the index (the journal line is a record of the seal).
        old = self.extra
        return {
            "id": n, "session_id": self.session, "at": self.at, "sealed_at": self.sealed_at,
            "title": self.title, "outcome": self.outcome, "files": _json(self.files),
            "decisions": _json(self.decisions), "facts": _json(self.facts),
            "status": session.status if session else old.get("status"),
            "pinned": int(bool(session.pinned if session else old.get("pinned"))),
            "extractor": self.extractor, "withheld": _json(self.withheld),
            "sentences": _json([s.to_json() for s in self.sentences]) if self.sentences else None,
        }


# --- sessions/index.jsonl ---------------------------------------------------

@dataclasses.dataclass(frozen=True)
class SessionEntry(Record):
    """A session in the index. ``sealed`` is the one source of truth for "sealed"."""

    KIND: ClassVar[str] = "session entry"
    ALWAYS: ClassVar[tuple[str, ...]] = ("id", "title", "title_source", "created", "last_activity",
                                         "status", "pinned", "turns", "format", "cwd")

    id: str
    title: str = ""
    title_source: str = "transcript"
    created: str | None = None
    last_activity: str | None = None
    status: str = "active"
    pinned: bool = False
    turns: int = 0
    format: str = "native"
    cwd: str | None = None
    git_branch: str | None = None
    sealed: bool = False
    forgotten: bool = False
    forgotten_at: str | None = None
    status_at: str | None = None

    def _check(self) -> None:
        if self.status not in STATUSES:
            object.__setattr__(self, "_extra", {**self.extra, "status": self.status})
            object.__setattr__(self, "status", "active")

    @property
    def visible(self) -> bool:
        """In search, recall and the session lists (``lifecycle.searchable``)."""
        return searchable(self)

    def to_row(self, path: str, messages: int = 0) -> dict[str, Any]:
        return {
            "id": self.id, "title": self.title, "title_source": self.title_source,
            "status": self.status, "pinned": int(self.pinned), "turns": self.turns,
            "messages": messages, "created": self.created, "last_activity": self.last_activity,
            "format": self.format, "cwd": self.cwd, "sealed": int(self.sealed),
            "forgotten": int(self.forgotten), "path": path,
        }


# --- sessions/<id>.jsonl ----------------------------------------------------

MESSAGE_COLUMNS = ("id", "session_id", "turn", "role", "kind", "name", "content", "ts", "typed")


@dataclasses.dataclass(frozen=True)
class Message(Record):
    """One normalized turn. ``call`` / ``result`` carry a tool call's structure (issue 10)."""

    KIND: ClassVar[str] = "message"
    ALWAYS: ClassVar[tuple[str, ...]] = ("type", "role", "kind", "content", "ts", "typed")

    role: str
    content: str = ""
    type: str = "message"
    turn: int | None = None
    kind: str = "text"
    ts: str | None = None
    typed: bool = False
    name: str | None = None
    call: dict | None = None
    result: dict | None = None

    def to_json(self) -> dict[str, Any]:
        out = super().to_json()
        return {"type": out.pop("type"), **out}

    @staticmethod
    def row(session_id: str, data: Mapping[str, Any], position: int) -> tuple:
        """The memory.db row of a message line, straight from its JSON: the import's hot path
        (a million lines) reads the dicts without building a Message for each."""
        turn = data.get("turn")
        if not isinstance(turn, int) or isinstance(turn, bool):
            turn = position
        mid = f"{session_id}:{turn}"
        content = data.get("content")
        return (
            mid, session_id, turn, data.get("role"), data.get("kind"), data.get("name"),
            content if isinstance(content, str) or content is None else _json(content),
            data.get("ts"), 1 if data.get("typed") else 0,
        )

    def to_row(self, session_id: str) -> tuple:
        return Message.row(session_id, self.to_json(), self.turn or 0)


RECORD_CLASSES: tuple[type[Record], ...] = (Observation, Action, JournalEntry, Sentence, SessionEntry, Message)
