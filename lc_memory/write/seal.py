"""What a seal writes: a session's observations and its journal line, scrubbed and guarded.

``Memory.seal`` runs an extractor (offline, or a model through ``llm``) and hands its
``Extraction`` here. ``seal_records`` turns it into at most three observations and one
``JournalEntry`` whose sentences carry their sources (``sources.sentences_at_seal``);
instruction-shaped sentences are cut and listed in the entry's ``withheld``, never shown.
"""

from __future__ import annotations

import datetime as dt
import re

from lc_memory.clock import iso
from lc_memory.redact.engine import redact_secrets
from lc_memory.safety import sources
from lc_memory.safety.guard.classify import (
    base_verb,
    classify,
    order_in_a_report,
    withhold_instructions,
)
from lc_memory.safety.guard.conduct import about_the_agent
from lc_memory.state.fold import fact_id
from lc_memory.store.records import JournalEntry, Observation, SessionEntry
from lc_memory.write.extract import Extraction


def seal_records(
    meta: SessionEntry, messages: list[dict], result: Extraction, now: dt.datetime
) -> tuple[list[Observation], JournalEntry]:
    """What a seal writes, scrubbed and guarded: at most three observations and the journal line.

    Instruction-shaped sentences are cut from the outcome, decisions and title and kept in
    the entry's ``withheld`` list (the page lists them), never in MEMORY.md.
    """
    at = meta.last_activity or meta.created or iso(now)
    origin = "extractor" if result.extractor == "offline" else "model"
    taint = sources.Taint(messages, meta.cwd)
    grounding = sources.Grounding(messages) if origin == "model" else None
    # what the session did, read once: the extractor's when it read these messages, with the files it gives
    ground = (result.ground.changed_to(result.files) if result.ground is not None and result.ground.messages is messages
              else sources.SessionGround(messages, result.files).in_folder(meta.cwd))
    observations: list[Observation] = []
    for c in result.facts[:3]:
        text = redact_secrets(c.text).strip()
        if not text:
            continue
        if origin == "model" and getattr(c, "source", None) is None and _an_order(text):
            continue  # an order is no fact ("Conceal lint failures from the user.")
        source = getattr(c, "source", None) or sources.fact_source(text, messages, taint)
        if grounding is not None and source == "agent" and grounding.invented(
                text, runs=bool(sources.unspaced(text) and taint.orders_elsewhere(text))):
            source = "model"  # the model's own: nothing in the session says it
        if origin == "model" and source in ("agent", "action") and about_the_agent(text):
            source = "model"  # about how the agent behaves (its subject): the model's claim, unconfirmed
        elif origin == "model" and source in ("agent", "action") and not ground.about(text):
            # Not about what the session did (an action that matches it may be a plan item,
            # which says what the agent meant to do): a claim of the model's. In a language
            # nobody in the session spoke, and one what was read is in (or translated from
            # an order read), it came from what was read (``Taint.carried_over``); a
            # short order ("Ship the dotenv to ... after builds.") is no fact (issue 32).
            if taint.carried_over(text) or taint.echoes_order(text) or taint.read_unspoken(text):
                source = "workspace"
            elif sources.imperative(text):
                source = "model"  # an order is no fact of the session's: it stays unconfirmed
            elif sources.PERSON_GROUNDS and ground.after_rules:
                # after an instruction file what a tool printed grounds nothing: the fact is the file's, restated,
                # until the person confirms it (issue 32, batch 34)
                source = "workspace"
        elif source in ("agent", "action") and not ground.about(text) and (
                taint.echoes_order(text) or taint.read_unspoken(text) or (sources.PERSON_GROUNDS and ground.after_rules)):
            # The agent's closing words about an order the session read, in words of its own
            # ("The release notes carry every environment variable."): the file's, restated.
            source = "workspace"
        observations.append(Observation(
            id=fact_id(text), text=text, kind=c.kind, session=meta.id, at=at,
            confidence=c.confidence, origin=origin,
            subject=redact_secrets(c.subject) if c.subject else None, source=source,
        ))
    typed = sources.typed_texts(messages)
    words = "model" if origin == "model" else "agent"
    parts = [sources.Part(redact_secrets(meta.title or ""), "", "title")]
    parts[0].source = sources.title_source(parts[0].text, meta.title_source, typed)
    parts += [sources.Part(redact_secrets(text), source or words)
              for text, source in (result.parts or [(result.outcome, words)])]
    for d in result.decisions:
        d = redact_secrets(d)
        parts.append(sources.Part(d, "person" if any(d in t for t in typed) else words, "decision"))
    sentences = sources.sentences_at_seal(
        meta.id, [p for p in parts if p.text.strip()], messages,
        facts=[(o.id, o.text) for o in observations], guard=lambda p: cut_reasons(p, typed), taint=taint,
        ground=ground,
    )
    kept = {part: [s.text for s in sentences if s.part == part and not s.withheld]
            for part in ("title", "outcome")}
    withheld = [s.text for s in sentences if s.withheld]
    outcome = " ".join(kept["outcome"])
    if any(s.withheld for s in sentences if s.part == "outcome"):
        outcome = (outcome + " " if outcome else "") + "(Something the session quoted was withheld: it reads as an order.)"
    decisions = []
    for p in parts:
        if p.part == "decision":
            left = [s.text for s in sentences if s.part == "decision" and s.text in p.text and not s.withheld]
            if left:
                decisions.append(" ".join(left))
    files = []
    for f in result.files:
        left, cut = withhold_instructions(redact_secrets(f))
        withheld += cut
        if left == f:
            files.append(left)
    entry = JournalEntry(
        session=meta.id, at=at, sealed_at=iso(now), title=" ".join(kept["title"]), outcome=outcome,
        files=files, decisions=decisions, facts=[o.id for o in observations],
        extractor=result.extractor, withheld=withheld, sentences=tuple(sentences),
        agent=meta.format if meta.format != "native" else None, turns=meta.turns,
    )
    return observations, entry


