"""Issue 15, item 7: every screen names the same day, the one the engine's Movement prompt
names ("Day N: the Argo is at …") [CAMP-001, CAMP-022].

The ``journal`` fixture waits at the fourth move: three Timeline boxes are marked, and the
round being played is day 4 (its box is marked in the round's second step).
"""

from __future__ import annotations

from pathlib import Path

from textual.pilot import Pilot

from atoterm.ui.app import AtotermApp, make_app
from atoterm.ui.argo_sheet import ArgoSheet
from atoterm.ui.replay_screen import ReplayScreen
from atoterm.ui.timeline_panel import TimelineScreen
from atoterm.ui.voyage_screen import VoyageScreen

SIZE = (120, 40)


def shown(app: AtotermApp, selector: str) -> str:
    return str(app.screen.query_one(selector).render())


async def press(pilot: Pilot[int], *keys: str) -> None:
    for key in keys:
        await pilot.press(key)
        await pilot.pause()


async def test_header_sheet_timeline_and_prompt_name_one_day(
    journal: Path, voyage_dir: Path
) -> None:
    app = make_app(start="load", path=str(journal), content_dir=str(voyage_dir))
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        assert isinstance(app.screen, VoyageScreen)
        game = app.game
        assert game is not None and game.pending is not None
        assert game.pending.prompt.startswith("Day 4: the Argo is at")
        assert shown(app, "#steps").startswith("Day 4/")
        assert "Day 4 of " in str(app.screen.query_one(ArgoSheet).render())
        await press(pilot, "d")
        assert isinstance(app.screen, TimelineScreen)
        timeline = shown(app, "#timeline-text")
        assert "▶ Day  4 (today)" in timeline and "✓ Day  3" in timeline
        await press(pilot, "d")

        await press(pilot, "1")  # sail: the Timeline Step marks day 4's box, still day 4
        assert game.state.timeline.day == 4
        assert shown(app, "#steps").startswith("Day 4/")
        assert "Day 4 of " in str(app.screen.query_one(ArgoSheet).render())


async def test_replay_goes_to_the_movement_that_opens_the_day(
    journal: Path, voyage_dir: Path
) -> None:
    app = make_app(start="replay", path=str(journal), content_dir=str(voyage_dir))
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, ReplayScreen)
        for day in (2, 4):
            await press(pilot, "home", "d", str(day), "enter")
            state = screen.game.history.state_at(screen.position)
            assert state.pending is not None
            assert state.pending.prompt.startswith(f"Day {day}: the Argo is at")
            assert f"day {day}/" in shown(app, "#status")
