"""Effect ops of the Titan Attack, the Kratos Pool, the Wound Stack and Titan moves.

Attack modifiers act on the running Titan Attack (``ctx.attack``, an :class:`AttackRun`) when
it has not passed their moment yet, and do nothing otherwise [GEN-011]: ``precision``
[BAT-TITAN-031], ``attack_reroll`` [KEY-003], ``power_die``, ``titan_power`` [BAT-TITAN-045],
``power_reroll`` [KEY-040]. Kratos tokens go to the pool at once: ``opening``, ``break``,
``diversion`` [KEY-033, KEY-006, KEY-014], ``overbreak`` [KEY-034]. The Primordial side:
``escalate*`` [KEY-018, BAT-TITAN-079], ``heal`` [KEY-020], ``suppress`` [KEY-062],
``additional_wound`` [BAT-TITAN-065], ``death_blow`` [BAT-MISC-029]. Rewards: ``gain_gear``,
``gain_resource``. Titan side: ``priority_target``, ``bonus_attack`` [BAT-MISC-024..027],
``unexhaust`` [BAT-MISC-092], ``exhaust_weapon``, ``gain_charge``, ``move`` (a move-like
ability, BAT-TITAN-013), ``motivate`` [KEY-032], ``elation`` [KEY-017], ``exhaust_gear``
(one Exhaustable Gear, BAT-MISC-093), ``danger_per_trait`` (Danger by the traits of the
equipped Gear, BAT-TITAN-106).
"""

from __future__ import annotations

from atoterm.content.battle_schema import Effect
from atoterm.engine.battle.abilities.effects import EffectCtx, battle_op, instant_op, subject_titan
from atoterm.engine.battle.abilities.keywords import exhaustable, gear_discarded
from atoterm.engine.battle.attack import escalation, wounds
from atoterm.engine.battle.attack.run import AttackRun
from atoterm.engine.battle.attack.steps import titan_attack
from atoterm.engine.battle.core.context import B, Proc
from atoterm.engine.battle.core.state import TitanState
from atoterm.engine.battle.cycle1 import despair
from atoterm.engine.battle.explain import words
from atoterm.engine.battle.harm import death
from atoterm.engine.battle.harm import gains as harm
from atoterm.engine.battle.titans import kratos
from atoterm.engine.battle.titans.actions import unexhaust_all, voluntary_move
from atoterm.engine.battle.titans.loot import offer_loot
from atoterm.engine.decisions import Decision, Option
from atoterm.engine.revision import battle_gear_joins_the_armory_only

STAGES: tuple[str, ...] = (
    "declare",
    "rage",
    "before_roll",
    "attack_reroll",
    "first_window",
    "draw_bp",
    "power_pool",
    "power_reroll",
    "responses",
    "wounds",
    "cleared",
    "second_window",
    "done",
)


def _run(ctx: EffectCtx) -> AttackRun | None:
    return ctx.attack if isinstance(ctx.attack, AttackRun) else None


def _before(run: AttackRun | None, stage: str) -> bool:
    """The Attack has not gone past ``stage`` yet."""
    return run is not None and STAGES.index(run.stage) <= STAGES.index(stage)


def _too_late(b: B, e: Effect, why: str) -> None:
    b.emit("effect_skipped", f"{words.effect_words(b, e)}: {why}.", "GEN-011")


# ------------------------------------------------------------------ Kratos tokens
@instant_op("opening", "break", "diversion")
def op_kratos_token(b: B, e: Effect, ctx: EffectCtx) -> None:
    """Place X tokens in the Kratos Pool [KEY-033, KEY-006, KEY-014, BAT-TITAN-083]."""
    rule = {"opening": "KEY-033", "break": "KEY-006", "diversion": "KEY-014"}[e.op]
    kratos.place(b, e.op, e.value or 1, e.text or e.op, rule)


@instant_op("auto_break")
def op_auto_break(b: B, e: Effect, ctx: EffectCtx) -> None:
    """Break tokens for this very Attack's Power Roll [KEY-004]."""
    kratos.place(b, "break", e.value or 1, "Auto-break", "KEY-004")


@instant_op("overbreak")
def op_overbreak(b: B, e: Effect, ctx: EffectCtx) -> None:
    """Overbreak X: Total Power above the AT by 1+ places X Break tokens [KEY-034]."""
    run = _run(ctx)
    if run is None or not run.result or run.total - run.at < 1:
        margin = (
            "no Power Roll"
            if run is None or not run.result
            else f"Total Power {run.total} vs AT {run.at}"
        )
        b.emit("overbreak", f"Overbreak: {margin}, nothing.", "KEY-034")
        return
    kratos.place(
        b, "break", e.value or 1, f"Overbreak (Power {run.total} > AT {run.at})", "KEY-034"
    )


