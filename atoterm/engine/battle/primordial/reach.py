"""What the Primordial sees and reaches: areas around it, LoS, Attack range, "in range".

Shared by targeting (``targeting.py``), movement (``primordial_move.py``) and the Attack
(``primordial_attack.py``). Areas turn with the Primordial: Blindspots and drawn zones are
offsets of the diagram facing North, placed with :func:`geometry.place_offsets`
[BAT-PRIM-002, BAT-PRIM-065, BAT-PRIM-066, BAT-PRIM-079].
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from types import MappingProxyType

from atoterm.content.battle_schema import AiCard
from atoterm.engine.battle.board import geometry, paths, sight, zones
from atoterm.engine.battle.board.board import (
    board_view,
    piece_traits,
    placed_terrain,
    primordial_anchor,
    terrain_at,
    titan_cell,
    titans_at,
)
from atoterm.engine.battle.board.board import primordial_cells as board_primordial_cells
from atoterm.engine.battle.board.geometry import Cell
from atoterm.engine.battle.core.context import B
from atoterm.engine.battle.core.state import TitanState
from atoterm.engine.battle.titans import stats

UNLIMITED = 10_000
"""Steps allowed to "Move Unlimited" / "Move to X" (more than any board needs)."""

_STAT_AT_LEAST = re.compile(r"^([a-z_]+?)_?(\d+)$")


def primordial_cells(b: B, anchor: Cell | None = None) -> tuple[Cell, ...]:
    """The Primordial's footprint (at ``anchor`` when given) [BAT-PRIM-002]; where it stands,
    the board's kept footprint (:func:`board.primordial_cells`)."""
    if anchor is None:
        return board_primordial_cells(b)
    return geometry.footprint(anchor, b.prim.size)


DISABLEABLE: Mapping[str, str] = MappingProxyType({"blindspots": "The Primordial's Blindspots"})
"""Rules an effect may disable (``disable <rule>``, ``battle_vocab.DISABLEABLE_RULES``), with how
a sentence names them [GEN-007]."""


def blindspot_cells(b: B) -> tuple[Cell, ...]:
    """The Blindspot spaces for the current position and facing [BAT-PRIM-002, BAT-PRIM-003];
    none once an effect disabled Blindspots [GEN-007].

    Asked for every Titan a card considers, so kept (``b.memo``) with all it is made from: the
    board's view, the Primordial's anchor and facing and its content (size, drawing)."""
    if b.battle.disabled and "blindspots" in b.battle.disabled:
        return ()
    p = b.battle.primordial
    view = placed_terrain(b)[0]  # board_view(), one call fewer
    prim = b.prim
    row, col, facing = p.row, p.col, p.facing
    entry = b.memo.get("blindspot_cells")
    if (
        entry is not None
        and entry[0] is view
        and entry[1] is prim
        and entry[2] == (row, col, facing)
    ):
        return entry[3]  # type: ignore[no-any-return]
    cells = geometry.place_offsets((row, col), prim.size, facing, prim.blindspots)
    found = tuple(c for c in cells if geometry.on_board(view, c))
    b.memo["blindspot_cells"] = (view, prim, (row, col, facing), found)
    return found


def weakspot_cells(b: B) -> tuple[Cell, ...]:
    """The Weakspot spaces, created or not (a space where a Weakspot may be) [BAT-PRIM-005]."""
    p = b.battle.primordial
    return geometry.place_offsets((p.row, p.col), b.prim.size, p.facing, b.prim.weakspots)


def around(b: B) -> frozenset[Cell]:
    """The spaces outside the Primordial's footprint sharing an edge with it, on the board or
    not: a Titan's space is adjacent to the Primordial (red lines ignored, CYC1-003) exactly
    when it is one of them [BAT-PRIM-026, BAT-SETUP-006].

    The Traits ask it at every step of a round: kept (``b.memo``) with the footprint it rings,
    which the board keeps as one tuple while the Primordial stays (``board.primordial_cells``);
    the entry holds that tuple, so a new footprint is never taken for the old."""
    own = primordial_cells(b)
    entry = b.memo.get("primordial_around")
    if entry is not None and entry[0] is own:
        return entry[1]  # type: ignore[no-any-return]
    ring = frozenset(
        (r + dr, c + dc) for r, c in own for dr, dc in ((-1, 0), (1, 0), (0, -1), (0, 1))
    ).difference(own)
    b.memo["primordial_around"] = (own, ring)
    return ring


