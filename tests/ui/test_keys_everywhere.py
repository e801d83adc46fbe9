"""Keys a player needs wherever they are (issue 15, the leftovers of stop 22).

* ``M`` (the whole map) and ``O`` (the campaign overview) open from a campaign's battle, its
  battle setup and its storybook adventures, not only from the voyage; a practice game says
  it has no campaign instead of doing nothing; ``?`` lists both keys there.
* ``?`` (help) and ``/`` (rules and glossary search) from every screen: the setup form's name
  fields leave both to the screen (item 16), an overlay without a help of its own gets one,
  and F1 / F2 open them from inside a search field, where ``?`` and ``/`` are typed.
* The title screen's footer shows every key a newcomer needs at 80×24 (``q Quit`` was cut).
"""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest
from screen_kit import screen_lines
from textual.pilot import Pilot
from textual.widgets import Input

from atoterm.content import ContentPack
from atoterm.session.adventure_practice import new_adventure_game
from atoterm.session.practice import new_practice_game
from atoterm.ui.app import AtotermApp, make_app
from atoterm.ui.argo_sheet import ArgoSheetScreen
from atoterm.ui.battle_screen import BattleScreen
from atoterm.ui.battle_setup_screen import BattleSetupScreen
from atoterm.ui.campaign_glance import NO_CAMPAIGN
from atoterm.ui.event_log import EventLog
from atoterm.ui.glossary_screen import GlossaryScreen
from atoterm.ui.help_screen import HelpScreen
from atoterm.ui.message_history_screen import MessageHistoryScreen
from atoterm.ui.sea_screen import CampaignOverviewScreen, WholeMapScreen
from atoterm.ui.setup_screen import KEYS_HINT, SetupScreen
from atoterm.ui.story_screen import StoryScreen
from atoterm.ui.title_screen import TitleScreen

JOURNALS = Path(__file__).resolve().parent.parent / "fixtures" / "journals_v3"
SMALL = (80, 24)


async def press(pilot: Pilot[int], *keys: str) -> None:
    for key in keys:
        await pilot.press(key)
        await pilot.pause()


def help_rows(app: AtotermApp) -> dict[str, str]:
    """description -> keys, as the help on top lists them."""
    screen = app.screen
    assert isinstance(screen, HelpScreen)
    return {words: keys for _, rows in screen.key_rows for keys, words in rows}


def copied(name: str, saves: Path) -> Path:
    """A fixture journal copied into the save folder (it is continued, so written to)."""
    return Path(shutil.copy(JOURNALS / name, saves / name))


# ---------------------------------------------------------------- M and O in a campaign
@pytest.mark.parametrize(
    ("journal", "screen_class"),
    [
        ("campaign_mid_battle.atoj", BattleScreen),
        ("campaign_mid_adventure.atoj", StoryScreen),
        ("scenario_timeline_battle.atoj", BattleSetupScreen),
    ],
    ids=["battle", "adventure", "battle-setup"],
)
async def test_the_whole_map_and_the_overview_open_from_a_campaign_battle_and_adventure(
    tmp_saves: Path, journal: str, screen_class: type
) -> None:
    app = make_app("load", str(copied(journal, tmp_saves)))
    async with app.run_test(size=SMALL) as pilot:
        await pilot.pause()
        playing = app.screen
        assert isinstance(playing, screen_class)
        position = playing.game.history.position
        tiles = len(playing.game.state.voyage.revealed)
        await press(pilot, "M")
        assert isinstance(app.screen, WholeMapScreen)
        assert f"{tiles} tiles on the table" in str(app.screen.query_one("#whole-map").border_title)
        await press(pilot, "escape", "O")
        assert isinstance(app.screen, CampaignOverviewScreen)
        await press(pilot, "escape", "question_mark")
        rows = help_rows(app)
        assert rows["The whole map"] == "M" and rows["Campaign overview"] == "O"
        await press(pilot, "escape")
        assert app.screen is playing and playing.game.history.position == position


