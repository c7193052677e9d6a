"""Aider's chat history (.aider.chat.history.md): launches into sessions, what is typed, what
aider did as tool calls, the project, and the CLI from ingest to the digest."""

from __future__ import annotations

import datetime as dt
import json
import shutil
from pathlib import Path

import pytest
from click.testing import CliRunner

from lc_memory.errors import IngestError
from lc_memory.ingest import aider
from lc_memory.ingest.base import FORMATS, detect, expand, read_transcripts
from lc_memory.ingest.common import NotATranscript
from lc_memory.store.identity import folder_identity, project_for
from lc_memory.surfaces.cli import cli
from lc_memory.write.activity import activity

from .conftest import FIXTURES, SHARED_DATA, git

SAMPLES = SHARED_DATA / "agent-transcripts" / "aider"
AGENTS = SHARED_DATA / "agent-transcripts"
FIXTURE = FIXTURES / "agents" / "aider" / "shop-api"


def local(stamp: str) -> str:
    """A local time as Aider writes it, as the reader dates it (this machine's zone, in UTC)."""
    return aider.utc(dt.datetime.fromisoformat(stamp))


def sample(tmp_path: Path, owner_repo: str, *, init: bool = True) -> Path:
    """A shared sample under its real name in a folder of its own (a git repository)."""
    if not SAMPLES.is_dir():
        pytest.skip("no shared agent transcripts here")
    repo = tmp_path / owner_repo.split("__")[1]
    repo.mkdir(parents=True)
    shutil.copy(SAMPLES / f"{owner_repo}__.aider.chat.history.md", repo / aider.HISTORY)
    inputs = SAMPLES / f"{owner_repo}__.aider.input.history"
    if inputs.exists():
        shutil.copy(inputs, repo / aider.INPUT_HISTORY)
    if init:
        git("init", "-q", cwd=repo)
    return repo / aider.HISTORY


def typed(t) -> list[str]:
    return [m["content"] for m in t.messages if m.get("typed")]


def calls(t, tool: str | None = None) -> list[dict]:
    return [m["call"] for m in t.messages if m["kind"] == "tool_use" and (tool is None or m["call"]["tool"] == tool)]


def fixture_copy(tmp_path: Path) -> Path:
    repo = tmp_path / "shop-api"
    shutil.copytree(FIXTURE, repo)
    return repo / aider.HISTORY


# --- the real samples -------------------------------------------------------------

def test_zen_mcp_server_sample(tmp_path):
    path = sample(tmp_path, "BeehiveInnovations__zen-mcp-server")
    assert detect(path).name == "aider"
    sessions = read_transcripts(path)
    # four launches; two only printed banners or a ^C: no session
    assert [t.meta["id"][:21] for t in sessions] == ["aider-20251020T214922", "aider-20251023T170456"]
    first, second = sessions
    assert typed(first) == ["/add **"]
    assert typed(second)[0].startswith("/add /home/dragonfsky/git/github/zen-mcp-server/utils/file_utils.py\n"
                                       "  /home/dragonfsky/git/github/zen-mcp-server/utils/token_utils.py\n")
    assert len(typed(second)) == 5  # the same /copy-context typed three times counts once
    assert typed(second)[-1].startswith("/copy-context 请你分析一下我这列的处理")
    # "> Added X to the chat" is a read of X; nothing was edited or committed
    assert sorted(c["paths"][0] for c in calls(second, "read"))[:2] == ["conf/gemini_models.json", "config.py"]
    assert len(calls(second)) == len(calls(second, "read")) == 11
    # no banner names a working dir: the folder the file sits in (the git root) is the project
    assert second.meta["cwd"] == str(path.parent.resolve())
    assert project_for(second.meta["cwd"]) == folder_identity(path.parent)
    # .aider.input.history beside it dates the typed messages
    assert first.meta["created"] == local("2025-10-20 21:49:22")
    assert first.messages[1]["ts"] == local("2025-10-20 21:49:27.766228")
    assert second.meta["last_activity"] == local("2025-10-23 18:18:23.173170")


