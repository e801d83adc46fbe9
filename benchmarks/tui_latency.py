"""Key-to-screen latency of the Textual front end (a script that prints figures, not a test).

    python benchmarks/tui_latency.py              # 80x24 and 120x40, 6 rounds each
    python benchmarks/tui_latency.py --quick      # 2 rounds
    python benchmarks/tui_latency.py --repeats 12 --sizes 120x40

The real app (``atoterm.ui.app.make_app``), run headless by Textual's ``App.run_test`` at each
size, plays two games: a voyage (a new campaign, seed 42, on the default content without its
storybook, as ``tests/ui`` does, so day 1's Story event does not leave the voyage screen) and a
practice battle (seed 17, Ammonax Level 1, the default Titans and loadout, set up untimed).
Journals are written as the game writes them (fsync'd), to a temporary folder. Each round
presses: option highlight moves (down, then up), board cursor moves (battle), choose (the
Done/End turn key when open, else: voyage the first open option's key, battle the last
one's), undo, redo, and opens then closes the overlays (voyage: help ``?``, Argo sheet
``a``, Timeline ``d``, Technology ``t``, command palette ``ctrl+p``; battle: help, describe
``d``, why ``w``, palette), plus the battle's next side panel ``p`` and the focus keys.

**The interval measured**, per key, with ``time.perf_counter`` inside the app's process:

* start: just before the key event is handed to the app, the way a terminal driver hands it
  over (``driver.send_message(events.Key)``); the app is idle at that moment;
* end: the end of the last screen update after it that changes what the terminal shows (at
  least one cell's character or style; the script keeps a copy of the screen's cells; an
  update that writes again what is there already ends nothing). A screen update is a call
  of ``App._display`` with the compositor's update (``Screen._compositor_refresh``: the
  widgets' lines rendered and the changed regions composed). Headless, Textual skips turning
  that update into the terminal's escape sequences; the wrapper does that work too
  (``CompositorUpdate.render_segments``) and throws the text away, so the cost a real terminal
  pays in the app's thread is counted; only the write to the terminal (Textual's writer
  thread) and the terminal's own drawing are not;
* the key is done when, for ``QUIET`` seconds, no update at all has been painted and no
  message has waited in a queue of the app, its screen or a widget (then the next key is
  sent). Pilot's ``press``/``pause`` are not used for the timed keys: they force a refresh,
  which would hide the app's own scheduling (its 60 fps update timer included).

The table gives the median and the worst wall-clock interval, and the median CPU time the
process spent over it (``time.process_time``, all threads): other programs on a busy machine
lengthen the first, not the second. A key that paints nothing (a highlight already at the
top) is not counted. Goals (issue 15):
highlight and cursor moves <= 16 ms median and <= 33 ms worst; choose, undo and redo <= 33 ms
median and <= 100 ms worst; no key over 250 ms, overlays included.
"""

from __future__ import annotations

import argparse
import asyncio
import shutil
import statistics
import sys
import tempfile
import time
import unicodedata
from collections import defaultdict
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

REPO = Path(__file__).resolve().parent.parent
if str(REPO) not in sys.path:
    sys.path.insert(0, str(REPO))

from rich.cells import cell_len  # noqa: E402
from rich.console import Console  # noqa: E402
from rich.segment import ControlType  # noqa: E402
from rich.style import Style  # noqa: E402
from textual import events  # noqa: E402
from textual._compositor import CompositorUpdate  # noqa: E402
from textual.app import App  # noqa: E402
from textual.keys import _character_to_key, _get_unicode_name_from_key  # noqa: E402

from atoterm.content.locate import default_content_dir  # noqa: E402
from atoterm.session import Game, load_content  # noqa: E402
from atoterm.session.practice import new_practice_game  # noqa: E402
from atoterm.ui.app import make_app  # noqa: E402
from atoterm.ui.battle_board import BattleBoard  # noqa: E402
from atoterm.ui.battle_screen import BattleScreen  # noqa: E402
from atoterm.ui.voyage_screen import VoyageScreen  # noqa: E402
from atoterm.views.option_order import FINISH_KEY, shown_options  # noqa: E402

