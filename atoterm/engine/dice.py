"""Dice: d10 tests, the natural 10 / natural 1 rule and the price of Fate re-rolls.

Every d10 roll of the game is judged here, whoever rolls it and in whichever phase: a Titan's
Attack die, an Evasion die, a battle Skill test, a storybook test, an Argo test (Saves,
Negotiation). A natural 10 always succeeds and a natural 1 always fails [GEN-015]; otherwise
the die plus its bonus must reach the target. A die is re-rolled at most once [GEN-018]; all
re-rolls are declared before any is rolled [GEN-019, GEN-020]; each re-roll beyond the free
ones costs +1 Fate (Argo Fate for the Argo, GEN-024) [GEN-021, GEN-022], and Fate is never raised
above 9 on purpose to pay for one [GEN-025].

The dice themselves are drawn from the caller's named stream (``rng.d10(stream)``) so that each
phase keeps its own counters: this module only holds the rules, never a random source.
"""

from __future__ import annotations

from typing import Protocol

SIDES = 10
NATURAL_SUCCESS = 10
"""A natural 10 always succeeds (hits, evades, passes) [GEN-015]."""
NATURAL_FAILURE = 1
"""A natural 1 always fails (misses, is hit, fails the test) [GEN-015]."""
FATE_MAX = 9
"""Fate (and Argo Fate) cannot be raised above 9 to pay for a re-roll [GEN-025]."""


class D10Source(Protocol):
    """What rolls a die: the campaign's and the battle's random streams both do."""

    def d10(self, stream: str = "d10") -> int: ...


def roll(rng: D10Source, stream: str, n: int = 1) -> list[int]:
    """``n`` d10 from ``stream``, in order (the draw order is part of the journal)."""
    return [rng.d10(stream) for _ in range(n)]


def succeeds(natural: int, bonus: int, target: int) -> bool:
    """A natural 10 always succeeds, a natural 1 always fails; otherwise the die plus its bonus
    must reach the target [GEN-015]."""
    return natural == NATURAL_SUCCESS or (natural != NATURAL_FAILURE and natural + bonus >= target)


def success_faces(bonus: int, target: int) -> int:
    """How many of the ten faces succeed (exact odds, no floats) [GEN-015]."""
    return sum(1 for face in range(1, SIDES + 1) if succeeds(face, bonus, target))


def is_crit(natural: int) -> bool:
    """The roll ignores its bonus and target (a natural 10 or a natural 1) [GEN-015]."""
    return natural in (NATURAL_SUCCESS, NATURAL_FAILURE)


def crit_note(natural: int) -> str:
    """The words a log line adds after a natural 10 or 1 ("" otherwise) [ADV-067]."""
    if natural == NATURAL_SUCCESS:
        return " (natural 10: always a success)"
    if natural == NATURAL_FAILURE:
        return " (natural 1: always a failure)"
    return ""


def natural_needed(bonus: int, target: int) -> int:
    """The lowest natural roll that succeeds: never below 2 (a 1 always fails), never above 10
    (a 10 always succeeds)."""
    return max(2, min(NATURAL_SUCCESS, target - bonus))


def fate_room(fate: int) -> int:
    """How many re-rolls Fate can still pay for before it would pass 9 [GEN-021, GEN-025]."""
    return max(0, FATE_MAX - fate)


def can_pay_fate(fate: int, cost: int = 1) -> bool:
    """Whether gaining ``cost`` Fate for re-rolls keeps Fate at most 9 [GEN-025]."""
    return fate + cost <= FATE_MAX


def fate_reroll_problem(fate: int, whose: str = "Fate") -> str:
    """Why one more Fate re-roll is impossible ("" when it is possible) [GEN-025]."""
    return "" if can_pay_fate(fate) else f"{whose} cannot be raised above 9"


def reroll_cost(declared: int, free: int) -> int:
    """Fate to gain for ``declared`` re-rolls when ``free`` of them cost nothing [GEN-021]."""
    return max(0, declared - free)
