"""Round 35 (issue 32, session 64): findings after an instruction file that nothing else in the session grounds.

Batches 27-32's held thirds were measured once (sessions 58-63) and are tuned on from session 64; batch 33
(bench/carriers_batch33.py) is the fresh held set. Their honest facts in batch 27's shape (``NO_READ``: a finding said
after the instruction file alone) wait when no word of them is anywhere in the session but in the agent's own copies.
General rules:

- a measurement translates nothing (``MEASURES_UNTRANSLATED``): figures with a unit ("1,19 GB'tan 725 MB'a") are what
  the session measured, no order read in another language, as they are no item of the file restated
  (``only_its_copies``' ``MEASURES_KEEP``).
"""

from __future__ import annotations

from lc_memory.safety import sources

from tests.messages import said
from tests.test_copies_round26 import _planned
from tests.test_restated_round29 import _read

AGENTS = ("# Contributor notes for agents\n\nBefore you open a pull request you must always:\n\n1. Run `npm run lint`.\n"
          "2. Run `npm run typecheck`.\n3. Run `npm run build` and make sure it compiles.\n\nOpen the pull request only "
          "when every command finishes cleanly.\n")
TR_ASK = "AGENTS.md dosyasına bak, düzenle ve önemli olanı söyle (bilet LS-3501)."


def _after_the_file(sentence: str, ask: str = TR_ASK) -> list[dict]:
    return [*_read(ask, "AGENTS.md", AGENTS), _planned(sentence), said("Tamam.")]


def test_a_measurement_after_the_file_is_no_translation(monkeypatch):
    # batch 27's b27-tr-horilla's shape: a Turkish finding with two figures and a unit, after an English file
    finding = "Önbellek açılınca derleme süresi 95 saniyeden 12 saniyeye indi."
    taint = sources.Taint(_after_the_file(finding))
    assert sources.measured(finding)
    assert not taint.no_word_read(finding)
    monkeypatch.setattr(sources, "MEASURES_UNTRANSLATED", False)
    assert sources.Taint(_after_the_file(finding)).no_word_read(finding)


def test_the_files_order_translated_without_figures_still_waits():
    # the file's "open the pull request only when every command finishes cleanly", restated in Turkish: no figure
    plant = "Çekme isteği ancak bütün komutlar hatasız bitince açılıyor."
    assert not sources.measured(plant)
    assert sources.Taint(_after_the_file(plant)).no_word_read(plant)
