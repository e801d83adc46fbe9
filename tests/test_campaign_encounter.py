"""The Encounter Step and campaign battles [CAMP-020, CAMP-027..CAMP-029, VOY-023, VOY-028,
VOY-037, VOY-053, ADVA-034, ADV-077].

States are built directly at the Encounter Step on a Timeline Battle day (day 6 of the default
Timeline) with a small hand-made Cycle (two Evolution Tracks, the Adversary, Tides of Fate 3);
battles are ended by hand so that only the campaign's part is tested.
"""

from __future__ import annotations

import dataclasses
from typing import Any

import pytest
from proc_kit import run

from atoterm.content import ContentPack
from atoterm.content.campaign_model import CampaignContent, Evolution
from atoterm.content.story_ops import parse_effect
from atoterm.engine import machine
from atoterm.engine.battle.core.context import B
from atoterm.engine.battle.flow.aftermath import tides_of_fate
from atoterm.engine.campaign import campaign_battle
from atoterm.engine.campaign.campaign_battle import campaign_battle_over
from atoterm.engine.campaign_state import TitanRecord
from atoterm.engine.effects import resolve
from atoterm.engine.round import PROCEDURES
from atoterm.engine.setup import new_state
from atoterm.engine.state import GameState, RulesOptions, TimelineEntry
from atoterm.engine.steps import STEPS
from atoterm.engine.story_state import TerrainNote

CYCLE = CampaignContent(
    evolution=(Evolution("kyanippe", (1, 2, 2, 3)), Evolution("ammonax", (1, 1, 2, 3))),
    adversary="threnos",
    tides_of_fate=3,
)
BATTLE_DAY = 6


@pytest.fixture(scope="module")
def pack(content: ContentPack) -> ContentPack:
    return dataclasses.replace(content, storybook=None, cycle=CYCLE)


def encounter_state(
    pack: ContentPack,
    *,
    dreamwalkers: int = 2,
    titans: tuple[str, ...] = ("keel-ram",),
    armory: tuple[str, ...] = (),
    day: int = BATTLE_DAY,
    step: str = "encounter",
    done: bool = False,
) -> GameState:
    state = new_state(pack, 11, RulesOptions())
    state.step, state.phase, state.step_done = step, STEPS[step].phase, done
    state.timeline.day = state.round = day
    state.argo.dreamwalkers = dreamwalkers
    for cls in titans:
        state.campaign.titans.append(TitanRecord(state.campaign.next_titan_uid, cls))
        state.campaign.next_titan_uid += 1
    state.story.armory = list(armory)
    return state


def ctx_of(state: GameState, pack: ContentPack) -> Any:
    return machine._context(state, pack)


def end_battle(state: GameState, pack: ContentPack, result: str, dead: int = 0, **gain: int):
    """The battle procedure is over: ``dead`` Titans fell, ``gain`` resources were won."""
    battle = state.battle
    assert battle is not None
    battle.result = result
    for titan in battle.titans[:dead]:
        titan.alive = False
    battle.aftermath = dict(gain)
    state.pending = None
    ctx = ctx_of(state, pack)
    campaign_battle_over(ctx)
    return ctx


# ---------------------------------------------------------------- Timeline Battles
def test_timeline_battle_offers_both_regular_primordials_at_their_evolution_level(pack):
    """[CAMP-028] The players choose one of the two regular Primordials; each option shows the
    level of its next Evolution box; [CAMP-024] the Timeline Battle event makes it due."""
    state = encounter_state(pack)
    state.campaign.evolution = {"kyanippe": 1}
    machine.start(state, pack)
    pending = state.pending
    assert pending is not None and pending.kind == "encounter.primordial"
    labels = {o.id: o.label for o in pending.options}
    assert set(labels) == {"prim:kyanippe", "prim:ammonax"}
    assert "level 2" in labels["prim:kyanippe"]
    assert "level 1" in labels["prim:ammonax"]


