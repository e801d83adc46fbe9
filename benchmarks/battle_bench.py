"""Battle figures for atoterm on this machine (a script that prints figures, not a test).

    python benchmarks/battle_bench.py            # throughput, render, 500 random battles
    python benchmarks/battle_bench.py --quick    # fewer battles, 50 random battles
    python benchmarks/battle_bench.py --throughput-only

What it measures (goals in GOALS):

* **headless battles per second on one core** (the issue's goal, >= 50, read on the
  ``progress`` policy): ``bot_battles`` without a journal, which simulates each battle
  (``driver.simulate``: the same procedures and the same battle, decision for decision, as a
  session; no journal, digest, snapshot or undo). Every Primordial of the content at each of
  its Levels; an Adversary (Threnos) at each box of its Battle Track. Policies (``bot_policy``):
  ``random`` = uniformly random legal choices, ``progress`` = a bot that closes windows,
  attacks when it can and walks toward the Primordial, ``explore``. CPU and wall time;
* **session battles per second**: the same battles played through ``Game.choose`` as a
  player's session does (the rules, then the state digest and the undo keyframe of every
  decision) — what verify, undo and a journaled ``bot --save`` cost;
* the random-battle property run over N battles: random legal choices, the invariants of
  ``atoterm.engine.battle.core.invariants`` after every decision, and ``verify`` of every tenth
  journal (the CI suite plays a smaller count, ``tests/test_battle_random.py``);
* the battle board re-render after a decision at 120x40: the time to build the board text
  (``atoterm.ui.battle_text.render_board_text``) for the state after each of 200 decisions.

Outcomes per seed are printed (won, rounds, deaths, decisions): they must not change when
only speed changed.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import tempfile
import time
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
if str(REPO) not in sys.path:
    sys.path.insert(0, str(REPO))

from atoterm.content import load_content  # noqa: E402
from atoterm.content.schema import ContentPack  # noqa: E402
from atoterm.engine.battle.core import invariants  # noqa: E402
from atoterm.engine.rng import choose_index  # noqa: E402
from atoterm.session import verify_journal  # noqa: E402
from atoterm.session.bot_policy import BOT_POLICIES  # noqa: E402
from atoterm.session.practice import (  # noqa: E402
    BotBattles,
    bot_battles,
    new_practice_game,
    play_bot,
)

GOALS = {"battles_per_s": 50.0, "render_ms": 30.0}
GOAL_POLICY = "progress"


def fights(content: ContentPack) -> list[tuple[str, int, int | None, str]]:
    """(primordial, level, track box or None, label) of every battle the content offers."""
    assert content.battle is not None
    out = []
    for pid, primordial in content.battle.primordials.items():
        for lv in primordial.levels:
            if primordial.track:
                for box in range(1, len(primordial.track) + 1):
                    out.append((pid, lv.level, box, f"{pid} level {lv.level} box {box}"))
            else:
                out.append((pid, lv.level, None, f"{pid} level {lv.level}"))
    return out


def throughput(
    content: ContentPack, games: int, policy: str, session: bool = False
) -> tuple[float, float, float, str]:
    """(battles/s wall, battles/s CPU, decisions/s CPU, detail lines) over every Primordial
    and level, ``games`` battles each; ``session``: through Game.choose, else simulated."""
    lines = []
    decisions = played = 0
    wall, cpu = time.perf_counter(), time.process_time()
    for pid, level, box, label in fights(content):
        start_wall, start_cpu = time.perf_counter(), time.process_time()
        seed = 1000 + level * 100 + (box or 0) * 10
        if session:
            stats = session_battles(content, seed, games, pid, level, box, policy)
        else:
            stats = bot_battles(
                content, seed, games, primordial=pid, level=level, track_box=box, policy=policy
            )
        spent = time.process_time() - start_cpu
        decisions += stats.decisions
        played += stats.games
        rate = stats.games / max(spent, 1e-9)
        lines.append(
            f"  {label}: {rate:.2f} battles/s, "
            f"{stats.decisions / max(spent, 1e-9):.0f} decisions/s (CPU; wall "
            f"{time.perf_counter() - start_wall:.1f} s); {stats.line()}"
        )
    wall, cpu = time.perf_counter() - wall, time.process_time() - cpu
    return played / wall, played / max(cpu, 1e-9), decisions / max(cpu, 1e-9), "\n".join(lines)


def session_battles(
    content: ContentPack, seed: int, games: int, pid: str, level: int, box: int | None, policy: str
) -> BotBattles:
    """The battles of ``bot_battles`` played through a session (Game.choose), no file."""
    stats = BotBattles()
    for number in range(games):
        game = new_practice_game(
            content, seed + number, primordial=pid, level=level, durable=False, track_box=box
        )
        made = play_bot(game, 20_000, policy)
        game.close()
        battle = game.state.battle
        assert battle is not None
        stats.games += 1
        stats.decisions += made
        stats.rounds += battle.round
        stats.deaths += sum(1 for t in battle.titans if not t.alive)
        stats.won += battle.result == "won"
        stats.unfinished += game.pending is not None
    return stats


def property_run(content: ContentPack, battles: int, folder: Path) -> tuple[int, list[str]]:
    failures: list[str] = []
    for seed in range(battles):
        save = folder / f"b{seed}.atoj" if seed % 10 == 0 else None
        game = new_practice_game(content, seed, level=1 + seed % 4, save=save, durable=False)
        made = 0
        try:
            while game.pending is not None and made < 20_000:
                legal = game.pending.legal_options()
                game.choose(legal[choose_index(seed, "bot", made, len(legal))].id)
                made += 1
                problems = invariants.check(game.state, content)
                if problems:
                    failures.append(f"seed {seed} decision {made}: {problems[0]}")
                    break
        except Exception as exc:  # the figure to report is exactly what broke
            failures.append(f"seed {seed} decision {made}: {type(exc).__name__}: {exc}")
        finally:
            game.close()
        if save is not None and not failures:
            result = verify_journal(save, content)
            if not result.ok:
                failures.append(f"seed {seed}: verify: {result.divergence}")
    return battles, failures


def render_times(content: ContentPack) -> list[float]:
    from atoterm.ui.battle_text import render_board_text

    game = new_practice_game(content, 42, durable=False)
    times = []
    made = 0
    while game.pending is not None and made < 200:
        legal = game.pending.legal_options()
        game.choose(legal[choose_index(42, "bot", made, len(legal))].id)
        made += 1
        start = time.perf_counter()
        render_board_text(game.state, content, 120, 40)
        times.append((time.perf_counter() - start) * 1000)
    return times


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--quick", action="store_true")
    parser.add_argument("--throughput-only", action="store_true")
    parser.add_argument("--no-session", action="store_true", help="skip the session figures")
    parser.add_argument("--games", type=int, default=None, help="battles per Primordial level")
    parser.add_argument("--policy", choices=BOT_POLICIES, action="append", default=None)
    args = parser.parse_args(argv)
    content = load_content()
    games = args.games or (2 if args.quick else 5)
    for policy in args.policy or (GOAL_POLICY, *(p for p in BOT_POLICIES if p != GOAL_POLICY)):
        wall, cpu, dps, detail = throughput(content, games, policy)
        goal = f" (goal >= {GOALS['battles_per_s']:.0f})" if policy == GOAL_POLICY else ""
        print(
            f"[{policy}] headless battles/s on one core: {cpu:.2f} CPU, {wall:.2f} wall{goal}; "
            f"decisions/s: {dps:.0f}"
        )
        print(detail)
    if not args.no_session:
        wall, cpu, dps, detail = throughput(content, games, GOAL_POLICY, session=True)
        print(
            f"[{GOAL_POLICY}, session] battles/s through Game.choose (digest and undo keyframe "
            f"of every decision): {cpu:.2f} CPU, {wall:.2f} wall; decisions/s: {dps:.0f}"
        )
        print(detail)
    if args.throughput_only:
        return 0
    times = render_times(content)
    if times:
        median = statistics.median(times)
        worst = max(times)
        print(
            f"board render at 120x40: median {median:.1f} ms, worst {worst:.1f} ms "
            f"(goal <= {GOALS['render_ms']:.0f} ms) over {len(times)} decisions"
        )
    with tempfile.TemporaryDirectory() as tmp:
        count, failures = property_run(content, 50 if args.quick else 500, Path(tmp))
    print(f"random battles with invariants: {count}, failures: {len(failures)}")
    for line in failures[:10]:
        print("  " + line)
    return 1 if failures else 0


if __name__ == "__main__":
    raise SystemExit(main())
