"""What a session did, from its tool calls: hand-made fixtures for each tool shape, odd
shapes that must not crash, memory.db and the Markdown export, and the real corpus."""

from __future__ import annotations

import json
import sqlite3
from pathlib import Path

import pytest
from click.testing import CliRunner

from lc_memory.write.activity import Activity, activity, check_kind, commit_subjects, relative, summary_items
from lc_memory.ingest.shell import words
from lc_memory.surfaces.cli import cli
from lc_memory.write.extract import extract_offline, statement
from lc_memory.db.importer import import_store
from lc_memory.ingest.base import ingest, read_transcripts

from .conftest import SHARED_DATA

FIXTURES = Path(__file__).parent / "fixtures" / "activity"
REAL = SHARED_DATA / "real-transcripts"


def _read(name: str) -> tuple[dict, list[dict]]:
    (t,) = read_transcripts(FIXTURES / name)
    return t.meta, t.messages


def use(tool: str, cid: str | None = "c", **fields) -> dict:
    return {"role": "assistant", "kind": "tool_use", "name": tool, "content": "{}",
            "call": {"id": cid, "tool": tool, **fields}}


def done(cid: str | None = "c", error: bool = False, code: int | None = None) -> dict:
    return {"role": "tool", "kind": "tool_result", "content": "", "result": {"id": cid, "error": error, "exit_code": code}}


# --- each tool shape ------------------------------------------------------------------

def test_claude_code_edit_multiedit_write_notebook_bash_todowrite():
    act = activity(*_read("claude-code.jsonl"))
    assert act.asked == ("Add tagging to notes, with a test, and commit it.",)
    assert act.created == ("tests/test_tags.py",)  # relative to the session's cwd
    assert act.edited == ("notes/model.py", "notes/store.py", "docs/tags.ipynb")  # Read first, then Edit
    assert act.deleted == ("notes/legacy_tags.py", "notes/old.py")  # rm and git rm
    assert "/etc/hosts" not in act.changed  # a Write that was refused changed nothing
    assert act.commits == ("Add tags to notes",)  # the first line of a $(cat <<'EOF' ...) message
    assert act.plan_done == ("Add tags to Note", "Test tags", "Commit")  # the last TodoWrite
    assert act.plan_open == ("Document tags in the README",)
    checks = {c.command: c for c in act.checks}
    assert checks["python -m pytest -q"].runs == 2 and checks["python -m pytest -q"].passed is True
    assert checks["ruff check ."].kind == "lint" and checks["ruff check ."].passed is None  # piped into tail
    assert act.summary == ("Notes have a `tags` list, saved by `notes/store.py`.",
                           "`tests/test_tags.py` covers tagging; the suite passes.",
                           'Committed as "Add tags to notes".')
    assert act.tool_calls == 14


def test_codex_apply_patch_exec_command_update_plan():
    act = activity(*_read("codex.jsonl"))
    assert act.asked == ("Port the cart total to Rust and make cargo test pass.",)
    assert act.created == ("src/cart.rs", "src/money.rs")  # Add File, and Move to
    assert act.edited == ("src/lib.rs",)
    assert act.deleted == ("cart.py", "old_name.rs")
    assert act.commits == ("Port the cart total to Rust",)  # the first of two -m
    assert act.plan_done == ("Write src/cart.rs", "Run cargo test") and act.plan_open == ()
    (check,) = act.checks
    assert (check.command, check.runs, check.passed) == ("cargo test", 2, True)  # failed once, then passed


def test_native_calls_and_calls_of_unexpected_shape():
    meta, messages = _read("native.jsonl")
    act = activity(meta, messages)
    assert act.created == ("conf/app.yml",) and act.deleted == ("config.yml", "run.sh")
    assert act.tool_calls == 7  # the odd ones count, and add nothing
    out = extract_offline(meta, messages)
    assert out.outcome.startswith("Moved config.yml to conf/app.yml and deleted run.sh.")


def test_a_message_without_call_is_read_from_its_name_and_input():
    messages = [{"role": "assistant", "kind": "tool_use", "name": "write_file",
                 "content": json.dumps({"path": "migrations/0007.sql", "content": "..."})},
                {"role": "tool", "kind": "tool_result", "content": "wrote it"}]
    assert activity({}, messages).created == ("migrations/0007.sql",)


@pytest.mark.parametrize("call", [
    None, "x", 5, [], {}, {"tool": None}, {"tool": "edit", "changes": [None, 1, {"path": None}, {"path": "a", "op": "zap"}]},
    {"tool": "edit", "paths": "a.py"}, {"tool": "shell", "command": None}, {"tool": "shell", "command": "'"},
    {"tool": "shell", "command": "git commit -m"}, {"tool": "shell", "command": "git commit -F - <<EOF"},
    {"tool": "plan", "plan": [None, {"step": 3}, {"status": "completed"}]}, {"tool": "patch", "changes": {"a": 1}},
    {"id": ["x"], "tool": "write", "changes": [{"path": "a", "op": "move", "to": None}]},
    {"id": ["x"], "tool": "read", "paths": ["CLAUDE.md"]}, {"id": {"x": 1}, "tool": "shell", "command": "cat AGENTS.md"},
])
def test_a_call_of_unexpected_shape_never_crashes(call):
    messages = [{"role": "assistant", "kind": "tool_use", "name": "Odd", "content": "{", "call": call},
                {"role": "tool", "kind": "tool_result", "content": "", "result": call}]
    act = activity({"cwd": ["not", "a", "string"]}, messages)
    assert isinstance(act, Activity) and act.tool_calls == 1
    assert isinstance(extract_offline({}, messages).outcome, str)
    json.dumps(act.to_dict())


