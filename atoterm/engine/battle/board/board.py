"""The battle state seen as a board: who and what stands where, and the geometry's view of it.

Geometry (``geometry.py``, ``sight.py``, ``paths.py``) is pure; this module builds its
:class:`BoardView` from the battle state and the content's Terrain traits, and answers the
small questions every procedure asks (the Titan on a cell, the Primordial's cells, the Terrain
under a cell) [BAT-SETUP-004..008, TER-002].
"""

from __future__ import annotations

from collections.abc import Sequence

from msgspec.msgpack import encode

from atoterm.content.battle_schema import TerrainType
from atoterm.engine.battle.board.geometry import (
    BoardView,
    Cell,
    Edge,
    cell_label,
    footprint,
    share_adjacency,
)
from atoterm.engine.battle.board.sight import share_corners
from atoterm.engine.battle.core.context import B, Proc
from atoterm.engine.battle.core.state import BattleState, TerrainPiece, TitanState
from atoterm.engine.decisions import Decision, Option

TITAN_IMPASSABLE: tuple[str, ...] = ("obstacle", "chasm", "boundless")
"""Traits a Titan may never move onto voluntarily [TER-016, TER-017, TER-026]."""
_IMPASSABLE = frozenset(TITAN_IMPASSABLE)


def cell_name(cell: Cell) -> str:
    """Board notation: row letter then column number from 1, ``(2, 4)`` is ``C5`` [BAT-SETUP-004]."""
    return cell_label(cell)


def titan_cell(titan: TitanState) -> Cell:
    return (titan.row, titan.col)


def primordial_anchor(b: B) -> Cell:
    """The top-left cell of the Primordial's footprint."""
    return (b.battle.primordial.row, b.battle.primordial.col)


def primordial_cells(b: B) -> tuple[Cell, ...]:
    """The spaces the Primordial occupies, row-major [BAT-SETUP-005, BAT-PRIM-002].

    Asked by nearly every rule, so the footprint is kept (``b.memo``) with the anchor and size
    it was made for, and made again when either changed."""
    p = b.battle.primordial
    row, col, size = p.row, p.col, b.prim.size
    entry = b.memo.get("primordial_cells")
    if entry is not None and entry[0] == row and entry[1] == col and entry[2] == size:
        return entry[3]  # type: ignore[no-any-return]
    cells = footprint((row, col), size)
    b.memo["primordial_cells"] = (row, col, size, cells)
    return cells


def titan_at(b: B, cell: Cell) -> TitanState | None:
    """The living Titan on ``cell`` (dead Titans are off the board, BAT-MISC-015; a Titan on a
    Vantage Point is on the Primordial, not on a board space, BAT-MISC-061)."""
    for t in b.battle.titans:
        if t.alive and not t.vantage and (t.row, t.col) == tuple(cell):
            return t
    return None


def titans_at(b: B, cells: tuple[Cell, ...] | list[Cell]) -> list[TitanState]:
    """Living Titans standing on any of ``cells``, in seat order (not those on a Vantage Point:
    the Primordial never runs into them and no Zone holds them, BAT-PRIM-081)."""
    wanted = {tuple(c) for c in cells}
    return [t for t in b.battle.titans if t.alive and not t.vantage and (t.row, t.col) in wanted]


def piece_traits(b: B, piece: TerrainPiece) -> tuple[str, ...]:
    """The traits a tile has now: a flipped Reinforced tile is plain Destructible [TER-020]."""
    return tile_traits(b.bc.terrain[piece.terrain].traits, piece.flipped)


def tile_traits(traits: tuple[str, ...], flipped: bool) -> tuple[str, ...]:
    """A tile's printed traits on the side it shows [TER-020]."""
    if "reinforced" not in traits:
        return traits
    if flipped:
        rest = tuple(t for t in traits if t != "reinforced")
        return rest if "destructible" in rest else (*rest, "destructible")
    return tuple(t for t in traits if t != "destructible")


def terrain_at(b: B, cell: Cell) -> list[TerrainPiece]:
    """Terrain pieces covering ``cell``, in placement order."""
    return list(placed_terrain(b)[1].get((cell[0], cell[1]), ()))


def has_trait(b: B, cell: Cell, trait: str) -> bool:
    """Some Terrain tile on ``cell`` has ``trait`` (after a Reinforced flip) [TER-020]."""
    return any(trait in piece_traits(b, p) for p in terrain_at(b, cell))


def cells_with(b: B, *traits: str) -> frozenset[Cell]:
    """Every cell covered by a tile with any of ``traits``."""
    out: set[Cell] = set()
    for piece in b.battle.terrain:
        if any(t in piece_traits(b, piece) for t in traits):
            out.update((r, c) for r, c in piece.cells)
    return frozenset(out)


