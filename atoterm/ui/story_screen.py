"""The storybook screen: the Adventure Phase read like the book, with its tests and Delves.

The story (the paragraphs read in this adventure, newest at the bottom) fills the left (or,
below 110 columns, the top); beside it are the party leader, the test or Delve panel, the
pending decision (number keys, or arrows and enter, as on the voyage screen) and the log. A
Peril banner runs across the top while the leader decides alone [ADV-075]. ``a`` opens the
Argonaut sheet, ``m`` the Choice Matrix. Like every game screen it never decides a rule; it
shows ``game.pending`` and sends back one option. Spoiler safety [ADV-003]: see
:mod:`atoterm.ui.story_panels`.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, ClassVar

from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Horizontal, Vertical, VerticalScroll

from atoterm.session import DesyncError
from atoterm.ui.continue_pause import CONTINUE_KEYS, ContinuePause, Pause, adventure_ended
from atoterm.ui.decision_panel import DecisionPanel
from atoterm.ui.event_log import EventLog
from atoterm.ui.game_screen import LEAVE_KEYS, GameScreenBase, view_for
from atoterm.ui.safe_widgets import SafeStatic
from atoterm.ui.stable_footer import StableFooter
from atoterm.ui.story_panels import (
    PERIL_WORDS,
    is_peril,
    last_test_text,
    leader_line,
    log_view,
    outcome_words,
    story_status,
    story_text,
    test_panel_text,
)
from atoterm.views.option_words import worded

if TYPE_CHECKING:
    from atoterm.session import Game
    from atoterm.views.types import Event, GameState

STORY_EVENTS = 400
"""How many recent events the story is rebuilt from (a whole adventure fits easily)."""


def decision_title(state: GameState) -> str:
    """The Decision panel's title names the leader (the leader line is hidden when narrow)."""
    adventure = state.adventure
    if adventure is None or not 0 <= adventure.leader < len(state.argonauts):
        return "Decision"
    return f"Decision · leader {state.argonauts[adventure.leader].name}"


