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

from dataclasses import dataclass, field

Cell = tuple[int, int]

TIERS: tuple[str, ...] = ("red", "black", "white")
"""Power dice tiers from lowest to highest [BAT-TITAN-046]."""
SEVERITIES: tuple[str, ...] = ("minor", "major", "grave", "obol")
SLOTS: tuple[str, ...] = ("hand", "support", "armor", "attachment")
GEAR_KINDS: tuple[str, ...] = ("weapon", "shield", "fists", "armor", "support", "attachment")
SKILLS: tuple[str, ...] = ("courage", "cunning", "endurance", "fury", "will", "wisdom")
"""Argonaut Skills a Judgement attack tests (a copy: content never imports the engine)."""

# Shapes: "" no argument, "N" a number, "A" a word, "AN" a word and a number, "A?N?" optional.
BATTLE_OPS: dict[str, str] = {
    # Triskelion and tokens
    "danger": "N",
    "danger_per_hit": "N",
    "fate": "N",
    "rage": "N",
    "lose_danger": "N",
    "lose_fate": "N",
    "lose_rage": "N",
    "ambrosia": "N",
    "token": "AN",  # modifier token: token <precision|evasion|speed|to_hit|at|evasion_dice|danger> N
    "lasting_token": "AN",
    # trauma and death
    "trauma_draw": "",
    "draw": "A",  # draw <minor|major|grave|obol|moiros|kratos>
    "instant_death": "",
    "die": "",
    "live": "",
    "kratos_roll": "",
    "condition": "A",
    "discard_condition": "A",
    "knockdown": "",
    "stand_up": "",
    "crash": "",
    "fatigue": "A",  # fatigue <movement|combat>
    # movement
    "knockback": "N",
    "knockback_dir": "AN",  # knockback in a fixed direction: knockback_dir <N|E|S|W|any> N
    "pushback": "N",
    "pull": "N",
    "displace": "",
    "move": "N",  # voluntary move-like ability (Reposition/Reflex style), up to N
    "move_to": "A",  # Primordial "Move to X": rear / edge / centre / target
    "turn": "A",  # Primordial turns: toward / around / left / right
    "vault": "",
    "forced_vault": "",
    # Kratos Pool and attack modifiers
    "opening": "N",
    "break": "N",
    "diversion": "N",
    "precision": "N",
    "power_die": "A",  # add one Power die of a tier to this Power Roll
    "titan_power": "N",  # extra Titan Power dice
    "power_reroll": "N",
    "attack_reroll": "N",
    "evasion": "N",
    "evasion_die": "N",
    "evasion_reroll": "N",
    "block": "N",
    "reinforce": "AN",  # reinforce <red|black|white> N
    "priority_target": "",
    "bonus_attack": "",
    "unexhaust": "",
    "exhaust_weapon": "",
    "gain_charge": "N",
    # Primordial side
    "signature": "",
    "routine": "",
    "perform_ai": "",  # perform the top AI card as a Response/attack
    "escalate": "N",
    "escalate_bp": "N",
    "escalate_ai": "N",
    "heal": "N",
    "suppress": "A",  # suppress <ai|bp>
    "additional_wound": "N",
    "death_blow": "",
    "gain_gear": "A",
    "gain_resource": "AN",
    "place_terrain": "A",
    "destroy_terrain": "",
    "labyrinth": "N",  # place N Labyrinth tiles (shapes from the track) [CYC1-007]
    "vantage_point": "A",  # create (unlock) a Vantage Point: vantage_point <id|all>
    "despair": "N",  # the subject Titan gains N Despair [CYC1-015..CYC1-016]
    "lose_despair": "N",  # the subject Titan discards N Despair [CYC1-020]
    "trample": "",  # the Primordial Tramples its full Speed now [CYC1-021]
    "solace": "",  # discard a Mind Condition or a Despair token, self or adjacent [KEY-059]
    "awaken": "",  # the subject Titan may Awaken now [BAT-MISC-064]
    "awaken_or_die": "",  # Awaken (from an Obol Draw) or die: the special "You died" Obol
    "trespass": "N",  # the subject gains (N < 0: discards) Trespass tokens [BAT-MISC-065]
    "adversary": "N",  # N Adversary symbols, resolved after the Battle [VOY-037]
    "none": "",
}

