"""Typed, read-only views of a content pack (what the rules read from `content/`)."""

from __future__ import annotations

from dataclasses import field
from functools import cached_property
from typing import TYPE_CHECKING, Any

from atoterm.content.campaign_model import CampaignContent
from atoterm.content.cycle_order import CycleOrder
from atoterm.content.lazy_record import frozen_record
from atoterm.content.mnestis_schema import MnestisContent
from atoterm.content.sea_pool import SeaPool
from atoterm.content.story_model import CampaignThings, Storybook

if TYPE_CHECKING:
    from atoterm.content.battle_schema import BattleContent

DIRECTIONS: dict[str, tuple[int, int]] = {"N": (0, -1), "E": (1, 0), "S": (0, 1), "W": (-1, 0)}
DIRECTION_NAMES = {"N": "North", "E": "East", "S": "South", "W": "West"}
SECTORS = ("alpha", "beta")
SECTOR_GLYPHS = {"alpha": "α", "beta": "β", "": ""}
MAP_SYMBOLS = ("city", "progress", "doom", "titan", "adventure", "rr")
"""The rulebook's symbols; a Cycle adds its own in ``campaign.toml`` [VOY-019]."""
TIMELINE_KINDS = ("battle", "acclimation", "structural_tech", "battle_tech", "story")


@frozen_record
class Arrow:
    """A waterway leaving a tile [VOY-002]."""

    dir: str
    to: int
    from_sector: str = ""
    to_sector: str = ""
    restricted: str = ""
    """Technology id needed to cross, empty when free [VOY-012]."""


@frozen_record
class Tile:
    id: int
    name: str
    x: int
    y: int
    faction: str
    symbols: tuple[str, ...]
    sectors: tuple[str, ...]
    description: str
    arrows: tuple[Arrow, ...]
    more_factions: tuple[str, ...] = ()
    """Further faction symbols: the players choose the Local Faction among them [VOY-043]."""

    @property
    def factions(self) -> tuple[str, ...]:
        """Every faction symbol of the tile, the printed one first."""
        return tuple(f for f in (self.faction, *self.more_factions) if f)


@frozen_record
class Faction:
    id: str
    name: str
    description: str


@frozen_record
class TimelineEvent:
    day: int
    kind: str
    label: str


@frozen_record
class ArgoStart:
    crew: int
    hull: int
    argo_fate: int
    knowledge: int


@frozen_record
class ContentPack:
    id: str
    name: str
    version: int
    description: str
    hash: str
    """BLAKE2b-64 over every content file (path and bytes), hex."""
    argo: ArgoStart
    start_tile: int
    start_sector: str
    argonaut_names: tuple[str, ...]
    factions: tuple[Faction, ...]
    tiles: dict[int, Tile]
    timeline_days: int
    timeline: tuple[TimelineEvent, ...]
    source: str = ""
    """Folder the pack was loaded from (for messages only)."""
    tile_order: tuple[int, ...] = field(default=())
    battle: BattleContent | None = None
    """Battle content (`battle/`): Primordials, Titans, gear, decks; None in packs without it."""
    storybook: Storybook | None = None
    """The storybook (`storybook/`): chapters, cards, Mnemos; None in packs without it."""
    campaign: CampaignThings = field(default_factory=CampaignThings)
    """Resources, Technologies and Patterns (`campaign.toml`) as the storybook names them."""
    cycle: CampaignContent = field(default_factory=CampaignContent)
    """The campaign rules' content: resources by category, the Technology tree, Patterns, the
    Exploration deck, Acclimations, Evolution Tracks, the starting state (issue 6)."""
    mnestis: MnestisContent | None = None
    """The Mnestis Theatre's Trees of Knowledge (`mnestis.toml`); None in packs without it."""
    cycle_order: CycleOrder = field(default_factory=CycleOrder)
    """Which Cycle the pack is and the pack it follows (``[cycle]`` of `pack.toml`, optional:
    Cycle I); a later Cycle's campaign may start from the epilogue of the one before."""
    sea_pool: SeaPool | None = None
    """What generated seas draw on (`seagen/`): tile names and Exploration cards beyond the
    hand-made sea's; None in packs without it (issue 17)."""
    sisyphus_tear: str = ""
    """``[campaign] sisyphus_tear``: the resource a campaign battle's Sisyphus Tear spends from
    the Cargo [BAT-MISC-031]; "" (an earlier edition): campaign battles keep no pre-battle
    state and only practice battles may be replayed."""
    sisyphus_after_win: bool = False
    """``[campaign] sisyphus_after_win``: a Sisyphus Tear may be spent after any Battle, won or
    lost, and the option says what it gives up and what it costs [BAT-MISC-002, BAT-MISC-031];
    False (an earlier edition): only after a defeat, offered disabled after a win, as the
    journals of those editions recorded it."""
    patterns_in_battle: bool = False
    """``[campaign] patterns_in_battle``: a named Titan fielded in a campaign battle brings the
    Patterns linked to it on the roster, their Trauma and Kratos Tables replacing its class's
    [ADVA-040, ADVA-041]; False (an earlier edition): campaign battles played the class's own
    tables, as the journals of those editions recorded them."""
    spends_named_dreamwalkers: bool = False
    """``[campaign] spends_named_dreamwalkers``: a named Dreamwalker counts, and is paid, as a
    Dreamwalker when a breeding or a fusing costs one [ADVA-035, ADVA-037]; False (an earlier
    edition): only the unnamed ones did."""
    saves_on_every_loss: bool = False
    """``[campaign] saves_on_every_loss``: the Save abilities are offered against every forced
    loss, story paragraphs' included [GEN-044]; False (an earlier edition): only the Exploration
    cards' and the Doom symbol's."""

    def __getstate__(self) -> dict[str, Any]:
        """Pickled (the parsed-pack cache) without what the engine derived from it."""
        return {k: v for k, v in self.__dict__.items() if k != "memo"}

    @cached_property
    def memo(self) -> dict[str, Any]:
        """What the engine derives from this pack (which never changes), kept with it so each
        is computed once per pack, never in a module global. Built on first use."""
        return {}

    def tile(self, tile_id: int) -> Tile:
        return self.tiles[tile_id]

    def faction_name(self, faction_id: str) -> str:
        for faction in self.factions:
            if faction.id == faction_id:
                return faction.name
        return ""

    def events_on(self, day: int) -> list[TimelineEvent]:
        return [e for e in self.timeline if e.day == day]
