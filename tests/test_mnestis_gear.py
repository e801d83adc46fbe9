"""A Theatre battle's Gear: any unlocked Gear, chosen by the player [MNE-011], unlocked as
the profile records it — the starting Armory, Gear craftable by a won campaign's Production
Technologies, Guaranteed Loot and reforged Gear [MNE-013]; and each pilot a Portrait with two
unlocked Mnemos, at Levels 2 and 1, from the Mnemos won campaigns recorded (docs/mnestis.md)."""

from __future__ import annotations

from pathlib import Path

import pytest
from test_mnestis import cli, open_theatre
from test_mnestis_prohibited import _setup_options

from atoterm.content import ContentPack
from atoterm.engine.battle.flow.mnestis import LOCKED_GEAR
from atoterm.engine.battle.flow.setup import new_practice_state
from atoterm.engine.state import RulesOptions
from atoterm.session.game import SessionError
from atoterm.session.mnestis import custom_battle, new_theatre_game, theatre_state
from atoterm.session.mnestis_gear import parse_gear_words
from atoterm.store.profile import Profile, write_profile

TITANS = ["hold-dreamer", "hold-dreamer", "keel-ram", "wave-skimmer"]


@pytest.mark.parametrize(
    ("record", "entries", "keel_ram", "message"),
    [
        pytest.param(
            {},
            ["Keel-Ram=Tidewright Gaff,Kelp-Wrapped Mail"],
            ["tidewright-gaff", "kelp-mail", "fists"],
            "",
            id="MNE-013 the starting Armory",
        ),
        pytest.param(
            {"technologies": ["ashgate_smithy"]},
            ["keel-ram=ashgate cleaver"],
            ["ashgate-cleaver", "fists"],
            "",
            id="MNE-013 craftable by a won campaign's Production Technology",
        ),
        pytest.param(
            {},
            ["keel-ram=ashgate cleaver"],
            [],
            "Ashgate Cleaver cannot go to the Keel-Ram: it is not unlocked",
            id="MNE-013 not craftable: locked",
        ),
        pytest.param(
            {"loot": ["coilhook-sickle"]},
            ["keel-ram=coilhook sickle"],
            ["coilhook-sickle", "fists"],
            "",
            id="MNE-013 Guaranteed Loot",
        ),
        pytest.param(
            {"reforged": ["stormglass-lance"]},
            ["keel-ram=stormglass lance"],
            ["stormglass-lance", "fists"],
            "",
            id="MNE-013 reforged in the Theatre",
        ),
        pytest.param(
            {},
            ["keel-ram=Idol's Fallen Arm,Keelwood Greatbow"],
            [],
            "Keelwood Greatbow cannot go to the Keel-Ram: needs 2 free hands",
            id="MNE-011 Gear that does not fit",
        ),
        pytest.param(
            {}, ["keel-ram=fists"], [], "Fists are not chosen", id="MNE-011 Fists are not Gear"
        ),
        pytest.param(
            {},
            ["Kraken=kelp-wrapped mail"],
            [],
            "not one of this battle's Titans",
            id="unknown Titan",
        ),
        pytest.param({}, ["keel-ram=anchor"], [], "no Gear card called", id="unknown Gear"),
        pytest.param(
            {},
            ["keel-ram=kelp-wrapped mail", "keel-ram=kelp-wrapped mail"],
            [],
            "twice",
            id="a Titan twice",
        ),
        pytest.param({}, ["keel-ram"], [], "write a Titan, '='", id="no '='"),
    ],
)
def test_mne_011_mne_013_any_unlocked_gear_for_each_titan(
    content: ContentPack,
    record: dict[str, list[str]],
    entries: list[str],
    keel_ram: list[str],
    message: str,
) -> None:
    theatre = open_theatre(titans=sorted(set(TITANS)), **record)
    battle = custom_battle(content, theatre, "Ammonax", 1)
    if message:
        with pytest.raises(SessionError, match=message):
            theatre_state(content, theatre, battle, 1, gear=parse_gear_words(entries))
        return
    state = theatre_state(content, theatre, battle, 1, gear=parse_gear_words(entries))
    assert state.battle is not None
    titans = state.battle.titans
    assert [g.card for g in titans[2].gear] == keel_ram
    default = theatre_state(content, theatre, battle, 1).battle
    assert default is not None
    for index in (0, 1, 3):  # the Titans not named keep their practice loadouts
        assert titans[index].gear == default.titans[index].gear


