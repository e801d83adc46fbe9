"""Journal figures for ``bench.py``: size per decision, undo walks, load time, peak memory.

Only public session APIs are used (``Game``, ``load_game``, ``verify_journal``,
``read_journal``, ``new_practice_game``), so the same figures can be taken on an older
checkout for comparison.
"""

from __future__ import annotations

import re
import shutil
import statistics
import subprocess
import sys
import time
from dataclasses import dataclass
from pathlib import Path

from atoterm.content import ContentPack
from atoterm.session import load_game
from atoterm.session.practice import new_practice_game, play_bot
from atoterm.store import read_journal

RSS_SCRIPT = """
import sys
from pathlib import Path
from atoterm.content import load_content
from atoterm.session import load_game, verify_journal
status = Path("/proc/self/status")
def kib(field):
    line = next(l for l in status.read_text().splitlines() if l.startswith(field + ":"))
    return int(line.split()[1])
pack = load_content()
Path("/proc/self/clear_refs").write_text("5")  # reset the peak to what is resident now
before = kib("VmRSS")
if sys.argv[1] == "verify":
    verify_journal(sys.argv[2], pack)
else:
    load_game(sys.argv[2], pack, writable=False)
print(before, kib("VmHWM"))
"""
"""Resident memory (KiB) of a fresh process with the content loaded, and its peak during the
verify or load (Linux: ``/proc/self/clear_refs`` resets the high-water mark ``VmHWM`` after
the content is loaded, whose parsing peaks higher than either)."""


@dataclass
class Sized:
    label: str
    path: Path
    records: int
    decisions: int
    size: int
    note: str = ""

    @property
    def per_decision(self) -> float:
        return self.size / max(self.decisions, 1)


def sized(label: str, path: Path, note: str = "") -> Sized:
    records = read_journal(path).records
    decisions = sum(1 for r in records if r.kind == "decision")
    return Sized(label, path, 1 + len(records), decisions, path.stat().st_size, note)


def campaign_journal(folder: Path, seed: int, repo: Path) -> Sized:
    """`atoterm bot --campaign --seed N --save F`: a whole bot campaign."""
    path = folder / f"campaign-{seed}.atoj"
    command = ["bot", "--campaign", "--seed", str(seed), "--save", str(path)]
    done = subprocess.run(
        [sys.executable, "-m", "atoterm", *command],
        capture_output=True,
        text=True,
        cwd=repo,
    )
    if done.returncode != 0:
        sys.exit(f"bench: bot --campaign failed: {done.stderr.strip()}")
    days = re.search(r"days=(\d+)", done.stdout)
    return sized("campaign", path, f"seed {seed}, {days.group(1) if days else '?'} days")


def battle_journal(folder: Path, content: ContentPack) -> Sized:
    """A practice battle played to its end: Threnos Level 1, seed 22, random policy."""
    path = folder / "battle.atoj"
    game = new_practice_game(content, 22, primordial="threnos", level=1, save=path, durable=False)
    made = play_bot(game, 20_000, "random")
    game.close()
    return sized("battle", path, f"Threnos L1 seed 22 random, {made} decisions")


def undo_walk(
    journal: Path, folder: Path, content: ContentPack, steps: int, durable: bool = True
) -> list[float]:
    """Load a working copy (durable: each undo record is fsynced, as in play), then undo one
    decision at a time ``steps`` times; ms of each undo + the state the screen shows next."""
    work = folder / f"walk-{journal.name}"
    shutil.copyfile(journal, work)
    game, _ = load_game(work, content, durable=durable)
    try:
        _ = game.pending
        samples = []
        for _ in range(min(steps, game.history.position)):
            if game.undo_blocker():
                break
            start = time.perf_counter()
            game.undo()
            _ = game.pending
            samples.append((time.perf_counter() - start) * 1e3)
        return samples
    finally:
        game.close()
        work.unlink(missing_ok=True)


def load_seconds(journal: Path, content: ContentPack, repeats: int) -> tuple[float, float]:
    """Median and worst wall seconds of `load_game` (read-only, content already loaded)."""
    load_game(journal, content, writable=False)  # the first load in a process warms caches
    samples = []
    for _ in range(repeats):
        start = time.perf_counter()
        load_game(journal, content, writable=False)
        samples.append(time.perf_counter() - start)
    return statistics.median(samples), max(samples)


def peak_rss_mb(verb: str, journal: Path, repo: Path) -> tuple[float, float, float]:
    """(seconds, MB with the content loaded, peak MB) of ``verb`` in a fresh process."""
    start = time.perf_counter()
    done = subprocess.run(
        [sys.executable, "-c", RSS_SCRIPT, verb, str(journal)],
        capture_output=True,
        text=True,
        cwd=repo,
    )
    if done.returncode != 0:
        sys.exit(f"bench: {verb} of {journal} failed: {done.stderr.strip()[-400:]}")
    before, after = (int(v) for v in done.stdout.split())
    return time.perf_counter() - start, before / 1024, after / 1024
