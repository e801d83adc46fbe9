"""Whole campaigns for the balance report, traced day by day: how each ended (day and cause),
the Progress, Doom, Hull and Crew at the end of every day, the battles fought (the levels the
party actually met) and the resources earned and spent.

A campaign is played through a session without a journal (``Game.new(save=None)``), with a
campaign policy's choices (``campaign_bot.CAMPAIGN_POLICIES``): the same campaign, choice for
choice, that ``atoterm bot --campaign --seed N --policy P`` plays.
"""

from __future__ import annotations

import time
from collections import Counter
from dataclasses import dataclass, field

from atoterm.content.schema import ContentPack
from atoterm.engine.campaign.difficulty import DEFAULT_DIFFICULTY
from atoterm.engine.state import RulesOptions
from atoterm.session.campaign_bot import CAMPAIGN_POLICIES, MAX_CAMPAIGN_DECISIONS
from atoterm.session.game import Game

# CAMPAIGN_POLICIES (campaign_bot.py), weakest first: random (uniform legal choices outside
# battles, the progress player inside them), progress (a strong player's sense on the voyage,
# voyage_sense.py; the progress player in battles, who retreats from one being lost), expert (the same sense, look-aheads and a
# timely retreat in battles).
__all__ = ["CAMPAIGN_POLICIES", "CampaignRun", "play_traced_campaign"]


@dataclass(frozen=True)
class DayMark:
    """The table at the end of a day."""

    day: int
    progress: int
    doom: int
    hull: int
    crew: int


@dataclass(frozen=True)
class BattleMet:
    day: int
    kind: str
    primordial: str
    level: int
    result: str
    titans_lost: int


@dataclass
class CampaignRun:
    policy: str
    difficulty: str
    seed: int
    outcome: str
    """"won", "lost" or "unfinished"."""
    reason: str
    day: int
    decisions: int
    seconds: float
    days: list[DayMark] = field(default_factory=list)
    battles: list[BattleMet] = field(default_factory=list)
    earned: dict[str, int] = field(default_factory=dict)
    spent: dict[str, int] = field(default_factory=dict)
    story_card: str = ""
    """The Story card the campaign ended on (how far the story got)."""


def play_traced_campaign(
    content: ContentPack,
    seed: int,
    policy: str,
    difficulty: str = DEFAULT_DIFFICULTY,
    max_decisions: int = MAX_CAMPAIGN_DECISIONS,
) -> CampaignRun:
    choose = CAMPAIGN_POLICIES[policy]
    start = time.perf_counter()
    rules = RulesOptions(difficulty=difficulty)
    game = Game.new(content, seed, rules=rules, save=None, durable=False)
    earned: Counter[str] = Counter()
    spent: Counter[str] = Counter()
    marks: list[DayMark] = []
    made = 0
    try:
        day = game.state.timeline.day
        held = dict(game.state.story.resources)
        while game.pending is not None and not game.over and made < max_decisions:
            before = _mark(game)
            game.choose(choose(game))
            made += 1
            now = game.state.story.resources
            for name in sorted(set(held) | set(now)):
                change = now.get(name, 0) - held.get(name, 0)
                if change > 0:
                    earned[name] += change
                elif change < 0:
                    spent[name] -= change
            held = dict(now)
            if game.state.timeline.day != day:
                if day > 0:
                    marks.append(before)  # the table as the day closed
                day = game.state.timeline.day
        marks.append(_mark(game))
    finally:
        game.close()
    state = game.state
    outcome = state.outcome
    return CampaignRun(
        policy=policy,
        difficulty=difficulty,
        seed=seed,
        outcome=outcome.result if outcome is not None else "unfinished",
        reason=outcome.reason if outcome is not None else f"stopped after {made} decisions",
        day=state.timeline.day,
        decisions=made,
        seconds=time.perf_counter() - start,
        days=marks,
        battles=[
            BattleMet(r.day, r.kind, r.primordial, r.level, r.result, r.titans_lost)
            for r in state.campaign.battles
        ],
        earned=dict(sorted(earned.items())),
        spent=dict(sorted(spent.items())),
        story_card=state.story.story_card,
    )


def _mark(game: Game) -> DayMark:
    state = game.state
    return DayMark(state.timeline.day, state.progress, state.doom, state.argo.hull, state.argo.crew)
