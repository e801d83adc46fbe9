"""The voyage screen's layout stays still where there is room: on a tall terminal the
decision panel keeps its height whatever the number of options (a panel following each
decision's options laid the whole screen out twice and repainted the map,
``benchmarks/tui_latency.py``), while what it shows follows every decision."""

from __future__ import annotations

from pathlib import Path

from textual.pilot import Pilot

from atoterm.ui.app import AtotermApp, make_app
from atoterm.ui.decision_panel import DecisionPanel
from atoterm.ui.safe_widgets import SafeOptionList, SafeStatic
from atoterm.ui.voyage_screen import TALL, VoyageScreen
from atoterm.views.option_order import shown_options
from atoterm.views.option_words import worded


def panel_height(app: AtotermApp) -> int:
    return app.screen.query_one(DecisionPanel).outer_size.height


def shows_the_decision(app: AtotermApp) -> None:
    """The panel lists the pending decision: its prompt and one entry per option."""
    game = app.game
    assert game is not None and game.pending is not None
    screen = app.screen
    prompt = str(screen.query_one("#decision-prompt", SafeStatic).render())
    assert worded(game.content, game.pending).prompt in prompt
    options = screen.query_one("#decision-options", SafeOptionList)
    assert options.option_count == len(shown_options(game.pending))


async def decide_undo_redo(app: AtotermApp, pilot: Pilot[int]) -> list[tuple[int, int]]:
    """(options listed, panel height) at the start, after choosing 1, undo and redo."""
    seen = []
    for keys in ((), ("1",), ("u",), ("U",)):
        await pilot.press(*keys)
        await pilot.pause()
        assert isinstance(app.screen, VoyageScreen)
        shows_the_decision(app)
        options = app.screen.query_one("#decision-options", SafeOptionList)
        seen.append((options.option_count, panel_height(app)))
    return seen


async def test_a_tall_decision_panel_keeps_its_height(journal: Path, voyage_dir: Path) -> None:
    app = make_app(start="load", path=str(journal), content_dir=str(voyage_dir))
    async with app.run_test(size=(120, TALL)) as pilot:
        await pilot.pause()
        seen = await decide_undo_redo(app, pilot)
    counts, heights = zip(*seen, strict=True)
    assert len(set(counts)) > 1, f"the decisions walked all have {counts[0]} options"
    assert set(heights) == {14}


async def test_a_short_decision_panel_follows_its_options(journal: Path, voyage_dir: Path) -> None:
    """Below TALL rows the map needs every row: the panel is as tall as its options."""
    app = make_app(start="load", path=str(journal), content_dir=str(voyage_dir))
    async with app.run_test(size=(120, TALL - 8)) as pilot:
        await pilot.pause()
        seen = await decide_undo_redo(app, pilot)
    counts, heights = zip(*seen, strict=True)
    assert len(set(counts)) > 1, f"the decisions walked all have {counts[0]} options"
    # Few options here (a long card prompt may make two decisions the same height): the panel
    # is never held at the tall terminal's 14 rows.
    assert max(heights) < 14, seen
