"""Where a fact's words came from: the workspace, or the person and the agent's own actions.

A hostile repository speaks through tool output: the files the agent reads. A fact whose
words are found there, and not in what the person typed or in what the agent did (the
commands it ran, the text it wrote into files), came from the workspace. Such a fact does
not promote itself: the same checked-out file is read again next session, so repetition is
one piece of evidence counted twice (seed §7). It needs an action's corroboration or the
person's Confirm before it enters MEMORY.md.

The test is on word trigrams of the fact's content words, so rewording a sentence by a
word or two does not escape it, and a fact that merely names a file the agent read does
not trip it.
"""

from __future__ import annotations

import re
from typing import Iterable

_WORD = re.compile(r"[^\W_]+(?:[._/-][^\W_]+)*", re.U)
_STOP = frozenset(
    "a an the this that these those it its is are was were be been being to of in on at by for "
    "with from as into and or but if then so do does did has have had not no".split()
)
_CODE = re.compile(r"`([^`\n]+)`")
SHARE = 0.6  # the part of a fact's trigrams that must be found in a text to come from it


def _words(text: str) -> list[str]:
    return [w for w in _WORD.findall(text.lower()) if w not in _STOP]


def _grams(words: list[str]) -> set[tuple[str, ...]]:
    if len(words) < 3:
        return {tuple(words)} if words else set()
    return {tuple(words[i:i + 3]) for i in range(len(words) - 2)}


def _share(grams: set[tuple[str, ...]], texts: Iterable[str]) -> float:
    if not grams:
        return 0.0
    found: set[tuple[str, ...]] = set()
    for text in texts:
        found |= grams & _grams(_words(text))
        if len(found) == len(grams):
            break
    return len(found) / len(grams)


def read_texts(messages: list[dict]) -> list[str]:
    """What a session read rather than wrote: tool output, files read, injected context (a
    user message the person did not type: AGENTS.md, CLAUDE.md, system reminders)."""
    return [m.get("content") or "" for m in messages
            if m.get("kind") == "tool_result" or m.get("role") in ("tool", "system")
            or (m.get("role") == "user" and not m.get("typed"))]


def typed_texts(messages: list[dict]) -> list[str]:
    return [m.get("content") or "" for m in messages if m.get("role") == "user" and m.get("typed")]


class Overlap:
    """The overlap rule over one session's texts, with their trigrams gathered once, so
    many sentences can be tested cheaply: ``repeats(text)`` is true when at least ``SHARE``
    of the text's trigrams are found there. A sentence of fewer than three content words
    has no trigram: it repeats them when its words (two or more) are found there in a row
    ("Be a DJ." is the file's; "Done." is nobody's in particular)."""

    def __init__(self, texts: Iterable[str]) -> None:
        self.texts = [t for t in texts if t]
        self._grams: set[tuple[str, ...]] | None = None
        self._run: str | None = None

    def repeats(self, text: str) -> bool:
        words = _words(text)
        if len(words) < 3:
            every = _WORD.findall(text.lower())
            if len(every) < 2:
                return False
            if self._run is None:
                self._run = " " + " ".join(" ".join(_WORD.findall(t.lower())) for t in self.texts) + " "
            return f" {' '.join(every)} " in self._run
        if self._grams is None:
            self._grams = set().union(*(_grams(_words(t)) for t in self.texts))
        grams = _grams(words)
        return len(grams & self._grams) / len(grams) >= SHARE


def fact_source(text: str, messages: list[dict]) -> str:
    """``"person"``, ``"action"``, ``"workspace"`` or ``"agent"`` for a candidate fact."""
    grams = _grams(_words(text))
    if _share(grams, typed_texts(messages)) >= SHARE:
        return "person"
    actions = [m.get("content") or "" for m in messages if m.get("kind") == "tool_use"]
    # A command quoted in the fact that the agent ran, or words it wrote into files.
    spans = [c.strip() for c in _CODE.findall(text) if len(c.strip()) >= 4]
    if any(span in a for span in spans for a in actions) or _share(grams, actions) >= SHARE:
        return "action"
    if Overlap(read_texts(messages)).repeats(text):
        return "workspace"
    return "agent"
