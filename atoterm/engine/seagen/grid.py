"""The squares of a generated sea and the faction waters on them [VOY-001, VOY-043].

A sea is a set of grid squares (x grows east, y south, as ``content/map.toml``) that hangs
together: every square touches another one, so the Adversary, who walks over revealed tiles
ignoring waterways, can always reach the Argo [VOY-033]. The squares missing from the full
rectangle are the holes of the map; the border is where they are cut most.

Each faction's waters are one region that hangs together (grown from a seed square on one side
of the map, as the hand-made sea puts the Tidewrights west, the Cairnkin north and the Ashvowed
south), and the unclaimed middle is a region of its own (faction ``""``).
"""

from __future__ import annotations

from collections import deque
from types import MappingProxyType

from atoterm.engine.seagen.draws import SeaDraws

Cell = tuple[int, int]
STEPS: tuple[tuple[str, int, int], ...] = (("N", 0, -1), ("E", 1, 0), ("S", 0, 1), ("W", -1, 0))
"""Compass order, as the hand-made map writes its arrows."""
OPPOSITE = MappingProxyType({"N": "S", "E": "W", "S": "N", "W": "E"})


def neighbours(cell: Cell, cells: set[Cell] | frozenset[Cell]) -> list[tuple[str, Cell]]:
    """The squares next to ``cell`` that are in ``cells``, in compass order."""
    x, y = cell
    return [(d, (x + dx, y + dy)) for d, dx, dy in STEPS if (x + dx, y + dy) in cells]


def hangs_together(cells: set[Cell]) -> bool:
    if not cells:
        return True
    first = min(cells)
    seen = {first}
    queue = deque([first])
    while queue:
        for _, nxt in neighbours(queue.popleft(), cells):
            if nxt not in seen:
                seen.add(nxt)
                queue.append(nxt)
    return len(seen) == len(cells)


def grid_distances(start: Cell, cells: set[Cell] | frozenset[Cell]) -> dict[Cell, int]:
    """Orthogonal steps from ``start`` over ``cells`` (the Adversary's measure) [VOY-033]."""
    seen = {start: 0}
    queue = deque([start])
    while queue:
        here = queue.popleft()
        for _, nxt in neighbours(here, cells):
            if nxt not in seen:
                seen[nxt] = seen[here] + 1
                queue.append(nxt)
    return seen


def carve(draws: SeaDraws, width: int, height: int, count: int) -> list[Cell]:
    """``count`` squares of the ``width`` by ``height`` rectangle that hang together.

    Holes are cut one at a time, a border square twice as likely as an inner one, and a cut
    that would split the sea is drawn again.
    """
    cells = {(x, y) for y in range(height) for x in range(width)}
    while len(cells) > count:
        order = sorted(cells, key=lambda c: (c[1], c[0]))
        weighted = [c for c in order for _ in range(2 if _on_border(c, cells) else 1)]
        cut = draws.pick("layout", weighted)
        if hangs_together(cells - {cut}):
            cells.discard(cut)
    return sorted(cells, key=lambda c: (c[1], c[0]))


def _on_border(cell: Cell, cells: set[Cell]) -> bool:
    return len(neighbours(cell, cells)) < 4


def regions(draws: SeaDraws, cells: list[Cell], factions: tuple[str, ...]) -> dict[Cell, str]:
    """Each square's faction: one region per faction that hangs together, and the middle.

    The factions' seed squares lie on different sides of the map (which side drawn), the
    middle's nearest the centre; the regions then grow a square at a time, in turns, each to
    about a quarter of the sea (a region walled in by the others stops early, another one
    takes its share).
    """
    present = set(cells)
    xs = [c[0] for c in cells]
    ys = [c[1] for c in cells]
    sides = draws.shuffled("regions", ["W", "N", "E", "S"])
    seeds: list[Cell] = []
    for faction_index in range(len(factions)):
        side = sides[faction_index % 4]
        edge = _side_cells(side, cells, min(xs), max(xs), min(ys), max(ys))
        free = [c for c in edge if c not in seeds]
        seeds.append(draws.pick("regions", free))
    centre = ((min(xs) + max(xs)) // 2, (min(ys) + max(ys)) // 2)
    middle = sorted(
        (c for c in cells if c not in seeds),
        key=lambda c: (abs(c[0] - centre[0]) + abs(c[1] - centre[1]), c[1], c[0]),
    )[0]
    names = (*factions, "")
    owner: dict[Cell, str] = {}
    for name, seed in zip(names, (*seeds, middle), strict=True):
        owner[seed] = name
    target = len(cells) // (len(names))
    size = dict.fromkeys(names, 1)
    while len(owner) < len(cells):
        grew = False
        for name in names:
            if size[name] >= target and any(
                size[other] < target and _frontier(other, owner, present) for other in names
            ):
                continue
            frontier = _frontier(name, owner, present)
            if not frontier:
                continue
            owner[draws.pick("regions", frontier)] = name
            size[name] += 1
            grew = True
            if len(owner) == len(cells):
                break
        if not grew:  # cannot happen while the squares hang together
            raise AssertionError("a region could not grow")
    return owner


def _side_cells(side: str, cells: list[Cell], x0: int, x1: int, y0: int, y1: int) -> list[Cell]:
    """The squares nearest one side of the map, in its middle third if it has any there."""
    if side in ("W", "E"):
        key = (lambda c: c[0]) if side == "W" else (lambda c: -c[0])
        span = (y0 + (y1 - y0) // 3, y1 - (y1 - y0) // 3)
        along = 1
    else:
        key = (lambda c: c[1]) if side == "N" else (lambda c: -c[1])
        span = (x0 + (x1 - x0) // 3, x1 - (x1 - x0) // 3)
        along = 0
    middle = [c for c in cells if span[0] <= c[along] <= span[1]] or list(cells)
    best = min(key(c) for c in middle)
    return [c for c in middle if key(c) <= best + 1]


def _frontier(name: str, owner: dict[Cell, str], present: set[Cell]) -> list[Cell]:
    found = {
        nxt
        for cell, who in owner.items()
        if who == name
        for _, nxt in neighbours(cell, present)
        if nxt not in owner
    }
    return sorted(found, key=lambda c: (c[1], c[0]))
