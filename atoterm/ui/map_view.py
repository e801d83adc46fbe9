"""The map of the Carnelian Sea as the players have laid it out so far.

Each revealed tile is drawn as a box of ``TILE_WIDTH`` x ``TILE_HEIGHT`` characters at its
x, y grid position. Everything the map shows is carried by glyphs, never by colour alone:

* top border: tile id and ``✓`` (explored) or ``?`` (unexplored; the border is dashed too);
* two inner lines: the tile name, wrapped;
* third line: map symbols as letters (a Cycle's own symbols, ``content.cycle.map_symbols``,
  as their lower-case initial), the faction's first three letters (the initials of each when
  the tile has several faction symbols), ``@`` for the Argo plus its sector (``α``/``β``),
  or ``αβ`` on a sectored tile the Argo is not on;
* bottom border: ``Ω`` the Adversary's miniature, ``⌂`` the Last Visited City token;
* waterways as arrows on the border they leave by (hollow arrows need a Technology);
* the Argo's tile has a heavy border.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from rich.cells import cell_len
from rich.text import Text
from textual.app import ComposeResult
from textual.containers import ScrollableContainer
from textual.geometry import Region

from atoterm.ui.layout_once import LaidOutOnce
from atoterm.ui.safe_widgets import SafeStatic
from atoterm.views.campaign import SECTOR_GLYPHS

if TYPE_CHECKING:
    from collections.abc import Callable, Iterable

    from atoterm.views.types import CampaignState, ContentPack, Tile, Voyage

SYMBOL_LETTER = {
    "city": "C",
    "progress": "P",
    "doom": "D",
    "titan": "T",
    "adventure": "A",
    "rr": "R",
}
"""One letter per map symbol; an unknown symbol shows as ``*``."""

TILE_WIDTH = 11
TILE_HEIGHT = 5
INNER = TILE_WIDTH - 2

ARROWS = {"N": "▲", "S": "▼", "W": "◀", "E": "▶"}
RESTRICTED_ARROWS = {"N": "△", "S": "▽", "W": "◁", "E": "▷"}
SOLID = "┌─┐│└┘"
DASHED = "┌╌┐╎└┘"
HEAVY = "┏━┓┃┗┛"
ARROW_SLOTS = {"alpha": 0, "": 1, "beta": 2}
"""Which of the three slots along a border an arrow takes: alpha first, beta last."""

ADVERSARY = "Ω"
LAST_CITY = "⌂"

LEGEND = (
    "@ Argo  ✓ explored  ? unexplored  ▶ waterway  ▷ needs a Technology  "
    "C city  P progress  D doom  T titan  A adventure  R R&R  "
    f"{ADVERSARY} the Adversary  {LAST_CITY} Last Visited City"
)
STYLE_ADVERSARY = "bold reverse"

STYLE_ARGO = "bold"
STYLE_UNEXPLORED = "dim"
STYLE_ARROW = "bold"


@dataclass
class MapPicture:
    """A rendered map and where the Argo's tile is on it (for centring)."""

    text: Text
    argo: Region


class _Canvas:
    """A grid of characters with one style per cell."""

    def __init__(self, width: int, height: int) -> None:
        self.chars = [[" "] * width for _ in range(height)]
        self.styles = [[""] * width for _ in range(height)]

    def put(self, x: int, y: int, text: str, style: str = "") -> None:
        for offset, char in enumerate(text):
            self.chars[y][x + offset] = char
            self.styles[y][x + offset] = style

    def to_text(self) -> Text:
        text = Text(no_wrap=True, overflow="crop")
        for row, (chars, styles) in enumerate(zip(self.chars, self.styles, strict=True)):
            if row:
                text.append("\n")
            run_start = 0
            for col in range(1, len(chars) + 1):
                if col == len(chars) or styles[col] != styles[run_start]:
                    text.append("".join(chars[run_start:col]), styles[run_start] or None)
                    run_start = col
        return text


def short_name(name: str, width: int = INNER) -> tuple[str, str]:
    """The tile name on two lines of ``width`` characters, broken only between words (or
    after a hyphen): never inside a word, never a line of a stray "'s".

    A name too long for the box is shortened the way a chart would label it, step by step
    until it fits: without a leading "The", without a possessive "'s", then its longest words
    cut to a stem with a full stop ("Lantern" -> "Lant."). The full name is in the tile's
    description (``d`` and the whole map)."""
    words = name.split()
    tries = [words]
    if len(words) > 1 and words[0] == "The":
        words = words[1:]
        tries.append(words)
    if any(w.endswith("'s") for w in words):
        words = [w.removesuffix("'s") for w in words]
        tries.append(words)
    for attempt in tries:
        lines = _two_lines(attempt, width)
        if lines is not None:
            return lines
    # words lose letters to a full stop: the last long word first, or the longest first;
    # whichever keeps more of the name
    fits = [_shortened(words, width, pick) for pick in (_last_long, _longest)]
    found = [f for f in fits if f is not None]
    if found:
        return max(found, key=lambda lines: len(lines[0]) + len(lines[1]))
    flat = " ".join(words)
    return flat[:width], flat[width : 2 * width]


