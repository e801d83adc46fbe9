"""Placing a Terrain tile [TER-005..010, TER-016, TER-017]: the furthest copy moves when all are
in play, a tile never goes under the Primordial or on Indestructible Terrain, and a tile placed on
a Titan crashes, displaces or kills it.

It sits above ``terrain`` (entering and destroying tiles) and the forced movement it causes
(``movement.titan.displace``).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from types import MappingProxyType

from atoterm.engine.battle.board import terrain
from atoterm.engine.battle.board.board import (
    piece_traits,
    placed_terrain,
    primordial_cells,
    terrain_at,
    titan_at,
    titan_cell,
)
from atoterm.engine.battle.board.geometry import Cell, area_distance
from atoterm.engine.battle.board.terrain import tile_label
from atoterm.engine.battle.core.context import B, Proc
from atoterm.engine.battle.core.state import TerrainPiece, TitanState
from atoterm.engine.battle.harm import death
from atoterm.engine.battle.harm import gains as harm
from atoterm.engine.battle.movement.titan import displace


def _furthest_copy(b: B, terrain_id: str) -> Proc[TerrainPiece | None]:
    """With every copy on the board, the copy furthest from the Primordial goes [TER-005]."""
    copies = [p for p in b.battle.terrain if p.terrain == terrain_id]
    if len(copies) < b.bc.terrain[terrain_id].copies:
        return None
    prim = primordial_cells(b)

    def far(p: TerrainPiece) -> int:
        return area_distance([tuple(c) for c in p.cells], prim)

    best = max(far(p) for p in copies)
    return (
        yield from b.choose(
            [p for p in copies if far(p) == best],
            lambda p: (f"tile-{p.uid}", tile_label(b, p)),
            kind="battle.terrain_copy",
            prompt="Which tile is moved (furthest from the Primordial)?",
            rule="TER-005",
        )
    )


def refusal(b: B, terrain_id: str, cells: Sequence[Cell]) -> str:
    """The rule that forbids placing the tile on ``cells``, "" when it may go there: only an
    Indestructible tile goes under the Primordial [TER-010], and no tile goes on Indestructible
    Terrain [TER-006]."""
    spots = [tuple(c) for c in cells]
    prim = primordial_cells(b)
    if "indestructible" not in b.bc.terrain[terrain_id].traits and any(c in prim for c in spots):
        return "TER-010"
    by_cell = placed_terrain(b)[1]  # (terrain_at() for each spot, the board looked up once)
    for c in spots:
        if any("indestructible" in piece_traits(b, p) for p in by_cell.get(c, ())):
            return "TER-006"
    return ""


REFUSED: Mapping[str, str] = MappingProxyType(
    {
        "TER-010": "cannot go under the Primordial",
        "TER-006": "cannot go on Indestructible Terrain",
    }
)
"""Why a placement is ignored, by the rule :func:`refusal` names."""


def place_terrain(b: B, terrain_id: str, cells: Sequence[Cell]) -> Proc[TerrainPiece | None]:
    """Place a tile on ``cells`` [TER-005..010]; returns the piece, or None when ignored."""
    ttype = b.bc.terrain[terrain_id]
    spots = [tuple(c) for c in cells]
    rule = refusal(b, terrain_id, spots)
    if rule:
        b.emit("terrain_ignored", f"{ttype.name} {REFUSED[rule]}.", rule)
        return None
    below = []
    for c in spots:
        below += [p for p in terrain_at(b, c) if p not in below]
    moved = yield from _furthest_copy(b, terrain_id)
    if moved is not None:
        prim = primordial_cells(b)
        considered = [
            f"{tile_label(b, p)}: {area_distance([tuple(c) for c in p.cells], prim)} from the Primordial"
            for p in b.battle.terrain
            if p.terrain == terrain_id
        ]
        b.battle.terrain.remove(moved)
        b.emit_why(
            "terrain_moved",
            f"Every {ttype.name} is in play: {tile_label(b, moved)} is removed.",
            "TER-005",
            considered=considered,
            chosen=tile_label(b, moved),
            because="every copy is on the board, so the copy furthest from the Primordial "
            "moves (equally far: the players' choice or the Ties rule)",
        )
    for p in below:
        yield from terrain.destroy_terrain(b, p, rule="TER-006")
    piece = TerrainPiece(b.battle.next_uid, terrain_id, [[r, c] for r, c in spots])
    b.battle.next_uid += 1
    b.battle.terrain.append(piece)
    b.emit("terrain_placed", f"{tile_label(b, piece)} is placed.", "TER-005", piece=piece.uid)
    for c in spots:
        titan = titan_at(b, c)
        if titan is not None:
            yield from _placed_on_titan(b, piece, titan)
    return piece


def _placed_on_titan(b: B, piece: TerrainPiece, titan: TitanState) -> Proc[None]:
    """A tile placed on a Titan [TER-007, TER-008, TER-009, TER-017]."""
    traits = piece_traits(b, piece)
    if "obstacle" in traits and "destructible" in traits:
        yield from terrain.destroy_terrain(b, piece, rule="TER-007")
        yield from harm.crash(b, titan, rule="TER-007")
    elif "obstacle" in traits:
        yield from harm.crash(b, titan, rule="TER-008")
        if titan.alive:
            yield from displace(b, titan, rule="TER-008")
    elif "chasm" in traits or "boundless" in traits:
        trait = "chasm" if "chasm" in traits else "boundless"
        rule = "TER-017" if trait == "chasm" else "TER-016"
        b.emit(trait, f"{tile_label(b, piece)} is placed under {b.name(titan)}.", rule)
        yield from death.kill_titan(b, titan, trait, rule)
    else:
        here = titan_cell(titan)
        yield from terrain.enter_cell(b, titan, here, voluntary=True)
        yield from terrain.end_move(b, titan, [])
