"""The one base of every game screen, and the one table that says which screen shows a game.

A game screen shows ``game.pending`` and sends back the option the player picked; it never
decides a rule. :class:`GameScreenBase` holds what every game screen does the same way:
choosing (by number key, from the option list, or a board cell), refusing with the reason
the engine or the session gave, undo and redo, a journal that cannot be written or replayed
(desync), help, and following the game to another screen when its phase changes (a battle
begins, an adventure ends). A screen adds its panels (``compose``, ``show_state``) and keys.

:data:`GAME_SCREENS` maps each view (:func:`view_for`) to its screen class; :func:`screen_for`
builds one and :func:`follow_phase` switches to it. Add a screen: subclass
:class:`GameScreenBase`, set ``VIEW`` and ``HELP``, put it in the table and say in
:func:`view_for` when the game needs it.
"""

from __future__ import annotations

import importlib
from collections.abc import Callable
from typing import TYPE_CHECKING, ClassVar

from textual import on
from textual.binding import Binding, BindingType
from textual.screen import Screen

from atoterm.session import DesyncError, IllegalAction, SessionError
from atoterm.ui.campaign_glance import (
    CHRONICLE_BINDINGS,
    GLANCE_BINDINGS,
    open_overview,
    open_whole_map,
)
from atoterm.ui.chronicle_key import open_chronicle
from atoterm.ui.decision_commands import DecisionCommands
from atoterm.ui.decision_panel import DecisionPanel
from atoterm.ui.event_log import EventLog
from atoterm.ui.leave_dialog import ask_to_leave
from atoterm.ui.message_history_screen import HISTORY_BINDINGS, MessageHistoryScreen
from atoterm.ui.size_guard import GuardedScreen
from atoterm.views.option_order import FINISH_KEY, NUMBER_KEYS, key_for_index
from atoterm.views.option_words import worded

if TYPE_CHECKING:
    from atoterm.session import Game
    from atoterm.ui.app import AtotermApp
    from atoterm.views.inspect import Inspection
    from atoterm.views.types import Event, GameState

GAME_SCREENS: dict[str, str] = {
    "setup": "atoterm.ui.battle_setup_screen:BattleSetupScreen",
    "battle": "atoterm.ui.battle_screen:BattleScreen",
    "story": "atoterm.ui.story_screen:StoryScreen",
    "voyage": "atoterm.ui.voyage_screen:VoyageScreen",
}
"""View -> the screen showing it (imported when first needed: the title screen stays light)."""

LEAVE_KEYS: list[BindingType] = [
    Binding("q", "leave", "Quit…", key_display="q", id="game.leave"),
    *[
        Binding(
            key,
            f"choose_key('{key}')",
            "Choose the option with that number",
            show=False,
            id=f"game.choose_{key}",
        )
        for key in NUMBER_KEYS
    ],
    Binding(
        FINISH_KEY,
        f"choose_key('{FINISH_KEY}')",
        "Done / End turn / Continue (the option marked 0)",
        show=False,
        id="game.finish",
    ),
]
"""Leaving (asked first: ``esc`` only closes what is open over a game) and the option keys: every game screen puts them in its ``BINDINGS`` where its
footer lists them (the base's undo, redo and help come first)."""


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


def screen_class(view: str) -> type[GameScreenBase]:
    module, _, name = GAME_SCREENS[view].partition(":")
    found: type[GameScreenBase] = getattr(importlib.import_module(module), name)
    return found


def screen_for(game: Game, notes: list[str] | None = None) -> Screen[None]:
    """A new screen showing ``game`` (the app's ``show_game`` uses this)."""
    return screen_class(view_for(game.state))(game, notes)


def follow_phase(screen: Screen[object], game: Game, current: str) -> bool:
    """Switch to the screen the game needs now if it is not ``current``; True if switched."""
    if view_for(game.state) == current:
        return False
    screen.app.switch_screen(screen_for(game, []))
    return True


