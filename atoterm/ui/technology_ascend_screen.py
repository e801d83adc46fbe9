"""Ascending Gear from a campaign's Technology sheet (``a`` on the sheet): the Theatre's *Ascend
Gear* list grouped under each Production Technology, with what its cards cost (1-4 ascending
materials, an Ascended Core for a Unique card) or why one cannot be ascended now (the Theatre
locked, too few materials, already at the next Cycle) [MNE-015, MNE-016].

Ascension writes the player profile, never the campaign under the sheet: the session's
``mnestis_ascension.ascend`` is the one the Theatre screen and ``atoterm mnestis ascend`` call,
so the journal gains no event, an undo in the campaign gives no material back, and a replay
never reads the profile (docs/rulings.md, "Gear is ascended in the profile").
"""

from __future__ import annotations

from typing import TYPE_CHECKING, ClassVar

from textual.binding import Binding, BindingType

from atoterm.ui.mnestis_ascend_screen import MnestisAscendScreen

if TYPE_CHECKING:
    from atoterm.session.mnestis_ascension import AscensionOffer


class TechnologyAscendScreen(MnestisAscendScreen):
    """The ascension list opened from the Technology sheet; ``escape`` goes back to it."""

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("escape", "back", "Technology", id="tech_ascend.back"),
    ]

    def _rows(self, found: list[AscensionOffer]) -> list[tuple[str, str, bool]]:
        """A heading per Production Technology (no card), then its cards, indented."""
        from atoterm.views.mnestis_ascension import by_technology, offer_label

        rows: list[tuple[str, str, bool]] = []
        for heading, cards in by_technology(self.pack, found):
            rows.append((heading, "", False))
            rows += [(f"  {offer_label(o)}", o.gear, o.possible) for o in cards]
        return rows

    def action_help(self) -> None:
        from atoterm.ui.help_screen import HelpScreen

        self.app.push_screen(HelpScreen(self, "the Technology sheet's ascension"))
