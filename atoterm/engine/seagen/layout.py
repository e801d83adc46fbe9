"""The map of a generated sea: squares, faction waters, the tiles kept from the hand-made sea,
the waterways, the symbols and the names, as ``content.schema.Tile`` records.

Kept from the hand-made sea, each in its own faction's waters (the story names them):

* the start tile (Meriphon, a Tidewright harbour city) [CAMP-005]: never divided into
  sectors, no symbol but its own;
* the tiles the Story cards send the Argo to (the Coiled Stair) [CAMP-031], as far from the
  start as the hand-made one is (5 days): 4 to 8 days by free waterways on a full sea, 3 to 6
  on a short one (a layout that misses is drawn again), divided into sectors when the
  hand-made one is and the waterways allow;
* the cities the storybook's pages name (Ilyra, Vessa, Cindermouth, ...), up to the
  profile's count of cities: the unclaimed middle's first (Ilyra, where the second Story card
  sends the Argo), then one of each other faction, then the start's own, the most named
  first; never two side by side when the waters allow. The profile's other cities are new
  ones, named from the pool like any tile.

Tiles are numbered from 101 in reading order (rows north to south, each west to east), as the
hand-made map is; a profile with ``square_numbers`` (version 2's short seas) leaves a hole its
number, so a number tells its square (``_numbers``).
"""

from __future__ import annotations

from dataclasses import dataclass

from atoterm.content.schema import Arrow, ContentPack, Tile
from atoterm.engine.seagen import naming, symbols
from atoterm.engine.seagen.draws import SeaDraws
from atoterm.engine.seagen.fairness import tiles_route_progress
from atoterm.engine.seagen.grid import Cell, carve, neighbours, regions
from atoterm.engine.seagen.profile import Profile
from atoterm.engine.seagen.waterways import (
    Link,
    Waters,
    free_days,
    link_distances,
    make_links,
    make_waters,
)

FIRST_ID = 101
ATTEMPTS = 12


@dataclass(frozen=True)
class SeaMap:
    tiles: dict[int, Tile]
    order: tuple[int, ...]
    start: int
    moved: dict[int, int]
    """Hand-made tile id -> its id on this sea, for the tiles kept (the story's)."""


def story_tiles(base: ContentPack) -> list[int]:
    """The tiles the Story and Doom cards name, in id order."""
    book = base.storybook
    if book is None:
        return []
    named = {c.tile for c in (*book.story_cards, *book.doom_cards) if c.tile}
    return sorted(t for t in named if t in base.tiles)


def story_names(base: ContentPack) -> dict[str, int]:
    """How often the storybook's prose names each hand-made city (kept in ``base.memo``: the
    pages are read once per pack)."""
    memo = base.memo
    found = memo.get("seagen.story_names")
    if found is None:
        cities = [base.tiles[t].name for t in base.tile_order if "city" in base.tiles[t].symbols]
        prose = "\n".join(
            line
            for p in (base.storybook.paragraphs.values() if base.storybook else ())
            for line in p.prose
        )
        # By the name's first word: the pages say "Vessa" and "Ilyra" more than the full names.
        found = {name: prose.count(name.split()[0]) for name in cities}
        memo["seagen.story_names"] = found
    return found


def kept_cities(base: ContentPack, count: int) -> list[int]:
    """The start, then the cities the storybook names, up to ``count`` (module docstring)."""
    start = base.tiles[base.start_tile]
    named = story_names(base)
    factions = [f.id for f in base.factions]
    groups = [""] + [f for f in factions if f != start.faction] + [start.faction]
    by_group = {
        g: sorted(
            (
                t
                for t in base.tile_order
                if t != start.id
                and "city" in base.tiles[t].symbols
                and base.tiles[t].faction == g
                and named.get(base.tiles[t].name, 0) > 0
            ),
            key=lambda t: (-named[base.tiles[t].name], t),
        )
        for g in groups
    }
    chosen = [start.id]
    while len(chosen) < count and any(by_group[g] for g in groups):
        for g in groups:
            if by_group[g] and len(chosen) < count:
                chosen.append(by_group[g].pop(0))
    return chosen


