"""The battle board as one Rich Text, built by pure functions of the state and the content.

No widget per cell: :func:`render_board` returns the whole picture and a
:class:`BoardGeometry` that maps screen offsets back to cells (mouse clicks). Everything is
carried by glyphs, never by colour alone:

* row letters on the left, column numbers on top [BAT-SETUP-004];
* each Titan is its seat letter ``A``–``D``; lower case when knocked down; dead Titans are
  not drawn;
* the Primordial's footprint is ``▓`` with its front edge drawn as the facing arrow
  ``▲▶▼◀``; its rear cells are marked ``r`` and its blindspots ``◌``;
* terrain, one glyph per type of the content (``views.terrain``), named by
  ``battle_board.legend_text``;
* red lines between cells, in the gap columns (``┃``) and gap rows (``━``) — a gap row is
  drawn only where a horizontal red line needs one, so a 16x12 board fits 80x24;
* cells the pending decision highlights (``pending.context["cells"]`` and cell options) show
  ``○``; the cursor is drawn in reverse video and named in words by ``battle_board.describe_cell``.
"""

from __future__ import annotations

import time
from dataclasses import dataclass, field
from functools import lru_cache
from typing import TYPE_CHECKING

from rich.style import Style
from rich.text import Span, Text

from atoterm.ui.battle_words import battle_content, highlighted_cells
from atoterm.ui.board_palette import DEFAULT_PALETTE, BoardPalette
from atoterm.views.board import primordial_shape, red_lines, row_letters
from atoterm.views.terrain import terrain_glyph, terrain_glyphs

if TYPE_CHECKING:
    from atoterm.views.types import ContentPack, GameState, TitanState

Cell = tuple[int, int]

RIDER = "^"
"""Beside a Titan's letter on the Primordial's body: it is on a Vantage Point."""
FACING_ARROWS = {"N": "▲", "E": "▶", "S": "▼", "W": "◀"}
FACING_WORDS = {"N": "North", "E": "East", "S": "South", "W": "West"}
BODY = "▓"
EMPTY = "·"
MARK = "○"
REAR = "r"
BLINDSPOT = "◌"
RED_V = "┃"
RED_H = "━"


# Colours come from the theme (``board_palette``); these emphases are the same in every theme.
STYLE_MARKER = "dim"
STYLE_LABEL = "bold"
STYLE_CURSOR = "reverse"

_JOINS = ((1, 1, 1, 1), (1, 1, 0, 1), (1, 1, 1, 0), (0, 1, 1, 1), (1, 0, 1, 1), (1, 1, 0, 0))
_JOINS += ((0, 0, 1, 1), (0, 1, 0, 1), (0, 1, 1, 0), (1, 0, 0, 1), (1, 0, 1, 0))
BOX = dict(zip(_JOINS, "╋┣┫┳┻┃━┏┓┗┛", strict=True))
"""Heavy box corners where red lines meet, by (up, down, left, right)."""


# ---------------------------------------------------------------- the board model
@dataclass(frozen=True)
class BoardModel:
    """What stands where, read once from the state (no rule is decided here)."""

    rows: int
    cols: int
    titans: dict[Cell, TitanState]
    terrain: dict[Cell, tuple[str, str, int]]
    """cell -> (glyph, terrain id, piece uid)."""
    body: dict[Cell, str]
    """Primordial footprint cell -> ``▓`` or the facing arrow (front edge)."""
    rear: frozenset[Cell]
    blindspots: frozenset[Cell]
    highlight: frozenset[Cell]
    v_lines: frozenset[Cell]
    """(row, gap): a red line right of column ``gap`` (-1 = the left border)."""
    h_lines: frozenset[Cell]
    """(gap, col): a red line below row ``gap`` (-1 = the top border)."""
    riders: dict[Cell, TitanState] = field(default_factory=dict)
    """Titans on a Vantage Point, drawn on a footprint cell as ``^A`` [BAT-MISC-056]."""


def board_model(state: GameState, content: ContentPack) -> BoardModel:
    battle = state.battle
    assert battle is not None
    bc = battle_content(content)
    shape = primordial_shape(state, content)  # the engine's footprint, rear and Blindspots
    cells = shape.cells
    arrow = FACING_ARROWS[shape.facing]
    body = {c: arrow if c in shape.front_edge else BODY for c in cells}
    terrain: dict[Cell, tuple[str, str, int]] = {}
    glyphs = terrain_glyphs(bc)
    for piece in battle.terrain:
        glyph = terrain_glyph(glyphs, piece.terrain, piece.flipped)
        for r, c in piece.cells:
            terrain[(r, c)] = (glyph, piece.terrain, piece.uid)
    v_lines, h_lines = set(), set()
    for r1, c1, r2, c2 in red_lines(state):  # the diagram's and the Labyrinth tiles'
        if r1 == r2:
            v_lines.add((r1, min(c1, c2)))
        elif c1 == c2:
            h_lines.add((min(r1, r2), c1))
    riders: dict[Cell, TitanState] = {}
    for t in battle.titans:
        if t.alive and t.vantage:
            spot = (t.row, t.col) if (t.row, t.col) in body else min(cells)
            free = [c for c in sorted(cells) if c not in riders]
            riders[spot if spot not in riders else free[0]] = t
    return BoardModel(
        rows=battle.height,
        cols=battle.width,
        titans={(t.row, t.col): t for t in battle.titans if t.alive and not t.vantage},
        riders=riders,
        terrain=terrain,
        body=body,
        rear=shape.rear,
        blindspots=shape.blindspots,
        highlight=highlighted_cells(state.pending),
        v_lines=frozenset(v_lines),
        h_lines=frozenset(h_lines),
    )


