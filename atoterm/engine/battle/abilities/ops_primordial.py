"""Effect ops of the Primordial side and of the Evasion Roll (``@battle_op``).

* ``signature``, ``routine``, ``perform_ai``: another Primordial Attack. Triggered while a
  Primordial Attack is in its Attack step, it Chain Breaks that Attack (for that Target only in
  a Simultaneous or Zone Attack) [BAT-PRIM-013, BAT-PRIM-014, BAT-PRIM-118, BAT-PRIM-119]. A
  Signature ordered by an effect aimed at a Titan is performed against that Titan
  [BAT-PRIM-024].
* ``turn`` [BAT-PRIM-067], ``move_to`` [BAT-PRIM-064].
* Attack modifiers on the running Primordial Attack against the effect's subject: ``evasion``
  (+N to each Evasion die; outside an Attack: a temporary Evasion token, BAT-MISC-048),
  ``evasion_die``, ``evasion_reroll`` [BAT-PRIM-086], ``block`` [KEY-005], ``reinforce``
  [KEY-053].
* ``disable <rule>``: a rule is off for every Titan and the Primordial until the end of the
  Battle (``battle.disabled``) [GEN-007]; ``weakspot``: the Primordial's Weakspot spaces
  become Weakspots (``primordial.weakspots_open``) [BAT-PRIM-005].
"""

from __future__ import annotations

from atoterm.content.battle_schema import Effect
from atoterm.engine.battle.abilities.effects import EffectCtx, battle_op, instant_op
from atoterm.engine.battle.core.context import B, Proc
from atoterm.engine.battle.core.state import TitanState
from atoterm.engine.battle.harm import conditions
from atoterm.engine.battle.primordial import move as primordial_move
from atoterm.engine.battle.primordial.attack import (
    AttackRun,
    TargetRun,
    draw_ai,
    perform_ai_card,
    routine_card,
)
from atoterm.engine.battle.primordial.reach import DISABLEABLE


def _subject(b: B, ctx: EffectCtx) -> TitanState | None:
    if not ctx.subject:
        return None
    titan = b.battle.titan(ctx.subject)
    return titan if titan.alive else None


def chain_break(b: B, ctx: EffectCtx, why: str) -> None:
    """A new Primordial Attack during a Primordial Attack ends it [BAT-PRIM-118]."""
    attack = ctx.attack
    if isinstance(attack, (AttackRun, TargetRun)) and attack.phase == "attack":
        attack.broken = True
        b.emit("chain_break", f"Chain Break: {why}.", "BAT-PRIM-118")


@battle_op("signature")
def op_signature(b: B, effect: Effect, ctx: EffectCtx) -> Proc[None]:
    """Perform the Signature [BAT-PRIM-013, BAT-PRIM-024]."""
    chain_break(b, ctx, "the Signature is performed during the Attack")
    titan = _subject(b, ctx)
    yield from perform_ai_card(
        b, b.prim.signature.id, target=titan.key if titan else "", origin=ctx.origin or "ai"
    )


@battle_op("routine")
def op_routine(b: B, effect: Effect, ctx: EffectCtx) -> Proc[None]:
    """Perform the Routine [BAT-PRIM-014]."""
    chain_break(b, ctx, "the Routine is performed during the Attack")
    yield from perform_ai_card(b, routine_card(b).id, origin=ctx.origin or "ai")


@battle_op("perform_ai")
def op_perform_ai(b: B, effect: Effect, ctx: EffectCtx) -> Proc[None]:
    """Draw and perform the top AI card [BAT-PRIM-019, BAT-PRIM-128]."""
    chain_break(b, ctx, "another AI card is performed during the Attack")
    card_id = draw_ai(b)
    if card_id:
        yield from perform_ai_card(b, card_id, origin=ctx.origin or "ai")


@battle_op("turn")
def op_turn(b: B, effect: Effect, ctx: EffectCtx) -> Proc[None]:
    """Turn toward the subject, around, left, right or to a direction [BAT-PRIM-067]."""
    yield from primordial_move.turn(b, effect.arg or "toward", _subject(b, ctx))


@battle_op("move_to")
def op_move_to(b: B, effect: Effect, ctx: EffectCtx) -> Proc[None]:
    """ "Move to X" with unlimited Speed [BAT-PRIM-064]."""
    yield from primordial_move.move_to(b, effect.arg, _subject(b, ctx))


