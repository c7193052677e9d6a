"""Issue 33, round 32: the surface gap (a secret the engine takes on the text a session carries, which a
surface leaks because of how it encodes, joins or cuts that text) and configuration files and command
lines as sessions carry them. Every line here is written for this file (no line of the outside
material); each test goes red without the rule it names."""

from __future__ import annotations

import json
import time

from lc_memory.redact.engine import redact_secrets


def _taken(text: str, value: str) -> bool:
    return value not in redact_secrets(text)


# --- a map's opening is looked for in linear time -------------------------------------------------

def test_a_string_map_search_does_not_try_every_split_of_a_word_run():
    """keyvalue._STRING_MAP_BEFORE: a word is read whole. A shell default (${VAR:-a_long_default})
    before a quoted name that ends in a password's word, then another quoted string, made the search
    for a map's "{" try every split of the default's letters: 8 s for a line of 120 characters, a
    model's reply quoting two such lines never finished."""
    line = ('{"run": "export TEAM=\\"${TEAM:-orange_and_teal_and_mo}\\" ; '
            'podman run -e PW=\\"$app_db_password\\" \\"$app_db_box\\" img"}')
    start = time.process_time()
    redact_secrets(line)
    assert time.process_time() - start < 1.0


def test_a_string_keyed_map_still_gives_its_password():
    assert _taken('(def settings {"login" "svc" "password" "Wq7zLm2Rk"})', "Wq7zLm2Rk")


# --- the surface gap: a tool's input is JSON text, a JSON string inside it escaped twice -------------

def _tool_input(command: str) -> str:
    """A tool's input as a reader stores it: its arguments as JSON text (Claude Code's Bash)."""
    return json.dumps({"command": command, "description": "Show the stored secret"}, ensure_ascii=False,
                      sort_keys=True)


def test_a_short_password_in_json_inside_json_inside_a_tool_input_is_taken():
    """fields.unnested: a secret store's SecretString is a JSON document in a JSON string; a tool input
    holding that output escapes it twice. The value (six characters: the session-wide look for a value
    taken elsewhere seeks eight or more) stayed in the stored input though the text alone gives it."""
    printed = ('{\n    "Name": "stage/cache",\n'
               '    "SecretString": "{\\"user\\":\\"svc\\",\\"password\\":\\"h4Tq9z\\"}"\n}')
    assert _taken(printed, "h4Tq9z")  # the text as the tool printed it
    assert _taken(_tool_input(printed), "h4Tq9z")  # ... and as the tool input holds it
    assert _taken(json.dumps({"output": _tool_input(printed)}), "h4Tq9z")  # once more inside


def test_json_inside_json_keeps_what_is_no_secret():
    printed = '{"SecretString": "{\\"user\\":\\"svc\\",\\"host\\":\\"cache.internal\\",\\"port\\":6379}"}'
    out = redact_secrets(_tool_input(printed))
    assert "cache.internal" in out and "svc" in out and "6379" in out
