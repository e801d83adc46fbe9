"""The battle screen: board, Primordial/cards/Titans panels, message log and the decision.

Like the voyage screen it never decides a rule: it shows ``game.pending`` (highlighting the
cells in ``pending.context["cells"]``) and sends back one option, picked by number, from the
option list, or by choosing a cell on the board (options ``cell-<row>-<col>``).

Layout: the side column shows one page at a time at every size (``p``/``P`` cycle: Titans,
Primordial, Cards, Legend; below 110 columns the Log is a page too, from 110 on it is always
shown under the page). The decision under the board gets the rest of the left column: its
options scroll with the highlight in view, and at 110 columns and more each option carries
the engine's note on it (the odds to hit and to wound beside each weapon). When the battle is over (Aftermath, or the practice battle's outcome) the board
gives way to a summary. Choosing, undo and redo are the game screens' shared behaviour
(``game_screen.GameScreenBase``).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, ClassVar

from textual import on
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Horizontal, Vertical

from atoterm.ui.battle_board import BattleBoard, describe_cell, legend_text
from atoterm.ui.battle_panels import (
    BattlePanel,
    SidePage,
    aftermath_text,
    in_aftermath,
    primordial_text,
    show_if_changed,
    titans_text,
)
from atoterm.ui.battle_words import TargetingNote, cards_text, targeting_note
from atoterm.ui.board_palette import board_palette
from atoterm.ui.border_words import set_lower_border
from atoterm.ui.decision_panel import DecisionPanel
from atoterm.ui.event_log import EventLog
from atoterm.ui.game_screen import LEAVE_KEYS, GameScreenBase
from atoterm.ui.safe_widgets import SafeStatic, safe_markup
from atoterm.ui.stable_footer import StableFooter
from atoterm.views.board import cell_label
from atoterm.views.effects import option_notes
from atoterm.views.option_words import worded

if TYPE_CHECKING:
    from atoterm.session import Game
    from atoterm.views.inspect import Inspection
    from atoterm.views.types import Event

WIDE = 110
"""From this width on the log is always shown and options carry their notes (the app's
``-wide`` breakpoint)."""
TALL = 56
"""From this height on (and ``WIDE``) the board legend fits under the board."""
SIDE_PAGES = ("titans", "primordial", "cards", "log", "legend")
PAGE_WORDS = {
    "titans": "Titans",
    "primordial": "Primordial",
    "cards": "Cards",
    "log": "Log",
    "legend": "Legend",
}
CURSOR_WORDS = {
    "setup": "Setup",
    "start": "Start of Battle",
    "primordial_round": "Primordial Round",
    "titan_round": "Titan Round",
    "aftermath": "Aftermath",
    "over": "Battle over",
}


# ---------------------------------------------------------------- status line
def battle_status(game: Game) -> str:
    state = game.state
    battle = state.battle
    journal = game.path.name if game.path else "not saved"
    where = "battle over" if state.outcome is not None else "Battle"
    if battle is not None and battle.cursor == "setup":
        where = "Battle setup"
    elif battle is not None and state.outcome is None:
        where = f"Round {battle.round}: {CURSOR_WORDS.get(battle.cursor, battle.cursor)}"
        if battle.active_titan:
            where += f" · turn of {battle.active_titan}"
    return f"{journal} · undo {game.header.undo} · decision {game.history.position} · {where}"


# ---------------------------------------------------------------- the battle screen
class BattleScreen(GameScreenBase):
    """The board and everything around it; every key is listed by help (``?``)."""

    VIEW = "battle"
    HELP = "battle"
    VERTICAL_BREAKPOINTS: ClassVar[list[tuple[int, str]]] = [(0, "-short"), (TALL, "-tall")]
    BINDINGS: ClassVar[list[BindingType]] = [
        *LEAVE_KEYS,
        Binding("p", "page(1)", "Next panel", key_display="p", id="battle.next_panel"),
        Binding(
            "P",
            "page(-1)",
            "Previous panel",
            key_display="P",
            show=False,
            id="battle.previous_panel",
        ),
        Binding("b", "focus_board", "Board", key_display="b", id="battle.board"),
        Binding("o", "focus_options", "Options", key_display="o", show=False, id="battle.options"),
        Binding("d", "describe_board", "Describe board", key_display="d", id="battle.describe"),
        Binding("w", "why", "Why?", key_display="w", id="battle.why"),
    ]

    def __init__(self, game: Game, notes: list[str] | None = None) -> None:
        super().__init__(game, notes)
        self.page = SIDE_PAGES[0]
        self.note: TargetingNote | None = None
        self._pending_seen: object = None
        self._cursor_words = ""

    def compose(self) -> ComposeResult:
        yield SafeStatic(id="status")
        with Horizontal(id="battle-body"):
            with Vertical(id="battle-left"):
                with Vertical(id="board-panel", classes="panel"):
                    yield BattleBoard(id="board")
                    yield SafeStatic(id="board-legend")
                yield BattlePanel("Battle summary", id="aftermath", classes="panel")
                yield DecisionPanel(explain_options=True, id="decision", classes="panel")
            with Vertical(id="battle-side"):
                yield SidePage("Titans", id="side-titans", classes="panel side-page")
                yield SidePage("Primordial", id="side-primordial", classes="panel side-page")
                yield SidePage("Cards", id="side-cards", classes="panel side-page")
                yield EventLog(id="log", classes="panel side-page")
                yield SidePage("Legend", id="side-legend", classes="panel side-page")
        yield StableFooter()

    def on_mount(self) -> None:
        self.query_one("#board-panel").border_title = "Board"
        self.query_one("#decision").border_title = "Decision"
        self.query_one("#log").border_title = "Log"
        log = self.query_one(EventLog)
        events = self.recent()
        log.add_events(events)
        for note in self._notes:
            log.note(note)
        battle = self.game.state.battle
        self.note = targeting_note(events, battle.decks.current_ai if battle else "")
        self.show_page(self.page)
        self.show_state()
        self.app.theme_changed_signal.subscribe(self, self._theme_changed)
        self.watch(self.query_one(BattleBoard), "cursor", self._name_cursor_cell, init=False)

    def _theme_changed(self, _theme: object) -> None:
        """The board and its legend are Rich text in the theme's colours: draw them again."""
        if self.game.state.battle is not None:
            self.show_state()

    # ------------------------------------------------------------------ showing
    def events_arrived(self, events: list[Event]) -> None:
        super().events_arrived(events)
        battle = self.game.state.battle
        found = targeting_note(events, battle.decks.current_ai if battle else "")
        if found is not None:
            self.note = found

    def show_state(self) -> None:
        game = self.game
        state = game.state
        content = game.content
        show_if_changed(self.query_one("#status", SafeStatic), battle_status(game), layout=False)
        if state.battle is None:
            return
        over = in_aftermath(state)
        self.set_class(over, "-aftermath")
        board = self.query_one(BattleBoard)
        board.show(state, content)
        self._name_cursor_cell(board.cursor)
        legend = legend_text(state, content, board_palette(self.app))
        show_if_changed(self.query_one("#board-legend", SafeStatic), legend)
        self.query_one("#side-legend", SidePage).show(legend)
        if over:
            self.query_one("#aftermath", BattlePanel).show(aftermath_text(state, content))
        self.query_one("#side-primordial", SidePage).show(primordial_text(state, content))
        self.query_one("#side-cards", SidePage).show(cards_text(state, content, self.note))
        compact = self.app.size.width < WIDE
        self.query_one("#side-titans", SidePage).show(titans_text(state, content, compact))
        decision = self.query_one(DecisionPanel)
        decision.explain_options = not compact  # at 80 columns the line under the list has it
        notes = option_notes(state, content, game.pending)
        decision.show(worded(content, game.pending), state.outcome, notes)
        if game.pending is not self._pending_seen:
            self._pending_seen = game.pending
            if board.has_cells and not over:
                board.focus()
            else:
                self.query_one(DecisionPanel).focus_options()

    def on_resize(self) -> None:
        if self.is_mounted and self.game.state.battle is not None:
            compact = self.app.size.width < WIDE
            titans = titans_text(self.game.state, self.game.content, compact)
            self.query_one("#side-titans", SidePage).show(titans)
            if self.page not in self.pages():  # the log page became the column's foot
                self.show_page(self.pages()[0])
            else:
                self.show_page(self.page)
            decision = self.query_one(DecisionPanel)
            if decision.explain_options != (not compact):
                decision.explain_options = not compact
                state, pending = self.game.state, self.game.pending
                notes = option_notes(state, self.game.content, pending)
                decision.show(worded(self.game.content, pending), state.outcome, notes)

    @on(BattleBoard.CursorMoved)
    def _cursor_moved(self, message: BattleBoard.CursorMoved) -> None:
        self._name_cursor_cell(message.cell)

    def _name_cursor_cell(self, cell: tuple[int, int]) -> None:
        """The cell under the cursor in words, on the board's lower border. Called by the
        board's cursor watcher (in the key's handler, so it is painted with the board) and
        after each decision; set only when the words change (each setting repaints)."""
        state = self.game.state
        if state.battle is not None:
            words = safe_markup(describe_cell(state, self.game.content, cell))
            if words != self._cursor_words:
                self._cursor_words = words
                set_lower_border(self.query_one("#board-panel"), words)  # not the board

    @on(BattleBoard.CellChosen)
    def _cell_chosen(self, message: BattleBoard.CellChosen) -> None:
        if message.index is None:
            self.refuse(f"no option of this decision is the cell {cell_label(message.cell)}")
            return
        self.choose(message.index)

    # ------------------------------------------------------------------ side pages
    def pages(self) -> tuple[str, ...]:
        """The pages ``p`` cycles through at this width (wide: the log is always shown)."""
        if self.app.size.width >= WIDE:
            return tuple(name for name in SIDE_PAGES if name != "log")
        return SIDE_PAGES

    def show_page(self, page: str) -> None:
        self.page = page
        pages = self.pages()
        for name in SIDE_PAGES:
            widget = self.query_one(f"#side-{name}" if name != "log" else "#log")
            widget.set_class(name == page, "-current")
            if name in pages:  # which page this is, and the key to the next one
                number = pages.index(name) + 1
                widget.border_subtitle = f"{number}/{len(pages)} · p next"
            else:
                widget.border_subtitle = ""

    def action_page(self, step: int) -> None:
        pages = self.pages()
        index = pages.index(self.page) if self.page in pages else -step
        self.show_page(pages[(index + step) % len(pages)])

    def action_focus_board(self) -> None:
        self.query_one(BattleBoard).focus()

    def action_focus_options(self) -> None:
        self.query_one(DecisionPanel).focus_options()

    def action_why(self) -> None:
        """ "Why?": the explanation of the last event where the engine chose for the players
        (candidates, values compared, the choice, the rule) [issue 4]."""
        from atoterm.ui.battle_why import WhyScreen, last_explained, why_text

        event = last_explained(self.recent())
        if event is None:
            self.notify("No choice made by the engine yet: nothing to explain.", title="Why?")
            return
        self.app.push_screen(WhyScreen(why_text(event)))

    def inspection(self) -> Inspection | None:
        """``i`` on the board inspects the cell under the cursor; elsewhere the option."""
        board = self.query_one(BattleBoard)
        if board.has_focus and self.game.state.battle is not None:
            from atoterm.ui.inspect_screen import cell_inspection

            return cell_inspection(self.game, board.cursor)
        return super().inspection()

    def action_describe_board(self) -> None:
        """The whole board in words, for a screen reader (accessibility, issue 4)."""
        from atoterm.ui.board_description import open_board_description

        open_board_description(self)
