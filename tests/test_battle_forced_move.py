"""Involuntary movement: Knockback, Pushback, Pull, Displace, Vault and the Primordial's steps.

The kit's Primordial is 2x2 at anchor (1, 4) facing S (cells B5, B6, C5, C6) unless a test
moves it; the board is 12 x 10.
"""

from __future__ import annotations

from types import SimpleNamespace

import battle_kit as kit
import pytest

import atoterm.engine.battle.abilities.ops_basic  # noqa: F401  (registers the ops)
from atoterm.content.battle_schema import TerrainType
from atoterm.engine.battle.abilities.effects import PRIMORDIAL, EffectCtx, resolve_effects
from atoterm.engine.battle.board.board import primordial_anchor, titan_cell
from atoterm.engine.battle.movement import primordial as primordial_forced
from atoterm.engine.battle.movement import push_pull
from atoterm.engine.battle.movement import titan as fm
from atoterm.engine.battle.primordial import step as primordial_step

SHELL = TerrainType("shell", "Shell Wall", ("obstacle", "destructible", "reinforced"))


def make(titans, *, terrain=(), red_lines=(), prim=(1, 4, "S"), danger=0, forced=None, **kw):
    content = kit.pack(terrain=[SHELL], **kw)
    placed = [kit.titan(key, r, c) for key, r, c in titans]
    tri = {t.key: (danger, 0, 0) for t in placed}
    return kit.battle(
        content,
        titans=placed,
        primordial=prim,
        terrain=terrain,
        red_lines=red_lines,
        triskelion=tri,
        forced=forced,
    )


def t(b, key="A"):
    return b.battle.titan(key)


def danger(b, key="A"):
    return b.argonaut(t(b, key)).danger


def kinds(b):
    return [p.terrain for p in b.battle.terrain]


def knock(b, n, **kw):
    return fm.knockback(b, t(b), n, fm.primordial_cells(b), **kw)


# ------------------------------------------------------------------ Knockback
def test_knockback_straight_away():
    """KEY-023, EX-032, BAT-TITAN-015: straight away from the source, full value."""
    b = make([("A", 3, 4)])
    kit.drive(b, knock(b, 3))
    assert titan_cell(t(b)) == (6, 4)


def test_knockback_diagonal_players_choose():
    """BAT-PRIM-062: two equally valid directions: the player picks."""
    b = make([("A", 3, 6)])
    _, asked = kit.drive(b, knock(b, 3), ["dir-E"])
    assert [o.id for o in asked[0].options] == ["dir-E", "dir-S"]
    assert titan_cell(t(b)) == (3, 9)


def test_directional_knockback_overrides():
    """EX-032, KEY-023: a specified direction overrides "away from the source"."""
    b = make([("A", 3, 4)])
    kit.drive(b, knock(b, 2, direction="E"))
    assert titan_cell(t(b)) == (3, 6)


@pytest.mark.parametrize(
    ("tile", "end", "left"),
    [("column", (5, 4), []), ("cliff", (4, 4), ["cliff"])],
    ids=[
        "KEY-025 Destructible Obstacle: stop on it, removed, Crash",
        "KEY-025 Indestructible Obstacle: stop before it, Crash",
    ],
)
def test_knockback_into_obstacles(tile, end, left):
    """KEY-025, EX-032, BAT-TITAN-018."""
    b = make([("A", 3, 4)], terrain=[(tile, [(5, 4)])])
    kit.drive(b, knock(b, 4))
    assert titan_cell(t(b)) == end
    assert kinds(b) == left
    assert danger(b) == 1 and t(b).knockdown == "falling"


def test_knockback_into_red_line_stops_with_crash():
    """KEY-025, CYC1-005: a red line acts as an Indestructible Obstacle."""
    b = make([("A", 3, 4)], red_lines=[(4, 4, 5, 4)])
    kit.drive(b, knock(b, 4))
    assert titan_cell(t(b)) == (4, 4) and danger(b) == 1


def test_knockback_into_reinforced_flips_it():
    """TER-020: a Reinforced tile stops the Titan (Crash) and flips to Destructible."""
    b = make([("A", 3, 4)], terrain=[("shell", [(5, 4)])])
    kit.drive(b, knock(b, 4))
    assert titan_cell(t(b)) == (4, 4) and b.battle.terrain[0].flipped and danger(b) == 1


