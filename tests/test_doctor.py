"""lc_memory.surfaces.doctor: what is wired and what is not, each answer with its fix.

Every test runs in a HOME of its own under tmp_path (the agents' settings are read from
there) with the store in another temp folder; no real home folder is read or written.
"""

from __future__ import annotations

import json
import shlex

import pytest
from click.testing import CliRunner

from lc_memory.store.files import Store
from lc_memory.store.identity import folder_identity
from lc_memory.surfaces.agent_hooks import EVENTS, command_path, install
from lc_memory.surfaces.cli import cli
from lc_memory.surfaces.doctor import Check, _runs, check_hooks, check_mcp, doctor

from .conftest import git

NAMES = ["store", "this folder", "store lines", "memory.db", "agents", "claude-code hooks", "claude-code mcp", "codex hooks", "codex mcp"]






def by_name(checks: list[Check]) -> dict[str, Check]:
    return {c.name: c for c in checks}


def put_one_session(store: Store, sid: str = "s-1") -> None:
    when = "2026-11-20T10:00:00Z"
    store.put_session({"id": sid, "title": sid, "created": when, "last_activity": when},
                      [{"type": "message", "turn": 1, "role": "user", "kind": "text", "content": "hello",
                        "typed": True, "ts": when}])


# --- which program a command runs ---------------------------------------------------------

def test_runs_finds_the_program_of_a_command(exe):
    assert _runs(f"{shlex.quote(str(exe))} hook codex") == (True, str(exe))
    assert _runs("/old/venv/bin/lc-memory hook codex") == (False, "/old/venv/bin/lc-memory")
    assert _runs("sh -c true") == (True, "sh")  # a bare name: looked up on PATH
    assert _runs("no-such-program-lc-memory-test --flag") == (False, "no-such-program-lc-memory-test")


def test_runs_in_a_hand_written_recipe_is_the_word_that_runs_lc_memory(exe):
    assert _runs(f'cd "$DIR" && {exe} digest') == (True, str(exe))
    assert _runs('cd "$DIR" && /gone/python3 -m lc_memory digest') == (False, "/gone/python3")
    assert _runs("'unbalanced quote") == (False, "'unbalanced quote")
    assert _runs("") == (False, "")


# --- hooks --------------------------------------------------------------------------------

@pytest.mark.parametrize("agent", ["claude-code", "codex"])
def test_check_hooks_missing_then_ok_once_installed(home, exe, agent):
    missing = check_hooks(agent)
    assert (missing.status, missing.fix) == ("missing", f"lc-memory hook install {agent}")
    assert "no lc-memory hook in" in missing.detail
    install(agent, [str(exe)])
    ok = check_hooks(agent)
    assert ok.status == "ok" and ok.fix is None
    trust = "; Codex runs them once you trust them in /hooks" if agent == "codex" else ""
    assert ok.detail.startswith(", ".join(EVENTS[agent]) + " in ") and ok.detail.endswith(f"run {exe}{trust}")


def test_codex_hooks_turned_off_in_its_config_are_broken(home, exe):
    install("codex", [str(exe)])
    config = home / ".codex" / "config.toml"
    config.write_text(config.read_text("utf-8") + "\n[features]\nhooks = false\n", "utf-8")
    c = check_hooks("codex")
    assert c.status == "broken" and "[features] hooks = false, so Codex runs no hook" in c.detail


def test_check_hooks_an_old_venvs_path_is_broken(home, exe):
    install("claude-code", [str(exe)])
    settings = home / ".claude" / "settings.json"
    settings.write_text(settings.read_text().replace(str(exe), "/old/venv/bin/lc-memory"))
    c = check_hooks("claude-code")
    assert c.status == "broken" and c.fix == "lc-memory hook install claude-code"
    assert c.detail == f"SessionStart in {settings} runs /old/venv/bin/lc-memory, which is not there"


def test_check_hooks_one_event_not_wired_is_missing(home, exe):
    install("codex", [str(exe)])
    hooks = home / ".codex" / "hooks.json"
    data = json.loads(hooks.read_text())
    del data["hooks"]["Stop"]
    hooks.write_text(json.dumps(data))
    c = check_hooks("codex")
    assert (c.status, c.detail) == ("missing", f"Stop not wired in {hooks}")


