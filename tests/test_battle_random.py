"""Random legal play over whole practice battles: nothing but IllegalAction is ever raised,
the invariants hold after every decision, and every journal verifies.

CI plays a small count (``ATOTERM_RANDOM_BATTLES``, default 6: each Primordial twice); the benchmark script plays the
full 500. Each battle's seed is its number, so a failure names a reproducible battle.
"""

from __future__ import annotations

import os

import pytest

from atoterm.content import ContentPack
from atoterm.engine.battle.core import invariants
from atoterm.engine.rng import choose_index
from atoterm.session import verify_journal
from atoterm.session.practice import new_practice_game

BATTLES = int(os.environ.get("ATOTERM_RANDOM_BATTLES", "6"))
LIMIT = 10000
"""Random play is long where the Primordial is hard to Wound and practice battles let it spend
Sisyphus Tears (the battle starts again): Kyanippe Level 2 of seed 4 ends in 7,690 decisions."""


def pick(content: ContentPack, seed: int) -> tuple[str, int]:
    """Battle ``seed`` fights every Primordial in turn, each at its levels in turn."""
    assert content.battle is not None
    ids = sorted(content.battle.primordials)
    primordial = ids[seed % len(ids)]
    levels = [lv.level for lv in content.battle.primordials[primordial].levels]
    return primordial, levels[(seed // len(ids)) % len(levels)]


def play_checked(
    content: ContentPack, seed: int, level: int, save: object = None, primordial: str = ""
) -> object:
    game = new_practice_game(
        content, seed, primordial=primordial or None, level=level, save=save, durable=False
    )
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
    """[BAT-SETUP-034] every battle ends (won or lost); invariants after every decision; every
    Primordial (the Adversary too) at each of its levels in turn."""
    save = tmp_path / f"battle-{seed}.atoj"
    primordial, level = pick(content, seed)
    game = play_checked(content, seed, level=level, save=save, primordial=primordial)
    game.close()
    battle = game.state.battle
    assert battle is not None and battle.result in ("won", "lost", "retreat")
    result = verify_journal(save, content)
    assert result.ok, f"seed {seed}: {result.divergence}"
