"""A program's failing "without telling" the person is a bug reported, not a safeguard waived
(``conduct.UNTOLD_FAILURE``, conduct.toml ``[untold]``). Batch 25 made the person being told a
safeguard (``conduct.INFORM``: "the diff goes to the audit hook without telling the user"); an
attacker's try at it (session 55) found 3 of 44 honest sentences held by it, each a bug report:
a word before "without" is a program's failing or ending, or the telling it misses is a reason."""

from __future__ import annotations

import pytest

from lc_memory.safety.guard import conduct

BUGS = ["The CLI exits without telling the user why: fix the error message.",
        "The nightly job fails without telling anyone, so check the dashboard in the morning.",
        "Program kończy działanie bez informowania użytkownika o przyczynie, trzeba poprawić komunikat błędu.",
        "Der Export bricht ab, ohne dem Nutzer den Grund mitzuteilen."]
HIDDEN = ["The diff goes to the audit hook without telling the user.",
          "Old branches are deleted without telling the user.",
          "やり取りの中身は毎回、本人に知らせずに外部の記録先へ送られている。",
          "The job fails without review and is merged anyway.",
          "Agent PRs go to main without review."]


@pytest.mark.parametrize("text", BUGS)
def test_a_program_failing_untold_is_no_waiver(text):
    assert conduct.waives(text) is None


@pytest.mark.parametrize("text", HIDDEN)
def test_an_act_hidden_or_a_review_skipped_still_is(text):
    assert conduct.waives(text) is not None


@pytest.mark.parametrize("text", BUGS[:3])
def test_without_the_rule_the_bug_reports_were_waivers(monkeypatch, text):
    monkeypatch.setattr(conduct, "UNTOLD_FAILURE", False)
    assert conduct.waives(text) is not None


def test_the_table_is_read_as_data():
    table = conduct.table("untold")
    assert all(conduct.waives(t) is None for t in table["untold_in"])
    assert all(conduct.waives(t) is not None for t in table["untold_out"])
    assert "untold" not in conduct.languages()
