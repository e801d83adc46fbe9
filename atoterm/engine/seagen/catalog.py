"""A generated sea in the player's words, for ``atoterm seeds --catalog`` (as Brogue CE's
``--print-seed-catalog``): where the voyage starts, the cities, the Coiled Stair, where the
Progress lies, the Adventure Hubs, the Timeline and the Primordial Levels met on it.

No internal id is shown: tiles by name, factions, hubs and Primordials by their names,
directions by the compass. Days are counted in moves over free waterways from the start.
"""

from __future__ import annotations

from collections import deque

from atoterm.content.schema import ContentPack
from atoterm.engine.seagen.grid import Cell

ROMAN = ("I", "II", "III", "IV", "V")
BANDS = (3, 6, 10)
"""Progress is counted within these many days of the start."""


def days_from_start(pack: ContentPack) -> dict[int, int]:
    """The fewest moves over free waterways from the start to each tile [VOY-002, VOY-012]."""
    seen: dict[tuple[int, str], int] = {(pack.start_tile, pack.start_sector): 0}
    queue = deque([(pack.start_tile, pack.start_sector)])
    while queue:
        tile_id, sector = queue.popleft()
        for arrow in pack.tiles[tile_id].arrows:
            if arrow.restricted or (arrow.from_sector and arrow.from_sector != sector):
                continue
            nxt = (arrow.to, arrow.to_sector)
            if nxt not in seen:
                seen[nxt] = seen[(tile_id, sector)] + 1
                queue.append(nxt)
    best: dict[int, int] = {}
    for (tile_id, _), days in sorted(seen.items()):
        best[tile_id] = min(days, best.get(tile_id, days))
    return best


def compass(pack: ContentPack, tile_id: int) -> str:
    """Where a tile lies on the map: "the north-west", "the middle", ..."""
    xs = [t.x for t in pack.tiles.values()]
    ys = [t.y for t in pack.tiles.values()]
    tile = pack.tiles[tile_id]
    cell: Cell = (tile.x, tile.y)
    width, height = max(xs) - min(xs) + 1, max(ys) - min(ys) + 1
    col = (cell[0] - min(xs)) * 3 // width
    row = (cell[1] - min(ys)) * 3 // height
    ns = ("north", "", "south")[row]
    ew = ("west", "", "east")[col]
    if ns and ew:
        return f"the {ns}-{ew}"
    return f"the {ns or ew}" if ns or ew else "the middle"


def _days(n: int) -> str:
    return "1 day" if n == 1 else f"{n} days"


def _waters(pack: ContentPack, faction: str) -> str:
    """ "the open sea" or "the Cairnkin's waters" (the faction's name, its article lowered)."""
    if not faction:
        return "the open sea"
    name = pack.faction_name(faction)
    if name.startswith("The "):
        name = "the " + name[4:]
    return f"{name}'s waters"


def catalog_lines(pack: ContentPack, seed: int, length: str) -> list[str]:
    """The catalogue entry of one generated sea."""
    days = days_from_start(pack)
    start = pack.tiles[pack.start_tile]
    lines = [
        f"Seed {seed}, a {length} voyage of {pack.timeline_days} days: "
        f"{len(pack.tiles)} tiles of sea.",
        f"  Start: {start.name}, in {_waters(pack, start.faction)}, in {compass(pack, start.id)}.",
    ]
    cities = [
        t for t in (pack.tiles[i] for i in pack.tile_order) if "city" in t.symbols and t != start
    ]
    shown = ", ".join(
        f"{c.name} ({_waters(pack, c.faction)}, {_days(days.get(c.id, 0))} away)" for c in cities
    )
    lines.append(f"  Cities: {shown}.")
    book = pack.storybook
    goals = sorted({c.tile for c in book.story_cards if c.tile}) if book else []
    for tile_id in goals:
        goal = pack.tiles[tile_id]
        divided = ", divided in two sectors" if goal.sectors else ""
        lines.append(
            f"  {goal.name}: in {compass(pack, tile_id)}, in {_waters(pack, goal.faction)}, "
            f"{_days(days.get(tile_id, 0))} from {start.name}{divided}."
        )
    progress = [t for t in pack.tiles.values() if "progress" in t.symbols]
    near = [sum(1 for t in progress if days.get(t.id, 99) <= band) for band in BANDS]
    by_waters: dict[str, int] = {}
    for t in progress:
        by_waters[t.faction] = by_waters.get(t.faction, 0) + 1
    spread = ", ".join(
        f"{by_waters[f]} in {_waters(pack, f)}"
        for f in (*(f.id for f in pack.factions), "")
        if by_waters.get(f)
    )
    bands = ", ".join(f"{n} within {b} days" for n, b in zip(near, BANDS, strict=True))
    lines.append(f"  Progress: {len(progress)} symbols ({bands}); {spread}.")
    other = []
    for symbol, name in (("titan", "Titan"), ("doom", "Doom"), ("adventure", "Adventure")):
        count = sum(symbol in t.symbols for t in pack.tiles.values())
        other.append(f"{count} {name}")
    lines.append(f"  Also: {', '.join(other)} symbols.")
    if book is not None and book.hub_rows:
        titles = {c.hub: c.title for c in book.chapters if c.section == "hub"}
        for column in range(len(book.hub_rows[0].hubs)):
            parts = []
            for row in book.hub_rows:
                rolls = f"{row.low}" if row.low == row.high else f"{row.low}-{row.high}"
                parts.append(f"{rolls} {titles.get(row.hubs[column], 'a hub')}")
            lines.append(f"  Hubs, Story {ROMAN[column]}: {'; '.join(parts)}.")
    lines.extend(_timeline_lines(pack))
    return lines


def _timeline_lines(pack: ContentPack) -> list[str]:
    battles = [e.day for e in pack.timeline if e.kind == "battle"]
    stories = [f"{e.label} (day {e.day})" for e in pack.timeline if e.kind == "story"]
    accl = [f"day {a.day}" for a in pack.cycle.acclimations]
    lines = [
        f"  Timeline Battles on days {', '.join(str(d) for d in battles)}; "
        f"Acclimations on {', '.join(accl) or 'no day'}.",
        f"  Story events: {'; '.join(stories)}.",
    ]
    names = pack.battle.primordials if pack.battle is not None else {}
    for track in pack.cycle.evolution:
        prim = names.get(track.primordial)
        name = prim.name if prim is not None else "a Primordial"
        levels = " ".join(str(b) for b in track.boxes)
        lines.append(f"  {name}: Levels {levels} at the Timeline Battles.")
    story_cards = pack.storybook.story_cards if pack.storybook else ()
    needs = sum(c.need for c in story_cards)
    dooms = sum(c.need for c in pack.storybook.doom_cards) if pack.storybook else 0
    lines.append(f"  The story needs {needs} Progress; Oressa's descent, {dooms} Doom.")
    return lines
