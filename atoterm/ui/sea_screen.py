"""The whole sea at once (``M``) and the campaign at a glance (``O``), over a game screen.

The map panel shows the sea around the Argo; :class:`WholeMapScreen` takes the whole
terminal for every revealed tile, drawn by the map panel's own :func:`render_map` (the same
boxes, symbols, waterways, Argo, Adversary and Last Visited City), and scrolls (arrows,
``hjkl``, the mouse wheel) when the sea is larger than the terminal; ``z`` draws each tile as
a small box (number, mark, waterways) so that a large sea fits at once; under it, the whole
names of the tiles whose boxes shorten them ("Cairn of / First St."). The overview
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

from atoterm.ui.chronicle_key import ChronicleKey
from atoterm.ui.info_screen import InfoScreen
from atoterm.ui.map_view import (
    ADVERSARY,
    ARROWS,
    LEGEND,
    RESTRICTED_ARROWS,
    STYLE_ADVERSARY,
    STYLE_ARGO,
    STYLE_ARROW,
    STYLE_UNEXPLORED,
    TILE_HEIGHT,
    TILE_WIDTH,
    MapPicture,
    _Canvas,
    names_in_full,
    render_map,
)
from atoterm.ui.safe_widgets import SafeStatic
from atoterm.views.campaign import campaign_overview

if TYPE_CHECKING:
    from atoterm.views.types import CampaignState, ContentPack, GameState, Voyage


COMPACT_WIDTH = 6
COMPACT_HEIGHT = 3
COMPACT_LEGEND = (
    "Compact: each box is a tile by its number; @ the Argo, ✓ explored, ? unexplored, "
    f"{ADVERSARY} the Adversary; arrows are waterways (▷ needs a Technology). z: full tiles"
)


def render_compact(
    content: ContentPack, voyage: Voyage, campaign: CampaignState | None = None
) -> MapPicture:
    """The revealed sea with each tile as a small box (its number, one mark, its waterways):
    a sea of 9×8 tiles takes 54×24 characters, where the full tiles need 99×40."""
    tiles = [content.tile(tile_id) for tile_id in voyage.revealed]
    if not tiles:
        return MapPicture(Text("(no tile on the table)"), Region(0, 0, 1, 1))
    min_x, min_y = min(t.x for t in tiles), min(t.y for t in tiles)
    width = (max(t.x for t in tiles) - min_x + 1) * COMPACT_WIDTH
    height = (max(t.y for t in tiles) - min_y + 1) * COMPACT_HEIGHT
    canvas = _Canvas(width, height)
    adversary = campaign.adversary.tile if campaign is not None else 0
    argo = Region(0, 0, COMPACT_WIDTH, COMPACT_HEIGHT)
    for tile in tiles:
        x, y = (tile.x - min_x) * COMPACT_WIDTH, (tile.y - min_y) * COMPACT_HEIGHT
        here = tile.id == voyage.tile
        explored = tile.id in voyage.explored
        style = STYLE_ARGO if here else ("" if explored else STYLE_UNEXPLORED)
        box = "┏━┓┃┗┛" if here else ("┌─┐│└┘" if explored else "┌╌┐╎└┘")
        inner = COMPACT_WIDTH - 2
        canvas.put(x, y, box[0] + box[1] * inner + box[2], style)
        canvas.put(x, y + 2, box[4] + box[1] * inner + box[5], style)
        mark = "@" if here else (ADVERSARY if tile.id == adversary else ("✓" if explored else "?"))
        canvas.put(x, y + 1, box[3] + f"{str(tile.id)[:3]:>3}{mark}" + box[3], style)
        if mark == ADVERSARY:
            canvas.put(x + 4, y + 1, ADVERSARY, STYLE_ADVERSARY)
        for arrow in tile.arrows:
            glyph = (RESTRICTED_ARROWS if arrow.restricted else ARROWS)[arrow.dir]
            column, row = {
                "N": (x + 2, y),
                "S": (x + 2, y + 2),
                "W": (x, y + 1),
                "E": (x + COMPACT_WIDTH - 1, y + 1),
            }[arrow.dir]
            canvas.put(column, row, glyph, STYLE_ARROW)
        if here:
            argo = Region(x, y, COMPACT_WIDTH, COMPACT_HEIGHT)
    return MapPicture(canvas.to_text(), argo)


class WholeMapScreen(ChronicleKey):
    """Every revealed tile; scrolls when the sea does not fit. ``esc`` or ``M`` closes it."""

    DEFAULT_CSS = """
    WholeMapScreen {
        background: $background;
    }
    #whole-map {
        height: 1fr;
        border: round $primary;
    }
    #whole-map-picture {
        width: auto;  /* as wide as the sea: a row of tiles is never wrapped */
        height: auto;
    }
    #whole-map-legend {
        height: auto;
        max-height: 3;
        color: $text-muted;
    }
    #whole-map-names {
        height: auto;
        max-height: 5;
    }
    """
    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("escape,q,M", "close", "Close the map", key_display="esc", id="whole_map.close"),
        Binding("left,h", "scroll('left')", "Scroll left", show=False, id="whole_map.left"),
        Binding("right,l", "scroll('right')", "Scroll right", show=False, id="whole_map.right"),
        Binding("up,k", "scroll('up')", "Scroll up", show=False, id="whole_map.up"),
        Binding("down,j", "scroll('down')", "Scroll down", show=False, id="whole_map.down"),
        Binding("z", "compact", "Compact or full tiles", key_display="z", id="whole_map.compact"),
    ]

    def __init__(self, content: ContentPack, state: GameState) -> None:
        super().__init__()
        self.full = render_map(content, state.voyage, state.campaign)
        """Every revealed tile drawn as the map panel draws it."""
        self.compact = render_compact(content, state.voyage, state.campaign)
        """The same sea in small boxes, to see a large one at once (``z``)."""
        self.picture = self.full
        """The drawing shown now."""
        self.tiles = len(state.voyage.revealed)
        self.names = names_in_full(content, state.voyage.revealed)
        """The whole names of the tiles whose boxes shorten them."""

    def compose(self) -> ComposeResult:
        with ScrollableContainer(id="whole-map"):
            yield SafeStatic(self.picture.text, id="whole-map-picture")
        yield SafeStatic(Text(LEGEND), id="whole-map-legend")
        names = SafeStatic(Text(self.names), id="whole-map-names")
        names.display = bool(self.names)
        yield names
        yield Footer()

    def action_compact(self) -> None:
        compact = self.picture is self.full
        self.picture = self.compact if compact else self.full
        self.query_one("#whole-map-picture", SafeStatic).update(self.picture.text)
        self.query_one("#whole-map-legend", SafeStatic).update(
            Text(COMPACT_LEGEND if compact else LEGEND)
        )
        self.call_after_refresh(self._centre_on_argo)

    def on_mount(self) -> None:
        box = self.query_one("#whole-map", ScrollableContainer)
        box.border_title = f"The whole sea · {self.tiles} tiles on the table"
        box.border_subtitle = "arrows scroll · z compact · esc closes"
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
        Binding("O", "close", "Close", show=False, id="overview.close"),
    ]

    def __init__(self, content: ContentPack, state: GameState) -> None:
        super().__init__("Campaign overview", overview_text(content, state), "overview-text")
