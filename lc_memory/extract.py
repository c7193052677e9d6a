"""Extraction: one sealed session into an outcome, files, decisions and at most two facts.

The offline extractor here is deterministic and needs no key; the model lane
(``lc_memory.llm_extract``) fills the same ``Extraction``. The offline one is built on the
session's activity (``lc_memory.activity``): what the person asked and what the agent's
tool calls did (files changed, commits, checks run, the plan), plus the agent's closing
words. Candidate facts come from the agent's closing words, sentences it marked ("Note:"),
and test commands that passed; never from tool results (workspace content, which a
hostile repository controls), and never from the agent's mid-task chatter.
"""

from __future__ import annotations

import dataclasses
import re

from .activity import Activity, activity, check_kind, closing_messages, closing_words, words

MAX_FACTS = 2
MAX_FILES = 20
MAX_DECISIONS = 3
OUTCOME_CHARS = 420
DID_CHARS = 300

_SENTENCE = re.compile(r"(?<=[.!?])\s+(?=[A-Z`\"'(\[])|\n+")
_DECISION = re.compile(
    r"\b(decided|decision|we'll go with|going with|chose|chosen|switch(?:ed)? to|instead of|"
    r"settled on|agreed)\b",
    re.I,
)
# A durable fact states where something lives, what it is or what it uses.
_FACT_VERB = re.compile(
    r"\s(?P<verb>lives? in|is stored in|are stored in|is kept in|are kept in|is configured in|"
    r"moved to|has moved to|now lives? in|is now|are now|uses|use|runs on|run on|runs with|run with|is|are)\s",
    re.I,
)
_WHERE = re.compile(r"\b(lives? in|stored in|kept in|moved to|configured in)\b", re.I)
_LOCATIVE = re.compile(r"\b(lives? in|stored in|kept in|moved to|configured in|runs? on|runs? with|uses)\b", re.I)
_FACT_MARK = re.compile(r"^(?:note|fyi|fact|for the record|remember|for future sessions)\s*[:,-]\s*", re.I)
_QUESTION = re.compile(r"\?\s*$")
_TRIVIAL_SUBJECT = re.compile(r"^(?:it|this|that|there|here|i|we|you|they|he|she|which|what)$", re.I)
_CODEISH = re.compile(r"`[^`]+`|[\w-]+\.\w{1,5}\b|[A-Z][a-z]+[A-Z]|\b[A-Z]{2,}\b")

# What an outcome never is: the agent announcing its next step, offering more, an API error.
_FORWARD = re.compile(
    r"^(?:(?:ok(?:ay)?|now|next|first|then|so|and|great|perfect|alright|good|excellent|sure|"
    r"understood|got it)[,!.:]*\s+)*"
    r"(?:let me|let's|let us|i'll|i will|i'm going to|i am going to|i need to|i should|i must|"
    r"we'll|we will|we need to|we should|going to|time to|i'd like to|i want to|i can now|"
    r"now i|next i|i'm now|i am now|i'm about to|starting with|moving on)\b",
    re.I,
)
_OFFER = re.compile(
    r"^(?:if you(?:'d| would)? (?:like|want|prefer|need)|would you like|do you want|let me know|feel free|"
    r"want me to|shall i|should i|happy to|hope this helps|any (?:other )?questions)|happy to help",
    re.I,
)
_FAILURE = re.compile(
    r"you've hit your limit|usage limit|rate.?limit|api error|no response requested|request interrupted|"
    r"overloaded|credit balance|prompt is too long|invalid api key|\[REDACTED_[A-Z_]+\]|interrupted by user|"
    r"^error:|context window|conversation (?:is )?too long",
    re.I,
)
_FILLER = re.compile(
    r"^(?:perfect|great|excellent|done|all done|awesome|good|nice|ok(?:ay)?|sure|got it|lol|kekr|"
    r"i have (?:fully |now )?(?:completed|finished) (?:the|this|your) task|the task is (?:now )?complete|"
    r"(?:all )?(?:the )?changes (?:are|have been) (?:made|applied)|that's it|here you go|"
    r"everything is (?:done|complete)|all set)\b[^a-z0-9]*$",
    re.I,
)
_FIRST_PERSON = re.compile(r"\b(?:i|i'm|i've|i'll|i'd|me|my|we|we're|we've|we'll|us|let's|let me|you|your)\b", re.I)
_HEDGED = re.compile(
    r"\b(?:might|may|maybe|perhaps|probably|likely|seems?|appears?|should|could|would|possibly|"
    r"i think|not sure|unclear|presumably|apparently|guess|suppose)\b",
    re.I,
)
_MID_TASK = re.compile(
    r"\b(?:currently|so far|at the moment|for now|temporarily|this session|this step|the task|"
    r"next step|still|yet|already|just|successfully|now (?:clean|passing|working|fixed|done))\b",
    re.I,
)
# Talk that carries on the conversation: "So `stdout` is available.", "Now the tests pass."
_CHATTER = re.compile(r"^(?:so|now|then|and|but|also|here|ok(?:ay)?|well|great|perfect|looks like|it looks|"
                      r"as you can see|interesting|hmm|good|nice)\b", re.I)