def make_map(base: ContentPack, prof: Profile, draws: SeaDraws) -> SeaMap:
    """The map; a layout whose story tile or farthest tile ends up too far by waterways, or
    whose best route meets too little Progress (``fairness.py``), is drawn again (up to
    ``ATTEMPTS`` times). The last attempt is kept even over a limit, so that every seed has a
    sea; ``atoterm seeds --check`` reports such a sea (none among seeds 1-200 of either
    length), and the suite checks a sample."""
    for _ in range(ATTEMPTS - 1):
        found = _attempt(base, prof, draws)
        if found is not None:
            return found
    found = _attempt(base, prof, draws, last=True)
    assert found is not None
    return found


def _attempt(
    base: ContentPack, prof: Profile, draws: SeaDraws, last: bool = False
) -> SeaMap | None:
    cells = carve(draws, prof.width, prof.height, prof.tiles)
    factions = tuple(f.id for f in base.factions)
    owner = regions(draws, cells, factions)
    links = make_links(draws, cells)
    counts = dict(prof.symbols)
    cities = kept_cities(base, counts.get("city", 1))
    stories = story_tiles(base)
    place: dict[int, Cell] = {}
    start_tile = base.tiles[base.start_tile]
    start = _place_start(draws, cells, links, owner, start_tile.faction)
    place[start_tile.id] = start
    days = link_distances(links, start)
    for story in stories:
        place[story] = _place_story(
            draws, cells, links, days, owner, base.tiles[story].faction, prof, place
        )
    for city in cities[1:]:
        place[city] = _place_city(draws, cells, owner, base.tiles[city].faction, place)
    kept_at = {cell: tid for tid, cell in place.items()}
    want_sectored = tuple(place[s] for s in stories if base.tiles[s].sectors)
    waters = make_waters(
        draws,
        cells,
        links,
        start,
        prof.sectored,
        prof.one_way,
        _restricted(base, prof.restricted),
        keep_whole=(start,),
        want_sectored=want_sectored,
    )
    low, high = prof.story_days
    sailed = free_days(waters, start)
    too_far = max(sailed.values()) > prof.farthest  # no corner a maze's dead end
    if not last and (too_far or any(not low <= sailed.get(place[s], 0) <= high for s in stories)):
        return None
    for tid in kept_at.values():
        for symbol in base.tiles[tid].symbols:
            counts[symbol] = counts.get(symbol, 0) - 1
    free = [c for c in cells if c not in kept_at]
    pairs = symbols.pairs_of(base.tiles[t].symbols for t in base.tile_order)
    sets = symbols.templates(draws, {k: max(0, v) for k, v in counts.items()}, len(free), pairs)
    laid = symbols.lay(draws, sets, free, cells, start)
    more = _more_factions(draws, cells, owner, free, prof.more_factions)
    sources = naming.name_sources(base, set(kept_at.values()))
    used: set[str] = set()
    ids = _numbers(cells, prof.square_numbers)
    tiles: dict[int, Tile] = {}
    for cell in sorted(cells, key=lambda c: (c[1], c[0])):
        tid = ids[cell]
        if cell in kept_at:
            old = base.tiles[kept_at[cell]]
            name, description, shown = old.name, old.description, old.symbols
        else:
            shown = laid.get(cell, ())
            source = naming.choose_name(draws, sources, used, shown, owner[cell])
            name, description = source.name, source.description
        tiles[tid] = Tile(
            id=tid,
            name=name,
            x=cell[0],
            y=cell[1],
            faction=owner[cell],
            symbols=tuple(shown),
            sectors=("alpha", "beta") if cell in waters.sectored else (),
            description=description,
            arrows=_arrows(waters, cell, ids),
            more_factions=more.get(cell, ()),
        )
    met = tiles_route_progress(tiles, ids[start], "", prof.route_days)
    if not last and met < prof.least_progress:
        return None
    moved = {old: ids[cell] for old, cell in sorted(place.items())}
    return SeaMap(tiles, tuple(sorted(tiles)), ids[start], moved)


