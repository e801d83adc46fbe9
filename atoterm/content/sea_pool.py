"""The pool generated seas draw from (issue 17): tile names by kind and faction, and Exploration
cards beyond the hand-made deck. Read from ``content/seagen/`` by ``sea_pool_load.py``; the
format is in ``docs/campaign-format.md`` ("Generated seas' pool"). A pack without that folder
has no pool (``ContentPack.sea_pool`` is None) and plays only its hand-made sea.

Kept apart from its reader so that ``schema.py`` can name these classes without loading the
parsers (a process that finds the pack in the cache never imports them).
"""

from __future__ import annotations

from atoterm.content.campaign_model import ExplorationCard
from atoterm.content.lazy_record import frozen_record

TILE_KINDS = ("city", "adventure", "progress", "doom", "titan", "rr", "waymark", "open")
"""What a pool name is for: the map symbol of the tile it names (``rr``: Rest and Recovery,
``waymark``: the Cycle's own symbol, ``open``: a tile with no symbol)."""
FOLDER = "seagen"
NAMES_FILE = "tiles.toml"
CARDS_FILE = "exploration.toml"


@frozen_record
class TileName:
    """A name a generated tile may take, with the one-sentence description shown with it."""

    kind: str
    """One of TILE_KINDS."""
    faction: str
    """A faction id of ``factions.toml``, or "" for a name that fits any waters."""
    name: str
    description: str


@frozen_record
class SeaPool:
    """Everything a generated sea may draw on beyond the hand-made one."""

    names: tuple[TileName, ...] = ()
    """In file order (a generator's draws then depend only on the file, never on a hash)."""
    exploration: tuple[ExplorationCard, ...] = ()
    """Exploration cards numbered apart from the hand-made deck's, in file order."""

    def names_of(self, kind: str, faction: str | None = None) -> tuple[TileName, ...]:
        """The names of one kind (and, when given, one faction; "" for the unclaimed ones)."""
        return tuple(
            n for n in self.names if n.kind == kind and (faction is None or n.faction == faction)
        )

    def card(self, number: int) -> ExplorationCard | None:
        return next((c for c in self.exploration if c.number == number), None)


def pool_stats(pool: SeaPool) -> list[str]:
    """Lines printed by ``atoterm content check`` about the pool."""
    kinds = ", ".join(f"{len(pool.names_of(k))} {k}" for k in TILE_KINDS)
    numbers = [c.number for c in pool.exploration]
    span = f" ({min(numbers)}-{max(numbers)})" if numbers else ""
    return [
        f"generated seas' pool: {len(pool.names)} tile names ({kinds}); "
        f"{len(pool.exploration)} Exploration cards{span}"
    ]
