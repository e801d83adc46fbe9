"""Ascending Gear in the Mnestis Theatre (docs/mnestis.md): ascending materials spent on a Gear
card by its Production Technology, one Cycle at a time, the trait it gains, Unique Gear by an
Ascended Core, kept in the player profile and borne by the card in the next Theatre battle
[MNE-013, MNE-015, MNE-016]."""

from __future__ import annotations

import dataclasses
import shutil
from pathlib import Path

import msgpack
import pytest
from test_mnestis import WINNING_SEED, campaign_header, cli, open_theatre, won_state
from words_kit import id_words

from atoterm.content import ContentError, ContentPack, load_content
from atoterm.content.locate import default_content_dir
from atoterm.engine.battle.titans.loadout import unique
from atoterm.session import load_game, verify_journal
from atoterm.session.bot_policy import bot_choice
from atoterm.session.game import SessionError
from atoterm.session.mnestis import custom_battle, new_theatre_game, theatre_state
from atoterm.session.mnestis_ascension import (
    ascend,
    find_gear,
    offer,
    offers,
    production_technology,
    theatre_ascended,
    unlocked_gear,
)
from atoterm.session.mnestis_record import record_theatre_battle
from atoterm.session.profile_sync import ProfileSync
from atoterm.store.profile import Profile, ProfileError, _check, read_profile, write_profile
from atoterm.store.theatre_record import TheatreRecord
from atoterm.views.inspect_table import battle_things
from atoterm.views.mnestis_ascension import offer_lines

TEARS = "labyrinthized-tears"
CORE = "labyrinthized-core"


def synced(tmp_path: Path, **fields: object) -> ProfileSync:
    """A profile on disk whose Theatre is open (``fields`` change its record)."""
    path = tmp_path / "profile.atop"
    write_profile(path, Profile({}, open_theatre(**fields)))
    return ProfileSync.open(path)


# --------------------------------------------------------------------------- costs
@pytest.mark.parametrize(
    ("gear", "technology", "cost"),
    [
        pytest.param("kelp-mail", "hold_forge", 1, id="the Hold Forge's plain mail: 1"),
        pytest.param("serrated-edge", "coral_works", 2, id="Coral Works: 2"),
        pytest.param("ashgate-scale", "ashgate_smithy", 3, id="Ashgate Smithy: 3"),
        pytest.param("nacre-cuirass", "nacre_loom", 3, id="the Nacre Loom: 3"),
    ],
)
def test_mne_015_a_gear_card_costs_1_to_4_materials_by_its_production_technology(
    content: ContentPack, gear: str, technology: str, cost: int
) -> None:
    mnestis = content.mnestis
    assert mnestis is not None
    assert production_technology(content, gear) == technology
    assert mnestis.ascension_costs[technology] == cost
    found = offer(content, open_theatre(materials={TEARS: 4}), gear)
    assert (found.material, found.count, found.to_cycle, found.trait) == (
        TEARS,
        cost,
        2,
        "Labyrinthized",
    )
    assert found.possible


def test_mne_015_every_production_technology_crafting_non_unique_gear_has_a_cost(
    content: ContentPack,
) -> None:
    mnestis, bc = content.mnestis, content.battle
    assert mnestis is not None and bc is not None
    for tech in content.cycle.technologies.values():
        plain = [r.gear for r in tech.recipes if r.gear and not unique(bc.gear[r.gear])]
        if tech.facility == "production" and plain:
            assert 1 <= mnestis.ascension_costs.get(tech.id, 0) <= 4, tech.id


def test_mne_015_ascending_spends_the_materials_and_the_card_gains_its_trait(
    content: ContentPack, tmp_path: Path
) -> None:
    """Paid from the profile, written at once; the card is at Cycle II with Labyrinthized."""
    sync = synced(tmp_path, materials={TEARS: 4})
    done = ascend(content, sync, "ashgate-scale")
    assert (done.count, done.trait) == (3, "Labyrinthized")
    on_disk = read_profile(sync.path).theatre
    assert on_disk.materials == {TEARS: 1}
    assert on_disk.ascended == {"ashgate-scale": 2}
    assert theatre_ascended(content, on_disk) == {"ashgate-scale": ["Labyrinthized"]}


@pytest.mark.parametrize(
    ("record", "gear", "message"),
    [
        pytest.param(
            {"materials": {TEARS: 2}},
            "ashgate-scale",
            "too few materials: it takes 3 Labyrinthized Tears, and you hold 2",
            id="too few materials",
        ),
        pytest.param(
            {"materials": {TEARS: 4}},
            "stormglass-lance",
            "it is not unlocked",
            id="not unlocked [MNE-013]",
        ),
        pytest.param(
            {"materials": {TEARS: 4}, "ascended": {"kelp-mail": 2}},
            "kelp-mail",
            "already ascended to Cycle II",
            id="one Cycle at a time: Cycle I's Tears do not take it past II",
        ),
        pytest.param(
            {"materials": {TEARS: 4}},
            "fists",
            "no Production Technology crafts it",
            id="Fists",
        ),
    ],
)
def test_mne_015_an_ascension_that_cannot_be_done_is_refused_and_nothing_is_spent(
    content: ContentPack, tmp_path: Path, record: dict[str, object], gear: str, message: str
) -> None:
    sync = synced(tmp_path, **record)
    before = read_profile(sync.path)
    with pytest.raises(SessionError, match=message):
        ascend(content, sync, gear)
    assert read_profile(sync.path) == before
    assert sync.profile == before


