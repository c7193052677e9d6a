"""Gemini CLI chats shared with ``/chat share``: Markdown (three headings over the CLI's
versions) and JSON (the history itself), read through the gemini-cli format. Issue 35's unseen
round 11: people commit these (a project's docs/gemini_protocol/, a historico.md) and every one
was refused as "not a transcript". The histories here are written the way the CLI writes them
(``serializeHistoryToMarkdown``), from histories made up for the tests."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from lc_memory.ingest import gemini_cli, gemini_md
from lc_memory.ingest.base import detect, ingest, read_paths, read_transcripts
from lc_memory.ingest.common import NotATranscript
from lc_memory.store.files import Store
from lc_memory.store.identity import folder_identity
from lc_memory.write.activity import activity
from lc_memory.write.extract import extract_offline

SETUP = ("<session_context>\nThis is the Gemini CLI. We are setting up the context for our chat.\n"
         "Today's date is Thursday, May 21, 2026 (formatted according to the user's locale).\n"
         "My operating system is: linux\nThe project's temporary directory is: /home/ana/.gemini/tmp/shop\n"
         "- **Workspace Directories:**\n  - /home/ana/shop\n- **Directory Structure:**\n\n/home/ana/shop/\n"
         "├───app.py\n└───README.md\n\n</session_context>")
EDITOR = ("Here is the user's editor context as a JSON object. This is for your information only.\n```json\n"
          '{\n  "activeFile": {\n    "path": "/home/ana/shop/app.py"\n  }\n}\n```')


def history(setup: str = SETUP) -> list[dict]:
    """A chat: the environment and its canned answer, the editor's context, an ask with an
    @file, thoughts and a call, its result, an answer; then "go on" twice, answered between."""
    return [
        {"role": "user", "parts": [{"text": setup}]},
        {"role": "model", "parts": [{"text": "Got it. Thanks for the additional context!"}]},
        {"role": "user", "parts": [{"text": EDITOR}]},
        {"role": "user", "parts": [{"text": "@app.py add a /health route"},
                                   {"text": "\n--- Content from referenced files ---"},
                                   {"text": "\nContent from @app.py:\n"}, {"text": "app = Flask(__name__)\n"},
                                   {"text": "\n--- End of content ---"}]},
        {"role": "model", "parts": [
            {"text": "**Planning the Route** I'm reading `app.py` first. Then I add the route.", "thought": True},
            {"text": "**Writing the Handler** I've chosen a plain text reply.", "thought": True},
            {"functionCall": {"name": "replace", "args": {"file_path": "/home/ana/shop/app.py", "old_string": "a",
                                                          "new_string": "b"}, "id": "replace_1779340937812_0"}}]},
        {"role": "user", "parts": [{"functionResponse": {
            "id": "replace_1779340937812_0", "name": "replace",
            "response": {"output": "Successfully modified file: /home/ana/shop/app.py (1 replacements)."}}}]},
        {"role": "model", "parts": [{"text": "**Checking the Result** I've confirmed the edit.", "thought": True},
                                    {"text": "I added a /health route to `app.py`."}]},
        {"role": "user", "parts": [{"text": "go on"}]},
        {"role": "model", "parts": [{"text": "The route returns ok."}]},
        {"role": "user", "parts": [{"text": "go on"}]},
        {"role": "model", "parts": [{"text": "Nothing else is needed."}]},
    ]


def markdown(items: list[dict], heading: str = "new") -> str:
    """The history as ``serializeHistoryToMarkdown`` writes it: thoughts as text like any
    other part, parts joined with nothing."""
    out = []
    for item in items:
        text = ""
        for p in item["parts"]:
            if "text" in p:
                text += p["text"]
            elif "functionCall" in p:
                text += "**Tool Command**:\n```json\n" + json.dumps(p["functionCall"], indent=2) + "\n```"
            elif "functionResponse" in p:
                text += "**Tool Response**:\n```json\n" + json.dumps(p["functionResponse"], indent=2) + "\n```"
        role, icon = item["role"].upper(), "🧑\u200d💻" if item["role"] == "user" else "✨"
        head = {"new": f"## {role} {icon}", "2025": f"{icon} ## {role}", "first": f"**{item['role']}**:"}[heading]
        out.append(f"{head}\n\n{text}")
    return "\n\n---\n\n".join(out)


def _write(folder: Path, name: str, text: str) -> Path:
    folder.mkdir(parents=True, exist_ok=True)
    path = folder / name
    path.write_text(text, encoding="utf-8")
    return path


def test_a_markdown_share_is_the_chat_it_was_written_from(tmp_path):
    path = _write(tmp_path, "gemini_protocol.md", markdown(history()))
    assert detect(path).name == "gemini-cli"
    assert gemini_md.from_markdown(path.read_text(encoding="utf-8"))[5] == history()[5]
    (t,) = read_transcripts(path)
    assert t.meta["cwd"] == "/home/ana/shop"  # the environment's, not the file's folder
    typed = [m["content"] for m in t.messages if m.get("typed")]
    assert typed == ["@app.py add a /health route", "go on", "go on"]
    agent = [m["content"] for m in t.messages if m["role"] == "assistant" and m["kind"] == "text"]
    # the CLI's canned "Got it." and the thoughts are no words of the agent
    assert agent == ["I added a /health route to `app.py`.", "The route returns ok.", "Nothing else is needed."]
    assert t.meta["created"] == "2026-05-21T05:22:17.812Z"  # the call's start, from its id
    act = activity(t.meta, t.messages)
    assert act.edited == ("app.py",)
    assert extract_offline(t.meta, t.messages).outcome.endswith("Edited app.py.")


@pytest.mark.parametrize("heading", ["2025", "first"])
def test_the_older_headings_read_alike(tmp_path, heading):
    older = SETUP.replace("<session_context>\n", "").replace("</session_context>", "").replace(
        "- **Workspace Directories:**\n  - /home/ana/shop\n",
        "I'm currently working in the directory: /home/ana/shop\n")
    path = _write(tmp_path, "chat.md", markdown(history(older), heading))
    (t,) = read_transcripts(path)
    assert t.meta["cwd"] == "/home/ana/shop"
    assert [m["content"] for m in t.messages if m.get("typed")] == ["@app.py add a /health route", "go on", "go on"]


def test_a_json_share_and_its_markdown_twin_are_one_session(tmp_path):
    md = _write(tmp_path, "chat.md", markdown(history()))
    js = _write(tmp_path, "gemini-conversation-1779340937812.json", json.dumps(history(), indent=2))
    assert detect(js).name == "gemini-cli"
    (a,), (b,) = read_transcripts(md), read_transcripts(js)
    assert a.meta["id"] == b.meta["id"]
    assert [m["content"] for m in a.messages] == [m["content"] for m in b.messages]
    reading = read_paths([md, js])
    assert len(reading.transcripts) == 1


def test_a_longer_share_of_the_same_chat_is_the_same_session(tmp_path):
    short = _write(tmp_path, "day1.md", markdown(history()[:7]))
    long = _write(tmp_path, "day2.md", markdown(history()))
    assert read_transcripts(short)[0].meta["id"] == read_transcripts(long)[0].meta["id"]
    (kept,) = read_paths([long, short]).transcripts
    assert kept[0] == long


def test_a_day_in_another_locale_dates_a_share_without_call_times(tmp_path):
    german = SETUP.replace("Thursday, May 21, 2026", "Freitag, 23. Januar 2026")
    items = [i for i in history(german) if not any("function" in k for p in i["parts"] for k in p)]
    (t,) = read_transcripts(_write(tmp_path, "chat.md", markdown(items)))
    assert t.meta["created"] == "2026-01-23T00:00:00Z"
    for said, day in [("quarta-feira, 22 de abril de 2026", "2026-04-22"), ("2026年2月26日星期四", "2026-02-26"),
                      ("23 января 2026 г.", "2026-01-23"), ("someday", None)]:
        got = gemini_md._day(f"Today's date is {said} (formatted according to the user's locale).\n")
        assert (got[:10] if got else None) == day


def test_words_sent_again_unanswered_are_a_resend(tmp_path):
    items = history()[:4] + [{"role": "user", "parts": [{"text": "@app.py add a /health route"}]}] + history()[4:]
    (t,) = read_transcripts(_write(tmp_path, "chat.md", markdown(items)))
    typed = [m["content"] for m in t.messages if m.get("typed")]
    assert typed == ["@app.py add a /health route", "go on", "go on"]


def test_a_text_that_names_a_tool_command_is_text(tmp_path):
    items = history()
    items[-1] = {"role": "model", "parts": [{"text": "Shares write **Tool Command**:\n```json\nnot json\n```"}]}
    (t,) = read_transcripts(_write(tmp_path, "chat.md", markdown(items)))
    assert t.messages[-1]["content"].startswith("Shares write **Tool Command**:")


def test_thoughts_end_where_two_parts_meet():
    assert gemini_md.without_thoughts("**Looking** I'm checking `a.py`. It is short.**Done** I've read it.The file "
                                      "is fine.") == "The file is fine."
    assert gemini_md.without_thoughts("**Looking** I'm checking it.") == ""
    # an answer's own bold heading stands on its line, or ends in a colon
    for answer in ("**Summary**\n\nAll done.", "**Note:** the route is public."):
        assert gemini_md.without_thoughts(answer) == answer


def test_only_what_the_cli_injected_is_no_session(tmp_path):
    path = _write(tmp_path, "chat.md", markdown(history()[:3]))
    with pytest.raises(NotATranscript):
        read_transcripts(path)


def test_a_folder_finds_its_shares_and_not_other_files(tmp_path):
    md = _write(tmp_path / "docs", "chat.md", markdown(history()))
    js = _write(tmp_path, "share.json", json.dumps(history()))
    _write(tmp_path, "README.md", "# shop\n\n## USER\n\nan example\n")
    _write(tmp_path, "data.json", json.dumps([{"role": "user", "parts": [{"text": "hello"}]}]))
    saved = _write(tmp_path / ".gemini" / "tmp" / "abc", "checkpoint-mine.json", json.dumps(history()))
    # the chat it copies, recorded beside it (a lone checkpoint is read: test_unseen23)
    chat = _write(tmp_path / ".gemini" / "tmp" / "abc" / "chats", "session-2026-01-02T10-00-0a1b2c3d.jsonl", "{}\n")
    assert gemini_cli.find(tmp_path) == sorted([md, js])
    assert not gemini_cli.sniff(tmp_path / "README.md") and not gemini_cli.sniff(tmp_path / "data.json")
    with pytest.raises(NotATranscript):  # a /chat save checkpoint is still named and skipped
        read_transcripts(saved)
    assert chat.exists()


def test_reingesting_a_share_changes_nothing(tmp_path):
    store = Store(tmp_path / "store", folder_identity(str(tmp_path)))
    path = _write(tmp_path, "chat.md", markdown(history()))
    assert [changed for _, changed in ingest(store, [path])] == [True]
    assert [changed for _, changed in ingest(store, [path])] == [False]


def test_a_qwen_code_share_is_qwen_codes(tmp_path):
    # Qwen Code, a fork, shares its chats as Gemini CLI does; its environment turn names it
    qwen = SETUP.replace("<session_context>\n", "").replace("</session_context>", "").replace(
        "This is the Gemini CLI.", "This is the Qwen Code.")
    md = _write(tmp_path, "chat.md", markdown(history(qwen), "2025"))
    js = _write(tmp_path, "share.json", json.dumps(history(qwen)))
    for path in (md, js):
        assert detect(path).name == "qwen-code"
        (t,) = read_transcripts(path)
        assert t.meta["format"] == "qwen-code" and t.meta["cwd"] == "/home/ana/shop"
        assert [m["content"] for m in t.messages if m.get("typed")] == ["@app.py add a /health route", "go on",
                                                                         "go on"]
    assert gemini_cli.find(tmp_path) == []


def test_a_response_written_twice_is_one_result(tmp_path):
    # 2026 builds put a turn's functionResponse parts in the history twice, one user item after
    # the other, with the same ids
    items = history()
    items.insert(6, items[5])
    (t,) = read_transcripts(_write(tmp_path, "chat.md", markdown(items)))
    results = [m for m in t.messages if m["kind"] == "tool_result"]
    assert [r["result"]["id"] for r in results] == ["replace_1779340937812_0"]


def test_text_beside_a_response_is_the_tools_and_a_folders_turn_is_the_clis(tmp_path):
    # 2025: read_many_files put the files it read as text parts beside its response, and
    # `/directory add` sent the workspace's folders again as a user turn
    folders = ("I'm currently working in the following directories:\n  - /home/ana/shop\n  - /home/ana/lib\n"
               "Here is the folder structure of the current working directories:\n\n/home/ana/shop/\n└───app.py\n")
    items = history()
    items[5] = {"role": "user", "parts": [items[5]["parts"][0], {"text": "--- /home/ana/shop/app.py ---\n\napp = 1\n"}]}
    items.insert(7, {"role": "user", "parts": [{"text": folders}]})
    (t,) = read_transcripts(_write(tmp_path, "chat.md", markdown(items)))
    assert [m["content"] for m in t.messages if m.get("typed")] == ["@app.py add a /health route", "go on", "go on"]
    (result,) = [m for m in t.messages if m["kind"] == "tool_result"]
    assert result["content"].endswith("--- /home/ana/shop/app.py ---\n\napp = 1")
