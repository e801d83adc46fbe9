"""Terrain and the board view: traits, entering and ending on tiles, placing and destroying."""

from __future__ import annotations

import battle_kit as kit
import pytest

import atoterm.engine.battle.abilities.ops_basic  # noqa: F401  (registers the ops)
from atoterm.content.battle_schema import TerrainType
from atoterm.engine.battle.abilities.effects import PRIMORDIAL, EffectCtx, resolve_effects
from atoterm.engine.battle.board import board, paths, placement, terrain
from atoterm.engine.battle.board.board import titan_cell
from atoterm.engine.battle.primordial.step import primordial_enter
from atoterm.engine.battle.titans import stats

EXTRA = [
    TerrainType("edge", "Mole", ("board_edge",)),
    TerrainType("drop", "Cliff Drop", ("boundless",)),
    TerrainType("flat", "Tidal Flat", ("exposed",)),
    TerrainType("rock", "Rock", ("obstacle",)),
    TerrainType("huts", "Huts", ("inhabited", "obstacle", "destructible")),
    TerrainType("rubble", "Rubble", ("cover", "destructible"), copies=2),
    TerrainType(
        "snare",
        "Snare",
        ("trap", "destructible"),
        abilities=(kit.ability("Hooks", "passive", "token speed -2", "destroy_terrain"),),
    ),
]


def make(titans=(("A", 6, 2),), *, terrain=(), red_lines=(), forced=None):
    content = kit.pack(terrain=EXTRA)
    placed = [kit.titan(key, r, c) for key, r, c in titans]
    return kit.battle(content, titans=placed, terrain=terrain, red_lines=red_lines, forced=forced)


def t(b, key="A"):
    return b.battle.titan(key)


def kinds(b):
    return [p.terrain for p in b.battle.terrain]


# ------------------------------------------------------------------ the board view
def test_cell_names():
    """BAT-SETUP-004: row letter then column number from 1."""
    assert board.cell_name((2, 4)) == "C5" and board.cell_name((0, 0)) == "A1"


def test_board_view_from_traits():
    """BAT-SETUP-005, TER-015, TER-025, TER-026, TER-016, TER-017: what geometry sees."""
    b = make(
        terrain=[
            ("smoke", [(5, 5)]),
            ("column", [(5, 6)]),
            ("pit", [(5, 7)]),
            ("drop", [(5, 8)]),
            ("edge", [(0, 0)]),
        ],
        red_lines=[(3, 3, 3, 4)],
    )
    view = board.board_view(b)
    assert view.obscuring == {(5, 5)} and view.obstacles == {(5, 6)}
    assert view.impassable_for_titans == {(5, 6), (5, 7), (5, 8)}
    assert view.edge_cells == {(0, 0)} and view.red_lines == {((3, 3), (3, 4))}
    assert (5, 6) in board.occupied_cells(b) and (5, 6) not in board.miniature_cells(b)


def test_titan_at_is_living_only():
    """BAT-MISC-015: a dead Titan is off the board."""
    b = make((("A", 6, 2), ("B", 6, 4)))
    t(b, "B").alive = False
    assert board.titan_at(b, (6, 2)) is t(b) and board.titan_at(b, (6, 4)) is None


def test_titans_do_not_pass_obstacles_ex034():
    """EX-034, TER-026, BAT-TITAN-016: voluntary moves go around Obstacles, red lines and
    miniatures, but through other Terrain."""
    b = make(
        (("A", 6, 2), ("B", 6, 4)),
        terrain=[("column", [(5, 2)]), ("brush", [(7, 2)])],
        red_lines=[(6, 2, 6, 1)],
    )
    view = board.board_view(b)
    moves = paths.titan_moves(view, (6, 2), 1, blocked=frozenset({(6, 4)}))
    assert set(moves) == {(6, 3), (7, 2)}


# ------------------------------------------------------------------ queries
def test_cover_and_exposed():
    """TER-018: +1 Evasion on Cover; TER-021: -1 To Hit on Exposed."""
    b = make(terrain=[("brush", [(6, 2)]), ("flat", [(2, 5)])])
    assert board.cover_bonus(b, t(b)) == 1 and stats.evasion_bonus(b, t(b)) == 1
    assert board.exposed(b) and stats.to_hit(b) == b.level.to_hit - 1


