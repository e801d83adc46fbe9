"""The actions of a Titan's turn: movement, Rush, unexhausting, Fatigue, free actions.

A movement action declares a destination within Speed, then moves one space at a time,
orthogonally, never through Obstacles, Chasms, miniatures or red lines, resolving Terrain on
each space entered [BAT-TITAN-009..012, EX-034]; move-like abilities move the same way
without being a movement action [BAT-TITAN-013, BAT-TITAN-014]. Rush is a complicated action:
both actions, nothing in between [BAT-TITAN-087, KEY-055].
"""

from __future__ import annotations

from atoterm.engine.battle.abilities import usage as abilities
from atoterm.engine.battle.abilities.effects import EffectCtx
from atoterm.engine.battle.abilities.usage import AbilityRef
from atoterm.engine.battle.attack.steps import titan_attack
from atoterm.engine.battle.board import paths, terrain
from atoterm.engine.battle.board.board import board_view, primordial_cells
from atoterm.engine.battle.board.geometry import Cell, cell_label
from atoterm.engine.battle.core.context import B, Proc
from atoterm.engine.battle.core.state import TitanState
from atoterm.engine.battle.harm import triggers
from atoterm.engine.battle.titans import stats, vantage
from atoterm.engine.battle.titans.weapons import rush_problems
from atoterm.engine.decisions import Decision, MenuOptions, Option


def _blocked(b: B, titan: TitanState) -> tuple[frozenset[Cell], frozenset[Cell]]:
    """(blocked, pass-through) cells: other Titans and the Primordial block a voluntary move
    [BAT-TITAN-011]; Bypass lets a Titan pass other Titans, never end on them [KEY-007]."""
    others = frozenset((t.row, t.col) for t in b.battle.living() if t.key != titan.key)
    blocked = others | frozenset(primordial_cells(b))
    through = others if triggers.has_keyword(b, titan, "bypass") else frozenset()
    return blocked, through


Blocked = tuple[frozenset[Cell], frozenset[Cell]]
""":func:`_blocked`'s answer: the spaces a voluntary move may not enter, those it may pass."""


def destinations(
    b: B, titan: TitanState, speed: int, blocking: Blocked | None = None
) -> dict[Cell, int]:
    """Cells a voluntary move of up to ``speed`` may end on, with their step counts (from a
    Vantage Point: via any space adjacent to the Primordial, BAT-MISC-058). ``blocking``:
    :func:`_blocked` now, when the caller has it."""
    blocked, through = blocking or _blocked(b, titan)
    if titan.vantage:
        return vantage.moves_off(b, titan, speed, blocked, through)
    return paths.titan_moves(board_view(b), (titan.row, titan.col), speed, blocked, through)


def walk(
    b: B, titan: TitanState, goal: Cell, speed: int, blocking: Blocked | None = None
) -> Proc[None]:
    """Move to ``goal`` one space at a time, Terrain resolved on entering each space
    [BAT-TITAN-009, TER-002]; the move ends with :func:`terrain.end_move`. ``blocking``:
    :func:`_blocked` as the move's destinations were found, when they were (only the answer
    came in between: no miniature moved, no keyword changed)."""
    blocked, through = blocking or _blocked(b, titan)
    start = (titan.row, titan.col)
    if titan.vantage:  # off a Vantage Point first [BAT-MISC-058]
        route = vantage.route_off(b, titan, goal, speed, blocked, through)
        if route is not None:
            vantage.leave(b, titan, f"moving to {cell_label(goal)}", "BAT-MISC-058")
    else:
        route = paths.titan_path(board_view(b), start, goal, speed, blocked, through)
    if route is None:
        raise RuntimeError(f"no path for {titan.key} to {goal}")
    prev = start
    for cell in route:
        titan.row, titan.col = cell
        yield from terrain.enter_cell(b, titan, cell, voluntary=True, prev=prev)
        if not titan.alive:
            return
        prev = cell
    titan.moved_this_turn = titan.moved_this_turn or bool(route)
    if not b.quiet:  # (emit()'s own test: the words of a quiet event are not put together)
        b.emit(
            "titan_move",
            f"{b.name(titan)} moves {len(route)} space(s) to {cell_label(goal)}.",
            "BAT-TITAN-009",
            titan=titan.key,
            path=[list(c) for c in route],
        )
    yield from terrain.end_move(b, titan, route[:-1])


