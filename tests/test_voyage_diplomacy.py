"""Diplomacy [VOY-041..VOY-046], the Local Faction [VOY-043] and where Negotiation is allowed
[VOY-010, VOY-018]."""

from __future__ import annotations

import pytest
from voyage_kit import ctx_on, drive, grid, kinds

from atoterm.engine.campaign import diplomacy, exploration
from atoterm.engine.effects import resolve

PACK = grid(
    3,
    1,
    factions={1: ["minoan"], 2: ["minoan", "hornsworn"]},
    symbols={1: ["city"], 3: ["city"]},
)


@pytest.mark.parametrize(
    ("score", "name", "bonus"),
    [
        pytest.param(-3, "At War", -3, id="VOY-042-at-war"),
        pytest.param(-2, "Denounced", -2, id="VOY-042-denounced"),
        pytest.param(-1, "Unfriendly", -1, id="VOY-042-unfriendly"),
        pytest.param(0, "Neutral", 0, id="VOY-042-neutral"),
        pytest.param(1, "Friendly", 1, id="VOY-045-friendly-bonus"),
        pytest.param(2, "Allied", 2, id="VOY-045-allied-bonus"),
    ],
)
def test_thresholds_and_bonuses(score: int, name: str, bonus: int) -> None:
    ctx = ctx_on(PACK)
    ctx.state.story.diplomacy["minoan"] = score
    assert diplomacy.threshold(ctx.state, PACK, "minoan") == name
    assert diplomacy.bonus(ctx.state, PACK, "minoan") == bonus


def test_VOY_045_no_faction_no_bonus() -> None:
    assert diplomacy.bonus(ctx_on(PACK).state, PACK, "") == 0


@pytest.mark.parametrize(
    ("start", "amount", "after"),
    [
        pytest.param(0, 1, 1, id="VOY-041-gain-moves-the-marker"),
        pytest.param(2, 1, 2, id="VOY-041-track-ends-at-allied"),
        pytest.param(-2, -3, -3, id="VOY-041-track-ends-at-war"),
        pytest.param(-3, 2, -3, id="VOY-046-at-war-ignores-gains"),
        pytest.param(-3, -1, -3, id="VOY-046-at-war-ignores-losses"),
    ],
)
def test_gains_and_at_war(start: int, amount: int, after: int) -> None:
    ctx = ctx_on(PACK)
    ctx.state.story.diplomacy["minoan"] = start
    resolve(ctx, {"op": "gain_diplomacy", "faction": "minoan", "amount": amount})
    assert ctx.state.story.diplomacy["minoan"] == after


def test_VOY_046_reaching_at_war_is_final() -> None:
    ctx = ctx_on(PACK)
    ctx.state.story.diplomacy["minoan"] = -2
    resolve(ctx, {"op": "gain_diplomacy", "faction": "minoan", "amount": -1})
    resolve(ctx, {"op": "gain_diplomacy", "faction": "minoan", "amount": 5})
    assert ctx.state.story.diplomacy["minoan"] == -3
    assert any(e.rule == "VOY-046" for e in ctx.events)


def test_VOY_044_local_gain_goes_to_the_local_faction() -> None:
    ctx = ctx_on(PACK, tile=1)
    resolve(ctx, {"op": "gain_diplomacy", "faction": "local", "amount": 1})
    assert ctx.state.story.diplomacy["minoan"] == 1


def test_VOY_043_local_faction_of_the_tile() -> None:
    assert diplomacy.local_faction(ctx_on(PACK, tile=1).state, PACK) == "minoan"
    assert diplomacy.local_faction(ctx_on(PACK, tile=3).state, PACK) == ""


def test_VOY_043_several_symbols_the_players_choose_for_the_day() -> None:
    ctx = ctx_on(PACK, tile=2)
    assert diplomacy.local_faction(ctx.state, PACK) == "minoan"  # printed first until chosen
    asked = drive(ctx, exploration.exploration_step, ["faction:hornsworn"])
    assert asked == ["diplomacy.local"] and ctx.state.step_done
    assert diplomacy.local_faction(ctx.state, PACK) == "hornsworn"
    ctx.state.timeline.day += 1  # a new day: the choice is asked again
    assert diplomacy.needs_choice(ctx.state, PACK)
    assert diplomacy.local_faction(ctx.state, PACK) == "minoan"


def test_VOY_043_one_symbol_no_question() -> None:
    ctx = ctx_on(PACK, tile=1)
    assert drive(ctx, exploration.exploration_step) == []
    assert "local_faction" not in kinds(ctx)


@pytest.mark.parametrize(
    ("tile", "last_city", "allowed"),
    [
        pytest.param(1, 0, True, id="VOY-018-city-allows-negotiation"),
        pytest.param(2, 0, False, id="VOY-018-no-city-no-negotiation"),
        pytest.param(1, 1, False, id="VOY-010-last-visited-city-token"),
        pytest.param(3, 1, True, id="VOY-010-token-elsewhere"),
    ],
)
def test_negotiation_allowed(tile: int, last_city: int, allowed: bool) -> None:
    ctx = ctx_on(PACK, tile=tile)
    ctx.state.voyage.last_city = last_city
    assert (diplomacy.negotiation_allowed(ctx.state, PACK) == "") is allowed
