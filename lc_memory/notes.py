"""Memory from the person (seed §12): notes credited to their own words, and forget.

The middle is pure: ``ground_note(note, said, typed)`` decides whether a note can be
credited to the person, ``asks_to_forget(said, typed, memories)`` whether their words ask
for a memory to be forgotten and name it. Code decides, never the model: ``said`` (the
words an agent quotes) only counts when it appears in ``typed``, what the person typed
themselves this session (not tool output, not a retried or resumed goal).

A note is credited when every content word of it comes from ``said`` (the same word, one
word of four letters or more that starts the other, or a shared five-letter start), in
the same order, each negated as it is in ``said``. Words naming where a note applies
("repo", "project", "codebase", "here") need not be quoted. Word overlap is not enough:
"use npm, never pnpm" has every word of "use pnpm, never npm" and says the opposite.

The edges, ``remember(store, ...)`` and ``forget(store, ...)``, write facts.jsonl: a note
is an ``observe`` record with ``origin: "person"``; the fold makes a credited one
``confirmed`` at once and keeps any other as ``unconfirmed`` (one Confirm makes it
active). ``forget`` appends a ``forget`` record and takes the text off disk.
"""

from __future__ import annotations

import dataclasses
import datetime as dt
import re
import unicodedata
from typing import Iterable, Mapping, Sequence

from .fold import Fact, fact_id, iso, utcnow
from .redact import redact_secrets
from .store import Store, StoreError, filter_jsonl, locked

NOTE_KINDS = ("preference", "project", "reference")

# Words naming where a note applies: a note may add them ("in this repo") unquoted.
WHERE_WORDS = frozenset(
    "repo repos repository repositories project projects codebase codebases here "
    "workspace monorepo".split()
)
# Function words carry no claim of their own; modal and frequency words ("must", "always",
# "only") do, so they are content words and have to be quoted.
STOPWORDS = frozenset(
    "a an the this that these those there it its it's i me my mine we us our ours you your "
    "yours he she they them their is are was were be been being am do does did doing have has "
    "had having to of in on at by for with from as into onto about over under via across within "
    "throughout than then so and or but if when while because though although also just please "
    "ever yet which what who "
    "whom whose let lets let's ok okay oh well yes yeah hey hi".split()
) | WHERE_WORDS
# A clause ends at punctuation or at one of these words; a negation never crosses it.
CLAUSE_WORDS = frozenset("and or but so then because while though although however".split())
NEGATIONS = frozenset(
    "not never no nor neither without cannot dont doesnt didnt isnt arent wasnt shouldnt mustnt "
    "stop stops stopped stopping avoid avoids avoided avoiding".split()
)
_APOSTROPHES = str.maketrans({"\u2019": "'", "\u2018": "'", "\u02bc": "'", "`": "'",
                              "\u201c": '"', "\u201d": '"'})
_TOKEN = re.compile(r"[^\W_]+(?:'[^\W_]+)?(?:[._/@+#-][^\W_]+)*|[,;:.!?()\[\]{}\n\u2014\u2013]")
_SUFFIXES = ("'s", "'re", "'ll", "'ve", "'d", "'m")


def _norm(text: str) -> str:
    text = unicodedata.normalize("NFKC", text or "").translate(_APOSTROPHES)
    return text.casefold()


@dataclasses.dataclass(frozen=True)
class Word:
    """A content word and whether a negation in its clause counts for it."""

    text: str
    negated: bool = False


def content_words(text: str) -> list[Word]:
    """The content words of ``text`` in order, each with its negation.

    A negation (not, never, no, n't, stop, avoid, ...) counts for the next content word of
    its clause; two before the same word cancel; a clause break drops one still pending.
    """
    out: list[Word] = []
    pending = 0
    for token in _TOKEN.findall(_norm(text)):
        if not token[0].isalnum():
            pending = 0  # punctuation ends the clause
            continue
        if token.endswith("n't"):
            pending += 1  # don't, isn't, won't, can't ...
            continue
        for suffix in _SUFFIXES:
            if token.endswith(suffix):
                token = token[: -len(suffix)]
                break
        if token in CLAUSE_WORDS:
            pending = 0
        elif token in NEGATIONS:
            pending += 1
        elif token not in STOPWORDS:
            out.append(Word(token, pending % 2 == 1))
            pending = 0
    return out


