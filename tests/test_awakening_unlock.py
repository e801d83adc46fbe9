"""Awakening in a campaign [BAT-MISC-063]: locked until something unlocks it (the Forlorn Naos
Technology in the rulebook; here the ``unlock_awakening`` effect, which a Technology's
immediate ability or a paragraph may carry). Practice battles have it unlocked; a campaign
that gains Godforms but never unlocks Awakening cannot use them, and its battles lose the
"Awaken or die" Obol that practice battles have."""

from __future__ import annotations

from atoterm.content import ContentPack
from atoterm.content.story_ops import parse_effect
from atoterm.engine import machine
from atoterm.engine.battle.core.context import B
from atoterm.engine.battle.titans.awakening import awaken_problem
from atoterm.engine.campaign.campaign_battle import start_campaign_battle
from atoterm.engine.effects import resolve
from atoterm.engine.setup import new_state
from atoterm.engine.state import GameState, RulesOptions

AWAKENING_CARDS = {"awakening-grave", "tide-keeps-dead-gods"}
PLAIN_DEATH = "tide-keeps"
"""The plain "You died" Obol, which the special one replaces once Awakening is unlocked."""


def campaign(content: ContentPack) -> GameState:
    state = new_state(content, 23, RulesOptions())
    state.step, state.phase = "encounter", "encounter"
    state.argo.dreamwalkers = 4
    state.powers.godforms = ["storm-father"]
    return state


def battle_cards(state: GameState, content: ContentPack) -> tuple[set[str], str]:
    """The Awakening cards and the plain "You died" Obol in a fresh Timeline Battle's decks,
    and why its first Titan may not Awaken ("" = it may)."""
    ctx = machine._context(state, content)
    assert start_campaign_battle(ctx, "timeline", "ammonax", 1)
    battle = state.battle
    assert battle is not None
    cards = set(battle.decks.grave) | set(battle.decks.obol)
    problem = awaken_problem(B(state, content, ctx.rng), battle.titans[0])
    state.battle = None
    return cards & (AWAKENING_CARDS | {PLAIN_DEATH}), problem


def test_a_campaign_battle_keeps_awakening_locked_until_it_is_unlocked(content):
    state = campaign(content)
    cards, problem = battle_cards(state, content)
    assert cards == {PLAIN_DEATH}
    assert "locked" in problem


def test_unlock_awakening_puts_the_awakening_cards_in_every_later_battle(content):
    assert parse_effect("unlock_awakening") == {"op": "unlock_awakening"}
    state = campaign(content)
    ctx = machine._context(state, content)
    resolve(ctx, {"op": "unlock_awakening"})
    assert state.powers.awakening_unlocked
    assert [e.rule for e in ctx.events if e.kind == "awakening"] == ["BAT-MISC-063"]
    resolve(ctx, {"op": "unlock_awakening"})  # once is enough: no second event
    assert len([e for e in ctx.events if e.kind == "awakening"]) == 1
    cards, problem = battle_cards(state, content)
    assert cards == AWAKENING_CARDS
    assert problem == ""
