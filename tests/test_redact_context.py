"""Secrets known by where they stand (issue 25) and scrubbed last, on whole text (issue 19).

* the context corpus (tests/corpora/secrets-context.jsonl, written for this project): every
  context-only secret is redacted, every near-miss in secret-like context is kept;
* each context family is needed: without its rules some row of its own leaks;
* command context and the person's "here is the password:" need the message sequence
  (``redact_context.redact_messages``);
* a reply split across fields, escaped as JSON or cut; the store's write helpers, llm's log
  and ``lc-memory redact --explain``.

Fake credentials here are built from pieces, never written whole.
"""

from __future__ import annotations

import json
import tomllib
from importlib import resources
from pathlib import Path

import pytest
from click.testing import CliRunner

from lc_memory.redact.context import ASKS_NEXT, SECRET_COMMAND, redact_messages
from lc_memory.redact.engine import (
    FAMILIES,
    RULES,
    findings,
    redact_joined,
    redact_record,
    redact_secrets,
)
from lc_memory.redact.view import explain
from lc_memory.store.files import Store
from lc_memory.surfaces.cli import cli

ROWS = [json.loads(line) for line in (Path(__file__).parent / "corpora" / "secrets-context.jsonl")
        .read_text("utf-8").splitlines() if line]
SEQUENCE = ("command", "conversation")  # rows that need the messages around them
SECRETS = [r for r in ROWS if r["expect"] == "redact" and r["family"] not in SEQUENCE]
KEEPS = [r for r in ROWS if r["expect"] == "keep"]
PW = "Zq8" + "-Lm2Rt5!Vx9"


@pytest.mark.parametrize("row", SECRETS, ids=[f"{r['syntax']}-{i}" for i, r in enumerate(SECRETS)])
def test_context_secret_is_redacted(row):
    out = redact_secrets(row["text"])
    assert not any(s in out for s in row["secrets"]), out


@pytest.mark.parametrize("row", KEEPS, ids=[f"{r['syntax']}-{i}" for i, r in enumerate(KEEPS)])
def test_near_miss_in_secret_like_context_is_kept(row):
    assert redact_secrets(row["text"]) == row["text"], [(f.rule, row["text"][f.start:f.end])
                                                        for f in explain(row["text"])]


def test_the_corpus_spans_the_syntaxes_and_surfaces():
    redact = [r for r in ROWS if r["expect"] == "redact"]
    assert len(redact) >= 250 and len(KEEPS) >= 120
    assert len({r["syntax"] for r in redact}) >= 15


# the readers of issue 33 are proven by their own data files' examples (tests/test_redact_keys.py,
# tests/test_redact_commands.py)
READERS = {"key", "block", "command"}


@pytest.mark.parametrize("family", sorted(set(FAMILIES) - {"structure"} - READERS))
def test_each_context_family_is_needed(family):
    """Remove a family's rules and some row of that family comes out different (it leaks, or
    it is named by another rule: the key reader of issue 33 takes much of what the older
    syntax families take, and names it by its key word): the family is not idle."""
    rows = [r for r in SECRETS if r["family"] == family]
    assert rows, f"no corpus row for the {family} family"
    without = tuple(r for r in RULES if r.family != family)
    assert any(findings(r["text"], without) != findings(r["text"], RULES) for r in rows)


def _replace(text: str, rules) -> str:
    for kind, start, end, *_ in reversed(findings(text, rules)):
        text = text[:start] + f"[REDACTED:{kind}]" + text[end:]
    return text


# the examples of data/conversation.toml: commands that print a secret, what a person says before one
CONVERSATION = tomllib.loads(resources.files("lc_memory.redact").joinpath("data", "conversation.toml")
                             .read_text("utf-8"))["examples"]


@pytest.mark.parametrize("command,prints", [(c, True) for c in CONVERSATION["secret_command"]]
                         + [(c, False) for c in CONVERSATION["not_secret_command"]])
def test_conversation_toml_secret_command_example(command, prints):
    assert bool(SECRET_COMMAND.search(command)) is prints


@pytest.mark.parametrize("said,asks", [(t, True) for t in CONVERSATION["asks_next"]]
                         + [(t, False) for t in CONVERSATION["not_asks_next"]])
def test_conversation_toml_asks_next_example(said, asks):
    assert bool(ASKS_NEXT.search(said.rstrip())) is asks


