"""Labyrinth spots are found from the spaces next to the Primordial; this checks that they are
exactly those a plain search of every spot of the board finds, for every shape, rotation,
facing and position (board edges and Indestructible Terrain included). The placement rules
themselves are tested in ``test_battle_labyrinth.py``; this only checks the search is complete.
"""

from __future__ import annotations

from dataclasses import replace

import battle_kit as kit
import pytest

from atoterm.content.battle_schema import Labyrinth, LabyrinthShape, TerrainType
from atoterm.engine.battle.board import geometry
from atoterm.engine.battle.board.board import board_view, piece_traits, primordial_cells
from atoterm.engine.battle.cycle1 import labyrinth as lab

MAZE = TerrainType("maze", "Maze", ("labyrinth",))
CLIFF = TerrainType("cliff", "Cliff", ("indestructible",))
SHAPES = {
    "o": LabyrinthShape("o", "Box", ((0, 0), (0, 1), (1, 0), (1, 1))),
    "i": LabyrinthShape("i", "Bar", ((0, 0), (1, 0), (2, 0), (3, 0))),
    "l": LabyrinthShape("l", "Ell", ((0, 0), (1, 0), (2, 0), (2, 1))),
    "z": LabyrinthShape("z", "Zed", ((0, 0), (0, 1), (1, 1), (1, 2))),
    "w": LabyrinthShape(
        "w",
        "Wall",
        ((0, 0), (1, 0), (2, 0)),
        tuple(((r, 0), "W") for r in range(3)),
        (((2, 0), "S"),),
    ),
}


def make(prim: tuple[int, int, str], blocked: list[tuple[int, int]]):  # type: ignore[no-untyped-def]
    content = kit.pack(terrain=[MAZE, CLIFF])
    battle = replace(content.battle, labyrinth=Labyrinth("maze", dict(SHAPES), ("o",)))
    content = replace(content, battle=battle)
    terrain = [("cliff", blocked)] if blocked else []
    return kit.battle(content, titans=[kit.titan("A", 9, 11)], primordial=prim, terrain=terrain)


def every_spot(b, shape: LabyrinthShape) -> list[lab.Placement]:  # type: ignore[no-untyped-def]
    """The plain search: every rotation at every anchor of the board, kept when each space is
    on the board, off Indestructible Terrain and the Primordial, in front of it, and one space
    is next to it."""
    view = board_view(b)
    prim = primordial_cells(b)
    p = b.battle.primordial
    solid = {
        (r, c)
        for piece in b.battle.terrain
        if "indestructible" in piece_traits(b, piece)
        for r, c in piece.cells
    }
    out = []
    for base in lab.orientations(shape):
        for dr in range(-4, view.height + 4):
            for dc in range(-4, view.width + 4):
                spot = lab.shifted(base, dr, dc)
                if (
                    all(geometry.on_board(view, c) for c in spot.cells)
                    and not any(c in solid or c in prim for c in spot.cells)
                    and all(
                        geometry.in_front((p.row, p.col), b.prim.size, p.facing, c)
                        for c in spot.cells
                    )
                    and any(geometry.adjacent_to_area(c, prim) for c in spot.cells)
                ):
                    out.append(spot)
    return sorted(out, key=lambda x: (x.cells[0], x.turn))


@pytest.mark.parametrize("shape", sorted(SHAPES))
@pytest.mark.parametrize("facing", ["N", "E", "S", "W"])
@pytest.mark.parametrize(
    ("anchor", "blocked"),
    [
        ((4, 5), []),
        ((0, 0), []),
        ((8, 10), []),
        ((0, 10), []),
        ((3, 0), []),
        ((4, 5), [(3, 5), (6, 6), (4, 7)]),
        ((1, 4), [(3, 4), (3, 5)]),
    ],
)
def test_spots_are_those_of_a_plain_search(
    shape: str, facing: str, anchor: tuple[int, int], blocked: list[tuple[int, int]]
) -> None:
    b = make((anchor[0], anchor[1], facing), blocked)
    assert lab.legal_placements(b, SHAPES[shape]) == every_spot(b, SHAPES[shape])
