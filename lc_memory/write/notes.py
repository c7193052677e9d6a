"""Memory from the person (seed §12): notes credited to their own words, and forget.

The middle is pure: ``ground_note(note, said, typed)`` decides whether a note can be
credited to the person, ``asks_to_forget(said, typed, memories)`` whether their words ask
for a memory to be forgotten and name it. Code decides, never the model: ``said`` (the
words an agent quotes) only counts when it is a whole clause of what the person typed
themselves this session (``typed``: not tool output, not a retried or resumed goal), read
with the sentence around it.

The quote (``find_quote``):

- is looked for in the person's **own words** (``own_words``): a code block, a block quote,
  a stretch that starts like a file (a Markdown heading, a diff) and a run of more than
  ``PASTED_LINES`` lines are pasted, not typed;
- must be a **whole clause**: it starts and ends at a clause boundary (a sentence end,
  ``;``, ``:``, a line break, a list marker, a comma before a conjunction, a comma after a
  lone "no" / "ok" / "also" ...), so "push to main without review" is not a quote of
  "Never push to main without review";
- must not sit in a **question**, an **embedded or reported frame** ("I don't think ...",
  "it's not true that ...", "someone said ...", "should we ..."), and a **conditional**
  ("if", "unless", "when" ...) of its sentence must be inside the quote and said by the note.

The note (``ground_note``) must then say what the quote says and no more: every content
word of it comes from the quote (the same word or the same Snowball stem, so "deploying" is
"deployment" but "harmless" is never "harm"), in the same order, each negated as it is in
the quote, and it may not leave out a word that the quote negates or qualifies ("rarely",
"maybe", "forbidden" ...) in a clause it draws from. Words naming where a note applies
("repo", "project", "codebase", "here") need not be quoted. Word overlap is not enough:
"use npm, never pnpm" has every word of "use pnpm, never npm" and says the opposite.

The edges, ``save_note(store, ...)`` and ``remove_note(store, ...)``, write facts.jsonl: a
note is an ``observe`` record with ``origin: "person"``; the fold makes a credited one
``confirmed`` at once and keeps any other as ``unconfirmed`` (one Confirm makes it
active). ``remove_note`` appends a ``forget`` record and takes the text off disk. They are
called by ``Memory.remember`` / ``Memory.forget``, which then refresh MEMORY.md;
``remember`` and ``forget`` here are those methods' function forms.
"""

from __future__ import annotations

import dataclasses
import datetime as dt
import functools
import re
import unicodedata
from typing import Iterable, Mapping, Sequence

import snowballstemmer

from lc_memory import lexicon
from lc_memory.clock import iso, utcnow
from lc_memory.redact.engine import redact_secrets
from lc_memory.state.fold import Fact, fact_id, fold
from lc_memory.store.files import Store, StoreError
from lc_memory.store.records import Action, Observation

NOTE_KINDS = ("preference", "project", "reference")

# The word lists crediting reads are data: lexicon/notes.toml (what each is for) and
# lexicon/stopwords.toml ("stopwords.notes").

# Words naming where a note applies: a note may add them ("in this repo") unquoted.
WHERE_WORDS = lexicon.words("notes.where")
# Function words carry no claim of their own; modal, frequency and condition words
# ("must", "always", "only", "if", "when") do, so they are content words and have to be quoted.
STOPWORDS = lexicon.words("stopwords.notes") | WHERE_WORDS
# A clause ends at punctuation or at one of these words; a negation never crosses it.
CLAUSE_WORDS = lexicon.words("notes.clause_breaks")
# A negation counts for the next content word of its clause (particles, the n't forms,
# verbs that stop or forbid what follows: "prevent force pushes", "I forbid pushes to main").
NEGATIONS = lexicon.words("notes.negations")
# Negations that are also a claim of their own ("rarely" is not "never"): a content word that
# negates the next one.
FREQUENCY_NEGATIONS = lexicon.words("notes.frequency_negations")
# Words a note may not leave out of a clause it draws from: they qualify or reverse it.
KEEP_WORDS = FREQUENCY_NEGATIONS | lexicon.words("notes.qualifiers")
# Words that judge or forbid what the quote names: wherever they are in the quote, the note
# must say them too ("Pushing to main: bad idea" is no note "Push to main").
VERDICT_WORDS = lexicon.words("notes.verdicts")
# A condition of the quote's sentence: it must be inside the quote, and the note must say it.
CONDITIONS = lexicon.ordered("notes.conditions")