QUIET = 0.15
"""Seconds without a screen update after which a key's answer is complete."""
KEY_TIMEOUT = 10.0
VOYAGE_SEED = 42
BATTLE_SEED = 17
HIGHLIGHTS = 3
"""Highlight (and cursor) moves each way per round."""
SIZES = ((80, 24), (120, 40))

MOVE_GOAL = (16.0, 33.0)
DECIDE_GOAL = (33.0, 100.0)
ANY_KEY_MAX = 250.0
GOALS: dict[str, tuple[float, float]] = {
    "highlight": MOVE_GOAL,
    "cursor": MOVE_GOAL,
    "choose": DECIDE_GOAL,
    "undo": DECIDE_GOAL,
    "redo": DECIDE_GOAL,
}
"""Action -> (median, worst) in milliseconds; every other action: worst <= ANY_KEY_MAX."""


# ---------------------------------------------------------------- the stopwatch
class ShadowTerminal:
    """What the terminal shows, cell by cell, to tell the updates that change it."""

    def __init__(self) -> None:
        self.cells: dict[tuple[int, int], tuple[str, Style | None]] = {}

    def apply(self, update: Any, console: Console) -> bool:
        """Write ``update`` (a compositor update) to the cells; True if any cell changed."""
        if not isinstance(update, CompositorUpdate):
            return True
        cells = self.cells
        changed = False
        x = y = 0
        for segment in console.render(update):
            if segment.control:
                for code in segment.control:
                    if code[0] == ControlType.CURSOR_MOVE_TO:
                        x, y = int(code[1]), int(code[2])
                continue
            if segment.text == "\n":
                x, y = 0, y + 1
                continue
            style = segment.style
            for char in segment.text:
                cell = (char, style)
                if cells.get((x, y)) != cell:
                    cells[(x, y)] = cell
                    changed = True
                x += 1 if char.isascii() else max(1, cell_len(char))
        return changed


@dataclass
class Stopwatch:
    """Times keys from their hand-over to the app to the end of the last screen update."""

    app: App[Any]
    painted: float = 0.0
    """perf_counter at the end of the latest screen update."""
    painted_cpu: float = 0.0
    """process_time at the same moment."""
    active: float = 0.0
    """perf_counter at the end of the latest screen update, changing a cell or not."""
    terminal: ShadowTerminal = field(default_factory=lambda: ShadowTerminal())
    last_action: str = ""
    samples: dict[str, list[float]] = field(default_factory=lambda: defaultdict(list))
    cpu: dict[str, list[float]] = field(default_factory=lambda: defaultdict(list))
    """CPU time of the process over the same interval (ms): what other programs on the
    machine cannot inflate."""
    silent: dict[str, int] = field(default_factory=lambda: defaultdict(int))

    def install(self) -> None:
        app = self.app
        display = app._display

        def timed_display(screen: Any, renderable: Any) -> None:
            display(screen, renderable)
            if renderable is None or app._batch_count:
                return
            if app.is_headless and isinstance(renderable, CompositorUpdate):
                renderable.render_segments(app.console)  # what a real terminal costs here
            now, cpu = time.perf_counter(), time.process_time()
            self.active = now
            if self.terminal.apply(renderable, app.console):
                self.painted, self.painted_cpu = now, cpu

        app._display = timed_display  # type: ignore[method-assign]

    async def settle(self) -> None:
        """Wait until the app has had nothing to do and painted nothing for QUIET seconds
        (on a busy machine the app can be kept from running that long: its queues tell)."""
        start = quiet_since = time.perf_counter()
        while True:
            await asyncio.sleep(0.01)
            now = time.perf_counter()
            if self.busy():
                quiet_since = now
            if now - max(self.active, quiet_since) >= QUIET or now - start > KEY_TIMEOUT:
                return

    def busy(self) -> bool:
        """Messages wait in a queue of the app or its screen, or the screen has an update
        or callbacks pending."""
        app = self.app
        if not app.is_running or not app.screen_stack:
            return False
        screen = app.screen
        if screen._dirty_widgets or screen._layout_required or screen._callbacks:
            return True
        nodes = [app, *screen.walk_children(with_self=True)]
        return any(node._message_queue.qsize() for node in nodes)

    async def press(self, action: str, key: str) -> float | None:
        """Press ``key``; record its latency in ms under ``action`` (None: nothing painted)."""
        assert self.app._driver is not None, f"the app has stopped (before {action})"
        self.last_action = f"{action} ({key}) on {type(self.app.screen).__name__}"
        event = key_event(key)
        event.set_sender(self.app)
        self.painted = 0.0
        start = time.perf_counter()
        cpu_start = time.process_time()
        self.app._driver.send_message(event)
        await self.settle()
        if self.painted < start:
            self.silent[action] += 1
            return None
        elapsed = (self.painted - start) * 1000
        self.samples[action].append(elapsed)
        self.cpu[action].append((self.painted_cpu - cpu_start) * 1000)
        return elapsed


