"""Work an ingest does once that a reader would otherwise repeat (issue 35, ingest speed):
each case also checks that what is read is the same."""

from __future__ import annotations

from lc_memory.ingest import cline


def test_cline_plan_reads_a_checklist_it_just_read_once(monkeypatch):
    read: list[str] = []
    real = cline.checklist
    monkeypatch.setattr(cline, "checklist", lambda text: (read.append(text), real(text))[1])
    plan = cline._Plan()
    first = "- [ ] read the code\n- [ ] fix it"
    done = "- [x] read the code\n- [ ] fix it"
    assert len(plan.update(first, None, "api-")) == 1
    assert plan.update(first, None, "api-") == []  # the plan rides along on the next call, unchanged
    assert len(plan.update(done, None, "api-")) == 1
    assert plan.update(done, None, "api-") == []
    assert plan.update(first, None, "api-")[0]["call"]["plan"][0]["status"] == "pending"  # back again: a change
    assert read == [first, done, first]
