"""Terrain in battle: entering and ending on tiles, placing and destroying them [TER-001..027].

Movement procedures call :func:`enter_cell` for each space a Titan is moved onto (involuntary
moves; knockback only for its last space, KEY-025) and :func:`end_move` when a movement ends,
voluntary or not, with the spaces passed through. The Primordial's steps call
:func:`primordial_enters`. Its queries (``cover_bonus``, ``exposed``) sit in ``board.py``, under the rules that read them.
"""

from __future__ import annotations

from collections.abc import Sequence

from atoterm.engine.battle.abilities.effects import PRIMORDIAL, EffectCtx, resolve_effects
from atoterm.engine.battle.board.board import (
    piece_traits,
    placed_terrain,
    terrain_at,
    titan_cell,
)
from atoterm.engine.battle.board.geometry import Cell, cell_label
from atoterm.engine.battle.core import hooks
from atoterm.engine.battle.core.context import B, Proc
from atoterm.engine.battle.core.state import TerrainPiece, TitanState
from atoterm.engine.battle.harm import death


def tile_label(b: B, piece: TerrainPiece) -> str:
    return f"{b.bc.terrain[piece.terrain].name} at {cell_label(tuple(piece.cells[0]))}"


def _covers(piece: TerrainPiece, cell: Cell | None) -> bool:
    return cell is not None and [cell[0], cell[1]] in piece.cells


# ------------------------------------------------------------------ Titans on Terrain
def enter_cell(
    b: B,
    titan: TitanState,
    cell: Cell,
    *,
    voluntary: bool,
    prev: Cell | None = None,
    crossing_kills: bool = False,
) -> Proc[None]:
    """Resolve the tiles a Titan enters at ``cell`` (each tile on entering its first space,
    [TER-002]; forced, every time, [TER-011]).

    Forced onto a Boundless tile: death [TER-016]. Moved involuntarily onto a Destructible tile:
    it is destroyed [TER-019]; onto a Reinforced one: it flips [TER-020]. ``crossing_kills``: a
    Chasm kills a Titan pushed or pulled across it [TER-017, BAT-TITAN-019].
    """
    for piece in terrain_at(b, cell):
        if not titan.alive or _covers(piece, prev) or piece not in b.battle.terrain:
            continue
        traits = piece_traits(b, piece)
        if "boundless" in traits and not voluntary:
            b.emit(
                "boundless", f"{b.name(titan)} is forced onto {tile_label(b, piece)}.", "TER-016"
            )
            yield from death.kill_titan(b, titan, "boundless", "TER-016")
        elif "chasm" in traits and crossing_kills:
            b.emit("chasm", f"{b.name(titan)} is dragged across {tile_label(b, piece)}.", "TER-017")
            yield from death.kill_titan(b, titan, "chasm", "BAT-TITAN-019")
        elif not voluntary and "reinforced" in traits:
            flip(b, piece)
        elif not voluntary and "destructible" in traits:
            yield from destroy_terrain(b, piece, rule="TER-019")
        if "treasure" in traits or "inhabited" in traits:
            b.emit(
                "terrain_enter",
                f"{b.name(titan)} enters {tile_label(b, piece)}.",
                "TER-027" if "treasure" in traits else "TER-023",
                titan=titan.key,
                piece=piece.uid,
            )


def end_move(b: B, titan: TitanState, moved_through: Sequence[Cell]) -> Proc[None]:
    """A movement ends (voluntary or not) on the Titan's space.

    Ending on a Chasm kills [TER-017, BAT-TITAN-019]; each Ambrosia tile passed through rolls a
    d10, 6+ gives 1 [TER-014, Rulings: 000], in the order entered [BAT-TITAN-009]; then ending
    on an Ambrosia tile gives 1 Ambrosia [TER-012]. Knockback passes no Terrain
    (``moved_through`` empty, KEY-025).
    """
    if not titan.alive:
        return
    here = titan_cell(titan)
    by_cell = placed_terrain(b)[1]  # every tile is looked up before anything happens
    if any("chasm" in piece_traits(b, p) for p in by_cell.get(here, ())):
        b.emit("chasm", f"{b.name(titan)} ends its movement on a Chasm.", "TER-017")
        yield from death.kill_titan(b, titan, "chasm", "BAT-TITAN-019")
        return
    ending = [p for p in by_cell.get(here, ()) if "ambrosia" in piece_traits(b, p)]
    passed: list[TerrainPiece] = []
    for cell in moved_through:
        for p in by_cell.get((cell[0], cell[1]), ()):
            if "ambrosia" in piece_traits(b, p) and p not in ending and p not in passed:
                passed.append(p)
    for piece in passed:  # entered before the last space [BAT-TITAN-009]
        if not titan.alive:
            return
        roll = b.rng.d10("battle.d10")
        got = roll >= 6
        b.emit(
            "ambrosia_tile",
            f"{b.name(titan)} passes through {tile_label(b, piece)}: d10 = {roll}"
            + (", 6+ gains 1 Ambrosia." if got else ", no Ambrosia."),
            "TER-014",
            roll=roll,
        )
        if got:
            yield from death.gain_ambrosia(b, titan, 1, rule="TER-014")
    for piece in ending:
        if not titan.alive:
            return
        b.emit("ambrosia_tile", f"{b.name(titan)} ends on {tile_label(b, piece)}.", "TER-012")
        yield from death.gain_ambrosia(b, titan, 1, rule="TER-012")
    if titan.alive:  # adjacency changed: Despair death, Hidden ends in front [CYC1-016, KEY-022]
        yield from hooks.run_hooks(b, "moved", titan)