# --- the pieces -----------------------------------------------------------------------

@pytest.mark.parametrize("script, subjects", [
    ("git commit -m 'Fix the flaky test'", ["Fix the flaky test"]),
    ('git commit -am "First line" -m "Body"', ["First line"]),
    ('git commit --message="Bump to 1.2"', ["Bump to 1.2"]),
    ("git -C repo commit -q -m 'In another repo'", ["In another repo"]),
    ("git commit -F - <<'MSG'\nSubject from stdin\n\nbody\nMSG", ["Subject from stdin"]),
    ('git commit -m "$(cat <<\'EOF\'\nPort utils to Rust\n\nDetails\nEOF\n)"', ["Port utils to Rust"]),
    ("git commit -m 'One' && git commit --amend -m 'Two'", ["One", "Two"]),
    ("git commit --dry-run -m 'Not made'", []),
    ("git commit --amend --no-edit", []),
    ("echo git commit -m", []),
])
def test_commit_subjects(script, subjects):
    assert commit_subjects(script) == subjects


def test_a_failed_commit_is_not_a_commit():
    messages = [use("shell", "g", command="git commit -m 'Nothing to commit'"), done("g", error=True, code=1)]
    assert activity({}, messages).commits == ()


@pytest.mark.parametrize("command, kind", [
    ("pytest -q", "test"), ("uv run pytest tests", "test"), ("python3 -m pytest", "test"), ("npm test", "test"),
    ("pnpm run test:unit", "test"), ("yarn test", "test"), ("bun test", "test"), ("cargo test --all", "test"),
    ("go test ./...", "test"), ("make test", "test"), ("mvn -q verify", "test"), ("./gradlew test", "test"),
    ("mix test", "test"), ("npx jest", "test"), ("make", "build"), ("npm run build", "build"),
    ("cargo build --release", "build"), ("go build ./...", "build"), ("tsc --noEmit", "typecheck"),
    ("npx tsc -p .", "typecheck"), ("mypy src", "typecheck"), ("ruff check .", "lint"), ("npm run lint", "lint"),
    ("cargo clippy", "lint"), ("FOO=1 timeout 60 cargo test", "test"),
    ("ls -la", None), ("git status", None), ("cat pytest.ini", None), ("npm install", None), ("echo test", None),
])
def test_check_kinds(command, kind):
    assert check_kind(words(command)) == kind


@pytest.mark.parametrize("command, error, passed", [
    ("pytest -q", False, True), ("pytest -q", True, False), ("pytest -q | tail -5", False, None),
    ("pytest -q || true", False, None), ("cd app && pytest -q", True, False), ("pytest -q; echo done", True, None),
    ("pytest -q && ruff check .", False, True), ("pytest -q &", False, None),
])
def test_whether_a_check_passed_is_read_from_the_exit_code(command, error, passed):
    act = activity({}, [use("shell", "s", command=command), done("s", error=error)])
    assert next(c for c in act.checks if c.kind == "test").passed is passed


def test_a_line_continuation_joins_its_lines_into_one_command():
    """Gemini CLI wrote ``cd scripts && \\<newline>./venv/bin/pytest tests/``: the check is
    ``./venv/bin/pytest tests/``, not ``\\ ./venv/bin/pytest tests/``; a single-quoted one stays."""
    script = "cd /srv/scripts && \\\npython3 -m venv venv && \\\n./venv/bin/pytest \\\n  tests/"
    act = activity({}, [use("shell", "s", command=script), done("s")])
    assert [(c.command, c.passed) for c in act.checks] == [("./venv/bin/pytest tests/", True)]
    from lc_memory.ingest.shell import segments
    assert segments("echo 'a\\\nb' && ls") == [("echo 'a\\\nb'", "&&"), ("ls", "")]


def test_a_checks_exit_code_is_kept_when_it_is_its_own():
    act = activity({}, [use("shell", "a", command="cargo test"), done("a", error=True, code=101),
                        use("shell", "b", command="pytest -q | tail"), done("b", error=True, code=1)])
    codes = {c.command: (c.passed, c.code) for c in act.checks}
    assert codes == {"cargo test": (False, 101), "pytest -q": (None, None)}  # a pipe's code is not pytest's
    assert act.to_dict()["checks"][0]["code"] == 101


def test_a_call_id_used_again_pairs_each_call_with_its_own_result():
    """Some providers number calls per turn (``tool_0_bash`` every turn): each call takes the
    first result of its id after it, not the session's first one."""
    act = activity({}, [use("shell", "tool_0", command="cargo test"), done("tool_0", code=0),
                        use("shell", "tool_0", command="cargo build"), done("tool_0", error=True, code=101)])
    assert {c.command: c.passed for c in act.checks} == {"cargo test": True, "cargo build": False}


def test_a_setup_command_whose_call_failed_did_not_run_whatever_its_pipes():
    act = activity({}, [use("shell", "s", command="mix phx.server 2>&1 | head -80"), done("s", error=True)])
    assert [(c.command, c.kind, c.passed) for c in act.setup] == [("mix phx.server", "serve", False)]
    act = activity({}, [use("shell", "s", command="mix phx.server 2>&1 | head -80"), done("s")])
    assert act.setup[0].passed is None


