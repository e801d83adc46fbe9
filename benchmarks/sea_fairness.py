"""How fair are generated seas? (issue 17: "Fair, measured"; a script that prints figures, not
a test; docs/generated-seas.md).

    python benchmarks/sea_fairness.py --from 1 --seeds 200 --games 8 --workers 2
    python benchmarks/sea_fairness.py --seeds 2 --games 1 --policy progress --length short
    python benchmarks/sea_fairness.py --seeds 8 --games 3 --length short --yardstick 0.45 --each

For each sea seed S in ``--from`` .. ``--from + --seeds - 1`` it generates the sea (timed, in
CPU time), runs the content checks on the generated pack, and plays ``--games`` whole
campaigns on that one sea, each with its own play seed (``--play-from``, ``+1`` ...: the same
play seeds on every sea, so seas are compared on the same dice), by the session's campaign
bot (``--policy``, default ``expert``: the player of `atoterm bot --campaign --policy expert`
and `atoterm balance`). The hand-made sea is played the same way with the same play seeds: its
victory rate is the yardstick, unless ``--yardstick R`` gives it (docs/balance.md measures
it over more games than a run here affords). ``--each`` prints every campaign's end as it
comes (a long run cut short still leaves its figures) and again under its sea.

It prints one line per sea (checks, generation time, victories), then the distribution: how
many seas' rates are more than ``--band`` below the hand-made rate (much harder) or above it
(much easier), and a summary. With few games per sea a rate is coarse (8 games: steps of
12.5 %); the largest standard error of a rate over k games, 1/(2 sqrt(k)), is printed beside
the band so that the two can be weighed. A short sea is compared with the hand-made sea all
the same (the only one there is), which is the full Cycle: say so when reading the figures.

Campaigns are independent tasks on a ``multiprocessing`` pool of ``--workers`` processes
(each loads the content once; each sea is generated once per worker, kept in the pack's
memo). The figures do not depend on the number of workers.
"""

from __future__ import annotations

import argparse
import math
import statistics
import sys
import time
from dataclasses import dataclass
from multiprocessing import Pool
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
if str(REPO) not in sys.path:
    sys.path.insert(0, str(REPO))

from atoterm.content import ContentPack, load_content  # noqa: E402
from atoterm.engine.state import RulesOptions  # noqa: E402
from atoterm.session.campaign_bot import CAMPAIGN_POLICIES, play_campaign  # noqa: E402
from atoterm.session.sea import GENERATOR_VERSION, LENGTHS, SeaSpec, sea_pack  # noqa: E402
from atoterm.session.sea_files import check_sea as content_checks  # noqa: E402

HANDMADE = -1
"""The task's sea seed for the hand-made sea."""

_content: ContentPack | None = None
"""The worker's content pack (a script's worker process: loaded once by ``_start``)."""


def _start(folder: str | None) -> None:
    global _content
    _content = load_content(folder)


@dataclass(frozen=True)
class Task:
    sea_seed: int
    """``HANDMADE`` for the hand-made sea."""
    play_seed: int
    length: str
    policy: str
    difficulty: str


@dataclass(frozen=True)
class SeaCheck:
    sea_seed: int
    problems: tuple[str, ...]
    generate_ms: float


@dataclass(frozen=True)
class Played:
    sea_seed: int
    play_seed: int
    outcome: str
    day: int
    cpu: float
    reason: str = ""


def check_sea(task: tuple[int, str]) -> SeaCheck:
    """Generate sea ``seed`` afresh (timed, CPU: nothing kept from an earlier one) and run
    every content check on it (``session/sea_files.check_sea``: `atoterm content check` of
    its folder, the folder read back the same, the generator's own rules)."""
    seed, length = task
    assert _content is not None
    _content.memo.pop(("sea", _content.hash, seed, length, GENERATOR_VERSION), None)
    start = time.process_time()
    sea_pack(_content, SeaSpec("generated", seed, length))
    spent = (time.process_time() - start) * 1000
    return SeaCheck(seed, tuple(content_checks(_content, seed, length)), spent)


def play(task: Task) -> Played:
    assert _content is not None
    sea = None if task.sea_seed == HANDMADE else SeaSpec("generated", task.sea_seed, task.length)
    start = time.process_time()
    _, result = play_campaign(
        _content,
        task.play_seed,
        policy=task.policy,
        rules=RulesOptions(difficulty=task.difficulty),
        sea=sea,
    )
    return Played(
        task.sea_seed,
        task.play_seed,
        result.outcome,
        result.days,
        time.process_time() - start,
        result.reason,
    )