_APOSTROPHES = str.maketrans({"\u2019": "'", "\u2018": "'", "\u02bc": "'", "`": "'",
                              "\u201c": '"', "\u201d": '"'})
_TOKEN = re.compile(r"[^\W_]+(?:'[^\W_]+)?(?:[._/@+#-][^\W_]+)*|[,;:.!?()\[\]{}\n\u2014\u2013]")
_SUFFIXES = ("'s", "'re", "'ll", "'ve", "'d", "'m")
_PHRASES = ((re.compile(r"(?<![^\W_])no[ -]longer(?![^\W_])"), "nolonger"),
            (re.compile(r"(?<![^\W_])no[ -]one(?![^\W_])"), "noone"),
            (re.compile(r"(?<![^\W_])used to(?![^\W_])"), "usedto"))


def _norm(text: str) -> str:
    text = unicodedata.normalize("NFKC", text or "").translate(_APOSTROPHES)
    return text.casefold()


@dataclasses.dataclass(frozen=True)
class Word:
    """A content word, whether a negation in its clause counts for it, its clause, and
    whether it comes after a copula in its clause (what "X is ..." says about X)."""

    text: str
    negated: bool = False
    clause: int = 0
    predicate: bool = False


def _tokens(text: str) -> list[str]:
    text = _norm(text)
    for pattern, joined in _PHRASES:
        text = pattern.sub(joined, text)
    return _TOKEN.findall(text)


def content_words(text: str) -> list[Word]:
    """The content words of ``text`` in order, each with its negation and clause number.

    A negation (not, never, no, n't, no longer, nobody, stop, avoid, refrain, rarely ...)
    counts for the next content word of its clause; two before the same word cancel; a
    clause break drops one still pending.
    """
    out: list[Word] = []
    pending = 0
    clause = 0
    copula = False
    for token in _tokens(text):
        if not token[0].isalnum():
            pending, clause, copula = 0, clause + 1, False  # punctuation ends the clause
            continue
        if token.endswith("n't"):
            pending += 1  # don't, isn't, won't, can't ...
            copula = copula or token in _COPULAS
            continue
        for suffix in _SUFFIXES:
            if token.endswith(suffix):
                token = token[: -len(suffix)]
                break
        if token in CLAUSE_WORDS:
            pending, clause, copula = 0, clause + 1, False
        elif token in NEGATIONS:
            pending += 1
        elif token in FREQUENCY_NEGATIONS:
            out.append(Word(token, pending % 2 == 1, clause, copula))
            pending = 1
        elif token not in STOPWORDS:
            out.append(Word(token, pending % 2 == 1, clause, copula))
            pending = 0
        copula = copula or token in _COPULAS
    return out


# Negations that cannot stand alone as a verb ("then stop." is no dangling negation).
_NEGATION_PARTICLES = lexicon.words("notes.negation_particles")
_COPULAS = lexicon.words("notes.copulas")


def dangling_negation(text: str) -> bool:
    """Whether a negation in ``text`` governs no word after something was said: "Force
    push: never", "Skip review. Don't." (An answer "No, ..." before any word is not.)"""
    pending = False
    seen = False
    for token in _tokens(text):
        ends = not token[0].isalnum() or token in CLAUSE_WORDS
        if ends:
            if pending and seen:
                return True
            pending = False
        elif token.endswith("n't") or token in _NEGATION_PARTICLES:
            pending = True
        elif token not in STOPWORDS:
            pending, seen = False, True
    return pending and seen