def test_a_cd_the_shell_resolves_is_somewhere_else():
    act = activity({"cwd": "/w"}, [use("shell", "a", command="cd ~/other && cargo test"), done("a"),
                                   use("shell", "b", command="cd $TMPDIR && pytest"), done("b"),
                                   use("shell", "c", command="cd /w/api && go test ./..."), done("c")])
    assert [c.folder for c in act.checks] == ["~/other", "$TMPDIR", "api"]


def test_a_codex_shell_calls_workdir_is_where_it_ran():
    from lc_memory.ingest.tools import call

    shell = call("shell", json.dumps({"command": ["bash", "-lc", "pnpm test && rm old.ts"], "workdir": "/w/apps/web"}), "s")
    assert shell["workdir"] == "/w/apps/web"
    act = activity({"cwd": "/w"}, [{"role": "assistant", "kind": "tool_use", "name": "shell", "content": "{}",
                                    "call": shell}, done("s", code=0)])
    assert [(c.command, c.folder) for c in act.checks] == [("pnpm test", "apps/web")]
    assert act.deleted == ("apps/web/old.ts",)
    elsewhere = call("shell", {"command": ["bash", "-lc", "cargo test"], "workdir": "/tmp/scratch"}, "t")
    act = activity({"cwd": "/w"}, [{"role": "assistant", "kind": "tool_use", "name": "shell", "content": "{}",
                                    "call": elsewhere}, done("t", code=0)])
    assert [c.folder for c in act.checks] == ["/tmp/scratch"]  # outside the project: no fact from it
    assert not [f for f in extract_offline({"cwd": "/w"}, [{"role": "user", "kind": "text", "typed": True,
                                                            "content": "run the tests"},
                                                           {"role": "assistant", "kind": "tool_use", "name": "shell",
                                                            "content": "{}", "call": elsewhere}, done("t", code=0),
                                                           {"role": "assistant", "kind": "text",
                                                            "content": "The tests pass."}]).facts
                if "cargo test" in f.text]


def test_a_check_without_a_result_is_unknown():
    assert activity({}, [use("shell", None, command="pytest -q")]).checks[0].passed is None


def test_paths_are_relative_to_cwd_when_under_it():
    assert relative("/home/me/app/src/x.py", "/home/me/app") == "src/x.py"
    assert relative("/home/me/application/x.py", "/home/me/app") == "/home/me/application/x.py"
    assert relative("./src/x.py", None) == "src/x.py"


def test_created_then_deleted_is_neither_and_a_failed_edit_is_nothing():
    messages = [use("write", "w", changes=[{"path": "tmp.txt", "op": "add"}]), done("w"),
                use("shell", "r", command="rm tmp.txt"), done("r"),
                use("edit", "e", changes=[{"path": "src/a.py", "op": "update"}]), done("e", error=True)]
    act = activity({}, messages)
    assert act.changed == ()


def test_a_failed_read_saw_nothing_so_a_later_write_creates():
    # Crush: view CRUSH.md -> "File not found", then write CRUSH.md: created, not edited.
    messages = [use("read", "v", paths=["/app/CRUSH.md"]), done("v", error=True),
                use("write", "w", paths=["/app/CRUSH.md"], changes=[{"path": "/app/CRUSH.md", "op": "add"}]), done("w"),
                use("read", "r", paths=["/app/a.py"]), done("r"),
                use("write", "x", changes=[{"path": "/app/a.py", "op": "add"}]), done("x")]
    act = activity({"cwd": "/app"}, messages)
    assert act.created == ("CRUSH.md",) and act.edited == ("a.py",)


def test_sed_in_place_edits_and_a_machine_file_written_is_a_change_of_state():
    """``sed -i`` edits its files; a file of the machine's outside the project written with
    sudo (an unseen Gemini CLI session set a Raspberry Pi's LEDs in /boot/firmware/config.txt)
    is no file of the project's but no "no changes" either: it is said as run. A scratch file
    and a sed that only prints change nothing."""
    script = ("sed -i 's/a/b/' src/app.py && sed -n 1,5p src/app.py\n"
              "sudo sed -i 's/^dtparam=x=.*/dtparam=x=off/' /boot/firmware/config.txt\n"
              "echo 'dtparam=y=off' | sudo tee -a /boot/firmware/config.txt\n"
              "sed -i.bak -e 's/x/y/' /tmp/scratch.txt")
    act = activity({"cwd": "/srv/app"}, [use("shell", "s", command=script), done("s", code=0)])
    assert act.edited == ("src/app.py",)
    assert [c.command for c in act.state] == ["sed -i /boot/firmware/config.txt", "tee /boot/firmware/config.txt"]
    # marked as writes on the entry (what a line tells last), not read back from the command's text
    assert [c.kind for c in act.state] == ["write", "write"]
    failed = activity({"cwd": "/srv/app"}, [use("shell", "s", command=script), done("s", error=True, code=1)])
    assert failed.changed == () and failed.state == ()


