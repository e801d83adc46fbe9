"""Possession Gear bound to whoever first equipped it, kept between campaign battles
(engine/campaign/possession.py) [KEY-036, KEY-037, GEN-037].

A campaign with two unnamed Dreamwalkers and a Keel-Ram (Titan 1) and an Armory of the Coilhook
Sickle (Titan Possession) and two Ilyran Vigil Lamps (Argonaut Possession) fights a Timeline
Battle with the default loadout, then its Adversary Battle the same day.
"""

from __future__ import annotations

import dataclasses

import pytest
from test_campaign_encounter import CYCLE, ctx_of, encounter_state, end_battle

from atoterm.content import ContentPack
from atoterm.engine import machine
from atoterm.engine.adventure import members
from atoterm.engine.campaign_state import Possession
from atoterm.engine.revision import REVISION_5
from atoterm.engine.state import GameState
from atoterm.ui.campaign_text import armory_line

ARMORY = ("coilhook-sickle", "vigil-lamp", "vigil-lamp")


@pytest.fixture(scope="module")
def pack(content: ContentPack) -> ContentPack:
    return dataclasses.replace(content, storybook=None, cycle=CYCLE)


def after_first_battle(pack: ContentPack) -> tuple[GameState, list]:
    state = encounter_state(pack, dreamwalkers=2, titans=("keel-ram",), armory=ARMORY)
    state.campaign.battles_due.append("adversary")
    machine.start(state, pack)
    machine.apply(state, pack, "first:timeline")
    machine.apply(state, pack, "prim:ammonax")
    worn = {t.key: [g.card for g in t.gear] for t in state.battle.titans}
    assert worn["A"][0] == "coilhook-sickle"  # Ithra's Dreamwalker (the seat's default)
    assert "vigil-lamp" in worn["B"] and "vigil-lamp" in worn["C"]  # Kalon, Melisse (Keel-Ram)
    ctx = end_battle(state, pack, "won")
    machine.start(ctx.state, ctx.content)  # the Adversary Battle, at its Setup
    return state, ctx.events


def test_first_equipped_binds_KEY_036_KEY_037(pack):
    """The Sickle binds to the Dreamwalker that wore it, which leaves the Dreamwalker count for
    a Titan record of its own (uid 2); each Lamp binds to the Argonaut that wore it; the Argo
    Sheet's Armory line says who holds what."""
    state, events = after_first_battle(pack)
    assert state.campaign.possessions == [
        Possession("coilhook-sickle", titan=2),
        Possession("vigil-lamp", argonaut=1),
        Possession("vigil-lamp", argonaut=2),
    ]
    assert state.argo.dreamwalkers == 1
    assert [(t.uid, t.titan_class) for t in state.campaign.titans] == [
        (1, "keel-ram"),
        (2, "hold-dreamer"),
    ]
    bound = [e for e in events if e.kind == "possession_bound"]
    assert [e.rule for e in bound] == ["KEY-036", "KEY-037", "KEY-037"]
    assert "must be equipped on that Titan in every later Battle" in bound[0].text
    line = armory_line(pack, state).plain
    assert "bound: Coilhook Sickle: the unnamed Hold-Dreamer that first wore it (Titan " in line
    assert "Ilyran Vigil Lamp: Kalon (Argonaut Possession)" in line


def test_the_default_loadout_keeps_each_card_with_its_owner_KEY_036_KEY_037(pack):
    """Next Battle's default: the Sickle is on Titan 2 whoever junctions with it (Kalon now),
    each Lamp on its Argonaut's Titan, and nothing of theirs on Ithra's Dreamwalker."""
    state, _ = after_first_battle(pack)
    assert state.battle is not None and state.battle.primordial.id == "threnos"
    worn = {(t.argonaut, t.roster_uid): [g.card for g in t.gear] for t in state.battle.titans}
    assert worn == {
        (0, 0): ["fists"],
        (1, 2): ["coilhook-sickle", "vigil-lamp", "fists"],
        (2, 1): ["vigil-lamp", "fists"],
    }


