"""Pushback and Pull of a Titan by the Primordial.

Pushback: the Primordial turns to the Titan, approaches if needed, then moves, pushing it
straight [KEY-044, KEY-045]; Obstacles, red lines and the Board Edge [KEY-046, KEY-047, EX-033].
Pull: the Titan moves toward the Primordial along the shortest path, around Obstacles
[KEY-041, KEY-042]; once adjacent the Primordial moves directly away for the rest [KEY-043].
Reductions add up [BAT-TITAN-021, EX-035]; a Titan on a Vantage Point first comes down
[BAT-MISC-059].
"""

from __future__ import annotations

from collections import deque
from collections.abc import Sequence

from atoterm.engine.battle.board import terrain
from atoterm.engine.battle.board.board import (
    board_view,
    primordial_anchor,
    primordial_cells,
    titan_cell,
)
from atoterm.engine.battle.board.geometry import (
    OPPOSITE,
    BoardView,
    Cell,
    adjacent_to_area,
    area_on_board,
    bounds,
    cell_label,
    directions_toward,
    footprint,
    neighbours,
    step,
)
from atoterm.engine.battle.core.context import B, Proc
from atoterm.engine.battle.core.state import TitanState
from atoterm.engine.battle.explain import why as explain
from atoterm.engine.battle.harm import gains as harm
from atoterm.engine.battle.movement.common import crack, obstacle, pick_dir, place, reduced, slide
from atoterm.engine.battle.movement.titan import arrive, displace
from atoterm.engine.battle.primordial.step import (
    approach,
    primordial_end_move,
    primordial_enter,
    primordial_walk,
)
from atoterm.engine.battle.titans import vantage


# ------------------------------------------------------------------ Pushback
def _face(b: B, cell: Cell) -> Proc[str]:
    """The source turns toward the affected miniature [KEY-044]."""
    p = b.battle.primordial
    dirs = directions_toward(primordial_cells(b), cell)
    if dirs:
        p.facing = (
            dirs[0]
            if len(dirs) == 1
            else (yield from pick_dir(b, dirs, "Turn the Primordial which way?", "KEY-044"))
        )
        if not b.quiet:  # (emit()'s own test: the words of a quiet event are not put together)
            b.emit(
                "turn",
                f"{b.prim.name} turns {p.facing}.",
                "KEY-044",
                why=explain.facing(b, cell, dirs, p.facing, "KEY-044"),
            )
    return p.facing


def pushback(
    b: B, titan: TitanState, n: int, *, reduction: int = 0, rule: str = "KEY-044"
) -> Proc[None]:
    """The Primordial turns to the Titan, approaches if needed, then moves, pushing it straight
    [KEY-044, KEY-045]; Obstacles, red lines and the Board Edge per KEY-046/KEY-047 and EX-033."""
    if not titan.alive:
        return
    n = reduced(b, titan, "Pushback", n, reduction)
    if n <= 0:
        return
    if titan.vantage and not (yield from vantage.dismount(b, titan)):  # [BAT-MISC-059]
        return
    start = titan_cell(titan)
    used = yield from approach(b, start, n, (titan.key,))
    d = yield from _face(b, titan_cell(titan))
    size, passed = b.prim.size, []
    for _ in range(n - used):
        if not titan.alive or b.battle.result:
            break
        view, anchor = board_view(b), primordial_anchor(b)
        if not area_on_board(view, footprint(step(anchor, d), size)):
            turned = yield from slide(
                b, view, anchor, d, [titan_cell(t) for t in b.battle.living()], size
            )
            if turned is None:
                break
            d = turned
        new = footprint(step(anchor, d), size)
        outcome = "free"
        if titan_cell(titan) in new and titan_cell(titan) not in footprint(anchor, size):
            outcome = yield from _push_step(b, titan, d, new, passed)
            if outcome == "fell":
                break
        yield from primordial_enter(b, step(anchor, d), exclude=(titan.key,))
        if outcome == "crushed":
            break
    yield from primordial_end_move(b)
    yield from arrive(b, titan, start, passed, last=False)


