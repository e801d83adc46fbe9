"""Battle board geometry: distances, adjacency, facing, zones, line of sight and movement paths.

Each case cites the rule it checks. Line of sight is also compared with an independent reference
(exact fractions, angles by pseudo-angle) on random boards, and checked symmetric and monotone.
"""

from __future__ import annotations

from fractions import Fraction
from itertools import pairwise
from math import floor

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from atoterm.engine.battle.board.geometry import (
    DIR_ORDER,
    DIRS,
    BoardView,
    Cell,
    adjacent,
    adjacent_to_area,
    area_distance,
    areas_adjacent,
    away_direction,
    cell_label,
    chebyshev,
    distance,
    distance_to_area,
    footprint,
    front_cells,
    in_front,
    make_edge,
    neighbours,
    on_board,
    place_offsets,
    rear_cells,
    rotate_offsets,
    slide_directions,
    turn_toward,
)
from atoterm.engine.battle.board.paths import (
    Route,
    cells_entered,
    move_to_area,
    primordial_routes,
    stop_adjacent,
    stop_within,
    titan_moves,
    titan_path,
)
from atoterm.engine.battle.board.sight import (
    corners,
    line_of_sight,
    los_explain,
    segment_clear,
    sight_line,
)
from atoterm.engine.battle.board.zones import zone_cells

E8 = BoardView(8, 8)


def wall(col: int, rows: range) -> frozenset[tuple[Cell, Cell]]:
    """A red line on the grid column between board columns ``col - 1`` and ``col``."""
    return frozenset(make_edge((r, col - 1), (r, col)) for r in rows)


# --- cells and distances ----------------------------------------------------------------------


def test_directions_are_fixed() -> None:
    """[BAT-SETUP-006] N is up (row - 1), E is right (col + 1); tie order is N, E, S, W."""
    assert DIRS == {"N": (-1, 0), "E": (0, 1), "S": (1, 0), "W": (0, -1)}
    assert DIR_ORDER == ("N", "E", "S", "W")


@pytest.mark.parametrize(
    ("a", "b", "expected"),
    [((0, 0), (0, 0), 0), ((0, 0), (3, 4), 7), ((5, 2), (1, 6), 8), ((2, 2), (3, 3), 2)],
    ids=[
        "BAT-SETUP-008 same cell",
        "BAT-SETUP-008 orthogonal count",
        "BAT-SETUP-008 symmetric",
        "BAT-SETUP-008 diagonal neighbour is 2 away",
    ],
)
def test_distance(a: Cell, b: Cell, expected: int) -> None:
    assert distance(a, b) == expected == distance(b, a)


def test_area_distances() -> None:
    """[BAT-SETUP-008] distances to and between areas are the smallest orthogonal ones."""
    prim = footprint((2, 2), 2)
    assert distance_to_area((0, 0), prim) == 4
    assert distance_to_area((2, 5), prim) == 2
    assert area_distance(prim, [(6, 3), (2, 4)]) == 1
    assert area_distance(prim, footprint((3, 3), 2)) == 0
    assert chebyshev((0, 0), (2, 3)) == 3
    with pytest.raises(ValueError):
        distance_to_area((0, 0), [])
    with pytest.raises(ValueError):
        area_distance([], prim)


@pytest.mark.parametrize(
    ("cell", "label"),
    [((0, 0), "A1"), ((1, 11), "B12"), ((25, 0), "Z1"), ((26, 2), "AA3")],
    ids=["BAT-SETUP-004 A1", "BAT-SETUP-004 B12", "BAT-SETUP-004 Z1", "BAT-SETUP-004 AA3"],
)
def test_cell_label(cell: Cell, label: str) -> None:
    assert cell_label(cell) == label


def test_on_board_and_board_edge_tiles() -> None:
    """[BAT-SETUP-007, TER-015] off the grid or on a Board Edge tile is off the board."""
    view = BoardView(4, 3, edge_cells=frozenset({(0, 3)}))
    assert on_board(view, (2, 2))
    assert not on_board(view, (3, 0))
    assert not on_board(view, (0, 4))
    assert not on_board(view, (-1, 0))
    assert not on_board(view, (0, 3))


# --- adjacency --------------------------------------------------------------------------------


def test_make_edge_normalizes() -> None:
    """[CYC1-002] a red line is the edge between two cells, smaller cell first."""
    assert make_edge((1, 2), (1, 1)) == ((1, 1), (1, 2))
    assert make_edge((0, 0), (-1, 0)) == ((-1, 0), (0, 0))
    with pytest.raises(ValueError):
        make_edge((0, 0), (1, 1))
    view = BoardView(3, 3, red_lines=frozenset({((2, 1), (1, 1))}))
    assert view.red_lines == frozenset({((1, 1), (2, 1))})