def test_mne_011_a_hold_dreamer_fielded_twice_is_named_twice_in_turn(
    content: ContentPack,
) -> None:
    theatre = open_theatre(titans=sorted(set(TITANS)))
    battle = custom_battle(content, theatre, "Ammonax", 1)
    gear = parse_gear_words(["hold-dreamer=kelp-wrapped mail", "hold-dreamer=nacre cuirass"])
    state = theatre_state(content, theatre, battle, 1, gear=gear)
    assert state.battle is not None
    worn = [[g.card for g in t.gear if g.card != "fists"] for t in state.battle.titans[:2]]
    assert worn == [["kelp-mail"], ["nacre-cuirass"]]


@pytest.mark.parametrize(
    ("record", "disabled"),
    [
        pytest.param({}, LOCKED_GEAR, id="locked"),
        pytest.param({"technologies": ["ashgate_smithy"]}, "", id="craftable"),
    ],
)
def test_mne_013_the_theatre_setup_offers_only_unlocked_gear(
    content: ContentPack, record: dict[str, list[str]], disabled: str
) -> None:
    """The battle Setup's own gear choice (the TUI's) offers a locked card disabled, with the
    reason."""
    theatre = open_theatre(titans=["keel-ram", "hold-dreamer"], **record)
    battle = custom_battle(content, theatre, "Ammonax", 1)
    game = new_theatre_game(content, theatre, battle, 3, durable=False)
    options = _setup_options(game, "battle.setup.gear")
    assert options["gear-ashgate-cleaver"].disabled == disabled
    assert options["gear-tidewright-gaff"].disabled == ""


def test_mne_013_a_practice_battle_setup_still_offers_any_gear(content: ContentPack) -> None:
    from atoterm.session.practice import new_practice_game

    game = new_practice_game(content, 3, primordial="ammonax")
    assert not _setup_options(game, "battle.setup.gear")["gear-ashgate-cleaver"].disabled


def test_mne_013_a_start_state_without_the_list_offers_any_gear(content: ContentPack) -> None:
    """A Theatre journal written before the list (no ``unlocked_gear`` in its start state)
    replays its Setup as it was played."""
    state = new_practice_state(
        content, 3, primordial_id="ammonax", level=1, rules=RulesOptions(), theatre=True
    )
    assert state.battle is not None and state.battle.unlocked_gear == []


