"""Pilot tests: screens showing a hostile journal and content pack (names holding terminal
control sequences) draw them as visible escapes; nothing reaches the terminal raw."""

from __future__ import annotations

import html
import re
from pathlib import Path

import pytest
from hostile_kit import PAYLOAD, SHOWN, hostile_pack, write_hostile_journal

from atoterm.content import ContentPack
from atoterm.session.practice import new_practice_game
from atoterm.ui.app import AtotermApp, make_app
from atoterm.ui.battle_screen import BattleScreen
from atoterm.ui.battle_setup_screen import BattleSetupScreen
from atoterm.ui.replay_screen import ReplayScreen
from atoterm.ui.title_screen import TitleScreen
from atoterm.ui.voyage_screen import VoyageScreen

SIZE = (140, 45)
RAW = re.compile("[\x00-\x09\x0b-\x1f\x7f-\x9f\u202a-\u202e\u2066-\u2069]")
"""In a screenshot (SVG text, no terminal codes of its own) no control character may appear."""


@pytest.fixture(scope="module")
def hostile(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, ContentPack]:
    folder = tmp_path_factory.mktemp("hostile-ui") / "content"
    return folder, hostile_pack(folder)


def screen_text(app: AtotermApp) -> str:
    """What the screen shows: the text of the SVG screenshot's ``<text>`` runs, in order."""
    svg = app.export_screenshot()
    return "".join(html.unescape(run) for run in re.findall(r"<text[^>]*>([^<]*)</text>", svg))


def assert_escaped(app: AtotermApp) -> None:
    text = screen_text(app)
    assert RAW.search(text) is None, repr(RAW.search(text))
    assert SHOWN in text


async def test_voyage_screen_shows_names_and_labels_escaped(
    saves: Path, hostile: tuple[Path, ContentPack]
) -> None:
    """Continuing the journal: the event log (hostile Argonaut names), the decision's labels
    (hostile Technology names) and the sheets are drawn with escapes."""
    folder, pack = hostile
    journal = saves / "hostile.atoj"
    write_hostile_journal(pack, journal)
    app = make_app(start="load", path=str(journal), content_dir=str(folder))
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        assert isinstance(app.screen, VoyageScreen)
        assert_escaped(app)
        assert "Tide Organ\\x1b" in screen_text(app).replace("\xa0", " ")
        await pilot.press("ctrl+p")  # the command palette lists the same labels
        await pilot.pause(0.3)
        assert_escaped(app)
        await pilot.press(*"Tide")  # a search highlights them
        await pilot.pause(0.3)
        assert_escaped(app)


async def test_replay_screen_shows_names_escaped(
    saves: Path, hostile: tuple[Path, ContentPack]
) -> None:
    """Replaying the journal and stepping back: still escapes only."""
    folder, pack = hostile
    journal = saves / "replayed.atoj"
    write_hostile_journal(pack, journal)
    app = make_app(start="replay", path=str(journal), content_dir=str(folder))
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        assert isinstance(app.screen, ReplayScreen)
        await pilot.press("left", "left")
        assert_escaped(app)


async def test_battle_screens_show_titan_names_escaped(hostile: tuple[Path, ContentPack]) -> None:
    """A practice battle of the hostile pack: the setup roster, then the board's panels and
    log, name the Argonauts (the pack's hostile names) with escapes."""
    folder, pack = hostile
    game = new_practice_game(pack, 3, durable=False)
    app = make_app(start="battle", content_dir=str(folder), game=game)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        assert isinstance(app.screen, BattleSetupScreen)
        assert_escaped(app)
    game = new_practice_game(pack, 3, durable=False)
    while game.pending is not None and game.pending.kind.startswith("battle.setup"):
        game.choose(game.pending.legal_options()[0].id)
    app = make_app(start="battle", content_dir=str(folder), game=game)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        assert isinstance(app.screen, BattleScreen)
        assert_escaped(app)


async def test_a_refused_file_name_is_shown_escaped(saves: Path, tmp_path: Path) -> None:
    """A journal whose name holds control sequences and markup (``[blink]``) is refused in one
    line that shows the name escaped and the brackets as brackets (the file is outside the
    save folder: the title screen's Continue label is another test's matter)."""
    bad = tmp_path / f"bad[blink]{PAYLOAD}.atoj"
    bad.write_bytes(b"this is not a journal")
    app = make_app(start="load", path=str(bad))
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        assert isinstance(app.screen, TitleScreen)
        assert_escaped(app)
        assert "bad[blink]" in screen_text(app)