def in_area(b: B, titan: TitanState, area: str) -> bool:
    """ "In/on X" [BAT-PRIM-030]: ``blindspot``, ``rear``, ``front``/``front_area``,
    ``weakspot``, ``terrain`` (any tile), or a Terrain trait or Terrain id under the Titan."""
    if titan.vantage or area in ("vantage", "vantage_point"):
        # On a Vantage Point: in "vantage"/its own id, in no board area [BAT-PRIM-030]
        return bool(titan.vantage) and area in ("vantage", "vantage_point", titan.vantage)
    cell = (titan.row, titan.col)  # titan_cell(), inlined: targeting asks it of every Titan
    if area == "blindspot":
        return cell in blindspot_cells(b)
    p = b.battle.primordial
    if area == "rear":  # [BAT-PRIM-066]
        return cell in geometry.rear_cells((p.row, p.col), b.prim.size, p.facing)
    if area in ("front", "front_area"):  # [BAT-PRIM-065]
        return geometry.in_front((p.row, p.col), b.prim.size, p.facing, cell)
    if area == "weakspot":
        return cell in weakspot_cells(b)
    if area == "terrain":
        return bool(terrain_at(b, cell))
    # A Terrain trait (has_trait()) or a Terrain id, the pieces on the space looked up once.
    return any(area in piece_traits(b, p) or p.terrain == area for p in terrain_at(b, cell))


def sees(b: B, titan: TitanState) -> bool:
    """The Primordial has LoS to the Titan [BAT-PRIM-035, BAT-PRIM-043..050].

    Blindspots are never in its LoS; an Obscuring tile never blocks LoS to or from a
    miniature standing on it (its other spaces are seen through too) [BAT-PRIM-049].
    """
    cell = titan_cell(titan)
    if titan.vantage or cell in blindspot_cells(b):  # VPs are never seen either
        return False
    own = primordial_cells(b)
    view, by_cell = placed_terrain(b)  # terrain_at() for each space, one look-up of the board
    return sight.sees_primordial(view, by_cell, cell, own)


def adjacent(b: B, titan: TitanState) -> bool:
    """The Titan's space shares an edge with a Primordial space [BAT-PRIM-026]; red lines do
    not matter to the Primordial, which ignores the Labyrinth while moving and attacking
    [CYC1-003]. A Titan on a Vantage Point is adjacent to it [BAT-MISC-061]."""
    if titan.vantage:
        return True
    return geometry.areas_adjacent((titan_cell(titan),), primordial_cells(b))


def distance(b: B, titan: TitanState) -> int:
    """Spaces between the Titan and the Primordial (1 from a Vantage Point) [BAT-MISC-061]."""
    if titan.vantage:
        return 1
    return geometry.area_distance((titan_cell(titan),), primordial_cells(b))


def stat(b: B, titan: TitanState, name: str) -> int:
    """The value "Least X"/"Most X" compares [BAT-PRIM-032]: Triskelion stats, Speed,
    Ambrosia, Conditions (Knockdown included), Skills, modifier tokens."""
    a = b.argonaut(titan)
    if name in ("danger", "fate", "rage"):
        return int(getattr(a, name))
    if name == "speed":
        return stats.titan_speed(b, titan)
    if name == "ambrosia":
        return titan.ambrosia
    if name == "conditions":
        return len(titan.conditions) + (1 if titan.knockdown else 0)
    if name in a.skills:
        return a.skills[name]
    if name.startswith("token_"):
        kind = name[len("token_") :]
        return titan.tokens.get(kind, 0) + titan.temp_tokens.get(kind, 0)
    raise ValueError(f"no Titan value named {name!r} for Least/Most targeting")


def has(b: B, titan: TitanState, what: str) -> bool:
    """ "With X" [BAT-PRIM-033]: ``knockdown``, ``ambrosia``, ``condition`` (any), a Condition
    id, ``<stat><N>`` (e.g. ``fate6`` = Fate 6+), an equipped Gear id or Gear keyword."""
    if what == "knockdown":
        return bool(titan.knockdown)
    if what == "ambrosia":
        return titan.ambrosia > 0
    if what == "condition":
        return bool(titan.conditions) or bool(titan.knockdown)
    if what in titan.conditions:
        return True
    m = _STAT_AT_LEAST.match(what)
    if m and m.group(1) != "":
        try:
            return stat(b, titan, m.group(1)) >= int(m.group(2))
        except ValueError:
            pass
    for g in titan.gear:
        if g.discarded:
            continue
        gear = b.bc.gear[g.card]
        if gear.id == what or gear.keyword(what) is not None:
            return True
    return False