def _last_long(words: list[str]) -> int:
    """The last word that can still lose a letter (more than two)."""
    long = [i for i, w in enumerate(words) if len(w.rstrip(".")) > 2]
    return long[-1] if long else _longest(words)


def _longest(words: list[str]) -> int:
    """The longest word, the last of equals."""
    return max(range(len(words)), key=lambda i: (len(words[i]), i))


def _shortened(
    words: list[str], width: int, pick: Callable[[list[str]], int]
) -> tuple[str, str] | None:
    """``words`` shortened one letter at a time (the word ``pick`` chooses) until they fit."""
    while True:
        index = pick(words)
        word = words[index]
        stem = word.rstrip(".")[: len(word) - 2].rstrip("-'")  # with its "." one shorter
        if len(stem) < 2:
            return None
        words = [*words[:index], stem + ".", *words[index + 1 :]]
        lines = _two_lines(words, width)
        if lines is not None:
            return lines


def _two_lines(words: list[str], width: int) -> tuple[str, str] | None:
    """``words`` filled into two lines, breaking at spaces and after hyphens; None when they
    do not fit."""
    pieces: list[str] = []  # each piece ends where a line may break
    for word in words:
        parts = word.split("-")
        pieces += [p + "-" for p in parts[:-1]]
        pieces.append(parts[-1] + " ")
    lines = ["", ""]
    row = 0
    for piece in pieces:
        if len((lines[row] + piece).rstrip()) > width:
            row += 1
            if row > 1 or len(piece.rstrip()) > width:
                return None
        lines[row] += piece
    return lines[0].rstrip(), lines[1].rstrip()


def is_shortened(name: str) -> bool:
    """The map's two lines lose letters or words of ``name`` ("First St.", "Netmender Cove")."""
    first, second = short_name(name)
    shown = f"{first} {second}".replace("- ", "-").strip()
    return shown != " ".join(name.split()).removeprefix("The ")  # "The" alone is no loss


def names_in_full(content: ContentPack, tile_ids: Iterable[int]) -> str:
    """``Names in full: 103 Cairn of First Steps · …`` for the tiles among ``tile_ids`` whose
    name the map shortens (sorted by tile number); "" when it shortens none. The map's boxes
    hold 2 x 9 letters: this legend is where a player reads what "Cairn of / First St."
    stands for."""
    names = [
        f"{tile.id} {tile.name}"
        for tile in sorted((content.tile(t) for t in set(tile_ids)), key=lambda t: t.id)
        if is_shortened(tile.name)
    ]
    return "Names in full: " + " · ".join(names) if names else ""


def _fit(text: str, width: int) -> str:
    return text[:width].ljust(width)


def symbol_letters(content: ContentPack, tile: Tile) -> str:
    """The tile's map symbols: the rulebook's as capitals, the Cycle's own as the lower-case
    initial of their id [VOY-019], anything else as ``*``."""
    letters = []
    for symbol in tile.symbols:
        if symbol in SYMBOL_LETTER:
            letters.append(SYMBOL_LETTER[symbol])
        elif symbol in content.cycle.map_symbols:
            letters.append(symbol[:1].lower() or "*")
        else:
            letters.append("*")
    return "".join(letters)


def faction_marks(content: ContentPack, tile: Tile) -> str:
    """One faction: its first three letters; several: the initial of each, joined by ``/``
    [VOY-043]."""
    factions = getattr(tile, "factions", (tile.faction,) if tile.faction else ())
    names = [(content.faction_name(f) or f).removeprefix("The ") for f in factions]
    if len(names) == 1:
        return names[0][:3]
    return "/".join(n[:1] for n in names)


def cycle_legend(content: ContentPack) -> str:
    """The Cycle's own map symbols and their rules, one per line ("" when it has none)."""
    return "\n".join(
        f"{symbol[:1].lower()} {symbol}: {rule}"
        for symbol, rule in sorted(content.cycle.map_symbols.items())
    )


@dataclass
class TileMarks:
    """What a tile shows besides its printed name: symbols, factions and tokens."""

    symbols: str
    factions: str
    adversary: bool = False
    last_city: bool = False


def _draw_tile(
    canvas: _Canvas, x: int, y: int, tile: Tile, voyage: Voyage, marks: TileMarks
) -> None:
    explored = tile.id in voyage.explored
    here = tile.id == voyage.tile
    box = HEAVY if here else (SOLID if explored else DASHED)
    style = STYLE_ARGO if here else ("" if explored else STYLE_UNEXPLORED)
    right = x + TILE_WIDTH - 1
    bottom = y + TILE_HEIGHT - 1
    canvas.put(x, y, box[0] + box[1] * INNER + box[2], style)
    canvas.put(x, bottom, box[4] + box[1] * INNER + box[5], style)
    for row in range(y + 1, bottom):
        canvas.put(x, row, box[3], style)
        canvas.put(right, row, box[3], style)
    canvas.put(x + 1, y, str(tile.id)[:3], style)
    canvas.put(right - 1, y, "✓" if explored else "?", style)
    first, second = short_name(tile.name)
    canvas.put(x + 1, y + 1, _fit(first, INNER), style)
    canvas.put(x + 1, y + 2, _fit(second, INNER), style)
    symbols = marks.symbols
    faction = marks.factions
    if here:
        marker = "@" + SECTOR_GLYPHS.get(voyage.sector, "")
    else:
        marker = "".join(SECTOR_GLYPHS.get(s, "") for s in tile.sectors)
    left = f"{symbols} {faction}".strip()
    canvas.put(x + 1, y + 3, _fit(left, INNER - len(marker)) + marker, style)
    if marks.adversary:
        canvas.put(x + 1, bottom, ADVERSARY, STYLE_ADVERSARY)
    if marks.last_city:
        canvas.put(x + 2, bottom, LAST_CITY, "bold")
    _draw_arrows(canvas, x, y, tile)


