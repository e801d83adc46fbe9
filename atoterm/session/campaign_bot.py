"""The campaign bot: whole campaigns played headless with legal choices
(``atoterm bot --campaign --seed N [--games K] [--save PATH] [--policy P]``, the balance
report, the CI test, the benchmark).

Three campaign policies (``CAMPAIGN_POLICIES``), from weakest to strongest:

* ``random`` (the default, documented speed trade-off): outside battles every decision is a
  uniform pick among the legal options from the dedicated "bot" stream of the campaign's seed
  (one draw per decision); inside a battle ("battle.*" decisions) the bot plays the
  ``progress`` policy of ``bot_policy.py``: default loadout, attack when it can, otherwise walk
  toward the Primordial, close windows, never retreat or replay. A plain random battle wanders
  for thousands of decisions (seconds each battle); the progress player ends one in a few
  hundred.
* ``progress``: a player who knows what the campaign asks but does not think ahead in
  battles. On the voyage it plays a strong player's heuristics (``voyage_sense.py``: routes
  toward Progress and Titan symbols and the Story card's tile, Hull repairs, research, trades,
  Exploration choices, the weaker Primordial); in the storybook it reads as the ``explore``
  bot (the best leader, a Delve drawn to its difficulty, fresh paragraphs, never a retreat);
  in battles it is the ``progress`` player, who retreats when the rules allow it and the
  battle is being lost (``bot_policy.timely_retreat``: a Titan kept is a battle still possible).
* ``expert``: the same voyage and storybook sense, except that at a story choice it first
  spares the party any choice whose words name a harm to it (``story_sense.py``: Despair,
  Danger, Wounds, a lost Titan), with the ``expert``'s look-aheads in battles and a retreat
  when the battle is being lost (``bot_policy._expert``).

All only ever pick legal options: the rules are never bypassed, and the journal replays to the
same digest.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from dataclasses import dataclass, replace
from pathlib import Path

from atoterm.content.schema import ContentPack
from atoterm.engine.epilogue import Epilogue
from atoterm.engine.state import RulesOptions
from atoterm.session.bot_policy import bot_choice, timely_retreat
from atoterm.session.game import Game, SessionError
from atoterm.session.sea import SeaSpec
from atoterm.session.voyage_sense import voyage_choice

MAX_CAMPAIGN_DECISIONS = 200_000
"""A campaign that has not ended after this many decisions is reported, not looped on."""


@dataclass
class CampaignResult:
    seed: int
    outcome: str
    """"won", "lost" or "unfinished"."""
    reason: str
    rule: str
    days: int
    battles: int
    battles_won: int
    deaths: int
    decisions: int
    seconds: float
    path: Path | None = None

    def line(self) -> str:
        saved = f" journal={self.path}" if self.path is not None else ""
        rule = f" [{self.rule}]" if self.rule else ""
        return (
            f"seed={self.seed} outcome={self.outcome} days={self.days} battles={self.battles} "
            f"won={self.battles_won} deaths={self.deaths} decisions={self.decisions} "
            f"seconds={self.seconds:.1f}{saved} ({self.reason}{rule})"
        )


def campaign_choice(game: Game) -> str:
    """The bot's option for the pending decision (see the module docstring)."""
    pending = game.pending
    assert pending is not None
    policy = "progress" if pending.kind.startswith("battle.") else "random"
    return bot_choice(game, policy)


def progress_campaign_choice(game: Game) -> str:
    """The ``progress`` campaign policy's option (see the module docstring)."""
    pending = game.pending
    assert pending is not None
    if pending.kind.startswith("battle."):
        retreat = timely_retreat(game, pending.legal_options())
        return retreat.id if retreat is not None else bot_choice(game, "progress")
    sensed = voyage_choice(game.content, game.state, pending, pending.legal_options())
    return sensed.id if sensed is not None else bot_choice(game, "explore")


def expert_campaign_choice(game: Game) -> str:
    """The ``expert`` campaign policy's option (see the module docstring)."""
    return bot_choice(game, "expert")


