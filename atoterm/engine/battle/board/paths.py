"""Movement paths on the battle board: Titan moves and Primordial routes.

Pure and deterministic: breadth-first search explores neighbours in :data:`DIR_ORDER`, and
routes come back in a fixed order. Terrain effects, Crash, Knockback and the like are the
caller's business; these functions only say where a miniature may go.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable

import msgspec

from atoterm.engine.battle.board.geometry import (
    BoardView,
    Cell,
    _neighbours,
    adjacent_to_area,
    area_distance,
    footprint,
    neighbour_table,
    step,
)

StopWhen = Callable[[tuple[Cell, ...]], bool]

# --- Titans --------------------------------------------------------------------------------


def _titan_search(
    view: BoardView,
    start: Cell,
    speed: int,
    blocked: frozenset[Cell],
    pass_through: frozenset[Cell],
) -> list[list[Cell]]:
    """Breadth-first search: the cells first reached in 0, 1, 2... steps, each layer in the
    order it was reached, for at least ``speed`` steps (callers keep the cells within their
    own Speed).

    Breadth-first, a search to more steps finds the same cells with the same counts and
    predecessors for its first ``speed`` layers, in the same order, so one search serves every
    Speed up to its own: the menu's Rush destinations, then the move's destinations, then the
    path walked. It is kept in the view's memo under everything else it reads (a view never
    changes) and shared, so it is only ever read."""
    key = ("titan_search", start, blocked, pass_through)
    found = view.memo.get(key)
    if found is None or found[0] < speed:
        found = view.memo[key] = (speed, _search(view, start, speed, blocked, pass_through))
    return found[1]  # type: ignore[no-any-return]


def _search(
    view: BoardView,
    start: Cell,
    speed: int,
    blocked: frozenset[Cell],
    pass_through: frozenset[Cell],
) -> list[list[Cell]]:
    # Layer by layer: the cells one step further than the last layer, in the order their
    # predecessors were reached (a first-in first-out queue's order). One set holds both
    # the spaces never entered (impassable ones, and blocked ones unless they may be passed
    # through) and those reached: one look-up a neighbour. The layers are all that is kept
    # (no step count or predecessor per space: titan_moves and titan_path work them out).
    seen = set(view.impassable_for_titans)
    seen.update(blocked - pass_through if pass_through else blocked)
    seen.add(start)
    layers = [[start]]
    layer = layers[0]
    table = neighbour_table(view)
    while len(layers) <= speed:
        found = []
        for cell in layer:
            nbs = table.get(cell)
            if nbs is None:  # neighbours(), straight into the table
                nbs = table[cell] = _neighbours(view, cell, True)
            for nb in nbs:  # red lines are not crossed [CYC1-002]
                if nb not in seen:
                    seen.add(nb)
                    found.append(nb)
        if not found:
            break
        layers.append(found)
        layer = found
    return layers


def _may_end(
    view: BoardView, cell: Cell, blocked: frozenset[Cell], pass_through: frozenset[Cell]
) -> bool:
    return (
        cell not in blocked and cell not in pass_through and cell not in view.impassable_for_titans
    )


def titan_moves(
    view: BoardView,
    start: Cell,
    speed: int,
    blocked: frozenset[Cell] = frozenset(),
    pass_through: frozenset[Cell] = frozenset(),
) -> dict[Cell, int]:
    """Cells a Titan can end a voluntary move on, with the fewest steps to reach each.

    Orthogonal steps only [BAT-TITAN-010], never through ``blocked`` (other miniatures, the
    Primordial's cells), ``view.impassable_for_titans`` or across a red line [BAT-TITAN-011,
    EX-034, CYC1-002]; other Terrain may be passed. Shortest paths never enter a space twice
    [BAT-TITAN-012]. ``pass_through`` cells may be passed but not ended on (Bypass, [KEY-007]);
    they override ``blocked`` but never ``impassable_for_titans``. The start cell is not
    included. Breadth-first order (stable).
    """
    layers = _titan_search(view, start, speed, blocked, pass_through)
    # A space reached is never impassable, nor blocked unless it may be passed through; the
    # start is layer 0: of what a move may not end on (_may_end) only ``pass_through`` is
    # left to leave out.
    out: dict[Cell, int] = {}
    for steps in range(1, min(speed, len(layers) - 1) + 1):
        if pass_through:
            out.update({cell: steps for cell in layers[steps] if cell not in pass_through})
        else:
            out.update(dict.fromkeys(layers[steps], steps))
    return out


def titan_path(
    view: BoardView,
    start: Cell,
    goal: Cell,
    speed: int,
    blocked: frozenset[Cell] = frozenset(),
    pass_through: frozenset[Cell] = frozenset(),
) -> list[Cell] | None:
    """One shortest legal path from ``start`` to ``goal`` (excluding ``start``), or ``None``.

    Same rules as :func:`titan_moves` [BAT-TITAN-009..012]; ties go to the first direction in
    :data:`DIR_ORDER` explored, so the path is deterministic. ``[]`` when ``goal == start``.
    """
    if goal == start:
        return []
    layers = _titan_search(view, start, speed, blocked, pass_through)
    # (loops, not next() over generator expressions: one left unfinished is closed with an
    # exception when it is freed, which costs more than the search of a path)
    depth = 0
    for k in range(1, min(speed, len(layers) - 1) + 1):
        if goal in layers[k]:
            depth = k
            break
    if not depth or not _may_end(view, goal, blocked, pass_through):
        return None
    # Each space was entered from the first space of the layer before that neighbours it:
    # the search took its neighbours in that order, and the first to reach it claimed it.
    table = neighbour_table(view)  # (filled for every space of those layers by the search)
    path = [goal]
    for k in range(depth - 1, 0, -1):
        here = path[-1]
        for cell in layers[k]:
            if here in table[cell]:
                path.append(cell)
                break
        else:  # (what next() raised, PEP 479: the search reached ``here`` from this layer)
            raise RuntimeError(f"no space before {here} in layer {k}")
    path.reverse()
    return path


# --- Primordials ---------------------------------------------------------------------------


# A msgspec Struct, not a dataclass: its methods are made in C when the class is created,
# not compiled from text at every start (docs/architecture.md, "Speed, stop 34 (imports)").
class Route(msgspec.Struct, frozen=True):
    """A Primordial's movement: the anchor after each step [BAT-PRIM-055].

    ``start_axis`` is ``"horizontal"`` or ``"vertical"`` for a zigzag started on that axis, and
    ``"straight"`` when the Target was in a straight line from the start (or no step was
    taken). ``blocked_edge`` is set when the Board Edge forced a step onto the other axis or
    stopped the route short of its goal.
    """

    start: Cell
    size: int
    anchors: tuple[Cell, ...]
    start_axis: str
    blocked_edge: bool = False

    @property
    def end(self) -> Cell:
        """The anchor where the route ends."""
        return self.anchors[-1] if self.anchors else self.start

    @property
    def steps(self) -> int:
        """The number of spaces moved."""
        return len(self.anchors)


def cells_entered(route: Route) -> tuple[tuple[Cell, ...], ...]:
    """For each step, the footprint cells newly entered (row-major) [BAT-PRIM-059, BAT-PRIM-060].

    The caller resolves Crash and destroyed Terrain on these cells in order.
    """
    result = []
    previous = frozenset(footprint(route.start, route.size))
    for anchor in route.anchors:
        cells = footprint(anchor, route.size)
        result.append(tuple(c for c in cells if c not in previous))
        previous = frozenset(cells)
    return tuple(result)


def _axis_dirs(anchor: Cell, size: int, target: Cell) -> tuple[str | None, str | None]:
    """(vertical, horizontal) direction toward the target, ``None`` when within that span."""
    (ar, ac), (tr, tc) = anchor, target
    vertical = "N" if tr < ar else "S" if tr > ar + size - 1 else None
    horizontal = "W" if tc < ac else "E" if tc > ac + size - 1 else None
    return vertical, horizontal


def _fits(view: BoardView, anchor: Cell, size: int) -> bool:
    """``area_on_board(view, footprint(anchor, size))``, asked at every step of every route:
    the footprint is inside the board when its corners are, so only the Board Edge tiles are
    looked for among its spaces (on most boards there are none)."""
    if size < 1:
        return True  # no space at all
    row, col = anchor
    if not (0 <= row <= view.height - size and 0 <= col <= view.width - size):
        return False
    edge = view.edge_cells
    return not edge or edge.isdisjoint(footprint(anchor, size))


def _route(
    view: BoardView,
    anchor: Cell,
    size: int,
    target: Cell,
    max_steps: int,
    stop_when: StopWhen,
    first_axis: str,
) -> Route:
    """Walk one route; ``first_axis`` is the zigzag's starting axis (or ``"straight"``)."""
    current = anchor
    anchors: list[Cell] = []
    blocked_edge = False
    next_axis = first_axis
    for _ in range(max_steps):
        if stop_when(footprint(current, size)):
            break
        vertical, horizontal = _axis_dirs(current, size, target)
        if vertical is None and horizontal is None:
            break  # on the Target: no step brings it closer
        if vertical is None or horizontal is None:  # straight line [BAT-PRIM-056]
            direction = vertical or horizontal
            assert direction is not None
            if not _fits(view, step(current, direction), size):
                blocked_edge = True
                break
        else:  # zigzag: alternate axes [BAT-PRIM-056, EX-012]
            preferred, other = (
                (horizontal, vertical) if next_axis == "horizontal" else (vertical, horizontal)
            )
            if _fits(view, step(current, preferred), size):
                direction = preferred
            elif _fits(view, step(current, other), size):
                direction, blocked_edge = other, True
            else:
                blocked_edge = True
                break
        current = step(current, direction)
        anchors.append(current)
        next_axis = "vertical" if direction in ("E", "W") else "horizontal"
    return Route(anchor, size, tuple(anchors), first_axis, blocked_edge)


