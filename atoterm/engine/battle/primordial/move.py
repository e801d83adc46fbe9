"""Primordial movement and turning [BAT-PRIM-051..068].

The Primordial turns to face its Target when a move begins and ends [BAT-PRIM-053,
BAT-PRIM-067], moves up to its Speed ("Move X": X; "Move to X": unlimited, BAT-PRIM-064) one
space at a time, orthogonally, along a shortest route, zigzagging when the Target is not in a
straight line (the players choose the starting axis, and between equal routes; EX-012)
[BAT-PRIM-054..057], and stops as soon as it is adjacent (within range for a Range Attack)
[BAT-PRIM-051, BAT-PRIM-052]. Each step goes through ``primordial_step.primordial_enter`` (Crash on
Titans, Destructible Terrain destroyed) and the end through ``primordial_step.primordial_end_move``
(Crash and Unavoidable Knockback of a Titan under it) [BAT-PRIM-059..062]. The routes
themselves come from ``paths.py``.
"""

from __future__ import annotations

from collections.abc import Callable

from atoterm.content.battle_schema import AiCard
from atoterm.engine.battle.board import geometry, paths
from atoterm.engine.battle.board.board import (
    board_view,
    cell_name,
    primordial_anchor,
    titan_cell,
    titans_at,
)
from atoterm.engine.battle.board.geometry import DIR_ORDER, OPPOSITE, Cell
from atoterm.engine.battle.board.paths import Route
from atoterm.engine.battle.core.context import B, Proc
from atoterm.engine.battle.core.state import TitanState
from atoterm.engine.battle.explain import why as explain
from atoterm.engine.battle.primordial import reach
from atoterm.engine.battle.primordial import step as primordial_step
from atoterm.engine.revision import broken_off_move_clears_titans

BeforeEnter = Callable[[TitanState], Proc[bool]]
"""Called before the Primordial enters a Titan's space during an "All Titans in path" Attack;
returns False to stop moving (the sequence was broken) [BAT-PRIM-074]."""

CLOCKWISE = ("N", "E", "S", "W")


# ----------------------------------------------------------------------------- turning
def set_facing(
    b: B, facing: str, why: str, rule: str, explained: dict[str, object] | None = None
) -> None:
    """Turn the Primordial (its footprint stays) and say why (``explained``: the "why?")."""
    p = b.battle.primordial
    if p.facing == facing:
        return
    old, p.facing = p.facing, facing
    extra = {"why": explained} if explained else {}
    if not b.quiet:
        b.emit(
            "turn",
            f"{b.prim.name} turns from {old} to {facing} ({why}).",
            rule,
            facing=facing,
            **extra,
        )


def turn_toward(
    b: B, cell: Cell, why: str = "toward its Target", rule: str = "BAT-PRIM-067"
) -> Proc[None]:
    """Face ``cell`` [BAT-PRIM-053, BAT-PRIM-067]; exactly diagonal: the players choose between
    the two facings; under the footprint: keep the facing."""
    facings = geometry.turn_toward(primordial_anchor(b), b.prim.size, cell)
    if not facings:
        return
    facing = yield from b.choose(
        facings,
        lambda f: (f"facing-{f}", f"Face {f}"),
        kind="battle.facing",
        prompt=f"The Target ({cell_name(cell)}) is exactly diagonal: which way does it face?",
        rule="BAT-PRIM-067",
    )
    # The "why?" goes with the turn's event: none when the facing stays or while replaying
    # quietly (set_facing() then emits nothing), so it is only put together for one.
    turns = b.battle.primordial.facing != facing and not b.quiet
    explained = explain.facing(b, cell, facings, facing, rule) if turns else None
    set_facing(b, facing, why, rule, explained)


