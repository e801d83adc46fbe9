"""The battle screen: board, Primordial/cards/Titans panels, message log and the decision.

Like the voyage screen it never decides a rule: it shows ``game.pending`` (highlighting the
cells in ``pending.context["cells"]``) and sends back one option, picked by number, from the
option list, or by choosing a cell on the board (options ``cell-<row>-<col>``).

Layout: at 110 columns and more the side column shows every panel and the log; below that
(80x24) it shows one page at a time (``p``/``P`` cycle: Titans, Primordial, Cards, Log,
Legend). When the battle is over (Aftermath, or the practice battle's outcome) the board
gives way to a summary. :func:`screen_for` picks the screen for a game: battle setup, battle
or voyage; every game screen here calls :func:`follow_phase` after a decision.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, ClassVar

from textual import on
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Horizontal, Vertical
from textual.screen import Screen
from textual.widgets import Footer

from atoterm.session import DesyncError, IllegalAction, SessionError
from atoterm.ui.battle_board import BattleBoard, describe_cell, legend_text
from atoterm.ui.battle_panels import (
    BattlePanel,
    aftermath_text,
    in_aftermath,
    primordial_text,
    show_if_changed,
    titans_text,
)
from atoterm.ui.battle_words import TargetingNote, cards_text, targeting_note
from atoterm.ui.decision_commands import DecisionCommands
from atoterm.ui.decision_panel import DecisionPanel
from atoterm.ui.event_log import EventLog
from atoterm.ui.safe_widgets import SafeStatic, safe_markup
from atoterm.ui.size_guard import GuardedScreen
from atoterm.views.board import cell_label

if TYPE_CHECKING:
    from atoterm.session import Game
    from atoterm.ui.app import AtotermApp
    from atoterm.views.types import Event, GameState

NUMBER_KEYS = tuple(str(n) for n in range(1, 10))
WIDE = 110
"""From this width on every side panel is shown at once (the app's ``-wide`` breakpoint)."""
SIDE_PAGES = ("titans", "primordial", "cards", "log", "legend")
CURSOR_WORDS = {
    "setup": "Setup",
    "start": "Start of Battle",
    "primordial_round": "Primordial Round",
    "titan_round": "Titan Round",
    "aftermath": "Aftermath",
    "over": "Battle over",
}


# ---------------------------------------------------------------- which screen
def view_for(state: GameState) -> str:
    """ "setup", "battle", "story" or "voyage": what a game in ``state`` is shown with."""
    battle = state.battle
    if battle is None or state.phase not in ("battle", "over"):
        return "story" if in_story(state) else "voyage"
    pending = state.pending
    if battle.cursor == "setup" or (
        pending is not None and pending.kind.startswith("battle.setup")
    ):
        return "setup"
    return "battle"


def in_story(state: GameState) -> bool:
    """An adventure is being read (or a practice adventure has ended): the storybook screen."""
    pending = state.pending
    ended = state.outcome is not None and state.outcome.result == "ended"
    return (
        state.adventure is not None
        or state.phase == "adventure"
        or (pending is not None and pending.kind.startswith("adv."))
        or ended
    )


def screen_for(game: Game, notes: list[str] | None = None) -> Screen[None]:
    """A new screen showing ``game`` (the app's ``show_game`` uses this)."""
    view = view_for(game.state)
    if view == "setup":
        from atoterm.ui.battle_setup_screen import BattleSetupScreen

        return BattleSetupScreen(game, notes)
    if view == "battle":
        return BattleScreen(game, notes)
    if view == "story":
        from atoterm.ui.story_screen import StoryScreen

        return StoryScreen(game, notes)
    from atoterm.ui.voyage_screen import VoyageScreen

    return VoyageScreen(game, notes)


def follow_phase(screen: Screen[object], game: Game, current: str) -> bool:
    """Switch to the screen the game needs now if it is not ``current``; True if switched.

    The voyage screen can call ``follow_phase(self, self.game, "voyage")`` after a decision
    to open the battle when the Battle Phase begins.
    """
    if view_for(game.state) == current:
        return False
    screen.app.switch_screen(screen_for(game, []))
    return True


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


# ---------------------------------------------------------------- shared behaviour
class GameScreenBase(GuardedScreen):
    """Decisions, undo and redo for a screen showing ``game`` (as on the voyage screen)."""

    VIEW = "battle"
    COMMANDS: ClassVar = {DecisionCommands}
    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("u,ctrl+z", "undo", "Undo", key_display="u ^z"),
        Binding("U,ctrl+y", "redo", "Redo", key_display="U ^y"),
        Binding("question_mark", "help", "Help", key_display="?"),
        Binding("escape", "title", "Title"),
        Binding("q", "app.quit", "Quit"),
        *[
            Binding(
                key, f"choose({int(key) - 1})", "Choose the option with that number", show=False
            )
            for key in NUMBER_KEYS
        ],
    ]

    def __init__(self, game: Game, notes: list[str] | None = None) -> None:
        super().__init__()
        self.game = game
        self._notes = list(notes or [])

    @property
    def atoterm(self) -> AtotermApp:
        return self.app  # type: ignore[return-value]

    def show_state(self) -> None:  # pragma: no cover - every screen draws its own
        raise NotImplementedError

    def events_arrived(self, events: list[Event]) -> None:
        self.query_one(EventLog).add_events(events)

    def refresh_or_switch(self) -> None:
        if not follow_phase(self, self.game, self.VIEW):
            self.show_state()

    def refuse(self, reason: str) -> None:
        self.query_one(EventLog).refusal(reason)
        self.notify(reason, title="Not allowed", severity="warning")

    def legal_choices(self) -> list[tuple[int, str, str]]:
        pending = self.game.pending
        if pending is None:
            return []
        return [
            (index, option.label, option.explain)
            for index, option in enumerate(pending.options)
            if not option.disabled
        ]

    def choose(self, index: int) -> None:
        pending = self.game.pending
        if pending is not None and not 0 <= index < len(pending.options):
            self.refuse(f"there is no option {index + 1} (options 1 to {len(pending.options)})")
            return
        try:
            events = self.game.choose(index)
        except IllegalAction as exc:
            self.refuse(exc.reason)
            return
        except SessionError as exc:
            self.refuse(str(exc))
            return
        except OSError as exc:
            self.refuse(f"the journal could not be written: {exc.strerror or exc}")
            return
        self.events_arrived(events)
        self.refresh_or_switch()

    def action_choose(self, index: int) -> None:
        self.choose(index)

    @on(DecisionPanel.Chosen)
    def _picked(self, message: DecisionPanel.Chosen) -> None:
        self.choose(message.index)

    def action_undo(self) -> None:
        before = self.game.history.position
        if self._move_line(self.game.undo):
            self.query_one(EventLog).note(
                f"Undid decision {before}; back to the state after decision {before - 1}."
            )
            self.refresh_or_switch()

    def action_redo(self) -> None:
        if self._move_line(self.game.redo):
            self.query_one(EventLog).note(f"Redid decision {self.game.history.position}.")
            self.events_arrived(self.game.last_events)
            self.refresh_or_switch()

    def _move_line(self, step: Callable[[int], None]) -> bool:
        try:
            step(1)
            self.game.state  # noqa: B018 (rebuilt from the nearest keyframe here, not mid-draw)
        except IllegalAction as exc:
            self.refuse(exc.reason)
            return False
        except (SessionError, DesyncError) as exc:
            self.refuse(str(exc))
            return False
        except OSError as exc:
            self.refuse(f"the journal could not be written: {exc.strerror or exc}")
            return False
        return True

    def action_help(self) -> None:
        from atoterm.ui.help_screen import HelpScreen

        self.app.push_screen(HelpScreen(self, "battle"))

    def action_title(self) -> None:
        self.atoterm.back_to_title()

    def recent(self) -> list[Event]:
        from atoterm.ui.session_access import OpenError, recent_events

        try:
            return recent_events(self.game.history, self.game.history.position)
        except OpenError as exc:
            self._notes.append(str(exc))
            return []