@functools.lru_cache(maxsize=4096)
def stem(word: str) -> str:
    """The Snowball (Porter2) English stem: "deploying" and "deployment" are "deploy";
    "harmless" stays "harmless", so it never pairs with "harm"."""
    return _STEMMER.stemWord(word)


_STEMMER = snowballstemmer.stemmer("english")


def words_pair(a: str, b: str) -> bool:
    """The same word for crediting: equal, or, for words of letters only, the same stem.
    The stemmer strips inflections only, never a negating prefix or suffix (un-, dis-,
    -less, -free), so "harm" / "harmless" and "allow" / "disallow" stay apart; words with
    digits or symbols pair only when equal ("v1.0.4" is not "v1.0.5")."""
    if a == b:
        return True
    if not (a.isalpha() and b.isalpha()):
        return False
    return stem(a) == stem(b)


# --- what the person typed: their own words -------------------------------------------

PASTED_LINES = 6  # a run of more lines than this, without a blank line, was pasted
_FENCE = re.compile(r"^\s*(```|~~~)")
_QUOTED = re.compile(r"^\s*>")
_INDENTED = re.compile(r"^(?: {4}|\t)\s*\S")
# A line that starts a pasted file: a Markdown heading, a diff, front matter, a JSON or INI head.
_FILE_START = re.compile(
    r"^(?:#{1,6}\s+\S|diff --git |--- a/|\+\+\+ b/|@@ -\d|---\s*$|<\?xml|<!doctype|\{\s*$|\[[\w.-]+\]\s*$)",
    re.IGNORECASE,
)


def own_words(message: str) -> str:
    """``message`` without what the person pasted into it: fenced code blocks, block-quoted
    lines, everything from a line that starts like a file (a Markdown
    heading, a diff header, front matter, ``{`` or ``[section]``) to the end, and any run of
    more than ``PASTED_LINES`` lines without a blank line. Each cut leaves a line break, so
    a quote can never run across it."""
    kept: list[str] = []
    fence = False
    for line in (message or "").splitlines():
        if fence or _FENCE.match(line):
            if _FENCE.match(line):
                fence = not fence
            kept.append("")
            continue
        if _QUOTED.match(line) or _INDENTED.match(line):
            kept.append("")  # a block quote, or an indented (Markdown code) block
            continue
        if _FILE_START.match(line):
            break
        kept.append(line)
    out: list[str] = []
    run: list[str] = []
    for line in [*kept, ""]:
        if line.strip():
            run.append(line)
            continue
        out.extend(run if len(run) <= PASTED_LINES else [""])
        out.append("")
        run = []
    return "\n".join(out).strip("\n")


def _flat(text: str) -> str:
    """Normalized for matching: case, curly quotes and runs of spaces do not matter;
    line breaks stay (they end a clause)."""
    text = re.sub(r"[^\S\n]+", " ", _norm(text))
    return re.sub(r" ?\n[\s]*", "\n", text).strip()


def _quote(said: str) -> str:
    """``said`` as matched: normalized, without surrounding quotes or end punctuation."""
    text = re.sub(r"\s+", " ", _norm(said)).strip()
    return text.strip(" \"'").rstrip(".!,;:").strip(" \"'")


def _pattern(quote: str) -> re.Pattern:
    body = r"\s+".join(re.escape(p) for p in quote.split(" "))
    return re.compile(r"(?<![^\W_])" + body + r"(?![^\W_])")


def appears_in(said: str, typed: Iterable[str]) -> bool:
    """Whether ``said`` is, word for word and with its punctuation, inside the person's own
    words (``own_words``) of one of ``typed``. Case, runs of whitespace and curly quotes do
    not matter; punctuation inside the quote does ("no, use pnpm" is not "no use pnpm")."""
    quote = _quote(said)
    if not quote or not any(c.isalnum() for c in quote):
        return False
    pattern = _pattern(quote)
    return any(pattern.search(_flat(own_words(t))) for t in typed if isinstance(t, str))