@pytest.mark.parametrize(
    ("a", "b", "view", "block", "expected"),
    [
        ((1, 1), (1, 2), None, True, True),
        ((1, 1), (2, 2), None, True, False),
        ((1, 1), (1, 1), None, True, False),
        ((1, 1), (1, 3), None, True, False),
        ((1, 1), (1, 2), BoardView(4, 4, red_lines=wall(2, range(1, 2))), True, False),
        ((1, 1), (1, 2), BoardView(4, 4, red_lines=wall(2, range(1, 2))), False, True),
        ((0, 1), (0, 2), BoardView(4, 4, red_lines=wall(2, range(1, 2))), True, True),
    ],
    ids=[
        "BAT-SETUP-006 shared edge",
        "BAT-SETUP-006 no diagonal adjacency",
        "BAT-SETUP-006 a cell is not adjacent to itself",
        "BAT-SETUP-006 two apart",
        "CYC1-002 red line breaks adjacency",
        "CYC1-002 red lines ignored on request",
        "CYC1-002 red line elsewhere",
    ],
)
def test_adjacent(a: Cell, b: Cell, view: BoardView | None, block: bool, expected: bool) -> None:
    assert adjacent(a, b, view, red_lines_block=block) is expected
    assert adjacent(b, a, view, red_lines_block=block) is expected


def test_adjacent_to_area_and_neighbours() -> None:
    """[BAT-SETUP-006, CYC1-002] adjacency to an area; neighbours in N, E, S, W order."""
    prim = footprint((1, 1), 2)
    assert adjacent_to_area((0, 1), prim)
    assert not adjacent_to_area((0, 0), prim)
    assert not adjacent_to_area((1, 1), prim)
    assert areas_adjacent([(3, 2)], prim)
    assert not areas_adjacent([(3, 3)], prim)
    view = BoardView(3, 3, red_lines=frozenset({make_edge((1, 1), (1, 2))}))
    assert not adjacent_to_area((1, 2), [(1, 1)], view)
    assert adjacent_to_area((1, 2), [(1, 1)], view, red_lines_block=False)
    assert neighbours(E8, (0, 0)) == ((0, 1), (1, 0))
    assert neighbours(E8, (3, 3)) == ((2, 3), (3, 4), (4, 3), (3, 2))
    assert neighbours(view, (1, 1)) == ((0, 1), (2, 1), (1, 0))
    assert neighbours(view, (1, 1), red_lines_block=False) == ((0, 1), (1, 2), (2, 1), (1, 0))
    edged = BoardView(3, 3, edge_cells=frozenset({(0, 1)}))
    assert neighbours(edged, (1, 1)) == ((1, 2), (2, 1), (1, 0))


# --- footprint, facing, front and rear ------------------------------------------------------


def test_footprint() -> None:
    """[BAT-SETUP-005] a Primordial usually covers 4 or 9 spaces, anchored top-left."""
    assert footprint((2, 3), 1) == ((2, 3),)
    assert footprint((2, 3), 2) == ((2, 3), (2, 4), (3, 3), (3, 4))
    assert len(footprint((0, 0), 3)) == 9


@pytest.mark.parametrize(
    ("facing", "expected"),
    [
        ("N", [(r, c) for r in range(2) for c in range(6)]),
        ("S", [(r, c) for r in range(4, 6) for c in range(6)]),
        ("E", [(r, c) for r in range(6) for c in range(4, 6)]),
        ("W", [(r, c) for r in range(6) for c in range(2)]),
    ],
    ids=[
        "BAT-PRIM-065 in front facing N",
        "BAT-PRIM-065 in front facing S",
        "BAT-PRIM-065 in front facing E",
        "BAT-PRIM-065 in front facing W",
    ],
)
def test_front_cells(facing: str, expected: list[Cell]) -> None:
    view = BoardView(6, 6)
    assert front_cells(view, (2, 2), 2, facing) == tuple(expected)
    assert all(in_front((2, 2), 2, facing, c) for c in expected)


def test_front_cells_skip_board_edge_tiles() -> None:
    """[BAT-PRIM-065, TER-015] front cells are on-board cells only."""
    view = BoardView(4, 4, edge_cells=frozenset({(0, 0)}))
    assert front_cells(view, (1, 1), 2, "N") == ((0, 1), (0, 2), (0, 3))
    with pytest.raises(ValueError):
        in_front((1, 1), 2, "X", (0, 0))


@pytest.mark.parametrize(
    ("size", "facing", "expected"),
    [
        (2, "N", ((4, 2), (4, 3))),
        (2, "E", ((2, 1), (3, 1))),
        (2, "S", ((1, 3), (1, 2))),
        (2, "W", ((3, 4), (2, 4))),
        (3, "N", ((5, 2), (5, 3), (5, 4))),
        (3, "E", ((2, 1), (3, 1), (4, 1))),
        (3, "S", ((1, 4), (1, 3), (1, 2))),
        (3, "W", ((4, 5), (3, 5), (2, 5))),
        (1, "S", ((1, 2),)),
    ],
    ids=[
        "BAT-PRIM-066 rear 2x2 facing N",
        "BAT-PRIM-066 rear 2x2 facing E",
        "BAT-PRIM-066 rear 2x2 facing S",
        "BAT-PRIM-066 rear 2x2 facing W",
        "BAT-PRIM-066 rear 3x3 facing N",
        "BAT-PRIM-066 rear 3x3 facing E",
        "BAT-PRIM-066 rear 3x3 facing S",
        "BAT-PRIM-066 rear 3x3 facing W",
        "BAT-PRIM-066 rear 1x1 facing S",
    ],
)
def test_rear_cells(size: int, facing: str, expected: tuple[Cell, ...]) -> None:
    assert rear_cells((2, 2), size, facing) == expected
    assert all(adjacent_to_area(c, footprint((2, 2), size)) for c in expected)


def test_rear_cells_drop_off_board() -> None:
    """[BAT-PRIM-066] with a view, rear cells beyond the board are dropped."""
    assert rear_cells((0, 0), 2, "S") == ((-1, 1), (-1, 0))
    assert rear_cells((0, 0), 2, "S", BoardView(4, 4)) == ()


