"""The replay viewer: a journal opened read-only, shown after any decision of its line.

Position k is the state after the first k decisions of the journal's current line (0 is the
campaign before any decision). Nothing here can change the journal.
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING, ClassVar

from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding, BindingType

from atoterm.ui.argo_sheet import ArgoSheet, step_title
from atoterm.ui.board_layout import compose_board, title_board
from atoterm.ui.campaign_glance import GLANCE_BINDINGS, glance_overview, glance_whole_map
from atoterm.ui.event_log import EventLog
from atoterm.ui.map_view import MapView
from atoterm.ui.message_history_screen import HISTORY_BINDINGS, MessageHistoryScreen
from atoterm.ui.safe_widgets import SafeStatic
from atoterm.ui.session_access import (
    OpenError,
    chosen_label,
    first_position_of_day,
    state_after,
)
from atoterm.ui.size_guard import GuardedScreen
from atoterm.views.campaign import current_day
from atoterm.views.option_words import worded

if TYPE_CHECKING:
    from atoterm.session import Game
    from atoterm.ui.app import AtotermApp
    from atoterm.views.types import GameState


NOTHING_SHOWN = "no decision of this journal could be replayed, so there is nothing to show"


class ReplayScreen(GuardedScreen):
    """Step through a journal; ``g`` and ``d`` jump to a decision or a day."""

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("right,n", "step(1)", "Next", key_display="→ n", priority=True, id="replay.next"),
        Binding("left,p", "step(-1)", "Back", key_display="← p", priority=True, id="replay.back"),
        Binding("home", "jump(0)", "First decision", show=False, priority=True, id="replay.first"),
        Binding("end", "last", "Last decision", show=False, priority=True, id="replay.last"),
        Binding("g", "ask_position", "Go to #", id="replay.go_to"),
        Binding("d", "ask_day", "Day", id="replay.day"),
        Binding("question_mark", "help", "Help", key_display="?", id="replay.help"),
        *HISTORY_BINDINGS,
        *GLANCE_BINDINGS,
        Binding("escape", "title", "Title", id="replay.title"),
        Binding("q", "app.quit", "Quit", id="replay.quit"),
    ]

    def __init__(self, game: Game, journal: Path, notes: list[str] | None = None) -> None:
        super().__init__()
        self.game = game
        self.journal = journal
        """The file being replayed (opened read-only)."""
        self._notes = list(notes or [])
        self.position = game.history.position
        """The line position shown (decisions applied so far)."""
        self.shown: GameState | None = None
        """The state after decision ``position`` (None until one could be rebuilt)."""

    @property
    def atoterm(self) -> AtotermApp:
        return self.app  # type: ignore[return-value]

    @property
    def last(self) -> int:
        return self.game.history.position

    def compose(self) -> ComposeResult:
        yield from compose_board(SafeStatic(id="replay-info", classes="panel"))

    def on_mount(self) -> None:
        title_board(self, "replay-info", "Replay", "Log (latest events)")
        self.show_position(self.position)

    def show_position(self, position: int) -> None:
        try:
            state = state_after(self.game.history, position)
        except OpenError as exc:
            self.notify(str(exc), title="Replay", severity="error")
            return
        self.position = position
        self.shown = state
        game = self.game
        journal = self.journal.name
        self.query_one("#status", SafeStatic).update(
            f"REPLAY (read-only) · {journal} · seed {game.header.seed} · "
            f"decision {position} of {self.last} · day {current_day(state)}/"
            f"{state.timeline.length}"
        )
        self.query_one(MapView).show(game.content, state.voyage)
        self.query_one(ArgoSheet).show(game.content, state)
        self.query_one("#replay-info", SafeStatic).update(self.describe(position, state))
        log = self.query_one(EventLog)
        log.replace(game.history.events_until(position))
        for note in self._notes:
            log.note(note)

    def _prompt(self, state: GameState) -> str:
        shown = worded(self.game.content, state.pending, state)
        return shown.prompt if shown is not None else ""

    def describe(self, position: int, state: GameState) -> Text:
        text = Text(f"After decision {position} of {self.last}", "bold")
        text.append(f" · {step_title(state.step)}\n")
        if position == 0:
            text.append("The campaign as it was set up, before any decision.\n")
        else:
            prompt, label = chosen_label(self.game.history, position)
            text.append(f"Asked: {prompt}\nChosen: {label}\n")
        if state.outcome is not None:
            text.append(f"The campaign is over: {state.outcome.result}. {state.outcome.reason}\n")
        elif state.pending is not None and position < self.last:
            _, upcoming = chosen_label(self.game.history, position + 1)
            text.append(f"Next: {self._prompt(state)}\n  → {upcoming}\n")
        elif state.pending is not None:
            text.append(f"Waiting (end of the journal): {self._prompt(state)}\n")
        return text

    # ------------------------------------------------------------------ moving
    def action_step(self, delta: int) -> None:
        target = self.position + delta
        if not 0 <= target <= self.last:
            edge = "start" if target < 0 else "end"
            self.notify(f"already at the {edge} of the journal", title="Replay")
            return
        self.show_position(target)

    def action_jump(self, position: int) -> None:
        self.show_position(max(0, min(position, self.last)))

    def action_last(self) -> None:
        self.show_position(self.last)

    def action_ask_position(self) -> None:
        from atoterm.ui.number_dialog import NumberDialog

        def jump(number: int | None) -> None:
            if number is None:
                return
            if number > self.last:
                self.notify(f"the journal has {self.last} decisions", title="Replay")
                return
            self.show_position(number)

        hint = f"0 is the start; the journal has {self.last} decisions."
        self.app.push_screen(NumberDialog("Go to decision number:", hint), jump)

    def action_ask_day(self) -> None:
        from atoterm.ui.number_dialog import NumberDialog

        def jump(day: int | None) -> None:
            if day is None:
                return
            try:
                position = first_position_of_day(self.game.history, day)
            except OpenError as exc:
                self.notify(str(exc), title="Replay", severity="error")
                return
            if position is None:
                final_day = current_day(state_after(self.game.history, self.last))
                self.notify(
                    f"the journal never reaches day {day} (it ends on day {final_day})",
                    title="Replay",
                )
                return
            self.show_position(position)

        self.app.push_screen(NumberDialog("Go to the first decision of day:"), jump)

    def action_message_history(self) -> None:
        """The whole log up to the decision shown."""
        self.app.push_screen(MessageHistoryScreen(self.game.history, self.position))

    def action_whole_map(self) -> None:
        """``M``: the sea as it was after the decision shown (a practice game has none)."""
        if self.shown is None:
            self._refuse(NOTHING_SHOWN)
            return
        glance_whole_map(self.app, self.game.content, self.shown, self._refuse)

    def action_overview(self) -> None:
        """``O``: the campaign overview after the decision shown."""
        if self.shown is None:
            self._refuse(NOTHING_SHOWN)
            return
        glance_overview(self.app, self.game.content, self.shown, self._refuse)

    def _refuse(self, reason: str) -> None:
        """Why a key did nothing: in the log, where each refusal replaces the last."""
        self.query_one(EventLog).refusal(reason)

    def action_help(self) -> None:
        from atoterm.ui.help_screen import HelpScreen

        self.app.push_screen(HelpScreen(self, "replay"))

    def action_title(self) -> None:
        self.atoterm.back_to_title()
