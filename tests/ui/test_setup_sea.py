"""The new-campaign form offers the sea (issue 17): the Cycle's own, or a new one drawn from
the seed, with its length; chosen with the keyboard alone, in the player's words, and the
campaign it starts sails that sea."""

from __future__ import annotations

from pathlib import Path

from textual.widgets import RadioSet

from atoterm.session.sea import SeaSpec
from atoterm.ui.app import make_app
from atoterm.ui.setup_screen import SetupScreen


async def test_a_generated_short_sea_is_chosen_with_the_keyboard(saves: Path) -> None:
    app = make_app("play", seed=7)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, SetupScreen)
        words = " ".join(
            str(screen.query_one(f"#{field}").render()) for field in ("hint-sea",)
        ).lower()
        assert "seed" in words and "generated" not in words  # the player's words, no ids
        length = screen.query_one("#length", RadioSet)
        assert length.disabled, "a length is chosen for a generated sea only"
        for _ in range(4):  # from the first name: the other three names, then the sea
            await pilot.press("tab")
        assert app.focused is screen.query_one("#sea", RadioSet)
        await pilot.press("right", "enter")  # "a new sea from the seed"
        await pilot.pause()
        assert screen.chosen("sea") == "generated" and not length.disabled
        await pilot.press("tab")
        assert app.focused is length
        await pilot.press("right", "enter")  # "short voyage"
        await pilot.pause()
        assert screen.chosen("length") == "short"
        await pilot.press("ctrl+s")
        await pilot.pause()
        game = app.game
        assert game is not None
        assert game.sea == SeaSpec("generated", 7, "short")
        assert game.header.sea["length"] == "short"


async def test_the_command_lines_sea_is_proposed(saves: Path, voyage_dir: Path) -> None:
    """``atoterm play --sea generated --length short`` opens the form with both chosen; the
    hand-made sea stays the default and starts a campaign whose header names no sea."""
    app = make_app("play", seed=9, content_dir=str(voyage_dir), sea="generated", length="short")
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, SetupScreen)
        assert (screen.chosen("sea"), screen.chosen("length")) == ("generated", "short")
    app = make_app("play", seed=9, content_dir=str(voyage_dir))
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, SetupScreen) and screen.chosen("sea") == "handmade"
        await pilot.press("ctrl+s")
        await pilot.pause()
        assert app.game is not None and app.game.header.sea == {}
        assert app.game.sea == SeaSpec("handmade", 9, "full")