@pytest.mark.parametrize(
    ("facing", "expected"),
    [
        ("N", ((0, 0), (3, 0), (1, 1), (-1, 2))),
        ("E", ((0, 2), (0, -1), (1, 1), (2, 3))),
        ("S", ((2, 2), (-1, 2), (1, 1), (3, 0))),
        ("W", ((2, 0), (2, 3), (1, 1), (0, -1))),
    ],
    ids=[
        "BAT-PRIM-065 offsets facing N unchanged",
        "BAT-PRIM-065 offsets turn clockwise facing E",
        "BAT-PRIM-065 offsets turn half way facing S",
        "BAT-PRIM-065 offsets turn counter-clockwise facing W",
    ],
)
def test_rotate_offsets(facing: str, expected: tuple[Cell, ...]) -> None:
    """Front-left, behind rear-left, centre, ahead of front-right of a 3x3 Primordial."""
    offsets = ((0, 0), (3, 0), (1, 1), (-1, 2))
    assert rotate_offsets(offsets, 3, facing) == expected
    assert place_offsets((5, 5), 3, facing, offsets) == tuple((5 + r, 5 + c) for r, c in expected)


def test_rotations_compose() -> None:
    """[BAT-PRIM-066] two quarter turns are a half turn; E then W is no turn at all."""
    offsets = tuple((r, c) for r in range(-1, 4) for c in range(-1, 4))
    for size in (1, 2, 3):
        east = rotate_offsets(offsets, size, "E")
        assert rotate_offsets(east, size, "E") == rotate_offsets(offsets, size, "S")
        assert rotate_offsets(east, size, "W") == offsets
        inside = tuple((r, c) for r in range(size) for c in range(size))
        assert sorted(rotate_offsets(inside, size, "E")) == list(inside)
    with pytest.raises(ValueError):
        rotate_offsets(offsets, 2, "NE")


@pytest.mark.parametrize(
    ("target", "expected"),
    [
        ((0, 4), ["N"]),
        ((0, 5), ["N"]),
        ((4, 9), ["E"]),
        ((5, 0), ["W"]),
        ((9, 7), ["S"]),
        ((7, 3), ["S"]),
        ((1, 1), ["N", "W"]),
        ((8, 8), ["E", "S"]),
        ((5, 5), []),
    ],
    ids=[
        "BAT-PRIM-053 target straight north",
        "BAT-PRIM-053 target in the column span",
        "BAT-PRIM-053 target in the row span",
        "BAT-PRIM-053 target west",
        "BAT-PRIM-067 larger vertical separation",
        "BAT-PRIM-067 vertical beats horizontal",
        "BAT-PRIM-057 exactly diagonal: players choose",
        "BAT-PRIM-057 exactly diagonal south-east",
        "BAT-PRIM-053 target under the footprint",
    ],
)
def test_turn_toward(target: Cell, expected: list[str]) -> None:
    assert turn_toward((4, 4), 2, target) == expected


@pytest.mark.parametrize(
    ("cell", "expected"),
    [
        ((5, 8), ["E"]),
        ((8, 5), ["S"]),
        ((1, 4), ["N"]),
        ((4, 0), ["W"]),
        ((7, 9), ["E"]),
        ((1, 1), ["N", "W"]),
        ((4, 4), []),
    ],
    ids=[
        "KEY-023 in the row span: east",
        "KEY-023 in the column span: south",
        "KEY-023 in the column span: north",
        "KEY-023 in the row span: west",
        "EX-032 off-axis: the larger separation",
        "BAT-PRIM-062 exactly diagonal: both, the player picks",
        "KEY-023 inside the source: none",
    ],
)
def test_away_direction(cell: Cell, expected: list[str]) -> None:
    assert away_direction(footprint((4, 4), 2), cell) == expected


# --- zones ------------------------------------------------------------------------------------


def test_zone_counts_diagonals_and_excludes_the_source() -> None:
    """[BAT-PRIM-078, BAT-PRIM-081] Zone X is Chebyshev distance, never the source itself."""
    view = BoardView(6, 6)
    assert zone_cells(view, [(2, 2)], 1) == (
        (1, 1),
        (1, 2),
        (1, 3),
        (2, 1),
        (2, 3),
        (3, 1),
        (3, 2),
        (3, 3),
    )
    prim = footprint((2, 2), 2)
    zone2 = zone_cells(view, prim, 2)
    assert len(zone2) == 36 - 4
    assert not set(prim) & set(zone2)
    assert zone_cells(view, prim, 0) == ()


def test_zone_is_clipped_to_the_board() -> None:
    """[BAT-PRIM-078, TER-015] zones stop at the Board Edge and skip Board Edge tiles."""
    view = BoardView(5, 5, edge_cells=frozenset({(2, 0)}))
    assert zone_cells(view, footprint((0, 0), 2), 1) == ((0, 2), (1, 2), (2, 1), (2, 2))


# --- line of sight: single lines -----------------------------------------------------------


