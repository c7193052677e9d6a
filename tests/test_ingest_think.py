"""A local reasoning model's thinking written into its answer's text (common.without_think)."""

from __future__ import annotations

import pytest

from lc_memory.ingest.common import without_think


@pytest.mark.parametrize("text, answer", [
    ("<think>\nThe user wants X.\n</think>\n\nDone: X.", "Done: X."),
    ("<think>\nstill thinking", ""),
    # the opening tag lost (the template opened it, or a stray token stands in its place)
    ("ışı\nOkay, let's see. They mentioned an error.\n</think>\n\nThe tool is missing.", "The tool is missing."),
    ("Okay, the user wants a file.\n  </think>  \nHere it is.", "Here it is."),
    ("Only reasoning, no answer.\n</think>", ""),
])
def test_the_reasoning_is_left_out(text, answer):
    assert without_think(text) == answer


@pytest.mark.parametrize("text", [
    "Close the block with `</think>` when the model is done.",  # the tag named in a sentence
    "Wrap it:\n```\n<think>\nreason\n</think>\n```",  # an opening tag before it: an example, not a lost one
    "No tags at all.",
])
def test_a_text_that_only_names_the_tag_is_kept(text):
    assert without_think(text) == text
