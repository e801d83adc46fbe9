"""The battle driver: procedures resumed from checkpoints give exactly what live play gives.

The driver continues a suspended procedure directly when the game's runner holds it and otherwise
restores the last checkpoint's snapshot and replays the answers since. Both must produce the
same states, events and dice; undo, redo and loading a journal go through the replay path.
"""

from __future__ import annotations

import pytest

from atoterm.content import ContentPack
from atoterm.engine.rng import choose_index
from atoterm.session import Game, load_game
from atoterm.session.practice import new_practice_game

DECISIONS = 160


def play(
    content: ContentPack, seed: int, count: int, save: object = None, fast: bool = True
) -> tuple[Game, list[int], list[list[str]]]:
    game = new_practice_game(content, seed, level=2, save=save, durable=False)
    game.runner.fast_path = fast
    digests, events = [], []
    for made in range(count):
        if game.pending is None:
            break
        legal = game.pending.legal_options()
        made_events = game.choose(legal[choose_index(seed, "bot", made, len(legal))].id)
        digests.append(game.digest)
        events.append([e.text for e in made_events])
    return game, digests, events


@pytest.mark.parametrize("seed", [3, 11])
def test_replay_path_equals_fast_path(content: ContentPack, seed: int) -> None:
    """[BAT-SETUP-001] restarting from checkpoints changes nothing: same digests, same events."""
    _, fast_digests, fast_events = play(content, seed, DECISIONS)
    _, slow_digests, slow_events = play(content, seed, DECISIONS, fast=False)
    assert slow_digests == fast_digests
    assert slow_events == fast_events


def test_undo_then_same_choice_gives_same_dice(content: ContentPack) -> None:
    """Undo never re-rolls: the same answer after an undo gives the same state."""
    game, digests, _ = play(content, 5, 60)
    answer = game.history.line[-1].choice
    game.undo()
    assert game.digest == digests[-2]
    game.choose(answer)
    assert game.digest == digests[-1]


def test_loaded_journal_continues_identically(content: ContentPack, tmp_path) -> None:
    """A journal loaded mid-battle (state rebuilt from a keyframe, answers replayed) goes on
    exactly as the live game does."""
    save = tmp_path / "battle.atoj"
    game, _, _ = play(content, 9, 45, save=save)
    game.close()
    _, live_digests, _ = play(content, 9, 90)
    loaded, _report = load_game(save, content=content)
    assert loaded.digest == live_digests[44]
    for made in range(45, 90):
        if loaded.pending is None:
            break
        legal = loaded.pending.legal_options()
        loaded.choose(legal[choose_index(9, "bot", made, len(legal))].id)
        assert loaded.digest == live_digests[made], f"decision {made + 1} differs after loading"
    loaded.close()
