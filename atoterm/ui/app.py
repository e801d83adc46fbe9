"""The Textual application: one factory (:func:`make_app`) for the CLI and the tests.

Screens: title -> campaign setup -> voyage, and title -> replay viewer, with help, journal
and number dialogs on top. The app owns the content pack and the open :class:`Game`; screens
receive the game and talk to it only through ``pending``/``choose``/``undo``/``redo``.
"""

from __future__ import annotations

import sys
from collections.abc import Iterable
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, ClassVar

from textual import events
from textual.app import App, SystemCommand
from textual.binding import Binding, BindingType
from textual.notifications import SeverityLevel
from textual.screen import Screen

from atoterm.safe_text import safe_lines, safe_text
from atoterm.ui.heap import IdleCollector, release_heap, settle_heap
from atoterm.ui.profile_retry import ProfileRetry
from atoterm.ui.title_screen import TitleScreen
from atoterm.ui.user_settings import UserSettings

if TYPE_CHECKING:
    from collections.abc import Iterable

    from textual.screen import Screen

    from atoterm.session import Game
    from atoterm.ui.session_access import ContentCache

START_MODES = ("title", "play", "load", "replay", "battle")
IDLE_TICK = 0.5
"""Seconds between two looks at whether the player is idle (``ui/heap.IdleCollector``)."""


@dataclass
class LaunchOptions:
    """What the command line asked for."""

    start: str = "title"
    path: str | None = None
    """The journal for ``load`` and ``replay``."""
    content_dir: str | None = None
    seed: int | None = None
    """Seed proposed on the campaign setup screen (random when None)."""
    undo: str = "casual"
    save: str | None = None
    """Journal file for a new campaign (default: a fresh file in the save folder)."""
    game: Game | None = None
    """A game made by the caller (``battle``: a practice battle), shown when the app starts."""
    difficulty: str = "normal"
    """Difficulty proposed on the campaign setup screen (``--difficulty``)."""
    sea: str = "handmade"
    """The sea proposed on the campaign setup screen (``--sea``: handmade or generated)."""
    length: str = "full"
    """A generated sea's length proposed there (``--length``: full or short)."""
    daily: str = ""
    """``--daily``: the UTC date (ISO) whose voyage ``seed`` is, read once by the command line."""


