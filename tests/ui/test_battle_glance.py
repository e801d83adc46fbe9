"""The battle screen at a glance (issue 15, items 1 and 2): every option of the decision on
screen or one scroll away with the highlight in view, a number key that never picks an
option the player cannot see, the odds beside each weapon, and a log plus a ``p`` that
turns the side column's pages at every size.

Driven with the hand-made battle of ``test_battle_screens`` (a :class:`FakeGame`).
"""

from __future__ import annotations

import html
import re
from pathlib import Path

import pytest
from test_battle_screens import battle_app, sample_content, sample_state

from atoterm.content import load_content
from atoterm.content.schema import ContentPack
from atoterm.engine.decisions import Decision, Option
from atoterm.engine.state import GameState
from atoterm.session.practice import new_practice_game
from atoterm.ui.app import AtotermApp, make_app
from atoterm.ui.battle_screen import BattleScreen
from atoterm.ui.event_log import EventLog

ODDS = "3 dice (1 Crit), Precision +0, To Hit 5: each die hits on 5+; 72% to hit, 41% to wound."


def screen_text(app: AtotermApp) -> str:
    """What the screen shows: the text runs of the SVG screenshot, in order."""
    svg = app.export_screenshot()
    return "".join(html.unescape(run) for run in re.findall(r"<text[^>]*>([^<]*)</text>", svg))


def visible(app: AtotermApp, words: str) -> bool:
    """``words`` are drawn somewhere (spaces in a screenshot are non-breaking)."""
    return words.replace(" ", "") in screen_text(app).replace(" ", "").replace("\xa0", "")


@pytest.fixture
def content() -> ContentPack:
    return sample_content()


def with_pending(content: ContentPack, pending: Decision) -> GameState:
    state = sample_state(content)
    state.pending = pending
    return state


REACTIONS = Decision(
    "battle.ability",
    "titan:A",
    "Ana (A): Reactions before the Attack?",
    [
        Option("use-dream-step", "Dream-Step (Warden)", "Reaction, exhaust: move up to 1 space."),
        Option("use-reflex", "Reflex (Tarred Grip)", "Reflex: move 1 space when attacked."),
        Option("done", "Done"),
    ],
)
WEAPONS = Decision(
    "battle.attack",
    "titan:A",
    "Ana (A): attack with which weapon?",
    [
        Option("fists-x", "Fists (melee)", "2 dice (0 Crit); 40% to hit, 10% to wound."),
        Option("weapon-0", "Spear (reach 1)", ODDS),
        Option("done", "Do not attack"),
    ],
)
MANY = Decision(
    "battle.who",
    "titan:A",
    "Who acts?",
    [Option(f"who-{n}", f"Choice number {n}", f"{ODDS} Note {n}.") for n in range(12)],
)


@pytest.mark.parametrize("size", [(120, 40), (140, 60)], ids=["120x40", "140x60"])
async def test_every_reaction_and_done_are_on_screen(
    content: ContentPack, size: tuple[int, int]
) -> None:
    """Issue 15.1: at 120x40 the third option (Done) was cut off under the panel's border."""
    app, game = battle_app(with_pending(content, REACTIONS), content)
    async with app.run_test(size=size) as pilot:
        await pilot.pause()
        for words in ("1. Dream-Step (Warden)", "2. Reflex (Tarred Grip)", "0. Done"):
            assert visible(app, words), words
        await pilot.press("0")
        assert game.chosen == ["done"], "Done is chosen by its own key, at once: it is shown"


async def test_the_odds_stand_beside_each_weapon(content: ContentPack) -> None:
    """Issue 15.1: the odds to hit and to wound are written under every weapon, not only in
    the palette or for the highlighted one."""
    app, _ = battle_app(with_pending(content, WEAPONS), content)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        options = app.screen.query_one("#decision-options")
        assert options.highlighted == 0, "the Fists are highlighted, not the Spear"
        assert visible(app, "72% to hit, 41% to wound.")
        assert visible(app, "40% to hit, 10% to wound.")


