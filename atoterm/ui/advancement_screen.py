"""The Advancement (Technology) sheet: ``t`` on the voyage screen [ADVA-001].

Research with every Project's requirements met or not and why, crafting (affordable, cost,
copies left), fusing, trading rates, breeding in progress, the abilities of the Technology
deck and the Titan roster with names and Patterns (``advancement_text``). During the
Advancement Step the voyage screen also shows this text in place of the map, beside the
decision the engine asks.

Once the player profile has opened the Mnestis Theatre, the full sheet ends with its Gear
ascension [MNE-015, MNE-016] (``views.mnestis_ascension.technology_lines``): what is held,
ascended and ascendable. ``a`` opens the ascension list by Production Technology
(``technology_ascend_screen``), where ``enter`` ascends a card with the session function the
Theatre uses: it spends the profile's materials and writes the profile, never this campaign's
journal, so an undo here gives no material back (docs/rulings.md). Before the Theatre is open,
``a`` says what opens it.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, ClassVar

from rich.text import Text
from textual.binding import Binding, BindingType

from atoterm.ui.advancement_text import advancement_text
from atoterm.ui.info_screen import InfoScreen
from atoterm.ui.safe_widgets import SafeStatic
from atoterm.views.campaign import current_day

if TYPE_CHECKING:
    from atoterm.views.types import ContentPack, GameState


ASCENSION_TITLE = "Mnestis Theatre: Gear ascension"


def ascension_text(pack: ContentPack) -> Text | None:
    """The profile's Gear ascension as the sheet's last section (None: the Theatre is not
    open, or the profile cannot be read, which the game already warned about)."""
    from atoterm.session.profile_sync import ProfileSync
    from atoterm.views.mnestis_ascension import technology_lines

    lines = technology_lines(pack, ProfileSync.open().profile.theatre)
    if not lines:
        return None
    text = Text("\n\n")
    text.append(ASCENSION_TITLE + "\n", "bold underline")
    text.append("\n".join(lines))
    return text


def sheet_body(pack: ContentPack, state: GameState) -> Text:
    """The whole sheet: the campaign's Advancement, then the profile's Gear ascension."""
    body = advancement_text(pack, state)
    ascension = ascension_text(pack)
    if ascension is not None:
        body.append_text(ascension)
    return body


class AdvancementScreen(InfoScreen):
    """The Advancement sheet; ``t`` or ``escape`` closes it."""

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("t", "close", "Close", show=False, id="technology.close"),
        Binding(
            "i", "inspect", "Inspect a Technology or Project", show=False, id="technology.inspect"
        ),
        Binding("a", "ascend", "Ascend Gear", show=False, id="technology.ascend"),
    ]

    def __init__(self, pack: ContentPack, state: GameState) -> None:
        super().__init__(
            f"Technology and Advancement · day {current_day(state)}",
            sheet_body(pack, state),
            "advancement-text",
        )
        self.pack, self.state = pack, state

    def action_inspect(self) -> None:
        from atoterm.ui.inspect_screen import open_things
        from atoterm.views.inspect_table import TECHNOLOGY_GROUPS

        open_things(self.app, self.state, self.pack, TECHNOLOGY_GROUPS, "Inspect: Technologies")

    def action_ascend(self) -> None:
        """Ascend Gear with the profile's materials [MNE-015, MNE-016]; refused in a line
        when the Theatre is not open (nothing to ascend with)."""
        from atoterm.session.mnestis_record import theatre_locked_reason
        from atoterm.session.profile_sync import ProfileSync
        from atoterm.ui.technology_ascend_screen import TechnologyAscendScreen

        sync = ProfileSync.open()
        if sync.broken:
            self.notify("; ".join(sync.warnings), severity="error")
            return
        if self.pack.mnestis is None or not sync.profile.theatre.unlocked:
            self.notify(
                f"Gear cannot be ascended: {theatre_locked_reason(self.pack.mnestis)}",
                severity="warning",
            )
            return
        self.app.push_screen(TechnologyAscendScreen(self.pack), self._ascend_closed)

    def _ascend_closed(self, _: object) -> None:
        """The sheet's ascension section again, with what is held and ascended now."""
        self.body = sheet_body(self.pack, self.state)
        self.query_one(f"#{self.body_id}", SafeStatic).update(self.body)