# --------------------------------------------------------------------------
# The sequence: command context, the person's announcement
# --------------------------------------------------------------------------

def _call(command: str, output: str, call_id: str = "t1") -> list[dict]:
    return [{"role": "assistant", "kind": "tool_use", "content": json.dumps({"command": command}),
             "call": {"id": call_id, "tool": "shell", "command": command}},
            {"role": "tool", "kind": "tool_result", "content": output, "result": {"id": call_id}}]


@pytest.mark.parametrize("row", [r for r in ROWS if r.get("family") == "command"],
                         ids=lambda r: r["command"][:40])
def test_a_secret_command_output_is_scrubbed(row):
    out = redact_messages(_call(row["command"], row["text"]))[1]["content"]
    assert not any(s in out for s in row["secrets"]), out


def test_a_bare_value_from_an_ordinary_command_is_kept():
    out = redact_messages(_call("git rev-parse --abbrev-ref HEAD", "feature-x9Lm2Rt5"))
    assert out[1]["content"] == "feature-x9Lm2Rt5"


def test_the_output_goes_with_its_own_call():
    messages = _call("op read op://Prod/DB/password", PW, "a") + _call("hostname", "build-7f3k2", "b")
    out = redact_messages(messages)
    assert out[1]["content"] == "[REDACTED:command-output]" and out[3]["content"] == "build-7f3k2"


def test_a_call_that_runs_nothing_is_no_secret_command():
    """A file written or a plan made that names a secret command runs none: its result stays,
    while a call with no structure is read from its text."""
    script = "set -e; printenv | sort"
    write = [{"role": "assistant", "kind": "tool_use", "content": json.dumps({"file_path": "dump.sh", "content": script}),
              "call": {"id": "w", "tool": "write", "paths": ["dump.sh"]}},
             {"role": "tool", "kind": "tool_result", "content": "Updated", "result": {"id": "w"}}]
    assert redact_messages(write)[1]["content"] == "Updated"
    bare = [{"role": "assistant", "kind": "tool_use", "content": "printenv"},
            {"role": "tool", "kind": "tool_result", "content": "Zk9mQ2rT5vX8bN1cF4"}]
    assert redact_messages(bare)[1]["content"] == "[REDACTED:command-output]"


@pytest.mark.parametrize("row", [r for r in ROWS if r.get("family") == "conversation"],
                         ids=lambda r: r["previous"][:30])
def test_a_value_announced_in_the_previous_turn_is_scrubbed(row):
    messages = [{"role": "user", "kind": "text", "content": row["previous"], "typed": True},
                {"role": "user", "kind": "text", "content": row["text"], "typed": True}]
    assert redact_messages(messages)[1]["content"] == "[REDACTED:command-output]"


def test_an_ordinary_answer_is_kept():
    messages = [{"role": "user", "kind": "text", "content": "which branch should I use?", "typed": True},
                {"role": "user", "kind": "text", "content": "release-2026", "typed": True}]
    assert redact_messages(messages)[1]["content"] == "release-2026"


def test_a_value_taken_once_is_taken_wherever_it_stands_again_in_the_session():
    """A real Qwen Code session: the person gave the VM's password once, with its name, and the
    agent then wrote it bare into a PowerShell line, a Python tuple and its own reply."""
    pw = "47118023K.m"
    messages = [{"role": "user", "kind": "text", "typed": True, "content": f"на вм пароль: {pw}, поправь конфиг"},
                {"role": "assistant", "kind": "tool_use", "content": "run",
                 "call": {"tool": "bash", "command": f"$s = '{pw}'; ssh root@vm"}},
                {"role": "assistant", "kind": "text", "content": f'USR, PWD = "root", "{pw}"'},
                {"role": "tool", "kind": "tool_result", "content": f"connected as root ({pw})"}]
    out = redact_messages(messages)
    assert pw not in json.dumps(out, ensure_ascii=False)
    assert out[1]["call"]["command"] == "$s = '[REDACTED:secret-value]'; ssh root@vm"


def test_a_word_taken_as_a_password_is_not_looked_for_in_other_messages():
    """A value of letters alone may be an ordinary word elsewhere (and a short one, as engine's
    REPEAT_MIN): only the message that named it loses it."""
    messages = [{"role": "user", "kind": "text", "typed": True, "content": "here is the password:"},
                {"role": "user", "kind": "text", "typed": True, "content": "correcthorsebattery"},
                {"role": "assistant", "kind": "text", "content": "correcthorsebattery is a famous xkcd phrase"}]
    out = redact_messages(messages)
    assert out[1]["content"] == "[REDACTED:command-output]"
    assert out[2]["content"] == "correcthorsebattery is a famous xkcd phrase"


