"""First-time hints: one line per screen until dismissed (``z``), remembered in the save
folder's ``hints.json`` across runs, all shown again from the command palette; a broken or
unwritable hints file never stops the game."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from atoterm.content import ContentPack
from atoterm.session import Game
from atoterm.ui.app import AtotermApp, make_app
from atoterm.ui.first_hints import HINTS, HINTS_BY_SCREEN, HintLine
from atoterm.ui.voyage_screen import VoyageScreen

SIZE = (120, 40)


@pytest.fixture(autouse=True)
def hints_on(monkeypatch: pytest.MonkeyPatch) -> None:
    """The suite runs with hints off (tests/conftest.py); these tests are about them."""
    monkeypatch.setenv("ATOTERM_HINTS", "on")


def hint_text(app: AtotermApp) -> str | None:
    found = app.screen.query(HintLine)
    return str(found.first().render()) if found else None


async def test_a_hint_shows_until_dismissed_and_stays_dismissed_in_a_new_run(
    saves: Path,
) -> None:
    app = make_app()
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        shown = hint_text(app)
        assert shown is not None and HINTS["title"] in shown
        assert "z" in str(app.screen.active_bindings) and "Hide hint" in [
            b.binding.description for b in app.screen.active_bindings.values()
        ]
        await pilot.press("z")
        await pilot.pause()
        assert hint_text(app) is None
        assert "Hide hint" not in [
            b.binding.description for b in app.screen.active_bindings.values()
        ]
    assert json.loads((saves / "hints.json").read_text())["dismissed"] == ["title"]
    app = make_app()
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        assert hint_text(app) is None


async def test_each_game_screen_has_its_own_hint(journal: Path, voyage_dir: Path) -> None:
    """The voyage screen shows its hint the first time a campaign is shown; dismissing the
    title's hint does not dismiss it."""
    app = make_app(content_dir=str(voyage_dir))
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        await pilot.press("z", "c")
        await pilot.pause()
        assert isinstance(app.screen, VoyageScreen)
        shown = hint_text(app)
        assert shown is not None and HINTS["voyage"] in shown
        await pilot.press("z")
        await pilot.pause()
        assert hint_text(app) is None


def journal_at_advancement(saves: Path, pack: ContentPack) -> Path:
    """A campaign (seed 42) saved at its first Advancement menu."""
    path = saves / "seed-42.atoj"
    game = Game.new(pack, 42, save=path, durable=False)
    try:
        while game.pending is not None and game.pending.kind != "adva.menu":
            game.choose(game.pending.legal_options()[0].id)
    finally:
        game.close()
    return path


async def test_the_advancement_step_has_its_hint_on_the_voyage_screen(
    saves: Path, pack: ContentPack, voyage_dir: Path
) -> None:
    """At the Advancement menu the voyage screen shows the Advancement hint in place of its
    own; dismissed there, it stays dismissed while the voyage hint is still to come."""
    path = journal_at_advancement(saves, pack)
    app = make_app("load", path=str(path), content_dir=str(voyage_dir))
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        assert isinstance(app.screen, VoyageScreen)
        shown = hint_text(app)
        assert shown is not None and HINTS["advancement"] in shown
        await pilot.press("z")
        await pilot.pause()
        assert hint_text(app) is None
    assert json.loads((saves / "hints.json").read_text())["dismissed"] == ["advancement"]


async def test_the_voyage_hints_take_turns_in_one_line(
    saves: Path, pack: ContentPack, voyage_dir: Path
) -> None:
    """Leaving the Advancement menu (undo) and coming back (redo) changes the words of the
    hint line on screen, not the line: a line removed and another mounted cost the screen
    a restyle and two layouts."""
    path = journal_at_advancement(saves, pack)
    app = make_app("load", path=str(path), content_dir=str(voyage_dir))
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        assert isinstance(app.screen, VoyageScreen)
        line = app.screen.query_one(HintLine)
        assert HINTS["advancement"] in str(line.render())
        await pilot.press("u")
        await pilot.pause()
        assert app.screen.query_one(HintLine) is line
        assert line.key == "voyage" and HINTS["voyage"] in str(line.render())
        await pilot.press("U")
        await pilot.pause()
        assert app.screen.query_one(HintLine) is line
        assert line.key == "advancement" and HINTS["advancement"] in str(line.render())
        await pilot.press("z")  # the words shown are the ones dismissed
        await pilot.pause()
        assert hint_text(app) is None
    assert json.loads((saves / "hints.json").read_text())["dismissed"] == ["advancement"]


@pytest.mark.parametrize(
    "broken",
    [b"\xff\xfe not json", b'{"dismissed": "title"}', b"[1, 2]", b'{"dismissed": [1, null]}'],
)
async def test_a_broken_hints_file_reads_as_nothing_dismissed(saves: Path, broken: bytes) -> None:
    (saves / "hints.json").write_bytes(broken)
    app = make_app()
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        assert hint_text(app) is not None
        await pilot.press("z")
        await pilot.pause()
        assert hint_text(app) is None
    assert json.loads((saves / "hints.json").read_text())["dismissed"] == ["title"]


async def test_an_unwritable_hints_file_hides_the_hint_for_this_run(saves: Path) -> None:
    """hints.json is a folder (no write can replace it): the hint goes, a warning says it
    could not be remembered, and nothing else happens."""
    (saves / "hints.json").mkdir()
    app = make_app()
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        await pilot.press("z")
        await pilot.pause()
        assert hint_text(app) is None
        assert any("could not be remembered" in n.message for n in app._notifications)
        assert not list(saves.glob(".hints.json.*"))  # no temporary file left behind


async def test_the_palette_shows_every_hint_again(saves: Path) -> None:
    (saves / "hints.json").write_text(json.dumps({"version": 1, "dismissed": list(HINTS)}))
    app = make_app()
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        assert hint_text(app) is None
        await pilot.press("ctrl+p")
        await pilot.pause()
        await pilot.press(*"first-time hints")
        await pilot.pause(0.3)
        await pilot.press("enter")
        await pilot.pause()
        shown = hint_text(app)
        assert shown is not None and HINTS["title"] in shown
    assert json.loads((saves / "hints.json").read_text())["dismissed"] == []


def test_every_screen_named_has_a_hint_and_exists() -> None:
    import atoterm.ui.replay_screen
    import atoterm.ui.setup_screen
    import atoterm.ui.story_screen
    import atoterm.ui.title_screen
    from atoterm.ui import battle_screen, voyage_screen

    modules = [
        atoterm.ui.replay_screen,
        atoterm.ui.setup_screen,
        atoterm.ui.story_screen,
        atoterm.ui.title_screen,
        battle_screen,
        voyage_screen,
    ]
    for name, key in HINTS_BY_SCREEN.items():
        assert key in HINTS
        assert any(hasattr(module, name) for module in modules), name