def miniature_cells(b: B) -> tuple[Cell, ...]:
    """Cells holding a miniature: the Primordial's footprint and every living Titan, sorted."""
    cells = set(primordial_cells(b))
    cells.update((t.row, t.col) for t in b.battle.living())
    return tuple(sorted(cells))


def occupied_cells(b: B, *, obstacles: bool = True) -> tuple[Cell, ...]:
    """Occupied spaces: a miniature or (by default) an Obstacle tile on them [BAT-SETUP-005]."""
    cells = set(miniature_cells(b))
    if obstacles:
        cells |= board_view(b).obstacles
    return tuple(sorted(cells))


def board_view(b: B) -> BoardView:
    """The geometry's view of this board [BAT-SETUP-004..008, TER-015, TER-025, TER-026].

    Obscuring and Obstacle cells come from the tiles' traits; a Titan may not move voluntarily
    onto Obstacles, Chasms or Boundless tiles; Board Edge tiles count as off the board; red
    lines are the battle's list plus those of the Labyrinth tiles in play (:func:`all_red_lines`).

    The view is rebuilt only when the terrain changed: a piece's tile, cells and red lines are
    fixed when it is placed (placement, removal and a Reinforced flip are the only changes), so
    the same piece objects with the same flips give the same view (``b.memo``). The view and
    the pieces on each cell (:func:`placed_terrain`) are built together and live exactly as long,
    so the view's own memo may also keep what is derived from where the pieces lie (the Line of
    Sight of an Attack, ``weapons._attack_from``).
    """
    return placed_terrain(b)[0]


def placed_terrain(b: B) -> tuple[BoardView, dict[Cell, tuple[TerrainPiece, ...]]]:
    """The board's view and the pieces on each cell (placement order), rebuilt only when the
    terrain changed (``b.memo``; see :func:`board_view`).

    Every board question starts here, so the test that nothing changed is a C-level pass
    and a short loop: the same battle and red-line list, the same pieces in the same order,
    the same flips of the Reinforced tiles (a flip changes nothing else's traits,
    :func:`tile_traits`; most boards have none or one, so each is compared in a plain loop
    rather than a list made of them all).

    The pieces are compared as lists (``==``), which takes a piece that *is* the one kept as
    equal without reading it: an element-by-element identity test (``map(is_, ...)``) costs
    ten times as much, and this runs twice a decision. The two differ only for a piece
    replaced by an equal copy of itself, which nothing does to a battle's pieces (placing
    appends a new piece with a new uid, destroying removes one, a flip changes the piece in
    place), and even then the view, made of the pieces' values, would be the same.

    When the only change is tiles gone and tiles placed since (the others as they were,
    flips and all, in their order), the pieces on each space and, unless the pack has a view
    of the board already, the view itself are the ones before changed by these tiles alone
    (:func:`_change`): every set of the view is a union over the tiles, whatever their order,
    and only the spaces of a tile gone are looked at again."""
    battle = b.battle
    terrain = battle.terrain
    entry = b.memo.get("board_view")
    change: tuple[list[TerrainPiece], list[TerrainPiece]] | None = None
    if entry is not None:
        # (unpacked at once: one step instead of an index per field, on every question)
        kept_battle, kept_red, kept, flips, pair = entry
        if kept_battle is battle and kept_red is battle.red_lines:
            for piece, flipped in flips:
                if piece.flipped != flipped:
                    break
            else:
                if kept == terrain:
                    return pair  # type: ignore[no-any-return]
                change = _change(kept, terrain)
    if change is None:
        by_cell: dict[Cell, tuple[TerrainPiece, ...]] = {}
        added = terrain
    else:
        by_cell = dict(entry[4][1])  # (a copy: the pair before is never changed)
        for piece in change[0]:  # (a tile gone is nowhere on the board now)
            for r, c in piece.cells:
                here = by_cell.pop((r, c), ())
                rest = tuple([p for p in here if p is not piece])
                if rest:
                    by_cell[(r, c)] = rest
        added = change[1]
    for piece in added:
        for r, c in piece.cells:
            here = by_cell.get((r, c))
            if here is None:  # most spaces hold one tile: nothing to look through
                by_cell[(r, c)] = (piece,)
            elif not any(p is piece for p in here):
                by_cell[(r, c)] = (*here, piece)
    view = _shared_view(b, entry[4][0] if entry is not None else None, change, by_cell)
    terrains = b.bc.terrain
    flips = tuple((p, p.flipped) for p in terrain if "reinforced" in terrains[p.terrain].traits)
    # (the pair is kept made: every board question is answered with it)
    b.memo["board_view"] = (battle, battle.red_lines, list(terrain), flips, (view, by_cell))
    return view, by_cell


