"""The Mnestis Theatre's Gear ascension on the campaign's Technology sheet (issue 18, "ascension
in the Technology screen") [MNE-015, MNE-016].

The rulebook ascends Gear with the Theatre's materials, which the player profile keeps across
playthroughs; atoterm ascends in the Theatre (title screen, ``m`` then ``a``). The Technology
sheet (``t``) of a campaign shows, read-only, what the profile holds, what is ascended and what
could be ascended now, and where to do it; it never writes the profile. Without an open
Theatre the sheet is as it always was.
"""

from __future__ import annotations

from pathlib import Path

from textual.pilot import Pilot

from atoterm.content import ContentPack
from atoterm.session import Game
from atoterm.store.profile import Profile, read_profile, write_profile
from atoterm.store.theatre_record import TheatreRecord
from atoterm.ui.advancement_screen import ASCENSION_TITLE, AdvancementScreen
from atoterm.ui.app import make_app
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


def sheet_text(screen: AdvancementScreen) -> str:
    return screen.body.plain


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
    before = profile.read_bytes()
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
        await pilot.press("a")  # the sheet offers no ascension: nothing happens, nothing written
        await pilot.pause()
        assert profile.read_bytes() == before
        assert read_profile(profile).theatre.ascended == {"ashgate-scale": 2}
    game.close()


async def test_mne_015_no_theatre_no_ascension_on_the_sheet(
    pack: ContentPack, tmp_saves: Path
) -> None:
    game = Game.new(pack, SEED, durable=False)
    app = make_app("battle", game=game)
    async with app.run_test(size=(120, 40)) as pilot:
        assert ASCENSION_TITLE not in sheet_text(await open_sheet(pilot, app))
    game.close()
