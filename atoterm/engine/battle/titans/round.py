"""The Titan Round: Start of Titan Round, the Titans' turns, End of Titan Round
[BAT-TITAN-003..008, BAT-TITAN-086].

Each pass of the loop is a restart point (``titan_turn:...`` checkpoint, computed from the state
alone) followed by one menu: between turns, which Titan acts next (one at a time, in any order,
BAT-TITAN-005), an Argo Ability, or the Retreat (at the start of the Round, BAT-MISC-030); during
a turn, the active Titan's actions [BAT-TITAN-006, BAT-TITAN-007]. A turn ends at once when both
actions are spent [BAT-TITAN-008, BAT-TITAN-089].
"""

from __future__ import annotations

from collections.abc import Callable
from functools import partial

import msgspec

from atoterm.engine.battle.abilities import usage as abilities
from atoterm.engine.battle.abilities.usage import AbilityRef
from atoterm.engine.battle.attack.steps import titan_attack
from atoterm.engine.battle.board import terrain
from atoterm.engine.battle.board.geometry import Cell
from atoterm.engine.battle.core import hooks
from atoterm.engine.battle.core.context import B, Proc
from atoterm.engine.battle.core.ending import end_battle
from atoterm.engine.battle.core.hooks import ExtraAction
from atoterm.engine.battle.core.state import TitanState
from atoterm.engine.battle.harm import conditions, death
from atoterm.engine.battle.titans import actions as titan_actions
from atoterm.engine.battle.titans import stats
from atoterm.engine.battle.titans.weapons import (
    Board,
    board_of,
    equip_fists,
    fists_options,
    weapon_options,
)
from atoterm.engine.decisions import Decision, MenuOptions, Option


def turn_label(b: B) -> str:
    """The checkpoint label: Round, Titans done, the active one and its spent actions."""
    battle = b.battle
    acted = 0
    for t in battle.titans:  # (a loop, not a list: asked at every pass of the Round)
        if t.acted:
            acted += 1
    key = battle.active_titan
    if not key:  # between turns
        return f"titan_turn:{battle.round}:{acted}:-:--:0"
    a = battle.titan(key)
    spent = f"{int(a.movement_used)}{int(a.combat_used)}"
    return f"titan_turn:{battle.round}:{acted}:{key}:{spent}:{len(a.free_used)}"


def titan_round(b: B) -> Proc[None]:
    """[BAT-TITAN-003]"""
    battle = b.battle
    if not battle.round_started:
        yield from start_of_titan_round(b)
    while True:
        yield from b.checkpoint(turn_label(b))
        active = battle.titan(battle.active_titan) if battle.active_titan else None
        if active is not None:
            yield from turn_menu(b, active)
            continue
        # A living Titan that has not acted yet (living(), inlined, in a loop: a comprehension
        # would make and call a function at every pass of the Round)
        for t in battle.titans:
            if t.alive and not t.acted:
                break
        else:
            break
        yield from round_menu(b)
    yield from end_of_titan_round(b)


def start_of_titan_round(b: B) -> Proc[None]:
    """Start of Titan Round effects, before any turn [BAT-TITAN-003, BAT-TITAN-004]."""
    battle = b.battle
    battle.round += 1
    battle.round_started = True
    battle.active_titan = ""
    for t in battle.titans:
        t.acted = False
    if not b.quiet:  # (emit()'s own test: the words of a quiet event are not put together)
        b.emit("titan_round", f"Titan Round (Battle Round {battle.round}).", "BAT-TITAN-003")
    for titan in battle.living():
        yield from abilities.ask_window(
            b, titan, ("start_of_titan_round",), "Start of the Titan Round"
        )