def test_a_home_file_written_is_a_change_of_state():
    """An unseen Amp thread (issue 35, round 8) added shell functions with ``cat >> ~/.zshrc
    << 'EOF'``: the person's home file is no file of the project's, but the session changed
    it, so it is said as run (its line said "No changes"). A ``~`` anywhere else stays unread."""
    script = "cat >> ~/.zshrc << 'EOF'\ntx() { tmux new -s \"$1\"; }\nEOF"
    act = activity({"cwd": "/Users/me/app"}, [use("shell", "s", command=script), done("s", code=0)])
    assert act.changed == () and [c.command for c in act.state] == ["cat ~/.zshrc"]
    moved = activity({"cwd": "/Users/me/app"}, [use("shell", "s", command="cd src && echo x > ~/notes.txt"), done("s")])
    assert [c.command for c in moved.state] == ["echo ~/notes.txt"]
    odd = activity({"cwd": "/app"}, [use("shell", "s", command="echo x > a~b/~c.txt"), done("s", code=0)])
    assert odd.changed == () and odd.state == ()
    # told after the commands that changed more (a container, a remote)
    both = [use("shell", "a", command="printf '{}' > ~/.app/config.json && printf x > ~/.app/b.json"), done("a", code=0),
            use("shell", "b", command="docker compose up -d"), done("b", code=0)]
    line = extract_offline({"cwd": "/app"}, both).outcome
    assert line.index("docker compose up") < line.index("printf ~/.app/config.json"), line
    assert [c.kind for c in activity({"cwd": "/app"}, both).state] == ["write", "write", "state"]


def test_rm_of_a_folder_or_a_glob_names_no_file():
    act = activity({}, [use("shell", "r", command="rm -rf build/ node_modules && rm src/*.pyc && rm -r old.py")])
    assert act.deleted == ("old.py",)


def test_a_file_written_by_a_heredoc_echo_or_tee_is_changed():
    script = ("cat > notes.md <<'EOF'\n# Notes\nrm old.md\nEOF\n"
              "cd web && cat <<EOF | tee -a .env config.txt && git add .env\nPORT=1\nEOF\n"
              "echo done >> /srv/app/CHANGES.md; echo hi > /dev/null 2>&1; pytest > log.txt; cat notes.md")
    scratch = "printf '%s' '{}' > /tmp/payload.json; echo x > ../other/notes.md"  # outside the project
    act = activity({"cwd": "/srv/app"}, [use("shell", "s", command=script), done("s", code=0),
                                         use("shell", "t", command=scratch), done("t", code=0)])
    assert act.created == ("notes.md",)
    assert act.edited == ("web/.env", "web/config.txt", "CHANGES.md")
    assert act.deleted == ()  # a line of the heredoc's body is no command
    failed = activity({"cwd": "/srv/app"}, [use("shell", "s", command=script), done("s", error=True, code=1)])
    assert failed.changed == ()


def test_a_windows_path_is_relative_to_a_windows_cwd():
    # Qwen Code / Copilot CLI on Windows: the cwd and the tools' paths differ in case and slashes.
    cwd = "c:\\Users\\me\\lab"
    messages = [use("write", "w", changes=[{"path": "C:\\Users\\me\\lab\\src\\proxy.cpp", "op": "add"}]), done("w"),
                use("edit", "e", changes=[{"path": "d:\\other\\notes.txt", "op": "update"}]), done("e"),
                use("shell", "s", command="echo x > c:/temp/scratch.txt"), done("s", code=0)]
    act = activity({"cwd": cwd}, messages)
    assert act.created == ("src/proxy.cpp",)
    assert act.edited == ("d:\\other\\notes.txt",)  # outside the folder: as written
    assert relative("C:/Users/me/lab/", cwd) == "."


def test_summary_items_under_an_item_that_announces_them_are_its_words():
    # Crush's closing list (an unseen dotfiles session): the child alone read "prettierd, prettier,
    # and yamlfmt (plus existing stylua, cspell)." as the session's outcome
    text = ("What I changed:\n- Mason ensure_installed now includes:\n  - prettierd and yamlfmt\n"
            "- none-ls now detects tools:\n  - Prefer prettierd\n  - then yamlfmt\n- Added format-on-save")
    assert summary_items(text) == ["Mason ensure_installed now includes: prettierd and yamlfmt",
                                   "none-ls now detects tools: Prefer prettierd; then yamlfmt", "Added format-on-save"]


def test_summary_items_not_the_sentence_that_announces_them():
    text = "I have fully completed the task. Here's a summary:\n\n**Summary:**\n1. Added `x`.\n2. Fixed **y**.\n\nAnything else?"
    assert summary_items(text) == ["Added `x`.", "Fixed y."]
    assert summary_items("Perfect! Let me create a summary of all the changes:\n## Summary\nPorted utils.") == ["Ported utils."]
    assert summary_items("**Summary:** Created `hello.sh` and ran it.") == ["Created `hello.sh` and ran it."]
    assert summary_items("Summary:\nAdded x to the CLI.\nShould I also add y?") == ["Added x to the CLI."]
    assert summary_items("No summary heading here.") == []


def test_asks_are_short_and_skip_acknowledgements_and_ide_context():
    messages = [
        {"role": "user", "kind": "text", "typed": True,
         "content": "# Context from my IDE setup:\n\n## Open tabs:\n- a.ts\n\n## My request for Codex:\nFix the build"},
        {"role": "user", "kind": "text", "typed": True, "content": "ok"},
        {"role": "user", "kind": "text", "typed": True, "content": "word " * 100},
        {"role": "user", "kind": "text", "typed": False, "content": "<command-name>/clear</command-name>"},
    ]
    asked = activity({}, messages).asked
    assert asked[0] == "Fix the build" and len(asked) == 2 and len(asked[1]) <= 160 and asked[1].endswith("…")


# --- memory.db and the export ---------------------------------------------------------

