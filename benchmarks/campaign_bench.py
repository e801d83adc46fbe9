"""Campaign figures for atoterm on this machine (a script that prints figures, not a test).

    python benchmarks/campaign_bench.py              # 5 campaigns (seeds 1..5)
    python benchmarks/campaign_bench.py --games 20   # more campaigns
    python benchmarks/campaign_bench.py --quick      # 2 campaigns

It measures (goals in GOALS):

* seconds per headless campaign played by the campaign bot (``session/campaign_bot.py``:
  random legal choices outside battles, the ``progress`` player inside them), wall clock and
  CPU, with the outcomes, days, battles and decisions;
* the journal size of a full campaign (the longest one played);
* the load time of that journal (``session.loading.load_game``: fold the records, rebuild the
  state from the last keyframe), median of 5;
* ``verify`` of that journal (a full replay);
* the resident memory of this process after the campaigns (``resource.getrusage`` peak RSS).
"""

from __future__ import annotations

import argparse
import resource
import statistics
import sys
import tempfile
import time
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
if str(REPO) not in sys.path:
    sys.path.insert(0, str(REPO))

from atoterm.content import load_content  # noqa: E402
from atoterm.session import verify_journal  # noqa: E402
from atoterm.session.campaign_bot import CampaignResult, play_campaign  # noqa: E402
from atoterm.session.loading import load_game  # noqa: E402

GOALS = {"load_seconds": 1.0, "memory_mb": 200}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=5)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--quick", action="store_true")
    args = parser.parse_args()
    games = 2 if args.quick else args.games

    pack = load_content()
    folder = Path(tempfile.mkdtemp(prefix="atoterm-campaign-bench-"))
    results: list[CampaignResult] = []
    cpu: list[float] = []
    for number in range(games):
        seed = args.seed + number
        start_cpu = time.process_time()
        _game, result = play_campaign(pack, seed, folder / f"{seed}.atoj")
        cpu.append(time.process_time() - start_cpu)
        results.append(result)
        print(result.line(), flush=True)
    wall = [r.seconds for r in results]
    print(
        f"campaigns: {games}, seconds per campaign: median {statistics.median(wall):.1f} wall "
        f"({statistics.median(cpu):.1f} CPU), max {max(wall):.1f}; decisions per campaign: "
        f"median {statistics.median(r.decisions for r in results):.0f}; "
        f"{sum(r.decisions for r in results) / sum(wall):.0f} decisions/s"
    )
    outcomes = sorted({f"{r.outcome} ({r.rule})" for r in results})
    print(f"outcomes: {', '.join(outcomes)}")
    print(
        f"days: median {statistics.median(r.days for r in results):.0f}, battles: "
        f"{sum(r.battles for r in results)} ({sum(r.battles_won for r in results)} won), "
        f"deaths: {sum(r.deaths for r in results)}"
    )
    longest = max(results, key=lambda r: r.decisions)
    assert longest.path is not None
    size = longest.path.stat().st_size
    print(f"journal of the longest campaign (seed {longest.seed}): {size / 1024:.0f} KiB")
    loads = []
    for _ in range(5):
        start = time.perf_counter()
        load_game(longest.path, pack, writable=False)
        loads.append(time.perf_counter() - start)
    goal = GOALS["load_seconds"]
    print(f"load that journal: median {statistics.median(loads):.2f} s (goal <= {goal:.0f} s)")
    start = time.perf_counter()
    verified = verify_journal(longest.path, pack)
    print(f"verify that journal: {time.perf_counter() - start:.1f} s, ok={verified.ok}")
    peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024  # KiB on Linux
    print(
        f"resident memory after the campaigns: {peak:.0f} MB peak (goal <= {GOALS['memory_mb']} MB)"
    )


if __name__ == "__main__":
    main()
