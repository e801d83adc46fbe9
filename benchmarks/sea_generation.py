"""How long generating a sea takes (issue 17: at most 100 ms a seed; a script that prints
figures, not a test).

    python benchmarks/sea_generation.py              # 100 seeds of each length
    python benchmarks/sea_generation.py --seeds 500 --from 1000

For each length it prints the mean, median and maximum CPU time (``time.process_time``, so
other work on the machine counts less than in wall time) of ``generate_sea`` over the seeds,
and the seed of the slowest. The content pack is loaded once, before the clock starts; the
first sea is generated once untimed, so the figures are of a warm process (a session
generates its sea after loading its pack).
"""

from __future__ import annotations

import argparse
import statistics
import time

from atoterm.content import load_content
from atoterm.engine.seagen import LENGTHS, generate_sea

LIMIT_MS = 100


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seeds", type=int, default=100)
    parser.add_argument("--from", dest="first", type=int, default=1)
    args = parser.parse_args()
    base = load_content()
    generate_sea(base, 0, "full")  # warm: the content's record classes are made on first use
    worst_all = 0.0
    for length in LENGTHS:
        times: list[tuple[float, int]] = []
        for seed in range(args.first, args.first + args.seeds):
            start = time.process_time()
            generate_sea(base, seed, length)
            times.append(((time.process_time() - start) * 1000, seed))
        ms = [t for t, _ in times]
        worst, worst_seed = max(times)
        worst_all = max(worst_all, worst)
        print(
            f"{length:5}: {len(ms)} seeds, mean {statistics.fmean(ms):.1f} ms, "
            f"median {statistics.median(ms):.1f} ms, max {worst:.1f} ms (seed {worst_seed}) "
            f"[CPU time]"
        )
    print(f"limit {LIMIT_MS} ms a seed: {'met' if worst_all <= LIMIT_MS else 'NOT met'}")


if __name__ == "__main__":
    main()
