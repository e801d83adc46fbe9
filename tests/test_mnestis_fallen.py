"""A deceased or retired Argonaut as a Theatre pilot [MNE-011]: live play keeps a campaign's
fallen Argonauts' sheets in the profile (durably, as the rest of the Theatre's record), an
older profile without them still reads, and a Theatre battle may seat one of them with their
own sheet and Mnemos, which count as unlocked (docs/mnestis.md, docs/rulings.md)."""

from __future__ import annotations

from pathlib import Path

import msgpack
import pytest
from test_mnestis import campaign_header, cli, open_theatre, won_state

from atoterm.content import ContentPack
from atoterm.engine.battle.flow.setup import new_practice_state
from atoterm.engine.codec import to_plain
from atoterm.engine.state import SKILLS, Argonaut, GameState, RulesOptions
from atoterm.engine.story_state import FatedHeld, MnemosHeld
from atoterm.session.game import SessionError
from atoterm.session.mnestis import custom_battle, theatre_state
from atoterm.session.mnestis_fallen import fallen_pilots
from atoterm.session.mnestis_portraits import unlocked_mnemos
from atoterm.session.mnestis_record import campaign_key, record_fallen
from atoterm.session.profile_sync import ProfileSync
from atoterm.store.profile import MAGIC, Profile, ProfileError, _check, read_profile, write_profile
from atoterm.store.theatre_record import TheatreRecord


def sheet(name: str, *mnemos: str, alive: bool = False, retired: bool = False) -> Argonaut:
    """A fallen Argonaut's sheet as a campaign keeps it."""
    return Argonaut(
        name=name,
        skills={s: 1 for s in SKILLS},
        danger=10 if not alive else 2,
        fate=3,
        rage=4,
        alive=alive,
        retired=retired,
        despair=2,
        mnemos=[MnemosHeld(m, nodes=5, resolved=1) for m in mnemos],
        conditions=["winded"],
    )


def campaign(content: ContentPack, *fallen: Argonaut) -> GameState:
    state = new_practice_state(content, 3, primordial_id="ammonax", level=1, rules=RulesOptions())
    state.fallen_sheets = list(fallen)
    return state


def kept(*sheets: Argonaut, key: str = "c1") -> list[dict[str, object]]:
    return [{"campaign": key, "sheet": to_plain(s)} for s in sheets]


# --------------------------------------------------------------------------- the profile
def test_mne_011_live_play_keeps_a_campaigns_fallen_argonauts(content: ContentPack) -> None:
    """Recorded as they leave, from any campaign; an undone death is gone once the next
    decision is made; a practice game or Theatre battle is no campaign."""
    theatre = TheatreRecord()
    header = campaign_header(content)
    ione = sheet("Ione", "tide-reader")
    assert record_fallen(theatre, header, campaign(content, ione))
    assert theatre.fallen == kept(ione, key=campaign_key(header))
    assert not record_fallen(theatre, header, campaign(content, ione))  # nothing new
    other = campaign_header(content, seed=2)
    assert record_fallen(theatre, other, campaign(content, sheet("Ione", retired=True, alive=True)))
    assert record_fallen(theatre, header, campaign(content))  # the death undone
    assert [e["campaign"] for e in theatre.fallen] == [campaign_key(other)]
    practice = campaign_header(content, start=b"\x80")
    assert not record_fallen(theatre, practice, campaign(content, ione))


def test_mne_011_a_second_campaign_of_the_same_seed_keeps_the_firsts_dead(
    content: ContentPack, tmp_path: Path
) -> None:
    """Two campaigns of one seed, names and rules (a daily voyage sailed again) have the same
    header: the second one's decisions must not erase the first one's fallen Argonauts."""
    theatre = TheatreRecord()
    header = campaign_header(content)
    ione = sheet("Ione", "tide-reader")
    assert record_fallen(theatre, header, campaign(content, ione), tmp_path / "first.atoj")
    assert not record_fallen(theatre, header, campaign(content), tmp_path / "second.atoj")
    nessa = sheet("Nessa", retired=True, alive=True)
    assert record_fallen(theatre, header, campaign(content, nessa), tmp_path / "second.atoj")
    assert [p.label for p in fallen_pilots(content, theatre)] == ["Ione", "Nessa"]
    assert record_fallen(theatre, header, campaign(content), tmp_path / "first.atoj")  # undone
    assert [p.label for p in fallen_pilots(content, theatre)] == ["Nessa"]


