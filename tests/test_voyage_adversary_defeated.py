"""The Adversary defeated for good [VOY-038]: the storybook op ``defeat_adversary`` and the
Cycle's road to it.

Winning the battle at the Argo's stern (0072) writes the secret code 0124; read in a later
Story Step, it lets the players pay 3 Lantern-Glass to light the Mourner's answer (0125): the
Mourner is defeated for good, leaves the map, and its symbols and battles are no more.
"""

from __future__ import annotations

import adventure_kit as kit
import pytest

from atoterm.content import ContentPack
from atoterm.content.story_ops import parse_effect
from atoterm.engine.campaign import adversary
from atoterm.engine.effects import resolve
from atoterm.engine.state import GameState


@pytest.fixture(scope="module")
def content() -> ContentPack:
    return kit.shipped()


def _hunted(state: GameState) -> None:
    hunter = state.campaign.adversary
    hunter.primordial, hunter.tile, hunter.battle_due = "threnos", 124, True
    state.campaign.battles_due.append("adversary")
    state.story.resources["lantern-glass"] = 3


def test_voy_038_the_op_defeats_the_adversary_for_good(content: ContentPack) -> None:
    assert parse_effect("defeat_adversary") == {"op": "defeat_adversary"}
    state = kit.fresh_state(content)
    _hunted(state)
    ctx = kit.ctx_for(state, content)
    resolve(ctx, {"op": "defeat_adversary"})
    hunter = state.campaign.adversary
    assert (hunter.defeated, hunter.tile, hunter.battle_due) == (True, 0, False)
    assert "adversary" not in state.campaign.battles_due
    assert [e.rule for e in ctx.events if e.kind == "adversary_defeated"] == ["VOY-038"]
    adversary.activate(ctx, 2, "loot")  # its symbols are ignored from now on
    assert hunter.tile == 0
    resolve(ctx, {"op": "adversary", "primordial": "threnos"})  # no longer hunting: a new one
    assert not hunter.defeated  # may be written on the track again (a later Cycle's story)


def test_voy_038_winning_at_the_stern_writes_the_code(content: ContentPack) -> None:
    run = kit.read("0072", content)
    assert "0124" in run.state.story.codes


def test_voy_038_the_story_lays_the_mourner_to_rest(content: ContentPack) -> None:
    run = kit.read("0124", content, kind="code", setup=_hunted)
    run.choose("leader:0") if run.kind == "adv.leader" else None
    run.choose("choice:0")
    hunter = run.state.campaign.adversary
    assert hunter.defeated and hunter.tile == 0
    assert run.state.story.resources["lantern-glass"] == 0
    assert all(a.despair == 1 for a in run.state.argonauts)
    assert run.read()[-1] == "0125"


def test_voy_038_without_the_glass_the_mourner_walks_on(content: ContentPack) -> None:
    def poor(state: GameState) -> None:
        _hunted(state)
        state.story.resources["lantern-glass"] = 2

    run = kit.read("0124", content, kind="code", setup=poor)
    run.choose("leader:0") if run.kind == "adv.leader" else None
    assert run.option("choice:0").disabled == "needs 3 lantern glass (have 2)"
    run.choose("choice:1")
    assert not run.state.campaign.adversary.defeated