def typed_messages(messages: Iterable[dict]) -> list[str]:
    """What the person typed, out of normalized transcript messages (``typed`` is true)."""
    return [
        m["content"] for m in messages
        if m.get("typed") is True and m.get("role") == "user" and isinstance(m.get("content"), str)
    ]


# --- the quote in its sentence ------------------------------------------------------

# Words that may stand between a clause boundary and the quote ("please use pnpm", "also, ...").
LEAD_WORDS = lexicon.words("notes.lead_words")
# A lone word before a comma that leaves the rest its own clause ("no, use pnpm").
INTERJECTIONS = lexicon.words("notes.interjections")
# A comma before one of these ends a clause.
CONJUNCTIONS = lexicon.words("notes.conjunctions")
# A comma before one of these starts a new clause with its own subject ("..., we moved to bun").
SUBJECTS = lexicon.words("notes.subjects")
TRAIL_WORDS = lexicon.ordered("notes.trail_words")
_SENTENCE_END = re.compile(r"[.!?]+(?=\s|$)|\n")
_LIST_MARKER = re.compile(r"\n[^\S\n]*(?:[-*+\u2022]|\d+[.)])$")
_WH_OPENER = re.compile(r"(?:" + lexicon.alternation("notes.wh_openers") + r")\b")
_AUX_OPENER = re.compile(
    r"(?:" + lexicon.alternation("notes.question_auxiliaries") + r")\s+"
    r"(?:" + lexicon.alternation("notes.question_subjects") + r")\b"
)
# A polite question that asks to forget: "could you forget ..." (the verbs of asks_to_forget).
_POLITE_REQUEST = re.compile(r"(?:please\s+)?(?:can|could|would|will)\s+you\s+(?:please\s+)?"
                             r"(?:" + lexicon.alternation("notes.forget_verbs") + "|"
                             + lexicon.alternation("notes.remove_verbs") + r")\b")
# Frames that embed, report or doubt what follows: nothing inside them is a rule.
_FRAMES = re.compile(
    r"\b(?:"
    r"(?:don't|do not|doesn't|does not|didn't|did not|never|not)\s+(?:think|believe|agree|feel|suppose|reckon)|"
    r"not sure|unsure|doubt|disagree|"
    r"(?:not|isn't|is not|wasn't|was not|never)\s+(?:true|the case|correct|right)\s+that|"
    r"(?:false|untrue|wrong|incorrect|a myth|nonsense)\s+that|"
    r"(?!(?:i|we|that|which|note|notes|rule|rules|memory|preference)\b)[\w.-]+\s+(?:said|says|claims?|claimed|suggests?|suggested|wrote|writes|insists?|insisted|"
    r"thinks|believes|told me|told us|wants you to|asked me|asked us)|"
    r"(?:was|were)\s+told|i heard|we heard|heard that|according to|apparently|supposedly|allegedly|"
    r"reportedly|rumou?rs?|"
    r"wonder|wondering|whether|(?:should|shall|can|could|do|would)\s+we|"
    r"imagine|suppose|supposing|pretend|hypothetically|let's say|what if|"
    r"just kidding|kidding|jk|said nobody|said no one|"
    r"[\w.'-]+\s+(?:recommends?|recommended|advises?|advised|proposes?|proposed)|"
    r"(?:advice|recommendation|suggestion|tip|proposal)s?(?=\s*:)|"
    r"(?:last time|before|once)\s+i\s+said|i used to say|used to say"
    r")\b"
)
# Said after the quote, in the same message: the person takes it back or doubts it.
_RETRACTION = re.compile(
    r"\b(?:just kidding|kidding|jk|that was wrong|i was wrong|not anymore|scratch that|"
    r"ignore that|never ?mind|disregard that|is (?:it|this|that) (?:still )?(?:true|right|correct|valid))\b"
)
_CONDITION = re.compile(r"\b(?:" + "|".join(c.replace(" ", r"\s+") for c in CONDITIONS) + r")\b")