def test_check_hooks_a_hand_written_hook_counts_and_is_named(home, exe):
    settings = home / ".claude" / "settings.json"
    settings.parent.mkdir()
    install("claude-code", [str(exe)])
    data = json.loads(settings.read_text())
    data["hooks"]["SessionStart"] = [{"hooks": [{"type": "command", "command": f'cd "$X" && {exe} digest'}]}]
    settings.write_text(json.dumps(data))
    c = check_hooks("claude-code")
    assert c.status == "ok" and c.detail.endswith("(by hand: SessionStart)")
    assert c.fix == "lc-memory hook install claude-code"  # offered, not required


@pytest.mark.parametrize("text", ["{not json", "[1, 2]"])
def test_check_hooks_a_settings_file_that_cannot_be_read_is_broken(home, text):
    settings = home / ".claude" / "settings.json"
    settings.parent.mkdir()
    settings.write_text(text)
    c = check_hooks("claude-code")
    assert c.status == "broken" and str(settings) in c.detail
    assert c.fix == f"fix {settings}, then lc-memory hook install claude-code"
    assert settings.read_text() == text  # left as it was


# --- MCP servers --------------------------------------------------------------------------

def test_check_mcp_codex_from_its_config_toml(home, exe):
    config = home / ".codex" / "config.toml"
    c = check_mcp("codex", home)
    assert (c.status, c.detail, c.fix) == ("missing", f"no lc-memory MCP server in {config}",
                                          "lc-memory hook install codex")
    install("codex", [str(exe)])
    c = check_mcp("codex", home)
    assert c.status == "ok" and c.detail == f"{config} starts {exe} mcp --agent codex"
    config.write_text(config.read_text().replace(str(exe), "/old/venv/bin/lc-memory"))
    c = check_mcp("codex", home)
    assert c.status == "broken" and "/old/venv/bin/lc-memory, which is not there" in c.detail
    config.write_text("[mcp_servers\n")
    c = check_mcp("codex", home)
    assert c.status == "missing" and c.detail.endswith(f"{config} (not valid TOML)")


def test_check_mcp_claude_code_user_scope(home, exe):
    c = check_mcp("claude-code", home)
    assert c.status == "missing"
    assert c.fix == f"claude mcp add --scope user lc-memory -- {shlex.join(command_path())} mcp"
    user = home / ".claude.json"
    user.write_text(json.dumps({"mcpServers": {"lc-memory": {"command": str(exe), "args": ["mcp"]}}}))
    c = check_mcp("claude-code", home)
    assert (c.status, c.detail) == ("ok", f"{user} starts {exe} mcp")


def test_check_mcp_claude_code_project_scope_and_mcp_json(home, exe):
    repo = home / "src" / "app"
    repo.mkdir(parents=True)
    git("init", "-q", cwd=repo)
    user = home / ".claude.json"
    # Another project's server is not this one's.
    user.write_text(json.dumps({"projects": {str(home / "elsewhere"): {
        "mcpServers": {"lc-memory": {"command": str(exe)}}}}}))
    assert check_mcp("claude-code", repo).status == "missing"
    user.write_text(json.dumps({"projects": {str(repo): {"mcpServers": {"lc-memory": {"command": str(exe)}}}}}))
    assert check_mcp("claude-code", repo).status == "ok"
    # The repository's .mcp.json is read first.
    (repo / ".mcp.json").write_text(json.dumps({"mcpServers": {"lc-memory": {"command": "lc-memory-nowhere",
                                                                           "args": ["mcp"]}}}))
    c = check_mcp("claude-code", repo)
    assert (c.status, c.detail) == ("broken", f"{repo / '.mcp.json'} starts lc-memory-nowhere, which is not there")


# --- doctor -------------------------------------------------------------------------------

def test_doctor_on_a_fresh_machine_says_what_to_do_and_nothing_is_broken(home, tmp_path):
    checks = doctor(cwd=home)
    assert [c.name for c in checks] == NAMES
    c = by_name(checks)
    assert (c["store"].status, c["store"].fix) == ("missing", "lc-memory ingest")
    assert (c["agents"].status, c["agents"].detail) == ("missing", "no agent's transcripts found on this machine")
    assert c["store"].detail == f"no projects in {tmp_path / 'store'} yet"
    assert c["this folder"].detail == "not inside a project: commands act on every project"
    assert (c["memory.db"].status, c["memory.db"].fix) == ("missing", "lc-memory import")
    assert {x.status for x in checks} == {"ok", "missing"}
    assert not (tmp_path / "store").exists() and sorted(home.iterdir()) == []  # doctor only reads


