"""A read-only sheet over the voyage: a title, scrolling text, and keys to close it.

The Argo sheet, the Timeline, the Advancement (Technology) sheet and the chronicle are all
such sheets: they show the state and decide nothing. ``escape`` (or the key that opened the
sheet) closes it; arrows, pgup and pgdn scroll; ``c`` opens the chronicle of the game under
the sheet (``chronicle_key.ChronicleKey``).
"""

from __future__ import annotations

from typing import ClassVar

from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import VerticalScroll

from atoterm.ui.chronicle_key import ChronicleKey
from atoterm.ui.safe_widgets import SafeStatic
from atoterm.ui.stable_footer import StableFooter


class InfoScreen(ChronicleKey):
    """A titled, scrollable text sheet; subclasses add the key that opened them."""

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("escape,q", "close", "Close", key_display="esc", id="sheet.close"),
    ]

    def __init__(self, title: str, body: Text, body_id: str) -> None:
        super().__init__()
        self.sheet_title = title
        self.body = body
        self.body_id = body_id

    def compose(self) -> ComposeResult:
        with VerticalScroll(id="info-body", classes="panel"):
            yield SafeStatic(self.body, id=self.body_id)
        yield StableFooter()

    def on_mount(self) -> None:
        scroll = self.query_one("#info-body")
        scroll.border_title = self.sheet_title
        scroll.border_subtitle = "esc closes"
        scroll.focus()

    def action_close(self) -> None:
        self.dismiss(None)
