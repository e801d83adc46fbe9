"""Doom progression and every way to lose the campaign [CAMP-020..CAMP-022, CAMP-036..CAMP-038].

The Doom cards are the default Cycle's (1A, 1B ... 3B; each side needs more Doom).
"""

from __future__ import annotations

import dataclasses
from typing import Any

import pytest
from proc_kit import first_legal, run

from atoterm.content import ContentPack
from atoterm.content.campaign_model import CampaignContent, Evolution
from atoterm.content.story_model import Storybook
from atoterm.engine import machine
from atoterm.engine.adventure import agenda
from atoterm.engine.campaign.doom import LOSS, doom_progression, next_card
from atoterm.engine.effects import resolve
from atoterm.engine.round import PROCEDURES
from atoterm.engine.setup import new_state
from atoterm.engine.state import GameState, RulesOptions
from atoterm.engine.steps import STEPS


def state_at(pack: ContentPack, step: str = "doom", day: int = 8) -> GameState:
    state = new_state(pack, 5, RulesOptions())
    state.step, state.phase = step, STEPS[step].phase
    state.timeline.day = state.round = day
    return state


def book_of(content: ContentPack) -> Storybook:
    assert content.storybook is not None
    return content.storybook


@pytest.mark.parametrize(
    ("card", "following"),
    [
        pytest.param("1A", "1B", id="CAMP-037-A-to-B"),
        pytest.param("1B", "2A", id="CAMP-037-B-to-next-card"),
        pytest.param("2B", "3A", id="CAMP-037-2B"),
        pytest.param("3A", "3B", id="CAMP-037-3A"),
        pytest.param("3B", None, id="CAMP-038-last"),
    ],
)
def test_where_surplus_doom_goes(content, card, following):
    """[CAMP-037] From side A to side B of the card, from side B to the next card; [CAMP-038]
    nothing after the last card's side B."""
    book = book_of(content)
    found = next_card(book, book.doom_card(card))
    assert (found.id if found else None) == following


@pytest.mark.parametrize(
    ("card", "doom", "after_card", "after_doom", "queued"),
    [
        pytest.param("1A", 3, "1A", 3, [], id="CAMP-036-not-yet"),
        pytest.param("1A", 4, "1B", 0, ["doom"], id="CAMP-036-exactly"),
        pytest.param("1A", 6, "1B", 2, ["doom"], id="CAMP-037-surplus-to-side-B"),
        pytest.param("1B", 7, "2A", 3, ["doom"], id="CAMP-037-surplus-to-next-card"),
        pytest.param("3B", 9, "3B", 2, ["doom", LOSS], id="CAMP-038-last-card"),
    ],
)
def test_doom_progression(content, card, doom, after_card, after_doom, queued):
    """[CAMP-036] Progress only when the requirement is met; [CAMP-037] exactly the required
    tokens are discarded and the surplus lies on the next side or card."""
    state = state_at(content)
    state.story.doom_card, state.doom = card, doom
    ctx = machine._context(state, content)
    doom_progression(ctx)
    assert (state.story.doom_card, state.doom) == (after_card, after_doom)
    assert [q.kind for q in state.story.queue] == queued
    if queued:
        assert any(e.kind == "doom_progress" and e.rule == "CAMP-037" for e in ctx.events)


def test_surplus_progresses_the_next_card_in_a_later_doom_step(content):
    """[CAMP-036, CAMP-037] A surplus meeting the new card's requirement progresses it in the
    next Doom Step, one progression per step."""
    state = state_at(content)
    state.doom = 4 + 4 + 1
    ctx = machine._context(state, content)
    doom_progression(ctx)
    state.story.queue.clear()
    assert (state.story.doom_card, state.doom) == ("1B", 5)
    doom_progression(ctx)
    assert (state.story.doom_card, state.doom) == ("2A", 1)


def _read_queue(state: GameState, pack: ContentPack) -> Any:
    """Read the queued adventures, answering every story choice with its first option."""
    ctx = machine._context(state, pack)
    for _ in range(50):
        if state.outcome is not None or not first_legal(ctx, agenda.read_next).value:
            break
    return ctx