# ------------------------------------------------------------------ attack modifiers
@instant_op("precision")
def op_precision(b: B, e: Effect, ctx: EffectCtx) -> None:
    """+X Precision to each Attack die of this Attack [BAT-TITAN-031]."""
    run = _run(ctx)
    if not _before(run, "before_roll"):
        _too_late(b, e, "no Attack Roll to come")
        return
    assert run is not None
    run.extra_precision += e.value
    b.emit("precision", f"+{e.value} Precision for this Attack Roll.", "BAT-TITAN-031")


@instant_op("attack_reroll")
def op_attack_reroll(b: B, e: Effect, ctx: EffectCtx) -> None:
    """Attack Re-roll X: free re-rolls, stacking [KEY-003, BAT-MISC-098]."""
    run = _run(ctx)
    if not _before(run, "attack_reroll"):
        _too_late(b, e, "the Attack Roll is over")
        return
    assert run is not None
    run.attack_rerolls += e.value
    b.emit("attack_reroll", f"Attack Re-roll {run.attack_rerolls} this Attack.", "KEY-003")


@instant_op("power_die", "titan_power")
def op_power_die(b: B, e: Effect, ctx: EffectCtx) -> None:
    """One more Power die of a tier, or X more Titan Power dice [BAT-TITAN-045]."""
    run = _run(ctx)
    if not _before(run, "power_pool"):
        _too_late(b, e, "the Power Pool is already rolled")
        return
    assert run is not None
    if e.op == "power_die":
        run.extra_dice.append(e.arg or "red")
        b.emit("power_die", f"+1 {e.arg or 'red'} Power die for this Attack.", "BAT-TITAN-045")
    else:
        run.titan_power += e.value or 1
        b.emit("titan_power", f"+{e.value or 1} Titan Power die.", "BAT-TITAN-045")


@instant_op("power_reroll")
def op_power_reroll(b: B, e: Effect, ctx: EffectCtx) -> None:
    """Power Re-roll X, stacking; may be declined [KEY-040, EX-030]."""
    run = _run(ctx)
    if not _before(run, "power_reroll"):
        _too_late(b, e, "the Power Roll is over")
        return
    assert run is not None
    run.power_rerolls += e.value
    b.emit("power_reroll", f"Power Re-roll {run.power_rerolls} this Attack.", "KEY-040")


# ------------------------------------------------------------------ the Primordial's decks
@instant_op("escalate", "escalate_bp", "escalate_ai")
def op_escalate(b: B, e: Effect, ctx: EffectCtx) -> None:
    """Escalate X outside a Wound; only one deck for ``escalate_bp``/``escalate_ai``
    [BAT-TITAN-077, BAT-TITAN-079, KEY-018]."""
    escalation.escalate(
        b, e.value or 1, bp=e.op != "escalate_ai", ai=e.op != "escalate_bp", why=e.text or e.op
    )


@instant_op("heal")
def op_heal(b: B, e: Effect, ctx: EffectCtx) -> None:
    wounds.heal(b, e.value or 1)


@instant_op("suppress")
def op_suppress(b: B, e: Effect, ctx: EffectCtx) -> None:
    """BP/AI Suppress: shuffle that discard pile into its deck [KEY-062]."""
    kind = "ai" if e.arg == "ai" else "bp"
    escalation.shuffle_discard_in(b, kind, f"{kind.upper()} Suppress", "KEY-062")


@instant_op("additional_wound")
def op_additional_wound(b: B, e: Effect, ctx: EffectCtx) -> None:
    wounds.additional_wound(b, e.value or 1, words.effect_words(b, e))


@instant_op("death_blow")
def op_death_blow(b: B, e: Effect, ctx: EffectCtx) -> None:
    run = _run(ctx)
    titan = b.battle.titan(run.titan) if run is not None else None
    wounds.death_blow(b, titan, run)


@battle_op("gain_gear", "gain_resource")
def op_gain(b: B, e: Effect, ctx: EffectCtx) -> Proc[None]:
    """Rewards, collected for the Aftermath (gear for the Argo Armory); the Titan responsible
    may equip gained Gear at once [GEN-036, GEN-037]."""
    key = f"gear:{e.arg}" if e.op == "gain_gear" else e.arg
    n = 1 if e.op == "gain_gear" else (e.value or 1)
    b.battle.aftermath[key] = b.battle.aftermath.get(key, 0) + n
    what = (
        b.bc.gear[e.arg].name
        if e.op == "gain_gear" and e.arg in b.bc.gear
        else words.resource_name(b, e.arg)
    )
    b.emit("gain", f"Gained: {n} {what}.", "GEN-036" if e.op == "gain_gear" else "GEN-042")
    run = _run(ctx)
    titan = b.battle.titan(run.titan) if run is not None else subject_titan(b, ctx)
    if e.op != "gain_gear":
        return
    if titan is not None and titan.alive:
        yield from offer_loot(b, titan, e.arg)
    elif battle_gear_joins_the_armory_only(b.state):
        # Nobody to offer it to: it goes to the Armory all the same (revision 5) [GEN-036].
        b.battle.to_armory.append(e.arg)


