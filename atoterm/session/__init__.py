"""Sessions: a game = content + engine state + journal, with undo/redo, load, replay, verify.

The names below load on first use (PEP 562), so importing a light submodule such as
``atoterm.session.paths`` (the title screen does) does not pull in the rules engine.
"""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING, Any

_EXPORTS = {
    # What the front ends catch or pass on, so they import no layer below the session:
    "ContentError": "atoterm.content",
    "IllegalAction": "atoterm.engine.decisions",
    "JournalError": "atoterm.store",
    "JournalLocked": "atoterm.store",
    "RulesOptions": "atoterm.engine.state",
    "load_content": "atoterm.content",
    # The session itself:
    "DesyncError": "atoterm.session.history",
    "Divergence": "atoterm.session.replay",
    "Game": "atoterm.session.game",
    "LoadReport": "atoterm.session.loading",
    "SessionError": "atoterm.session.game",
    "VerifyResult": "atoterm.session.replay",
    "load_game": "atoterm.session.loading",
    "verify_journal": "atoterm.session.replay",
}
__all__ = [
    "ContentError",
    "DesyncError",
    "Divergence",
    "Game",
    "IllegalAction",
    "JournalError",
    "JournalLocked",
    "LoadReport",
    "RulesOptions",
    "SessionError",
    "VerifyResult",
    "load_content",
    "load_game",
    "verify_journal",
]

if TYPE_CHECKING:
    from atoterm.content import ContentError, load_content
    from atoterm.engine.decisions import IllegalAction
    from atoterm.engine.state import RulesOptions
    from atoterm.session.game import Game, SessionError
    from atoterm.session.history import DesyncError
    from atoterm.session.loading import LoadReport, load_game
    from atoterm.session.replay import Divergence, VerifyResult, verify_journal
    from atoterm.store import JournalError, JournalLocked


def __getattr__(name: str) -> Any:
    if name not in _EXPORTS:
        raise AttributeError(f"module 'atoterm.session' has no attribute {name!r}")
    value = getattr(importlib.import_module(_EXPORTS[name]), name)
    globals()[name] = value
    return value
