"""The Choice Matrix view (key ``m`` on the storybook screen) with the Argo's notes and codes.

Marked boxes [ADV-010], crossed-out boxes [ADV-011], the notes on the Argo Sheet and the
secret codes found [CAMP-035]. Box numbers are the sheet's printed numbers, not paragraphs:
nothing unread is shown (spoiler safety [ADV-003]).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, ClassVar

from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import VerticalScroll
from textual.widgets import Footer

from atoterm.ui.chronicle_key import ChronicleKey
from atoterm.ui.safe_widgets import SafeStatic

if TYPE_CHECKING:
    from atoterm.views.types import GameState

BOXES = 120
"""Boxes drawn on the sheet (more when a higher box is marked)."""
PER_ROW = 10
MARK, CROSS, BLANK = "■", "✗", "·"


def matrix_grid(marked: list[int], erased: list[int]) -> Text:
    """The boxes in rows of ten: ``■`` marked, ``✗`` crossed out, ``·`` blank."""
    last = max([BOXES, *marked, *erased])
    last += -last % PER_ROW
    crossed = set(erased)
    ticked = set(marked)
    text = Text()
    for box in range(1, last + 1):
        if box in crossed:
            glyph, style = CROSS, "strike"
        elif box in ticked:
            glyph, style = MARK, "bold reverse"
        else:
            glyph, style = BLANK, "dim"
        text.append(f"{box:>3}{glyph}", style)
        text.append("\n" if box % PER_ROW == 0 and box < last else " ")
    return text


def matrix_text(state: GameState) -> Text:
    story = state.story
    marked = sorted(state.choice_matrix)
    erased = sorted(story.erased)
    text = Text("Choice Matrix", "bold underline")
    text.append(f"\nMarked: {', '.join(map(str, marked)) or 'none'}")
    text.append(f"\nCrossed out: {', '.join(map(str, erased)) or 'none'}\n\n")
    text.append_text(matrix_grid(marked, erased))
    text.append(f"\n{MARK} marked   {CROSS} crossed out   {BLANK} blank", "italic")
    text.append("\n\nArgo notes", "bold underline")
    for note in story.argo_notes:
        text.append(f"\n• {note}")
    if not story.argo_notes:
        text.append("\nnone yet")
    text.append("\n\nSecret codes", "bold underline")
    text.append(f"\nFound, not yet resolved: {', '.join(story.codes) or 'none'}")
    text.append(f"\nResolved: {', '.join(story.codes_read) or 'none'}")
    return text


class ChoiceMatrixScreen(ChronicleKey):
    """A scrollable modal; ``esc`` or ``m`` closes it."""

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("escape,m,q", "close", "Close", key_display="esc", id="matrix.close"),
    ]

    def __init__(self, state: GameState) -> None:
        super().__init__()
        self._text = matrix_text(state)

    def compose(self) -> ComposeResult:
        with VerticalScroll(id="matrix-body", classes="dialog"):
            yield SafeStatic(self._text, id="choice-matrix")
        yield Footer()

    def on_mount(self) -> None:
        self.query_one("#matrix-body").focus()

    def action_close(self) -> None:
        self.dismiss(None)
