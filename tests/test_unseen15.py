"""Recently lines and readings of issue 35's fifteenth unseen round (Claude Code, Codex, Gemini CLI,
Copilot CLI, Crush and Cursor sessions from home folders and projects committed to public
repositories): an offer listed in another language, a file an inline program wrote, a title quoted
as asked, a Codex custom prompt's text recorded as typed. Small sessions of the real shape
(invented rows, words in the real transcripts' manner)."""

from __future__ import annotations

import json
from pathlib import Path

from lc_memory.ingest import codex
from lc_memory.write.activity import activity
from lc_memory.write.extract import extract_offline
from tests.messages import said, typed
from tests.test_unseen14 import call


def _shell(command: str, cid: str, *, error: bool = False) -> list[dict]:
    return [{"role": "assistant", "kind": "tool_use", "name": "shell", "content": "{}",
             "call": {"id": cid, "tool": "shell", "command": command}},
            {"role": "tool", "kind": "tool_result", "content": "", "result": {"id": cid, "error": error,
                                                                                "exit_code": 1 if error else 0}}]


def test_a_list_an_answer_offers_in_another_language_is_no_work_done():
    """After writing epics.md, the agent closed with "Parfait. Si tu veux, je peux maintenant :"
    and three numbered offers: 'attribuer des estimations (S/M/L ou points)' was the line, an
    offer read as done (Codex, BMAD workflow in French). A list whose lead line's last sentence
    is an offer, in any language the lexicon's offers list, is no outcome; a list under a lead
    that offers nothing stays."""
    msgs = [typed("découpe le PRD en epics et stories"), *call("write", "_bmad-output/epics.md", "w1"),
            said("Parfait. Si tu veux, je peux maintenant :\n1) exporter ce plan en tableau (CSV/JSON/Markdown)\n"
                 "2) attribuer des estimations (S/M/L ou points)\n3) associer chaque story à des critères de sortie (DoD)\n\n"
                 "Dis-moi le format et le niveau de détail souhaités.")]
    out = extract_offline({"format": "codex"}, msgs).outcome
    assert "estimations" not in out and "exporter" not in out and "epics.md" in out
    se_quiser = [typed("cria o módulo de login"), *call("write", "src/login.ts", "w2"),
                 said("Pronto. Se quiser, posso também:\n- adicionar testes de integração\n- configurar o CI")]
    assert "testes" not in extract_offline({"format": "codex"}, se_quiser).outcome
    # a list under a lead that offers nothing is what was done
    kept = [typed("refactor the parser"), *call("edit", "src/parser.rs", "e1"),
            said("Parfait. Voici ce qui a changé :\n- le lexer lit les commentaires imbriqués\n- les erreurs citent la ligne")]
    assert "commentaires imbriqués" in extract_offline({"format": "codex"}, kept).outcome


def test_a_file_an_inline_program_writes_is_a_change():
    """A Codex session fixed sprint-status.yaml with `python3 - <<'PY' ... path.write_text(...)`
    and its line said "No changes" after "Clés corrigées dans sprint-status.yaml". What an
    interpreter given its program inline (a heredoc, `-c`, `-e`) writes to a file it names, or
    to a name bound to one, is a change: edited when the program read it first."""
    fix = ("python3 - <<'PY'\nimport re\nfrom pathlib import Path\n"
           "path = Path('/home/ed/tf/_bmad-output/sprint-status.yaml')\nlines = path.read_text(encoding='utf-8').splitlines()\n"
           "out = [re.sub(r'^(\\s*)old', r'\\1new', l) for l in lines]\npath.write_text('\\n'.join(out) + '\\n', encoding='utf-8')\nPY")
    act = activity({"cwd": "/home/ed/tf"}, [*_shell(fix, "s1")])
    assert act.edited == ("_bmad-output/sprint-status.yaml",) and not act.created
    act = activity({"cwd": "/w"}, [*_shell("python -c \"open('notes.txt', 'w').write('x')\"", "s2"),
                                   *_shell("node -e \"require('fs').writeFileSync('out/a.json', '{}')\"", "s3"),
                                   *_shell("python3 -c \"open('/tmp/scratch.txt', 'w').write('x')\"", "s4")])
    assert act.created == ("notes.txt", "out/a.json")  # a scratch file is no change of the project's
    # a program that only reads, or one that failed, changed nothing
    read_only = activity({"cwd": "/w"}, [*_shell("python3 - <<'PY'\nprint(open('a.yaml').read())\nPY", "r1"),
                                         *_shell("python3 -c \"open('b.txt', 'w').write('x')\"", "r2", error=True)])
    assert not read_only.did_change
    msgs = [typed("corrige les clés du sprint-status"), *_shell(fix, "s1"),
            said("Clés corrigées dans `sprint-status.yaml` : elles suivent le kebab-case des stories.")]
    out = extract_offline({"format": "codex", "cwd": "/home/ed/tf"}, msgs).outcome
    assert "No changes" not in out and "sprint-status.yaml" in out


