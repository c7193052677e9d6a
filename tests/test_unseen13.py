"""Recently lines of issue 35's thirteenth unseen round (Aider histories kept in a subfolder,
Crush databases of other repositories), each on a small session of the real shape: Aider's
line kinds as ``aider/io.py`` writes them, Crush's messages as lc-memory reads them."""

from __future__ import annotations

from pathlib import Path

from lc_memory.ingest import aider
from lc_memory.ingest.common import finish, title_message
from lc_memory.write.activity import activity
from lc_memory.write.extract import asks_for_details, extract_offline, outcome_parts

from tests.messages import injected, said, typed


def call(tool: str, path: str, cid: str, *, error: bool = False) -> list[dict]:
    change = {"write": "add", "edit": "update"}.get(tool)
    shape = {"id": cid, "tool": tool, **({"changes": [{"op": change, "path": path}]} if change else {"paths": [path]})}
    return [{"role": "assistant", "kind": "tool_use", "name": tool, "content": "{}", "call": shape},
            {"role": "tool", "kind": "tool_result", "content": "ok", "result": {"id": cid, "error": error}}]


def added(path: str, cid: str) -> list[dict]:
    """Aider's ``Added PATH to the chat``: a read the person's ``/add`` made."""
    out = call("read", path, cid)
    out[0]["name"] = "add"
    return out


def test_an_answer_asking_to_add_files_to_the_chat_in_any_language_is_no_outcome():
    """Aider (Portuguese): "Por favor, adicione `data/actions/scripts/poke/catch.lua` ao chat ..."
    was quoted as the outcome. Aider's prompts tell the model to ask for files to be added to the
    chat, and models say so in the person's language; a file's name between holds a dot."""
    for words in ("Com base no mapa, o arquivo `catch.lua` parece ser o mais adequado. Por favor, adicione "
                  "`data/actions/scripts/poke/catch.lua` ao chat para que eu possa analisar.",
                  "El archivo correcto es `main.py`. Añade el archivo `src/main.py` al chat, por favor.",
                  "Нужен файл `app.py`. Добавьте файл `src/app.py` в чат.",
                  "Please add `src/app.py` to the chat so I can edit it."):
        out = extract_offline({"format": "aider"}, [typed("altere a regra de validação"), said(words)]).outcome
        assert out == 'Asked "altere a regra de validação"; the agent asked for more details; no changes.', words
    # Near misses: what it added, a chat feature it built, adding something else.
    for words in ("I added the file to the chat.", "I added a chat widget to the page.",
                  "The parser is fixed. You can add tests to the suite later."):
        assert not asks_for_details(words), words


def test_files_added_before_the_ask_do_not_keep_an_answer_asking_for_files():
    """Aider: ``aider model`` put a file in the chat before the first ask; the answer only asked
    for the CSS and templates, and read "Explored ..." because a call (the person's) was there."""
    session = [*added("model", "a1"), typed("the css is broken it does not reflect on the background"),
               said("I need to see the CSS file and the HTML templates to fix the background styling issue. "
                    "Could you please add these files to the chat:")]
    out = extract_offline({"format": "aider"}, session).outcome
    assert out == ('Asked "the css is broken it does not reflect on the background"; the agent asked for more '
                   'details; no changes.')
    # A read the agent made after the ask is work of its own: not this rule's.
    worked = [typed("why is the css broken"), *call("read", "static/styles.css", "r1"),
              said("I need to see the templates too. Could you please add these files to the chat?")]
    assert "asked for more details" not in extract_offline({"format": "crush"}, worked).outcome


def test_a_change_before_anything_typed_is_credited_to_no_later_ask():
    """Crush: its `/init` prompt (not typed) wrote CRUSH.md and edited .gitignore; the person's
    next ask ("src/ read the codebase again") was cancelled, yet the line read 'Worked on "src/
    read the codebase again": created CRUSH.md'."""
    init = injected("Please analyze this codebase and create a CRUSH.md file containing build commands")
    session = [init, *call("edit", ".gitignore", "e1"), *call("write", "CRUSH.md", "w1"),
               said("I've created CRUSH.md."), typed("src/ read the codebase again"),
               *call("read", "src", "r1")]
    parts = outcome_parts(activity({}, session), session, {"format": "crush"})
    assert parts[-1] == ("Created CRUSH.md; edited .gitignore.", "activity")
    # A change made after a later ask is credited to that ask.
    later = session + [typed("add a health check endpoint to the server"), *call("write", "src/health.py", "w2")]
    out = extract_offline({"format": "crush"}, later).outcome
    assert out.startswith('Worked on "add a health check endpoint to the server": created'), out
    # Typed first, then the change: unchanged.
    asked = [typed("please create a CRUSH.md for this repo"), *call("write", "CRUSH.md", "w1")]
    assert extract_offline({"format": "crush"}, asked).outcome == \
        'Worked on "please create a CRUSH.md for this repo": created CRUSH.md.'


