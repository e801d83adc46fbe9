"""The rulings of docs/rulings.md: each test pins what atoterm does where the rulebook leaves a
choice, so a change of ruling shows up here first (and docs/rulings.md must change with it)."""

from __future__ import annotations

from pathlib import Path

import battle_kit as kit
import pytest
from voyage_kit import ctx_on, grid, tile_id

import atoterm.engine.battle.abilities.ops_basic  # noqa: F401  (registers the ops the cards use)
from atoterm.content.battle_schema import TerrainType
from atoterm.engine.battle.attack.steps import titan_attack
from atoterm.engine.battle.board import placement
from atoterm.engine.battle.board.board import piece_traits, titan_cell
from atoterm.engine.battle.core.ending import BattleOver
from atoterm.engine.battle.titans import stats
from atoterm.engine.campaign import adversary
from atoterm.session.scenario import run_scenario

SCENARIOS = Path(__file__).parent / "scenarios"


# ------------------------------------------------------------------ the Wound Stack
def _critical_bp_cards() -> list:
    """BP I cards whose Critical deals an additional Single Wound, and the higher levels."""
    crit = {"critical": ["additional_wound 1"]}
    return [
        kit.bp("bp-1-0", **crit),
        kit.bp("bp-1-1", **crit),
        kit.bp("bp-2-0", level=2, at=7),
        kit.bp("bp-3-0", level=3, at=8),
    ]


@pytest.mark.parametrize(
    ("earlier", "result"),
    [(0, ""), (8, "won")],
    ids=[
        "BAT-TITAN-065 BAT-TITAN-062 the Single Wound lies under the critically wounded card",
        "BAT-TITAN-065 BAT-TITAN-052 the same order when the card deals the last Wound",
    ],
)
def test_critical_single_wound_goes_under_the_wounded_card(earlier: int, result: str) -> None:
    """Ruling "a Critical's additional Single Wound" (BAT-TITAN-065, BAT-TITAN-054,
    BAT-TITAN-061, 000:L1398): the Critical Response runs in
    step 7, before step 8 puts the wounded card on the stack, so the generic Single Wound is
    below the card; a Heal would take the card first."""
    sword = kit.gear("sword", attack_dice=2, power=1)
    content = kit.pack(gear_cards=[sword], bp_cards=_critical_bp_cards())
    b = kit.battle(
        content,
        titans=[kit.titan("A", 3, 4, "sword"), kit.titan("B", 8, 8)],
        triskelion={"A": (0, 9, 0)},
        forced={"battle.d10": [10, 8], "battle.power": [5] * 3},  # a Crit Chance, Power 6 ≥ AT 6
    )
    stack = b.battle.decks.wound_stack
    stack.extend(f"wound:single:earlier-{i}" for i in range(earlier))
    proc = titan_attack(b, b.battle.titan("A"), weapon=0)
    if result:
        with pytest.raises(BattleOver):
            kit.drive(b, proc, answers=["done"] * 20)
        run = b.titan_attacks[-1] if b.titan_attacks else None
    else:
        run, _ = kit.drive(b, proc, answers=["done"] * 20)
    assert b.battle.result == result
    wounded = stack[-1]
    assert wounded in ("bp-1-0", "bp-1-1")
    assert run is None or run.result == "critical"
    assert stack[-2].startswith("wound:single:") and "earlier" not in stack[-2]
    assert len(stack) == earlier + 2 and stats.wounds_dealt(b) == earlier + 2


# ------------------------------------------------------------------ Terrain placed on a Titan
SHELL = TerrainType("shell", "Shell Wall", ("obstacle", "destructible", "reinforced"))


@pytest.mark.parametrize(
    ("tile", "stays", "displaced", "rule"),
    [
        ("shell", True, True, "TER-008"),
        ("column", False, False, "TER-007"),
    ],
    ids=[
        "TER-020 TER-008 an unflipped Reinforced wall is not Destructible: Crash and Displace",
        "TER-007 a plain Destructible Obstacle is destroyed on the Titan",
    ],
)
def test_reinforced_wall_placed_on_a_titan(tile: str, stays: bool, displaced: bool, rule: str):
    """Ruling "Reinforced wall placed on a Titan" (TER-007, TER-008, TER-020): an unflipped
    Reinforced tile shows no Destructible trait, and placing it is not one of the moves that
    flip it, so it is handled as a plain Obstacle: the Titan suffers Crash and is Displaced,
    the tile stays unflipped."""
    content = kit.pack(terrain=[SHELL])
    b = kit.battle(content, titans=[kit.titan("A", 6, 2), kit.titan("B", 6, 9)])
    titan = b.battle.titan("A")
    piece, asked = kit.drive(b, placement.place_terrain(b, tile, [(6, 2)]), ["cell-G4"])
    assert (piece in b.battle.terrain) is stays
    if stays:
        assert not piece.flipped and "destructible" not in piece_traits(b, piece)
    assert [d.kind for d in asked] == (["battle.displace"] if displaced else [])
    assert (titan_cell(titan) != (6, 2)) is displaced
    assert b.argonaut(titan).danger == 1  # Crash either way
    assert rule in [e.rule for e in b.events]


# ------------------------------------------------------------------ Retreat in a scenario
def test_alive_false_is_not_a_death_this_battle():
    """Ruling "alive = false in a scenario" (BAT-MISC-030): a Titan that starts a scenario dead
    did not die in this Battle, so two of them do not open Retreat."""
    game = run_scenario(SCENARIOS / "ruling_scenario_dead_titans_no_retreat.toml")
    battle = game.state.battle
    assert battle is not None
    assert sum(not t.alive for t in battle.titans) == 2 and battle.titans_died == 0
    pending = game.state.pending
    assert pending is not None and pending.kind == "battle.turn"
    retreat = next(o for o in pending.options if o.id == "retreat")
    assert retreat.disabled == "0 Titan(s) died this Battle (2 needed)"


# ------------------------------------------------------------------ the Adversary's spawn
def test_adversary_with_no_other_revealed_tile_stays_off_the_map():
    """Ruling "nowhere to spawn" (VOY-030, VOY-033, VOY-028): with only the Argo's tile revealed the spawn
    distance is 0; the Adversary does not appear on the Argo's own tile (that would be a
    battle), it stays off the map and a later symbol spawns it once other tiles are revealed."""
    ctx = ctx_on(grid(6, 1), tile=tile_id(0, 0), revealed=[tile_id(0, 0)], step="exploration")
    ctx.state.campaign.adversary.primordial = "threnos"
    adversary.activate(ctx, 1, "loot")
    assert ctx.state.campaign.adversary.tile == 0
    assert not ctx.state.campaign.adversary.battle_due
    assert [e.kind for e in ctx.events] == ["adversary_spawned"]
    ctx.state.voyage.revealed = [tile_id(x, 0) for x in range(6)]
    adversary.activate(ctx, 1, "loot")
    assert ctx.state.campaign.adversary.tile == tile_id(4, 0)
