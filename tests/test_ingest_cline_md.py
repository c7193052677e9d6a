"""A Cline, Roo Code or Kilo Code task exported as Markdown (cline_task_*.md, roo_task_*.md,
kilo_code_task_*.md; IBM Bob's bob_task_*.md), read through the cline format. Issue 35's unseen
round 10: such exports are committed (an IBM Bob hackathon's repositories keep them in
bob_sessions/), and every one was refused ("not JSON"). The samples are written here in the
exports' two shapes: tool calls as XML tags in the agent's text, and native calls."""

from __future__ import annotations

from pathlib import Path

from lc_memory.ingest import cline, cline_md
from lc_memory.ingest.base import detect, ingest, read_transcripts
from lc_memory.store.files import Store
from lc_memory.store.identity import folder_identity
from lc_memory.write.activity import activity
from lc_memory.write.extract import extract_offline

ENV = """<environment_details>
# VSCode Visible Files
app/api.py

# Current Time
Current time in ISO 8601 UTC format: {time}
User time zone: Europe/Lisbon, UTC+1:00

# Current Workspace Directory (/home/ana/shop) Files
app/
app/api.py
</environment_details>"""

XML_EXPORT = f"""**User:**

<task>
Add a /health route to app/api.py
</task>
{ENV.format(time="2026-03-04T10:00:00.000Z")}

---

**Assistant:**

I'll add the route.

<write_to_file>
<path>app/api.py</path>
<content>
from flask import Flask
app = Flask(__name__)

@app.get("/health")
def health():
    return "ok"
</content>
<line_count>6</line_count>
</write_to_file>

---

**User:**

[write_to_file for 'app/api.py'] Result:
The content was successfully saved to app/api.py.
{ENV.format(time="2026-03-04T10:00:20.000Z")}

---

**Assistant:**

<execute_command>
<command>pytest -q</command>
</execute_command>

---

**User:**

[execute_command for 'pytest -q'] Result:
Command executed in terminal  within working directory '/home/ana/shop'. Exit code: 0
Output:
3 passed
{ENV.format(time="2026-03-04T10:00:40.000Z")}

---

**Assistant:**

<attempt_completion>
<result>
The /health route answers "ok", and the tests pass.
</result>
</attempt_completion>

---

**User:**

[attempt_completion] Result:
The user has provided feedback on the results. Consider their input to continue the task, and then attempt completion again.
<feedback>
also log each call
</feedback>
{ENV.format(time="2026-03-04T10:01:00.000Z")}

---

**Assistant:**

Logging is on now.

"""

NATIVE_EXPORT = f"""**User:**

<task>
Rename the helper in app/api.py
</task>
{ENV.format(time="2026-03-05T09:00:00.000Z")}

---

**Assistant:**

[Tool Use: read_file]
Path: app/api.py
Mode: slice
Indentation: {{
  "anchor_line": 1,
  "max_levels": 0
}}

---

**User:**

[Tool]
File: app/api.py
1 | def helpr(): pass
{ENV.format(time="2026-03-05T09:00:10.000Z")}

---

**Assistant:**

[Tool Use: apply_diff]
Path: app/api.py
Diff: <<<<<<< SEARCH
Note: keep this line
def helpr(): pass
=======
def helper(): pass
>>>>>>> REPLACE
[Unexpected content type: thoughtSignature]

---

**User:**

[Tool (Error)]
The diff did not apply.
{ENV.format(time="2026-03-05T09:00:20.000Z")}

---

**Assistant:**

[Tool Use: ask_followup_question]
Question: Should I rewrite the whole file instead?

---

**User:**

[Tool]
<answer>
yes
</answer>
{ENV.format(time="2026-03-05T09:00:30.000Z")}

---

**Assistant:**

[Tool Use: write_to_file]
Path: app/api.py
Content: def helper(): pass
Line_count: 1

---

**User:**

[Tool]
The content was successfully saved to app/api.py.
{ENV.format(time="2026-03-05T09:00:40.000Z")}

---

**Assistant:**

[Tool Use: attempt_completion]
Result: Renamed helpr to helper in app/api.py.

"""