def test_a_title_the_agent_gave_is_not_quoted_as_asked():
    """The person typed "hi"; the provider refused for credit; Crush had titled the chat "Quick
    Chat": the line said 'Asked "Quick Chat"; the agent stopped on an API or usage-limit error',
    words the person never typed. "Asked" quotes only typed words; typed, they are quoted."""
    msgs = [typed("hi"), said('API Error: POST "https://openrouter.ai/api/v1/chat/completions": 402 Payment Required')]
    out = extract_offline({"format": "crush", "title": "Quick Chat"}, msgs).outcome
    assert "Quick Chat" not in out and "API or usage-limit error" in out
    asked = [typed("can you check the project?"), said("API Error: maximum retry attempts reached for rate limit")]
    assert 'Asked "can you check the project' in extract_offline({"format": "crush", "title": "Project check"},
                                                                  asked).outcome


def _rollout(folder: Path, user_text: str) -> Path:
    path = folder / "sessions" / "2025" / "10" / "24" / "rollout-2025-10-24T10-00-00-019a.jsonl"
    path.parent.mkdir(parents=True)
    rows = [{"timestamp": "2025-10-24T10:00:00Z", "type": "session_meta",
             "payload": {"id": "019a", "cwd": "/Users/k/RPS", "timestamp": "2025-10-24T10:00:00Z"}},
            {"timestamp": "2025-10-24T10:00:01Z", "type": "response_item",
             "payload": {"type": "message", "role": "user", "content": [{"type": "input_text", "text": user_text}]}},
            {"timestamp": "2025-10-24T10:00:01Z", "type": "event_msg", "payload": {"type": "user_message", "message": user_text}},
            {"timestamp": "2025-10-24T10:00:09Z", "type": "response_item",
             "payload": {"type": "message", "role": "assistant", "content": [{"type": "output_text", "text": "T017 done."}]}}]
    path.write_text("".join(json.dumps(r) + "\n" for r in rows))
    return path


_IMPLEMENT = ("---\ndescription: Execute the implementation plan\n---\n\n## User Input\n\n```text\n$ARGUMENTS\n```\n\n"
              "You **MUST** consider the user input before proceeding (if not empty).\n\n## Outline\n\n"
              "1. Run `.specify/scripts/bash/check-prerequisites.sh --json --require-tasks` from repo root.\n")


def test_a_codex_custom_prompts_text_is_no_typed_words(tmp_path):
    """Codex records `/prompts:speckit.implement T017` as the prompt file's text with T017 put in
    ("## User Input ```text T017``` You **MUST** consider ..."), as the person's message: the
    title read '## User Input ```text ...' and a quote '## Outline 1"'. Against the prompt files
    in the rollouts' CODEX_HOME (spec-kit's `.codex/prompts`), what was typed is the command with
    its arguments; the prompt's text is untyped. A message that is no prompt's stays typed."""
    home = tmp_path / ".codex"
    (home / "prompts").mkdir(parents=True)
    (home / "prompts" / "speckit.implement.md").write_text(_IMPLEMENT)
    expanded = ("\n## User Input\n\n```text\nT017\n```\n\nYou **MUST** consider the user input before proceeding "
                "(if not empty).\n\n## Outline\n\n1. Run `.specify/scripts/bash/check-prerequisites.sh --json "
                "--require-tasks` from repo root.")
    (t,) = codex.read(_rollout(home, expanded))
    users = [m for m in t.messages if m["role"] == "user"]
    assert [(m["content"], m.get("typed", False)) for m in users][0] == ("/prompts:speckit.implement T017", True)
    assert any(not m.get("typed") and "You **MUST** consider" in m["content"] for m in users)
    assert t.meta.get("title", "/prompts:speckit.implement T017").startswith("/prompts:speckit.implement")
    # a prompt with no placeholder is the command alone; an ordinary message stays as typed
    assert codex.expanded_prompt("Load the persona.\nGreet Edouard.", {"bmad-agent-dev": "Load the persona.\nGreet Edouard."}) \
        == "/prompts:bmad-agent-dev"
    other = tmp_path / "other" / ".codex"
    (t,) = codex.read(_rollout(other, "the header shows no buttons yet, is that expected at this phase of the work?"))
    (mine,) = [m for m in t.messages if m["role"] == "user"]
    assert mine["typed"] and mine["content"].startswith("the header shows")