def test_mozgoslav_sample(tmp_path):
    path = sample(tmp_path, "AlexShchuka__mozgoslav")
    assert detect(path).name == "aider"
    first, second, third = read_transcripts(path)
    assert typed(first) == ["hi"]
    assert typed(second) == [
        "hi", "Про что проект мозгослав и на каком этапе сейчас RAG?",
        ("А почитай про хоткей и push-to-talk. Там почти все готово, но почему-то текст подставляется один и тот же, "
         "не понимаю почему, может где баг?"),
        "изучи", "сам запроси доступ к файлам", "Ты зациклился. Удалось понять причину бага?"]
    # "#### Add file to the chat? ... [Yes]: all" is aider answering for the person
    assert not any("(Y)es/(N)o" in text for text in typed(second) + typed(third))
    assert any(m["role"] == "system" and m["content"].startswith("Add file to the chat?") for m in second.messages)
    assert typed(third)[0] == "Мы работали над задачей"
    assert typed(third)[1].startswith(" А почитай про хоткей") and "Root Cause Analysis" in typed(third)[1]
    # the model's reasoning is left out of its replies
    assert not any("thinking-content" in m["content"] or "Here's a thinking process" in m["content"]
                   for t in (first, second, third) for m in t.messages)
    # "Create new file?" answered yes, then "Applied edit to": a new file; "Commit <sha>": a commit
    act = activity(third.meta, third.messages)
    assert act.created == ("Topology", "-> Swift binary отправляет CGEvent/AX в ОС", "analyzer-report-dictation-hotkey.md")
    assert act.commits == ("docs: добавить схему топологии сервиса диктовки",
                           "docs: добавить отчёт об анализе проблемы дублирования текста при диктовке")
    assert third.meta["cwd"] == str(path.parent.resolve())


def test_monochromatic_sample_a_windows_repository(tmp_path):
    path = sample(tmp_path, "Aquaticat__Monochromatic")
    assert detect(path).name == "aider"
    sessions = read_transcripts(path)
    assert len(sessions) == 13
    root = r"C:\Users\user\Text\Projects\Aquaticat\monochromatic2025MAY24-pnpmTest"
    # aider ran from packages\module\es: the banner's Git working dir is the project, for every launch
    assert {t.meta["cwd"] for t in sessions} == {root}
    assert project_for(root).startswith("monochromatic2025may24-pnpmtest-")
    assert typed(sessions[0]) == ["What can you say about this package?"]
    # "#### what's this dir doing?" then two empty #### lines: one message
    assert typed(sessions[1]) == ["what's this dir doing?"]
    edits = [c for t in sessions for c in calls(t) if c["tool"] in ("edit", "write")]
    commits = [c for t in sessions for c in calls(t) if c.get("command", "").startswith("git commit")]
    assert len(edits) == 20 and len(commits) == 43  # every "Applied edit" and "Commit" line
    by_id = {t.meta["id"]: t for t in sessions}
    watch = by_id["aider-20250602T133213-714e1c5e"]
    # the prompt --watch-files builds from "AI?" comments in the code is aider's, not typed
    prompts = [m for m in watch.messages if m["role"] == "user" and m["content"].startswith('Find the "AI" comments')]
    assert len(prompts) == 3 and not any(m["typed"] for m in prompts)
    assert typed(watch)[0].startswith("add markdown file conventions to CONVENTIONS.md\n")
    # an edit error's several lines are aider's output, not the model's reply
    assert not any(m["role"] == "assistant" and "SEARCH/REPLACE block failed to match" in m["content"]
                   for m in watch.messages if m["kind"] == "text")
    # /undo took back the last commit: it is not counted as one
    undo = by_id["aider-20250602T141520-ba9b2337"]
    assert typed(undo)[0] == "/undo"
    act = activity(undo.meta, undo.messages)
    assert "refactor: Collect items before yielding unique ones in union gen" not in act.commits
    assert act.commits[-1] == "refactor: Refactor unionIterablesAsyncGen to yield directly" and len(act.commits) == 5


