"""Running the balance games on every core: work is cut into chunks (all the battles of one
line and policy, or a few campaigns), each chunk loads the content once in its worker, and
the results come back in the order the chunks were made, whatever the number of workers —
so the report is the same on one core or eight."""

from __future__ import annotations

import os
from collections.abc import Iterable, Sequence
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass

from atoterm.content import load_content
from atoterm.engine.campaign.difficulty import DEFAULT_DIFFICULTY
from atoterm.session.balance.battles import (
    BattleCase,
    BattleFigures,
    BattleRun,
    battle_seed,
    play_battle,
    summarise,
)
from atoterm.session.balance.campaigns import CampaignRun, play_traced_campaign

CAMPAIGNS_PER_CHUNK = 2


@dataclass(frozen=True)
class Chunk:
    """One worker's share: battles of one case and policy, or campaigns of one policy."""

    content_dir: str | None
    policy: str
    seeds: tuple[int, ...]
    case: BattleCase | None = None
    """The battle line; None for campaigns."""
    difficulty: str = DEFAULT_DIFFICULTY
    """The campaigns' difficulty (battles ignore it)."""


def default_jobs() -> int:
    return max(1, len(os.sched_getaffinity(0)) if hasattr(os, "sched_getaffinity") else 1)


def play_chunk(chunk: Chunk) -> list[BattleRun] | list[CampaignRun]:
    content = load_content(chunk.content_dir)
    if chunk.case is not None:
        return [play_battle(content, chunk.case, chunk.policy, seed) for seed in chunk.seeds]
    return [
        play_traced_campaign(content, seed, chunk.policy, chunk.difficulty) for seed in chunk.seeds
    ]


def battle_chunks(
    content_dir: str | None,
    cases: Sequence[BattleCase],
    policies: Sequence[str],
    games: int,
    seed: int,
) -> list[Chunk]:
    return [
        Chunk(content_dir, policy, tuple(battle_seed(seed, case, g) for g in range(games)), case)
        for case in cases
        for policy in policies
    ]


def campaign_chunks(
    content_dir: str | None,
    policies: Sequence[str],
    games: int,
    seed: int,
    difficulties: Sequence[str] = (DEFAULT_DIFFICULTY,),
) -> list[Chunk]:
    """The same seeds for every policy and difficulty (paired comparisons)."""
    chunks = []
    seeds = [seed + g for g in range(games)]
    for difficulty in difficulties:
        for policy in policies:
            for start in range(0, games, CAMPAIGNS_PER_CHUNK):
                part = tuple(seeds[start : start + CAMPAIGNS_PER_CHUNK])
                chunks.append(Chunk(content_dir, policy, part, difficulty=difficulty))
    return chunks


def play_all(chunks: Sequence[Chunk], jobs: int) -> list[BattleRun | CampaignRun]:
    """Every chunk's results, in chunk order (one process when ``jobs`` is 1)."""
    results: Iterable[list[BattleRun] | list[CampaignRun]]
    if jobs <= 1 or len(chunks) <= 1:
        results = map(play_chunk, chunks)
        return [run for result in results for run in result]
    with ProcessPoolExecutor(max_workers=jobs) as pool:
        return [run for result in pool.map(play_chunk, chunks) for run in result]


def battle_figures(runs: Sequence[BattleRun | CampaignRun]) -> list[BattleFigures]:
    return summarise([r for r in runs if isinstance(r, BattleRun)])


def campaign_runs(runs: Sequence[BattleRun | CampaignRun]) -> list[CampaignRun]:
    return [r for r in runs if isinstance(r, CampaignRun)]