def _change(
    kept: list[TerrainPiece], terrain: list[TerrainPiece]
) -> tuple[list[TerrainPiece], list[TerrainPiece]] | None:
    """The tiles gone and the tiles placed when the board's pieces went from ``kept`` to
    ``terrain`` by removing some and appending others, the rest staying in their order, or
    ``None`` for any other change. Also ``None`` when a tile gone prints red lines: another
    tile may print the same line, so the lines would all be read again anyway."""
    n = len(kept)
    if len(terrain) > n and terrain[:n] == kept:
        return [], terrain[n:]  # tiles placed, nothing else changed
    now = {id(p) for p in terrain}  # (identity only: nothing is ordered by it)
    gone = [p for p in kept if id(p) not in now]
    if not gone or any(p.red_lines for p in gone):
        return None
    staying = [p for p in kept if id(p) in now]
    if terrain[: len(staying)] != staying:
        return None
    return gone, terrain[len(staying) :]


SHARED_VIEWS = 64
"""Board views kept per content pack for the battles played with it (most recently used)."""


def _shared_view(
    b: B,
    earlier: BoardView | None,
    change: tuple[list[TerrainPiece], list[TerrainPiece]] | None = None,
    by_cell: dict[Cell, tuple[TerrainPiece, ...]] | None = None,
) -> BoardView:
    """The view of this battle's board: one built before for a board with the same size, red
    lines and pieces (by value) when there is one, with all its memo has found (lines of sight,
    searches, zones), else a new one (``earlier``'s adjacency shared, when it fits).

    Everything a view and its memo are made of is the board's size, its red lines and each
    piece's Terrain, side, spaces and red lines, in order (``_build_view``; the memo's keys hold
    all else they read, and the two entries that read the pieces, ``weapons._sight`` and
    ``reach.sees``, read their spaces), so two boards alike in these have views alike in
    everything. A searcher playing the same battle on hundreds of copies (the expert's
    look-aheads) then finds each line of sight once, not once per copy. Kept with the content
    (``BattleContent.memo``), the ``SHARED_VIEWS`` last used; a new view also takes over the
    adjacency (when it fits) and the corners of areas (always) of ``earlier``, and is
    ``earlier`` changed by the tiles gone and placed (``change``, :func:`_change`) when the
    board changed only by them (``by_cell``: the pieces on each space now)."""
    battle = b.battle
    # The pieces as msgpack, made in C: they are compared whole (their ids, shapes and green
    # lines too, which only makes two boards alike more rarely).
    key = (battle.width, battle.height, encode(battle.red_lines), encode(battle.terrain))
    views = b.bc.memo.get("board_views")
    if views is None:
        views = b.bc.memo["board_views"] = {}
    view = views.pop(key, None)
    if view is None:
        if change is not None and earlier is not None and by_cell is not None:
            view = _build_view(b, change[1], earlier, change[0], by_cell)
        else:
            view = _build_view(b, battle.terrain, None)
        if earlier is not None:
            share_adjacency(view, earlier)
            share_corners(view, earlier)
        if len(views) >= SHARED_VIEWS:
            del views[next(iter(views))]
    views[key] = view  # (last: the most recently used)
    return view


def all_red_lines(b: B) -> tuple[tuple[int, int, int, int], ...]:
    """Every red line on the board: the battle diagram's, then those printed on the Labyrinth
    tiles in play (a placed tile's red lines count exactly like the diagram's, TER-024,
    CYC1-002), as ``(r1, c1, r2, c2)`` in a fixed order, duplicates dropped."""
    return battle_red_lines(b.battle)


def battle_red_lines(battle: BattleState) -> tuple[tuple[int, int, int, int], ...]:
    """:func:`all_red_lines` from the battle state alone (the board renderer uses it)."""
    seen: dict[tuple[int, int, int, int], None] = {}
    for r1, c1, r2, c2 in battle.red_lines:
        seen[(r1, c1, r2, c2)] = None
    for piece in battle.terrain:
        for r1, c1, r2, c2 in piece.red_lines:
            seen[(r1, c1, r2, c2)] = None
    return tuple(seen)


