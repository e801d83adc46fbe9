"""The whole map (``M``) and the campaign overview (``O``) from every game screen.

A campaign's sea and figures matter in a battle and in an adventure too (how far the Argo
is from a city, how much Doom is left), so every game screen opens the two read-only
overlays of ``sea_screen``, not only the voyage. A practice battle or adventure has no
campaign: the keys say so instead of doing nothing.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from textual.binding import Binding, BindingType

if TYPE_CHECKING:
    from atoterm.ui.game_screen import GameScreenBase
    from atoterm.views.types import GameState

GLANCE_BINDINGS: list[BindingType] = [
    # the ids are the ones these keys had when only the voyage had them: a player's
    # settings file may name them
    Binding("M", "whole_map", "The whole map", show=False, id="voyage.whole_map"),
    Binding("O", "overview", "Campaign overview", show=False, id="voyage.overview"),
]
"""What every game screen adds to its ``BINDINGS`` (``?`` lists them there)."""

NO_CAMPAIGN = (
    "a practice game has no campaign, so there is no map of the sea and no campaign "
    "overview (they open in a campaign: New campaign on the title screen)"
)
"""Said where every refusal is (under the options and in the log, each replacing the last)."""


def has_campaign(state: GameState) -> bool:
    """A campaign's sea on the table: a practice battle lays no tile, and a practice
    adventure only the tile it pretends to be read on, at the step "adventure" that no
    campaign day has (``engine/campaign/battle_roster.uses_roster`` tells them so too)."""
    return bool(state.voyage.revealed) and state.step != "adventure"


def open_whole_map(screen: GameScreenBase) -> None:
    from atoterm.ui.sea_screen import WholeMapScreen

    if _refused(screen):
        return
    screen.app.push_screen(WholeMapScreen(screen.game.content, screen.game.state))


def open_overview(screen: GameScreenBase) -> None:
    from atoterm.ui.sea_screen import CampaignOverviewScreen

    if _refused(screen):
        return
    screen.app.push_screen(CampaignOverviewScreen(screen.game.content, screen.game.state))


def _refused(screen: GameScreenBase) -> bool:
    if has_campaign(screen.game.state):
        return False
    screen.refuse(NO_CAMPAIGN)
    return True
