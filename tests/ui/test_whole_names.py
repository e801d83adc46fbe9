"""Tile names are read whole wherever they are shown, at 80×24 and 120×40 (issue 15, item 15:
"Netmender / 's Cove", "First St…").

A map box holds two lines of nine letters, so the map shortens a long name ("Cairn of /
First St."): the legend the map panel points to (``?``) and the whole map (``M``) give those
names in full. The Argo panel, the campaign overview and the decision wrap a long name
between words and never cut it. The whole map no longer wraps a row of tiles that is wider
than the terminal (it scrolls).
"""

from __future__ import annotations

from pathlib import Path

import pytest
from screen_kit import region_words
from textual.pilot import Pilot

from atoterm.content import ContentPack
from atoterm.session import Game
from atoterm.ui.app import AtotermApp, make_app
from atoterm.ui.argo_sheet import ArgoSheet
from atoterm.ui.decision_panel import DecisionPanel
from atoterm.ui.help_screen import HelpScreen
from atoterm.ui.map_view import is_shortened, names_in_full, short_name, text_size
from atoterm.ui.sea_screen import CampaignOverviewScreen, WholeMapScreen
from atoterm.ui.voyage_screen import VoyageScreen

SIZES = pytest.mark.parametrize("size", [(80, 24), (120, 40)], ids=["80x24", "120x40"])
LONG_TILE = 143
"""Smoke-Oracle's Rock: shortened on the map, and wrapped in an 80-column Argo panel."""
LONG_CITY = 103
"""Cairn of First Steps ("Cairn of / First St." on the map)."""


async def press(pilot: Pilot[int], *keys: str) -> None:
    for key in keys:
        await pilot.press(key)
        await pilot.pause()


def whole_sea(pack: ContentPack) -> Game:
    """A new campaign with every tile of the sea laid out, the Argo on a long-named tile and
    a long-named Last Visited City (shown as it is: the screens only read the state)."""
    game = Game.new(pack, 42, save=None, durable=False)
    for _ in range(4):  # the Skill bonuses
        game.choose(0)
    voyage = game.state.voyage
    voyage.revealed = sorted(tile.id for tile in pack.tiles.values())
    voyage.explored = list(voyage.revealed)
    voyage.tile, voyage.last_city = LONG_TILE, LONG_CITY
    return game


def test_the_shortened_names_are_the_long_ones(pack: ContentPack) -> None:
    assert short_name("Cairn of First Steps") == ("Cairn of", "First St.")
    assert is_shortened("Cairn of First Steps") and is_shortened("Netmender's Cove")
    assert not is_shortened("Split Oar Sound") and not is_shortened("The Winding Gate")
    legend = names_in_full(pack, [124, 103, 115, 116])
    assert legend == "Names in full: 103 Cairn of First Steps · 115 Netmender's Cove"
    assert names_in_full(pack, [124, 116]) == ""


@SIZES
async def test_the_argo_panel_and_the_overview_show_whole_names(
    pack: ContentPack, size: tuple[int, int]
) -> None:
    game = whole_sea(pack)
    app = make_app(start="battle", game=game)
    async with app.run_test(size=size) as pilot:
        await pilot.pause()
        assert isinstance(app.screen, VoyageScreen)
        sheet = region_words(app, app.screen.query_one(ArgoSheet))
        assert "At Smoke-Oracle's Rock (143)" in sheet
        assert "Last city: Cairn of First Steps" in sheet
        await press(pilot, "O")
        assert isinstance(app.screen, CampaignOverviewScreen)
        overview = region_words(app, app.screen.query_one("#info-body"))
        assert "At Smoke-Oracle's Rock" in overview


@SIZES
async def test_the_whole_map_names_every_shortened_tile_and_keeps_its_rows(
    pack: ContentPack, size: tuple[int, int]
) -> None:
    game = whole_sea(pack)
    app = make_app(start="battle", game=game)
    async with app.run_test(size=size) as pilot:
        await pilot.pause()
        await press(pilot, "M")
        screen = app.screen
        assert isinstance(screen, WholeMapScreen)
        names = region_words(app, screen.query_one("#whole-map-names"))
        for tile in pack.tiles.values():
            if is_shortened(tile.name):
                assert f"{tile.id} {tile.name}" in names
        picture = screen.query_one("#whole-map-picture")
        width, height = text_size(screen.picture.text)
        assert width > size[0] or size == (120, 40), "at 80 columns the sea is wider"
        assert (picture.size.width, picture.size.height) == (width, height), "rows wrapped"


async def sail_past_netmenders_cove(pack: ContentPack, path: Path) -> None:
    """Day 1: north from Meriphon toward Netmender's Cove (tile 115); day 2's waterways are
    asked there or beside it, so the decision names the Cove (the map box shortens it)."""
    game = Game.new(pack, 42, save=path, durable=False)
    try:
        for _ in range(4):
            game.choose(0)
        while True:
            pending = game.pending
            assert pending is not None
            if pending.kind == "move":
                if game.state.voyage.tile != 124:
                    break
                game.choose("to-115")
                continue
            legal = pending.legal_options()
            done = [o for o in legal if o.id == "done"]
            game.choose((done or legal)[0].id)
    finally:
        game.close()


@SIZES
async def test_the_decision_and_the_map_legend_name_the_tile_whole(
    pack: ContentPack, saves: Path, voyage_dir: Path, size: tuple[int, int]
) -> None:
    path = saves / "cove.atoj"
    await sail_past_netmenders_cove(pack, path)
    app: AtotermApp = make_app(start="load", path=str(path), content_dir=str(voyage_dir))
    async with app.run_test(size=size) as pilot:
        await pilot.pause()
        assert isinstance(app.screen, VoyageScreen)
        decision = region_words(app, app.screen.query_one(DecisionPanel))
        assert "Netmender's Cove" in decision  # whole, as the map box cannot show it
        await press(pilot, "question_mark")  # the map panel's "? legend"
        assert isinstance(app.screen, HelpScreen)
        legend = str(app.screen.query_one("#help-legend").render())
        assert "Names in full: 115 Netmender's Cove" in legend
