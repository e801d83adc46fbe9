"""The generator's randomness: the engine's named counter-based streams, under names of its own.

Every draw of a generated sea comes from a stream called ``sea.<length>.<part>``
(``sea.full.layout``, ``sea.short.deck``, ...) of the engine's ``Rng`` (``engine/rng.py``), seeded with the sea's seed and
counted from zero each time a sea is generated. A part draws only from its own stream, so
changing how one part draws never moves another part's outcomes. No global ``random``, no
``hash()``, no set or dict order, no floats, no clock: the sea depends on (base content, seed,
length) and nothing else.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TypeVar

from atoterm.engine.rng import Rng

T = TypeVar("T")
STREAM = "sea"


class SeaDraws:
    """Uniform draws from the ``sea.<part>`` streams of one seed."""

    def __init__(self, seed: int, length: str) -> None:
        self._rng = Rng(seed=seed, counters={})
        self._prefix = f"{STREAM}.{length}."
        """A full and a short sea of one seed draw from streams of their own."""

    def below(self, part: str, bound: int) -> int:
        """A uniform integer in ``0..bound-1`` from stream ``sea.<length>.<part>``."""
        value = self._rng.below(self._prefix + part, bound)
        self._rng.log.clear()  # nobody reads the log: keep it from growing
        return value

    def pick(self, part: str, items: Sequence[T]) -> T:
        return items[self.below(part, len(items))]

    def shuffled(self, part: str, items: Sequence[T]) -> list[T]:
        """A new list in a Fisher-Yates order (the engine's ``Rng.shuffle``)."""
        result = self._rng.shuffle(self._prefix + part, items)
        self._rng.log.clear()
        return result

    def chance(self, part: str, numerator: int, denominator: int) -> bool:
        """True ``numerator`` times in ``denominator`` (whole numbers only)."""
        return self.below(part, denominator) < numerator
