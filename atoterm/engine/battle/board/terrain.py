"""Terrain in battle: entering and ending on tiles, placing and destroying them [TER-001..027].

Movement procedures call :func:`enter_cell` for each space a Titan is moved onto (involuntary
moves; knockback only for its last space, KEY-025) and :func:`end_move` when a movement ends,
voluntary or not, with the spaces passed through. The Primordial's steps call
:func:`primordial_enters`. ``cover_bonus`` and ``exposed`` are the queries ``stats`` reads.
"""

from __future__ import annotations

from collections.abc import Sequence

from atoterm.engine.battle.abilities.effects import PRIMORDIAL, EffectCtx, resolve_effects
from atoterm.engine.battle.board.board import (
    piece_traits,
    primordial_cells,
    terrain_at,
    titan_at,
    titan_cell,
)
from atoterm.engine.battle.board.geometry import Cell, area_distance, cell_label
from atoterm.engine.battle.core import hooks
from atoterm.engine.battle.core.context import B, Proc
from atoterm.engine.battle.core.state import TerrainPiece, TitanState
from atoterm.engine.battle.harm import death
from atoterm.engine.battle.harm import gains as harm


def _tile(b: B, piece: TerrainPiece) -> str:
    return f"{b.bc.terrain[piece.terrain].name} at {cell_label(tuple(piece.cells[0]))}"


def _covers(piece: TerrainPiece, cell: Cell | None) -> bool:
    return cell is not None and [cell[0], cell[1]] in piece.cells


# ------------------------------------------------------------------ queries for stats
def cover_bonus(b: B, titan: TitanState) -> int:
    """+1 Evasion on a Cover tile [TER-018]."""
    return 1 if any("cover" in piece_traits(b, p) for p in terrain_at(b, titan_cell(titan))) else 0


def exposed(b: B) -> bool:
    """The Primordial stands on an Exposed tile: -1 To Hit [TER-021]."""
    return any(
        "exposed" in piece_traits(b, p) for c in primordial_cells(b) for p in terrain_at(b, c)
    )


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
            b.emit("boundless", f"{b.name(titan)} is forced onto {_tile(b, piece)}.", "TER-016")
            yield from death.kill_titan(b, titan, "boundless", "TER-016")
        elif "chasm" in traits and crossing_kills:
            b.emit("chasm", f"{b.name(titan)} is dragged across {_tile(b, piece)}.", "TER-017")
            yield from death.kill_titan(b, titan, "chasm", "BAT-TITAN-019")
        elif not voluntary and "reinforced" in traits:
            flip(b, piece)
        elif not voluntary and "destructible" in traits:
            yield from destroy_terrain(b, piece, rule="TER-019")
        if "treasure" in traits or "inhabited" in traits:
            b.emit(
                "terrain_enter",
                f"{b.name(titan)} enters {_tile(b, piece)}.",
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
    if any("chasm" in piece_traits(b, p) for p in terrain_at(b, here)):
        b.emit("chasm", f"{b.name(titan)} ends its movement on a Chasm.", "TER-017")
        yield from death.kill_titan(b, titan, "chasm", "BAT-TITAN-019")
        return
    ending = [p for p in terrain_at(b, here) if "ambrosia" in piece_traits(b, p)]
    passed: list[TerrainPiece] = []
    for cell in moved_through:
        for p in terrain_at(b, tuple(cell)):
            if "ambrosia" in piece_traits(b, p) and p not in ending and p not in passed:
                passed.append(p)
    for piece in passed:  # entered before the last space [BAT-TITAN-009]
        if not titan.alive:
            return
        roll = b.rng.d10("battle.d10")
        got = roll >= 6
        b.emit(
            "ambrosia_tile",
            f"{b.name(titan)} passes through {_tile(b, piece)}: d10 = {roll}"
            + (", 6+ gains 1 Ambrosia." if got else ", no Ambrosia."),
            "TER-014",
            roll=roll,
        )
        if got:
            yield from death.gain_ambrosia(b, titan, 1, rule="TER-014")
    for piece in ending:
        if not titan.alive:
            return
        b.emit("ambrosia_tile", f"{b.name(titan)} ends on {_tile(b, piece)}.", "TER-012")
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
            b.emit("ambrosia_tile", f"{b.name(titan)} stayed on {_tile(b, piece)}.", "TER-013")
            yield from death.gain_ambrosia(b, titan, 1, rule="TER-013")


# ------------------------------------------------------------------ the Primordial on Terrain
def primordial_enters(b: B, cells: Sequence[Cell], *, destroy_all: bool = False) -> Proc[None]:
    """The Primordial moves onto ``cells`` (newly entered spaces): Trap abilities trigger
    [TER-027]; Destructible tiles are destroyed [BAT-PRIM-059, TER-019]; Reinforced ones flip
    [TER-020]; a knocked-back Primordial destroys every tile but Indestructible ones [KEY-026]."""
    seen: list[TerrainPiece] = []
    for cell in cells:
        for piece in terrain_at(b, tuple(cell)):
            if piece not in seen:
                seen.append(piece)
    for piece in seen:
        if piece not in b.battle.terrain:
            continue
        traits = piece_traits(b, piece)
        if "trap" in traits:
            b.emit("trap", f"{b.prim.name} springs {_tile(b, piece)}.", "TER-027", piece=piece.uid)
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
        b.emit("terrain_flip", f"{_tile(b, piece)} cracks: it is now Destructible.", "TER-020")


def destroy_terrain(b: B, piece: TerrainPiece, *, rule: str = "TER-004") -> Proc[bool]:
    """Remove the tile from the board [TER-004]; Indestructible tiles never go [TER-022];
    destroying an Inhabited tile costs -1 Diplomacy with the Local Faction, recorded as
    ``aftermath["diplomacy"]`` [TER-023]."""
    yield from ()
    traits = piece_traits(b, piece)
    if "indestructible" in traits:
        b.emit("terrain_kept", f"{_tile(b, piece)} is Indestructible.", "TER-022")
        return False
    if piece not in b.battle.terrain:
        return False
    b.battle.terrain.remove(piece)
    b.emit("terrain_destroyed", f"{_tile(b, piece)} is destroyed.", rule, piece=piece.uid)
    if "inhabited" in traits:
        aftermath = b.battle.aftermath
        aftermath["diplomacy"] = aftermath.get("diplomacy", 0) - 1
        b.emit("diplomacy", "An Inhabited tile was destroyed: -1 Diplomacy.", "TER-023")
    return True


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
            lambda p: (f"tile-{p.uid}", _tile(b, p)),
            kind="battle.terrain_copy",
            prompt="Which tile is moved (furthest from the Primordial)?",
            rule="TER-005",
        )
    )