def end_of_turn_ambrosia(b: B, titan: TitanState) -> Proc[None]:
    """A Titan that started its turn on an Ambrosia tile and did not move gains 1 [TER-013]."""
    here = titan_cell(titan)
    if not titan.alive or titan.moved_this_turn or (titan.start_row, titan.start_col) != here:
        return
    for piece in terrain_at(b, here):
        if "ambrosia" in piece_traits(b, piece):
            b.emit("ambrosia_tile", f"{b.name(titan)} stayed on {tile_label(b, piece)}.", "TER-013")
            yield from death.gain_ambrosia(b, titan, 1, rule="TER-013")


# ------------------------------------------------------------------ the Primordial on Terrain
def primordial_enters(b: B, cells: Sequence[Cell], *, destroy_all: bool = False) -> Proc[None]:
    """The Primordial moves onto ``cells`` (newly entered spaces): Trap abilities trigger
    [TER-027]; Destructible tiles are destroyed [BAT-PRIM-059, TER-019]; Reinforced ones flip
    [TER-020]; a knocked-back Primordial destroys every tile but Indestructible ones [KEY-026]."""
    seen: list[TerrainPiece] = []
    by_cell = placed_terrain(b)[1]
    for cell in cells:
        for piece in by_cell.get((cell[0], cell[1]), ()):
            if piece not in seen:
                seen.append(piece)
    for piece in seen:
        if piece not in b.battle.terrain:
            continue
        traits = piece_traits(b, piece)
        if "trap" in traits:
            b.emit(
                "trap", f"{b.prim.name} springs {tile_label(b, piece)}.", "TER-027", piece=piece.uid
            )
            ctx = EffectCtx(source=PRIMORDIAL, origin="terrain", notes={"piece": piece.uid})
            for ability in b.bc.terrain[piece.terrain].abilities:
                yield from resolve_effects(b, ability.effects, ctx)
            if piece not in b.battle.terrain:
                continue
        if "reinforced" in traits:
            flip(b, piece)
        elif "destructible" in traits or (
            destroy_all and "indestructible" not in traits and "labyrinth" not in traits
        ):  # the Primordial ignores Labyrinth tiles while it moves [CYC1-003]
            yield from destroy_terrain(b, piece, rule="KEY-026" if destroy_all else "BAT-PRIM-059")


# ------------------------------------------------------------------ placing and destroying
def flip(b: B, piece: TerrainPiece) -> None:
    """A Reinforced Destructible tile turns to its plain Destructible side [TER-020]."""
    if not piece.flipped:
        piece.flipped = True
        b.emit("terrain_flip", f"{tile_label(b, piece)} cracks: it is now Destructible.", "TER-020")


def destroy_terrain(b: B, piece: TerrainPiece, *, rule: str = "TER-004") -> Proc[bool]:
    """Remove the tile from the board [TER-004]; Indestructible tiles never go [TER-022];
    destroying an Inhabited tile costs -1 Diplomacy with the Local Faction, recorded as
    ``aftermath["diplomacy"]`` [TER-023]."""
    yield from ()
    traits = piece_traits(b, piece)
    if "indestructible" in traits:
        b.emit("terrain_kept", f"{tile_label(b, piece)} is Indestructible.", "TER-022")
        return False
    if piece not in b.battle.terrain:
        return False
    b.battle.terrain.remove(piece)
    b.emit("terrain_destroyed", f"{tile_label(b, piece)} is destroyed.", rule, piece=piece.uid)
    if "inhabited" in traits:
        aftermath = b.battle.aftermath
        aftermath["diplomacy"] = aftermath.get("diplomacy", 0) - 1
        b.emit("diplomacy", "An Inhabited tile was destroyed: -1 Diplomacy.", "TER-023")
    return True