def end_of_titan_round(b: B) -> Proc[None]:
    """End of Titan Round effects, then Argo Abilities unexhaust, active abilities usable
    again, Argonaut cards straightened [BAT-TITAN-086, BAT-TITAN-008, BAT-TITAN-095]."""
    battle = b.battle
    for titan in battle.living():
        yield from abilities.ask_window(b, titan, ("end_of_titan_round",), "End of the Titan Round")
    abilities.new_round(b)
    for t in battle.titans:
        t.acted = False
        t.movement_used = t.combat_used = False
        t.free_used.clear()
        t.kratos_used.clear()
    battle.active_titan = ""
    battle.round_started = False
    b.emit("titan_round_end", "End of the Titan Round: Argo Abilities unexhaust.", "BAT-TITAN-086")


# ------------------------------------------------------------------ between turns
def retreat_problem(b: B) -> str:
    """Retreat: allowed by the Battle, 2+ Titans dead, declared before any turn
    [BAT-MISC-030]."""
    battle = b.battle
    if not battle.retreat_allowed:
        return "this Battle forbids Retreat"
    if battle.titans_died < 2:
        return f"{battle.titans_died} Titan(s) died this Battle (2 needed)"
    for t in battle.titans:  # (a loop, not any(): an unfinished generator is closed with an
        if t.acted:  # exception when freed, several times this loop's cost)
            return "only at the start of the Titan Round"
    return ""


def round_menu(b: B) -> Proc[None]:
    """Which Titan takes its turn next, or an Argo Ability, or Retreat [BAT-TITAN-005,
    BAT-TITAN-093, BAT-MISC-030]."""
    battle = b.battle
    waiting = [t for t in battle.titans if t.alive and not t.acted]  # (living(), inlined)
    if b.explaining:
        turns = [
            Option(
                f"turn-{t.key}", f"{b.name(t)} takes its turn", _status(b, t), value=["turn", t.key]
            )
            for t in waiting
        ]
    else:  # a simulation: nobody reads who the Titans are and how they stand, only ids
        turns = [Option(f"turn-{t.key}", "", value=["turn", t.key]) for t in waiting]
    rest: list[tuple[list[Option], list[ExtraAction], list[AbilityRef]]] = []

    def later() -> list[Option]:
        rest.append(_other_round_options(b))
        return rest[0][0]

    if len(turns) > 1 and not b.explaining:
        # A simulation with two Titans or more waiting: the menu is asked whatever else it
        # offers, so the options after the turns are made only when something reads them
        # (``MenuOptions``: a bot that picks a Titan, as the progress player does, never
        # does), while the decision is pending or at the latest when the answer is looked
        # up, from the state as it was asked.
        chosen = yield from b.ask(
            Decision(
                "battle.turn",
                "players",
                "Titan Round: who acts?",
                MenuOptions(turns, later),
                {"rule": "BAT-TITAN-005"},
            )
        )
    else:
        opts = turns + later()
        legal = [o for o in opts if not o.disabled]
        if len(legal) == 1:
            chosen = legal[0]
        else:
            chosen = yield from b.ask(
                Decision(
                    "battle.turn",
                    "players",
                    "Titan Round: who acts?",
                    opts,
                    {"rule": "BAT-TITAN-005"},
                )
            )
    # (the rest unmade: one of the turns was taken)
    _, extras, argo = rest[0] if rest else ([], [], [])
    if chosen.id == "retreat":
        end_battle(b, "retreat", "the Argonauts retreat.", "BAT-MISC-030")
    elif any(extra.option.id == chosen.id for extra in extras):
        yield from next(e for e in extras if e.option.id == chosen.id).run()
    elif chosen.value[0] == "argo":
        ref = next(r for r in argo if r.source == chosen.value[1])
        yield from titan_actions.use_argo(b, ref)
    else:
        yield from start_turn(b, battle.titan(chosen.value[1]))


def _other_round_options(b: B) -> tuple[list[Option], list[ExtraAction], list[AbilityRef]]:
    """The options of :func:`round_menu` after the turns (Argo Abilities, other rules'
    actions, Retreat), with the actions and the Argo Abilities they stand for."""
    argo = titan_actions.argo_refs(b)
    opts = [  # (kept menu after menu, as other_actions() keeps its own)
        b.kept(("round-argo", r.source, why), r, partial(_argo_option, r, why, r.source))
        for r, why in argo
    ]
    extras = hooks.round_actions(b)
    opts += [extra.option for extra in extras]
    if b.battle.retreat_allowed:
        opts.append(
            Option("retreat", "Retreat", "Counts as a defeat; survivors live.", retreat_problem(b))
        )
    return opts, extras, [r for r, _ in argo]