@pytest.mark.parametrize(
    ("view", "start", "end", "clear"),
    [
        (BoardView(6, 6), (0, 0), (4, 2), True),
        (BoardView(6, 6, obscuring=frozenset({(1, 1)})), (0, 0), (4, 2), True),
        (BoardView(6, 6, obscuring=frozenset({(2, 0)})), (0, 0), (4, 2), True),
        (BoardView(6, 6, obscuring=frozenset({(1, 1), (2, 0)})), (0, 0), (4, 2), False),
        (BoardView(6, 6, obscuring=frozenset({(1, 0)})), (0, 0), (4, 2), False),
        (
            BoardView(6, 6, obscuring=frozenset({(1, 1)}), red_lines=wall(1, range(2, 3))),
            (0, 0),
            (4, 2),
            False,
        ),
        (
            BoardView(6, 6, red_lines=wall(1, range(2, 3)) | {make_edge((1, 1), (2, 1))}),
            (0, 0),
            (4, 2),
            False,
        ),
        (
            BoardView(6, 6, red_lines=wall(1, range(2, 3)) | {make_edge((1, 0), (2, 0))}),
            (0, 0),
            (4, 2),
            True,
        ),
        (BoardView(6, 6, red_lines=wall(1, range(2, 3))), (0, 0), (4, 2), True),
        (BoardView(6, 6, red_lines=wall(1, range(1, 2))), (0, 0), (4, 2), True),
        (BoardView(6, 6, red_lines=wall(1, range(1, 3))), (0, 0), (4, 2), False),
        (BoardView(6, 6, red_lines=frozenset({make_edge((0, 0), (1, 0))})), (0, 0), (4, 2), False),
    ],
    ids=[
        "BAT-PRIM-043 empty board",
        "BAT-PRIM-046 touching the corner of an Obscuring space",
        "BAT-PRIM-046 touching the corner from the other side",
        "BAT-PRIM-047 two Obscuring spaces meeting diagonally",
        "BAT-PRIM-044 through an Obscuring space",
        "BAT-PRIM-047 an Obscuring corner and a red line meet",
        "BAT-PRIM-047 two red lines meeting at an angle, the line between them",
        "BAT-PRIM-046 two red lines meeting at an angle, the line outside it",
        "BAT-PRIM-046 through the end of a red line from below",
        "BAT-PRIM-046 through the end of a red line from above",
        "BAT-PRIM-044 through the joint of a straight red line",
        "BAT-PRIM-044 crossing a red line",
    ],
)
def test_one_slanted_line(view: BoardView, start: Cell, end: Cell, clear: bool) -> None:
    """The line from corner (0,0) of A1 to corner (4,2) of D2 passes grid point (2,1)."""
    assert segment_clear(view, [(0, 0)], start, [(3, 1)], end) is clear
    assert segment_clear(view, [(3, 1)], end, [(0, 0)], start) is clear


@pytest.mark.parametrize(
    ("view", "clear"),
    [
        (BoardView(6, 6), True),
        (BoardView(6, 6, obscuring=frozenset({(0, 2)})), False),
        (BoardView(6, 6, obscuring=frozenset({(1, 2)})), False),
        (BoardView(6, 6, obscuring=frozenset({(2, 2)})), True),
        (BoardView(6, 6, red_lines=frozenset({make_edge((0, 2), (1, 2))})), False),
        (BoardView(6, 6, red_lines=wall(2, range(0, 1))), True),
        (BoardView(6, 6, red_lines=wall(2, range(0, 2))), False),
        (BoardView(6, 6, red_lines=wall(2, range(0, 1)) | wall(4, range(1, 2))), True),
        (BoardView(6, 6, red_lines=frozenset({make_edge((0, 2), (0, 3))})), True),
    ],
    ids=[
        "BAT-PRIM-043 along a grid line on an empty board",
        "BAT-PRIM-045 along the edge of an Obscuring space above",
        "BAT-PRIM-045 along the edge of an Obscuring space below",
        "BAT-PRIM-043 an Obscuring space away from the line",
        "BAT-PRIM-045 along a red line",
        "BAT-PRIM-046 through the end of a perpendicular red line",
        "BAT-PRIM-044 through a red line straight across",
        "BAT-PRIM-046 red line ends touched from both sides at different points",
        "BAT-PRIM-046 red line meeting the line from one side",
    ],
)
def test_one_line_along_a_grid_row(view: BoardView, clear: bool) -> None:
    """The line along grid row 1 from the bottom-left of A1 to the bottom-right of A5."""
    assert segment_clear(view, [(0, 0)], (1, 0), [(0, 4)], (1, 5)) is clear


def test_segment_clear_needs_corners() -> None:
    with pytest.raises(ValueError):
        segment_clear(E8, [(0, 0)], (2, 2), [(4, 4)], (4, 4))
    assert not segment_clear(E8, [(0, 0)], (1, 1), [(1, 1)], (1, 1))


# --- line of sight: whole miniatures -------------------------------------------------------

HEKATON = footprint((0, 4), 2)


