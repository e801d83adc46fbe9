"""The message history (``L`` or ``ctrl+l`` on every game screen and the replay): the whole log
of the game so far, scrollable and searchable.

The side panel keeps only the newest events; this overlay shows every event of the line in
the log's own words (``views.message_history``), each with its day and battle round and the
rule id the log shows. The newest stretch is shown at once and older stretches are read while
the player looks (a long campaign has thousands of lines; re-reading them takes a moment), so
the screen opens at the same speed after day 1 and after day 40.

Typing in the search field keeps only the lines that contain the words (case does not
matter); ``enter`` goes to the newest match below the field and ``n``/``N`` step to the next
and previous match. Clearing the search shows every line again with the cursor still on the
line found, so the lines around it can be read. ``esc`` closes the overlay; the game under it
has not moved.
"""

from __future__ import annotations

import time
from typing import TYPE_CHECKING, ClassVar

from rich.text import Text
from textual import on
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Vertical
from textual.widgets import Footer, Input

from atoterm.ui.line_list import LineList
from atoterm.ui.safe_widgets import SafeStatic
from atoterm.ui.size_guard import GuardedModal
from atoterm.views.message_history import HistoryLine, MessageHistory

if TYPE_CHECKING:
    from atoterm.session.history import History

FIRST_LINES = 120
"""Lines read before the overlay is first drawn (more arrive while it is shown)."""
READ_BUDGET = 0.02
"""Seconds of reading older lines between two frames (keys stay answered meanwhile)."""

HISTORY_BINDINGS: list[BindingType] = [
    Binding(
        "L,ctrl+l",
        "message_history",
        "Message history",
        key_display="L ^l",
        show=False,
        id="game.message_history",
    ),
]
"""The key a screen with a log adds to its ``BINDINGS`` (its ``action_message_history``
pushes :class:`MessageHistoryScreen`). Not in the footer, which has no room left at 80
columns; ``?`` lists it with the screen's other keys."""


