"""The Cycle's way out of an Adversary Battle [BAT-MISC-030]: the Pale Mourner can be retreated
from once 2 Titans have died, so one Threnos Battle cannot end a campaign by itself."""

from __future__ import annotations

import pytest

from atoterm.content.schema import ContentPack
from atoterm.engine.battle.core.context import B
from atoterm.engine.battle.core.ending import BattleOver
from atoterm.engine.battle.flow import setup
from atoterm.engine.battle.titans.round import titan_round
from atoterm.engine.decisions import Decision
from atoterm.engine.rng import Rng
from atoterm.engine.state import RulesOptions


def threnos(content: ContentPack, box: int) -> B:
    state = setup.new_practice_state(
        content, 7, primordial_id="threnos", level=1, rules=RulesOptions(), track_box=box
    )
    return B(state, content, Rng(state.seed, state.rng, forced=state.forced))


def first_menu(b: B) -> tuple[Decision, object]:
    gen = titan_round(b)
    return next(x for x in gen if isinstance(x, Decision)), gen


@pytest.mark.parametrize("box", [1, 4])
def test_the_mourner_can_be_retreated_from_after_two_deaths(content: ContentPack, box: int):
    """BAT-MISC-030 through the sheet's ``retreat`` flag: with 2 Titans dead, Retreat is offered
    at the start of the Titan Round; it ends the Battle as a retreat and the survivors live."""
    b = threnos(content, box)
    assert b.prim.retreat and b.battle.retreat_allowed
    for titan in b.battle.titans[:2]:
        titan.alive = False
    b.battle.titans_died = 2
    decision, gen = first_menu(b)
    retreat = next(o for o in decision.options if o.id == "retreat")
    assert not retreat.disabled
    with pytest.raises(BattleOver):
        gen.send("retreat")  # type: ignore[attr-defined]
    assert b.battle.result == "retreat"
    assert [t.alive for t in b.battle.titans] == [False, False, True, True]


def test_not_before_two_titans_have_died(content: ContentPack):
    """BAT-MISC-030: one death is not enough; Retreat is listed but closed, with the reason."""
    b = threnos(content, 1)
    b.battle.titans[0].alive = False
    b.battle.titans_died = 1
    decision, _ = first_menu(b)
    retreat = next(o for o in decision.options if o.id == "retreat")
    assert "2 needed" in retreat.disabled


def test_the_progress_campaign_player_takes_the_way_out(content: ContentPack):
    """The ``progress`` campaign policy retreats from a battle being lost once the rules allow
    it (``expert.retreat_wise``), as the strong player of issue 16 does: its Titans live on for
    the Cycle's next battle. The progress *battle* player alone never retreats."""
    from types import SimpleNamespace

    from atoterm.session.bot_policy import bot_choice
    from atoterm.session.campaign_bot import progress_campaign_choice

    b = threnos(content, 1)
    for titan in b.battle.titans[:2]:
        titan.alive = False
    b.battle.titans_died = 2
    decision, _ = first_menu(b)
    table = SimpleNamespace(
        content=content, state=b.state, pending=decision, seed=7, choices_made=0
    )
    assert bot_choice(table, "progress") != "retreat"  # type: ignore[arg-type]
    assert progress_campaign_choice(table) == "retreat"  # type: ignore[arg-type]
