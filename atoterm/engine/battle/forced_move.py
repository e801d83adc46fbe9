"""Involuntary movement: Knockback, Pushback, Pull, Displace, Vault, and the Primordial's steps.

Involuntary movement is resolved to its full value unless something forces a stop
[BAT-TITAN-015]; moved Titans pass through miniatures and slide along the Board Edge away from
the source [BAT-TITAN-016]; ending on a Titan displaces it [BAT-TITAN-017]; moved onto an
Obstacle they suffer Crash [BAT-TITAN-018]; a Chasm kills at the end of a move, or when pushed
or pulled across it [BAT-TITAN-019]. Reductions from several sources are summed by the caller
and passed as ``reduction`` [BAT-TITAN-021, EX-035]. :func:`primordial_enter` is the one step
every Primordial movement takes (Crash, Terrain) [BAT-PRIM-059, BAT-PRIM-060].
"""

from __future__ import annotations

from collections import deque
from collections.abc import Sequence

from atoterm.engine.battle import harm, paths, terrain, vantage
from atoterm.engine.battle import why as explain
from atoterm.engine.battle.board import (
    ask_cell,
    board_view,
    miniature_cells,
    piece_traits,
    primordial_anchor,
    primordial_cells,
    terrain_at,
    titan_cell,
    titans_at,
)
from atoterm.engine.battle.context import B, Proc
from atoterm.engine.battle.geometry import (
    DIR_ORDER,
    DIRS,
    OPPOSITE,
    BoardView,
    Cell,
    adjacent_to_area,
    area_on_board,
    away_direction,
    bounds,
    cell_label,
    directions_toward,
    footprint,
    make_edge,
    neighbours,
    on_board,
    slide_directions,
    step,
)
from atoterm.engine.battle.paths import Route, primordial_routes, stop_adjacent
from atoterm.engine.battle.state import TerrainPiece, TitanState


# ------------------------------------------------------------------ small helpers
def _place(titan: TitanState, cell: Cell) -> None:
    titan.row, titan.col = cell


def _pick_dir(b: B, dirs: Sequence[str], prompt: str, rule: str) -> Proc[str]:
    """Equally valid directions: the players choose (tie_break option) [BAT-PRIM-062]."""
    return (
        yield from b.choose(
            list(dirs), lambda d: (f"dir-{d}", d), kind="battle.direction", prompt=prompt, rule=rule
        )
    )


def _obstacle_at(b: B, cell: Cell) -> tuple[str, TerrainPiece | None]:
    """The Obstacle on ``cell``: "breaks" (Destructible), "solid" (any other, including an
    unflipped Reinforced tile) or "" (none)."""
    for piece in terrain_at(b, cell):
        traits = piece_traits(b, piece)
        if "obstacle" in traits:
            return ("breaks" if "destructible" in traits else "solid"), piece
    return "", None


def _obstacle(b: B, view: BoardView, cur: Cell, nxt: Cell) -> tuple[str, TerrainPiece | None]:
    """What a Titan moved from ``cur`` to ``nxt`` runs into: "edge", "red_line" (an
    Indestructible Obstacle, CYC1-005), or the Obstacle on ``nxt`` (:func:`_obstacle_at`)."""
    if not on_board(view, nxt):
        return "edge", None
    if make_edge(cur, nxt) in view.red_lines:
        return "red_line", None
    return _obstacle_at(b, nxt)


def _crack(b: B, piece: TerrainPiece | None) -> None:
    """A Reinforced tile hit by a moved Titan flips [TER-020]; it stops the Titan this time."""
    if piece is not None and "reinforced" in piece_traits(b, piece):
        terrain.flip(b, piece)


def _reduced(b: B, titan: TitanState, what: str, n: int, reduction: int) -> int:
    """Every reduction applies and they add up [BAT-TITAN-021, EX-035]."""
    if reduction <= 0:
        return n
    left = max(0, n - reduction)
    b.emit(
        "reduction",
        f"{b.name(titan)}: {what} {n} reduced by {reduction} to {left}.",
        "BAT-TITAN-021",
    )
    return left


def _from_inside(source: Sequence[Cell], cell: Cell) -> list[str]:
    """Away from the centre of the source for a cell under it (Unavoidable Knockback of a Titan
    the Primordial stopped on, BAT-PRIM-061); ties give several directions (players choose)."""
    r0, r1, c0, c1 = bounds(source)
    dr, dc = 2 * cell[0] - r0 - r1, 2 * cell[1] - c0 - c1
    vertical = "S" if dr > 0 else "N" if dr < 0 else ""
    horizontal = "E" if dc > 0 else "W" if dc < 0 else ""
    if abs(dr) > abs(dc):
        return [vertical]
    if abs(dc) > abs(dr):
        return [horizontal]
    if vertical:
        return [d for d in DIR_ORDER if d in (vertical, horizontal)]
    return list(DIR_ORDER)


