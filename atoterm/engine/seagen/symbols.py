"""Which map symbols each tile of a generated sea shows [VOY-013..VOY-019].

The counts are the profile's (``profile.py``: the hand-made sea's for ``full``). Some tiles are
kept from the hand-made sea with their symbols (the cities and the Stair, ``layout.py``); the
rest of the symbols are laid one or two to a tile. A tile shows two symbols only as a pair the
hand-made sea shows somewhere (an Adventure with a Doom, a Titan with a Progress, ...), so a
generated tile reads like one of the Cycle's own. Placing, in this order:

* a Doom symbol never on the start tile nor next to it: the first days are the voyage's own;
* no symbol but the start's own on the start tile;
* a symbol avoids a tile next to one showing the same symbol when it can (drawn again, a few
  times), so Progress and Titans are spread over the sea rather than heaped.
"""

from __future__ import annotations

from collections.abc import Iterable

from atoterm.engine.seagen.draws import SeaDraws
from atoterm.engine.seagen.grid import Cell, grid_distances

Template = tuple[str, ...]
LAY_ORDER = ("doom", "titan", "waymark", "rr", "adventure", "progress", "city")
"""Placed first: the symbols with the most rules about where they may lie."""
TRIES = 4


def pairs_of(symbol_sets: Iterable[tuple[str, ...]]) -> list[Template]:
    """The two-symbol tiles a sea shows, each pair once, in sorted order."""
    return sorted({s for s in symbol_sets if len(s) == 2})


def templates(
    draws: SeaDraws, counts: dict[str, int], free_tiles: int, pairs: list[Template]
) -> list[Template]:
    """The symbol sets of ``free_tiles`` tiles that show ``counts`` symbols in all.

    As many pairs as there are more symbols than tiles (drawn among ``pairs`` whose symbols
    are still to place), the rest one a tile; tiles left over show none.
    """
    left = dict(counts)
    doubles = sum(left.values()) - free_tiles
    result: list[Template] = []
    while doubles > 0:
        usable = [p for p in pairs if all(left.get(s, 0) >= p.count(s) for s in p)]
        if not usable:
            break
        pair = draws.pick("symbols", usable)
        for symbol in pair:
            left[symbol] -= 1
        result.append(pair)
        doubles -= 1
    for symbol in sorted(left, key=LAY_ORDER.index):
        result.extend((symbol,) for _ in range(left[symbol]))
    result.extend(() for _ in range(free_tiles - len(result)))
    return result[:free_tiles]


def lay(
    draws: SeaDraws,
    sets: list[Template],
    free: list[Cell],
    cells: list[Cell],
    start: Cell,
) -> dict[Cell, Template]:
    """Give each of the ``free`` squares one of ``sets`` (module docstring for the rules)."""
    near_start = {c for c, d in grid_distances(start, frozenset(cells)).items() if d <= 1}
    present = frozenset(cells)
    placed: dict[Cell, Template] = {}
    order = sorted(sets, key=lambda s: min((LAY_ORDER.index(x) for x in s), default=99))
    for symbols in order:
        open_cells = [c for c in free if c not in placed]
        allowed = [c for c in open_cells if not ("doom" in symbols and c in near_start)]
        pool = allowed or open_cells
        choice = draws.pick("symbols", pool)
        for _ in range(TRIES):
            if not _beside_same(choice, symbols, placed, present):
                break
            choice = draws.pick("symbols", pool)
        placed[choice] = symbols
    return placed


def _beside_same(
    cell: Cell, symbols: Template, placed: dict[Cell, Template], present: frozenset[Cell]
) -> bool:
    x, y = cell
    for other in ((x, y - 1), (x + 1, y), (x, y + 1), (x - 1, y)):
        if other in present and set(placed.get(other, ())) & set(symbols):
            return True
    return False
