"""Labyrinth tiles in battle: the ``labyrinth N`` op and the board questions about the tiles
[TER-024, CYC1-002..CYC1-014].

A placed tile is a :class:`TerrainPiece` with its ``shape``, ``red_lines`` and ``green_lines``.
``board.board_view`` adds every tile's red lines to the diagram's (its cache key lists them), so
they block Titans and the Primordial's targeting sight like the diagram's [CYC1-002, CYC1-004,
CYC1-005]; the Primordial's movement and attacks ignore the tiles [CYC1-003].

Placement, one tile at a time [CYC1-007], follows the bullets in priority order [CYC1-013]:

1. the shape shown by the track marker [CYC1-008];
2. in front of the Primordial and adjacent to it (every space of the tile in front, one next to
   the footprint), never under it [CYC1-009]; never beyond the Board Edge nor on Indestructible
   Terrain [CYC1-014]; any rotation (the tiles are printed on one side: no mirroring);
3. as part of an Attack, under the Target if possible, then under the most Titans (the Target
   among them) [CYC1-010];
4. with more tiles to come in the same keyword, not on the tiles already placed by it, and
   leaving each coming shape a spot of its own [CYC1-011].

Placements still equal go to ``b.choose`` (``tie_break``); the event says what each bullet
kept. Overlapped Terrain is removed first; tiles joined by green lines are one tile [CYC1-006,
CYC1-012]. No legal placement: nothing is placed, the marker moves on [CYC1-014].
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from typing import NamedTuple

from atoterm.content.battle_schema import Effect, LabyrinthShape
from atoterm.engine.battle.abilities.effects import EffectCtx, battle_op
from atoterm.engine.battle.board import terrain
from atoterm.engine.battle.board.board import (
    board_view,
    cells_with,
    piece_traits,
    placed_terrain,
    primordial_cells,
    terrain_at,
    titan_cell,
)
from atoterm.engine.battle.board.geometry import (
    DIRS,
    BoardView,
    Cell,
    cell_label,
    in_front,
    on_board,
)
from atoterm.engine.battle.core.context import B, Proc
from atoterm.engine.battle.core.state import TerrainPiece, TitanState
from atoterm.engine.battle.primordial.attack import AttackRun, TargetRun

Line4 = tuple[int, int, int, int]
"""A red or green line as the edge ``(r1, c1, r2, c2)`` between two cells, smaller cell first."""
BECAUSE: dict[str, str] = {
    "CYC1-009": "a spot in front of and adjacent to the Primordial",
    "CYC1-010": "under the Target first, then under the most Titans",
    "CYC1-011": "it leaves the other tiles of this Labyrinth keyword valid",
}
"""What the last bullet that narrowed the spots said [CYC1-013]."""
TURN_SIDE: dict[str, str] = {"N": "E", "E": "S", "S": "W", "W": "N"}
"""A side after a quarter turn clockwise."""


# ------------------------------------------------------------------ pure shapes
class Placement(NamedTuple):
    """A shape put down at one spot: its cells (row-major) and its lines as board edges
    (a named tuple: every spot near the Primordial is made as a candidate)."""

    shape: str
    turn: int
    """Quarter turns clockwise from the drawing, 0..3."""
    cells: tuple[Cell, ...]
    red: tuple[Line4, ...]
    green: tuple[Line4, ...]

    def label(self) -> str:
        turned = f", turned {self.turn * 90}°" if self.turn else ""
        return " ".join(cell_label(c) for c in self.cells) + turned


def _line(cell: Cell, side: str) -> Line4:
    dr, dc = DIRS[side]
    a, b = cell, (cell[0] + dr, cell[1] + dc)
    lo, hi = (a, b) if a < b else (b, a)
    return (lo[0], lo[1], hi[0], hi[1])


def orientations(shape: LabyrinthShape) -> list[Placement]:
    """The shape in each rotation, anchored at ``(0, 0)``; rotations that look the same
    (cells and lines) are listed once [CYC1-008]."""
    cells = list(shape.cells)
    red = list(shape.red_lines)
    green = list(shape.green_lines)
    seen: dict[tuple[object, ...], Placement] = {}
    for turn in range(4):
        r0 = min(r for r, _ in cells)
        c0 = min(c for _, c in cells)

        def norm(cell: Cell, r0: int = r0, c0: int = c0) -> Cell:
            return (cell[0] - r0, cell[1] - c0)

        placed = Placement(
            shape.id,
            turn,
            tuple(sorted(norm(c) for c in cells)),
            tuple(sorted(_line(norm(c), s) for c, s in red)),
            tuple(sorted(_line(norm(c), s) for c, s in green)),
        )
        key = (placed.cells, placed.red, placed.green)
        seen.setdefault(key, placed)
        # a quarter turn clockwise: (r, c) -> (c, -r), and each side turns with it
        cells = [(c, -r) for r, c in cells]
        red = [((c, -r), TURN_SIDE[s]) for (r, c), s in red]
        green = [((c, -r), TURN_SIDE[s]) for (r, c), s in green]
    return list(seen.values())


def _orientations(
    b: B, shape: LabyrinthShape
) -> list[tuple[Placement, dict[tuple[int, int], Placement]]]:
    """:func:`orientations`, worked out once per shape of the pack (``BattleContent.memo``,
    with the shape it was made from), each with the spots made of it so far by shift
    (:func:`shifted`): a spot is the shape turned and put down, the same whatever board or
    Primordial it is found for, and the spots near the Primordial are made again at every
    Labyrinth keyword (a named tuple is never changed, so one serves every list)."""
    key = ("labyrinth_orientations", shape.id)
    entry = b.bc.memo.get(key)
    if entry is None or entry[0] is not shape:
        made = [(base, {}) for base in orientations(shape)]
        entry = b.bc.memo[key] = (shape, made)
    return entry[1]  # type: ignore[no-any-return]


def shifted(p: Placement, dr: int, dc: int) -> Placement:
    # Made for every candidate spot: lists turned into tuples (quicker than generators).
    return Placement(
        p.shape,
        p.turn,
        tuple([(r + dr, c + dc) for r, c in p.cells]),
        tuple([(r1 + dr, c1 + dc, r2 + dr, c2 + dc) for r1, c1, r2, c2 in p.red]),
        tuple([(r1 + dr, c1 + dc, r2 + dr, c2 + dc) for r1, c1, r2, c2 in p.green]),
    )


def joined(
    cells_a: Iterable[Sequence[int]],
    green_a: Iterable[Sequence[int]],
    cells_b: Iterable[Sequence[int]],
    green_b: Iterable[Sequence[int]],
) -> bool:
    """Two tiles share a border edge drawn green on either of them [CYC1-006]."""
    a = {(c[0], c[1]) for c in cells_a}
    b = {(c[0], c[1]) for c in cells_b}
    for line in (*green_a, *green_b):
        x, y = (line[0], line[1]), (line[2], line[3])
        if (x in a and y in b) or (x in b and y in a):
            return True
    return False


def groups(pieces: Sequence[TerrainPiece]) -> list[list[int]]:
    """Uids of the Labyrinth tiles in play, grouped: tiles joined by green lines, directly or
    through others, are one tile [CYC1-006]. Groups and uids in placement order."""
    tiles = [p for p in pieces if p.shape]
    parent = {p.uid: p.uid for p in tiles}

    def root(uid: int) -> int:
        while parent[uid] != uid:
            uid = parent[uid]
        return uid

    for i, p in enumerate(tiles):
        for q in tiles[i + 1 :]:
            if joined(p.cells, p.green_lines, q.cells, q.green_lines):
                parent[root(q.uid)] = root(p.uid)
    out: dict[int, list[int]] = {}
    for p in tiles:
        out.setdefault(root(p.uid), []).append(p.uid)
    return list(out.values())


# ------------------------------------------------------------------ board queries
def labyrinth_groups(b: B) -> list[list[int]]:
    """The Labyrinth tiles in play as single tiles (uid groups) [CYC1-006], for renderers."""
    return groups(b.battle.terrain)


def labyrinth_cells(b: B) -> tuple[Cell, ...]:
    """Spaces covered by a tile with the Labyrinth trait, row-major [TER-024]."""
    return tuple(sorted(cells_with(b, "labyrinth")))


def _removed_with(
    pieces: Sequence[TerrainPiece],
    overlapped: Iterable[int],
    joined_tiles: list[list[int]] | None = None,
) -> list[int]:
    """Uids that go when ``overlapped`` are removed: a Labyrinth tile takes its green-joined
    group with it (one tile, CYC1-006, CYC1-012). ``joined_tiles``: ``groups(pieces)`` when
    the caller asks for many spots on the same pieces."""
    hit = set(overlapped)
    out: list[int] = []
    for group in groups(pieces) if joined_tiles is None else joined_tiles:
        if hit & set(group):
            out += group
    out += [p.uid for p in pieces if p.uid in hit and not p.shape]
    return [p.uid for p in pieces if p.uid in out]


def legal_placements(b: B, shape: LabyrinthShape) -> list[Placement]:
    """Every spot for ``shape`` obeying bullets 1-2 and the Board Edge / Indestructible limits
    [CYC1-008, CYC1-009, CYC1-014], row-major by first cell, then by turn.

    Kept in the board view's memo: the spots read the board (its view, and the Indestructible
    pieces, which the view's board holds alike, ``board._shared_view``), the shape and where
    the Primordial stands and faces, all in the key."""
    view = board_view(b)
    p = b.battle.primordial
    anchor, size = (p.row, p.col), b.prim.size
    key = ("labyrinth_placements", shape.id, anchor, size, p.facing)
    found = view.memo.get(key)
    if found is None or found[0] is not shape:
        found = view.memo[key] = (shape, _legal_placements(b, shape, view, anchor, size))
    return list(found[1])


def _legal_placements(
    b: B, shape: LabyrinthShape, view: BoardView, anchor: Cell, size: int
) -> list[Placement]:
    prim = primordial_cells(b)
    p = b.battle.primordial
    solid = {
        (r, c)
        for piece in b.battle.terrain
        if "indestructible" in piece_traits(b, piece)
        for r, c in piece.cells
    }
    allowed: dict[Cell, bool] = {}

    def may_hold(cell: Cell) -> bool:
        """A tile's space may lie here (asked once per space): on the board [CYC1-014], off
        Indestructible Terrain [CYC1-014], never under the Primordial and in front of it
        [CYC1-009]."""
        found = allowed.get(cell)
        if found is None:
            found = allowed[cell] = (
                on_board(view, cell)
                and cell not in solid
                and cell not in prim
                and in_front(anchor, size, p.facing, cell)
            )
        return found

    # One of the tile's spaces is next to the footprint [CYC1-009]: every spot is found by
    # putting each space of the tile on each such space in turn.
    touching = sorted(
        {
            nb
            for r, c in prim
            for nb in ((r - 1, c), (r + 1, c), (r, c - 1), (r, c + 1))
            if nb not in prim and may_hold(nb)
        }
    )
    out = []
    for base, made in _orientations(b, shape):
        shifts = {(tr - r, tc - c) for tr, tc in touching for r, c in base.cells}
        for shift in sorted(shifts):
            dr, dc = shift
            for r, c in base.cells:  # all(may_hold(...)), the spaces already judged read first
                cell = (r + dr, c + dc)
                ok = allowed.get(cell)
                if not (may_hold(cell) if ok is None else ok):
                    break
            else:
                spot = made.get(shift)
                if spot is None:
                    spot = made[shift] = shifted(base, dr, dc)
                out.append(spot)
    return sorted(out, key=lambda x: (x.cells[0], x.turn))


# ------------------------------------------------------------------ the op
def _target(ctx: EffectCtx, b: B) -> TitanState | None:
    """The Target when the tiles are placed as part of a Primordial Attack [CYC1-010]."""

    attack = ctx.attack
    key = ""
    if isinstance(attack, TargetRun):
        key = attack.key
    elif isinstance(attack, AttackRun):
        living = [k for k in attack.targets if b.battle.titan(k).alive]
        key = ctx.subject or (living[0] if living else "")
    if not key:
        return None
    titan = b.battle.titan(key)
    return titan if titan.alive and not titan.vantage else None  # a VP is off the board


def _keep(
    cands: list[Placement], test: Callable[[Placement], bool], note: str, notes: list[str]
) -> tuple[list[Placement], bool]:
    """Keep the candidates passing ``test`` when some do (a bullet applies "if possible");
    the note says how many it kept, for the event's "considered" list."""
    kept = [c for c in cands if test(c)]
    if kept and len(kept) < len(cands):
        notes.append(f"{len(kept)} of {len(cands)} {note}")
        return kept, True
    notes.append(f"{len(cands)} {note}" if kept else f"none {note}: the bullet cannot apply")
    return cands, False


