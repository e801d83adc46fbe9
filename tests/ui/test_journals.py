"""Pilot tests of journals in the UI: replay, refused files, damaged files."""

from __future__ import annotations

from pathlib import Path

from textual.widgets import Input, Static

from atoterm.store import read_journal
from atoterm.ui.app import make_app
from atoterm.ui.event_log import EventLog
from atoterm.ui.journal_dialog import JournalDialog
from atoterm.ui.replay_screen import ReplayScreen
from atoterm.ui.title_screen import TitleScreen
from atoterm.ui.voyage_screen import VoyageScreen

SIZE = (120, 40)


async def test_replay_steps_and_jumps_without_writing(journal: Path, voyage_dir: Path) -> None:
    before = journal.read_bytes()
    app = make_app(start="replay", path=str(journal), content_dir=str(voyage_dir))
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, ReplayScreen)
        history = screen.game.history
        end = history.position  # the fixture's decisions: bonuses, three days of play
        assert screen.position == end
        await pilot.press("left", "p")
        assert screen.position == end - 2
        await pilot.press("home", "n", "right")
        assert screen.position == 2
        await pilot.press("end")
        assert screen.position == end
        await pilot.press("g", "3", "enter")
        assert screen.position == 3
        await pilot.press("d", "2", "enter")
        landed = history.state_at(screen.position)  # day 2 opens with its Movement
        assert landed.step == "movement" and landed.timeline.day == 1
        assert history.state_at(screen.position - 1).step != "movement"
        await pilot.press("escape")
        assert isinstance(app.screen, TitleScreen)
    assert journal.read_bytes() == before


async def test_refused_and_damaged_journals_are_explained(
    saves: Path, journal: Path, voyage_dir: Path
) -> None:
    garbage = saves / "garbage.atoj"
    garbage.write_bytes(b"this is not a journal at all")
    torn = saves / "torn.atoj"
    torn.write_bytes(journal.read_bytes() + b"\x00\x00\x01")  # a record cut mid-write

    app = make_app(start="load", path=str(garbage), content_dir=str(voyage_dir))
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        title = app.screen
        assert isinstance(title, TitleScreen)
        message = str(title.query_one("#title-message", Static).content)
        assert "garbage.atoj" in message and "offset" in message
        assert "Traceback" not in message

        await pilot.press("l")
        assert isinstance(app.screen, JournalDialog)
        path_field = app.screen.query_one("#journal-path", Input)
        path_field.focus()
        path_field.value = str(torn)  # typing a long temporary path key by key is slow
        await pilot.press("enter")
        await pilot.pause()
        assert isinstance(app.screen, VoyageScreen)
        entries = app.screen.query_one(EventLog).entries
        assert any("torn" in line for line in entries)
        assert any("play continues in" in line for line in entries)
        assert app.game is not None and app.game.path is not None
        assert app.game.path.name.startswith("torn.recovered")
        decisions = len([r for r in read_journal(journal).records if r.kind == "decision"])
        assert app.game.history.position == decisions
