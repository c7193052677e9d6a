"""Readings of issue 35's round-20 unseen transcripts (session 61): an Aider history whose lines
lost their two closing spaces (an editor or a hook stripped them), a Codex rollout that holds only
what Codex injected, and Codex's custom prompts sent after the IDE's context block or with their
front matter. Small sessions of the real shape (invented rows, words in the real transcripts'
manner)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from lc_memory.errors import IngestError
from lc_memory.ingest import aider, codex

# A launch as aider writes it, then with every line's trailing blanks stripped (the input history
# beside it tells the person's "####" lines).
_LAUNCH = """
# aider chat started at 2025-08-30 09:12:40

> /home/me/venv/bin/aider  
> Aider v0.86.1  
> Git repo: none  

#### make a script that checks the disk usage as https://example.com/du-guide does  
> https://example.com/du-guide  
> Add URL to the chat? (Y)es/(N)o/(A)ll/(S)kip all/(D)on't ask again [Yes]: n  

I'll create a small script for that.

disk-check.sh
```bash
<<<<<<< SEARCH
=======
#!/bin/bash
df -h /
>>>>>>> REPLACE
```

> Tokens: 2.1k sent, 310 received.  
> disk-check.sh  
> Create new file? (Y)es/(N)o [Yes]: y  
> Applied edit to disk-check.sh  
> chmod +x disk-check.sh
./disk-check.sh

# Then look at the home folder
du -sh ~  
> Run shell commands? (Y)es/(N)o/(D)on't ask again [Yes]: y  
> Running chmod +x disk-check.sh  
> Running ./disk-check.sh  
> Running du -sh ~  

#### now add the inode count too  

Here is the change.

disk-check.sh
```bash
<<<<<<< SEARCH
df -h /
=======
df -h /
df -i /
>>>>>>> REPLACE
```

> Tokens: 2.6k sent, 120 received.  
> Applied edit to disk-check.sh  

#### /add notes.md  
> Added notes.md to the chat  

#### and list the largest folders in it  
> litellm.APIConnectionError: OpenrouterException - {"error":
"upstream timed out"}  
"""

_INPUT = """
# 2025-08-30 09:13:02.114201
+make a script that checks the disk usage as https://example.com/du-guide does

# 2025-08-30 09:15:40.553019
+now add the inode count too

# 2025-08-30 09:16:02.010101
+/add notes.md

