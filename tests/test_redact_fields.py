"""Tests for lc_memory/redact/fields.py: a JSON document's string values read as lines of their own.

A tool's input is stored as JSON text; the readers that anchor on a line (a Kubernetes
Secret's ``stringData:``, a command's last argument) must read a value inside it as they
read it outside. Take ``per_field`` off the readers and the pipeline tests here go red.
Secret-shaped values are built at run time.
"""

from __future__ import annotations

import json
import random
import string

import pytest

from lc_memory.redact.engine import redact_secrets
from lc_memory.redact.fields import fielded, is_document


def _secret() -> str:
    rng = random.Random(15)  # seeded: the same value each run
    return "".join(rng.choice(string.ascii_letters + string.digits) for _ in range(15)) + "!4Q"


def test_fielded_makes_a_values_delimiting_quotes_line_breaks():
    text = '{"command": "a\nb "x" c", "description": "d"}'
    out = fielded(text)
    assert len(out) == len(text)
    assert out == '{"command": \na\nb "x" c\n, "description": \nd\n}'
    # array items too (a Codex shell call's argv)
    assert fielded('["bash", "-lc", "ls"]') == '[\nbash\n, \n-lc\n, \nls\n]'


def test_only_a_json_document_is_fielded():
    assert is_document('{"command": "ls"}') and is_document('  ["a"]')
    assert not is_document("stringData:\n  k: v") and not is_document("{ no quotes here }")


# what the readers anchored on a line take outside JSON, and must take inside a tool's input
CASES = [
    ("stringData:\n  type: \"{v}\"\n  port: \"5432\"", "block:kubernetes-secret"),
    ("htpasswd -b path/to/file username {v}", "command:htpasswd"),
    ("echo 'root:{v}' | sudo chpasswd", "command:chpasswd"),
    ("d-i passwd/root-password password {v}", "key:password"),
]


@pytest.mark.parametrize("shape,rule", CASES, ids=[r for _, r in CASES])
@pytest.mark.parametrize("document", ["claude", "codex"])
def test_a_value_inside_a_tools_json_input_is_read_as_outside(shape, rule, document):
    value = _secret()
    command = shape.format(v=value)
    assert value not in redact_secrets(command)  # outside JSON: taken
    if document == "claude":
        text = json.dumps({"command": command, "description": "Configure the service"})
    else:
        text = json.dumps({"command": ["bash", "-lc", command], "workdir": "/home/dev/app"})
    out = redact_secrets(text)
    assert value not in out and value[:-3] not in out, out


def test_a_json_document_keeps_what_it_kept():
    text = json.dumps({"command": "kubectl get secret db -o yaml", "description": "stringData: {}"})
    assert redact_secrets(text) == text