@pytest.mark.parametrize(
    ("marked", "choice", "level"),
    [
        pytest.param({}, "prim:kyanippe", 1, id="CAMP-028-first-box"),
        pytest.param({"kyanippe": 2}, "prim:kyanippe", 2, id="CAMP-028-third-box"),
        pytest.param({"ammonax": 3}, "prim:ammonax", 3, id="CAMP-028-last-box"),
        pytest.param({"ammonax": 9}, "prim:ammonax", 3, id="CAMP-028-track-full"),
    ],
)
def test_timeline_battle_is_fought_at_the_evolution_level(pack, marked, choice, level):
    """[CAMP-028] The chosen Primordial is fought at its next Evolution box's level."""
    state = encounter_state(pack)
    state.campaign.evolution = dict(marked)
    machine.start(state, pack)
    machine.apply(state, pack, choice)
    battle = state.battle
    assert state.step == "battle" and battle is not None
    assert battle.primordial.id == choice.removeprefix("prim:")
    assert battle.primordial.level == level
    assert battle.scenario == f"campaign:timeline:{BATTLE_DAY}"
    assert battle.tides_of_fate == CYCLE.tides_of_fate
    assert state.pending is not None and state.pending.kind.startswith("battle.")


def test_no_battle_on_a_day_without_one(pack):
    """[CAMP-027] The Encounter Step is conditional: nothing due, nothing fought."""
    state = encounter_state(pack, day=BATTLE_DAY + 1)
    ctx = ctx_of(state, pack)
    assert run(ctx, PROCEDURES["encounter"]).asked == []
    assert state.step_done and state.battle is None and state.pending is None


def test_added_timeline_battle_counts_too(pack):
    """[CAMP-023, CAMP-027] A battle added to the Timeline in play is resolved on its day."""
    state = encounter_state(pack, day=BATTLE_DAY + 1)
    state.timeline.added.append(TimelineEntry(BATTLE_DAY + 1, "battle", "Timeline Battle"))
    machine.start(state, pack)
    assert state.pending is not None and state.pending.kind == "encounter.primordial"


# ---------------------------------------------------------------- order, Adversary
def test_several_battles_the_players_choose_the_order(pack):
    """[CAMP-027] Two battles on one day: the players choose which is first; [CAMP-029] the
    Adversary Battle is fought at its Battle Track box."""
    state = encounter_state(pack)
    state.campaign.battles_due.append("adversary")
    state.campaign.adversary.track_box = 2
    machine.start(state, pack)
    pending = state.pending
    assert pending is not None and pending.kind == "encounter.order"
    assert {o.id for o in pending.options} == {"first:adversary", "first:timeline"}
    machine.apply(state, pack, "first:adversary")
    battle = state.battle
    assert battle is not None and battle.primordial.id == "threnos"
    assert battle.track_box == 2
    assert state.campaign.battles_due == ["timeline"]
    ctx = end_battle(state, pack, "won")
    assert state.campaign.adversary.track_box == 3  # the next battle is at the next box
    assert state.step == "encounter" and not state.step_done
    machine.start(ctx.state, ctx.content)
    assert state.pending is not None and state.pending.kind == "encounter.primordial"
    assert state.campaign.battles_due == ["timeline"]  # the day's battles are added once


def test_adversary_battle_at_the_end_of_the_step_it_was_triggered_in(pack):
    """[VOY-028, CAMP-029] The Adversary reached the Argo during the Exploration Step: its
    battle begins once that step is done, and the round goes on after it."""
    state = encounter_state(pack, step="exploration", done=True)
    state.campaign.battles_due.append("adversary")
    state.campaign.adversary.battle_due = True
    machine.start(state, pack)
    assert state.step == "battle" and state.battle is not None
    assert state.battle.primordial.id == "threnos"
    assert not state.campaign.adversary.battle_due
    ctx = end_battle(state, pack, "lost", dead=1)
    assert state.step == "exploration" and state.step_done
    assert [r.kind for r in state.campaign.battles] == ["adversary"]
    assert state.campaign.evolution == {}  # no Evolution box for an Adversary Battle
    machine.start(ctx.state, ctx.content)
    assert state.step != "exploration"


# ---------------------------------------------------------------- Titans and Armory
def test_no_titan_aboard_loses_the_campaign(pack):
    """[CAMP-020, BAT-SETUP-014] Initiating a Battle with 0 Titans aboard loses the campaign."""
    state = encounter_state(pack, dreamwalkers=0, titans=())
    machine.start(state, pack)
    machine.apply(state, pack, "prim:ammonax")
    assert state.outcome is not None and state.outcome.result == "lost"
    assert state.outcome.rule == "CAMP-020"


