"""Inspect (``i``): the full rules text of the highlighted option, or of the board cell under
the battle cursor, in a modal over the game.

The words are :mod:`atoterm.views.inspect`'s (a read-only view of the option's typed value
and the content); this module only finds what the player points at and shows it. ``esc``
(or ``i``, ``enter``, ``q``) closes the overlay and the game goes on where it was.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, ClassVar

from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import VerticalScroll
from textual.widgets import Footer

from atoterm.ui.decision_panel import DecisionPanel
from atoterm.ui.safe_widgets import SafeOptionList, SafeStatic
from atoterm.ui.size_guard import GuardedModal
from atoterm.views.inspect import Inspection, inspect_cell, inspect_option

if TYPE_CHECKING:
    from atoterm.session import Game

NOTHING = "Nothing to inspect here: highlight an option (or, in a battle, a board cell) first."


def inspection_text(found: Inspection) -> Text:
    """The title in bold, then the lines (a screen reader reads them in order)."""
    text = Text(found.title, "bold")
    text.append("\n\n")
    text.append(found.text)
    return text


class InspectScreen(GuardedModal[None]):
    """A modal with one :class:`Inspection`; ``esc``, ``i``, ``enter`` or ``q`` closes it."""

    DEFAULT_CSS = """
    InspectScreen {
        align: center middle;
    }
    #inspect-box {
        width: 90%;
        max-width: 100;
        height: auto;
        max-height: 90%;
        border: thick $primary;
        background: $surface;
        padding: 0 1;
    }
    """
    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("escape,i,enter,q", "close", "Close", key_display="esc"),
    ]

    def __init__(self, found: Inspection) -> None:
        super().__init__()
        self.found = found

    def compose(self) -> ComposeResult:
        with VerticalScroll(id="inspect-box", classes="panel"):
            yield SafeStatic(inspection_text(self.found), id="inspect-text")
        yield Footer()

    def on_mount(self) -> None:
        box = self.query_one("#inspect-box")
        box.border_title = "Inspect"
        box.border_subtitle = "esc closes"
        box.focus()

    def action_close(self) -> None:
        self.dismiss(None)


def highlighted_option(panel: DecisionPanel) -> int | None:
    """Index in ``pending.options`` of the option highlighted in the decision panel."""
    options = next(panel.query("#decision-options").results(SafeOptionList), None)
    if options is None or not options.display:
        return None
    return panel.index_at(options.highlighted)


def option_inspection(game: Game, panel: DecisionPanel) -> Inspection | None:
    pending = game.pending
    index = highlighted_option(panel)
    if pending is None or index is None or not 0 <= index < len(pending.options):
        return None
    return inspect_option(game.state, game.content, pending, index)


def cell_inspection(game: Game, cell: tuple[int, int]) -> Inspection:
    return inspect_cell(game.state, game.content, cell)
