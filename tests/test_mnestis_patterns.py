"""Patterns in the Mnestis Theatre [MNE-013, ADVA-041]: a won campaign's Patterns (its
Gymnasion deck and its named Titans') are recorded in the profile's Theatre record; a Theatre
battle may field its Titans with them, a Trauma Pattern's table and a Kratos Pattern's table
replacing the Titan's; locked, repeated and doubled Patterns are refused with the reason; old
profiles and journals read unchanged (docs/mnestis.md)."""

from __future__ import annotations

from pathlib import Path

import pytest
from test_mnestis import WINNING_SEED, campaign_header, cli, open_theatre, victory_state

from atoterm.content import ContentPack
from atoterm.engine.battle.core.context import B
from atoterm.engine.battle.flow.setup import new_practice_state
from atoterm.engine.battle.harm.draws import severity_for
from atoterm.engine.battle.titans import kratos
from atoterm.engine.campaign_state import TitanRecord
from atoterm.engine.codec import to_plain
from atoterm.engine.rng import Rng
from atoterm.engine.state import GameState, RulesOptions
from atoterm.session import verify_journal
from atoterm.session.game import SessionError
from atoterm.session.mnestis import custom_battle, new_theatre_game, theatre_state
from atoterm.session.mnestis_patterns import find_pattern, unlocked_patterns
from atoterm.session.mnestis_record import record_victory
from atoterm.session.practice import play_bot
from atoterm.store.profile import Profile, read_profile, write_profile
from atoterm.store.theatre_record import TheatreRecord
from atoterm.views.inspect_things import titan_inspection

SHELL = "pattern_nacre_cuirass"  # Trauma: 0-4 Minor, 5-7 Major, 8 Grave, 9 Obol
CALM = "pattern_vigil_lamp"  # Trauma
REACH = "pattern_stair_glaive"  # Kratos
CADENCE = "pattern_cindermouth_arbalest"  # Kratos
ALL = [SHELL, CALM, REACH, CADENCE]


def ctx(content: ContentPack, state: GameState) -> B:
    return B(state, content, Rng(state.seed, dict(state.rng)))


def test_mne_013_a_won_campaign_records_its_patterns(content: ContentPack) -> None:
    """The Gymnasion deck's Patterns and those on named Titans; a lost one is gone [ADVA-042]."""
    state = victory_state(content)
    state.story.patterns = [SHELL, REACH]
    state.campaign.titans = [TitanRecord(1, "keel-ram", name="Ossa", patterns=[REACH, CALM])]
    theatre = TheatreRecord()
    assert record_victory(theatre, campaign_header(content), state, content)
    assert theatre.patterns == [SHELL, REACH, CALM]
    assert unlocked_patterns(content, theatre) == [SHELL, REACH, CALM]
    again = TheatreRecord.from_plain(theatre.to_plain())
    assert again.patterns == [SHELL, REACH, CALM]


def test_mne_013_a_profile_without_patterns_reads_and_writes_as_before() -> None:
    old = open_theatre().to_plain()
    assert "patterns" not in old  # older builds read a profile that recorded none
    assert TheatreRecord.from_plain(old).patterns == []
    with pytest.raises(ValueError, match="'patterns' must be a list of text"):
        TheatreRecord.from_plain({**old, "patterns": "all"})


def test_adva_041_mne_013_a_fielded_pattern_replaces_the_titans_tables(
    content: ContentPack,
) -> None:
    theatre = open_theatre(patterns=ALL)
    battle = custom_battle(content, theatre, "Ammonax", 1)
    plain = theatre_state(content, theatre, battle, 1)
    state = theatre_state(
        content, theatre, battle, 1, patterns=[("1", ["Layered Shell", "Siege Cadence"])]
    )
    assert plain.battle is not None and plain.battle.patterns == {}
    assert state.battle is not None and state.battle.patterns == {"A": [SHELL, CADENCE]}
    seat, other = state.battle.titans[0], state.battle.titans[1]
    b, before = ctx(content, state), ctx(content, plain)
    # Danger 3: a Major Trauma on the Titan's own table, a Minor one on Layered Shell's
    assert severity_for(before, plain.battle.titans[0], 3) == "major"
    assert severity_for(b, seat, 3) == "minor"
    assert severity_for(b, other, 3) == severity_for(before, plain.battle.titans[1], 3)
    # Siege Cadence's Kratos Table: level 1 is break 1, not the class's own
    b.argonaut(seat).rage = 1
    assert [e.text for lv in kratos.unlocked(b, seat) for o in lv.options for e in o] == ["break 1"]
    cadence = content.cycle.patterns[CADENCE]
    assert b.titan_class(seat).kratos == cadence.battle_kratos
    assert b.titan_class(other) is content.battle.titans[other.titan_class]  # type: ignore[union-attr]
    # the Titan's inspection names its Patterns, in the player's words
    lines = titan_inspection(content, state, seat).lines
    assert any(line.startswith("Pattern: Layered Shell: ") for line in lines)
    assert any(line.startswith("Pattern: Siege Cadence: ") for line in lines)
    assert not any("Pattern:" in line for line in titan_inspection(content, state, other).lines)


