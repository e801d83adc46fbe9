"""Titans moving the Primordial: Knockback [KEY-026, KEY-027], Pushback [KEY-044, KEY-047]
and Pull [KEY-041, KEY-043] with the Primordial as the target. The source Titan's own movement
is voluntary, the Primordial's involuntary [BAT-TITAN-020, EX-034]; Lumbering Primordials
cannot be moved [BAT-PRIM-007, KEY-031]; a Titan on a Vantage Point cannot push or pull it
[BAT-MISC-061].
"""

from __future__ import annotations

from atoterm.engine.battle.board import paths, terrain
from atoterm.engine.battle.board.board import (
    board_view,
    miniature_cells,
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
    cell_label,
    directions_toward,
    footprint,
    make_edge,
    on_board,
    slide_directions,
    step,
)
from atoterm.engine.battle.core.context import B, Proc
from atoterm.engine.battle.core.state import TitanState
from atoterm.engine.battle.movement.common import pick_dir, place
from atoterm.engine.battle.primordial.step import (
    approach,
    primordial_end_move,
    primordial_enter,
    primordial_walk,
)


# ------------------------------------------------------------------ Titans moving the Primordial
def _lumbering(b: B) -> bool:
    """Lumbering: no involuntary movement of any kind [BAT-PRIM-007, KEY-031, Rulings: 000]."""
    if b.prim.lumbering:
        b.emit("lumbering", f"{b.prim.name} is Lumbering: it cannot be moved.", "KEY-031")
    return b.prim.lumbering


def primordial_knocked_back(
    b: B, n: int, source: Cell, *, direction: str | None = None
) -> Proc[None]:
    """A Titan knocks the Primordial back: through everything, destroying all but Indestructible
    Terrain, Crash and Unavoidable Knockback as normal [KEY-026]; along the Board Edge away
    from the source [KEY-027]."""
    if _lumbering(b) or n <= 0:
        return
    dirs = (
        [direction]
        if direction
        else [OPPOSITE[x] for x in directions_toward(primordial_cells(b), source)]
    )
    if not dirs:
        return
    d = (
        dirs[0]
        if len(dirs) == 1
        else (yield from pick_dir(b, dirs, "Knockback which way?", "KEY-023"))
    )
    b.emit_why(
        "primordial_knockback",
        f"{b.prim.name} is knocked back {n} toward {d}.",
        "KEY-026",
        considered=[f"{x}: away from {cell_label(source)}" for x in dirs],
        chosen=d,
        because="named by the effect"
        if direction
        else "straight away from the Titan that knocks it back"
        + (" (equal ways: players' choice or the Ties rule)" if len(dirs) > 1 else ""),
    )
    yield from primordial_walk(b, d, n, away_from=[source], destroy_all=True)
    yield from primordial_end_move(b)


def _titan_can_enter(b: B, view: BoardView, cur: Cell, nxt: Cell) -> bool:
    """Voluntary rules for the Titan that is the source [BAT-TITAN-020, EX-034]."""
    return (
        on_board(view, nxt)
        and make_edge(cur, nxt) not in view.red_lines
        and nxt not in view.impassable_for_titans
        and nxt not in miniature_cells(b)
    )


def _titan_walk(b: B, titan: TitanState, d: str, steps: int) -> Proc[None]:
    """The source Titan moves straight in ``d`` until blocked (voluntary movement)."""
    moved: list[Cell] = []
    for _ in range(steps):
        cur = titan_cell(titan)
        if not _titan_can_enter(b, board_view(b), cur, step(cur, d)):
            break
        place(titan, step(cur, d))
        moved.append(titan_cell(titan))
        yield from terrain.enter_cell(b, titan, titan_cell(titan), voluntary=True, prev=cur)
    if moved:
        yield from terrain.end_move(b, titan, moved[:-1])


