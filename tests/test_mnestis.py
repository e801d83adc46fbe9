"""The Mnestis Theatre, first slice (docs/mnestis.md): unlocked by a campaign's victory,
kept in the player profile, Trees of Knowledge whose first wins give their rewards once
across playthroughs, Custom Battles with none, and `atoterm mnestis` [MNE-001, MNE-002,
MNE-003, MNE-004, MNE-005, MNE-006, MNE-007, MNE-009, MNE-011, MNE-012, MNE-014, MNE-017]."""

from __future__ import annotations

import dataclasses
import shutil
from pathlib import Path

import msgpack
import pytest
from words_kit import id_words

from atoterm.cli.main import build_parser, main
from atoterm.cli.mnestis_verb import run_mnestis
from atoterm.content import ContentError, ContentPack, load_content
from atoterm.content.locate import default_content_dir
from atoterm.content.mnestis_schema import MnestisContent, TheatreNode
from atoterm.engine.campaign_state import BattleRecord, TitanRecord
from atoterm.engine.state import GameState, Outcome
from atoterm.session import Game, load_game, verify_journal
from atoterm.session.adventure_practice import new_adventure_game
from atoterm.session.game import SessionError
from atoterm.session.mnestis import (
    custom_battle,
    find_node,
    new_theatre_game,
    node_battle,
    theatre_state,
)
from atoterm.session.mnestis_record import (
    CUSTOM,
    node_open,
    record_theatre_battle,
    record_victory,
)
from atoterm.session.practice import play_bot
from atoterm.session.profile_sync import ProfileSync, campaign_start
from atoterm.store import Header
from atoterm.store.profile import (
    MAGIC,
    Profile,
    ProfileError,
    _check,
    read_profile,
    write_profile,
)
from atoterm.store.records import RecordError, parse_header
from atoterm.store.theatre_record import TheatreRecord

CYCLE = ["ammonax", "kyanippe", "threnos"]
WINNING_SEED = 3
"""A seed whose Ammonax Level 1 battle the progress bot wins (in some 190 decisions)."""


def open_theatre(**fields: object) -> TheatreRecord:
    """A profile's Theatre after one won campaign of the Cycle (``fields`` change it)."""
    return dataclasses.replace(
        TheatreRecord(unlocked=True, victories=1, primordials=list(CYCLE)),
        **fields,  # type: ignore[arg-type]
    )


def campaign_header(content: ContentPack, seed: int = 1, start: bytes = b"") -> Header:
    return Header(5, "test", content.id, content.hash, seed, "casual", {}, [], start=start)


def low_tree(content: ContentPack) -> ContentPack:
    """The pack with a Tree of Ammonax Levels 1 and 2 (a node after the other): a battle the
    bot wins quickly, to play a node's win end to end. Real Trees start at Level 5
    [MNE-003]; the rules of a node do not depend on its Level."""
    mnestis = content.mnestis
    assert mnestis is not None
    nodes = {
        "low-1": TheatreNode("low-1", "ammonax", 1, (), 1, True),
        "low-2": TheatreNode("low-2", "ammonax", 2, ("low-1",), 1, False),
    }
    return dataclasses.replace(content, mnestis=dataclasses.replace(mnestis, nodes=nodes))


# --------------------------------------------------------------------------- the profile
def format_1_profile(path: Path, fated: dict[str, int]) -> None:
    """A profile as the format-1 writer wrote it (fated boxes only)."""
    body = msgpack.packb({"magic": MAGIC, "format": 1, "fated": fated}, use_bin_type=True)
    path.write_bytes(msgpack.packb({"body": body, "check": _check(body)}, use_bin_type=True))


def test_mne_001_a_format_1_profile_still_reads_and_is_written_back_as_format_2(
    tmp_path: Path,
) -> None:
    """A profile written before the Theatre keeps its fated boxes [ADV-084] and reads as one
    whose Theatre is locked [MNE-001]; what is written back reads again, Theatre and all."""
    path = tmp_path / "profile.atop"
    format_1_profile(path, {"0205": 2})
    profile = read_profile(path)
    assert profile.fated == {"0205": 2}
    assert profile.theatre == TheatreRecord()
    profile.theatre = open_theatre(won={"ammonax:5": 1}, materials={"labyrinthized-tears": 1})
    write_profile(path, profile)
    again = read_profile(path)
    assert again.fated == {"0205": 2}
    assert again.theatre == profile.theatre