def test_doctor_counts_the_store_and_names_the_project_of_this_folder(home, tmp_path):
    repo = home / "src" / "app"
    repo.mkdir(parents=True)
    git("init", "-q", cwd=repo)
    store = Store(tmp_path / "store", folder_identity(repo))
    put_one_session(store)
    put_one_session(Store(tmp_path / "store", "other"), "s-2")
    (tmp_path / "store" / "memory.db").write_bytes(b"")
    c = by_name(doctor(tmp_path / "store", cwd=repo))
    assert c["store"].status == "ok"
    assert c["store"].detail == f"{tmp_path / 'store'}: 2 project(s), 2 session(s), 2 waiting for a seal"
    assert c["store"].fix == "lc-memory seal --all"
    assert c["this folder"].detail == f"project {store.project} ({store.path})"
    assert (c["memory.db"].status, c["memory.db"].fix) == ("ok", None)


def test_doctor_of_a_sealed_store_offers_no_fix(home, example_store):
    c = by_name(doctor(example_store.root, cwd=home))
    assert c["store"].status == "ok" and c["store"].fix is None
    assert c["store"].detail.endswith(": 1 project(s), 6 session(s), 0 waiting for a seal")


def test_check_as_dict():
    assert Check("store", "ok", "fine").as_dict() == {"name": "store", "status": "ok", "detail": "fine", "fix": None}


# --- lc-memory doctor ---------------------------------------------------------------------

def test_the_command_exits_0_when_nothing_is_broken_and_1_when_something_is(home, exe):
    r = CliRunner().invoke(cli, ["doctor", "--json"])
    assert r.exit_code == 0
    assert [c["name"] for c in json.loads(r.stdout)] == NAMES
    r = CliRunner().invoke(cli, ["doctor"])
    assert r.exit_code == 0
    assert "fix: lc-memory hook install claude-code" in r.stdout
    install("codex", [str(exe)])
    hooks = home / ".codex" / "hooks.json"
    hooks.write_text(hooks.read_text().replace(str(exe), "/old/venv/bin/lc-memory"))
    r = CliRunner().invoke(cli, ["doctor"])
    assert r.exit_code == 1
    assert "codex hooks        broken   " in r.stdout and "/old/venv/bin/lc-memory" in r.stdout


def test_doctor_lists_the_agents_whose_transcripts_are_here(home):
    (home / ".claude" / "projects" / "-home-dev-app").mkdir(parents=True)
    (home / ".codex" / "sessions").mkdir(parents=True)
    c = by_name(doctor(cwd=home))
    assert "agents" not in c
    claude, codex = c["Claude Code transcripts"], c["Codex transcripts"]
    assert claude.status == codex.status == "ok" and claude.fix == "lc-memory ingest"
    assert str(home / ".claude" / "projects") in claude.detail and "lc-memory hook install claude-code" in claude.detail
    assert str(home / ".codex" / "sessions") in codex.detail


def test_a_torn_line_is_reported_and_fix_moves_it_beside_its_file(home, tmp_path):
    store = Store(tmp_path / "store", "app")
    put_one_session(store)
    store.facts_path.parent.mkdir(parents=True, exist_ok=True)
    good = '{"op": "observe", "id": "f-0123456789", "text": "Tests run with pytest.", "session": "s-1", "at": "2026-11-01"}'
    store.facts_path.write_text(good + '\n{"op": "observe", "id": "f-98765', "utf-8")  # a write cut short
    c = by_name(doctor(tmp_path / "store", cwd=home))
    assert c["store lines"].status == "broken" and f"{store.facts_path}:2" in c["store lines"].detail
    result = CliRunner().invoke(cli, ["doctor", "--fix", "--store", str(tmp_path / "store")])
    rejected = store.facts_path.with_name("facts.jsonl.rejected")
    assert f"moved 1 unreadable line to {rejected}" in result.stderr
    assert store.facts_path.read_text("utf-8") == good + "\n"
    assert rejected.read_text("utf-8") == '{"op": "observe", "id": "f-98765\n'  # nothing lost
    assert by_name(doctor(tmp_path / "store", cwd=home))["store lines"].status == "ok"
