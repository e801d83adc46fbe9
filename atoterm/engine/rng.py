"""Named, counter-based random streams (ARCHITECTURE §3).

Algorithm (fixed; `tests/test_rng.py` pins known outputs so a change fails a test):

* ``stream_key(name)`` = BLAKE2b with an 8-byte digest (``digest_size=8``) of the name as
  UTF-8, read big-endian.
* ``base(seed, name)`` = ``splitmix64_mix(seed mod 2**64) XOR stream_key(name)``.
* The n-th 64-bit output of a stream (n = 0, 1, ...) is SplitMix64 at position n:
  ``splitmix64_mix(base + (n + 1) * GOLDEN_GAMMA mod 2**64)``.
* ``below(k)`` maps outputs to ``0..k-1`` by rejection sampling (no modulo bias, no floats):
  outputs at or above ``2**64 - (2**64 mod k)`` are discarded and the next counter is used.
* ``d10`` is ``1 + below(10)``; ``shuffle`` is Fisher-Yates from the last index down.

Each draw is identified by (campaign seed, stream name, counter). The counters live in the game
state, so undoing a decision restores them and the same choice draws the same numbers: undo can
never re-roll, and draws on one stream never shift the outcomes of another.
"""

from __future__ import annotations

import hashlib
from collections.abc import MutableMapping, Sequence
from dataclasses import dataclass, field
from types import MappingProxyType
from typing import NamedTuple, TypeVar

MASK64 = (1 << 64) - 1
GOLDEN_GAMMA = 0x9E3779B97F4A7C15
_SPAN = 1 << 64
"""How many 64-bit outputs there are (the rejection limit of ``below`` is made from it)."""
T = TypeVar("T")


def splitmix64_mix(z: int) -> int:
    """The SplitMix64 finalizer (Steele, Lea, Flood 2014)."""
    z &= MASK64
    z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & MASK64
    z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & MASK64
    return z ^ (z >> 31)


def stream_key(name: str) -> int:
    """A stable 64-bit key for a stream name."""
    return int.from_bytes(hashlib.blake2b(name.encode("utf-8"), digest_size=8).digest(), "big")


_FIXED_KEYS = MappingProxyType({"bot": stream_key("bot")})
""":func:`stream_key` of the streams :func:`choose_index` is asked for at every decision a bot
makes (constants, worked out at import: the hash is most of a pick's cost). Not a cache of
bases: a module-level cache is state the engine may not hold (tests/test_module_state.py)."""


def stream_output(seed: int, name: str, counter: int) -> int:
    """The raw 64-bit output number ``counter`` of stream ``name`` under ``seed``."""
    base = splitmix64_mix(seed & MASK64) ^ stream_key(name)
    return splitmix64_mix((base + (counter + 1) * GOLDEN_GAMMA) & MASK64)


class Draw(NamedTuple):
    """One random outcome: which stream, at which counter, what bound, and the value drawn."""

    stream: str
    counter: int
    bound: int
    value: int

    def to_plain(self) -> list[object]:
        return [self.stream, self.counter, self.bound, self.value]


_new_tuple = tuple.__new__