# ---------------------------------------------------------------- geometry on screen
@dataclass(frozen=True)
class BoardGeometry:
    """Where each cell is drawn: line 0 holds the column numbers, then rows and gap rows."""

    rows: int
    cols: int
    cell_width: int
    label_width: int
    row_lines: tuple[int, ...]
    gap_rows: tuple[int, ...]
    """Gap rows drawn (-1 .. rows-1: the gap below that row)."""

    @property
    def width(self) -> int:
        return self.label_width + 1 + self.cols * (self.cell_width + 1)

    @property
    def height(self) -> int:
        return 1 + self.rows + len(self.gap_rows)

    def cell_x(self, col: int) -> int:
        return self.label_width + 1 + col * (self.cell_width + 1)

    def cell_at(self, x: int, y: int) -> Cell | None:
        """The cell drawn at offset (x, y), or None (labels, gaps, outside)."""
        if y not in self.row_lines:
            return None
        row = self.row_lines.index(y)
        rel = x - self.label_width - 1
        if rel < 0:
            return None
        col, inside = divmod(rel, self.cell_width + 1)
        if col >= self.cols or inside >= self.cell_width:
            return None
        return row, col


def board_geometry(model: BoardModel, width: int) -> BoardGeometry:
    """Cells 3, 2 or 1 characters wide: the widest that fits in ``width`` columns."""
    label = len(row_letters(max(model.rows - 1, 0)))
    cell_width = 1
    for candidate in (3, 2):
        if label + 1 + model.cols * (candidate + 1) <= width:
            cell_width = candidate
            break
    gaps = tuple(sorted({g for g, _ in model.h_lines if -1 <= g < model.rows}))
    lines, y = [], 1
    for row in range(model.rows):
        if row - 1 in gaps:
            y += 1
        lines.append(y)
        y += 1
    return BoardGeometry(model.rows, model.cols, cell_width, label, tuple(lines), gaps)


# ---------------------------------------------------------------- drawing
@lru_cache(maxsize=256)
def _style(base: str, highlight: str, cursor: bool) -> Style:
    """``base`` with the highlight's style (empty: none) and the cursor's reverse added."""
    style = Style.parse(base) if base else Style()
    if highlight:
        style += Style.parse(highlight)
    if cursor:
        style += Style.parse(STYLE_CURSOR)
    return style


def _fit(cell_width: int, first: str, main: str, second: str) -> str:
    if cell_width == 1:
        return main
    if cell_width == 2:
        return main + second
    return first + main + second


def cell_picture(
    model: BoardModel, cell: Cell, cell_width: int, palette: BoardPalette = DEFAULT_PALETTE
) -> tuple[str, str]:
    """(text, base style) of one cell; see the module docstring for the glyphs."""
    lit = cell in model.highlight
    marker = REAR if cell in model.rear else BLINDSPOT if cell in model.blindspots else ""
    rider = model.riders.get(cell)
    if rider is not None:  # a Titan on a Vantage Point: its letter on the Primordial
        letter = rider.key.lower() if rider.knockdown else rider.key
        style = palette.titan(rider.key) + (" reverse" if rider.godform else "")
        return _fit(cell_width, RIDER, letter, MARK if lit else RIDER), style
    if cell in model.body:
        glyph = model.body[cell]
        return _fit(cell_width, glyph, glyph, MARK if lit else glyph), palette.body
    titan = model.titans.get(cell)
    ground = model.terrain.get(cell)
    if titan is not None:
        letter = titan.key.lower() if titan.knockdown else titan.key
        second = marker or (ground[0] if ground else " ")
        first = MARK if lit else " "
        if lit and cell_width == 2:
            second = MARK
        style = palette.titan(titan.key) + (" reverse" if titan.godform else "")
        return _fit(cell_width, first, letter, second), style
    if ground is not None:
        glyph = ground[0]
        style = palette.terrain_style(glyph)
        if lit:
            return _fit(cell_width, MARK, MARK if cell_width < 3 else glyph, marker or glyph), style
        return _fit(cell_width, glyph, glyph, marker or glyph), style
    main = MARK if lit else EMPTY
    return _fit(cell_width, " ", main, marker or " "), STYLE_MARKER if not lit else "bold"


