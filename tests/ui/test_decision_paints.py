"""A decision, an undo and a redo are answered in one screen update (issue 15's latency).

The log's scroll bar was painted once more a frame after each of them (Textual's ScrollView
repainted it after the layout that had set it already), which changed no cell but cost a
second pass of the screen's update timer.
"""

from __future__ import annotations

import asyncio
from pathlib import Path
from typing import Any

from screen_kit import Painted
from textual import events
from textual.app import App

from atoterm.content import ContentPack
from atoterm.session import Game
from atoterm.session.practice import new_practice_game
from atoterm.ui.app import make_app
from atoterm.ui.battle_board import BattleBoard
from atoterm.ui.battle_screen import BattleScreen
from atoterm.ui.event_log import EventLog
from atoterm.ui.voyage_screen import VoyageScreen
from atoterm.views.option_order import shown_options


async def _answered(app: App[Any], key: str) -> int:
    """Screen updates after ``key`` until the app has been idle a while (Pilot's press and
    pause force a refresh of their own, so the key is posted as a terminal would)."""
    await asyncio.sleep(0.3)
    painted = Painted(app)
    app.post_message(events.Key(key, key if len(key) == 1 else None))
    await asyncio.sleep(0.4)
    count = painted.count
    app._display = type(app)._display.__get__(app)  # type: ignore[method-assign]
    return count


async def test_a_decision_an_undo_and_a_redo_each_paint_once(
    saves: Path, pack: ContentPack
) -> None:
    """A new campaign's first decisions (a Skill bonus each): the same panels change."""
    game = Game.new(pack, 42, save=saves / "new.atoj", durable=False)
    app = make_app("battle", game=game)  # shows the game on the screen its phase needs
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        assert isinstance(app.screen, VoyageScreen)
        log = app.screen.query_one(EventLog)
        for number in range(40):  # a log longer than its panel: its scroll bar is shown
            log.note(f"earlier entry {number}")
        await pilot.pause()
        position = game.history.position
        key = next(s.key for s in shown_options(game.pending) if not s.option.disabled)
        updates = {}
        updates["choose"] = await _answered(app, key)
        assert game.history.position == position + 1
        updates["undo"] = await _answered(app, "u")
        assert game.history.position == position
        updates["redo"] = await _answered(app, "U")
        assert game.history.position == position + 1
        assert updates == {"choose": 1, "undo": 1, "redo": 1}
        bar = log.vertical_scrollbar
        assert bar.window_virtual_size == log.virtual_size.height
        assert log.scroll_y == log.max_scroll_y  # the newest entry in view
    game.close()


async def test_the_board_is_not_repainted_when_its_picture_is_unchanged(
    content: ContentPack, tmp_path: Path
) -> None:
    """Most battle decisions change no cell of the board (a weapon, a reaction, a card);
    its lines were painted again anyway, the most costly part of the decision's update. A
    change of the picture is still painted."""
    game = new_practice_game(content, 17, save=tmp_path / "battle.atoj")
    app = make_app("battle", game=game)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        for _ in range(20):  # the setup: the default Titans and loadout
            if isinstance(app.screen, BattleScreen):
                break
            await pilot.press("1")
            await pilot.pause()
        screen = app.screen
        assert isinstance(screen, BattleScreen)
        board = screen.query_one(BattleBoard)
        await pilot.pause()
        refreshed: list[object] = []
        original = board.refresh

        def counted(*regions: Any, **kwargs: Any) -> Any:
            refreshed.append(regions)
            return original(*regions, **kwargs)

        board.refresh = counted  # type: ignore[method-assign]
        screen.show_state()  # the same state again
        assert refreshed == []
        app.theme = "textual-light" if app.theme != "textual-light" else "textual-dark"
        await pilot.pause()
        assert refreshed, "a new palette did not repaint the board"
    game.close()