_IMPERATIVE = re.compile(
    r"^(?:update|add|run|use|make|create|check|fix|remove|delete|install|set|change|move|try|ensure|"
    r"open|edit|replace|rename|implement|keep|consider|verify|build|start|stop|restart|enable|disable|"
    r"configure|call|pass|put|write|read|see|look|go|do|don't|never|always|avoid|remember)\b",
    re.I,
)


@dataclasses.dataclass
class Candidate:
    text: str
    kind: str = "fact"
    confidence: float = 0.5
    subject: str | None = None


@dataclasses.dataclass
class Extraction:
    outcome: str
    files: list[str] = dataclasses.field(default_factory=list)
    decisions: list[str] = dataclasses.field(default_factory=list)
    facts: list[Candidate] = dataclasses.field(default_factory=list)
    extractor: str = "offline"
    # The outcome's (text, source) pieces when the extractor knows them (lc_memory.sources).
    parts: list[tuple[str, str]] = dataclasses.field(default_factory=list)


def sentences(text: str) -> list[str]:
    text = re.sub(r"```.*?```", " ", text, flags=re.S)
    out = []
    for part in _SENTENCE.split(text):
        part = re.sub(r"^\s*(?:[-*+•]|\d+[.)])\s+", "", part).strip()
        part = re.sub(r"\*\*|__", "", part)
        if part:
            out.append(part)
    return out


def subject_of(sentence: str) -> str | None:
    """The words before a fact's verb: "Idempotency keys live in Redis" -> "idempotency keys"."""
    m = _FACT_VERB.search(" " + sentence)
    if not m:
        return None
    subject = sentence[: max(0, m.start() - 1)].strip(" `*_\"'")
    subject = re.sub(r"^(?:the|our|a|an)\s+", "", subject, flags=re.I).strip()
    # A subject is a short noun phrase: "Idempotency keys", "The CHANGELOG", "CI".
    if not subject or len(subject.split()) > 5 or re.search(r"[,;:()]", subject) or _TRIVIAL_SUBJECT.match(subject):
        return None
    return subject.lower()


def statement(sentence: str) -> bool:
    """A sentence that reports something: not the next step, an offer, a question, an
    announcement of what follows (ending in ":"), an API error or a bare "Done!"."""
    s = sentence.strip().strip("*_ ")
    if len(s.split()) < 3 or s.endswith((":", "：")) or _QUESTION.search(s) or s.startswith(("#", "|", ">")):
        return False
    return not (_FORWARD.match(s) or _OFFER.search(s) or _FAILURE.search(s) or _FILLER.match(s))


def _spoken(messages: list[dict]) -> list[dict]:
    """What the person typed and what the agent said: never tool output."""
    return [
        m for m in messages
        if m.get("kind", "text") == "text"
        and (m.get("role") == "assistant" or (m.get("role") == "user" and m.get("typed")))
    ]


# --- the outcome --------------------------------------------------------------

def _fit(parts: list[str], limit: int, sep: str = " ") -> str:
    """Whole parts, in order, while they fit: an outcome is never cut mid-sentence."""
    out: list[str] = []
    for p in parts:
        if len(sep.join(out + [p])) <= limit:
            out.append(p)
        elif out:
            break
    return sep.join(out)


def _ended(text: str) -> str:
    text = text.strip().rstrip(",;:")
    return text if re.search(r"[.!?…](?:[\"'”’)`*_]*)$", text) else text + "."


