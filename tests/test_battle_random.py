"""Random legal play over whole practice battles: nothing but IllegalAction is ever raised,
the invariants hold after every decision, and every journal verifies.

CI plays a small count (``ATOTERM_RANDOM_BATTLES``, default 4); the benchmark script plays the
full 500. Each battle's seed is its number, so a failure names a reproducible battle.
"""

from __future__ import annotations

import os

import pytest

from atoterm.content import ContentPack
from atoterm.engine.battle import invariants
from atoterm.engine.rng import choose_index
from atoterm.session import verify_journal
from atoterm.session.practice import new_practice_game

BATTLES = int(os.environ.get("ATOTERM_RANDOM_BATTLES", "4"))
LIMIT = 6000


def play_checked(content: ContentPack, seed: int, level: int, save: object = None) -> object:
    game = new_practice_game(content, seed, level=level, save=save, durable=False)
    made = 0
    while game.pending is not None and made < LIMIT:
        legal = game.pending.legal_options()
        assert legal, f"seed {seed}: a decision without legal options: {game.pending.prompt}"
        index = choose_index(seed, "bot", made, len(legal))
        game.choose(legal[index].id)
        made += 1
        problems = invariants.check(game.state, content)
        assert not problems, f"seed {seed}, decision {made}: {problems}"
    assert game.pending is None, f"seed {seed}: the battle did not end in {LIMIT} decisions"
    return game


@pytest.mark.parametrize("seed", range(BATTLES))
def test_random_battles_keep_invariants(content: ContentPack, seed: int, tmp_path) -> None:
    """[BAT-SETUP-034] every battle ends (won or lost); invariants after every decision."""
    save = tmp_path / f"battle-{seed}.atoj"
    game = play_checked(content, seed, level=1 + seed % 4, save=save)
    game.close()
    battle = game.state.battle
    assert battle is not None and battle.result in ("won", "lost", "retreat")
    result = verify_journal(save, content)
    assert result.ok, f"seed {seed}: {result.divergence}"
