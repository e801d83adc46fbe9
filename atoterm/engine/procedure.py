"""One procedure protocol for every rule that asks the players (ARCHITECTURE §2).

Campaign steps, the storybook reader and battles are all generators of the same shape. A
procedure that needs the players writes::

    option = yield from ctx.ask(Decision("explore.option", "players", prompt, options))

and goes on with the chosen :class:`~atoterm.engine.decisions.Option` right there. At a point
where the state alone says how far it got (a step's start, a quiet point, a part of a step
reached) it writes ``yield from ctx.checkpoint(label)``. The game's runner
(``engine/runner.py``) drives the procedure: it sends each answer into the procedure that asked
(kept suspended between two decisions), or restarts the procedure from its checkpoint, which
gives the same result. The battle's context (``battle/core/context.B``) and the campaign's
(``engine/context.Ctx``) both ask and checkpoint through this module.
"""

from __future__ import annotations

from collections.abc import Generator
from typing import NamedTuple, Protocol, TypeVar

from atoterm.engine.decisions import Decision, IllegalAction, Option

T = TypeVar("T")


class Checkpoint(NamedTuple):
    """Yielded at a checkpoint: from here on the state alone says where the procedure is (a
    named tuple: one is made at every checkpoint, and a frozen dataclass is several times
    slower to make)."""

    label: str


Proc = Generator[Decision | Checkpoint, str, T]
"""A procedure: yields decisions (and checkpoints), receives option ids, returns T."""


def ask(decision: Decision) -> Proc[Option]:
    """Stop until the players answer ``decision``; return the chosen option (never a disabled
    one: the answer is checked against the decision that was asked)."""
    answer = yield decision
    option = decision.option(answer)
    if option.disabled:
        raise IllegalAction(f"{option.label}: {option.disabled}")
    return option


class Asks(Protocol):
    """What a procedure's context offers it to talk to the runner (``B``, ``Ctx``)."""

    def ask(self, decision: Decision) -> Proc[Option]: ...

    def checkpoint(self, label: str) -> Proc[None]: ...
