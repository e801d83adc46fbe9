"""The state of the Adventure Phase and of the storybook's bookkeeping (plain data only).

``GameState.story`` keeps what the Argo Sheet and the Storybook's pages keep between
adventures; ``GameState.adventure`` is the adventure being read (None outside one).
"""

from __future__ import annotations

from dataclasses import dataclass, field

import msgspec

from atoterm.engine.plain import Plain


class MnemosHeld(Plain):
    """A Mnemos card on an Argonaut Sheet [ADV-047]."""

    id: str
    nodes: int = 0
    """Marked nodes of the 10-node track [ADV-050]."""
    resolved: int = 0
    """Breakthroughs resolved; the ability level is ``1 + resolved`` [ADV-048]."""


class FatedHeld(Plain):
    """A Fated Mnemos card (black side up) [ADV-060]."""

    id: str
    nodes: int = 0


class TerrainNote(Plain):
    """Adventure Terrain noted on a Timeline Battle's day [ADV-076]."""

    day: int
    terrain: str
    zone: str
    """"outer" or "inner" [ADV-080]."""


class Queued(Plain):
    """An adventure waiting to be read in the current step (breakthroughs, codes, events)."""

    kind: str
    paragraph: str
    owner: int = -1
    label: str = ""


@dataclass
class StoryBook:
    """What the Argo Sheet and the Storybook keep between adventures."""

    story_card: str = "1A"
    doom_card: str = "1A"
    argo_notes: list[str] = field(default_factory=list)
    codes: list[str] = field(default_factory=list)
    """Secret codes found and not yet resolved [CAMP-035]."""
    codes_read: list[str] = field(default_factory=list)
    clues: list[str] = field(default_factory=list)
    """Clue cards held beside the Story and Doom cards, in the order gained [GEN-039]."""
    clues_read: list[str] = field(default_factory=list)
    """Held Clue cards a paragraph has said to read: face up; the rest stay face down
    [CAMP-033]."""
    allies: list[str] = field(default_factory=list)
    """Ally cards held beside the Story and Doom cards [GEN-039]."""
    erased: list[int] = field(default_factory=list)
    """Choice Matrix boxes crossed out [ADV-011]."""
    hub_marks: dict[str, int] = field(default_factory=dict)
    """Marked boxes of each hub's track [ADV-021]."""
    fated: dict[str, int] = field(default_factory=dict)
    """Marked fated boxes per table paragraph; seeded from the player profile [ADV-084]."""
    inward_next: int = 1
    """The next Inward Odyssey entry +1 Knowledge unlocks [ADV-028]."""
    inward_pending: list[int] = field(default_factory=list)
    inward_paused: list[int] = field(default_factory=list)
    """Unlocked entries tried at the end of a step whose requirement was unmet [ADV-032]."""
    inward_done: list[int] = field(default_factory=list)
    inward_omitted: list[int] = field(default_factory=list)
    """Entries skipped and noted on the Argo Sheet [ADV-033]."""
    inward_progress: int = 0
    """Progress tokens on the Inward Odyssey card [ADV-030]."""
    inward_story_step: list[int] = field(default_factory=list)
    """Unlocked entries whose Knowledge came from Progress tokens on the card: read at the end
    of the Story Step, not of the step they were unlocked in [ADV-030, 001's variant]."""
    terrain_notes: list[TerrainNote] = field(default_factory=list)
    queue: list[Queued] = field(default_factory=list)
    resources: dict[str, int] = field(default_factory=dict)
    technologies: list[str] = field(default_factory=list)
    patterns: list[str] = field(default_factory=list)
    armory: list[str] = field(default_factory=list)
    """Gear gained outside Battle [GEN-036]."""
    earlier_gear: dict[str, list[int]] = field(default_factory=dict)
    """Armory copies that belong to an earlier Cycle: Gear id -> the Cycle of each such copy
    (carried from an epilogue, or gained in this Cycle but not as a Breakthrough reward)
    [ADV-037]; every other copy is a card of this Cycle (``engine/epilogue.py``)."""
    diplomacy: dict[str, int] = field(default_factory=dict)
    mnemos_vault: list[str] = field(default_factory=list)
    """Unresolved Mnemos of Argonauts who died or left [ADV-057]."""
    mnemos_box: list[str] = field(default_factory=list)
    """Resolved Mnemos returned to the game box [ADV-054]."""
    fallen: list[int] = field(default_factory=list)
    """Seats whose Argonaut died and wait for a Rude Awakening [CAMP-009]."""
    read: list[str] = field(default_factory=list)
    """Every paragraph read in this campaign (spoiler safety: only these are ever shown)."""


class TestState(Plain):
    """A test, roll or Delve in progress (its dice are kept, so undo never re-rolls)."""

    step: int
    phase: str
    """declare, reroll, group_reroll, delve, split, done."""
    declared: list[int] = msgspec.field(default_factory=list)
    declared_by: list[int] = msgspec.field(default_factory=list)
    """A group test: the Argonaut who declared each of ``declared`` (empty in other tests)."""
    mods: list[int] = msgspec.field(default_factory=list)
    """A group test: what each of ``declared`` adds to its Argonaut's die [EX-010]."""
    modifier: int = 0
    rolls: list[int] = msgspec.field(default_factory=list)
    """Natural d10 per roller (one for solo/argo/roll, one per Argonaut in a group test)."""
    rerolled: list[int] = msgspec.field(default_factory=list)
    rollers: list[int] = msgspec.field(default_factory=list)
    reroll_asked: list[int] = msgspec.field(default_factory=list)
    drawn: list[int] = msgspec.field(default_factory=list)
    """Delve: the numbers of the Major Trauma cards drawn [ADV-040]."""
    deck: list[int] = msgspec.field(default_factory=list)
    effects_done: int = -1
    """The outcome's effects resolved so far (-1: the outcome is not begun): an effect may wait
    on a Save's question [GEN-044]."""


class GroupGain(Plain):
    """One unit of a group gain still to give out [GEN-052]: the players choose who takes it."""

    op: str
    """The paragraph effect's op (a gain on one Argonaut: ``SUBJECT_OPS``)."""
    stat: str
    """The Triskelion stat it changes, empty for Despair."""
    unit: int
    """+1 or -1."""


class Adventure(Plain):
    """The adventure being read [ADV-001]."""

    kind: str
    """story, hub, rr, inward, breakthrough, pharos, special, code, doom."""
    paragraph: str
    return_step: str
    cursor: int = 0
    leader: int = -1
    """The party leader, -1 until first needed [ADV-014]; none in a breakthrough [ADV-018]."""
    owner: int = -1
    """The Mnemos owner of a breakthrough."""
    notes: list[str] = msgspec.field(default_factory=list)
    test: TestState | None = None
    shown: bool = False
    """The current paragraph's text was shown."""
    pending_group: list[GroupGain] = msgspec.field(default_factory=list)
    """Group gains still to split, one unit each, in order [GEN-052]."""
    battle_win: str = ""
    battle_lose: str = ""
    inward_entry: int = 0
    label: str = ""
    step_was_done: bool = False
    """The step had finished when a story battle began (adventures read between steps)."""