def _status(b: B, titan: TitanState) -> str:
    a = b.argonaut(titan)
    down = ""  # (every round menu words every Titan waiting: no dict made to look this up)
    if titan.knockdown == "falling":
        down = ", knocked down (no actions)"
    elif titan.knockdown == "rising":
        down = ", standing up"
    return f"Danger {a.danger}, Fate {a.fate}, Rage {a.rage}{down}"


def start_turn(b: B, titan: TitanState) -> Proc[None]:
    """A Titan's turn begins: a standing-up Titan stands; start-of-turn effects; a falling Titan
    has no actions, its turn ends and its card flips [KEY-029, BAT-TITAN-006]."""
    battle = b.battle
    battle.active_titan = titan.key
    titan.movement_used = titan.combat_used = titan.moved_this_turn = False
    titan.free_used.clear()
    titan.start_row, titan.start_col = titan.row, titan.col
    if not b.quiet:  # (emit()'s own test: the words of a quiet event are not put together)
        b.emit("turn", f"{b.name(titan)}'s turn.", "BAT-TITAN-005", titan=titan.key)
    if titan.knockdown == "rising":
        conditions.stand_up(b, titan)
    falling = titan.knockdown == "falling"
    yield from abilities.ask_window(b, titan, ("start_of_turn",), "Start of your turn")
    if titan.alive:
        yield from hooks.run_hooks(b, "start_of_turn", titan)
    if not titan.alive:  # died as its turn began (e.g. an Obol Awakening ends, BAT-MISC-072)
        titan.acted = True
        battle.active_titan = ""
        return
    if falling and titan.alive and titan.knockdown == "falling":
        b.emit(
            "knocked_down",
            f"{b.name(titan)} is knocked down: no actions this turn; the "
            "Knockdown card flips to its standing-up side.",
            "KEY-029",
        )
        titan.knockdown = "rising" if titan.knockdown == "falling" else titan.knockdown
        titan.movement_used = titan.combat_used = True
        yield from end_turn(b, titan)


def end_turn(b: B, titan: TitanState) -> Proc[None]:
    """The turn ends; its card is turned (not exhausted) [BAT-TITAN-008]; Ambrosia for staying
    on a tile [TER-013]."""
    battle = b.battle
    if titan.alive:
        yield from hooks.run_hooks(b, "end_of_turn", titan)
    if titan.alive:
        yield from abilities.ask_window(b, titan, ("end_of_turn",), "End of your turn")
        yield from terrain.end_of_turn_ambrosia(b, titan)
        yield from death.resolve_pending_rage_death(b, titan)
    titan.acted = True
    battle.active_titan = ""
    if not b.quiet:  # (emit()'s own test: the words of a quiet event are not put together)
        b.emit("turn_end", f"{b.name(titan)}'s turn ends.", "BAT-TITAN-008", titan=titan.key)


# ------------------------------------------------------------------ during a turn
def action_options(b: B, titan: TitanState) -> list[Option]:
    """The legal actions now, the others shown with the reason [BAT-TITAN-006, BAT-TITAN-007,
    BAT-TITAN-087, BAT-TITAN-088, BAT-MISC-092, BAT-MISC-096]. Each option's value is
    ``[action, argument]`` (what :func:`turn_menu` does with it)."""
    return [*first_actions(b, titan), *later_actions(b, titan)]


def first_actions(b: B, titan: TitanState) -> list[Option]:
    """The first options of :func:`action_options`: Move, the Attacks, Fists, the Rushes,
    Unexhaust and the Fatigue token (every option a progress player takes when it can)."""
    opts, more = attack_actions(b, titan)
    return opts + more()