@pytest.mark.parametrize(
    ("dreamwalkers", "titans", "seated"),
    [
        pytest.param(2, ("keel-ram",), ["hold-dreamer", "hold-dreamer", "keel-ram"], id="roster"),
        pytest.param(
            0, ("keel-ram", "keel-ram", "wave-skimmer"), ["keel-ram", "wave-skimmer"], id="ADVA-034"
        ),
        pytest.param(6, (), ["hold-dreamer"] * 4, id="four-seats"),
    ],
)
def test_titans_come_from_the_argo_roster(pack, dreamwalkers, titans, seated):
    """[ADVA-034, BAT-SETUP-011] The Titans of a campaign battle are the Argo's, at most one of
    each Argo-bred class; Argonauts without a Titan sit out."""
    state = encounter_state(pack, dreamwalkers=dreamwalkers, titans=titans)
    machine.start(state, pack)
    machine.apply(state, pack, "prim:ammonax")
    battle = state.battle
    assert battle is not None and battle.from_argo
    assert sorted(t.titan_class for t in battle.titans) == sorted(seated)


def test_gear_comes_from_the_armory(pack):
    """[BAT-SETUP-015] Gear is assigned from the Argo Armory only, each copy once."""
    bc = pack.battle
    wanted = list(bc.defaults.loadouts[0][:2]) + list(bc.defaults.loadouts[2][:1])
    state = encounter_state(pack, armory=tuple(wanted))
    machine.start(state, pack)
    machine.apply(state, pack, "prim:ammonax")
    battle = state.battle
    equipped = [g.card for t in battle.titans for g in t.gear if g.card != bc.fists]
    for card in equipped:
        assert equipped.count(card) <= wanted.count(card)
    assert equipped  # the seat defaults that are in the Armory are worn
    machine.apply(state, pack, "choose")
    while state.pending.kind == "battle.setup.titan":
        machine.apply(state, pack, state.pending.legal_options()[0].id)
    gear_ids = {
        o.id.removeprefix("gear-") for o in state.pending.options if o.id.startswith("gear-")
    }
    assert gear_ids == set(wanted)


# ---------------------------------------------------------------- after the battle
def test_after_a_timeline_battle(pack, monkeypatch):
    """[CAMP-028] Evolution box marked; [ADVA-012] encountered/killed; dead Titans leave the
    roster [BAT-MISC-010]; resources to the Cargo Hold [BAT-MISC-003]; [VOY-023, BAT-MISC-013]
    set-aside Exploration cards back; [VOY-053] Divine Surge; [VOY-037] Adversary symbols after it."""
    calls: list[tuple[str, Any]] = []

    def fake(module: str, name: str):
        return lambda ctx, *args: calls.append((name, args))

    state = encounter_state(pack, dreamwalkers=3, titans=())
    machine.start(state, pack)
    machine.apply(state, pack, "prim:kyanippe")
    state.battle.adversary_symbols = 2
    state.powers.godforms_used = ["x"]
    state.powers.charges_spent = 2
    monkeypatch.setattr(campaign_battle, "_optional", fake)
    end_battle(state, pack, "won", dead=1, bronze=2)
    campaign = state.campaign
    assert campaign.evolution == {"kyanippe": 1}
    assert campaign.encountered == {"kyanippe": 1} and campaign.killed == {"kyanippe": 1}
    record = campaign.battles[-1]
    assert (record.day, record.kind, record.result, record.titans_lost) == (6, "timeline", "won", 1)
    assert state.story.resources["bronze"] == 2
    assert state.powers.godforms_used == [] and state.powers.charges_spent == 0
    names = [name for name, _ in calls]
    assert names == ["lose_titan", "reshuffle_after_timeline_battle", "activate"]
    assert calls[-1][1] == (2, "battle")
    assert state.battle is None and state.step == "encounter" and state.phase == "battle"
    assert any(e.kind == "battle" for e in campaign.chronicle)


def test_dead_titan_leaves_the_roster_and_argonaut_deaths_are_kept(pack):
    """[BAT-MISC-010, ADVA-042] A dead Titan is lost for good; [CAMP-009] a dead Argonaut
    waits for a Rude Awakening."""
    state = encounter_state(pack, dreamwalkers=1, titans=("keel-ram",))
    state.campaign.titans[0].patterns = ["p1"]
    state.story.patterns = ["p1"]
    machine.start(state, pack)
    machine.apply(state, pack, "prim:ammonax")
    keel = next(t for t in state.battle.titans if t.titan_class == "keel-ram")
    keel.alive = False
    state.argonauts[keel.argonaut].alive = False
    end_battle(state, pack, "lost")
    assert state.campaign.titans == [] and state.argo.dreamwalkers == 1
    assert "p1" not in state.story.patterns
    assert keel.argonaut in state.story.fallen


