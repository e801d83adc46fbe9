"""A pause the player acknowledges ("Continue") before the screen moves on.

Some moments are over before a player sees them: the engine runs on to the next decision in
the same breath, so the closing paragraph of an adventure left the storybook at once (only
the narrow log kept it), and an Exploration Draw resolved without a question was never on
screen. After such a decision the screen holds: it shows what just happened and a Continue,
and only the player's enter (or any number key, or the palette's one entry) lets it go on to
the next decision or screen.

The pause is the front end's alone: the engine has already moved on, nothing is asked of it
and nothing is written to the journal (a new engine decision would change every journal).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from rich.text import Text
from textual.binding import Binding, BindingType

from atoterm.ui.decision_panel import DecisionPanel

if TYPE_CHECKING:
    from atoterm.session import Game
    from atoterm.views.types import Event

CONTINUE_KEYS: list[BindingType] = [
    Binding("enter", "continue", "Continue", key_display="⏎", priority=True, id="pause.continue"),
]
"""Enter goes on while a pause is held (before the option list gets it); it does nothing
otherwise (``check_action``), so enter still chooses the highlighted option."""

ADVENTURE_END_EVENTS = frozenset({"paragraph", "adventure_over"})
"""What the last decision of an adventure shows in the story: its closing paragraph."""
DRAW_OVER_EVENT = "exploration_shuffle"
"""The engine's event at the end of the Exploration Draw's second stack [VOY-025]."""


@dataclass(frozen=True)
class Pause:
    """What the screen holds on: a heading and the words under it."""

    title: str
    words: str

    def text(self) -> Text:
        text = Text(f"{self.title}\n", "bold")
        text.append(self.words)
        text.append("\n\n▶ Continue: press enter (or 1).", "bold reverse")
        return text


def adventure_ended(events: list[Event]) -> bool:
    """The decision closed an adventure with words of its own (its last paragraph)."""
    return any(event.kind in ADVENTURE_END_EVENTS for event in events)


def draw_finished(events: list[Event]) -> bool:
    """The decision's consequences included the end of an Exploration Draw."""
    return any(event.kind == DRAW_OVER_EVENT for event in events)


class ContinuePause:
    """Mixin for a game screen (put it before ``GameScreenBase``): hold after a decision
    when :meth:`pause_after` says so, go on when the player continues.

    The screen draws the pause in :meth:`show_pause`; while held, every way of choosing
    (number keys, the option list, the palette) continues instead, so no decision the
    player cannot see is ever taken.
    """

    game: Game
    held: Pause | None = None
    """The pause shown now, or None."""
    _deciding = False

    def pause_after(self, events: list[Event]) -> Pause | None:
        """The pause the decision just taken calls for (None: go on at once)."""
        return None

    def show_pause(self, pause: Pause) -> None:  # pragma: no cover - each screen draws its own
        raise NotImplementedError

    # ------------------------------------------------------------------ the decision
    def choose(self, index: int) -> None:
        if self.held is not None:
            self.action_continue()
            return
        self._deciding = True
        try:
            super().choose(index)  # type: ignore[misc]
        finally:
            self._deciding = False

    def action_choose_key(self, key: str) -> None:
        # While held the option list is hidden, so the base screen would treat every number
        # key as one out of sight; a number key continues instead.
        if self.held is not None:
            self.action_continue()
            return
        super().action_choose_key(key)  # type: ignore[misc]

    def legal_choices(self) -> list[tuple[int, str, str]]:
        if self.held is not None:
            return [(0, "Continue", self.held.title)]
        found: list[tuple[int, str, str]] = super().legal_choices()  # type: ignore[misc]
        return found

    def refresh_or_switch(self) -> None:
        """Hold after a decision that calls for it; otherwise (also on continue, undo and
        redo, which release a pause) show the game as the base screen does."""
        released = self.held is not None
        pause = self.pause_after(self.game.last_events) if self._deciding else None
        self.held = pause
        if pause is not None:
            self.show_pause(pause)
            return
        super().refresh_or_switch()  # type: ignore[misc]
        if released:  # the options were hidden during the pause: hidden widgets lose focus
            for panel in self.query(DecisionPanel):  # type: ignore[attr-defined]
                panel.focus_options()

    # ------------------------------------------------------------------ going on
    def action_continue(self) -> None:
        if self.held is not None:
            self.refresh_or_switch()  # not deciding: no new pause, the held one is released

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        if action == "continue" and self.held is None:
            return False
        allowed: bool | None = super().check_action(action, parameters)  # type: ignore[misc]
        return allowed
