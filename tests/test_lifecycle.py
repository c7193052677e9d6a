"""lc_memory.store.lifecycle: what each session status and mark does to memory (seed §5).

The rules are pure functions of a ``SessionEntry``, so they are checked here directly, one
row of the module's table at a time, then through a real store where a status is set by
the same verbs the CLI and the page offer.
"""

from __future__ import annotations

import datetime as dt

import pytest

from lc_memory.store.files import Store
from lc_memory.store.lifecycle import (
    SESSION_VERBS,
    counts_for_memory,
    in_recently,
    searchable,
    session_verbs,
    to_archive,
    vouched,
    welcome_back,
)
from lc_memory.store.records import STATUSES, SessionEntry

from .conftest import NOW


def entry(**fields) -> SessionEntry:
    return SessionEntry(**{"id": "s-1", **fields})


def days_ago(n: float) -> dt.datetime:
    return NOW - dt.timedelta(days=n)


def stamp(n: float) -> str:
    return days_ago(n).strftime("%Y-%m-%dT%H:%M:%SZ")


# --- the table: searchable, counts, vouched -------------------------------------------------

@pytest.mark.parametrize("status,pinned,forgotten,expected", [
    ("active", False, False, (True, True, False)),
    ("done", False, False, (True, True, True)),
    ("active", True, False, (True, True, True)),   # pinned
    ("archived", False, False, (True, True, False)),
    ("archived", True, False, (True, True, True)),  # an archived pin still vouches
    ("trash", False, False, (False, False, False)),
    ("trash", True, False, (False, False, False)),  # the trash wins over a pin
    ("done", False, True, (False, False, False)),   # forgotten: out of all three
    ("active", True, True, (False, False, False)),
])
def test_searchable_counts_and_vouched_follow_the_table(status, pinned, forgotten, expected):
    s = entry(status=status, pinned=pinned, forgotten=forgotten)
    assert (searchable(s), counts_for_memory(s), vouched(s)) == expected


def test_the_session_entrys_visible_is_searchable():
    for status in STATUSES:
        for forgotten in (False, True):
            s = entry(status=status, forgotten=forgotten)
            assert s.visible is searchable(s)
    assert [s for s in STATUSES if searchable(entry(status=s))] == ["active", "done", "archived"]


# --- "Recently" in MEMORY.md ----------------------------------------------------------------

def test_in_recently_an_active_session_keeps_to_the_window():
    s = entry(status="active")
    assert in_recently(s, days_ago(3), NOW, 7) is True
    assert in_recently(s, days_ago(7.5), NOW, 7) is True   # whole days: 7 days and a half is 7
    assert in_recently(s, days_ago(8), NOW, 7) is False
    assert in_recently(s, None, NOW, 7) is False           # no date: nothing to place it by


@pytest.mark.parametrize("marks", [{"status": "done"}, {"status": "active", "pinned": True},
                                   {"status": "done", "pinned": True}])
def test_in_recently_done_and_pinned_are_always_there(marks):
    s = entry(**marks)
    assert in_recently(s, days_ago(400), NOW, 7) is True
    assert in_recently(s, None, NOW, 7) is True


@pytest.mark.parametrize("marks", [{"status": "archived"}, {"status": "archived", "pinned": True},
                                   {"status": "trash", "pinned": True}, {"status": "done", "forgotten": True}])
def test_in_recently_archived_trash_and_forgotten_never_are(marks):
    assert in_recently(entry(**marks), NOW, NOW, 7) is False


def test_in_recently_a_line_without_a_session_keeps_to_the_window():
    assert in_recently(None, days_ago(2), NOW, 2) is True
    assert in_recently(None, days_ago(3), NOW, 2) is False
    assert in_recently(None, None, NOW, 2) is False


def test_welcome_back_is_any_session_recall_sees():
    assert welcome_back(None) is True
    assert welcome_back(entry(status="archived")) is True
    assert welcome_back(entry(status="done")) is True
    assert welcome_back(entry(status="trash")) is False
    assert welcome_back(entry(status="active", forgotten=True)) is False


# --- auto-archive ---------------------------------------------------------------------------