def words_pair(a: str, b: str) -> bool:
    """The same word for crediting: equal; or, for words of letters only, one of four
    letters or more starting the other ("repo" / "repository"), or a shared five-letter
    start ("deploying" / "deployment"). Words with digits or symbols pair only when equal,
    so "v1.0.4" never pairs with "v1.0.5" nor "python3" with "python2"."""
    if a == b:
        return True
    if not (a.isalpha() and b.isalpha()):
        return False
    short, long = sorted((a, b), key=len)
    if len(short) >= 4 and long.startswith(short):
        return True
    return len(short) >= 5 and a[:5] == b[:5]


# --- what the person typed ------------------------------------------------------------

def _quote(said: str) -> str:
    """``said`` as matched: normalized, without surrounding quotes or end punctuation."""
    text = re.sub(r"\s+", " ", _norm(said)).strip()
    return text.strip(" \"'").rstrip(".!,;:").strip(" \"'")


def appears_in(said: str, typed: Iterable[str]) -> bool:
    """Whether ``said`` is, word for word and with its punctuation, inside one of ``typed``.

    Case, runs of whitespace and curly quotes do not matter; punctuation inside the quote
    does, since a comma decides which word a "no" negates ("no, use pnpm").
    """
    quote = _quote(said)
    if not quote or not any(c.isalnum() for c in quote):
        return False
    pattern = re.compile(r"(?<![^\W_])" + re.escape(quote) + r"(?![^\W_])")
    return any(pattern.search(re.sub(r"\s+", " ", _norm(t))) for t in typed if isinstance(t, str))


def typed_messages(messages: Iterable[dict]) -> list[str]:
    """What the person typed, out of normalized transcript messages (``typed`` is true)."""
    return [
        m["content"] for m in messages
        if m.get("typed") is True and m.get("role") == "user" and isinstance(m.get("content"), str)
    ]


# --- crediting a note -----------------------------------------------------------------

@dataclasses.dataclass(frozen=True)
class Grounding:
    """Whether a note is credited to the person, and why (a sentence for the agent)."""

    credited: bool
    reason: str


def ground_note(note: str, said: str, typed: Sequence[str]) -> Grounding:
    """Credit ``note`` to the person when ``said`` is in what they typed and the note says
    what those words say and no more (seed §12)."""
    if not _quote(said or ""):
        return Grounding(False, "no words of the person's were quoted (said is empty)")
    if not appears_in(said, typed):
        return Grounding(False, "the quoted words are not in anything the person typed this session")
    wanted = content_words(note)
    if not wanted:
        return Grounding(False, "the note has no words of its own to check against the quote")
    have = content_words(said)
    at = 0
    for w in wanted:
        j = next((j for j in range(at, len(have)) if words_pair(w.text, have[j].text)
                  and w.negated == have[j].negated), None)
        if j is None:
            return Grounding(False, _why_not(w, have, at))
        at = j + 1
    return Grounding(True, "credited: every word of the note is in the person's words, in order, "
                           "negated as they said it")


def _why_not(w: Word, have: list[Word], at: int) -> str:
    same = [j for j, h in enumerate(have) if words_pair(w.text, h.text)]
    if not same:
        return f"{w.text!r} is not in the quoted words"
    if any(j >= at for j in same):
        said_as = "not negated" if w.negated else "negated"
        return f"{w.text!r} is {said_as} in the quoted words"
    return f"{w.text!r} comes in another order in the quoted words"


# --- asking to forget -----------------------------------------------------------------

MEMORY_WORDS = frozenset("memory memories note notes rule rules preference preferences".split())
_FORGET_VERBS = frozenset({"forget"})
_REMOVE_VERBS = frozenset({"remove", "delete"})
_PHRASES = (re.compile(r"(?<![^\W_])no longer true(?![^\W_])"),)
_ASK_VOCABULARY = MEMORY_WORDS | _FORGET_VERBS | _REMOVE_VERBS | {"longer", "true", "outdated"}
_NEARBY = 3  # a remove/delete counts with a memory word this many content words away


@dataclasses.dataclass(frozen=True)
class ForgetMatch:
    """The memory the person's words ask to forget, and the words of theirs that name it."""

    id: str
    words: tuple[str, ...]


