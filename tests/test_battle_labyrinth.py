"""Labyrinth tiles: shapes, the track, placement priority, red lines [TER-024, CYC1-002..014].

The kit's Primordial is 2x2 at anchor (1, 4) facing S (cells B5, B6, C5, C6) unless a test
moves it: "in front of and adjacent" means a tile on rows 3+ touching D5 or D6. The board is
12 x 10.
"""

from __future__ import annotations

import re
import shutil
from dataclasses import replace
from pathlib import Path

import battle_kit as kit
import pytest

from atoterm.content.battle_schema import Labyrinth, LabyrinthShape, TerrainType
from atoterm.content.errors import ContentError
from atoterm.content.loader import default_content_dir, load_content
from atoterm.engine.battle.abilities.effects import PRIMORDIAL, EffectCtx, resolve_effects
from atoterm.engine.battle.board import geometry, paths, sight, terrain
from atoterm.engine.battle.board.board import board_view, primordial_cells, titan_cell
from atoterm.engine.battle.core.state import TerrainPiece
from atoterm.engine.battle.cycle1 import labyrinth as lab
from atoterm.engine.battle.movement import push_pull
from atoterm.engine.battle.primordial import reach
from atoterm.engine.battle.primordial.attack import AttackRun
from atoterm.engine.state import RulesOptions

MAZE = TerrainType("maze", "Maze", ("labyrinth",))
EDGE = TerrainType("edge", "Mole", ("board_edge",))
O4 = [(0, 0), (0, 1), (1, 0), (1, 1)]
I4 = [(0, 0), (1, 0), (2, 0), (3, 0)]
L4 = [(0, 0), (1, 0), (2, 0), (2, 1)]
Z4 = [(0, 0), (0, 1), (1, 1), (1, 2)]
SHAPES = {
    "o": LabyrinthShape("o", "Box", tuple(O4)),
    "i": LabyrinthShape("i", "Bar", tuple(I4)),
    "l": LabyrinthShape("l", "Ell", tuple(L4)),
    "z": LabyrinthShape("z", "Zed", tuple(Z4)),
    # a walled bar: red along its west side, green at its south end
    "w": LabyrinthShape(
        "w", "Wall", tuple(I4), tuple(((r, 0), "W") for r in range(4)), (((3, 0), "S"),)
    ),
    # a box with a wall across its top
    "t": LabyrinthShape("t", "Roofed", tuple(O4), (((0, 0), "N"), ((0, 1), "N"))),
}


def make(titans=(("A", 8, 0),), *, track=("o",), prim=(1, 4, "S"), terrain=(), **kw):
    content = kit.pack(terrain=[MAZE, EDGE])
    battle = replace(content.battle, labyrinth=Labyrinth("maze", dict(SHAPES), tuple(track)))
    content = replace(content, battle=battle)
    placed = [kit.titan(key, r, c) for key, r, c in titans]
    return kit.battle(content, titans=placed, primordial=prim, terrain=terrain, **kw)


def run(b, n=1, target="", answers=()):
    """``labyrinth n`` as a plain effect, or in an Attack against ``target``."""
    ctx = EffectCtx(PRIMORDIAL)
    if target:
        card = next(iter(b.bc.primordials.values())).signature
        attack = AttackRun(card, "ai", [target])
        ctx = EffectCtx(PRIMORDIAL, target, 1, attack.target(target), "ai")
    effect = kit.fx(f"labyrinth {n}")
    return kit.drive(b, resolve_effects(b, effect, ctx), answers)


def tiles(b):
    return [p for p in b.battle.terrain if p.shape]


def cells(piece):
    return sorted(tuple(c) for c in piece.cells)


def events(b, kind):
    return [e for e in b.events if e.kind == kind]


def box(r, c):
    return sorted([(r, c), (r, c + 1), (r + 1, c), (r + 1, c + 1)])


