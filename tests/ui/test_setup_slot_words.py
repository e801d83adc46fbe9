"""A campaign battle's setup says what its slot counts count (issue 15, item 13's words).

Attachments take no slot: the Titan sheet holds three and every other card one more
[BAT-SETUP-016]. A Titan with five attachments, two of them on its other cards, is within the
rules, and the roster said "attach 5/3". It now says how many sit on the sheet and how many
on cards, and every other count reads "hand 2 of 2".
"""

from __future__ import annotations

import shutil
from pathlib import Path

from atoterm.engine.battle.titans.loadout import gear_states
from atoterm.ui.app import make_app
from atoterm.ui.battle_setup_screen import BattleSetupScreen

JOURNALS = Path(__file__).resolve().parent.parent / "fixtures" / "journals_v3"


async def test_attachments_on_other_cards_read_as_allowed(tmp_saves: Path) -> None:
    path = Path(shutil.copy(JOURNALS / "scenario_timeline_battle.atoj", tmp_saves / "t.atoj"))
    app = make_app("load", str(path))
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, BattleSetupScreen)
        game = screen.game
        bc = game.content.battle
        titan = game.state.battle.titans[0]
        held = [g.card for g in titan.gear if bc.gear[g.card].slot != "attachment"]
        attachments = [g for g, card in bc.gear.items() if card.slot == "attachment"][:5]
        assert len(held) >= 2 and len(attachments) == 5
        # the loadout a player may choose in Setup: three on the sheet, two on other cards
        titan.gear = gear_states(bc, titan.titan_class, [*held, *attachments])
        assert sum(1 for g in titan.gear if g.host) == 2
        screen.show_state()
        await pilot.pause()
        roster = str(screen.query_one("#setup-roster").render())
        assert "Attachments: 3 of 3 on the sheet, 2 on other cards (one each)" in roster
        assert "Slots in use: hand 2 of 2 · support 2 of 2 · armor 1 of 1" in roster
        assert "5/3" not in roster and "attach " not in roster
