"""A campaign on a generated sea in the screens (issue 17): continued and replayed from its
journal, it is shown on the sea its header names — the whole map draws the generated pack's
tiles where that pack lays them, not the hand-made sea's."""

from __future__ import annotations

from pathlib import Path

from atoterm.content import ContentPack
from atoterm.session import Game
from atoterm.session.sea import SeaSpec, pack_digest, sea_pack
from atoterm.ui.app import make_app
from atoterm.ui.map_view import render_map
from atoterm.ui.replay_screen import ReplayScreen
from atoterm.ui.sea_screen import WholeMapScreen
from atoterm.ui.voyage_screen import VoyageScreen

SEA = SeaSpec("generated", 42, "short")
MOVES = 4


def sailed(saves: Path, pack: ContentPack) -> Path:
    """A campaign on ``SEA`` that has sailed ``MOVES`` times, waiting at the next move."""
    path = saves / "generated.atoj"
    game = Game.new(pack, 42, save=path, durable=False, sea=SEA)
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


async def test_a_generated_campaign_is_continued_on_its_own_sea(
    saves: Path, pack: ContentPack, voyage_dir: Path
) -> None:
    path = sailed(saves, pack)
    app = make_app(start="load", path=str(path), content_dir=str(voyage_dir))
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        assert isinstance(app.screen, VoyageScreen)
        game = app.game
        assert game is not None and game.sea == SEA
        generated = sea_pack(pack, SEA)  # the same sea, built here from the same files
        assert (
            pack_digest(game.content, game.sea)
            == pack_digest(generated, game.sea)
            == game.header.sea["digest"]
        )
        await pilot.press("M")
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, WholeMapScreen)
        state = game.state
        drawn = str(screen.query_one("#whole-map-picture").render())
        assert drawn == str(render_map(generated, state.voyage, state.campaign).text)
        if state.voyage.revealed and all(t in pack.tiles for t in state.voyage.revealed):
            assert drawn != str(render_map(pack, state.voyage, state.campaign).text)


async def test_a_generated_campaign_is_replayed_on_its_own_sea(
    saves: Path, pack: ContentPack, voyage_dir: Path
) -> None:
    path = sailed(saves, pack)
    before = path.read_bytes()
    app = make_app(start="replay", path=str(path), content_dir=str(voyage_dir))
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, ReplayScreen)
        assert screen.game.sea == SEA and screen.game.content is not pack
        await pilot.press("home", "end")
        assert screen.position == screen.game.history.position
    assert path.read_bytes() == before
