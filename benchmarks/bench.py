"""Performance figures for atoterm on this machine (a script that prints figures, not a test).

    python benchmarks/bench.py            # full run (5,000 undo/redo pairs: ~10,000 records)
    python benchmarks/bench.py --quick    # smaller run (500 pairs: ~1,000 records)
    python benchmarks/bench.py --big      # also peak memory on crafted 48 MB and 500 MB journals

What it measures (goals in GOALS below):

* journals built by the CLI: `atoterm run` with a script of 20 decisions followed by undo/redo
  pairs, the longest bot journal (`atoterm bot --steps 100000`, which stops when the
  40-day campaign ends) and a whole bot campaign (`atoterm bot --campaign --seed N`), and a
  practice battle played to its end in-process (Threnos Level 1, seed 22, random policy);
  their bytes per record and per decision;
* `verify` throughput in-process (`atoterm.session.verify_journal`) and as a subprocess;
* undo latency (`load_game`, then `game.undo()` with the fsync of its record, plus the rebuild
  of the state the screen shows next): repeated at the end of a short and a long line, and
  walking back one decision at a time after loading the campaign and the battle (median and
  worst: a rebuild re-applies decisions, and battle decisions re-applied on a decoded state
  are the slowest);
* `load_game` time (content already loaded) of the campaign and of the long journal;
* with ``--big``: peak resident memory of `verify` and `load` (fresh processes) on crafted
  journals of 48 MB and 500 MB (``crafted.py``: 6 MB draw lists in format 1, and valid
  undo/redo records in format 2, every one read and checked);
* time from `python -m atoterm` to an interactive title screen, under tmux (100x30);
* `bot --steps K` exits 0 when the campaign ends before K decisions.

Every file goes to a temporary folder that is removed at the end (`--keep` keeps it). When a
goal is missed the script profiles that operation with cProfile and prints where the time goes.
"""

from __future__ import annotations

import argparse
import cProfile
import io
import os
import platform
import pstats
import re
import shlex
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
if str(REPO) not in sys.path:
    sys.path.insert(0, str(REPO))  # run from a checkout without installing

from atoterm import __version__  # noqa: E402
from atoterm.content import ContentPack, load_content  # noqa: E402
from atoterm.session import Game, load_game, verify_journal  # noqa: E402
from atoterm.store import read_journal  # noqa: E402

sys.path.insert(0, str(Path(__file__).resolve().parent))
import crafted  # noqa: E402
import journal_figures as jf  # noqa: E402

TITLE_TEXT = "New campaign"
"""First entry of the title menu (atoterm/ui/title_screen.py). It is filled in the screen's
on_mount, so once it is on the terminal the title screen is mounted and its menu has focus."""

GOALS = {
    "verify_rate": 5_000,  # records/s, at least
    "undo_ms": 10.0,  # worst ms (undo + state), at most
    "undo_ratio": 2.0,  # long/short median, at most
    "load_s": 0.1,  # seconds, 20-day campaign with the content loaded, at most
    "bytes_per_decision": 64,  # whole bot campaign, bot --steps, long battle; at most
    "big_rss_mb": 256,  # peak MB of verify or load of a crafted journal up to 500 MB
    "startup_s": 1.5,  # seconds, at most
}


# ---------------------------------------------------------------------------- helpers
@dataclass
class Row:
    name: str
    value: str
    goal: str = ""
    ok: bool | None = None
    """None: a figure without a goal."""


@dataclass
class Journal:
    label: str
    path: Path
    records: int
    size: int
    build_s: float


def atoterm(*args: str) -> tuple[float, subprocess.CompletedProcess[str]]:
    """Run `python -m atoterm ARGS`; return its wall time and result."""
    return subprocess_time([sys.executable, "-m", "atoterm", *args])


def must(done: subprocess.CompletedProcess[str], what: str) -> None:
    if done.returncode != 0:
        sys.exit(f"bench: {what} failed (exit {done.returncode}): {done.stderr.strip()}")


def median_time(fn: Callable[[], object], repeats: int) -> float:
    samples = []
    for _ in range(repeats):
        start = time.perf_counter()
        fn()
        samples.append(time.perf_counter() - start)
    return statistics.median(samples)


