"""Instructions of the benchmark's simulated battles, counted by callgrind (prints figures).

    python benchmarks/battle_instructions.py               # 1 battle per fight, progress
    python benchmarks/battle_instructions.py --games 3 --policy random

CPU time on a shared machine moves by several per cent from run to run, more than most single
speed changes save; the instructions a process executes do not. This script runs the battles
of ``battle_bench.py`` (every Primordial and Level, each Battle Track box; seeds as there)
twice under ``valgrind --tool=callgrind``: once with no battle, once with ``--games`` battles
per fight, and prints the difference (the battles alone, start-up and content loading
subtracted) in millions, and per battle and per decision. The runs are made repeatable:
``PYTHONHASHSEED=0``, address space not randomised (``setarch -R``), the parsed-pack cache
off (an unpickled pack and a parsed one differ by some 1 % through object identity), the
bytecode compiled beforehand in a folder of the run's own. The same code counts the same
within some 0.05 %.

Needs valgrind (Debian's package); it takes about 20 seconds a battle per fight.
"""

from __future__ import annotations

import argparse
import os
import re
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent


def inner(games: int, policy: str) -> None:
    """The measured process: load the content, play the battles, print the decisions."""
    sys.path.insert(0, str(REPO / "benchmarks"))
    sys.path.insert(0, str(REPO))
    from battle_bench import fights

    from atoterm.content import load_content
    from atoterm.session.practice import bot_battles

    content = load_content()
    decisions = battles = 0
    for pid, level, box, _label in fights(content):
        if not games:
            continue
        seed = 1000 + level * 100 + (box or 0) * 10
        stats = bot_battles(
            content, seed, games, primordial=pid, level=level, track_box=box, policy=policy
        )
        decisions += stats.decisions
        battles += stats.games
    print(f"battles={battles} decisions={decisions}")


def environment(workdir: Path) -> dict[str, str]:
    """What makes the counts repeatable (the module docstring says why)."""
    return {
        "PYTHONHASHSEED": "0",
        "ATOTERM_CONTENT_CACHE": "off",
        "PYTHONPYCACHEPREFIX": str(workdir / "pycache"),
        "PYTHONPATH": str(REPO),
    }


def count(games: int, policy: str, workdir: Path) -> tuple[int, str]:
    """(instructions, the inner run's output) of one callgrind run."""
    env = {**os.environ, **environment(workdir)}
    env.pop("PYTHONDONTWRITEBYTECODE", None)
    command = [
        "valgrind",
        "--tool=callgrind",
        "--callgrind-out-file=/dev/null",
        sys.executable,
        __file__,
        "--inner",
        str(games),
        "--policy",
        policy,
    ]
    if shutil.which("setarch"):
        command = ["setarch", os.uname().machine, "-R", *command]
    done = subprocess.run(command, capture_output=True, text=True, env=env, check=False)
    found = re.search(r"Collected : (\d+)", done.stderr)
    if done.returncode != 0 or not found:
        raise SystemExit(f"callgrind run failed:\n{done.stderr[-2000:]}")
    return int(found.group(1)), done.stdout.strip()


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=1, help="battles per fight")
    parser.add_argument("--policy", default="progress")
    parser.add_argument("--inner", type=int, default=None, help=argparse.SUPPRESS)
    args = parser.parse_args(argv)
    if args.inner is not None:
        inner(args.inner, args.policy)
        return 0
    if not shutil.which("valgrind"):
        print("valgrind is not installed (apt-get install valgrind)")
        return 1
    with tempfile.TemporaryDirectory() as folder:
        workdir = Path(folder)
        # Compile the bytecode of everything the battles import (the standard library's
        # too: the prefix is the run's own) once, outside the counts.
        warm = {**environment(workdir), "PATH": os.environ.get("PATH", "")}
        subprocess.run(
            [sys.executable, __file__, "--inner", "1", "--policy", args.policy],
            env=warm,
            check=True,
            capture_output=True,
        )
        base, _ = count(0, args.policy, workdir)
        total, output = count(args.games, args.policy, workdir)
    found = re.search(r"battles=(\d+) decisions=(\d+)", output)
    battles, decisions = (int(found.group(1)), int(found.group(2))) if found else (0, 0)
    played = total - base
    print(f"[{args.policy}] {battles} simulated battles, {decisions} decisions")
    print(f"  instructions of the battles: {played / 1e6:,.1f} million")
    if battles and decisions:
        print(
            f"  per battle {played / battles / 1e6:,.2f} million, "
            f"per decision {played / decisions:,.0f}"
        )
    print(f"  start-up and content (subtracted): {base / 1e6:,.1f} million")
    return 0


if __name__ == "__main__":
    sys.exit(main())
