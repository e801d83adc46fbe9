"""The Adversary on the map [VOY-027..VOY-038]: introduction, spawning 4 tiles away, pathing
with the horizontal tie rule, battles. Tiles are numbered ``1 + x + 10 * y`` (voyage_kit)."""

from __future__ import annotations

import dataclasses

import pytest
from voyage_kit import card, ctx_on, deck, drive, grid, kinds, tile_id, with_cycle

from atoterm.engine.campaign import adversary, exploration
from atoterm.engine.context import Ctx
from atoterm.engine.effects import resolve


def hunting(pack, argo=(0, 0), at=None, revealed=None, step="exploration") -> Ctx:  # type: ignore[no-untyped-def]
    ctx = ctx_on(pack, tile=tile_id(*argo), revealed=revealed, step=step)
    ctx.state.campaign.adversary.primordial = "threnos"
    if at is not None:
        ctx.state.campaign.adversary.tile = tile_id(*at)
    return ctx


def test_VOY_027_ignored_until_introduced() -> None:
    ctx = ctx_on(grid(6, 1))
    adversary.activate(ctx, 2, "exploration")
    adversary.activate(ctx, 1, "summoning")
    assert ctx.state.campaign.adversary.tile == 0
    assert kinds(ctx).count("adversary_ignored") == 2


def test_VOY_027_the_story_introduces_it() -> None:
    ctx = ctx_on(grid(6, 1))
    resolve(ctx, {"op": "adversary", "primordial": "threnos"})
    assert ctx.state.campaign.adversary.primordial == "threnos"
    assert ctx.state.campaign.adversary.tile == 0  # not on the map by default
    adversary.activate(ctx, 1, "loot")
    assert ctx.state.campaign.adversary.tile == tile_id(4, 0)


def test_VOY_038_hunts_until_defeated_for_good() -> None:
    ctx = hunting(grid(6, 1))
    resolve(ctx, {"op": "adversary", "primordial": "ammonax"})  # already hunting: unchanged
    assert ctx.state.campaign.adversary.primordial == "threnos"
    ctx.state.campaign.adversary.defeated = True
    adversary.activate(ctx, 1, "loot")
    assert ctx.state.campaign.adversary.tile == 0
    assert any(e.rule == "VOY-038" for e in ctx.events)


@pytest.mark.parametrize(
    ("width", "symbols", "source", "spawned_at"),
    [
        pytest.param(6, 1, "exploration", None, id="VOY-029-first-symbol-nothing"),
        pytest.param(6, 2, "exploration", (4, 0), id="VOY-030-second-symbol-spawns-4-away"),
        pytest.param(3, 2, "exploration", (2, 0), id="VOY-030-as-far-as-possible"),
        pytest.param(6, 1, "loot", (4, 0), id="VOY-031-one-symbol-elsewhere-spawns"),
        pytest.param(6, 1, "summoning", (4, 0), id="VOY-031-summoning-spawns"),
    ],
)
def test_spawning(
    width: int, symbols: int, source: str, spawned_at: tuple[int, int] | None
) -> None:
    ctx = hunting(grid(width, 1))
    adversary.activate(ctx, symbols, source)
    expected = tile_id(*spawned_at) if spawned_at else 0
    assert ctx.state.campaign.adversary.tile == expected


def test_VOY_029_VOY_030_symbols_count_across_cards_of_the_step() -> None:
    ctx = hunting(grid(6, 1))
    adversary.activate(ctx, 1, "exploration")
    assert ctx.state.campaign.adversary.tile == 0
    adversary.activate(ctx, 1, "exploration")
    assert ctx.state.campaign.adversary.tile == tile_id(4, 0)


def test_VOY_030_further_activations_ignored_after_spawning() -> None:
    ctx = hunting(grid(6, 1))
    adversary.activate(ctx, 3, "exploration")
    adversary.activate(ctx, 2, "exploration")
    assert ctx.state.campaign.adversary.tile == tile_id(4, 0)
    assert "adversary_moved" not in kinds(ctx)