def turn(b: B, how: str, toward: TitanState | None = None) -> Proc[None]:
    """ "Turn" instructions: ``toward`` (the Target), ``around``, ``left``, ``right``, or a
    direction N/E/S/W [BAT-PRIM-067]."""
    p = b.battle.primordial
    if how == "toward":
        if toward is not None:
            yield from turn_toward(b, titan_cell(toward), "turn toward its Target")
        return
    i = CLOCKWISE.index(p.facing)
    facing = {
        "around": OPPOSITE[p.facing],
        "left": CLOCKWISE[(i - 1) % 4],
        "right": CLOCKWISE[(i + 1) % 4],
    }.get(how, how)
    if facing not in DIR_ORDER:
        raise ValueError(f"unknown turn {how!r}")
    set_facing(b, facing, f"turn {how}", "BAT-PRIM-067")


# ----------------------------------------------------------------------------- routes
def _describe(b: B, route: Route) -> tuple[str, str]:
    crossed = _titans_crossed(b, route)
    steps = " → ".join(cell_name(a) for a in route.anchors) or "stays"
    names = ", ".join(b.name(t) for t in crossed)
    label = f"{route.start_axis} first: {steps}" if route.start_axis != "straight" else steps
    return label, f"Crash: {names}" if names else "no Titan in the way"


def _titans_crossed(b: B, route: Route) -> list[TitanState]:
    cells = [c for entered in paths.cells_entered(route) for c in entered]
    return titans_at(b, cells)


def choose_route(b: B, routes: list[Route], what: str) -> Proc[Route]:
    """The players choose between equally short routes / zigzag starting axes [BAT-PRIM-056,
    BAT-PRIM-057, EX-012]; ``worst_for_players`` takes the one crashing through most Titans."""
    options = list(routes)
    route = yield from b.choose(
        options,
        lambda r: (f"route-{options.index(r)}", " — ".join(_describe(b, r))),
        kind="battle.route",
        prompt=f"{b.prim.name} moves {what}: choose the route",
        worst=lambda r: len(_titans_crossed(b, r)),
        rule="BAT-PRIM-057",
        score="Titans crossed",
    )
    return route


def walk(
    b: B,
    route: Route,
    *,
    crash: bool = True,
    before_enter: BeforeEnter | None = None,
    explained: dict[str, object] | None = None,
) -> Proc[bool]:
    """Move along ``route`` one space at a time [BAT-PRIM-055], resolving each entered space
    [BAT-PRIM-059, BAT-PRIM-060], then the end of the move [BAT-PRIM-061]. Returns False when
    ``before_enter`` stopped it (a Chain Break during an "All Titans in path" Attack); from
    rules revision 5 the move then ends where it stopped, as any move does: a Titan it already
    stands on suffers the Unavoidable Knockback [BAT-PRIM-061, BAT-PRIM-075]."""

    p = b.battle.primordial
    entered_all = paths.cells_entered(route)
    for anchor, entered in zip(route.anchors, entered_all, strict=True):
        if before_enter is not None:
            for titan in titans_at(b, list(entered)):
                if not (yield from before_enter(titan)):
                    if broken_off_move_clears_titans(b.state) and not b.battle.result:
                        yield from primordial_step.primordial_end_move(b, crash=crash)
                    return False
        p.row, p.col = anchor
        yield from primordial_step.primordial_enter(b, entered, crash=crash)
        if b.battle.result:
            return False
    if route.anchors:
        if not b.quiet:
            b.emit(
                "primordial_move",
                f"{b.prim.name} moves {route.steps} space{'s' if route.steps != 1 else ''} to "
                f"{cell_name(route.end)}.",
                "BAT-PRIM-055",
                cells=[list(a) for a in route.anchors],
                **({"why": explained} if explained else {}),
            )
        yield from primordial_step.primordial_end_move(b, crash=crash)
    return True