def test_opencoder_sample(tmp_path):
    path = sample(tmp_path, "Asphyksia__OpenCoder")
    assert detect(path).name == "aider"
    sessions = read_transcripts(path)
    assert len(sessions) == 32
    assert {t.meta["cwd"] for t in sessions} == {"/home/asphyksia/OpenCoder"}
    assert project_for("/home/asphyksia/OpenCoder").startswith("opencoder-")
    assert [typed(t) for t in sessions[:2]] == [["Crea una función hello world en un archivo nuevo..."],
                                                ["Crea una función hello world en un archivo nuevo"]]
    # ids: unique, stable, and the launch time as written
    assert len({t.meta["id"] for t in sessions}) == 32
    assert sessions[0].meta["id"].startswith("aider-20260227T182554-")
    made = {p for t in sessions for p in activity(t.meta, t.messages).created}
    assert made == {"shutdown_pc.sh", "calculator.py", "test_file.py"}


# --- the fixture: every line kind ---------------------------------------------------

def test_fixture_typed_and_not():
    (t,) = read_transcripts(FIXTURE / aider.HISTORY)  # the launch with only banners gives none
    assert typed(t) == [
        "/add src/cart.py",
        "The cart total ignores the discount code.\nApply the discount before tax, and add a test for it.",
        "/test pytest -q tests/test_cart.py", "/run git log --oneline -3", "/git status --short",
        "thanks, that's all"]
    assert t.meta["title"] == "The cart total ignores the discount code. Apply the discount before tax, and..."
    assert t.meta["cwd"] == "/home/dev/shop-api"
    contents = [m["content"] for m in t.messages]
    assert "<blank>" not in contents
    # a "#### " line inside the model's reply (no blank line before it) stays the reply's
    reply = next(m for m in t.messages if m["role"] == "assistant" and m["kind"] == "text")
    assert "#### Step one" in reply["content"] and "thinking-content" not in reply["content"]
    assert "The discount is read but never subtracted" not in json.dumps(t.messages)
    watch = next(m for m in t.messages if "AI\" comments" in m["content"])
    assert watch["role"] == "user" and not watch["typed"]
    git_output = next(m for m in t.messages if m["content"].startswith("M src/cart.py"))
    assert git_output["role"] == "system" and git_output["content"] == "M src/cart.py\n?? notes.txt\nProcessing your request..."


def test_fixture_tool_calls():
    (t,) = read_transcripts(FIXTURE / aider.HISTORY)
    shaped = [(c["tool"], c.get("paths") or c.get("command")) for c in calls(t)]
    assert shaped == [
        ("read", ["src/cart.py"]),
        ("write", ["tests/test_cart.py"]),  # aider asked "Create new file?" for it
        ("edit", ["src/cart.py"]),
        ("shell", "git commit -m 'fix: apply the discount before tax'"),
        ("shell", "pytest -q tests/test_cart.py"),  # /test
        ("edit", ["src/cart.py"]),
        ("shell", "git commit -m 'fix: total takes a discount'"),
        ("shell", "pytest -q tests/test_cart.py"),  # "Running ...": the model's suggestion, allowed
        ("shell", "git log --oneline -3"),  # /run
        ("shell", "git status --short"),  # /git
    ]
    results = {m["result"]["id"]: m["result"] for m in t.messages if m["kind"] == "tool_result"}
    test_call = calls(t)[4]
    assert results[test_call["id"]]["error"] is True  # /test added its output to the chat: it failed
    assert calls(t)[7]["id"] not in results  # a suggested command's exit status is not written
    act = activity(t.meta, t.messages)
    assert act.created == ("tests/test_cart.py",) and act.edited == ("src/cart.py",)
    assert act.commits == ("fix: apply the discount before tax", "fix: total takes a discount")
    (check,) = act.checks
    assert (check.command, check.runs, check.passed) == ("pytest -q tests/test_cart.py", 2, None)


def test_fixture_dates_from_the_input_history(tmp_path):
    (t,) = read_transcripts(FIXTURE / aider.HISTORY)
    stamps = {m["content"]: m["ts"] for m in t.messages if m.get("typed")}
    assert t.meta["created"] == local("2026-11-30 09:15:42")
    assert stamps["/add src/cart.py"] == local("2026-11-30 09:15:50.2")
    assert stamps["thanks, that's all"] == local("2026-11-30 09:21:00.7") == t.meta["last_activity"]
    # without the input history every message has the launch time
    path = fixture_copy(tmp_path)
    (path.parent / aider.INPUT_HISTORY).unlink()
    (t,) = read_transcripts(path)
    assert {m["ts"] for m in t.messages} == {local("2026-11-30 09:15:42")}