def profile(fn: Callable[[], object], title: str, lines: int = 14) -> str:
    """cProfile ``fn`` and return the top functions by internal and cumulative time."""
    prof = cProfile.Profile()
    prof.enable()
    fn()
    prof.disable()
    out = io.StringIO()
    stats = pstats.Stats(prof, stream=out)
    stats.strip_dirs().sort_stats("tottime").print_stats(lines)
    stats.sort_stats("cumulative").print_stats(lines)
    text = re.sub(r"\n{3,}", "\n\n", out.getvalue())
    return f"--- profile: {title} ---\n{text.strip()}\n"


def cpu_calibration_us() -> float:
    """Median µs of a fixed pure-Python loop: compares this machine (and its load) to others."""
    return median_time(lambda: sum(i * i for i in range(10_000)), 15) * 1e6


def machine_info() -> list[str]:
    try:
        usable = len(os.sched_getaffinity(0))
    except AttributeError:
        usable = os.cpu_count() or 0
    load = os.getloadavg() if hasattr(os, "getloadavg") else ("?", "?", "?")
    cpu = ""
    try:
        for line in Path("/proc/cpuinfo").read_text().splitlines():
            if line.startswith("model name"):
                cpu = line.split(":", 1)[1].strip()
                break
    except OSError:
        pass
    commit = subprocess.run(
        ["git", "-C", str(REPO), "describe", "--always", "--dirty"],
        capture_output=True,
        text=True,
    ).stdout.strip()
    return [
        f"python   {platform.python_implementation()} {platform.python_version()} ({sys.executable})",
        f"machine  {platform.system()} {platform.release()} {platform.machine()}; {cpu or 'cpu ?'}",
        f"nproc    {usable} usable of {os.cpu_count()}; load average {' '.join(f'{v:.2f}' for v in load)}",
        f"calib    {cpu_calibration_us():.0f} µs for sum(i*i for i in range(10_000)) (lower is faster)",
        f"atoterm  {__version__} at {REPO} ({commit or 'no git'})",
    ]


# ---------------------------------------------------------------------------- journals
def first_legal_choices(seed: int, count: int) -> list[str]:
    """Option ids of ``count`` decisions, taking the first legal option each time."""
    game = Game.new(load_content(), seed)
    choices = []
    while len(choices) < count and game.pending is not None:
        option = game.pending.legal_options()[0].id
        game.choose(option)
        choices.append(option)
    if len(choices) < count:
        sys.exit(f"bench: the campaign ended after {len(choices)} decisions")
    return choices


def build_run_journal(
    folder: Path, label: str, seed: int, choices: list[str], pairs: int
) -> Journal:
    script = folder / f"{label}.script"
    lines = [f"choose {c}" for c in choices] + ["undo", "redo"] * pairs
    script.write_text("\n".join(lines) + "\n", encoding="utf-8")
    path = folder / f"{label}.atoj"
    wall, done = atoterm("run", "--seed", str(seed), "--script", str(script), "--save", str(path))
    must(done, f"atoterm run ({label})")
    return Journal(label, path, 1 + len(read_journal(path).records), path.stat().st_size, wall)


def build_bot_journal(folder: Path, seed: int, steps: int) -> tuple[Journal, Row]:
    path = folder / "bot.atoj"
    wall, done = atoterm("bot", "--seed", str(seed), "--steps", str(steps), "--save", str(path))
    must(done, "atoterm bot")
    journal = Journal("bot", path, 1 + len(read_journal(path).records), path.stat().st_size, wall)
    match = re.search(r"campaign ended after (\d+) decisions", done.stdout)
    game, _ = load_game(path, writable=False)
    ended = match is not None and int(match.group(1)) < steps and game.over
    made = match.group(1) if match else "?"
    outcome = game.state.outcome
    row = Row(
        f"bot --steps {steps}: campaign ends first",
        f"exit {done.returncode}, {made} decisions, {outcome.result if outcome else 'not over'}",
        "exit 0",
        done.returncode == 0 and ended,
    )
    return journal, row


# ---------------------------------------------------------------------------- measurements
def verify_rate(journal: Journal, pack: ContentPack, repeats: int) -> tuple[float, float]:
    """Records/s of `verify_journal` (median, best) with the content pack already loaded.

    Loading the content (TOML parsing and checks) is a fixed cost per process; it is part of
    the `atoterm verify` subprocess figure instead. The best run shows what the code can do
    when other processes leave the CPU alone; the median is the goal's figure.
    """
    samples = []
    for _ in range(repeats):
        start = time.perf_counter()
        result = verify_journal(journal.path, pack)
        samples.append(time.perf_counter() - start)
        if not result.ok or result.records != journal.records:
            sys.exit(f"bench: verify of {journal.path} failed: {result.divergence}")
    return journal.records / statistics.median(samples), journal.records / min(samples)


