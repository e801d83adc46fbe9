"""Every card of the generated seas' pool plays in the engine as it is printed (issue 17): laid
on top of the Exploration deck of the shipped pack, with its trigger made to hold, each of its
options taken in turn resolves without error [VOY-022, VOY-026], and an unmet trigger skips it.
The ops and triggers are the hand-made deck's (``test_sea_pool_content``); this shows the
engine reads them off these cards too.
"""

from __future__ import annotations

import dataclasses

import pytest
from voyage_kit import ctx_on, drive

from atoterm.content import ContentPack
from atoterm.content.campaign_model import ExplorationCard
from atoterm.engine.campaign import exploration
from atoterm.engine.campaign.exploration_cards import trigger_unmet
from atoterm.engine.context import Ctx

GULL = 25
"""A hand-made card that ends the stack and asks nothing ("Gull Oracle"): after the pool card,
it ends the first stack (when the pool card draws on) and makes the second."""


@pytest.fixture(scope="module")
def pool_pack(content: ContentPack) -> ContentPack:
    """The shipped pack with the pool's cards in its Exploration deck, as a generated sea's."""
    assert content.sea_pool is not None
    cards = {**content.cycle.exploration, **{c.number: c for c in content.sea_pool.exploration}}
    cycle = dataclasses.replace(content.cycle, exploration=cards)
    return dataclasses.replace(content, cycle=cycle)


def numbers(content: ContentPack) -> list[int]:
    assert content.sea_pool is not None
    return [c.number for c in content.sea_pool.exploration]


def hold(ctx: Ctx, pack: ContentPack, card: ExplorationCard) -> bool:
    """Set the one stat or Diplomacy score the trigger reads so that it holds."""
    words = card.trigger.split()
    if not words:
        return True
    for value in range(-3, 13):
        if words[0] == "diplomacy":
            for faction in pack.factions:
                ctx.state.story.diplomacy[faction.id] = max(-3, min(3, value))
        elif words[0] == "titans":
            ctx.state.argo.dreamwalkers, ctx.state.campaign.titans = max(value, 0), []
        elif words[0] == "explored":
            ctx.state.voyage.explored = list(pack.tile_order[: max(value, 0)])
        else:
            setattr(ctx.state.argo, words[0], max(value, 1 if words[0] in ("crew", "hull") else 0))
        if not trigger_unmet(ctx.state, pack, card.trigger):
            return True
    return False


def fresh(pack: ContentPack, number: int) -> Ctx:
    ctx = ctx_on(pack, order=[number, GULL, GULL])
    ctx.state.argo.hull, ctx.state.argo.crew = 5, 6
    for resource in ("bronze", "cedar", "pearl", "lamp_oil", "sailcloth", "salt", "tar", "ichor"):
        ctx.state.story.resources[resource] = 3  # every cost payable
    return ctx


def test_the_pool_is_in_the_deck(pool_pack: ContentPack, content: ContentPack) -> None:
    assert all(n in pool_pack.cycle.exploration for n in numbers(content))
    assert len(numbers(content)) == 38  # the cases below, one per card


@pytest.mark.parametrize("index", range(38))
def test_each_option_of_each_pool_card_resolves(
    pool_pack: ContentPack, content: ContentPack, index: int
) -> None:
    number = numbers(content)[index]
    card = pool_pack.cycle.exploration[number]
    for choice in range(max(len(card.options), 1)):
        ctx = fresh(pool_pack, number)
        assert hold(ctx, pool_pack, card), card.trigger
        answers = [f"option:{choice}"] if card.options else []
        if card.trade is not None:  # the trade is asked after the options: no exchange
            answers.append("done")
        asked = drive(ctx, exploration.exploration_step, answers)
        assert ctx.state.step_done, (card.name, asked)
        played = [e for e in ctx.events if e.data.get("card") == number]
        assert played and not any(e.kind == "exploration_trigger" for e in played)
        if card.options:
            assert asked[0] == "explore.option"


def test_an_unmet_trigger_skips_a_pool_card_VOY_026(pool_pack: ContentPack) -> None:
    """[VOY-026] "Uncharted Bar" (knowledge 2-) costs nothing to Argonauts who know the sea."""
    bar = next(c for c in pool_pack.cycle.exploration.values() if c.name == "Uncharted Bar")
    ctx = fresh(pool_pack, bar.number)
    ctx.state.argo.knowledge = 3
    drive(ctx, exploration.exploration_step)
    assert ctx.state.argo.hull == 5 and ctx.state.step_done
    ctx = fresh(pool_pack, bar.number)
    ctx.state.argo.knowledge = 2
    drive(ctx, exploration.exploration_step)
    assert ctx.state.argo.hull == 4 and ctx.state.step_done