KEYWORDS: dict[str, str] = {
    # name -> shape; timings and stacking live in the engine's keyword table [BAT-MISC-097]
    "ambrosia_limit": "N",
    "ambrosia_limit_mod": "N",
    "ascended": "",
    "attack_reroll": "N",
    "auto_break": "N",
    "block": "N",
    "break": "N",
    "bypass": "",
    "carving": "N",
    "commit": "",
    "cumbersome": "",
    "deadly": "",
    "despair_limit": "N",
    "diversion": "N",
    "dodge": "",
    "elation": "N",
    "escalate": "N",
    "frontlines": "",
    "heal": "N",
    "heartseeker": "",
    "hide": "",
    "knockback": "N",
    "lifeline": "",
    "motivate": "N",
    "opening": "N",
    "overbreak": "N",
    "possession_argonaut": "",
    "possession_titan": "",
    "power_reroll": "N",
    "provoke": "",
    "pull": "N",
    "pushback": "N",
    "reflex": "",
    "advanced_reflex": "",
    "superior_reflex": "",
    "reinforce": "N",
    "advanced_reinforce": "N",
    "superior_reinforce": "N",
    "reposition": "N",
    "restricted": "",
    "rocksteady": "",
    "rush": "",
    "improved_rush": "",
    "sacrifice": "",
    "scale": "",
    "second_chance": "",
    "solace": "",
    "spotlight": "",
    "stalwart": "",
    "suppress_ai": "",
    "suppress_bp": "",
    "tireless": "",
    "tumble": "",
    "unique": "",
    "vault": "",
    "forced_vault": "",
}

TARGET_TERMS: dict[str, str] = {
    # targeting line vocabulary [BAT-PRIM-026..034]; "A" takes a word after a colon
    "adjacent": "",
    "board": "",
    "closest": "",
    "furthest": "",
    "in_front": "",
    "in_range": "",
    "in_sight": "",
    "in": "A",  # in:blindspot, in:rear, in:front_area, in:terrain
    "not_in": "A",
    "last_to_wound": "",
    "least": "A",  # least:fate / least:danger / least:rage / least:speed / least:ambrosia
    "most": "A",
    "no_target": "",
    "priority_target": "",
    "with": "A",  # with:knockdown / with:condition / with:ambrosia / with:<condition id>
    "titans": "N",  # titans:2 -> that many Titans
    "zone": "",
}

ATTACK_TYPES: tuple[str, ...] = (
    "melee",
    "range",
    "simultaneous",
    "sequential",
    "path",
    "zone",
    "judgement",
)
TIMINGS: tuple[str, ...] = (
    "passive",
    "free",
    "first_window",
    "second_window",
    "flexible",
    "reaction",
    "before_evasion",
    "evasion",
    "armor",
    "attack_roll",
    "power_roll",
    "full_hit",
    "full_miss",
    "crit_chance",
    "crit_miss",
    "crit_evade",
    "crit_evade_fail",
    "full_evade",
    "wound",
    "fail",
    "start_of_turn",
    "end_of_turn",
    "start_of_battle",
    "end_of_battle",
    "start_of_primordial_round",
    "end_of_primordial_round",
    "start_of_titan_round",
    "end_of_titan_round",
    "about_to_die",
    "when_trauma",
    "when_crash",
    "titan_round",
    "any",
    "bp_drawn",
)
TERRAIN_TRAITS: tuple[str, ...] = (
    "ambrosia",
    "board_edge",
    "boundless",
    "chasm",
    "cover",
    "destructible",
    "reinforced",
    "exposed",
    "indestructible",
    "inhabited",
    "labyrinth",
    "obscuring",
    "obstacle",
    "trap",
    "treasure",
)


@dataclass(frozen=True)
class Effect:
    """One instruction of the shared vocabulary, e.g. ``Effect("knockback", 3)``."""

    op: str
    value: int = 0
    arg: str = ""
    text: str = ""
    """The source text, for display."""


@dataclass(frozen=True)
class Ability:
    """An ability box line of a gear card, Titan sheet, Kratos level, condition or trait."""

    name: str
    timing: str
    effects: tuple[Effect, ...]
    cost: tuple[Effect, ...] = ()
    """Costs paid before the effects: exhaust, discard, charge N, fate N, danger N,
    combat_action, movement_action, complicated_action [BAT-MISC-076]."""
    gate: tuple[str, int] | None = None
    """("danger", 5) = only while Danger is 5+ [BAT-TITAN-107]."""
    optional: bool = True
    """"may" abilities can be declined [GEN-010]."""
    text: str = ""
    when: str = ""
    """A condition of the board that must hold (``WHEN_CONDITIONS``), "" = always."""


