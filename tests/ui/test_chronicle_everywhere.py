"""The chronicle key on every screen of a campaign (issue 18, "the chronicle key on every
screen"): ``c`` opens the campaign's chronicle from the voyage, a campaign's battle, its battle
setup and its adventures, and from the read-only sheets over them (the Technology sheet, the
Argo and Argonaut sheets, the Timeline, the whole map, the overview); ``c`` or ``esc`` closes it
and nothing of the game moved [CAMP-022: the chronicle is the campaign's record]. A practice
game has no campaign: the key says so instead of doing nothing. ``?`` lists the key.
"""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest
from textual.pilot import Pilot

from atoterm.content import ContentPack
from atoterm.session import Game
from atoterm.session.adventure_practice import new_adventure_game
from atoterm.session.practice import new_practice_game
from atoterm.ui.advancement_screen import AdvancementScreen
from atoterm.ui.app import AtotermApp, make_app
from atoterm.ui.argonaut_sheet import ArgonautSheetScreen
from atoterm.ui.battle_screen import BattleScreen
from atoterm.ui.battle_setup_screen import BattleSetupScreen
from atoterm.ui.chronicle_key import NO_CHRONICLE
from atoterm.ui.chronicle_screen import ChronicleScreen
from atoterm.ui.help_screen import HelpScreen
from atoterm.ui.sea_screen import CampaignOverviewScreen, WholeMapScreen
from atoterm.ui.story_screen import StoryScreen
from atoterm.ui.timeline_panel import TimelineScreen
from atoterm.ui.voyage_screen import VoyageScreen

JOURNALS = Path(__file__).resolve().parent.parent / "fixtures" / "journals_v3"
SMALL = (80, 24)
SEED = 7


async def press(pilot: Pilot[int], *keys: str) -> None:
    for key in keys:
        await pilot.press(key)
        await pilot.pause()


def copied(name: str, saves: Path) -> Path:
    return Path(shutil.copy(JOURNALS / name, saves / name))


async def opens_and_closes(pilot: Pilot[int], app: AtotermApp, close: str = "c") -> None:
    """``c`` over what is shown opens the chronicle; ``close`` takes it away again."""
    under = app.screen
    await press(pilot, "c")
    assert isinstance(app.screen, ChronicleScreen), f"c over {type(under).__name__}"
    assert "Chronicle" in app.screen.markdown
    await press(pilot, close)
    assert app.screen is under


@pytest.mark.parametrize(
    ("journal", "screen_class"),
    [
        ("campaign_mid_battle.atoj", BattleScreen),
        ("campaign_mid_adventure.atoj", StoryScreen),
        ("scenario_timeline_battle.atoj", BattleSetupScreen),
    ],
    ids=["battle", "adventure", "battle-setup"],
)
async def test_c_opens_the_chronicle_from_a_campaign_battle_setup_and_adventure(
    tmp_saves: Path, journal: str, screen_class: type
) -> None:
    app = make_app("load", str(copied(journal, tmp_saves)))
    async with app.run_test(size=SMALL) as pilot:
        await pilot.pause()
        playing = app.screen
        assert isinstance(playing, screen_class)
        position = playing.game.history.position
        await opens_and_closes(pilot, app)
        await opens_and_closes(pilot, app, close="escape")
        for key, sheet in (("M", WholeMapScreen), ("O", CampaignOverviewScreen)):
            await press(pilot, key)
            assert isinstance(app.screen, sheet)
            await opens_and_closes(pilot, app)
            await press(pilot, "escape")
        assert app.screen is playing
        await press(pilot, "question_mark")
        help_screen = app.screen
        assert isinstance(help_screen, HelpScreen)
        rows = {words: keys for _, found in help_screen.key_rows for keys, words in found}
        assert rows["Chronicle"] == "c"
        await press(pilot, "escape")
        assert app.screen is playing and playing.game.history.position == position


async def test_c_opens_the_chronicle_from_the_argonaut_sheets_of_an_adventure(
    tmp_saves: Path,
) -> None:
    app = make_app("load", str(copied("campaign_mid_adventure.atoj", tmp_saves)))
    async with app.run_test(size=SMALL) as pilot:
        await pilot.pause()
        story = app.screen
        assert isinstance(story, StoryScreen)
        story.action_argonauts()
        await pilot.pause()
        assert isinstance(app.screen, ArgonautSheetScreen)
        await opens_and_closes(pilot, app)


async def test_c_opens_the_chronicle_from_the_voyage_and_its_sheets(pack: ContentPack) -> None:
    game = Game.new(pack, SEED, durable=False)
    app = make_app("battle", game=game)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        voyage = app.screen
        assert isinstance(voyage, VoyageScreen)
        await opens_and_closes(pilot, app)
        for key, sheet in (("t", AdvancementScreen), ("d", TimelineScreen)):
            await press(pilot, key)
            assert isinstance(app.screen, sheet), key
            await opens_and_closes(pilot, app)
            await opens_and_closes(pilot, app, close="escape")
            await press(pilot, "escape")
            assert app.screen is voyage
    game.close()


async def test_a_practice_game_says_it_has_no_chronicle(
    content: ContentPack, tmp_path: Path
) -> None:
    games = [
        new_practice_game(content, 5, save=tmp_path / "battle.atoj"),
        new_adventure_game(content, 3, "hub", "kelp_coves", save=tmp_path / "adv.atoj"),
    ]
    for game in games:
        app = make_app(start="battle", game=game)
        async with app.run_test(size=SMALL) as pilot:
            await pilot.pause()
            playing = app.screen
            await press(pilot, "c")
            assert app.screen is playing, "c opened something in a practice game"
            assert NO_CHRONICLE in str(playing.query_one("#decision-explain").render())
        game.close()