# ----------------------------------------------------------------------------- moves
def move_toward(
    b: B,
    card: AiCard,
    target: TitanState,
    steps: int,
    *,
    crash: bool = True,
    before_enter: BeforeEnter | None = None,
) -> Proc[Route]:
    """Move toward ``target`` up to ``steps`` spaces, stopping when the card's Attack could be
    made (adjacent, or within range for a Range Attack) [BAT-PRIM-051..058]; turns toward it
    first and last [BAT-PRIM-053, BAT-PRIM-067]. Beyond reach it still gets as close as it can
    [BAT-PRIM-063]."""
    cell = titan_cell(target)
    yield from turn_toward(b, cell, "at the start of its move")
    stop = reach.stop_condition(b, card, (cell,))
    routes = paths.primordial_routes(
        board_view(b), primordial_anchor(b), b.prim.size, cell, steps, stop
    )
    route = (
        routes[0] if len(routes) == 1 else (yield from choose_route(b, routes, "toward its Target"))
    )
    # The "why?" of the move's event; a simulation, which no one reads (``b.explaining``
    # off, quiet throughout), does not put it together.
    explained = (
        explain.route(b, routes, route, f"toward {b.name(target)}") if b.explaining else None
    )
    if not route.anchors and not b.quiet:
        b.emit(
            "primordial_move",
            f"{b.prim.name} does not need to move.",
            "BAT-PRIM-051",
            why=explained,
        )
    yield from walk(b, route, crash=crash, before_enter=before_enter, explained=explained)
    spend_speed_tokens(b)
    if target.alive:
        yield from turn_toward(b, titan_cell(target), "at the end of its move")
    return route


def spend_speed_tokens(b: B) -> None:
    """Temporary Speed tokens of the Primordial are discarded once they took effect, i.e. after
    its move [BAT-MISC-048] (so a "+1 Speed this Round" never stacks over Rounds)."""
    pool = b.battle.kratos_pool
    if pool.pop("speed", 0) and not b.quiet:
        b.emit("temp_token", "The temporary Speed token is spent by this move.", "BAT-MISC-048")


def move_to(b: B, where: str, target: TitanState | None) -> Proc[Route]:
    """ "Move to X" with unlimited Speed [BAT-PRIM-064]: ``target`` (adjacent to it), ``centre``
    (over the board's central spaces), ``edge`` (the nearest Board Edge), ``rear`` (straight
    backwards to the Board Edge, without turning first) or a direction N/E/S/W."""
    view = board_view(b)
    p = b.battle.primordial
    anchor = primordial_anchor(b)
    size = b.prim.size
    if where == "target":
        if target is None:
            return paths.Route(anchor, size, (), "straight")
        card_stop = paths.stop_adjacent((titan_cell(target),))  # [CYC1-003]
        yield from turn_toward(b, titan_cell(target), "at the start of its move")
        routes = paths.primordial_routes(
            view, primordial_anchor(b), size, titan_cell(target), reach.UNLIMITED, card_stop
        )
    else:
        area = _area(b, where, p.facing)
        if target is not None and where not in ("rear", *DIR_ORDER):
            yield from turn_toward(b, titan_cell(target), "at the start of its move")
        routes = paths.move_to_area(view, primordial_anchor(b), size, area)
    route = routes[0] if len(routes) == 1 else (yield from choose_route(b, routes, f"to {where}"))
    explained = explain.route(b, routes, route, f"to {where}") if b.explaining else None
    yield from walk(b, route, explained=explained)
    if target is not None and target.alive:
        yield from turn_toward(b, titan_cell(target), "at the end of its move")
    return route


def _area(b: B, where: str, facing: str) -> list[Cell]:
    """The spaces a "Move to X" heads for."""
    h, w = b.battle.height, b.battle.width
    if where in ("centre", "center"):
        rows = sorted({(h - 1) // 2, h // 2})
        cols = sorted({(w - 1) // 2, w // 2})
        return [(r, c) for r in rows for c in cols]
    if where == "edge":
        return [(r, c) for r in range(h) for c in range(w) if r in (0, h - 1) or c in (0, w - 1)]
    direction = OPPOSITE[facing] if where == "rear" else where
    if direction == "N":
        return [(0, c) for c in range(w)]
    if direction == "S":
        return [(h - 1, c) for c in range(w)]
    if direction == "W":
        return [(r, 0) for r in range(h)]
    if direction == "E":
        return [(r, w - 1) for r in range(h)]
    raise ValueError(f"unknown Move to destination {where!r}")