@dataclass
class Rng:
    """Draws from named streams whose counters are held in ``counters`` (part of the state).

    Every draw is appended to ``log`` so the session can journal the outcomes a decision
    produced and a replay can compare them.
    """

    seed: int
    counters: MutableMapping[str, int]
    log: list[Draw] = field(default_factory=list)
    forced: MutableMapping[str, list[int]] = field(default_factory=dict)
    """Scenario-forced results per stream, used (and consumed) before real draws."""
    bases: dict[str, int] = field(default_factory=dict, repr=False, compare=False)
    """Each stream's base under this seed (:func:`stream_output`), made once per stream."""

    def _next(self, stream: str) -> tuple[int, int]:
        counter = self.counters.get(stream, 0)
        self.counters[stream] = counter + 1
        base = self.bases.get(stream)
        if base is None:
            base = self.bases[stream] = splitmix64_mix(self.seed & MASK64) ^ stream_key(stream)
        return counter, splitmix64_mix((base + (counter + 1) * GOLDEN_GAMMA) & MASK64)

    def below(self, stream: str, bound: int, low: int = 0) -> int:
        """A uniform integer in ``low..low+bound-1``.

        A forced result (scenarios) is taken first; it still advances the stream's counter
        so that the draws after it are the same as without forcing.
        """
        if bound <= 0:
            raise ValueError(f"bound must be positive, got {bound}")
        queue = self.forced.get(stream) if self.forced else None  # (forced in scenarios only)
        if queue:
            value = queue.pop(0)
            if not low <= value < low + bound:
                raise ValueError(
                    f"forced {stream} result {value} is outside {low}..{low + bound - 1}"
                )
            counter, _ = self._next(stream)
            self.log.append(Draw(stream, counter, bound, value - low))
            return value
        limit = _SPAN - (_SPAN % bound)
        counters = self.counters
        base = self.bases.get(stream)
        if base is None:
            base = self.bases[stream] = splitmix64_mix(self.seed & MASK64) ^ stream_key(stream)
        while True:  # _next, inlined: this is the hottest draw
            counter = counters.get(stream, 0)
            counters[stream] = counter + 1
            # splitmix64_mix, inlined (its argument is already masked to 64 bits)
            z = (base + (counter + 1) * GOLDEN_GAMMA) & MASK64
            z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & MASK64
            z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & MASK64
            raw = z ^ (z >> 31)
            if raw < limit:
                value = raw % bound
                # Draw(stream, counter, bound, value), made without the named tuple's
                # Python-level __new__
                self.log.append(_new_tuple(Draw, (stream, counter, bound, value)))
                return low + value

    def d10(self, stream: str = "d10") -> int:
        """A ten-sided die: 1..10 (the '10' face counts as 10, GEN-014)."""
        return self.below(stream, 10, low=1)

    def choice(self, stream: str, items: Sequence[T]) -> T:
        return items[self.below(stream, len(items))]

    def shuffle(self, stream: str, items: Sequence[T]) -> list[T]:
        """A new list with the items in a Fisher-Yates order drawn from ``stream``."""
        result = list(items)
        if len(result) < 2:
            return result  # (nothing drawn: the stream's counter is not even written)
        if self.forced and self.forced.get(stream):  # scenarios: each draw as below() takes it
            for i in range(len(result) - 1, 0, -1):
                j = self.below(stream, i + 1)
                result[i], result[j] = result[j], result[i]
            return result
        # below() for every index, inlined: the same outputs, the same counter, the same log
        # (half of a battle's draws are its decks' shuffles, and each call and look-up costs
        # as much as the mix). Output n mixes ``base + (n + 1) * GOLDEN_GAMMA``: that number is
        # kept and the gamma added at each draw, one multiplication fewer.
        base = self.bases.get(stream)
        if base is None:
            base = self.bases[stream] = splitmix64_mix(self.seed & MASK64) ^ stream_key(stream)
        counters, log = self.counters, self.log
        counter = counters.get(stream, 0)
        step = (base + counter * GOLDEN_GAMMA) & MASK64
        for i in range(len(result) - 1, 0, -1):
            bound = i + 1
            limit = _SPAN - (_SPAN % bound)
            while True:  # (rejection sampling, as in below())
                step = (step + GOLDEN_GAMMA) & MASK64
                z = ((step ^ (step >> 30)) * 0xBF58476D1CE4E5B9) & MASK64
                z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & MASK64
                raw = z ^ (z >> 31)
                drawn, counter = counter, counter + 1
                if raw < limit:
                    j = raw % bound
                    log.append(_new_tuple(Draw, (stream, drawn, bound, j)))
                    break
            result[i], result[j] = result[j], result[i]
        counters[stream] = counter
        return result


def choose_index(seed: int, stream: str, counter: int, bound: int) -> int:
    """A stateless uniform pick for helpers outside the game state (the bot's choices).

    Uses the same rejection rule as :meth:`Rng.below`, with sub-counters ``counter*64 + k``.
    """
    if bound <= 0:
        raise ValueError(f"bound must be positive, got {bound}")
    if bound == 1:  # the one index: no output is rejected for it (a bot's lone legal option)
        return 0
    key = _FIXED_KEYS.get(stream)
    # splitmix64_mix(seed & MASK64), inlined as below (a bot asks at every decision it makes)
    z = seed & MASK64
    z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & MASK64
    z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & MASK64
    base = (z ^ (z >> 31)) ^ (stream_key(stream) if key is None else key)
    limit = _SPAN - (_SPAN % bound)
    sub = counter * 64
    while True:  # Rng.below without a Rng: outputs sub, sub + 1, ... of the stream
        # splitmix64_mix, inlined (a bot asks at every decision it makes)
        z = (base + (sub + 1) * GOLDEN_GAMMA) & MASK64
        z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & MASK64
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & MASK64
        raw = z ^ (z >> 31)
        if raw < limit:
            return raw % bound
        sub += 1
