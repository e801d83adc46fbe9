"""Vantage Points: places on the Primordial a Titan climbs onto [BAT-MISC-055..BAT-MISC-062].

How a Titan on a VP (a "rider") is represented: ``TitanState.vantage`` holds the VP id and the
Titan's ``row``/``col`` is one of the Primordial's own spaces, the VP's slot (its index in the
content's list, row-major over the footprint). :func:`carry` puts every rider back on its slot
each time the Primordial moves, so a rider goes wherever the Primordial goes. A rider is not on
a board space: ``board.titan_at``/``titans_at`` skip it, so the Primordial never crashes into
it, a Zone never holds it [BAT-PRIM-081] and no displacement lands on it; the Primordial never
sees it [BAT-PRIM-035]; it is adjacent and at range 1 to the Primordial and to every Titan
adjacent to the Primordial, and measures any other range from the Primordial space nearest to
what it measures to [BAT-MISC-061]; Titans adjacent to the Primordial are not adjacent to it
[BAT-MISC-062] (:func:`adjacent`, :func:`distance`).

Leaving a VP: a movement action or a move-like ability steps first onto any free space adjacent
to the Primordial (one step), then goes on as usual [BAT-MISC-058] (:func:`moves_off`,
:func:`route_off`, used by ``titan_actions``); Knockdown or involuntary movement first
displaces the rider to a space adjacent to the Primordial [BAT-MISC-059] (:func:`dismount`,
called by ``conditions.knockdown``, ``forced_move`` and ``push_pull``). Climbing and holding on are in
``vantage_actions.py``.
"""

from __future__ import annotations

from collections.abc import Sequence

from atoterm.content.battle_schema import VantagePoint
from atoterm.engine.battle.board import paths, terrain
from atoterm.engine.battle.board.board import (
    ask_cell,
    board_view,
    miniature_cells,
    primordial_cells,
    titan_cell,
)
from atoterm.engine.battle.board.geometry import (
    Cell,
    adjacent_to_area,
    area_distance,
    cell_label,
    on_board,
)
from atoterm.engine.battle.core.context import B, Proc
from atoterm.engine.battle.core.hooks import replacement
from atoterm.engine.battle.core.state import TitanState
from atoterm.engine.battle.harm import death


# ------------------------------------------------------------------ the VPs and their riders
def points(b: B) -> tuple[VantagePoint, ...]:
    """The Primordial's VPs in content order (none: it can never be climbed, BAT-MISC-055)."""
    return b.prim.vantage_points


def point(b: B, vp_id: str) -> VantagePoint:
    for vp in points(b):
        if vp.id == vp_id:
            return vp
    raise KeyError(f"{b.prim.name} has no Vantage Point {vp_id!r}")


def is_open(b: B, vp: VantagePoint) -> bool:
    """Created, or open from the start (``locked = false``) [BAT-MISC-055]."""
    return not vp.locked or vp.id in b.battle.primordial.vantage_open


def occupant(b: B, vp_id: str) -> TitanState | None:
    """The living Titan on the VP (at most one, BAT-MISC-060)."""
    for t in b.battle.titans:
        if t.alive and t.vantage == vp_id:
            return t
    return None


def riders(b: B) -> list[TitanState]:
    """Living Titans on a VP, in seat order."""
    return [t for t in b.battle.titans if t.alive and t.vantage]


def slot(b: B, vp_id: str) -> Cell:
    """The Primordial space a rider of ``vp_id`` is kept on (see the module docstring)."""
    cells = primordial_cells(b)
    index = [vp.id for vp in points(b)].index(vp_id)
    return cells[index % len(cells)]


def carry(b: B) -> None:
    """Riders move with the Primordial: each is put back on its slot (called by every
    Primordial step, ``primordial_step.primordial_enter``) [BAT-MISC-061]."""
    for t in riders(b):
        t.row, t.col = slot(b, t.vantage)


def place_on(b: B, titan: TitanState, vp: VantagePoint) -> None:
    """Put the Titan on the VP [BAT-MISC-056]."""
    titan.vantage = vp.id
    titan.row, titan.col = slot(b, vp.id)


# ------------------------------------------------------------------ adjacency and range
def adjacent_to_primordial(b: B, titan: TitanState) -> bool:
    """A rider is adjacent to the Primordial [BAT-MISC-061]; otherwise its space must share an
    edge with a Primordial space (red lines break it, CYC1-002)."""
    if titan.vantage:
        return True
    return adjacent_to_area(titan_cell(titan), primordial_cells(b), board_view(b))


def adjacent(b: B, titan: TitanState, other: TitanState) -> bool:
    """Whether ``titan`` is adjacent to ``other``: asymmetric around VPs. A rider is adjacent
    to every Titan adjacent to the Primordial (riders included) [BAT-MISC-061]; a Titan on the
    board is never adjacent to a rider [BAT-MISC-062]."""
    if titan is other:
        return False
    if titan.vantage:
        return adjacent_to_primordial(b, other)
    if other.vantage:
        return False
    return adjacent_to_area(titan_cell(titan), (titan_cell(other),), board_view(b))


def distance(b: B, titan: TitanState, cells: Sequence[Cell]) -> int:
    """Range from the Titan to ``cells``: a rider counts from the Primordial space nearest to
    them (at least 1: it is never on them) [BAT-MISC-061]."""
    if titan.vantage:
        return max(1, area_distance(primordial_cells(b), cells))
    return area_distance((titan_cell(titan),), cells)


