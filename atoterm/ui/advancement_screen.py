"""The Advancement (Technology) sheet: ``t`` on the voyage screen [ADVA-001].

Research with every Project's requirements met or not and why, crafting (affordable, cost,
copies left), fusing, trading rates, breeding in progress, the abilities of the Technology
deck and the Titan roster with names and Patterns (``advancement_text``). During the
Advancement Step the voyage screen also shows this text in place of the map, beside the
decision the engine asks.

Once the player profile has opened the Mnestis Theatre, the full sheet ends with its Gear
ascension [MNE-015, MNE-016], read-only (``views.mnestis_ascension.technology_lines``): the
rulebook's ascension spends the Theatre's materials, kept in the profile across playthroughs,
and atoterm ascends in the Theatre (title screen, ``m`` then ``a``), so the sheet says what is
held, ascended and ascendable, and where to do it; it never writes the profile.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, ClassVar

from rich.text import Text
from textual.binding import Binding, BindingType

from atoterm.ui.advancement_text import advancement_text
from atoterm.ui.info_screen import InfoScreen
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


class AdvancementScreen(InfoScreen):
    """The Advancement sheet; ``t`` or ``escape`` closes it."""

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("t", "close", "Close", show=False, id="technology.close"),
        Binding(
            "i", "inspect", "Inspect a Technology or Project", show=False, id="technology.inspect"
        ),
    ]

    def __init__(self, pack: ContentPack, state: GameState) -> None:
        body = advancement_text(pack, state)
        ascension = ascension_text(pack)
        if ascension is not None:
            body.append_text(ascension)
        super().__init__(
            f"Technology and Advancement · day {current_day(state)}", body, "advancement-text"
        )
        self.pack, self.state = pack, state

    def action_inspect(self) -> None:
        from atoterm.ui.inspect_screen import open_things
        from atoterm.views.inspect_table import TECHNOLOGY_GROUPS

        open_things(self.app, self.state, self.pack, TECHNOLOGY_GROUPS, "Inspect: Technologies")
