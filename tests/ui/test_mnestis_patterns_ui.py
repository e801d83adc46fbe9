"""Patterns on the Theatre battle's Setup screen [MNE-013, ADVA-041]: a seat's list offers the
unlocked Patterns for its Titan (one Trauma and one Kratos; a second of a kind takes the
first's place), a Pattern on another seat's Titan disabled with the reason, the seats list
names them, and the battle fields them; in player words, no internal id."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

from test_mnestis_pilots_ui import ID_LIKE, THEATRE, labels, open_setup, option, pick, shown

from atoterm.store.profile import Profile, write_profile
from atoterm.ui.app import make_app
from atoterm.ui.battle_setup_screen import BattleSetupScreen

SHELL = "pattern_nacre_cuirass"
WITH_PATTERNS = replace(
    THEATRE,
    patterns=["pattern_nacre_cuirass", "pattern_vigil_lamp", "pattern_cindermouth_arbalest"],
)


async def test_mne_013_patterns_chosen_on_screen_reach_the_battle(saves: Path) -> None:
    write_profile(saves / "profile.atop", Profile({}, WITH_PATTERNS))
    app = make_app("title", seed=26)
    async with app.run_test(size=(120, 40)) as pilot:
        await open_setup(pilot, app)
        await pick(pilot, app, "Seat 1")
        assert "The pilot of seat 1, its Titan, and its Titan's Patterns:" in shown(app)
        await pick(pilot, app, "Layered Shell (Trauma Pattern): give it")
        _, seat1 = option(app, "Seat 1")
        assert str(seat1.prompt).endswith("; Patterns: Layered Shell (Trauma Pattern)")
        # a second Trauma Pattern takes the first's place [ADVA-041]; a Kratos one joins it
        await pick(pilot, app, "Seat 1")
        await pick(
            pilot,
            app,
            "Lamp-Keeper's Calm (Trauma Pattern): give it, in place of Layered Shell",
        )
        await pick(pilot, app, "Seat 1")
        await pick(pilot, app, "Siege Cadence (Kratos Pattern): give it")
        _, seat1 = option(app, "Seat 1")
        assert str(seat1.prompt).endswith(
            "; Patterns: Lamp-Keeper's Calm (Trauma Pattern), Siege Cadence (Kratos Pattern)"
        )
        # seat 2: a Pattern on seat 1's Titan is one card, offered disabled with the reason
        await pick(pilot, app, "Seat 2")
        _, taken = option(app, "Siege Cadence")
        assert taken.disabled
        assert str(taken.prompt) == (
            "Siege Cadence (Kratos Pattern): on seat 1's Titan (the Hold-Dreamer)"
        )
        await pick(pilot, app, "Layered Shell (Trauma Pattern): give it")
        for line in [*labels(app), shown(app)]:
            assert not ID_LIKE.search(line), line
        await pick(pilot, app, "Start the battle")
        assert isinstance(app.screen, BattleSetupScreen)
        game = app.game
        assert game is not None and game.state.battle is not None
        assert game.state.battle.patterns == {
            "A": ["pattern_vigil_lamp", "pattern_cindermouth_arbalest"],
            "B": ["pattern_nacre_cuirass"],
        }
        game.close()


async def test_mne_013_a_pattern_is_taken_back(saves: Path) -> None:
    write_profile(saves / "profile.atop", Profile({}, WITH_PATTERNS))
    app = make_app("title", seed=27)
    async with app.run_test(size=(120, 40)) as pilot:
        await open_setup(pilot, app)
        before = labels(app)
        await pick(pilot, app, "Seat 3")
        await pick(pilot, app, "Siege Cadence (Kratos Pattern): give it")
        await pick(pilot, app, "Seat 3")
        await pick(pilot, app, "Siege Cadence (Kratos Pattern): take it back")
        assert labels(app) == before


async def _to_seat_1(pilot) -> None:  # type: ignore[no-untyped-def]
    """Seat 1 given Layered Shell, then seat 1's list again."""
    await open_setup(pilot, pilot.app)
    await pick(pilot, pilot.app, "Seat 1")
    await pick(pilot, pilot.app, "Layered Shell (Trauma Pattern): give it")
    await pick(pilot, pilot.app, "Seat 1")
    await pilot.wait_for_scheduled_animations()