# ------------------------------------------------------------------ Titan side
@instant_op("priority_target")
def op_priority_target(b: B, e: Effect, ctx: EffectCtx) -> None:
    """Take the Priority Target token (Provoke, Spotlight, ...) [BAT-PRIM-036]; an Awakened
    holder cannot lose it [BAT-MISC-065]."""
    titan = subject_titan(b, ctx)
    if titan is None or b.battle.priority_target == titan.key:
        return
    locked = b.battle.priority_locked
    if locked and locked != titan.key and b.battle.titan(locked).alive:
        holder = b.name(b.battle.titan(locked))
        b.emit(
            "priority_kept",
            f"{holder} is Awakened and keeps the Priority Target token; "
            f"{b.name(titan)} cannot take it.",
            "BAT-MISC-065",
        )
        return
    death.give_priority_target(b, titan, words.effect_words(b, e), "BAT-PRIM-036")


@battle_op("bonus_attack")
def op_bonus_attack(b: B, e: Effect, ctx: EffectCtx) -> Proc[None]:
    """During a Titan Attack: a Follow-up after it, no Chain Break [BAT-MISC-027,
    BAT-PRIM-122]; otherwise at once, breaking a running Primordial Attack [BAT-MISC-024,
    BAT-PRIM-118] — also when it comes from a Trauma card or an ability the Attack caused,
    whose own effects go on (the death after it still happens, BAT-MISC-022, EX-025)."""
    titan = subject_titan(b, ctx)
    if titan is None:
        return
    run = _run(ctx)
    if run is not None and run.stage != "done":
        run.queued.append(("follow_up", (e,)))
        b.emit("follow_up", f"{b.name(titan)} will make a Follow-up Attack.", "BAT-MISC-027")
        return
    other = ctx.attack
    if other is None and b.primordial_attacks:
        other = b.primordial_attacks[-1]
    if other is not None and getattr(other, "phase", "") == "attack":
        other.broken = True
        b.emit("chain_break", "Chain Break: a Titan Bonus Attack.", "BAT-PRIM-118")
    yield from titan_attack(b, titan, bonus=True)


@instant_op("unexhaust")
def op_unexhaust(b: B, e: Effect, ctx: EffectCtx) -> None:
    titan = subject_titan(b, ctx)
    if titan is not None:
        unexhaust_all(b, titan, e.text or "an effect")


def _pick_gear(b: B, titan: TitanState, indices: list[int], kind: str, prompt: str) -> Proc[int]:
    """The player picks one of ``indices`` (asked only with a real choice)."""
    if len(indices) == 1:
        return indices[0]
    opts = [Option(f"gear-{i}", b.bc.gear[titan.gear[i].card].name, value=i) for i in indices]
    chosen = yield from b.ask(Decision(kind, f"titan:{titan.key}", prompt, opts))
    return int(chosen.value)


@battle_op("exhaust_weapon")
def op_exhaust_weapon(b: B, e: Effect, ctx: EffectCtx) -> Proc[None]:
    """Exhaust the active weapon (outside an Attack: a weapon the player picks)."""
    titan = subject_titan(b, ctx)
    if titan is None:
        return
    run = _run(ctx)
    ready = [
        i
        for i, g in enumerate(titan.gear)
        if not g.discarded and not g.exhausted and b.bc.gear[g.card].is_weapon
    ]
    if run is not None:
        ready = [run.weapon] if run.weapon in ready else []
    if not ready:
        _too_late(b, e, "no unexhausted weapon")
        return
    index = yield from _pick_gear(b, titan, ready, "battle.exhaust", "Exhaust which weapon?")
    titan.gear[index].exhausted = True
    b.emit("exhaust", f"{b.bc.gear[titan.gear[index].card].name} is exhausted.", "BAT-MISC-089")


