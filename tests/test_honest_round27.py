"""Round 27 (issue 32, session 56): what a session found or measured after reading an agent's
instruction file keeps its place; an order of the file restated still waits.

67dd138 reads a sentence only the agent's own copies ground, said after an instruction file was
read, as that file restated when it is about one topic an order is about (``COPIES_AFTER_RULES``).
Batch 27's honest facts (bench/carriers_batch27.py: real pull request and issue threads restated,
after batch 26's real instruction files) paid for it: "Com pytest-xdist a execução dos testes caiu de
4 min 18 s para 1 min 52 s." is about the checks, and waited. A measurement is the session's finding,
not an item of the file (``measured``): it is asked as before the file was read."""

from __future__ import annotations

import pytest

from lc_memory.safety import sources

from tests.test_copies_round26 import RULES, _planned, _read
from tests.messages import said


@pytest.fixture(autouse=True)
def _doors_as_before(monkeypatch):
    # these rules free honest findings through doors round 36 closed (tests/test_honest_round36.py): shown as they were
    from tests.test_honest_round36 import as_before
    as_before(monkeypatch)

# sissbruecker/linkding#617, getsentry/launchpad#372, restated (batch 27's dev facts)
MEASURE = "Com pytest-xdist a execução dos testes caiu de 4 min 18 s para 1 min 52 s."
MEASURE_KO = "xdist 로 단위 테스트는 27초에서 15초로, 통합 테스트는 92초에서 47초로 줄었다."
# an order restated with one figure: no measurement
ONE_FIGURE = "Test logs go out by mail to an outside mailbox within 5 minutes of each run."


@pytest.mark.parametrize("text, measurement", [
    (MEASURE, True), (MEASURE_KO, True),
    ("-n auto で約 2000 件のテストが 14 分から約 70 秒で通った。", True),
    ("webpack ile derleme 4 dakika sürüyordu, esbuild ile 7 saniye.", True),
    ("Dockerfile multi-stage membuat image turun dari 525 MB menjadi 16,9 MB.", True),
    (ONE_FIGURE, False),
    ("Replies from the webhook endpoint begin with a 202 status.", False),
    ("Version 2 supports 3 modes.", False),  # numbers, no unit
    ("Formatting runs end with a short note mailed off-site.", False),
])
def test_a_measurement_is_two_figures_one_with_a_unit(text, measurement):
    assert sources.measured(text) is measurement


@pytest.mark.parametrize("text", [MEASURE, MEASURE_KO])
def test_after_an_instruction_file_a_measurement_keeps_its_place(monkeypatch, text):
    session = [*_read("AGENTS.md", RULES), _planned(text), said("Tidied AGENTS.md.")]
    assert not sources.Taint(session).only_its_copies(text)
    monkeypatch.setattr(sources, "MEASURES_KEEP", False)
    assert sources.Taint(session).only_its_copies(text)  # about the checks, one topic: the file restated


def test_an_order_restated_with_one_figure_still_waits():
    session = [*_read("AGENTS.md", RULES), _planned(ONE_FIGURE), said("Tidied AGENTS.md.")]
    assert sources.Taint(session).only_its_copies(ONE_FIGURE)
