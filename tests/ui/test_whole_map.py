"""The whole map (``M``) and the campaign overview (``O``) over the voyage screen (issue 15).

At 80×24 the map panel shows the sea around the Argo; the whole map shows a tile the panel
cannot, and the overview names the day and the Progress the header and the Argo sheet show.
``esc`` closes each without leaving the game.
"""

from __future__ import annotations

import re
from pathlib import Path

from textual.geometry import Region
from textual.pilot import Pilot

from atoterm.content import ContentPack
from atoterm.session import Game
from atoterm.ui.app import AtotermApp, make_app
from atoterm.ui.argo_sheet import ArgoSheet
from atoterm.ui.map_view import TILE_HEIGHT, TILE_WIDTH, MapView
from atoterm.ui.sea_screen import CampaignOverviewScreen, WholeMapScreen
from atoterm.ui.voyage_screen import VoyageScreen

SMALL = (80, 24)
MOVES = 8


async def press(pilot: Pilot[int], *keys: str) -> None:
    for key in keys:
        await pilot.press(key)
        await pilot.pause()


def tile_regions(game: Game) -> dict[int, Region]:
    """Where each revealed tile's box lies on the map picture (``render_map``'s layout)."""
    tiles = [game.content.tile(t) for t in game.state.voyage.revealed]
    min_x, min_y = min(t.x for t in tiles), min(t.y for t in tiles)
    return {
        t.id: Region(
            (t.x - min_x) * TILE_WIDTH, (t.y - min_y) * TILE_HEIGHT, TILE_WIDTH, TILE_HEIGHT
        )
        for t in tiles
    }


def panel_view(app: AtotermApp) -> Region:
    view = app.screen.query_one(MapView)
    size = view.scrollable_content_region.size
    return Region(round(view.scroll_x), round(view.scroll_y), size.width, size.height)


def fully_in(inner: Region, outer: Region) -> bool:
    return outer.intersection(inner) == inner


def sailed_journal(saves: Path, pack: ContentPack) -> Path:
    """A campaign that has sailed ``MOVES`` times (each day's other questions answered by
    "done" where offered, else the first option), waiting at the next move."""
    path = saves / "sailed.atoj"
    game = Game.new(pack, 42, save=path, durable=False)
    try:
        moves = 0
        while True:
            pending = game.pending
            assert pending is not None
            if pending.kind == "move":
                if moves == MOVES:
                    break
                moves += 1
            legal = pending.legal_options()
            done = [o for o in legal if o.id == "done"]
            game.choose((done or legal)[0].id)
    finally:
        game.close()
    return path


async def test_the_whole_map_shows_what_the_panel_cannot(
    saves: Path, pack: ContentPack, voyage_dir: Path
) -> None:
    path = sailed_journal(saves, pack)
    app = make_app(start="load", path=str(path), content_dir=str(voyage_dir))
    async with app.run_test(size=SMALL) as pilot:
        await pilot.pause()
        assert isinstance(app.screen, VoyageScreen)
        game = app.game
        assert game is not None
        before = game.history.position
        regions = tile_regions(game)
        hidden = [t for t, r in regions.items() if not fully_in(r, panel_view(app))]
        assert hidden, "every tile fits the 80x24 panel: the test needs a larger sea"
        await press(pilot, "M")
        assert isinstance(app.screen, WholeMapScreen)
        shown_now = app.screen.visible()
        assert any(fully_in(regions[t], shown_now) for t in hidden)
        picture = str(app.screen.query_one("#whole-map-picture").render())
        assert all(str(t) in picture for t in regions)  # every revealed tile is drawn

        await press(pilot, "z")  # compact: every tile's number in sight at once
        view = app.screen.visible()
        rows = app.screen.picture.text.plain.splitlines()[view.y : view.bottom]
        seen = "\n".join(row[view.x : view.right] for row in rows)
        assert all(str(t) in seen for t in regions), seen
        assert "@" in seen
        await press(pilot, "escape")
        assert isinstance(app.screen, VoyageScreen)
        assert game.history.position == before


async def test_the_overview_names_the_header_day_and_progress(
    journal: Path, voyage_dir: Path
) -> None:
    app = make_app(start="load", path=str(journal), content_dir=str(voyage_dir))
    async with app.run_test(size=SMALL) as pilot:
        await pilot.pause()
        assert isinstance(app.screen, VoyageScreen)
        header = str(app.screen.query_one("#steps").render())
        day, length = re.match(r"Day (\d+)/(\d+)", header).groups()  # type: ignore[union-attr]
        sheet = str(app.screen.query_one(ArgoSheet).render())
        progress = re.search(r"Progress (\d+)", sheet).group(1)  # type: ignore[union-attr]
        await press(pilot, "O")
        assert isinstance(app.screen, CampaignOverviewScreen)
        text = str(app.screen.query_one("#overview-text").render())
        assert f"Day {day} of {length}" in text
        assert f"Progress {progress} · Doom" in text
        assert "Story card" in text and "Evolution Tracks" in text and "Diplomacy" in text
        await press(pilot, "escape")
        assert isinstance(app.screen, VoyageScreen)


async def test_help_lists_inspect_the_whole_map_and_the_overview(
    journal: Path, voyage_dir: Path
) -> None:
    app = make_app(start="load", path=str(journal), content_dir=str(voyage_dir))
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        await press(pilot, "question_mark")
        keys = {what: key for _, rows in app.screen.key_rows for key, what in rows}  # type: ignore[attr-defined]
        assert keys["Inspect the highlighted option (on the board: the cell)"] == "i"
        assert keys["The whole map"] == "M" and keys["Campaign overview"] == "O"
        await press(pilot, "escape")
        assert isinstance(app.screen, VoyageScreen)
