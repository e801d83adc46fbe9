"""Line of sight on the battle board, in exact integer arithmetic [BAT-PRIM-043..050].

Geometry: cell ``(r, c)`` is the unit square with corners at the grid points ``(r, c)``,
``(r, c + 1)``, ``(r + 1, c)``, ``(r + 1, c + 1)`` (a point is ``(row, col)`` too). A sight line
is a straight segment from a corner of a looking cell to a corner of a looked-at cell
[BAT-PRIM-043]; LoS exists when at least one segment of positive length is clear. A segment is
blocked when it

* passes through the interior of an Obscuring cell [BAT-PRIM-044, TER-025];
* runs along (overlaps with positive length) an edge of an Obscuring cell, or a red line
  [BAT-PRIM-045];
* crosses a red line [BAT-PRIM-044, CYC1-002];
* passes through a grid point with blocking features on both of its sides there (two Obscuring
  cells meeting diagonally, an Obscuring corner and a red line, two red lines meeting at the
  point with the line passing between them) [BAT-PRIM-047]. Features on one side only are a
  mere touch of a corner or of a red line's end, which does not block [BAT-PRIM-046].

At its ends a segment counts as coming out of the looking (looked-at) cell whose corner it
starts (ends) at, so a miniature boxed in by a diagonal pair of Obscuring cells cannot peek
through their shared corner. Obscuring cells under the looking and looked-at miniatures never
block [BAT-PRIM-049, TER-003]; miniatures never block [BAT-PRIM-048]. The rules are symmetric,
so LoS is too [BAT-PRIM-050]. Grid points on the board's outer border are ordinary points: the
border itself blocks nothing.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from math import gcd
from typing import Protocol

import msgspec

from atoterm.engine.battle.board.geometry import BoardView, Cell, Edge, cell_label

Point = tuple[int, int]

# Angular slots around a grid point, counter-clockwise from east: even slots are the four
# half-edges leaving the point, odd slots the four cells (quadrants) meeting at it.
_SLOT_E, _SLOT_NE, _SLOT_N, _SLOT_NW, _SLOT_W, _SLOT_SW, _SLOT_S, _SLOT_SE = range(8)


def _arc_masks() -> tuple[tuple[tuple[int, int], ...], ...]:
    """For rays in slots ``a`` and ``b``: bit masks of the slots strictly on each side."""
    table = []
    for a in range(8):
        row = []
        for b in range(8):
            side_one = side_two = 0
            if a != b:
                s = (a + 1) % 8
                while s != b:
                    side_one |= 1 << s
                    s = (s + 1) % 8
                s = (b + 1) % 8
                while s != a:
                    side_two |= 1 << s
                    s = (s + 1) % 8
            row.append((side_one, side_two))
        table.append(tuple(row))
    return tuple(table)


_ARCS = _arc_masks()


def _slot(dr: int, dc: int) -> int:
    """The slot of a ray leaving a grid point with direction ``(dr, dc)`` (not both zero)."""
    if dr == 0:
        return _SLOT_E if dc > 0 else _SLOT_W
    if dc == 0:
        return _SLOT_N if dr < 0 else _SLOT_S
    if dr < 0:
        return _SLOT_NE if dc > 0 else _SLOT_NW
    return _SLOT_SE if dc > 0 else _SLOT_SW


def _quadrant_slot(cell: Cell, point: Point) -> int:
    """The slot a cell occupies around one of its corners."""
    dr, dc = cell[0] - point[0], cell[1] - point[1]
    if dr == -1 and dc in (0, -1):
        return _SLOT_NE if dc == 0 else _SLOT_NW
    if dr == 0 and dc in (0, -1):
        return _SLOT_SE if dc == 0 else _SLOT_SW
    raise KeyError((dr, dc))  # not one of its corners


def corners(cell: Cell) -> tuple[Point, ...]:
    """The four corners of a cell: top-left, top-right, bottom-left, bottom-right."""
    r, c = cell
    return ((r, c), (r, c + 1), (r + 1, c), (r + 1, c + 1))


_CORNER_NAMES = ("top-left", "top-right", "bottom-left", "bottom-right")


# A msgspec Struct, not a dataclass: its methods are made in C when the class is created,
# not compiled from text at every start (docs/architecture.md, "Speed, stop 34 (imports)").
class SightLine(msgspec.Struct, frozen=True):
    """A clear sight line: the corner ``start`` of ``from_cell`` to ``end`` of ``to_cell``."""

    from_cell: Cell
    start: Point
    to_cell: Cell
    end: Point

    def describe(self) -> str:
        """E.g. ``clear line from the bottom-right corner of B3 to the top-left corner of E7``."""
        a = _CORNER_NAMES[corners(self.from_cell).index(self.start)]
        b = _CORNER_NAMES[corners(self.to_cell).index(self.end)]
        return (
            f"clear line from the {a} corner of {cell_label(self.from_cell)} "
            f"to the {b} corner of {cell_label(self.to_cell)}"
        )


class _Board:
    """The blocking features relevant to one LoS query, indexed for point look-ups."""

    def __init__(self, obscuring: frozenset[Cell], red_lines: frozenset[Edge]) -> None:
        self.obscuring = obscuring
        self.red = red_lines
        self.masks: dict[Point, int] = {}
        """:meth:`features` of the points asked so far (a corner is asked once per line)."""
        self.obscuring_list = tuple(sorted(obscuring))
        # Red lines that a slanted segment can cross, as unit segments between grid points,
        # smaller end first.
        segments = []
        for (r1, c1), (r2, c2) in sorted(red_lines):
            if r1 != r2:  # vertically adjacent cells: a horizontal edge on grid row r2
                segments.append(((r2, c1), (r2, c1 + 1)))
            else:  # horizontally adjacent cells: a vertical edge on grid column c2
                segments.append(((r1, c2), (r1 + 1, c2)))
        self.red_segments = tuple(segments)

    def features(self, point: Point) -> int:
        """Bit mask of the slots around ``point`` holding an Obscuring cell or a red half-edge."""
        x, y = point
        obs, red = self.obscuring, self.red
        mask = 0
        if (x - 1, y) in obs:
            mask |= 1 << _SLOT_NE
        if (x - 1, y - 1) in obs:
            mask |= 1 << _SLOT_NW
        if (x, y - 1) in obs:
            mask |= 1 << _SLOT_SW
        if (x, y) in obs:
            mask |= 1 << _SLOT_SE
        if red:
            if ((x - 1, y), (x, y)) in red:
                mask |= 1 << _SLOT_E
            if ((x - 1, y - 1), (x - 1, y)) in red:
                mask |= 1 << _SLOT_N
            if ((x - 1, y - 1), (x, y - 1)) in red:
                mask |= 1 << _SLOT_W
            if ((x, y - 1), (x, y)) in red:
                mask |= 1 << _SLOT_S
        return mask

    def split_at(self, point: Point, slot_a: int, slot_b: int) -> bool:
        """Features lie on both sides of the two rays leaving ``point`` [BAT-PRIM-047]."""
        mask = self.masks.get(point)
        if mask is None:
            mask = self.masks[point] = self.features(point)
        if not mask:
            return False
        one, two = _ARCS[slot_a][slot_b]
        return bool(mask & one) and bool(mask & two)

    def unit_edge_blocks(self, a: Cell, b: Cell) -> bool:
        """The edge between cells ``a < b`` is a red line or borders an Obscuring cell."""
        return a in self.obscuring or b in self.obscuring or (a, b) in self.red

    def middle_clear(self, p: Point, q: Point) -> bool:
        """Segment ``p``-``q`` is clear apart from the side test at its two ends."""
        (px, py), (qx, qy) = p, q
        dx, dy = qx - px, qy - py
        if dx == 0:  # along grid row px [BAT-PRIM-045]
            for y in range(min(py, qy), max(py, qy)):
                if self.unit_edge_blocks((px - 1, y), (px, y)):
                    return False
        elif dy == 0:  # along grid column py [BAT-PRIM-045]
            for x in range(min(px, qx), max(px, qx)):
                if self.unit_edge_blocks((x, py - 1), (x, py)):
                    return False
        else:
            lo_x, hi_x = (px, qx) if px < qx else (qx, px)
            lo_y, hi_y = (py, qy) if py < qy else (qy, py)
            for r, c in self.obscuring_list:  # interiors [BAT-PRIM-044]
                if not (lo_x <= r and r + 1 <= hi_x and lo_y <= c and c + 1 <= hi_y):
                    continue
                # The side of the line each corner lies on (corners(): the top-left one,
                # then one column right, one row down, both).
                side = dx * (c - py) - dy * (r - px)
                signs = (side, side + dx, side - dy, side + dx - dy)
                if min(signs) < 0 < max(signs):
                    return False
            for (ax, ay), (bx, by) in self.red_segments:  # crossings [BAT-PRIM-044]
                # A unit segment runs from its smaller end (ax <= bx, ay <= by).
                if bx < lo_x or ax > hi_x or by < lo_y or ay > hi_y:
                    continue
                o1 = dx * (ay - py) - dy * (ax - px)
                o2 = dx * (by - py) - dy * (bx - px)
                ex, ey = bx - ax, by - ay
                o3 = ex * (py - ay) - ey * (px - ax)
                o4 = ex * (qy - ay) - ey * (qx - ax)
                if o1 * o2 < 0 and o3 * o4 < 0:
                    return False
        g = gcd(abs(dx), abs(dy))
        if g == 1:  # (most slanted lines: no grid point between the ends, no slots to find)
            return True
        sx, sy = dx // g, dy // g
        forward, backward = _slot(sx, sy), _slot(-sx, -sy)
        for k in range(1, g):  # grid points passed through [BAT-PRIM-046, BAT-PRIM-047]
            if self.split_at((px + k * sx, py + k * sy), forward, backward):
                return False
        return True

    def end_clear(self, point: Point, towards: Point, cells: tuple[Cell, ...]) -> Cell | None:
        """The first of ``cells`` (all cornered at ``point``) a line towards ``towards`` can
        leave through ``point`` without being split there [BAT-PRIM-047], or ``None``."""
        ray = _slot(towards[0] - point[0], towards[1] - point[1])
        for cell in cells:
            if not self.split_at(point, _quadrant_slot(cell, point), ray):
                return cell
        return None


def _owners(cells: tuple[Cell, ...]) -> dict[Point, tuple[Cell, ...]]:
    """Each corner of the area, in a fixed order, with the area cells it belongs to."""
    if len(cells) == 1:  # a Titan's space: its own four corners
        ((r, c),) = cells
        alone = (cells[0],)
        return {(r, c): alone, (r, c + 1): alone, (r + 1, c): alone, (r + 1, c + 1): alone}
    owners: dict[Point, tuple[Cell, ...]] = {}
    for cell in cells:
        r, c = cell
        for point in ((r, c), (r, c + 1), (r + 1, c), (r + 1, c + 1)):  # corners(cell)
            found = owners.get(point)
            owners[point] = (cell,) if found is None else (*found, cell)
    return owners


def _corner_owners(view: BoardView, cells: tuple[Cell, ...]) -> dict[Point, tuple[Cell, ...]]:
    """:func:`_owners`, kept in the view's memo by the area alone (it reads nothing else):
    the same areas, a Titan's space and the Primordial's footprint, look and are looked at
    again and again. Shared, so only ever read; and, reading nothing of the board, kept in
    one table that each view made after another takes over (:func:`share_corners`)."""
    table = view.memo.get("corner_owners")
    if table is None:
        table = view.memo["corner_owners"] = {}
    found = table.get(cells)
    if found is None:
        found = table[cells] = _owners(cells)
    return found  # type: ignore[no-any-return]


def share_corners(view: BoardView, earlier: BoardView) -> None:
    """Let ``view`` start with the corners of every area ``earlier`` looked at or from (they
    read nothing of either board: a Labyrinth tile placed or a Titan moved changes none)."""
    table = earlier.memo.get("corner_owners")
    if table is not None and "corner_owners" not in view.memo:
        view.memo["corner_owners"] = table


def _find_sight_line(
    view: BoardView,
    from_cells: tuple[Cell, ...],
    to_cells: tuple[Cell, ...],
    see_through: frozenset[Cell],
) -> SightLine | None:
    everyone = from_cells + to_cells
    # The corners' bounding box: a cell's corners reach one row and one column past it.
    rows = [r for r, _ in everyone]
    cols = [c for _, c in everyone]
    r_lo, r_hi, c_lo, c_hi = min(rows) - 1, max(rows) + 1, min(cols) - 1, max(cols) + 1
    # (lists, not generators: made for every line looked for; the box tested first, as most
    # of the board's features lie outside it)
    ignored = see_through.union(everyone)
    obscuring = frozenset(
        [
            cell
            for cell in view.obscuring
            if r_lo <= cell[0] <= r_hi and c_lo <= cell[1] <= c_hi and cell not in ignored
        ]
    )
    red = frozenset(
        [e for e in view.red_lines if r_lo <= e[0][0] <= r_hi and c_lo <= e[0][1] <= c_hi]
    )
    from_owners = _corner_owners(view, from_cells)
    to_owners = _corner_owners(view, to_cells)
    if not obscuring and not red:
        # Nothing can block a line here: the first one of positive length is clear, from
        # the first cell cornered at each end (as the search below would find it).
        for p, p_cells in from_owners.items():
            for q, q_cells in to_owners.items():
                if p != q:
                    return SightLine(p_cells[0], p, q_cells[0], q)
        return None
    board = _Board(obscuring, red)
    for p, p_cells in from_owners.items():
        for q, q_cells in to_owners.items():
            if p == q or not board.middle_clear(p, q):
                continue
            from_cell = board.end_clear(p, q, p_cells)
            to_cell = board.end_clear(q, p, q_cells) if from_cell is not None else None
            if from_cell is not None and to_cell is not None:
                return SightLine(from_cell, p, to_cell, q)
    return None


def _area(cells: Iterable[Cell]) -> tuple[Cell, ...]:
    area = tuple(sorted(set(cells)))
    if not area:
        raise ValueError("line of sight needs cells on both ends")
    return area


def sight_line(
    view: BoardView,
    from_cells: Iterable[Cell],
    to_cells: Iterable[Cell],
    see_through: Iterable[Cell] = (),
) -> SightLine | None:
    """The first clear sight line (deterministic order), or ``None`` [BAT-PRIM-043].

    ``see_through`` adds cells whose Obscuring terrain is ignored, e.g. the other spaces of an
    Obscuring tile one of the miniatures stands on (a tile never blocks LoS to itself,
    [TER-003]); the ``from_cells`` and ``to_cells`` are always ignored [BAT-PRIM-049].
    """
    key = ("sight", _area(from_cells), _area(to_cells), frozenset(see_through))
    if key not in view.memo:  # the view never changes: each line is looked for once
        view.memo[key] = _find_sight_line(view, key[1], key[2], key[3])
    return view.memo[key]  # type: ignore[no-any-return]


def segment_clear(
    view: BoardView,
    from_cells: Iterable[Cell],
    start: Point,
    to_cells: Iterable[Cell],
    end: Point,
    see_through: Iterable[Cell] = (),
) -> bool:
    """Whether the one line from corner ``start`` of the looking area to corner ``end`` of the
    looked-at area is clear (e.g. to show a player's chosen line) [BAT-PRIM-043..047]."""
    looking, looked_at = _area(from_cells), _area(to_cells)
    from_owners, to_owners = _owners(looking), _owners(looked_at)
    if start not in from_owners or end not in to_owners:
        raise ValueError(f"{start} and {end} must be corners of the two areas")
    if start == end:
        return False
    ignored = frozenset(see_through) | frozenset(looking) | frozenset(looked_at)
    board = _Board(view.obscuring - ignored, view.red_lines)
    return (
        board.middle_clear(start, end)
        and board.end_clear(start, end, from_owners[start]) is not None
        and board.end_clear(end, start, to_owners[end]) is not None
    )


def line_of_sight(
    view: BoardView,
    from_cells: Iterable[Cell],
    to_cells: Iterable[Cell],
    see_through: Iterable[Cell] = (),
) -> bool:
    """Whether ``from_cells`` see ``to_cells`` (symmetric) [BAT-PRIM-043..050, TER-025]."""
    return sight_line(view, from_cells, to_cells, see_through) is not None


class _Piece(Protocol):
    """A terrain piece as the sight rules read it: the spaces it covers."""

    cells: list[list[int]]


def sees_primordial(
    view: BoardView,
    by_cell: Mapping[Cell, Iterable[_Piece]],
    cell: Cell,
    own: tuple[Cell, ...],
) -> bool:
    """Whether the space ``cell`` and the Primordial's spaces ``own`` see each other: one
    question whichever side asks it, Line of Sight being symmetric [BAT-PRIM-043] (a Titan's
    weapon, ``titans.weapons``, and the Primordial's cards, ``primordial.reach.sees``, ask it
    of the same spaces). A tile under either end never blocks it: its other spaces are seen
    through [BAT-PRIM-049, TER-003]. Kept in the view's memo by the cell and the spaces, all
    else it reads being the view and where its pieces lie (``by_cell``), which live exactly
    as long as the view."""
    key = ("sees_primordial", cell, own)
    found = view.memo.get(key)
    if found is None:
        through: list[Cell] = []
        for c in (cell, *own):
            for piece in by_cell.get(c, ()):
                through.extend((r, k) for r, k in piece.cells)
        found = view.memo[key] = line_of_sight(view, own, (cell,), sorted(set(through)))
    return found  # type: ignore[no-any-return]


def los_explain(
    view: BoardView,
    from_cells: Iterable[Cell],
    to_cells: Iterable[Cell],
    see_through: Iterable[Cell] = (),
) -> str:
    """A short reason for the UI: the clear line found, or why there is none [BAT-PRIM-043]."""
    line = sight_line(view, from_cells, to_cells, see_through)
    if line is None:
        return "every line crosses an Obscuring space or a red line"
    return line.describe()
