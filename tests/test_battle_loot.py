"""Gear gained during a Battle: the Titan responsible may equip it at once, discarding other
Gear to make room [GEN-036]; a Possession card must be equipped [GEN-037]."""

from __future__ import annotations

import battle_kit as kit
import pytest

from atoterm.engine.battle.abilities.effects import EffectCtx, resolve_effects

SWORD = kit.gear("sword", attack_dice=2, power=1)
MAUL = kit.gear("maul", hands=2, attack_dice=3, power=2)
CHARM = kit.gear("charm", kind="support", slot="support", hands=0)
TORQUE = kit.gear(
    "torque", kind="support", slot="support", hands=0, keywords=["possession_argonaut"]
)


def gain(loadout: tuple[str, ...], card: str, answers: list[str]):
    content = kit.pack(gear_cards=[SWORD, MAUL, CHARM, TORQUE])
    b = kit.battle(content, titans=[kit.titan("A", 8, 2, *loadout), kit.titan("B", 8, 6)])
    ctx = EffectCtx(source="A", subject="A", origin="response")
    _, asked = kit.drive(b, resolve_effects(b, kit.fx(f"gain_gear {card}"), ctx), answers)
    titan = b.battle.titan("A")
    equipped = [g.card for g in titan.gear if not g.discarded]
    return b, asked, equipped


@pytest.mark.parametrize(
    ("loadout", "card", "answers", "equipped"),
    [
        pytest.param(("fists",), "charm", ["equip"], ["fists", "charm"], id="GEN-036-equip-now"),
        pytest.param(("fists",), "charm", ["armory"], ["fists"], id="GEN-036-to-the-armory"),
        pytest.param(
            ("sword", "fists"), "maul", ["discard-0", "equip"], ["maul"], id="GEN-036-make-room"
        ),
        pytest.param(("fists",), "sword", ["equip"], ["fists", "sword"], id="GEN-036-free-hand"),
    ],
)
def test_gained_gear_may_be_equipped(loadout, card, answers, equipped) -> None:
    b, asked, have = gain(loadout, card, answers)
    assert asked[0].kind == "battle.loot"
    assert have == equipped
    assert b.battle.aftermath == {f"gear:{card}": 1}  # the Armory owns it either way


def test_possession_must_be_equipped() -> None:
    """GEN-037: the Armory is not an option for a Possession card that fits."""
    _, asked, have = gain(("fists",), "torque", ["equip"])
    armory = next(o for o in asked[0].options if o.id == "armory")
    assert armory.disabled and "GEN-037" in armory.disabled
    assert have == ["fists", "torque"]


def test_make_room_options_say_when_a_discard_is_not_enough() -> None:
    """GEN-036: two one-handed weapons make room for a two-handed one one discard at a time;
    a support card does not make room in the hands."""
    _, asked, have = gain(("sword", "sword", "charm"), "maul", ["discard-0", "discard-1", "equip"])
    first = {o.id: o for o in asked[0].options}
    assert "then still: needs 2 free hands" in first["discard-0"].explain
    assert first["discard-2"].disabled.startswith("it would not make room")
    assert [d.kind for d in asked] == ["battle.loot"] * 3
    assert have == ["charm", "maul"]
