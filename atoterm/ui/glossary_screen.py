"""Rules and glossary search (``/`` on every screen, the title included): type words, read the
entries that hold them, best first, each with its rule id; the highlighted entry is shown whole
beside the list. ``esc`` closes the overlay and leaves the screen under it as it was.

The index is ``views.glossary`` (terms, keywords, Conditions, terrain and every rule of the
checklist); it is built once per content pack and kept, and so is the screen (installed in the
app): opening it again costs no new widgets, and the last search is still there.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, ClassVar

from rich.text import Text
from textual import on
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Horizontal, Vertical, VerticalScroll
from textual.widgets import Footer, Input

from atoterm.ui.safe_widgets import SafeOptionList, SafeStatic
from atoterm.ui.size_guard import GuardedModal
from atoterm.views.glossary import Glossary, GlossaryEntry, build_glossary

if TYPE_CHECKING:
    from textual.app import App

    from atoterm.views.types import ContentPack

SCREEN_NAME = "glossary"
"""The name the screen is installed under."""
SHOWN = 80
"""Results listed at most (more words narrow the list; the count says how many matched)."""

_BUILT: list[tuple[ContentPack | None, Glossary]] = []
"""The glossary of the pack last asked for (a pack and its glossary live as long as the app)."""


def glossary_for(pack: ContentPack | None) -> Glossary:
    """The index for ``pack`` (``None``: the rules and terms without the Cycle's cards)."""
    if _BUILT and _BUILT[0][0] is pack:
        return _BUILT[0][1]
    glossary = Glossary(build_glossary(pack))
    _BUILT[:] = [(pack, glossary)]
    return glossary


def open_glossary(app: App[object], pack: ContentPack | None) -> None:
    """Show the glossary of ``pack`` over the current screen: the installed screen when it
    searches the same glossary, else a new one in its place."""
    glossary = glossary_for(pack)
    if app.is_screen_installed(SCREEN_NAME):
        installed = app.get_screen(SCREEN_NAME)
        if installed in app.screen_stack:  # open already, under another overlay
            return
        if isinstance(installed, GlossaryScreen) and installed.glossary is glossary:
            app.push_screen(SCREEN_NAME)
            return
        app.uninstall_screen(SCREEN_NAME)
    app.install_screen(GlossaryScreen(glossary), SCREEN_NAME)
    app.push_screen(SCREEN_NAME)


class GlossaryScreen(GuardedModal[None]):
    """A search field, the matching entries, and the highlighted one in full."""

    DEFAULT_CSS = """
    #glossary-box {
        width: 94%;
        height: 92%;
        border: thick $primary;
        background: $surface;
    }
    #glossary-search { margin: 0 1; }
    #glossary-panes { height: 1fr; }
    #glossary-results { width: 2fr; height: 1fr; }
    #glossary-entry-box { width: 3fr; height: 1fr; padding: 0 1; border-left: solid $primary; }
    #glossary-status { height: 1; padding: 0 1; color: $text-muted; }
    """

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("escape", "close", "Close", key_display="esc", id="glossary.close"),
        Binding("f", "find", "Search field", key_display="f", id="glossary.find"),
    ]

    def __init__(self, glossary: Glossary, query: str = "") -> None:
        super().__init__()
        self.glossary = glossary
        self.results: list[GlossaryEntry] = []
        """Every entry matching the search, best first (the list shows the first SHOWN)."""
        self.entry: GlossaryEntry | None = None
        """The entry shown in full."""
        self._query = query

    def compose(self) -> ComposeResult:
        with Vertical(id="glossary-box"):
            yield Input(
                self._query,
                placeholder="Search the rules and terms: words or a rule id (enter: the results)",
                id="glossary-search",
            )
            with Horizontal(id="glossary-panes"):
                yield SafeOptionList(id="glossary-results")
                with VerticalScroll(id="glossary-entry-box"):
                    yield SafeStatic("", id="glossary-entry")
            yield SafeStatic("", id="glossary-status")
        yield Footer()

    def on_mount(self) -> None:
        box = self.query_one("#glossary-box")
        box.border_title = "Rules and glossary"
        box.border_subtitle = "esc closes"
        self.search(self._query)

    def on_screen_resume(self) -> None:
        """Each time it is shown: typing goes to the search (the last one still there)."""
        self.query_one("#glossary-search", Input).focus()

    # ------------------------------------------------------------------ searching
    def search(self, query: str) -> None:
        self._query = query
        self.results = self.glossary.search(query)
        listing = self.query_one("#glossary-results", SafeOptionList)
        listing.clear_options()
        listing.add_options(entry.heading for entry in self.results[:SHOWN])
        if self.results:
            listing.highlighted = 0
        self.show(self.results[0] if self.results else None)
        found = len(self.results)
        if not query.strip():
            status = f"{found} entries: type words to find a term, a keyword or a rule"
        elif not found:
            status = f"Nothing holds “{' '.join(query.split())}”: try fewer or other words"
        elif found > SHOWN:
            status = f"{found} entries, the first {SHOWN} listed: more words narrow it"
        else:
            status = f"{found} {'entry' if found == 1 else 'entries'}"
        self.query_one("#glossary-status", SafeStatic).update(status)

    def show(self, entry: GlossaryEntry | None) -> None:
        """``entry`` whole in the right-hand pane."""
        self.entry = entry
        text = Text()
        if entry is not None:
            text.append(entry.title, "bold")
            kind = " · ".join(part for part in (entry.kind, entry.rule) if part)
            text.append(f"\n{kind}\n\n", "dim")
            text.append(entry.text)
        self.query_one("#glossary-entry", SafeStatic).update(text)
        self.query_one("#glossary-entry-box").scroll_home(animate=False)

    @on(Input.Changed, "#glossary-search")
    def _typed(self, event: Input.Changed) -> None:
        self.search(event.value)

    @on(Input.Submitted, "#glossary-search")
    def _submitted(self) -> None:
        if self.results:
            self.query_one("#glossary-results").focus()

    @on(SafeOptionList.OptionHighlighted, "#glossary-results")
    def _highlighted(self, event: SafeOptionList.OptionHighlighted) -> None:
        if 0 <= event.option_index < len(self.results):
            self.show(self.results[event.option_index])

    @on(SafeOptionList.OptionSelected, "#glossary-results")
    def _selected(self, event: SafeOptionList.OptionSelected) -> None:
        """Enter on a result: the entry's pane takes the keys (arrows scroll a long one)."""
        if 0 <= event.option_index < len(self.results):
            self.show(self.results[event.option_index])
            self.query_one("#glossary-entry-box").focus()

    def action_find(self) -> None:
        self.query_one("#glossary-search", Input).focus()

    def action_close(self) -> None:
        self.dismiss(None)
