"""Campaign figures the screens name: the day, the nine steps, Skills and their sources,
sector glyphs.

The step list and titles are the engine's (``engine/steps.py``); a Skill's value and its sources are the engine's own sums of the
sheet, Mnemos and Fated Mnemos [CAMP-008, ADV-049, ADV-062].
"""

from __future__ import annotations

from dataclasses import dataclass

from atoterm.content.schema import SECTOR_GLYPHS, ContentPack
from atoterm.engine.adventure.conditions import skill_sources, skill_value
from atoterm.engine.campaign import diplomacy
from atoterm.engine.state import SKILLS, GameState
from atoterm.engine.steps import STEP_ORDER, step_title

__all__ = [
    "SECTOR_GLYPHS",
    "SKILLS",
    "STEP_ORDER",
    "DiplomacyTrack",
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
