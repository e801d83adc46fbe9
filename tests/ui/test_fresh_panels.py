"""Issue 15, item 9: panels show the present. The Exploration Draw panel shows today's cards
or nothing (never yesterday's), and a resumed campaign's first frame is already its final
layout with the log filled (it used to be drawn narrow with an empty log, then reflowed).

The ``journal`` fixture waits at day 4's Movement: the state still holds day 3's Draw.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from textual.app import App
from textual.pilot import Pilot
from textual.screen import Screen

from atoterm.ui.app import make_app
from atoterm.ui.event_log import EventLog
from atoterm.ui.exploration_panel import card_words
from atoterm.ui.voyage_screen import VoyageScreen

SIZE = (120, 40)


async def press(pilot: Pilot[int], *keys: str) -> None:
    for key in keys:
        await pilot.press(key)
        await pilot.pause()


async def test_the_draw_panel_never_shows_yesterdays_cards(journal: Path, voyage_dir: Path) -> None:
    app = make_app(start="load", path=str(journal), content_dir=str(voyage_dir))
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, VoyageScreen)
        game = screen.game
        yesterday = [card for stack in game.state.campaign.exploration.stacks for card in stack]
        assert yesterday, "the fixture's state keeps day 3's Draw"
        panel = screen.query_one("#exploration")
        await press(pilot, "x")  # pin the panel: there is nothing of today to show
        assert screen.show_draw and not panel.display

        await press(pilot, "1")  # sail: today's Exploration Step draws its own stacks
        assert game.state.step not in ("movement", "timeline")
        today = [card for stack in game.state.campaign.exploration.stacks for card in stack]
        assert today and panel.display
        # "▶" marks the card being resolved when today's Draw waits at a card's choice
        shown = str(panel.render()).replace("▶", "")
        for card in today:
            assert card_words(game.content, card) in shown
        assert "Stack 1: " + card_words(game.content, today[0]) in shown


async def test_a_resumed_campaign_paints_its_final_layout_first(
    journal: Path, voyage_dir: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Every frame the app would send to the terminal is recorded: the first one of the
    voyage screen already has the wide layout and the log filled and scrolled to its end."""
    frames: list[tuple[bool, int, int, bool]] = []
    display = App._display

    def record(self: App[object], screen: Screen[object], renderable: object) -> None:
        if renderable is not None and isinstance(screen, VoyageScreen):
            log = screen.query_one(EventLog)
            right = screen.query_one("#right").size.width
            at_end = log.scroll_y == log.max_scroll_y
            frames.append((screen.has_class("-wide"), right, len(log.lines), at_end))
        display(self, screen, renderable)  # type: ignore[arg-type]

    monkeypatch.setattr(App, "_display", record)
    app = make_app(start="load", path=str(journal), content_dir=str(voyage_dir))
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        await pilot.pause()
        log = app.screen.query_one(EventLog)
        assert any("Continuing" in line for line in log.entries)
    assert frames, "the voyage screen was never painted"
    wide, right, lines, at_end = frames[0]
    assert wide and lines and at_end, frames[0]
    assert right == frames[-1][1], "the first frame's columns are the final ones"
