"""Smaller battle rules: the Primordial sheet's numbers, voluntary gains above 9, dice supply,
keywords without an effect in this Cycle."""

from __future__ import annotations

import battle_kit as kit
import pytest

from atoterm.content import ContentPack
from atoterm.content.battle_schema import Effect, PrimordialLevel
from atoterm.engine.battle.abilities import usage as abilities
from atoterm.engine.battle.abilities.keywords import keyword_ability
from atoterm.engine.battle.titans import stats
from atoterm.engine.rng import Rng

LEVELS = (
    PrimordialLevel(1, 5, 4, 10),
    PrimordialLevel(2, 6, 5, 10, at_bonus=1),
    PrimordialLevel(3, 6, 5, 10, at_bonus=1, evasion_dice_bonus=1),
    PrimordialLevel(4, 7, 6, 12, at_bonus=2, danger_bonus=1, evasion_dice_bonus=1),
)


@pytest.mark.parametrize("level", [1, 2, 3, 4])
def test_level_attributes_drive_the_numbers(level: int) -> None:
    """[BAT-PRIM-008] To Hit, Speed and the bonuses of the current Level are the ones used
    [BAT-PRIM-009, BAT-PRIM-010, BAT-PRIM-011]."""
    b = kit.battle(kit.pack(levels=LEVELS), level=level)
    spec = LEVELS[level - 1]
    assert (stats.to_hit(b), stats.speed(b), stats.at_bonus(b)) == (
        spec.to_hit,
        spec.speed,
        spec.at_bonus,
    )
    assert stats.danger_bonus(b) == spec.danger_bonus
    assert stats.evasion_dice(b, 2) == 2 + spec.evasion_dice_bonus


def test_primordial_sheet_of_the_shipped_content(content: ContentPack) -> None:
    """[BAT-PRIM-002, BAT-PRIM-006] the diagram gives the footprint, front and blindspots, and
    the basic Traits (Unavoidable Knockback, Blindspots, Lumbering) are on the sheet."""
    assert content.battle is not None
    prim = content.battle.primordials["ammonax"]
    assert prim.size == 3
    assert prim.unavoidable_knockback > 0
    assert prim.blindspots and all(len(c) == 2 for c in prim.blindspots)
    assert prim.diagram.facing in ("N", "E", "S", "W")
    assert [lv.level for lv in prim.levels] == [1, 2, 3, 4]


def test_fate_cost_cannot_be_paid_at_nine() -> None:
    """[GEN-033, GEN-025, BAT-MISC-079] a cost that would raise Fate above 9 cannot be paid:
    the ability is not offered."""
    charm = kit.gear(
        "charm",
        kind="support",
        slot="support",
        hands=0,
        abilities=(kit.ability("Steady", "free", "opening 1", cost=["fate 1"]),),
    )
    content = kit.pack(gear_cards=[charm])
    low = kit.battle(
        content, titans=[kit.titan("A", 8, 4, "fists", "charm")], triskelion={"A": (0, 8, 0)}
    )
    high = kit.battle(
        content, titans=[kit.titan("A", 8, 4, "fists", "charm")], triskelion={"A": (0, 9, 0)}
    )
    names = lambda b: [r.name for r in abilities.available(b, b.battle.titans[0], "free")]  # noqa: E731
    assert "Steady" in names(low)
    assert "Steady" not in names(high)


def test_d10_supply_is_unlimited() -> None:
    """[GEN-016] any number of d10s can be rolled; each is 1..10."""
    rng = Rng(3, {})
    rolls = [rng.d10("battle.d10") for _ in range(40)]
    assert len(rolls) == 40 and set(rolls) <= set(range(1, 11))


def test_ascended_has_no_effect_in_this_cycle() -> None:
    """[KEY-002] Ascended ignores Power Level penalties, which Cycle I does not have: the
    keyword gives no ability to use."""
    assert keyword_ability(Effect("ascended", 0, "", "ascended")) is None


def test_death_blow_slays_before_all_wounds() -> None:
    """[BAT-MISC-029] a Death Blow ends the battle in victory with fewer Wounds than needed."""
    from atoterm.engine.battle.attack.wounds import death_blow
    from atoterm.engine.battle.core.ending import BattleOver

    b = kit.battle(kit.pack(levels=LEVELS))
    with pytest.raises(BattleOver):
        death_blow(b, None, None)
    assert b.battle.result == "won"
    assert stats.wounds_dealt(b) < LEVELS[0].wounds
