"""Declaring re-rolls for a Titan's Attack Roll or Power Roll [GEN-018..023].

All dice to re-roll are declared first, then re-rolled together, each die at most once per roll
[GEN-018, GEN-019]. Free re-rolls (Attack Re-roll X, Power Re-roll X, stacked, BAT-MISC-098)
are spent first; beyond them each die costs +1 Fate where Fate may re-roll (Attack Rolls and
tests, never Power Rolls) [GEN-021, GEN-022, GEN-023], and Fate can never be raised above 9 to
pay [GEN-025]. Kratos options granting re-rolls can be applied from the same menu.
"""

from __future__ import annotations

from collections.abc import Callable

from atoterm.engine.battle.abilities.usage import AbilityRef
from atoterm.engine.battle.attack import windows as attack_windows
from atoterm.engine.battle.core.context import B, Proc
from atoterm.engine.battle.core.state import TitanState
from atoterm.engine.battle.harm import gains as harm
from atoterm.engine.battle.titans import kratos
from atoterm.engine.decisions import Decision, Option
from atoterm.engine.dice import fate_room, reroll_cost


def declare_rerolls(
    b: B,
    titan: TitanState,
    run: object,
    labels: Callable[[], list[str]],
    *,
    count: Callable[[], int],
    kind: str,
    free: Callable[[], int],
    fate: bool,
    moment: str,
    rule: str,
    locked: frozenset[int] = frozenset(),
    timings: tuple[str, ...] = (),
) -> Proc[list[int]]:
    """Ask which dice to re-roll; pay Fate for those beyond the free re-rolls. Returns the
    indices declared (the caller rolls them). ``locked`` dice cannot be re-rolled. ``labels``:
    the dice in words, one each; ``count``: how many dice there are (without the words)."""
    declared: list[int] = []
    entries: list[tuple[Option, AbilityRef]] | None = []
    if timings:
        entries = yield from _free_rerolls(b, titan, run, timings)
    while True:
        a = b.argonaut(titan)
        room = fate_room(a.fate) if fate else 0
        allowance = free() + room
        kratos_opts = kratos.options_for(b, titan, moment) if titan.alive else []
        if entries is None:  # something happened since they were listed
            entries = attack_windows.ability_options(b, titan, run, timings) if timings else []
        extra = kratos_opts + [o for o, _ in entries if not o.disabled]
        if not declared and allowance == 0 and not extra:
            return []
        # The dice in words only for a menu that is asked, and only for a reader: in a
        # simulation (``b.explaining`` off) a die's option is its id and value alone.
        dice = labels() if b.explaining else None
        opts = []
        for i in range(count()):
            if i in locked:
                continue
            picked = i in declared
            disabled = ""
            if not picked and len(declared) >= allowance:
                disabled = (
                    "no re-roll left (free re-rolls used, Fate would pass 9)"
                    if fate
                    else "no Power Re-roll left (Fate never re-rolls Power dice, GEN-023)"
                )
            label = (
                "" if dice is None else f"{'Keep' if picked else 'Re-roll'} die {i + 1}: {dice[i]}"
            )
            opts.append(
                Option(
                    f"die-{i}",
                    label,
                    "declared for re-roll" if picked else "",
                    disabled,
                    ["die", i],
                )
            )
        opts += extra
        cost = reroll_cost(len(declared), free())
        done = "Roll the declared dice" if declared else "Keep every die"
        explain = f"{len(declared)} declared, {free()} free"
        if fate:
            explain += f", costs +{cost} Fate (Fate {a.fate})"
        opts.append(Option("done", done, explain))
        chosen = yield from b.ask(
            Decision(
                kind,
                f"titan:{titan.key}",
                "Declare re-rolls (each die at most once)",
                opts,
                {"rule": rule, "declared": list(declared)},
            )
        )
        if chosen.id == "done":
            break
        parsed = kratos.chosen_level(chosen)
        if parsed is not None:
            yield from attack_windows.apply_kratos(b, titan, run, parsed[0], parsed[1], moment)
            entries = None
            continue
        what, index = chosen.value
        if what == "ability":
            yield from attack_windows.use(b, titan, run, entries[index][1])  # type: ignore[arg-type]
            entries = None
            continue
        if index in declared:
            declared.remove(index)
        else:
            declared.append(index)
    declared.sort()
    cost = reroll_cost(len(declared), free())
    if cost and fate:
        b.emit("fate_reroll", f"{b.name(titan)} pays +{cost} Fate to re-roll.", "GEN-021")
        yield from harm.gain_fate(b, titan, cost, rule="GEN-021")
    return declared


REROLL_OPS = ("attack_reroll", "power_reroll")


def _free_rerolls(
    b: B, titan: TitanState, run: object, timings: tuple[str, ...]
) -> Proc[list[tuple[Option, AbilityRef]]]:
    """Costless "may" re-roll abilities (Attack Re-roll X, Power Re-roll X) are activated at
    once: re-rolling stays optional, so nothing is lost [KEY-003, KEY-040, EX-030]. Returns
    the menu entries of the abilities left."""
    while True:
        entries = attack_windows.ability_options(b, titan, run, timings)  # type: ignore[arg-type]
        todo = [
            ref
            for option, ref in entries
            if not option.disabled
            and not ref.ability.cost
            and all(e.op in REROLL_OPS for e in ref.ability.effects)
        ]
        if not todo:
            return entries
        yield from attack_windows.use(b, titan, run, todo[0])  # type: ignore[arg-type]
