"""Local times as exports print them: a date in any of the usual orders and a wall clock.

Cursor's chat exports and OpenCode's ``/export`` write the exporter's local time in its
locale, with no zone or with one (``12/5/2025, 9:08:30 PM``, ``31/07/2026, 20:37:39``,
``04.04.2026, 17:46:01``, ``2026年7月31日 下午8:37:39``). The readers decide the day order and
the zone, each from what its format tells; the pieces they read are here.
"""

from __future__ import annotations

import re

__all__ = ["AM", "DMY", "PM", "YMD", "wall_clock"]

#: year first (ISO and the CJK locales)
YMD = re.compile(r"(\d{4})\s*[./\-年]\s*(\d{1,2})\s*[./\-月]\s*(\d{1,2})")
#: day and month in either order, then the year; group 2 is the separator ("." is day first)
DMY = re.compile(r"(\d{1,2})\s*([./\-])\s*(\d{1,2})\s*[./\-]\s*(\d{4})")
_CLOCK = re.compile(r"(\d{1,2})\s*[:時时시]\s*(\d{2})(?:\s*[:分분]\s*(\d{2}))?")
PM = re.compile(r"\b(?:PM|pm|p\.\s?m\.)|오후|午後|下午")
AM = re.compile(r"\b(?:AM|am|a\.\s?m\.)|오전|午前|上午")


def wall_clock(when: str) -> tuple[int, int, int]:
    """(hour, minute, second) of the first clock in *when*, on a 24-hour clock (AM and PM in
    English, Korean, Japanese and Chinese read); midnight when it has none."""
    clock = _CLOCK.search(when)
    hour, minute, second = (int(clock.group(1)), int(clock.group(2)), int(clock.group(3) or 0)) if clock else (0, 0, 0)
    if PM.search(when) and hour < 12:
        hour += 12
    elif AM.search(when) and hour == 12:
        hour = 0
    return hour, minute, second