def _slide(
    b: B, view: BoardView, cell: Cell, blocked: str, away_from: Sequence[Cell], size: int = 1
) -> Proc[str | None]:
    """Continue along the Board Edge away from the source / most Titans [BAT-TITAN-016,
    KEY-027, BAT-PRIM-058]; None when no way is open."""
    dirs = slide_directions(view, cell, blocked, away_from, size)
    if not dirs:
        return None
    d = yield from _pick_dir(b, dirs, "Which way along the Board Edge?", "KEY-027")
    b.emit_why(
        "slide",
        f"Blocked by the Board Edge going {blocked}: continues {d}.",
        "KEY-027",
        considered=[f"{x}: open, away from the source" for x in dirs],
        chosen=d,
        because=f"the Board Edge blocks {blocked}: the move continues along the edge away from "
        "the source (equal ways: the players' choice or the tie_break option)",
    )
    return d


# ------------------------------------------------------------------ ending an involuntary move
def _arrive(
    b: B, titan: TitanState, start: Cell, passed: Sequence[Cell], *, last: bool
) -> Proc[None]:
    """The moved Titan ends its move: a Titan already there is displaced [BAT-TITAN-017,
    KEY-045], then the Terrain of the end space (``last``: only it is entered, KEY-025)."""
    here = titan_cell(titan)
    if not titan.alive or here == start:
        return
    for other in [t for t in b.battle.living() if t is not titan and titan_cell(t) == here]:
        yield from displace(b, other, rule="BAT-TITAN-017")
    if last:
        yield from terrain.enter_cell(b, titan, here, voluntary=False)
    yield from terrain.end_move(b, titan, [c for c in passed if c != here])


def displace(
    b: B,
    titan: TitanState,
    *,
    exclude: Sequence[Cell] = (),
    rule: str = "KEY-013",
    settle: bool = True,
) -> Proc[bool]:
    """Move the Titan to an empty adjacent space the player picks; none: it dies [KEY-013,
    BAT-MISC-017]. ``exclude`` keeps spaces free (a Pushback's path); ``settle`` resolves the
    end of the move (off while a Pushback goes on)."""
    if not titan.alive:
        return False
    if titan.vantage:  # displaced off a Vantage Point: next to the Primordial [BAT-MISC-059]
        return (yield from vantage.dismount(b, titan, why="displaced from a Vantage Point"))
    view = board_view(b)
    here = titan_cell(titan)
    taken = set(miniature_cells(b)) | {tuple(c) for c in exclude}
    spots = [
        c for c in neighbours(view, here) if c not in view.impassable_for_titans and c not in taken
    ]
    if not spots:
        b.emit("displace_none", f"{b.name(titan)} has no space to be displaced to.", rule)
        yield from harm.kill_titan(b, titan, "displace", rule)
        return False
    pick = yield from ask_cell(
        b, titan, spots, "battle.displace", f"Displace {b.name(titan)} to:", rule
    )
    _place(titan, pick)
    only = {"why": explain.only_cell(rule, pick)} if len(spots) == 1 else {}
    b.emit("displace", f"{b.name(titan)} is displaced to {cell_label(pick)}.", rule, **only)
    yield from terrain.enter_cell(b, titan, pick, voluntary=False, prev=here)
    if settle:
        yield from terrain.end_move(b, titan, [])
    return True