def test_VOY_030_a_new_exploration_step_counts_again() -> None:
    ctx = hunting(grid(6, 1))
    adversary.activate(ctx, 2, "exploration")
    adversary.new_step(ctx)
    adversary.activate(ctx, 1, "exploration")
    assert ctx.state.campaign.adversary.tile == tile_id(3, 0)


def test_VOY_031_spawn_outside_exploration_does_not_silence_later_symbols() -> None:
    ctx = hunting(grid(6, 1), step="encounter")
    adversary.activate(ctx, 1, "awakening")
    adversary.activate(ctx, 1, "awakening")
    assert ctx.state.campaign.adversary.tile == tile_id(3, 0)


def test_GEN_029_spawn_tile_chosen_by_lowest_d10() -> None:
    """Four tiles are 4 away from the centre of a 5x5 sea: one d10 each (tile order 1, 5, 41,
    45), lowest wins; a tie rolls again among the tied [VOY-030, GEN-029]."""
    ctx = hunting(grid(5, 5), argo=(2, 2))
    ctx.state.forced["adversary.spawn"] = [2, 2, 5, 5, 6, 1]
    adversary.activate(ctx, 1, "loot")
    assert ctx.state.campaign.adversary.tile == 5
    spawned = next(e for e in ctx.events if e.kind == "adversary_spawned")
    assert spawned.data["candidates"] == [1, 5, 41, 45] and "lowest" in spawned.text


@pytest.mark.parametrize(
    ("argo", "at", "symbols", "after"),
    [
        pytest.param((0, 0), (4, 0), 1, (3, 0), id="VOY-032-one-tile-per-symbol"),
        pytest.param((0, 0), (4, 0), 2, (2, 0), id="VOY-032-two-symbols-two-tiles"),
        pytest.param((0, 0), (2, 2), 1, (1, 2), id="VOY-035-tie-prefers-horizontal"),
        pytest.param((2, 0), (0, 2), 1, (1, 2), id="VOY-035-tie-horizontal-east"),
        pytest.param((0, 0), (0, 2), 1, (0, 1), id="VOY-033-only-vertical-closer"),
        pytest.param((0, 0), (1, 1), 1, (0, 1), id="VOY-035-diagonal-neighbour-horizontal"),
    ],
)
def test_pathing(
    argo: tuple[int, int], at: tuple[int, int], symbols: int, after: tuple[int, int]
) -> None:
    ctx = hunting(grid(5, 3), argo=argo, at=at, step="story")
    adversary.activate(ctx, symbols, "loot")
    assert ctx.state.campaign.adversary.tile == tile_id(*after)


def test_VOY_033_only_through_revealed_tiles() -> None:
    """(1, 0) is not on the table: the way from (2, 0) to the Argo at (0, 0) goes south."""
    pack = grid(3, 2)
    revealed = [tile_id(0, 0), tile_id(2, 0), tile_id(0, 1), tile_id(1, 1), tile_id(2, 1)]
    ctx = hunting(pack, at=(2, 0), revealed=revealed, step="story")
    adversary.activate(ctx, 1, "loot")
    assert ctx.state.campaign.adversary.tile == tile_id(2, 1)


def test_VOY_034_ignores_arrows_and_sectors() -> None:
    """The tiles between have no waterways at all; the Adversary still crosses them."""
    pack = grid(4, 1)
    tiles = {
        tid: dataclasses.replace(t, arrows=(), sectors=("alpha", "beta"))
        for tid, t in pack.tiles.items()
    }
    ctx = hunting(dataclasses.replace(pack, tiles=tiles), at=(3, 0), step="story")
    adversary.activate(ctx, 2, "loot")
    assert ctx.state.campaign.adversary.tile == tile_id(1, 0)


def test_VOY_033_spawn_distance_counts_revealed_tiles_only() -> None:
    revealed = [tile_id(x, 0) for x in range(3)]
    ctx = hunting(grid(6, 1), revealed=revealed)
    adversary.activate(ctx, 2, "exploration")
    assert ctx.state.campaign.adversary.tile == tile_id(2, 0)