def voluntary_move(
    b: B,
    titan: TitanState,
    speed: int,
    *,
    why: str,
    rule: str,
    optional: bool,
    cells: dict[Cell, int] | None = None,
) -> Proc[bool]:
    """Ask for a destination up to ``speed`` away and move there; ``optional`` offers staying
    put (a move may be shorter, even none, BAT-TITAN-014). Returns whether it moved."""
    if not titan.alive or titan.knockdown == "falling":
        return False
    if optional and cells is None and not b.explaining:
        return (yield from _lazy_move(b, titan, speed, why, rule))
    blocking = None if cells is not None else _blocked(b, titan)
    reach = destinations(b, titan, speed, blocking) if cells is None else cells
    order = sorted(reach)
    # (a simulation: nobody reads the words of a space's option, only its id and value)
    opts = _worded_space_options(b, order, reach) if b.explaining else _space_options(b, order)
    if optional or not opts:
        opts.append(Option("stay", "Stay", "Do not move."))
    chosen = yield from b.ask(
        Decision(
            "battle.move",
            f"titan:{titan.key}",
            b.prompt(titan, f"{why} — where to?"),
            opts,
            {"rule": rule, "cells": list(map(list, order)), "from": [titan.row, titan.col]},
        )
    )
    if chosen.id == "stay":
        return False
    r, c = chosen.value
    yield from walk(b, titan, (r, c), max(speed, reach[(r, c)]), blocking)
    return True


def _lazy_move(b: B, titan: TitanState, speed: int, why: str, rule: str) -> Proc[bool]:
    """:func:`voluntary_move` of an optional move in a simulation: the same decision, whose
    spaces (and the context's list of them) are found only when something reads the menu
    (``MenuOptions``), Stay being its last option, known at once. A bot that stays (the
    progress player next to the Primordial, ``bot_policy._closest``) never pays for the
    search. The spaces are found while the decision is pending, from the state as it was
    asked, or at the latest when the answer is looked up, before anything else happens."""
    reach: dict[Cell, int] = {}
    listed: list[list[int]] = []  # the context's "cells", filled with the spaces
    blocking: list[Blocked] = []  # (what the spaces were found with, for the walk)

    def spaces() -> list[Option]:
        blocking.append(_blocked(b, titan))
        reach.update(destinations(b, titan, speed, blocking[0]))
        order = sorted(reach)
        listed.extend(map(list, order))
        return _space_options(b, order)

    chosen = yield from b.ask(
        Decision(
            "battle.move",
            f"titan:{titan.key}",
            b.prompt(titan, f"{why} — where to?"),
            MenuOptions((), spaces, Option("stay", "Stay", "Do not move.")),
            {"rule": rule, "cells": listed, "from": [titan.row, titan.col]},
        )
    )
    if chosen.id == "stay":
        return False
    r, c = chosen.value
    yield from walk(b, titan, (r, c), max(speed, reach[(r, c)]), blocking[0])
    return True


def _space_options(b: B, cells: list[Cell]) -> list[Option]:
    """The unworded option of each space (a simulation's move menu), each made once per
    procedure run and kept in ``b.memo``: such an option is the space alone (its id and its
    value), read and never changed by anyone, so one object serves every menu listing it."""
    made: dict[Cell, Option] | None = b.memo.get("space_options")
    if made is None:
        made = b.memo["space_options"] = {}
    opts = []
    for cell in cells:
        option = made.get(cell)
        if option is None:
            r, c = cell
            option = made[cell] = Option(f"cell-{r}-{c}", "", value=[r, c])
        opts.append(option)
    return opts


def _worded_space_options(b: B, cells: list[Cell], reach: dict[Cell, int]) -> list[Option]:
    """The option of each space with its words (its name and its distance in steps), each
    made once per procedure run for a space and a distance and kept in ``b.memo``, as
    :func:`_space_options` keeps the unworded ones: a move menu lists some twenty spaces, and
    a session words every one of them (the words are part of the pending decision)."""
    made: dict[tuple[Cell, int], Option] | None = b.memo.get("worded_space_options")
    if made is None:
        made = b.memo["worded_space_options"] = {}
    opts = []
    for cell in cells:
        steps = reach[cell]
        option = made.get((cell, steps))
        if option is None:
            r, c = cell
            option = made[(cell, steps)] = Option(
                f"cell-{r}-{c}", cell_label(cell), f"{steps} space(s)", value=[r, c]
            )
        opts.append(option)
    return opts


