"""The Voyages list (``v`` on the title screen): every voyage of ``voyages.log``, best first.

Each row is what `atoterm voyages` prints (``views/voyages.py``): the score, how and when the
voyage ended, its seed code, difficulty and sea; then Progress, battles, Titans lost, the
journal and when. ``f`` (or ``tab``) goes to the seed-code filter, ``a`` steps through the
seas shown (all, the Cycle's, generated), ``enter``/``c`` opens the highlighted voyage's
chronicle (its journal read, nothing written), ``r`` replays its journal. A line of the file
that cannot be read is counted under the list, never a reason to show nothing.
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING, ClassVar

from rich.text import Text
from textual import on
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Horizontal, Vertical
from textual.widgets import Footer, Input

from atoterm.ui.safe_widgets import SafeLabel, SafeOption, SafeOptionList, SafeStatic
from atoterm.ui.size_guard import GuardedScreen

if TYPE_CHECKING:
    from textual.app import App

    from atoterm.session import Game
    from atoterm.session.voyage_log import Voyage
    from atoterm.ui.app import AtotermApp

SEA_FILTERS = (
    ("", "every sea"),
    ("handmade", "the Cycle's sea"),
    ("generated", "generated seas"),
)
"""What ``a`` steps through: the sea kept (``""``: all) and its words."""


def tell_voyage(app: App[object], game: Game) -> None:
    """After the decision that ends a campaign: its line in voyages.log (the score and the
    seed code to share), or why the line could not be written; each told once."""
    recorder = game.voyages
    if recorder is None:
        return
    news = recorder.take_news("v on the title screen lists every voyage")
    for warning in news.warnings:
        app.notify(warning, title="Voyages", severity="warning", timeout=15)
    if news.recorded:
        app.notify(news.recorded, title="Voyage recorded", timeout=10)


LEFT_TO_THE_SCREEN = frozenset("?/")


class SeedFilter(Input):
    """The seed-code filter: it leaves ``?`` and ``/`` to the screen, as the setup form does."""

    def check_consume_key(self, key: str, character: str | None) -> bool:
        return character not in LEFT_TO_THE_SCREEN and super().check_consume_key(key, character)


class VoyagesScreen(GuardedScreen):
    """voyages.log, best first; a voyage's chronicle or replay."""

    DEFAULT_CSS = """
    VoyagesScreen #voyages-box { padding: 0 1; height: 1fr; }
    VoyagesScreen #voyages-filters { height: 1; }
    VoyagesScreen #voyages-seed { width: 24; }
    VoyagesScreen #voyages-sea { width: 1fr; padding: 0 1; }
    VoyagesScreen #voyages-list { height: 1fr; }
    VoyagesScreen #voyages-message { height: auto; max-height: 3; padding: 0 1; }
    """

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("c", "chronicle", "Chronicle", id="voyages.chronicle"),
        Binding("r", "replay", "Replay", id="voyages.replay"),
        Binding("f", "filter_seed", "Seed", id="voyages.seed"),
        Binding("a", "next_sea", "Sea", id="voyages.sea"),
        Binding("question_mark", "help", "Help", key_display="?", id="voyages.help"),
        Binding("escape", "back", "Title", id="voyages.back"),
    ]

    def __init__(self) -> None:
        super().__init__()
        self.shown: list[Voyage] = []
        self.rows: dict[int, Voyage] = {}
        """The list's voyages by option index (the "none" line has none): the voyage a
        highlighted row stands for, never read back out of its id."""
        """The voyages listed, in the order of their rows."""
        self.sea = ""
        self.notes: list[str] = []
        """What the reader said about the file (lines left out, a file that cannot be read)."""
        self._all: list[Voyage] = []

    @property
    def atoterm(self) -> AtotermApp:
        return self.app  # type: ignore[return-value]

    def compose(self) -> ComposeResult:
        from atoterm.session.voyage_log import log_path

        with Vertical(id="voyages-box"):
            yield SafeLabel(f"Voyages, best first ({log_path()})", classes="screen-title")
            with Horizontal(id="voyages-filters"):
                yield SafeLabel("Seed code ")
                yield SeedFilter(
                    placeholder="any (f to type one)",
                    id="voyages-seed",
                    restrict=r"[0-9A-Za-z \-]*",
                    max_length=24,
                    compact=True,
                )
                yield SafeStatic(id="voyages-sea")
            yield SafeOptionList(id="voyages-list")
            yield SafeStatic(id="voyages-message")
        yield Footer()

    def on_mount(self) -> None:
        self.reload()
        self.query_one("#voyages-list", SafeOptionList).focus()

    def reload(self) -> None:
        from atoterm.session.voyage_log import read_voyages

        found = read_voyages()
        self._all = found.voyages
        self.notes = found.notes()
        self._fill()

    def seed_wanted(self) -> tuple[int | None, str]:
        """The seed the filter names (None: every seed), and what is wrong with it."""
        from atoterm.session.seed_code import SeedCodeError, read_seed

        typed = self.query_one("#voyages-seed", Input).value.strip()
        if not typed:
            return None, ""
        try:
            return read_seed(typed), ""
        except SeedCodeError as exc:
            return None, str(exc)

    def _fill(self) -> None:
        from atoterm.session.voyage_log import best_first, matching
        from atoterm.views.voyages import voyage_lines

        seed, problem = self.seed_wanted()
        words = dict(SEA_FILTERS)[self.sea]
        self.query_one("#voyages-sea", SafeStatic).update(Text(f"Sea: {words} (a)", "dim"))
        self.shown = [] if problem else best_first(matching(self._all, seed, self.sea))
        menu = self.query_one("#voyages-list", SafeOptionList)
        menu.clear_options()
        options: list[SafeOption] = []
        for index, voyage in enumerate(self.shown):
            head, *rest = voyage_lines(index + 1, voyage)
            text = Text(head, "bold")
            for line in rest:
                if line:
                    text.append("\n" + line)
            options.append(SafeOption(text, id=f"voyage-{index}"))
        self.rows = dict(enumerate(self.shown))
        if not options:
            none = "no voyage matches" if (seed is not None or self.sea) else "no voyage yet"
            hint = "" if self._all else ": a campaign that ends is written here"
            options.append(SafeOption(Text(f"  {none}{hint}", "dim"), disabled=True))
        menu.add_options(options)
        if self.shown:
            menu.highlighted = 0
        self.show_message(problem or " · ".join(self.notes))

    def show_message(self, message: str) -> None:
        shown = Text(f"✗ {message}") if message else Text("")
        self.query_one("#voyages-message", SafeStatic).update(shown)

    @on(Input.Changed, "#voyages-seed")
    def _seed_typed(self) -> None:
        self._fill()

    @on(Input.Submitted, "#voyages-seed")
    def _seed_done(self) -> None:
        self.query_one("#voyages-list", SafeOptionList).focus()

    def action_filter_seed(self) -> None:
        self.query_one("#voyages-seed", Input).focus()

    def action_next_sea(self) -> None:
        seas = [sea for sea, _ in SEA_FILTERS]
        self.sea = seas[(seas.index(self.sea) + 1) % len(seas)]
        self._fill()

    def highlighted(self) -> Voyage | None:
        menu = self.query_one("#voyages-list", SafeOptionList)
        if menu.highlighted is None:
            return None
        return self.rows.get(menu.highlighted)

    def journal_of(self, voyage: Voyage) -> Path | None:
        """The voyage's journal, or None (said) when there is none to open."""
        from atoterm.session.paths import saves_dir

        if not voyage.journal:
            self.show_message("this voyage names no journal")
            return None
        path = Path(voyage.journal)
        path = path if path.is_absolute() else saves_dir() / path
        try:
            found = path.is_file()
        except (OSError, ValueError):  # a name the file system refuses (the log is editable)
            found = False
        if not found:
            self.show_message(
                f"{voyage.journal} is no longer in the save folder (deleted journals are in "
                "its trash/ folder: move it back to open it)"
            )
            return None
        return path

    def chosen_journal(self) -> tuple[Voyage, Path] | None:
        """The highlighted voyage and its journal, or None (and why, on screen)."""
        voyage = self.highlighted()
        if voyage is None:
            self.show_message("choose a voyage first (arrow keys)")
            return None
        path = self.journal_of(voyage)
        return None if path is None else (voyage, path)

    @on(SafeOptionList.OptionSelected, "#voyages-list")
    def _picked(self) -> None:
        self.action_chronicle()

    def action_chronicle(self) -> None:
        """The chronicle of the highlighted voyage, from its journal read (nothing written)."""
        from atoterm.ui.chronicle_screen import ChronicleScreen
        from atoterm.ui.session_access import OpenError, open_for_replay

        chosen = self.chosen_journal()
        if chosen is None:
            return
        voyage, path = chosen
        try:
            game, _ = open_for_replay(path, self.atoterm.content.pack())
        except OpenError as exc:
            self.show_message(f"{voyage.journal} cannot be opened: {exc}")
            return
        game.close()  # read: the chronicle needs its state only
        self.show_message("")
        self.app.push_screen(ChronicleScreen(game))

    def action_replay(self) -> None:
        chosen = self.chosen_journal()
        if chosen is None:
            return
        _voyage, path = chosen
        self.show_message("")
        self.atoterm.open_journal(path, "replay")
        if self.is_current:  # refused (the title screen keeps the reason): say it here
            self.show_message(str(getattr(self.app.screen_stack[0], "_message", "")))

    def action_help(self) -> None:
        from atoterm.ui.help_screen import HelpScreen

        self.app.push_screen(HelpScreen(self, "voyages"))

    def action_back(self) -> None:
        self.dismiss()
