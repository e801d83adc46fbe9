"""Sessions: a game = content + engine state + journal, with undo/redo, load, replay, verify."""

from atoterm.session.game import Game, SessionError
from atoterm.session.history import DesyncError
from atoterm.session.loading import LoadReport, load_game
from atoterm.session.replay import Divergence, VerifyResult, verify_journal

__all__ = [
    "DesyncError",
    "Divergence",
    "Game",
    "LoadReport",
    "SessionError",
    "VerifyResult",
    "load_game",
    "verify_journal",
]
