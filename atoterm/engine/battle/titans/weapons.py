"""Which weapon may be the active weapon of an Attack, and Fists [BAT-TITAN-024..028,
BAT-TITAN-096..101].

Effective range is counted orthogonally from the Titan to the nearest Primordial space: Melee
(no Reach or Ranged) needs adjacency, Reach X reaches up to X spaces (adjacent included),
Ranged X-Y only from X to Y spaces; the Titan also needs Line of Sight [BAT-TITAN-024,
BAT-TITAN-025, BAT-TITAN-027, BAT-TITAN-028, BAT-PRIM-042].
"""

from __future__ import annotations

from atoterm.content.battle_schema import Gear
from atoterm.engine.battle.attack import odds
from atoterm.engine.battle.attack.roll import Outlook, attack_profile
from atoterm.engine.battle.board import sight
from atoterm.engine.battle.board.board import board_view, placed_terrain, primordial_cells
from atoterm.engine.battle.board.geometry import BoardView, Cell, area_distance, areas_adjacent
from atoterm.engine.battle.core.context import B
from atoterm.engine.battle.core.state import GearState, TerrainPiece, TitanState
from atoterm.engine.decisions import Option


def reach(gear: Gear) -> tuple[int, int, str]:
    """(nearest, furthest, name) of the effective range [BAT-TITAN-025, KEY-048, KEY-049]."""
    if gear.ranged is not None:
        low, high = gear.ranged
        return low, high, f"Ranged {low}-{high}"
    if gear.reach:
        return 1, gear.reach, f"Reach {gear.reach}"
    return 1, 1, "Melee"


def range_problem(b: B, gear: Gear, cell: Cell) -> str:
    """Why the Primordial is outside the weapon's effective range from ``cell`` ("" = in)."""
    return _out_of_range(board_view(b), primordial_cells(b), gear, cell)


# What an Attack from a cell reads of the board is the same for every weapon, every option of
# a menu and every Rush destination, so it is worked out once per cell and Primordial position
# and kept in the board view's memo: a view never changes and lives exactly as long as the
# terrain it was built from (``board.board_view``); the keys hold the cell and the Primordial's
# spaces, the only other things read.
def _out_of_range(view: BoardView, own: tuple[Cell, ...], gear: Gear, cell: Cell) -> str:
    """:func:`range_problem` with the board's view and the Primordial's spaces ``own``."""
    key = ("attack_from", cell, own)
    found = view.memo.get(key)
    if found is None:
        # Only a Titan on a Vantage Point stands on a Primordial space: adjacent, range 1
        # [BAT-MISC-061].
        on_vp = cell in own
        d = 1 if on_vp else area_distance((cell,), own)
        found = view.memo[key] = (d, on_vp, areas_adjacent((cell,), own, view))
    d, on_vp, adjacent = found
    if gear.ranged is None and not gear.reach:  # Melee
        if not on_vp and not adjacent:
            return f"{reach(gear)[2]}: not adjacent ({d} spaces)"
        return ""
    # reach()'s span, its name made only for a reason to give (asked per weapon and space)
    low, high = gear.ranged if gear.ranged is not None else (1, gear.reach)
    if not low <= d <= high:
        return f"{reach(gear)[2]}: the Primordial is {d} space(s) away"
    return ""


def _no_sight(
    view: BoardView,
    by_cell: dict[Cell, tuple[TerrainPiece, ...]],
    own: tuple[Cell, ...],
    cell: Cell,
) -> str:
    """Why a Titan on ``cell`` cannot attack for want of Line of Sight to the Primordial
    [BAT-PRIM-042, BAT-PRIM-049], read once per cell from the board's view, its pieces on each
    cell and the Primordial's spaces ``own``."""
    key = ("attack_sight", cell, own)
    found = view.memo.get(key)
    if found is None:
        found = view.memo[key] = _sight(view, by_cell, own, cell)
    return found  # type: ignore[no-any-return]