def test_mne_011_the_cli_fields_the_named_gear(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    profile = tmp_path / "profile.atop"
    write_profile(profile, Profile({}, open_theatre(titans=["keel-ram"])))
    base = ["custom", "--primordial", "Ammonax", "--level", "1", "--policy", "progress"]
    code, out, err = cli(
        capsys, [*base, "--seed", "3", "--gear", "Keel-Ram=Ashgate Cleaver"], profile
    )
    assert code == 2 and out == ""
    assert err.strip().endswith(
        "Ashgate Cleaver cannot go to the Keel-Ram: it is not unlocked (not in the starting "
        "Armory, the Guaranteed Loot won or the Gear reforged, and no won campaign's "
        "Production Technology crafts it)"
    )
    assert len(err.splitlines()) == 1
    code, out, err = cli(
        capsys, [*base, "--seed", "3", "--gear", "keel-ram=kelp-wrapped mail"], profile
    )
    assert code == 0 and err == ""
    assert "A Custom Battle gives no rewards." in out


# --------------------------------------------------------------------------- Portraits
@pytest.mark.parametrize(
    ("mnemos", "entries", "sheets", "message"),
    [
        pytest.param([], None, [[], [], [], []], "", id="MNE-013 none unlocked: practice pilots"),
        pytest.param(
            ["tide-reader", "net-caster", "bell-founder"],
            None,
            [[("tide-reader", 2), ("net-caster", 1)], [], [], []],
            "",
            id="MNE-011 two each, in the order recorded, as far as they go",
        ),
        pytest.param(
            ["tide-reader", "net-caster", "bell-founder", "lamp-warden"],
            ["keel-ram=The Bell-Founder,tide-reader"],
            [
                [("net-caster", 2), ("lamp-warden", 1)],
                [],
                [("bell-founder", 2), ("tide-reader", 1)],
                [],
            ],
            "",
            id="MNE-011 a named pair, the rest in turn",
        ),
        pytest.param(
            ["tide-reader"],
            ["keel-ram=tide-reader,net-caster"],
            [],
            "The Net-Caster cannot go to the Keel-Ram's Portrait: it is not unlocked",
            id="MNE-013 a locked Mnemos",
        ),
        pytest.param(
            ["tide-reader", "net-caster"],
            ["keel-ram=tide-reader"],
            [],
            "has two Mnemos",
            id="MNE-011 one Mnemos",
        ),
        pytest.param(
            ["tide-reader", "net-caster"],
            ["keel-ram=tide-reader,tide-reader"],
            [],
            "one card",
            id="MNE-011 one card twice",
        ),
        pytest.param(["tide-reader"], ["keel-ram=anchor,x"], [], "no Mnemos called", id="unknown"),
    ],
)
def test_mne_011_mne_013_portraits_with_two_unlocked_mnemos(
    content: ContentPack,
    mnemos: list[str],
    entries: list[str] | None,
    sheets: list[list[tuple[str, int]]],
    message: str,
) -> None:
    from atoterm.engine.battle.titans.mnemos import unlocked_level

    theatre = open_theatre(titans=sorted(set(TITANS)), mnemos=mnemos)
    battle = custom_battle(content, theatre, "Ammonax", 1)
    portraits = parse_gear_words(entries, "--portrait") if entries else None
    if message:
        with pytest.raises(SessionError, match=message):
            theatre_state(content, theatre, battle, 1, portraits=portraits)
        return
    state = theatre_state(content, theatre, battle, 1, portraits=portraits)
    got = [[(m.id, unlocked_level(m.resolved)) for m in a.mnemos] for a in state.argonauts]
    assert got == sheets
    book = content.storybook
    assert book is not None
    for argonaut in state.argonauts:  # no Breakthrough left due on a Portrait's sheet
        for held in argonaut.mnemos:
            breaks = book.mnemos[held.id].breakthroughs
            assert held.resolved == len(breaks) or held.nodes < breaks[held.resolved]


def test_mne_013_a_won_campaign_records_its_mnemos(content: ContentPack) -> None:
    """Held on a sheet (a fallen Argonaut's too), in the Vault, or resolved: each once."""
    from atoterm.engine.story_state import MnemosHeld
    from atoterm.session.mnestis_record import campaign_mnemos

    state = new_practice_state(content, 3, primordial_id="ammonax", level=1, rules=RulesOptions())
    state.argonauts[0].mnemos = [MnemosHeld("tide-reader")]
    state.fallen_sheets = [state.argonauts[1]]
    state.argonauts[1].mnemos = [MnemosHeld("net-caster")]
    state.story.mnemos_vault = ["bell-founder"]
    state.story.mnemos_box = ["lamp-warden", "tide-reader"]
    assert campaign_mnemos(state) == ["tide-reader", "net-caster", "bell-founder", "lamp-warden"]


def test_mne_013_a_profile_without_mnemos_reads_and_writes_as_before() -> None:
    from atoterm.store.theatre_record import TheatreRecord

    plain = open_theatre().to_plain()
    assert "mnemos" not in plain
    assert TheatreRecord.from_plain(plain) == open_theatre()
    kept = open_theatre(mnemos=["tide-reader"])
    assert TheatreRecord.from_plain(kept.to_plain()) == kept


def test_mne_011_a_portraits_mnemos_give_their_levels_abilities_in_battle(
    content: ContentPack,
) -> None:
    """The first Mnemos at Level 2 (its Level 1 and 2 abilities), the second at Level 1."""
    from atoterm.engine.battle.core.context import B
    from atoterm.engine.battle.titans.mnemos import mnemos_elements
    from atoterm.engine.rng import Rng

    theatre = open_theatre(titans=sorted(set(TITANS)), mnemos=["tide-reader", "net-caster"])
    battle = custom_battle(content, theatre, "Ammonax", 1)
    state = theatre_state(content, theatre, battle, 1)
    assert state.battle is not None
    b = B(state, content, Rng(state.seed, state.rng, forced=state.forced))
    book = content.storybook
    assert book is not None
    got = {s: len(a) for s, a, _ in mnemos_elements(b, state.battle.titans[0])}
    want = {
        f"mnemos:{card}": sum(1 for e in book.mnemos[card].abilities if e["level"] <= level)
        for card, level in (("tide-reader", 2), ("net-caster", 1))
    }
    assert got == want
    assert got["mnemos:tide-reader"] > sum(
        1 for e in book.mnemos["tide-reader"].abilities if e["level"] <= 1
    )
    assert list(mnemos_elements(b, state.battle.titans[1])) == []
