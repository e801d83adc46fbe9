"""Campaign figures the screens name: the day, the nine steps, Skills and their sources,
sector glyphs.

The step list and titles are the engine's (``engine/steps.py``); a Skill's value and its sources are the engine's own sums of the
sheet, Mnemos and Fated Mnemos [CAMP-008, ADV-049, ADV-062].
"""

from __future__ import annotations

from dataclasses import dataclass

from atoterm.content.schema import SECTOR_GLYPHS, ContentPack
from atoterm.engine.adventure.conditions import skill_sources, skill_value
from atoterm.engine.campaign import diplomacy, possession
from atoterm.engine.epilogue import armory_by_cycle, cycle_name
from atoterm.engine.names import gear_name
from atoterm.engine.state import SKILLS, GameState
from atoterm.engine.steps import STEP_ORDER, step_title

__all__ = [
    "SECTOR_GLYPHS",
    "SKILLS",
    "STEP_ORDER",
    "DiplomacyTrack",
    "OverviewSection",
    "campaign_overview",
    "clue_and_ally_words",
    "current_day",
    "diplomacy_section",
    "diplomacy_track",
    "draw_is_today",
    "skill_sources",
    "skill_value",
    "step_title",
]


FIRST_STEP = STEP_ORDER[0]


def current_day(state: GameState) -> int:
    """The day the Campaign Round being played belongs to: every screen names this one.

    One Campaign Round is one day [CAMP-001] and it opens with the Movement Step; the
    Timeline box of that day is only marked in the round's second step [CAMP-022]. So while
    the Argo moves, ``timeline.day`` still holds yesterday's box, and the day is the next
    one (the engine's own Movement prompt, "Day N: the Argo is at …", counts it so too).
    """
    day = state.timeline.day
    return day + 1 if state.step == FIRST_STEP else day


EXPLORATION = "exploration"
DRAWING_PARTS = frozenset({"drawing", "drawing-reshuffled", "acclimation", "done"})
"""The Exploration Step's checkpoints (``engine/campaign/exploration.py``) reached once
today's stacks were begun: before them ``campaign.exploration.stacks`` still holds the last
day's Draw."""


def earlier_gear_words(pack: ContentPack, state: GameState) -> str:
    """The Armory's cards of an earlier Cycle, e.g. ``Kelp Mail ×2 (Cycle I)`` [ADV-037]; empty
    when there are none (always, in Cycle I)."""
    this = pack.cycle_order.number
    return ", ".join(
        f"{gear_name(pack, g.id)}{f' ×{g.copies}' if g.copies > 1 else ''} ({cycle_name(g.cycle)})"
        for g in armory_by_cycle(state.story, this)
        if g.cycle < this
    )


def possession_words(pack: ContentPack, state: GameState) -> str:
    """The Armory's bound Possession cards and whom each is bound to, e.g. ``Coilhook Sickle:
    the Keel-Ram Tide-Biter (Titan Possession)`` [KEY-036, KEY-037]; empty when none is."""
    return "; ".join(
        f"{gear_name(pack, p.card)}: {possession.owner_words(state, pack, p)} "
        f"({'Titan' if p.titan else 'Argonaut'} Possession)"
        for p in state.campaign.possessions
    )


def clue_and_ally_words(pack: ContentPack, state: GameState) -> list[str]:
    """The Clue and Ally cards beside the Story and Doom cards, one line each [GEN-039]: a Clue
    not yet read shows only its back, the Cycle and the card it comes with [CAMP-033]; a read
    Clue its name and face; an Ally its name and what it does."""
    book = pack.storybook
    if book is None:
        return []
    cycle = cycle_name(pack.cycle_order.number)
    lines = []
    for clue in state.story.clues:
        card = book.clues.get(clue)
        if card is None:
            continue
        if clue in state.story.clues_read:
            lines.append(f"Clue: {card.name} — {card.text}")
        else:
            kind, _, number = card.back.partition(" ")
            lines.append(
                f"Clue (face down; its back: {cycle}, {kind.title()} card {number}) — "
                "not to be read until the story says so"
            )
    for ally in state.story.allies:
        card_a = book.allies.get(ally)
        if card_a is not None:
            lines.append(f"Ally: {card_a.name} — {card_a.text}")
    return lines


def draw_is_today(state: GameState) -> bool:
    """Whether the Exploration Draw in the state was drawn in the current Campaign Round.

    The engine keeps the stacks of the last Draw until the next one begins, in the next
    round's Exploration Step [VOY-020, VOY-021]; a screen showing them before that would
    show yesterday's cards as today's.
    """
    if state.step not in STEP_ORDER:
        return False
    now, drawn_in = STEP_ORDER.index(state.step), STEP_ORDER.index(EXPLORATION)
    if now != drawn_in:
        return now > drawn_in
    if state.step_done:
        return True
    key = f"{state.round}|{EXPLORATION}|"
    stage = state.campaign.stage
    return stage.startswith(key) and stage[len(key) :] in DRAWING_PARTS


@dataclass(frozen=True)
class DiplomacyTrack:
    """One faction's Diplomacy track as the engine reads it [VOY-041, VOY-042, VOY-045]."""

    score: int
    section: str
    """The threshold section the score is in ("Friendly")."""
    bonus: int
    """Added to the faction's Diplomacy tests (Negotiation, Saves)."""
    low: int
    high: int


