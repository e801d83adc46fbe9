"""Nymph Summonings the Mnestis Theatre unlocks for campaigns, and Mnestis Gear kept in the
Theatre [MNE-019].

A Tree node may name a Summoning (``summoning`` in ``mnestis.toml``); its first win adds it to
the profile's Theatre record, and every campaign begun afterwards starts holding it: the
journal header keeps the list (``summonings``), so a replay never reads the profile. Gear
tagged ``mnestis_only`` is used only in Theatre battles: any other battle's Setup offers it
disabled with the reason, and it never joins a campaign's Armory.

These Mnestis Gear tests tag a campaign card in a copy (Cycle I's own Mnestis Gear, a node's
reward, is tested in test_mnestis_gear_reward.py)."""

from __future__ import annotations

import dataclasses
import shutil
from pathlib import Path

import msgspec
import pytest
from test_mnestis import campaign_header, first_legal_choices, open_theatre, won_state
from test_mnestis_prohibited import _setup_options

from atoterm.content import ContentError, ContentPack, load_content
from atoterm.content.locate import default_content_dir
from atoterm.engine.battle.flow.mnestis import THEATRE_ONLY
from atoterm.engine.battle.flow.setup import new_practice_state
from atoterm.engine.battle.titans.summoning import payable
from atoterm.engine.state import RulesOptions
from atoterm.session import Game, load_game, verify_journal
from atoterm.session.game import new_header
from atoterm.session.mnestis import custom_battle, new_theatre_game
from atoterm.session.mnestis_record import record_theatre_battle
from atoterm.session.practice import new_practice_game
from atoterm.session.profile_sync import campaign_start
from atoterm.store import Header
from atoterm.store.profile import Profile, write_profile
from atoterm.store.records import RecordError, parse_header
from atoterm.store.theatre_record import TheatreRecord
from atoterm.views.mnestis_tree import gained_lines, rewards_words

OUREA = "ourea-of-the-high-ledge"


def theatre_header(content: ContentPack, node: str) -> Header:
    return dataclasses.replace(campaign_header(content, 9), theatre=node)


def test_mne_019_the_shipped_trees_unlock_two_summonings(content: ContentPack) -> None:
    mnestis = content.mnestis
    assert mnestis is not None and content.battle is not None
    given = {n.id: n.summoning for n in mnestis.nodes.values() if n.summoning}
    assert given == {"ammonax-8": OUREA, "kyanippe-8": "nephele-of-the-spindrift"}
    assert all(s in content.battle.summonings for s in given.values())
    words = rewards_words(content, mnestis, mnestis.nodes["ammonax-8"])
    assert "the Nymph Summoning Ourea of the High Ledge" in words


def test_mne_019_a_first_node_win_unlocks_its_summoning_once(content: ContentPack) -> None:
    mnestis = content.mnestis
    assert mnestis is not None
    theatre = open_theatre(won={"ammonax:5": 1, "ammonax:6": 1, "ammonax:7": 1})
    gained = record_theatre_battle(
        theatre, theatre_header(content, "ammonax-8"), won_state(content), content
    )
    assert f"summoning {OUREA}" in gained
    assert theatre.summonings == [OUREA]
    assert "Nymph Summoning unlocked for your campaigns: Ourea of the High Ledge." in (
        gained_lines(content, gained)
    )
    # won again: nothing more; a Custom Battle: nothing at all [MNE-006]
    assert (
        record_theatre_battle(
            theatre, theatre_header(content, "ammonax-8"), won_state(content), content
        )
        == []
    )
    fresh = open_theatre()
    assert (
        record_theatre_battle(fresh, theatre_header(content, "custom"), won_state(content), content)
        == []
    )
    assert fresh.summonings == []


def test_mne_019_the_profile_keeps_the_summonings_and_older_profiles_read(
    content: ContentPack, tmp_path: Path
) -> None:
    assert "summonings" not in open_theatre().to_plain()
    kept = open_theatre(summonings=[OUREA])
    assert TheatreRecord.from_plain(kept.to_plain()) == kept
    path = tmp_path / "profile.atop"
    assert campaign_start(content, path).summonings == []
    write_profile(path, Profile({}, kept))
    assert campaign_start(content, path).summonings == [OUREA]
    path.write_bytes(b"damaged")
    assert campaign_start(content, path).summonings == []


def test_mne_019_a_campaign_begun_afterwards_holds_the_summoning_and_replays_without_the_profile(
    content: ContentPack, tmp_path: Path
) -> None:
    save = tmp_path / "campaign.atoj"
    game = Game.new(content, 5, save=save, summonings=[OUREA, "no-such-nymph"])
    first_legal_choices(game, 4)  # the Portraits: then the Cycle begins [CAMP-005]
    assert game.header.summonings == [OUREA]  # what this content knows
    powers = game.state.powers
    assert powers.summonings.count(OUREA) == 1
    assert content.battle is not None
    # usable as any campaign Summoning: once a Technology gives a Summon Limit [VOY-048]
    usable = msgspec.structs.replace(powers, summon_limit=1)
    assert payable(usable, content.battle.summonings[OUREA])
    game.close()
    assert verify_journal(save, content).ok
    loaded, _ = load_game(save, content, writable=False)
    assert loaded.state.powers.summonings == powers.summonings
    loaded.close()
    plain = Game.new(content, 5)
    assert "summonings" not in plain.header.to_body()  # as it always was
    assert OUREA not in plain.state.powers.summonings
    plain.close()