@dataclasses.dataclass(frozen=True)
class Quote:
    """Where ``said`` was found as a whole clause, and what its sentence asks of a note."""

    message: str            # the person's own words, normalized
    start: int
    end: int
    sentence: str           # the sentence(s) the quote is in
    conditions: tuple[str, ...] = ()  # condition words inside the quote the note must say


def _last_word(text: str) -> re.Match | None:
    return re.search(r"([^\W_]+(?:'[^\W_]+)?)[^\S\n]*$", text)


_LOOK_BACK = 300  # characters before a quote that decide where its clause starts


def _starts_clause(text: str, start: int, quote: str) -> bool:
    base = max(0, start - _LOOK_BACK)  # a bounded look back: lead words never cost O(n^2)
    pre = ("\n" if base == 0 else "") + text[base:start]
    stripped: list[str] = []
    while (m := _last_word(pre)) and m.group(1) in LEAD_WORDS:
        stripped.append(m.group(1))
        pre = pre[: m.start()]
    pre = pre.rstrip(" ")
    if not pre:
        return False  # the look back was all lead words: no boundary in sight
    if pre[-1] in ".!?;:\n(\"'[" or _LIST_MARKER.search(pre):
        return True
    if pre[-1] != ",":
        return False
    first = quote.split(" ", 1)[0]
    if first in CONJUNCTIONS | SUBJECTS or any(w in CONJUNCTIONS for w in stripped):
        return True
    before = re.split(r"[.!?;:,\n]", pre[:-1])[-1].strip(" \"'(")
    return before in INTERJECTIONS


def _ends_clause(text: str, end: int) -> bool:
    post = text[end:end + _LOOK_BACK].lstrip(" ")
    for word in TRAIL_WORDS:
        if re.match(re.escape(word) + r"\b", post):
            post = post[len(word):].lstrip(" ")
            break
    if not post or post[0] in ".!?;:\n)\"']":
        return True
    if post[0] != ",":
        return False
    rest = post[1:].lstrip(" ")
    first = re.match(r"[^\W_]+", rest)
    return not rest or rest[0] == "\n" or bool(first and (first.group(0) in CONJUNCTIONS | SUBJECTS
                                                          or first.group(0) in ("please", "thanks")))


MAX_SENTENCE = 2000  # characters on either side of a quote: a longer sentence is not read


def _sentence(text: str, start: int, end: int) -> tuple[int, int] | None:
    """The sentence(s) around ``text[start:end]``, or None when one runs on past
    ``MAX_SENTENCE`` characters (no typed rule does; reading it would cost O(n) a match)."""
    base = max(0, start - MAX_SENTENCE)
    s = max((m.end() for m in _SENTENCE_END.finditer(text, base, start)), default=None)
    if s is None:
        if base > 0:
            return None
        s = 0
    m = _SENTENCE_END.search(text, end, end + MAX_SENTENCE)
    if m is None and end + MAX_SENTENCE < len(text):
        return None
    return s, (m.end() if m else len(text))


def _opens_a_question(piece: str) -> bool:
    piece = re.sub(r"^[^\S\n]*(?:[-*+\u2022]|\d+[.)])\s+", "", piece.strip()[:_LOOK_BACK])
    while (m := re.match(r"([^\W_]+)[,\s]+", piece)) and m.group(1) in LEAD_WORDS:
        piece = piece[m.end():]
    return bool(_WH_OPENER.match(piece) or _AUX_OPENER.match(piece))


