"""Secrets known by the conversation around them: a pure function over a session's messages.

``engine`` reads one text. Some secrets stand where one text cannot tell: the output of a
command that prints a secret is often the bare value (``op item get … --fields password``
prints ``hunter2-X9``, nothing else), and a person who says "here is the password:" sends
the value in the next message. ``redact_messages`` reads the sequence, scrubs those values,
then scrubs every message with ``redact_value`` (the rules of ``engine``), then takes each
value it took wherever it stands again in the session. The commands, the words and the fields it
knows are ``data/conversation.toml``.
"""

from __future__ import annotations

import re
from typing import Any

from lc_memory.redact.tables import data_table
from lc_memory.redact.first_chars import lazy
from lc_memory.redact.checks import credential, names_a_secret
from lc_memory.redact.engine import redact_value, sought_again
from lc_memory.redact.normalise import fold_lookalikes
from lc_memory.redact.prose import SECRET_COMMAND

__all__ = ["ASKS_FOR", "ASKS_NEXT", "SECRET_COMMAND", "command_output_spans", "redact_messages"]

MARKER = "[REDACTED:command-output]"

_DATA = data_table("conversation.toml")


#: What a person types when the next message is a secret.
ASKS_NEXT = lazy(
    r"(?i)\b(?:" + "|".join(_DATA["asks_next"]["secret_words"]) + r")\b[^\n]{0,80}?"
    r"(?::[ \t]*$|\b(?:" + "|".join(_DATA["asks_next"]["next_words"]) + r")\b[ .!]*$)"
)

#: What the agent asks when the person's next message is a secret (What's the sudo password?).
ASKS_FOR = lazy(
    r"(?i)\b(?:" + "|".join(_DATA["asks_for"]["request_words"]) + r")\b[^\n]{0,60}?\b(?:"
    + "|".join(_DATA["asks_next"]["secret_words"]) + r")\b(?:[ \t]+(?:for|of|on|to)\b[^\n?:.]{0,40})?[ \t]*[?:.]?[ \t]*$"
)

# lines a tool adds around the output itself (Codex exec_command, Claude Code's Bash)
_OUTPUT_HEADER = lazy(r"(?im)^(?:" + "|".join(_DATA["output_headers"]) + r")\n?")
_VALUE_LINE = lazy(r"(?m)^[ \t]*(?P<v>\S+)[ \t]*$")
# vault's table (key  value), `KEY: value`, and JSON "value"/"SecretString" in a secret store's reply
_FIELD_LINE = lazy(r"(?m)^[ \t]*(?P<n>[\w.-]+)(?:[ \t]{2,}|[ \t]*[:=][ \t]*)(?P<v>[^\s\"']{6,})[ \t]*$")
_JSON_VALUE = lazy(r"\"(?:" + "|".join(_DATA["json_value_fields"]) + r")\"[ \t]*:[ \t]*\"(?P<v>[^\"\\]{6,})\"")


# what a sentence holds and a passphrase does not: a stop, a comma, a question's or a cry's mark
_SENTENCE_MARK = lazy(r"[,.;!?\u2026\u3002\uff0c]")
PASSPHRASE_WORDS = 6  # a passphrase of words parted by blanks has at most this many


def _asked_value(value: str) -> bool:
    """What a secret command printed or a person pasted when asked: 6+ characters, not a
    reference, a path or a number (a word counts: the context said it is a password), one token
    or a passphrase's few words (``correct horse battery staple``). A sentence after "the
    password:" ("Well, I reset the root password to ...", the person's next message telling what
    they did) is no value, though ``credential`` with a password's leave reads words as one."""
    words = value.split()
    if len(words) > 1 and (len(words) > PASSPHRASE_WORDS or _SENTENCE_MARK.search(value)):
        return False
    return 6 <= len(value) <= 4096 and (credential(value, password=True) or value.isalpha())


def _answered_value(value: str) -> bool:
    """What a person sends when the agent asked for a secret: one token with a typed secret's look
    (a digit or a symbol beside its letters; "yes", "sure", "later" are answers, not values)."""
    return (_asked_value(value) and not value.isalpha() and re.search(r"[A-Za-z]", value) is not None
            and credential(value, password=True))


def command_output_spans(output: str) -> list[tuple[int, int]]:
    """The spans of the secret values in the output of a command that prints secrets."""
    # look-alike letters read as ASCII (same length: the spans fall on *output* as given)
    body = _OUTPUT_HEADER.sub(lambda m: " " * len(m.group()), fold_lookalikes(output))
    lines = [m for m in _VALUE_LINE.finditer(body)]
    if len(lines) == 1 and _asked_value(lines[0].group("v")):
        return [lines[0].span("v")]  # the bare value
    spans = [m.span("v") for m in _JSON_VALUE.finditer(body) if _asked_value(m.group("v"))]
    spans += [m.span("v") for m in _FIELD_LINE.finditer(body)
              if names_a_secret(m.group("n")) and _asked_value(m.group("v"))]
    return sorted(set(spans))


# the kinds of call that run nothing (``ingest.tools.TOOLS``): their text is a file's contents, a
# plan or a path, which may name ``printenv`` without running it (and scanning it cost more than
# every other rule of a Claude Code session together)
_RUNS_NOTHING = frozenset({"edit", "write", "read", "delete", "patch", "plan", "search"})


def _command(message: dict) -> str:
    """The command a tool call ran: its ``command``; its text when the call has no structure or
    its tool is not known; nothing for a call that runs nothing."""
    call = message.get("call")
    if isinstance(call, dict):
        if isinstance(call.get("command"), str):
            return call["command"]
        if call.get("tool") in _RUNS_NOTHING:
            return ""
    return str(message.get("content") or "") if message.get("kind") == "tool_use" else ""


