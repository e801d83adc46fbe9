"""The Mnestis Theatre in the TUI: a node's battle in the battle screen (what `atoterm mnestis
fight` opens when no bot plays it) and the Guaranteed Loot of a campaign begun from the setup
screen [MNE-005, MNE-012, MNE-017]."""

from __future__ import annotations

from pathlib import Path

import pytest

from atoterm.content import ContentPack
from atoterm.engine.state import RulesOptions
from atoterm.session.mnestis import find_node, new_theatre_game, node_battle
from atoterm.store.profile import Profile, write_profile
from atoterm.store.theatre_record import TheatreRecord
from atoterm.ui.app import make_app
from atoterm.ui.battle_screen import BattleScreen
from atoterm.ui.battle_setup_screen import BattleSetupScreen
from atoterm.ui.session_access import start_campaign
from atoterm.views.option_order import shown_options


def first_open_key(game) -> str:  # type: ignore[no-untyped-def]
    keys = [s.key for s in shown_options(game.pending) if s.key and not s.option.disabled]
    assert keys, game.pending.prompt
    return keys[0]


OPEN = TheatreRecord(
    unlocked=True,
    victories=1,
    primordials=["ammonax", "kyanippe", "threnos"],
    won={"threnos:2": 1, "threnos:3": 1},
    godforms=["storm-father"],
)


@pytest.mark.parametrize("node", ["Kyanippe 5", "Threnos 4"])
async def test_a_theatre_node_is_fought_in_the_battle_screen(
    content: ContentPack, tmp_path: Path, node: str
) -> None:
    """Setup, then the board with the Primordial at its Theatre Level; an Adversary has no
    Battle Track box there [MNE-012]."""
    battle = node_battle(content, OPEN, find_node(content, node))
    game = new_theatre_game(content, OPEN, battle, 5, save=tmp_path / "node.atoj")
    app = make_app("battle", game=game)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        assert isinstance(app.screen, BattleSetupScreen)
        await pilot.press("1")  # the Titans and loadouts as set up
        await pilot.pause()
        for _ in range(6):  # the Priority Target, the Labyrinth tiles: then the board
            if isinstance(app.screen, BattleScreen):
                break
            await pilot.press(first_open_key(game))
            await pilot.pause()
        assert isinstance(app.screen, BattleScreen)
        shown = " ".join(str(w.render()) for w in app.screen.query("Static"))
        assert node.split()[0] in shown
        assert f"Level {node.split()[1]}" in shown
        assert "Battle Track box" not in shown  # a practice Threnos battle shows its box
    game.close()


def test_a_campaign_begun_from_the_setup_screen_gets_the_guaranteed_loot(
    content: ContentPack, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The setup screen's new campaign reads the profile's Guaranteed Loot into its journal
    header: the cards join its Armory [MNE-017]."""
    monkeypatch.setenv("ATOTERM_SAVES", str(tmp_path))
    theatre = TheatreRecord(unlocked=True, loot=["coilhook-sickle"])
    write_profile(tmp_path / "profile.atop", Profile({}, theatre))
    game = start_campaign(content, 5, "casual", RulesOptions(), [], tmp_path / "c.atoj")
    try:
        assert game.header.armory == ["coilhook-sickle"]
        assert game.state.story.armory[:1] == ["coilhook-sickle"]
    finally:
        game.close()
