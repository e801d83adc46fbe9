"""The waterways of a generated sea: arrows, sectored tiles, one-way and restricted waterways.

What they must never do [VOY-002..VOY-012], checked as the waterways are made:

* every position (a tile, or a sector of a sectored tile) is reached from the start, and the
  start is reached back from every position, over free waterways alone: the Argo, who must
  move every day [VOY-003], is never trapped in a tile or a sector [VOY-007] and never needs
  a Technology to get home (a restricted waterway [VOY-012] is a shortcut, never the only way);
* two arrows in one direction enter the two sectors of one tile [VOY-006].

How they are made: a random spanning tree of the squares (every tile joined), then extra
links up to the hand-made sea's density (about 1.37 links a tile), each a shortcut (the
farthest-apart ends of a few drawn candidates), all two-way; then some
tiles are divided into sectors (their neighbours split in two groups around the compass, one
of them perhaps entering both sectors, as the sandbar of Split Oar Sound does); then a few
links lose one direction (one-way waterways) and a few become shortcuts one way only with a
Technology (restricted), each kept only when the rule above still holds.
"""

from __future__ import annotations

from collections import deque
from dataclasses import dataclass

from atoterm.engine.seagen.draws import SeaDraws
from atoterm.engine.seagen.grid import OPPOSITE, STEPS, Cell, neighbours

SECTORS = ("alpha", "beta")
LINKS_PER_100_TILES = 137
"""The hand-made sea joins its 57 tiles by 78 links."""
Position = tuple[Cell, str]


@dataclass
class Way:
    """One arrow: from ``src`` (its sector, if divided) to ``dst`` (its sector, if divided)."""

    src: Cell
    dir: str
    dst: Cell
    from_sector: str = ""
    to_sector: str = ""
    restricted: str = ""


@dataclass
class Waters:
    ways: list[Way]
    sectored: list[Cell]

    def positions(self, cells: list[Cell]) -> list[Position]:
        return [(c, s) for c in cells for s in (SECTORS if c in self.sectored else ("",))]

    def out_of(self, cell: Cell) -> list[Way]:
        """The arrows of ``cell`` in the hand-made file's order: compass, alpha before beta."""
        order = {d: i for i, (d, _, _) in enumerate(STEPS)}
        mine = [w for w in self.ways if w.src == cell]
        return sorted(mine, key=lambda w: (order[w.dir], w.to_sector, w.from_sector))


Link = tuple[Cell, Cell]
SHORTCUT_SAMPLE = 4
"""Each extra link is the longest way round of this many drawn candidates."""


def make_links(draws: SeaDraws, cells: list[Cell]) -> list[Link]:
    """The two-way links of the sea: a random spanning tree, then extra links up to the
    hand-made density, each the one of a few drawn candidates whose ends are farthest apart
    over the links so far (a shortcut, so the sea is no maze of long corridors)."""
    present = set(cells)
    every = [(a, b) for a in cells for _, b in neighbours(a, present) if a < b]
    order = draws.shuffled("waterways", every)
    root = {c: c for c in cells}

    def find(c: Cell) -> Cell:
        while root[c] != c:
            root[c] = root[root[c]]
            c = root[c]
        return c

    chosen: list[Link] = []
    spare: list[Link] = []
    for a, b in order:  # a random spanning tree (Kruskal over a shuffled order)
        ra, rb = find(a), find(b)
        if ra == rb:
            spare.append((a, b))
        else:
            root[ra] = rb
            chosen.append((a, b))
    want = len(cells) * LINKS_PER_100_TILES // 100
    joined: dict[Cell, list[Cell]] = {c: [] for c in cells}
    for a, b in chosen:
        joined[a].append(b)
        joined[b].append(a)
    while len(chosen) < want and spare:
        drawn = sorted(
            {spare[draws.below("waterways", len(spare))] for _ in range(SHORTCUT_SAMPLE)}
        )
        best = max(drawn, key=lambda link: (_apart(joined, *link), link))
        chosen.append(best)
        spare.remove(best)
        joined[best[0]].append(best[1])
        joined[best[1]].append(best[0])
    return sorted(chosen)


