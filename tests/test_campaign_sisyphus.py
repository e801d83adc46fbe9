"""A Sisyphus Tear in campaign battles [BAT-MISC-002, BAT-MISC-031].

A campaign battle (Timeline, Adversary, or a paragraph's) keeps the game as it was before the
battle; after the battle, lost or won, the players may spend a Sisyphus Tear from the Argo's Cargo to
replay it from there: no Titan lost, no Danger kept, the Tear gone. Without a Tear in the Cargo
the choice is offered disabled, with the reason.
"""

from __future__ import annotations

from dataclasses import replace
from types import SimpleNamespace

import adventure_kit as kit
import pytest

from atoterm.content import ContentPack
from atoterm.engine import machine
from atoterm.engine.campaign_state import TitanRecord
from atoterm.engine.codec import canonical_bytes
from atoterm.engine.decisions import Option
from atoterm.engine.setup import new_state
from atoterm.engine.state import GameState, RulesOptions
from atoterm.engine.steps import STEPS
from atoterm.engine.story_state import Queued
from atoterm.engine.validate import decode_game_state
from atoterm.session.bot_policy import bot_choice
from atoterm.session.policy_names import BOT_POLICIES

TEAR = "sisyphus-tear"


@pytest.fixture(scope="module")
def content() -> ContentPack:
    return kit.shipped()


def _timeline_battle(content: ContentPack, tears: int) -> GameState:
    """The Encounter Step of the first Timeline Battle day: the battle against Ammonax."""
    state = new_state(content, 11, RulesOptions())
    day = next(e.day for e in content.timeline if e.kind == "battle")
    state.step, state.phase, state.step_done = "encounter", STEPS["encounter"].phase, False
    state.timeline.day = state.round = day
    state.argo.dreamwalkers = 2
    state.campaign.titans.append(TitanRecord(state.campaign.next_titan_uid, "keel-ram"))
    state.campaign.next_titan_uid += 1
    state.story.resources[TEAR] = tears
    machine.start(state, content)
    machine.apply(state, content, "prim:ammonax")
    assert state.battle is not None
    return state


def _lose(state: GameState, content: ContentPack) -> None:
    """Titan A dies and its Argonaut gains Danger; the battle is lost and reaches its
    Aftermath."""
    battle = state.battle
    assert battle is not None
    battle.titans[0].alive = False
    state.argonauts[battle.titans[0].argonaut].danger = 6
    battle.result, battle.cursor = "lost", "aftermath"
    state.pending = None
    machine.start(state, content)
    assert state.pending is not None and state.pending.kind == "battle.aftermath"


def test_bat_misc_031_a_timeline_battle_keeps_the_state_before_it(content: ContentPack) -> None:
    state = _timeline_battle(content, 1)
    battle = state.battle
    assert battle is not None and battle.from_argo and battle.pre_battle
    # the kept state is a whole campaign state, checked like any other when a journal is read
    decoded = decode_game_state(canonical_bytes(state), content)
    assert decoded.battle is not None and decoded.battle.pre_battle == battle.pre_battle


def test_bat_misc_031_no_tear_in_the_cargo_no_replay(content: ContentPack) -> None:
    state = _timeline_battle(content, 0)
    _lose(state, content)
    assert state.pending is not None
    offered = {o.id: o.disabled for o in state.pending.options}
    assert offered == {"continue": "", "sisyphus": "the Argo holds no Sisyphus Tear"}


@pytest.mark.parametrize(("before", "during", "disabled"), [(0, 1, True), (1, 0, False)])
def test_bat_misc_031_the_tears_are_counted_where_they_are_spent(
    content: ContentPack, before: int, during: int, disabled: bool
) -> None:
    """The Tear is spent from the state kept from before the battle, so that is where the
    Tears are counted: a Tear the Cargo gains or loses during the battle is undone with it."""
    state = _timeline_battle(content, before)
    state.story.resources[TEAR] = during
    _lose(state, content)
    assert state.pending is not None
    assert bool({o.id: o.disabled for o in state.pending.options}["sisyphus"]) is disabled
    if not disabled:
        machine.apply(state, content, "sisyphus")
        assert state.story.resources[TEAR] == before - 1


def test_bat_misc_002_bat_misc_031_a_tear_replays_a_lost_timeline_battle(
    content: ContentPack,
) -> None:
    state = _timeline_battle(content, 2)
    roster = len(state.campaign.titans) + state.argo.dreamwalkers
    _lose(state, content)
    result = machine.apply(state, content, "sisyphus")
    battle = state.battle
    assert battle is not None and battle.result == "" and battle.cursor == "setup"
    assert all(t.alive for t in battle.titans)
    assert all(a.danger == 0 for a in state.argonauts)  # no Danger kept
    assert state.story.resources[TEAR] == 1  # one Tear spent
    assert battle.pre_battle  # a second replay would start from the same state
    assert [e.rule for e in result.events if e.kind == "sisyphus"] == ["BAT-MISC-031"] * 2
    # lost again: the second Tear replays it too, and the Cargo is empty (a replay never gives
    # back the Tear it spent), so a third loss offers no replay
    _lose(state, content)
    machine.apply(state, content, "sisyphus")
    assert state.story.resources[TEAR] == 0
    # the replayed battle is lost again and the campaign goes on: one record, one lost Titan
    _lose(state, content)
    assert state.pending is not None
    assert {o.id: o.disabled for o in state.pending.options}["sisyphus"] == (
        "the Argo holds no Sisyphus Tear"
    )
    machine.apply(state, content, "continue")
    assert state.battle is None
    assert [(r.kind, r.result) for r in state.campaign.battles] == [("timeline", "lost")]
    assert len(state.campaign.titans) + state.argo.dreamwalkers == roster - 1


