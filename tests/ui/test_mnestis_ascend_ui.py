"""Ascending Gear on the Mnestis Theatre screen: `a` lists every unlocked Gear card with its
cost or why it cannot be ascended, `enter` ascends one, paying from the profile [MNE-015,
MNE-016]."""

from __future__ import annotations

from pathlib import Path

from textual.widgets import OptionList

from atoterm.store.profile import Profile, read_profile, write_profile
from atoterm.store.theatre_record import TheatreRecord
from atoterm.ui.app import make_app
from atoterm.ui.help_screen import HelpScreen
from atoterm.ui.mnestis_ascend_screen import MnestisAscendScreen
from atoterm.ui.mnestis_screen import MnestisScreen

OPEN = TheatreRecord(
    unlocked=True,
    victories=1,
    primordials=["ammonax", "kyanippe", "threnos"],
    materials={"labyrinthized-tears": 1},
)


def shown_text(app) -> str:  # type: ignore[no-untyped-def]
    return " ".join(str(w.render()) for w in app.screen.query("Static"))


async def test_mne_015_a_gear_card_is_ascended_on_the_theatre_screen(saves: Path) -> None:
    write_profile(saves / "profile.atop", Profile({}, OPEN))
    app = make_app("title", seed=3)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        await pilot.press("m")
        await pilot.pause()
        assert isinstance(app.screen, MnestisScreen)
        assert "Ascending materials held: 1 Labyrinthized Tears." in shown_text(app)
        await pilot.press("question_mark")
        await pilot.pause()
        assert isinstance(app.screen, HelpScreen)
        rows = [row for _, section in app.screen.key_rows for row in section]
        assert ("a", "Ascend Gear") in rows
        await pilot.press("escape")
        await pilot.pause()
        await pilot.press("a")
        await pilot.pause()
        assert isinstance(app.screen, MnestisAscendScreen)
        assert "Held: 1 Labyrinthized Tears." in shown_text(app)
        listing = app.screen.query_one("#ascend-gear", OptionList)
        labels = [str(listing.get_option_at_index(i).prompt) for i in range(listing.option_count)]
        assert (
            labels[0] == "Tidewright Gaff: 1 Labyrinthized Tears (to Cycle II, gains Labyrinthized)"
        )
        scale = next(i for i, label in enumerate(labels) if label.startswith("Ashgate Bronze"))
        assert "too few materials: it takes 3 Labyrinthized Tears" in labels[scale]
        assert listing.get_option_at_index(scale).disabled
        await pilot.press("enter")  # the Tidewright Gaff
        await pilot.pause()
        assert "Tidewright Gaff is ascended to Cycle II" in shown_text(app)
        assert read_profile(saves / "profile.atop").theatre.ascended == {"tidewright-gaff": 2}
        labels = [str(listing.get_option_at_index(i).prompt) for i in range(listing.option_count)]
        assert labels[0] == "Tidewright Gaff: already ascended to Cycle II"
        assert "Held: none." in shown_text(app)
        await pilot.press("escape")
        await pilot.pause()
        assert isinstance(app.screen, MnestisScreen)
        assert "Ascending materials held: none yet." in shown_text(app)
        assert app.screen.query_one("#mnestis-fights", OptionList).has_focus
