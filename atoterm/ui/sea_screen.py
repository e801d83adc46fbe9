"""The whole sea at once (``M``) and the campaign at a glance (``O``), over the voyage screen.

The map panel shows the sea around the Argo; :class:`WholeMapScreen` takes the whole
terminal for every revealed tile, drawn by the map panel's own :func:`render_map` (the same
boxes, symbols, waterways, Argo, Adversary and Last Visited City), and scrolls (arrows,
``hjkl``, pgup/pgdn, the mouse wheel) when the sea is larger than the terminal. The overview
(:class:`CampaignOverviewScreen`) lists the figures of :func:`views.campaign.campaign_overview`.
Both decide nothing; ``esc`` closes them and the game goes on where it was.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, ClassVar

from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import ScrollableContainer
from textual.geometry import Region
from textual.widgets import Footer

from atoterm.ui.info_screen import InfoScreen
from atoterm.ui.map_view import LEGEND, TILE_HEIGHT, TILE_WIDTH, render_map
from atoterm.ui.safe_widgets import SafeStatic
from atoterm.ui.size_guard import GuardedModal
from atoterm.views.campaign import campaign_overview

if TYPE_CHECKING:
    from atoterm.views.types import ContentPack, GameState


class WholeMapScreen(GuardedModal[None]):
    """Every revealed tile; scrolls when the sea does not fit. ``esc`` or ``M`` closes it."""

    DEFAULT_CSS = """
    WholeMapScreen {
        background: $background;
    }
    #whole-map {
        height: 1fr;
        border: round $primary;
    }
    #whole-map-legend {
        height: auto;
        max-height: 3;
        color: $text-muted;
    }
    """
    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("escape,q,M", "close", "Close the map", key_display="esc"),
        Binding("left,h", "scroll('left')", "Scroll left", show=False),
        Binding("right,l", "scroll('right')", "Scroll right", show=False),
        Binding("up,k", "scroll('up')", "Scroll up", show=False),
        Binding("down,j", "scroll('down')", "Scroll down", show=False),
    ]

    def __init__(self, content: ContentPack, state: GameState) -> None:
        super().__init__()
        self.picture = render_map(content, state.voyage, state.campaign)
        """The whole revealed sea and where the Argo's tile is on it."""
        self.tiles = len(state.voyage.revealed)

    def compose(self) -> ComposeResult:
        with ScrollableContainer(id="whole-map"):
            yield SafeStatic(self.picture.text, id="whole-map-picture")
        yield SafeStatic(Text(LEGEND), id="whole-map-legend")
        yield Footer()

    def on_mount(self) -> None:
        box = self.query_one("#whole-map", ScrollableContainer)
        box.border_title = f"The whole sea · {self.tiles} tiles on the table"
        box.border_subtitle = "arrows scroll · esc closes"
        box.focus()
        self.call_after_refresh(self._centre_on_argo)

    def _centre_on_argo(self) -> None:
        box = self.query_one("#whole-map", ScrollableContainer)
        box.scroll_to_region(self.picture.argo, center=True, animate=False, immediate=True)

    def visible(self) -> Region:
        """The part of the picture on screen now (tests check which tiles it holds)."""
        box = self.query_one("#whole-map", ScrollableContainer)
        size = box.scrollable_content_region.size
        return Region(round(box.scroll_x), round(box.scroll_y), size.width, size.height)

    def action_scroll(self, way: str) -> None:
        box = self.query_one("#whole-map", ScrollableContainer)
        dx = {"left": -TILE_WIDTH, "right": TILE_WIDTH}.get(way, 0)
        dy = {"up": -TILE_HEIGHT, "down": TILE_HEIGHT}.get(way, 0)
        box.scroll_relative(dx, dy, animate=False)

    def action_close(self) -> None:
        self.dismiss(None)


def overview_text(content: ContentPack, state: GameState) -> Text:
    text = Text()
    for number, section in enumerate(campaign_overview(state, content)):
        if number:
            text.append("\n\n")
        text.append(section.title + "\n", "bold underline")
        text.append("\n".join(section.lines))
    return text


class CampaignOverviewScreen(InfoScreen):
    """The campaign at a glance; ``O`` or ``esc`` closes it."""

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("O", "close", "Close", show=False),
    ]

    def __init__(self, content: ContentPack, state: GameState) -> None:
        super().__init__("Campaign overview", overview_text(content, state), "overview-text")