def _build_view(
    b: B,
    pieces: list[TerrainPiece],
    before: BoardView | None,
    gone: Sequence[TerrainPiece] = (),
    by_cell: dict[Cell, tuple[TerrainPiece, ...]] | None = None,
) -> BoardView:
    """The view of the board with ``pieces`` on it (all the battle's), or of ``before``'s
    board with the tiles ``gone`` (none printing red lines) taken off and ``pieces`` placed
    since (the battle's red-line list the same; ``by_cell``: the pieces on each space now)."""
    battle = b.battle
    # One pass over the tiles (each tile's traits read once), as cells_with() per trait would.
    obscuring: set[Cell] = set() if before is None else set(before.obscuring)
    obstacles: set[Cell] = set() if before is None else set(before.obstacles)
    impassable: set[Cell] = set() if before is None else set(before.impassable_for_titans)
    edge: set[Cell] = set() if before is None else set(before.edge_cells)
    kinds = b.bc.memo.get("tile_view_kinds")
    if kinds is None:
        kinds = b.bc.memo["tile_view_kinds"] = {}
    # The spaces of a tile gone are what the tiles still on them show (the view is a union
    # over the tiles: one more tile of the same kind on a space keeps it in the set).
    again: list[TerrainPiece] = []
    for piece in gone:
        if _shown(b, kinds, piece):
            for r, c in piece.cells:
                for kind in (obscuring, obstacles, impassable, edge):
                    kind.discard((r, c))
                if by_cell is not None:
                    again += by_cell.get((r, c), ())
    terrains = b.bc.terrain
    for piece in (*again, *pieces):
        found = kinds.get((piece.terrain, piece.flipped))  # _shown(), inlined: every tile
        if found is not None and found[0] is terrains[piece.terrain]:
            shown = found[1]
        else:
            shown = _shown(b, kinds, piece)
        if not shown:
            continue  # a tile the view does not show (Ambrosia, Cover, a Labyrinth tile...)
        is_obscuring, is_obstacle, is_impassable, is_edge = shown
        cells = [(r, c) for r, c in piece.cells]
        if is_obscuring:
            obscuring.update(cells)
        if is_obstacle:
            obstacles.update(cells)
        if is_impassable:
            impassable.update(cells)
        if is_edge:
            edge.update(cells)
    # all_red_lines(b) as edges, smaller cell first (make_edge(): the view keeps them as they
    # are, ``normalized``), made in one pass: a Labyrinth board has dozens
    red: set[Edge] = set() if before is None else set(before.red_lines)
    board_lines = battle.red_lines if before is None else ()  # (``before`` has them)
    for lines in (board_lines, *(piece.red_lines for piece in pieces)):
        for r1, c1, r2, c2 in lines:
            a, z = (r1, c1), (r2, c2)
            red.add((a, z) if a < z else (z, a))
    return BoardView(
        width=battle.width,
        height=battle.height,
        obscuring=frozenset(obscuring),
        obstacles=frozenset(obstacles),
        impassable_for_titans=frozenset(impassable),
        red_lines=frozenset(red),
        edge_cells=frozenset(edge),
        normalized=True,  # (made so above)
    )


def _shown(
    b: B, kinds: dict[tuple[str, bool], tuple[TerrainType, tuple[bool, ...]]], piece: TerrainPiece
) -> tuple[bool, ...]:
    """:func:`_view_kinds` of ``piece``. What the view shows of a tile is read from its
    Terrain and side alone: found once per content pack (``kinds``, kept in ``bc.memo`` with
    the Terrain it was read from), for every tile of every view."""
    tile = b.bc.terrain[piece.terrain]
    found = kinds.get((piece.terrain, piece.flipped))
    if found is None or found[0] is not tile:
        found = kinds[(piece.terrain, piece.flipped)] = (tile, _view_kinds(tile, piece))
    return found[1]


def _view_kinds(tile: TerrainType, piece: TerrainPiece) -> tuple[bool, ...]:
    """(Obscuring, Obstacle, impassable for a Titan, Board Edge) of ``piece`` on the side it
    shows [TER-015, TER-020, TER-025, TER-026]; ``()`` when it is none of them."""
    traits = tile_traits(tile.traits, piece.flipped)  # piece_traits()
    kinds = (
        "obscuring" in traits,
        "obstacle" in traits,
        not _IMPASSABLE.isdisjoint(traits),
        "board_edge" in traits,
    )
    return kinds if any(kinds) else ()


def ask_cell(
    b: B, titan: TitanState, spots: list[Cell], kind: str, prompt: str, rule: str
) -> Proc[Cell]:
    """One of ``spots`` for ``titan`` (the players choose when there are several)."""
    if len(spots) == 1:
        return spots[0]
    options = [Option(f"cell-{cell_label(c)}", cell_label(c)) for c in spots]
    chosen = yield from b.ask(
        Decision(
            kind,
            f"titan:{titan.key}",
            prompt,
            options,
            {"rule": rule, "cells": [list(c) for c in spots]},
        )
    )
    return spots[[o.id for o in options].index(chosen.id)]


# Terrain queries the effective numbers read (``titans/stats.py``).
def cover_bonus(b: B, titan: TitanState) -> int:
    """+1 Evasion on a Cover tile [TER-018]."""
    return 1 if any("cover" in piece_traits(b, p) for p in terrain_at(b, titan_cell(titan))) else 0


def exposed(b: B) -> bool:
    """The Primordial stands on an Exposed tile: -1 To Hit [TER-021]."""
    by_cell = placed_terrain(b)[1]
    return any(
        "exposed" in piece_traits(b, p) for c in primordial_cells(b) for p in by_cell.get(c, ())
    )
