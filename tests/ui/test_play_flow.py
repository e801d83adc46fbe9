"""Pilot tests of play: new campaign, decisions, undo/redo, quit, continue, load.

They assert on the session (digest, day, tile, line position), never on pixels. Each app
start costs seconds, so each test walks one whole story.
"""

from __future__ import annotations

from pathlib import Path

from atoterm.content import ContentPack
from atoterm.engine.decisions import Option
from atoterm.session import load_game
from atoterm.ui.app import AtotermApp, make_app
from atoterm.ui.event_log import EventLog
from atoterm.ui.help_screen import HelpScreen
from atoterm.ui.setup_screen import SetupScreen
from atoterm.ui.title_screen import TitleScreen
from atoterm.ui.voyage_screen import VoyageScreen
from atoterm.views.option_order import key_for_index

SIZE = (120, 40)
SEED = 42


def log_lines(app: AtotermApp) -> list[str]:
    return app.screen.query_one(EventLog).entries


async def test_new_campaign_then_undo_redo_quit_and_continue(saves: Path, voyage_dir: Path) -> None:
    app = make_app(seed=SEED, content_dir=str(voyage_dir))
    async with app.run_test(size=SIZE) as pilot:
        assert isinstance(app.screen, TitleScreen)
        await pilot.press("n")
        assert isinstance(app.screen, SetupScreen)
        await pilot.press("ctrl+s")
        assert isinstance(app.screen, VoyageScreen)
        game = app.game
        assert game is not None and game.pending is not None
        assert game.pending.kind == "skill_bonus"

        await pilot.press("1", "2", "3")
        await pilot.click("#decision-options", offset=(5, 3))  # the mouse works too: 4th row
        bonuses = [a.bonus_skill for a in game.state.argonauts]
        assert bonuses == ["courage", "cunning", "endurance", "fury"]
        assert game.pending.kind == "move"
        start_tile = game.state.voyage.tile
        before_move = game.digest

        await pilot.press("enter")  # the highlighted (first open) waterway
        assert game.history.position == 5
        moved_to = game.state.voyage.tile
        assert moved_to != start_tile
        after_move = game.digest

        await pilot.press("u")
        assert (game.history.position, game.state.voyage.tile) == (4, start_tile)
        assert game.digest == before_move
        await pilot.press("U")
        assert (game.history.position, game.state.voyage.tile) == (5, moved_to)
        assert game.digest == after_move
        await pilot.press("ctrl+z")
        assert game.history.position == 4
        await pilot.press("ctrl+y")
        assert game.history.position == 5
        day = game.state.timeline.day
        await pilot.press("q", "y")  # asked first: y quits
    assert app.return_code == 0
    assert game.writer is None, "quitting closes the journal"
    journal = saves / f"seed-{SEED}.atoj"
    assert journal.is_file()

    again = make_app(content_dir=str(voyage_dir))
    async with again.run_test(size=SIZE) as pilot:
        menu = again.screen.query_one("#title-menu")
        assert journal.name in str(menu.get_option("continue").prompt)
        await pilot.press("c")
        assert isinstance(again.screen, VoyageScreen)
        loaded = again.game
        assert loaded is not None and loaded.path == journal
        assert loaded.digest == after_move
        assert loaded.history.position == 5
        assert loaded.state.voyage.tile == moved_to
        assert loaded.state.timeline.day == day
        await pilot.press("escape")
        assert isinstance(again.screen, VoyageScreen), "esc never leaves a game"
        await pilot.press("q", "t")  # asked first: t goes back to the title screen
        assert isinstance(again.screen, TitleScreen)
        assert loaded.writer is None, "leaving the voyage closes the journal"


async def test_loaded_journal_refuses_illegal_input_and_takes_palette_choices(
    journal: Path, voyage_dir: Path, pack: ContentPack
) -> None:
    end = load_game(journal, pack, writable=False)[0].history.position
    app = make_app(start="load", path=str(journal), content_dir=str(voyage_dir))
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, VoyageScreen)
        game = screen.game
        assert game.history.position == end and game.pending is not None
        digest, day = game.digest, game.state.timeline.day

        await pilot.press("9")
        assert (game.digest, game.history.position) == (digest, end)
        assert any("no option has the key 9" in line for line in log_lines(app))

        await pilot.press("question_mark")
        assert isinstance(app.screen, HelpScreen)
        shown = {description: keys for _, rows in app.screen.key_rows for keys, description in rows}
        assert shown["Undo"] == "u, ctrl+z"
        assert shown["Redo"] == "U, ctrl+y"
        assert "Choose the option with that number" in shown
        await pilot.press("escape")
        assert app.screen is screen

        first_legal = screen.legal_choices()[0]
        await pilot.press("ctrl+p")
        await pilot.press(*first_legal[1].split()[0][:3])  # "Nor", "Eas", ...
        await pilot.pause(0.3)
        await pilot.press("enter")
        await pilot.pause()
        assert game.history.position == end + 1
        assert game.state.timeline.day == day + 1
        after_palette = game.digest

        # An option the engine closes is listed with its reason and cannot be chosen.
        game.state.pending.options[0] = Option("closed", "A closed waterway", "", "a test reason")
        screen.show_state()
        await pilot.pause()
        options = screen.query_one("#decision-options")
        closed = options.get_option_at_index(options.option_count - 1)
        assert closed.disabled, "a closed option is listed after the open ones"
        assert "✗ not available: a test reason" in str(closed.prompt)
        assert not options.get_option_at_index(options.highlighted).disabled
        await pilot.press(key_for_index(game.pending, 0))
        assert game.history.position == end + 1
        assert any("a test reason" in line for line in log_lines(app))
        assert "closed" not in [label for _, label, _ in screen.legal_choices()]
        await pilot.press("q", "y")

    on_disk, _ = load_game(journal, pack, writable=False)
    assert on_disk.history.position == end + 1
    assert on_disk.digest == after_palette
