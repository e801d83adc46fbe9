"""The storybook as the rules read it: chapters, paragraphs and the steps inside them.

Everything is frozen plain data built by ``story_parse`` from the ``.story`` files (the format
is ``docs/storybook-format.md``). A paragraph is its prose plus an ordered tuple of steps; the
engine (``engine/adventure``) walks the steps with a cursor kept in the game state.
"""

from __future__ import annotations

from dataclasses import field
from typing import Any

from atoterm.content.lazy_record import frozen_record

SECTIONS = ("main", "hub", "rr", "inward", "pharos", "special", "mnemos")
"""Storybook sections, one ``@chapter`` kind each [ADV-002]."""
SECTION_NAMES = {
    "main": "Main Story",
    "hub": "Adventure Hub",
    "rr": "R&R",
    "inward": "Inward Odyssey",
    "pharos": "Dreams of Pharos",
    "special": "Special Events",
    "mnemos": "Mnemos",
}
TRAITS = ("sea", "grief", "war", "faith", "craft", "lore", "kin", "fire")
"""Adventure and Mnemos traits of Cycle I (matching traits give Mnemos nodes) [ADV-051]."""
HINDRANCES = ("no_leader", "always_leader", "no_fate_reroll", "no_pay_danger", "no_bonus")
"""What a Fated Mnemos forbids or forces while held [ADV-061]."""
CONTRADICTIONS = {("no_leader", "always_leader"), ("always_leader", "no_leader")}


@frozen_record
class Cond:
    """One condition of a choice, bonus, ``if`` or Inward Odyssey entry [ADV-007]."""

    kind: str
    """matrix, not_matrix, diplomacy, resource, tech, skill, danger, fate, rage, boon,
    affliction, note, knowledge, progress, doom, mnemos, code, clue, ally."""
    arg: str = ""
    value: int = 0
    at_most: bool = False
    """True for ``danger 3-`` (at most), False for at least."""
    text: str = ""


@frozen_record
class Cost:
    """A voluntary payment: paid in full, never mitigated [GEN-051]."""

    what: str
    """danger, fate, rage, despair, crew, hull, argo_fate or resource."""
    amount: int
    arg: str = ""
    """The resource id for ``resource``."""

    @property
    def words(self) -> str:
        name = self.arg if self.what == "resource" else self.what.replace("_", " ")
        if self.what == "argo_fate":
            return f"gain {self.amount} Argo Fate"
        if self.what in ("danger", "fate", "rage", "despair"):
            return f"gain {self.amount} {name.title()}"
        return f"lose {self.amount} {name.replace('_', ' ').title()}"


@frozen_record
class Target:
    """Where a direction leads: a paragraph, or the end of the adventure in some form."""

    kind: str
    """para, return, battle, victory, defeat or special."""
    para: str = ""
    primordial: str = ""
    level: int = 0
    win: str = ""
    lose: str = ""
    text: str = ""
    """The defeat reason or the Special Event's name."""
    page: str = ""
    """A battle: the Battle Scenario page it is directed to ("": the Primordial's own)."""

    def paragraphs(self) -> tuple[str, ...]:
        """Paragraph ids this target may lead to (a battle leads to two)."""
        if self.kind == "para":
            return (self.para,)
        if self.kind == "battle":
            return tuple(p for p in (self.win, self.lose) if p)
        return ()


@frozen_record
class Choice:
    label: str
    target: Target
    conds: tuple[Cond, ...] = ()
    costs: tuple[Cost, ...] = ()
    peril: bool = False
    line: int = 0


@frozen_record
class Bonus:
    """A test bonus declared before the roll [ADV-068]."""

    amount: int
    cost: Cost | None = None
    cond: Cond | None = None
    diplomacy: bool = False
    text: str = ""


@frozen_record
class Outcome:
    """``success``/``fail`` or a range of d10 results / success counts."""

    key: str
    low: int = 0
    high: int = 0
    effects: tuple[dict[str, Any], ...] = ()
    target: Target | None = None

    def matches(self, value: int | bool) -> bool:
        if self.key == "success":
            return value is True
        if self.key == "fail":
            return value is False
        return not isinstance(value, bool) and self.low <= value <= self.high


