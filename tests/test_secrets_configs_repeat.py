"""The corpus builder's ``⟦R:…⟧``: the same secret again in one snippet (a password and its
confirmation, ``echo -e 'V\\nV' | passwd``) is filled with the case's last ``⟦S⟧`` value, and
the draw it would have made is still made, so no later case's value moves."""

from __future__ import annotations

import json
import random
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "bench"))

import secrets_configs_build as build  # noqa: E402


def _cases(tmp_path: Path, texts: list[str]) -> list[build.Case]:
    path = tmp_path / "batch99-dev.jsonl"
    path.write_text("".join(json.dumps({"id": f"b99:{n}", "syntax": "shell", "source": "o/r:f@c", "text": t}) + "\n"
                            for n, t in enumerate(texts)), "utf-8")
    return build.extra_cases(path, build.Filler(random.Random(99)))


def test_a_repeated_secret_is_the_same_value_and_later_values_do_not_move(tmp_path):
    repeated = _cases(tmp_path, ['echo -e "⟦S:vagrant⟧\\n⟦R:vagrant⟧" | passwd', "-p ⟦S:Zq8Lm2Rt5Vx9⟧"])
    two = _cases(tmp_path, ['echo -e "⟦S:vagrant⟧\\n⟦S:vagrant⟧" | passwd', "-p ⟦S:Zq8Lm2Rt5Vx9⟧"])
    value = repeated[0].secrets[0]
    assert repeated[0].secrets == [value] and repeated[0].text.count(value) == 2
    assert repeated[1].text == two[1].text  # the next case drew the same value


def test_no_original_is_kept_at_a_repeat(tmp_path):
    path = tmp_path / "batch99-held.jsonl"
    path.write_text(json.dumps({"id": "b99:x", "text": "⟦S:Kidd1611@@xyz⟧ ⟦R:Kidd1611@@xyz⟧"}) + "\n", "utf-8")
    assert build.surrogate_originals(path) == 2
    text = json.loads(path.read_text("utf-8"))["text"]
    assert "Kidd1611" not in text and text.startswith("⟦S:") and " ⟦R:" in text
