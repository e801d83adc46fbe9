"""Instant Drop on the Mnestis Theatre screen: `d` makes a Skyseer for an Ascended Core and a
Dreamwalker held in the profile, written at once, once a first press has said the price;
refused with the reason, nothing spent [MNE-021]."""

from __future__ import annotations

from pathlib import Path

from atoterm.store.profile import Profile, read_profile, write_profile
from atoterm.store.theatre_record import TheatreRecord
from atoterm.ui.app import make_app
from atoterm.ui.help_screen import HelpScreen
from atoterm.ui.mnestis_screen import MnestisScreen

OPEN = TheatreRecord(
    unlocked=True,
    victories=1,
    primordials=["ammonax", "kyanippe", "threnos"],
    materials={"labyrinthized-core": 1},
    skyseers=1,
    dreamwalkers=2,
)


def shown_text(app) -> str:  # type: ignore[no-untyped-def]
    return " ".join(str(w.render()) for w in app.screen.query("Static"))


async def test_mne_021_instant_drop_on_the_theatre_screen(saves: Path) -> None:
    write_profile(saves / "profile.atop", Profile({}, OPEN))
    app = make_app("title", seed=3)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        await pilot.press("m")
        await pilot.pause()
        assert isinstance(app.screen, MnestisScreen)
        assert "Skyseers for your campaigns: 1; Dreamwalkers from won campaigns: 2." in (
            shown_text(app)
        )
        # the screen names its key and its list, not the command line's commands
        assert "Instant Drop (1 Ascended Core and 1 Dreamwalker): press d" in shown_text(app)
        assert "Fight: Threnos Level 2 in the list below" in shown_text(app)
        assert "atoterm mnestis" not in shown_text(app)
        await pilot.press("question_mark")
        await pilot.pause()
        assert isinstance(app.screen, HelpScreen)
        rows = [row for _, section in app.screen.key_rows for row in section]
        assert ("d", "Instant Drop") in rows
        await pilot.press("escape")
        await pilot.pause()
        await pilot.press("d")  # the price first: nothing is spent yet
        await pilot.pause()
        assert (
            "Instant Drop spends 1 Ascended Core and 1 Dreamwalker held in your profile for one "
            "more Skyseer, and cannot be undone: press d again to pay." in shown_text(app)
        )
        assert read_profile(saves / "profile.atop").theatre == OPEN
        await pilot.press("d")
        await pilot.pause()
        assert "Instant Drop: 1 Ascended Core and 1 Dreamwalker spent" in shown_text(app)
        assert "Skyseers for your campaigns: 2; Dreamwalkers from won campaigns: 1." in (
            shown_text(app)
        )
        theatre = read_profile(saves / "profile.atop").theatre
        assert (theatre.skyseers, theatre.dreamwalkers) == (2, 1)
        await pilot.press("d")  # no Core left
        await pilot.pause()
        assert "Instant Drop cannot be done: it takes 1 Ascended Core" in shown_text(app)
        assert read_profile(saves / "profile.atop").theatre == theatre
