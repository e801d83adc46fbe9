"""Typed, read-only views of the battle content (`content/battle/*.toml`).

One effect vocabulary for everything (ARCHITECTURE §2): AI and BP cards, gear, Titan abilities,
Kratos Tables, trauma, obol, moiros and kratos cards, conditions and terrain are all made of
:class:`Effect` values written as short text in the content files, e.g. ``"danger 2"``,
``"knockback 3"``, ``"condition bleeding"``, ``"token to_hit -1"``. The grammar is
``op [arg] [N]`` (``arg`` a word, ``N`` a signed whole number); :data:`BATTLE_OPS` lists every op
with its shape, and the loader rejects anything else with ``file:line: message``.

Coordinates are ``(row, col)``, 0-based, row 0 = row letter A, col 0 = column 1. Offsets of a
Primordial diagram (blindspots, weakspots, drawn zones) are relative to the footprint's top-left
cell with the Primordial facing North; the engine turns them with the Primordial.
"""

from __future__ import annotations

from dataclasses import field
from functools import cached_property
from typing import Any

from atoterm.content.battle_primordial_schema import (  # noqa: F401  (re-exported)
    AiCard,
    AttackSpec,
    Banner,
    BattleDiagram,
    BpCard,
    Labyrinth,
    LabyrinthShape,
    Primordial,
    PrimordialLevel,
    TargetLine,
    TerrainPlacement,
    TrackBox,
    Trait,
    VantagePoint,
)
from atoterm.content.battle_vocab import (  # noqa: F401  (re-exported)
    ATTACK_TYPES,
    BATTLE_OPS,
    GEAR_KINDS,
    KEYWORDS,
    SEVERITIES,
    SKILLS,
    SLOTS,
    TARGET_TERMS,
    TERRAIN_TRAITS,
    TIERS,
    TIMINGS,
    WHEN_CONDITIONS,
    Ability,
    Cell,
    Effect,
)
from atoterm.content.lazy_record import frozen_record


@frozen_record
class PowerFace:
    power: int
    potential: int
    mystery: bool = False
    """The "???" face: no effect yet."""


@frozen_record
class DiceTier:
    id: str
    name: str
    supply: int
    """How many dice of this tier the box holds [GEN-017, BAT-TITAN-047]."""
    faces: tuple[PowerFace, ...]


@frozen_record
class Gear:
    id: str
    name: str
    kind: str
    slot: str
    hands: int = 0
    attack_dice: int = 0
    precision: int = 0
    power: int = 0
    power_tier: str = "red"
    bonus_power: int = 0
    bonus_tier: str = "red"
    reach: int = 0
    ranged: tuple[int, int] | None = None
    armor_dice: int = 0
    armor_tier: str = "red"
    evasion: int = 0
    evasion_rerolls: int = 0
    block: int = 0
    charges: int = 0
    keywords: tuple[Effect, ...] = ()
    abilities: tuple[Ability, ...] = ()
    traits: tuple[str, ...] = ()
    text: str = ""
    flavor: str = ""
    mnestis_prohibited: bool = False
    """Never used in the Mnestis Theatre [MNE-008]."""
    mnestis_only: bool = False
    """Mnestis Gear: used only in the Mnestis Theatre, never in a campaign or practice battle
    [MNE-019]."""
    mnestis_reward: bool = False
    """A Theatre reward that campaigns may use (the Skyseer's Gear): no campaign forge makes
    it, the Theatre gives it [MNE-021]."""

    def keyword(self, name: str) -> Effect | None:
        for kw in self.keywords:
            if kw.op == name:
                return kw
        return None

    @property
    def is_weapon(self) -> bool:
        return self.slot == "hand"


@frozen_record
class TraumaBand:
    low: int
    high: int
    severity: str


@frozen_record
class KratosLevel:
    level: int
    options: tuple[tuple[Effect, ...], ...]
    """One option, or two mutually exclusive ones [BAT-MISC-085, EX-029]."""


@frozen_record
class TitanClass:
    id: str
    name: str
    origin: str
    """"gaia" or "argo" (Argo-bred: one of a class per battle, BAT-SETUP-012)."""
    role: str
    power_die: str
    speed: int
    abilities: tuple[Ability, ...]
    trauma_table: tuple[TraumaBand, ...]
    kratos: tuple[KratosLevel, ...]
    slots: dict[str, int] = field(default_factory=dict)
    """Slot counts when they differ from 2 hands, 2 support, 1 armor, 3 attachments."""
    ambrosia_limit_mod: int = 0
    flavor: str = ""
    keywords: tuple[Effect, ...] = ()
    """Inherent keywords of the Titan Sheet [BAT-TITAN-001]."""
    mnestis_prohibited: bool = False
    """Never fielded in the Mnestis Theatre [MNE-008]."""


@frozen_record
class Card:
    """A card of a battle deck: trauma (minor/major/grave), obol, moiros, kratos."""

    id: str
    name: str
    deck: str
    effects: tuple[Effect, ...]
    number: int = 0
    """Major Trauma number (1..8) used by the Pharos Delve."""
    direction: str = ""
    """Minor Trauma arrow: N, E, S, W or "any" [GEN-027]."""
    persists: bool = False
    massive: int = 0
    """Massive Danger threshold of an Obol card (14, 18, 21), 0 for the standard ones."""
    abilities: tuple[Ability, ...] = ()
    text: str = ""
    unlock: str = ""
    """"" a normal card; "awakening": in its deck only once Awakening is unlocked (Forlorn
    Naos, BAT-MISC-063), replacing ``replaces``; "awakened": never in a deck, shuffled in
    before an Awakened Titan's own Obol Draw [BAT-MISC-070]."""
    replaces: str = ""


