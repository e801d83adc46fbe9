"""The Skyseer [MNE-021]: the Mnestis Theatre's Titan that campaigns may use.

The first win of the Tree node ``[skyseer] node`` gives one Skyseer and its two Gear cards;
*Instant Drop*, in the Theatre, spends one Ascended Core and one Dreamwalker held in the profile
(the Dreamwalkers the won campaigns ended with) for one more at once; a campaign begun
afterwards starts with every Skyseer held aboard and the Skyseer Eyrie in its Technology deck,
whose *Skyseer Breeding* costs 2 Dreamwalkers and gives the Skyseer 20 days later, one at a
time (docs/mnestis.md, the ruling in docs/rulings.md)."""

from __future__ import annotations

import dataclasses
import shutil
from pathlib import Path

import battle_kit as kit
import pytest
from advancement_kit import Adva, cycle
from test_mnestis import campaign_header, first_legal_choices, open_theatre, won_state

from atoterm.cli.main import main
from atoterm.content import ContentError, ContentPack, load_content
from atoterm.content.locate import default_content_dir
from atoterm.engine import machine
from atoterm.engine.campaign.advancement import titans
from atoterm.engine.campaign.battle_roster import seat_titans
from atoterm.session import Game, verify_journal
from atoterm.session.campaign_bot import progress_campaign_choice
from atoterm.session.mnestis import custom_battle, new_theatre_game
from atoterm.session.mnestis_record import record_theatre_battle, record_victory
from atoterm.session.mnestis_skyseer import (
    campaign_gifts,
    drop_problem,
    instant_drop,
)
from atoterm.session.practice import play_bot
from atoterm.session.profile_sync import campaign_start
from atoterm.store.profile import Profile, read_profile, write_profile
from atoterm.store.records import parse_header
from atoterm.store.theatre_record import TheatreRecord
from atoterm.ui.advancement_text import breeding_text
from atoterm.views.mnestis_tree import gained_lines, rewards_words, tree_lines

SKYSEER = "skyseer"
EYRIE = "skyseer_eyrie"
CORE = "labyrinthized-core"
GEAR = ["wingbone-pike", "far-horizon-lens"]


def eyrie_kit(content: ContentPack, **setup: object) -> Adva:
    """The shipped Skyseer Eyrie in a small Cycle, waiting in day 3's Advancement Step."""
    cc = cycle(content.cycle.technologies[EYRIE])
    return Adva(cc, day=3, technologies=[EYRIE], **setup)  # type: ignore[arg-type]


# --------------------------------------------------------------------------- the content
def test_mne_021_the_shipped_skyseer(content: ContentPack) -> None:
    mnestis, bc = content.mnestis, content.battle
    assert mnestis is not None and bc is not None and mnestis.skyseer is not None
    skyseer = mnestis.skyseer
    assert (skyseer.titan_class, skyseer.technology, list(skyseer.gear)) == (SKYSEER, EYRIE, GEAR)
    assert (skyseer.drop_cores, skyseer.drop_dreamwalkers) == (1, 1)
    assert bc.titans[SKYSEER].origin == "argo"  # bred, so Argo-bred [ADVA-031]
    breeding = content.cycle.technologies[EYRIE].breeding
    assert breeding is not None
    assert (breeding.titan_class, breeding.dreamwalkers, breeding.days, breeding.cost) == (
        SKYSEER,
        2,
        20,
        (),
    )
    # in no deck and no Project: only the Theatre gives it, so the hand-made campaign is as it was
    assert content.cycle.technologies[EYRIE].start == "reserves"
    assert all(EYRIE not in t.leads_to for t in content.cycle.technologies.values())
    assert SKYSEER not in content.cycle.start.titans
    assert not set(GEAR) & set(content.cycle.start.armory)
    words = rewards_words(content, mnestis, mnestis.nodes[skyseer.node])
    assert "a Skyseer and its Gear, for your campaigns" in words