@pytest.mark.parametrize(
    ("theatre", "message"),
    [
        pytest.param({"unlocked": "yes"}, "'unlocked' must be true or false", id="flag"),
        pytest.param({"won": {"ammonax:5": -1}}, "'won' must be a whole number", id="won"),
        pytest.param({"loot": [3]}, "'loot' must be a list of text", id="loot"),
        pytest.param({"materials": []}, "'materials' must map text", id="materials"),
        pytest.param({"spare": 1}, "unknown fields", id="unknown"),
        pytest.param([], "not a table", id="not-a-table"),
    ],
)
def test_mne_005_a_damaged_theatre_record_is_reported(
    tmp_path: Path, theatre: object, message: str
) -> None:
    """The Theatre's record is untrusted like the rest of the profile: a malformed one is
    reported with what is wrong, never a crash [MNE-005]."""
    path = tmp_path / "profile.atop"
    body = msgpack.packb(
        {"magic": MAGIC, "format": 2, "fated": {}, "theatre": theatre}, use_bin_type=True
    )
    path.write_bytes(msgpack.packb({"body": body, "check": _check(body)}, use_bin_type=True))
    with pytest.raises(ProfileError, match="Mnestis Theatre record") as caught:
        read_profile(path)
    assert message in str(caught.value)


# --------------------------------------------------------------------------- unlocking
def victory_state(content: ContentPack) -> GameState:
    """The Cycle's victory paragraph read to its end: it grants the Theatre's Technology."""
    game = new_adventure_game(content, 1, "special", "campaign_victory", durable=False)
    assert game.state.outcome == Outcome("won", "the story declares victory", "CAMP-019")
    return game.state


def test_mne_001_the_victory_paragraph_grants_the_theatres_technology(
    content: ContentPack,
) -> None:
    mnestis = content.mnestis
    assert mnestis is not None
    assert mnestis.technology in victory_state(content).story.technologies


@pytest.mark.parametrize(
    ("result", "holds_it", "campaign", "unlocked"),
    [
        pytest.param("won", True, True, True, id="victory holding it"),
        pytest.param("won", False, True, False, id="victory without it"),
        pytest.param("lost", True, True, False, id="defeat holding it"),
        pytest.param("won", True, False, False, id="a practice game is no campaign"),
    ],
)
def test_mne_001_the_theatre_unlocks_only_at_a_campaigns_victory_holding_its_technology(
    content: ContentPack, result: str, holds_it: bool, campaign: bool, unlocked: bool
) -> None:
    """MNE-001, MNE-002: the Cycle's Primordials become the Theatre's, with the Titans and
    Godforms the campaign ends with."""
    state = victory_state(content)
    state.outcome = Outcome(result, "test", "")
    if not holds_it:
        state.story.technologies.remove("mnestis_theatre")
    state.powers.godforms = ["storm-father"]
    state.campaign.battles.append(BattleRecord(12, "timeline", "kyanippe", 2, "won"))
    state.argo.dreamwalkers = 2  # asleep in the holds: unlocked all the same
    state.campaign.titans = [TitanRecord(1, "keel-ram"), TitanRecord(2, "keel-ram")]
    header = campaign_header(content, start=b"" if campaign else b"x")
    theatre = TheatreRecord()
    assert record_victory(theatre, header, state, content) is unlocked
    assert theatre.unlocked is unlocked
    if unlocked:
        assert theatre.primordials == CYCLE
        assert theatre.fought == ["kyanippe"]
        assert theatre.technologies == state.story.technologies
        assert theatre.titans == ["hold-dreamer", "keel-ram"]
        assert theatre.godforms == ["storm-father"]
        assert theatre.victories == 1
        # the same campaign's victory again (an undo, then the same last choice) is not a
        # second playthrough
        assert not record_victory(theatre, header, state, content)
        assert theatre.victories == 1
        assert record_victory(theatre, campaign_header(content, seed=2), state, content)
        assert theatre.victories == 2


