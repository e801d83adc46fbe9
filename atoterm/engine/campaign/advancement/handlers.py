"""The "adva.*" decisions: each kind is answered by the procedure registered for it with the
machine; the machine then runs the current step again (the Advancement Step, or the
Exploration Step for a trade or a Save asked there)."""

from __future__ import annotations

from collections.abc import Callable

from atoterm.engine.context import Ctx
from atoterm.engine.decisions import Option
from atoterm.engine.machine import handler

AdvaHandler = Callable[[Ctx, Option], None]


def adva_handler(kind: str) -> Callable[[AdvaHandler], AdvaHandler]:
    """Register the resolution of the decision ``kind`` ("adva.menu" ...)."""
    return handler(kind)
