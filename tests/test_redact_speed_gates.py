"""The key reader's gates on the text as written are asked of its one automaton pass first (issue 35):
each case-sensitive scan of a whole text runs only where the lower-cased text holds the word, so
every reader behind such a gate reads what it read when the scan ran on every text."""

from __future__ import annotations

import inspect
import re

import pytest

from lc_memory.redact import keyvalue as kv

SECRET = "Qm7vX2pLr9Tz"


def test_every_word_asked_of_the_gate_pass_is_one_it_finds() -> None:
    source = inspect.getsource(kv.pairs)
    asked = re.findall(r"""(["'])((?:(?!\1).)+)\1 in seen""", source)
    assert asked, "pairs asks no word of its gate pass"
    for _quote, word in asked:
        assert word in kv._GATE_LIST, word


@pytest.mark.parametrize(("reader", "text"), [
    ("_connect_info_pairs", f'conf = PG.ConnectInfo "db" 5432 "report" "{SECRET}" "reports"'),
    ("_redis_auth_pairs", f"AUTH redis {SECRET}"),
    ("_encoded_pairs", f"REDIS_PASSWORD=$(echo -n {SECRET} | base64)"),
    ("_named_pairs", f'       01 WS-PASSWORD PIC X(20) VALUE "{SECRET}".'),
])
def test_each_gated_reader_still_reads_its_syntax(reader: str, text: str) -> None:
    if reader == "_named_pairs":
        own = set(kv._named_pairs(kv._COBOL, text, "cobol"))
    else:
        own = set(getattr(kv, reader)(text))
    assert own, f"{reader} reads nothing of {text!r}"
    assert own <= set(kv.pairs(text))
