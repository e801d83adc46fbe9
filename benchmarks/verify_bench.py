"""`atoterm verify` against the msgpack decode floor of the same journal (prints figures).

    python benchmarks/verify_bench.py             # campaign seed 3, Threnos L1 battle seed 22
    python benchmarks/verify_bench.py --repeats 7 --seed 5 --keep

Both figures are whole processes, timed in one run on the same files (median of ``--repeats``):

* **the floor**: a fresh ``python -c`` that imports msgpack, reads the file and decodes every
  frame's body with ``msgpack.unpackb`` (the reader's options), and inflates every format 2
  keyframe's state (raw DEFLATE with the previous keyframe as its dictionary, as the format
  says): the least any reader of the journal must do. It skips the CRC checks and builds no
  record objects, so it is below what even ``atoterm export`` does;
* **verify**: ``python -m atoterm verify FILE``: content loading, the replay of every decision
  by the rules, every check.

Each is given as wall time and as CPU time (user + system of the child process): on a machine
shared with other work the CPU figure is the steadier of the two.

Bytecode is compiled once before timing (as an installed package has it), in a cache folder
of the run's own (``PYTHONPYCACHEPREFIX``); ``XDG_CACHE_HOME`` points into that folder too.

The journals are built by the CLI: ``atoterm bot --campaign --seed N --save F`` (a whole bot
campaign) and ``atoterm bot --battle threnos --level 1 --seed 22 --save F`` (a practice
battle played to its end, random policy). Also printed: the content load in a fresh process
(cold: no parsed-pack cache; warm: the cache written by the cold run), so the share of the
verify process that is not replay is visible. The goal is a ratio of at most 20.
"""

from __future__ import annotations

import argparse
import os
import resource
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
GOAL_RATIO = 20.0
GOAL_CONTENT_MS = 50.0

FLOOR_SCRIPT = r"""
import struct, sys, zlib
import msgpack
data = open(sys.argv[1], "rb").read()
at, end, frames, zdict = 9, len(data), 0, None
head = struct.Struct(">II")
header = None
while at + 8 <= end:
    length, _crc = head.unpack_from(data, at)
    body = msgpack.unpackb(data[at + 8 : at + 8 + length], raw=False, strict_map_key=True)
    at += 8 + length
    frames += 1
    if header is None:
        header = body
    elif header.get("format") == 2 and isinstance(body, list) and body[0] == 3:
        unpacker = zlib.decompressobj(-15, zdict=zdict) if zdict else zlib.decompressobj(-15)
        zdict = unpacker.decompress(body[3], body[2] + 1)
print(frames)
"""
"""The decode floor: every frame decoded, every format 2 keyframe inflated."""

CONTENT_SCRIPT = r"""
import time
import atoterm.engine  # imports the classes a pack is made of, as every verb does
from atoterm.content import load_content
start, cpu = time.perf_counter(), time.process_time()
load_content()
print((time.perf_counter() - start) * 1e3, (time.process_time() - cpu) * 1e3)
"""
"""The `load_content()` call in a fresh process that has imported the engine (as every verb
has: the engine imports the content classes), ms."""


SPLIT_SCRIPT = r"""
import resource, sys
def cpu():
    usage = resource.getrusage(resource.RUSAGE_SELF)
    return usage.ru_utime + usage.ru_stime
import atoterm.cli.main, atoterm.cli.verbs
from atoterm.session import replay
imported = cpu()
from atoterm.content import load_content
pack = load_content()
loaded = cpu()
spent = {"rules": 0.0, "digests": 0.0}
def timed(name, fn):
    def wrapper(*args):
        start = cpu()
        try:
            return fn(*args)
        finally:
            spent[name] += cpu() - start
    return wrapper
from atoterm.session import game
for module in (replay, game):  # wherever a checkout's verify calls them from
    for name, part in (("apply", "rules"), ("canonical_bytes", "digests")):
        if hasattr(module, name):
            setattr(module, name, timed(part, getattr(module, name)))
import inspect  # (a checkout whose verify makes no battle events: as `atoterm verify` does)
told = {"events": False} if "events" in inspect.signature(replay.verify_journal).parameters else {}
result = replay.verify_journal(sys.argv[1], pack, **told)
assert result.ok, result.divergence
done = cpu()
rest = done - loaded - spent["rules"] - spent["digests"]
print(imported, loaded - imported, spent["rules"], spent["digests"], rest)
"""
"""Where a verify process spends its CPU time: start-up and imports, the content, and in the
replay the rules (``apply``), the state encodings for digests and keyframes, and the rest
(reading, checking, the line). Wrapping the calls costs a little, counted in the rest."""


def run(command: list[str], env: dict[str, str]) -> tuple[float, subprocess.CompletedProcess[str]]:
    return run_cpu(command, env)[0]


