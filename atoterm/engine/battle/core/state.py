"""The battle's part of the game state: plain data only, like the rest of the state.

Positions are ``row``/``col`` ints (0-based; row 0 is letter A). Decks are lists of card ids with
the top card first. Every AI/BP/trauma/obol/moiros/kratos card is in exactly one list at any
time (the invariant tests check it). The Triskelion lives on the Argonaut (it is shared by the
Argonaut and the Titan they junction with, GEN-031): ``TitanState.argonaut`` indexes
``GameState.argonauts``.
"""

from __future__ import annotations

from dataclasses import dataclass, field

import msgspec

from atoterm.engine.plain import Plain

TITAN_KEYS: tuple[str, ...] = ("A", "B", "C", "D")
"""Each Titan's seat letter, also its glyph on the board (never colour alone)."""

TOKEN_KINDS: tuple[str, ...] = (
    "precision",
    "evasion",
    "speed",
    "to_hit",
    "at",
    "evasion_dice",
    "danger",
)
"""Modifier token attributes [BAT-MISC-050..053]."""


class GearState(Plain):
    """One equipped gear card on a Titan."""

    card: str
    exhausted: bool = False
    discarded: bool = False
    charges: int = 0
    host: str = ""
    """For an attachment: the card id it is attached to ("" = on the Titan sheet)."""
    used: list[str] = msgspec.field(default_factory=list)
    """Names of this card's active abilities used this Round [BAT-MISC-080]."""


class TitanState(Plain):
    key: str
    """Seat letter A-D (glyph)."""
    argonaut: int
    """Index into GameState.argonauts (the Triskelion is there)."""
    titan_class: str
    row: int
    col: int
    gear: list[GearState] = msgspec.field(default_factory=list)
    alive: bool = True
    ambrosia: int = 0
    knockdown: str = ""
    """"" standing, "falling" (falling-down side), "rising" (standing-up side) [KEY-029]."""
    conditions: list[str] = msgspec.field(default_factory=list)
    """Condition ids held (knockdown is tracked in ``knockdown``) [BAT-MISC-033]."""
    tokens: dict[str, int] = msgspec.field(default_factory=dict)
    """Lasting modifier tokens by attribute [BAT-MISC-049]."""
    temp_tokens: dict[str, int] = msgspec.field(default_factory=dict)
    """Temporary modifier tokens, discarded after they take effect [BAT-MISC-048]."""
    fatigue: str = ""
    """"", "movement" or "combat" [BAT-MISC-096]."""
    moiros: str = ""
    kratos_card: str = ""
    kept_cards: list[str] = msgspec.field(default_factory=list)
    """Trauma cards that persist on the Titan."""
    acted: bool = False
    """Took its turn this Titan Round [BAT-TITAN-005, BAT-TITAN-008]."""
    movement_used: bool = False
    combat_used: bool = False
    moved_this_turn: bool = False
    start_row: int = -1
    start_col: int = -1
    free_used: list[str] = msgspec.field(default_factory=list)
    """Free actions taken this turn [BAT-TITAN-088]."""
    abilities_used: list[str] = msgspec.field(default_factory=list)
    """Titan-sheet active abilities used this Round [BAT-MISC-080]."""
    exhausted_abilities: list[str] = msgspec.field(default_factory=list)
    discarded_sources: list[str] = msgspec.field(default_factory=list)
    """Mnemos elements (``"mnemos:<id>"``, ``"growth:<i>"``) discarded by a "Discard:" cost:
    face down, unusable for the rest of the Battle [BAT-MISC-094]."""
    reactions_in_window: list[str] = msgspec.field(default_factory=list)
    """Ability names used in the current window of opportunity [BAT-PRIM-116]."""
    kratos_used: list[int] = msgspec.field(default_factory=list)
    """Kratos Table levels already applied in the current Attack [BAT-MISC-086]."""
    death_cause: str = ""
    hidden: bool = False
    despair: int = 0
    """Despair tokens on the Argonaut card [CYC1-015..CYC1-020]."""
    vantage: str = ""
    """Id of the Vantage Point the Titan is on ("" = on the board) [BAT-MISC-056]."""
    godform: str = ""
    """The Godform the Titan is Awakened as ("" = not Awakened) [BAT-MISC-064]."""
    trespass: int = 0
    """Trespass tokens of an Awakened Titan [BAT-MISC-065, BAT-MISC-072]."""
    awakened_by_obol: bool = False
    """The Awakening came from an Obol Draw: the Titan dies when it ends [BAT-MISC-072]."""
    roster_uid: int = 0
    """A campaign battle: the uid of the Argo's Titan record (0: an unnamed Dreamwalker)."""


