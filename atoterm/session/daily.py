"""The daily voyage: one seed per UTC date, the same for every player (docs/voyages.md).

``daily_seed(date)`` is the first four bytes, big-endian, of the SHA-256 of
``"atoterm daily voyage YYYY-MM-DD"``: a seed like any random one (below 2**32, so its code
has eight characters), that anyone can recompute from the date alone.

The date is always given: this module never reads the clock. The command line
(``--daily``) and the setup screen read today's UTC date once, when the campaign is created,
and pass the seed on. The journal holds the seed and, in its header, the date it was the
voyage of (``daily``, read as data, never as a clock), so a daily voyage replays and verifies
like any other campaign, and its claim is checked by ``checked_daily``.

**Frozen.** ``PREFIX`` and the formula may never change: every journal with a ``daily`` date
is checked against them whenever it is read, so another formula would refuse those journals
(and give players on different versions different voyages for one day). The test pins one
date's seed as a literal (``tests/test_seed_code.py``).
"""

from __future__ import annotations

import datetime
import hashlib

PREFIX = "atoterm daily voyage "


def daily_seed(day: datetime.date) -> int:
    """The seed of the daily voyage of ``day`` (a UTC date)."""
    digest = hashlib.sha256(f"{PREFIX}{day.isoformat()}".encode("ascii")).digest()
    return int.from_bytes(digest[:4], "big")


class DailyError(ValueError):
    """A header's daily voyage that is not one: the message says why, in the player's words."""


def checked_daily(date: str, seed: int) -> str:
    """``date`` (``YYYY-MM-DD``, or "" for a game that is no daily voyage) when ``seed`` is
    its daily voyage's seed; DailyError otherwise. A journal's claim to be a daily voyage is
    checked whenever it is read, so an edited header cannot pass another seed off as the day's."""
    if not date:
        return ""
    try:
        day = datetime.date.fromisoformat(date)
    except ValueError:
        raise DailyError(f"the daily voyage's date {date[:12]!r} is not a date") from None
    if daily_seed(day) != seed:
        raise DailyError(f"seed {seed} is not the daily voyage of {date}")
    return day.isoformat()