# ------------------------------------------------------------------ Knockback
def knockback(
    b: B,
    titan: TitanState,
    n: int,
    source_cells: Sequence[Cell],
    *,
    unavoidable: bool = False,
    direction: str | None = None,
    reduction: int = 0,
    rule: str = "KEY-023",
) -> Proc[None]:
    """Knockback ``n``: straight away from the source, or in ``direction`` (N/E/S/W, "any" =
    the player picks) [KEY-023, EX-032]. Range gates are the caller's [KEY-024].

    Non-Obstacle Terrain is passed over [KEY-025]; a Destructible Obstacle stops the Titan on
    it, is removed, Crash; an Indestructible one (or a red line) stops it before, Crash
    [KEY-025]; the Board Edge turns it along the edge [KEY-027]. Unavoidable Knockback ignores
    reductions and Stalwart [BAT-PRIM-062, KEY-061].
    """
    if not titan.alive:
        return
    if not unavoidable:
        n = _reduced(b, titan, "Knockback", n, reduction)
        if (
            n > 0
            and harm.has_keyword(b, titan, "stalwart")
            and (
                yield from harm.ask_use(
                    b,
                    titan,
                    "battle.stalwart",
                    f"{b.name(titan)} is about to be knocked back {n}: Stalwart?",
                    "Ignore the Knockback",
                    "Take it",
                    "KEY-061",
                )
            )
        ):
            b.emit("stalwart", f"{b.name(titan)} ignores the Knockback (Stalwart).", "KEY-061")
            return
    if n <= 0:
        return
    if titan.vantage and not (yield from vantage.dismount(b, titan)):  # [BAT-MISC-059]
        return
    start = cur = titan_cell(titan)
    if direction in DIRS:
        dirs = [direction]
    elif direction == "any":
        dirs = list(DIR_ORDER)
    else:
        dirs = away_direction(source_cells, cur) or _from_inside(source_cells, cur)
    d = (
        dirs[0]
        if len(dirs) == 1
        else (
            yield from _pick_dir(b, dirs, f"Knock {b.name(titan)} back which way?", "BAT-PRIM-062")
        )
    )
    view = board_view(b)
    collided, broken = False, None
    for _ in range(n):
        kind, piece = _obstacle(b, view, cur, step(cur, d))
        if kind == "edge":
            turned = yield from _slide(b, view, cur, d, source_cells)
            if turned is None:
                break
            d = turned
            kind, piece = _obstacle(b, view, cur, step(cur, d))
        if kind in ("red_line", "solid"):
            collided = True
            _crack(b, piece)
            break
        cur = step(cur, d)
        if kind == "breaks":
            collided, broken = True, piece
            break
        if any("boundless" in piece_traits(b, p) for p in terrain_at(b, cur)):
            break
    cur = _clear_of_primordial(b, view, cur, d)
    _place(titan, cur)
    b.emit(
        "knockback",
        f"{b.name(titan)} is knocked back {d} to {cell_label(cur)}.",
        rule,
        titan=titan.key,
        cell=list(cur),
        why=explain.knockback(b, source_cells, start, dirs, direction, d),
    )
    if cur in primordial_cells(b):
        yield from out_from_under(b, titan)
    if broken is not None:
        yield from terrain.destroy_terrain(b, broken, rule="KEY-025")
    if collided:
        yield from harm.crash(b, titan, rule="KEY-025")
    yield from _arrive(b, titan, start, [], last=True)


def out_from_under(b: B, titan: TitanState) -> Proc[None]:
    """A Knockback stopped by an Obstacle while the Titan is still under the Primordial: the
    Titan is Displaced to the nearest empty space next to the Primordial (two miniatures never
    share a space, BAT-TITAN-017; no such space: it dies, KEY-013)."""
    view = board_view(b)
    prim = primordial_cells(b)
    here = titan_cell(titan)
    taken = set(miniature_cells(b))
    ring = sorted({n for c in prim for n in neighbours(view, c, red_lines_block=False)} - set(prim))
    free = [c for c in ring if c not in taken and c not in view.impassable_for_titans]
    if not free:
        b.emit("displace_none", f"{b.name(titan)} has no space to be displaced to.", "KEY-013")
        yield from harm.kill_titan(b, titan, "displace", "KEY-013")
        return
    nearest = min(abs(here[0] - c[0]) + abs(here[1] - c[1]) for c in free)
    spots = [c for c in free if abs(here[0] - c[0]) + abs(here[1] - c[1]) == nearest]
    pick = yield from b.choose(
        spots,
        lambda c: (f"cell-{cell_label(c)}", cell_label(c)),
        kind="battle.displace",
        prompt=f"{b.name(titan)} is still under the Primordial: displace to",
        rule="KEY-013",
    )
    _place(titan, pick)
    b.emit(
        "displace",
        f"{b.name(titan)} is displaced from under the Primordial to {cell_label(pick)} "
        f"(the nearest empty space, {nearest} away).",
        "KEY-013",
        why=explain.nearest_cell(
            "KEY-013",
            here,
            free,
            pick,
            "the nearest empty space next to the Primordial"
            + (" (equally near spaces: players' choice or tie_break)" if len(spots) > 1 else ""),
        ),
    )
    yield from terrain.enter_cell(b, titan, pick, voluntary=False, prev=here)