def titan_distance(b: B, titan: TitanState, other: TitanState) -> int:
    """Range between two Titans with the VP rules: 1 between a rider and a Titan adjacent to
    the Primordial, else from the nearest Primordial space [BAT-MISC-061]."""
    if titan.vantage and adjacent_to_primordial(b, other):
        return 1
    if other.vantage and adjacent_to_primordial(b, titan):
        return 1
    if other.vantage:
        return distance(b, other, (titan_cell(titan),))
    return distance(b, titan, (titan_cell(other),))


# ------------------------------------------------------------------ leaving a VP
def ring(b: B, blocked: frozenset[Cell] = frozenset()) -> list[Cell]:
    """Free spaces adjacent to the Primordial a Titan may stand on, row-major."""
    view = board_view(b)
    own = primordial_cells(b)
    taken = set(miniature_cells(b)) | set(blocked)
    out = set()
    for r, c in own:
        for cell in ((r - 1, c), (r + 1, c), (r, c - 1), (r, c + 1)):
            if (
                on_board(view, cell)
                and cell not in taken
                and cell not in view.impassable_for_titans
                and adjacent_to_area(cell, own, view)
            ):
                out.add(cell)
    return sorted(out)


def moves_off(
    b: B, titan: TitanState, speed: int, blocked: frozenset[Cell], through: frozenset[Cell]
) -> dict[Cell, int]:
    """Where a rider's voluntary move may end: any free space adjacent to the Primordial is one
    step away, and the move goes on from there [BAT-MISC-058]."""
    out: dict[Cell, int] = {}
    if speed <= 0:
        return out
    view = board_view(b)
    for first in ring(b, blocked):
        out[first] = 1
        for cell, steps in paths.titan_moves(view, first, speed - 1, blocked, through).items():
            if steps + 1 < out.get(cell, speed + 1):
                out[cell] = steps + 1
    return out


def route_off(
    b: B,
    titan: TitanState,
    goal: Cell,
    speed: int,
    blocked: frozenset[Cell],
    through: frozenset[Cell],
) -> list[Cell] | None:
    """One shortest route off the VP to ``goal``: the first space adjacent to the Primordial,
    then a normal path (the first such space in row-major order among the shortest)."""
    view = board_view(b)
    best: list[Cell] | None = None
    for first in ring(b, blocked):
        rest = paths.titan_path(view, first, goal, speed - 1, blocked, through)
        if rest is not None and (best is None or len(rest) + 1 < len(best)):
            best = [first, *rest]
    return best


def leave(b: B, titan: TitanState, why: str, rule: str) -> None:
    """The Titan is no longer on its VP (its position is set by the caller)."""
    if titan.vantage:
        name = point(b, titan.vantage).name
        titan.vantage = ""
        b.emit("vantage_leave", f"{b.name(titan)} leaves {name} ({why}).", rule, titan=titan.key)


@replacement("knockdown")
def knocked_down(b: B, titan: TitanState) -> Proc[bool]:
    """A Titan knocked down on a Vantage Point first comes down next to the Primordial; one
    that cannot dies instead of falling [BAT-MISC-059, KEY-013]."""
    if not titan.vantage:
        return False
    return not (yield from dismount(b, titan, why="knocked down on a Vantage Point"))


def dismount(b: B, titan: TitanState, *, rule: str = "BAT-MISC-059", why: str = "") -> Proc[bool]:
    """Put a rider on a free space adjacent to the Primordial, the players' choice; none: it
    dies, as a Titan that cannot be displaced (KEY-013). Returns whether it is on the board.
    A Titan not on a VP is left alone (True)."""
    if not titan.vantage or not titan.alive:
        return titan.alive
    name = point(b, titan.vantage).name
    why = why or "Knockdown or involuntary movement on a Vantage Point"
    spots = ring(b)
    if not spots:  # saved from that death ("instead"), it stays where it is
        b.emit("displace_none", f"{b.name(titan)} has no space to come down to.", "KEY-013")
        yield from death.kill_titan(b, titan, "displace", "KEY-013")
        return False
    if len(spots) == 1:
        pick = spots[0]
        b.emit_why(
            "vantage_down",
            f"{b.name(titan)} comes down from {name} to {cell_label(pick)} ({why}).",
            rule,
            considered=[f"{cell_label(pick)}: the only free space adjacent to the Primordial"],
            chosen=cell_label(pick),
            because="a Titan leaving a Vantage Point is placed adjacent to the Primordial and "
            "no other space next to it is free",
            titan=titan.key,
        )
    else:
        prompt = f"{b.name(titan)} comes down from {name}: to which space next to {b.prim.name}?"
        pick = yield from ask_cell(b, titan, spots, "battle.displace", prompt, rule)
        b.emit(
            "vantage_down",
            f"{b.name(titan)} comes down from {name} to {cell_label(pick)} ({why}).",
            rule,
            titan=titan.key,
        )
    here = titan_cell(titan)
    titan.vantage = ""
    titan.row, titan.col = pick
    yield from terrain.enter_cell(b, titan, pick, voluntary=False, prev=here)
    return titan.alive