def asks(said: str) -> str | None:
    """The words of ``said`` that ask for something to be forgotten, or None.

    "forget" (not "don't forget"); "remove" or "delete" beside memory, note, rule or
    preference (not "remove pnpm from package.json"); "no longer true"; "outdated".
    """
    text = re.sub(r"\s+", " ", _norm(said or ""))
    for phrase in _PHRASES:
        m = phrase.search(text)
        if m:
            return m.group(0)
    for words in (content_words(c) for c in _clause_texts(text)):
        for i, w in enumerate(words):
            if w.negated:
                continue
            if w.text in _FORGET_VERBS or w.text == "outdated":
                return w.text
            if w.text in _REMOVE_VERBS:
                near = words[max(0, i - _NEARBY): i + _NEARBY + 1]
                beside = next((n.text for n in near if n.text in MEMORY_WORDS), None)
                if beside:
                    return f"{w.text} ... {beside}"
    return None


def _clause_texts(text: str) -> list[str]:
    out, current = [], []
    for token in _TOKEN.findall(text):
        if not token[0].isalnum() or token in CLAUSE_WORDS:
            out.append(" ".join(current))
            current = []
        else:
            current.append(token)
    out.append(" ".join(current))
    return [c for c in out if c]


def _naming_words(said: str) -> list[str]:
    seen: list[str] = []
    for w in content_words(said):
        if w.text not in _ASK_VOCABULARY and w.text not in seen:
            seen.append(w.text)
    return seen


def names(said: str, memories: Mapping[str, Sequence[str]]) -> dict[str, tuple[str, ...]]:
    """For each memory, the words of ``said`` that name it: a word of its text (or of a
    credited note's quote) that not every memory shares."""
    words = {mid: {w.text for t in texts for w in content_words(t or "")} for mid, texts in memories.items()}

    def has(mid: str, word: str) -> bool:
        return any(words_pair(word, x) for x in words[mid])

    out: dict[str, tuple[str, ...]] = {}
    for word in _naming_words(said):
        holders = [mid for mid in memories if has(mid, word)]
        if len(memories) > 1 and len(holders) == len(memories):
            continue  # a word every memory shares names none of them
        for mid in holders:
            out[mid] = out.get(mid, ()) + (word,)
    return out


def asks_to_forget(
    said: str,
    typed: Sequence[str],
    memories: Mapping[str, Sequence[str]],
    target: str | None = None,
) -> ForgetMatch | None:
    """The memory the person's words ask to forget, or None (seed §12).

    ``memories`` maps each memory's id to the texts that name it: its text, and for a
    credited note its quote. ``said`` must be in ``typed``, must ask (``asks``) and must
    name the memory. With ``target``, only that memory can match; without, the one named
    by the most words (the first of a tie, in ``memories``' order).
    """
    return _forget_check(said, typed, memories, target)[0]


def _forget_check(
    said: str, typed: Sequence[str], memories: Mapping[str, Sequence[str]], target: str | None
) -> tuple[ForgetMatch | None, str]:
    if not _quote(said or ""):
        return None, "no words of the person's were quoted (said is empty)"
    if not appears_in(said, typed):
        return None, "the quoted words are not in anything the person typed this session"
    if not asks(said):
        return None, "the person's words do not ask for a memory to be forgotten"
    named = names(said, memories)
    if target is not None:
        if target not in named:
            return None, "the person's words do not name that memory"
        return ForgetMatch(target, named[target]), "the person asked to forget it"
    if not named:
        return None, "the person's words do not name any one memory"
    best = max(named, key=lambda mid: len(named[mid]))  # max keeps the first of a tie
    return ForgetMatch(best, named[best]), "the person asked to forget it"


def query_score(query: str, texts: Sequence[str]) -> int:
    """How many content words of ``query`` a memory's texts have (for "closest")."""
    have = {w.text for t in texts for w in content_words(t or "")}
    return sum(1 for w in {q.text for q in content_words(query)} if any(words_pair(w, h) for h in have))


# --- the edges: the store -------------------------------------------------------------

@dataclasses.dataclass
class RememberResult:
    id: str
    text: str
    kind: str
    said: str
    credited: bool
    reason: str
    state: str
    session: str | None = None

    def as_dict(self) -> dict:
        return dataclasses.asdict(self)

    def message(self) -> str:
        """What the agent is told."""
        if self.state == "confirmed":
            return f"Saved note {self.id}: {self.text!r}, active now ({self.reason})."
        return (
            f"Saved note {self.id}: {self.text!r} as unconfirmed ({self.reason}); it stays out of "
            f"the digest until the person confirms it (`lc-memory confirm {self.id}` or the "
            "Project memory page)."
        )