def key_event(key: str) -> events.Key:
    """The Key event a terminal driver sends for ``key`` (as Textual's own ``_press_keys``)."""
    if len(key) == 1 and not key.isalnum():
        key = _character_to_key(key)
    try:
        char: str | None = unicodedata.lookup(_get_unicode_name_from_key(key))
    except KeyError:
        char = key if len(key) == 1 else None
    return events.Key(key, char)


# ---------------------------------------------------------------- what to press
def choice_key(game: Game, last: bool) -> str | None:
    """The key of the option the bench chooses: Done/End turn/Continue when open, else the
    first (``last``: the last) open option that has a key."""
    keyed = [s for s in shown_options(game.pending) if s.key and not s.option.disabled]
    if not keyed:
        return None
    if any(s.key == FINISH_KEY for s in keyed):
        return FINISH_KEY
    return (keyed[-1] if last else keyed[0]).key


async def decide_round(watch: Stopwatch, game: Game, last: bool) -> bool:
    """Choose, undo, redo; False when there is nothing left to choose."""
    key = choice_key(game, last)
    if key is None:
        return False
    before = game.history.position
    await watch.press("choose", key)
    if game.history.position == before:  # listed out of sight: shown first, then chosen
        for figures in (watch.samples, watch.cpu):
            figures["choose (out of sight)"] += figures["choose"][-1:]
            del figures["choose"][-1:]
        await watch.press("choose", key)
    if game.history.position == before:
        return False
    await watch.press("undo", "u")
    await watch.press("redo", "U")
    return True


async def highlight_round(watch: Stopwatch) -> None:
    for way in ("down", "up"):
        for _ in range(HIGHLIGHTS):
            await watch.press("highlight", way)


async def overlays(watch: Stopwatch, keys: tuple[tuple[str, str], ...]) -> None:
    for name, key in keys:
        await watch.press(f"open {name}", key)
        await watch.press(f"close {name}", "escape")


VOYAGE_OVERLAYS = (
    ("help ?", "question_mark"),
    ("Argo sheet a", "a"),
    ("Timeline d", "d"),
    ("Technology t", "t"),
    ("palette ^p", "ctrl+p"),
)
BATTLE_OVERLAYS = (
    ("help ?", "question_mark"),
    ("describe d", "d"),
    ("why w", "w"),
    ("palette ^p", "ctrl+p"),
)


async def play_voyage(watch: Stopwatch, game: Game, rounds: int) -> None:
    app = watch.app
    for _ in range(rounds):
        if not isinstance(app.screen, VoyageScreen):
            break
        await highlight_round(watch)
        await overlays(watch, VOYAGE_OVERLAYS)
        for _ in range(2):
            if not isinstance(app.screen, VoyageScreen) or not await decide_round(
                watch, game, last=False
            ):
                return


async def play_battle(watch: Stopwatch, game: Game, rounds: int) -> None:
    app = watch.app
    for _ in range(rounds):
        if not isinstance(app.screen, BattleScreen) or game.state.outcome is not None:
            break
        board = app.screen.query_one(BattleBoard)
        if not board.has_focus:
            await watch.press("focus board b", "b")
        for way in ("right", "down", "left", "up"):
            for _ in range(HIGHLIGHTS):
                await watch.press("cursor", way)
        await watch.press("focus options o", "o")
        await highlight_round(watch)
        await watch.press("next panel p", "p")
        await overlays(watch, BATTLE_OVERLAYS)
        for _ in range(2):
            if not isinstance(app.screen, BattleScreen) or not await decide_round(
                watch, game, last=True
            ):
                return


