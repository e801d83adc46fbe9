"""Reforging a Primordial's unique drop in the Mnestis Theatre [MNE-018]: a BP III card
critically wounded in a Theatre node's battle (the card that would give a Core in a campaign)
may craft at once, at no further cost, a Gear card made from the fought Primordial's Unique
drop. The choice is an engine decision in the Aftermath; the crafted card is kept in the
profile's Theatre record as Gear unlocked for the Theatre only.

The Critical is played through the engine: the node's start state is given a BP deck of BP
III cards and forced dice (all 10s to hit, the highest Power faces), as a scenario would."""

from __future__ import annotations

import dataclasses
import shutil
from pathlib import Path

import msgpack
import pytest
from test_mnestis import open_theatre
from words_kit import id_words

from atoterm.content import ContentError, ContentPack, load_content
from atoterm.content.locate import default_content_dir
from atoterm.engine.battle.core.context import B
from atoterm.engine.battle.flow import mnestis_reforge
from atoterm.engine.battle.flow.setup import new_practice_state
from atoterm.engine.codec import canonical_bytes
from atoterm.engine.rng import Rng
from atoterm.engine.state import GameState, RulesOptions
from atoterm.engine.validate import StateError, validate_state
from atoterm.session import Game, verify_journal
from atoterm.session.bot_policy import bot_choice
from atoterm.session.game import new_header
from atoterm.session.mnestis import (
    TheatreBattle,
    custom_battle,
    node_battle,
    theatre_state,
)
from atoterm.session.mnestis_ascension import offer, unlocked_gear
from atoterm.session.profile_sync import ProfileSync
from atoterm.store.profile import Profile, read_profile
from atoterm.store.theatre_record import TheatreRecord, TheatreRecordError
from atoterm.views.mnestis_tree import gained_lines

KIND = mnestis_reforge.KIND


def critical_game(
    content: ContentPack,
    theatre: TheatreRecord,
    battle: TheatreBattle,
    save: Path | None = None,
) -> Game:
    """The Theatre battle with every BP III card on top of the BP deck and the dice forced so
    that the first Attacks critically wound them."""
    state = theatre_state(content, theatre, battle, 7)
    assert state.battle is not None and content.battle is not None
    decks = state.battle.decks
    three = [c for c in decks.bp_escalation if content.battle.card_by_id(c).level == 3]
    decks.bp_escalation = [c for c in decks.bp_escalation if c not in three] + decks.bp
    decks.bp = three
    state.forced["battle.d10"] = [10] * 12
    state.forced["battle.power"] = [5] * 40
    header = new_header(content, 7, start=canonical_bytes(state), theatre=battle.tag)
    return Game.begin(content, header, save, durable=False)


def play_to(game: Game, kind: str, policy: str = "progress", limit: int = 3000) -> None:
    """Play the bot until a decision of ``kind`` is pending (or the game ends)."""
    for _ in range(limit):
        if game.pending is None or game.pending.kind == kind:
            return
        game.choose(bot_choice(game, policy))


def test_mne_018_each_primordials_drop_and_what_is_reforged_from_it(
    content: ContentPack,
) -> None:
    """The drop is the Unique Gear card a BP card gives; the shipped Theatre reforges each."""
    found = {}
    for pid in ("ammonax", "kyanippe", "threnos"):
        state = theatre_state(content, open_theatre(), TheatreBattle(pid, 5), 1)
        b = _context(state, content)
        found[pid] = (mnestis_reforge.unique_drops(b), mnestis_reforge.reforgings(b))
    assert found["ammonax"] == (
        ["coilhook-sickle"],
        [("meriphon-harpoon", "coilhook-sickle"), ("coral-maul", "coilhook-sickle")],
    )
    assert found["kyanippe"] == (
        ["stormglass-lance"],
        [("cindermouth-arbalest", "stormglass-lance")],
    )
    assert found["threnos"] == (["mourners-lantern"], [("name-tablet", "mourners-lantern")])


def _context(state: GameState, content: ContentPack) -> B:
    """The battle procedures' view of ``state``."""
    return B(state, content, Rng(state.seed, state.rng, forced=state.forced))


