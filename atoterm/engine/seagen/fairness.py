"""Whether a generated sea gives a thorough explorer the Progress the story needs.

The Cycle's target (``docs/tuning.md``, issue 16): the Progress the Story cards need is at most
80 % of what a thorough explorer finds by day 30 (the best route's Progress symbols on
Unexplored tiles plus the Exploration deck's, ``session/balance/supply.py``). A sea whose
route is poor is drawn again (``layout.py``). The route is looked for here by a narrow beam
(48 routes kept a day, free waterways only, a few milliseconds); the balance tool keeps 2000
routes a day (a beam search either way: each may find a route the other misses, by a symbol;
docs/generated-seas.md has both figures).
"""

from __future__ import annotations

from atoterm.content.schema import ContentPack, Tile

BEAM = 48
# The horizon and the least Progress are the profile's (``profile.py``: ``route_days``,
# ``least_progress``): a full sea's best route of 30 moves must meet 15 symbols, a short one's
# of 15 moves 9. With the deck's sure Progress (about 1.8 by day 30 on a full sea, 0.9 by day
# 15 on a short one) the story's 13 (short: 7) is then at most about 77 % of what the
# explorer finds (the hand-made sea: 18 symbols, 65 %).


Node = tuple[int, str]
"""A tile and a sector."""


def route_progress(pack: ContentPack, days: int) -> int:
    """Progress symbols met on Unexplored tiles by the best route of ``days`` moves found."""
    return tiles_route_progress(pack.tiles, pack.start_tile, pack.start_sector, days)


def tiles_route_progress(tiles: dict[int, Tile], start: int, sector: str, days: int) -> int:
    out: dict[Node, list[Node]] = {}
    for tile in tiles.values():
        for arrow in tile.arrows:
            if not arrow.restricted:
                out.setdefault((tile.id, arrow.from_sector), []).append((arrow.to, arrow.to_sector))
    progress = {
        t.id: t.symbols.count("progress") for t in tiles.values() if "progress" in t.symbols
    }
    return best_route(out, (start, sector), progress, days)


def best_route(
    out: dict[Node, list[Node]], start: Node, progress: dict[int, int], days: int
) -> int:
    routes: list[tuple[int, Node, frozenset[int]]] = [(0, start, frozenset((start[0],)))]
    for _ in range(days):
        grown: dict[tuple[Node, frozenset[int]], int] = {}
        for score, here, seen in routes:
            for there in out.get(here, ()):
                tile = there[0]
                gain = progress.get(tile, 0) if tile not in seen else 0
                now = seen | {tile} if tile in progress else seen
                key = (there, now)
                if grown.get(key, -1) < score + gain:
                    grown[key] = score + gain
        ranked = sorted(
            ((s, here, seen) for (here, seen), s in grown.items()),
            key=lambda r: (-r[0], r[1], sorted(r[2])),
        )
        routes = ranked[:BEAM]
    return max((s for s, _, _ in routes), default=0)