@pytest.mark.parametrize("size", [(80, 24), (120, 40)], ids=["80x24", "120x40"])
async def test_a_number_key_never_picks_an_option_out_of_sight(
    content: ContentPack, size: tuple[int, int]
) -> None:
    """Issue 15.1: pressing 9 with nine options listed but four shown chose one the player
    could not see. Now the first press brings it into view, highlighted; the second picks it."""
    app, game = battle_app(with_pending(content, MANY), content)
    async with app.run_test(size=size) as pilot:
        await pilot.pause()
        assert not visible(app, "9. Choice number 8"), "the list is longer than the panel"
        for _ in range(40):  # the count is made after a refresh: on a loaded machine, later
            if "↓" in str(app.screen.query_one("#decision").border_subtitle):
                break
            await pilot.pause(0.05)
        assert "↓" in str(app.screen.query_one("#decision").border_subtitle), "more below: said"
        await pilot.press("9")
        await pilot.pause()
        await pilot.pause()
        assert game.chosen == [], "an option out of sight was chosen"
        assert visible(app, "9. Choice number 8")
        options = app.screen.query_one("#decision-options")
        assert options.highlighted == 8
        assert "out of sight" in str(app.screen.query_one("#decision-explain").render())
        await pilot.press("9")
        assert game.chosen == ["who-8"]


async def test_cursor_keys_keep_the_highlight_in_view(content: ContentPack) -> None:
    app, _ = battle_app(with_pending(content, MANY), content)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        await pilot.press("o")
        for _ in range(11):
            await pilot.press("down")
        await pilot.pause()
        assert visible(app, "Choice number 11")


def shown_pages(screen: BattleScreen) -> list[str]:
    return [w.id or "" for w in screen.query(".side-page") if w.display]


@pytest.mark.parametrize(
    "size", [(120, 40), (140, 60), (80, 24)], ids=["120x40", "140x60", "80x24"]
)
async def test_p_turns_the_side_pages_at_every_size(
    content: ContentPack, size: tuple[int, int]
) -> None:
    """Issue 15.2: at 120x40 ``p`` changed nothing; every size now shows one page at a time
    and ``p`` turns to the next, which is drawn."""
    app, _ = battle_app(sample_state(content), content)
    async with app.run_test(size=size) as pilot:
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, BattleScreen)
        seen = []
        for _ in range(5):
            pages = [p for p in shown_pages(screen) if p != "log" or size[0] < 110]
            assert len(pages) == 1, pages
            seen.append(pages[0])
            await pilot.press("p")
            await pilot.pause()
        assert len(set(seen)) >= 4, seen
        assert "side-legend" in seen and "side-cards" in seen


@pytest.mark.parametrize("size", [(120, 40), (140, 60)], ids=["120x40", "140x60"])
async def test_the_log_is_shown_beside_the_board_when_wide(
    content: ContentPack, size: tuple[int, int]
) -> None:
    """Issue 15.2: no battle log at 120x40; now it has lines of its own under the page."""
    app, _ = battle_app(sample_state(content), content)
    async with app.run_test(size=size) as pilot:
        await pilot.pause()
        log = app.screen.query_one(EventLog)
        assert log.display and log.region.height >= 6
        assert visible(app, "The Beast targets Bion")
        await pilot.press("p", "p")
        assert log.display and log.region.height >= 6, "turning pages keeps the log"


async def test_the_log_is_a_page_at_80x24(content: ContentPack) -> None:
    app, _ = battle_app(sample_state(content), content)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, BattleScreen)
        for _ in range(5):
            if shown_pages(screen) == ["log"]:
                break
            await pilot.press("p")
            await pilot.pause()
        assert shown_pages(screen) == ["log"]
        assert visible(app, "The Beast targets")


async def test_the_log_opens_on_its_newest_entry(tmp_path: Path) -> None:
    """A guard for the paged side column: its first layouts change the log's height after
    the entries are written, and the log must still open on the newest (it did on the old
    layout too; without the scroll-to-end on a height change this new layout opens on the
    oldest)."""
    game = new_practice_game(load_content(), 17, save=tmp_path / "battle.atoj")
    app = make_app(start="battle", game=game)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        await pilot.press("1")  # the default loadout
        await pilot.pause()
        await pilot.press("1")  # the Priority Target: the board follows
        await pilot.pause()
        await pilot.pause()
        assert isinstance(app.screen, BattleScreen)
        log = app.screen.query_one(EventLog)
        assert log.max_scroll_y > 0 and log.scroll_offset.y == log.max_scroll_y
    game.close()