def test_mne_015_a_locked_theatre_ascends_nothing(content: ContentPack, tmp_path: Path) -> None:
    path = tmp_path / "profile.atop"
    write_profile(path, Profile({}, TheatreRecord(materials={TEARS: 3})))
    with pytest.raises(SessionError, match="Theatre is locked"):
        ascend(content, ProfileSync.open(path), "kelp-mail")


def test_mne_013_unlocked_gear_is_the_armory_the_loot_and_what_won_technologies_craft(
    content: ContentPack,
) -> None:
    start = set(content.cycle.start.armory)
    assert set(unlocked_gear(content, open_theatre())) == start
    looted = open_theatre(loot=["stormglass-lance"])
    assert set(unlocked_gear(content, looted)) == start | {"stormglass-lance"}
    crafting = open_theatre(technologies=["glass_kiln"])
    assert "stormglass-lance" in unlocked_gear(content, crafting)


# --------------------------------------------------------------------------- Unique Gear
def test_mne_016_unique_gear_takes_one_ascended_core_not_tears(
    content: ContentPack, tmp_path: Path
) -> None:
    sync = synced(tmp_path, materials={TEARS: 4}, loot=["coilhook-sickle"])
    with pytest.raises(SessionError, match="takes 1 Labyrinthized Ascended Core, and you hold 0"):
        ascend(content, sync, "coilhook-sickle")
    sync = synced(tmp_path, materials={TEARS: 4, CORE: 1}, loot=["coilhook-sickle"])
    done = ascend(content, sync, find_gear(content, "Coilhook Sickle"))
    assert (done.material, done.count) == (CORE, 1)
    assert sync.profile.theatre.materials == {TEARS: 4, CORE: 0}
    assert sync.profile.theatre.ascended == {"coilhook-sickle": 2}


def test_mne_016_the_hardest_nodes_give_an_ascended_core(content: ContentPack) -> None:
    """Each Level 9 node's first win gives a Labyrinthized Ascended Core beside its Tears."""
    theatre = open_theatre(won={"ammonax:8": 1, "kyanippe:7": 1})
    header = dataclasses.replace(campaign_header(content, seed=4), theatre="ammonax-9")
    gained = record_theatre_battle(theatre, header, won_state(content), content)
    assert f"material {CORE} 1" in gained
    assert theatre.materials == {TEARS: 1, CORE: 1}


# --------------------------------------------------------------------------- the profile
def test_mne_015_ascended_gear_is_kept_in_the_profile_and_older_profiles_read(
    tmp_path: Path,
) -> None:
    """A record with no ascension is written as before it existed (older builds read it); one
    with ascensions keeps them; a damaged ascension table is reported."""
    path = tmp_path / "profile.atop"
    write_profile(path, Profile({}, open_theatre()))
    body = msgpack.unpackb(msgpack.unpackb(path.read_bytes())["body"])
    assert "ascended" not in body["theatre"]
    write_profile(path, Profile({}, open_theatre(ascended={"kelp-mail": 2})))
    assert read_profile(path).theatre.ascended == {"kelp-mail": 2}
    body["theatre"]["ascended"] = {"kelp-mail": "two"}
    packed = msgpack.packb(body, use_bin_type=True)
    path.write_bytes(msgpack.packb({"body": packed, "check": _check(packed)}, use_bin_type=True))
    with pytest.raises(ProfileError, match="ascended"):
        read_profile(path)


