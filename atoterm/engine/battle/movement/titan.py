"""Involuntary movement of a Titan: Knockback, Displace and Vault.

Involuntary movement is resolved to its full value unless something forces a stop
[BAT-TITAN-015]; moved Titans pass through miniatures and slide along the Board Edge away from
the source [BAT-TITAN-016]; ending on a Titan displaces it [BAT-TITAN-017]; moved onto an
Obstacle they suffer Crash [BAT-TITAN-018]; a Chasm kills at the end of a move, or when pushed
or pulled across it [BAT-TITAN-019]. Reductions from several sources are summed by the caller
and passed as ``reduction`` [BAT-TITAN-021, EX-035]. Knockback [KEY-023..KEY-027, KEY-061],
Displace [KEY-013, BAT-MISC-017], Vault and Forced Vault [KEY-065, KEY-066].

Pushback and Pull are in ``push_pull``; the Primordial's steps in ``primordial_step``; Titans
moving the Primordial in ``primordial_forced``; shared steps in ``forced_common``.
"""

from __future__ import annotations

from collections.abc import Sequence

from atoterm.engine.battle.board import terrain
from atoterm.engine.battle.board.board import (
    ask_cell,
    board_view,
    miniature_cells,
    piece_traits,
    primordial_cells,
    terrain_at,
    titan_cell,
)
from atoterm.engine.battle.board.geometry import (
    DIR_ORDER,
    DIRS,
    BoardView,
    Cell,
    adjacent_to_area,
    away_direction,
    bounds,
    cell_label,
    directions_toward,
    neighbours,
    on_board,
    step,
)
from atoterm.engine.battle.core.context import B, Proc
from atoterm.engine.battle.core.state import TitanState
from atoterm.engine.battle.explain import why as explain
from atoterm.engine.battle.harm import death, triggers
from atoterm.engine.battle.harm import gains as harm
from atoterm.engine.battle.movement.common import (
    crack,
    obstacle,
    obstacle_at,
    pick_dir,
    place,
    reduced,
    slide,
)
from atoterm.engine.battle.titans import vantage


# ------------------------------------------------------------------ ending an involuntary move
def arrive(
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
        yield from death.kill_titan(b, titan, "displace", rule)
        return False
    pick = yield from ask_cell(
        b, titan, spots, "battle.displace", f"Displace {b.name(titan)} to:", rule
    )
    place(titan, pick)
    only = {"why": explain.only_cell(rule, pick)} if len(spots) == 1 else {}
    b.emit("displace", f"{b.name(titan)} is displaced to {cell_label(pick)}.", rule, **only)
    yield from terrain.enter_cell(b, titan, pick, voluntary=False, prev=here)
    if settle:
        yield from terrain.end_move(b, titan, [])
    return True


# ------------------------------------------------------------------ Knockback
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
        n = reduced(b, titan, "Knockback", n, reduction)
        if (
            n > 0
            and triggers.has_keyword(b, titan, "stalwart")
            and (
                yield from triggers.ask_use(
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
            yield from pick_dir(b, dirs, f"Knock {b.name(titan)} back which way?", "BAT-PRIM-062")
        )
    )
    view = board_view(b)
    collided, broken = False, None
    for _ in range(n):
        kind, piece = obstacle(b, view, cur, step(cur, d))
        if kind == "edge":
            turned = yield from slide(b, view, cur, d, source_cells)
            if turned is None:
                break
            d = turned
            kind, piece = obstacle(b, view, cur, step(cur, d))
        if kind in ("red_line", "solid"):
            collided = True
            crack(b, piece)
            break
        cur = step(cur, d)
        if kind == "breaks":
            collided, broken = True, piece
            break
        if any("boundless" in piece_traits(b, p) for p in terrain_at(b, cur)):
            break
    cur = _clear_of_primordial(b, view, cur, d)
    place(titan, cur)
    if not b.quiet:  # (emit()'s own test: the words of a quiet event are not put together)
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
    yield from arrive(b, titan, start, [], last=True)


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
        yield from death.kill_titan(b, titan, "displace", "KEY-013")
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
    place(titan, pick)
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
            + (
                " (equally near spaces: players' choice or the Ties rule)" if len(spots) > 1 else ""
            ),
        ),
    )
    yield from terrain.enter_cell(b, titan, pick, voluntary=False, prev=here)


def _clear_of_primordial(b: B, view: BoardView, cell: Cell, d: str) -> Cell:
    """A miniature cannot end under the Primordial: the move goes on in ``d`` until clear."""
    prim = primordial_cells(b)
    cur = cell
    while cur in prim:
        nxt = step(cur, d)
        if obstacle(b, view, cur, nxt)[0]:
            return cell
        cur = nxt
    return cur


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
        place(titan, target)
        b.emit("vault", f"{b.name(titan)} vaults to {cell_label(target)}.", rule)
        yield from terrain.enter_cell(b, titan, target, voluntary=True, prev=cur)
        yield from terrain.end_move(b, titan, [])
        return True
    if not on_board(view, target) or any(
        "indestructible" in piece_traits(b, p) and "obstacle" in piece_traits(b, p) for p in pieces
    ):
        b.emit("vault_death", f"{b.name(titan)} would land beyond the edge or on rock.", rule)
        yield from death.kill_titan(b, titan, "vault", rule)
        return False
    place(titan, target)
    b.emit("vault", f"{b.name(titan)} is vaulted to {cell_label(target)}.", rule)
    kind, piece = obstacle_at(b, target)
    if kind == "breaks" and piece is not None:
        yield from terrain.destroy_terrain(b, piece, rule="BAT-TITAN-018")
    if kind in ("breaks", "solid"):
        crack(b, piece)
        yield from harm.crash(b, titan, rule="BAT-TITAN-018")
        if kind == "solid" and titan.alive:
            yield from displace(b, titan, rule=rule)
    yield from arrive(b, titan, cur, [], last=True)
    return True
