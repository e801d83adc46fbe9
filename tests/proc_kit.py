"""Run one campaign or storybook procedure in a test the way the runner does (engine/machine.py).

``run(ctx, fn, answers)`` starts ``fn(ctx)``: a procedure that stopped at a decision before (the
state's ``pending``) is restarted and finds its way back to it, exactly as a restart does. Each
decision asked is answered from ``answers`` in turn; at the first one left unanswered the
procedure stops there, the decision in ``state.pending`` as the machine leaves it. ``result``
runs a procedure that asks nothing and returns what it returned; ``first_legal`` answers every
decision with its first legal option.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any

from atoterm.engine.context import Ctx
from atoterm.engine.decisions import Decision
from atoterm.engine.procedure import Checkpoint, Proc


@dataclass
class Ran:
    asked: list[str] = field(default_factory=list)
    """The kinds of the decisions asked, in order."""
    value: Any = None
    """What the procedure returned (None while it waits at a decision)."""
    done: bool = False
    checkpoints: list[str] = field(default_factory=list)
    """The labels of the checkpoints passed, in order."""


def run(
    ctx: Ctx,
    fn: Callable[[Ctx], Proc[Any]],
    answers: Sequence[str] = (),
    pick: Callable[[Decision], str] | None = None,
) -> Ran:
    """``pick``: answer every decision left when ``answers`` run out (at most 500)."""
    state = ctx.state
    queue = list(answers)
    picked = 0
    ran = Ran()
    ctx.resume = state.pending
    gen = fn(ctx)
    send: str | None = None
    while True:
        try:
            item = next(gen) if send is None else gen.send(send)
        except StopIteration as stop:
            ctx.resume = None
            ran.value, ran.done = stop.value, True
            return ran
        send = None
        if isinstance(item, Checkpoint):
            ran.checkpoints.append(item.label)
            continue
        assert isinstance(item, Decision)
        ctx.resume = None
        ran.asked.append(item.kind)
        if not queue and pick is not None and picked < 500:
            picked += 1
            queue.append(pick(item))
        if not queue:
            state.pending = item
            return ran
        state.pending = None
        send = queue.pop(0)


def result(ctx: Ctx, fn: Callable[[Ctx], Proc[Any]]) -> Any:
    """What a procedure that asks nothing returns."""
    ran = run(ctx, fn)
    assert ran.done, f"it asked {ran.asked}"
    return ran.value


def first_legal(ctx: Ctx, fn: Callable[[Ctx], Proc[Any]]) -> Ran:
    """Run ``fn`` to its end, answering each decision with its first legal option."""
    return run(ctx, fn, pick=lambda decision: decision.legal_options()[0].id)
