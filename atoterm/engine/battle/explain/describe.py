"""The battle board in plain sentences, for a screen reader or a line-by-line terminal.

:func:`describe_board` turns the state into a list of lines that need no glyph, colour or
layout to be understood: the board's size, the Primordial (footprint, facing, rear and
Blindspot spaces, Wounds), every Titan (space, standing or knocked down, Danger/Fate/Rage,
Vantage Point, Awakening, Despair, Hide, distance to the Primordial, where it stands relative
to the Primordial's facing, line of sight), every Terrain tile, Labyrinth tiles and red lines.

Spaces are named as on the board: row letter then column number, ``C7`` [BAT-SETUP-004];
distances are counted orthogonally to the nearest space of the footprint [BAT-SETUP-008];
front, rear and Blindspot follow [BAT-PRIM-065, BAT-PRIM-066, BAT-PRIM-002]; line of sight is
the engine's own test [BAT-PRIM-035, BAT-PRIM-043..050]; red lines lie between two spaces
[CYC1-002]. Nothing is decided here: the lines only read the state.
"""

from __future__ import annotations

from collections.abc import Iterable

from atoterm.content.schema import ContentPack
from atoterm.engine.battle.board import geometry
from atoterm.engine.battle.board.board import (
    battle_red_lines,
    board_view,
    piece_traits,
    primordial_cells,
)
from atoterm.engine.battle.board.geometry import Cell, cell_label
from atoterm.engine.battle.core.context import B
from atoterm.engine.battle.core.state import TerrainPiece, TitanState
from atoterm.engine.battle.explain import words
from atoterm.engine.battle.primordial import reach as primordial_reach
from atoterm.engine.battle.titans import stats
from atoterm.engine.rng import Rng
from atoterm.engine.state import GameState

FACING_WORDS = {"N": "North", "E": "East", "S": "South", "W": "West"}
SIDE_WORDS = {"N": "north", "E": "east", "S": "south", "W": "west"}
CURSOR_WORDS = {
    "setup": "battle setup",
    "start": "Start of Battle",
    "primordial_round": "Primordial Round",
    "titan_round": "Titan Round",
    "aftermath": "Aftermath",
    "over": "battle over",
}
KNOCKDOWN_WORDS = {"falling": "knocked down", "rising": "knocked down, standing up next"}


def describe_board(state: GameState, content: ContentPack) -> list[str]:
    """Every line of the board description (empty list when no battle is on)."""
    if state.battle is None or content.battle is None:
        return []
    # A private copy of the stream counters: the description never draws, but B wants an Rng.
    b = B(state, content, Rng(state.seed, dict(state.rng)))
    lines = [*_board_lines(b), *_primordial_lines(b), *_titan_lines(b)]
    lines += _terrain_lines(b)
    lines += _red_line_lines(b)
    return lines


# ---------------------------------------------------------------- words for places
def cells_words(cells: Iterable[Cell]) -> str:
    """``B2, B3`` (row-major), or ``none``."""
    labels = [cell_label(c) for c in sorted(set(cells))]
    return ", ".join(labels) if labels else "none"


def area_words(cells: Iterable[Cell]) -> str:
    """A full rectangle as ``C7-E9`` (one space as ``C7``), anything else as a list."""
    cells = sorted(set(cells))
    if not cells:
        return "none"
    r0, r1, c0, c1 = geometry.bounds(cells)
    if len(cells) == (r1 - r0 + 1) * (c1 - c0 + 1):
        first, last = cell_label((r0, c0)), cell_label((r1, c1))
        return first if first == last else f"{first}-{last}"
    return cells_words(cells)


