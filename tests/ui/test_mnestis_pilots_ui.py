"""The Theatre battle's Setup screen: who pilots each Titan, chosen on screen [MNE-011,
MNE-013]: a Portrait with two unlocked Mnemos the player picks (Level 2, then Level 1), or a
deceased or retired Argonaut the profile keeps; cards and Argonauts already flying offered
disabled with the reason; in player words, no internal id."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from textual.widgets import OptionList

from atoterm.engine.codec import to_plain
from atoterm.engine.state import SKILLS, Argonaut
from atoterm.engine.story_state import MnemosHeld
from atoterm.store.profile import Profile, write_profile
from atoterm.store.theatre_record import TheatreRecord
from atoterm.ui.app import make_app
from atoterm.ui.battle_setup_screen import BattleSetupScreen
from atoterm.ui.help_screen import HelpScreen
from atoterm.ui.mnestis_pilots_screen import MnestisPilotsScreen
from atoterm.ui.mnestis_screen import MnestisScreen

IONE = Argonaut(
    name="Ione",
    skills={s: 1 for s in SKILLS},
    alive=False,
    mnemos=[MnemosHeld("tide-reader", nodes=5, resolved=1)],
)
THEATRE = TheatreRecord(
    unlocked=True,
    victories=1,
    primordials=["ammonax", "kyanippe", "threnos"],
    titans=["hold-dreamer", "keel-ram", "wave-skimmer"],
    mnemos=["net-caster", "bell-founder", "lamp-warden", "rope-walker"],
    fallen=[{"campaign": "c1", "sheet": to_plain(IONE)}],
)
ID_LIKE = re.compile(r"\b[a-z0-9]+(?:[-_:][a-z0-9]+)+\b")
"""An internal id's shape (snake_case, kebab-case, x:y, all lower case; names are capitalised):
never on screen."""


def labels(app) -> list[str]:  # type: ignore[no-untyped-def]
    listing = app.screen.query_one("#pilots-list", OptionList)
    return [str(listing.get_option_at_index(i).prompt) for i in range(listing.option_count)]


def option(app, start: str):  # type: ignore[no-untyped-def]
    listing = app.screen.query_one("#pilots-list", OptionList)
    for i in range(listing.option_count):
        if str(listing.get_option_at_index(i).prompt).startswith(start):
            return i, listing.get_option_at_index(i)
    raise AssertionError(f"no option {start!r} in {labels(app)}")


async def pick(pilot, app, start: str) -> None:  # type: ignore[no-untyped-def]
    """Enter on the option that begins ``start`` (every option of the list in player words)."""
    for line in [*labels(app), shown(app)]:
        assert not ID_LIKE.search(line), line
    index, _ = option(app, start)
    app.screen.query_one("#pilots-list", OptionList).highlighted = index
    await pilot.press("enter")
    await pilot.pause()


def shown(app) -> str:  # type: ignore[no-untyped-def]
    return " ".join(str(w.render()) for w in app.screen.query("Static"))


async def open_setup(pilot, app) -> None:  # type: ignore[no-untyped-def]
    await pilot.pause()
    await pilot.press("m")
    await pilot.pause()
    assert isinstance(app.screen, MnestisScreen)
    await pilot.press("enter")  # the first open node: Ammonax Level 5
    await pilot.pause()
    assert isinstance(app.screen, MnestisPilotsScreen)


async def test_mne_011_pilots_chosen_on_screen_reach_the_battle(saves: Path) -> None:
    write_profile(saves / "profile.atop", Profile({}, THEATRE))
    app = make_app("title", seed=21)
    async with app.run_test(size=(120, 40)) as pilot:
        await open_setup(pilot, app)
        seats = labels(app)
        assert seats[0] == "Start the battle (Titans and Gear are chosen next)"
        assert seats[1] == (
            "Seat 1, the Hold-Dreamer: a Portrait with The Net-Caster at Level 2 and "
            "The Bell-Founder at Level 1 (default)"
        )
        # seat 3 (the Keel-Ram): Ione, who died, with her own sheet
        await pick(pilot, app, "Seat 3")
        assert "The pilot of seat 3, and its Titan:" in shown(app)
        await pick(pilot, app, "Ione, who died in a campaign (The Tide-Reader at Level 2)")
        _, seat3 = option(app, "Seat 3")
        assert str(seat3.prompt) == (
            "Seat 3, the Keel-Ram: Ione, who died in a campaign (The Tide-Reader at Level 2)"
        )
        # seat 2: a Portrait; Ione's card is held, offered disabled with the reason
        await pick(pilot, app, "Seat 2")
        _, ione = option(app, "Ione, who died")
        assert ione.disabled and "already pilots seat 3 (the Keel-Ram)" in str(ione.prompt)
        await pick(pilot, app, "A Portrait with two Mnemos you choose")
        assert "the Mnemos at Level 2" in shown(app)
        _, held = option(app, "The Tide-Reader")
        assert held.disabled
        assert str(held.prompt) == "The Tide-Reader: held by seat 3's pilot (the Keel-Ram)"
        await pick(pilot, app, "The Lamp-Warden")
        _, first = option(app, "The Lamp-Warden")
        assert first.disabled and "already this Portrait's Level 2 Mnemos" in str(first.prompt)
        await pick(pilot, app, "The Net-Caster")
        _, seat2 = option(app, "Seat 2")
        assert str(seat2.prompt) == (
            "Seat 2, the Hold-Dreamer: a Portrait with The Lamp-Warden at Level 2 and "
            "The Net-Caster at Level 1"
        )
        _, seat1 = option(app, "Seat 1")
        assert str(seat1.prompt) == (  # the default: the unlocked Mnemos left
            "Seat 1, the Hold-Dreamer: a Portrait with The Bell-Founder at Level 2 and "
            "The Rope-Walker at Level 1 (default)"
        )
        for line in labels(app):
            assert not ID_LIKE.search(line), line
        await pick(pilot, app, "Start the battle")
        assert isinstance(app.screen, BattleSetupScreen)
        game = app.game
        assert game is not None and game.header.theatre == "ammonax-5"
        sheets = [(a.name, [(m.id, m.resolved) for m in a.mnemos]) for a in game.state.argonauts]
        assert sheets[1][1] == [("lamp-warden", 1), ("net-caster", 0)]
        assert sheets[2] == ("Ione", [("tide-reader", 1)])
        game.close()


async def test_mne_011_escape_steps_back_and_the_default_pilot_is_kept(saves: Path) -> None:
    write_profile(saves / "profile.atop", Profile({}, THEATRE))
    app = make_app("title", seed=22)
    async with app.run_test(size=(120, 40)) as pilot:
        await open_setup(pilot, app)
        before = labels(app)
        await pick(pilot, app, "Seat 1")
        await pick(pilot, app, "A Portrait")
        await pilot.press("escape")  # back to what the seat may be given
        await pilot.pause()
        assert "The pilot of seat 1, and its Titan:" in shown(app)
        await pick(pilot, app, "The default pilot")
        assert labels(app) == before
        await pilot.press("question_mark")
        await pilot.pause()
        assert isinstance(app.screen, HelpScreen)
        await pilot.press("escape")
        await pilot.pause()
        assert isinstance(app.screen, MnestisPilotsScreen)
        await pilot.press("escape")
        await pilot.pause()
        assert isinstance(app.screen, MnestisScreen)


async def test_mne_011_a_profile_without_fallen_argonauts_says_how_they_come(
    saves: Path,
) -> None:
    theatre = TheatreRecord(unlocked=True, victories=1, primordials=["ammonax"])
    write_profile(saves / "profile.atop", Profile({}, theatre))
    app = make_app("title", seed=23)
    async with app.run_test(size=(120, 40)) as pilot:
        await open_setup(pilot, app)
        assert labels(app)[1] == (
            "Seat 1, the Hold-Dreamer: a new Argonaut with no Mnemos (fewer than two unlocked "
            "Mnemos are left) (default)"
        )
        await pick(pilot, app, "Seat 1")
        _, portrait = option(app, "A Portrait")
        assert portrait.disabled
        _, none = option(app, "No deceased or retired Argonaut yet")
        assert none.disabled


async def _to_a_portrait(pilot) -> None:  # type: ignore[no-untyped-def]
    """The Setup screen of Ammonax Level 5, seat 2 given Ione, then seat 1's pilot choices."""
    await pilot.pause()
    await pilot.press("m")
    await pilot.pause()
    await pilot.press("enter")
    await pilot.pause()
    app = pilot.app
    await pick(pilot, app, "Seat 2")
    await pick(pilot, app, "Ione, who died")
    await pick(pilot, app, "Seat 1")
    await pilot.pause()
    await pilot.wait_for_scheduled_animations()


