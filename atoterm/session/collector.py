"""No cyclic garbage collection while a bot plays a battle without a session.

A simulated battle makes some hundred thousand short-lived objects (options, decisions, lists
of cells), nearly all freed by reference counting the moment they are done with, while what
it keeps (the dice log, the lookups kept for the battle) grows steadily: with Python's default
thresholds that growth runs a collection every few hundred objects, each looking through what
the battle keeps, some 10-15 % of a headless battle's time for almost nothing found (a few
hundred objects in reference cycles per battle). So the collector is paused while one battle
is played and resumed afterwards, when the next collection finds what that battle left.
Collection never changes what a battle does.
"""

from __future__ import annotations

import gc
from collections.abc import Iterator
from contextlib import contextmanager


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