# --------------------------------------------------------------------------
# Whole text, split, escaped, cut
# --------------------------------------------------------------------------

def test_a_value_split_from_its_context_into_the_next_field():
    parts = ["gh secret set DEPLOY_TOKEN --body", f'"{PW}"', "then ran the tests"]
    assert redact_joined(parts) == ["gh secret set DEPLOY_TOKEN --body", '"[REDACTED:secret-value]"',
                                    "then ran the tests"]
    record = {"outcome": "Set PGPASSWORD=", "decisions": [PW, "use the replica"]}
    assert PW not in json.dumps(redact_record(record))


def test_the_model_reply_is_read_whole_and_field_by_field_before_parsing():
    from lc_memory.write.model_lane import parse_extraction

    reply = json.dumps({"outcome": "Set up the -----BEGIN RSA " + "PRIVATE KEY----- " + "Pq8Lm2Rt5Vx9Bc4Nd7Fg1Hj3Kp6W" * 20,
                        "files": [], "decisions": ["ran gh secret set DEPLOY_TOKEN --body", f'"{PW}"'], "facts": []})
    got = parse_extraction(reply, "lc-stub")
    assert PW not in json.dumps(got.decisions) and "Pq8Lm2Rt5Vx9Bc4N" not in got.outcome


def test_json_escaped_quotes_are_seen_through():
    logged = json.dumps({"outcome": f'Ran psql with PGPASSWORD="{PW}" and curl -H "Authorization: SSWS {PW}0ab"'})
    out = redact_secrets(logged)
    assert PW not in out and json.loads(out)  # still JSON: no quote is taken with a value


@pytest.mark.parametrize("cut", [0, 5, 20, 40])
def test_a_private_key_cut_or_flattened_is_redacted_through_the_end_of_the_field(cut):
    body = "Pq8Lm2Rt5Vx9Bc4Nd7Fg1Hj3Kp6Ws0Ya2" * 3  # an encrypted body: no DER prefix to go by
    key = "-----BEGIN RSA " + "PRIVATE KEY-----\n" + body[:64] + "\n" + body[64:] + "\n-----END RSA " + "PRIVATE KEY-----"
    flat = " ".join(key.split())
    text = flat[: len(flat) - cut] if cut else flat
    out = redact_secrets(json.dumps({"outcome": "the key: " + text, "files": ["a.py"]}))
    assert body[20:36] not in out and json.loads(out)["files"] == ["a.py"]


def test_putty_and_pgp_keys():
    putty = ("PuTTY-User-Key-File-3: ssh-ed25519\nEncryption: none\nComment: ops\nPublic-Lines: 2\n"
             "AAAAC3NzaC1lZDI1NTE5AAAAIGx7Qk2pZ8fT3r\nVx9bN1cF4mJ5wK0yH6sD2uE8\nPrivate-Lines: 1\n"
             "AAAAIFq8Lm2Rt5Vx9Bc4Nd7Fg1Hj3Kp6Ws0Ya2Ue5Tz\nPrivate-MAC: 7d2f0a9c5b3e1d4f")
    assert "Fq8Lm2Rt5Vx9Bc4N" not in redact_secrets(putty)
    assert "Fq8Lm2Rt5Vx9Bc4N" not in redact_secrets(" ".join(putty.split()))
    pgp = ("-----BEGIN PGP " + "PRIVATE KEY BLOCK-----\nVersion: GnuPG v2\n\nlQOYBGSq8Lm2Rt5Vx9Bc4Nd7Fg1Hj3Kp6Ws0Ya2\n"
           "Ue5TzQ8Lm2Rt5Vx9Bc4Nd7Fg1Hj3Kp6Ws0Ya2=\n")
    assert "GSq8Lm2Rt5Vx9Bc4N" not in redact_secrets(pgp)
    assert "GSq8Lm2Rt5Vx9Bc4N" not in redact_secrets(pgp.replace("\n", "%0A").replace(" ", "%20"))


# --------------------------------------------------------------------------
# Scrub last: the store's write helpers, llm's log, the CLI
# --------------------------------------------------------------------------