@frozen_record
class Test:
    """A test (solo, group or argo), a plain roll or a Pharos Delve."""

    kind: str
    """solo, group, argo, roll or delve."""
    label: str = ""
    skill: str = ""
    difficulty: int = 0
    peril: bool = False
    who: str = "leader"
    counts: bool = True
    """False for ``delve D rules``: the Delve rules, but not a Pharos Delve [ADV-044]."""
    bonuses: tuple[Bonus, ...] = ()
    outcomes: tuple[Outcome, ...] = ()
    each_fail: tuple[dict[str, Any], ...] = ()
    """Group test ``fail >`` effects: for each Argonaut who failed [ADV-073]."""
    line: int = 0


@frozen_record
class Step:
    """One thing a paragraph does, in order."""

    kind: str
    """effect, if, goto, choices, test."""
    line: int
    effect: dict[str, Any] | None = None
    conds: tuple[Cond, ...] = ()
    target: Target | None = None
    choices: tuple[Choice, ...] = ()
    test: Test | None = None


@frozen_record
class Paragraph:
    id: str
    title: str
    section: str
    hub: str
    file: str
    line: int
    prose: tuple[str, ...]
    """Prose paragraphs (blank-line separated), with ``*emphasis*`` kept as written."""
    steps: tuple[Step, ...]
    fated: tuple[str, ...] = ()
    """Redirects of fated boxes 2, 3, ... [ADV-082]."""

    def word_count(self) -> int:
        return sum(len(p.split()) for p in self.prose)


@frozen_record
class TableEntry:
    low: int
    high: int
    para: str
    traits: tuple[str, ...] = ()
    line: int = 0


@frozen_record
class Chapter:
    file: str
    section: str
    hub: str
    title: str
    track: tuple[str, ...] = ()
    """Hub track boxes: "α", "ω" or "" [ADV-021]."""
    alpha: str = ""
    omega: str = ""
    table: tuple[TableEntry, ...] = ()
    events: tuple[tuple[str, str], ...] = ()
    """Special Events: (name, paragraph)."""
    entries: tuple[tuple[int, str, tuple[Cond, ...]], ...] = ()
    """Inward Odyssey entries: (number, paragraph, requirements) [ADV-027, ADV-032]."""
    line: int = 1
    lines: dict[str, int] = field(default_factory=dict)
    """Line of each directive (``@alpha`` ...) for messages."""


@frozen_record
class StoryCard:
    kind: str
    """story or doom."""
    id: str
    name: str
    need: int
    """Progress (story) or Doom (doom) tokens required [CAMP-031, CAMP-036]."""
    tile: int
    paragraph: str
    text: str
    line: int = 0


@frozen_record
class HubRow:
    """A row of the Adventure Hubs table: hub and Adventure Terrain per Story column [ADV-020]."""

    low: int
    high: int
    hubs: tuple[str, ...]
    terrain: tuple[str, ...]
    line: int = 0


@frozen_record
class MnemosCard:
    id: str
    name: str
    text: str
    traits: tuple[str, ...]
    skills: dict[str, int]
    breakthroughs: tuple[int, ...]
    paragraphs: tuple[str, ...]
    abilities: tuple[dict[str, Any], ...]
    """Battle abilities of levels 1-3 (same tables as Gear abilities) [ADV-047, ADV-048]."""
    line: int = 0


@frozen_record
class FatedMnemosCard:
    id: str
    name: str
    text: str
    traits: tuple[str, ...]
    penalties: dict[str, int]
    hindrance: str
    breakthrough: int
    growth: dict[str, Any]
    """The trauma growth ability on the blue back [ADV-065]."""
    line: int = 0


