"""Typed, read-only views of a Primordial file (`content/battle/primordials/<id>.toml`) and
of the Labyrinth tiles: AI and BP cards, levels, traits, the Battle Diagram, Vantage Points,
the Battle Track. :mod:`atoterm.content.battle_schema` re-exports them.
"""

from __future__ import annotations

from dataclasses import field

from atoterm.content.battle_vocab import Ability, Cell, Effect
from atoterm.content.lazy_record import frozen_record


@frozen_record
class TargetLine:
    terms: tuple[tuple[str, str], ...]
    """(term, argument) pairs, e.g. (("closest", ""), ("in", "rear"))."""
    text: str


@frozen_record
class Banner:
    """A trigger banner: "Fate 3+: +1 Evasion die" [BAT-PRIM-123]."""

    stat: str
    minimum: int
    effect: Effect


@frozen_record
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


@frozen_record
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
    mnestis: bool = False
    """The Mnestis side of a Routine card: performed in Mnestis Theatre battles only
    [BAT-SETUP-020, MNE-012]."""


@frozen_record
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


@frozen_record
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
    mnestis: bool = False
    """A Mnestis Theatre Level (Levels 5-9 of a regular Primordial, 2-9 of an Adversary):
    fought only in the Theatre, never offered by a campaign or a practice battle [MNE-003]."""
    start: tuple[Effect, ...] = ()
    """A Theatre Level's Start of Battle effects, each living Titan the subject: what an
    Adversary's Battle Track box gives in a campaign, for a Theatre battle that has no box
    [MNE-012]. Only this Level's, not the lower Levels'."""


@frozen_record
class Trait:
    id: str
    name: str
    text: str
    abilities: tuple[Ability, ...] = ()


@frozen_record
class TerrainPlacement:
    terrain: str
    cells: tuple[Cell, ...]


@frozen_record
class BattleDiagram:
    width: int
    height: int
    terrain: tuple[TerrainPlacement, ...]
    red_lines: tuple[tuple[Cell, Cell], ...]
    titan_starts: tuple[Cell, ...]
    start: Cell
    """The Primordial footprint's top-left cell."""
    facing: str


@frozen_record
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


@frozen_record
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


@frozen_record
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
    mnestis_levels: tuple[PrimordialLevel, ...] = ()
    """The Mnestis Theatre Levels [MNE-003], kept apart from ``levels`` (what campaigns and
    practice battles offer) so that nothing outside the Theatre ever meets them."""
    mnestis_routine: AiCard | None = None
    """The Mnestis side of the Routine card, which only a Mnestis Theatre battle performs
    [BAT-SETUP-020, MNE-012]. ``None``: the card has no such side and the Theatre uses
    ``routine`` too (the rulebook gives one to most Routines, not all). Optional, so every
    archived content edition still loads."""

    def routine_in(self, theatre: bool) -> AiCard:
        """The side of the Routine card a battle uses: the Mnestis side in a Theatre battle
        (when there is one), the regular side in every other battle [BAT-SETUP-020]."""
        return self.mnestis_routine if theatre and self.mnestis_routine else self.routine

    @property
    def sheet_cards(self) -> tuple[AiCard, ...]:
        """The cards kept by the sheet, not in a deck: the Signature and both Routine sides."""
        extra = (self.mnestis_routine,) if self.mnestis_routine else ()
        return (self.signature, self.routine, *extra)

    @property
    def all_levels(self) -> tuple[PrimordialLevel, ...]:
        """Every Level of the sheet, campaign and Theatre, in order (Traits are cumulative over
        all of them, BAT-SETUP-030)."""
        return self.levels + self.mnestis_levels

    def level(self, number: int) -> PrimordialLevel:
        # On the rules' hot path (every To Hit and Speed): no tuple is built per call.
        for levels in (self.levels, self.mnestis_levels):
            for lv in levels:
                if lv.level == number:
                    return lv
        raise KeyError(number)


@frozen_record
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


@frozen_record
class Labyrinth:
    """The Labyrinth of a Cycle (``labyrinth.toml``; empty when a pack has none)."""

    terrain: str = ""
    """The Terrain type every Labyrinth tile is (it has the ``labyrinth`` trait)."""
    shapes: dict[str, LabyrinthShape] = field(default_factory=dict)
    track: tuple[str, ...] = ()
    """Shape ids in the order the track marker walks them, clockwise, from box 0 [CYC1-008]."""
