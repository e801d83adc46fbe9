"""Issue 15, item 11: ``?`` in a battle explains the battle, not only its keys: the rounds,
a Titan's attack step by step (to hit, to wound, re-rolls, Kratos, criticals), the dice as
the log and panels write them ("red 0P+1p") and every glyph the board can draw."""

from __future__ import annotations

import re
from pathlib import Path

from atoterm.content import ContentPack
from atoterm.session.practice import new_practice_game
from atoterm.ui.app import AtotermApp, make_app
from atoterm.ui.battle_board import legend_text
from atoterm.ui.battle_howto import SECTIONS
from atoterm.ui.battle_screen import BattleScreen
from atoterm.ui.battle_setup_screen import BattleSetupScreen
from atoterm.ui.help_screen import HelpScreen

SIZE = (120, 40)
INTERNAL_ID = re.compile(r"\b[a-z]+(?:_[a-z]+)+\b|\b[a-z]+:[a-z0-9]+\b")
"""snake_case words and ``kind:key`` pairs: an engine id leaking into the words."""


def help_text(app: AtotermApp, widget_id: str) -> str:
    return str(app.screen.query_one(f"#{widget_id}").render())


async def test_help_in_a_battle_explains_the_battle(content: ContentPack, tmp_path: Path) -> None:
    game = new_practice_game(content, 17, save=tmp_path / "battle.atoj")
    app = make_app("battle", game=game)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        assert isinstance(app.screen, BattleSetupScreen)
        await pilot.press("1")  # the default Titans and loadout
        for _ in range(5):  # the setup's last questions (deployment) to the board
            await pilot.pause()
            if isinstance(app.screen, BattleScreen):
                break
            await pilot.press("1")
        battle = app.screen
        assert isinstance(battle, BattleScreen)
        await pilot.press("question_mark")
        await pilot.pause()
        assert isinstance(app.screen, HelpScreen)
        shown = {widget_id: help_text(app, widget_id) for _, widget_id in SECTIONS}

        assert "Primordial acts first" in shown["howto-rounds"]
        assert "movement action and a combat action" in shown["howto-rounds"]
        attack = shown["howto-attack"]
        steps = [line for line in attack.splitlines() if re.match(r"\d+\. ", line)]
        assert [int(line.split(".")[0]) for line in steps] == list(range(1, 11))
        for words in ("To hit", "To wound", "Re-rolls", "Crit Chance", "Critical Wound"):
            assert words in attack, words
        assert "Kratos Pool" in attack and "Opening" in attack and "Break" in attack
        dice = shown["howto-dice"]
        assert '"red 0P+1p"' in dice and "0 Power and 1 potential" in dice
        assert "7*->8 hit" in dice

        board = shown["howto-board"]
        legend = legend_text(game.state, game.content).plain
        for line in legend.splitlines()[1:]:  # each terrain of this board, by its glyph
            glyph = line.split(" ", 1)[0]
            assert f"  {glyph}  " in f"  {board}", f"{glyph} is not explained"
        for text in shown.values():
            assert not INTERNAL_ID.findall(text), INTERNAL_ID.findall(text)
        await pilot.press("escape")
        assert app.screen is battle
    game.close()


async def test_help_outside_a_battle_has_no_battle_how_to(journal: Path, voyage_dir: Path) -> None:
    app = make_app(start="load", path=str(journal), content_dir=str(voyage_dir))
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        await pilot.press("question_mark")
        await pilot.pause()
        assert isinstance(app.screen, HelpScreen)
        for _, widget_id in SECTIONS:
            assert not app.screen.query(f"#{widget_id}")
