"""Issue 15, item 4 on screen: a Grown Shell-Wall placement lists only the cells it may go on.

A real Level 4 Ammonax practice battle (format 4, rules revision 4): the Stair Monolith, which
is Indestructible, stands in front of the Warden, and the next Grown Shell-Wall must not be
offered on it [TER-006]. The engine's option set is tested in
``tests/test_battle_placement_revision.py``; this shows the decision panel lists the same.
"""

from __future__ import annotations

from textual.widgets import OptionList

from atoterm.content import ContentPack
from atoterm.engine.battle.board.geometry import cell_label
from atoterm.session.bot_policy import bot_choice
from atoterm.session.practice import new_practice_game
from atoterm.ui.app import make_app
from atoterm.ui.battle_screen import BattleScreen


async def test_the_shell_wall_is_not_offered_on_the_stair_monolith(content: ContentPack) -> None:
    game = new_practice_game(content, 2, primordial="ammonax", level=4, durable=False)
    monolith: list[str] = []
    while game.pending is not None and not monolith:
        game.choose(bot_choice(game, "progress"))
        pending = game.pending
        if pending is not None and pending.kind == "battle.place_terrain":
            battle = game.state.battle
            assert battle is not None
            monolith = [
                cell_label((p.cells[0][0], p.cells[0][1]))
                for p in battle.terrain
                if p.terrain == "stair-monolith"
            ]
            if "Shell-Wall" not in pending.prompt or not monolith:
                monolith = []
    assert game.pending is not None and monolith, "no Shell-Wall placement after the Monolith"
    offered = [o.label for o in game.pending.options]
    assert offered and not set(offered) & set(monolith)
    app = make_app("battle", game=game)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        assert isinstance(app.screen, BattleScreen)
        options = app.screen.query_one("#decision-options", OptionList)
        shown = " ".join(
            str(options.get_option_at_index(i).prompt) for i in range(options.option_count)
        )
        for cell in offered:
            assert cell in shown
        for cell in monolith:
            assert cell not in shown, f"{cell} holds the Stair Monolith"
    game.close()
