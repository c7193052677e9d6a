"""Extraction: one sealed session into an outcome, files, decisions and at most two facts.

The offline extractor here is deterministic and needs no key; the model lane
(``lc_memory.llm_extract``) fills the same ``Extraction``. Both summarize outcomes and
actions: candidate facts come from what the person typed and what the agent said, never
from tool results (workspace content, which a hostile repository controls).
"""

from __future__ import annotations

import dataclasses
import re

MAX_FACTS = 2
MAX_FILES = 20
MAX_DECISIONS = 3

_SENTENCE = re.compile(r"(?<=[.!?])\s+(?=[A-Z`\"'(\[])|\n+")
_FILE = re.compile(
    r"(?<![\w/.-])((?:[\w.-]+/)*[\w-][\w.-]*\.(?:py|js|mjs|ts|tsx|jsx|md|toml|json|jsonl|ya?ml|cfg|ini|"
    r"txt|sql|sh|rs|go|rb|java|kt|c|h|cpp|hpp|html|css|scss|lock|env|proto|tf)|"
    r"(?:[\w.-]+/)+[\w.-]+)(?![\w/])"
)
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
_FACT_MARK = re.compile(r"^(?:note|fyi|fact|for the record|remember|for future sessions)\s*[:,-]\s*", re.I)
_QUESTION = re.compile(r"\?\s*$")
_TRIVIAL_SUBJECT = re.compile(r"^(?:it|this|that|there|here|i|we|you|they|he|she|which|what)$", re.I)


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


def sentences(text: str) -> list[str]:
    text = re.sub(r"```.*?```", " ", text, flags=re.S)
    out = []
    for part in _SENTENCE.split(text):
        part = re.sub(r"^\s*(?:[-*+]|\d+\.)\s+", "", part).strip()
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


def files_touched(messages: list[dict]) -> list[str]:
    seen: list[str] = []
    for m in messages:
        for match in _FILE.finditer(str(m.get("content") or "")):
            path = match.group(1).rstrip(".,:;")
            if "://" in path or path.startswith(("http", "www.")) or path.count("/") > 8:
                continue
            if re.fullmatch(r"[\d.]+", path) or path.endswith("/") or "." not in path.rsplit("/", 1)[-1]:
                continue
            if path not in seen:
                seen.append(path)
    return seen[:MAX_FILES]


def _spoken(messages: list[dict]) -> list[dict]:
    """What the person typed and what the agent said: never tool output."""
    return [
        m for m in messages
        if m.get("kind", "text") == "text"
        and (m.get("role") == "assistant" or (m.get("role") == "user" and m.get("typed")))
    ]


def outcome_of(messages: list[dict]) -> str:
    closing = [m for m in _spoken(messages) if m.get("role") == "assistant"]
    for m in reversed(closing):
        parts = [s for s in sentences(str(m.get("content") or "")) if not _QUESTION.search(s)]
        if parts:
            text = " ".join(parts[:3])
            return text if len(text) <= 400 else text[:397].rstrip() + "..."
    typed = [m for m in messages if m.get("role") == "user" and m.get("typed")]
    if typed:
        goal = sentences(str(typed[0].get("content") or "")) or [""]
        return f"Worked on: {goal[0][:200]}".rstrip(": ")
    return "No outcome recorded."


def fact_candidates(messages: list[dict]) -> list[Candidate]:
    scored: list[tuple[float, int, Candidate]] = []
    seen: set[str] = set()
    for index, m in enumerate(_spoken(messages)):
        for s in sentences(str(m.get("content") or "")):
            marked = bool(_FACT_MARK.match(s))
            s = _FACT_MARK.sub("", s).strip()
            s = s[:1].upper() + s[1:]
            if not (12 <= len(s) <= 200) or _QUESTION.search(s) or s.lower() in seen:
                continue
            subject = subject_of(s)
            if subject is None:
                continue
            seen.add(s.lower())
            locative = bool(re.search(r"\b(lives? in|stored in|kept in|moved to|configured in)\b", s, re.I))
            if m.get("role") == "user" and not (marked or locative):
                continue  # the person's questions and requests are not facts about the project
            score = 1.0 if marked else 0.0
            score += 0.5 if re.search(r"`[^`]+`|[\w-]+\.\w{1,5}\b|[A-Z][a-z]+[A-Z]|\b[A-Z]{2,}\b", s) else 0
            score += 0.3 if locative else 0
            if score < 0.5:
                continue
            text = s if s.endswith((".", "!")) else s + "."
            scored.append((score, index, Candidate(text, "fact", round(min(0.9, 0.4 + score / 4), 2), subject)))
    scored.sort(key=lambda t: (-t[0], t[1]))
    return [c for _, _, c in scored[:MAX_FACTS]]


def extract_offline(meta: dict, messages: list[dict]) -> Extraction:
    """The deterministic extractor: closing turns, files touched, at most two candidate facts."""
    decisions: list[str] = []
    for m in _spoken(messages):
        for s in sentences(str(m.get("content") or "")):
            if _DECISION.search(s) and s not in decisions and len(s) <= 240:
                decisions.append(s)
    return Extraction(
        outcome=outcome_of(messages),
        files=files_touched(messages),
        decisions=decisions[:MAX_DECISIONS],
        facts=fact_candidates(messages),
        extractor="offline",
    )