@frozen_record
class Condition:
    id: str
    name: str
    kind: str
    """"body", "mind" or "other"."""
    abilities: tuple[Ability, ...] = ()
    text: str = ""
    back_text: str = ""
    """Knockdown's standing-up side."""
    keywords: tuple[Effect, ...] = ()


@frozen_record
class TerrainType:
    id: str
    name: str
    traits: tuple[str, ...]
    abilities: tuple[Ability, ...] = ()
    copies: int = 4
    text: str = ""


@frozen_record
class ArgoAbility:
    id: str
    name: str
    charges: int
    timing: str
    effects: tuple[Effect, ...]
    text: str = ""
    mnestis_prohibited: bool = False
    """Never prepared in the Mnestis Theatre [MNE-008]."""


SUMMON_REQUIREMENTS: dict[str, str] = {
    # requirement -> shape ("" or "N"); they refer to the current Battle [BAT-MISC-073]
    "titan_died": "",
    "titan_knocked_down": "",
    "wounds": "N",
    "danger": "N",
}
SUMMON_TIMINGS: tuple[str, ...] = ("titan_round", "own_turn")
"""``titan_round``: like an Argo Ability in the Titan Round (the default, BAT-MISC-073);
``own_turn``: only during a Titan's turn, for that Titan."""


@frozen_record
class Godform:
    """An Awakening card [BAT-MISC-064..BAT-MISC-069]. Its bonuses are the virtual support card
    ``card_id`` (keywords, abilities, Evasion) in ``BattleContent.gear``; a Special Attack is the
    virtual hand card ``attack_id`` (the Godform is the active power, BAT-MISC-069)."""

    id: str
    name: str
    power_die: str
    """Replaces the Titan Power die while Awakened [BAT-MISC-068]."""
    trespass: int = 2
    speed: int = 0
    """Speed modifier while Awakened."""
    has_attack: bool = False
    text: str = ""
    flavor: str = ""

    @property
    def card_id(self) -> str:
        return f"godform-{self.id}"

    @property
    def attack_id(self) -> str:
        return f"godform-{self.id}-attack"


@frozen_record
class Summoning:
    """A Nymph Summoning card [VOY-047..VOY-052, BAT-MISC-073]."""

    id: str
    name: str
    effects: tuple[Effect, ...]
    requirement: tuple[str, int] | None = None
    """("titan_died", 0), ("wounds", 2), ... (``SUMMON_REQUIREMENTS``); None = none."""
    timing: str = "titan_round"
    cost: tuple[Effect, ...] = ()
    """Paid by the subject first: ``fate N`` / ``danger N`` / ``rage N`` (gain, never above 9)."""
    subject: str = "any"
    """Who receives the effects: "any" living Titan, or one that is "knocked_down"."""
    one_off: bool = False
    """Usually met as a one-off Summoning with its own bonus charge [VOY-050]."""
    adversary: int = 1
    """Adversary symbols on the card [VOY-052]."""
    text: str = ""
    flavor: str = ""


@frozen_record
class BattleDefaults:
    """What practice mode fields when nobody chose: Titans and their loadouts."""

    titans: tuple[str, ...]
    loadouts: tuple[tuple[str, ...], ...]
    argo_abilities: tuple[str, ...]
    aa_limit: int = 2


@frozen_record
class BattleContent:
    dice: dict[str, DiceTier]
    gear: dict[str, Gear]
    titans: dict[str, TitanClass]
    primordials: dict[str, Primordial]
    cards: dict[str, Card]
    """Every trauma/obol/moiros/kratos card by id."""
    conditions: dict[str, Condition]
    terrain: dict[str, TerrainType]
    argo_abilities: dict[str, ArgoAbility]
    defaults: BattleDefaults
    fists: str = "fists"
    labyrinth: Labyrinth = field(default_factory=Labyrinth)
    """Labyrinth tiles and track [CYC1-006..CYC1-014]."""
    godforms: dict[str, Godform] = field(default_factory=dict)
    """Awakening cards (``godforms.toml``) [BAT-MISC-064]."""
    summonings: dict[str, Summoning] = field(default_factory=dict)
    """Nymph Summonings (``summonings.toml``) [VOY-047, BAT-MISC-073]."""

    def deck(self, name: str, awakening: bool = False) -> list[str]:
        """Card ids of a deck in content order (minor, major, grave, obol, moiros, kratos);
        with ``awakening`` the Awakening cards replace theirs [BAT-MISC-063]."""
        cards = [c for c in self.cards.values() if c.deck == name and not c.massive]
        if not awakening:
            return [c.id for c in cards if not c.unlock]
        gone = {c.replaces for c in cards if c.unlock == "awakening"}
        return [c.id for c in cards if c.unlock in ("", "awakening") and c.id not in gone]

    def card_by_id(self, card_id: str) -> AiCard | BpCard | Card:
        """Any card by id (AI, BP, trauma, obol, ...)."""
        return self.every_card[card_id]

    def __getstate__(self) -> dict[str, Any]:
        """Pickled (the parsed-pack cache) without what the engine derived from it."""
        return {k: v for k, v in self.__dict__.items() if k not in ("memo", "every_card")}

    @cached_property
    def memo(self) -> dict[Any, Any]:
        """Lookups the engine derives from this content (which never changes), kept with it
        so each is computed once per pack, never in a module global. Built on first use."""
        return {}

    @cached_property
    def every_card(self) -> dict[str, AiCard | BpCard | Card]:
        """Every card by id: the decks', then each Primordial's AI and BP cards (the first of
        an id wins, as a search in that order would find it). Built on first use."""
        found: dict[str, AiCard | BpCard | Card] = dict(self.cards)
        for prim in self.primordials.values():
            for card in (*prim.ai, *prim.sheet_cards, *prim.bp):
                found.setdefault(card.id, card)
        return found