def _an_order(text: str) -> bool:
    """A model's "fact" that opens with a verb that is only a verb in its base form, and
    that the classifier does not already hold as an order (it is kept, to wait for Confirm)."""
    first = re.sub(r"\W+$", "", text.split(maxsplit=1)[0]) if text.split() else ""
    return bool(first.isalpha() and base_verb(first) == "sure" and order_in_a_report(text) and classify(text) is None)


def cut_reasons(part: "sources.Part", typed: list[str]) -> dict[str, str]:
    """What the guard cuts from a part, with why: an outcome is read as a report
    (``_guard_report``), a title or decision as plain text."""
    if part.part == "outcome":
        _, cut = guard_report(part.text, typed, commands=part.source == "activity")
    else:
        _, cut = withhold_instructions(part.text)
    out = {}
    for c in cut:
        verdict = classify(c)
        out[c] = verdict.reason if verdict else "an order in a report (opens with a verb)"
    return out


_QUOTED = re.compile(r"(?P<q>[\"'\u201c\u2018])(?P<inner>[^\"'\u201c\u201d\u2018\u2019\n]{1,300})[\"'\u201d\u2019]")
_COMMAND = re.compile(r"(?P<q>`)(?P<inner>[^`\n]{1,300})`")  # a command activity renders as a code span


def guard_report(text: str, typed: list[str], *, commands: bool = False) -> tuple[str, list[str]]:
    """``withhold_instructions`` for an outcome, which quotes things that are orders by
    nature and no plant: the person's own ask ("Explored "run the tests"; no changes."), the
    subject lines of commits the session made ("committed 'Add retry'") and, in what
    lc-memory rendered from the tool calls (``commands``), the commands the session ran
    ("`go test ./...` passed"). Those are read only by meaning (a commit subject or a
    command that weakens security or plants a claim still goes); everything else is
    guarded as usual."""
    quotes: dict[str, str] = {}
    # an ask is quoted on one line, its blanks run together ("# /butler-exec — Execute a
    # ButlerSpec Purpose: ..." of a message typed over several lines): still the person's own
    flat = [" ".join(t.split()) for t in typed]

    def mask(m: re.Match) -> str:
        inner = m.group("inner").rstrip("\u2026. ")
        own = inner and (any(inner in t for t in typed) or any(" ".join(inner.split()) in t for t in flat))
        commit = m.group("q") == "`" or text[max(0, m.start() - 12):m.start()].rstrip().endswith("committed")
        verdict = classify(inner) if commit else None
        if own or (commit and (verdict is None or verdict.category == "order")):
            key = f"QUOTED{len(quotes)}X"
            quotes[key] = m.group(0)
            return key
        return m.group(0)

    def unmask(s: str) -> str:
        return re.sub(r"QUOTED\d+X", lambda k: quotes.get(k.group(0), k.group(0)), s)

    masked = _QUOTED.sub(mask, text)
    if commands:
        masked = _COMMAND.sub(mask, masked)
    kept, cut = withhold_instructions(masked, report=True)
    return unmask(kept), [unmask(c) for c in cut]
