"""Movement beyond the round skeleton: restricted waterways and the Technology deck [VOY-012],
waterways only [VOY-005], faction symbols of waterways [VOY-011], and the Argo drifting in a
random direction from the Minor Trauma deck [GEN-027]."""

from __future__ import annotations

import dataclasses

import pytest
from proc_kit import result, run
from voyage_kit import ctx_on, grid, kinds, tile_id

from atoterm.content import ContentPack
from atoterm.engine.campaign import drift
from atoterm.engine.effects import resolve
from atoterm.engine.round import end_of_step
from atoterm.engine.voyage import choose_waterway, movement_options

RESTRICTED = grid(2, 2, restricted={(1, 2): "deep_keel"}, factions={11: ["hornsworn"]})


@pytest.mark.parametrize(
    ("technologies", "disabled"),
    [
        pytest.param([], True, id="VOY-012-restricted-without-technology"),
        pytest.param(["deep_keel"], False, id="VOY-012-technology-opens-the-waterway"),
        pytest.param(["tide_organ"], True, id="VOY-012-another-technology-does-not"),
    ],
)
def test_restricted_waterways(technologies: list[str], disabled: bool) -> None:
    ctx = ctx_on(RESTRICTED, tile=1, step="movement")
    ctx.state.story.technologies = technologies
    east = next(o for o in movement_options(ctx.state, RESTRICTED) if o.id == "to-2")
    assert bool(east.disabled) is disabled
    if disabled:
        assert "VOY-012" in east.disabled


def test_VOY_005_only_waterways_are_offered() -> None:
    """A corner tile of the sea has two waterways, so exactly two ways to go."""
    ctx = ctx_on(RESTRICTED, tile=1, step="movement")
    assert sorted(o.id for o in movement_options(ctx.state, RESTRICTED)) == ["to-11", "to-2"]


def test_VOY_011_waterway_faction_symbols_name_the_local_faction() -> None:
    ctx = ctx_on(RESTRICTED, tile=1, step="movement")
    run(ctx, choose_waterway)
    assert ctx.state.pending is not None
    assert ctx.state.pending.context["factions"] == {"to-11": "hornsworn"}


# --------------------------------------------------------------------- drifting [GEN-027]
@pytest.fixture(scope="module")
def drift_sea(content: ContentPack) -> ContentPack:
    pack = grid(3, 3, restricted={(tile_id(1, 1), tile_id(1, 0)): "deep_keel"})
    return dataclasses.replace(pack, battle=content.battle)


def adrift(pack: ContentPack, top: str):  # type: ignore[no-untyped-def]
    ctx = ctx_on(pack, tile=tile_id(1, 1), step="story")
    minor = pack.battle.deck("minor")  # type: ignore[union-attr]
    ctx.state.campaign.minor_trauma = [top] + [c for c in minor if c != top]
    resolve(ctx, {"op": "drift"})
    return ctx


@pytest.mark.parametrize(
    ("card", "after"),
    [
        pytest.param("bell-struck", (2, 1), id="GEN-027-east-card"),
        pytest.param("split-lip", (0, 1), id="GEN-027-west-card"),
        pytest.param("rattled-plates", (1, 2), id="GEN-027-south-card"),
        pytest.param("salt-sting", (1, 1), id="GEN-027-restricted-way-stays"),
    ],
)
def test_drift_follows_the_minor_trauma_arrow(
    drift_sea: ContentPack, card: str, after: tuple[int, int]
) -> None:
    ctx = adrift(drift_sea, card)
    assert result(ctx, drift.resolve_drifts) is False
    assert ctx.state.voyage.tile == tile_id(*after)
    assert ctx.state.campaign.minor_trauma[-1] == card  # the card goes to the bottom
    assert ctx.state.campaign.drift == 0


def test_GEN_027_no_waterway_that_way_the_argo_stays(drift_sea: ContentPack) -> None:
    ctx = ctx_on(drift_sea, tile=tile_id(2, 1), step="story")
    ctx.state.campaign.minor_trauma = ["bell-struck"]
    resolve(ctx, {"op": "drift"})
    result(ctx, drift.resolve_drifts)
    assert ctx.state.voyage.tile == tile_id(2, 1)
    assert "stays" in [e for e in ctx.events if e.kind == "drift"][-1].text


def test_GEN_027_any_direction_lets_the_players_choose(drift_sea: ContentPack) -> None:
    ctx = adrift(drift_sea, "staggering-step")
    asked = run(ctx, drift.resolve_drifts)
    assert asked.asked == ["drift.direction"] and not asked.done
    assert ctx.state.voyage.tile == tile_id(1, 1)
    done = run(ctx, end_of_step, ["dir:W"])  # a restart: the drawn drift's question again
    assert done.asked == ["drift.direction"] and done.value is True
    assert ctx.state.voyage.tile == tile_id(0, 1)
    assert "moved" in kinds(ctx)


def test_GEN_027_deck_is_built_and_shuffled_when_first_needed(drift_sea: ContentPack) -> None:
    ctx = ctx_on(drift_sea, tile=tile_id(1, 1), step="story")
    direction = drift.draw_direction(ctx)
    minor = drift_sea.battle.deck("minor")  # type: ignore[union-attr]
    assert sorted(ctx.state.campaign.minor_trauma) == sorted(minor)
    assert direction in ("N", "E", "S", "W", "any")
