"""What ``lc-memory redact --explain`` shows: each secret the engine finds and the rule that took it."""

from __future__ import annotations

from typing import Any

from lc_memory.redact.commands import COMMAND_RULES
from lc_memory.redact.engine import Finding, findings, redact_secrets
from lc_memory.redact.keyvalue import KEY_RULES

__all__ = ["explain", "explain_rows"]

# the readers of issue 33 name what fired: the key word, the block, the command
_READERS = KEY_RULES + COMMAND_RULES


def explain(text: str) -> list[Finding]:
    """Every secret in *text* with the rule that took it (``lc-memory redact --explain``)."""
    return findings(text)


def explain_rows(text: str) -> list[dict[str, Any]]:
    """``explain`` as rows for a listing: where each secret stands (line, column, offsets), the
    rule and its family, and the line it is on with the secret replaced (never the secret).

    Where an older context rule took the span a reader of issue 33 also reads, the row names
    the reader's finding (``key:signing-secret``, ``block:sensitive``, ``command:mysql -p``): it
    says which word, block or command made the value a secret; ``matched`` keeps the rule
    that took it."""
    named = {(f.start, f.end): f.rule for f in findings(text, _READERS)}
    rows = []
    for f in explain(text):
        line_start = text.rfind("\n", 0, f.start) + 1
        line_end = text.find("\n", f.end)
        line_end = len(text) if line_end < 0 else line_end
        shown = text[line_start:f.start] + f"[REDACTED:{f.kind}]" + text[f.end:line_end]
        rows.append({"line": text.count("\n", 0, f.start) + 1, "column": f.start - line_start + 1,
                     "start": f.start, "end": f.end, "length": f.end - f.start,
                     "rule": named.get((f.start, f.end), f.rule), "matched": f.rule,
                     "family": f.family, "kind": f.kind, "where": " ".join(redact_secrets(shown).split())})
    return rows
