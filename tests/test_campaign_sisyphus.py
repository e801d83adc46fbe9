"""A Sisyphus Tear in campaign battles [BAT-MISC-002, BAT-MISC-031].

A campaign battle (Timeline, Adversary, or a paragraph's) keeps the game as it was before the
battle; after a lost battle the players may spend a Sisyphus Tear from the Argo's Cargo to
replay it from there: no Titan lost, no Danger kept, the Tear gone. Without a Tear in the Cargo
the choice is offered disabled, with the reason.
"""

from __future__ import annotations

import adventure_kit as kit
import pytest

from atoterm.content import ContentPack
from atoterm.engine import machine
from atoterm.engine.campaign_state import TitanRecord
from atoterm.engine.codec import canonical_bytes
from atoterm.engine.setup import new_state
from atoterm.engine.state import GameState, RulesOptions
from atoterm.engine.steps import STEPS
from atoterm.engine.story_state import Queued
from atoterm.engine.validate import decode_game_state

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