def test_a_custom_prompt_changed_since_the_session_is_told_by_its_head(tmp_path):
    """A Spec Kit upgrade rewrote `speckit.clarify.md` a day after the session that ran
    `/prompts:speckit.clarify` (unseen round 18, Codex): its text no longer matched the file whole,
    and the expansion counted as typed. Its head (the text through `$ARGUMENTS` and the 200
    characters after) still tells the file; a head too short to tell one does not."""
    steps = ("1. Run `.specify/scripts/bash/check-prerequisites.sh --json --require-tasks` from repo root and parse "
             "FEATURE_DIR and AVAILABLE_DOCS.\n2. Load tasks.md and plan.md from FEATURE_DIR.\n")
    then = _IMPLEMENT.split("1. Run")[0] + steps + "3. Run each phase in order.\n"
    now = then.replace("3. Run each phase in order.", "3. **Execute** each phase in order, tests first.")
    expanded = then.split("---\n\n", 1)[1].replace("$ARGUMENTS", "Phase 2")
    body = now.split("---\n\n", 1)[1]
    assert codex.expanded_prompt(expanded, {"speckit.implement": body}) == "/prompts:speckit.implement Phase 2"
    home = tmp_path / ".codex"
    (home / "prompts").mkdir(parents=True)
    (home / "prompts" / "speckit.implement.md").write_text(now)
    (t,) = codex.read(_rollout(home, expanded))
    assert [m["content"] for m in t.messages if m.get("typed")] == ["/prompts:speckit.implement Phase 2"]
    assert codex.expanded_prompt("Fix it: $ARGUMENTS now", {"fix": "Fix it: $ARGUMENTS please"}) is None
    assert codex.expanded_prompt("Fix it: the parser now", {"fix": "Fix it: $ARGUMENTS please"}) is None


def test_a_providers_error_in_the_agents_place_is_said_as_one():
    """Claude Code through a local server answered "test" with 'API Error: 400 Unable to generate
    parser for this template. ... {{- raise_exception('System message must be at the beginnin...':
    its last words were quoted as the agent's ("...first %}↵ {{- raise_exception(..."). An answer
    that opens with a provider's error is none of the agent's words: the line says it stopped on it."""
    error = ("API Error: 400 Unable to generate parser for this template. Automatic parser generation failed: \n"
             "------------\nWhile executing CallExpression at line 86, column 32 in source:\n"
             "...first %}↵            {{- raise_exception('System message must be at the beginnin...\n" + " " * 300 + "^\n"
             "Error: Jinja Exception: System message must be at the beginning.")
    out = extract_offline({"format": "claude-code"}, [typed("test"), said(error)]).outcome
    assert "raise_exception" not in out and "API or usage-limit error" in out


def test_acknowledgements_run_together_are_no_ask():
    """After a long design talk the person wrote "OK, great. Now implement the plan." and the
    line read 'Worked on "OK, great": created 30 ... files' (Codex). Acknowledgements run together
    ("OK, great", "great, thanks!") are one: the ask is what follows them."""
    from lc_memory.write.activity import acknowledgement
    assert acknowledgement("OK, great.") and acknowledgement("great, thanks!") and not acknowledgement("ok, fix the tests")
    msgs = [typed("I have a dream of a 2d workspace for shell scripts, with nodes and wires"), said("Here is a plan."),
            typed("OK, great. Now implement the plan."), *call("write", "ui/src/App.tsx", "w1"), said("Implemented.")]
    out = extract_offline({"format": "codex"}, msgs).outcome
    assert '"OK, great"' not in out and "Now implement the plan" in out


def test_a_label_over_a_list_is_no_statement():
    """Copilot CLI closed in Dutch with "Gevuld en gevalideerd.\\n\\nWat gedaan is\\n- RATIFICATION_DATE
    ingevuld: 2026-03-21." and the line quoted "Wat gedaan is." ("what was done") as a sentence. A
    short line with no sentence end right over a list is the list's label, as a heading is."""
    msgs = [typed("vul in"), *call("edit", ".specify/memory/constitution.md", "e1"),
            said("Gevuld en gevalideerd.\n\nWat gedaan is\n- RATIFICATION_DATE ingevuld: 2026-03-21.\n"
                 "- Sync Impact Report bijgewerkt (bovenaan als HTML-comment).")]
    out = extract_offline({"format": "copilot-cli"}, msgs).outcome
    assert "Wat gedaan is" not in out and "RATIFICATION_DATE ingevuld" in out


def test_an_answer_that_talks_of_an_invalid_api_key_is_no_providers_error():
    """Found on held (Crush): the agent's last words before the person stopped it were "I'll
    implement a fix to properly validate the API key ... the model list is populated even with an
    invalid API key", and the line said "then the agent stopped on an API or usage-limit error".
    A provider's error opens the message; an answer that talks of one is the agent's own words."""
    msgs = [typed("I can set an invalid API key, save it, refresh the model list and it still shows models"),
            *call("read", "js/api.js", "r1"),
            said("I'll implement a fix to properly validate the API key before populating the model list. Based on "
                 "my analysis, the issue is that the model list is populated even with an invalid API key, but actual "
                 "API calls fail."),
            {"role": "user", "kind": "text", "typed": False, "content": "[Request interrupted by user]"}]
    out = extract_offline({"format": "crush"}, msgs).outcome
    assert "API or usage-limit error" not in out
    stopped = [typed("hi"), said("Please run /login · API Error: 403 Insufficient account balance")]
    assert "API or usage-limit error" in extract_offline({"format": "claude-code"}, stopped).outcome