def verify_subprocess(journal: Journal) -> float:
    wall, done = atoterm("verify", str(journal.path))
    must(done, f"atoterm verify ({journal.label})")
    return wall


def undo_latency(
    journals: list[Journal], folder: Path, repeats: int
) -> dict[str, tuple[float, float, float]]:
    """Per journal: median ms of `game.undo()` alone, of undo + the state rebuilt for the
    screen, and the worst undo + state.

    Working copies are loaded with durable writers, so every undo record is fsynced. The
    journals take turns sample by sample, so a burst of load from other processes hits them
    alike. After each timed undo an untimed redo puts the line back where it was.
    """
    games = []
    for journal in journals:
        work = folder / f"undo-{journal.label}.atoj"
        shutil.copyfile(journal.path, work)
        games.append(load_game(work)[0])
    calls: dict[str, list[float]] = {j.label: [] for j in journals}
    totals: dict[str, list[float]] = {j.label: [] for j in journals}
    try:
        for game in games:
            assert game.pending is not None
        for _ in range(repeats):
            for journal, game in zip(journals, games, strict=True):
                start = time.perf_counter()
                game.undo()
                called = time.perf_counter()
                _ = game.pending  # the state the screen shows next (rebuilt from a keyframe)
                done = time.perf_counter()
                calls[journal.label].append(called - start)
                totals[journal.label].append(done - start)
                game.redo()
                _ = game.pending
    finally:
        for game in games:
            game.close()
    return {
        label: (
            statistics.median(calls[label]) * 1e3,
            statistics.median(totals[label]) * 1e3,
            max(totals[label]) * 1e3,
        )
        for label in calls
    }


def load_time(journal: Journal, pack: ContentPack, repeats: int) -> tuple[float, float]:
    """Median wall and CPU seconds of `load_game` (read-only, content already loaded)."""
    walls, cpus = [], []
    for _ in range(repeats):
        wall, cpu = time.perf_counter(), time.process_time()
        load_game(journal.path, pack, writable=False)
        walls.append(time.perf_counter() - wall)
        cpus.append(time.process_time() - cpu)
    return statistics.median(walls), statistics.median(cpus)


FLOOR_APP = """\
from textual.app import App
from textual.widgets import Footer, OptionList, Static


class Floor(App):
    def compose(self):
        yield Static("floor")
        yield OptionList()
        yield Footer()

    def on_mount(self):
        self.query_one(OptionList).add_options(["Floor ready"])


Floor().run()
"""
"""The smallest Textual app with the title screen's widgets: the start-up floor Textual sets."""


def tmux_time(
    command: list[str], marker: str, env: dict[str, str], wait_for: Path | None = None
) -> tuple[float | None, str]:
    """Seconds from launching ``command`` in a detached 100x30 tmux to ``marker`` on screen.

    A private tmux socket is used (and its server killed afterwards), so no other tmux session
    is touched. Returns (None, last screen) when the marker never appears within 30 s.
    """
    socket = f"atoterm-bench-{os.getpid()}-{time.monotonic_ns()}"
    tmux = ["tmux", "-L", socket, "-f", "/dev/null"]
    assignments = [f"{k}={v}" for k, v in sorted(env.items())]
    shell = shlex.join(["env", *assignments, *command])
    start = time.perf_counter()
    subprocess.run(
        [
            *tmux,
            "new-session",
            "-d",
            "-s",
            "bench",
            "-x",
            "100",
            "-y",
            "30",
            "-c",
            str(REPO),
            shell,
        ],
        check=True,
    )
    screen = ""
    try:
        while time.perf_counter() - start < 30:
            shown = subprocess.run(
                [*tmux, "capture-pane", "-p", "-t", "bench"], capture_output=True, text=True
            )
            if shown.returncode != 0:
                break  # the program exited (and took the tmux session with it)
            screen = shown.stdout
            if marker in screen:
                return time.perf_counter() - start, screen
            time.sleep(0.01)
        return None, screen
    finally:
        subprocess.run([*tmux, "send-keys", "-t", "bench", "q"], capture_output=True)
        deadline = time.perf_counter() + (20 if wait_for else 0.2)
        while time.perf_counter() < deadline and not (wait_for and wait_for.exists()):
            time.sleep(0.05)
        if wait_for is not None:
            time.sleep(0.5)  # let the profile finish writing
        subprocess.run([*tmux, "kill-server"], capture_output=True)
        socket_dir = Path(os.environ.get("TMUX_TMPDIR") or "/tmp") / f"tmux-{os.getuid()}"
        (socket_dir / socket).unlink(missing_ok=True)  # kill-server leaves the socket file


