"""Trample [CYC1-021..CYC1-023, EX-013, EX-015].

The Primordial moves its full Speed in a straight line without turning, following every other
Primordial movement rule [CYC1-021]: one space at a time, Terrain ignored unless Destructible
(destroyed), Unavoidable Knockback of a Titan under it when it stops [BAT-PRIM-059..062]. Each
Titan on a space it enters suffers Crash, except one holding the Knockdown card (either side):
that Titan makes an Obol Draw instead, whatever its Danger [CYC1-022]; with the rules option
``trample_also_crashes`` it suffers Crash as well, and a Crash taking its Danger over 9 makes a
second, simultaneous Obol Draw: it dies [EX-015] (``harm.trample``).

Into the Board Edge it goes on along the edge, the way that initially leads away from the most
Titans [CYC1-023, BAT-PRIM-058, EX-013]; then it keeps that way. Each side's Titans are counted
beyond the footprint's span (those within it count for neither); equal counts: the players
choose (``tie_break``); no way open (a corner): it stops.

Where it Tramples:

* an AI card with ``move = "trample"``: the Primordial first turns toward its Target, as every
  card move begins [BAT-PRIM-053], then Tramples straight ahead; there is no turn at the end of
  the move (it is "without turning"; the Attack step still turns toward each Target, BAT-PRIM-068);
* the ``trample`` op (a Response, a Trait): straight ahead in the facing it has now.
"""

from __future__ import annotations

from collections.abc import Sequence

from atoterm.content.battle_schema import Effect
from atoterm.engine.battle.abilities.effects import EffectCtx, battle_op
from atoterm.engine.battle.board.board import board_view, cell_name, primordial_anchor, titan_cell
from atoterm.engine.battle.board.geometry import (
    DIR_ORDER,
    OPPOSITE,
    PERPENDICULAR,
    BoardView,
    Cell,
    area_on_board,
    footprint,
    step,
)
from atoterm.engine.battle.core.context import B, Proc
from atoterm.engine.battle.core.hooks import card_move
from atoterm.engine.battle.core.state import TitanState
from atoterm.engine.battle.primordial import move as primordial_move
from atoterm.engine.battle.primordial import step as primordial_step
from atoterm.engine.battle.titans import stats

SIDE = {"N": "north", "E": "east", "S": "south", "W": "west"}


def edge_scores(
    view: BoardView, anchor: Cell, blocked: str, titans: Sequence[Cell], size: int
) -> dict[str, int]:
    """For each way along the edge whose first step stays on the board, the Titans it leads
    away from (those on the opposite side of the footprint's span) [CYC1-023, BAT-PRIM-058]."""
    r0, c0 = anchor
    r1, c1 = r0 + size - 1, c0 + size - 1
    beyond = {"N": 0, "E": 0, "S": 0, "W": 0}
    for tr, tc in titans:
        if tr < r0:
            beyond["N"] += 1
        elif tr > r1:
            beyond["S"] += 1
        if tc < c0:
            beyond["W"] += 1
        elif tc > c1:
            beyond["E"] += 1
    return {
        d: beyond[OPPOSITE[d]]
        for d in DIR_ORDER
        if d in PERPENDICULAR[blocked] and area_on_board(view, footprint(step(anchor, d), size))
    }


def along_edge(b: B, blocked: str) -> Proc[str | None]:
    """The way the Trample goes on along the Board Edge, explained [CYC1-023, EX-013]."""
    view, anchor = board_view(b), primordial_anchor(b)
    titans = [titan_cell(t) for t in b.battle.living() if not t.vantage]
    scores = edge_scores(view, anchor, blocked, titans, b.prim.size)
    considered = [
        f"{SIDE[d]}: away from {n} Titan{'s' if n != 1 else ''} on the {SIDE[OPPOSITE[d]]} side"
        for d, n in scores.items()
    ]
    if not scores:
        b.emit_why(
            "trample_stop",
            f"{b.prim.name} reaches a corner of the Board Edge going {SIDE[blocked]}: it stops.",
            "CYC1-023",
            considered=[f"{SIDE[d]}: off the board" for d in PERPENDICULAR[blocked]],
            chosen="stop",
            because="neither way along the edge stays on the board",
        )
        return None
    best = max(scores.values())
    tied = [d for d in scores if scores[d] == best]
    d = tied[0]
    if len(tied) > 1:
        d = yield from b.choose(
            tied,
            lambda x: (f"dir-{x}", f"Go {SIDE[x]}"),
            kind="battle.direction",
            prompt=f"{b.prim.name} Tramples into the Board Edge: which way along it?",
            rule="CYC1-023",
        )
    because = (
        f"it leads away from the most Titans ({best})"
        if len(tied) == 1
        else f"both ways lead away from {best} Titans: the players' choice (the Ties rule)"
    )
    if len(scores) == 1:
        because = "the only way along the edge that stays on the board"
    if not b.quiet:
        b.emit_why(
            "trample_edge",
            f"{b.prim.name} Tramples into the Board Edge going {SIDE[blocked]}: it continues "
            f"{SIDE[d]} along the edge.",
            "CYC1-023",
            considered=considered,
            chosen=SIDE[d],
            because=because,
            direction=d,
        )
    return d


def trample(b: B, *, why: str) -> Proc[None]:
    """Trample straight ahead for the full Speed [CYC1-021, CYC1-022, CYC1-023]."""
    p = b.battle.primordial
    d = p.facing
    speed = stats.speed(b)
    size = b.prim.size
    if not b.quiet:
        b.emit(
            "trample_start",
            f"{b.prim.name} Tramples {SIDE[d]}, its full Speed {speed}, without turning ({why}).",
            "CYC1-021",
            direction=d,
            speed=speed,
        )
    anchors: list[list[int]] = []
    for _ in range(speed):
        if b.battle.result:
            return
        view, anchor = board_view(b), primordial_anchor(b)
        if not area_on_board(view, footprint(step(anchor, d), size)):
            turned = yield from along_edge(b, d)
            if turned is None:
                break
            d = turned
        nxt = step(primordial_anchor(b), d)
        yield from primordial_step.primordial_enter(b, nxt, trample=True)
        anchors.append(list(nxt))
    if not b.quiet:
        b.emit(
            "primordial_move",
            f"{b.prim.name} Trampled {len(anchors)} space{'s' if len(anchors) != 1 else ''}"
            + (f" to {cell_name(primordial_anchor(b))}." if anchors else "."),
            "CYC1-021",
            cells=anchors,
        )
    primordial_move.spend_speed_tokens(b)
    if anchors and not b.battle.result:
        yield from primordial_step.primordial_end_move(b)


@card_move("trample")
def trample_card(b: B, target: TitanState | None) -> Proc[None]:
    """An AI card's ``move = "trample"``: turn toward the Target as the move begins
    [BAT-PRIM-053], then Trample straight ahead [CYC1-021]."""
    if target is not None and target.alive:
        yield from primordial_move.turn_toward(b, titan_cell(target), "at the start of its Trample")
    yield from trample(b, why="its AI card")


@battle_op("trample")
def op_trample(b: B, e: Effect, ctx: EffectCtx) -> Proc[None]:
    """``trample``: the Primordial Tramples now, straight ahead [CYC1-021]."""
    del ctx
    yield from trample(b, why=e.text or "an effect")
