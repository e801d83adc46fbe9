"""The cyclic garbage collector around long runs of the rules: paused while a bot plays
battles without a session, its passes spaced out while a journal is re-executed.

A simulated battle makes some hundred thousand short-lived objects (options, decisions, lists
of cells), nearly all freed by reference counting the moment they are done with, while what
it keeps (the dice log, the lookups kept for the battle) grows steadily: with Python's default
thresholds that growth runs a collection every few hundred objects, each looking through what
the battle keeps, some 10-15 % of a headless battle's time for almost nothing found (a few
hundred objects in reference cycles per battle). So the collector is paused while a bot
plays a run of battles (``BATTLES_PER_PAUSE``) and resumed afterwards, when the next
collection finds what they left.
Collection never changes what a battle does.

Replaying a journal (``replay.py``, a verify) keeps the collector on, with its young
thresholds raised (``collections_spaced``): see ``REPLAY_THRESHOLDS``.
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


REPLAY_THRESHOLDS = (5_000, 50)
"""The collector's first two thresholds while a journal is re-executed (Python's: 700, 10).
Each decision makes thousands of objects that reference counting frees at once and keeps a few
dozen (the line's entries and events); at Python's thresholds that growth ran a young
collection every 12 decisions and a middle one every 120 (campaign seed 3: 56 and 5 passes,
5-6 % of the verify's time), each looking through what the replay keeps. Spaced like this:
7 and none, a third of the time. The rules may make reference cycles, so collection stays on:
at most some thousands of objects wait for it."""


@contextmanager
def collections_spaced(young: int, middle: int) -> Iterator[None]:
    """The cyclic collector's first two thresholds set to ``young`` and ``middle`` for the
    ``with`` block (as they were, afterwards)."""
    thresholds = gc.get_threshold()
    gc.set_threshold(young, middle, thresholds[2])
    try:
        yield
    finally:
        gc.set_threshold(*thresholds)