def _titan_approach(b: B, titan: TitanState, most: int) -> Proc[int]:
    """A source Titan not adjacent first moves toward the Primordial along the shortest path
    (voluntary movement), the spaces counting against X [KEY-044, BAT-TITAN-020]. Returns the
    spaces moved."""
    prim, start = primordial_cells(b), titan_cell(titan)
    if adjacent_to_area(start, prim):
        return 0
    view = board_view(b)
    others = frozenset(c for c in miniature_cells(b) if c != start)
    reach = paths.titan_moves(view, start, most, blocked=others)
    near = [c for c in sorted(reach) if adjacent_to_area(c, prim, view)]
    if not near:
        return 0
    best = min(reach[c] for c in near)
    goal = yield from b.choose(
        [c for c in near if reach[c] == best],
        lambda c: (f"cell-{cell_label(c)}", cell_label(c)),
        kind="battle.approach",
        prompt="Approach the Primordial from:",
        rule="KEY-044",
    )
    route = paths.titan_path(view, start, goal, most, blocked=others) or []
    for cell in route:
        prev = titan_cell(titan)
        place(titan, cell)
        yield from terrain.enter_cell(b, titan, cell, voluntary=True, prev=prev)
    yield from terrain.end_move(b, titan, route[:-1])
    return len(route)


def _riding(b: B, titan: TitanState, what: str) -> bool:
    """A Titan on a Vantage Point is on the Primordial: it has no side to push or pull it from
    (atoterm's reading; the rules are silent) [BAT-MISC-061]."""
    if titan.vantage:
        b.emit(
            "pushback_none",
            f"{b.name(titan)} is on a Vantage Point: it cannot {what} the Primordial from there.",
            "BAT-MISC-061",
        )
    return bool(titan.vantage)


def primordial_pushed(
    b: B,
    n: int,
    direction: str | None = None,
    *,
    pusher: TitanState | None = None,
    reduction: int = 0,
) -> Proc[None]:
    """The Primordial is pushed ``n`` spaces: in ``direction``, or by the Titan ``pusher``,
    which must be adjacent and follows it (voluntary for the Titan, involuntary for the
    Primordial, BAT-TITAN-020) [KEY-044]; Lumbering: immune [BAT-PRIM-007, KEY-031]. Pushed
    into the Board Edge it is displaced one space sideways if that frees the Titan's way, and
    the Pushback ends [KEY-047]."""
    if _lumbering(b) or n <= 0:
        return
    n = max(0, n - reduction)
    if pusher is not None and _riding(b, pusher, "push"):
        return
    if pusher is None:
        assert direction is not None, "primordial_pushed needs a direction or a pusher"
        yield from primordial_walk(b, direction, n)
        yield from primordial_end_move(b)
        return
    n -= yield from _titan_approach(b, pusher, n)
    side = directions_toward(primordial_cells(b), titan_cell(pusher))
    if len(side) != 1 or not adjacent_to_area(titan_cell(pusher), primordial_cells(b)):
        b.emit("pushback_none", f"{b.name(pusher)} cannot reach the Primordial.", "KEY-044")
        return
    d, size = OPPOSITE[side[0]], b.prim.size
    for _ in range(n):
        view, anchor = board_view(b), primordial_anchor(b)
        ahead = step(titan_cell(pusher), d)
        if area_on_board(view, footprint(step(anchor, d), size)):
            yield from primordial_enter(b, step(anchor, d), exclude=(pusher.key,))
            yield from _titan_walk(b, pusher, d, 1)
            continue
        ways = [
            s
            for s in slide_directions(view, anchor, d, [titan_cell(pusher)], size)
            if ahead not in footprint(step(anchor, s), size)
        ]
        if ways:
            s = yield from pick_dir(b, ways, "Displace the Primordial which way?", "KEY-047")
            yield from primordial_enter(b, step(anchor, s), exclude=(pusher.key,))
            yield from _titan_walk(b, pusher, d, 1)
        break
    yield from primordial_end_move(b)


def primordial_pulled(b: B, puller: TitanState, n: int) -> Proc[None]:
    """A Titan pulls the Primordial ``n`` spaces toward itself along the shortest path; once
    adjacent the Titan moves directly away for the rest, stopping where voluntary movement
    stops [KEY-041, KEY-043]."""
    if _lumbering(b) or n <= 0 or _riding(b, puller, "pull"):
        return
    used = yield from approach(b, titan_cell(puller), n, (puller.key,))
    yield from primordial_end_move(b)
    side = directions_toward(primordial_cells(b), titan_cell(puller))
    if puller.alive and n > used and len(side) == 1:
        yield from _titan_walk(b, puller, side[0], n - used)
