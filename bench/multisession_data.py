"""The generated long-memory set of ``multisession.py``: a store and its questions, from a seed.

Not drawn from LoCoMo or any downloaded set. A project of coding-agent sessions (typed asks,
agent replies, tool calls and their output, over a small vocabulary of everyday work) holds:

- **multi** topics: a subject (``idempotency``, ``backoff``, ...) worked on over 2-4
  sessions. The first says it in several turns (it crowds the others out of a ranking by
  best turn); the others name it once, and say what changed in words the question does not
  use. Tool output in other sessions names the subject too (a grep, a file listing).
  Questions: "how many times did we change the backoff, and why", four phrasings a topic.
- **preference**: the person says once, in a typed turn of a session about something else,
  what they like or avoid, in their own words ("honestly, tabs drive me up the wall in
  indentation; two spaces"); the same subject word is all over the agent's replies and
  tool output elsewhere. Questions: "what indentation do I prefer?", four phrasings.

Each question lists its gold sessions. Deterministic for a seed.
"""

from __future__ import annotations

import itertools
import random
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

import corpus  # noqa: E402
from lc_memory.store.files import Store  # noqa: E402

SEED = 26
MULTI = ("idempotency", "backoff", "ratelimiter", "webhooks", "sharding", "telemetry", "pagination",
         "invoicing", "onboarding", "autoscaling", "feature-flags", "sso", "throttling", "dedupe",
         "checksum", "tokenizer", "scheduler", "geocoding", "thumbnails", "payouts", "reconciliation",
         "sandbox", "exporter", "heartbeat", "watermark", "quarantine", "failover", "snapshots",
         "compaction", "tenancy", "websocket", "captcha", "refunds", "ledger", "notifier", "uploader",
         "geofence", "anonymizer", "backfill", "chargebacks")
PREFERENCE = ("indentation", "quotes", "imports", "naming", "commits", "branches", "fixtures", "logging",
              "exceptions", "comments", "formatting", "dependencies", "editor", "shell", "linter", "typing",
              "docstrings", "migrations", "deploys", "reviews", "changelog", "versioning", "containers",
              "caching", "timestamps", "timezones", "configs", "secrets", "monorepo", "css", "bundler",
              "orm", "queues", "cron", "metrics", "alerts", "retries", "locales", "mocks", "tabs-vs-spaces")
CHANGES = ("moved it behind a lock after the double charge", "bumped the ceiling to forty because the mobile "
           "client bursts", "reverted the earlier tweak, it broke the nightly job", "split it per tenant so one "
           "noisy customer stops hurting the rest", "made it opt-in until finance signs off",
           "dropped the cache layer, stale reads confused support", "added jitter so the fleet stops "
           "stampeding at midnight", "kept the old path for enterprise accounts only")
AVERSIONS = ("honestly {x} drive me up the wall", "I can't stand {x}", "please never give me {x}",
             "{x} are a pet peeve of mine", "I really dislike {x}", "no {x}, ever, they make me grumpy")
WANTS = ("{y} every time", "go with {y}", "{y} is the way for me", "stick to {y}", "{y}, always")
OPTIONS = ("long ones", "clever ones", "nested ones", "implicit ones", "magic ones", "abbreviated ones",
           "sprawling ones", "silent ones")
PLAIN = ("short plain ones", "boring explicit ones", "flat simple ones", "spelled-out ones", "loud obvious ones")
MULTI_Q = ("how many times did we change the {s}, and why?", "what happened with {s} over the past months?",
           "walk me through every decision we made on {s}", "which sessions touched {s} and what did each decide?")
PREF_Q = ("what {s} do I prefer?", "how do I like my {s}?", "do I have a preference on {s}?",
          "anything I love or hate about {s}?")
# Everyday words of the questions, among the commonest words of the everyday work (as in a
# real project, they are everywhere and find nothing on their own).
EVERYDAY = ("change", "changed", "times", "many", "why", "happened", "past", "months", "walk", "every",
            "decision", "made", "sessions", "touched", "decide", "prefer", "like", "preference", "love",
            "hate", "anything")


def vocabulary(rng: random.Random) -> corpus.Words:
    """bench/corpus.py's Zipf words without the set's subjects, the everyday words among the
    commonest."""
    words = corpus.Words(rng)
    subjects = {w for s in MULTI + PREFERENCE for w in s.split("-")}
    words.content = [w for w in words.content if w not in subjects and w.rstrip("s") not in subjects]
    for n, w in enumerate(EVERYDAY):
        words.content.insert(3 * n, w)
    words.cum = list(itertools.accumulate(1 / (rank + 10) for rank in range(len(words.content))))
    return words


