"""The battle board's shape as the engine sees it: spaces, the Primordial's body, red lines.

A screen draws glyphs; where the footprint, its rear and Blindspot spaces and the red lines
lie comes from the engine's geometry (``geometry``, ``primordial_reach``, ``board``), and the
board in sentences is the engine's :func:`describe_board` (the lines ``atoterm battle
describe`` prints).
"""

from __future__ import annotations

from dataclasses import dataclass

from atoterm.content.schema import ContentPack
from atoterm.engine.battle.board import geometry
from atoterm.engine.battle.board.board import battle_red_lines
from atoterm.engine.battle.board.geometry import Cell, cell_label
from atoterm.engine.battle.explain.describe import describe_board
from atoterm.engine.battle.primordial import reach as primordial_reach
from atoterm.engine.state import GameState
from atoterm.views.battle import context

__all__ = [
    "Cell",
    "PrimordialShape",
    "cell_label",
    "describe_board",
    "primordial_shape",
    "red_lines",
    "row_letters",
]

RedLine = tuple[int, int, int, int]


@dataclass(frozen=True)
class PrimordialShape:
    """Where the Primordial stands: its footprint, the edge it faces, rear and Blindspots."""

    cells: tuple[Cell, ...]
    front_edge: frozenset[Cell]
    """Footprint spaces along the side it faces (drawn as the facing arrow)."""
    facing: str
    rear: frozenset[Cell]
    """The spaces directly behind the footprint [BAT-PRIM-066]."""
    blindspots: frozenset[Cell]
    """Blindspot spaces on the board [BAT-PRIM-002, BAT-PRIM-003]."""


def primordial_shape(state: GameState, content: ContentPack) -> PrimordialShape:
    b = context(state, content)
    p = b.battle.primordial
    anchor, size = (p.row, p.col), b.prim.size
    cells = primordial_reach.primordial_cells(b)
    edge_row = {"N": p.row, "S": p.row + size - 1}.get(p.facing)
    edge_col = {"W": p.col, "E": p.col + size - 1}.get(p.facing)
    front = frozenset(c for c in cells if c[0] == edge_row or c[1] == edge_col)
    return PrimordialShape(
        cells=cells,
        front_edge=front,
        facing=p.facing,
        rear=frozenset(geometry.rear_cells(anchor, size, p.facing)),
        blindspots=frozenset(primordial_reach.blindspot_cells(b)),
    )


def red_lines(state: GameState) -> tuple[RedLine, ...]:
    """Every red line as (row1, col1, row2, col2): the diagram's and the Labyrinth tiles'."""
    assert state.battle is not None
    return battle_red_lines(state.battle)


def row_letters(row: int) -> str:
    """``0`` -> ``A`` (the letters of :func:`cell_label`)."""
    return cell_label((row, 0))[:-1]
