"""Primordial Traits: cumulative by level, conditions on the board, and the BP-drawn answer."""

from __future__ import annotations

import battle_kit as kit
import pytest

from atoterm.content.battle_schema import PrimordialLevel, Trait
from atoterm.engine.battle.primordial.round import active_traits, trait_abilities

WATCH = Trait(
    "watch",
    "Watch",
    "No Titan adjacent: turn toward the Priority Target.",
    (kit.ability("Watch", "start_of_primordial_round", "turn toward", when="no_titan_adjacent"),),
)
BULWARK = Trait(
    "bulwark",
    "Bulwark",
    "Attacked from the front: +1 AT.",
    (kit.ability("Bulwark", "bp_drawn", "token at 1", when="attacker_in_front"),),
)
LEVELS = (
    PrimordialLevel(1, 5, 5, 10, traits=("watch", "bulwark")),
    PrimordialLevel(2, 6, 5, 10, removes=("watch",)),
    PrimordialLevel(3, 6, 5, 10),
    PrimordialLevel(4, 7, 5, 10),
)


def _battle(titans: list, level: int = 1) -> kit.B:
    content = kit.pack(levels=LEVELS, traits={"watch": WATCH, "bulwark": BULWARK})
    return kit.battle(content, titans=titans, primordial=(1, 4, "S"), level=level)


def test_traits_cumulative_and_removed() -> None:
    """[BAT-SETUP-030] Traits of lower Levels carry over unless a Level removes them."""
    assert [t.id for t in active_traits(_battle([kit.titan("A", 8, 4)], level=1))] == [
        "watch",
        "bulwark",
    ]
    assert [t.id for t in active_traits(_battle([kit.titan("A", 8, 4)], level=3))] == ["bulwark"]


@pytest.mark.parametrize(
    ("cell", "fires"),
    [((8, 4), True), ((3, 4), False)],
    ids=[
        "BAT-PRIM-017 no Titan adjacent: the trait acts",
        "BAT-PRIM-017 a Titan adjacent: it does not",
    ],
)
def test_start_of_round_trait_condition(cell: tuple[int, int], fires: bool) -> None:
    b = _battle([kit.titan("A", *cell)])
    assert bool(trait_abilities(b, "start_of_primordial_round")) is fires


@pytest.mark.parametrize(
    ("cell", "fires"),
    [((6, 4), True), ((0, 4), False)],
    ids=[
        "BAT-PRIM-065 attacker in the front area: +1 AT",
        "BAT-PRIM-065 attacker behind: no bonus",
    ],
)
def test_bp_drawn_trait_reads_the_attacker(cell: tuple[int, int], fires: bool) -> None:
    b = _battle([kit.titan("A", *cell)])
    assert bool(trait_abilities(b, "bp_drawn", attacker="A")) is fires
