"""Readings of issue 35's poor lines left by the fifteenth unseen round (session 57): a Cursor
answer's list of links quoted as the outcome, and a bare consent ("yeah lets try it", "可以，开始实施")
taken as the ask. Small sessions of the real shape (invented rows, words in the real transcripts'
manner)."""

from __future__ import annotations

import pytest

from lc_memory.ingest.base import read_transcripts
from lc_memory.write.activity import consent
from lc_memory.write.extract import extract_offline, statement
from tests.messages import said, typed
from tests.test_unseen14 import call


def test_a_link_alone_is_no_statement():
    """A Cursor answer on freeing `.env` from `.cursorignore` closed with "### Fontes (2025)" and
    four links, then an offer; the line quoted "[GitHub Issue #3101 - .env files ignored by
    default](https://github.com/cursor/cursor/issues/3101)". A sentence that is a link and nothing
    more (any target, or a bare URL) names where to read, not what was done; a sentence that says
    something of a link stays."""
    answer = said("### Método 1: Via `.cursorignore`\n\nAdicione a linha `!.env` ao arquivo.\n\n---\n\n"
                  "### Fontes (2025)\n\n"
                  "- [Cursor Docs - Ignore Files](https://cursor.com/docs/context/ignore-files)\n"
                  "- [Cursor Forum - You can unignore files in .cursorignore](https://forum.cursor.com/t/unignore/38074)\n"
                  "- [GitHub Issue #3101 - .env files ignored by default](https://github.com/cursor/cursor/issues/3101)\n\n"
                  "---\n\n**Precisa de ajuda para implementar algum dos métodos?** Posso criar os comandos.")
    out = extract_offline({"format": "cursor"}, [typed("libera o .env do globalcursorignore"), answer]).outcome
    assert "](" not in out and "github.com" not in out
    for words in ("[GitHub Issue #3101 - .env files ignored by default](https://github.com/cursor/cursor/issues/3101)",
                  "[Reddit r/cursor - How to disable .env from .cursorignore](https://www.reddit.com/r/cursor/comments/1k/).",
                  "<https://docs.python.org/3/library/pathlib.html>", "https://docs.python.org/3/library/pathlib.html",
                  "[the guide for the settings page](docs/settings.md)"):
        assert not statement(words), words
    for words in ("[README.md](README.md) now documents the setup steps.",
                  "The docs at https://cursor.com/docs/context/ignore-files say `.env` is ignored by default."):
        assert statement(words), words


@pytest.mark.parametrize("words", [
    "yeah lets try it", "Yeah, let's try it!", "ok do it", "yes please go ahead and do it", "sounds good, let's do it",
    "sure, go for it", "ok implement it", "可以，开始实施", "好的，开始吧", "vamos lá, pode fazer", "sí, hazlo",
    "oui, vas-y", "ja, mach das", "давай, делай", "はい、お願いします", "네, 진행해 주세요", "evet, yap", "tak, zrób to",
])
def test_a_bare_consent_is_a_consent(words):
    assert consent(words)


@pytest.mark.parametrize("words", [
    "yeah lets try the dark theme", "ok implement the login page", "可以，开始实施第二阶段的迁移", "do it in rust",
    "let's try a different approach to the parser", "sí, hazlo con postgres",
])
def test_a_consent_with_its_own_object_is_an_ask(words):
    assert not consent(words)


def test_a_bare_consent_is_not_the_ask_when_an_earlier_message_holds_it():
    """Claude Code: the person asked "can we look at adding syntax highligthing to the diff view in
    nvim? [Image #1]", the agent laid out how, the person typed "yeah lets try it", and the agent
    edited colors.lua: the line said 'Worked on "yeah lets try it"'. Codex in Chinese the same
    ("检查目前项目的设计", a plan, then "可以，开始实施": OK, start). A consent with no object of its
    own says go ahead with what was asked before: that ask is the topic. A consent that is the
    first typed words keeps what it was (nothing earlier holds the ask)."""
    msgs = [typed("can we look at adding syntax highligthing to the diff view in nvim? [Image #1]"),
            said("Yes: diffview.nvim can use treesitter highlights. I'd set the DiffAdd and DiffChange groups."),
            typed("yeah lets try it"), *call("edit", "nvim/lua/colors.lua", "e1")]
    out = extract_offline({"format": "claude-code"}, msgs).outcome
    assert "yeah lets try it" not in out and "syntax highligthing" in out
    codex = [typed("检查目前项目的设计"), said("当前设计有三个问题：配置分散、没有测试、CLI 入口重复。建议分两步重构。"),
             typed("可以，开始实施"), *call("edit", "cpolar_connect/config.py", "e2")]
    out = extract_offline({"format": "codex"}, codex).outcome
    assert "开始实施" not in out and "检查目前项目的设计" in out
    # an ask that holds its own object after the consent is the ask
    own = [typed("can we look at the diff view colors"), said("They come from the colorscheme."),
           typed("ok implement the treesitter highlight groups for diffs"), *call("edit", "nvim/lua/colors.lua", "e3")]
    assert "treesitter highlight groups" in extract_offline({"format": "claude-code"}, own).outcome