@pytest.mark.parametrize(
    ("view", "titan", "expected"),
    [
        (BoardView(8, 8, red_lines=wall(3, range(8))), (1, 1), False),
        (BoardView(8, 8, obscuring=frozenset(footprint((3, 2), 2))), (6, 0), True),
        (BoardView(8, 8, obscuring=frozenset({(5, 5), (5, 6)})), (5, 5), True),
        (BoardView(8, 8, obscuring=frozenset((3, c) for c in range(8))), (6, 4), False),
        (BoardView(8, 8, obscuring=frozenset((3, c) for c in range(8) if c != 5)), (6, 4), True),
        (BoardView(8, 8, red_lines=wall(3, range(1, 3))), (1, 1), True),
    ],
    ids=[
        "EX-011 red line between Herodotus and the Hekaton",
        "EX-011 Ulyssea's line only touches an Obscuring corner",
        "EX-011 Solon stands on an Obscuring tile",
        "EX-011 Philoctera is fully behind Obscuring terrain",
        "BAT-PRIM-043 one gap in the Obscuring wall is enough",
        "BAT-PRIM-043 a short red line can be seen around",
    ],
)
def test_ex011(view: BoardView, titan: Cell, expected: bool) -> None:
    assert line_of_sight(view, [titan], HEKATON) is expected
    assert line_of_sight(view, HEKATON, [titan]) is expected


def test_ex011_ulyssea_uses_the_corner_line() -> None:
    """[EX-011, BAT-PRIM-046] the only clear line runs through the tile's top-left corner."""
    view = BoardView(8, 8, obscuring=frozenset(footprint((3, 2), 2)))
    line = sight_line(view, [(6, 0)], HEKATON)
    assert line is not None
    assert (line.start, line.end) == ((6, 0), (0, 4))
    assert los_explain(view, [(6, 0)], HEKATON) == (
        "clear line from the top-left corner of G1 to the top-left corner of A5"
    )
    blocked = BoardView(8, 8, obscuring=frozenset(footprint((3, 2), 2)) | {(2, 1)})
    assert los_explain(blocked, [(6, 0)], HEKATON) == (
        "every line crosses an Obscuring space or a red line"
    )


def test_a_tile_never_blocks_sight_of_itself() -> None:
    """[TER-003, BAT-PRIM-049] the rest of the tile under a miniature is passed as see_through."""
    tile = frozenset((r, 4) for r in range(2, 8))
    view = BoardView(8, 8, obscuring=tile)
    assert not line_of_sight(view, [(7, 4)], [(0, 4)])
    assert line_of_sight(view, [(7, 4)], [(0, 4)], see_through=tile)
    assert line_of_sight(view, [(0, 4)], [(7, 4)], see_through=tile)


def test_miniature_boxed_in_by_a_diagonal_pair() -> None:
    """[BAT-PRIM-047] a line may not leave a space through the corner of a diagonal pair."""
    pair = BoardView(8, 8, obscuring=frozenset({(0, 1), (1, 0)}))
    one = BoardView(8, 8, obscuring=frozenset({(0, 1)}))
    assert not segment_clear(pair, [(0, 0)], (1, 1), [(5, 5)], (5, 5))
    assert segment_clear(one, [(0, 0)], (1, 1), [(5, 5)], (5, 5))
    assert not line_of_sight(pair, [(0, 0)], [(5, 5)])
    assert line_of_sight(one, [(0, 0)], [(5, 5)])


def test_adjacent_miniatures_across_a_red_line() -> None:
    """[CYC1-002, BAT-PRIM-046] a red line between neighbours blocks unless it can be passed."""
    long_wall = BoardView(3, 3, red_lines=wall(1, range(3)))
    assert not line_of_sight(long_wall, [(1, 0)], [(1, 1)])
    short = BoardView(3, 3, red_lines=wall(1, range(1, 2)))
    assert line_of_sight(short, [(1, 0)], [(1, 1)])


# --- line of sight: properties on random boards --------------------------------------------

SIZE = 6


@st.composite
def boards(draw: st.DrawFn) -> tuple[BoardView, tuple[Cell, ...], tuple[Cell, ...]]:
    cells = [(r, c) for r in range(SIZE) for c in range(SIZE)]
    edges = [make_edge((r, c), (r, c + 1)) for r in range(SIZE) for c in range(SIZE - 1)]
    edges += [make_edge((r, c), (r + 1, c)) for r in range(SIZE - 1) for c in range(SIZE)]
    obscuring = draw(st.frozensets(st.sampled_from(cells), max_size=10))
    red = draw(st.frozensets(st.sampled_from(edges), max_size=8))
    big = draw(st.booleans())
    a = draw(st.sampled_from([c for c in cells if not big or max(c) < SIZE - 1]))
    looker = footprint(a, 2) if big else (a,)
    target = draw(st.sampled_from([c for c in cells if c not in looker]))
    return BoardView(SIZE, SIZE, obscuring=obscuring, red_lines=red), looker, (target,)


