"""The board's hot paths agree with the plain definitions they stand for.

Adjacency to an area and a cell's neighbours are written out inline; a Titan search serves
every Speed up to the one it was made for; a rebuilt board view inherits the neighbour table
of the one before when nothing adjacency reads changed. Each is compared here, on random
boards, with what the plain definitions say (``adjacent``, ``step``, ``on_board``, a fresh
view with an empty memo). They test no rule of their own (the rules' tests are
``test_battle_geometry.py``), only that the fast paths say the same.
"""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from atoterm.engine.battle.board.geometry import (
    DIR_ORDER,
    BoardView,
    Cell,
    adjacent,
    adjacent_to_area,
    area_on_board,
    areas_adjacent,
    cell_label,
    chebyshev,
    directions_toward,
    footprint,
    make_edge,
    neighbours,
    on_board,
    share_adjacency,
    step,
    turn_toward,
)
from atoterm.engine.battle.board.paths import _fits, titan_moves, titan_path
from atoterm.engine.battle.board.sight import corners, segment_clear, share_corners, sight_line
from atoterm.engine.battle.board.zones import zone_cells

SIZE = 7


@st.composite
def boards(draw: st.DrawFn) -> BoardView:
    """A small board with random red lines, Board Edge tiles and impassable spaces."""
    cells = st.tuples(st.integers(0, SIZE - 1), st.integers(0, SIZE - 1))
    edges = st.tuples(cells, st.sampled_from(DIR_ORDER)).map(lambda cd: (cd[0], step(*cd)))
    return BoardView(
        SIZE,
        SIZE,
        impassable_for_titans=frozenset(draw(st.lists(cells, max_size=8))),
        red_lines=frozenset(make_edge(a, b) for a, b in draw(st.lists(edges, max_size=10))),
        edge_cells=frozenset(draw(st.lists(cells, max_size=4))),
    )


def fresh(view: BoardView) -> BoardView:
    """The same board with nothing worked out yet."""
    return BoardView(
        view.width,
        view.height,
        view.obscuring,
        view.obstacles,
        view.impassable_for_titans,
        view.red_lines,
        view.edge_cells,
    )


def plain_neighbours(view: BoardView, cell: Cell, block: bool) -> tuple[Cell, ...]:
    nbs = (step(cell, d) for d in DIR_ORDER)
    return tuple(nb for nb in nbs if on_board(view, nb) and adjacent(cell, nb, view, block))


cells = st.tuples(st.integers(-1, SIZE), st.integers(-1, SIZE))


@settings(max_examples=150, deadline=None)
@given(boards(), cells, st.booleans())
def test_neighbours_are_the_plain_definition(view: BoardView, cell: Cell, block: bool) -> None:
    """On-board, in N E S W order, red lines break it."""
    assert neighbours(view, cell, block) == plain_neighbours(view, cell, block)
    assert neighbours(view, cell, block) == plain_neighbours(view, cell, block)  # from the memo


@settings(max_examples=150, deadline=None)
@given(boards(), cells, st.lists(cells, min_size=1, max_size=9), st.booleans(), st.booleans())
def test_adjacent_to_area_is_the_plain_definition(
    view: BoardView, cell: Cell, area: list[Cell], with_view: bool, block: bool
) -> None:
    """Outside the area and adjacent to one of its cells."""
    seen = view if with_view else None
    expected = cell not in area and any(adjacent(cell, c, seen, block) for c in area)
    assert adjacent_to_area(cell, area, seen, block) == expected


@settings(max_examples=100, deadline=None)
@given(
    boards(),
    st.tuples(st.integers(0, SIZE - 1), st.integers(0, SIZE - 1)),
    st.lists(st.integers(0, 7), min_size=1, max_size=4),
    st.lists(st.tuples(st.integers(0, SIZE - 1), st.integers(0, SIZE - 1)), max_size=5),
)
def test_one_titan_search_serves_every_speed(
    view: BoardView, start: Cell, speeds: list[int], others: list[Cell]
) -> None:
    """Moves and paths at any Speed, asked in any order on one view,
    are those of a view that never searched before (same cells, steps, order and path)."""
    blocked = frozenset(others[:3]) - {start}
    through = frozenset(others[3:]) - {start}
    for speed in speeds:
        moves = titan_moves(view, start, speed, blocked, through)
        alone = titan_moves(fresh(view), start, speed, blocked, through)
        assert list(moves.items()) == list(alone.items())
        for goal in [*alone, (0, 0), (SIZE - 1, SIZE - 1)]:
            path = titan_path(view, start, goal, speed, blocked, through)
            assert path == titan_path(fresh(view), start, goal, speed, blocked, through)