WHEN_CONDITIONS: tuple[str, ...] = (
    "no_titan_adjacent",
    "titan_adjacent",
    "adjacent_to_obstacle",
    "attacker_in_front",
    "attacker_in_rear",
    "attacker_in_blindspot",
)
"""Conditions an ability may name in ``when`` (Primordial traits mostly): "no Titan is adjacent
to the Primordial", "the attacking Titan stands in the front area", ..."""


@dataclass(frozen=True)
class PowerFace:
    power: int
    potential: int
    mystery: bool = False
    """The "???" face: no effect yet."""


@dataclass(frozen=True)
class DiceTier:
    id: str
    name: str
    supply: int
    """How many dice of this tier the box holds [GEN-017, BAT-TITAN-047]."""
    faces: tuple[PowerFace, ...]


@dataclass(frozen=True)
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

    def keyword(self, name: str) -> Effect | None:
        for kw in self.keywords:
            if kw.op == name:
                return kw
        return None

    @property
    def is_weapon(self) -> bool:
        return self.slot == "hand"


@dataclass(frozen=True)
class TraumaBand:
    low: int
    high: int
    severity: str


@dataclass(frozen=True)
class KratosLevel:
    level: int
    options: tuple[tuple[Effect, ...], ...]
    """One option, or two mutually exclusive ones [BAT-MISC-085, EX-029]."""


@dataclass(frozen=True)
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


@dataclass(frozen=True)
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


@dataclass(frozen=True)
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


@dataclass(frozen=True)
class TerrainType:
    id: str
    name: str
    traits: tuple[str, ...]
    abilities: tuple[Ability, ...] = ()
    copies: int = 4
    text: str = ""


@dataclass(frozen=True)
class ArgoAbility:
    id: str
    name: str
    charges: int
    timing: str
    effects: tuple[Effect, ...]
    text: str = ""


@dataclass(frozen=True)
class TargetLine:
    terms: tuple[tuple[str, str], ...]
    """(term, argument) pairs, e.g. (("closest", ""), ("in", "rear"))."""
    text: str


@dataclass(frozen=True)
class Banner:
    """A trigger banner: "Fate 3+: +1 Evasion die" [BAT-PRIM-123]."""

    stat: str
    minimum: int
    effect: Effect


@dataclass(frozen=True)
class AttackSpec:
    types: tuple[str, ...]
    evasion_dice: int
    difficulty: int
    range: int = 0
    zone: int = 0
    zone_cells: tuple[Cell, ...] = ()
    """A drawn zone: offsets relative to the footprint facing North [BAT-PRIM-079]."""
    judgement: tuple[str, ...] = ()
    doomed: bool = False


@dataclass(frozen=True)
class AiCard:
    id: str
    name: str
    level: int
    kind: str
    """"ai", "signature" or "routine"."""
    targeting: tuple[TargetLine, ...]
    move: Effect
    """Effect("move_normal"), Effect("none"), Effect("move", N) or Effect("move_to", arg=X)."""
    attack: AttackSpec | None
    hit: tuple[Effect, ...] = ()
    after: tuple[Effect, ...] = ()
    after_final: tuple[Effect, ...] = ()
    windows: tuple[str, ...] = ()
    """Windows of opportunity before: "move", "attack", "after" [BAT-PRIM-115]."""
    banners: tuple[Banner, ...] = ()
    crit_evade_fail: tuple[Effect, ...] = ()
    flavor: str = ""


@dataclass(frozen=True)
class BpCard:
    id: str
    name: str
    level: int
    at: int
    resources: tuple[tuple[str, int], ...] = ()
    wound: tuple[Effect, ...] = ()
    fail: tuple[Effect, ...] = ()
    instinct: tuple[Effect, ...] = ()
    critical: tuple[Effect, ...] = ()
    flavor: str = ""


@dataclass(frozen=True)
class PrimordialLevel:
    level: int
    to_hit: int
    speed: int
    wounds: int
    at_bonus: int = 0
    danger_bonus: int = 0
    evasion_dice_bonus: int = 0
    escalations: int = 0
    ambrosia: int = 0
    traits: tuple[str, ...] = ()
    removes: tuple[str, ...] = ()
    """Traits of lower levels this level removes [BAT-SETUP-030]."""


@dataclass(frozen=True)
class Trait:
    id: str
    name: str
    text: str
    abilities: tuple[Ability, ...] = ()


@dataclass(frozen=True)
class TerrainPlacement:
    terrain: str
    cells: tuple[Cell, ...]