def _last_line(text: str) -> str:
    """The last line of *text* that holds more than blanks: all ``ASKS_FOR`` can match (no part
    of it crosses a line, and it ends the text), so a long answer is not searched through."""
    text = text.rstrip()
    return text[text.rfind("\n") + 1:]


def _replace(text: str, spans: list[tuple[int, int]]) -> str:
    for start, end in sorted(spans, reverse=True):
        text = text[:start] + MARKER + text[end:]
    return text


def redact_messages(messages: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """The messages of one session, scrubbed: each by ``redact_value``, and before that the
    output of a command that prints a secret and the message a person announced as one."""
    out = [dict(m) if isinstance(m, dict) else m for m in messages]
    pending: dict[str | None, bool] = {}  # call id (None: the next result) -> a secret command
    last_person: str = ""
    asked = False  # the agent's last words asked for a secret
    for m in out:
        if not isinstance(m, dict):
            continue
        content = m.get("content")
        kind, role = m.get("kind"), m.get("role")
        if kind == "tool_use" and SECRET_COMMAND.search(_command(m)):
            call = m.get("call")
            pending[call.get("id") if isinstance(call, dict) else None] = True
        elif kind == "tool_result" and pending and isinstance(content, str):
            result = m.get("result")
            key = result.get("id") if isinstance(result, dict) else None
            if key not in pending:  # a result without an id takes the oldest call without one
                key = None if None in pending else (next(iter(pending)) if key is None else False)
            if key is not False:
                pending.pop(key)
                m["content"] = _replace(content, command_output_spans(content))
        elif role == "user" and kind in (None, "text") and isinstance(content, str):
            value = content.strip()
            if ((ASKS_NEXT.search(fold_lookalikes(last_person).rstrip()) and _asked_value(value))
                    or (asked and _answered_value(value))):
                start = content.index(value)
                m["content"] = _replace(content, [(start, start + len(value))])
            if m.get("typed", True):
                last_person = content
                asked = False
        elif role == "assistant" and kind in (None, "text") and isinstance(content, str):
            asked = ASKS_FOR.search(fold_lookalikes(_last_line(content))) is not None
    scrubbed = [redact_value(m) for m in out]
    taken: dict[str, str] = {}
    for before, after in zip(messages, scrubbed):
        _taken_values(before, after, taken)
    if not taken:
        return scrubbed
    found = _pattern(taken)  # (once a session: it was joined and looked up once a message, 17 us each)
    return [_taken_again(m, found) for m in scrubbed]


# A marker of any kind, its kind captured (engine's, and this module's command-output).
_ANY_MARKER = lazy(r"\[REDACTED:([a-z0-9-]+)\]")


def _again_worthy(value: str) -> bool:
    """A value taken in one message that is looked for in the others: as long as engine asks
    of a value it looks for again in one text, on one line, and not letters alone (a word
    taken as a password, ``postgresql``, is too likely an ordinary word in another message)."""
    return (sought_again(value) and len(value) <= 4096 and "\n" not in value
            and "[REDACTED:" not in value and value.strip() == value)


def _taken_values(before: Any, after: Any, taken: dict[str, str]) -> None:
    """Put in *taken* (value -> kind) what the scrub took from each string of *before*, read
    from where *after* holds a marker. Where the two cannot be lined up (two markers side by
    side, a key renamed), nothing is read."""
    if isinstance(before, str):
        if before is after or not isinstance(after, str) or "[REDACTED:" not in after:
            return
        parts = _ANY_MARKER.split(after)
        if not before.startswith(parts[0]):
            return
        pos = len(parts[0])
        for i in range(1, len(parts), 2):
            kind, piece = parts[i], parts[i + 1]
            if i + 2 >= len(parts):
                end = len(before) - len(piece)
                if end <= pos or not before.endswith(piece):
                    return
            else:
                end = before.find(piece, pos + 1) if piece else -1
                if end < 0:
                    return
            value = before[pos:end]
            if _again_worthy(value):
                taken.setdefault(value, kind)
            pos = end + len(piece)
    elif isinstance(before, dict) and isinstance(after, dict) and len(before) == len(after):
        for b, a in zip(before.values(), after.values()):
            _taken_values(b, a, taken)
    elif isinstance(before, (list, tuple)) and isinstance(after, (list, tuple)) and len(before) == len(after):
        for b, a in zip(before, after):
            _taken_values(b, a, taken)


def _pattern(taken: dict[str, str]) -> tuple[re.Pattern[str], dict[str, str]]:
    return re.compile("|".join(map(re.escape, sorted(taken, key=len, reverse=True)))), taken


def _taken_again(value: Any, found: tuple[re.Pattern[str], dict[str, str]]) -> Any:
    """*value* with every value taken elsewhere in its session replaced by its marker: a
    password the person gave once, with its name, stands bare in a later command, a script the
    agent wrote, or the agent's reply."""
    pattern, kinds = found
    if isinstance(value, str):
        return pattern.sub(lambda m: f"[REDACTED:{kinds[m.group()]}]", value) if pattern.search(value) else value
    if isinstance(value, dict):
        # (a message's strings and scalars read here, not in a call each: most of its twenty
        # values are short strings, numbers and flags; a session's walk cost Cline 12 us a message)
        search = pattern.search
        return {k: (v if not search(v) else _taken_again(v, found)) if type(v) is str
                else v if v is None or type(v) in _SCALARS else _taken_again(v, found)
                for k, v in value.items()}
    if isinstance(value, list):
        return [_taken_again(v, found) for v in value]
    if isinstance(value, tuple):
        return tuple(_taken_again(v, found) for v in value)
    return value


_SCALARS = (bool, int, float)  # (exact types: a subclass of str or of these is walked as before)