def test_mne_019_a_bad_summonings_header_field_is_refused(content: ContentPack) -> None:
    body = campaign_header(content).to_body()
    assert parse_header({**body, "summonings": [OUREA]}).summonings == [OUREA]
    with pytest.raises(RecordError, match="'summonings' must be a list of Summoning ids"):
        parse_header({**body, "summonings": "ourea"})


# --------------------------------------------------------------------------- Mnestis Gear
@pytest.fixture(scope="module")
def tagged(tmp_path_factory: pytest.TempPathFactory) -> ContentPack:
    """The content with the Tidewright Gaff tagged Mnestis Gear, out of the starting Armory
    and the Hold Forge's recipes (Theatre-only Gear may be in neither)."""
    folder = tmp_path_factory.mktemp("pack") / "content"
    shutil.copytree(default_content_dir(), folder)
    _tag(folder)
    _edit(folder / "pack.toml", '  "tidewright-gaff", "hull', '  "hull')
    recipe = '[[technology.recipe]]\ngear = "tidewright-gaff"\ncost = ["bronze 1", "cedar 1"]\n'
    _edit(folder / "campaign.toml", recipe + "copies = 3\n\n", "")
    return load_content(folder)


def _edit(path: Path, old: str, new: str) -> None:
    text = path.read_text()
    assert text.count(old) == 1, old
    path.write_text(text.replace(old, new))


def _tag(folder: Path, card: str = "tidewright-gaff") -> None:
    gear = folder / "battle" / "gear.toml"
    line = f'id = "{card}"\n'
    gear.write_text(gear.read_text().replace(line, line + "mnestis_only = true\n"))


def test_mne_019_mnestis_gear_is_refused_outside_the_theatre_with_the_reason(
    tagged: ContentPack,
) -> None:
    assert tagged.battle is not None and tagged.battle.gear["tidewright-gaff"].mnestis_only
    game = new_practice_game(tagged, 3, primordial="ammonax", durable=False)
    assert _setup_options(game, "battle.setup.gear")["gear-tidewright-gaff"].disabled == (
        THEATRE_ONLY
    )
    state = new_practice_state(tagged, 3, primordial_id="ammonax", level=1, rules=RulesOptions())
    assert state.battle is not None
    assert "tidewright-gaff" not in [g.card for t in state.battle.titans for g in t.gear]
    # in the Theatre it is offered, once the profile holds it
    theatre = open_theatre(titans=["keel-ram", "hold-dreamer"], mnestis_gear=["tidewright-gaff"])
    battle = custom_battle(tagged, theatre, "Ammonax", 1)
    theatre_game = new_theatre_game(tagged, theatre, battle, 3, durable=False)
    assert not _setup_options(theatre_game, "battle.setup.gear")["gear-tidewright-gaff"].disabled


def test_mne_019_mnestis_gear_never_joins_a_campaigns_armory(tagged: ContentPack) -> None:
    header = new_header(tagged, 5, loot=["tidewright-gaff", "coilhook-sickle"])
    assert header.armory == ["coilhook-sickle"]


def test_mne_019_content_check_keeps_mnestis_gear_out_of_campaigns(
    tmp_path_factory: pytest.TempPathFactory,
) -> None:
    """Tagged but still in the starting Armory, a forge's recipes, Ammonax's loot list, a story
    effect or a BP card's loot: each reported, as is an unknown Summoning on a node."""
    folder = tmp_path_factory.mktemp("pack") / "content"
    shutil.copytree(default_content_dir(), folder)
    _tag(folder)
    _tag(folder, "coilhook-sickle")  # a story effect and a BP card give it
    trees = folder / "mnestis.toml"
    text = trees.read_text().replace('loot = ["coilhook-sickle"', 'loot = ["tidewright-gaff"', 1)
    text = text.replace(f'summoning = "{OUREA}"', 'summoning = "no-such-nymph"')
    trees.write_text(text)
    with pytest.raises(ContentError) as caught:
        load_content(folder)
    problems = "\n".join(map(str, caught.value.problems))
    assert "'tidewright-gaff' is Theatre-only Gear but starts in a campaign's Armory" in problems
    assert "'tidewright-gaff' is Theatre-only Gear but 'hold_forge' crafts it" in problems
    assert "loot of the tree of 'ammonax': 'tidewright-gaff' is Theatre-only Gear" in problems
    assert "unknown summoning 'no-such-nymph'" in problems
    assert "'coilhook-sickle' is Theatre-only Gear but a story effect gives it" in problems
    assert "'coilhook-sickle' is Theatre-only Gear but 'aperture-rim' gives it" in problems