def zone_area(
    b: B,
    card: AiCard,
    *,
    whole_board: bool = False,
    anchor: Cell | None = None,
    facing: str = "",
) -> tuple[Cell, ...]:
    """The spaces of a Zone [BAT-PRIM-078, BAT-PRIM-079, BAT-PRIM-081].

    ``whole_board``: every space ("Board"); a drawn zone: the drawn offsets turned with the
    Primordial; Zone X: every space within X counting diagonals. Never the Primordial's own
    spaces; row-major.
    """
    view = board_view(b)
    own = primordial_cells(b, anchor)
    if whole_board:
        return tuple(
            (r, c)
            for r in range(view.height)
            for c in range(view.width)
            if (r, c) not in own and geometry.on_board(view, (r, c))
        )
    attack = card.attack
    if attack is None:
        return ()
    if attack.zone_cells:
        p = b.battle.primordial
        cells = geometry.place_offsets(
            anchor or (p.row, p.col), b.prim.size, facing or p.facing, attack.zone_cells
        )
        return tuple(sorted(c for c in set(cells) if c not in own and geometry.on_board(view, c)))
    return zones.zone_cells(view, own, attack.zone)


def titans_in(b: B, cells: list[Cell] | tuple[Cell, ...]) -> list[TitanState]:
    """Living Titans on ``cells``, in seat order."""
    return titans_at(b, list(cells))


def is_zone(card: AiCard) -> bool:
    """A Zone Attack (Zone X or a drawn zone) [BAT-PRIM-076]."""
    a = card.attack
    return a is not None and "zone" in a.types and (a.zone > 0 or bool(a.zone_cells))


def in_attack_range(b: B, card: AiCard, titan: TitanState, anchor: Cell | None = None) -> bool:
    """The Titan is within the effective range of the card's Attack [BAT-PRIM-069..082].

    Judgement without a range or zone: unlimited [BAT-PRIM-082]; Zone: on the zone's spaces
    [BAT-PRIM-076]; Range X: within X spaces [BAT-PRIM-071]; otherwise Melee: adjacent (red
    lines ignored: the Primordial ignores the Labyrinth while attacking, CYC1-003)
    [BAT-PRIM-070].
    """
    attack = card.attack
    if attack is None:
        return False
    if titan.vantage:  # adjacent and at range 1, never inside a Zone [BAT-MISC-061, BAT-PRIM-081]
        return not is_zone(card)
    cell = titan_cell(titan)
    own = primordial_cells(b, anchor)
    if is_zone(card):
        return cell in zone_area(b, card, anchor=anchor)
    if "range" in attack.types or attack.range > 0:
        return geometry.area_distance(own, (cell,)) <= attack.range
    if "judgement" in attack.types:
        return True
    return geometry.areas_adjacent((cell,), own)  # [CYC1-003]


def move_allowance(b: B, card: AiCard) -> int:
    """Spaces the card's movement may cover: Speed, "Move X", unlimited for "Move to X" and
    "Move Unlimited", none for a card that does not move [BAT-PRIM-051, BAT-PRIM-064]."""
    move = card.move
    if move.op == "move_normal":
        return stats.speed(b)
    if move.op == "move":
        return UNLIMITED if move.arg == "unlimited" else move.value
    if move.op == "move_to":
        return UNLIMITED
    if move.op == "trample":  # its full Speed [CYC1-021]
        return stats.speed(b)
    return 0


def stop_condition(b: B, card: AiCard, cells: tuple[Cell, ...]) -> paths.StopWhen:
    """When a move toward ``cells`` stops: within range for a Range Attack [BAT-PRIM-052],
    adjacent otherwise [BAT-PRIM-051]."""
    attack = card.attack
    if attack is not None and ("range" in attack.types or attack.range > 0):
        return paths.stop_within(cells, attack.range)
    return paths.stop_adjacent(cells)  # red lines ignored [CYC1-003]


def reachable(b: B, card: AiCard, titan: TitanState) -> bool:
    """ "In range": moving up to its Speed (the card's movement), the Primordial could then
    Attack the Titan [BAT-PRIM-029]."""
    if card.attack is None:
        return False
    if in_attack_range(b, card, titan):
        return True
    steps = stats.speed(b) if card.move.op == "move_to" else move_allowance(b, card)
    if steps <= 0:
        return False
    cell = titan_cell(titan)
    routes = paths.primordial_routes(
        board_view(b),
        primordial_anchor(b),
        b.prim.size,
        cell,
        steps,
        stop_condition(b, card, (cell,)),
    )
    return any(in_attack_range(b, card, titan, anchor=r.end) for r in routes)