def test_ids_are_stable_when_the_file_grows(tmp_path):
    path = fixture_copy(tmp_path)
    (before,) = read_transcripts(path)
    with open(path, "a", encoding="utf-8") as f:
        f.write("\n# aider chat started at 2026-12-01 10:00:00\n\n> Aider v0.86.1  \n\n#### and one more thing  \n"
                "\nDone.\n\n")
    old, new = read_transcripts(path)
    assert old.meta["id"] == before.meta["id"] and old.messages == before.messages
    assert new.meta["id"].startswith("aider-20261201T100000-") and typed(new) == ["and one more thing"]
    assert new.meta["cwd"] == "/home/dev/shop-api"  # no banner of its own: the file's recorded root


def test_windows_line_endings(tmp_path):
    path = fixture_copy(tmp_path)
    path.write_bytes(path.read_bytes().replace(b"\n", b"\r\n"))
    (t,) = read_transcripts(path)
    (u,) = read_transcripts(FIXTURE / aider.HISTORY)
    assert typed(t) == typed(u) and calls(t) == calls(u)


def test_find_and_sniff(tmp_path):
    path = fixture_copy(tmp_path)
    (tmp_path / "README.md").write_text("# aider chat started at the top of my notes\n")
    (tmp_path / "notes.md").write_text("#### hello  \n> world  \n")
    assert aider.find(tmp_path) == [path]
    assert path in expand([tmp_path])
    assert aider.sniff(path) and not aider.sniff(tmp_path / "README.md") and not aider.sniff(tmp_path / "notes.md")
    assert not aider.sniff(path.parent / aider.INPUT_HISTORY)  # typed input only: not a session
    assert not aider.sniff(tmp_path)  # a folder
    assert aider.locations() == []


def test_sniff_says_no_to_every_other_agent():
    others = [p for p in (FIXTURES / "claude_code").rglob("*") if p.is_file()]
    others += [p for p in (FIXTURES / "codex").rglob("*") if p.is_file()]
    others += [p for p in (FIXTURES / "agents").rglob("*") if p.is_file() and "aider" not in p.parts]
    if AGENTS.is_dir():
        others += [p for p in AGENTS.rglob("*") if p.is_file() and p.parent.name != "aider"]
        others += [p for p in SAMPLES.glob("*.aider.input.history")]
    assert others
    assert [p for p in others if aider.sniff(p)] == []


def test_every_sample_is_detected_as_aider():
    if not SAMPLES.is_dir():
        pytest.skip("no shared agent transcripts here")
    histories = sorted(SAMPLES.glob("*.aider.chat.history.md"))
    assert len(histories) == 4
    assert {detect(p).name for p in histories} == {"aider"}
    assert next(f for f in FORMATS if f.name == "aider").label == "Aider"


# --- what is not a session, and what is broken -------------------------------------

def test_a_history_without_input_is_not_a_transcript(tmp_path):
    path = tmp_path / aider.HISTORY
    path.write_text("\n# aider chat started at 2026-11-30 09:12:01\n\n> Aider v0.86.1  \n> ^C KeyboardInterrupt  \n")
    with pytest.raises(NotATranscript) as e:
        read_transcripts(path)
    assert e.value.reason == "no sessions"


def test_a_forced_file_without_a_header_is_one_error(tmp_path):
    path = tmp_path / "notes.md"
    path.write_text("#### hello  \n")
    with pytest.raises(IngestError, match="not an Aider chat history"):
        read_transcripts(path, "aider")


def test_a_malformed_history_is_reported_by_line(tmp_path, store):
    path = tmp_path / aider.HISTORY
    path.write_bytes(b"\n# aider chat started at 2026-11-30 09:12:01\n\n#### fix the \xff build  \n\nOk.\n\n"
                     b"# aider chat started at yesterday\n\n#### lost  \n")
    (t,) = read_transcripts(path)
    assert [(p.line, p.reason[:30]) for p in t.bad] == [(4, "not UTF-8 text (byte 14)"),
                                                         (8, "a launch header whose time can")]
    assert typed(t) == ["fix the \ufffd build"]
    runner = CliRunner()
    r = runner.invoke(cli, ["ingest", str(path), "--store", str(store.root), "--project", store.project])
    assert r.exit_code == 0 and "Traceback" not in r.output
    assert f"{path}:4" in r.output and f"{path}:8" in r.output
    r = runner.invoke(cli, ["ingest", "--strict", str(path), "--store", str(tmp_path / "s2"), "--project", "x"])
    assert r.exit_code == 1 and r.output.count("Error:") == 1 and "Traceback" not in r.output