@frozen_record
class ClueCard:
    """A Clue card: kept face down beside the Story and Doom cards until a paragraph says to
    read it; its back shows the Cycle and the Story or Doom card it comes with [CAMP-033,
    GEN-039]."""

    id: str
    name: str
    back: str
    """The Story/Doom card on its back, e.g. ``story 2A`` (shown while face down)."""
    text: str
    """The face, shown once a paragraph says to read it."""
    line: int = 0


@frozen_record
class AllyCard:
    """An Ally card: kept beside the Story and Doom cards while the Argo has the Ally
    [GEN-039]; ``save`` is a Save ability it lends the Argo, as a Technology's [GEN-044]."""

    id: str
    name: str
    text: str
    saves: tuple[str, ...] = ()
    """What the Ally's Save ability may ignore (crew, hull ...); empty: no Save."""
    target: int = 0
    """The Save's Argo test target (X+)."""
    line: int = 0


@frozen_record
class BattlePage:
    """A Battle Scenario page of the storybook [BAT-SETUP-002]: how a battle against
    ``primordial`` is set up, and what its Aftermath adds [BAT-MISC-008]."""

    id: str
    primordial: str
    default: bool
    """The page every battle against the Primordial uses unless directed to another."""
    name: str
    text: str
    """The page's setup in words, shown when the battle is set up."""
    terrain: tuple[tuple[str, tuple[tuple[int, int], ...]], ...] = ()
    """Terrain pieces added to the Primordial's diagram: (terrain id, cells)."""
    aftermath_won: dict[str, int] = field(default_factory=dict)
    """Resources added to the Aftermath of a won battle, on top of the BP cards'."""
    line: int = 0
    aftermath_line: int = 0
    """The line of ``aftermath_won`` (for messages)."""


@frozen_record
class Storybook:
    chapters: tuple[Chapter, ...]
    paragraphs: dict[str, Paragraph]
    story_cards: tuple[StoryCard, ...] = ()
    doom_cards: tuple[StoryCard, ...] = ()
    timeline_story: dict[str, str] = field(default_factory=dict)
    """Fixed Timeline Story event label -> paragraph."""
    hub_rows: tuple[HubRow, ...] = ()
    mnemos: dict[str, MnemosCard] = field(default_factory=dict)
    fated_mnemos: dict[str, FatedMnemosCard] = field(default_factory=dict)
    clues: dict[str, ClueCard] = field(default_factory=dict)
    allies: dict[str, AllyCard] = field(default_factory=dict)
    pages: dict[str, BattlePage] = field(default_factory=dict)
    """Battle Scenario pages by id [BAT-SETUP-002]."""

    def page_for(self, primordial: str, page: str = "") -> BattlePage | None:
        """The page a battle against ``primordial`` uses: ``page`` when a paragraph directs
        to one, else the Primordial's default page [BAT-SETUP-002]; None when there is none."""
        if page:
            return self.pages.get(page)
        return next(
            (p for p in self.pages.values() if p.primordial == primordial and p.default), None
        )

    def paragraph(self, para_id: str) -> Paragraph:
        return self.paragraphs[para_id]

    def chapter(self, section: str, hub: str = "") -> Chapter | None:
        for chapter in self.chapters:
            if chapter.section == section and chapter.hub == hub:
                return chapter
        return None

    def hubs(self) -> tuple[str, ...]:
        return tuple(c.hub for c in self.chapters if c.section == "hub")

    def special(self, name: str) -> str:
        for chapter in self.chapters:
            for event, para in chapter.events:
                if event == name:
                    return para
        return ""

    def story_card(self, card_id: str) -> StoryCard | None:
        return next((c for c in self.story_cards if c.id == card_id), None)

    def doom_card(self, card_id: str) -> StoryCard | None:
        return next((c for c in self.doom_cards if c.id == card_id), None)


@frozen_record
class CampaignThings:
    """Ids from ``content/campaign.toml`` the storybook may name."""

    resources: dict[str, str] = field(default_factory=dict)
    technologies: dict[str, str] = field(default_factory=dict)
    patterns: dict[str, str] = field(default_factory=dict)
    summon_limits: dict[str, int] = field(default_factory=dict)