class MessageHistoryScreen(GuardedModal[None]):
    """Every line of the log up to ``position`` of ``history``, with a search field."""

    DEFAULT_CSS = """
    #history-box {
        width: 94%;
        height: 92%;
        border: thick $primary;
        background: $surface;
    }
    #history-search { margin: 0 1; }
    #history-lines { height: 1fr; padding: 0 1; overflow-x: hidden; }
    #history-detail {
        height: auto;
        max-height: 8;
        padding: 0 1;
        border-top: solid $primary;
    }
    #history-status { height: 1; padding: 0 1; color: $text-muted; }
    """

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("escape", "close", "Close", key_display="esc", id="history.close"),
        Binding("n", "match(1)", "Next match", key_display="n", id="history.next"),
        Binding("N", "match(-1)", "Previous match", key_display="N", id="history.previous"),
        Binding("f", "find", "Search field", key_display="f", id="history.find"),
        Binding("a", "show_all", "All lines", key_display="a", id="history.all"),
        Binding("enter", "match(1)", "Next match", show=False, id="history.enter"),
    ]

    def __init__(self, history: History, position: int | None = None, title: str = "") -> None:
        super().__init__()
        self.source = MessageHistory(history, position)
        self.lines: list[HistoryLine] = []
        """Every line read so far, oldest first."""
        self._folded: list[str] = []
        """Each line as searched (case folded)."""
        self.rows: list[int] = []
        """Indices into :attr:`lines` of the rows shown (all, or the matches of the search)."""
        self.query_text = ""
        self.lines_at_open = 0
        """Lines read before the first frame (the rest are read while it is shown)."""
        self._when_width = 0
        self._title = title or "Message history"

    # ------------------------------------------------------------------ layout
    def compose(self) -> ComposeResult:
        with Vertical(id="history-box"):
            yield Input(
                placeholder="Search the log (enter: newest match, then n / N)",
                id="history-search",
            )
            yield LineList(self._row_text, id="history-lines")
            yield SafeStatic("", id="history-detail")
            yield SafeStatic("", id="history-status")
        yield Footer()

    def on_mount(self) -> None:
        box = self.query_one("#history-box")
        box.border_title = self._title
        box.border_subtitle = "esc closes"
        self._read(until_lines=FIRST_LINES, budget=0)
        self.lines_at_open = len(self.lines)
        self.query_one("#history-search", Input).focus()
        if not self.source.complete:
            self.set_timer(0.001, self._read_more)

    # ------------------------------------------------------------------ reading
    def _read(self, until_lines: int = 0, budget: float = READ_BUDGET) -> None:
        """Read older stretches: at least ``until_lines`` lines and for ``budget`` seconds
        (the first frame waits only for a screenful; later frames read for a while)."""
        start = time.perf_counter()
        older: list[HistoryLine] = []
        while not self.source.complete:
            older[:0] = self.source.older()
            if len(older) >= until_lines and time.perf_counter() - start > budget:
                break
        self._prepend(older)

    def _read_more(self) -> None:
        if not self.is_attached:
            return
        self._read()
        if not self.source.complete:
            self.set_timer(0.001, self._read_more)

    def _prepend(self, older: list[HistoryLine]) -> None:
        count = len(older)
        listing = self.query_one(LineList)
        first = not self.lines
        self.lines[:0] = older
        self._folded[:0] = [line.search_key for line in older]
        self._when_width = max([self._when_width, *(len(line.when) for line in older)])
        added = self._matching(range(count))
        self.rows = added + [row + count for row in self.rows]
        if first:
            listing.set_rows(len(self.rows), len(self.rows) - 1)
        else:  # the same lines stay in view and under the cursor
            shift = len(added)
            listing.set_rows(len(self.rows), listing.cursor + shift, listing.top + shift)
        self._show_status()

    # ------------------------------------------------------------------ drawing
    def _row_text(self, row: int, width: int) -> Text:
        line = self.lines[self.rows[row]]
        text = Text(no_wrap=True)
        if self._when_width:
            text.append(f"{line.when:<{self._when_width}}  ", "dim")
        text.append(f"• {' '.join(line.text.split())}")
        if line.rule:
            text.append(f" [{line.rule}]", "dim")
        if self.query_text:
            text.highlight_words([self.query_text], "bold underline", case_sensitive=False)
        return text

    def current_line(self) -> HistoryLine | None:
        listing = self.query_one(LineList)
        if not self.rows:
            return None
        return self.lines[self.rows[listing.cursor]]

    @on(LineList.CursorMoved)
    def _show_detail(self) -> None:
        line = self.current_line()
        detail = Text()
        if line is not None:
            if line.when:
                detail.append(f"{line.when}\n", "bold")
            detail.append(line.text)
            if line.rule:
                detail.append(f" [{line.rule}]", "dim")
        self.query_one("#history-detail", SafeStatic).update(detail)
        self._show_status()

    def _show_status(self) -> None:
        parts = [f"{len(self.lines)} lines"]
        if self.query_text:
            found = len(self.rows)
            parts.append(f"{found} {'match' if found == 1 else 'matches'} for “{self.query_text}”")
            if found:
                parts.append(f"match {self.query_one(LineList).cursor + 1} of {found}")
        if self.source.problem:
            parts.append(f"older lines are missing: {self.source.problem}")
        elif not self.source.complete:
            parts.append(f"reading older lines ({self.source.decisions_left} decisions left)…")
        self.query_one("#history-status", SafeStatic).update(" · ".join(parts))

    # ------------------------------------------------------------------ searching
    def _matching(self, indices: range) -> list[int]:
        """The lines among ``indices`` the search keeps (all of them with no search)."""
        if not self.query_text:
            return list(indices)
        wanted = self.query_text.casefold()
        return [i for i in indices if wanted in self._folded[i]]

    def search(self, query: str) -> None:
        """Keep only the lines containing ``query``; the cursor stays on its line if that
        line still shows, else goes to the newest match."""
        listing = self.query_one(LineList)
        kept = self.rows[listing.cursor] if self.rows else None
        self.query_text = " ".join(query.split())
        self.rows = self._matching(range(len(self.lines)))
        cursor = len(self.rows) - 1
        if kept is not None and self.rows:
            # the row of the kept line, or the nearest match above it
            below = [row for row, index in enumerate(self.rows) if index <= kept]
            cursor = below[-1] if below else 0
        listing.set_rows(len(self.rows), cursor)

    @on(Input.Changed, "#history-search")
    def _typed(self, event: Input.Changed) -> None:
        self.search(event.value)

    @on(Input.Submitted, "#history-search")
    def _submitted(self) -> None:
        """Enter: to the list, on the newest match."""
        listing = self.query_one(LineList)
        listing.focus()
        listing.action_edge(1)
        if not self.rows and self.query_text:
            self.notify(f"No line contains “{self.query_text}”.", title="Message history")

    def action_match(self, step: int) -> None:
        listing = self.query_one(LineList)
        if not self.query_text:
            self.notify("Type words in the search field first (f).", title="Message history")
            return
        if not self.rows:
            self.notify(f"No line contains “{self.query_text}”.", title="Message history")
            return
        listing.focus()
        listing.move_to((listing.cursor + step) % len(self.rows))

    def action_find(self) -> None:
        self.query_one("#history-search", Input).focus()

    def action_show_all(self) -> None:
        """Clear the search, the cursor staying on the line it is on."""
        search = self.query_one("#history-search", Input)
        with search.prevent(Input.Changed):
            search.value = ""
        self.search("")
        self.query_one(LineList).focus()

    def action_close(self) -> None:
        self.dismiss(None)