def test_knockback_slides_along_the_board_edge():
    """KEY-027, BAT-TITAN-016: into the Board Edge, continue along it away from the source."""
    b = make([("A", 8, 4)])
    kit.drive(b, knock(b, 3))
    assert titan_cell(t(b)) == (9, 2)


def test_knockback_ending_on_a_titan_displaces_it():
    """BAT-TITAN-017, EX-032, KEY-013: the other Titan moves to an empty adjacent space."""
    b = make([("A", 3, 4), ("B", 5, 4)])
    _, asked = kit.drive(b, knock(b, 2), ["cell-F6"])
    assert asked[0].kind == "battle.displace"
    assert titan_cell(t(b)) == (5, 4) and titan_cell(t(b, "B")) == (5, 5)


@pytest.mark.parametrize(
    ("n", "alive"),
    [(2, True), (1, False)],
    ids=["TER-017 passing over a Chasm is safe", "BAT-TITAN-019 ending on a Chasm kills"],
)
def test_knockback_over_chasm(n, alive):
    """TER-017, BAT-TITAN-019: a knocked-back Titan dies only if it ends on the Chasm."""
    b = make([("A", 3, 4), ("B", 8, 8)], terrain=[("pit", [(4, 4)])])
    kit.drive(b, knock(b, n))
    assert t(b).alive is alive


def test_knockback_passes_destructible_ground():
    """TER-019, KEY-025: passing over a Destructible tile leaves it; ending on it destroys it."""
    rubble = TerrainType("rubble", "Rubble", ("cover", "destructible"))
    content = kit.pack(terrain=[rubble])
    b = kit.battle(
        content, titans=[kit.titan("A", 3, 4)], terrain=[("rubble", [(4, 4)]), ("rubble", [(6, 4)])]
    )
    kit.drive(b, knock(b, 3))
    assert [p.cells for p in b.battle.terrain] == [[[4, 4]]]


def test_stalwart_and_unavoidable():
    """KEY-061: Stalwart may ignore Knockback; BAT-PRIM-062: not an Unavoidable one."""
    shield = kit.gear("shield", kind="shield", keywords=["stalwart"])
    b = make([("A", 3, 4)], gear_cards=[shield])
    t(b).gear = [kit.GearState("shield")]
    _, asked = kit.drive(b, knock(b, 2), ["use"])
    assert asked[0].kind == "battle.stalwart" and titan_cell(t(b)) == (3, 4)
    _, asked = kit.drive(b, knock(b, 2, unavoidable=True, reduction=1))
    assert not asked and titan_cell(t(b)) == (5, 4)


def test_reductions_add_up_ex035():
    """EX-035, BAT-TITAN-021: reductions of 1 + 1 + 2 turn Pushback 5 into Pushback 1."""
    b = make([("A", 3, 4)])
    kit.drive(b, push_pull.pushback(b, t(b), 5, reduction=1 + 1 + 2))
    assert titan_cell(t(b)) == (4, 4) and primordial_anchor(b) == (2, 4)


@pytest.mark.parametrize(
    ("origin", "cell", "moved"),
    [
        ("ai", (3, 4), True),
        ("ai", (5, 4), False),
        ("response", (5, 4), False),
        ("response", (3, 4), True),
    ],
    ids=[
        "KEY-024 Melee Attack, adjacent Target",
        "KEY-024 Melee Attack, Target out of range",
        "BAT-TITAN-059 Response, attacker not adjacent",
        "KEY-024 Response, adjacent attacker",
    ],
)
def test_knockback_range_gate(origin, cell, moved):
    """KEY-024, BAT-TITAN-059: the op's range gate."""
    b = make([("A", *cell)])
    attack = SimpleNamespace(card=kit.ai("bite"))
    ctx = EffectCtx(PRIMORDIAL, "A", attack=attack, origin=origin)
    kit.drive(b, resolve_effects(b, kit.fx("knockdown", "knockback 2"), ctx))
    assert (titan_cell(t(b)) != cell) is moved
    assert (t(b).knockdown == "falling") is moved  # KEY-028 has the same gate


def test_displace_without_space_kills():
    """KEY-013, BAT-MISC-017: no legal space to be displaced to: the Titan dies."""
    b = make([("A", 9, 0), ("B", 8, 0), ("C", 5, 5)], terrain=[("cliff", [(9, 1)])])
    kit.drive(b, fm.displace(b, t(b)), ["titan-B"])
    assert not t(b).alive and t(b).death_cause == "displace"