def startup_time(folder: Path, repeats: int) -> tuple[str, list[float], list[float], str]:
    """Start-up samples for atoterm and for the Textual floor app: (method, atoterm, floor, note).

    Falls back to timing `python -c "import atoterm.ui.app"` without tmux or without the UI.
    """
    ui_app = REPO / "atoterm" / "ui" / "app.py"
    if shutil.which("tmux") is None or not ui_app.is_file():
        why = "tmux is not installed" if shutil.which("tmux") is None else "no atoterm/ui/app.py"
        samples = []
        for _ in range(repeats):
            wall, done = subprocess_time([sys.executable, "-c", "import atoterm.ui.app"])
            if done.returncode != 0:
                return "import atoterm.ui.app", [], [], f"{why}; the import fails too"
            samples.append(wall)
        return "import atoterm.ui.app", samples, [], f"fallback: {why}"
    saves = folder / "saves"
    saves.mkdir(exist_ok=True)
    floor_script = folder / "floor_app.py"
    floor_script.write_text(FLOOR_APP, encoding="utf-8")
    env = {"ATOTERM_SAVES": str(saves)}
    atoterm_samples: list[float] = []
    floor_samples: list[float] = []
    for attempt in range(repeats + 1):  # the first round warms the file cache: not counted
        seen, screen = tmux_time([sys.executable, "-m", "atoterm"], TITLE_TEXT, env)
        if seen is None:
            return "tmux 100x30", [], [], f"{TITLE_TEXT!r} never appeared; last screen:\n{screen}"
        floor, _ = tmux_time([sys.executable, str(floor_script)], "Floor ready", env)
        if attempt > 0:
            atoterm_samples.append(seen)
            if floor is not None:
                floor_samples.append(floor)
    return "tmux 100x30", atoterm_samples, floor_samples, ""


def subprocess_time(command: list[str]) -> tuple[float, subprocess.CompletedProcess[str]]:
    start = time.perf_counter()
    done = subprocess.run(command, capture_output=True, text=True, cwd=REPO)
    return time.perf_counter() - start, done


def import_profile() -> str:
    """The slowest imports on the UI path (python -X importtime, cumulative, flattened)."""
    done = subprocess.run(
        [sys.executable, "-X", "importtime", "-c", "import atoterm.cli.verbs, atoterm.ui.app"],
        capture_output=True,
        text=True,
        cwd=REPO,
    )
    rows = []
    for line in done.stderr.splitlines():
        parts = line.split("|")
        if len(parts) == 3 and parts[1].strip().isdigit():
            rows.append((int(parts[1]), parts[2].strip()))
    rows.sort(reverse=True)
    top = "\n".join(f"{us / 1e3:8.1f} ms  {name}" for us, name in rows[:12])
    return f"--- import time, cumulative (python -X importtime) ---\n{top}\n"


def startup_profile(folder: Path) -> str:
    """cProfile of `python -m atoterm` under tmux, from launch to quitting the title screen."""
    out = folder / "startup.prof"
    env = {"ATOTERM_SAVES": str(folder / "saves")}
    command = [sys.executable, "-m", "cProfile", "-o", str(out), "-m", "atoterm"]
    seen, _ = tmux_time(command, TITLE_TEXT, env, wait_for=out)
    if seen is None or not out.exists():
        return "--- profile: start-up --- (no profile written)\n"
    text = io.StringIO()
    stats = pstats.Stats(str(out), stream=text)
    total = stats.total_tt  # type: ignore[attr-defined]
    stats.strip_dirs().sort_stats("cumulative").print_stats(
        r"verbs.py.*\(tui\)|app.py.*\(run_tui\)|app.py.*\(run\)|_find_and_load\b|stylesheet.py.*\(apply\)|"
        r"stylesheet.py.*\(parse\)|title_screen|content_for|load_content|compositor.py.*\(render"
    )
    body = re.sub(r"\n{3,}", "\n\n", text.getvalue()).strip()
    return (
        f"--- profile: start-up to title screen and quit ({seen:.2f} s under cProfile, "
        f"{total:.2f} s profiled) ---\n{body}\n"
    )