def test_a_closing_wish_is_no_outcome():
    """Crush: the person typed "/exit" into the chat; the model's "Session ended. ... Have a great
    day!" gave the outcome "Have a great day!", which the guard then held back as an order."""
    session = [typed("analyse this repo for a new developer"),
               said("The README exists at the project root and documents the build."),
               typed("/exit"), said("Session ended. Have a great day!")]
    out = extract_offline({"format": "crush"}, session).outcome
    assert "great day" not in out and "README exists" in out, out
    for wish in ("Happy coding!", "Good luck with the launch!", "¡Buena suerte!", "Bonne journée !"):
        s = [typed("fix the parser"), *call("edit", "parser.py", "e1"), said(f"The parser is fixed. {wish}")]
        assert extract_offline({"format": "crush"}, s).outcome.startswith("The parser is fixed."), wish
        assert wish.strip("¡!") not in extract_offline({"format": "crush"}, s).outcome
    # "Have a look at ..." is no wish.
    s = [typed("fix the parser"), *call("edit", "parser.py", "e1"), said("Have a look at the new parser tests.")]
    assert "Have a look" in "".join(t for t, _ in outcome_parts(activity({}, s), s, {}))


def test_changes_then_a_provider_error_say_so():
    """Crush: context files edited, then the person's next request got only "API Error: ... Model
    unloaded.": the line read as if the session ended as it chose."""
    session = [typed("make the context files longer"), *call("edit", "context/00-overview.md", "e1"),
               typed("continue"), said('API Error: received error while streaming: {"message":"Model unloaded."}')]
    out = extract_offline({"format": "crush"}, session).outcome
    assert out == ('Worked on "make the context files longer": edited context/00-overview.md, then the agent stopped on '
                   'an API or usage-limit error.'), out
    # An error the agent went on after is no stop.
    went_on = session[:-1] + [said("API Error: overloaded"), *call("edit", "context/01.md", "e2"), said("Done.")]
    assert "API or usage-limit" not in extract_offline({"format": "crush"}, went_on).outcome


def test_a_title_passes_over_a_bare_yes_or_greeting():
    """Aider: the person's first input was "y" (aider had answered its own question for them),
    and the title read "y"."""
    assert title_message(["y", "Suas respostas devem ser em pt-br. Ligue o servidor."]).startswith("Suas")
    assert title_message(["hi there!", "fix the login"]) == "fix the login"
    assert title_message(["hello"]) == "hello"  # nothing else typed: it stays
    assert title_message(["yes, use postgres"]) == "yes, use postgres"
    meta, _ = finish({"id": "s"}, [typed("ok"), typed("add a dark mode")])
    assert meta["title"] == "add a dark mode"


HISTORY = """
# aider chat started at 2025-08-31 23:32:36

> C:\\Users\\me\\Scripts\\aider --model openrouter/anthropic/claude-3.5-sonnet  
> Aider v0.86.1  

#### aider --model openrouter/anthropic/claude-3.5-sonnet  

I see you typed a command line.

#### y  

#### Create a user management page  

src/Users.tsx
```
export {}
```

> Applied edit to src/Users.tsx  
"""


def test_aider_title_skips_its_own_command_line_and_a_bare_yes(tmp_path: Path):
    """Aider: the person typed aider's launch command into its chat; the title read "aider
    --model openrouter/anthropic/claude-3.5-sonnet"."""
    path = tmp_path / ".aider.chat.history.md"
    path.write_text(HISTORY, encoding="utf-8")
    (session,) = aider.read(path)
    assert session.meta["title"] == "Create a user management page"
    assert [m["content"] for m in session.messages if m.get("typed")][0].startswith("aider --model")


def _crush_rows(rows: list[tuple[str, list[dict]]]) -> list[dict]:
    import json

    from lc_memory.ingest import crush

    reader = crush._Reader()
    out: list[dict] = []
    for n, (role, parts) in enumerate(rows):
        out += reader.row({"role": role, "parts": json.dumps(parts), "created_at": 1767261600 + n}, False)
    return crush._unanswered(out)