# ------------------------------------------------------------------ Pushback
def test_pushback_approach_counts_ex021():
    """EX-021, KEY-044: a Titan 6 spaces away, Pushback 4: the Primordial moves 4 toward it."""
    b = make([("A", 8, 4)])
    kit.drive(b, push_pull.pushback(b, t(b), 4))
    assert primordial_anchor(b) == (5, 4) and titan_cell(t(b)) == (8, 4)


def test_pushback_adjacent_pushes_straight():
    """KEY-044: the source moves X spaces pushing the Titan in a straight line."""
    b = make([("A", 3, 4)])
    kit.drive(b, push_pull.pushback(b, t(b), 2))
    assert titan_cell(t(b)) == (5, 4) and primordial_anchor(b) == (3, 4)
    assert danger(b) == 0


def test_pushback_turns_the_source():
    """KEY-044: the source first turns toward the affected miniature."""
    b = make([("A", 1, 6)])
    kit.drive(b, push_pull.pushback(b, t(b), 1))
    assert b.battle.primordial.facing == "E" and titan_cell(t(b)) == (1, 7)


def test_pushback_through_a_column_ex033b():
    """EX-033, KEY-046: pushed into a Column: Crash, Column destroyed, Pushback continues."""
    b = make([("A", 3, 4)], terrain=[("column", [(4, 4)])])
    kit.drive(b, push_pull.pushback(b, t(b), 2))
    assert titan_cell(t(b)) == (5, 4) and kinds(b) == []
    assert danger(b) == 1 and t(b).knockdown == "falling"


def test_pushback_into_red_line_without_room_kills_ex033c():
    """EX-033, KEY-046, CYC1-005: against a red line with no legal displacement: death, and
    the Primordial enters the Titan's former space."""
    b = make([("A", 3, 4), ("B", 8, 8)], red_lines=[(3, 4, 4, 4)], terrain=[("cliff", [(3, 3)])])
    kit.drive(b, push_pull.pushback(b, t(b), 3))
    assert not t(b).alive
    assert primordial_anchor(b) == (2, 4)


def test_pushback_at_the_board_edge_ex033a():
    """EX-033, KEY-047, BAT-PRIM-058: at the Board Edge the Titan is displaced so the
    Primordial can continue, along the edge, away from the most Titans."""
    b = make([("A", 9, 4)], prim=(7, 4, "S"))
    kit.drive(b, push_pull.pushback(b, t(b), 2))
    assert t(b).alive and titan_cell(t(b)) == (9, 3)
    assert primordial_anchor(b) == (8, 5)


def test_pushback_across_a_chasm_kills():
    """TER-017, BAT-TITAN-019: pushed onto a Chasm during Pushback: death."""
    b = make([("A", 3, 4), ("B", 8, 8)], terrain=[("pit", [(4, 4)])])
    kit.drive(b, push_pull.pushback(b, t(b), 2))
    assert not t(b).alive


def test_pushback_ending_on_a_titan_displaces_it():
    """KEY-045: the pushed Titan may pass through miniatures; ending on one displaces it."""
    b = make([("A", 3, 4), ("B", 5, 4)])
    _, asked = kit.drive(b, push_pull.pushback(b, t(b), 2), ["cell-G5"])
    assert asked[-1].kind == "battle.displace"
    assert titan_cell(t(b)) == (5, 4) and titan_cell(t(b, "B")) == (6, 4)


# ------------------------------------------------------------------ Pull
def test_pull_then_the_source_moves_away():
    """KEY-041, KEY-043: pulled toward the source; adjacent, the source moves away for the
    spaces left."""
    b = make([("A", 9, 4)], prim=(4, 4, "S"))
    kit.drive(b, push_pull.pull(b, t(b), 5))
    assert titan_cell(t(b)) == (6, 4) and primordial_anchor(b) == (2, 4)


def test_pull_through_destructible_obstacle():
    """KEY-042: pulled into a Destructible Obstacle: removed, Crash, the Pull goes on."""
    b = make([("A", 9, 4)], prim=(4, 4, "S"), terrain=[("column", [(8, 4)])])
    kit.drive(b, push_pull.pull(b, t(b), 2))
    assert titan_cell(t(b)) == (7, 4) and kinds(b) == [] and danger(b) == 1


def test_pull_around_indestructible_obstacle():
    """KEY-042: into an Indestructible Obstacle: Crash once, then around its edge."""
    b = make([("A", 9, 4)], prim=(4, 4, "S"), terrain=[("cliff", [(8, 4)])])
    kit.drive(b, push_pull.pull(b, t(b), 2))
    assert titan_cell(t(b)) == (8, 5) and danger(b) == 1


