"""Inspect (``i``): the full rules text of the highlighted option, or of the board cell under
the battle cursor, in a modal over the game; ``I`` (and ``i`` on the Argo and Technology
sheets) lists every thing in play (cards, Gear, Titans, Conditions, terrain, Technologies,
Argonauts, …) to inspect any of them.

The words are :mod:`atoterm.views.inspect`'s (a read-only view of the option's typed value
and the content); this module only finds what the player points at and shows it. ``esc``
(or ``i``, ``enter``, ``q``) closes the overlay and the game goes on where it was.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, ClassVar

from rich.text import Text
from textual import on
from textual.app import App, ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Vertical, VerticalScroll
from textual.widgets import Footer

from atoterm.ui.battle_why import rule_texts
from atoterm.ui.decision_panel import DecisionPanel
from atoterm.ui.safe_widgets import SafeOption, SafeOptionList, SafeStatic
from atoterm.ui.size_guard import GuardedModal
from atoterm.views.inspect import Inspection, inspect_cell, inspect_option
from atoterm.views.inspect_table import Thing, things_in_play

if TYPE_CHECKING:
    from collections.abc import Mapping

    from atoterm.session import Game
    from atoterm.views.types import ContentPack, GameState

NOTHING = "Nothing to inspect here: highlight an option (or, in a battle, a board cell) first."


def inspection_text(found: Inspection, rules: Mapping[str, str] | None = None) -> Text:
    """The title in bold, then the lines (a screen reader reads them in order), then the
    words of the rules it cites, from the rules checklist (as "why?" reads them)."""
    text = Text(found.title, "bold")
    text.append("\n\n")
    text.append(found.text)
    known = rules if rules is not None else rule_texts()
    cited = [(rule, known[rule]) for rule in found.rules if known.get(rule)]
    if cited:
        text.append("\n\nThe rules", "bold")
        for rule, words in cited:
            text.append(f"\n{rule}: {words}")
    return text


class InspectScreen(GuardedModal[None]):
    """A modal with one :class:`Inspection`; ``esc``, ``i``, ``enter`` or ``q`` closes it."""

    DEFAULT_CSS = """
    InspectScreen {
        align: center middle;
    }
    #inspect-box {
        width: 90%;
        max-width: 100;
        height: auto;
        max-height: 90%;
        border: thick $primary;
        background: $surface;
        padding: 0 1;
    }
    """
    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("escape,i,enter,q", "close", "Close", key_display="esc", id="inspect.close"),
    ]

    def __init__(self, found: Inspection) -> None:
        super().__init__()
        self.found = found

    def compose(self) -> ComposeResult:
        with VerticalScroll(id="inspect-box", classes="panel"):
            yield SafeStatic(inspection_text(self.found), id="inspect-text")
        yield Footer()

    def on_mount(self) -> None:
        box = self.query_one("#inspect-box")
        box.border_title = "Inspect"
        box.border_subtitle = "esc closes"
        box.focus()

    def action_close(self) -> None:
        self.dismiss(None)


def highlighted_option(panel: DecisionPanel) -> int | None:
    """Index in ``pending.options`` of the option highlighted in the decision panel."""
    options = next(panel.query("#decision-options").results(SafeOptionList), None)
    if options is None or not options.display:
        return None
    return panel.index_at(options.highlighted)


def option_inspection(game: Game, panel: DecisionPanel) -> Inspection | None:
    pending = game.pending
    index = highlighted_option(panel)
    if pending is None or index is None or not 0 <= index < len(pending.options):
        return None
    return inspect_option(game.state, game.content, pending, index)


def cell_inspection(game: Game, cell: tuple[int, int]) -> Inspection:
    return inspect_cell(game.state, game.content, cell)


class ThingsScreen(GuardedModal[None]):
    """Every inspectable thing on the table (or a sheet's share of it), grouped; ``enter``
    inspects the highlighted one, ``esc`` closes the list."""

    DEFAULT_CSS = """
    ThingsScreen {
        align: center middle;
    }
    #things-box {
        width: 90%;
        max-width: 100;
        height: 90%;
        border: thick $primary;
        background: $surface;
    }
    #things-list {
        height: 1fr;
    }
    """
    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("escape,q,I", "close", "Close the list", key_display="esc", id="things.close"),
        Binding("i", "inspect", "Inspect the highlighted thing", show=False, id="things.inspect"),
    ]

    def __init__(self, found: list[Thing], title: str = "Inspect a thing in play") -> None:
        super().__init__()
        self.things = found
        self.sheet_title = title

    def compose(self) -> ComposeResult:
        with Vertical(id="things-box", classes="panel"):
            yield SafeOptionList(
                *(
                    SafeOption(Text(f"{thing.group}: {thing.name}"), id=str(number))
                    for number, thing in enumerate(self.things)
                ),
                id="things-list",
            )
        yield Footer()

    def on_mount(self) -> None:
        box = self.query_one("#things-box")
        box.border_title = self.sheet_title
        box.border_subtitle = "enter inspects · esc closes"
        listing = self.query_one("#things-list", SafeOptionList)
        if self.things:
            listing.highlighted = 0
        listing.focus()

    @on(SafeOptionList.OptionSelected, "#things-list")
    def _picked(self, event: SafeOptionList.OptionSelected) -> None:
        event.stop()
        if 0 <= event.option_index < len(self.things):  # the list is the things, in order
            self.app.push_screen(InspectScreen(self.things[event.option_index].inspection))

    def action_inspect(self) -> None:
        listing = self.query_one("#things-list", SafeOptionList)
        if listing.highlighted is not None and self.things:
            self.app.push_screen(InspectScreen(self.things[listing.highlighted].inspection))

    def action_close(self) -> None:
        self.dismiss(None)


def open_things(
    app: App[object],
    state: GameState,
    pack: ContentPack,
    groups: tuple[str, ...] = (),
    title: str = "Inspect a thing in play",
) -> None:
    """Push the list of things in play (``I`` on a game screen, ``i`` on a sheet)."""
    found = things_in_play(state, pack, groups)
    if not found:
        app.notify("Nothing here to inspect.", title="Inspect")
        return
    app.push_screen(ThingsScreen(found, title))
