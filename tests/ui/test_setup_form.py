"""The new-campaign form (issue 15, item 16): ``?`` opens the help even from a name field
(it used to be typed into the name), each rules option says in one line what it does, and
the focused row is marked by a shape (``▶``), not only by a faint colour."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from textual.widgets import Input, RadioButton

from atoterm.ui.app import AtotermApp, make_app
from atoterm.ui.help_screen import HelpScreen
from atoterm.ui.setup_screen import SetupScreen

INTERNAL_ID = re.compile(r"\b[a-z]+(?:_[a-z0-9]+)+\b|\b[a-z]+(?:-[a-z0-9]+)+\b|\b\w+:\w+\b")
RULES = ("tie_break", "trample_also_crashes", "rage9_attack")


async def open_setup(app: AtotermApp) -> SetupScreen:
    await app.workers.wait_for_complete()
    screen = app.screen
    assert isinstance(screen, SetupScreen)
    return screen


def marked_rows(screen: SetupScreen) -> list[str]:
    """The names of the rows whose label carries the focus mark."""
    return [
        str(label.render()).removeprefix("▶ ")
        for label in screen.query(".row-label")
        if str(label.render()).startswith("▶")
    ]


@pytest.mark.usefixtures("saves")
async def test_question_mark_opens_help_from_a_name_field() -> None:
    app = make_app("play", seed=42)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        screen = await open_setup(app)
        name = screen.query_one("#name-0", Input)
        assert app.focused is name
        before = name.value
        await pilot.press("question_mark")
        await pilot.pause()
        assert isinstance(app.screen, HelpScreen)
        await pilot.press("escape")
        await pilot.pause()
        assert app.screen is screen and name.value == before, "? was typed into the name"


@pytest.mark.usefixtures("saves")
@pytest.mark.parametrize("size", [(80, 24), (120, 40)], ids=["80x24", "120x40"])
async def test_each_rules_option_is_explained_in_one_line(size: tuple[int, int]) -> None:
    app = make_app("play", seed=42)
    async with app.run_test(size=size) as pilot:
        await pilot.pause()
        screen = await open_setup(app)
        for field in RULES:
            hint = screen.query_one(f"#hint-{field}")
            words = str(hint.render())
            assert len(words.split()) >= 5, field
            assert INTERNAL_ID.search(words) is None, words
            assert hint.region.height == 1, f"{field}: one line at {size}"


@pytest.mark.usefixtures("saves")
async def test_the_focused_row_is_marked_by_a_shape(tmp_path: Path) -> None:
    app = make_app("play", seed=42)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        screen = await open_setup(app)
        await pilot.pause()
        assert marked_rows(screen) == ["Argonauts"]
        await pilot.press("shift+tab")
        await pilot.pause()
        assert marked_rows(screen) == ["Seed"]
        for _ in range(6):
            await pilot.press("tab")
        await pilot.pause()
        assert len(marked_rows(screen)) == 1 and marked_rows(screen) != ["Seed"]
        begin = screen.query_one("#begin")
        begin.focus()
        await pilot.pause()
        assert marked_rows(screen) == []
        assert str(begin.render()).lstrip().startswith("▶")


async def test_the_difficulty_is_chosen_on_the_setup_screen(saves: Path, voyage_dir: Path) -> None:
    """The three difficulties are offered with what they change; heroic starts the Argo
    with 2 Hull less."""
    from atoterm.content import load_content

    app = make_app(start="play", seed=9, content_dir=str(voyage_dir))
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        assert isinstance(app.screen, SetupScreen)
        hint = str(app.screen.query_one("#hint-difficulty").render())
        assert "Story: +3 Hull" in hint and "Heroic: -2 Hull" in hint
        app.screen.query_one("#difficulty-heroic", RadioButton).value = True
        await pilot.press("ctrl+s")
        await pilot.pause()
        game = app.game
        assert game is not None and game.state.rules.difficulty == "heroic"
        assert game.state.argo.hull == load_content(voyage_dir).argo.hull - 2


async def test_the_command_lines_difficulty_is_proposed(saves: Path, voyage_dir: Path) -> None:
    """``atoterm play --difficulty story`` opens the setup with story chosen."""
    from atoterm.cli.main import build_parser

    args = build_parser().parse_args(["play", "--difficulty", "story"])
    app = make_app(start="play", seed=9, content_dir=str(voyage_dir), difficulty=args.difficulty)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        assert isinstance(app.screen, SetupScreen)
        assert app.screen.chosen("difficulty") == "story"
