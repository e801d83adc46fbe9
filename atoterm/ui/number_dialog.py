"""Ask the player for a whole number (a decision number, a day)."""

from __future__ import annotations

from typing import ClassVar

from textual import on
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Vertical
from textual.widgets import Footer, Input

from atoterm.ui.safe_widgets import SafeLabel
from atoterm.ui.size_guard import GuardedModal


class NumberDialog(GuardedModal[int | None]):
    """Returns the number typed, or None when cancelled or left empty."""

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("escape", "cancel", "Cancel", id="number.cancel"),
    ]

    def __init__(self, question: str, hint: str = "") -> None:
        super().__init__()
        self.question = question
        self.hint = hint

    def compose(self) -> ComposeResult:
        with Vertical(id="number-box", classes="dialog"):
            yield SafeLabel(self.question, classes="dialog-title")
            if self.hint:
                yield SafeLabel(self.hint)
            yield Input(id="number", restrict=r"[0-9]*", max_length=9)
        yield Footer()

    def on_mount(self) -> None:
        self.query_one("#number", Input).focus()

    @on(Input.Submitted, "#number")
    def _typed(self, event: Input.Submitted) -> None:
        text = event.value.strip()
        self.dismiss(int(text) if text else None)

    def action_cancel(self) -> None:
        self.dismiss(None)