def test_memory_db_has_each_sessions_activity(store, tmp_path):
    ingest(store, sorted(FIXTURES.glob("*.jsonl")))
    db = tmp_path / "memory.db"
    import_store(store, db)
    conn = sqlite3.connect(db)
    conn.row_factory = sqlite3.Row
    rows = {r["session_id"]: r for r in conn.execute("select * from session_activity")}
    assert len(rows) == 3
    codex = rows["019b1111-2222-7333-8444-555566667777"]
    assert json.loads(codex["commits"]) == ["Port the cart total to Rust"]
    check = json.loads(codex["checks"])[0]
    assert {k: check[k] for k in ("command", "kind", "runs", "passed")} == {
        "command": "cargo test", "kind": "test", "runs": 2, "passed": True}
    assert codex["files_changed"] == 5 and codex["tool_calls"] == 6
    # A refresh after a session changes keeps its row in step; a db from before the table fills it.
    conn.execute("delete from session_activity")
    conn.commit()
    import_store(store, db)
    assert conn.execute("select count(*) from session_activity").fetchone()[0] == 3


def test_export_markdown_has_an_activity_section(store):
    ingest(store, [FIXTURES / "codex.jsonl"])
    r = CliRunner().invoke(cli, ["export", "019b1111-2222-7333-8444-555566667777", "--markdown",
                                 "--store", str(store.root), "--project", store.project])
    assert r.exit_code == 0, r.output
    section = r.output.split("**Activity**", 1)[1].split("---", 1)[0]
    assert "- created: `src/cart.rs`, `src/money.rs`" in section
    assert "- committed: “Port the cart total to Rust”" in section
    assert "- test: `cargo test`: last run passed, 2 runs" in section
    assert "2 of 2 done" in section


# --- the real corpus ---------------------------------------------------------------------

def _real_sessions(tmp_path: Path) -> list[tuple[str, dict, list[dict]]]:
    if not REAL.is_dir():
        pytest.skip(f"real transcripts missing: {REAL} (../shared is not here)")
    out = []
    for path in sorted(REAL.glob("*/*.jsonl")):
        try:
            transcripts = read_transcripts(path)
        except Exception:  # noqa: BLE001  reading them is the ingest tests' business
            continue
        out += [(path.name, t.meta, t.messages) for t in transcripts]
    return out


def test_real_corpus_outcomes_are_never_forward_looking_or_cut(tmp_path):
    for name, meta, messages in _real_sessions(tmp_path):
        outcome = extract_offline(meta, messages).outcome
        assert outcome.endswith((".", "!", "…", ")", '"', "'", "`")), (name, outcome)
        for s in outcome.split(". "):
            assert not s.lower().startswith(("let me", "i'll", "now i'm", "now let me")), (name, outcome)
        for bad in ("hit your limit", "API Error", "No response requested", "## "):
            assert bad not in outcome, (name, outcome)


def test_real_corpus_files_are_files_the_calls_changed(tmp_path):
    listed = right = 0
    for name, meta, messages in _real_sessions(tmp_path):
        act = activity(meta, messages)
        files = extract_offline(meta, messages).files
        listed += len(files)
        right += sum(f in act.changed for f in files)
        assert all("__pycache__" not in f and not f.endswith(".pyc") for f in files), name
    assert listed and right / listed >= 0.9


def test_real_corpus_facts_are_few_and_never_chatter(tmp_path):
    sessions = _real_sessions(tmp_path)
    per_session = [extract_offline(meta, messages).facts for _, meta, messages in sessions]
    assert all(len(facts) <= 3 for facts in per_session)
    facts = [f.text for facts in per_session for f in facts]
    assert len(facts) <= len(sessions)  # at most one a session on average (issue 34 asked for more than half that)
    for text in facts:
        assert statement(text) and not text.lower().startswith(("so ", "update ", "let me", "i ")), text


def test_real_corpus_python_to_rust_port(tmp_path):
    by_name = {name: (meta, messages) for name, meta, messages in _real_sessions(tmp_path)}
    if "reliability-python-to-rust-port.jsonl" not in by_name:
        pytest.skip("the python-to-rust transcript is not in this corpus")
    act = activity(*by_name["reliability-python-to-rust-port.jsonl"])
    assert act.commits == ("Port Python utility library to Rust",)
    assert "src/lib.rs" in act.edited and "src/string_utils.rs" in act.created
    assert "src/string_utils.py" in act.deleted
    assert any(c.command == "cargo test" and c.passed for c in act.checks)
    out = extract_offline(*by_name["reliability-python-to-rust-port.jsonl"])
    assert out.outcome.startswith("The Python project has been fully ported to Rust.")
    assert "committed 'Port Python utility library to Rust'" in out.outcome