def place_terrain(b: B, terrain_id: str, cells: Sequence[Cell]) -> Proc[TerrainPiece | None]:
    """Place a tile on ``cells`` [TER-005..010]; returns the piece, or None when ignored."""
    ttype = b.bc.terrain[terrain_id]
    traits = ttype.traits
    spots = [tuple(c) for c in cells]
    under_prim = [c for c in spots if c in primordial_cells(b)]
    if under_prim and "indestructible" not in traits:
        b.emit("terrain_ignored", f"{ttype.name} cannot go under the Primordial.", "TER-010")
        return None
    below = []
    for c in spots:
        below += [p for p in terrain_at(b, c) if p not in below]
    if any("indestructible" in piece_traits(b, p) for p in below):
        b.emit("terrain_ignored", f"{ttype.name} cannot go on Indestructible Terrain.", "TER-006")
        return None
    moved = yield from _furthest_copy(b, terrain_id)
    if moved is not None:
        prim = primordial_cells(b)
        considered = [
            f"{_tile(b, p)}: {area_distance([tuple(c) for c in p.cells], prim)} from the Primordial"
            for p in b.battle.terrain
            if p.terrain == terrain_id
        ]
        b.battle.terrain.remove(moved)
        b.emit_why(
            "terrain_moved",
            f"Every {ttype.name} is in play: {_tile(b, moved)} is removed.",
            "TER-005",
            considered=considered,
            chosen=_tile(b, moved),
            because="every copy is on the board, so the copy furthest from the Primordial "
            "moves (equally far: the players' choice or the tie_break option)",
        )
    for p in below:
        yield from destroy_terrain(b, p, rule="TER-006")
    piece = TerrainPiece(b.battle.next_uid, terrain_id, [[r, c] for r, c in spots])
    b.battle.next_uid += 1
    b.battle.terrain.append(piece)
    b.emit("terrain_placed", f"{_tile(b, piece)} is placed.", "TER-005", piece=piece.uid)
    for c in spots:
        titan = titan_at(b, c)
        if titan is not None:
            yield from _placed_on_titan(b, piece, titan)
    return piece


def _placed_on_titan(b: B, piece: TerrainPiece, titan: TitanState) -> Proc[None]:
    """A tile placed on a Titan [TER-007, TER-008, TER-009, TER-017]."""
    from atoterm.engine.battle.movement.titan import displace  # forced_move imports this module

    traits = piece_traits(b, piece)
    if "obstacle" in traits and "destructible" in traits:
        yield from destroy_terrain(b, piece, rule="TER-007")
        yield from harm.crash(b, titan, rule="TER-007")
    elif "obstacle" in traits:
        yield from harm.crash(b, titan, rule="TER-008")
        if titan.alive:
            yield from displace(b, titan, rule="TER-008")
    elif "chasm" in traits or "boundless" in traits:
        trait = "chasm" if "chasm" in traits else "boundless"
        rule = "TER-017" if trait == "chasm" else "TER-016"
        b.emit(trait, f"{_tile(b, piece)} is placed under {b.name(titan)}.", rule)
        yield from death.kill_titan(b, titan, trait, rule)
    else:
        here = titan_cell(titan)
        yield from enter_cell(b, titan, here, voluntary=True)
        yield from end_move(b, titan, [])