def _sight(
    view: BoardView,
    by_cell: dict[Cell, tuple[TerrainPiece, ...]],
    own: tuple[Cell, ...],
    cell: Cell,
) -> str:
    """Why ``cell`` has no Line of Sight to the Primordial's spaces ``own`` ("" = it has):
    a tile under either end never blocks it, so its other spaces are seen through
    [BAT-PRIM-042, BAT-PRIM-049, TER-003]."""
    if cell in own:  # on a Vantage Point, on the Primordial itself [BAT-MISC-061]
        return ""
    seen = sight.sees_primordial(view, by_cell, cell, own)
    return "" if seen else "no Line of Sight to the Primordial"


def weapon_problem(
    b: B,
    titan: TitanState,
    index: int,
    *,
    bonus: bool = False,
    rush: str = "",
    cell: Cell | None = None,
    range_only: bool = False,
) -> str:
    """Why ``titan.gear[index]`` cannot be the active weapon now ("" = it can)."""
    if not 0 <= index < len(titan.gear):
        return "no such Gear"
    cell = cell or (titan.row, titan.col)
    if range_only:
        return range_problem(b, b.bc.gear[titan.gear[index].card], cell)
    return _problem(b, titan, index, bonus, rush, cell, None)


Board = tuple[BoardView, dict[Cell, tuple[TerrainPiece, ...]], tuple[Cell, ...]]
"""The board's view, its pieces on each cell and the Primordial's spaces: what an Attack from a
cell reads of the board, looked up once for all the weapons of a menu or the cells of a Rush."""


def board_of(b: B) -> Board:
    """The :data:`Board` now (a menu looks it up once for its weapons and its Fists)."""
    view, by_cell = placed_terrain(b)
    return view, by_cell, primordial_cells(b)


def _problem(
    b: B,
    titan: TitanState,
    index: int,
    bonus: bool,
    rush: str,
    cell: Cell,
    board: Board | None,
) -> str:
    """:func:`weapon_problem` of an index in range, from ``cell``, on ``board`` (looked up
    here when None)."""
    g = titan.gear[index]
    gear = b.bc.gear[g.card]
    if g.discarded or not gear.is_weapon:
        return "not an equipped weapon"
    if g.exhausted and not bonus:
        return "exhausted [BAT-MISC-089]"
    if rush and gear.ranged is not None:
        return "Rush needs a Melee or Reach weapon [KEY-055]"
    view, by_cell, own = board or board_of(b)
    problem = _out_of_range(view, own, gear, cell) or _no_sight(view, by_cell, own, cell)
    if problem:
        return problem
    a = b.state.argonauts[titan.argonaut]  # b.argonaut(), inlined: asked per weapon and space
    if a.rage >= 9 and b.state.rules.rage9_attack == "forbidden":
        return (
            "Rage 9: attacking would raise it above 9 (rules option rage9_attack) [BAT-TITAN-030]"
        )
    if gear.keyword("commit") is not None and a.fate >= 9:
        return "Commit at Fate 9: Fate cannot be raised above 9 [KEY-009]"
    return ""


def rush_problems(b: B, titan: TitanState, index: int, rush: str, cells: list[Cell]) -> list[str]:
    """:func:`weapon_problem` of a Rush with ``titan.gear[index]`` from each of ``cells``, the
    board looked up once."""
    board = board_of(b)
    return [_problem(b, titan, index, False, rush, cell, board) for cell in cells]


def explain(b: B, titan: TitanState, index: int, outlook: Outlook | None = None) -> str:
    """The numbers behind a weapon option: dice, Precision, To Hit, odds. ``outlook``: as
    for :func:`~atoterm.engine.battle.attack.roll.attack_profile`."""
    p = attack_profile(b, titan, index, outlook)
    need = min(10, max(2, p["to_hit"] - p["precision"]))
    text = (
        f"{p['dice']} dice ({p['crit_dice']} Crit), Precision {p['precision']:+d}, "
        f"To Hit {p['to_hit']}: each die hits on {need}+"
    )
    return f"{text}; {odds.table(b.bc).words(p)}."