def _read_sentence(text: str, start: int, end: int, *, request: bool) -> tuple[str | None, tuple[str, ...]]:
    """What the sentence around ``text[start:end]`` says about it: a reason it is no rule
    (a question, a frame, a condition outside the quote), and the conditions inside it."""
    bounds = _sentence(text, start, end)
    if bounds is None:
        return f"the quoted words are in a sentence of more than {MAX_SENTENCE} characters, not read as a rule", ()
    s, e = bounds
    sentence = text[s:e]
    pieces = [p for p in re.split(r"[.!?]+\s+|\n", sentence) if p.strip()]
    polite = request and any(_POLITE_REQUEST.match(p.strip()) for p in pieces)
    if not polite and ("?" in sentence or any(_opens_a_question(p) for p in pieces)):
        return "the quoted words are in a question, not a statement", ()
    frame = _FRAMES.search(sentence)
    if frame:
        return (f"the quoted words are inside {frame.group(0)!r}: reported, doubted or embedded, "
                "not said as a rule"), ()
    taken_back = _RETRACTION.search(text, e, e + _LOOK_BACK)
    if taken_back:
        return f"the person takes the quoted words back ({taken_back.group(0)!r})", ()
    inside: list[str] = []
    for m in _CONDITION.finditer(sentence):
        if not (start <= s + m.start() and s + m.end() <= end):
            return f"the quoted words depend on a condition ({m.group(0)!r}) left out of the quote", ()
        inside.append(re.sub(r"\s+", " ", m.group(0)))
    return None, tuple(inside)


MAX_MATCHES = 100  # places a quote is tried in one message


def find_quote(said: str, typed: Sequence[str], *, request: bool = False) -> tuple[Quote | None, str]:
    """Where ``said`` is a whole clause of the person's own words, read in its sentence;
    or None and the reason it is not. ``request``: a polite question ("could you forget
    ...") counts as asking."""
    quote = _quote(said or "")
    if not quote or not any(c.isalnum() for c in quote):
        return None, "no words of the person's were quoted (said is empty)"
    pattern = _pattern(quote)
    reason = None
    for raw in typed:
        if not isinstance(raw, str):
            continue
        text = _flat(own_words(raw))
        for n, m in enumerate(pattern.finditer(text)):
            if n == MAX_MATCHES:
                break
            if not (_starts_clause(text, m.start(), quote) and _ends_clause(text, m.end())):
                reason = reason or ("the quoted words are only part of a clause the person typed: quote "
                                    "the whole clause, with what comes before and after it")
                continue
            why, conditions = _read_sentence(text, m.start(), m.end(), request=request)
            if why:
                reason = why
                continue
            s, e = _sentence(text, m.start(), m.end()) or (m.start(), m.end())
            return Quote(text, m.start(), m.end(), text[s:e], conditions), ""
        if reason is None and pattern.search(_flat(raw)):
            reason = ("the quoted words are only in text the person pasted (a code block, a quote "
                      "or a file), not in words they typed")
    return None, reason or "the quoted words are not in anything the person typed this session"


# --- crediting a note -----------------------------------------------------------------

@dataclasses.dataclass(frozen=True)
class Grounding:
    """Whether a note is credited to the person, and why (a sentence for the agent)."""

    credited: bool
    reason: str


def ground_note(note: str, said: str, typed: Sequence[str]) -> Grounding:
    """Credit ``note`` to the person when ``said`` is a whole clause of what they typed and
    the note says what those words say and no more (seed §12)."""
    quote, reason = find_quote(said, typed)
    if quote is None:
        return Grounding(False, reason)
    wanted = content_words(note)
    if not wanted:
        return Grounding(False, "the note has no words of its own to check against the quote")
    have = content_words(said)
    at = 0
    used: set[int] = set()
    for w in wanted:
        j = next((j for j in range(at, len(have)) if words_pair(w.text, have[j].text)
                  and w.negated == have[j].negated), None)
        if j is None:
            return Grounding(False, _why_not(w, have, at))
        used.add(j)
        at = j + 1
    clauses = {have[j].clause for j in used}
    for j, h in enumerate(have):
        if j in used or h.clause not in clauses:
            continue
        if h.negated:
            return Grounding(False, f"the note leaves out {h.text!r}, which the quoted words negate")
        if h.text in KEEP_WORDS:
            word = "used to" if h.text == "usedto" else h.text
            return Grounding(False, f"the note leaves out {word!r}, which qualifies the quoted words")
        if h.predicate:
            return Grounding(False, f"the note leaves out {h.text!r}, which is what the quoted words say about it")
    kept = {w.text for w in wanted}
    for h in have:
        if h.text in VERDICT_WORDS and h.text not in kept:
            return Grounding(False, f"the note leaves out {h.text!r}, the quoted words' verdict")
    if dangling_negation(said):
        return Grounding(False, "a negation in the quoted words governs no word of its own clause "
                                "(\"...: never\"); quote it with what it negates")
    note_text = " ".join(_tokens(note))
    for condition in quote.conditions:
        if not re.search(r"\b" + condition.replace(" ", r"\s+") + r"\b", note_text):
            return Grounding(False, f"the quoted words hold only {condition!r} something; the note must say so")
    return Grounding(True, "credited: every word of the note is in a whole clause the person typed, "
                           "in order, negated as they said it")


