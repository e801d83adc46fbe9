"""What a rule procedure works with while it runs: state, content, random streams, events."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from atoterm.content.schema import ContentPack
from atoterm.engine.decisions import Decision, Event
from atoterm.engine.rng import Rng
from atoterm.engine.runner import Runner
from atoterm.engine.state import GameState, Outcome

ON_LOSS: list[Callable[[Ctx], None]] = []
"""Run when the campaign is lost without a paragraph saying so (the storybook's Campaign Loss)."""


@dataclass
class Ctx:
    state: GameState
    content: ContentPack
    rng: Rng
    events: list[Event] = field(default_factory=list)
    reveals: list[str] = field(default_factory=list)
    """Hidden things this decision showed (tiles, cards): strict undo cannot go back past them."""
    answered: Decision | None = None
    """The decision being answered (handlers of a family of kinds read its ``kind``)."""
    runner: Runner = field(default_factory=Runner)
    """The game's runner: it keeps the procedures suspended between decisions."""

    def emit(self, kind: str, text: str, rule: str = "", **data: Any) -> Event:
        event = Event(kind, text, rule, dict(data))
        self.events.append(event)
        return event

    def ask(self, decision: Decision) -> None:
        """Stop the machine until the players answer ``decision``."""
        self.state.pending = decision

    def reveal(self, what: str) -> None:
        self.reveals.append(what)

    def lose(self, reason: str, rule: str, directed: bool = False) -> None:
        """A loss condition was reached [CAMP-020]; the campaign ends at once. Unless a
        paragraph directed it, the storybook's "Campaign Loss" is read [CAMP-021]."""
        if self.state.outcome is None:
            self.state.outcome = Outcome("lost", reason, rule)
            self.state.phase = "over"
            self.state.pending = None
            self.emit("campaign_lost", f"The campaign is lost: {reason}", rule)
            if not directed:
                for hook in ON_LOSS:
                    hook(self)

    @property
    def over(self) -> bool:
        return self.state.outcome is not None