def test_bat_misc_031_a_story_battle_is_replayed_from_its_paragraph(content: ContentPack) -> None:
    state = kit.fresh_state(content, seed=3)
    state.step = "expedition"  # a campaign reads 0068: the Argo's Titans fight
    state.argo.dreamwalkers = 4
    state.story.resources[TEAR] = 1
    state.story.queue.append(Queued("story", "0068", label="test"))
    run = kit.Run(state, content).start()
    assert state.battle is not None and state.battle.pre_battle
    _lose(state, content)
    run.choose("sisyphus")
    assert state.battle is not None and state.battle.cursor == "setup"
    assert state.adventure is not None and state.adventure.battle_lose == "0073"
    assert state.story.resources[TEAR] == 0
    _lose(state, content)
    assert {o.id: o.disabled for o in state.pending.options}["sisyphus"] == (
        "the Argo holds no Sisyphus Tear"
    )


# ---------------------------------------------------------------- after a won battle
def _win(state: GameState, content: ContentPack) -> None:
    """The battle is won and reaches its Aftermath."""
    battle = state.battle
    assert battle is not None
    battle.result, battle.cursor = "won", "aftermath"
    state.pending = None
    machine.start(state, content)
    assert state.pending is not None and state.pending.kind == "battle.aftermath"


def _tear(state: GameState) -> Option:
    assert state.pending is not None
    return next(o for o in state.pending.options if o.id == "sisyphus")


def test_bat_misc_031_a_tear_replays_a_won_battle_too(content: ContentPack) -> None:
    """[BAT-MISC-002] [BAT-MISC-031]: after any Battle, won or lost, the group may spend a
    Tear; the option says in a player's words what it gives up and what it costs."""
    state = _timeline_battle(content, 1)
    _win(state, content)
    tear = _tear(state)
    assert tear.disabled == ""
    assert tear.label == "Spend a Sisyphus Tear: give up this victory and fight the Battle again"
    assert "the victory and all it won are given up" in tear.explain
    assert "costs one Sisyphus Tear from the Cargo (the Argo holds 1)" in tear.explain
    machine.apply(state, content, "sisyphus")
    battle = state.battle
    assert battle is not None and battle.result == "" and battle.cursor == "setup"
    assert state.story.resources[TEAR] == 0 and state.campaign.battles == []
    _win(state, content)  # won again, and no Tear left: the victory stands
    assert _tear(state).disabled == "the Argo holds no Sisyphus Tear"
    machine.apply(state, content, "continue")
    assert [(r.kind, r.result) for r in state.campaign.battles] == [("timeline", "won")]


def test_bat_misc_031_an_earlier_edition_offers_no_replay_after_a_win(
    content: ContentPack,
) -> None:
    """An edition without ``[campaign] sisyphus_after_win`` (every journal before it) offered
    the Tear after a defeat only: its option stays as those journals recorded it."""
    earlier = replace(content, sisyphus_after_win=False)
    state = _timeline_battle(earlier, 1)
    _win(state, earlier)
    tear = _tear(state)
    assert (tear.label, tear.explain, tear.disabled) == (
        "Spend a Sisyphus Tear: replay the Battle",
        "",
        "the Battle was won",
    )
    state = _timeline_battle(earlier, 1)
    _lose(state, earlier)
    assert (_tear(state).label, _tear(state).explain) == (
        "Spend a Sisyphus Tear: replay the Battle",
        "",
    )


def test_bat_misc_031_the_defeat_option_says_what_it_undoes(content: ContentPack) -> None:
    state = _timeline_battle(content, 2)
    _lose(state, content)
    tear = _tear(state)
    assert tear.label == "Spend a Sisyphus Tear: undo this defeat and fight the Battle again"
    assert "the Titans lost and the Danger gained are undone" in tear.explain
    assert "(the Argo holds 2)" in tear.explain


@pytest.mark.parametrize("policy", BOT_POLICIES)
def test_no_bot_replays_a_won_battle(content: ContentPack, policy: str) -> None:
    """[BAT-MISC-031]: a replay gives up the victory (and a practice Tear is free, so a bot
    replaying wins could fight one battle for ever): every policy continues."""
    state = _timeline_battle(content, 3)
    _win(state, content)
    table = SimpleNamespace(
        content=content, state=state, seed=11, choices_made=0, pending=state.pending
    )
    for made in range(20):  # whatever the draw, the random player too
        table.choices_made = made
        assert bot_choice(table, policy) == "continue"