# ------------------------------------------------------------------ shapes and rotations
@pytest.mark.parametrize(
    ("shape", "count"),
    [
        pytest.param("o", 1, id="CYC1-008 square has one rotation"),
        pytest.param("i", 2, id="CYC1-008 bar lies two ways"),
        pytest.param("l", 4, id="CYC1-008 ell turns four ways"),
        pytest.param("z", 2, id="CYC1-008 zed lies two ways"),
        pytest.param("w", 4, id="CYC1-008 walled bar: the wall side counts"),
        pytest.param("t", 4, id="CYC1-008 roofed box: the roof side counts"),
    ],
)
def test_rotations_are_distinct_placements(shape, count):
    """CYC1-008: any rotation is allowed, never a mirror; look-alike rotations count once."""
    assert len(lab.orientations(SHAPES[shape])) == count


def test_rotation_turns_the_lines_with_the_cells():
    """CYC1-002, CYC1-006: a quarter turn clockwise moves a west wall to the north side."""
    turned = next(o for o in lab.orientations(SHAPES["w"]) if o.turn == 1)
    assert turned.cells == ((0, 0), (0, 1), (0, 2), (0, 3))
    assert turned.red == tuple((-1, c, 0, c) for c in range(4))
    assert turned.green == ((0, -1, 0, 0),)  # the south end turned to the west end


# ------------------------------------------------------------------ legal spots
@pytest.mark.parametrize("facing", ["N", "E", "S", "W"])
@pytest.mark.parametrize("shape", ["o", "i", "l", "z"])
def test_every_legal_spot_is_in_front_and_adjacent(facing, shape):
    """CYC1-009, CYC1-014: every space in front, one next to the Primordial, none under it,
    all on the board; the Primordial in the middle has room whichever way it faces."""
    b = make(prim=(4, 5, facing))
    prim = primordial_cells(b)
    spots = lab.legal_placements(b, SHAPES[shape])
    assert spots
    for spot in spots:
        assert all(geometry.in_front((4, 5), 2, facing, c) for c in spot.cells)
        assert any(geometry.adjacent_to_area(c, prim) for c in spot.cells)
        assert not set(spot.cells) & set(prim)
        assert all(0 <= r < 10 and 0 <= c < 12 for r, c in spot.cells)


@pytest.mark.parametrize(
    ("shape", "prim", "blocker", "answer"),
    [
        pytest.param("o", (0, 4, "N"), (), "", id="CYC1-014 nothing in front: no tile"),
        pytest.param("o", (7, 4, "S"), (), "", id="CYC1-014 square does not fit the edge"),
        pytest.param("i", (7, 4, "S"), (), "tile-1-J4", id="CYC1-014 bar lies along the last row"),
        pytest.param(
            "o", (1, 4, "S"), ("cliff", [(3, 4), (3, 5)]), "", id="CYC1-014 Indestructible"
        ),
        pytest.param(
            "i", (1, 4, "S"), ("edge", [(3, 4), (3, 5)]), "", id="CYC1-014 Board Edge tiles"
        ),
        pytest.param(
            "o", (1, 4, "S"), ("column", [(3, 4), (3, 5)]), "tile-0-D5", id="CYC1-012 on Terrain"
        ),
    ],
)
def test_board_edge_and_indestructible_limit_the_spots(shape, prim, blocker, answer):
    """CYC1-014: never beyond the Board Edge nor on Indestructible Terrain; with no legal spot
    nothing is placed and the marker still moves on."""
    b = make(track=(shape, "o"), prim=prim, terrain=[blocker] if blocker else [])
    run(b, answers=[answer] if answer else ())
    placed = bool(answer)
    assert bool(tiles(b)) is placed
    assert b.battle.labyrinth_marker == 1
    if not placed:
        assert events(b, "labyrinth_none")[0].data["why"]["rule"] == "CYC1-014"
    for piece in tiles(b):
        assert all(0 <= r <= 9 for r, _ in piece.cells)


# ------------------------------------------------------------------ the track marker
def test_marker_gives_the_shape_and_walks_round():
    """CYC1-008: the tile has the marker's shape; the marker moves one box after each tile and
    goes round the track."""
    b = make(track=("o", "i"), titans=(("A", 4, 4), ("B", 4, 5)))
    run(b, target="A")
    assert [p.shape for p in tiles(b)] == ["o"] and b.battle.labyrinth_marker == 1
    run(b, n=1, answers=["tile-0-D6"])  # the bar, upright on column 6
    assert [p.shape for p in tiles(b)][-1] == "i" and b.battle.labyrinth_marker == 0
    assert [e.data["marker"] for e in events(b, "labyrinth_marker")] == [1, 0]


