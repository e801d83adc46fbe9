"""Final digests of fixed-seed bot battles: run before and after an optimisation and diff.

    python benchmarks/battle_digests.py [--games N] [--policy random|progress] [--decisions]

Prints one line per battle: Primordial, level, seed, decisions, result, final digest (and, with
``--decisions``, a digest of every decision's digest, so a divergence anywhere shows). An
optimisation must leave every line identical.
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
from atoterm.session.practice import MAX_BATTLE_DECISIONS, bot_choice, new_practice_game  # noqa: E402


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=2, help="battles per Primordial level")
    parser.add_argument("--policy", default="random")
    parser.add_argument("--primordial", default=None)
    parser.add_argument("--decisions", action="store_true")
    args = parser.parse_args(argv)
    content = load_content()
    assert content.battle is not None
    start = time.process_time()
    total = 0
    for pid, primordial in content.battle.primordials.items():
        if args.primordial and pid != args.primordial:
            continue
        for lv in primordial.levels:
            for seed in range(args.games):
                game = new_practice_game(
                    content, 7 + seed, primordial=pid, level=lv.level, durable=False
                )
                trail = hashlib.sha256()
                made = 0
                while game.pending is not None and made < MAX_BATTLE_DECISIONS:
                    game.choose(bot_choice(game, args.policy))
                    made += 1
                    trail.update(game.digest.to_bytes(8, "big"))
                battle = game.state.battle
                assert battle is not None
                extra = f" trail={trail.hexdigest()[:16]}" if args.decisions else ""
                print(
                    f"{pid} L{lv.level} seed={7 + seed} decisions={made} "
                    f"result={battle.result} round={battle.round} digest={game.digest:x}{extra}",
                    flush=True,
                )
                total += made
    elapsed = time.process_time() - start
    print(f"# {total} decisions in {elapsed:.1f} s = {total / elapsed:.0f}/s", file=sys.stderr)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
