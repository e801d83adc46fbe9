"""The voyage screen: map, Argo sheet, message log and the pending decision.

Above the map, the step indicator (which of the nine steps, which are left). During the
Exploration Step (or with ``x``) the Exploration Draw is shown as two stacks under the map;
during the Advancement Step the Advancement sheet takes the map's place beside the
decision. ``a`` opens the whole Argo sheet, ``d`` the Timeline, ``t`` the Advancement
(Technology) sheet, ``c`` the chronicle (on every game screen: ``campaign_glance``), which
also opens by itself when the campaign ends.

The screen never decides a rule: it shows ``game.pending`` and sends back the option the
player picked; whatever the engine refuses comes back as ``IllegalAction.reason`` and is
shown in the log and a notification, with nothing changed.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, ClassVar

from textual import events
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Horizontal, Vertical, VerticalScroll

from atoterm.ui.advancement_text import advancement_text
from atoterm.ui.argo_sheet import ArgoSheet, step_title
from atoterm.ui.board_layout import title_board
from atoterm.ui.campaign_text import step_indicator
from atoterm.ui.continue_pause import CONTINUE_KEYS, ContinuePause, Pause, draw_finished
from atoterm.ui.decision_panel import DecisionPanel
from atoterm.ui.event_log import EventLog
from atoterm.ui.exploration_panel import exploration_text, has_draw
from atoterm.ui.first_hints import offer_hint
from atoterm.ui.game_screen import LEAVE_KEYS, GameScreenBase
from atoterm.ui.map_view import MapView
from atoterm.ui.safe_widgets import SafeStatic
from atoterm.ui.stable_footer import StableFooter
from atoterm.views.effects import option_notes
from atoterm.views.option_words import worded

if TYPE_CHECKING:
    from atoterm.session import Game
    from atoterm.views.types import Event

ADVANCEMENT_PREFIX = "adva"
TALL = 40
"""From this many rows the decision panel keeps its full height (``app.tcss``): a panel
following the number of options laid the whole screen out again, twice, at most decisions."""
EXPLORATION_PREFIX = "explore"


def advancement_live(game: Game) -> bool:
    """The engine asks a decision of the Advancement Step: the sheet takes the map's place
    (a trade offered by an Exploration card keeps the map)."""
    pending = game.pending
    return (
        game.state.step == "advancement"
        and pending is not None
        and pending.kind.startswith(ADVANCEMENT_PREFIX)
    )


def exploring(game: Game) -> bool:
    """The Exploration Draw is under way (its step, or a decision it asks)."""
    pending = game.pending
    if pending is not None and pending.kind.startswith(EXPLORATION_PREFIX):
        return True
    return game.state.step == "exploration" and has_draw(game.state)


def status_line(game: Game) -> str:
    journal = game.path.name if game.path else "not saved"
    where = "campaign over" if game.over else step_title(game.state.step)
    return f"{journal} · undo {game.header.undo} · decision {game.history.position} · {where}"


class VoyageScreen(ContinuePause, GameScreenBase):
    """Play: every key here is listed by the help screen (``?``)."""

    VIEW = "voyage"
    HELP = "voyage"
    VERTICAL_BREAKPOINTS: ClassVar[list[tuple[int, str]]] = [(0, "-short"), (TALL, "-tall")]
    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("a", "argo_sheet", "Argo sheet", id="voyage.argo_sheet"),
        Binding("d", "timeline", "Timeline", id="voyage.timeline"),
        Binding("t", "advancement", "Technology", id="voyage.technology"),
        Binding("x", "toggle_draw", "Exploration Draw", show=False, id="voyage.exploration_draw"),
        *[
            Binding(
                f"shift+{way}",
                f"scroll_map('{way}')",
                "Scroll the map",
                show=False,
                id=f"voyage.scroll_map_{way}",
            )
            for way in ("left", "right", "up", "down")
        ],
        *LEAVE_KEYS,
        *CONTINUE_KEYS,
    ]

    def __init__(self, game: Game, notes: list[str] | None = None) -> None:
        super().__init__(game, notes)
        self.show_draw = False
        """``x`` pins the Exploration Draw panel outside the Exploration Step."""
        self._chronicle_shown = False

    def compose(self) -> ComposeResult:
        yield SafeStatic(id="status")
        yield SafeStatic(id="steps")
        with Horizontal(id="body"):
            with Vertical(id="left"):
                yield MapView(id="map", classes="panel")
                with VerticalScroll(id="advancement-panel", classes="panel"):
                    yield SafeStatic(id="advancement-live")
                yield SafeStatic(id="exploration", classes="panel")
                yield DecisionPanel(id="decision", classes="panel")
            with Vertical(id="right"):
                yield ArgoSheet(id="sheet", classes="panel")
                yield EventLog(id="log", classes="panel")
        yield StableFooter()

    def on_mount(self) -> None:
        title_board(self, "decision", "Decision", "Log")
        self.query_one("#advancement-panel").border_title = "Advancement"
        self.query_one("#advancement-panel").border_subtitle = "t full sheet"
        self.query_one("#exploration").border_title = "Exploration Draw"
        log = self.query_one(EventLog)
        log.add_events(self.recent())
        for note in self._notes:
            log.note(note)
        self.refresh_or_switch()
        self.query_one(DecisionPanel).focus_options()

    # ------------------------------------------------------------------ showing
    def show_state(self) -> None:
        self._show(None)

    def pause_after(self, events: list[Event]) -> Pause | None:
        """An Exploration Draw just ended (often without a question on the way): hold on
        its two stacks until the player continues."""
        if not draw_finished(events):
            return None
        return Pause(
            "The Exploration Draw is over.",
            "Today's two stacks are shown above, and the log says what each card did.",
        )

    def show_pause(self, pause: Pause) -> None:
        self._show(pause)

    def _show(self, pause: Pause | None) -> None:
        """Every panel once, for the game or for ``pause`` (the map and today's stacks in
        view, the pause's words in place of the options): each panel is given its final
        content once, so a pause is not drawn as a decision first and then taken back."""
        game = self.game
        state = game.state
        self.query_one("#status", SafeStatic).update(status_line(game))
        self.show_steps()
        live = advancement_live(game)
        offer_hint(self, "advancement" if live else "voyage")
        sheet = live and pause is None  # a pause shows the map and the stacks
        self.query_one(MapView).display = not sheet
        self.query_one("#advancement-panel").display = sheet
        if sheet:
            self.query_one("#advancement-live", SafeStatic).update(
                advancement_text(game.content, state)
            )
        self.query_one(MapView).show(game.content, state.voyage, state.campaign)
        draw = self.query_one("#exploration", SafeStatic)
        if pause is None:
            draw.display = has_draw(state) and (self.show_draw or exploring(game))
        else:
            draw.display = any(state.campaign.exploration.stacks)
        if draw.display:
            draw.update(exploration_text(game.content, state))
        self.query_one(ArgoSheet).show(game.content, state)
        panel = self.query_one(DecisionPanel)
        if pause is None:
            notes = option_notes(state, game.content, game.pending)  # what terse options do
            shown = worded(game.content, game.pending)  # the player's words, not the engine's
            panel.show(shown, state.outcome, notes)
        else:
            panel.show(None, None)
            self.query_one("#decision-prompt", SafeStatic).update(pause.text())
        if state.outcome is None:
            self._chronicle_shown = False  # undone: show it again at the next end
        elif not self._chronicle_shown:
            self._chronicle_shown = True
            self.call_after_refresh(self.action_chronicle)

    def show_steps(self) -> None:
        """The step indicator: step titles left when the terminal is wide."""
        wide = self.app.size.width >= 110
        self.query_one("#steps", SafeStatic).update(step_indicator(self.game.state, wide))

    def on_resize(self, event: events.Resize) -> None:
        super().on_resize(event)
        self.show_steps()

    # ------------------------------------------------------------------ elsewhere
    def action_argo_sheet(self) -> None:
        from atoterm.ui.argo_sheet import ArgoSheetScreen

        self.app.push_screen(ArgoSheetScreen(self.game.content, self.game.state))

    def action_timeline(self) -> None:
        from atoterm.ui.timeline_panel import TimelineScreen

        self.app.push_screen(TimelineScreen(self.game.content, self.game.state))

    def action_advancement(self) -> None:
        from atoterm.ui.advancement_screen import AdvancementScreen

        self.app.push_screen(AdvancementScreen(self.game.content, self.game.state))

    def action_scroll_map(self, way: str) -> None:
        """Scroll a map larger than its panel by one tile (the mouse wheel works too)."""
        from atoterm.ui.map_view import TILE_HEIGHT, TILE_WIDTH

        view = self.query_one(MapView)
        dx = {"left": -TILE_WIDTH, "right": TILE_WIDTH}.get(way, 0)
        dy = {"up": -TILE_HEIGHT, "down": TILE_HEIGHT}.get(way, 0)
        view.scroll_relative(dx, dy, animate=False)

    def action_toggle_draw(self) -> None:
        self.show_draw = not self.show_draw
        if self.show_draw and not has_draw(self.game.state):
            self.notify("No Exploration Draw yet today.", title="Exploration")
        self.show_state()
