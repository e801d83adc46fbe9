"""The Adversary across the Cycles [VOY-038]: it pursues the Argo from one Cycle to the next
until it is defeated for good, so the epilogue (docs/epilogue.md) records how it ended and the
next Cycle's pack reads it (``tests/fixtures/cycle2_stub``, a test pack).

The shipped story defeats the Mourner for good (code 0124, paragraph 0125); a campaign won
after that leaves an epilogue saying so, and the Cycle II campaign started from it ignores the
defeated Adversary's symbols. An epilogue file written before the field (no ``adversary``)
still loads and carries no Adversary.
"""

from __future__ import annotations

import json
from dataclasses import replace
from pathlib import Path

import adventure_kit as kit
import msgspec
import pytest

from atoterm.content import ContentPack, load_content
from atoterm.content.cycle_order import CycleOrder
from atoterm.engine.campaign import adversary
from atoterm.engine.epilogue import Epilogue, EpilogueError, check_reads, epilogue_of
from atoterm.engine.state import GameState, Outcome
from atoterm.session import Game, load_game, verify_journal
from atoterm.session.epilogue_file import epilogue_text

STUB = Path(__file__).parent / "fixtures" / "cycle2_stub"

OLD_FILE = {
    "format": "atoterm-epilogue",
    "version": 1,
    "cycle": 1,
    "pack": "atoterm-cycle1",
    "content_hash": "1ddab82d19431b5c",
    "seed": 1,
    "choice_matrix": {"marked": [5, 6, 7], "crossed_out": []},
    "gear": [{"id": "kelp-mail", "cycle": 1, "copies": 2}],
    "inward_odyssey": {
        "knowledge": 12,
        "read": [1, 2],
        "passed_by": [3],
        "lost": [4, 5],
        "progress_lost": 1,
    },
}
"""An epilogue as stop 30 wrote them (docs/epilogue.md's example): no ``adversary`` field."""


@pytest.fixture(scope="module")
def stub() -> ContentPack:
    return load_content(STUB)


def hunted(state: GameState) -> None:
    hunter = state.campaign.adversary
    hunter.primordial, hunter.tile, hunter.battle_due = "threnos", 124, True
    state.campaign.battles_due.append("adversary")
    state.story.resources["lantern-glass"] = 3


def won(state: GameState) -> GameState:
    state.outcome = Outcome("won", "the story declares victory", "CAMP-019")
    return state


def mourner_laid_to_rest(content: ContentPack) -> GameState:
    """The story path that defeats the Adversary for good (0124 -> 0125), then the Cycle won."""
    run = kit.read("0124", content, kind="code", setup=hunted)
    run.choose("leader:0") if run.kind == "adv.leader" else None
    run.choose("choice:0")
    assert run.state.campaign.adversary.defeated
    return won(run.state)


def test_voy_038_a_defeat_for_good_is_in_the_epilogue_and_read_by_cycle_two(
    content: ContentPack, stub: ContentPack, tmp_path: Path
) -> None:
    """[VOY-038]: the story's defeat reaches the epilogue file; Cycle II starts with the
    Adversary defeated, ignores its symbols, and its journal verifies without the file."""
    epilogue = epilogue_of(mourner_laid_to_rest(content), content)
    plain = epilogue.to_plain()
    assert plain["adversary"] == {"primordial": "threnos", "defeated": True}
    assert Epilogue.from_plain(json.loads(epilogue_text(epilogue))) == epilogue
    path = tmp_path / "two.atoj"
    game = Game.new(stub, 5, epilogue=epilogue, save=path)
    try:
        track = game.state.campaign.adversary
        assert (track.primordial, track.defeated, track.tile) == ("threnos", True, 0)
        told = [e for e in game.history.start_events if e.rule == "VOY-038"]
        assert [e.text for e in told] == [
            "From Cycle I: the Adversary was defeated for good; it hunts the Argo no more."
        ]
        ctx = kit.ctx_for(game.state, stub)  # in memory only: no decision is journaled
        adversary.activate(ctx, 2, "loot")
        assert ctx.state.campaign.adversary.tile == 0
        assert [e.rule for e in ctx.events] == ["VOY-038"]  # ignored: defeated for good
    finally:
        game.close()
    assert verify_journal(path, stub).ok


