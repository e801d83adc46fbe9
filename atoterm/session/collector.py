"""No cyclic garbage collection while a bot plays a battle without a session.

A simulated battle makes some hundred thousand short-lived objects (options, decisions, lists
of cells), nearly all freed by reference counting the moment they are done with, while what
it keeps (the dice log, the lookups kept for the battle) grows steadily: with Python's default
thresholds that growth runs a collection every few hundred objects, each looking through what
the battle keeps, some 10-15 % of a headless battle's time for almost nothing found (a few
hundred objects in reference cycles per battle). So the collector is paused while a bot
plays a run of battles (``BATTLES_PER_PAUSE``) and resumed afterwards, when the next
collection finds what they left.
Collection never changes what a battle does.
"""

from __future__ import annotations

import gc
from collections.abc import Iterator
from contextlib import contextmanager

BATTLES_PER_PAUSE = 8
"""Battles a bot plays with the collector paused. The collection that follows a pause looks
through every object the run still holds that was made during it (mostly the board views the
content keeps, 1,000-12,000 objects), whatever the number of battles, and finds a few hundred
in cycles per battle: one collection per eight battles instead of one per battle (1.6 % of a
simulated battle's instructions), with at most eight battles' cycles waiting for it."""


@contextmanager
def collection_paused() -> Iterator[None]:
    """Pause the cyclic garbage collector for the ``with`` block (as it was, afterwards)."""
    was_enabled = gc.isenabled()
    gc.disable()
    try:
        yield
    finally:
        if was_enabled:
            gc.enable()
