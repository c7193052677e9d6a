"""Readings of issue 35's round-19 unseen transcripts (session 60): Qwen Code's record of the
person's Esc, a tool's response that the Gemini CLI layout wrote into a user turn, and the project
of a Gemini CLI or Qwen Code 2025 chat whose hash folder names no path. Small sessions of the real
shape (invented rows, words in the real transcripts' manner)."""

from __future__ import annotations

import hashlib
import json
from pathlib import Path

from lc_memory.ingest import gemini_cli, qwen_code


def _qwen_records(aborted: bool) -> list[dict]:
    base = {"sessionId": "5d1f0a3c-7b2e-4c11-9a40-0c6e2f8b1d77", "cwd": "C:\\Users\\me\\work",
            "version": "0.14.0"}
    error = {"event.name": "qwen-code.api_error", "model": "coder-model", "duration_ms": 1200,
             "auth_type": "qwen-oauth"}
    error.update({"error_message": "Request was aborted.", "error_type": "APIUserAbortError"} if aborted
                 else {"error_message": "Quota exceeded for this account.", "error_type": "RateLimitError"})
    rows = [
        {"uuid": "u1", "parentUuid": None, "timestamp": "2026-04-08T02:30:00.000Z", "type": "user",
         "message": {"role": "user", "parts": [{"text": "hi"}]}},
        {"uuid": "a1", "parentUuid": "u1", "timestamp": "2026-04-08T02:30:02.000Z", "type": "assistant",
         "message": {"role": "model", "parts": [{"text": "Hi! How can I help you today?"}]}},
        {"uuid": "u2", "parentUuid": "a1", "timestamp": "2026-04-08T02:31:40.000Z", "type": "user",
         "message": {"role": "user", "parts": [{"text": "list the skills this folder has"}]}},
        {"uuid": "s1", "parentUuid": "u2", "timestamp": "2026-04-08T02:31:48.000Z", "type": "system",
         "subtype": "ui_telemetry", "systemPayload": {"uiEvent": error}},
    ]
    return [{**base, **r} for r in rows]


def _qwen_messages(tmp_path: Path, aborted: bool) -> list[dict]:
    path = tmp_path / "chats" / "5d1f0a3c-7b2e-4c11-9a40-0c6e2f8b1d77.jsonl"
    path.parent.mkdir(parents=True)
    path.write_text("".join(json.dumps(r) + "\n" for r in _qwen_records(aborted)), encoding="utf-8")
    (transcript,) = qwen_code.read(path)
    return transcript.messages


def test_qwen_codes_request_the_person_aborted_is_their_stop_not_an_api_error(tmp_path):
    last = _qwen_messages(tmp_path, aborted=True)[-1]
    assert (last["role"], last["typed"], last["content"]) == ("user", False, "[Request interrupted by user]")
    # a provider's refusal stays the agent's "API error: ..." words, as before
    last = _qwen_messages(tmp_path / "quota", aborted=False)[-1]
    assert last["role"] == "assistant" and last["content"].startswith("API error: Quota exceeded")


def _chat(folder: Path, name: str, project_hash: str, messages: list[dict]) -> Path:
    path = folder / "chats" / name
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps({"sessionId": name[-13:-5] + "-0d4e-4b1a-9c2f-5e6a7b8c9d0e", "projectHash": project_hash,
                                "startTime": "2025-11-05T22:15:00.000Z", "lastUpdated": "2025-11-05T22:20:00.000Z",
                                "messages": messages}), encoding="utf-8")
    return path


def _sha(text: str) -> str:
    return hashlib.sha256(text.encode()).hexdigest()


def test_a_tools_response_written_into_a_user_turn_is_the_tools_output(tmp_path):
    h = _sha("/home/lr/shop")
    path = _chat(tmp_path / ".qwen" / "tmp" / h, "session-2025-11-05T22-15-e0a1b2c3.json", h, [
        {"id": "m1", "timestamp": "2025-11-05T22:15:20.000Z", "type": "user",
         "content": "check the login page of http://localhost:5173 with the devtools"},
        {"id": "m2", "timestamp": "2025-11-05T22:15:46.000Z", "type": "qwen",
         "content": "The page loaded. Now I'll take a screenshot of it."},
        {"id": "m3", "timestamp": "2025-11-05T22:15:52.000Z", "type": "user",
         "content": "[Function Response: take_screenshot]# take_screenshot response\nSaved a picture of the "
                    "visible part of the page.[image data follows, image/png]<image/png>"},
        {"id": "m4", "timestamp": "2025-11-05T22:15:55.000Z", "type": "qwen",
         "content": "The login form has no label on the password field."},
    ])
    (transcript,) = qwen_code.read(path)
    typed = [m["content"] for m in transcript.messages if m.get("typed")]
    assert typed == ["check the login page of http://localhost:5173 with the devtools"]
    output = next(m for m in transcript.messages if "Saved a picture" in m["content"])
    assert (output["role"], output["typed"]) == ("user", False)
    assert output["content"].startswith("[take_screenshot] # take_screenshot response")


