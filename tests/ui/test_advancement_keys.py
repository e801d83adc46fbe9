"""The Advancement Step's long menu on the voyage screen (issue 15, item 3): the open
activities first, Done listed with its fixed key ``0`` and on screen, the closed Research
options after them; the highlight never rests on a closed option; the option sent to the
session is always the engine's own (the journal records its id)."""

from __future__ import annotations

import html
import re
from pathlib import Path

import pytest
from textual.widgets import OptionList

from atoterm.content import ContentPack
from atoterm.session import Game, load_game
from atoterm.ui.app import AtotermApp, make_app
from atoterm.ui.voyage_screen import VoyageScreen

SEED = 42
SIZES = pytest.mark.parametrize("size", [(80, 24), (120, 40)], ids=["80x24", "120x40"])


def screen_text(app: AtotermApp) -> str:
    svg = app.export_screenshot()
    runs = re.findall(r"<text[^>]*>([^<]*)</text>", svg)
    return "".join(html.unescape(run) for run in runs).replace("\xa0", " ")


@pytest.fixture
def at_advancement(saves: Path, pack: ContentPack) -> Path:
    """A journal waiting at day 1's Advancement menu, where the Research options are closed
    (no Technology symbol today) and listed before the rest by the engine."""
    path = saves / f"seed-{SEED}.atoj"
    game = Game.new(pack, SEED, save=path, durable=False)
    try:
        play_to_the_menu(game)
    finally:
        game.close()
    return path


def play_to_the_menu(game: Game) -> None:
    for _ in range(400):
        pending = game.pending
        assert pending is not None
        if pending.kind == "adva.menu":
            break
        game.choose(pending.legal_options()[0].id)
    pending = game.pending
    assert pending is not None and pending.kind == "adva.menu"
    assert pending.options[0].disabled and pending.options[-1].id == "done"


@SIZES
async def test_done_is_on_screen_with_key_0_and_closed_options_come_last(
    at_advancement: Path, voyage_dir: Path, pack: ContentPack, size: tuple[int, int]
) -> None:
    app = make_app("load", path=str(at_advancement), content_dir=str(voyage_dir))
    async with app.run_test(size=size) as pilot:
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, VoyageScreen)
        game = screen.game
        pending = game.pending
        assert pending is not None and pending.kind == "adva.menu"
        options = screen.query_one("#decision-options", OptionList)
        closed = [options.get_option_at_index(i).disabled for i in range(options.option_count)]
        assert closed == sorted(closed), "every open activity is listed before the closed ones"
        assert closed.count(True) == sum(1 for o in pending.options if o.disabled)
        assert "0. Done with the Advancement Step" in screen_text(app)
        before = game.history.position
        await pilot.press("0")
        await pilot.pause()
        assert game.history.position == before + 1
    on_disk, _ = load_game(at_advancement, pack, writable=False)
    by_id = Game.new(pack, SEED, save=None, durable=False)
    play_to_the_menu(by_id)
    by_id.choose("done")
    assert on_disk.digest == by_id.digest, "the journal holds the engine's Done"


async def test_the_highlight_skips_closed_options(at_advancement: Path, voyage_dir: Path) -> None:
    """A guard, not the fix of item 3 (Textual's option list already skipped closed options):
    with the new listed order, up, down, home and end still never rest on a closed option and
    up then enter takes an open one."""
    app = make_app("load", path=str(at_advancement), content_dir=str(voyage_dir))
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, VoyageScreen)
        options = screen.query_one("#decision-options", OptionList)
        for key in ("up", "up", "home", "end", "down", "down", "up"):
            await pilot.press(key)
            assert options.highlighted is not None
            assert not options.get_option_at_index(options.highlighted).disabled, key
        game = screen.game
        before = game.history.position
        await pilot.press("home", "enter")
        await pilot.pause()
        assert game.history.position == before + 1, "enter on the highlight is never refused"