def test_setup_refuses_a_bound_card_to_another_titan_KEY_036_KEY_037(pack):
    """Choosing the loadouts: Titan 2's option says it wears the Sickle; Ithra may equip
    neither the Sickle nor a Lamp, and is told why; Kalon's Titan starts with both and
    cannot take them off."""
    state, _ = after_first_battle(pack)
    machine.apply(state, pack, "choose")
    titan_2 = state.pending.option("titan-2")
    assert "wears Coilhook Sickle (Titan Possession)" in titan_2.explain
    for pick in ("class-hold-dreamer", "titan-2", "titan-1"):
        machine.apply(state, pack, pick)
    ithra = state.pending
    assert ithra.kind == "battle.setup.gear" and "Ithra" in ithra.prompt
    assert ithra.option("gear-coilhook-sickle").disabled == (
        "Coilhook Sickle is bound to the unnamed Hold-Dreamer that first wore it (Titan "
        "Possession): it may be equipped only on that Titan, whoever junctions with it"
    )
    assert ithra.option("gear-vigil-lamp").disabled == (
        "Ilyran Vigil Lamp is bound to Kalon (Argonaut Possession): it may be equipped only on "
        "Kalon's Titan"
    )
    machine.apply(state, pack, "done")
    kalon = state.pending
    assert "Kalon" in kalon.prompt and "Coilhook Sickle" in kalon.prompt
    assert "clear" not in [o.id for o in kalon.options]  # nothing to take off but bound cards


def test_a_lost_titan_or_argonaut_frees_its_cards_KEY_036_KEY_037(pack):
    """The Adversary Battle is lost with Ithra's Dreamwalker and Titan 2 dead: the Sickle's
    bond ends with its Titan; Melisse dies (a story death): her Lamp's bond ends. The cards
    stay in the Armory and wait for the next Titan to equip them."""
    state, _ = after_first_battle(pack)
    assert [t.roster_uid for t in state.battle.titans[:2]] == [0, 2]
    ctx = end_battle(state, pack, "lost", dead=2)
    assert state.campaign.possessions == [
        Possession("vigil-lamp", argonaut=1),
        Possession("vigil-lamp", argonaut=2),
    ]
    story = ctx_of(state, pack)
    members.argonaut_lost(story, 2, "is dead")
    assert state.campaign.possessions == [Possession("vigil-lamp", argonaut=1)]
    freed = [e for e in ctx.events + story.events if e.kind == "possession_freed"]
    assert [e.rule for e in freed] == ["KEY-036", "KEY-037"]
    assert sorted(state.story.armory) == sorted(ARMORY)


def test_a_revision_5_journal_binds_nothing_KEY_036(pack):
    """Binding is rules revision 6: a campaign of a format 5 journal ends its battles with no
    bond, so the default loadouts and Setup options it recorded stay as they were."""
    state = encounter_state(pack, dreamwalkers=2, titans=("keel-ram",), armory=ARMORY)
    state.layout = REVISION_5
    machine.start(state, pack)
    machine.apply(state, pack, "prim:ammonax")
    end_battle(state, pack, "won")
    assert state.campaign.possessions == [] and state.argo.dreamwalkers == 2


@pytest.mark.parametrize(
    ("bond", "fragment"),
    [
        ({"card": "no-such-gear", "titan": 1}, "possessions[0].card: unknown Gear card"),
        ({"card": "vigil-lamp", "argonaut": 7}, "possessions[0].argonaut"),
        ({"card": "vigil-lamp", "titan": 1, "argonaut": 0}, "names one Titan or one Argonaut"),
    ],
)
def test_a_bond_read_from_a_file_is_checked_KEY_036(pack, content, bond, fragment):
    """A state read from a file may name only a Gear card of the pack and one owner."""
    import msgpack

    from atoterm.engine.codec import canonical_bytes, to_plain
    from atoterm.engine.validate import StateError, decode_game_state

    state = encounter_state(content, titans=("keel-ram",))
    plain = to_plain(state, compact=True)
    plain.setdefault("campaign", {})["possessions"] = [bond]
    with pytest.raises(StateError, match=fragment.replace("[", r"\[").replace("]", r"\]")):
        decode_game_state(msgpack.packb(plain, use_bin_type=True), content)
    assert decode_game_state(canonical_bytes(state), content).campaign.possessions == []