# --------------------------------------------------------------------------- the Trees
@pytest.mark.parametrize(
    ("won", "node", "is_open"),
    [
        pytest.param(set(), "ammonax-5", True, id="a first node needs nothing"),
        pytest.param(set(), "ammonax-6", False, id="its predecessor not won"),
        pytest.param({"ammonax:5"}, "ammonax-6", True, id="its predecessor won"),
        pytest.param({"threnos:4"}, "threnos-5", False, id="one of three won"),
        pytest.param({"threnos:4", "ammonax:5"}, "threnos-5", False, id="two of three won"),
        pytest.param(
            {"threnos:4", "ammonax:5", "kyanippe:5"}, "threnos-5", True, id="all three won"
        ),
        pytest.param({"ammonax:8"}, "ammonax-9", False, id="another Tree's node missing"),
        pytest.param({"ammonax:8", "kyanippe:7"}, "ammonax-9", True, id="both Trees' won"),
    ],
)
def test_mne_005_a_node_opens_when_all_its_predecessors_are_won(
    content: ContentPack, won: set[str], node: str, is_open: bool
) -> None:
    mnestis = content.mnestis
    assert mnestis is not None
    theatre = open_theatre(won=dict.fromkeys(won, 1))
    assert node_open(theatre, mnestis, mnestis.nodes[node]) is is_open


def test_mne_003_the_trees_hold_the_theatre_levels(content: ContentPack) -> None:
    """Levels 5-9 of the regular Primordials, 2-9 of the Adversary, one node each."""
    mnestis = content.mnestis
    assert mnestis is not None
    levels = {p: [n.level for n in mnestis.tree_nodes(p)] for p in mnestis.trees}
    assert levels == {
        "ammonax": [5, 6, 7, 8, 9],
        "kyanippe": [5, 6, 7, 8, 9],
        "threnos": [2, 3, 4, 5, 6, 7, 8, 9],
    }


def won_state(content: ContentPack, result: str = "won") -> GameState:
    state = victory_state(content)
    state.outcome = Outcome(result, "test", "")
    return state


def test_mne_005_mne_014_mne_017_a_first_win_gives_its_rewards_once_across_playthroughs(
    content: ContentPack,
) -> None:
    mnestis = content.mnestis
    assert mnestis is not None
    theatre = open_theatre()
    header = dataclasses.replace(campaign_header(content, seed=7), theatre="ammonax-7")
    theatre.won = {"ammonax:5": 1, "ammonax:6": 1}
    gained = record_theatre_battle(theatre, header, won_state(content), content)
    assert theatre.won["ammonax:7"] == 1
    assert theatre.materials == {"labyrinthized-tears": 1}
    assert len(theatre.loot) == 1 and theatre.loot[0] in mnestis.trees["ammonax"].loot
    assert gained == ["node ammonax-7", "material labyrinthized-tears 1", f"loot {theatre.loot[0]}"]
    # the next playthrough wins it again: nothing more
    theatre.victories = 2
    again = dataclasses.replace(header, seed=8)
    assert record_theatre_battle(theatre, again, won_state(content), content) == []
    assert theatre.materials == {"labyrinthized-tears": 1} and len(theatre.loot) == 1
    assert theatre.won["ammonax:7"] == 1


@pytest.mark.parametrize(
    ("tag", "result", "won_before"),
    [
        pytest.param(CUSTOM, "won", {}, id="custom battle [MNE-006]"),
        pytest.param("ammonax-5", "lost", {}, id="a loss"),
        pytest.param("ammonax-6", "won", {}, id="a locked node"),
        pytest.param("", "won", {}, id="not a Theatre battle"),
    ],
)
def test_mne_006_custom_battles_losses_and_locked_nodes_give_nothing(
    content: ContentPack, tag: str, result: str, won_before: dict[str, int]
) -> None:
    theatre = open_theatre(won=dict(won_before))
    header = dataclasses.replace(campaign_header(content), theatre=tag)
    assert record_theatre_battle(theatre, header, won_state(content, result), content) == []
    assert theatre == open_theatre(won=dict(won_before))