# ---------------------------------------------------------------- the battle screen
class BattleScreen(GameScreenBase):
    """The board and everything around it; every key is listed by help (``?``)."""

    VIEW = "battle"
    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("p", "page(1)", "Next panel", key_display="p"),
        Binding("P", "page(-1)", "Previous panel", key_display="P", show=False),
        Binding("b", "focus_board", "Board", key_display="b"),
        Binding("o", "focus_options", "Options", key_display="o", show=False),
        Binding("d", "describe_board", "Describe board", key_display="d"),
        Binding("w", "why", "Why?", key_display="w"),
    ]

    def __init__(self, game: Game, notes: list[str] | None = None) -> None:
        super().__init__(game, notes)
        self.page = SIDE_PAGES[0]
        self.note: TargetingNote | None = None
        self._pending_seen: object = None

    def compose(self) -> ComposeResult:
        yield SafeStatic(id="status")
        with Horizontal(id="battle-body"):
            with Vertical(id="battle-left"):
                with Vertical(id="board-panel", classes="panel"):
                    yield BattleBoard(id="board")
                    yield SafeStatic(id="board-legend")
                yield BattlePanel("Battle summary", id="aftermath", classes="panel")
                yield DecisionPanel(id="decision", classes="panel")
            with Vertical(id="battle-side"):
                yield BattlePanel("Titans", id="side-titans", classes="panel side-page")
                yield BattlePanel("Primordial", id="side-primordial", classes="panel side-page")
                yield BattlePanel("Cards", id="side-cards", classes="panel side-page")
                yield EventLog(id="log", classes="panel side-page")
                yield BattlePanel("Legend", id="side-legend", classes="panel side-page")
        yield Footer()

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
        show_if_changed(self.query_one("#board-legend", SafeStatic), legend_text(state, content))
        self.query_one("#side-legend", BattlePanel).show(legend_text(state, content))
        if over:
            self.query_one("#aftermath", BattlePanel).show(aftermath_text(state, content))
        self.query_one("#side-primordial", BattlePanel).show(primordial_text(state, content))
        self.query_one("#side-cards", BattlePanel).show(cards_text(state, content, self.note))
        compact = self.app.size.width < WIDE
        self.query_one("#side-titans", BattlePanel).show(titans_text(state, content, compact))
        self.query_one(DecisionPanel).show(game.pending, state.outcome)
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
            self.query_one("#side-titans", BattlePanel).show(titans)

    @on(BattleBoard.CursorMoved)
    def _cursor_moved(self, message: BattleBoard.CursorMoved) -> None:
        state = self.game.state
        if state.battle is not None:
            panel = self.query_one("#board-panel")
            panel.border_subtitle = safe_markup(
                describe_cell(state, self.game.content, message.cell)
            )

    @on(BattleBoard.CellChosen)
    def _cell_chosen(self, message: BattleBoard.CellChosen) -> None:
        if message.index is None:
            self.refuse(f"no option of this decision is the cell {cell_label(message.cell)}")
            return
        self.choose(message.index)

    # ------------------------------------------------------------------ side pages
    def show_page(self, page: str) -> None:
        self.page = page
        for name in SIDE_PAGES:
            widget = self.query_one(f"#side-{name}" if name != "log" else "#log")
            widget.set_class(name == page, "-current")

    def action_page(self, step: int) -> None:
        index = SIDE_PAGES.index(self.page)
        self.show_page(SIDE_PAGES[(index + step) % len(SIDE_PAGES)])

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

    def action_describe_board(self) -> None:
        """The whole board in words, for a screen reader (accessibility, issue 4)."""
        from atoterm.ui.board_description import open_board_description

        open_board_description(self)
