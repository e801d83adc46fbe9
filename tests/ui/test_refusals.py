"""A refused key (issue 15, item 12): the reason is shown once, under the options, each
refusal replacing the last, and kept in the log; no toast piles up over the storybook text
or the options, whatever the terminal's size."""

from __future__ import annotations

import html
import re

import pytest

from atoterm.content import ContentPack
from atoterm.session.adventure_practice import new_adventure_game
from atoterm.ui.app import AtotermApp, make_app
from atoterm.ui.event_log import EventLog
from atoterm.ui.story_screen import StoryScreen
from atoterm.views.option_order import key_for_index


def screen_text(app: AtotermApp) -> str:
    svg = app.export_screenshot()
    runs = re.findall(r"<text[^>]*>([^<]*)</text>", svg)
    return "".join(html.unescape(run) for run in runs).replace("\xa0", " ")


@pytest.mark.parametrize("size", [(80, 24), (120, 40)], ids=["80x24", "120x40"])
async def test_refusals_replace_each_other_and_cover_nothing(
    content: ContentPack, size: tuple[int, int]
) -> None:
    game = new_adventure_game(content, 3, "paragraph", "0205", durable=False)
    app = make_app("battle", game=game)
    async with app.run_test(size=size) as pilot:
        await pilot.pause()
        await pilot.press("1")  # the party leader
        await pilot.pause()
        assert isinstance(app.screen, StoryScreen)
        pending = game.pending
        assert pending is not None and pending.options[1].disabled
        closed = key_for_index(pending, 1)
        open_label = " ".join(pending.options[0].label.split()[:3])
        before = game.history.position
        for _ in range(3):
            await pilot.press(closed)
            await pilot.pause()
        assert game.history.position == before
        # the app's notifications are the toasts (not in the DOM of a headless run)
        assert len(app._notifications) == 0, "a refusal is not a toast"
        log = app.screen.query_one(EventLog)
        in_log = 1 if log.display and log.region.height else 0
        shown = screen_text(app)
        assert shown.count("Not allowed") == 1 + in_log, "three refusals, one line each place"
        assert "needs Wisdom +2" in shown
        assert open_label in shown, "the options stay in sight"
        refusals = [e for e in log.entries if "Not allowed" in e]
        assert len(refusals) == 1, "refusals in a row take each other's place in the log"
        await pilot.press("9")
        await pilot.pause()
        shown = screen_text(app)
        assert shown.count("Not allowed") == 1 + in_log and "no option has the key 9" in shown
        assert [e for e in log.entries if "Not allowed" in e] == [
            "✗ Not allowed: no option has the key 9"
        ]
    game.close()