# --- through the command line ---------------------------------------------------------

def test_cli_ingest_seal_digest(tmp_path):
    repo = fixture_copy(tmp_path).parent
    store = tmp_path / "store"
    runner = CliRunner()
    first = runner.invoke(cli, ["ingest", str(repo), "--store", str(store)])
    assert first.exit_code == 0, first.output
    assert "(1 new or changed)" in first.output
    again = runner.invoke(cli, ["ingest", str(repo), "--store", str(store)])
    assert again.exit_code == 0 and "(0 new or changed)" in again.output
    project = project_for("/home/dev/shop-api")
    assert (store / project).is_dir()
    sealed = runner.invoke(cli, ["seal", "--all", "--store", str(store), "--project", project])
    assert sealed.exit_code == 0, sealed.output
    digest = runner.invoke(cli, ["digest", "--raw", "--store", str(store), "--project", project])
    assert digest.exit_code == 0, digest.output
    recently = digest.output.split("## Recently", 1)[1]
    line = next(x for x in recently.splitlines() if x.startswith("- 2026-11-30"))
    assert "test_cart.py" in line and "cart.py" in line
    assert "committed 'fix: total takes a discount' and 1 more" in line


def test_cli_ingest_the_samples_twice(tmp_path):
    for name in ("BeehiveInnovations__zen-mcp-server", "AlexShchuka__mozgoslav"):
        sample(tmp_path / "repos", name)
    store = tmp_path / "store"
    runner = CliRunner()
    first = runner.invoke(cli, ["ingest", str(tmp_path / "repos"), "--store", str(store)])
    assert first.exit_code == 0, first.output
    assert "(3 new or changed)" in first.output and "(2 new or changed)" in first.output
    tree = {p: p.read_bytes() for p in store.rglob("*") if p.is_file()}
    again = runner.invoke(cli, ["ingest", str(tmp_path / "repos"), "--store", str(store)])
    assert again.exit_code == 0 and again.output.count("(0 new or changed)") == 2
    assert {p: p.read_bytes() for p in store.rglob("*") if p.is_file()} == tree
    project = folder_identity(tmp_path / "repos" / "mozgoslav")
    assert runner.invoke(cli, ["seal", "--all", "--store", str(store), "--project", project]).exit_code == 0
    digest = runner.invoke(cli, ["digest", "--raw", "--store", str(store), "--project", project]).output
    line = next(x for x in digest.split("## Recently", 1)[1].splitlines() if "aider-20260422T231303" in x)
    assert "created Topology" in line and "analyzer-report-dictation-hotkey.md" in line
    # its subject is the agent's words, which neither the ask ("Мы работали над задачей") nor
    # the files' names ground: a commit is said, not quoted (issue 32's grounding)
    assert "committed 2 changes" in line and "добавить" not in line


def test_a_request_the_provider_failed_has_the_error_as_the_agent_s_words(tmp_path):
    """A request with no reply after it, whose notice is litellm's error, gets that error as the
    agent's `API Error: ...` right after the notice; a request the model answered gets none."""
    (t, *more) = read_transcripts(sample(tmp_path, "Asphyksia__OpenCoder"))
    sessions = [t, *more]
    failed = [s for s in sessions if any(m["content"].startswith("API Error: litellm") for m in s.messages)]
    assert len(failed) == 27  # one through a wrapper of litellm (litellm_patch.OpenGPUPatchError)
    for s in failed:
        (error,) = [m for m in s.messages if m["role"] == "assistant"]
        before = s.messages[error["turn"] - 2]
        assert before["role"] == "system" and error["content"][len("API Error: "):] in " ".join(before["content"].split())
        assert not error["typed"]
    answered = [s for s in sessions if s not in failed]
    assert answered and not any(m["content"].startswith("API Error") for s in answered for m in s.messages)


