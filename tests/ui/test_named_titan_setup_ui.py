"""A campaign battle's Setup names the roster's named Titans by their names, with their class
[ADVA-039, ADVA-034, BAT-SETUP-011]: the engine's option label is the class ("Keel-Ram"), the
player sees "“Ossa”, Keel-Ram" in the list of Titans to choose and in the roster panel, as the
Argo sheet names it. Display only: the option chosen is the same one."""

from __future__ import annotations

import adventure_kit as kit
import pytest
from test_battle_screens import FakeGame
from test_campaign_patterns import SHELL, campaign_battle
from textual.widgets import OptionList

from atoterm.content import ContentPack
from atoterm.engine import machine
from atoterm.ui.app import make_app
from atoterm.ui.battle_setup_screen import BattleSetupScreen
from atoterm.views.option_words import worded

OSSA = "“Ossa”, Keel-Ram"


@pytest.fixture(scope="module")
def shipped() -> ContentPack:
    return kit.shipped()


def test_adva_039_the_named_titan_option_is_worded_by_its_name(shipped: ContentPack) -> None:
    state = campaign_battle(shipped, [SHELL])
    machine.apply(state, shipped, "choose")
    pending = state.pending
    assert pending is not None and pending.kind == "battle.setup.titan"
    shown = worded(shipped, pending, state)
    assert shown is not None
    labels = {o.id: o.label for o in shown.options}
    assert labels["titan-1"] == OSSA
    assert labels["class-hold-dreamer"] == "Hold-Dreamer"  # a class keeps its name
    assert pending.option("titan-1").label == "Keel-Ram"  # type: ignore[union-attr]
    assert [o.id for o in shown.options] == [o.id for o in pending.options]
    plain = worded(shipped, pending)  # no state given: the engine's words, as before
    assert plain is not None and {o.label for o in plain.options} == {
        o.label for o in pending.options
    }


async def test_adva_039_the_setup_screen_shows_the_named_titan(shipped: ContentPack) -> None:
    state = campaign_battle(shipped, [SHELL])
    machine.apply(state, shipped, "choose")
    game = FakeGame(state, shipped)
    app = make_app("battle", game=game)  # type: ignore[arg-type]
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, BattleSetupScreen)
        listing = screen.query_one("#decision-options", OptionList)
        prompts = [str(listing.get_option_at_index(i).prompt) for i in range(listing.option_count)]
        assert any(OSSA in p for p in prompts), prompts
        roster = str(screen.query_one("#setup-roster").render())
        assert f"Melisse — {OSSA}" in roster, roster