async def test_a_practice_battle_and_adventure_say_there_is_no_campaign_map(
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
            for key in ("M", "O"):
                await press(pilot, key)
                assert app.screen is playing, f"{key} opened something in a practice game"
                under_the_options = str(playing.query_one("#decision-explain").render())
                assert NO_CAMPAIGN in under_the_options, key
                refusals = [e for e in playing.query_one(EventLog).entries if NO_CAMPAIGN in e]
                assert len(refusals) == 1, "each refusal replaces the last in the log"
        game.close()


# ---------------------------------------------------------------- help and search anywhere
async def test_the_setup_name_field_leaves_help_and_search_to_the_screen(
    pack: ContentPack, tmp_saves: Path
) -> None:
    app = make_app("play")
    async with app.run_test(size=SMALL) as pilot:
        await pilot.pause()
        await pilot.pause()
        setup = app.screen
        assert isinstance(setup, SetupScreen)
        field = setup.query_one("#name-0", Input)
        assert app.focused is field
        before = field.value
        await press(pilot, "slash")
        assert isinstance(app.screen, GlossaryScreen), "/ typed into the name field"
        await press(pilot, "escape")
        assert app.screen is setup and app.focused is field and field.value == before
        await press(pilot, "question_mark")
        assert isinstance(app.screen, HelpScreen)
        await press(pilot, "escape", "f1")
        assert isinstance(app.screen, HelpScreen), "F1 opens the help from the name field"
        await press(pilot, "f1")
        assert app.screen is setup, "F1 closes the help again"
        await press(pilot, "end", "z", "a")  # a name is still typed as before
        assert field.value == before + "za"
        assert KEYS_HINT in str(setup.query_one("#hint-keys").render())


async def test_help_and_search_open_from_an_overlay_and_a_search_field(
    tmp_saves: Path,
) -> None:
    app = make_app("load", str(copied("campaign_mid_battle.atoj", tmp_saves)))
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        await press(pilot, "O")  # an overlay with no help of its own
        overview = app.screen
        assert isinstance(overview, CampaignOverviewScreen)
        await press(pilot, "question_mark")
        assert isinstance(app.screen, HelpScreen)
        assert "Close" in help_rows(app)  # the keys of the overlay under it
        await press(pilot, "escape")
        assert app.screen is overview
        await press(pilot, "escape", "L")  # the message history: its search field is focused
        history = app.screen
        assert isinstance(history, MessageHistoryScreen)
        field = history.query_one("#history-search", Input)
        await press(pilot, "question_mark", "slash")
        assert app.screen is history and field.value == "?/", "a search field types ? and /"
        await press(pilot, "f1")
        assert isinstance(app.screen, HelpScreen)
        await press(pilot, "escape", "f2")
        assert isinstance(app.screen, GlossaryScreen)
        await press(pilot, "f1")  # and from the glossary's own search field
        assert isinstance(app.screen, HelpScreen)


async def test_question_mark_on_the_argo_sheet_opens_help(
    tmp_saves: Path, pack: ContentPack
) -> None:
    app = make_app("load", str(copied("campaign_mid_adventure.atoj", tmp_saves)))
    async with app.run_test(size=SMALL) as pilot:
        await pilot.pause()
        story = app.screen
        app.push_screen(ArgoSheetScreen(story.game.content, story.game.state))
        await pilot.pause()
        await press(pilot, "question_mark")
        assert isinstance(app.screen, HelpScreen)
        await press(pilot, "escape", "slash")
        assert isinstance(app.screen, GlossaryScreen)


# ---------------------------------------------------------------- the title's footer
async def test_the_title_footer_shows_every_needed_key_at_80x24(
    tmp_saves: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("ATOTERM_HINTS", "on")  # the hint's "z Hide hint" takes room too
    app = make_app("title")
    async with app.run_test(size=SMALL) as pilot:
        await pilot.pause()
        assert isinstance(app.screen, TitleScreen)
        last = screen_lines(app)[-1]
        for shown in ("n New", "c Continue", "p Practice", "s Saves", "? Help", "q Quit"):
            assert shown in last, (shown, last)
        await press(pilot, "question_mark")
        rows = help_rows(app)
        assert rows["Load a journal"] == "l" and rows["Replay a journal"] == "r"
        assert rows["Keys and theme"] == "k"
