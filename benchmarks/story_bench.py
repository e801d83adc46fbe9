"""Storybook figures on this machine (a script that prints figures, not a test).

    python benchmarks/story_bench.py              # 8 tours (seeds 1..8)
    python benchmarks/story_bench.py --tours 20   # more tours, more coverage
    python benchmarks/story_bench.py --quick      # 2 tours

It measures:

* loading and linting the default content with its storybook (`load_content`), median of 5;
* practice adventures: decisions per second of the reader (the random bot, no battles);
* storybook tours (`atoterm bot --tour`, explore policy): time per tour, decisions, and the
  paragraphs reached across all tours out of the storybook's total, with the ones never reached.
"""

from __future__ import annotations

import argparse
import statistics
import time

from atoterm.content import load_content
from atoterm.session.adventure_practice import (
    BotAdventures,
    new_adventure_game,
    new_tour_game,
    play_adventure,
    tour_parts,
)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--tours", type=int, default=8)
    parser.add_argument("--quick", action="store_true")
    args = parser.parse_args()
    tours = 2 if args.quick else args.tours

    times = []
    for _ in range(5):
        start = time.perf_counter()
        pack = load_content()
        times.append(time.perf_counter() - start)
    book = pack.storybook
    assert book is not None
    print(f"load + lint the default content: median {statistics.median(times) * 1000:.0f} ms")
    print(f"storybook: {len(book.paragraphs)} paragraphs")

    stats = BotAdventures()
    start = time.perf_counter()
    for seed in range(1, 41):
        for hub in book.hubs():
            play_adventure(new_adventure_game(pack, seed, "hub", hub, durable=False), seed, stats)
        play_adventure(new_adventure_game(pack, seed, "rr", "", durable=False), seed, stats)
    spent = time.perf_counter() - start
    print(
        f"practice adventures (random bot): {stats.games} in {spent:.1f} s, "
        f"{stats.decisions / spent:.0f} decisions/s"
    )

    tour = BotAdventures()
    per_tour = []
    for seed in range(1, tours + 1):
        start = time.perf_counter()
        for part in tour_parts(pack):
            play_adventure(new_tour_game(pack, seed, part), seed, tour, "explore")
        per_tour.append(time.perf_counter() - start)
        print(f"  tour {seed}: {per_tour[-1]:.1f} s, {len(tour.read)} paragraphs reached so far")
    total = len(book.paragraphs)
    print(
        f"tours (explore bot): {tours}, median {statistics.median(per_tour):.1f} s each, "
        f"{tour.decisions} decisions; reached {len(tour.read)} of {total} paragraphs "
        f"({100 * len(tour.read) // total}%)"
    )
    missing = sorted(set(book.paragraphs) - tour.read)
    if missing:
        print(f"never reached: {' '.join(missing)}")


if __name__ == "__main__":
    main()