# --------------------------------------------------------------------------- command line
def test_mne_015_the_cli_lists_costs_and_ascends_with_clear_refusals(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    profile = tmp_path / "profile.atop"
    write_profile(profile, Profile({}, open_theatre(materials={TEARS: 1})))
    code, out, err = cli(capsys, ["ascend"], profile)
    assert code == 0 and err == ""
    assert "Held: 1 Labyrinthized Tears." in out
    assert "Tidewright Gaff: 1 Labyrinthized Tears (to Cycle II, gains Labyrinthized)" in out
    assert "Ashgate Bronze Scale: too few materials" in out
    code, out, err = cli(capsys, ["ascend", "tidewright", "gaff"], profile)
    assert code == 0, err
    assert out.startswith("Tidewright Gaff is ascended to Cycle II and gains the trait")
    assert read_profile(profile).theatre.ascended == {"tidewright-gaff": 2}
    code, out, _ = cli(capsys, ["tree"], profile)
    assert code == 0 and "Gear ascended: Tidewright Gaff (Cycle II)." in out
    code, out, err = cli(capsys, ["ascend", "Kelp-Wrapped Mail"], profile)
    assert code == 2 and out == ""
    assert err.strip().endswith("and you hold 0")
    assert len(err.strip().splitlines()) == 1
    code, _, err = cli(capsys, ["ascend", "ashgate"], profile)
    assert code == 2 and "names several Gear cards" in err


def test_the_ascension_list_has_no_ids(content: ContentPack) -> None:
    lines = offer_lines(content, open_theatre(materials={TEARS: 2, CORE: 1}))
    assert not [w for line in lines for w in id_words(line)]
    assert find_gear(content, "serrated") == "serrated-edge"


# --------------------------------------------------------------------------- in battle
def test_mne_015_an_ascension_played_through_the_profile_into_a_theatre_battle(
    content: ContentPack, capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    """The player ascends the Tidewright Gaff from the command line; the next Theatre battle,
    set up from the profile on disk, fields it with its Labyrinthized trait (its journal keeps
    it, so a replay agrees); a Titan attacks with it, the battle is won, and the card's
    inspection there says it is ascended. The Tears spent stay spent."""
    profile = tmp_path / "profile.atop"
    write_profile(profile, Profile({}, open_theatre(materials={TEARS: 2})))
    assert cli(capsys, ["ascend", "Tidewright Gaff"], profile)[0] == 0
    sync = ProfileSync.open(profile)
    theatre = sync.profile.theatre
    assert theatre.materials == {TEARS: 1}
    save = tmp_path / "custom.atoj"
    battle = custom_battle(content, theatre, "Ammonax", 1)
    game = new_theatre_game(content, theatre, battle, WINNING_SEED, save=save, durable=False)
    game.profile = sync
    state = game.state.battle
    assert state is not None and state.ascended == {"tidewright-gaff": ["Labyrinthized"]}
    assert "tidewright-gaff" in [g.card for g in state.titans[0].gear]
    said: list[str] = []
    while game.pending is not None:
        said += [event.text for event in game.choose(bot_choice(game, "progress"))]
    game.close()
    assert game.state.outcome is not None and game.state.outcome.result == "won"
    assert any("declares an Attack with Tidewright Gaff" in line for line in said)
    end = game.state.battle
    assert end is not None and end.ascended == {"tidewright-gaff": ["Labyrinthized"]}
    things = {t.name: t.inspection.lines for t in battle_things(game.state, content)}
    assert any(
        "Ascended in the Mnestis Theatre: Labyrinthized" in line
        for line in things["Tidewright Gaff"]
    )
    assert not any("Ascended" in line for line in things["Kelp-Wrapped Mail"])
    assert verify_journal(save, content).ok
    loaded, _ = load_game(save, content, writable=False)
    assert loaded.state.battle is not None
    assert loaded.state.battle.ascended == {"tidewright-gaff": ["Labyrinthized"]}
    loaded.close()
    assert read_profile(profile).theatre.materials == {TEARS: 1}


def test_mne_015_a_theatre_battle_of_a_profile_without_ascension_has_none(
    content: ContentPack,
) -> None:
    theatre = open_theatre()
    state = theatre_state(content, theatre, custom_battle(content, theatre, "Ammonax", 1), 3)
    assert state.battle is not None and state.battle.ascended == {}


def test_mne_015_offers_list_only_cards_a_technology_crafts(content: ContentPack) -> None:
    listed = {o.gear for o in offers(content, open_theatre())}
    assert "fists" not in listed and "kelp-mail" in listed


# --------------------------------------------------------------------------- content check
BAD_ASCENSION = """
[[ascension]]
technology = "driftgate_propylon"
cost = 2

[[ascension]]
technology = "hold_forge"
cost = 5

[[ascension]]
technology = "shipwright_yard"
cost = 1
"""


@pytest.mark.parametrize(
    "expected",
    [
        pytest.param("'driftgate_propylon' is not a Production Technology", id="not production"),
        pytest.param("'cost' in the ascension cost of 'hold_forge' must be 1..4", id="cost"),
        pytest.param("a second ascension cost for 'shipwright_yard'", id="twice"),
        pytest.param("'labyrinthized-tears' is not an Ascended Core", id="core"),
        pytest.param(
            "the Production Technology 'cairn_workshop' crafts Gear but has no [[ascension]]",
            id="a cost missing",
        ),
    ],
)
def test_mne_015_mne_016_content_check_reports_bad_ascension_data(
    tmp_path: Path, expected: str
) -> None:
    folder = tmp_path / "content"
    shutil.copytree(default_content_dir(), folder)
    text = (folder / "mnestis.toml").read_text()
    text = text.replace('core = "labyrinthized-core"', 'core = "labyrinthized-tears"', 1)
    text = text.replace('technology = "cairn_workshop"', 'technology = "glass_kiln"')
    (folder / "mnestis.toml").write_text(text + BAD_ASCENSION)
    with pytest.raises(ContentError) as caught:
        load_content(folder)
    assert expected in "\n".join(map(str, caught.value.problems))