def _clear_of_primordial(b: B, view: BoardView, cell: Cell, d: str) -> Cell:
    """A miniature cannot end under the Primordial: the move goes on in ``d`` until clear."""
    prim = primordial_cells(b)
    cur = cell
    while cur in prim:
        nxt = step(cur, d)
        if _obstacle(b, view, cur, nxt)[0]:
            return cell
        cur = nxt
    return cur


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
        b.emit("under_primordial", f"{b.prim.name} stops on {b.name(t)}.", "BAT-PRIM-061")
        yield from knockback(
            b,
            t,
            b.prim.unavoidable_knockback,
            primordial_cells(b),
            unavoidable=True,
            rule="BAT-PRIM-061",
        )


def _primordial_walk(
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
            turned = yield from _slide(b, view, anchor, d, others, size)
            if turned is None:
                break
            d = turned
        yield from primordial_enter(b, step(anchor, d), destroy_all=destroy_all, exclude=exclude)


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
        else (yield from _pick_dir(b, dirs, "Knockback which way?", "KEY-023"))
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
        + (" (equal ways: players' choice or tie_break)" if len(dirs) > 1 else ""),
    )
    yield from _primordial_walk(b, d, n, away_from=[source], destroy_all=True)
    yield from primordial_end_move(b)


# ------------------------------------------------------------------ Pushback
def _face(b: B, cell: Cell) -> Proc[str]:
    """The source turns toward the affected miniature [KEY-044]."""
    p = b.battle.primordial
    dirs = directions_toward(primordial_cells(b), cell)
    if dirs:
        p.facing = (
            dirs[0]
            if len(dirs) == 1
            else (yield from _pick_dir(b, dirs, "Turn the Primordial which way?", "KEY-044"))
        )
        b.emit(
            "turn",
            f"{b.prim.name} turns {p.facing}.",
            "KEY-044",
            why=explain.facing(b, cell, dirs, p.facing, "KEY-044"),
        )
    return p.facing


def _approach(b: B, cell: Cell, most: int, exclude: Sequence[str]) -> Proc[int]:
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


def pushback(
    b: B, titan: TitanState, n: int, *, reduction: int = 0, rule: str = "KEY-044"
) -> Proc[None]:
    """The Primordial turns to the Titan, approaches if needed, then moves, pushing it straight
    [KEY-044, KEY-045]; Obstacles, red lines and the Board Edge per KEY-046/KEY-047 and EX-033."""
    if not titan.alive:
        return
    n = _reduced(b, titan, "Pushback", n, reduction)
    if n <= 0:
        return
    if titan.vantage and not (yield from vantage.dismount(b, titan)):  # [BAT-MISC-059]
        return
    start = titan_cell(titan)
    used = yield from _approach(b, start, n, (titan.key,))
    d = yield from _face(b, titan_cell(titan))
    size, passed = b.prim.size, []
    for _ in range(n - used):
        if not titan.alive or b.battle.result:
            break
        view, anchor = board_view(b), primordial_anchor(b)
        if not area_on_board(view, footprint(step(anchor, d), size)):
            turned = yield from _slide(
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
    yield from _arrive(b, titan, start, passed, last=False)


def _push_step(
    b: B, titan: TitanState, d: str, new: Sequence[Cell], passed: list[Cell]
) -> Proc[str]:
    """One space of Pushback for the Titan: "moved", "displaced", "crushed" (died, the
    Primordial still enters, KEY-046) or "fell" (died at the edge, the Pushback stops, KEY-047)."""
    cur = titan_cell(titan)
    nxt = step(cur, d)
    kind, piece = _obstacle(b, board_view(b), cur, nxt)
    if kind in ("", "breaks"):
        if kind == "breaks" and piece is not None:
            yield from terrain.destroy_terrain(b, piece, rule="KEY-046")
        _place(titan, nxt)
        passed.append(nxt)
        if kind == "breaks":
            yield from harm.crash(b, titan, rule="KEY-046")
        if titan.alive:
            yield from terrain.enter_cell(
                b, titan, nxt, voluntary=False, prev=cur, crossing_kills=True
            )
        return "moved"
    _crack(b, piece)
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
    left = _reduced(b, titan, "Pull", n, reduction)
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
                else [(yield from _pick_dir(b, dirs, "Pull along which axis first?", "KEY-041"))]
            )
            dirs = first + [d for d in dirs if d not in first]
        nxt: Cell | None = None
        for d in dirs:
            kind, piece = _obstacle(b, view, cur, step(cur, d))
            if kind in ("red_line", "solid"):
                key = f"tile-{piece.uid}" if piece else f"red-{cell_label(cur)}-{d}"
                if key not in hit:  # Crash once per Obstacle run into [KEY-042]
                    hit.append(key)
                    _crack(b, piece)
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
        _place(titan, nxt)
        passed.append(nxt)
        yield from terrain.enter_cell(b, titan, nxt, voluntary=False, prev=cur, crossing_kills=True)
        left -= 1
    b.emit("pull", f"{b.name(titan)} is pulled to {cell_label(titan_cell(titan))}.", rule)
    side = directions_toward(primordial_cells(b), titan_cell(titan))
    if titan.alive and left > 0 and len(side) == 1:
        b.emit("pull_adjacent", f"{b.prim.name} moves directly away for {left}.", "KEY-043")
        yield from _primordial_walk(b, OPPOSITE[side[0]], left, exclude=(titan.key,))
        yield from primordial_end_move(b)
    yield from _arrive(b, titan, start, passed, last=False)


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