# --------------------------------------------------------------------------- battles
def test_mne_007_mne_012_a_theatre_battle_is_set_up_by_the_theatres_rules(
    content: ContentPack,
) -> None:
    """Summonings disabled, every unlocked Godform open and none marked [MNE-007]; an
    Adversary fought without a Battle Track box [MNE-012]; the unlocked Titans [MNE-011]."""
    theatre = open_theatre(godforms=["storm-father", "deep-shaker"], titans=["keel-ram"])
    state = theatre_state(content, theatre, custom_battle(content, theatre, "threnos", 1), 3)
    battle = state.battle
    assert battle is not None
    assert battle.track_box == 0
    assert battle.scenario.startswith("mnestis:")
    assert state.powers.summonings == [] and state.powers.one_off == []
    assert state.powers.summon_limit == 0
    assert state.powers.awakening_unlocked
    assert state.powers.godforms == ["storm-father", "deep-shaker"]
    assert state.powers.godforms_used == []
    assert [t.titan_class for t in battle.titans] == ["keel-ram"] * 4


def test_mne_005_a_node_won_in_live_play_is_granted_once_and_its_journal_verifies(
    content: ContentPack, tmp_path: Path
) -> None:
    """A node's battle is an ordinary journal whose header names the node; the live session
    grants the first win; verifying or loading the journal again grants nothing more. No
    Primordial resources are earned [MNE-004], and the node may be fought again at once, with
    no second reward [MNE-009]."""
    pack = low_tree(content)
    mnestis = pack.mnestis
    assert mnestis is not None
    sync = ProfileSync(tmp_path / "profile.atop", Profile({}, open_theatre()))
    theatre = sync.profile.theatre
    battle = node_battle(pack, theatre, mnestis.nodes["low-1"])
    save = tmp_path / "node.atoj"
    game = new_theatre_game(pack, theatre, battle, WINNING_SEED, save=save, durable=False)
    game.profile = sync
    play_bot(game, 5000, "progress")
    game.close()
    assert game.state.outcome is not None and game.state.outcome.result == "won"
    assert game.header.theatre == "low-1"
    assert game.state.battle is not None and game.state.battle.aftermath == {}
    on_disk = read_profile(tmp_path / "profile.atop").theatre
    assert on_disk.won == {"ammonax:1": 1}
    assert on_disk.materials == {"labyrinthized-tears": 1}
    assert len(on_disk.loot) == 1
    assert node_open(on_disk, mnestis, mnestis.nodes["low-2"])
    assert verify_journal(save, pack).ok
    loaded, _ = load_game(save, pack, writable=False)
    assert loaded.header.theatre == "low-1"
    loaded.close()
    assert read_profile(tmp_path / "profile.atop").theatre == on_disk
    # a second playthrough wins the node again: no second reward
    sync.profile.theatre.victories = 2
    game = new_theatre_game(pack, theatre, battle, WINNING_SEED, durable=False)
    game.profile = sync
    play_bot(game, 5000, "progress")
    assert game.state.outcome is not None and game.state.outcome.result == "won"
    assert sync.last_gained == []
    assert read_profile(tmp_path / "profile.atop").theatre == on_disk


def test_mne_006_a_custom_battle_won_gives_nothing(content: ContentPack, tmp_path: Path) -> None:
    sync = ProfileSync(tmp_path / "profile.atop", Profile({}, open_theatre()))
    theatre = sync.profile.theatre
    battle = custom_battle(content, theatre, "Ammonax", 1)
    game = new_theatre_game(content, theatre, battle, WINNING_SEED, durable=False)
    assert game.header.theatre == CUSTOM
    game.profile = sync
    play_bot(game, 5000, "progress")
    assert game.state.outcome is not None and game.state.outcome.result == "won"
    assert sync.last_gained == []
    assert sync.profile.theatre == open_theatre()
    assert not (tmp_path / "profile.atop").exists()