def test_marker_moves_even_when_nothing_is_placed():
    """CYC1-014: "this keyword does nothing, but the track marker still moves"."""
    b = make(track=("o", "i", "l"), prim=(0, 4, "N"))
    run(b, n=2)
    assert not tiles(b) and b.battle.labyrinth_marker == 2
    assert len(events(b, "labyrinth_none")) == 2


# ------------------------------------------------------------------ priority: the Target
@pytest.mark.parametrize(
    ("titans", "target", "expected"),
    [
        pytest.param(
            (("A", 4, 4), ("B", 4, 5)), "A", box(3, 4), id="CYC1-010 under the Target and most"
        ),
        pytest.param(
            (("A", 4, 6), ("B", 3, 3), ("C", 4, 4), ("D", 4, 3)),
            "A",
            box(3, 5),
            id="CYC1-010 the Target beats more Titans elsewhere",
        ),
        pytest.param(
            (("A", 4, 3), ("B", 4, 4), ("C", 3, 6)),
            "A",
            box(3, 3),
            id="CYC1-010 only spot under the Target",
        ),
    ],
)
def test_under_the_target_then_the_most_titans(titans, target, expected):
    """CYC1-010, CYC1-013: part of an Attack, the tile goes under the Target if it can, then
    under the most Titans with the Target among them; the event names the deciding bullet."""
    b = make(titans=titans)
    _, asked = run(b, target=target)
    assert not asked
    assert cells(tiles(b)[0]) == expected
    why = events(b, "labyrinth_placed")[0].data["why"]
    assert why["rule"] == "CYC1-010" and len(why["considered"]) >= 2


def test_target_out_of_reach_leaves_the_choice_to_the_players():
    """CYC1-010, CYC1-013: the Target cannot be covered: the bullet does not apply, and the
    equal spots go to the players."""
    b = make(titans=(("A", 8, 8),))
    _, asked = run(b, target="A", answers=["tile-0-D6"])
    assert [o.id for o in asked[0].options] == ["tile-0-D4", "tile-0-D5", "tile-0-D6"]
    assert asked[0].context["rule"] == "CYC1-013"
    assert cells(tiles(b)[0]) == box(3, 5)
    assert events(b, "labyrinth_placed")[0].data["why"]["rule"] == "CYC1-013"


@pytest.mark.parametrize(("explaining", "quiet"), [(True, True), (False, False), (False, True)])
def test_spots_are_worded_unless_a_quiet_simulation(explaining, quiet):
    """The spots' words are left out only where nobody reads them (a quiet simulation, which
    words no option): the ids, and so the choice, stay the same."""
    b = make(titans=(("A", 8, 8),))
    b.explaining, b.quiet = explaining, quiet
    _, asked = run(b, target="A", answers=["tile-0-D6"])
    assert [o.id for o in asked[0].options] == ["tile-0-D4", "tile-0-D5", "tile-0-D6"]
    worded = explaining or not quiet
    assert all(bool(o.label) is worded for o in asked[0].options)
    assert cells(tiles(b)[0]) == box(3, 5)


@pytest.mark.parametrize(
    ("policy", "expected"),
    [
        pytest.param("worst_for_players", box(3, 3), id="GEN-001 Cruel Fates: over the Titan"),
        pytest.param("random", None, id="CYC1-013 random tie-break from the tie stream"),
    ],
)
def test_tie_break_policies(policy, expected):
    """CYC1-013: equal spots follow the tie_break option (never silently)."""
    b = make(titans=(("A", 4, 3),), rules=RulesOptions(tie_break=policy))
    _, asked = run(b)
    assert not asked
    assert events(b, "tie")[0].data["why"]["considered"]
    if expected:
        assert cells(tiles(b)[0]) == expected