# ------------------------------------------------------------------ the Primordial moving
@pytest.mark.parametrize(
    ("tile", "kept", "flipped"),
    [("column", [], False), ("shell", ["shell"], True), ("brush", ["brush"], False)],
    ids=[
        "BAT-PRIM-059 Destructible destroyed",
        "TER-020 Reinforced flips",
        "BAT-PRIM-059 other Terrain ignored",
    ],
)
def test_primordial_step_terrain_and_crash(tile, kept, flipped):
    """BAT-PRIM-059, BAT-PRIM-060, TER-019, TER-020: one step of the Primordial."""
    b = make([("A", 3, 4)], terrain=[(tile, [(3, 5)])])
    crashed, _ = kit.drive(b, primordial_step.primordial_enter(b, (2, 4)))
    assert crashed == ["A"] and danger(b) == 1
    assert kinds(b) == kept
    assert all(p.flipped is flipped for p in b.battle.terrain)


def test_all_titans_in_path_moves_without_crash():
    """BAT-PRIM-075: no Crash during an "all Titans in path" Attack, but Unavoidable
    Knockback when it stops on a Titan [BAT-PRIM-061]."""
    b = make([("A", 3, 4)])
    kit.drive(b, primordial_step.primordial_enter(b, (2, 4), path_attack=True))
    assert danger(b) == 0
    kit.drive(b, primordial_step.primordial_end_move(b), ["dir-S"])
    assert titan_cell(t(b)) not in fm.primordial_cells(b)


def test_stopping_on_a_titan_ex016():
    """EX-016, BAT-PRIM-061, BAT-PRIM-062, BAT-PRIM-110: 8 Danger, the Primordial stops on
    the Titan: one Crash (9), Unavoidable Knockback into a Column: second Crash, an Obol."""
    b = make([("A", 3, 4)], terrain=[("column", [(5, 4)])], danger=8, forced={"deck.obol": [1]})
    kit.drive(b, primordial_step.primordial_enter(b, (2, 4)))
    assert danger(b) == 9 and not any(e.kind == "obol_card" for e in b.events)
    _, asked = kit.drive(b, primordial_step.primordial_end_move(b), ["dir-S"])
    assert [o.id for o in asked[0].options] == ["dir-S", "dir-W"]
    assert titan_cell(t(b)) == (5, 4) and kinds(b) == []
    assert sum(e.kind == "crash" for e in b.events) == 2
    assert sum(e.kind == "obol_card" for e in b.events) == 1
    assert danger(b) == 9 and t(b).alive


def test_tumble_each_pass_ex028():
    """EX-028, KEY-064: moving through a Titan twice rolls Tumble twice."""
    mail = kit.gear("mail", kind="armor", slot="armor", keywords=["tumble"])
    b = make([("A", 4, 4)], gear_cards=[mail], forced={"battle.d10": [3, 7]})
    t(b).gear = [kit.GearState("fists"), kit.GearState("mail")]
    for anchor in [(2, 4), (3, 4), (4, 4), (5, 4), (4, 4), (3, 4)]:
        kit.drive(b, primordial_step.primordial_enter(b, anchor))
        t(b).knockdown = ""
    assert sum(e.kind == "tumble" for e in b.events) == 2
    assert danger(b) == 1


def test_lumbering_cannot_be_moved():
    """BAT-PRIM-007, KEY-031: a Lumbering Primordial suffers no involuntary movement."""
    b = make([("A", 3, 4)], lumbering=True)
    kit.drive(b, primordial_forced.primordial_pushed(b, 2, "S"))
    kit.drive(b, primordial_forced.primordial_knocked_back(b, 2, (0, 4)))
    assert primordial_anchor(b) == (1, 4)


def test_knocked_back_primordial_destroys_terrain():
    """KEY-026: a knocked-back Primordial destroys all but Indestructible Terrain and crashes
    Titans as normal."""
    b = make([("A", 0, 4), ("B", 3, 5)], terrain=[("brush", [(4, 4)]), ("cliff", [(4, 5)])])
    kit.drive(b, primordial_forced.primordial_knocked_back(b, 2, (0, 4)), ["dir-E"])
    assert primordial_anchor(b) == (3, 4)
    assert kinds(b) == ["cliff"]
    assert danger(b, "B") == 1