def test_a_chat_mode_commands_words_are_typed_once(tmp_path):
    """``/code X`` (``/ask``, ``/architect``, ``/context``) runs X as a message of that mode, and
    aider writes X again as the next ``####`` message; ``/ok`` sends its own words. Only what
    the person entered is typed (an unseen Simple-Calulator history had each ask twice)."""
    path = tmp_path / aider.HISTORY
    path.write_text(
        "\n# aider chat started at 2025-05-04 17:02:36\n\n> Aider v0.82.2  \n\n"
        "#### /code add a dark mode switch  \n\n#### add a dark mode switch  \n\nAdding it.\n\n"
        "> Applied edit to src/App.js  \n\n"
        "#### /ask why is it slow?  \n\n#### why is it slow?  \n\nThe loop.\n\n"
        "#### /ok and add a test  \n\n#### Ok, please go ahead and make those changes. and add a test  \n\nDone.\n\n"
        "#### /code  \n\n#### add a dark mode switch  \n\nAgain.\n")
    (t,) = read_transcripts(path)
    assert typed(t) == ["/code add a dark mode switch", "/ask why is it slow?", "/ok and add a test", "/code",
                        "add a dark mode switch"]  # after a bare /code (a mode switch) the person typed it
    untyped = [m["content"] for m in t.messages if m["role"] == "user" and not m["typed"]]
    assert untyped == ["add a dark mode switch", "why is it slow?",
                       "Ok, please go ahead and make those changes. and add a test"]


def test_an_older_aider_s_lines_without_their_two_closing_spaces(tmp_path):
    """Aider 0.50 (an unseen Windows history: 9 of its 10 launches) wrote the person's
    ``####`` lines without the two spaces that mark them, an entry of several lines a line at
    a time with blank lines between, and an empty line as a bare ``####``: the input history
    beside it says which lines the person typed, and an entry's lines are one message again.
    A reply's own ``####`` heading stays the reply's."""
    (tmp_path / aider.HISTORY).write_text(
        "# aider chat started at 2024-08-20 14:08:19\n\n"
        "> Aider v0.50.1  \n> Use /help <question> for help\n\n"
        "#### /add notes.md\n\n> Added notes.md to the chat\n\n"
        "#### fix the header\n\n#### it overlaps the cart\n\n####\n\n#### on mobile\n\n"
        "#### Steps\n\nThe header needs padding.\n\n#### Steps\n\n1. Pad it.\n\n"
        "notes.md\n```\n<<<<<<< SEARCH\n=======\npadding\n>>>>>>> REPLACE\n```\n\n"
        "> Applied edit to notes.md\n\n#### thanks\n\nYou're welcome.\n",
        encoding="utf-8")
    (tmp_path / aider.INPUT_HISTORY).write_text(
        "\n# 2024-08-20 14:08:30.000000\n+/add notes.md\n"
        "\n# 2024-08-20 14:09:00.000000\n+fix the header\n+  it overlaps the cart\n+\n+on mobile\n"
        "\n# 2024-08-20 14:12:00.000000\n+thanks\n", encoding="utf-8")
    (t,) = read_transcripts(tmp_path / aider.HISTORY)
    assert typed(t) == ["/add notes.md", "fix the header\nit overlaps the cart\n\non mobile", "thanks"]
    replies = [m["content"] for m in t.messages if m["role"] == "assistant" and m["kind"] == "text"]
    assert "#### Steps" in replies[0] and replies[-1] == "You're welcome."
    assert [c["tool"] for c in calls(t)] == ["read", "edit"]


def test_a_windows_relative_path_is_one_file_with_the_models_own_spelling(tmp_path):
    """Aider on Windows prints "Applied edit to app\\page.tsx" where another edit of the same
    file says app/page.tsx (an unseen history: "edited app/components/Header.tsx,
    app\\components\\Header.tsx"): one file; 0.50's markdown-escaped underscore is unescaped."""
    (tmp_path / aider.HISTORY).write_text(
        "# aider chat started at 2024-10-09 18:36:58\n\n"
        "#### fix the header  \n\n"
        "> Applied edit to app\\components\\Header.tsx  \n"
        "> Applied edit to app/components/Header.tsx  \n"
        "> Applied edit to app/routes/($locale).account\\_.authorize.tsx  \n"
        "> C:\\Users\\dev\\shop\\notes.md  \n> Create new file? (Y)es/(N)o [Yes]: y  \n"
        "> Applied edit to C:\\Users\\dev\\shop\\notes.md  \n", encoding="utf-8")
    (t,) = read_transcripts(tmp_path / aider.HISTORY)
    assert [(c["tool"], c["paths"]) for c in calls(t)] == [
        ("edit", ["app/components/Header.tsx"]), ("edit", ["app/components/Header.tsx"]),
        ("edit", ["app/routes/($locale).account_.authorize.tsx"]), ("write", ["C:\\Users\\dev\\shop\\notes.md"])]


