"""Recently lines of issue 35's twelfth unseen round (Aider and Crush sessions of other
repositories) and round 11's leftovers, each on a small session of the real shape."""

from __future__ import annotations

from lc_memory.write.activity import activity
from lc_memory.write.extract import did_statement, extract_offline


def said(text: str) -> dict:
    return {"role": "assistant", "kind": "text", "content": text}


def typed(text: str) -> dict:
    return {"role": "user", "kind": "text", "typed": True, "content": text}


def wrote(path: str, cid: str = "w1") -> list[dict]:
    return [{"role": "assistant", "kind": "tool_use", "name": "write", "content": "{}",
             "call": {"id": cid, "tool": "write", "changes": [{"op": "add", "path": path}]}},
            {"role": "tool", "kind": "tool_result", "content": "ok", "result": {"id": cid, "error": False}}]


def added(path: str, cid: str) -> list[dict]:
    """Aider's ``Added PATH to the chat``: a read the person's ``/add`` made."""
    return [{"role": "assistant", "kind": "tool_use", "name": "add", "content": "{}",
             "call": {"id": cid, "tool": "read", "paths": [path]}},
            {"role": "tool", "kind": "tool_result", "content": f"Added {path} to the chat",
             "result": {"id": cid, "error": False}}]


def closing(last: str) -> str:
    messages = [typed("fix it"), *wrote("gui.c"), said(last)]
    return did_statement(activity({}, messages), messages)


def test_german_imperatives_to_the_person_are_no_outcome():
    """Round 11 (a Gemini CLI share in German): "Platziere einen Gleiter ..." closed a Recently
    line. The du-form of an -ieren verb and the Sie-form are read by their shape; the common
    du-forms are lexicon words."""
    for order in ("Platziere einen Gleiter in der Mitte.", "Kompiliere das Programm neu.",
                  "Starte das Spiel mit `./gol`.", "Klicken Sie auf Start."):
        assert closing(f"Der Fehler ist behoben. {order}") == "Der Fehler ist behoben.", order
    # A plural noun before its verb, and a past statement, are no orders.
    assert closing("Papiere werden jetzt gespeichert.") == "Papiere werden jetzt gespeichert."
    assert closing("Implementierte die Funktion neu.") == "Implementierte die Funktion neu."


def test_telling_the_person_how_to_share_files_is_no_outcome():
    """Aider, unseen round 12: the model, given no files, told the person how to add them
    ("Look for the + button ... Drag and drop ... Once you've shared the files, ...")."""
    assert closing("I wrote gui.c. Look for the + button in the chat. Drag and drop files into the window. "
                   "Once you've shared the files, I'll help.") == "I wrote gui.c."


def test_work_the_person_reports_lost_is_a_failure_report():
    """Round 11 (Gemini CLI): "you have to re-implement all the changes ..., they were wiped out"
    was not read as the person reporting that the work was lost."""
    session = [typed("Add the bundler"), *wrote("src/bundle.js"), said("The bundler is added."),
               typed("you have to re-implement all the changes you made in this thread, they were wiped out")]
    out = extract_offline({"id": "s", "cwd": "/w"}, session).outcome
    assert 'Then the person said "you have to re-implement all the changes you made in this thread, they were ' \
           'wiped out"' in out, out


def test_an_answer_asking_to_see_the_files_is_no_outcome():
    """Aider and Crush, unseen round 12: an answer that only asks for the files it needs, or what
    to do with a bare word, was quoted as the outcome."""
    for words in ("Specifically, I need to see the file(s) that define the style of these buttons. Once you "
                  "share these files, I can provide the exact changes.",
                  "I need to see the code first. Could you please share the relevant HTML, CSS, or JavaScript files?",
                  "Your input is lacking necessary details. Please provide more information.",
                  "To help you debug the issue, I'll need more information about the specific error."):
        out = extract_offline({"format": "aider"}, [typed("make both buttons black"), said(words)]).outcome
        assert out == 'Asked "make both buttons black"; the agent asked for more details; no changes.', words
    out = extract_offline({"format": "crush"}, [typed("herbert"), said("What do you want to do with Herbert?")])
    assert out.outcome == 'Asked "herbert"; the agent asked for more details; no changes.'


def test_files_the_person_added_before_asking_answer_nothing():
    """Aider, unseen round 12: `/add *` then an ask the model never answered (the chat exceeded its
    context) read "Explored ..."; `/add` alone read "Explored "/add index.html"". The reads the
    person's `/add` made came before the ask: they answer nothing."""
    unanswered = [typed("/add *"), *added("index.html", "a1"), *added("src/app.tsx", "a2"),
                  typed("can you run this application?"),
                  {"role": "system", "kind": "text", "content": "Your estimated chat context exceeds the token limit"}]
    assert extract_offline({"format": "aider"}, unanswered).outcome == (
        'Asked "can you run this application"; the agent did not answer; no changes.')
    only_adds = [typed("/add index.html"), *added("index.html", "a1"), typed("/add src/"), *added("src/a.ts", "a2")]
    assert extract_offline({"format": "aider"}, only_adds).outcome == "Nothing was asked of the agent; no changes."
    # A read after the ask answers it.
    explored = [typed("where is the upload button?"), *added("index.html", "a1")]
    assert extract_offline({"format": "aider"}, explored).outcome.startswith("Explored")


def test_a_provider_error_after_files_the_person_added_is_no_exploration():
    """Aider, unseen round 12: files named on the command line or with `/add`, then an ask that
    got only the provider's error, read "Explored ..., then the agent stopped on an API ...
    error"."""
    session = [*added("dashboard.py", "a1"), typed("check if server is up and running"),
               said("API Error: litellm.APIConnectionError: OllamaException - Server disconnected")]
    assert extract_offline({"format": "aider"}, session).outcome == (
        'Asked "check if server is up and running"; the agent stopped on an API or usage-limit error; no changes.')
    # A read after the ask, then the error: it explored.
    explored = [typed("check if server is up and running"), *added("dashboard.py", "a1"),
                said("API Error: litellm.APIConnectionError: OllamaException - Server disconnected")]
    assert extract_offline({"format": "aider"}, explored).outcome.startswith("Explored")


def test_aiders_chat_modes_are_no_part_of_the_ask():
    """Aider, unseen round 12: "/code go ahead" was the topic, and a bare "/ask" (a switch of
    mode) an ask. The ask is the words after the mode's command (lexicon extraction.chat_modes)."""
    ask = "Help me set up a FastAPI application foundation"
    session = [typed(f"/code {ask}"), {"role": "user", "kind": "text", "typed": False, "content": ask},
               said("Here is the plan."), typed("/code"), typed("/code go ahead!"), *wrote("backend/main.py")]
    out = extract_offline({"format": "aider"}, session).outcome
    assert out == 'Worked on "Help me set up a FastAPI application foundation": created backend/main.py.', out
    bare = [typed("/ask"), typed("/ask")]
    assert extract_offline({"format": "aider"}, bare).outcome == "Nothing was asked of the agent; no changes."
