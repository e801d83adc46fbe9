"""Leaving a game asks first: quit atoterm, go back to the title screen, or stay.

A stray ``q`` (or ``esc``, which once left the game) must not throw a player out of a
battle. Nothing is lost either way, since every decision is written to the journal as it is
made, and the dialog says so: the question is only whether the player meant to leave.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, ClassVar

from textual import on
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Vertical
from textual.widgets import Footer

from atoterm.ui.safe_widgets import SafeLabel, SafeOption, SafeOptionList
from atoterm.ui.size_guard import GuardedModal

if TYPE_CHECKING:
    from atoterm.session import Game
    from atoterm.ui.app import AtotermApp

QUIT, TITLE = "quit", "title"


def saved_words(game: Game | None) -> str:
    """Where the game is kept, in words."""
    if game is None or game.path is None:
        return "This game is not written to a journal: leaving ends it."
    return (
        f"Every decision is already saved in {game.path.name}, as it is made: nothing is "
        "lost. Opening it again (Continue on the title screen) picks up exactly here."
    )


class LeaveDialog(GuardedModal[str | None]):
    """Returns "quit", "title", or None (stay)."""

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("y", "choose('quit')", "Quit atoterm", id="leave.quit"),
        Binding("t", "choose('title')", "Back to the title screen", id="leave.title"),
        Binding("n,escape", "choose('')", "Stay in the game", key_display="n esc", id="leave.stay"),
    ]

    def __init__(self, game: Game | None) -> None:
        super().__init__()
        self.game = game

    def compose(self) -> ComposeResult:
        from atoterm.ui.user_settings import shown_key

        def key(binding_id: str, default: str) -> str:  # the player's own keys, if changed
            return shown_key(self.app, binding_id, default)

        with Vertical(id="leave-box", classes="dialog"):
            yield SafeLabel("Leave the game?", classes="dialog-title")
            yield SafeLabel(saved_words(self.game), id="leave-saved")
            yield SafeOptionList(
                SafeOption(f"{key('leave.quit', 'y')}  Quit atoterm", id=QUIT),
                SafeOption(f"{key('leave.title', 't')}  Back to the title screen", id=TITLE),
                SafeOption(f"{key('leave.stay', 'n')}  Stay in the game", id="stay"),
                id="leave-choices",
            )
        yield Footer()

    def on_mount(self) -> None:
        choices = self.query_one("#leave-choices", SafeOptionList)
        choices.highlighted = 2  # enter on its own stays: leaving takes a deliberate key
        choices.focus()

    @on(SafeOptionList.OptionSelected, "#leave-choices")
    def _picked(self, event: SafeOptionList.OptionSelected) -> None:
        self.action_choose(event.option.id or "")

    def action_choose(self, choice: str) -> None:
        self.dismiss(choice if choice in (QUIT, TITLE) else None)


def ask_to_leave(app: AtotermApp) -> None:
    """Show the dialog over the game and do what the player picks."""

    def picked(choice: str | None) -> None:
        if choice == QUIT:
            app.quit_now()
        elif choice == TITLE:
            app.back_to_title()

    if not isinstance(app.screen, LeaveDialog):
        app.push_screen(LeaveDialog(app.game), picked)
