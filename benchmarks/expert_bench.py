"""The ``expert`` battle policy's cost and choices (a script that prints figures, not a test).

    python benchmarks/expert_bench.py            # Ammonax L2, Kyanippe L3, Threnos box 1; seeds 1-2
    python benchmarks/expert_bench.py --seeds 1  # one battle per case

Each battle is a practice battle played through a session by the ``expert`` policy, as
``atoterm balance --policy expert`` plays it. Printed: battles, decisions, CPU seconds per
battle (``time.process_time``), each battle's outcome, and a fingerprint over every
decision's chosen option and state digest. A change that only makes the expert faster must
leave the fingerprint as it was (same seeds, same choices, same battles).
"""

from __future__ import annotations

import argparse
import hashlib
import sys
import time
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
if str(REPO) not in sys.path:
    sys.path.insert(0, str(REPO))

from atoterm.content import load_content  # noqa: E402
from atoterm.content.schema import ContentPack  # noqa: E402
from atoterm.session.bot_policy import bot_choice  # noqa: E402
from atoterm.session.practice import new_practice_game  # noqa: E402

CASES: tuple[tuple[str, int, int | None], ...] = (
    ("ammonax", 2, None),
    ("kyanippe", 3, None),
    ("threnos", 1, 1),
)
"""(Primordial, Level, Battle Track box) of each case."""


def warm_up(content: ContentPack) -> None:
    """A few decisions of a battle not measured: the modules a battle imports on first use
    are imported before the clock starts (a balance run pays for them once per process)."""
    game = new_practice_game(content, 99, primordial=CASES[0][0], level=CASES[0][1], durable=False)
    for _ in range(3):
        if game.pending is None:
            break
        game.choose(bot_choice(game, "expert"))
    game.close()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seeds", type=int, default=2, help="battles per case (seeds 1..N)")
    args = parser.parse_args()
    content = load_content()
    warm_up(content)
    fingerprint = hashlib.blake2b(digest_size=8)
    battles = decisions = 0
    cpu_total = 0.0
    for pid, level, box in CASES:
        for seed in range(1, args.seeds + 1):
            start = time.process_time()
            game = new_practice_game(
                content, seed, primordial=pid, level=level, track_box=box, durable=False
            )
            made = 0
            while game.pending is not None:
                choice = bot_choice(game, "expert")
                game.choose(choice)
                made += 1
                fingerprint.update(choice.encode() + b"\0")
                fingerprint.update(game.history.line[-1].digest.to_bytes(8, "big"))
            game.close()
            spent = time.process_time() - start
            cpu_total += spent
            battles += 1
            decisions += made
            battle = game.state.battle
            assert battle is not None
            dead = sum(1 for t in battle.titans if not t.alive)
            print(
                f"  {pid} L{level}{f' box {box}' if box else ''} seed {seed}: "
                f"{battle.result or 'unfinished'}, {battle.round} rounds, {dead} Titans lost, "
                f"{made} decisions, {spent:.1f} s CPU",
                flush=True,
            )
    print(
        f"{battles} battles, {decisions} decisions, {cpu_total / max(battles, 1):.2f} s CPU per "
        f"battle, {cpu_total / max(decisions, 1) * 1000:.1f} ms per decision; "
        f"fingerprint {fingerprint.hexdigest()}"
    )


if __name__ == "__main__":
    main()
