"""One base class and one routing table for the game screens (``ui/game_screen.py``).

Choosing, refusing, undo/redo and the desync handling live in ``GameScreenBase`` only: a game
screen that re-implemented them would drift from the others (the voyage screen's copy once
did). Every view the routing table knows is shown by a screen whose ``VIEW`` names it.
"""

from __future__ import annotations

import pytest

from atoterm.ui.game_screen import GAME_SCREENS, GameScreenBase, screen_class

SHARED = ("choose", "refuse", "action_undo", "action_redo", "_move_line", "legal_choices")


@pytest.mark.parametrize("view", sorted(GAME_SCREENS))
def test_each_view_has_one_game_screen(view: str) -> None:
    cls = screen_class(view)
    assert issubclass(cls, GameScreenBase)
    assert view == cls.VIEW
    assert cls.HELP and cls.HELP != GameScreenBase.HELP


@pytest.mark.parametrize("view", sorted(GAME_SCREENS))
def test_no_game_screen_reimplements_the_shared_behaviour(view: str) -> None:
    cls = screen_class(view)
    redefined = [name for name in SHARED if name in vars(cls)]
    assert redefined == []


@pytest.mark.parametrize("view", sorted(GAME_SCREENS))
def test_every_game_screen_has_the_common_keys(view: str) -> None:
    keys = set(screen_class(view)._merge_bindings().key_to_bindings)
    for key in ("u", "ctrl+z", "U", "ctrl+y", "question_mark", "q", "0", "1", "9"):
        assert key in keys, f"{view}: {key}"
    assert "escape" not in keys, f"{view}: esc closes what is open over a game, never the game"
