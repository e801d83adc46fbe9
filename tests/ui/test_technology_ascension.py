"""The Mnestis Theatre's Gear ascension in the campaign's Technology sheet (issue 18, "ascension
in the Technology screen") [MNE-015, MNE-016].

The rulebook ascends Gear with the Theatre's materials, which the player profile keeps across
playthroughs. The Technology sheet (``t``) of a campaign ends with what the profile holds, what
is ascended and what could be ascended now; ``a`` opens the list by Production Technology,
where ``enter`` ascends a card with the session function the Theatre screen uses. It writes
the profile, never the campaign: the journal gains nothing, an undo in the campaign gives no
material back (docs/rulings.md, "Gear is ascended in the profile"). Without an open Theatre the
sheet is as it always was, and ``a`` says what opens the Theatre.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from textual.pilot import Pilot
from textual.widgets import OptionList

from atoterm.content import ContentPack
from atoterm.session import Game
from atoterm.store.profile import Profile, read_profile, write_profile
from atoterm.store.theatre_record import TheatreRecord
from atoterm.ui.advancement_screen import ASCENSION_TITLE, AdvancementScreen
from atoterm.ui.app import make_app
from atoterm.ui.help_screen import HelpScreen
from atoterm.ui.technology_ascend_screen import TechnologyAscendScreen
from atoterm.ui.voyage_screen import VoyageScreen
from atoterm.views.mnestis_ascension import WHERE_TO_ASCEND

SEED = 7
OPEN = TheatreRecord(
    unlocked=True,
    victories=1,
    primordials=["ammonax", "kyanippe", "threnos"],
    materials={"labyrinthized-tears": 1, "labyrinthized-core": 1},
    ascended={"ashgate-scale": 2},
    loot=["coilhook-sickle"],
)
ID_LIKE = re.compile(r"\b[a-z0-9]+(?:[-_:][a-z0-9]+)+\b")
"""An internal id's shape (snake_case, kebab-case, x:y): never on screen."""


def sheet_text(screen: AdvancementScreen) -> str:
    return screen.body.plain


def rows(app) -> list[str]:  # type: ignore[no-untyped-def]
    listing = app.screen.query_one("#ascend-gear", OptionList)
    return [str(listing.get_option_at_index(i).prompt) for i in range(listing.option_count)]


def row(app, start: str) -> int:  # type: ignore[no-untyped-def]
    for i, line in enumerate(rows(app)):
        if line.strip().startswith(start):
            return i
    raise AssertionError(f"no line {start!r} in {rows(app)}")


def shown(app) -> str:  # type: ignore[no-untyped-def]
    return " ".join(str(w.render()) for w in app.screen.query("SafeStatic, SafeLabel") if w.display)


async def open_sheet(pilot: Pilot[int], app) -> AdvancementScreen:  # type: ignore[no-untyped-def]
    await pilot.pause()
    assert isinstance(app.screen, VoyageScreen)
    await pilot.press("t")
    await pilot.pause()
    sheet = app.screen
    assert isinstance(sheet, AdvancementScreen)
    return sheet


async def test_mne_015_the_technology_sheet_shows_the_profiles_ascension(
    pack: ContentPack, tmp_saves: Path
) -> None:
    profile = tmp_saves / "profile.atop"
    write_profile(profile, Profile({}, OPEN))
    game = Game.new(pack, SEED, durable=False)
    app = make_app("battle", game=game)
    async with app.run_test(size=(120, 40)) as pilot:
        text = sheet_text(await open_sheet(pilot, app))
        section = text[text.index(ASCENSION_TITLE) :]
        assert (
            "Ascending materials held: 1 Labyrinthized Ascended Core, 1 Labyrinthized Tears."
            in section
        )
        assert "Ascended Gear: Ashgate Bronze Scale (Cycle II, Labyrinthized)." in section
        # what one Labyrinthized Tears buys now, in the Theatre screen's own words
        assert "Tidewright Gaff: 1 Labyrinthized Tears (to Cycle II, gains Labyrinthized)" in (
            section
        )
        # a Unique card (Guaranteed Loot) takes the Ascended Core instead [MNE-016]
        assert "Coilhook Sickle: 1 Labyrinthized Ascended Core (to Cycle II" in section
        assert "Ashgate Bronze Scale:" not in section.split("Can be ascended now:")[1]
        assert WHERE_TO_ASCEND in section
        for internal in ("labyrinthized-tears", "ashgate-scale", "tidewright-gaff"):
            assert internal not in text
    game.close()


