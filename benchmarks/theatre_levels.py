"""How hard each Mnestis Theatre Level plays: bot battles at every Level from the last campaign
Level up (Ammonax and Kyanippe 4-9, Threnos 1-9 with no Battle Track box), figures per Level.

    python benchmarks/theatre_levels.py [--policy progress] [--games 20] [--seed 1]
        [--primordial ammonax] [--levels 5,7,9] [--jobs 2]

Each battle is ``practice.simulate_practice`` (``--policy expert``: a session) with
``theatre=True`` and its own seed (``seed + 1000 * level + game``, the same seeds at every
Level, so Levels meet the same shuffles), so any of them can be played again. Printed per
Level: battles, wins (rate), Retreats (Threnos allows one once 2 Titans have died, and the
expert takes it), mean rounds, mean Titans lost and the mean share of the Level's Wounds
dealt (a lost battle that came close counts for more than one that did not): the figures
docs/battle-content.md quotes [MNE-003].
"""

from __future__ import annotations

import argparse
import sys
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass
from fractions import Fraction

from atoterm.content import load_content
from atoterm.content.schema import ContentPack
from atoterm.engine.battle.core.context import B
from atoterm.engine.battle.titans.stats import wounds_dealt
from atoterm.engine.rng import Rng
from atoterm.engine.state import GameState
from atoterm.session.practice import (
    MAX_BATTLE_DECISIONS,
    needs_session,
    new_practice_game,
    play_bot,
    simulate_practice,
)


@dataclass(frozen=True)
class Outcome:
    primordial: str
    level: int
    won: bool
    retreated: bool
    rounds: int
    titans_lost: int
    wound_share: Fraction
    finished: bool


def _state(content: ContentPack, pid: str, level: int, policy: str, seed: int) -> GameState:
    if needs_session(policy):
        game = new_practice_game(
            content, seed, primordial=pid, level=level, durable=False, theatre=True
        )
        try:
            play_bot(game, MAX_BATTLE_DECISIONS, policy)
        finally:
            game.close()
        return game.state
    table = simulate_practice(content, seed, policy, primordial=pid, level=level, theatre=True)
    return table.state


def play(job: tuple[str, int, str, int]) -> Outcome:
    pid, level, policy, seed = job
    content = load_content()
    state = _state(content, pid, level, policy, seed)
    battle = state.battle
    assert battle is not None
    b = B(state, content, Rng(state.seed, state.rng))
    needed = b.level.wounds
    return Outcome(
        pid,
        level,
        battle.result == "won",
        battle.result == "retreat",
        battle.round,
        sum(1 for t in battle.titans if not t.alive),
        Fraction(min(wounds_dealt(b), needed), needed),
        state.pending is None,
    )


def jobs(args: argparse.Namespace, content: ContentPack) -> list[tuple[str, int, str, int]]:
    assert content.battle is not None
    found = []
    for pid, prim in content.battle.primordials.items():
        if args.primordial and pid not in args.primordial.split(","):
            continue
        first = 1 if prim.adversary else prim.levels[-1].level
        for lv in prim.all_levels:
            if lv.level < first or (args.levels and lv.level not in args.levels):
                continue
            for game in range(args.games):
                found.append((pid, lv.level, args.policy, args.seed + 1000 * lv.level + game))
    return found


def mean(values: list[int] | list[Fraction]) -> str:
    return f"{float(sum(values, Fraction(0)) / max(len(values), 1)):.2f}"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--policy", default="progress")
    parser.add_argument("--games", type=int, default=20)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--primordial", default="")
    parser.add_argument("--levels", type=lambda s: [int(x) for x in s.split(",")], default=[])
    parser.add_argument("--jobs", type=int, default=1)
    args = parser.parse_args(argv)
    content = load_content()
    todo = jobs(args, content)
    with ProcessPoolExecutor(max_workers=max(1, args.jobs)) as pool:
        outcomes = list(pool.map(play, todo, chunksize=1))
    print(f"policy {args.policy}, {args.games} battles per Level, base seed {args.seed}")
    print(
        "| Primordial | Level | battles | won | retreated | mean rounds | mean Titans lost "
        "| Wounds dealt |"
    )
    print("|---|---|---|---|---|---|---|---|")
    keys = sorted({(o.primordial, o.level) for o in outcomes}, key=lambda k: (k[0], k[1]))
    for pid, level in keys:
        runs = [o for o in outcomes if (o.primordial, o.level) == (pid, level)]
        won = sum(o.won for o in runs)
        unfinished = sum(not o.finished for o in runs)
        print(
            f"| {pid} | {level} | {len(runs)} | {won} ({round(100 * won / len(runs))} %) | "
            f"{sum(o.retreated for o in runs)} | "
            f"{mean([o.rounds for o in runs])} | {mean([o.titans_lost for o in runs])} | "
            f"{float(sum(o.wound_share for o in runs) / len(runs)):.1%} |"
            + (f" ({unfinished} unfinished)" if unfinished else "")
        )
    return 0


if __name__ == "__main__":
    sys.exit(main())