# ------------------------------------------------------------------ Titans moving the Primordial
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
        _place(titan, step(cur, d))
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
        _place(titan, cell)
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
        yield from _primordial_walk(b, direction, n)
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
            s = yield from _pick_dir(b, ways, "Displace the Primordial which way?", "KEY-047")
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
    used = yield from _approach(b, titan_cell(puller), n, (puller.key,))
    yield from primordial_end_move(b)
    side = directions_toward(primordial_cells(b), titan_cell(puller))
    if puller.alive and n > used and len(side) == 1:
        yield from _titan_walk(b, puller, side[0], n - used)


# ------------------------------------------------------------------ Vault
def vault(b: B, titan: TitanState, *, forced: bool = False) -> Proc[bool]:
    """Adjacent to the Primordial: to the space straight across it, adjacent on the other side;
    Vault needs it empty [KEY-065]; Forced Vault is involuntary movement and kills beyond the
    Board Edge or on an Indestructible Obstacle [KEY-066]. Returns whether the Titan moved."""
    rule = "KEY-066" if forced else "KEY-065"
    if forced and titan.vantage and not (yield from vantage.dismount(b, titan)):
        return False  # first down from the Vantage Point [BAT-MISC-059]
    prim, cur, view = primordial_cells(b), titan_cell(titan), board_view(b)
    side = directions_toward(prim, cur)
    if not titan.alive or len(side) != 1 or not adjacent_to_area(cur, prim, view):
        b.emit("vault_none", f"{b.name(titan)} is not adjacent to the Primordial.", rule)
        return False
    r0, r1, c0, c1 = bounds(prim)
    target = {
        "N": (r1 + 1, cur[1]),
        "S": (r0 - 1, cur[1]),
        "W": (cur[0], c1 + 1),
        "E": (cur[0], c0 - 1),
    }[side[0]]
    pieces = terrain_at(b, target) if on_board(view, target) else []
    if not forced:
        if (
            not on_board(view, target)
            or target in view.impassable_for_titans
            or (target in miniature_cells(b))
        ):
            b.emit("vault_none", f"{cell_label(target)} is not an empty space.", rule)
            return False
        _place(titan, target)
        b.emit("vault", f"{b.name(titan)} vaults to {cell_label(target)}.", rule)
        yield from terrain.enter_cell(b, titan, target, voluntary=True, prev=cur)
        yield from terrain.end_move(b, titan, [])
        return True
    if not on_board(view, target) or any(
        "indestructible" in piece_traits(b, p) and "obstacle" in piece_traits(b, p) for p in pieces
    ):
        b.emit("vault_death", f"{b.name(titan)} would land beyond the edge or on rock.", rule)
        yield from harm.kill_titan(b, titan, "vault", rule)
        return False
    _place(titan, target)
    b.emit("vault", f"{b.name(titan)} is vaulted to {cell_label(target)}.", rule)
    kind, piece = _obstacle_at(b, target)
    if kind == "breaks" and piece is not None:
        yield from terrain.destroy_terrain(b, piece, rule="BAT-TITAN-018")
    if kind in ("breaks", "solid"):
        _crack(b, piece)
        yield from harm.crash(b, titan, rule="BAT-TITAN-018")
        if kind == "solid" and titan.alive:
            yield from displace(b, titan, rule=rule)
    yield from _arrive(b, titan, cur, [], last=True)
    return True