class AtotermApp(App[int]):
    """atoterm's terminal front end."""

    TITLE = "atoterm"
    SUB_TITLE = "Aeon Trespass: Odyssey in the terminal"
    CSS_PATH = "app.tcss"
    HORIZONTAL_BREAKPOINTS: ClassVar[list[tuple[int, str]]] = [(0, "-narrow"), (110, "-wide")]
    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("ctrl+q", "quit", "Quit", show=False, priority=True, id="app.quit"),
        # shown only while a hint is (first_hints)
        Binding("z", "dismiss_hint", "Hide hint", id="app.dismiss_hint"),
        # priority: Textual checks an app's other keys only below no overlay (a modal
        # screen ends the chain); a focused text field still types its "/" (F2 opens the
        # search from there)
        Binding(
            "slash",
            "glossary",
            "Rules and glossary search",
            key_display="/",
            show=False,
            priority=True,
            id="app.glossary",
        ),
        Binding(
            "f2",
            "glossary_anywhere",
            "Rules and glossary search, from a text field too",
            show=False,
            priority=True,
            id="app.glossary_anywhere",
        ),
        # ? is each screen's own key (an overlay's from size_guard.GuardedModal), so its
        # footer lists it; F1 is the same from anywhere, a text field included
        Binding(
            "f1",
            "screen_help",
            "Help: the keys of this screen and how to play",
            show=False,
            priority=True,
            id="app.help",
        ),
    ]

    def __init__(self, launch: LaunchOptions) -> None:
        super().__init__()
        self.launch = launch
        """The command line's request, read by the screens (default seed, undo policy)."""
        self.game: Game | None = None
        """The campaign or journal open now (the last one opened, after it is closed)."""
        self._content: ContentCache | None = None
        self.user_settings = UserSettings()
        """The player's keys and theme (``settings.toml`` in the save folder)."""
        self.idle_collector = IdleCollector()
        """Full garbage collections while the player reads, not on a key (``ui/heap``)."""
        self.profile_retry = ProfileRetry(self)
        """Tries at a profile write another atoterm's lock refused (``ui/profile_retry``)."""

    # ------------------------------------------------------------------ content and games
    @property
    def content(self) -> ContentCache:
        if self._content is None:
            from atoterm.ui.session_access import ContentCache

            self._content = ContentCache(self.launch.content_dir)
        return self._content

    # ------------------------------------------------------------------ first-time hints
    def action_dismiss_hint(self) -> None:
        from atoterm.ui.first_hints import dismiss_hint

        dismiss_hint(self)

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        if action == "dismiss_hint":  # only while the screen shows a hint (and in its footer)
            from atoterm.ui.first_hints import shown_hint

            return shown_hint(self.screen) is not None
        if action in ("glossary", "glossary_anywhere", "screen_help"):
            from atoterm.ui.settings_screen import KeyCaptureDialog

            if isinstance(self.screen, KeyCaptureDialog):  # a new key is being captured
                return False
            # a text field types its "/" (Textual's filter of the keys a field takes
            # misses this one: key_to_character("slash") is None)
            focused = self.focused
            if action == "glossary" and focused is not None:
                return not focused.check_consume_key("slash", "/")
        return super().check_action(action, parameters)

    def action_glossary_anywhere(self) -> None:
        self.action_glossary()

    def action_glossary(self) -> None:
        """Rules and glossary search over any screen (a search field keeps its "/")."""
        from atoterm.ui.glossary_screen import GlossaryScreen, open_glossary
        from atoterm.ui.session_access import OpenError

        if isinstance(self.screen, GlossaryScreen):
            return
        game = getattr(self.screen, "game", None)
        try:  # the Cycle's Conditions and terrain too, when its content can be read
            pack = game.content if game is not None else self.content.pack()
        except OpenError:
            pack = None
        open_glossary(self, pack)

    def action_screen_help(self) -> None:
        """The help of the screen shown: its own help where it has one (the title, a game),
        else the keys of the overlay or dialog on top; on the help itself, F1 closes it."""
        from atoterm.ui.help_screen import HelpScreen

        screen = self.screen
        if isinstance(screen, HelpScreen):
            screen.dismiss(None)
            return
        own = getattr(screen, "action_help", None)
        if callable(own):
            own()
            return
        self.push_screen(HelpScreen(screen, "this screen"))

    def get_default_screen(self) -> TitleScreen:
        return TitleScreen()

    async def on_event(self, event: events.Event) -> None:
        if isinstance(event, events.InputEvent):
            self.idle_collector.input_seen()
        await super().on_event(event)

    def on_mount(self) -> None:
        self.set_interval(IDLE_TICK, self.idle_collector.tick)
        for problem in self.user_settings.load(self):  # keys and theme before any screen acts
            self.notify(problem, title="Settings", severity="warning", timeout=15)
        start = self.launch.start
        if start == "play":
            self.call_later(self.open_setup)
        elif start in ("load", "replay") and self.launch.path:
            self.call_later(self.open_journal, Path(self.launch.path), start)
        elif start == "battle" and self.launch.game is not None:
            self.call_later(self.show_game, self.launch.game, [])

    def open_setup(self) -> None:
        from atoterm.ui.session_access import OpenError
        from atoterm.ui.setup_screen import SetupScreen

        try:
            pack = self.content.pack()
        except OpenError as exc:
            self.report_problem(str(exc))
            return
        self.push_screen(SetupScreen(pack, self.launch))

    def open_journal(self, path: Path, mode: str) -> None:
        """Continue (``mode`` "load"/"play") or replay (``mode`` "replay") a journal."""
        from atoterm.session import JournalLocked
        from atoterm.ui.session_access import OpenError, open_for_play, open_for_replay

        self.close_game()
        try:
            pack = self.content.pack()
            opener = open_for_replay if mode == "replay" else open_for_play
            game, notes = opener(path, pack)
        except OpenError as exc:
            self.report_problem(str(exc))
            return
        except JournalLocked as exc:  # another terminal writes it: replay, copy or cancel
            from atoterm.ui.lock_dialog import ask_about_locked

            ask_about_locked(self, exc)
            return
        for note in notes:
            self.notify(note, title="Journal", severity="warning", timeout=10)
        if mode == "replay" or game.writer is None:  # read-only (a folder that refuses writes)
            self.show_game(game, notes, replay_of=path)
        else:
            where = f"Continuing {path.name} after decision {game.history.position}."
            self.show_game(game, [where, *notes])
            self.profile_retry.watch()  # a finished game's end the lock refused again

    def show_game(self, game: Game, notes: list[str], replay_of: Path | None = None) -> None:
        """Put ``game`` on screen above the title screen (replacing setup or another game).

        ``replay_of`` is the journal file when ``game`` was opened read-only for replay.
        """
        self.game = game
        while len(self.screen_stack) > 1:  # the title screen stays at the bottom
            self.pop_screen()
        self.call_after_refresh(settle_heap)  # once the game is drawn (atoterm.ui.heap)
        if replay_of is not None:
            from atoterm.ui.replay_screen import ReplayScreen

            self.push_screen(ReplayScreen(game, replay_of, notes))
        else:
            from atoterm.ui.game_screen import screen_for  # voyage, battle setup or battle

            self.push_screen(screen_for(game, notes))

    def open_settings(self) -> None:
        """The keys and theme settings, over whatever screen is shown."""
        from atoterm.ui.settings_screen import SettingsScreen

        if not isinstance(self.screen, SettingsScreen):
            self.push_screen(SettingsScreen(self.user_settings))

    def get_system_commands(self, screen: Screen[object]) -> Iterable[SystemCommand]:
        """Textual's palette commands, with "Keys and theme" in place of its theme picker
        (a theme chosen here is saved; atoterm's themes keep the board readable)."""
        yield SystemCommand(
            "Keys and theme", "Change any key, or the theme (saved at once)", self.open_settings
        )
        for command in super().get_system_commands(screen):
            if command.title != "Theme":
                yield command
        from atoterm.ui.first_hints import show_all_hints_again

        yield SystemCommand(
            "Show the first-time hints again",
            "Every screen shows its one-line hint again until it is hidden (z)",
            lambda: show_all_hints_again(self),
        )

    def close_game(self) -> None:
        """Close the journal (every decision is already on disk); a profile write another
        atoterm's lock refused is tried once more first (``ui/profile_retry``)."""
        if self.game is not None:
            self.profile_retry.leave(self.game)
            self.game.close()
        release_heap()

    def back_to_title(self) -> None:
        self.close_game()
        while len(self.screen_stack) > 1:
            self.pop_screen()

    def notify(
        self,
        message: str,
        *,
        title: str = "",
        severity: SeverityLevel = "information",
        timeout: float | None = None,
        markup: bool = False,
    ) -> None:
        """Every notification (``Screen.notify`` comes here too) shows its text as text: the
        messages quote file names and values from journals, so control characters are
        escaped and ``[`` is not markup."""
        super().notify(
            safe_lines(message) if not markup else message,
            title=safe_text(title),
            severity=severity,
            timeout=timeout,
            markup=markup,
        )

    def report_problem(self, message: str) -> None:
        """A refused journal or content folder: one line on the title screen, never a traceback."""
        message = safe_text(message)
        self.notify(message, title="Cannot open", severity="error", timeout=10)
        for screen in self.screen_stack:
            if isinstance(screen, TitleScreen):
                screen.show_message(message)

    def quit_now(self) -> None:
        """Close the journal and leave (every decision is already on disk, fsynced)."""
        self.close_game()
        self.exit(0)

    async def action_quit(self) -> None:
        """ctrl+q: at once on the title screen and its dialogs; with a game open (under a
        sheet or the help too), asked first."""
        from atoterm.ui.game_screen import GameScreenBase

        playing = any(isinstance(screen, GameScreenBase) for screen in self.screen_stack)
        if playing and not self.screen.has_class("-too-small"):
            from atoterm.ui.leave_dialog import ask_to_leave

            ask_to_leave(self)
            return
        self.quit_now()


