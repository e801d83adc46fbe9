"""The "why?" of choices the engine makes for the players (issue 4, GEN-001).

Every builder returns the dict that :meth:`B.emit_why` stores as ``event.data["why"]``:
``considered`` (each candidate with the values compared), ``chosen``, ``because`` (one
sentence) and ``rule``. The battle screen's "why?" (``ui/battle_why.py``) shows it. Builders
are pure: they read the state and never change it, so a replay gives the same words.
"""

from __future__ import annotations

from collections.abc import Sequence

from atoterm.engine.battle.board import paths
from atoterm.engine.battle.board.board import cell_name, primordial_anchor, titans_at
from atoterm.engine.battle.board.geometry import DIR_ORDER, Cell, bounds, footprint
from atoterm.engine.battle.board.paths import Route
from atoterm.engine.battle.core.context import B
from atoterm.engine.battle.core.state import TitanState

Why = dict[str, object]


def why(rule: str, considered: Sequence[str], chosen: str, because: str) -> Why:
    """The plain dict (same shape as :meth:`B.emit_why` builds)."""
    return {"rule": rule, "considered": list(considered), "chosen": chosen, "because": because}


def _spaces(n: int) -> str:
    return f"{n} space{'s' if n != 1 else ''}"


def gaps(cells: Sequence[Cell], target: Cell) -> dict[str, int]:
    """How far ``target`` lies beyond the area's edge in each direction (0: not that way)."""
    r0, r1, c0, c1 = bounds(cells)
    tr, tc = target
    return {
        "N": max(0, r0 - tr),
        "E": max(0, tc - c1),
        "S": max(0, tr - r1),
        "W": max(0, c0 - tc),
    }


def facing(b: B, cell: Cell, facings: Sequence[str], chosen: str, rule: str) -> Why:
    """Turning toward ``cell``: the separation on each axis [BAT-PRIM-053, BAT-PRIM-067]."""
    apart = gaps(footprint(primordial_anchor(b), b.prim.size), cell)
    considered = [f"{d}: Target {_spaces(apart[d])} beyond that edge" for d in DIR_ORDER]
    if len(facings) > 1:
        because = (
            f"the Target ({cell_name(cell)}) is exactly diagonal (equal separation), so the "
            "facing was settled among the two by the Ties rule"
        )
    else:
        because = (
            f"the Primordial faces the direction of the larger separation toward the Target "
            f"({cell_name(cell)})"
        )
    return why(rule, considered, chosen, because)


def _route_line(b: B, route: Route) -> str:
    steps = " → ".join(cell_name(a) for a in route.anchors) or "no step"
    cells = [c for entered in paths.cells_entered(route) for c in entered]
    crossed = ", ".join(b.name(t) for t in titans_at(b, cells)) or "no Titan"
    axis = f"{route.start_axis} first, " if route.start_axis != "straight" else ""
    edge = ", stopped by the Board Edge" if route.blocked_edge else ""
    return f"{axis}{_spaces(route.steps)}: {steps} (Crash: {crossed}){edge}"


def route(b: B, routes: Sequence[Route], chosen: Route, goal: str) -> Why:
    """A Primordial route: every legal route with its steps and the Titans it crosses
    [BAT-PRIM-054..057, EX-012]."""
    considered = [_route_line(b, r) for r in routes]
    if len(routes) > 1:
        because = (
            f"equally short routes {goal} (zigzag starting axis or equal routes): the players' "
            "choice, or the Ties rule"
        )
    elif not chosen.anchors:
        because = (
            f"no step is needed {goal}: the Attack can already be made from here (adjacent, "
            "or within range)"
        )
    elif chosen.start_axis == "straight":
        because = (
            f"the only shortest orthogonal route {goal}: the Target is in a straight line, "
            "and the move stops once the Attack could be made"
        )
    else:
        because = f"the only legal route {goal} (the other starting axis leaves the board)"
    return why(
        "BAT-PRIM-057" if len(routes) > 1 else "BAT-PRIM-055",
        considered,
        _route_line(b, chosen),
        because,
    )


def knockback(
    b: B, source: Sequence[Cell], start: Cell, dirs: Sequence[str], named: str | None, d: str
) -> Why:
    """The direction of a Knockback: straight away from the source, the axis of the larger
    separation; exactly diagonal or "any": a tie [KEY-023, BAT-PRIM-062, EX-032]."""
    if named in DIR_ORDER:
        return why("KEY-023", [f"{named}: named by the effect"], d, "the effect names the way")
    if named == "any":
        return why(
            "KEY-023",
            [f"{x}: allowed" for x in DIR_ORDER],
            d,
            "any direction: the players' choice, or the Ties rule",
        )
    apart = gaps(source, start) if source else {}
    considered = [f"{x}: {_spaces(apart.get(x, 0))} from the source's edge" for x in DIR_ORDER]
    if len(dirs) > 1:
        because = (
            f"{', '.join(dirs)} are equally 'straight away' from the source, so the way was "
            "settled by the players' choice or the Ties rule"
        )
    elif not any(apart.values()):
        because = "the Titan is under the source: away from the source's centre"
    else:
        because = "straight away from the source: the axis of the larger separation"
    return why("BAT-PRIM-062" if len(dirs) > 1 else "KEY-023", considered, d, because)


def nearest_cell(rule: str, here: Cell, spots: Sequence[Cell], chosen: Cell, what: str) -> Why:
    """A space picked as the nearest (Manhattan distance) among ``spots``."""
    considered = [
        f"{cell_name(c)}: {_spaces(abs(here[0] - c[0]) + abs(here[1] - c[1]))} away" for c in spots
    ]
    return why(rule, considered, cell_name(chosen), what)


def only_cell(rule: str, cell: Cell) -> Why:
    """The only space left to choose from."""
    return why(rule, [f"{cell_name(cell)}: the only empty space"], cell_name(cell), "no other")


def trauma_severity(b: B, titan: TitanState, value: int, severity: str) -> Why:
    """The Trauma Table read at ``value``: every band with its range [BAT-PRIM-100, BAT-PRIM-110]."""
    bands = sorted(b.titan_class(titan).trauma_table, key=lambda band: band.low)
    considered = [f"Danger {band.low}–{band.high}: {band.severity.title()}" for band in bands]
    top = bands[-1] if bands else None
    if top is not None and value > top.high:
        because = f"Danger {value} is above the table, so its top band counts [BAT-PRIM-110]"
    else:
        because = f"Danger {value} falls in the {severity.title()} band of {b.name(titan)}'s table"
    return why("BAT-PRIM-100", considered, severity.title(), because)


def card_draw(rule: str, deck: str, size: int, card: str, *, shuffled: bool = False) -> Why:
    """A card drawn for the players: the deck, its size, shuffled or the top card."""
    how = "shuffled with its own dice stream, then the top card" if shuffled else "the top card"
    return why(
        rule,
        [f"the {deck} deck: {size} card{'s' if size != 1 else ''}"],
        card,
        f"nobody picks a card: {how} of the {deck} deck is drawn",
    )


def by_value(
    rule: str, values: Sequence[tuple[str, int]], chosen: str, what: str, because: str
) -> Why:
    """A candidate picked for its value (highest Rage, ...): "name: what value" each."""
    return why(rule, [f"{name}: {what} {value}" for name, value in values], chosen, because)
