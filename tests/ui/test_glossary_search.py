"""Rules and glossary search (``/``, issue 15): from the title and from a battle, a word or a
rule id finds its entry, the entry shows whole, ``esc`` goes back where the player was."""

from __future__ import annotations

from pathlib import Path

from textual.widgets import Input, OptionList

from atoterm.content import ContentPack
from atoterm.session.bot_policy import bot_choice
from atoterm.session.practice import new_practice_game
from atoterm.ui.app import make_app
from atoterm.ui.battle_screen import BattleScreen
from atoterm.ui.game_screen import view_for
from atoterm.ui.glossary_screen import GlossaryScreen
from atoterm.ui.title_screen import TitleScreen


async def _search_and_open(pilot, app, words: str) -> GlossaryScreen:  # type: ignore[no-untyped-def]
    await pilot.press("slash")
    await pilot.pause()
    screen = app.screen
    assert isinstance(screen, GlossaryScreen)
    await pilot.press(*words)
    await pilot.pause()
    return screen


async def test_slash_on_the_title_finds_blindspot_and_a_rule_id() -> None:
    app = make_app("title")
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        assert isinstance(app.screen, TitleScreen)
        screen = await _search_and_open(pilot, app, "blindspot")
        first = screen.results[0]
        assert first.title == "Blindspot" and first.rule == "BAT-PRIM-003"
        await pilot.press("enter")  # to the results
        await pilot.pause()
        assert isinstance(app.focused, OptionList)
        await pilot.press("down", "enter")  # the second result, opened whole
        await pilot.pause()
        second = screen.results[1]
        shown = str(screen.query_one("#glossary-entry").render())
        assert screen.entry == second and second.text.split("\n")[0][:40] in shown
        assert second.rule in shown
        await pilot.press("f")  # back to the search: a rule id
        await pilot.pause()
        await pilot.press(*(["backspace"] * len("blindspot")), *"ter-018")
        await pilot.pause()
        assert screen.results[0].rule == "TER-018" and screen.results[0].title == "Cover"
        assert "Cover" in str(screen.query_one("#glossary-entry").render())
        await pilot.press("escape")
        await pilot.pause()
        assert isinstance(app.screen, TitleScreen)


async def test_slash_in_a_battle_and_esc_back_to_it(content: ContentPack, tmp_path: Path) -> None:
    game = new_practice_game(content, 17, save=tmp_path / "battle.atoj")
    while view_for(game.state) != "battle":  # the setup decisions, by the bot
        game.choose(bot_choice(game, "progress"))
    app = make_app("battle", game=game)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        assert isinstance(app.screen, BattleScreen)
        position = game.history.position
        screen = await _search_and_open(pilot, app, "blindspot")
        assert screen.results[0].title == "Blindspot"
        # the battle's own content is searched too: its terrain by name
        await pilot.press(*(["backspace"] * len("blindspot")), *"kelp")
        await pilot.pause()
        assert any(e.kind == "Terrain" and "Kelp" in e.title for e in screen.results)
        await pilot.press("escape")
        await pilot.pause()
        assert isinstance(app.screen, BattleScreen)
        assert game.history.position == position and game.pending is not None
    game.close()


async def test_the_search_is_still_there_when_opened_again() -> None:
    app = make_app("title")
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        first = await _search_and_open(pilot, app, "obol")
        entry = first.entry
        assert entry is not None and entry.title == "Obol Draw"
        await pilot.press("escape")
        await pilot.pause()
        assert isinstance(app.screen, TitleScreen)
        await pilot.press("slash")
        await pilot.pause()
        assert app.screen is first and first.entry == entry
        assert isinstance(app.focused, Input) and app.focused.value == "obol"
        await pilot.press("escape")
        await pilot.pause()
        assert isinstance(app.screen, TitleScreen)