def make_app(
    start: str = "title",
    path: str | None = None,
    content_dir: str | None = None,
    seed: int | None = None,
    undo: str = "casual",
    save: str | None = None,
    game: Game | None = None,
    difficulty: str = "normal",
    sea: str = "handmade",
    length: str = "full",
    daily: str = "",
) -> AtotermApp:
    """The app for ``start`` ("title", "play", "load", "replay", or "battle" with ``game``)."""
    if start not in START_MODES:
        raise ValueError(f"start must be one of {', '.join(START_MODES)}, not {start!r}")
    return AtotermApp(
        LaunchOptions(
            start, path, content_dir, seed, undo, save, game, difficulty, sea, length, daily
        )
    )


def run_tui(
    start: str,
    path: str | None = None,
    content_dir: str | None = None,
    seed: int | None = None,
    undo: str = "casual",
    save: str | None = None,
    game: Game | None = None,
    difficulty: str = "normal",
    sea: str = "handmade",
    length: str = "full",
    daily: str = "",
) -> int:
    """Run the TUI until the player quits; the exit code for the CLI."""
    app = make_app(start, path, content_dir, seed, undo, save, game, difficulty, sea, length, daily)
    try:
        app.run()
    finally:
        app.close_game()
        for words in app.profile_retry.parting:  # the screen is gone: the terminal says it
            print(f"atoterm: {safe_text(words)}", file=sys.stderr)
    return app.return_code or 0