def test_mne_021_content_check_refuses_a_wrong_skyseer(
    tmp_path_factory: pytest.TempPathFactory,
) -> None:
    """A Gaia-born class, a Technology breeding another class, an unknown node, a Gear card not
    marked as a Theatre reward, and a marked card no reward gives: each reported."""
    folder = tmp_path_factory.mktemp("pack") / "content"
    shutil.copytree(default_content_dir(), folder)
    trees = folder / "mnestis.toml"
    text = trees.read_text()
    for old, new in (
        ('titan_class = "skyseer"', 'titan_class = "hold-dreamer"'),
        ('node = "threnos-6"', 'node = "threnos-60"'),
        ('gear = ["wingbone-pike", "far-horizon-lens"]', 'gear = ["wingbone-pike", "kelp-mail"]'),
    ):
        assert text.count(old) == 1
        text = text.replace(old, new)
    trees.write_text(text)
    with pytest.raises(ContentError) as caught:
        load_content(folder)
    problems = "\n".join(map(str, caught.value.problems))
    assert "'hold-dreamer' must be an Argo-bred class (origin argo)" in problems
    assert "'skyseer_eyrie' does not breed 'hold-dreamer'" in problems
    assert "unknown node 'threnos-60'" in problems
    assert "'kelp-mail' is not marked mnestis_reward" in problems
    assert (
        "'far-horizon-lens' is a Theatre reward (mnestis_reward) that no reward gives" in problems
    )


# --------------------------------------------------------------------------- breeding
@pytest.mark.parametrize(
    ("dreamwalkers", "skyseer_aboard", "why"),
    [
        pytest.param(2, False, "", id="MNE-021 two Dreamwalkers: may breed"),
        pytest.param(1, False, "needs 2 Dreamwalkers (have 1)", id="MNE-021 one: too few"),
        pytest.param(0, False, "needs 2 Dreamwalkers (have 0)", id="MNE-021 none"),
        pytest.param(3, True, "cannot be bred now (ADVA-033)", id="ADVA-033 a Skyseer aboard"),
    ],
)
def test_mne_021_skyseer_breeding_costs_two_dreamwalkers(
    content: ContentPack, dreamwalkers: int, skyseer_aboard: bool, why: str
) -> None:
    kit = eyrie_kit(content, argo={"dreamwalkers": dreamwalkers}, start=False)
    if skyseer_aboard:
        titans.gain_titan(kit.ctx(), SKYSEER)
    kit.events = machine.start(kit.state, kit.content).events
    option = kit.option(f"breed:{EYRIE}")
    assert (why in option.disabled) if why else option.disabled == ""
    assert option.explain == "pay 2 Dreamwalkers; arrives in 20 days"


def test_mne_021_the_skyseer_arrives_20_days_later_one_at_a_time(content: ContentPack) -> None:
    kit = eyrie_kit(content, argo={"dreamwalkers": 5})
    kit.choose(f"breed:{EYRIE}")
    assert kit.state.argo.dreamwalkers == 3  # two Dreamwalkers paid
    entry = kit.state.timeline.added[-1]
    assert (entry.day, entry.kind) == (3 + 20, "breeding")
    assert entry.label == "Skyseer (Breeding)"
    # one at a time: refused, with the reason, until the Breeding event resolves
    assert "already breeding" in kit.option(f"breed:{EYRIE}").disabled
    sheet = breeding_text(kit.content, kit.state).plain  # the Technology sheet
    assert "(Skyseer Eyrie): in progress: arrives on day 23" in sheet
    assert "2 Dreamwalkers, 20 days" in sheet
    kit.choose("done")
    kit.next_day(19)  # day 22: still under way
    assert "already breeding" in kit.option(f"breed:{EYRIE}").disabled
    assert kit.state.campaign.titans == []
    kit.choose("done")
    kit.next_day()  # day 23: the event gives the Skyseer
    assert [t.titan_class for t in kit.state.campaign.titans] == [SKYSEER]
    assert "bred" in kit.kinds()
    # the Eyrie is free again, but a Skyseer aboard stops a second one [ADVA-033]
    assert "cannot be bred now (ADVA-033)" in kit.option(f"breed:{EYRIE}").disabled


# --------------------------------------------------------------------------- the Theatre
def test_mne_021_the_node_gives_the_first_skyseer_and_its_gear_once(content: ContentPack) -> None:
    mnestis = content.mnestis
    assert mnestis is not None and mnestis.skyseer is not None
    node = mnestis.nodes[mnestis.skyseer.node]
    before = {mnestis.nodes[b].key: 1 for b in _all_before(mnestis, node.id)}
    theatre = open_theatre(won=before)
    header = dataclasses.replace(campaign_header(content, 9), theatre=node.id)
    gained = record_theatre_battle(theatre, header, won_state(content), content)
    assert "skyseer 1" in gained and [g for g in gained if g.startswith("gear ")] == [
        f"gear {g}" for g in GEAR
    ]
    assert theatre.skyseers == 1 and SKYSEER in theatre.titans  # unlocked for Theatre Setup
    assert all(g in theatre.loot for g in GEAR)  # to the Armory of campaigns, as Loot goes
    assert "A Skyseer stands in the Theatre: your campaigns begin with it aboard." in (
        gained_lines(content, gained)
    )
    assert record_theatre_battle(theatre, header, won_state(content), content) == []
    assert theatre.skyseers == 1