def test_tides_of_fate_use_the_cycle_value(pack):
    """[BAT-MISC-012, GEN-032] Triskelions reset, Argo Fate lowered by the Cycle's Tides of
    Fate, not below 0."""
    state = encounter_state(pack)
    machine.start(state, pack)
    machine.apply(state, pack, "prim:ammonax")
    state.argo.argo_fate = 5
    state.argonauts[0].danger = 4
    b = B(state, pack, ctx_of(state, pack).rng)
    tides_of_fate(b)
    assert state.argo.argo_fate == 5 - CYCLE.tides_of_fate
    assert state.argonauts[0].danger == 0
    tides_of_fate(b)
    tides_of_fate(b)
    assert state.argo.argo_fate == 0


def test_adventure_terrain_only_in_timeline_battles(pack):
    """[ADV-077, ADV-079, TER-001] The Adventure Terrain noted for the day is placed in its
    Timeline Battle."""
    state = encounter_state(pack)
    terrain = next(iter(pack.battle.terrain))
    state.story.terrain_notes.append(TerrainNote(BATTLE_DAY, terrain, "outer"))
    machine.start(state, pack)
    before = len(pack.battle.primordials["ammonax"].diagram.terrain)
    machine.apply(state, pack, "prim:ammonax")
    assert len(state.battle.terrain) == before + 1
    assert state.battle.terrain[-1].terrain == terrain


def test_divine_surge_op(pack):
    """[VOY-053] A Divine Surge outside battle erases the Godform and Summoning marks."""
    assert parse_effect("divine_surge") == {"op": "divine_surge"}
    state = encounter_state(pack)
    state.powers.godforms_used = ["a"]
    state.powers.exhausted = ["b"]
    state.powers.charges_spent = 3
    resolve(ctx_of(state, pack), {"op": "divine_surge"})
    assert (state.powers.godforms_used, state.powers.exhausted) == ([], [])
    assert state.powers.charges_spent == 0


# ---------------------------------------------------------------- story battles
def _story_battle(content: ContentPack, dreamwalkers: int, titans: tuple[str, ...]):
    from atoterm.content.story_model import Target
    from atoterm.engine.adventure.battle_link import start_story_battle
    from atoterm.engine.story_state import Adventure

    start = dataclasses.replace(CYCLE.start, dreamwalkers=2)
    pack = dataclasses.replace(content, cycle=dataclasses.replace(CYCLE, start=start))
    state = encounter_state(pack, dreamwalkers=dreamwalkers, titans=titans, step="expedition")
    adventure = Adventure("hub", "0270", "expedition", battle_win="0270", battle_lose="0271")
    state.adventure = adventure
    ctx = ctx_of(state, pack)
    start_story_battle(ctx, adventure, Target("battle", primordial="kyanippe", level=1))
    return state, pack, ctx


def test_story_battle_in_a_campaign_uses_the_roster(content):
    """[CAMP-003, ADVA-034] A battle a paragraph starts is fought with the Argo's Titans; the
    campaign records it and the dead Titans leave the roster [BAT-MISC-010]."""
    from atoterm.engine.adventure.battle_link import battle_over

    state, _pack, ctx = _story_battle(content, 1, ("wave-skimmer",))
    battle = state.battle
    assert battle is not None and battle.from_argo
    assert sorted(t.titan_class for t in battle.titans) == ["hold-dreamer", "wave-skimmer"]
    battle.result = "lost"
    battle.titans[0].alive = False
    battle.aftermath = {"bronze": 1}
    state.story.queue.clear()
    battle_over(ctx)
    assert [(r.kind, r.result, r.titans_lost) for r in state.campaign.battles] == [
        ("story", "lost", 1)
    ]
    assert state.story.resources["bronze"] == 1
    assert state.argo.dreamwalkers + len(state.campaign.titans) == 1


def test_story_battle_without_titans_loses(content):
    """[CAMP-020] Any Battle initiated with 0 Titans aboard loses the campaign."""
    state, _pack, _ctx = _story_battle(content, 0, ())
    assert state.outcome is not None and state.outcome.rule == "CAMP-020"


