"""Names and descriptions of the tiles of a generated sea.

A generated tile takes a name written for its kind (the symbol it shows: city, adventure,
progress, doom, titan, rr, waymark, or open water) and its faction's waters, drawn from the
names the pack has: the hand-made sea's tiles that the generator does not keep in place, and
the pool of names written for generated seas (``content/seagen/tiles.toml``, read into
``ContentPack.sea_pool``). When no name of that kind is left in those waters, one of the
waters' own of another kind is taken, then one of the unclaimed middle, then any: every name
is used once. A name whose faction is "" (a pool name for any waters, a hand-made tile
of the unclaimed middle) fits any waters.
"""

from __future__ import annotations

from dataclasses import dataclass

from atoterm.content.schema import ContentPack, Tile
from atoterm.engine.seagen.draws import SeaDraws


@dataclass(frozen=True)
class NameSource:
    kind: str
    faction: str
    name: str
    description: str


def tile_kind(symbols: tuple[str, ...]) -> str:
    """What a hand-made tile or a pool entry is named for: its first symbol, or open water."""
    return symbols[0] if symbols else "open"


def name_sources(base: ContentPack, kept: set[int]) -> list[NameSource]:
    """Every name a generated tile may take, in a fixed order (hand-made ones, then pool)."""
    found = [
        NameSource(tile_kind(t.symbols), t.faction, t.name, t.description)
        for t in (base.tiles[i] for i in base.tile_order)
        if t.id not in kept
    ]
    pool = getattr(base, "sea_pool", None)
    for entry in getattr(pool, "names", ()) or ():
        found.append(
            NameSource(
                str(getattr(entry, "kind", "open")),
                str(getattr(entry, "faction", "")),
                str(entry.name),
                str(getattr(entry, "description", "")),
            )
        )
    taken = {base.tiles[i].name for i in kept}
    unique: list[NameSource] = []
    seen: set[str] = set(taken)
    for source in found:
        if source.name not in seen:
            seen.add(source.name)
            unique.append(source)
    return unique


def choose_name(
    draws: SeaDraws,
    sources: list[NameSource],
    used: set[str],
    symbols: tuple[str, ...],
    faction: str,
) -> NameSource:
    """An unused name for a tile showing ``symbols`` in ``faction``'s waters (module doc).

    A name whose faction is "" fits any waters. A city's name is given to a city only.
    """
    kinds = ("city",) if "city" in symbols else (symbols or ("open",))
    free = [s for s in sources if s.name not in used]
    for fits in (
        lambda s: s.kind in kinds and s.faction == faction,
        lambda s: s.kind in kinds and s.faction == "",
        lambda s: s.kind == "open" and s.faction in (faction, ""),
        lambda s: s.kind != "city" and s.faction == faction,
        lambda s: s.kind != "city" and s.faction == "",
        lambda s: s.kind != "city",
        lambda s: True,
    ):
        matching = [s for s in free if fits(s)]
        if matching:
            chosen = draws.pick("names", matching)
            used.add(chosen.name)
            return chosen
    number = len(used) + 1
    fallback = NameSource("open", faction, f"Uncharted Reach {number}", "Open red water.")
    used.add(fallback.name)
    return fallback


def kept_tile(tile: Tile) -> NameSource:
    return NameSource(tile_kind(tile.symbols), tile.faction, tile.name, tile.description)