def _all_before(mnestis: object, node_id: str) -> list[str]:
    nodes = mnestis.nodes  # type: ignore[attr-defined]
    found: list[str] = []
    todo = list(nodes[node_id].after)
    while todo:
        nid = todo.pop()
        if nid not in found:
            found.append(nid)
            todo.extend(nodes[nid].after)
    return found


@pytest.mark.parametrize(
    ("record", "why"),
    [
        pytest.param({"skyseers": 1, "dreamwalkers": 1, "materials": {CORE: 1}}, "", id="paid"),
        pytest.param({"skyseers": 1, "dreamwalkers": 1}, "Ascended Core", id="no core"),
        pytest.param(
            {"skyseers": 1, "materials": {CORE: 1}},
            "1 Dreamwalker and the Theatre holds 0",
            id="no Dreamwalker",
        ),
        pytest.param(
            {"dreamwalkers": 1, "materials": {CORE: 1}},
            "no Skyseer has come yet",
            id="before the first Skyseer",
        ),
        pytest.param(
            {"unlocked": False, "skyseers": 1, "dreamwalkers": 1, "materials": {CORE: 1}},
            "locked",
            id="Theatre locked",
        ),
    ],
)
def test_mne_021_instant_drop_costs_a_core_and_a_dreamwalker(
    content: ContentPack, record: dict[str, object], why: str
) -> None:
    theatre = open_theatre(**record)
    assert why in drop_problem(theatre, content) if why else drop_problem(theatre, content) == ""
    if why:
        with pytest.raises(ValueError, match=why.split(" (")[0]):
            instant_drop(theatre, content)
        assert theatre == open_theatre(**record)  # nothing spent
        return
    done = instant_drop(theatre, content)
    assert "Skyseer" in done
    assert (theatre.skyseers, theatre.dreamwalkers, theatre.materials[CORE]) == (2, 0, 0)


def test_mne_021_a_won_campaign_brings_its_dreamwalkers(content: ContentPack) -> None:
    theatre = TheatreRecord()
    state = won_state(content)
    state.argo.dreamwalkers = 4
    assert record_victory(theatre, campaign_header(content, 3), state, content)
    assert theatre.dreamwalkers >= 4  # the unnamed ones, and named Gaia-born ones if any
    again = theatre.dreamwalkers
    assert not record_victory(theatre, campaign_header(content, 3), state, content)
    assert theatre.dreamwalkers == again  # the same victory counts once


def _gifts(content: ContentPack, path: Path) -> tuple[list[str], list[str]]:
    """The Skyseers and Technologies a campaign begun now takes from the profile [MNE-021]."""
    start = campaign_start(content, path)
    return start.skyseers, start.technologies


def test_mne_021_the_profile_keeps_skyseers_and_older_profiles_read(
    content: ContentPack, tmp_path: Path
) -> None:
    plain = open_theatre().to_plain()
    assert "skyseers" not in plain and "dreamwalkers" not in plain  # as earlier builds wrote
    kept = open_theatre(skyseers=2, dreamwalkers=3)
    assert TheatreRecord.from_plain(kept.to_plain()) == kept
    path = tmp_path / "profile.atop"
    assert _gifts(content, path) == ([], [])
    write_profile(path, Profile({}, kept))
    assert _gifts(content, path) == ([SKYSEER, SKYSEER], [EYRIE])
    assert campaign_gifts(open_theatre(), content) == ([], [])
    path.write_bytes(b"damaged")
    assert _gifts(content, path) == ([], [])


