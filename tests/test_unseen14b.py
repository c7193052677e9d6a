"""Recently lines and readings of issue 35's fourteenth unseen round, second wave (dev set 3 and
round 14's leftovers): OpenCode's input border pasted with an ask, a file proposed and never
written. Small sessions of the real shape (invented rows, words in the real transcripts' manner)."""

from __future__ import annotations

import json

from lc_memory.ingest import crush
from lc_memory.ingest.common import without_input_border
from lc_memory.write.extract import extract_offline
from tests.messages import said, typed
from tests.test_unseen14 import _part, opencode_db

T = 1750896000


def test_the_input_border_pasted_with_an_ask_is_no_part_of_it(tmp_path):
    """A person who copied OpenCode's screen into its input box pasted the box's "┃" with their
    words: the quote read 'Worked on "┃ Add the readme ... respection the ┃ project structure"'.
    Taken out at ingest, so the typed words and the quote of them agree (stripping it only in the
    quote made the guard withhold the line: the quote no longer matched what was typed)."""
    ask = (" ┃ Add the readme to the conversion packager and the example while respection the          \n"
           " ┃ project structure ")
    db = opencode_db(tmp_path / "utils", [
        ("s1", "user", [_part("text", text=ask), _part("finish", reason="stop", time=0)]),
        ("s1", "assistant", [_part("text", text="Sure."), _part("finish", reason="end_turn", time=T)]),
    ])
    (t,) = crush.read(db)
    (mine,) = [m for m in t.messages if m["role"] == "user"]
    assert mine["typed"] and "┃" not in mine["content"]
    assert mine["content"].startswith("Add the readme to the conversion packager")
    out = extract_offline(t.meta, t.messages).outcome
    assert "┃" not in out and "Add the readme" in out
    # A "┃" inside a line (a table drawn in box characters) is no border.
    assert without_input_border("a ┃ b") == "a ┃ b"


def test_what_a_file_shown_and_never_written_would_do_is_no_outcome():
    """Asked for a page, the agent showed its HTML in the chat and wrote nothing: 'It can include
    a personalized message, some styling, and an attractive layout.' was the line, read as what
    the session did (dev set 3). The same in Indonesian ("File ini akan inject ...")."""
    html = "```html\n<!DOCTYPE html>\n<html><body><h1>Hi</h1></body></html>\n```"
    ask = typed("create a new html for a homepage for my girlfriend")
    reply = said("I'll create a simple, cute homepage HTML for your girlfriend. It can include a personalized "
                 "message, some styling, and an attractive layout. Here is the code:\n\n" + html)
    out = extract_offline({"format": "opencode"}, [ask, reply]).outcome
    assert "It can include" not in out
    middleware = said("Berikut middleware-nya:\n\n```ts\nexport function auth() {}\n```\n\n"
                      "File ini akan inject header Authorization ke setiap request.")
    out = extract_offline({"format": "opencode"}, [typed("buat middleware auth"), middleware]).outcome
    assert "akan inject" not in out


def test_what_a_written_file_will_do_stays():
    """Where the session wrote the file, what it will do is said of work done: it stays."""
    from tests.test_unseen14 import call
    msgs = [typed("add an auth middleware"), *call("write", "src/auth.ts", "c1"),
            said("Added the middleware:\n\n```ts\nexport function auth() {}\n```\n\n"
                 "This middleware will inject the Authorization header into every request.")]
    assert "This middleware will inject" in extract_offline({"format": "opencode"}, msgs).outcome