# --- unseen round 16 (dev) ---------------------------------------------------------------------

def test_an_apology_is_no_statement():
    """A Cursor session on task 011 ended "I apologize for the confusion. Let me try to delete the
    existing session ...": the line said "I apologize for the confusion." (another, "You're right -
    I apologize."). An apology or a concession to the person says nothing of the work; one that
    goes on to report does."""
    for words in ("I apologize for the confusion.", "My apologies for the delay.", "Sorry about that!",
                  "I'm sorry for the trouble.", "You're right - I apologize.", "You're absolutely right."):
        assert not statement(words), words
    for words in ("I apologize: the migration I wrote dropped the users table, so I restored it from the backup.",
                  "Sorry, the build still fails on Windows.",
                  "You're right that the cache was stale, so I cleared it on startup."):
        assert statement(words), words
    msgs = [typed("continue working on task 011. make sure to pull in the latest changes from origin/main"),
            said("Pulled origin/main into the session branch; the merge applied cleanly."),
            typed("the session start fails now"),
            said("I apologize for the confusion. Let me try to delete the existing session from the database and then "
                 "create a new one.")]
    assert "apologize" not in extract_offline({"format": "cursor"}, msgs).outcome


def test_a_tools_record_written_out_is_no_statement():
    """Codex ran a spec, and its answer closed "Tests:" over the run's record as a line of fields,
    "status=command_not_found; command=pytest -q; exit_code=127; stdout=; stderr=...": the line
    quoted the record. Fields written ``name=value;`` one after another are a record, no sentence."""
    assert not statement("status=command_not_found; command=pytest -q; exit_code=127; stdout=; stderr=zsh:1: "
                         "command not found: pytest")
    assert statement("The retry=3; timeout=10 settings live in config.toml.")
    answer = said("Added the docstring to collect_advanced_cleanup_ideas.\nTests:\nstatus=command_not_found; "
                  "command=pytest -q; exit_code=127; stdout=; stderr=zsh:1: command not found: pytest")
    msgs = [typed("add a docstring to collect_advanced_cleanup_ideas"), *call("patch", "ai_clean/analyzers/advanced.py", "p1"),
            answer]
    assert "status=" not in extract_offline({"format": "codex"}, msgs).outcome


def test_specstorys_first_layout_is_read(tmp_path):
    """The first SpecStory extension (January 2025) opened a file with "## SpecStory" and named it
    by its title alone, under "## Resolving Lint Errors in Code (1/20/2025, 10:28:43 AM)": two
    dev files were "not a transcript". Its blocks are the 2025 layout's; the heading's en-US
    local time is the start; another locale's date is not read (undated)."""
    history = tmp_path / "roo" / ".specstory" / "history"
    history.mkdir(parents=True)
    path = history / "resolving-lint-errors-in-code.md"
    path.write_text("## SpecStory\n\n## Resolving Lint Errors in Code (1/20/2025, 10:28:43 PM)\n\n_**User**_\n\n"
                    "can you please resolve these lint errors\n\n---\n\n_**Assistant**_\n\n"
                    "I removed the unused imports from ApiConfigManager.tsx.\n\n---\n")
    (t,) = read_transcripts(path)
    assert t.meta["created"] == "2025-01-20T22:28:43.000Z" and t.meta["title"] == "Resolving Lint Errors in Code"
    assert [m["content"] for m in t.messages if m.get("typed")] == ["can you please resolve these lint errors"]
    assert t.meta["cwd"] == str(tmp_path / "roo")
    other = history / "another.md"
    other.write_text(path.read_text().replace("(1/20/2025, 10:28:43 PM)", "(20.1.2025, 22:28:43)"))
    assert read_transcripts(other)[0].skipped  # undated: its day and month are not told apart