def test_titan_pushes_the_primordial_along_the_edge():
    """BAT-TITAN-020, KEY-044, KEY-047: voluntary for the Titan, which follows; at the Board
    Edge the Primordial is displaced so the Titan can enter its space."""
    b = make([("A", 3, 4)])
    kit.drive(b, primordial_forced.primordial_pushed(b, 2, pusher=t(b)))
    assert primordial_anchor(b) == (0, 5) and titan_cell(t(b)) == (1, 4)


# ------------------------------------------------------------------ Vault
def test_vault_to_the_other_side():
    """KEY-065: adjacent → the empty space straight across, adjacent to the Primordial."""
    b = make([("A", 3, 4)])
    moved, _ = kit.drive(b, fm.vault(b, t(b)))
    assert moved and titan_cell(t(b)) == (0, 4)


def test_vault_needs_an_empty_space():
    """KEY-065: Vault places only on an empty space."""
    b = make([("A", 3, 4), ("B", 0, 4)])
    moved, _ = kit.drive(b, fm.vault(b, t(b)))
    assert not moved and titan_cell(t(b)) == (3, 4)


def test_forced_vault_displaces_and_kills_beyond_the_edge():
    """KEY-066: involuntary: a Titan there is displaced; beyond the Board Edge: death."""
    b = make([("A", 3, 4), ("B", 0, 4)])
    kit.drive(b, fm.vault(b, t(b), forced=True), ["cell-A4"])
    assert titan_cell(t(b)) == (0, 4) and titan_cell(t(b, "B")) == (0, 3)
    kit.drive(b, fm.vault(b, t(b), forced=True))
    assert titan_cell(t(b)) == (3, 4)
    b.battle.primordial.row = 0
    t(b).row = 2
    kit.drive(b, fm.vault(b, t(b), forced=True))
    assert not t(b).alive


def test_lifeline_displaces_instead_of_falling():
    """KEY-030: about to die in a Chasm, Displace instead."""
    lamp = kit.gear("lamp", kind="support", slot="support", keywords=["lifeline"])
    b = make([("A", 3, 4), ("B", 8, 8)], terrain=[("pit", [(4, 4)])], gear_cards=[lamp])
    t(b).gear = [kit.GearState("fists"), kit.GearState("lamp")]
    _, asked = kit.drive(b, knock(b, 1), ["use", "cell-E4"])
    assert [d.kind for d in asked] == ["battle.lifeline", "battle.displace"]
    assert t(b).alive and titan_cell(t(b)) == (4, 3)


def test_attack_knockback_then_knockdown_both_apply():
    """KEY-024, KEY-028: the Attack's range is checked once for its Target, so "Knockback 2,
    Knockdown" knocks down the Target it just knocked back."""
    b = make([("A", 3, 4)])
    ctx = EffectCtx(PRIMORDIAL, "A", attack=SimpleNamespace(card=kit.ai("bite")), origin="ai")
    kit.drive(b, resolve_effects(b, kit.fx("knockback 2", "knockdown"), ctx))
    assert titan_cell(t(b)) == (5, 4) and t(b).knockdown == "falling"


def test_primordial_step_given_as_entered_cells():
    """BAT-PRIM-060: a caller that moved the footprint itself passes the cells it entered."""
    b = make([("A", 3, 4)])
    b.battle.primordial.row = 2
    crashed, _ = kit.drive(b, primordial_step.primordial_enter(b, [(3, 4), (3, 5)]))
    assert crashed == ["A"] and danger(b) == 1


def test_titan_approaches_then_pushes():
    """KEY-044, BAT-TITAN-020: a Titan not adjacent first moves toward the Primordial by the
    shortest path (counting against X), then pushes it and follows."""
    b = make([("A", 5, 4)])
    kit.drive(b, primordial_forced.primordial_pushed(b, 3, pusher=t(b)))
    assert titan_cell(t(b)) == (2, 4) and primordial_anchor(b) == (0, 4)


def test_pushback_keeps_the_board_consistent():
    """BAT-SETUP-005: after a Pushback through Titans no two miniatures share a space."""
    from atoterm.engine.battle.core import invariants

    b = make([("A", 3, 4), ("B", 4, 4), ("C", 5, 5)])
    _, asked = kit.drive(b, push_pull.pushback(b, t(b), 3), ["dir-W", "dir-E"])
    assert [titan_cell(t(b, k)) for k in "ABC"] == [(6, 4), (4, 2), (5, 7)]
    assert len(asked) == 2
    assert invariants.check(b.state, b.content) == []
