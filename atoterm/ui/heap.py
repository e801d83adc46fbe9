"""Python's full garbage collections kept off the keys the player presses.

A full (oldest-generation) collection walks every object the program holds: with the
content pack, a game's states and the screens, about 130,000 objects, ~75 ms each time,
landing on whichever key happened to allocate at that moment (``benchmarks/tui_latency.py``
saw opening the help take 100-200 ms longer now and then). Once a game is on screen, the
objects alive then (the pack, the game, the screens) are collected once and frozen
(``gc.freeze``): later full collections walk only what was made since.

Freezing alone was not enough: Python starts a full collection when the objects made since
the last one outnumber a quarter of those it kept, and after a freeze it keeps almost none,
so every tenth middle-generation collection was a full one, walking every state and screen
made since the game was drawn (30-45 ms on a decision or an undo after a few minutes of
play). So while a game is shown, Python's own full collections wait much longer
(:data:`FULL_AFTER` middle collections, a safety net for a player who never pauses), and
the :class:`IdleCollector` does them instead when the player has pressed nothing for
:data:`IDLE_SECONDS`: collect what was made since the last freeze, then freeze that too,
so the next walk starts from a small heap. Closing the game unfreezes everything and gives
Python its own rhythm back.
"""

from __future__ import annotations

import gc
import time
from collections.abc import Callable

FULL_AFTER = 1000
"""Middle-generation collections before Python runs a full one by itself while a game is
shown (its default is 10)."""
IDLE_WALK_AFTER = 1
"""Middle-generation collections since the last full one that make an idle moment collect
(some objects outlived two collections: the next walk has something to look at)."""
IDLE_SECONDS = 1.0
"""No key or mouse event for this long: the player is reading, a collection can run."""
LONG_IDLE_SECONDS = 10.0
"""No input for this long: the whole heap can be collected (frozen cycles freed)."""

_python_thresholds = gc.get_threshold()


def settle_heap() -> None:
    """Collect once, then move every object alive now out of the collector's walks; until
    :func:`release_heap`, full collections are left to idle moments (:class:`IdleCollector`)."""
    gc.unfreeze()
    gc.collect()
    gc.freeze()
    young, middle, _ = _python_thresholds
    gc.set_threshold(young, middle, FULL_AFTER)


def release_heap() -> None:
    """Let the collector walk (and free) the frozen objects again, in Python's rhythm."""
    gc.unfreeze()
    gc.set_threshold(*_python_thresholds)


def heap_settled() -> bool:
    """A game is shown: its heap is frozen and full collections wait for idle moments."""
    return gc.get_threshold()[2] == FULL_AFTER


class IdleCollector:
    """Runs the full collections Python would have run, when the player is not pressing keys.

    The app calls :meth:`input_seen` for every key and mouse event and :meth:`tick` from a
    timer. After :data:`IDLE_SECONDS` without input, once a middle-generation collection
    has happened, what was made since the last freeze is collected and frozen too (the walk
    covers only that: a few milliseconds after a few keys; 70-100 ms when left for 40 keys).
    Frozen objects that later become cyclic garbage are not freed by those walks, so after
    :data:`LONG_IDLE_SECONDS` the whole heap is collected once (:func:`settle_heap`, ~90 ms
    with a game: the player has been away ten seconds)."""

    def __init__(self, clock: Callable[[], float] = time.monotonic) -> None:
        self._clock = clock
        self.last_input = self._clock()
        self.collections = 0
        """Collections run by this collector (for tests and benchmarks)."""
        self._frozen_since_settled = False
        """Young walks froze objects since the last whole collection."""

    def input_seen(self) -> None:
        self.last_input = self._clock()

    def tick(self) -> None:
        if not heap_settled():
            return
        idle = self._clock() - self.last_input
        if idle >= LONG_IDLE_SECONDS and self._frozen_since_settled:
            settle_heap()
            self._frozen_since_settled = False
            self.collections += 1
        elif idle >= IDLE_SECONDS and gc.get_count()[2] >= IDLE_WALK_AFTER:
            gc.collect()  # the frozen heap is not walked
            gc.freeze()
            self._frozen_since_settled = True
            self.collections += 1