def _why_not(w: Word, have: list[Word], at: int) -> str:
    same = [j for j, h in enumerate(have) if words_pair(w.text, h.text)]
    if not same:
        return f"{w.text!r} is not in the quoted words"
    if any(j >= at for j in same):
        said_as = "not negated" if w.negated else "negated"
        return f"{w.text!r} is {said_as} in the quoted words"
    return f"{w.text!r} comes in another order in the quoted words"


# --- asking to forget -----------------------------------------------------------------

MEMORY_WORDS = lexicon.words("notes.memory_words")
_FORGET_VERBS = lexicon.words("notes.forget_verbs")
_REMOVE_VERBS = lexicon.words("notes.remove_verbs")
_STALE = lexicon.words("notes.stale")
_NOT_TRUE = lexicon.words("notes.not_true")  # negated: "no longer true"
_ASK_LEAD = lexicon.words("notes.ask_lead")
_ASK_VOCABULARY = (MEMORY_WORDS | _FORGET_VERBS | _REMOVE_VERBS | _STALE | _NOT_TRUE
                   | lexicon.words("notes.ask_words"))
_NEARBY = 3  # a remove/delete counts with a memory word this many content words away


@dataclasses.dataclass(frozen=True)
class ForgetMatch:
    """The memory the person's words ask to forget, and the words of theirs that name it."""

    id: str
    words: tuple[str, ...]


def _clause_texts(text: str) -> list[str]:
    out, current = [], []
    for token in _tokens(text):
        if not token[0].isalnum() or token in CLAUSE_WORDS:
            out.append(" ".join(current))
            current = []
        else:
            current.append(token)
    out.append(" ".join(current))
    return [c for c in out if c]


def _asking(clause: str) -> str | None:
    """The words of one clause that ask for a memory to be forgotten, or None: a clause that
    opens with "forget" (after "please", "can you" ...), one that opens with "remove" /
    "delete" beside a memory word, or one that calls something outdated / no longer true."""
    tokens = clause.split()
    lead = 0
    while lead < len(tokens) and tokens[lead] in _ASK_LEAD:
        lead += 1
    words = content_words(clause)
    if lead < len(tokens) and tokens[lead] in _FORGET_VERBS:
        return tokens[lead]
    if lead < len(tokens) and tokens[lead] in _REMOVE_VERBS:
        near = words[: _NEARBY + 2]
        beside = next((n.text for n in near if n.text in MEMORY_WORDS), None)
        if beside:
            return f"{tokens[lead]} ... {beside}"
    for w in words:
        if (w.text in _STALE and not w.negated) or (w.text in _NOT_TRUE and w.negated):
            return w.text if w.text in _STALE else f"no longer {w.text}"
    return None


def asks(said: str) -> str | None:
    """The words of ``said`` that ask for something to be forgotten, or None.

    "forget" opening a clause (not "don't forget", not "I forget"); "remove" or "delete"
    opening a clause beside memory, note, rule or preference (not "remove pnpm from
    package.json"); "no longer true"; "outdated".
    """
    return next((a for a in map(_asking, _clause_texts(said or "")) if a), None)


