"""A terminal below 80x24 shows only a centred size message, and recovers when enlarged."""

from __future__ import annotations

from pathlib import Path

from atoterm.ui.app import make_app
from atoterm.ui.size_guard import SizeNotice
from atoterm.ui.title_screen import TitleScreen


async def test_too_small_terminal_shows_the_needed_size_and_recovers(saves: Path) -> None:
    app = make_app()
    async with app.run_test(size=(60, 20)) as pilot:
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, TitleScreen)
        assert screen.has_class("-too-small")
        notice = screen.query_one(SizeNotice)
        assert notice.display
        text = str(notice.content)
        assert "80×24" in text and "60×20" in text
        assert not screen.query_one("#title-box").display
        await pilot.press("n")
        assert app.screen is screen, "no action while only the notice is shown"

        await pilot.resize_terminal(100, 30)
        await pilot.pause()
        assert not screen.has_class("-too-small")
        assert not notice.display
        assert screen.query_one("#title-box").display
        assert app.focused is screen.query_one("#title-menu"), "focus comes back"

        await pilot.resize_terminal(79, 30)
        await pilot.pause()
        assert screen.has_class("-too-small")
        assert "79×30" in str(notice.content)

        await pilot.resize_terminal(100, 30)
        await pilot.pause()
        await pilot.press("end", "enter")  # the menu's last entry: Quit
        await pilot.pause()
    assert app.return_code == 0 and not app.is_running