def test_an_aider_desk_task_history_belongs_to_its_project(tmp_path):
    """AiderDesk keeps aider's history per task, ``<project>/.aider-desk/tasks/<id>/``, and
    the input history in the project's folder with UTC times ("...Z"; an unseen repository's
    session was filed under its task id, and those times stopped the read): the project is
    the folder holding ``.aider-desk``, and the entries are read."""
    task = tmp_path / "money tracker" / ".aider-desk" / "tasks" / "4e14f483-9963-4f87-b741-24e55933750c"
    task.mkdir(parents=True)
    (task / aider.HISTORY).write_text(
        "\n# aider chat started at 2026-04-25 01:59:50\n\n> Aider v0.86.2  \n\n"
        "#### what can you do?  \n\nI can edit your code.\n", encoding="utf-8")
    stamp = dt.datetime(2026, 4, 25, 1, 59, 55).astimezone().astimezone(dt.timezone.utc)
    (tmp_path / "money tracker" / aider.INPUT_HISTORY).write_text(
        f"\n# {stamp.strftime('%Y-%m-%dT%H:%M:%S.000Z')}\n+what can you do?\n", encoding="utf-8")
    (t,) = read_transcripts(task / aider.HISTORY)
    assert t.meta["cwd"] == str((tmp_path / "money tracker").resolve())
    assert typed(t) == ["what can you do?"]
    asked = next(m for m in t.messages if m["typed"])
    assert asked["ts"] == stamp.strftime("%Y-%m-%dT%H:%M:%S.000Z")


def test_the_agents_answer_sent_back_as_the_next_prompt_is_not_typed(tmp_path):
    """Unseen round 7 (a Unity project driven by a script): each answer was sent back whole as
    the next ``####`` message, and the Recently lines said "Then the person said "After running
    this command, I should check the build.log ..."" and "Worked on "Looking at the TODO.md
    ..."". The launch's ``--message`` prompt, which aider writes after the command line, is
    the person's; the topic is its first item, not "1"."""
    answer = ("Looking at the TODO.md file, the first task marked with `[ ]` is the ItemData class.\n\n"
              "After running this command, I should check the build.log file for any errors.")
    path = tmp_path / aider.HISTORY
    path.write_text(
        "\n# aider chat started at 2026-02-23 00:43:47\n\n> aider --architect --message \n"
        "        1. Read TODO.md and find the first task marked with [ ].\n        2. Implement it.  \n"
        "> Aider v0.86.1  \n\n"
        "####   \n####         1. Read TODO.md and find the first task marked with [ ].  \n"
        "####         2. Implement it.  \n\n" + answer + "\n\n> Applied edit to TODO.md  \n\n"
        + "".join(f"#### {line}  \n" for line in answer.split("\n")) + "\nDone: ItemData is in place.\n\n"
        "#### thanks, now the tests  \n\nThe tests pass.\n")
    (t,) = read_transcripts(path)
    assert typed(t) == ["        1. Read TODO.md and find the first task marked with [ ].\n        2. Implement it.",
                        "thanks, now the tests"]
    assert any(m["role"] == "user" and not m["typed"] and m["content"].startswith("Looking at the TODO.md")
               for m in t.messages)
    # the launch's command line, over the lines of its --message, is aider's output, no reply
    assert not any(m["role"] == "assistant" and "Implement it" in str(m["content"]) for m in t.messages)
    from lc_memory.write.extract import extract_offline
    echo = next(i for i, m in enumerate(t.messages) if m["role"] == "user" and str(m["content"]).startswith("Looking"))
    assert extract_offline({"format": "aider"}, t.messages[:echo]).outcome.startswith(
        'Worked on "Read TODO.md and find the first task marked with [ ]": edited TODO.md')
