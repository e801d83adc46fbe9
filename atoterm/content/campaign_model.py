"""Typed, read-only views of the campaign content of a Cycle (issue 6): resources, the
Technology deck, Patterns, the Exploration deck, the Timeline's campaign data and the starting
state. Loaded from ``campaign.toml``, ``exploration.toml`` and ``timeline.toml`` by
``content/campaign_load.py``; the formats are in ``docs/campaign-format.md``.

Effects are plain effect dicts in the shared vocabulary (``content/story_ops.parse_effect``),
costs are ``(resource id, amount)`` pairs.
"""

from __future__ import annotations

from dataclasses import field

from atoterm.content.battle_schema import KratosLevel, TraumaBand
from atoterm.content.lazy_record import frozen_record

RESOURCE_CATEGORIES = ("mortal", "primordial", "divine", "rare", "core")
"""Cargo Hold (Mortal and Primordial parts), Hidden Hold (Divine), Rare, Cores [ADVA-026,
ADVA-027]."""
TECH_KINDS = ("core", "structural", "battle")
TECH_STARTS = ("deck", "projects", "reserves")
"""Where a Technology begins the Cycle: the Technology deck, the Projects deck or the Reserves
(the game box) [ADVA-003..ADVA-005]."""
ABILITY_KINDS = ("permanent", "reference", "immediate", "active", "negotiation", "save")
"""Structural ability kinds [ADVA-018..ADVA-021, GEN-044]."""
REQUIREMENT_KINDS = ("tech", "encountered", "killed", "diplomacy", "explored")
"""Research requirements [ADVA-012]: ``tech ID``, ``encountered PRIMORDIAL LEVEL``,
``killed PRIMORDIAL LEVEL``, ``diplomacy FACTION SCORE``, ``explored N``."""
DISPOSALS = ("", "until_battle", "permanent")
"""Special disposal of an Exploration card [VOY-023, VOY-024]."""
STACK_SYMBOLS = ("end", "draw")
"""End-stack or Draw-another [VOY-021, VOY-022]."""
Cost = tuple[tuple[str, int], ...]


@frozen_record
class Resource:
    id: str
    name: str
    category: str
    """One of RESOURCE_CATEGORIES."""
    primordial: str = ""
    """The Primordial a Primordial resource or Core comes from."""
    text: str = ""


@frozen_record
class Requirement:
    """One requirement; ``kind`` in REQUIREMENT_KINDS; ``value`` a level, score or count."""

    kind: str
    subject: str = ""
    value: int = 0


RequirementGroup = tuple[Requirement, ...]
"""Requirements joined by OR: one of them suffices [ADVA-013]."""


@frozen_record
class Rate:
    """One trade rate: ``give`` × ``give_n`` → ``get`` × ``get_n``; ``give``/``get`` are a
    resource id or a category (any resource of it) [ADVA-023]."""

    give: str
    give_n: int
    get: str
    get_n: int


@frozen_record
class Trade:
    """A trading ability: up to ``exchanges`` exchanges at the ``rates`` [ADVA-023]."""

    exchanges: int
    rates: tuple[Rate, ...]


@frozen_record
class TechAbility:
    """A Structural (or Argo) ability of a Technology [ADVA-018..ADVA-021, ADVA-024]."""

    name: str
    kind: str
    """One of ABILITY_KINDS."""
    text: str
    cost: Cost = ()
    effects: tuple[dict, ...] = ()
    cooldown: int = 0
    """Days until usable again, written on the Timeline [ADVA-024]; 0 = once per day."""
    trade: Trade | None = None
    saves: tuple[str, ...] = ()
    """Save abilities: what losses/gains they may ignore (crew, hull, doom, argo_fate,
    titan, resource) [GEN-044]."""
    target: int = 0
    """Save abilities: the Argo test's target number (X+) [GEN-045]."""
    diplomacy_bonus: bool = True
    """Save/Negotiation tests add the Local Faction's Diplomacy bonus [GEN-050, VOY-045]."""


@frozen_record
class Recipe:
    """What a Production Facility crafts [ADVA-029, ADVA-030, ADVA-037, ADVA-038]: a Gear card
    (``gear``) or a Titan (``titan``: fused from a Dreamwalker and ``core``, or a Prototype)."""

    gear: str = ""
    titan: str = ""
    cost: Cost = ()
    gear_cost: tuple[str, ...] = ()
    """Gear cards returned to the box as part of the cost [ADVA-030]."""
    copies: int = 1
    """Copies of the Gear card that exist [ADVA-029]."""
    core: str = ""
    """Fusing: the Core paid with one Dreamwalker [ADVA-037]."""
    prototype: bool = False
    name: str = ""
    """The name a crafted Titan is given [ADVA-039]."""


@frozen_record
class Breeding:
    """A breeding ability: pay ``cost`` (and ``dreamwalkers``), the Titan arrives in ``days``
    days [ADVA-035, ADVA-036]."""

    titan_class: str
    days: int
    cost: Cost = ()
    dreamwalkers: int = 1