def test_claude_codes_out_of_usage_notice_is_the_providers_error():
    """Round 16 held (found on it, fixed after its one measurement): Claude Code answered "ollama"
    with "You're out of extra usage · resets 9pm (UTC)" and nothing else, and the line said
    'Explored "ollama"; no changes.' (misleading: nothing was explored). That notice is the host's,
    as "You've hit your limit · resets ..." is."""
    msgs = [typed("ollama"), said("You're out of extra usage · resets 9pm (UTC)")]
    out = extract_offline({"format": "claude-code"}, msgs).outcome
    assert "Explored" not in out and "API or usage-limit error" in out


def test_an_ask_typed_over_several_lines_quoted_on_one_is_the_persons():
    """Round 16 dev: Codex recorded a custom prompt's text as typed ("# /butler-exec — Execute a
    ButlerSpec\\n\\nPurpose: run a single ButlerSpec file ..."); the line quoted it on one line, its
    blanks run together, and the guard no longer knew it as the person's: the whole line was
    withheld ("(Something the session quoted was withheld ...)" and nothing else). A quote is the
    person's own when it is their typed words with the blanks run together; a quote of no one's
    words is guarded as before."""
    from lc_memory.write.seal import guard_report

    ask = ("# /butler-exec — Execute a ButlerSpec\n\nPurpose: run a single ButlerSpec file with strict guardrails; "
           "never replan or modify other files.")
    line = ('Worked on "# /butler-exec — Execute a ButlerSpec Purpose: run a single ButlerSpec file with strict…": '
            "edited ai_clean/analyzers/advanced.py; `pytest -q` failed.")
    assert guard_report(line, [ask], commands=True) == (line, [])
    assert guard_report(line, [], commands=True)[1]  # no one typed it: guarded


# --- round 16 dev's poor lines (session 57, second wave) ---------------------------------------

def test_an_agents_greeting_is_no_statement():
    """An agent's greeting or introduction ("Hi! I'm Claude ...", "Hello! I'm here to help ...")
    was quoted as the outcome where nothing was typed. Who the agent is and that it is ready says
    nothing of the work; a greeting before a report ("Hi, I fixed ...") keeps the report."""
    for words in ("I'm Claude Code, ready to help with your repository.", "Hello! I'm here to help with your code.",
                  "Hi there, I'm ready to help you build the app.", "¡Hola! Soy Claude, tu asistente de código.",
                  "Ready to help you with the next steps of the migration.",
                  "How can I help you with the minsky project today"):
        assert not statement(words), words
    for words in ("Hi, I fixed the parser in src/parse.py.", "Hello world is printed by main.py now.",
                  "I'm glad to report the tests pass after the fix in auth.py."):
        assert statement(words), words
    msgs = [said("Hello! I'm Claude, an AI assistant made by Anthropic. I'm ready to help with your project.")]
    out = extract_offline({"format": "cursor", "title": "Greeting"}, msgs).outcome
    assert "Claude" not in out and "ready to help" not in out


def test_the_tail_of_a_wrapped_list_item_is_no_sentence():
    """A list item wrapped onto the next line ("- Caps the number of\\n  maximum concurrent
    layers.") was read as two sentences, and the line quoted the tail, "maximum concurrent
    layers.". The line that goes on (indented, or opening in lower case) is the item's: read whole."""
    from lc_memory.write.extract import sentences

    text = ("Changes made:\n- Added a limit on the number of\n  maximum concurrent layers.\n"
            "- Raised the timeout to 30 s in\nconfig.py so slow runs finish.\n- Fixed the parser.\n  It reads tabs too.\n")
    assert sentences(text) == ["Changes made:", "Added a limit on the number of maximum concurrent layers.",
                               "Raised the timeout to 30 s in config.py so slow runs finish.", "Fixed the parser.",
                               "It reads tabs too."]
    msgs = [typed("limit the layers the renderer loads at once"), *call("edit", "src/render/layers.py", "e1"),
            said("- Capped the renderer's layer loading at the number of\n  maximum concurrent layers.")]
    out = extract_offline({"format": "claude-code"}, msgs).outcome
    assert out.startswith("Capped the renderer's layer loading at the number of maximum concurrent layers.")
    # items that are not wrapped stay apart
    assert sentences("- Fixed the parser.\n- Added tests.") == ["Fixed the parser.", "Added tests."]