def _write(tmp_path: Path, name: str, text: str) -> Path:
    path = tmp_path / "docs" / name
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(text, encoding="utf-8")
    return path


def test_an_xml_era_export_reads_as_the_task_did(tmp_path):
    path = _write(tmp_path, "cline_task_mar-4-2026_10-01-05-am.md", XML_EXPORT)
    assert detect(path).name == "cline"
    (t,) = read_transcripts(path)
    assert t.meta["id"] == "cline_task_mar-4-2026_10-01-05-am"
    assert t.meta["cwd"] == "/home/ana/shop"  # the environment details', not the file's folder
    assert t.meta["created"].startswith("2026-03-04T10:00:00")
    typed = [m["content"] for m in t.messages if m.get("typed")]
    assert typed == ["Add a /health route to app/api.py", "also log each call"]
    agent = [m["content"] for m in t.messages if m["role"] == "assistant" and m["kind"] == "text"]
    assert agent[-1] == "Logging is on now."
    assert not any("environment_details" in str(m.get("content")) for m in t.messages)
    act = activity(t.meta, t.messages)
    assert act.edited or act.created
    assert [c.passed for c in act.checks] == [True]


def test_a_native_export_reads_calls_results_and_answers(tmp_path):
    path = _write(tmp_path, "kilo_code_task_mar-5-2026_9-01-00-am.md", NATIVE_EXPORT)
    (t,) = read_transcripts(path)
    calls = [m for m in t.messages if m["kind"] == "tool_use"]
    assert [m["name"] for m in calls] == ["read_file", "apply_diff", "write_to_file"]
    # an argument's object is its JSON; a long value keeps its own "Key: value"-looking lines
    diff = calls[1]["content"]
    assert "Note: keep this line" in diff and "thoughtSignature" not in diff
    typed = [m["content"] for m in t.messages if m.get("typed")]
    assert typed == ["Rename the helper in app/api.py", "yes"]
    results = [m for m in t.messages if m["kind"] == "tool_result"]
    assert len(results) == 3 and results[1]["result"]["error"] is True
    out = extract_offline(t.meta, t.messages).outcome
    assert out.startswith("Renamed helpr to helper in app/api.py."), out


def test_an_export_under_another_name_is_one_session_wherever_it_is_copied(tmp_path):
    a = _write(tmp_path / "a", "bob-task-history.md", XML_EXPORT)
    b = _write(tmp_path / "b", "bob-task-history.md", XML_EXPORT)
    other = _write(tmp_path / "c", "bob-task-history.md", NATIVE_EXPORT)
    ids = [read_transcripts(p)[0].meta["id"] for p in (a, b, other)]
    assert ids[0] == ids[1] != ids[2] and ids[0].startswith("bob-task-history-")


def test_a_folder_finds_its_exports_and_not_other_markdown(tmp_path):
    export = _write(tmp_path, "roo_task_mar-4-2026_10-01-05-am.md", XML_EXPORT)
    _write(tmp_path, "notes.md", "**User:**\n\nhello, not a task\n")
    _write(tmp_path, "README.md", "# shop\n\n**User:**\n\n<task>\nan example\n</task>\n")
    assert cline.find(tmp_path) == [export]
    assert not cline_md.is_export("# shop\n\n**User:**\n\n<task>\nx\n</task>\n")


def test_reingesting_an_export_changes_nothing(tmp_path):
    store = Store(tmp_path / "store", folder_identity(str(tmp_path)))
    path = _write(tmp_path, "cline_task_mar-4-2026_10-01-05-am.md", XML_EXPORT)
    assert [changed for _, changed in ingest(store, [path])] == [True]
    assert [changed for _, changed in ingest(store, [path])] == [False]