def place_one(
    b: B, shape: LabyrinthShape, target: TitanState | None, placed: list[int], coming: list[str]
) -> Proc[TerrainPiece | None]:
    """Place one tile of ``shape`` [CYC1-008..CYC1-014]; ``placed`` lists uids put down by
    this keyword so far, ``coming`` the shapes still to place after this one."""
    lab = b.bc.labyrinth
    cands = legal_placements(b, shape)
    name = f"{shape.name} ({shape.id})"
    if not cands:
        if not b.quiet:
            b.emit_why(
                "labyrinth_none",
                f"No legal place for a {name} Labyrinth tile: nothing is placed.",
                "CYC1-014",
                considered=[
                    "no spot in front of and adjacent to the Primordial, on the board, off "
                    "Indestructible Terrain, in any rotation"
                ],
                chosen="",
                because="a tile that cannot be placed does nothing [CYC1-014]",
            )
        return None
    notes = [f"{len(cands)} spots in front of and adjacent to {b.prim.name} (CYC1-009)"]
    decided = "CYC1-009"
    living = [t for t in b.battle.living() if not t.vantage]  # on the board [BAT-MISC-056]
    if target is not None:
        tcell = titan_cell(target)
        under = f"under the Target {b.name(target)}"
        cands, hit = _keep(cands, lambda c: tcell in c.cells, under, notes)
        if hit or tcell in cands[0].cells:
            decided = "CYC1-010" if hit else decided

            def count(c: Placement) -> int:
                return sum(1 for t in living if titan_cell(t) in c.cells)

            best = max(count(c) for c in cands)
            titans = "Titan" if best == 1 else "Titans"
            most = f"under {best} {titans} (the most, the Target among them)"
            cands, hit = _keep(cands, lambda c: count(c) == best, most, notes)
            decided = "CYC1-010" if hit else decided
    if placed:
        pieces = b.battle.terrain
        by_cell = placed_terrain(b)[1]
        joined_tiles = groups(pieces)  # the same pieces for every spot: grouped once

        def spares(c: Placement) -> bool:
            over = [p.uid for cell in c.cells for p in by_cell.get(cell, ())]
            return not set(_removed_with(pieces, over, joined_tiles)) & set(placed)

        stand = "leave the tiles this keyword placed standing"
        cands, hit = _keep(cands, spares, stand, notes)
        decided = "CYC1-011" if hit else decided
    if coming:
        room = "leave room for the coming tiles"
        later = [legal_placements(b, b.bc.labyrinth.shapes[sid]) for sid in coming]  # once
        cands, hit = _keep(cands, lambda c: _room_for(b, c, placed, later), room, notes)
        decided = "CYC1-011" if hit else decided
    tied = len(cands)
    # A spot's words are for a menu a player reads or an event a player sees (a tie settled
    # by the rules option): a quiet simulation, which words no option, needs only the ids.
    worded = b.explaining or not b.quiet
    chosen = yield from b.choose(
        cands,
        lambda c: (f"tile-{c.turn}-{cell_label(c.cells[0])}", c.label() if worded else ""),
        kind="battle.labyrinth",
        prompt=f"Where does the {name} Labyrinth tile go?",
        worst=lambda c: _worst(b, c),
        rule="CYC1-013",
    )
    over = [p.uid for cell in chosen.cells for p in terrain_at(b, cell)]
    for uid in _removed_with(b.battle.terrain, over):  # [CYC1-012, CYC1-006]
        for piece in [p for p in b.battle.terrain if p.uid == uid]:
            yield from terrain.destroy_terrain(b, piece, rule="CYC1-012")
    piece = TerrainPiece(
        b.battle.next_uid,
        lab.terrain,
        [[r, c] for r, c in chosen.cells],
        shape=shape.id,
        red_lines=[list(e) for e in chosen.red],
        green_lines=[list(e) for e in chosen.green],
    )
    b.battle.next_uid += 1
    b.battle.terrain.append(piece)
    because = BECAUSE[decided]
    if tied > 1:  # the bullets left equal spots: the tie_break option settled it
        because += f"; the {tied} spots left were equally valid, settled by the tie-break"
        decided = "CYC1-013"
    if not b.quiet:
        b.emit_why(
            "labyrinth_placed",
            f"A {name} Labyrinth tile is placed on {chosen.label()}.",
            decided,
            considered=notes,
            chosen=chosen.label(),
            because=because,
            piece=piece.uid,
            cells=[list(c) for c in chosen.cells],
        )
    return piece