def primordial_routes(
    view: BoardView,
    anchor: Cell,
    size: int,
    target_cell: Cell,
    max_steps: int,
    stop_when: StopWhen,
) -> list[Route]:
    """The Primordial's legal routes toward ``target_cell`` [BAT-PRIM-051..057, EX-012].

    One space at a time, orthogonally, along a shortest path; passes through everything
    [BAT-PRIM-054] (the caller resolves Crash and Terrain with :func:`cells_entered`). When the
    Target is in neither the footprint's row span nor its column span it zigzags, alternating
    axes every space until a straight line exists, then goes straight; either starting axis is
    legal (players choose, [BAT-PRIM-057]), so there is one route per starting axis,
    horizontal first. ``stop_when(footprint)`` is checked before every step, including the
    first [BAT-PRIM-051, BAT-PRIM-052]; at most ``max_steps`` steps. The footprint never leaves
    the board: a blocked zigzag step is taken on the other axis, a blocked straight step ends
    the route (``blocked_edge``). Identical routes are returned once.
    """
    vertical, horizontal = _axis_dirs(anchor, size, target_cell)
    if (
        max_steps <= 0
        or stop_when(footprint(anchor, size))
        or vertical is None
        or horizontal is None
    ):
        return [_route(view, anchor, size, target_cell, max_steps, stop_when, "straight")]
    routes: list[Route] = []
    for axis, direction in (("horizontal", horizontal), ("vertical", vertical)):
        if not _fits(view, step(anchor, direction), size):
            continue  # this starting axis would not bring it closer
        route = _route(view, anchor, size, target_cell, max_steps, stop_when, axis)
        if all(r.anchors != route.anchors for r in routes):
            routes.append(route)
    if not routes:
        return [Route(anchor, size, (), "straight", True)]
    return routes


