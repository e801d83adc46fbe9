"""Windows of opportunity on AI cards, and the defensive abilities of an Evasion Roll.

* A window symbol before an AI instruction lets every living Titan use Reactions just before
  it resolves: any number, in any order, at most one ability of a given name per Titan
  [BAT-PRIM-115, BAT-PRIM-116, BAT-TITAN-090, EX-031]. Each Titan is asked in seat order
  through ``abilities.ask_window``.
* Abilities timed on the Evasion Roll ("before_evasion" such as Dodge, "evasion" such as Block,
  "armor" such as Reinforce, "crit_evade", "crit_evade_fail", "full_evade") come only from
  non-weapon elements and the active weapon; using a weapon's makes it the active weapon for
  the rest of the Attack [BAT-PRIM-089..091].
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from atoterm.engine.battle.abilities import usage as abilities
from atoterm.engine.battle.abilities.effects import EffectCtx
from atoterm.engine.battle.abilities.usage import AbilityRef
from atoterm.engine.battle.core.context import B, Proc
from atoterm.engine.battle.core.state import TitanState
from atoterm.engine.decisions import Decision, Option

if TYPE_CHECKING:
    from atoterm.engine.battle.primordial.attack import AttackRun, TargetRun

WHERE = {
    "move": "before the Primordial moves",
    "attack": "before the Attack",
    "after": "before the After Attack",
}


def reaction_window(b: B, run: AttackRun, where: str) -> Proc[None]:
    """The window printed before ``where`` ("move", "attack", "after"), if the card has one
    [BAT-PRIM-115, BAT-PRIM-116]."""
    if where not in run.card.windows or b.battle.result:
        return
    if not b.quiet:
        b.emit(
            "window",
            f"Window of opportunity {WHERE.get(where, where)} ({run.card.name}).",
            "BAT-PRIM-115",
            where=where,
        )
    for titan in b.battle.living():
        if b.battle.result or run.broken:
            break
        ctx = EffectCtx(titan.key, titan.key, 1, run.per.get(titan.key, run), "reaction")
        yield from abilities.ask_window(
            b, titan, ("reaction",), f"Reactions {WHERE.get(where, where)}?", ctx
        )
    for titan in b.battle.titans:
        if titan.reactions_in_window:  # (most Titans used nothing: no list made)
            titan.reactions_in_window[:] = [
                m for m in titan.reactions_in_window if m.startswith("flex:")
            ]


def _allowed(b: B, titan: TitanState, tr: TargetRun, ref: AbilityRef) -> bool:
    """Not an inactive weapon's ability [BAT-PRIM-090, BAT-PRIM-091]."""
    if ref.kind != "gear":
        return True
    index = int(ref.source.split(":", 1)[1])
    gear = b.bc.gear[titan.gear[index].card]
    return not gear.is_weapon or tr.weapon in (-1, index)


def defence_abilities(b: B, titan: TitanState, tr: TargetRun, timing: str) -> Proc[None]:
    """Offer the optional abilities of ``timing`` and resolve the mandatory ones, from
    non-weapon elements and the active weapon only [BAT-PRIM-089..091, BAT-MISC-081]."""
    abilities.open_window(titan, (timing,))
    ctx = EffectCtx(titan.key, titan.key, 1, tr, "gear")
    while titan.alive and not b.battle.result and not tr.broken:
        found = abilities.window_choices(b, titan, (timing,))
        if not found:  # (most windows: nothing usable, as ``usable`` below would find)
            return
        choices = [(ref, why) for ref, why in found if _allowed(b, titan, tr, ref)]
        usable = [ref for ref, why in choices if not why]
        if not usable:
            return
        todo = [ref for ref in usable if ref.mandatory]
        ref = todo[0] if todo else None
        if ref is None:
            options = [
                Option(
                    f"use-{i}",
                    f"{r.name} ({abilities.source_label(b, titan, r.source)})",
                    r.ability.text,
                    value=i,
                )
                for i, r in enumerate(usable)
            ]
            options.append(Option("done", "Done"))
            chosen = yield from b.ask(
                Decision(
                    "battle.ability",
                    f"titan:{titan.key}",
                    f"{b.name(titan)}: {timing.replace('_', ' ')} abilities?",
                    options,
                    {"rule": "BAT-PRIM-091", "timings": [timing]},
                )
            )
            if chosen.id == "done":
                return
            ref = usable[chosen.value]
        if ref.kind == "gear" and tr.weapon == -1:
            index = int(ref.source.split(":", 1)[1])
            if b.bc.gear[titan.gear[index].card].is_weapon:
                tr.weapon = index  # [BAT-PRIM-090]
        yield from abilities.use(b, titan, ref, ctx)
