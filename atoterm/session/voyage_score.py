"""A voyage's score: whole numbers from how a campaign ended, the same for everyone on a seed.

The definition, with its reasons, is docs/voyages.md ("The score"); the constants below are
that table. Integers only, so two players (or two machines) comparing a seed get the same
figure to the point.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from types import MappingProxyType
from typing import TYPE_CHECKING

if TYPE_CHECKING:  # annotations only: reading the log needs no engine
    from atoterm.engine.state import GameState

VICTORY = 3000
PER_PROGRESS = 100
PER_BATTLE_WON = 40
PER_ARGONAUT_ALIVE = 50
PER_TITAN_LOST = 20
PER_DAY_TO_SPARE = 20
"""A victory: each day of the Timeline left unused."""
PER_DAY_HELD = 5
"""A defeat: each day the Argo held out."""
DIFFICULTY_PERCENT: Mapping[str, int] = MappingProxyType(
    {"story": 50, "normal": 100, "heroic": 150}
)
"""The whole score is scaled by the difficulty (floor division: whole numbers)."""


@dataclass(frozen=True)
class VoyageFacts:
    """What the score reads of a campaign's end."""

    won: bool
    day: int
    days: int
    """The Timeline's length."""
    progress: int
    battles_won: int
    battles: int
    titans_lost: int
    argonauts_alive: int
    difficulty: str


def facts_of(state: GameState) -> VoyageFacts:
    """The facts of the campaign in ``state`` (over or not)."""
    records = state.campaign.battles
    return VoyageFacts(
        won=state.outcome is not None and state.outcome.result == "won",
        day=state.timeline.day,
        days=state.timeline.length,
        progress=state.progress,
        battles_won=sum(1 for r in records if r.result == "won"),
        battles=len(records),
        titans_lost=sum(r.titans_lost for r in records),
        argonauts_alive=sum(1 for a in state.argonauts if a.alive),
        difficulty=state.rules.difficulty,
    )


def score(facts: VoyageFacts) -> int:
    """The score of a voyage (docs/voyages.md): never below 0."""
    points = (
        facts.progress * PER_PROGRESS
        + facts.battles_won * PER_BATTLE_WON
        + facts.argonauts_alive * PER_ARGONAUT_ALIVE
        - facts.titans_lost * PER_TITAN_LOST
    )
    if facts.won:
        points += VICTORY + max(0, facts.days - facts.day) * PER_DAY_TO_SPARE
    else:
        points += max(0, facts.day) * PER_DAY_HELD
    percent = DIFFICULTY_PERCENT.get(facts.difficulty, 100)
    return max(0, points) * percent // 100
