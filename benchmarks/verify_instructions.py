"""`atoterm verify` against its decode floor in instructions, counted by callgrind (prints figures).

    python benchmarks/verify_instructions.py                    # the journals of verify_bench.py
    python benchmarks/verify_instructions.py --journal a.atoj --journal b.atoj

``verify_bench.py`` gives the figure issue 14 names (CPU time of the whole process against the
decode floor), but CPU time on a shared machine moves by several per cent between runs, and
the floor itself (some 16 ms) by more. The instructions a process executes do not: this script
runs the same two processes as ``verify_bench.py`` — the floor script (decode every frame) and
``python -m atoterm verify FILE`` — under ``valgrind --tool=callgrind`` and prints both counts,
their ratio, and the verify's parts: start-up and imports (a process importing what a verify
imports) and the content load (the same process loading the pack from its warm cache).

The runs are made repeatable as in ``battle_instructions.py``: ``PYTHONHASHSEED=0``, address
space not randomised (``setarch -R``), the bytecode compiled beforehand in a folder of the run's
own, and the parsed-pack cache warmed first (as a player's second run has it). An instruction
ratio is not the time ratio (the floor's instructions are cheaper ones: mostly C decoding), so
it is a steady measure of a change, not of the goal; the goal is read off ``verify_bench.py``.

Needs valgrind (Debian's package); about a minute for the campaign, half that for the battle.
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
sys.path.insert(0, str(REPO / "benchmarks"))

from verify_bench import FLOOR_SCRIPT, build_journals  # noqa: E402

IMPORTS = "import atoterm.cli.main, atoterm.cli.verbs, atoterm.session.replay"
"""What a verify process imports before it reads the journal (as verify_bench.py's split)."""
CONTENT = IMPORTS + "\nfrom atoterm.content import load_content\nload_content()"


def environment(workdir: Path) -> dict[str, str]:
    """What makes the counts repeatable (the module docstring says why)."""
    env = {
        **os.environ,
        "PYTHONHASHSEED": "0",
        "PYTHONPYCACHEPREFIX": str(workdir / "pycache"),
        "XDG_CACHE_HOME": str(workdir / "cache"),
        "PYTHONPATH": str(REPO),
    }
    env.pop("PYTHONDONTWRITEBYTECODE", None)
    env.pop("ATOTERM_CONTENT_CACHE", None)
    return env


def count(arguments: list[str], env: dict[str, str]) -> int:
    """Instructions of one callgrind run of ``python ARGUMENTS``."""
    command = [
        "valgrind",
        "--tool=callgrind",
        "--callgrind-out-file=/dev/null",
        sys.executable,
        *arguments,
    ]
    if shutil.which("setarch"):
        command = ["setarch", os.uname().machine, "-R", *command]
    done = subprocess.run(command, capture_output=True, text=True, env=env, check=False)
    found = re.search(r"Collected : (\d+)", done.stderr)
    if done.returncode != 0 or not found:
        raise SystemExit(f"callgrind run failed:\n{done.stderr[-2000:]}")
    return int(found.group(1))


def millions(value: int) -> str:
    return f"{value / 1e6:,.1f} million"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--journal", action="append", type=Path, help="a journal to measure")
    parser.add_argument("--seed", type=int, default=3, help="the bot campaign's seed")
    args = parser.parse_args(argv)
    if not shutil.which("valgrind"):
        print("valgrind is not installed (apt-get install valgrind)")
        return 1
    with tempfile.TemporaryDirectory() as folder:
        workdir = Path(folder)
        env = environment(workdir)
        if args.journal:
            journals = [(path.name, path) for path in args.journal]
        else:
            journals = build_journals(workdir, args.seed, env)
        for _, path in journals:  # bytecode compiled, content cache warm, before any count
            subprocess.run(
                [sys.executable, "-m", "atoterm", "verify", str(path)],
                env=env,
                check=True,
                capture_output=True,
            )
        imports = count(["-c", IMPORTS], env)
        content = count(["-c", CONTENT], env) - imports
        print(f"start-up and imports {millions(imports)}, content (warm cache) {millions(content)}")
        for label, path in journals:
            floor = count(["-c", FLOOR_SCRIPT, str(path)], env)
            verify = count(["-m", "atoterm", "verify", str(path)], env)
            replay = verify - imports - content
            print(f"{label}: {path.stat().st_size:,} bytes")
            print(
                f"  decode floor {millions(floor)}, verify {millions(verify)} "
                f"(replay {millions(replay)}), ratio {verify / floor:.1f}x in instructions"
            )
    return 0


if __name__ == "__main__":
    sys.exit(main())