def test_two_real_sessions_that_ran_the_same_tests_make_an_observed_fact(tmp_path):
    """The real coverage-test-fix session, and the same work again the next day under a new
    session id with the test run written differently: the fact is said alike and observed."""
    real = REAL / "claude" / "reliability-coverage-test-fix.jsonl"
    if not real.exists():
        pytest.skip("the coverage-test-fix transcript is not in this corpus")
    text = real.read_text("utf-8")
    again = (text.replace("c64cc478-3430-40fe-8e9c-4ee9986e9754", "c64cc478-3430-40fe-8e9c-4ee9986e9755")
             .replace("2026-01-21T", "2026-01-22T")
             .replace("python -m pytest tests/test_math_utils.py -v", "python -m pytest -q"))
    assert again.count("python -m pytest -q") >= 1
    (tmp_path / "next-day.jsonl").write_text(again, "utf-8")
    args = ["--store", str(tmp_path / "store"), "--project", "math"]
    # The corpus is months old: keep its facts from decaying out of the digest.
    config = tmp_path / "store" / "math" / "memory" / "config.toml"
    config.parent.mkdir(parents=True)
    config.write_text("factDecayDays = 36500\n", "utf-8")
    runner = CliRunner()
    for command in (["ingest", str(real), str(tmp_path / "next-day.jsonl")], ["seal", "--all"], ["consolidate"]):
        r = runner.invoke(cli, [*command, *args])
        assert r.exit_code == 0, r.output
    memory_md = (tmp_path / "store" / "math" / "memory" / "MEMORY.md").read_text("utf-8")
    assert "Tests run with `python -m pytest`." in memory_md
    r = runner.invoke(cli, ["facts", "--json", *args])
    (fact,) = [f for f in json.loads(r.output) if f["text"] == "Tests run with `python -m pytest`."]
    assert fact["state"] == "observed" and len(fact["sessions"]) == 2
    records = [json.loads(line) for line in (config.parent / "facts.jsonl").read_text("utf-8").splitlines()]
    assert {r["source"] for r in records if r["id"] == fact["id"]} == {"action"}


def test_cd_folders_each_from_the_one_before():
    from lc_memory.ingest.shell import cd_folders

    assert cd_folders("cd apps && cd web && pnpm test", "/r") == ["/r/apps", "/r/apps/web"]
    assert cd_folders("cd '../..' && npm run lint", "/a/b/c") == ["/a"]
    assert cd_folders("cd src && ls", None) == []  # relative to nowhere known


def test_a_slash_command_that_only_arranges_the_chat_is_not_the_topic():
    from lc_memory.write.activity import asked_of

    typed = [{"role": "user", "kind": "text", "typed": True, "content": c}
             for c in ("/add src/cart.py tests/test_cart.py", "/drop README.md", "/ask why is the total off by one",
                       "Fix the rounding in the cart total")]
    # "/ask" is a chat mode: the ask is its words (extraction.chat_modes)
    assert asked_of(typed) == ["why is the total off by one", "Fix the rounding in the cart total"]


def test_a_greeting_with_again_or_there_is_no_ask():
    """A real Crush session (nithishbn/fit-rs) opened "hello", "hello again", then asked: its
    line said 'Worked on "hello again"'."""
    from lc_memory.write.activity import asked_of

    typed = [{"role": "user", "kind": "text", "typed": True, "content": c}
             for c in ("hello", "hello again", "Hi there!", "what does this repo do", "there again")]
    assert asked_of(typed) == ["what does this repo do", "there again"]


def test_pasted_material_the_message_opens_with_is_not_the_ask():
    """A real Crush session (chad-russell/k) opened with the last session's summary, pasted under
    a label, and the ask after it: its line said 'Worked on "Summary of the last session"'."""
    from lc_memory.write.activity import asked_of, request_text

    pasted = ("Summary of the last session:\n\n```\n## Summary\n\nWhat was done:\n- Fixed YAML\n```\n\n\n\n"
              "Our goal for this session: Add redis to this kubernetes cluster.")
    assert request_text(pasted) == "Our goal for this session: Add redis to this kubernetes cluster."
    assert asked_of([{"role": "user", "kind": "text", "typed": True, "content": pasted}]) == [
        "Our goal for this session: Add redis to this kubernetes cluster."]
    # nothing after the block: the message is the ask as it is; a block with no label is no lead
    only = "Here is the error:\n```\nTypeError: x is undefined\n```"
    assert request_text(only) == only
    unlabelled = "```\nTypeError: x is undefined\n```\nFix it."
    assert request_text(unlabelled) == unlabelled
    # a label in the middle of what the person wrote is theirs: only an opening one is a lead
    middle = "Fix the parser. Here is the error:\n```\nTypeError\n```\nThanks."
    assert request_text(middle) == middle