# ---------------------------------------------------------------- shared behaviour
class GameScreenBase(GuardedScreen):
    """Decisions, undo and redo for a screen showing ``game``."""

    VIEW: ClassVar[str] = ""
    """This screen's entry in :data:`GAME_SCREENS`."""
    HELP: ClassVar[str] = "game"
    """The help screen's title for this screen's keys."""
    PLAYS_A_GAME: ClassVar[bool] = True
    """Marks the screens a sheet's chronicle key looks for (``chronicle_key.playing_screen``,
    which cannot import this module: this module imports it)."""
    COMMANDS: ClassVar = {DecisionCommands}
    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("u,ctrl+z", "undo", "Undo", key_display="u ^z", id="game.undo"),
        Binding("U,ctrl+y", "redo", "Redo", key_display="U ^y", id="game.redo"),
        Binding("question_mark", "help", "Help", key_display="?", id="game.help"),
        Binding(
            "i",
            "inspect",
            "Inspect the highlighted option (on the board: the cell)",
            show=False,
            id="game.inspect",
        ),
        Binding(
            "I",
            "inspect_things",
            "Inspect a thing in play (cards, Gear, Titans…)",
            show=False,
            id="game.inspect_things",
        ),
        *HISTORY_BINDINGS,
        *GLANCE_BINDINGS,
        *CHRONICLE_BINDINGS,
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
        """Show the game again, on another screen if its phase needs one."""
        if not follow_phase(self, self.game, self.VIEW):
            self.show_state()

    def refuse(self, reason: str) -> None:
        """Tell the player why nothing happened: in the log, and on the line under the
        options, where each refusal replaces the last (toasts piled up over the story and
        the options, one per key pressed)."""
        self.query_one(EventLog).refusal(reason)
        self.query_one(DecisionPanel).refusal(reason)

    def recent(self) -> list[Event]:
        """The log's events at the current decision (a desync becomes a note)."""
        from atoterm.ui.session_access import OpenError, recent_events

        try:
            return recent_events(self.game.history, self.game.history.position)
        except OpenError as exc:
            self._notes.append(str(exc))
            return []

    # ------------------------------------------------------------------ deciding
    def legal_choices(self) -> list[tuple[int, str, str]]:
        pending = worded(self.game.content, self.game.pending, self.game.state)  # player words
        if pending is None:
            return []
        return [
            (index, option.label, option.explain)
            for index, option in enumerate(pending.options)
            if not option.disabled
        ]

    def key_of(self, index: int) -> str:
        """The key listed beside the option at ``index`` of the pending decision."""
        return key_for_index(self.game.pending, index)

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
        self.tell_profile_warnings()
        if self.game.over:  # what the Mnestis Theatre took from the game's end
            from atoterm.ui.mnestis_screen import tell_theatre_gains
            from atoterm.ui.voyages_screen import tell_voyage

            tell_theatre_gains(self.app, self.game)
            tell_voyage(self.app, self.game)  # its line in voyages.log, or why there is none
        self.refresh_or_switch()

    def tell_profile_warnings(self) -> None:
        """A profile warning that appeared with this decision (a write that failed, the
        profile held by another terminal), as a notification: the session hands each out
        once."""
        for warning in self.game.take_profile_warnings():
            self.notify(warning, title="Player profile", severity="warning", timeout=15)
        if self.game is self.atoterm.game:  # a write refused by the lock: tried again soon
            self.atoterm.profile_retry.watch()

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        # A key pressed while the screen is still being put together (under load, right after
        # a battle's setup) would look for panels not mounted yet: the screen takes keys once
        # it is mounted.
        if not self.is_mounted:
            return False
        return super().check_action(action, parameters)

    def action_choose_key(self, key: str) -> None:
        """A number key: the option listed with that key, if the player can see it."""
        pending = self.game.pending
        if pending is None:
            self.refuse("there is no decision to make now")
            return
        panel = self.query_one(DecisionPanel)
        if not any(shown.key == key for shown in panel.shown):
            if key == FINISH_KEY:
                self.refuse("this decision has no Done, End turn or Continue (0)")
            else:
                self.refuse(f"no option has the key {key}")
            return
        index = panel.key_pressed(key)
        if index is not None:
            self.choose(index)

    @on(DecisionPanel.Chosen)
    def _picked(self, message: DecisionPanel.Chosen) -> None:
        self.choose(message.index)

    # ------------------------------------------------------------------ undo / redo
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
        """Undo or redo one decision; explain any refusal and return whether it happened."""
        try:
            step(1)
            self.game.state  # noqa: B018 (rebuilt from the nearest keyframe here, not mid-draw)
        except IllegalAction as exc:
            self.refuse(exc.reason)
            return False
        except SessionError as exc:
            self.refuse(str(exc))
            return False
        except DesyncError as exc:
            self.refuse(f"{exc}; the journal is left as it is")
            return False
        except OSError as exc:
            self.refuse(f"the journal could not be written: {exc.strerror or exc}")
            return False
        return True

    # ------------------------------------------------------------------ elsewhere
    def action_help(self) -> None:
        from atoterm.ui.help_screen import HelpScreen

        self.app.push_screen(HelpScreen(self, self.HELP))

    def action_inspect(self) -> None:
        """``i``: the full rules text of what the player points at (``ui/inspect_screen``)."""
        from atoterm.ui.inspect_screen import NOTHING, InspectScreen

        found = self.inspection()
        if found is None:
            self.notify(NOTHING, title="Inspect")
            return
        self.app.push_screen(InspectScreen(found))

    def action_inspect_things(self) -> None:
        from atoterm.ui.inspect_screen import open_things

        open_things(self.app, self.game.state, self.game.content)

    def inspection(self) -> Inspection | None:
        """What ``i`` shows: the highlighted option (the battle screen adds the board)."""
        from atoterm.ui.inspect_screen import option_inspection

        return option_inspection(self.game, self.query_one(DecisionPanel))

    def action_message_history(self) -> None:
        """The whole log so far, searchable (the Log panel keeps only the newest lines)."""
        self.app.push_screen(MessageHistoryScreen(self.game.history))

    def action_whole_map(self) -> None:
        open_whole_map(self)

    def action_overview(self) -> None:
        open_overview(self)

    def action_chronicle(self) -> None:
        """``c``: the campaign's chronicle so far (the voyage also opens it when the campaign
        ends); only over this screen itself, not over a sheet or dialog already on top."""
        if self.app.screen is self:
            open_chronicle(self)

    def action_leave(self) -> None:
        """Quit or go back to the title screen, once the player says so (the journal already
        holds every decision). Below the minimum size only the notice shows: q quits."""
        if self.has_class("-too-small"):
            self.atoterm.quit_now()
            return
        ask_to_leave(self.atoterm)