def red_line_words(line: list[int] | tuple[int, ...], height: int, width: int) -> str:
    """``between F6 and F7``; a red line on the board's border names the side of its space."""
    r1, c1, r2, c2 = line
    a, b = (r1, c1), (r2, c2)

    def inside(cell: Cell) -> bool:
        return 0 <= cell[0] < height and 0 <= cell[1] < width

    if inside(a) and inside(b):
        first, second = sorted((a, b))
        return f"between {cell_label(first)} and {cell_label(second)}"
    on, off = (a, b) if inside(a) else (b, a)
    side = next(
        (d for d, step in geometry.DIRS.items() if (on[0] + step[0], on[1] + step[1]) == off), ""
    )
    return f"on the {SIDE_WORDS.get(side, 'outer')} edge of {cell_label(on)}"


def _plural(count: int, word: str) -> str:
    return f"{count} {word}{'' if count == 1 else 's'}"


# ---------------------------------------------------------------- sections
def _board_lines(b: B) -> list[str]:
    battle = b.battle
    last_row = cell_label((battle.height - 1, 0))[:-1]
    lines = [
        f"Board: {battle.width} columns numbered 1 to {battle.width}, "
        f"{battle.height} rows lettered A to {last_row}. A space is named by its row letter "
        "and column number, for example C7."
    ]
    where = CURSOR_WORDS.get(battle.cursor, battle.cursor)
    if battle.round:
        where = f"Round {battle.round}, {where}"
    if battle.active_titan:
        where += f", turn of Titan {battle.active_titan}"
    if battle.result:
        where += f", result: {battle.result}"
    lines.append(f"Now: {where}.")
    return lines


def _primordial_lines(b: B) -> list[str]:
    p = b.battle.primordial
    prim = b.prim
    cells = primordial_cells(b)
    size = prim.size
    lines = [
        f"Primordial: {prim.name}, Level {p.level}, on {area_words(cells)} "
        f"({size} by {size} spaces), facing {FACING_WORDS.get(p.facing, p.facing)}.",
        f"  Wounds: {stats.wounds_dealt(b)} of {b.level.wounds} dealt. "
        f"To Hit {stats.to_hit(b)}, Speed {stats.speed(b)}.",
    ]
    rear = geometry.rear_cells((p.row, p.col), size, p.facing, board_view(b))
    lines.append(f"  Rear spaces: {cells_words(rear)}.")
    lines.append(f"  Blindspots: {cells_words(primordial_reach.blindspot_cells(b))}.")
    for vp in prim.vantage_points:
        # Open from the start, or created by an effect [BAT-MISC-055]; one rider [BAT-MISC-060].
        opened = not vp.locked or vp.id in p.vantage_open
        riders = [t.key for t in b.battle.titans if t.alive and t.vantage == vp.id]
        where = f"held by Titan {riders[0]}" if riders else "free"
        state = f"open, {where}" if opened else "not created yet"
        lines.append(f"  Vantage Point {vp.name}: {state}.")
    if p.tokens:
        tokens = ", ".join(f"{k.replace('_', ' ')} {v:+d}" for k, v in sorted(p.tokens.items()))
        lines.append(f"  Tokens: {tokens}.")
    return lines


def _titan_lines(b: B) -> list[str]:
    lines = [f"Titans ({len(b.battle.titans)}):"]
    for titan in b.battle.titans:
        lines.append("  " + titan_words(b, titan))
    return lines


def titan_words(b: B, titan: TitanState) -> str:
    """One Titan in one sentence run (seat letter first, so a reader can jump by letter)."""
    argonaut = b.argonaut(titan)
    cls = b.bc.titans.get(titan.titan_class)
    head = f"Titan {titan.key}: {argonaut.name}, {cls.name if cls else 'no class'}"
    if not titan.alive:
        cause = words.thing_name(b, titan.death_cause) if titan.death_cause else ""
        return f"{head}, dead{': ' + cause if cause else ''}."
    cell = (titan.row, titan.col)
    parts = [f"{head}, on {cell_label(cell)}"]
    parts.append(
        KNOCKDOWN_WORDS.get(titan.knockdown, "knocked down") if titan.knockdown else "standing"
    )
    parts.append(f"Danger {argonaut.danger}, Fate {argonaut.fate}, Rage {argonaut.rage}")
    if titan.ambrosia:
        parts.append(f"Ambrosia {titan.ambrosia}")
    if titan.vantage:
        names = {vp.id: vp.name for vp in b.prim.vantage_points}
        parts.append(f"on the Vantage Point {names.get(titan.vantage, titan.vantage)}")
    if titan.godform:
        godforms = getattr(b.bc, "godforms", {}) or {}
        godform = godforms.get(titan.godform) if isinstance(godforms, dict) else None
        name = getattr(godform, "name", titan.godform)
        parts.append(f"Awakened as {name}, Trespass {titan.trespass}")
    if titan.despair:
        parts.append(f"Despair {titan.despair}")
    if titan.hidden:
        parts.append("hidden")
    if titan.conditions:
        conds = [words.thing_name(b, c) for c in titan.conditions]  # a Trauma card too
        parts.append("conditions: " + ", ".join(conds))
    parts.append(relation_words(b, titan))
    return "; ".join(parts) + "."