def attack_actions(
    b: B, titan: TitanState, rushes: dict[int, dict[Cell, int]] | None = None
) -> tuple[list[Option], Callable[[], list[Option]]]:
    """:func:`first_actions` in two steps: Move and the Attacks, then (the callable) Fists,
    the Rushes, Unexhaust and the Fatigue token. A progress player that can attack picks
    among the Attacks alone, so a simulation's turn menu makes the second step only when
    something reads it (``MenuOptions`` ``more``), from the state as it was asked.
    ``rushes``: filled by the second step with the spaces of each Rush it found legal."""
    move_why = _action_problem(b, titan, "movement")
    combat_why = _action_problem(b, titan, "combat")
    speed = f"Up to Speed {stats.titan_speed(b, titan)}" if b.explaining else ""
    opts = [Option("move", "Move", speed, move_why, ["move", None])]
    # The board is looked up once for the weapons and the Fists (when either reads it).
    board = None if combat_why else board_of(b)
    opts += weapon_options(b, titan, prefix="attack", disabled=combat_why, board=board, attack=True)
    return opts, partial(_more_actions, b, titan, move_why, combat_why, board, rushes)


def _more_actions(
    b: B,
    titan: TitanState,
    move_why: str,
    combat_why: str,
    board: Board | None,
    rushes: dict[int, dict[Cell, int]] | None,
) -> list[Option]:
    """The second step of :func:`attack_actions`, with what the first found: why the movement
    and the combat actions are not available, the board (None: the combat action is not);
    ``rushes``: as there."""
    opts: list[Option] = []
    if board is not None:  # (the combat action is available)
        opts += fists_options(b, titan, board)
    for i, kind in titan_actions.rush_weapons(b, titan):
        g = titan.gear[i]
        why = move_why or combat_why
        if not why:
            cells = titan_actions.rush_cells(b, titan, i)
            if not cells:
                why = "no space 3+ steps closer from which to attack [KEY-055]"
            elif rushes is not None:
                rushes[i] = cells
        name = b.bc.gear[g.card].name
        opts.append(
            Option(
                f"rush-{i}",
                f"{kind.replace('_', ' ').title()} with {name}",
                "Complicated action: both actions [BAT-TITAN-087].",
                why,
                ["rush", i],
            )
        )
    if titan_actions.has_exhausted(titan):
        for action, why in (("movement", move_why), ("combat", combat_why)):
            opts.append(
                Option(
                    f"unexhaust-{action}",
                    f"Unexhaust (spend {action} action)",
                    "Every exhausted element [BAT-MISC-092].",
                    why,  # (_action_problem() of that action, as the first step found it)
                    ["unexhaust", action],
                )
            )
    if titan.fatigue and not getattr(titan, f"{titan.fatigue}_used"):
        opts.append(
            Option(
                "fatigue",
                f"Discard the {titan.fatigue} Fatigue token",
                f"Spends the {titan.fatigue} action [BAT-MISC-096].",
                value=["fatigue", None],
            )
        )
    return opts


def later_actions(b: B, titan: TitanState) -> list[Option]:
    """The rest of :func:`action_options`: the free actions, Argo Abilities, the actions of
    other rules (Summonings, Climbs, ...) and End turn."""
    return [*other_actions(b, titan), end_turn_option()]


def end_turn_option() -> Option:
    """End turn, the menu's last option, always legal [BAT-TITAN-007]."""
    return Option(
        "end", "End turn", "Unused actions are lost [BAT-TITAN-007].", value=["end", None]
    )