def _push_step(
    b: B, titan: TitanState, d: str, new: Sequence[Cell], passed: list[Cell]
) -> Proc[str]:
    """One space of Pushback for the Titan: "moved", "displaced", "crushed" (died, the
    Primordial still enters, KEY-046) or "fell" (died at the edge, the Pushback stops, KEY-047)."""
    cur = titan_cell(titan)
    nxt = step(cur, d)
    kind, piece = obstacle(b, board_view(b), cur, nxt)
    if kind in ("", "breaks"):
        if kind == "breaks" and piece is not None:
            yield from terrain.destroy_terrain(b, piece, rule="KEY-046")
        place(titan, nxt)
        passed.append(nxt)
        if kind == "breaks":
            yield from harm.crash(b, titan, rule="KEY-046")
        if titan.alive:
            yield from terrain.enter_cell(
                b, titan, nxt, voluntary=False, prev=cur, crossing_kills=True
            )
        return "moved"
    crack(b, piece)
    rule = "KEY-047" if kind == "edge" else "KEY-046"
    what = {"edge": "the Board Edge", "red_line": "a red line"}.get(kind, "an Obstacle")
    b.emit("pushback_blocked", f"{b.name(titan)} is pushed against {what}.", rule)
    if (yield from displace(b, titan, exclude=new, rule=rule, settle=False)):
        passed.append(titan_cell(titan))
        return "displaced"
    return "fell" if kind == "edge" else "crushed"


# ------------------------------------------------------------------ Pull
def pull(
    b: B, titan: TitanState, n: int, *, reduction: int = 0, rule: str = "KEY-041"
) -> Proc[None]:
    """The Titan moves toward the Primordial along the shortest path (zigzag), through
    miniatures, resolving Terrain it crosses [KEY-041]; Obstacles per KEY-042; once adjacent,
    the Primordial moves directly away for the spaces left [KEY-043]."""
    if not titan.alive:
        return
    left = reduced(b, titan, "Pull", n, reduction)
    if left > 0 and titan.vantage and not (yield from vantage.dismount(b, titan)):
        return  # first down from the Vantage Point [BAT-MISC-059]
    start, passed, hit, axis = titan_cell(titan), [], [], ""
    while left > 0 and titan.alive and not adjacent_to_area(titan_cell(titan), primordial_cells(b)):
        prim, cur, view = primordial_cells(b), titan_cell(titan), board_view(b)
        dirs = _toward(cur, prim)
        if len(dirs) == 2:
            first = (
                [d for d in dirs if (d in "NS") != (axis == "v")]
                if axis
                else [(yield from pick_dir(b, dirs, "Pull along which axis first?", "KEY-041"))]
            )
            dirs = first + [d for d in dirs if d not in first]
        nxt: Cell | None = None
        for d in dirs:
            kind, piece = obstacle(b, view, cur, step(cur, d))
            if kind in ("red_line", "solid"):
                key = f"tile-{piece.uid}" if piece else f"red-{cell_label(cur)}-{d}"
                if key not in hit:  # Crash once per Obstacle run into [KEY-042]
                    hit.append(key)
                    crack(b, piece)
                    yield from harm.crash(b, titan, rule="KEY-042")
            elif kind != "edge":
                if kind == "breaks" and piece is not None:
                    yield from terrain.destroy_terrain(b, piece, rule="KEY-042")
                    yield from harm.crash(b, titan, rule="KEY-042")
                nxt, axis = step(cur, d), "v" if d in "NS" else "h"
                break
        if not titan.alive:
            return
        nxt = nxt or _around(view, cur, prim)
        if nxt is None:
            break
        place(titan, nxt)
        passed.append(nxt)
        yield from terrain.enter_cell(b, titan, nxt, voluntary=False, prev=cur, crossing_kills=True)
        left -= 1
    b.emit("pull", f"{b.name(titan)} is pulled to {cell_label(titan_cell(titan))}.", rule)
    side = directions_toward(primordial_cells(b), titan_cell(titan))
    if titan.alive and left > 0 and len(side) == 1:
        b.emit("pull_adjacent", f"{b.prim.name} moves directly away for {left}.", "KEY-043")
        yield from primordial_walk(b, OPPOSITE[side[0]], left, exclude=(titan.key,))
        yield from primordial_end_move(b)
    yield from arrive(b, titan, start, passed, last=False)


def _toward(cell: Cell, area: Sequence[Cell]) -> list[str]:
    """Directions that bring ``cell`` closer to ``area`` (at most one per axis)."""
    r0, r1, c0, c1 = bounds(area)
    out = []
    if cell[0] < r0 or cell[0] > r1:
        out.append("S" if cell[0] < r0 else "N")
    if cell[1] < c0 or cell[1] > c1:
        out.append("E" if cell[1] < c0 else "W")
    return out


def _around(view: BoardView, start: Cell, area: Sequence[Cell]) -> Cell | None:
    """First space of the shortest path around Obstacles to a space adjacent to ``area``
    [KEY-042]; red lines are not crossed."""
    seen = {start: start}
    queue = deque([start])
    while queue:
        cell = queue.popleft()
        if cell != start and adjacent_to_area(cell, area):
            while seen[cell] != start:
                cell = seen[cell]
            return cell
        for nb in neighbours(view, cell):
            if nb not in seen and nb not in view.obstacles and nb not in area:
                seen[nb] = cell
                queue.append(nb)
    return None
