"""The message log: engine events in words, with the rule that produced them.

A scrolling column of text that stays scrolled to the newest entry.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING

from rich.text import Text
from textual.geometry import Size
from textual.widgets import RichLog

from atoterm.ui.safe_widgets import safe_rich_text

if TYPE_CHECKING:
    from atoterm.views.types import Event

WHY_MARKER = " (w: why?)"
"""Marks an event the engine explains (``data["why"]``, shown by the battle screen's "w")."""
KEPT_ENTRIES = 200
"""Older entries leave the panel (the journal and the chronicle keep the whole story)."""


def event_text(event: Event) -> Text:
    text = Text(f"• {event.text}")
    if event.rule:
        text.append(f" [{event.rule}]", "dim")
    if isinstance(event.data, dict) and event.data.get("why"):
        text.append(WHY_MARKER, "italic")  # the battle screen's "w" explains it
    return text


class EventLog(RichLog):
    """Append-only log of what happened, plus the front end's own notes.

    A new entry renders only itself (RichLog draws incrementally); when the panel changes
    width, the kept entries are wrapped again.
    """

    def __init__(self, **kwargs: str) -> None:
        super().__init__(wrap=True, min_width=16, markup=False, highlight=False, **kwargs)  # type: ignore[arg-type]
        self._entries: list[Text] = []
        self._wrapped_at = 0
        self._refusal_last = False
        """The newest entry is a refusal (the next one takes its place)."""

    @property
    def entries(self) -> list[str]:
        """The log as plain strings (oldest first)."""
        return [entry.plain for entry in self._entries]

    def _write(self, entries: Iterable[Text]) -> None:
        self._refusal_last = False
        for raw in entries:
            entry = safe_rich_text(raw)  # event texts carry names from the journal
            self._entries.append(entry)
            self.write(entry, scroll_end=True)
        if len(self._entries) > KEPT_ENTRIES:
            del self._entries[:-KEPT_ENTRIES]
        self._scroll_to_newest()

    def _scroll_to_newest(self) -> None:
        """Show the newest entry in the same screen update as the key that wrote it.

        ``write(scroll_end=True)`` scrolls only after the next refresh, so a key's answer
        took a second screen update; the panel's size is known (and kept) once laid out, so
        scroll now. The deferred scroll still runs and finds nothing left to do unless the
        layout changed the panel. The scroll bar is given its new span now too: set by
        the layout, it was painted once more a frame later."""
        if self._size_known and self.scrollable_content_region.height:
            if self.show_vertical_scrollbar:
                self.vertical_scrollbar.window_virtual_size = self.virtual_size.height
            self.scroll_end(animate=False, immediate=True, x_axis=False)

    def _size_updated(
        self, size: Size, virtual_size: Size, container_size: Size, layout: bool = True
    ) -> bool:
        """The first layout: render what was written before it at once.

        RichLog keeps such writes until its Resize event, which arrives after the first
        frame is painted: a resumed game showed an empty log, filled a moment later.

        Later layouts at the same size (a decision wrote entries) change only what the
        scroll bar spans, and the layout has set that already (``_arrange_scrollbars``):
        ScrollView repainted the bar once more, a frame after the key's answer, changing
        no cell, so the log skips that step then (unless its scroll bar comes or goes)."""
        if self._size_known and size == self._size and container_size == self.container_size:
            shown = (self.show_horizontal_scrollbar, self.show_vertical_scrollbar)
            self._refresh_scrollbars()
            if shown == (self.show_horizontal_scrollbar, self.show_vertical_scrollbar):
                self.scroll_y = self.validate_scroll_y(self.scroll_y)  # fewer lines: inside
                return False
        changed = super()._size_updated(size, virtual_size, container_size, layout)
        width = self.scrollable_content_region.width
        if width and not self._size_known:
            self._size_known = True
            self._wrapped_at = width
            self._deferred_renders.clear()  # the same entries, written now at their width
            for entry in self._entries:
                self.write(entry, scroll_end=False)
            self.scroll_end(animate=False, immediate=True, x_axis=False)
        elif changed and width:
            # a new height (the panel above grew or shrank): the newest entry stays in view
            # in this very layout, not one screen update later (on_resize's scroll)
            self.scroll_end(animate=False, immediate=True, x_axis=False)
        return changed

    def on_resize(self) -> None:
        width = self.scrollable_content_region.width
        if width and width != self._wrapped_at:
            self._wrapped_at = width
            self.clear()
            for entry in self._entries:
                self.write(entry, scroll_end=True)
        # the newest entry stays in view when the panel changes height too (a screen's
        # first layouts: it was scrolled to the end of a taller panel and showed the oldest)
        self.call_after_refresh(self._follow_end)

    def _follow_end(self) -> None:
        if self.is_attached:  # the screen may be taken down before the refresh
            self.scroll_end(animate=False, x_axis=False)

    def add_events(self, events: Iterable[Event]) -> None:
        self._write(event_text(event) for event in events)

    def note(self, message: str) -> None:
        """Something the front end did (undo, redo, load) rather than the rules."""
        self._write([Text(f"— {message}", "italic")])

    def refusal(self, reason: str) -> None:
        """An action the rules or the session refused; nothing changed. Refusals in a row
        take each other's place: keys pressed in vain do not push the story out."""
        if self._refusal_last and self._entries:
            self._entries.pop()
            self.clear()
            for entry in self._entries:
                self.write(entry, scroll_end=True)
        self._write([Text(f"✗ Not allowed: {reason}", "bold")])
        self._refusal_last = True

    def replace(self, events: Iterable[Event]) -> None:
        self._entries.clear()
        self.clear()
        self.add_events(events)
