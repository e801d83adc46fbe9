"""The Phase II keywords: Hide, Solace and Lifeline [KEY-022, KEY-059, KEY-030].

Hide [KEY-022]: a Titan with Hide that is not in front of the Primordial may become Hidden at
the end of its turn (the ``end_of_turn`` hook asks); if it holds the Priority Target token it
passes it to the other Titan with the highest Rage (ties: the players, ``tie_break``). While
Hidden: +1 Precision (``attack_roll``) and +1 Evasion (``stats.evasion_bonus``). Hidden ends
when the Titan's movement ends in front of the Primordial (the ``moved`` hook), when it gains
the Priority Target token (``death.give_priority_target``), after its Attack's Second Ability
Window (``attack``), or at the end of its next turn (here). A Titan that cannot lose the
Priority Target token cannot Hide (it would have to pass it on).

Solace [KEY-059]: discard a Mind Condition card or a Despair token from yourself or from an
adjacent Titan (``solace`` op; a bare ``solace`` keyword is a free action, the rule names no
timing). The players choose which.

Lifeline [KEY-030]: about to die by falling into a Chasm, the Titan is Displaced instead; about
to die by being forced onto a Boundless tile (off the Board Edge), it stops on an empty space
next to the tile instead (the players choose between several). It is read by the death rule
(``death.kill_titan``), so it works while knocked down or barred from active abilities.
"""

from __future__ import annotations

from atoterm.content.battle_schema import Effect
from atoterm.engine.battle.abilities.effects import EffectCtx, battle_op, subject_titan
from atoterm.engine.battle.board import terrain
from atoterm.engine.battle.board.board import (
    ask_cell,
    board_view,
    miniature_cells,
    piece_traits,
    terrain_at,
    titan_cell,
)
from atoterm.engine.battle.board.geometry import cell_label, neighbours
from atoterm.engine.battle.core.context import B, Proc
from atoterm.engine.battle.core.hooks import hook, replacement
from atoterm.engine.battle.core.state import TitanState
from atoterm.engine.battle.cycle1 import despair
from atoterm.engine.battle.harm import conditions, death, triggers
from atoterm.engine.battle.movement.titan import displace
from atoterm.engine.battle.primordial import reach as primordial_reach
from atoterm.engine.battle.titans import vantage
from atoterm.engine.decisions import Decision, Option


# ------------------------------------------------------------------ Hide [KEY-022]
def end_hidden(b: B, titan: TitanState, why: str) -> None:
    if titan.hidden:
        titan.hidden = False
        b.emit("hidden_ends", f"{b.name(titan)} is no longer Hidden ({why}).", "KEY-022")


def in_front(b: B, titan: TitanState) -> bool:
    return not titan.vantage and primordial_reach.in_area(b, titan, "front")


@hook("end_of_turn")
def hide_at_end_of_turn(b: B, titan: TitanState) -> Proc[None]:
    """Hidden from the previous turn ends; then Hide may be activated [KEY-022]."""
    end_hidden(b, titan, "the end of its next turn")
    if not titan.alive or not triggers.has_keyword(b, titan, "hide"):
        return
    if in_front(b, titan):
        b.emit("hide_barred", f"{b.name(titan)} is in front of the Primordial: no Hide.", "KEY-022")
        return
    battle = b.battle
    locked = battle.priority_locked == titan.key and battle.priority_target == titan.key
    others = [t for t in battle.living() if t is not titan]
    holds = battle.priority_target == titan.key
    explain = "+1 Evasion and +1 Precision until the end of your next turn"
    if holds:
        explain += "; the Priority Target token passes to the highest-Rage other Titan"
    disabled = ""
    if holds and locked:
        disabled = "you cannot lose the Priority Target token [BAT-PRIM-041]"
    elif holds and not others:
        disabled = "no other Titan can take the Priority Target token"
    opts = [Option("use", "Become Hidden", explain, disabled), Option("decline", "Stay visible")]
    chosen = yield from b.ask(
        Decision(
            "battle.hide",
            f"titan:{titan.key}",
            f"{b.name(titan)}: Hide at the end of the turn?",
            opts,
            {"rule": "KEY-022"},
        )
    )
    if chosen.id != "use":
        return
    titan.hidden = True
    b.emit("hidden", f"{b.name(titan)} is Hidden.", "KEY-022", titan=titan.key)
    if holds:
        yield from _pass_token(b, titan, others)


def _pass_token(b: B, titan: TitanState, others: list[TitanState]) -> Proc[None]:
    """To the other Titan with the highest Rage; ties are the players' [KEY-022]."""
    rages = {t.key: b.argonaut(t).rage for t in others}
    best = max(rages.values())
    tied = [t for t in others if rages[t.key] == best]
    picked = yield from b.choose(
        tied,
        lambda t: (f"titan-{t.key}", b.name(t)),
        kind="battle.priority_target",
        prompt=f"Who takes the Priority Target token from the Hidden Titan (Rage {best})?",
        rule="KEY-022",
    )
    b.emit_why(
        "hide_pass",
        f"{b.name(titan)} hides: the Priority Target token goes to {b.name(picked)}.",
        "KEY-022",
        considered=[f"{b.name(t)}: Rage {rages[t.key]}" for t in others],
        chosen=b.name(picked),
        because="the highest Rage among the other Titans"
        + (" (a tie: the players' choice or the Ties rule)" if len(tied) > 1 else ""),
    )
    death.give_priority_target(b, picked, f"{b.name(titan)} hides", "KEY-022")