@dataclasses.dataclass
class ForgetResult:
    removed: bool
    reason: str
    id: str | None = None
    text: str | None = None
    closest: dict | None = None

    def as_dict(self) -> dict:
        return dataclasses.asdict(self)

    def message(self) -> str:
        if self.removed:
            return f"Removed {self.id}: {self.text!r}."
        if not self.closest:
            return f"Removed nothing: {self.reason}."
        c = self.closest
        return (
            f"Removed nothing: {self.reason}. The closest memory is {c['id']}: {c['text']!r} "
            f"({c['state']}); the person can remove it with `lc-memory delete {c['id']}` or the "
            "Project memory page."
        )


def remember(
    store: Store,
    text: str,
    *,
    said: str,
    typed: Sequence[str],
    kind: str = "project",
    session: str | None = None,
    now: dt.datetime | None = None,
) -> RememberResult:
    """Save a note: credited against ``typed`` (``ground_note``), scrubbed, appended to
    facts.jsonl, then MEMORY.md is rewritten so a credited note is in the digest at once."""
    text = re.sub(r"\s+", " ", text or "").strip()
    said = (said or "").strip()
    if not text:
        raise StoreError("a note needs text")
    if kind not in NOTE_KINDS:
        raise StoreError(f"unknown note kind {kind!r} (one of {', '.join(NOTE_KINDS)})")
    store.config  # a malformed config stops us before anything is written
    now = now or utcnow()
    grounding = ground_note(text, said, typed)
    clean = redact_secrets(text)
    record = {
        "op": "observe", "id": fact_id(clean, origin="person"), "text": clean, "kind": kind,
        "session": session, "at": iso(now), "origin": "person",
        "said": redact_secrets(said), "credited": grounding.credited,
    }
    store.append_facts([record])
    folded = _refresh(store, now)
    fact = next(f for f in folded if f.id == record["id"])
    # The fold decides what stands: a note credited earlier keeps its words and date.
    return RememberResult(fact.id, fact.text, fact.kind, fact.said or "", fact.credited,
                          grounding.reason, fact.state, session)


def forget(
    store: Store,
    query: str,
    *,
    said: str,
    typed: Sequence[str],
    now: dt.datetime | None = None,
) -> ForgetResult:
    """Remove the memory that best matches ``query``, only when the person's words ask for
    it and name it (``asks_to_forget``); otherwise remove nothing and say what came closest."""
    from .seal import facts as folded_facts

    store.require()
    now = now or utcnow()
    facts = folded_facts(store, now)
    memories = {f.id: _naming_texts(f) for f in facts}
    scored = [(query_score(query or "", memories[f.id]), i, f) for i, f in enumerate(facts)]
    scored = [s for s in scored if s[0] > 0]
    if not scored:
        # Nothing answers the query: the person's own words may still point somewhere.
        named = names(said or "", memories)
        closest = next((f for f in facts if f.id in named), None)
        return ForgetResult(False, f"no memory matches {query!r}", closest=_brief(closest))
    best = max(scored, key=lambda s: (s[0], -s[1]))[2]
    match, reason = _forget_check(said, typed, memories, best.id)
    if match is None:
        return ForgetResult(False, reason, closest=_brief(best))
    record = {"op": "forget", "id": best.id, "at": iso(now)}
    with locked(store.facts_path):
        filter_jsonl(store.facts_path, lambda r: None if r.get("id") == best.id else r, [record])
    _refresh(store, now)
    return ForgetResult(True, f"{reason} ({', '.join(match.words)})", best.id, best.text)


def _naming_texts(f: Fact) -> list[str]:
    return [f.text, f.said or ""] if f.origin == "person" and f.credited else [f.text]


def _brief(f: Fact | None) -> dict | None:
    return {"id": f.id, "text": f.text, "state": f.state} if f else None


def _refresh(store: Store, now: dt.datetime) -> list[Fact]:
    """The fold after a write, with MEMORY.md rewritten (so a forgotten text leaves it too)."""
    from .seal import consolidate, facts as folded_facts

    if store.config.enabled or store.memory_md.exists():
        consolidate(store, now=now)
    return folded_facts(store, now)