def test_mne_011_the_oldest_give_way_so_the_profile_always_reads(
    content: ContentPack, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    import atoterm.session.mnestis_record as record

    monkeypatch.setattr(record, "MAX_FALLEN", 2)
    theatre = open_theatre(fallen=kept(sheet("Old"), sheet("Older"), key="c0"))
    assert record_fallen(theatre, campaign_header(content), campaign(content, sheet("New")))
    assert [e["sheet"]["name"] for e in theatre.fallen] == ["Older", "New"]  # type: ignore[index]


def test_mne_011_a_profile_too_large_to_read_again_is_not_written(
    content: ContentPack, tmp_path: Path
) -> None:
    """Sheets with long notes could make the fallen larger than the reader's limit: the write
    is refused (a warning in live play) and the profile written before still reads."""
    path = tmp_path / "profile.atop"
    sync = ProfileSync.open(path)
    sync.live(campaign_header(content), campaign(content, sheet("Ione")), tmp_path / "a.atoj")
    wordy = sheet("Nessa")
    wordy.notes = ["a long story " * 700] * 200
    sync.live(campaign_header(content), campaign(content, wordy), tmp_path / "b.atoj")
    assert sync.broken and "larger than the 1048576 bytes it may hold" in sync.warnings[0]
    kept_now = read_profile(path).theatre
    assert [p.label for p in fallen_pilots(content, kept_now)] == ["Ione"]


def test_mne_011_the_profile_takes_them_after_a_live_decision(
    content: ContentPack, tmp_path: Path
) -> None:
    """ProfileSync.live writes them at once, through the profile's durable write."""
    path = tmp_path / "profile.atop"
    sync = ProfileSync.open(path)
    sync.live(campaign_header(content), campaign(content, sheet("Ione", "tide-reader")))
    again = read_profile(path).theatre
    assert [e["sheet"]["name"] for e in again.fallen] == ["Ione"]  # type: ignore[index]
    assert [p.label for p in fallen_pilots(content, again)] == ["Ione"]


def test_mne_001_mne_011_a_campaigns_last_decision_writes_the_profile_once(
    content: ContentPack, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The decision that wins a campaign and leaves an Argonaut dead: its fallen and the
    Theatre it opens reach the profile in one durable write, never one without the other."""
    import atoterm.store.profile_update as profile_update

    writes: list[Profile] = []
    real = profile_update.write_profile

    def counted(path: Path, profile: Profile) -> None:
        writes.append(profile)
        real(path, profile)

    monkeypatch.setattr(profile_update, "write_profile", counted)
    sync = ProfileSync.open(tmp_path / "profile.atop")
    state = won_state(content)
    state.fallen_sheets = [sheet("Ione", "tide-reader")]
    sync.live(campaign_header(content), state, tmp_path / "won.atoj", content)
    assert len(writes) == 1
    again = read_profile(tmp_path / "profile.atop").theatre
    assert again.unlocked and [p.label for p in fallen_pilots(content, again)] == ["Ione"]
    assert sync.last_gained == ["theatre unlocked"]


def test_mne_011_an_older_profile_without_fallen_argonauts_reads_and_writes_as_before(
    tmp_path: Path,
) -> None:
    plain = open_theatre().to_plain()
    assert "fallen" not in plain
    path = tmp_path / "profile.atop"
    body = msgpack.packb(
        {"magic": MAGIC, "format": 2, "fated": {"0205": 1}, "theatre": plain}, use_bin_type=True
    )
    path.write_bytes(msgpack.packb({"body": body, "check": _check(body)}, use_bin_type=True))
    profile = read_profile(path)
    assert profile.theatre == open_theatre() and profile.theatre.fallen == []
    profile.theatre.fallen = kept(sheet("Ione", "tide-reader"))
    write_profile(path, profile)
    assert read_profile(path).theatre == profile.theatre


@pytest.mark.parametrize(
    ("fallen", "message"),
    [
        pytest.param({}, "'fallen' must be a list", id="not a list"),
        pytest.param([{"sheet": {"name": "Ione"}}], "hold a campaign and a sheet", id="no key"),
        pytest.param([{"campaign": 1, "sheet": {"name": "I"}}], "campaign must be text", id="key"),
        pytest.param([{"campaign": "c", "sheet": {}}], "a table with a name", id="nameless"),
    ],
)
def test_mne_011_a_damaged_fallen_record_is_reported(
    tmp_path: Path, fallen: object, message: str
) -> None:
    path = tmp_path / "profile.atop"
    theatre = {**open_theatre().to_plain(), "fallen": fallen}
    body = msgpack.packb(
        {"magic": MAGIC, "format": 2, "fated": {}, "theatre": theatre}, use_bin_type=True
    )
    path.write_bytes(msgpack.packb({"body": body, "check": _check(body)}, use_bin_type=True))
    with pytest.raises(ProfileError, match=message):
        read_profile(path)


def test_mne_011_a_sheet_this_pack_cannot_field_is_left_out(content: ContentPack) -> None:
    """A sheet that does not decode, or holds a card the pack lacks, is no pilot."""
    good = sheet("Ione", "tide-reader")
    theatre = open_theatre(
        fallen=[
            *kept(sheet("Ghost", "no-such-mnemos")),
            {"campaign": "c1", "sheet": {"name": "Broken", "skills": "many"}},
            *kept(Argonaut(name="Giant", skills=dict.fromkeys(SKILLS, 10**6))),
            *kept(good),
        ]
    )
    assert [p.label for p in fallen_pilots(content, theatre)] == ["Ione"]


# --------------------------------------------------------------------------- the pilots
def two_ione(content: ContentPack) -> TheatreRecord:
    return open_theatre(
        titans=["keel-ram", "hold-dreamer", "wave-skimmer"],
        mnemos=["net-caster", "bell-founder", "lamp-warden"],
        fallen=[
            *kept(sheet("Ione", "tide-reader")),
            *kept(sheet("Ione", retired=True, alive=True), key="c2"),
        ],
    )


def test_mne_011_repeated_names_are_told_apart_and_their_mnemos_count_as_unlocked(
    content: ContentPack,
) -> None:
    theatre = two_ione(content)
    pilots = fallen_pilots(content, theatre)
    assert [(p.label, p.died) for p in pilots] == [("Ione", True), ("Ione (2)", False)]
    assert unlocked_mnemos(content, theatre) == [
        "net-caster",
        "bell-founder",
        "lamp-warden",
        "tide-reader",
    ]


def test_mne_011_a_fallen_argonaut_pilots_with_their_own_sheet(content: ContentPack) -> None:
    """The sheet as kept (Skills, Mnemos with its nodes and Breakthroughs), alive for the
    simulation, no Triskelion, Despair or Conditions; no other seat takes the name, and the
    Portraits take the unlocked Mnemos left."""
    theatre = two_ione(content)
    battle = custom_battle(content, theatre, "Ammonax", 1)
    state = theatre_state(content, theatre, battle, 1, argonauts=[("keel-ram", "ione")])
    pilot = state.argonauts[2]  # the Keel-Ram's seat
    assert pilot.name == "Ione"
    assert [(m.id, m.nodes, m.resolved) for m in pilot.mnemos] == [("tide-reader", 5, 1)]
    assert pilot.skills == {s: 1 for s in pilot.skills}
    assert (pilot.alive, pilot.retired, pilot.danger, pilot.fate, pilot.rage) == (
        True,
        False,
        0,
        0,
        0,
    )
    assert pilot.despair == 0 and pilot.conditions == []
    names = [a.name for a in state.argonauts]
    assert len(set(names)) == 4
    portraits = [[m.id for m in a.mnemos] for i, a in enumerate(state.argonauts) if i != 2]
    assert portraits[0] == ["net-caster", "bell-founder"]  # tide-reader is Ione's
    assert all("tide-reader" not in p for p in portraits)


def test_mne_011_a_numbered_pilot_and_a_seat_by_number(content: ContentPack) -> None:
    theatre = two_ione(content)
    battle = custom_battle(content, theatre, "Ammonax", 1)
    state = theatre_state(content, theatre, battle, 1, argonauts=[("2", "Ione (2)"), ("1", "Ione")])
    assert [a.name for a in state.argonauts][:2] == ["Ione", "Ione (2)"]


@pytest.mark.parametrize(
    ("argonauts", "portraits", "message"),
    [
        pytest.param(
            [("keel-ram", "Nessa")], None, "no fallen Argonaut called 'Nessa'", id="unknown"
        ),
        pytest.param(
            [("keel-ram", "Ione"), ("wave-skimmer", "ione")],
            None,
            "Ione can pilot only one Titan",
            id="one Argonaut twice",
        ),
        pytest.param(
            [("keel-ram", "Ione")],
            [("keel-ram", ["net-caster", "bell-founder"])],
            "Ione pilots that Titan with their own sheet: it takes no Portrait",
            id="a Portrait for a fallen pilot's Titan",
        ),
        pytest.param(
            [("keel-ram", "Ione")],
            [("wave-skimmer", ["tide-reader", "bell-founder"])],
            "one card: two pilots cannot both hold it",
            id="a Portrait with the fallen pilot's Mnemos",
        ),
        pytest.param([("kraken", "Ione")], None, "not one of this battle's Titans", id="titan"),
        pytest.param(
            [("²", "Ione")], None, "not one of this battle's Titans", id="a digit but no seat"
        ),
    ],
)
def test_mne_011_fallen_pilots_refused_with_the_reason(
    content: ContentPack,
    argonauts: list[tuple[str, str]],
    portraits: list[tuple[str, list[str]]] | None,
    message: str,
) -> None:
    theatre = two_ione(content)
    battle = custom_battle(content, theatre, "Ammonax", 1)
    with pytest.raises(SessionError, match=message):
        theatre_state(content, theatre, battle, 1, argonauts=argonauts, portraits=portraits)


def test_mne_011_a_profile_with_no_fallen_argonaut_says_so(content: ContentPack) -> None:
    theatre = open_theatre()
    battle = custom_battle(content, theatre, "Ammonax", 1)
    with pytest.raises(SessionError, match="the profile keeps none yet"):
        theatre_state(content, theatre, battle, 1, argonauts=[("1", "Ione")])


def test_mne_011_the_cli_seats_a_fallen_argonaut(
    content: ContentPack, capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    profile = tmp_path / "profile.atop"
    write_profile(profile, Profile({}, two_ione(content)))
    base = ["custom", "--primordial", "Ammonax", "--level", "1", "--policy", "progress"]
    code, out, err = cli(capsys, [*base, "--argonaut", "Keel-Ram=Nessa"], profile)
    assert (code, out) == (2, "")
    assert "no fallen Argonaut called 'Nessa' (kept: Ione, Ione (2))" in err
    code, out, err = cli(capsys, [*base, "--argonaut", "Keel-Ram"], profile)
    assert code == 2 and "write a Titan, '=' and a name" in err
    code, out, err = cli(capsys, [*base, "--seed", "3", "--argonaut", "keel-ram=Ione (2)"], profile)
    assert code == 0 and err == ""
    assert "A Custom Battle gives no rewards." in out


def test_mne_011_fated_mnemos_come_with_the_sheet(content: ContentPack) -> None:
    book = content.storybook
    assert book is not None
    fated = next(iter(book.fated_mnemos))
    kept_sheet = sheet("Ione", "tide-reader")
    kept_sheet.fated = [FatedHeld(fated, 2)]
    theatre = open_theatre(fallen=kept(kept_sheet))
    battle = custom_battle(content, theatre, "Ammonax", 1)
    state = theatre_state(content, theatre, battle, 1, argonauts=[("1", "Ione")])
    assert [(f.id, f.nodes) for f in state.argonauts[0].fated] == [(fated, 2)]


def test_mne_011_a_campaign_played_live_keeps_its_dead_for_the_theatre(
    content: ContentPack, tmp_path: Path
) -> None:
    """The whole way: a campaign played by the progress player until an Argonaut dies (seed 3
    on the edition of stop 30; the next seeds in case a retuning spares her), the live session
    writes her sheet to the profile file, and a Theatre battle seats her with it."""
    from atoterm.session import Game
    from atoterm.session.campaign_bot import campaign_policy

    choose = campaign_policy("progress")
    path = tmp_path / "profile.atop"
    for seed in range(3, 9):
        game = Game.new(content, seed, durable=False)
        game.profile = ProfileSync(path, Profile({}, open_theatre()))
        for _ in range(6000):
            if game.pending is None or game.over or game.state.fallen_sheets:
                break
            game.choose(choose(game))
        if game.state.fallen_sheets:
            break
    fallen = game.state.fallen_sheets
    assert fallen, "no seed lost an Argonaut"
    theatre = read_profile(path).theatre
    assert [p.label for p in fallen_pilots(content, theatre)] == [a.name for a in fallen]
    battle = custom_battle(content, theatre, "Ammonax", 1)
    state = theatre_state(content, theatre, battle, 1, argonauts=[("1", fallen[0].name)])
    assert state.argonauts[0].name == fallen[0].name
    assert state.argonauts[0].mnemos == fallen[0].mnemos
    assert state.argonauts[0].skills == fallen[0].skills