def reference_los(view: BoardView, looker: tuple[Cell, ...], target: tuple[Cell, ...]) -> bool:
    """An independent reading of [BAT-PRIM-043..049]: pieces between grid-line crossings with
    exact fractions, and the side test at grid points by pseudo-angles."""
    half = Fraction(1, 2)
    ignored = set(looker) | set(target)
    obs = {c for c in view.obscuring if c not in ignored}
    red = view.red_lines

    def features(x: int, y: int) -> list[tuple[Fraction, Fraction]]:
        found = []
        for cell, off in [
            ((x - 1, y), (-half, half)),
            ((x - 1, y - 1), (-half, -half)),
            ((x, y - 1), (half, -half)),
            ((x, y), (half, half)),
        ]:
            if cell in obs:
                found.append(off)
        for edge, off in [
            (((x - 1, y), (x, y)), (Fraction(0), half)),
            (((x - 1, y - 1), (x - 1, y)), (-half, Fraction(0))),
            (((x - 1, y - 1), (x, y - 1)), (Fraction(0), -half)),
            (((x, y - 1), (x, y)), (half, Fraction(0))),
        ]:
            if edge in red:
                found.append(off)
        return found

    def pseudo(v: tuple[Fraction | int, Fraction | int]) -> Fraction:
        big_x, big_y = Fraction(v[1]), Fraction(-v[0])
        n = abs(big_x) + abs(big_y)
        return 1 - big_x / n if big_y >= 0 else 3 + big_x / n

    def split(x: int, y: int, u: tuple, w: tuple) -> bool:
        pu = pseudo(u)
        span = (pseudo(w) - pu) % 4
        sides = set()
        for off in features(x, y):
            angle = (pseudo(off) - pu) % 4
            if angle not in (0, span):
                sides.add(angle < span)
        return len(sides) == 2

    def edge_blocks(a: Cell, b: Cell) -> bool:
        return a in obs or b in obs or (a, b) in red

    def segment_ok(p: Cell, q: Cell) -> bool:
        dx, dy = q[0] - p[0], q[1] - p[1]
        ts = {Fraction(0), Fraction(1)}
        if dx:
            ts |= {Fraction(k - p[0], dx) for k in range(min(p[0], q[0]), max(p[0], q[0]) + 1)}
        if dy:
            ts |= {Fraction(k - p[1], dy) for k in range(min(p[1], q[1]), max(p[1], q[1]) + 1)}
        order = sorted(ts)

        def at(t: Fraction) -> tuple[Fraction, Fraction]:
            return (p[0] + t * dx, p[1] + t * dy)

        for t0, t1 in pairwise(order):
            mx, my = at((t0 + t1) / 2)
            if mx.denominator > 1 and my.denominator > 1:
                if (floor(mx), floor(my)) in obs:
                    return False
            elif mx.denominator == 1:
                if edge_blocks((int(mx) - 1, floor(my)), (int(mx), floor(my))):
                    return False
            elif edge_blocks((floor(mx), int(my) - 1), (floor(mx), int(my))):
                return False
        for t in order[1:-1]:
            x, y = at(t)
            if x.denominator == 1 and y.denominator == 1:
                if split(int(x), int(y), (dx, dy), (-dx, -dy)):
                    return False
            elif x.denominator == 1:
                if ((int(x) - 1, floor(y)), (int(x), floor(y))) in red:
                    return False
            elif ((floor(x), int(y) - 1), (floor(x), int(y))) in red:
                return False
        return True

    def end_ok(v: Cell, toward: tuple[int, int], cells: tuple[Cell, ...]) -> bool:
        for cell in cells:
            if v in corners(cell):
                centre = (Fraction(2 * cell[0] + 1, 2) - v[0], Fraction(2 * cell[1] + 1, 2) - v[1])
                if not split(v[0], v[1], toward, centre):
                    return True
        return False

    for p in {c for cell in looker for c in corners(cell)}:
        for q in {c for cell in target for c in corners(cell)}:
            if p == q or not segment_ok(p, q):
                continue
            d = (q[0] - p[0], q[1] - p[1])
            if end_ok(p, d, looker) and end_ok(q, (-d[0], -d[1]), target):
                return True
    return False


@settings(max_examples=200, deadline=None)
@given(boards())
def test_los_is_symmetric(case: tuple[BoardView, tuple[Cell, ...], tuple[Cell, ...]]) -> None:
    """[BAT-PRIM-050] absent special Traits, LoS is symmetric."""
    view, looker, target = case
    assert line_of_sight(view, looker, target) == line_of_sight(view, target, looker)


@settings(max_examples=200, deadline=None)
@given(boards())
def test_los_matches_the_reference(
    case: tuple[BoardView, tuple[Cell, ...], tuple[Cell, ...]],
) -> None:
    """[BAT-PRIM-043..049] the integer implementation agrees with an exact-fraction one."""
    view, looker, target = case
    assert line_of_sight(view, looker, target) == reference_los(view, looker, target)


@settings(max_examples=200, deadline=None)
@given(boards(), st.integers(0, SIZE * SIZE - 1))
def test_more_terrain_never_adds_sight(
    case: tuple[BoardView, tuple[Cell, ...], tuple[Cell, ...]], extra: int
) -> None:
    """[BAT-PRIM-044] adding an Obscuring space can only take LoS away; an empty board sees."""
    view, looker, target = case
    more = BoardView(SIZE, SIZE, view.obscuring | {divmod(extra, SIZE)}, red_lines=view.red_lines)
    if line_of_sight(more, looker, target):
        assert line_of_sight(view, looker, target)
    assert line_of_sight(BoardView(SIZE, SIZE), looker, target)


# --- Titan movement -----------------------------------------------------------------------


def test_titan_moves_on_an_open_board() -> None:
    """[BAT-TITAN-009, BAT-TITAN-010] up to Speed, orthogonally; the start is not listed."""
    moves = titan_moves(BoardView(5, 5), (2, 2), 2)
    assert len(moves) == 12
    assert (2, 2) not in moves
    assert moves[(0, 2)] == 2 and moves[(1, 1)] == 2 and moves[(2, 3)] == 1
    assert (1, 0) not in moves
    assert titan_moves(BoardView(5, 5), (2, 2), 0) == {}