def target_run(ctx: EffectCtx) -> TargetRun | None:
    """The running Primordial Attack against the effect's subject, if any."""
    attack = ctx.attack
    if isinstance(attack, TargetRun):
        return attack
    if isinstance(attack, AttackRun) and ctx.subject:
        return attack.target(ctx.subject)
    return None


def _modify(b: B, ctx: EffectCtx, key: str, value: int, what: str, rule: str) -> bool:
    tr = target_run(ctx)
    if tr is None:
        return False
    tr.mods[key] = tr.mods.get(key, 0) + value
    who = b.name(b.battle.titan(tr.key))
    b.emit("attack_mod", f"{who}: {what} {value:+d} for this Attack.", rule, titan=tr.key)
    return True


def _no_attack(b: B, effect: Effect) -> None:
    b.emit("no_effect", f"{effect.text or effect.op}: no Primordial Attack is running.", "GEN-011")


@battle_op("evasion")
def op_evasion(b: B, effect: Effect, ctx: EffectCtx) -> Proc[None]:
    """+N Evasion bonus for this Evasion Roll [BAT-PRIM-086]."""
    if not _modify(b, ctx, "evasion", effect.value, "Evasion", "BAT-PRIM-086"):
        titan = _subject(b, ctx)
        if titan is not None:
            conditions.add_token(b, titan, "evasion", effect.value, lasting=False)
    return
    yield


@battle_op("evasion_die")
def op_evasion_die(b: B, effect: Effect, ctx: EffectCtx) -> Proc[None]:
    """±N Evasion dice for this Attack (never below one die) [BAT-PRIM-011, BAT-MISC-052]."""
    if not _modify(b, ctx, "evasion_die", effect.value, "Evasion dice", "BAT-MISC-052"):
        _no_attack(b, effect)
    return
    yield


@battle_op("evasion_reroll")
def op_evasion_reroll(b: B, effect: Effect, ctx: EffectCtx) -> Proc[None]:
    """N free Evasion re-rolls for this Evasion Roll [BAT-PRIM-086]."""
    if not _modify(b, ctx, "evasion_reroll", effect.value, "Evasion re-rolls", "BAT-PRIM-086"):
        _no_attack(b, effect)
    return
    yield


@battle_op("block")
def op_block(b: B, effect: Effect, ctx: EffectCtx) -> Proc[None]:
    """Block X: treat X hits as evaded [KEY-005, BAT-PRIM-088]."""
    if not _modify(b, ctx, "block", effect.value, "Block", "KEY-005"):
        _no_attack(b, effect)
    return
    yield


@battle_op("reinforce")
def op_reinforce(b: B, effect: Effect, ctx: EffectCtx) -> Proc[None]:
    """Reinforce X: X dice of a tier join the Armor pool [KEY-053]."""
    tier = effect.arg or "red"
    if not _modify(b, ctx, f"reinforce:{tier}", effect.value, f"{tier} Armor dice", "KEY-053"):
        _no_attack(b, effect)
    return
    yield


@instant_op("disable")
def op_disable(b: B, effect: Effect, ctx: EffectCtx) -> None:
    """Disable a rule for all Titans and the Primordial until the end of the Battle: from now
    on nobody resolves it [GEN-007]. ``disable blindspots``: the Primordial has no Blindspots
    (no Precision bonus, no hiding from its targeting)."""
    rule = effect.arg
    if rule not in DISABLEABLE or rule in b.battle.disabled:
        return
    b.battle.disabled.append(rule)
    b.memo.pop("blindspot_cells", None)
    b.emit(
        "disable",
        f"{DISABLEABLE[rule]} are disabled until the end of the Battle.",
        "GEN-007",
        disabled=rule,
    )


@instant_op("weakspot")
def op_weakspot(b: B, effect: Effect, ctx: EffectCtx) -> None:
    """Create the Primordial's Weakspots: its Weakspot spaces, which do nothing by themselves,
    become Weakspots, which the effects of its Traits name (``when = attacker_in_weakspot``)
    [BAT-PRIM-005]."""
    p = b.battle.primordial
    if p.weakspots_open or not b.prim.weakspots:
        return
    p.weakspots_open = True
    b.emit("weakspot", f"{b.prim.name}'s Weakspots open.", "BAT-PRIM-005")