@dataclass(frozen=True)
class BattleDiagram:
    width: int
    height: int
    terrain: tuple[TerrainPlacement, ...]
    red_lines: tuple[tuple[Cell, Cell], ...]
    titan_starts: tuple[Cell, ...]
    start: Cell
    """The Primordial footprint's top-left cell."""
    facing: str


@dataclass(frozen=True)
class VantagePoint:
    """A place on the Primordial a Titan can climb onto [BAT-MISC-055..BAT-MISC-062]."""

    id: str
    name: str
    climb_skill: str
    """The Skill of the Climb test [BAT-MISC-056]."""
    climb_difficulty: int
    hold_skill: str = ""
    """The Skill of the Hold on test at the end of each Primordial Round ("" = none,
    BAT-MISC-057)."""
    hold_difficulty: int = 0
    fall: tuple[Effect, ...] = ()
    """What a Titan that fails to hold on suffers (after it is placed adjacent)."""
    locked: bool = True
    """Locked until an effect creates it [BAT-MISC-055]."""
    text: str = ""


@dataclass(frozen=True)
class TrackBox:
    """One box of an Adversary's or Boss's Battle Track [BAT-SETUP-027]: the battle fought
    while the campaign's marker is on this box."""

    box: int
    name: str
    text: str
    traits: tuple[str, ...] = ()
    """Traits added to the Level's traits in this box's battles."""
    start: tuple[Effect, ...] = ()
    """Start of Battle effects of this box (each Titan is the subject)."""


@dataclass(frozen=True)
class Primordial:
    id: str
    name: str
    size: int
    unavoidable_knockback: int
    blindspots: tuple[Cell, ...]
    weakspots: tuple[Cell, ...]
    lumbering: bool
    levels: tuple[PrimordialLevel, ...]
    traits: dict[str, Trait]
    signature: AiCard
    routine: AiCard
    ai: tuple[AiCard, ...]
    bp: tuple[BpCard, ...]
    diagram: BattleDiagram
    core: str
    """Resource name of this Primordial's Core [BAT-MISC-005]."""
    flavor: str = ""
    vantage_points: tuple[VantagePoint, ...] = ()
    """Empty: this Primordial can never be climbed [BAT-MISC-055]."""
    adversary: bool = False
    """An Adversary: Level 1 only, fought by its Battle Track [BAT-SETUP-027, BAT-SETUP-029]."""
    retreat: bool = True
    """False: its battles forbid Retreat [BAT-MISC-030]."""
    track: tuple[TrackBox, ...] = ()

    def level(self, number: int) -> PrimordialLevel:
        for lv in self.levels:
            if lv.level == number:
                return lv
        raise KeyError(number)


@dataclass(frozen=True)
class LabyrinthShape:
    """One Labyrinth tile shape (``labyrinth.toml``) [TER-024, CYC1-006, CYC1-008].

    ``cells`` are offsets from the shape's top-left corner as drawn (unrotated); a red or
    green line is ``(cell, side)`` with ``side`` one of N/E/S/W. Red lines may lie inside
    the tile or on its border; green lines lie on its border and join it to the tile beyond.
    """

    id: str
    name: str
    cells: tuple[Cell, ...]
    red_lines: tuple[tuple[Cell, str], ...] = ()
    green_lines: tuple[tuple[Cell, str], ...] = ()
    text: str = ""


@dataclass(frozen=True)
class Labyrinth:
    """The Labyrinth of a Cycle (``labyrinth.toml``; empty when a pack has none)."""

    terrain: str = ""
    """The Terrain type every Labyrinth tile is (it has the ``labyrinth`` trait)."""
    shapes: dict[str, LabyrinthShape] = field(default_factory=dict)
    track: tuple[str, ...] = ()
    """Shape ids in the order the track marker walks them, clockwise, from box 0 [CYC1-008]."""


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


@dataclass(frozen=True)
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


@dataclass(frozen=True)
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


@dataclass(frozen=True)
class BattleDefaults:
    """What practice mode fields when nobody chose: Titans and their loadouts."""

    titans: tuple[str, ...]
    loadouts: tuple[tuple[str, ...], ...]
    argo_abilities: tuple[str, ...]
    aa_limit: int = 2


@dataclass(frozen=True)
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
        """Any card by id (AI, BP, trauma, obol, ...), for display."""
        if card_id in self.cards:
            return self.cards[card_id]
        for prim in self.primordials.values():
            for ai in (*prim.ai, prim.signature, prim.routine):
                if ai.id == card_id:
                    return ai
            for bp in prim.bp:
                if bp.id == card_id:
                    return bp
        raise KeyError(card_id)
