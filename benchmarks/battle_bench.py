"""Battle figures for atoterm on this machine (a script that prints figures, not a test).

    python benchmarks/battle_bench.py            # 500 random battles + throughput + render
    python benchmarks/battle_bench.py --quick    # 50 random battles

What it measures (goals in GOALS):

* headless bot battles per second on one core (one process, no journal file), and decisions
  per second, over the four levels of the first Primordial;
* the random-battle property run over N battles: random legal choices, the invariants of
  ``atoterm.engine.battle.invariants`` after every decision, and ``verify`` of every tenth
  journal (the CI suite plays a smaller count, ``tests/test_battle_random.py``);
* the battle board re-render after a decision at 120x40: the time to build the board text
  (``atoterm.ui.battle_text.render_board_text``) for the state after each of 200 decisions.
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
from atoterm.engine.battle import invariants  # noqa: E402
from atoterm.engine.rng import choose_index  # noqa: E402
from atoterm.session import verify_journal  # noqa: E402
from atoterm.session.practice import bot_battles, new_practice_game  # noqa: E402

GOALS = {"battles_per_s": 10.0, "render_ms": 30.0}


def throughput(content: object, games: int) -> tuple[float, float, str]:
    start = time.perf_counter()
    lines = []
    decisions = 0
    for level in (1, 2, 3, 4):
        stats = bot_battles(content, 1000 + level * 100, games // 4, level=level)  # type: ignore[arg-type]
        decisions += stats.decisions
        lines.append(f"  level {level}: {stats.line()}")
    elapsed = time.perf_counter() - start
    return games / elapsed, decisions / elapsed, "\n".join(lines)


def property_run(content: object, battles: int, folder: Path) -> tuple[int, list[str]]:
    failures: list[str] = []
    for seed in range(battles):
        save = folder / f"b{seed}.atoj" if seed % 10 == 0 else None
        game = new_practice_game(content, seed, level=1 + seed % 4, save=save, durable=False)  # type: ignore[arg-type]
        made = 0
        try:
            while game.pending is not None and made < 20_000:
                legal = game.pending.legal_options()
                game.choose(legal[choose_index(seed, "bot", made, len(legal))].id)
                made += 1
                problems = invariants.check(game.state, content)  # type: ignore[arg-type]
                if problems:
                    failures.append(f"seed {seed} decision {made}: {problems[0]}")
                    break
        except Exception as exc:  # the figure to report is exactly what broke
            failures.append(f"seed {seed} decision {made}: {type(exc).__name__}: {exc}")
        finally:
            game.close()
        if save is not None and not failures:
            result = verify_journal(save, content)  # type: ignore[arg-type]
            if not result.ok:
                failures.append(f"seed {seed}: verify: {result.divergence}")
    return battles, failures


def render_times(content: object) -> list[float]:
    from atoterm.ui.battle_text import render_board_text

    game = new_practice_game(content, 42, durable=False)  # type: ignore[arg-type]
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
    args = parser.parse_args(argv)
    content = load_content()
    games = 20 if args.quick else 40
    rate, dps, detail = throughput(content, games)
    print(f"bot battles/s (one core): {rate:.1f} (goal >= {GOALS['battles_per_s']:.0f})")
    print(f"decisions/s: {dps:.0f}")
    print(detail)
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
