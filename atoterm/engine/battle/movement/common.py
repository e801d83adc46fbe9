"""Shared steps of involuntary movement, used by ``forced_move``, ``push_pull``,
``primordial_step`` and ``primordial_forced``.

What a moved miniature runs into (the Board Edge, a red line = Indestructible Obstacle
[CYC1-005], an Obstacle) [BAT-TITAN-018, KEY-025]; a Reinforced tile hit flips [TER-020];
reductions from several sources add up [BAT-TITAN-021, EX-035]; blocked by the Board Edge a move
slides along it away from the source [BAT-TITAN-016, KEY-027, BAT-PRIM-058]; equally valid
directions are the players' choice [BAT-PRIM-062].
"""

from __future__ import annotations

from collections.abc import Sequence

from atoterm.engine.battle.board import terrain
from atoterm.engine.battle.board.board import piece_traits, terrain_at
from atoterm.engine.battle.board.geometry import (
    BoardView,
    Cell,
    make_edge,
    on_board,
    slide_directions,
)
from atoterm.engine.battle.core.context import B, Proc
from atoterm.engine.battle.core.state import TerrainPiece, TitanState


# ------------------------------------------------------------------ small helpers
def place(titan: TitanState, cell: Cell) -> None:
    titan.row, titan.col = cell


def pick_dir(b: B, dirs: Sequence[str], prompt: str, rule: str) -> Proc[str]:
    """Equally valid directions: the players choose (tie_break option) [BAT-PRIM-062]."""
    return (
        yield from b.choose(
            list(dirs), lambda d: (f"dir-{d}", d), kind="battle.direction", prompt=prompt, rule=rule
        )
    )


def obstacle_at(b: B, cell: Cell) -> tuple[str, TerrainPiece | None]:
    """The Obstacle on ``cell``: "breaks" (Destructible), "solid" (any other, including an
    unflipped Reinforced tile) or "" (none)."""
    for piece in terrain_at(b, cell):
        traits = piece_traits(b, piece)
        if "obstacle" in traits:
            return ("breaks" if "destructible" in traits else "solid"), piece
    return "", None


def obstacle(b: B, view: BoardView, cur: Cell, nxt: Cell) -> tuple[str, TerrainPiece | None]:
    """What a Titan moved from ``cur`` to ``nxt`` runs into: "edge", "red_line" (an
    Indestructible Obstacle, CYC1-005), or the Obstacle on ``nxt`` (:func:`obstacle_at`)."""
    if not on_board(view, nxt):
        return "edge", None
    if make_edge(cur, nxt) in view.red_lines:
        return "red_line", None
    return obstacle_at(b, nxt)


def crack(b: B, piece: TerrainPiece | None) -> None:
    """A Reinforced tile hit by a moved Titan flips [TER-020]; it stops the Titan this time."""
    if piece is not None and "reinforced" in piece_traits(b, piece):
        terrain.flip(b, piece)


def reduced(b: B, titan: TitanState, what: str, n: int, reduction: int) -> int:
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


def slide(
    b: B, view: BoardView, cell: Cell, blocked: str, away_from: Sequence[Cell], size: int = 1
) -> Proc[str | None]:
    """Continue along the Board Edge away from the source / most Titans [BAT-TITAN-016,
    KEY-027, BAT-PRIM-058]; None when no way is open."""
    dirs = slide_directions(view, cell, blocked, away_from, size)
    if not dirs:
        return None
    d = yield from pick_dir(b, dirs, "Which way along the Board Edge?", "KEY-027")
    b.emit_why(
        "slide",
        f"Blocked by the Board Edge going {blocked}: continues {d}.",
        "KEY-027",
        considered=[f"{x}: open, away from the source" for x in dirs],
        chosen=d,
        because=f"the Board Edge blocks {blocked}: the move continues along the edge away from "
        "the source (equal ways: the players' choice or the Ties rule)",
    )
    return d
