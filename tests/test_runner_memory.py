"""A finished game lets go of its memory: the runner that keeps its suspended procedures is
collected with it. (Its exit-time clean-up once held the suspended procedures themselves, whose
frames reach the runner again, so every game a process ever played stayed alive with its
content — thousands in the suite, one more per practice game in a long TUI session.)"""

from __future__ import annotations

import gc
import weakref

from atoterm.content import ContentPack
from atoterm.engine.runner import _close_held
from atoterm.session.practice import new_practice_game, play_bot


def test_a_closed_battle_leaves_no_runner_alive(content: ContentPack) -> None:
    game = new_practice_game(content, 5, durable=False)
    play_bot(game, 12, "progress")  # a battle procedure is suspended at its decision
    assert game.pending is not None
    runner = weakref.ref(game.runner)
    state = weakref.ref(game.state)
    game.close()
    del game
    gc.collect()
    assert runner() is None and state() is None


def test_at_exit_a_living_runner_lets_go_of_its_procedures(content: ContentPack) -> None:
    """The exit-time clean-up (through a weak reference) still empties a living runner."""
    game = new_practice_game(content, 5, durable=False)
    play_bot(game, 12, "progress")
    assert game.runner._held
    _close_held(weakref.ref(game.runner))
    assert game.runner._held == []
    game.close()
