"""Title screen: new campaign, continue the latest journal, load, replay, quit."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING, ClassVar

from rich.text import Text
from textual import on
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Center, Vertical
from textual.widgets import Footer, OptionList, Static
from textual.widgets.option_list import Option

from atoterm.ui.size_guard import GuardedScreen

if TYPE_CHECKING:
    from atoterm.ui.app import AtotermApp

BANNER = """\
╔═╗╔╦╗╔═╗╔╦╗╔═╗╦═╗╔╦╗
╠═╣ ║ ║ ║ ║ ║╣ ╠╦╝║║║
╩ ╩ ╩ ╚═╝ ╩ ╚═╝╩╚═╩ ╩"""

TAGLINE = "Aeon Trespass: Odyssey, played in the terminal"


def latest_journal() -> Path | None:
    from atoterm.session.paths import list_saves

    saves = list_saves()
    return saves[0] if saves else None


class TitleScreen(GuardedScreen):
    """The first screen; every other screen returns here."""

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("n", "new", "New"),
        Binding("c", "continue", "Continue"),
        Binding("l", "load", "Load"),
        Binding("r", "replay", "Replay"),
        Binding("question_mark", "help", "Help", key_display="?"),
        Binding("q", "app.quit", "Quit"),
    ]

    def __init__(self) -> None:
        super().__init__()
        self._message = ""
        """The last problem to explain (kept until the next action)."""

    def compose(self) -> ComposeResult:
        with Vertical(id="title-box"):
            yield Static(BANNER, id="title-banner")
            yield Static(TAGLINE, id="title-tagline")
            with Center():
                yield OptionList(id="title-menu")
            yield Static(id="title-message")
        yield Footer()

    @property
    def atoterm(self) -> AtotermApp:
        return self.app  # type: ignore[return-value]

    def on_mount(self) -> None:
        self.show_message(self._message)
        self.refresh_menu()
        self.query_one("#title-menu", OptionList).focus()

    def on_screen_resume(self) -> None:
        self.refresh_menu()

    def refresh_menu(self) -> None:
        latest = latest_journal()
        menu = self.query_one("#title-menu", OptionList)
        highlighted = menu.highlighted
        menu.clear_options()
        if latest is not None:
            continue_option = Option(f"Continue   {latest.name}", id="continue")
        else:
            continue_option = Option(
                "Continue   ✗ no journal in the save folder yet", "continue", True
            )
        menu.add_options(
            [
                Option("New campaign", id="new"),
                continue_option,
                Option("Load a journal…", id="load"),
                Option("Replay a journal…", id="replay"),
                Option("Quit", id="quit"),
            ]
        )
        menu.highlighted = highlighted if highlighted is not None else (1 if latest else 0)

    def show_message(self, message: str) -> None:
        """A problem to explain (a refused journal); shown until the next action."""
        self._message = message
        for label in self.query("#title-message").results(Static):
            label.update(Text(f"✗ {message}" if message else ""))

    @on(OptionList.OptionSelected, "#title-menu")
    def _picked(self, event: OptionList.OptionSelected) -> None:
        actions = {
            "new": self.action_new,
            "continue": self.action_continue,
            "load": self.action_load,
            "replay": self.action_replay,
            "quit": self.action_quit,
        }
        handler = actions.get(event.option.id or "")
        if handler is not None:
            handler()

    def action_new(self) -> None:
        self.show_message_clear()
        self.atoterm.open_setup()

    def action_continue(self) -> None:
        latest = latest_journal()
        if latest is None:
            self.show_message("there is no journal in the save folder to continue")
            return
        self.show_message_clear()
        self.atoterm.open_journal(latest, "load")

    def action_load(self) -> None:
        self._pick_journal("load")

    def action_replay(self) -> None:
        self._pick_journal("replay")

    def _pick_journal(self, mode: str) -> None:
        from atoterm.ui.journal_dialog import JournalDialog

        def opened(path: Path | None) -> None:
            if path is not None:
                self.show_message_clear()
                self.atoterm.open_journal(path, mode)

        self.app.push_screen(JournalDialog(mode), opened)

    def action_help(self) -> None:
        from atoterm.ui.help_screen import HelpScreen

        self.app.push_screen(HelpScreen(self, "title screen"))

    def action_quit(self) -> None:
        self.atoterm.quit_now()

    def show_message_clear(self) -> None:
        self.show_message("")