@pytest.mark.parametrize(
    ("at", "symbols", "rule"),
    [
        pytest.param((1, 0), 1, "VOY-028", id="VOY-028-reaches-the-argo"),
        pytest.param((2, 0), 3, "VOY-028", id="VOY-028-stops-at-the-argo"),
        pytest.param((0, 0), 1, "VOY-036", id="VOY-036-already-there-no-move"),
    ],
)
def test_battle_when_it_reaches_the_argo(at: tuple[int, int], symbols: int, rule: str) -> None:
    ctx = hunting(grid(4, 1), at=at, step="story")
    adversary.activate(ctx, symbols, "loot")
    state = ctx.state.campaign.adversary
    assert state.battle_due and ctx.state.campaign.battles_due == ["adversary"]
    assert state.tile == 0  # the miniature leaves the map
    battle = next(e for e in ctx.events if e.kind == "adversary_battle")
    assert battle.rule == rule
    assert kinds(ctx).count("adversary_moved") == (0 if rule == "VOY-036" else at[0])


def test_VOY_036_no_move_when_on_the_argo() -> None:
    ctx = hunting(grid(4, 1), at=(0, 0), step="story")
    adversary.activate(ctx, 1, "loot")
    assert "adversary_moved" not in kinds(ctx)


def test_VOY_030_exploration_draw_spawns_from_two_cards() -> None:
    """Two cards with one symbol each in the same Draw: the second spawns the Adversary."""
    cycle = deck(card(1, adversary=1), card(2, adversary=1, stack="end"), card(3, stack="end"))
    ctx = hunting(with_cycle(grid(6, 1), cycle))
    ctx.state.campaign.exploration.deck = [1, 2, 3]
    drive(ctx, exploration.exploration_step)
    assert ctx.state.step_done
    assert ctx.state.campaign.adversary.tile == tile_id(4, 0)
    assert kinds(ctx).index("adversary_stirs") < kinds(ctx).index("adversary_spawned")


# --------------------------------------------------------------------- through the machine
def test_VOY_030_VOY_035_campaign_spawn_then_horizontal_pursuit() -> None:
    """Scenario through the session (journal, machine, every step): the Adversary is on the
    track; day 1's Draw shows two symbols and it appears 4 tiles away from the Argo at (1, 0),
    i.e. at (4, 1) in a 5x2 sea (the only tile at distance 4); day 2's Draw moves it one tile:
    west and north both bring it closer, so it goes west [VOY-035]."""
    from atoterm.engine.codec import canonical_bytes
    from atoterm.session import Game

    cycle = deck(
        card(1, adversary=2, stack="end"), card(2, adversary=1, stack="end"), card(3, stack="end")
    )
    pack = with_cycle(grid(5, 2), cycle)
    ctx = ctx_on(pack, tile=tile_id(0, 0), step="setup")
    state = ctx.state
    state.step, state.round, state.timeline.day = "setup", 0, 0
    state.voyage.revealed = list(pack.tile_order)
    for argonaut, skill in zip(state.argonauts, ("fury", "will", "cunning", "wisdom"), strict=True):
        argonaut.bonus_skill = skill
    state.campaign.adversary.primordial = "threnos"
    game = Game.new(pack, 1, durable=False)
    game = Game.begin(pack, dataclasses.replace(game.header, start=canonical_bytes(state)))

    def sail(option: str) -> None:
        game.choose(option)
        while game.pending is not None and game.pending.kind != "move":
            legal = [o.id for o in game.pending.legal_options()]
            game.choose("done" if "done" in legal else legal[0])

    game.state.campaign.exploration.deck = [1, 3, 2]
    sail("to-2")  # the Argo to (1, 0)
    assert game.state.campaign.adversary.tile == tile_id(4, 1)
    game.state.campaign.exploration.deck = [2, 3, 1]
    sail("to-1")  # the Argo back to (0, 0); card 2 moves it one tile
    assert game.state.campaign.adversary.tile == tile_id(3, 1)


def test_VOY_037_symbols_kept_during_a_battle_resolve_after_it() -> None:
    """The battle keeps its symbols; once it is over the caller resolves them as another
    element's (one symbol spawns) [VOY-037, VOY-031]."""
    ctx = hunting(grid(6, 1), step="encounter")
    adversary.activate(ctx, 1, "battle")
    assert ctx.state.campaign.adversary.tile == tile_id(4, 0)