# ------------------------------------------------------------------ several tiles
def test_several_tiles_do_not_invalidate_each_other():
    """CYC1-011: placing two tiles, the first leaves room for the second, which does not go
    over the first."""
    b = make(track=("o", "o"))
    _, asked = run(b, n=2, answers=["tile-0-D4"])
    assert [o.id for o in asked[0].options] == ["tile-0-D4", "tile-0-D6"]  # D5 leaves no room
    first, second = tiles(b)
    assert cells(first) == box(3, 3) and cells(second) == box(3, 5)
    assert events(b, "labyrinth_placed")[1].data["why"]["rule"] == "CYC1-011"


# ------------------------------------------------------------------ overlap and green lines
def test_overlapped_terrain_is_removed_first():
    """CYC1-012: non-Indestructible Terrain under the tile is removed before it is placed."""
    b = make(titans=(("A", 4, 4), ("B", 4, 5)), terrain=[("column", [(3, 5)]), ("brush", [(4, 4)])])
    run(b, target="A")
    assert [p.terrain for p in b.battle.terrain] == ["maze"]
    assert [e.rule for e in events(b, "terrain_destroyed")] == ["CYC1-012", "CYC1-012"]


def piece(uid, cells_, green=(), shape="o"):
    green_lines = [list(g) for g in green]
    return TerrainPiece(
        uid, "maze", [list(c) for c in cells_], shape=shape, green_lines=green_lines
    )


@pytest.mark.parametrize(
    ("pieces", "expected"),
    [
        pytest.param(
            [piece(1, [(5, 5)], [(5, 5, 6, 5)]), piece(2, [(6, 5)]), piece(3, [(6, 6)])],
            [[1, 2], [3]],
            id="CYC1-006 a green edge joins, a bare edge does not",
        ),
        pytest.param(
            [
                piece(1, [(5, 5)], [(5, 5, 5, 6)]),
                piece(2, [(5, 7)], [(5, 6, 5, 7)]),
                piece(3, [(5, 6)]),
            ],
            [[1, 2, 3]],
            id="CYC1-006 joined through a middle tile",
        ),
        pytest.param(
            [piece(1, [(5, 5)], [(5, 5, 6, 5)]), piece(2, [(7, 5)])],
            [[1], [2]],
            id="CYC1-006 a green edge with nothing beyond joins nothing",
        ),
    ],
)
def test_green_lines_make_one_tile(pieces, expected):
    """CYC1-006: tiles joined by green lines count as one tile."""
    assert lab.groups(pieces) == expected


def test_covering_part_of_a_joined_tile_removes_all_of_it():
    """CYC1-006, CYC1-012: joined tiles are one Terrain tile, so covering one part removes
    the whole; a tile not joined to it stays."""
    joined = [
        piece(1, [(4, 5)], shape="i"),
        piece(2, [(5, 5), (6, 5)], [(4, 5, 5, 5)], shape="i"),
        piece(3, [(8, 8)], shape="i"),
    ]
    b = make(titans=(("A", 4, 4), ("B", 4, 5)))
    b.battle.terrain, b.battle.next_uid = joined, 4
    assert lab.labyrinth_groups(b) == [[1, 2], [3]]
    run(b, target="A")
    assert [p.uid for p in b.battle.terrain] == [3, 4]
    assert lab.labyrinth_cells(b) == ((3, 4), (3, 5), (4, 4), (4, 5), (8, 8))


# ------------------------------------------------------------------ red lines
WALL = [(4, c, 5, c) for c in range(12)]  # a wall between rows E and F, right across


def walled(as_tile, titans=(("A", 4, 4), ("B", 5, 4))):
    """The same wall drawn on the diagram or printed on a Labyrinth tile."""
    if as_tile:
        b = make(titans=titans)
        row = [[4, c] for c in range(12)]
        b.battle.terrain = [
            TerrainPiece(9, "maze", row, shape="w", red_lines=[list(e) for e in WALL])
        ]
        b.battle.next_uid = 10
        return b
    return make(titans=titans, red_lines=WALL)