def _draw_arrows(canvas: _Canvas, x: int, y: int, tile: Tile) -> None:
    taken: set[tuple[str, int]] = set()
    for arrow in tile.arrows:
        slot = ARROW_SLOTS.get(arrow.from_sector or arrow.to_sector, 1)
        while (arrow.dir, slot) in taken and len(taken) < 12:
            slot = (slot + 1) % 3
        taken.add((arrow.dir, slot))
        glyph = (RESTRICTED_ARROWS if arrow.restricted else ARROWS)[arrow.dir]
        if arrow.dir in ("N", "S"):
            column = x + TILE_WIDTH // 2 - 1 + slot
            row = y if arrow.dir == "N" else y + TILE_HEIGHT - 1
        else:
            column = x if arrow.dir == "W" else x + TILE_WIDTH - 1
            row = y + 1 + slot
        canvas.put(column, row, glyph, STYLE_ARROW)


def render_map(
    content: ContentPack, voyage: Voyage, campaign: CampaignState | None = None
) -> MapPicture:
    """Draw the revealed tiles of ``voyage`` from ``content``; with ``campaign``, the
    Adversary's miniature too [VOY-027]."""
    tiles = [content.tile(tile_id) for tile_id in voyage.revealed]
    if not tiles:
        return MapPicture(Text("(no tile on the table)"), Region(0, 0, 1, 1))
    min_x = min(t.x for t in tiles)
    min_y = min(t.y for t in tiles)
    width = (max(t.x for t in tiles) - min_x + 1) * TILE_WIDTH
    height = (max(t.y for t in tiles) - min_y + 1) * TILE_HEIGHT
    canvas = _Canvas(width, height)
    adversary_tile = campaign.adversary.tile if campaign is not None else 0
    argo = Region(0, 0, TILE_WIDTH, TILE_HEIGHT)
    for tile in tiles:
        x = (tile.x - min_x) * TILE_WIDTH
        y = (tile.y - min_y) * TILE_HEIGHT
        marks = TileMarks(
            symbol_letters(content, tile),
            faction_marks(content, tile),
            adversary=adversary_tile == tile.id,
            last_city=voyage.last_city == tile.id,
        )
        _draw_tile(canvas, x, y, tile, voyage, marks)
        if tile.id == voyage.tile:
            argo = Region(x, y, TILE_WIDTH, TILE_HEIGHT)
    return MapPicture(canvas.to_text(), argo)


def same_text(one: Text, other: Text) -> bool:
    """The same characters with the same styles."""
    return one.plain == other.plain and one.spans == other.spans and one.style == other.style


def text_size(text: Text) -> tuple[int, int]:
    """(columns, lines) of a picture drawn without wrapping."""
    lines = text.plain.split("\n")
    return max(cell_len(line) for line in lines), len(lines)


class MapView(LaidOutOnce, ScrollableContainer, can_focus=False):
    """The map panel: scrolls with the mouse and keeps the Argo in the middle."""

    def __init__(self, **kwargs: str) -> None:
        super().__init__(**kwargs)  # type: ignore[arg-type]
        self._argo = Region(0, 0, TILE_WIDTH, TILE_HEIGHT)
        self._shown: MapPicture | None = None

    def compose(self) -> ComposeResult:
        yield SafeStatic(id="map-picture")

    def show(
        self, content: ContentPack, voyage: Voyage, campaign: CampaignState | None = None
    ) -> None:
        picture = render_map(content, voyage, campaign)
        shown = self._shown
        if shown is not None and same_text(shown.text, picture.text) and shown.argo == picture.argo:
            return  # most decisions leave the map as it is: no repaint, no layout
        self._shown = picture
        self._argo = picture.argo
        same_size = shown is not None and text_size(shown.text) == text_size(picture.text)
        self.query_one("#map-picture", SafeStatic).update(picture.text, layout=not same_size)
        if same_size:  # the scroll range is known now: centre in this screen update
            self._centre_on_argo()
        else:
            self.call_after_refresh(self._centre_on_argo)

    def on_resize(self) -> None:
        self.call_after_refresh(self._centre_on_argo)

    def _centre_on_argo(self) -> None:
        self.scroll_to_region(self._argo, center=True, animate=False, immediate=True)
