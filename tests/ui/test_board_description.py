"""The battle screen's ``d``: the board described in words, in a focusable read-only text view.

Accessibility (issue 4): the same lines as ``describe_board`` (every miniature with its space
and facing, terrain, red lines, distances), plain text a screen reader can walk line by line.
"""

from __future__ import annotations

import pytest
from textual.app import App
from textual.pilot import Pilot
from textual.widgets import TextArea

from atoterm.content import ContentPack
from atoterm.engine.battle.explain.describe import describe_board
from atoterm.session.practice import new_practice_game
from atoterm.ui.app import make_app
from atoterm.ui.battle_screen import BattleScreen
from atoterm.ui.board_description import BoardDescription


async def to_the_board(pilot: Pilot, app: App[None]) -> None:
    """Take the default loadout and the first Priority Target: the board screen opens."""
    await pilot.pause()
    for _ in range(4):
        if isinstance(app.screen, BattleScreen):
            return
        await pilot.press("1")
        await pilot.pause()
    assert isinstance(app.screen, BattleScreen)


@pytest.mark.parametrize("size", [(80, 24), (120, 40)], ids=["80x24", "120x40"])
async def test_d_opens_the_board_in_words(
    content: ContentPack, tmp_path, size: tuple[int, int]
) -> None:
    """[BAT-SETUP-004] [BAT-SETUP-008] ``d`` shows the description; esc goes back."""
    game = new_practice_game(content, 3, save=tmp_path / "battle.atoj", durable=False)
    app = make_app("battle", game=game)
    async with app.run_test(size=size) as pilot:
        await to_the_board(pilot, app)
        position = game.history.position
        await pilot.press("d")
        await pilot.pause()
        assert isinstance(app.screen, BoardDescription)
        area = app.screen.query_one(TextArea)
        assert area.read_only
        assert app.focused is area
        assert area.text.splitlines() == describe_board(game.state, game.content)
        assert "Primordial: Ammonax, the Coiled Warden" in area.text
        assert "Titan A: Ithra" in area.text and "Red lines (" in area.text
        await pilot.press("1")  # typing in the description chooses nothing
        await pilot.press("down", "down")
        assert game.history.position == position
        await pilot.press("escape")
        await pilot.pause()
        assert isinstance(app.screen, BattleScreen)
        await pilot.press("d")
        await pilot.pause()
        assert isinstance(app.screen, BoardDescription)
        await pilot.press("d")  # the same key closes it
        await pilot.pause()
        assert isinstance(app.screen, BattleScreen)
    game.close()


async def test_the_help_lists_the_key(content: ContentPack, tmp_path) -> None:
    game = new_practice_game(content, 3, save=tmp_path / "battle.atoj", durable=False)
    app = make_app("battle", game=game)
    async with app.run_test(size=(120, 40)) as pilot:
        await to_the_board(pilot, app)
        await pilot.press("question_mark")
        await pilot.pause()
        rows = [row for _, rows in app.screen.key_rows for row in rows]  # type: ignore[attr-defined]
        assert ("d", "Describe board") in rows
    game.close()