def _numbers(cells: list[Cell], by_square: bool) -> dict[Cell, int]:
    """Tile numbers from 101 in reading order (rows north to south, each west to east).
    ``by_square`` (version 2's short seas): a hole keeps its number unused, so a number tells
    its square, ``101 + row * width + column``, ``width`` the sea's (its easternmost column
    plus one): a player, or the campaign players (``session/voyage_routes._where``), finds
    where an unseen Story tile lies from any number on the table. Numbered one after another,
    as the hand-made map is, a hole shifts every later number of the sea and the guess lands a
    square or two off, beside the Stair or on a hole: the expert ran out of days circling it."""
    ordered = sorted(cells, key=lambda c: (c[1], c[0]))
    if not by_square:
        return {cell: FIRST_ID + i for i, cell in enumerate(ordered)}
    width = 1 + max(x for x, _ in cells)
    return {(x, y): FIRST_ID + y * width + x for x, y in ordered}


def _arrows(waters: Waters, cell: Cell, ids: dict[Cell, int]) -> tuple[Arrow, ...]:
    return tuple(
        Arrow(w.dir, ids[w.dst], w.from_sector, w.to_sector, w.restricted)
        for w in waters.out_of(cell)
    )


def _restricted(base: ContentPack, count: int) -> tuple[str, ...]:
    """The Technologies of the restricted waterways: the hand-made sea's, each in turn."""
    techs = sorted({a.restricted for t in base.tiles.values() for a in t.arrows if a.restricted})
    if not techs:
        return ()
    return tuple(techs[i % len(techs)] for i in range(count))


def _place_start(
    draws: SeaDraws,
    cells: list[Cell],
    links: list[Link],
    owner: dict[Cell, str],
    faction: str,
) -> Cell:
    """A square of the start's faction with three waterways or more (a harbour)."""
    degree = {c: 0 for c in cells}
    for a, b in links:
        degree[a] += 1
        degree[b] += 1
    mine = [c for c in cells if owner[c] == faction] or cells
    roomy = [c for c in mine if degree[c] >= 3]
    return draws.pick("places", roomy or mine)


def _place_story(
    draws: SeaDraws,
    cells: list[Cell],
    links: list[Link],
    days: dict[Cell, int],
    owner: dict[Cell, str],
    faction: str,
    prof: Profile,
    taken: dict[int, Cell],
) -> Cell:
    """A square of the story tile's faction, ``prof.story_days`` away by the links (three
    links or more, so it can be divided into sectors), else the nearest that fits; a day
    nearer than the most, as sectors and one-way waterways may add one."""
    low, high = prof.story_days
    degree = {c: 0 for c in cells}
    for a, b in links:
        degree[a] += 1
        degree[b] += 1
    used = set(taken.values())
    mine = [c for c in cells if owner[c] == faction and c not in used] or [
        c for c in cells if c not in used
    ]
    for fits in (
        lambda c: low <= days[c] <= high - 1 and degree[c] >= 3,
        lambda c: low <= days[c] <= high - 1,
        lambda c: days[c] >= low,
        lambda c: True,
    ):
        found = [c for c in mine if fits(c)]
        if found:
            return draws.pick("places", found)
    raise AssertionError("no square for a story tile")


def _place_city(
    draws: SeaDraws,
    cells: list[Cell],
    owner: dict[Cell, str],
    faction: str,
    taken: dict[int, Cell],
) -> Cell:
    present = set(cells)
    used = set(taken.values())
    mine = [c for c in cells if owner[c] == faction and c not in used] or [
        c for c in cells if c not in used
    ]
    apart = [c for c in mine if not any(n in used for _, n in neighbours(c, present))]
    return draws.pick("places", apart or mine)


def _more_factions(
    draws: SeaDraws, cells: list[Cell], owner: dict[Cell, str], free: list[Cell], count: int
) -> dict[Cell, tuple[str, ...]]:
    """Tiles on the edge of a faction's waters that show the neighbouring faction too
    [VOY-043]: the players choose which is the Local Faction there."""
    present = set(cells)
    edges = []
    for cell in free:
        others = sorted({owner[n] for _, n in neighbours(cell, present)} - {owner[cell], ""})
        if others:
            edges.append((cell, others[0]))
    chosen = draws.shuffled("factions", edges)[:count]
    return {cell: (other,) for cell, other in chosen}