# ------------------------------------------------------------------ ending and passing
def test_end_on_ambrosia():
    """TER-012: ending a movement on the tile gives 1 Ambrosia."""
    b = make(terrain=[("spring", [(6, 2)])])
    kit.drive(b, terrain.end_move(b, t(b), [(6, 4), (6, 3)]))
    assert t(b).ambrosia == 1


@pytest.mark.parametrize(
    ("roll", "gain"), [(6, 1), (5, 0)], ids=["TER-014 6+ gains", "TER-014 5 gains nothing"]
)
def test_pass_through_ambrosia(roll, gain):
    """TER-014 (Rulings: 000): passing through rolls a d10, 6+ gains 1 Ambrosia."""
    b = make(terrain=[("spring", [(6, 3)])], forced={"battle.d10": [roll]})
    kit.drive(b, terrain.end_move(b, t(b), [(6, 4), (6, 3)]))
    assert t(b).ambrosia == gain


def test_ambrosia_passed_before_ambrosia_ended_on():
    """BAT-TITAN-009, TER-014, TER-012: tiles resolve as they are entered: the roll for the
    tile passed comes before the token for the tile the movement ends on."""
    b = make(terrain=[("spring", [(6, 2)]), ("spring", [(6, 3)])], forced={"battle.d10": [6]})
    kit.drive(b, terrain.end_move(b, t(b), [(6, 4), (6, 3)]))
    assert [e.rule for e in b.events if e.kind == "ambrosia_tile"] == ["TER-014", "TER-012"]
    assert t(b).ambrosia == 2


def test_staying_on_ambrosia_all_turn():
    """TER-013: started the turn on the tile and did not move: 1 Ambrosia."""
    b = make(terrain=[("spring", [(6, 2)])])
    t(b).start_row, t(b).start_col = 6, 2
    kit.drive(b, terrain.end_of_turn_ambrosia(b, t(b)))
    assert t(b).ambrosia == 1
    t(b).moved_this_turn = True
    kit.drive(b, terrain.end_of_turn_ambrosia(b, t(b)))
    assert t(b).ambrosia == 1


@pytest.mark.parametrize(
    ("tile", "voluntary", "alive"),
    [("drop", False, False), ("pit", False, True)],
    ids=["TER-016 forced onto Boundless dies", "TER-017 entering a Chasm in Knockback is safe"],
)
def test_forced_entry(tile, voluntary, alive):
    """TER-016, TER-017, TER-002: what entering a tile does."""
    b = make((("A", 6, 2), ("B", 6, 8)), terrain=[(tile, [(6, 2)])])
    kit.drive(b, terrain.enter_cell(b, t(b), (6, 2), voluntary=voluntary))
    assert t(b).alive is alive


def test_chasm_ending_and_crossing():
    """TER-017, BAT-TITAN-019: ending on a Chasm, or pushed across one, kills."""
    b = make((("A", 6, 2), ("B", 6, 8), ("C", 2, 8)), terrain=[("pit", [(6, 2)])])
    kit.drive(b, terrain.end_move(b, t(b), []), ["titan-B"])
    assert not t(b).alive
    b.battle.titan("B").row, b.battle.titan("B").col = 6, 2
    kit.drive(b, terrain.enter_cell(b, t(b, "B"), (6, 2), voluntary=False, crossing_kills=True))
    assert not t(b, "B").alive


def test_involuntary_entry_destroys_destructible():
    """TER-019, TER-002: moved involuntarily onto a Destructible tile destroys it."""
    b = make(terrain=[("rubble", [(6, 2)])])
    kit.drive(b, terrain.enter_cell(b, t(b), (6, 2), voluntary=True))
    assert kinds(b) == ["rubble"]
    kit.drive(b, terrain.enter_cell(b, t(b), (6, 2), voluntary=False))
    assert kinds(b) == []


# ------------------------------------------------------------------ destroying
def test_destroy_terrain():
    """TER-004, TER-022, TER-023: removed; Indestructible stays; Inhabited costs Diplomacy."""
    b = make(terrain=[("cliff", [(5, 5)]), ("huts", [(5, 6)])])
    cliff, huts = b.battle.terrain
    assert kit.drive(b, terrain.destroy_terrain(b, cliff))[0] is False
    assert kit.drive(b, terrain.destroy_terrain(b, huts))[0] is True
    assert kinds(b) == ["cliff"] and b.battle.aftermath["diplomacy"] == -1