def weapon_options(
    b: B,
    titan: TitanState,
    *,
    bonus: bool = False,
    rush: str = "",
    prefix: str = "weapon",
    cell: Cell | None = None,
    disabled: str = "",
    board: Board | None = None,
    attack: bool = False,
) -> list[Option]:
    """``<prefix>-<index>`` for each equipped weapon, disabled with the reason when illegal.

    ``disabled``: a reason that already forbids every weapon (the combat action is spent),
    shown before the weapon's own. A weapon's own problem then only decides whether its odds
    are told, so it is not looked at when nobody reads odds (``b.explaining`` off).
    ``board``: :func:`board_of` now, when the caller has it (looked up here otherwise).
    ``attack``: the turn menu's own options, an Attack with each weapon ("Attack with
    <weapon>", value ``["attack", index]``), made here rather than copied from these."""
    out = []
    cell = cell or (titan.row, titan.col)
    gears = b.bc.gear
    # What every explained weapon's Attack starts from, read once for all of them (the first
    # legal weapon makes it): the menu's state is the same for each.
    outlook: Outlook | None = None
    for i, g in enumerate(titan.gear):
        gear = gears[g.card]
        if g.discarded or not gear.is_weapon:
            continue
        if disabled and not b.explaining:
            problem = ""
        else:
            if board is None:
                board = board_of(b)
            problem = _problem(b, titan, i, bonus, rush, cell, board)
        if b.explaining:
            text = ""
            if not problem:
                if outlook is None:
                    outlook = Outlook(b, titan)
                text = explain(b, titan, i, outlook)
            label = f"{gear.name} ({reach(gear)[2]})"
            if attack:
                label = f"Attack with {label}"
        else:  # a simulation: nobody reads an option's words, only its id and value
            text = label = ""
        out.append(
            Option(
                f"{prefix}-{i}",
                label,
                text,
                disabled or problem,
                ["attack" if attack else "weapon", i],
            )
        )
    return out


def fists_options(b: B, titan: TitanState, board: Board | None = None) -> list[Option]:
    """``fists-<index>``: discard that weapon to equip the Fists card [BAT-TITAN-097,
    BAT-TITAN-099]; ``fists-x``: a Titan that lost its weapons equips Fists [BAT-TITAN-098].
    Only without a Fists card of its own, and when Fists could attack. ``board``: as for
    :func:`weapon_options`."""
    fists = b.bc.fists
    if fists not in b.bc.gear or any(g.card == fists for g in titan.gear):
        return []
    here = (titan.row, titan.col)
    view, by_cell, own = board or board_of(b)
    if _out_of_range(view, own, b.bc.gear[fists], here) or _no_sight(view, by_cell, own, here):
        return []
    out = []
    for i, g in enumerate(titan.gear):
        gear = b.bc.gear[g.card]
        if not g.discarded and gear.is_weapon:
            out.append(
                Option(
                    f"fists-{i}",
                    f"Discard {gear.name} and equip Fists",
                    "Fists attack an adjacent Primordial [BAT-TITAN-099].",
                    value=["fists", i],
                )
            )
    if not out:
        out.append(
            Option("fists-x", "Equip Fists", "No weapon left [BAT-TITAN-098].", value=["fists", -1])
        )
    return out


def equip_fists(b: B, titan: TitanState, discard: int) -> int:
    """Discard a weapon (and its attachments; ``-1``: none) and equip Fists; returns the Fists'
    index [BAT-TITAN-098, BAT-TITAN-099, BAT-TITAN-102, BAT-MISC-094]."""
    what = "has no weapon left"
    if discard >= 0:
        g = titan.gear[discard]
        g.discarded = True
        for other in titan.gear:
            if other.host == g.card and other is not g:
                other.discarded = True
        what = f"discards {b.bc.gear[g.card].name}"
    titan.gear.append(GearState(b.bc.fists))
    b.emit("fists", f"{b.name(titan)} {what} and equips Fists.", "BAT-TITAN-099")
    return len(titan.gear) - 1
