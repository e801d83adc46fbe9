"""Effects that reach past their subject: the other Titans and the Argo [BAT-MISC-039].

Most effects of a Titan's card fall on that Titan (``ctx.subject``). A Moiros card may also
hit the others: "be warned, the consequences of your recklessness may affect other Titans or
even the Argo itself" (000:L1543). Two ops say so in content:

* ``others <op> N``: every other living Titan, in seat order, undergoes ``<op> N`` as if the
  effect were its own (a Triskelion op or Despair: ``OTHERS_OPS`` of ``content/battle_vocab.py``). Each resolves whole,
  with what it sets off (a Trauma Draw, a Moiros draw above Fate 9), before the next Titan's.
* ``drain_argo N``: the Argo loses N charges from its prepared Argo Abilities, one at a time,
  from an Ability with a charge left (the players pick when more than one has some). With no
  charge left anywhere nothing happens.
"""

from __future__ import annotations

from atoterm.content.battle_schema import Effect
from atoterm.engine.battle.abilities.effects import EffectCtx, battle_op, resolve_effects
from atoterm.engine.battle.core.context import B, Proc
from atoterm.engine.battle.core.state import ArgoAbilityState
from atoterm.engine.decisions import Decision, Option


@battle_op("others")
def op_others(b: B, e: Effect, ctx: EffectCtx) -> Proc[None]:
    """Every other living Titan undergoes ``<op> N`` [BAT-MISC-039]."""
    passed = Effect(e.arg, e.value, "", f"{e.arg} {e.value}")
    for titan in b.battle.titans:
        if b.battle.result:
            return
        if not titan.alive or titan.key == ctx.subject:
            continue
        if not b.quiet:
            b.emit(
                "reaches_other",
                f"The effect reaches {b.name(titan)} as well.",
                "BAT-MISC-039",
                titan=titan.key,
            )
        theirs = EffectCtx(ctx.source, titan.key, origin=ctx.origin)
        yield from resolve_effects(b, (passed,), theirs)


@battle_op("drain_argo")
def op_drain_argo(b: B, e: Effect, ctx: EffectCtx) -> Proc[None]:
    """The Argo loses N charges of its prepared Argo Abilities [BAT-MISC-039]."""
    del ctx
    for _ in range(max(1, e.value)):
        charged = [a for a in b.battle.argo_abilities if a.charges > 0]
        if not charged:
            b.emit("argo_drained", "The Argo has no charge left to lose.", "BAT-MISC-039")
            return
        ability = charged[0] if len(charged) == 1 else (yield from _pick(b, charged))
        ability.charges -= 1
        name = b.bc.argo_abilities[ability.id].name
        b.emit(
            "argo_drained",
            f"The Argo loses a charge of {name} ({ability.charges} left).",
            "BAT-MISC-039",
        )


def _pick(b: B, charged: list[ArgoAbilityState]) -> Proc[ArgoAbilityState]:
    specs = b.bc.argo_abilities
    opts = [
        Option(f"argo-{a.id}", specs[a.id].name, f"{a.charges} charge(s) left", value=a.id)
        for a in charged
    ]
    chosen = yield from b.ask(
        Decision(
            "battle.argo_drain", "players", "The Argo loses a charge: from which Ability?", opts
        )
    )
    return next(a for a in charged if a.id == chosen.value)