def movement_action(b: B, titan: TitanState) -> Proc[bool]:
    """The movement action: up to Speed [BAT-TITAN-009, BAT-TITAN-014]. Staying put is a move
    of zero spaces: the action is spent all the same (a declared action is not taken back, so
    a turn can never loop on it)."""
    speed = stats.titan_speed(b, titan)
    moved = yield from voluntary_move(
        b, titan, speed, why=f"movement (Speed {speed})", rule="BAT-TITAN-009", optional=True
    )
    titan.movement_used = True
    return moved


# ------------------------------------------------------------------ Rush
def rush_kind(b: B, titan: TitanState, index: int) -> str:
    """ "improved_rush", "rush" or "" for an Attack with ``titan.gear[index]`` [KEY-055].

    Printed on the card or the Titan sheet, so found once per card and sheet
    (``BattleContent.memo``, with both it was read from): every turn menu asks it of every
    card."""
    card = titan.gear[index].card
    gear = b.bc.gear[card]
    tc = b.titan_class(titan)
    key = ("rush_kind", card, titan.titan_class)
    entry = b.bc.memo.get(key)
    if entry is not None and entry[0] is gear and entry[1] is tc:
        return entry[2]  # type: ignore[no-any-return]
    found = ""
    for kind in ("improved_rush", "rush"):
        if gear.keyword(kind) is not None or any(k.op == kind for k in tc.keywords):
            found = kind
            break
    b.bc.memo[key] = (gear, tc, found)
    return found


def rush_weapons(b: B, titan: TitanState) -> list[tuple[int, str]]:
    """(index, :func:`rush_kind`) of each Gear card of the Titan, not discarded, with which it
    can Rush, in order [KEY-055].

    Every turn menu asks it; most cards and Titan sheets have no Rush, so those that do are
    found once per content pack (``BattleContent.memo``, with the tables they were read
    from), and the cards of a Titan whose sheet has none are asked only when they have one."""
    bc = b.bc
    entry = bc.memo.get("rush_sources")
    if entry is None or entry[0] is not bc.gear or entry[1] is not bc.titans:
        kinds = ("improved_rush", "rush")
        cards = frozenset(
            i for i, gear in bc.gear.items() if any(gear.keyword(k) is not None for k in kinds)
        )
        sheets = frozenset(
            i for i, tc in bc.titans.items() if any(k.op in kinds for k in tc.keywords)
        )
        entry = bc.memo["rush_sources"] = (bc.gear, bc.titans, cards, sheets)
    cards, every = entry[2], titan.titan_class in entry[3]
    out = []
    for i, g in enumerate(titan.gear):
        if g.discarded or not (every or g.card in cards):
            continue
        kind = rush_kind(b, titan, i)
        if kind:
            out.append((i, kind))
    return out


def rush_cells(b: B, titan: TitanState, index: int) -> dict[Cell, int]:
    """Rush: +1 Speed (+2 Improved), at least 3 spaces, every step toward the Primordial (its
    shortest path), ending where the weapon can attack [KEY-055]."""
    kind = rush_kind(b, titan, index)
    if not kind:
        return {}
    own = primordial_cells(b)
    # The footprint is a square, row-major: the distance to its nearest space is the rows
    # and the columns outside its span (distance_to_area(), without looking at every space).
    (top, left), (bottom, right) = own[0], own[-1]
    row, col = titan.row, titan.col
    start = (top - row if row < top else row - bottom if row > bottom else 0) + (
        left - col if col < left else col - right if col > right else 0
    )
    if start < 3:  # 3+ steps, each one closer: no search needed to find no space at all
        return {}
    speed = stats.titan_speed(b, titan) + (2 if kind == "improved_rush" else 1)
    toward = []
    for (r, c), steps in destinations(b, titan, speed).items():
        if steps >= 3:
            d = (top - r if r < top else r - bottom if r > bottom else 0) + (
                left - c if c < left else c - right if c > right else 0
            )
            if steps == start - d:
                toward.append(((r, c), steps))
    problems = rush_problems(b, titan, index, kind, [cell for cell, _ in toward])
    return {cell: steps for (cell, steps), why in zip(toward, problems, strict=True) if not why}


