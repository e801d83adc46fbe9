"""Title screen: new campaign, continue the latest campaign or practice, load, replay, quit.

"Continue" (``c``) resumes the most recently saved *campaign* of the save folder and
"Continue practice" (``p``) the most recent practice battle, adventure or scenario journal
(``session/paths.py`` tells them apart by their headers); each entry names the file it loads.
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING, ClassVar

from rich.text import Text
from textual import on
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Center, Vertical
from textual.widgets import Footer

from atoterm.ui.safe_widgets import SafeOption, SafeOptionList, SafeStatic
from atoterm.ui.size_guard import GuardedScreen

if TYPE_CHECKING:
    from atoterm.session.paths import Latest
    from atoterm.ui.app import AtotermApp

BANNER = """\
╔═╗╔╦╗╔═╗╔╦╗╔═╗╦═╗╔╦╗
╠═╣ ║ ║ ║ ║ ║╣ ╠╦╝║║║
╩ ╩ ╩ ╚═╝ ╩ ╚═╝╩╚═╩ ╩"""

TAGLINE = "Aeon Trespass: Odyssey, played in the terminal"


def theatre_unlocked() -> bool:
    from atoterm.session.profile_sync import theatre_unlocked as unlocked

    return unlocked()


def latest_journals() -> Latest:
    from atoterm.session.paths import latest_journals as latest

    return latest()


def continue_label(what: str, path: Path | None, missing: str) -> Text:
    """``Continue   seed-7.atoj`` (the name made printable), or why there is nothing."""
    from atoterm.session.paths import shown_name

    if path is None:
        return Text(f"{what}   ✗ {missing}")
    return Text(f"{what}   {shown_name(path)}")


class TitleScreen(GuardedScreen):
    """The first screen; every other screen returns here."""

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("n", "new", "New", id="title.new"),
        Binding("c", "continue", "Continue", id="title.continue"),
        Binding("p", "continue_practice", "Practice", id="title.practice"),
        # not in the footer (80 columns hold only the keys a newcomer needs; the menu has
        # Load and Replay, and ? lists every key)
        Binding("l", "load", "Load a journal", show=False, id="title.load"),
        Binding("r", "replay", "Replay a journal", show=False, id="title.replay"),
        Binding("s", "saves", "Saves", id="title.saves"),
        Binding("v", "voyages", "Voyages", show=False, id="title.voyages"),
        Binding("m", "mnestis", "Mnestis Theatre", show=False, id="title.mnestis"),
        Binding("k", "settings", "Keys and theme", show=False, id="title.settings"),
        Binding("question_mark", "help", "Help", key_display="?", id="title.help"),
        Binding("q", "app.quit", "Quit", id="title.quit"),
    ]

    def __init__(self) -> None:
        super().__init__()
        self._message = ""
        """The last problem to explain (kept until the next action)."""

    def compose(self) -> ComposeResult:
        with Vertical(id="title-box"):
            yield SafeStatic(BANNER, id="title-banner")
            yield SafeStatic(TAGLINE, id="title-tagline")
            with Center():
                yield SafeOptionList(id="title-menu")
            yield SafeStatic(id="title-message")
        yield Footer()

    @property
    def atoterm(self) -> AtotermApp:
        return self.app  # type: ignore[return-value]

    def on_mount(self) -> None:
        self.show_message(self._message)
        self.refresh_menu()
        self.query_one("#title-menu", SafeOptionList).focus()

    def on_screen_resume(self) -> None:
        self.refresh_menu()

    def refresh_menu(self) -> None:
        latest = latest_journals()
        menu = self.query_one("#title-menu", SafeOptionList)
        before = menu.highlighted
        kept = menu.get_option_at_index(before).id if before is not None else None
        menu.clear_options()
        options = [
            SafeOption("New campaign", id="new"),
            SafeOption(
                continue_label("Continue", latest.campaign, "no campaign in the save folder yet"),
                id="continue",
                disabled=latest.campaign is None,
            ),
        ]
        if latest.practice is not None:  # newcomers see no entry for what they never played
            options.append(
                SafeOption(continue_label("Continue practice", latest.practice, ""), id="practice")
            )
        options += [
            SafeOption("Load a journal…", id="load"),
            SafeOption("Replay a journal…", id="replay"),
            SafeOption("Saves…", id="saves"),
            SafeOption("Voyages…", id="voyages"),
        ]
        if theatre_unlocked():  # only once a won campaign has opened it [MNE-001]
            options.append(SafeOption("Mnestis Theatre…", id="mnestis"))
        options += [
            SafeOption("Quit", id="quit"),
        ]
        menu.add_options(options)
        ids = [option.id for option in options if not option.disabled]
        default = "continue" if latest.campaign else ("practice" if latest.practice else "new")
        chosen = kept if kept in ids else default
        menu.highlighted = next(i for i, option in enumerate(options) if option.id == chosen)

    def show_message(self, message: str) -> None:
        """A problem to explain (a refused journal); shown until the next action."""
        self._message = message
        for label in self.query("#title-message").results(SafeStatic):
            label.update(Text(f"✗ {message}" if message else ""))

    @on(SafeOptionList.OptionSelected, "#title-menu")
    def _picked(self, event: SafeOptionList.OptionSelected) -> None:
        actions = {
            "new": self.action_new,
            "continue": self.action_continue,
            "practice": self.action_continue_practice,
            "load": self.action_load,
            "replay": self.action_replay,
            "saves": self.action_saves,
            "voyages": self.action_voyages,
            "mnestis": self.action_mnestis,
            "quit": self.action_quit,
        }
        handler = actions.get(event.option.id or "")
        if handler is not None:
            handler()

    def action_new(self) -> None:
        self.show_message_clear()
        self.atoterm.open_setup()

    def action_continue(self) -> None:
        """Resume the latest campaign (never a practice battle or adventure)."""
        campaign = latest_journals().campaign
        if campaign is None:
            self.show_message("there is no campaign in the save folder to continue")
            return
        self.show_message_clear()
        self.atoterm.open_journal(campaign, "load")

    def action_continue_practice(self) -> None:
        """Resume the latest practice battle, adventure or scenario journal."""
        practice = latest_journals().practice
        if practice is None:
            self.show_message(
                "there is no practice battle or adventure in the save folder to continue "
                "(start one with `atoterm battle` or `atoterm adventure`)"
            )
            return
        self.show_message_clear()
        self.atoterm.open_journal(practice, "load")

    def action_load(self) -> None:
        self._pick_journal("load")

    def action_replay(self) -> None:
        self._pick_journal("replay")

    def action_saves(self) -> None:
        """The saves manager: every journal of the save folder, to open, replay or delete."""
        from atoterm.ui.saves_screen import SavesScreen

        self.show_message_clear()
        self.app.push_screen(SavesScreen())

    def action_voyages(self) -> None:
        """Every voyage of voyages.log, best first: its chronicle or its replay."""
        from atoterm.ui.voyages_screen import VoyagesScreen

        self.show_message_clear()
        self.app.push_screen(VoyagesScreen())

    def action_mnestis(self) -> None:
        """The Mnestis Theatre's Trees and battles, once a won campaign has opened it."""
        from atoterm.session.mnestis_record import theatre_locked_reason
        from atoterm.ui.mnestis_screen import MnestisScreen
        from atoterm.ui.session_access import OpenError

        try:
            pack = self.atoterm.content.pack()
        except OpenError as exc:
            self.show_message(str(exc))
            return
        if not theatre_unlocked():
            self.show_message(theatre_locked_reason(pack.mnestis))
            return
        self.show_message_clear()
        self.app.push_screen(MnestisScreen(pack))

    def _pick_journal(self, mode: str) -> None:
        from atoterm.ui.journal_dialog import JournalDialog

        def opened(path: Path | None) -> None:
            if path is not None:
                self.show_message_clear()
                self.atoterm.open_journal(path, mode)

        self.app.push_screen(JournalDialog(mode), opened)

    def action_settings(self) -> None:
        self.atoterm.open_settings()

    def action_help(self) -> None:
        from atoterm.ui.help_screen import HelpScreen

        self.app.push_screen(HelpScreen(self, "title screen"))

    def action_quit(self) -> None:
        self.atoterm.quit_now()

    def show_message_clear(self) -> None:
        self.show_message("")
