"""Zones: the spaces within X of a miniature counting diagonals [BAT-PRIM-078, BAT-PRIM-081].

Pure and deterministic like :mod:`atoterm.engine.battle.board.geometry`, whose board view it
reads (its size and Board Edge) and whose memo keeps each zone worked out.
"""

from __future__ import annotations

from collections.abc import Iterable

from atoterm.engine.battle.board.geometry import BoardView, Cell, bounds


def zone_cells(view: BoardView, source_cells: Iterable[Cell], x: int) -> tuple[Cell, ...]:
    """On-board cells within ``x`` spaces of the source counting diagonals [BAT-PRIM-078].

    The source's own cells are never in its zone [BAT-PRIM-081]. Row-major order.
    """
    sources = tuple(sorted(set(source_cells)))
    if not sources or x < 0:
        return ()
    key = ("zone", sources, x)  # the view's memo: a zone reads the board's size and edge only
    found = view.memo.get(key)
    if found is None:
        found = view.memo[key] = _zone(view, sources, x)
    return found  # type: ignore[no-any-return]


def _zone(view: BoardView, sources: tuple[Cell, ...], x: int) -> tuple[Cell, ...]:
    """:func:`zone_cells` worked out row by row: a row's spaces within ``x`` of a source
    (counting diagonals, :func:`chebyshev`) are the columns within ``x`` of the sources
    within ``x`` rows of it."""
    r0, r1, c0, c1 = bounds(sources)
    own = frozenset(sources)
    edge = view.edge_cells
    first_col, last_col = max(0, c0 - x), min(view.width - 1, c1 + x)
    result = []
    for r in range(max(0, r0 - x), min(view.height - 1, r1 + x) + 1):
        columns: set[int] = set()
        for sr, sc in sources:
            if abs(r - sr) <= x:
                columns.update(range(sc - x, sc + x + 1))
        for c in range(first_col, last_col + 1):
            cell = (r, c)  # on the board by the ranges: on_board() is the Board Edge test
            if c in columns and cell not in own and cell not in edge:
                result.append(cell)
    return tuple(result)