@pytest.mark.parametrize("as_tile", [False, True], ids=["diagram", "tile"])
@pytest.mark.parametrize(
    ("rule", "query", "expected"),
    [
        pytest.param(
            "CYC1-002",
            lambda b: (5, 4) in paths.titan_moves(board_view(b), (4, 3), 4),
            False,
            id="CYC1-002 movement",
        ),
        pytest.param(
            "CYC1-002",
            lambda b: geometry.adjacent((4, 4), (5, 4), board_view(b)),
            False,
            id="CYC1-002 adjacency",
        ),
        pytest.param(
            "CYC1-002",
            lambda b: sight.line_of_sight(board_view(b), [(4, 4)], [(6, 4)]),
            False,
            id="CYC1-002 line of sight",
        ),
        pytest.param(
            "CYC1-003",
            lambda b: reach.sees(b, b.battle.titan("B")),
            False,
            id="CYC1-003 targeting sight",
        ),
        pytest.param(
            "CYC1-004",
            lambda b: reach.distance(b, b.battle.titan("B")),
            3,
            id="CYC1-004 distance straight through",
        ),
    ],
)
def test_tile_red_lines_count_like_the_diagrams(rule, query, expected, as_tile):
    """TER-024, CYC1-002..CYC1-004: a placed tile's red lines block Titans' movement,
    adjacency and sight and the Primordial's targeting sight, but distances are counted
    straight through them, exactly like the diagram's red lines."""
    assert query(walled(as_tile)) == expected


def test_primordial_ignores_the_tiles_when_attacking_and_moving():
    """CYC1-003: red lines do not break the Primordial's adjacency (melee), and it walks onto
    Labyrinth tiles without harming them."""
    b = walled(True, titans=(("A", 8, 0), ("B", 3, 4)))
    b.battle.terrain[0].red_lines = [[2, 4, 3, 4], [2, 5, 3, 5]]  # between it and D5/D6
    b.battle.terrain[0].cells = [[3, 4], [3, 5]]
    assert reach.adjacent(b, b.battle.titan("B"))
    kit.drive(b, terrain.primordial_enters(b, [(3, 4), (3, 5)]))
    assert [p.uid for p in b.battle.terrain] == [9]


def test_knocked_back_primordial_leaves_labyrinth_tiles():
    """CYC1-003, KEY-026: a knocked-back Primordial destroys the tiles it enters, but it
    ignores Labyrinth tiles while it moves."""
    b = make(terrain=[("brush", [(3, 5)])])
    b.battle.terrain.append(TerrainPiece(7, "maze", [[3, 4]], shape="i"))
    kit.drive(b, terrain.primordial_enters(b, [(3, 4), (3, 5)], destroy_all=True))
    assert [p.terrain for p in b.battle.terrain] == ["maze"]


@pytest.mark.parametrize("as_tile", [False, True], ids=["diagram", "tile"])
def test_pushback_into_a_tile_red_line_is_an_indestructible_obstacle(as_tile):
    """CYC1-005, KEY-046: pushed into a red line with no legal displacement, the Titan dies;
    printed on a tile or drawn on the diagram alike."""
    line = [(3, 4, 4, 4)]
    b = make(titans=(("A", 3, 4), ("B", 8, 8)), terrain=[("cliff", [(3, 3)])])
    if as_tile:
        b.battle.terrain.append(
            TerrainPiece(5, "maze", [[4, 4]], shape="i", red_lines=[list(line[0])])
        )
    else:
        b.battle.red_lines = [list(line[0])]
    kit.drive(b, push_pull.pushback(b, b.battle.titan("A"), 3))
    assert not b.battle.titan("A").alive


def test_placing_a_tile_refreshes_the_board_view():
    """TER-024: the cached board view sees a new tile's red lines at once."""
    b = make(track=("t",), titans=(("A", 3, 4), ("B", 3, 5)))
    before = board_view(b)
    run(b, target="A", answers=["tile-0-D5"])
    after = board_view(b)
    new = {((r1, c1), (r2, c2)) for r1, c1, r2, c2 in tiles(b)[0].red_lines}
    assert new and not new & before.red_lines and new <= after.red_lines