def test_mne_013_the_patterns_snapshot(snap_compare, saves: Path) -> None:  # type: ignore[no-untyped-def]
    """A seat's list: the pilots, then each unlocked Pattern to give or take back."""
    write_profile(saves / "profile.atop", Profile({}, WITH_PATTERNS))
    assert snap_compare(make_app("title", seed=28), terminal_size=(120, 40), run_before=_to_seat_1)


async def test_mne_013_the_theatre_screen_lists_the_unlocked_patterns(saves: Path) -> None:
    """The Theatre screen's account of what the won campaigns unlocked names the Patterns, in
    player words, as it names the Loot and the ascended Gear."""
    from atoterm.ui.mnestis_screen import MnestisScreen

    write_profile(saves / "profile.atop", Profile({}, WITH_PATTERNS))
    app = make_app("title", seed=29)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        await pilot.press("m")
        await pilot.pause()
        assert isinstance(app.screen, MnestisScreen)
        text = shown(app)
        assert (
            "Patterns unlocked for the Theatre's Titans: Layered Shell (Trauma Pattern), "
            "Lamp-Keeper's Calm (Trauma Pattern), Siege Cadence (Kratos Pattern)."
        ) in text, text
        assert not ID_LIKE.search(text), text


async def test_mne_011_a_seats_titan_changed_on_screen_keeps_its_pilot_and_patterns(
    saves: Path,
) -> None:
    """Seat 3 given Ione and Layered Shell, then a Hold-Dreamer in place of the Keel-Ram: the
    screen says Ione and the Pattern stay with the seat, the Keel-Ram is free for another
    seat, an Argo-bred Titan another seat fields is offered disabled with the reason, and the
    battle starts with the Titans as chosen [MNE-011, MNE-013, BAT-SETUP-012]."""
    write_profile(saves / "profile.atop", Profile({}, WITH_PATTERNS))
    app = make_app("title", seed=30)
    async with app.run_test(size=(120, 40)) as pilot:
        await open_setup(pilot, app)
        await pick(pilot, app, "Seat 3")
        await pick(pilot, app, "Ione, who died")
        await pick(pilot, app, "Seat 3")
        await pick(pilot, app, "Layered Shell (Trauma Pattern): give it")
        await pick(pilot, app, "Seat 3")
        _, own = option(app, "The Keel-Ram: this seat's Titan")
        assert own.disabled
        _, wave = option(app, "Field the Wave-Skimmer in this seat instead")
        assert wave.disabled and "Argo-bred, it enters a Battle once: seat 4 fields it" in str(
            wave.prompt
        )
        await pick(pilot, app, "Field the Hold-Dreamer in this seat instead")
        assert (
            "Seat 3 now fields the Hold-Dreamer: Ione still pilots it, with the seat's Patterns "
            "(any pilot may fly any unlocked Titan)."
        ) in shown(app)
        _, seat3 = option(app, "Seat 3")
        assert str(seat3.prompt).startswith("Seat 3, the Hold-Dreamer: Ione, who died")
        assert str(seat3.prompt).endswith("; Patterns: Layered Shell (Trauma Pattern)")
        await pick(pilot, app, "Seat 1")
        await pick(pilot, app, "Field the Keel-Ram in this seat instead")  # free again
        for line in [*labels(app), shown(app)]:
            assert not ID_LIKE.search(line), line
        await pick(pilot, app, "Start the battle")
        assert isinstance(app.screen, BattleSetupScreen)
        game = app.game
        assert game is not None and game.state.battle is not None
        battle = game.state.battle
        fielded = [t.titan_class for t in battle.titans]
        assert fielded == ["keel-ram", "hold-dreamer", "hold-dreamer", "wave-skimmer"]
        assert game.state.argonauts[2].name == "Ione" and battle.patterns == {"C": [SHELL]}
        game.close()