def other_actions(b: B, titan: TitanState) -> list[Option]:
    """:func:`later_actions` but End turn: the free actions, Argo Abilities and the actions of
    other rules. None is an Attack, a Rush, Fists, Move or Unexhaust (``first_actions``
    makes all of those), which is what lets a progress player end a turn without them
    (``bot_policy._turn``).

    A session makes these menu after menu with mostly the same abilities and reasons: each
    option is kept (``b.memo``) under what it is made of (the ability or the rule's own
    option as the very object, the memo being the procedure's own), and made again only when
    one of them changed."""
    opts: list[Option] = []
    refs = titan_actions.free_refs(b, titan)
    ids = abilities.option_ids(b, [r for r, _ in refs], prefix="free")
    for n, (oid, (r, why)) in enumerate(zip(ids, refs, strict=True)):
        make = partial(Option, oid, f"{r.name} (free action)", r.ability.text, why, ["free", n])
        opts.append(b.kept(("free", oid, why, n), r, make))
    for r, why in titan_actions.argo_refs(b):
        aid = r.source.split(":", 1)[1]
        opts.append(b.kept(("argo", r.source, why), r, partial(_argo_option, r, why, aid)))
    for n, extra in enumerate(hooks.turn_actions(b, titan)):
        # (a rule's option is kept by its own id and place: one made anew each menu, as a
        # Climb's is, takes the place of the one before)
        make = partial(msgspec.structs.replace, extra.option, value=["extra", n])
        opts.append(b.kept(("extra", extra.option.id, n), extra.option, make))
    return opts


def _argo_option(r: AbilityRef, why: str, value: str) -> Option:
    """An Argo Ability's option in a turn or round menu (``value``: what the menu acts on)."""
    aid = r.source.split(":", 1)[1]
    return Option(f"argo-{aid}", r.name, r.ability.text, why, ["argo", value])


def _action_problem(b: B, titan: TitanState, action: str) -> str:
    if titan.movement_used if action == "movement" else titan.combat_used:
        return f"the {action} action is spent this turn"
    if titan.fatigue == action:
        return f"{action} Fatigue: this action can only discard the token [BAT-MISC-096]"
    return hooks.gate_problem(b, titan, action)


def turn_menu(b: B, titan: TitanState) -> Proc[None]:
    """One action of the active Titan, then the turn ends if nothing is left [BAT-TITAN-008]."""
    # A simulation's menu makes its later options only when its bot reads them (most turns
    # it attacks or moves, else it ends the turn, the last option, known at once), and its
    # Fists, Rushes and Unexhaust only when it cannot attack; a session's is whole, as its
    # words are.
    # (the spaces of each legal Rush, found by the menu: the Rush taken moves to one of them)
    rushes: dict[int, dict[Cell, int]] = {}
    first, more = attack_actions(b, titan, rushes)
    if b.explaining:
        opts = [*first, *more(), *later_actions(b, titan)]  # (action_options)
    else:
        opts = MenuOptions(first, partial(other_actions, b, titan), end_turn_option(), more)
    chosen = yield from b.ask(
        Decision(
            "battle.turn",
            f"titan:{titan.key}",
            b.prompt(titan, "your turn"),
            opts,
            {"rule": "BAT-TITAN-006", "titan": titan.key},
        )
    )
    action, arg = chosen.value
    if action == "end":
        yield from end_turn(b, titan)
        return
    if action == "move":
        yield from titan_actions.movement_action(b, titan)
    elif action in ("attack", "fists"):
        index = equip_fists(b, titan, arg) if action == "fists" else arg
        titan.combat_used = True
        yield from titan_attack(b, titan, weapon=index)
    elif action == "rush":
        yield from titan_actions.rush_action(b, titan, arg, rushes[arg])
    elif action == "unexhaust":
        titan_actions.unexhaust_action(b, titan, arg)
    elif action == "fatigue":
        titan_actions.discard_fatigue(b, titan)
    elif action == "free":
        yield from titan_actions.use_free(b, titan, titan_actions.free_refs(b, titan)[arg][0])
    elif action == "argo":
        ref = next(r for r, _ in titan_actions.argo_refs(b) if r.source == f"argo:{arg}")
        yield from titan_actions.use_argo(b, ref)
    else:
        yield from hooks.turn_actions(b, titan)[arg].run()
    yield from death.resolve_pending_rage_death(b, titan)  # [GEN-035]
    if not titan.alive:
        titan.acted = True
        b.battle.active_titan = ""
    elif titan.movement_used and titan.combat_used:
        yield from end_turn(b, titan)
