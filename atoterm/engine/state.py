"""The game state: plain data only (ints, strings, bools, lists, string-keyed maps).

No floats, no object identity, no sets. Events are not state: the session keeps them beside
the line of decisions that produced them. Maps are encoded with sorted keys and rules never
iterate over a map's insertion order (they walk the fixed tuples below instead), so a state
decoded from a journal behaves exactly like the live one.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

import msgspec

from atoterm.engine.battle.core.state import BattleState
from atoterm.engine.campaign_state import CampaignState
from atoterm.engine.decisions import Decision
from atoterm.engine.plain import Plain
from atoterm.engine.story_state import Adventure, FatedHeld, MnemosHeld, StoryBook
from atoterm.engine.upgrade import LEGACY_LAYOUT, VALUES_LAYOUT, project_plain

SKILLS: tuple[str, ...] = ("courage", "cunning", "endurance", "fury", "will", "wisdom")
"""The six Argonaut Skills [CAMP-008]."""
TRISKELION: tuple[str, ...] = ("danger", "fate", "rage")
"""The three Triskelion stats [GEN-031]."""
ARGO_STATS: tuple[str, ...] = ("crew", "hull", "argo_fate", "knowledge")
"""The Basic Argo Stats [CAMP-012]."""


@dataclass
class RulesOptions:
    """The campaign's rules options (checklist "Rulings"); recorded in the journal header."""

    tie_break: str = "players"
    trample_also_crashes: bool = False
    rage9_attack: str = "forbidden"
    difficulty: str = "normal"
    """``story``, ``normal`` or ``heroic`` (``campaign/difficulty.py``): a house rule the
    header records like the rulings."""


class Argonaut(Plain):
    name: str
    skills: dict[str, int]
    danger: int = 0
    fate: int = 0
    rage: int = 0
    alive: bool = True
    bonus_skill: str = ""
    """The Skill that got the +1 at creation; empty until chosen."""
    despair: int = 0
    """Despair gained outside Battle, held until the next Battle [GEN-041, CYC1-015]."""
    mnemos: list[MnemosHeld] = msgspec.field(default_factory=list)
    """At most 2 Mnemos cards [ADV-056]."""
    fated: list[FatedHeld] = msgspec.field(default_factory=list)
    """At most 2 unresolved Fated Mnemos, oldest first [ADV-058, ADV-061]."""
    growth: list[str] = msgspec.field(default_factory=list)
    """Fated Mnemos whose trauma growth ability was gained; duplicates stack [ADV-065]."""
    boons: list[str] = msgspec.field(default_factory=list)
    afflictions: list[str] = msgspec.field(default_factory=list)
    notes: list[str] = msgspec.field(default_factory=list)
    katharsis: list[str] = msgspec.field(default_factory=list)
    """Katharsis codes [ADV-055]."""
    retired: bool = False
    conditions: list[str] = msgspec.field(default_factory=list)
    """Condition cards gained outside Battle: they go onto this Argonaut's Titan when the next
    Battle is set up and last until that Battle's end [BAT-MISC-035]."""


class Argo(Plain):
    crew: int
    hull: int
    argo_fate: int
    knowledge: int
    dreamwalkers: int = 0
    """Titans gained from Titan map symbols [VOY-015]."""


class Voyage(Plain):
    """Where the Argo is on the map and what has been revealed and explored."""

    tile: int
    sector: str = ""
    revealed: list[int] = msgspec.field(default_factory=list)
    """Tile ids in the order they were put on the table."""
    explored: list[int] = msgspec.field(default_factory=list)
    last_city: int = 0
    """Tile holding the Last Visited City token, 0 when none [VOY-009]."""


class TimelineEntry(Plain):
    day: int
    kind: str
    label: str


class Timeline(Plain):
    length: int
    day: int = 0
    """The last marked box, i.e. the current day (0 before the first Timeline Step)."""
    added: list[TimelineEntry] = msgspec.field(default_factory=list)
    """Events added during play (the fixed ones are in the content)."""


class Outcome(Plain):
    result: str
    """"won" or "lost"."""
    reason: str
    rule: str = ""


