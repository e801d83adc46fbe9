"""Practice battles for the balance report: every Primordial at every Level (an Adversary at
every Battle Track box), played headless by each policy asked for, on every core.

Each battle is ``practice.simulate_practice`` with its own seed, so a figure here is the
figure ``atoterm bot --battle`` gives for the same seeds, and any single battle can be
played again, decision for decision, with ``atoterm battle --seed``.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from atoterm.content.schema import ContentPack
from atoterm.session.balance.stats import Rate
from atoterm.session.practice import (
    MAX_BATTLE_DECISIONS,
    needs_session,
    new_practice_game,
    play_bot,
    simulate_practice,
)


@dataclass(frozen=True, order=True)
class BattleCase:
    """One line of the battle table: a Primordial at a Level (or an Adversary's box)."""

    primordial: str
    level: int
    box: int = 0
    """The Battle Track box of an Adversary battle (0 for a regular Primordial)."""

    def label(self, content: ContentPack) -> str:
        assert content.battle is not None
        name = content.battle.primordials[self.primordial].name.split(",")[0]
        return f"{name}, box {self.box}" if self.box else f"{name}, Level {self.level}"


@dataclass(frozen=True)
class BattleRun:
    """What one battle came to."""

    case: BattleCase
    policy: str
    seed: int
    won: bool
    rounds: int
    titans_lost: int
    decisions: int
    finished: bool


@dataclass
class BattleFigures:
    """Every battle of one case and policy, summed."""

    case: BattleCase
    policy: str
    runs: list[BattleRun] = field(default_factory=list)

    @property
    def rate(self) -> Rate:
        return Rate(sum(r.won for r in self.runs), len(self.runs))

    def total(self, name: str) -> int:
        return sum(getattr(r, name) for r in self.runs)


def battle_cases(content: ContentPack) -> list[BattleCase]:
    """Every Level of every regular Primordial, then every box of every Adversary."""
    assert content.battle is not None
    cases = []
    for pid, prim in content.battle.primordials.items():
        if prim.adversary:
            cases += [BattleCase(pid, prim.levels[0].level, box.box) for box in prim.track]
        else:
            cases += [BattleCase(pid, lv.level) for lv in prim.levels]
    return cases


def play_battle(content: ContentPack, case: BattleCase, policy: str, seed: int) -> BattleRun:
    if needs_session(policy):  # the expert looks ahead from restart points: a session
        game = new_practice_game(
            content,
            seed,
            primordial=case.primordial,
            level=case.level,
            track_box=case.box or None,
            durable=False,
        )
        try:
            made = play_bot(game, MAX_BATTLE_DECISIONS, policy)
        finally:
            game.close()
        state = game.state
    else:
        table = simulate_practice(
            content,
            seed,
            policy,
            primordial=case.primordial,
            level=case.level,
            track_box=case.box or None,
        )
        state, made = table.state, table.choices_made
    battle = state.battle
    assert battle is not None
    return BattleRun(
        case=case,
        policy=policy,
        seed=seed,
        won=battle.result == "won",
        rounds=battle.round,
        titans_lost=sum(1 for t in battle.titans if not t.alive),
        decisions=made,
        finished=state.pending is None,
    )


def battle_seed(base: int, case: BattleCase, game: int) -> int:
    """The seed of a case's ``game``-th battle: the same for every policy, so policies meet
    the same shuffles and rolls (a paired comparison), and different between cases."""
    return base + 1000 * (case.level + 10 * case.box) + game


def summarise(runs: list[BattleRun]) -> list[BattleFigures]:
    """The runs grouped by (case, policy), in the order first met."""
    groups: dict[tuple[BattleCase, str], BattleFigures] = {}
    for run in runs:
        key = (run.case, run.policy)
        if key not in groups:
            groups[key] = BattleFigures(run.case, run.policy)
        groups[key].runs.append(run)
    return list(groups.values())
