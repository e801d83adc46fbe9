"""The Primordial's steps: :func:`primordial_enter` is the one step every Primordial movement
takes (Terrain entered, Crash on Titans) [BAT-PRIM-059, BAT-PRIM-060, TER-019, TER-020,
TER-027, CYC1-022, BAT-PRIM-075]; :func:`primordial_end_move` knocks Titans out from under it
[BAT-PRIM-061, BAT-PRIM-062, EX-016]; :func:`primordial_walk` moves it straight, along the Board
Edge when it gets there [BAT-PRIM-058]; :func:`approach` moves it toward a miniature before a
Pushback or Pull [KEY-044, EX-021, BAT-PRIM-057].
"""

from __future__ import annotations

from collections.abc import Sequence

from atoterm.engine.battle.board import terrain
from atoterm.engine.battle.board.board import (
    board_view,
    primordial_anchor,
    primordial_cells,
    titan_cell,
    titans_at,
)
from atoterm.engine.battle.board.geometry import (
    Cell,
    adjacent_to_area,
    area_on_board,
    footprint,
    step,
)
from atoterm.engine.battle.board.paths import Route, primordial_routes, stop_adjacent
from atoterm.engine.battle.core.context import B, Proc
from atoterm.engine.battle.harm import gains as harm
from atoterm.engine.battle.movement.common import slide
from atoterm.engine.battle.movement.titan import knockback
from atoterm.engine.battle.titans import vantage


# ------------------------------------------------------------------ the Primordial's steps
def primordial_enter(
    b: B,
    where: Cell | Sequence[Cell],
    *,
    crash: bool = True,
    path_attack: bool = False,
    destroy_all: bool = False,
    trample: bool = False,
    exclude: Sequence[str] = (),
) -> Proc[list[str]]:
    """One step of the Primordial; returns the keys of the Titans crashed.

    ``where`` is the new anchor (the footprint is moved there), or the cells newly entered by a
    step the caller already made (``primordial_move.walk``). Terrain entered: Destructible
    destroyed, Reinforced flipped, Traps sprung [BAT-PRIM-059, TER-019, TER-020, TER-027]; each
    Titan on a newly entered space suffers Crash [BAT-PRIM-060] (Trample instead when
    ``trample``, CYC1-022), but not during an "all Titans in path" Attack (``path_attack`` or
    ``crash=False``) [BAT-PRIM-075]; ``exclude`` (Titan keys) are being pushed, not run over.
    """
    if where and isinstance(where[0], int):
        p = b.battle.primordial
        old = primordial_cells(b)
        p.row, p.col = where[0], where[1]  # type: ignore[misc]
        entered = [c for c in primordial_cells(b) if c not in old]
    else:
        entered = [(c[0], c[1]) for c in where]  # type: ignore[index]
    vantage.carry(b)  # Titans on Vantage Points ride along [BAT-MISC-061]
    yield from terrain.primordial_enters(b, entered, destroy_all=destroy_all)
    crashed: list[str] = []
    if not crash or path_attack:
        return crashed
    for t in titans_at(b, entered):
        if t.key in exclude or not t.alive:
            continue
        crashed.append(t.key)
        if trample:
            yield from harm.trample(b, t)
        else:
            yield from harm.crash(b, t, rule="BAT-PRIM-060")
    return crashed


def primordial_end_move(b: B, *, crash: bool = True) -> Proc[None]:
    """A Titan under the footprint when the Primordial stops suffers Unavoidable Knockback
    away from it [BAT-PRIM-061, BAT-PRIM-062], also after an "all Titans in path" move
    [BAT-PRIM-075]. Its Crash is the one it suffered when the Primordial entered its space
    (one Crash, EX-016); ``crash`` is accepted for symmetry and changes nothing."""
    del crash
    for t in titans_at(b, primordial_cells(b)):
        if not t.alive or titan_cell(t) not in primordial_cells(b):
            continue
        if not b.quiet:
            b.emit("under_primordial", f"{b.prim.name} stops on {b.name(t)}.", "BAT-PRIM-061")
        yield from knockback(
            b,
            t,
            b.prim.unavoidable_knockback,
            primordial_cells(b),
            unavoidable=True,
            rule="BAT-PRIM-061",
        )


def primordial_walk(
    b: B,
    d: str,
    steps: int,
    *,
    away_from: Sequence[Cell] | None = None,
    destroy_all: bool = False,
    exclude: Sequence[str] = (),
) -> Proc[None]:
    """Move the Primordial ``steps`` spaces in ``d``, along the Board Edge when it gets there
    (away from ``away_from``, default the most Titans) [BAT-PRIM-058]."""
    size = b.prim.size
    for _ in range(steps):
        view, anchor = board_view(b), primordial_anchor(b)
        if not area_on_board(view, footprint(step(anchor, d), size)):
            others = (
                away_from if away_from is not None else [titan_cell(t) for t in b.battle.living()]
            )
            turned = yield from slide(b, view, anchor, d, others, size)
            if turned is None:
                break
            d = turned
        yield from primordial_enter(b, step(anchor, d), destroy_all=destroy_all, exclude=exclude)


def approach(b: B, cell: Cell, most: int, exclude: Sequence[str]) -> Proc[int]:
    """Not adjacent: the Primordial first moves toward ``cell`` along the shortest path; the
    spaces count against X [KEY-044, EX-021]. Returns the steps taken."""
    if adjacent_to_area(cell, primordial_cells(b)):
        return 0
    routes = primordial_routes(
        board_view(b), primordial_anchor(b), b.prim.size, cell, most, stop_adjacent([cell])
    )
    route: Route = routes[0]
    if len(routes) > 1:
        route = yield from b.choose(
            routes,
            lambda r: (f"route-{r.start_axis}", f"start {r.start_axis}"),
            kind="battle.route",
            prompt="Which way does the Primordial go?",
            rule="BAT-PRIM-057",
        )
    for anchor in route.anchors:
        yield from primordial_enter(b, anchor, exclude=exclude)
    return route.steps