def test_to_archive_takes_only_cold_active_sessions():
    sessions = [
        entry(id="cold", last_activity=stamp(40)),
        entry(id="warm", last_activity=stamp(5)),
        entry(id="on-the-day", last_activity=stamp(30)),   # exactly 30 days: not longer than 30
        entry(id="cold-pinned", last_activity=stamp(90), pinned=True),
        entry(id="cold-done", status="done", last_activity=stamp(90)),
        entry(id="cold-archived", status="archived", last_activity=stamp(90)),
        entry(id="cold-trash", status="trash", last_activity=stamp(90)),
        entry(id="cold-forgotten", last_activity=stamp(90), forgotten=True),
        entry(id="created-only", created=stamp(31)),       # no activity: its creation counts
        entry(id="undated"),
        entry(id="bad-date", last_activity="not a time"),
    ]
    assert to_archive(sessions, NOW, 30) == ["cold", "created-only"]


def test_to_archive_keeps_the_order_given_and_reads_last_activity_before_created():
    sessions = [entry(id="b", last_activity=stamp(11), created=stamp(100)),
                entry(id="a", last_activity=stamp(50)),
                entry(id="c", last_activity=stamp(2), created=stamp(100))]
    assert to_archive(sessions, NOW, 10) == ["b", "a"]
    assert to_archive(iter(sessions), NOW, 60) == []  # any iterable
    assert to_archive([], NOW, 0) == []


# --- the verbs ------------------------------------------------------------------------------

def test_every_verb_changes_the_index_to_a_known_status_or_the_pin():
    assert set(SESSION_VERBS) == {"done", "archive", "trash", "restore", "activate", "pin", "unpin"}
    for verb, change in SESSION_VERBS.items():
        assert set(change) <= {"status", "pinned"}, verb
        assert change.get("status", "active") in STATUSES
    assert SESSION_VERBS["restore"] == SESSION_VERBS["activate"] == {"status": "active"}
    assert SESSION_VERBS["pin"] == {"pinned": True} and SESSION_VERBS["unpin"] == {"pinned": False}


@pytest.mark.parametrize("status,pinned,verbs", [
    ("active", False, ["done", "pin", "archive", "trash"]),
    ("active", True, ["done", "unpin", "archive", "trash"]),
    ("done", False, ["pin", "archive", "restore", "trash"]),
    ("archived", True, ["done", "unpin", "restore", "trash"]),
    ("trash", False, ["restore"]),
    ("trash", True, ["restore"]),
])
def test_session_verbs_in_button_order(status, pinned, verbs):
    assert session_verbs(status, pinned) == verbs


def test_session_verbs_offer_only_a_change():
    """No button leaves a session as it was, and every one is a verb the index knows."""
    for status in STATUSES:
        for pinned in (False, True):
            for verb in session_verbs(status, pinned):
                change = SESSION_VERBS[verb]
                assert change != {"status": status} and change != {"pinned": pinned}, (status, pinned, verb)


# --- through a store ------------------------------------------------------------------------

def test_a_store_applies_the_rules_to_its_sessions(store: Store):
    when = stamp(45)
    for sid in ("kept", "binned", "starred", "cold"):
        store.put_session({"id": sid, "title": sid, "created": when, "last_activity": when},
                          [{"type": "message", "turn": 1, "role": "user", "kind": "text",
                            "content": f"hello from {sid}", "typed": True, "ts": when}])
    store.update_session("binned", **SESSION_VERBS["trash"])
    store.update_session("starred", **SESSION_VERBS["pin"])
    store.update_session("kept", **SESSION_VERBS["done"])
    by_id = {s.id: s for s in store.session_entries()}
    assert {sid for sid, s in by_id.items() if searchable(s)} == {"kept", "starred", "cold"}
    assert {sid for sid, s in by_id.items() if vouched(s)} == {"kept", "starred"}
    assert to_archive(by_id.values(), NOW, 30) == ["cold"]
    assert session_verbs(by_id["binned"].status, by_id["binned"].pinned) == ["restore"]


def test_a_session_grew_since_its_seal_by_time_not_by_how_the_time_is_written():
    from lc_memory.store.lifecycle import grew_since
    from lc_memory.store.records import JournalEntry, SessionEntry

    sealed = JournalEntry(session="a", at="2026-12-01T10:00:00.000Z", turns=2)
    assert not grew_since(SessionEntry(id="a", last_activity="2026-12-01T10:00:00Z", turns=2), sealed)
    assert grew_since(SessionEntry(id="a", last_activity="2026-12-01T10:05:00Z", turns=2), sealed)
    assert grew_since(SessionEntry(id="a", last_activity="2026-12-01T10:00:00Z", turns=3), sealed)  # a typed turn more
