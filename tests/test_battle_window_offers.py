"""``abilities.usage.offers``, the fast path of every ability window (an attack's among them):
it must say exactly whether the menu :func:`ability_options` would make has an option that is
not disabled."""

from __future__ import annotations

import battle_kit as kit
import pytest

from atoterm.engine.battle.abilities import usage
from atoterm.engine.battle.attack import windows as attack_windows
from atoterm.engine.battle.attack.run import AttackRun

FREE = kit.ability("Spur", "second_window", "opening 1", optional=False)  # resolves by itself
MAY = kit.ability("Lunge", "second_window", "opening 1", cost=["exhaust"])
DEAR = kit.ability("Gamble", "second_window", "break 1", cost=["fate 9"])


@pytest.mark.parametrize(
    ("abilities", "exhausted", "fate", "expected"),
    [
        ((), False, 0, False),
        ((FREE,), False, 0, False),
        ((MAY,), False, 0, True),
        ((MAY,), True, 0, False),
        ((DEAR,), False, 0, True),
        ((DEAR,), False, 5, False),
        ((FREE, MAY, DEAR), False, 5, True),
        ((FREE, MAY, DEAR), True, 0, False),
    ],
)
def test_offers_matches_the_options_made(abilities, exhausted, fate, expected):
    charm = kit.gear("charm", kind="support", slot="support", hands=0, abilities=abilities)
    content = kit.pack(gear_cards=[charm])
    b = kit.battle(content, titans=[kit.titan("A", 8, 2, "fists", "charm")])
    titan = b.battle.titan("A")
    titan.gear[1].exhausted = exhausted
    b.argonaut(titan).fate = fate
    run = AttackRun("A", 0)
    listed = attack_windows.choices(b, titan, run, ("second_window",))
    made = attack_windows.ability_options(b, titan, run, ("second_window",), listed)
    assert usage.offers(listed) == any(not o.disabled for o, _ in made) == expected
