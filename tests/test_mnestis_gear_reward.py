"""Cycle I's Mnestis Gear: the Lethe-Glass Falchion, the first-win reward of Ammonax Level 6
in the Theatre [MNE-019, MNE-008].

A node's ``gear`` (``mnestis.toml``) names Theatre-only cards (``mnestis_only``); its first
win adds them to the profile's Theatre record (``mnestis_gear``). A Theatre battle's Setup
offers such a card only once the record holds it, locked with the reason before; a campaign
never gets it (docs/rulings.md, "Mnestis Gear is a node's reward")."""

from __future__ import annotations

import dataclasses
import shutil
from pathlib import Path

import pytest
from test_mnestis import campaign_header, open_theatre, won_state
from test_mnestis_prohibited import _setup_options

from atoterm.content import ContentError, ContentPack, load_content
from atoterm.content.locate import default_content_dir
from atoterm.engine.battle.flow.mnestis import LOCKED_MNESTIS_GEAR, THEATRE_ONLY
from atoterm.session.game import SessionError, new_header
from atoterm.session.mnestis import custom_battle, new_theatre_game
from atoterm.session.mnestis_gear import theatre_gear, theatre_loadouts
from atoterm.session.mnestis_record import record_theatre_battle
from atoterm.session.practice import new_practice_game
from atoterm.session.profile_sync import campaign_start
from atoterm.store import Header
from atoterm.store.profile import Profile, write_profile
from atoterm.store.theatre_record import TheatreRecord
from atoterm.views.mnestis_tree import gained_lines, rewards_words

FALCHION = "lethe-glass-falchion"
OPTION = f"gear-{FALCHION}"


def theatre_header(content: ContentPack, node: str) -> Header:
    return dataclasses.replace(campaign_header(content, 9), theatre=node)


def test_mne_019_the_shipped_falchion_is_mnestis_gear_given_by_ammonax_level_6(
    content: ContentPack,
) -> None:
    mnestis, bc = content.mnestis, content.battle
    assert mnestis is not None and bc is not None
    assert bc.gear[FALCHION].mnestis_only
    given = {n.id: n.gear for n in mnestis.nodes.values() if n.gear}
    assert given == {"ammonax-6": (FALCHION,)}
    words = rewards_words(content, mnestis, mnestis.nodes["ammonax-6"])
    assert "Lethe-Glass Falchion, Gear for Theatre battles only" in words


def test_mne_019_the_nodes_first_win_gives_the_falchion_once(content: ContentPack) -> None:
    theatre = open_theatre(won={"ammonax:5": 1})
    gained = record_theatre_battle(
        theatre, theatre_header(content, "ammonax-6"), won_state(content), content
    )
    assert f"mnestis_gear {FALCHION}" in gained
    assert theatre.mnestis_gear == [FALCHION]
    assert "Mnestis Gear: Lethe-Glass Falchion, for Theatre battles only." in (
        gained_lines(content, gained)
    )
    assert FALCHION not in theatre.loot  # Guaranteed Loot would reach campaigns [MNE-017]
    again = record_theatre_battle(
        theatre, theatre_header(content, "ammonax-6"), won_state(content), content
    )
    assert again == [] and theatre.mnestis_gear == [FALCHION]
    lost = open_theatre(won={"ammonax:5": 1})
    record_theatre_battle(
        lost, theatre_header(content, "ammonax-6"), won_state(content, "lost"), content
    )
    assert lost.mnestis_gear == []  # a loss gives nothing [MNE-006]


def test_mne_019_the_profile_keeps_the_mnestis_gear_and_older_profiles_read() -> None:
    assert "mnestis_gear" not in open_theatre().to_plain()  # read by the builds before it
    kept = open_theatre(mnestis_gear=[FALCHION])
    assert TheatreRecord.from_plain(kept.to_plain()) == kept


def _theatre_game(content: ContentPack, theatre: TheatreRecord):  # type: ignore[no-untyped-def]
    battle = custom_battle(content, theatre, "Ammonax", 1)
    return new_theatre_game(content, theatre, battle, 3, durable=False)


def test_mne_019_theatre_setup_offers_the_falchion_only_once_won(content: ContentPack) -> None:
    before = open_theatre(titans=["keel-ram", "hold-dreamer"])
    assert FALCHION not in theatre_gear(content, before)
    options = _setup_options(_theatre_game(content, before), "battle.setup.gear")
    assert options[OPTION].disabled == LOCKED_MNESTIS_GEAR
    with pytest.raises(SessionError, match="Lethe-Glass Falchion cannot go to the Keel-Ram: it is"):
        theatre_loadouts(
            content, before, ["keel-ram"] * 4, [("keel-ram", ["Lethe-Glass Falchion"])]
        )
    after = dataclasses.replace(before, mnestis_gear=[FALCHION])
    assert FALCHION in theatre_gear(content, after)
    options = _setup_options(_theatre_game(content, after), "battle.setup.gear")
    assert not options[OPTION].disabled
    kits = theatre_loadouts(
        content, after, ["keel-ram"] * 4, [("keel-ram", ["Lethe-Glass Falchion"])]
    )
    assert kits[0] == [FALCHION]


def test_mne_019_mne_008_a_practice_battle_refuses_the_falchion(content: ContentPack) -> None:
    game = new_practice_game(content, 3, primordial="ammonax", durable=False)
    assert _setup_options(game, "battle.setup.gear")[OPTION].disabled == THEATRE_ONLY


def test_mne_019_a_campaign_never_gets_the_falchion(content: ContentPack, tmp_path: Path) -> None:
    path = tmp_path / "profile.atop"
    write_profile(path, Profile({}, open_theatre(mnestis_gear=[FALCHION])))
    start = campaign_start(content, path)
    assert FALCHION not in start.loot
    header = new_header(content, 5, loot=[*start.loot, FALCHION])
    assert FALCHION not in header.armory
    assert FALCHION not in content.cycle.start.armory


def _pack(tmp_path_factory: pytest.TempPathFactory) -> Path:
    folder = tmp_path_factory.mktemp("pack") / "content"
    shutil.copytree(default_content_dir(), folder)
    return folder


def _problems(folder: Path) -> str:
    with pytest.raises(ContentError) as caught:
        load_content(folder)
    return "\n".join(map(str, caught.value.problems))


def test_mne_019_content_check_refuses_a_node_gear_unknown_or_not_mnestis_gear(
    tmp_path_factory: pytest.TempPathFactory,
) -> None:
    folder = _pack(tmp_path_factory)
    trees = folder / "mnestis.toml"
    text = trees.read_text()
    line = f'gear = ["{FALCHION}"]'
    assert text.count(line) == 1
    trees.write_text(text.replace(line, 'gear = ["no-such-blade", "tidewright-gaff"]'))
    problems = _problems(folder)
    assert "gear of node 'ammonax-6': unknown gear 'no-such-blade'" in problems
    assert (
        "gear of node 'ammonax-6': 'tidewright-gaff' is not Mnestis Gear "
        "(mnestis_only = true)" in problems
    )


def test_mne_019_content_check_keeps_the_falchion_out_of_a_campaigns_loot(
    tmp_path_factory: pytest.TempPathFactory,
) -> None:
    folder = _pack(tmp_path_factory)
    trees = folder / "mnestis.toml"
    text = trees.read_text().replace('loot = ["coilhook-sickle"', f'loot = ["{FALCHION}"', 1)
    trees.write_text(text)
    assert f"loot of the tree of 'ammonax': '{FALCHION}' is Theatre-only Gear" in _problems(folder)