# 2025-08-30 09:16:30.771342
+and list the largest folders in it
"""


def _aider(tmp_path: Path, stripped: bool) -> list[dict]:
    text = _LAUNCH
    if stripped:
        text = "\n".join(line.rstrip() for line in text.splitlines()) + "\n"
    (tmp_path / aider.HISTORY).write_text(text, encoding="utf-8")
    (tmp_path / aider.INPUT_HISTORY).write_text(_INPUT, encoding="utf-8")
    (transcript,) = aider.read(tmp_path / aider.HISTORY)
    return transcript.messages


def _reading(messages: list[dict]) -> tuple[list[str], list[str], list[str]]:
    typed = [m["content"] for m in messages if m["typed"]]
    calls = [json.loads(m["content"]).get("command") or json.loads(m["content"]).get("path")
             for m in messages if m["kind"] == "tool_use"]
    said = [m["content"] for m in messages if m["role"] == "assistant" and m["kind"] == "text"]
    return typed, calls, said


@pytest.mark.parametrize("stripped", [False, True])
def test_an_aider_history_without_its_closing_spaces_reads_as_the_marked_one(tmp_path, stripped):
    typed, calls, said = _reading(_aider(tmp_path, stripped))
    assert typed == ["make a script that checks the disk usage as https://example.com/du-guide does",
                     "now add the inode count too", "/add notes.md", "and list the largest folders in it"]
    assert calls == ["disk-check.sh", "chmod +x disk-check.sh", "./disk-check.sh", "du -sh ~", "disk-check.sh",
                     "notes.md"]
    # the shell block and aider's question are no words of the model's
    assert said == ["I'll create a small script for that.\n\ndisk-check.sh\n```bash\n<<<<<<< SEARCH\n=======\n"
                    "#!/bin/bash\ndf -h /\n>>>>>>> REPLACE\n```",
                    "Here is the change.\n\ndisk-check.sh\n```bash\n<<<<<<< SEARCH\ndf -h /\n=======\n"
                    "df -h /\ndf -i /\n>>>>>>> REPLACE\n```",
                    'API Error: litellm.APIConnectionError: OpenrouterException - {"error":']


def _rollout(path: Path, turns: list[dict]) -> Path:
    rows = [{"timestamp": "2025-10-14T09:56:32.591Z", "type": "session_meta",
             "payload": {"id": "0199e226-6acf-7f30-a6d3-36c7c5bd5aaa", "timestamp": "2025-10-14T09:56:32.591Z",
                         "cwd": "/Users/me/work/notice", "originator": "codex_cli_rs", "cli_version": "0.46.0"}}]
    rows += [{"timestamp": "2025-10-14T09:56:33.000Z", "type": "response_item", "payload": t} for t in turns]
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text("".join(json.dumps(r) + "\n" for r in rows), encoding="utf-8")
    return path


def _said(role: str, text: str) -> dict:
    kind = "output_text" if role == "assistant" else "input_text"
    return {"type": "message", "role": role, "content": [{"type": kind, "text": text}]}


_CONTEXT = ("<environment_context>\n  <cwd>/Users/me/work/notice</cwd>\n  <approval_policy>on-request</approval_policy>\n"
            "  <sandbox_mode>read-only</sandbox_mode>\n  <shell>zsh</shell>\n</environment_context>")


def test_a_codex_rollout_of_only_what_codex_injected_is_no_session(tmp_path):
    path = _rollout(tmp_path / "sessions" / "2025" / "10" / "14" / "rollout-2025-10-14T17-56-32-x.jsonl",
                    [_said("user", _CONTEXT)])
    with pytest.raises(IngestError, match="only what Codex injected"):
        codex.read(path)
    # one word of the person's and it is a session
    path = _rollout(tmp_path / "b" / "sessions" / "rollout-2025-10-14T18-00-11-y.jsonl",
                    [_said("user", _CONTEXT), _said("user", "why does the badge not update?")])
    (transcript,) = codex.read(path)
    assert [m["content"] for m in transcript.messages if m["typed"]] == ["why does the badge not update?"]


_PROMPT = """---
description: Turn a short feature note into a spec.
---

## User Input

```text
$ARGUMENTS
```

You **MUST** consider the user input before proceeding (if not empty).

## Outline

1. Run the setup script once and read its JSON for the spec file's path.
2. Write the spec from the note, section by section.
"""


def _prompt_home(tmp_path: Path) -> Path:
    (tmp_path / "prompts").mkdir(parents=True)
    (tmp_path / "prompts" / "speckit.specify.md").write_text(_PROMPT, encoding="utf-8")
    return tmp_path / "sessions" / "2026" / "01" / "09" / "rollout-2026-01-09T20-17-21-z.jsonl"


def test_a_custom_prompt_sent_after_the_ides_context_is_the_command_not_typed_words(tmp_path):
    body = _PROMPT.split("---\n", 2)[2].strip()
    ide = ("# Context from my IDE setup:\n\n## Active file: src/app/page.tsx\n\n## Open tabs:\n"
           "- page.tsx: src/app/page.tsx\n\n## My request for Codex:\n")
    path = _rollout(_prompt_home(tmp_path), [_said("user", _CONTEXT), _said("user", ide + body),
                                             _said("assistant", "The spec is written to specs/001/spec.md.")])
    (transcript,) = codex.read(path)
    # a placeholder sent on as it is ("$ARGUMENTS") was given no argument
    assert [m["content"] for m in transcript.messages if m["typed"]] == ["/prompts:speckit.specify"]


def test_a_custom_prompt_sent_with_its_front_matter_is_the_command_not_typed_words(tmp_path):
    text = _PROMPT.replace("$ARGUMENTS", "a weekly digest of the notices")
    path = _rollout(_prompt_home(tmp_path), [_said("user", _CONTEXT), _said("user", text),
                                             _said("assistant", "The spec is written to specs/002/spec.md.")])
    (transcript,) = codex.read(path)
    assert [m["content"] for m in transcript.messages if m["typed"]] == [
        "/prompts:speckit.specify a weekly digest of the notices"]