class Pantheon(Plain):
    """What the Argo Sheet keeps of Awakenings and Summonings between battles [BAT-MISC-063,
    BAT-MISC-064, VOY-047..VOY-053]; a Divine Surge erases the marks
    (``engine/battle/summoning.divine_surge``)."""

    awakening_unlocked: bool = False
    """Forlorn Naos: Titans may Awaken, the Awakening cards are in the decks [BAT-MISC-063]."""
    godforms: list[str] = msgspec.field(default_factory=list)
    """Unlocked Godforms (ids, in the order gained)."""
    godforms_used: list[str] = msgspec.field(default_factory=list)
    """Godforms marked since the last Divine Surge: unavailable [BAT-MISC-064]."""
    summonings: list[str] = msgspec.field(default_factory=list)
    """Permanently unlocked Summonings."""
    summon_limit: int = 0
    """The highest Summon Limit of the gained Technologies [VOY-048]."""
    charges_spent: int = 0
    """Marked Summon Charge boxes (they count toward the limit) [VOY-047]."""
    exhausted: list[str] = msgspec.field(default_factory=list)
    """Summonings used since the last Divine Surge [VOY-049]."""
    bonus_charges: int = 0
    """Unused generic bonus charges (circled boxes, outside the limit) [VOY-051]."""
    one_off: list[str] = msgspec.field(default_factory=list)
    """Summonings with an unused one-off bonus charge (outside the limit) [VOY-050]."""


@dataclass
class GameState:
    """The whole game between two decisions: everything the rules read, saved in every keyframe
    and covered by every record's digest."""

    seed: int
    content_id: str
    rules: RulesOptions
    argonauts: list[Argonaut]
    argo: Argo
    voyage: Voyage
    timeline: Timeline
    phase: str = "setup"
    """"setup", "voyage", "adventure", "battle" or "over" [GEN-004]."""
    step: str = "setup"
    """The current Campaign Round step, or "setup" during campaign creation."""
    step_done: bool = False
    round: int = 0
    progress: int = 0
    doom: int = 0
    choice_matrix: list[int] = field(default_factory=list)
    rng: dict[str, int] = field(default_factory=dict)
    """Counters of the named random streams."""
    forced: dict[str, list[int]] = field(default_factory=dict)
    """Results a scenario forces on a stream, consumed before real draws."""
    decisions: int = 0
    """How many decisions have been applied on the current line."""
    pending: Decision | None = None
    outcome: Outcome | None = None
    battle: BattleState | None = None
    """The battle being fought, None outside the Battle Phase."""
    powers: Pantheon = field(default_factory=Pantheon)
    """Godforms and Summonings across battles (Awakening/Summoning rules)."""
    story: StoryBook = field(default_factory=StoryBook)
    """The storybook's bookkeeping between adventures."""
    adventure: Adventure | None = None
    """The adventure being read, None outside the Adventure Phase."""
    fallen_sheets: list[Argonaut] = field(default_factory=list)
    """Sheets of dead or retired Argonauts, kept [CAMP-010]."""
    campaign: CampaignState = field(default_factory=CampaignState)
    """The Voyage and campaign bookkeeping: Exploration deck, Adversary, Technologies,
    Titans, Evolution Tracks, the chronicle."""
    layout: int = LEGACY_LAYOUT
    """How the state is encoded (``engine/upgrade.py``) and which rules revision it plays by
    (``engine/revision.py``): 6 for a state created by this code (journal format 6), 5, 4 or 3
    in a state of a format 5, 4 or 3 journal (all encoded by msgspec, options carrying values); absent,
    i.e. 2, in a state of a format 1 or 2 journal. A state keeps its layout for its whole life,
    so the encoding and the rules its digests were taken with."""

    @property
    def legacy_encoding(self) -> bool:
        """Encoded as its older layout was (``canonical_plain``), not by msgspec."""
        return self.layout < VALUES_LAYOUT

    def canonical_plain(self, plain: dict[str, Any]) -> dict[str, Any]:
        """The plain form the canonical bytes hold (``codec.canonical_bytes``): a layout-2
        state is encoded without what layout 3 added."""
        return project_plain(plain)