def run_cpu(
    command: list[str], env: dict[str, str]
) -> tuple[tuple[float, subprocess.CompletedProcess[str]], float]:
    """((wall seconds, result), CPU seconds: user + system of the child process)."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    start = time.perf_counter()
    done = subprocess.run(command, capture_output=True, text=True, cwd=REPO, env=env)
    wall = time.perf_counter() - start
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    cpu = after.ru_utime - before.ru_utime + after.ru_stime - before.ru_stime
    return (wall, done), cpu


def must(done: subprocess.CompletedProcess[str], what: str) -> None:
    if done.returncode != 0:
        sys.exit(f"verify_bench: {what} failed (exit {done.returncode}): {done.stderr[-600:]}")


def median_seconds(
    command: list[str], env: dict[str, str], repeats: int, what: str
) -> tuple[float, float]:
    """Median (wall, CPU) seconds of ``command`` as a whole process."""
    walls, cpus = [], []
    for _ in range(repeats):
        (wall, done), cpu = run_cpu(command, env)
        must(done, what)
        walls.append(wall)
        cpus.append(cpu)
    return statistics.median(walls), statistics.median(cpus)


def build_journals(folder: Path, seed: int, env: dict[str, str]) -> list[tuple[str, Path]]:
    campaign = folder / f"campaign-{seed}.atoj"
    battle = folder / "battle-threnos-22.atoj"
    atoterm = [sys.executable, "-m", "atoterm", "bot"]
    _, done = run([*atoterm, "--campaign", "--seed", str(seed), "--save", str(campaign)], env)
    must(done, "bot --campaign")
    battle_args = ["--battle", "threnos", "--level", "1", "--seed", "22", "--save", str(battle)]
    _, done = run([*atoterm, *battle_args], env)
    must(done, "bot --battle")
    return [(f"campaign seed {seed}", campaign), ("battle Threnos L1 seed 22", battle)]


def content_ms(env: dict[str, str], cache: Path, repeats: int) -> dict[str, float]:
    """Median ms of loading the content in a fresh process: cold (no cache entry) and warm,
    each as wall and CPU time."""
    command = [sys.executable, "-c", CONTENT_SCRIPT]
    samples: dict[str, list[float]] = {"cold": [], "warm": [], "cold cpu": [], "warm cpu": []}
    for _ in range(repeats):
        shutil.rmtree(cache, ignore_errors=True)
        for kind in ("cold", "warm"):
            _, done = run(command, env)
            must(done, f"content load ({kind})")
            wall, cpu = (float(v) for v in done.stdout.split())
            samples[kind].append(wall)
            samples[f"{kind} cpu"].append(cpu)
    return {kind: statistics.median(values) for kind, values in samples.items()}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seed", type=int, default=3, help="the bot campaign's seed")
    parser.add_argument("--repeats", type=int, default=5)
    parser.add_argument("--keep", action="store_true", help="keep the journals and print where")
    args = parser.parse_args()
    folder = Path(tempfile.mkdtemp(prefix="verify-bench-"))
    cache = folder / "cache"
    # Compiled bytecode as an installed package has it (kept in the temporary folder, so the
    # checkout is not touched), and a user cache folder of its own (the parsed content pack).
    env = dict(
        os.environ,
        PYTHONPATH=str(REPO),
        XDG_CACHE_HOME=str(cache),
        PYTHONPYCACHEPREFIX=str(folder / "pycache"),
    )
    env.pop("PYTHONDONTWRITEBYTECODE", None)
    try:
        journals = build_journals(folder, args.seed, env)  # also compiles the bytecode
        print(f"python {sys.version.split()[0]}, {os.cpu_count()} cpus, median of {args.repeats}")
        ms = content_ms(env, cache / "atoterm", args.repeats)
        shown = "ok" if ms["warm cpu"] <= GOAL_CONTENT_MS else "MISSED"
        print(
            f"content load, fresh process: cold {ms['cold']:.0f} ms (cpu {ms['cold cpu']:.0f}), "
            f"warm {ms['warm']:.0f} ms (cpu {ms['warm cpu']:.0f})"
        )
        print(f"  goal warm <= {GOAL_CONTENT_MS:.0f} ms (cpu): {shown}")
        for label, path in journals:
            floor = median_seconds(
                [sys.executable, "-c", FLOOR_SCRIPT, str(path)], env, args.repeats, "floor"
            )
            verify = median_seconds(
                [sys.executable, "-m", "atoterm", "verify", str(path)], env, args.repeats, "verify"
            )
            size = path.stat().st_size
            print(f"{label}: {size:,} bytes")
            _, done = run([sys.executable, "-c", SPLIT_SCRIPT, str(path)], env)
            must(done, "verify split")
            parts = [float(v) * 1e3 for v in done.stdout.split()]
            names = ("start-up+imports", "content", "rules", "state encoding", "rest")
            shown = ", ".join(f"{n} {v:.0f}" for n, v in zip(names, parts, strict=True))
            print(f"  verify cpu ms: {shown}")
            for how, at in (("wall", 0), ("cpu", 1)):
                ratio = verify[at] / floor[at]
                shown = "ok" if ratio <= GOAL_RATIO else "MISSED"
                print(
                    f"  {how:4}: decode floor {floor[at] * 1e3:.0f} ms, verify "
                    f"{verify[at] * 1e3:.0f} ms, ratio {ratio:.1f}x "
                    f"(goal <= {GOAL_RATIO:.0f}x): {shown}"
                )
        if args.keep:
            print(f"journals kept in {folder}")
    finally:
        if not args.keep:
            shutil.rmtree(folder, ignore_errors=True)


if __name__ == "__main__":
    main()