def test_mne_018_a_bp_iii_critical_in_a_node_battle_reforges_into_the_theatre(
    content: ContentPack, tmp_path: Path
) -> None:
    """Played through the engine: the Critical, the decision in player words, the card kept in
    the profile (once), the journal verifying without writing the profile again."""
    mnestis = content.mnestis
    assert mnestis is not None
    sync = ProfileSync(tmp_path / "profile.atop", Profile({}, open_theatre()))
    battle = node_battle(content, sync.profile.theatre, mnestis.nodes["ammonax-5"])
    save = tmp_path / "node.atoj"
    game = critical_game(content, sync.profile.theatre, battle, save)
    game.profile = sync
    play_to(game, KIND)
    pending = game.pending
    assert pending is not None and pending.kind == KIND
    assert game.state.battle is not None
    card = pending.context["card"]
    assert card in game.state.battle.decks.wound_stack  # critically wounded: on the stack
    assert content.battle is not None and content.battle.card_by_id(card).level == 3
    assert [o.label for o in pending.options] == [
        "Craft Meriphon Harpoon",
        "Craft Reef-Coral Maul",
        "Craft nothing",
    ]
    assert [o.value for o in pending.options] == ["meriphon-harpoon", "coral-maul", ""]
    assert "Coilhook Sickle" in pending.options[0].explain
    assert "no further cost" in pending.options[0].explain
    for text in (pending.prompt, *(o.label + " " + o.explain for o in pending.options)):
        assert id_words(text) == []
    game.choose("reforge-1")  # the Reef-Coral Maul
    # the next BP III Critical: the card already crafted is offered disabled, with the reason
    assert game.pending is not None and game.pending.kind == KIND
    assert game.pending.options[1].disabled == mnestis_reforge.ALREADY
    while game.pending is not None and game.pending.kind == KIND:
        game.choose("decline")  # the other BP III cards on the stack
        play_to(game, KIND)
    game.close()
    assert game.state.battle is not None and game.state.battle.reforged == ["coral-maul"]
    assert game.state.battle.aftermath == {}  # still no Core, no resource [MNE-004]
    assert game.state.outcome is not None and game.state.outcome.result == "won"
    on_disk = read_profile(tmp_path / "profile.atop").theatre
    assert on_disk.reforged == ["coral-maul"]
    assert "reforged coral-maul" in sync.last_gained
    assert "Reforged Reef-Coral Maul: Gear unlocked in the Mnestis Theatre." in gained_lines(
        content, sync.last_gained
    )
    assert verify_journal(save, content).ok
    assert read_profile(tmp_path / "profile.atop").theatre == on_disk


def test_mne_018_a_reforged_card_is_unlocked_theatre_gear_for_ascension(
    content: ContentPack,
) -> None:
    plain = open_theatre()
    reforged = open_theatre(reforged=["coral-maul"])
    assert "coral-maul" not in unlocked_gear(content, plain)
    assert "coral-maul" in unlocked_gear(content, reforged)
    assert "not unlocked" in offer(content, plain, "coral-maul").why
    assert "not unlocked" not in offer(content, reforged, "coral-maul").why


@pytest.mark.parametrize("policy", ["progress", "random", "expert"])
def test_mne_018_every_bot_policy_answers_the_reforging(content: ContentPack, policy: str) -> None:
    mnestis = content.mnestis
    assert mnestis is not None
    theatre = open_theatre()
    game = critical_game(
        content, theatre, node_battle(content, theatre, mnestis.nodes["ammonax-5"])
    )
    play_to(game, KIND)
    assert game.pending is not None and game.pending.kind == KIND
    legal = [o.id for o in game.pending.legal_options()]
    assert bot_choice(game, policy) in legal
    game.close()


def test_mne_018_the_progress_bot_takes_the_free_card(content: ContentPack) -> None:
    mnestis = content.mnestis
    assert mnestis is not None
    theatre = open_theatre()
    game = critical_game(
        content, theatre, node_battle(content, theatre, mnestis.nodes["ammonax-5"])
    )
    play_to(game, "")
    assert game.state.battle is not None
    assert game.state.battle.reforged == ["meriphon-harpoon", "coral-maul"]
    game.close()