def test_last_doom_card_paragraph_declares_the_loss(content):
    """[CAMP-038, CAMP-020] The last Doom card's paragraph ends the campaign."""
    state = state_at(content)
    state.story.doom_card, state.doom = "3B", 7
    doom_progression(machine._context(state, content))
    _read_queue(state, content)
    assert state.outcome is not None and state.outcome.result == "lost"


def test_last_doom_card_without_a_paragraph_still_loses(content):
    """[CAMP-038] Progressing the last card's side B loses even when its paragraph does not say
    so; [CAMP-021] with no directing paragraph the Campaign Loss is read."""
    book = book_of(content)
    cards = tuple(
        dataclasses.replace(c, paragraph="") if c.id == "3B" else c for c in book.doom_cards
    )
    pack = dataclasses.replace(content, storybook=dataclasses.replace(book, doom_cards=cards))
    state = state_at(pack)
    state.story.doom_card, state.doom = "3B", 7
    ctx = machine._context(state, pack)
    doom_progression(ctx)
    run(ctx, agenda.read_next)
    assert state.outcome is not None and state.outcome.rule == "CAMP-038"
    assert any(e.kind == "special" and e.rule == "CAMP-021" for e in ctx.events)


# ---------------------------------------------------------------- every loss condition
def _crew(state: GameState, ctx: Any) -> None:
    resolve(ctx, {"op": "gain_argo_stat", "stat": "crew", "amount": -state.argo.crew})


def _hull(state: GameState, ctx: Any) -> None:
    resolve(ctx, {"op": "gain_argo_stat", "stat": "hull", "amount": -state.argo.hull})


def _fate(state: GameState, ctx: Any) -> None:
    resolve(ctx, {"op": "gain_argo_stat", "stat": "argo_fate", "amount": 10})


def _timeline(state: GameState, ctx: Any) -> None:
    state.step = "timeline"
    state.timeline.day = state.timeline.length
    run(ctx, PROCEDURES["timeline"])


def _no_titan(state: GameState, ctx: Any) -> None:
    from atoterm.engine.campaign.campaign_battle import start_campaign_battle

    state.argo.dreamwalkers = 0
    state.campaign.titans.clear()
    start_campaign_battle(ctx, "timeline", "kyanippe", 1)


def _doom(state: GameState, ctx: Any) -> None:
    state.story.doom_card, state.doom = "3B", 7
    doom_progression(ctx)
    for _ in range(20):
        if state.outcome is not None or not first_legal(ctx, agenda.read_next).value:
            break


def _narrative(state: GameState, ctx: Any) -> None:
    from atoterm.engine.adventure import runner

    run(ctx, lambda c: runner.start_adventure(c, "story", "0120", label="The Salt Crown Drinks"))


@pytest.mark.parametrize(
    ("cause", "rule", "campaign_loss_read"),
    [
        pytest.param(_crew, "CAMP-013", True, id="CAMP-020-crew-0"),
        pytest.param(_hull, "CAMP-014", True, id="CAMP-020-hull-0"),
        pytest.param(_fate, "CAMP-015", True, id="CAMP-020-argo-fate-above-9"),
        pytest.param(_timeline, "CAMP-022", True, id="CAMP-022-out-of-timeline"),
        pytest.param(_no_titan, "CAMP-020", True, id="CAMP-020-battle-without-titans"),
        pytest.param(_doom, "CAMP-020", False, id="CAMP-038-last-doom-card"),
        pytest.param(_narrative, "CAMP-020", False, id="CAMP-020-narrative"),
    ],
)
def test_every_loss_condition(content, cause, rule, campaign_loss_read):
    """[CAMP-020] Each loss condition ends the campaign; [CAMP-021] without a directing
    paragraph the storybook's Campaign Loss is read; [CAMP-022] no Timeline box left."""
    pack = dataclasses.replace(
        content, cycle=CampaignContent(evolution=(Evolution("kyanippe", (1,)),))
    )
    state = state_at(pack)
    ctx = machine._context(state, pack)
    cause(state, ctx)
    assert state.outcome is not None and state.outcome.result == "lost"
    assert state.outcome.rule == rule
    read = any(e.kind == "special" and e.rule == "CAMP-021" for e in ctx.events)
    assert read == campaign_loss_read
    assert state.pending is None
