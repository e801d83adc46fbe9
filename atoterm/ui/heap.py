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
:data:`IDLE_SECONDS`: collect, then freeze again, so the next one starts from a small heap.
Closing the game unfreezes everything and gives Python its own rhythm back.
"""

from __future__ import annotations

import gc
import time
from collections.abc import Callable

FULL_AFTER = 1000
"""Middle-generation collections before Python runs a full one by itself while a game is
shown (its default is 10)."""
IDLE_FULL_AFTER = 10
"""Middle-generation collections since the last full one that make an idle moment collect
(Python's own default rhythm, moved out of the keys)."""
IDLE_SECONDS = 1.0
"""No key or mouse event for this long: the player is reading, a collection can run."""

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
    timer; a tick after :data:`IDLE_SECONDS` without input, once enough middle-generation
    collections happened, settles the heap again (a key arriving during that collection
    waits for it, as it would have anyway, but only right after a pause)."""

    def __init__(self, clock: Callable[[], float] = time.monotonic) -> None:
        self._clock = clock
        self.last_input = self._clock()
        self.collections = 0
        """Full collections run by this collector (for tests and benchmarks)."""

    def input_seen(self) -> None:
        self.last_input = self._clock()

    def due(self) -> bool:
        idle = self._clock() - self.last_input >= IDLE_SECONDS
        return idle and heap_settled() and gc.get_count()[2] >= IDLE_FULL_AFTER

    def tick(self) -> None:
        if self.due():
            settle_heap()
            self.collections += 1