def test_a_chat_whose_hash_only_the_other_projects_or_the_prompts_name_finds_its_folder(tmp_path):
    tmp = tmp_path / ".gemini" / "tmp"
    home, app, notes = "/home/lr", "/home/lr/work/shop", "/home/lr/notes"
    _chat(tmp / _sha(app), "session-2025-11-06T02-10-a1b2c3d4.json", _sha(app), [
        {"id": "a", "timestamp": "2025-11-06T02:10:00.000Z", "type": "user",
         "content": "@/home/lr/work/shop/src/cart.js the cart shows no products"},
        {"id": "b", "timestamp": "2025-11-06T02:10:09.000Z", "type": "gemini", "content": "The cart reads `productId`."}])
    # the home folder's chat names no path: the other project's paths hold it
    at_home = _chat(tmp / _sha(home), "session-2025-11-07T00-51-b2c3d4e5.json", _sha(home), [
        {"id": "c", "timestamp": "2025-11-07T00:51:00.000Z", "type": "user", "content": "is the portal running?"},
        {"id": "d", "timestamp": "2025-11-07T00:51:05.000Z", "type": "gemini", "content": "Yes, it is running."}])
    # a chat whose folder only the person's prompt log names
    in_notes = _chat(tmp / _sha(notes), "session-2025-10-01T15-48-c3d4e5f6.json", _sha(notes), [
        {"id": "e", "timestamp": "2025-10-01T15:48:00.000Z", "type": "user", "content": "search every commit for 'pass'"},
        {"id": "f", "timestamp": "2025-10-01T15:48:04.000Z", "type": "gemini", "content": "No commit has it."}])
    (tmp / _sha(notes) / "logs.json").write_text(json.dumps([
        {"sessionId": "x", "messageId": 0, "type": "user", "timestamp": "2025-10-01T15:40:00.000Z",
         "message": "@/home/lr/notes/index.md what is in here"}]), encoding="utf-8")
    assert gemini_cli.read(at_home)[0].meta["cwd"] == home
    assert gemini_cli.read(in_notes)[0].meta["cwd"] == notes


def test_a_pasted_shell_prompt_names_the_home_folder_a_chat_ran_in(tmp_path):
    home = "/home/ana"
    path = _chat(tmp_path / ".gemini" / "tmp" / _sha(home), "session-2025-10-14T03-05-d4e5f6a7.json", _sha(home), [
        {"id": "a", "timestamp": "2025-10-14T03:05:00.000Z", "type": "user",
         "content": "ana@cloudshell:~ (shop-demo-7)$ cd ~/store\ngcloud run deploy store --image \"$IMG\"\n"
                    "ERROR: (gcloud.run.deploy) the image was not found"},
        {"id": "b", "timestamp": "2025-10-14T03:05:09.000Z", "type": "gemini",
         "content": "The image has to be pushed before the deploy names it."}])
    assert gemini_cli.read(path)[0].meta["cwd"] == home


def test_a_chat_in_the_folder_claude_code_ran_in_beside_it_lands_in_that_project(tmp_path):
    home = "/home/tpu"
    claude = tmp_path / ".claude" / "projects" / "-home-tpu"
    claude.mkdir(parents=True)
    (claude / "1c2d3e4f-0a1b-4c2d-8e3f-9a0b1c2d3e4f.jsonl").write_text(json.dumps(
        {"type": "user", "cwd": home, "sessionId": "1c2d3e4f-0a1b-4c2d-8e3f-9a0b1c2d3e4f",
         "message": {"role": "user", "content": "help me set up git here"}}) + "\n", encoding="utf-8")
    path = _chat(tmp_path / ".gemini" / "tmp" / _sha(home), "session-2025-09-16T10-00-e5f6a7b8.json", _sha(home), [
        {"id": "a", "timestamp": "2025-09-16T10:00:00.000Z", "type": "user", "content": "check the tpu config"},
        {"id": "b", "timestamp": "2025-09-16T10:00:09.000Z", "type": "gemini", "content": "The TPU is a v4-8."}])
    assert gemini_cli.read(path)[0].meta["cwd"] == home


