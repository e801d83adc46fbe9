"""Adventure Terrain: a tile noted by a hub adventure, placed in the next Timeline Battle
[ADV-076..ADV-080].

A hub adventure notes ``TerrainNote(day, terrain, zone)`` in ``GameState.story.terrain_notes``
for the next Timeline Battle (``adventure/tables.py``, one note per day: ADV-078). When that
battle is built, after all of its battle-specific terrain (the Battle Diagram's) and with the
Titans and the Primordial on their starting spaces, :func:`place_noted` puts the tile on the
board [ADV-079]:

* it may not overlap a Titan, the Primordial or another Terrain tile [ADV-079];
* "outer" (Outer 3): only on spaces within 3 spaces of a Board Edge, i.e. in the three rows
  and columns along any edge; "inner" (Inner 3): only on the other spaces [ADV-080];
* the tile covers one space (tile footprints are not in the content; the diagram's pieces of
  the same terrain may be larger);
* where exactly: the rulebook lets the players place it; here the space is drawn uniformly
  among the legal ones, in reading order, from the named stream ``battle.adventure_terrain``
  (a deterministic, replayable draw that shifts no other stream). No legal space, or no copy
  of the tile left (``TerrainType.copies``): the tile is not placed (an event says why).

Only Timeline Battles get it [ADV-077]: :func:`place_noted` refuses a battle started by a
paragraph (``scenario`` "story:...") and a standalone practice battle. Timeline Battles arrive with issue 6; until then the
practice battle takes a tile directly (``new_practice_state(adventure_terrain=...)``,
``atoterm battle --adventure-terrain kelp-bed:outer``) through :func:`place`.
"""

from __future__ import annotations

from atoterm.content.schema import ContentPack
from atoterm.engine.battle.board.geometry import cell_label, footprint
from atoterm.engine.battle.core.context import B
from atoterm.engine.battle.core.state import TerrainPiece
from atoterm.engine.story_state import TerrainNote

ZONES = ("outer", "inner")
"""Outer 3 and Inner 3 [ADV-080]."""
EDGE_BAND = 3
"""Spaces "within 3 spaces of a Board Edge" [ADV-080]."""
STREAM = "battle.adventure_terrain"
"""The named random stream the tile's space is drawn from."""


def parse_spec(content: ContentPack, spec: str) -> tuple[str, str]:
    """``"kelp-bed:outer"`` (or ``"kelp-bed outer"``) as (terrain id, zone); ValueError saying
    what is wrong."""
    terrain, sep, zone = spec.replace(" ", ":").partition(":")
    if not sep or zone not in ZONES:
        raise ValueError(f"adventure terrain {spec!r}: write TERRAIN:outer or TERRAIN:inner")
    check(content, terrain, zone)
    return terrain, zone


def check(content: ContentPack, terrain: str, zone: str) -> None:
    """ValueError for an unknown terrain id or zone."""
    if zone not in ZONES:
        raise ValueError(f"adventure terrain zone {zone!r}: outer or inner [ADV-080]")
    known = content.battle.terrain if content.battle is not None else {}
    if terrain not in known:
        raise ValueError(f"no terrain {terrain!r} (known: {', '.join(sorted(known))})")


def in_zone(width: int, height: int, cell: tuple[int, int], zone: str) -> bool:
    """Outer 3: within 3 spaces of a Board Edge; Inner 3: not [ADV-080]."""
    row, col = cell
    edge = min(row, col, height - 1 - row, width - 1 - col)
    return edge < EDGE_BAND if zone == "outer" else edge >= EDGE_BAND


def legal_spaces(b: B, zone: str) -> list[tuple[int, int]]:
    """Spaces of the zone free of Titans, the Primordial and Terrain tiles, in reading order
    [ADV-079, ADV-080]."""
    battle = b.battle
    taken = {(r, c) for piece in battle.terrain for r, c in piece.cells}
    taken |= {(t.row, t.col) for t in battle.titans if t.alive}
    prim = battle.primordial
    taken |= set(footprint((prim.row, prim.col), b.prim.size))
    return [
        (row, col)
        for row in range(battle.height)
        for col in range(battle.width)
        if (row, col) not in taken and in_zone(battle.width, battle.height, (row, col), zone)
    ]


def place(b: B, terrain: str, zone: str) -> TerrainPiece | None:
    """Place one Adventure Terrain tile after the battle-specific terrain [ADV-079, ADV-080];
    the piece, or None when it cannot be placed."""
    check(b.content, terrain, zone)
    battle = b.battle
    kind = b.bc.terrain[terrain]
    on_board = sum(1 for p in battle.terrain if p.terrain == terrain)
    spaces = legal_spaces(b, zone)
    if on_board >= kind.copies or not spaces:
        why = "no copy of the tile is left" if spaces else f"no free space in the {zone} zone"
        b.emit(
            "adventure_terrain", f"Adventure Terrain {kind.name} is not placed: {why}.", "ADV-079"
        )
        return None
    row, col = b.rng.choice(STREAM, spaces)
    uid = max([battle.next_uid, *(p.uid + 1 for p in battle.terrain)])
    piece = TerrainPiece(uid, terrain, [[row, col]])
    battle.terrain.append(piece)
    battle.next_uid = uid + 1
    b.emit_why(
        "adventure_terrain",
        f"Adventure Terrain: {kind.name} at {cell_label((row, col))} ({zone} 3).",
        "ADV-079",
        considered=[cell_label(s) for s in spaces],
        chosen=cell_label((row, col)),
        because=f"drawn among the free spaces of the {zone} zone (players may place it)",
        terrain=terrain,
        cell=[row, col],
    )
    return piece


def noted(b: B, day: int) -> TerrainNote | None:
    """The Adventure Terrain noted for the Timeline Battle of ``day`` (one per day, ADV-078)."""
    return next((n for n in b.state.story.terrain_notes if n.day == day), None)


def place_noted(b: B, day: int) -> TerrainPiece | None:
    """For a Timeline Battle on ``day``: place the terrain noted for it, if any [ADV-077..ADV-080].

    A battle started by a paragraph (scenario "story:...") or a standalone practice battle never
    gets it [ADV-077]."""
    if b.battle.scenario.startswith("story:") or b.battle.standalone:
        return None
    note = noted(b, day)
    if note is None:
        return None
    return place(b, note.terrain, note.zone)