def _joint(model: BoardModel, cell: Cell) -> str:
    """The gap right of ``cell`` inside one piece (footprint, terrain tile): drawn filled."""
    right = (cell[0], cell[1] + 1)
    if cell in model.riders or right in model.riders:
        return ""
    if cell in model.body or right in model.body:
        if cell in model.body and right in model.body:
            return model.body[cell] if model.body[cell] == model.body[right] else BODY
        return ""
    if cell in model.titans or right in model.titans:
        return ""
    here, there = model.terrain.get(cell), model.terrain.get(right)
    if here is not None and there is not None and here[2] == there[2]:
        return here[0]
    return ""


def _corner(model: BoardModel, gap_row: int, gap_col: int) -> str:
    key = (
        int((gap_row, gap_col) in model.v_lines),
        int((gap_row + 1, gap_col) in model.v_lines),
        int((gap_row, gap_col) in model.h_lines),
        int((gap_row, gap_col + 1) in model.h_lines),
    )
    return BOX.get(key, " ")


def _header(geometry: BoardGeometry) -> str:
    out = [" " * (geometry.label_width + 1)]
    cw = geometry.cell_width
    for col in range(geometry.cols):
        number = str(col + 1)
        if cw == 1:
            out.append(number[-1])
        elif cw == 2:
            out.append(f"{number:<2}")
        else:
            out.append(f"{number:>2} ")
        out.append(" ")
    return "".join(out)


class _Builder:
    """Plain text and merged style spans (one Span per run of equal style: fast to lay out)."""

    def __init__(self) -> None:
        self.parts: list[str] = []
        self.spans: list[Span] = []
        self.pos = 0
        self._run_style: Style | None = None
        self._run_start = 0

    def add(self, piece: str, style: Style | None = None) -> None:
        if style is not self._run_style:
            self._close()
            self._run_style, self._run_start = style, self.pos
        self.parts.append(piece)
        self.pos += len(piece)

    def _close(self) -> None:
        if self._run_style is not None and self.pos > self._run_start:
            self.spans.append(Span(self._run_start, self.pos, self._run_style))

    def text(self) -> Text:
        self._close()
        return Text("".join(self.parts), spans=self.spans, no_wrap=True, overflow="crop", end="")


def render_board(
    state: GameState,
    content: ContentPack,
    width: int = 120,
    height: int = 40,
    cursor: Cell | None = None,
    palette: BoardPalette = DEFAULT_PALETTE,
) -> tuple[Text, BoardGeometry]:
    """The board picture for an area ``width`` columns wide, and where each cell landed,
    in the colours of ``palette`` (the theme's).

    ``height`` is accepted for symmetry with the screen size; the board is drawn whole (the
    widget scrolls if it must).
    """
    model = board_model(state, content)
    geo = board_geometry(model, width)
    cw = geo.cell_width
    out = _Builder()
    out.add(_header(geo), _style(STYLE_MARKER, "", False))
    blank_label = " " * geo.label_width
    red = _style(palette.red_line, "", False)
    label = _style(STYLE_LABEL, "", False)
    dim = _style(STYLE_MARKER, "", False)  # gaps share the empty cells' style: long runs
    for row in range(model.rows):
        if row - 1 in geo.gap_rows:
            _gap_row(out, model, geo, row - 1, blank_label, red)
        out.add("\n", dim)
        out.add(row_letters(row).rjust(geo.label_width), label)
        lined = (row, -1) in model.v_lines
        out.add(RED_V if lined else " ", red if lined else dim)
        for col in range(model.cols):
            cell = (row, col)
            picture, base = cell_picture(model, cell, cw, palette)
            lit = palette.highlight if cell in model.highlight else ""
            out.add(picture, _style(base, lit, cell == cursor))
            if cell in model.v_lines:
                out.add(RED_V, red)
            else:
                joint = _joint(model, cell)
                out.add(joint or " ", _style(base, "", False) if joint else dim)
    if model.rows - 1 in geo.gap_rows:
        _gap_row(out, model, geo, model.rows - 1, blank_label, red)
    return out.text(), geo


def _gap_row(
    out: _Builder, model: BoardModel, geo: BoardGeometry, gap: int, label: str, red: Style
) -> None:
    parts = [label, _corner(model, gap, -1)]
    for col in range(model.cols):
        parts.append(
            RED_H * geo.cell_width if (gap, col) in model.h_lines else " " * geo.cell_width
        )
        parts.append(_corner(model, gap, col))
    out.add("\n", None)
    out.add("".join(parts), red)


def render_board_text(
    state: GameState, content: ContentPack, width: int = 120, height: int = 40
) -> Text:
    """The board as one Rich Text (the benchmark's entry point)."""
    return render_board(state, content, width, height)[0]


def time_board_render(
    state: GameState, content: ContentPack, width: int = 120, height: int = 40, repeat: int = 50
) -> float:
    """Mean milliseconds of one :func:`render_board_text` plus its layout into lines."""
    from rich.console import Console

    console = Console(width=width, height=height, file=None, color_system="truecolor")
    start = time.perf_counter()
    for _ in range(repeat):
        text = render_board_text(state, content, width, height)
        text.wrap(console, width)
    return (time.perf_counter() - start) * 1000 / repeat