def test_mne_018_no_reforging_in_a_custom_battle_or_a_node_already_won(
    content: ContentPack,
) -> None:
    """A Custom Battle gives nothing at all [MNE-006], nor does a node won before: the same
    Critical asks nothing and crafts nothing."""
    mnestis = content.mnestis
    assert mnestis is not None
    won = open_theatre(won={"ammonax:5": 1})
    for theatre, battle in (
        (open_theatre(), custom_battle(content, open_theatre(), "ammonax", 5)),
        (won, node_battle(content, won, mnestis.nodes["ammonax-5"])),
    ):
        assert not theatre_state(content, theatre, battle, 1).battle.reforge  # type: ignore[union-attr]
        game = critical_game(content, theatre, battle)
        play_to(game, KIND)
        assert game.pending is None  # the battle ended, never asking
        assert game.state.battle is not None and game.state.battle.reforged == []
        assert any(not c.startswith("wound:") for c in game.state.battle.decks.wound_stack)
        game.close()


def test_mne_018_a_practice_battle_never_reforges(content: ContentPack) -> None:
    with pytest.raises(ValueError, match="MNE-018"):
        new_practice_state(
            content, 1, primordial_id="ammonax", level=1, rules=RulesOptions(), reforge=True
        )
    state = new_practice_state(content, 1, primordial_id="ammonax", level=1, rules=RulesOptions())
    assert state.battle is not None and not state.battle.reforge


def test_mne_018_the_profile_keeps_reforged_cards_and_older_profiles_read(tmp_path: Path) -> None:
    plain = open_theatre().to_plain()
    assert "reforged" not in plain  # a profile that reforged nothing reads in older builds
    assert TheatreRecord.from_plain(plain).reforged == []
    kept = open_theatre(reforged=["name-tablet"])
    assert TheatreRecord.from_plain(kept.to_plain()) == kept
    with pytest.raises(TheatreRecordError, match="'reforged' must be a list of text"):
        TheatreRecord.from_plain({**plain, "reforged": [3]})
    assert msgpack.unpackb(msgpack.packb(kept.to_plain()))["reforged"] == ["name-tablet"]


BAD_REFORGES = """
[[reforge]]
gear = "no-such-gear"
needs = "coilhook-sickle"

[[reforge]]
gear = "coral-maul"
needs = "kelp-mail"

[[reforge]]
gear = "coilhook-sickle"
needs = "coilhook-sickle"
"""


def test_mne_018_content_check_reports_a_bad_reforging(
    tmp_path_factory: pytest.TempPathFactory,
) -> None:
    folder = tmp_path_factory.mktemp("pack") / "content"
    shutil.copytree(default_content_dir(), folder)
    path = folder / "mnestis.toml"
    path.write_text(path.read_text() + BAD_REFORGES)
    with pytest.raises(ContentError) as caught:
        load_content(folder)
    problems = "\n".join(map(str, caught.value.problems))
    assert "unknown gear 'no-such-gear'" in problems
    assert "'kelp-mail' is not a Unique Gear card" in problems
    assert "'coilhook-sickle' cannot be reforged from itself" in problems


def test_mne_018_an_edition_without_reforgings_has_none(content: ContentPack) -> None:
    mnestis = content.mnestis
    assert mnestis is not None and mnestis.reforgings
    bare = dataclasses.replace(content, mnestis=dataclasses.replace(mnestis, reforgings=()))
    state = theatre_state(bare, open_theatre(), TheatreBattle("ammonax", 5), 1)
    assert mnestis_reforge.reforgings(_context(state, bare)) == []


def test_mne_018_a_journal_state_naming_an_unknown_reforged_card_is_refused(
    content: ContentPack,
) -> None:
    """A state read from a file is checked: its reforged cards must be Gear of the pack."""
    state = theatre_state(content, open_theatre(), TheatreBattle("ammonax", 5), 1)
    assert state.battle is not None
    state.battle.reforged = ["coral-maul"]
    validate_state(state, content)
    state.battle.reforged = ["no-such-gear"]
    with pytest.raises(StateError, match="reforged"):
        validate_state(state, content)