def test_trap_springs_on_the_primordial():
    """TER-027, BAT-PRIM-059: the Primordial moving onto a Trap resolves it, then it is gone."""
    b = make(terrain=[("snare", [(3, 4)])])
    kit.drive(b, primordial_enter(b, (2, 4)))
    assert b.battle.primordial.tokens.get("speed") is None
    assert b.battle.kratos_pool["speed"] == -2 and kinds(b) == []


# ------------------------------------------------------------------ placing
def test_placing_when_every_copy_is_in_play():
    """TER-005: the copy furthest from the Primordial is removed first."""
    b = make(terrain=[("rubble", [(3, 4)]), ("rubble", [(9, 11)])])
    kit.drive(b, placement.place_terrain(b, "rubble", [(4, 8)]))
    assert sorted(p.cells[0] for p in b.battle.terrain) == [[3, 4], [4, 8]]


@pytest.mark.parametrize(
    ("under", "placed", "left"),
    [("cliff", False, ["cliff"]), ("brush", True, ["smoke"])],
    ids=["TER-006 onto Indestructible: ignored", "TER-006 onto other Terrain: it is destroyed"],
)
def test_placing_onto_terrain(under, placed, left):
    """TER-006, TER-022."""
    b = make(terrain=[(under, [(5, 5)])])
    piece, _ = kit.drive(b, placement.place_terrain(b, "smoke", [(5, 5)]))
    assert (piece is not None) is placed and kinds(b) == left


@pytest.mark.parametrize(
    ("tile", "ok"), [("smoke", False), ("cliff", True)], ids=["TER-010 ignored", "TER-010 ok"]
)
def test_placing_onto_the_primordial(tile, ok):
    """TER-010: only an Indestructible tile goes under the Primordial."""
    b = make()
    piece, _ = kit.drive(b, placement.place_terrain(b, tile, [(1, 4)]))
    assert (piece is not None) is ok


def test_destructible_obstacle_placed_on_titan():
    """TER-007: destroyed, and the Titan suffers Crash."""
    b = make()
    kit.drive(b, placement.place_terrain(b, "column", [(6, 2)]))
    assert kinds(b) == [] and b.argonaut(t(b)).danger == 1 and t(b).knockdown == "falling"


def test_obstacle_placed_on_titan_displaces_it():
    """TER-008: Crash and Displace so the tile fits; no room: death."""
    b = make((("A", 6, 2), ("B", 6, 9)))
    _, asked = kit.drive(b, placement.place_terrain(b, "rock", [(6, 2)]), ["cell-G4"])
    assert asked[0].kind == "battle.displace"
    assert titan_cell(t(b)) == (6, 3) and kinds(b) == ["rock"]
    assert b.argonaut(t(b)).danger == 1
    b2 = make((("A", 9, 0), ("B", 8, 0), ("C", 2, 9)), terrain=[("cliff", [(9, 1)])])
    kit.drive(b2, placement.place_terrain(b2, "rock", [(9, 0)]), ["titan-B"])
    assert not t(b2).alive


@pytest.mark.parametrize(
    ("tile", "alive", "ambrosia"),
    [("spring", True, 1), ("pit", False, 0)],
    ids=["TER-009 resolves as if moved onto it", "TER-017 a Chasm placed under a Titan"],
)
def test_other_tile_placed_under_titan(tile, alive, ambrosia):
    """TER-009, TER-017."""
    b = make((("A", 6, 2), ("B", 6, 9)))
    kit.drive(b, placement.place_terrain(b, tile, [(6, 2)]))
    assert t(b).alive is alive and t(b).ambrosia == ambrosia


def test_place_terrain_op_under_the_subject():
    """TER-005, TER-009: the op places under the affected Titan by default."""
    b = make()
    kit.drive(b, resolve_effects(b, kit.fx("place_terrain brush"), EffectCtx(PRIMORDIAL, "A")))
    assert b.battle.terrain[0].cells == [[6, 2]]


def test_trap_resolves_every_time():
    """TER-011, TER-027: Terrain abilities are forced and resolve each time they trigger."""
    cage = TerrainType(
        "cage", "Cage", ("trap",), abilities=(kit.ability("Bite", "passive", "token speed -1"),)
    )
    content = kit.pack(terrain=[cage])
    b = kit.battle(content, titans=[kit.titan("A", 8, 8)], terrain=[("cage", [(3, 4)])])
    for anchor in [(2, 4), (1, 4), (2, 4)]:
        kit.drive(b, primordial_enter(b, anchor))
    assert b.battle.kratos_pool["speed"] == -2 and kinds(b) == ["cage"]