def rush_action(
    b: B, titan: TitanState, index: int, cells: dict[Cell, int] | None = None
) -> Proc[None]:
    """Complicated action: the move then the Attack with Auto-break 1 (Improved: +1
    Precision), both actions spent, nothing in between [BAT-TITAN-087, KEY-055].
    ``cells``: :func:`rush_cells` now, when the caller found them (the turn menu did, to
    offer the Rush at all, from the same state)."""
    kind = rush_kind(b, titan, index)
    if cells is None:
        cells = rush_cells(b, titan, index)
    titan.movement_used = titan.combat_used = True
    b.emit("rush", f"{b.name(titan)} Rushes ({kind.replace('_', ' ').title()}).", "KEY-055")
    yield from voluntary_move(
        b,
        titan,
        max(cells.values(), default=0),
        why="Rush",
        rule="KEY-055",
        optional=False,
        cells=cells,
    )
    if titan.alive:
        yield from titan_attack(b, titan, weapon=index, rush=kind)


# ------------------------------------------------------------------ other uses of actions
def has_exhausted(titan: TitanState) -> bool:
    """An element of the Titan is exhausted (every turn menu asks, to offer Unexhaust): the
    gear walked in a plain loop, without a generator [BAT-MISC-092]."""
    if titan.exhausted_abilities:
        return True
    for g in titan.gear:  # noqa: SIM110 (any() would make a generator a menu)
        if g.exhausted and not g.discarded:
            return True
    return False


def unexhaust_action(b: B, titan: TitanState, action: str) -> None:
    """Spend the movement or combat action to unexhaust everything [BAT-MISC-092,
    BAT-TITAN-022]."""
    setattr(titan, f"{action}_used", True)
    unexhaust_all(b, titan, f"spending the {action} action")


def discard_fatigue(b: B, titan: TitanState) -> None:
    """The Fatigue token's action is spent to discard it, the only way to [BAT-MISC-096]."""
    action = titan.fatigue
    setattr(titan, f"{action}_used", True)
    titan.fatigue = ""
    b.emit(
        "fatigue_discard",
        f"{b.name(titan)} spends its {action} action to discard the Fatigue token.",
        "BAT-MISC-096",
    )


def free_refs(b: B, titan: TitanState) -> list[tuple[AbilityRef, str]]:
    """Free actions and Titan-Round abilities of the Titan (Argo Abilities apart), each once
    per turn [BAT-TITAN-088, BAT-MISC-078]."""
    out = []
    for ref, why in abilities.candidates_of(b, titan, ("free", "titan_round"), argo=False):
        if not why and ref.key in titan.free_used:
            why = "already taken this turn [BAT-TITAN-088]"
        out.append((ref, why))
    return out


def use_free(b: B, titan: TitanState, ref: AbilityRef) -> Proc[None]:
    titan.free_used.append(ref.key)
    yield from abilities.use(
        b, titan, ref, EffectCtx(source=titan.key, subject=titan.key, origin="free")
    )


def argo_refs(b: B) -> list[tuple[AbilityRef, str]]:
    """Argo Abilities usable now in the Titan Round [BAT-TITAN-092..094]."""
    living = b.battle.living()
    if not living:
        return []
    return abilities.argo_candidates(b, living[0], "titan_round")


def use_argo(b: B, ref: AbilityRef) -> Proc[None]:
    """An Argo Ability: a charge, exhausted for the Round; its effects go to the Titan the
    players pick [BAT-TITAN-092, BAT-TITAN-094]."""
    living = b.battle.living()
    opts = [Option(f"titan-{t.key}", b.name(t), value=t.key) for t in living]
    chosen = yield from b.ask(
        Decision(
            "battle.argo_target",
            "players",
            f"{ref.name}: for which Titan?",
            opts,
            {"rule": "BAT-TITAN-093"},
        )
    )
    target = b.battle.titan(chosen.value)
    yield from abilities.use(
        b, target, ref, EffectCtx(source=target.key, subject=target.key, origin="argo")
    )


def unexhaust_all(b: B, titan: TitanState, why: str) -> None:
    """Every exhausted equipped element unexhausts [BAT-MISC-092, BAT-MISC-090]."""
    for g in titan.gear:
        if not g.discarded:
            g.exhausted = False
    titan.exhausted_abilities.clear()
    if not b.quiet:  # (emit()'s own test: the words of a quiet event are not put together)
        b.emit("unexhaust", f"{b.name(titan)} unexhausts everything ({why}).", "BAT-MISC-092")
