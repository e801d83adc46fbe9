"""Load and check ``content/battle/labyrinth.toml``: Labyrinth tile shapes and the track.

The file is optional (a pack without a Labyrinth has none); a pack whose cards use the
``labyrinth N`` op needs it [CYC1-007, CYC1-008]. Every problem is reported as
``file:line: message`` like the rest of the battle loader (docs/battle-content-format.md).

Shapes are drawn unrotated, as offsets from their top-left corner; the engine rotates them
(``atoterm/engine/battle/cycle1/labyrinth.py``). Red lines block Titans [TER-024, CYC1-002]; green
lines sit on the border and join the tile to the one beyond [CYC1-006].
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

from atoterm.content.battle_reader import REQUIRED, BattleFile, Node
from atoterm.content.battle_schema import (
    AiCard,
    BattleContent,
    Effect,
    Labyrinth,
    LabyrinthShape,
    TerrainType,
)
from atoterm.content.errors import Problem

FILE = "labyrinth.toml"
SIDES: dict[str, tuple[int, int]] = {"N": (-1, 0), "E": (0, 1), "S": (1, 0), "W": (0, -1)}
SHAPE_KEYS = ("id", "name", "cells", "red_lines", "green_lines", "text")
MAX_CELLS = 9
"""A Labyrinth tile is a small piece (tetromino-like); more than 9 spaces is a typo."""

Cell = tuple[int, int]
Line = tuple[Cell, str]


def read_labyrinth(
    folder: Path, problems: list[Problem], terrain: dict[str, TerrainType]
) -> tuple[Labyrinth, BattleFile | None]:
    """Read ``<folder>/labyrinth.toml`` (an empty :class:`Labyrinth` when there is none)."""
    if not (folder / FILE).is_file():
        return Labyrinth(), None
    f = BattleFile(folder, FILE, problems)
    if not f.ok:
        return Labyrinth(), f
    f.check_top(("labyrinth", "shape"))
    shapes: dict[str, LabyrinthShape] = {}
    seen: dict[str, Node] = {}
    for node in f.entries("shape"):
        shape = _shape(node, seen)
        if shape is not None and shape.id not in shapes:
            shapes[shape.id] = shape
    if not shapes:
        f.problem(1, "at least one [[shape]] is needed")
    head = f.table("labyrinth")
    if head is None:
        return Labyrinth(shapes=shapes), f
    head.named("[labyrinth]").check_keys(("terrain", "track"))
    kind = head.text("terrain")
    if kind and kind not in terrain:
        head.problem(f"'terrain' in [labyrinth]: unknown terrain {kind!r}", "terrain")
    elif kind and "labyrinth" not in terrain[kind].traits:
        head.problem(f"'terrain' in [labyrinth]: {kind!r} lacks the 'labyrinth' trait", "terrain")
    track = []
    for word, line in head.strings("track", REQUIRED):
        if word not in shapes:
            f.problem(line, f"'track' in [labyrinth]: unknown shape {word!r}")
        track.append(word)
    if not track and head.has("track"):
        head.problem("'track' in [labyrinth] must name at least one shape", "track")
    return Labyrinth(terrain=kind, shapes=shapes, track=tuple(track)), f


def _shape(node: Node, seen: dict[str, Node]) -> LabyrinthShape | None:
    """One ``[[shape]]``: connected cells, red lines on its edges, green lines on its border."""
    sid = node.ident("shape", seen)
    node.check_keys(SHAPE_KEYS)
    cells = node.cells("cells", REQUIRED)
    where = f"'cells' in {node.label}"
    if not cells:
        node.problem(f"{where} must list at least one [row, col]", "cells")
    if len(set(cells)) != len(cells):
        node.problem(f"{where} lists a space twice", "cells")
    if len(cells) > MAX_CELLS:
        node.problem(f"{where}: a tile has at most {MAX_CELLS} spaces", "cells")
    if cells and (min(r for r, _ in cells) != 0 or min(c for _, c in cells) != 0):
        node.problem(f"{where}: offsets start at row 0 and column 0 (the top-left)", "cells")
    if cells and not _connected(cells):
        node.problem(f"{where}: the spaces must be joined edge to edge", "cells")
    red = _lines(node, "red_lines", set(cells), border_only=False)
    green = _lines(node, "green_lines", set(cells), border_only=True)
    both = sorted(set(_edge(*x) for x in red) & set(_edge(*x) for x in green))
    if both:
        node.problem(
            f"{node.label}: an edge cannot be both red and green ({both[0]})", "green_lines"
        )
    if not sid:
        return None
    return LabyrinthShape(
        id=sid,
        name=node.name(),
        cells=tuple(cells),
        red_lines=red,
        green_lines=green,
        text=node.text("text", ""),
    )


def _lines(node: Node, key: str, cells: set[Cell], *, border_only: bool) -> tuple[Line, ...]:
    """``[[row, col, "side"], ...]`` on the shape's edges; duplicates are reported."""
    result: list[Line] = []
    edges: set[tuple[Cell, Cell]] = set()
    for i, raw in enumerate(node.raw_list(key)):
        line = node.item_line(key, i)
        parsed = _line_value(raw)
        if parsed is None:
            node.f.problem(line, f"{key!r} in {node.label}: {raw!r} is not [row, col, side]")
            continue
        cell, side = parsed
        beyond = (cell[0] + SIDES[side][0], cell[1] + SIDES[side][1])
        if cell not in cells:
            node.f.problem(line, f"{key!r} in {node.label}: {list(cell)} is not a space of it")
            continue
        if border_only and beyond in cells:
            node.f.problem(line, f"{key!r} in {node.label}: {raw!r} is inside the tile")
            continue
        edge = _edge(cell, side)
        if edge in edges:
            node.f.problem(line, f"{key!r} in {node.label}: {raw!r} repeats an edge")
            continue
        edges.add(edge)
        result.append((cell, side))
    return tuple(result)