class StoryScreen(ContinuePause, GameScreenBase):
    """Storybook, test panel, decision and log; every key is listed by help (``?``)."""

    VIEW = "story"
    HELP = "adventure"
    BINDINGS: ClassVar[list[BindingType]] = [
        *LEAVE_KEYS,
        Binding("a", "argonauts", "Argonaut sheet", key_display="a", id="story.argonauts"),
        Binding("m", "matrix", "Choice Matrix", key_display="m", id="story.matrix"),
        Binding(
            "pageup",
            "scroll_story(-1)",
            "Scroll the story up",
            key_display="pgup",
            id="story.scroll_up",
        ),
        Binding(
            "pagedown",
            "scroll_story(1)",
            "Scroll the story down",
            key_display="pgdn",
            id="story.scroll_down",
        ),
        Binding("o", "focus_options", "Options", key_display="o", show=False, id="story.options"),
        *CONTINUE_KEYS,
    ]

    def __init__(self, game: Game, notes: list[str] | None = None) -> None:
        super().__init__(game, notes)
        self.story_events: list[Event] = []
        """The recent events the story and the test panel are drawn from (oldest first)."""
        self.batch: list[Event] = []
        """The events of the last decision (the latest test's results)."""
        self._events_at = -1
        self._pending_seen: object = None

    def compose(self) -> ComposeResult:
        yield SafeStatic(id="status")
        yield SafeStatic(PERIL_WORDS, id="story-peril")
        with Horizontal(id="story-body"):
            with VerticalScroll(id="story-scroll", classes="panel"):
                yield SafeStatic(id="story-text")
                yield SafeStatic(id="story-continue")
            with Vertical(id="story-side"):
                yield SafeStatic(id="story-leader")
                yield SafeStatic(id="story-test", classes="panel")
                yield DecisionPanel(id="decision", classes="panel")
                yield EventLog(id="log", classes="panel")
        yield StableFooter()

    def on_mount(self) -> None:
        self.query_one("#story-scroll").border_title = "Storybook"
        self.query_one("#story-test").border_title = "Test"
        self.query_one("#decision").border_title = "Decision"
        self.query_one("#log").border_title = "Log"
        log = self.query_one(EventLog)
        self.load_story()
        log.add_events(log_view(self.story_events[-50:]))
        for note in self._notes:
            log.note(note)
        self.show_state()

    # ------------------------------------------------------------------ the events
    def load_story(self) -> None:
        """Rebuild the story's events from the journal (after opening, undo or redo)."""
        history = self.game.history
        try:
            self.story_events = history.events_until(history.position, STORY_EVENTS)
        except DesyncError as exc:
            self.story_events = []
            self._notes.append(str(exc))
        self._events_at = history.position
        self.batch = []

    def events_arrived(self, events: list[Event]) -> None:
        self.query_one(EventLog).add_events(log_view(events))
        self.story_events = [*self.story_events, *events][-STORY_EVENTS:]
        self.batch = list(events)
        self._events_at = self.game.history.position

    # ------------------------------------------------------------------ showing
    def show_state(self) -> None:
        game = self.game
        if game.history.position != self._events_at:
            self.load_story()
        state = game.state
        content = game.content
        pending = game.pending
        self.query_one("#status", SafeStatic).update(story_status(game))
        self.set_class(is_peril(pending) and state.outcome is None, "-peril")
        leader = leader_line(state)
        self.query_one("#story-leader", SafeStatic).update(leader)
        self.query_one("#decision").border_title = decision_title(state)
        story = self.query_one("#story-text", SafeStatic)
        story.update(story_text(self.story_events, state, content))
        self.query_one("#story-continue").display = self.held is not None
        self.call_after_refresh(self.query_one("#story-scroll").scroll_end, animate=False)
        test = test_panel_text(pending, state, content, self.story_events)
        if test is None:
            test = last_test_text(self.batch)
        panel = self.query_one("#story-test", SafeStatic)
        panel.display = test is not None
        panel.update(test if test is not None else "")
        decision = self.query_one(DecisionPanel)
        if state.outcome is not None:
            decision.show(None, None)
            self.query_one("#decision-prompt", SafeStatic).update(outcome_words(state.outcome))
        else:
            decision.show(worded(game.content, pending), None)
        if pending is not self._pending_seen:
            self._pending_seen = pending
            decision.focus_options()

    # ------------------------------------------------------------------ the end
    def pause_after(self, events: list[Event]) -> Pause | None:
        """An adventure that ends (the game leaves the storybook) holds on its last
        paragraph until the player continues."""
        after = view_for(self.game.state)
        if after == "story" or not adventure_ended(events):
            return None
        where = "on to the battle" if after in ("battle", "setup") else "back to the voyage"
        return Pause(
            "The adventure is over.",
            f"How it ends is the last paragraph of the Storybook. Continue goes {where}.",
        )

    def show_pause(self, pause: Pause) -> None:
        self.show_state()
        self.query_one(DecisionPanel).show(None, None)
        self.query_one("#decision-prompt", SafeStatic).update(pause.text())
        self.query_one("#decision").border_title = "Continue"
        here = self.query_one("#story-continue", SafeStatic)
        here.display = True
        here.update(pause.text())
        self.call_after_refresh(self.query_one("#story-scroll").scroll_end, animate=False)

    # ------------------------------------------------------------------ keys
    def action_argonauts(self) -> None:
        from atoterm.ui.argonaut_sheet import ArgonautSheetScreen

        self.app.push_screen(ArgonautSheetScreen(self.game.state, self.game.content))

    def action_matrix(self) -> None:
        from atoterm.ui.choice_matrix import ChoiceMatrixScreen

        self.app.push_screen(ChoiceMatrixScreen(self.game.state))

    def action_scroll_story(self, step: int) -> None:
        scroll = self.query_one("#story-scroll", VerticalScroll)
        if step < 0:
            scroll.scroll_page_up(animate=False)
        else:
            scroll.scroll_page_down(animate=False)

    def action_focus_options(self) -> None:
        self.query_one(DecisionPanel).focus_options()