def _apart(joined: dict[Cell, list[Cell]], a: Cell, b: Cell) -> int:
    """Moves from ``a`` to ``b`` over the links so far (breadth-first, stopping there)."""
    seen = {a: 0}
    queue = deque([a])
    while queue:
        here = queue.popleft()
        for nxt in joined[here]:
            if nxt not in seen:
                if nxt == b:
                    return seen[here] + 1
                seen[nxt] = seen[here] + 1
                queue.append(nxt)
    return 0


def link_distances(links: list[Link], origin: Cell) -> dict[Cell, int]:
    """Moves from ``origin`` over two-way ``links``."""
    joined: dict[Cell, list[Cell]] = {}
    for a, b in links:
        joined.setdefault(a, []).append(b)
        joined.setdefault(b, []).append(a)
    seen = {origin: 0}
    queue = deque([origin])
    while queue:
        here = queue.popleft()
        for nxt in joined.get(here, ()):
            if nxt not in seen:
                seen[nxt] = seen[here] + 1
                queue.append(nxt)
    return seen


def make_waters(
    draws: SeaDraws,
    cells: list[Cell],
    links: list[Link],
    start: Cell,
    sectored: int,
    one_way: int,
    restricted: tuple[str, ...],
    keep_whole: tuple[Cell, ...] = (),
    want_sectored: tuple[Cell, ...] = (),
) -> Waters:
    """The waterways of the sea over ``links`` (module docstring). ``restricted`` names the
    Technology of each restricted waterway; ``keep_whole`` are tiles never divided (the
    start), and ``want_sectored`` tiles are divided first when they can be (the Stair)."""
    present = set(cells)
    waters = Waters([], [])
    for a, b in links:
        direction = next(d for d, c in neighbours(a, present) if c == b)
        waters.ways.append(Way(a, direction, b))
        waters.ways.append(Way(b, OPPOSITE[direction], a))
    _divide(draws, waters, cells, start, sectored, keep_whole, want_sectored)
    _one_way(draws, waters, cells, start, one_way, restricted)
    return waters


def _divide(
    draws: SeaDraws,
    waters: Waters,
    cells: list[Cell],
    start: Cell,
    count: int,
    keep_whole: tuple[Cell, ...],
    want: tuple[Cell, ...],
) -> None:
    """Divide ``count`` tiles of three or more links into sectors alpha and beta [VOY-006,
    VOY-007], never two linked ones, never one that would trap the Argo."""
    others = draws.shuffled("sectors", [c for c in cells if c not in want])
    for cell in (*want, *others):
        if len(waters.sectored) >= count:
            return
        if cell == start or cell in keep_whole:
            continue
        linked = _linked(waters, cell)
        if len(linked) < 3 or any(n in waters.sectored for n in linked):
            continue
        for _ in range(4):
            rotation = draws.below("sectors", len(linked))
            turned = linked[rotation:] + linked[:rotation]
            split = 1 + draws.below("sectors", len(turned) - 1)
            side = {n: (SECTORS[0] if i < split else SECTORS[1]) for i, n in enumerate(turned)}
            crossing = draws.pick("sectors", turned) if draws.chance("sectors", 3, 4) else None
            trial = _with_sectors(waters, cell, side, crossing)
            if strongly_joined(trial, cells, start):
                waters.ways = trial.ways
                waters.sectored = trial.sectored
                break


def _linked(waters: Waters, cell: Cell) -> list[Cell]:
    order = {d: i for i, (d, _, _) in enumerate(STEPS)}
    out = sorted((w for w in waters.ways if w.src == cell), key=lambda w: order[w.dir])
    return [w.dst for w in out]