@pytest.mark.parametrize(
    ("theatre", "ask", "message"),
    [
        pytest.param(TheatreRecord(), ("node", "Ammonax 5"), "Theatre is locked", id="theatre"),
        pytest.param(open_theatre(), ("node", "Ammonax 6"), "win Ammonax Level 5 first", id="node"),
        pytest.param(
            open_theatre(primordials=[]), ("node", "Ammonax 5"), "Cycle has not been", id="cycle"
        ),
        pytest.param(open_theatre(), ("node", "Ammonax 3"), "has no node at Level 3", id="level"),
        pytest.param(open_theatre(), ("node", "Hydra 5"), "no Primordial called", id="unknown"),
        pytest.param(open_theatre(), ("node", "Ammonax ²"), "no Theatre node", id="not-a-level"),
        pytest.param(open_theatre(), ("custom", "Kyanippe", 7), "locked for Custom", id="custom"),
        pytest.param(TheatreRecord(), ("custom", "Kyanippe", 1), "Theatre is locked", id="c-lock"),
    ],
)
def test_mne_001_mne_005_mne_006_locked_battles_are_refused_with_the_reason(
    content: ContentPack, theatre: TheatreRecord, ask: tuple[object, ...], message: str
) -> None:
    with pytest.raises(SessionError, match=message):
        if ask[0] == "node":
            node_battle(content, theatre, find_node(content, str(ask[1])))
        else:
            custom_battle(content, theatre, str(ask[1]), int(ask[2]))  # type: ignore[call-overload]


# --------------------------------------------------------------------------- the CLI
def cli(capsys: pytest.CaptureFixture[str], args: list[str], profile: Path) -> tuple[int, str, str]:
    code = main(["mnestis", *args, "--profile", str(profile)])
    out, err = capsys.readouterr()
    return code, out, err


@pytest.mark.parametrize(
    ("args", "message"),
    [
        pytest.param(["tree"], "Mnestis Theatre is locked", id="tree"),
        pytest.param(["fight", "Ammonax", "5", "--policy", "random"], "is locked", id="fight"),
        pytest.param(
            ["custom", "--primordial", "ammonax", "--level", "1", "--policy", "random"],
            "is locked",
            id="custom",
        ),
    ],
)
def test_mne_001_the_cli_refuses_a_locked_theatre_in_one_line(
    capsys: pytest.CaptureFixture[str], tmp_path: Path, args: list[str], message: str
) -> None:
    code, out, err = cli(capsys, args, tmp_path / "profile.atop")
    assert code == 2
    assert out == ""
    assert message in err and "Traceback" not in err and len(err.splitlines()) == 1


def test_mne_005_the_tree_is_printed_in_player_words(
    capsys: pytest.CaptureFixture[str], content: ContentPack, tmp_path: Path
) -> None:
    mnestis = content.mnestis
    assert mnestis is not None
    profile = tmp_path / "profile.atop"
    won = {"ammonax:5": 1, "threnos:2": 1, "threnos:3": 2}
    theatre = open_theatre(won=won, materials={"labyrinthized-tears": 3}, fought=["threnos"])
    theatre.loot = [mnestis.trees["ammonax"].loot[0]]
    write_profile(profile, Profile({}, theatre))
    code, out, err = cli(capsys, ["tree"], profile)
    assert code == 0 and err == ""
    assert "Labyrinthized Tears" in out
    assert "Fought in won campaigns: Threnos." in out
    assert "Level 5: won in playthrough 1" in out
    assert "Level 6: open" in out
    assert "Level 5: locked (win Threnos Level 4 and Kyanippe Level 5 first)" in out
    assert "atoterm mnestis fight Ammonax 6" in out
    ids = {*mnestis.nodes, *mnestis.materials, *theatre.loot, mnestis.technology}
    for line in out.splitlines():
        assert id_words(line) == [], line
        assert not [word for word in ids if word in line], line