# A line that is all bold ("**Impact On Initial Load**") is a heading, not a statement.
_HEADING_LINE = re.compile(r"^\s*(?:\*\*|__)[^*_\n]+(?:\*\*|__)\s*:?\s*$", re.M)


def did_statement(act: Activity, messages: list[dict], limit: int = DID_CHARS) -> str:
    """What the agent said it did, in its closing words: its summary items, else the
    statements of its last message. Empty when it closed with no statement."""
    items = [s for s in act.summary if statement(s)]
    if items:
        return _fit([_ended(s) for s in items], limit)
    for text in reversed(closing_messages(messages)):  # its very last words first
        text = _HEADING_LINE.sub("", text)
        said = [s for s in sentences(text) if statement(s)]
        if said:
            return _fit([_ended(s) for s in said[:3]], limit)
    return ""


def _names(paths: tuple[str, ...], most: int = 3) -> str:
    shown = [p.rsplit("/", 1)[-1] if len(p) > 40 else p for p in paths[:most]]
    more = len(paths) - len(shown)
    return ", ".join(shown) + (f" and {more} more" if more else "")


def done_clause(act: Activity, said: str = "") -> str:
    """The changes, commits, checks and plan, as one clause from the structure (a commit or
    check the agent's own words already name is not said twice)."""
    parts = []
    changed = (("created", act.created), ("edited", act.edited), ("deleted", act.deleted))
    if len(act.changed) <= 4:
        parts += [f"{verb} {_names(paths)}" for verb, paths in changed if paths]
    else:  # many files: how many of each, not a list
        counts = [f"{verb} {len(paths)}" for verb, paths in changed if paths]
        parts.append(", ".join(counts[:-1]) + (" and " if len(counts) > 1 else "") + counts[-1] + " files")
    if act.commits and act.commits[-1] not in said:
        more = len(act.commits) - 1
        parts.append(f"committed '{act.commits[-1]}'" + (f" and {more} more" if more else ""))
    checks = sorted(act.checks, key=lambda c: c.kind != "test")[:2]
    for c in checks:
        if c.passed is not None and f"`{c.command}`" not in said:
            parts.append(f"`{c.command}` {'passed' if c.passed else 'failed'}")
    if act.plan_done or act.plan_open:
        total = len(act.plan_done) + len(act.plan_open)
        parts.append(f"plan {len(act.plan_done)} of {total} done")
    return "; ".join(parts)


def _topic(act: Activity, meta: dict) -> str:
    ask = act.asked[0] if act.asked else str(meta.get("title") or "")
    if not ask.strip():
        return ""
    first = sentences(ask)
    topic = " ".join((first[0] if first else ask).split()).rstrip(".!?:; ")
    return topic if len(topic) <= 100 else topic[:99].rsplit(" ", 1)[0].rstrip(",;:") + "…"


def outcome_parts(act: Activity, messages: list[dict], meta: dict | None = None) -> list[tuple[str, str]]:
    """The outcome as (text, source) pieces: the agent's closing words (``"agent"``) and
    what lc-memory rendered from the activity (``"activity"``, lc_memory.sources)."""
    done = done_clause(act)
    topic = _topic(act, meta or {})
    tail = done if act.did_change else "no changes" if act.tool_calls else ""
    did = did_statement(act, messages, min(DID_CHARS, OUTCOME_CHARS - len(tail) - 2))
    if did:
        tail = done_clause(act, did) if act.did_change else tail
        return [(_ended(did), "agent")] + ([(f"{tail[:1].upper()}{tail[1:]}.", "activity")] if tail else [])
    if act.did_change or done:
        lead = f'Worked on "{topic}": ' if topic else ""
        text = f"{lead}{done if lead else done[:1].upper() + done[1:]}"
        if not act.did_change:
            text += "; no changes"
        return [(_ended(text), "activity")]
    if topic:
        return [(f'Explored "{topic}"; no changes.', "activity")]
    return [("No outcome recorded.", "activity")]


def outcome_of(act: Activity, messages: list[dict], meta: dict | None = None) -> str:
    """What was asked and what was done, never the agent's next step or an API error."""
    return " ".join(text for text, _ in outcome_parts(act, messages, meta))


# --- facts ----------------------------------------------------------------------

_GENERIC_ARG = re.compile(r"^(?:\./\.\.\.|\.|\.\.\.|tests?/?|src/?|all|--?[\w-]+(?:=\S+)?)$")