def test_mne_021_mnestis_drop_on_the_command_line(
    content: ContentPack, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = tmp_path / "profile.atop"
    write_profile(path, Profile({}, open_theatre(skyseers=1, dreamwalkers=2, materials={CORE: 1})))
    assert main(["mnestis", "drop", "--profile", str(path)]) == 0
    assert "Instant Drop" in capsys.readouterr().out
    theatre = read_profile(path).theatre
    assert (theatre.skyseers, theatre.dreamwalkers, theatre.materials.get(CORE, 0)) == (2, 1, 0)
    assert any("Skyseers for your campaigns: 2" in line for line in tree_lines(content, theatre))
    assert main(["mnestis", "drop", "--profile", str(path)]) == 2  # no Core left
    assert "Ascended Core" in capsys.readouterr().err
    assert read_profile(path).theatre == theatre  # nothing spent


# --------------------------------------------------------------------------- campaigns
def test_mne_021_a_campaign_begun_afterwards_has_the_skyseers_and_the_eyrie(
    content: ContentPack, tmp_path: Path
) -> None:
    save = tmp_path / "campaign.atoj"
    game = Game.new(
        content,
        5,
        save=save,
        theatre_titans=[SKYSEER, SKYSEER, "no-such-titan"],
        theatre_techs=[EYRIE, "no-such-tech"],
    )
    first_legal_choices(game, 4)  # the Portraits: then the Cycle begins [CAMP-005]
    assert (game.header.theatre_titans, game.header.theatre_technologies) == (
        [SKYSEER, SKYSEER],
        [EYRIE],
    )
    state = game.state
    assert [t.titan_class for t in state.campaign.titans].count(SKYSEER) == 2
    assert EYRIE in state.story.technologies
    game.close()
    assert verify_journal(save, content).ok  # the header, not the profile, replays it
    body = game.header.to_body()
    assert parse_header(body).theatre_titans == [SKYSEER, SKYSEER]
    plain = Game.new(content, 5)
    assert "theatre_titans" not in plain.header.to_body()
    assert "theatre_technologies" not in plain.header.to_body()
    plain.close()


def test_mne_021_the_skyseer_fights_in_a_campaign_battle(content: ContentPack) -> None:
    """A campaign begun with two of the Theatre's Skyseers takes one into its first battle (at
    most one of an Argo-bred class [ADVA-034]), which is fought to its end. The third seat's
    default class is the Skyseer here, as a player would choose it in Setup."""
    bc = content.battle
    assert bc is not None
    seats = ("hold-dreamer", "hold-dreamer", SKYSEER, "wave-skimmer")
    defaults = dataclasses.replace(bc.defaults, titans=seats)
    chosen = dataclasses.replace(content, battle=dataclasses.replace(bc, defaults=defaults))
    game = Game.new(chosen, 11, theatre_titans=[SKYSEER, SKYSEER], loot=GEAR)
    seen: list[str] = []
    rounds = 0
    for _ in range(6000):
        if game.pending is None:
            break
        battle = game.state.battle
        if battle is not None and battle.round > 1:  # set up, and fought
            seen, rounds = [t.titan_class for t in battle.titans], battle.round
        elif seen:  # the battle is over
            break
        game.choose(progress_campaign_choice(game))
    assert seen.count(SKYSEER) == 1, seen
    assert rounds > 1
    game.close()


def test_mne_021_seat_titans_takes_one_skyseer(content: ContentPack) -> None:
    b = kit.battle(content, titans=[kit.titan(key, 8, 2 + 2 * i) for i, key in enumerate("ABCD")])
    b.battle.roster = ["0:hold-dreamer", "0:hold-dreamer", "1:skyseer", "2:skyseer"]
    b.battle.armory = list(GEAR)
    seat_titans(content, b.state, b.battle)
    classes = [t.titan_class for t in b.battle.titans]
    assert classes.count(SKYSEER) == 1  # [ADVA-034]
    cards = [g.card for t in b.battle.titans for g in t.gear]
    assert all(g in cards for g in GEAR)


def test_mne_021_a_theatre_battle_fields_the_skyseer(content: ContentPack) -> None:
    theatre = open_theatre(titans=["hold-dreamer", "keel-ram", "wave-skimmer", SKYSEER])
    battle = custom_battle(content, theatre, "Ammonax", 1)
    game = new_theatre_game(
        content,
        theatre,
        battle,
        7,
        titans=["Skyseer", "Hold-Dreamer", "Keel-Ram", "Hold-Dreamer"],
    )
    assert game.state.battle is not None
    assert game.state.battle.titans[0].titan_class == SKYSEER
    play_bot(game, 5000, "progress")
    assert game.pending is None and game.state.outcome is not None