def _room_for(b: B, cand: Placement, placed: list[int], later: list[list[Placement]]) -> bool:
    """Each coming shape (its legal spots ``later``) keeps a spot off this tile and the ones
    placed [CYC1-011]."""
    taken = set(cand.cells)
    taken |= {tuple(c) for p in b.battle.terrain if p.uid in placed for c in p.cells}
    # (loops, not all() and any() over generator expressions: one left unfinished is closed
    # with an exception when it is freed, several times the loop's cost)
    for spots in later:
        for s in spots:
            if taken.isdisjoint(s.cells):
                break
        else:
            return False
    return True


def _worst(b: B, cand: Placement) -> int:
    """Cruel Fates score: Titans under the tile and red lines hemming Titans in (GEN-001)."""
    cells = {titan_cell(t) for t in b.battle.living()}
    walls = sum(1 for e in cand.red if (e[0], e[1]) in cells or (e[2], e[3]) in cells)
    return 10 * len(cells & set(cand.cells)) + walls


def advance_marker(b: B) -> None:
    """The track marker moves one box clockwise [CYC1-008], placed or not [CYC1-014]."""
    track = b.bc.labyrinth.track
    b.battle.labyrinth_marker = (b.battle.labyrinth_marker + 1) % len(track)
    nxt = b.bc.labyrinth.shapes[track[b.battle.labyrinth_marker]]
    if not b.quiet:
        b.emit(
            "labyrinth_marker",
            f"The Labyrinth track marker moves on: the next tile is a {nxt.name}.",
            "CYC1-008",
            marker=b.battle.labyrinth_marker,
        )


@battle_op("labyrinth")
def op_labyrinth(b: B, e: Effect, ctx: EffectCtx) -> Proc[None]:
    """Labyrinth X: place X tiles one at a time [CYC1-007..CYC1-014]."""
    lab = b.bc.labyrinth
    if not lab.track or not lab.terrain:
        b.emit("effect_ignored", "This pack has no Labyrinth tiles.", "CYC1-007")
        return
    target = _target(ctx, b)
    placed: list[int] = []
    for i in range(e.value):
        if b.battle.result:
            return
        n = len(lab.track)
        marker = b.battle.labyrinth_marker % n
        coming = [lab.track[(marker + k) % n] for k in range(1, e.value - i)]
        shape = lab.shapes[lab.track[marker]]
        piece = yield from place_one(b, shape, target, placed, coming)
        if piece is not None:
            placed.append(piece.uid)
        advance_marker(b)