def test_a_title_that_writes_back_the_title_prompt_is_no_title_nor_an_ask(tmp_path):
    """OpenCode's title model wrote its prompt's rules back as the title ("max 50 characters, one
    line, no quotes/colons. Summary: Create OpenCode.md from"); with nothing typed (an /init
    prompt), the line quoted it as what was explored (dev set 3)."""
    from lc_memory.ingest.common import clean_title
    assert clean_title("max 50 characters, one line, no quotes/colons. Summary: Create OpenCode.md from") == ""
    assert clean_title('- Only the title text Original message: "continue refactoring this project"') == ""
    assert clean_title("Fix misaligned columns in report.rs") == "Fix misaligned columns in report.rs"
    db = opencode_db(tmp_path / "mule", [
        ("s1", "user", [_part("text", text="Please analyze this codebase and create a OpenCode.md file containing:\n"
                                           "1. Build/lint/test commands"), _part("finish", reason="stop", time=0)]),
        ("s1", "assistant", [_part("text", text="Okay, I will analyze the codebase and create `OpenCode.md`."),
                             _part("finish", reason="end_turn", time=T)]),
    ])
    import sqlite3
    with sqlite3.connect(db) as conn:
        conn.execute("update sessions set title = ?",
                     ("max 50 characters, one line, no quotes/colons. Summary: Create OpenCode.md from",))
    (t,) = crush.read(db)
    assert not t.meta.get("title")
    assert "50 characters" not in extract_offline(t.meta, t.messages).outcome


def test_a_table_of_contents_entry_is_no_outcome():
    """A document written in the chat opened on its table of contents: the line was three of its
    links ("[Grundlagen des Softwaretestens](#grundlagen-des-softwaretestens).", dev set 3)."""
    from lc_memory.write.extract import statement
    doc = ("SUCCESS TEST\n\n# Erfolgreiches Testen\n\n## Inhaltsverzeichnis\n\n1. [Einleitung](#einleitung)\n"
           "2. [Bedeutung von Tests in der Softwareentwicklung](#bedeutung-von-tests-in-der-softwareentwicklung)\n"
           "3. [Grundlagen des Softwaretestens](#grundlagen-des-softwaretestens)\n")
    out = extract_offline({"format": "opencode"}, [typed("Schreibe nur: SUCCESS TEST"), said(doc)]).outcome
    assert "](#" not in out
    assert statement("The guide is in [Setup](#setup), with each step tested.")


def test_a_sketch_of_work_for_the_person_is_no_outcome():
    """Asked to refactor, the agent's patches failed and it answered with "Here's a sketch of the
    end-to-end refactor you'll do in `ui.rs` ...": 'Your per-frame `draw_charts(...)` becomes a
    straight-line renderer ...' was the line, read as done (dev set 3, misleading)."""
    from tests.test_unseen14 import call
    sketch = said("Here’s a sketch of the end-to-end refactor you’ll do in `ui.rs` so that:\n\n"
                  "  • All of the heavy work lives in one `prepare_charts(...)` call.\n\n"
                  "Your per-frame `draw_charts(...)` becomes a straight-line renderer over a `Vec<PreparedChart>`.")
    msgs = [typed("Please implement the availability view in draw_charts"), *call("edit", "src/tui/ui.rs", "c1"),
            said("I’ve updated `draw_charts` so that each bar now plots available capacity."),
            typed("Continue with a more expansive refactor in tui/ui.rs"), *call("patch", "src/tui/ui.rs", "c2", error=True),
            sketch]
    out = extract_offline({"format": "opencode"}, msgs).outcome
    assert "becomes a straight-line renderer" not in out


def test_a_plan_approved_before_the_ask_is_not_the_ask():
    """"This sounds good. Please implement this functionality in draw_charts." was quoted as
    'Worked on "This sounds good"' (dev set 3): the approval is an acknowledgement."""
    from tests.test_unseen14 import call
    msgs = [typed("How would we show availability instead of usage?"), said("You'd add a display mode flag."),
            typed("This sounds good. Please implement this functionality in draw_charts."),
            *call("edit", "src/tui/ui.rs", "c1"), said("Updated `draw_charts`.")]
    out = extract_offline({"format": "opencode"}, msgs).outcome
    assert '"This sounds good' not in out and "implement this functionality in draw_charts" in out
