"""Gear won in a campaign battle joins the Armory only, from rules revision 5.

A critically wounded BP card may give Gear (``gain_gear``): the battle lists it in its
Aftermath as ``gear:<id>`` beside the Primordial resources (the battle's summary shows it),
the Titan responsible may equip it at once or send it to the Armory [GEN-036, GEN-037], and
after the battle the card joins the Argo Armory either way. Before revision 5 the battle's
end also copied the whole Aftermath into the Cargo Hold, so the Gear stood there a second
time, as a resource line ``gear:<id>`` (found in a progress-bot campaign, seed 3, day 27:
"To the Cargo Hold: … 1 Stormglass Lance", with the Lance in the Armory too); and Gear won
with no living Titan to offer it to reached only that line, never the Armory. A journal of
formats 1 to 4 recorded that Cargo Hold in its digests, so it keeps it (``engine/revision.py``,
``battle_gear_joins_the_armory_only``).
"""

from __future__ import annotations

import dataclasses

import battle_kit as kit
import pytest

from atoterm.content import ContentPack
from atoterm.content.campaign_model import CampaignContent, Evolution
from atoterm.engine import machine
from atoterm.engine.battle.abilities.effects import PRIMORDIAL, EffectCtx, resolve_effects
from atoterm.engine.battle.core.state import GearState
from atoterm.engine.campaign.campaign_battle import campaign_battle_over
from atoterm.engine.revision import REVISION_4, battle_gear_joins_the_armory_only
from atoterm.engine.setup import new_state
from atoterm.engine.state import GameState, RulesOptions
from atoterm.engine.steps import STEPS
from atoterm.engine.upgrade import LAYOUT, LEGACY_LAYOUT, VALUES_LAYOUT

CYCLE = CampaignContent(
    evolution=(Evolution("kyanippe", (1, 2, 2, 3)), Evolution("ammonax", (1, 1, 2, 3))),
    adversary="threnos",
    tides_of_fate=3,
)
LANCE = "stormglass-lance"
LAYOUTS = [
    pytest.param(LEGACY_LAYOUT, False, id="formats 1-2 keep the gear line"),
    pytest.param(VALUES_LAYOUT, False, id="format 3 keeps the gear line"),
    pytest.param(REVISION_4, False, id="format 4 keeps the gear line"),
    pytest.param(LAYOUT, True, id="GEN-036 revision 5: the Armory only"),
]


@pytest.fixture(scope="module")
def pack(content: ContentPack) -> ContentPack:
    return dataclasses.replace(content, storybook=None, cycle=CYCLE)


def timeline_battle(pack: ContentPack, layout: int) -> GameState:
    """A state of ``layout`` inside a Timeline Battle against Ammonax (day 6), the Armory
    empty; its Titan A won the Lance and the battle won two Glass Shards."""
    state = new_state(pack, 11, RulesOptions())
    state.layout = layout
    state.step, state.phase, state.step_done = "encounter", STEPS["encounter"].phase, False
    state.timeline.day = state.round = 6
    state.argo.dreamwalkers = 3
    state.story.armory = []
    machine.start(state, pack)
    machine.apply(state, pack, "prim:ammonax")
    assert state.battle is not None
    state.battle.aftermath = {f"gear:{LANCE}": 1, "glass-shard": 2}
    return state


def end(state: GameState, pack: ContentPack) -> None:
    assert state.battle is not None
    state.battle.result = "won"
    state.pending = None
    campaign_battle_over(machine._context(state, pack))


@pytest.mark.parametrize("equipped", [True, False], ids=["equipped", "sent to the Armory"])
@pytest.mark.parametrize(("layout", "armory_only"), LAYOUTS)
def test_won_gear_is_in_the_armory_once_and_not_in_the_cargo_hold(
    pack: ContentPack, layout: int, armory_only: bool, equipped: bool
) -> None:
    """GEN-036 BAT-MISC-001: equipped at once or sent to the Armory, the card joins the Armory
    once; from revision 5 the Cargo Hold gets the resources and no ``gear:`` line."""
    state = timeline_battle(pack, layout)
    assert battle_gear_joins_the_armory_only(state) is armory_only
    battle = state.battle
    assert battle is not None
    if equipped:
        battle.titans[0].gear.append(GearState(LANCE))
    else:
        battle.to_armory.append(LANCE)
    end(state, pack)
    assert state.battle is None
    assert state.story.armory.count(LANCE) == 1
    assert state.story.resources.get("glass-shard") == 2
    gear_lines = {k: n for k, n in state.story.resources.items() if k.startswith("gear:")}
    assert gear_lines == ({} if armory_only else {f"gear:{LANCE}": 1})


CHARM = kit.gear("charm", kind="support", slot="support", hands=0)


@pytest.mark.parametrize(("layout", "armory_only"), LAYOUTS)
def test_gear_won_with_nobody_to_offer_it_to_goes_to_the_armory(
    layout: int, armory_only: bool
) -> None:
    """GEN-036: Gear gained by an effect with no Titan responsible (the Primordial's own, no
    subject, no Attack) is offered to nobody; from revision 5 it is sent to the Armory (which
    it joins after the battle, as above: nothing is left only in the Aftermath); it is listed
    in the Aftermath either way."""
    content = kit.pack(gear_cards=[CHARM])
    b = kit.battle(content, titans=[kit.titan("A", 8, 2), kit.titan("B", 8, 6)])
    b.state.layout = layout
    ctx = EffectCtx(source=PRIMORDIAL, subject="", origin="ai")
    _, asked = kit.drive(b, resolve_effects(b, kit.fx("gain_gear charm"), ctx))
    assert asked == []
    assert b.battle.aftermath == {"gear:charm": 1}
    assert b.battle.to_armory == (["charm"] if armory_only else [])
