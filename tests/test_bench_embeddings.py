"""bench/locomo.py and bench/multisession.py ``--embeddings``: a ``now+emb`` row beside ``now``.

The embedding model is test_embeddings.py's stand-in (registered through llm's plugin
hook): "tabs" and "indentation" land close while sharing no word, so a turn only the
embeddings can find tells the two rows apart."""

from __future__ import annotations

import json
import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "bench"))

import locomo  # noqa: E402
import multisession  # noqa: E402

WHEN = "1:56 pm on 8 May, 2023"
SAMPLE = {
    "sample_id": "conv-t",
    "conversation": {
        "speaker_a": "Ann", "speaker_b": "Bob",
        "session_1_date_time": WHEN,
        "session_1": [{"speaker": "Ann", "dia_id": "D1:1", "text": "I can't stand tabs, two spaces please."},
                      {"speaker": "Bob", "dia_id": "D1:2", "text": "Noted."}],
        "session_2_date_time": WHEN,
        "session_2": [{"speaker": "Bob", "dia_id": "D2:1", "text": "Indentation settings checked."}],
    },
    "qa": [{"question": "which indentation is wanted", "evidence": ["D1:1"], "category": 4}],
}


def test_now_emb_finds_what_only_the_embeddings_can_and_now_stays_words_only(tmp_path, embedder):  # noqa: F811
    fns = multisession.rankings(None, embeddings="lc-embed-stub")
    assert list(fns) == ["now", "now+emb"]
    result = locomo.evaluate([SAMPLE], tmp_path, fns)
    now, emb = result["now"]["overall"], result["now+emb"]["overall"]
    assert now[5] == 0.0 and emb[5] == 100.0, (now, emb)
    # the setting written as a person would, in the twin's config.toml only
    twin = fns["now+emb"].twins[tmp_path / "conv-t"]
    assert twin.config.recall["embeddings"] == "lc-embed-stub"
    assert not (tmp_path / "conv-t" / "memory" / "config.toml").exists()
    # every text turn embedded once, before the question was timed
    assert result["now+emb"]["embeddings"]["first"]["conv-t"]["turns"] == 3
    assert sorted(embedder.embedded[:3]) == ["Ann: I can't stand tabs, two spaces please.",
                                             "Bob: Indentation settings checked.", "Bob: Noted."]
    assert "embeddings" not in result["now"]
    text = locomo.report(result)
    assert "now+emb" in text and "first embedding of the turns 3 turns" in text


def test_without_the_option_the_rows_are_as_before(tmp_path):
    assert list(multisession.rankings(None)) == ["now"]
    text = locomo.report(locomo.evaluate([SAMPLE], tmp_path, multisession.rankings(None)))
    assert "now+emb" not in text and "embedding of the turns" not in text
    assert text.splitlines()[-1].startswith("(offline, no embeddings;")


@pytest.mark.parametrize("bench", [locomo, multisession])
def test_a_model_llm_does_not_know_is_one_clear_line(tmp_path, capsys, bench):
    data = tmp_path / "locomo.json"
    data.write_text(json.dumps([SAMPLE]))
    args = ["--embeddings", "no-such-model", "--baseline", ""] + (["--data", str(data)] if bench is locomo else [])
    assert bench.main(args) == 1
    out, err = capsys.readouterr()
    assert out == "" and err == ("--embeddings 'no-such-model': llm has no such embedding model "
                                 "(`llm embed-models` lists them)\n")