@pytest.mark.parametrize(
    ("record", "wanted", "message"),
    [
        pytest.param(
            [REACH],
            [("1", ["Layered Shell"])],
            "Pattern: Layered Shell is not unlocked",
            id="locked",
        ),
        pytest.param(
            ALL,
            [("1", ["Layered Shell", "Lamp-Keeper's Calm"])],
            "a Titan bears one Trauma Pattern",
            id="two of a kind",
        ),
        pytest.param(
            ALL,
            [("1", ["Layered Shell"]), ("2", ["layered shell"])],
            "Pattern: Layered Shell is one card: it goes to one Titan",
            id="one card on two Titans",
        ),
        pytest.param(ALL, [("1", ["Tidal Form"])], "no Pattern called 'Tidal Form'", id="unknown"),
        pytest.param(ALL, [("7", ["Layered Shell"])], "--pattern names '7'", id="no such seat"),
    ],
)
def test_mne_013_patterns_are_refused_with_the_reason(
    content: ContentPack, record: list[str], wanted: list[tuple[str, list[str]]], message: str
) -> None:
    theatre = open_theatre(patterns=record)
    battle = custom_battle(content, theatre, "Ammonax", 1)
    with pytest.raises(SessionError, match=message):
        theatre_state(content, theatre, battle, 1, patterns=wanted)


def test_mne_013_only_a_theatre_battle_fields_patterns(content: ContentPack) -> None:
    with pytest.raises(ValueError, match="only a Mnestis Theatre battle fields"):
        new_practice_state(
            content,
            1,
            primordial_id="ammonax",
            level=1,
            rules=RulesOptions(),
            patterns={"A": [SHELL]},
        )
    practice = new_practice_state(
        content, 1, primordial_id="ammonax", level=1, rules=RulesOptions()
    )
    assert "patterns" not in to_plain(practice, compact=True)["battle"]  # digests as before


def test_find_pattern_by_its_name(content: ContentPack) -> None:
    assert find_pattern(content, "Pattern: Siege Cadence") == CADENCE
    assert find_pattern(content, "siege") == CADENCE
    assert find_pattern(content, "LAMP-KEEPER'S CALM") == CALM


def test_mne_013_a_theatre_battle_with_patterns_plays_and_its_journal_verifies(
    content: ContentPack, tmp_path: Path
) -> None:
    """The seat's Patterns are in the journal's start state: a replay reads no profile."""
    theatre = open_theatre(patterns=ALL)
    battle = custom_battle(content, theatre, "Ammonax", 1)
    save = tmp_path / "patterns.atoj"
    game = new_theatre_game(
        content,
        theatre,
        battle,
        WINNING_SEED,
        patterns=[("1", ["Lamp-Keeper's Calm", "Stair-Step Reach"]), ("3", ["Layered Shell"])],
        save=save,
        durable=False,
    )
    play_bot(game, 5000, "progress")
    game.close()
    assert game.state.outcome is not None
    assert game.state.battle is not None
    assert game.state.battle.patterns == {"A": [CALM, REACH], "C": [SHELL]}
    assert verify_journal(save, content).ok


def test_mne_013_the_cli_fields_and_refuses_patterns(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    profile = tmp_path / "profile.atop"
    write_profile(profile, Profile({}, open_theatre(patterns=[SHELL])))
    base = ["custom", "--primordial", "Ammonax", "--level", "1", "--policy", "progress"]
    code, out, err = cli(capsys, [*base, "--pattern", "1=Siege Cadence"], profile)
    assert (code, out) == (2, "")
    assert err.strip().endswith(
        "Pattern: Siege Cadence is not unlocked: no won campaign ended with it in its "
        "Gymnasion deck or on a Titan"
    )
    assert len(err.splitlines()) == 1
    code, out, err = cli(capsys, [*base, "--seed", "3", "--pattern", "1=Layered Shell"], profile)
    assert code == 0 and err == ""
    assert read_profile(profile).theatre.patterns == [SHELL]


def test_mne_013_the_tree_names_the_unlocked_patterns(content: ContentPack) -> None:
    """``atoterm mnestis tree`` and the Theatre screen (one text) list the Patterns the won
    campaigns unlocked, in player words; none is a line left out, and an id the pack lacks is
    not shown."""
    from atoterm.views.mnestis_tree import tree_lines

    def line(theatre: TheatreRecord) -> list[str]:
        return [x for x in tree_lines(content, theatre) if x.startswith("Patterns unlocked")]

    assert line(open_theatre()) == []
    assert line(open_theatre(patterns=[SHELL, "pattern_from_another_pack", REACH])) == [
        "Patterns unlocked for the Theatre's Titans: Layered Shell (Trauma Pattern), "
        + "Stair-Step Reach (Kratos Pattern)."
    ]
