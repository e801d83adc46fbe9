"""The start-up of an `atoterm` process: its imports made with the cyclic collector paused.

Importing the game makes some 40,000 objects the collector tracks that live as long as the
process (modules, functions, classes): its passes over them while they are made cost about
7 ms of CPU (``atoterm verify`` of a battle: some 2 % of it), and every later full pass walks
them again. They are made with
the collector off, then frozen (``gc.freeze``: out of its sight for good). A start-up cost
only: nothing a rule does changes, and the collector runs as before once they are made.
"""

from __future__ import annotations

import contextlib
import gc
from collections.abc import Iterator


@contextlib.contextmanager
def imports_frozen() -> Iterator[None]:
    """Run the imports of the block with the collector off, then freeze what they made."""
    enabled = gc.isenabled()
    gc.disable()
    try:
        yield
    finally:
        gc.freeze()
        if enabled:
            gc.enable()
