"""The Theatre's rewards of MNE-018 and MNE-019 on screen: the reforging asked in the battle
screen in player words, and the Nymph Summonings a campaign begun from the setup screen takes
from the profile."""

from __future__ import annotations

from pathlib import Path

import pytest
from test_mnestis import open_theatre
from test_mnestis_reforge import KIND, critical_game, play_to
from textual.widgets import OptionList
from words_kit import id_words

from atoterm.content import ContentPack
from atoterm.engine.state import RulesOptions
from atoterm.session.mnestis import node_battle
from atoterm.store.profile import Profile, write_profile
from atoterm.store.theatre_record import TheatreRecord
from atoterm.ui.app import make_app
from atoterm.ui.battle_screen import BattleScreen
from atoterm.ui.session_access import start_campaign


async def test_mne_018_the_reforging_is_asked_in_the_battle_screen(
    content: ContentPack, tmp_path: Path
) -> None:
    mnestis = content.mnestis
    assert mnestis is not None
    theatre = open_theatre()
    battle = node_battle(content, theatre, mnestis.nodes["ammonax-5"])
    game = critical_game(content, theatre, battle, tmp_path / "node.atoj")
    play_to(game, KIND)
    assert game.pending is not None and game.pending.kind == KIND
    app = make_app("battle", game=game)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        assert isinstance(app.screen, BattleScreen)
        prompt = str(app.screen.query_one("#decision-prompt").content)
        menu = app.screen.query_one("#decision-options", OptionList)
        labels = [str(menu.get_option_at_index(i).prompt) for i in range(menu.option_count)]
        assert "critically wounded" in prompt
        assert any("Craft Meriphon Harpoon" in label for label in labels)
        assert any("Craft nothing" in label for label in labels)
        for text in (prompt, *labels):
            assert "meriphon-harpoon" not in text and id_words(text) == []
    game.close()


def test_mne_019_a_campaign_begun_from_the_setup_screen_takes_the_theatres_summonings(
    content: ContentPack, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("ATOTERM_SAVES", str(tmp_path))
    theatre = TheatreRecord(unlocked=True, summonings=["ourea-of-the-high-ledge"])
    write_profile(tmp_path / "profile.atop", Profile({}, theatre))
    game = start_campaign(content, 5, "casual", RulesOptions(), [], tmp_path / "c.atoj")
    try:
        assert game.header.summonings == ["ourea-of-the-high-ledge"]
        assert "ourea-of-the-high-ledge" in game.state.powers.summonings
    finally:
        game.close()
