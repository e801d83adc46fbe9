"""Ascending Gear in the Mnestis Theatre (``a`` on the Theatre screen): every unlocked Gear
card with what ascending it takes (1-4 ascending materials by its Production Technology, an
Ascended Core for a Unique card) or why it cannot be ascended now; ``enter`` ascends the one
highlighted, paying from the player profile, which is written at once [MNE-015, MNE-016]
(docs/mnestis.md). The rules and words are the session's and the view's; this screen only
lists and asks."""

from __future__ import annotations

from typing import TYPE_CHECKING, ClassVar

from rich.text import Text
from textual import on
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Vertical
from textual.widgets import Footer

from atoterm.ui.safe_widgets import SafeLabel, SafeOption, SafeOptionList, SafeStatic
from atoterm.ui.size_guard import GuardedScreen

if TYPE_CHECKING:
    from atoterm.session.mnestis_ascension import AscensionOffer
    from atoterm.views.types import ContentPack


class MnestisAscendScreen(GuardedScreen):
    """The Gear cards to ascend (the Theatre screen redraws what is held when it closes)."""

    DEFAULT_CSS = """
    MnestisAscendScreen #ascend-box { padding: 0 2; height: 1fr; }
    MnestisAscendScreen #ascend-gear { height: 1fr; }
    MnestisAscendScreen #ascend-message { height: auto; padding: 0 1; }
    """

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("question_mark", "help", "Help", key_display="?", id="ascend.help"),
        Binding("escape", "back", "Theatre", id="ascend.back"),
    ]

    def __init__(self, pack: ContentPack) -> None:
        super().__init__()
        self.pack = pack
        self.gear: list[str] = []
        """The cards listed, by option index (ids never shown)."""

    def compose(self) -> ComposeResult:
        with Vertical(id="ascend-box"):
            yield SafeLabel("Ascend Gear", classes="screen-title")
            yield SafeStatic(id="ascend-held")
            yield SafeLabel("Gear cards (arrows and enter ascends one):")
            yield SafeOptionList(id="ascend-gear")
            yield SafeStatic(id="ascend-message")
        yield Footer()

    def on_mount(self) -> None:
        self._fill()
        self.query_one("#ascend-gear", SafeOptionList).focus()

    def _fill(self) -> None:
        from atoterm.session import SessionError
        from atoterm.session.mnestis_ascension import offers
        from atoterm.session.profile_sync import ProfileSync
        from atoterm.views.mnestis_ascension import held_words

        theatre = ProfileSync.open().profile.theatre
        held = self.query_one("#ascend-held", SafeStatic)
        listing = self.query_one("#ascend-gear", SafeOptionList)
        at = listing.highlighted
        listing.clear_options()
        try:
            found = offers(self.pack, theatre)
        except SessionError as exc:
            held.update(Text(str(exc)))
            return
        held.update(Text(f"Held: {held_words(self.pack, theatre)}."))
        rows = self._rows(found)
        listing.add_options(
            [
                SafeOption(label, id=f"gear-{i}", disabled=not gear or not possible)
                for i, (label, gear, possible) in enumerate(rows)
            ]
        )
        self.gear = [gear for _, gear, _ in rows]
        if rows:  # where it was, else the first card that can be ascended (not a heading)
            first = next((i for i, (_, g, ok) in enumerate(rows) if g and ok), 0)
            listing.highlighted = first if at is None else min(at, len(rows) - 1)

    def _rows(self, found: list[AscensionOffer]) -> list[tuple[str, str, bool]]:
        """The list's lines: (words, the card, whether it can be ascended now); a line with
        no card is a heading."""
        from atoterm.views.mnestis_ascension import offer_label

        return [(offer_label(o), o.gear, o.possible) for o in found]

    @on(SafeOptionList.OptionSelected, "#ascend-gear")
    def _picked(self, event: SafeOptionList.OptionSelected) -> None:
        from atoterm.session import SessionError
        from atoterm.session.mnestis_ascension import ascend
        from atoterm.session.profile_sync import ProfileSync
        from atoterm.views.mnestis_ascension import ascended_line

        index = event.option_index
        if not 0 <= index < len(self.gear) or not self.gear[index]:
            return
        sync = ProfileSync.open()
        message = self.query_one("#ascend-message", SafeStatic)
        try:
            done = ascend(self.pack, sync, self.gear[index])
        except SessionError as exc:
            message.update(Text(f"✗ {exc}"))
            return
        message.update(Text(ascended_line(self.pack, sync.profile.theatre, done)))
        self._fill()

    def action_help(self) -> None:
        from atoterm.ui.help_screen import HelpScreen

        self.app.push_screen(HelpScreen(self, "the Gear ascension"))

    def action_back(self) -> None:
        self.dismiss()