def _turns(words: corpus.Words, n: int) -> list[tuple[str, str, str]]:
    """Everyday work: (role, kind, text) for ``n`` exchanges."""
    rng = words.rng
    out = []
    for _ in range(n):
        f = words.path()
        out.append(("user", "text", words.sentence(rng.randint(6, 14))))
        out.append(("assistant", "tool_use", f"cat {f}"))
        out.append(("tool", "tool_result", f"{f}:{rng.randint(1, 400)}: {words.sentence(rng.randint(4, 10))}"))
        out.append(("assistant", "text", words.sentence(rng.randint(10, 25))))
    return out


def _put(store: Store, sid: str, day: int, turns: list[tuple[str, str, str]]) -> None:
    when = f"2026-{1 + day // 28:02d}-{1 + day % 28:02d}T10:00:00Z"
    messages = [{"type": "message", "turn": n, "role": role, "kind": kind, "content": text, "ts": when,
                 "typed": role == "user" and kind == "text"}
                for n, (role, kind, text) in enumerate(turns, 1)]
    store.put_session({"id": sid, "title": turns[0][2][:60], "created": when, "last_activity": when}, messages)


def generate(store: Store, seed: int = SEED) -> dict:
    """Write the sessions into ``store``; returns the questions with their gold sessions."""
    rng = random.Random(seed)
    words = vocabulary(random.Random(seed + 1))
    sessions: list[tuple[str, list]] = []
    questions: list[dict] = []
    for t, subject in enumerate(MULTI):
        gold = []
        for g in range(rng.randint(2, 4)):
            sid = f"m{t:02d}-{g}"
            turns = _turns(words, rng.randint(1, 3))
            change = rng.choice(CHANGES)
            if g == 0:  # the loud one: the subject in many turns
                turns[1:1] = [("user", "text", f"let's look at the {subject} code path"),
                              ("assistant", "text", f"The {subject} module has three entry points."),
                              ("assistant", "tool_use", f"grep -rn {subject} src/"),
                              ("tool", "tool_result", f"src/core/{subject}.py:12: def {subject}_entry():"),
                              ("assistant", "text", f"Refactored {subject} helpers; {change}.")]
            else:  # named once; what changed in other words
                turns.insert(1, ("user", "text", rng.choice((f"{subject} again: {change}",
                                                            f"small follow-up on {subject}: we {change}"))))
            sessions.append((sid, turns))
            gold.append(sid)
        for d in range(2):  # tool output elsewhere names it too
            turns = _turns(words, 2)
            turns.insert(2, ("tool", "tool_result", f"docs/{subject}.md\nsrc/core/{subject}.py\n"))
            sessions.append((f"m{t:02d}-noise{d}", turns))
        for q in MULTI_Q:
            questions.append({"category": "multi", "question": q.format(s=subject), "sessions": gold})
    for p, subject in enumerate(PREFERENCE):
        sid = f"p{p:02d}"
        turns = _turns(words, 3)
        said = (rng.choice(AVERSIONS).format(x=rng.choice(OPTIONS)) + f" in {subject}; "
                + rng.choice(WANTS).format(y=rng.choice(PLAIN)))
        turns.insert(rng.randrange(1, len(turns)), ("user", "text", said))
        sessions.append((sid, turns))
        for d in range(3):  # the subject word is everywhere in the agent's work
            turns = _turns(words, 2)
            turns.insert(1, ("assistant", "text", f"I checked the {subject} settings across the repo; "
                                                  f"the {subject} rules in setup.cfg are applied."))
            turns.insert(3, ("tool", "tool_result", f"{subject}: ok\n{subject} check passed"))
            sessions.append((f"p{p:02d}-noise{d}", turns))
        for q in PREF_Q:
            questions.append({"category": "preference", "question": q.format(s=subject.replace("-", " ")),
                              "sessions": [sid]})
    for n in range(120):  # plain work, nothing to find
        sessions.append((f"w{n:03d}", _turns(words, rng.randint(2, 6))))
    rng.shuffle(sessions)
    for day, (sid, turns) in enumerate(sessions):
        _put(store, sid, day % 300, turns)
    messages = sum(len(t) for _, t in sessions)
    return {"questions": questions, "sessions": len(sessions), "messages": messages, "seed": seed}