def plain_search(
    view: BoardView, start: Cell, speed: int, blocked: frozenset[Cell], through: frozenset[Cell]
) -> dict[Cell, tuple[int, Cell]]:
    """Breadth-first search on a first-in first-out queue: each cell reached within
    ``speed`` steps with its step count and the cell it was first entered from."""
    closed = view.impassable_for_titans | (blocked - through)
    reached = {start: (0, start)}
    queue = [start]
    while queue:
        cell = queue.pop(0)
        steps = reached[cell][0]
        if steps == speed:
            continue
        for nb in plain_neighbours(view, cell, True):
            if nb not in reached and nb not in closed:
                reached[nb] = (steps + 1, cell)
                queue.append(nb)
    return reached


@settings(max_examples=150, deadline=None)
@given(
    boards(),
    cells,
    st.integers(0, 8),
    st.lists(st.tuples(st.integers(0, SIZE - 1), st.integers(0, SIZE - 1)), max_size=6),
)
def test_titan_search_by_layers_is_a_plain_search(
    view: BoardView, start: Cell, speed: int, others: list[Cell]
) -> None:
    """The layered search gives the moves (cells, steps, order) and the paths (each space
    entered from where a queue first reached it) of a plain breadth-first search
    [BAT-TITAN-010..012, KEY-007]."""
    blocked = frozenset(others[:4]) - {start}
    through = frozenset(others[3:]) - {start}
    reached = plain_search(view, start, speed, blocked, through)
    never_end = blocked | through | view.impassable_for_titans | {start}
    expected = {c: s for c, (s, _) in reached.items() if c not in never_end}
    moves = titan_moves(view, start, speed, blocked, through)
    assert list(moves.items()) == list(expected.items())
    for goal in [*reached, (0, 0), (SIZE - 1, SIZE - 1)]:
        path = None
        if goal == start:
            path = []
        elif goal in expected:
            path = [goal]
            while reached[path[-1]][1] != start:
                path.append(reached[path[-1]][1])
            path.reverse()
        assert titan_path(view, start, goal, speed, blocked, through) == path


@settings(max_examples=60, deadline=None)
@given(boards(), boards())
def test_a_new_view_inherits_neighbours_that_still_hold(
    earlier: BoardView, later: BoardView
) -> None:
    """Whatever goes over (the tables with the same size, edge and red lines; with other red
    lines, the spaces away from them), a new view's neighbours are the plain definition's,
    red lines breaking adjacency or not [BAT-SETUP-006, CYC1-002]."""
    relined = BoardView(
        SIZE, SIZE, red_lines=later.red_lines, edge_cells=earlier.edge_cells
    )  # a Labyrinth tile placed or gone: only the red lines differ
    for r in range(SIZE):
        for c in range(SIZE):
            neighbours(earlier, (r, c))
            neighbours(earlier, (r, c), False)
    for view in (later, relined):
        share_adjacency(view, earlier)
        for r in range(-1, SIZE + 1):
            for c in range(-1, SIZE + 1):
                for block in (True, False):
                    expected = plain_neighbours(view, (r, c), block)
                    assert neighbours(view, (r, c), block) == expected
    same = fresh(earlier)
    share_adjacency(same, earlier)
    assert same.memo[("neighbours", True)] is earlier.memo[("neighbours", True)]


@settings(max_examples=40, deadline=None)
@given(boards(), boards())
def test_a_new_view_inherits_the_corners_of_areas_and_sees_as_a_fresh_one(
    earlier: BoardView, later: BoardView
) -> None:
    """The corners of the areas looked at go over to any later view (they read no board):
    its lines of sight are those of a view that found everything itself."""
    areas = [((1, 1),), ((SIZE - 1, 0),), ((2, 3), (2, 4), (3, 3), (3, 4)), ((0, SIZE - 1),)]
    for a in areas:
        for z in areas:
            if a != z:
                sight_line(earlier, a, z)
    share_corners(later, earlier)
    assert later.memo["corner_owners"] is earlier.memo["corner_owners"]
    for a in areas:
        for z in areas:
            if a != z:
                assert sight_line(later, a, z) == sight_line(fresh(later), a, z)


def test_cell_labels_past_one_letter_keep_the_long_form() -> None:
    """Rows 0-25 are one letter; further rows count on like spreadsheet
    columns."""
    assert [cell_label((r, 0)) for r in (0, 7, 25, 26, 27, 51, 52)] == [
        "A1",
        "H1",
        "Z1",
        "AA1",
        "AB1",
        "AZ1",
        "BA1",
    ]
    assert footprint((1, 2), 2) == ((1, 2), (1, 3), (2, 2), (2, 3))


