"""First-time hints: one line at the foot of a screen telling a newcomer the one thing to know
there, until the player dismisses it (``z``, a click on it, or the footer's "Hide hint").

Dismissed hints are remembered in the save folder (``session/hints_store.py``), so they stay
gone in later runs; the command palette's "Show the first-time hints again" brings them all
back. The hints are found by the screen's class name (``HINTS_BY_SCREEN``), so a screen needs
no code of its own; the Advancement Step's hint is offered by the voyage screen when the
step begins (it shows the Advancement sheet in the map's place).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from rich.text import Text
from textual import events
from textual.screen import Screen

from atoterm.ui.safe_widgets import SafeStatic

if TYPE_CHECKING:
    from textual.app import App

    from atoterm.session.hints_store import HintsStore

HINT_KEY = "z"
"""The key that hides the hint on screen (free on every screen; a name field takes it as a
letter, where a click on the hint or the footer's entry hides it)."""

HINTS = {
    "title": "n starts a campaign. Every decision is saved as you make it: c picks up where "
    "you stopped, s lists every save.",
    "setup": "Name your Argonauts if you like (tab moves between fields), then ctrl+s sets sail.",
    "voyage": "The days run by themselves until you must decide: press an option's number "
    "(0 finishes), u takes it back.",
    "battle": "Pick a cell on the board with the cursor and enter, or an option by number; w "
    "says why, ? explains an attack.",
    "story": "The party leader decides here; a closed choice (✗) says why. pgup and pgdn "
    "scroll back through the story.",
    "replay": "A replay never changes the journal: → and ← step through its decisions, g and "
    "d jump.",
    "advancement": "Research, craft and trade on the sheet; each Project shows what it needs "
    "(✓ met, ✗ not). 0 is Done.",
}
"""The hint of each place, in our own words: what a newcomer needs there first."""

HINTS_BY_SCREEN = {
    "TitleScreen": "title",
    "SetupScreen": "setup",
    "VoyageScreen": "voyage",
    "BattleScreen": "battle",
    "StoryScreen": "story",
    "ReplayScreen": "replay",
}
"""Screen class name -> its hint (by name: this module imports no screen)."""


def hint_text(key: str) -> Text:
    text = Text("Hint: ", "bold")
    text.append(HINTS[key])
    text.append(f"  ({HINT_KEY} hides it)", "dim")
    return text


class HintLine(SafeStatic):
    """The hint at the foot of a screen; a click hides it for good."""

    DEFAULT_CSS = """
    HintLine {
        dock: bottom;
        margin-bottom: 1;  /* above the Footer, which docks at the bottom too */
        height: auto;
        padding: 0 1;
        background: $boost;
        color: $text;
    }
    """

    def __init__(self, key: str) -> None:
        super().__init__(hint_text(key), classes="first-hint")
        self.key = key

    def show_key(self, key: str) -> None:
        """Show ``key``'s hint in this line (the voyage screen's two hints take turns: a
        line removed and another mounted cost a restyle and two layouts of the screen)."""
        self.key = key
        self.update(hint_text(key))

    def on_click(self, event: events.Click) -> None:
        event.stop()
        dismiss_hint(self.app)


def hints_store(app: App[object]) -> HintsStore | None:
    """The app's hints file (read once per run), or None when hints are switched off."""
    from atoterm.session.hints_store import HintsStore, hints_enabled

    if not hints_enabled():
        return None
    store = getattr(app, "hints_store", None)
    if store is None:
        store = HintsStore()
        app.hints_store = store  # type: ignore[attr-defined]  # lives as long as the app
    return store


SHOWN = "_first_hint"
"""The screen attribute holding the :class:`HintLine` it shows (no DOM query per refresh:
the voyage screen offers its hint at every decision, and the footer asks on every redraw)."""


def offer_hint(screen: Screen[object], key: str | None = None) -> None:
    """Show ``key``'s hint (by default the screen's own) unless it was dismissed, in place
    of another one shown; cheap enough to call on every refresh. Without ``key`` a hint the
    screen already shows stays (the voyage screen picks its own before it is mounted)."""
    if key is None:
        if shown_hint(screen) is not None:
            return
        key = HINTS_BY_SCREEN.get(type(screen).__name__)
    if key is None:
        return
    store = hints_store(screen.app)
    if store is None:
        return
    shown = shown_hint(screen)
    wanted = key if not store.is_dismissed(key) else None
    if (shown.key if shown is not None else None) == wanted:
        return
    if shown is not None and wanted is not None:  # the voyage screen shows two in turn
        shown.show_key(wanted)
        return
    if shown is not None:
        shown.remove()
    hint = HintLine(wanted) if wanted is not None else None
    if hint is not None:
        screen.mount(hint)
    setattr(screen, SHOWN, hint)
    screen.refresh_bindings()  # the footer's "Hide hint" entry


def shown_hint(screen: Screen[object]) -> HintLine | None:
    hint = getattr(screen, SHOWN, None)
    return hint if isinstance(hint, HintLine) else None


def dismiss_hint(app: App[object]) -> None:
    """Hide the current screen's hint and remember it (a folder that refuses the write is
    told once; the hint stays hidden for this run anyway)."""
    hint = shown_hint(app.screen)
    store = hints_store(app)
    if hint is None or store is None:
        return
    hint.remove()
    setattr(app.screen, SHOWN, None)
    app.screen.refresh_bindings()
    if not store.dismiss(hint.key):
        app.notify(
            f"The hint is hidden for now, but could not be remembered: {store.problem}",
            title="Hints",
            severity="warning",
        )


def show_all_hints_again(app: App[object]) -> None:
    """Forget every dismissal: each screen shows its hint again, this one at once."""
    store = hints_store(app)
    if store is None:  # switched off ($ATOTERM_HINTS): say so rather than do nothing
        app.notify("Hints are switched off ($ATOTERM_HINTS).", title="Hints")
        return
    if not store.reset():
        app.notify(f"Hints are back for now: {store.problem}", title="Hints", severity="warning")
    for screen in app.screen_stack:
        offer_hint(screen)
