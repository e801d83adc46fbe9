"""Leaving a game (issue 15, item 8): ``esc`` never leaves a game (it closes what is open over
it), ``q`` and ``ctrl+q`` ask first and say the game is already saved; ``y`` quits, ``t``
goes back to the title screen, ``n``, ``esc`` or a bare ``enter`` stay."""

from __future__ import annotations

from pathlib import Path

import pytest

from atoterm.content import ContentPack
from atoterm.session import load_game
from atoterm.ui.app import make_app
from atoterm.ui.help_screen import HelpScreen
from atoterm.ui.leave_dialog import LeaveDialog
from atoterm.ui.title_screen import TitleScreen
from atoterm.ui.voyage_screen import VoyageScreen

SIZE = (100, 30)


async def test_esc_closes_only_what_is_open_over_the_game(journal: Path, voyage_dir: Path) -> None:
    app = make_app("load", path=str(journal), content_dir=str(voyage_dir))
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, VoyageScreen)
        await pilot.press("escape")
        await pilot.pause()
        assert app.screen is screen, "esc left the game"
        assert screen.game.writer is not None, "the journal is still open for writing"
        await pilot.press("question_mark")
        assert isinstance(app.screen, HelpScreen)
        await pilot.press("escape")
        assert app.screen is screen, "esc closes the help, and only the help"
        await pilot.press("question_mark", "ctrl+q")  # over the help, the game is still open
        await pilot.pause()
        assert isinstance(app.screen, LeaveDialog) and app.is_running
        await pilot.press("n", "escape")
        assert app.screen is screen


@pytest.mark.parametrize("key", ["q", "ctrl+q"])
async def test_leaving_asks_and_says_the_game_is_saved(
    journal: Path, voyage_dir: Path, pack: ContentPack, key: str
) -> None:
    app = make_app("load", path=str(journal), content_dir=str(voyage_dir))
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, VoyageScreen)
        game = screen.game
        position = game.history.position
        await pilot.press(key)
        await pilot.pause()
        dialog = app.screen
        assert dialog is not screen, f"{key} left at once"
        said = str(dialog.query_one("#leave-saved").render())
        assert "already saved" in said and journal.name in said
        for stay in ("n", "escape", "enter"):
            await pilot.press(stay)
            await pilot.pause()
            assert app.screen is screen, f"{stay} should stay in the game"
            assert app.is_running
            await pilot.press(key)
            await pilot.pause()
        await pilot.press("t")
        await pilot.pause()
        assert isinstance(app.screen, TitleScreen)
        assert game.writer is None, "back at the title, the journal is closed"
    on_disk, _ = load_game(journal, pack, writable=False)
    assert on_disk.history.position == position


async def test_y_quits(journal: Path, voyage_dir: Path) -> None:
    app = make_app("load", path=str(journal), content_dir=str(voyage_dir))
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        await pilot.press("q")
        await pilot.pause()
        assert app.is_running
        await pilot.press("y")
        await pilot.pause()
    assert app.return_code == 0
    assert app.game is not None and app.game.writer is None


async def test_the_saved_words_wrap_inside_the_dialog(journal: Path, voyage_dir: Path) -> None:
    """The words are wrapped to the dialog's width, not cut off at its border (a label is as
    wide as its text unless told otherwise)."""
    app = make_app("load", path=str(journal), content_dir=str(voyage_dir))
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        await pilot.press("q")
        await pilot.pause()
        dialog = app.screen
        assert isinstance(dialog, LeaveDialog)
        box = dialog.query_one("#leave-box")
        said = dialog.query_one("#leave-saved")
        assert said.size.width <= box.content_size.width
        assert said.size.height >= 2, "the words are on one line, cut at the border"
