"""The whole map (``M``), the campaign overview (``O``) and the chronicle (``c``) from every
game screen.

A campaign's sea and figures matter in a battle and in an adventure too (how far the Argo
is from a city, how much Doom is left), so every game screen opens the two read-only
overlays of ``sea_screen``, not only the voyage, and so does the replay viewer (the state
after the decision it shows). A practice battle or adventure has no campaign: the keys say
so instead of doing nothing.

The chronicle (``c``) opens the same way from the voyage, a campaign's battle, its battle setup
and its adventures, and from the read-only sheets over them (Argo sheet, Timeline, Technology,
Argonaut sheets, Choice Matrix, whole map, overview): a sheet has no game of its own, so it
shows the chronicle of the game screen it was opened over (``chronicle_key``).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from textual.binding import Binding, BindingType

from atoterm.ui.chronicle_key import has_campaign

if TYPE_CHECKING:
    from textual.app import App

    from atoterm.ui.game_screen import GameScreenBase
    from atoterm.views.types import ContentPack, GameState

GLANCE_BINDINGS: list[BindingType] = [
    # the ids are the ones these keys had when only the voyage had them: a player's
    # settings file may name them
    Binding("M", "whole_map", "The whole map", show=False, id="voyage.whole_map"),
    Binding("O", "overview", "Campaign overview", show=False, id="voyage.overview"),
]
"""What every game screen (and the replay viewer) adds to its ``BINDINGS`` (``?`` lists them
there)."""
CHRONICLE_BINDINGS: list[BindingType] = [
    # the id of the voyage's key, which was the only one: a player's settings may name it
    Binding("c", "chronicle", "Chronicle", show=False, id="voyage.chronicle"),
]
"""What every game screen adds too (a replay has no chronicle of its own to open)."""

NO_CAMPAIGN = (
    "a practice game has no campaign, so there is no map of the sea and no campaign "
    "overview (they open in a campaign: New campaign on the title screen)"
)
"""Said where every refusal is (under the options and in the log, each replacing the last)."""


def open_whole_map(screen: GameScreenBase) -> None:
    glance_whole_map(screen.app, screen.game.content, screen.game.state, screen.refuse)


def open_overview(screen: GameScreenBase) -> None:
    glance_overview(screen.app, screen.game.content, screen.game.state, screen.refuse)


def glance_whole_map(
    app: App[object], content: ContentPack, state: GameState, refuse: Callable[[str], None]
) -> None:
    """The whole map of ``state`` (a game's present, or the replay's decision shown), or
    ``refuse`` says why there is none."""
    from atoterm.ui.sea_screen import WholeMapScreen

    if not has_campaign(state):
        refuse(NO_CAMPAIGN)
        return
    app.push_screen(WholeMapScreen(content, state))


def glance_overview(
    app: App[object], content: ContentPack, state: GameState, refuse: Callable[[str], None]
) -> None:
    """The campaign overview of ``state``, or ``refuse`` says why there is none."""
    from atoterm.ui.sea_screen import CampaignOverviewScreen

    if not has_campaign(state):
        refuse(NO_CAMPAIGN)
        return
    app.push_screen(CampaignOverviewScreen(content, state))