def diplomacy_track(state: GameState, content: ContentPack, faction: str) -> DiplomacyTrack:
    low, high = diplomacy.bounds(content)
    return DiplomacyTrack(
        score=diplomacy.score(state, faction),
        section=diplomacy.threshold(state, content, faction),
        bonus=diplomacy.bonus(state, content, faction),
        low=low,
        high=high,
    )


def diplomacy_section(content: ContentPack, score: int) -> str:
    """The name of the section a score on the track lies in (a requirement's wanted score)."""
    name = ""
    for floor, label, _ in diplomacy.thresholds(content):
        if score >= floor:
            name = label
    return name


# ---------------------------------------------------------------- the campaign at a glance
@dataclass(frozen=True)
class OverviewSection:
    """One heading of the campaign overview and its lines, in the players' words."""

    title: str
    lines: tuple[str, ...]


def _card_line(kind: str, card_id: str, tokens: int, book: object) -> str:
    """``Story card 1A, The Argo Wakes: 1 of 3 Progress`` (the card's name and its need)."""
    word = "Progress" if kind == "story" else "Doom"
    finder = getattr(book, f"{kind}_card", None)
    card = finder(card_id) if callable(finder) else None
    if card is None:
        return f"{kind.title()} card {card_id}: {tokens} {word}"
    return f"{kind.title()} card {card_id}, {card.name}: {tokens} of {card.need} {word}"


def _name(table: object, key: str) -> str:
    found = table.get(key) if isinstance(table, dict) else None
    return str(getattr(found, "name", "")) or key.replace("_", " ").replace("-", " ").title()


def campaign_overview(state: GameState, content: ContentPack) -> list[OverviewSection]:
    """The campaign at a glance [CAMP-001..CAMP-036, VOY-041, CAMP-028]: the day, the Story and
    Doom cards in play, Progress and Doom, the Argo, the Titans, Diplomacy and the Evolution
    Tracks — the same figures the header, the Argo sheet and the Timeline show."""
    argo, story, campaign = state.argo, state.story, state.campaign
    battle = content.battle
    day = [
        f"Day {current_day(state)} of {state.timeline.length} · round {state.round}",
        f"Step {step_title(state.step)}" if state.step in STEP_ORDER else "",
        f"Progress {state.progress} · Doom {state.doom}",
    ]
    if state.outcome is not None:
        day.append(f"The campaign is over: {state.outcome.result}.")
    cards = [
        _card_line("story", story.story_card, state.progress, content.storybook),
        _card_line("doom", story.doom_card, state.doom, content.storybook),
        f"Inward Odyssey: {story.inward_progress} Progress, next entry {story.inward_next}",
        *clue_and_ally_words(content, state),  # beside the Story and Doom cards [GEN-039]
    ]
    ship = [
        f"Hull {argo.hull} · Crew {argo.crew} · Argo Fate {argo.argo_fate}",
        f"Knowledge {argo.knowledge} · Dreamwalkers {argo.dreamwalkers}",
        f"At {content.tile(state.voyage.tile).name} · Explored tiles: {len(state.voyage.explored)} "
        f"of {len(state.voyage.revealed)} on the table",
    ]
    titans = [f"Dreamwalkers aboard: {argo.dreamwalkers}"]
    for record in campaign.titans:
        cls = _name(battle.titans if battle is not None else {}, record.titan_class)
        label = f"“{record.name}”, {cls}" if record.name else f"{cls} (unnamed)"
        if record.prototype:
            label += ", Prototype"
        if record.patterns:
            label += f" · {len(record.patterns)} Pattern(s)"
        titans.append(label)
    for argonaut in state.argonauts:
        alive = "" if argonaut.alive else " · dead"
        titans.append(
            f"{argonaut.name}: Danger {argonaut.danger}, Fate {argonaut.fate}, "
            f"Rage {argonaut.rage}{alive}"
        )
    diplomacy_lines = []
    for faction in content.factions:
        track = diplomacy_track(state, content, faction.id)
        local = " (Local Faction)" if faction.id == campaign.local_faction else ""
        diplomacy_lines.append(
            f"{faction.name.removeprefix('The ')}{local}: {track.score:+d} {track.section}"
        )
    evolution = []
    primordials = battle.primordials if battle is not None else {}
    for track in content.cycle.evolution:
        marked = campaign.evolution.get(track.primordial, 0)
        boxes = "".join("■" if n < marked else "□" for n in range(len(track.boxes)))
        next_level = track.boxes[min(marked, len(track.boxes) - 1)] if track.boxes else 0
        evolution.append(
            f"{_name(primordials, track.primordial)}: {boxes} {marked} of {len(track.boxes)} "
            f"marked, next battle at level {next_level}"
        )
    adversary = campaign.adversary
    if adversary.primordial:
        where = (
            content.tiles[adversary.tile].name if adversary.tile in content.tiles else "off the map"
        )
        fate = " · defeated" if adversary.defeated else ""
        evolution.append(
            f"Adversary {_name(primordials, adversary.primordial)}: at {where}, "
            f"Battle Track box {adversary.track_box}{fate}"
        )
    sections = [
        OverviewSection("The day", tuple(line for line in day if line)),
        OverviewSection("Story and Doom", tuple(cards)),
        OverviewSection("The Argo", tuple(ship)),
        OverviewSection("Titans and Argonauts", tuple(titans)),
        OverviewSection("Diplomacy", tuple(diplomacy_lines) or ("No faction.",)),
        OverviewSection("Evolution Tracks", tuple(evolution) or ("No Evolution Track.",)),
    ]
    return sections