@pytest.mark.parametrize("size", [(80, 24), (120, 40)], ids=["80x24", "120x40"])
def test_mne_011_the_pilots_screen_snapshot(  # type: ignore[no-untyped-def]
    snap_compare, saves: Path, size: tuple[int, int]
) -> None:
    """What a seat's choices look like: the default, a Portrait, Ione disabled (she flies
    seat 2)."""
    write_profile(saves / "profile.atop", Profile({}, THEATRE))
    assert snap_compare(make_app("title", seed=24), terminal_size=size, run_before=_to_a_portrait)


async def test_mne_011_back_on_the_seats_the_seat_just_changed_is_highlighted(
    saves: Path,
) -> None:
    write_profile(saves / "profile.atop", Profile({}, THEATRE))
    app = make_app("title", seed=25)
    async with app.run_test(size=(120, 40)) as pilot:
        await open_setup(pilot, app)
        assert app.screen.query_one("#pilots-list", OptionList).highlighted == 0  # Start
        await pick(pilot, app, "Seat 4")
        await pick(pilot, app, "Ione, who died")
        listing = app.screen.query_one("#pilots-list", OptionList)
        assert listing.highlighted == 4
        assert str(listing.get_option_at_index(4).prompt).startswith(
            "Seat 4, the Wave-Skimmer: Ione"
        )


async def test_mne_011_a_choice_the_rules_refuse_is_undone_and_told(saves: Path) -> None:
    """A second Argo-bred Keel-Ram for seat 1, a Pattern for it, a pilot: each is seated or,
    refused, undone and told in words [MNE-011, BAT-SETUP-012]."""
    write_profile(saves / "profile.atop", Profile({}, THEATRE))
    app = make_app("title", seed=26)
    async with app.run_test(size=(120, 40)) as pilot:
        await open_setup(pilot, app)
        screen = app.screen
        before = labels(app)
        screen.seat = 0
        screen._titan("keel-ram")  # seat 3 fields the Keel-Ram already
        await pilot.pause()
        assert screen.choices.titans == {}
        assert labels(app) == before
        told = str(screen.query_one("#pilots-message").render())
        assert told.startswith("✗ ") and "Keel-Ram is Argo-bred" in told, told
        assert not ID_LIKE.search(told), told
        screen._titan("hold-dreamer")  # allowed: seated, and the seats shown again
        await pilot.pause()
        assert screen.choices.titans == {0: "hold-dreamer"}
        assert "Start the battle" in labels(app)[0]
