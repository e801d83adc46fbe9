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


def test_trait_conditions_follow_the_board_within_one_battle() -> None:
    """[BAT-PRIM-017, BAT-PRIM-026] Asked again in the same battle, a condition reads the board
    as it is now: the Titan moving away, then the Primordial moving beside it, then the Titan
    on a Vantage Point (adjacent to it, BAT-MISC-061), each change the answer."""
    b = _battle([kit.titan("A", 3, 4)])
    titan = b.battle.titan("A")
    assert not trait_abilities(b, "start_of_primordial_round")  # adjacent
    titan.row = 8
    assert trait_abilities(b, "start_of_primordial_round")  # alone
    b.battle.primordial.row = 6  # its footprint now borders (8, 4)
    assert not trait_abilities(b, "start_of_primordial_round")
    b.battle.primordial.row = 1
    assert trait_abilities(b, "start_of_primordial_round")
    titan.vantage = "vp"
    assert not trait_abilities(b, "start_of_primordial_round")


def test_trait_abilities_follow_the_level_and_removals_within_one_battle() -> None:
    """[BAT-SETUP-030] The Traits whose abilities fire are those in play now: a Level that
    removes one, or a Trait removed, takes its abilities away in the same battle."""
    b = _battle([kit.titan("A", 8, 4)], level=1)
    assert [t.id for t, _ in trait_abilities(b, "start_of_primordial_round")] == ["watch"]
    b.battle.primordial.level = 2
    assert not trait_abilities(b, "start_of_primordial_round")
    b.battle.primordial.level = 1
    assert [t.id for t, _ in trait_abilities(b, "start_of_primordial_round")] == ["watch"]
    b.battle.primordial.removed_traits.append("watch")
    assert not trait_abilities(b, "start_of_primordial_round")