def _naming_words(said: str) -> list[str]:
    """The words of the clauses of ``said`` that ask: only they name the memory ("delete the
    note about yarn, pnpm stays" names yarn)."""
    seen: list[str] = []
    for clause in _clause_texts(said or ""):
        if not _asking(clause):
            continue
        for w in content_words(clause):
            if w.text not in _ASK_VOCABULARY and w.text not in seen:
                seen.append(w.text)
    return seen


def names(said: str, memories: Mapping[str, Sequence[str]]) -> dict[str, tuple[str, ...]]:
    """For each memory, the words of the asking clauses of ``said`` that name it: a word of
    its text (or of a credited note's quote) that not every memory shares."""
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
    credited note its quote. ``said`` must be a whole clause of ``typed`` read in its
    sentence (``find_quote``: no question, frame or condition), must ask (``asks``) and its
    asking clause must name the memory. With ``target``, only that memory can match;
    without, the one named by the most words (the first of a tie, in ``memories``' order).
    """
    return _forget_check(said, typed, memories, target)[0]


def _forget_check(
    said: str, typed: Sequence[str], memories: Mapping[str, Sequence[str]], target: str | None
) -> tuple[ForgetMatch | None, str]:
    quote, reason = find_quote(said, typed, request=True)
    if quote is None:
        return None, reason
    if quote.conditions:
        return None, f"the person's words only ask {quote.conditions[0]!r} something holds, not outright"
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


def save_note(
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
    facts.jsonl. ``Memory.remember`` then rewrites MEMORY.md (the after-write rule), so a
    credited note is in the digest at once."""
    raw = text or ""
    text = re.sub(r"\s+", " ", raw).strip()
    said = (said or "").strip()
    if not text:
        raise StoreError("a note needs text")
    if kind not in NOTE_KINDS:
        raise StoreError(f"unknown note kind {kind!r} (one of {', '.join(NOTE_KINDS)})")
    store.config  # a malformed config stops us before anything is written
    now = now or utcnow()
    grounding = ground_note(text, said, typed)
    # scrubbed as written and again on one line: a block's name or a line's start makes some
    # values secrets, running lines together others
    clean = redact_secrets(re.sub(r"\s+", " ", redact_secrets(raw)).strip())
    record = Observation(
        id=fact_id(clean, origin="person"), text=clean, kind=kind, session=session, at=iso(now),
        origin="person", said=redact_secrets(said), credited=grounding.credited,
    )
    store.append_facts([record])
    folded = fold(store.fact_log(), now=now, config=store.config, sessions=store.session_entries())
    fact = next(f for f in folded if f.id == record.id)
    # The fold decides what stands: a note credited earlier keeps its words and date.
    return RememberResult(fact.id, fact.text, fact.kind, fact.said or "", fact.credited,
                          grounding.reason, fact.state, session)


def remove_note(
    store: Store,
    query: str,
    *,
    said: str,
    typed: Sequence[str],
    now: dt.datetime | None = None,
) -> ForgetResult:
    """Remove the memory that best matches ``query``, only when the person's words ask for
    it and name it (``asks_to_forget``); otherwise remove nothing and say what came closest."""
    store.require()
    now = now or utcnow()
    facts = fold(store.fact_log(), now=now, config=store.config, sessions=store.session_entries())
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
    store.remove_fact(best.id, Action(op="forget", id=best.id, at=iso(now)))
    return ForgetResult(True, f"{reason} ({', '.join(match.words)})", best.id, best.text)


def _naming_texts(f: Fact) -> list[str]:
    return [f.text, f.said or ""] if f.origin == "person" and f.credited else [f.text]


def _brief(f: Fact | None) -> dict | None:
    return {"id": f.id, "text": f.text, "state": f.state} if f else None
