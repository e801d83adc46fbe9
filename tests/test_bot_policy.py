"""The practice-battle bot policies: ``random`` replays the property tests' stream exactly;
``progress`` only ever picks legal options and ends a battle in fewer decisions."""

from __future__ import annotations

import pytest

from atoterm.content import ContentPack
from atoterm.engine.rng import choose_index
from atoterm.session.bot_policy import BOT_POLICIES, bot_choice
from atoterm.session.practice import bot_battles, new_practice_game


def test_random_policy_is_the_property_test_stream(content: ContentPack) -> None:
    """[BAT-SETUP-034] the random bot picks ``choose_index(seed, "bot", n, len(legal))``."""
    game = new_practice_game(content, 3, durable=False)
    for made in range(40):
        if game.pending is None:
            break
        legal = game.pending.legal_options()
        expected = legal[choose_index(3, "bot", made, len(legal))].id
        assert bot_choice(game, "random") == expected
        game.choose(expected)


def test_progress_policy_plays_legal_options_to_the_end(content: ContentPack) -> None:
    """[BAT-SETUP-034] the progress bot ends the battle, never retreats while something else
    is legal, keeps the default loadout and never replays with a Sisyphus Tear."""
    game = new_practice_game(content, 5, durable=False)
    made = 0
    while game.pending is not None and made < 5000:
        pending = game.pending
        legal = [o.id for o in pending.legal_options()]
        chosen = bot_choice(game, "progress")
        assert chosen in legal, (pending.kind, chosen, legal)
        if chosen in ("retreat", "sisyphus"):
            assert legal == [chosen]
        if pending.kind == "battle.setup.mode":
            assert chosen == "default"
        game.choose(chosen)
        made += 1
    assert game.pending is None
    battle = game.state.battle
    assert battle is not None and battle.result in ("won", "lost", "retreat")


def test_bot_battles_takes_a_policy(content: ContentPack) -> None:
    stats = bot_battles(content, 11, 1, policy="progress")
    assert stats.games == 1 and not stats.unfinished and stats.decisions > 0


def test_unknown_policy_is_refused(content: ContentPack) -> None:
    game = new_practice_game(content, 1, durable=False)
    assert "progress" in BOT_POLICIES and "random" in BOT_POLICIES
    with pytest.raises(ValueError, match="unknown bot policy"):
        bot_choice(game, "clever")
