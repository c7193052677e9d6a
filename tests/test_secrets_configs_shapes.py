"""The corpus builder keeps a value's shape where a row asks (``"shapes": true``, batch 75 on):
a JWT stays three dotted parts under its public header, a UUID-like token keeps its hex groups,
a Twilio SID its two letters and 32 hex. The general fill turned them into strings with
punctuation no real file holds there (round 11's "builder surrogate artifacts"); a row without
the flag is built as before, so no earlier batch moves."""

from __future__ import annotations

import json
import random
import re
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "bench"))

import secrets_configs_build as build  # noqa: E402

JWT = "eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJuYmYiOjE3MjI1OTUzMzR9.X4rYDGhkWTZKFfnjgES5r2rFRpu_GXTdQ65456XC0X8"
UUID = "db3e1362-1c65-4ae2-b56a-b2be3aa76c7a"
SID = "SK0e27be68d7f13597ca02f6ed2af5fea0"


def _built(tmp_path: Path, value: str, shapes: bool) -> str:
    path = tmp_path / "batch99-dev.jsonl"
    row = {"id": "b99:x", "syntax": "ini", "source": "o/r:f@c", "text": f"TOKEN = ⟦S:{value}⟧\n"}
    if shapes:
        row["shapes"] = True
    path.write_text(json.dumps(row) + "\n", "utf-8")
    case = build.extra_cases(path, build.Filler(random.Random(7)))[0]
    assert case.secrets and case.secrets[0] != value
    return case.secrets[0]


def test_a_jwt_keeps_its_header_and_parts(tmp_path):
    v = _built(tmp_path, JWT, True)
    assert re.fullmatch(r"eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9\.eyJ[\w-]+\.[\w-]+", v), v


def test_a_uuid_keeps_its_hex_groups(tmp_path):
    v = _built(tmp_path, UUID, True)
    assert re.fullmatch(r"[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}", v), v


def test_a_twilio_sid_keeps_its_prefix_and_hex(tmp_path):
    assert re.fullmatch(r"SK[0-9a-f]{32}", _built(tmp_path, SID, True))


def test_a_row_without_the_flag_is_built_as_before(tmp_path):
    v = _built(tmp_path, UUID, False)
    assert not re.fullmatch(r"[0-9a-f-]+", v)  # the general fill, as batches 6-74 were built


def test_the_surrogate_keeps_a_jwt_header_and_a_sid_prefix():
    s = build.surrogate(JWT)
    assert s.startswith("eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.") and s != JWT
    assert build.surrogate(SID).startswith("SK") and build.surrogate(SID) != SID


def test_the_surrogate_swaps_a_value_with_no_ascii_letter_or_digit():
    # an Arabic password: the class choice left it as it was, and surrogate recursed for ever
    value = "كلمةالسرقوية"
    out = build.surrogate(value)
    assert out != value and len(out) == len(value) and all("\u0600" <= c <= "\u06ff" for c in out)
    assert build.surrogate("---") == "---"  # nothing to hide: as it was
