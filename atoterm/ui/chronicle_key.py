"""The chronicle (``c``) from every game screen and from the read-only sheets over them.

A sheet (Argo sheet, Timeline, Technology, Argonaut sheets, Choice Matrix, whole map,
overview) has no game of its own, so it shows the chronicle of the game screen it was opened
over (:class:`ChronicleKey`). Its own module, apart from ``campaign_glance``: the sheets
inherit :class:`ChronicleKey`, and ``campaign_glance`` opens those sheets.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, ClassVar, cast

from textual.binding import Binding, BindingType

from atoterm.ui.chronicle_screen import ChronicleScreen
from atoterm.ui.size_guard import GuardedModal

if TYPE_CHECKING:
    from textual.app import App

    from atoterm.session import Game
    from atoterm.ui.game_screen import GameScreenBase
    from atoterm.views.types import GameState

NO_CHRONICLE = (
    "a practice game has no campaign, so it has no chronicle (a campaign's chronicle opens "
    "with c on every screen of the campaign)"
)
NO_GAME = "the chronicle opens over a game being played, not over a replay"


def has_campaign(state: GameState) -> bool:
    """A campaign's sea on the table: a practice battle lays no tile, and a practice
    adventure only the tile it pretends to be read on, at the step "adventure" that no
    campaign day has (``engine/campaign/battle_roster.uses_roster`` tells them so too)."""
    return bool(state.voyage.revealed) and state.step != "adventure"


def open_chronicle(screen: GameScreenBase) -> None:
    """``c`` on a game screen: the chronicle of its campaign over it, or why there is none."""
    glance_chronicle(screen.app, screen.game, screen.refuse)


def glance_chronicle(app: App[object], game: Game, refuse: Callable[[str], None]) -> None:
    """The chronicle of ``game`` on top of whatever is shown (not a second one over the first)."""
    if isinstance(app.screen, ChronicleScreen):
        return
    if not has_campaign(game.state):
        refuse(NO_CHRONICLE)
        return
    app.push_screen(ChronicleScreen(game))


def playing_screen(app: App[object]) -> GameScreenBase | None:
    """The game screen under the sheets open over it (None over a replay or the title): the
    nearest screen marked ``PLAYS_A_GAME`` (a marker, not ``isinstance``, since
    ``game_screen`` imports this module)."""
    for screen in reversed(app.screen_stack):
        if getattr(type(screen), "PLAYS_A_GAME", False):
            return cast("GameScreenBase", screen)
    return None


class ChronicleKey(GuardedModal[None]):
    """A read-only sheet over a game screen that opens the game's chronicle with ``c``."""

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("c", "chronicle", "Chronicle", show=False, id="sheet.chronicle"),
    ]

    def action_chronicle(self) -> None:
        below = playing_screen(self.app)
        if below is None:
            self.notify(NO_GAME, title="Chronicle")
            return
        glance_chronicle(
            self.app, below.game, lambda reason: self.notify(reason, title="Chronicle")
        )