@st.composite
def sight_boards(draw: st.DrawFn) -> BoardView:
    """A small board with random Obscuring spaces and red lines (often none of either)."""
    cells = st.tuples(st.integers(0, SIZE - 1), st.integers(0, SIZE - 1))
    edges = st.tuples(cells, st.sampled_from(DIR_ORDER)).map(lambda cd: (cd[0], step(*cd)))
    return BoardView(
        SIZE,
        SIZE,
        obscuring=frozenset(draw(st.lists(cells, max_size=5))),
        red_lines=frozenset(make_edge(a, b) for a, b in draw(st.lists(edges, max_size=6))),
    )


@settings(max_examples=200, deadline=None)
@given(
    sight_boards(),
    st.tuples(st.integers(0, SIZE - 2), st.integers(0, SIZE - 2), st.integers(1, 2)),
    st.tuples(st.integers(0, SIZE - 1), st.integers(0, SIZE - 1)),
    st.lists(st.tuples(st.integers(0, SIZE - 1), st.integers(0, SIZE - 1)), max_size=2),
)
def test_the_sight_line_found_is_the_first_clear_segment(
    view: BoardView,
    prim: tuple[int, int, int],
    cell: Cell,
    through: list[Cell],
) -> None:
    """The line looked for (corners in order, a board with nothing in the way answered
    at once) is the first pair of corners whose one segment is clear, both ways round."""
    own = footprint((prim[0], prim[1]), prim[2])
    for looking, looked_at in ((own, (cell,)), ((cell,), own)):
        expected = None
        for p in dict.fromkeys(pt for c in sorted(set(looking)) for pt in corners(c)):
            for q in dict.fromkeys(pt for c in sorted(set(looked_at)) for pt in corners(c)):
                if p != q and segment_clear(view, looking, p, looked_at, q, through):
                    expected = (p, q)
                    break
            if expected:
                break
        found = sight_line(fresh(view), looking, looked_at, through)
        assert (None if found is None else (found.start, found.end)) == expected
        if found is not None:
            assert found.start in corners(found.from_cell)
            assert found.end in corners(found.to_cell)


@settings(max_examples=150, deadline=None)
@given(
    st.tuples(st.integers(-2, SIZE), st.integers(-2, SIZE)),
    st.integers(1, 3),
    cells,
)
def test_turning_reads_the_footprint_bounds(anchor: Cell, size: int, target: Cell) -> None:
    """A Primordial turns as the direction from its footprint's cells says."""
    assert turn_toward(anchor, size, target) == directions_toward(footprint(anchor, size), target)


@settings(max_examples=150, deadline=None)
@given(
    boards(),
    st.lists(cells, min_size=1, max_size=3),
    st.lists(cells, min_size=1, max_size=9),
    st.booleans(),
    st.booleans(),
)
def test_areas_adjacent_is_the_plain_definition(
    view: BoardView, area_a: list[Cell], area_b: list[Cell], with_view: bool, block: bool
) -> None:
    """Some cell of one area is outside the other and adjacent to one of its cells."""
    seen = view if with_view else None
    expected = any(
        a not in area_b and any(adjacent(a, c, seen, block) for c in area_b) for a in area_a
    )
    assert areas_adjacent(area_a, area_b, seen, block) == expected


@settings(max_examples=150, deadline=None)
@given(boards(), st.lists(cells, max_size=9), st.integers(-1, 4))
def test_zone_cells_are_the_plain_definition(view: BoardView, sources: list[Cell], x: int) -> None:
    """On the board, not a source, within ``x`` of a source counting diagonals, row-major;
    the same when asked again (from the view's memo)."""
    expected = tuple(
        (r, c)
        for r in range(SIZE)
        for c in range(SIZE)
        if sources
        and x >= 0
        and (r, c) not in sources
        and on_board(view, (r, c))
        and any(chebyshev((r, c), s) <= x for s in sources)
    )
    assert zone_cells(view, sources, x) == expected
    assert zone_cells(view, list(reversed(sources)), x) == expected


@settings(max_examples=150, deadline=None)
@given(boards(), st.tuples(st.integers(-2, SIZE), st.integers(-2, SIZE)), st.integers(0, 4))
def test_a_primordial_fits_where_its_footprint_is_on_the_board(
    view: BoardView, anchor: Cell, size: int
) -> None:
    """A route's step is taken only where every space of the footprint is on the board, off
    Board Edge tiles [BAT-PRIM-058, TER-015]."""
    assert _fits(view, anchor, size) == area_on_board(view, footprint(anchor, size))