def relation_words(b: B, titan: TitanState) -> str:
    """Distance to the Primordial, front/rear/Blindspot/flank, adjacency and line of sight.

    A Titan on a Vantage Point rides the Primordial: at range 1 and adjacent to it
    [BAT-MISC-061], its space is one of the footprint's.
    """
    p = b.battle.primordial
    cell = (titan.row, titan.col)
    cells = primordial_cells(b)
    if titan.vantage:
        words = ["riding the Primordial, 1 space from it, adjacent to it"]
    else:
        distance = geometry.distance_to_area(cell, cells)
        words = [f"{_plural(distance, 'space')} from the Primordial"]
        if cell in cells:
            words.append("under the Primordial")
        elif geometry.in_front((p.row, p.col), b.prim.size, p.facing, cell):
            words.append("in front of it")
        if cell in geometry.rear_cells((p.row, p.col), b.prim.size, p.facing):
            words.append("in its rear")
        if cell in primordial_reach.blindspot_cells(b):
            words.append("in a Blindspot")
        if len(words) == 1:
            words.append("beside it, neither in front nor in its rear")
        if primordial_reach.adjacent(b, titan):
            words.append("adjacent to it")
    words.append(
        "in its line of sight" if primordial_reach.sees(b, titan) else "out of its line of sight"
    )
    return ", ".join(words)


def _terrain_lines(b: B) -> list[str]:
    battle = b.battle
    plain = [p for p in battle.terrain if "labyrinth" not in piece_traits(b, p)]
    maze = [p for p in battle.terrain if "labyrinth" in piece_traits(b, p)]
    lines = [f"Terrain ({_plural(len(plain), 'tile')}){':' if plain else '.'}"]
    lines += ["  " + terrain_words(b, piece) for piece in plain]
    if maze or battle.labyrinth_marker:
        lines.append(f"Labyrinth tiles ({_plural(len(maze), 'tile')}){':' if maze else '.'}")
        lines += ["  " + terrain_words(b, piece) for piece in maze]
    return lines


def terrain_words(b: B, piece: TerrainPiece) -> str:
    kind = b.bc.terrain.get(piece.terrain)
    name = kind.name if kind else piece.terrain
    traits = ", ".join(t.replace("_", " ") for t in piece_traits(b, piece)) or "no traits"
    flipped = ", flipped" if piece.flipped else ""
    cells = [(r, c) for r, c in piece.cells]
    return f"{name} ({traits}{flipped}) on {cells_words(cells)}."


def _red_line_lines(b: B) -> list[str]:
    battle = b.battle
    red = battle_red_lines(battle)  # the diagram's and those printed on Labyrinth tiles
    lines = [f"Red lines ({len(red)}){':' if red else '.'}"]
    seen: list[str] = []
    # Board order (the smaller space of each edge, row-major), each edge once.
    for line in sorted(red, key=lambda r: sorted(((r[0], r[1]), (r[2], r[3])))):
        words = red_line_words(line, battle.height, battle.width)
        if words not in seen:
            seen.append(words)
    lines += [f"  {w}." for w in seen]
    return lines