def test_voy_038_an_adversary_never_defeated_still_hunts_in_cycle_two(
    content: ContentPack, stub: ContentPack
) -> None:
    """[VOY-038]: it pursues the Argo across the Cycles: on the track from the start, off the
    new map until its symbols bring it."""
    state = kit.fresh_state(content)
    hunted(state)
    epilogue = epilogue_of(won(state), content)
    assert epilogue.to_plain()["adversary"] == {"primordial": "threnos", "defeated": False}
    game = Game.new(stub, 5, epilogue=epilogue)
    track = game.state.campaign.adversary
    assert (track.primordial, track.defeated, track.tile, track.battle_due) == (
        "threnos",
        False,
        0,
        False,
    )
    assert any("still hunts the Argo" in e.text for e in game.history.start_events)


def test_voy_038_no_adversary_introduced_leaves_the_record_as_before(
    content: ContentPack, stub: ContentPack
) -> None:
    """A Cycle whose story never named an Adversary writes no ``adversary`` field: the
    record's form is the one earlier versions wrote."""
    epilogue = epilogue_of(won(kit.fresh_state(content)), content)
    assert "adversary" not in epilogue.to_plain() and epilogue.adversary is None
    game = Game.new(stub, 5, epilogue=epilogue)
    assert game.state.campaign.adversary.primordial == ""
    assert not any(e.rule == "VOY-038" for e in game.history.start_events)


def test_an_epilogue_written_before_the_field_still_loads(stub: ContentPack) -> None:
    epilogue = Epilogue.from_plain(OLD_FILE)
    assert epilogue.adversary is None
    assert epilogue.to_plain() == OLD_FILE  # the journal header keeps it unchanged
    game = Game.new(stub, 5, epilogue=epilogue)
    assert game.header.epilogue == OLD_FILE
    assert game.state.campaign.adversary.primordial == ""


BAD = [
    ({"primordial": "threnos"}, "no field 'defeated'"),
    ({"primordial": "threnos", "defeated": "yes"}, "'defeated' must be true or false"),
    ({"primordial": "", "defeated": True}, "'primordial' must be an id"),
    ({"primordial": "threnos", "defeated": True, "tile": 3}, "unknown field 'tile'"),
    (None, "'adversary' must be a table"),
]


@pytest.mark.parametrize(("value", "words"), BAD, ids=[w for _, w in BAD])
def test_a_bad_adversary_field_is_refused(value: object, words: str) -> None:
    with pytest.raises(EpilogueError, match=words):
        Epilogue.from_plain({**OLD_FILE, "adversary": value})


def test_voy_038_a_pack_that_does_not_define_a_hunting_adversary_refuses_it(
    content: ContentPack,
) -> None:
    """A later Cycle with battle content must be able to fight the Adversary that still
    hunts; one defeated for good asks nothing of it."""
    later = replace(content, cycle_order=CycleOrder(2, content.id))
    hunting = Epilogue.from_plain(
        {**OLD_FILE, "adversary": {"primordial": "nobody", "defeated": False}}
    )
    with pytest.raises(EpilogueError, match="still hunts the Argo, but this pack"):
        check_reads(hunting, later)
    defeated = msgspec.structs.replace(hunting.adversary, defeated=True)
    check_reads(msgspec.structs.replace(hunting, adversary=defeated), later)


def test_voy_038_a_defeated_adversary_the_later_pack_lacks_leaves_a_journal_that_loads(
    content: ContentPack, tmp_path: Path
) -> None:
    """[VOY-038]: a later Cycle fights other Primordials, so the one defeated for good in the
    Cycle before may be none of its own. It stays off the Adversary Track (an empty track
    ignores the symbols as a defeated one does): the journal loads, not only verifies, and no
    unknown id is left for the screen to show."""
    later = replace(content, cycle_order=CycleOrder(2, content.id))
    gone = Epilogue.from_plain(
        {
            **OLD_FILE,
            "pack": content.id,
            "gear": [],
            "adversary": {"primordial": "nobody", "defeated": True},
        }
    )
    path = tmp_path / "two.atoj"
    game = Game.new(later, 5, epilogue=gone, save=path)
    try:
        track = game.state.campaign.adversary
        assert (track.primordial, track.defeated) == ("", False)
        told = [e.text for e in game.history.start_events if e.rule == "VOY-038"]
        assert told == [
            "From Cycle I: the Adversary was defeated for good; it hunts the Argo no more."
        ]
    finally:
        game.close()
    assert verify_journal(path, later).ok
    loaded, _ = load_game(path, later, writable=False)
    loaded.close()
