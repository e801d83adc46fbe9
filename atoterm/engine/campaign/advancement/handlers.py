"""Every "adva.*" decision comes here and goes to the procedure registered for its kind; the
machine then runs the current step again (the Advancement Step, or the Exploration Step for a
trade or a Save asked there)."""

from __future__ import annotations

from collections.abc import Callable

from atoterm.engine.context import Ctx
from atoterm.engine.decisions import Option
from atoterm.engine.machine import handler

AdvaHandler = Callable[[Ctx, Option], None]
ADVA_HANDLERS: dict[str, AdvaHandler] = {}


def adva_handler(kind: str) -> Callable[[AdvaHandler], AdvaHandler]:
    """Register the resolution of the decision ``kind`` ("adva.menu" ...)."""

    def register(fn: AdvaHandler) -> AdvaHandler:
        ADVA_HANDLERS[kind] = fn
        return fn

    return register


@handler("adva")
def answer_advancement(ctx: Ctx, option: Option) -> None:
    assert ctx.answered is not None
    ADVA_HANDLERS[ctx.answered.kind](ctx, option)
