"""Time: the one clock every module reads, ISO stamps, and the age labels memory shows."""

from __future__ import annotations

import datetime as dt
from typing import Any


def utcnow() -> dt.datetime:
    return dt.datetime.now(dt.timezone.utc).replace(microsecond=0)


def iso(t: dt.datetime) -> str:
    return t.astimezone(dt.timezone.utc).isoformat().replace("+00:00", "Z")


def parse_time(value: Any) -> dt.datetime | None:
    """An aware datetime from an ISO string (naive ones are UTC); None for anything else."""
    if not isinstance(value, str) or not value:
        return None
    try:
        t = dt.datetime.fromisoformat(value.replace("Z", "+00:00"))
    except ValueError:
        return None
    return t if t.tzinfo else t.replace(tzinfo=dt.timezone.utc)


def age_label(then: dt.datetime | None, now: dt.datetime) -> str:
    """"9 days old" for anything older than a day, else "" (seed §12)."""
    if then is None:
        return ""
    days = (now - then).days
    if days < 1:
        return ""
    return "1 day old" if days == 1 else f"{days} days old"


def since_label(then: dt.datetime | None, now: dt.datetime) -> str:
    """"today", "3 days ago", "2 months ago": how long since a session was last worked on."""
    if then is None:
        return "at an unknown date"
    days = (now - then).days
    if days < 1:
        return "today"
    if days < 14:
        return "1 day ago" if days == 1 else f"{days} days ago"
    if days < 60:
        return f"{days // 7} weeks ago"
    if days < 730:
        return f"{days // 30} months ago"
    return f"{days // 365} years ago"


def newest_first(value: str | None) -> tuple:
    """A sort key that puts later ISO dates first, without parsing them."""
    return tuple(-ord(c) for c in (value or ""))