CAMPAIGN_POLICIES: dict[str, Callable[[Game], str]] = {
    "random": campaign_choice,
    "progress": progress_campaign_choice,
    "expert": expert_campaign_choice,
}
"""Campaign policies by name, weakest first (see the module docstring)."""


def campaign_policy(name: str) -> Callable[[Game], str]:
    """The policy called ``name``; a clear error for any other."""
    if name not in CAMPAIGN_POLICIES:
        known = ", ".join(CAMPAIGN_POLICIES)
        raise SessionError(f"{name!r} is not a campaign policy (campaign policies: {known})")
    return CAMPAIGN_POLICIES[name]


def journal_path(path: Path | str, index: int, games: int) -> Path:
    """Game ``index`` (1-based) of ``games``: ``run.atoj`` -> ``run-2.atoj`` when games > 1."""
    base = Path(path)
    if games <= 1:
        return base
    return base.with_name(f"{base.stem}-{index}{base.suffix}")


def play_campaign(
    content: ContentPack,
    seed: int,
    save: Path | str | None = None,
    max_decisions: int = MAX_CAMPAIGN_DECISIONS,
    durable: bool = False,
    rules: RulesOptions | None = None,
    policy: str = "random",
    epilogue: Epilogue | None = None,
    sea: SeaSpec | None = None,
    daily: str = "",
) -> tuple[Game, CampaignResult]:
    """One campaign from creation to its end (or ``max_decisions``); ``durable``: fsync every
    record of the journal, as ``atoterm bot --save`` does (tests and benchmarks need not);
    ``sea``: a generated sea (its own seed: many campaigns may sail one sea); ``daily``: the
    UTC date whose daily voyage ``seed`` is."""
    choose = campaign_policy(policy)
    start = time.perf_counter()
    game = Game.new(
        content,
        seed,
        rules=rules,
        save=save,
        durable=durable,
        epilogue=epilogue,
        sea=sea,
        daily=daily,
    )
    made = 0
    try:
        while game.pending is not None and not game.over and made < max_decisions:
            game.choose(choose(game))
            made += 1
    finally:
        game.close()
    state = game.state
    outcome = state.outcome
    records = state.campaign.battles
    dead = {a.name for a in state.fallen_sheets if not a.alive}
    dead |= {a.name for a in state.argonauts if not a.alive}
    result = CampaignResult(
        seed=seed,
        outcome=outcome.result if outcome is not None else "unfinished",
        reason=outcome.reason if outcome is not None else f"stopped after {made} decisions",
        rule=outcome.rule if outcome is not None else "",
        days=state.timeline.day,
        battles=len(records),
        battles_won=sum(1 for r in records if r.result == "won"),
        deaths=len(dead),
        decisions=made,
        seconds=time.perf_counter() - start,
        path=Path(save) if save is not None else None,
    )
    return game, result


def play_campaigns(
    content: ContentPack,
    seed: int,
    games: int = 1,
    save: Path | str | None = None,
    durable: bool = False,
    rules: RulesOptions | None = None,
    policy: str = "random",
    epilogue: Epilogue | None = None,
    sea: SeaSpec | None = None,
    daily: str = "",
) -> list[CampaignResult]:
    """``games`` campaigns with seeds ``seed``, ``seed + 1`` ...; each journal saved to
    ``save`` (``-i`` before the suffix when games > 1), played by the campaign ``policy``;
    ``sea``: a generated sea, each campaign's generated from its own seed (as ``--seed`` of
    one campaign would); ``daily``: the UTC date whose daily voyage ``seed`` is (the first
    campaign's: the others' seeds are no day's)."""
    check_games(games)
    campaign_policy(policy)  # a wrong name fails before the first campaign
    out = []
    for index in range(1, games + 1):
        path = journal_path(save, index, games) if save is not None else None
        out.append(
            play_campaign(
                content,
                seed + index - 1,
                path,
                durable=durable,
                rules=rules,
                policy=policy,
                epilogue=epilogue,
                sea=replace(sea, seed=seed + index - 1) if sea is not None else None,
                daily=daily if index == 1 else "",
            )[1]
        )
    return out


def check_games(games: int) -> None:
    """Every bot mode plays at least one game."""
    if games < 1:
        raise SessionError("--games must be at least 1")
