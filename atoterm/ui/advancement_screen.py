"""The Advancement (Technology) sheet: ``t`` on the voyage screen [ADVA-001].

Research with every Project's requirements met or not and why, crafting (affordable, cost,
copies left), fusing, trading rates, breeding in progress, the abilities of the Technology
deck and the Titan roster with names and Patterns (``advancement_text``). During the
Advancement Step the voyage screen also shows this text in place of the map, beside the
decision the engine asks.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, ClassVar

from textual.binding import Binding, BindingType

from atoterm.ui.advancement_text import advancement_text
from atoterm.ui.info_screen import InfoScreen
from atoterm.views.campaign import current_day

if TYPE_CHECKING:
    from atoterm.views.types import ContentPack, GameState


class AdvancementScreen(InfoScreen):
    """The Advancement sheet; ``t`` or ``escape`` closes it."""

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("t", "close", "Close", show=False, id="technology.close"),
        Binding(
            "i", "inspect", "Inspect a Technology or Project", show=False, id="technology.inspect"
        ),
    ]

    def __init__(self, pack: ContentPack, state: GameState) -> None:
        super().__init__(
            f"Technology and Advancement · day {current_day(state)}",
            advancement_text(pack, state),
            "advancement-text",
        )
        self.pack, self.state = pack, state

    def action_inspect(self) -> None:
        from atoterm.ui.inspect_screen import open_things
        from atoterm.views.inspect_table import TECHNOLOGY_GROUPS

        open_things(self.app, self.state, self.pack, TECHNOLOGY_GROUPS, "Inspect: Technologies")
