"""Defensive numbers of the shipped Gear, end to end through a Primordial Attack
[BAT-TITAN-104]: a card's Evasion bonus is added to each Evasion die, its Evasion re-rolls are
free re-rolls of that many dice (each die still once), and its Armor dice join the Armor Roll.

The Attack is the kit's (two Evasion dice at difficulty 6, +1 Danger for each hit); the Gear
cards are the pack's own, with their printed numbers and keywords.
"""

from __future__ import annotations

from typing import Any

import battle_kit as kit
import pytest

from atoterm.content import load_content
from atoterm.engine.battle.core.context import B
from atoterm.engine.battle.primordial.attack import perform_ai_card

GEAR = load_content().battle.gear  # type: ignore[union-attr]


def attack(
    gear: list[str], d10: list[int], power: list[int] | None = None, reroll: str = ""
) -> tuple[B, list[Any]]:
    """Titan A (with ``gear``) adjacent to the Beast, which performs its one AI card; the
    re-roll declaration answered with ``reroll``, every other decision with its first open
    option. Returns the battle and the decisions."""
    card = kit.ai("strike", targeting=("closest",), doomed=True, hit=("danger_per_hit 1",))
    content = kit.pack(ai_cards=[card], gear_cards=tuple(GEAR[g] for g in gear))
    forced = {"battle.d10": d10, **({"battle.power": power} if power is not None else {})}
    b = kit.battle(content, titans=[kit.titan("A", 3, 4, *gear)], forced=forced)
    proc = perform_ai_card(b, "strike")
    asked, to_send = [], None
    while True:
        try:
            item = next(proc) if to_send is None else proc.send(to_send)
        except StopIteration:
            return b, asked
        to_send = None
        if hasattr(item, "options"):
            asked.append(item)
            ids = [o.id for o in item.options if not o.disabled]
            to_send = reroll if item.kind == "battle.reroll" and reroll in ids else ids[0]


def hits(b: B) -> int:
    return next(e for e in b.events if e.kind == "evasion_result").data["hits"]


@pytest.mark.parametrize(
    ("gear", "dice", "left"),
    [
        pytest.param([], [5, 5], 2, id="BAT-TITAN-104 no Gear: two 5s are two hits"),
        pytest.param(
            ["nacre-cuirass"], [5, 5], 0, id="BAT-TITAN-104 Evasion +1 is added to each die"
        ),
        pytest.param(["nacre-cuirass"], [4, 9], 1, id="BAT-TITAN-104 a 4 +1 still hits"),
        pytest.param(
            ["nacre-cuirass"], [1, 9], 1, id="GEN-015 a natural 1 hits whatever the bonus"
        ),
    ],
)
def test_gear_evasion_bonus(gear: list[str], dice: list[int], left: int) -> None:
    b, _ = attack(gear, dice, power=[0] * 4)
    assert hits(b) == left
    roll = next(e for e in b.events if e.kind == "evasion_roll")
    assert ("Evasion bonus +1" in roll.text) is bool(gear)


def test_gear_evasion_reroll_is_free_and_once_per_die() -> None:
    """The Sea-Turtle Buckler: Evasion +1 (and Dodge's +1 token) on each die, one free
    Evasion re-roll: a 3 misses, is re-rolled at no Fate, and the 7 it becomes evades."""
    b, asked = attack(["turtle-buckler"], [3, 8, 7], power=[0] * 4, reroll="reroll-1")
    declared = [d for d in asked if d.kind == "battle.reroll"]
    assert len(declared) == 1  # declared once: the re-rolled die is not offered again
    assert [o.id for o in declared[0].options] == ["keep", "reroll-1"]
    assert hits(b) == 0
    assert b.argonaut(b.battle.titan("A")).fate == 0  # the re-roll cost no Fate
    record = next(r for r in b.battle.last_dice if r.kind == "evasion")
    assert record.dice == [7, 8]


@pytest.mark.parametrize(
    ("gear", "tiers"),
    [
        pytest.param(["nacre-cuirass"], ["white"], id="BAT-TITAN-104 one white Armor die"),
        pytest.param(
            ["coil-plate-carapace"],
            ["red"] * 4,
            id="BAT-TITAN-104 three Armor dice, and Reinforce 1 adds a red one",
        ),
        pytest.param(["kelp-mail"], ["red"] * 2, id="BAT-TITAN-104 two red Armor dice"),
    ],
)
def test_gear_armor_dice_join_the_armor_roll(gear: list[str], tiers: list[str]) -> None:
    b, _ = attack(gear, [2, 2], power=[0] * len(tiers))
    armor = next(r for r in b.battle.last_dice if r.kind == "armor")
    assert [p.split(":")[0] for p in armor.power] == tiers
