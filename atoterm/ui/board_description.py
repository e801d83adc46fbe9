"""The board described in words, in a modal a screen reader can walk line by line.

Opened by ``d`` on the battle screen. The text is
:func:`atoterm.views.board.describe_board` (the same lines ``atoterm battle
--plain`` prints): plain text in a read-only :class:`TextArea`, which takes the focus, so the
cursor keys move through it line by line and nothing is carried by colour.
"""

from __future__ import annotations

from typing import ClassVar

from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Vertical
from textual.widgets import TextArea

from atoterm.safe_text import safe_lines
from atoterm.ui.safe_widgets import SafeStatic
from atoterm.ui.size_guard import GuardedModal
from atoterm.ui.stable_footer import StableFooter


class BoardDescription(GuardedModal[None]):
    """Every miniature, terrain tile, red line and distance, as text."""

    DEFAULT_CSS = """
    #describe-body {
        width: 90%;
        height: 90%;
        border: thick $primary;
        background: $surface;
        padding: 0 1;
    }
    #describe-text {
        height: 1fr;
    }
    """
    BINDINGS: ClassVar[list[BindingType]] = [
        Binding(
            "escape,q,d",
            "close",
            "Close the description",
            key_display="esc",
            id="description.close",
        ),
    ]

    def __init__(self, lines: list[str]) -> None:
        super().__init__()
        self.lines = list(lines) or ["There is no battle board now."]

    @property
    def text(self) -> str:
        return safe_lines("\n".join(self.lines))  # names from the journal, shown as text

    def compose(self) -> ComposeResult:
        with Vertical(id="describe-body"):
            yield SafeStatic("The board in words (arrow keys read line by line, esc closes)")
            yield TextArea(
                self.text,
                read_only=True,
                soft_wrap=True,
                show_line_numbers=False,
                id="describe-text",
            )
        yield StableFooter()

    def on_mount(self) -> None:
        self.query_one("#describe-body").border_title = "Board description"
        self.query_one(TextArea).focus()

    def action_close(self) -> None:
        self.dismiss(None)


def open_board_description(screen: object) -> None:
    """Push the description of ``screen.game``'s board (the battle screen's ``d``)."""
    from atoterm.views.board import describe_board

    game = screen.game  # type: ignore[attr-defined]
    lines = describe_board(game.state, game.content)
    screen.app.push_screen(BoardDescription(lines))  # type: ignore[attr-defined]