def test_mne_006_the_cli_plays_a_custom_battle_headless(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    profile = tmp_path / "profile.atop"
    write_profile(profile, Profile({}, open_theatre()))
    args = ["custom", "--primordial", "Ammonax", "--level", "1", "--policy", "progress"]
    code, out, err = cli(capsys, [*args, "--seed", str(WINNING_SEED)], profile)
    assert code == 0 and err == ""
    assert out.startswith("Won: Ammonax, the Coiled Warden is slain")
    assert "A Custom Battle gives no rewards." in out
    assert read_profile(profile).theatre == open_theatre()


# --------------------------------------------------------------------------- content check
BAD_TREE = """
[theatre]
technology = "mnestis_theatre"

[[material]]
id = "labyrinthized-tears"
name = "Labyrinthized Tears"
ascends = 1

[[tree]]
primordial = "ammonax"
material = "labyrinthized-tears"
loot = ["no-such-gear"]

[[tree]]
primordial = "hydra"
material = "labyrinthized-tears"

[[node]]
id = "low"
primordial = "ammonax"
level = 3

[[node]]
id = "a"
primordial = "ammonax"
level = 5
after = ["b"]

[[node]]
id = "b"
primordial = "ammonax"
level = 6
after = ["a"]

[[node]]
id = "c"
primordial = "ammonax"
level = 7
after = ["b", "nowhere"]

[[node]]
id = "twin"
primordial = "ammonax"
level = 7
"""


@pytest.fixture(scope="module")
def bad_tree_problems(tmp_path_factory: pytest.TempPathFactory) -> str:
    folder = tmp_path_factory.mktemp("pack") / "content"
    shutil.copytree(default_content_dir(), folder)
    (folder / "mnestis.toml").write_text(BAD_TREE)
    with pytest.raises(ContentError) as caught:
        load_content(folder)
    return "\n".join(map(str, caught.value.problems))


@pytest.mark.parametrize(
    "expected",
    [
        pytest.param("unknown gear 'no-such-gear'", id="loot"),
        pytest.param("unknown primordial 'hydra'", id="primordial"),
        pytest.param("level 3 of Ammonax, the Coiled Warden is not a Theatre level", id="level"),
        pytest.param(
            "node 'a' can never be unlocked: its predecessors go round in a circle (a -> b -> a)",
            id="cycle",
        ),
        pytest.param("node 'c' can never be unlocked: it waits on a node", id="unreachable"),
        pytest.param("unknown node 'nowhere'", id="predecessor"),
        pytest.param("ammonax level 7 already has the node 'c'", id="twin"),
    ],
)
def test_mne_003_mne_005_content_check_reports_a_bad_tree(
    bad_tree_problems: str, expected: str
) -> None:
    assert expected in bad_tree_problems


def test_mne_003_the_shipped_tree_passes_content_check(content: ContentPack) -> None:
    assert isinstance(content.mnestis, MnestisContent)
    assert content.mnestis.technology in content.cycle.technologies


# --------------------------------------------------------------------------- Guaranteed Loot
def first_legal_choices(game: Game, count: int) -> None:
    for _ in range(count):
        pending = game.pending
        assert pending is not None
        game.choose(next(o.id for o in pending.options if not o.disabled))


@pytest.mark.parametrize(
    ("loot", "in_header", "extra"),
    [
        pytest.param([], False, 0, id="no loot: the header as before"),
        pytest.param(["coilhook-sickle"], True, 1, id="one card"),
        pytest.param(["coilhook-sickle", "another-pack-card"], True, 1, id="an unknown card"),
    ],
)
def test_mne_017_guaranteed_loot_joins_a_new_campaigns_armory(
    content: ContentPack, tmp_path: Path, loot: list[str], in_header: bool, extra: int
) -> None:
    """The profile's Guaranteed Loot is copied into the campaign's journal header (a replay
    never reads the profile) and joins the Armory at the start [MNE-017]; a profile without
    any leaves the header as it always was."""
    save = tmp_path / "campaign.atoj"
    game = Game.new(content, 5, save=save, loot=loot)
    first_legal_choices(game, 4)  # the Portraits: then the Cycle begins [CAMP-005]
    assert ("armory" in game.header.to_body()) is in_header
    armory = game.state.story.armory
    assert armory.count("coilhook-sickle") == extra + content.cycle.start.armory.count(
        "coilhook-sickle"
    )
    assert len(armory) == len(content.cycle.start.armory) + extra
    game.close()
    assert verify_journal(save, content).ok
    loaded, _ = load_game(save, content, writable=False)
    assert loaded.state.story.armory == armory
    loaded.close()


def test_mne_017_a_new_campaign_takes_the_loot_from_the_profile(
    content: ContentPack, tmp_path: Path
) -> None:
    path = tmp_path / "profile.atop"
    assert campaign_start(content, path).loot == []
    write_profile(path, Profile({}, open_theatre(loot=["coilhook-sickle"])))
    assert campaign_start(content, path).loot == ["coilhook-sickle"]
    path.write_bytes(b"damaged")
    damaged = campaign_start(content, path)  # nothing from it, and the player is told
    assert damaged.loot == [] and damaged.fated == {} and damaged.warnings


def test_mne_005_a_node_the_player_fights_is_journaled_in_the_save_folder(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Without ``--policy`` the node's battle is the player's: a journal in the save folder,
    its header naming the node, the profile attached to grant the win (the CLI then opens the
    battle screen)."""
    monkeypatch.setenv("ATOTERM_SAVES", str(tmp_path))
    profile = tmp_path / "profile.atop"
    write_profile(profile, Profile({}, open_theatre()))
    args = build_parser().parse_args(
        ["mnestis", "fight", "kyanippe", "5", "--seed", "9", "--profile", str(profile)]
    )
    game = run_mnestis(args)
    assert isinstance(game, Game)
    try:
        assert game.path == tmp_path / "mnestis-9.atoj"
        assert game.header.theatre == "kyanippe-5"
        assert game.profile is not None and game.profile.path == profile
        battle = game.state.battle
        assert battle is not None and battle.primordial.level == 5
    finally:
        game.close()


@pytest.mark.parametrize(
    ("wanted", "classes", "message"),
    [
        pytest.param(None, ["keel-ram", "wave-skimmer"], "", id="the unlocked ones in turn"),
        pytest.param(["Keel-Ram"] * 4, ["keel-ram"], "", id="by name"),
        pytest.param(["keel-ram"] * 3, ["keel-ram"], "exactly four", id="three"),
        pytest.param(
            ["hold-dreamer"] * 4,
            ["keel-ram"],
            "Hold-Dreamer cannot be fielded: it is not unlocked",
            id="locked",
        ),
        pytest.param(["kraken"] * 4, ["keel-ram"], "no Titan called", id="unknown"),
    ],
)
def test_mne_011_any_four_unlocked_titans(
    content: ContentPack, wanted: list[str] | None, classes: list[str], message: str
) -> None:
    theatre = open_theatre(titans=classes)
    battle = custom_battle(content, theatre, "Ammonax", 1)
    if message:
        with pytest.raises(SessionError, match=message):
            theatre_state(content, theatre, battle, 1, titans=wanted)
        return
    state = theatre_state(content, theatre, battle, 1, titans=wanted)
    assert state.battle is not None
    fielded = [t.titan_class for t in state.battle.titans]
    assert fielded == (["keel-ram"] * 4 if wanted else ["keel-ram", "wave-skimmer"] * 2)
    assert all(t.gear for t in state.battle.titans)


@pytest.mark.parametrize(
    ("field", "value"),
    [
        pytest.param("theatre", 5, id="theatre"),
        pytest.param("theatre", "x" * 201, id="theatre-long"),
        pytest.param("armory", "coilhook-sickle", id="armory"),
        pytest.param("armory", [1], id="armory-items"),
    ],
)
def test_mne_005_mne_017_a_journal_header_with_bad_theatre_fields_is_refused(
    content: ContentPack, field: str, value: object
) -> None:
    body = {**campaign_header(content).to_body(), field: value}
    with pytest.raises(RecordError, match=field):
        parse_header(body)


def test_mne_012_argo_abilities_come_from_the_best_argo_support_technology(
    content: ContentPack,
) -> None:
    """The AA Limit of the best Propylon the won campaigns held, filled with the Argo
    Abilities their Technologies unlock [MNE-012, MNE-013]; none recorded: the practice
    defaults."""
    techs = content.cycle.technologies
    battle = custom_battle(content, open_theatre(), "Ammonax", 1)
    practice = theatre_state(content, open_theatre(), battle, 1).battle
    assert practice is not None
    held = ["driftgate_propylon", "harbour_bells", "beacon_propylon", "lantern_mast"]
    state = theatre_state(content, open_theatre(technologies=held), battle, 1)
    fight = state.battle
    assert fight is not None
    assert fight.aa_limit == max(techs[t].aa_limit for t in held) == 3
    unlocked = [a for t in held for a in techs[t].argo_abilities]
    assert [a.id for a in fight.argo_abilities] == unlocked[:3]
    assert [a.id for a in practice.argo_abilities] == list(
        content.battle.defaults.argo_abilities  # type: ignore[union-attr]
    )


def test_mne_001_a_campaign_won_on_the_map_opens_the_theatre(
    content: ContentPack, tmp_path: Path
) -> None:
    """The whole way: a campaign played to the story's victory (paragraph 0104, not the
    special event) holds the Theatre's Technology, and the live session opens the Theatre in
    the profile [MNE-001]. Seed 5 is a progress-player victory (edition 551c0f42f438efee; seed
    1 was on edition 2f69ce762513a2c8, seed 10 before Levels 2-4 were retuned)."""
    from atoterm.session.campaign_bot import campaign_policy

    choose = campaign_policy("progress")
    game = Game.new(content, 5, durable=False)
    sync = ProfileSync(tmp_path / "profile.atop", Profile({}, TheatreRecord()))
    game.profile = sync
    for _ in range(6000):
        if game.pending is None or game.over:
            break
        game.choose(choose(game))
    assert game.state.outcome is not None and game.state.outcome.result == "won"
    assert content.mnestis is not None
    assert content.mnestis.technology in game.state.story.technologies
    assert read_profile(tmp_path / "profile.atop").theatre.unlocked


def test_the_saves_list_names_a_theatre_battle(content: ContentPack, tmp_path: Path) -> None:
    """The saves manager says "Mnestis Theatre battle", not "Practice battle", for a
    Theatre journal (its header names the node) [MNE-006]."""
    from atoterm.session import saves_index
    from atoterm.ui.saves_screen import standing_words

    theatre = open_theatre()
    battle = custom_battle(content, theatre, "Ammonax", 1)
    game = new_theatre_game(content, theatre, battle, WINNING_SEED, save=tmp_path / "t.atoj")
    game.close()
    (entry,) = saves_index.list_entries(tmp_path)
    standing = saves_index.read_standing(entry, content)
    assert standing.start_phase == "theatre"
    assert standing_words(entry, standing).startswith("Mnestis Theatre battle · ")


def test_bat_setup_012_the_theatre_fields_an_argo_bred_class_once(content: ContentPack) -> None:
    """The Theatre's four Titans follow the Battle's rule: the unlocked classes in turn skip an
    Argo-bred class already fielded, and one named twice is refused, as the battle's own Setup
    refuses it [BAT-SETUP-012, MNE-011]; a profile whose Titans cannot fill four seats
    otherwise (Argo-bred only, fewer than four) still fields four."""
    theatre = open_theatre(titans=["hold-dreamer", "keel-ram"])
    battle = custom_battle(content, theatre, "Ammonax", 1)
    state = theatre_state(content, theatre, battle, 1)
    assert state.battle is not None
    assert [t.titan_class for t in state.battle.titans] == [
        "hold-dreamer",
        "keel-ram",
        "hold-dreamer",
        "hold-dreamer",
    ]
    with pytest.raises(SessionError, match="Keel-Ram is Argo-bred: it enters a Battle only once"):
        theatre_state(
            content,
            theatre,
            battle,
            1,
            titans=["keel-ram", "keel-ram", "hold-dreamer", "hold-dreamer"],
        )
    only = open_theatre(titans=["keel-ram"])
    state = theatre_state(content, only, custom_battle(content, only, "Ammonax", 1), 1)
    assert state.battle is not None and len(state.battle.titans) == 4