def _with_sectors(
    waters: Waters, cell: Cell, side: dict[Cell, str], crossing: Cell | None
) -> Waters:
    ways: list[Way] = []
    for w in waters.ways:
        if w.src == cell:
            ways.append(Way(w.src, w.dir, w.dst, side[w.dst], w.to_sector, w.restricted))
        elif w.dst == cell:
            if w.src == crossing:  # this neighbour enters either sector [VOY-006]
                for sector in SECTORS:
                    ways.append(Way(w.src, w.dir, w.dst, w.from_sector, sector, w.restricted))
            else:
                ways.append(Way(w.src, w.dir, w.dst, w.from_sector, side[w.src], w.restricted))
        else:
            ways.append(w)
    return Waters(ways, [*waters.sectored, cell])


def _one_way(
    draws: SeaDraws,
    waters: Waters,
    cells: list[Cell],
    start: Cell,
    one_way: int,
    restricted: tuple[str, ...],
) -> None:
    """Make ``one_way`` links one-way and ``len(restricted)`` links need a Technology one way,
    each only if every position stays joined to the start both ways by free waterways."""
    plain = [
        w
        for w in waters.ways
        if w.src not in waters.sectored
        and w.dst not in waters.sectored
        and start not in (w.src, w.dst)
    ]
    candidates = draws.shuffled("oneway", plain)
    touched: set[Cell] = set()
    wanted = [("", one_way), *((tech, 1) for tech in restricted)]
    for tech, how_many in wanted:
        done = 0
        for way in candidates:
            if done >= how_many:
                break
            if way.src in touched or way.dst in touched or way not in waters.ways:
                continue
            if tech:
                trial = [
                    Way(w.src, w.dir, w.dst, restricted=tech) if w is way else w
                    for w in waters.ways
                ]
            else:
                trial = [w for w in waters.ways if w is not way]
            if strongly_joined(Waters(trial, waters.sectored), cells, start):
                waters.ways = trial
                touched.update((way.src, way.dst))
                done += 1


def strongly_joined(waters: Waters, cells: list[Cell], start: Cell) -> bool:
    """Every position is reached from the start and reaches it back by free waterways."""
    positions = waters.positions(cells)
    forward: dict[Position, list[Position]] = {p: [] for p in positions}
    backward: dict[Position, list[Position]] = {p: [] for p in positions}
    for w in waters.ways:
        if w.restricted:
            continue
        sources = [(w.src, w.from_sector)] if w.from_sector or w.src not in waters.sectored else []
        for source in sources:
            target = (w.dst, w.to_sector)
            if source in forward and target in forward:
                forward[source].append(target)
                backward[target].append(source)
    origin = (start, "")
    return _all_seen(forward, origin, len(positions)) and _all_seen(
        backward, origin, len(positions)
    )


def _all_seen(graph: dict[Position, list[Position]], origin: Position, total: int) -> bool:
    seen = {origin}
    queue = deque([origin])
    while queue:
        for nxt in graph[queue.popleft()]:
            if nxt not in seen:
                seen.add(nxt)
                queue.append(nxt)
    return len(seen) == total


def free_days(waters: Waters, start: Cell) -> dict[Cell, int]:
    """The fewest moves over free waterways from ``start`` to each tile [VOY-002, VOY-012]."""
    out: dict[Position, list[Position]] = {}
    for w in waters.ways:
        if not w.restricted:
            out.setdefault((w.src, w.from_sector), []).append((w.dst, w.to_sector))
    seen: dict[Position, int] = {(start, ""): 0}
    queue = deque([(start, "")])
    best: dict[Cell, int] = {start: 0}
    while queue:
        here = queue.popleft()
        cell, sector = here
        leaving = out.get(here, [])
        if cell in waters.sectored and not sector:
            leaving = []
        for nxt in leaving:
            if nxt not in seen:
                seen[nxt] = seen[here] + 1
                best.setdefault(nxt[0], seen[nxt])
                queue.append(nxt)
    return best
