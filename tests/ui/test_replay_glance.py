"""The whole map (``M``) and the campaign overview (``O``) in the replay viewer (issue 15).

They show the campaign after the decision the replay shows, not at the journal's end; in a
practice game's replay the keys say there is no campaign, as the game screens do; ``?``
lists both.
"""

from __future__ import annotations

import re
from pathlib import Path

from test_whole_map import press, sailed_journal

from atoterm.content import ContentPack
from atoterm.session.practice import new_practice_game
from atoterm.ui.app import AtotermApp, make_app
from atoterm.ui.campaign_glance import NO_CAMPAIGN
from atoterm.ui.event_log import EventLog
from atoterm.ui.replay_screen import ReplayScreen
from atoterm.ui.sea_screen import CampaignOverviewScreen, WholeMapScreen

SMALL = (80, 24)


def status_day(app: AtotermApp) -> tuple[str, str]:
    status = str(app.screen.query_one("#status").render())
    return re.search(r"day (\d+)/(\d+)", status).groups()  # type: ignore[union-attr,return-value]


async def test_the_whole_map_and_the_overview_show_the_decision_replayed(
    saves: Path, pack: ContentPack, voyage_dir: Path
) -> None:
    path = sailed_journal(saves, pack)
    size_before = path.stat().st_size
    app = make_app(start="replay", path=str(path), content_dir=str(voyage_dir))
    async with app.run_test(size=SMALL) as pilot:
        await pilot.pause()
        replay = app.screen
        assert isinstance(replay, ReplayScreen)
        last = replay.position
        at_end = len(replay.game.state.voyage.revealed)
        await press(pilot, "M")
        assert isinstance(app.screen, WholeMapScreen)
        assert app.screen.tiles == at_end
        await press(pilot, "escape", "home")  # the campaign before any decision
        assert app.screen is replay and replay.position == 0
        at_start = replay.shown
        assert at_start is not None and len(at_start.voyage.revealed) < at_end
        await press(pilot, "M")
        assert isinstance(app.screen, WholeMapScreen)
        assert app.screen.tiles == len(at_start.voyage.revealed)
        assert f"{app.screen.tiles} tiles on the table" in str(
            app.screen.query_one("#whole-map").border_title
        )
        await press(pilot, "escape", "end", "O")
        assert isinstance(app.screen, CampaignOverviewScreen)
        await press(pilot, "escape")
        day, length = status_day(app)
        await press(pilot, "O")
        text = str(app.screen.query_one("#overview-text").render())
        assert f"Day {day} of {length}" in text
        await press(pilot, "escape", "question_mark")
        keys = {what: key for _, rows in app.screen.key_rows for key, what in rows}  # type: ignore[attr-defined]
        assert keys["The whole map"] == "M" and keys["Campaign overview"] == "O"
        await press(pilot, "escape")
        assert app.screen is replay and replay.position == last
    assert path.stat().st_size == size_before  # read-only


async def test_a_practice_battle_replay_says_there_is_no_campaign(
    content: ContentPack, tmp_path: Path
) -> None:
    path = tmp_path / "battle.atoj"
    game = new_practice_game(content, 5, save=path)
    for _ in range(3):
        game.choose(game.pending.legal_options()[0].id)
    game.close()
    app = make_app(start="replay", path=str(path))
    async with app.run_test(size=SMALL) as pilot:
        await pilot.pause()
        replay = app.screen
        assert isinstance(replay, ReplayScreen)
        for key in ("M", "O"):
            await press(pilot, key)
            assert app.screen is replay, f"{key} opened something in a practice game's replay"
            refusals = [e for e in replay.query_one(EventLog).entries if NO_CAMPAIGN in e]
            assert len(refusals) == 1, "each refusal replaces the last in the log"