def stop_adjacent(target_cells: Iterable[Cell], view: BoardView | None = None) -> StopWhen:
    """``stop_when`` for a Melee approach: the footprint is adjacent to the Target [BAT-PRIM-051].

    With a view, red lines break adjacency [CYC1-002].
    """
    targets = tuple(target_cells)

    def stop(cells: tuple[Cell, ...]) -> bool:
        for t in targets:  # noqa: SIM110 (a loop, not any(): see titan_path)
            if adjacent_to_area(t, cells, view):
                return True
        return False

    return stop


def stop_within(target_cells: Iterable[Cell], reach: int) -> StopWhen:
    """``stop_when`` for a Ranged X approach: the Target is within ``reach`` [BAT-PRIM-052]."""
    targets = tuple(target_cells)
    return lambda cells: area_distance(cells, targets) <= reach


def move_to_area(
    view: BoardView,
    anchor: Cell,
    size: int,
    area: Iterable[Cell],
    max_steps: int | None = None,
) -> list[Route]:
    """Routes for "Move to X": unlimited Speed until the footprint overlaps ``area`` [BAT-PRIM-064].

    Heads for the area cells nearest to the footprint; several equally near cells give
    several routes (players choose, [BAT-PRIM-057]), deduplicated, in row-major target order.
    ``max_steps`` defaults to ``width + height`` (enough to cross the board).
    """
    cells = tuple(sorted(set(area)))
    if not cells:
        return [Route(anchor, size, (), "straight")]
    limit = view.width + view.height if max_steps is None else max_steps
    own = footprint(anchor, size)
    nearest = area_distance(own, cells)
    inside = frozenset(cells)

    def overlaps(fp: tuple[Cell, ...]) -> bool:
        return any(c in inside for c in fp)

    routes: list[Route] = []
    for target in cells:
        if area_distance(own, (target,)) != nearest:
            continue
        for route in primordial_routes(view, anchor, size, target, limit, overlaps):
            if all(r.anchors != route.anchors for r in routes):
                routes.append(route)
    return routes
