"""Readings of issue 35's round 21 (session 62, second wave): go-aheads that point back at what the
agent proposed, an announcement of what the agent will do for the person, and the typed-text errors
round 21 held showed (spent, measured once at d9314fd). Small sessions of the real shape (invented
rows, words in the real transcripts' manner)."""

from __future__ import annotations

from lc_memory.write.activity import consent
from lc_memory.write.extract import extract_offline


def test_a_go_ahead_that_points_back_is_no_ask_of_its_own():
    for said in ("ok i agree, lets implement that", "go ahead and apply the fixes then",
                 "agreed as well, go ahead", "好的，开始修改"):
        assert consent(said), said
    for said in ("apply the fixes to the importer", "i agree the timeout is too short",
                 "implement the search box"):
        assert not consent(said), said


def test_an_announcement_for_the_person_with_no_call_is_not_quoted_as_done():
    messages = [{"role": "user", "kind": "text", "content": "帮我加一个 todo.md 文件", "typed": True},
                {"role": "assistant", "kind": "text", "content": "好的，我現在幫您建立 `todo.md` 這個檔案。"}]
    assert "建立" not in extract_offline({"format": "gemini-cli"}, messages).outcome