@battle_op("exhaust_gear")
def op_exhaust_gear(b: B, e: Effect, ctx: EffectCtx) -> Proc[None]:
    """The subject exhausts one of its unexhausted Exhaustable Gear, its player's pick: Gear
    with Cumbersome or with an active ability whose cost exhausts it [BAT-MISC-093]. Without
    one, nothing happens [GEN-011]."""
    titan = subject_titan(b, ctx)
    if titan is None:
        return
    ready = [
        i
        for i, g in enumerate(titan.gear)
        if not g.exhausted and not gear_discarded(titan, g) and exhaustable(b.bc.gear[g.card])
    ]
    if not ready:
        _too_late(b, e, "no unexhausted Exhaustable Gear")
        return
    index = yield from _pick_gear(
        b, titan, ready, "battle.exhaust", "Exhaust which of your Exhaustable Gear?"
    )
    titan.gear[index].exhausted = True
    b.emit(
        "exhaust",
        f"{b.name(titan)}'s {b.bc.gear[titan.gear[index].card].name} is exhausted.",
        "BAT-MISC-093",
        titan=titan.key,
    )


@battle_op("danger_per_trait")
def op_danger_per_trait(b: B, e: Effect, ctx: EffectCtx) -> Proc[None]:
    """+N Danger for each equipped Gear card of the subject with the trait ``arg``: a Gear
    trait is always in play while the card is equipped, exhausted or not [BAT-TITAN-106]."""
    titan = subject_titan(b, ctx)
    if titan is None:
        return
    cards = [
        b.bc.gear[g.card].name
        for g in titan.gear
        if not gear_discarded(titan, g) and e.arg in b.bc.gear[g.card].traits
    ]
    if not cards:
        return
    b.emit(
        "gear_traits",
        f"{b.name(titan)} carries {len(cards)} {e.arg.replace('_', ' ').title()} Gear: "
        f"{', '.join(cards)}.",
        "BAT-TITAN-106",
        titan=titan.key,
    )
    yield from harm.gain_danger(b, titan, e.value * len(cards), trauma=ctx.origin == "ai")


@battle_op("gain_charge")
def op_gain_charge(b: B, e: Effect, ctx: EffectCtx) -> Proc[None]:
    """Charge tokens on the Gear the effect comes from (``ctx.notes["gear"]``), or one the
    player picks among those with charges [BAT-TITAN-105]."""
    titan = subject_titan(b, ctx)
    if titan is None:
        return
    index = ctx.notes.get("gear")
    if index is None:
        holders = [
            i for i, g in enumerate(titan.gear) if not g.discarded and b.bc.gear[g.card].charges
        ]
        if not holders:
            _too_late(b, e, "no Gear holds charges")
            return
        index = yield from _pick_gear(
            b, titan, holders, "battle.charge", "Which Gear gains the charge?"
        )
    titan.gear[index].charges += e.value or 1
    b.emit(
        "charge",
        f"{b.bc.gear[titan.gear[index].card].name} gains {e.value or 1} charge(s).",
        "BAT-TITAN-105",
    )


@battle_op("move")
def op_move(b: B, e: Effect, ctx: EffectCtx) -> Proc[None]:
    """A move-like ability: up to X spaces, like a movement action but not one
    [BAT-TITAN-013, BAT-TITAN-014]."""
    titan = subject_titan(b, ctx)
    if titan is not None:
        yield from voluntary_move(
            b, titan, e.value, why=e.text or f"Move {e.value}", rule="BAT-TITAN-013", optional=True
        )


@battle_op("motivate")
def op_motivate(b: B, e: Effect, ctx: EffectCtx) -> Proc[None]:
    """Motivate X: another Titan may move up to X spaces [KEY-032]."""
    titan = subject_titan(b, ctx)
    others = [t for t in b.battle.living() if titan is None or t.key != titan.key]
    if not others:
        return
    opts = [Option(f"titan-{t.key}", b.name(t), value=t.key) for t in others]
    opts.append(Option("none", "Nobody", "Motivate is a may [KEY-032]."))
    chosen = yield from b.ask(
        Decision(
            "battle.motivate",
            f"titan:{ctx.source}",
            f"Motivate {e.value}: which Titan moves?",
            opts,
            {"rule": "KEY-032"},
        )
    )
    if chosen.id != "none":
        other = b.battle.titan(chosen.value)
        yield from voluntary_move(
            b, other, e.value, why=f"Motivate {e.value}", rule="KEY-032", optional=True
        )


@battle_op("elation")
def op_elation(b: B, e: Effect, ctx: EffectCtx) -> Proc[None]:
    """Elation X: may discard X Ambrosia or Despair tokens to place X Opening tokens
    [KEY-017, CYC1-020]."""

    titan = subject_titan(b, ctx)
    x = e.value or 1
    opts = despair.elation_options(titan, x) if titan is not None else []
    if titan is None or not opts:
        return
    opts.append(Option("decline", "No"))
    chosen = yield from b.ask(
        Decision("battle.elation", f"titan:{titan.key}", f"Elation {x}?", opts, {"rule": "KEY-017"})
    )
    if chosen.id != "decline":
        despair.pay_elation(b, titan, chosen.id, x)
        kratos.place(b, "opening", x, f"Elation {x}", "KEY-017")