@pytest.mark.parametrize("command, said", [
    ('docker exec pg psql -U postgres -c "CREATE SCHEMA IF NOT EXISTS vibecode;"', "psql … CREATE SCHEMA …"),
    ('mysql -e "SELECT 1; DROP TABLE users"', "mysql … DROP TABLE …"),
    ("sqlite3 app.db \"INSERT INTO users VALUES (1, 'a')\"", "sqlite3 … INSERT INTO …"),
    ('psql -c "ALTER TABLE orders ADD COLUMN note text"', "psql … ALTER TABLE …"),
    ('psql -c "UPDATE orders SET paid = true"', "psql … UPDATE …"),  # a table's name is not said
    ('psql -c "delete from orders"', "psql … DELETE FROM …"),
    ("docker run -d --name pg postgres:16", "docker run"),
    ("docker rm -f pg", "docker rm"),
    ("docker compose -f deploy/compose.yml up -d", "docker compose up"),
    ("docker-compose down -v", "docker-compose down"),
    ("kubectl apply -f k8s/", "kubectl apply"),
    ("kubectl delete pod api-1", "kubectl delete"),
    ("kubectl create namespace shop", "kubectl create"),
    ("terraform apply -auto-approve", "terraform apply"),
    ("terraform destroy", "terraform destroy"),
    ("git init", "git init"),
    ("git -C site push origin main", "git push"),
    ("git tag -a v1.0.0 -m release", "git tag"),
    ("uv run alembic upgrade head", "alembic upgrade"),
    ("bin/rails db:migrate", "rails db:migrate"),
    ("python manage.py migrate", "manage.py migrate"),
    ("npx prisma migrate dev --name init", "prisma migrate"),
    ("npm publish --access public", "npm publish"),
    # reading, listing and quoting change nothing
    ('docker exec pg psql -U postgres -c "\\dn"', None),
    ('psql -c "select * from t where updated_at > now()"', None),
    ("psql -f migrations/001.sql", None),
    ("docker ps", None),
    ("kubectl get pods", None),
    ("terraform plan", None),
    ("git log --grep push", None),
    ("echo git push", None),
    ("git status", None),
    # the repository's branches, HEAD and stash: no file named, still not a read
    ("git stash", "git stash"),
    ("git stash pop", "git stash pop"),
    ("git checkout -b feature/login", "git checkout -b"),
    ("git switch -c fix", "git switch -c"),
    ("git checkout master", "git checkout"),
    ("git -C site merge main", "git merge"),
    ("git branch -D old", "git branch -d"),
    ("git reset --hard HEAD~1", "git reset"),
    ("git stash list", None),
    ("git branch -a", None),
    ("git branch", None),
    ("git merge-base main HEAD", None),
    # a link, and a removal whose target a line cannot name (an unseen Crush session re-linked
    # ~/.tmux and its line said "No changes."); a named file's removal is a deleted file, a
    # scratch file's nothing
    ("ln -s /Users/m/dotfiles/.tmux $HOME/.tmux", "ln"),
    ("rm -rf $HOME/.tmux", "rm"),
    ("rm -rf build", "rm"),
    ("rm notes.md", None),
    ("rm -rf /tmp/scratch", None),
])
def test_state_changing_commands(command, said):
    from lc_memory.write.activity import state_kind

    assert state_kind(words(command)) == said
    act = activity({}, [use("shell", "s", command=command), done("s", code=0)])
    assert [c.command for c in act.state] == ([said] if said else [])
    failed = activity({}, [use("shell", "s", command=command), done("s", error=True, code=1)])
    assert failed.state == ()  # a command that failed changed nothing


def test_a_link_or_a_removal_is_told_after_the_other_state_changes():
    from lc_memory.write.extract import done_clause

    script = "rm -rf build && ln -s a b && git init && git push"
    act = activity({}, [use("shell", "s", command=script), done("s", code=0)])
    assert [c.command for c in act.state] == ["rm", "ln", "git init", "git push"]
    assert done_clause(act) == "ran `git init` and `git push` and 2 more"


def test_summary_items_skip_a_nested_fence():
    from lc_memory.write.activity import code_lines
    text = ("## Summary\n- Added the rule file\n```markdown\n- outer\n  ```bash\n  echo inner\n  ```\n"
            "- still quoted\n```\n- Linked it from the index")
    assert summary_items(text) == ["Added the rule file", "Linked it from the index"]
    assert code_lines(["a ```x``` b", "~~~", "x", "~~~"]) == [False, True, True, True]


def test_a_tool_call_the_model_wrote_as_text_is_no_closing_word():
    """Crush with a local model (unseen round 6, a Polish session): the answer was an edit in
    Hermes' XML form that the host never ran, and the Recently line opened '<function name="edit"
    id="edit:0">. Handle race conditions in QThread termination.', words of the file it meant to write."""
    from lc_memory.write.activity import without_code
    markup = ('<function name="edit" id="edit:0">\n  <parameter name="file_path">C:\\app\\RULES.md</parameter>\n'
              '  <parameter name="new_string">\n3. Handle race conditions in QThread termination\n  </parameter>\n'
              '</function>')
    assert without_code(f"Sure.\n{markup}\nThe edit is above.").split("\n") == ["Sure."] + [""] * 6 + ["The edit is above."]
    assert without_code("<tool_call>\n{\"name\": \"bash\"}\n</tool_call>").strip() == ""
    assert without_code("<function=view>\n<parameter=path>a.py").strip() == ""  # never closed: markup to the end
    assert without_code("A <function> tag in a sentence stays.") == "A <function> tag in a sentence stays."
    msgs = [{"role": "user", "kind": "text", "typed": True, "content": "go go"},
            {"role": "assistant", "kind": "text", "content": markup}]
    assert "QThread" not in extract_offline({"format": "crush"}, msgs).outcome


def test_a_call_gemini_wrote_in_its_own_syntax_as_text_is_no_closing_word():
    """Gemini CLI share (unseen round 11): the last answer ended in a call the model wrote as
    text, in its own syntax (``call:default_api:replace{...}``, the start token spelled "start",
    strings between ``<ctrl46>`` marks), which the CLI never ran; the Recently line quoted the
    code inside it ('fprintf(f, "## Configuration\\n").')."""
    from lc_memory.write.activity import without_code
    answer = ("### Step 2: remove it from `io.c`\nI delete the function.startcall:default_api:replace{expected_"
              "replacements:1,file_path:<ctrl46>C:\\app\\io.c<ctrl46>,new_string:<ctrl46>}<ctrl46>,old_string:"
              "<ctrl46>void export_stats(FILE *f) {\n    fprintf(f, \"## Configuration\\n\");\n}<ctrl46>}")
    assert without_code(answer).split("\n") == ["### Step 2: remove it from `io.c`", "", "", ""]
    assert without_code("The call:default_api: prefix is how Gemini names tools.") != ""
    msgs = [{"role": "user", "kind": "text", "typed": True, "content": "remove the export"},
            {"role": "assistant", "kind": "text", "content": "I removed the call from `gui.c`."},
            {"role": "assistant", "kind": "text", "content": answer}]
    assert "fprintf" not in extract_offline({"format": "gemini-cli"}, msgs).outcome


