"""The Mnestis Theatre in the TUI: a node's battle in the battle screen (what `atoterm mnestis
fight` opens when no bot plays it) and the Guaranteed Loot of a campaign begun from the setup
screen, and the Theatre from the title screen [MNE-001, MNE-005, MNE-012, MNE-017]."""

from __future__ import annotations

from pathlib import Path

import pytest
from textual.widgets import OptionList

from atoterm.content import ContentPack
from atoterm.engine.state import RulesOptions
from atoterm.session import Game
from atoterm.session.mnestis import find_node, new_theatre_game, node_battle
from atoterm.store.profile import Profile, write_profile
from atoterm.store.theatre_record import TheatreRecord
from atoterm.ui.app import make_app
from atoterm.ui.battle_screen import BattleScreen
from atoterm.ui.battle_setup_screen import BattleSetupScreen
from atoterm.ui.mnestis_pilots_screen import MnestisPilotsScreen
from atoterm.ui.mnestis_screen import MnestisScreen
from atoterm.ui.safe_widgets import SafeStatic
from atoterm.ui.session_access import start_campaign
from atoterm.ui.title_screen import TitleScreen
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


def menu_labels(app) -> list[str]:  # type: ignore[no-untyped-def]
    menu = app.screen.query_one("#title-menu", OptionList)
    return [str(menu.get_option_at_index(i).prompt) for i in range(menu.option_count)]


async def test_a_locked_theatre_is_not_on_the_title_menu_and_m_says_why(saves: Path) -> None:
    """[MNE-001] Until a won campaign opens it, the title menu has no Theatre entry and `m`
    says how to open it."""
    app = make_app("title")
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.pause()
        assert not [label for label in menu_labels(app) if "Mnestis" in label]
        await pilot.press("m")
        await pilot.pause()
        assert isinstance(app.screen, TitleScreen)
        message = str(app.screen.query_one("#title-message", SafeStatic).render())
        assert "Mnestis Theatre is locked" in message


async def test_the_theatre_from_the_title_screen_fights_a_node(saves: Path) -> None:
    """[MNE-001, MNE-005] With the Theatre open: the title menu lists it, `m` shows the Trees
    and the open nodes, `enter` opens the highlighted node's Setup (its pilots), `enter`
    again starts its battle, journaled in the save
    folder with the node in its header."""
    write_profile(saves / "profile.atop", Profile({}, OPEN))
    app = make_app("title", seed=11)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        assert "Mnestis Theatre…" in menu_labels(app)
        await pilot.press("m")
        await pilot.pause()
        assert isinstance(app.screen, MnestisScreen)
        shown = " ".join(str(w.render()) for w in app.screen.query("Static"))
        assert "Ammonax, the Coiled Warden: Tree of Knowledge" in shown
        assert "Level 3: won in playthrough 1" in shown
        fights = app.screen.query_one("#mnestis-fights", OptionList)
        labels = [str(fights.get_option_at_index(i).prompt) for i in range(fights.option_count)]
        assert labels[0] == "Tree of Knowledge nodes"
        assert labels[1].startswith("Ammonax Level 5 (first win: 1 Labyrinthized Tears")
        nodes_end = labels.index("Custom Battles (no rewards)")
        assert labels[nodes_end - 1] == "Threnos Level 3 (won before: no reward again)"
        assert labels[nodes_end + 1 :] == [
            *(f"Ammonax Level {n}" for n in (1, 2, 3, 4, 5)),
            *(f"Kyanippe Level {n}" for n in (1, 2, 3, 4, 5)),
            *(f"Threnos Level {n}" for n in (1, 2, 3, 4)),
        ]
        await pilot.press("enter")
        await pilot.pause()
        assert isinstance(app.screen, MnestisPilotsScreen)  # the Theatre's Setup [MNE-011]
        await pilot.press("enter")  # Start the battle, the default pilots
        await pilot.pause()
        assert isinstance(app.screen, BattleSetupScreen)
        game = app.game
        assert game is not None and game.path == saves / "mnestis-11.atoj"
        assert game.header.theatre == "ammonax-5"
        assert game.profile is not None


async def test_a_custom_battle_from_the_theatre_screen(saves: Path) -> None:
    """[MNE-006] A Custom Battle picked on the Theatre screen: journaled, marked custom."""
    write_profile(saves / "profile.atop", Profile({}, OPEN))
    app = make_app("title", seed=12)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        await pilot.press("m")
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, MnestisScreen)
        fights = screen.query_one("#mnestis-fights", OptionList)
        (wanted,) = (
            option_id
            for option_id, fight in screen.fights.items()
            if (fight.primordial, fight.level, fight.node) == ("kyanippe", 2, "")
        )
        fights.highlighted = fights.get_option_index(wanted)
        await pilot.press("enter")
        await pilot.pause()
        assert isinstance(app.screen, MnestisPilotsScreen)  # the Theatre's Setup [MNE-011]
        await pilot.press("enter")  # Start the battle, the default pilots
        await pilot.pause()
        assert isinstance(app.screen, BattleSetupScreen)
        game = app.game
        assert game is not None and game.header.theatre == "custom"
        battle = game.state.battle
        assert battle is not None and battle.primordial.level == 2


async def test_a_node_won_on_screen_tells_its_rewards(content: ContentPack, tmp_path: Path) -> None:
    """[MNE-005] The decision that wins a node's battle on screen: the profile takes its
    rewards and a notification says what they are."""
    from test_mnestis import WINNING_SEED, low_tree

    from atoterm.session.bot_policy import bot_choice
    from atoterm.session.practice import play_bot
    from atoterm.session.profile_sync import ProfileSync
    from atoterm.store.profile import read_profile

    pack = low_tree(content)

    def node_game(profile: Path) -> Game:
        opened = TheatreRecord(unlocked=True, victories=1, primordials=["ammonax"])
        sync = ProfileSync(profile, Profile({}, opened))
        mnestis = pack.mnestis
        assert mnestis is not None
        battle = node_battle(pack, sync.profile.theatre, mnestis.nodes["low-1"])
        game = new_theatre_game(pack, sync.profile.theatre, battle, WINNING_SEED, durable=False)
        game.profile = sync
        return game

    rehearsal = node_game(tmp_path / "rehearsal.atop")
    decisions = play_bot(rehearsal, 5000, "progress")
    assert rehearsal.state.outcome is not None and rehearsal.state.outcome.result == "won"
    game = node_game(tmp_path / "profile.atop")
    play_bot(game, decisions - 1, "progress")
    last = bot_choice(game, "progress")
    app = make_app("battle", game=game)
    async with app.run_test(size=(120, 40), notifications=True) as pilot:
        await pilot.pause()
        shown = {s.option.id: s.key for s in shown_options(game.pending) if s.key}
        await pilot.press(shown[last])
        await pilot.pause()
        if not game.over:  # listed out of sight: shown first, then chosen
            await pilot.press(shown[last])
            await pilot.pause()
        assert game.over
        told = [n.message for n in app._notifications]
        assert any("First win of Ammonax Level 1 in the Theatre." in m for m in told), told
        assert any("Gained 1 Labyrinthized Tears." in m for m in told), told
    assert read_profile(tmp_path / "profile.atop").theatre.won == {"ammonax:1": 1}
