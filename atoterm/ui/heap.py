"""Python's full garbage collections kept off the keys the player presses.

A full (oldest-generation) collection walks every object the program holds: with the
content pack, a game's states and the screens, about 130,000 objects, ~75 ms each time,
landing on whichever key happened to allocate at that moment (``benchmarks/tui_latency.py``
saw opening the help take 100-200 ms longer now and then). Once a game is on screen, the
objects alive then (the pack, the game, the screens) are collected once and frozen
(``gc.freeze``): later full collections walk only what was made since, and they are rare.
Closing the game unfreezes them so its objects can be freed.
"""

from __future__ import annotations

import gc


def settle_heap() -> None:
    """Collect once, then move every object alive now out of the collector's walks."""
    gc.unfreeze()
    gc.collect()
    gc.freeze()


def release_heap() -> None:
    """Let the collector walk (and free) the frozen objects again."""
    gc.unfreeze()