@hook("moved")
def hide_after_move(b: B, titan: TitanState) -> Proc[None]:
    """Moving in front of the Primordial ends Hidden [KEY-022]."""
    if titan.hidden and in_front(b, titan):
        end_hidden(b, titan, "it moved in front of the Primordial")
    return
    yield


# ------------------------------------------------------------------ Solace [KEY-059]
def solace_options(b: B, titan: TitanState) -> list[Option]:
    """What Solace can discard: a Mind Condition or a Despair token of the Titan or of a Titan
    adjacent to it [KEY-059, CYC1-020]."""
    near = [titan] + [t for t in b.battle.living() if vantage.adjacent(b, titan, t)]
    opts = []
    for t in near:
        for cid in t.conditions:
            cond = b.bc.conditions.get(cid)
            if cond is not None and cond.kind == "mind":
                opts.append(
                    Option(
                        f"condition-{t.key}-{cid}",
                        f"{b.name(t)}: {cond.name}",
                        value=["condition", t.key, cid],
                    )
                )
        if t.despair:
            opts.append(
                Option(
                    f"despair-{t.key}",
                    f"{b.name(t)}: 1 Despair of {t.despair}",
                    value=["despair", t.key],
                )
            )
    return opts


@battle_op("solace")
def op_solace(b: B, e: Effect, ctx: EffectCtx) -> Proc[None]:
    """Solace: discard one Mind Condition or one Despair token, self or adjacent [KEY-059]."""
    del e
    titan = subject_titan(b, ctx)
    if titan is None:
        return
    opts = solace_options(b, titan)
    if not opts:
        b.emit("solace_nothing", f"{b.name(titan)}: Solace finds nothing to discard.", "KEY-059")
        return
    chosen = yield from b.ask(
        Decision(
            "battle.solace",
            f"titan:{titan.key}",
            "Solace: discard which?",
            opts,
            {"rule": "KEY-059"},
        )
    )
    kind, key, *rest = chosen.value
    other = b.battle.titan(key)
    if kind == "despair":
        despair.lose(b, other, 1, f"Solace of {b.name(titan)}", rule="KEY-059")
    else:
        conditions.discard_condition(b, other, rest[0])


# ------------------------------------------------------------------ Lifeline [KEY-030]
@replacement("death")
def lifeline(b: B, titan: TitanState, cause: str) -> Proc[bool]:
    """About to die in a Chasm: Displace instead; forced onto a Boundless tile: stop next to it
    instead [KEY-030]. Returns True when the Titan is saved."""
    if cause not in ("chasm", "boundless") or not triggers.has_keyword(b, titan, "lifeline"):
        return False
    what = "falling into a Chasm" if cause == "chasm" else "falling off the Board Edge"
    yes = "Displace instead" if cause == "chasm" else "Stop next to the edge"
    if not (
        yield from triggers.ask_use(
            b,
            titan,
            "battle.lifeline",
            f"{b.name(titan)} is {what}: use Lifeline?",
            yes,
            "Fall",
            "KEY-030",
        )
    ):
        return False
    b.emit("lifeline", f"{b.name(titan)} catches a Lifeline.", "KEY-030")
    if cause == "chasm":
        return bool((yield from displace(b, titan, rule="KEY-030")))
    return (yield from _stop_at_edge(b, titan))


def _stop_at_edge(b: B, titan: TitanState) -> Proc[bool]:
    """The Titan stops on an empty space next to the Boundless tile it was forced onto
    [KEY-030]; none: it still falls."""
    view = board_view(b)
    here = titan_cell(titan)
    taken = set(miniature_cells(b)) - {here}
    spots = [
        c
        for c in neighbours(view, here)
        if c not in view.impassable_for_titans
        and c not in taken
        and not any("boundless" in piece_traits(b, p) for p in terrain_at(b, c))
    ]
    if not spots:
        b.emit("lifeline_none", f"No space for {b.name(titan)} to stop on.", "KEY-030")
        return False
    pick = yield from ask_cell(
        b,
        titan,
        spots,
        "battle.lifeline_space",
        f"{b.name(titan)} stops next to the edge on:",
        "KEY-030",
    )
    titan.row, titan.col = pick
    b.emit_why(
        "lifeline_stop",
        f"{b.name(titan)} stops on {cell_label(pick)}, next to the Boundless edge.",
        "KEY-030",
        considered=[cell_label(c) for c in spots],
        chosen=cell_label(pick),
        because="the only empty space next to the edge"
        if len(spots) == 1
        else "the players' choice",
    )
    yield from terrain.enter_cell(b, titan, pick, voluntary=False, prev=here)
    return True
