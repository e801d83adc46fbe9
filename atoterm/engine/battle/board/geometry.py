"""Battle board geometry: cells, distances, adjacency, footprints and facing.

Pure and deterministic: integers only, no randomness, results in a fixed order (row-major for
cell collections, :data:`DIR_ORDER` for directions). Line of sight lives in
:mod:`atoterm.engine.battle.board.sight`, movement paths in :mod:`atoterm.engine.battle.board.paths`,
zones in :mod:`atoterm.engine.battle.board.zones`.

Coordinates: a cell is ``(row, col)``, 0-based; row 0 is the top row (letter A), col 0 is
column 1. Directions: ``N`` is row - 1, ``S`` row + 1, ``E`` col + 1, ``W`` col - 1.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import FrozenInstanceError
from typing import Any

Cell = tuple[int, int]
Edge = tuple[Cell, Cell]

DIRS: dict[str, tuple[int, int]] = {"N": (-1, 0), "E": (0, 1), "S": (1, 0), "W": (0, -1)}
DIR_ORDER: tuple[str, ...] = ("N", "E", "S", "W")
OPPOSITE: dict[str, str] = {"N": "S", "S": "N", "E": "W", "W": "E"}
PERPENDICULAR: dict[str, tuple[str, str]] = {
    "N": ("E", "W"),
    "S": ("E", "W"),
    "E": ("N", "S"),
    "W": ("N", "S"),
}


def make_edge(a: Cell, b: Cell) -> Edge:
    """The normalized edge shared by two orthogonally adjacent cells (smaller cell first).

    A red line lies on such an edge [CYC1-002]; one of the cells may be off the board (a red
    line along the border).
    """
    if distance(a, b) != 1:
        raise ValueError(f"cells {a} and {b} do not share an edge")
    return (a, b) if a < b else (b, a)


class BoardView:
    """What geometry needs to know about a battle board.

    ``impassable_for_titans`` holds whatever the caller passes (Obstacles, Chasms,
    Boundless...). ``edge_cells`` have the Board Edge trait and count as off the board
    [TER-015]. Red lines are normalized on construction (see :func:`make_edge`).
    """

    # A plain slotted class, not a frozen dataclass: ``dataclasses`` would compile its seven
    # methods from text at every start of the program (about 1 ms of each process's imports,
    # stop 34). Written out below is what the dataclass gave: construction by position or
    # keyword, no assignment afterwards (FrozenInstanceError), equality, hash and repr over
    # every field but the memo.
    __slots__ = (
        "edge_cells",
        "height",
        "impassable_for_titans",
        "memo",
        "obscuring",
        "obstacles",
        "red_lines",
        "width",
    )

    width: int
    height: int
    obscuring: frozenset[Cell]
    obstacles: frozenset[Cell]
    impassable_for_titans: frozenset[Cell]
    red_lines: frozenset[Edge]
    edge_cells: frozenset[Cell]
    memo: dict[Any, Any]
    """What is derived from this view, computed once each (:func:`neighbours`, lines of
    sight): a view never changes, and each battle builds its own (``board.board_view``)."""

    def __init__(
        self,
        width: int,
        height: int,
        obscuring: frozenset[Cell] = frozenset(),
        obstacles: frozenset[Cell] = frozenset(),
        impassable_for_titans: frozenset[Cell] = frozenset(),
        red_lines: frozenset[Edge] = frozenset(),
        edge_cells: frozenset[Cell] = frozenset(),
        normalized: bool = False,
    ) -> None:
        """``normalized``: the red lines are given as :func:`make_edge` gives them already (the
        board builds them so, for the view of every tile placed or gone; the content and the
        state's validation have checked that each joins two adjacent spaces): not looked
        through again."""
        put = object.__setattr__  # (the view is frozen: see __setattr__)
        put(self, "width", width)
        put(self, "height", height)
        put(self, "obscuring", obscuring)
        put(self, "obstacles", obstacles)
        put(self, "impassable_for_titans", impassable_for_titans)
        put(self, "red_lines", red_lines if normalized else _normalized(red_lines))
        put(self, "edge_cells", edge_cells)
        put(self, "memo", {})

    def __setattr__(self, name: str, value: object) -> None:
        raise FrozenInstanceError(f"cannot assign to field {name!r}")

    def __delattr__(self, name: str) -> None:
        raise FrozenInstanceError(f"cannot delete field {name!r}")

    def _fields(self) -> tuple[object, ...]:
        """What equality and the hash compare (the memo is derived: left out)."""
        return (
            self.width,
            self.height,
            self.obscuring,
            self.obstacles,
            self.impassable_for_titans,
            self.red_lines,
            self.edge_cells,
        )

    def __eq__(self, other: object) -> bool:
        if other.__class__ is not self.__class__:
            return NotImplemented
        return self._fields() == other._fields()  # type: ignore[attr-defined, no-any-return]

    def __hash__(self) -> int:
        return hash(self._fields())

    def __reduce__(self) -> tuple[type[BoardView], tuple[object, ...]]:
        # copy, deepcopy and pickle make the view again from its fields (the red lines as they
        # are kept: normalized), with a memo of its own: the default way sets each slot, which
        # a frozen view refuses.
        return (self.__class__, (*self._fields(), True))

    def __repr__(self) -> str:
        return (
            f"{self.__class__.__qualname__}(width={self.width!r}, height={self.height!r}, "
            f"obscuring={self.obscuring!r}, obstacles={self.obstacles!r}, "
            f"impassable_for_titans={self.impassable_for_titans!r}, "
            f"red_lines={self.red_lines!r}, edge_cells={self.edge_cells!r})"
        )


def _normalized(red_lines: frozenset[Edge]) -> frozenset[Edge]:
    """``red_lines`` with each edge as :func:`make_edge` gives it (the same set when they are
    already so, as the board builds them); ValueError for two cells that share no edge."""
    for a, b in red_lines:  # already normalized (as the board builds them): kept
        if not (a < b and abs(a[0] - b[0]) + abs(a[1] - b[1]) == 1):
            break
    else:
        return red_lines
    normalized = frozenset(make_edge(a, b) for a, b in red_lines)
    return red_lines if normalized == red_lines else normalized


_LABELS: tuple[tuple[str, ...], ...] = tuple(
    tuple(f"{chr(65 + row)}{col + 1}" for col in range(64)) for row in range(26)
)
""":func:`cell_label` of the spaces of every board of the game, by row and column (constants
worked out at import: the menus name every space they offer)."""


def cell_label(cell: Cell) -> str:
    """Board notation: row letter(s) then column number, ``(0, 0)`` is ``A1`` [BAT-SETUP-004]."""
    row, col = cell
    if 0 <= row < 26:  # one letter: every board of the game
        if 0 <= col < 64:
            return _LABELS[row][col]
        return f"{chr(65 + row)}{col + 1}"
    letters = ""
    n = row + 1
    while n > 0:
        n, rem = divmod(n - 1, 26)
        letters = chr(ord("A") + rem) + letters
    return f"{letters}{col + 1}"


def step(cell: Cell, direction: str, n: int = 1) -> Cell:
    """The cell ``n`` spaces from ``cell`` in ``direction``."""
    dr, dc = DIRS[direction]
    return (cell[0] + dr * n, cell[1] + dc * n)


def on_board(view: BoardView, cell: Cell) -> bool:
    """Inside the board and not a Board Edge tile [BAT-SETUP-007, TER-015]."""
    row, col = cell
    return 0 <= row < view.height and 0 <= col < view.width and cell not in view.edge_cells


def area_on_board(view: BoardView, cells: Iterable[Cell]) -> bool:
    """Every cell of ``cells`` is on the board."""
    # (a loop, not all(): a generator left unfinished is closed with an exception when it is
    # freed, several times this loop's cost)
    for c in cells:  # noqa: SIM110
        if not on_board(view, c):
            return False
    return True


def distance(a: Cell, b: Cell) -> int:
    """Distance counted orthogonally, never diagonally [BAT-SETUP-008]."""
    return abs(a[0] - b[0]) + abs(a[1] - b[1])


def distance_to_area(cell: Cell, cells: Iterable[Cell]) -> int:
    """Smallest orthogonal distance from ``cell`` to any of ``cells`` [BAT-SETUP-008]."""
    row, col = cell
    best = -1
    for r, c in cells:  # distance() inlined: the hottest loop of the board
        d = abs(row - r) + abs(col - c)
        if d < best or best < 0:
            best = d
    if best < 0:
        raise ValueError("distance to an empty area")
    return best


def area_distance(cells_a: Iterable[Cell], cells_b: Iterable[Cell]) -> int:
    """Smallest orthogonal distance between two areas (0 when they overlap) [BAT-SETUP-008]."""
    b = tuple(cells_b)
    best = -1
    for a in cells_a:
        d = distance_to_area(a, b)
        if d < best or best < 0:
            best = d
    if best < 0:
        raise ValueError("distance from an empty area")
    return best


def chebyshev(a: Cell, b: Cell) -> int:
    """Distance counting diagonal steps as one (zones only) [BAT-PRIM-078]."""
    return max(abs(a[0] - b[0]), abs(a[1] - b[1]))


def adjacent(a: Cell, b: Cell, view: BoardView | None = None, red_lines_block: bool = True) -> bool:
    """Two cells share an edge [BAT-SETUP-006]; with a view, a red line on it breaks it [CYC1-002]."""
    if abs(a[0] - b[0]) + abs(a[1] - b[1]) != 1:  # distance(a, b), inlined: a hot path
        return False
    return not (view is not None and red_lines_block and make_edge(a, b) in view.red_lines)


def adjacent_to_area(
    cell: Cell, area: Iterable[Cell], view: BoardView | None = None, red_lines_block: bool = True
) -> bool:
    """``cell`` is outside ``area`` and adjacent to one of its cells [BAT-SETUP-006]."""
    cells = tuple(area)
    if cell in cells:
        return False
    red = view.red_lines if view is not None and red_lines_block else None
    row, col = cell
    for other in cells:  # adjacent(cell, other, view), inlined: a hot loop of the board
        if abs(row - other[0]) + abs(col - other[1]) == 1 and (
            red is None or ((cell, other) if cell < other else (other, cell)) not in red
        ):  # (the edge as make_edge() gives it: the two cells are known to be adjacent)
            return True
    return False


def areas_adjacent(
    cells_a: Iterable[Cell],
    cells_b: Iterable[Cell],
    view: BoardView | None = None,
    red_lines_block: bool = True,
) -> bool:
    """Some cell of ``cells_a`` is adjacent to some cell of ``cells_b`` [BAT-SETUP-006]."""
    b = tuple(cells_b)
    # any(...) without a generator: most areas asked about are one Titan's space
    for a in cells_a:  # noqa: SIM110
        if adjacent_to_area(a, b, view, red_lines_block):
            return True
    return False


def neighbours(view: BoardView, cell: Cell, red_lines_block: bool = True) -> tuple[Cell, ...]:
    """On-board orthogonal neighbours in :data:`DIR_ORDER` [BAT-SETUP-006].

    By default a red line breaks the adjacency, as in :func:`adjacent` [CYC1-002].
    """
    table = neighbour_table(view, red_lines_block)
    found = table.get(cell)
    if found is None:
        found = table[cell] = _neighbours(view, cell, red_lines_block)
    return found


def neighbour_table(view: BoardView, red_lines_block: bool = True) -> dict[Cell, tuple[Cell, ...]]:
    """The :func:`neighbours` found so far on this view, by cell (a hot loop may look a cell
    up here first and ask :func:`neighbours` only when it is missing)."""
    table = view.memo.get(("neighbours", red_lines_block))
    if table is None:
        table = view.memo[("neighbours", red_lines_block)] = {}
    return table  # type: ignore[no-any-return]


def _neighbours(view: BoardView, cell: Cell, red_lines_block: bool) -> tuple[Cell, ...]:
    """:func:`neighbours` worked out: :func:`step` in :data:`DIR_ORDER`, :func:`on_board` and
    :func:`adjacent` inlined (each cell's four edges, smaller cell first, as
    :func:`make_edge` gives them), one test after another (no generator: a board asks this
    for every space a search reaches)."""
    row, col = cell
    red = view.red_lines if red_lines_block else frozenset()
    edge = view.edge_cells
    height, width = view.height, view.width
    found = []
    if 0 <= col < width and 1 <= row <= height:
        north = (row - 1, col)
        if north not in edge and (north, cell) not in red:
            found.append(north)
    if 0 <= row < height and -1 <= col <= width - 2:
        east = (row, col + 1)
        if east not in edge and (cell, east) not in red:
            found.append(east)
    if 0 <= col < width and -1 <= row <= height - 2:
        south = (row + 1, col)
        if south not in edge and (cell, south) not in red:
            found.append(south)
    if 0 <= row < height and 1 <= col <= width:
        west = (row, col - 1)
        if west not in edge and (west, cell) not in red:
            found.append(west)
    return tuple(found)


def share_adjacency(view: BoardView, earlier: BoardView) -> None:
    """Let ``view`` start with the :func:`neighbours` ``earlier`` found, when both boards have
    the same size and Board Edge: a tile placed or destroyed elsewhere changes nothing of it.

    With the same red lines too, the tables themselves are shared (each is only ever added
    to). With other red lines (a Labyrinth tile placed or gone), the table that ignores them
    is shared, and the one they break starts as a copy of ``earlier``'s without the spaces on
    either side of a red line that is on one board only: a space's neighbours read only the
    red lines on its own four sides (:func:`_neighbours`)."""
    if (view.width, view.height, view.edge_cells) != (
        earlier.width,
        earlier.height,
        earlier.edge_cells,
    ):
        return
    ignoring, breaking = ("neighbours", False), ("neighbours", True)
    if ignoring in earlier.memo:
        view.memo[ignoring] = earlier.memo[ignoring]
    table = earlier.memo.get(breaking)
    if table is None:
        return
    if view.red_lines == earlier.red_lines:
        view.memo[breaking] = table
        return
    # A copy made in C, then the few spaces beside a changed red line dropped (a filtering
    # comprehension would test every space of a table that holds most of the board).
    table = view.memo[breaking] = dict(table)
    for edge in view.red_lines ^ earlier.red_lines:
        for cell in edge:
            table.pop(cell, None)


# --- footprints and facing ---------------------------------------------------------------


def footprint(anchor: Cell, size: int) -> tuple[Cell, ...]:
    """The ``size`` x ``size`` cells of a miniature whose top-left cell is ``anchor``, row-major.

    A Titan has size 1, a Primordial usually 2 or 3 [BAT-SETUP-005].
    """
    r0, c0 = anchor
    cols = range(c0, c0 + size)
    return tuple([(r, c) for r in range(r0, r0 + size) for c in cols])  # a list is built faster


def bounds(cells: Iterable[Cell]) -> tuple[int, int, int, int]:
    """``(min_row, max_row, min_col, max_col)`` of a non-empty area."""
    cells = tuple(cells)
    if not cells:
        raise ValueError("bounds of an empty area")
    rows = [r for r, _ in cells]
    cols = [c for _, c in cells]
    return min(rows), max(rows), min(cols), max(cols)


def directions_toward(cells: Iterable[Cell], target: Cell) -> list[str]:
    """The direction(s) from an area toward ``target``, in :data:`DIR_ORDER`.

    The axis with the larger separation wins; a target in the row (column) span gives the single
    horizontal (vertical) direction; an exactly diagonal target gives both (players choose);
    a target inside the area's bounding box gives none.
    """
    return _directions(*bounds(cells), target)


def _directions(r0: int, r1: int, c0: int, c1: int, target: Cell) -> list[str]:
    """:func:`directions_toward` from the area's bounds ``(min_row, max_row, min_col,
    max_col)``."""
    tr, tc = target
    vertical, v_gap = ("N", r0 - tr) if tr < r0 else ("S", tr - r1) if tr > r1 else ("", 0)
    horizontal, h_gap = ("W", c0 - tc) if tc < c0 else ("E", tc - c1) if tc > c1 else ("", 0)
    if v_gap == 0 and h_gap == 0:
        return []
    if v_gap > h_gap:
        return [vertical]
    if h_gap > v_gap:
        return [horizontal]
    return [d for d in DIR_ORDER if d in (vertical, horizontal)]


def turn_toward(anchor: Cell, size: int, target_cell: Cell) -> list[str]:
    """Facing(s) of a Primordial turned toward its Target [BAT-PRIM-053, BAT-PRIM-067].

    One facing, or two when the Target is exactly diagonal (players choose); ``[]`` when the
    Target is under the footprint (keep the current facing).
    """
    if size < 1:  # no footprint at all (bounds() says so)
        return directions_toward(footprint(anchor, size), target_cell)
    r0, c0 = anchor  # the footprint's bounds, without making it
    return _directions(r0, r0 + size - 1, c0, c0 + size - 1, target_cell)


def away_direction(source_cells: Iterable[Cell], cell: Cell) -> list[str]:
    """Direction(s) straight away from the source [KEY-023, EX-032].

    In the source's row span: E/W; in its column span: N/S; otherwise the axis with the larger
    separation; exactly diagonal: both (the player picks, [BAT-PRIM-062]); ``[]`` when ``cell``
    lies within the source's bounding box.
    """
    return directions_toward(source_cells, cell)


def front_cells(view: BoardView, anchor: Cell, size: int, facing: str) -> tuple[Cell, ...]:
    """On-board cells beyond the line along the front edge, in the facing direction [BAT-PRIM-065].

    Facing N: every cell with a row above the anchor's row (the whole half-plane), row-major.
    """
    return tuple(
        (r, c)
        for r in range(view.height)
        for c in range(view.width)
        if in_front(anchor, size, facing, (r, c)) and on_board(view, (r, c))
    )


def in_front(anchor: Cell, size: int, facing: str, cell: Cell) -> bool:
    """``cell`` is in front of the Primordial (see :func:`front_cells`) [BAT-PRIM-065]."""
    (ar, ac), (r, c) = anchor, cell
    if facing == "N":
        return r < ar
    if facing == "S":
        return r >= ar + size
    if facing == "E":
        return c >= ac + size
    if facing == "W":
        return c < ac
    raise ValueError(f"unknown facing {facing!r}")


def rear_cells(
    anchor: Cell, size: int, facing: str, view: BoardView | None = None
) -> tuple[Cell, ...]:
    """The ``size`` cells adjacent to and directly behind the footprint [BAT-PRIM-066].

    Ordered along the back edge as seen from a Primordial facing N (left to right), i.e. the
    rotation of offsets ``(size, 0) .. (size, size - 1)``; with a view, off-board cells are
    dropped.
    """
    offsets = tuple((size, i) for i in range(size))
    cells = place_offsets(anchor, size, facing, offsets)
    if view is None:
        return cells
    return tuple(c for c in cells if on_board(view, c))


def rotate_offsets(
    offsets: Iterable[tuple[int, int]], size: int, facing: str
) -> tuple[tuple[int, int], ...]:
    """Rotate anchor-relative offsets drawn for a Primordial facing N to ``facing``.

    The diagram turns with the footprint (clockwise for E, half a turn for S, counter-clockwise
    for W) about the centre of the ``size`` x ``size`` footprint; offsets may lie outside it,
    e.g. ``(size, 0)`` is directly behind the rear-left cell. Used for blindspots and
    weakspots drawn on the Primordial Sheet [BAT-PRIM-065, BAT-PRIM-066].
    """
    m = size - 1
    result = []
    for r, c in offsets:
        if facing == "N":
            result.append((r, c))
        elif facing == "E":
            result.append((c, m - r))
        elif facing == "S":
            result.append((m - r, m - c))
        elif facing == "W":
            result.append((m - c, r))
        else:
            raise ValueError(f"unknown facing {facing!r}")
    return tuple(result)


def place_offsets(
    anchor: Cell, size: int, facing: str, offsets: Iterable[tuple[int, int]]
) -> tuple[Cell, ...]:
    """Board cells of N-facing offsets (see :func:`rotate_offsets`) for the actual facing."""
    ar, ac = anchor
    return tuple((ar + r, ac + c) for r, c in rotate_offsets(offsets, size, facing))


# --- sliding along the Board Edge ----------------------------------------------------------


def slide_directions(
    view: BoardView, cell: Cell, blocked_dir: str, titans: Iterable[Cell], size: int = 1
) -> list[str]:
    """Direction(s) to continue along the Board Edge when ``blocked_dir`` would leave the board.

    [BAT-PRIM-058, KEY-027, BAT-TITAN-016, EX-013] Candidates are the two perpendicular
    directions whose first step keeps the miniature (``size`` x ``size`` at anchor ``cell``)
    on the board. The one leading away from the most Titans wins: a direction scores the Titans
    on the opposite side of the miniature's span (Titans within the span count for neither).
    Returns ``[best]``, or both in :data:`DIR_ORDER` when tied (the player chooses), or ``[]``
    when neither step is possible. For a Titan knocked away from a source [KEY-027], pass the
    source's cells as ``titans``; never pass the moving miniature itself.
    """
    r0, c0 = cell
    r1, c1 = r0 + size - 1, c0 + size - 1
    candidates = [
        d
        for d in DIR_ORDER
        if d in PERPENDICULAR[blocked_dir] and area_on_board(view, footprint(step(cell, d), size))
    ]
    if len(candidates) < 2:
        return candidates
    counts = {"N": 0, "E": 0, "S": 0, "W": 0}
    for tr, tc in titans:
        if tr < r0:
            counts["N"] += 1
        elif tr > r1:
            counts["S"] += 1
        if tc < c0:
            counts["W"] += 1
        elif tc > c1:
            counts["E"] += 1
    scores = {d: counts[OPPOSITE[d]] for d in candidates}
    best = max(scores.values())
    return [d for d in candidates if scores[d] == best]