def test_a_list_that_finishes_its_leads_sentence_is_not_quoted_item_by_item():
    """Qwen Code (2025 layout, no calls recorded) closed on the work done, then "The notification
    system will alert the managers when:" and a list of clauses ("- Inventory levels change"): the
    line quoted two of the clauses as sentences. The items finish the lead's one sentence; a list
    under a lead that is no clause ("that includes:", kept as before) is read as it was."""
    from lc_memory.write.extract import extract_offline
    from tests.messages import said, typed

    answer = ("I have implemented the stock alert system for the warehouse.\n\n"
              "The service will email the buyers when:\n- Prices move in any branch\n"
              "- An item runs out in a shop\n\nEach email is logged with its order number.")
    out = extract_offline({"format": "qwen-code"}, [typed("continua la tarea pendiente"), said(answer)]).outcome
    assert "stock alert system" in out and "Prices move" not in out and "runs out" not in out
    assert "order number" in out


def test_a_spanish_promise_is_no_outcome():
    """Gemini CLI: asked to search every commit, the agent closed with "De acuerdo, realizaré otra
    revisión de los registros." (in those words' manner) and nothing after it: the line quoted the promise as the
    outcome. "De acuerdo" leads a next step as "Okay" does, and the future "realizaré" is one."""
    from lc_memory.write.extract import extract_offline, forward
    from tests.messages import said, typed

    assert forward("De acuerdo, realizaré otra revisión de los registros.")
    assert not forward("De acuerdo con la guía, el puerto es 8080.")
    msgs = [typed('busca en todos los commits la palabra "clave"'),
            said("De acuerdo, realizaré otra revisión de los registros.")]
    assert "realizaré" not in extract_offline({"format": "gemini-cli"}, msgs).outcome


def test_a_dialog_command_is_not_the_ask_the_session_explored():
    """Qwen Code: "/agents create" (it opens a wizard) then "how to create skills", answered: the
    line said 'Explored "/agents create"'. The dialog and listing commands of Gemini CLI and Qwen
    Code are no request; the ask after them is the topic."""
    from lc_memory.write.activity import asked_of
    from tests.messages import said, typed

    msgs = [typed("/agents create"), typed("how to create skills"), said("Put a SKILL.md in .qwen/skills/<name>/."),
            typed("/stats model")]
    assert asked_of(msgs) == ["how to create skills"]


def test_a_line_of_leading_clauses_is_read_without_going_as_deep_as_python_allows():
    """``forward`` read each leading clause ("Теперь X — ...") by calling itself on the rest: a line
    of thousands of them raised RecursionError where the seal read it. Four are read at most."""
    from lc_memory.write.extract import forward

    assert not forward("Теперь X — " * 3000)
    assert forward("Теперь тесты — добавлю проверку.")


def test_a_windows_folder_with_blanks_named_in_a_code_span_is_tried_whole(tmp_path):
    """Gemini CLI run from a folder whose name holds blanks (VS Code's install folder): the chat named
    it only in the agent's answer, in a code span ("`C:\\...\\Microsoft VS Code`"), which the path pattern
    cut at the first blank; the chat went to a project named after the hash."""
    root = "C:\\Users\\Ana Lima\\AppData\\Local\\Programs\\Microsoft VS Code"
    path = _chat(tmp_path / ".gemini" / "tmp" / _sha(root), "session-2025-11-12T09-30-f6a7b8c9.json", _sha(root), [
        {"id": "a", "timestamp": "2025-11-12T09:30:00.000Z", "type": "user", "content": "cual es el directorio actual?"},
        {"id": "b", "timestamp": "2025-11-12T09:30:05.000Z", "type": "gemini",
         "content": "El directorio actual es: `C:\\Users\\Ana Lima\\AppData\\Local\\Programs\\Microsoft VS Code`"}])
    assert gemini_cli.read(path)[0].meta["cwd"] == root