def test_a_progress_remark_while_work_runs_is_no_outcome():
    """Round 16 dev, Claude Code: three research agents ran in parallel; the agent said "Waiting
    for the three research agents to finish. I'll compile the full report once they report back.",
    then "First agent (Inverse DSP) completed with excellent results — 40+ papers across 11
    categories. Waiting for the other two agents ... to finish before compiling the final report."
    and the session ended: the line quoted the remark, as if the report were done. An answer whose
    close waits on work still running is no outcome; the line says the session ended waiting. A
    close that reports after the wait is the outcome. A secret pasted as the ask (the scrub's
    marker only) is no topic to quote: the first ask in words is."""
    from lc_memory.write.extract import waits

    assert waits("First agent (Inverse DSP) completed with excellent results — 40+ papers across 11 categories. "
                 "Waiting for the other two agents (Blind Estimation and Open-Source Repos) to finish before "
                 "compiling the final report.")
    assert waits("Waiting for the three research agents to finish. I'll compile the full report once they report back.")
    assert not waits("All three agents finished. The report is in docs/research.md with 40+ papers.")
    assert not waits("Как только вы добавите их в чат, я сразу укажу строку с ошибкой. Жду!")  # the person's files
    msgs = [typed("use perplexity mcp server to compile papers on inverse DSP"), said("The Perplexity key is invalid."),
            typed("[REDACTED:perplexity-key]"), *call("edit", ".claude/.mcp.json", "e1"),
            said("Key updated. Three research agents are running in parallel."), typed("ok"),
            said("Waiting for the three research agents to finish. I'll compile the full report once they report back."),
            said("First agent (Inverse DSP) completed with excellent results — 40+ papers across 11 categories. "
                 "Waiting for the other two agents to finish before compiling the final report.")]
    out = extract_offline({"format": "claude-code"}, msgs).outcome
    assert "First agent" not in out and "Waiting" not in out and "REDACTED" not in out
    assert "inverse DSP" in out and "ended while the agent waited" in out
    done = msgs[:-2] + [said("All three agents finished: docs/research.md lists 40+ papers in 11 categories.")]
    assert "docs/research.md lists 40+ papers" in extract_offline({"format": "claude-code"}, done).outcome


def test_a_checks_report_is_told_as_its_tally():
    """Round 16 dev, Codex: a requirements check answered with thirty items, "- PRJ-001 OK – Entry
    points map both `git-alias` and `g` to ...", "- CTN-001 OK – ...", ... "- REQ-014 OK – ...";
    the line quoted the first item, as if it were the outcome. A list of items each an ID and its
    verdict is the check's report: told as its tally. Two such items, or items with no verdict,
    are read as before."""
    from lc_memory.write.extract import check_tally

    report = ("**Project Functions**\n"
              "- PRJ-001 OK – Entry points map both `git-alias` and `g` to `git_alias.core:main` (`pyproject.toml:29`).\n"
              "- PRJ-002 OK – The CLI prints the alphabetized help list (`src/git_alias/core.py:821`).\n\n"
              "**Functional Reqs**\n"
              "- REQ-001 OK – `--upgrade` triggers `upgrade_self` (`src/git_alias/core.py:200`).\n"
              "- **REQ-002**: FAIL - `--remove` is not wired to `remove_self`.\n")
    assert check_tally(report) == "Checked 4 items (PRJ-001 to REQ-002): 3 OK, 1 FAIL."
    assert check_tally("- REQ-001 OK – fine.\n- REQ-002 OK – fine.\n") == ""
    assert check_tally("- REQ-001 – the CLI lists aliases.\n- REQ-002 – it upgrades.\n- REQ-003 – it removes.\n") == ""
    msgs = [typed("# Run the requirements check\n\n## Purpose\n- Perform the requirements check and report"),
            *call("shell", "", "s1"), said(report)]
    out = extract_offline({"format": "codex"}, msgs).outcome
    assert out.startswith("Checked 4 items (PRJ-001 to REQ-002): 3 OK, 1 FAIL.") and "Entry points" not in out
