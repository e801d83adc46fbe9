"""What a campaign or storybook procedure works with while it runs: state, content, random
streams, events, and the procedure protocol (``ask``, ``checkpoint``: ``engine/procedure.py``).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from atoterm.content.schema import ContentPack
from atoterm.engine import procedure
from atoterm.engine.campaign_state import ChronicleEntry
from atoterm.engine.decisions import Decision, Event, Option
from atoterm.engine.procedure import Checkpoint, Proc
from atoterm.engine.rng import Rng
from atoterm.engine.runner import Runner
from atoterm.engine.state import GameState, Outcome

ON_LOSS: list[Callable[[Ctx], None]] = []
"""Run when the campaign is lost without a paragraph saying so (the storybook's Campaign Loss)."""


@dataclass
class Ctx:
    """What a campaign procedure works with while it runs: the state, the content, the dice
    and the events it emits."""

    state: GameState
    content: ContentPack
    rng: Rng
    events: list[Event] = field(default_factory=list)
    reveals: list[str] = field(default_factory=list)
    """Hidden things this decision showed (tiles, cards): strict undo cannot go back past them."""
    runner: Runner = field(default_factory=Runner)
    """The game's runner: it keeps the procedures suspended between decisions."""
    resume: Decision | None = None
    """On a restart (``engine/machine.py``), the decision the state waits at, until the
    procedure has found its way back to it."""

    def emit(self, kind: str, text: str, rule: str = "", **data: Any) -> Event:
        event = Event(kind, text, rule, dict(data))
        self.events.append(event)
        return event

    # ------------------------------------------------------------------ the procedure protocol
    def ask(self, decision: Decision) -> Proc[Option]:
        """Stop until the players answer ``decision``; return the chosen option."""
        return procedure.ask(decision)

    def checkpoint(self, label: str) -> Proc[None]:
        """The current step has reached ``label``: it is kept in ``campaign.stage`` (read back
        by :meth:`part`), so a restart goes on from here."""
        self.state.campaign.stage = self._stage_key() + label
        yield Checkpoint(label)

    def step_checkpoint(self) -> Proc[None]:
        """The top of the current step (its start, or a step run again after a battle reads
        its last label back with :meth:`part`): ``round`` and ``step`` say it, nothing to
        write."""
        yield Checkpoint(self.state.step)

    def part(self) -> str:
        """The label of the current step's last checkpoint ("" when the step just began: the
        label of an earlier step or day is cleared)."""
        key = self._stage_key()
        campaign = self.state.campaign
        if not campaign.stage.startswith(key):
            campaign.stage = key
        return campaign.stage[len(key) :]

    def _stage_key(self) -> str:
        return f"{self.state.round}|{self.state.step}|"

    def resumed(self, kind: str) -> Decision | None:
        """On a restart at a question of ``kind`` that the state's progress fields cannot lead
        back to (it was asked after a side effect: a drift's card drawn, a queued item taken),
        that question, to be asked again as it stands; None otherwise (and in live play)."""
        resume = self.resume
        return resume if resume is not None and resume.kind == kind else None

    def reveal(self, what: str) -> None:
        self.reveals.append(what)

    def chronicle(self, kind: str, text: str) -> None:
        """Note something for the campaign's chronicle (battles, deaths, discoveries ...)."""
        self.state.campaign.chronicle.append(ChronicleEntry(self.state.timeline.day, kind, text))

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