@frozen_record
class Technology:
    id: str
    name: str
    kind: str
    """One of TECH_KINDS."""
    text: str
    start: str = "reserves"
    requires: tuple[RequirementGroup, ...] = ()
    leads_to: tuple[str, ...] = ()
    facility: str = ""
    """"utility" (Structural), "production" or "argo_ability" (Battle) [ADVA-009]."""
    summon_limit: int = 0
    aa_limit: int = 0
    """A Propylon: the AA limit of every Battle [ADVA-022]."""
    abilities: tuple[TechAbility, ...] = ()
    recipes: tuple[Recipe, ...] = ()
    breeding: Breeding | None = None
    argo_abilities: tuple[str, ...] = ()
    """Argo Abilities (ids in ``battle/argo_abilities.toml``) this Technology unlocks."""
    unlocks_waterway: bool = False
    """Crosses restricted waterways naming this Technology [VOY-012]."""


@frozen_record
class Pattern:
    """A Trauma or Kratos Pattern, linked for good to a named Titan [ADVA-040..ADVA-042]."""

    id: str
    name: str
    kind: str
    """"trauma" or "kratos"."""
    text: str
    trauma_table: tuple[tuple[int, int, str], ...] = ()
    kratos: dict[str, tuple[tuple[str, ...], ...]] = field(default_factory=dict)
    battle_kratos: tuple[KratosLevel, ...] = ()
    """``kratos`` parsed as a Titan class's Kratos Table is, levels in order: what a battle
    that fields the Pattern plays (a Mnestis Theatre battle [MNE-013])."""

    @property
    def battle_trauma(self) -> tuple[TraumaBand, ...]:
        """``trauma_table`` as a Titan class's Trauma Table is."""
        return tuple(TraumaBand(low, high, severity) for low, high, severity in self.trauma_table)


@frozen_record
class CardOption:
    """A choice printed on an Exploration card (decided by the players)."""

    label: str
    cost: Cost = ()
    effects: tuple[dict, ...] = ()


@frozen_record
class ExplorationCard:
    number: int
    name: str
    text: str
    effects: tuple[dict, ...] = ()
    """Main effect, top to bottom [VOY-022]."""
    trigger: str = ""
    """Condition for the main effect [VOY-026]: ``diplomacy friendly+``, ``diplomacy 1+``,
    ``argo_fate 3+``, ``crew 3-``, ``hull 2-``, ``knowledge 5+``, ``explored 10+``."""
    options: tuple[CardOption, ...] = ()
    trade: Trade | None = None
    adversary: int = 0
    """Adversary symbols on the card [VOY-028]."""
    disposal: str = ""
    """One of DISPOSALS."""
    stack: str = "draw"
    """One of STACK_SYMBOLS."""


@frozen_record
class Acclimation:
    """An Acclimation on the Timeline: cards left of the arrow out, right of it in [VOY-040]."""

    day: int
    label: str
    remove: tuple[int, ...]
    add: tuple[int, ...]


@frozen_record
class Evolution:
    """A regular Primordial's Evolution Track: the level of each box [CAMP-028]."""

    primordial: str
    boxes: tuple[int, ...]


@frozen_record
class MapSymbol:
    """A Cycle-specific map symbol [VOY-019]: resolved in the Exploration Step like the
    rulebook's symbols; ``positive`` ones only on an Unexplored tile [VOY-016], the others on
    every visit. ``effects`` are resolved in order; ``rule`` is the printed text."""

    id: str
    name: str
    rule: str
    effects: tuple[dict, ...] = ()
    positive: bool = False


@frozen_record
class CampaignStart:
    """The starting state of the Cycle beyond the Argo stats (``pack.toml``)."""

    dreamwalkers: int = 0
    titans: tuple[str, ...] = ()
    """Argo-bred Titan classes aboard at the start."""
    armory: tuple[str, ...] = ()
    """Gear ids in the Argo Armory."""
    resources: tuple[tuple[str, int], ...] = ()
    diplomacy: tuple[tuple[str, int], ...] = ()


@frozen_record
class CampaignContent:
    """Everything the Voyage and campaign rules read beyond the map and the storybook."""

    resources: dict[str, Resource] = field(default_factory=dict)
    technologies: dict[str, Technology] = field(default_factory=dict)
    patterns: dict[str, Pattern] = field(default_factory=dict)
    exploration: dict[int, ExplorationCard] = field(default_factory=dict)
    exploration_start: tuple[int, ...] = ()
    """Card numbers in the Exploration deck at the start of the Cycle."""
    acclimations: tuple[Acclimation, ...] = ()
    evolution: tuple[Evolution, ...] = ()
    adversary: str = ""
    """The Cycle's Adversary (a Primordial id with a Battle Track)."""
    tides_of_fate: int = 2
    """Argo Fate lowered by the Tides of Fate after a Timeline Battle [BAT-MISC Aftermath]."""
    diplomacy_thresholds: tuple[tuple[int, str, int], ...] = (
        (-3, "At War", -3),
        (-2, "Denounced", -2),
        (-1, "Unfriendly", -1),
        (0, "Neutral", 0),
        (1, "Friendly", 1),
        (2, "Allied", 2),
    )
    """(score, threshold name, Diplomacy bonus) [VOY-042, VOY-045]."""
    start: CampaignStart = field(default_factory=CampaignStart)
    map_symbols: dict[str, str] = field(default_factory=dict)
    """Cycle-specific map symbols: id → rule text [VOY-019]."""
    map_symbol_defs: dict[str, MapSymbol] = field(default_factory=dict)
    """Cycle-specific map symbols with their names and effects [VOY-019]."""

    def category(self, resource: str) -> str:
        known = self.resources.get(resource)
        return known.category if known else "rare"

    def evolution_of(self, primordial: str) -> Evolution | None:
        return next((e for e in self.evolution if e.primordial == primordial), None)