def big_journal_rows(folder: Path, pack: ContentPack) -> list[Row]:
    """Peak RSS of verify and load (fresh processes) on crafted 48 MB and 500 MB journals."""
    rows = []
    for kind, craft in (
        ("draw lists", crafted.draw_list_journal),
        ("undo/redo", crafted.undo_redo_journal),
    ):
        for megabytes in (48, 500):
            path = folder / f"big-{megabytes}.atoj"
            records = craft(path, megabytes * 1024 * 1024, pack)
            for verb in ("verify", "load"):
                seconds, base, peak = jf.peak_rss_mb(verb, path, REPO)
                rows.append(
                    Row(
                        f"{verb} {megabytes} MB of {kind} ({records:,} records): peak RSS MB (s)",
                        f"{peak:.0f} (content alone {base:.0f}; {seconds:.0f} s)",
                        "≤ 256 MB",
                        peak <= GOALS["big_rss_mb"],
                    )
                )
            path.unlink()
    return rows


# ---------------------------------------------------------------------------- main
def verdict(ok: bool | None) -> str:
    return "" if ok is None else ("pass" if ok else "FAIL")


def print_table(rows: list[Row]) -> None:
    width = max(len(r.name) for r in rows)
    vwidth = max(len(r.value) for r in rows)
    gwidth = max(len(r.goal) for r in rows)
    print(f"{'measure':<{width}}  {'value':<{vwidth}}  {'goal':<{gwidth}}  result")
    print(f"{'-' * width}  {'-' * vwidth}  {'-' * gwidth}  ------")
    for r in rows:
        print(f"{r.name:<{width}}  {r.value:<{vwidth}}  {r.goal:<{gwidth}}  {verdict(r.ok)}")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--quick", action="store_true", help="500 undo/redo pairs, fewer repeats")
    parser.add_argument("--seed", type=int, default=7)
    parser.add_argument("--keep", action="store_true", help="keep the temporary folder")
    parser.add_argument(
        "--campaign-seed", type=int, default=8, help="bot campaign seed (8: 24 days)"
    )
    parser.add_argument("--walk", type=int, default=300, help="undos of each undo walk")
    parser.add_argument(
        "--big", action="store_true", help="peak memory on crafted 48 MB and 500 MB journals"
    )
    args = parser.parse_args(argv)
    pairs = 500 if args.quick else 5_000
    repeats = 3 if args.quick else 5
    undo_repeats = 15 if args.quick else 31
    walk = 100 if args.quick else args.walk

    for line in machine_info():
        print(line)
    folder = Path(tempfile.mkdtemp(prefix="atoterm-bench-"))
    rows: list[Row] = []
    profiles: list[str] = []
    notes: list[str] = []
    try:
        pack = load_content()
        choices = first_legal_choices(args.seed, 20)
        short = build_run_journal(folder, "short", args.seed, choices, 0)
        long = build_run_journal(folder, "long", args.seed, choices, pairs)
        bot, bot_row = build_bot_journal(folder, args.seed, 100_000)
        for j in (short, long, bot):
            rows.append(
                Row(
                    f"journal {j.label}: records, bytes, bytes/record",
                    f"{j.records}, {j.size}, {j.size / j.records:.0f}",
                )
            )
        rows.append(
            Row(
                "atoterm run (long): wall s (records/s, 1 fsync each)",
                f"{long.build_s:.1f} ({long.records / long.build_s:.0f}/s)",
            )
        )

        # size per decision
        campaign = jf.campaign_journal(folder, args.campaign_seed, REPO)
        battle = jf.battle_journal(folder, pack)
        sizes = [jf.sized("bot --steps", bot.path), campaign, battle, jf.sized("long", long.path)]
        for j in sizes:
            goal = j.label != "long"
            ok = j.per_decision <= GOALS["bytes_per_decision"] if goal else None
            rows.append(
                Row(
                    f"{j.label}: decisions, bytes, bytes/decision{f' ({j.note})' if j.note else ''}",
                    f"{j.decisions}, {j.size}, {j.per_decision:.1f}",
                    "≤ 64" if goal else "",
                    ok,
                )
            )

        # verify
        for j in (long, bot):
            rate, best = verify_rate(j, pack, repeats if j is long else 5 * repeats)
            ok = rate >= GOALS["verify_rate"]
            rows.append(
                Row(
                    f"verify_journal {j.label}: records/s median (best)",
                    f"{rate:,.0f} ({best:,.0f})",
                    "≥ 5,000",
                    ok,
                )
            )
            if not ok:
                profiles.append(
                    profile(lambda j=j: verify_journal(j.path, pack), f"verify_journal({j.label})")
                )
            wall = verify_subprocess(j)
            rows.append(
                Row(
                    f"atoterm verify {j.label} (subprocess): s, records/s",
                    f"{wall:.2f}, {j.records / wall:,.0f}",
                    "(start-up incl.)",
                )
            )

        # undo
        undo = undo_latency([short, long], folder, undo_repeats)
        for j in (short, long):
            call, total, worst = undo[j.label]
            rows.append(
                Row(
                    f"undo at the end after {j.records} records: ms undo() / +state / worst",
                    f"{call:.1f} / {total:.1f} / {worst:.1f}",
                    "worst ≤ 10 ms",
                    worst <= GOALS["undo_ms"],
                )
            )
        ratio = undo[long.label][1] / undo[short.label][1]
        rows.append(Row("undo latency ratio, long / short", f"{ratio:.2f}", "≤ 2", ratio <= 2))
        worst = max(w for _, _, w in undo.values())
        if worst > GOALS["undo_ms"] or ratio > GOALS["undo_ratio"]:
            profiles.append(
                profile(
                    lambda: undo_latency([long], folder, 10), "10 x (undo + state + redo), long"
                )
            )
        for j in (campaign, battle):
            for durable in (True, False):
                samples = jf.undo_walk(j.path, folder, pack, walk, durable)
                ordered = sorted(samples)
                how = "" if durable else ", no fsync"
                rows.append(
                    Row(
                        f"undo walk after load, {j.label} ({len(samples)} undos{how}): "
                        "ms median / p99 / worst",
                        f"{statistics.median(samples):.1f} / "
                        f"{ordered[int(len(ordered) * 0.99)]:.1f} / {ordered[-1]:.1f}",
                        "worst ≤ 10 ms" if durable else "",
                        ordered[-1] <= GOALS["undo_ms"] if durable else None,
                    )
                )

        # load
        median, worst_load = jf.load_seconds(campaign.path, pack, repeats)
        rows.append(
            Row(
                f"load_game campaign ({campaign.note}): s median (worst)",
                f"{median:.3f} ({worst_load:.3f})",
                "≤ 0.1 s",
                median <= GOALS["load_s"],
            )
        )
        if median > GOALS["load_s"]:
            profiles.append(
                profile(
                    lambda: load_game(campaign.path, pack, writable=False), "load_game(campaign)"
                )
            )
        load, load_cpu = load_time(long, pack, repeats)
        rows.append(
            Row(
                f"load_game long ({long.records} records): s wall (cpu)",
                f"{load:.3f} ({load_cpu:.3f})",
            )
        )

        # memory
        if args.big:
            rows += big_journal_rows(folder, pack)

        # start-up
        method, samples, floor, note = startup_time(folder, repeats)
        if samples:
            value = statistics.median(samples)
            ok = value <= GOALS["startup_s"]
            spread = f" ({min(samples):.2f}..{max(samples):.2f})"
            rows.append(
                Row(f"start to title screen, {method}: s", f"{value:.2f}{spread}", "≤ 1.5 s", ok)
            )
            if floor:
                rows.append(
                    Row(
                        "  same for a bare Textual app (the floor): s",
                        f"{statistics.median(floor):.2f} ({min(floor):.2f}..{max(floor):.2f})",
                    )
                )
            if not ok:
                profiles.append(import_profile())
                if method.startswith("tmux"):
                    profiles.append(startup_profile(folder))
        else:
            rows.append(Row(f"start to title screen, {method}", "n/a", "≤ 1.5 s", False))
        if note:
            notes.append(f"start-up: {note}")

        rows.append(bot_row)
    finally:
        if args.keep:
            notes.append(f"kept {folder}")
        else:
            shutil.rmtree(folder, ignore_errors=True)

    load_after = " ".join(f"{v:.2f}" for v in os.getloadavg())
    print(f"after    load average {load_after}; calib {cpu_calibration_us():.0f} µs")
    print()
    print_table(rows)
    for note in notes:
        print(f"note: {note}")
    failed = [r for r in rows if r.ok is False]
    print()
    print(f"{len(failed)} goal(s) missed" if failed else "all goals met")
    for text in profiles:
        print()
        print(text)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
