"""The table a bot reads when a battle is played without a session (``bot_policy.Table``):
a practice battle simulated headless, or an expert's look-ahead on a copy of one."""

from __future__ import annotations

from dataclasses import dataclass

from atoterm.content.schema import ContentPack
from atoterm.engine.decisions import Decision
from atoterm.engine.state import GameState


@dataclass
class SimulatedTable:
    """A practice battle played without a session: what a bot reads (``bot_policy.Table``)."""

    content: ContentPack
    state: GameState
    seed: int
    choices_made: int = 0

    @property
    def pending(self) -> Decision | None:
        return self.state.pending