def test_a_crush_call_written_twice_in_one_message_is_one_call():
    """Crush (a build of mid-2025): each finished tool_call part, and its tool_result, written
    twice in one message with the same id; the first read as a second call that never ran."""
    glob = {"type": "tool_call", "data": {"id": "call_04de", "name": "glob", "input": '{"pattern": "**/voice*.tsx"}',
                                          "type": "function", "finished": True}}
    found = {"type": "tool_result", "data": {"tool_call_id": "call_04de", "name": "", "content": "voice.tsx",
                                             "metadata": "", "is_error": False}}
    messages = _crush_rows([("user", [{"type": "text", "data": {"text": "add a timer to voice mode"}}]),
                            ("assistant", [glob, glob]), ("tool", [found, found])])
    assert [m["kind"] for m in messages] == ["text", "tool_use", "tool_result"]
    assert messages[-1]["content"] == "voice.tsx" and not messages[-1]["result"].get("refused")
    # The same id again with other input (a provider that numbers calls per message) stays two calls.
    other = {"type": "tool_call", "data": {**glob["data"], "input": '{"pattern": "**/*.go"}'}}
    messages = _crush_rows([("user", [{"type": "text", "data": {"text": "x"}}]), ("assistant", [glob, other]),
                            ("tool", [found, {"type": "tool_result", "data": {**found["data"], "content": "a.go"}}])])
    assert sum(m["kind"] == "tool_use" for m in messages) == 2


def test_a_title_passes_over_keys_tried_with_no_word():
    """Crush: a session began "d", "sd", "dd", "ddd" before "try writes a word doc"; its title read "d"."""
    assert title_message(["d", "sd", "dd", "ddd", "try writes a word doc"]) == "try writes a word doc"
    assert title_message(["ls", "fix the ci"]) == "fix the ci"
    assert title_message(["修复登录", "x"]) == "修复登录"
    assert title_message(["d"]) == "d"  # nothing else typed: it stays


def test_code_written_out_in_closing_words_is_no_outcome():
    """Crush (Polish): "Zmień datas na ... użyj Tree:\\ndatas=[(ASSETS_DIR, 'assets')], binaries=[],; a
    poniżej dodaj: ... datas += collect_data_files(...)" was the outcome: a line to paste."""
    session = [typed("napraw build.sh"), *call("edit", "build.sh", "e1"),
               said("Zmień datas na absolutny katalog i użyj Tree:\ndatas=[(ASSETS_DIR, 'assets')], binaries=[],; "
                    "a poniżej dodaj: datas += collect_data_files(PROJECT_ROOT + '/assets', includes=['*'])")]
    assert extract_offline({"format": "crush"}, session).outcome == 'Worked on "napraw build.sh": edited build.sh.'
    # A value in a code span, a comparison or a plain number stays a statement.
    for words in ("The config now sets `retries = [3]` for the client.", "Changed the timeout to 30 seconds in config.",
                  "The check a == (b) now holds in the test."):
        s = [typed("fix the retries"), *call("edit", "config.py", "e1"), said(words)]
        assert extract_offline({"format": "crush"}, s).outcome.startswith(words), words


def test_an_informal_greeting_is_no_ask():
    """Crush (Korean; found on the held third, not a blind fix): "안녕" answered "Hello! How can I
    help you today?" read 'Explored "안녕"'; "안녕하세요" was a greeting, its informal form not."""
    for hello in ("안녕", "嗨", "hej", "buenas", "здравствуйте"):
        out = extract_offline({"format": "crush"}, [typed(hello), said("Hello! How can I help you today?")]).outcome
        assert out == "Nothing was asked of the agent; no changes.", (hello, out)
    # A greeting that opens an ask is an ask.
    out = extract_offline({"format": "crush"}, [typed("안녕, 로그인 버그를 고쳐줘"), said("Sure, which file holds the login?")])
    assert "Nothing was asked" not in out.outcome


def test_a_question_inside_brackets_is_no_outcome():
    """Crush (Korean; found on the held third): "안녕하세요! 무엇을 도와드릴까요? (Hello! How can I
    help you?)" left "How can I help you?)" as the outcome: a question, its bracket closed after."""
    session = [typed("what is in this repo"), said("안녕하세요! 무엇을 도와드릴까요? (Hello! How can I help you?)")]
    assert "help you" not in extract_offline({"format": "crush"}, session).outcome
    from lc_memory.write.extract import statement
    assert not statement('Should I also run the tests ("npm test")?"')
    assert statement("The parser now reads ISO weeks (see dates.go).")