def _line_value(raw: Any) -> Line | None:
    if not (isinstance(raw, list) and len(raw) == 3 and raw[2] in SIDES):
        return None
    r, c = raw[0], raw[1]
    if any(isinstance(v, bool) or not isinstance(v, int) or abs(v) > 99 for v in (r, c)):
        return None
    return (r, c), raw[2]


def _edge(cell: Cell, side: str) -> tuple[Cell, Cell]:
    other = (cell[0] + SIDES[side][0], cell[1] + SIDES[side][1])
    return (cell, other) if cell < other else (other, cell)


def _connected(cells: list[Cell]) -> bool:
    wanted = set(cells)
    todo, seen = [cells[0]], {cells[0]}
    while todo:
        r, c = todo.pop()
        for dr, dc in SIDES.values():
            nb = (r + dr, c + dc)
            if nb in wanted and nb not in seen:
                seen.add(nb)
                todo.append(nb)
    return seen == wanted


def check_labyrinth_use(
    content: BattleContent, f: BattleFile | None, folder: Path, problems: list[Problem]
) -> None:
    """A pack whose Primordials use ``labyrinth N`` needs a track and a Labyrinth terrain
    [CYC1-007, CYC1-008]."""
    lab = content.labyrinth
    if lab.track and lab.terrain:
        return
    users = [
        f"{pid}:{what}" for pid, what, e in _primordial_effects(content) if e.op == "labyrinth"
    ]
    if not users:
        return
    missing = "a [labyrinth] table with 'terrain' and 'track'"
    if f is None:
        problems.append(
            Problem(
                f"{folder.name}/{FILE}", 1, f"{users[0]} uses 'labyrinth N' but there is no {FILE}"
            )
        )
    elif f.ok:
        f.problem(1, f"{users[0]} uses 'labyrinth N': {missing} is needed")


def _primordial_effects(content: BattleContent) -> Iterator[tuple[str, str, Effect]]:
    """Every effect of every Primordial's cards and traits, with where it is."""
    for pid, prim in content.primordials.items():
        cards: list[AiCard] = [*prim.sheet_cards, *prim.ai]
        for card in cards:
            for part in ("hit", "after", "after_final", "crit_evade_fail"):
                for e in getattr(card, part, ()):
                    yield pid, card.id, e
        for trait in prim.traits.values():
            for ability in trait.abilities:
                for e in ability.effects:
                    yield pid, trait.id, e
        for bp in prim.bp:
            for part in ("wound", "fail", "instinct", "critical"):
                for e in getattr(bp, part, ()):
                    yield pid, bp.id, e