@pytest.mark.parametrize(
    ("view", "blocked", "cell", "steps"),
    [
        (BoardView(5, 5), frozenset({(2, 3)}), (2, 4), 4),
        (BoardView(5, 5, impassable_for_titans=frozenset({(2, 3)})), frozenset(), (2, 4), 4),
        (BoardView(5, 5, red_lines=wall(3, range(2, 3))), frozenset(), (2, 3), 3),
        (BoardView(5, 5, obscuring=frozenset({(2, 3)})), frozenset(), (2, 4), 2),
        (BoardView(5, 5, red_lines=wall(3, range(5))), frozenset(), (2, 3), None),
        (BoardView(5, 5, edge_cells=frozenset({(2, 3)})), frozenset(), (2, 4), 4),
    ],
    ids=[
        "BAT-TITAN-011 not through another miniature",
        "BAT-TITAN-011 not through an Obstacle",
        "BAT-TITAN-011 not across a red line",
        "EX-034 through other Terrain",
        "CYC1-002 a red wall cuts the board",
        "TER-015 not onto a Board Edge tile",
    ],
)
def test_titan_cannot_pass(
    view: BoardView, blocked: frozenset[Cell], cell: Cell, steps: int | None
) -> None:
    moves = titan_moves(view, (2, 2), 6, blocked)
    assert moves.get(cell) == steps
    for c in blocked | view.impassable_for_titans:
        assert c not in moves


def test_bypass_passes_titans_but_does_not_end_on_them() -> None:
    """[KEY-007] pass_through cells may be crossed, never ended on; Obstacles still stop."""
    view = BoardView(5, 5, impassable_for_titans=frozenset({(1, 2)}))
    blocked = frozenset({(2, 3), (1, 2)})
    moves = titan_moves(view, (2, 2), 2, blocked, pass_through=blocked)
    assert moves[(2, 4)] == 2
    assert (2, 3) not in moves and (1, 2) not in moves and (0, 2) not in moves
    assert titan_path(view, (2, 2), (2, 4), 2, blocked, pass_through=blocked) == [(2, 3), (2, 4)]
    assert titan_path(view, (2, 2), (2, 3), 2, blocked, pass_through=blocked) is None


def test_titan_path_is_deterministic_and_never_revisits() -> None:
    """[BAT-TITAN-012] one shortest path, ties broken N, E, S, W; no space entered twice."""
    view = BoardView(5, 5)
    assert titan_path(view, (2, 2), (0, 0), 4) == [(1, 2), (0, 2), (0, 1), (0, 0)]
    assert titan_path(view, (2, 2), (2, 2), 4) == []
    assert titan_path(view, (2, 2), (0, 0), 3) is None
    walled = BoardView(5, 5, red_lines=wall(3, range(1, 4)))
    path = titan_path(walled, (2, 2), (2, 3), 8)
    assert path is not None
    assert len(path) == len(set(path)) == 5
    assert (2, 2) not in path
    assert all(distance(a, b) == 1 for a, b in zip([(2, 2), *path], path, strict=False))
    assert titan_path(view, (2, 2), (2, 3), 4, frozenset({(2, 3)})) is None


# --- Primordial movement ------------------------------------------------------------------


def _check_route(route: Route, target: Cell) -> None:
    """Each step is one orthogonal space and brings the footprint one closer [BAT-PRIM-054]."""
    previous = route.start
    for anchor in route.anchors:
        assert distance(previous, anchor) == 1
        before = distance_to_area(target, footprint(previous, route.size))
        after = distance_to_area(target, footprint(anchor, route.size))
        assert after == before - 1
        previous = anchor


def test_ex012_zigzag_with_two_starting_axes() -> None:
    """[EX-012, BAT-PRIM-056, BAT-PRIM-057] alternate axes until straight, then go straight."""
    view = BoardView(10, 10)
    routes = primordial_routes(view, (0, 0), 2, (7, 5), 20, stop_adjacent([(7, 5)]))
    assert [r.start_axis for r in routes] == ["horizontal", "vertical"]
    horizontal, vertical = routes
    assert horizontal.anchors == (
        (0, 1), (1, 1), (1, 2), (2, 2), (2, 3), (3, 3), (3, 4), (4, 4), (5, 4),
    )  # fmt: skip
    assert vertical.anchors == (
        (1, 0), (1, 1), (2, 1), (2, 2), (3, 2), (3, 3), (4, 3), (4, 4), (5, 4),
    )  # fmt: skip
    for route in routes:
        _check_route(route, (7, 5))
        assert route.end == (5, 4) and route.steps == 9 and not route.blocked_edge
        assert adjacent_to_area((7, 5), footprint(route.end, 2))


def test_straight_line_gives_one_route() -> None:
    """[BAT-PRIM-056] a Target in the row span: straight, one route; stops adjacent."""
    routes = primordial_routes(BoardView(10, 10), (4, 0), 2, (5, 8), 20, stop_adjacent([(5, 8)]))
    assert len(routes) == 1
    assert routes[0].start_axis == "straight"
    assert routes[0].anchors == tuple((4, c) for c in range(1, 7))


def test_three_by_three_zigzag() -> None:
    """[BAT-PRIM-055, BAT-PRIM-056] a 9-space Primordial zigzags the same way."""
    routes = primordial_routes(BoardView(10, 10), (0, 0), 3, (6, 6), 20, stop_adjacent([(6, 6)]))
    assert len(routes) == 2
    for route in routes:
        _check_route(route, (6, 6))
        assert route.steps == 7
        assert adjacent_to_area((6, 6), footprint(route.end, 3))
    assert routes[0].anchors[:4] == ((0, 1), (1, 1), (1, 2), (2, 2))