def rate(runs: list[Played]) -> float:
    return sum(1 for r in runs if r.outcome == "won") / len(runs) if runs else 0.0


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--from", dest="first", type=int, default=1, help="first sea seed")
    parser.add_argument("--seeds", type=int, default=10, help="how many sea seeds")
    parser.add_argument("--games", type=int, default=4, help="campaigns per sea")
    parser.add_argument("--play-from", type=int, default=1000, help="first play seed")
    parser.add_argument("--length", choices=LENGTHS, default="full")
    parser.add_argument("--policy", choices=tuple(CAMPAIGN_POLICIES), default="expert")
    parser.add_argument("--difficulty", default="normal")
    parser.add_argument("--workers", type=int, default=1, help="processes (default 1)")
    parser.add_argument(
        "--band",
        type=float,
        default=0.25,
        help="a rate this far from the hand-made one is much harder or easier (default 0.25)",
    )
    parser.add_argument("--content", default=None, help="content folder (default: embedded)")
    parser.add_argument(
        "--yardstick",
        type=float,
        default=None,
        help="the hand-made sea's victory rate (0-1) to compare with, instead of playing it "
        "(docs/balance.md measures it over more games than a run here can afford)",
    )
    parser.add_argument(
        "--each", action="store_true", help="print every campaign's end (day, reason) too"
    )
    args = parser.parse_args(argv)
    if args.seeds < 1 or args.games < 1 or args.workers < 1:
        parser.error("--seeds, --games and --workers are at least 1")
    seas = range(args.first, args.first + args.seeds)
    plays = [args.play_from + g for g in range(args.games)]
    tasks = [
        Task(sea, p, args.length, args.policy, args.difficulty)
        for sea in ([] if args.yardstick is not None else [HANDMADE]) + list(seas)
        for p in plays
    ]
    wall = time.perf_counter()
    with Pool(args.workers, initializer=_start, initargs=(args.content,)) as pool:
        checks = {
            c.sea_seed: c for c in pool.imap_unordered(check_sea, [(s, args.length) for s in seas])
        }
        runs: dict[int, list[Played]] = {}
        for done in pool.imap_unordered(play, tasks):
            runs.setdefault(done.sea_seed, []).append(done)
            if args.each:  # as each ends: a long run's figures so far, should it be cut short
                print(
                    f"  sea {done.sea_seed} play seed {done.play_seed}: {done.outcome} on day "
                    f"{done.day} ({done.reason}) cpu {done.cpu:.1f} s",
                    flush=True,
                )
    wall = time.perf_counter() - wall
    print(
        f"sea fairness: {args.seeds} seas from {args.first}, length {args.length}, "
        f"{args.games} {args.policy} campaigns each (play seeds {plays[0]}..{plays[-1]}), "
        f"difficulty {args.difficulty}, {args.workers} workers"
    )
    if args.yardstick is None:
        base = rate(runs[HANDMADE])
        print(f"hand-made sea: {_won(runs[HANDMADE])}")
    else:
        base = args.yardstick
        print(f"hand-made sea: not played; its rate taken as {base:.0%} (--yardstick)")
    harder, easier, failed = [], [], []
    for sea in seas:
        check, played = checks[sea], runs[sea]
        verdict = ""
        if rate(played) < base - args.band:
            harder.append(sea)
            verdict = "  much harder"
        elif rate(played) > base + args.band:
            easier.append(sea)
            verdict = "  much easier"
        if check.problems:
            failed.append(sea)
        problems = (
            f"{len(check.problems)} problem(s): {check.problems[0]}" if check.problems else "ok"
        )
        print(
            f"sea {sea}: checks {problems}; generated in {check.generate_ms:.0f} ms; "
            f"{_won(played)}{verdict}"
        )
        if args.each:
            for r in sorted(played, key=lambda r: r.play_seed):
                print(f"    play seed {r.play_seed}: {r.outcome} on day {r.day} ({r.reason})")
    rates = [rate(runs[sea]) for sea in seas]
    wins = [sum(1 for r in runs[sea] if r.outcome == "won") for sea in seas]
    print(
        f"wins per sea (out of {args.games}): "
        + ", ".join(f"{k}: {wins.count(k)} seas" for k in range(args.games + 1))
    )
    generation = [checks[sea].generate_ms for sea in seas]
    error = 0.5 / math.sqrt(args.games)  # sqrt(p(1-p)/k) is largest at p = 1/2
    yardstick = " (the hand-made sea is the full Cycle)" if args.length == "short" else ""
    print(
        f"distribution: {len(harder)} much harder, {len(easier)} much easier, "
        f"{args.seeds - len(harder) - len(easier)} within {args.band:.0%} of the hand-made "
        f"{base:.0%}{yardstick} (a rate's standard error over {args.games} games: at most "
        f"{error:.0%})"
    )
    print(
        f"summary: victory rate mean {statistics.fmean(rates):.0%}, median "
        f"{statistics.median(rates):.0%}, min {min(rates):.0%}, max {max(rates):.0%}; "
        f"{len(failed)} seas fail the checks{(' (' + ', '.join(map(str, failed)) + ')') if failed else ''}; "
        f"generation mean {statistics.fmean(generation):.0f} ms, max {max(generation):.0f} ms "
        f"(CPU); campaign CPU mean "
        f"{statistics.fmean(r.cpu for rs in runs.values() for r in rs):.1f} s; wall {wall:.0f} s"
    )
    return 1 if failed else 0


def _won(runs: list[Played]) -> str:
    won = sum(1 for r in runs if r.outcome == "won")
    days = statistics.fmean(r.day for r in runs)
    return f"won {won}/{len(runs)} ({rate(runs):.0%}), mean last day {days:.1f}"


if __name__ == "__main__":
    raise SystemExit(main())