def check_facts(act: Activity) -> list[Candidate]:
    """"Tests run with `pytest -q`.": a project-wide test or build command whose last run passed."""
    out = []
    for kind, label, subject in (("test", "Tests run with", "test command"), ("build", "The build runs with", "build command")):
        for c in reversed(act.checks):
            toks = words(c.command)
            if c.kind != kind or c.passed is not True or check_kind(toks) != kind:
                continue
            sub = 2 if len(toks) > 1 and toks[0] in ("npm", "yarn", "pnpm", "bun", "cargo", "go", "make", "mix",
                                                      "dotnet", "mvn", "gradle", "./gradlew", "deno") else 1
            if sub == 2 and toks[1] == "run":
                sub = 3
            if all(_GENERIC_ARG.match(t) for t in toks[sub:]) and len(c.command) <= 60:
                out.append(Candidate(f"{label} `{c.command}`.", "fact", 0.7, subject))
                break
    return out


def durable(sentence: str) -> bool:
    """A statement about the project that outlives the session: not first-person, hedged,
    mid-task or an instruction about the current step."""
    s = sentence.strip()
    return not (_FIRST_PERSON.search(s) or _CHATTER.match(s) or _HEDGED.search(s) or _MID_TASK.search(s) or _IMPERATIVE.match(s)
                or _FORWARD.match(s) or _FAILURE.search(s) or _QUESTION.search(s) or s.endswith(":"))


def fact_candidates(messages: list[dict], act: Activity | None = None) -> list[Candidate]:
    """At most two facts: sentences the agent marked ("Note: ...") anywhere, or that state
    where something lives or what it uses in its closing words; then a passing test command.
    Zero is the usual answer."""
    closing = closing_words(messages)
    pool: list[tuple[str, bool, bool]] = []  # (sentence, marked, from the person)
    for m in _spoken(messages):
        for s in sentences(str(m.get("content") or "")):
            if _FACT_MARK.match(s):
                pool.append((s, True, m.get("role") == "user"))
    for s in sentences(closing):
        if not _FACT_MARK.match(s):
            pool.append((s, False, False))
    scored: list[tuple[float, int, Candidate]] = []
    seen: set[str] = set()
    for index, (s, marked, person) in enumerate(pool):
        s = _FACT_MARK.sub("", s).strip()
        s = s[:1].upper() + s[1:]
        if not (12 <= len(s) <= 200) or s.lower() in seen or _QUESTION.search(s):
            continue
        subject = subject_of(s)
        if subject is None or not durable(s):
            continue
        seen.add(s.lower())
        locative = bool(_LOCATIVE.search(s))
        if person and not locative:
            continue  # the person's requests are not facts about the project
        if not marked and not _CODEISH.search(s):
            continue  # "The fix is in." is not a fact; "Jobs run on `Celery`." is
        if not marked and not locative and len(s.split()) > 12:
            continue  # a long "X is ..." is a report on the session, not a fact
        score = (1.0 if marked else 0.0) + 0.5 + (0.3 if _WHERE.search(s) else 0)
        text = s if s.endswith((".", "!")) else s + "."
        scored.append((score, index, Candidate(text, "fact", round(min(0.9, 0.4 + score / 4), 2), subject)))
    scored.sort(key=lambda t: (-t[0], t[1]))
    facts = [c for _, _, c in scored[:MAX_FACTS]]
    if act is not None:
        subjects = {f.subject for f in facts}
        facts += [c for c in check_facts(act) if c.subject not in subjects][: MAX_FACTS - len(facts)]
    return facts


def decisions_of(messages: list[dict]) -> list[str]:
    out: list[str] = []
    for m in _spoken(messages):
        for s in sentences(str(m.get("content") or "")):
            if _DECISION.search(s) and statement(s) and s not in out and len(s) <= 240:
                out.append(s)
    return out[:MAX_DECISIONS]


def extract_offline(meta: dict, messages: list[dict]) -> Extraction:
    """The deterministic extractor: what was asked and done, the files changed, at most two facts."""
    act = activity(meta, messages)
    parts = outcome_parts(act, messages, meta)
    return Extraction(
        outcome=" ".join(text for text, _ in parts),
        parts=parts,
        files=list(act.changed)[:MAX_FILES],
        decisions=decisions_of(messages),
        facts=fact_candidates(messages, act),
        extractor="offline",
    )
