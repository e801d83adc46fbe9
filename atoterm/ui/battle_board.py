"""The battle board widget: one Rich Text (``battle_text.render_board``) and a cell cursor.

Arrow keys or ``hjkl`` move the cursor, ``enter`` picks the cell under it, a mouse click
moves the cursor and picks the cell if an option names it: the widget posts
:class:`BattleBoard.CellChosen` with the index of the pending option that names that cell
(``cell-<row>-<col>`` or ``cell-C5``), or None when no option does. The screen sends the
choice to the engine; the board never decides anything. :func:`describe_cell` (the cursor
line) and :func:`legend_text` say in words what the glyphs show.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, ClassVar

from rich.text import Text
from textual import events
from textual.binding import Binding, BindingType
from textual.geometry import Region, Size
from textual.message import Message
from textual.reactive import var
from textual.widget import Widget

from atoterm.safe_text import safe_lines
from atoterm.ui.battle_text import (
    BLINDSPOT,
    EMPTY,
    FACING_WORDS,
    MARK,
    REAR,
    RED_H,
    RED_V,
    RIDER,
    BoardGeometry,
    BoardModel,
    Cell,
    board_geometry,
    board_model,
    render_board,
)
from atoterm.ui.battle_words import (
    battle_content,
    cell_option_index,
    highlighted_cells,
    titan_name,
)
from atoterm.ui.board_palette import DEFAULT_PALETTE, BoardPalette, board_palette
from atoterm.ui.safe_widgets import safe_rich_text
from atoterm.views.board import cell_label
from atoterm.views.option_order import key_for_index
from atoterm.views.terrain import terrain_glyph, terrain_glyphs, terrain_words

if TYPE_CHECKING:
    from atoterm.views.types import ContentPack, GameState

MOVES = {"up": (-1, 0), "down": (1, 0), "left": (0, -1), "right": (0, 1)}


# ---------------------------------------------------------------- the board in words
def legend_text(
    state: GameState, content: ContentPack, palette: BoardPalette = DEFAULT_PALETTE
) -> Text:
    """The glyphs in words: the fixed ones, then each terrain type on the board, in the
    board's colours (``palette``)."""
    battle = state.battle
    assert battle is not None
    bc = battle_content(content)
    text = Text()
    fixed = [
        ("A-D", "Titans (a-d knocked down; shown reversed when Awakened)"),
        (f"{RIDER}A", "a Titan on a Vantage Point"),
        ("▲▶▼◀", "Primordial's front, ▓ its body"),
        (REAR, "rear"),
        (BLINDSPOT, "blindspot"),
        (f"{RED_V}{RED_H}", "red line"),
        (MARK, "highlighted"),
        (EMPTY, "empty"),
    ]
    for glyph, words in fixed:
        text.append(glyph, palette.red_line if glyph.startswith(RED_V) else "bold")
        text.append(f" {words}  ")
    glyphs = terrain_glyphs(bc)
    seen: set[tuple[str, bool]] = set()  # each type once, and a flipped side apart
    for piece in battle.terrain:
        side = (piece.terrain, piece.flipped)
        if side in seen:
            continue
        seen.add(side)
        glyph = terrain_glyph(glyphs, piece.terrain, piece.flipped)
        text.append("\n")
        text.append(glyph, palette.terrain_style(glyph, "bold"))
        text.append(f" {terrain_words(bc.terrain.get(piece.terrain), piece.flipped)}")
    return text


def describe_cell(state: GameState, content: ContentPack, cell: Cell) -> str:
    """Everything at ``cell`` in words (the cursor line): no glyph needs decoding."""
    battle = state.battle
    assert battle is not None
    bc = battle_content(content)
    model = board_model(state, content)
    parts = [cell_label(cell)]
    if cell in model.body:
        prim = bc.primordials[battle.primordial.id]
        parts.append(f"{prim.name}, facing {FACING_WORDS[battle.primordial.facing]}")
    titan = model.titans.get(cell) or model.riders.get(cell)
    if titan is not None:
        extra = [
            "on a Vantage Point" if titan.vantage else "",
            "knocked down" if titan.knockdown else "",
            "Awakened" if titan.godform else "",
        ]
        shown = ", ".join(x for x in extra if x)
        parts.append(titan_name(state, content, titan) + (f" ({shown})" if shown else ""))
    if cell in model.terrain:
        uid = model.terrain[cell][2]
        piece = next(p for p in battle.terrain if p.uid == uid)
        parts.append(terrain_words(bc.terrain.get(piece.terrain), piece.flipped))
    if cell in model.rear:
        parts.append("Primordial's rear")
    if cell in model.blindspots:
        parts.append("blindspot")
    edges = red_edges(model, cell)
    if edges:
        parts.append("red line " + "/".join(edges))
    index = cell_option_index(state.pending, cell)
    if index is not None and state.pending is not None:
        option = state.pending.options[index]
        key = key_for_index(state.pending, index)  # the key listed beside it, not its index
        parts.append(f"option {key}: {option.label}" if key else option.label)
    elif cell in model.highlight:
        parts.append("highlighted")
    return " · ".join(parts)


def red_edges(model: BoardModel, cell: Cell) -> list[str]:
    r, c = cell
    found = [
        ("N", (r - 1, c) in model.h_lines),
        ("E", (r, c) in model.v_lines),
        ("S", (r, c) in model.h_lines),
        ("W", (r, c - 1) in model.v_lines),
    ]
    return [d for d, present in found if present]


