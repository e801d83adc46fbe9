"""The voyage screen: map, Argo sheet, message log and the pending decision.

The screen never decides a rule: it shows ``game.pending`` and sends back the option the
player picked; whatever the engine refuses comes back as ``IllegalAction.reason`` and is
shown in the log and a notification, with nothing changed.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, ClassVar

from textual import on
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.widgets import Static

from atoterm.engine import IllegalAction
from atoterm.session import DesyncError, SessionError
from atoterm.ui.argo_sheet import ArgoSheet, step_title
from atoterm.ui.board_layout import compose_board, title_board
from atoterm.ui.decision_commands import DecisionCommands
from atoterm.ui.decision_panel import DecisionPanel
from atoterm.ui.event_log import EventLog
from atoterm.ui.map_view import MapView
from atoterm.ui.session_access import recent_events
from atoterm.ui.size_guard import GuardedScreen

if TYPE_CHECKING:
    from atoterm.session import Game
    from atoterm.ui.app import AtotermApp

NUMBER_KEYS = tuple(str(n) for n in range(1, 10))


def status_line(game: Game) -> str:
    journal = game.path.name if game.path else "not saved"
    where = "campaign over" if game.over else step_title(game.state.step)
    return f"{journal} · undo {game.header.undo} · decision {game.history.position} · {where}"


class VoyageScreen(GuardedScreen):
    """Play: every key here is listed by the help screen (``?``)."""

    COMMANDS: ClassVar = {DecisionCommands}
    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("u,ctrl+z", "undo", "Undo", key_display="u ^z"),
        Binding("U,ctrl+y", "redo", "Redo", key_display="U ^y"),
        Binding("question_mark", "help", "Help", key_display="?"),
        Binding("escape", "title", "Title"),
        Binding("q", "app.quit", "Quit"),
        *[
            Binding(
                key, f"choose({int(key) - 1})", "Choose the option with that number", show=False
            )
            for key in NUMBER_KEYS
        ],
    ]

    def __init__(self, game: Game, notes: list[str] | None = None) -> None:
        super().__init__()
        self.game = game
        self._notes = list(notes or [])

    def compose(self) -> ComposeResult:
        yield from compose_board(DecisionPanel(id="decision", classes="panel"))

    def on_mount(self) -> None:
        title_board(self, "decision", "Decision", "Log")
        log = self.query_one(EventLog)
        log.add_events(recent_events(self.game.history, self.game.history.position))
        for note in self._notes:
            log.note(note)
        self.show_state()
        self.query_one(DecisionPanel).focus_options()

    @property
    def atoterm(self) -> AtotermApp:
        return self.app  # type: ignore[return-value]

    # ------------------------------------------------------------------ showing
    def show_state(self) -> None:
        from atoterm.ui.battle_screen import follow_phase

        if follow_phase(self, self.game, "voyage"):  # the Battle Phase began: show the battle
            return
        game = self.game
        state = game.state
        self.query_one("#status", Static).update(status_line(game))
        self.query_one(MapView).show(game.content, state.voyage)
        self.query_one(ArgoSheet).show(game.content, state)
        self.query_one(DecisionPanel).show(game.pending, state.outcome)

    def refuse(self, reason: str) -> None:
        """Tell the player why nothing happened."""
        self.query_one(EventLog).refusal(reason)
        self.notify(reason, title="Not allowed", severity="warning")

    # ------------------------------------------------------------------ deciding
    def legal_choices(self) -> list[tuple[int, str, str]]:
        pending = self.game.pending
        if pending is None:
            return []
        return [
            (index, option.label, option.explain)
            for index, option in enumerate(pending.options)
            if not option.disabled
        ]

    def choose(self, index: int) -> None:
        pending = self.game.pending
        if pending is not None and not 0 <= index < len(pending.options):
            self.refuse(f"there is no option {index + 1} (options 1 to {len(pending.options)})")
            return
        try:
            events = self.game.choose(index)
        except IllegalAction as exc:
            self.refuse(exc.reason)
            return
        except SessionError as exc:
            self.refuse(str(exc))
            return
        except OSError as exc:
            self.refuse(f"the journal could not be written: {exc.strerror or exc}")
            return
        self.query_one(EventLog).add_events(events)
        self.show_state()

    def action_choose(self, index: int) -> None:
        self.choose(index)

    @on(DecisionPanel.Chosen)
    def _picked(self, message: DecisionPanel.Chosen) -> None:
        self.choose(message.index)

    # ------------------------------------------------------------------ undo / redo
    def action_undo(self) -> None:
        before = self.game.history.position
        if self._move_line(self.game.undo):
            self.query_one(EventLog).note(
                f"Undid decision {before}; back to the state after decision {before - 1}."
            )
            self.show_state()

    def action_redo(self) -> None:
        if self._move_line(self.game.redo):
            log = self.query_one(EventLog)
            log.note(f"Redid decision {self.game.history.position}.")
            log.add_events(self.game.last_events)
            self.show_state()

    def _move_line(self, step: Callable[[int], None]) -> bool:
        """Undo or redo one decision; explain any refusal and return whether it happened."""
        try:
            step(1)
            self.game.state  # noqa: B018 (rebuilt from the nearest keyframe here, not mid-draw)
        except IllegalAction as exc:
            self.refuse(exc.reason)
            return False
        except SessionError as exc:
            self.refuse(str(exc))
            return False
        except DesyncError as exc:
            self.refuse(f"{exc}; the journal is left as it is")
            return False
        except OSError as exc:
            self.refuse(f"the journal could not be written: {exc.strerror or exc}")
            return False
        return True

    # ------------------------------------------------------------------ elsewhere
    def action_help(self) -> None:
        from atoterm.ui.help_screen import HelpScreen

        self.app.push_screen(HelpScreen(self, "voyage"))

    def action_title(self) -> None:
        self.atoterm.back_to_title()