async def test_mne_015_ascending_from_the_technology_sheet_writes_the_profile_not_the_journal(
    pack: ContentPack, tmp_saves: Path
) -> None:
    """``a`` lists the cards under their Production Technology with the cost; ``enter`` on one
    the profile can pay ascends it (the profile written at once), the campaign's journal and
    state untouched; an undo in the campaign afterwards gives no material back."""
    profile = tmp_saves / "profile.atop"
    write_profile(profile, Profile({}, OPEN))
    game = Game.new(pack, SEED, durable=False)
    game.choose(1)  # one decision, so that the campaign has something to undo
    records, digest = game.record_count, game.digest
    app = make_app("battle", game=game)
    async with app.run_test(size=(120, 40)) as pilot:
        await open_sheet(pilot, app)
        await pilot.press("a")
        await pilot.pause()
        assert isinstance(app.screen, TechnologyAscendScreen)
        lines = rows(app)
        for line in [*lines, shown(app)]:
            assert not ID_LIKE.search(line), line
        # a heading per Production Technology, with what its cards cost [MNE-015]
        headings = [line for line in lines if not line.startswith("  ")]
        assert headings and all("a Unique card an Ascended Core" in h for h in headings)
        gaff = row(app, "Tidewright Gaff")
        assert lines[gaff].startswith("  Tidewright Gaff: 1 Labyrinthized Tears")
        heading = max(i for i, line in enumerate(lines[:gaff]) if not line.startswith("  "))
        assert lines[heading].endswith(
            ": 1 Labyrinthized Tears a card, a Unique card an Ascended Core"
        )
        listing = app.screen.query_one("#ascend-gear", OptionList)
        # refused with the reason, offered disabled: already at the next Cycle [MNE-015]
        scale = row(app, "Ashgate Bronze Scale")
        assert listing.get_option_at_index(scale).disabled
        assert "already ascended to Cycle II" in lines[scale]
        assert listing.get_option_at_index(heading).disabled
        listing.highlighted = gaff
        await pilot.press("enter")
        await pilot.pause()
        assert "Tidewright Gaff is ascended to Cycle II" in shown(app)
        after = read_profile(profile).theatre
        assert after.ascended == {"ashgate-scale": 2, "tidewright-gaff": 2}
        assert after.materials.get("labyrinthized-tears", 0) == 0
        # now too few materials for another non-Unique card: offered disabled with why
        lines = rows(app)
        rest = [line for line in lines if "too few materials" in line]
        assert rest and all("you hold 0" in line for line in rest)
        await pilot.press("question_mark")  # the keys of this list
        await pilot.pause()
        assert isinstance(app.screen, HelpScreen)
        await pilot.press("escape")
        await pilot.pause()
        assert isinstance(app.screen, TechnologyAscendScreen)
        await pilot.press("escape")
        await pilot.pause()
        sheet = app.screen
        assert isinstance(sheet, AdvancementScreen)
        assert "Tidewright Gaff (Cycle II, Labyrinthized)" in sheet_text(sheet)
    # the campaign never saw it: no record, the same state
    assert (game.record_count, game.digest) == (records, digest)
    written = profile.read_bytes()
    game.undo()
    assert profile.read_bytes() == written
    assert read_profile(profile).theatre.ascended["tidewright-gaff"] == 2
    game.close()


async def test_mne_015_no_theatre_no_ascension_on_the_sheet(
    pack: ContentPack, tmp_saves: Path
) -> None:
    """Before a won campaign opens the Theatre, the sheet has no ascension and ``a`` says what
    opens it, writing nothing."""
    game = Game.new(pack, SEED, durable=False)
    app = make_app("battle", game=game)
    async with app.run_test(size=(120, 40)) as pilot:
        sheet = await open_sheet(pilot, app)
        assert ASCENSION_TITLE not in sheet_text(sheet)
        await pilot.press("a")
        await pilot.pause()
        assert app.screen is sheet
        notes = [str(n.message) for n in app._notifications]
        assert any("the Mnestis Theatre is locked" in n for n in notes), notes
    assert not (tmp_saves / "profile.atop").exists()
    game.close()


async def _to_the_list(pilot) -> None:  # type: ignore[no-untyped-def]
    await pilot.pause()
    await pilot.press("t")
    await pilot.pause()
    await pilot.press("a")
    await pilot.pause()
    await pilot.wait_for_scheduled_animations()


@pytest.mark.parametrize("size", [(80, 24), (120, 40)], ids=["80x24", "120x40"])
def test_mne_015_the_technology_ascension_snapshot(  # type: ignore[no-untyped-def]
    snap_compare, pack: ContentPack, tmp_saves: Path, size: tuple[int, int]
) -> None:
    """The cards by Production Technology, what each costs or why it cannot be ascended."""
    write_profile(tmp_saves / "profile.atop", Profile({}, OPEN))
    game = Game.new(pack, SEED, durable=False)
    assert snap_compare(make_app("battle", game=game), terminal_size=size, run_before=_to_the_list)
    game.close()
