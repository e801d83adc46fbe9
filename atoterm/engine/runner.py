"""The runner: what drives one game's procedures from decision to decision (ARCHITECTURE §2).

Rule procedures are generators that ``yield`` decisions. Between two decisions a procedure can
be kept suspended, so the answer is sent straight into it (the fast path); or it can be
restarted from its checkpoint and fed the answers recorded since, which gives the same result
(the state holds the checkpoint, so a state decoded from a keyframe goes on the same way).

Procedures nest: the campaign's procedure (``engine/round.py``) runs a battle through the
battle driver, which keeps its own procedure. So a state may have one suspended procedure per
*slot*: the campaign's (:data:`CAMPAIGN`) and the battle driver's (the default slot).

Each session (``Game``) owns one runner; a headless tool that calls the engine without a
session makes its own (``Runner()``) and passes it. Nothing of this lives in module globals:
two games in one process never share a suspended procedure, and nothing is keyed by the
identity of a state.
"""

from __future__ import annotations

import weakref
from collections.abc import Generator
from dataclasses import dataclass
from typing import Any

MAX_HELD = 8
"""Suspended procedures kept per runner (a session has one live state, plus the few states its
history rebuilds while undoing or verifying)."""
BATTLE = ""
"""The battle driver's slot (``battle/flow/driver.py``)."""
CAMPAIGN = "campaign"
"""The slot of the campaign's own procedure (``engine/machine.py``)."""


@dataclass(slots=True)
class Held:
    """A procedure waiting at a decision, valid only for the very state object it left and
    the very checkpoint it counts from."""

    state: weakref.ref[Any]
    checkpoint: object
    gen: Generator[Any, Any, None]
    data: Any
    """What the procedure needs besides its frame (its context; the battle's answers)."""
    slot: str = BATTLE


def _close_held(runner: weakref.ref[Runner]) -> None:
    """At interpreter exit: close the procedures a still-living runner keeps suspended."""
    alive = runner()
    if alive is not None:
        alive.clear()


class Runner:
    """Keeps one game's suspended procedures; ``fast_path=False`` always restarts them from
    their checkpoint (the tests compare both ways)."""

    def __init__(self, fast_path: bool = True) -> None:
        self.fast_path = fast_path
        self.untold = False
        """Nobody reads this game's events (``atoterm verify``): battles make none, as while
        they replay answers already given. Events are not part of the state."""
        self._held: list[Held] = []
        # Close suspended procedures at interpreter exit while their modules are still whole.
        # The callback holds only a weak reference: a suspended procedure's frame reaches the
        # runner again (through its context), so holding the list itself kept every runner,
        # its game and its content alive for the whole process.
        weakref.finalize(self, _close_held, weakref.ref(self))

    def hold(
        self,
        state: object,
        checkpoint: object,
        gen: Generator[Any, Any, None],
        data: Any,
        slot: str = BATTLE,
    ) -> None:
        """Keep ``gen`` suspended for ``state`` at ``checkpoint`` (in ``slot``)."""
        held = self._held
        # (twice a decision, mostly with nothing held, as ``take`` took it: the list is
        # looked through only when there is something in it, in one pass, each weak
        # reference read once)
        if held:
            kept = []
            for h in held:
                alive = h.state()
                if alive is not None and (alive is not state or h.slot != slot):
                    kept.append(h)
            if len(kept) >= MAX_HELD:
                del kept[0]
            held[:] = kept
        held.append(Held(weakref.ref(state), checkpoint, gen, data, slot))

    def take(self, state: object, checkpoint: object, slot: str = BATTLE) -> Held | None:
        """The procedure suspended for this very ``state`` at this very ``checkpoint`` (in
        ``slot``), no longer held; None when it must be restarted from its checkpoint."""
        for index, held in enumerate(self._held):
            if held.state() is state and held.slot == slot:
                del self._held[index]
                if self.fast_path and held.checkpoint is checkpoint:
                    return held
                return None
        return None

    def clear(self) -> None:
        """Forget every suspended procedure (they restart from their checkpoints)."""
        self._held.clear()