def start_cell(state: GameState) -> Cell:
    """Where the cursor starts: the first highlighted cell, the active Titan, the Primordial."""
    lit = highlighted_cells(state.pending)
    if lit:
        return min(lit)
    battle = state.battle
    assert battle is not None
    for titan in battle.titans:
        if titan.key == battle.active_titan and titan.alive:
            return titan.row, titan.col
    return battle.primordial.row, battle.primordial.col


class BattleBoard(Widget, can_focus=True):
    """The board; ``show`` gives it the state to draw."""

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("up,k", "move('up')", "Cursor up", show=False, id="board.up"),
        Binding("down,j", "move('down')", "Cursor down", show=False, id="board.down"),
        Binding("left,h", "move('left')", "Cursor left", show=False, id="board.left"),
        Binding("right,l", "move('right')", "Cursor right", show=False, id="board.right"),
        Binding(
            "enter,space", "pick", "Choose the cell under the cursor", show=False, id="board.pick"
        ),
    ]

    @dataclass
    class CellChosen(Message):
        """The player picked ``cell``; ``index`` is its option in ``pending.options``."""

        cell: Cell
        index: int | None

    @dataclass
    class CursorMoved(Message):
        cell: Cell

    cursor: var[Cell] = var((0, 0))
    """The cell under the cursor. A reactive so the screen can watch it: a watcher runs in
    the key's own handler, and the line naming the cell is painted with the board."""

    def __init__(self, **kwargs: str) -> None:
        super().__init__(**kwargs)  # type: ignore[arg-type]
        self._state: GameState | None = None
        self._content: ContentPack | None = None
        self._pending_seen: object = None
        self.geometry: BoardGeometry | None = None
        self._drawn: Text | str | None = None
        """What the last :meth:`render` drew (the picture on screen)."""

    # ------------------------------------------------------------------ data
    def show(self, state: GameState, content: ContentPack) -> None:
        """Draw ``state``; a new pending decision puts the cursor on its first highlight."""
        first = self._state is None
        self._state, self._content = state, content
        if first or state.pending is not self._pending_seen:
            lit = highlighted_cells(state.pending)
            if first or (lit and self.cursor not in lit):
                self.cursor = start_cell(state)
            self._pending_seen = state.pending
        # A new layout only when the board's size changes (a gap row for a red line appears),
        # and no repaint when the picture is the one on screen: most decisions, undos and
        # redos of a battle change no cell of the board, whose lines cost more to paint than
        # everything else the decision changes (~5 ms at 120x40).
        height = self.get_content_height(self.size, self.size, self.size.width)
        layout = height != self.size.height
        if layout or self._drawn is None or self._picture() != self._drawn:
            self.refresh(layout=layout)
        self.post_message(self.CursorMoved(self.cursor))

    @property
    def has_cells(self) -> bool:
        return self._state is not None and bool(highlighted_cells(self._state.pending))

    # ------------------------------------------------------------------ drawing
    def render(self) -> Text | str:
        self._drawn = self._picture()
        return self._drawn

    def _picture(self) -> Text | str:
        """The board as :meth:`render` draws it now (sets ``geometry``)."""
        if self._state is None or self._content is None or self._state.battle is None:
            return ""
        palette = board_palette(self.app)  # the theme's colours
        text, self.geometry = render_board(
            self._state, self._content, self.size.width, self.size.height, self.cursor, palette
        )
        return safe_rich_text(text) if isinstance(text, Text) else safe_lines(text)

    def _geometry_for(self, width: int) -> BoardGeometry | None:
        if self._state is None or self._content is None or self._state.battle is None:
            return None
        return board_geometry(board_model(self._state, self._content), width)

    def get_content_width(self, container: Size, viewport: Size) -> int:
        geometry = self._geometry_for(container.width)
        return geometry.width if geometry else 1

    def get_content_height(self, container: Size, viewport: Size, width: int) -> int:
        geometry = self._geometry_for(width)
        return geometry.height if geometry else 1

    # ------------------------------------------------------------------ cursor
    def move_cursor(self, cell: Cell) -> None:
        battle = self._state.battle if self._state else None
        if battle is None:
            return
        row = min(max(cell[0], 0), battle.height - 1)
        col = min(max(cell[1], 0), battle.width - 1)
        if (row, col) != self.cursor:
            before, self.cursor = self.cursor, (row, col)
            self.refresh(*self._lines_of(before, self.cursor))
            self.post_message(self.CursorMoved(self.cursor))

    def _lines_of(self, *cells: Cell) -> list[Region]:
        """The board's lines holding ``cells`` (the cursor drawn on one, taken off another):
        the lines repainted for a cursor move, not the whole board. None known (not drawn
        yet): an empty list, which repaints it all."""
        geometry = self.geometry
        if geometry is None:
            return []
        width = self.size.width
        rows = {row for row, _ in cells if 0 <= row < len(geometry.row_lines)}
        return [Region(0, geometry.row_lines[row], width, 1) for row in sorted(rows)]

    def action_move(self, direction: str) -> None:
        dr, dc = MOVES[direction]
        self.move_cursor((self.cursor[0] + dr, self.cursor[1] + dc))

    def action_pick(self) -> None:
        pending = self._state.pending if self._state else None
        self.post_message(self.CellChosen(self.cursor, cell_option_index(pending, self.cursor)))

    def on_click(self, event: events.Click) -> None:
        if self.geometry is None:
            return
        offset = event.get_content_offset(self)
        if offset is None:
            return
        cell = self.geometry.cell_at(offset.x, offset.y)
        if cell is None:
            return
        event.stop()
        self.focus()
        self.move_cursor(cell)
        pending = self._state.pending if self._state else None
        index = cell_option_index(pending, cell)
        if index is not None:  # a click elsewhere only moves the cursor (and names the cell)
            self.post_message(self.CellChosen(cell, index))