def test_event_explains_the_choice():
    """CYC1-013: the placement event lists the candidates each bullet kept and why."""
    b = make(titans=(("A", 4, 4), ("B", 4, 5)))
    run(b, target="A")
    event = events(b, "labyrinth_placed")[0]
    why = event.data["why"]
    assert why["considered"][0].startswith("3 spots in front of and adjacent")
    assert "under the Target" in why["considered"][1] and why["because"]
    assert why["chosen"] == "D5 D6 E5 E6" and event.data["cells"] == [list(c) for c in box(3, 4)]


# ------------------------------------------------------------------ content
def test_shipped_labyrinth_loads():
    """TER-024, CYC1-008: the shipped pack has I, L, O, Z shapes and a track of them."""
    content = load_content()
    lab_content = content.battle.labyrinth
    assert {"i", "l", "o", "z"} <= set(lab_content.shapes)
    assert lab_content.track and set(lab_content.track) <= set(lab_content.shapes)
    assert "labyrinth" in content.battle.terrain[lab_content.terrain].traits
    assert all(len(s.cells) == 4 for s in lab_content.shapes.values())
    assert any(s.green_lines for s in lab_content.shapes.values())


@pytest.mark.parametrize(
    ("old", "new", "message"),
    [
        pytest.param('track = ["i"', 'track = ["q"', r"unknown shape 'q'", id="CYC1-008 track"),
        pytest.param(
            "cells = [[0, 0], [1, 0], [2, 0], [3, 0]]",
            "cells = [[0, 0], [1, 0], [3, 0], [4, 0]]",
            r"joined edge to edge",
            id="CYC1-006 shape must be connected",
        ),
        pytest.param(
            'green_lines = [[0, 0, "N"], [3, 0, "S"]]',
            'green_lines = [[0, 0, "S"], [3, 0, "S"]]',
            r"inside the tile",
            id="CYC1-006 green lines on the border",
        ),
        pytest.param(
            'terrain = "folded-ground"',
            'terrain = "kelp-bed"',
            r"lacks the 'labyrinth' trait",
            id="TER-024 Labyrinth terrain",
        ),
        pytest.param(
            '[[0, 0, "W"], [1, 0, "W"]',
            '[[0, 0, "W"], [9, 0, "W"]',
            r"is not a space of it",
            id="TER-024 red line on the tile",
        ),
    ],
)
def test_broken_labyrinth_file(tmp_path: Path, old, new, message):
    """Content errors are reported as ``file:line: message`` (docs/battle-content-format.md)."""
    folder = tmp_path / "pack"
    shutil.copytree(default_content_dir(), folder)
    path = folder / "battle" / "labyrinth.toml"
    text = path.read_text(encoding="utf-8")
    assert old in text
    text = text.replace(old, new, 1)
    path.write_text(text, encoding="utf-8")
    with pytest.raises(ContentError) as info:
        load_content(folder)
    problems = [p for p in info.value.problems if re.search(message, p.message)]
    assert problems, info.value.problems
    line = text[: text.index(new)].count("\n") + 1
    assert problems[0].file == "battle/labyrinth.toml" and problems[0].line == line


def test_labyrinth_op_needs_a_track(tmp_path: Path):
    """CYC1-007: a pack whose cards place Labyrinth tiles needs the Labyrinth file."""
    folder = tmp_path / "pack"
    shutil.copytree(default_content_dir(), folder)
    prim = folder / "battle" / "primordials" / "ammonax.toml"
    text = prim.read_text(encoding="utf-8")
    prim.write_text(
        text.replace('after = ["place_terrain shell-wall"]', 'after = ["labyrinth 1"]', 1)
    )
    (folder / "battle" / "labyrinth.toml").unlink()
    with pytest.raises(ContentError) as info:
        load_content(folder)
    assert any("labyrinth.toml" in str(p) for p in info.value.problems)


def test_titan_under_tile_keeps_its_space():
    """CYC1-002: Titans move freely through Labyrinth spaces; a tile placed under a Titan
    leaves it where it is."""
    b = make(titans=(("A", 4, 4), ("B", 4, 5)))
    run(b, target="A")
    assert titan_cell(b.battle.titan("A")) == (4, 4)
    assert (5, 4) in paths.titan_moves(board_view(b), (4, 4), 2)