class PrimordialState(Plain):
    id: str
    level: int
    row: int
    col: int
    facing: str
    tokens: dict[str, int] = msgspec.field(default_factory=dict)
    """Lasting modifier tokens (to_hit, at, speed, precision, evasion_dice, danger)."""
    bonuses: dict[str, int] = msgspec.field(default_factory=dict)
    """Permanent escalation bonuses: danger_per_hit, to_hit, evasion_dice, escalation
    [BAT-TITAN-075]."""
    bonus_steps: int = 0
    """How many permanent bonuses were taken (the list repeats after four, Rulings)."""
    removed_traits: list[str] = msgspec.field(default_factory=list)
    vantage_open: list[str] = msgspec.field(default_factory=list)
    """Vantage Points created so far (ids, content order) [BAT-MISC-055]."""
    weakspots_open: bool = False
    """Its Weakspot spaces are Weakspots: an effect created them [BAT-PRIM-005]."""


class Decks(Plain):
    ai: list[str] = msgspec.field(default_factory=list)
    ai_discard: list[str] = msgspec.field(default_factory=list)
    ai_escalation: list[str] = msgspec.field(default_factory=list)
    """AI II and III cards not yet in play (content order; drawn at random)."""
    bp: list[str] = msgspec.field(default_factory=list)
    bp_discard: list[str] = msgspec.field(default_factory=list)
    bp_escalation: list[str] = msgspec.field(default_factory=list)
    removed: list[str] = msgspec.field(default_factory=list)
    """Cards removed from the Battle [BAT-MISC-095]."""
    set_aside: list[str] = msgspec.field(default_factory=list)
    wound_stack: list[str] = msgspec.field(default_factory=list)
    """Bottom first. BP card ids, or "wound:single:N" / "wound:double:N" generic wounds."""
    minor: list[str] = msgspec.field(default_factory=list)
    major: list[str] = msgspec.field(default_factory=list)
    grave: list[str] = msgspec.field(default_factory=list)
    obol: list[str] = msgspec.field(default_factory=list)
    moiros: list[str] = msgspec.field(default_factory=list)
    kratos: list[str] = msgspec.field(default_factory=list)
    current_ai: str = ""
    """The AI card being resolved (out of every deck while it resolves)."""
    current_bp: str = ""
    """The BP card being attacked (out of every deck while it resolves)."""
    revealed_bp: str = ""
    """The top BP card when an effect revealed it ("" = unknown)."""


class TerrainPiece(Plain):
    uid: int
    terrain: str
    cells: list[list[int]]
    """[[row, col], ...]."""
    flipped: bool = False
    """A Reinforced Destructible tile turned to its Destructible side [TER-020]."""
    shape: str = ""
    """Labyrinth shape id ("" = not a Labyrinth tile) [CYC1-008]."""
    red_lines: list[list[int]] = msgspec.field(default_factory=list)
    """[[r1, c1, r2, c2], ...]: red lines printed on this Labyrinth tile [TER-024, CYC1-002]."""
    green_lines: list[list[int]] = msgspec.field(default_factory=list)
    """[[r1, c1, r2, c2], ...]: green joining lines on this tile's border [CYC1-006]."""


class ArgoAbilityState(Plain):
    id: str
    charges: int
    exhausted: bool = False


class AttackRecord(Plain):
    """What the last dice of the battle showed (for the dice panel and the aftermath)."""

    kind: str
    titan: str
    dice: list[int] = msgspec.field(default_factory=list)
    power: list[str] = msgspec.field(default_factory=list)
    """Power dice as "red:3:1" = tier, face index, (re-rolled marker not needed)."""
    result: str = ""


@dataclass
class Resume:
    """Where the battle procedure continues from (see ``engine/battle/flow/driver.py``)."""

    snapshot: bytes = b""
    """Canonical bytes of the whole game state at the last checkpoint (with this empty)."""
    answers: list[str] = field(default_factory=list)
    """Option ids answered since that checkpoint, in order."""
    label: str = ""
    """Which checkpoint the snapshot was taken at (a restart must reach the same one)."""