async def run_game(kind: str, size: tuple[int, int], rounds: int, work: Path) -> Stopwatch:
    if kind == "voyage":
        folder = work / "voyage-content"
        if not folder.exists():
            shutil.copytree(
                default_content_dir(), folder, ignore=shutil.ignore_patterns("storybook")
            )
        game = Game.new(load_content(folder), VOYAGE_SEED, save=work / f"voyage-{size}.atoj")
    else:
        game = new_practice_game(load_content(), BATTLE_SEED, save=work / f"battle-{size}.atoj")
    app = make_app("battle", game=game)  # shows the game on the screen its phase needs
    watch = Stopwatch(app)
    try:
        async with app.run_test(size=size) as pilot:
            watch.install()
            await pilot.pause()
            await watch.settle()
            if kind == "voyage":
                await play_voyage(watch, game, rounds)
            else:
                for _ in range(20):  # the setup (not timed): the default Titans and loadout
                    if isinstance(app.screen, BattleScreen):
                        break
                    await pilot.press("1")
                    await pilot.pause()
                    await watch.settle()
                await play_battle(watch, game, rounds)
    except Exception:
        print(f"{kind} {size}: stopped after {watch.last_action}", file=sys.stderr)
        raise
    finally:
        game.close()
    return watch


# ---------------------------------------------------------------- the table
def verdict(action: str, median: float, worst: float) -> str:
    goal_median, goal_worst = GOALS.get(action, (ANY_KEY_MAX, ANY_KEY_MAX))
    ok = median <= goal_median and worst <= goal_worst and worst <= ANY_KEY_MAX
    return "✓" if ok else "✗"


def goal_words(action: str) -> str:
    if action in GOALS:
        median, worst = GOALS[action]
        return f"≤{median:.0f} / ≤{worst:.0f}"
    return f"— / ≤{ANY_KEY_MAX:.0f}"


def print_table(results: dict[tuple[str, str], Stopwatch]) -> bool:
    """One line per game, size and action; True when every goal is met."""
    print(
        f"{'game':<7} {'size':<7} {'action':<24} {'n':>4} {'median':>8} {'worst':>8}"
        f"  {'goal ms':<11}    {'cpu med':>7}"
    )
    all_ok = True
    for (kind, size), watch in results.items():
        order = [a for a in GOALS if a in watch.samples]
        order += sorted(a for a in watch.samples if a not in GOALS)
        for action in order:
            values = watch.samples[action]
            if not values:
                continue
            median, worst = statistics.median(values), max(values)
            mark = verdict(action, median, worst)
            all_ok &= mark == "✓"
            cpu = statistics.median(watch.cpu[action])
            print(
                f"{kind:<7} {size:<7} {action:<24} {len(values):>4} {median:>8.1f} "
                f"{worst:>8.1f}  {goal_words(action):<11} {mark}  {cpu:>7.1f}"
            )
        silent = ", ".join(f"{a} {n}" for a, n in sorted(watch.silent.items()))
        if silent:
            print(f"{'':<16}keys that painted nothing (not counted): {silent}")
    print()
    print(
        "Goals: highlight/cursor ≤16 ms median, ≤33 worst; choose/undo/redo ≤33 median, "
        f"≤100 worst; every key ≤250: "
        f"{'all met ✓' if all_ok else 'not all met ✗'}"
    )
    return all_ok


def parse_size(text: str) -> tuple[int, int]:
    width, _, height = text.partition("x")
    return int(width), int(height)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--quick", action="store_true", help="2 rounds per game and size")
    parser.add_argument("--repeats", type=int, default=6, help="rounds per game and size")
    parser.add_argument("--sizes", default="80x24,120x40", help="e.g. 80x24,120x40")
    parser.add_argument("--games", default="voyage,battle", help="voyage, battle or both")
    args = parser.parse_args(argv)
    rounds = 2 if args.quick else args.repeats
    sizes = [parse_size(s) for s in args.sizes.split(",")]
    results: dict[tuple[str, str], Stopwatch] = {}
    with tempfile.TemporaryDirectory() as tmp:
        for kind in args.games.split(","):
            for size in sizes:
                watch = asyncio.run(run_game(kind, size, rounds, Path(tmp)))
                results[(kind, f"{size[0]}x{size[1]}")] = watch
    print_table(results)
    return 0


if __name__ == "__main__":
    sys.exit(main())