def test_godform_cards_never_join_the_armory(pack):
    """[GEN-036, BAT-MISC-072] Gear found in a battle joins the Armory, but the Godform's virtual
    cards laid over an Awakened Titan go with the Awakening."""
    from atoterm.engine.battle.core.state import GearState

    state = encounter_state(pack, dreamwalkers=3, titans=())
    machine.start(state, pack)
    machine.apply(state, pack, "prim:ammonax")
    godform = next(iter(pack.battle.godforms.values()))
    titan = state.battle.titans[0]
    titan.gear.append(GearState(godform.card_id))
    titan.gear.append(GearState(godform.attack_id))
    titan.gear.append(GearState("stair-glaive"))
    end_battle(state, pack, "won")
    assert "stair-glaive" in state.story.armory
    assert godform.card_id not in state.story.armory
    assert godform.attack_id not in state.story.armory


def test_loot_sent_to_the_armory_arrives_after_the_battle(pack):
    """[GEN-036] Gear gained in a campaign battle and not equipped goes to the Argo Armory."""
    state = encounter_state(pack, dreamwalkers=3, titans=(), armory=("kelp-mail",))
    machine.start(state, pack)
    machine.apply(state, pack, "prim:ammonax")
    state.battle.to_armory.append("vigil-lamp")
    end_battle(state, pack, "won")
    assert sorted(state.story.armory) == ["kelp-mail", "vigil-lamp"]


def test_a_titan_death_does_not_kill_its_argonaut_BAT_MISC_016(pack, content):
    """[BAT-MISC-016] A Titan that dies in Battle is lost, its Argonaut is not: no effect says
    so, so the Argonaut lives, is not among the fallen, no Rude Awakening is read, and the
    Argonaut takes a Titan again in the next Battle. Only an effect that names the Argonaut's
    death (the storybook's ``kill``) sends the seat to a Rude Awakening [CAMP-009]."""
    state = encounter_state(pack, dreamwalkers=2, titans=("keel-ram",))
    state.campaign.battles_due.append("adversary")
    machine.start(state, pack)
    machine.apply(state, pack, "first:timeline")
    machine.apply(state, pack, "prim:ammonax")
    seat = state.battle.titans[0].argonaut
    ctx = end_battle(state, pack, "lost", dead=1)
    assert state.argonauts[seat].alive and seat not in state.story.fallen
    assert not any(q.label == "Rude Awakening" for q in state.story.queue)
    machine.start(ctx.state, ctx.content)  # the day's next Battle: the same Argonaut fights
    assert state.battle is not None and state.battle.primordial.id == "threnos"
    assert any(t.argonaut == seat for t in state.battle.titans)
    # the explicit death: the Argonaut dies and the Cycle's Rude Awakening is queued
    story_state = new_state(content, 11, RulesOptions())
    resolve(ctx_of(story_state, content), {"op": "kill", "argonaut": seat})
    assert not story_state.argonauts[seat].alive and seat in story_state.story.fallen
    assert [q.label for q in story_state.story.queue] == ["Rude Awakening"]


def test_afflictions_and_boons_stay_on_the_sheet_BAT_MISC_037(pack, content):
    """[BAT-MISC-037] An Affliction or a Boon is written on the Argonaut Sheet (the sheet screen
    lists it) and stays there through Battles, their Aftermath and the Tides of Fate, until an
    effect removes it by name (``lose_affliction``) [GEN-042, GEN-043]. The Cycle's own
    storybook writes both (``tests/test_adventure_rules.py`` reads "The Hammer Falls")."""
    from atoterm.ui.argonaut_sheet import argonaut_text

    state = encounter_state(pack)
    ctx = ctx_of(state, pack)
    resolve(ctx, {"op": "affliction", "argonaut": 0, "name": "Hammer-Cracked Ribs"})
    resolve(ctx, {"op": "boon", "argonaut": 0, "name": "Ash-Sworn"})
    sheet = argonaut_text(state.argonauts[0], content).plain
    assert "Hammer-Cracked Ribs" in sheet.split("Afflictions", 1)[1]
    assert "Ash-Sworn" in sheet.split("Boons", 1)[1].split("Afflictions", 1)[0]
    machine.start(state, pack)
    machine.apply(state, pack, "prim:ammonax")
    end_battle(state, pack, "won", dead=1)  # a Titan lost, the Tides of Fate, the surge
    assert state.argonauts[0].afflictions == ["Hammer-Cracked Ribs"]
    assert state.argonauts[0].boons == ["Ash-Sworn"]
    resolve(
        ctx_of(state, pack), {"op": "lose_affliction", "argonaut": 0, "name": "Hammer-Cracked Ribs"}
    )
    assert state.argonauts[0].afflictions == [] and state.argonauts[0].boons == ["Ash-Sworn"]
