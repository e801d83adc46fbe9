"""One list of Traits in play [BAT-SETUP-027, BAT-SETUP-030]: in a Threnos battle the Battle
Track box's Traits are active for the rounds' trait abilities as for Setup and the screen."""

from __future__ import annotations

import pytest

from atoterm.content import load_content
from atoterm.engine.battle.core.context import B
from atoterm.engine.battle.flow import setup
from atoterm.engine.battle.primordial import round as primordial_round
from atoterm.engine.battle.primordial import traits
from atoterm.engine.rng import Rng
from atoterm.session.practice import new_practice_game

CONTENT = load_content()


def _battle(box: int) -> B:
    game = new_practice_game(CONTENT, 3, primordial="threnos", track_box=box, durable=False)
    state = game.state
    return B(state, CONTENT, Rng(state.seed, dict(state.rng)))


@pytest.mark.parametrize("box", [1, 2, 3, 4])
def test_rounds_use_the_track_box_traits_BAT_SETUP_027(box: int) -> None:
    b = _battle(box)
    in_setup = setup.active_traits(b)
    in_rounds = [t.id for t in primordial_round.active_traits(b)]
    assert in_rounds == [t for t in in_setup if t in b.prim.traits]
    box_traits = list(b.prim.track[box - 1].traits) if b.prim.track else []
    assert set(box_traits) <= set(in_rounds)


def test_a_later_box_has_more_traits_in_play_BAT_SETUP_027() -> None:
    counts = [len(primordial_round.active_traits(_battle(box))) for box in (1, 2, 3, 4)]
    assert counts == sorted(counts) and counts[0] < counts[-1]


def test_kept_traits_follow_level_box_and_removals() -> None:
    """The kept list (``b.memo``) is the one worked out afresh after the Level, the track
    box or the removed Traits change, and a caller's copy never changes it."""
    b = _battle(2)

    def fresh() -> list[str]:
        return traits.active_trait_ids(B(b.state, b.content, b.rng))

    p = b.battle.primordial
    first = traits.active_trait_ids(b)
    assert first == fresh()
    first.append("spoiled")
    assert traits.active_trait_ids(b) == fresh()
    for change in ("level", "box", "removed"):
        if change == "level":
            p.level = max(lv.level for lv in b.prim.levels)
        elif change == "box":
            b.battle.track_box = 4
        else:
            p.removed_traits.append(fresh()[0])
        assert traits.active_trait_ids(b) == fresh()
