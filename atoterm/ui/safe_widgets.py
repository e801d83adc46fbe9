"""The TUI's text widgets, made safe for text from files.

Almost everything the TUI shows comes from a journal or a content pack: Argonaut names from a
journal header, option labels and event texts built from them, tile and card names, file
paths, error messages that quote a value. Textual passes control characters through to the
terminal, so a crafted name could clear the screen, write the clipboard (OSC 52) or reorder
the line (bidi overrides); and it reads a ``str`` as markup, so a file name holding ``[/]``
would stop the program with a ``MarkupError``.

Every screen therefore builds its text widgets from this module: :class:`SafeStatic`,
:class:`SafeLabel`, :class:`SafeOptionList` (and :class:`SafeOption`) escape control
characters (:mod:`atoterm.safe_text`) in whatever they are given — a ``str`` or a Rich
:class:`~rich.text.Text`, whose styles are kept — and read strings as plain text, never as
markup. ``tests/test_safe_text.py`` checks that no screen module uses Textual's own.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from rich.text import Span, Text
from textual.geometry import Region
from textual.markup import escape
from textual.widgets import Label, OptionList, Static
from textual.widgets.option_list import Option

from atoterm.safe_text import is_safe, safe_lines, safe_text
from atoterm.ui.layout_once import LaidOutOnce


def safe_rich_text(text: Text) -> Text:
    """``text`` with its control characters escaped; every style stays on the same characters."""
    plain = text.plain
    if is_safe(plain):
        return text
    pieces: list[str] = []
    starts: list[int] = []  # starts[i]: where old character i begins in the new text
    length = 0
    for char in plain:
        starts.append(length)
        piece = safe_lines(char)
        pieces.append(piece)
        length += len(piece)
    starts.append(length)
    spans = [Span(starts[s.start], starts[s.end], s.style) for s in text.spans]
    result = text.copy()
    result.plain = "".join(pieces)
    result.spans = spans
    return result


def safe_visual(content: Any) -> Any:
    """Text for a widget with its control characters escaped (other renderables as given:
    their callers build them from escaped text)."""
    if isinstance(content, str):
        return safe_lines(content)
    if isinstance(content, Text):
        return safe_rich_text(content)
    return content


def safe_markup(text: str) -> str:
    """One line of text for a place Textual reads as markup (a border title, a notification):
    control characters and line breaks escaped, ``[`` escaped."""
    return escape(safe_text(text))


def content_key(content: Any) -> tuple[Any, ...] | None:
    """What a str or a Rich Text shows, as a value to compare (None for other renderables:
    they cannot be compared, so they are always drawn)."""
    if isinstance(content, str):
        return (content,)
    if isinstance(content, Text):
        return (
            content.plain,
            tuple(content.spans),
            content.style,
            content.justify,
            content.overflow,
            content.no_wrap,
            content.end,
        )
    return None


class SafeStatic(LaidOutOnce, Static):
    """A :class:`Static` that escapes control characters and reads no markup.

    An update lays the screen out again only when the widget's height changes: a layout
    pass reflows every widget on the screen and costs more than the rest of a key's answer
    (``benchmarks/tui_latency.py``); new text of the same height is only repainted.
    """

    def __init__(self, content: Any = "", *, markup: bool = False, **kwargs: Any) -> None:
        super().__init__(safe_visual(content), markup=markup, **kwargs)
        self.resized = False
        """The last :meth:`update` changed the widget's height (a layout pass follows)."""
        self._shown_key = content_key(content)

    def update(self, content: Any = "", *, layout: bool = True) -> None:
        key = content_key(content)
        if key is not None and key == self._shown_key:
            self.resized = False
            return  # the same text again (most panels after most decisions): nothing to draw
        self._shown_key = key
        before = self._content_lines() if layout else None
        super().update(safe_visual(content), layout=False)
        self.resized = layout and (before is None or self._content_lines() != before)
        if self.resized:
            self.refresh(layout=True)

    def _content_lines(self) -> int | None:
        """Lines of text at the width the widget has now; None where its size may depend on
        more than that (not laid out yet, hidden, or as wide as its text). A widget of a
        fixed height counts as one line whatever its text: new text never resizes it."""
        width = self.size.width
        if not width or not self.display or self._width_follows_text():
            return None
        if self._height_fixed():
            return 1
        lines: int = self._render().get_height(self.styles, width)
        return lines

    def _height_fixed(self) -> bool:
        """The stylesheet gives the widget a height in cells (``height: 2``)."""
        height = self.styles.height
        return height is not None and height.is_cells

    def _width_follows_text(self) -> bool:
        styles = self.styles
        return bool(
            (styles.width is not None and styles.width.is_auto)
            or (styles.min_width is not None and styles.min_width.is_auto)
            or (styles.max_width is not None and styles.max_width.is_auto)
        )


class SafeLabel(Label):
    """A :class:`Label` that escapes control characters and reads no markup."""

    def __init__(self, content: Any = "", *, markup: bool = False, **kwargs: Any) -> None:
        super().__init__(safe_visual(content), markup=markup, **kwargs)

    def update(self, content: Any = "", *, layout: bool = True) -> None:
        super().update(safe_visual(content), layout=layout)


class SafeOption(Option):
    """An :class:`Option` whose prompt has its control characters escaped."""

    def __init__(self, prompt: Any, id: str | None = None, disabled: bool = False) -> None:
        super().__init__(safe_visual(prompt), id=id, disabled=disabled)


def _safe_option(item: Any) -> Any:
    if item is None or isinstance(item, SafeOption):
        return item
    if isinstance(item, Option):
        return SafeOption(item.prompt, id=item.id, disabled=item.disabled)
    return SafeOption(item)


class SafeOptionList(OptionList):
    """An :class:`OptionList` whose every prompt is escaped and read as plain text."""

    def __init__(self, *content: Any, markup: bool = False, **kwargs: Any) -> None:
        super().__init__(*(_safe_option(c) for c in content), markup=markup, **kwargs)

    def add_options(self, items: Iterable[Any]) -> SafeOptionList:
        super().add_options([_safe_option(item) for item in items])
        return self

    def add_option(self, item: Any = None) -> SafeOptionList:
        return self.add_options([item])

    def replace_option_prompt(self, option_id: str, prompt: Any) -> SafeOptionList:
        super().replace_option_prompt(option_id, safe_visual(prompt))
        return self

    def entry_lines(self, index: int) -> tuple[int, int]:
        """(first line, number of lines) of the option at ``index`` at the list's width."""
        # OptionList keeps these per option; read them so a caller can tell what is in view
        return self._index_to_line[index], self._heights[index]

    def scroll_to_entry(self, index: int) -> None:
        """Scroll the whole option at ``index`` into view (highlighted or not); nothing if
        the list no longer has it (a call made after a refresh, once the decision changed)."""
        if not self.is_attached or not 0 <= index < self.option_count:
            return
        top, lines = self.entry_lines(index)
        width = self.scrollable_content_region.width
        self.scroll_to_region(
            Region(0, top, width, lines), animate=False, force=True, immediate=True
        )

    def replace_option_prompt_at_index(self, index: int, prompt: Any) -> SafeOptionList:
        super().replace_option_prompt_at_index(index, safe_visual(prompt))
        return self