def test_stops_and_limits() -> None:
    """[BAT-PRIM-051, BAT-PRIM-052, BAT-PRIM-063] stop on the predicate or at max_steps."""
    view = BoardView(10, 10)
    ranged = primordial_routes(view, (4, 0), 2, (4, 9), 20, stop_within([(4, 9)], 3))
    assert ranged[0].end == (4, 5)
    short = primordial_routes(view, (4, 0), 2, (4, 9), 2, stop_adjacent([(4, 9)]))
    assert short[0].anchors == ((4, 1), (4, 2))
    already = primordial_routes(view, (4, 0), 2, (4, 2), 5, stop_adjacent([(4, 2)]))
    assert already == [Route((4, 0), 2, (), "straight")]
    onto = primordial_routes(view, (4, 0), 2, (4, 3), 5, lambda _fp: False)
    assert onto[0].end == (4, 2)
    assert primordial_routes(view, (0, 0), 2, (7, 7), 0, lambda _fp: False)[0].steps == 0


def test_passes_through_everything() -> None:
    """[BAT-PRIM-054] Terrain and Titans do not change a Primordial's route."""
    busy = BoardView(
        10,
        10,
        obscuring=frozenset({(0, 2)}),
        obstacles=frozenset({(1, 2)}),
        impassable_for_titans=frozenset({(1, 2), (2, 2)}),
        red_lines=wall(2, range(10)),
    )
    stop = stop_adjacent([(7, 5)])
    assert primordial_routes(busy, (0, 0), 2, (7, 5), 20, stop) == primordial_routes(
        BoardView(10, 10), (0, 0), 2, (7, 5), 20, stop
    )


def test_board_edge_forces_the_other_axis() -> None:
    """[BAT-PRIM-058, TER-015] a zigzag step into the Board Edge is taken on the other axis."""
    view = BoardView(10, 10, edge_cells=frozenset({(0, 2), (1, 2)}))
    routes = primordial_routes(view, (0, 0), 2, (7, 7), 20, stop_adjacent([(7, 7)]))
    assert len(routes) == 1
    (route,) = routes
    assert route.start_axis == "vertical" and route.blocked_edge
    assert route.anchors[:3] == ((1, 0), (2, 0), (2, 1))
    _check_route(route, (7, 7))
    for anchor in route.anchors:
        assert all(on_board(view, c) for c in footprint(anchor, 2))


def test_cells_entered() -> None:
    """[BAT-PRIM-059, BAT-PRIM-060] the cells newly entered at each step, for Crash."""
    route = Route((0, 0), 2, ((0, 1), (1, 1)), "horizontal")
    assert cells_entered(route) == (((0, 2), (1, 2)), ((2, 1), (2, 2)))
    assert cells_entered(Route((3, 3), 1, ((3, 4),), "straight")) == (((3, 4),),)


def test_move_to_area() -> None:
    """[BAT-PRIM-064] Move to X: unlimited Speed until the footprint reaches the area."""
    view = BoardView(10, 10)
    north_edge = [(0, c) for c in range(10)]
    routes = move_to_area(view, (4, 4), 2, north_edge)
    assert len(routes) == 1
    assert routes[0].anchors == ((3, 4), (2, 4), (1, 4), (0, 4))
    corner = move_to_area(view, (4, 4), 2, [(0, 0)])
    assert [r.start_axis for r in corner] == ["horizontal", "vertical"]
    assert all(r.end == (0, 0) and r.steps == 8 for r in corner)
    assert move_to_area(view, (4, 4), 2, []) == [Route((4, 4), 2, (), "straight")]


# --- sliding along the Board Edge ---------------------------------------------------------


@pytest.mark.parametrize(
    ("cell", "blocked_dir", "titans", "size", "expected"),
    [
        ((0, 3), "N", ((2, 0), (3, 1), (5, 6)), 1, ["E"]),
        ((0, 3), "N", ((2, 0), (5, 6)), 1, ["E", "W"]),
        ((0, 3), "N", ((2, 3),), 1, ["E", "W"]),
        ((0, 0), "N", ((5, 6),), 1, ["E"]),
        ((3, 7), "E", ((0, 0), (1, 1)), 1, ["S"]),
        ((0, 3), "N", ((5, 6), (3, 4)), 2, ["W"]),
        ((6, 6), "S", ((0, 0),), 2, ["W"]),
    ],
    ids=[
        "EX-013 away from the most Titans",
        "BAT-PRIM-058 tie: the player chooses",
        "BAT-PRIM-058 Titans in line count for neither side",
        "BAT-PRIM-058 in a corner only one way is left",
        "KEY-027 sliding along the east edge",
        "EX-013 a 2x2 Primordial slides away from the Titans",
        "BAT-PRIM-058 a Primordial in a corner",
    ],
)
def test_slide_directions(
    cell: Cell, blocked_dir: str, titans: tuple[Cell, ...], size: int, expected: list[str]
) -> None:
    assert slide_directions(E8, cell, blocked_dir, titans, size) == expected


def test_slide_respects_board_edge_tiles() -> None:
    """[TER-015] a Board Edge tile beside the miniature closes that way."""
    view = BoardView(8, 8, edge_cells=frozenset({(0, 2), (0, 4)}))
    assert slide_directions(view, (0, 3), "N", ()) == []