@dataclass
class BattleState:
    """The battle in progress: the Primordial, the Titans, the board and where the procedure is."""

    primordial: PrimordialState
    titans: list[TitanState]
    width: int
    height: int
    decks: Decks = field(default_factory=Decks)
    terrain: list[TerrainPiece] = field(default_factory=list)
    red_lines: list[list[int]] = field(default_factory=list)
    """[[r1, c1, r2, c2], ...]: a red line on the edge between two adjacent cells."""
    argo_abilities: list[ArgoAbilityState] = field(default_factory=list)
    aa_limit: int = 2
    scenario: str = ""
    """Battle id (practice: "practice:<primordial>"; Mnestis Theatre: "mnestis:<primordial>")."""
    standalone: bool = False
    """A practice battle: the campaign does not go on after it."""
    retreat_allowed: bool = True
    cursor: str = "setup"
    """Where the battle procedure is: setup, start, primordial_round, titan_round, aftermath,
    over."""
    round: int = 0
    """Battle Rounds started (a Primordial Round and a Titan Round are each one)."""
    round_started: bool = False
    wise_providence: bool = False
    priority_target: str = ""
    priority_locked: str = ""
    last_to_wound: str = ""
    active_titan: str = ""
    """The Titan whose turn is in progress ("" between turns)."""
    kratos_pool: dict[str, int] = field(default_factory=dict)
    """Opening, break, diversion tokens and temporary Primordial modifier tokens."""
    massive_added: list[str] = field(default_factory=list)
    disabled: list[str] = field(default_factory=list)
    """Rules/effects disabled until the end of the Battle [GEN-007]."""
    pending_escalations: int = 0
    next_uid: int = 1
    titans_died: int = 0
    result: str = ""
    """"" while fighting, then "won", "lost" or "retreat" [BAT-SETUP-034]."""
    result_reason: str = ""
    aftermath: dict[str, int] = field(default_factory=dict)
    """Resources gained, by name (filled in the Aftermath)."""
    casualties: list[str] = field(default_factory=list)
    last_dice: list[AttackRecord] = field(default_factory=list)
    labyrinth_marker: int = 0
    """Index of the Labyrinth track marker: the shape of the next tile [CYC1-008]."""
    adversary_symbols: int = 0
    """Adversary symbols met in this Battle, resolved when it ends [VOY-037, BAT-MISC-067]."""
    summons_used: list[str] = field(default_factory=list)
    """Summonings performed in this Battle [BAT-MISC-073]."""
    track_box: int = 0
    """The Battle Track box this Adversary battle is fought at (0 = no track)."""
    ascended: dict[str, list[str]] = field(default_factory=dict)
    """A Mnestis Theatre battle: Gear id -> the traits the card's ascension gave it
    (Labyrinthized), borne by every copy fielded [MNE-015]."""
    patterns: dict[str, list[str]] = field(default_factory=dict)
    """A Mnestis Theatre battle: seat key (A-D) -> the Pattern cards fielded with that seat's
    Titan, whose tables replace its class's [MNE-013, ADVA-041] (``core/patterns.py``)."""
    reforge: bool = False
    """A Mnestis Theatre battle that keeps its rewards (a Tree node not yet won): a BP III
    critically wounded may reforge a Primordial's drop [MNE-018]."""
    reforged: list[str] = field(default_factory=list)
    """Gear cards reforged in this Theatre battle, for the profile's Theatre record
    [MNE-018]."""
    unlocked_gear: list[str] = field(default_factory=list)
    """A Mnestis Theatre battle: the Gear the player profile has unlocked, the only Gear its
    Setup offers [MNE-011, MNE-013] (empty: any Gear, as in a Theatre journal written before
    the Theatre limited it)."""
    unlocked_titans: list[str] = field(default_factory=list)
    """A Mnestis Theatre battle: the Titan classes the player profile has unlocked, the only
    ones its Setup offers [MNE-011, MNE-013] (empty: any class, as in a Theatre journal
    written before the Theatre limited them)."""
    unlocked_argo: list[str] = field(default_factory=list)
    """A Mnestis Theatre battle: the Argo Abilities the player profile has unlocked, the only
    ones its Setup offers [MNE-012, MNE-013] (empty: any, as in an older Theatre journal)."""
    page: str = ""
    """The Battle Scenario page this campaign battle was set up by ("": none, e.g. practice)
    [BAT-SETUP-002]."""
    page_aftermath: dict[str, int] = field(default_factory=dict)
    """Resources the page grants in the Aftermath of a victory, on top of the BP cards'
    [BAT-MISC-008]."""
    pre_battle: bytes = b""
    """The game state before this battle (Sisyphus Tear replays from it) [BAT-MISC-031]."""
    from_argo: bool = False
    """A campaign battle: Titans come from ``roster`` and gear from ``armory`` [BAT-SETUP-015,
    ADVA-034]; a practice battle (False) may take any Titan and gear."""
    roster: list[str] = field(default_factory=list)
    """The Titans aboard the Argo as "<uid>:<class>" (uid 0: an unnamed Dreamwalker)."""
    armory: list[str] = field(default_factory=list)
    """Gear ids in the Argo Armory, one entry per copy."""
    aa_unlocked: list[str] = field(default_factory=list)
    """A campaign battle: the Argo Abilities its Technologies unlock [BAT-SETUP-019]."""
    to_armory: list[str] = field(default_factory=list)
    """Gear gained in this Battle and sent to the Argo Armory, not equipped [GEN-036]."""
    tides_of_fate: int = 2
    """Argo Fate lowered by the Tides of Fate in the Aftermath [BAT-MISC-012]."""
    resume: Resume = field(default_factory=Resume)

    def titan(self, key: str) -> TitanState:
        for t in self.titans:
            if t.key == key:
                return t
        raise KeyError(key)

    def living(self) -> list[TitanState]:
        return [t for t in self.titans if t.alive]