def test_the_store_scrubs_what_it_writes(tmp_path):
    s = Store(tmp_path, "p")
    s.path.mkdir(parents=True)
    s.append_journal([{"session": "s1", "outcome": f"Set DB_PASSWORD={PW} on staging."}])
    s.append_facts([{"op": "observe", "id": "f1", "text": "The deploy token is", "subject": PW,
                     "said": f"here is the password: {PW}"}])
    s.write_memory_md(f"# Memory\n\n- machine git.internal login ci password {PW}\n")
    s.put_session({"id": "s1", "title": f"export API_TOKEN={PW}"},
                  [{"type": "message", "role": "user", "content": f"mysql -u root -p{PW} shop"}])
    for path in (s.journal_path, s.facts_path, s.memory_md, s.session_path("s1"), s.index_path):
        assert PW not in path.read_text(), path.name


def test_llm_log_copy_is_scrubbed_field_by_field():
    from lc_memory.write.model_lane import _scrub_reply

    reply = json.dumps({"outcome": "Ran gh secret set DEPLOY_TOKEN --body", "decisions": [f'"{PW}"']})
    assert PW not in _scrub_reply(reply)


def test_cli_redact_explain(tmp_path):
    path = tmp_path / "notes.txt"
    path.write_text(f"DB_PASSWORD={PW}\ntoken_count = 48213\n", encoding="utf-8")
    result = CliRunner().invoke(cli, ["redact", "--explain", "--json", str(path)])
    assert result.exit_code == 0, result.output
    rows = json.loads(result.output)
    # the key word that made it a secret (issue 33), and the rule that took the span
    assert [(r["line"], r["rule"], r["matched"], r["family"]) for r in rows] == [
        (1, "key:db-password", "assignment", "assignment")]
    assert PW not in result.output
    result = CliRunner().invoke(cli, ["redact", "-"], input=f"curl -u deploy:{PW} https://x.example\n")
    assert result.exit_code == 0 and PW not in result.output and "deploy:[REDACTED:" in result.output


def test_cli_redact_bad_input(tmp_path):
    path = tmp_path / "bin"
    path.write_bytes(b"\xff\xfe")
    result = CliRunner().invoke(cli, ["redact", str(path)])
    assert result.exit_code == 1 and "not UTF-8" in result.output
    result = CliRunner().invoke(cli, ["redact", str(tmp_path / "missing")])
    assert result.exit_code != 0 and "missing" in result.output


@pytest.mark.parametrize("text", ['    #  httpHeaderValue1: "Bearer Qfiu8pd1HvtS6"',
                                  "headers: {'X-Auth': 'Bearer aB3dE5gH7jK9'}"])
def test_a_quoted_bearer_token_shorter_than_bare_bearer_takes(text):
    """A quoted "Bearer V" is a header's whole value wherever it stands (quoted-bearer); a token
    under bare-bearer's 16 characters was left when no Authorization stood before it."""
    token = text.rsplit("Bearer ", 1)[1][:12]
    assert token not in redact_secrets(text)
    assert "quoted-bearer" in {f.rule for f in explain(text)}


@pytest.mark.parametrize("url", ["mongodb://nombreUsuario:contraseña@localhost:27017/app",
                                 "postgres://usuario:senha@db:5432/app", "amqp://user:Passwort@rabbit/"])
def test_a_url_password_that_is_the_word_password_in_another_language_stays(url):
    """url-password lets short words through (user:pw@host is a password); the lexicon's word for
    a password, in any of its languages, is a placeholder there as 'password' is."""
    assert redact_secrets(url) == url


def test_a_url_password_near_such_a_word_is_still_taken():
    assert "s3nha9Xq" not in redact_secrets("postgres://usuario:s3nha9Xq@db:5432/app")


@pytest.mark.parametrize("text, taken", [
    ("git clone https://myusername_with_digits123@github.com/org/repo.git", False),
    ("git remote add origin https://jenkins-deploy-bot-2024@gitlab.example.com/ops/infra.git", False),
    ("git clone https://Zk9mQ2rT5vX8bN1cF4Hw7@git.example.com/org/repo.git", True),
    ("git clone https://qzxkvbwjmtrplfhgnd7301@git.example.com/org/repo.git", True),
])
def test_a_url_user_of_words_is_a_name_not_a_token(text, taken):
    """url-token-user: a user name that reads as words with digits at its end stays (issue 33)."""
    out = redact_secrets(text)
    assert (out != text) is taken, out
