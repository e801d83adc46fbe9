"""The message history (issue 15): the whole log, scrollable and searchable, on every screen
with a log; ``esc`` closes it and the game has not moved."""

from __future__ import annotations

import shutil
from pathlib import Path

from atoterm.content import ContentPack
from atoterm.session.bot_policy import bot_choice
from atoterm.session.practice import new_practice_game
from atoterm.ui.app import make_app
from atoterm.ui.battle_screen import BattleScreen
from atoterm.ui.event_log import KEPT_ENTRIES, EventLog
from atoterm.ui.game_screen import GAME_SCREENS, screen_class
from atoterm.ui.help_screen import HelpScreen
from atoterm.ui.line_list import LineList
from atoterm.ui.message_history_screen import MessageHistoryScreen
from atoterm.ui.replay_screen import ReplayScreen

JOURNALS = Path(__file__).resolve().parents[1] / "fixtures" / "journals_v2"


async def test_history_in_a_battle_finds_a_line_by_search(
    content: ContentPack, tmp_path: Path
) -> None:
    """After some decisions, ``L`` shows every line (more than the panel keeps), the search
    keeps the matching ones, ``n`` steps between them, ``esc`` goes back to the battle."""
    game = new_practice_game(content, 17, save=tmp_path / "battle.atoj")
    while len(game.history.events_until(game.history.position, 10_000)) <= KEPT_ENTRIES:
        game.choose(bot_choice(game, "progress"))
    app = make_app("battle", game=game)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        for _ in range(3):  # and a few decisions on the screen
            pending = game.pending
            index = next(i for i, o in enumerate(pending.options) if not o.disabled)
            await pilot.press(app.screen.key_of(index))
            await pilot.pause()
        assert isinstance(app.screen, BattleScreen)
        position = game.history.position
        panel = app.screen.query_one(EventLog).entries
        await pilot.press("L")
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, MessageHistoryScreen)
        while not screen.source.complete:
            await pilot.pause(0.05)
        shown = [line.plain for line in screen.lines]
        events = [e.removesuffix(" (w: why?)") for e in panel if e.startswith("• ")]
        assert shown[-len(events) :] == events  # the panel's lines, in its words
        assert len(shown) > KEPT_ENTRIES >= len(panel)  # and every older one
        assert any(line.when.startswith("Round") for line in screen.lines)
        # the first Standard Preparations line is long gone from view; search finds it
        await pilot.press(*"standard prep")
        await pilot.pause()
        assert screen.rows and all(
            "standard prep" in screen.lines[i].plain.casefold() for i in screen.rows
        )
        assert len(screen.rows) < len(screen.lines)
        await pilot.press("enter")
        await pilot.pause()
        listing = screen.query_one(LineList)
        assert app.focused is listing and listing.cursor == len(screen.rows) - 1
        detail = str(screen.query_one("#history-detail").render())
        assert "Standard Preparations" in detail and "[BAT-SETUP" in detail
        await pilot.press("a")  # every line again, the cursor on the one found
        await pilot.pause()
        assert len(screen.rows) == len(screen.lines)
        assert "Standard Preparations" in screen.current_line().text
        await pilot.press("escape")
        await pilot.pause()
        assert isinstance(app.screen, BattleScreen)
        assert game.history.position == position
    game.close()


async def test_history_in_the_replay_of_a_long_campaign_opens_at_once(tmp_path: Path) -> None:
    """A campaign of 1838 decisions: the newest lines show at once, the older ones arrive
    while the overlay is open, up to the decision the replay shows; ``?`` lists the key."""
    journal = tmp_path / "campaign.atoj"
    shutil.copyfile(JOURNALS / "campaign.atoj", journal)
    app = make_app("replay", path=str(journal))
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        replay = app.screen
        assert isinstance(replay, ReplayScreen)
        await pilot.press("question_mark")
        await pilot.pause()
        assert isinstance(app.screen, HelpScreen)
        rows = {words: keys for _, section in app.screen.key_rows for keys, words in section}
        assert rows.get("Message history") == "L, ctrl+l"
        assert rows.get("Rules and glossary search") == "/"
        await pilot.press("escape", "left", "left")  # back two decisions
        await pilot.pause()
        position = replay.position
        assert position == replay.last - 2
        await pilot.press("ctrl+l")
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, MessageHistoryScreen)
        # the first frame had a screenful of the newest lines, not the whole campaign
        assert 0 < screen.lines_at_open < 1000
        listing = screen.query_one(LineList)
        listing.focus()
        await pilot.press("up", "up", "up")
        chosen = screen.current_line()
        while not screen.source.complete:
            await pilot.pause(0.05)
        # older lines arrived above: the same line is under the cursor, still in view
        assert screen.current_line() is chosen
        height = listing.scrollable_content_region.height
        assert listing.top <= listing.cursor < listing.top + height
        assert listing.cursor == len(screen.lines) - 4
        assert len(screen.lines) > 3000
        events = replay.game.history.events_until(position, 100_000)
        assert [line.text for line in screen.lines] == [event.text for event in events]
        assert screen.lines[-1].when.startswith("Day ")
        await pilot.press("f", *"day 3 ")  # f: back to the search field
        await pilot.pause()
        assert screen.rows and all(screen.lines[i].when.startswith("Day 3") for i in screen.rows)
        await pilot.press("escape")
        await pilot.pause()
        assert app.screen is replay and replay.position == position


def test_every_screen_with_a_log_has_the_history_key() -> None:
    """Voyage, storybook, battle setup, battle and replay: ``L`` opens the history."""
    classes = [screen_class(view) for view in GAME_SCREENS] + [ReplayScreen]
    for cls in classes:
        groups = cls._merge_bindings().key_to_bindings.values()
        actions = {binding.action for group in groups for binding in group}
        assert "message_history" in actions, cls.__name__
        assert callable(getattr(cls, "action_message_history", None)), cls.__name__