def test_a_database_tools_statement_that_changes_the_database_is_a_state_change():
    """Gemini CLI 3494a697 (unseen round 7): an MCP server's execute_sql ran CREATE SCHEMA, and
    the line said "no changes"."""
    from lc_memory.ingest.tools import call as tool_call
    from lc_memory.write.activity import sql_change

    def run(name, args, error=False):
        return [{"role": "assistant", "kind": "tool_use", "name": name, "content": "", "call": tool_call(name, args, "c")},
                {"role": "tool", "kind": "tool_result", "content": "", "result": {"id": "c", "error": error}}]

    act = activity({}, run("mcp_postgresql_execute_sql", {"sql": "CREATE SCHEMA IF NOT EXISTS vibecode;"}))
    assert [c.command for c in act.state] == ["mcp_postgresql_execute_sql … CREATE SCHEMA …"]
    supabase = activity({}, run("mcp__supabase__apply_migration", {"name": "init", "query": "create table t (id int)"}))
    assert [c.command for c in supabase.state] == ["mcp__supabase__apply_migration … CREATE TABLE …"]
    # a read, a failed statement, and a search tool's words under "query" change nothing
    assert activity({}, run("mcp_postgresql_execute_sql", {"sql": "SELECT current_database();"})).state == ()
    assert activity({}, run("mcp__pg__query", {"sql": "drop table t"}, error=True)).state == ()
    assert activity({}, run("web_search", {"query": "delete from orders"})).state == ()
    assert sql_change("-- setup\n/* x */ insert into t values (1)") == "INSERT INTO"
    assert sql_change("select 1; update t set a = 1") == "UPDATE"
    assert sql_change("WITH x AS (select 1) select * from x") is None


def test_a_script_run_again_through_another_runner_is_the_same_check():
    """An unseen Amp thread (issue 35, round 8) ran ``yarn install && yarn build`` (failed: a
    lockfile error) and then ``jlpm install && jlpm build`` (JupyterLab's yarn: passed, and every
    build after): its line said "`yarn build` failed". One package script through another runner
    is the same check, and its last run decides."""
    msgs = [use("shell", "a", command="yarn install && yarn build"), done("a", error=True, code=1),
            use("shell", "b", command="jlpm install && jlpm build"), done("b", code=0),
            use("shell", "c", command="jlpm test"), done("c", code=0)]
    act = activity({"cwd": "/srv/app"}, msgs)
    assert [(c.command, c.passed, c.runs) for c in act.checks] == [("jlpm build", True, 2), ("jlpm test", True, 1)]
    assert "failed" not in extract_offline({"cwd": "/srv/app"}, msgs).outcome
    # npm's own `build` is no script; another script, or the same one in another folder, stays apart
    other = [use("shell", "a", command="npm run build"), done("a", error=True, code=1),
             use("shell", "b", command="cd web && yarn build"), done("b", code=0),
             use("shell", "c", command="yarn build:prod"), done("c", code=0)]
    assert [(c.command, c.passed) for c in activity({"cwd": "/srv/app"}, other).checks] == [
        ("npm run build", False), ("yarn build", True), ("yarn build:prod", True)]
    # a later failure through another runner is the last run too
    worse = [use("shell", "a", command="npm test"), done("a", code=0),
             use("shell", "b", command="pnpm test"), done("b", error=True, code=1)]
    assert [(c.command, c.passed) for c in activity({"cwd": "/srv/app"}, worse).checks] == [("pnpm test", False)]


def test_a_script_typed_out_by_hand_as_its_package_json_says_is_that_check():
    """An unseen Amp thread (issue 35, round 8, left by round 9): ``yarn build`` failed, and then
    the agent ran what ``build`` runs by hand, ``npx tsc --sourceMap && jupyter labextension
    build --development True .``, which passed; its line said "`yarn build` failed". When the
    session read the package.json that says so, that run is the script's last run."""
    read = {"role": "tool", "kind": "tool_result", "result": {"id": "r", "error": False}, "content": (
        '27:   "scripts": {\n'
        '28:     "build": "jlpm build:lib && jlpm build:labextension:dev",\n'
        '29:     "build:labextension:dev": "jupyter labextension build --development True .",\n'
        '30:     "build:lib": "tsc --sourceMap",\n'
        '31:     "test": "jest"\n'
        '32:   },')}
    by_hand = "npx tsc --sourceMap && jupyter labextension build --development True . 2>&1 | tail -20"
    msgs = [use("read", "r", paths=["package.json"]), read,
            use("shell", "a", command="yarn build 2>&1"), done("a", error=True, code=1),
            use("shell", "b", command=by_hand), done("b", code=0)]
    act = activity({"cwd": "/srv/app"}, msgs)
    assert [(c.command, c.passed, c.runs) for c in act.checks] == [("yarn build", True, 2)]
    # not read: nothing says what `build` runs, so the failure stands and tsc is a check of its own
    unread = activity({"cwd": "/srv/app"}, msgs[2:])
    assert [(c.command, c.passed) for c in unread.checks] == [("yarn build", False), ("npx tsc --sourceMap", True)]
    # another script's commands are not this one's run
    other = msgs[:4] + [use("shell", "b", command="jupyter labextension build ."), done("b", code=0)]
    assert [(c.command, c.passed) for c in activity({"cwd": "/srv/app"}, other).checks][0] == ("yarn build", False)
