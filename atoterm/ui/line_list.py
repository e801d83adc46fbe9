"""A list of one-row lines drawn only where they are seen, with a cursor.

The message history can hold thousands of lines; a widget per line (or a log that wraps and
renders every line when it is shown) would make opening it slow. This list keeps its rows as
data and renders the few rows on screen each time it paints (Textual's line API), so its cost
does not grow with the log. A row longer than the list is cut with "…" (the screen shows the
cursor's whole line under the list).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import ClassVar

from rich.segment import Segment
from rich.style import Style
from rich.text import Text
from textual.binding import Binding, BindingType
from textual.events import Click
from textual.geometry import Size
from textual.message import Message
from textual.scroll_view import ScrollView
from textual.strip import Strip

CURSOR_STYLE = Style(reverse=True, bold=True)


class LineList(ScrollView, can_focus=True):
    """Rows (any sequence: the screen decides what a row is) drawn by ``render_row``."""

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("up,k", "move(-1)", "Previous line", show=False, id="lines.up"),
        Binding("down,j", "move(1)", "Next line", show=False, id="lines.down"),
        Binding("pageup", "page(-1)", "Page up", show=False, id="lines.page_up"),
        Binding("pagedown", "page(1)", "Page down", show=False, id="lines.page_down"),
        Binding("home", "edge(0)", "First line", show=False, id="lines.first"),
        Binding("end", "edge(1)", "Last line", show=False, id="lines.last"),
    ]

    class CursorMoved(Message):
        """The cursor is on another row (the screen shows it in full)."""

    def __init__(self, render_row: Callable[[int, int], Text], **kwargs: str) -> None:
        super().__init__(**kwargs)  # type: ignore[arg-type]
        self._render_row = render_row
        """(row index, width) -> the row's text, not yet cut to the width."""
        self.count = 0
        self.cursor = 0

    def set_rows(self, count: int, cursor: int, top: int | None = None) -> None:
        """Show ``count`` rows with the cursor on row ``cursor``; ``top``: the first row in
        view (default: wherever keeps the cursor in view)."""
        self.count = count
        self.cursor = max(0, min(cursor, count - 1))
        self.virtual_size = Size(self.size.width, count)
        if top is not None:
            self.scroll_to(y=top, animate=False, immediate=True)
        self._follow_cursor()
        self.refresh()
        self.post_message(self.CursorMoved())

    @property
    def top(self) -> int:
        return round(self.scroll_offset.y)

    def _follow_cursor(self) -> None:
        height = self.scrollable_content_region.height or 1
        if self.cursor < self.top:
            self.scroll_to(y=self.cursor, animate=False, immediate=True)
        elif self.cursor >= self.top + height:
            self.scroll_to(y=self.cursor - height + 1, animate=False, immediate=True)

    def move_to(self, row: int) -> None:
        if not self.count:
            return
        row = max(0, min(row, self.count - 1))
        if row != self.cursor:
            self.cursor = row
            self._follow_cursor()
            self.refresh()
            self.post_message(self.CursorMoved())

    def action_move(self, step: int) -> None:
        self.move_to(self.cursor + step)

    def action_page(self, step: int) -> None:
        self.move_to(self.cursor + step * max(1, self.scrollable_content_region.height - 1))

    def action_edge(self, end: int) -> None:
        self.move_to(self.count - 1 if end else 0)

    def on_click(self, event: Click) -> None:
        self.move_to(self.top + event.y)

    def on_resize(self) -> None:
        self.virtual_size = Size(self.size.width, self.count)
        self._follow_cursor()

    def render_line(self, y: int) -> Strip:
        width = self.scrollable_content_region.width
        row = self.top + y
        if row >= self.count or width <= 0:
            return Strip.blank(width, self.rich_style)
        text = self._render_row(row, width)
        text.end = ""
        text.no_wrap = True
        text.truncate(width, overflow="ellipsis", pad=True)
        segments: Sequence[Segment] = list(text.render(self.app.console))
        strip = Strip(segments).apply_style(self.rich_style)
        if row == self.cursor:
            strip = Strip(Segment.apply_style(strip, post_style=CURSOR_STYLE))
        return strip.crop_extend(0, width, self.rich_style)
